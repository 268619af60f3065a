"""/settings: a server's own settings (moderator roles, answer channels, cooldown, limits), shown and changed.

Members with Manage Server change moderator roles, answer channels and the cooldown; only the bot's owners
change the limits (digest count and total size), which protect the operator's disk. Every change is stored
in the database (bot.store: guild_settings, audit_log) with who made it, logged, and takes effect at once.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import StoryBot
from bot.guildconfig import KEYS, OWNER_KEYS, GuildConfig
from bot.store import AuditEntry, describe_store_error

from .checks import NOT_MANAGER, NOT_OWNER, interaction_can_manage, interaction_is_owner, moderator_only
from .render import EMBED_FIELD_LIMIT, NO_MENTIONS, fit_lines, safe, timestamp

log = logging.getLogger(__name__)

RESET_CHOICES = [app_commands.Choice(name=k, value=k) for k in KEYS] + [app_commands.Choice(name="all", value="all")]
LABELS = {"moderator_role_ids": "Moderator roles", "answer_channel_ids": "Answer channels",
          "cooldown_rate": "Cooldown: questions", "cooldown_seconds": "Cooldown: seconds",
          "max_digests": "Limit: digests", "max_digest_bytes": "Limit: total size"}


def show_value(key: str, value: Any) -> str:
    """A setting's value as a moderator reads it (roles and channels as Discord tags, which ping nobody)."""
    if key == "moderator_role_ids":
        return ", ".join(f"<@&{int(r)}>" for r in value) or "none (Manage Server only)"
    if key == "answer_channel_ids":
        return ", ".join(f"<#{int(c)}>" for c in value) or "none"
    if key == "cooldown_seconds":
        return "off" if float(value) == 0 else f"{float(value):g} s"
    if key == "max_digest_bytes":
        return f"{int(value) // 1024:,} KiB"
    return f"{value:,}" if isinstance(value, int) else str(value)


def settings_embed(config: GuildConfig, defaults: GuildConfig, hidden: frozenset[str],
                   audit: list[AuditEntry]) -> discord.Embed:
    """This server's settings (each marked as set here or the default), hidden digests and the latest changes."""
    changed = config.changed_from(defaults)
    lines = [f"**{LABELS[k]}**: {show_value(k, getattr(config, k))}"
             + ("" if k not in changed else f" *(set here; default {show_value(k, getattr(defaults, k))})*")
             for k in KEYS]
    embed = discord.Embed(title="This server's settings", description="\n".join(lines),
                          colour=discord.Colour.blurple())
    if hidden:
        embed.add_field(name="Shared digests hidden here", value=fit_lines(
            [safe(n) for n in sorted(hidden)], EMBED_FIELD_LIMIT), inline=False)
    if audit:
        embed.add_field(name="Latest changes", value=fit_lines(
            [f"{timestamp(e.at)} <@{e.user_id}>: {e.action} {safe(e.detail, 120)}" if e.user_id
             else f"{timestamp(e.at)} operator: {e.action} {safe(e.detail, 120)}" for e in audit],
            EMBED_FIELD_LIMIT), inline=False)
    embed.set_footer(text="Change with /settings options (Manage Server); the limits only the bot's owners.")
    return embed


class ServerSettingsCog(commands.Cog, name="ServerSettings"):
    """/settings for each server."""

    def __init__(self, bot: StoryBot) -> None:
        """Keep the bot (its store and layers)."""
        self.bot = bot

    @app_commands.command(name="settings", description="This server's settings; give options to change them.")
    @app_commands.describe(
        add_moderator_role="Members with this role become moderators here",
        remove_moderator_role="Members with this role stop being moderators here",
        add_answer_channel="Answer questions in this channel without a mention (needs the message-content intent)",
        remove_answer_channel="Stop answering there without a mention",
        cooldown_rate="Questions a member may ask per cooldown window",
        cooldown_seconds="Length of the cooldown window in seconds (0 = no limit)",
        max_digests="How many digests this server may add (the bot's owners only)",
        max_digest_kib="Total size of this server's digests in KiB (the bot's owners only)",
        reset="Put a setting (or all) back to the bot's default")
    @app_commands.choices(reset=RESET_CHOICES)
    @moderator_only()
    async def settings(self, interaction: discord.Interaction,
                       add_moderator_role: discord.Role | None = None,
                       remove_moderator_role: discord.Role | None = None,
                       add_answer_channel: discord.TextChannel | None = None,
                       remove_answer_channel: discord.TextChannel | None = None,
                       cooldown_rate: app_commands.Range[int, 1, 1000] | None = None,
                       cooldown_seconds: app_commands.Range[float, 0, 86400] | None = None,
                       max_digests: app_commands.Range[int, 0, 10000] | None = None,
                       max_digest_kib: app_commands.Range[int, 0, 1048576] | None = None,
                       reset: app_commands.Choice[str] | None = None) -> None:
        """Show the settings; with options, change them (Manage Server; the limits: owners), audited."""
        guild_id = interaction.guild_id
        assert guild_id is not None
        layers = self.bot.layers
        store = self.bot.store
        config = layers.config(guild_id)
        defaults = layers.defaults
        wanted: dict[str, Any] = {}
        if add_moderator_role or remove_moderator_role:
            roles = [r for r in config.moderator_role_ids if not remove_moderator_role or r != remove_moderator_role.id]
            if add_moderator_role and add_moderator_role.id not in roles:
                roles.append(add_moderator_role.id)
            wanted["moderator_role_ids"] = tuple(roles)
        if add_answer_channel or remove_answer_channel:
            chans = [c for c in config.answer_channel_ids
                     if not remove_answer_channel or c != remove_answer_channel.id]
            if add_answer_channel and add_answer_channel.id not in chans:
                chans.append(add_answer_channel.id)
            wanted["answer_channel_ids"] = tuple(chans)
        for key, value in (("cooldown_rate", cooldown_rate), ("cooldown_seconds", cooldown_seconds),
                           ("max_digests", max_digests),
                           ("max_digest_bytes", None if max_digest_kib is None else max_digest_kib * 1024)):
            if value is not None:
                wanted[key] = value
        resets = set(KEYS if reset is not None and reset.value == "all" else [reset.value] if reset else [])
        if wanted or resets:
            if not interaction_can_manage(interaction):
                await interaction.response.send_message(f"\u26d4 {NOT_MANAGER}", ephemeral=True,
                                                        allowed_mentions=NO_MENTIONS)
                return
            touches_limits = any(k in OWNER_KEYS for k in wanted) or any(
                k in OWNER_KEYS and getattr(config, k) != getattr(defaults, k) for k in resets)
            if touches_limits and not await interaction_is_owner(interaction):
                await interaction.response.send_message(
                    "\u26d4 Only the bot's owners can change this server's limits (digest count and total size). "
                    "Nothing was changed.", ephemeral=True, allowed_mentions=NO_MENTIONS)
                return
            changes: dict[str, Any] = {k: None for k in resets}
            for key, value in wanted.items():
                # A value equal to the default is stored as "use the default", so a later default applies.
                changes[key] = None if value == getattr(defaults, key) else (
                    list(value) if isinstance(value, tuple) else value)
            try:
                stored = await store.set_guild_settings(guild_id, changes, interaction.user.id)
            except Exception as exc:  # a locked, read-only, full or damaged database
                log.warning("/settings in guild %s not saved: %s: %s", guild_id, type(exc).__name__, exc)
                await interaction.response.send_message(
                    f"\u26d4 Not saved: {describe_store_error(exc, store.path)} Nothing was changed.",
                    ephemeral=True, allowed_mentions=NO_MENTIONS)
                return
            config = layers.apply_settings(guild_id, stored)
            log.info("/settings by user %s in guild %s: %s", interaction.user.id, guild_id,
                     ", ".join(f"{k}={'default' if v is None else v}" for k, v in changes.items()))
        try:
            audit = await store.audit_log(guild_id, 5)
        except Exception as exc:  # the settings are still shown
            log.warning("audit log unreadable: %s: %s", type(exc).__name__, exc)
            audit = []
        embed = settings_embed(config, defaults, layers.hidden.get(guild_id, frozenset()), audit)
        await interaction.response.send_message(embed=embed, ephemeral=True, allowed_mentions=NO_MENTIONS)


__all__ = ["ServerSettingsCog", "NOT_OWNER", "settings_embed"]
