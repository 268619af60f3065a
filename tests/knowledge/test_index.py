"""knowledge.index: building the index of a folder (the plain path), refreshing it, and what it answers from."""

from __future__ import annotations

import gc
import os
import threading
from pathlib import Path

import pytest

from knowledge.index import FactIndex, Parsed
from knowledge.models import Digest
from knowledge.parser import parse_file
from tests.knowledge.test_parser import GOOD


def test_broken_file_does_not_take_other_facts_away(tmp_path: Path) -> None:
    """The good digests are still indexed and answerable beside broken ones."""
    (tmp_path / "good.txt").write_text(GOOD, encoding="utf-8")
    (tmp_path / "junk.txt").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    (tmp_path / "empty.txt").write_text("", encoding="utf-8")
    index = FactIndex.build(tmp_path)
    assert len(index.digests["good.txt"].facts) == 3
    assert {p.seed for p in index.problems} == {"junk.txt", "empty.txt"}
    assert index.answer("How much did the plant cost?").answered


def test_rebuild_reuses_unchanged_digests_and_their_analysis(tmp_path: Path) -> None:
    """A refresh reparses only changed files and reuses the matcher's work for unchanged facts."""
    (tmp_path / "a.txt").write_text(GOOD, encoding="utf-8")
    (tmp_path / "b.txt").write_text(GOOD.replace("Widget", "Gizmo").replace("$12M", "$7M"), encoding="utf-8")
    first = FactIndex.build(tmp_path)
    (tmp_path / "b.txt").write_text(GOOD.replace("Widget", "Gizmo").replace("$12M", "$9M"), encoding="utf-8")
    second = FactIndex.build(tmp_path, previous=first)
    assert second.digests["a.txt"] is first.digests["a.txt"]
    assert second.digests["b.txt"] is not first.digests["b.txt"]
    reused = {id(e) for e in first.matcher.entries}
    a_entries = [e for e in second.matcher.entries if e.fact.seed == "a.txt"]
    assert a_entries and all(id(e) in reused for e in a_entries)
    fresh = FactIndex.build(tmp_path)
    for q in ("How much did the Gizmo plant cost?", "Where is the Widget plant?", "pancakes"):
        assert second.answer(q).model_dump() == fresh.answer(q).model_dump()
    assert "$9M" in second.answer("How much did the Gizmo plant cost?").answer


def test_digest_that_stays_broken_keeps_its_facts_refresh_after_refresh(tmp_path: Path) -> None:
    """A digest broken on disk serves its last good facts across several refreshes."""
    (tmp_path / "a.txt").write_text(GOOD, encoding="utf-8")
    index = FactIndex.build(tmp_path)
    (tmp_path / "a.txt").write_bytes(b"\xff\xfe broken")
    for _ in range(3):
        index = FactIndex.build(tmp_path, previous=index)
        assert len(index.digests["a.txt"].facts) == 3 and "a.txt" in index.kept
        assert any("not UTF-8" in str(p) for p in index.problems)


def test_the_plain_build_is_serial_and_leaves_the_collector_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """FactIndex.build parses in the calling thread, forks nothing, never touches the collector, makes plain records."""
    for name in ("a.txt", "b.txt", "c.txt"):
        (tmp_path / name).write_text(GOOD.replace("Widget", name[0].upper() + "idget"), encoding="utf-8")
    monkeypatch.setattr(os, "fork", lambda: pytest.fail("forked"))
    seen: list[tuple[str, bool]] = []

    def parse(path: Path) -> Digest:
        """The parser, recording the thread it runs in and whether the collector is on."""
        seen.append((threading.current_thread().name, gc.isenabled()))
        return parse_file(path)

    gc.unfreeze()  # what earlier tests froze may be freed during the build and lower the count: nothing frozen to start
    index = FactIndex.build(tmp_path, parse=parse)
    assert seen == [(threading.current_thread().name, True)] * 3
    assert gc.isenabled() and gc.get_freeze_count() == 0
    facts = index.facts
    assert facts[0].__pydantic_fields_set__ is not facts[1].__pydantic_fields_set__  # pydantic's own records
    gc.disable()
    try:
        FactIndex.build(tmp_path)
        assert not gc.isenabled()  # off it stays
    finally:
        gc.enable()


def test_a_batch_parser_hands_over_the_matchers_work(tmp_path: Path) -> None:
    """``parse_many`` may give the matcher entries with the digests (a Parsed): the matcher uses them as given."""
    from knowledge.entries import prepare_entries
    from knowledge.retrieval import IndexBuilder

    (tmp_path / "a.txt").write_text(GOOD, encoding="utf-8")
    plain = FactIndex.build(tmp_path)
    made: list[Parsed] = []

    def parse_many(paths: list[Path]) -> Parsed:
        """A batch parser that also makes the matcher's entries and the index of the first file's facts."""
        digests = {p: parse_file(p) for p in paths}
        prefix = IndexBuilder()
        out = Parsed({p: (d, prepare_entries(d.facts)) for p, d in digests.items()})
        prefix.add(out.results[paths[0]][1])
        out.prefix = prefix
        made.append(out)
        return out

    index = FactIndex.build(tmp_path, parse_many=parse_many)
    entries = made[0].results[tmp_path / "a.txt"][1]
    assert [e is f for e, f in zip(index.matcher.entries, entries)] == [True] * len(entries)
    assert index.matcher.postings == plain.matcher.postings
    for q in ("How much did the plant cost?", "pancakes"):
        assert index.answer(q).model_dump() == plain.answer(q).model_dump()
