"""The one CommandTree.on_error: cooldowns, failed checks and unexpected errors, before and after responding."""

from __future__ import annotations

import logging

import discord
from botkit import ZEPHYR_Q, slash
from discord import app_commands

from bot.client import StoryTree


def add_command(bot, name, callback, *checks):
    """Put a test command on the bot's tree."""
    command = app_commands.Command(name=name, description="test", callback=callback)
    for check in checks:
        command.add_check(check)
    bot.tree.add_command(command)


async def test_the_bot_uses_the_story_tree(make_env):
    """Every app command goes through StoryTree.on_error."""
    env = await make_env(None)
    assert isinstance(env.bot.tree, StoryTree)


async def test_cooldown_error(make_env, zephyr_index):
    """CommandOnCooldown → ephemeral "You're asking too fast — try again in N s."."""
    env = await make_env(zephyr_index, cooldown_rate=1, cooldown_seconds=45)
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    notice = env.sent[-1]
    assert notice.ephemeral
    assert notice.message["content"] in {f"You're asking too fast \u2014 try again in {n} s." for n in (44, 45)}


async def test_missing_permissions_is_a_short_refusal_with_the_reason(make_env):
    """MissingPermissions (a CheckFailure) → ephemeral refusal naming the permission."""
    env = await make_env(None)

    @app_commands.checks.has_permissions(manage_guild=True)
    async def admin_only(interaction: discord.Interaction) -> None:
        """Needs Manage Server."""
        await interaction.response.send_message("done")

    env.bot.tree.add_command(app_commands.Command(name="admin", description="t", callback=admin_only))
    await env.interact(slash("admin", permissions="2048"))
    [call] = env.sent
    assert call.ephemeral
    assert call.message["content"].startswith("\u26d4") and "Manage Server" in call.message["content"]


async def test_plain_check_failure(make_env):
    """A check that just returns False → a generic ephemeral refusal."""
    env = await make_env(None)

    async def nope(interaction: discord.Interaction) -> None:
        """Never runs: its check fails."""
        await interaction.response.send_message("never")

    add_command(env.bot, "nope", nope, lambda i: False)
    await env.interact(slash("nope"))
    [call] = env.sent
    assert call.ephemeral and call.message["content"] == "\u26d4 You can't use this command here."


async def test_unexpected_error_is_logged_with_traceback_and_apologised_for(make_env, caplog):
    """Any other error → log.error with the traceback, and an ephemeral apology as the response."""
    env = await make_env(None)

    async def boom(interaction: discord.Interaction) -> None:
        """Fail unexpectedly."""
        raise RuntimeError("kaboom")

    add_command(env.bot, "boom", boom)
    with caplog.at_level(logging.ERROR, logger="bot.client"):
        await env.interact(slash("boom"))
    [call] = env.sent
    assert call.path.endswith("/callback") and call.ephemeral and "Sorry" in call.message["content"]
    [record] = [r for r in caplog.records if r.name == "bot.client"]
    assert record.levelno == logging.ERROR and record.exc_info and record.exc_info[0] is RuntimeError
    assert "kaboom" in caplog.text and "Traceback" in caplog.text


async def test_error_after_responding_uses_a_followup(make_env, caplog):
    """If the command already deferred or responded, the apology goes through interaction.followup."""
    env = await make_env(None)

    async def deferred_boom(interaction: discord.Interaction) -> None:
        """Defer, then fail."""
        await interaction.response.defer(thinking=True)
        raise ValueError("late failure")

    add_command(env.bot, "late", deferred_boom)
    with caplog.at_level(logging.ERROR, logger="bot.client"):
        await env.interact(slash("late"))
    calls = env.recorder.calls
    assert (calls[0].json or {}).get("type") == 5
    followup = calls[-1]
    assert followup.path == "/webhooks/{webhook_id}/{webhook_token}" and followup.ephemeral
    assert "Sorry" in followup.message["content"]
    assert any(r.exc_info and r.exc_info[0] is ValueError for r in caplog.records)


async def test_cooldown_error_after_responding_uses_a_followup(make_env):
    """The same handler works for cooldowns raised after a response (followup path)."""
    env = await make_env(None)

    async def limited(interaction: discord.Interaction) -> None:
        """Respond, then raise a cooldown."""
        await interaction.response.send_message("first")
        raise app_commands.CommandOnCooldown(app_commands.Cooldown(1, 10), 9.2)

    add_command(env.bot, "limited", limited)
    await env.interact(slash("limited"))
    followup = env.sent[-1]
    assert followup.path == "/webhooks/{webhook_id}/{webhook_token}" and followup.ephemeral
    assert followup.message["content"] == "You're asking too fast \u2014 try again in 10 s."


async def test_failure_to_send_the_error_message_is_only_logged(make_env, monkeypatch, caplog):
    """If even the error reply fails (interaction expired), the handler logs and returns."""
    env = await make_env(None)

    async def boom(interaction: discord.Interaction) -> None:
        """Fail unexpectedly."""
        raise RuntimeError("first")

    add_command(env.bot, "boom2", boom)

    async def refuse(*args, **kwargs):
        """Discord says the interaction is gone."""
        raise discord.NotFound(type("R", (), {"status": 404, "reason": "Unknown interaction"})(), "Unknown interaction")

    monkeypatch.setattr(discord.InteractionResponse, "send_message", refuse)
    await env.interact(slash("boom2"))
    assert "could not send error message" in caplog.text
