"""Support and answer-type checks: how well one fact supports what a question asks, as named features.

The matcher's first stage finds candidates by term coverage; this module describes each of the best
candidates by a few general measurements (which of the question's key terms it contains and how, whether
it holds an answer of the asked type, how much it says beyond the question). ``policy`` weighs them.
"""

from __future__ import annotations

import datetime as dt
import itertools
import math
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from rapidfuzz import fuzz, utils

from . import lexicon
from .analyze import Term, analyze, term_for
from .entries import LENGTH_FIGURE
from .numbers import (
    COUNTED_TO,
    DURATION_UNITS,
    MEASURE_UNITS,
    NUMBER_WORDS,
    canonical_unit,
    extract_quantities,
    model_prefix,
)
from .predicate import nominal, only_verb, past_forms, past_participle, plural_noun, verb_forms, verb_lemmas
from .question import UNIT_DIMENSION, before_change, looks_like_name
from .vocab import (
    ALTERNATIVE_OUTCOMES,
    ANSWER_TYPES,
    BUILD_CONTRACT_WORDS,
    BUILDER_KINDS,
    CATEGORY_MEMBERS,
    CONTRACT_WINNER_KINDS,
    CONTRASTS,
    DETERMINERS,
    EARLIER_NOUNS,
    EVENT_NOUNS,
    FILLER,
    FIRST_MARKS,
    HONORIFICS,
    KIND_NAME_HEADS,
    LIGHT_VERBS,
    LIMITING_GROUPS,
    LIMITING_WORDS,
    MODIFIER_CONTRASTS,
    MONTHS,
    NOW_WORDS,
    OPPOSITE_DEEDS,
    ORIGINAL_WORDS,
    PAST_WORDS,
    PEOPLE_COUNT_NOUNS,
    PHASE_WORDS,
    PLANNING_WORDS,
    PREPOSITIONS,
    RATE_PERIODS,
    RECURRENCE_WORDS,
    RISE_FALL_WORDS,
    ROLE_MODIFIERS,
    SCALE_WORDS,
    SPEECH_VERBS,
    STATE_ENDS,
    STATE_NOUNS,
    STOPWORDS,
)
from .weights import WEIGHTS

if TYPE_CHECKING:
    from .models import Fact, Quantity
    from .question import Question
    from .retrieval import PlanTerm, TermHits
    from .scoring import Scored

# The names of the features, in the order of the vectors below (the policy's weights follow it).
FEATURES = (
    "req_exact", "req_synonym", "req_context", "req_missing", "missing_max", "missing_known",
    "optional", "numbers", "handle_hit", "handle_miss", "unit_hit", "unit_miss",
    "type_ok", "type_missing", "focus_missed", "bigrams", "precision", "fuzz", "new_content",
    "summary", "why_kind", "headline", "recent", "stage1",
    "bm25", "bm25_best", "span", "dim_hit", "dim_miss", "recent_now", "recent_past", "length",
    "member_hit", "member_miss", "contrast", "name_missing",
)

# BM25's parameters (one place): term-frequency saturation and length normalisation.
K1 = 1.2
B = 0.75

_YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})s?\b|\b\d{1,4}\s?(?:BCE?|CE)\b|\bAD\s?\d{1,4}\b")  # "486 BC", "AD 14"
_MONTH = re.compile(r"\b(?i:jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|june?|july?|aug(ust)?|sept?(ember)?|"
                    r"oct(ober)?|nov(ember)?|dec(ember)?)\b|\bMay\b")  # "May", not the verb "may"
_PERIOD = re.compile(r"\b(q[1-4]|h[12]|\d{1,2}-\d{2}|(first|second|third|last) (half|quarter)|century|"
                     r"centuries|decade|spring|summer|autumn|fall|winter|today|yesterday|tomorrow|tonight|weekend|"
                     r"morning|evening|night|\d+(st|nd|rd|th)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
                     r"(next|this|coming|later this|early next|end of the|end of this) (week|month|year|quarter|season)|"
                     r"last (week|month|year)|(within|in) (\d+|a|an|one|two|three|four|five|six|a few) "
                     r"(days?|weeks?|months?|years?))\b", re.I)
# a cause stated outright, not only a time beside it ("after", "when", "amid" in _REASON); "blamed", "traced to",
# "citing", "arguing that": a cause given by someone, as news reports one
# what says one thing caused another ("what caused the cracks": "findings blame corroded tendons"; "the levy that set off
# the boycott": the subject of a relative clause; a cause looked for, "until the cause is found", is none)
_CAUSED_WORDS = (r"because|due to(?! be\b)|caused by|blam(?:e|ed|es|ing)|as a result of|owing to|"
                 r"the cause (?:of [\w\s\-]{1,40}? )?(?:was|is) (?!not|unknown|found|being|still|under|yet)|"
                 r"(?:root|likely|probable|main|primary|underlying) cause|was caused|were caused|trac(?:e|es|ed|ing)|"
                 r"attributed|stem(?:s|med)? from|(?:triggered|sparked|prompted) by|the result of|"
                 r"(?:that|which) (?:triggered|sparked|prompted|caused|(?:set|sets|touched) off)|"
                 r"(?:found|finding|findings|concluded|concludes) that|(?:comes?|came) from")
# … and a reason or purpose given, as news reports one ("citing", "arguing that", "so that"; "on the recommendation
# of the safety group": an act done on another's advice or order)
_CAUSE_WORDS = _CAUSED_WORDS + (r"|reason|so that|in order to|led to|leading to|cit(?:e|es|ed|ing)|argu(?:ing|ed|es) that|"
                                r"on the (?:advice|recommendation|orders?|instructions?) of|at the request of")
# … or a finding given as a label: "Preliminary finding: …" (not "The cause of the array failure: …", of another thing)
# … or a fault as what did it: "A fault in the reverse-osmosis stage … halted tool qualification" (its subject)
_FAULT_DID = (r"\b(?:a|an|the)\s+(?:[\w\-]+\s+){0,2}(?:fault|failure|malfunction|breakdown|glitch|defect|leak|outage)s?"
              r"\b(?:\s+(?:in|of|on|at|with)\b[^.;,]{1,80}?)?\s+(?:halted|stopped|forced|delayed|disrupted|"
              r"grounded|suspended|interrupted|knocked out|shut)\b")
_CAUSE = re.compile(rf"\b({_CAUSE_WORDS})\b|\b(?:cause|finding|findings|conclusion)\s*:|{_FAULT_DID}", re.I)
_REASON = re.compile(r"\b(because|due to(?! be\b)|after|since|so that|so the|as a result|caused|causing|led to|"
                     r"blamed|reason|owing to|thanks to|in order|to avoid|to (?:let|allow|keep|make|cut|"
                     rf"reduce|protect|prevent|match|meet|replace)|when|following|amid|{_CAUSE_WORDS})\b|{_FAULT_DID}", re.I)
_WORDS = re.compile(r"[a-z][a-z\-']*")
# "due to" with a verb after it tells a plan, not a cause: "the bands were due to headline", "works due to begin"
_DUE_TO = re.compile(r"\b(?:(is|are|was|were|be|been|being|'s|now|still|not|also|originally)\s+)?due to ([a-z]+)", re.I)


_SPAN_UNIT = "|".join(sorted((u + "s?" for u in DURATION_UNITS), key=len, reverse=True))
_SPAN_NUMBER = "|".join([r"\d[\d,.]*", "a", "an", "a few", "several", *sorted(NUMBER_WORDS, key=len, reverse=True)])
# a kind of day between the figure and its unit: "lasted 11 school days", "within five working days"
_DAY_KIND = r"(?:(?:school|working|business|calendar|trading|sitting|court|full|straight|consecutive|more|further|" \
    r"extra|additional)[\s\-]+)?"
TIME_PATTERN = rf"\b(?!an? second\b)(?:{_SPAN_NUMBER})[\s\-]+{_DAY_KIND}(?:{_SPAN_UNIT})\b"  # "11 years", not "a second"
_SPAN = re.compile(TIME_PATTERN + r"(?![\s\-]+(?:after|before|later|earlier|ago|old)\b)", re.IGNORECASE)
TIME_FIGURE = re.compile(TIME_PATTERN + r"(?![\s\-]+old\b)", re.IGNORECASE)  # any time but an age ("a 67-year-old")
SINCE = re.compile(r"\bsince\b", re.IGNORECASE)
_END_STEMS = frozenset(term_for(w).stem for _, ends in STATE_ENDS for w in ends)


def gives_span(text: str) -> bool:
    """Whether a fact gives how long something lasted ("for 11 years", "since 2019"), not only a time after or before
    something else ("two days after", "49 days later") or an age ("a 67-year-old")."""
    return bool(_SPAN.search(text) or SINCE.search(text))


def tells_state_end(text: str) -> bool:
    """Whether a fact tells a state ending with a time ("reopened 19 weeks after the fire", "lifted its grounding 49
    days after the directive"; world.json ``state_ends``): its figure then spans the state."""
    return bool(TIME_FIGURE.search(text)) and not _END_STEMS.isdisjoint(term_for(w).stem for w in _WORDS.findall(text.lower()))


def _plans_as_plans(text: str) -> str:
    """The text with each "due to" of a schedule said "set to" ("were due to headline", "is now due to open",
    "groundworks due to begin"): after "be", a verb; else a word only a verb. Not "due to the storm", "cut due to rain"."""
    def plain(m: re.Match[str]) -> str:
        """The match, its "due to" said "set to" when it tells a plan."""
        word = m.group(2).lower()
        plan = word in verb_lemmas(word) and (m.group(1) is not None or only_verb(word))
        return m.group(0)[:m.start(2) - m.start(0) - len("due to ")] + "set to " + m.group(2) if plan else m.group(0)
    return _DUE_TO.sub(plain, text)


_NAME = re.compile(r"(?<![\w@])[A-Z][\w'\-]*[A-Za-z0-9]|(?<![\w@])[A-Z]{2,}\b|@\w+")
# what a word is said to mean: a quoted phrase in brackets after it (and its own bracket, if any): Obersee ("upper
# lake"); an acronym and its expansion either way round: GPU (graphics processing unit), contract for difference (CfD);
# "X stands for / short for", "X means “…”" (a quote after it: "the ruling means delays" defines nothing)
_GLOSS = re.compile(r"(?<![\w\-])([\w\-]{1,40})\s*(?:\(([\w\- ]{1,40})\)\s*)?"
                    r"\(\s*[\"\u201c\u201e'\u2018][^()]{1,80}?[\"\u201d'\u2019]\s*\)|"
                    r"(?<![\w\-])([A-Z][A-Za-z]{0,6}[A-Z]s?)\s*\([a-z][^()]{2,80}\)|\(([A-Z][A-Za-z]{0,6}[A-Z]s?)\)|"
                    r"(?<![\w\-])([\w\-]{1,40}),?\s+(?:stands for|short for)\b|"
                    r"(?<![\w\-])([\w\-]{1,40}),?\s+(?:means|meaning)\s+[\"\u201c'\u2018]")
_DIRECTIONS = frozenset({"north", "upstream"} | CONTRASTS.get("north", frozenset()) | CONTRASTS.get("upstream", frozenset()))
_ADDITIVE = re.compile(r"\bnot (?:only|just|merely|simply|solely)\b", re.I)
_NEGATED = re.compile(r"\b\w+n['\u2019]t\b", re.I)  # "didn't": the analysis keeps no "not" for it
# a negated state asked to go on ("still don't have", "still not back") and a fact telling a state that goes on
_STILL_NOT = re.compile(r"\bstill\s+(?:\w+n['\u2019]t|not|no|without|never)\b", re.I)
_CONTINUING = re.compile(r"\b(?:remain|remains|remained|still)\b", re.I)
_PLACE_PREPS = r"\b(?:in|at|near|off|from|into|on|to|between|across|through)\s+(?:the\s+)?"  # "in Ghent", "off the Azores"
_PLACE_PREP = re.compile(_PLACE_PREPS + r"[A-Z]")
_PLACE_NAMED = re.compile(_PLACE_PREPS + r"([A-Z][\w'\-]*)")


def places_other(text: str, asked: set[str]) -> bool:
    """Whether a fact puts something in, at or near a capitalised name the question does not say (its words and
    stems, lower case): a place it may tell where something is."""
    return not text or any(m.group(1).lower() not in asked and term_for(m.group(1).lower()).stem not in asked
                           for m in _PLACE_NAMED.finditer(text))


# "the budget rises to SEK 1.4 billion, excluding marketing": what a figure leaves out, up to the clause's end
_EXCLUDED = re.compile(r"\b(?:excluding|excludes|excluded|not including|exclusive of|apart from|except for|except|"
                       r"with the exception of)\s+([^,;:.()]+)", re.I)


def only_excluded(stems: frozenset[str], text: str) -> frozenset[str]:
    """The stems a fact says only in what its figure leaves out ("excluding marketing"): said, but not of the figure."""
    left_out = [m.group(1) for m in _EXCLUDED.finditer(text)]
    if not left_out:
        return frozenset()
    outside = fact_text(_EXCLUDED.sub(" ", text)).stem_set
    inside = frozenset().union(*(fact_text(part).stem_set for part in left_out))
    return frozenset(st for st in stems if st in inside and st not in outside)


# the level it started from, between the verb and the new level: "the cost rose from £612 million to £668 million"
_LEVEL_FROM = r"(?:\s+from\s+[$\u20ac\u00a3]?\d[\d.,]*(?:\s*[a-z]+)?\s+to)?"
_LEVEL_AFTER = re.compile(r"(?:s|es)?\s+" + COUNTED_TO + _LEVEL_FROM + r"\s*[$\u20ac\u00a3]?\d", re.I)


def states_level(words: Iterable[str], text: str) -> bool:
    """Whether a fact gives the level one of these words stands at: "The waiting list reached 61,950", "the list
    stood at 58,400", "the cost rose from £612 million to £668 million" (not "2,400 extra patients from the waiting
    list")."""
    low = text.lower()
    for word in words:
        for m in re.finditer(rf"\b{re.escape(word)}", low):
            if _LEVEL_AFTER.match(low, m.end()):
                return True
    return False


# words telling a figure as it now stands or as it changed: "now stands at", "so far", "fell to 24%", "bringing the total
# to six", "raises the damages sought to $35 million"
_CHANGED = re.compile(r"\b(?:now|so far|to date|currently|latest|updated|revised|raised|raises|lowered|increased|reduced|"
                      r"rose|risen|fell|fallen|grew|grown|climbed|dropped|reached|stands? at|stood at|(?:up|down) (?:to|from)|"
                      r"bringing (?:the|its) total)\b", re.I)


def said_changed(text: str, figure: str) -> bool:
    """Whether the words before a figure, in its clause, tell it as it now stands or as it changed ("the count now
    stands at 23", "fell to 24%", "bringing the total to six"; not "17 engines had cracked blades")."""
    at = text.find(figure)
    return at >= 0 and bool(_CHANGED.search(re.split(r"[;:.(]\s|,\s", text[:at])[-1]))


# the words before a figure that make it the old value of a change: "up from 14", "from 10% to 5%", "previously 23",
# "compared with 14 earlier", "rather than the €750,000 budgeted"
_OLD_VALUE = re.compile(r"\b(?:from|previously|formerly|compared (?:with|to)|instead of|rather than|replacing)\s+"
                        r"(?:(?:the|an?|about|around|roughly|some|its|their)\s+)*$", re.I)


def cites_as_old(fact: Fact, old: Quantity) -> bool:
    """Whether a fact cites a figure as the old value of a change it gives ("cut its sell-on clause from 10% to 5%",
    "27 cases, up from 14", "previously 23"): the figure's value just after an old-value word, and another figure of
    its unit beside it (not "moved 2,400 patients from 14 clinics": no new value)."""
    if old.value <= 0 or not any(n.unit == old.unit and n.value != old.value for n in fact.numbers):
        return False
    # the old figure of the unit, or bare when the new one names it ("27 cases, up from 14")
    return any(n.value == old.value and n.unit in (old.unit, "") and any(
        _OLD_VALUE.search(fact.text[:at]) for at in _written_at(fact.text, n.text)) for n in fact.numbers)


def _written_at(text: str, figure: str) -> Iterator[int]:
    """Where a figure is written whole in a text: not as the head of a longer number ("14" in "14.5", "1,400")."""
    at = text.find(figure)
    while at >= 0 and figure:
        end = at + len(figure)
        if end + 1 < len(text) and (text[end].isdecimal() or text[end] in ".,") and text[end + 1].isdecimal():
            at = text.find(figure, at + 1)
        else:
            yield at
            at = text.find(figure, end)


@dataclass(frozen=True, slots=True)
class FactText:
    """What the checks need of a fact's text, computed once per text."""

    stems: tuple[str, ...]  # its terms' stems in order
    surfaces: tuple[str, ...]  # … and those terms as written
    stem_set: frozenset[str]
    words: frozenset[str]  # every lower-case word
    numbered: frozenset[tuple[str, str]]  # each word with the number right after it: ("phase", "3")
    noun_uses: frozenset[tuple[str, str]]  # (word, next term's stem) where an article comes before it: "the flow of …"
    keys: frozenset[str]
    names: frozenset[str]  # case-folded capitalised words and handles
    own_names: frozenset[str]  # … less the accounts it is credited to ("(per @x)"): the names it tells
    has_date: bool
    has_reason: bool
    has_place: bool
    processed: str  # rapidfuzz's default_process of the text


def numbered_words(words: list[str]) -> frozenset[tuple[str, str]]:
    """Each word followed by a bare number: "phase 3", "episode 2", "gate 12"."""
    return frozenset((w, n) for w, n in zip(words, words[1:]) if _numbered_word(w, n))


def _numbered_word(word: str, after: str) -> bool:
    """Whether a word and the bare number or letter after it name one thing ("phase", "3"; "zone", "c")."""
    return (after.isdigit() or len(after) == 1 and after in _LETTERS) and word.isalpha() and word not in STOPWORDS


_LETTERS = frozenset("bcdefghjklmopqstvxz")  # not "a", "i", nor chat's "r", "u", "y", "n", "w": words
# a capital letter or a number naming one of a noun's kind, or a list of them: "Zone C", "zones A and B", "phases 2 and 3"
_LETTERED = re.compile(r"\b([A-Za-z]{3,})\s+((?:(?:[A-Z]|\d+)\b(?:,\s*|\s+(?:and|or|&)\s+)?)+)")


def _lettered(text: str) -> frozenset[tuple[str, str]]:
    """Each noun with the letters or numbers written after it ("zones A and B": zone/zones a, b), by the fact's text."""
    out = set()
    for m in _LETTERED.finditer(text):
        word = m.group(1).lower()
        if word in STOPWORDS:
            continue
        for mark in re.findall(r"\b[A-Z]\b|\d+", m.group(2)):
            out.add((word, mark.lower()))
            if word.endswith("s"):
                out.add((word[:-1], mark.lower()))
    return frozenset(out)


def _noun_uses(words: list[str]) -> frozenset[tuple[str, str]]:
    """Words used as nouns, with the stem of the next term: after an article ("the flow of", "a report from")."""
    out = set()
    for k in range(1, len(words)):
        if (words[k - 1] in _ARTICLES or _modified_noun(words, k)) and words[k] not in STOPWORDS:
            following = [w for w in words[k + 1:] if w not in STOPWORDS]
            # the next term a number ("an offer of 1.2 million") or, a number no term, a word ("score of 84 from critics")
            for nxt in following[:1] + [w for w in following if w[:1].isalpha()][:1] or [""]:
                out.add((words[k], term_for(nxt).stem if nxt else ""))
    return frozenset(out)


_ARTICLES = frozenset({"the", "a", "an", "its", "their", "his", "her"})  # not "that": "the river that emerges"


def _modified_noun(words: list[str], k: int) -> bool:
    """Whether a word stands between an article and its modifier and "of" ("a Metacritic score of 84"): a noun, not
    the verb ("scored"); a past form is left a verb ("the board approved of it")."""
    return 2 <= k < len(words) - 1 and words[k - 2] in _ARTICLES and words[k - 1] not in STOPWORDS \
        and words[k + 1] == "of" and not words[k].endswith("ed")


def _singular(word: str) -> str:
    """An acronym without its plural "s" ("GPUs": GPU); any other word as it is."""
    return word[:-1] if len(word) > 2 and word.endswith("s") and word[:-1].isupper() else word


@lru_cache(maxsize=16384)
def glossed(text: str) -> frozenset[str]:
    """The stems of the words a fact says the meaning of: Obersee ("upper lake") (only a gloss question asks), and of
    the words a naming verb ties to that name: "the old north branch is called Kromme Rijn ("Bent Rhine")", "oppidum
    Ubiorum ("town of the Ubii"), which was renamed Colonia Agrippina" (the branch's, Colonia's name means it)."""
    words = [w for m in _GLOSS.finditer(text) for g in m.groups() if g for w in g.split()]
    for m in _GLOSS.finditer(text):
        if not m.group(1):
            continue  # only a quoted gloss of a name
        before = _NAMED_AS_BEFORE.search(text, max(0, m.start() - 120), m.start())
        if before:
            words += [w for w in _WORDS_OF.findall(before.group(1))[-_NAMED_SPAN:] if w.lower() not in STOPWORDS]
        after = _NAMED_AS_AFTER.match(text, m.end())
        if after:
            words += [w for w in _WORDS_OF.findall(after.group(1))[:_NAMED_SPAN] if w.lower() not in STOPWORDS]
    return frozenset(term_for(_singular(w).lower()).stem for w in words)


_NAMED_VERB = r"(?:called|named|renamed|known as|termed)"
_NAMED_SPAN = 6  # the words before (or after) the naming verb that say what is so named
# "… the old north branch of the Rhine is called Kromme Rijn (" : the words before the verb, the name right after it
_NAMED_AS_BEFORE = re.compile(rf"([^.;:()]*?)\s+(?:is|are|was|were|be|being|been)\s+(?:also\s+|now\s+|then\s+)?"
                              rf"{_NAMED_VERB}\s+(?:to\s+|as\s+)?(?:the\s+)?[\w\-]+(?:\s+[\w\-]+)?\s*$")
# "(\"town of the Ubii\"), which was renamed to Colonia Agrippina": the words after the verb
_NAMED_AS_AFTER = re.compile(rf",?\s*(?:which|that)\s+(?:is|was|were|has been|had been)\s+(?:later\s+)?"
                             rf"{_NAMED_VERB}\s+(?:to\s+|as\s+)?([^.;:(),]+)")
_WORDS_OF = re.compile(r"[A-Za-z][\w\-]*")


_CREDIT = re.compile(r"\((?:per |via |by |from |according to |reported by )?@[^()]*\)|"
                     r"\b(?:per|via|according to) @\w+(?:,? (?:and )?@\w+)*")  # "(@a, @b)", "per @a"
_NEXT_WORD = re.compile(r"\s+([A-Za-z]+)")


def strip_credits(text: str) -> str:
    """A fact's text without the accounts it is credited to ("(@a, per @b)")."""
    return _CREDIT.sub(" ", text)


def credited(text: str) -> set[str]:
    """The accounts a fact is credited to, lower-case without the @."""
    return {h.lower().lstrip("@") for c in _CREDIT.finditer(text) for h in re.findall(r"@\w+", c.group(0))}
_COMMON = WEIGHTS.common_word
_SENTENCE_START = re.compile(r"(?:^|[.!?;:]\s+|[\"\u201c(\[]\s*)$")


_TITLE_WORD = re.compile(r"(?<![\w@'\-])[A-Za-z][a-z]{3,}\b")
_TITLE_SHARE = 0.7  # the share of its longer words a title-cased text capitalises


def title_cased(text: str) -> bool:
    """Whether a text capitalises its words as a headline does ("Safety Inspection Finds Overhead Line Faults"): most
    of its words of four letters or more."""
    words = _TITLE_WORD.findall(text)
    return len(words) >= 3 and sum(w[0].isupper() for w in words) >= _TITLE_SHARE * len(words)


def _capitalised_word(m: re.Match[str], text: str, headline: bool = False) -> bool:
    """Whether a capitalised word is no name: a month or a weekday, or a function, number, filler or common word
    opening a sentence ("Two men", "The plant", "Some say", "Water levels"; not "Price said"), or anywhere in a
    title-cased headline ("Safety Inspection Finds Overhead Line Faults")."""
    word = m.group(0)
    low = word.lower()
    if low in _CALENDAR:
        return True  # "in August", "on Monday": a date, never who or what is named
    if word.startswith("@") or not word[1:].islower() \
            or not headline and not _SENTENCE_START.search(text[max(0, m.start() - 3):m.start()]):
        return False
    if low in STOPWORDS or low in NUMBER_WORDS or low in FILLER:
        return True
    if headline and lexicon.met(term_for(low).stem) and not lexicon.proper(low):
        return True  # "Inspection Finds Overhead Line Faults": English words in use that a headline capitalises
    said = _NEXT_WORD.match(text, m.end())  # "Price said …": a surname that is also a word speaks
    return lexicon.met(term_for(low).stem) >= _COMMON and not (said and said.group(1).lower() in SPEECH_VERBS)


@lru_cache(maxsize=65536)
def fact_text(text: str) -> FactText:
    """The analysis of one fact text for the checks (cached: the same texts come back question after question)."""
    a = analyze(text, strip_attribution=True)
    stems = tuple(t.stem for t in a.terms)
    keys: set[str] = set(a.numbers)
    for t in a.terms:
        keys |= t.keys
    headline = title_cased(text)
    names = frozenset(m.group(0).lower().lstrip("@") for m in _NAME.finditer(text)
                      if not _capitalised_word(m, text, headline))
    return FactText(stems=stems, surfaces=tuple(t.surface for t in a.terms), stem_set=frozenset(stems),
                    words=frozenset(a.words), keys=frozenset(keys), names=names, own_names=names - credited(text),
                    numbered=numbered_words(a.words) | _lettered(text),
                    noun_uses=_noun_uses(a.words),
                    has_date=bool(_YEAR.search(text) or _MONTH.search(text) or _PERIOD.search(text)),
                    has_reason=bool(_REASON.search(_plans_as_plans(text))),
                    has_place=bool(_PLACE_PREP.search(text)),
                    processed=utils.default_process(text))


_PHASE = {term_for(verb).stem: preps for verb, preps in PHASE_WORDS.items()}  # by stem: "ceas" for "cease"


def phase_words(stem: str) -> frozenset[str]:
    """The words that say a phase verb by its stem ("ceas": until …), or none."""
    return frozenset(_PHASE.get(stem, ()))
_LIGHT_STEMS = frozenset(term_for(v).stem for v in LIGHT_VERBS - {"say", "call", "mean"})  # "announce": "said" is fine
# what a noun made from a verb adds to its stem, as Snowball leaves it: formation → "format", discovery → "discoveri"
NOUN_ENDINGS = frozenset({"at", "ation", "ion", "ment", "al", "ur", "er", "or", "i", "anc", "enc", "ant", "ent"})


CAUSED = term_for("caused").stem
CAUSED_BY = re.compile(rf"\b(?:{_CAUSED_WORDS})\b", re.I)  # not a purpose ("so that", "in order to")


_WORD_OR_MARK = re.compile(r"[A-Za-z][A-Za-z'-]*|[^\sA-Za-z]")
# what a participle set before its noun follows: "the revised budget", "and expanded glaciers" (not a subject: "it formed")
_BEFORE_MODIFIER = (DETERMINERS - {"it", "them", "him", "us", "me"}) | PREPOSITIONS | {"and", "or", "but", "nor"}


def _adjectival(words: list[str], k: int) -> bool:
    """Whether the word at ``k`` is a past participle set before its noun as an adjective ("frozen subsoil and
    *expanded* alpine glaciers", "the *revised* budget"), not a deed ("Rome *accepted* as her frontier …", "it *expanded*
    the list"): after an article, a preposition, "and" or a stop, and before a word that starts no object."""
    nxt = words[k + 1] if k + 1 < len(words) else ""
    before = words[k - 1] if k else "."
    return nxt[:1].isalpha() and nxt not in STOPWORDS and (before in _BEFORE_MODIFIER or not before[:1].isalpha()) \
        and past_participle(words[k]) and nominal(nxt)


@lru_cache(maxsize=16384)
def deeds_text(text: str) -> FactText:
    """A fact's text analysed without the past participles it sets before nouns as adjectives: what it says was done."""
    spans = [(m.start(), m.end(), m.group(0).lower()) for m in _WORD_OR_MARK.finditer(text)]
    words = [w for _, _, w in spans]
    cut = [k for k in range(len(spans)) if words[k][:1].isalpha() and _adjectival(words, k)]
    for k in reversed(cut):
        text = text[:spans[k][0]] + text[spans[k][1]:]
    return fact_text(text)


# what may stand between a plan word and what is planned: "the stage *is now* planned for", "it *was originally* due"
_PLAN_SUBJECT_GAP = frozenset("is are was were be been being now still also currently originally initially first "
                              "provisionally tentatively".split())
_PLAN_PRONOUNS = frozenset("it they this that these those which".split())


def plans_asked(ft: FactText, asked: frozenset[str]) -> bool:
    """Whether a fact tells a plan for a thing asked ("the new studio stage is planned for spring 2027" for "when will
    the studio stage open", "it is due in May"), not for another deed ("will appeal, with its filing due by 02-14": the
    filing is planned, not the hearing asked)."""
    if ft.words.isdisjoint(PLANNING_WORDS):
        return False
    words = ft.processed.split()
    for k, w in enumerate(words):
        if w not in PLANNING_WORDS:
            continue
        j = k - 1
        while j >= 0 and words[j] in _PLAN_SUBJECT_GAP:
            j -= 1
        if j >= 0 and (words[j] in _PLAN_PRONOUNS or term_for(words[j]).stem in asked):
            return True
    return False


def says_verb(term: Term, ft: FactText, min_stem: int, planned: frozenset[str] = frozenset()) -> bool:
    """Whether a fact says a verb: itself, a synonym, a noun made from it, a phase's "until", or, for "will" (``planned``:
    the question's key stems), a plan for a thing asked."""
    if term.stem in ft.stem_set or not ft.words.isdisjoint(_PHASE.get(term.stem, ())):
        return True
    if term.stem == CAUSED and CAUSED_BY.search(_plans_as_plans(ft.processed)):  # "what caused the cracks": "findings blame corroded …"
        return True
    if not term.concepts.isdisjoint(ft.stem_set):  # a phrasal verb's relative: "shut down" said by "closed"
        return True
    if planned and plans_asked(ft, planned | {term.stem}):  # "when will it launch": "it is planned for late 2027"
        return True
    if any(term.stem in term_for(w).concepts or term.concepts & term_for(w).concepts and term_for(w).stem
           not in _LIGHT_STEMS for w in ft.words):  # a synonym, but not a light verb ("built": not "made"); "rebuilt"
        return True
    if not ft.stem_set.isdisjoint(lexicon.derived(term.stem)):
        return True  # a noun WordNet makes of it: "died": "the death of Augustus" (not who does it: "the buyers")
    return len(term.stem) >= min_stem and any(s.startswith(term.stem) and s[len(term.stem):] in NOUN_ENDINGS
                                              for s in ft.stem_set)  # "formed": "formation", not "format"


def agent_nouns(verb: str) -> frozenset[str]:
    """The nouns English makes of a verb for who does it, by its endings ("supply": supplier, "operate": operator,
    "ship": shipper, "invest": investor), singular and plural."""
    made: set[str] = set()
    for lemma in verb_lemmas(verb):
        if lemma.endswith("e"):
            made |= {lemma + "r", lemma[:-1] + "or"}
        elif lemma.endswith("y") and lemma[-2:-1] not in _VOWELS:
            made.add(lemma[:-1] + "ier")
        else:
            made |= {lemma + "er", lemma + "or", lemma + lemma[-1] + "er"}
    return frozenset(made | {m + "s" for m in made})


_VOWELS = frozenset("aeiou")


_BLANK_WORD = r"(?<![\w'\-]){}(?:['\u2019]s)?(?![\w'\-])"  # the word, and its possessive


def says_verb_only_by_doer(term: Term, texts: list[str], min_stem: int) -> str | None:
    """The noun for its doer a fact (and the titles it cites) say a verb by when they say it no other way ("supplied":
    "the supplier's engineer limits …"), or None."""
    doers = sorted(agent_nouns(term.surface) & fact_text(texts[0]).words)
    if not doers:
        return None
    blank = re.compile("|".join(_BLANK_WORD.format(re.escape(w)) for w in doers), re.I)
    return None if any(says_verb(term, fact_text(blank.sub(" ", t)), min_stem) for t in texts) else doers[0]


_DEED_TOKEN = re.compile(r"[A-Za-z0-9][\w'\u2019\-]*|[,;:.()]")  # words (hyphened ones whole) and clause marks
_PASSIVE_BEFORE = frozenset({"is", "are", "was", "were", "be", "been", "being", ","})  # "was founded", "X, founded in"


def says_deed_undone(verb: Term, texts: list[str]) -> bool:
    """Whether facts say a verb only with no doer: a passive with no "by" or "with" a name in its clause ("was founded
    in 1921", "the orchestra, founded in 1921,"), or a compound ("the 2008-built unit"); not "Ana founded it",
    "founded by Ana", "insured with Marrow & Finch", "was buying", nor with a noun for its doer ("its founder")."""
    undone = False
    for text in texts:
        toks = _DEED_TOKEN.findall(strip_credits(text))
        low = [t.lower() for t in toks]
        if not agent_nouns(verb.surface).isdisjoint(low):
            return False
        for k, tok in enumerate(low):
            head = tok.rsplit("-", 1)[-1]
            if not head[:1].isalpha() or term_for(head).stem != verb.stem:
                continue
            if not past_participle(head):
                return False  # "Kestrel is buying it", "had her build it": said of a doer
            clause = list(itertools.takewhile(lambda w: w not in ",;:.()", toks[k + 1:]))
            if _names_agent(clause) or not ("-" in tok or k and low[k - 1] in _PASSIVE_BEFORE):
                return False
            undone = True
    return undone


def _names_agent(clause: list[str]) -> bool:
    """Whether a passive's clause names who did it: "by" anyone, or "with" a capitalised name ("insured with Marrow &
    Finch", "designed with the Fisheries Institute")."""
    if "by" in clause:
        return True
    at = clause.index("with") if "with" in clause else len(clause)
    return any(w[:1].isupper() for w in clause[at + 1:at + 4])


def question_bigrams(stems: list[str]) -> set[tuple[str, str]]:
    """Adjacent pairs of a question's key stems."""
    return {(a, b) for a, b in zip(stems, stems[1:]) if a != b}


def bigram_share(pairs: set[tuple[str, str]], ft: FactText) -> float:
    """The share of a question's stem pairs that stand next to each other (or one word apart) in a fact."""
    if not pairs:
        return 0.0
    near: set[tuple[str, str]] = set()
    s = ft.stems
    for k in range(len(s) - 1):
        near.add((s[k], s[k + 1]))
        if k + 2 < len(s):
            near.add((s[k], s[k + 2]))
    return sum(p in near for p in pairs) / len(pairs)


@lru_cache(maxsize=4096)
def _share_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    """A share of one of these measures: "60% of the expected power"."""
    alts = "|".join(re.escape(w) for w in words)
    return re.compile(r"\d\s*(?:%|per ?cent)\s+of\s+(?:[\w-]+\s+){0,3}?(?:" + alts + r")\b", re.I)


def gives_share(text: str, words: tuple[str, ...]) -> bool:
    """Whether a fact gives the asked measure as a share of it ("about 60% of the expected power")."""
    return bool(words) and bool(_share_pattern(words).search(text))


YEAR_WORD = re.compile(r"1[0-9]{3}|20[0-9]{2}")  # a word that may be a year (the matcher's year checks too)
_YEAR_BEFORE = frozenset({"in", "since", "by", "from", "until", "of", "before", "after", "during"})
_COUNT_TOKEN = re.compile(r"[\w@][\w'\-.,]*\w%?|[\w@]%?")  # "60%" keeps its sign: a share, not a count


def _model_code(word: str) -> bool:
    """Whether a word is a model's name, letters then a hyphen and digits ("SR-300", "NX-44"): it counts nothing."""
    at = word.rfind("-")
    return 0 < at < len(word) - 1 and word[at - 1].isalpha() and word[at + 1].isdigit() and \
        word[:at].replace("-", "").isalpha() and model_prefix(word, at)


@lru_cache(maxsize=65536)
def _count_tokens(text: str) -> tuple[tuple[bool, str, bool, str], ...]:
    """A fact's words in order: (whether it is a figure, its stem, whether a clause breaks after it, the word)."""
    out: list[tuple[bool, str, bool, str]] = []
    for m in _COUNT_TOKEN.finditer(text):
        raw = m.group(0)
        w = raw.lower().rstrip(".,")
        before = out[-1][3] if out else ""
        year = bool(YEAR_WORD.fullmatch(w)) and (before in _YEAR_BEFORE or before in _CALENDAR)  # "in 2024"
        figure = not year and (any(c.isdigit() for c in w) or w in NUMBER_WORDS) and not _model_code(raw)
        after = text[m.end():m.end() + 1]
        nxt = text[m.end() + 1:m.end() + 2]
        head = w.rsplit("-", 1)[-1] if "-" in w and not figure else w  # "41 micro-regions" counts regions
        out.append((figure, "" if figure or year or w in STOPWORDS else term_for(head or w).stem,
                    raw[-1] in ",;:" or after in ",;:)" or after == "." and not nxt.isdigit(), w))
    return tuple(out)


def _money_at(text: str) -> frozenset[int]:
    """The places (in ``_count_tokens``' order) of the figures a currency sign leads ("£2.8", "$140")."""
    return frozenset(k for k, m in enumerate(_COUNT_TOKEN.finditer(text))
                     if m.start() and text[m.start() - 1] in "$£€¥")


_LIST_COLON = re.compile(r":(?=\s)")  # a colon opening what the words before it are


def prices(stems: frozenset[str], text: str, reach: int = 10) -> bool:
    """Whether a sum or share in a fact is tied to one of these nouns: at most ``reach`` words before or after it, in
    its clause ("a £2m fee", "fees of £2m", "paid £2m in fees", "bills will rise 9.5%", "the cost of the dig has
    risen to £3.7m", "the fare for a standard car with driver rises to €64"; not "a £2m grant, and fees that
    doubled")."""
    toks = _count_tokens(_LIST_COLON.sub(" ", text))  # "Fines went up: $400 for …": what follows tells the fines
    sums = {n.text.split()[0].lstrip("$£€¥").lower() for n in extract_quantities(text)
            if n.unit == "percent" or UNIT_DIMENSION.get(n.unit) == "money"}
    for k in (k for k, tok in enumerate(toks) if tok[0] and tok[3].rstrip("kmbn") in sums):  # "452m": "€452"
        for step in (1, -1):
            for j in range(k + step, k + step * (reach + 1), step):
                if not 0 <= j < len(toks) or toks[min(j, j - step)][2]:
                    break  # the text's end, or a clause break between the figure and this word
                if toks[j][1] in stems:
                    return True
    return False


def counts(stems: frozenset[str], text: str, reach: int = 3) -> bool:
    """Whether a figure in a fact counts one of these nouns: it stands at most ``reach`` words before it, in its
    clause ("48 two-person counting teams"; not "after two days, counting teams")."""
    toks = _count_tokens(text)
    money = _money_at(text)
    for k, (figure, _, stop, word) in enumerate(toks):
        if figure and "-" in word and term_for(word.rsplit("-", 1)[-1]).stem in stems:
            return True  # "a 38,500-seat stadium" counts seats
        if not figure or stop or k in money or "-" in word and word.rsplit("-", 1)[-1].isalpha() \
                or word[0].isalpha() and any(c.isdigit() for c in word):
            continue  # "£2.8 million", "a 14-week fieldwork window", "in Q4": a sum, a size or a label, counting nothing
        if _DAY.fullmatch(word) or "%" in word:
            continue  # "on 01-13 to represent workers", "60% of the workforce": a day or a share counts nothing
        if _of_whom(stems, toks, k) or _in_state(stems, toks, k):
            return True
        near = 1 if YEAR_WORD.fullmatch(word) else reach  # "gave 2028 guidance below analysts'": a year's next word only
        for j in range(k + 1, min(len(toks), k + 1 + near)):
            if toks[j][1] in stems:
                return True
            if toks[j][2]:
                break
    for k, (_, stem, stop, _) in enumerate(toks):  # "the number of affected chips at 1,874"
        if stem in stems and not stop:
            for j in range(k + 1, min(len(toks), k + 4)):  # "chips stood at 1,874": two words between at most
                if toks[j][0] and j not in money:  # not "an extra £640,000": a sum counts nothing
                    return True
                if toks[j][3] not in _FIGURE_AFTER or toks[j][2]:
                    break
            if _tallied(toks, k, money):
                return True
    return _capped_subject(stems, toks, _money_at(text))


_HEDGES = frozenset({"about", "around", "some", "nearly", "almost", "roughly", "approximately", "over", "under",
                     "more", "fewer", "less", "than", "just", "only", "at", "least", "most", "up", "to"})


def _of_whom(stems: frozenset[str], toks: tuple[tuple[bool, str, bool, str], ...], k: int) -> bool:
    """Whether the figure at k follows "of whom" or "of which" (a hedge between) and the noun before that is one of
    these: the figure counts it ("3,100 workers, of whom about 1,950 have signed": workers)."""
    j = k - 1
    while j >= 0 and toks[j][3] in _HEDGES and not toks[j][2]:
        j -= 1
    return j >= 2 and toks[j][3] in ("whom", "which") and toks[j - 1][3] == "of" and toks[j - 2][1] in stems \
        and not toks[j][2]


@lru_cache(maxsize=1)
def _state_stems() -> dict[str, frozenset[str]]:
    """A state people are in ("alive") → the stems of the nouns that count them in it (survivor)."""
    return {state: frozenset(term_for(w).stem for w in nouns) for state, nouns in STATE_NOUNS.items()}


def _in_state(stems: frozenset[str], toks: tuple[tuple[bool, str, bool, str], ...], k: int) -> bool:
    """Whether the figure at k counts people in a state one of these nouns names ("63 people alive": survivors;
    "14 people dead": deaths), the people word right after the figure, the state right after that."""
    if k + 2 >= len(toks) or toks[k][2] or toks[k + 1][2] or toks[k + 1][1] not in lexicon.persons():
        return False
    return not _state_stems().get(toks[k + 2][3], frozenset()).isdisjoint(stems)


def _capped_subject(stems: frozenset[str], toks: tuple[tuple[bool, str, bool, str], ...], money: frozenset[int]) -> bool:
    """Whether a clause's subject is the counted noun and its figure caps it ("Night flights between 23:30 and 06:00 are
    capped at 9,800 movements a year", "visitors are limited to 400 a day"): the figure counts that noun."""
    start = 0
    for k, (_, stem, stop, _) in enumerate(toks):
        if stem in stems and k - start < 3:
            for j in range(k + 1, min(len(toks) - 3, k + 9)):
                if toks[j][3] in _BE_WORDS and toks[j + 1][3] in _CAP_WORDS and toks[j + 2][3] in ("at", "to") \
                        and toks[j + 3][0] and j + 3 not in money:
                    return True
                if toks[j][2] and not (toks[j][0] and toks[j + 1][0]):  # a clause's end, not a time's colon ("23:30")
                    break
        if stop:
            start = k + 1
    return False


_BE_WORDS = frozenset({"is", "are", "was", "were", "be", "been"})
_CAP_WORDS = frozenset({"capped", "limited", "restricted"})  # the most a count may reach


def counts_other(stems: frozenset[str], text: str, reach: int = 1) -> bool:
    """Whether a fact's figures count nouns other than these, one standing right after a figure ("540 artefacts"; with
    a reach of 2, after one word more: "600 worked timbers"), or it gives no figure at all."""
    toks = _count_tokens(text)
    counting = [k for k, (figure, _, _, w) in enumerate(toks) if figure and "%" not in w and not _DAY.fullmatch(w)]
    if not counting:
        return True  # no figure, or only shares and dates ("22% contained on 09-02"): nothing counted

    def plural_other(j: int) -> bool:
        """Whether token j is a plural noun other than these."""
        return j < len(toks) and bool(toks[j][1]) and toks[j][1] not in stems and not toks[j][0] \
            and toks[j][3].endswith("s") and lexicon.listed(toks[j][3]) and toks[j][3] not in _NOT_COUNTED

    return any(not toks[k][2] and (plural_other(k + 1) or reach > 1 and k + 2 < len(toks) and toks[k + 1][1]
                                   and not toks[k + 1][0] and not toks[k + 1][2] and toks[k + 1][1] not in stems
                                   and plural_other(k + 2))
               for k in counting)  # a plural noun: "540 artefacts"


_RESTATING = frozenset({"of", "than", "from", "against", "versus", "vs"})  # "7 round trips instead of 9": trips


def counted_nouns(text: str, bare: bool = False) -> tuple[str, ...] | None:
    """The stems of the plural nouns a fact's figures count, at most three words on in their clause ("14 tugs and 11
    dredgers", "7 daily round trips"), leaving out figures that count nothing (a share, a day, a sum, a measure or
    span, a year, a label after a name: "Fab 4"); None when a figure's noun cannot be told ("the crash killed 14"). A
    bare figure after "of", "than" or "from" restates the noun of a figure before it ("7 round trips instead of 9"); with
    ``bare``, a figure whose noun cannot be told is passed over, and the nouns of the others are given."""
    toks = _count_tokens(text)
    raws = [m.group(0) for m in _COUNT_TOKEN.finditer(text)]
    money = _money_at(text)
    nouns: list[str] = []
    for k, (figure, _, _, word) in enumerate(toks):
        if not figure or k in money or "%" in word or _DAY.fullmatch(word) \
                or word[0].isalpha() and any(c.isdigit() for c in word):
            continue  # "£2.8 million", "60%", "on 03-16", "Q1": a sum, a share, a day or a label
        found = _figure_noun(toks, k)
        if found is not None:
            if not _measure_word(found):
                nouns.append(term_for(found).stem)
        elif not (k and raws[k - 1][:1].isupper() and toks[k - 1][1]) \
                and not YEAR_WORD.fullmatch(word) and not (nouns and k and toks[k - 1][3] in _RESTATING) and not bare:
            return None
    return tuple(nouns)


def counts_not_names(number: str, text: str) -> bool:
    """Whether a fact writes this number only counting things ("11 of its 14 lifts"), never naming one of a kind by it
    ("piste 14", "routes 7 and 19"): the question's "piste 14" is a name the fact does not give."""
    toks = _count_tokens(text)
    at = [k for k, tok in enumerate(toks) if tok[0] and tok[3] == number]
    ft = fact_text(text)
    return bool(at) and not any(m == number for _, m in ft.numbered) and all(
        (noun := _part_noun(toks, k)) is not None and not _measure_word(noun) for k in at)


def _part_noun(toks: tuple[tuple[bool, str, bool, str], ...], k: int) -> str | None:
    """The word the figure at k counts (``_figure_noun``), or for a part of a whole, the whole's ("9 of its 12
    berths": berths)."""
    found = _figure_noun(toks, k)
    if found is not None or k + 1 >= len(toks) or toks[k + 1][3] != "of" or toks[k][2]:
        return found
    whole = next((j for j in range(k + 2, min(len(toks), k + 4)) if toks[j][0]), None)
    return _figure_noun(toks, whole) if whole is not None else None


def _figure_noun(toks: tuple[tuple[bool, str, bool, str], ...], k: int) -> str | None:
    """The word the figure at k is counted in: its own tail ("38,500-seat"), else a measure or plural noun at most
    three words on in its clause ("three shifts", "2 hours", "7 daily round trips"), or None."""
    word = toks[k][3]
    if "-" in word and word.rsplit("-", 1)[-1].isalpha():  # "a 38,500-seat stadium", "a 14-week window"
        return next((w for w in word.split("-") if _measure_word(w)), word.rsplit("-", 1)[-1])  # "9-year-old": an age
    for j in range(k + 1, min(len(toks), k + 4)):
        w = toks[j][3]
        if toks[j - 1][2] or toks[j][0] or w in STOPWORDS:
            return None
        if _measure_word(w) or plural_noun(w):
            return w
    return None


def _measure_word(word: str) -> bool:
    """Whether a word is a unit a figure measures in ("km", "hours", "nm"), not a thing it counts."""
    unit = canonical_unit(word)
    return unit in DURATION_UNITS or unit in UNIT_DIMENSION or word in MEASURE_UNITS or word in _NOT_COUNTED


@lru_cache(maxsize=1)
def people_count_stems() -> frozenset[str]:
    """The stems of the nouns a count of people is often given as ("400 tickets", "163 roles"; world.json)."""
    return frozenset(term_for(w).stem for w in PEOPLE_COUNT_NOUNS)


# what "how big" never asks: "cooled to 41 K", "for 11 days", "at 140 mph"
_NOT_SIZES = frozenset({"temperature", "duration", "speed", "frequency", "voltage", "sound", "rate", "energy", "power",
                        "money"})
_DAY = re.compile(r"\d{1,2}-\d{2}|\d{4}-\d{2}-\d{2}")
_NOT_COUNTED = frozenset({"years", "months", "weeks", "days", "hours", "minutes", "seconds", "times", "percent"})


def _tallied(toks: tuple[tuple[bool, str, bool, str], ...], k: int, money: frozenset[int]) -> bool:
    """Whether the noun at k heads a tally whose figure follows: "the finisher count has been corrected to 14,312",
    "the death toll rose to 14", "sheep losses since the release now stand at 61" (events befalling it, counted one
    each: world.json `event_nouns`), "losses … stand at 61"; a short phrase of time or place may come between."""
    event = _EVENT_STEMS
    headed = k + 1 < len(toks) and not toks[k][2] and not toks[k + 1][2] \
        and (toks[k + 1][3] in _COUNT_NOUNS or toks[k + 1][1] in event)  # "death toll", "sheep losses"
    if not headed and toks[k][1] not in event:
        return False
    start = k + 2 if headed else k + 1
    j = start
    while j < min(len(toks), start + 8):
        if toks[j][0] and j not in money:
            return "%" not in toks[j][3] and not _DAY.fullmatch(toks[j][3])  # not "rose 12%", "on 03-14"
        if toks[j][3] in _PHRASE_OPENERS:
            j = _past_phrase(toks, j)
        if toks[j][3] not in _COUNT_CHANGE or toks[j][2]:
            return False
        j += 1
    return False


def tallies_events(stems: frozenset[str], events: frozenset[str], text: str) -> bool:
    """Whether a fact counts these events befalling these nouns, written "<noun> <event noun>" ("61 sheep losses",
    "sheep losses since the release now stand at 61"): the figure counts the things the deed befell."""
    toks = _count_tokens(text)
    money = _money_at(text)
    return any(toks[k][1] in stems and toks[k + 1][1] in events and not toks[k][2]
               and (k > 0 and toks[k - 1][0] and k - 1 not in money or _tallied(toks, k, money))
               for k in range(len(toks) - 1))


def _past_phrase(toks: tuple[tuple[bool, str, bool, str], ...], j: int) -> int:
    """The place of the first tally word (``_COUNT_CHANGE``: "now", "stand") after a short phrase of time or place
    opened at j ("since the release", "across the county"), at most four words with no figure nor clause break; else
    j."""
    for i in range(j + 1, min(len(toks), j + 6)):
        if toks[i][0] or toks[i - 1][2]:
            return j
        if toks[i][3] in _COUNT_CHANGE and toks[i][3] not in _PHRASE_OPENERS:
            return i
    return j


_EVENT_STEMS = frozenset(term_for(w).stem for w in EVENT_NOUNS)  # events befalling countable things: losses, deaths
_PHRASE_OPENERS = frozenset({"since", "in", "across", "among", "from", "on", "this", "so"})  # "since the release"
_FIGURE_AFTER = frozenset({"at", "to", "of", "is", "was", "stood", "stands", "reached", "totalled", "totaled", "now",
                           "about", "around", "roughly", "nearly", "almost", "approximately",  # "at about 46,700"
                           "total", "totals", "number", "numbers", "reach", "reaches"})  # "retractions now total 12"
_COUNT_NOUNS = frozenset({"count", "number", "tally", "total", "toll"})  # "the finisher count", "the death toll"
_COUNT_CHANGE = _FIGURE_AFTER | frozenset({  # the words between such a noun and its figure
    "has", "have", "had", "been", "are", "were", "now", "officially", "corrected", "revised", "risen", "rose", "climbed",
    "grown", "grew", "fallen", "fell", "increased", "decreased", "raised", "cut", "lowered", "stand", "about", "around",
    "nearly", "almost", "some", "over", "more", "than"})


def gives_size(numbers: list[Quantity]) -> bool:
    """Whether a fact's figures include one "how big" may ask of: not only temperatures, spans, speeds, days or sums of
    money (a money noun asked, "how big is the fund", asks money instead)."""
    return not numbers or not all(UNIT_DIMENSION.get(n.unit) in _NOT_SIZES or canonical_unit(n.unit) in DURATION_UNITS
                                  or _DAY.fullmatch(n.text) for n in numbers)


def length_from(stem: str, text: str) -> bool:
    """Whether a fact gives a length from a place of this stem: a length figure, then "from" within three words and
    the place within five after it ("about 390 m from the centre of its target ellipse": target)."""
    for m in LENGTH_FIGURE.finditer(text):
        after = _WORDS.findall(text[m.end():m.end() + 80].lower())
        if "from" in after[:3]:
            tail = after[after.index("from") + 1:][:6]
            if any(term_for(w).stem == stem for w in tail):
                return True
    return False


_SIZES = frozenset({"length", "area", "volume", "mass"})


def sizes(stem: str, numbers: list[Quantity], text: str = "") -> bool:
    """Whether a fact measures the noun of this stem: a length, area, volume or weight just before it ("its 3.1 m
    primary mirror", "a 3 km protection zone", "a 30-inch crude oil pipeline"), at most two words between and no "of"
    ("about 450 m of tunnel" measures a stretch of it), or after it and a verb of size ("the lake had grown to 14
    hectares"); names may stand between ("the 7.8 km Acme Pass tunnel")."""
    if any(UNIT_DIMENSION.get(n.unit) in _SIZES and any(term_for(w).stem == stem for w in itertools.takewhile(
            lambda w: w != "of", n.noun.lower().split()[1:4])) for n in numbers):
        return True
    if not text or not any(UNIT_DIMENSION.get(n.unit) in _SIZES for n in numbers):
        return False
    toks = _count_tokens(text)
    for k, (_, st, stop, _) in enumerate(toks):
        if st == stem and _sized_before(toks, k):
            return True
        if st == stem and not stop:
            for j in range(k + 1, min(len(toks), k + 6)):
                if toks[j][0]:
                    nxt = toks[j + 1][3] if j + 1 < len(toks) else ""
                    if UNIT_DIMENSION.get(canonical_unit(nxt)) in _SIZES:
                        return True
                    break
                if toks[j][3] not in _SIZE_CHANGE or toks[j][2]:
                    break
    return False


def _sized_before(toks: tuple[tuple[bool, str, bool, str], ...], k: int) -> bool:
    """Whether a figure and a unit of size stand before the word at ``k``, at most three name or modifier words
    between and no "of" nor clause break ("the 7.8 km Acme Pass tunnel")."""
    j = k - 1
    while j >= 1 and k - j <= 4 and toks[j][1] and not toks[j][2] and not toks[j][0] \
            and UNIT_DIMENSION.get(canonical_unit(toks[j][3])) not in _SIZES:
        j -= 1
    return j >= 1 and toks[j - 1][0] and not toks[j][2] and UNIT_DIMENSION.get(canonical_unit(toks[j][3])) in _SIZES


_SIZE_CHANGE = _COUNT_CHANGE | frozenset({"covers", "covered", "cover", "measures", "measured", "spans", "spanned",
                                          "grow", "reach", "expanded", "shrunk", "shrank", "will", "would", "be"})


_PLAN_MODALS = frozenset({"must", "will", "would", "aim", "aims"})  # beside world.json's planning words


_RECURRENCE_STEMS = frozenset(term_for(w).stem for w in RECURRENCE_WORDS)


def _phrase_stems(phrases: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """Each phrase as its words' stems in order ("stepped down": step, down)."""
    return tuple(tuple(term_for(w).stem for w in p.split()) for p in phrases)


# each outcome's one-word stems with the phrases telling it did not happen, both ways round ("fire": resign, step down)
_ALTERNATIVES = tuple((frozenset(s[0] for s in _phrase_stems(a) if len(s) == 1), _phrase_stems(b))
                      for x, y in ALTERNATIVE_OUTCOMES for a, b in ((x, y), (y, x)))


@lru_cache(maxsize=1024)
def alternative_outcomes(stems: frozenset[str]) -> tuple[tuple[str, ...], ...]:
    """The outcomes (as stem phrases) whose telling answers a yes/no question asking one of these stems: "did he get
    fired": "resigned", "stepped down"; "are they closing branches": "will stay open"."""
    return tuple(p for asked, other in _ALTERNATIVES if not asked.isdisjoint(stems) for p in other)


def tells_outcome_verb(ft: FactText, stems: frozenset[str]) -> bool:
    """Whether a fact says one of these outcomes as a done or ongoing deed ("was convicted", "are closing"), not as a
    noun ("the €6.40 close"), or in its re- form ("will reopen")."""
    return any((past_participle(w) or w.endswith("ing")) and term_for(w).stem in stems for w in ft.words) \
        or said_again(ft, stems)  # "is it open again": "reopened on 05-28" tells it itself


def tells_phrase(ft: FactText, phrases: tuple[tuple[str, ...], ...]) -> bool:
    """Whether a fact says one of these stem phrases, its words in order ("will stay open": stay, open)."""
    stems = ft.stems
    return any(stems[i:i + len(p)] == p for p in phrases for i in range(len(stems) - len(p) + 1) if stems[i] == p[0])


# what sets a recurrence word as the point another deed is timed by: "11 days *after the* reopening", "since its return"
_REFERENCE_PREPS = frozenset({"after", "since", "before", "until", "till", "following"})
_REFERENCE_DETS = frozenset({"the", "its", "their", "his", "her", "a", "an", "this", "that"})


def tells_recurrence(ft: FactText) -> bool:
    """Whether a fact tells a deed done once more ("so he can race again from 2029-08-03", "searching will resume in
    April", "Lund can return on 2028-11-08"): what "when can he ride races again" asks; not a recurrence that only
    times another deed ("the last ships passed through on 04-01, 11 days after the reopening")."""
    if ft.stem_set.isdisjoint(_RECURRENCE_STEMS):
        return False
    words = ft.processed.split()
    for k, w in enumerate(words):
        if term_for(w).stem not in _RECURRENCE_STEMS:
            continue
        j = k - 1
        if j >= 0 and words[j] in _REFERENCE_DETS:
            j -= 1
        if j < 0 or words[j] not in _REFERENCE_PREPS:
            return True
    return False


def tells_deed_done(text: str, deeds: frozenset[str]) -> bool:
    """Whether a fact tells a deed done on a date: in a clause with a date, a past form of a verb whose stem is one of
    ``deeds``, no modal, "to" or plan word in the few words before it ("launched on 04-11, four weeks after its
    planned date"; not "expects to apply to restart the line", "is expected to be launched on 05-01", nor "revealed a
    release date")."""
    for clause in _PENDING_BREAK.split(text):
        words = _WORD.findall(clause.lower())
        if any(term_for(w).stem in deeds and w in past_forms(w) and _DEED_HELD.isdisjoint(words[max(0, k - 4):k])
               for k, w in enumerate(words)) and fact_text(clause).has_date:
            return True
    return False


def tells_deed(text: str, deeds: frozenset[str]) -> bool:
    """Whether a fact tells the asked deed done: a past form of it, or any form in a clause telling no plan ("the
    opening on 05-03", "Orchestra Plays the Hall"), with nothing holding it (``_held``: not "is due to open", "should
    play", "the first image release is planned for June"), or a bare "did" ("was due to open on 05-03 and did")."""
    for clause in _PENDING_BREAK.split(text):
        words = _DONE_TOKEN.findall(clause.lower())
        plain = not tells_plan(clause)
        if any(w == "did" and words[k + 1:k + 2] != ["not"] or term_for(w).stem in deeds
               and (plain or w in past_forms(w)) and not _held(words, k) for k, w in enumerate(words)):
            return True
    return False


def tells_done(text: str, deeds: frozenset[str], asked: frozenset[str]) -> bool:
    """Whether a fact tells the asked thing done, not only as to come: the asked deed (``tells_deed``), or, in a clause
    saying an ``asked`` stem, a past form of another verb ("the operation went as planned", "has pushed the opening
    back"; not "has budgeted €750,000" beside "the panel is expected to report by 04-30")."""
    return tells_deed(text, deeds) or any(_tells_past(t) for t in _PENDING_BREAK.split(text)
                                          if not fact_text(t).stem_set.isdisjoint(asked))


def _tells_past(text: str) -> bool:
    """Whether a text says a past form of a verb with nothing holding it, that is no speech, auxiliary or plan word, no
    name nor a modifier after a determiner ("went as planned"; not "said the first paid expansion is planned")."""
    toks = _DONE_TOKEN.findall(text)
    words = [t.lower() for t in toks]
    for k, w in enumerate(words):
        if w in _NOT_DONE or toks[k][0].isupper() or words[k - 1:k] and words[k - 1] in _MODIFIER_BEFORE:
            continue
        if w[0].isalpha() and w in past_forms(w) and not _held(words, k):
            return True
    return False


def _held(words: list[str], k: int) -> bool:
    """Whether a modal, "to", a plan word or the making of a plan in the few words before the ``k``th, within its comma
    part, makes it a step to come ("is due to open", "recommended that the wing open"; not "due to open on 06-02, it
    opened")."""
    before = words[max(0, k - 4):k]
    if "," in before:
        before = before[len(before) - before[::-1].index(","):]
    return not _HOLDING.isdisjoint(before)


_DONE_TOKEN = re.compile(r"[A-Za-z]+(?:['-][A-Za-z]+)*|,")  # "part-funded": one word, a modifier
# the making of a plan: "has recommended that Vesna move to Solvik in 2030", "voted to close"
_PLAN_MADE = frozenset({"recommended", "proposed", "decided", "agreed", "voted", "resolved", "pledged", "intended",
                        "hoped"})
# past forms that tell nothing done of the thing asked: speech, auxiliaries, plans ("said … is planned for 2029")
_NOT_DONE = SPEECH_VERBS | PLANNING_WORDS | _PLAN_MADE | {"was", "were", "had", "been", "did", "could", "would",
                                                          "should", "might"}
# what a past participle used as a modifier follows: "the first paid expansion", "its planned date"
_MODIFIER_BEFORE = _REFERENCE_DETS | {"these", "those", "our", "your", "first", "second", "third", "newly", "recently"}


_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
# words before a past form that make it a step to come ("expects to apply to restart", "will be reopened")
_DEED_HELD = frozenset({"to", "will", "would", "could", "should", "must", "may", "might", "shall", "can", "if",
                        "once", "until", "before", "unless"}) | PLANNING_WORDS
_HOLDING = _DEED_HELD | _PLAN_MADE  # what holds a deed as still to come (``_held``)


# an intention, a decision or a step under way: "intends to keep schools open", "hopes to restart", "voted 5-2 on
# 03-16 to close Fernhill", "is preparing a legal challenge", "is being wound down" (not "agreed to a deal")
_INTENT = re.compile(r"\b(?:intends?|intended|hopes?|hoped|seeks?|sought|wants?|wanted|prepares?|prepared|pledged|"
                     r"promised|vowed|threatened|decided|voted|agreed|resolved|proposed|going|about)\b"
                     r"(?:\s+[\w'\-]+){0,4}?\s+to\s+(?!(?:the|a|an|its|their|his|her|this|that)\b)[a-z]"
                     r"|\b(?:is|are)\s+(?:now\s+)?(?:preparing|being\s+[a-z]+)", re.IGNORECASE)


def tells_plan(text: str) -> bool:
    """Whether a fact tells a plan or a deadline ("must finish by 2027-09-30", "is expected to report", "intends to
    keep schools open", "voted to close Fernhill"), not what happened."""
    words = fact_text(text).words
    return not words.isdisjoint(PLANNING_WORDS) or not words.isdisjoint(_PLAN_MODALS) or bool(_INTENT.search(text))


# a step still to come or under way: a plan word or modal ("is expected on 05-01", "will report"), an aim ("expects
# to publish") or a step in progress ("is balloting"); not a decision made ("voted to strike" is an outcome)
_PENDING = re.compile(r"\b(?:expects?|aims?|plans?|intends?|hopes?|seeks?|wants?)\s+to\s+[a-z]"
                      r"|\b(?:is|are)\s+(?:now\s+|still\s+)?[a-z]{3,}ing\b", re.IGNORECASE)
# where one clause of a fact ends and the next begins: "; ", ", and ", "… on 06-08 and expects to publish …"
_PENDING_BREAK = re.compile(r";|\.\s+|,\s*(?:and|but|while|which|although)\s+|\s+and\s+(?=(?:is|are|was|were|has|have|"
                           r"will|would|must|expects?|plans?|aims?|intends?|hopes?)\b)", re.IGNORECASE)


def pending_clauses(text: str) -> tuple[list[FactText], list[FactText]]:
    """A fact's clauses that tell only a step still to come or under way ("expects to publish findings in October",
    "the ballot closes on 12-04"), and its other clauses ("opened its review on 06-08"), analysed."""
    pending: list[FactText] = []
    done: list[FactText] = []
    for clause in _PENDING_BREAK.split(text):
        words = fact_text(clause).words
        ahead = not words.isdisjoint(PLANNING_WORDS) or not words.isdisjoint(_PLAN_MODALS) or _PENDING.search(clause)
        (pending if ahead else done).append(fact_text(clause))
    return pending, done


# an earlier figure told beside the one that replaced it: "up from £3.4 million", "risen from three to five", "the
# initial estimate", "than first planned", "first reported"
_EARLIER_TOLD = re.compile(
    r"\bfrom\s+(?:an?\s+|the\s+|its\s+|their\s+)?(?:about\s+|around\s+|roughly\s+|nearly\s+|some\s+)?"
    r"(?:[$€£¥]\s?\d|\d|(?:" + "|".join(NUMBER_WORDS) + r")\b)"
    r"|\b(?:" + "|".join(sorted(ORIGINAL_WORDS)) + r")\b|\bfirst\s+(?:reported|planned|estimated|thought|announced|"
    r"said|set|proposed|offered|scheduled|put)\b", re.I)
# a figure called the first one: "the first estimate of 3.2 tonnes", "its opening offer of €85 million"
_FIRST_FIGURE = re.compile(r"\b(?:" + "|".join(sorted(FIRST_MARKS)) + r")\s+(?:" + "|".join(sorted(EARLIER_NOUNS)) + r")s?\b",
                           re.I)


def tells_earlier(text: str) -> bool:
    """Whether a fact tells an earlier figure beside a later one ("up from £3.4 million", "the initial estimate")."""
    return bool(_EARLIER_TOLD.search(text))


def calls_first_figure(text: str) -> bool:
    """Whether a fact gives a figure it calls the first one, later in the clause ("the early estimate of the loss is
    £14.2 million", "early estimates … date it to around 420 BC"; not "well above the first estimate.")."""
    return any(re.match(r"[^.;:]*?\d", text[m.end():]) for m in _FIRST_FIGURE.finditer(text))


def gives_earlier(text: str) -> bool:
    """Whether a fact gives an earlier figure beside a later one ("up from £3.4 million", "the initial estimate of
    £14 million", "down from the first estimate of 3.2 tonnes"), not only tells of one ("from its original September
    date")."""
    return any(re.search(r"\d", m.group(0)) or re.match(r"(?:\s+\S+){0,3}?\s+\S*\d", text[m.end():])
               for m in itertools.chain(_EARLIER_TOLD.finditer(text), _FIRST_FIGURE.finditer(text)))


def marks_first(text: str, nouns: frozenset[str]) -> bool:
    """Whether a fact calls one of these nouns (or its plural) the first of its kind, right after a mark ("the
    district's opening offer", "early estimates"), not "first-year" nor "the first national drivers' strike"."""
    words = re.findall(r"[a-z]+(?:-[a-z]+)*", text.lower())
    return any(w in FIRST_MARKS and (n in nouns or n.removesuffix("s") in nouns) for w, n in zip(words, words[1:]))


# a date or period a plan was moved to: "has been moved to 2028-05-19", "pushed back to Q3 2028", "postponed until June"
_RESCHEDULED = re.compile(
    r"(?:\b(?:moved|pushed(?: back)?|put back|postponed|delayed|rescheduled|brought forward|deferred|slipped)\b"
    r"(?:\s+[\w'-]+){0,4}?\s+(?:to|until|till|for|into)"  # not "delayed on 03-04": the day of the delay
    r"|\bnow (?:due|expected|set|scheduled|planned|targeted)\b(?:\s+[\w'-]+){0,4}?\s+(?:to|until|for|in|on|by))\s+"
    r"(?:the\s+|early\s+|mid-?\s*|late\s+|end\s+of\s+)?(?P<date>\S+(?:\s+\S+)?)", re.I)


def rescheduled(text: str, of: frozenset[str] = frozenset()) -> str | None:
    """The words telling a date or period a plan was moved to ("the trial was moved to 2028-11-30", "pushed back to
    the first half of 2028"), or None; with ``of`` (stems), only a move of one of them, named in the few words before
    it."""
    for m in _RESCHEDULED.finditer(text):
        date = m.group("date")
        if not (_YEAR.search(date) or _MONTH.search(date) or _PERIOD.search(date)):
            continue
        before = re.findall(r"[A-Za-z][\w'\-]*", text[max(0, m.start() - 60):m.start()])[-6:]
        if of and of.isdisjoint(term_for(w.lower()).stem for w in before):
            continue
        words = text[m.start("date"):].split()[:5]
        upto = next((k for k, w in enumerate(words) if any(c.isdigit() for c in w)), 0)
        if upto + 1 < len(words) and _YEAR.fullmatch(words[upto + 1].rstrip(".,;")):
            upto += 1  # "Q1 2031", "June 2031"
        said = text[m.start():m.start("date")] + " ".join(words[:upto + 1])  # "2028-11-30", "the first half of 2028"
        return " ".join(before[-3:] + [said.rstrip(".,;")])
    return None


def tells_rescheduled(text: str) -> bool:
    """Whether a fact tells a date or period a plan was moved to ("moved to 2028-05-19 from its original February
    date", "pushed back to the first half of 2028")."""
    return rescheduled(text) is not None


_RATE_LEADS = frozenset({"per", "a", "an", "each", "every"})
_NOT_RATE_BEFORE = frozenset({"for", "in", "within", "after", "over", "than", "about", "once", "twice"})
_NOT_RATE_AFTER = frozenset({"ago", "later", "earlier", "before", "after", "or", "and", "early", "late"})
_PERIOD_OF = {w: period for period, words in RATE_PERIODS.items() for w in words if w != period}  # "annual": year


def asked_rate(words: list[str]) -> str | None:
    """The period or thing a figure is asked per ("how much does a captain earn *a year*", "paid *per page*",
    "the *annual* rent"), or None (not "a year ago", "for a week")."""
    for k, w in enumerate(words):
        if w in _PERIOD_OF:
            return _PERIOD_OF[w]
        if w not in _RATE_LEADS or k + 1 >= len(words) or k and words[k - 1] in _NOT_RATE_BEFORE:
            continue
        nxt, after = words[k + 1], words[k + 2] if k + 2 < len(words) else ""
        if nxt in RATE_PERIODS and after not in _NOT_RATE_AFTER:
            return nxt
        if w == "per" and nxt not in STOPWORDS and nxt.isalpha():
            phrase = list(itertools.takewhile(lambda x: x not in STOPWORDS and x not in FILLER and x.isalpha()
                                              and not x.endswith("ed"), words[k + 1:k + 4]))
            return " ".join(term_for(x).stem for x in phrase or [nxt])  # "per dead sheep": dead or sheep
    return None


_A_YEARS = re.compile(r"\b(?:in|during|for)\s+(?:(?:fiscal|financial|calendar)\s+)?(?:19|20)\d\d\b|\b(?:12|twelve) months\b",
                      re.I)
_RATE_TOKEN = re.compile(r"[a-z][a-z']*|/")


def sums_per_unit(fact: Fact) -> bool | None:
    """Whether every sum of money a fact gives is one per unit ("£58.90/MWh", "€1.45 per broiler", "£300 a week"):
    True; False when one is a plain amount ("a budget of £8.3 billion"); None when it gives no sum of money."""
    text = fact.text
    sums = [q for q in fact.numbers if UNIT_DIMENSION.get(q.unit) == "money" and q.text in text]
    if not sums:
        return None
    return all(_PER_UNIT.match(text, text.find(q.text) + len(q.text)) for q in sums)


_PER_UNIT = re.compile(r"\s*(?:/|per\b|an?\s+(?!\d)[a-z]|each\b)", re.I)
_PER_THING = re.compile(r"\s*(?:per|each|an?)\s+([a-z]+)", re.I)


def sums_per_thing(fact: Fact, asked: frozenset[str]) -> bool:
    """Whether every sum of money a fact gives is one per a thing the question names nowhere (``asked``: its stems),
    not per a period ("£4.20 per seat" for "how much has it paid back to passengers"; not "£68 an hour")."""
    text = fact.text
    sums = [q for q in fact.numbers if UNIT_DIMENSION.get(q.unit) == "money" and q.text in text]
    for q in sums:
        m = _PER_THING.match(text, text.find(q.text) + len(q.text))
        if m is None or m.group(1).lower() in RATE_PERIODS or term_for(m.group(1)).stem in asked:
            return False
    return bool(sums)


_RANGE_ON = re.compile(r"\s*(?:to|and|or|-|\u2013)\s+\D{0,3}\d")  # "from €2 to €3 per seat": the rate told last


def gives_plain_sum(fact: Fact) -> bool:
    """Whether a fact gives a sum of money per nothing ("refunded 41,000 bookings worth £3.9 million"), not one
    whose range or change ends in a rate ("from €2 to €3 per seat")."""
    text = fact.text
    for q in fact.numbers:
        end = text.find(q.text) + len(q.text)
        if UNIT_DIMENSION.get(q.unit) == "money" and q.text in text and not _PER_UNIT.match(text, end) \
                and not _RANGE_ON.match(text, end):
            return True
    return False


def gives_rate(rate: str, text: str) -> bool:
    """Whether a fact gives a figure per a period or thing ("€62,300 a year", "annual", "a daily cap", "€0.12 per
    page", "a per-passenger charge", "38,000/day"); ``rate``: a period, or the stems of the thing asked."""
    words = RATE_PERIODS.get(rate)
    if rate == "year" and _A_YEARS.search(text):
        return True  # "produced 118,000 tonnes of copper in 2026": a year's figure
    things = set(rate.split())
    toks = _RATE_TOKEN.findall(text.lower())
    for k, tok in enumerate(toks):
        if words is not None and tok in words and tok != rate:
            return True  # "annual", "daily"
        if tok in _RATE_LEADS or tok == "/":
            for nxt in toks[k + 1:k + (3 if words is not None else 2)]:  # "a calendar year"; "per broiler" itself
                if (nxt.rstrip("s") == rate if words is not None else term_for(nxt).stem in things):
                    return True
    return False


def states_cause(text: str) -> bool:
    """Whether a fact states a cause outright ("because", "due to", "led to"), not only a time beside its event."""
    return bool(_CAUSE.search(_plans_as_plans(text)))


# a cause only as someone's word: a finding ("upheld the authority's finding that …"), a source cited ("per @x,
# citing the preliminary summary"), an argument: often of another thing than the event asked
_CAUSE_AS_SAID = re.compile(r"\b(?:(?:found|finding|findings|concluded|concludes) that|cit(?:e|es|ed|ing)|"
                            r"argu(?:ing|ed|es) that|(?:comes?|came) from)\b", re.I)


# a means told: "through a VPN account", "using CO2", "by gassing the flocks" (not "by 20%")
_MANNER = re.compile(r"\b(?:through|via|using|by (?:means|way) of|by (?!\d)[a-z][\w\-]*)\b")


FAULT = "~fail"  # the failure words' concept (world.json): fail, fault, wrong, problem, broke, lost …
# a word tying a thing told after a fault to it as what has the fault: "a failure of the lander", "problems with it"
_FAULT_TIES = frozenset("of with in on at aboard inside within across throughout affecting".split())
_FAULT_REACH = 4  # … at most this many words after the fault word: "a fault in the lander's wiring"
_FACT_WORD = re.compile(r"[a-z][\w\-]*")


def _faults_and_mentions(asked: frozenset[str], text: str) -> tuple[list[str], list[int], list[int]]:
    """A fact's lower-case words (credits dropped), where it says a failure word and where it names an asked stem."""
    words = [w.removesuffix("'s") for w in _FACT_WORD.findall(strip_credits(text).lower())]
    terms = [term_for(w) for w in words]
    return (words, [k for k, t in enumerate(terms) if FAULT in t.concepts],
            [k for k, t in enumerate(terms) if t.stem in asked])


def fault_of_another(asked: frozenset[str], text: str) -> bool:
    """Whether a fact names the asked thing only after its failure word and not as what has it ("Pika drove 112 m
    before losing its radio link to the lander"): the fault is another's. "a failure of the lander", "problems with
    the lander's array", "the lander lost power" tell the thing's own."""
    words, faults, mentions = _faults_and_mentions(asked, text)
    if not faults or not mentions or mentions[0] < faults[0]:
        return False
    return not any(0 < m - f <= _FAULT_REACH and not _FAULT_TIES.isdisjoint(words[f + 1:m])
                   for f in faults for m in mentions)


def tells_own_fault(asked: frozenset[str], text: str) -> bool:
    """Whether a fact tells a failure ("fault", "failed", "broke", "problem") that is not another thing's."""
    return bool(_faults_and_mentions(asked, text)[1]) and not fault_of_another(asked, text)


def tells_manner(text: str) -> bool:
    """Whether a fact tells a means ("through a VPN account", "using CO2", "by wild ducks")."""
    return bool(_MANNER.search(text))


# "…, so 19 villages must be relocated": what comes before is the reason of the clause after (not "so far", "so much")
_SO_CLAUSE = re.compile(r",\s+so\s+(?!far\b|much\b|many\b|long\b|too\b|as\b|that\b)", re.I)
# a reason the reason words leave out: "which is why", "at Corvane's request", "to pay for the fish passage", "cut
# over a crew shortage" (not "over a period", "over a mile")
_REASON_MORE = re.compile(r"\b(?:which|that) is why\b|\bthat's why\b|\bat (?:(?:the|its|their|his|her) )?"
                          r"(?:[\w\-]+'s )?(?:request|urging)\b|\bto (?:pay for|fund)\b|"
                          r"\bover (?:a|an) (?!\d|few\b|period|week|month|year|day|decade|mile|kilomet)", re.I)
# "recovery was slowed by a retry storm": the agent after a verb (not "by 20%", "by the end of March", "by mid-2031")
_DONE_BY = re.compile(r"(?<![\w\-])([a-z][\w\-]*)\s+by\s+(?!\d|the end\b|mid\b|early\b|late\b|then\b|now\b|next\b|last\b)"
                      r"(?:the\s+|a\s+|an\s+)?[a-z]", re.I)


def tells_reason_for(asked: set[str], text: str) -> bool:
    """Whether a fact gives the asked event (``asked``: the question's key stems) a reason its reason words miss: a
    clause before ", so" when an asked word is after it ("a survey enlarged the reservoir, so two more villages must be
    relocated"), or the agent after an asked verb ("recovery was slowed by a retry storm")."""
    if _REASON_MORE.search(text):
        return True
    so = _SO_CLAUSE.search(text)
    if so and not asked.isdisjoint(fact_text(text[so.end():]).stem_set):
        return True
    return any(term_for(m.group(1).lower()).stem in asked for m in _DONE_BY.finditer(text))


def states_cause_plainly(text: str) -> bool:
    """Whether a fact states a cause in words of its own ("because", "due to"), not only as a finding, a citing or
    an argument."""
    return states_cause(_CAUSE_AS_SAID.sub(" ", text))


def answer_type_ok(kind: str, ft: FactText, fact_numbers: int, question_names: set[str], fact_kind: str,
                   units_hit: bool, text: str = "", importance: bool = False) -> float:
    """1 when the fact holds an answer of the kind the question asks for, 0 when it holds none."""
    if kind == "number":
        return 1.0 if fact_numbers or units_hit else 0.0
    if kind == "date":
        return 1.0 if ft.has_date else 0.0
    if kind == "name":  # "what's the name of X": a name the fact tells, not an account it is credited to
        return 1.0 if ft.own_names - question_names else 0.0
    if kind in ("person", "organisation"):  # not a designation ("T3", "Aurex-2"): no one is named with figures
        return 1.0 if any(not any(c.isdigit() for c in n) for n in ft.names - question_names) else 0.0
    if kind == "place":
        return 1.0 if (ft.names - question_names) and ft.has_place else 0.0
    if kind == "gloss":  # "what does Obersee mean": a gloss of a word the question names
        return 1.0 if glossed(text) & question_names else 0.0  # question_names holds the question's stems too
    if kind == "reason":
        # a "Why it matters" bullet is the reason asked by "why does it matter" (Question.asks_importance), not by
        # "why was it cut"
        return 1.0 if ft.has_reason or fact_kind == "why-it-matters" and importance else 0.0
    if kind == "manner":  # "how did it get in": a means told, or a cause stated ("because …"; not "after": a time)
        return 1.0 if tells_manner(text) or states_cause(text) else 0.0
    if kind == "direction":  # "which direction does it flow": a compass point told ("westward", "to the northwest")
        return 1.0 if any(w in _DIRECTIONS or w.removesuffix("s") in _DIRECTIONS for w in ft.words) else 0.0
    return 1.0


_PLACE_KINDS = frozenset(term_for(w).stem for w in ANSWER_TYPES["place"])


def names_place_asked(words: list[str], ft: FactText, question_names: set[str]) -> bool:
    """Whether a fact names a place "which <place noun>" asks by a name the question lacks, never saying the noun."""
    # no place word need stand before it ("which countries": "Japan and South Korea suspended …"); a fact that says
    # "resale sites" and names none is no answer to "which resale site", so another name in it is not one
    if "which" not in words:
        return False
    at = words.index("which")
    nouns = {term_for(w).stem for w in words[at + 1:at + 4]} & _PLACE_KINDS
    return bool(nouns) and nouns.isdisjoint(ft.stem_set) and bool(ft.own_names - question_names)  # not "(@natlib)"


def names_asked_place(q: Question, text: str) -> bool:
    """Whether a fact names a place of the kind "which <place noun>" asks, by a name the question lacks ("which towns":
    "… told residents of Stanbury and Pellham …"; ``names_place_asked``)."""
    qnames = {w.lower() for w in re.findall(r"[\w'\-]+", q.text)} | set(q.analysis.stems)
    own = _CREDIT.sub(lambda m: " " * len(m.group(0)), text)  # not "(@OffshoreWindWk)" nor "Installation stands …"
    named = any(_names_word(m.group(0), m.start(), own, frozenset(qnames)) for m in _TOKEN.finditer(own))
    return named and names_place_asked(q.analysis.words, fact_text(text), qnames)


def bm25(matched: list[tuple[str, float, bool]], ft: FactText, avg_len: float) -> float:
    """BM25 of a fact for the question terms it contains: (stem, idf, found as a synonym only)."""
    n = len(ft.stems) or 1
    norm = K1 * (1 - B + B * n / max(1.0, avg_len))
    total = 0.0
    for stem, idf, synonym in matched:
        tf = 1 if synonym else max(1, ft.stems.count(stem))
        total += idf * tf * (K1 + 1) / (tf + norm) * (0.7 if synonym else 1.0)
    return total


def span_share(stems: set[str], ft: FactText) -> float:
    """How tightly a fact's matched question stems sit together: distinct stems over the shortest window holding them."""
    wanted = [s for s in stems if s in ft.stem_set]
    if len(wanted) < 2:
        return 1.0 if wanted else 0.0
    need = len(wanted)
    target = set(wanted)
    counts: dict[str, int] = {}
    best = len(ft.stems)
    left = 0
    have = 0
    for right, s in enumerate(ft.stems):
        if s in target:
            counts[s] = counts.get(s, 0) + 1
            if counts[s] == 1:
                have += 1
        while have == need:
            best = min(best, right - left + 1)
            ls = ft.stems[left]
            if ls in target:
                counts[ls] -= 1
                if counts[ls] == 0:
                    have -= 1
            left += 1
    return need / best


def fuzz_share(question_processed: str, ft: FactText) -> float:
    """rapidfuzz's token-set ratio of question and fact, 0–1."""
    return fuzz.token_set_ratio(question_processed, ft.processed, processor=None) / 100.0


@dataclass(slots=True)
class TermMatch:
    """How one question term is found in a fact: 'text', 'synonym', 'context' (cited titles only) or ''."""

    weight: float
    required: bool
    how: str
    known: bool  # whether any fact of the index has it


def _base(word: str) -> str | None:
    """The member of a contrast class a comparative or superlative is made from ("warmer", "biggest": warm, big)."""
    for end in ("est", "er"):
        if word.endswith(end) and len(word) > len(end) + 2:
            stem = word[:-len(end)]
            for base in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else "",
                         stem[:-1] + "y" if stem.endswith("i") else ""):
                if base in CONTRASTS:
                    return base
    return None


def _contrasting(word: str) -> frozenset[str]:
    """The words a question word excludes: its class's other members, and for "warmer" those of "warm" too."""
    base = _base(word)
    return CONTRASTS.get(word, frozenset()) | (CONTRASTS[base] if base else frozenset())


_CALENDAR = frozenset(MONTHS) | {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}


def report_dates(fact: Fact) -> list[dt.date]:
    """The dates a fact was reported on: its posts' and its own."""
    return [s.date for s in fact.sources if s.date] + ([fact.as_of] if fact.as_of else [])


_MONTH_RE = "|".join(m[:3] + (m[3:] and f"(?:{m[3:]})?") for m in MONTHS)  # "dec", "december"
_DAY_IN_MONTH = re.compile(rf"\b(?:\d{{4}}-)?(\d{{2}})-\d{{2}}\b(?!-)|\b\d{{1,2}}(?:st|nd|rd|th)?\s+({_MONTH_RE})\b|"
                           rf"\b({_MONTH_RE})\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?![\d.]|\s*(?:bn|m|million|billion)\b)", re.I)
_CAPITAL_MONTH_RE = "|".join(m[:3].title() + (m[3:] and f"(?:{m[3:]})?") for m in MONTHS)  # not "may", "march"
_MONTH_ONLY = re.compile(rf"\b({_CAPITAL_MONTH_RE})\b(?!\s+\d{{1,2}}(?:st|nd|rd|th)?\b)")  # not "March 6, 2028"


def _month_number(word: str) -> int:
    """The number of a month its name or short name gives ("Dec", "december": 12)."""
    return next(k for k, name in enumerate(MONTHS, 1) if name.startswith(word.lower()[:3]))


def days_given(text: str) -> frozenset[int]:
    """The months of the days a text gives ("on 12-09", "2026-12-09", "9 December", "December 9th"): {12}."""
    out = set()
    for m in _DAY_IN_MONTH.finditer(text):
        if not m.group(1):
            out.add(_month_number(m.group(2) or m.group(3)))
        elif 1 <= int(m.group(1)) <= 12:
            out.add(int(m.group(1)))
    return frozenset(out)


def months_only(text: str) -> frozenset[int]:
    """The months a text names with no day ("to Be Burned in December", "slips to March 2029"): {12}, {3}."""
    return frozenset(_month_number(m.group(1)) for m in _MONTH_ONLY.finditer(text)) - days_given(text)


def months_named(text: str) -> frozenset[str]:
    """The months a text names in words ("in March", "December 9"): {"march", "december"}."""
    return frozenset(w.lower() for w in _MONTH_WORD.findall(text))


_MONTH_WORD = re.compile(rf"\b({'|'.join(m.capitalize() for m in MONTHS)})\b")  # "May", not the verb "may"


# a day, month first in figures ("on 07-25", "2027-07-25") or in words ("25 July", "July 25th"), with its parts
_DAY_SAID = re.compile(rf"(?<![\d.,\-–])(?:\d{{4}}-)?(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?![\d\-–%])|"
                      rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+({_MONTH_RE})\b|"
                      rf"\b({_MONTH_RE})\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?![\d.]|\s*(?:bn|m|million|billion)\b)", re.I)
_BOUND_WORD = r"(?:until|till|before|after|since|by|from|through|to)\s+(?:the\s+)?"  # a time bounding a stretch
# a month a question ties its figure to: "in october", "the april delay", "july's figure" (not "by july", "the may …")
_MONTH_ASKED = re.compile(rf"(?:^|\b(?:in|on|for|during|of|this|last|early|mid|late|the)\s+)({'|'.join(MONTHS)})\b"
                          rf"(?!\s+\d)", re.I)


def days_of(text: str, bounds: bool = True) -> frozenset[tuple[int, int]]:
    """The days (month, day) a text gives in figures or words ("on 07-25", "25 July"); without ``bounds`` not those
    bounding a stretch ("until 07-25")."""
    out = set()
    for m in _DAY_SAID.finditer(text):
        if not bounds and re.search(rf"\b{_BOUND_WORD}$", text[:m.start()], re.I):
            continue
        month, day = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3)) if m.group(3) \
            else (m.group(5), m.group(6))
        month_no = int(month) if month.isdigit() else _month_number(month)
        if 1 <= int(day) <= 31:
            out.add((month_no, int(day)))
    return frozenset(out)


def months_asked(text: str) -> frozenset[int]:
    """The months a question ties its figure to ("in october", "after the april delay"; not "by july", "the may
    meeting", "back in july", nor a month of a day asked)."""
    out = {_month_number(m.group(1)) for m in _MONTH_ASKED.finditer(text)
           if not (m.group(1).lower() in ("may", "march") and m.group(0).lower().startswith("the"))
           and not re.search(r"\bback\s+$", text[:m.start()], re.I)}  # "back in july": an earlier figure, told later
    return frozenset(out) - {d[0] for d in days_of(text)}


def months_of(text: str) -> frozenset[int]:
    """The months a text names in words or by a day in figures ("in March", "on 09-02"): {3, 9}."""
    return days_given(text) | {_month_number(m) for m in months_named(text)}


def time_lacking(question: str, fact: Fact) -> str | None:
    """A day or month a question ties its figure to ("lost power on 07-25", "the april delay") that a fact does not
    say while it gives another ("on 07-22", "on 06-08"): a figure of another time. A month the fact was reported in,
    or a day inside the stretch its days bound, is no other time."""
    asked_days = days_of(question, bounds=False)
    days = days_of(fact.text) if asked_days else frozenset()
    if days:
        for month, day in asked_days:
            if (month, day) not in days and not min(days) < (month, day) < max(days):
                return f"{month:02d}-{day:02d}"
    asked_months = months_asked(question)
    months = months_of(fact.text) if asked_months else frozenset()
    if months:
        reported = set() if _tied_as_asked(question, fact.text) else {d.month for d in report_dates(fact)}
        return next((MONTHS[month - 1] for month in asked_months if month not in months and month not in reported), None)
    return None


_TYING_WORDS = frozenset({"in", "during", "for"})  # "flown home in April": the month a figure is of
_FIGURE_CLAUSE = re.compile(r"[,;:()\u2013\u2014]")  # "…, unlike its split vote in September": no figure's clause
_TIED_BY = {p: re.compile(rf"\b([A-Za-z]+)\s+{p}\s+(?:{_CAPITAL_MONTH_RE})\b(?!\s+\d)") for p in _TYING_WORDS}


def _tied_as_asked(question: str, text: str) -> bool:
    """Whether a fact ties the asked deed to a month by the word the question ties its month with, in a clause giving
    a figure ("flown home in may" asked, "while 9 were flown home in April"; not "who dissented in September" for
    "voted in october", nor "voted 6–1 …, unlike its split vote in September"): then the month it was reported in no
    longer excuses another month."""
    preps = {m.group(0).split()[0].lower() for m in _MONTH_ASKED.finditer(question)} & _TYING_WORDS
    asked = {term_for(w).stem for w in re.findall(r"[a-z]+", question.lower()) if w not in STOPWORDS}
    return any(term_for(m.group(1).lower()).stem in asked for clause in _FIGURE_CLAUSE.split(text)
               if re.search(r"\d", clause) for p in preps
               for m in _TIED_BY[p].finditer(clause))


def months_reported(fact: Fact) -> frozenset[str]:
    """The months a fact was reported in (its own date and its posts'): "in October" is said by October's news."""
    return frozenset(MONTHS[d.month - 1] for d in report_dates(fact))


_MODIFIER_REACH = 3  # the words after an asked modifier that may be its noun ("march cruise bookings", "2027 net loss")


def _before_same_noun(others: frozenset[str], words: list[str], k: int, ft: FactText) -> str | None:
    """Another member of a class a fact puts right before a noun the asked one is set before ("April bookings" for
    "March cruise bookings", "new restaurants" for "existing restaurants"): the same thing of another kind."""
    nouns = set()
    for w in words[k + 1:k + 1 + _MODIFIER_REACH]:
        if w in STOPWORDS:
            break
        if w.isalpha():
            nouns.add(term_for(w).stem)
    low = [w.lower() for w in ft.surfaces]
    return next((w for w, n in zip(low, ft.stems[1:]) if w in others and n in nouns), None)


def says_asked_modifier(words: list[str], word: str, ft: FactText) -> bool:
    """Whether a fact says a modifier the question asks as the question does: a word set apart from others of its kind
    only before the same noun ("existing restaurants", "Norwegian crews") said before that noun, any other word anywhere
    ("the Norwegian border" is not said by "Norwegian prime minister")."""
    if word not in ft.words:
        return False
    if word not in MODIFIER_CONTRASTS or word not in words:
        return True
    return _before_same_noun(frozenset({word}), words, words.index(word), ft) is not None


_SPAN_REACH = 4  # the words before a fact's "after" that may say the deed a span ends with ("took 14 minutes to call police")


def _span_from_other_end(words: list[str], k: int, ft: FactText) -> bool:
    """Whether "how long … before <deed>" is told as "<deed> … after" ("how long did they wait before calling the
    police": "took 14 minutes to call police after the alarm"): one span, named from its other end."""
    if words[k] != "before" or not any(a == "how" and b == "long" for a, b in zip(words[:k], words[1:k])):
        return False
    deed = next((term_for(w).stem for w in words[k + 1:] if w not in STOPWORDS), None)
    told = ft.processed.split()
    return deed is not None and any(w == "after" and deed in {term_for(x).stem for x in told[max(0, j - _SPAN_REACH):j]}
                                    for j, w in enumerate(told))


def contrast_of(words: list[str], ft: FactText, reported: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """(asked, told) when the question asks one member of a closed class ("south", "phase 2") and the fact another.

    A month the fact was ``reported`` in is never contrasted: "the vote in October" is October's news of the vote."""
    for w, n in zip(words, words[1:]):  # "phase 2" asked, "phase 3" told (in the question's order)
        if (w, n) in ft.numbered or not _numbered_word(w, n):
            continue
        told = sorted(m for v, m in ft.numbered if v == w and m != n)
        if told:
            return f"{w} {n}", f"{w} {told[0]}"
    for word in words:  # "uninsured" asked, "insured" told: a negating prefix turns the word round
        plain = next((word[len(p):].lstrip("-") for p in ("non", "un") if word.startswith(p)), "")
        if plain and word not in ft.words and plain in ft.words and plain not in words and (
                lexicon.negates(word) or len(plain) >= 4 and lexicon.listed(plain) and (
                    not lexicon.listed(word) or word.startswith("non") or plain.endswith(("ed", "able", "ible")))):
            return word, plain  # WordNet's opposites, or a word it lacks ("unvaccinated"), or an -ed/-able one
    for k, word in enumerate(words):
        others = _contrasting(word)
        if k and words[k - 1] in ("how", "so", "too", "as"):  # "how long is it": a measure asked
            continue
        if word in reported:  # "the vote in October": October's news of the vote, unless the fact names another
            told_same = _before_same_noun(others, words, k, ft)  # "the April strike days" against "the March
            if told_same:  # strikes": the same thing of another month
                return word, told_same
            continue
        if before_change(words, k) or _span_from_other_end(words, k, ft):
            continue  # "the rate before the hike": the earlier figure asked, which a fact tells beside the later one
        kind = MODIFIER_CONTRASTS.get(word)
        told_kind = _before_same_noun(kind, words, k, ft) if kind and word not in ft.words else None
        if told_kind:  # "existing restaurants" asked, "new restaurants" told
            return word, told_kind
        base = _base(word)
        if others and word not in ft.words and term_for(word).stem not in ft.stem_set and base not in ft.words \
                and not _said_otherwise(word, ft):  # "is it open again": "will reopen on 12-15", beside "stays closed"
            told = sorted(w for w in ft.words - set(words)  # "the cold and warm water": both asked
                          if (w in others or _base(w) in others)  # "warmer" against "cold" or "colder"
                          and not (w.startswith(word) or word.startswith(w)))  # "northern" is "north"
            if told:
                return word, told[0]
        moved = _moved_other_way(word, words, ft)
        if moved:
            return word, moved
    return None


def _said_otherwise(word: str, ft: FactText) -> bool:
    """Whether the fact tells the asked state another way: by its re- form, whose re- only repeats it ("open":
    "reopened"), or by the outcome that rules it out ("open": "stays closed"; world.json ``alternative_outcomes``)."""
    asked = frozenset({term_for(word).stem})
    return said_again(ft, asked) or tells_phrase(ft, alternative_outcomes(asked))


def said_again(ft: FactText, stems: frozenset[str]) -> bool:
    """Whether a fact says one of these stems in its re- form, whose re- only repeats it ("open": "reopened")."""
    return any(w.startswith("re") and not stems.isdisjoint(term_for(w).concepts) for w in ft.words)


def _change_verbs(word: str) -> frozenset[str]:
    """The rise-or-fall verbs a word is a form of ("dropped": drop; "rising": rise), none for other words."""
    return (verb_lemmas(word) | {word}) & RISE_FALL_WORDS


def _moved_other_way(word: str, words: list[str], ft: FactText) -> str | None:
    """The fact's word telling the change opposite to the one asked in another form of its verb ("how high did the sea
    rise": "sea level dropped 120 m"), when the fact says no form of the asked verb."""
    asked = _change_verbs(word)
    others = frozenset().union(*(CONTRASTS.get(v, frozenset()) for v in asked)) - asked
    if not others or any(asked & _change_verbs(w) for w in ft.words):
        return None
    return next((w for w in sorted(ft.words - set(words)) if _change_verbs(w) & others), None)


def says_contrary(verb: str, ft: FactText) -> str | None:
    """The fact's word telling the deed opposite to a verb, in any of their forms (world.json ``opposite_deeds``: "when
    did the playhouse close": "the playhouse opened in 1887"), when it does not say the verb too; else None."""
    forms = verb_forms(verb.lower())
    if not forms.isdisjoint(ft.words):
        return None
    contrary = frozenset(f for v in verb_lemmas(verb.lower()) | {verb.lower()} for o in OPPOSITE_DEEDS.get(v, ())
                         for f in verb_forms(o)) - forms
    return min(ft.words & contrary, default=None)


_TOKEN = re.compile(r"@?[A-Za-z][\w'\u2019]*|\d[\w.,]*")  # words, handles and numbers, in order


_CONNECTIVES = frozenset("""however meanwhile still yesterday today tonight instead also finally then now next first later
earlier separately overall elsewhere nevertheless nonetheless moreover indeed thus therefore again yet besides otherwise
similarly likewise meantime afterwards previously recently currently initially""".split())
_RELATIVE_CLAUSE = re.compile(r",\s+(?:who|which)\s[^,;()]*,")  # ", who finished 1 min behind,"; ", which joins the Rhine,"


def covered(features: list[float]) -> float:
    """The share of a question's key words a candidate has, as written or as a synonym (its support features)."""
    return features[_REQ_EXACT] + features[_REQ_SYNONYM]


_REQ_EXACT, _REQ_SYNONYM = FEATURES.index("req_exact"), FEATURES.index("req_synonym")


def _names_word(word: str, at: int, text: str, asked: frozenset[str]) -> bool:
    """Whether a word of a fact is a capitalised word of a name: not one opening a sentence, a function word or a word
    the question says."""
    low = word.lower()
    return word[0].isupper() and low not in asked and low not in STOPWORDS and \
        not _SENTENCE_START.search(text[max(0, at - 3):at])


def _unlisted_name(word: str, asked: frozenset[str]) -> bool:
    """Whether a capitalised word is no English word, a function word or a word asked: a name wherever it stands."""
    low = word.lower()
    return word[:1].isupper() and low not in asked and low not in STOPWORDS and not lexicon.listed(low)


def names_tied(head: str, text: str, asked: frozenset[str], kin: frozenset[str] = frozenset(),
               people: bool = False) -> bool | None:
    """Whether a fact gives a name to the noun a question asks the name of: a name beside it ("the Kestrel capsule",
    "sonar vessel Kittiwake"), the noun in the name itself, or "named X"; None when the fact does not say the noun nor,
    with ``kin`` (its synonym groups), a word of its group ("the resort's head of piste safety" for its chief). With
    ``people``, a name with figures in it names no one ("The team began training 535B-A23B")."""
    want = term_for(head).stem
    text = _CREDIT.sub(lambda m: " " * len(m.group(0)), text)  # the accounts it is credited to name nothing asked
    text = _RELATIVE_CLAUSE.sub("", text)  # "Alcázar, who finished 1 min behind, is now the champion": the name, then
    # its role ("The Ruhr, which joins the Rhine, is a clean river")
    tokens = list(WORD_TOKEN.finditer(text))
    found = False
    for i, m in enumerate(tokens):
        word = m.group(0).removesuffix("'s").removesuffix("’s")
        low = word.lower()
        term = term_for(low)
        if term.stem != want and kin.isdisjoint(term.concepts) or low.endswith(("ed", "ing")) and not head.endswith(
                low[-2:]):
            continue  # the noun, not a verb of its stem: "forked version 4.9 as Thornbush" speaks of no fork
        found = True
        before = tokens[max(0, i - _NAME_REACH):i][::-1]
        after = tokens[i + 1:i + _NAME_REACH + 1]
        counted = low.endswith("s") and i >= 2 and (tokens[i - 2].group(0).lower() in _GROUP_LEADS
                                                    or tokens[i - 2].group(0)[0].isdigit())
        for side in (before, after):  # up to a function word: "the guard at the Harrow Gallery" names no guard
            for n in itertools.takewhile(lambda n: n.group(0).lower() not in STOPWORDS, side):
                if side is before and counted:
                    break  # "two other Lestrad hospitals": some of the kind, set apart by a place, none named
                if people and any(ch.isdigit() for ch in n.group(0)):
                    continue
                if text[n.start() - 1:n.start()] != "@" and _names_word(re.sub(r"['\u2019]s$", "", n.group(0)),
                                                                        n.start(), text, asked):
                    return True  # "Brandt's lawyer" names no lawyer when Brandt is asked; an @account names none
        named_as = _NAMED_AS.search(text[:m.start()])
        if named_as and (_names_word(named_as.group(1), named_as.start(1), text, asked) or _unlisted_name(
                named_as.group(1), asked)):  # a sentence may open with the name: "Alcázar is now the champion"
            return True  # "confirmed Liam Okafor as permanent director", "signed Halcyon Compute as the fab's first"
        if _APPOSED.search(text[:m.start()]):  # "Finsteraarhorn, the highest point"; "“Kestrel”, a steel capsule"
            return True
        told = _IS_NAME.match(text, m.end())
        if told and (told.group("rest") or "") not in STOPWORDS and _names_word(told.group(2), told.start(2), text, asked):
            return True  # "the reigning champion is Ines Varga"
        termed = _TERMED.match(text, m.end())
        if termed and termed.group(1).lower() not in STOPWORDS:
            return True  # "stone piers called starlings": the noun's own term, a name in lower case too
        apposed = _APPOSED_AFTER.match(text, m.end())
        if apposed and _names_word(apposed.group(2), apposed.start(2), text, asked) \
                and not STOPWORDS.intersection(apposed.group(1).split()):  # not ", and Kaldara is …"
            return True  # "the whistleblower, former club accountant Jo Pike,"
    if found and _NAMED.search(text):
        return True
    return False if found else None


# a name apposed before the noun: "Finsteraarhorn, the highest point"; "Ines Calder, the museum's chief conservator"
_APPOSED = re.compile(r"(?<![.!?]\s)(?<!^)(?<![\w'\-])[A-Z][\w'\-]*[\"\u201d]?,\s+(?:the|a|an)\s+(?:[\w.\-'\u2019]+\s+){0,3}$")
_NAMED = re.compile(r"\b(?:named|called|dubbed|nicknamed|known as)\s+[\"\u201c]?[A-Z]")
# right after the noun, the word it is called by: "stone piers called starlings", "a shelf known as the reef"
_TERMED = re.compile(r"\s+(?:called|termed|named|dubbed|known\s+as)\s+[\"\u201c]?(?:the\s+|a\s+|an\s+)?([\w'\-]+)")
# after the noun (and the rest of a two-word title: "chief executive"), a be-verb and a name: "the champion is Ines
# Varga", "whose chief executive is Mira Okafor"
_IS_NAME = re.compile(r"(?:\s+(?P<rest>[a-z][\w\-]*))?\s+(?:is|was|are|were)(?:\s+now)?\s+([A-Z][\w'\-]*)")
# after the noun, a comma and a name with up to four words of its title before it: ", former club accountant Jo Pike"
_APPOSED_AFTER = re.compile(r"['\u2019]?s?,\s+((?:[a-z][\w\-]*\s+){0,4})([A-Z][\w'\-]*)")
# a name, then "as" or "was appointed" and the words before the noun: "signed Halcyon Compute as the fab's first
# (anchor customer)", "Fiona Castellan was appointed lead (administrator)"
_NAMED_AS = re.compile(r"(?<![\w'\-])([A-Z][\w'\-]*)\s+(?:(?:is|was|are|were|has been|have been|had been)(?:\s+now)?"
                       r"(?:\s+(?:appointed|named|elected|confirmed|made))?(?:\s+as)?|as|(?:(?:has|have|had)\s+)?(?:now\s+)?"
                       r"(?:(?:takes|took|taken|taking)\s+over|(?:serves|served|serving)|(?:steps|stepped)\s+in)\s+as)"
                       r"\s+(?!saying\b|telling\b)"
                       r"(?:(?:the|a|an|[a-z][\w\-]*(?:['\u2019]s?)?|[A-Z][\w\-]*(?:['\u2019]s?)?|\d+)\s+){0,5}$")
_NAME_REACH = 3  # words either side of the noun a name given to it stands within


# words that set some of a kind apart without naming them ("two other Lestrad hospitals"): the number words too
_GROUP_LEADS = frozenset(NUMBER_WORDS) | {"other", "several", "some", "many", "all", "both", "nearby", "neighbouring",
                                          "neighboring"}


_CAPITAL_RUN = re.compile(r"(?<![\w'\-])[A-Z][\w'\-]*(?:\s+[A-Z][\w'\-]*)+")


def kind_heads(noun: str) -> frozenset[str]:
    """The words a name of this kind (or its singular) goes by (world.json ``kind_name_heads``: "airline": air)."""
    return KIND_NAME_HEADS.get(noun) or KIND_NAME_HEADS.get(noun.removesuffix("s"), frozenset())


def names_kind(noun: str, text: str, asked: frozenset[str], titles_only: bool = False) -> bool:
    """Whether a fact names one of a kind by a name such things go by ("which airline": "Lumen Air"; "which regulator":
    "the Cyprus Securities and Exchange Commission"; world.json ``kind_name_heads``), a name the question does not say;
    with ``titles_only``, not by an honorific any holder of a degree goes by ("Dr": a toxicologist too)."""
    heads = kind_heads(noun)
    heads = heads - HONORIFICS if titles_only else heads
    for m in _CAPITAL_RUN.finditer(text):
        words = [re.sub(r"['\u2019]s$", "", w).lower() for w in m.group(0).split()]
        if not heads.isdisjoint(words) and any(w not in heads and w not in asked and w not in STOPWORDS and w not in _CALENDAR
                                               for w in words):
            return True
    return False


_TERM_WORD = r"(?:(?:[^\s.;,]|\.(?=\d))+,?\s+)"  # a word of a contract's terms: "a €19.2 million, six-year contract"
_WINNER = r"(?<![\w'\-&])(?P<who>(?:[\w'\-&]+\s+){0,4}[\w'\-&]+)"  # up to five words, none past a comma: who won
# not "win": one that "bids to win the contract" has not won it
_WON = r"(?:won|wins|holds|secured|secures|landed|clinched|(?:was|were|has\s+been|have\s+been)\s+awarded)"
_CONTRACT_WON = re.compile(  # "Acme Civil won the €418 million design-and-build contract"
    rf"{_WINNER}\s+(?:has\s+|have\s+|had\s+)?{_WON}\s+(?P<what>{_TERM_WORD}{{0,6}}?)contracts?\b", re.IGNORECASE)
_CONTRACT_GONE = re.compile(  # "The main construction contract, worth £2.9 billion, has gone to the X-Y joint venture"
    rf"(?<![^\s.;,(])(?P<what>{_TERM_WORD}{{0,4}})contracts?\b(?:[^.;]|\.(?=\d)){{0,60}}?\b(?:has\s+|have\s+|had\s+)?(?:gone|went|"
    r"(?:was|were|has\s+been|have\s+been)\s+awarded|awarded)\s+to\s+(?P<who>(?:[\w'\-&]+\s*){1,5})", re.IGNORECASE)
_CONTRACT_GIVEN = re.compile(  # "The agency has awarded the contract to repair the bridge to Smith & Co"
    rf"\bawarded\s+(?:an?|the|its|their)\s+(?P<what>{_TERM_WORD}{{0,6}}?)contracts?\b(?:[^.;]|\.(?=\d)){{0,80}}"
    r"\bto\s+(?P<who>(?:[\w'\-&]+\s*){1,5})", re.IGNORECASE)  # the last "to": to whom, not "to repair"


def names_contract_winner(text: str, named: Callable[[str], bool], build: bool = False,
                          terms: frozenset[str] = frozenset()) -> bool:
    """Whether a fact names who won, holds or was awarded a contract ("X won the … contract", "the contract went to
    X"), by a word ``named`` takes: a contractor (world.json ``contract_winners``); with ``build``, only a contract to
    build ("build", "construction", "EPC" before "contract"): who builds the thing; its sentence saying ``terms``."""
    for m in itertools.chain(*(p.finditer(text) for p in (_CONTRACT_WON, _CONTRACT_GONE, _CONTRACT_GIVEN))):
        what = {w.lower() for w in m.group("what").split()}
        if build and BUILD_CONTRACT_WORDS.isdisjoint(what) or not _says_contract_terms(terms, text, m.start()):
            continue
        if any(named(re.sub(r"['\u2019]s$", "", w)) for w in m.group("who").split()):
            return True
    return False


_SENTENCE_CUT = re.compile(r"[;!?]|\.(?!\d)")  # not the point in "£2.9 billion"


def _says_contract_terms(terms: frozenset[str], text: str, at: int) -> bool:
    """Whether the sentence of a text around position ``at`` says every word asked of a contract (``contract_terms``),
    any word of a contract to build standing for another ("build": "construction")."""
    if not terms:
        return True
    cuts = [m.start() for m in _SENTENCE_CUT.finditer(text)]
    start = max((c + 1 for c in cuts if c < at), default=0)
    end = min((c for c in cuts if c >= at), default=len(text))
    sentence = text[start:end].lower()
    said = fact_text(sentence).stem_set
    words = set(re.findall(r"[\w\-]+", sentence))
    return all(t in said or t in BUILD_CONTRACT_WORDS and not BUILD_CONTRACT_WORDS.isdisjoint(words) for t in terms)


def contract_terms(question: str) -> frozenset[str]:
    """The words a question puts right before "contract", up to a function word ("which contractor won the main build
    contract": main, build): the contract asked, stemmed except a word of a contract to build."""
    out: set[str] = set()
    for m in re.finditer(r"((?:[\w\-]+\s+){1,3})contracts?\b", question.lower()):
        for w in reversed(m.group(1).split()):
            if w in STOPWORDS or w in DETERMINERS:
                break
            out.add(w if w in BUILD_CONTRACT_WORDS else term_for(w).stem)
    return frozenset(out)


def names_contractor(noun: str, text: str, asked: frozenset[str], question: str = "") -> bool:
    """Whether a fact names one of the kind a contract's winner is ("which contractor": "the contract has gone to the
    X-Y joint venture") by a capitalised word the question does not say, for the contract the question asks
    of (``question``: its text; "the catering contract" is not named by the winner of the build contract)."""
    if noun not in CONTRACT_WINNER_KINDS | BUILDER_KINDS:
        return False
    return names_contract_winner(text, lambda w: w[:1].isupper() and w.lower() not in asked and w.lower() not in STOPWORDS,
                                 build=noun in BUILDER_KINDS, terms=contract_terms(question))


_CLASSED = r"\b(?:is|are|was|were|be|been)\s+(?:an?\s+)?([a-z][\w\-]*)\s+(?:{})\b"  # "is a tidal delta"


def classes_as(nouns: tuple[str, ...], text: str, asked: frozenset[str]) -> bool:
    """Whether a fact says what kind of one of the nouns something is by a word before it ("The delta is a tidal
    delta" for "what type of delta is it"), a word the question does not say; not "is a large delta"."""
    if not nouns:
        return False
    forms = "|".join(re.escape(f) for n in nouns for f in {n, n.removesuffix("s"), n.removesuffix("s") + "s"})
    words = (m.group(1).lower() for m in re.finditer(_CLASSED.format(forms), text, re.IGNORECASE))
    return any(w not in asked and w not in STOPWORDS and w not in FILLER for w in words)


def names_instance(nouns: tuple[str, ...], text: str, asked: frozenset[str]) -> bool:
    """Whether a fact names one of the things asked ("which banks": "the Meridian Development Bank", "Judge Osei";
    "what kind of turbines": "Francis turbines"; "what drug": "the drug tevorafen") by a name beside the noun that the
    question does not say (``asked``: its lower-case words); not "the Food and Drug Administration" for a drug."""
    forms = {f for n in nouns for base in {n, n[:-1] if n.endswith("s") else n, n[:-2] if n.endswith("es") else n}
             for f in (base, base + "s", base + "es")}  # "turbine" for "turbines", not "ruled" for "rule"
    toks = [(re.sub(r"['\u2019]s?$", "", m.group(0)), m.start()) for m in _TOKEN.finditer(text)]  # "banks'": banks

    def named(j: int) -> bool:
        """Whether token j is a capitalised word of a name, not one opening a sentence, a date or a word asked."""
        if not 0 <= j < len(toks):
            return False
        word, at = toks[j]
        return _names_word(word, at, text, asked) and word.lower() not in _CALENDAR

    def name_like(j: int) -> bool:
        """Whether token j is itself a name: a number, or a word no English word list holds ("Osei", "tevorafen")."""
        if not 0 <= j < len(toks):
            return False
        word, at = toks[j]
        low = word.lower()
        if word[0] == "@" or low in _RELATIVES or j > 0 and _CLAUSE_BREAK.search(text, toks[j - 1][1], at):
            return False  # the account a fact is credited to, a relative clause ("a reef that's fighting") or the
            # next clause's first word ("of the 1,150 reefs; 61% showed …") names no thing asked
        if word[0].isdigit():  # "pier 4", not "this town £21.5 million" nor "the site 1.2 km away"
            return not _figure_measures(text, at, word, toks[j + 1][0] if j + 1 < len(toks) else "")
        return low not in asked and len(low) >= lexicon.WORD_MIN and not lexicon.listed(low) and (
            word[0].islower() or named(j))

    def counted_group(k: int) -> bool:
        """Whether token k is a plural counted or set apart before a place's name ("two other Lestrad hospitals"):
        some of the kind, none named."""
        return toks[k][0].endswith("s") and k >= 2 and (toks[k - 2][0].lower() in _GROUP_LEADS
                                                        or toks[k - 2][0][0].isdigit())

    def rare(j: int) -> bool:
        """Whether token j is a word English seldom uses (never met in WordNet's tagged texts): a name's own word."""
        return lexicon.met(term_for(toks[j][0].lower()).stem) < _RARE_MET

    for k, (tok, at) in enumerate(toks):
        if tok.lower() not in forms:
            continue
        if _title_after(text, at + len(tok)):
            return True  # "the five paintings …, Clara Mendreu's "Woman at the Lamp"": a work's title in its clause
        before = text[max(0, at - 60):at]
        appos = _APPOSED.search(before)  # "Halden Savings, a regional bank": a name set beside it (not "However, the")
        lead = appos.group(0).split(",")[0].split() if appos else []
        first = lead[0].lower() if lead else ""
        if appos and first not in _CALENDAR and first not in STOPWORDS and not (
                len(lead) == 1 and _SENTENCE_START.search(before[:appos.start()]) and first in _CONNECTIVES):
            return True  # a sentence may open with the name, not with a connective ("However, the drug …")
        if tok[0].isupper():  # in a name: its head ("Meridian Development Bank"), a title before one ("Judge Osei") or
            # after a rare word of a longer one ("the Lantana Reef Marine Park Authority": a reef)
            if named(k - 1) and (not named(k + 1) or rare(k - 1)) or name_like(k + 1):
                return True
        elif named(k - 1) and not counted_group(k) or name_like(k + 1):
            return True
    return False


def _figure_measures(text: str, at: int, word: str, after: str) -> bool:
    """Whether the figure ``word`` at ``at`` is a sum, a share or a measure ("£21.5 million", "30%", "1.2 km"), which
    names nothing beside it; ``after`` is the word that follows it."""
    end = at + len(word)
    return at > 0 and text[at - 1] in "$£€¥" or text[end:end + 1] == "%" or after.lower() in SCALE_WORDS \
        or _measure_word(after.lower())


_CLAUSE_BREAK = re.compile(r"[;:()]|[.!?]\s")  # "of the 1,150 reefs; 61% showed …": the figure is another clause's
_RELATIVES = frozenset({"that", "which", "who", "whom", "whose", "where"})  # words opening a relative clause
_RARE_MET = 1  # a capitalised word met fewer times than this in WordNet's tagged texts is a name's own ("Lantana")
# a quoted title later in the noun's clause: "paintings stolen last November, Clara Mendreu's "Woman at the Lamp""
_TITLE_AFTER = re.compile(r"[^;.!?\"\u201c]{0,80}[\"\u201c]([A-Z][^\"\u201d;.!?]{0,60})[\"\u201d]")
_TITLE_WORDS_MAX = 8  # a title is short: a longer quotation is speech


def _title_after(text: str, end: int) -> bool:
    """Whether a quoted title follows in the clause from ``end``: a few words, each capitalised but the function words
    ("Woman at the Lamp"), not speech ("We will appeal")."""
    m = _TITLE_AFTER.match(text, end)
    words = m.group(1).split() if m else []
    return 0 < len(words) <= _TITLE_WORDS_MAX and all(w[0].isupper() or w[0].isdigit() or w.lower() in STOPWORDS
                                                  for w in words)


def _titled(titles: frozenset[str], toks: list[tuple[str, int]], text: str, asked: frozenset[str]) -> Iterator[int]:
    """The places of the title words (or the last of a two-word title: "general secretary") set beside a capitalised
    name the question does not say."""
    for k in range(len(toks)):
        if _title_at(titles, toks, k) and any(0 <= j < len(toks) and _names_word(toks[j][0], toks[j][1], text, asked)
                                         and toks[j][0].lower() not in titles for j in (k - 1, k + 1)):
            yield k


def titles_name(titles: frozenset[str], text: str, asked: frozenset[str]) -> bool:
    """Whether a fact gives someone a title ("museum director Ines Thorvald", "NMA president Inês Carvalhal",
    "Rafael Quintero, incident commander"): a title word beside a capitalised name the question does not say."""
    toks = [(m.group(0), m.start()) for m in _TOKEN.finditer(text)]
    return any(True for _ in _titled(titles, toks, text, asked))


def _title_at(titles: frozenset[str], toks: list[tuple[str, int]], k: int) -> bool:
    """Whether token k is a title word, or ends a two-word title ("general secretary", "secretary general")."""
    low = toks[k][0].lower()
    return low in titles or k > 0 and f"{toks[k - 1][0].lower()} {low}" in titles


def titles_own_name(titles: frozenset[str], text: str, asked: frozenset[str]) -> bool:
    """Whether a fact gives someone a title (``titles_name``) that is not another's: no name the question does not say
    set before the title ("AURF director Prof Priya Okonkwo", "NMCS mediator Dr. Anselm Rudd" head another body than
    the one asked; "IPU president", "CPD chief" under the asked thing's initials still count)."""
    toks = [(m.group(0), m.start()) for m in _TOKEN.finditer(text)]
    return any(not _title_owner(titles, toks, k, text, asked) for k in _titled(titles, toks, text, asked))


def others_title(titles: frozenset[str], text: str, asked: frozenset[str]) -> str | None:
    """The body every title holder of a fact is another's of ("Kestrelnet" in "Kestrelnet chief executive Harlan
    Voigt"), or None when one is not another's or none is named by a title."""
    toks = [(m.group(0), m.start()) for m in _TOKEN.finditer(text)]
    owners = [_title_owner(titles, toks, k, text, asked) for k in _titled(titles, toks, text, asked)]
    return " ".join(owners[0]) if owners and all(owners) else None


def _title_start(titles: frozenset[str], toks: list[tuple[str, int]], k: int, text: str) -> int:
    """The token before a title and the words that lead it ("chief", "general"), joined to it: where its body's name
    would end ("KTA" in "KTA chief executive"), or -1."""
    j = k - 1
    while j >= 0 and toks[j][0].lower() in _ROLE_LEADS | titles | _TITLE_WORDS and _joined(text, toks[j], toks[j + 1]):
        j -= 1  # "KTA chief executive"
    return j if j >= 0 and _joined(text, toks[j], toks[j + 1]) else -1


def _title_owner(titles: frozenset[str], toks: list[tuple[str, int]], k: int, text: str,
                 asked: frozenset[str]) -> list[str]:
    """The name of another body set before the title at token k ("AURF director"), or [] (none, or one asked)."""
    j = _title_start(titles, toks, k, text)
    run = _name_run(text, toks, j, -1) if j >= 0 else []
    named = [w for w in run if (not lexicon.listed(w.lower()) or lexicon.proper(w.lower())) and not _acronym_asked(w, asked)]
    return [] if not named or any(w.lower() in asked for w in named) else run


def title_tied(titles: frozenset[str], text: str, asked: frozenset[str], body: frozenset[str]) -> bool:
    """Whether a fact ties a title holder to a body the question asks, by one of the body's word stems: set before the
    title ("Kestrel chief executive Sofia Delacroix-Maas", "the union's general secretary"), after it by "of"
    ("president of the pilots' union"), or opening the fact ("The union is claiming 9%; general secretary Dervla
    Quinlan said"); not a deputy's ("Kestrel deputy chief executive")."""
    toks = [(m.group(0), m.start()) for m in _TOKEN.finditer(text)]
    opens = any(_stem_of(w) in body for w, _ in toks[:3])
    for k in _titled(titles, toks, text, asked):
        j = _title_start(titles, toks, k, text)
        if any(t.lower() in ROLE_MODIFIERS for t, _ in toks[j + 1:k]):
            continue
        near = [w for w, _ in toks[max(0, j - 2):j + 1]] if j >= 0 else []
        if toks[k + 1:k + 2] and toks[k + 1][0] == "of":
            near += [w for w, _ in toks[k + 2:k + 5]]
        if opens or any(_stem_of(w) in body for w in near):
            return True
    return False


def _stem_of(word: str) -> str:
    """A word's stem, without a possessive ending ("union's": union)."""
    return term_for(re.sub(r"['\u2019]s?$", "", word.lower())).stem


def _acronym_asked(word: str, asked: frozenset[str]) -> bool:
    """Whether an acronym holds the initials of two words the question says ("VTA": transit authority; "IPU": pilots
    union)."""
    content = [a for a in asked if a and a not in STOPWORDS]
    return word.isupper() and len(word) >= 2 and any(
        a[0] + b[0] in word.lower() for a in content for b in content if a != b)


_SERVES_AS = re.compile(r"\bwho\s+(?:now\s+)?(?:serves|served|acts|is|was)\s+as\s+(?:(?:both|the|interim|acting|its|their)\s+)*"
                        r"([A-Za-z][\w'\-]*)(?:\s+([A-Za-z][\w'\-]*))?")  # "Margaret Okonjo-Hale, a restructuring
# specialist who now serves as both chief executive and chair"


def holds_title(titles: frozenset[str], text: str, asked: frozenset[str]) -> bool:
    """Whether a fact says someone holds a title in a clause rather than beside the name: a name, then "is", "takes over
    as", "serves as" and a title ("Dr Tamsin Ellery of Northmoor Archaeology is site director", "Dana Whitcombe takes
    over as chair"), or "who now serves as chief executive"."""
    for m in _TOKEN.finditer(text):
        if m.group(0).lower() not in titles:
            continue
        named_as = _NAMED_AS.search(text[:m.start()])
        if named_as and (_names_word(named_as.group(1), named_as.start(1), text, asked)
                         or _unlisted_name(named_as.group(1), asked)):
            return True
    return any(m.group(1).lower() in titles or m.group(1).lower() in _ROLE_LEADS and (m.group(2) or "").lower() in titles
               for m in _SERVES_AS.finditer(text))  # "serves as chair"; "serves as both chief executive"


def modified_role(role: str, asked: list[str], text: str) -> str | None:
    """The modifier of every mention of a role in a fact ("Deputy Governor"), when the question asks the plain role."""
    if any(w in ROLE_MODIFIERS and n == role for w, n in zip(asked, asked[1:])):
        return None  # "who's the deputy governor": asked so
    words = [p for w in _WORDS.findall(text.lower()) for p in w.split("-") if p]  # "ex-mayor": ex, mayor
    role_stem = term_for(role).stem
    before = [words[k - 1] if k else "" for k, w in enumerate(words) if term_for(w).stem == role_stem]
    return before[0] if before and all(b in ROLE_MODIFIERS for b in before) else None


WORD_TOKEN = re.compile(r"[A-Za-z][\w'\u2019\-]*")
SPELLED_ROLES = {"ceo": ("chief", "executive"), "cfo": ("chief", "financial", "officer"),
                  "coo": ("chief", "operating", "officer"), "cto": ("chief", "technology", "officer")}
_ROLE_LEADS = frozenset({"chief", "vice", "deputy", "acting", "interim", "senior", "general"})
_TITLE_WORDS = frozenset({"executive", "officer", "secretary"})  # the words after "chief" or "general" in a title
TITLE_PARTS = _ROLE_LEADS | _TITLE_WORDS  # the words of a title that do not name what it leads ("chief executive")


def role_of_another(role_stem: str, asked: frozenset[str], text: str) -> str | None:
    """The name set beside every mention of a role in a fact when the question names none of it ("Port Calloway mayor
    Joel Brandt", "the mayor of Port Tenby" for the mayor of Marisco Beach; "Harlan County Sheriff"), or None (a
    mention with no name beside it, or with one the question names: "Nettlefield chair"). Only names (words no English
    word list holds, or proper nouns) tell the holder's place or firm: not "Democratic Mayor", "French President"."""
    toks = [(m.group(0), m.start()) for m in WORD_TOKEN.finditer(text)]
    found = None
    for k in range(len(toks)):
        width = _role_at(toks, k, role_stem)
        if not width:
            continue
        j = k - width
        while j >= 0 and toks[j][0].lower() in _ROLE_LEADS and _joined(text, toks[j], toks[j + 1]):
            j -= 1  # "Calloway chief executive"
        run = _name_run(text, toks, j, -1) if j >= 0 and _joined(text, toks[j], toks[j + 1]) else []
        if not run and k + 2 < len(toks) and toks[k + 1][0] == "of" and _joined(text, toks[k], toks[k + 1]):
            run = _name_run(text, toks, k + 2, 1)  # "the mayor of Port Tenby"
        named = [w for w in run if (not lexicon.listed(w.lower()) or lexicon.proper(w.lower()))
                 and not _initials_asked(w, asked)]
        if not named or any(w.lower() in asked for w in named):
            return None  # no place or firm named beside it, or the one asked ("Nettlefield chair", "NYC Mayor")
        found = found or " ".join(run)
    return found


def _joined(text: str, a: tuple[str, int], b: tuple[str, int]) -> bool:
    """Whether two neighbouring words stand in one phrase: nothing but spaces between them (no comma, no clause)."""
    return not text[a[1] + len(a[0]):b[1]].strip()


def _name_run(text: str, toks: list[tuple[str, int]], j: int, step: int) -> list[str]:
    """The capitalised words of one name from token j, going back (step -1) or on (step 1), in one phrase."""
    run: list[str] = []
    while 0 <= j < len(toks):
        word, at = toks[j]
        base = re.sub(r"['\u2019]s?$", "", word)
        if not base[:1].isupper() or base.lower() in STOPWORDS or base.lower() in _CALENDAR:
            break
        if step < 0:
            run.insert(0, base)
        else:
            run.append(base)
        nxt = j + step
        if step < 0 and _capitalised_word_at(text, at) or not 0 <= nxt < len(toks) or not _joined(
                text, *((toks[nxt], toks[j]) if step < 0 else (toks[j], toks[nxt]))):
            break
        j = nxt
    return run


def _initials_asked(word: str, asked: frozenset[str]) -> bool:
    """Whether an acronym is the initials of names the question says ("NYC": New York)."""
    return word.isupper() and len(word) >= 2 and any(
        word.lower().startswith(a[0] + b[0]) for a in asked for b in asked if a and b and a != b)


def _role_at(toks: list[tuple[str, int]], k: int, role_stem: str) -> int:
    """How many words name the role and end at token k (1 for "mayor", 2 for "chief executive" as a CEO), or 0."""
    tok = toks[k][0].lower()
    spelled = SPELLED_ROLES.get(role_stem, ())
    if spelled and tok == spelled[-1] and [t.lower() for t, _ in toks[max(0, k - len(spelled) + 1):k]] == list(
            spelled[:-1]):
        return len(spelled)
    return 1 if term_for(tok).stem == role_stem else 0


def says_role(role_stem: str, text: str) -> bool:
    """Whether a fact names a role, by its word or spelled out ("CEO": "chief executive", "chief executives")."""
    spelled = SPELLED_ROLES.get(role_stem)
    return any(term_for(m.group(0).lower()).stem == role_stem for m in WORD_TOKEN.finditer(text)) or bool(
        spelled and " ".join(spelled) in text.lower())


def _capitalised_word_at(text: str, at: int) -> bool:
    """Whether a capital at this position only opens a sentence or a quotation."""
    before = text[:at].rstrip()
    return not before or before[-1] in ".!?:;\"\u201c(\u2022"


def limit_missing(question: str, words: list[str], text: str) -> str | None:
    """A limiting phrase the question asks with ("no longer", "the least") when the fact has none of its group."""
    asked = next((w for w in words if w in LIMITING_WORDS  # a word of its own, not of "no-go zone" or "non-stop"
                  and re.search(r"(?<![\w\-])" + re.escape(w) + r"(?![\w\-])", question, re.I)), None)
    negated = _NEGATED.search(question)
    if asked is None and not negated:
        return None
    group = next((g for g in LIMITING_GROUPS.values() if asked in g), LIMITING_GROUPS["negation"])
    text = _ADDITIVE.sub(" ", text)  # "shaped not only by rivers": nothing is denied
    if not fact_text(text).words.isdisjoint(group) or group is LIMITING_GROUPS["negation"] and _NEGATED.search(text):
        return None
    if group is LIMITING_GROUPS["negation"] and _STILL_NOT.search(question) and _CONTINUING.search(text):
        return None  # "how many still don't have their homes back": "21,000 people remain displaced" (a state kept)
    if asked is None:
        assert negated is not None
        return negated.group(0)  # "isn't"
    said = re.search(r"\b" + re.escape(asked) + r"(?:\s+(?:longer|more))?\b", question, re.I)  # "no longer"
    return said.group(0) if said else asked


def coverage(matches: list[TermMatch]) -> dict[str, float]:
    """The coverage features of a fact from its term matches (shares of the question's required weight)."""
    req = [m for m in matches if m.required]
    total = sum(m.weight for m in req) or 1.0
    opt = [m for m in matches if not m.required]
    opt_total = sum(m.weight for m in opt)
    missing = [m for m in req if m.how in ("", "context")]
    return {
        "req_exact": sum(m.weight for m in req if m.how == "text") / total if req else 1.0,
        "req_synonym": sum(m.weight for m in req if m.how == "synonym") / total if req else 0.0,
        "req_context": sum(m.weight for m in req if m.how == "context") / total if req else 0.0,
        "req_missing": float(len(missing)),
        "missing_max": max((m.weight for m in missing), default=0.0) / total if req else 0.0,
        "missing_known": sum(m.weight for m in missing if m.known) / total if req else 0.0,
        "optional": sum(m.weight for m in opt if m.how in ("text", "synonym")) / opt_total if opt_total else 0.0,
    }


def describe(q: Question, lookups: list[tuple[PlanTerm, TermHits]], foreign_weights: list[float],
             top: list[Scored], avg_len: float) -> None:
    """Set the support features of each of the best candidates (support.FEATURES order)."""
    qp = utils.default_process(q.text)
    qnames = {w.lower() for w in re.findall(r"[\w'\-]+", q.text)} | set(q.analysis.stems)
    pairs = question_bigrams([t.stem for t in q.required])
    foreign_terms = [TermMatch(w, True, "", False) for w in foreign_weights]
    qnums = q.analysis.numbers
    dates = [s.entry.first_date for s in top if s.entry.first_date]
    lo, hi = (min(dates), max(dates)) if dates else (None, None)
    best_stage1 = max(s.score for s in top) or 1.0
    words = q.analysis.words
    kind = q.kind  # question.answer_type, read once when the question was parsed
    dims = set(q.dimensions)
    wants_now = float(any(w in NOW_WORDS for w in words) or "now" in q.text.lower().split())
    wants_past = float(any(w in PAST_WORDS for w in words))
    stems = {t.stem for t, _ in lookups}
    members = frozenset().union(*[CATEGORY_MEMBERS[w] for w in words if w in CATEGORY_MEMBERS])
    idf = {t.stem: t.weight for t, _ in lookups}
    named = {t.stem for t in q.required if looks_like_name(t.surface, q.text)}
    named_weight = sum(w for stem, w in idf.items() if stem in named)
    required_weight = sum(t.weight for t, _ in lookups if t.required) + sum(foreign_weights) or 1.0
    focus_foreign = any(t.stem == q.focus for t in q.unknown)  # what it asks about is in no fact at all
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
        units_hit = bool(q.units) and (not entry.units.isdisjoint(q.units) or gives_share(fact.text, q.share_words))
        f["numbers"] = sum(n in entry.numbers for n in qnums) / len(qnums) if qnums else 0.0
        f["handle_hit"] = float(bool(q.handles) and not entry.handles.isdisjoint(q.handles))
        f["handle_miss"] = float(bool(q.handles) and entry.handles.isdisjoint(q.handles))
        f["unit_hit"] = float(units_hit)
        f["unit_miss"] = float(bool(q.units) and not units_hit)
        ok = answer_type_ok(kind, ft, len(fact.numbers), qnames, fact.kind, units_hit, fact.text, q.asks_importance)
        if not ok and kind == "place" and q.qtype == "what" and names_place_asked(words, ft, qnames):
            ok = 1.0  # "which countries stopped buying": "Japan and South Korea suspended …"
        if ok and q.qtype == "where" and not places_other(fact.text, qnames):
            ok = 0.0  # "where is Orvik Deep": "production at Orvik Deep" puts it nowhere else
        if ok and q.qtype == "size" and not dims and not gives_size(fact.numbers):
            ok = 0.0  # "how big is the mirror": "cooled to 41 K" gives a temperature, no size; "how big is the site":
            # "$640 million for roads around the site" a sum of money (a money noun asked makes money the dimension)
        f["type_ok"] = ok if kind else 0.0
        f["type_missing"] = 1.0 - ok
        fact_dims = {UNIT_DIMENSION.get(u, "") for u in entry.units}
        dim_hit = bool(dims & fact_dims) or bool(dims) and gives_share(fact.text, q.share_words) \
            or q.dimension is not None and "percent" in q.units and "percent" in entry.units \
            and not ft.words.isdisjoint(RISE_FALL_WORDS)  # a rise asked in money ("pay rise"): "a 6.2% pay rise"
        f["dim_hit"] = float(dim_hit)
        f["dim_miss"] = float(bool(dims) and not dim_hit)
        found = [(t.stem, t.weight, how == "synonym") for (t, _), how in
                 zip(lookups, [m.how for m in matches[len(foreign_terms):]]) if how in ("text", "synonym")]
        f["bm25"] = bm25(found, ft, avg_len) / (sum(idf.values()) * (K1 + 1) or 1.0)
        bm.append(f["bm25"])
        f["span"] = span_share(stems, ft)
        f["length"] = math.log(1 + len(ft.stems)) / 5
        f["member_hit"] = float(bool(members) and not members.isdisjoint(ft.words))
        f["member_miss"] = float(bool(members) and members.isdisjoint(ft.words))
        f["focus_missed"] = float(any(t.focus for t, h in lookups if i not in h.text and not any(
            i in m for _, m in h.synonyms)) or focus_foreign)
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
        s.contrast = contrast_of(q.asked_words, ft, months_reported(fact))  # "south" asked, "north" told
        f["contrast"] = float(s.contrast is not None)
        f["name_missing"] = sum(t.weight for (t, _), m in zip(lookups, matches[len(foreign_terms):])
                                if t.stem in named and m.how in ("", "context")) / required_weight if named_weight else 0.0
        f["bm25_best"] = 0.0
        s.features = [f[name] for name in FEATURES]
    best_bm = max(bm) or 1.0
    at = FEATURES.index("bm25_best")
    for s, value in zip(top, bm):
        assert s.features is not None
        s.features[at] = value / best_bm


def role_swapped(subject: frozenset[str], verb: str, ft: FactText, text: str = "") -> bool:
    """Whether the question's subject stands only after the fact's verb ("the Tessa emerges from Lake Orrin")."""
    if not subject or "by" in ft.words and (not text or _by_before(subject, text)):  # "was fed by …": a passive
        return False  # puts the doer last
    verbs = [k for k, s in enumerate(ft.stems) if s == verb and not ft.surfaces[k].endswith("ing")  # "Depending on …"
             and (ft.surfaces[k], ft.stems[k + 1] if k + 1 < len(ft.stems) else "") not in ft.noun_uses]
    subj = [k for k, s in enumerate(ft.stems) if s in subject and not (  # "started training": the activity itself
        k - 1 in verbs and ft.surfaces[k].endswith("ing"))]
    if any(re.search(rf"\b{re.escape(ft.surfaces[k])}['\u2019]s\b", text, re.I) for k in subj):
        return False  # "paid from the mission's reserve": whose the deed is may stand after it
    return bool(verbs and subj) and min(subj) > max(verbs)


def _by_before(subject: frozenset[str], text: str) -> bool:
    """Whether a "by" stands before the first word of the question's subject in a fact ("is fed by Lake Orrin"), not
    only after it ("emerges from Lake Orrin, … and is joined by the Aare": another deed's doer)."""
    words = [w.lower() for w in _TOKEN.findall(strip_credits(text))]
    at = next((k for k, w in enumerate(words) if term_for(w).stem in subject), len(words))
    return "by" in words[:at]


_CLAUSE_MARK = frozenset(".;:()")


def other_doer(subject: frozenset[str], verb: str, text: str, is_name: Callable[[str], bool]) -> bool:
    """Whether the fact says the asked verb of another named doer and the question's subject is nowhere in it ("how
    much did Sarrow set aside": "Orrin has set aside …"): a name stands before the verb in its clause, not the one asked;
    ``is_name`` tells a name from a capitalised first word ("Electricity imports …")."""
    ft = fact_text(text)
    if not subject or not subject.isdisjoint(ft.stem_set) or "by" in ft.words:
        return False
    tokens = [m.group(0) for m in _WORD_OR_MARK.finditer(strip_credits(text))]
    stems = [term_for(w.lower()).stem if w[:1].isalpha() else w for w in tokens]
    at = next((k for k, s in enumerate(stems) if s == verb and not tokens[k].lower().endswith("ing")), None)
    if at is None:
        return False
    start = max((k + 1 for k in range(at) if tokens[k] in _CLAUSE_MARK), default=0)
    return any(w.lower() in ft.own_names and is_name(w.lower()) for w in tokens[start:at])


_JOINING = frozenset({"and", "or", "but"})  # verbs joined share their subject: "will design and build"


def names_subject(verb: str, text: str, asked: frozenset[str], is_name: Callable[[str], bool]) -> bool:
    """Whether a name the question does not say is the subject of the asked verb: it stands before the verb in its
    clause with no preposition before it ("The Morrow–Dalby joint venture will design, build and operate the plant";
    not "A parcel left at the Dunmore Depot arrived", "Science operations start")."""
    tokens = [m.group(0) for m in _WORD_OR_MARK.finditer(strip_credits(text))]
    lower = [w.lower() for w in tokens]
    for at in (k for k, w in enumerate(lower) if w[:1].isalpha() and term_for(w).stem == verb):
        if lower[at].endswith("ing") and not (at and lower[at - 1] in _BE_WORDS):  # "Harlan Works is building it"
            continue  # "the building of …": a noun
        start = max((k + 1 for k in range(at) if tokens[k] in _CLAUSE_MARK or lower[k] in _CLAUSE_WORDS
                     and not (k + 1 == at and lower[k] in _JOINING)), default=0)  # "will design and build": one subject
        for k in range(start, at):
            if lower[k] in PREPOSITIONS:
                break  # "… left at the Dunmore Depot": a name in a phrase, not the subject
            if tokens[k][:1].isupper() and lower[k] not in asked and is_name(lower[k]):
                return True
    return False


# verbs whose subject pays: "Orrin paid …", "Greenlow is buying 89 stores for £612 million"
_PAYING = frozenset("pay pays paid paying buy buys buying bought purchase purchases purchased purchasing".split())
# words that open a new clause and so a new subject: "… putting in £190 million *and* the club paying £14.6 million"
_CLAUSE_WORDS = frozenset("and but while whereas with which who that because than".split())


def payer_unsaid(payer: frozenset[str], text: str, is_name: Callable[[str], bool]) -> bool:
    """Whether the fact tells of a payment whose payer is said (words before its verb in its clause) and the asked
    payer is none of them, nor the doer after "by" ("£5 million paid by Orrin"): another name pays ("Greenlow is
    buying 89 of the stores for £612 million"); a payment whose subject is a pronoun, left out, or a description that
    may be the asked one ("the club paying £14.6 million", "the group paid £5 million") is not refused on. ``is_name``
    tells a name from a capital."""
    ft = fact_text(text)
    tokens = [m.group(0) for m in _WORD_OR_MARK.finditer(strip_credits(text))]
    lower = [w.lower() for w in tokens]
    other = False
    for at in (k for k, w in enumerate(lower) if w in _PAYING and not (k and lower[k - 1] in DETERMINERS)):
        start = max((k + 1 for k in range(at) if tokens[k] in _CLAUSE_MARK or lower[k] in _CLAUSE_WORDS), default=0)
        end = next((k for k in range(at, len(tokens)) if tokens[k] in _CLAUSE_MARK), len(tokens))
        said = lower[start:at] + (lower[lower.index("by", at) + 1:end] if "by" in lower[at:end] else [])
        if any(term_for(w).stem in payer for w in said):
            return False
        other = other or any(w.isalpha() and w not in STOPWORDS and w in ft.own_names and is_name(w)
                             for w in lower[start:at])
    return other


_POSSESSED = re.compile(r"(?<![\w@'\u2019\-])([A-Za-z][\w\-]*)['\u2019]s\s+([A-Za-z][\w\-]*)(?:\s+([A-Za-z][\w\-]*))?")


def other_possessor(question: str, text: str, is_name: Callable[[str], bool]) -> tuple[str, str, str] | None:
    """(the name asked, another's, the thing) when the question asks of a named one's thing and the fact gives that
    thing as another's, the asked one nowhere in it ("who granted Brandt's injunction": "… granted Pascoe's injunction")."""
    ft = fact_text(text)
    names = {re.sub(r"['\u2019]s$", "", n) for n in ft.own_names}  # "Pascoe's": Pascoe
    for m in _POSSESSED.finditer(question):
        owner = m.group(1)
        if not is_name(owner.lower()) or term_for(owner.lower()).stem in ft.stem_set:
            continue
        things = {term_for(w.lower()).stem for w in m.groups()[1:] if w and w.lower() not in STOPWORDS}
        for f in _POSSESSED.finditer(strip_credits(text)):
            other = f.group(1)
            thing = next((w for w in f.groups()[1:] if w and term_for(w.lower()).stem in things), None)
            if other.lower() in names and thing is not None:
                return owner, other, thing
    return None


# a capacity asked: "how many passengers can the vessel carry", "how many ppl fit in the hall", "how much does it hold"
_CAPACITY_VERBS = r"(?:carry|hold|fit|seat|accommodate|handle|take|house|store|process|treat|produce|generate|serve)"
_CAPACITY_ASKED = re.compile(rf"\bhow\s+(?:many|much)\b.*\b(?:(?:can|could)\s+(?:[\w'\-]+\s+){{0,4}}{_CAPACITY_VERBS}|"
                             r"fits?|holds?|seats)\b", re.I)  # not "how much is X paying for the capacity": a sum
# a capacity said by a figure: "room for 620 passengers", "will seat 2,150 people", "a 540-seat hall", "carries up to
# 180 people", "a capacity of 212 gigalitres" (not "judge refuge chamber capacity and drilling readiness"); a figure
# is read from its first digit, so a long run of them takes linear time
_CAPACITY_SAID = re.compile(r"\b(?:capacit(?:y|ies)|room for|up to|seat(?:s|ed|ing)?|holds?|accommodates?|able to|"
                            rf"designed (?:for|to)|(?:can|could|will)\s+{_CAPACITY_VERBS})\s+(?:[\w'\-]+\s+){{0,3}}\d|"
                            r"(?<![\d,.])\d[\d,.]*(?:\s*(?:million|m|k))?-(?:seat|seater|capacity|person|passenger)\b", re.I)


# "a 38,500-seat stadium", "a 16-person refuge chamber", "will seat 2,150"
_SEATS = re.compile(r"(?<![\d,.])\d[\d,.]*(?:\s*(?:million|m|k))?-(?:seat|seater|capacity|person)\b"
                    r"|\bseats?\s+(?:about\s+|up to\s+)?\d", re.I)


def seats_people(text: str) -> bool:
    """Whether a fact gives a capacity in people by seats or places ("a 38,500-seat stadium", "a 16-person chamber")."""
    return bool(_SEATS.search(text))


def asks_capacity(question: str) -> bool:
    """Whether a how-many or how-much question asks what a thing can hold or do, not what it did ("how many passengers
    can the new vessel carry", "how many ppl fit in the big hall")."""
    return bool(_CAPACITY_ASKED.search(question))


def says_capacity(text: str) -> bool:
    """Whether a fact says what a thing can hold or do ("room for 620 passengers", "will seat 2,150 people")."""
    return bool(_CAPACITY_SAID.search(text))


def names_person(text: str, asked: frozenset[str]) -> bool:
    """Whether a fact names a person the question does not: a name right after a noun for a person ("striker Tomas
    Lind", "snow scientist Reto Caduff") or an honorific ("Dr Anneke Reinholt"), with an age or "who" after it
    ("Degefa, 26,", "Reto Caduff, who chairs …"), or spoken of as he or she."""
    text = _CREDIT.sub(lambda m: " " * len(m.group(0)), text)  # the accounts it is credited to are no one named
    toks = [(m.group(0), m.start()) for m in _TOKEN.finditer(text)]
    for (word, at), (after, at2) in zip(toks, toks[1:]):
        if text[at + len(word):at2].isspace() and _person_noun(word) and _names_word(after, at2, text, asked):
            return True  # "striker Tomas Lind", "Judge Miriam Castellano", "Dr Anneke Reinholt"
    if any(m.group(1).lower() not in asked | STOPWORDS for m in _AGED_OR_WHO.finditer(text)):
        return True
    if any(m.group(1).lower() not in asked and any(_person_noun(w) for w in m.group(2).split())
           for m in _APPOSED_ROLE.finditer(text)):
        return True  # "Mathilde Fardel, the state councillor"
    if any(_full_name(m.group(0).split(), asked) and not _THE_BEFORE.search(text, 0, m.start())
           for m in _CAPITAL_RUN.finditer(text)):
        return True  # "Ethiopia's Selam Degefa won"; not "at the Murrindale Newsagency": no one's name takes "the"
    return bool(PERSON_PRONOUN.search(text)) and any(_names_word(w, at, text, asked) for w, at in toks)


def _full_name(words: list[str], asked: frozenset[str]) -> bool:
    """Whether two or three capitalised words are a person's name: a given name and a surname no English word (one
    WordNet holds, or writes only capitalised, like a place), none asked ("Selam Degefa"; not "Leeds Riverside",
    "Halcyon Flow", "Kenya Airways")."""
    low = [w.lower().removesuffix("'s").removesuffix("\u2019s") for w in words]
    return 2 <= len(low) <= 3 and asked.isdisjoint(low) and not any(w in STOPWORDS or w in HONORIFICS for w in low) \
        and not any(lexicon.listed(w) for w in low[1:]) and (not lexicon.listed(low[0]) or lexicon.proper(low[0])) \
        and not any(lexicon.proper(w) for w in low[1:])


def _person_noun(word: str) -> bool:
    """Whether a word is a title or a noun for a person ("striker", "scientist", "Judge", "Dr"), not for people as a
    group: one of the person answer words or honorifics, or a lower-case noun of a doer's ending whose first sense
    WordNet gives as a person."""
    low = word.lower()
    if low in ANSWER_TYPES["person"] - {"who", "person"} or low in HONORIFICS:
        return True
    stem = term_for(low).stem
    return word.islower() and low.endswith(_DOER_ENDINGS) and stem in lexicon.persons() \
        and stem not in lexicon.people_words()


_DOER_ENDINGS = ("er", "or", "ist", "ian", "ant", "ent", "man", "woman")  # "striker", "investor", "scientist"
_AGED_OR_WHO = re.compile(r"(?<![\w'\-@])([A-Z][\w'\-]*),\s+(?:\d{1,3},|who\s)")  # "Degefa, 26,"; "Reto Caduff, who"
_APPOSED_ROLE = re.compile(r"(?<![\w'\-@])([A-Z][\w'\-]*),\s+(?:the|a|an)\s+((?:[\w'\u2019\-]+\s+){0,4}[a-z]+)\b")
# a name, then "the" and its role: "Mathilde Fardel, the state councillor"
_THE_BEFORE = re.compile(r"\bthe\s+$", re.I)
PERSON_PRONOUN = re.compile(r"\b(?:he|she|him|his|her|hers)\b", re.I)  # a person spoken of


def person_surnames(text: str) -> set[str]:
    """The surnames a fact gives people by, in lower case: the last of two or three capitalised words after a noun for a
    person ("founder Ronan Vesper", "Judge Miriam Castellano"), or ending in a word no English one ("Kenya's Elias
    Moraka": moraka; not "Kenya Airways")."""
    text = strip_credits(text)
    out = set()
    for m in _CAPITAL_RUN.finditer(text):
        words = m.group(0).split()
        before = text[:m.start()].split()[-1:]
        titled = bool(before) and _person_noun(before[0])
        while words and (_person_noun(words[0]) or words[0].endswith(("'s", "\u2019s"))):
            titled, words = titled or _person_noun(words[0]), words[1:]  # "Judge", "Kenya's"
        low = [w.lower().removesuffix("'s").removesuffix("\u2019s") for w in words]
        if 2 <= len(low) <= 3 and not any(w in STOPWORDS or w in HONORIFICS for w in low) and (
                titled or all(not lexicon.listed(w) or lexicon.proper(w) for w in low[1:])):
            out.add(low[-1])
    return out
