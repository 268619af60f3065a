"""The stand-in itself, proven with a minimal plain discord.py AutoShardedBot (no project code)."""

from __future__ import annotations

import time

import discord
from discord import app_commands
from discord.ext import commands

from tests.e2e.conftest import running
from tests.e2e.fakediscord import CALLBACK_DEFERRED_MESSAGE, CALLBACK_MESSAGE, FLAG_EPHEMERAL, FakeDiscord


class MiniBot(commands.AutoShardedBot):
    """The smallest bot that exercises every path the story bot uses."""

    def __init__(self, guild_id: int) -> None:
        intents = discord.Intents.default()
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, guild_ready_timeout=0.05,
                         allowed_mentions=discord.AllowedMentions.none(), help_command=None)
        self.guild_id = guild_id
        self.seen: list[str] = []

    async def setup_hook(self) -> None:
        @self.tree.command(name="ask", description="Ask a question")
        @app_commands.describe(question="Your question")
        async def ask(interaction: discord.Interaction, question: str) -> None:
            await interaction.response.send_message(embed=discord.Embed(title="Answer", description=question))

        @self.tree.command(name="slow", description="Deferred answer")
        async def slow(interaction: discord.Interaction) -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            await interaction.followup.send("done", ephemeral=True)

        @self.tree.context_menu(name="Answer with sources")
        async def answer_with_sources(interaction: discord.Interaction, message: discord.Message) -> None:
            await interaction.response.send_message(f"about: {message.content}", ephemeral=True)

        guild = discord.Object(self.guild_id)
        self.tree.copy_global_to(guild=guild)
        await self.tree.sync(guild=guild)

    async def on_message(self, message: discord.Message) -> None:
        if message.author == self.user:
            return
        self.seen.append(message.content)
        if self.user in message.mentions or message.guild is None:
            await message.reply(embed=discord.Embed(description=f"echo: {message.content}"))


async def test_standin_login_ready_sync_and_answers(fake: FakeDiscord) -> None:
    bot = MiniBot(fake.guild_id)
    async with running(bot):
        # READY + GUILD_CREATE parsed completely: the guild, its channels, roles and members exist.
        guild = bot.get_guild(fake.guild_id)
        assert guild is not None and not guild.unavailable
        assert guild.get_channel(fake.channel_id) is not None
        assert guild.get_role(fake.moderator_role_id).name == "Moderator"
        assert guild.default_role.id == fake.guild_id
        assert bot.user.id == fake.bot_user.id and bot.application_id == fake.application_id
        assert bot.shard_count == 1
        paths = [r.path for r in fake.requests]
        assert paths[:2] == ["/users/@me", "/oauth2/applications/@me"] and "/gateway/bot" in paths
        assert fake.identifies == 1
        # Frames went out compressed the way the client asked (zlib-stream in discord.py 2.7 on Python 3.11
        # without zstandard; zstd-stream when zstandard is importable) and were decoded by it.
        wanted = discord.utils._ActiveDecompressionContext.COMPRESSION_TYPE
        assert wanted in ("zlib-stream", "zstd-stream")
        assert fake.connection_queries[0] == {"v": "10", "encoding": "json", "compress": wanted}
        assert any(op == 1 for op, _, _ in fake.gateway_ops)  # heartbeat sent right after HELLO

        synced = await fake.wait_for_commands(["ask", "slow", "Answer with sources"])
        assert {c["name"]: c["type"] for c in synced} == {"ask": 1, "slow": 1, "Answer with sources": 3}

        # A mention is delivered with content, answered as a reply pinging nobody.
        msg = await fake.send_message("hello there", mention_bot=True)
        reply = await fake.wait_for_reply(int(msg["id"]))
        assert "hello there" in reply.text
        assert reply.request["allowed_mentions"] == {"parse": []}
        # A guild message without a mention arrives with empty content (no message-content intent).
        await fake.send_message("not for you")
        await fake.wait_until(lambda: len(bot.seen) == 2, what="second message")
        assert bot.seen[-1] == ""
        # DMs carry content.
        dm = await fake.send_message("in private", dm=True, author=fake.bob)
        dm_reply = await fake.wait_for_reply(int(dm["id"]))
        assert dm_reply.channel_id == fake.dm_channels[fake.bob.id]

        # Slash command: callback posted with ?with_response=1 and answered with a JSON body.
        inter = await fake.run_slash("ask", {"question": "what is up?"})
        await fake.wait_for_response(inter)
        assert inter.response_type == CALLBACK_MESSAGE and "what is up?" in inter.text
        cb = next(r for r in fake.requests if r.path.startswith(f"/interactions/{inter.id}/"))
        assert cb.query == {"with_response": "1"} and cb.status == 200

        # Deferred, ephemeral, then a followup.
        slow = await fake.run_slash("slow", member=fake.moderator)
        await fake.wait_for_response(slow)
        assert slow.response_type == CALLBACK_DEFERRED_MESSAGE and slow.ephemeral
        assert slow.followups[0]["content"] == "done" and int(slow.followups[0]["flags"]) & FLAG_EPHEMERAL

        # Message context menu.
        ctx = await fake.run_message_command("Answer with sources", msg)
        await fake.wait_for_response(ctx)
        assert ctx.ephemeral and "hello there" in ctx.text

    assert bot.is_closed()
    assert 1000 in fake.close_codes  # clean close from the client side
    assert not fake.errors, fake.errors


async def test_standin_resume_replays_missed_events(fake: FakeDiscord) -> None:
    bot = MiniBot(fake.guild_id)
    async with running(bot):
        resumed: list[int] = []

        async def on_shard_resumed(shard_id: int) -> None:
            resumed.append(shard_id)

        bot.add_listener(on_shard_resumed)
        fake.hold_gateway()
        await fake.drop_connection()
        msg = await fake.send_message("while you were away", mention_bot=True)
        await fake.wait_until(lambda: fake.connections_opened >= 2, what="the client to reconnect")
        fake.release_gateway()
        reply = await fake.wait_for_reply(int(msg["id"]))
        assert "while you were away" in reply.text
        assert len(fake.resumes) == 1 and fake.resumes[0]["path"] == "/resume/"
        assert fake.resumes[0]["session_id"] == fake.session_id
        assert fake.identifies == 1  # resumed, not re-identified
        await fake.wait_until(lambda: resumed == [0], what="on_shard_resumed")
    assert not fake.errors, fake.errors


async def test_standin_429_is_waited_out(fake: FakeDiscord) -> None:
    bot = MiniBot(fake.guild_id)
    async with running(bot):
        fake.rate_limit_next("POST", r"/channels/\d+/messages", retry_after=0.3)
        start = time.monotonic()
        msg = await fake.send_message("slowly", mention_bot=True)
        reply = await fake.wait_for_reply(int(msg["id"]))
        assert len(fake.rate_limited) == 1
        assert reply.at - fake.rate_limited[0][2] >= 0.29
        assert reply.at - start < 3
        assert len(fake.replies_to(int(msg["id"]))) == 1


async def test_standin_wrong_token_is_refused(fake: FakeDiscord) -> None:
    bot = MiniBot(fake.guild_id)
    try:
        await bot.login("not-the-token")
    except discord.LoginFailure:
        pass
    else:  # pragma: no cover
        raise AssertionError("login with a wrong token succeeded")
    finally:
        await bot.close()
    assert fake.requests[0].status == 401
