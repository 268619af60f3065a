"""Moderator commands that keep the index fresh: /refresh and /digest add|list|remove, plus the watcher."""

from __future__ import annotations

import asyncio
import io
import logging
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.refresh import RefreshError, Refresher, RefreshResult, digest_paths
from bot.watcher import SeedsWatcher
from knowledge.models import Digest

from .checks import interaction_is_moderator, moderator_only
from .render import CONTENT_LIMIT, EMBED_DESCRIPTION_LIMIT, code_block, fit_lines, safe, timestamp
from .uploads import (UploadRefused, check_content_type, check_name, check_size, check_target,
                      move_to_trash, validate_digest, write_atomically)

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()
OK_COLOUR = discord.Colour.green()
WARN_COLOUR = discord.Colour.orange()


def trash_dir_of(settings: Any) -> Path:
    """Where removed digests go: DATA_DIR/trash."""
    return Path(settings.data_dir) / "trash"


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


def _report_embed(title: str, result: RefreshResult, lines: list[str]) -> tuple[discord.Embed, list[discord.File]]:
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
    embed.set_footer(text=f"index {result.index.version} · {stats['digests']} digests · {stats['facts']} facts · "
                          f"{stats['problems']} problem(s) · {result.seconds:.1f}s")
    files: list[discord.File] = []
    if full != short or len(short) + 10 > room:
        files.append(discord.File(io.BytesIO(full.encode("utf-8")), filename="refresh-report.txt"))
    return embed, files


class ModerationCog(commands.Cog, name="Moderation"):
    """/refresh, /digest add|list|remove and the seeds-folder watcher."""

    digest = app_commands.Group(name="digest", description="Manage the digests the bot answers from (moderators).",
                                guild_only=True, default_permissions=discord.Permissions(manage_guild=True))

    def __init__(self, bot: commands.Bot) -> None:
        """Share the bot's refresher (and its lock) with the watcher."""
        self.bot = bot
        self.refresher = Refresher.for_bot(bot)
        interval = float(getattr(bot.settings, "watch_interval", 0) or 0)
        self.watcher = SeedsWatcher(self.refresher, interval)

    @property
    def settings(self) -> Any:
        """The bot's settings."""
        return self.bot.settings  # type: ignore[attr-defined]

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

    # --- /refresh -----------------------------------------------------------------------------------------

    @app_commands.command(name="refresh", description="Re-read the digests now and show what changed (moderators).")
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    @moderator_only()
    async def refresh(self, interaction: discord.Interaction) -> None:
        """Rebuild the index, swap it in and reply with the diff per digest and every problem."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        log.info("/refresh by user %s in guild %s", interaction.user.id, interaction.guild_id)
        try:
            result = await self.refresher.refresh(reason=f"/refresh by {interaction.user.id}")
        except RefreshError as exc:
            log.error("/refresh failed: %s", exc)
            await interaction.followup.send(f"\u26d4 Not refreshed: {safe(exc, 500)}.", ephemeral=True,
                                            allowed_mentions=NO_MENTIONS)
            return
        embed, files = _report_embed("Index refreshed", result, [])
        await interaction.followup.send(embed=embed, files=files, ephemeral=True, allowed_mentions=NO_MENTIONS)

    # --- /digest add ----------------------------------------------------------------------------------------

    @digest.command(name="add", description="Add a digest file (.txt, UTF-8, up to 256 KiB) and refresh.")
    @app_commands.describe(file="The digest as a .txt file", replace="Overwrite a digest of the same name")
    @moderator_only()
    async def digest_add(self, interaction: discord.Interaction, file: discord.Attachment,
                         replace: bool = False) -> None:
        """Check the upload, write it atomically into the seeds folder, refresh and report."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        name = file.filename
        try:
            check_name(name)
            check_content_type(file.content_type)
            check_size(file.size)  # before downloading anything
            data = await file.read()
            digest = await asyncio.to_thread(validate_digest, name, file.content_type, data)
            seeds_dir = self.refresher.seeds_dir
            async with self.refresher.lock:
                target = await asyncio.to_thread(check_target, seeds_dir, name, replace)
                existed = target.exists()
                await asyncio.to_thread(write_atomically, seeds_dir, name, data)
                result = await self.refresher.refresh_locked(reason=f"/digest add {name} by {interaction.user.id}")
        except UploadRefused as exc:
            log.info("/digest add %r by user %s refused: %s", name, interaction.user.id, exc.reason)
            await interaction.followup.send(self._refusal("Not added", name, exc), ephemeral=True,
                                            allowed_mentions=NO_MENTIONS)
            return
        except discord.HTTPException as exc:
            await interaction.followup.send(f"\u26d4 Not added: could not download the file ({exc.status}). "
                                            "The seeds folder is unchanged.", ephemeral=True,
                                            allowed_mentions=NO_MENTIONS)
            return
        verb = "Replaced" if existed else "Added"
        log.info("/digest add: %s %s (%d facts) by user %s", verb.lower(), name, len(digest.facts), interaction.user.id)
        embed, files = _report_embed(f"{verb} {safe(name)}", result,
                                     [f"{verb} **{safe(name)}**: {len(digest.facts)} fact(s), "
                                      f"{len({s.key for s in digest.sources})} source(s), "
                                      f"{len(digest.episodes)} episode(s)."])
        await interaction.followup.send(embed=embed, files=files, ephemeral=True, allowed_mentions=NO_MENTIONS)

    @staticmethod
    def _refusal(what: str, name: str | None, exc: UploadRefused) -> str:
        """A refusal message: the name, the reason, problem lines in a code block; within 2,000 characters."""
        label = f" {safe(name, 100)}" if name else ""
        text = f"\u26d4 **{what}:**{label} — {safe(exc.reason, 500)}\nThe seeds folder is unchanged."
        if exc.details:
            text += "\n" + code_block("\n".join(exc.details), limit=CONTENT_LIMIT - len(text) - 1)
        return text[:CONTENT_LIMIT]

    # --- /digest list ---------------------------------------------------------------------------------------

    @digest.command(name="list", description="The digests in the index with their counts and dates.")
    @moderator_only()
    async def digest_list(self, interaction: discord.Interaction) -> None:
        """Each digest: facts, sources, episodes, the days it covers, and whether it has problems."""
        index = self.bot.index  # type: ignore[attr-defined]
        if index is None or not index.digests:
            await interaction.response.send_message("No digests are loaded. Add one with `/digest add`.",
                                                    ephemeral=True, allowed_mentions=NO_MENTIONS)
            return
        kept = getattr(index, "kept", {}) or {}
        lines = []
        for name in sorted(index.digests):
            d = index.digests[name]
            flags = ""
            if name in kept:
                flags = " · \u26a0\ufe0f failed to parse, previous facts kept"
            elif d.failed:
                flags = " · \u26a0\ufe0f failed to parse"
            elif d.problems:
                flags = f" · {len(d.problems)} problem(s)"
            title = f" — {safe(d.title, 80)}" if d.title else ""
            lines.append(f"**{safe(name)}**{title}\n{len(d.facts)} facts · {len({s.key for s in d.sources})} sources"
                         f" · {len(d.episodes)} episodes · {_digest_dates(d)}{flags}")
        embed = discord.Embed(title=f"{len(index.digests)} digest(s)",
                              description=fit_lines(lines, EMBED_DESCRIPTION_LIMIT, "… and {n} more digest(s)"),
                              colour=WARN_COLOUR if index.problems else OK_COLOUR)
        refreshed = getattr(self.bot, "index_refreshed_at", None)
        stats = index.stats()
        embed.add_field(name="Index", value=f"version `{index.version}` · {stats['facts']} facts · "
                        f"{stats['sources']} sources" + (f" · refreshed {timestamp(refreshed)}" if refreshed else ""),
                        inline=False)
        await interaction.response.send_message(embed=embed, ephemeral=True, allowed_mentions=NO_MENTIONS)

    # --- /digest remove -------------------------------------------------------------------------------------

    @digest.command(name="remove", description="Move a digest to the trash and refresh.")
    @app_commands.describe(name="The digest file to remove")
    @moderator_only()
    async def digest_remove(self, interaction: discord.Interaction, name: str) -> None:
        """Move seeds/<name> to DATA_DIR/trash under a timestamped name, refresh and report."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            check_name(name)
            seeds_dir = self.refresher.seeds_dir
            async with self.refresher.lock:
                moved = await asyncio.to_thread(move_to_trash, seeds_dir, trash_dir_of(self.settings), name)
                result = await self.refresher.refresh_locked(reason=f"/digest remove {name} by {interaction.user.id}")
        except UploadRefused as exc:
            await interaction.followup.send(self._refusal("Not removed", name, exc), ephemeral=True,
                                            allowed_mentions=NO_MENTIONS)
            return
        log.info("/digest remove: %s moved to %s by user %s", name, moved, interaction.user.id)
        embed, files = _report_embed(f"Removed {safe(name)}", result,
                                     [f"Moved **{safe(name)}** to the trash as `{moved.name}` "
                                      "(move it back into the seeds folder to restore it)."])
        await interaction.followup.send(embed=embed, files=files, ephemeral=True, allowed_mentions=NO_MENTIONS)

    @digest_remove.autocomplete("name")
    async def _digest_name_autocomplete(self, interaction: discord.Interaction,
                                        current: str) -> list[app_commands.Choice[str]]:
        """Digest names containing what was typed (moderators only)."""
        if not interaction_is_moderator(interaction):
            return []
        index = self.bot.index  # type: ignore[attr-defined]
        names = set(index.digests) if index is not None else set()
        try:
            names.update(p.name for p in await asyncio.to_thread(digest_paths, self.refresher.seeds_dir))
        except (OSError, RuntimeError):
            pass
        typed = current.casefold().strip()
        hits = sorted(n for n in names if typed in n.casefold())
        return [app_commands.Choice(name=n[:100], value=n) for n in hits[:25] if len(n) <= 100]

