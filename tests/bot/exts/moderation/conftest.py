"""The ``env`` fixture of the moderation tests: a StoryBot over two digests with the moderation extension loaded."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import discord
import discord.interactions
import discord.webhook.async_
import pytest

from bot.client import StoryBot
from bot.settings import Settings
from knowledge.index import FactIndex
from tests.bot.botkit import _FixedContext
from tests.bot.exts.moderation.modkit import APP_ID, MOD_ROLE, OWNER_ID, Env, Recorder
from tests.digests import ALPHA, BETA_EPISODE


@pytest.fixture
async def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Env]:
    """A StoryBot over two digests with the moderation extension loaded, offline."""
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "alpha.txt").write_text(ALPHA, encoding="utf-8")
    (seeds / "beta.txt").write_text(BETA_EPISODE, encoding="utf-8")  # beta.txt as an episode
    data = tmp_path / "data"
    settings = Settings(_env_file=None, seeds_dir=seeds, data_dir=data, watch_interval=0,
                        moderator_role_ids=[MOD_ROLE], retention_days=30, owner_ids=[OWNER_ID])
    bot = StoryBot(settings, index=FactIndex.build(seeds), sync_commands=False)
    rec = Recorder()
    bot._connection.http = rec  # type: ignore[assignment]
    bot._connection.user = discord.ClientUser(state=bot._connection, data={
        "id": str(APP_ID), "username": "storybot", "discriminator": "0", "avatar": None, "bot": True})
    # Interaction responses and followups go through the webhook adapter, not state.http.
    monkeypatch.setattr(discord.webhook.async_, "async_context", _FixedContext(rec))
    monkeypatch.setattr(discord.interactions, "async_context", _FixedContext(rec))
    await bot.load_extension("bot.exts.moderation")
    try:
        yield Env(bot, rec, seeds, data)
    finally:
        await bot.unload_extension("bot.exts.moderation")
