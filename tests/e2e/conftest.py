"""Fixtures for the end-to-end tests: the Discord stand-in, discord.py pointed at it, a running bot."""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import AsyncIterator, Coroutine
from pathlib import Path
from typing import Any

import discord
import discord.gateway
import discord.http
import pytest
import yarl

from tests.digests import write_solar
from tests.e2e.fakediscord import FakeDiscord

TOKEN = "e2e.fake-token.DO-NOT-PRINT-7f3c"


@pytest.fixture
async def fake(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeDiscord]:
    """A running stand-in; discord.py's endpoints point at it for this test only (monkeypatch restores)."""
    server = FakeDiscord(token=TOKEN)
    await server.start()
    monkeypatch.setattr(discord.http.Route, "BASE", server.api_base)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(server.gateway_url))
    try:
        yield server
    finally:
        await server.stop()


@contextlib.asynccontextmanager
async def running(bot: discord.Client, token: str = TOKEN, timeout: float = 10.0,
                  starter: Coroutine[Any, Any, Any] | None = None) -> AsyncIterator[asyncio.Task]:
    """Run ``bot.start(token)`` (or ``starter``) as a task until the bot is ready; close it (bounded) after."""
    task = asyncio.create_task(starter if starter is not None else bot.start(token), name="bot.start")
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    try:
        while not bot.is_ready():
            if task.done():
                task.result()  # raises what start() raised
                raise AssertionError("bot.start() returned before the bot became ready")
            if loop.time() > deadline:
                raise AssertionError(f"bot not ready after {timeout}s")
            await asyncio.sleep(0.02)
        yield task
    finally:
        if not bot.is_closed():
            await asyncio.wait_for(bot.close(), 10.0)
        if not task.done():
            try:
                await asyncio.wait_for(task, 10.0)
            except TimeoutError:
                task.cancel()
                raise AssertionError("bot.start() did not return within 10 s of bot.close()") from None


# ---------------------------------------------------------------------------------------------- the story bot

def settings_env_names() -> set[str]:
    """Environment variable names the bot's Settings read (field names and aliases, upper case)."""
    from bot.settings import Settings

    names = set()
    for name, info in Settings.model_fields.items():
        names.add(name.upper())
        if info.alias:
            names.add(info.alias.upper())
    return names


@pytest.fixture
def story_env(fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The environment `python -m bot run` would get, pointing at the stand-in's guild and a tmp seeds folder.

    Every variable the Settings read is cleared first and the working directory is tmp_path, so neither the
    developer's environment nor a .env file leaks in. Tests may change the returned dict before starting.
    """
    monkeypatch.chdir(tmp_path)
    for key in list(os.environ):
        if key.upper() in settings_env_names():
            monkeypatch.delenv(key)
    seeds = write_solar(tmp_path / "seeds")
    return {
        "DISCORD_TOKEN": TOKEN,
        "BOT_SEEDS_DIR": str(seeds),
        "DATA_DIR": str(tmp_path / "data"),
        "DEV_GUILD_IDS": str(fake.guild_id),
        "MODERATOR_ROLE_IDS": str(fake.moderator_role_id),
        "GUILD_READY_TIMEOUT": "0.05",
        "WATCH_INTERVAL": "0",
        "LOG_LEVEL": "INFO",
    }


@contextlib.asynccontextmanager
async def story_bot(env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Any]:
    """Start the real bot as `python -m bot run` does: settings from the environment, create_bot, run_bot."""
    from bot.runner import create_bot, load_settings, run_bot

    for key, value in env.items():
        monkeypatch.setenv(key, value)
    settings = load_settings()
    assert settings.discord_token is not None
    bot = create_bot(settings)
    token = settings.discord_token.get_secret_value()
    async with running(bot, starter=run_bot(bot, token)) as task:
        bot.e2e_task = task
        yield bot
    assert task.done()
    if task.exception() is not None:
        raise task.exception()


def moderation_present() -> bool:
    """Whether the moderation extension exists in this tree (it is being written concurrently)."""
    return (Path(__file__).resolve().parents[2] / "bot" / "exts" / "moderation" / "__init__.py").exists()
