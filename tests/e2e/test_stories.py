"""Several stories on Discord, through the stand-in: follow-up replies, the "which story?" menu, /story follow."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.digests import KESTREL, TITANIS, write_stories
from tests.e2e.conftest import story_bot
from tests.e2e.fakediscord import FakeDiscord


@pytest.fixture
def stories_env(story_env: dict[str, str], tmp_path: Path) -> dict[str, str]:
    """The bot's environment with the three made-up stories as its shared digests."""
    return {**story_env, "BOT_SEEDS_DIR": str(write_stories(tmp_path / "story-seeds"))}


async def test_a_reply_to_an_answer_follows_up_in_its_story(fake: FakeDiscord, stories_env: dict[str, str],
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """'And who funds it?' as a reply to a Titanis answer is answered from Titanis alone."""
    async with story_bot(stories_env, monkeypatch):
        asker = fake.add_member("asker")
        first = await fake.send_message("how many parameters does titanis have?", author=asker, mention_bot=True)
        answer = await fake.wait_for_reply(int(first["id"]))
        assert "400B" in answer.text and f"Story: {TITANIS}" in answer.text
        follow = await fake.send_message("and who funds it?", author=asker, reply_to=answer.message)
        reply = await fake.wait_for_reply(int(follow["id"]))
        assert "Halvorsen Foundation" in reply.text and "Orchid" not in reply.text, reply.text
        # the same words, not a reply: both stories answer, each labelled
        alone = await fake.send_message("and who funds it?", author=fake.add_member("other"), mention_bot=True)
        both = await fake.wait_for_reply(int(alone["id"]))
        assert "Halvorsen" in both.text and "Orchid" in both.text
    assert not fake.errors, fake.errors


async def test_a_reply_saying_she_asks_of_the_person_the_answer_named(fake: FakeDiscord, stories_env: dict[str, str],
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """'and what did she say?' replying to the answer naming Borealis AI's chief executive is asked of her."""
    async with story_bot(stories_env, monkeypatch):
        asker = fake.add_member("asker")
        first = await fake.send_message("who is the ceo of borealis ai?", author=asker, mention_bot=True)
        answer = await fake.wait_for_reply(int(first["id"]))
        assert "Mira Okafor" in answer.text, answer.text
        follow = await fake.send_message("and what did she say?", author=asker, reply_to=answer.message)
        reply = await fake.wait_for_reply(int(follow["id"]))
        assert "4 months" in reply.text and "Mira Okafor" in reply.text, reply.text
    assert not fake.errors, fake.errors


async def test_a_reply_without_a_ping_follows_up_too(fake: FakeDiscord, stories_env: dict[str, str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """With the message-content intent, a reply to an answer that pings nobody is still a follow-up."""
    stories_env["MESSAGE_CONTENT_INTENT"] = "true"
    async with story_bot(stories_env, monkeypatch):
        asker = fake.add_member("asker")
        first = await fake.send_message("how big is the kestrel data mix?", author=asker, mention_bot=True)
        answer = await fake.wait_for_reply(int(first["id"]))
        assert f"Story: {KESTREL}" in answer.text
        follow = await fake.send_message("who funds it?", author=fake.add_member("second"), reply_to=answer.message,
                                         ping=False)
        reply = await fake.wait_for_reply(int(follow["id"]))
        assert "Orchid Fund" in reply.text and "Halvorsen" not in reply.text, reply.text
    assert not fake.errors, fake.errors


async def test_an_ambiguous_answer_offers_a_story_menu(fake: FakeDiscord, stories_env: dict[str, str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Two stories answer alike: the answer is labelled per story, and choosing one answers within it."""
    async with story_bot(stories_env, monkeypatch):
        msg = await fake.send_message("How many parameters does the model have?", author=fake.add_member("q"),
                                      mention_bot=True)
        reply = await fake.wait_for_reply(int(msg["id"]))
        assert "7B" in reply.text and "400B" in reply.text
        [menu] = fake.selects(reply.message)
        labels = {o["label"]: o["value"] for o in menu["options"]}
        assert set(labels) == {KESTREL, TITANIS}
        pick = await fake.choose(reply.message, menu["custom_id"], [labels[KESTREL]], member=fake.bob)
        await fake.wait_for_response(pick)
        assert not pick.ephemeral and "7B" in pick.text and "400B" not in pick.text, pick.text
        assert f"Story: {KESTREL}" in pick.text
    assert not fake.errors, fake.errors


async def test_a_channel_tied_to_a_story_prefers_it(fake: FakeDiscord, stories_env: dict[str, str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """/story follow (moderators only) ties a channel to a story; questions there prefer it, elsewhere not."""
    async with story_bot(stories_env, monkeypatch):
        await fake.wait_for_commands({"story"})
        denied = await fake.run_slash("story follow", {"story": KESTREL}, member=fake.alice,
                                      channel_id=fake.other_channel_id)
        await fake.wait_for_response(denied)
        assert denied.ephemeral and "moderator" in denied.text.lower()
        tie = await fake.run_slash("story follow", {"story": KESTREL}, member=fake.moderator,
                                   channel_id=fake.other_channel_id)
        await fake.wait_for_response(tie)
        assert tie.ephemeral and KESTREL in tie.text, tie.text

        there = await fake.send_message("who funds it?", author=fake.add_member("asker1"), mention_bot=True,
                                        channel_id=fake.other_channel_id)
        answer = await fake.wait_for_reply(int(there["id"]))
        assert "Orchid Fund" in answer.text and "Halvorsen" not in answer.text, answer.text
        named = await fake.send_message("who funds titanis?", author=fake.add_member("asker2"), mention_bot=True,
                                        channel_id=fake.other_channel_id)
        assert "Halvorsen" in (await fake.wait_for_reply(int(named["id"]))).text  # naming a story still wins
        elsewhere = await fake.send_message("who funds it?", author=fake.add_member("asker3"), mention_bot=True)
        assert "Halvorsen" in (await fake.wait_for_reply(int(elsewhere["id"]))).text

        listed = await fake.run_slash("story list", member=fake.alice)
        await fake.wait_for_response(listed)
        assert f"followed in <#{fake.other_channel_id}>" in listed.text, listed.text
        untie = await fake.run_slash("story unfollow", member=fake.moderator, channel_id=fake.other_channel_id)
        await fake.wait_for_response(untie)
        again = await fake.send_message("who funds it?", author=fake.add_member("asker4"), mention_bot=True,
                                        channel_id=fake.other_channel_id)
        assert "Halvorsen" in (await fake.wait_for_reply(int(again["id"]))).text
    assert not fake.errors, fake.errors


async def test_a_moderator_moves_a_digest_to_another_story(fake: FakeDiscord, stories_env: dict[str, str],
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """/story set puts a digest in a new story for this server; empty story undoes it."""
    async with story_bot(stories_env, monkeypatch):
        await fake.wait_for_commands({"story"})
        moved = await fake.run_slash("story set", {"digest": "t2_titanis.txt", "story": "Checkpoints"},
                                     member=fake.moderator)
        await fake.wait_for_response(moved)
        assert "Checkpoints" in moved.text, moved.text
        listed = await fake.run_slash("story list", member=fake.alice)
        await fake.wait_for_response(listed)
        assert "Checkpoints" in listed.text and listed.text.count("\u2022") == 4
        back = await fake.run_slash("story set", {"digest": "t2_titanis.txt"}, member=fake.moderator)
        await fake.wait_for_response(back)
        assert TITANIS in back.text, back.text
    assert not fake.errors, fake.errors
