"""The Stories cog: /story list for every member; follow, unfollow and set for moderators only."""

from __future__ import annotations

from discord import app_commands

from bot.exts.moderation.checks import NOT_MODERATOR
from tests.bot.botkit import APP_ID, GUILD_ID, interaction_payload


def story(subcommand: str, **kwargs) -> dict:
    """An interaction payload for `/story <subcommand>` without options."""
    data = {"id": str(APP_ID + 7), "name": "story", "type": 1,
            "options": [{"name": subcommand, "type": 1, "options": []}]}
    return interaction_payload(data, **kwargs)


async def test_only_the_changes_are_moderator_commands(make_env, zephyr_index):
    """The group is server-only and shown to everyone; each change carries the moderator check."""
    env = await make_env(zephyr_index, extensions=("bot.exts.stories",))
    group = env.bot.tree.get_command("story")
    assert isinstance(group, app_commands.Group)
    assert group.guild_only and group.default_permissions is None
    checks = {c.name: [check.__name__ for check in c.checks] for c in group.commands}
    assert checks == {"list": [], "follow": ["check_moderator"], "unfollow": ["check_moderator"],
                      "set": ["check_moderator"]}


async def test_a_member_lists_stories_but_may_not_change_them(make_env, zephyr_index):
    """A member without Manage Server or a moderator role sees the list and gets the refusal, privately."""
    env = await make_env(zephyr_index, extensions=("bot.exts.stories",))
    await env.interact(story("list"))
    listing = env.sent[-1]
    assert listing.ephemeral and "Zephyr Observatory Opens Its Giant Telescope" in listing.text
    await env.interact(story("unfollow"))
    refusal = env.sent[-1]
    assert refusal.ephemeral and NOT_MODERATOR in refusal.text
    assert env.bot.config_for(GUILD_ID).story_channels == {}
