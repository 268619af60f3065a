"""The Discord client: StoryBot, its command tree with the one app-command error handler, and question plumbing."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.cooldowns import AskCooldown
from bot.events import QuestionEvent
from bot.formatting import too_fast
from bot.guildconfig import GuildConfig
from bot.guilds import GuildLayers
from bot.refresh import build_index, lastgood_dir_of, remove_leftovers
from bot.settings import Settings
from bot.store import AsyncStore, StateStore, open_store
from knowledge.index import FactIndex
from knowledge.layers import LayeredIndex
from knowledge.models import Answer
from knowledge.storyqa import Context

if TYPE_CHECKING:
    from bot.digestsync import DigestSync

log = logging.getLogger(__name__)

ViewFactory = Callable[[str, Answer, int], "discord.ui.View | None"]

EXTENSIONS_PACKAGE = "bot.exts"


def bot_of(interaction: discord.Interaction) -> StoryBot:
    """The StoryBot an interaction came to: the one place ``interaction.client`` is taken as our own class.

    Every interaction this process handles arrives through its StoryBot, so the cast always holds; cogs type
    against StoryBot through it (and ``self.bot``) instead of reading attributes with getattr.
    """
    return cast(StoryBot, interaction.client)


def no_view(question: str, answer: Answer, asker_id: int) -> None:
    """Default view factory: answers carry no buttons."""
    return None


def make_intents(settings: Settings) -> discord.Intents:
    """Guilds, guild messages and DMs; message content only when MESSAGE_CONTENT_INTENT is on."""
    intents = discord.Intents.none()
    intents.guilds = True
    intents.guild_messages = True
    intents.dm_messages = True
    intents.message_content = bool(settings.message_content_intent)
    return intents


async def send_ephemeral(interaction: discord.Interaction, content: str) -> None:
    """Send a short private message in reply to an interaction, whether or not it was responded to."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(content, ephemeral=True)
        else:
            await interaction.response.send_message(content, ephemeral=True)
    except discord.HTTPException as exc:
        log.warning("could not send error message for interaction %s: %s", interaction.id, exc)


def check_failure_text(error: app_commands.CheckFailure) -> str:
    """The refusal shown for a failed check, with the reason when there is one."""
    reason = str(error).strip()
    if not reason or reason.startswith("The check functions for"):
        return "\u26d4 You can't use this command here."
    return f"\u26d4 {reason}"


class StoryTree(app_commands.CommandTree):
    """The command tree: one error handler for every slash and context-menu command."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError, /) -> None:
        """Cooldowns and failed checks get a short private reply; anything else is logged with its traceback."""
        command = interaction.command.qualified_name if interaction.command else "?"
        if isinstance(error, app_commands.CommandOnCooldown):
            log.info("cooldown: user=%s command=%s retry_after=%.1fs", interaction.user.id, command,
                     error.retry_after)
            await send_ephemeral(interaction, too_fast(error.retry_after))
        elif isinstance(error, app_commands.CheckFailure):
            log.info("check failed: user=%s command=%s: %s", interaction.user.id, command, error)
            await send_ephemeral(interaction, check_failure_text(error))
        elif isinstance(error, app_commands.CommandNotFound):
            log.warning("unknown command %r (commands not synced yet?)", error.name)
            await send_ephemeral(interaction, "That command is not available any more; try again in a minute.")
        else:
            original = getattr(error, "original", None) or error
            log.error("command %s failed (guild=%s channel=%s user=%s)", command, interaction.guild_id,
                      interaction.channel_id, interaction.user.id,
                      exc_info=(type(original), original, original.__traceback__))
            await send_ephemeral(interaction, "Sorry, something went wrong while answering. It has been logged.")


class StoryBot(commands.AutoShardedBot):
    """The story bot: answers questions about a story from a FactIndex, citing sources.

    Attributes other cogs rely on: ``settings``, ``index`` (the shared layer: swap by plain assignment, read
    at each use), ``index_refreshed_at``, ``layers`` (each server's own layer, settings and cooldown:
    bot.guilds.GuildLayers), ``store``, ``view_factory`` and ``ask_cooldown`` (the DM limit).
    """

    def __init__(self, settings: Settings, index: FactIndex | None = None, **kwargs: Any) -> None:
        """Configure intents, mentions, the command tree and the question cooldown; the index may come later."""
        self.sync_commands_on_start: bool = kwargs.pop("sync_commands", True)
        kwargs.setdefault("intents", make_intents(settings))
        kwargs.setdefault("allowed_mentions", discord.AllowedMentions.none())
        kwargs.setdefault("guild_ready_timeout", settings.guild_ready_timeout)
        kwargs.setdefault("tree_cls", StoryTree)
        kwargs.setdefault("help_command", None)
        if settings.shard_count is not None:  # SHARD_COUNT / SHARD_IDS; unset: discord.py picks the count
            kwargs.setdefault("shard_count", settings.shard_count)
            if settings.shard_ids is not None:
                kwargs.setdefault("shard_ids", list(settings.shard_ids))
        kwargs.setdefault("command_prefix", commands.when_mentioned)
        kwargs.setdefault("activity", discord.CustomActivity(name="Ask me about the story \u2014 /ask"))
        super().__init__(**kwargs)
        self.settings: Settings = settings
        settings.apply_limits()
        self.index: FactIndex | None = index
        self.index_refreshed_at: dt.datetime = (index.built_at if index is not None
                                                else dt.datetime.now(dt.UTC))
        self.view_factory: ViewFactory = no_view
        self.ask_cooldown: AskCooldown = AskCooldown.from_settings(settings)
        self.extension_errors: dict[str, BaseException] = {}
        self.store: AsyncStore = open_store(settings)
        self.layers: GuildLayers = GuildLayers(self)
        self.digest_sync: DigestSync | None = None  # when the store is shared with other processes

    # --- start-up -------------------------------------------------------------------------------------------

    @property
    def shards_text(self) -> str:
        """The shards this process runs, for /about and the logs: '0, 1 of 2' (as connected, once known)."""
        ids = self.shard_ids if self.shard_ids is not None else sorted(self.shards) or None
        if self.shard_count is None:
            return self.settings.shards_text
        if ids is None or len(ids) == self.shard_count:
            return f"all of {self.shard_count}"
        return f"{', '.join(map(str, ids))} of {self.shard_count}"

    async def setup_hook(self) -> None:
        """Build the index off the event loop, load every extension under bot/exts/, then sync app commands."""
        log.info("starting: shards %s, database %s", self.shards_text, self.store.describe())
        try:
            await asyncio.to_thread(remove_leftovers, self.settings)
        except Exception:  # leftovers only take room
            log.exception("could not remove leftover temporary files")
        if self.store.shared:  # the digest folders are caches of the shared store
            from bot.digestsync import DigestSync

            self.digest_sync = DigestSync(self)
            try:
                await asyncio.to_thread(self.digest_sync.pull_all)
            except Exception as exc:  # serve what the folders hold; polling tries again
                log.error("could not read the digests from %s: %s", self.store.describe(), type(exc).__name__)
            self.digest_sync.start(self.settings.poll_interval)
        if self.index is None:
            started = time.perf_counter()
            self.index = await asyncio.to_thread(build_index, self.settings.seeds_dir, None,
                                                 self.settings.index_cache_dir, lastgood_dir_of(self.settings))
            self.index_refreshed_at = dt.datetime.now(dt.UTC)
            stats = self.index.stats()
            log.info("index %s built in %.0f ms: %d digests, %d facts, %d sources, %d problems",
                     self.index.version, (time.perf_counter() - started) * 1000, stats["digests"],
                     stats["facts"], stats["sources"], stats["problems"])
        try:
            await asyncio.to_thread(self.layers.load, cast(StateStore, self.store.sync))  # see sync_store
        except Exception:  # the shared layer still serves every server
            log.exception("could not load the servers' own digests and settings; serving the shared digests only")
        await self.load_all_extensions()
        if self.settings.answer_channel_ids and not self.settings.message_content_intent:
            log.warning("ANSWER_CHANNEL_IDS is set but MESSAGE_CONTENT_INTENT is off: "
                        "those channels only get answers when the bot is mentioned")
        if self.sync_commands_on_start:
            await self.sync_app_commands()

    async def load_all_extensions(self, package: str = EXTENSIONS_PACKAGE) -> list[str]:
        """Load each module or package directly under `package` that has a `setup` function; return their names."""
        from bot.exts import discover

        loaded = []
        for name in discover(package):
            if name in self.extensions:
                continue
            try:
                await self.load_extension(name)
            except commands.NoEntryPointError:
                log.debug("%s has no setup(); not an extension", name)
            except commands.ExtensionError as exc:
                self.extension_errors[name] = exc
                cause = exc.__cause__ or exc
                log.error("extension %s failed to load", name, exc_info=(type(cause), cause, cause.__traceback__))
            else:
                loaded.append(name)
        log.info("extensions loaded: %s", ", ".join(loaded) or "none")
        return loaded

    async def sync_app_commands(self) -> None:
        """Sync app commands to each DEV_GUILD_IDS guild (instant) when set, else globally (up to an hour)."""
        if self.settings.dev_guild_ids:
            for guild_id in self.settings.dev_guild_ids:
                guild = discord.Object(id=guild_id)
                self.tree.copy_global_to(guild=guild)
                try:
                    synced = await self.tree.sync(guild=guild)
                except discord.HTTPException as exc:
                    log.error("could not sync commands to guild %s (is the bot in it, with the "
                              "applications.commands scope?): %s", guild_id, exc)
                else:
                    log.info("synced %d app commands to guild %s", len(synced), guild_id)
            return
        try:
            synced = await self.tree.sync()
        except discord.HTTPException as exc:
            log.error("could not sync global app commands: %s", exc)
        else:
            log.info("synced %d global app commands (may take up to an hour to appear)", len(synced))

    async def close(self) -> None:
        """Close the connection, then let the queued database writes finish (bounded) and stop the store's threads."""
        if self.digest_sync is not None:
            await self.digest_sync.stop()
        await super().close()
        try:
            await asyncio.to_thread(self.store.writes.drain, 2.0)
        finally:
            self.store.close()

    async def on_ready(self) -> None:
        """Log who we are and where."""
        user = self.user
        log.info("ready as %s (id %s) in %d guild(s), shards %s, message content intent %s",
                 user, user.id if user else "?", len(self.guilds), self.shards_text,
                 "on" if self.intents.message_content else "off")

    async def on_message(self, message: discord.Message, /) -> None:
        """No prefix commands: questions in messages are handled by the ask cog's listener."""
        return None

    # --- questions --------------------------------------------------------------------------------------------

    def view_for(self, guild_id: int | None) -> LayeredIndex | None:
        """What a server sees (shared minus its hidden digests, plus its own; DMs: shared); None while loading."""
        if self.index is None:
            return None
        return self.layers.view(guild_id)

    def config_for(self, guild_id: int | None) -> GuildConfig:
        """A server's effective settings (the environment's defaults in DMs)."""
        return self.layers.config(guild_id)

    def cooldown_for(self, guild_id: int | None) -> AskCooldown:
        """The question limit that applies in a server (the bot-wide one in DMs)."""
        return self.layers.cooldown(guild_id)

    async def is_bot_owner(self, user: discord.abc.User) -> bool:
        """Whether a user owns the bot: in OWNER_IDS, or the application's owner or a member of its team."""
        if user.id in set(self.settings.owner_ids):
            return True
        try:
            return await self.is_owner(user)
        except (discord.HTTPException, AttributeError) as exc:
            log.warning("could not look up the application's owners: %s", exc)
            return False

    async def answer_question(self, question: str, guild_id: int | None = None, *, channel_id: int | None = None,
                              parent_id: int | None = None, context: Context | None = None,
                              story: str | None = None) -> Answer | None:
        """Answer from what the server sees (the shared layer in DMs) in a worker thread; None while loading.

        ``story``: the story to prefer, else the one the channel (or its parent) follows (/story follow);
        ``context``: the earlier answer a reply follows up on.
        """
        view = self.view_for(guild_id)  # read once: a refresh may swap an index while we answer
        if view is None:
            return None
        if story is None and guild_id is not None:
            story = self.config_for(guild_id).followed_story(channel_id, parent_id)
        if story is None and context is None:
            return await asyncio.to_thread(view.answer, question)
        return await asyncio.to_thread(partial(view.answer, question, story=story, context=context))

    def make_view(self, question: str, answer: Answer, asker_id: int) -> discord.ui.View | None:
        """The view (buttons) to attach to an answer, from `view_factory`; None if it fails."""
        try:
            return self.view_factory(question, answer, asker_id)
        except Exception:
            log.exception("view_factory failed; answering without buttons")
            return None

    def question_done(self, *, question: str, answer: Answer, surface: str, user_id: int, guild_id: int | None,
                      channel_id: int | None, started: float, replied: bool = True) -> QuestionEvent:
        """Log one line for the question and dispatch `question_answered`; `started` is a perf_counter()."""
        latency_ms = (time.perf_counter() - started) * 1000
        event = QuestionEvent(question=question, answer=answer, guild_id=guild_id, channel_id=channel_id,
                              user_id=user_id, surface=surface, latency_ms=latency_ms, replied=replied)
        log.info("question guild=%s channel=%s surface=%s answered=%s confidence=%.2f latency_ms=%.1f%s",
                 guild_id, channel_id, surface, answer.answered, answer.confidence, latency_ms,
                 "" if replied else " (silent)")
        self.dispatch("question_answered", event)
        return event
