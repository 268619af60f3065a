"""bot.exts.moderation.checks: who is a moderator, and the refusal every moderator command gives anyone else."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from bot.exts.moderation.checks import NOT_MODERATOR, NotModerator, check_moderator, is_moderator, moderator_only
from tests.bot.exts.moderation.modkit import MANAGER_ROLE, MOD_ROLE, OTHER_ROLE, Env
from tests.digests import GAMMA


async def test_manage_server_permission_makes_a_moderator(env: Env) -> None:
    member = env.member(permissions=discord.Permissions(manage_guild=True).value)
    assert is_moderator(member, [], discord.Permissions(manage_guild=True))
    assert is_moderator(env.member(roles=(MANAGER_ROLE,)), [])  # from the cached guild roles
    interaction = env.interaction({"id": "1", "name": "refresh", "type": 1},
                                  member=env.member_payload(permissions=discord.Permissions(manage_guild=True).value))
    assert await check_moderator(interaction) is True


async def test_administrator_is_a_moderator(env: Env) -> None:
    admin = env.member_payload(permissions=discord.Permissions(administrator=True).value)
    assert await check_moderator(env.interaction({"id": "1", "name": "refresh", "type": 1}, member=admin))


async def test_moderator_role_makes_a_moderator(env: Env) -> None:
    member = env.member(roles=(MOD_ROLE,))
    assert not member.guild_permissions.manage_guild
    assert is_moderator(member, [MOD_ROLE])
    assert not is_moderator(member, [])
    assert await check_moderator(env.interaction({"id": "1", "name": "refresh", "type": 1}, member=env.mod()))


async def test_neither_is_refused_with_a_clear_message(env: Env) -> None:
    member = env.member(roles=(OTHER_ROLE,))
    assert not is_moderator(member, [MOD_ROLE], discord.Permissions(send_messages=True))
    with pytest.raises(NotModerator) as info:
        await check_moderator(env.interaction({"id": "1", "name": "refresh", "type": 1}, member=env.fan()))
    assert isinstance(info.value, app_commands.CheckFailure)
    assert "Manage Server" in str(info.value) and "moderator role" in str(info.value)


async def test_direct_messages_are_refused(env: Env) -> None:
    with pytest.raises(NotModerator):
        await check_moderator(env.interaction({"id": "1", "name": "refresh", "type": 1}, guild=False,
                                              member=env.mod()))


async def test_moderator_commands_are_hidden_and_server_only(env: Env) -> None:
    for name in ("refresh", "unanswered", "stats", "settings", "digest"):
        command = env.bot.tree.get_command(name)
        assert command is not None, name
        assert command.default_permissions == discord.Permissions(manage_guild=True), name
        assert command.guild_only, name
        payload = command.to_dict(env.bot.tree)
        assert payload["default_member_permissions"] == discord.Permissions(manage_guild=True).value, name
        assert payload["dm_permission"] is False and payload["contexts"] in (None, [0]), name  # servers only
    digest = env.bot.tree.get_command("digest")
    assert isinstance(digest, app_commands.Group)
    for sub in digest.commands:
        assert any(check.__name__ == "check_moderator" for check in sub.checks), sub.name
    for name in ("refresh", "unanswered", "stats", "settings"):
        assert any(c.__name__ == "check_moderator" for c in env.bot.tree.get_command(name).checks), name


@pytest.mark.parametrize("above", [False, True], ids=["under the command decorator", "over it"])
def test_moderator_only_is_the_three_in_one(above: bool) -> None:
    """moderator_only() gives a command Manage Server by default, servers only and the moderator check."""
    async def callback(interaction: discord.Interaction) -> None:
        """A moderator command."""

    make = app_commands.command(name="mod", description="moderators")
    command = moderator_only()(make(callback)) if above else make(moderator_only()(callback))
    assert command.default_permissions == discord.Permissions(manage_guild=True)
    assert command.guild_only
    assert command.checks == [check_moderator]


@pytest.mark.parametrize("command,subcommand", [("refresh", None), ("unanswered", None), ("stats", None),
                                                ("digest", "list"), ("digest", "remove")])
async def test_non_moderator_gets_an_ephemeral_refusal_and_nothing_changes(env: Env, command: str,
                                                                           subcommand: str | None) -> None:
    before_index, before_files = env.bot.index, env.listing()
    options = [{"name": "name", "type": 3, "value": "alpha.txt"}] if subcommand == "remove" else []
    await env.slash(command, options, subcommand=subcommand, member=env.fan())
    assert env.rec.last_is_ephemeral()
    assert NOT_MODERATOR in env.rec.last_text()
    assert env.bot.index is before_index
    assert env.listing() == before_files
    assert not (env.data / "trash").exists()


async def test_non_moderator_upload_is_refused_before_download(env: Env) -> None:
    before = env.listing()
    await env.upload("gamma.txt", GAMMA.encode(), member=env.fan())
    assert NOT_MODERATOR in env.rec.last_text() and env.rec.last_is_ephemeral()
    assert not any(kind == "cdn" for kind, _, _ in env.rec.calls)
    assert env.listing() == before
