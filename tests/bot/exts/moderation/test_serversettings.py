"""The ServerSettings cog: /settings shown to moderators, changed by managers, the limits by owners."""

from __future__ import annotations

import discord

from bot.exts.moderation.checks import check_moderator
from tests.bot.exts.moderation.modkit import MOD_ROLE, OTHER_ROLE, OWNER_ID, Env, role_payload


async def test_settings_shown_to_moderators_and_changed_by_managers_only(env: Env) -> None:
    manager = env.member_payload(permissions=discord.Permissions(manage_guild=True).value)
    await env.slash("settings")
    assert "This server's settings" in env.rec.last_text() and env.rec.last_is_ephemeral()
    await env.slash("settings", [{"name": "cooldown_rate", "type": 4, "value": 7}])  # a role moderator
    assert "Manage Server" in env.rec.last_text() and env.bot.config_for(env.guild_id).cooldown_rate == 3
    await env.slash("settings", [{"name": "cooldown_rate", "type": 4, "value": 7},
                                 {"name": "add_moderator_role", "type": 8, "value": str(OTHER_ROLE)}],
                    member=manager, resolved={"roles": {str(OTHER_ROLE): role_payload(OTHER_ROLE, "fans", 0, 2)}})
    config = env.bot.config_for(env.guild_id)
    assert config.cooldown_rate == 7 and OTHER_ROLE in config.moderator_role_ids
    assert env.bot.cooldown_for(env.guild_id).rate == 7 and env.bot.cooldown_for(None).rate == 3
    assert env.bot.config_for(env.guild_id + 1).cooldown_rate == 3  # other servers keep the default
    assert "set here" in env.rec.last_text()
    assert await check_moderator(env.interaction({"id": "1", "name": "refresh", "type": 1}, member=env.fan()))
    assert env.bot.store.sync.guild_settings(env.guild_id) == {"cooldown_rate": 7,
                                                               "moderator_role_ids": [MOD_ROLE, OTHER_ROLE]}
    entries = env.bot.store.sync.audit_log(env.guild_id)
    assert {e.detail for e in entries} >= {"cooldown_rate=7", f"moderator_role_ids=[{MOD_ROLE}, {OTHER_ROLE}]"}
    assert all(e.user_id == int(manager["user"]["id"]) for e in entries)
    # The limits are the owners': refused for a manager, accepted from an owner.
    await env.slash("settings", [{"name": "max_digests", "type": 4, "value": 500}], member=manager)
    assert "Only the bot's owners" in env.rec.last_text() and env.bot.config_for(env.guild_id).max_digests == 20
    owner = env.member_payload(permissions=discord.Permissions(manage_guild=True).value, user_id=OWNER_ID)
    await env.slash("settings", [{"name": "max_digests", "type": 4, "value": 500}], member=owner)
    assert env.bot.config_for(env.guild_id).max_digests == 500
    # Reset all: back to the defaults, and nothing stored.
    await env.slash("settings", [{"name": "reset", "type": 3, "value": "all"}], member=owner)
    assert env.bot.config_for(env.guild_id) == env.bot.layers.defaults
    assert env.bot.store.sync.guild_settings(env.guild_id) == {}
