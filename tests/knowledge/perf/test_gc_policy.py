"""knowledge.perf.gc_policy: the collector paused during a build, the index frozen out of its sight after."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks.synth import write_corpus
from knowledge.perf import building_index, load_or_build
from knowledge.perf.gc_policy import FULL_EVERY


@pytest.fixture(autouse=True)
def _unfreeze() -> Iterator[None]:
    """Leave the collector as each test found it: nothing frozen by the test stays so."""
    thresholds = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.enable()
    gc.set_threshold(*thresholds)


def test_a_build_under_the_policy_is_frozen_out_of_the_collectors_sight(tmp_path: Path) -> None:
    """During the build the collector is off; after it, the index's objects are in the permanent generation."""
    write_corpus(tmp_path, 2000, rng_seed=3)
    seen: list[bool] = []
    gc.unfreeze()
    with building_index():
        seen.append(gc.isenabled())
        index = load_or_build(tmp_path, None)
    assert seen == [False] and gc.isenabled()
    assert gc.get_freeze_count() >= 2 * len(index.facts)
    tracked = {id(o) for o in gc.get_objects()}  # every generation but the permanent one
    sample = [index.facts[0], index.facts[-1], index.facts[1000].sources[0], index.matcher.entries[500].keys]
    assert not any(id(o) in tracked for o in sample)


def test_after_a_build_full_collections_come_rarer() -> None:
    """The caches answers fill are long-lived: a full pass after FULL_EVERY middle ones, not CPython's 10."""
    gc.set_threshold(700, 10, 10)
    with building_index():
        assert gc.get_threshold() == (700, 10, 10)
    assert gc.get_threshold() == (700, 10, FULL_EVERY) and FULL_EVERY > 10
    gc.set_threshold(700, 10, 1000)  # an application that chose rarer ones keeps its choice
    with building_index():
        pass
    assert gc.get_threshold() == (700, 10, 1000)


def test_a_failed_build_leaves_the_thresholds() -> None:
    """Nothing built, nothing frozen: the collector's thresholds are as they were."""
    gc.set_threshold(700, 10, 10)
    with pytest.raises(RuntimeError), building_index():
        raise RuntimeError("disk on fire")
    assert gc.get_threshold() == (700, 10, 10)


def test_the_collector_stays_off_if_it_was_off() -> None:
    """The policy restores what it found: an application that keeps the collector off keeps it off."""
    gc.disable()
    with building_index():
        pass
    assert not gc.isenabled()


def test_a_failed_build_freezes_nothing_and_restores_the_collector() -> None:
    """An exception out of the build: the collector is back on, nothing frozen (its traceback may hold cycles)."""
    gc.unfreeze()
    with pytest.raises(RuntimeError), building_index():
        raise RuntimeError("disk on fire")
    assert gc.isenabled() and gc.get_freeze_count() == 0


def test_overlapping_builds_pause_the_collector_until_the_last_ends() -> None:
    """Two builds in threads (the shared index and a server's): off from the first start to the last end."""
    first_in, second_in, first_out = threading.Event(), threading.Event(), threading.Event()
    seen: dict[str, bool] = {}

    def first() -> None:
        """The build that ends first."""
        with building_index():
            first_in.set()
            second_in.wait(10)
        seen["after first"] = gc.isenabled()
        first_out.set()

    def second() -> None:
        """The build that starts second and ends last."""
        first_in.wait(10)
        with building_index():
            second_in.set()
            first_out.wait(10)
        seen["after second"] = gc.isenabled()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(20)
    assert seen == {"after first": False, "after second": True}
