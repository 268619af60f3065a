"""The facts' words as the matcher sees them: the inverted index and the lookups every stage shares.

``Corpus`` builds the index (``retrieval.IndexBuilder``) from the facts' entries and answers what the facts hold:
a word's document frequency and rarity (``idf``), its typo correction, its WordNet relatives the facts use, the
acronyms they spell out, the words they write only capitalised, the topics they name. The ranking rules
(``ranking``), the coverage refusals (``refusals``) and the matcher (``matcher``) are built on it, in that order.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from functools import cached_property
from typing import Any

from rapidfuzz import fuzz, process

from . import lexicon, predicate, support
from .analyze import Term, term_for
from .entries import LABEL, NAME, FactEntry, acronyms, prepare_entries
from .models import Fact
from .numbers import SCALE_UNITS, number_token
from .question import Question, looks_like_name
from .retrieval import IndexBuilder
from .text import normalize_handle
from .vocab import (
    FILLER,
    PARTICLES,
    PREPOSITIONS,
    STOPWORDS,
    SYNONYM_GROUPS,
)
from .weights import WEIGHTS as W

_GENERAL_WORDS = frozenset(w for group in SYNONYM_GROUPS for w in group) | FILLER
_SCALE_VALUE = re.compile(rf"\b(?:{'|'.join(sorted(SCALE_UNITS))})\s+(\d+(?:\.\d+)?)\b", re.I)  # "Magnitude 6.9"
_WORD = re.compile(r"(?<![\w@#.'\u2019-])[A-Za-z]+(?![\w@'\u2019-])")  # a plain word: no handle, hyphened or possessive
_LETTERS = re.compile(r"[A-Za-z]+")
_NO_COMPOUND = STOPWORDS | PREPOSITIONS | PARTICLES  # "may be", "in to", "set up": never read as one word
_ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")  # "the NDC": a word the facts write in capitals
_SPELLED_OUT = re.compile(r"(?<![\w\-'\u2019])((?:[A-Z][\w\-]+['\u2019]?\s+(?:(?:of|for|and|the|de)\s+)?){1,6}"
                          r"[A-Z][\w\-]+)\s*\(([A-Z][A-Za-z]{1,7})\)")  # from a word's start: linear in a long token


def _plain(text: str) -> str:
    """A fact's text as told, without its credits or case ("… in 1159. (per @x)": "… in 1159.")."""
    return " ".join(support.strip_credits(text).lower().split()).rstrip(" .")


def _expansions(texts: Iterable[str]) -> dict[str, frozenset[str]]:
    """What each acronym the facts spell out stands for: "Velm Metropolitan Transit Authority (VMTA)", by stems."""
    out: dict[str, frozenset[str]] = {}
    for text in texts:
        if "(" not in text:
            continue
        for m in _SPELLED_OUT.finditer(text):
            words = [w.rstrip("'\u2019") for w in m.group(1).split() if w[:1].isupper()]  # "Pilots' Union"
            if "".join(w[0] for w in words).lower().endswith(m.group(2).lower()):
                stems = frozenset(term_for(w.lower()).stem for w in words[-len(m.group(2)):])
                out[term_for(m.group(2).lower()).stem] = stems
    return out


_LOWER_WORD = re.compile(r"(?<![\w\-@])[a-z][a-z']+")  # not a handle's


def _name_words(entries: list[FactEntry]) -> frozenset[str]:
    """The words the facts write only capitalised, in names ("Harlow", not "East" when they also say "east")."""
    capital = {w.lower() for e in entries for name in e.names for w in name.split() if w[:1].isupper()}
    if not capital:
        return frozenset()
    lower = {w for e in entries for w in _LOWER_WORD.findall(e.fact.text) if w in capital}
    return frozenset(capital - lower - STOPWORDS)


class Corpus:
    """The facts' inverted index and what their words are: rarity, typo corrections, relatives, acronyms, topics."""

    def __init__(self, facts: list[Fact], prefilter: bool = True, previous: Corpus | None = None,
                 prepared: Iterable[FactEntry] = (), prefix: IndexBuilder | None = None) -> None:
        """Analyse every fact (reusing a previous matcher's or ``prepare_entries``' work) and build the inverted index.

        ``prefix``: the index of the first facts, already made (used only when it fits ``facts``).
        """
        self.facts = facts
        self.prefilter = prefilter
        predicate.load_lexicon()  # here, not on the first question: it takes a moment
        built = prefix if prefix is not None and prefix.fits(facts) else IndexBuilder()
        start = len(built.entries)
        if start < len(facts):
            reuse = {id(e.fact): e for e in previous.entries} if previous is not None else {}
            reuse.update((id(e.fact), e) for e in prepared)
            found = [reuse.get(id(fact)) for fact in facts[start:]]
            found = [e if e is not None and e.fact is fact else None for e, fact in zip(found, facts[start:])]
            made = iter(prepare_entries([fact for e, fact in zip(found, facts[start:]) if e is None]))
            built.add([e if e is not None else next(made) for e in found])
        self.entries: list[FactEntry] = built.entries
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
        self._vocab = built.vocab  # the corpus words (not copied: nothing adds to them after the build)
        lexicon.warm()  # before the process freezes its heap after the build
        self._frames: dict[tuple[str, int | None], list[int]] = defaultdict(list)  # a digest's or episode's framing
        told = {(e.fact.seed, e.fact.episode, _plain(e.fact.text)) for e in self.entries
                if e.fact.kind not in ("headline", "summary")}
        for i, e in enumerate(self.entries):
            if e.fact.kind in ("headline", "summary") \
                    and (e.fact.kind == "headline" or (e.fact.seed, e.fact.episode, _plain(e.fact.text)) not in told):
                self._frames[e.fact.seed, e.fact.episode].append(i)  # a summary's sentence that one of its facts says
                # again frames none of the others: it is that fact
        self.topics = self._topics(built.names, built.display)

        if prefix is not None:
            prefix.__init__()  # type: ignore[misc]  # handed over (or of no use): it no longer holds the index
        self._corrections: dict[str, str | None] = {}  # a plain dict: no reference cycle through the matcher
        self._last_candidates: tuple[Any, list[int]] | None = None  # the last question's candidates, before exclusions

    @cached_property
    def _expansions(self) -> dict[str, frozenset[str]]:
        """What each acronym the facts spell out stands for (made on first use: most questions never need it)."""
        return _expansions(e.fact.text for e in self.entries)

    def _asked_names(self, q: Question) -> frozenset[str]:
        """The question's words and the acronyms the facts spell out in its words."""
        return frozenset(q.analysis.words) | self._acronym_words(q)

    def _with_acronyms(self, resolved: list[tuple[Term, float, bool]]) -> list[tuple[Term, float, bool]]:
        """The question's terms, each word of a spelled-out name the question says in two words or more standing for
        its acronym too, weakly ("the water authority": a fact saying "VWA chief executive" speaks of it)."""
        stems = {t.stem for t, _, _ in resolved}
        by_word = self._acronyms_by_word
        found: dict[str, set[str]] = defaultdict(set)
        for acronym in {a for st in stems for a in by_word.get(st, ())}:
            words = self._expansions[acronym]
            said = words & stems
            if len(said) >= min(2, len(words)) and acronym in self.df and acronym not in stems:
                for w in said:
                    found[w].add(acronym)
        if not found:
            return resolved
        return [(Term(t.surface, t.stem, t.concepts | found[t.stem], t.filler, t.primary), f, r) if t.stem in found
                else (t, f, r) for t, f, r in resolved]

    def _acronym_words(self, q: Question) -> frozenset[str]:
        """The acronyms the facts spell out whose words the question says ("the competition authority": NCA)."""
        by_word = self._acronyms_by_word
        return frozenset(a for t in q.required + q.optional for a in by_word.get(t.stem, ()))

    @cached_property
    def _acronyms_by_word(self) -> dict[str, tuple[str, ...]]:
        """Each stem of a spelled-out acronym's words → the acronyms it is in (made on first use)."""
        out: dict[str, list[str]] = defaultdict(list)
        for acronym, words in sorted(self._expansions.items()):
            for word in words:
                out[word].append(acronym)
        return {k: tuple(v) for k, v in out.items()}

    @cached_property
    def _months_reported(self) -> frozenset[str]:
        """The months some fact was reported in (made on first use)."""
        return frozenset().union(*(support.months_reported(e.fact) for e in self.entries))

    @cached_property
    def _months_said(self) -> frozenset[str]:
        """The months some fact names in words, not only by a day in figures ("in March", not "on 03-14")."""
        return frozenset().union(*(support.months_named(e.fact.text) for e in self.entries))

    @cached_property
    def _headline_keys(self) -> frozenset[str]:
        """The keys of the digests' headlines (made on first use): what the story itself is about."""
        return frozenset().union(*(e.keys for e in self.entries if e.fact.kind == "headline"))

    @cached_property
    def _headline_scales(self) -> frozenset[str]:
        """The values on a named scale the digests' headlines give ("Magnitude 6.9 Earthquake …"; made on first use):
        the story's own, not a side event's."""
        return frozenset(number_token(float(m[1])) for e in self.entries if e.fact.kind == "headline"
                         for m in _SCALE_VALUE.finditer(e.fact.text))

    @cached_property
    def _episodic(self) -> frozenset[str]:
        """The digests told in episodes, whose title names the story rather than telling news (made on first use)."""
        return frozenset(e.fact.seed for e in self.entries if e.fact.episode is not None)

    @cached_property
    def entries_by_seed(self) -> dict[str, list[FactEntry]]:
        """Each digest's entries, by its file name (made on first use: a story's own matcher takes them from here)."""
        out: dict[str, list[FactEntry]] = defaultdict(list)
        for e in self.entries:
            out[e.fact.seed].append(e)
        return dict(out)

    @cached_property
    def _name_words(self) -> frozenset[str]:
        """The words the facts write only capitalised (made on first use)."""
        return _name_words(self.entries)

    @cached_property
    def _acronyms(self) -> frozenset[str]:
        """The acronyms the facts write, and the initials of the names they spell out (made on first use)."""
        written = {m.group(0).lower() for e in self.entries for m in _ACRONYM.finditer(e.fact.text)}
        return frozenset(written | acronyms(name for e in self.entries for name in e.names))

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

    def relatives(self, term: Term) -> frozenset[str]:
        """The stems of the words the facts use that stand for a term (knowledge.lexicon): "vessel" for "boat"."""
        return frozenset(r for r in lexicon.relatives(term.stem) if r in self.df)

    def paraphrases(self, term: Term) -> frozenset[str]:
        """The stems of the words the facts use that news says a term's deed or thing in (world.json ``paraphrases``)."""
        return frozenset(r for r in lexicon.paraphrases(term.stem) if r in self.df and r != term.stem)

    def state_ends(self, term: Term) -> frozenset[str]:
        """The stems of the words the facts use that say a held state or tell it ending (world.json ``state_ends``)."""
        return frozenset(r for r in lexicon.state_ends(term.stem) if r in self.df)

    def _correct_uncached(self, word: str) -> str | None:
        """The corpus word a misspelt word most likely meant, if any."""
        if len(word) < 4 or not word.isalpha():
            return None
        pool: list[str] = []
        longest = len(word) + (2 if len(word) >= W.typo_two_dropped_min else 1)  # "govement", "afteshok": two short
        for n in range(len(word) - 1, longest + 1):
            pool.extend(self._vocab_by_len.get(n, ()))
        if not pool:
            return None
        cutoff = W.typo_cutoff_long if len(word) >= 6 else W.typo_cutoff_short
        hit = process.extractOne(word, pool, scorer=fuzz.ratio, processor=None, score_cutoff=cutoff)
        if hit is None or hit[0][0] != word[0] and hit[1] < W.typo_other_initial:
            return None
        return hit[0]

    def _correct_compound(self, surface: str) -> str | None:
        """A hyphenated word's correction, piece by piece ("Wessel-Datteln": "weseldatteln"), if the facts spell it."""
        pieces = [p if p in self._vocab or len(p) < 4 or not p.isalpha() else self._correct(p) for p in surface.split()]
        if any(p is None for p in pieces):
            return None
        joined = "".join(p for p in pieces if p)
        return joined if joined != surface.replace(" ", "") and self.known(term_for(joined)) else None

    def compounds_as_written(self, text: str) -> str:
        """A question's compounds written as the facts write them: two words the facts use only closed read as one
        ("snuff boxes": "snuffboxes"), a closed word no fact has that they write open read as two ("lifeboat")."""
        words = list(_WORD.finditer(text))
        out: list[str] = []
        last = k = 0
        while k < len(words):
            m = words[k]
            nxt = words[k + 1] if k + 1 < len(words) else None
            if nxt is not None and text[m.end():nxt.start()].isspace() and self._closed(m.group(), nxt.group()):
                out.append(text[last:m.start()] + m.group() + nxt.group().lower())
                last, k = nxt.end(), k + 2
                continue
            split = self._open(m.group())
            if split is not None:
                out.append(text[last:m.start()] + split)
                last = m.end()
            k += 1
        return "".join(out) + text[last:]

    def _closed(self, first: str, second: str) -> bool:
        """Whether the facts write two words as one ("data base": "database") and never side by side."""
        a, b = first.lower(), second.lower()
        if a in _NO_COMPOUND or b in _NO_COMPOUND or len(a) < 2 or len(b) < 3:
            return False
        joined = term_for(a + b).stem
        if joined not in self.df or self._side_by_side(a, b):
            return False
        parts = set(self.postings.get(term_for(a).stem, ())) & set(self.postings.get(term_for(b).stem, ()))
        return not parts.issuperset(self.postings[joined])  # "boil-water" is said by its parts too

    def _open(self, word: str) -> str | None:
        """The two words, as the question types them, that the facts write side by side for a word no fact has."""
        w = word.lower()
        if len(w) < 6 or self.known(term_for(w)):
            return None
        for i in range(3, len(w) - 2):
            a, b = w[:i], w[i:]
            if a not in _NO_COMPOUND and b not in _NO_COMPOUND and term_for(a).stem in self.df \
                    and term_for(b).stem in self.df and self._side_by_side(a, b):
                return f"{word[:i]} {word[i:]}"
        return None

    def _side_by_side(self, first: str, second: str) -> bool:
        """Whether some fact says two words (or their other forms) one after the other, a space apart."""
        pair = (term_for(first).stem, term_for(second).stem)
        both = set(self.postings.get(pair[0], ())) & set(self.postings.get(pair[1], ()))
        for i in both:
            text = self.entries[i].fact.text
            found = list(_LETTERS.finditer(text))
            if any((term_for(x.group().lower()).stem, term_for(y.group().lower()).stem) == pair
                   and text[x.end():y.start()].isspace() for x, y in zip(found, found[1:])):
                return True
        return False

    def resolve(self, term: Term, text: str = "") -> tuple[Term, float] | None:
        """The term itself when known, else its typo correction with a penalty (a name in ``text`` more freely: "Sanke")."""
        if self.known(term):
            w = term.surface
            if len(w) >= W.typo_variant_min and w.isalpha() and w not in self._vocab:
                fixed = self._correct(w)  # "contributers": its stem is known ("contributing"), but it meant "contributors"
                t = term_for(fixed) if fixed else None
                if t is not None and t.stem != term.stem and self.known(t):  # the spelling meant, its stem as a synonym
                    return Term(t.surface, t.stem, t.concepts | term.concepts | {term.stem}, term.filler, t.primary), 1.0
            return term, 1.0
        fixed = self._correct(term.surface) if " " not in term.surface else self._correct_compound(term.surface)
        if fixed and len(fixed) == len(term.surface) < W.typo_substitution_min and sorted(fixed) != sorted(term.surface) \
                and not (text and looks_like_name(term.surface, text)):
            fixed = None  # "mayor" is not "major": a short word with a letter changed is more often another word
        if fixed:
            t = term_for(fixed)
            if self.known(t):
                return Term(t.surface, t.stem, t.concepts, term.filler, t.primary), W.typo
        return None
    # ---- scoring ----------------------------------------------------------------------------

    def _weight(self, term: Term) -> float:
        """The importance of a question term: the rarity of its stem, or of its best synonym."""
        if term.stem in self.df:
            return self.idf(term.stem)
        known = [self.idf(k) for k in term.concepts if k in self.df]
        return min(known) if known else self.idf(term.stem)

    # ---- browsing ---------------------------------------------------------------------------

    def _topic_of(self, fact: Fact) -> str | None:
        """The topic a fact is about: its label, or the first name it mentions."""
        m = LABEL.match(fact.text)
        if m:
            return m.group(1)
        for name in NAME.findall(fact.text):
            if name in self._topic_set:
                return name
        return None

    def _topics(self, counts: Counter[str], display: dict[str, str]) -> list[str]:
        """Topic names: labels and names the facts mention, most mentioned first (from their counts)."""
        ordered = sorted(counts, key=lambda k: (-counts[k], k))
        self._topic_set = {display[k] for k in ordered}
        return [display[k] for k in ordered]
