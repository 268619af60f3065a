"""The fact index build: garbage collection around it."""

from __future__ import annotations

import gc
from pathlib import Path

from benchmarks.synth import write_corpus
from knowledge.index import FactIndex


def test_a_build_moves_its_objects_to_the_oldest_generation_unscanned(tmp_path: Path) -> None:
    """With the collector paused during a build, a young pass afterwards would walk every new object; they go straight to generation 2."""
    write_corpus(tmp_path, 2000, rng_seed=3)
    assert gc.isenabled()
    index = FactIndex.build(tmp_path)
    assert gc.isenabled()
    oldest = {id(o) for o in gc.get_objects(generation=2)}
    sample = [index.facts[0], index.facts[-1], index.facts[1000].sources[0], index.matcher.entries[500].keys]
    assert all(id(o) in oldest for o in sample)
