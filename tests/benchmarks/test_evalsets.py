"""benchmarks.evalsets: the blind stories grouped several to an index, and asked each other's off-topic questions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.evalsets import EvalSet, cross, grouped
from tests.digests import write_stories


def test_grouped_finds_each_story_and_totals_its_questions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two story sets in one index: both stories found, each set's questions counted alone and grouped."""
    sets = []
    for name, files, question, expected in (
            ("kestrel", ("k1_kestrel.txt", "k2_kestrel.txt"), "How many parameters does Kestrel have?", "7B"),
            ("harbor", ("h1_harbor.txt",), "How long is the Harbor Bridge?", "2.1 km")):
        folder = write_stories(tmp_path / name, files)
        rows = [{"question": question, "expect": "answer", "must_contain": [[expected]], "cite_any": [], "kind": "pos"},
                {"question": "What is the capital of France?", "expect": "abstain", "must_contain": [],
                 "cite_any": [], "kind": "offtopic"}]
        (folder / "questions.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
        sets.append(EvalSet(f"tests/{name}", folder, folder / "questions.jsonl"))
    assert grouped(2, sets) == 0
    out = capsys.readouterr().out
    assert "2 story sets, 2 to an index: 2 stories found" in out
    assert "grouped" in out and out.count("2/2 (100%)") == 4  # answerable and off-topic, alone and grouped


def test_cross_asks_each_story_the_off_topic_questions_of_the_others(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Each set is asked the other's off-topic questions; an answer to one is counted and listed."""
    sets = []
    for name, files, offtopic in (("kestrel", ("k1_kestrel.txt",), "What is the capital of France?"),
                                  ("harbor", ("h1_harbor.txt",), "How long is the Harbor Bridge?")):
        folder = write_stories(tmp_path / name, files)
        row = {"question": offtopic, "expect": "abstain", "must_contain": [], "cite_any": [], "kind": "offtopic"}
        (folder / "questions.jsonl").write_text(json.dumps(row) + "\n", encoding="utf-8")
        sets.append(EvalSet(f"tests/{name}", folder, folder / "questions.jsonl"))
    assert cross(1, sets) == 0
    out = capsys.readouterr().out
    # the harbor story abstains on France; the kestrel story is asked about the bridge, which it does not know either
    assert "2 story sets, each asked the off-topic questions of the 1 after it: 0 of 2 answered (0.0%)" in out
    # the first set's digests now tell of the bridge: asked the second set's off-topic question, it answers
    sets[0] = EvalSet("tests/kestrel", write_stories(tmp_path / "h2", ("h1_harbor.txt",)), sets[0].questions)
    assert cross(1, sets) == 0
    out = capsys.readouterr().out
    assert "1 of 2 answered (50.0%)" in out and "How long is the Harbor Bridge?" in out


def test_audit_sets_are_found_parse_and_are_never_in_find_sets() -> None:
    """The hand-written audit: each file parses, asks a blind story that exists, and no fit's set list holds it."""
    from benchmarks.evalsets import AUDIT, audit_sets, case_kind, find_sets
    from knowledge.evaluation import load_cases

    sets = audit_sets()
    assert len(sets) == len(list(AUDIT.glob("*.jsonl"))) > 0
    for s in sets:
        assert (s.seeds / "questions.jsonl").exists(), s.name  # the blind story the questions were written on
        cases = load_cases(s.questions)
        rows = [json.loads(line) for line in s.questions.read_text(encoding="utf-8").splitlines() if line.strip()]
        assert cases and len(cases) == len(rows)
        for row, case in zip(rows, cases):
            assert case_kind(row) in ("pos", "nearmiss") and case.lead_only
            answerable = case.expect == "answer"
            assert answerable == (case_kind(row) == "pos") and bool(case.must_contain) == answerable
    fitted = {s.questions.resolve() for s in find_sets(synthetic=False)}
    assert not fitted & {s.questions.resolve() for s in sets}
    assert not [s.name for s in find_sets() if s.name.startswith("audit")]


def test_fresh_sets_are_found_parse_and_are_never_in_find_sets() -> None:
    """The fresh stories: each has digests and 36 questions of the three kinds, and no fit's set list holds one."""
    from benchmarks.evalsets import FRESH, case_kind, find_sets, fresh_sets
    from knowledge.evaluation import load_cases
    from knowledge.index import FactIndex

    sets = fresh_sets()
    assert len(sets) == len([d for d in FRESH.iterdir() if d.is_dir()]) > 0
    for s in sets:
        index = FactIndex.build(s.seeds)
        assert len(index.digests) == 2 and index.stats()["facts"] > 20, s.name
        rows = [json.loads(line) for line in s.questions.read_text(encoding="utf-8").splitlines() if line.strip()]
        assert len(load_cases(s.questions)) == len(rows) == 36
        assert sorted(case_kind(r) for r in rows).count("pos") == 24
    fitted = {s.seeds.resolve() for s in find_sets(synthetic=False)}
    assert not fitted & {s.seeds.resolve() for s in sets}


def test_fresh_articles_are_found_parse_and_are_never_in_find_sets() -> None:
    """The fresh SQuAD-style articles: one digest each, answerable and unanswerable questions, no fit reads them."""
    from benchmarks.evalsets import FRESH_ARTICLES, case_kind, find_sets, fresh_sets
    from knowledge.evaluation import load_cases
    from knowledge.index import FactIndex

    sets = fresh_sets(FRESH_ARTICLES)
    assert len(sets) == len([d for d in FRESH_ARTICLES.iterdir() if d.is_dir()]) > 0
    for s in sets:
        index = FactIndex.build(s.seeds)
        assert len(index.digests) == 1 and not index.problems and index.stats()["episodes"] == 7, s.name
        rows = [json.loads(line) for line in s.questions.read_text(encoding="utf-8").splitlines() if line.strip()]
        assert len(load_cases(s.questions)) == len(rows) == 60
        assert sorted(case_kind(r) for r in rows).count("pos") == 36
    fitted = {s.seeds.resolve() for s in find_sets(synthetic=False)}
    assert not fitted & {s.seeds.resolve() for s in sets}
