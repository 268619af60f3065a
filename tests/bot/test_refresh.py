"""bot.refresh: the shared refresh routine (swap semantics, kept digests across refreshes, the lock, concurrent
questions), the digest cache in the bot (a restart loads the saved digests, a refresh parses what changed) and
the leftovers removed at start."""

from __future__ import annotations

import asyncio
import gc
import logging
import threading
import time
import weakref
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import SimpleNamespace

import pytest

import bot.exts
import bot.refresh as refresh_mod
import knowledge.perf.cache
from bot.client import StoryBot
from bot.refresh import Refresher, build_index, seeds_signature
from bot.settings import Settings
from knowledge.index import FactIndex
from knowledge.models import Answer
from knowledge.perf.cache import CACHE_FILE
from tests.bot.botkit import make_settings
from tests.digests import ALPHA, BETA, count_parses, write_marin

QUESTIONS = ["How many parameters does the Marin model have?", "Who provides the compute?",
             "How many tokens were released?", "How far along is the run?", "What is the capital of France?",
             "Where can I download the dataset?", "", "?", "What did they validate with before the main run?"]


def make_bot(seeds: Path) -> SimpleNamespace:
    """The attributes the refresh routine uses, on a plain object."""
    return SimpleNamespace(settings=SimpleNamespace(seeds_dir=seeds), index=FactIndex.build(seeds),
                           index_refreshed_at=None)


@pytest.fixture
def seeds(tmp_path: Path) -> Path:
    """A seeds folder with two good digests (alpha.txt and beta.txt)."""
    return write_marin(tmp_path / "seeds")


async def test_refresh_swaps_and_reports(seeds: Path) -> None:
    bot = make_bot(seeds)
    old = bot.index
    (seeds / "alpha.txt").write_text(ALPHA.replace("CoreWeave", "CoreWeave and Lambda"), encoding="utf-8")
    result = await Refresher.for_bot(bot).refresh("test")
    assert bot.index is result.index is not old
    assert result.previous is old
    assert bot.index_refreshed_at == result.finished_at
    assert len(result.diff["alpha.txt"].changed) == 1
    assert Refresher.for_bot(bot) is bot.refresher  # one shared refresher (and lock) per bot
    assert Refresher.for_bot(bot).last_signature == seeds_signature(seeds)


async def test_broken_digest_keeps_previous_facts_refresh_after_refresh(seeds: Path) -> None:
    bot = make_bot(seeds)
    beta_ids = {f.id for f in bot.index.digests["beta.txt"].facts}
    refresher = Refresher.for_bot(bot)
    (seeds / "beta.txt").write_bytes(b"\xff\xfe\xfa")
    for _ in range(3):  # still broken at every refresh: the last good facts stay
        result = await refresher.refresh()
        assert {f.id for f in bot.index.digests["beta.txt"].facts} == beta_ids
        assert result.diff.kept == ["beta.txt"]
        assert "beta.txt:1: not UTF-8 text" in result.report()
    # Other digests still update meanwhile.
    (seeds / "alpha.txt").write_text(ALPHA.replace("13% complete", "14% complete"), encoding="utf-8")
    result = await refresher.refresh()
    assert {f.id for f in bot.index.digests["beta.txt"].facts} == beta_ids
    assert any(f.text == "The run is about 14% complete." for f in bot.index.facts)
    # Fixed: parsed again, nothing kept.
    (seeds / "beta.txt").write_text(BETA.replace("S3 bucket", "S3 bucket and a mirror"), encoding="utf-8")
    result = await refresher.refresh()
    assert result.diff.kept == [] and not bot.index.kept
    assert len(result.diff["beta.txt"].changed) == 1


async def test_refreshes_are_serialized(seeds: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    active = 0
    overlaps = []
    real = refresh_mod.build_index

    def slow_build(seeds_dir: Path, previous: FactIndex | None, cache_dir: Path | None = None,
                   lastgood_dir: Path | None = None) -> FactIndex:
        nonlocal active
        active += 1
        overlaps.append(active)
        time.sleep(0.05)
        try:
            return real(seeds_dir, previous, cache_dir)
        finally:
            active -= 1

    monkeypatch.setattr(refresh_mod, "build_index", slow_build)
    bot = make_bot(seeds)
    refresher = Refresher.for_bot(bot)
    results = await asyncio.gather(*(refresher.refresh(f"r{i}") for i in range(4)))
    assert max(overlaps) == 1
    assert refresher.count == 4
    assert bot.index is results[-1].index


async def test_refresh_locked_requires_the_lock(seeds: Path) -> None:
    with pytest.raises(RuntimeError):
        await Refresher.for_bot(make_bot(seeds)).refresh_locked()


async def test_questions_answered_concurrently_with_refreshes(seeds: Path) -> None:
    """Worker threads answer in a loop, each time from whatever index is current, while refreshes swap it."""
    bot = make_bot(seeds)
    refresher = Refresher.for_bot(bot)
    stop = threading.Event()
    errors: list[BaseException] = []
    answers: list[tuple[FactIndex, Answer]] = []
    lock = threading.Lock()

    def answer_loop(worker: int) -> None:
        i = worker
        while not stop.is_set():
            index = bot.index  # what the bot does: read the attribute once per question
            question = QUESTIONS[i % len(QUESTIONS)]
            i += 1
            try:
                ans = index.answer(question)
            except BaseException as exc:  # noqa: BLE001
                errors.append(exc)
                return
            with lock:
                answers.append((index, ans))

    versions = [ALPHA, ALPHA.replace("13% complete", "20% complete"), ALPHA.replace("CoreWeave", "Lambda Labs")]
    with ThreadPoolExecutor(max_workers=4) as pool:
        futures = [pool.submit(answer_loop, w) for w in range(4)]
        try:
            seen = [bot.index]  # held, so that no two of them can share an id()
            for round_ in range(12):
                (seeds / "alpha.txt").write_text(versions[round_ % 3], encoding="utf-8")
                if round_ % 4 == 3:
                    (seeds / "beta.txt").write_bytes(b"\xff broken")  # a failing digest mid-run
                elif round_ % 4 == 0:
                    (seeds / "beta.txt").write_text(BETA, encoding="utf-8")
                had = len(answers)
                await refresher.refresh(f"round {round_}")
                seen.append(bot.index)
                for _ in range(2000):  # the workers answer from this index before the next refresh (at most 10 s)
                    if len(answers) >= had + 2 or errors:
                        break
                    await asyncio.sleep(0.005)
        finally:
            stop.set()
            for f in futures:
                f.result(timeout=30)
    assert not errors, errors
    assert len({id(index) for index in seen}) == 13
    assert len(answers) >= 20
    assert len({id(index) for index, _ in answers}) >= 3, "answers were given from several successive indexes"
    for index, ans in answers:
        Answer.model_validate(ans.model_dump())  # complete and valid
        assert ans.answer
        assert 0.0 <= ans.confidence <= 1.0
        assert ans.question in QUESTIONS
        for fact in ans.facts:
            assert fact.id in index.by_id, "an answer cites a fact of the index it was answered from"
            assert index.by_id[fact.id].text == fact.text
        # Each index is whole: its flat fact list is exactly its digests' facts.
        assert len(index.facts) == sum(len(d.facts) for d in index.digests.values())


async def test_missing_seeds_folder_leaves_the_index_alone(seeds: Path) -> None:
    from bot.refresh import RefreshError

    bot = make_bot(seeds)
    index = bot.index
    bot.settings.seeds_dir = seeds.parent / "unmounted"
    with pytest.raises(RefreshError, match="does not exist"):
        await Refresher.for_bot(bot).refresh()
    assert bot.index is index


# --- the digest cache: CACHE_DIR, the start-up build and refresh ----------------------------------------------

CACHE_QUESTIONS = ["How many parameters does the Marin model have?", "Who provides the compute?",
             "How many tokens were released?", "Where can I download the dataset?", "What is the capital of France?"]


@pytest.fixture
def parsed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Names of the digests the cache had to parse."""
    monkeypatch.setattr(bot.exts, "discover", lambda package="bot.exts": [])
    return count_parses(monkeypatch)


async def start(settings: Settings) -> StoryBot:
    """A bot after its start-up (index built by setup_hook, no extensions, no command sync)."""
    story = StoryBot(settings, sync_commands=False)
    await story.setup_hook()
    assert story.index is not None
    return story


def _answers(index: FactIndex) -> list[dict]:
    """The index's answers to the test questions."""
    return [index.answer(q).model_dump() for q in CACHE_QUESTIONS]


async def test_restart_loads_the_saved_digests(seeds: Path, tmp_path: Path, parsed: list[str],
                                               caplog: pytest.LogCaptureFixture) -> None:
    """The first start parses and saves; a restart with unchanged digests parses nothing and answers the same."""
    settings = make_settings(seeds_dir=seeds, data_dir=tmp_path / "data", cache_dir=None)
    first = await start(settings)
    assert sorted(parsed) == ["alpha.txt", "beta.txt"]
    assert (tmp_path / "data" / "cache" / CACHE_FILE).is_file()
    parsed.clear()
    with caplog.at_level(logging.INFO, logger="knowledge.perf.cache"):
        second = await start(settings)
    assert parsed == []
    assert "2 from the cache, 0 parsed" in caplog.text
    assert second.index.version == first.index.version
    assert _answers(second.index) == _answers(first.index) == _answers(FactIndex.build(seeds))


async def test_refresh_parses_only_the_changed_digest_and_updates_the_cache(
        seeds: Path, tmp_path: Path, parsed: list[str]) -> None:
    """A refresh goes through the cache: the changed digest alone is parsed, and the next start parses nothing."""
    settings = make_settings(seeds_dir=seeds, cache_dir=tmp_path / "cache")
    story = await start(settings)
    (seeds / "alpha.txt").write_text(ALPHA.replace("CoreWeave", "CoreWeave and Lambda"), encoding="utf-8")
    parsed.clear()
    result = await Refresher.for_bot(story).refresh("test")
    assert parsed == ["alpha.txt"]
    assert len(result.diff["alpha.txt"].changed) == 1
    parsed.clear()
    restarted = await start(settings)
    assert parsed == []
    assert restarted.index.version == story.index.version
    assert _answers(restarted.index) == _answers(story.index)


async def test_failed_digest_keeps_its_facts_through_the_cache(seeds: Path, tmp_path: Path,
                                                               parsed: list[str]) -> None:
    """A digest that stops parsing keeps its previous facts on refresh, as without the cache, and is not cached."""
    story = await start(make_settings(seeds_dir=seeds, cache_dir=tmp_path / "cache"))
    plain = FactIndex.build(seeds)
    (seeds / "beta.txt").write_bytes(b"\xff\xfe not utf-8 \x00")
    result = await Refresher.for_bot(story).refresh("test")
    expected = FactIndex.build(seeds, previous=plain)
    assert result.diff.kept == ["beta.txt"] and set(story.index.kept) == set(expected.kept) == {"beta.txt"}
    assert [f.model_dump() for f in story.index.facts] == [f.model_dump() for f in expected.facts]
    assert story.index.problems == expected.problems
    assert {name for name, _ in knowledge.perf.cache.DigestCache(tmp_path / "cache").keys()} == {"alpha.txt"}


async def test_no_cache_builds_without_writing(seeds: Path, tmp_path: Path, parsed: list[str]) -> None:
    """CACHE_DIR empty: every start parses everything and no cache file appears."""
    settings = make_settings(seeds_dir=seeds, data_dir=tmp_path / "data", cache_dir="")
    await start(settings)
    await start(settings)
    assert sorted(parsed) == ["alpha.txt", "alpha.txt", "beta.txt", "beta.txt"]
    assert not (tmp_path / "data").exists()


def test_a_built_index_is_kept_out_of_the_collectors_sight(seeds: Path) -> None:
    """build_index freezes the new index, so no later collection traverses (and pauses on) its objects."""
    index = build_index(seeds, None, None)
    tracked = {id(o) for o in gc.get_objects()}
    assert index.facts and not any(id(f) in tracked or id(f.__dict__) in tracked for f in index.facts)
    assert gc.get_freeze_count() >= 2 * len(index.facts)
    replaced = weakref.ref(index.matcher)
    del index
    assert replaced() is None  # no cycles: a replaced index is freed by reference counting, frozen or not


def test_leftover_temporary_files_are_removed_at_start(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A killed writer's .digests-*.tmp (cache), .upload-*.tmp (digest folders) go at start; digests stay."""
    import os
    import time

    from bot.refresh import remove_leftovers

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("BOT_SEEDS_DIR", str(tmp_path / "seeds"))
    monkeypatch.delenv("CACHE_DIR", raising=False)
    settings = Settings(_env_file=None)
    old = time.time() - 3600
    files = [tmp_path / "data" / "cache" / ".digests-a1.tmp", tmp_path / "data" / "cache" / "guilds" / "5" / ".digests-b.tmp",
             tmp_path / "seeds" / ".upload-x.tmp", tmp_path / "data" / "guilds" / "5" / ".upload-y.tmp"]
    for f in files:
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_bytes(b"partial")
        os.utime(f, (old, old))
    keep = [tmp_path / "seeds" / "alpha.txt", tmp_path / "data" / "guilds" / "5" / "own.txt"]
    for f in keep:
        f.write_text("Alpha\n\nA fact.\n")
        os.utime(f, (old, old))
    assert remove_leftovers(settings) == 4
    assert not any(f.exists() for f in files) and all(f.exists() for f in keep)
