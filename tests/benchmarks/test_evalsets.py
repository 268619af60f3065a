"""benchmarks.evalsets: the blind stories grouped several to an index."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.evalsets import EvalSet, grouped
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
