"""Candidate retrieval: the inverted index over fact keys, and the facts that share a question's keys."""

from __future__ import annotations

import heapq
import operator
from bisect import bisect_left
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass

from .entries import FactEntry
from .models import Fact
from .question import Question
from .weights import WEIGHTS as W


@dataclass(frozen=True)
class PlanTerm:
    """A question term ready for scoring: its stem, synonym caps, weight and role."""

    stem: str
    synonyms: tuple[tuple[str, float], ...]
    weight: float
    factor: float
    required: bool
    focus: bool


@dataclass(slots=True)
class TermHits:
    """The candidates that contain one question term: by stem or synonym, in the text or only in cited titles."""

    text: set[int]
    context: set[int]
    synonyms: list[tuple[float, set[int]]]  # (cap, candidates with that synonym group in their text)
    context_synonyms: list[tuple[float, set[int]]]


def _members(postings: list[int] | None, cands: list[int], cset: set[int]) -> set[int]:
    """The candidates (sorted, and as a set) listed in one sorted postings list."""
    if not postings:
        return set()
    if len(postings) <= 4 * len(cands):
        return cset.intersection(postings)
    n = len(postings)
    out = set()
    for i in cands:
        j = bisect_left(postings, i)
        if j < n and postings[j] == i:
            out.add(i)
    return out


class IndexBuilder:
    """The matcher's inverted index and corpus tables, built a batch of facts at a time, in the facts' order.

    A two-core build starts one while the rest of the digests are still being parsed (knowledge.perf.workers);
    ``Matcher`` takes it over when its facts begin with exactly the builder's facts, and adds the rest.
    """

    def __init__(self) -> None:
        """An empty index."""
        self.entries: list[FactEntry] = []
        self.postings: defaultdict[str, list[int]] = defaultdict(list)  # key → facts with it in text or titles
        self.context_postings: defaultdict[str, list[int]] = defaultdict(list)  # key → facts with it only in titles
        self.vocab: set[str] = set()  # words for typo correction
        self.names: Counter[str] = Counter()  # topic names by case-folded form
        self.display: dict[str, str] = {}  # case-folded topic name → the form first seen
        self.handles: set[str] = set()  # compare-form handles credited by facts
        self.raw_handles: set[str] = set()  # handles as spelled on the source lines facts cite
        self.units: set[str] = set()

    def add(self, entries: list[FactEntry]) -> None:
        """Index the entries of the next facts."""
        postings, context_postings, names, display = self.postings, self.context_postings, self.names, self.display
        for i, entry in enumerate(entries, len(self.entries)):
            for key in entry.keys:
                postings[key].append(i)
            for key in entry.context_keys:
                postings[key].append(i)
                context_postings[key].append(i)
            for h in entry.handles:
                postings["@" + h].append(i)
            for name in entry.names:
                key = name.casefold()
                names[key] += 1
                display.setdefault(key, name)
            self.vocab.update(entry.words)
            self.handles.update(entry.handles)
            self.units.update(entry.units)
            self.raw_handles.update([s.handle for s in entry.fact.sources])
        self.entries.extend(entries)

    def fits(self, facts: list[Fact]) -> bool:
        """Whether ``facts`` begin with this builder's facts, in order."""
        return len(self.entries) <= len(facts) and all(map(operator.is_, (e.fact for e in self.entries), facts))


def candidates(q: Question, plan: list[PlanTerm], limit: int | None, n: int, df: dict[str, int],
               postings: dict[str, list[int]]) -> list[int]:
    """Facts sharing an informative key with the question; with a limit, the best by a cheap upper bound."""
    common = max(W.common_floor, n // W.common_share)
    keyed: list[tuple[str, float]] = []
    for t in plan:
        share = t.factor * (1.0 if t.required else W.optional_share)
        keyed.append((t.stem, t.weight * share))
        keyed.extend((cid, cap * share) for cid, cap in t.synonyms)
    keyed.extend((num, W.number_weight) for num in q.analysis.numbers)
    present = [(k, v) for k, v in keyed if k in df]
    rare = [(k, v) for k, v in present if df[k] <= common] or present
    forced: set[int] = set()
    for h in q.handles:
        forced.update(postings.get("@" + h, ()))
    if limit is None or n <= limit:
        cands = set(forced)
        for k, _ in rare:
            cands.update(postings[k])
        return sorted(cands)
    acc: dict[int, float] = dict.fromkeys(forced, W.handle_pick)
    get = acc.get
    for k, v in rare:
        for i in postings[k]:
            acc[i] = get(i, 0.0) + v
    if len(acc) <= limit:
        return sorted(acc)
    best = heapq.nlargest(limit, acc.items(), key=lambda kv: kv[1])
    return sorted(i for i, _ in best)


def _said_by_other(t: PlanTerm, cid: str, plan: list[PlanTerm],
                   hits: Callable[[str], tuple[set[int], set[int]]]) -> set[int]:
    """Facts having an optional question word of synonym group ``cid`` itself, whose one word is not also a match for t.

    "when is the next release planned?": "plans" in a fact is "planned", not also the "next" it is a synonym of.
    """
    out: set[int] = set()
    for u in plan:
        if u is not t and not u.required and u.stem != t.stem and any(c == cid for c, _ in u.synonyms):
            out |= hits(u.stem)[0]
    return out


def lookups(plan: list[PlanTerm], cands: list[int], postings: dict[str, list[int]],
            context_postings: dict[str, list[int]]) -> list[tuple[PlanTerm, TermHits]]:
    """For each plan term, which candidates have its stem and each synonym group, in their text or only in titles."""
    cset = set(cands)
    memo: dict[str, tuple[set[int], set[int]]] = {}

    def hits(key: str) -> tuple[set[int], set[int]]:
        """Candidates with key in their text, and those with it only in the titles they cite."""
        got = memo.get(key)
        if got is None:
            every = _members(postings.get(key), cands, cset)
            ctx = _members(context_postings.get(key), cands, cset) if every else set()
            got = memo[key] = (every - ctx if ctx else every, ctx)
        return got

    out = []
    for t in plan:
        text, ctx = hits(t.stem)
        syn = [(cap, hits(cid)[0] - _said_by_other(t, cid, plan, hits), hits(cid)[1]) for cid, cap in t.synonyms]
        out.append((t, TermHits(text, ctx, [(cap, a) for cap, a, _ in syn], [(cap, c) for cap, _, c in syn])))
    return out
