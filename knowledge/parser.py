"""Parse digest files into typed facts, sources and episodes; never raises on any text."""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Literal

from .models import Digest, Episode, Fact, FactKind, Problem, Quantity, Source
from .numbers import MakeQuantity, extract_quantities, quantity
from .text import is_time_sensitive, normalize_handle, split_sentences
from .vocab import MONTHS, STOPWORDS

log = logging.getLogger(__name__)

MAX_DIGEST_BYTES = 2 * 1024 * 1024  # a digest file larger than this is not read (set_max_digest_bytes changes it)
MAX_HEADER_DIGITS = 9  # an episode number or post count longer than this is reported, not read (int() of 4,300+ digits raises)
_ENDS_FACT = frozenset(".!?;)")  # a line ending so is complete: a capitalised unbulleted line after it is a new fact

_BULLET = re.compile(r"^\s*(?:[•●◦▪‣∙·*\-–]|\d{1,2}[.)])\s+")
_HEADER_STRIP = re.compile(r"^[#*_\s]+|[#*_:\s]+$")
_KNOWN_HEADERS = {
    "confirmed": "confirmed",
    "confirmed facts": "confirmed",
    "what we know": "confirmed",
    "key facts": "confirmed",
    "why it matters": "why-it-matters",
    "why this matters": "why-it-matters",
    "primary sources": "primary",
    "primary source": "primary",
    "sources": "sources",
    "related posts": "sources",
    "related sources": "sources",
    "summary": "summary",
}
_EPISODE = re.compile(
    r"^\s*(?:#{1,6}\s*)?(?:\*\*)?Episode\s+(?P<n>\d+)\s*[·•:\-–—|]\s*(?P<title>.+?)\s*(?:\*\*)?\s*"
    r"(?:\((?P<date>\d{4}-\d{2}-\d{2})(?:\s*,\s*(?P<posts>\d+)\s+posts?)?\s*\))?\s*(?:\*\*)?\s*$",
    re.I,
)
_RANGE = re.compile(
    r"^\s*(?P<start>\d{4}-\d{2}-\d{2})\s*(?:~|–|—|-|to)\s*(?P<end>\d{4}-\d{2}-\d{2})"
    r"(?:\s*[·•|,]\s*(?P<posts>\d+)\s+related\s+posts?)?\s*$",
    re.I,
)
_SOURCE = re.compile(
    r"^\s*(?:[•●\-*]\s*)?(?P<tag>\[source\]\s*)?(?P<title>.+)\s+[—–]\s+@?(?P<handle>[A-Za-z0-9_.]{1,40})"
    r"\s*(?:[·•|,\-–—]\s*(?P<date>\d{4}-\d{2}-\d{2})(?:\s+(?P<time>\d{1,2}:\d{2}))?"
    r"(?:\s*\(\s*UTC\s*(?P<off>[+\-−]\d{1,2}(?::?\d{2})?)\s*\))?)?\s*$",
    re.I,
)
# "TITLE - handle · DATE": a plain hyphen (or two) for the dash, as a plain-text copy writes it; only with its date,
# so that a fact ending "… - Reuters" is not read as one
_SOURCE_PLAIN = re.compile(
    r"^\s*(?:[•●\-*]\s*)?(?P<tag>\[source\]\s*)?(?P<title>.+)\s+-{1,2}\s+@?(?P<handle>[A-Za-z0-9_.]{1,40})"
    r"\s*[·•|,\-–—]\s*(?P<date>\d{4}-\d{2}-\d{2})(?:\s+(?P<time>\d{1,2}:\d{2}))?"
    r"(?:\s*\(\s*UTC\s*(?P<off>[+\-−]\d{1,2}(?::?\d{2})?)\s*\))?\s*$",
    re.I,
)
# a source line's date written otherwise: "2026/09/03", "2026.09.03", "3 Sep 2026", "Sep 3, 2026", "September 3 2026"
_MONTH_NUMBER = {name: k for k, month in enumerate(MONTHS, 1) for name in (month, month[:3])} | {"sept": 9}
_MONTH_NAME = r"(?P<mon>[A-Za-z]{3,9})\.?"
_OTHER_DATE = re.compile(
    r"(?<=[·•|,\-–—]\s)(?:(?P<y>\d{4})[/.](?P<m>\d{1,2})[/.](?P<d>\d{1,2})"
    r"|(?P<d2>\d{1,2})\s+" + _MONTH_NAME.replace("mon", "mon2") + r"\s+(?P<y2>\d{4})"
    r"|" + _MONTH_NAME + r"\s+(?P<d3>\d{1,2}),?\s+(?P<y3>\d{4}))(?=\s|$)")


def _iso_dates(line: str) -> str | None:
    """A source line with its date written otherwise turned into YYYY-MM-DD, or None when it has no such date."""
    def iso(m: re.Match[str]) -> str:
        """One date as YYYY-MM-DD (as written when its month is no month)."""
        if m.group("y"):
            return f"{m.group('y')}-{int(m.group('m')):02d}-{int(m.group('d')):02d}"
        month = _MONTH_NUMBER.get((m.group("mon2") or m.group("mon")).lower())
        if month is None:
            return m.group(0)
        day, year = (m.group("d2"), m.group("y2")) if m.group("d2") else (m.group("d3"), m.group("y3"))
        return f"{year}-{month:02d}-{int(day):02d}"

    changed = _OTHER_DATE.sub(iso, line)
    return changed if changed != line else None


_DATED_ACCOUNT = re.compile(r"\s[—–\-]{1,2}\s+@?([A-Za-z0-9_.]{1,40})\s*[·•|,\-–—]\s*\d{4}-\d{2}-\d{2}")  # "— handle · DATE"
_FACT_STATES = frozenset({"summary", "confirmed", "why-it-matters"})  # sections of facts (a dated source line may end one)
# (?<![\w@])@(...), starting on its literal "@"; a dotted handle whole ("@kerrigan.rugby", as source lines write it)
_HANDLE = re.compile(r"@(?<![\w@]@)([A-Za-z0-9_]{1,40}(?:\.[A-Za-z0-9_]{1,40}){0,3})")
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f]")
_CONTROL_IN_TEXT = re.compile(r"[\x00-\x08\x0b-\x1f]")  # _CONTROL but for "\n": a text without it has no such line
# A line ending in one of these is no section header, known or unknown: stripping a header's
# decoration (#, *, _, :, spaces) keeps the last character, and every known header ends in a letter.
_SENTENCE_END = frozenset(".!?;,)\"'")
_DISCLOSED = re.compile(r"\b(?:disclosed|reported|as of|updated)\s+(?:on\s+)?(\d{4}-)?(\d{1,2})-(\d{1,2})\b", re.I)


@dataclass(frozen=True)
class Records:
    """The constructors the parser makes its records with: pydantic's own ``model_construct`` unless told otherwise.

    The parser gives each exactly the values validation would produce (the tests compare every record with
    its validated twin), so it skips validation; and so a list it gives several records stays one list (the
    sources of every unattributed fact of an episode), where validation would copy it for each.
    ``knowledge.perf.records.COMPACT`` makes the same records more compactly.
    """

    digest: Callable[..., Digest] = Digest.model_construct
    episode: Callable[..., Episode] = Episode.model_construct
    fact: Callable[..., Fact] = Fact.model_construct
    source: Callable[..., Source] = Source.model_construct
    quantity: MakeQuantity = quantity


PLAIN = Records()


@dataclass
class _Draft:
    """A fact before its sources are linked."""

    text: str
    kind: FactKind
    line: int
    episode: int | None
    handles: list[str] = field(default_factory=list)
    disclosed: tuple[int | None, int, int] | None = None
    bulleted: bool = False  # began with a bullet mark, so an unmarked line after it continues it


@lru_cache(maxsize=4096)
def _date(text: str | None) -> dt.date | None:
    """Parse YYYY-MM-DD or return None; cached, so records of the same day share one date."""
    if not text:
        return None
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        return None


@lru_cache(maxsize=1024)
def _offset(text: str | None) -> str | None:
    """Normalise a UTC offset to +HH:MM; cached, so sources share the string."""
    if not text:
        return None
    text = text.replace("−", "-")
    sign, rest = text[0], text[1:]
    hours, _, minutes = rest.partition(":")
    if not minutes and len(hours) > 2:
        hours, minutes = hours[:-2], hours[-2:]
    return f"{sign}{int(hours):02d}:{int(minutes or 0):02d}"


def fact_id(seed: str, kind: str, text: str) -> str:
    """Stable id from a fact's digest, kind and text (whitespace-normalised, as a Fact's text is)."""
    return hashlib.sha1(f"{seed}\x1f{kind}\x1f{text.casefold()}".encode()).hexdigest()[:12]


_ASCII_SPACE = " \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f"  # what \s matches in ASCII text
_HEADER_LEAD = "#*_" + _ASCII_SPACE
_HEADER_TRAIL = "#*_:" + _ASCII_SPACE


def _strip_header(line: str) -> str:
    """``_HEADER_STRIP.sub("", line)``, by plain string stripping where that gives the same result.

    ``str.strip`` only knows the ASCII spaces; when it stops at another (Unicode) space, the regex decides.
    """
    out = line.lstrip(_HEADER_LEAD).rstrip(_HEADER_TRAIL)
    if not out or not (out[0].isspace() or out[-1].isspace()):
        return out
    return _HEADER_STRIP.sub("", line)


def _header(line: str) -> str | None:
    """The canonical name of a known section header, or None."""
    key = _strip_header(line).strip().casefold()
    return _KNOWN_HEADERS.get(key)


def _looks_like_header(lines: list[str], i: int) -> bool:
    """A short, unpunctuated line standing alone: an unknown section header."""
    line = _strip_header(lines[i]).strip()
    words = line.split()
    if not words or len(words) > 5 or len(line) > 40:
        return False
    if line[-1] in ".!?;,)\"'" or not line[0].isupper() or _BULLET.match(lines[i]):
        return False
    before = i == 0 or not lines[i - 1].strip()
    after = i + 1 >= len(lines) or not lines[i + 1].strip()
    return before and after


def _attribution(text: str) -> tuple[list[str], tuple[int | None, int, int] | None]:
    """Handles credited in a bullet, and a 'disclosed MM-DD' date if any."""
    handles: list[str] = []
    if "@" in text:  # every handle starts with "@"
        seen: set[str] = set()
        for h in _HANDLE.findall(text):
            norm = normalize_handle(h)
            if norm not in seen:
                seen.add(norm)
                handles.append(sys.intern(h))  # the same few accounts are credited by many facts
    disclosed = None
    m = _DISCLOSED.search(text) if "-" in text else None  # a disclosed date always has a "-"
    if m:
        year = int(m.group(1)[:4]) if m.group(1) else None
        disclosed = (year, int(m.group(2)), int(m.group(3)))
    return handles, disclosed


def decode(data: bytes, name: str) -> tuple[str, list[Problem]]:
    """Decode digest bytes as UTF-8, reporting where they are not."""
    if b"\x00" in data[:4096]:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        return "", [Problem(seed=name, line=line, message="binary data, not a text digest", severity="error")]
    try:
        return data.decode("utf-8-sig"), []
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        return "", [Problem(seed=name, line=line, message=f"not UTF-8 text (byte {exc.start})", severity="error")]


def set_max_digest_bytes(limit: int) -> None:
    """Set the size limit of the digest files read (the operator's DIGEST_MAX_BYTES; forked build helpers inherit it)."""
    global MAX_DIGEST_BYTES
    MAX_DIGEST_BYTES = max(0, int(limit))


def too_large(size: int) -> str:
    """The problem line of a digest file over the size limit."""
    return (f"file too large: {size:,} bytes, over the digest size limit of {MAX_DIGEST_BYTES:,} bytes "
            "(DIGEST_MAX_BYTES); not read")


def parse_file(path: Path, records: Records = PLAIN) -> Digest:
    """Read and parse one digest file; I/O and encoding errors and a file over the size limit become problems."""
    name = path.name
    try:
        with path.open("rb") as fh:  # never reads more than the limit (plus one byte to know it is over)
            data = fh.read(MAX_DIGEST_BYTES + 1)
            if len(data) > MAX_DIGEST_BYTES:
                size = os.fstat(fh.fileno()).st_size
                return Digest(name=name, problems=[Problem(seed=name, line=1, message=too_large(max(size, len(data))),
                                                           severity="error")])
    except OSError as exc:
        return Digest(name=name, problems=[Problem(seed=name, line=0, message=f"cannot read: {exc.strerror}", severity="error")])
    text, problems = decode(data, name)
    if problems:
        return Digest(name=name, sha256=hashlib.sha256(data).hexdigest(), problems=problems)
    return parse_text(text, name, sha256=hashlib.sha256(data).hexdigest(), records=records)


def parse_text(text: str, name: str, sha256: str = "", records: Records = PLAIN) -> Digest:
    """Parse a digest's text; whatever the input, return a Digest with facts and problems."""
    try:
        return _Parser(text, name, sha256, records).run()
    except Exception as exc:  # the parser must never take the bot down
        log.exception("parser failed on %s", name)
        return Digest(name=name, sha256=sha256, problems=[
            Problem(seed=name, line=0, message=f"internal parser error: {type(exc).__name__}", severity="error")])


WRAP_WIDTH_MAX = 120  # a digest whose lines all but stop at one width no longer than this may be hard-wrapped
WRAP_EVIDENCE = 3  # … when at least this many lines go on in lower case from a full line before them


def _wrap_width(lines: list[str]) -> int | None:
    """The width a digest's text is hard-wrapped at (most of its longer lines stop just short of it), or None."""
    lengths = sorted(len(ln) for ln in lines if len(ln.strip()) >= 20)  # as the file has them, indents and all
    if len(lengths) < 2 * WRAP_EVIDENCE:
        return None
    width = lengths[int(0.9 * (len(lengths) - 1))]
    return width if width <= WRAP_WIDTH_MAX else None


def _filled(line: str, width: int, nxt: str) -> bool:
    """Whether a line stops only because the next line's first word did not fit within the width."""
    return len(line.rstrip()) + 1 + len(nxt.split(maxsplit=1)[0]) > width


# a source line's date, time or offset, wrapped to the next line: "· 2026-05-23", "17:45 (UTC+01:00)", "(UTC+01:00)"
_DATE_PART = re.compile(r"(?:[·|]\s*\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}\s*(?:\(\s*UTC|$)|\(\s*UTC\s*[+\-−]\d)")


def _opens_block(line: str) -> bool:
    """Whether a line starts something of its own: a bullet, a header, an episode, a date range or a source line."""
    if _DATE_PART.match(line):
        return False
    bullet = _BULLET.match(line)
    if bullet and line[bullet.end():bullet.end() + 1].islower():
        bullet = None  # "– and is – far more to the west": a dash inside a sentence, not a bullet (bullets open a fact)
    return bool(bullet or _header(line) or _EPISODE.match(line) or _RANGE.match(line)
                or line.startswith(("[source]", "#")))


_UNIT_END = re.compile(r"(?:[.!?][\"\u201d')\]]*|\))$")  # "… rose 5%." / "… (@BrambleLabs)"


def _ends_unit(line: str, nxt: str, section: str) -> bool:
    """Whether a line ends a fact or a dated source line and the next one starts another ("… (@BrambleLabs)" /
    "Hedgerow …"; "… — helena_voss · 2026-03-18" / "41 GB from the Moon …"): a line filled to the width may still end
    one. In a summary or a title (``section`` "paragraphs") a paragraph goes on, sentence after sentence, to its blank
    line; among sources (``section`` "sources") only a dated source line ends one ("… expected Oct." / "14 — …")."""
    if _DATE_PART.match(nxt):
        return False
    opener = nxt.split(maxsplit=1)[0]
    if section == "facts" and _UNIT_END.search(line):
        return nxt[:1].isupper() or nxt[:1] in "@\"\u201c" or nxt[:1].isdigit()
    if section == "facts" and opener[:1].isupper() and opener.lower() in STOPWORDS:
        return True  # "… likely to run into" / "Because the city …": a capitalised function word opens a sentence
    m = _SOURCE.match(line) or _SOURCE_PLAIN.match(line)
    return m is not None and m.group("date") is not None


_WRAP_SECTIONS = {"summary": "paragraphs", "primary": "sources", "sources": "sources"}  # the rest: "facts", a line each


def _unwrapped(lines: list[str]) -> tuple[list[str], list[int]] | None:
    """A hard-wrapped digest's lines joined back into its paragraphs, bullets and source lines, with the number of
    each one's first line in the file; None when the digest is not hard-wrapped (the shipped format never is: its
    paragraphs and bullets are one line each)."""
    width = _wrap_width(lines)
    if width is None:
        return None
    pairs = zip(lines, lines[1:])
    evidence = sum(1 for a, b in pairs if a.strip() and b.strip() and b.strip()[0].islower() and _filled(a, width, b))
    if evidence < WRAP_EVIDENCE:
        return None
    out: list[str] = []
    numbers: list[int] = []
    last = ""  # the last line as the file has it (a joined line's last part)
    section = "paragraphs"  # a summary (the title's, or an episode's): its paragraphs are whole facts, sentences and all
    for n, raw in enumerate(lines, 1):
        line = raw.strip()
        header = _header(line) if line else None
        if header or line and _EPISODE.match(line):
            section = _WRAP_SECTIONS.get(header or "summary", "facts")
        if out and line and last.strip() and _filled(last, width, line) and not _opens_block(line) \
                and not _ends_unit(last.rstrip(), line, section):
            head = out[-1].rstrip()
            out[-1] = head + line if head.endswith("-") and head[-2:-1].isalpha() else f"{head} {line}"
        else:
            out.append(raw)
            numbers.append(n)
        last = raw
    return out, numbers


class _Parser:
    """A line-oriented state machine over one digest."""

    def __init__(self, text: str, name: str, sha256: str, records: Records = PLAIN) -> None:
        """Prepare the lines of one digest, whose records ``records`` makes."""
        text = text.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff")
        self.lines = [ln.rstrip() for ln in text.split("\n")]
        self.numbers: list[int] | None = None  # each line's number in the file, when wrapped lines were joined
        joined = _unwrapped(self.lines)
        if joined is not None:
            self.lines, self.numbers = joined
        self.controls = _CONTROL_IN_TEXT.search(text) is not None
        self.name = name
        self.records = records
        self.sha256 = sha256 or hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
        self.problems: list[Problem] = []
        self.drafts: list[_Draft] = []
        self.sources: list[Source] = []
        self.episodes: list[Episode] = []
        self.title = ""
        self.start: dt.date | None = None
        self.end: dt.date | None = None
        self.related: int | None = None
        self._pools: dict[int | None, tuple[list[Source], list[str], set[str]]] = {}
        self._keys: list[tuple[str, str, str]] | None = None
        self._numbers: dict[int, Episode] = {}  # episode number -> its first header
        self._by_episode: dict[int | None, list[tuple[Source, tuple[str, str, str]]]] | None = None
        self._accounts: set[str] | None = None  # the accounts the digest credits or dates posts of (undated_source)

    def problem(self, line: int, message: str, severity: Literal["error", "warning"] = "warning") -> None:
        """Record a problem at a line."""
        self.problems.append(Problem(seed=self.name, line=line, message=message, severity=severity))

    def run(self) -> Digest:
        """Walk the lines and build the digest."""
        lines = self.lines
        if not any(ln.strip() for ln in lines):
            self.problem(1, "empty digest", "error")
            return self.build()
        if self.numbers is not None:
            self.problem(1, "the digest looks hard-wrapped; its wrapped lines were joined back into paragraphs, facts and "
                            "source lines")
        state = "title"
        episode: int | None = None
        last_bullet: _Draft | None = None
        unbulleted_fact = False  # the current section has a fact line without a bullet mark (mixed or plain style)
        numbers = self.numbers
        for i, raw in enumerate(lines):
            n = numbers[i] if numbers is not None else i + 1
            line = raw.strip()
            if not line:
                last_bullet = None
                if state == "primary" and self.sources and self.sources[-1].primary and self.sources[-1].line == n - 1:
                    state = "sources"  # the primary block ends at its first blank line
                continue
            if self.controls and _CONTROL.search(line):
                self.problem(n, "control characters in line; line skipped")
                continue
            if len(line) > 5000:
                self.problem(n, "line longer than 5000 characters; line skipped")
                continue
            first = line[0]  # not a space: _EPISODE needs an "E" or "e" here (or a markdown "#", "*"), _RANGE a digit
            m = _EPISODE.match(line) if first in "Ee#*" else None
            if m:
                episode = self.episode(m, n)
                state = "summary"
                unbulleted_fact = False
                continue
            m = _RANGE.match(line) if first.isdigit() else None
            if m:
                self.start, self.end = _date(m.group("start")), _date(m.group("end"))
                self.related = self._count(m.group("posts"), n, "related post count")
                if state != "primary":
                    state = "sources"
                continue
            sentence_like = line[-1] in _SENTENCE_END
            header = None if sentence_like else _header(line)
            if header:
                state = header
                unbulleted_fact = False
                if state == "summary" and episode is None and not self.title:
                    self.title = ""
                continue
            m = _SOURCE.match(line) if state != "title" and ("—" in line or "–" in line) else None
            if m is None and state != "title" and " -" in line:
                m = _SOURCE_PLAIN.match(line)
            if (m is None or m.group("date") is None) and state != "title" and ("—" in line or "–" in line or " -" in line) \
                    and _OTHER_DATE.search(line):
                iso = _iso_dates(line)  # "TITLE — handle · 3 Sep 2026"
                m = (_SOURCE.match(iso) or _SOURCE_PLAIN.match(iso) or m) if iso is not None else m
            if m is not None and m.group("date") is None and state in _FACT_STATES and not self.undated_source(m):
                m = None  # "The board approved the plan — unanimously": a fact's aside, not a source line without a date
            if m:
                self.source(m, n, episode, primary=state == "primary")
                continue
            if state == "title":
                if _BULLET.match(line) or line.startswith("@"):
                    self.problem(n, "missing title line")
                    state = "summary"
                else:
                    self.title = line
                    self.drafts.append(_Draft(line, "headline", n, None))
                    state = "summary"
                    continue
            if not sentence_like and _looks_like_header(lines, i):
                self.problem(n, f"unknown section header {line[:60]!r}; its lines are skipped")
                state = "unknown"
                continue
            if state == "unknown":
                continue
            if state in ("primary", "sources"):
                if " — " in line or " – " in line:
                    self.problem(n, "source line without a date; kept without one")
                    self.source_without_date(line, n, episode, primary=state == "primary")
                else:
                    self.problem(n, "unrecognised line in a sources block; skipped")
                continue
            if state in ("confirmed", "why-it-matters"):
                bulleted = bool(_BULLET.match(raw))
                body = _BULLET.sub("", line).strip()
                # An unbulleted line continues the bullet above it (a wrapped line) only in a bulleted section,
                # and not when it starts a sentence of its own after a complete one: mixed lines are separate facts.
                if (last_bullet is not None and not bulleted and last_bullet.text and last_bullet.bulleted
                        and not unbulleted_fact
                        and not (body[:1].isupper() and last_bullet.text[-1:] in _ENDS_FACT)):
                    last_bullet.text = f"{last_bullet.text} {body}"
                    last_bullet.handles, last_bullet.disclosed = _attribution(last_bullet.text)
                    continue
                if not bulleted:
                    unbulleted_fact = True
                handles, disclosed = _attribution(body)
                last_bullet = _Draft(body, state, n, episode, handles, disclosed, bulleted)  # type: ignore[arg-type]  # state is a block kind here
                self.drafts.append(last_bullet)
                continue
            # summary paragraphs
            for sentence in split_sentences(_BULLET.sub("", line)):
                handles, disclosed = _attribution(sentence)
                self.drafts.append(_Draft(sentence, "summary", n, episode, handles, disclosed))
        return self.build()

    def _count(self, digits: str | None, n: int, what: str) -> int | None:
        """A number from a header, or None (with a problem) when it has more than MAX_HEADER_DIGITS digits."""
        if not digits:
            return None
        digits = digits.lstrip("0") or "0"
        if len(digits) > MAX_HEADER_DIGITS:
            self.problem(n, f"{what} too large ({len(digits)} digits); ignored")
            return None
        return int(digits)

    def episode(self, m: re.Match[str], n: int) -> int | None:
        """Record an episode header; its number (None when it is too large to be one: the lines then belong to no episode)."""
        number = self._count(m.group("n"), n, "episode number")
        date = _date(m.group("date"))
        if m.group("date") and date is None:
            self.problem(n, f"invalid episode date {m.group('date')!r}")
        if not m.group("date"):
            self.problem(n, "episode header without a date")
        if number is None:
            self.drafts.append(_Draft(m.group("title").strip(), "headline", n, None))
            return None
        if number in self._numbers:
            self.problem(n, f"episode {number} appears twice")
        episode = self.records.episode(number=number, title=m.group("title").strip(), date=date,
                                       post_count=self._count(m.group("posts"), n, "post count"), seed=self.name,
                                       line=n)
        self.episodes.append(episode)
        self._numbers.setdefault(number, episode)
        self.drafts.append(_Draft(m.group("title").strip(), "headline", n, number))
        return number

    def source(self, m: re.Match[str], n: int, episode: int | None, primary: bool) -> None:
        """Record a source line."""
        date = _date(m.group("date"))
        if m.group("date") and date is None:
            self.problem(n, f"invalid date {m.group('date')!r} on source line")
        elif not m.group("date"):
            self.problem(n, "source line without a date")
        title = _BULLET.sub("", m.group("title")).strip()
        time = m.group("time")
        # interned: the same accounts, titles and times recur across a digest's episodes
        self.sources.append(self.records.source(
            handle=sys.intern(m.group("handle").lstrip("@")), title=sys.intern(title), date=date,
            time=sys.intern(time) if time else None, utc_offset=_offset(m.group("off")),
            primary=primary or bool(m.group("tag")), seed=self.name, line=n, episode=episode))

    def undated_source(self, m: re.Match[str]) -> bool:
        """Whether a line of a section of facts ending "— handle" with no date is a source line: its account is one the
        digest credits or dates a post of elsewhere, written without "@" ("Plant opens — widnews" after "(per
        @wid_news)"); not a fact's aside ("approved — unanimously") or attribution ("— @wid_news")."""
        if m.group(0).lstrip("•●-* ").startswith("@") or "@" + m.group("handle") in m.group(0):
            return False
        if self._accounts is None:
            text = "\n".join(self.lines)
            self._accounts = {normalize_handle(h) for h in _HANDLE.findall(text)} | {
                normalize_handle(h) for h in _DATED_ACCOUNT.findall(text)}
        return normalize_handle(m.group("handle")) in self._accounts

    def source_without_date(self, line: str, n: int, episode: int | None, primary: bool) -> None:
        """Record a source line whose date part is missing or garbled."""
        title, _, rest = line.rpartition(" — ") if " — " in line else line.rpartition(" – ")
        handle = rest.split("·")[0].strip().lstrip("@")
        if title and re.fullmatch(r"[A-Za-z0-9_.]{1,40}", handle):
            self.sources.append(self.records.source(handle=handle, title=_BULLET.sub("", title).strip(), seed=self.name,
                                                    line=n, episode=episode, primary=primary))

    def _year(self) -> int | None:
        """The year this digest is about, for MM-DD dates."""
        for d in (self.start, self.end, *(s.date for s in self.sources), *(e.date for e in self.episodes)):
            if d:
                return d.year
        return None

    def _pool(self, episode: int | None) -> tuple[list[Source], list[str], set[str]]:
        """The de-duplicated sources a fact of ``episode`` may cite, their compare-form handles and the set of them.

        Computed once per episode and reused for every fact of it.
        """
        cached = self._pools.get(episode)
        if cached is not None:
            return cached
        if self._by_episode is None:  # grouped once: a pass over the sources per episode would be quadratic
            self._by_episode = {}
            for s, k in zip(self.sources, self._source_keys()):
                self._by_episode.setdefault(s.episode, []).append((s, k))
        pool = self._by_episode.get(episode) or list(zip(self.sources, self._source_keys()))
        unique: dict[tuple[str, str, str], Source] = {}
        for s, key in pool:
            old = unique.get(key)
            if old is None:
                unique[key] = s
            elif (s.primary and not old.primary) or (s.time and not old.time):
                unique[key] = s.model_copy(update={"primary": old.primary or s.primary,
                                                   "time": s.time or old.time,
                                                   "utc_offset": s.utc_offset or old.utc_offset})
        sources = list(unique.values())
        norms = [normalize_handle(s.handle) for s in sources]
        cached = (sources, norms, set(norms))
        self._pools[episode] = cached
        return cached

    def _source_keys(self) -> list[tuple[str, str, str]]:
        """``Source.key`` of every source, in order, computed once."""
        if self._keys is None:
            self._keys = [s.key for s in self.sources]
        return self._keys

    def _sources_for(self, draft: _Draft) -> list[Source]:
        """Link a fact to the sources of its digest and episode, by attribution where given.

        A fact without attribution (or whose handles match no source) gets its episode's pool itself: one
        list shared by all such facts, never a copy each (records are frozen and nothing changes the list).
        """
        pool, norms, present = self._pool(draft.episode)
        if not draft.handles:
            return pool
        wanted = [normalize_handle(h) for h in draft.handles]
        linked = [s for s, n in zip(pool, norms) if n in wanted]
        missing = [h for h, w in zip(draft.handles, wanted) if w not in present]
        if missing and self.sources:
            where = f"episode {draft.episode}" if draft.episode is not None else "this digest"
            self.problem(draft.line, f"no source line in {where} for {', '.join('@' + h for h in missing)}")
        return linked or pool

    def _as_of(self, draft: _Draft, sources: list[Source]) -> dt.date | None:
        """The date a time-sensitive fact was true."""
        if draft.disclosed:
            year, month, day = draft.disclosed
            year = year or self._year()
            if year:
                try:
                    return dt.date(year, month, day)
                except ValueError:
                    self.problem(draft.line, "invalid disclosed date")
        ep = self._numbers.get(draft.episode) if draft.episode is not None else None
        if ep and ep.date:
            return ep.date
        dates = [s.date for s in sources if s.date]
        if dates:
            return max(dates)
        return self.end or self.start

    def build(self) -> Digest:
        """Link sources, compute ids and dates, and return the digest."""
        facts: list[Fact] = []
        seen: dict[str, int] = {}
        for draft in self.drafts:
            text = " ".join(draft.text.split())
            if not text:
                continue
            fid = fact_id(self.name, draft.kind, text)
            if fid in seen:
                seen[fid] += 1
                fid = f"{fid}-{seen[fid]}"
            else:
                seen[fid] = 1
            sources = self._sources_for(draft)
            sensitive = draft.kind != "headline" and (is_time_sensitive(text) or draft.disclosed is not None)
            numbers: list[Quantity] = extract_quantities(text, self.records.quantity)
            # every value as validation would make it: exact types, lists of the fact's own
            facts.append(self.records.fact(id=fid, text=text, kind=draft.kind, handles=list(draft.handles),
                                           sources=sources, numbers=numbers,
                                           as_of=self._as_of(draft, sources) if sensitive else None,
                                           time_sensitive=sensitive, seed=self.name, episode=draft.episode,
                                           line=draft.line, story=self.title))
        if self.lines and any(ln.strip() for ln in self.lines) and not any(f.kind != "headline" for f in facts):
            self.problem(1, "no facts found (expected summary paragraphs or a Confirmed section)", "error")
        posts: dict[int | None, set[tuple[str, str, str]]] = {}
        if any(ep.post_count is not None for ep in self.episodes):
            for s, k in zip(self.sources, self._source_keys()):
                posts.setdefault(s.episode, set()).add(k)
        for ep in self.episodes:
            if ep.post_count is not None:
                count = len(posts.get(ep.number, ()))
                if count != ep.post_count:
                    self.problem(ep.line, f"episode {ep.number} announces {ep.post_count} posts, lists {count}")
        self.problems.sort(key=lambda p: p.line)
        return self.records.digest(name=self.name, title=self.title, sha256=self.sha256, start=self.start,
                                   end=self.end, related_posts=self.related, episodes=list(self.episodes), facts=facts,
                                   sources=list(self.sources), problems=list(self.problems))
