"""Question analysis: what a question asks for (its type, unit, accounts) and which of its words matter."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Protocol

from rapidfuzz import process
from rapidfuzz.distance import DamerauLevenshtein

from . import lexicon
from .analyze import DESIGNATING_NOUNS, Analysis, Term, analyze, fold_accents, stem, term_for
from .numbers import DURATION_UNITS, MEASURE_UNITS, ORDINAL_WORDS, canonical_unit
from .predicate import main_verb, nominal, participle, plural_noun, subject_before, verb_lemmas
from .text import normalize_handle
from .vocab import (
    AMOUNT_ONLY,
    ANSWER_TYPE_WORDS,
    ANSWER_TYPES,
    BE_AUXILIARIES,
    CATEGORY_MEMBERS,
    CHANGE_WORDS,
    CHAT_OPENERS,
    COUNT_PHRASES,
    COUNT_WORDS,
    DETERMINERS,
    DIMENSIONS,
    DO_AUXILIARIES,
    DURATION_PHRASES,
    DURATION_WORDS,
    EARLIER_NOUNS,
    EXTENTS,
    FILLER,
    IMPORTANCE_WORDS,
    IRREGULAR,
    LEVEL_NOUNS,
    MONTHS,
    NAMED_KINDS,
    NOW_WORDS,
    ORIGINAL_WORDS,
    OUTCOME_WORDS,
    PARTICLES,
    PAST_WORDS,
    PERCENT_WORDS,
    PLANNING_WORDS,
    PREPOSITIONS,
    QUESTION_TYPES,
    RECURRENCE_WORDS,
    RISE_FALL_WORDS,
    SIZE_WORDS,
    SPEECH_VERBS,
    STOPWORDS,
    STORY_NOUNS,
    STRENGTH_MEASURES,
    STRENGTH_WORDS,
    SUBSTANCE_MEASURES,
    SUM_VERBS,
    TELLER_PHRASAL,
    TELLER_VERBS,
    TOLD_HOW_VERBS,
    WHERE_WORDS,
    YES_NO_STARTS,
)
from .weights import WEIGHTS as W

# The question types whose main verb a fact must say: a measure ("how long did it survive", "how far did it run"),
# a person ("who runs it") or a reason ("why care") is often told without the question's verb. A yes/no question's verb
# is the deed asked ("did they pay the ransom": "never paid" tells it), though never refused on (``_refuse_verb``).
_VERB_ASKED = frozenset({"what", "when", "where", "yesno"})
# "how many of the 12 buses", "how much of the $4.5 million" (not a year: "how much of its 2024 budget")
_PART_OF = re.compile(r"\bhow (?:much|many) of (?:the |its |their |this |that |these |those )?"
                      r"(?:[$€£¥]\s?\d|(?!(?:1[0-9]{3}|20[0-9]{2})\b)\d)", re.I)


class Vocabulary(Protocol):
    """What question analysis needs to know about the corpus."""

    known_handles: set[str]
    corpus_units: set[str]

    def known(self, term: Term) -> bool:
        """Whether any fact contains this term or a synonym of it."""


_NEW = frozenset({"new", "newest"})  # now-words that stand before a noun and name a thing
_PAST_ASKED = frozenset({"did", "was", "were", "had"})  # "when did they finish": what happened asked
PLAN_ASKED = PLANNING_WORDS | ORIGINAL_WORDS | {"supposed", "meant", "going"}  # a plan asked ("when was it meant to open")


@dataclass
class Question:
    """A question broken down for matching."""

    text: str
    analysis: Analysis
    qtype: str  # who / when / where / why / count / duration / percent / size / yesno / what
    units: list[str] = field(default_factory=list)  # units the question asks for
    handles: list[str] = field(default_factory=list)
    required: list[Term] = field(default_factory=list)
    optional: list[Term] = field(default_factory=list)
    focus: str | None = None  # the noun right after "what"/"which": what the answer must be about
    dimension: str | None = None  # the measure asked for ("how far": length), when its units are the asked ones
    dimensions: tuple[str, ...] = ()  # every measure the question asks for (none when it names its unit)
    measure_words: tuple[str, ...] = ()  # the words that name those measures ("fast", "speed")
    share_words: tuple[str, ...] = ()  # … those a share of the measure answers ("31% of capacity"): none when the
    # question names its unit ("the capacity in gigalitres")
    unknown: list[Term] = field(default_factory=list)  # key words no fact knows (set by ranking)
    excused: list[Term] = field(default_factory=list)  # … of them, those left to the decision (a paraphrase likely)
    ruled_first: bool = False  # a rule of ranking put another candidate before the first stage's best (set by ranking)
    framed_by: str = ""  # the digest title whose month the best fact gives the day of: its words count as told
    member_stems: frozenset[str] = frozenset()  # stems of the members of a category it asks for ("license": apache …)
    predicate: Term | None = None  # its main verb, when a key word: "when did the period *end*"
    verb: Term | None = None  # its main verb as a key word, whatever is asked: "which contractor *placed* the cone"
    kind: str = ""  # the kind of answer asked (answer_type): "date", "person", "gloss" …
    subject: tuple[Term, ...] = ()  # its verb's subject: "where does *lake constance* emerge from"
    part_of: tuple[str, ...] = ()  # "how much of the $4.5 million": the whole's units (a part of it is asked)
    counted: frozenset[str] = frozenset()  # the nouns it counts: "how many *soldiers*"
    asks_said: bool = False  # "what did @x say (about y)": what a speech verb says, not one figure or date
    teller: frozenset[str] = frozenset()  # "who (first) reported / spotted X": the words asking who told of X (the
    # account a fact is credited to, when it names no one else), no key words
    action: Term | None = None  # a who-question's verb: "who *funds* the run" (preferred, never required)
    listing: bool = False  # "what did @x say (about y)": a listing of that account's facts, not one lookup
    asks_importance: bool = False  # "why does it matter", "why should I care" (world.json importance_words)
    said_otherwise: str = ""  # the asked topic none of the listed facts covers in its words ("investigation results")
    as_other: bool = False  # wanted only beside a better answer (Matcher.answer): an abstention without suggestions
    instance_of: tuple[str, ...] = ()  # "which development banks", "what kind of turbines": a named one answers
    phrasal: dict[str, tuple[str, ...]] = field(default_factory=dict)  # a word's phrasal verb's relatives ("caved in")
    name_head: str | None = None  # the noun whose name is asked: "what's the name of the *ship* that got stuck"
    named_by: bool = False  # the name asked by a naming verb: "what was the tour *called*"
    premise: str = ""  # what a why-question grants around its why: "(if no new ballots were added)"
    granted: frozenset[str] = frozenset()  # … the words only it says: key words still (they name the topic), but
    # its "no" or "not" and its contrasts ask nothing of a fact

    @property
    def asked_words(self) -> list[str]:
        """Its words, those only a why's premise says left out ("if no new ballots were added")."""
        return [w for w in self.analysis.words if w not in self.granted] if self.granted else self.analysis.words

    @property
    def asks_now(self) -> bool:
        """Whether it asks how things stand now ("so far", "still") or turned out ("in the end"), not "the new runway"."""
        # "who actually spotted it": who told it, no outcome
        return self.asks_present or not OUTCOME_WORDS.isdisjoint(set(self.analysis.words) - self.teller)

    @property
    def asks_present(self) -> bool:
        """Whether it asks how things stand now ("now", "so far", "still"), not how they turned out ("actually")."""
        return any(w in NOW_WORDS and w not in _NEW for w in self.analysis.words)

    @property
    def asks_earlier(self) -> bool:
        """Whether it asks a figure that a later one replaced: "originally", "at first", "the first estimate", "first
        reported", "the fare before the increase" (not "the first farm")."""
        words = self.analysis.words
        at_start = _at_start(words)
        for k, w in enumerate(words):
            after = words[k + 1:k + 4]
            if w in ORIGINAL_WORDS or before_change(words, k) or k in at_start \
                    or w == "old" and not _EARLIER_NOUNS.isdisjoint(after[:2]):  # "the old (national) record"
                return True
            if w == "first" and (k and words[k - 1] == "at" or after and (after[0] in _EARLIER_NOUNS or participle(after[0]))):
                return True
        return asks_first_thought(words)

    @property
    def asks_happened(self) -> bool:
        """Whether a when-question asks when something happened ("when did they finish the audit"), not a plan."""
        words = self.analysis.words
        return self.qtype == "when" and not _PAST_ASKED.isdisjoint(words[:3]) and "will" not in words and \
            PLAN_ASKED.isdisjoint(words)  # not "when was it originally supposed to open": the plan is asked


    @property
    def deeds(self) -> frozenset[str]:
        """The stems of the deed a question asks: its verb's, or its phrasal verb's relatives ("come out": launch,
        release …), and a recurrence's when "again" is asked ("start up again": restart, resume …)."""
        verb = self.predicate or self.verb
        asked = [verb.surface] if verb is not None else list(self.phrasal)
        stems = {r for w in asked for r in self.phrasal.get(w, (term_for(w).stem,))}
        if "again" in self.analysis.words:
            stems |= {term_for(w).stem for w in RECURRENCE_WORDS if w != "again"}
        return frozenset(stems)


# a letter-A designation as chat writes it ("its series a"), not an article ("a series a week")
_ASKED_DESIGNATION = re.compile(r"\b(" + "|".join(DESIGNATING_NOUNS) + r")\s+a\b(?!['\-]|\s+(?:few|lot|little|bit|"
                                r"couple|number|total|new|single|second|third|year|week|month|day|quarter|decade|half|"
                                r"record|result|share)\b)", re.I)


_BARE_PERCENT = re.compile(r"(?<![\d.,%])(?<![\d.,]\s)%")  # a "%" with no figure before it: the word "percent"


# what a clock time is asked of: "how late is the shop open", "how early do the gates open"
_CLOCK_WORDS = frozenset("open opens opened opening stay stays stayed until till close closes closed".split())


_DELAY_WORDS = frozenset({"late", "early"})


_TELLER_FIRST = frozenset({"first", "initially", "originally"})  # "who first reported": the earliest one, still asked
_TELLER_LEAD = _TELLER_FIRST | {"actually", "really", "had", "has", "have"}  # "who actually spotted it": the teller


def teller_words(words: list[str]) -> frozenset[str]:
    """The words of "who reported / first spotted / found out X": who told of X, asked by no key word."""
    k = 1 if words[:1] in (["who"], ["whos"]) else 0
    while 0 < k < len(words) and words[k] in _TELLER_LEAD:
        k += 1
    if not k or k >= len(words):
        return frozenset()
    told = [w for w in words[1:k + 1] if w not in _TELLER_FIRST]
    if words[k] in TELLER_PHRASAL and words[k + 1:k + 2] == ["out"]:
        told.append("out")
    elif words[k] not in TELLER_VERBS:
        return frozenset()
    return frozenset(told)


def _asks_delay(words: list[str]) -> bool:
    """Whether "how late / how early" asks how long after or before ("how late did they tell the regulator": "79 hours
    after detecting"), not a clock time ("how late is the shop open")."""
    return any(w in _DELAY_WORDS and words[k - 1:k] == ["how"] for k, w in enumerate(words)) \
        and _CLOCK_WORDS.isdisjoint(words)


# "how long will the new runway be": a length, as "how long is it" asks; not "how long will it be closed"
_LONG_WILL_BE = re.compile(r"\bhow long (?:will|would|is going to|are going to) (?:\w+[\s'-]+){1,5}?be\W*$")


# a premise the asker grants around a why: "if it was contamination, why …", "why … even though they were exempt";
# its words still name the topic, but its negation ("if no new ballots were added") is no limit a fact must say
_PREMISE_OPENERS = r"(?:even\s+)?(?:if|though|although|given\s+that)"
_PREMISE_BEFORE = re.compile(rf"^\W*{_PREMISE_OPENERS}\b.*?(?=\bwhy\b)", re.I | re.S)
_PREMISE_AFTER = re.compile(rf"(?<=\w)[\s,]+{_PREMISE_OPENERS}\b.*$", re.I | re.S)


def premise(text: str) -> str:
    """The clause a why-question grants ("if hospitals were supposed to be exempt" before "why did that one get cut
    off"; "if no new ballots were added" after "why did turnout go up"): not what is asked, or ""."""
    before = _PREMISE_BEFORE.search(text)
    if before:
        return before.group(0)
    after = _PREMISE_AFTER.search(text)
    return after.group(0) if after and re.search(r"\bwhy\b", text[:after.start()], re.I) else ""


def _granted_words(text: str, granted: str, words: list[str]) -> set[str]:
    """The words a why-question says only in its premise ``granted`` (none said in the clause asked too)."""
    if not granted:
        return set()
    asked = set(analyze(text.replace(granted, " ")).words)
    return {w for w in analyze(granted).words if w not in asked and w in words}


def parse_question(text: str, vocab: Vocabulary, long_is_length: bool = True) -> Question:
    """Work out what a question asks for and which of its words matter ("how long is X": a length, or a duration)."""
    if " a" in text.lower():
        text = _ASKED_DESIGNATION.sub(r"\1 A", text)  # "its series a": Series A, as facts write it
    a = analyze(_BARE_PERCENT.sub(" percent ", text))  # "what % voted yes": a share asked, as "what percent"
    low = " " + " ".join(a.words) + " "
    first = a.words[0] if a.words else ""
    if first in CHAT_OPENERS and len(a.words) > 1:
        first = a.words[1]  # "so is it still free", "yo is the bridge open": the question starts after the opener
    # "when the river leaves the lake, which way does it flow": a clause opens it, and its question word comes after
    opening = first == "when" and len(a.words) > 2 and a.words[1] not in DO_AUXILIARIES | BE_AUXILIARIES | {"and", "or"} \
        and any(w in QUESTION_TYPES for w in a.words[2:])
    if opening:
        first = next(w for w in a.words[2:] if w in QUESTION_TYPES)
    qtype = "what"
    units: list[str] = []
    delay = _asks_delay(a.words)  # "how late did they tell it": a time gap asked, not the word "late"
    if long_is_length and (any(f" how long {be} " in low for be in ("is", "are", "was", "were"))
                           or _LONG_WILL_BE.search(low)) and not any(
            w in DURATION_WORDS and w != "long" for w in a.words) and not asks_state_length(a.words):
        qtype = "size"  # "how long is the river": a length ("how long is it expected to last": a duration)
    elif any(f" {p} " in low for p in DURATION_PHRASES) or delay:
        qtype = "duration"
    elif any(f" {p} " in low for p in COUNT_PHRASES) or any(w in COUNT_WORDS for w in a.words):
        qtype = "count"
    elif any(w in PERCENT_WORDS and _asked(a.words, i) for i, w in enumerate(a.words)) or "percent" in a.units and (
            QUESTION_TYPES.get(first) not in ("who", "when", "where", "why") or not _figure_named(text)):
        qtype = "percent"  # not "why turn down the 4.2% offer"; "who owns 51% of it": the share it tells
    elif first in QUESTION_TYPES and QUESTION_TYPES[first] in ("who", "when", "where", "why"):
        qtype = QUESTION_TYPES[first]
    else:
        for k, w in enumerate(a.words):  # "so who runs it", "can you tell me when": a chat opening first
            if opening and k == 0:
                continue
            if w in QUESTION_TYPES and QUESTION_TYPES[w] in ("who", "when", "where", "why"):
                if first not in YES_NO_STARTS or k and a.words[k - 1] in _ASKING_ON:
                    qtype = QUESTION_TYPES[w]  # not "was it awarded to the firm that won when the bridge closed?"
                break
            if w in QUESTION_TYPES:  # "how far is it from where they live": the first question word asks
                break
        if qtype == "what":
            if any(w in _SIZE_NOUNS or w in SIZE_WORDS and k and a.words[k - 1] == "how" for k, w in enumerate(a.words)):
                qtype = "size"
            elif first in YES_NO_STARTS:
                qtype = "yesno"
    teller = teller_words(a.words)
    if teller and "how" in a.words:
        qtype = "who"  # "who reported how much of the grant has been paid": the teller asked, the clause is its topic
    asked_measure = None
    if qtype == "count":
        units = asked_units(a.words, vocab.corpus_units)
        asked_measure = UNIT_DIMENSION.get(units[0]) if units else None
        if asked_measure in DIMENSIONS:  # "how many hectares": "ha" too; the asked unit first (it names the refusal)
            units = [units[0]] + sorted(set(DIMENSIONS[asked_measure][0]) - {units[0]})
    elif qtype == "duration":
        units = sorted(DURATION_UNITS)
    elif qtype == "percent":
        units = ["percent"]
    dimension = asked_measure if qtype == "count" and asked_measure in DIMENSIONS else None
    # a counted unit asks no measure: "how many foundations … so far" is not a length
    # by grammar, once; a word written with a possessive names a thing, however it is typed ("hear kestrelnet's case")
    main = main_verb(a.words, frozenset(w for w in a.words if looks_like_name(w, text) or _possessive(w, text)))
    dims = sorted(asked_dimensions(a.words, main, _BE_AFTER_WH.match(text) is not None)) \
        if not units or qtype != "count" else []
    named = {UNIT_DIMENSION[u] for p, w in zip(a.words, a.words[1:]) if p == "in"
             and (u := MEASURE_UNITS.get(w) or canonical_unit(w)) and UNIT_DIMENSION.get(u) in DIMENSIONS}
    # "how big is it, in mm?": a length; "the damage bill in euros": money
    dims = sorted(set(dims) | named) if named and qtype in ("size", "what", "count") else dims
    if qtype == "count" and not units and not dims and _asks_price(a.words):
        dims = ["money"]  # "how much was a day ticket": a price, as "how much is the fare" asks
    if qtype == "size" and not dims and not DIMENSION_WORDS["money"].isdisjoint(size_asked_of(a.words)):
        dims = ["money"]  # "how big is the rebuilding fund": money (not "how big a premium … over the share price")
    if not units and qtype in ("count", "size", "what"):  # "how far", "how much did it cost": the dimension's units
        measures = [d for d in dims if d in DIMENSIONS]
        units = sorted({u for d in measures for u in DIMENSIONS[d][0]})
        dimension = measures[0] if measures else None
        if "money" in measures and "%" not in text and "percent" not in a.words and _asks_rise_or_fall(a.words, vocab):
            units.append("percent")  # "how much is my bill going up", "what pay rise did they get": "9.5%" answers
    handles = [h for h in a.handles if h]
    named_by: set[str] = set()  # the words that name an account ("lucia ordonez": @lu_ordonez)
    for w in a.words:
        nh = normalize_handle(w)
        if nh in vocab.known_handles and nh not in handles and len(nh) >= 4 and not vocab.known(term_for(w)):
            handles.append(nh)
    for nh, words in _named_accounts(a.words, vocab):
        if nh not in handles:
            handles.append(nh)
        named_by.update(words)
    q = Question(text=text, analysis=a, qtype=qtype, units=units, handles=handles, dimension=dimension,
                 dimensions=tuple(dims),
                 measure_words=tuple(sorted(set().union(*[DIMENSION_WORDS[d] for d in dims]))))
    q.share_words = () if named else q.measure_words  # "31% of capacity" is no capacity in gigalitres
    seen: set[str] = set()
    after_wh: set[str] = set()
    head: str | None = None
    for i, w in enumerate(a.words):
        if w in ("which", "what", "whose"):
            for nxt in a.words[i + 1:i + 4]:
                if nxt in STOPWORDS:
                    break
                after_wh.add(nxt)
                if nxt in ANSWER_TYPE_WORDS:
                    break  # "which company builds X": the kind of answer is the head, not the verb after it
                if not (nxt in COUNT_WORDS or nxt in PERCENT_WORDS or nxt in SIZE_WORDS or nxt in FILLER):
                    head = nxt
            if head is not None:  # "what (actually) caused the cracking", "which banks ran the deal": a verb, its object
                k = a.words.index(head, i)
                if a.words[k + 1:k + 2] and (a.words[k + 1] in _OBJECT_STARTS or a.words[k + 1] in PREPOSITIONS
                                             and head.endswith("s") and verb_lemmas(head) and k - 1 > i
                                             and nominal(a.words[k - 1])):
                    # "what flood impacted the Meuse": flood; "which bell hangs in the tower": bell
                    head = next((x for x in reversed(a.words[i + 1:k]) if not (x in COUNT_WORDS or x in PERCENT_WORDS
                                                                              or x in SIZE_WORDS or x in FILLER)), None)
            break
    for i, w in enumerate(a.words):  # "what is the name of the volcano": past a be-verb and an article too
        if w in ("which", "what", "whats", "whose"):
            k = i + 1
            while k < len(a.words) and a.words[k] in _BEFORE_NOUN:
                k += 1
            kind_at = next((j for j in range(k, min(k + 3, len(a.words))) if a.words[j] in ANSWER_TYPE_WORDS), None)
            after = a.words[kind_at + 1:kind_at + 2] if kind_at is not None else []
            if kind_at is not None and (after == ["of"] or (after in ([], ["for"]) or after[0] in _TIME_WORDS)
                                        and a.words[kind_at] in _DATE_KIND):
                after_wh.add(a.words[kind_at])  # "the name of X"; "what was the original target date (for X)";
                # "what was the first wafer date originally"
            break
    if a.words and a.words[0] in ANSWER_TYPE_WORDS and len(a.words) > 1 and a.words[1] == "of":
        after_wh.add(a.words[0])  # "name of the fork", "names of the partners": the kind of answer, not its topic
    naming = naming_verbs(a.words)  # "what was the tour called": a name asked, as "the name of the tour" asks it
    gloss = ANSWER_TYPES["gloss"]  # "the English translation of X": what is asked, and in which language
    glossing = gloss | {w for w, nxt in zip(a.words, a.words[1:]) if nxt in _GLOSS_NOUNS} | (
        _GLOSSED_NOUNS | {"stand", "stands"} if _asks_gloss(a.words, gloss) else frozenset())
    # "what does the word X mean", "what does X stand for"
    how_words = {w for h, w in zip(a.words, a.words[1:]) if h == "how" and w in q.measure_words}  # "how long": asked
    how_words |= {w for h, w in zip(a.words, a.words[1:]) if h in how_words and (w in q.measure_words or w in PARTICLES)}
    # "how far away", "how high up": the measure asked, twice
    called = story_called(a.words)  # "how much is this whole mess costing them": the story, said by no fact
    empty_deeds = deeds_of_nothing(a.words)  # "did they give ppl anything": the giving is asked, not filler
    regarding = {w for v, w in zip(a.words, a.words[1:]) if w == "wise" and v not in STOPWORDS}  # "area wise": as
    # regards area (not "does wise have", the firm)
    after_verb = {w for v, w, nxt in zip(a.words, a.words[1:], a.words[2:] + [""]) if w in PARTICLES and v not in
                  STOPWORDS and nxt not in _MOTION}  # "die out", "cut down"; not "flows out of the lake": a way asked
    verbs = [w for w in a.words if w not in ("who", "whos", "is", "was", "s") and w not in FILLER]  # "now", "gonna"
    runs_it = bool(verbs) and verbs[0] in ("run", "runs", "running", "ran")  # "who runs X", not "who paid for the run"
    earlier = earlier_marks(a.words)
    occasion = {w for k, w in enumerate(a.words) if k and (w in ("time", "times") and a.words[k - 1] in _OCCASION_BEFORE
                                                          or w in ("round", "around") and a.words[k - 1] == "time")}
    # "the first time round", "a second time": which occasion, said by no fact ("last time": the last … before)
    kind_of = kind_words(a.words)  # "what type of delta" ("kind" and "sort" are filler anywhere; "blood type" is a topic)
    at_peak = {w for k, w in enumerate(a.words) if k > 1 and w in ("peak", "height") and a.words[k - 2] == "at"
               and a.words[k - 1] in ("the", "its", "their")}  # "evacuated at the peak": the most, a word no fact need say
    agent = qtype == "who" or answer_type(qtype, a.words, ANSWER_TYPES) in ("person", "organisation") or any(
        w in ("which", "what") and a.words[k + 1:k + 2] and a.words[k + 1] in NAMED_KINDS for k, w in enumerate(a.words))
    # "which union is behind the strike", "who's the developer behind it": who is responsible, no place behind it
    for t in a.terms:
        if delay and t.surface in _DELAY_WORDS:
            continue
        if t.stem in seen or normalize_handle(t.surface) in handles or t.surface in named_by:
            continue
        seen.add(t.stem)
        if any(not c.startswith("~") for c in t.concepts):  # "rebuilt" asked: not said by "built" (a fact's "re-" is)
            t = Term(t.surface, t.stem, frozenset(c for c in t.concepts if c.startswith("~")), t.filler, t.primary)
        if qtype == "who" and t.stem == "run" and runs_it:
            t = Term(t.surface, _LEAD.stem, _LEAD.concepts, t.filler, _LEAD.primary)  # who leads it, not a training run
        elif qtype == "who" and t.stem == _OPERATE and verbs and verbs[0] == t.surface:
            # "who operates X": its operator, or who runs it ("run by Veldra Environmental")
            t = Term(t.surface, t.stem, t.concepts | _LEAD.concepts, t.filler, t.primary)
        if t.filler and t.surface not in empty_deeds or _filler_typo(t, vocab) or t.surface in COUNT_WORDS or \
                t.surface in SIZE_WORDS or t.surface in PERCENT_WORDS or \
                t.surface in ANSWER_TYPE_WORDS and t.surface in after_wh or t.surface in glossing or t.surface in naming or \
                t.surface in PAST_WORDS or t.surface in NOW_WORDS or slipped_into(t.surface, _TIME_WORDS) or \
                t.surface in earlier or t.surface in kind_of or t.surface == "behind" and agent or t.surface in occasion or \
                t.surface in at_peak or t.surface == "back" and back_then(a.words) or \
                t.surface == "wise" and t.surface in regarding or t.surface in called or \
                canonical_unit(t.surface) in units and UNIT_DIMENSION.get(canonical_unit(t.surface), "duration") != "duration" or \
                qtype == "duration" and t.surface in DURATION_WORDS or \
                qtype == "where" and t.surface in WHERE_WORDS or t.surface in how_words or \
                t.surface in after_verb or t.surface in teller:
            q.optional.append(t)
        else:
            q.required.append(t)
    _plain_deed_beside_unknown(q, empty_deeds, vocab)
    q.focus = next((t.stem for t in q.required if t.surface == head), None)
    if q.focus is None and qtype == "who":  # "who's the CEO of X": the role asked about
        q.focus = next((t.stem for t in q.required if t.surface in ANSWER_TYPES["person"]
                        and not _modifies_noun(t.surface, a.words, q.required)), None)
    if q.focus is None and qtype == "count" and "money" in dims:  # "how much is the toll for a car": the toll
        measured = _priced_noun(a.words)
        q.focus = next((t.stem for t in q.required if t.surface == measured), None)
    if q.focus is None or q.focus == _HAPPEN_STEM:  # "what happened to the rate of flow during the program": the rate
        undergoer = happened_to(a.words)
        q.focus = next((t.stem for t in q.required if t.surface == undergoer), q.focus)
    if _PART_OF.search(text):  # "how many of the 148 foundations are in": a figure other than the whole, or a share
        q.part_of = tuple(a.units) + ("percent",)
    q.kind = answer_type(qtype, a.words, ANSWER_TYPES)
    clause = premise(text) if qtype == "why" else ""  # "if no new ballots were added"
    granted = _granted_words(text, clause, a.words)
    q.premise, q.granted = (clause, frozenset(granted)) if granted else ("", frozenset())
    q.asks_importance = qtype == "why" and not IMPORTANCE_WORDS.isdisjoint(a.words)
    if qtype in _VERB_ASKED and not units and not dims and q.kind not in ("person", "organisation", "gloss", "direction"):
        verb = main
        told = [t for t in q.optional if t.surface in FILLER and t.surface not in WHERE_WORDS
                and t.surface not in _OPINION_VERBS]  # "when did he find it"; not "what does the bank think"
        if verb in _OPINION_VERBS:  # "what rate does the council reckon it'll borrow at": borrow, not reckon
            verb = _verb_thought(a.words, verb)
        q.predicate = next((t for t in q.required + told if t.surface == verb), None)
        if q.predicate is not None and verb is not None:
            span = set(subject_before(a.words, verb))
            q.subject = tuple(t for t in q.required if t.surface in span)
    q.verb = next((t for t in q.required if t.surface == main), None)
    words = a.words
    q.counted = frozenset(words[k + 2] for k in range(len(words) - 2) if words[k] == "how" and words[k + 1] in
                          ("many", "much") and words[k + 2] not in STOPWORDS)  # not "did" of "how much did it cost"
    q.teller = teller
    q.asks_said = bool(words) and words[0] in ("what", "whats") and not SPEECH_VERBS.isdisjoint(words[1:6])
    if q.asks_said and q.handles:  # "what did @x report about y": the speech verb asks what was said, not a topic
        said = [t for t in q.required if t.surface in SPEECH_VERBS and t.surface in words[1:6]]
        q.required = [t for t in q.required if t not in said]
        q.optional = said + q.optional
        if q.predicate in said:
            q.predicate, q.subject = None, ()
    if qtype == "who" and not teller:  # "who funds the run", "who is replacing X as director": the verb asked, beside any role
        verb = main
        if verb is None and a.words[1:2] and a.words[1] in ("is", "are", "was", "were", "s"):
            verb = next((w for w in a.words[2:4] if w.endswith("ing")), None)  # "who is funding the run"
        q.action = next((t for t in q.required if t.surface == verb and t.surface not in _OPINION_VERBS), None)
    keyed = {t.surface for t in q.required + q.optional}
    for k in range(len(a.words)):  # "caved in", "shut down", "get rid of": the phrase means what its verb alone does not
        related, n = lexicon.phrase_relatives(a.words, k)
        for x in a.words[k:k + n]:  # the verb, or the word that carries a light verb's phrase ("get *rid* of")
            if x in keyed and x not in PARTICLES and x not in q.phrasal:
                q.phrasal[x] = related
    if "money" in dims:
        _read_as_paying(q, a.words)
    if qtype == "what" and q.kind in ("", "person", "organisation", "place", "name"):
        q.instance_of = instance_nouns(a.words, main)
    if q.kind == "name":
        q.name_head = name_head(a.words)
        q.named_by = bool(naming)
    elif q.qtype in ("what", "who"):
        q.name_head = numbered_head(a.words)  # "which two landlords objected": their names
    if qtype in ("what", "yesno"):  # "what's the new license": a fact naming one (Apache, BUSL …) answers it
        q.member_stems = frozenset(term_for(m).stem for t in q.required for m in CATEGORY_MEMBERS.get(t.surface, ()))
    return q


def asked_extent(words: list[str]) -> str | None:
    """The extent a question asks by its adjective ("how deep", "how tall": high, "how far down": deep), or None."""
    for k in range(len(words) - 1):
        if words[k] == "how":
            word = "high" if words[k + 1] == "tall" else words[k + 1]
            if word in EXTENTS:
                return word
            if word == "far" and k + 2 < len(words) and words[k + 2] in ("down", "below", "beneath", "under"):
                return "deep"
    return None


_OBJECT_STARTS = frozenset("the a an its their his her this these those them it him us".split())
_KIND_OF = frozenset("kind kinds type types sort sorts".split())


_COPULAS = frozenset("is are was were".split())


def kind_words(words: list[str]) -> set[str]:
    """The words asking what kind of thing something is ("what type of delta is the Rhine-Meuse": type): the kind
    asked, no topic a fact must say; a be-verb follows the kind's noun (not "a type of fibre found")."""
    return {w for k, w in enumerate(words[:-1]) if w in _KIND_OF and words[k + 1] == "of"
            and not _COPULAS.isdisjoint(words[k + 3:k + 5])}


_OTHER = frozenset({"other", "another", "else"})


def asks_other(words: list[str]) -> bool:
    """Whether a question asks for another one than those it names ("which other banks", "besides Harcourt", "who
    else")."""
    return any(w in ("besides", "except") for w in words) or any(
        a in ("which", "what", "whats", "wat", "who", "whos") and b in _OTHER for a, b in zip(words, words[1:])) or any(
        a in ("apart", "other") and b in ("from", "than") for a, b in zip(words, words[1:]))


_DATE_KIND = ANSWER_TYPES["date"]  # "date", "year", "day" …: the kind of answer when they end what "what was the" asks
_HAPPEN = frozenset({"happen", "happens", "happened", "happening"})
_HAPPEN_STEM = term_for("happen").stem
_LEAD = term_for("lead")  # "who runs X", "who operates X": who leads it
_OPERATE = term_for("operate").stem


def _modifies_noun(word: str, words: list[str], required: list[Term]) -> bool:
    """Whether a person word only qualifies the key noun right after it ("who won the *mayor* race": the race is asked
    of, not who the mayor is; not "the ceo of X", nor a verb after it: "the lawyer representing X")."""
    i = words.index(word) if word in words else len(words)
    after = words[i + 1] if i + 1 < len(words) else None
    return after is not None and after not in ANSWER_TYPES["person"] and after not in IRREGULAR \
        and not after.endswith(("ing", "ed")) and any(t.surface == after for t in required)


def happened_to(words: list[str]) -> str | None:
    """The first word of what "what happened to / with X" asks about ("the rate of flow": rate), or None."""
    at = next((k + 2 for k in range(len(words) - 2) if words[k] in _HAPPEN and words[k + 1] in ("to", "with")), None)
    if at is None:
        return None
    while at < len(words) and words[at] in _BEFORE_HEAD:
        at += 1
    return words[at] if at < len(words) else None


def name_head(words: list[str]) -> str | None:
    """The noun whose name a question asks ("the names of the *men* who were arrested", "what are the *cubs* called",
    "the *cubs*' names"), or None."""
    for k, w in enumerate(words):
        if w in _NAME_NOUNS and words[k + 1:k + 2] == ["of"]:
            return _named_noun(_phrase_head(words[k + 2:]))
        if w == "names" and k and plural_noun(words[k - 1]):  # "the cubs' names" (read without its apostrophe)
            return words[k - 1]
        if w == "name" and k and words[k - 1] not in STOPWORDS and words[k - 1] not in _BEFORE_HEAD \
                and words[k - 1].isalpha() and not plural_noun(words[k - 1]) \
                and words[k - 1] not in _NAME_SORTS:  # "the first officer's name"; not "its original name"
            return words[k - 1]
        if w == "called" and k >= 2 and words[0] in ("what", "whats", "what's", "wat"):
            start = 2 if words[1:2] and words[1] in _AUXILIARIES else 1  # "what will the new ground be called"
            return _named_noun(_phrase_head(words[start:k]))
    return None


# words telling which of a thing's names is asked, not the thing: "its *original* name", "the *scientific* name"
_NAME_SORTS = frozenset("original former old new full official real proper current present previous earlier later "
                        "latest common popular local native scientific formal informal legal given maiden good best "
                        "usual actual true birth family nick pen stage brand trade".split())
# nouns too general to be what a name is given to: "the name of the *time* when …" asks for the period's name
_AUXILIARIES = frozenset("will would could should might may can must shall do does did has have had".split())
_VAGUE_NOUNS = frozenset("time times thing things one ones stuff place way".split())


def _named_noun(head: str | None) -> str | None:
    """The noun a name is asked of, unless it is too general to be given one ("the name of the time when …")."""
    return None if head in _VAGUE_NOUNS else head


_NAMING_VERBS = frozenset({"called", "named", "dubbed", "termed", "titled", "nicknamed", "known"})


def naming_verbs(words: list[str]) -> set[str]:
    """The participle by which a what-question asks a name ("what was the tour *called*", "what is the valley *known*
    as"), after its subject; not one the question's topic holds ("how many suspects have been named", "the so-called
    knee")."""
    if not words or words[0] not in ("what", "whats", "what's", "wat"):
        return set()
    return {w for k, w in enumerate(words) if k >= 3 and w in _NAMING_VERBS and words[k - 1] not in ("so", "been")
            and (w != "known" or words[k + 1:k + 2] == ["as"])}


def numbered_head(words: list[str]) -> str | None:
    """The plural noun a question asks the members of by their number ("which two landlords", "who were the other
    two judges"): their names are asked, or None."""
    for k, w in enumerate(words[:-2]):
        if w in _SMALL_NUMBERS and k and (words[k - 1] in ("which", "what") or words[k - 1] in ("the", "other") and
                                          any(x in ("who", "whos") for x in words[:k])):
            head = _phrase_head(words[k + 1:])
            return head if head is not None and plural_noun(head) else None
    return None


_SMALL_NUMBERS = frozenset("two three four five six 2 3 4 5 6".split())
_NAME_NOUNS = frozenset({"name", "names", "title"})
_PHRASE_ENDS = frozenset("who whom that which whose where when they he she it we you i in on at for from with by "
                         "back during actually really now then currently still".split())


def _phrase_head(words: list[str]) -> str | None:
    """The last noun of the phrase a list of words opens with ("the brevik & holt project *manager* running the job")."""
    phrase: list[str] = []
    for w in words:
        if not phrase and (w in _BEFORE_HEAD or w.endswith("'s") or w.endswith("s'")):
            continue  # "ondine's cubs": the cubs
        if w in _PHRASE_ENDS or w.split("'")[0] in _PHRASE_ENDS or w.endswith(("ing", "ed")) and phrase \
                or w in STOPWORDS and phrase:  # "the men arrested", "the engineer running it": the noun before
            break
        if w.isalpha():
            phrase.append(w)
    return phrase[-1] if phrase else None


def instance_nouns(words: list[str], verb: str | None) -> tuple[str, ...]:
    """The nouns a "which X" or "what (kind of) X did …" question asks a named one of ("which development banks":
    the Meridian Development Bank; "what kind of turbines": Francis turbines); none for "what caused …"."""
    k = next((i for i, w in enumerate(words) if w in ("which", "what", "whats", "wat")), None)
    if k is None:
        return ()
    start = k + 1
    if words[start:start + 1] and words[start] in _KIND_OF and words[start + 1:start + 2] == ["of"]:
        start += 2
    if words[start:start + 1] and words[start] in _OTHER:  # "which other banks": a named bank, not the one asked
        start += 1
    phrase = []
    for w in words[start:start + 3]:
        if w in STOPWORDS or w in FILLER or w == verb or w in DO_AUXILIARIES or w in BE_AUXILIARIES:
            break
        phrase.append(w)
    end = start + len(phrase)
    nxt = words[end] if end < len(words) else ""
    if not phrase or words[k] != "which" and start == k + 1 and nxt and nxt not in DO_AUXILIARIES | BE_AUXILIARIES | FILLER:
        return ()  # "what caused the fire": a verb, not a noun, after "what"
    return tuple(w for w in phrase if w not in COUNT_WORDS and w not in PERCENT_WORDS and w not in SIZE_WORDS
                 and w not in ANSWER_TYPE_WORDS)


# "the", "what", "they": function words a slip of which is read as them; of three letters only these (a swap of "was",
# "may", "are" or "now" is as often a name or an acronym: "aws", "amy", "rae", "nwo"; of a filler word, a name:
# "amin", "greta", "tema" are no slips of "main", "great", "team")
_POINTING = frozenset({"this", "that", "whole", "entire"})  # what points back at the story told
_SHORT_WORDS = frozenset(w for w in STOPWORDS if len(w) >= 4) | {"the", "and", "you", "how", "who"}  # not "main", "team"
_FILLER_BY_LENGTH: dict[int, list[str]] = {}
for _w in FILLER:
    _FILLER_BY_LENGTH.setdefault(len(_w), []).append(_w)


# "wen did the port reopen": when, opening a question before its auxiliary (Wen is a name: "Wen said …")
_WHAT_COST = re.compile(r"^(\W*)(?:what|wat|wut)\s+((?:did|does|do|will|would|could|might|should)\b)", re.I)
# "what did the room cost to build": how much (not "what did he say about the cost")
_COST_AS_VERB = re.compile(r"\b(?!(?:the|a|an|its|their|his|her|our|your|my|of|about|total|full|final|overall|this|that)\s)"
                           r"\w+\s+costs?\b", re.I)
_WEN = re.compile(r"^(\W*)wen(?=\s+(?:did|does|do|is|was|are|were|will|can|could|would|should|has|have)\b)")


_END_UP = re.compile(r"\b(?:end|ends|ended|ending) up\b", re.I)
# a year said by its last two figures, ending a question ("how many died back in 79?", "since '08"): 1979, 2008
_SHORT_YEAR = re.compile(r"\b(in|since)\s+['\u2019]?(\d\d)(?=\s*[?!.]*\s*$)", re.I)
_SHORT_YEAR_PIVOT = 40  # "in 79": 1979; "since 08": 2008


def _full_year(m: re.Match[str]) -> str:
    """A two-figure year written out in full ("in 79": "in 1979")."""
    yy = int(m.group(2))
    return f"{m.group(1)} {1900 + yy if yy >= _SHORT_YEAR_PIVOT else 2000 + yy}"


def read_wen(text: str) -> str:
    """A question with an opening chat "wen" read as "when" ("wen did it open"; not "what did Wen say"), "end up"
    as "finally" ("how many votes did he end up with"; a question's only: a fact's "the trial ended up collapsing" still
    says it ended), "what did it cost" as "how much did it cost" (an amount asked, as "how much" asks it), and a year
    said by two figures at the end in full ("back in 79": 1979)."""
    text = _SHORT_YEAR.sub(_full_year, _END_UP.sub("finally", _WEN.sub(r"\1when", text)))
    return _WHAT_COST.sub(r"\1how much \2", text) if _COST_AS_VERB.search(text) else text


def short_slip(word: str) -> str | None:
    """The function or filler word a short word no word list holds is with two letters swapped ("teh": the), or None."""
    if not 3 <= len(word) < W.filler_typo_min or not word.isalpha() or lexicon.listed(word):
        return None
    return next((s for k in range(len(word) - 1) if (s := word[:k] + word[k + 1] + word[k] + word[k + 2:]) in _SHORT_WORDS),
                None)


def story_called(words: list[str]) -> set[str]:
    """The words calling the story by what the asker makes of it ("this whole mess", "the entire saga")."""
    return {w for k, w in enumerate(words) if k and w in STORY_NOUNS and words[k - 1] in _POINTING}


def _filler_typo(t: Term, vocab: Vocabulary) -> bool:
    """Whether a word no fact uses is a one-letter slip of a chat or filler word ("actualy", "probaly", "pleaes")."""
    w = t.surface
    if not w.isalpha() or vocab.known(t) or lexicon.listed(w):
        return False  # "pleased", "timing": words of their own, not slips of "please", "aiming"
    if len(w) < W.filler_typo_min:  # a short word: only two letters swapped ("teh", "waht", "tehy")
        return short_slip(w) is not None
    pool = [f for n in (len(w) - 1, len(w), len(w) + 1) for f in _FILLER_BY_LENGTH.get(n, ())]
    return process.extractOne(w, pool, scorer=DamerauLevenshtein.distance, score_cutoff=1) is not None


def _named_accounts(words: list[str], vocab: Vocabulary) -> list[tuple[str, list[str]]]:
    """The accounts a question names by a person's name the facts never write: "lucia ordonez" (@lu_ordonez).

    A surname of four letters or more names an account whose handle is it after the start of a first name no fact
    uses (not "bramble labs": @bramblelabs is named by words the facts use; not "alarming news" for @a_news: two
    common English words).
    """
    out = []
    for k in range(1, len(words)):
        first, last = words[k - 1], words[k]
        if len(last) < 4 or not (first + last).isalpha() or first in STOPWORDS or (
                lexicon.met(stem(last)) >= W.common_word and lexicon.met(stem(first)) >= W.common_word):
            continue  # "alarming news" names no @a_news; "ann young" may name @ayoung
        start = next((first[:n] for n in range(1, len(first)) if first[:n] + last in vocab.known_handles), None)
        if start is not None and not vocab.known(term_for(first)):
            out.append((start + last, [first, last]))
    return out


# what someone thinks is told by what they say, expect or call it: never a verb a fact must repeat
_OPINION_VERBS = frozenset("think thinks thought reckon reckons feel feels felt believe believes believed expect expects "
                           "expected suppose guess consider considers considered".split())
_ASKING_ON = frozenset({"tell", "know", "ask", "wonder", "say", "explain", "show", "me", "us"})  # "can you tell me who"
_OCCASION_BEFORE = frozenset(w for w, n in ORDINAL_WORDS.items() if n <= 5) | {"this", "every", "each"}
_MOTION = frozenset({"of", "from", "to", "into", "onto", "towards", "toward", "through"})
_SIZE_NOUNS = frozenset({"size", "sizes", "sized", "scale", "magnitude"})  # "how big", "what size": not "the big hike"


_THOUGHT_LEAD = frozenset("it they he she we you i will ll would d can could should must might may to".split())


def _verb_thought(words: list[str], opinion: str) -> str | None:
    """The verb of what an opinion verb says is thought, after a pronoun or modal ("reckon it'll *borrow* at", "expect
    them to *finish*"), or None ("what does the bank think", "believe the treaty …")."""
    k = words.index(opinion) + 1
    if k >= len(words) or words[k] not in _THOUGHT_LEAD:
        return None
    while k < len(words) and words[k] in _THOUGHT_LEAD:
        k += 1
    return words[k] if k < len(words) else None


_BEFORE_SIZED = frozenset({"is", "was", "are", "were", "r", "of", "had", "has", "have", "will", "would", "did", "does", "do",
                           "gonna", "be"})


def size_asked_of(words: list[str]) -> list[str]:
    """The words of what "how big" asks the size of: "how big is the (rebuilding fund)", "what size was (the farm)",
    up to the first function word ("how big a (premium) is calloway paying over the share price")."""
    k = next((i for i, w in enumerate(words) if w in SIZE_WORDS or w in _SIZE_NOUNS), None)
    return [] if k is None else _sized_after(words, k)


def _sized_after(words: list[str], k: int) -> list[str]:
    """The words after the size word at ``k`` naming what it measures, up to the first function word."""
    rest = list(itertools.dropwhile(lambda w: w in _BEFORE_SIZED, words[k + 1:]))  # "how big had (the lake) got"
    return list(itertools.takewhile(lambda w: w not in STOPWORDS or w in DETERMINERS, rest))


_EXTENT_ADJECTIVES = frozenset(EXTENTS) | {"long", "tall"}  # "how long", "how tall", and each extent measured


def measure_asked_of(words: list[str]) -> list[str]:
    """The words of what "how long / wide / deep / tall" asks the extent of ("how long is (the tunnel)"), else those
    of what "how big" asks the size of."""
    k = next((i + 1 for i in range(len(words) - 1) if words[i] == "how" and words[i + 1] in _EXTENT_ADJECTIVES), None)
    return size_asked_of(words) if k is None else _sized_after(words, k)


_TIME_MODIFIERS = frozenset({"last", "next", "this", "that", "every", "each", "per", "same", "previous"})
_GLOSS_NOUNS = frozenset({"translation", "translations", "meaning", "meanings"})
_GLOSSED_NOUNS = frozenset({"word", "words", "name", "names", "term", "terms", "phrase", "acronym", "abbreviation"})
_BEFORE_NOUN = frozenset("is was are were s the a an".split())  # "what was the …": skipped to the noun
_PRICED_AFTER = frozenset("for of at in on to per".split())  # "the toll for a car", "the fee per ticket"
_BEFORE_HEAD = DETERMINERS | _BEFORE_NOUN | {"this", "that"}  # "what are the names of those men": men


def _priced_noun(words: list[str]) -> str | None:
    """The noun "how much is the N" prices, when a preposition or the end follows it ("the toll for a car"), or None."""
    if words[:2] != ["how", "much"] or len(words) < 4 or words[2] not in ("is", "was", "are", "were", "s"):
        return None
    k = 3
    while k < len(words) and words[k] in ("the", "a", "an", "this", "that", "its", "their"):
        k += 1
    if k < len(words) and words[k] not in STOPWORDS and (k + 1 == len(words) or words[k + 1] in _PRICED_AFTER):
        return words[k]
    return None


def _noun_phrase(words: list[str], start: int) -> list[str]:
    """The three words after a question word, past a be-verb and an article: "what was the original target date"."""
    k = start
    while k < len(words) and words[k] in _BEFORE_NOUN:
        k += 1
    return words[k:k + 3]


def _asks_gloss(words: list[str], gloss: frozenset[str]) -> bool:
    """Whether a question asks what a word means ("what does X mean", "stand for"), not "what does it mean for Y"."""
    for k, w in enumerate(words):
        nxt = words[k + 1] if k + 1 < len(words) else None
        # not "what does it mean for Y", "the disease it is meant to treat" (an aim, not a meaning)
        if w in gloss and nxt not in ("for", "that") and not (w.startswith("mean") and nxt == "to") \
                or w in ("stand", "stands") and nxt == "for":
            return True
    return False


# "whats the waiting list at now", "what is the repair bill at": the level a thing stands at (not "what hospital did
# she have her surgery at": a thing done at a place)
_AT_LEVEL = re.compile(r"(?:what|whats|what's)(?: is| was)? the (?:(?!did |does |do )[\w'\-]+ ){1,5}at$")


_HOW_AUX = frozenset("did do does was were is are could can will would has have had".split())


def asks_manner(words: list[str]) -> bool:
    """"how did the thieves get in", "how are they killing the birds": a means asked (not "how much", "how's it going")."""
    k = next((i for i, w in enumerate(words) if w == "how"), None)
    return k is not None and k + 1 < len(words) and words[k + 1] in _HOW_AUX and not _asks_told(words[k + 2:])


def _asks_told(words: list[str]) -> bool:
    """Whether a "how did …" question's verb asks what was said, chosen or how it turned out ("how did the drivers
    *vote*", "how did he *explain* the images", "how did the strike *end*"), not a means; a noun after a determiner
    ("how did the vote break down") is no verb."""
    return any(term_for(w).stem in _TOLD_HOW_STEMS and (k == 0 or words[k - 1] not in DETERMINERS)
               for k, w in enumerate(words))


_TOLD_HOW_STEMS = frozenset(term_for(v).stem for v in TOLD_HOW_VERBS)


def answer_type(qtype: str, words: list[str], types: dict[str, frozenset[str]]) -> str:
    """The kind of answer a question asks for: number, date, person, organisation, name, place, reason, gloss, manner
    or ''."""
    if qtype in ("count", "size", "percent", "duration"):
        return "number"
    fixed = {"when": "date", "who": "person", "where": "place", "why": "reason"}
    if qtype in fixed:
        return fixed[qtype]
    if qtype == "what" and _asks_gloss(words, types.get("gloss", frozenset())):
        return "gloss"  # "what does Obersee translate to", "what does CfD stand for"
    if qtype == "what" and asks_manner(words):
        return "manner"  # "how did the virus get into the farm": a means or a cause told
    for i, w in enumerate(words):  # "what/which X": the noun after the question word names the type
        if w in ("what", "which", "whats", "what's"):
            window = _noun_phrase(words, i + 1)
        elif i == 0:  # "date of first power?": the first word itself
            window = words[:1]
        else:
            continue
        for nxt in window:
            one = nxt[:-3] + "y" if len(nxt) > 4 and nxt.endswith("ies") else (  # "which companies": company
                nxt[:-1] if len(nxt) > 3 and nxt.endswith("s") else nxt)  # "what are the names of …"
            for kind, members in types.items():
                if (nxt in members or one in members) and kind != "gloss":  # a gloss only as _asks_gloss reads it ("mean for": none)
                    return kind
    if _AT_LEVEL.match(" ".join(w for w in words if w not in NOW_WORDS)):
        return "number"  # "whats the waiting list at now": the level it stands at
    for k in range(max(0, len(words) - 2), len(words)):  # "turbine model?", "rover name?"
        if k and words[k - 1] in _TIME_MODIFIERS:
            continue  # "what was its revenue last year": a time said, not asked
        for kind in ("name", "person", "organisation", "place", "date"):
            if words[k] in types.get(kind, ()):
                return kind
    return ""


_WH = frozenset({"what", "which", "whats", "how", "who", "where", "when", "why", "whose"})


# a percentage set after a determiner or a possessive names a thing by it ("the 4.2% offer", "the union's 3.5% offer")
_FIGURE_NAMED = re.compile(rf"\b(?:{'|'.join(sorted(DETERMINERS))}|[a-z]+'s)\s+\d[\d.,]*\s*(?:%|percent\b)", re.I)


def _figure_named(text: str) -> bool:
    """Whether a question names a thing by its percentage ("why turn down the 4.2% offer"), not tells one ("who owns
    51% of it", "when did it close up 42%", "when did the fire reach 81% containment": the percentage's fact)."""
    return bool(_FIGURE_NAMED.search(text))


def _asked(words: list[str], i: int) -> bool:
    """Whether the word at i is what the question asks for: "what share", "how big a fraction", not "what lake … a fraction"."""
    before = words[max(0, i - 3):i]
    return not any(w in _WH for w in words) or any(w in _WH or w in ("much", "big", "large") for w in before)


_TIME_WORDS = PAST_WORDS | NOW_WORDS | ORIGINAL_WORDS


def before_change(words: list[str], k: int) -> bool:
    """Whether word k is "before" a change ("the fare before the increase", "before they raised it"): the earlier
    figure is asked."""
    return words[k] == "before" and not CHANGE_WORDS.isdisjoint(words[k + 1:k + 4])


# a common verb that says little beside its object ("give", "get", "take", "make", "find"), its object an indefinite
# pronoun that names nothing: the verb is then the deed asked ("did they give ppl anything": what was given)
_PLAIN_DEED_VERBS = frozenset({"give", "get", "take", "make", "find"})
_NOTHING_NAMED = frozenset({"anything", "something", "nothing"})
_TO_BOT = frozenset({"you", "u", "me", "us"})  # "can you give me anything on it": the bot is asked to tell


def deeds_of_nothing(words: list[str]) -> frozenset[str]:
    """The plain verbs whose object, at most one word later, is "anything" or "something" ("did they give people
    anything for it", "did the divers find anything"), not said to or by the bot ("can you give me anything")."""
    out = set()
    for k, w in enumerate(words):
        if k == 0 or not _NOTHING_NAMED & set(words[k + 1:k + 3]) or verb_lemmas(w).isdisjoint(_PLAIN_DEED_VERBS):
            continue
        if words[k - 1] not in _TO_BOT and _TO_BOT.isdisjoint(words[k + 1:k + 2]):
            out.add(w)
    return frozenset(out)


def _plain_deed_beside_unknown(q: Question, deeds: frozenset[str], vocab: Vocabulary) -> None:
    """Back to filler a plain verb made key (``deeds_of_nothing``) when another key word is one no fact uses ("did they
    give anything to the engineers"): so common a verb would only make a fact about something else look covering."""
    if deeds and any(not vocab.known(t) for t in q.required if t.surface not in deeds):
        q.optional += [t for t in q.required if t.surface in deeds]
        q.required = [t for t in q.required if t.surface not in deeds]


def back_then(words: list[str]) -> bool:
    """Whether "back" only says when, earlier ("back in july", "back in 2019", "back then"), not a return."""
    return any(w == "back" and (words[k + 1:k + 2] == ["then"] or words[k + 1:k + 2] in (["in"], ["on"]) and
                                words[k + 2:k + 3] and (words[k + 2] in MONTHS or words[k + 2].isdigit()))
               for k, w in enumerate(words))


def earlier_marks(words: list[str]) -> frozenset[str]:
    """The words that mark an earlier figure asked, not what it is of: the verb of "first reported / said / thought"
    (how it was told) and the change of "before they raised it" (what replaced it)."""
    marks: set[str] = set()
    for k, w in enumerate(words):
        after = words[k + 1:k + 4]
        if w == "first" and after and (after[0] in SPEECH_VERBS or after[0] in _THOUGHT):
            marks.add(after[0])
        if before_change(words, k):
            marks.update(x for x in after if x in CHANGE_WORDS)
    return frozenset(marks | {words[k] for k in _at_start(words)})


_START_VERBS = frozenset({"start", "begin", "launch", "open"})
_START_NOUNS = frozenset({"start", "outset", "beginning", "launch"})
_CLAUSE_SUBJECTS = frozenset({"it", "they", "this", "that", "the", "its", "their"})


def _at_start(words: list[str]) -> frozenset[int]:
    """The positions of a phrase asking how a thing stood when it began, the earlier figure ("what was the budget
    *when it started*", "*at the outset*", "*to begin with*"), not a when-question ("when did it start") nor a phase
    ("when it started sinking")."""
    at: set[int] = set()
    for k, w in enumerate(words):
        nxt = words[k + 1:k + 3]
        if k and w == "when" and nxt[:1] and nxt[0] in _CLAUSE_SUBJECTS:
            for j in range(k + 2, min(k + 6, len(words))):
                follow = words[j + 1:j + 2]
                if not verb_lemmas(words[j]).isdisjoint(_START_VERBS) and not (
                        follow and (follow[0].endswith("ing") or follow[0] == "to")):
                    at.update((k, j))
                    break
        elif w in _START_NOUNS and k > 1 and words[k - 2] in ("at", "in") and words[k - 1] == "the" and \
                words[k + 1:k + 2] != ["of"] or w in ("begin", "start") and k and words[k - 1] == "to" and nxt[:1] == ["with"]:
            at.add(k)  # "at the start", "in the beginning", "to begin with"; not "at the start of the trial": when
    return frozenset(at)


_EARLIER_NOUNS = EARLIER_NOUNS | LEVEL_NOUNS  # "the old record", "the first offer", "the old fare": a replaced figure
_THOUGHT = frozenset({"thought", "estimated", "believed", "expected", "feared", "planned"})
_THINK = frozenset({"think", "believe", "estimate", "expect", "fear"})


def asks_first_thought(words: list[str]) -> bool:
    """Whether a belief later replaced is asked ("what did they first think", "when was it first believed to date
    from"): "first" before a verb of thinking."""
    return any(w == "first" and not verb_lemmas(n).isdisjoint(_THINK) for w, n in zip(words, words[1:]))


def slipped_into(word: str, words: frozenset[str]) -> bool:
    """Whether a word no list holds is a slip of one of these words ("originaly": originally)."""
    return word not in words and len(word) >= lexicon.SLIP_MIN and lexicon.slip_of(word) in words


def asked_units(words: list[str], corpus_units: set[str]) -> list[str]:
    """The unit a counting question asks about, from the nouns after 'how many' or before 'count'."""
    units: list[str] = []
    for i, w in enumerate(words):
        if w in ("many", "much") and i > 0 and words[i - 1] == "how" or w == "of" and i > 0 and words[i - 1] in COUNT_WORDS:
            for nxt in words[i + 1:i + 4]:
                if nxt in STOPWORDS or nxt in FILLER:
                    break  # "how much data did it send": the unit is before the verb
                u = canonical_unit(nxt)
                if u in corpus_units or u in KNOWN_UNITS or u in UNIT_DIMENSION:  # "hectares": the facts may say "ha"
                    units.append(u)
        if w in COUNT_WORDS and i > 0:
            u = canonical_unit(words[i - 1])
            if u in corpus_units or u in KNOWN_UNITS:
                units.append(u)
    return units[-1:]

KNOWN_UNITS = {"hour", "day", "week", "month", "year", "minute", "gpu", "chip", "token", "parameter", "flop",
                "usd", "eur", "byte", "layer", "expert", "user", "employee", "person", "percent", "cluster",
                "node", "server", "machine", "post", "head", "dimension", "step", "epoch", "sample", "image",
                "video", "country", "language", "download", "star", "follower", "customer", "dollar"}
GREETINGS = {"hi", "hello", "hey", "yo", "thanks", "thank", "morning", "evening", "good"}
UNIT_DIMENSION = {u: name for name, (units, _) in DIMENSIONS.items() for u in units} | {u: "duration" for u in DURATION_UNITS}
DIMENSION_WORDS = {name: words for name, (_, words) in DIMENSIONS.items()} | {"duration": DURATION_WORDS}


# words that name another kind of answer (a date, a name, a company) than a measure
_TYPED = frozenset().union(*ANSWER_TYPES.values()) - {"who", "where", "when", "why"}


# "how much did it cost / did they charge / does a captain earn": money asked by its verb ("charge" alone may be a
# criminal one: "what charge does he face")
_COST_VERBS = frozenset({"cost", "costs", "costing", "charge", "charges", "charged", "charging", "earn", "earns",
                         "earned", "earning", "spend", "spent", "spending", "pay", "paid", "paying", "owe", "owes",
                         "owed"})
_NO_PRICE = frozenset({"up", "down", "left", "bigger", "smaller", "more", "less", "cheaper", "dearer", "over", "under",
                       "enough", "too", "level", "levels"})  # "how much is it up", "is left" (and _LEVEL_WORDS): no price
_MODAL_OR_DO = frozenset({"did", "does", "do", "will", "would", "could", "might", "should"})
_CLAUSE_BREAKS = frozenset({"in", "on", "at", "of", "during", "than", "for", "from", "after", "before", "since", "by",
                            "with", "to", "while", "when", "because"})


def _heads_what_is(words: list[str], i: int) -> bool:
    """Whether the word at i heads "what is the … of": "what is the (average) height of the tower"."""
    if i + 1 >= len(words) or words[i + 1] != "of":
        return False
    for the in (i - 1, i - 2):  # one word may stand between: "the average discharge"
        if the >= 1 and words[the] == "the" and (words[the - 1] in ("whats", "what") or the >= 2 and words[the - 1] in
                                                 ("is", "was", "are", "were") and words[the - 2] in ("what", "which")):
            return True
    return False


def asks_state_length(words: list[str]) -> bool:
    """Whether "how long was X …" asks how long X stayed so: a past participle ends its clause ("how long was the girl
    trapped under the tower", "how long was the bridge closed"), or a state after "be" ("gonna be away"), not a
    participle before a noun ("the extended runway")."""
    k = next((i for i in range(len(words) - 2) if words[i] == "how" and words[i + 1] == "long"), None)
    if k is None:
        return False
    past = words[k + 2:k + 3] in (["was"], ["were"])  # "how long is the runway built at Heathrow": a length
    if words[-1] == "for" and len(words) > k + 3:  # "how long was the app down for", "how long are they staying for"
        return True
    for i in range(k + 4, len(words)):
        nxt = words[i + 1] if i + 1 < len(words) else ""
        ends = not nxt or nxt in PREPOSITIONS or nxt in PARTICLES or nxt in OUTCOME_WORDS or nxt in NOW_WORDS
        # "how long was it shut in the end" (read "finally"), "how long was it closed altogether"
        if past and (participle(words[i]) or words[i] in _STATES) and ends:  # "how long was the app down"
            return True
        if past and words[i] in _OUT_OF and nxt in DETERMINERS:
            return True  # "how long was the ferry off the route": out of it for a time (not "down the hill": a way)
        if words[i] in _STATES and words[i - 1] == "be":  # "how long are evacuees gonna be away from home"
            return True
    return False


_STATES = frozenset({"away", "out", "off", "down", "offline", "closed", "shut", "open", "gone", "missing", "stuck",
                     "stranded", "aground", "adrift", "idle", "empty", "dark"})
_OUT_OF = frozenset({"off", "out", "away"})  # "how long was the ship off the route", "away the whole winter"
_SUBJECT_ENDS = frozenset({"last", "this", "next", "now", "today", "so", "in", "at", "on", "for", "during", "after",
                           "before", "since", "by", "as", "according"})


def _ends_what_subject(words: list[str], i: int) -> bool:
    """Whether the word at i, a noun, ends the subject of "what is/was …": "what was pratto's revenue last year" (a name
    and the measure, nothing else but "the" and modifiers before it; of money only, the one measure such a subject
    reliably asks: not "Kipchoge's time", "the stadium's capacity")."""
    if not words or words[0] not in ("what", "whats", "which"):
        return False
    k = 2 if len(words) > 1 and words[1] in ("is", "was", "are", "were", "s") else 1
    if not k <= i <= k + 4:
        return False
    nxt = words[i + 1] if i + 1 < len(words) else ""
    if words[i].endswith("ed") or participle(words[i]) or words[i] in DO_AUXILIARIES:
        return False  # "what was the issue raised by the union": a verb, no measure
    return (not nxt or nxt in _SUBJECT_ENDS) and all(w == "the" or w not in STOPWORDS and w not in _TYPED
                                                     for w in words[k:i])


_LEVEL_WORDS = frozenset({"high", "higher", "highest", "low", "lower", "lowest"})  # of prices: a level, not a height


def _of_level(words: list[str], i: int) -> bool:
    """Whether "how high" (word i) is asked of a price, a rate or another level ("how high did egg prices go"), its
    subject just after the verb; not "how high is the tower that meets the demand"."""
    rest = words[i + 1:]
    if rest[:1] and rest[0] in BE_AUXILIARIES | DO_AUXILIARIES | {"have", "has", "had", "will", "can", "could"}:
        rest = rest[1:]
    subject = list(itertools.takewhile(lambda w: w not in _CLAUSE_BREAKS and w not in ("that", "which", "who"), rest))
    return not LEVEL_NOUNS.isdisjoint(subject[:4])


# a measure word in a set phrase that measures nothing
_NO_MEASURE = frozenset({("so", "far"), ("thus", "far"), ("by", "far"), ("as", "far"),
                         ("what", "time"), ("whats", "time"), ("wat", "time")})  # "what time did it hit": a clock time


_BE_AFTER_WH = re.compile(r"\W*(?:what|which|wat|wht)(?:['\u2019]s|s\b|\s+(?:\w+\s+)?(?:is|was|are|were)\b)", re.I)
# "what's the …", "what’s", "what exactly is the …": a be-verb after the question word


_GO_VERBS = frozenset("go goes going gone went".split())


def _asks_rise_or_fall(words: list[str], vocab: Vocabulary) -> bool:
    """Whether a question asks how much something rises or falls in words the facts use ("pay rise", "going up",
    "how much was it cut"; not "how much did the share price jump" when no fact says "jump")."""
    return any(w in RISE_FALL_WORDS and w not in ("up", "down") and vocab.known(term_for(w))
               or w in ("up", "down") and k and words[k - 1] in _GO_VERBS for k, w in enumerate(words))


def _asks_price(words: list[str]) -> bool:
    """Whether a how-much question is "how much is/was/are/were" and a thing, no verb after it before its clause ends
    ("how much was a day ticket for greywater", "hw much r 2028 tix"): its price is asked (not "how much is my bill
    going up", "how much is left", "how much is the water level")."""
    k = next((i for i in range(len(words) - 2) if words[i] == "how" and words[i + 1] == "much"), None)
    if k is None or words[k + 2] not in ("is", "was", "are", "were", "r"):
        return False
    rest = list(itertools.takewhile(lambda w: w not in _CLAUSE_BREAKS, words[k + 3:]))
    return bool(rest) and not any(w.endswith(("ing", "ed")) or w in _NO_PRICE or w in _LEVEL_WORDS for w in rest)


def asked_dimensions(words: list[str], verb: str | None = None, be_after_wh: bool = False) -> set[str]:
    """The dimensions a question asks to measure ("how far" → length, "what voltage" → voltage); ``verb``: its main
    verb (``main_verb``); ``be_after_wh``: the question word is followed by a be-verb as written ("what's hornsea's
    installed capacity")."""
    out: set[str] = set()
    counting = next((i for i, w in enumerate(words[1:], 1) if w in ("much", "many") and words[i - 1] == "how"), None)
    # ... in its own clause: not "how much lower was the sea in the last cold phase"
    clause_end = next((i for i, w in enumerate(words) if counting is not None and i > counting and w in _CLAUSE_BREAKS),
                      len(words))
    if counting is not None and words[counting] == "many" and counting + 1 < len(words) and (not any(
            words[counting + 1] in members for members in DIMENSION_WORDS.values())
            or counting + 2 < len(words) and plural_noun(words[counting + 2])):
        clause_end = counting + 1  # "how many homes lost power", "how many speed cameras": things counted, no measure
    # "which hospital lost its power": a noun after the question word, then a verb: its object ends the question (not
    # "what's the turbine's rated power", "what's hornsea's installed capacity", "what did tesla report in revenue")
    object_last = verb is not None and words[:1] in (["which"], ["what"], ["wat"]) and not be_after_wh \
        and words[1:2] != [] and words[1] not in _BEFORE_NOUN and words[1] not in DO_AUXILIARIES \
        and words[1] not in BE_AUXILIARIES and verb in words[2:-1]
    for i, w in enumerate(words):
        modifier = words[i - 1:i] == ["many"] and i + 1 < len(words) and plural_noun(words[i + 1])  # "speed cameras"
        asking = "how" in words[max(0, i - 2):i] and words[i - 1] not in DETERMINERS and not modifier or (
            # not "how's the power plant", "how many speed cameras"
            i > 0 and words[i - 1] in ("what", "which", "whats")) or (
            counting is not None and counting < i < clause_end) or (  # "how much did the launch cost": it comes last
            counting is not None and i > counting and w in _COST_VERBS and words[counting + 1:counting + 2] != []
            and words[counting + 1] in _MODAL_OR_DO) or (  # "how much did the room at the zoo cost": its verb
            i == len(words) - 1 and words[0] in ("what", "which", "whats")  # "what's the rover's top speed"
            and not any(x in _TYPED for x in words[1:i]) and not object_last  # not "what was the target date for first power"
            and about_measure(words) is None) or (  # nor "what did the county say about the budget"
            _heads_what_is(words, i)) or (  # "what is the height of the tower"
            w in DIMENSION_WORDS["money"] and _ends_what_subject(words, i))  # "what was pratto's revenue last year"
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if (words[i - 1] if i else "", w) in _NO_MEASURE or nxt in _TYPED or w in _LEVEL_WORDS and _of_level(words, i):
            continue  # "arrested so far", "by far the largest"; "which power company": the company is asked
        if i and w in _MEASURE_ADJECTIVES and _name_before(words[i - 1]):
            continue  # "how much copper does orvik deep put out": the end of a name ("Orvik Deep"), no measure
        if asking:
            out.update(name for name, members in DIMENSION_WORDS.items() if w in members
                       and (name not in AMOUNT_ONLY or counting is not None and i > counting))
            if w in _COST_VERBS and counting is not None and words[counting] == "much" and i > counting:
                out.add("money")
    paid = _paid_by_phrase(words)  # "how much did she take home": a sum, not the time "take" asks alone
    return (out - {"duration"} if paid else out) | _strength_measured(words) | _sale_price(words) | paid


# the verbs of paying, earning or getting money back a phrasal verb may mean ("chip in": contribute, pay), the one
# it is read as first; each with the stems of the words a fact names that sum by (world.json ``sum_verbs``)
_PAYING = ("contribute", "invest", "earn", "pay", "spend", "recoup", "repay", "donate")
_PAYING_STEMS = tuple(stem(w) for w in _PAYING)
_SUM_WORDS = {stem(k): frozenset(stem(w) for w in v) for k, v in SUM_VERBS.items()}


def _paying_phrase(words: list[str], k: int) -> tuple[tuple[str, ...], int]:
    """The relatives of a phrasal verb of paying or earning at word k ("chip in": contribute, pay; "take home": earn;
    "claw back": recoup) and how many words it takes, or ((), 0)."""
    related, n = lexicon.phrase_relatives(words, k)
    return (related, n) if n and not frozenset(related).isdisjoint(_PAYING_STEMS) else ((), 0)


def _paid_by_phrase(words: list[str]) -> set[str]:
    """Money when "how much" asks what a phrasal verb of paying pays: "how much is the state chipping in", "how much
    did she take home", "how much are they trying to claw back" (not "how much copper does it put out": an amount)."""
    at = next((i for i in range(len(words) - 2) if words[i] == "how" and words[i + 1] == "much"), None)
    if at is None or words[at + 2] not in _MODAL_OR_DO | BE_AUXILIARIES:
        return set()
    return {"money"} if any(_paying_phrase(words, k)[1] for k in range(at + 3, len(words))) else set()


def _read_as_paying(q: Question, words: list[str]) -> None:
    """Read a phrasal verb of paying by its relatives, never its verb's own stem, its particle no word to find: "how
    much is the state chipping in" asks what it contributes ("chip" is no chip), "take home" what one earned."""
    for k in range(len(words)):
        related, n = _paying_phrase(words, k)
        verb = next((t for t in q.required + q.optional if t.surface == words[k]), None) if n else None
        if verb is None or verb.stem in _SUM_WORDS:  # "pay out", "claw back": the verb names the sum itself
            continue
        rest = set(words[k + 1:k + n])  # the particle ("in", "home"), and an object pronoun before it
        q.required = [t for t in q.required if t.surface not in rest]
        q.optional = [t for t in q.optional if t.surface not in rest]
        own = next(p for p in _PAYING_STEMS if p in related)
        said = frozenset(related).union(*(_SUM_WORDS.get(r, ()) for r in related)) - {own}  # "earn": "revenue"
        read = Term(verb.surface, own, said, verb.filler, verb.primary)
        q.required = [read if t is verb else t for t in q.required] + ([read] if verb in q.optional else [])
        q.optional = [t for t in q.optional if t is not verb]  # "take" of "take home": a light verb no more
        q.predicate = read if q.predicate is verb else q.predicate
        q.verb = read if q.verb is verb else q.verb
        q.action = read if q.action is verb else q.action


_SELL_FORMS = frozenset({"sell", "sells", "sold", "selling"})
_GO_FORMS = frozenset({"go", "goes", "went", "going"})  # "how much did the stone go for": right before "for"


def _sale_price(words: list[str]) -> set[str]:
    """Money when "how much" asks what a thing sold (or went) for: "how much did the farmer sell his stone for", "how
    much was the painting sold for" (not "how much coal did they sell": an amount after "much")."""
    at = next((i for i in range(len(words) - 2) if words[i] == "how" and words[i + 1] == "much"), None)
    if at is None or words[at + 2] not in _MODAL_OR_DO | BE_AUXILIARIES:
        return set()
    sold = next((i for i in range(at + 3, len(words)) if words[i] in _SELL_FORMS), None)
    went = any(w in _GO_FORMS and words[i + 1:i + 2] == ["for"] for i, w in enumerate(words[at + 3:], at + 3))
    return {"money"} if went or sold is not None and "for" in words[sold + 1:] else set()


def _strength_measured(words: list[str]) -> set[str]:
    """The dimension "how strong" asks of a thing whose strength is measured in it ("how strong were the winds": a
    speed, "gusts of 96 km/h"; world.json ``strength_measures``)."""
    if not any(w in STRENGTH_WORDS and words[i - 1:i] == ["how"] for i, w in enumerate(words)):
        return set()
    return {name for name, things in STRENGTH_MEASURES.items() if not things.isdisjoint(words)}


# words that may stand between "how much" and the stuff it asks of ("how much more crude oil")
_AMOUNT_LEAD = frozenset({"more", "less", "extra", "additional", "of", "the"})


# what "how much" asked in no named unit never asks: a span, a heat, a pitch, a speed ("a four-week consultation",
# "vibration at 410 Hz"); "how much time", "how much hotter" name theirs
NOT_AMOUNTS = frozenset({"duration", "temperature", "frequency", "speed", "voltage", "sound"})


def figure_kinds(units: frozenset[str]) -> frozenset[str]:
    """The kinds of a fact's figures: a unit's dimension ("usd": money), a share, another measure ("nm"), else a count
    ("38 cubs")."""
    return frozenset(UNIT_DIMENSION.get(u) or ("percent" if u == "percent" else "measure" if u in MEASURE_UNITS
                                              else "count") for u in units)


def kinds_asked(q: Question, units: frozenset[str]) -> frozenset[str]:
    """The kinds of a fact's figures the question asks: of the dimension or unit it names ("how much money": money),
    else an amount for "how much" (a sum, share or measure before a count; no span or speed), a count for "how many";
    empty when the fact gives none or no such figure is asked."""
    kinds = figure_kinds(units)
    if q.dimensions:
        return kinds & frozenset(q.dimensions)
    if q.units:
        return figure_kinds(units & frozenset(q.units))
    pairs = set(zip(q.analysis.words, q.analysis.words[1:]))
    if ("how", "much") in pairs:
        amounts = kinds - NOT_AMOUNTS
        return amounts - {"count"} or amounts  # "1.8 million cubic metres … 1,100 residents": the volume
    return kinds & {"count"} if ("how", "many") in pairs else frozenset()


def substance_measured(q: Question) -> frozenset[str]:
    """The dimensions an amount of the stuff "how much" asks of is measured in ("how much oil spilled": a volume or a
    mass; world.json ``substance_measures``), when the question names no measure or unit itself; empty otherwise."""
    words = q.analysis.words
    if q.qtype != "count" or q.units or q.dimensions or q.dimension:
        return frozenset()
    dims: set[str] = set()
    for k in range(len(words) - 2):
        if words[k] == "how" and words[k + 1] == "much":
            for w in words[k + 2:k + 5]:  # "how much coffee land": a mass or an area, either stuff's
                if w in STOPWORDS and w not in _AMOUNT_LEAD:
                    break  # "how much did the oil cost": a verb, no stuff named after "much"
                dims |= SUBSTANCE_MEASURES.get(w, frozenset())
    return frozenset(dims)


# a last noun after these is what a question is about or when, not a measure asked ("what did the county say about the
# budget", "what did demand max out at during the heat")
_TOPIC_PREPOSITIONS = frozenset({"about", "during", "regarding", "concerning", "amid", "despite", "throughout"})


def about_measure(words: list[str]) -> str | None:
    """The measure word ending a what-question after a preposition of its topic or time ("what did the county say
    about the budget", "what did demand max out at during the heat"): a key word a fact must say, not a measure asked."""
    if len(words) < 3 or words[0] not in ("what", "which", "whats") or \
            not any(words[-1] in members for members in DIMENSION_WORDS.values()):
        return None
    return words[-1] if not _TOPIC_PREPOSITIONS.isdisjoint(words[-4:-1]) else None


# the measure words that are adjectives, and so may end a place's name ("Orvik Deep", "Kelso High", "Marsh Long")
_MEASURE_ADJECTIVES = frozenset({"deep", "high", "long", "wide", "far", "tall", "hot", "cold", "warm", "fast", "quick",
                                 "loud", "heavy"})


def _name_before(word: str) -> bool:
    """Whether a word before a measure word is a name's, so the two name one thing ("orvik deep", "kelso high"): a word
    of letters no English word list holds."""
    return len(word) >= lexicon.WORD_MIN and word.isalpha() and not lexicon.listed(word) and word not in STOPWORDS


@lru_cache(maxsize=4096)
def _possessive_pattern(word: str) -> re.Pattern[str]:
    """The word with a possessive "'s", in any case (compiled once per word: the words asked overflow the re module's
    own cache of 512 patterns, and compiling was about 8% of an answer's time in the bench)."""
    return re.compile(r"(?<![\w'])" + re.escape(word) + r"['’]s\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _word_start_pattern(word: str) -> re.Pattern[str]:
    """Where a word starts, in any case, not inside another word (compiled once per word)."""
    return re.compile(r"(?<![\w'])(" + re.escape(word) + r")", re.IGNORECASE)


def _possessive(word: str, question: str) -> bool:
    """Whether a question writes a word with a possessive "'s" ("hear kestrelnet's case"): a thing, not a verb."""
    return _possessive_pattern(word).search(question) is not None


def looks_like_name(word: str, question: str) -> bool:
    """An unknown word that names something: has digits, or is capitalised inside the question (accents folded)."""
    if any(ch.isdigit() for ch in word):
        return True
    if not question.isascii():
        question = fold_accents(question)  # the word is folded ("jurgen"), as analysis folds it
    for m in _word_start_pattern(word.split()[0]).finditer(question):
        got = m.group(1)
        if m.start() > 0 and got[:1].isupper() or len(got) > 1 and got.isupper():
            return True
    return False
