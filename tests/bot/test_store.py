"""bot.store against a real SQLite file and a real PostgreSQL server (the same tests for both back ends):
question log, grouping, retention, votes, stats, settings, digests with their history, and the CLI."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

import pytest

from bot.store import PG_MIGRATIONS, AsyncStore, PgStore, Store, cli_unanswered, format_groups_text, group_questions, to_db_time

NOW = dt.datetime(2026, 9, 10, 12, 0, tzinfo=dt.UTC)


def ago(days: float = 0, hours: float = 0) -> dt.datetime:
    """A time before NOW."""
    return NOW - dt.timedelta(days=days, hours=hours)


@pytest.fixture(params=["sqlite", "postgresql"])
def opener(request: pytest.FixtureRequest, tmp_path: Path):
    """Factory: a new Store on the same database each call (a restart), SQLite or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        path = tmp_path / "data" / "nested" / "bot.sqlite3"
        return lambda: Store(path)
    url = request.getfixturevalue("pg_url")
    return lambda: PgStore(url)


@pytest.fixture
def store(opener) -> Store:
    """A store: SQLite in a folder that does not exist yet, or an empty PostgreSQL database."""
    return opener()


def rows_of(store: Store, sql: str) -> list[tuple]:
    """Rows of a query as plain tuples (either back end)."""
    with store.connect() as conn:
        return [tuple(dict(r).values()) for r in conn.execute(sql).fetchall()]


def test_postgresql_migrations_applied_once_and_recorded(pg_url: str) -> None:
    first = PgStore(pg_url)
    assert first.migrate() == [v for v, _, _ in PG_MIGRATIONS]
    assert PgStore(pg_url).migrate() == []  # a second process (or a restart) applies nothing again
    first.record_question("who funds it?", answered=True, at=NOW)
    assert rows_of(first, "SELECT version FROM schema_migrations ORDER BY version") == [(v,) for v, _, _ in
                                                                                       PG_MIGRATIONS]
    assert "secret" not in repr(PgStore(pg_url.replace("postgres@", "postgres:secret@")))


def test_sqlite_schema_and_folders_created_on_first_use(tmp_path: Path) -> None:
    store = Store(tmp_path / "data" / "nested" / "bot.sqlite3")
    assert not store.exists()
    store.record_question("who funds it?", answered=True, at=NOW)
    assert store.exists()
    with sqlite3.connect(store.path) as conn:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}
    assert {"questions", "votes", "unanswered"} <= tables


def test_unanswered_rows_keep_guild_channel_time_and_suggestion(store: Store) -> None:
    store.record_question("how many gpus?", answered=False, guild_id=1, channel_id=2, suggestion="GB200 NVL72",
                          at=ago(hours=1))
    store.record_question("who funds it?", answered=True, guild_id=1, channel_id=2, fact_ids=["f1"], at=ago(hours=1))
    rows = store.unanswered(now=NOW)
    assert len(rows) == 1
    row = rows[0]
    assert (row["guild_id"], row["channel_id"], row["question"], row["suggestion"]) == (1, 2, "how many gpus?",
                                                                                       "GB200 NVL72")
    assert row["asked_at"] == to_db_time(ago(hours=1)) and row["asked_at"].endswith("Z")


def test_grouping_similar_wording_most_asked_first(store: Store) -> None:
    asked = [
        ("How many GPUs does Marin use?", 5), ("how many gpus does marin use", 4), ("How many GPUs does Marin use??", 3),
        ("Marin: how many GPUs are used?", 2),
        ("When will the run finish?", 1), ("when will the run finish", 0.5),
        ("What is the capital of France?", 0.1),
    ]
    for question, hours in asked:
        store.record_question(question, answered=False, guild_id=1, suggestion="GB200" if "GPU" in question else None,
                              at=ago(hours=hours))
    groups = store.grouped_unanswered(now=NOW)
    assert [g.count for g in groups] == [4, 2, 1]
    gpus, finish, france = groups
    assert gpus.example.lower().startswith("how many gpus")
    assert gpus.suggestion == "GB200"
    assert gpus.last_asked == ago(hours=2)
    assert finish.last_asked == ago(hours=0.5)
    assert france.example == "What is the capital of France?"
    assert france.suggestion is None


def test_grouping_is_greedy_and_threshold_bound() -> None:
    from bot.store import _Row

    rows = [_Row("cats and dogs", NOW, None), _Row("quantum chromodynamics lattice", NOW, None)]
    assert len(group_questions(rows, threshold=80)) == 2
    assert len(group_questions(rows, threshold=0)) == 1


def test_days_window_and_guild_filter(store: Store) -> None:
    store.record_question("who paid for the compute", answered=False, guild_id=1, at=ago(days=10))
    store.record_question("when does training end", answered=False, guild_id=1, at=ago(days=1))
    store.record_question("other server", answered=False, guild_id=2, at=ago(days=1))
    assert [g.example for g in store.grouped_unanswered(3, now=NOW, guild_id=1)] == ["when does training end"]
    examples = {g.example for g in store.grouped_unanswered(None, now=NOW, guild_id=1)}
    assert examples == {"who paid for the compute", "when does training end"}
    assert len(store.grouped_unanswered(3, now=NOW)) == 2


def test_retention_deletes_old_questions_and_votes(store: Store) -> None:
    store.record_question("ancient", answered=False, at=ago(days=100))
    store.record_question("recent", answered=False, at=ago(days=5))
    store.record_vote("a" * 16, 7, True, at=ago(days=100))
    store.record_vote("b" * 16, 7, True, at=ago(days=5))
    assert store.purge(90, now=NOW) == 2
    assert [r["question"] for r in store.unanswered(now=NOW)] == ["recent"]
    assert store.vote_counts("a" * 16) == (0, 0)
    assert store.vote_counts("b" * 16) == (1, 0)
    assert store.purge(90, now=NOW) == 0


def test_one_vote_per_member_per_answer(store: Store) -> None:
    answer_id = "0123456789abcdef"
    store.record_question("who funds it?", answered=True, fact_ids=["f1", "f2"], answer_id=answer_id, at=NOW)
    first = store.record_vote(answer_id, 42, True)
    assert (first.outcome, first.up, first.down) == ("new", 1, 0)
    again = store.record_vote(answer_id, 42, True)
    assert (again.outcome, again.up, again.down) == ("same", 1, 0)
    changed = store.record_vote(answer_id, 42, False)
    assert (changed.outcome, changed.up, changed.down) == ("changed", 0, 1)
    other = store.record_vote(answer_id, 43, True)
    assert (other.outcome, other.up, other.down) == ("new", 1, 1)
    rows = rows_of(store, "SELECT user_id, helpful, question, fact_ids FROM votes ORDER BY user_id")
    assert rows == [(42, 0, "who funds it?", '["f1", "f2"]'), (43, 1, "who funds it?", '["f1", "f2"]')]


def test_vote_without_logged_question_uses_given_context(store: Store) -> None:
    result = store.record_vote("fedcba9876543210", 1, True, question="q?", fact_ids=["x"], guild_id=5)
    assert result.outcome == "new"
    assert rows_of(store, "SELECT question, fact_ids, guild_id FROM votes") == [("q?", '["x"]', 5)]


def test_stats(store: Store) -> None:
    for i in range(3):
        store.record_question("who funds the run?", answered=True, guild_id=1, fact_ids=["f1"], at=ago(days=i))
    store.record_question("how many gpus?", answered=False, guild_id=1, at=ago(days=1))
    store.record_question("elsewhere", answered=True, guild_id=2, fact_ids=["f9"], at=ago(days=1))
    store.record_vote("a" * 16, 1, True, guild_id=1, at=NOW)
    store.record_vote("a" * 16, 2, False, guild_id=1, at=NOW)
    store.record_vote("b" * 16, 3, True, guild_id=1, at=NOW)
    stats = store.stats(7, now=NOW, guild_id=1)
    assert (stats.total, stats.answered) == (4, 3)
    assert stats.answer_rate == pytest.approx(0.75)
    assert (stats.up, stats.down) == (2, 1)
    assert stats.helpful_rate == pytest.approx(2 / 3)
    assert len(stats.per_day) == 7 and stats.per_day[-1][0] == NOW.date()
    assert stats.per_day[-2] == (NOW.date() - dt.timedelta(days=1), 2, 1)
    assert stats.top_groups[0].example == "who funds the run?" and stats.top_groups[0].count == 3
    assert stats.top_facts == [("f1", 3)]
    assert store.stats(7, now=NOW).total == 5


def test_empty_stats_have_no_rates(store: Store) -> None:
    stats = store.stats(3, now=NOW)
    assert stats.total == 0 and stats.answer_rate is None and stats.helpful_rate is None
    assert [n for _, n, _ in stats.per_day] == [0, 0, 0]


async def test_async_store_runs_off_the_loop(opener) -> None:
    store = AsyncStore(opener())
    await store.record_question("why?", answered=False, guild_id=3)
    groups = await store.grouped_unanswered(1, guild_id=3)
    assert [g.example for g in groups] == ["why?"]
    assert (await store.record_vote("c" * 16, 1, True)).outcome == "new"
    assert await store.purge(1) == 0
    assert (await store.stats(1)).total == 1


def test_format_groups_text(store: Store) -> None:
    store.record_question("how many gpus?", answered=False, suggestion="GB200", at=ago(hours=1))
    text = format_groups_text(store.grouped_unanswered(now=NOW), None)
    assert "1×  how many gpus?" in text and "closest suggestion: GB200" in text
    assert format_groups_text([], 7) == "No unanswered questions in the last 7 day(s)."


def test_cli_without_database_is_friendly(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)  # no .env here
    monkeypatch.setenv("DATA_DIR", str(tmp_path / "nothing"))
    monkeypatch.delenv("DB_PATH", raising=False)
    assert cli_unanswered(None) == 0
    out = capsys.readouterr().out
    assert "No questions logged yet" in out
    assert not (tmp_path / "nothing").exists()


def test_cli_prints_groups(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "x.sqlite3"
    monkeypatch.setenv("DB_PATH", str(db))
    store = Store(db)
    for q in ("How many GPUs?", "how many gpus", "Who is Percy?"):
        store.record_question(q, answered=False)
    assert cli_unanswered(7) == 0
    out = capsys.readouterr().out
    assert "3 unanswered question(s) in the last 7 day(s), in 2 group(s)" in out
    assert out.index("2×") < out.index("1×")


def test_cli_via_python_m_bot(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from bot.cli import main

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DB_PATH", str(tmp_path / "none.sqlite3"))
    assert main(["unanswered", "--days", "3"]) == 0
    assert "No questions logged yet" in capsys.readouterr().out


def test_terminal_output_has_no_control_characters(store: Store) -> None:
    store.record_question("evil \x1b[31mred\x1b[0m question\x07", answered=False, suggestion="\x1b]0;title\x07x",
                          at=ago(hours=1))
    text = format_groups_text(store.grouped_unanswered(now=NOW), None)
    assert "\x1b" not in text and "\x07" not in text
    assert "evil [31mred[0m question" in text


# --- per-server settings, hidden shared digests, the audit log -------------------------------------------------


def test_guild_settings_are_per_server_audited_and_survive_reopening(opener) -> None:
    store = opener()
    when = dt.datetime(2026, 9, 10, 12, 0, tzinfo=dt.UTC)
    assert store.guild_settings(1) == {} and store.all_guild_settings() == {}
    assert store.set_guild_settings(1, {"cooldown_rate": 5, "moderator_role_ids": [7, 8]}, 42, at=when) == {
        "cooldown_rate": 5, "moderator_role_ids": [7, 8]}
    store.set_guild_settings(2, {"cooldown_rate": 9}, 43, at=when)
    store.set_guild_settings(1, {"cooldown_rate": 6, "moderator_role_ids": None}, 44, at=when)
    reopened = opener()  # a restart: a new process opens the same database
    assert reopened.guild_settings(1) == {"cooldown_rate": 6}
    assert reopened.all_guild_settings() == {1: {"cooldown_rate": 6}, 2: {"cooldown_rate": 9}}
    log = reopened.audit_log(1)
    assert [(e.user_id, e.action, e.detail) for e in log] == [
        (44, "reset", "moderator_role_ids"), (44, "setting", "cooldown_rate=6"),
        (42, "setting", "moderator_role_ids=[7, 8]"), (42, "setting", "cooldown_rate=5")]
    assert all(e.guild_id == 1 and e.at == when for e in log)
    assert [e.detail for e in reopened.audit_log(2)] == ["cooldown_rate=9"]
    assert len(reopened.audit_log(every_guild=True)) == 5
    # Resetting what is not set changes and logs nothing.
    store.set_guild_settings(2, {"answer_channel_ids": None}, 43)
    assert len(store.audit_log(2)) == 1


def test_hidden_digests_per_server_with_audit(store: Store) -> None:
    assert store.set_hidden(1, "alpha.txt", True, 42) is True
    assert store.set_hidden(1, "alpha.txt", True, 42) is False  # already hidden: nothing changes
    assert store.set_hidden(2, "beta.txt", True, 43) is True
    assert store.hidden_digests(1) == {"alpha.txt"} and store.hidden_digests(3) == frozenset()
    assert store.all_hidden_digests() == {1: {"alpha.txt"}, 2: {"beta.txt"}}
    assert store.set_hidden(1, "alpha.txt", False, 44) is True
    assert store.set_hidden(1, "alpha.txt", False, 44) is False
    assert store.hidden_digests(1) == frozenset()
    assert [(e.action, e.detail, e.user_id) for e in store.audit_log(1)] == [("unhide", "alpha.txt", 44),
                                                                           ("hide", "alpha.txt", 42)]


def test_audit_of_the_shared_layer_has_no_guild(store: Store) -> None:
    store.audit(None, 42, "digest-add", "gamma.txt (10 bytes, 2 facts)")
    store.audit(5, 43, "refresh", "no changes")
    assert [e.action for e in store.audit_log(None)] == ["digest-add"]
    assert [e.action for e in store.audit_log(5)] == ["refresh"]


def test_digests_and_their_history_are_stored_and_changes_listed_by_version(opener) -> None:
    store = opener()
    assert store.digest_version() == 0 and store.digest_changes() == []
    v1 = store.put_digest(0, "shared.txt", b"# shared\n", 42)
    v2 = store.put_digest(123456789012345678, "own.txt", b"\x00\xffbytes", 43)  # a snowflake, raw bytes
    v3 = store.put_digest(0, "shared.txt", b"# shared v2\n", 42)
    assert v1 < v2 < v3 == store.digest_version()
    other = opener()  # another process
    assert other.digest_changes() == [(123456789012345678, "own.txt", b"\x00\xffbytes", v2),
                                      (0, "shared.txt", b"# shared v2\n", v3)]
    assert other.digest_changes(v2) == [(0, "shared.txt", b"# shared v2\n", v3)]
    v4 = other.put_digest(0, "shared.txt", None, 44)  # removed: kept as a removal so others remove it too
    assert store.digest_changes(v3) == [(0, "shared.txt", None, v4)]
    history = store.digest_history(0, "shared.txt")
    assert [(v, by, size) for v, _, by, size in history] == [(v4, 44, None), (v3, 42, 12), (v1, 42, 9)]


def test_both_back_ends_have_the_same_interface(tmp_path: Path) -> None:
    from bot.store import StateStore

    assert isinstance(Store(tmp_path / "x.sqlite3"), StateStore)
    assert isinstance(PgStore("postgresql://u@127.0.0.1:1/x"), StateStore)


@pytest.mark.parametrize("call", ["purge", "stats", "record_vote"])
async def test_a_task_cancelled_as_its_database_call_finishes_stays_cancelled(tmp_path: Path, call: str) -> None:
    """The result and the cancellation arrive together: the task ends cancelled, it does not carry on.

    (asyncio.wait_for in Python 3.11 returned the result instead, so a stopped bot's retention task went on to
    sleep for a day.)
    """
    import asyncio
    import threading
    import time

    store = AsyncStore(tmp_path / "bot.sqlite3")
    release, entered = threading.Event(), threading.Event()
    real = getattr(store.sync, call)

    def held(*args, **kwargs):
        entered.set()
        release.wait(5)
        return real(*args, **kwargs)

    setattr(store.sync, call, held)
    calls = {"purge": lambda: store.purge(30), "stats": lambda: store.stats(7),
             "record_vote": lambda: store.record_vote("a" * 16, 1, True, wait=5)}
    task = asyncio.ensure_future(calls[call]())
    try:
        while not entered.is_set():
            await asyncio.sleep(0.01)
        release.set()
        time.sleep(0.3)  # the loop is held: the thread finishes and hands the result to the loop meanwhile
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
    finally:
        release.set()
        store.writes.drain(2.0)
        store.close()
