"""Moderator commands that keep the digests fresh: /refresh and /digest add|list|remove|hide|unhide, plus the watcher.

Two layers (knowledge.layers): a server's moderators manage that server's own digests (DATA_DIR/guilds/<id>/)
and may hide shared digests for their server; only the bot's owners change the shared digests (the seeds
folder), with ``shared: True``. Every change is written to the audit log (bot.store) with who made it.
"""

from __future__ import annotations

import asyncio
import io
import logging
from pathlib import Path

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import StoryBot
from bot.guilds import GuildLayers
from bot.refresh import Refresher, RefreshError, RefreshResult, digest_paths
from bot.settings import Settings
from bot.store import describe_store_error, describe_write_error
from bot.watcher import SeedsWatcher
from knowledge.index import FactIndex
from knowledge.models import Digest

from .checks import MODERATOR_PERMISSIONS, NOT_OWNER, interaction_is_moderator, interaction_is_owner, moderator_only
from .render import CONTENT_LIMIT, EMBED_DESCRIPTION_LIMIT, NO_MENTIONS, code_block, fit_lines, safe, timestamp
from .uploads import (
    UploadRefused,
    check_content_type,
    check_name,
    check_size,
    check_target,
    copy_to_trash,
    move_to_trash,
    validate_digest,
    write_atomically,
)

log = logging.getLogger(__name__)

OK_COLOUR = discord.Colour.green()
WARN_COLOUR = discord.Colour.orange()


def trash_dir_of(settings: Settings, guild_id: int | None = None) -> Path:
    """Where removed digests go: DATA_DIR/trash (shared ones), DATA_DIR/trash/guilds/<id> (a server's own)."""
    base = Path(settings.data_dir) / "trash"
    return base if guild_id is None else base / "guilds" / str(int(guild_id))


def _size(n: int) -> str:
    """A byte count as KiB or MiB."""
    return f"{n / (1024 * 1024):.1f} MiB" if n >= 1024 * 1024 else f"{n / 1024:.0f} KiB"


def _digest_line(name: str, d: Digest, kept: dict[str, Digest], extra: str = "") -> str:
    """One digest in /digest list: name, title, counts, dates, problems."""
    flags = ""
    if name in kept:
        flags = " · \u26a0\ufe0f failed to parse, previous facts kept"
    elif d.failed:
        flags = " · \u26a0\ufe0f failed to parse"
    elif d.problems:
        flags = f" · {len(d.problems)} problem(s)"
    title = f" — {safe(d.title, 80)}" if d.title else ""
    return (f"**{safe(name)}**{title}{extra}\n{len(d.facts)} facts · {len({s.key for s in d.sources})} sources"
            f" · {len(d.episodes)} episodes · {_digest_dates(d)}{flags}")


def _digest_dates(d: Digest) -> str:
    """The span of days a digest covers, from its header, episodes or sources."""
    start, end = d.start, d.end
    if start is None or end is None:
        days = [e.date for e in d.episodes if e.date] + [s.date for s in d.sources if s.date]
        if days:
            start, end = start or min(days), end or max(days)
    if start is None:
        return "undated"
    return start.isoformat() if end in (None, start) else f"{start.isoformat()} → {end.isoformat()}"


def _report_embed(title: str, result: RefreshResult, lines: list[str],
                  layer: str = "shared digests") -> tuple[discord.Embed, list[discord.File]]:
    """An embed with the diff in a code block; the full report attached when it does not fit."""
    diff = result.diff
    warn = bool(diff.kept or diff.failed or diff.problems)
    head = "\n".join(lines)
    if diff.kept:
        head += ("\n\u26a0\ufe0f Failed to parse, still serving their previous facts: "
                 + ", ".join(safe(n) for n in diff.kept))
    if diff.failed:
        head += "\n\u26a0\ufe0f Failed to parse, nothing served from them: " + ", ".join(safe(n) for n in diff.failed)
    head = head.strip()
    full = result.report(max_facts=1000)
    short = result.report(max_facts=5)
    room = EMBED_DESCRIPTION_LIMIT - len(head) - 2
    block = code_block(short, limit=room)
    embed = discord.Embed(title=title, description=f"{head}\n\n{block}" if head else block,
                          colour=WARN_COLOUR if warn else OK_COLOUR)
    stats = result.index.stats()
    embed.set_footer(text=f"{layer} · index {result.index.version} · {stats['digests']} digests · "
                          f"{stats['facts']} facts · {stats['problems']} problem(s) · {result.seconds:.1f}s")
    files: list[discord.File] = []
    if full != short or len(short) + 10 > room:
        files.append(discord.File(io.BytesIO(full.encode("utf-8")), filename="refresh-report.txt"))
    return embed, files


class Target:
    """The layer a digest command changes: the shared one (seeds folder) or one server's own."""

    def __init__(self, refresher: Refresher, guild_id: int | None) -> None:
        """A layer's refresher (its folder and lock) and its server (None: shared)."""
        self.refresher = refresher
        self.guild_id = guild_id

    @property
    def shared(self) -> bool:
        """Whether this is the shared layer."""
        return self.guild_id is None

    @property
    def label(self) -> str:
        """The layer as moderators read it."""
        return "shared digests" if self.shared else "this server's digests"

    @property
    def folder_name(self) -> str:
        """The folder as a refusal names it."""
        return "The seeds folder" if self.shared else "This server's digests folder"


class ModerationCog(commands.Cog, name="Moderation"):
    """/refresh, /digest add|list|remove|hide|unhide and the seeds-folder watcher."""

    digest = app_commands.Group(name="digest", description="Manage the digests the bot answers from (moderators).",
                                guild_only=True, default_permissions=MODERATOR_PERMISSIONS)

    def __init__(self, bot: StoryBot) -> None:
        """Share the bot's refresher (and its lock) with the watcher."""
        self.bot = bot
        self.refresher = Refresher.for_bot(bot)
        self.watcher = SeedsWatcher(self.refresher, float(bot.settings.watch_interval or 0))

    @property
    def settings(self) -> Settings:
        """The bot's settings."""
        return self.bot.settings

    @property
    def layers(self) -> GuildLayers:
        """The bot's per-server layers."""
        return self.bot.layers

    async def cog_load(self) -> None:
        """Start watching the seeds folder (unless WATCH_INTERVAL is 0)."""
        if self.watcher.enabled:
            await self.watcher.prime()
            self.watcher.start()
        else:
            log.info("seeds watcher off (WATCH_INTERVAL=0)")

    async def cog_unload(self) -> None:
        """Stop the watcher."""
        await self.watcher.stop()

    # --- helpers ----------------------------------------------------------------------------------------------

    async def _target(self, interaction: discord.Interaction, shared: bool) -> Target | None:
        """The layer a command changes; None (after a private refusal) when a non-owner asks for the shared one."""
        if not shared:
            assert interaction.guild_id is not None  # guild-only commands
            return Target(self.layers.refresher(interaction.guild_id), interaction.guild_id)
        if not await interaction_is_owner(interaction):
            log.info("%s shared by user %s in guild %s refused: not an owner",
                     interaction.command.qualified_name if interaction.command else "?", interaction.user.id,
                     interaction.guild_id)
            await interaction.followup.send(f"\u26d4 {NOT_OWNER}", ephemeral=True, allowed_mentions=NO_MENTIONS)
            return None
        return Target(self.refresher, None)

    async def _audit(self, interaction: discord.Interaction, target: Target, action: str, detail: str) -> None:
        """Write one change to the audit log (a failure is logged, never shown as the command failing)."""
        try:
            await self.bot.store.audit(target.guild_id, interaction.user.id, action,
                                       detail if target.guild_id is not None
                                       else f"{detail} (from guild {interaction.guild_id})")
        except Exception:  # any failure of the database: the change itself is made
            log.exception("could not write the audit log")

    async def _check_limits(self, guild_id: int, name: str, size: int) -> None:
        """Refuse an upload that would take the server past its digest count or total size."""
        config = self.bot.config_for(guild_id)
        count, total = await self.layers.usage(guild_id, ignore=name)
        if count + 1 > config.max_digests:
            raise UploadRefused(f"this server has reached its limit of {config.max_digests} digest(s) of its own. "
                                "Remove one with `/digest remove` first (the bot's owners can raise the limit).")
        if total + size > config.max_digest_bytes:
            raise UploadRefused(f"this server's digests would take {_size(total + size)}, over its limit of "
                                f"{_size(config.max_digest_bytes)} in total. Remove or shorten a digest first "
                                "(the bot's owners can raise the limit).")

    def _shared_names(self) -> set[str]:
        """Names of the shared digests."""
        index = self.bot.index
        return set(index.digests) if index is not None else set()

    # --- /refresh -----------------------------------------------------------------------------------------

    @app_commands.command(name="refresh", description="Re-read this server's digests now and show what changed "
                                                      "(moderators).")
    @app_commands.describe(shared="Re-read the shared digests every server uses instead (the bot's owners only)")
    @moderator_only()
    async def refresh(self, interaction: discord.Interaction, shared: bool = False) -> None:
        """Rebuild one layer's index, swap it in and reply with the diff per digest and every problem."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        target = await self._target(interaction, shared)
        if target is None:
            return
        log.info("/refresh (%s) by user %s in guild %s", target.label, interaction.user.id, interaction.guild_id)
        try:
            result = await target.refresher.refresh(reason=f"/refresh by {interaction.user.id}")
        except RefreshError as exc:
            log.error("/refresh failed: %s", exc)
            await interaction.followup.send(f"\u26d4 Not refreshed: {safe(exc, 500)}.", ephemeral=True,
                                            allowed_mentions=NO_MENTIONS)
            return
        await self._audit(interaction, target, "refresh", result.diff.summary())
        embed, files = _report_embed("Index refreshed" if target.shared else "This server's digests refreshed",
                                     result, [], target.label)
        await interaction.followup.send(embed=embed, files=files, ephemeral=True, allowed_mentions=NO_MENTIONS)

    # --- /digest add ----------------------------------------------------------------------------------------

    @digest.command(name="add", description="Add a digest file to this server (.txt, UTF-8, up to 256 KiB) "
                                            "and refresh.")
    @app_commands.describe(file="The digest as a .txt file", replace="Overwrite a digest of the same name",
                           shared="Add it to the shared digests every server uses (the bot's owners only)")
    @moderator_only()
    async def digest_add(self, interaction: discord.Interaction, file: discord.Attachment,
                         replace: bool = False, shared: bool = False) -> None:
        """Check the upload, write it atomically into the layer's folder, refresh and report."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        target = await self._target(interaction, shared)
        if target is None:
            return
        name = file.filename
        try:
            check_name(name)
            check_content_type(file.content_type)
            check_size(file.size)  # before downloading anything
            own = target.guild_id  # None: the shared layer
            if own is not None:
                if name in self._shared_names():
                    raise UploadRefused(f"{name} is the name of a shared digest; give this server's digest "
                                        "another name.")
                await self._check_limits(own, name, file.size)
            data = await file.read()
            digest = await asyncio.to_thread(validate_digest, name, file.content_type, data)
            folder = target.refresher.seeds_dir
            async with target.refresher.lock:
                if own is not None:
                    await asyncio.to_thread(folder.mkdir, parents=True, exist_ok=True)
                    await self._check_limits(own, name, len(data))
                path = await asyncio.to_thread(check_target, folder, name, replace)
                existed = path.exists()
                kept = (await asyncio.to_thread(copy_to_trash, folder, trash_dir_of(self.settings, target.guild_id),
                                                name) if existed else None)
                await asyncio.to_thread(write_atomically, folder, name, data)
                result = await target.refresher.refresh_locked(
                    reason=f"/digest add {name} by {interaction.user.id}")
        except UploadRefused as exc:
            log.info("/digest add %r by user %s (guild %s) refused: %s", name, interaction.user.id,
                     interaction.guild_id, exc.reason)
            await interaction.followup.send(self._refusal("Not added", name, exc, target), ephemeral=True,
                                            allowed_mentions=NO_MENTIONS)
            return
        except discord.HTTPException as exc:
            await interaction.followup.send(f"\u26d4 Not added: could not download the file ({exc.status}). "
                                            f"{target.folder_name} is unchanged.", ephemeral=True,
                                            allowed_mentions=NO_MENTIONS)
            return
        except OSError as exc:  # a full disk, a read-only folder...
            await self._write_failed(interaction, "Not added", name, exc, target)
            return
        verb = "Replaced" if existed else "Added"
        log.info("/digest add: %s %s (%d facts, %s) by user %s in guild %s", verb.lower(), name, len(digest.facts),
                 target.label, interaction.user.id, interaction.guild_id)
        await self._audit(interaction, target, "digest-replace" if existed else "digest-add",
                          f"{name} ({len(data)} bytes, {len(digest.facts)} facts)"
                          + (f"; old version → trash {kept.name}" if kept is not None else ""))
        embed, files = _report_embed(f"{verb} {safe(name)}", result,
                                     [f"{verb} **{safe(name)}** in {target.label}: {len(digest.facts)} fact(s), "
                                      f"{len({s.key for s in digest.sources})} source(s), "
                                      f"{len(digest.episodes)} episode(s)."
                                      + (f" The old version is in the trash as `{kept.name}`." if kept is not None
                                         else "")], target.label)
        await interaction.followup.send(embed=embed, files=files, ephemeral=True, allowed_mentions=NO_MENTIONS)

    async def _write_failed(self, interaction: discord.Interaction, what: str, name: str | None, exc: OSError,
                            target: Target) -> None:
        """Say privately that a file could not be written: a full disk and a read-only folder by name."""
        where = exc.filename or target.refresher.seeds_dir
        reason = describe_write_error(exc, Path(str(where)).name or str(where)) or (
            f"the file could not be written ({exc.strerror or type(exc).__name__}).")
        log.error("%s %r by user %s in guild %s: %s: %s", what.lower(), name, interaction.user.id,
                  interaction.guild_id, type(exc).__name__, exc)
        await interaction.followup.send(self._refusal(what, name, UploadRefused(reason), target), ephemeral=True,
                                        allowed_mentions=NO_MENTIONS)

    @staticmethod
    def _refusal(what: str, name: str | None, exc: UploadRefused, target: Target | None = None) -> str:
        """A refusal message: the name, the reason, problem lines in a code block; within 2,000 characters."""
        label = f" {safe(name, 100)}" if name else ""
        folder = target.folder_name if target is not None else "The seeds folder"
        text = f"\u26d4 **{what}:**{label} — {safe(exc.reason, 500)}\n{folder} is unchanged."
        if exc.details:
            text += "\n" + code_block("\n".join(exc.details), limit=CONTENT_LIMIT - len(text) - 1)
        return text[:CONTENT_LIMIT]

    # --- /digest list ---------------------------------------------------------------------------------------

    @digest.command(name="list", description="This server's digests and the shared ones, with counts and dates.")
    @moderator_only()
    async def digest_list(self, interaction: discord.Interaction) -> None:
        """This server's own digests, then the shared ones (marking those hidden here), with counts and problems."""
        guild_id = interaction.guild_id
        assert guild_id is not None  # guild-only commands
        shared: FactIndex | None = self.bot.index
        own: FactIndex | None = self.layers.indexes.get(guild_id)
        hidden = self.layers.hidden.get(guild_id, frozenset())
        if (shared is None or not shared.digests) and (own is None or not own.digests):
            await interaction.response.send_message("No digests are loaded. Add one with `/digest add`.",
                                                    ephemeral=True, allowed_mentions=NO_MENTIONS)
            return
        config = self.bot.config_for(guild_id)
        count, total = await self.layers.usage(guild_id)
        lines = [f"__This server's own digests__ ({count} of {config.max_digests}, {_size(total)} of "
                 f"{_size(config.max_digest_bytes)}):"]
        own_digests = own.digests if own is not None else {}
        own_kept = own.kept if own is not None else {}
        lines += [_digest_line(n, own_digests[n], own_kept) for n in sorted(own_digests)] or [
            "none yet \u2014 add one with `/digest add`"]
        shared_digests = shared.digests if shared is not None else {}
        shared_kept = shared.kept if shared is not None else {}
        lines.append(f"\n__Shared digests__ (from the bot's operator, every server; {len(hidden)} hidden here):")
        lines += [_digest_line(n, shared_digests[n], shared_kept, " · *hidden here*" if n in hidden else "")
                  for n in sorted(shared_digests)] or ["none"]
        seen = len(own_digests) + len([n for n in shared_digests if n not in hidden])
        problems = any(d.problems for d in list(own_digests.values()) + list(shared_digests.values()))
        embed = discord.Embed(title=f"{seen} digest(s) answer questions here",
                              description=fit_lines(lines, EMBED_DESCRIPTION_LIMIT, "… and {n} more digest(s)"),
                              colour=WARN_COLOUR if problems else OK_COLOUR)
        view = self.bot.view_for(guild_id)
        refreshed = self.bot.index_refreshed_at
        if view is not None:
            stats = view.stats()
            embed.add_field(name="Index", value=f"version `{view.version}` · {stats['facts']} facts · "
                            f"{stats['sources']} sources" + (f" · shared refreshed {timestamp(refreshed)}"
                                                             if refreshed else ""), inline=False)
        await interaction.response.send_message(embed=embed, ephemeral=True, allowed_mentions=NO_MENTIONS)

    # --- /digest remove -------------------------------------------------------------------------------------

    @digest.command(name="remove", description="Move one of this server's digests to the trash and refresh.")
    @app_commands.describe(name="The digest file to remove",
                           shared="Remove a shared digest every server uses (the bot's owners only)")
    @moderator_only()
    async def digest_remove(self, interaction: discord.Interaction, name: str, shared: bool = False) -> None:
        """Move the layer's <name> to the trash under a timestamped name, refresh and report."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        target = await self._target(interaction, shared)
        if target is None:
            return
        try:
            check_name(name)
            folder = target.refresher.seeds_dir
            if not target.shared and not await asyncio.to_thread((folder / name).is_file):
                hint = (" It is a shared digest: hide it for this server with `/digest hide`."
                        if name in self._shared_names() else "")
                raise UploadRefused(f"this server has no digest named {name}.{hint}")
            async with target.refresher.lock:
                moved = await asyncio.to_thread(move_to_trash, folder, trash_dir_of(self.settings, target.guild_id),
                                                name)
                result = await target.refresher.refresh_locked(
                    reason=f"/digest remove {name} by {interaction.user.id}")
        except UploadRefused as exc:
            await interaction.followup.send(self._refusal("Not removed", name, exc, target), ephemeral=True,
                                            allowed_mentions=NO_MENTIONS)
            return
        except OSError as exc:  # a full disk, a read-only trash or digests folder...
            await self._write_failed(interaction, "Not removed", name, exc, target)
            return
        log.info("/digest remove: %s (%s) moved to %s by user %s in guild %s", name, target.label, moved,
                 interaction.user.id, interaction.guild_id)
        await self._audit(interaction, target, "digest-remove", f"{name} → trash {moved.name}")
        embed, files = _report_embed(f"Removed {safe(name)}", result,
                                     [f"Moved **{safe(name)}** to the trash as `{moved.name}` "
                                      f"(the bot's operator can restore it)."], target.label)
        await interaction.followup.send(embed=embed, files=files, ephemeral=True, allowed_mentions=NO_MENTIONS)

    @digest_remove.autocomplete("name")
    async def _digest_name_autocomplete(self, interaction: discord.Interaction,
                                        current: str) -> list[app_commands.Choice[str]]:
        """This server's digest names containing what was typed (the shared ones with shared:True, for owners)."""
        if not interaction_is_moderator(interaction) or interaction.guild_id is None:
            return []
        if getattr(interaction.namespace, "shared", False):
            if not await interaction_is_owner(interaction):
                return []
            names = self._shared_names()
            try:
                names.update(p.name for p in await asyncio.to_thread(digest_paths, self.refresher.seeds_dir))
            except (OSError, RuntimeError):
                pass
        else:
            own = self.layers.indexes.get(interaction.guild_id)
            names = set(own.digests) if own is not None else set()
            try:
                names.update(p.name for p in await asyncio.to_thread(self.layers.digest_files, interaction.guild_id))
            except OSError:
                pass
        return _choices(names, current)

    # --- /digest hide | unhide ------------------------------------------------------------------------------

    @digest.command(name="hide", description="Stop answering from a shared digest in this server.")
    @app_commands.describe(name="The shared digest to hide in this server")
    @moderator_only()
    async def digest_hide(self, interaction: discord.Interaction, name: str) -> None:
        """Hide a shared digest for this server's members (kept in the database, audited)."""
        await self._set_hidden(interaction, name, True)

    @digest.command(name="unhide", description="Answer from a hidden shared digest in this server again.")
    @app_commands.describe(name="The hidden shared digest to show again")
    @moderator_only()
    async def digest_unhide(self, interaction: discord.Interaction, name: str) -> None:
        """Show a hidden shared digest to this server's members again."""
        await self._set_hidden(interaction, name, False)

    async def _set_hidden(self, interaction: discord.Interaction, name: str, hidden: bool) -> None:
        """Store the change, apply it at once and say what it did."""
        guild_id = interaction.guild_id
        assert guild_id is not None
        current = self.layers.hidden.get(guild_id, frozenset())
        if hidden and name not in self._shared_names():
            await interaction.response.send_message(
                f"\u26d4 There is no shared digest named {safe(name, 100)}. Nothing was changed.", ephemeral=True,
                allowed_mentions=NO_MENTIONS)
            return
        if not hidden and name not in current:
            await interaction.response.send_message(
                f"{safe(name, 100)} is not hidden in this server. Nothing was changed.", ephemeral=True,
                allowed_mentions=NO_MENTIONS)
            return
        try:
            await self.bot.store.set_hidden(guild_id, name, hidden, interaction.user.id)
        except Exception as exc:  # a locked, read-only, full or damaged database
            log.warning("/digest %s in guild %s not saved: %s: %s", "hide" if hidden else "unhide", guild_id,
                        type(exc).__name__, exc)
            await interaction.response.send_message(
                f"\u26d4 Not saved: {describe_store_error(exc, self.bot.store.path)} Nothing was changed.",
                ephemeral=True, allowed_mentions=NO_MENTIONS)
            return
        self.layers.apply_hidden(guild_id, (current | {name}) if hidden else (current - {name}))
        log.info("/digest %s %s by user %s in guild %s", "hide" if hidden else "unhide", name, interaction.user.id,
                 guild_id)
        text = (f"Hidden: **{safe(name)}** no longer answers questions in this server (`/digest unhide` shows it "
                "again)." if hidden else f"Shown again: **{safe(name)}** answers questions in this server again.")
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_MENTIONS)

    @digest_hide.autocomplete("name")
    async def _hide_autocomplete(self, interaction: discord.Interaction,
                                 current: str) -> list[app_commands.Choice[str]]:
        """Shared digests not hidden in this server yet."""
        if not interaction_is_moderator(interaction) or interaction.guild_id is None:
            return []
        hidden = self.layers.hidden.get(interaction.guild_id, frozenset())
        return _choices(self._shared_names() - hidden, current)

    @digest_unhide.autocomplete("name")
    async def _unhide_autocomplete(self, interaction: discord.Interaction,
                                   current: str) -> list[app_commands.Choice[str]]:
        """The shared digests this server hides."""
        if not interaction_is_moderator(interaction) or interaction.guild_id is None:
            return []
        return _choices(set(self.layers.hidden.get(interaction.guild_id, frozenset())), current)


def _choices(names: set[str], current: str) -> list[app_commands.Choice[str]]:
    """Autocomplete choices: names containing what was typed, sorted, at most 25."""
    typed = (current or "").casefold().strip()
    hits = sorted(n for n in names if typed in n.casefold())
    return [app_commands.Choice(name=n[:100], value=n) for n in hits[:25] if len(n) <= 100]
