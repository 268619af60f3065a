"""benchmarks.synth: deterministic made-up digests that parse cleanly, and benchmark questions."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from benchmarks.synth import digest_text, make_questions, plan, write_corpus
from knowledge.index import FactIndex
from knowledge.parser import parse_file, parse_text
from knowledge.text import normalize_handle


def _snapshot(paths: list[Path]) -> list[tuple[str, bytes]]:
    return [(p.name, p.read_bytes()) for p in paths]


def test_same_rng_seed_same_bytes(tmp_path: Path) -> None:
    a = write_corpus(tmp_path / "a", 400, rng_seed=3)
    b = write_corpus(tmp_path / "b", 400, rng_seed=3)
    assert _snapshot(a) == _snapshot(b)


def test_other_rng_seed_other_corpus(tmp_path: Path) -> None:
    a = write_corpus(tmp_path / "a", 400, rng_seed=3)
    b = write_corpus(tmp_path / "b", 400, rng_seed=4)
    assert _snapshot(a) != _snapshot(b)


@pytest.mark.parametrize("target", [3, 20, 61, 79, 137, 500])
def test_every_file_parses_cleanly_and_the_count_is_exact(tmp_path: Path, target: int) -> None:
    paths = write_corpus(tmp_path, target, rng_seed=target)
    total = 0
    for path in paths:
        digest = parse_file(path)
        assert digest.problems == [], [str(p) for p in digest.problems]
        assert digest.title
        total += len(digest.facts)
    assert total == target


def test_files_hold_20_to_60_facts(tmp_path: Path) -> None:
    counts = plan(5000, rng_seed=1)
    assert sum(counts) == 5000
    assert all(20 <= c <= 60 for c in counts)
    paths = write_corpus(tmp_path, 1200, rng_seed=1)
    assert all(20 <= len(parse_file(p).facts) <= 60 for p in paths)


@pytest.mark.parametrize("layout", ["plain", "episodes"])
def test_many_digests_of_each_layout_parse_cleanly(layout: str) -> None:
    for rng_seed in range(40):
        n = 5 + rng_seed
        digest = parse_text(digest_text(random.Random(rng_seed), n, layout=layout),  # type: ignore[arg-type]  # layout: a Literal
                            f"{rng_seed:03d}.txt")
        assert digest.problems == [], (rng_seed, [str(p) for p in digest.problems])
        assert len(digest.facts) == n
        assert bool(digest.episodes) == (layout == "episodes")


def test_corpus_looks_like_the_real_digests(tmp_path: Path) -> None:
    write_corpus(tmp_path, 2000, rng_seed=0)
    index = FactIndex.build(tmp_path)
    texts = "\n".join(p.read_text(encoding="utf-8") for p in sorted(tmp_path.glob("*.txt")))
    # both layouts, the real section names and source line shapes
    assert any(d.episodes for d in index.digests.values())
    assert any(not d.episodes for d in index.digests.values())
    for marker in ("Confirmed", "Why it matters", "Primary sources", "[source] ", "(UTC+", " related posts",
                   "• ", "(per @", " · 20"):
        assert marker in texts, marker
    # every fact kind, attributions, time-sensitive facts, numbers with units
    facts = index.facts
    assert {f.kind for f in facts} == {"headline", "summary", "confirmed", "why-it-matters"}
    assert sum(bool(f.handles) for f in facts) > len(facts) // 4
    assert any(f.time_sensitive and f.as_of for f in facts)
    units = {q.unit for f in facts for q in f.numbers}
    assert {"percent", "month", "gpu", "token", "usd", "parameter"} <= units
    # handles spelled one way in attributions and another on source lines, linked anyway
    two_ways = [(h, s.handle) for f in facts for h in f.handles for s in f.sources
                if h != s.handle and normalize_handle(h) == normalize_handle(s.handle)]
    assert two_ways
    # not the Marin story
    assert "Marin" not in texts


def test_questions_mix_and_determinism(tmp_path: Path) -> None:
    write_corpus(tmp_path, 300, rng_seed=2)
    index = FactIndex.build(tmp_path)
    qs = make_questions(index, 200, rng_seed=5)
    assert len(qs) == 200
    assert qs == make_questions(index, 200, rng_seed=5)
    assert qs != make_questions(index, 200, rng_seed=6)
    kinds = {k: sum(q.kind == k for q in qs) for k in ("reworded", "typo", "offtopic")}
    assert all(v > 20 for v in kinds.values()), kinds
    ids = set(index.by_id)
    for q in qs:
        assert q.text.strip()
        assert (q.fact_id is None) == (q.kind == "offtopic")
        assert q.fact_id is None or q.fact_id in ids
    # questions are not verbatim fact texts
    texts = {f.text for f in index.facts}
    assert not any(q.text in texts for q in qs)
    # a plain list of facts works too
    assert make_questions(index.facts, 10, rng_seed=1) == make_questions(index, 10, rng_seed=1)
