"""The bot's SQLite store: every question asked, the unanswered log, feedback votes, usage stats, and each
server's settings, hidden shared digests and audit log of changes.

Stdlib ``sqlite3`` only. ``Store`` is synchronous (for the CLI and tests). ``AsyncStore`` is the bot's: its
writes of the question log and votes go through a bounded queue with its own worker thread (``WriteQueue``:
short busy timeouts, retries; a write that cannot be made is counted and logged, never waited for by a
reply), and its other calls run on two threads of its own, so answers (which use the default executor)
never wait for the database. Each call opens its own short-lived connection, so calls from different
threads never share one. The schema is created on first use and the database's folder is created if
missing; a database that is not a database or fails SQLite's integrity check is moved aside
(``bot.sqlite3.corrupt-<time>``) and recreated, with a log line, and ``/stats`` says so.

Times are stored in UTC as fixed-width ISO text (``2026-09-03T05:01:00.000000Z``), so they sort and
compare as strings.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import datetime as dt
import errno
import json
import logging
import os
import queue
import sqlite3
import threading
import time
import unicodedata
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol, cast, runtime_checkable

from rapidfuzz import fuzz, process, utils

log = logging.getLogger(__name__)

GROUP_THRESHOLD = 80.0

SCHEMA = """
CREATE TABLE IF NOT EXISTS questions (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    asked_at    TEXT    NOT NULL,              -- UTC, fixed-width ISO 8601 with a trailing Z
    guild_id    INTEGER,                       -- NULL in direct messages
    channel_id  INTEGER,
    surface     TEXT    NOT NULL DEFAULT '',   -- how it was asked: slash, mention, channel, ...
    question    TEXT    NOT NULL,
    answered    INTEGER NOT NULL,              -- 1 answered from the digests, 0 not
    confidence  REAL,
    suggestion  TEXT,                          -- the closest suggestion offered when unanswered
    fact_ids    TEXT    NOT NULL DEFAULT '[]', -- JSON list of the fact ids cited
    latency_ms  REAL,
    answer_id   TEXT UNIQUE                    -- links feedback votes to this question
);
CREATE INDEX IF NOT EXISTS questions_asked_at ON questions (asked_at);
CREATE VIEW IF NOT EXISTS unanswered AS
    SELECT id, guild_id, channel_id, asked_at, question, suggestion FROM questions WHERE answered = 0;
CREATE TABLE IF NOT EXISTS votes (
    answer_id   TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    helpful     INTEGER NOT NULL,              -- 1 thumbs up, 0 thumbs down
    voted_at    TEXT    NOT NULL,
    question    TEXT    NOT NULL DEFAULT '',
    fact_ids    TEXT    NOT NULL DEFAULT '[]',
    guild_id    INTEGER,
    PRIMARY KEY (answer_id, user_id)           -- one vote per member per answer
);
CREATE INDEX IF NOT EXISTS votes_voted_at ON votes (voted_at);
CREATE TABLE IF NOT EXISTS guild_settings (
    guild_id    INTEGER NOT NULL,
    key         TEXT    NOT NULL,              -- a bot.guildconfig.GuildConfig field name
    value       TEXT    NOT NULL,              -- JSON
    updated_at  TEXT    NOT NULL,
    updated_by  INTEGER,                       -- the member who set it (NULL: the operator's terminal)
    PRIMARY KEY (guild_id, key)
);
CREATE TABLE IF NOT EXISTS hidden_digests (
    guild_id    INTEGER NOT NULL,
    digest      TEXT    NOT NULL,              -- a shared (operator) digest's file name
    hidden_at   TEXT    NOT NULL,
    hidden_by   INTEGER,
    PRIMARY KEY (guild_id, digest)
);
CREATE TABLE IF NOT EXISTS audit_log (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    at          TEXT    NOT NULL,
    guild_id    INTEGER,                       -- NULL: the shared layer / the whole bot
    user_id     INTEGER,                       -- who did it (NULL: the operator's terminal)
    action      TEXT    NOT NULL,              -- setting, reset, hide, unhide, digest-add, digest-remove, ...
    detail      TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS audit_log_guild ON audit_log (guild_id, at);
CREATE TABLE IF NOT EXISTS digest_history (
    id          INTEGER PRIMARY KEY AUTOINCREMENT, -- also the version of the change
    scope       INTEGER NOT NULL,              -- 0: the shared digests; else the server's id
    name        TEXT    NOT NULL,
    content     BLOB,                          -- NULL: removed
    at          TEXT    NOT NULL,
    changed_by  INTEGER
);
CREATE TABLE IF NOT EXISTS digests (
    scope       INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    content     BLOB,                          -- NULL: removed (kept so other processes remove it too)
    version     INTEGER NOT NULL,              -- digest_history.id of the last change
    PRIMARY KEY (scope, name)
);
"""

# PostgreSQL: numbered migrations, each applied once in a transaction and recorded in schema_migrations.
PG_MIGRATIONS: list[tuple[int, str, str]] = [
    (1, "questions, votes, server settings, hidden digests, audit log", """
CREATE TABLE questions (
    id BIGSERIAL PRIMARY KEY, asked_at TEXT NOT NULL, guild_id BIGINT, channel_id BIGINT,
    surface TEXT NOT NULL DEFAULT '', question TEXT NOT NULL, answered INTEGER NOT NULL, confidence DOUBLE PRECISION,
    suggestion TEXT, fact_ids TEXT NOT NULL DEFAULT '[]', latency_ms DOUBLE PRECISION, answer_id TEXT UNIQUE);
CREATE INDEX questions_asked_at ON questions (asked_at);
CREATE VIEW unanswered AS
    SELECT id, guild_id, channel_id, asked_at, question, suggestion FROM questions WHERE answered = 0;
CREATE TABLE votes (
    answer_id TEXT NOT NULL, user_id BIGINT NOT NULL, helpful INTEGER NOT NULL, voted_at TEXT NOT NULL,
    question TEXT NOT NULL DEFAULT '', fact_ids TEXT NOT NULL DEFAULT '[]', guild_id BIGINT,
    PRIMARY KEY (answer_id, user_id));
CREATE INDEX votes_voted_at ON votes (voted_at);
CREATE TABLE guild_settings (
    guild_id BIGINT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, updated_at TEXT NOT NULL, updated_by BIGINT,
    PRIMARY KEY (guild_id, key));
CREATE TABLE hidden_digests (
    guild_id BIGINT NOT NULL, digest TEXT NOT NULL, hidden_at TEXT NOT NULL, hidden_by BIGINT,
    PRIMARY KEY (guild_id, digest));
CREATE TABLE audit_log (
    id BIGSERIAL PRIMARY KEY, at TEXT NOT NULL, guild_id BIGINT, user_id BIGINT, action TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT '');
CREATE INDEX audit_log_guild ON audit_log (guild_id, at);
"""),
    (2, "digests (shared and per-server) and their history", """
CREATE TABLE digest_history (
    id BIGSERIAL PRIMARY KEY, scope BIGINT NOT NULL, name TEXT NOT NULL, content BYTEA, at TEXT NOT NULL, changed_by BIGINT);
CREATE TABLE digests (
    scope BIGINT NOT NULL, name TEXT NOT NULL, content BYTEA, version BIGINT NOT NULL, PRIMARY KEY (scope, name));
CREATE INDEX digests_version ON digests (version);
"""),
]
MIGRATION_LOCK = 1818_0001  # pg_advisory_xact_lock key: one process migrates at a time

VoteOutcome = Literal["new", "changed", "same"]


def utcnow() -> dt.datetime:
    """The current time, aware, in UTC."""
    return dt.datetime.now(dt.UTC)


def to_db_time(when: dt.datetime) -> str:
    """A datetime as the store's UTC text (naive datetimes are taken as UTC)."""
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)
    return when.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def from_db_time(text: str) -> dt.datetime:
    """The store's UTC text back as an aware datetime."""
    return dt.datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=dt.UTC)


@dataclass
class UnansweredGroup:
    """Unanswered questions worded alike: how often, an example, when last, what was suggested."""

    count: int
    example: str
    last_asked: dt.datetime
    suggestion: str | None
    wordings: list[str] = field(default_factory=list)  # distinct wordings, most frequent first

    def as_dict(self) -> dict[str, Any]:
        """JSON-friendly form."""
        return {"count": self.count, "example": self.example, "last_asked": self.last_asked.isoformat(),
                "suggestion": self.suggestion, "wordings": self.wordings}


@dataclass(frozen=True)
class AuditEntry:
    """One logged change: when, where, who, what."""

    id: int
    at: dt.datetime
    guild_id: int | None
    user_id: int | None
    action: str
    detail: str


@dataclass
class VoteResult:
    """The outcome of one vote and the answer's totals after it."""

    outcome: VoteOutcome
    helpful: bool
    up: int
    down: int


@dataclass
class Stats:
    """Usage over a window of days."""

    days: int
    since: dt.datetime
    total: int
    answered: int
    up: int
    down: int
    per_day: list[tuple[dt.date, int, int]]  # (day, questions, answered), oldest first, every day present
    top_groups: list[UnansweredGroup]  # most asked wordings among all questions
    top_facts: list[tuple[str, int]]  # (fact id, times cited), most cited first

    @property
    def answer_rate(self) -> float | None:
        """Share of questions answered, or None without questions."""
        return self.answered / self.total if self.total else None

    @property
    def helpful_rate(self) -> float | None:
        """Share of 👍 among votes, or None without votes."""
        votes = self.up + self.down
        return self.up / votes if votes else None


@dataclass
class _Row:
    """One question row, as grouping needs it."""

    question: str
    asked_at: dt.datetime
    suggestion: str | None


def group_questions(rows: Sequence[_Row], threshold: float = GROUP_THRESHOLD) -> list[UnansweredGroup]:
    """Greedy clustering of similar wording, most asked first.

    Identical wordings (after rapidfuzz's default processing: lower case, no punctuation) are merged
    first; then, most frequent wording first, each joins the most similar existing group whose
    representative scores at least ``threshold`` with ``token_set_ratio``, or starts a new group.
    """
    by_norm: dict[str, list[_Row]] = {}
    for row in rows:
        key = utils.default_process(row.question) or row.question.strip().casefold()
        if not key:
            continue
        by_norm.setdefault(key, []).append(row)
    order = sorted(by_norm, key=lambda k: (-len(by_norm[k]), -max(r.asked_at for r in by_norm[k]).timestamp(), k))
    reps: list[str] = []  # representative (normalised) wording of each cluster
    clusters: list[list[str]] = []
    for key in order:
        best = process.extractOne(key, reps, scorer=fuzz.token_set_ratio, processor=None,
                                  score_cutoff=threshold) if reps else None
        if best is None:
            reps.append(key)
            clusters.append([key])
        else:
            clusters[best[2]].append(key)
    groups: list[UnansweredGroup] = []
    for keys in clusters:
        members = [r for k in keys for r in by_norm[k]]
        latest = max(members, key=lambda r: r.asked_at)
        # Example: the most frequent wording as typed most recently.
        wording_counts = Counter(r.question.strip() for r in members)
        top_key = keys[0]
        example = max(by_norm[top_key], key=lambda r: r.asked_at).question.strip()
        suggestion = next((r.suggestion for r in sorted(members, key=lambda r: r.asked_at, reverse=True)
                           if r.suggestion), None)
        groups.append(UnansweredGroup(count=len(members), example=example, last_asked=latest.asked_at,
                                      suggestion=suggestion,
                                      wordings=[w for w, _ in wording_counts.most_common()]))
    groups.sort(key=lambda g: (-g.count, -g.last_asked.timestamp()))
    return groups


class StoreUnavailable(Exception):
    """The database cannot be used right now; ``str()`` says why in words for a moderator."""


def describe_write_error(exc: BaseException, where: Path | str) -> str | None:
    """A specific sentence for a full disk or a read-only folder (``where``: what was being written), else None."""
    text = str(exc).lower()
    code = getattr(exc, "errno", None)
    if code == errno.ENOSPC or code == getattr(errno, "EDQUOT", -1) or "disk is full" in text or "disk full" in text:
        return f"the bot's disk is full: {where} could not be written. Free some space on the bot's machine."
    if code in (errno.EROFS, errno.EACCES, errno.EPERM) or "readonly" in text or "read-only" in text:
        return f"{where} is read-only (or the bot may not write there); nothing could be saved."
    return None


def describe_store_error(exc: BaseException, path: Path) -> str:
    """Why a database call failed, in words for a moderator (never a traceback)."""
    specific = describe_write_error(exc, f"the database {path.name}")
    if specific:
        return specific
    text = str(exc).lower()
    if isinstance(exc, StoreUnavailable):
        return str(exc)
    if "locked" in text or "busy" in text or isinstance(exc, TimeoutError):
        return "the database is busy (another program holds a lock on it); try again in a moment."
    if isinstance(exc, sqlite3.DatabaseError):
        return "the database could not be read (it may be damaged); the bot's log has the details."
    return "the database could not be used; the bot's log has the details."


@runtime_checkable
class StateStore(Protocol):
    """What the bot needs of its store, whichever the back end (Store: SQLite; PgStore: PostgreSQL).

    Blocking calls, made from the store's own threads (AsyncStore) or the CLI; ``shared`` says whether other
    processes use the same store (then the digest folders are caches of its ``digests``).
    """

    shared: bool
    path: Path

    def describe(self) -> str:
        """See Store (SQLite) and PgStore."""
    def exists(self) -> bool:
        """See Store (SQLite) and PgStore."""
    def check(self) -> None:
        """See Store (SQLite) and PgStore."""
    def record_question(self, question: str, **kwargs: Any) -> int:
        """See Store (SQLite) and PgStore."""
    def answer_info(self, answer_id: str) -> tuple[str, list[str]] | None:
        """See Store (SQLite) and PgStore."""
    def record_vote(self, answer_id: str, user_id: int, helpful: bool, **kwargs: Any) -> VoteResult:
        """See Store (SQLite) and PgStore."""
    def purge(self, retention_days: int, now: dt.datetime | None = None) -> int:
        """See Store (SQLite) and PgStore."""
    def audit(self, guild_id: int | None, user_id: int | None, action: str, detail: str = "", **kwargs: Any) -> None:
        """See Store (SQLite) and PgStore."""
    def audit_log(self, guild_id: int | None = None, limit: int = 50, **kwargs: Any) -> list[AuditEntry]:
        """See Store (SQLite) and PgStore."""
    def all_guild_settings(self) -> dict[int, dict[str, Any]]:
        """See Store (SQLite) and PgStore."""
    def set_guild_settings(self, guild_id: int, changes: dict[str, Any], user_id: int | None,
                           **kwargs: Any) -> dict[str, Any]:
        """See Store (SQLite) and PgStore."""
    def all_hidden_digests(self) -> dict[int, frozenset[str]]:
        """See Store (SQLite) and PgStore."""
    def set_hidden(self, guild_id: int, digest: str, hidden: bool, user_id: int | None, **kwargs: Any) -> bool:
        """See Store (SQLite) and PgStore."""
    def grouped_unanswered(self, days: int | None = None, now: dt.datetime | None = None,
                           **kwargs: Any) -> list[UnansweredGroup]:
        """See Store (SQLite) and PgStore."""
    def stats(self, days: int = 14, now: dt.datetime | None = None, top: int = 5, **kwargs: Any) -> Stats:
        """See Store (SQLite) and PgStore."""
    def put_digest(self, scope: int, name: str, content: bytes | None, user_id: int | None = None,
                   **kwargs: Any) -> int:
        """See Store (SQLite) and PgStore."""
    def digest_version(self) -> int:
        """See Store (SQLite) and PgStore."""
    def digest_changes(self, since: int = 0) -> list[tuple[int, str, bytes | None, int]]:
        """See Store (SQLite) and PgStore."""


class Store:
    """The SQLite file: questions, votes and the queries over them (blocking calls)."""

    def __init__(self, path: Path | str, timeout: float = 30.0) -> None:
        """Use the database at ``path`` (created, with its folders, on first use); wait up to ``timeout`` s for locks."""
        self.path = Path(path)
        self.timeout = timeout
        self._ready = False
        self._init_lock = threading.Lock()
        self.recovered: list[str] = []  # what was done about a corrupt database, for /stats

    def exists(self) -> bool:
        """Whether the database file exists yet."""
        return self.path.is_file()

    @contextlib.contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        """A connection in a transaction, committed on success, closed afterwards."""
        self._ensure_schema()
        conn = sqlite3.connect(self.path, timeout=self.timeout)
        try:
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA synchronous=NORMAL")  # safe with WAL; no fsync per small write
            with conn:
                yield conn
        finally:
            conn.close()

    def _ensure_schema(self) -> None:
        """Create the folder, the file and the tables once."""
        if self._ready:
            return
        with self._init_lock:
            if self._ready:
                return
            self.path.parent.mkdir(parents=True, exist_ok=True)
            try:
                self._create()
            except sqlite3.OperationalError:
                raise  # locked, read-only, full: not corruption
            except sqlite3.DatabaseError as exc:  # "file is not a database", "malformed"
                self._move_aside(f"{type(exc).__name__}: {exc}")
                self._create()
            self._ready = True

    def _create(self) -> None:
        """Open the file, check it is a sound database and create the tables (raises DatabaseError when corrupt)."""
        conn = sqlite3.connect(self.path, timeout=self.timeout)
        try:
            with contextlib.suppress(sqlite3.OperationalError):
                conn.execute("PRAGMA journal_mode=WAL")
            row = conn.execute("PRAGMA quick_check").fetchone()
            if row is None or row[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {row[0] if row else 'no answer'}")
            conn.executescript(SCHEMA)
            conn.commit()
        finally:
            conn.close()

    def _move_aside(self, why: str) -> None:
        """Rename a corrupt database (and its -wal/-shm files) to ``<name>.corrupt-<UTC time>`` so a new one is made."""
        stamp = utcnow().strftime("%Y%m%dT%H%M%SZ")
        target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        n = 1
        while target.exists():
            target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
            n += 1
        os.replace(self.path, target)
        for suffix in ("-wal", "-shm"):
            side = self.path.with_name(self.path.name + suffix)
            with contextlib.suppress(FileNotFoundError):
                os.replace(side, target.with_name(target.name + suffix))
        message = (f"the database was corrupt ({why[:120]}); it was moved aside to {target.name} on "
                   f"{stamp} and a new one was created")
        self.recovered.append(message)
        log.error("%s: %s", self.path, message)

    def check(self) -> None:
        """After a database error: move the file aside and recreate it if it is corrupt (locks and full disks are not)."""
        with self._init_lock:
            self._ready = False
        self._ensure_schema()


    # -- writing ---------------------------------------------------------------------------------

    def record_question(self, question: str, *, answered: bool, guild_id: int | None = None,
                        channel_id: int | None = None, surface: str = "", confidence: float | None = None,
                        suggestion: str | None = None, fact_ids: Sequence[str] = (),
                        latency_ms: float | None = None, answer_id: str | None = None,
                        at: dt.datetime | None = None) -> int:
        """Log one question (answered or not); return its row id."""
        with self.connect() as conn:
            row = conn.execute(
                "INSERT INTO questions (asked_at, guild_id, channel_id, surface, question, answered, confidence,"
                " suggestion, fact_ids, latency_ms, answer_id) VALUES (?,?,?,?,?,?,?,?,?,?,?)"
                " ON CONFLICT(answer_id) DO NOTHING RETURNING id",
                (to_db_time(at or utcnow()), guild_id, channel_id, surface or "", question, int(bool(answered)),
                 confidence, suggestion, json.dumps(list(fact_ids)), latency_ms, answer_id)).fetchone()
            return int(row["id"]) if row else 0

    def answer_info(self, answer_id: str) -> tuple[str, list[str]] | None:
        """The question and fact ids logged for an answer id, if any."""
        with self.connect() as conn:
            row = conn.execute("SELECT question, fact_ids FROM questions WHERE answer_id = ?", (answer_id,)).fetchone()
        return (row["question"], json.loads(row["fact_ids"])) if row else None

    def record_vote(self, answer_id: str, user_id: int, helpful: bool, *, question: str | None = None,
                    fact_ids: Sequence[str] | None = None, guild_id: int | None = None,
                    at: dt.datetime | None = None) -> VoteResult:
        """Record a member's 👍/👎 on an answer: one vote per member per answer; a new vote replaces it."""
        with self.connect() as conn:
            if question is None or fact_ids is None:
                row = conn.execute("SELECT question, fact_ids FROM questions WHERE answer_id = ?",
                                   (answer_id,)).fetchone()
                if row is not None:
                    question = question if question is not None else row["question"]
                    fact_ids = fact_ids if fact_ids is not None else json.loads(row["fact_ids"])
            old = conn.execute("SELECT helpful FROM votes WHERE answer_id = ? AND user_id = ?",
                               (answer_id, user_id)).fetchone()
            if old is None:
                outcome: VoteOutcome = "new"
            elif bool(old["helpful"]) == bool(helpful):
                outcome = "same"
            else:
                outcome = "changed"
            conn.execute(
                "INSERT INTO votes (answer_id, user_id, helpful, voted_at, question, fact_ids, guild_id)"
                " VALUES (?,?,?,?,?,?,?) ON CONFLICT(answer_id, user_id) DO UPDATE SET"
                " helpful = excluded.helpful, voted_at = excluded.voted_at",
                (answer_id, user_id, int(bool(helpful)), to_db_time(at or utcnow()), question or "",
                 json.dumps(list(fact_ids or [])), guild_id))
            up, down = self._counts(conn, answer_id)
        return VoteResult(outcome=outcome, helpful=bool(helpful), up=up, down=down)

    @staticmethod
    def _counts(conn: sqlite3.Connection, answer_id: str) -> tuple[int, int]:
        """👍 and 👎 totals of one answer."""
        row = conn.execute("SELECT COALESCE(SUM(helpful), 0) AS up, COUNT(*) - COALESCE(SUM(helpful), 0) AS down"
                           " FROM votes WHERE answer_id = ?", (answer_id,)).fetchone()
        return int(row["up"]), int(row["down"])

    def vote_counts(self, answer_id: str) -> tuple[int, int]:
        """👍 and 👎 totals of one answer."""
        with self.connect() as conn:
            return self._counts(conn, answer_id)

    def purge(self, retention_days: int, now: dt.datetime | None = None) -> int:
        """Delete questions and votes older than ``retention_days``; return how many rows went."""
        cutoff = to_db_time((now or utcnow()) - dt.timedelta(days=retention_days))
        with self.connect() as conn:
            n = conn.execute("DELETE FROM questions WHERE asked_at < ?", (cutoff,)).rowcount
            n += conn.execute("DELETE FROM votes WHERE voted_at < ?", (cutoff,)).rowcount
        if n:
            log.info("retention: deleted %d row(s) older than %d day(s)", n, retention_days)
        return n

    # -- per-server settings, hidden digests and the audit log ----------------------------------------

    @staticmethod
    def _audit(conn: sqlite3.Connection, guild_id: int | None, user_id: int | None, action: str, detail: str,
               at: str) -> None:
        """Append one audit row (inside the caller's transaction) and log it."""
        conn.execute("INSERT INTO audit_log (at, guild_id, user_id, action, detail) VALUES (?,?,?,?,?)",
                     (at, guild_id, user_id, action, detail))
        log.info("audit: guild=%s user=%s %s %s", guild_id, user_id, action, detail)

    def audit(self, guild_id: int | None, user_id: int | None, action: str, detail: str = "", *,
              at: dt.datetime | None = None) -> None:
        """Log a change (a digest added or removed, a refresh) with who made it."""
        with self.connect() as conn:
            self._audit(conn, guild_id, user_id, action, detail, to_db_time(at or utcnow()))

    def audit_log(self, guild_id: int | None = None, limit: int = 50, *, every_guild: bool = False) -> list[AuditEntry]:
        """The newest changes first: one server's (None: the shared layer's), or every one's with ``every_guild``."""
        params: tuple[Any, ...]
        if every_guild:
            where, params = "", ()
        elif guild_id is None:
            where, params = " WHERE guild_id IS NULL", ()
        else:
            where, params = " WHERE guild_id = ?", (guild_id,)
        with self.connect() as conn:
            rows = conn.execute(f"SELECT * FROM audit_log{where} ORDER BY id DESC LIMIT ?",
                                (*params, int(limit))).fetchall()
        return [AuditEntry(id=r["id"], at=from_db_time(r["at"]), guild_id=r["guild_id"], user_id=r["user_id"],
                           action=r["action"], detail=r["detail"]) for r in rows]

    def guild_settings(self, guild_id: int) -> dict[str, Any]:
        """One server's stored settings (field name → value); what is not stored takes the default."""
        with self.connect() as conn:
            rows = conn.execute("SELECT key, value FROM guild_settings WHERE guild_id = ?", (guild_id,)).fetchall()
        return {r["key"]: json.loads(r["value"]) for r in rows}

    def all_guild_settings(self) -> dict[int, dict[str, Any]]:
        """Every server's stored settings."""
        out: dict[int, dict[str, Any]] = {}
        with self.connect() as conn:
            for r in conn.execute("SELECT guild_id, key, value FROM guild_settings").fetchall():
                out.setdefault(int(r["guild_id"]), {})[r["key"]] = json.loads(r["value"])
        return out

    def set_guild_settings(self, guild_id: int, changes: dict[str, Any], user_id: int | None, *,
                           at: dt.datetime | None = None) -> dict[str, Any]:
        """Store (a value) or reset (None) settings of one server, each change audited; return its settings."""
        when = to_db_time(at or utcnow())
        with self.connect() as conn:
            for key, value in changes.items():
                if value is None:
                    gone = conn.execute("DELETE FROM guild_settings WHERE guild_id = ? AND key = ?",
                                        (guild_id, key)).rowcount
                    if gone:
                        self._audit(conn, guild_id, user_id, "reset", key, when)
                    continue
                encoded = json.dumps(value, sort_keys=True)
                conn.execute("INSERT INTO guild_settings (guild_id, key, value, updated_at, updated_by)"
                             " VALUES (?,?,?,?,?) ON CONFLICT(guild_id, key) DO UPDATE SET value = excluded.value,"
                             " updated_at = excluded.updated_at, updated_by = excluded.updated_by",
                             (guild_id, key, encoded, when, user_id))
                self._audit(conn, guild_id, user_id, "setting", f"{key}={encoded}", when)
            rows = conn.execute("SELECT key, value FROM guild_settings WHERE guild_id = ?", (guild_id,)).fetchall()
        return {r["key"]: json.loads(r["value"]) for r in rows}

    def hidden_digests(self, guild_id: int) -> frozenset[str]:
        """The shared digests one server hides."""
        with self.connect() as conn:
            rows = conn.execute("SELECT digest FROM hidden_digests WHERE guild_id = ?", (guild_id,)).fetchall()
        return frozenset(r["digest"] for r in rows)

    def all_hidden_digests(self) -> dict[int, frozenset[str]]:
        """Every server's hidden shared digests."""
        out: dict[int, set[str]] = {}
        with self.connect() as conn:
            for r in conn.execute("SELECT guild_id, digest FROM hidden_digests").fetchall():
                out.setdefault(int(r["guild_id"]), set()).add(r["digest"])
        return {g: frozenset(names) for g, names in out.items()}

    def set_hidden(self, guild_id: int, digest: str, hidden: bool, user_id: int | None, *,
                   at: dt.datetime | None = None) -> bool:
        """Hide (or show again) a shared digest in one server, audited; False when nothing changed."""
        when = to_db_time(at or utcnow())
        with self.connect() as conn:
            if hidden:
                changed = conn.execute("INSERT INTO hidden_digests (guild_id, digest, hidden_at, hidden_by)"
                                       " VALUES (?,?,?,?) ON CONFLICT DO NOTHING",
                                       (guild_id, digest, when, user_id)).rowcount
            else:
                changed = conn.execute("DELETE FROM hidden_digests WHERE guild_id = ? AND digest = ?",
                                       (guild_id, digest)).rowcount
            if changed:
                self._audit(conn, guild_id, user_id, "hide" if hidden else "unhide", digest, when)
        return bool(changed)

    # -- digests (the shared ones: scope 0; a server's own: its id) --------------------------------------

    shared = False  # whether other processes share this store (then the digest folders are caches of it)

    def describe(self) -> str:
        """The database in words for logs (never a password)."""
        return f"SQLite {self.path}"

    def _lock_digests(self, conn: Any) -> None:
        """Serialise digest writers so versions commit in order (SQLite: its write lock already does)."""

    def put_digest(self, scope: int, name: str, content: bytes | None, user_id: int | None = None, *,
                   at: dt.datetime | None = None) -> int:
        """Store a digest's bytes (None: removed) with a history row; return the change's version."""
        when = to_db_time(at or utcnow())
        with self.connect() as conn:
            self._lock_digests(conn)
            row = conn.execute("INSERT INTO digest_history (scope, name, content, at, changed_by) VALUES (?,?,?,?,?)"
                               " RETURNING id", (int(scope), name, content, when, user_id)).fetchone()
            version = int(row["id"])
            conn.execute("INSERT INTO digests (scope, name, content, version) VALUES (?,?,?,?)"
                         " ON CONFLICT(scope, name) DO UPDATE SET content = excluded.content,"
                         " version = excluded.version", (int(scope), name, content, version))
        return version

    def digest_version(self) -> int:
        """The version of the newest digest change (0: none yet)."""
        with self.connect() as conn:
            row = conn.execute("SELECT COALESCE(MAX(version), 0) AS v FROM digests").fetchone()
        return int(row["v"])

    def digest_changes(self, since: int = 0) -> list[tuple[int, str, bytes | None, int]]:
        """(scope, name, bytes or None when removed, version) of the digests changed after version ``since``."""
        with self.connect() as conn:
            rows = conn.execute("SELECT scope, name, content, version FROM digests WHERE version > ?"
                                " ORDER BY version", (int(since),)).fetchall()
        return [(int(r["scope"]), r["name"], None if r["content"] is None else bytes(r["content"]), int(r["version"]))
                for r in rows]

    def digest_history(self, scope: int, name: str) -> list[tuple[int, dt.datetime, int | None, int | None]]:
        """(version, when, by whom, size or None when removed) of every change of one digest, newest first."""
        with self.connect() as conn:
            rows = conn.execute("SELECT id, at, changed_by, content FROM digest_history WHERE scope = ? AND name = ?"
                                " ORDER BY id DESC", (int(scope), name)).fetchall()
        return [(int(r["id"]), from_db_time(r["at"]), r["changed_by"], None if r["content"] is None else len(r["content"]))
                for r in rows]

    # -- reading ---------------------------------------------------------------------------------

    def _rows(self, where: str, params: tuple[Any, ...]) -> list[_Row]:
        """Question rows for grouping."""
        with self.connect() as conn:
            rows = conn.execute(f"SELECT question, asked_at, suggestion FROM questions WHERE {where}", params).fetchall()
        return [_Row(r["question"], from_db_time(r["asked_at"]), r["suggestion"]) for r in rows]

    @staticmethod
    def _since(days: int | None, now: dt.datetime | None) -> str:
        """The cutoff time of a window of days (the beginning of time without one)."""
        if days is None:
            return "0000"
        return to_db_time((now or utcnow()) - dt.timedelta(days=days))

    @staticmethod
    def _guild_filter(guild_id: int | None) -> tuple[str, tuple[Any, ...]]:
        """SQL condition for one server's questions (every server's when None)."""
        return ("", ()) if guild_id is None else (" AND guild_id = ?", (guild_id,))

    def unanswered(self, days: int | None = None, now: dt.datetime | None = None, *,
                   guild_id: int | None = None) -> list[dict[str, Any]]:
        """Unanswered questions of the last ``days`` (all kept ones when None), newest first."""
        cond, extra = self._guild_filter(guild_id)
        with self.connect() as conn:
            rows = conn.execute(f"SELECT * FROM unanswered WHERE asked_at >= ?{cond} ORDER BY asked_at DESC",
                                (self._since(days, now), *extra)).fetchall()
        return [dict(r) for r in rows]

    def grouped_unanswered(self, days: int | None = None, now: dt.datetime | None = None, *,
                           guild_id: int | None = None, threshold: float = GROUP_THRESHOLD) -> list[UnansweredGroup]:
        """Unanswered questions of the last ``days`` (all kept ones when None) grouped by similar wording,
        most asked first; only one server's when ``guild_id`` is given."""
        cond, extra = self._guild_filter(guild_id)
        rows = self._rows(f"answered = 0 AND asked_at >= ?{cond}", (self._since(days, now), *extra))
        return group_questions(rows, threshold)

    def stats(self, days: int = 14, now: dt.datetime | None = None, top: int = 5, *,
              guild_id: int | None = None) -> Stats:
        """Questions per day, answer rate, helpful rate and most asked topics over ``days`` whole UTC days
        (today included); only one server's when ``guild_id`` is given."""
        now = now or utcnow()
        days = max(1, days)
        # Whole UTC days: today and the days - 1 before it.
        first = now.astimezone(dt.UTC).date() - dt.timedelta(days=days - 1)
        since_dt = dt.datetime.combine(first, dt.time(), tzinfo=dt.UTC)
        since = to_db_time(since_dt)
        cond, extra = self._guild_filter(guild_id)
        with self.connect() as conn:
            per_day_rows = conn.execute(
                "SELECT substr(asked_at, 1, 10) AS day, COUNT(*) AS n, SUM(answered) AS a FROM questions"
                f" WHERE asked_at >= ?{cond} GROUP BY day ORDER BY day", (since, *extra)).fetchall()
            votes = conn.execute("SELECT COALESCE(SUM(helpful), 0) AS up, COUNT(*) AS n FROM votes"
                                 f" WHERE voted_at >= ?{cond}", (since, *extra)).fetchone()
            fact_rows = conn.execute(f"SELECT fact_ids FROM questions WHERE asked_at >= ?{cond} AND answered = 1",
                                     (since, *extra)).fetchall()
        counts = {dt.date.fromisoformat(r["day"]): (int(r["n"]), int(r["a"] or 0)) for r in per_day_rows}
        last = now.astimezone(dt.UTC).date()
        per_day = []
        day = first
        while day <= last:
            n, a = counts.get(day, (0, 0))
            per_day.append((day, n, a))
            day += dt.timedelta(days=1)
        cited: Counter[str] = Counter()
        for r in fact_rows:
            cited.update(json.loads(r["fact_ids"] or "[]"))
        rows = self._rows(f"asked_at >= ?{cond}", (since, *extra))
        total = sum(n for _, n, _ in per_day)
        answered = sum(a for _, _, a in per_day)
        up = int(votes["up"])
        return Stats(days=days, since=since_dt, total=total, answered=answered, up=up, down=int(votes["n"]) - up,
                     per_day=per_day, top_groups=group_questions(rows)[:top], top_facts=cited.most_common(top))


class _PgConnection:
    """A psycopg connection that takes the store's SQLite-style ``?`` placeholders."""

    def __init__(self, conn: Any) -> None:
        """Wrap one open connection."""
        self.conn = conn

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        """Run one statement (``?`` → ``%s``); the cursor."""
        return self.conn.execute(sql.replace("?", "%s"), tuple(params))


def redact_url(url: str) -> str:
    """A database address without its password (for logs and errors)."""
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url)
        host = parts.hostname or "localhost"
        port = f":{parts.port}" if parts.port else ""
        user = f"{parts.username}@" if parts.username else ""
        return f"{parts.scheme}://{user}{host}{port}{parts.path}"
    except ValueError:
        return "postgresql://(address not shown)"


class PgStore(Store):
    """The same store in PostgreSQL (DATABASE_URL=postgresql://...), shared by every process of the bot.

    The SQL is the SQLite store's; the schema comes from PG_MIGRATIONS, applied on first use.
    """

    shared = True

    def __init__(self, url: str, timeout: float = 30.0) -> None:
        """Use the database at ``url`` (a secret: only its redacted form is ever shown)."""
        super().__init__(Path("PostgreSQL"), timeout=timeout)
        self._url = url
        self.where = redact_url(url)

    def __repr__(self) -> str:
        """Without the password."""
        return f"PgStore({self.where})"

    def describe(self) -> str:
        """The database in words for logs (never a password)."""
        return f"PostgreSQL {self.where}"

    def exists(self) -> bool:
        """A server database always exists (its tables are made on first use)."""
        return True

    def _open(self) -> Any:
        """A new connection with rows as dicts."""
        import psycopg
        from psycopg.rows import dict_row

        return psycopg.connect(self._url, connect_timeout=max(1, int(self.timeout)), row_factory=dict_row,
                               options=f"-c lock_timeout={int(self.timeout * 1000)}")

    @contextlib.contextmanager
    def connect(self) -> Iterator[Any]:
        """A connection in a transaction, committed on success, closed afterwards."""
        self._ensure_schema()
        with self._open() as conn:
            yield _PgConnection(conn)

    def _ensure_schema(self) -> None:
        """Apply the migrations not yet recorded in schema_migrations, once per process."""
        if self._ready:
            return
        with self._init_lock:
            if not self._ready:
                self.migrate()
                self._ready = True

    def migrate(self) -> list[int]:
        """Apply each missing migration in one transaction (one process at a time); the versions applied."""
        applied: list[int] = []
        with self._open() as conn:
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY,"
                         " name TEXT NOT NULL, applied_at TEXT NOT NULL)")
            done = {r["version"] for r in conn.execute("SELECT version FROM schema_migrations").fetchall()}
            for version, name, sql in PG_MIGRATIONS:
                if version in done:
                    continue
                conn.execute(sql)
                conn.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (%s, %s, %s)",
                             (version, name, to_db_time(utcnow())))
                applied.append(version)
        if applied:
            log.info("%s: applied migration(s) %s", self.where, ", ".join(map(str, applied)))
        return applied

    def check(self) -> None:
        """After a database error: nothing to move aside (the server keeps its data); reconnect next time."""

    def _lock_digests(self, conn: Any) -> None:
        """One digest writer at a time, so a higher version never commits before a lower one."""
        conn.execute("LOCK TABLE digests IN EXCLUSIVE MODE")


def sync_store(settings: Any) -> StateStore:
    """The blocking store the settings name: PostgreSQL for DATABASE_URL=postgresql://..., else the SQLite file."""
    url = getattr(settings, "postgres_url", None)
    # StateStore spells each back end's keyword-only options as **kwargs, which mypy does not match structurally
    return cast(StateStore, PgStore(url) if url else Store(settings.database))


def open_store(settings: Any) -> AsyncStore:
    """The bot's store for the settings (either back end; the code above it does not know which)."""
    url = getattr(settings, "postgres_url", None)
    return AsyncStore(PgStore(url, timeout=AsyncStore.WRITE_TIMEOUT) if url else settings.database)


class WriteQueue:
    """A bounded queue of database writes and the one thread that makes them, with retries; nothing waits on it."""

    def __init__(self, store: Store, maxsize: int = 1000, retries: int = 3, backoff: float = 0.5) -> None:
        """Writes to ``store``, at most ``maxsize`` waiting; each tried ``retries`` times, ``backoff`` s apart (doubling)."""
        self.store = store
        self.retries = retries
        self.backoff = backoff
        self.queue: queue.Queue[tuple[str, Any, tuple[Any, ...], dict[str, Any], concurrent.futures.Future[Any]] | None] = \
            queue.Queue(maxsize=maxsize)
        self.written = 0
        self.failed = 0  # writes given up after every retry
        self.dropped = 0  # writes refused because the queue was full
        self.last_error = ""
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def submit(self, what: str, fn: Any, *args: Any, **kwargs: Any) -> concurrent.futures.Future[Any]:
        """Queue ``fn(*args, **kwargs)``; its future (already failed with StoreUnavailable when the queue is full)."""
        future: concurrent.futures.Future[Any] = concurrent.futures.Future()
        self._start()
        try:
            self.queue.put_nowait((what, fn, args, kwargs, future))
        except queue.Full:
            self.dropped += 1
            log.warning("database write queue full (%d waiting): %s dropped (%d dropped so far)",
                        self.queue.maxsize, what, self.dropped)
            future.set_exception(StoreUnavailable("the database is not keeping up; try again in a moment."))
        return future

    def _start(self) -> None:
        """Start the worker thread once."""
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="store-writer", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        """Make the queued writes one after another until told to stop."""
        while True:
            item = self.queue.get()
            try:
                if item is None:
                    return
                self._write(*item)
            finally:
                self.queue.task_done()

    def _write(self, what: str, fn: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
               future: concurrent.futures.Future[Any]) -> None:
        """One write, retried on a locked, busy or corrupt database; counted and logged when it cannot be made."""
        if not future.set_running_or_notify_cancel():
            return
        delay = self.backoff
        for attempt in range(1, self.retries + 1):
            try:
                result = fn(*args, **kwargs)
            except Exception as exc:  # nothing may stop the writer
                error = exc
                if isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError):
                    with contextlib.suppress(Exception):
                        self.store.check()  # corrupt: moved aside and recreated
                if attempt < self.retries:
                    time.sleep(delay)
                    delay *= 2
                continue
            self.written += 1
            future.set_result(result)
            return
        self.failed += 1
        self.last_error = describe_store_error(error, self.store.path)
        log.warning("database write failed after %d attempt(s), %s not saved (%d failed so far): %s: %s",
                    self.retries, what, self.failed, type(error).__name__, error)
        future.set_exception(error)

    def drain(self, timeout: float) -> bool:
        """Wait up to ``timeout`` s for the queued writes to be made (or given up); whether they all were."""
        deadline = time.monotonic() + timeout
        while self.queue.unfinished_tasks:
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.005)
        return True

    def stop(self) -> None:
        """Let the worker finish what is queued and stop."""
        if self._thread is not None and self._thread.is_alive():
            with contextlib.suppress(queue.Full):
                self.queue.put_nowait(None)


class AsyncStore:
    """The store for the event loop: logging and votes through the write queue, the rest on the store's own threads."""

    WRITE_TIMEOUT = 2.0  # seconds a write waits for a lock before it is retried
    READ_TIMEOUT = 10.0  # seconds a command waits for the database before saying it is busy
    VOTE_WAIT = 1.5  # seconds a vote's reply waits for its write (Discord wants a reply within 3 s)

    def __init__(self, path: Path | str | Store) -> None:
        """Use the SQLite database at ``path``, or the given blocking store (e.g. a PgStore)."""
        self.sync = path if isinstance(path, Store) else Store(path, timeout=self.WRITE_TIMEOUT)
        self.writes = WriteQueue(self.sync)
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=2, thread_name_prefix="store")

    @property
    def path(self) -> Path:
        """The SQLite file."""
        return self.sync.path

    @property
    def shared(self) -> bool:
        """Whether other processes share this store."""
        return self.sync.shared

    def describe(self) -> str:
        """The database in words for logs (never a password)."""
        return self.sync.describe()

    async def put_digest(self, scope: int, name: str, content: bytes | None, user_id: int | None = None) -> int:
        """See Store.put_digest."""
        return await self._call(self.sync.put_digest, scope, name, content, user_id)

    async def digest_version(self) -> int:
        """See Store.digest_version."""
        return await self._call(self.sync.digest_version)

    async def digest_changes(self, since: int = 0) -> list[tuple[int, str, bytes | None, int]]:
        """See Store.digest_changes."""
        return await self._call(self.sync.digest_changes, since)

    def health(self) -> list[str]:
        """What went wrong with the database since start-up, for /stats (empty when all is well)."""
        lines = list(self.sync.recovered)
        if self.writes.failed:
            lines.append(f"{self.writes.failed} write(s) could not be saved (last: {self.writes.last_error})")
        if self.writes.dropped:
            lines.append(f"{self.writes.dropped} write(s) dropped because the database was not keeping up")
        return lines

    async def _call(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        """Run a call on the store's own threads, after the queued writes (bounded waits); StoreUnavailable on a timeout."""
        loop = asyncio.get_running_loop()

        def run() -> Any:
            """The queued writes first (so a command sees them), then the call."""
            self.writes.drain(self.WRITE_TIMEOUT)
            return fn(*args, **kwargs)

        try:  # asyncio.timeout, not wait_for: in 3.11 wait_for drops a cancellation that comes with the result
            async with asyncio.timeout(self.READ_TIMEOUT):
                return await loop.run_in_executor(self._pool, run)
        except TimeoutError:
            raise StoreUnavailable("the database is busy (another program holds a lock on it); "
                                   "try again in a moment.") from None

    async def record_question(self, question: str, **kwargs: Any) -> None:
        """Queue Store.record_question (never waits for the database)."""
        self.writes.submit("a question", self.sync.record_question, question, **kwargs)

    async def answer_info(self, answer_id: str) -> tuple[str, list[str]] | None:
        """See Store.answer_info."""
        return await self._call(self.sync.answer_info, answer_id)

    async def record_vote(self, answer_id: str, user_id: int, helpful: bool, *, wait: float | None = None,
                          **kwargs: Any) -> VoteResult | None:
        """Queue Store.record_vote and wait up to ``wait`` s (VOTE_WAIT) for its result; None when it takes longer.

        A vote that takes longer is still written (or counted and logged when it cannot be).
        """
        future = self.writes.submit("a vote", self.sync.record_vote, answer_id, user_id, helpful, **kwargs)
        try:
            async with asyncio.timeout(self.VOTE_WAIT if wait is None else wait):
                return await asyncio.shield(asyncio.wrap_future(future))
        except TimeoutError:
            return None

    async def purge(self, retention_days: int) -> int:
        """See Store.purge (through the write queue; waits for it, bounded)."""
        future = self.writes.submit("the retention purge", self.sync.purge, retention_days)
        async with asyncio.timeout(self.READ_TIMEOUT * 3):  # see _call: a cancellation is never dropped
            return await asyncio.wrap_future(future)

    async def grouped_unanswered(self, days: int | None = None, *, guild_id: int | None = None) -> list[UnansweredGroup]:
        """See Store.grouped_unanswered."""
        return await self._call(self.sync.grouped_unanswered, days, guild_id=guild_id)

    async def stats(self, days: int = 14, *, guild_id: int | None = None) -> Stats:
        """See Store.stats."""
        return await self._call(self.sync.stats, days, guild_id=guild_id)

    async def audit(self, guild_id: int | None, user_id: int | None, action: str, detail: str = "") -> None:
        """See Store.audit."""
        await self._call(self.sync.audit, guild_id, user_id, action, detail)

    async def audit_log(self, guild_id: int | None = None, limit: int = 50) -> list[AuditEntry]:
        """See Store.audit_log."""
        return await self._call(self.sync.audit_log, guild_id, limit)

    async def set_guild_settings(self, guild_id: int, changes: dict[str, Any], user_id: int | None) -> dict[str, Any]:
        """See Store.set_guild_settings."""
        return await self._call(self.sync.set_guild_settings, guild_id, changes, user_id)

    async def set_hidden(self, guild_id: int, digest: str, hidden: bool, user_id: int | None) -> bool:
        """See Store.set_hidden."""
        return await self._call(self.sync.set_hidden, guild_id, digest, hidden, user_id)

    def close(self) -> None:
        """Stop the writer once the queued writes are made, and the store's threads."""
        self.writes.stop()
        self._pool.shutdown(wait=False)


def _printable(text: str) -> str:
    """One line without control characters (no terminal escape sequences from what people typed)."""
    return " ".join("".join(ch for ch in text if unicodedata.category(ch)[0] != "C" or ch in " \t\n").split())


def format_groups_text(groups: Sequence[UnansweredGroup], days: int | None, width: int = 100) -> str:
    """The grouped unanswered questions as a plain-text table for a terminal."""
    window = f"in the last {days} day(s)" if days is not None else "in the kept history"
    if not groups:
        return f"No unanswered questions {window}."
    total = sum(g.count for g in groups)
    lines = [f"{total} unanswered question(s) {window}, in {len(groups)} group(s), most asked first:", ""]
    for g in groups:
        example = _printable(g.example)
        if len(example) > width - 12:
            example = example[: width - 13] + "…"
        lines.append(f"{g.count:>5}×  {example}")
        detail = f"        last asked {g.last_asked.strftime('%Y-%m-%d %H:%M')} UTC"
        if g.suggestion:
            detail += f"; closest suggestion: {_printable(g.suggestion)}"
        if len(g.wordings) > 1:
            detail += f"; {len(g.wordings)} wordings"
        lines.append(detail)
    return "\n".join(lines)


def cli_unanswered(days: int | None = None) -> int:
    """`python -m bot unanswered [--days N]`: print the grouped unanswered questions; return the exit code."""
    from pydantic import ValidationError

    from bot.settings import Settings

    if days is not None and days < 1:
        print("--days must be at least 1")
        return 2
    try:
        settings = Settings()
    except ValidationError as exc:
        from bot.settings import describe_errors

        print(f"Invalid settings: {describe_errors(exc)}")
        return 2
    store = sync_store(settings)
    if not store.exists():
        print(f"No questions logged yet: there is no database at {store.path} (the bot creates it when it runs).")
        return 0
    try:
        groups = store.grouped_unanswered(days)
    except Exception as exc:  # sqlite3 or psycopg; never the address's password
        print(f"Cannot read the database ({store.describe()}): {type(exc).__name__}")
        return 1
    print(format_groups_text(groups, days))
    return 0
