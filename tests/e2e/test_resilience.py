"""The real bot against the stand-in when its disk misbehaves: a locked, corrupt or full database, a read-only folder."""

from __future__ import annotations

import asyncio
import errno
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from tests.digests import BATTERY, BATTERY_NAME, QUESTIONS
from tests.e2e.conftest import story_bot
from tests.e2e.fakediscord import FakeDiscord


def _hold_write_lock(db: Path, seconds: float, held: threading.Event) -> threading.Thread:
    """Another process's write lock on the database for ``seconds`` (a thread with its own connection)."""

    def hold() -> None:
        conn = sqlite3.connect(db, timeout=30)
        conn.execute("BEGIN EXCLUSIVE")
        held.set()
        time.sleep(seconds)
        conn.rollback()
        conn.close()

    thread = threading.Thread(target=hold, daemon=True)
    thread.start()
    return thread


async def test_answers_never_wait_for_a_locked_database(fake: FakeDiscord, story_env: dict[str, str],
                                                        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """With another program holding the write lock, every reply still comes within a second; the log catches up."""
    async with story_bot(story_env, monkeypatch) as bot:
        await fake.wait_for_commands({"ask"})
        db = bot.store.path
        bot.store.sync.record_question("warm-up", answered=False)  # the file exists before it is locked
        held = threading.Event()
        locker = _hold_write_lock(db, 3.0, held)
        assert await asyncio.to_thread(held.wait, 5)
        slowest = 0.0
        for i in range(12):
            question, phrase, _ = QUESTIONS[i % len(QUESTIONS)]
            started = time.perf_counter()
            msg = await fake.send_message(question, author=fake.add_member(f"asker{i}"), mention_bot=True)
            reply = await fake.wait_for_reply(int(msg["id"]), timeout=5)
            slowest = max(slowest, time.perf_counter() - started)
            assert phrase in reply.read
        assert slowest < 1.0, slowest
        await asyncio.to_thread(locker.join, 10)
        assert await asyncio.to_thread(bot.store.writes.drain, 15)
        with sqlite3.connect(db) as conn:
            logged = conn.execute("SELECT COUNT(*) FROM questions WHERE question != 'warm-up'").fetchone()[0]
        assert logged == 12 and bot.store.writes.failed == 0
    assert not fake.errors, fake.errors


async def test_a_corrupt_database_is_moved_aside_and_stats_says_so(fake: FakeDiscord, story_env: dict[str, str],
                                                                   monkeypatch: pytest.MonkeyPatch,
                                                                   tmp_path: Path) -> None:
    """A database file that is not a database: moved aside, recreated, questions logged again, /stats tells."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "bot.sqlite3").write_bytes(b"this is not an sqlite database at all " * 200)
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands({"stats"})
        question, phrase, _ = QUESTIONS[0]
        msg = await fake.send_message(question, author=fake.add_member("asker"), mention_bot=True)
        await fake.wait_for_reply(int(msg["id"]))
        stats = await fake.run_slash("stats", {"days": 7}, member=fake.moderator)
        await fake.wait_for_response(stats, timeout=10)
        assert "corrupt" in stats.text and "moved aside" in stats.text, stats.text
        assert "(1/1)" in stats.text, stats.text  # the question after the recovery is counted
        aside = sorted(data.glob("bot.sqlite3.corrupt-*"))
        assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not")
    assert not fake.errors, fake.errors


async def test_full_disk_and_read_only_folder_get_their_own_messages(fake: FakeDiscord, story_env: dict[str, str],
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """/digest add on a full disk or into a read-only folder says so (and nothing changes); /settings likewise."""
    import bot.exts.moderation.cog as cog

    async with story_bot(story_env, monkeypatch) as bot:
        await fake.wait_for_commands({"digest", "settings"})
        for code, words in ((errno.ENOSPC, "disk is full"), (errno.EROFS, "read-only")):
            def failing(folder, name, data, code=code):  # type: ignore[no-untyped-def]
                raise OSError(code, "simulated", str(Path(folder) / name))

            monkeypatch.setattr(cog, "write_atomically", failing)
            added = await fake.run_slash("digest add", {"file": (BATTERY_NAME, BATTERY)}, member=fake.owner)
            await fake.wait_for_response(added, timeout=10)
            assert added.ephemeral and words in added.text and "Not added" in added.text, added.text
            assert "unchanged" in added.text
        assert BATTERY_NAME not in bot.layers.indexes.get(fake.guild_id, bot.index).digests

        def full(*args, **kwargs):  # type: ignore[no-untyped-def]
            raise sqlite3.OperationalError("database or disk is full")

        monkeypatch.setattr(bot.store.sync, "set_guild_settings", full)
        changed = await fake.run_slash("settings", {"cooldown_rate": 5}, member=fake.owner)
        await fake.wait_for_response(changed, timeout=10)
        assert "disk is full" in changed.text and "Nothing was changed" in changed.text, changed.text
    assert not fake.errors, fake.errors


async def test_empty_mentions_are_under_the_cooldown(fake: FakeDiscord, story_env: dict[str, str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Bare mentions of the bot count as questions: hints within the limit, one notice, then silence."""
    story_env.update({"COOLDOWN_RATE": "2", "COOLDOWN_SECONDS": "30"})
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands({"ask"})
        pinger = fake.add_member("pinger")
        sent = []
        for i in range(5):
            sent.append(await fake.send_message("", author=pinger, mention_bot=True))
            if i < 3:
                await fake.wait_for_reply(int(sent[-1]["id"]))
        await asyncio.sleep(0.3)
        replies = [fake.replies_to(int(m["id"])) for m in sent]
        assert replies[0] and replies[1] and "too fast" not in replies[1][0].text
        assert "too fast" in replies[2][0].text
        assert replies[3] == [] and replies[4] == []
    assert not fake.errors, fake.errors
