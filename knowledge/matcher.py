"""Question → answer: the matcher ties together question analysis, retrieval, scoring, support and composition.

One module per concern: ``question`` (what is asked), ``entries`` and ``retrieval`` (what each fact holds,
the inverted index and the candidates), ``scoring`` (the first stage), ``support`` (the features of the best
candidates), ``policy`` (the fitted answer-or-abstain decision) and ``compose`` (the answer text). Every
hand-set figure is in ``weights.WEIGHTS``.
"""

from __future__ import annotations

import itertools
import logging
import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from functools import cached_property, lru_cache
from typing import Any

from rapidfuzz import fuzz, process, utils

from . import compose, lexicon, predicate, retrieval, scoring, support
from .analyze import DESIGNATING_NOUNS, Term, term_for
from .entries import LABEL, NAME, FactEntry, acronyms, prepare_entries
from .models import Answer, Fact, FactRef
from .numbers import (
    DURATION_UNITS,
    MEASURE_UNITS,
    NUMBER_WORDS,
    ORDINAL_WORDS,
    SCALE_UNITS,
    canonical_unit,
    number_token,
)
from .policy import DECISION_FEATURES, Policy, load_policy
from .predicate import only_verb, plural_noun, verb_after_plural
from .question import GREETINGS, UNIT_DIMENSION, Question, asks_other, looks_like_name, parse_question, read_wen
from .rerank import Reranker, load_reranker
from .retrieval import IndexBuilder
from .scoring import Scored
from .support import FEATURES
from .text import clean_question, normalize_handle
from .vocab import (
    ANSWER_TYPE_WORDS,
    ANSWER_TYPES,
    ASKING_WORDS,
    ATTRIBUTE_NOUNS,
    CATEGORY_MEMBERS,
    FILLER,
    GREETING_WORDS,
    INTERJECTIONS,
    NAMED_ATTRIBUTES,
    NAMED_KINDS,
    RATE_PERIODS,
    RELATION_VERBS,
    SMALL_TALK,
    SPEECH_VERBS,
    STOPWORDS,
    SYNONYM_GROUPS,
    THANKS_WORDS,
    YES_NO_STARTS,
)
from .weights import WEIGHTS as W

log = logging.getLogger(__name__)

_RANKED = frozenset("last past next top first latest recent".split())  # "the last 5 years": a span, not a figure
_COMPARED = frozenset("than over under above below least most exceed exceeds exceeded beyond within up".split())
_SPEAKER = re.compile(r"@(\w+)\s+(\w+)")  # "@LonghavenAction called …"
_BEFORE_YEAR = frozenset("""in since the of by during until till before after from a an its their this early mid late
spring summer autumn fall winter january february march april may june july august september october november
december""".split())
_PLAIN_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_GENERAL_ROLES = frozenset("lead leader leaders head boss charge runs run".split())  # any leading role answers these
_GENERAL_WORDS = frozenset(w for group in SYNONYM_GROUPS for w in group) | FILLER


_RELATION_STEMS = frozenset(term_for(w).stem for w in RELATION_VERBS)
_DATE_WORDS = frozenset({"date", "dates"})  # a date asked by name: the answer must give one


@lru_cache(maxsize=4096)
def _doers(stem: str) -> frozenset[str]:
    """The stems of the nouns naming who does a verb, made with -er, -or, -ier ("own": owner, "found": founder,
    "supply": supplier, "run": runner)."""
    base = stem[:-1] if stem.endswith("e") else stem
    forms = {base + "er", base + "or", stem + "r", stem + stem[-1:] + "er"}
    if stem.endswith(("y", "i")):
        forms.add(stem[:-1] + "ier")
    return frozenset(term_for(f).stem for f in forms) - {stem}


def _name_run(surface: str, words: list[str], names: set[str]) -> str:
    """A name's word with the question's name words beside it ("south" in "south korea": "south korea")."""
    if surface not in words:
        return surface
    i = j = words.index(surface)
    while i > 0 and words[i - 1] in names:
        i -= 1
    while j + 1 < len(words) and words[j + 1] in names:
        j += 1
    return " ".join(words[i:j + 1])


def _as_asked(surface: str, text: str) -> str:
    """A term as the question spells it ("marin-2", not the analysed "marin 2")."""
    spelled = re.search(r"[\s\-]?".join(map(re.escape, surface.split())), text, re.IGNORECASE)
    if spelled is None and surface in support.SPELLED_ROLES:  # "cfo" asked as "chief financial officer"
        spelled = re.search(r"\s+".join(support.SPELLED_ROLES[surface]), text, re.IGNORECASE)
    return spelled.group(0) if spelled else surface


_MISSING_KNOWN = FEATURES.index("missing_known")
_TYPE_MISSING, _DIM_MISS = FEATURES.index("type_missing"), FEATURES.index("dim_miss")
_TYPE_OK = FEATURES.index("type_ok")
_DIM_HIT = FEATURES.index("dim_hit")
_DESIGNATION = re.compile(r"[a-z]+ [a-z]")  # "series a" (knowledge.analyze): a name, as "B-52" is
_TOTAL_ASKED = re.compile(r"\b(?:total|in all|whole|altogether|all told|overall|combined|cumulative)\b", re.I)
_TOTAL_SAID = re.compile(r"\b(?:total(?:s|led|ed|ling|ing)?|in all|altogether|all told|overall|combined|cumulative)\b",
                         re.I)
# a part's own figure asked, apart from the whole it is in; a fact saying it gives one
_ON_ITS_OWN = re.compile(r"\b(?:on (?:its|their) own|alone|separately)\b", re.I)  # not "got out by themselves"
_ORDINALS = frozenset(ORDINAL_WORDS) - {"first"}  # "the second runway" (a first one is often told without the word)
_EACH_SAID = re.compile(r"\b(?:each|apiece|respectively|both)\b", re.I)
_OWN_SAID = re.compile(r"\b(?:alone|on (?:its|their) own|by (?:itself|themselves)|separately|each|apiece|of which)\b", re.I)
_WORD = re.compile(r"[A-Za-z][\w'\-]*")
_POSSESSIVE = re.compile(r"\w['\u2019]s\b")
# an earlier time of the same thing asked: "when was its last big eruption before this one", "the last time … before"
_NOT_LAST_TIME = r"(?!\s+(?:year|week|month|night|weekend|season|spring|summer|autumn|fall|winter)\b)"  # "last year"
_LAST_BEFORE = re.compile(rf"\blast\b{_NOT_LAST_TIME}.*\bbefore\b|\bprevious\b", re.I)  # "the previous record"
_LAST_SAID = re.compile(rf"\b(?:last{_NOT_LAST_TIME}|previous|previously|since|prior|earlier|first time in)\b", re.I)
# a doer named after "by": "chaired by Swiss snow scientist Reto Caduff", "the review by consultancy Halden & Pryce"
_AGENT = re.compile(r"(?<![\w\-])([A-Za-z][\w\-]*)\s+by\s+(?:[a-z][\w\-]*\s+){0,4}[A-Z]")
# what a cost is asked of: "how much does a *launch* cost", "how much would the second *cleanroom* cost"
_COST_OF = re.compile(r"\b(?:how much|what) (?:does|did|do|will|would|could|should)\s+(?:[\w'\-]+\s+){0,3}?([\w'\-]+)\s+cost\b",
                      re.I)


# "who were the other two judges", "who are the other members of the panel": the rest of a group asked
_THE_OTHERS = re.compile(r"\bthe other (?:(?:two|three|four|five|six|\d+)\s+)?[a-z]+s\b", re.I)
# a list of names: "Ada Vance, Tom Li and Ben Ode", "Dr Reyes and Prof Okafor"
_NAME_LIST = re.compile(r"(?<![\w'\-])[A-Z][\w'\-]+(?:,| and| &)\s+(?:(?:Dr|Prof|Mr|Mrs|Ms|Sir|Dame)\.?\s+)?[A-Z][\w'\-]+")
_ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")  # "the NDC": a word the facts write in capitals
# A fact that leans on the one before it: "It is here that …", "This section …", "The latter …".
_ANAPHOR = re.compile(r"^(?:It|Its|This|These|That|Those|Here|There|They|Their|He|She|His|Her|Such|The latter|"
                      r"The former|The same)\b")
_SPELLED_OUT = re.compile(r"(?<![\w\-'\u2019])((?:[A-Z][\w\-]+['\u2019]?\s+(?:(?:of|for|and|the|de)\s+)?){1,6}"
                          r"[A-Z][\w\-]+)\s*\(([A-Z][A-Za-z]{1,7})\)")  # from a word's start: linear in a long token


def _refusable(q: Question, term: Term) -> bool:
    """Whether a key word no fact has is refused on: a story's own word, not a general one ("model") nor a common
    English one ("surface", met often in WordNet's tagged texts), unless it names what is asked ("how many soldiers")."""
    if term.surface in _GENERAL_WORDS:
        return False
    asked = term.stem == q.focus or canonical_unit(term.surface) in q.units or term.surface in q.counted \
        or term.surface == q.name_head  # "the first officer's name": whose name is asked
    return asked or lexicon.met(term.stem) < W.common_word or lexicon.proper(term.surface)  # "australia": a name


def _asked_role(q: Question) -> Term | None:
    """A who-question's role word, when it asks one ("who's the *mayor*")."""
    if q.qtype == "who":
        return next((t for t in q.required if t.stem == q.focus), None)
    if q.kind == "name":  # "what's the name of the CFO": a who-question in other words (not "the author's new novel")
        words = q.analysis.words
        return next((t for t in q.required if t.surface in ANSWER_TYPES["person"] and t.surface in words
                     and words.index(t.surface) + 1 in (len(words), *(k + 1 for k, w in enumerate(words)
                                                                      if w in ("of", "at", "for", "in")))), None)
    return None


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


_ATTRIBUTE_LEAD = frozenset({"is", "was", "are", "were", "the", "its", "their", "s", "current", "latest", "new", "total"})


def _asked_attribute(q: Question) -> Term | None:
    """The measured attribute a what-question asks of something ("what's the *population* of X", "what was X's
    trading *volume*"): a level or size noun among the first words after "what"."""
    words = q.analysis.words
    if q.qtype not in ("what", "size", "count") or not words or words[0] not in ("what", "whats"):
        return None
    after = [w for w in words[1:8] if w not in _ATTRIBUTE_LEAD][:5]
    return next((t for t in q.required if t.surface in after and t.surface in ATTRIBUTE_NOUNS), None)


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


# a sum and nothing else: "what's 12 times 13", "2+2?", "what is 144 divided by 12", "square root of 81" (not a
# score or a vote: "what's 6-3", "12 - 13", "12 over 13", nor a date: "12/13")
_ARITHMETIC = re.compile(r"^\W*(?:(?:what|whats|what's|what is|how much is|calculate|compute)\s+)?(?:(?:the\s+)?"
                         r"(?:square|cube)\s+root\s+of\s+\d[\d.,]*|\d[\d.,]*\s*(?:(?:times|x|\*|×|plus|\+|minus|−|"
                         r"divided\s+by|multiplied\s+by|to\s+the\s+power\s+of|\^)\s*\d[\d.,]*\s*)+)\W*$", re.I)


# a time of day ("03:27", "3pm", "before dawn"), or the time of an age ("by the time of the Miocene")
_CLOCK = re.compile(r"\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?(?:a\.?m\.?|p\.?m\.?)(?!\w)|\b(?:noon|midday|midnight|o'clock|morning|"
                    r"afternoon|evening|night|overnight|dawn|dusk|time|era|epoch|period|century|centuries|age)\b", re.I)
_WHAT_TIME = frozenset({"what", "whats", "wat", "which"})  # not "at time of launch"


def _asks_clock(q: Question) -> bool:
    """"what time did it hit": a time of day asked (not "how much time", "what time period")."""
    w = q.analysis.words
    return any(a in _WHAT_TIME and b == "time" and c not in ("period", "frame", "zone", "span", "limit")
               for a, b, c in zip(w, w[1:], [*w[2:], ""]))


_MANNER = re.compile(r"\b(?:through|via|using|by (?:means|way) of|by (?!\d)[a-z][\w\-]*)\b")
_HOW_AUX = frozenset("did do does was were is are could can will would has have had".split())


def _asks_manner(words: list[str]) -> bool:
    """"how did the thieves get in", "how are they killing the birds": a means asked (not "how much", "how's it going")."""
    k = next((i for i, w in enumerate(words) if w == "how"), None)
    return k is not None and k + 1 < len(words) and words[k + 1] in _HOW_AUX


_BASED_ASKED = frozenset({"based", "headquartered", "headquarters", "hq", "located", "situated"})
_LOCATED = re.compile(r"\b(?:based|headquartered|located|situated) (?:in|at|near|on)\b|\w-based\b|\bheadquarters (?:in|at)\b")
_CLAUSE_SPLIT = re.compile(r";\s+|,\s+(?:and|but|while|whereas)\s+|\.\s+(?=[A-Z])")
_HAS_FIGURE = re.compile(r"\d")
_NAME_WORDS = frozenset({"name", "names", "named", "called"})  # "what's the name of …": a name asked, nothing else


# an age told: "aged 67", "a 67-year-old", "67 years old", an apposition "Tomás Aguirre, 22, …", "the driver, 58.",
# or for a thing the year it was built or founded
_DATING = r"\b(?:built|founded|established|dat(?:ed|es|ing)|plac(?:e|es|ed|ing)|puts?|belong(?:s|ed)?)\b"
_AGE = re.compile(r"\bage[ds]?\s+\d{1,3}\b|\b\d{1,3}[\s-]years?[\s-]old\b|\b\d{1,3}-year-olds?\b|"
                  r"(?<![\w'\-])[A-Za-z][\w'\-]*,\s\d{1,3}(?=[,)]|\.(?!\d))|"
                  rf"\b(?:built|founded|established|born)\s+in\s+(?:{support.YEAR_WORD.pattern})\b|"
                  # a thing's dating: "dates put its first rampart at about 420 BC", "placed in the Late Bronze Age",
                  # "built in the 12th century" (not "3,000 BC residents" nor "21st-century roads")
                  r"\b(?:dat(?:ed|es|ing)|dates?\s+back)\b(?:\s+[\w'\-/]+){0,10}?\s+\d{1,5}(?:/\d{1,5})?\s*(?:BCE?|AD|CE)\b|"
                  rf"{_DATING}(?:\s+[\w'\-]+){{0,8}}?\s+(?:in|from|to)\s+the\s+(?:(?:early|late|mid|middle)[\s-]+)?"
                  r"\d{1,2}(?:st|nd|rd|th)\s+century\b|"
                  rf"{_DATING}(?:\s+[\w'\-]+){{0,8}}?\s+(?:in|from|to)\s+the\s+(?:(?:Early|Late|Middle)\s+)?"
                  r"(?:Stone|Bronze|Iron)\s+Age\b")


_PEOPLE = frozenset({"people", "ppl", "persons", "folks", "individuals"})


def _counts_people(q: Question) -> bool:
    """Whether "how many people" is asked: a figure counting any kind of person answers ("38 archaeologists")."""
    words = q.analysis.words
    return any(a == "how" and b == "many" and c in _PEOPLE for a, b, c in zip(words, words[1:], words[2:]))


def _people_verb(q: Question) -> Term | None:
    """What the people counted did ("how many ppl died": died), a key word after "people", or None."""
    words = q.analysis.words
    at = next((k for k in range(2, len(words)) if words[k] in _PEOPLE and words[k - 1] == "many"), len(words))
    after = set(words[at + 1:])
    verb = next((t for t in q.required if t.surface in after and (t.surface.endswith("ed") or only_verb(t.surface))),
                None)
    return Term(verb.surface, verb.stem, frozenset(), verb.filler, None) if verb else None  # itself, not its synonyms


_PEOPLE_COUNTED = re.compile(r"\b\d[\d,.]*\s+(?:[a-z][\w\-]*\s+)?(?:people|persons|residents|workers|protesters|"
                             r"demonstrators|passengers|patients|staff|employees)\s+(?:(?:were|have|had|are)\s+)?"
                             r"([a-z]+ed)\b")


def _people_did(text: str) -> list[str]:
    """What the people a fact counts did ("About 6,000 people marched": marched), as its verbs say it, or []."""
    return _PEOPLE_COUNTED.findall(text)


def _measures_only(fact: Fact) -> bool:
    """Whether every figure of a fact is a measure or a share ("a 38 km section", "12%"): none counts anyone."""
    counted = [n for n in fact.numbers if n.unit or not support.YEAR_WORD.fullmatch(n.text)]  # "since 1893": a year
    return bool(counted) and all(n.unit in UNIT_DIMENSION or n.unit == "percent" or n.unit in SCALE_UNITS
                                 for n in counted)


def _says_people_verb(verb: Term | None, text: str) -> bool:
    """Whether a fact says what the people counted did (``_people_verb``): the verb, or a word WordNet makes of it
    ("died": deaths; "signed": 26,000 signatures)."""
    return verb is not None and support.says_verb(verb, support.fact_text(text), W.verb_form_min)


# kinds of thing that go by a proper name: "which hospital" asks a name ("St Aurel Hospital"), "which symptoms" not
_NAMED_KINDS = frozenset(term_for(w).stem for w in NAMED_KINDS.union(*(ANSWER_TYPES[k] for k in (
    "person", "organisation", "place"))))


_FOUNDED_BY = re.compile(r"\s+by\s+(?:[a-z][\w\-]*\s+){0,3}([A-Z][\w'\-]*)")  # "founded in 2019 by … Renhart"


def _heads_phrase(q: Question, noun: str) -> bool:
    """Whether the asked noun ends its phrase ("which contractor placed"), not one before another noun ("which
    insurance company", "which anti-union consultants")."""
    words = q.analysis.words
    k = next((i for i, w in enumerate(words) if w == noun), None)
    after = words[k + 1] if k is not None and k + 1 < len(words) else ""
    return k is not None and not (after in ANSWER_TYPE_WORDS or after.endswith("s") and not after.endswith("ss")
                                  and term_for(after).stem in lexicon.persons())  # a plural person noun after it


def _named_kind(stem: str) -> bool:
    """Whether a noun names a kind of thing that goes by a proper name ("hospital", "judge", "players")."""
    return stem in _NAMED_KINDS or stem in lexicon.persons()  # not a union of WordNet's 10,000 person nouns per call


def _asks_measure(q: Question) -> bool:
    """Whether a question asks a measure: a size, count, share or duration, or a figure of a dimension."""
    return q.qtype in ("size", "count", "percent", "duration") or bool(q.dimensions)


def _gives_age(q: Question, text: str) -> bool:
    """Whether a fact gives an age of what is asked: not the founding of a thing by the person asked ("founded in 2019
    by chief executive Dalia Renhart" for "how old is Dalia Renhart")."""
    asked = set(q.analysis.words)
    for m in _AGE.finditer(text):
        by = _FOUNDED_BY.match(text, m.end())
        if not (by and by.group(1).lower() in asked):
            return True
    return False


def _tells_this_one(q: Question, text: str) -> bool:
    """Whether "the last … before this one" or "the previous X" is asked and a fact tells of no earlier time ("last",
    "previous", "since")."""
    return bool(_LAST_BEFORE.search(q.text)) and not _LAST_SAID.search(text)


_OWN = term_for("own").stem
_POSSESSOR = re.compile(r"(?<![\w\-])[A-Z][\w\-]*(?:'s|s'|\u2019s)\s+((?:[\w\-]+\s+){0,3}[\w\-]+)")


def _possessed(q: Question, text: str) -> bool:
    """Whether a fact gives an asked thing a capitalised possessor ("Kaldara Minerals' underground copper mine"): says
    whose it is."""
    asked = {t.stem for t in q.required if t.stem != _OWN}
    return any(not asked.isdisjoint(term_for(w.lower()).stem for w in m.group(1).split())
               for m in _POSSESSOR.finditer(text))


def _same_block(a: Fact, b: Fact) -> bool:
    """Whether two facts are of one block of a digest: its file, episode and kind (summary, bullets …)."""
    return a.seed == b.seed and a.episode == b.episode and a.kind == b.kind


def _covers_as_well(s: Scored, best: Scored) -> bool:
    """Whether a candidate has as many of the question's key words as the best one (as written or as synonyms)."""
    return best.features is None or s.features is not None and support.covered(s.features) >= support.covered(
        best.features) - 1e-9


_SMALL_NUMBERS = {number_token(float(v)): (w, str(v)) for w, v in NUMBER_WORDS.items()}


def _absorbed(number: str, words: list[str]) -> bool:
    """Whether a small figure of the question is in no word of it any more: "day one" is read "first day"."""
    written = _SMALL_NUMBERS.get(number)
    return written is not None and written[0] not in words and written[1] not in words


def _asks_age(q: Question) -> bool:
    """Whether a question asks how old someone or something is."""
    words = q.analysis.words
    return any(a == "how" and b == "old" for a, b in zip(words, words[1:]))  # not "the Bronze Age"


_LEAD = term_for("lead")
_TITLES = CATEGORY_MEMBERS["lead"] | frozenset("director head leader commander boss manager chairperson organiser executive "
                                                "organizer coach mayor governor minister commissioner".split())
_LEADING = frozenset(term_for(w).stem for w in ("head", "boss", "leader"))  # who leads, as a noun (not "director": a title)
# the best fact already says who leads: "led by union organiser Priya Nair", "Priya Nair, who leads the union"
_LED_BY = re.compile(r"\b(?:led|headed|run|chaired|managed|directed) by\s+(?:[a-z]+\s+){0,3}[A-Z]|"
                     r"(?<![\w'\-])[A-Z][\w'\-]*,\s+who\s+(?:leads|heads|runs|chairs|led|headed|ran)\b|"
                     r"(?<![\w'\-])[A-Z][\w'\-]*\s+(?:leads|heads|runs|chairs)\s+the\b")  # not "Rovers led 2-0": a score


def _replace_term(q: Question, old: Term, new: Term) -> None:
    """Put a term read otherwise ("complaned": complained) in place of the one parsed, wherever the question holds it."""
    for group in (q.required, q.optional):
        group[:] = [new if t is old else t for t in group]
    q.predicate = new if q.predicate is old else q.predicate
    q.action = new if q.action is old else q.action
    q.focus = new.stem if q.focus == old.stem else q.focus


def _in_date(number: str, text: str) -> bool:
    """Whether a bare number is part of a date written with dashes ("07-14", "2027-05-31")."""
    return bool(re.search(r"\d-" + re.escape(number) + r"\b|\b" + re.escape(number) + r"-\d", text))


_HEADLINE_AT = DECISION_FEATURES.index("headline")


class Matcher:
    """Answers questions from a list of facts."""

    def __init__(self, facts: list[Fact], prefilter: bool = True, previous: Matcher | None = None,
                 prepared: Iterable[FactEntry] = (), prefix: IndexBuilder | None = None) -> None:
        """Analyse every fact (reusing a previous matcher's or ``prepare_entries``' work) and build the inverted index.

        ``prefix``: the index of the first facts, already made (used only when it fits ``facts``).
        """
        self.facts = facts
        self.prefilter = prefilter
        self.policy: Policy = load_policy()
        self.reranker: Reranker | None = load_reranker()  # the fitted second stage (None: the first stage's order)
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
        for i, e in enumerate(self.entries):
            if e.fact.kind in ("headline", "summary"):
                self._frames[e.fact.seed, e.fact.episode].append(i)
        self.topics = self._topics(built.names, built.display)

        if prefix is not None:
            prefix.__init__()  # type: ignore[misc]  # handed over (or of no use): it no longer holds the index
        self._corrections: dict[str, str | None] = {}  # a plain dict: no reference cycle through the matcher
        self._last_candidates: tuple[Any, list[int]] | None = None  # the last question's candidates, before exclusions

    @cached_property
    def _expansions(self) -> dict[str, frozenset[str]]:
        """What each acronym the facts spell out stands for (made on first use: most questions never need it)."""
        return _expansions(e.fact.text for e in self.entries)

    def _held_role(self, q: Question) -> tuple[Term, Term] | None:
        """A who-question's role and the name whose holder it asks ("the mayor of Marisco Beach": mayor, marisco)."""
        role = _asked_role(q) or next((t for t in q.required if q.qtype == "who" and t.stem in lexicon.persons()), None)
        if role is None:
            return None
        owner = next((t for t in q.required if t is not role and (t.surface in self._name_words
                                                                  or not lexicon.english(t.surface))), None)
        return (role, owner) if owner is not None else None

    def _asked_names(self, q: Question) -> frozenset[str]:
        """The question's words and the acronyms the facts spell out in its words."""
        return frozenset(q.analysis.words) | self._acronym_words(q)

    def _prefer_own_role(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact naming the role asked with no other's name before it ("Chief executive Priya
        Halvorsen") when the best one names another's ("Loomcart chief executive Renée Castellanos")."""
        held = self._held_role(q)
        if held is None:
            return
        asked = self._asked_names(q)
        if support.role_of_another(held[0].stem, asked, scored[0].entry.fact.text):
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: support.says_role(
                held[0].stem, s.entry.fact.text) and not support.role_of_another(held[0].stem, asked, s.entry.fact.text))

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

    def _correct_uncached(self, word: str) -> str | None:
        """The corpus word a misspelt word most likely meant, if any."""
        if len(word) < 4 or not word.isalpha():
            return None
        pool: list[str] = []
        for n in range(len(word) - 1, len(word) + 2):
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

    def parse_question(self, text: str, long_is_length: bool = True) -> Question:
        """Work out what a question asks for and which of its words matter (question.parse_question)."""
        return parse_question(text, self, long_is_length)

    def rank(self, q: Question, exclude_digests: frozenset[str] = frozenset()) -> tuple[list[Scored], list[Term]]:
        """Score candidate facts (none from ``exclude_digests``), best first; also the question terms no fact knows."""
        resolved: list[tuple[Term, float, bool]] = []
        foreign: list[Term] = []
        unknown: list[Term] = []  # every key word no fact knows; the foreign ones are those that can be refused on
        bridged: list[Term] = []  # words no fact has, said by some in other words (knowledge.lexicon)
        for term in q.required + q.optional:
            r = self.resolve(term, q.text)
            required = term in q.required
            slip = lexicon.slip_of(term.surface) if r is None and not looks_like_name(term.surface, q.text) else None
            if slip is not None:  # "complaned": complained, a word of its own from here on
                fixed = term_for(slip)
                fixed = Term(slip, fixed.stem, fixed.concepts, fixed.filler, fixed.primary)
                _replace_term(q, term, fixed)
                term, r = fixed, self.resolve(fixed, q.text)
            phrasal = frozenset(x for x in q.phrasal.get(term.surface, ()) if x in self.df)
            if phrasal:  # "caved in": collapse; "shut down": close (weak synonyms, as a relative is)
                grown = Term(term.surface, term.stem, term.concepts | phrasal, term.filler, term.primary)
                _replace_term(q, term, grown)
                term = grown
                r = (Term(r[0].surface, r[0].stem, r[0].concepts | phrasal, r[0].filler, r[0].primary), r[1]) \
                    if r is not None else self.resolve(grown, q.text)
            if r is None and term.surface in support.MONTHS and term.surface in self._months_reported:
                continue  # "the october decision": no fact says October, but October's news is there
            doers = frozenset(x for x in _doers(term.stem) if x in self.df) \
                if q.qtype == "who" and q.action is not None and term.surface == q.action.surface else frozenset()
            if r is None and doers:  # "who owns the shop": no fact says "owns", one names the "shop owner"
                r = (Term(term.surface, term.stem, term.concepts | doers, term.filler, term.primary), 1.0)
            if r is None and term.surface not in q.counted and (related := self.relatives(term)):
                # not "how many soldiers" for workers: a relative of what is counted counts something else
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
            resolved.append((r[0], r[1], required))
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
        if q.handles:  # a question about what an account said: the facts that credit it first
            scored.sort(key=lambda s: s.entry.handles.isdisjoint(q.handles))
        scored = _without_title_copies(scored[:W.describe_limit]) + scored[W.describe_limit:]
        said_otherwise = self._said_otherwise(q, bridged, scored)
        unknown += said_otherwise
        foreign += [t for t in said_otherwise if _refusable(q, t)]
        if scored:
            first = scored[0]
            support.describe(q, lookups, [self.idf(t.stem) for t in unknown], scored[:W.describe_limit], self.avg_len)
            self._prefer_asked_contrast(q, scored)
            self._prefer_limited(q, scored)
            self._prefer_numbered(q, scored)
            self._prefer_rate_asked(q, scored)
            self._prefer_total(q, scored)
            self._prefer_instance(q, scored)
            self._prefer_title_holder(q, scored)
            self._prefer_plain_role(q, scored)
            self._prefer_own_role(q, scored)
            self._prefer_told_over_title(scored)
            self._prefer_age(q, scored)
            self._prefer_sized(q, scored)
            self._prefer_dated(q, scored)
            self._prefer_share_of_measure(q, scored)
            self._prefer_located(q, scored)
            self._prefer_counting(q, scored)
            self._prefer_speaker(q, scored)
            self._prefer_agent(q, scored)
            self._prefer_action_said(q, scored)
            self._prefer_later_now(q, scored)
            self._prefer_happened(q, scored)
            self._prefer_earlier(q, scored)
            self._prefer_last_before(q, scored)
            self._prefer_cost_subject(q, scored)
            self._prefer_cause(q, scored)
            self._prefer_manner(q, scored)
            q.ruled_first = scored[0] is not first
            if bridged and q.ruled_first:  # the best fact changed: its own words decide what it lacks
                lacking = self._said_otherwise(q, bridged, scored)
                q.unknown = [t for t in unknown if t not in said_otherwise] + lacking
                foreign = [t for t in foreign if t not in said_otherwise] + [t for t in lacking if _refusable(q, t)]
        return scored, foreign

    def _said_otherwise(self, q: Question, bridged: list[Term], scored: list[Scored]) -> list[Term]:
        """The required words no fact has that the best fact does not say in other words either (knowledge.lexicon)."""
        keys = scored[0].entry.keys if scored else ()
        return [t for t in bridged if t in q.required and self.relatives(t).isdisjoint(keys)]

    @staticmethod
    def _near_first(scored: list[Scored], share: float, accept: Callable[[Scored], bool]) -> list[Scored]:
        """The candidates, first the first near one (≥ ``share`` of the best) not contrasting that ``accept`` takes."""
        floor = share * scored[0].score
        for k, s in enumerate(scored[1:W.describe_limit], 1):
            if s.score < floor:
                break
            if s.features is not None and s.contrast is None and accept(s):
                return [s, *scored[:k], *scored[k + 1:]]
        return scored

    def _prefer_asked_contrast(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near candidate that says what the question asks ("last") when the best one says another ("first")."""
        clash = scored[0].contrast
        if clash is not None:
            scored[:] = self._near_first(scored, W.contrast_fallback,
                                         lambda s: clash[0] in support.fact_text(s.entry.fact.text).words)

    @staticmethod
    def _limit_lacking(q: Question, fact: Fact) -> str | None:
        """The question's limiting phrase ("no longer") when a fact lacks it; none for yes/no ("is it not …?")."""
        return support.limit_missing(q.text, q.analysis.words, fact.text) if q.qtype != "yesno" else None

    def _prefer_limited(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near candidate that says the question's limiting word ("no longer") when the best one does not."""
        if self._limit_lacking(q, scored[0].entry.fact):
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: not self._limit_lacking(q, s.entry.fact))

    def _year_lacking(self, q: Question, best: Scored) -> str | None:
        """A year the question names ("in the 1963 eruption") that the best fact, its own posts and its dates lack."""
        words = q.analysis.words
        years = [w for k, w in enumerate(words) if support.YEAR_WORD.fullmatch(w) and k and (
            words[k - 1] in _BEFORE_YEAR or words[k - 1] in self._name_words and re.search(
                rf"\b{re.escape(words[k - 1])}['\u2019]s\s+{w}\b", q.text, re.IGNORECASE))  # "vennland's 2023 outbreak"
            # (not "paris 2024": the year in a name)
                 and number_token(float(w)) not in best.entry.numbers]  # not "were 1200 people …" (1,200 told)
        if not years:
            return None
        fact = best.entry.fact
        said = " ".join([fact.text, *self._own_titles(best)])
        reported = {str(d.year) for d in support.report_dates(fact)}
        return next((y for y in years if y not in said and y not in reported), None)

    def _designation_lacking(self, q: Question, best: Scored) -> str | None:
        """A noun and the number naming one of its kind ("draw 1487", "flight 8") that some fact says and the best
        fact and its own posts lack (a year is ``_year_lacking``'s)."""
        words = q.analysis.words
        fact = best.entry.fact
        said: str | None = None
        for w, n in zip(words, words[1:]):
            token = "#" + n
            if not n.isdigit() or support.YEAR_WORD.fullmatch(n) or w in STOPWORDS or not lexicon.listed(w) \
                    or w in self._name_words or canonical_unit(w) in UNIT_DIMENSION or token not in self.df \
                    or token in best.entry.numbers:  # a common noun's number ("draw 1487"), not a version ("brambledb 8")
                continue
            said = said if said is not None else " ".join([fact.text, *self._own_titles(best)])
            if not re.search(rf"(?<![\d.,]){n}(?![\d.,]\d)", said):
                return f"{w} {n}"
        return None

    def _prefer_counting(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact whose number counts what is asked ("48 two-person counting teams" for "how many
        counting teams") when the best one's numbers count other things."""
        stems = self._counted_stems(q)
        verb = None
        if not stems and _counts_people(q):  # "how many ppl died": people of any kind, who did what was asked
            stems, verb = lexicon.persons(), _people_verb(q)
        if not stems:
            return

        def counting(s: Scored) -> bool:
            """Whether the fact's figure counts what is asked (and says the verb asked of people)."""
            return support.counts(stems, s.entry.fact.text) and (verb is None or _says_people_verb(verb, s.entry.fact.text))

        if not counting(scored[0]):
            scored[:] = self._near_first(scored, W.contrast_fallback, counting)

    @staticmethod
    def _counted_stems(q: Question) -> frozenset[str]:
        """The stems of the nouns "how many" counts ("how many counting teams": team), less spans and measures."""
        words = q.analysis.words
        counted: set[str] = set()
        for k in range(len(words) - 2):
            if words[k] == "how" and words[k + 1] == "many":  # "how many payloads completed …": not "completed"
                phrase: list[str] = []
                run = list(itertools.takewhile(lambda w: w not in STOPWORDS and w not in FILLER, words[k + 2:]))
                for j, w in enumerate(run):
                    if phrase and not only_verb(w) and verb_after_plural(phrase[-1], w):
                        # "how many cars fit on it": the verb after the counted noun; with a plural later, either is
                        # counted ("households face power cuts", "lions tour matches")
                        counted.update(x for x in run[j + 1:][-1:] if plural_noun(x))
                        break
                    if w.endswith("ed") and len(w) > 4 or only_verb(w):
                        if phrase:
                            break  # the verb after the counted noun: "… children attend calder schools"
                        if w.endswith("ed"):
                            continue  # an adjective before it: "how many confirmed cases"
                    phrase.append(w)
                counted.update(phrase[-1:])
        # "how many years", "how many km": a span or a measure, whose figure the unit itself counts
        counted = {w for w in counted if canonical_unit(w) not in DURATION_UNITS and w not in MEASURE_UNITS
                   and canonical_unit(w) not in UNIT_DIMENSION}
        return frozenset(term_for(w).stem for w in counted)

    @staticmethod
    def _counts_other_persons(q: Question, counted: frozenset[str], best: Scored) -> bool:
        """Whether a how-many question counts one kind of people ("doctors") and the best fact, never saying them,
        counts another ("1,140 nurses")."""
        persons, general = lexicon.persons(), lexicon.people_words()
        if not counted <= persons or counted & general:  # "how many people": any kind of people counts them
            return False
        keys = best.entry.keys
        if any(t.stem in counted and not t.keys.isdisjoint(keys) for t in q.required + q.optional):
            return False  # it says them, as written or in other words
        return support.counts(persons - counted - general, best.entry.fact.text)

    def _prefer_later_now(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near later fact, covering the question as well and as much an answer, when "now" or how it turned
        out ("actually", "in the end") is asked ("how many cameras are there now": the later 436, not the older "187 of
        the 412 cameras")."""
        if not q.asks_now:
            return  # "the new runway" names a thing: no time asked
        best = scored[0]
        d0, f0 = best.entry.first_date, best.features
        if d0 is None or f0 is None:
            return
        need_number = bool(best.entry.fact.numbers)
        counted = (self._counted_stems(q) | (lexicon.persons() if _counts_people(q) else frozenset())) \
            if q.qtype == "count" else frozenset()
        need_count = bool(counted) and support.counts(counted, best.entry.fact.text)
        asked = [t.surface for t in q.required]
        need_level = q.kind == "number" and support.states_level(asked, best.entry.fact.text)

        def later(s: Scored) -> bool:
            """A later fact covering the question as well, holding an answer as the best one does (counting what is
            asked, when the best one counts it)."""
            f = s.features
            assert f is not None
            d = s.entry.first_date
            return d is not None and d > d0 and _covers_as_well(s, best) \
                and f[_TYPE_OK] >= f0[_TYPE_OK] and (not need_number or bool(s.entry.fact.numbers)) \
                and (not need_count or support.counts(counted, s.entry.fact.text)) \
                and (not need_level or support.states_level(asked, s.entry.fact.text))

        scored[:] = self._near_first(scored, W.later_now_share, later)

    def _prefer_happened(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near later fact telling that it happened ("the audit was completed on 11-14") when a past
        when-question ("when did they finish the audit") finds a plan first ("must finish by 2027-09-30")."""
        best = scored[0]
        d0 = best.entry.first_date
        if not q.asks_happened or d0 is None or not support.tells_plan(best.entry.fact.text):
            return
        scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: s.entry.first_date is not None
                                     and s.entry.first_date > d0 and not support.tells_plan(s.entry.fact.text)
                                     and s.entry.fact.kind != "headline" and support.fact_text(s.entry.fact.text).has_date
                                     and _covers_as_well(s, best))

    def _prefer_earlier(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact telling an earlier figure ("up from the initial estimate of £14 million") when one is
        asked ("what was the first estimate") and the best fact gives none; else an earlier-dated report of it ("Trial
        is set for 2028-09-14" when the best says "moved to 2028-11-30 from its original September date")."""
        best = scored[0]
        if q.qtype in ("who", "why", "where", "yesno") or not q.asks_earlier \
                or support.gives_earlier(best.entry.fact.text):
            return

        def earlier(s: Scored) -> bool:
            """Whether a fact tells an earlier figure and covers the question as well, the best one giving none of its
            figures."""
            return support.gives_earlier(s.entry.fact.text) and _covers_as_well(s, best) \
                and best.entry.numbers.isdisjoint(s.entry.numbers)

        if not support.tells_earlier(best.entry.fact.text):
            moved = self._near_first(scored, W.contrast_fallback, earlier)
            if moved[0] is not best:
                scored[:] = moved
                return
        stems = self._counted_stems(q)

        def reported_before(s: Scored) -> bool:
            """Whether a fact dated before the best gives a figure of the asked kind and measure that the best lacks,
            covering the question as well (and counting what is asked)."""
            return s.entry.first_date is not None and best.entry.first_date is not None \
                and s.entry.first_date < best.entry.first_date and s.entry.fact.kind != "headline" \
                and s.features is not None and not s.features[_TYPE_MISSING] and not s.features[_DIM_MISS] \
                and bool(s.entry.numbers) and best.entry.numbers.isdisjoint(s.entry.numbers) \
                and _covers_as_well(s, best) and (not stems or support.counts(stems, s.entry.fact.text))

        scored[:] = self._near_first(scored, W.earlier_report_share, reported_before)

    def _prefer_last_before(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact telling an earlier time of the thing ("Lembara last erupted explosively in 1979") when
        "the last … before this one" is asked and the best fact tells of this one."""
        if _tells_this_one(q, scored[0].entry.fact.text):
            scored[:] = self._near_first(scored, W.name_tie_share, lambda s: not _tells_this_one(q, s.entry.fact.text))

    def _prefer_cost_subject(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact saying what a cost is asked of ("18 launches at $62 million each") when the best one
        prices something else ("a 19th flight at the same $62 million price")."""
        if self._cost_subject_lacking(q, scored[0]):
            scored[:] = self._near_first(scored, W.name_tie_share, lambda s: not self._cost_subject_lacking(q, s))

    def _cost_subject_lacking(self, q: Question, best: Scored) -> str | None:
        """What "how much does X cost" asks the cost of, when the best fact never says it. The title of a post it cites
        does not count: "Veridian Moves First EUV Scanner Into Fab 9" over "The budget stays at $21.4 billion" prices the
        fab, not the scanner."""
        m = _COST_OF.search(q.text)
        if m is None:
            return None
        head = m.group(1).lower()
        term = next((t for t in q.required if t.surface == head), None)
        if term is None:
            return None
        return None if not term.keys.isdisjoint(support.fact_text(best.entry.fact.text).keys) else term.surface

    def _prefer_manner(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact telling a means ("through a VPN account", "by wild ducks", "using CO2") when *how*
        something was done is asked and the best one tells none."""
        if q.qtype != "what" or q.dimensions or not _asks_manner(q.analysis.words):
            return
        if _MANNER.search(scored[0].entry.fact.text):
            return
        scored[:] = self._near_first(scored, W.manner_share, lambda s: bool(_MANNER.search(s.entry.fact.text))
                                     and s.score >= W.answer_threshold)

    def _prefer_cause(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact stating a cause ("because", "due to") when *why* is asked and the best one states none."""
        if (q.qtype == "why" or q.kind == "reason") and not support.states_cause(scored[0].entry.fact.text):
            # "why", "what caused it"; not "after", "amid": a time
            scored[:] = self._near_first(scored, W.cause_share, lambda s: support.states_cause(s.entry.fact.text)
                                         and s.score >= W.answer_threshold)

    def _prefer_age(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact giving an age ("Tomás, 22,", "aged 67") when "how old" is asked and the best gives none."""
        if _asks_age(q) and not _gives_age(q, scored[0].entry.fact.text):
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: _gives_age(q, s.entry.fact.text))

    def _prefer_sized(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact giving a size when "how big" is asked and the best one gives none ("cooled to 41 K")."""
        top = scored[0].features
        if q.qtype == "size" and not q.dimensions and top is not None and not top[_TYPE_OK]:
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: bool(s.features and s.features[_TYPE_OK]))

    def _prefer_dated(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact giving a date when "when" is asked and the best one gives none ("will not restart
        production before Q3 2028" for "when does the mine start up again")."""
        top = scored[0].features
        if q.qtype == "when" and top is not None and top[_TYPE_MISSING]:
            best = scored[0]
            scored[:] = self._near_first(scored, W.typed_share, lambda s: s.features is not None and not s.features[
                _TYPE_MISSING] and _covers_as_well(s, best) and support.covered(s.features) >= 1.0 - 1e-9)

    def _prefer_share_of_measure(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact giving the asked measure, or a share of it ("60% of the expected power"), when the best
        one gives no figure of it ("how much power was it getting"); a figure of it only from a fact covering the
        question as well, and not of a length (one is given of many things: a river's, a border's)."""
        top = scored[0].features
        if not q.dimensions or top is None or not top[_DIM_MISS]:
            return
        best = scored[0]

        def gives(s: Scored) -> bool:
            """Whether a fact gives a figure of the asked measure (covering as well), or a share of it."""
            measured = s.features is not None and bool(s.features[_DIM_HIT]) and q.dimension != "length"
            return measured and _covers_as_well(s, best) or support.gives_share(s.entry.fact.text, q.measure_words)

        scored[:] = self._near_first(scored, W.contrast_fallback, gives)

    def _prefer_located(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact saying where something is based ("a biotech company based in Leiden", "the
        Velmont-based designer") when "where is X based / headquartered / located" is asked and the best one says not."""
        if q.qtype != "where" or _BASED_ASKED.isdisjoint(q.analysis.words) or _LOCATED.search(scored[0].entry.fact.text):
            return
        top = scored[0]
        scored[:] = self._near_first(scored, W.located_share,
                                     lambda s: bool(_LOCATED.search(s.entry.fact.text)) and _covers_as_well(s, top))

    def _prefer_instance(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact naming one of what "which X" asks ("the Meridian Development Bank") when the best
        one names none ("the development banks' money")."""
        nouns, asked = q.instance_of, frozenset(q.analysis.words)

        def names(s: Scored) -> bool:
            """Whether a fact (not a post title, which capitalises every word) names one."""
            return s.entry.fact.kind != "headline" and support.names_instance(nouns, s.entry.fact.text, asked)

        verb = q.predicate  # the fact itself, not the titles it cites: they speak of the whole post

        def says(s: Scored) -> bool:
            """Whether a fact says what the question asks happened."""
            return verb is None or support.says_verb(verb, support.fact_text(s.entry.fact.text), W.verb_form_min)

        def covers(s: Scored) -> bool:
            """Whether it names one and says what the question asks happened ("which drug was approved": not a fact
            naming a drug that says nothing of an approval), when the best one says it."""
            return names(s) and (says(s) or not best_says)

        if nouns and not names(scored[0]):
            best_says = says(scored[0])
            scored[:] = self._near_first(scored, W.contrast_fallback, covers)

    def _prefer_title_holder(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact that gives someone a leading title ("museum director Ines Thorvald") when "who runs /
        is in charge of / heads X" is asked and the best fact gives none ("the audit's findings have led …")."""
        if q.qtype != "who" or not any(t.stem == _LEAD.stem or t.stem in _LEADING for t in q.required):
            return  # "who runs X", "who's the head / boss of X"
        asked = frozenset(q.analysis.words)
        top = scored[0]

        def titled(s: Scored) -> bool:
            """Whether the fact itself names a title holder and covers the question as well as the best fact."""
            return s.entry.fact.kind != "headline" and support.titles_name(_TITLES, s.entry.fact.text, asked) \
                and _covers_as_well(s, top)

        best = scored[0].entry.fact.text
        if not support.titles_name(_TITLES, best, asked) and not _LED_BY.search(best):
            scored[:] = self._near_first(scored, W.title_share, titled)

    def _prefer_numbered(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near candidate that gives the question's figure ("wanted 50bp") when the best one gives none."""
        asked = [n for n in q.analysis.numbers if n in self.df]
        if asked and scored[0].entry.numbers.isdisjoint(asked):
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: not s.entry.numbers.isdisjoint(asked))

    def _prefer_rate_asked(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near candidate giving a figure per the period or thing asked ("€1.45 per broiler", "£58,000 a
        week") when the best one gives none per it ("€3.60 per bird; the broiler rate is unchanged")."""
        rate = support.asked_rate(q.analysis.words)
        if rate and not support.gives_rate(rate, scored[0].entry.fact.text):
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: support.gives_rate(rate,
                                                                                                 s.entry.fact.text))

    def _prefer_total(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near candidate giving a total ("the total volume erupted so far", "in all") when a total is
        asked ("how much has it erupted in total", "the whole dispute") and the best one gives none."""
        if not _asks_measure(q) or not _TOTAL_ASKED.search(q.text) or _TOTAL_SAID.search(scored[0].entry.fact.text):
            return
        scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: bool(s.entry.fact.numbers) and bool(
            _TOTAL_SAID.search(s.entry.fact.text)))

    def _prefer_plain_role(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near candidate naming the role asked ("the mayor") when the best one names only its deputy."""
        role = _asked_role(q)
        if role and support.modified_role(role.surface, q.analysis.words, scored[0].entry.fact.text):
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: not support.modified_role(
                role.surface, q.analysis.words, s.entry.fact.text))

    def _finer_date(self, q: Question, scored: list[Scored]) -> list[Scored]:
        """The candidates, first a fact of the same digest giving the day, when the best is a title giving only the month
        ("when are the scales getting burnt": "… Seized Scales to Be Burned in December" is the digest's title; a fact
        of it says "will be incinerated on 12-09"); the title's words then count as told (``q.framed_by``)."""
        best = scored[0]
        if q.qtype != "when" or best.entry.fact.kind != "headline":
            return scored
        months = support.months_only(best.entry.fact.text)
        if not months:
            return scored
        for k, s in enumerate(scored[1:W.describe_limit], 1):
            if s.entry.fact.seed == best.entry.fact.seed and s.entry.fact.kind != "headline" and s.contrast is None \
                    and not months.isdisjoint(support.days_given(s.entry.fact.text)):
                return [s, *scored[:k], *scored[k + 1:]]
        return scored

    def _prefer_told_over_title(self, scored: list[Scored]) -> None:
        """Put first a near fact holding an answer of the asked kind when the best candidate is a title holding none; when
        the title holds one, a confirmed bullet as near that does and covers the question as well.

        A post title's few words cover a question cheaply ("Court Upholds Ruling but Cuts Fine"); the fact under it
        says why, when or who."""
        best = scored[0]
        top = best.features
        if top is None or best.entry.fact.kind != "headline":
            return
        if top[_TYPE_MISSING]:
            scored[:] = self._near_first(scored, W.typed_fallback, lambda s: s.features is not None and not s.features[
                _TYPE_MISSING] and s.entry.fact.kind != "headline")
        else:  # "which companies are backing hedgerow": not "Foundation-Backed Hedgerow Fork …", the bullet naming them
            scored[:] = self._near_first(scored, W.typed_fallback, lambda s: s.features is not None and not s.features[
                _TYPE_MISSING] and s.entry.fact.kind == "confirmed" and _covers_as_well(s, best))

    def _prefer_action_said(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact saying a who-question's verb ("who funds the run": "funding comes from …") when the
        best one says only what it is done to ("this capstone run")."""
        verb = q.action
        if verb is None:
            return

        def says(s: Scored) -> bool:
            """Whether the fact itself says the verb (its posts' titles say what the post is about, not the fact)."""
            return support.says_verb(verb, support.fact_text(s.entry.fact.text), W.verb_form_min)

        if not says(scored[0]):
            scored[:] = self._near_first(scored, W.contrast_fallback, says)

    def _names_only_asked(self, q: Question, fact_text: str) -> bool:
        """Whether a fact names only what the question names (its words, the kind of one asked)."""
        return support.fact_text(fact_text).own_names <= (
            set(q.analysis.words) | set(q.instance_of) | {n.removesuffix("s") for n in q.instance_of})

    def _asks_another(self, q: Question, text: str) -> bool:
        """ "which other banks … besides Harcourt Lyle", "who else … besides Ada Vance": a name asked, another wanted."""
        return bool(q.instance_of or q.qtype == "who") and asks_other(q.analysis.words) and any(
            t.surface in self._name_words or looks_like_name(t.surface, text) for t in q.required)

    def _prefer_speaker(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact in which an asked account speaks ("@x called it a partial win") when the question asks
        what it said and the best fact only cites it."""
        if not q.handles or not q.asks_said:
            return

        def speaks(s: Scored) -> bool:
            """Whether an asked account is the subject of a speech verb in the fact, which covers what is asked."""
            covers = not q.required or s.features is not None and support.covered(s.features) >= W.listing_cover
            return covers and any(normalize_handle(m.group(1)) in q.handles and m.group(2).lower() in SPEECH_VERBS
                                  for m in _SPEAKER.finditer(s.entry.fact.text))

        if not speaks(scored[0]):
            scored[:] = self._near_first(scored, W.speaker_fallback, speaks)

    def _prefer_agent(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact naming who did what a who-question asks ("chaired by snow scientist Reto Caduff", "the
        review by consultancy Halden & Pryce") when the best one names no one by it ("who chairs its commission")."""
        if q.qtype != "who":
            return
        asked = {t.stem for t in q.required} - {_LEAD.stem}  # "who runs X": a title holder (_prefer_title_holder)

        def names_agent(s: Scored) -> bool:
            """Whether the fact says an asked word, then "by" and a name within a few words."""
            return s.entry.fact.kind != "headline" and any(term_for(m.group(1).lower()).stem in asked
                                                           for m in _AGENT.finditer(s.entry.fact.text))

        if not names_agent(scored[0]):
            scored[:] = self._near_first(scored, W.agent_share, names_agent)

    def _prefer_typed(self, scored: list[Scored]) -> list[Scored]:
        """The candidates, a near one first that holds an answer of the asked kind when the best one holds none."""
        top = scored[0].features
        if top is None or not top[_TYPE_MISSING]:
            return scored
        return self._near_first(scored, W.typed_share, lambda s: s.features is not None and not s.features[
            _TYPE_MISSING] and support.covered(s.features) >= support.covered(top))

    # ---- answers ----------------------------------------------------------------------------

    def answer(self, question: str, exclude_digests: frozenset[str] = frozenset()) -> Answer:
        """Answer a question from the facts (none from ``exclude_digests``), or abstain with the closest topics."""
        text = clean_question(question, W.max_question_chars)
        if not text.strip() or not re.search(r"\w", text):
            return Answer(question=question, answered=False, confidence=0.0,
                          answer="Please ask a question about the story.", suggestions=self.topics[:3])
        if not self.entries:
            return Answer(question=question, answered=False, confidence=0.0,
                          answer="No digests are loaded yet, so I can't answer anything.")
        q = self.parse_question(read_wen(text))
        refusal = self.gate(q)
        if refusal:
            return self._abstain(question, q, refusal)
        scored, foreign = self.rank(q, exclude_digests)
        # "what did @x say about the investigation results": what the account said is listed, the nearest first, though
        # it says "findings" (not "about the ceasefire", a word no fact has: refused below)
        said = bool(q.handles) and q.asks_said and not foreign and any(s.entry.handles & set(q.handles)
                                                                       for s in scored[:W.handle_listing])
        refusal = None if said else self.coverage_refusal(q, scored, foreign, text)
        if refusal and q.qtype == "size" and q.dimension == "length" and not self._gives_figure(q, scored):
            again = self.parse_question(read_wen(text), long_is_length=False)  # "how long is the run": no length, a duration?
            if again.qtype == "duration":
                scored2, foreign2 = self.rank(again, exclude_digests)
                if self.coverage_refusal(again, scored2, foreign2, text) is None:
                    q, scored, foreign, refusal = again, scored2, foreign2, None
        if refusal:
            return self._abstain(question, q, refusal, scored)
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
        if p < self.policy.threshold and q.qtype == "where":
            # "where is corvane based": every fact about Corvane covers it; the one naming a place may answer it
            typed = self._prefer_typed(scored)
            if typed is not scored and self.coverage_refusal(q, typed, foreign, text) is None:
                looked = self.policy.answer_probability(self.decision_features(q, typed, foreign, text))
                if looked >= self.policy.threshold:
                    scored, p = typed, looked
        if p < self.policy.threshold:
            words = ", ".join(f"\u201c{_as_asked(t.surface, text)}\u201d" for t in q.excused[:3])
            return self._abstain(question, q, f"The digests don't say: nothing in them mentions {words}." if words
                                 else "The digests don't say.", scored)
        if self.reranker is not None and not q.ruled_first:  # decided on the first stage's best: the fitted order picks
            ordered = self.reranker.order(scored, W.describe_limit)
            if ordered[0].entry.fact.kind == "headline" and scored[0].entry.fact.kind != "headline":
                ordered = scored  # a post's title says less than the fact the first stage found: it never goes before it
            if ordered[0] is not scored[0] and self.coverage_refusal(q, ordered, foreign, text) is None:
                scored = ordered
        typed = self._prefer_typed(scored)  # decided on the best fact; a near one may hold what it lacks
        if typed is not scored and self.coverage_refusal(q, typed, foreign, text) is None:
            scored = typed
        finer = self._finer_date(q, scored)
        if finer is not scored:  # decided on the title: the fact giving its day answers, the title's words told
            q.framed_by = scored[0].entry.fact.text
            if self.coverage_refusal(q, finer, foreign, text) is None:
                scored = finer
            else:
                q.framed_by = ""
        if q.kind == "name" and not _NAME_WORDS.isdisjoint(q.analysis.words) and scored[0].features is not None \
                and scored[0].features[_TYPE_MISSING]:
            # "what's the name of the plant manager": the fact that says what the manager did names nobody
            return self._abstain(question, q, "The digests don't say: the closest fact names nobody.", scored)
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
                return named if not which or named is not False else support.names_instance(q.instance_of,
                                                                                              s.entry.fact.text, asked)

            first = tied(scored[0])
            if first is False or first is None and which:
                named = self._near_first(scored, W.name_tie_share, lambda s: tied(s) is True)
                refused = self.coverage_refusal(q, named, foreign, text) is not None
                lead = tied(named[0])
                # "the name of the ship": the best fact names no ship, nor a near one that no refusal holds against;
                # "which contractor placed the cone": none speaks of a contractor, and the best names none of that kind
                # either ("Riverside Events said a cone had been placed"); "which judge decided it": a near fact naming
                # one answers, if no refusal holds against it
                if first is False and (lead is not True or refused) or first is None and lead is not True \
                        and not support.names_instance(q.instance_of, scored[0].entry.fact.text, asked):
                    return self._abstain(question, q, f"The digests don't say: the closest fact names no {head}.",
                                         named)
                if not refused:
                    scored = named
        return compose.compose(question, q, scored, min(scored[0].score, p), self.handle_names, self._before,
                               self._after)

    def _before(self, s: Scored) -> Fact | None:
        """The fact a fact leans on ("It is here that …"): the one just before it in its block (file, episode, kind)."""
        i = s.index
        if i <= 0 or not _ANAPHOR.match(s.entry.fact.text):
            return None
        fact, prev = s.entry.fact, self.entries[i - 1].fact
        return prev if _same_block(prev, fact) and prev.line < fact.line else None

    def _after(self, q: Question, s: Scored) -> Fact | None:
        """The sentence a fact's paragraph goes on with, when a why-question's answer states no cause ("Residents
        blockaded the road …": "The Alliance says the compensation on offer is too low")."""
        i = s.index
        if q.qtype != "why" or i + 1 >= len(self.entries) or support.states_cause(s.entry.fact.text):
            return None
        fact, nxt = s.entry.fact, self.entries[i + 1].fact
        return nxt if _same_block(nxt, fact) and nxt.line == fact.line else None  # one line: one paragraph

    @staticmethod
    def _paraphrases(q: Question, scored: list[Scored], foreign: list[Term], text: str) -> list[Term]:
        """The unknown key words left to the decision, not refused on: likely said otherwise by the best fact.

        "how much ransom did the hackers want": the best fact has every other key word, so an English word no fact
        uses is likely said otherwise ("attackers"). Not in a yes/no question ("did the police demand a ransom":
        whether they did is asked), not a name, not what is asked or counted, not the verb a when/what question
        asks ("when did it end": "began" is another thing)."""
        top = scored[0].features if scored else None
        if not foreign or q.qtype == "yesno" or top is None or top[_MISSING_KNOWN] or \
                len(q.required) - len(q.unknown) < W.paraphrase_context:
            return []
        verbs = {t.stem for t in (q.predicate, q.action) if t is not None}
        words = q.analysis.words
        heads = {q.focus, q.required[0].stem if q.required else None} - {None}  # what is asked, or its first key word
        # "the price of copper": copper; "the capital of canada": capital, what is asked of it
        of_focus = {w for k in range(1, len(words) - 1) if words[k] == "of" and term_for(words[k - 1]).stem in heads
                    for w in (words[k - 1], words[k + 1])}
        return [t for t in foreign if not (t.stem == q.focus or t.surface in q.counted or t.stem in verbs
                                           or canonical_unit(t.surface) in UNIT_DIMENSION  # "per gram": a unit
                                           or t.surface == q.name_head  # "the first officer's name": whose is asked
                                           or t.surface in of_focus
                                           or looks_like_name(t.surface, text) or len(t.surface) < lexicon.WORD_MIN
                                           or not lexicon.listed(t.surface) or lexicon.proper(t.surface))]

    def coverage_refusal(self, q: Question, scored: list[Scored], foreign: list[Term], text: str) -> str | None:
        """Why the best candidate is no answer (a name, unit, verb, part, measure or limiting word it lacks), or None."""
        required = len(q.required) + len(q.analysis.numbers)
        q.excused = self._paraphrases(q, scored, foreign, text)
        foreign = [t for t in foreign if t not in q.excused]
        # a name: capitalised as asked, or no English word at all ("did the lufthansa pilots strike end")
        named = [t for t in foreign if looks_like_name(t.surface, text) or _DESIGNATION.fullmatch(t.surface)
                 or t.surface.isalpha()
                 and (not lexicon.english(t.surface) or lexicon.proper(t.surface))]
        unknown = len(q.unknown)  # general words no fact uses count towards the share, not alone (foreign ⊆ unknown)
        figure = self._gives_figure(q, scored)
        if q.dimension and not figure:
            return f"The digests don't say: no fact about it gives a {q.dimension} figure."
        if named or foreign and (required == 0 or unknown / required >= W.foreign_share):
            foreign = named + [t for t in foreign if t not in named]
            words = ", ".join(f"\u201c{_as_asked(t.surface, text)}\u201d" for t in foreign[:3])
            return f"The digests don't say: nothing in them mentions {words}."
        said = q.analysis.words
        spans = {"#" + said[k] for k in range(1, len(said)) if said[k].isdigit() and said[k - 1] in _RANKED}
        lost = [n for n in q.analysis.numbers if n not in self.df and n not in spans and not _absorbed(n, said)] \
            if _COMPARED.isdisjoint(said) else []  # "the last 5 years": a span, not a figure asked
        if lost:  # "what's 12 times 13": a figure no fact gives (not "more than 5,000?")
            shown = lost[0].lstrip("#")
            plain = bool(_PLAIN_NUMBER.fullmatch(shown))
            written = _SMALL_NUMBERS.get(lost[0])
            if plain and shown not in said and written is not None and written[0] in said:
                shown = written[0]  # "the four seasons": the word as typed, not the figure it is read as
            return (f"The digests don't say: nothing in them mentions \u201c{shown}\u201d." if plain
                    else "The digests don't say: no fact gives the figure asked about.")
        if not figure:
            return f"The digests don't give a figure for {q.units[0]}s."
        if not scored or max(s.score for s in scored[:W.describe_limit]) < W.answer_threshold:
            # nothing matched well enough (a candidate a rule put first is judged by the decision, not by this floor)
            return "The digests don't say."
        best_keys = scored[0].entry.keys
        met = [t for t in q.required if not t.keys.isdisjoint(best_keys)]
        if met and len(met) < len(q.required) and all(t.surface in NUMBER_WORDS for t in met):
            return "The digests don't say."  # "who wrote the four seasons": "four of them seriously" has its number only
        counted = self._counted_stems(q)
        first = scored[0].entry.fact.text
        if counted and counted <= support.fact_text(first).stem_set and not support.counts(counted, first) \
                and support.counts_other(counted, first):
            # "how many divers are on the team": the best fact speaks of divers, but its figure counts artefacts (one
            # that never names them may count them in other words: "14 adults" for frogs)
            return "The digests don't say: the closest fact counts something else."
        if counted and self._counts_other_persons(q, counted, scored[0]):  # "how many doctors": "1,140 nurses"
            return "The digests don't say: the closest fact counts something else."
        if q.qtype == "count" and "many" in q.analysis.words and not scored[0].entry.fact.numbers:
            return "The digests don't say: the closest fact gives no figure."  # "how many boats carry ore": "by rail"
        if counted and not q.units and _measures_only(scored[0].entry.fact) and not support.counts(counted, first):
            # "how many workers are on the site": the best fact's figures are all measures ("18% higher", "£11.40"),
            # and none counts them
            return "The digests don't say: the closest fact counts something else."
        if _counts_people(q) and not support.counts(lexicon.persons(), first) and not _says_people_verb(_people_verb(q), first) \
                and (support.counts_other(lexicon.persons(), first, reach=2) or _measures_only(scored[0].entry.fact)):
            # "how many people lived in the village": the best fact counts something else ("600 timbers"), no people,
            # and does not say what they did (a bare figure may count them: "the crash killed 14")
            return "The digests don't say: the closest fact counts something else."
        did = _people_verb(q) if _counts_people(q) else None
        if did is not None:
            full = next((t for t in q.required if t.surface == did.surface), did)
            done = _people_did(scored[0].entry.fact.text)
            if done and not support.says_verb(full, support.fact_text(" ".join(done)), W.verb_form_min) and \
                    not support.says_verb(full, support.fact_text(first), W.verb_form_min):
                # "how many people were arrested at the march": "About 6,000 people marched" counts other people (not
                # when it says the verb too: "11 were hospitalised, and one patient … has died")
                return f"The digests don't say: the closest fact doesn't mention \u201c{_as_asked(did.surface, text)}\u201d."
        if self._asks_another(q, text) and self._names_only_asked(q, first):
            # "which other banks are in the loan besides Harcourt Lyle": the best fact names only the one asked (so for
            # "who else sits on the panel besides Ada Vance")
            return (f"The digests don't say: the closest fact names no other {q.instance_of[-1]}." if q.instance_of
                    else "The digests don't say: the closest fact names no one else.")
        if q.qtype == "who" and _THE_OTHERS.search(q.text) and not _NAME_LIST.search(first):
            # "who were the other two judges on the panel": the best fact names one ("chaired by judge Ingrid
            # Sølvberg"), no list of them
            return "The digests don't say: the closest fact names no one else."
        if _asks_age(q) and not _gives_age(q, scored[0].entry.fact.text):  # "how old is she": no fact gives her age
            return "The digests don't say: the closest fact gives no age."
        attribute = _asked_attribute(q)
        if attribute is not None and not self._gives_attribute(attribute, scored[0]):
            # "what's the population of Port Anselm": the best fact counts its evacuees, no population
            return f"The digests don't say: the closest fact doesn't mention \u201c{_as_asked(attribute.surface, text)}\u201d."
        year = self._year_lacking(q, scored[0])
        if year:  # "the 1963 eruption": the best fact is about another one
            return f"The digests don't say: the closest fact doesn't mention \u201c{year}\u201d."
        numbered = self._designation_lacking(q, scored[0])
        if numbered:  # "how many tickets were sold for draw 1487": the best fact is about the draw, not that one
            return f"The digests don't say: the closest fact doesn't mention \u201c{_as_asked(numbered, text)}\u201d."
        clash = scored[0].contrast  # describe() checked it
        measured = _asks_measure(q) or attribute is not None
        dated = q.qtype == "when"
        apart = self._named_apart(q, scored[0], dated) if measured or dated else None
        if apart:  # "how many flights were cancelled at Tarnby": "214 were cancelled at Halvik, and Tarnby stayed open"
            return (f"The digests don't say: the closest fact gives no date for \u201c{apart}\u201d." if dated else
                    f"The digests don't say: the closest fact gives no figure for \u201c{apart}\u201d.")
        joint = self._named_jointly(q, scored[0]) if q.qtype == "count" and "many" in q.analysis.words else None
        if joint:  # "how many people died in Eddystone County": "11 deaths across Bellhaven and Eddystone counties"
            return (f"The digests don't say: the closest fact gives a figure for \u201c{joint[0]}\u201d and "
                    f"{joint[1]} together.")
        left_out = support.only_excluded(frozenset(t.stem for t in q.required), first) if measured else frozenset()
        if left_out:  # "how much did they spend on marketing": "the budget rises to SEK 1.4 billion, excluding marketing"
            word = next(t.surface for t in q.required if t.stem in left_out)
            return f"The digests don't say: the closest fact's figure leaves out \u201c{_as_asked(word, text)}\u201d."
        if measured and _ON_ITS_OWN.search(q.text) and not self._own_figure(q, scored[0]):
            # "how much will the fish passage cost on its own": "the estimate rose to $5.3 billion to pay for the fish
            # passage" gives the whole
            return "The digests don't say: the closest fact gives no figure for it on its own."
        if _tells_this_one(q, scored[0].entry.fact.text):
            # "when was its last major outage before this one": the best fact tells of this one
            return "The digests don't say: the closest fact tells of this one, not an earlier one."
        costed = self._cost_subject_lacking(q, scored[0])
        if costed:  # "how much does a halyard launch cost": the best fact prices the broadband plan
            return f"The digests don't say: the closest fact gives no cost for \u201c{_as_asked(costed, text)}\u201d."
        rate = support.asked_rate(q.analysis.words) if measured else None
        if rate in RATE_PERIODS and not any(support.gives_rate(rate, t) for t in [scored[0].entry.fact.text,
                                                                  *self._own_titles(scored[0])]):
            # "how much does an Arvena captain earn a year": the best fact gives a one-off payment
            return f"The digests don't say: the closest fact gives no figure per {rate}."
        missing = self._missing_name(q, scored[0], measured) if not q.handles else None
        if missing:  # "vireo-2" asked, the best fact speaks of Vireo; "how long is Austria", it gives another length
            return f"The digests don't say: the closest fact doesn't mention \u201c{missing}\u201d."
        verb, min_stem = q.predicate, W.verb_form_min
        if verb is None and q.action is not None and q.action.stem in _RELATION_STEMS:
            verb, min_stem = q.action, 3  # "who owns the farm": the fact says it owns it, or names its owner
        future = "will" in q.analysis.words
        told = [support.fact_text(t) for t in self._told(scored[0]) + ([q.framed_by] if q.framed_by else [])]
        # the best fact and the titles it cites (and the digest title it gives the day of)
        related = self.relatives(verb) if verb is not None and verb.stem not in self.df else frozenset()
        owned = verb is not None and verb.stem == _OWN and q.qtype == "who" and _possessed(q, scored[0].entry.fact.text)
        # "who owns the mine": "Kaldara Minerals' underground copper mine" says whose it is
        if verb is not None and not owned and not any(support.says_verb(verb, ft, min_stem, future)
                                                      or not related.isdisjoint(ft.stem_set) for ft in told):
            # a verb no fact uses: said by a relative ("slammed"); "when did the period end": the best fact says when
            # it began (a measure, a person or a reason asked is often told without the question's verb: "how long did
            # it survive", "who runs it", "why care")
            return f"The digests don't say: the closest fact doesn't mention \u201c{_as_asked(verb.surface, text)}\u201d."
        best = scored[0].entry
        role = _asked_role(q)
        if role is not None:
            if not any(role.keys & ft.keys if role.surface in _GENERAL_ROLES else role.stem in ft.stem_set or (
                    role.primary is not None and role.primary != _LEAD.primary and role.primary in ft.keys) for ft in told):
                # a trade's other words say it ("counsel" for lawyer), not the leading ones (a director is no CEO)
                # "who is the CEO of Pellmark": the best fact is about Pellmark but names no CEO (a director is no CEO)
                return f"The digests don't say: the closest fact doesn't mention \u201c{_as_asked(role.surface, text)}\u201d."
            modifier = support.modified_role(role.surface, q.analysis.words, best.fact.text)
            if modifier:  # "who's the governor": the best fact names the deputy governor
                return (f"The digests don't say: the closest fact speaks of the {modifier} "
                        f"{_as_asked(role.surface, text)}.")
            whose = self._lacking(q, scored[0], [t for t in q.required if t is not role and t.stem in self.df],
                                  lambda t: False)
            if whose:  # "who is the CEO of Pellmark": the best fact names Halvern's
                return f"The digests don't say: the closest fact doesn't mention \u201c{whose}\u201d."
        held = self._held_role(q)
        if held is not None:  # "who's the mayor of Marisco Beach", "who is the sheriff of Brisco County"
            other = support.role_of_another(held[0].stem, self._asked_names(q), best.fact.text)
            if other:  # the best fact names Port Calloway's mayor, Harlan County's sheriff
                return (f"The digests don't say: the closest fact names the {_as_asked(held[0].surface, text)} of "
                        f"{other}, not of {_as_asked(held[1].surface, text)}.")
        subject = [r[0] for r in map(self.resolve, q.subject) if r is not None]
        if verb is not None and support.role_swapped(frozenset(t.stem for t in subject), verb.stem,
                                                     support.fact_text(best.fact.text)):
            # "where does Lake Constance emerge from": the best fact says the Rhine emerges from Lake Constance
            who = " ".join(_as_asked(t.surface, text) for t in q.subject)
            return (f"The digests don't say: in the closest fact, \u201c{_as_asked(verb.surface, text)}\u201d is said of "
                    f"something else, not of \u201c{who}\u201d.")
        if q.part_of and not self._gives_part(q, best.fact):  # "how much of the $4.5 million": only the 4.5 million
            whole = not best.numbers.isdisjoint(q.analysis.numbers)
            return "The digests don't say: the closest fact gives " + (
                "the whole, not the part asked." if whole else "no figure for the part asked.")
        features = scored[0].features
        if q.dimension and features is not None and features[_DIM_MISS]:
            # "how much does it cost after the 20% cut": the best fact gives the cut, no price
            return f"The digests don't say: the closest fact gives no {q.dimension} figure."
        if q.kind == "gloss" and support.glossed(best.fact.text).isdisjoint(q.analysis.stems):
            # "what does Mittelsee mean": the best fact names it, but says what another word means
            named = [t for t in q.required if looks_like_name(t.surface, text)] or q.required
            word = _as_asked(named[0].surface, text) if named else "it"
            return f"The digests don't say: the closest fact doesn't say what \u201c{word}\u201d means."
        if q.qtype == "when" and future and not told[0].has_date:
            return "The digests don't say: the closest fact gives no date for it."  # when a plan was reported is no answer
        if q.kind == "date" and not _DATE_WORDS.isdisjoint(q.analysis.words) and not any(
                ft.has_date or not _DATE_WORDS.isdisjoint(ft.words) or any(ch.isdigit() for ch in ft.processed)
                for ft in told):  # "what date will the bridge open": no date, no figure ("no date has been set" says)
            return "The digests don't say: the closest fact gives no date for it."
        if _asks_clock(q) and not any(_CLOCK.search(t) for t in [best.fact.text, *self._own_titles(scored[0])]):
            return "The digests don't say: the closest fact gives no time of day."  # "what time did it fail": "on 07-16"
        limit = self._limit_lacking(q, best.fact)
        if limit:  # "what lake no longer has silt": the best fact says a lake will silt up
            return f"The digests don't say: the closest fact doesn't say \u201c{limit}\u201d."
        if clash and not q.handles:  # one detail changed: the question asks "south", the best fact says "north"
            return f"The digests don't say: the closest fact speaks of \u201c{clash[1]}\u201d, not \u201c{clash[0]}\u201d."
        return None

    @staticmethod
    def _gives_figure(q: Question, scored: list[Scored]) -> bool:
        """Whether one of the best candidates gives a figure in an asked unit (or a share of the asked measure)."""
        return any(s.entry.units & set(q.units) or support.gives_share(s.entry.fact.text, q.measure_words)
                   for s in scored[:W.unit_search]) if q.units else True

    @staticmethod
    def _gives_part(q: Question, fact: Fact) -> bool:
        """Whether a fact gives a figure in the whole's units (a bare one for a count), or a share, the question lacks."""
        counted = not any(u in UNIT_DIMENSION for u in q.part_of if u != "percent")  # "of the 12 buses, 9 are …"
        return any((x.unit in q.part_of or counted and not x.unit and not _in_date(x.text, fact.text))
                   and number_token(x.value) not in q.analysis.numbers for x in fact.numbers)

    @staticmethod
    def _own_titles(s: Scored) -> list[str]:
        """The titles of a fact's own posts (by the accounts it credits), not its episode's others; all when it credits none."""
        fact = s.entry.fact
        if not s.entry.handles:
            return [src.title for src in fact.sources]
        return [src.title for src in fact.sources if normalize_handle(src.handle) in s.entry.handles]

    @staticmethod
    def _told(s: Scored) -> list[str]:
        """What a candidate tells: its text and the titles of the posts it cites."""
        fact = s.entry.fact
        return [fact.text] if fact.kind == "headline" else [fact.text, *(src.title for src in fact.sources)]

    def _named(self, t: Term, q: Question) -> bool:
        """Whether a question's word is a name: capitalised (or with digits) there, or a name the facts write."""
        return looks_like_name(t.surface, q.text) or t.surface in self._name_words

    @staticmethod
    def _own_figure(q: Question, best: Scored) -> bool:
        """Whether a fact gives a figure of its own to what "on its own" is asked of: it says so ("the tiara alone
        accounts for €9.5 million", "of which", "each"), or opens with it ("The fish passage will cost …")."""
        text = best.entry.fact.text
        if _OWN_SAID.search(text):
            return True
        opening = {t.stem for w in _WORD.findall(text)[:W.own_figure_opening] for t in [term_for(w.lower())]}
        return any(t.stem in opening for t in q.required if t.surface not in q.measure_words)

    def _gives_attribute(self, attribute: Term, best: Scored) -> bool:
        """Whether the best fact (or a title it cites) gives what a figure is asked of: a figure of the asked
        dimension (unless the attribute is named in its own right: "revenue"), one in a unit of the attribute's ("a
        6.4 MWh battery": its capacity), or the word itself or its relatives."""
        if best.features is not None and best.features[_DIM_HIT] and attribute.surface not in NAMED_ATTRIBUTES:
            return True  # not "revenue": an attribute of its own, which any money figure ("raised €140m") is not
        if not {UNIT_DIMENSION.get(u) for u in best.entry.units}.isdisjoint(ATTRIBUTE_NOUNS[attribute.surface]):
            return True
        related = self.relatives(attribute)
        return any(attribute.stem in ft.stem_set or not attribute.keys.isdisjoint(ft.keys) or not related.isdisjoint(
            ft.stem_set) for ft in map(support.fact_text, self._told(best)))

    def _apart(self, t: Term) -> bool:
        """Whether some facts have a word, but not so many that it is the story's subject (asked apart from it)."""
        return t.stem in self.df and self.df[t.stem] <= W.subject_share * self.n

    def _named_apart(self, q: Question, best: Scored, dated: bool = False) -> str | None:
        """A name the question asks a figure (``dated``: a date) of that the best fact says only in a clause without
        one ("Japan lifted its ban on 01-12; South Korea's stays": no date for South Korea)."""
        words = q.analysis.words
        # which one, by a word that is no name: "zone c", "block k" (a designation), "the second runway"
        which = {w: f"{words[k - 1]} {w}" for k, w in enumerate(words[1:], 1) if len(w) == 1 and w.isalpha()
                 and words[k - 1].rstrip("s") in DESIGNATING_NOUNS}
        which |= {w: f"{w} {words[k + 1]}" for k, w in enumerate(words[:-1]) if w in _ORDINALS
                  and words[k + 1] not in STOPWORDS}
        wanted = [t for t in q.required if self._apart(t) and (self._named(t, q) or t.surface in which)]
        if not wanted:
            return None
        clauses = [support.fact_text(c) for c in _CLAUSE_SPLIT.split(best.entry.fact.text) if c.strip()]
        if len(clauses) < 2:
            return None
        for t in wanted:
            keys = t.keys
            said = [c for c in clauses if not keys.isdisjoint(c.stem_set)]
            if said and not any(c.has_date if dated else _HAS_FIGURE.search(c.processed) or not c.words.isdisjoint(
                    NUMBER_WORDS) for c in said):
                run = which.get(t.surface) or _name_run(t.surface, words, {w.surface for w in wanted})
                return _as_asked(run, q.text)
        return None

    def _named_jointly(self, q: Question, best: Scored) -> tuple[str, str] | None:
        """A name the question asks a figure of that the best fact gives only together with another one ("11 deaths
        across Bellhaven and Eddystone counties" for Eddystone alone): (the name as asked, the other name), or None."""
        text = best.entry.fact.text
        if _EACH_SAID.search(text):
            return None  # "Kestrel Bay and Ashbury each got 10 points": a figure for each
        asked = {t.stem for t in q.required} | {term_for(w).stem for w in q.analysis.words}
        for t in q.required:
            if not (self._apart(t) and self._named(t, q)):
                continue
            name = rf"(?i:{re.escape(t.surface)})"
            run = r"[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*"  # "Meridian Cruises"
            for m in re.finditer(rf"\b({run}) and {name}\b|\b{name}(?:\s+[A-Z][\w\-]*)* and ({run})", text):
                other = m.group(1) or m.group(2)
                if all(term_for(w.lower()).stem not in asked for w in other.split()):
                    named = {u.surface for u in q.required if self._named(u, q)}
                    return _as_asked(_name_run(t.surface, q.analysis.words, named), q.text), other
        return None

    def _missing_name(self, q: Question, best: Scored, measured: bool) -> str | None:
        """A name some fact has but the best one lacks: in its text, its own posts' titles and a fact it leans on.

        A name with a number in it ("Vireo-2", "A380") always counts: it tells siblings apart. Any other name counts when
        a measure is asked ("how long is X"), and then the story's title and summary, which frame each fact, may hold it.
        """
        def designation(t: Term) -> bool:
            """A name with letters and digits, or one the facts write as an acronym ("FDA")."""
            return any(c.isdigit() for c in t.stem) and any(c.isalpha() for c in t.stem) or t.surface in self._acronyms

        wanted = [t for t in q.required if t.stem in self.df and (designation(t) or measured and self._named(t, q))]
        # "harlow's share" too
        return self._lacking(q, best, wanted, designation) or (None if measured else self._name_apart(q, best))

    def _name_apart(self, q: Question, best: Scored) -> str | None:
        """A name no English word ("takanashi", "lestrad") that the best fact, its framing and every fact of its episode
        lack, though another fact has it: the best fact tells of something else ("what was takanashi's halfway split":
        Degefa's race). Known names ("Germany") and English words are often said otherwise ("German")."""
        named = [t for t in q.required if t.stem in self.df and self._named(t, q) and not lexicon.listed(t.surface)
                 and not any(c.isdigit() for c in t.stem)]
        if not named:
            return None
        fact = best.entry.fact

        def told(t: Term) -> bool:
            """Whether a fact of the best one's episode (or a post title it cites) has the name."""
            return any(self.entries[i].fact.seed == fact.seed and self.entries[i].fact.episode == fact.episode
                       for i in self.postings.get(t.stem, ()))

        lacking = self._all_lacking(best, named, lambda t: False)  # its fact and framing first, then its episode
        return next((_as_asked(t.surface, q.text) for t in lacking if not told(t)), None)

    def _lacking(self, q: Question, best: Scored, wanted: list[Term], designation: Callable[[Term], bool]) -> str | None:
        """The first wanted term the best fact, its own posts, a fact it leans on and (but for a designation) its framing
        lack, as the question writes it."""
        missing = next(iter(self._all_lacking(best, wanted, designation)), None)
        return None if missing is None else _as_asked(missing.surface, q.text)

    def _all_lacking(self, best: Scored, wanted: list[Term], designation: Callable[[Term], bool]) -> list[Term]:
        """The wanted terms the best fact, its own posts, a fact it leans on and (but for a designation) its framing lack."""
        if not wanted:
            return []
        fact = best.entry.fact
        texts = [fact.text, *self._own_titles(best)]
        prior = self._before(best)
        if prior is not None:
            texts.append(prior.text)
        have = set().union(*(support.fact_text(t).stem_set for t in texts))
        have |= set().union(*(self._expansions.get(k, ()) for k in list(have)))  # "VMTA": its Transit Authority
        have |= set(best.entry.keys)  # "the FDA" asked: a fact spelling out the Food and Drug Administration has it
        by_word, expansions = self._acronyms_by_word, self._expansions  # only the acronyms sharing a word with it
        have |= {a for a in {a for w in have for a in by_word.get(w, ())}
                 if len(expansions[a] & have) >= max(2, (len(expansions[a]) + 1) // 2)}
        # "OVSB" asked: a fact naming "Orrin Valley Bancorp" has half of Orrin Valley Savings Bank
        have |= {term_for(m).stem for m in support.months_reported(fact)}  # "in September": September's news
        lacking = [t for t in wanted if t.stem not in have]
        if not all(designation(t) for t in lacking):  # the story's framing only for names that are not designations
            framing = self._frames.get((fact.seed, None), []) + (self._frames.get((fact.seed, fact.episode), [])
                                                                 if fact.episode is not None else [])
            framed = set().union(*(support.fact_text(self.entries[i].fact.text).stem_set for i in framing))
            lacking = [t for t in lacking if designation(t) or t.stem not in framed]
        return lacking

    def gate(self, q: Question) -> str | None:
        """Why a question cannot be matched at all (an account no digest cites, nothing to look for), or None."""
        unknown_handles = [h for h in q.handles if h not in self.known_handles]
        if unknown_handles:
            return f"The digests cite no posts by @{unknown_handles[0]}."
        if not (q.required or q.handles or q.analysis.numbers or
                any(self.known(t) for t in q.optional if t.surface not in GREETINGS)):
            return "I can only answer questions about the story in the digests."
        if _ARITHMETIC.search(q.text):
            return "I can only answer questions about the story in the digests, not do sums."
        words = q.analysis.words
        if any(w in GREETING_WORDS for w in words) and all(w in SMALL_TALK or w in STOPWORDS for w in words) or \
                words[:1] and words[0] in THANKS_WORDS and "?" not in q.text \
                and ASKING_WORDS.isdisjoint(words):  # "thanks bot ur the best": thanks, and nothing asked
            return "I can only answer questions about the story in the digests."  # "good evening folks", "anyone awake?"
        if "?" not in q.text and any(w in INTERJECTIONS for w in words) and not any(w in ASKING_WORDS for w in words) \
                and (not words or words[0] not in YES_NO_STARTS):  # "lol this server is dead": banter
            return "I can only answer questions about the story in the digests."
        return None

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
        """A plain 'the digests don't say' with the closest topics and, when one is near, the closest fact."""
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

    def _topic_of(self, fact: Fact) -> str | None:
        """The topic a fact is about: its label, or the first name it mentions."""
        m = LABEL.match(fact.text)
        if m:
            return m.group(1)
        for name in NAME.findall(fact.text):
            if name in self._topic_set:
                return name
        return None


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
        text = clean_question(topic, W.max_question_chars)
        if not text:
            return []
        q = self.parse_question(text)
        q.qtype = "what"
        q.units = []
        scored, _ = self.rank(q)
        return [s.entry.fact for s in scored[:limit] if s.score >= W.facts_about_floor]

