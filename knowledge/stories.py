"""Stories: digests grouped by what they share (names in their facts, accounts), each with its title and dates.

A digest's *names* are the words its facts write with a capital letter in mid-sentence and never in lower
case (Marin, CoreWeave, Hedgerow …), and its mixed letter-and-digit tokens (GB200, 535B-A23B); its accounts are
the handles of the posts it cites. Two digests that share enough names (or names and accounts) are one story;
stories are the connected groups. A moderator's correction (digest name → story title) puts a digest in the
story of that title, or in a new one, whatever it shares.

Plain Python: never imports discord. Nothing here knows any one story.
"""

from __future__ import annotations

import datetime as dt
import functools
import json
import logging
import re
import threading
import weakref
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from . import lexicon
from .models import Digest, Episode, Fact
from .text import normalize_handle
from .vocab import FILLER, STOPWORDS

log = logging.getLogger(__name__)

OVERRIDES_FILE = "stories.json"  # in a seeds folder: {"digest.txt": "story title"}, the operator's corrections
LINK_NAMES = 3  # shared names (weighed by name_weight) that make two digests one story
LINK_NAMES_WITH_ACCOUNT = 2  # ... or this many names and at least one shared account
KNOWN_NAME_WEIGHT = 0.5  # a name English writes capitalised (a place, a first name: "Lisbon", "Helen") links half
COMMON_SHARE = 0.5  # in a large index, a name found in more than this share of the digests links nothing
COMMON_CAP = 40  # ... nor one found in more digests than this

_TOKEN = re.compile(r"[A-Za-z0-9][\w\-\u2019']*")
_RUN = re.compile(r"(?<![\w'\u2019-])[A-Z][\w'\u2019-]*(?:[ \t]+[A-Z][\w'\u2019-]*)*")  # capitalised words in a row
_SENTENCE_START = re.compile(r"(?:^|[.!?:;\u2022(\u201c\"])\s*$")  # what comes before a sentence's first word
_MEASURE_WORD = re.compile(r"\d[\d.,]*-[a-z]+")  # "18-month", "24-hour": a number and a word, no name
_GENERIC = frozenset("""
confirmed episode why it matters primary sources source summary update updates
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday utc ceo cto cfo
""".split())


@dataclass(frozen=True)
class Unit:
    """A dated part of a story: a digest without episodes, or one episode of a digest."""

    seed: str
    episode: int | None
    title: str
    start: dt.date | None
    end: dt.date | None
    facts: tuple[Fact, ...]

    @property
    def label(self) -> str:
        """How an answer names this part: 'episode 2 of “…”' or '“…”'."""
        return f"episode {self.episode}, \u201c{self.title}\u201d" if self.episode is not None else f"\u201c{self.title}\u201d"

    @property
    def dates(self) -> str:
        """Its dates as text (one date, or a range)."""
        return date_range(self.start, self.end)


@dataclass
class Story:
    """Digests about one story: its title, dates, parts, people and names."""

    key: str  # the first digest's file name: stable while digests are added to the story
    title: str
    digests: list[str]
    start: dt.date | None = None
    end: dt.date | None = None
    units: list[Unit] = field(default_factory=list)  # oldest first
    people: list[str] = field(default_factory=list)  # handles of the accounts it cites
    names: frozenset[str] = frozenset()  # lower-cased names its facts use

    @property
    def episodes(self) -> list[Unit]:
        """The parts that are episodes."""
        return [u for u in self.units if u.episode is not None]

    @property
    def dates(self) -> str:
        """The story's date range as text."""
        return date_range(self.start, self.end)


def date_range(start: dt.date | None, end: dt.date | None) -> str:
    """'2026-09-03', '2026-09-03 to 2026-09-05', or '' when undated."""
    if start is None and end is None:
        return ""
    if start is None or end is None or start == end:
        return (start or end).isoformat()  # type: ignore[union-attr]  # one of them is set (checked above)
    return f"{start.isoformat()} to {end.isoformat()}"


def _body_facts(digest: Digest) -> list[Fact]:
    """The facts written as sentences (not headlines)."""
    return [f for f in digest.facts if f.kind != "headline"]


def digest_names(digest: Digest) -> set[str]:
    """The names a digest's facts use, lower-cased: capitalised mid-sentence and never in lower case, or letters with digits."""
    upper: set[str] = set()
    lower: set[str] = set()
    mixed: set[str] = set()
    for fact in _body_facts(digest):
        text = fact.text
        for m in _TOKEN.finditer(text):
            word = m.group(0).rstrip("'\u2019-")
            if word.endswith(("'s", "\u2019s")):
                word = word[:-2]
            low = word.lower()
            if not word.isalpha() and len(word) >= 4 and any(c.isdigit() for c in word) \
                    and sum(c.isalpha() for c in word) >= 2:  # the cheap tests first: most words are letters only
                if not _MEASURE_WORD.fullmatch(low) or not lexicon.listed(low.rsplit("-", 1)[1]):
                    mixed.add(low)  # "GB200", "535B-A23B"; not "18-month", a measure
                continue
            if not word[:1].isalpha():
                continue
            if word[0].islower():
                lower.add(low)
                continue
            if _SENTENCE_START.search(text, 0, m.start()):
                continue  # sentence-initial: a capital says nothing
            upper.add(low)
    names = {w for w in upper - lower if len(w) >= 3 and w not in STOPWORDS and w not in FILLER and w not in _GENERIC}
    return names | mixed


def _capitalised_runs(digest: Digest) -> list[list[str]]:
    """Each run of capitalised words in a digest's facts, lower-cased, less a sentence's capitalised first word when
    it is a function word ("The Harbour Board": harbour, board) and a possessive's "'s"."""
    out = []
    for fact in _body_facts(digest):
        text = fact.text
        for m in _RUN.finditer(text):
            words = m.group(0).split()
            if _SENTENCE_START.search(text, 0, m.start()) and words[0].lower() in STOPWORDS:
                words = words[1:]
            words = [w.rstrip("'\u2019-") for w in words]
            out.append([(w[:-2] if w.endswith(("'s", "\u2019s")) else w).lower() for w in words if w])
    return out


def name_weight(name: str, standalone: bool) -> float:
    """How much one shared name links two digests: 1 for a name no English word list holds ("Okafor", "GB200"),
    KNOWN_NAME_WEIGHT for one English writes capitalised ("Lisbon", "Helen"); an ordinary word that was capitalised
    1 when both digests use it on its own ("Kestrel", "Hedgerow"), else 0 (the "National", "Trust" or "Court" of a
    longer name: many stories have one)."""
    if not lexicon.listed(name):
        return 1.0
    if lexicon.proper(name):
        return KNOWN_NAME_WEIGHT
    return 1.0 if standalone else 0.0


def digest_accounts(digest: Digest) -> set[str]:
    """The normalised handles a digest cites or credits."""
    out = {normalize_handle(s.handle) for s in digest.sources}
    out |= {normalize_handle(h) for f in digest.facts for h in f.handles}
    return {h for h in out if h}


def _units(digest: Digest) -> list[Unit]:
    """A digest's dated parts: each episode, else the digest as a whole."""
    facts = digest.facts
    if not digest.episodes:
        dates = [s.date for s in digest.sources if s.date]
        start = digest.start or (min(dates) if dates else None)
        end = digest.end or (max(dates) if dates else None)
        return [Unit(digest.name, None, digest.title or digest.name, start, end, tuple(facts))]
    out = []
    for ep in digest.episodes:
        ep_facts = tuple(f for f in facts if f.episode == ep.number)
        dates = [s.date for s in digest.sources if s.episode == ep.number and s.date]
        start = ep.date or (min(dates) if dates else None)
        out.append(Unit(digest.name, ep.number, ep.title, start, start, ep_facts))
    return out


def _unit_order(u: Unit) -> tuple[dt.date, dt.date, str, int]:
    """Oldest first; undated parts last."""
    return (u.start or dt.date.max, u.end or u.start or dt.date.max, u.seed, u.episode or 0)


def group(digests: Mapping[str, Digest], overrides: Mapping[str, str] | None = None) -> list[Story]:
    """The stories of a set of digests, newest first (a moderator's ``overrides``: digest name → story title)."""
    overrides = {k: v.strip() for k, v in (overrides or {}).items() if k in digests and v and v.strip()}
    names = sorted(digests)
    parent = {n: n for n in names}

    def find(n: str) -> str:
        """The group a digest is in."""
        while parent[n] != n:
            parent[n] = parent[parent[n]]
            n = parent[n]
        return n

    def union(a: str, b: str) -> None:
        """Put two digests in one group."""
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)

    free = [n for n in names if n not in overrides]
    feats = {n: digest_names(digests[n]) for n in free}
    runs = {n: _capitalised_runs(digests[n]) for n in free}
    alone = {n: {r[0] for r in runs[n] if len(r) == 1} for n in free}  # used on its own: "training Kestrel on …"
    accounts = {n: digest_accounts(digests[n]) for n in free}
    postings: dict[str, list[str]] = defaultdict(list)
    for n in free:
        for w in feats[n]:
            postings[w].append(n)
    run_postings: dict[str, list[str]] = defaultdict(list)
    for n in free:
        for run in {" ".join(r) for r in runs[n] if len(r) >= 2}:
            run_postings[run].append(n)
    cap = max(3, min(COMMON_CAP, int(COMMON_SHARE * len(free)))) if len(free) >= 6 else len(free)
    shared: dict[tuple[str, str], float] = defaultdict(float)
    for word, holders in postings.items():
        if len(holders) > cap:
            continue
        weight = {flag: name_weight(word, flag) for flag in (False, True)}
        for i, a in enumerate(holders):
            for b in holders[i + 1:]:
                shared[(a, b)] += weight[word in alone[a] and word in alone[b]]
    for run, holders in run_postings.items():  # a name of several words shared whole: one name more ("Kestrel Risk")
        if len(holders) > cap or all(name_weight(w, False) for w in run.split()):
            continue  # its words already count whole ("Nadia Lacroix"): only ordinary words add the run
        for i, a in enumerate(holders):
            for b in holders[i + 1:]:
                shared[(a, b)] += 1.0
    for (a, b), count in shared.items():
        if count >= LINK_NAMES or (count >= LINK_NAMES_WITH_ACCOUNT and accounts[a] & accounts[b]):
            union(a, b)
    roots: dict[str, list[str]] = defaultdict(list)
    for n in free:
        roots[find(n)].append(n)
    by_title = {_auto_title(digests, members).casefold(): root for root, members in roots.items()}
    for n in sorted(overrides):
        key = overrides[n].casefold()
        if key in by_title:
            union(n, by_title[key])
        else:
            by_title[key] = n
    groups: dict[str, list[str]] = defaultdict(list)
    for n in names:
        groups[find(n)].append(n)
    stories = []
    for members in groups.values():
        title = next((overrides[m] for m in members if m in overrides), None) or _auto_title(digests, members)
        stories.append(_story(digests, members, title))
    stories.sort(key=lambda s: (-(s.end or dt.date.min).toordinal(), s.key))
    return stories


def _auto_title(digests: Mapping[str, Digest], members: list[str]) -> str:
    """A group's title: the title of its newest digest (by its last date), else of its first."""
    def last(n: str) -> dt.date:
        """The last date a digest speaks of."""
        units = _units(digests[n])
        dates = [d for u in units for d in [u.end or u.start] if d is not None]
        return max(dates) if dates else dt.date.min

    newest = max(sorted(members), key=last)
    return digests[newest].title or newest


def _story(digests: Mapping[str, Digest], members: list[str], title: str) -> Story:
    """Assemble one story from its digests."""
    members = sorted(members)
    units = sorted((u for n in members for u in _units(digests[n])), key=_unit_order)
    starts = [u.start for u in units if u.start]
    ends = [d for u in units for d in [u.end or u.start] if d is not None]
    people: dict[str, str] = {}
    for n in members:
        for s in digests[n].sources:
            people.setdefault(normalize_handle(s.handle), s.handle)
    feats: set[str] = set()
    for n in members:
        feats |= digest_names(digests[n])
    return Story(key=members[0], title=title, digests=members, start=min(starts) if starts else None,
                 end=max(ends) if ends else None, units=units, people=sorted(people.values(), key=str.lower),
                 names=frozenset(feats))


def read_overrides(seeds_dir: Path | None) -> dict[str, str]:
    """The operator's corrections in a seeds folder's stories.json (digest name → story title); {} when none or unreadable."""
    if seeds_dir is None:
        return {}
    path = Path(seeds_dir) / OVERRIDES_FILE
    try:
        st = path.stat()
    except OSError:
        return {}
    return dict(_overrides_at(path, st.st_mtime_ns, st.st_size))  # read again only when the file changes


@functools.lru_cache(maxsize=64)
def _overrides_at(path: Path, mtime_ns: int, size: int) -> tuple[tuple[str, str], ...]:
    """The corrections in one version (modification time, size) of a stories.json."""
    if not path.is_file():
        return ()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.warning("%s is unreadable, ignored: %s", path, exc)
        return ()
    if not isinstance(data, dict):
        log.warning("%s is not an object of digest name → story title, ignored", path)
        return ()
    return tuple((str(k), str(v)) for k, v in data.items() if isinstance(v, str))


class StoryMap:
    """The stories of an index's digests and which story each digest is in."""

    def __init__(self, stories: list[Story]) -> None:
        """Index the stories by key and by digest."""
        self.stories = stories
        self.by_key = {s.key: s for s in stories}
        self.of_digest = {n: s for s in stories for n in s.digests}

    def story_of(self, seed: str) -> Story | None:
        """The story a digest is in."""
        return self.of_digest.get(seed)

    def find(self, text: str) -> Story | None:
        """The story a key, exact title or digest name names (case-insensitive), else None."""
        if text in self.by_key:
            return self.by_key[text]
        low = text.strip().casefold()
        for s in self.stories:
            if s.title.casefold() == low or low in (d.casefold() for d in s.digests):
                return s
        return None

    def others(self, story: Story) -> frozenset[str]:
        """The digests of every other story."""
        return frozenset(n for n in self.of_digest if n not in story.digests)

    def __len__(self) -> int:
        """How many stories."""
        return len(self.stories)


_cache_lock = threading.Lock()
_cache: dict[tuple[tuple[int, ...], tuple], tuple[list[weakref.ref[object]], StoryMap]] = {}


def story_map(owners: Iterable[object], digests: Mapping[str, Digest], overrides: Mapping[str, str] | None = None,
              extra_key: tuple = ()) -> StoryMap:
    """The stories of ``digests``, made once while the ``owners`` (the indexes they come from) live."""
    owners = list(owners)
    detail = (extra_key, tuple(sorted((overrides or {}).items())))
    key = (tuple(id(o) for o in owners), detail)  # one map per view: a server's hidden digests don't evict the whole's
    with _cache_lock:
        hit = _cache.get(key)
        if hit is not None and all(r() is o for r, o in zip(hit[0], owners)):
            return hit[1]
    made = StoryMap(group(digests, overrides))
    with _cache_lock:
        for stale in [k for k, (refs, _) in _cache.items() if any(r() is None for r in refs)]:
            del _cache[stale]
        if len(_cache) > 512:
            _cache.clear()
        _cache[key] = ([weakref.ref(o) for o in owners], made)
    return made


def episodes_of(digest: Digest) -> list[Episode]:
    """A digest's episodes in number order."""
    return sorted(digest.episodes, key=lambda e: e.number)
