"""Answer cards, misses that lead somewhere, and the context-menu quote, through the stand-in Discord."""

from __future__ import annotations

import pytest

from tests.digests import QUESTIONS
from tests.e2e.conftest import story_bot
from tests.e2e.fakediscord import CALLBACK_UPDATE_MESSAGE, FakeDiscord, as_read

OFF_TOPIC = "Who won the 1998 football world cup final in Paris?"


async def test_card_answers_first_with_a_source_line_under_it_and_sources_on_request(
        fake: FakeDiscord, story_env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """/ask: the answer with the figure bold, then a small source line; the Sources button lists every source."""
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands({"ask"})
        question, phrase, handle = QUESTIONS[0]
        inter = await fake.wait_for_response(await fake.run_slash("ask", {"question": question}))
        assert not inter.ephemeral
        [card] = inter.messages()
        embed = card["embeds"][0]
        lines = embed["description"].split("\n")
        assert "**12,000 panels**" in lines[0] and phrase in as_read(lines[0])  # the answer first, figure bold
        assert lines[1].startswith(f"-# @{handle} \u2014 ") and ".txt:" in lines[1]  # handle … digest:line
        assert not any(f["name"].startswith("Fact") for f in embed.get("fields") or [])
        sources = next(b for b in fake.buttons(card) if b.get("label") == "Sources")
        shown = await fake.wait_for_response(await fake.click_button(card, sources["custom_id"], member=fake.bob))
        assert shown.ephemeral and "Fact 1" in shown.text and f"@{handle}" in shown.text
    assert not fake.errors, fake.errors


async def test_off_topic_miss_is_private_and_offers_questions_that_answer(
        fake: FakeDiscord, story_env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Off-topic /ask: a private "The digests don't say…"; each suggestion button asks a question that gets a card."""
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands({"ask"})
        inter = await fake.wait_for_response(await fake.run_slash("ask", {"question": OFF_TOPIC}))
        assert inter.ephemeral
        [miss] = inter.messages()
        assert "The digests don't say" in miss["content"] and not miss.get("embeds")
        asks = [b for b in fake.buttons(miss) if str(b.get("custom_id", "")).startswith("ask:")]
        assert 1 <= len(asks) <= 3 and all(b["label"].endswith("?") for b in asks)
        for button in asks:
            got = await fake.wait_for_response(await fake.click_button(miss, button["custom_id"], member=fake.bob))
            [msg] = got.messages()
            assert msg.get("embeds") and msg["embeds"][0]["title"].endswith(button["label"]), msg
    assert not fake.errors, fake.errors


async def test_context_menu_answer_quotes_and_links_the_message(
        fake: FakeDiscord, story_env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """"Answer with sources" shows an excerpt of the message it answers and a link to it."""
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands({"ask"})
        question, phrase, handle = QUESTIONS[2]
        target = await fake.send_message(question + " @everyone", author=fake.bob)
        ctx = await fake.wait_for_response(await fake.run_message_command("Answer with sources", target,
                                                                          member=fake.add_member("clicker")))
        [msg] = ctx.messages()
        assert msg["content"].startswith("> When did Mayor Ines Okafor open the farm?")
        link = f"/channels/{target.get('guild_id')}/{target['channel_id']}/{target['id']}"
        assert link in msg["content"] and "@everyone" not in msg["content"].replace("@\u200beveryone", "")
        assert phrase in as_read(msg["embeds"][0]["description"])
    assert not fake.errors, fake.errors


async def test_timeline_pages_with_buttons_and_keeps_dates_with_their_posts(
        fake: FakeDiscord, story_env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    """/timeline in small pages: Next ▶ edits the message to the next page; no page ends with a date heading."""
    from functools import partial

    from bot import formatting
    from bot.exts.browse import cog as browse

    monkeypatch.setattr(browse, "paginate", partial(formatting.paginate, max_lines=3))
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands({"timeline"})
        inter = await fake.wait_for_response(await fake.run_slash("timeline"))
        [msg] = inter.messages()
        assert inter.ephemeral and msg["embeds"][0]["footer"]["text"].startswith("Page 1/")
        total = int(msg["embeds"][0]["footer"]["text"].split("/")[1].split()[0])
        assert total > 1
        seen = [msg["embeds"][0]["description"]]
        for page in range(2, total + 1):
            nxt = next(b for b in fake.buttons(msg) if b.get("label") == "Next")
            assert not nxt.get("disabled")
            pressed = await fake.wait_for_response(await fake.click_button(msg, nxt["custom_id"], member=fake.bob))
            update = pressed.callbacks[-1]
            assert update["type"] == CALLBACK_UPDATE_MESSAGE  # the same message, edited in place
            msg = {**msg, **{k: v for k, v in update["data"].items() if k in ("embeds", "components")}}
            assert msg["embeds"][0]["footer"]["text"].startswith(f"Page {page}/{total}")
            seen.append(msg["embeds"][0]["description"])
        assert next(b for b in fake.buttons(msg) if b.get("label") == "Next").get("disabled")
        assert all(not formatting.is_heading(d.split("\n")[-1]) for d in seen)
        past = await fake.wait_for_response(await fake.run_slash("timeline", {"page": total + 5}))
        assert f"There is no page {total + 5}" in past.text
    assert not fake.errors, fake.errors
