"""Every way to ask — /ask, mention, DM, answer channel, context menu — through real discord.py objects."""

from __future__ import annotations

import asyncio
import logging
import re

import discord
import pytest

from bot.cooldowns import AskCooldown
from bot.exts.ask import cog as ask_cog
from bot.exts.ask import looks_like_question, strip_mentions
from bot.formatting import embed_problems
from knowledge.models import Answer, FactRef, SourceRef
from tests.bot.botkit import (
    ANSWERS_ID,
    ASKER_ID,
    BOT_ID,
    BOT_ROLE_ID,
    GENERAL_ID,
    OTHER_ID,
    StubIndex,
    context_menu,
    message_payload,
    slash,
)
from tests.digests import MARIN_Q, OFF_TOPIC_Q, ZEPHYR_Q

PING = re.compile(r"@(everyone|here)|<@[!&]?\d+>")


def confident(text: str = "The mirror measures 42 meters across.", n_facts: int = 1, n_sources: int = 2) -> Answer:
    """A confident Answer with facts and sources."""
    facts = [FactRef(id=f"f{i}", text=f"Fact {i}", kind="confirmed", as_of="2026-05-03", confirmations=n_sources,
                     sources=[SourceRef(handle=f"handle_{i}_{j}", title=f"Post {i}.{j} " + "long title " * 12,
                                        date="2026-05-02", seed="zephyr.txt", primary=j == 0)
                              for j in range(n_sources)])
             for i in range(n_facts)]
    return Answer(question="", answered=True, answer=text, confidence=0.9, facts=facts)


def abstain() -> Answer:
    """An abstention with suggestions."""
    return Answer(question="", answered=False, answer="The digests don't say.", confidence=0.0,
                  suggestions=["Zephyr Observatory", "Atacama"])


def embeds_of(call) -> list[discord.Embed]:
    """The embeds of a recorded message, as discord.py objects."""
    return [discord.Embed.from_dict(e) for e in call.message.get("embeds") or []]


def assert_within_limits(call) -> None:
    """Content ≤ 2000 and every embed limit holds."""
    assert len(call.message.get("content") or "") <= 2000
    for embed in embeds_of(call):
        assert embed_problems(embed) == []


def assert_pings_nobody(call) -> None:
    """Nothing in the payload would notify anyone."""
    allowed = call.message.get("allowed_mentions")
    assert allowed is not None and allowed.get("parse") == [], allowed
    assert not allowed.get("users") and not allowed.get("roles") and not allowed.get("replied_user")
    assert not PING.search(call.text), call.text


# --- /ask -----------------------------------------------------------------------------------------------------

async def test_slash_ask_answers_publicly_with_sources(make_env, zephyr_index):
    """/ask with a question matching a fact: a public embed with the answer and its sources."""
    env = await make_env(zephyr_index)
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    [call] = env.sent
    assert call.path.endswith("/callback") and not call.ephemeral
    [embed] = embeds_of(call)
    assert "1.4 billion euros" in embed.description
    assert "-# @skywatch" in embed.description  # the source line right under the fact
    [event] = env.events
    assert (event.surface, event.user_id, event.guild_id, event.channel_id) == ("slash", ASKER_ID, env.bot.guilds[0].id,
                                                                                 GENERAL_ID)
    assert event.answer.answered and event.question == ZEPHYR_Q and event.latency_ms >= 0


async def test_slash_ask_on_the_shipped_seeds(make_env, seeds_index):
    """The shipped digests answer a question taken from their own words, with sources."""
    env = await make_env(seeds_index)
    await env.interact(slash("ask", {"question": MARIN_Q}))
    [embed] = embeds_of(env.sent[0])
    assert "\n-# @" in embed.description and ".txt:" in embed.description  # handle ... digest:line


async def test_slash_ask_unanswered_says_did_you_mean(make_env, zephyr_index):
    """An abstention is a plain sentence with suggestions, and still dispatched."""
    env = await make_env(StubIndex(abstain(), zephyr_index))
    await env.interact(slash("ask", {"question": OFF_TOPIC_Q}))
    [call] = env.sent
    assert not call.message.get("embeds")
    assert "Did you mean: **Zephyr Observatory**, **Atacama**?" in call.message["content"]
    assert env.events[0].answer.answered is False


async def test_slash_ask_on_real_off_topic_question(make_env, zephyr_index):
    """A question the digests clearly do not cover gets no embed, whatever the matcher's wording."""
    env = await make_env(zephyr_index)
    await env.interact(slash("ask", {"question": "Who won the 1998 football world cup final in Paris?"}))
    [call] = env.sent
    if not env.events[0].answer.answered:
        assert not call.message.get("embeds") and call.message["content"]


async def test_slow_answer_is_deferred_then_followed_up(make_env, zephyr_index, monkeypatch):
    """When the index is slow the interaction is deferred and the answer comes as a follow-up."""
    env = await make_env(zephyr_index)
    monkeypatch.setattr(ask_cog, "DEFER_AFTER", 0.01)
    real = env.bot.answer_question

    async def slow(question, **kwargs):
        """Answer after a delay longer than DEFER_AFTER."""
        await asyncio.sleep(0.05)
        return await real(question, **kwargs)

    monkeypatch.setattr(env.bot, "answer_question", slow)
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    kinds = [(c.path, (c.json or {}).get("type")) for c in env.recorder.calls]
    assert kinds[0] == ("/interactions/{webhook_id}/{webhook_token}/callback", 5)
    followup = env.sent[-1]
    assert followup.path == "/webhooks/{webhook_id}/{webhook_token}"
    assert embeds_of(followup) and not followup.ephemeral


async def test_index_is_read_at_each_use(make_env, zephyr_index):
    """Moderators swap `bot.index`; the next question uses the new index."""
    env = await make_env(StubIndex(abstain(), zephyr_index))
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    env.use_index(StubIndex(confident("from the new index"), zephyr_index))
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    assert embeds_of(env.sent[-1])[0].description.startswith("from the new index\n")


async def test_no_index_yet_says_loading(make_env):
    """Before the index is built, askers are told to wait (privately) and nothing is dispatched."""
    env = await make_env(None)
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    [call] = env.sent
    assert call.ephemeral and "loading" in call.message["content"]
    assert env.events == []


async def test_view_factory_is_used_on_every_answer(make_env, zephyr_index):
    """The moderation engineer's view factory gets (question, answer, asker id) and its view is attached."""
    env = await make_env(zephyr_index)
    seen = []

    def factory(question, answer, asker_id):
        """A view with one button, remembering what it was called with."""
        seen.append((question, answer.answered, asker_id))
        view = discord.ui.View(timeout=None)
        view.add_item(discord.ui.Button(label="\U0001f44d", custom_id=f"vote:{len(seen)}"))
        return view

    env.bot.view_factory = factory
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    await env.message(f"<@{BOT_ID}> {OFF_TOPIC_Q}", mentions=[BOT_ID])
    assert [s[0] for s in seen] == [ZEPHYR_Q, OFF_TOPIC_Q] and all(s[2] == ASKER_ID for s in seen)
    assert all(call.message.get("components") for call in env.sent)


async def test_broken_view_factory_does_not_block_the_answer(make_env, zephyr_index, caplog):
    """A failing view factory is logged and the answer goes out without buttons."""
    env = await make_env(zephyr_index)
    env.bot.view_factory = lambda q, a, u: 1 / 0
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    assert embeds_of(env.sent[0]) and "view_factory failed" in caplog.text


# --- mentions and DMs -----------------------------------------------------------------------------------------

async def test_mention_is_answered_as_a_reply_that_pings_nobody(make_env, zephyr_index):
    """@bot question → reply to that message, mention stripped, no ping of the author."""
    stub = StubIndex(lambda q: zephyr_index.answer(q), zephyr_index)
    env = await make_env(stub)
    msg = await env.message(f"<@{BOT_ID}> {ZEPHYR_Q}", mentions=[BOT_ID])
    assert stub.asked == [ZEPHYR_Q]
    [call] = env.sent
    assert call.path == "/channels/{channel_id}/messages"
    assert call.json["message_reference"]["message_id"] == int(msg["id"])
    assert call.json["allowed_mentions"] == {"parse": [], "replied_user": False}
    assert "\n-# @" in embeds_of(call)[0].description
    assert env.events[0].surface == "mention"


async def test_mention_through_the_bots_role_counts(make_env, zephyr_index):
    """Picking the bot's managed role in the mention menu also asks the bot."""
    env = await make_env(zephyr_index)
    await env.message(f"<@&{BOT_ROLE_ID}> {ZEPHYR_Q}", mention_roles=[BOT_ROLE_ID])
    assert len(env.sent) == 1 and env.events[0].surface == "mention"


async def test_everyone_ping_is_not_a_mention_of_the_bot(make_env, zephyr_index):
    """@everyone outside an answer channel does not make the bot answer."""
    env = await make_env(zephyr_index, answer_channel_ids=[])
    await env.message(f"@everyone {ZEPHYR_Q}", mention_everyone=True)
    assert env.sent == [] and env.events == []


async def test_empty_mention_gets_a_hint(make_env, zephyr_index):
    """Just "@bot" → a short hint, not an answer."""
    env = await make_env(zephyr_index)
    await env.message(f"<@{BOT_ID}>", mentions=[BOT_ID])
    [call] = env.sent
    assert "Ask me a question" in call.message["content"] and env.events == []


async def test_dm_is_answered(make_env, zephyr_index):
    """Any DM is a question, answered as a reply."""
    env = await make_env(zephyr_index, message_content_intent=False)
    await env.message(ZEPHYR_Q, guild=False)
    [call] = env.sent
    assert embeds_of(call) and call.json["message_reference"]["fail_if_not_exists"] is False
    [event] = env.events
    assert event.surface == "dm" and event.guild_id is None


async def test_mentions_work_without_the_message_content_intent(make_env, zephyr_index):
    """Discord delivers content for mentions, so they are answered with the intent off."""
    env = await make_env(zephyr_index, message_content_intent=False)
    await env.message(f"<@{BOT_ID}> {ZEPHYR_Q}", mentions=[BOT_ID])
    assert len(env.sent) == 1


async def test_reply_ping_with_a_question_is_answered(make_env, zephyr_index):
    """Replying to the bot (which pings it) with a follow-up question is a mention."""
    env = await make_env(zephyr_index)
    await env.message(ZEPHYR_Q, mentions=[BOT_ID], msg_type=19)
    await env.message("thanks!", mentions=[BOT_ID], msg_type=19)
    assert len(env.sent) == 1


async def test_messages_from_bots_and_webhooks_are_ignored(make_env, zephyr_index):
    """Other bots, webhooks and the bot itself are never answered."""
    env = await make_env(zephyr_index)
    await env.message(f"<@{BOT_ID}> {ZEPHYR_Q}", mentions=[BOT_ID], author_id=OTHER_ID, bot=True)
    await env.message(f"<@{BOT_ID}> {ZEPHYR_Q}", mentions=[BOT_ID], author_id=BOT_ID, author_name="storybot", bot=True)
    await env.message(ZEPHYR_Q, channel_id=ANSWERS_ID, webhook_id=OTHER_ID)
    await env.message(ZEPHYR_Q, guild=False, author_id=OTHER_ID, bot=True)
    assert env.sent == [] and env.events == []


# --- answer channels ------------------------------------------------------------------------------------------

async def test_answer_channel_answers_confident_questions(make_env, zephyr_index):
    """With the intent on, a question in an answer channel gets a confident answer."""
    env = await make_env(StubIndex(confident(), zephyr_index))
    await env.message("How wide is the Zephyr mirror?", channel_id=ANSWERS_ID)
    [call] = env.sent
    assert embeds_of(call) and call.json["allowed_mentions"]["replied_user"] is False
    assert env.events[0].surface == "channel" and env.events[0].replied


async def test_answer_channel_is_silent_when_not_confident(make_env, zephyr_index):
    """An abstention in an answer channel stays silent, but is still dispatched (replied=False)."""
    env = await make_env(StubIndex(abstain(), zephyr_index))
    await env.message(OFF_TOPIC_Q, channel_id=ANSWERS_ID)
    assert env.sent == []
    [event] = env.events
    assert event.surface == "channel" and event.replied is False and not event.answer.answered


@pytest.mark.parametrize("text, channel_id, intent", [
    ("the Zephyr mirror is huge", ANSWERS_ID, True),  # messages that don't read as questions are not looked up
    ("How wide is the Zephyr mirror?", ANSWERS_ID, False),  # without the intent the bot stays silent there
    ("How wide is the Zephyr mirror?", GENERAL_ID, True),  # an ordinary channel, no mention: ignored
], ids=["chatter", "no-message-content-intent", "ordinary-channel"])
async def test_answer_channel_stays_silent(make_env, zephyr_index, text, channel_id, intent):
    """Chatter, a missing message-content intent or an ordinary channel: nothing is looked up or sent."""
    stub = StubIndex(confident(), zephyr_index)
    env = await make_env(stub, message_content_intent=intent)
    await env.message(text, channel_id=channel_id)
    assert stub.asked == [] and env.sent == []


# --- context menu ---------------------------------------------------------------------------------------------

async def test_context_menu_answers_the_target_message(make_env, zephyr_index):
    """"Answer with sources" on a message answers its text."""
    stub = StubIndex(lambda q: zephyr_index.answer(q), zephyr_index)
    env = await make_env(stub)
    target = message_payload(f"<@{BOT_ID}> {ZEPHYR_Q}", author_id=OTHER_ID, mentions=[BOT_ID])
    await env.interact(context_menu(target))
    assert stub.asked == [ZEPHYR_Q]
    [call] = env.sent
    assert embeds_of(call) and not call.ephemeral
    assert env.events[0].surface == "context_menu" and env.events[0].user_id == ASKER_ID


async def test_context_menu_on_a_message_without_text(make_env, zephyr_index):
    """A message with no text gets a private explanation and no dispatch."""
    env = await make_env(zephyr_index)
    await env.interact(context_menu(message_payload("", author_id=OTHER_ID)))
    [call] = env.sent
    assert call.ephemeral and "no text" in call.message["content"]
    assert env.events == []


# --- cooldown -------------------------------------------------------------------------------------------------

class Clock:
    """A hand-driven monotonic clock."""

    def __init__(self) -> None:
        """Start somewhere."""
        self.now = 5000.0

    def __call__(self) -> float:
        """Now."""
        return self.now


async def test_message_cooldown_replies_once_then_stays_silent(make_env, zephyr_index):
    """Over the limit: one "try again in N s" reply, then silence until the window passes."""
    env = await make_env(zephyr_index)
    clock = Clock()
    env.bot.ask_cooldown = AskCooldown(2, 30, clock=clock)
    for _ in range(4):
        await env.message(f"<@{BOT_ID}> {ZEPHYR_Q}", mentions=[BOT_ID])
    assert len(env.sent) == 3 and len(env.events) == 2
    notice = env.sent[2]
    assert re.fullmatch(r"You're asking too fast \u2014 try again in \d+ s\.", notice.message["content"])
    assert notice.json["allowed_mentions"] == {"parse": [], "replied_user": False}
    clock.now += 31
    await env.message(f"<@{BOT_ID}> {ZEPHYR_Q}", mentions=[BOT_ID])
    assert len(env.events) == 3 and embeds_of(env.sent[-1])


async def test_slash_cooldown_is_an_ephemeral_notice(make_env, zephyr_index):
    """/ask over the limit → the tree's error handler answers privately."""
    env = await make_env(zephyr_index, cooldown_rate=1, cooldown_seconds=60)
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    first, second = env.sent
    assert not first.ephemeral
    assert second.ephemeral and re.fullmatch(r"You're asking too fast \u2014 try again in \d+ s\.",
                                             second.message["content"])
    assert len(env.events) == 1


async def test_cooldown_is_shared_by_every_way_to_ask(make_env, zephyr_index):
    """A user cannot multiply the limit by switching between /ask, mentions, DMs and the context menu."""
    env = await make_env(zephyr_index, cooldown_rate=3, cooldown_seconds=60)
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    await env.message(f"<@{BOT_ID}> {ZEPHYR_Q}", mentions=[BOT_ID])
    await env.message(ZEPHYR_Q, guild=False)
    await env.interact(context_menu(message_payload(ZEPHYR_Q, author_id=OTHER_ID)))
    assert len(env.events) == 3
    assert env.sent[-1].ephemeral and "too fast" in env.sent[-1].message["content"]
    await env.interact(slash("ask", {"question": ZEPHYR_Q}, user_id=OTHER_ID))
    assert len(env.events) == 4  # another user is not limited


async def test_answer_channel_over_the_limit_stays_silent(make_env, zephyr_index):
    """Passive answering never nags: over the limit in an answer channel, nothing is sent."""
    env = await make_env(StubIndex(confident(), zephyr_index), cooldown_rate=1, cooldown_seconds=60)
    await env.message("How wide is the Zephyr mirror?", channel_id=ANSWERS_ID)
    await env.message("How wide is the Zephyr mirror?", channel_id=ANSWERS_ID)
    assert len(env.sent) == 1


# --- safety and limits ----------------------------------------------------------------------------------------

EVIL = "@everyone <@&123> <@456> @here <@&900000000000000011> what did the construction of the Zephyr cost?"


@pytest.mark.parametrize("answer", [None, "confident", "abstain"])
async def test_nobody_is_pinged_from_any_surface(make_env, zephyr_index, answer):
    """A question with @everyone, role and user mentions produces replies that notify nobody."""
    index = zephyr_index if answer is None else StubIndex(confident() if answer == "confident" else abstain(),
                                                          zephyr_index)
    env = await make_env(index, cooldown_rate=100)
    assert env.bot.allowed_mentions.to_dict() == {"parse": []}
    await env.interact(slash("ask", {"question": EVIL}))
    await env.message(f"<@{BOT_ID}> {EVIL}", mentions=[BOT_ID, 456], mention_roles=[123], mention_everyone=True)
    await env.message(EVIL, guild=False)
    await env.message(EVIL + "?", channel_id=ANSWERS_ID, mention_everyone=True)
    await env.interact(context_menu(message_payload(EVIL, author_id=OTHER_ID)))
    assert len(env.sent) >= 4
    for call in env.sent:
        assert_pings_nobody(call)


@pytest.mark.parametrize("surface", ["slash", "mention", "dm"])
async def test_ten_thousand_character_question(make_env, zephyr_index, surface):
    """A 10,000-character question is answered within every limit, echoing at most ~200 characters."""
    env = await make_env(zephyr_index)
    question = ("What did the construction of the Zephyr Observatory cost? " * 200)[:10_000]
    if surface == "slash":
        await env.interact(slash("ask", {"question": question}))
    elif surface == "mention":
        await env.message(f"<@{BOT_ID}> {question}", mentions=[BOT_ID])
    else:
        await env.message(question, guild=False)
    [call] = env.sent
    assert_within_limits(call)
    shown = call.text
    assert shown.count("What did the construction") <= 4
    assert env.events[0].surface == surface and len(env.events[0].question) >= 9_000


async def test_answer_with_many_sources_through_the_cog(make_env, zephyr_index):
    """An answer citing hundreds of long sources still fits every limit when sent."""
    env = await make_env(StubIndex(confident("x " * 5000, n_facts=40, n_sources=30), zephyr_index))
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    await env.message(f"<@{BOT_ID}> {ZEPHYR_Q}", mentions=[BOT_ID])
    for call in env.sent:
        assert_within_limits(call)
        assert "+29 more \u00b7" in call.text and "more facts" in call.text  # counted, not listed


async def test_one_log_line_per_question(make_env, zephyr_index, caplog):
    """Each question logs guild, channel, surface, answered, confidence and latency on one line."""
    caplog.set_level(logging.INFO, logger="bot.client")
    env = await make_env(zephyr_index)
    await env.interact(slash("ask", {"question": ZEPHYR_Q}))
    lines = [r.getMessage() for r in caplog.records if r.getMessage().startswith("question ")]
    assert len(lines) == 1
    assert re.fullmatch(r"question guild=\d+ channel=\d+ surface=slash answered=True confidence=[\d.]+ "
                        r"latency_ms=[\d.]+", lines[0])
    assert ZEPHYR_Q not in caplog.text


# --- reading messages as questions ----------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["Who funds Marin?", "what is the model size", "How long will training take",
                                  "Is it open source", "does it use MoE", "can I download the data",
                                  "The run is 13% done?", "WHEN did it start", "Which GPUs?"])
def test_questions(text):
    """Ending with '?' or starting with a question word reads as a question."""
    assert looks_like_question(text)


@pytest.mark.parametrize("text", ["", "   ", "Marin is cool", "thanks!", "lol", "I think it is 535B",
                                  "whoa, nice"])
def test_not_questions(text):
    """Statements and chatter do not."""
    assert not looks_like_question(text)


def test_strip_mentions_removes_only_the_bot():
    """The bot's user and role mentions go; other mentions stay for the escaper to neutralise."""
    assert strip_mentions("<@42> who funds it?", 42) == "who funds it?"
    assert strip_mentions("<@!42>, who funds it?", 42) == "who funds it?"
    assert strip_mentions("hey <@&7> who <@43> funds it <@42>", 42, 7) == "hey who <@43> funds it"
    assert strip_mentions("<@42>", 42) == ""
