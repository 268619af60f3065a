"""The digest cache in the bot: CACHE_DIR, the start-up build (a restart loads the saved digests) and refresh."""

from __future__ import annotations

import gc
import logging
import weakref
from pathlib import Path

import pytest
from botkit import make_settings

import bot.exts
import knowledge.perf.cache
from bot.client import StoryBot
from bot.refresh import Refresher, build_index
from bot.settings import Settings
from knowledge.index import FactIndex
from knowledge.perf.cache import CACHE_FILE
from tests.digests import ALPHA, count_parses, write_seeds

QUESTIONS = ["How many parameters does the Marin model have?", "Who provides the compute?",
             "How many tokens were released?", "Where can I download the dataset?", "What is the capital of France?"]


@pytest.fixture
def seeds(tmp_path: Path) -> Path:
    """A seeds folder with two good digests."""
    return write_seeds(tmp_path / "seeds")


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
    return [index.answer(q).model_dump() for q in QUESTIONS]


def test_cache_dir_setting(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Default DATA_DIR/cache; CACHE_DIR moves it; an empty CACHE_DIR turns it off."""
    monkeypatch.delenv("CACHE_DIR", raising=False)
    monkeypatch.setenv("DATA_DIR", str(tmp_path / "data"))
    assert Settings(_env_file=None).index_cache_dir == tmp_path / "data" / "cache"
    monkeypatch.setenv("CACHE_DIR", str(tmp_path / "elsewhere"))
    assert Settings(_env_file=None).index_cache_dir == tmp_path / "elsewhere"
    for off in ("", "  "):
        monkeypatch.setenv("CACHE_DIR", off)
        assert Settings(_env_file=None).index_cache_dir is None
    assert make_settings().index_cache_dir is None  # the bot tests' default


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
