"""Parsed digests and their matcher entries as plain data (JSON), and back: nothing decoded runs code.

The saved index (``cache.py``), the build helper (``workers.py``) and the bot's last good copies of failing
digests store digests with this codec, never with pickle. A digest becomes a JSON array of field values in
order; its sources are written once, in a table, and facts refer to them by position, so a source list
shared by many facts (every fact without an attribution cites its episode's pool) stays one list when
decoded. Decoding checks every shape and type and raises ``ValueError`` on anything this code would not
have written; records are rebuilt as compact ones (shared fields-sets and key tables, see
``records.record_factory``). Strings that recur (handles, titles, matcher keys) are interned, and equal
frozensets shared, so a decoded index is as small in memory as a parsed one.
"""

from __future__ import annotations

import datetime as dt
import json
import sys
from functools import lru_cache
from typing import Any

from ..entries import FactEntry
from ..models import Digest, Episode, Fact, Problem, Quantity, Source
from ..parser import fact_id
from .records import rebuild, record_factory

_new_digest = record_factory(Digest)
_new_episode = record_factory(Episode)
_new_source = record_factory(Source)
_new_problem = record_factory(Problem)

_KINDS = frozenset(("confirmed", "summary", "why-it-matters", "headline"))
_SEVERITIES = frozenset(("error", "warning"))
_intern = sys.intern
_EMPTY: frozenset[str] = frozenset()

Entry = tuple[Digest, list[Any]]


def _iso(d: dt.date | None) -> str | None:
    """A date as YYYY-MM-DD, or None."""
    return d.isoformat() if d is not None else None


@lru_cache(maxsize=8192)
def _date(text: str | None) -> dt.date | None:
    """A date from YYYY-MM-DD (None stays None); shared between records of the same day."""
    if text is None:
        return None
    if type(text) is not str:
        raise ValueError("date is not a string")
    return dt.date.fromisoformat(text)


def _str(v: Any) -> str:
    """``v`` if it is a string, else ValueError."""
    if type(v) is not str:
        raise ValueError("expected a string")
    return v


def _opt_str(v: Any) -> str | None:
    """``v`` if it is a string or None, else ValueError."""
    if v is not None and type(v) is not str:
        raise ValueError("expected a string or null")
    return v


def _int(v: Any) -> int:
    """``v`` if it is an int (not a bool), else ValueError."""
    if type(v) is not int:
        raise ValueError("expected an integer")
    return v


def _opt_int(v: Any) -> int | None:
    """``v`` if it is an int or None, else ValueError."""
    if v is not None and type(v) is not int:
        raise ValueError("expected an integer or null")
    return v


def _bool(v: Any) -> bool:
    """``v`` if it is a bool, else ValueError."""
    if type(v) is not bool:
        raise ValueError("expected a boolean")
    return v


def _list(v: Any) -> list[Any]:
    """``v`` if it is a list, else ValueError."""
    if type(v) is not list:
        raise ValueError("expected a list")
    return v


_SEP = "\x1f"  # joins a list of strings into one (quicker to write and read than a JSON list of them)


def _joined(items: Any) -> str | list[str]:
    """Strings as one string joined by _SEP, or as a list where that would not split back the same."""
    if not items:
        return ""
    text = _SEP.join(items)
    if not text or text.count(_SEP) != len(items) - 1:  # [""], or a string holding _SEP
        return list(items)
    return text


def _strs(v: Any) -> list[str]:
    """Interned strings from ``_joined``'s value, else ValueError."""
    if type(v) is str:
        return list(map(_intern, v.split(_SEP))) if v else []
    return list(map(_intern, _list(v)))  # sys.intern raises TypeError on anything but a str


# ---- encoding ------------------------------------------------------------------------------------------


def encode_digest(digest: Digest, entries: list[Any]) -> list[Any]:
    """A digest and the matcher entries of its facts (all or none) as JSON-ready values."""
    name, title = digest.name, digest.title
    table: list[Any] = []
    source_at: dict[int, int] = {}
    lists: list[list[int]] = []
    list_at: dict[int, int] = {}

    def source_ref(s: Source) -> int:
        """The position of a source in the table (added on first sight)."""
        at = source_at.get(id(s))
        if at is None:
            at = source_at[id(s)] = len(table)
            table.append([s.handle, s.title, _iso(s.date), s.time, s.utc_offset, s.primary,
                          None if s.seed == name else s.seed, s.line, s.episode])
        return at

    def list_ref(sources: list[Source]) -> int:
        """The position of a list of sources in the list table (a shared list is written once)."""
        at = list_at.get(id(sources))
        if at is None:
            at = list_at[id(sources)] = len(lists)
            lists.append([source_ref(s) for s in sources])
        return at

    own = [source_ref(s) for s in digest.sources]
    facts = [[f.id, f.text, f.kind, _joined(f.handles), list_ref(f.sources),
              [[q.value, q.unit, q.noun, q.text, q.approximate] for q in f.numbers],
              _iso(f.as_of), f.time_sensitive, None if f.seed == name else f.seed, f.episode, f.line,
              None if f.story == title else f.story] for f in digest.facts]
    episodes = [[e.number, e.title, _iso(e.date), e.post_count, None if e.seed == name else e.seed, e.line]
                for e in digest.episodes]
    problems = [[p.seed, p.line, p.message, p.severity] for p in digest.problems]
    matcher = [[_joined(e.keys), _joined(e.context_keys), _joined(e.numbers), _joined(e.units), _joined(e.handles),
                e.length, _iso(e.first_date), _joined(e.words), _joined(e.names)] for e in entries]
    return [name, title, digest.sha256, _iso(digest.start), _iso(digest.end), digest.related_posts,
            episodes, facts, own, problems, table, lists, matcher]


def dumps(items: list[tuple[str, str, Entry]]) -> bytes:
    """(name, file sha256, (digest, entries)) items as one line of JSON bytes (no newline inside)."""
    return json.dumps([[n, h, encode_digest(d, e)] for n, h, (d, e) in items], ensure_ascii=False,
                      separators=(",", ":"), allow_nan=True).encode("utf-8")


# ---- decoding ------------------------------------------------------------------------------------------


class Decoder:
    """Decodes digests, sharing equal frozensets between entries across its calls."""

    def __init__(self, check_ids: bool = True) -> None:
        """A decoder; with ``check_ids`` every fact's id must be the one its digest, kind and text give."""
        self.sets: dict[frozenset[str], frozenset[str]] = {}
        self.check_ids = check_ids

    def loads(self, line: bytes) -> list[tuple[str, str, Entry]]:
        """The items of a line ``dumps`` wrote; ValueError when it is not exactly such a line."""
        try:
            items = json.loads(line)
            out = []
            for item in _list(items):
                name, sha, body = _list(item)
                digest, entries = self.digest(body)
                if digest.name != _str(name) or digest.sha256 != _str(sha):
                    raise ValueError("digest does not match its key")
                out.append((name, sha, (digest, entries)))
            return out
        except ValueError:
            raise
        except Exception as exc:  # a wrong shape: TypeError, IndexError, KeyError, ...
            raise ValueError(f"malformed digest record ({type(exc).__name__})") from None

    def digest(self, v: Any) -> Entry:
        """A digest and its entries from ``encode_digest``'s values."""
        (name, title, sha, start, end, related, episodes, facts, own, problems, table, lists,
         matcher) = _list(v)
        name, title = _intern(_str(name)), _str(title)
        sources = [self._source(s, name) for s in _list(table)]
        source_lists = [[sources[_int(i)] for i in _list(lst)] for lst in _list(lists)]
        fact_list = [self._fact(f, name, title, source_lists) for f in _list(facts)]
        digest = _new_digest(
            name=name, title=title, sha256=_str(sha), start=_date(start), end=_date(end),
            related_posts=_opt_int(related), episodes=[self._episode(e, name) for e in _list(episodes)],
            facts=fact_list, sources=[sources[_int(i)] for i in _list(own)],
            problems=[self._problem(p) for p in _list(problems)])
        matcher = _list(matcher)
        if matcher and len(matcher) != len(fact_list):
            raise ValueError("matcher entries do not match the facts")
        return digest, [self._entry(e, f) for e, f in zip(matcher, fact_list)]

    def _source(self, v: Any, name: str) -> Source:
        """A source record."""
        handle, title, date, time, offset, primary, seed, line, episode = _list(v)
        return _new_source(handle=_intern(_str(handle)), title=_intern(_str(title)), date=_date(date),
                           time=_opt_str(time), utc_offset=_opt_str(offset), primary=_bool(primary),
                           seed=name if seed is None else _str(seed), line=_int(line), episode=_opt_int(episode))

    def _fact(self, v: Any, name: str, title: str, lists: list[list[Source]]) -> Fact:
        """A fact record (its sources: a list of the table, shared with the facts citing the same)."""
        fid, text, kind, handles, sources, numbers, as_of, sensitive, seed, episode, line, story = v
        if (type(fid) is not str or type(text) is not str or kind not in _KINDS or type(sources) is not int
                or type(numbers) is not list or type(sensitive) is not bool or type(line) is not int
                or (episode is not None and type(episode) is not int)):
            raise ValueError("malformed fact")
        seed = name if seed is None else _str(seed)
        if self.check_ids and fid.partition("-")[0] != fact_id(name, kind, text):
            raise ValueError("a fact's text does not match its id")
        return rebuild(Fact, (fid, text, kind, _strs(handles), lists[sources],
                              [self._quantity(q) for q in numbers] if numbers else [], _date(as_of), sensitive,
                              seed, episode, line, title if story is None else _str(story)))

    @staticmethod
    def _quantity(v: Any) -> Quantity:
        """A quantity record."""
        value, unit, noun, text, approximate = v
        if type(value) is int:
            value = float(value)
        if (type(value) is not float or type(unit) is not str or type(noun) is not str or type(text) is not str
                or type(approximate) is not bool):
            raise ValueError("malformed quantity")
        return rebuild(Quantity, (value, _intern(unit), noun, text, approximate))

    @staticmethod
    def _episode(v: Any, name: str) -> Episode:
        """An episode record."""
        number, title, date, posts, seed, line = _list(v)
        return _new_episode(number=_int(number), title=_str(title), date=_date(date), post_count=_opt_int(posts),
                            seed=name if seed is None else _str(seed), line=_int(line))

    @staticmethod
    def _problem(v: Any) -> Problem:
        """A problem record."""
        seed, line, message, severity = _list(v)
        if severity not in _SEVERITIES:
            raise ValueError("unknown severity")
        return _new_problem(seed=_str(seed), line=_int(line), message=_str(message), severity=severity)

    def _entry(self, v: Any, fact: Fact) -> FactEntry:
        """The matcher entry of ``fact``."""
        keys, context, numbers, units, handles, length, first, words, names = v
        if type(length) is not int:
            raise ValueError("malformed matcher entry")
        sets = self.sets
        numbers, units, handles = _frozen(numbers), _frozen(units), _frozen(handles)
        return FactEntry(fact, _tuple(keys), _tuple(context), sets.setdefault(numbers, numbers),
                         sets.setdefault(units, units), sets.setdefault(handles, handles), length, _date(first),
                         _tuple(words), _tuple(names))


def _tuple(v: Any) -> tuple[str, ...]:
    """Interned strings from ``_joined``'s value, as a tuple; ValueError on anything else."""
    if type(v) is str:
        return tuple(map(_intern, v.split(_SEP))) if v else ()
    if type(v) is not list:
        raise ValueError("expected a list of strings")
    return tuple(map(_intern, v))  # sys.intern raises TypeError on anything but a str


def _frozen(v: Any) -> frozenset[str]:
    """Interned strings from ``_joined``'s value, as a frozenset."""
    if type(v) is str:
        return frozenset(map(_intern, v.split(_SEP))) if v else _EMPTY
    return frozenset(_tuple(v))
