"""Who is a moderator, and ``moderator_only()``: the one decorator every moderator command carries."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

import discord
from discord import app_commands

from bot.client import bot_of

T = TypeVar("T")

# What Discord asks of a member before it shows a moderator command (a server may grant it to other roles).
MODERATOR_PERMISSIONS = discord.Permissions(manage_guild=True)

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


def _can_manage(member: discord.Member, permissions: discord.Permissions | None) -> bool:
    """Manage Server or Administrator, in the permissions an interaction carries or the member's cached ones."""
    for perms in (permissions, member.guild_permissions):
        if perms is not None and (perms.manage_guild or perms.administrator):
            return True
    return False


def is_moderator(user: discord.abc.User | None, moderator_role_ids: Iterable[int] = (),
                 permissions: discord.Permissions | None = None) -> bool:
    """Whether a member may moderate: Manage Server (or Administrator), or a moderator role.

    ``permissions`` are the member's resolved permissions as Discord sent them with an interaction
    (they already account for the owner and Administrator); the member's cached guild permissions are
    checked as well. Roles are the member's roles the guild cache knows (``Member.roles``).
    """
    if not isinstance(user, discord.Member):
        return False
    if _can_manage(user, permissions):
        return True
    wanted = {int(r) for r in moderator_role_ids}
    return any(role.id in wanted for role in user.roles)


def interaction_is_moderator(interaction: discord.Interaction) -> bool:
    """Whether the member behind an interaction is a moderator of that server (False outside servers)."""
    if interaction.guild_id is None:
        return False
    role_ids = bot_of(interaction).config_for(interaction.guild_id).moderator_role_ids
    return is_moderator(interaction.user, role_ids, interaction.permissions)


def interaction_can_manage(interaction: discord.Interaction) -> bool:
    """Whether the member behind an interaction has Manage Server (or Administrator) in that server."""
    if interaction.guild_id is None or not isinstance(interaction.user, discord.Member):
        return False
    return _can_manage(interaction.user, interaction.permissions)


async def interaction_is_owner(interaction: discord.Interaction) -> bool:
    """Whether the user behind an interaction owns the bot (OWNER_IDS, the application's owner or team)."""
    return await bot_of(interaction).is_bot_owner(interaction.user)


async def check_moderator(interaction: discord.Interaction) -> bool:
    """The app-command check: True for moderators, NotModerator (with the reason) for anyone else."""
    if interaction.guild_id is None:
        raise NotModerator(SERVER_ONLY)
    if not interaction_is_moderator(interaction):
        raise NotModerator()
    return True


def moderator_only() -> Callable[[T], T]:
    """Decorator: a command for moderators (Manage Server, or a moderator role), in servers only.

    One decorator for what every moderator command needs: Discord shows the command to members with
    Manage Server by default (a server can grant it to its moderator roles under Integrations) and in
    servers only, and ``check_moderator`` refuses anyone else when it runs, whatever Discord showed. In a
    group (/digest, /story) Discord takes the first two from the group and ignores them on subcommands;
    the check runs for each subcommand.
    """
    default_permissions = app_commands.default_permissions(MODERATOR_PERMISSIONS)
    check = app_commands.check(check_moderator)

    def decorator(command: T) -> T:
        """Apply the permissions, the server-only flag and the check."""
        return default_permissions(app_commands.guild_only()(check(command)))

    return decorator
