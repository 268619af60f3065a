"""Fixtures for bot tests: a StoryBot wired to recording fakes of Discord's HTTP API (see botkit.py)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import discord
import discord.interactions
import discord.webhook.async_
import pytest

from bot.client import StoryBot
from bot.events import QuestionEvent
from knowledge.index import FactIndex
from tests.bot.botkit import (
    APP_ID,
    BOT_ID,
    SEEDS,
    BotEnv,
    Recorder,
    RecordingHTTP,
    RecordingWebhookAdapter,
    _FixedContext,
    guild_payload,
    make_settings,
    user_payload,
)
from tests.digests import ZEPHYR


@pytest.fixture(scope="session")
def seeds_index() -> FactIndex:
    """The index of the shipped seeds/ folder."""
    return FactIndex.build(SEEDS)


@pytest.fixture
def zephyr_index(tmp_path: Path) -> FactIndex:
    """An index of one digest written for the tests."""
    (tmp_path / "zephyr.txt").write_text(ZEPHYR, encoding="utf-8")
    return FactIndex.build(tmp_path)


@pytest.fixture
def make_env(monkeypatch: pytest.MonkeyPatch):
    """Factory: `await make_env(index, **settings)` → BotEnv with the ask and browse cogs loaded."""
    made: list[BotEnv] = []

    async def factory(index: Any = None, *, extensions: tuple[str, ...] = ("bot.exts.ask", "bot.exts.browse"),
                      **settings: Any) -> BotEnv:
        """Build the environment."""
        recorder = Recorder()
        adapter = RecordingWebhookAdapter(recorder)
        monkeypatch.setattr(discord.webhook.async_, "async_context", _FixedContext(adapter))
        monkeypatch.setattr(discord.interactions, "async_context", _FixedContext(adapter))
        bot = StoryBot(make_settings(**settings), index=index, sync_commands=False)
        await bot._async_setup_hook()  # what `async with bot` / login do first: bind the running loop
        http = RecordingHTTP(recorder, asyncio.get_running_loop())
        bot.http = http
        bot._connection.http = http
        state = bot._connection
        state.user = discord.ClientUser(state=state, data=dict(user_payload(BOT_ID, "storybot", bot=True),
                                                               verified=True, mfa_enabled=False))
        state.application_id = APP_ID
        state._add_guild(discord.Guild(data=guild_payload(), state=state))
        events: list[QuestionEvent] = []
        errors: list[tuple[str, BaseException]] = []

        async def on_question_answered(event: QuestionEvent) -> None:
            """Keep the event."""
            events.append(event)

        async def on_error(event_name: str, *args: Any, **kwargs: Any) -> None:
            """Keep the exception of a failed event handler."""
            errors.append((event_name, sys.exc_info()[1]))

        bot.add_listener(on_question_answered)
        bot.on_error = on_error  # listener exceptions fail the test instead of being logged
        for name in extensions:
            await bot.load_extension(name)
        env = BotEnv(bot, recorder, events, errors)
        made.append(env)
        return env

    yield factory
    for env in made:
        assert not env.errors, f"unhandled errors in event handlers: {env.errors}"
