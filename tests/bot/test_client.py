"""StoryBot construction, extension discovery, start-up (index build, command sync) and the question event."""

from __future__ import annotations

import datetime as dt
import sys
import textwrap

import discord
import pytest
from botkit import GUILD_ID, ZEPHYR, make_settings

import bot.exts
from bot.client import StoryBot, StoryTree, make_intents
from bot.events import QuestionEvent


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
