"""bot.client: StoryBot construction, extension discovery, start-up (index build, command sync), the question event
and the one CommandTree.on_error (cooldowns, failed checks and unexpected errors, before and after responding)."""

from __future__ import annotations

import datetime as dt
import logging
import sys
import textwrap
from pathlib import Path

import discord
import pytest
from discord import app_commands

import bot.exts
from bot.client import StoryBot, StoryTree, make_intents
from bot.events import QuestionEvent
from tests.bot.botkit import GUILD_ID, env_settings, make_settings, slash
from tests.digests import ZEPHYR, ZEPHYR_Q


def test_intents_follow_the_settings():
    """Guilds, guild messages and DMs; no members; message content only when enabled."""
    off = make_intents(make_settings(message_content_intent=False))
    on = make_intents(make_settings(message_content_intent=True))
    for intents in (off, on):
        assert intents.guilds and intents.guild_messages and intents.dm_messages
        assert not intents.members and not intents.presences
    assert not off.message_content and on.message_content


def test_construction(seeds_index):
    """Mentions off, tree class, guild-ready timeout and the attributes other cogs rely on."""
    settings = make_settings(guild_ready_timeout=0.5, message_content_intent=False)
    bot = StoryBot(settings, index=seeds_index)
    assert bot.allowed_mentions.to_dict() == {"parse": []}
    assert isinstance(bot.tree, StoryTree)
    assert bot._connection.guild_ready_timeout == 0.5
    assert not bot.intents.message_content
    assert bot.settings is settings and bot.index is seeds_index
    assert isinstance(bot.index_refreshed_at, dt.datetime)
    assert bot.view_factory("q", seeds_index.answer("Marin"), 1) is None
    assert bot.ask_cooldown.rate == settings.cooldown_rate


def test_discover_finds_our_extensions():
    """Every package under bot/exts/ is a candidate extension, private names skipped."""
    names = bot.exts.discover()
    assert {"bot.exts.ask", "bot.exts.browse"} <= set(names)
    assert not any(n.rsplit(".", 1)[-1].startswith("_") for n in names)


async def test_load_all_extensions_loads_only_modules_with_setup(tmp_path, monkeypatch, caplog):
    """Packages/modules with setup() load; helpers without it are skipped; a broken one is logged, not fatal."""
    pkg = tmp_path / "fake_exts_for_story_bot"
    (pkg / "alpha").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "alpha" / "__init__.py").write_text(textwrap.dedent("""
        from discord.ext import commands
        class Alpha(commands.Cog):
            pass
        async def setup(bot):
            await bot.add_cog(Alpha())
    """))
    (pkg / "helpers.py").write_text("VALUE = 1\n")
    (pkg / "_private.py").write_text("raise RuntimeError('must not be imported')\n")
    (pkg / "broken.py").write_text("async def setup(bot):\n    raise RuntimeError('broken extension')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    bot = StoryBot(make_settings(), sync_commands=False)
    loaded = await bot.load_all_extensions("fake_exts_for_story_bot")
    assert loaded == ["fake_exts_for_story_bot.alpha"]
    assert bot.get_cog("Alpha") is not None
    assert "fake_exts_for_story_bot.broken" in bot.extension_errors
    assert "extension fake_exts_for_story_bot.broken failed to load" in caplog.text
    for name in list(sys.modules):
        if name.startswith("fake_exts_for_story_bot"):
            del sys.modules[name]


class SyncRecorder:
    """Stands in for CommandTree.sync."""

    def __init__(self) -> None:
        """No syncs yet."""
        self.guilds: list[int | None] = []

    async def __call__(self, *, guild=None):
        """Record which guild was synced."""
        self.guilds.append(guild.id if guild else None)
        return []


async def start(bot: StoryBot, monkeypatch) -> SyncRecorder:
    """Run setup_hook with only our extensions and a recording sync."""
    monkeypatch.setattr(sys.modules["bot.exts"], "discover",
                        lambda package="bot.exts": ["bot.exts.ask", "bot.exts.browse"])
    recorder = SyncRecorder()
    monkeypatch.setattr(bot.tree, "sync", recorder)
    await bot.setup_hook()
    return recorder


async def test_setup_hook_builds_the_index_and_syncs_globally(tmp_path, monkeypatch):
    """No index given → built from SEEDS_DIR; no dev guilds → one global sync."""
    (tmp_path / "zephyr.txt").write_text(ZEPHYR, encoding="utf-8")
    story = StoryBot(make_settings(seeds_dir=tmp_path))
    assert story.index is None
    synced = await start(story, monkeypatch)
    assert story.index is not None and story.index.stats()["digests"] == 1
    assert story.index_refreshed_at.tzinfo is not None
    assert synced.guilds == [None]
    names = {c.name for c in story.tree.get_commands()}
    assert {"ask", "facts", "sources", "timeline", "about"} <= names
    assert story.tree.get_command("Answer with sources", type=discord.AppCommandType.message) is not None


async def test_setup_hook_syncs_to_dev_guilds(seeds_index, monkeypatch):
    """DEV_GUILD_IDS → global commands copied to and synced in each guild, no global sync."""
    story = StoryBot(make_settings(dev_guild_ids=[GUILD_ID, GUILD_ID + 1]), index=seeds_index)
    synced = await start(story, monkeypatch)
    assert synced.guilds == [GUILD_ID, GUILD_ID + 1]
    assert {c.name for c in story.tree.get_commands(guild=discord.Object(GUILD_ID))} >= {"ask", "facts"}


async def test_sync_failure_is_logged_not_fatal(seeds_index, monkeypatch, caplog):
    """A guild the bot is not in (403) is logged and the others still sync."""
    story = StoryBot(make_settings(dev_guild_ids=[GUILD_ID, GUILD_ID + 1]), index=seeds_index)
    calls = []

    async def sync(*, guild=None):
        """Fail for the first guild, succeed for the others."""
        calls.append(guild.id)
        if guild.id == GUILD_ID:
            raise discord.Forbidden(type("R", (), {"status": 403, "reason": "Forbidden"})(), "Missing Access")
        return []

    monkeypatch.setattr(sys.modules["bot.exts"], "discover", lambda package="bot.exts": [])
    monkeypatch.setattr(story.tree, "sync", sync)
    await story.setup_hook()
    assert calls == [GUILD_ID, GUILD_ID + 1]
    assert "could not sync commands to guild" in caplog.text


async def test_setup_hook_loads_every_real_extension(tmp_path, seeds_index, monkeypatch):
    """With the real discovery, ask and browse load (other engineers' extensions may load too)."""
    story = StoryBot(make_settings(data_dir=tmp_path, watch_interval=0), index=seeds_index, sync_commands=False)
    await story.setup_hook()
    assert {"bot.exts.ask", "bot.exts.browse"} <= set(story.extensions)
    for name in list(story.extensions):
        await story.unload_extension(name)


def test_question_event_fields():
    """The event other cogs listen to."""
    from knowledge.models import Answer

    ans = Answer(question="q", answered=False, answer="no", confidence=0.0)
    event = QuestionEvent(question="q", answer=ans, guild_id=None, channel_id=5, user_id=7, surface="dm",
                          latency_ms=1.5)
    assert event.replied is True
    with pytest.raises(AttributeError):
        event.surface = "slash"  # frozen


async def test_the_start_up_log_shows_shards_and_database_without_password(
        pg_url: str, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    secret_url = pg_url  # trust auth: any password is accepted, and must never be shown
    secret_url = secret_url.replace("postgres@", "postgres:hunter2-secret@")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    bot = StoryBot(env_settings(SHARD_COUNT="2", SHARD_IDS="1", DATABASE_URL=secret_url, BOT_SEEDS_DIR=str(seeds),
                            DATA_DIR=str(tmp_path / "data"), CACHE_DIR=""), sync_commands=False)
    with caplog.at_level(logging.INFO):
        await bot._async_setup_hook()
        await bot.setup_hook()
        await bot.close()
    text = caplog.text
    assert "starting: shards 1 of 2, database PostgreSQL postgresql://postgres@127.0.0.1" in text
    assert "hunter2" not in text


# --- the tree's one error handler: StoryTree.on_error -------------------------------------------------------------

def add_command(bot, name, callback, *checks):
    """Put a test command on the bot's tree."""
    command = app_commands.Command(name=name, description="test", callback=callback)
    for check in checks:
        command.add_check(check)
    bot.tree.add_command(command)


async def test_the_bot_uses_the_story_tree(make_env):
    """Every app command goes through StoryTree.on_error."""
    env = await make_env(None)
    assert isinstance(env.bot.tree, StoryTree)


async def test_cooldown_error(make_env, zephyr_index):
    """CommandOnCooldown → ephemeral "You're asking too fast — try again in N s."."""
    env = await make_env(zephyr_index, cooldown_rate=1, cooldown_seconds=45)
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    notice = env.sent[-1]
    assert notice.ephemeral
    assert notice.message["content"] in {f"You're asking too fast \u2014 try again in {n} s." for n in (44, 45)}


async def test_missing_permissions_is_a_short_refusal_with_the_reason(make_env):
    """MissingPermissions (a CheckFailure) → ephemeral refusal naming the permission."""
    env = await make_env(None)

    @app_commands.checks.has_permissions(manage_guild=True)
    async def admin_only(interaction: discord.Interaction) -> None:
        """Needs Manage Server."""
        await interaction.response.send_message("done")

    env.bot.tree.add_command(app_commands.Command(name="admin", description="t", callback=admin_only))
    await env.interact(slash("admin", permissions="2048"))
    [call] = env.sent
    assert call.ephemeral
    assert call.message["content"].startswith("\u26d4") and "Manage Server" in call.message["content"]


async def test_plain_check_failure(make_env):
    """A check that just returns False → a generic ephemeral refusal."""
    env = await make_env(None)

    async def nope(interaction: discord.Interaction) -> None:
        """Never runs: its check fails."""
        await interaction.response.send_message("never")

    add_command(env.bot, "nope", nope, lambda i: False)
    await env.interact(slash("nope"))
    [call] = env.sent
    assert call.ephemeral and call.message["content"] == "\u26d4 You can't use this command here."


async def test_unexpected_error_is_logged_with_traceback_and_apologised_for(make_env, caplog):
    """Any other error → log.error with the traceback, and an ephemeral apology as the response."""
    env = await make_env(None)

    async def boom(interaction: discord.Interaction) -> None:
        """Fail unexpectedly."""
        raise RuntimeError("kaboom")

    add_command(env.bot, "boom", boom)
    with caplog.at_level(logging.ERROR, logger="bot.client"):
        await env.interact(slash("boom"))
    [call] = env.sent
    assert call.path.endswith("/callback") and call.ephemeral and "Sorry" in call.message["content"]
    [record] = [r for r in caplog.records if r.name == "bot.client"]
    assert record.levelno == logging.ERROR and record.exc_info and record.exc_info[0] is RuntimeError
    assert "kaboom" in caplog.text and "Traceback" in caplog.text


async def test_error_after_responding_uses_a_followup(make_env, caplog):
    """If the command already deferred or responded, the apology goes through interaction.followup."""
    env = await make_env(None)

    async def deferred_boom(interaction: discord.Interaction) -> None:
        """Defer, then fail."""
        await interaction.response.defer(thinking=True)
        raise ValueError("late failure")

    add_command(env.bot, "late", deferred_boom)
    with caplog.at_level(logging.ERROR, logger="bot.client"):
        await env.interact(slash("late"))
    calls = env.recorder.calls
    assert (calls[0].json or {}).get("type") == 5
    followup = calls[-1]
    assert followup.path == "/webhooks/{webhook_id}/{webhook_token}" and followup.ephemeral
    assert "Sorry" in followup.message["content"]
    assert any(r.exc_info and r.exc_info[0] is ValueError for r in caplog.records)


async def test_cooldown_error_after_responding_uses_a_followup(make_env):
    """The same handler works for cooldowns raised after a response (followup path)."""
    env = await make_env(None)

    async def limited(interaction: discord.Interaction) -> None:
        """Respond, then raise a cooldown."""
        await interaction.response.send_message("first")
        raise app_commands.CommandOnCooldown(app_commands.Cooldown(1, 10), 9.2)

    add_command(env.bot, "limited", limited)
    await env.interact(slash("limited"))
    followup = env.sent[-1]
    assert followup.path == "/webhooks/{webhook_id}/{webhook_token}" and followup.ephemeral
    assert followup.message["content"] == "You're asking too fast \u2014 try again in 10 s."


async def test_failure_to_send_the_error_message_is_only_logged(make_env, monkeypatch, caplog):
    """If even the error reply fails (interaction expired), the handler logs and returns."""
    env = await make_env(None)

    async def boom(interaction: discord.Interaction) -> None:
        """Fail unexpectedly."""
        raise RuntimeError("first")

    add_command(env.bot, "boom2", boom)

    async def refuse(*args, **kwargs):
        """Discord says the interaction is gone."""
        raise discord.NotFound(type("R", (), {"status": 404, "reason": "Unknown interaction"})(), "Unknown interaction")

    monkeypatch.setattr(discord.InteractionResponse, "send_message", refuse)
    await env.interact(slash("boom2"))
    assert "could not send error message" in caplog.text
