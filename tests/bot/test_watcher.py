"""bot.watcher: the cheap folder signature and the polling refresh."""

from __future__ import annotations

import asyncio
import logging
import os
from pathlib import Path
from types import SimpleNamespace

import pytest

import bot.watcher as watcher_mod
from bot.refresh import Refresher, seeds_signature
from bot.watcher import SeedsWatcher
from knowledge.index import FactIndex
from tests.digests import BETA, GAMMA


@pytest.fixture
def seeds(tmp_path: Path) -> Path:
    """A seeds folder with one digest."""
    folder = tmp_path / "seeds"
    folder.mkdir()
    (folder / "beta.txt").write_text(BETA, encoding="utf-8")
    return folder


def make_bot(seeds: Path) -> SimpleNamespace:
    """What the watcher needs of a bot."""
    return SimpleNamespace(settings=SimpleNamespace(seeds_dir=seeds), index=FactIndex.build(seeds),
                           index_refreshed_at=None)


def bump_mtime(path: Path) -> None:
    """Make a file's mtime differ even on coarse-grained file systems."""
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 2_000_000_000))


def test_signature_sees_adds_edits_and_removals_but_not_hidden_or_other_files(seeds: Path) -> None:
    first = seeds_signature(seeds)
    assert [name for name, _, _ in first] == ["beta.txt"]
    (seeds / ".upload-123.tmp").write_text("x")
    (seeds / ".hidden.txt").write_text("x")
    (seeds / "notes.md").write_text("x")
    (seeds / "sub.txt").mkdir()
    assert seeds_signature(seeds) == first
    (seeds / "gamma.txt").write_text(GAMMA)
    second = seeds_signature(seeds)
    assert second != first
    bump_mtime(seeds / "beta.txt")
    assert seeds_signature(seeds) != second
    (seeds / "gamma.txt").unlink()
    assert [name for name, _, _ in seeds_signature(seeds)] == ["beta.txt"]
    assert seeds_signature(seeds / "missing") == ()


async def test_check_refreshes_only_on_change(seeds: Path) -> None:
    bot = make_bot(seeds)
    watcher = SeedsWatcher(Refresher.for_bot(bot), 1.0, settle=0)
    await watcher.prime()
    index = bot.index
    assert await watcher.check() is None and bot.index is index
    (seeds / "gamma.txt").write_text(GAMMA, encoding="utf-8")
    result = await watcher.check()
    assert result is not None and result.diff.added_digests == ["gamma.txt"]
    assert bot.index is result.index and "gamma.txt" in bot.index.digests
    assert await watcher.check() is None  # the refresh recorded what it read
    (seeds / "gamma.txt").unlink()
    result = await watcher.check()
    assert result is not None and result.diff.removed_digests == ["gamma.txt"]


async def test_check_skips_while_another_refresh_runs(seeds: Path) -> None:
    bot = make_bot(seeds)
    refresher = Refresher.for_bot(bot)
    watcher = SeedsWatcher(refresher, 1.0, settle=0)
    await watcher.prime()
    (seeds / "gamma.txt").write_text(GAMMA, encoding="utf-8")
    async with refresher.lock:
        assert await watcher.check() is None
    assert (await watcher.check()) is not None


async def test_check_waits_for_a_file_still_being_written(seeds: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bot = make_bot(seeds)
    watcher = SeedsWatcher(Refresher.for_bot(bot), 1.0, settle=0.01)
    await watcher.prime()
    signatures = iter([(("beta.txt", 1, 1),), (("beta.txt", 2, 2),)])
    monkeypatch.setattr(watcher_mod, "seeds_signature", lambda folder: next(signatures))
    assert await watcher.check() is None  # changed, then changed again while settling
    assert watcher.refreshes == 0


async def test_polling_task_refreshes_and_logs_the_diff(seeds: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="bot.watcher")
    bot = make_bot(seeds)
    watcher = SeedsWatcher(Refresher.for_bot(bot), 0.02, settle=0)
    await watcher.prime()
    assert watcher.start() and watcher.running
    assert not watcher.start()  # already running
    try:
        (seeds / "gamma.txt").write_text(GAMMA, encoding="utf-8")
        for _ in range(500):
            if watcher.refreshes:  # counted once the round has logged its report
                break
            await asyncio.sleep(0.01)
        assert "gamma.txt" in bot.index.digests
    finally:
        await watcher.stop()
    assert not watcher.running
    assert "gamma.txt: new digest" in caplog.text


async def test_errors_in_a_round_do_not_stop_polling(seeds: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bot = make_bot(seeds)
    watcher = SeedsWatcher(Refresher.for_bot(bot), 0.01, settle=0)
    await watcher.prime()
    calls = {"n": 0}
    real = watcher_mod.seeds_signature

    def flaky(folder: Path):
        calls["n"] += 1
        if calls["n"] <= 2:
            raise OSError("disk hiccup")
        return real(folder)

    monkeypatch.setattr(watcher_mod, "seeds_signature", flaky)
    watcher.start()
    try:
        (seeds / "gamma.txt").write_text(GAMMA, encoding="utf-8")
        for _ in range(500):
            if "gamma.txt" in bot.index.digests:
                break
            await asyncio.sleep(0.01)
    finally:
        await watcher.stop()
    assert isinstance(watcher.last_error, OSError)
    assert "gamma.txt" in bot.index.digests


async def test_interval_zero_disables_the_watcher(seeds: Path) -> None:
    watcher = SeedsWatcher(Refresher.for_bot(make_bot(seeds)), 0)
    assert not watcher.enabled
    assert watcher.start() is False and not watcher.running
    await watcher.stop()  # harmless when never started


async def test_moderation_cog_starts_and_stops_the_watcher(seeds: Path, tmp_path: Path) -> None:
    import discord

    from bot.client import StoryBot
    from bot.settings import Settings

    settings = Settings(_env_file=None, seeds_dir=seeds, data_dir=tmp_path / "data", watch_interval=0.02)
    bot = StoryBot(settings, index=FactIndex.build(seeds), sync_commands=False,
                   intents=discord.Intents.none())
    await bot.load_extension("bot.exts.moderation")
    cog = bot.get_cog("Moderation")
    try:
        assert cog.watcher.running
        (seeds / "gamma.txt").write_text(GAMMA, encoding="utf-8")
        for _ in range(500):
            if "gamma.txt" in bot.index.digests:
                break
            await asyncio.sleep(0.01)
        assert "gamma.txt" in bot.index.digests
    finally:
        await bot.unload_extension("bot.exts.moderation")
    assert not cog.watcher.running


async def test_a_vanished_folder_keeps_the_index_and_warns_once(seeds: Path, caplog: pytest.LogCaptureFixture) -> None:
    import shutil

    caplog.set_level(logging.WARNING, logger="bot.watcher")
    bot = make_bot(seeds)
    watcher = SeedsWatcher(Refresher.for_bot(bot), 1.0, settle=0)
    await watcher.prime()
    index = bot.index
    shutil.rmtree(seeds)
    assert await watcher.check() is None
    assert await watcher.check() is None
    assert bot.index is index and "beta.txt" in bot.index.digests
    assert caplog.text.count("cannot refresh") == 1


ELEVEN = "Widgets\n\nWidgets shipped.\n\nConfirmed\n\n" + "".join(
    f"• Widget batch {i} shipped to depot {i} (per @joecole).\n" for i in range(11)) + \
    "\n• Widgets ship — joecole · 2026-08-22\n"


async def test_a_copy_that_pauses_is_not_read_halfway(seeds: Path) -> None:
    """A digest copied in two parts with a pause between them is refreshed only once complete (every fact kept)."""
    bot = make_bot(seeds)
    watcher = SeedsWatcher(Refresher.for_bot(bot), 30.0)  # the bot's default stability wait
    await watcher.prime()
    data = ELEVEN.encode()
    target = seeds / "widgets.txt"
    with target.open("wb") as fh:
        fh.write(data[: len(data) // 2])
        fh.flush()
        first = asyncio.create_task(watcher.check())
        await asyncio.sleep(0.7)  # the copy pauses
        fh.write(data[len(data) // 2:])
    assert await first is None and watcher.refreshes == 0
    assert "widgets.txt" not in bot.index.digests
    watcher.settle = 0.2
    await asyncio.sleep(0.3)
    result = await watcher.check()
    assert result is not None
    assert len([f for f in bot.index.digests["widgets.txt"].facts if f.kind == "confirmed"]) == 11


def test_the_last_good_version_survives_a_restart(tmp_path: Path) -> None:
    """A digest that fails to parse keeps serving its last good facts after a restart, until it is fixed."""
    from bot.refresh import build_index

    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "beta.txt").write_text(BETA, encoding="utf-8")
    (seeds / "gamma.txt").write_text(GAMMA, encoding="utf-8")
    lastgood, cache = tmp_path / "data" / "lastgood", tmp_path / "cache"
    first = build_index(seeds, None, cache, lastgood)
    good = [f.text for f in first.digests["beta.txt"].facts]
    (seeds / "beta.txt").write_bytes(b"\xff\xfe broken \x00")
    refreshed = build_index(seeds, first, cache, lastgood)
    assert "beta.txt" in refreshed.kept
    assert (lastgood / "beta.txt.lastgood.json").is_file()
    restarted = build_index(seeds, None, cache, lastgood)  # no previous index: a restart
    assert "beta.txt" in restarted.kept
    assert [f.text for f in restarted.digests["beta.txt"].facts] == good
    assert restarted.answer("Where can the dataset be downloaded from?").answered
    again = build_index(seeds, None, cache, lastgood)  # and the restart after that
    assert [f.text for f in again.digests["beta.txt"].facts] == good
    (seeds / "beta.txt").write_text(BETA.replace("S3 bucket", "HTTP mirror"), encoding="utf-8")
    fixed = build_index(seeds, again, cache, lastgood)
    assert "beta.txt" not in fixed.kept and any("HTTP mirror" in f.text for f in fixed.facts)
    assert not (lastgood / "beta.txt.lastgood.json").exists()
