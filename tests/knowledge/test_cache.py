"""knowledge.cache: parsed digests are reused while their bytes are unchanged, re-parsed when not."""

from __future__ import annotations

from pathlib import Path

import pytest

import knowledge.cache as cache
from knowledge.cache import CACHE_FILE, load_digests, load_or_build
from knowledge.index import FactIndex
from knowledge.parser import parse_file
from knowledge.synth import make_questions, write_corpus


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    seeds = tmp_path / "seeds"
    write_corpus(seeds, 240, seed=11)
    return seeds


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Names of the files knowledge.cache parses."""
    calls: list[str] = []

    def counting(path: Path):  # type: ignore[no-untyped-def]
        calls.append(path.name)
        return parse_file(path)

    monkeypatch.setattr(cache, "parse_file", counting)
    return calls


def _same(a: FactIndex, b: FactIndex, questions: list[str]) -> None:
    """Two indexes hold the same digests and answer alike."""
    assert a.version == b.version
    assert [f.model_dump() for f in a.facts] == [f.model_dump() for f in b.facts]
    assert a.problems == b.problems
    for q in questions:
        assert a.answer(q).model_dump() == b.answer(q).model_dump(), q


def test_unchanged_digests_are_not_parsed_again(corpus: Path, tmp_path: Path, parses: list[str]) -> None:
    files = sorted(p.name for p in corpus.glob("*.txt"))
    first = load_or_build(corpus, tmp_path / "cache")
    assert sorted(parses) == files
    assert (tmp_path / "cache" / CACHE_FILE).is_file()
    parses.clear()
    second = load_or_build(corpus, tmp_path / "cache")
    assert parses == []
    built = FactIndex.build(corpus)
    questions = [q.text for q in make_questions(built, 25, seed=1)]
    _same(first, built, questions)
    _same(second, built, questions)
    assert second.seeds_dir == corpus


def test_a_changed_digest_is_parsed_alone(corpus: Path, tmp_path: Path, parses: list[str]) -> None:
    load_or_build(corpus, tmp_path / "cache")
    target = sorted(corpus.glob("*.txt"))[1]
    text = target.read_text(encoding="utf-8")
    target.write_text(text.replace("Confirmed\n\n", "Confirmed\n\nZorblax Quantum signed a lease for 7 warehouses "
                                                   "in Tromso this spring\n", 1), encoding="utf-8")
    parses.clear()
    index = load_or_build(corpus, tmp_path / "cache")
    assert parses == [target.name]
    assert any("Zorblax" in f.text for f in index.facts)
    built = FactIndex.build(corpus)
    _same(index, built, ["Who signed a lease for warehouses in Tromso?",
                         *[q.text for q in make_questions(built, 15, seed=2)]])
    parses.clear()
    load_or_build(corpus, tmp_path / "cache")
    assert parses == []  # the new version was saved


def test_added_removed_and_renamed_digests(corpus: Path, tmp_path: Path, parses: list[str]) -> None:
    load_or_build(corpus, tmp_path / "cache")
    paths = sorted(corpus.glob("*.txt"))
    paths[0].unlink()
    paths[1].rename(corpus / "zz_renamed.txt")  # same bytes, new name: fact ids change, so parse it
    (corpus / "zz_new.txt").write_bytes(paths[2].read_bytes())
    parses.clear()
    index = load_or_build(corpus, tmp_path / "cache")
    assert sorted(parses) == ["zz_new.txt", "zz_renamed.txt"]
    _same(index, FactIndex.build(corpus), [])


def test_corrupt_or_foreign_cache_is_rebuilt(corpus: Path, tmp_path: Path, parses: list[str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    n = len(list(corpus.glob("*.txt")))
    load_or_build(corpus, tmp_path / "cache")
    (tmp_path / "cache" / CACHE_FILE).write_bytes(b"\x80\x05not a pickle")
    parses.clear()
    _, _, stats = load_digests(corpus, tmp_path / "cache")
    assert len(parses) == n and stats.discarded.startswith("unreadable") and stats.saved
    parses.clear()
    monkeypatch.setattr(cache, "code_signature", lambda: "parser changed")
    _, _, stats = load_digests(corpus, tmp_path / "cache")
    assert len(parses) == n and stats.discarded == "parser code changed"
    parses.clear()
    _, _, stats = load_digests(corpus, tmp_path / "cache")
    assert parses == [] and stats.loaded == n and not stats.saved


def test_failed_digest_keeps_previous_facts_like_build(corpus: Path, tmp_path: Path) -> None:
    previous = load_or_build(corpus, tmp_path / "cache")
    broken = sorted(corpus.glob("*.txt"))[0]
    broken.write_bytes(b"\xff\xfe not utf-8 \x00")
    index = load_or_build(corpus, tmp_path / "cache", previous=previous)
    built = FactIndex.build(corpus, previous=previous)
    assert index.kept.keys() == built.kept.keys() == {broken.name}
    _same(index, built, [])
    # still broken at the next refresh: still kept, as FactIndex.build does
    again = load_or_build(corpus, tmp_path / "cache", previous=index)
    built_again = FactIndex.build(corpus, previous=built)
    assert again.kept.keys() == built_again.kept.keys() == {broken.name}
    _same(again, built_again, [])
    # nothing failed is cached, so fixing the file is picked up
    assert not any(name == broken.name for name, _ in cache._read_cache(
        tmp_path / "cache" / CACHE_FILE, cache.code_signature(), cache.CacheStats()))


def test_empty_or_missing_folder(tmp_path: Path) -> None:
    assert load_or_build(tmp_path / "missing", tmp_path / "cache").facts == []
    (tmp_path / "empty").mkdir()
    assert load_or_build(tmp_path / "empty", tmp_path / "cache").facts == []


def test_compacted_records_share_field_sets_safely(corpus: Path, tmp_path: Path) -> None:
    index = load_or_build(corpus, tmp_path / "cache")
    a, b = index.facts[0], index.facts[1]
    assert a.__pydantic_fields_set__ is b.__pydantic_fields_set__
    before = set(b.__pydantic_fields_set__)
    copy = a.model_copy(update={"text": "changed"})
    assert copy.text == "changed" and a.text != "changed"
    assert b.__pydantic_fields_set__ == before
    built = FactIndex.build(corpus)
    assert index.facts == built.facts  # equality ignores the sharing
    assert [f.model_dump(exclude_unset=True) for f in index.facts] == [
        f.model_dump(exclude_unset=True) for f in built.facts]
