"""`python -m bot run`: load settings, build the bot and run it until Ctrl-C; returns an exit code."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
from pathlib import Path

import discord
from pydantic import ValidationError

from bot.client import StoryBot
from bot.settings import Settings, describe_errors

log = logging.getLogger(__name__)

NO_TOKEN = ("DISCORD_TOKEN is not set \u2014 put the bot token in the environment or in .env "
            "(see 'Running the bot on Discord' in README.md).")
BAD_TOKEN = ("Discord rejected the token \u2014 check DISCORD_TOKEN (Developer Portal \u2192 your application \u2192 "
             "Bot \u2192 Reset Token).")
NO_INTENT = ("Discord refused the message-content intent \u2014 enable 'Message Content Intent' under Bot in the "
             "Developer Portal, or set MESSAGE_CONTENT_INTENT=false.")


def load_settings(seeds: Path | None = None, cache_dir: Path | str | None = None) -> Settings:
    """Settings from the environment and .env, with the seeds and cache folders overridden when given ("" = no cache)."""
    settings = Settings()
    update: dict[str, object] = {}
    if seeds is not None:
        update["seeds_dir"] = Path(seeds)
    if cache_dir is not None:
        update["cache_dir"] = Path(cache_dir) if cache_dir != "" else ""
    return settings.model_copy(update=update) if update else settings


def create_bot(settings: Settings) -> StoryBot:
    """The bot as `run` starts it (tests and the end-to-end stand-in reuse this)."""
    return StoryBot(settings)


def log_level(name: str) -> int:
    """A logging level from its name (INFO when unknown)."""
    level = logging.getLevelName(str(name).upper())
    return level if isinstance(level, int) else logging.INFO


async def run_bot(bot: StoryBot, token: str) -> None:
    """Log in and stay connected until the bot is closed (SIGTERM closes it cleanly)."""
    loop = asyncio.get_running_loop()
    with contextlib.suppress(NotImplementedError, RuntimeError):
        loop.add_signal_handler(signal.SIGTERM, lambda: asyncio.ensure_future(bot.close()))
    async with bot:
        await bot.start(token)


def main(seeds: Path | None = None, cache_dir: Path | str | None = None) -> int:
    """Run the Discord bot; 0 after a clean stop (Ctrl-C), 2 on a missing or rejected token or bad settings."""
    try:
        settings = load_settings(seeds, cache_dir)
    except ValidationError as exc:
        print(f"Invalid settings \u2014 {describe_errors(exc)}", file=sys.stderr)
        return 2
    token = settings.discord_token.get_secret_value().strip() if settings.discord_token else ""
    if not token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=log_level(settings.log_level))
    bot = create_bot(settings)
    try:
        asyncio.run(run_bot(bot, token))
    except discord.LoginFailure:
        print(BAD_TOKEN, file=sys.stderr)
        return 2
    except discord.PrivilegedIntentsRequired:
        print(NO_INTENT, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        log.info("stopped (Ctrl-C)")
        return 0
    log.info("stopped")
    return 0
