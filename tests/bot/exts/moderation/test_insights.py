"""The Insights cog: 👍/👎 under answers, the question log, /unanswered, /stats and retention."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from pathlib import Path

import pytest

from bot.events import QuestionEvent
from bot.exts.moderation.feedback import VOTE_TEMPLATE, FeedbackView
from knowledge.models import Answer
from tests.bot.exts.moderation.modkit import Env, abstained, answered, ask, click


async def test_view_factory_puts_feedback_buttons_under_answers(env: Env) -> None:
    assert env.bot.view_factory == env.bot.get_cog("Insights").view_factory
    view = env.bot.make_view("who funds it?", answered("who funds it?"), 1)
    # By name: unloading the extension drops its modules, so the class may come from a fresh import.
    assert type(view).__name__ == FeedbackView.__name__ and view.timeout is None
    ids = [item.custom_id for item in view.children]
    import re

    assert len(ids) == 2 and all(re.fullmatch(VOTE_TEMPLATE, i) for i in ids)
    assert ids[0].endswith(":up") and ids[1].endswith(":down")
    assert env.bot.make_view("what?", abstained("what?"), 1) is None


@pytest.mark.parametrize("view_first", [True, False])
async def test_votes_one_per_member_and_stored_with_question_and_facts(env: Env, view_first: bool) -> None:
    view = await ask(env, "who funds it?", answered("who funds it?"), 1, view_first=view_first)
    up, down = (item.custom_id for item in view.children)
    alice, bob = env.member_payload(user_id=7001), env.member_payload(user_id=7002)
    await click(env, up, alice)
    assert env.rec.last_is_ephemeral() and "Thanks" in env.rec.last_text()
    await click(env, up, alice)
    assert "already voted" in env.rec.last_text()
    await click(env, down, alice)
    assert "now" in env.rec.last_text()
    await click(env, up, bob)
    db = env.bot.settings.database
    with sqlite3.connect(db) as conn:
        votes = conn.execute("SELECT user_id, helpful, question, fact_ids FROM votes ORDER BY user_id").fetchall()
        logged = conn.execute("SELECT question, answered, answer_id, fact_ids FROM questions").fetchall()
    fact_id = answered("x").facts[0].id
    assert votes == [(7001, 0, "who funds it?", json.dumps([fact_id])), (7002, 1, "who funds it?", json.dumps([fact_id]))]
    assert logged == [("who funds it?", 1, view.answer_id, json.dumps([fact_id]))]


async def test_vote_after_restart_finds_the_logged_question(env: Env) -> None:
    view = await ask(env, "who funds it?", answered("who funds it?"), 1)
    cog = env.bot.get_cog("Insights")
    cog.recent = type(cog.recent)()  # the bot restarted: nothing in memory
    await click(env, view.children[0].custom_id, env.member_payload(user_id=9))
    with sqlite3.connect(env.bot.settings.database) as conn:
        assert conn.execute("SELECT question FROM votes").fetchone() == ("who funds it?",)


async def test_unanswered_lists_groups_escaped_and_within_limits(env: Env) -> None:
    for i in range(3):
        await ask(env, "How many GPUs **does** it use? @everyone <@123>", abstained("x", "GB200 _NVL72_"), 10 + i)
    rng = random.Random(5)
    for _ in range(120):  # many different questions: more groups than fit in one embed
        words = ["".join(rng.choice("bcdfghjklmnpqrstvwxz") for _ in range(7)) for _ in range(4)]
        await ask(env, " ".join(words), abstained("x"), 50)
    await ask(env, "who funds it?", answered("who funds it?"), 1)
    await env.slash("unanswered")
    body = env.rec.replies()[-1]
    assert env.rec.last_is_ephemeral()
    embed = body["embeds"][0]
    assert len(embed["description"]) <= 4096 and len(body.get("content") or "") <= 2000
    first_line = embed["description"].splitlines()[0]
    assert first_line.startswith("**3×** How many GPUs \\*\\*does\\*\\* it use? @\u200beveryone")
    assert "GB200 \\_NVL72\\_" in embed["description"]
    assert "more group(s)" in embed["description"]
    assert "who funds it" not in embed["description"]
    assert body["allowed_mentions"] == {"parse": []}


async def test_unanswered_is_per_server_and_says_when_empty(env: Env) -> None:
    cog = env.bot.get_cog("Insights")
    await cog.on_question_answered(QuestionEvent(question="elsewhere?", answer=abstained("elsewhere?"), guild_id=1,
                                                 channel_id=2, user_id=3, surface="slash", latency_ms=1.0))
    await env.slash("unanswered", [{"name": "days", "type": 4, "value": 7}])
    assert "No unanswered questions in the last 7 day(s)" in env.rec.last_text()


async def test_silent_events_are_not_logged(env: Env) -> None:
    cog = env.bot.get_cog("Insights")
    await cog.on_question_answered(QuestionEvent(question="lol", answer=abstained("lol"), guild_id=env.guild_id,
                                                 channel_id=2, user_id=3, surface="channel", latency_ms=1.0,
                                                 replied=False))
    assert cog.store.sync.grouped_unanswered() == []


async def test_stats_for_moderators(env: Env) -> None:
    view = await ask(env, "who funds it?", answered("who funds it?"), 1)
    await ask(env, "who funds it", answered("who funds it"), 2)
    await ask(env, "how many gpus?", abstained("how many gpus?"), 3)
    await click(env, view.children[0].custom_id, env.member_payload(user_id=4))
    await env.slash("stats", [{"name": "days", "type": 4, "value": 3}])
    text = env.rec.last_text()
    assert env.rec.last_is_ephemeral()
    assert "Questions: 3" in text
    assert "Answer rate: 67% (2/3)" in text
    assert "Helpful: 100%" in text
    assert "2× who funds it" in text
    assert "Most cited facts: 2× Model scale" in text


async def test_retention_runs_at_startup(env: Env, tmp_path: Path) -> None:
    import datetime as dt

    cog = env.bot.get_cog("Insights")
    old = dt.datetime.now(dt.UTC) - dt.timedelta(days=45)
    cog.store.sync.record_question("ancient", answered=False, at=old)
    await env.bot.unload_extension("bot.exts.moderation")
    await env.bot.load_extension("bot.exts.moderation")
    cog = env.bot.get_cog("Insights")
    for _ in range(100):
        if not cog.store.sync.unanswered():
            break
        await asyncio.sleep(0.01)
    assert cog.store.sync.unanswered() == []


async def test_chit_chat_is_no_gap_and_mentions_read_as_names(env: Env) -> None:
    """"thanks!" (the matcher's not-a-question reply) is not logged; a logged question shows names, not <@id>."""
    chat = Answer(question="thanks!", answered=False, answer="I can only answer questions about the story in the digests.",
                  confidence=0.0, suggestions=["Marin"])
    await ask(env, "thanks!", chat, 3)
    await ask(env, "what did <@4242> say about <#999>?", abstained("x"), 4)
    await env.slash("unanswered")
    description = env.rec.replies()[-1]["embeds"][0]["description"]
    assert [g.example for g in env.bot.get_cog("Insights").store.sync.grouped_unanswered()] == [
        "what did @someone say about #channel?"]
    assert "thanks" not in description and "<@" not in description and "@someone" in description
