"""Two bot processes (two StoryBots, each its own client and data folder, as on two machines) with
SHARD_COUNT=2, one shard each, sharing one real PostgreSQL server, against a stand-in Discord with two shards.

A server's members change its digests and settings through the process of its shard; after both restart
with the shards swapped, the other process serves that server with the same digest, setting and unanswered
log. An owner's change to the shared digests through one process is answered from by the other within 10 s.
"""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.digests import FERRY, FERRY_NAME, FERRY_QUESTION, LIBRARY, LIBRARY_NAME, LIBRARY_QUESTION
from tests.e2e.conftest import moderation_present, story_bot
from tests.e2e.fakediscord import FakeDiscord, FakeGuild, FakeInteraction

pytestmark = pytest.mark.skipif(not moderation_present(), reason="bot/exts/moderation is not in this tree")

ODD = "What colour is the mayor's bicycle in the winter months?"


async def slash(fake: FakeDiscord, name: str, options: dict | None = None, **kwargs) -> FakeInteraction:
    """Run a slash command and wait for the answer the member sees."""
    inter = await fake.run_slash(name, options, **kwargs)
    return await fake.wait_for_response(inter, timeout=15.0)


async def ask(fake: FakeDiscord, question: str, guild: FakeGuild) -> str:
    """Ask by mention in a server; the reply's text."""
    msg = await fake.send_message(question, author=fake.add_member("asker", guild=guild), mention_bot=True,
                                  guild=guild)
    return (await fake.wait_for_reply(int(msg["id"]), timeout=15.0)).text


def process_env(base: dict[str, str], tmp_path: Path, name: str, url: str, shard: int) -> dict[str, str]:
    """One process's environment: its own data and seeds folders, the shared database, one shard of two."""
    seeds = tmp_path / name / "seeds"
    if not seeds.exists():
        shutil.copytree(base["BOT_SEEDS_DIR"], seeds)
    return {**base, "DATA_DIR": str(tmp_path / name / "data"), "BOT_SEEDS_DIR": str(seeds), "DATABASE_URL": url,
            "SHARD_COUNT": "2", "SHARD_IDS": str(shard), "POLL_INTERVAL": "0.5"}


@contextlib.asynccontextmanager
async def two_processes(fake: FakeDiscord, envs: list[dict[str, str]],
                        monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[list]:
    """Both bots running, each on its shard."""
    async with story_bot(envs[0], monkeypatch) as first, story_bot(envs[1], monkeypatch) as second:
        await fake.wait_shards_ready([0, 1])
        await fake.wait_for_commands({"digest", "settings", "unanswered"})
        yield [first, second]


async def test_two_processes_share_one_postgresql_and_swap_shards(
        fake: FakeDiscord, story_env: dict[str, str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        pg_url: str) -> None:
    fake.shard_count = 2
    g = fake.guild  # its owner owns the application: may change the shared digests
    other = fake.add_guild("Other Guild")
    while fake.shard_of(other.id) == fake.shard_of(g.id):
        other = fake.add_guild("Other Guild")
    story_env["DEV_GUILD_IDS"] = f"{g.id},{other.id}"
    k = fake.shard_of(g.id)
    p1 = process_env(story_env, tmp_path, "p1", pg_url, k)  # first serves g's shard
    p2 = process_env(story_env, tmp_path, "p2", pg_url, 1 - k)

    async with two_processes(fake, [p1, p2], monkeypatch) as (first, second):
        assert first.shards_text == f"{k} of 2" and second.shards_text == f"{1 - k} of 2"
        assert g.id in {x.id for x in first.guilds} and g.id not in {x.id for x in second.guilds}
        about = await slash(fake, "about", member=g.alice, guild=g)
        assert f"{k} of 2" in about.text, about.text
        # g's owner adds a digest of g's own and changes a setting: through the first process.
        added = await slash(fake, "digest add", {"file": (FERRY_NAME, FERRY)}, member=g.owner, guild=g)
        assert "Added" in added.text, added.text
        rate = await slash(fake, "settings", {"cooldown_rate": 7}, member=g.owner, guild=g)
        assert "Cooldown: questions**: 7" in rate.text, rate.text
        assert FERRY_QUESTION[1] in await ask(fake, FERRY_QUESTION[0], g)
        await ask(fake, ODD, g)  # unanswered: logged
        # The owner adds a shared digest through the first process; the other server (second process) is
        # answered from it within 10 s, and the second process's seeds folder now holds it.
        question, phrase, _ = LIBRARY_QUESTION
        assert phrase not in await ask(fake, question, other)
        shared = await slash(fake, "digest add", {"file": (LIBRARY_NAME, LIBRARY), "shared": True},
                             member=g.owner, guild=g)
        assert "Added" in shared.text, shared.text
        started = time.monotonic()
        while phrase not in await ask(fake, question, other):
            assert time.monotonic() - started < 10, "the other process did not see the shared digest in 10 s"
            await asyncio.sleep(0.3)
        assert (Path(p2["BOT_SEEDS_DIR"]) / LIBRARY_NAME).read_bytes() == LIBRARY.encode()
        assert not (Path(p2["DATA_DIR"]) / "guilds" / str(g.id)).exists()  # g's digests: not on its shard
        await asyncio.sleep(0.3)  # the question log is written after the reply

    # Both restart with the shards swapped: the second process (whose disk never held g's digest) serves g.
    p1["SHARD_IDS"], p2["SHARD_IDS"] = str(1 - k), str(k)
    async with two_processes(fake, [p1, p2], monkeypatch) as (first, second):
        assert g.id in {x.id for x in second.guilds} and g.id not in {x.id for x in first.guilds}
        assert FERRY_QUESTION[1] in await ask(fake, FERRY_QUESTION[0], g)
        assert second.layers.config(g.id).cooldown_rate == 7
        shown = await slash(fake, "settings", member=g.owner, guild=g)
        assert "Cooldown: questions**: 7" in shown.text, shown.text
        listed = await slash(fake, "unanswered", member=g.moderator, guild=g)
        assert "bicycle" in listed.text, listed.text
        assert phrase in await ask(fake, question, g)  # the shared digest, on both
        assert phrase in await ask(fake, question, other)
    assert not fake.errors, fake.errors
