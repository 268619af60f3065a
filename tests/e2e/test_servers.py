"""One bot, two servers, through the Discord stand-in: each server's digests, moderators and settings are its own.

Server A is the stand-in's first guild (its owner is also the application's owner); server B is added with
``fake.add_guild``. The shared digests are the seeds folder (the solar farm digest).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tests.digests import (
    FERRY,
    FERRY_NAME,
    FERRY_QUESTION,
    LIBRARY,
    LIBRARY_NAME,
    LIBRARY_QUESTION,
    LIBRARY_REPLACED,
    QUESTIONS,
    SOLAR_NAME,
)
from tests.e2e.conftest import moderation_present, story_bot
from tests.e2e.fakediscord import FakeDiscord, FakeGuild, FakeInteraction

pytestmark = pytest.mark.skipif(not moderation_present(), reason="bot/exts/moderation is not in this tree")


async def slash(fake: FakeDiscord, name: str, options: dict | None = None, *, timeout: float = 10.0,
                **kwargs) -> FakeInteraction:
    """Run a slash command and wait for the answer the member sees."""
    inter = await fake.run_slash(name, options, **kwargs)
    return await fake.wait_for_response(inter, timeout=timeout)


async def ask(fake: FakeDiscord, question: str, guild: FakeGuild, member=None) -> str:
    """Ask by mention in a server; the reply's text."""
    msg = await fake.send_message(question, author=member or fake.add_member("asker", guild=guild),
                                  mention_bot=True, guild=guild)
    return (await fake.wait_for_reply(int(msg["id"]))).read


def names(text: str, name: str) -> bool:
    """Whether a reply names a digest (as written, or markdown-escaped as replies show names)."""
    return name in text or name.replace("_", "\\_") in text


def two_servers(fake: FakeDiscord, env: dict[str, str]) -> FakeGuild:
    """Add server B and sync the commands to both servers."""
    b = fake.add_guild("Beta Guild")
    env["DEV_GUILD_IDS"] = f"{fake.guild_id},{b.id}"
    return b


async def test_each_servers_digests_are_its_own(fake: FakeDiscord, story_env: dict[str, str],
                                               monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    a = fake.guild
    b = two_servers(fake, story_env)
    seeds = tmp_path / "seeds"
    seeds_before = sorted(p.name for p in seeds.iterdir())
    async with story_bot(story_env, monkeypatch) as bot:
        await fake.wait_for_commands({"digest", "refresh", "settings"})
        await fake.wait_for_commands({"digest", "refresh", "settings"}, guild_id=b.id)

        # A's owner adds A's own digest; B's owner makes B's moderator role a moderator role of B.
        added = await slash(fake, "digest add", {"file": (FERRY_NAME, FERRY)}, member=a.owner)
        assert names(added.text, FERRY_NAME), added.text
        role = await slash(fake, "settings", {"add_moderator_role": b.moderator_role_id}, member=b.owner, guild=b)
        assert "set here" in role.text, role.text
        a_before = [await ask(fake, q, a) for q in (QUESTIONS[0][0], FERRY_QUESTION[0])]
        assert QUESTIONS[0][1] in a_before[0] and FERRY_QUESTION[1] in a_before[1]

        # B's moderator adds B's digest: B's members are answered from it.
        add = await slash(fake, "digest add", {"file": (LIBRARY_NAME, LIBRARY)}, member=b.moderator, guild=b)
        assert "Added" in add.text and names(add.text, LIBRARY_NAME), add.text
        question, phrase, handle = LIBRARY_QUESTION
        in_b = await ask(fake, question, b)
        assert phrase in in_b and f"@{handle}" in in_b and names(in_b, LIBRARY_NAME), in_b
        # A's members are not; A's answers do not change and cite nothing of B's. DMs neither.
        in_a = await ask(fake, question, a)
        assert "ACME" not in in_a and handle not in in_a and not names(in_a, LIBRARY_NAME), in_a
        assert [await ask(fake, q, a) for q in (QUESTIONS[0][0], FERRY_QUESTION[0])] == a_before
        dm = await fake.send_message(question, author=a.bob, dm=True)
        assert "ACME" not in (await fake.wait_for_reply(int(dm["id"]))).text
        # B sees the shared digests but never A's: not in its answers, its /digest list or autocomplete.
        assert QUESTIONS[0][1] in await ask(fake, QUESTIONS[0][0], b)
        assert FERRY_QUESTION[1] not in await ask(fake, FERRY_QUESTION[0], b)
        listed = await slash(fake, "digest list", member=b.moderator, guild=b)
        assert names(listed.text, LIBRARY_NAME) and names(listed.text, SOLAR_NAME)
        assert not names(listed.text, FERRY_NAME)
        for typed in ("", "a_", "ferry"):
            complete = await fake.run_autocomplete("digest remove", {"name": typed}, "name", member=b.owner, guild=b)
            await fake.wait_for_response(complete)
            assert FERRY_NAME not in str(complete.choices), complete.choices
        complete = await fake.run_autocomplete("digest remove", {"name": ""}, "name", member=b.owner, guild=b)
        await fake.wait_for_response(complete)
        assert [c["value"] for c in complete.choices] == [LIBRARY_NAME]
        topics = await fake.run_autocomplete("facts", {"topic": "Elec"}, "topic", member=b.alice, guild=b)
        await fake.wait_for_response(topics)
        assert "ferry" not in str(topics.choices).lower(), topics.choices
        a_list = await slash(fake, "digest list", member=a.owner)
        assert names(a_list.text, FERRY_NAME) and not names(a_list.text, LIBRARY_NAME)

        # B replaces its digest: B's answer changes, A's does not.
        refused = await slash(fake, "digest add", {"file": (LIBRARY_NAME, LIBRARY_REPLACED)}, member=b.moderator,
                              guild=b)
        assert "already exists" in refused.text
        replaced = await slash(fake, "digest add", {"file": (LIBRARY_NAME, LIBRARY_REPLACED), "replace": True},
                               member=b.moderator, guild=b)
        assert "Replaced" in replaced.text, replaced.text
        assert "Globex Foundation" in await ask(fake, question, b)
        # B's moderator refreshes B's digests after an edit on disk; the report names B's digest only.
        (tmp_path / "data" / "guilds" / str(b.id) / LIBRARY_NAME).write_text(
            LIBRARY_REPLACED.replace("400 books", "450 books"), encoding="utf-8")
        refreshed = await slash(fake, "refresh", member=b.moderator, guild=b)
        assert names(refreshed.text, LIBRARY_NAME) and not names(refreshed.text, FERRY_NAME), refreshed.text
        assert "450 books" in await ask(fake, "How many books a day do the two robots fetch for visitors?", b)
        assert [await ask(fake, q, a) for q in (QUESTIONS[0][0], FERRY_QUESTION[0])] == a_before

        # B may hide a shared digest for its own members; A still gets it.
        hidden = await slash(fake, "digest hide", {"name": SOLAR_NAME}, member=b.moderator, guild=b)
        assert "Hidden" in hidden.text
        hidden_answer = await ask(fake, QUESTIONS[0][0], b)
        assert QUESTIONS[0][1] not in hidden_answer and not names(hidden_answer, SOLAR_NAME)
        assert QUESTIONS[0][1] in await ask(fake, QUESTIONS[0][0], a)

        # B's moderator cannot touch the shared digests or A's: shared:True is for the bot's owners only,
        # and even B's owner (Manage Server, Administrator) is no owner of the bot.
        for member in (b.moderator, b.owner):
            no = await slash(fake, "digest remove", {"name": SOLAR_NAME, "shared": True}, member=member, guild=b)
            assert "Only the bot's owners" in no.text, no.text
            no = await slash(fake, "digest add", {"file": ("x_shared.txt", LIBRARY), "shared": True},
                             member=member, guild=b)
            assert "Only the bot's owners" in no.text, no.text
        no_a = await slash(fake, "digest remove", {"name": FERRY_NAME}, member=b.owner, guild=b)
        assert "no digest named" in no_a.text
        assert sorted(p.name for p in seeds.iterdir()) == seeds_before
        assert (tmp_path / "data" / "guilds" / str(a.id) / FERRY_NAME).exists()

        # B removes its digest: gone from B, A unchanged.
        removed = await slash(fake, "digest remove", {"name": LIBRARY_NAME}, member=b.moderator, guild=b)
        assert "Removed" in removed.text, removed.text
        assert "Globex" not in await ask(fake, question, b)
        assert [await ask(fake, q, a) for q in (QUESTIONS[0][0], FERRY_QUESTION[0])] == a_before
        assert b.id not in bot.layers.indexes and a.id in bot.layers.indexes
    assert not fake.errors, fake.errors


async def test_settings_take_effect_in_their_server_only_and_survive_a_restart(
        fake: FakeDiscord, story_env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    a = fake.guild
    b = two_servers(fake, story_env)
    story_env["MESSAGE_CONTENT_INTENT"] = "true"  # for answer channels
    question, phrase, _ = QUESTIONS[0]
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands({"settings"}, guild_id=b.id)
        own = await slash(fake, "digest add", {"file": (LIBRARY_NAME, LIBRARY)}, member=b.owner, guild=b)
        assert "Added" in own.text
        # A role moderator of B (by B's setting) may list digests; in A the same member id means nothing.
        denied = await slash(fake, "digest list", member=b.moderator, guild=b)
        assert "moderator" in denied.text.lower() and "Only" in denied.text
        # Changing settings needs Manage Server, even for a moderator.
        role = await slash(fake, "settings", {"add_moderator_role": b.moderator_role_id}, member=b.owner, guild=b)
        assert "set here" in role.text
        not_manager = await slash(fake, "settings", {"cooldown_rate": 1}, member=b.moderator, guild=b)
        assert "Manage Server" in not_manager.text and "Nothing was changed" in not_manager.text
        rate = await slash(fake, "settings", {"cooldown_rate": 1}, member=b.owner, guild=b)
        assert "Cooldown: questions**: 1" in rate.text, rate.text
        limits = await slash(fake, "settings", {"max_digests": 100}, member=b.owner, guild=b)
        assert "Only the bot's owners" in limits.text
        hide = await slash(fake, "digest hide", {"name": SOLAR_NAME}, member=b.moderator, guild=b)
        assert "Hidden" in hide.text

        channel = await slash(fake, "settings", {"add_answer_channel": b.other_channel_id}, member=b.owner, guild=b)
        assert f"<#{b.other_channel_id}>" in channel.text, channel.text
        await answer_channels_differ(fake, a, b)

        await cooldown_differs(fake, a, b)
        listed = await slash(fake, "digest list", member=b.moderator, guild=b)
        assert names(listed.text, SOLAR_NAME) and "hidden here" in listed.text

    # A new bot over the same database: B's settings and hidden digest are still in effect, A's defaults too.
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands({"settings"}, guild_id=b.id)
        shown = await slash(fake, "settings", member=b.moderator, guild=b)
        assert "Cooldown: questions**: 1" in shown.text and f"<@&{b.moderator_role_id}>" in shown.text
        assert "Latest changes" in shown.text and f"<@{b.owner.id}>" in shown.text  # who changed it
        a_shown = await slash(fake, "settings", member=a.owner)
        assert "Cooldown: questions**: 3" in a_shown.text and "set here" not in a_shown.text
        assert phrase not in await ask(fake, question, b)  # still hidden in B
        assert phrase in await ask(fake, question, a)
        await cooldown_differs(fake, a, b)
        await answer_channels_differ(fake, a, b)
    assert not fake.errors, fake.errors


async def answer_channels_differ(fake: FakeDiscord, a: FakeGuild, b: FakeGuild) -> None:
    """B's answer channel answers without a mention; A's channel of the same kind (not one there) stays silent."""
    question, phrase, _ = LIBRARY_QUESTION
    in_b = await fake.send_message(question, author=fake.add_member("reader", guild=b), channel_id=b.other_channel_id)
    assert phrase in (await fake.wait_for_reply(int(in_b["id"]))).read
    in_a = await fake.send_message(QUESTIONS[2][0], author=fake.add_member("reader"), channel_id=a.other_channel_id)
    await asyncio.sleep(0.3)
    assert fake.replies_to(int(in_a["id"])) == []


async def cooldown_differs(fake: FakeDiscord, a: FakeGuild, b: FakeGuild) -> None:
    """B allows one question per window, A the default three."""
    question = QUESTIONS[1][0]
    in_b = fake.add_member("hasty", guild=b)
    first, second = await ask(fake, question, b, in_b), await ask(fake, question, b, in_b)
    assert "too fast" not in first and "too fast" in second
    in_a = fake.add_member("calm")
    answers = [await ask(fake, question, a, in_a) for _ in range(3)]
    assert not any("too fast" in t for t in answers) and QUESTIONS[1][1] in answers[-1]
