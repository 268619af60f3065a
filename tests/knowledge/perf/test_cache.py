"""knowledge.perf.cache: parsed digests are reused while their bytes are unchanged, re-parsed when not."""

from __future__ import annotations

import json
import logging
import os
import pickle
import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest

import knowledge.entries
import knowledge.perf.cache as cache
from benchmarks.synth import make_questions, write_corpus
from knowledge.index import FactIndex
from knowledge.models import Digest
from knowledge.perf.cache import CACHE_FILE, DigestCache, load_digests, load_or_build
from knowledge.perf.codec import Decoder
from knowledge.perf.records import parse_file

ROOT = Path(__file__).resolve().parents[3]
DEV_QUESTIONS = [json.loads(line)["question"] for line in
                 (ROOT / "tests" / "data" / "dev.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    seeds = tmp_path / "seeds"
    write_corpus(seeds, 240, rng_seed=11)
    return seeds


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Names of the files knowledge.perf.cache parses."""
    calls: list[str] = []

    def counting(path: Path) -> Digest:
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
    questions = [q.text for q in make_questions(built, 25, rng_seed=1)]
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
                         *[q.text for q in make_questions(built, 15, rng_seed=2)]])
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
    assert not any(name == broken.name for name, _ in DigestCache(tmp_path / "cache").keys())


def test_empty_or_missing_folder(tmp_path: Path) -> None:
    assert load_or_build(tmp_path / "missing", tmp_path / "cache").facts == []
    (tmp_path / "empty").mkdir()
    assert load_or_build(tmp_path / "empty", tmp_path / "cache").facts == []


def test_cached_records_share_field_sets_safely(corpus: Path, tmp_path: Path) -> None:
    load_or_build(corpus, tmp_path / "cache")
    index = load_or_build(corpus, tmp_path / "cache")  # from the cache file
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


def _no_parsing(path: Path) -> Digest:
    """A parser that must not be called."""
    raise AssertionError(f"{path.name} was parsed")


def test_build_with_the_cache_as_parse_hook(corpus: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The saved digests are used when the files are unchanged: the parser is not called at all."""
    n = len(list(corpus.glob("*.txt")))
    store = DigestCache(tmp_path / "cache")
    first = FactIndex.build(corpus, parse=store.parse)
    assert store.save(first) and (store.stats.parsed, store.stats.loaded) == (n, 0)
    monkeypatch.setattr(cache, "parse_file", _no_parsing)
    store = DigestCache(tmp_path / "cache")
    second = FactIndex.build(corpus, parse=store.parse)
    assert (store.stats.loaded, store.stats.parsed) == (n, 0)
    assert not store.save(second)  # nothing changed: the file is not rewritten
    _same(first, second, [q.text for q in make_questions(first, 10, rng_seed=3)])


def test_a_warm_start_reuses_the_matcher_analysis_too(corpus: Path, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The cache keeps each digest's matcher entries: a restart neither parses nor analyses a fact."""
    load_digests(corpus, tmp_path / "cache")  # a file without the analysis: the next build adds it
    first = load_or_build(corpus, tmp_path / "cache")

    def no_analysis(*args: object, **kwargs: object) -> None:
        raise AssertionError("a cached fact was analysed again")

    monkeypatch.setattr(cache, "parse_file", _no_parsing)
    monkeypatch.setattr(knowledge.entries, "_entry_for", no_analysis)
    warm = load_or_build(corpus, tmp_path / "cache")
    _same(first, warm, [q.text for q in make_questions(first, 20, rng_seed=4)])
    assert all(e.fact is f for e, f in zip(warm.matcher.entries, warm.facts))


def test_the_file_is_written_and_read_in_small_batches(corpus: Path, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """No single json call carries the whole index (each one holds the GIL while it runs)."""
    monkeypatch.setattr(cache, "BATCH", 2)
    n = len(list(corpus.glob("*.txt")))
    first = load_or_build(corpus, tmp_path / "cache")
    lines = (tmp_path / "cache" / CACHE_FILE).read_bytes().split(b"\n")
    head = json.loads(lines[0])
    sizes = [len(json.loads(line)) for line in lines[1:-2]]
    assert lines[-1] == b"" and "sha256" in json.loads(lines[-2])
    assert head["batches"] == -(-n // 2) == len(sizes) and max(sizes) == 2 and sum(sizes) == n
    monkeypatch.setattr(cache, "parse_file", _no_parsing)
    _same(first, load_or_build(corpus, tmp_path / "cache"), [q.text for q in make_questions(first, 10, rng_seed=6)])


def test_corrupt_cache_file_is_ignored_and_rebuilt(corpus: Path, tmp_path: Path, parses: list[str],
                                                   caplog: pytest.LogCaptureFixture) -> None:
    """Garbage, a truncated file, an old format: logged, every digest parsed, the file rewritten, then used."""
    n = len(list(corpus.glob("*.txt")))
    path = tmp_path / "cache" / CACHE_FILE
    reference = load_or_build(corpus, tmp_path / "cache")
    good = path.read_bytes()
    for bad, why in ((good[: len(good) // 2], "unreadable"), (b"", "unreadable"),
                     (json.dumps({"format": 1, "code": "x", "digests": {}}).encode() + b"\n", "unknown format"),
                     (b'["not", "a", "cache"]\n', "unknown format"),
                     (pickle.dumps({"format": 4, "code": "x", "keys": frozenset(), "batches": 0}), "unreadable")):
        path.write_bytes(bad)
        parses.clear()
        caplog.clear()
        with caplog.at_level(logging.INFO, logger="knowledge.perf.cache"):
            index = load_or_build(corpus, tmp_path / "cache")
        assert len(parses) == n, why
        assert "cache not used: " + why in caplog.text
        _same(index, reference, [])
        parses.clear()
        _, _, stats = load_digests(corpus, tmp_path / "cache")
        assert parses == [] and stats.loaded == n and not stats.saved


def test_a_refresh_that_reuses_everything_does_not_decode_the_digests(
        corpus: Path, tmp_path: Path, parses: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """With a previous index, only the small header is read, and nothing is written when nothing changed."""
    previous = load_or_build(corpus, tmp_path / "cache")
    parses.clear()
    decoded: list[object] = []
    real_loads = cache.Decoder.loads

    def counting_loads(self: Decoder, line: bytes) -> list:
        decoded.append(line)
        return real_loads(self, line)

    monkeypatch.setattr(cache.Decoder, "loads", counting_loads)
    store = DigestCache(tmp_path / "cache")
    index = FactIndex.build(corpus, previous, parse=store.parse)
    assert not store.save(index)
    assert decoded == [] and parses == []
    assert store.stats.reused == len(index.digests) and store.stats.loaded == store.stats.parsed == 0


def test_cache_in_an_unusable_place_never_fails(corpus: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A cache folder that is a file: logged, the index is built anyway."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    with caplog.at_level(logging.WARNING, logger="knowledge.perf.cache"):
        index = load_or_build(corpus, blocker)
    assert "cannot write digest cache" in caplog.text
    _same(index, FactIndex.build(corpus), [])


def test_one_info_line_per_build(corpus: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """Each build logs how many digests came from the cache and how many were parsed."""
    n = len(list(corpus.glob("*.txt")))
    with caplog.at_level(logging.INFO, logger="knowledge.perf.cache"):
        first = load_or_build(corpus, tmp_path / "cache")
        load_or_build(corpus, tmp_path / "cache")
        load_or_build(corpus, None, previous=first)
    lines = [r.getMessage() for r in caplog.records if r.levelno == logging.INFO]
    assert len(lines) == 3
    assert f"0 from the cache, {n} parsed" in lines[0] and "cache not used: no cache file" in lines[0]
    assert f"{n} from the cache, 0 parsed" in lines[1] and "cache not used" not in lines[1]
    assert f"0 parsed, {n} unchanged from the previous index; no cache" in lines[2]


def test_shipped_seeds_answer_the_same_from_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The project's seeds and dev questions: a cache-loaded index answers exactly like a fresh build."""
    seeds = ROOT / "seeds"
    fresh = FactIndex.build(seeds)
    load_or_build(seeds, tmp_path / "cache")
    monkeypatch.setattr(cache, "parse_file", _no_parsing)
    cached = load_or_build(seeds, tmp_path / "cache")
    assert DEV_QUESTIONS
    _same(cached, fresh, DEV_QUESTIONS)


class _Planted:
    """Runs code when unpickled: what a planted pickle cache would do."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple:
        return (os.system, (f"touch {self.marker}",))


def test_a_planted_pickle_in_the_cache_folder_runs_no_code(corpus: Path, tmp_path: Path, parses: list[str],
                                                          caplog: pytest.LogCaptureFixture) -> None:
    """A pickle under the old name or the new one is never unpickled: nothing loaded from disk runs code."""
    marker = tmp_path / "pwned"
    folder = tmp_path / "cache"
    folder.mkdir()
    planted = pickle.dumps(_Planted(marker))
    for name in ("digests.pickle", CACHE_FILE):
        (folder / name).write_bytes(planted)
    n = len(list(corpus.glob("*.txt")))
    with caplog.at_level(logging.INFO, logger="knowledge.perf.cache"):
        index = load_or_build(corpus, folder)
    assert not marker.exists()
    assert len(parses) == n and "cache not used: unreadable" in caplog.text
    assert not (folder / "digests.pickle").exists()  # an old-format file is removed, never read
    _same(index, FactIndex.build(corpus), [])


def _rewrite(path: Path, edit: Callable[[str], str]) -> None:
    """Apply ``edit`` to the cache file's text, optionally recomputing its checksum as a forger would."""
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")


def _with_checksum(text: str) -> str:
    """The cache text with its last line's checksum recomputed over the rest."""
    body = text.rstrip("\n").rsplit("\n", 1)[0] + "\n"
    return body + json.dumps({"sha256": __import__("hashlib").sha256(body.encode()).hexdigest()}) + "\n"


def test_a_cache_with_altered_facts_is_never_served(corpus: Path, tmp_path: Path, parses: list[str],
                                                    caplog: pytest.LogCaptureFixture) -> None:
    """A well-formed cache whose fact text was changed while the digest file was not: ignored, logged, rebuilt."""
    folder = tmp_path / "cache"
    reference = load_or_build(corpus, folder)
    victim = reference.facts[3].text
    forged = "Compute funding comes from ACME"
    path = folder / CACHE_FILE
    good = path.read_text(encoding="utf-8")
    assert json.dumps(victim, ensure_ascii=False) in good
    for edit in (lambda t: t.replace(json.dumps(victim, ensure_ascii=False), json.dumps(forged), 1),
                 lambda t: _with_checksum(t.replace(json.dumps(victim, ensure_ascii=False), json.dumps(forged), 1))):
        path.write_text(edit(good), encoding="utf-8")
        parses.clear()
        caplog.clear()
        with caplog.at_level(logging.WARNING, logger="knowledge.perf.cache"):
            index = load_or_build(corpus, folder)
        assert not any(forged in f.text for f in index.facts)
        assert "ignoring digest cache" in caplog.text
        assert len(parses) == len(list(corpus.glob("*.txt")))
        _same(index, reference, [])


def test_a_cache_for_other_file_bytes_is_not_used(corpus: Path, tmp_path: Path, parses: list[str]) -> None:
    """A cached digest whose recorded hash is not the key's (swapped in from another file) is rejected."""
    folder = tmp_path / "cache"
    load_or_build(corpus, folder)
    path = folder / CACHE_FILE
    text = path.read_text(encoding="utf-8")
    head = json.loads(text.split("\n", 1)[0])
    (name, sha), (_, other) = head["keys"][0], head["keys"][1]
    forged = text.split("\n", 1)[0] + "\n" + text.split("\n", 1)[1].replace(f'"{name}","{sha}"',
                                                                          f'"{name}","{other}"', 1)
    path.write_text(_with_checksum(forged), encoding="utf-8")
    parses.clear()
    load_or_build(corpus, folder)
    assert len(parses) == len(list(corpus.glob("*.txt")))


def test_randomly_corrupted_caches_never_serve_altered_facts_or_crash(tmp_path: Path) -> None:
    """Byte flips, cuts and splices anywhere in the file: each load is the fresh build, or raises nothing."""
    seeds = tmp_path / "seeds"
    write_corpus(seeds, 60, rng_seed=5)
    folder = tmp_path / "cache"
    reference = load_or_build(seeds, folder)
    expected = [f.model_dump() for f in reference.facts]
    path = folder / CACHE_FILE
    good = path.read_bytes()
    rng = random.Random(7)
    for trial in range(40):
        data = bytearray(good)
        how = trial % 4
        at = rng.randrange(len(data))
        if how == 0:
            data[at] ^= 1 << rng.randrange(8)
        elif how == 1:
            del data[at:at + rng.randrange(1, 50)]
        elif how == 2:
            data[at:at] = rng.randbytes(rng.randrange(1, 20))
        else:
            data = data[:at]
        path.write_bytes(bytes(data))
        index = load_or_build(seeds, folder)
        assert [f.model_dump() for f in index.facts] == expected, trial


def test_leftover_temporary_files_are_removed(tmp_path: Path) -> None:
    """A killed writer's .digests-*.tmp is removed at start; a fresh one (being written) is left alone."""
    folder = tmp_path / "cache"
    folder.mkdir()
    old = folder / ".digests-abc.tmp"
    old.write_bytes(b"x" * 100)
    past = time.time() - 3600
    os.utime(old, (past, past))
    fresh = folder / ".digests-new.tmp"
    fresh.write_bytes(b"y")
    assert cache.remove_leftovers(folder, ".digests-*.tmp") == 1
    assert not old.exists() and fresh.exists()
