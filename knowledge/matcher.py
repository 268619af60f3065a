"""Question → facts: candidate selection by an inverted index, scoring by term coverage, and abstention."""

from __future__ import annotations

import datetime as dt
import heapq
from bisect import bisect_left
import logging
import math
import operator
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from rapidfuzz import fuzz, process, utils

from .analyze import Analysis, Term, analyze, norm_terms, normalized_many, term_for, title_keys_many
from .models import Answer, Fact, FactRef, Quantity
from .numbers import DURATION_UNITS, canonical_unit, number_token
from .policy import DECISION_FEATURES, Policy, load_policy
from .support import (FEATURES, K1, TermMatch, answer_type, answer_type_ok, bigram_share, bm25, coverage, fact_text,
                      fuzz_share, question_bigrams, span_share)
from .text import clean_question, normalize_handle
from .vocab import (ANSWER_TYPE_WORDS, COUNT_PHRASES, COUNT_WORDS, DURATION_PHRASES, DURATION_WORDS, FILLER,
                    PERCENT_WORDS, QUESTION_TYPES, SIZE_UNITS, SIZE_WORDS, STOPWORDS, SYNONYM_GROUPS, WHERE_WORDS, YES_NO_STARTS,
                    ANSWER_TYPES, CATEGORY_MEMBERS, DIMENSIONS, NOW_WORDS, PAST_WORDS)

log = logging.getLogger(__name__)

MAX_QUESTION_CHARS = 500
CANDIDATE_LIMIT = 400  # facts fully scored per question, picked by an upper bound from the inverted index
DESCRIBE_LIMIT = 30  # the best of those, described by support features for the policy's decision
ANSWER_THRESHOLD = 0.3
FOREIGN_SHARE = 0.34  # more than a third of the question's key words unknown
KIND_PRIOR = {"confirmed": 1.0, "summary": 0.96, "why-it-matters": 0.9, "headline": 0.88}
CONTEXT_FACTOR = 0.7  # a term found only in the titles of the posts a fact cites
SYNONYM_FACTOR = 0.85
WEAK_SYNONYM_FACTOR = 0.5  # shares a group that is not the word's first sense
TYPO_FACTOR = 0.9
_LABEL = re.compile(r"^([A-Z][\w \-/&]{1,30}):\s")
# \b(?:[A-Z][\w'\-]*[a-z0-9][\w\-]*|[A-Z]{2,}\w*|[A-Z]\w*\d\w*)(...)* with the leading capital taken out of the
# branches and \b checked after it, so the regex engine jumps from capital to capital (same matches).
_NAME = re.compile(r"[A-Z](?<!\w[A-Z])(?:[\w'\-]*[a-z0-9][\w\-]*|[A-Z]+\w*|\w*\d\w*)"
                   r"(?:\s+(?:(?:of|and|the|for|de|von)\s+)?(?:[A-Z][\w\-]*|[A-Z0-9]{2,}))*")


@dataclass(slots=True)
class _FactEntry:
    """What the matcher keeps about one fact (its keys are kept compact: they are looked up in the postings)."""

    fact: Fact
    keys: tuple[str, ...]  # stems, synonym groups and number tokens of its text
    context_keys: tuple[str, ...]  # keys found only in the titles of the posts it cites
    numbers: frozenset[str]
    units: frozenset[str]
    handles: frozenset[str]
    length: int
    first_date: dt.date | None
    words: tuple[str, ...]  # distinct words of 4+ letters, for the typo vocabulary
    names: tuple[str, ...]  # topic names it mentions (its label, capitalised names)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as the class and its values in order (quicker than the slots' state, for the saved index)."""
        return _FactEntry, (self.fact, self.keys, self.context_keys, self.numbers, self.units, self.handles,
                            self.length, self.first_date, self.words, self.names)


_EMPTY: frozenset[str] = frozenset()


class _Interner:
    """Shares equal frozensets between fact entries (many facts have the same units, numbers or handles)."""

    def __init__(self) -> None:
        """An empty pool."""
        self.pool: dict[object, object] = {}

    def set(self, items: Iterable[str]) -> frozenset[str]:
        """A frozenset equal to items, shared with earlier equal ones."""
        out = frozenset(items)
        if not out:
            return _EMPTY
        return self.pool.setdefault(out, out)  # type: ignore[return-value]


def _entry_for(fact: Fact, titles: dict[str, frozenset[str]], shared: _Interner, norm: str) -> _FactEntry:
    """Analyse one fact for matching, from its text as ``normalized_many`` gives it (``titles``: every cited title's keys)."""
    keys, length, vocab = norm_terms(norm)
    numbers = [number_token(q.value) for q in fact.numbers]
    keys.update(numbers)
    extra = _KIND_KEYS.get(fact.kind)
    if extra:
        keys |= extra
    ctx: set[str] = set()
    if fact.handles:  # the titles of the posts an attributed fact cites
        for s in fact.sources:
            ctx |= titles[s.title]
        ctx -= keys
    quantities, handles = fact.numbers, fact.handles
    return _FactEntry(fact=fact, keys=tuple(keys), context_keys=tuple(ctx),
                      numbers=shared.set(numbers) if numbers else _EMPTY,
                      units=shared.set(q.unit for q in quantities if q.unit) if quantities else _EMPTY,
                      handles=shared.set(normalize_handle(h) for h in handles) if handles else _EMPTY, length=length,
                      first_date=_first_date(fact), words=tuple(vocab),
                      names=tuple(_names_in(fact.text)))


def _names_in(text: str) -> set[str]:
    """The topic names a fact mentions: its label and the capitalised names in it (interned)."""
    names = set()
    m = _LABEL.match(text)
    if m:
        names.add(sys.intern(m.group(1).strip()))
    found = _NAME.findall(text)
    try:
        names.update(filter(None, map(_TOPIC_NAMES.__getitem__, found)))
    except KeyError:  # a name not seen yet
        names.update(filter(None, map(_topic_name, found)))
    return names


_TOPIC_NAMES: dict[str, str] = {}  # a name as _NAME finds it -> the topic name ("" when it is none)


def _topic_name(found: str) -> str:
    """The topic name of a capitalised name found in a fact, or "" (remembered)."""
    name = _TOPIC_NAMES.get(found)
    if name is None:
        if len(_TOPIC_NAMES) > 200_000:
            _TOPIC_NAMES.clear()
        name = found.strip().removesuffix("'s").removesuffix("\u2019s")
        if len(name) < 3 or name.lower() in _TOPIC_STOP or name.startswith("@"):
            name = ""
        name = _TOPIC_NAMES[found] = sys.intern(name)
    return name


def prepare_entries(facts: Iterable[Fact], titles: dict[str, frozenset[str]] | None = None,
                    shared: _Interner | None = None) -> list[_FactEntry]:
    """The matcher's analysis of some facts, made ahead (while parsing) and passed to Matcher as ``prepared``.

    ``titles`` (title → keys) and ``shared`` may be kept from call to call, to analyse each title once.
    """
    facts = list(facts)
    titles = {} if titles is None else titles
    shared = _Interner() if shared is None else shared
    norms = normalized_many([f.text for f in facts])
    wanted = list(dict.fromkeys(s.title for f in facts if f.handles for s in f.sources if s.title not in titles))
    titles.update(zip(wanted, title_keys_many(wanted)))
    return [_entry_for(f, titles, shared, norm) for f, norm in zip(facts, norms)]


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


@dataclass
class _Question:
    """A question broken down for matching."""

    text: str
    analysis: Analysis
    qtype: str  # who / when / where / why / count / duration / percent / size / yesno / what
    units: list[str] = field(default_factory=list)  # units the question asks for
    handles: list[str] = field(default_factory=list)
    required: list[Term] = field(default_factory=list)
    optional: list[Term] = field(default_factory=list)
    focus: str | None = None  # the noun right after "what"/"which": what the answer must be about


@dataclass(frozen=True)
class _PlanTerm:
    """A question term ready for scoring: its stem, synonym caps, weight and role."""

    stem: str
    synonyms: tuple[tuple[str, float], ...]
    weight: float
    factor: float
    required: bool
    focus: bool


@dataclass(slots=True)
class _TermHits:
    """The candidates that contain one question term: by stem or synonym, in the text or only in cited titles."""

    text: set[int]
    context: set[int]
    synonyms: list[tuple[float, set[int]]]  # (cap, candidates with that synonym group in their text)
    context_synonyms: list[tuple[float, set[int]]]


@dataclass
class Scored:
    """A fact with its score for one question."""

    entry: _FactEntry
    score: float
    matched: int = 0
    index: int = -1  # the fact's position in the matcher
    features: list[float] | None = None  # the support features (the best candidates only)


def _first_date(fact: Fact) -> dt.date | None:
    """The earliest date a fact was reported."""
    dates = [s.date for s in fact.sources if s.date]
    return min(dates) if dates else fact.as_of


class IndexBuilder:
    """The matcher's inverted index and corpus tables, built a batch of facts at a time, in the facts' order.

    A two-core build starts one while the rest of the digests are still being parsed (knowledge.workers);
    ``Matcher`` takes it over when its facts begin with exactly the builder's facts, and adds the rest.
    """

    def __init__(self) -> None:
        """An empty index."""
        self.entries: list[_FactEntry] = []
        self.postings: defaultdict[str, list[int]] = defaultdict(list)  # key → facts with it in text or titles
        self.context_postings: defaultdict[str, list[int]] = defaultdict(list)  # key → facts with it only in titles
        self.vocab: set[str] = set()  # words for typo correction
        self.names: Counter[str] = Counter()  # topic names by case-folded form
        self.display: dict[str, str] = {}  # case-folded topic name → the form first seen
        self.handles: set[str] = set()  # compare-form handles credited by facts
        self.raw_handles: set[str] = set()  # handles as spelled on the source lines facts cite
        self.units: set[str] = set()

    def add(self, entries: list[_FactEntry]) -> None:
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


class Matcher:
    """Answers questions from a list of facts."""

    def __init__(self, facts: list[Fact], prefilter: bool = True, previous: "Matcher | None" = None,
                 prepared: Iterable[_FactEntry] = (), prefix: IndexBuilder | None = None) -> None:
        """Analyse every fact (reusing a previous matcher's or ``prepare_entries``' work) and build the inverted index.

        ``prefix``: the index of the first facts, already made (used only when it fits ``facts``).
        """
        self.facts = facts
        self.prefilter = prefilter
        self.policy: Policy = load_policy()
        built = prefix if prefix is not None and prefix.fits(facts) else IndexBuilder()
        start = len(built.entries)
        if start < len(facts):
            reuse = {id(e.fact): e for e in previous.entries} if previous is not None else {}
            reuse.update((id(e.fact), e) for e in prepared)
            found = [reuse.get(id(fact)) for fact in facts[start:]]
            found = [e if e is not None and e.fact is fact else None for e, fact in zip(found, facts[start:])]
            made = iter(prepare_entries([fact for e, fact in zip(found, facts[start:]) if e is None]))
            built.add([e if e is not None else next(made) for e in found])
        self.entries = built.entries
        self.postings = built.postings
        self.context_postings = built.context_postings
        self.postings.default_factory = None  # lookups of unknown keys must not add them
        self.context_postings.default_factory = None
        self.n = len(self.entries)
        self.avg_len = sum(e.length for e in self.entries) / (self.n or 1)
        self.df = {k: len(v) for k, v in self.postings.items()}
        self.handle_names = {normalize_handle(h): h for h in sorted(built.raw_handles)}
        self.known_handles = built.handles | set(self.handle_names)
        self.corpus_units = built.units
        self._vocab_by_len: dict[int, list[str]] = defaultdict(list)
        for word in sorted(built.vocab | _GENERAL_WORDS):  # sorted: ties in typo correction never follow hash order
            if len(word) >= 4 and word.isalpha():
                self._vocab_by_len[len(word)].append(word)
        self.topics = self._topics(built.names, built.display)
        if prefix is not None:
            prefix.__init__()  # type: ignore[misc]  # handed over (or of no use): it no longer holds the index
        self._corrections: dict[str, str | None] = {}  # a plain dict: no reference cycle through the matcher

    def _correct(self, word: str) -> str | None:
        """Cached typo correction (bounded)."""
        if word not in self._corrections:
            if len(self._corrections) >= 4096:
                self._corrections.clear()
            self._corrections[word] = self._correct_uncached(word)
        return self._corrections[word]

    # ---- vocabulary -------------------------------------------------------------------------

    def idf(self, key: str) -> float:
        """Inverse document frequency of a match key (unknown keys count as rare)."""
        df = self.df.get(key, 0)
        return math.log((self.n + 1) / (df + 0.5)) + 1.0

    def known(self, term: Term) -> bool:
        """Whether any fact contains this term or a synonym of it."""
        return any(k in self.df for k in term.keys)

    def _correct_uncached(self, word: str) -> str | None:
        """The corpus word a misspelt word most likely meant, if any."""
        if len(word) < 4 or not word.isalpha():
            return None
        pool: list[str] = []
        for n in range(len(word) - 1, len(word) + 2):
            pool.extend(self._vocab_by_len.get(n, ()))
        if not pool:
            return None
        cutoff = 80 if len(word) >= 6 else 75
        hit = process.extractOne(word, pool, scorer=fuzz.ratio, processor=None, score_cutoff=cutoff)
        if hit is None or hit[0][0] != word[0] and hit[1] < 90:
            return None
        return hit[0]

    def resolve(self, term: Term) -> tuple[Term, float] | None:
        """The term itself when known, else its typo correction with a penalty."""
        if self.known(term):
            return term, 1.0
        fixed = self._correct(term.surface)
        if fixed:
            t = term_for(fixed)
            if self.known(t):
                return Term(t.surface, t.stem, t.concepts, term.filler, t.primary), TYPO_FACTOR
        return None

    # ---- question analysis ------------------------------------------------------------------

    def parse_question(self, text: str) -> _Question:
        """Work out what a question asks for and which of its words matter."""
        a = analyze(text)
        low = " " + " ".join(a.words) + " "
        first = a.words[0] if a.words else ""
        qtype = "what"
        units: list[str] = []
        if any(f" {p} " in low for p in DURATION_PHRASES):
            qtype = "duration"
        elif any(f" {p} " in low for p in COUNT_PHRASES) or any(w in COUNT_WORDS for w in a.words):
            qtype = "count"
        elif any(w in PERCENT_WORDS for w in a.words) or "percent" in a.units:
            qtype = "percent"
        elif first in QUESTION_TYPES and QUESTION_TYPES[first] in ("who", "when", "where", "why"):
            qtype = QUESTION_TYPES[first]
        else:
            for w in a.words:
                if w in QUESTION_TYPES and QUESTION_TYPES[w] in ("who", "when", "where", "why"):
                    qtype = QUESTION_TYPES[w]
                    break
            else:
                if any(w in SIZE_WORDS for w in a.words):
                    qtype = "size"
                elif first in YES_NO_STARTS:
                    qtype = "yesno"
        if qtype == "count":
            units = self._asked_units(a.words)
        elif qtype == "duration":
            units = sorted(DURATION_UNITS)
        elif qtype == "percent":
            units = ["percent"]
        handles = [h for h in a.handles if h]
        for w in a.words:
            nh = normalize_handle(w)
            if nh in self.known_handles and nh not in handles and len(nh) >= 4 and not self.known(term_for(w)):
                handles.append(nh)
        q = _Question(text=text, analysis=a, qtype=qtype, units=units, handles=handles)
        seen: set[str] = set()
        after_wh: set[str] = set()
        head: str | None = None
        for i, w in enumerate(a.words):
            if w in ("which", "what", "whose"):
                for nxt in a.words[i + 1:i + 4]:
                    if nxt in STOPWORDS:
                        break
                    after_wh.add(nxt)
                    if not (nxt in COUNT_WORDS or nxt in PERCENT_WORDS or nxt in SIZE_WORDS or nxt in ANSWER_TYPE_WORDS
                            or nxt in FILLER):
                        head = nxt
                break
        for t in a.terms:
            if t.stem in seen or normalize_handle(t.surface) in handles:
                continue
            seen.add(t.stem)
            if qtype == "who" and t.stem == "run":
                t = Term(t.surface, t.stem, t.concepts | {"~lead"}, t.filler, "~lead")  # "who runs X" = leads
            if t.filler or t.surface in COUNT_WORDS or t.surface in SIZE_WORDS or t.surface in PERCENT_WORDS or \
                    t.surface in ANSWER_TYPE_WORDS and t.surface in after_wh or \
                    qtype == "duration" and t.surface in DURATION_WORDS or \
                    qtype == "where" and t.surface in WHERE_WORDS:
                q.optional.append(t)
            else:
                q.required.append(t)
        q.focus = next((t.stem for t in q.required if t.surface == head), None)
        return q

    def _asked_units(self, words: list[str]) -> list[str]:
        """The unit a counting question asks about, from the nouns after 'how many' or before 'count'."""
        units: list[str] = []
        for i, w in enumerate(words):
            if w in ("many", "much") and i > 0 and words[i - 1] == "how" or w == "of" and i > 0 and words[i - 1] in COUNT_WORDS:
                for nxt in words[i + 1:i + 4]:
                    if nxt in STOPWORDS or nxt in FILLER:
                        break  # "how much data did it send": the unit is before the verb
                    u = canonical_unit(nxt)
                    if u in self.corpus_units or u in _KNOWN_UNITS:
                        units.append(u)
            if w in COUNT_WORDS and i > 0:
                u = canonical_unit(words[i - 1])
                if u in self.corpus_units or u in _KNOWN_UNITS:
                    units.append(u)
        return units[-1:] if units else []

    # ---- scoring ----------------------------------------------------------------------------

    def _weight(self, term: Term) -> float:
        """The importance of a question term: the rarity of its stem, or of its best synonym."""
        if term.stem in self.df:
            return self.idf(term.stem)
        known = [self.idf(k) for k in term.concepts if k in self.df]
        return min(known) if known else self.idf(term.stem)

    def _plan(self, q: _Question, resolved: list[tuple[Term, float, bool]]) -> list[_PlanTerm]:
        """Per-term weights and synonym caps, computed once per question."""
        plan = []
        for term, factor, required in resolved:
            w = self._weight(term) * (1.6 if term.stem == q.focus else 1.0)
            syn = tuple(sorted(((cid, (SYNONYM_FACTOR if cid == term.primary else WEAK_SYNONYM_FACTOR)
                                 * min(w, self.idf(cid))) for cid in term.concepts), key=lambda x: (-x[1], x[0])))
            plan.append(_PlanTerm(term.stem, syn, w, factor, required, term.stem == q.focus))
        return plan

    def _candidates(self, q: _Question, plan: list[_PlanTerm], limit: int | None) -> list[int]:
        """Facts sharing an informative key with the question; with a limit, the best by a cheap upper bound."""
        common = max(50, self.n // 5)
        keyed: list[tuple[str, float]] = []
        for t in plan:
            share = t.factor * (1.0 if t.required else 0.35)
            keyed.append((t.stem, t.weight * share))
            keyed.extend((cid, cap * share) for cid, cap in t.synonyms)
        keyed.extend((num, 2.0) for num in q.analysis.numbers)
        present = [(k, v) for k, v in keyed if k in self.df]
        rare = [(k, v) for k, v in present if self.df[k] <= common] or present
        forced: set[int] = set()
        for h in q.handles:
            forced.update(self.postings.get("@" + h, ()))
        if limit is None or self.n <= limit:
            cands = set(forced)
            for k, _ in rare:
                cands.update(self.postings[k])
            return sorted(cands)
        acc: dict[int, float] = dict.fromkeys(forced, 100.0)
        get = acc.get
        for k, v in rare:
            for i in self.postings[k]:
                acc[i] = get(i, 0.0) + v
        if len(acc) <= limit:
            return sorted(acc)
        best = heapq.nlargest(limit, acc.items(), key=lambda kv: kv[1])
        return sorted(i for i, _ in best)

    def _lookups(self, plan: list[_PlanTerm], cands: list[int]) -> list[tuple[_PlanTerm, _TermHits]]:
        """For each plan term, which candidates have its stem and each synonym group, in their text or only in titles."""
        cset = set(cands)
        memo: dict[str, tuple[set[int], set[int]]] = {}

        def hits(key: str) -> tuple[set[int], set[int]]:
            """Candidates with key in their text, and those with it only in the titles they cite."""
            got = memo.get(key)
            if got is None:
                every = _members(self.postings.get(key), cands, cset)
                ctx = _members(self.context_postings.get(key), cands, cset) if every else set()
                got = memo[key] = (every - ctx if ctx else every, ctx)
            return got

        out = []
        for t in plan:
            text, ctx = hits(t.stem)
            syn = [(cap, *hits(cid)) for cid, cap in t.synonyms]
            out.append((t, _TermHits(text, ctx, [(cap, a) for cap, a, _ in syn], [(cap, c) for cap, _, c in syn])))
        return out

    def score(self, q: _Question, plan: list[tuple[_PlanTerm, "_TermHits"]], i: int) -> tuple[float, int]:
        """Coverage of the question's terms by fact i, adjusted for what the question asks."""
        entry = self.entries[i]
        total = got = direct = 0.0
        matched = 0
        focus_missed = False
        any_required = False
        for t, h in plan:
            w = t.weight
            if i in h.text:
                m, in_text = w, True
            else:
                m, in_text = 0.0, True
                for cap, members in h.synonyms:
                    if i in members:
                        m = cap
                        break
                if not m:
                    in_text = False
                    if i in h.context:
                        m = CONTEXT_FACTOR * w
                    else:
                        for cap, members in h.context_synonyms:
                            if i in members:
                                m = CONTEXT_FACTOR * cap
                                break
            m *= t.factor
            if t.focus and not m:
                focus_missed = True
            if t.required:
                any_required = True
                total += w
                got += m
                if in_text:
                    direct += m
            else:
                got += 0.35 * m
            if m:
                matched += 1
        if got and not direct and any_required:
            got *= 0.5  # only the titles of the cited posts match: weak evidence
        for num in q.analysis.numbers:
            total += 2.0
            if num in entry.numbers:
                got += 2.0
        if q.handles:
            total += 3.0
            if not entry.handles.isdisjoint(q.handles):
                got += 3.0
        if total == 0:
            return 0.0, matched
        if focus_missed:
            got *= 0.75  # the fact never mentions what the question asks about
        precision = min(1.0, matched / max(3, entry.length))
        s = min(1.0, got / total) * (0.85 + 0.15 * precision)
        s *= KIND_PRIOR[entry.fact.kind] if q.qtype != "why" else (1.15 if entry.fact.kind == "why-it-matters" else 0.85)
        if q.units:
            s *= 1.0 if not entry.units.isdisjoint(q.units) else 0.55
        elif q.qtype in ("count", "size") and not entry.numbers:
            s *= 0.7
        elif q.qtype == "size" and entry.units.isdisjoint(SIZE_UNITS):
            s *= 0.85
        if q.qtype == "who" and not (entry.handles or _NAME.search(entry.fact.text)):
            s *= 0.8
        return min(1.0, s), matched

    def rank(self, q: _Question, exclude_digests: frozenset[str] = frozenset()) -> tuple[list[Scored], list[Term]]:
        """Score candidate facts (none from ``exclude_digests``), best first; also the question terms no fact knows."""
        resolved: list[tuple[Term, float, bool]] = []
        foreign: list[Term] = []
        for term in q.required + q.optional:
            r = self.resolve(term)
            required = term in q.required
            if r is None:
                if required:
                    foreign.append(term)
                continue
            resolved.append((r[0], r[1], required))
        plan = self._plan(q, resolved)
        scored = []
        entries = self.entries
        cands = self._candidates(q, plan, CANDIDATE_LIMIT if self.prefilter else None)
        if exclude_digests:  # digests a server hides (knowledge.layers): their facts are never candidates
            cands = [i for i in cands if entries[i].fact.seed not in exclude_digests]
        lookups = self._lookups(plan, cands)
        for i in cands:
            s, matched = self.score(q, lookups, i)
            if s > 0:
                scored.append(Scored(entries[i], s, matched, i))
        if foreign:
            # unknown words still count against coverage
            penalty = sum(self.idf(t.stem) for t in foreign)
            base = sum(t.weight for t in plan if t.required) + 2.0 * len(q.analysis.numbers)
            if base + penalty > 0:
                for s in scored:
                    s.score *= base / (base + penalty)
        scored.sort(key=lambda s: (-s.score, s.entry.fact.seed, s.entry.fact.line))
        top = scored[:12]
        if len(top) > 1:  # rapidfuzz as the tie-breaker among near-equal candidates
            qn = utils.default_process(q.text)
            for s in top:
                s.score += 0.02 * fuzz.token_set_ratio(qn, utils.default_process(s.entry.fact.text)) / 100
            top.sort(key=lambda s: (-s.score, s.entry.fact.seed, s.entry.fact.line))
            scored[:12] = top
        if q.handles:  # a question about what an account said: the facts that credit it first
            scored.sort(key=lambda s: s.entry.handles.isdisjoint(q.handles))
        if scored:
            self._describe(q, plan, lookups, foreign, scored[:DESCRIBE_LIMIT])
        return scored, foreign

    def _describe(self, q: _Question, plan: list[_PlanTerm], lookups: list[tuple[_PlanTerm, _TermHits]],
                  foreign: list[Term], top: list[Scored]) -> None:
        """Set the support features of each of the best candidates (support.FEATURES order)."""
        qp = utils.default_process(q.text)
        qnames = {w.lower() for w in re.findall(r"[\w'\-]+", q.text)} | set(q.analysis.stems)
        pairs = question_bigrams([t.stem for t in q.required])
        foreign_terms = [TermMatch(self.idf(t.stem), True, "", False) for t in foreign]
        qnums = q.analysis.numbers
        dates = [s.entry.first_date for s in top if s.entry.first_date]
        lo, hi = (min(dates), max(dates)) if dates else (None, None)
        best_stage1 = max(s.score for s in top) or 1.0
        words = q.analysis.words
        kind = answer_type(q.qtype, words, ANSWER_TYPES)
        dims = _asked_dimensions(words)
        wants_now = float(any(w in NOW_WORDS for w in words) or "now" in q.text.lower().split())
        wants_past = float(any(w in PAST_WORDS for w in words))
        stems = {t.stem for t, _ in lookups}
        members = frozenset().union(*[CATEGORY_MEMBERS[w] for w in words if w in CATEGORY_MEMBERS])
        idf = {t.stem: t.weight for t, _ in lookups}
        bm = []
        for s in top:
            i, entry = s.index, s.entry
            fact = entry.fact
            ft = fact_text(fact.text)
            matches = list(foreign_terms)
            for t, h in lookups:
                if i in h.text:
                    how = "text"
                elif any(i in members for _, members in h.synonyms):
                    how = "synonym"
                elif i in h.context or any(i in members for _, members in h.context_synonyms):
                    how = "context"
                else:
                    how = ""
                matches.append(TermMatch(t.weight, t.required, how, True))
            f = coverage(matches)
            units_hit = bool(q.units) and not entry.units.isdisjoint(q.units)
            f["numbers"] = sum(n in entry.numbers for n in qnums) / len(qnums) if qnums else 0.0
            f["handle_hit"] = float(bool(q.handles) and not entry.handles.isdisjoint(q.handles))
            f["handle_miss"] = float(bool(q.handles) and entry.handles.isdisjoint(q.handles))
            f["unit_hit"] = float(units_hit)
            f["unit_miss"] = float(bool(q.units) and not units_hit)
            ok = answer_type_ok(kind, ft, len(fact.numbers), qnames, fact.kind, units_hit)
            f["type_ok"] = ok if kind else 0.0
            f["type_missing"] = 1.0 - ok
            fact_dims = {_UNIT_DIMENSION.get(u, "") for u in entry.units}
            f["dim_hit"] = float(bool(dims & fact_dims))
            f["dim_miss"] = float(bool(dims) and not dims & fact_dims)
            found = [(t.stem, t.weight, how == "synonym") for (t, _), how in
                     zip(lookups, [m.how for m in matches[len(foreign_terms):]]) if how in ("text", "synonym")]
            f["bm25"] = bm25(found, ft, self.avg_len) / (sum(idf.values()) * (K1 + 1) or 1.0)
            bm.append(f["bm25"])
            f["span"] = span_share(stems, ft)
            f["length"] = math.log(1 + len(ft.stems)) / 5
            f["member_hit"] = float(bool(members) and not members.isdisjoint(ft.words))
            f["member_miss"] = float(bool(members) and members.isdisjoint(ft.words))
            f["focus_missed"] = float(any(t.focus for t, h in lookups if i not in h.text and not any(
                i in m for _, m in h.synonyms)))
            f["bigrams"] = bigram_share(pairs, ft)
            n_match = sum(1 for m in matches if m.how in ("text", "synonym"))
            f["precision"] = min(1.0, n_match / max(3, entry.length))
            f["fuzz"] = fuzz_share(qp, ft)
            f["new_content"] = len(ft.stem_set - qnames) / max(1, len(ft.stem_set))
            f["summary"] = float(fact.kind == "summary")
            f["why_kind"] = float(fact.kind == "why-it-matters")
            f["headline"] = float(fact.kind == "headline")
            d = entry.first_date
            f["recent"] = ((d - lo).days / max(1, (hi - lo).days)) if d and lo and hi and hi > lo else 0.5
            f["stage1"] = s.score / best_stage1
            f["recent_now"] = f["recent"] * wants_now
            f["recent_past"] = (1.0 - f["recent"]) * wants_past
            f["bm25_best"] = 0.0
            s.features = [f[name] for name in FEATURES]
        best_bm = max(bm) or 1.0
        at = FEATURES.index("bm25_best")
        for s, value in zip(top, bm):
            assert s.features is not None
            s.features[at] = value / best_bm

    # ---- answers ----------------------------------------------------------------------------

    def answer(self, question: str, exclude_digests: frozenset[str] = frozenset()) -> Answer:
        """Answer a question from the facts (none from ``exclude_digests``), or abstain with the closest topics."""
        text = clean_question(question, MAX_QUESTION_CHARS)
        if not text.strip() or not re.search(r"\w", text):
            return Answer(question=question, answered=False, confidence=0.0,
                          answer="Please ask a question about the story.", suggestions=self.topics[:3])
        if not self.entries:
            return Answer(question=question, answered=False, confidence=0.0,
                          answer="No digests are loaded yet, so I can't answer anything.")
        q = self.parse_question(text)
        refusal = self.gate(q)
        if refusal:
            return self._abstain(question, q, refusal)
        scored, foreign = self.rank(q, exclude_digests)
        refusal = self.coverage_refusal(q, scored, foreign, text)
        if refusal:
            return self._abstain(question, q, refusal, scored)
        if q.handles:
            scored = [s for s in scored if s.entry.handles & set(q.handles)] or scored
        if q.handles and not q.required:  # "what did @x say?": a listing of that account's facts, not one lookup
            return self._compose(question, q, scored, scored[0].score)
        p = self.policy.answer_probability(self.decision_features(q, scored, foreign, text))
        if p < self.policy.threshold:
            return self._abstain(question, q, "The digests don't say.", scored)
        return self._compose(question, q, scored, min(scored[0].score, p))

    def coverage_refusal(self, q: _Question, scored: list[Scored], foreign: list[Term], text: str) -> str | None:
        """Why the first stage finds no answer (a named thing no fact mentions, an asked unit no fact gives), or None."""
        required = len(q.required) + len(q.analysis.numbers)
        named = [t for t in foreign if _looks_like_name(t.surface, text)]
        if named or foreign and (required == 0 or len(foreign) / required >= FOREIGN_SHARE):
            foreign = named + [t for t in foreign if t not in named]
            words = ", ".join(f"\u201c{t.surface}\u201d" for t in foreign[:3])
            return f"The digests don't say: nothing in them mentions {words}."
        if q.units and not any(s.entry.units & set(q.units) for s in scored[:50]):
            return f"The digests don't give a figure for {q.units[0]}s."
        if not scored or scored[0].score < ANSWER_THRESHOLD:
            return "The digests don't say."
        return None

    def gate(self, q: _Question) -> str | None:
        """Why a question cannot be matched at all (an account no digest cites, nothing to look for), or None."""
        unknown_handles = [h for h in q.handles if h not in self.known_handles]
        if unknown_handles:
            return f"The digests cite no posts by @{unknown_handles[0]}."
        if not (q.required or q.handles or q.analysis.numbers or
                any(self.known(t) for t in q.optional if t.surface not in _GREETINGS)):
            return "I can only answer questions about the story in the digests."
        return None

    def decision_features(self, q: _Question, scored: list[Scored], foreign: list[Term], text: str) -> list[float]:
        """What the answer-or-abstain decision weighs: the best fact's support, its lead, the unknown words."""
        top = scored[0]
        assert top.features is not None
        runner_up = scored[1].score if len(scored) > 1 else 0.0
        weights = [self.idf(t.stem) for t in q.required]
        unknown = sum(self.idf(t.stem) for t in foreign)
        named = any(_looks_like_name(t.surface, text) for t in foreign)
        extra = {"margin": top.score - runner_up, "foreign_share": unknown / (sum(weights) or 1.0),
                 "foreign_named": float(named), "rank_score": top.score}
        return list(top.features) + [extra[name] for name in DECISION_FEATURES[len(FEATURES):]]

    def _abstain(self, question: str, q: _Question, message: str, scored: list[Scored] | None = None) -> Answer:
        """A plain 'the digests don't say' with the closest topics."""
        return Answer(question=question, answered=False, confidence=0.0, answer=message,
                      suggestions=self.suggest(q, scored or []))

    def suggest(self, q: _Question, scored: list[Scored], limit: int = 3) -> list[str]:
        """Topics closest to a question that could not be answered."""
        out: list[str] = []
        for s in scored[:10]:
            topic = self._topic_of(s.entry.fact)
            if topic and topic not in out:
                out.append(topic)
            if len(out) >= limit:
                return out
        if q.text:
            hits = process.extract(q.text, self.topics, scorer=fuzz.token_set_ratio, processor=utils.default_process,
                                   limit=limit * 2, score_cutoff=30)
            for name, _, _ in hits:
                if name not in out:
                    out.append(name)
        for t in self.topics:
            if len(out) >= limit:
                break
            if t not in out:
                out.append(t)
        return out[:limit]

    def _topic_of(self, fact: Fact) -> str | None:
        """The topic a fact is about: its label, or the first name it mentions."""
        m = _LABEL.match(fact.text)
        if m:
            return m.group(1)
        for name in _NAME.findall(fact.text):
            if name in self._topic_set:
                return name
        return None

    def _compose(self, question: str, q: _Question, scored: list[Scored], confidence: float) -> Answer:
        """Build the answer text, notes and cited facts from the best matches."""
        best = scored[0]
        close = [s for s in scored[1:8] if s.score >= best.score - 0.12]
        if q.qtype == "when":
            dated = [s for s in [best, *close] if s.entry.first_date]
            if dated:
                best = min(dated, key=lambda s: (s.entry.first_date, -s.score))
        notes: list[str] = []
        best, conflict = self._disagreement(q, best, [s for s in scored[:12] if s.score >= 0.5 * scored[0].score])
        if conflict:
            notes.append(conflict)
        fact = best.entry.fact
        chosen = [best]
        if q.handles and not q.required:
            chosen = [s for s in scored if s.entry.handles & set(q.handles)][:3] or [best]
        else:
            for s in scored[:6]:
                if s is best or len(chosen) >= 2:
                    continue
                if s.score >= 0.92 * best.score and s.entry.fact.seed != fact.seed:
                    if fuzz.token_set_ratio(s.entry.fact.text, fact.text) >= 70:
                        continue
                    chosen.append(s)
        lines = []
        if q.handles and not q.required and len(chosen) > 1:
            who = ", ".join("@" + self.handle_names.get(h, h) for h in q.handles)
            lines.append(f"The digests cite {who} for:")
            lines.extend(f"\u2022 {s.entry.fact.text}" for s in chosen)
        else:
            lines.append(self._sentence(chosen[0].entry.fact, q))
            for s in chosen[1:]:
                lines.append("Also: " + self._sentence(s.entry.fact, q))
        for s in chosen:
            f = s.entry.fact
            if f.as_of and f.time_sensitive:
                notes.append(f"As of {f.as_of.isoformat()}: {self._short(f.text)} may have changed since.")
                break
        confidence = round(max(0.0, min(1.0, confidence)), 3)
        return Answer(question=question, answered=True, answer="\n".join(lines), confidence=confidence,
                      facts=[FactRef.of(s.entry.fact) for s in chosen], notes=notes)

    @staticmethod
    def _short(text: str, limit: int = 60) -> str:
        """A short quote of a fact for notes."""
        text = re.sub(r"\s*\([^()]*@[^()]*\)\s*\.?$", "", text)
        return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + "\u2026"

    def _sentence(self, fact: Fact, q: _Question) -> str:
        """One fact as an answer sentence, with its attribution and date where useful."""
        text = fact.text.rstrip()
        extras: list[str] = []
        if not fact.handles and fact.kind != "headline" and q.qtype == "who":
            handles = sorted({s.handle for s in fact.sources}, key=str.lower)
            if handles:
                extras.append("per " + ", ".join("@" + h for h in handles[:3]))
        if fact.as_of and fact.time_sensitive:
            extras.append(f"as of {fact.as_of.isoformat()}")
        elif q.qtype == "when":
            d = _first_date(fact)
            if d:
                extras.append(f"reported {d.isoformat()}")
        n = fact.confirmations
        if n > 1 and fact.handles:
            extras.append(f"confirmed by {n} sources")
        if extras:
            text = f"{text} [{'; '.join(extras)}]"
        return text

    def _disagreement(self, q: _Question, best: Scored, others: list[Scored]) -> tuple[Scored, str | None]:
        """Find facts that give a different value for the same quantity; prefer the precise or recent one."""
        mine = _relevant_quantities(best.entry.fact.numbers, q.units) or _relevant_quantities(best.entry.fact.numbers, [])
        for other in others:
            if other.entry.fact.id == best.entry.fact.id:
                continue
            for a in mine:
                for b in _relevant_quantities(other.entry.fact.numbers, []):
                    kind = _conflict(a, b)
                    if not kind:
                        continue
                    fa, fb = best.entry.fact, other.entry.fact
                    pick_other = _precision(b) > _precision(a) or (
                        _precision(b) == _precision(a) and (other.entry.first_date or dt.date.min) > (best.entry.first_date or dt.date.min))
                    if kind == "value":
                        note = (f"Sources differ: {_cite(fa, a)} versus {_cite(fb, b)}. "
                                f"The answer gives the {'more precise' if _precision(a) != _precision(b) else 'more recent'} value.")
                    else:
                        note = f"Sources describe it differently: {_cite(fa, a)} versus {_cite(fb, b)}."
                        pick_other = False
                    return (other if pick_other else best), note
        return best, None

    # ---- browsing ---------------------------------------------------------------------------

    def _topics(self, counts: Counter[str], display: dict[str, str]) -> list[str]:
        """Topic names: labels and names the facts mention, most mentioned first (from their counts)."""
        ordered = sorted(counts, key=lambda k: (-counts[k], k))
        self._topic_set = {display[k] for k in ordered}
        return [display[k] for k in ordered]

    def search_topics(self, text: str, limit: int = 25) -> list[str]:
        """Topics for autocomplete: prefix and fuzzy matches, the first ones on empty input."""
        text = clean_question(text, 100).strip()
        if not text:
            return self.topics[:limit]
        low = text.casefold()
        prefix = [t for t in self.topics if t.casefold().startswith(low)]
        rest = [name for name, _, _ in process.extract(text, self.topics, scorer=fuzz.WRatio,
                                                       processor=utils.default_process, limit=limit, score_cutoff=50)
                if name not in prefix]
        return (prefix + rest)[:limit]

    def facts_about(self, topic: str, limit: int = 10) -> list[Fact]:
        """Facts about a topic, best first, without abstaining."""
        text = clean_question(topic, MAX_QUESTION_CHARS)
        if not text:
            return []
        q = self.parse_question(text)
        q.qtype = "what"
        q.units = []
        scored, _ = self.rank(q)
        return [s.entry.fact for s in scored[:limit] if s.score >= 0.3]


_GENERAL_WORDS = frozenset(w for group in SYNONYM_GROUPS for w in group) | FILLER
_KIND_KEYS = {"why-it-matters": {"~matter"}}
_KNOWN_UNITS = {"hour", "day", "week", "month", "year", "minute", "gpu", "chip", "token", "parameter", "flop",
                "usd", "eur", "byte", "layer", "expert", "user", "employee", "person", "percent", "cluster",
                "node", "server", "machine", "post", "head", "dimension", "step", "epoch", "sample", "image",
                "video", "country", "language", "download", "star", "follower", "customer", "dollar"}
_GREETINGS = {"hi", "hello", "hey", "yo", "thanks", "thank", "morning", "evening", "good"}
_TOPIC_STOP = {"the", "this", "that", "before", "after", "training", "frontier", "i.e", "e.g", "ai", "why",
               "what", "model", "models"}


_UNIT_DIMENSION = {u: name for name, (units, _) in DIMENSIONS.items() for u in units} | {u: "duration" for u in DURATION_UNITS}
_DIMENSION_WORDS = {name: words for name, (_, words) in DIMENSIONS.items()} | {"duration": DURATION_WORDS}


def _asked_dimensions(words: list[str]) -> set[str]:
    """The dimensions a question asks to measure ("how far" → length, "what voltage" → voltage)."""
    out = set()
    for i, w in enumerate(words):
        asking = "how" in words[max(0, i - 2):i] or (i > 0 and words[i - 1] in ("what", "which", "whats"))
        if asking:
            out.update(name for name, members in _DIMENSION_WORDS.items() if w in members)
    return out


def _looks_like_name(word: str, question: str) -> bool:
    """An unknown word that names something: has digits, or is capitalised inside the question."""
    if any(ch.isdigit() for ch in word):
        return True
    for m in re.finditer(r"(?<![\w'])(" + re.escape(word.split()[0]) + r")", question, re.I):
        got = m.group(1)
        if m.start() > 0 and got[:1].isupper() or len(got) > 1 and got.isupper():
            return True
    return False


def _relevant_quantities(numbers: list[Quantity], units: list[str]) -> list[Quantity]:
    """The quantities of a fact that a question is about."""
    if units:
        return [n for n in numbers if n.unit in units]
    return [n for n in numbers if n.unit]


def _conflict(a: Quantity, b: Quantity) -> str | None:
    """'value' when two quantities of one unit differ slightly; 'noun' when one count names different things."""
    if a.unit and a.unit == b.unit and a.value != b.value:
        hi, lo = max(a.value, b.value), min(a.value, b.value)
        if hi > 0 and (hi - lo) / hi <= 0.1:
            return "value"
    if a.value == b.value and a.noun and b.noun and a.unit != b.unit:
        wa, wb = set(a.noun.lower().split()), set(b.noun.lower().split())
        if wa & wb and wa != wb:
            return "noun"
    return None


def _precision(q: Quantity) -> int:
    """Significant digits stated, less one when marked approximate."""
    digits = len(re.sub(r"\D", "", q.text.split("e")[0].split("E")[0]).lstrip("0"))
    return digits - (1 if q.approximate else 0)


def _cite(fact: Fact, q: Quantity) -> str:
    """A quantity with who reported it and where."""
    who = ", ".join("@" + h for h in fact.handles) or ", ".join(sorted({"@" + s.handle for s in fact.sources})[:2])
    what = f"{q.text} {q.noun}".strip()
    return f"\u201c{what}\u201d ({who or 'unattributed'}; {fact.seed})"
