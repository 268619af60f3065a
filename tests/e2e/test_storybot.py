"""The real story bot, started as `python -m bot run` starts it, against the Discord stand-in.

Each test starts the bot with bot.runner's own pieces (load_settings() reading DISCORD_TOKEN and the rest
from the environment, create_bot(settings), run_bot(bot, token)), talks to it only through the stand-in's
gateway and REST API, and stops it with bot.close().
"""

from __future__ import annotations

import asyncio
import logging
import re
import threading
import time

import pytest

from tests.digests import BATTERY, BATTERY_NAME, BATTERY_QUESTION, QUESTIONS
from tests.e2e.conftest import TOKEN, moderation_present, story_bot
from tests.e2e.fakediscord import (
    CALLBACK_AUTOCOMPLETE,
    CALLBACK_DEFERRED_MESSAGE,
    CALLBACK_MESSAGE,
    OPT_INTEGER,
    OPT_STRING,
    FakeDiscord,
    Posted,
    as_read,
)

BROWSE_AND_ASK = {"ask", "facts", "sources", "timeline", "about"}
CONTEXT_MENU = "Answer with sources"
MODERATION = {"refresh", "digest", "unanswered", "stats", "settings"}

needs_moderation = pytest.mark.skipif(not moderation_present(), reason="bot/exts/moderation is not in this tree yet")


def assert_pings_nobody(post: Posted) -> None:
    """The posted JSON carries allowed_mentions that allow no user, role, everyone or replied-user ping."""
    am = post.request.get("allowed_mentions")
    assert am is not None, f"no allowed_mentions: Discord would apply its default and ping: {post.request}"
    assert am.get("parse") == [], am
    assert not am.get("users") and not am.get("roles"), am
    assert not am.get("replied_user"), am


def assert_answer(text: str, phrase: str, handle: str) -> None:
    """An answer with the fact and at least one cited source."""
    text = as_read(text)
    assert phrase in text, text
    assert f"@{handle}" in text, text


async def test_starts_syncs_and_answers_mention_with_sources(fake: FakeDiscord, story_env: dict[str, str],
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    async with story_bot(story_env, monkeypatch) as bot:
        # Ready the way Discord sees it: logged in, one shard asked of /gateway/bot, IDENTIFY, READY, guild.
        assert bot.is_ready() and bot.shard_count == 1
        assert bot.get_guild(fake.guild_id) is not None
        assert {"/users/@me", "/oauth2/applications/@me", "/gateway/bot"} <= {r.path for r in fake.requests}
        identify = next(d for op, d, _ in fake.gateway_ops if op == 2)
        assert identify["shard"] == [0, 1]
        assert identify["intents"] & (1 << 15) == 0  # no privileged message-content intent by default

        # Commands synced to the dev guild at once (DEV_GUILD_IDS), with their options.
        expected = BROWSE_AND_ASK | ({CONTEXT_MENU} | MODERATION if moderation_present() else {CONTEXT_MENU})
        synced = await fake.wait_for_commands(expected)
        assert fake.commands.get(None) in (None, [])  # nothing global when dev guilds are set
        by_name = {c["name"]: c for c in synced}
        assert by_name[CONTEXT_MENU]["type"] == 3
        ask_opts = by_name["ask"]["options"]
        assert [(o["name"], o["type"], o.get("required")) for o in ask_opts] == [("question", OPT_STRING, True)]
        assert by_name["facts"]["options"][0]["name"] == "topic" and by_name["facts"]["options"][0]["autocomplete"]
        for paged in ("sources", "timeline"):
            (page,) = by_name[paged]["options"]
            assert (page["name"], page["type"], page.get("required", False)) == ("page", OPT_INTEGER, False)
            assert page["min_value"] == 1
        assert by_name["about"]["options"] == []
        if moderation_present():
            assert by_name["refresh"]["default_member_permissions"] == str(1 << 5)  # Manage Server
            assert by_name["refresh"]["dm_permission"] is False
            assert {o["name"] for o in by_name["digest"]["options"]} == {"add", "list", "remove", "hide", "unhide"}
            assert by_name["settings"]["default_member_permissions"] == str(1 << 5)

        # A mention (no message-content intent: mentions still carry content) gets a reply with sources.
        question, phrase, handle = QUESTIONS[0]
        asker = fake.add_member("asker")
        msg = await fake.send_message(f"{question} cc <@{fake.bob.id}> @everyone", author=asker, mention_bot=True,
                                      mentions=[fake.bob])
        reply = await fake.wait_for_reply(int(msg["id"]))
        assert_answer(reply.text, phrase, handle)
        assert_pings_nobody(reply)
        assert reply.request["message_reference"]["message_id"] == int(msg["id"])
        assert "@everyone" not in reply.text.replace("@\u200beveryone", "")  # echoed text cannot ping

        # The bot gets its own reply back as MESSAGE_CREATE and must not answer itself; one reply only.
        await asyncio.sleep(0.3)
        assert len(fake.posted) == 1, [p.text for p in fake.posted]

        # A DM is answered too (DM intent), as a reply in the DM channel.
        dm = await fake.send_message(QUESTIONS[1][0], author=fake.bob, dm=True)
        dm_reply = await fake.wait_for_reply(int(dm["id"]))
        assert dm_reply.channel_id == fake.dm_channels[fake.bob.id]
        assert_answer(dm_reply.text, QUESTIONS[1][1], QUESTIONS[1][2])
        assert_pings_nobody(dm_reply)

        # A guild message that doesn't mention the bot is left alone.
        quiet = await fake.send_message(QUESTIONS[2][0], author=fake.bob)
        await asyncio.sleep(0.3)
        assert fake.replies_to(int(quiet["id"])) == []
    assert not fake.errors, fake.errors


async def test_slash_ask_and_context_menu_answer_through_interactions(
        fake: FakeDiscord, story_env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands({"ask", CONTEXT_MENU})
        question, phrase, handle = QUESTIONS[1]
        inter = await fake.run_slash("ask", {"question": question}, member=fake.add_member("slasher"))
        await fake.wait_for_response(inter)
        assert inter.response_type == CALLBACK_MESSAGE and not inter.ephemeral  # a public answer
        assert_answer(inter.text, phrase, handle)
        callback = next(r for r in fake.requests if r.path == f"/interactions/{inter.id}/{inter.token}/callback")
        assert callback.query == {"with_response": "1"} and callback.status == 200
        assert (callback.json["data"].get("allowed_mentions") or {}).get("parse") == []

        # "Answer with sources" on someone else's message (which did not mention the bot).
        question, phrase, handle = QUESTIONS[2]
        target = await fake.send_message(question, author=fake.bob)
        ctx = await fake.run_message_command(CONTEXT_MENU, target, member=fake.add_member("clicker"))
        await fake.wait_for_response(ctx)
        assert ctx.response_type in (CALLBACK_MESSAGE, CALLBACK_DEFERRED_MESSAGE)
        assert_answer(ctx.text, phrase, handle)
    assert not fake.errors, fake.errors


async def test_slow_answer_is_deferred_within_discords_3_seconds(fake: FakeDiscord, story_env: dict[str, str],
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    async with story_bot(story_env, monkeypatch) as bot:
        await fake.wait_for_commands({"ask"})
        original = bot.answer_question

        async def slow(question: str, **kwargs):  # an index that takes longer than Discord waits for a response
            await asyncio.sleep(2.4)
            return await original(question, **kwargs)

        monkeypatch.setattr(bot, "answer_question", slow)
        question, phrase, handle = QUESTIONS[2]
        inter = await fake.run_slash("ask", {"question": question}, member=fake.add_member("waiting"))
        await fake.wait_for_response(inter, timeout=8)
        assert inter.response_type == CALLBACK_DEFERRED_MESSAGE  # "thinking…" sent in time
        assert inter.callbacks[0]["at"] - inter.created < 3.0
        assert_answer(inter.text, phrase, handle)  # then the answer as a followup
    assert not fake.errors, fake.errors


async def test_browse_commands_answer(fake: FakeDiscord, story_env: dict[str, str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands(BROWSE_AND_ASK)
        who = fake.add_member("browser")
        facts = await fake.run_slash("facts", {"topic": "solar farm"}, member=who)
        sources = await fake.run_slash("sources", {}, member=who)
        timeline = await fake.run_slash("timeline", {"page": 1}, member=who)
        about = await fake.run_slash("about", member=who)
        complete = await fake.run_autocomplete("facts", {"topic": "Harb"}, "topic", member=who)
        for inter in (facts, sources, timeline, about, complete):
            await fake.wait_for_response(inter)
            assert "went wrong" not in inter.text, (inter.name, inter.text)
        assert "12,000 panels" in facts.text and "@harborcouncil" in facts.text
        assert sources.ephemeral and "harborcouncil" in sources.text
        assert timeline.ephemeral and "2026-05-04" in timeline.text
        assert "Story" in about.text or "facts" in about.text.lower()
        assert complete.response_type == CALLBACK_AUTOCOMPLETE
        assert complete.choices and any("Harbor" in c["name"] for c in complete.choices), complete.choices
    assert not fake.errors, fake.errors


@needs_moderation
async def test_refresh_refused_for_members_and_reports_diff_for_moderators(
        fake: FakeDiscord, story_env: dict[str, str], monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    async with story_bot(story_env, monkeypatch) as bot:
        await fake.wait_for_commands({"refresh"})
        version = bot.index.version

        # A plain member: refused, privately, and nothing is rebuilt.
        refused = await fake.run_slash("refresh", member=fake.bob)
        await fake.wait_for_response(refused)
        assert refused.ephemeral, refused.callbacks
        assert "moderator" in refused.text.lower()
        assert bot.index.version == version

        # A moderator (by MODERATOR_ROLE_IDS, without Manage Server) re-reads this server's digests only: a
        # digest dropped into the shared seeds folder is not picked up by it, and shared:True is the owners'.
        (tmp_path / "seeds" / BATTERY_NAME).write_text(BATTERY, encoding="utf-8")
        own = await fake.run_slash("refresh", member=fake.moderator)
        await fake.wait_for_response(own, timeout=10)
        assert own.ephemeral and "this server's digests" in own.text and BATTERY_NAME not in own.text, own.text
        not_owner = await fake.run_slash("refresh", {"shared": True}, member=fake.moderator)
        await fake.wait_for_response(not_owner, timeout=10)
        assert "Only the bot's owners" in not_owner.text and bot.index.version == version

        # The application's owner refreshes the shared layer: the report names the new digest.
        done = await fake.run_slash("refresh", {"shared": True}, member=fake.owner)
        await fake.wait_for_response(done, timeout=10)
        assert done.ephemeral
        assert BATTERY_NAME in done.text, done.text
        assert bot.index.version != version
        for post in fake.posted:
            if post.interaction is done:
                assert_pings_nobody(post)

        # The new facts answer questions right away.
        question, phrase, handle = BATTERY_QUESTION
        msg = await fake.send_message(question, author=fake.add_member("curious"), mention_bot=True)
        reply = await fake.wait_for_reply(int(msg["id"]))
        assert_answer(reply.text, phrase, handle)
    assert not fake.errors, fake.errors


@needs_moderation
async def test_digest_add_uploads_a_file_and_refreshes(fake: FakeDiscord, story_env: dict[str, str],
                                                       monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    async with story_bot(story_env, monkeypatch) as bot:
        await fake.wait_for_commands({"digest"})
        own_folder = tmp_path / "data" / "guilds" / str(fake.guild_id)
        refused = await fake.run_slash("digest add", {"file": (BATTERY_NAME, BATTERY)}, member=fake.alice)
        await fake.wait_for_response(refused)
        assert refused.ephemeral and not (tmp_path / "seeds" / BATTERY_NAME).exists()
        assert not (own_folder / BATTERY_NAME).exists()

        # The server's owner adds it to this server's own digests (DATA_DIR/guilds/<id>/), not to the seeds.
        added = await fake.run_slash("digest add", {"file": (BATTERY_NAME, BATTERY)}, member=fake.owner)
        await fake.wait_for_response(added, timeout=10)
        assert added.ephemeral and BATTERY_NAME in added.text, added.text
        assert (own_folder / BATTERY_NAME).read_text(encoding="utf-8") == BATTERY
        assert not (tmp_path / "seeds" / BATTERY_NAME).exists() and BATTERY_NAME not in bot.index.digests
        assert BATTERY_NAME in bot.layers.indexes[fake.guild_id].digests

        # The application's owner may add it to the shared digests with shared:True.
        shared = await fake.run_slash("digest add", {"file": ("002_e2e_shared.txt", BATTERY), "shared": True},
                                      member=fake.owner)
        await fake.wait_for_response(shared, timeout=10)
        assert (tmp_path / "seeds" / "002_e2e_shared.txt").read_text(encoding="utf-8") == BATTERY
        assert "002_e2e_shared.txt" in bot.index.digests
    assert not fake.errors, fake.errors


@needs_moderation
async def test_feedback_buttons_unanswered_and_stats(fake: FakeDiscord, story_env: dict[str, str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands({"stats", "unanswered"})
        question, phrase, handle = QUESTIONS[0]
        msg = await fake.send_message(question, author=fake.add_member("voter"), mention_bot=True)
        reply = await fake.wait_for_reply(int(msg["id"]))
        up = next(b for b in fake.buttons(reply.message) if b.get("label") == "Helpful")
        vote = await fake.click_button(reply.message, up["custom_id"], member=fake.bob)
        await fake.wait_for_response(vote)
        assert vote.ephemeral and "Thanks" in vote.text, vote.text

        odd = "What colour is the mayor's bicycle in the winter months?"
        unanswered = await fake.send_message(odd, author=fake.add_member("puzzled"), mention_bot=True)
        await fake.wait_for_reply(int(unanswered["id"]))
        await asyncio.sleep(0.2)  # the question log is written after the reply

        listed = await fake.run_slash("unanswered", member=fake.moderator)
        stats = await fake.run_slash("stats", {"days": 7}, member=fake.moderator)
        denied = await fake.run_slash("stats", member=fake.alice)
        for inter in (listed, stats, denied):
            await fake.wait_for_response(inter)
            assert inter.ephemeral
        assert "bicycle" in listed.text, listed.text
        assert "\U0001f44d 1" in stats.text and "(1/2)" in stats.text, stats.text
        assert "moderator" in denied.text.lower()
    assert not fake.errors, fake.errors


async def test_resumes_after_dropped_socket_and_answers_message_sent_meanwhile(
        fake: FakeDiscord, story_env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands({"ask"})
        fake.hold_gateway()  # the client's reconnect waits until the message below is queued
        await fake.drop_connection(code=4000)
        question, phrase, handle = QUESTIONS[3]
        msg = await fake.send_message(question, author=fake.add_member("patient"), mention_bot=True)
        await fake.wait_until(lambda: fake.connections_opened >= 2, what="the client to reconnect")
        fake.release_gateway()
        reply = await fake.wait_for_reply(int(msg["id"]), timeout=10)
        assert_answer(reply.text, phrase, handle)
        assert len(fake.resumes) == 1, fake.resumes
        assert fake.resumes[0]["path"] == "/resume/"  # reconnected to READY's resume_gateway_url
        assert fake.resumes[0]["session_id"] == fake.session_id
        assert fake.identifies == 1  # resumed the session, no new IDENTIFY
        # Still fully working afterwards: an interaction goes through the resumed socket.
        inter = await fake.run_slash("ask", {"question": QUESTIONS[0][0]}, member=fake.add_member("after"))
        await fake.wait_for_response(inter)
        assert_answer(inter.text, QUESTIONS[0][1], QUESTIONS[0][2])
    assert not fake.errors, fake.errors


async def test_rate_limited_reply_is_waited_out(fake: FakeDiscord, story_env: dict[str, str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands({"ask"})
        fake.rate_limit_next("POST", r"/channels/\d+/messages", retry_after=0.4)
        question, phrase, handle = QUESTIONS[0]
        msg = await fake.send_message(question, author=fake.add_member("throttled"), mention_bot=True)
        reply = await fake.wait_for_reply(int(msg["id"]), timeout=10)
        assert_answer(reply.text, phrase, handle)
        assert len(fake.rate_limited) == 1
        posts = [r for r in fake.requests if r.method == "POST" and r.path.endswith("/messages")]
        assert [r.status for r in posts] == [429, 200]
        assert posts[1].at - posts[0].at >= 0.39  # waited retry_after before trying again
        await asyncio.sleep(0.2)
        assert len(fake.replies_to(int(msg["id"]))) == 1  # exactly one reply, no duplicate
    assert not fake.errors, fake.errors


async def test_cooldown_warns_once_then_stays_silent(fake: FakeDiscord, story_env: dict[str, str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    story_env.update({"COOLDOWN_RATE": "2", "COOLDOWN_SECONDS": "30"})
    async with story_bot(story_env, monkeypatch):
        hasty = fake.add_member("hasty")
        sent = []
        for i in range(4):
            sent.append(await fake.send_message(QUESTIONS[i][0], author=hasty, mention_bot=True))
            if i < 3:
                await fake.wait_for_reply(int(sent[-1]["id"]))
        await asyncio.sleep(0.3)
        texts = [fake.replies_to(int(m["id"])) for m in sent]
        assert_answer(texts[0][0].text, QUESTIONS[0][1], QUESTIONS[0][2])
        assert_answer(texts[1][0].text, QUESTIONS[1][1], QUESTIONS[1][2])
        assert "too fast" in texts[2][0].text
        assert texts[3] == []  # warned once, then silent
    assert not fake.errors, fake.errors


async def test_global_sync_when_no_dev_guilds(fake: FakeDiscord, story_env: dict[str, str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    story_env["DEV_GUILD_IDS"] = ""
    async with story_bot(story_env, monkeypatch):
        await fake.wait_for_commands(BROWSE_AND_ASK | {CONTEXT_MENU})
        assert fake.commands.get(fake.guild_id) in (None, [])
        inter = await fake.run_slash("ask", {"question": QUESTIONS[0][0]}, member=fake.add_member("globe"))
        await fake.wait_for_response(inter)
        assert_answer(inter.text, QUESTIONS[0][1], QUESTIONS[0][2])
    assert not fake.errors, fake.errors


async def test_answer_channel_with_message_content_intent(fake: FakeDiscord, story_env: dict[str, str],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    story_env.update({"MESSAGE_CONTENT_INTENT": "true", "ANSWER_CHANNEL_IDS": str(fake.other_channel_id)})
    async with story_bot(story_env, monkeypatch):
        identify = next(d for op, d, _ in fake.gateway_ops if op == 2)
        assert identify["intents"] & (1 << 15)  # asked for message content
        question, phrase, handle = QUESTIONS[3]
        asked = await fake.send_message(question, author=fake.add_member("reader"), channel_id=fake.other_channel_id)
        reply = await fake.wait_for_reply(int(asked["id"]))
        assert_answer(reply.text, phrase, handle)
        assert_pings_nobody(reply)
        chatter = await fake.send_message("nice weather today", author=fake.bob, channel_id=fake.other_channel_id)
        elsewhere = await fake.send_message(question, author=fake.bob)  # not an answer channel, no mention
        await asyncio.sleep(0.3)
        assert fake.replies_to(int(chatter["id"])) == [] and fake.replies_to(int(elsewhere["id"])) == []
    assert not fake.errors, fake.errors


async def test_stops_cleanly(fake: FakeDiscord, story_env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    async with story_bot(story_env, monkeypatch) as bot:
        await fake.wait_for_commands({"ask"})
        task = bot.e2e_task
        started = time.monotonic()
        await asyncio.wait_for(bot.close(), 5)
        await asyncio.wait_for(task, 5)
        assert time.monotonic() - started < 3
    assert task.exception() is None  # run_bot returned normally
    assert bot.is_closed()
    assert bot.http._HTTPClient__session.closed  # type: ignore[attr-defined]
    await fake.wait_until(lambda: 1000 in fake.close_codes, 5, "the client to close the socket with 1000")
    # Nothing of the bot's is left running on the loop.
    def leftovers() -> list[asyncio.Task]:
        return [t for t in asyncio.all_tasks() if t is not asyncio.current_task() and not t.done()
                and re.search(r"discord|/bot/", repr(t.get_coro()) + repr(t))]
    try:
        await fake.wait_until(lambda: not leftovers(), 3, "the bot's tasks to finish")
    except AssertionError:
        raise AssertionError(f"tasks still running after close: {leftovers()}") from None


async def run_main_in_thread(runner, env: dict[str, str], monkeypatch: pytest.MonkeyPatch,
                             fake: FakeDiscord) -> int:
    """bot.runner.main() as `python -m bot run` calls it. It runs its own asyncio.run(), so it gets a daemon
    thread (never joined: a hung main() fails the test instead of hanging it) while the stand-in keeps
    serving on this loop. discord.py's log handler, which main() installs on the root logger, is taken off."""
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    outcome: dict[str, object] = {}

    def target() -> None:
        try:
            outcome["code"] = runner.main()
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            outcome["error"] = exc

    thread = threading.Thread(target=target, name="bot.runner.main", daemon=True)
    thread.start()
    try:
        await fake.wait_until(lambda: not thread.is_alive(), 30, "bot.runner.main() to return")
    finally:
        for h in root.handlers[:]:
            if h not in handlers:
                root.removeHandler(h)
        root.setLevel(level)
    if "error" in outcome:
        raise AssertionError(f"main() raised {outcome['error']!r}") from outcome["error"]  # type: ignore[misc]
    return outcome["code"]  # type: ignore[return-value]


def message_lines(err: str) -> list[str]:
    """stderr without discord.py's log records (main() installs its handler; it may colour them)."""
    plain = [re.sub(r"\x1b\[[0-9;]*m", "", ln) for ln in err.splitlines() if ln.strip()]
    log_line = re.compile(r"^\[?\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\]? \[?(DEBUG|INFO|WARNING|ERROR|CRITICAL)\b")
    assert not [ln for ln in plain if re.search(r"\b(ERROR|CRITICAL)\b", ln)], err
    return [ln for ln in plain if not log_line.match(ln)]


async def test_refused_message_content_intent_exits_2(fake: FakeDiscord, story_env: dict[str, str],
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    from bot import runner

    fake.portal_intents = 0  # the portal switch is off
    code = await run_main_in_thread(runner, {**story_env, "MESSAGE_CONTENT_INTENT": "true"}, monkeypatch,
                                    fake)
    _, err = capsys.readouterr()
    assert code == 2
    assert fake.server_closes == [4014]  # the stand-in refused the IDENTIFY
    assert message_lines(err) == [runner.NO_INTENT], err
    assert "Traceback" not in err and TOKEN not in err


async def test_wrong_token_exits_2_with_one_clear_line(fake: FakeDiscord, story_env: dict[str, str],
                                                       monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str],
                                                       caplog: pytest.LogCaptureFixture) -> None:
    from bot import runner

    wrong = "wrong-token-SECRET-6d1e.never.print.me"
    code = await run_main_in_thread(runner, {**story_env, "DISCORD_TOKEN": wrong}, monkeypatch, fake)
    out, err = capsys.readouterr()
    assert code == 2
    assert fake.requests and fake.requests[0].path == "/users/@me" and fake.requests[0].status == 401
    assert fake.connections_opened == 0  # never got as far as the gateway
    assert message_lines(err) == [runner.BAD_TOKEN], err  # log records aside, exactly one line
    assert "Traceback" not in err
    everything = out + err + caplog.text + "".join(str(r.args) for r in caplog.records)
    assert wrong not in everything and TOKEN not in everything
