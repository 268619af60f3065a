"""Who is a moderator, and the check every moderator command runs before doing anything."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import discord
from discord import app_commands

NOT_MODERATOR = ("Only moderators can use this command: it needs the Manage Server permission "
                 "or one of the moderator roles. Nothing was changed.")
SERVER_ONLY = "This command works in a server only, not in direct messages. Nothing was changed."
NOT_OWNER = ("Only the bot's owners can change the shared digests every server answers from (the application's "
             "owner or team, or OWNER_IDS). This server's own digests are managed without `shared`. "
             "Nothing was changed.")
NOT_MANAGER = ("Only members with the Manage Server permission can change this server's settings. "
               "Nothing was changed.")


class NotModerator(app_commands.CheckFailure):
    """Raised by the moderator check; its message is shown to the member (ephemerally, by the tree's on_error)."""

    def __init__(self, message: str = NOT_MODERATOR) -> None:
        """Carry a message meant for the member."""
        super().__init__(message)
        self.message = message


def _role_ids(member: discord.Member) -> set[int]:
    """The member's role ids, from the cached roles or, for a partially cached guild, the raw payload ids."""
    ids = {role.id for role in member.roles}
    ids.update(int(r) for r in getattr(member, "_roles", ()) or ())
    return ids


def is_moderator(user: discord.abc.User | None, moderator_role_ids: Iterable[int] = (),
                 permissions: discord.Permissions | None = None) -> bool:
    """Whether a member may moderate: Manage Server (or Administrator), or a moderator role.

    ``permissions`` are the member's resolved permissions as Discord sent them with an interaction
    (they already account for the owner and Administrator); the member's cached guild permissions are
    checked as well.
    """
    if not isinstance(user, discord.Member):
        return False
    for perms in (permissions, user.guild_permissions):
        if perms is not None and (perms.manage_guild or perms.administrator):
            return True
    wanted = {int(r) for r in moderator_role_ids}
    return bool(wanted & _role_ids(user))


def moderator_role_ids_of(client: Any, guild_id: int | None = None) -> list[int]:
    """A server's moderator role ids: its own setting, else MODERATOR_ROLE_IDS (none without settings)."""
    config_for = getattr(client, "config_for", None)
    if callable(config_for):
        return list(config_for(guild_id).moderator_role_ids)
    settings = getattr(client, "settings", None)
    return list(getattr(settings, "moderator_role_ids", None) or [])


def interaction_is_moderator(interaction: discord.Interaction) -> bool:
    """Whether the member behind an interaction is a moderator of that server (False outside servers)."""
    if interaction.guild_id is None:
        return False
    return is_moderator(interaction.user, moderator_role_ids_of(interaction.client, interaction.guild_id),
                        interaction.permissions)


def interaction_can_manage(interaction: discord.Interaction) -> bool:
    """Whether the member behind an interaction has Manage Server (or Administrator) in that server."""
    if interaction.guild_id is None or not isinstance(interaction.user, discord.Member):
        return False
    for perms in (interaction.permissions, interaction.user.guild_permissions):
        if perms is not None and (perms.manage_guild or perms.administrator):
            return True
    return False


async def interaction_is_owner(interaction: discord.Interaction) -> bool:
    """Whether the user behind an interaction owns the bot (OWNER_IDS, the application's owner or team)."""
    is_bot_owner = getattr(interaction.client, "is_bot_owner", None)
    if not callable(is_bot_owner):
        return False
    return bool(await is_bot_owner(interaction.user))


async def check_moderator(interaction: discord.Interaction) -> bool:
    """The app-command check: True for moderators, NotModerator (with the reason) for anyone else."""
    if interaction.guild_id is None:
        raise NotModerator(SERVER_ONLY)
    if not interaction_is_moderator(interaction):
        raise NotModerator()
    return True


def moderator_only():  # noqa: ANN201 - a decorator
    """Decorator: the command runs for moderators only (checked when run, whatever Discord shows)."""
    return app_commands.check(check_moderator)
