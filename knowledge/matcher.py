"""Question → answer: the matcher ties together question analysis, retrieval, scoring, support and composition.

One module per concern: ``question`` (what is asked), ``entries`` and ``retrieval`` (what each fact holds,
the inverted index and the candidates), ``corpus`` (the facts' words: rarity, typos, relatives, acronyms),
``scoring`` (the first stage), ``support`` (the features of the best candidates), ``ranking`` (the rules that put
a near candidate first), ``rerank`` (the fitted second stage), ``refusals`` (why the best candidate is no answer),
``policy`` (the fitted answer-or-abstain decision) and ``compose`` (the answer text). Every hand-set figure is in
``weights.WEIGHTS``.
"""

from __future__ import annotations

import copy
import dataclasses
import itertools
import logging
import math
import re
from collections.abc import Iterable
from functools import lru_cache

from rapidfuzz import fuzz, process, utils

from . import compose, lexicon, retrieval, scoring, support
from .analyze import Term, term_for
from .corpus import _GENERAL_WORDS
from .crossencoder import CrossEncoder, load_cross_encoder
from .entries import EXTENT_KEYS, FactEntry
from .models import Answer, Fact, FactRef
from .numbers import (
    SCALE_UNITS,
    canonical_unit,
)
from .policy import DECISION_FEATURES, Policy, load_policy
from .question import (
    GREETINGS,
    Question,
    asked_extent,
    asked_units,
    asks_state_length,
    looks_like_name,
    parse_question,
    read_wen,
)
from .ranking import (
    _ACT_ENDINGS,
    _TYPE_MISSING,
    _asked_person,
    _asked_role,
    _asks_measure,
    _counts_people,
    _doers_of,
    _people_deed,
    _people_verb,
)
from .refusals import _GENERAL_ROLES, NOT_MENTIONED, Refusals, _as_asked, best_score
from .rerank import Reranker, described, load_reranker
from .retrieval import IndexBuilder
from .scoring import Scored
from .support import FEATURES
from .text import asked_sentence, clean_question, follow_up
from .vocab import (
    ANSWER_TYPE_WORDS,
    ANSWER_TYPES,
    ASKING_WORDS,
    DIMENSION_KEYS_OF,
    DIMENSION_NOUNS,
    GREETING_WORDS,
    INTERJECTIONS,
    NAMED_KINDS,
    SMALL_TALK,
    STOPWORDS,
    SUPERLATIVES,
    THANKS_WORDS,
    YES_NO_STARTS,
)
from .weights import WEIGHTS as W

log = logging.getLogger(__name__)


@lru_cache(maxsize=4096)
def _doers(stem: str) -> frozenset[str]:
    """The stems of the nouns naming who does a verb, made with -er, -or, -ier ("own": owner, "found": founder,
    "supply": supplier, "run": runner)."""
    base = stem[:-1] if stem.endswith("e") else stem
    forms = {base + "er", base + "or", stem + "r", stem + stem[-1:] + "er"}
    if stem.endswith(("y", "i")):
        forms.add(stem[:-1] + "ier")
    return frozenset(term_for(f).stem for f in forms) - {stem}


def _act_noun(term: Term) -> bool:
    """Whether a word reads as the noun of an act ("inspection", "management", "appraisal"), one or many."""
    return term.surface.removesuffix("s").endswith(_ACT_ENDINGS)


_MOST_WORDS = frozenset(SUPERLATIVES) | {"most", "least", "maximum", "minimum", "max", "min"}  # "biggest piece lol"
_POSSESSIVE = re.compile(r"\w['\u2019]s\b")
_LENGTH_NOUN = re.compile(r"\blength\b", re.I)  # "the length of the strike": a time's length, when no fact gives a distance


def _refusable(q: Question, term: Term) -> bool:
    """Whether a key word no fact has is refused on: a story's own word, not a general one ("model") nor a common
    English one ("surface", met often in WordNet's tagged texts), unless it names what is asked ("how many soldiers")."""
    if term.surface in _GENERAL_WORDS:
        return False
    asked = term.stem == q.focus or canonical_unit(term.surface) in q.units or term.surface in q.counted \
        or term.surface == q.name_head  # "the first officer's name": whose name is asked
    return asked or lexicon.met(term.stem) < W.common_word or lexicon.proper(term.surface)  # "australia": a name


_PHRASE_ENDS = frozenset("in on of at for from with now during to by that who behind over under about".split())


def _copular_role(q: Question) -> Term | None:
    """The person noun a "who is the X" question names ("who was the whistleblower in the case"), or None."""
    words = q.analysis.words
    if not words or words[0] != "who" or len(words) < 3:
        return None
    i = 2 if words[1] in ("is", "was", "are", "were") else 1
    if i == 1 and words[1] not in ("the", "a", "an"):
        return None  # "who won the race": a verb, not a role
    phrase = list(itertools.takewhile(lambda w: w not in _PHRASE_ENDS, words[i:]))
    if not phrase or any(w.endswith(("ing", "ed")) for w in phrase):
        return None  # "who is heading up the inquiry": a verb, not a role
    return next((t for t in q.required if t.surface == phrase[-1] and t.stem in lexicon.persons()), None)


def _without_title_copies(scored: list[Scored]) -> list[Scored]:
    """The candidates less any title that only opens another candidate's text ("A regulation of the Rhine was called
    for, with"): the whole sentence says what the cut title does, and more."""
    titles = [s for s in scored if s.entry.fact.kind == "headline"]
    if not titles:
        return scored
    texts = [s.entry.fact.text for s in scored if s.entry.fact.kind != "headline"]
    copies = set()
    for s in titles:
        head = s.entry.fact.text.rstrip(" ,;:.\u2026-")
        if len(head) >= 12 and any(t.startswith(head) and len(t) > len(head) for t in texts):
            copies.add(id(s))
    return [s for s in scored if id(s) not in copies] if copies else scored


_TO_THE_BOT = frozenset({"you", "your", "u", "ur", "yourself"})  # "how old are you": small talk, no measure asked
# a sum and nothing else: "what's 12 times 13", "2+2?", "what is 144 divided by 12", "square root of 81" (not a
# score or a vote: "what's 6-3", "12 - 13", "12 over 13", nor a date: "12/13")
_ARITHMETIC = re.compile(r"^\W*(?:(?:what|whats|what's|what is|how much is|calculate|compute)\s+)?(?:(?:the\s+)?"
                         r"(?:square|cube)\s+root\s+of\s+\d[\d.,]*|\d[\d.,]*\s+(?:squared|cubed)|\d[\d.,]*\s*(?:(?:times|x|\*|×|plus|\+|minus|−|"
                         r"divided\s+by|multiplied\s+by|to\s+the\s+power\s+of|\^)\s*\d[\d.,]*\s*)+)\W*$", re.I)
# "who was on the SAT panel that heard it", "who is on AMW's bargaining team": the group a member of is asked
_MEMBER_OF = re.compile(r"who(?:'s|s| is| was| are| were| sits| sat)? on (?:the |[\w\-]+'s )?(?:[\w\-]+ ){0,2}?"
                        r"([a-z]+)\b(?= *(?:$|\?|that|which|who|for|at|of|in|with|,))", re.IGNORECASE)
_NAME_WORDS = frozenset({"name", "names", "named", "called"})  # "what's the name of …": a name asked, nothing else


# kinds of thing that go by a proper name: "which hospital" asks a name ("St Aurel Hospital"), "which symptoms" not
_NAMED_KINDS = frozenset(term_for(w).stem for w in NAMED_KINDS.union(*(ANSWER_TYPES[k] for k in (
    "person", "organisation", "place"))))


def _heads_phrase(q: Question, noun: str) -> bool:
    """Whether the asked noun ends its phrase ("which contractor placed"), not one before another noun ("which
    insurance company", "which anti-union consultants")."""
    words = q.analysis.words
    k = next((i for i, w in enumerate(words) if w == noun), None)
    after = words[k + 1] if k is not None and k + 1 < len(words) else ""
    return k is not None and not (after in ANSWER_TYPE_WORDS or after.endswith("s") and not after.endswith("ss")
                                  and term_for(after).stem in lexicon.persons())  # a plural person noun after it


def _says(s: Scored, term: Term) -> bool:
    """Whether a candidate's own text says a verb (itself, a synonym, a noun made from it: ``support.says_verb``)."""
    return support.says_verb(term, support.fact_text(s.entry.fact.text), W.verb_form_min)


def _named_kind(stem: str) -> bool:
    """Whether a noun names a kind of thing that goes by a proper name ("hospital", "judge", "players")."""
    return stem in _NAMED_KINDS or stem in lexicon.persons()  # not a union of WordNet's 10,000 person nouns per call


def _replace_term(q: Question, old: Term, new: Term) -> None:
    """Put a term read otherwise ("complaned": complained) in place of the one parsed, wherever the question holds it."""
    for group in (q.required, q.optional):
        group[:] = [new if t is old else t for t in group]
    q.predicate = new if q.predicate is old else q.predicate
    q.action = new if q.action is old else q.action
    q.verb = new if q.verb is old else q.verb
    q.focus = new.stem if q.focus == old.stem else q.focus
    if q.focus is None and q.qtype == "who" and new.surface in ANSWER_TYPES["person"] and new in q.required:
        q.focus = new.stem  # "who was the capatin": the captain, the role asked, as spelt right
    if new.surface != old.surface:  # "what valution": every check reads "valuation", the word meant
        q.analysis = dataclasses.replace(q.analysis, words=[new.surface if w == old.surface else w for w in q.analysis.words],
                                         terms=[new if t.surface == old.surface else t for t in q.analysis.terms])
        q.instance_of = tuple(new.surface if w == old.surface else w for w in q.instance_of)
        q.counted = frozenset(new.surface if w == old.surface else w for w in q.counted)
        q.text = re.sub(r"(?<![\w'\-])" + re.escape(old.surface) + r"(?![\w'\-])",  # a capital kept: "Prato": Pratto
                        lambda m: new.surface.capitalize() if m.group(0)[:1].isupper() else new.surface, q.text, flags=re.I)


_HEADLINE_AT = DECISION_FEATURES.index("headline")
_REQ_MISSING = support.FEATURES.index("req_missing")


def _measure_key(q: Question, term: Term) -> str | None:
    """The match key of the dimension a noun names when the question asks an amount of it ("how much cash": the
    "~money" every fact giving a sum of money carries), else None."""
    dim = DIMENSION_NOUNS.get(term.surface)
    if dim is None or dim not in q.dimensions or q.qtype not in ("count", "size"):
        return None
    return DIMENSION_KEYS_OF[dim]


_TWO_FIGURE_YEAR = re.compile(
    r"(\b(?:the|in|of|since|from|by|before|after|until|till)\s+)['\u2019]?(\d\d)\b(?![.,:/%]\d|\s*%|\s+\w+s\b)", re.I)
# "the 79 eruption", "since '08" (not "the 79.5", "in 12%", "the 90 minutes", "the 79 victims")


_TYPE_OK = FEATURES.index("type_ok")


def _both_figures(q: Question, chosen: Scored, other: Scored) -> bool:
    """Whether a measure or a date is asked and both facts hold one of the asked kind: which of two figures is current
    (the latest, the final tally, the revised count) or asked (the original) is the rules' call, since the
    cross-encoder reads neither the facts' dates nor, reliably, "now", "in all" or "originally"."""
    if not (_asks_measure(q) or q.qtype == "when") or chosen.features is None or other.features is None:
        return False
    return bool(chosen.features[_TYPE_OK] and other.features[_TYPE_OK])


class Matcher(Refusals):
    """Answers questions from a list of facts."""

    def __init__(self, facts: list[Fact], prefilter: bool = True, previous: Matcher | None = None,
                 prepared: Iterable[FactEntry] = (), prefix: IndexBuilder | None = None) -> None:
        """Load the fitted decision and second stage, then build the facts' index (``Corpus``)."""
        self.policy: Policy = load_policy()
        self.reranker: Reranker | None = load_reranker()  # the fitted linear order (None: the first stage's order)
        self.cross_encoder: CrossEncoder | None = load_cross_encoder()  # the second stage (None: the linear order)
        super().__init__(facts, prefilter, previous, prepared, prefix)

    def parse_question(self, text: str, long_is_length: bool = True) -> Question:
        """Work out what a question asks for and which of its words matter (question.parse_question)."""
        return parse_question(self.compounds_as_written(text), self, long_is_length)

    def _relatives_of(self, q: Question, term: Term) -> frozenset[str]:
        """The facts' words that stand for a word no fact has (knowledge.lexicon); none for counted people, whose
        relatives count others ("how many soldiers": never "300 workers"; "how many gigs": "43 cancelled shows")."""
        if term.surface in q.counted and term.stem in lexicon.persons():
            return frozenset()
        if term.stem == q.focus and q.measure_words:  # "how much is the toll": "cost" is any figure's, not the toll's
            return self._kin(term) - {term_for(w).stem for w in q.measure_words}
        return self._kin(term)

    def _kin(self, term: Term) -> frozenset[str]:
        """The facts' words that say a term in other words: its relatives and its news paraphrases (world.json)."""
        return self.relatives(term) | self.paraphrases(term)

    def _state_ends_asked(self, q: Question, term: Term) -> frozenset[str]:
        """For the state "how long was X <state>" asks, the facts' words saying it or its end ("how long was it shut":
        "closed", "reopened"; world.json ``state_ends``), none for any other word or question."""
        if q.qtype != "duration" or term not in q.required or not asks_state_length(q.analysis.words):
            return frozenset()
        return self.state_ends(term) - term.concepts

    def _grown(self, q: Question, term: Term, r: tuple[Term, float] | None,
               said: frozenset[str]) -> tuple[Term, tuple[Term, float] | None]:
        """A question's term grown by more of the facts' words, put in its place, and its resolution grown alike."""
        grown = Term(term.surface, term.stem, term.concepts | said, term.filler, term.primary)
        _replace_term(q, term, grown)
        if r is None:
            return grown, self.resolve(grown, q.text)
        return grown, (Term(r[0].surface, r[0].stem, r[0].concepts | said, r[0].filler, r[0].primary), r[1])

    def _with_paraphrases(self, term: Term) -> Term:
        """A required word few facts say, grown by the facts' words of its news paraphrase group ("dropped the case":
        "withdrew the claim"; world.json ``paraphrases``), matched at a reduced weight; ``q.required`` is unchanged."""
        if self.df.get(term.stem, 0) > W.paraphrase_df:
            return term
        said = self.paraphrases(term) - term.concepts
        return Term(term.surface, term.stem, term.concepts | said, term.filler, term.primary) if said else term

    def _kind_heads(self, q: Question, term: Term) -> frozenset[str]:
        """The stems of the words names of an asked kind go by that the facts use ("which judge": "justice", as in
        "Mr Justice Pellow"; world.json ``kind_name_heads``), for the noun a which-question asks to name or the role a
        who-question asks ("who's the judge that dismissed it": "Mr Justice Pellow dismissed …")."""
        which = bool(q.instance_of) and term.surface == q.instance_of[-1] and "which" in q.analysis.words
        if not which and _asked_person(q) is not term:
            return frozenset()
        heads = support.kind_heads(term.surface)
        return frozenset(k for h in heads if (k := term_for(h).stem) in self.df and k != term.stem)

    def _require_measure_adjective(self, q: Question) -> None:
        """Make the adjective of "how deep / tall / fast / heavy …" a word the answer must say, said by a figure of
        its measure: a length said to be a depth ("a depth of 11 km", "11 km deep": ``entries.extent_keys``), or a
        figure of another dimension the adjective asks ("making 14.5 knots" for "how fast") — when some fact gives one."""
        words = q.analysis.words
        extent = asked_extent(words)
        key = EXTENT_KEYS[extent] if extent is not None else \
            DIMENSION_KEYS_OF.get(q.dimension) if q.dimension not in (None, "length", "money") else None
        if key is None or key not in self.df or "how" not in words[:-1]:
            return
        asked = words[words.index("how") + 1]
        said = next((t for t in q.required + q.optional if t.surface == asked), None)
        if said is None:
            return
        grown = Term(said.surface, said.stem, said.concepts | {key}, said.filler, said.primary)
        _replace_term(q, said, grown)
        if grown in q.optional:  # what is asked: a fact giving that measure says it
            q.optional.remove(grown)
            q.required.append(grown)

    def _require_scale(self, q: Question) -> None:
        """With no key word, the question asks of the story itself: a named scale it asks ("what magnitude was it") is
        required when the story's headlines give a value on it ("Magnitude 6.9 Earthquake …"); else it stays refused."""
        if q.required or q.handles:
            return
        for term in list(q.optional):
            if term.surface in SCALE_UNITS and term.stem in self._headline_keys:
                q.optional.remove(term)
                q.required.append(term)

    def rank(self, q: Question, exclude_digests: frozenset[str] = frozenset()) -> tuple[list[Scored], list[Term]]:
        """Score candidate facts (none from ``exclude_digests``), best first; also the question terms no fact knows."""
        resolved: list[tuple[Term, float, bool]] = []
        foreign: list[Term] = []
        unknown: list[Term] = []  # every key word no fact knows; the foreign ones are those that can be refused on
        bridged: list[Term] = []  # words no fact has, said by some in other words (knowledge.lexicon)
        if not q.required and q.dimension in DIMENSION_KEYS_OF:  # "how hot did it get": a temperature, of the story
            said = next((t for t in q.optional if t.surface in q.measure_words), None)
            if said is not None:
                asked = Term(said.surface, said.stem, said.concepts | {DIMENSION_KEYS_OF[q.dimension]}, said.filler,
                             said.primary)
                q.optional.remove(said)
                q.required.append(asked)
        self._require_measure_adjective(q)
        nameless = not q.required and not q.handles
        self._require_scale(q)
        for term in q.required + q.optional:
            measure = _measure_key(q, term)
            if measure in self.df and measure not in term.concepts:  # "how much cash": "$1.2 billion" says it
                grown = Term(term.surface, term.stem, term.concepts | {measure}, term.filler, term.primary)
                _replace_term(q, term, grown)
                term = grown
            r = self.resolve(term, q.text)
            if r is not None and r[0].surface != term.surface and not lexicon.listed(term.surface):
                _replace_term(q, term, r[0])  # "valuaiton": the facts' "valuation", which every check then reads
                term = r[0]
                if q.qtype == "count" and not q.units:  # "how many appointmnets": appointments, counted by the facts
                    q.units = asked_units(q.analysis.words, self.corpus_units)
            required = term in q.required
            slip = lexicon.slip_of(term.surface) if r is None and not looks_like_name(term.surface, q.text) else None
            if slip is not None:  # "complaned": complained, a word of its own from here on
                fixed = term_for(slip)
                fixed = Term(slip, fixed.stem, fixed.concepts, fixed.filler, fixed.primary)
                _replace_term(q, term, fixed)
                term, r = fixed, self.resolve(fixed, q.text)
            phrasal = frozenset(x for x in q.phrasal.get(term.surface, ()) if x in self.df)
            if phrasal:  # "caved in": collapse; "shut down": close (weak synonyms, as a relative is)
                term, r = self._grown(q, term, r, phrasal)
            ends = self._state_ends_asked(q, term)
            if ends:  # "how long was it shut": "reopened … 19 weeks after the fire" tells the closure ending
                term, r = self._grown(q, term, r, ends)
            if term.surface in self._months_reported and term.surface not in self._months_said:
                continue  # "the october decision": no fact says October, but October's news is there
            doers = frozenset(x for x in _doers(term.stem) if x in self.df) if q.qtype == "who" and (
                q.action is not None and term.surface == q.action.surface or term in q.required and _act_noun(term)) \
                else frozenset()  # "who did the safety inspection": the "inspectors" did
            if not doers and q.qtype == "count" and (deed := _people_deed(q)) is not None and deed.surface == term.surface:
                doers = frozenset(x for x in _doers_of(term.stem) if x in self.df)  # "how many people donated": donors
            if r is None and doers:  # "who owns the shop": no fact says "owns", one names the "shop owner"
                r = (Term(term.surface, term.stem, term.concepts | doers, term.filler, term.primary), 1.0)
            heads = self._kind_heads(q, term) if r is None or q.qtype == "who" else frozenset()
            if heads:  # "who's the judge", "which judge ruled": no fact says "judge", one names "Mr Justice Smith";
                # a who-question's role is found by its title too where some fact says the role ("before the judge rules")
                role = r[0] if r is not None else term
                r = (Term(role.surface, role.stem, role.concepts | heads, role.filler, role.primary), r[1] if r else 1.0)
            if r is None and (related := self._relatives_of(q, term)):
                # "how many gigs": "43 cancelled shows" (for counted people none: a relative counts others)
                bridged.append(term)
                resolved.append((Term(term.surface, term.stem, related, term.filler, None), 1.0, required))
                continue
            if r is None:
                if required:
                    unknown.append(term)
                    if _refusable(q, term):
                        foreign.append(term)  # not "model", "run", "surface": words any story may not use
                continue
            made = frozenset(x for x in lexicon.derived(r[0].stem) if x in self.df) - r[0].concepts
            made |= doers - r[0].concepts  # "who owns it": "its owner"
            if made:  # "how much was he paid": "a payment of €41,000"; "who signed": "6,100 signatures"
                r = (Term(r[0].surface, r[0].stem, r[0].concepts | made, r[0].filler, r[0].primary), r[1])
            resolved.append((self._with_paraphrases(r[0]) if required else r[0], r[1], required))
        resolved = self._with_acronyms(resolved)
        plan = scoring.plan_terms(q, resolved, self._weight, self.idf)
        scored = []
        entries = self.entries
        key = (q.text, q.qtype, tuple(q.units), tuple(q.handles), tuple(plan))
        last = self._last_candidates  # one tuple, read once: safe while other threads answer
        if last is not None and last[0] == key:
            cands = last[1]  # the same question again (another story's answer, without the first's digests)
        else:
            cands = retrieval.candidates(q, plan, W.candidate_limit if self.prefilter else None, self.n, self.df,
                                         self.postings)
            self._last_candidates = (key, cands)
        if exclude_digests:  # digests a server hides (knowledge.layers): their facts are never candidates
            cands = [i for i in cands if entries[i].fact.seed not in exclude_digests]
        lookups = retrieval.lookups(plan, cands, self.postings, self.context_postings)
        for i in cands:
            value, matched = scoring.score(q, lookups, i, entries[i])
            if value > 0:
                scored.append(Scored(entries[i], value, matched, i))
        q.unknown = unknown
        if unknown:
            # unknown words still count against coverage
            penalty = sum(self.idf(t.stem) for t in unknown)
            word = unknown[0] if len(unknown) == 1 else None
            did = _people_verb(q) if word is not None and _counts_people(q) else None
            if word is not None and lexicon.met(word.stem) >= W.common_word and (did is None or did.stem != word.stem):
                # one everyday word ("living", "peak"): likely said otherwise; not what the people counted did ("how
                # many people died in the launch": a fact that says no one died counts no one)
                penalty *= W.common_unknown_share
            base = sum(t.weight for t in plan if t.required) + W.number_weight * len(q.analysis.numbers)
            if base + penalty > 0:
                for s in scored:
                    s.score *= base / (base + penalty)
        scored.sort(key=lambda s: (-s.score, s.entry.fact.seed, s.entry.fact.line))
        top = scored[:W.tie_break_top]
        if len(top) > 1:  # rapidfuzz as the tie-breaker among near-equal candidates
            qn = utils.default_process(q.text)
            for s in top:
                s.score += W.fuzz_tie_break * fuzz.token_set_ratio(qn, utils.default_process(s.entry.fact.text)) / 100
            top.sort(key=lambda s: (-s.score, s.entry.fact.seed, s.entry.fact.line))
            scored[:W.tie_break_top] = top
        if nameless and any(t.surface in SCALE_UNITS for t in q.required):  # "what magnitude was it": the story's own
            scored.sort(key=lambda s: s.entry.numbers.isdisjoint(self._headline_scales))
        if q.handles:  # a question about what an account said: the facts that credit it first
            scored.sort(key=lambda s: s.entry.handles.isdisjoint(q.handles))
        scored = _without_title_copies(scored[:W.describe_limit]) + scored[W.describe_limit:]
        said_otherwise = self._said_otherwise(q, bridged, scored)
        unknown += said_otherwise
        foreign += [t for t in said_otherwise if _refusable(q, t)]
        if scored:
            first = scored[0]
            support.describe(q, lookups, [self.idf(t.stem) for t in unknown], scored[:W.describe_limit], self.avg_len)
            self.apply_rules(q, scored)
            q.ruled_first = scored[0] is not first
            if bridged and q.ruled_first:  # the best fact changed: its own words decide what it lacks
                lacking = self._said_otherwise(q, bridged, scored)
                q.unknown = [t for t in unknown if t not in said_otherwise] + lacking
                foreign = [t for t in foreign if t not in said_otherwise] + [t for t in lacking if _refusable(q, t)]
        return scored, foreign

    def _said_otherwise(self, q: Question, bridged: list[Term], scored: list[Scored]) -> list[Term]:
        """The required words no fact has that the best fact does not say in other words either (knowledge.lexicon); for
        *why*, nor the titles of the posts it cites (a cause's fact leaves the event to its post's title: "The orchestra
        blamed the council's grant cut" under "Orchestra Enters Administration After Grant Cut", for "why did it go bust")."""
        best = scored[0].entry if scored else None
        keys = () if best is None else best.keys + best.context_keys if q.qtype == "why" else best.keys
        return [t for t in bridged if t in q.required and self._kin(t).isdisjoint(keys)]

    # ---- answers ----------------------------------------------------------------------------

    def cross_order(self, question: str, scored: list[Scored], chosen: Scored) -> tuple[list[Scored] | None, float]:
        """The candidates (in the linear second stage's order), the best few in the cross-encoder's order, and its best
        logit; no order when it reads none of them as holding the answer (``cross_holds``) or ``chosen`` (the linear
        order's first) as well as its own first (``cross_margin``)."""
        n = described(scored, W.cross_candidates)
        if self.cross_encoder is None or n < 2:
            return None, float("-inf")
        ce = self.cross_encoder
        # the best candidates while their pairs fit the token budget (the time grows with the tokens), two at least
        place = next((k for k in range(n) if scored[k] is chosen), None)
        used = 0 if place is not None else ce.pair_tokens(question, chosen.entry.fact.text)
        for k in range(n):
            used += ce.pair_tokens(question, scored[k].entry.fact.text)
            if k >= 2 and used > W.cross_tokens:
                n = k
                break
        if place is not None and place >= n:
            place = None
        texts = [s.entry.fact.text for s in scored[:n]]
        values = ce.scores(question, texts + ([chosen.entry.fact.text] if place is None else []))
        best = max(values[:n])
        if best < W.cross_holds or best - values[n if place is None else place] <= W.cross_margin:
            return None, best  # it reads none of them as holding the answer, or the linear first as well as its own
        return [scored[k] for k in sorted(range(n), key=lambda k: (-values[k], k))] + scored[n:], best

    def answer(self, question: str, exclude_digests: frozenset[str] = frozenset(), *, as_other: bool = False) -> Answer:
        """Answer a question from the facts (none from ``exclude_digests``), or abstain with the closest topics;
        ``as_other``: an answer wanted only beside a better one (another story's): the cross-encoder never answers what
        a check or the fitted decision refused, and an abstention comes bare (no suggestions, no closest fact)."""
        text = clean_question(question, W.max_question_chars)
        if not text.strip() or not re.search(r"\w", text):
            return Answer(question=question, answered=False, confidence=0.0,
                          answer="Please ask a question about the story.", suggestions=self.topics[:3])
        if not self.entries:
            return Answer(question=question, answered=False, confidence=0.0,
                          answer="No digests are loaded yet, so I can't answer anything.")
        context, text = asked_sentence(text)
        text = self._years_in_full(self._spelt_right(text))
        text, second = follow_up(text)
        q = self.parse_question(read_wen(text))
        q.as_other = as_other
        if context:
            q.optional += self.context_names(q, context)
        if second:  # "who's the ceo and is he staying on": the first is asked, the second's words may help find it
            have = {t.stem for t in q.required + q.optional}
            q.optional += [t for t in self.parse_question(second).required if t.stem not in have]
        refusal = self.gate(q)
        if refusal:
            return self._abstain(question, q, refusal)
        scored, foreign = self.rank(q, exclude_digests)
        # "what did @x say about the investigation results": what the account said is listed, the nearest first, though
        # it says "findings" (not "about the ceasefire", a word no fact has: refused below)
        said = bool(q.handles) and q.asks_said and not foreign and any(s.entry.handles & set(q.handles)
                                                                       for s in scored[:W.handle_listing])
        refusal = None if said else self.coverage_refusal(q, scored, foreign, text)
        floor = W.answer_threshold  # a weak match's score, every check below judging by the same one
        if refusal and self._sure_of_weak(q, scored, foreign, text):
            floor = W.weak_floor  # "whats the stolen stuff worth now": "… now values the eight stolen objects at …"
            refusal = self.coverage_refusal(q, scored, foreign, text, floor)
        if refusal and q.dimension == "length" and not self._gives_figure(q, scored if q.qtype == "size" else scored[:1]):
            # "how long is the run", "the run's length" (its closest fact gives none): no length given, so a duration?
            again = self.parse_question(_LENGTH_NOUN.sub("duration", read_wen(text)), long_is_length=False)
            if again.qtype == "duration" or q.qtype != "size" and again.dimension is None:
                scored2, foreign2 = self.rank(again, exclude_digests)
                if self.coverage_refusal(again, scored2, foreign2, text) is None:
                    again.as_other = q.as_other
                    q, scored, foreign, refusal = again, scored2, foreign2, None
        if refusal:  # "what did they play at the gig"; "where did police find it": "police recovered it" (paraphrase)
            near = self.verb_said_near(q, scored, foreign, text, refusal, floor)
            if near is not scored:
                scored, refusal = near, None
        if refusal and refusal.startswith(NOT_MENTIONED):  # "how much debt does it have": a near fact telling its debt
            near = self.sum_said_near(q, scored, foreign, text, refusal, floor)
            if near is not scored:
                scored, refusal = near, None
        if refusal and refusal.startswith(NOT_MENTIONED):
            near = self.word_said_near(q, scored, foreign, text, refusal, floor)
            if near is not scored:
                scored, refusal = near, None
        if refusal:  # "how many buses will it run": "… will run 340 buses", not "kept every depot open"
            near = self.figure_given_near(q, scored, foreign, text, floor)
            if near is not scored:
                scored, refusal = near, None
        if refusal:  # "how many houses were destroyed": a near fact counting homes, not the best one's buyout
            near = self.counted_near(q, scored, foreign, text, refusal, floor)
            if near is not scored:
                scored, refusal = near, None
        if refusal:  # only for the words it was asked in, not a changed detail: the cross-encoder's first may answer
            rescued = None if q.ruled_first or q.as_other else self.cross_rescue(question, q, scored, foreign, text,
                                                                                    floor, 0.0, refusal)
            return rescued if rescued is not None else self._abstain(question, q, refusal, scored)
        if q.handles:
            scored = [s for s in scored if s.entry.handles & set(q.handles)] or scored
        covers = any(s.features is not None and support.covered(s.features) >= W.listing_cover
                     for s in scored[:W.handle_listing])
        q.listing = bool(q.handles) and (not q.required or said or q.asks_said and covers)
        if said and q.required and not covers:
            q.said_otherwise = " ".join(_as_asked(t.surface, text) for t in q.required)  # the reply says so
        if q.listing:  # "what did @x say (about the approval)?": a listing of that account's facts, the asked first
            return compose.compose(question, q, scored, scored[0].score, self.handle_names, self._before, self._after)
        p = self.policy.answer_probability(self.decision_features(q, scored, foreign, text))
        threshold = self.policy.threshold_for(q.qtype)
        if p < threshold and q.qtype == "where":
            # "where is corvane based": every fact about Corvane covers it; the one naming a place may answer it
            typed = self._prefer_typed(scored)
            if typed is not scored and self.coverage_refusal(q, typed, foreign, text, floor) is None:
                looked = self.policy.answer_probability(self.decision_features(q, typed, foreign, text))
                if looked >= threshold:
                    scored, p = typed, looked
        if p < threshold:  # only the fitted decision refuses: the cross-encoder may read it better
            rescued = None if q.ruled_first or q.as_other else self.cross_rescue(question, q, scored, foreign, text,
                                                                                    floor, p)
            if rescued is not None:
                return rescued
            words = ", ".join(f"\u201c{_as_asked(t.surface, text)}\u201d" for t in q.excused[:3])
            return self._abstain(question, q, f"The digests don't say: nothing in them mentions {words}." if words
                                 else "The digests don't say.", scored)
        if q.ruled_first:  # a ranking rule chose the first candidate: no second stage
            return self._decided(question, q, scored, foreign, text, floor, p)
        # decided on the first stage's best: the second stage picks which fact answers. Every abstention is the one the
        # linear order gives: the cross-encoder's first answers only when the checks below pass it too
        reordered = self._reordered(scored)
        linear = self._second_first(q, scored, reordered, foreign, text, floor)
        plain = self._decided(question, copy.copy(q), linear, foreign, text, floor, p)  # it may note what framed it
        if self.cross_encoder is None or not plain.answered:
            return plain
        ordered, best = self.cross_order(question, reordered, linear[0])  # the second stage's best hold more answers
        if best < W.cross_veto and math.isfinite(best):  # it reads none of them as an answer (-inf: it read none)
            return self._abstain(question, q, "The digests don't say: no fact near it answers it.", linear)
        if ordered is None:
            return plain
        crossed = self._second_first(q, scored, ordered, foreign, text, floor)
        if crossed is not ordered or crossed[0] is linear[0] or _both_figures(q, linear[0], crossed[0]):
            return plain  # its first refused, the same fact, or two figures: the linear order's answer, notes and lines
        chosen = self._decided(question, q, crossed, foreign, text, floor, p)
        return chosen if chosen.answered else plain

    def cross_rescue(self, question: str, q: Question, scored: list[Scored], foreign: list[Term], text: str,
                     floor: float, p: float, refused: str | None = None) -> Answer | None:
        """The answer from the cross-encoder's first when it reads it as holding the answer (``cross_rescue``;
        ``cross_rescue_excused`` when a word of the question is in no fact) and the checks pass it, where the fitted
        decision alone refused, at ``cross_rescue_excused`` where a check ``refused`` only for the words the question
        is in or a verb the best fact lacks, or at ``cross_rescue_other`` where it found a changed detail in the best
        fact and the cross-encoder's first is another fact; None otherwise."""
        if not scored or self.cross_encoder is None:
            return None
        words, verb = self.unworded(q, scored, foreign, text, refused, floor) if refused else (False, None)
        other = bool(refused) and not words and verb is None  # a changed detail in the best fact: another may answer
        needed = W.cross_rescue_other if other else W.cross_rescue_excused if refused or q.excused else W.cross_rescue
        if needed == math.inf:  # switched off: the cross-encoder is not run
            return None
        reordered = self._reordered(scored)
        ordered, best = self.cross_order(question, reordered, reordered[0])
        if best < needed:
            return None
        ordered = ordered or reordered  # the second stage's first is its own first
        if ordered[0].entry.fact.kind == "headline" or other and ordered[0].entry is scored[0].entry:
            return None  # a post's title, or the very fact refused for a changed detail
        if (other or not refused) and self.coverage_refusal(q, ordered, foreign, text, floor) is not None:
            return None
        if verb is not None and not self.read_past_verb(q, ordered, verb, foreign, text, floor):
            return None  # its first must pass every other check and tell no opposite deed ("opened" for "close")
        read = 1.0 / (1.0 + math.exp(-best))  # its reading decided: the confidence shown is its probability
        chosen = self._decided(question, q, ordered, foreign, text, floor, max(p, read))
        return chosen if chosen.answered else None

    def _reordered(self, scored: list[Scored]) -> list[Scored]:
        """The candidates in the linear second stage's order (the first stage's without a reranker)."""
        return self.reranker.order(scored, W.describe_limit) if self.reranker is not None else scored

    def _second_first(self, q: Question, scored: list[Scored], ordered: list[Scored], foreign: list[Term], text: str,
                      floor: float) -> list[Scored]:
        """The second stage's order, unless its first is a post title over a fact or a coverage refusal holds against it."""
        if ordered[0].entry.fact.kind == "headline" and scored[0].entry.fact.kind != "headline":
            return scored  # a post's title says less than the fact the first stage found: it never goes before it
        if ordered[0] is not scored[0] and self.coverage_refusal(q, ordered, foreign, text, floor) is None:
            return ordered
        return scored

    def _decided(self, question: str, q: Question, scored: list[Scored], foreign: list[Term], text: str, floor: float,
                 p: float) -> Answer:
        """The answer once the decision is to answer, from the candidates in their final order, or a late abstention."""
        # a near one may give the earlier figure, name a person as asked, or hold what it lacks
        scored = self.unrefused(q, self.earlier_after_decision(q, scored), scored, foreign, text, floor)
        scored = self.unrefused(q, self.titled_after_decision(q, scored), scored, foreign, text, floor)
        scored = self.past_told_near(q, scored, foreign, text, floor)
        scored = self.unrefused(q, self._prefer_typed(scored), scored, foreign, text, floor)
        finer = self._finer_date(q, scored)
        if finer is not scored:  # decided on the title: the fact giving its day answers, the title's words told
            q.framed_by = scored[0].entry.fact.text
            if self.coverage_refusal(q, finer, foreign, text, floor) is None:
                scored = finer
            else:
                q.framed_by = ""
        if q.kind == "name" and not _NAME_WORDS.isdisjoint(q.analysis.words) and scored[0].features is not None \
                and scored[0].features[_TYPE_MISSING]:
            # "what's the name of the plant manager": the fact that says what the manager did names nobody
            return self._abstain(question, q, "The digests don't say: the closest fact names nobody.", scored)
        member = _MEMBER_OF.match(q.text) if q.qtype == "who" else None
        if member and support.names_tied(member.group(1), scored[0].entry.fact.text, frozenset(q.analysis.words),
                                         people=True) is not True:
            # "who was on the SAT panel": "The SAT panel issued its rulings" names no one on it
            return self._abstain(question, q, f"The digests don't say: the closest fact names no one on the "
                                 f"{member.group(1)}.", scored)
        role = (_asked_role(q) or _copular_role(q)) if q.qtype == "who" else None
        head = q.name_head or (role.surface if role is not None and role.surface not in _GENERAL_ROLES else None)
        which = not head and bool(q.instance_of) and "which" in q.analysis.words and not _POSSESSIVE.search(q.text) \
            and _named_kind(term_for(q.instance_of[-1]).stem) and _heads_phrase(q, q.instance_of[-1])
        # "which hospital were they taken to": a kind of thing that goes by a name (not "which symptoms"); not "which
        # firm's line": whose
        head = head or (q.instance_of[-1] if which else None)
        if head:  # "the names of the men arrested": a fact saying "three men" names none of them
            asked = frozenset(q.analysis.words)

            def tied(s: Scored) -> bool | None:
                """Whether a fact names the noun asked (None: it does not speak of it); one of "which X" may be named
                by a number too ("pier 4")."""
                if s.entry.fact.kind == "headline":  # a post title capitalises every word
                    return None
                named = support.names_tied(head or "", s.entry.fact.text, asked)
                if named is None and not which:  # "the piste safety chief": "the resort's head of piste safety"
                    named = support.names_tied(head or "", s.entry.fact.text, asked, term_for(head or "").concepts)
                if named is not True and (
                        support.names_kind(head or "", s.entry.fact.text, asked, titles_only=not which)
                        or which and support.names_contractor(head or "", s.entry.fact.text, asked, q.text)):
                    return True  # "which airline": "… flown with Acme Air …"; "who's the judge": "Mrs Justice
                    # Smith"; "which contractor": "the contract has gone to the X-Y joint venture", its winner
                return named if not which or named is not False else support.names_instance(q.instance_of,
                                                                                              s.entry.fact.text, asked)

            first = tied(scored[0])
            if first is None and q.name_head and any(t.stem == term_for(head).stem for t in foreign):
                # "the name of the engineer who pushed the change": no fact speaks of an engineer
                return self._abstain(question, q, f"The digests don't say: nothing in them mentions \u201c{head}\u201d.",
                                     scored)
            if first is None and q.named_by and not which and not looks_like_name(head, q.text):
                # "what was the tour called": the best fact speaks of no tour ("Northlight called the demand …")
                named = self._naming_near(q, scored, foreign, text, floor)
                if named is None:
                    return self._abstain(question, q, f"The digests don't say: the closest fact names no {head}.",
                                         scored)
                scored = named
            if first is False or first is None and which:
                share = W.role_tie_share if q.qtype == "who" else W.name_tie_share  # a role's holder is rarer to find
                named = self._near_first(scored, share, lambda s: tied(s) is True)
                if named is not scored and q.verb is not None and not _says(named[0], q.verb) and _says(scored[0], q.verb):
                    named = scored  # "which contractor placed the cone": one naming a contractor for another deed
                refused = self.coverage_refusal(q, named, foreign, text, floor) is not None
                lead = tied(named[0])
                # "the name of the ship": the best fact names no ship, nor a near one that no refusal holds against;
                # "which contractor placed the cone": none speaks of a contractor, and the best names none of that kind
                # either ("Riverside Events said a cone had been placed"); "which judge decided it": a near fact naming
                # one answers, if no refusal holds against it; "which towns": the best names places ("residents of
                # Stanbury and Pellham"), a name the question lacks in a fact that never says the noun
                if first is False and (lead is not True or refused) or first is None and lead is not True \
                        and not support.names_instance(q.instance_of, scored[0].entry.fact.text, asked) \
                        and not support.names_asked_place(q, scored[0].entry.fact.text):
                    return self._abstain(question, q, f"The digests don't say: the closest fact names no {head}.",
                                         named)
                if not refused:
                    scored = named
        return compose.compose(question, q, scored, min(scored[0].score, p), self.handle_names, self._before,
                               self._after)

    def _naming_near(self, q: Question, scored: list[Scored], foreign: list[Term], text: str,
                     floor: float) -> list[Scored] | None:
        """The candidates with first a near fact naming the very noun a naming verb asks of ("what was the tour called":
        "the tour, named …"; not a "sonar vessel Kittiwake" for the ship), when no refusal holds against it; None when
        there is none."""
        asked = frozenset(q.analysis.words)

        def names(s: Scored) -> bool:
            """Whether a fact names the noun, in its text (not a title), and says every key word of the question."""
            return s.entry.fact.kind != "headline" and s.features is not None and not s.features[_REQ_MISSING] \
                and support.names_tied(q.name_head or "", s.entry.fact.text, asked) is True

        named = self._near_first(scored, W.name_tie_share, names)
        if named is scored or self.coverage_refusal(q, named, foreign, text, floor) is not None:
            return None
        return named

    def context_names(self, q: Question, context: str) -> list[Term]:
        """The names a question's context gives ("Just read about the Ashgrove runway. How long is it?": Ashgrove), as
        words that help find the fact; not the story's own subject, which most facts name ("Corran Deep"): it would only
        pull a fact that names it over the one that answers."""
        have = {t.stem for t in q.required + q.optional}
        return [t for t in self.parse_question(context).required if t.stem not in have and self._apart(t)
                and (looks_like_name(t.surface, context) or t.surface in self._name_words)]

    def _sure_of_weak(self, q: Question, scored: list[Scored], foreign: list[Term], text: str) -> bool:
        """Whether a best candidate scoring under the floor but over ``weak_floor`` is one the fitted decision is all but
        sure of (``weak_sure``): it is judged by the other checks, not refused as a weak match."""
        if not W.weak_floor <= best_score(scored) < W.answer_threshold or scored[0].features is None:
            return False
        return self.policy.answer_probability(self.decision_features(q, scored, foreign, text)) >= W.weak_sure

    def _years_in_full(self, text: str) -> str:
        """A question with a year it writes by two figures in full when the facts hold one year that ends so and never
        the two figures alone ("the 79 eruption", "the '08 crash": 1979, 2008; not "the 79 victims" when a fact counts
        79 of anything)."""
        def full(m: re.Match[str]) -> str:
            """The year the facts write, or the figure as typed."""
            two = m.group(2)
            years = [f"{c}{two}" for c in ("19", "20") if f"#{c}{two}" in self.df]
            return f"{m.group(1)}{years[0]}" if len(years) == 1 and f"#{two}" not in self.df else m.group(0)

        return _TWO_FIGURE_YEAR.sub(full, text)

    def _spelt_right(self, text: str) -> str:
        """A question with its slips spelt right before it is read ("who was the capatin", "what was the revneue":
        captain, revenue, which then ask a role and a sum): the facts' spelling first ("reccount": their "recount"),
        else the English word's (knowledge.lexicon.spelt_right)."""
        def by_facts(word: str) -> str | None:
            """The facts' word a word is, or nearly spells; a possessive typed without its apostrophe ("brandts
            lawyer": Brandt's, a name of the facts; "the power companys line": company's)."""
            base = word[:-1]
            slip = lexicon.slip_of(word)  # "painings": paintings, no paining's
            if word.endswith("s") and (base in self._name_words and (lexicon.proper(base) or not lexicon.listed(base))
                                       or not lexicon.listed(word) and lexicon.listed(base) and slip is None):
                return base + "'s"  # a name's ("brandts"), not "the judges ruling": judges may be plural
            if lexicon.listed(word):
                return None
            r = self.resolve(term_for(word), text)
            fixed = r[0].surface if r is not None and r[0].surface.isalpha() else None
            slips = lexicon.slips(word)  # "statred": two neighbours swapped in started, not an "r" added to stated;
            # "contients": a letter short of continents, a common word, not the facts' "contains" (but "reccount" is
            # their "recount", not the rare "reaccount")
            common = slip in lexicon.swaps(word) or slip is not None and lexicon.met(term_for(slip).stem) > 0
            return slip if common and slip in slips and fixed not in slips and fixed not in self._name_words else fixed
            # "reccount": the facts' "recount"; "reelave": their name Reelwave, not "releave"

        return lexicon.spelt_right(text, by_facts)

    def gate(self, q: Question) -> str | None:
        """Why a question cannot be matched at all (an account no digest cites, nothing to look for), or None."""
        unknown_handles = [h for h in q.handles if h not in self.known_handles]
        if unknown_handles:
            return f"The digests cite no posts by @{unknown_handles[0]}."
        if not (q.required or q.handles or q.analysis.numbers or
                any(self.known(t) for t in q.optional if t.surface not in GREETINGS)):
            if q.dimension in DIMENSION_KEYS_OF and q.measure_words and _TO_THE_BOT.isdisjoint(q.analysis.words):
                if DIMENSION_KEYS_OF[q.dimension] not in self.df:  # "how fast was it going": no fact gives a speed
                    return f"The digests don't say: no fact gives a {q.dimension} figure."
                return (f"The question names nothing the digests give a {q.dimension} figure for: "
                        "ask about something by its name.")  # "how tall is it": which of the things measured?
            return "I can only answer questions about the story in the digests."
        if _ARITHMETIC.search(q.text):
            return "I can only answer questions about the story in the digests, not do sums."
        words = q.analysis.words
        opening = itertools.takewhile(SMALL_TALK.__contains__, words)  # "hey bot, thanks …": its greetings and thanks
        if any(w in GREETING_WORDS for w in words) and all(w in SMALL_TALK or w in STOPWORDS for w in words) or \
                any(w in THANKS_WORDS for w in opening) and "?" not in q.text \
                and ASKING_WORDS.isdisjoint(words):  # "thanks bot ur the best": thanks, and nothing asked
            return "I can only answer questions about the story in the digests."  # "good evening folks", "anyone awake?"
        if "?" not in q.text and any(w in INTERJECTIONS for w in words) and not any(w in ASKING_WORDS for w in words) \
                and (not words or words[0] not in YES_NO_STARTS) \
                and not self._fragment_asks(q):
            # "lol this server is dead", "lol quiet in here": banter; not "final margin lol": two key words, the facts'
            return "I can only answer questions about the story in the digests."
        return None

    def _fragment_asks(self, q: Question) -> bool:
        """Whether words without a question word or mark ask about the story: two key words or more, each the facts'
        (a long one misspelt too: "aftershok", no English word) or a superlative ("final margin lol", "biggest piece
        lol", "max grant per business lol"; not "lol this server is dead")."""
        def facts_word(t: Term) -> bool:
            """A word of the facts, or a long slip of one."""
            return t.stem in self.df or len(t.surface) >= W.typo_variant_min and not lexicon.listed(t.surface) \
                and self.resolve(t, q.text) is not None

        return len(q.required) > 1 and all(t.surface in _MOST_WORDS or facts_word(t) for t in q.required) \
            and any(t.surface not in _MOST_WORDS for t in q.required)

    def decision_features(self, q: Question, scored: list[Scored], foreign: list[Term], text: str) -> list[float]:
        """What the answer-or-abstain decision weighs: the best fact's support, its lead, the unknown words."""
        top = scored[0]
        assert top.features is not None
        runner_up = scored[1].score if len(scored) > 1 else 0.0
        weights = [self.idf(t.stem) for t in q.required]
        unknown = sum(self.idf(t.stem) for t in foreign)
        named = any(looks_like_name(t.surface, text) for t in foreign)
        extra = {"margin": top.score - runner_up, "foreign_share": unknown / (sum(weights) or 1.0),
                 "foreign_named": float(named), "rank_score": top.score}
        features = list(top.features) + [extra[name] for name in DECISION_FEATURES[len(FEATURES):]]
        fact = top.entry.fact
        if fact.kind == "headline" and not (fact.text == fact.story and fact.seed in self._episodic):
            # a post's or news digest's title tells news; few fitted cases had one first, so part of that penalty
            k = _HEADLINE_AT
            features[k] = self.policy.mean[k] + W.title_penalty_share * (features[k] - self.policy.mean[k])
        return features

    def _abstain(self, question: str, q: Question, message: str, scored: list[Scored] | None = None) -> Answer:
        """A plain 'the digests don't say' with the closest topics and, when one is near, the closest fact (neither when
        ``q.as_other``)."""
        if q.as_other:
            return Answer(question=question, answered=False, confidence=0.0, answer=message)
        near = scored[0].entry.fact if scored and scored[0].score >= W.closest_floor else None
        return Answer(question=question, answered=False, confidence=0.0, answer=message,
                      suggestions=self.suggest(q, scored or []), closest=FactRef.of(near) if near else None)

    def suggest(self, q: Question, scored: list[Scored], limit: int = 3) -> list[str]:
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
        text = clean_question(topic, W.max_question_chars)
        if not text:
            return []
        q = self.parse_question(text)
        q.qtype = "what"
        q.units = []
        scored, _ = self.rank(q)
        return [s.entry.fact for s in scored[:limit] if s.score >= W.facts_about_floor]
