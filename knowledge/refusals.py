"""The coverage refusals: why the best candidate is no answer although it scores well.

``Refusals.coverage_refusal`` runs its checks in order and returns the first reason that holds (a name, unit,
figure, verb, role, part, date or limiting word the best fact lacks, or another thing it counts), as the reply's
"The digests don't say: …" line; None lets the fitted decision (``policy``) judge the candidate.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cached_property, lru_cache

from . import lexicon, support
from .analyze import DESIGNATING_NOUNS, Term, analyze, term_for
from .entries import LENGTH_FIGURE
from .models import Fact, Quantity
from .numbers import (
    DURATION_UNITS,
    NUMBER_WORDS,
    ORDINAL_WORDS,
    SCALE_UNITS,
    canonical_unit,
    extract_quantities,
    number_token,
)
from .predicate import (
    asks_doer,
    how_much_doer,
    how_much_payer,
    main_verb,
    only_verb,
    paid_one,
    participle,
    past_forms,
    plural_noun,
    verb_forms,
    verb_lemmas,
)
from .question import (
    DIMENSION_WORDS,
    PLAN_ASKED,
    UNIT_DIMENSION,
    Question,
    about_measure,
    looks_like_name,
    substance_measured,
)
from .ranking import (
    _AGE,
    _DEPARTED,
    _DIM_HIT,
    _DIM_MISS,
    _LEAD,
    _SUCCESSOR,
    _TITLES,
    _TOTAL_ASKED,
    _TYPE_MISSING,
    _TYPE_OK,
    RankingRules,
    _asked_body,
    _asked_role,
    _asks_age,
    _asks_measure,
    _counts_people,
    _counts_persons,
    _doers_of,
    _gives_age,
    _measures_other_only,
    _names_title_holder,
    _people_deed,
    _people_verb,
    _says_people_verb,
    _tells_this_one,
    _year_bound_only,
)
from .scoring import Scored
from .support import FEATURES
from .text import shown_word
from .vocab import (
    ANSWER_TYPES,
    ATTRIBUTE_NOUNS,
    BE_AUXILIARIES,
    DIMENSION_NOUNS,
    DO_AUXILIARIES,
    EXTENTS,
    IDENTIFIER_NOUNS,
    LIGHT_VERBS,
    MONEY_NOUNS,
    MONEY_PAYEES,
    MONTHS,
    NAMED_ATTRIBUTES,
    NOW_WORDS,
    ORDER_WORDS,
    PAST_WORDS,
    PERIOD_NOUNS,
    PHASE_WORDS,
    RATE_PERIODS,
    RELATION_VERBS,
    ROLE_MODIFIERS,
    SPEECH_VERBS,
    STOPWORDS,
    SUM_VERBS,
    UNIT_SIZES,
    VERDICT_WORDS,
)
from .weights import WEIGHTS as W

_RANKED = frozenset("last past next top first latest recent".split())  # "the last 5 years": a span, not a figure
_COMPARED = frozenset("than over under above below least most exceed exceeds exceeded beyond within up".split())
_PLAIN_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_GENERAL_ROLES = frozenset("lead leader leaders head boss charge runs run".split())  # any leading role answers these


_RELATION_STEMS = frozenset(term_for(w).stem for w in RELATION_VERBS)
_COMING = frozenset("next coming upcoming".split())  # "next year", "the coming season": a stretch still to come
_EDGES = ({"first", "opening"}, {"last", "final", "closing"})  # "opening day", "the first week": a stretch's start
# the hours in a period of fixed length: "48 hours" is "two days", "seven days" "a week", "30 days" "a month" (a year: 12 months)
_PERIOD_HOURS = {"hour": 1, "day": 24, "week": 168, "fortnight": 336, "month": 720, "year": 8640, "decade": 86400}
_DATE_WORDS = frozenset({"date", "dates"})  # a date asked by name: the answer must give one


_THE_NOUN = re.compile(r"^(?:and |but )?the ([a-z][\w\-]*)", re.I)


def _refers_back(clause: str, before: list[str], subject: bool = False) -> bool:
    """Whether a clause opens by pointing back at what other clauses told ("It …", "the video reached …" after
    "Rusk's video claimed …"), or, when the name asked is the ``subject`` the fact opens with, by a pronoun ("Elm Hall
    opened in 1901, and its tower …"; not "the estate has three towers (Elm Hall …); it is home to …")."""
    m = _THE_NOUN.match(clause)
    opening = re.sub(r"^(?:and |but )", "", clause.lstrip(), flags=re.I)
    if subject and _ANAPHOR.match(opening[:1].upper() + opening[1:]):
        return True
    return bool(_ANAPHOR.match(clause) or m and any(
        term_for(m.group(1).lower()).stem in support.fact_text(b).stem_set for b in before))


# a plural pointing back at things a fact has counted: "19 patients …; all cases resolved"
_BACK_PLURAL = re.compile(r"\b(?:all|these|those|both)\s+(?:the\s+)?([a-z][\w\-]*s)\b", re.I)


def _named_back(counted: frozenset[str], text: str) -> bool:
    """Whether a clause after one whose figure counts something calls what it counted by the asked noun ("19 patients
    with ALT above …; all cases resolved": the 19 are cases)."""
    clauses = [p for p in _CLAUSE_SPLIT.split(text) if p.strip()]
    return any(any(term_for(m.group(1).lower()).stem in counted for m in _BACK_PLURAL.finditer(p))
               and any(_PLAIN_NUMBER.search(b) and support.counts_other(counted, b) for b in clauses[:k])
               for k, p in enumerate(clauses) if k)


def _told_with_gaps(clauses: list[str], tells: Callable[[str], bool], counted: frozenset[str]) -> list[bool]:
    """Which clauses count what is asked, a figure with its noun left out counting what the clause before counts
    ("Greenlow is buying 89 of the stores and Kestrel is taking the other 32": 32 stores), if its own clause counts
    nothing else ("Harrow has 1,204 cases, the Sorrel Coast 611": cases)."""
    told: list[bool] = []
    for k, p in enumerate(clauses):
        told.append(tells(p) or k > 0 and told[k - 1] and not support.counts_other(counted, p) and any(
            not _YEAR_FIGURE.fullmatch(m.group(0)) for m in _GAPPED_FIGURE.finditer(p)))
    return told


# a figure with no noun after it, ending its clause or before a bracket ("the other 32 (@x)", "Tessel County 95")
_GAPPED_FIGURE = re.compile(r"(?<![\w\-.:/£$€])(?:\d[\d,]*|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
                            + r")(?=\s*(?:$|[;,(]|\.(?!\d)))", re.I)
_YEAR_FIGURE = re.compile(r"1[89]\d\d|2\d{3}")


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


def best_score(scored: list[Scored]) -> float:
    """The best first-stage score among the described candidates (a rule may have put a lower one first), 0 if none."""
    return max((s.score for s in scored[:W.describe_limit]), default=0.0)


# what stands before a role but tells no other field of it: "the new director", "the former head", "the deputy mayor"
_NO_FIELD = STOPWORDS | NOW_WORDS | PAST_WORDS | ROLE_MODIFIERS


def _role_qualifier(q: Question, role: Term) -> str | None:
    """The role phrase asked ("the *marketing director*", "the *head of marketing*") when the word naming its field is
    one no fact has: a holder of the bare role (a zoo director) is not the one asked."""
    words = q.analysis.words
    if role.surface not in words or not q.unknown or role.primary != _LEAD.primary:
        return None  # a leading role only: a department heads apart ("head of marketing"); "football coach" is a coach
    unknown = {t.surface for t in q.unknown if t is not role}
    k = words.index(role.surface)
    if k and words[k - 1] not in _NO_FIELD and words[k - 1] in unknown:
        return f"{words[k - 1]} {role.surface}"
    if words[k + 1:k + 2] == ["of"]:
        after = [w for w in words[k + 2:k + 4] if w not in _NO_FIELD][:1]  # "head of (the) marketing"
        if after and after[0] in unknown:
            return f"{role.surface} of {after[0]}"
    return None


_HOLDER_POSSESSIVE = re.compile(r"(?<![\w'\-@])([A-Z][\w\-]*)['\u2019]s\s+((?:[^\s;.]+\s+){0,6}[^\s;.]+)")
# "OVSB's roughly 410,000 customers and 2,300 staff": a name and the words its possessive holds
_HOLDER_REACH = 2  # how many words from an asked word a name is its doer or holder ("accusing Vesper of deleting")
_PERSON_PRONOUNS = frozenset("he she his her".split())
_PRONOUN_REACH = 3  # how many words before an asked word he or she is its doer or holder ("she went through halfway")
_HOLDER_AUX = frozenset("did does do was is were has have had will".split())  # before the subject of a question

NOT_MENTIONED = "The digests don't say: the closest fact doesn't mention"  # the reason's opening when a word is lacked
COUNTS_ELSE = ("The digests don't say: the closest fact counts something else.",  # a count refused for what it counts
               "The digests don't say: the closest fact gives a figure for ")
NO_REASON = "The digests report it but don't say why."  # a why-question no near fact gives a reason for


_SENTENCE_OPENERS = ("", ".", "!", "?", ":", ";", '"', "\u201c")  # what may come before a capital that opens a sentence


@lru_cache(maxsize=1024)
def _names_after(verb: str) -> re.Pattern[str]:
    """A run of up to three capitalised words right after any form of a verb ("reach": "reached Praz-Dessous")."""
    said = "|".join(re.escape(f) for f in sorted(verb_forms(verb), key=len, reverse=True))
    return re.compile(rf"(?<![\w'\-])(?i:{said})\s+((?:[A-Z][\w'\-]*)(?:\s+[A-Z][\w'\-]*){{0,2}})")


def _same_start(names: list[str], asked: str) -> bool:
    """Whether a name found starts as the asked one does, its first four letters ("German soil" for "germany")."""
    return any(x[:4].lower() == asked[:4] for x in names)


@lru_cache(maxsize=4096)
def _name_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    """The words in a row, whole, in any case ("juniper flat" finds "Juniper Flat")."""
    return re.compile(r"(?<![\w'\-])" + r"\s+".join(map(re.escape, words)) + r"(?![\w\-])", re.IGNORECASE)


_NAME_SAMPLE = 400  # the facts holding every word of a run that are read to tell whether it is always a name


def _foreign_names(c: _Case) -> list[Term]:
    """The names among the key words no fact has: capitalised as asked, a designation, or no English word at all."""
    return [t for t in c.foreign if looks_like_name(t.surface, c.text) or _DESIGNATION.fullmatch(t.surface)
            or t.surface.isalpha() and (not lexicon.english(t.surface) or lexicon.proper(t.surface))]


def _not_mentioned(word: str) -> str:
    """The reason given when the best fact lacks a word asked (as the question writes it)."""
    return f"{NOT_MENTIONED} \u201c{word}\u201d."


def _as_asked(surface: str, text: str) -> str:
    """A term as the question spells it ("marin-2", not the analysed "marin 2"), cut short when it is very long."""
    spelled = re.search(r"[\s\-]?".join(map(re.escape, surface.split())), text, re.IGNORECASE)
    if spelled is None and surface in support.SPELLED_ROLES:  # "cfo" asked as "chief financial officer"
        spelled = re.search(r"\s+".join(support.SPELLED_ROLES[surface]), text, re.IGNORECASE)
    return shown_word(spelled.group(0) if spelled else surface)


_MISSING_KNOWN = FEATURES.index("missing_known")
_DESIGNATION = re.compile(r"[a-z]+ [a-z]")  # "series a" (knowledge.analyze): a name, as "B-52" is
# a part's own figure asked, apart from the whole it is in; a fact saying it gives one
_ON_ITS_OWN = re.compile(r"\b(?:on (?:its|their) own|alone|separately)\b", re.I)  # not "got out by themselves"
_ORDINALS = frozenset(ORDINAL_WORDS) - {"first"}  # "the second runway" (a first one is often told without the word)
_EACH_SAID = re.compile(r"\b(?:each|apiece|respectively|both)\b", re.I)
_OWN_SAID = re.compile(r"\b(?:alone|on (?:its|their) own|by (?:itself|themselves)|separately|each|apiece|of which)\b", re.I)
_WORD = re.compile(r"[A-Za-z][\w'\-]*")


# "who were the other two judges", "who are the other members of the panel": the rest of a group asked
_THE_OTHERS = re.compile(r"\bthe other (?:(?:two|three|four|five|six|\d+)\s+)?[a-z]+s\b", re.I)
# a list of names: "Ada Vance, Tom Li and Ben Ode", "Dr Reyes and Prof Okafor"
_NAME_LIST = re.compile(r"(?<![\w'\-])[A-Z][\w'\-]+(?:,| and| &)\s+(?:(?:Dr|Prof|Mr|Mrs|Ms|Sir|Dame)\.?\s+)?[A-Z][\w'\-]+")
# A fact that leans on the one before it: "It is here that …", "This section …", "The latter …".
_ANAPHOR = re.compile(r"^(?:It|Its|This|These|That|Those|Here|There|They|Their|He|She|His|Her|Such|The latter|"
                      r"The former|The same)\b")


_ATTRIBUTE_LEAD = frozenset({"is", "was", "are", "were", "the", "its", "their", "s", "current", "latest", "new", "total"})


def _asked_attribute(q: Question) -> Term | None:
    """The measured attribute a what-question asks of something ("what's the *population* of X", "what was X's
    trading *volume*"): a level or size noun among the first words after "what"."""
    words = q.analysis.words
    if q.qtype not in ("what", "size", "count") or not words or words[0] not in ("what", "whats"):
        return None
    after = [w for w in words[1:8] if w not in _ATTRIBUTE_LEAD][:5]
    return next((t for t in q.required if t.surface in after and t.surface in ATTRIBUTE_NOUNS), None)


def _asked_identifier(q: Question) -> Term | None:
    """The identifier a what-question asks ("what was the *serial* number of X", "what *wallet* address"): a word of
    world.json's ``identifier_nouns`` among the first words after "what" or "which"."""
    words = q.analysis.words
    if not words or words[0] not in ("what", "whats", "which"):
        return None
    after = [w for w in words[1:8] if w not in _ATTRIBUTE_LEAD][:5]
    return next((t for t in q.required if t.surface in after and t.surface in IDENTIFIER_NOUNS), None)


# a time of day ("03:27", "3pm", "before dawn"), or the time of an age ("by the time of the Miocene")
_CLOCK = re.compile(r"\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?(?:a\.?m\.?|p\.?m\.?)(?!\w)|\b(?:noon|midday|midnight|o'clock|morning|"
                    r"afternoon|evening|night|overnight|dawn|dusk|time|era|epoch|period|century|centuries|age)\b", re.I)
_WHAT_TIME = frozenset({"what", "whats", "wat", "which"})  # not "at time of launch"


def _asks_clock(q: Question) -> bool:
    """"what time did it hit": a time of day asked (not "how much time", "what time period")."""
    w = q.analysis.words
    return any(a in _WHAT_TIME and b == "time" and c not in ("period", "frame", "zone", "span", "limit")
               for a, b, c in zip(w, w[1:], [*w[2:], ""]))
_CLAUSE_SPLIT = re.compile(r";\s+|,\s+(?:and|but|while|whereas)\s+|\.\s+(?=[A-Z])")
_HAS_FIGURE = re.compile(r"\d")
# clauses, and a name after "and" that may start one of its own ("… for £612 million and Kestrel is taking the rest")
_SUBJECT_SPLIT = re.compile(_CLAUSE_SPLIT.pattern + r"|\s+and\s+(?=[A-Z][a-z])")


_PEOPLE_COUNTED = re.compile(r"\b\d[\d,.]*\s+(?:[a-z][\w\-]*\s+)?(?:people|persons|residents|workers|protesters|"
                             r"demonstrators|passengers|patients|staff|employees)\s+(?:who\s+)?(?:(?:were|have|had|are)\s+)?"
                             r"([a-z]+ed)\b")


def _people_did(text: str) -> list[str]:
    """What the people a fact counts did ("About 6,000 people marched": marched), as its verbs say it, or []."""
    return _PEOPLE_COUNTED.findall(text)


# a fact's clauses, and their words and figures ("1,874", "two")
_CLAUSES = re.compile(r"[;:()]|\.\s|,\s+(?:and|but|while|which|who)\s")
_FACT_TOKEN = re.compile(r"\d[\d,.]*\d|\d|[A-Za-z][\w'\-]*|,")
_STATE_PREPOSITIONS = frozenset("on in at under without".split())  # "on duty", "in service", "under guard"
_NO_STATE = frozenset("total all average count number tally".split())  # "40 guards in total" sets no group apart


def _state_after(words: list[str], at: int) -> str | None:
    """The state a counted noun is set in by a preposition and a bare singular noun ending the phrase ("two guards *on
    duty* called", "1,100 workers *on strike*"; not "on 9 farms", "on the outskirts", "in Lomnes", "in total", "on
    full pay"), or None."""
    if at + 2 >= len(words) or words[at + 1].lower() not in _STATE_PREPOSITIONS:
        return None
    state, nxt = words[at + 2], words[at + 3].lower() if at + 3 < len(words) else ","
    bare = state.isalpha() and state.islower() and state not in STOPWORDS and state not in _NO_STATE \
        and state not in NUMBER_WORDS and not plural_noun(state) and not only_verb(state)
    ends = nxt == "," or nxt in STOPWORDS or nxt.endswith("ed")  # "on duty called police", "on strike, and"
    return state if bare and ends else None


def _counted_states(stems: frozenset[str], text: str) -> list[str]:
    """The states a fact sets the things it counts in, beside the figure counting them ("the two guards on duty
    called police": duty), or []."""
    states: list[str] = []
    for clause in _CLAUSES.split(text):
        words = _FACT_TOKEN.findall(clause)
        for i, w in enumerate(words):
            if not (w[0].isdigit() or w.lower() in NUMBER_WORDS):
                continue
            at = next((j for j in range(i + 1, min(i + 3, len(words))) if term_for(words[j]).stem in stems), None)
            state = None if at is None else _state_after(words, at)
            states += [state] if state else []
    return states


# a figure told as added to what there was ("will add four forecasters", "hired 20 more", "up by 12", "another 30"),
# and one told as held by a thing ("was carrying about 15,120 containers", "holds 300 people"): words around it
_ADDING = frozenset("add adds added adding hire hires hired hiring recruit recruits recruited recruiting another further "
                    "extra additional".split())
_ADDED_AFTER = frozenset("more extra additional further".split())  # "20 more staff", "four extra trains"
_RISING = frozenset("up rose risen rise rises grew grown grows increased increases".split())  # "up by 12"
_HOLDING = frozenset("carry carries carried carrying hold holds held holding contain contains contained containing "
                     "seat seats seating accommodate accommodates accommodated accommodating".split())
_ABOUT = frozenset("about around some nearly almost roughly approximately over up to than more".split())
# a count asked of what a thing has ("how many forecasters does it have", "how many stores does it run")
_HAS_WORDS = frozenset("have has had own owns employ employs employed run runs operate operates there total".split())
# a question asking what is added or held: an increment or a load may answer it
_ADDED_ASKED = _ADDING | _ADDED_AFTER | _RISING | frozenset(
    "new gain gained gains join joined joining expand expanded grow increase raise raised".split())
# "04-11" (a day), "£2.8 million", "CAD 23", "2%": no figure counting a thing
_NO_COUNT_FIGURE = re.compile(r"\d\d?-\d\d?|(?:[£$€¥]|\b[A-Z]{3}\s)\s?\d[\d,.]*|(?<![\d,.])\d[\d,.]*\s*(?:%|per ?cent\b)")


def _figures(text: str) -> list[tuple[list[str], int]]:
    """The figures of a fact, each as its clause's lower-case words and the figure's place ("four", "15,120"), leaving
    out days ("on 04-11"), sums, shares and years."""
    found: list[tuple[list[str], int]] = []
    for clause in _CLAUSES.split(_NO_COUNT_FIGURE.sub(" ", text)):
        words = [w.lower() for w in _FACT_TOKEN.findall(clause)]
        found += [(words, i) for i, w in enumerate(words) if (w[0].isdigit() or w in NUMBER_WORDS)
                  and not support.YEAR_WORD.fullmatch(w)]
    return found


def _lead(words: list[str], at: int) -> str:
    """The word before a figure, past words of about ("carrying *about* 15,120"), or ""."""
    k = at - 1
    while k >= 0 and words[k] in _ABOUT:
        k -= 1
    return words[k] if k >= 0 else ""


def _added(words: list[str], at: int) -> bool:
    """Whether a figure is told as added to what there was ("add four", "20 more", "up by 12", "another 30")."""
    lead = _lead(words, at)
    by_rise = lead == "by" and at >= 2 and words[at - 2] in _RISING
    return lead in _ADDING or by_rise or words[at + 1:at + 2] != [] and words[at + 1] in _ADDED_AFTER


def _only_added(text: str) -> bool:
    """Whether every figure of a fact is told as added to what there was ("will add four forecasters"), none a total."""
    figures = _figures(text)
    return bool(figures) and all(_added(words, at) for words, at in figures)


def _asks_holding(q: Question) -> bool:
    """Whether "how many" asks what a thing has ("how many forecasters does it have"), not what it adds or gains."""
    words = set(q.analysis.words)
    return q.qtype == "count" and "many" in words and not _HAS_WORDS.isdisjoint(words) and _ADDED_ASKED.isdisjoint(words)


def _only_held(counted: frozenset[str], text: str) -> bool:
    """Whether a fact counts the asked things only as held by something ("was carrying about 15,120 containers", "300
    passengers on board"), at least once."""
    held = []
    for words, at in _figures(text):
        noun = next((j for j in range(at + 1, min(at + 4, len(words))) if term_for(words[j]).stem in counted), None)
        if noun is not None:
            held.append(_held(words, at) or words[noun + 1:noun + 3] == ["on", "board"]
                        or words[noun + 1:noun + 2] == ["aboard"])
    return bool(held) and all(held)


def _held(words: list[str], at: int) -> bool:
    """Whether a figure is the load of a holding verb before it, or joined by "and" to one that is ("carrying 1,400
    tonnes of grain and 36 containers")."""
    lead = _lead(words, at)
    if lead != "and":
        return lead in _HOLDING
    before = [k for k in range(at - 1) if words[k][0].isdigit() or words[k] in NUMBER_WORDS]
    return bool(before) and _held(words, before[-1])


def _count_verb(q: Question) -> Term | None:
    """The verb of a how-many question's clause after what it counts ("how many guards does the museum *employ*",
    "how many chips were *recalled*"), a key word and no light verb ("have"), or None."""
    words = q.analysis.words
    at = next((k for k in range(2, len(words)) if words[k - 2:k] == ["how", "many"]), None)
    if at is None:
        return None
    at += next((n for n, w in enumerate(words[at:]) if w in DO_AUXILIARIES or w in BE_AUXILIARIES), len(words))
    verb = main_verb(["what"] + words[at:])
    found = next((t for t in q.required if t.surface == verb), None)
    return None if found is None or verb in LIGHT_VERBS else found


def _deed_counted(q: Question) -> Term | None:
    """The verb telling what befell the things "how many" counts: its clause's (``_count_verb``), else the word right
    after the counted noun ("how many containers *fell* off the ship"), a key verb, no plural noun, or None."""
    verb = _count_verb(q)
    words = q.analysis.words
    at = next((k + 3 for k in range(len(words) - 3) if words[k:k + 2] == ["how", "many"]), None)
    if verb is not None or at is None or words[at] in STOPWORDS or plural_noun(words[at]) \
            or not verb_lemmas(words[at]):
        return verb
    return next((t for t in q.required if t.surface == words[at] and t.surface not in LIGHT_VERBS), None)


def _asks_amount(q: Question) -> bool:
    """Whether "how much" asks an amount with a verb after it ("how much did they offer", "how much is it worth"), of
    no measure named: not "how much warning" (a time), "how much rain" or "how much of the loan" (a share)."""
    return q.qtype == "count" and q.dimension is None and not q.units and bool(_HOW_MUCH_VERB.search(q.text))


def _gives_amount(numbers: list[Quantity]) -> bool:
    """Whether figures give an amount "how much" may ask: a sum, a share, a measure or a bare figure, not only things
    counted ("40 players"), times ("six minutes") and years."""
    for n in numbers:
        dimension = UNIT_DIMENSION.get(n.unit)
        if dimension is not None and dimension != "duration" or n.unit in ("percent", *SCALE_UNITS) \
                or not n.unit and not support.YEAR_WORD.fullmatch(n.text):
            return True
    return False


# "how long has she lived there", "how long had he been director": the length of a state that held until then (not
# "how long has Pratto got to drop them": a time left, often told after an event, "within 60 days of the ruling")
_HOW_LONG_HAS = re.compile(r"\bhow long (?:has|have|had)\b(?!.*\b(?:got|left)\b)")
_AGO = re.compile(support.TIME_PATTERN + r"[\s\-]+ago\b", re.IGNORECASE)  # "22,000 years ago": a point in time, no span
_BEFORE_AFTER = re.compile(r"\b(?:before|after)\b", re.IGNORECASE)  # a time before or after asked: an offset answers
_gives_span = support.gives_span


# a figure set against something: "41% of cargo value", "1.5 percentage points above the bank's main rate"
_RELATIVE_FIGURE = re.compile(r"\d(?:%|\s*(?:percent|per cent|percentage points?|points?|times|basis points))\s+"
                              r"(?:of|above|below|over|under|higher than|lower than|more than|less than)\s+"
                              r"(\w)")
# a figure placing something from another ("1,035 metres north of the existing runway", "6 km from the town"): the
# distance from it, no measure of it
_LENGTH_UNIT = r"\d(?:\s*(?:m|metres|meters|km|kilometres|kilometers|miles?|feet|ft|yards?))"  # "30 km", "2 miles"
_POSITION_FIGURE = re.compile(_LENGTH_UNIT + r"\s+"
                              r"(?:(?:north|south|east|west|northeast|northwest|southeast|southwest|upstream|downstream)"
                              r"\s+of|(?:away\s+)?from)\s+(\w)")
_LENGTH_FIGURE = re.compile(_LENGTH_UNIT + r"\b")
_FAR_ASKED = frozenset("far distance away from".split())  # "how far", not "the east-west route"
_DISTANCE_ASKED = _FAR_ASKED | frozenset("north south east west upstream downstream".split())


def _noun_phrase(text: str, at: int) -> tuple[int, int]:
    """The span of the words from ``at`` up to a function word after the first ("the eligible workforce", not "… had
    signed union cards"), seven at most."""
    end = at
    for k, m in enumerate(itertools.islice(support.WORD_TOKEN.finditer(text, at), 7)):
        if k and m.group(0).lower() in STOPWORDS or text[end:m.start()].strip():
            break  # a function word, or a comma or bracket between: the phrase ended
        end = m.end()
    return at, end


_SHARE_ASKED = frozenset({"share", "proportion", "percentage", "percent", "fraction", "part", "much", "portion"})
_SAID_AUX = frozenset({"did", "does", "do", "has", "have", "had"})  # "what did X say" (not "what is X called")
_PRONOUNS = frozenset({"he", "she", "they", "it", "who", "which", "its", "his", "her", "their"})


# words before a figure that make it no figure of one thing: a bound ("more than 5,000", "at least", "up to"), a guess
# ("about 10 years") or a stretch counted back or on ("the last 5 years", "the top 10 clubs")
_FIGURE_BOUND = _COMPARED | _RANKED | frozenset("about around roughly approximately nearly almost some estimated".split())
_FIGURE_CLOSE = 0.05  # a figure within this share of another is that figure rounded ("1.4 km" for "1.43 km")


def _same_figure(a: float, b: float) -> bool:
    """Whether two values are one figure, one rounded ("£11,000", "£10,950")."""
    return abs(a - b) <= _FIGURE_CLOSE * max(abs(a), abs(b))


def _figure_shown(n: Quantity, text: str) -> str:
    """A figure as a text writes it, with its unit word ("28 nm", "20 years", "£11,000")."""
    m = re.search(rf"(?<![\w.,]){re.escape(n.text)}(?:[\s-]?[^\W\d_]+)?", text) if n.noun else None
    return m.group(0) if m else n.text


def _named_figures(q: Question) -> list[Quantity]:
    """The figures with a unit the question names, typed in digits, other than the one asked and bounds, guesses or
    spans ("its 28 nm products", "lose over 10 years"; not "how long is the 2 km tunnel", "more than 5,000 people", "the
    last 5 years"); "over" only before a stretch of time ("over 10 years": during them)."""
    out = []
    for n in extract_quantities(q.text):
        m = re.search(rf"(?<![\w.,]){re.escape(n.text)}(?![\d])", q.text)
        if not n.unit or m is None or n.unit in q.units or UNIT_DIMENSION.get(n.unit, n.unit) == q.dimension:
            continue
        before = re.findall(r"[a-z]+", q.text[:m.start()].lower())[-2:]
        over = before[-1:] == ["over"] and n.unit in DURATION_UNITS
        if not over and not _FIGURE_BOUND.isdisjoint(before[-1:]) or before == ["up", "to"]:
            continue
        out.append(n)
    return out


def _in_base(n: Quantity) -> tuple[str, float | None]:
    """A figure's measure and its value in the measure's smallest plain unit ("1.4 km": length, 1400), or its unit and
    no value when the unit's size is unknown ("28 nm products": product)."""
    size = UNIT_SIZES.get(n.unit)
    return (size[0], n.value * size[1]) if size else (UNIT_DIMENSION.get(n.unit, n.unit), None)


def _gives_figure(f: Quantity, n: Quantity) -> bool | None:
    """Whether a fact's figure is the question's (None: of its kind in a unit not known in the other's), as the same
    value in any unit of its kind, rounded ("1,400 m" for "1.4 km"), or a bare number of its value."""
    if not f.unit:
        return _same_figure(f.value, n.value)
    (kind, base), (own, asked) = _in_base(f), _in_base(n)
    if kind != own:
        return False
    if base is not None and asked is not None:
        return _same_figure(base, asked)
    return _same_figure(f.value, n.value) if f.unit == n.unit else None


# a clause saying its subject goes on as it is, or does not do a deed: "route 19 stays on the diversion", "remains shut"
_WITHHELD = re.compile(r"\b(?:stays?|stayed|remains?|remained|still|kept|keeps|not|never|no\s+longer|\w+n['\u2019]t)\b",
                       re.IGNORECASE)


def _label_withheld(words: list[str], text: str) -> str | None:
    """A thing the question names by a number ("route 19") whose every clause in the fact says it goes on as it is or
    does not do a deed, and gives no date ("… routes 7 and 12 can use the bridge again; route 19 stays on the
    diversion"): that fact does not say when it does the deed asked."""
    labels = [(w, n) for w, n in support.numbered_words(words) if n.isdigit()]
    clauses = [(p, support.fact_text(p)) for p in _CLAUSE_SPLIT.split(text) if p.strip()] if labels else []
    for w, n in labels:
        naming = [(p, ft) for p, ft in clauses if (w, n) in ft.numbered]
        if naming and all(_WITHHELD.search(p) and not ft.has_date for p, ft in naming):
            return f"{w} {n}"
    return None


def _other_figure(q: Question, fact: Fact) -> tuple[str, str] | None:
    """A figure the question names (``_named_figures``) that a fact does not give while it gives others of its kind,
    each known in its unit ("its 28 nm products": "its 22 nm products"; "the 5 km zone": "the 8 km zone", not
    "1,400 m" for "1.4 km"), as the fact and the question write them: the fact is about another one."""
    if q.qtype == "yesno":
        return None  # "did it raise £50m": a fact giving £40m answers no
    for n in _named_figures(q):
        given = [_gives_figure(f, n) for f in fact.numbers]
        if given and all(g is False for g in given):
            kin = next((f for f, g in zip(fact.numbers, given) if f.unit and _in_base(f)[0] == _in_base(n)[0]), None)
            if kin is not None:
                return _figure_shown(kin, fact.text), _figure_shown(n, q.text)
    return None


def _counts_nothing(n: Quantity, text: str) -> bool:
    """Whether a figure counts nothing: a year ("since 1893", "gave 2028 guidance"; not "2028 jobs"), a day of a month
    ("on 10 June") or the age after a person's name ("Tomás Aguirre-Belmonte, 22, …")."""
    if n.unit in MONTHS and n.noun[:1].isupper():  # not "300 may lose their jobs"
        return True
    if support.YEAR_WORD.fullmatch(n.text):
        return not n.unit or not plural_noun((n.noun.split() or [""])[0].lower())
    return not n.unit and re.search(rf"(?<![\w'\-])[A-Z][\w'\-]*,\s{re.escape(n.text)}(?=[,)])", text) is not None


def _names_figure(n: Quantity) -> bool:
    """Whether a figure's unit word is capitalised, as a plain English word in a name is ("Seven Days to the River
    Rhine", "the Thirty Years' War"), not a unit's symbol ("MW") nor a word a figure is counted in ("7 days")."""
    word = next((w for w in (x.rstrip("'\u2019") for x in n.noun.split()) if canonical_unit(w.lower()) == n.unit), "")
    return len(word) > 2 and word[0].isupper() and word[1:].islower() and lexicon.listed(word.lower())


def _measures_only(fact: Fact) -> bool:
    """Whether every figure of a fact is a measure or a share ("a 38 km section", "12%"): none counts anyone."""
    counted = [n for n in fact.numbers if not _counts_nothing(n, fact.text)]
    return bool(counted) and all(n.unit in UNIT_DIMENSION or n.unit == "percent" or n.unit in SCALE_UNITS
                                 for n in counted)


_OWN = term_for("own").stem
_POSSESSOR = re.compile(r"(?<![\w\-])[A-Z][\w\-]*(?:'s|s'|\u2019s)\s+((?:[\w\-]+\s+){0,3}[\w\-]+)")


# a named subject, a verb or two, then "its" and the thing ("Dunmore Midstream restarted its Kestrel crude oil pipeline")
_ITS_POSSESSOR = re.compile(r"(?<![\w\-])([A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*)\s+((?:[a-z][\w\-]*\s+){1,2})its\s+"
                            r"((?:[\w\-]+\s+){0,3}[\w\-]+)")
_SPEECH_STEMS = frozenset(term_for(v).stem for v in SPEECH_VERBS)


def _owned_by_subject(text: str) -> list[str]:
    """What a fact says a named subject did something to as its own ("Dunmore Midstream restarted its pipeline"), not
    what it spoke of ("Velgrid said its …": whose "its" is, is not told)."""
    return [m.group(3) for m in _ITS_POSSESSOR.finditer(text) if m.group(1).split()[0].lower() not in STOPWORDS
            and all(term_for(w).stem not in _SPEECH_STEMS for w in m.group(2).split())]


def _possessed(q: Question, text: str) -> bool:
    """Whether a fact gives an asked thing a capitalised possessor ("Kaldara Minerals' underground copper mine") or a
    named subject's "its" ("Dunmore Midstream restarted its crude oil pipeline"): says whose it is."""
    asked = {t.stem for t in q.required if t.stem != _OWN}
    owned = [m.group(1) for m in _POSSESSOR.finditer(text)] + _owned_by_subject(text)
    return any(not asked.isdisjoint(term_for(w.lower()).stem for w in phrase.split()) for phrase in owned)


def _names_past_doer(text: str) -> bool:
    """Whether a fact names one who did a deed: a name, then a verb's past form ("The Ostrand Maritime Court ruled",
    "Brevik & Holt has finished"); not one who only spoke ("Velgrid said") or is ("RC-7 is")."""
    for m in _NAMED_DEED.finditer(text):
        named, verb = [w for w in m.group(1).split() if w.lower() not in STOPWORDS and w != "&"], m.group(2)
        if named and participle(verb) and term_for(verb).stem not in _SPEECH_STEMS \
                and verb not in _NOT_DEEDS:
            return True
    return False


# a capitalised name (the last word of it), maybe "has", "have" or "had", and the next word
_NAMED_DEED = re.compile(r"(?<![\w\-])([A-Z][\w\-]*(?:\s+(?:&\s+)?[A-Z][\w\-]*)*)\s+(?:ha[sd]\s+|have\s+)?([a-z]+)\b")
_NOT_DEEDS = frozenset({"been", "had", "was", "were", "did"})  # a state or an auxiliary, not a deed


def _possessed_all(asked: set[str], text: str) -> bool:
    """Whether a fact gives a capitalised possessor, or a named subject's "its", to a phrase saying every stem asked
    by a common noun ("Altamira Space's Vireo lander" for the lander; not "Brennock's museum" for the museum's skylight,
    nor a place's or an owner's landmark, its kind part of its name: "Darrowmere's Quillon Bridge")."""
    owned = [m.group(1) for m in _POSSESSOR.finditer(text)] + _owned_by_subject(text)
    return any(asked <= {term_for(w.lower()).stem for w in phrase.split()} and _common_kind(asked, phrase)
               for phrase in owned)


def _common_kind(asked: set[str], phrase: str) -> bool:
    """Whether a phrase says an asked stem in a lower-case word: the thing's kind, not part of a proper name."""
    return any(w[:1].islower() and term_for(w).stem in asked for w in phrase.split())


def _only_planned(verb: Term, text: str, ft: support.FactText) -> bool:
    """Whether a fact says a verb itself only as a step to come ("a fish passage, to be designed with the institute"):
    a plan tells no past deed done."""
    return verb.stem in ft.stem_set and not support.tells_deed(text, frozenset({verb.stem}))


def _same_block(a: Fact, b: Fact) -> bool:
    """Whether two facts are of one block of a digest: its file, episode and kind (summary, bullets …)."""
    return a.seed == b.seed and a.episode == b.episode and a.kind == b.kind


_SMALL_NUMBERS = {number_token(float(v)): (w, str(v)) for w, v in NUMBER_WORDS.items()}


def _absorbed(number: str, words: list[str]) -> bool:
    """Whether a small figure of the question is in no word of it any more: "day one" is read "first day"."""
    written = _SMALL_NUMBERS.get(number)
    return written is not None and written[0] not in words and written[1] not in words


_EXTENTS = {**EXTENTS, "tall": EXTENTS["high"]}  # "how tall": a height


def _other_extent(q: Question, text: str) -> tuple[str, str] | None:
    """The extent asked ("how deep") and another one every length figure of a fact is said to measure ("40 cm
    across"), or None (a figure saying no extent may be the one asked)."""
    words = q.analysis.words
    asked = next((words[k + 1] for k in range(len(words) - 1) if words[k] == "how" and words[k + 1] in _EXTENTS), None)
    if asked is None:
        return None
    other = None
    for m in LENGTH_FIGURE.finditer(text):
        near = set(re.findall(r"[a-z]+", text[max(0, m.start() - 25):m.end() + 25].lower()))
        said = [e for e, ws in _EXTENTS.items() if not ws.isdisjoint(near)]
        if not said or not _EXTENTS[asked].isdisjoint(near):
            return None
        other = other or said[0]
    return (asked, other) if other else None


def _in_date(number: str, text: str) -> bool:
    """Whether a bare number is part of a date written with dashes ("07-14", "2027-05-31")."""
    return bool(re.search(r"\d-" + re.escape(number) + r"\b|\b" + re.escape(number) + r"-\d", text))


def _earlier_value(x: Quantity, text: str) -> bool:
    """Whether a figure is what something changed from ("at $4.1 million, up from the $3.2 million"): no part of it."""
    at = text.find(x.text)
    return at > 0 and bool(_FROM_BEFORE.search(text[:at]))


_FROM_BEFORE = re.compile(r"\b(?:up|down|rising|falling|rose|fell|increased|reduced|cut|raised) from (?:the |an? )?$")


# a phase of something told by a verb ("began", "ended", "opened"): a date said without one dates the thing itself
_PHASE_STEMS = frozenset(term_for(v).stem for v in (*PHASE_WORDS, "open", "close", "launch", "complete"))
_START_STEMS = frozenset(term_for(v).stem for v in ("begin", "start", "commence"))


# a change of state asked ("what did the lagoon change into") and the words that tell one ("formerly a lagoon")
_BECOME_STEMS = frozenset(term_for(v).stem for v in ("change", "turn", "become", "convert", "transform"))
_FORMERLY = frozenset({"formerly", "previously", "once", "originally", "became", "become", "becomes", "converted",
                       "turned", "renamed", "transformed"})


_LABEL = re.compile(r"(?<![\w'\-])([A-Z][\w\-]*)\s+\d+\b(?!\s+[a-z]+s\b)")  # "Fab 9", "Draw 1487" (not "The 140
# staff", "docks the Foxes 35 points")
_DATE_FIGURE = re.compile(r"\b\d{1,2}-\d{2}\b|\b\d{4}-\d{2}-\d{2}\b")  # "on 10-06"


def _period(word: str) -> str | None:
    """The period noun a word is, singular ("seasons": season), or None."""
    for w in (word, word[:-1] if word.endswith("s") else word):
        if w in PERIOD_NOUNS:
            return w
    return None


def _coming_period(words: list[str]) -> str | None:
    """The stretch still to come a question asks of ("next year", "the next two seasons"), or None."""
    for k, w in enumerate(words[:-1]):
        after = words[k + 1:k + 3]
        if w in _COMING and (_period(after[0]) or len(after) > 1 and _number_like(after[0]) and _period(after[1])):
            return " ".join(words[k:k + 2 if _period(after[0]) else k + 3])
    return None


def _number_like(word: str) -> bool:
    """Whether a word is a figure or a number word ("2", "two")."""
    return word.isdigit() or word in NUMBER_WORDS


def _stretch(after: list[str]) -> tuple[str, str] | None:
    """The stretch of time words right after an edge say, as written and as its length ("week": ("week", "168h");
    "48 hours" and "two days": "48h"; "night": "night", a period of no fixed length), or None."""
    count, rest = (after[0], after[1:]) if after and _number_like(after[0]) else ("", after)
    period = _period(rest[0]) if rest else None
    number = int(count) if count.isdigit() else NUMBER_WORDS.get(count, 1)
    if not period or number != 1 and rest[0] == period:  # "first 48 satellites"; "the first 48-hour walkout"
        return None
    hours = _PERIOD_HOURS.get(period)
    return " ".join(filter(None, [count, rest[0]])), f"{number * hours}h" if hours else f"{number} {period}"


def _edge_periods(words: list[str]) -> list[tuple[int, str, str, str]]:
    """Each start or end of a stretch said, with its length ("opening day": (0, opening, day, 24h); "the first 48
    hours": (0, first, 48 hours, 48h); "the final week": (1, final, week, 168h))."""
    return [(g, w, *stretch) for k, w in enumerate(words) for g, edge in enumerate(_EDGES) if w in edge
            for stretch in [_stretch(words[k + 1:k + 3])] if stretch]


def _other_stretch(asked: list[str], told: list[support.FactText]) -> tuple[str, str] | None:
    """(told, asked) when the question asks one stretch's start or end ("opening day", "its first week") and the best
    fact tells the same edge of another stretch only ("the first week", "its first 48 hours"), never of the asked one
    ("first day", "first seven days")."""
    said = [(h, e, p, n) for ft in told for h, e, p, n in _edge_periods(ft.processed.split())]
    for g, edge, period, length in _edge_periods(asked):
        other = [f"{e} {p}" for h, e, p, n in said if h == g and n != length]
        if other and not any(h == g and n == length for h, _, _, n in said):  # "opening day" told as "first day" too
            return other[0], f"{edge} {period}"
    return None


def _person_stems() -> frozenset[str]:
    """The stems of every noun for a kind of person or people as such ("employees", "archaeologists", "crew"): what a
    figure counting people for "how many people" may count (not homes or tickets, which only stand for them)."""
    return lexicon.persons() | lexicon.people_words()


def _doers_say_all(q: Question, s: Scored) -> bool:
    """Whether a fact, not a post's title, counts the people asked by a noun for those doing the asked deed ("Acme
    had 2,150 employees" for "how many people work at acme") and says every other key word of the question."""
    verb = _people_deed(q)
    return verb is not None and s.entry.fact.kind != "headline" \
        and support.counts(_doers_of(verb.stem), s.entry.fact.text) \
        and all(not t.keys.isdisjoint(s.entry.keys) for t in q.required if t.surface != verb.surface)


def _persons_counted(q: Question, counted: frozenset[str]) -> bool:
    """Whether the nouns "how many" counts are a kind of person ("crew", "workers"): WordNet's person nouns, less the
    things whose doer keeps their stem ("attempts": attempter)."""
    general = lexicon.people_words()
    return counted <= lexicon.persons() and all(
        term_for(w).stem in general or not lexicon.doer_root(w) for w in q.analysis.words if term_for(w).stem in counted)


def _counts_unasked(q: Question, counted: frozenset[str], nouns: tuple[str, ...], others: list[Scored]) -> bool:
    """Whether the nouns a fact counts are another kind than the things asked: none is the asked noun, a word WordNet
    relates to it or a word of the phrase "how many" opens, and they are people as such ("how many cattle died": "four
    people were treated"; `lexicon.people_words`), or another fact counts the asked noun ("how many ball pythons":
    "1,203 reptiles", with "298 ball pythons" elsewhere)."""
    if any(lexicon.particle(c) for c in counted):
        return False  # "how many died back in 79": no noun asked
    words = q.analysis.words
    start = next((k + 2 for k in range(len(words) - 1) if words[k] == "how" and words[k + 1] == "many"), len(words))
    phrase = {term_for(w).stem for w in itertools.takewhile(lambda w: w not in STOPWORDS, words[start:])}
    related = counted | phrase | {r for c in counted for r in lexicon.relatives(c)}
    if not related.isdisjoint(nouns) or any(not counted.isdisjoint(lexicon.relatives(n)) for n in nouns):
        return False  # "how many cars": "34,000 vehicles"
    if set(nouns) <= lexicon.people_words() and counted.isdisjoint(lexicon.persons() | support.people_count_stems()):
        return True  # a count of people is no count of cattle (but "14 adults" may count frogs)
    return any(not counted.isdisjoint(support.counted_nouns(s.entry.fact.text, bare=True) or ()) for s in others)


def _bare_counts_unasked(c: _Case) -> bool:
    """Whether a fact with a figure counting no noun told ("171 died in care") never says the things asked (no kind of
    person), and its other figures count another kind ("of the 1,203 reptiles": `_counts_unasked`)."""
    told = support.counted_nouns(c.first, bare=True) or ()
    return bool(told) and not _persons_counted(c.q, c.counted) and c.counted.isdisjoint(
        support.fact_text(c.first).stem_set) and _counts_unasked(c.q, c.counted, told, c.scored[1:])


def _only_labels(fact: Fact) -> bool:
    """Whether every figure of a fact names or dates something ("Fab 9", "on 10-06"): it counts nothing."""
    if any(w in NUMBER_WORDS for w in re.findall(r"[a-z]+", fact.text.lower())):
        return False  # "three bodies of water"
    rest = _LABEL.sub(lambda m: m.group(0) if m.group(1).lower() in STOPWORDS else " ", fact.text)
    return not re.search(r"\d", _DATE_FIGURE.sub(" ", rest))


@dataclass
class _Case:
    """What the refusal checks look at: the question, its candidates (best first), the key words no fact knows that may
    be refused on, the question as typed, and whether a candidate gives a figure in an asked unit."""

    q: Question
    scored: list[Scored]
    foreign: list[Term]
    text: str
    figure: bool
    floor: float  # the best candidate's score below which nothing matched well enough

    @property
    def best(self) -> Scored:
        """The best candidate (the checks after ``Refusals._refuse_weak`` may take it)."""
        return self.scored[0]

    @property
    def first(self) -> str:
        """The best candidate's text."""
        return self.scored[0].entry.fact.text

    @property
    def future(self) -> bool:
        """Whether the question asks of a plan ("when will it open")."""
        return "will" in self.q.analysis.words

    @property
    def planned(self) -> frozenset[str]:
        """The key stems a plan must be told of when the question asks of one ("when will the stage open"), else none."""
        return frozenset(t.stem for t in self.q.required) if self.future else frozenset()

    @cached_property
    def counted(self) -> frozenset[str]:
        """The stems of what "how many" counts."""
        return RankingRules._counted_stems(self.q)

    @cached_property
    def attribute(self) -> Term | None:
        """The measured attribute a what-question asks ("the *population* of X")."""
        return _asked_attribute(self.q)

    @cached_property
    def measured(self) -> bool:
        """Whether a measure or a measured attribute is asked."""
        return _asks_measure(self.q) or self.attribute is not None

    @cached_property
    def verb(self) -> tuple[Term | None, int]:
        """The verb the best fact must say and the shortest stem it may say it by ("who owns the farm": the fact says
        it owns it, or names its owner)."""
        q = self.q
        if q.predicate is None and q.action is not None and q.action.stem in _RELATION_STEMS:
            return q.action, 3
        return q.predicate, W.verb_form_min

    @cached_property
    def told(self) -> list[support.FactText]:
        """The best fact and the titles it cites (and the digest title it gives the day of), analysed."""
        framed = [self.q.framed_by] if self.q.framed_by else []
        return [support.fact_text(t) for t in Refusals._told(self.best) + framed]


Check = Callable[["Refusals", _Case], "str | None"]  # a refusal check: its reason, or None when it passes the best


# what a deed's setting starts ("what did they play *at* the gig"): not what the deed is done to, as or into
_SETTING_WORDS = frozenset("at in on during after before since until till over across near around within throughout "
                           "while when where".split())


def _paraphrased(q: Question, verb: Term, told: list[support.FactText]) -> bool:
    """Whether a fact (or a title it cites) says the asked verb by a word of its news paraphrase group (world.json
    ``paraphrases``) and every other key word of the question too ("where did police find the paintings": "police have
    recovered two of the paintings"; "abandon its fishing fleet": "withdrew its arbitration request" is not it). Not
    when who or what did it is asked: that asks the very deed ("what damaged the stage": "a fire destroyed it")."""
    said = lexicon.paraphrases(verb.stem)
    # "in what year did it gain the status": the year is what is asked, told by a date, not a key word the fact says
    others = [t for t in q.required if t.stem != verb.stem and not (q.kind == "date" and t.stem == q.focus)]
    if not said or not others or q.qtype == "who" or asks_doer(q.analysis.words, verb.surface):
        return False
    return any(  # a date asked: the fact saying the deed otherwise dates it ("since the Peace of X, it formed …" no)
        not said.isdisjoint(ft.stem_set) and all(t.keys & ft.keys for t in others)
        and (q.kind != "date" or ft.has_date) for ft in told)


def _complement(q: Question, verb: Term) -> list[Term]:
    """The question's key terms after its verb, but for its setting: what the deed was ("what did Rome accept *as the
    only fertile plain*"), which a fact saying the verb must say as well; not where or when ("… *at the comeback gig*")."""
    words = q.analysis.words
    if verb.surface not in words:
        return []
    after: set[str] = set()
    for w in words[words.index(verb.surface) + 1:]:
        if w in _SETTING_WORDS:
            break
        after.add(w)
    return [t for t in q.required if t.surface in after and t is not verb]


_HOW_MUCH_VERB = re.compile(r"\bhow much\s+(?:is|are|was|were|did|does|do|has|have|had|will|would|could|can|should"
                            r"|might|must)\b", re.I)
_COST_WORDS = frozenset({"cost", "costs", "costing"})  # "how much will the compensation cost": a cost asked, of a sum
# a sum's noun's stem → the stems of the words a fact ties it by (world.json ``money_nouns``)
_MONEY_STEMS = {term_for(k).stem: frozenset(term_for(w).stem for w in v) for k, v in MONEY_NOUNS.items()}
# a sum paid, not one paid to ("pay the ransom", "pay the tax"): the money words and the sums money_nouns name
_SUM_STEMS = frozenset(term_for(w).stem for w in DIMENSION_WORDS["money"] | {"tax", "taxes", "interest", "deposit",
                                                                             "dues", "amount", "sum", "rate"}).union(
    _MONEY_STEMS, *_MONEY_STEMS.values())
# a verb naming the kind of sum asked → the stems of the words a fact names that sum by (world.json ``sum_verbs``)
_SUM_VERB_STEMS = {term_for(k).stem: frozenset(term_for(w).stem for w in v) for k, v in SUM_VERBS.items()}
# a noun any sum is, or any cost ("how much money", "how much funding"): it names no kind of sum
_ANY_SUM = frozenset(DIMENSION_NOUNS) | _COST_WORDS | frozenset(
    "price worth value funding funds fund budget spend pay paid paying raised tab payment payments".split())
_SUM_NOUNS = (DIMENSION_WORDS["money"] | frozenset(MONEY_NOUNS)) - _ANY_SUM  # "how much *debt*", "how much *bail*"
_ANY_SUM_VERBLESS = _ANY_SUM - {"pay", "paid", "paying"}  # but "pay": a verb naming the sum ("how much did they pay")


_SUM_PREFIXES = ("pre", "re", "over", "under", "co")  # "a €450 million *pre*payment" names a payment


def _prefixed(stem: str, stems: frozenset[str]) -> bool:
    """Whether a stem is one of ``stems`` with a prefix before it ("prepay", "repaid", "overpaid")."""
    return any(stem.startswith(p) and stem[len(p):] in stems for p in _SUM_PREFIXES)


def _sum_word(q: Question) -> Term | None:
    """The word naming the kind of sum "how much" asks, or None: a money noun right after it ("how much *debt*", not
    "how much money") or a verb naming a sum ("how much did they *borrow*", "… *claw* back", world.json ``sum_verbs``)."""
    words = q.analysis.words
    at = next((k for k in range(len(words) - 2) if words[k:k + 2] == ["how", "much"]), None)
    if q.qtype != "count" or at is None or words[at + 2] == "of":
        return None
    noun = words[at + 2] if words[at + 2] in _SUM_NOUNS else None
    return next((t for t in q.required if t.surface == noun), None) or \
        next((t for t in q.required if t.stem in _SUM_VERB_STEMS and t.surface not in _ANY_SUM_VERBLESS), None)


_CARDINALS = {v: w for w, v in NUMBER_WORDS.items() if 2 <= v <= 10}  # 2: "two", for "day two"
_CENTURY_WORDS = frozenset({"century", "centuries"})
# "before Ardenburg", "after Bingen": a name right after the word, written as one (no article, no clause start)
_ORDER_ASKED = re.compile(r"(?<!^)\b(before|after)\s+([A-Z][\w\-\u2019']*(?:\s+[A-Z][\w\-\u2019']*)*)\b"
                          r"(?!\s+(?:was|were|is|are|had|has|took|did)\b)")


_CENTURY_ORDINAL = re.compile(r"(\d{1,2})(?:st|nd|rd|th)")


def _year_in_century(ft: support.FactText, n: int) -> bool:
    """Whether a fact gives a year of the nth century ("the 12th century": "rebuilt in 1159")."""
    return any(w.isdigit() and len(w) in (3, 4) and (n - 1) * 100 <= int(w) <= n * 100 for w in ft.words)


def _century_dated(t: Term, q: Question, told: list[str]) -> bool:
    """Whether a question's "12th" asks a century ("in the 12th century") that a year in the texts falls in."""
    words, ordinal = q.analysis.words, _CENTURY_ORDINAL.fullmatch(t.surface)
    k = words.index(t.surface) if ordinal and t.surface in words else -1
    return 0 <= k < len(words) - 1 and words[k + 1] in _CENTURY_WORDS and ordinal is not None \
        and any(_year_in_century(support.fact_text(text), int(ordinal.group(1))) for text in told)


class Refusals(RankingRules):
    """The coverage refusals: what the best candidate lacks of the question (on the ranking rules)."""

    def apply_rules(self, q: Question, scored: list[Scored]) -> None:
        """The ranking rules, then the one that asks a refusal's own test (``_prefer_figure_of_name``)."""
        super().apply_rules(q, scored)
        self._prefer_figure_of_name(q, scored)

    def _prefer_figure_of_name(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact giving a figure to the name it is asked of ("NASA's payloads fly under a task order
        worth $128.4 million") when the best one says the name only in a clause without one ("… now stands at $131.9
        million …, and NASA confirmed the landing"): the refusal of ``_named_apart`` holds against the best alone."""
        if _asks_measure(q) and scored[0].features is not None and self._named_apart(q, scored[0]):
            scored[:] = self._near_first(scored, W.named_figure_share, lambda s: self._named_apart(q, s) is None)

    def _before(self, s: Scored) -> Fact | None:
        """The fact a fact leans on ("It is here that …"): the one just before it in its block (file, episode, kind)."""
        i = s.index
        if i <= 0 or not _ANAPHOR.match(s.entry.fact.text):
            return None
        fact, prev = s.entry.fact, self.entries[i - 1].fact
        return prev if _same_block(prev, fact) and prev.line < fact.line else None

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
        told = Refusals._told(scored[0])
        return [t for t in foreign if not (t.stem == q.focus or t.surface in q.counted or t.stem in verbs
                                           or _slot_mate(q, t, told, before=True) is not None
                                           or canonical_unit(t.surface) in UNIT_DIMENSION  # "per gram": a unit
                                           or t.surface == q.name_head  # "the first officer's name": whose is asked
                                           or t.surface in of_focus
                                           or looks_like_name(t.surface, text) or len(t.surface) < lexicon.WORD_MIN
                                           or not lexicon.listed(t.surface) or lexicon.proper(t.surface))]

    def coverage_refusal(self, q: Question, scored: list[Scored], foreign: list[Term], text: str,
                         floor: float = W.answer_threshold, past: Check | None = None) -> str | None:
        """Why the best candidate is no answer (a name, unit, verb, part, measure or limiting word it lacks), or None:
        the reason of the first check in ``REFUSALS`` that holds (below ``floor``, nothing matched well enough), the
        check ``past`` left out."""
        q.excused = self._paraphrases(q, scored, foreign, text)
        case = self._case(q, scored, foreign, text, floor, q.excused)
        for check in REFUSALS:
            reason = check(self, case) if check is not past else None
            if reason:
                return reason
        return None

    def unworded(self, q: Question, scored: list[Scored], foreign: list[Term], text: str, refusal: str,
                 floor: float = W.answer_threshold) -> tuple[bool, Term | None]:
        """How far a refusal is only about the question's words: whether it says only that the question is not in the
        digests' words (general words no fact has, no name among them, or nothing matching well enough), and the verb
        asked when it says only that the best fact lacks it (``_refuse_verb``: "when did they first sneak into the
        network": "the attackers first logged in on 01-27"); (False, None) for a changed detail a check found."""
        case = self._case(q, scored, foreign, text, floor)
        if refusal == Refusals._refuse_verb(self, case):
            return False, case.verb[0]
        return refusal == Refusals._refuse_weak(self, case) \
            or refusal == Refusals._refuse_foreign(self, case) and not _foreign_names(case), None

    def _case(self, q: Question, scored: list[Scored], foreign: list[Term], text: str, floor: float,
              excused: list[Term] | None = None) -> _Case:
        """What the checks look at: the key words no fact has but those excused (by ``_paraphrases`` unless given)."""
        excused = self._paraphrases(q, scored, foreign, text) if excused is None else excused
        return _Case(q, scored, [t for t in foreign if t not in excused], text, self._gives_figure(q, scored), floor)

    def read_past_verb(self, q: Question, scored: list[Scored], verb: Term, foreign: list[Term], text: str,
                       floor: float = W.answer_threshold) -> bool:
        """Whether the best candidate may answer in other words than a verb it lacks: every other check passes it,
        and it tells no deed opposite to the verb ("when did the playhouse close": not "it opened in 1887")."""
        return self.coverage_refusal(q, scored, foreign, text, floor, past=Refusals._refuse_verb) is None \
            and not any(support.says_contrary(verb.surface, support.fact_text(t)) for t in Refusals._told(scored[0]))

    def unrefused(self, q: Question, moved: list[Scored], scored: list[Scored], foreign: list[Term], text: str,
                  floor: float = W.answer_threshold) -> list[Scored]:
        """``moved`` (a rule's reordering of ``scored``) when it put another candidate first and no refusal holds against
        it, else ``scored``."""
        return moved if moved is not scored and self.coverage_refusal(q, moved, foreign, text, floor) is None else scored

    def verb_said_near(self, q: Question, scored: list[Scored], foreign: list[Term], text: str, refusal: str,
                       floor: float = W.answer_threshold) -> list[Scored]:
        """The candidates, a near one first that says the verb the refused best one lacks, when no refusal holds
        against it ("what did they play at the gig": "… played a symphony at its first concert …"); for a
        question of another kind, only one saying it by a news paraphrase with every other key word
        (``_paraphrased``: "where did police find the paintings": "police have recovered two of the paintings") or,
        for "who owns X", by a possessor of X ("Kaldara Minerals' copper mine"), and not of a plan ("when will X hear"
        is not told by "has heard")."""
        case = self._case(q, scored, foreign, text, floor, q.excused)
        verb, min_stem = case.verb
        if verb is None or len(scored) < 2 or Refusals._refuse_verb(self, case) != refusal \
                or q.qtype != "what" and case.future:
            return scored
        complement = _complement(q, verb)

        def says_deed(s: Scored) -> bool:
            """Whether a candidate says the asked verb as a deed, and what the question says the deed was."""
            told = [support.deeds_text(t) for t in Refusals._told(s)]
            said = q.qtype == "what" and any(support.says_verb(verb, ft, min_stem, case.planned) for ft in told) \
                or verb.stem == _OWN and q.qtype == "who" and _possessed(q, s.entry.fact.text)  # whose it is
            return (said or _paraphrased(q, verb, told)) and all(any(t.keys & ft.keys for ft in told) for t in complement)

        return self.unrefused(q, self._near_first(scored, W.verb_said_share, says_deed), scored, foreign, text, floor)

    def past_told_near(self, q: Question, scored: list[Scored], foreign: list[Term], text: str,
                       floor: float = W.answer_threshold) -> list[Scored]:
        """The candidates, a near one first that tells the deed a "did" question asks as done ("when did the agency
        ratify it": "… ratified the record on 01-20") when the best one tells it only as to come or as a noun ("… paid
        once the agency ratifies it", "the IPO price"), when no refusal holds against it."""
        verb, words = q.predicate, q.analysis.words
        if verb is None or len(scored) < 2 or verb.surface not in verb_lemmas(verb.surface) \
                or "did" not in words[:words.index(verb.surface) if verb.surface in words else 0]:
            return scored  # "did" and the base form it governs, not "how bad did it tank when they announced it"
        done = past_forms(verb.surface)

        def tells_done(s: Scored) -> bool:
            """Whether a candidate's own text, not a post's title, says the verb in a past form as a deed."""
            return s.entry.fact.kind != "headline" and not support.deeds_text(s.entry.fact.text).words.isdisjoint(done)

        if not done or tells_done(scored[0]):
            return scored
        return self.unrefused(q, self._near_first(scored, W.verb_said_share, tells_done), scored, foreign, text, floor)

    def word_said_near(self, q: Question, scored: list[Scored], foreign: list[Term], text: str, refusal: str,
                       floor: float = W.answer_threshold) -> list[Scored]:
        """The candidates, a near one first that says the key word the refused best one lacks and covers more of the
        question's key words, when no refusal holds against it ("whos the head forecaster at the weather agency": "KMI
        chief forecaster Paulo Strand" over "the head of grid operator KTA has resigned", which shares only "head")."""
        best = scored[0]
        lacked = next((t for t in q.required if _not_mentioned(_as_asked(t.surface, text)) == refusal), None)
        if lacked is None or best.features is None or len(scored) < 2:
            return scored
        if self._named(lacked, q) or not lexicon.english(lacked.surface):
            return scored  # a name: a near-miss swaps one ("who leaked it to Ledgerline"), saying it answers nothing else
        have = support.covered(best.features)

        def says_more(s: Scored) -> bool:
            """Whether a candidate says the lacked word and more of the question's key words than the best one."""
            return not lacked.keys.isdisjoint(s.entry.keys) and s.features is not None \
                and support.covered(s.features) > have + 1e-9

        return self.unrefused(q, self._near_first(scored, W.verb_said_share, says_more), scored, foreign, text, floor)

    def figure_given_near(self, q: Question, scored: list[Scored], foreign: list[Term], text: str,
                          floor: float = W.answer_threshold) -> list[Scored]:
        """The candidates, a near one first that gives a figure of the kind asked when the refused best one gives none
        ("how much was the fine set at": "… was fined £4.2 million" over "called the fine 'far too small'"), when no
        refusal holds against it: the checks of what a figure counts or measures judge it as they did the best."""
        best = scored[0].features if scored else None
        if q.qtype != "count" or best is None or not best[_TYPE_MISSING]:
            return scored

        def gives(s: Scored) -> bool:
            """Whether a candidate, not a post's title (it echoes every word), holds a figure of the asked kind."""
            return s.entry.fact.kind != "headline" and s.features is not None and bool(s.features[_TYPE_OK]) \
                and not s.features[_TYPE_MISSING]

        return self.unrefused(q, self._near_first(scored, W.typed_share, gives), scored, foreign, text, floor)

    def counted_near(self, q: Question, scored: list[Scored], foreign: list[Term], text: str, refusal: str,
                     floor: float = W.answer_threshold) -> list[Scored]:
        """The candidates, a near one first whose figure counts the noun asked or a word WordNet relates to it when the
        best one's counts something else ("how many houses were destroyed": "… 23,400 damaged homes, 3,100 of them
        destroyed" over "$230 million buyout of flood-prone homes"), when no refusal holds against it; for "how many people",
        one counting any kind of person, else one naming them by the asked deed and saying every other key word."""
        counted = RankingRules._counted_stems(q)
        people = not counted and _counts_people(q)  # "how many ppl work there": any kind of person counts them
        if q.qtype != "count" or not (counted or people) or not refusal.startswith(COUNTS_ELSE) or len(scored) < 2:
            return scored
        related = _person_stems() if people else counted | {r for c in counted for r in lexicon.relatives(c)}
        if _persons_counted(q, counted):
            related |= lexicon.people_words()  # "how many survivors were pulled out": "pulled 63 people alive"
        have = support.covered(scored[0].features) if scored[0].features is not None else 1.0
        said = [t for t in q.required if t.stem not in counted and not t.keys.isdisjoint(scored[0].entry.keys)]

        def counts_asked(s: Scored) -> bool:
            """Whether a candidate, not a post's title (it counts in shorthand), has a figure followed by the noun asked
            and says nearly as many of the question's key words as the best one, lacking at most one it says."""
            nouns = support.counted_nouns(s.entry.fact.text, bare=True) or ()
            return s.entry.fact.kind != "headline" and not related.isdisjoint(nouns) and s.features is not None \
                and support.covered(s.features) >= W.counted_cover_share * have \
                and sum(t.keys.isdisjoint(s.entry.keys) for t in said) <= 1  # not "died in care" for a count of the live

        near = self._near_first(scored, W.name_tie_share, counts_asked)
        if near is scored and people:
            near = self._near_first(scored, 0.0, lambda s: _doers_say_all(q, s))
        return self.unrefused(q, near, scored, foreign, text, floor)

    # ---- the checks, in the order REFUSALS runs them (each may assume the ones before it passed) -----------------

    def _refuse_dimension_unknown(self, c: _Case) -> str | None:
        """A measure asked that no candidate gives ("how heavy": no fact about it gives a mass figure)."""
        if c.q.dimension and not c.figure:
            return f"The digests don't say: no fact about it gives a {c.q.dimension} figure."
        return None

    def _refuse_foreign(self, c: _Case) -> str | None:
        """A name no fact has, or too many key words no fact uses ("did the lufthansa pilots strike end")."""
        q, foreign = c.q, c.foreign
        required = len(q.required) + len(q.analysis.numbers)
        named = _foreign_names(c)
        unknown = len(q.unknown)  # general words no fact uses count towards the share, not alone (foreign ⊆ unknown)
        if named or foreign and (required == 0 or unknown / required >= W.foreign_share):
            foreign = named + [t for t in foreign if t not in named]
            words = ", ".join(f"\u201c{_as_asked(t.surface, c.text)}\u201d" for t in foreign[:3])
            return f"The digests don't say: nothing in them mentions {words}."
        return None

    def _refuse_lost_number(self, c: _Case) -> str | None:
        """A figure asked that no fact gives ("what's 12 times 13"; not "more than 5,000?", "the last 5 years")."""
        said = c.q.analysis.words
        spans = {"#" + said[k] for k in range(1, len(said)) if said[k].isdigit() and said[k - 1] in _RANKED}
        lost = [n for n in c.q.analysis.numbers if n not in self.df and n not in spans and not _absorbed(n, said)] \
            if _COMPARED.isdisjoint(said) else []
        if not lost:
            return None
        shown = lost[0].lstrip("#")
        plain = bool(_PLAIN_NUMBER.fullmatch(shown))
        written = _SMALL_NUMBERS.get(lost[0])
        if plain and shown not in said and written is not None and written[0] in said:
            shown = written[0]  # "the four seasons": the word as typed, not the figure it is read as
        return (f"The digests don't say: nothing in them mentions \u201c{shown}\u201d." if plain
                else "The digests don't say: no fact gives the figure asked about.")

    def _refuse_unit_unknown(self, c: _Case) -> str | None:
        """A unit asked that no candidate gives ("how many hectares")."""
        if c.figure:
            return None
        words = c.q.analysis.words  # "how many years": every time unit is asked, the one typed is named
        unit = next((u for u in c.q.units if u in words or u + "s" in words), c.q.units[0])
        return f"The digests don't give a figure for {unit}s."

    def _refuse_named_figure(self, c: _Case) -> str | None:
        """"How long did the Cold War last": "Seven Days to the River Rhine was a war plan" gives its figure only in a
        name (a capitalised unit word in a sentence, "Thirty Years' War"), which measures nothing."""
        fact = c.best.entry.fact
        asked = [n for n in fact.numbers if n.unit and n.unit in c.q.units]
        if c.measured and fact.kind != "headline" and asked and all(_names_figure(n) for n in asked):
            return "The digests don't say: the closest fact's figure is part of a name."
        return None

    def _refuse_weak(self, c: _Case) -> str | None:
        """Nothing matched well enough (a candidate a rule put first is judged by the decision, not by this floor)."""
        if best_score(c.scored) < c.floor:
            return "The digests don't say."
        return None

    def _refuse_number_words_only(self, c: _Case) -> str | None:
        """The best fact has only the question's number words ("who wrote the four seasons": "four of them")."""
        keys = c.best.entry.keys
        met = [t for t in c.q.required if not t.keys.isdisjoint(keys)]
        if met and len(met) < len(c.q.required) and all(t.surface in NUMBER_WORDS for t in met):
            return "The digests don't say."
        return None

    def _refuse_counts_other(self, c: _Case) -> str | None:
        """The best fact speaks of what is counted, but its figure counts something else ("how many divers are on
        the team": artefacts; one that never names them may count them in other words: "14 adults" for frogs)."""
        counted, first = c.counted, c.first
        if counted and counted <= support.fact_text(first).stem_set and not support.counts(counted, first) \
                and support.counts_other(counted, first) and not _named_back(counted, first):
            return "The digests don't say: the closest fact counts something else."
        if counted and self._counts_other_persons(c.q, counted, c.best):  # "how many doctors": "1,140 nurses"
            return "The digests don't say: the closest fact counts something else."
        if counted and support.asks_capacity(c.q.text) and support.says_capacity(first) \
                and not support.counts(counted, first) and not counted <= lexicon.persons():
            return "The digests don't say: the closest fact counts something else."  # "how many cars can it carry"
        return None

    def _refuse_no_count(self, c: _Case) -> str | None:
        """"How many" asked, and the best fact gives no figure ("how many boats carry ore": "by rail"), or only ones that
        name or date something ("how many scanners will Fab 9 have": "moving tools into Fab 9 … on 10-06") or give an
        age ("Ilse Varga, 19, …")."""
        fact = c.best.entry.fact
        if c.q.qtype == "count" and "many" in c.q.analysis.words and (
                not fact.numbers or _only_labels(fact) or all(_counts_nothing(n, fact.text) for n in fact.numbers)):
            return "The digests don't say: the closest fact gives no figure."
        return None

    def _refuse_counts_other_kind(self, c: _Case) -> str | None:
        """"How many crew were on the dredger": every figure of the best fact counts things that are no people nor a
        count of them ("14 tugs and 11 dredgers", "three shifts a day"; not "400 tickets") or only measures, names or
        dates; any noun counted other than asked: only measures, names or dates ("22 nm products into Fab 4 in Q1")."""
        q, counted, first = c.q, c.counted, c.first
        if not counted or not c.best.entry.fact.numbers or support.counts(counted, first):
            return None
        nouns = support.counted_nouns(first)
        if nouns is None:  # a figure that may count them ("the crash killed 14"), unless the fact never says them
            return "The digests don't say: the closest fact counts something else." if _bare_counts_unasked(c) else None
        if _persons_counted(q, counted):
            if _says_people_verb(_people_verb(q), first):
                return None  # what they did: "1,200 vaccinations" for "how many workers were vaccinated"
            kin = lexicon.persons() | support.people_count_stems() | counted
            if not kin.isdisjoint(nouns):
                return None
        elif nouns and not _counts_unasked(c.q, counted, nouns, c.scored[1:]):
            return None  # it may count them in other words ("120 departures" for flights)
        return "The digests don't say: the closest fact counts something else."

    def _refuse_no_amount(self, c: _Case) -> str | None:
        """"How much did Halcyon Live offer": the best fact's figures only count things ("cut the orchestra to 40
        players") or tell times ("six minutes before"); "how much" before a verb asks an amount (not "how much
        warning", a time, nor "how much of it", a share)."""
        numbers = c.best.entry.fact.numbers
        if _asks_amount(c.q) and numbers and not _gives_amount(numbers):
            return "The digests don't say: the closest fact gives no amount."
        return None

    def _refuse_other_measure(self, c: _Case) -> str | None:
        """"How much oil spilled": the best fact's figures all measure what an amount of oil is not measured in ("58 km
        downstream", "for six hours"), and no near fact giving a volume or mass went first."""
        dims = substance_measured(c.q)
        if dims and _measures_other_only(c.best.entry.units, dims):
            return "The digests don't say: the closest fact gives no amount of it."
        return None

    def _refuse_measures_only(self, c: _Case) -> str | None:
        """"How many workers are on the site": the best fact's figures are all measures ("18% higher", "£11.40"),
        and none counts them."""
        if c.counted and _measures_only(c.best.entry.fact) and not support.counts(c.counted, c.first) \
                and c.best.entry.units.isdisjoint(c.q.units):
            return "The digests don't say: the closest fact counts something else."
        return None

    def _refuse_added_only(self, c: _Case) -> str | None:
        """"How many forecasters does the service have": "the service will add four forecasters" tells only how many
        are added, no total of what it has (not when the question asks what is added, hired or new)."""
        if _asks_holding(c.q) and c.counted and _only_added(c.first):
            return COUNTS_ELSE[0]
        return None

    def _refuse_held_only(self, c: _Case) -> str | None:
        """"How many containers fell off the ship": "was carrying about 15,120 containers" counts the load held, not
        those the asked deed befell, when the best fact never says the deed (not "how many did it carry")."""
        verb = _deed_counted(c.q) if c.counted else None
        if verb is None or verb.surface in _HOLDING or not {"board", "aboard"}.isdisjoint(c.q.analysis.words):
            return None
        if any(support.says_verb(verb, ft, W.verb_form_min) for ft in c.told) or _paraphrased(c.q, verb, c.told):
            return None
        return _not_mentioned(_as_asked(verb.surface, c.text)) if _only_held(c.counted, c.first) else None

    def _refuse_no_people(self, c: _Case) -> str | None:
        """"How many people lived in the village": the best fact counts something else ("600 timbers"), no people, and
        does not say what they did (a bare figure may count them: "the crash killed 14")."""
        q, first = c.q, c.first
        if _counts_people(q) and not support.counts(lexicon.persons(), first) \
                and not _says_people_verb(_people_verb(q), first) \
                and (support.counts_other(lexicon.persons(), first, reach=2) or _measures_only(c.best.entry.fact)):
            return "The digests don't say: the closest fact counts something else."
        return None

    def _refuse_people_did_else(self, c: _Case) -> str | None:
        """"How many people were arrested at the march": "About 6,000 people marched" counts people who did something
        else (not when it says the verb too: "11 were hospitalised, and one patient … has died"); so for "how many
        patients died"."""
        q = c.q
        did = _people_verb(q) if _counts_people(q) or _counts_persons(q) else None
        if did is None:
            return None
        full = next((t for t in q.required if t.surface == did.surface), did)
        done = _people_did(c.first)
        if done and not support.says_verb(full, support.fact_text(" ".join(done)), W.verb_form_min) and \
                not support.says_verb(full, support.fact_text(c.first), W.verb_form_min):
            return _not_mentioned(_as_asked(did.surface, c.text))
        return None

    def _refuse_counted_in_state(self, c: _Case) -> str | None:
        """"How many guards does the museum employ in total": "the two guards on duty called police" counts only those
        in a state the question does not ask (on duty), and never says the asked verb: a part, not the whole asked."""
        verb = _count_verb(c.q) if c.counted and _TOTAL_ASKED.search(c.text) else None
        if verb is None or support.says_verb(verb, support.fact_text(c.first), W.verb_form_min):
            return None
        asked = {term_for(w).stem for w in c.q.analysis.words}
        if any(term_for(state).stem not in asked for state in _counted_states(c.counted, c.first)):
            return _not_mentioned(_as_asked(verb.surface, c.text))
        return None

    def _refuse_no_one_else(self, c: _Case) -> str | None:
        """"Which other banks are in the loan besides Harcourt Lyle", "who were the other two judges": the best fact
        names only the one asked, or one and no list of them ("chaired by judge Ingrid Sølvberg")."""
        q = c.q
        # "which other sites were shortlisted": "Pellham Cross beat two other shortlisted sites" names none of them
        if self._asks_another(q, c.text) and (self._names_only_asked(q, c.first) or len(q.instance_of) == 1 and
                                              support.names_tied(q.instance_of[-1], c.first,
                                                                 frozenset(q.analysis.words)) is False):
            return (f"The digests don't say: the closest fact names no other {q.instance_of[-1]}." if q.instance_of
                    else "The digests don't say: the closest fact names no one else.")
        if q.qtype == "who" and _THE_OTHERS.search(q.text) and not _NAME_LIST.search(c.first):
            return "The digests don't say: the closest fact names no one else."
        return None

    def _refuse_no_age(self, c: _Case) -> str | None:
        """"How old is she": the best fact gives no age."""
        if _asks_age(c.q) and not _gives_age(c.q, c.first):
            return "The digests don't say: the closest fact gives no age."
        return None

    def _refuse_other_role_figure(self, c: _Case) -> str | None:
        """"How old was the ski instructor who died": every figure of the asked kind in the best fact belongs to another
        kind of person ("a 34-year-old lift attendant", "the second officer … on duty for 16 hours")."""
        role = _figure_role(c.q, c.text)
        if role is None:
            return None
        holders = _figure_holders(c.q, c.best.entry.fact)
        asked = {term_for(w).stem for w in c.q.analysis.words}
        if holders and all(h is not None and h not in asked and not role.keys & term_for(h).keys for h in holders):
            return f"The digests don't say: the closest fact gives that for another one, not for the {role.surface}."
        return None

    def _refuse_offset_only(self, c: _Case) -> str | None:
        """"How long had Pruitt been director": the best fact's only times say how long after something else happened
        ("two days after Pruitt stepped down") or how old one is ("a 67-year-old nurse"), none how long a state lasted."""
        if c.q.qtype == "duration" and _HOW_LONG_HAS.search(c.q.text) and not _gives_span(c.first) \
                and not _BEFORE_AFTER.search(c.q.text):  # "how long had it been up before Vyne labelled it"
            return "The digests don't say: the closest fact tells only how long after something else it happened."
        return None

    def _refuse_relative_figure(self, c: _Case) -> str | None:
        """"What's the central bank's main refinancing rate": "priced at 1.5 percentage points above the Central Reserve
        Bank's main refinancing rate" gives a figure set against it, not it; "the total value of the cargo": "41% of
        cargo value" (not when a share is asked)."""
        q = c.q
        if q.qtype not in ("what", "count", "size") or not _SHARE_ASKED.isdisjoint(q.analysis.words) or "%" in q.text:
            return None
        asked = {t.stem for t in q.required}
        found = [*_RELATIVE_FIGURE.finditer(c.first)] + \
            ([*_POSITION_FIGURE.finditer(c.first)] if _DISTANCE_ASKED.isdisjoint(q.analysis.words) else [])
        spans = [_noun_phrase(c.first, m.start(1)) for m in found]
        if not spans:
            return None
        inside: list[str] = []
        outside: list[str] = []
        for m in support.WORD_TOKEN.finditer(c.first):
            stem = term_for(m.group(0).lower().removesuffix("'s").removesuffix("\u2019s")).stem
            if stem in asked:
                (inside if any(a <= m.start() < b for a, b in spans) else outside).append(stem)
        # every asked word said outside is said inside too, and one only inside: "how long is the existing runway" of
        # "the new runway … 1,035 metres north of the existing runway" (its length is the new one's)
        if len(inside) >= 2 and set(outside) <= set(inside) and not set(inside) <= set(outside):
            return "The digests don't say: the closest fact gives a figure set against it, not the figure itself."
        return None

    def _refuse_position_only(self, c: _Case) -> str | None:
        """"How wide is the canal": the best fact's only lengths place something from something else ("30 km
        downstream of Duisburg"), none measures the thing asked (unless a distance is asked: "how far")."""
        if c.q.dimension != "length" or not _FAR_ASKED.isdisjoint(c.q.analysis.words):
            return None
        lengths = len(_LENGTH_FIGURE.findall(c.first))
        if lengths and len(_POSITION_FIGURE.findall(c.first)) == lengths:
            return "The digests don't say: the closest fact gives only a distance from somewhere else, not its size."
        return None

    def _refuse_other_speaker(self, c: _Case) -> str | None:
        """"What did Velmor Labs say about the contamination": "NordPeak said the batch was made by … Velmor Labs" tells
        what NordPeak said; the one asked says nothing in it (nor is it credited with the fact)."""
        q, words = c.q, c.q.analysis.words
        if not q.asks_said or q.handles or len(words) < 4 or words[1] not in _SAID_AUX:
            return None
        at = next((k for k in range(2, len(words)) if words[k] in SPEECH_VERBS), None)
        asked = [t.surface for t in q.required if t.surface in words[2:at] and self._named(t, q)] if at else []
        text = support.strip_credits(c.first)
        found = list(support.WORD_TOKEN.finditer(text))
        tokens = [m.group(0).lower() for m in found]
        verbs = [k for k, w in enumerate(tokens) if w in SPEECH_VERBS or w == "saying"]
        if not asked or not verbs or any(h for h in support.credited(c.first) if any(a in h for a in asked)):
            return None
        for k in verbs:
            before, aside = tokens[max(0, k - 6):k], []
            if tokens[k] == "saying" or k and "," in text[found[k - 1].end():found[k].start()]:
                # "Korvex pulled out …, saying": the clause's subject says it; "Okonjo-Hale, who oversaw …, said"
                # and "@Garfo, the rival app whose complaint started the case, called": the one before the aside;
                # "… had a fever, said chief epidemiologist Dr Marisol Quent": the one after the verb
                start = max(text.rfind(p, 0, found[k].start()) for p in (". ", "; ", ": "))
                cut = found[k].start() if tokens[k] == "saying" else text.find(",", start + 1, found[k].start())
                own = [w for w, m in zip(tokens, found) if start < m.start() < cut]
                aside = own if tokens[k] == "saying" else own[-6:] + tokens[k + 1:k + 5]
            if any(a in w for w in before + aside for a in asked) or not _PRONOUNS.isdisjoint(before):
                return None  # the one asked says it ("@dwhitcombe called it"), or one named before does ("he said")
        return "The digests don't say: the closest fact tells what someone else said."

    def _after(self, q: Question, s: Scored) -> Fact | None:
        """The sentence a fact's paragraph goes on with, when a why-question's answer states no cause ("Residents
        blockaded the road …": "The Alliance says the compensation on offer is too low")."""
        i = s.index
        if q.qtype != "why" or i + 1 >= len(self.entries) or support.states_cause(s.entry.fact.text):
            return None
        fact, nxt = s.entry.fact, self.entries[i + 1].fact
        return nxt if _same_block(nxt, fact) and nxt.line == fact.line else None  # one line: one paragraph

    def _refuse_no_reason(self, c: _Case) -> str | None:
        """"Why did the alliance turn down the panel": the best fact tells the event but no near candidate gives a
        reason (nor the sentence its paragraph goes on with, nor the titles of the posts it cites: "… After Grant Cut")."""
        if c.q.qtype != "why" or c.q.asks_importance:
            return None
        near = [s for s in c.scored[:W.describe_limit] if s.score >= W.cause_share * c.best.score]
        return None if any(self._gives_reason(c.q, s) for s in near) else NO_REASON

    def _gives_reason(self, q: Question, s: Scored) -> bool:
        """Whether a candidate, the sentence its paragraph goes on with or its posts' titles give a reason."""
        nxt = self._after(q, s)
        asked = {t.stem for t in q.required}
        told = (s.entry.fact.text, *(t.title for t in s.entry.fact.sources), *((nxt.text,) if nxt is not None else ()))
        return any(support.fact_text(t).has_reason or support.states_cause(t) or support.tells_reason_for(asked, t)
                   for t in told) or nxt is not None and bool(_GRIEVANCE.search(nxt.text))

    def _refuse_no_time(self, c: _Case) -> str | None:
        """"How many days was the 67-year-old man in hospital": the best fact gives no time but an age."""
        if c.q.qtype == "duration" and "many" in c.q.analysis.words and not support.TIME_FIGURE.search(c.first) \
                and not support.SINCE.search(c.first):  # "has led Rovers since 2024" tells how many years
            return "The digests don't say: the closest fact gives no time for it."
        return None

    def _refuse_point_only(self, c: _Case) -> str | None:
        """"How many years did it take to warm up": the best fact's only times are points ("from 22,000 years ago
        onward"), none a span ("for 11 years", "since 2019")."""
        times = support.TIME_FIGURE.findall(c.first)
        if c.q.qtype == "duration" and times and len(_AGO.findall(c.first)) == len(times) \
                and not support.SINCE.search(c.first) and "ago" not in c.q.analysis.words:
            return "The digests don't say: the closest fact tells only when, not how long."
        return None

    def _refuse_no_attribute(self, c: _Case) -> str | None:
        """"What's the population of Port Anselm": the best fact counts its evacuees, no population."""
        if c.attribute is not None and not self._gives_attribute(c.attribute, c.best):
            return _not_mentioned(_as_asked(c.attribute.surface, c.text))
        return None

    def _refuse_no_identifier(self, c: _Case) -> str | None:
        """"What was the serial number of the engine": the best fact names the engine, but no serial number (a code is
        given under its own name)."""
        asked = _asked_identifier(c.q)
        if asked is not None and all(asked.stem not in ft.stem_set and asked.keys.isdisjoint(ft.keys) for ft in c.told):
            return _not_mentioned(_as_asked(asked.surface, c.text))
        return None

    def _refuse_topic_unsaid(self, c: _Case) -> str | None:
        """"What did the county say about the budget": the best fact must say the budget (a measure word the question
        is about, not one it asks a figure of)."""
        word = about_measure(c.q.analysis.words)
        term = next((t for t in c.q.required if t.surface == word), None) if word else None
        if term is not None and term.keys.isdisjoint(c.best.entry.keys):
            return _not_mentioned(_as_asked(term.surface, c.text))
        return None

    def _refuse_other_year(self, c: _Case) -> str | None:
        """"The 1963 eruption": the best fact is about another one, names the year only as a bound ("the first
        strike since 2009" for "the 2009 strike"), gives it for another name ("the deduction given to Halden Park in
        2019" for the Foxes), or, reported that year, ties the name asked to another ("set at Tiremont in July 2003")."""
        year = self._year_lacking(c.q, c.best)
        if year and re.search(rf"\b{year}\b", c.best.entry.fact.text):
            return f"The digests don't say: the closest fact names \u201c{year}\u201d only as a limit of a stretch." \
                if _year_bound_only(year, c.q.text, c.best.entry.fact.text) \
                else f"The digests don't say: the closest fact gives \u201c{year}\u201d for another name."
        if year and year in {str(d.year) for d in support.report_dates(c.best.entry.fact)}:
            return f"The digests don't say: the closest fact gives that for another year, not \u201c{year}\u201d."
        return _not_mentioned(year) if year else None

    def _refuse_other_time(self, c: _Case) -> str | None:
        """"How many households lost power on 07-25": "at their widest, on 07-22, … 2.7 million" is another day's."""
        asked = support.time_lacking(c.q.text, c.best.entry.fact)
        return f"The digests don't say: the closest fact gives that for another time, not \u201c{asked}\u201d." \
            if asked else None

    def _refuse_other_designation(self, c: _Case) -> str | None:
        """"How many tickets were sold for draw 1487": the best fact is about the draw, not that one."""
        numbered = self._designation_lacking(c.q, c.best)
        if numbered:
            return _not_mentioned(_as_asked(numbered, c.text))
        return None

    def _refuse_other_figure(self, c: _Case) -> str | None:
        """"When does it move its 28 nm products in": "… its 22 nm embedded-memory products" is about other ones (a near
        fact giving the figure named went first in ranking, ``_prefer_numbered``)."""
        other = _other_figure(c.q, c.best.entry.fact)
        if other:
            return f"The digests don't say: the closest fact gives \u201c{other[0]}\u201d, not \u201c{other[1]}\u201d."
        return None

    def _refuse_label_withheld(self, c: _Case) -> str | None:
        """"When does route 19 go back over the bridge": "… route 19 stays on the diversion" says it does not."""
        label = _label_withheld(c.q.analysis.words, c.first) if c.q.qtype == "when" else None
        if label:
            return f"The digests don't say: the closest fact says \u201c{_as_asked(label, c.text)}\u201d has not done that."
        return None

    def _refuse_named_apart(self, c: _Case) -> str | None:
        """"How many flights were cancelled at Tarnby": "214 were cancelled at Halvik, and Tarnby stayed open"."""
        dated = c.q.qtype == "when"
        apart = self._named_apart(c.q, c.best, dated) if c.measured or dated else None
        if not apart:
            return None
        return (f"The digests don't say: the closest fact gives no date for \u201c{apart}\u201d." if dated else
                f"The digests don't say: the closest fact gives no figure for \u201c{apart}\u201d.")

    def _refuse_measure_apart(self, c: _Case) -> str | None:
        """"How much is Kestrel paying": "Greenlow is buying 89 for £612 million and Kestrel is taking the other 32"."""
        apart = self._measure_apart(c)
        if apart:
            return f"The digests don't say: the closest fact gives that figure for another one, not for \u201c{apart}\u201d."
        return None

    def _refuse_named_jointly(self, c: _Case) -> str | None:
        """"How many people died in Eddystone County": "11 deaths across Bellhaven and Eddystone counties"."""
        joint = self._named_jointly(c.q, c.best) if c.q.qtype == "count" and "many" in c.q.analysis.words else None
        if joint:
            return (f"The digests don't say: the closest fact gives a figure for \u201c{joint[0]}\u201d and "
                    f"{joint[1]} together.")
        return None

    def _refuse_left_out(self, c: _Case) -> str | None:
        """"How much did they spend on marketing": "the budget rises to SEK 1.4 billion, excluding marketing"."""
        q = c.q
        dated = q.qtype == "when"  # "when will the gallery reopen": "the museum reopens on 03-10, apart from the gallery"
        left_out = support.only_excluded(frozenset(t.stem for t in q.required), c.first) if c.measured or dated \
            else frozenset()
        if not left_out:
            return None
        word = next(t.surface for t in q.required if t.stem in left_out)
        told = "date" if dated else "figure"
        return f"The digests don't say: the closest fact's {told} leaves out \u201c{_as_asked(word, c.text)}\u201d."

    def _refuse_not_on_its_own(self, c: _Case) -> str | None:
        """"How much will the fish passage cost on its own": "the estimate rose to $5.3 billion to pay for the fish
        passage" gives the whole."""
        if c.measured and _ON_ITS_OWN.search(c.q.text) and not self._own_figure(c.q, c.best):
            return "The digests don't say: the closest fact gives no figure for it on its own."
        return None

    def _refuse_this_one(self, c: _Case) -> str | None:
        """"When was its last major outage before this one": the best fact tells of this one."""
        if _tells_this_one(c.q, c.first):
            return "The digests don't say: the closest fact tells of this one, not an earlier one."
        return None

    def _refuse_cost_subject(self, c: _Case) -> str | None:
        """"How much does a halyard launch cost": the best fact prices the broadband plan."""
        costed = self._cost_subject_lacking(c.q, c.best)
        if costed:
            return f"The digests don't say: the closest fact gives no cost for \u201c{_as_asked(costed, c.text)}\u201d."
        return None

    def _refuse_unpriced(self, c: _Case) -> str | None:
        """"How much are the underwriters getting in fees": the best fact prices the shares a fund may buy, no fee."""
        asked = self._unpriced(c)
        return f"The digests don't say: the closest fact gives no sum for \u201c{_as_asked(asked, c.text)}\u201d." \
            if asked else None

    def _unpriced(self, c: _Case) -> str | None:
        """A sum asked by name (world.json ``money_nouns``: "how much are the fees", "what's the fine") that no figure
        of the best fact or the titles it cites is tied to by a word for it (``support.prices``); not the cost of
        one ("how much will the compensation cost"). WordNet's relatives are too loose here ("interest" for "fee")."""
        q, words = c.q, c.q.analysis.words
        if "money" not in (q.dimension, *q.dimensions) or not words or _COST_WORDS.intersection(words):
            return None
        asked = [w for w in words[1:8] if w not in _ATTRIBUTE_LEAD][:5] if words[0] in ("what", "whats") else words
        for t in q.required:
            said = _MONEY_STEMS.get(t.stem)
            if said and t.surface in asked and not any(support.prices(said, text) for text in self._told(c.best)):
                return t.surface
        return None

    def _refuse_sum_unsaid(self, c: _Case) -> str | None:
        """"How much debt does Kessler have": the best fact gives Kessler's price, while another fact tells a debt; the
        word naming the sum asked (``_sum_word``) must be said by the best fact, the titles it cites or a fact it leans
        on (or a word for the same sum), when some fact of the digests says it."""
        asked = _sum_word(c.q)
        if asked is None:
            return None
        stems = self._sum_words(c.q, asked)
        if self._says_sum(stems, c.best) or not (self.known(asked) or any(w in self.df for w in stems)):
            return None  # said, or no fact of the digests names that kind of sum
        return _not_mentioned(_as_asked(asked.surface, c.text))

    def _sum_words(self, q: Question, asked: Term) -> frozenset[str]:
        """The stems of the words that name the sum ``asked`` names: its own, the words world.json gives for it, its
        WordNet relatives the facts use, its derived words, its phrasal verb's ("claw back": recover)."""
        listed = _SUM_VERB_STEMS.get(asked.stem, frozenset()) | _MONEY_STEMS.get(asked.stem, frozenset())
        derived = frozenset(term_for(w).stem for w in lexicon.derived(asked.stem))
        phrasal = frozenset(q.phrasal.get(asked.surface, ()))  # stems already ("rais": not stemmed again to "rai")
        return frozenset({asked.stem}) | listed | self.relatives(asked) | derived | phrasal

    def _says_sum(self, stems: frozenset[str], s: Scored) -> bool:
        """Whether a candidate, the titles it cites or the fact it leans on names the sum asked (``_sum_words``)."""
        before = self._before(s)
        told = [support.fact_text(t) for t in self._told(s) + ([before.text] if before else [])]
        return any(not stems.isdisjoint(ft.stem_set) or any(_prefixed(w, stems) for w in ft.stem_set) for ft in told)

    def sum_said_near(self, q: Question, scored: list[Scored], foreign: list[Term], text: str, refusal: str,
                      floor: float = W.answer_threshold) -> list[Scored]:
        """The candidates, a near one first that names the sum the refused best one lacks ("how much debt": "… has
        $2.1 billion of debt" over "Kessler's price rose to $438 million"), when no refusal holds against it."""
        asked = _sum_word(q)
        if asked is None or len(scored) < 2 or refusal != _not_mentioned(_as_asked(asked.surface, text)):
            return scored
        stems = self._sum_words(q, asked)
        moved = self._near_first(scored, W.verb_said_share, lambda s: s.entry.fact.kind != "headline"
                                 and self._says_sum(stems, s))
        return self.unrefused(q, moved, scored, foreign, text, floor)

    def _refuse_no_rate(self, c: _Case) -> str | None:
        """"How much does an Arvena captain earn a year": the best fact gives a one-off payment."""
        rate = support.asked_rate(c.q.analysis.words) if c.measured else None
        if rate in RATE_PERIODS and not any(support.gives_rate(rate, t) for t in [c.first, *self._own_titles(c.best)]):
            return f"The digests don't say: the closest fact gives no figure per {rate}."
        return None

    def _refuse_missing_name(self, c: _Case) -> str | None:
        """"Vireo-2" asked, the best fact speaks of Vireo; "how long is Austria", it gives another length."""
        missing = self._missing_name(c.q, c.best, c.measured) if not c.q.handles else None
        return _not_mentioned(missing) if missing else None

    def _refuse_other_holder(self, c: _Case) -> str | None:
        """"How long was oyelaran sentenced to": the best fact says nothing of the person asked and names another
        ("Castellano sentenced Vesper … to 108 months"): it gives that for someone else."""
        found = None if c.q.handles else self._other_holder(c.q, c.best)
        return f"The digests don't say: the closest fact gives that for {found[1]}, not for {found[0]}." if found else None

    def _refuse_written_name(self, c: _Case) -> str | None:
        """"When was the smoke reported at juniper flat": words the facts write only as a capitalised name ("Juniper
        Flat") that the best fact lacks, nor its acronym or the name's own word, and no title frames its story with."""
        run = None if c.q.handles else self._written_name_lacking(c.q, c.best)
        return _not_mentioned(run) if run else None

    def _refuse_other_extent(self, c: _Case) -> str | None:
        """"How deep did it bury itself": "roughly 40 cm across" is a width."""
        extent = _other_extent(c.q, c.first)
        return f"The digests don't say: the closest fact gives how {extent[1]}, not how {extent[0]}." if extent else None

    def _refuse_sibling(self, c: _Case) -> str | None:
        """"The capacity of Upper Tamsin Reservoir": "Cadell Reservoir, … with a capacity of 212 gigalitres"."""
        sibling = self._sibling_named(c.q, c.best) if c.measured else None
        if sibling:
            return (f"The digests don't say: the closest fact gives a figure for {sibling[1]}, not for "
                    f"{_as_asked(sibling[0], c.text)}.")
        return None

    def _refuse_other_named(self, c: _Case) -> str | None:
        """"What gusts were recorded at the Ferrieres weather station": "… recorded at the Lussac weather station" speaks
        of another one of its kind; the same when no measure is asked (last, after the role and part checks)."""
        sibling = None if c.measured else self._sibling_named(c.q, c.best)
        if sibling:
            return f"The digests don't say: the closest fact speaks of {sibling[1]}, not of {_as_asked(sibling[0], c.text)}."
        return None

    def _refuse_verb(self, c: _Case) -> str | None:
        """A verb asked that the best fact and the titles it cites do not say, nor a relative of it when no fact uses
        it ("slammed"); "when did the period end": the best fact says when it began (a measure, a person or a reason
        asked is often told without the question's verb: "how long did it survive", "who runs it", "why care")."""
        q, (verb, min_stem) = c.q, c.verb
        if verb is None or q.qtype == "yesno":  # "did they drop the case": "withdrew its claim" may well answer it
            return None
        related = self.relatives(verb) if verb.stem not in self.df else frozenset()
        if verb.stem == _OWN and q.qtype == "who" and _possessed(q, c.first):
            return None  # "who owns the mine": "Kaldara Minerals' underground copper mine" says whose it is
        if not any(support.says_verb(verb, ft, min_stem, c.planned) or not related.isdisjoint(ft.stem_set)
                   for ft in c.told) and not _paraphrased(q, verb, c.told):
            if verb.stem in _BECOME_STEMS and any(not ft.words.isdisjoint(_FORMERLY) for ft in c.told):
                return None  # "what did the lagoon change into": "formerly the Zuider Zee lagoon; since 1932, a lake"
            if q.qtype == "when" and "again" in q.analysis.words and c.told[0].has_date \
                    and support.tells_recurrence(c.told[0]):
                return None  # "when can he ride races again": "so he can race again from 2029-08-03"
            if q.qtype == "when" and verb.stem in _START_STEMS \
                    and c.told[0].has_date and c.told[0].stem_set.isdisjoint(_PHASE_STEMS):
                return None  # "when did the straightening program begin": "a straightening program in the 19th Century"
            if verb.stem not in self.df and q.qtype not in ("when", "who") and q.kind != "date" \
                    and not asks_doer(q.analysis.words, verb.surface):
                return None  # "which port did the ship sail from": a verb no fact uses is likely said otherwise
                # ("arrived … from Port Ondaro"); not when, who or what did it: "when was the hall built", "who owns
                # the farm", "what damaged the stage" ask that very deed
            return _not_mentioned(_as_asked(verb.surface, c.text))
        return None

    def _refuse_deed_undone(self, c: _Case) -> str | None:
        """"Who founded the orchestra": the best fact (and the titles it cites) says the deed only with no doer ("the
        orchestra, founded in 1921,", "the 2008-built unit"), so not who did it."""
        q, verb = c.q, c.q.action
        if q.qtype != "who" or verb is None or q.predicate is not None or verb.surface in SPEECH_VERBS:
            return None
        if not support.says_deed_undone(verb, Refusals._told(c.best)):
            return None
        return f"The digests don't say: the closest fact says it was {_as_asked(verb.surface, c.text)}, not by whom."

    def _refuse_deed_untold(self, c: _Case) -> str | None:
        """"Who designed the bridge": no fact of the digests, nor a title they cite, says the past deed asked, its noun,
        its doer's ("designer") or a word WordNet relates to it ("architect"), so none tells who did it. Not a light verb
        ("who got the contract"), one WordNet relates to too many words to list, nor a standing one ("who owns it",
        "who's handling it": a possessive, a role or a credit tells it); not when the best fact names one who did a deed
        or a fact says whose the thing is."""
        q, verb = c.q, c.q.action
        if q.qtype != "who" or verb is None or verb.surface in LIGHT_VERBS or not participle(verb.surface) \
                or not lexicon.relatives(verb.stem):
            return None
        if self._deed_told(verb, frozenset(q.phrasal.get(verb.surface, ()))) or _names_past_doer(c.first):
            return None  # "The Maritime Court ruled …": a deed done by one named, maybe the one asked in other words
        done_to = {t.stem for t in _complement(q, verb)}
        if done_to and any(_possessed_all(done_to, text) for text in self._texts_keyed(done_to, every=True)):
            return None  # "Altamira Space's Vireo lander": whose it is, its maker maybe ("who built the lander")
        return f"The digests don't say: nothing in them mentions \u201c{_as_asked(verb.surface, c.text)}\u201d."

    def _deed_told(self, verb: Term, phrasal: frozenset[str]) -> bool:
        """Whether any fact or title it cites says a verb: as ``support.says_verb`` reads it (not only as a plan), by a
        relative of its own sense or a person's noun WordNet relates to it, or by the noun for its doer (cached per
        verb; only the facts whose keys could say it are read)."""
        key = (verb.stem, phrasal)
        if key not in self._deeds_told:
            doers = support.agent_nouns(verb.surface)
            related = set(lexicon.close_relatives(verb.stem)) | phrasal | doers | {w + "s" for w in doers}
            related |= {term_for(w).stem for w in doers} - {verb.stem}  # the verb itself as ``says_verb`` reads it
            kinds = set(lexicon.relatives(verb.stem)) & lexicon.persons()  # its doer's kind: "architect" for design
            texts = self._texts_keyed(self._verb_keys(verb, related | kinds))
            if verb.stem == support.CAUSED:  # "what caused it": a cause said in words ("blamed on", "due to")
                texts = list(dict.fromkeys([*texts, *(t for t in self._all_texts if support.CAUSED_BY.search(t))]))
            self._deeds_told[key] = any(
                support.says_verb(verb, ft, W.verb_form_min) and not _only_planned(verb, text, ft)
                or not ft.stem_set.isdisjoint(related) or not ft.words.isdisjoint(related)
                or any(term_for(w).stem in kinds and lexicon.person_word(w) for w in ft.words)
                for text, ft in zip(texts, map(support.fact_text, texts)))
        return self._deeds_told[key]

    def _verb_keys(self, verb: Term, related: set[str]) -> set[str]:
        """The index keys a fact must have to say a verb as ``_deed_told`` reads it: its stem and concepts, the nouns
        made of it, its phase words, its relatives (as stems too) and the stems its noun endings make ("formation")."""
        keys = {verb.stem, *verb.keys, *lexicon.derived(verb.stem), *related, *(term_for(w).stem for w in related)}
        keys |= {term_for(w).stem for w in support.phase_words(verb.stem)}
        if len(verb.stem) >= W.verb_form_min:
            keys |= {k for k in self.df if k.startswith(verb.stem) and k[len(verb.stem):] in support.NOUN_ENDINGS}
        return keys

    def _texts_keyed(self, keys: set[str], every: bool = False) -> list[str]:
        """The texts of the facts holding any of the keys (each of them if ``every``), in their own words or their posts'
        titles, and those titles, each once, in index order."""
        held = [{*self.postings.get(k, ()), *self.context_postings.get(k, ())} for k in keys]
        return self._texts_of(sorted(set.intersection(*held) if every else set[int]().union(*held)))

    def _texts_of(self, ids: Iterable[int]) -> list[str]:
        """The texts of the facts at these indices and the titles of the posts they cite, each once, in that order."""
        texts = (t for i in ids for t in (self.entries[i].fact.text, *(s.title for s in self.entries[i].fact.sources)))
        return [t for t in dict.fromkeys(texts) if t]

    @cached_property
    def _deeds_told(self) -> dict[tuple[str, frozenset[str]], bool]:
        """Whether a verb (its stem, and its phrase's relatives) is said anywhere, as found (``_deed_told``)."""
        return {}

    @cached_property
    def _all_texts(self) -> list[str]:
        """Every fact's text and the titles of the posts they cite, each once (made on first use)."""
        return self._texts_of(range(len(self.entries)))

    def _refuse_doer_unnamed(self, c: _Case) -> str | None:
        """"Which company supplied the stage": the best fact says the verb only by its doer's noun, with no name beside
        it ("the supplier's engineer limits …"); "Stagecraft Ltd, the supplier, said …" names it."""
        q, verb, min_stem = c.q, c.q.verb, W.verb_form_min
        if verb is None or (q.qtype != "who" and q.kind != "organisation"):
            return None
        if any(t.keys.isdisjoint(c.told[0].keys) for t in q.required if t is not verb):
            return None  # "the operator's rules": not said to be of the thing asked, maybe named as it elsewhere
        doer = support.says_verb_only_by_doer(verb, Refusals._told(c.best), min_stem)
        if doer is None or support.names_tied(doer, c.first, self._asked_names(q)):
            return None
        return f"The digests don't say: the closest fact speaks of the {_as_asked(doer, c.text)} but does not name it."

    def _refuse_role(self, c: _Case) -> str | None:
        """"Who is the CEO of Pellmark": the best fact names no CEO (a trade's other words say it: "counsel" for
        lawyer; not the leading ones: a director is no CEO), names the deputy ("who's the governor"), or is about
        another's (Halvern's CEO)."""
        q, role = c.q, _asked_role(c.q)
        if role is None:
            return None
        if not any(role.keys & ft.keys if role.surface in _GENERAL_ROLES else role.stem in ft.stem_set or (
                role.primary is not None and role.primary != _LEAD.primary and role.primary in ft.keys)
                for ft in c.told) and not support.names_kind(role.surface, c.first, frozenset(c.q.analysis.words)) \
                and not (role.surface in _GENERAL_ROLES and _names_title_holder(c.first, frozenset(q.analysis.words))):
            # "who's the judge": "Mrs Justice Pendleford granted …" names one by the title judges go by; any leading
            # title names a boss ("general secretary Dervla Quinlan")
            return _not_mentioned(_as_asked(role.surface, c.text))
        phrase = _role_qualifier(q, role)
        if phrase is not None:  # "the head of marketing": no fact says marketing, a director of another thing is none
            return f"The digests don't say: nothing in them mentions a \u201c{_as_asked(phrase, c.text)}\u201d."
        # a director runs it; one who took over tells that the last one left ("who's running it now the director left"),
        # and is often an acting, interim or deputy one
        titled = role.surface in _TITLES or role.stem in _TITLES
        succeeded = titled and bool(_SUCCESSOR.search(c.first))
        departed = succeeded and any(t.stem in _DEPARTED for t in q.required)
        modifier = None if departed else support.modified_role(role.surface, q.analysis.words, c.first)
        if modifier:
            return f"The digests don't say: the closest fact speaks of the {modifier} {_as_asked(role.surface, c.text)}."
        others = [t for t in q.required if t is not role and t.stem in self.df and not (titled and t.stem == _LEAD.stem)
                  and not (departed and t.stem in _DEPARTED)]
        whose = self._lacking(q, c.best, others, lambda t: False)
        return _not_mentioned(whose) if whose else None

    def _refuse_held_role(self, c: _Case) -> str | None:
        """"Who's the mayor of Marisco Beach": the best fact names Port Calloway's mayor."""
        held = self._held_role(c.q)
        other = support.role_of_another(held[0].stem, self._asked_names(c.q), c.first) if held is not None else None
        if held is not None and other:
            return (f"The digests don't say: the closest fact names the {_as_asked(held[0].surface, c.text)} of "
                    f"{other}, not of {_as_asked(held[1].surface, c.text)}.")
        return None

    def _refuse_others_leader(self, c: _Case) -> str | None:
        """"Who chairs the Spectrum Appeals Tribunal": the best fact names only another body's leader ("Kestrelnet chief
        executive Harlan Voigt said the company will appeal to the Spectrum Appeals Tribunal")."""
        q, body = c.q, _asked_body(c.q)
        owner = next((t for t in q.required if t.stem in body and self._name_word(t.surface, c.text)), None)
        if owner is None or self._led_asked(q, c.first) or self._leads_asked(q, c.first):
            return None
        asked = frozenset(q.analysis.words)
        other = support.others_title(_TITLES, c.first, asked)
        if other is None or support.holds_title(_TITLES, c.first, asked):
            return None
        words = q.analysis.words
        at = [k for k, w in enumerate(words) if term_for(w).stem in body]  # "the Coastal *Planning* Board" as asked
        whose = " ".join(_as_asked(w, c.text) for w in words[at[0]:at[-1] + 1]) if at else _as_asked(owner.surface, c.text)
        return f"The digests don't say: the closest fact names a leader of {other}, not of {whose}."

    def _refuse_role_swapped(self, c: _Case) -> str | None:
        """"Where does Lake Constance emerge from": the best fact says the Rhine emerges from Lake Constance."""
        q, (verb, _) = c.q, c.verb
        asked = list(q.subject)
        if verb is None:  # "how much did the canton approve": the doer between the auxiliary and its verb
            doer = how_much_doer(q.analysis.words, frozenset(w for w in q.analysis.words if self._name_word(w, c.text)))
            if doer is not None:
                verb = next((t for t in q.required if t.surface == doer[1]), None)
                asked = [t for t in q.required if t.surface in doer[0]]
        subject = frozenset(r[0].stem for r in map(self.resolve, asked) if r is not None)
        if verb is not None and (support.role_swapped(subject, verb.stem, support.fact_text(c.first), c.first) or
                                 bool(asked) and self._name_word(asked[-1].surface, c.text)  # not "the X ferry"
                                 and support.other_doer(subject, verb.stem, c.first, lambda w: w in self._name_words)):
            who = " ".join(_as_asked(t.surface, c.text) for t in asked)
            return (f"The digests don't say: in the closest fact, \u201c{_as_asked(verb.surface, c.text)}\u201d is said "
                    f"of something else, not of \u201c{who}\u201d.")
        owners = support.other_possessor(c.text, c.first, lambda w: self._name_word(w, c.text))
        if owners is not None:  # "who granted Brandt's injunction": "… granted Pascoe's injunction"
            return (f"The digests don't say: the closest fact speaks of {owners[1]}'s {owners[2]}, not "
                    f"{_as_asked(owners[0], c.text)}'s.")
        return None

    def _refuse_other_payee(self, c: _Case) -> str | None:
        """"How much did the resort pay the rescuers": the best fact tells of a fund for the victims' families, and
        names no payment to the ones asked."""
        paid = self._payee_unsaid(c)
        return f"The digests don't say: the closest fact tells of no payment to \u201c{_as_asked(paid, c.text)}\u201d." \
            if paid else None

    def _refuse_other_payer(self, c: _Case) -> str | None:
        """"How much is Calloway paying Greenlow": the best fact says only that another pays ("Greenlow is buying 89 of
        the stores for £612 million"), never the named payer asked (``predicate.how_much_payer``)."""
        words = c.q.analysis.words
        names = [w for w in how_much_payer(words, frozenset(w for w in words if self._name_word(w, c.text)))
                 if self._name_word(w, c.text)]
        if not names or not support.payer_unsaid(frozenset(term_for(w).stem for w in names), c.first,
                                                            lambda w: w in self._name_words):
            return None
        return (f"The digests don't say: the closest fact tells of a payment by another, not by "
                f"\u201c{_as_asked(' '.join(names), c.text)}\u201d.")

    def _payee_unsaid(self, c: _Case) -> str | None:
        """The one paid in "how much did X pay [the] Y" (``predicate.paid_one``) when the best fact, its titles and a
        fact it leans on say none of its name's words, or not its head noun (nor a synonym or WordNet relative of it);
        not a sum paid ("pay the ransom", "pay the fine")."""
        span = paid_one(c.q.analysis.words)
        if not span or any(term_for(w).stem in _SUM_STEMS for w in span):
            return None
        names = [w for w in span if self._name_word(w, c.text)]
        wanted = [term_for(w) for w in (names or span[-1:])]
        lacking = self._all_lacking(c.best, wanted, lambda t: True)
        told = [support.fact_text(t) for t in self._told(c.best)]
        lacking = [t for t in lacking if not any(not t.keys.isdisjoint(ft.keys) or not self.relatives(t).isdisjoint(
            ft.stem_set) for ft in told) and not self._paid_as_due(t, c.best)]
        if lacking and (len(lacking) == len(wanted) or not names):
            return " ".join(span)
        return None

    def _paid_as_due(self, payee: Term, best: Scored) -> bool:
        """Whether the best fact (or a title it cites) ties a figure to a sum that goes to the one paid (world.json
        ``money_payees``): "paid £58 million in dividends" pays the shareholders."""
        dues = [k for k, payees in MONEY_PAYEES.items() if payee.surface in payees]
        return any(support.prices(frozenset({term_for(k).stem}), text) for k in dues for text in self._told(best))

    def _refuse_part(self, c: _Case) -> str | None:
        """"How much of the $4.5 million": the best fact gives only the 4.5 million, or no figure for the part."""
        best = c.best.entry
        if c.q.part_of and not self._gives_part(c.q, best.fact):
            whole = not best.numbers.isdisjoint(c.q.analysis.numbers)
            return "The digests don't say: the closest fact gives " + (
                "the whole, not the part asked." if whole else "no figure for the part asked.")
        return None

    def _refuse_dimension_missed(self, c: _Case) -> str | None:
        """"How much does it cost after the 20% cut": the best fact gives the cut, no price."""
        features = c.best.features
        if c.q.dimension and features is not None and features[_DIM_MISS]:
            return f"The digests don't say: the closest fact gives no {c.q.dimension} figure."
        return None

    def _refuse_gloss(self, c: _Case) -> str | None:
        """"What does Mittelsee mean": the best fact names it, but says what another word means."""
        q = c.q
        if q.kind == "gloss" and support.glossed(c.first).isdisjoint(q.analysis.stems):
            named = [t for t in q.required if looks_like_name(t.surface, c.text)] or q.required
            word = _as_asked(named[0].surface, c.text) if named else "it"
            return f"The digests don't say: the closest fact doesn't say what \u201c{word}\u201d means."
        return None

    @staticmethod
    def _verb_undated(c: _Case) -> bool:
        """Whether the best fact says the asked verb only in parts of it without a date ("Vesper must surrender on
        2027-02-17; the judge refused him bail while his appeal is heard": no date for the hearing)."""
        verb, min_stem = c.verb
        if verb is None:
            return False
        parts = [support.fact_text(p) for p in _CLAUSE_SPLIT.split(c.first) if p.strip()]
        said = [ft for ft in parts if support.says_verb(verb, ft, min_stem, c.planned)]
        return len(parts) > 1 and bool(said) and not any(ft.has_date for ft in said)

    def _refuse_no_date(self, c: _Case) -> str | None:
        """"When will it open": when a plan was reported is no answer; "what date will the bridge open": no date, no
        figure ("no date has been set" says)."""
        q, told = c.q, c.told
        if q.qtype == "when" and c.future and (not told[0].has_date or self._verb_undated(c)):
            return "The digests don't say: the closest fact gives no date for it."
        if q.qtype == "when" and c.future and "again" in q.analysis.words \
                and not any(support.tells_recurrence(ft) for ft in told) \
                and not self._tells_plan(c):
            return "The digests don't say: the closest fact gives no date for it."  # "when will she give birth
            # again": "she gave birth … on 04-22" dates the time it happened, neither a plan nor a next time
        if q.kind == "date" and not _DATE_WORDS.isdisjoint(q.analysis.words) and not any(
                ft.has_date or not _DATE_WORDS.isdisjoint(ft.words) or any(ch.isdigit() for ch in ft.processed)
                for ft in told):
            return "The digests don't say: the closest fact gives no date for it."
        return None

    def _refuse_no_plan(self, c: _Case) -> str | None:
        """"What will happen to Hollins Lane after United move out": the best fact tells how things stand ("United
        currently play at Hollins Lane"), no plan."""
        if c.q.qtype == "what" and c.future and not c.measured and not self._tells_plan(c):
            return "The digests don't say: the closest fact tells no plan for it."
        return None

    def _tells_plan(self, c: _Case) -> bool:
        """Whether the best fact or the titles of its own posts tell a plan."""
        return any(support.tells_plan(t) for t in [c.first, *self._own_titles(c.best)])

    def _refuse_only_pending(self, c: _Case) -> str | None:
        """"What did the audit authority conclude in its October report": the best fact tells of it only a step to come
        ("expects to publish findings in October"), no outcome. Not when a clause of it or of its posts' titles tells
        the thing done ("voted 62% in favour; the deal takes effect in May")."""
        asked = self._outcome_asked(c)
        if not asked:
            return None
        told = [support.pending_clauses(t) for t in [c.first, *self._own_titles(c.best)]]
        pending = [ft for p, _ in told for ft in p]
        done = [ft for _, d in told for ft in d]

        def said(fts: list[support.FactText]) -> bool:
            """Whether any of the clauses says an asked word."""
            return any(support.says_verb(t, ft, W.verb_form_min) for t in asked for ft in fts)

        if said(pending) and not said(done):
            return "The digests don't say: the closest fact tells only what is still to come."
        return None

    def _refuse_deed_pending(self, c: _Case) -> str | None:
        """"When did the expansion come out": the best fact tells it only as to come ("the first paid expansion is
        planned for early 2029"): nothing done in it or its posts' titles, and no near fact says the deed done."""
        q, deeds = c.q, c.q.deeds
        if not q.asks_happened or not deeds or not deeds.isdisjoint(_LIGHT_DEEDS) or not support.tells_plan(c.first):
            return None  # "when did she have her operation": a light verb's deed is told in other words ("went")
        asked = frozenset(t.stem for t in q.required) | deeds
        if support.fact_text(c.first).stem_set.isdisjoint(asked):
            return None  # which of its clauses tells the thing asked is unknown
        if any(support.tells_done(t, deeds, asked) for t in [c.first, *self._own_titles(c.best)]):
            return None
        floor = W.contrast_fallback * c.best.score
        if any(s.score >= floor and support.tells_deed(s.entry.fact.text, deeds) for s in c.scored[1:W.describe_limit]):
            return None
        return "The digests don't say: the closest fact tells only what is still to come."

    def _outcome_asked(self, c: _Case) -> list[Term]:
        """The key words a past-tense question asks an outcome by, from its verdict word on, names left out ("what did
        the authority *conclude* in its *october report*", "what was the *result* of the FEW strike *ballot*"), or
        none: not a plan asked ("what was it meant to decide"), nor a verdict only spoken of ("what did he say about
        the ruling")."""
        words, verb = c.q.analysis.words, c.q.predicate
        verdict = [k for k, w in enumerate(words) if w in VERDICT_WORDS and (verb is None or w == verb.surface)]
        if c.future or not verdict or _PAST_AUX.isdisjoint(words) or not PLAN_ASKED.isdisjoint(words) or any(
                w in SPEECH_VERBS for w in words[:verdict[0]]):
            return []
        later = set(words[verdict[0]:])
        return [t for t in c.q.required if t.surface in later and not self._named(t, c.q)]

    def _refuse_coming_period(self, c: _Case) -> str | None:
        """"How many cameras is the network adding next year": the best fact tells what was done ("8 of its 14
        cameras captured it"), no plan, nothing still to come and no year at all (not "the 2028-29 seasons")."""
        coming = _coming_period(c.q.analysis.words)
        period = _period(coming.split()[-1]) if coming else None
        if period and not self._tells_plan(c) and not any(
                _COMING & ft.words or period in ft.words or period + "s" in ft.words for ft in c.told):
            return f"The digests don't say: the closest fact tells nothing of {coming}."
        return None

    def _refuse_other_stretch(self, c: _Case) -> str | None:
        """"How many rode it on opening day": the best fact gives "the first week", another stretch of time."""
        clash = _other_stretch(c.q.analysis.words, c.told[:1])  # the fact's own words: a title's "Opening Season"
        # is the post's frame, not what the fact tells ("opened on the evening of 04-22": the opening night)
        if clash:
            return f"The digests don't say: the closest fact speaks of \u201c{clash[0]}\u201d, not \u201c{clash[1]}\u201d."
        return None

    def _refuse_no_clock(self, c: _Case) -> str | None:
        """"What time did it fail": "on 07-16" gives no time of day."""
        if _asks_clock(c.q) and not any(_CLOCK.search(t) for t in [c.first, *self._own_titles(c.best)]):
            return "The digests don't say: the closest fact gives no time of day."
        return None

    def _refuse_limit(self, c: _Case) -> str | None:
        """"What lake no longer has silt": the best fact says a lake will silt up."""
        limit = self._limit_lacking(c.q, c.best.entry.fact)
        return f"The digests don't say: the closest fact doesn't say \u201c{limit}\u201d." if limit else None

    def _refuse_slot_mate(self, c: _Case) -> str | None:
        """A key word no fact uses where the best fact says another after the same words ("where did she work as a
        teacher": "she worked as a nurse"): another thing, not the asked one said otherwise."""
        told = Refusals._told(c.best)
        for t in c.foreign:
            mate = _slot_mate(c.q, t, told)
            if mate:
                return (f"The digests don't say: the closest fact speaks of \u201c{mate}\u201d, not "
                        f"\u201c{_as_asked(t.surface, c.text)}\u201d.")
        return None

    def _refuse_contrast(self, c: _Case) -> str | None:
        """One detail changed: the question asks "south", the best fact says "north" (``support.describe`` found it)."""
        clash = c.best.contrast
        if clash and not c.q.handles:
            return f"The digests don't say: the closest fact speaks of \u201c{clash[1]}\u201d, not \u201c{clash[0]}\u201d."
        return None

    def _refuse_order_unsaid(self, c: _Case) -> str | None:
        """"Which city led the circle before Ardenburg": the best fact names Ardenburg but no word of order (world.json
        ``order_words``: "before", "succeeded", "downstream" …), so it tells of that one, not what came before it."""
        m = _ORDER_ASKED.search(c.q.text)
        if m is None or c.q.qtype not in ("what", "who", "where", "when"):
            return None
        name = support.fact_text(m.group(2)).stems[:1]
        told = [ft for ft in c.told if name and name[0] in ft.stem_set]
        if not told or any(not ft.words.isdisjoint(ORDER_WORDS) for ft in c.told):
            return None
        return (f"The digests don't say: the closest fact doesn't say what came {m.group(1).lower()} "
                f"\u201c{m.group(2)}\u201d.")

    def _refuse_other_ordinal(self, c: _Case) -> str | None:
        """"When did it make its second landfall": the best fact tells of a landfall but never says which (no first one
        is implied as a later one is: "the landfall" is the first)."""
        words = c.q.analysis.words
        for k, w in enumerate(words[:-1]):
            n = ORDINAL_WORDS.get(w, 0)
            if n < 2 or words[k + 1] in STOPWORDS:
                continue
            suffix = {2: "nd", 3: "rd"}.get(n, "th")
            noun, cardinal = words[k + 1], _CARDINALS.get(n, "")
            if not any(w in ft.words or f"{n}{suffix}" in ft.words or "another" in ft.words
                       or (noun, str(n)) in ft.numbered or noun in ft.words and cardinal in ft.words
                       or noun in _CENTURY_WORDS and _year_in_century(ft, n)
                       for ft in c.told):  # "the second stage": "stage 2", "day two" say it too; "the 12th
                # century": "in 1159"
                return _not_mentioned(w)
        return None

    @staticmethod
    def _gives_figure(q: Question, scored: list[Scored]) -> bool:
        """Whether one of the best candidates gives a figure in an asked unit (or a share of the asked measure)."""
        return any(s.entry.units & set(q.units) or support.gives_share(s.entry.fact.text, q.share_words)
                   for s in scored[:W.unit_search]) if q.units else True

    @staticmethod
    def _gives_part(q: Question, fact: Fact) -> bool:
        """Whether a fact gives a figure in the whole's units (a bare one for a count), or a share, the question lacks."""
        counted = not any(u in UNIT_DIMENSION for u in q.part_of if u != "percent")  # "of the 12 buses, 9 are …"
        return any((x.unit in q.part_of or counted and not x.unit and not _in_date(x.text, fact.text))
                   and number_token(x.value) not in q.analysis.numbers and not _earlier_value(x, fact.text)
                   for x in fact.numbers)

    @staticmethod
    def _told(s: Scored) -> list[str]:
        """What a candidate tells: its text and the titles of the posts it cites."""
        fact = s.entry.fact
        return [fact.text] if fact.kind == "headline" else [fact.text, *(src.title for src in fact.sources)]

    def _named(self, t: Term, q: Question) -> bool:
        """Whether a question's word is a name: capitalised (or with digits) there, or a name the facts write."""
        return self._name_word(t.surface, q.text)

    def _name_word(self, word: str, text: str) -> bool:
        """Whether a word of the question ``text`` is a name: capitalised (or with digits) there, or a word the facts
        write only capitalised ("vallmora" typed in lower case is still Vallmora)."""
        return looks_like_name(word, text) or word in self._name_words

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

    def _apart_names(self, q: Question) -> tuple[list[Term], dict[str, str]]:
        """The names (or "zone c", "the second runway") a question asks a figure of that some facts say apart, and
        those of them said by a word that is no name, as asked."""
        words = q.analysis.words
        # which one, by a word that is no name: "zone c", "block k" (a designation), "the second runway"
        which = {w: f"{words[k - 1]} {w}" for k, w in enumerate(words[1:], 1) if len(w) == 1 and w.isalpha()
                 and words[k - 1].rstrip("s") in DESIGNATING_NOUNS}
        which |= {w: f"{w} {words[k + 1]}" for k, w in enumerate(words[:-1]) if w in _ORDINALS
                  and words[k + 1] not in STOPWORDS}
        return [t for t in q.required if self._apart(t) and (self._named(t, q) or t.surface in which)], which

    def _measure_apart(self, c: _Case) -> str | None:
        """A name asked whose clauses in the best fact give no figure of the measure asked while another clause
        does ("how many deaths on the Sorrel Coast": "five deaths; … the Sorrel Coast 611"): the name as asked."""
        tells = self._tells_measure(c)
        if tells is None:
            return None
        wanted, which = self._apart_names(c.q)
        clauses = [p for p in _SUBJECT_SPLIT.split(c.first) if p.strip()]
        counting = c.q.qtype == "count" and bool(c.counted) and "many" in c.q.analysis.words  # as _tells_measure
        told = _told_with_gaps(clauses, tells, c.counted) if counting else [tells(p) for p in clauses]
        for t in wanted if len(clauses) > 1 else []:
            said = [k for k, p in enumerate(clauses) if not t.keys.isdisjoint(support.fact_text(p).stem_set)]
            rest = [k for k in range(len(clauses)) if k not in said]
            subject = not t.keys.isdisjoint(support.fact_text(" ".join(clauses[0].split()[:3])).stem_set)
            if said and not any(told[k] for k in said) and any(
                    told[k] and not _refers_back(clauses[k], [clauses[j] for j in said], subject) for k in rest):
                return _as_asked(which.get(t.surface) or _name_run(t.surface, c.q.analysis.words,
                                                                   {w.surface for w in wanted}), c.text)
        return None

    def _tells_measure(self, c: _Case) -> Callable[[str], bool] | None:
        """How a clause gives the measure asked: a count of the noun "how many" asks, a figure of the dimension asked,
        or the attribute asked named; None when no such measure is asked."""
        q, attribute = c.q, c.attribute
        if q.qtype == "count" and c.counted and "many" in q.analysis.words:
            return lambda p: support.counts(c.counted, p)
        if q.dimension:
            return lambda p: any(UNIT_DIMENSION.get(n.unit) == q.dimension for n in extract_quantities(p))
        if attribute is not None:
            stems = self.relatives(attribute) | {attribute.stem}
            return lambda p: not (stems.isdisjoint(support.fact_text(p).stem_set)
                                  and attribute.keys.isdisjoint(support.fact_text(p).keys))
        return None

    def _named_apart(self, q: Question, best: Scored, dated: bool = False) -> str | None:
        """A name the question asks a figure (``dated``: a date) of that the best fact says only in a clause without
        one ("Japan lifted its ban on 01-12; South Korea's stays": no date for South Korea)."""
        words = q.analysis.words
        wanted, which = self._apart_names(q)
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
        def numbered(t: Term) -> bool:
            """A name with letters and digits: one the story's framing never stands for (an acronym it may when a person
            is asked: "who's the nbk governor", "Governor Teodor Maranec …" under a title about the NBK)."""
            return any(c.isdigit() for c in t.stem) and any(c.isalpha() for c in t.stem)

        def designation(t: Term) -> bool:
            """A name with letters and digits, or one the facts write as an acronym ("FDA")."""
            return numbered(t) or t.surface in self._acronyms

        wanted = [t for t in q.required if t.stem in self.df and (designation(t) or measured and self._named(t, q))
                  and not _century_dated(t, q, Refusals._told(best))]
        # "harlow's share" too; not "the 12th century" a year of it dates ("rebuilt in 1159")
        lacked = self._lacking(q, best, wanted, numbered if q.qtype == "who" else designation)
        return lacked or (None if measured else self._name_apart(q, best))

    @cached_property
    def _surnames(self) -> frozenset[str]:
        """The surnames the facts give people by ("Maren Oyelaran": oyelaran), made on first use."""
        return frozenset(n for e in self.entries if e.fact.kind != "headline" for n in support.person_surnames(e.fact.text))

    def _asked_holder(self, q: Question) -> Term | None:
        """The name a question asks a figure or deed of, as its holder: before a noun ("oyelaran's trial") or the subject
        after an auxiliary ("did oyelaran delete", "does kestrel have")."""
        words = q.analysis.words
        for t in q.required:
            if not self._named(t, q) or any(c.isdigit() for c in t.surface):
                continue
            k = words.index(t.surface) if t.surface in words else -1
            if k > 0 and words[k - 1] in _HOLDER_AUX or re.search(rf"(?i)\b{re.escape(t.surface)}['\u2019]s\b", q.text):
                return t
        return None

    def _other_holder(self, q: Question, best: Scored) -> tuple[str, str] | None:
        """The name asked as holder and another of its kind the best fact gives it to instead, when the fact (and one it
        leans on) says nothing of the asked one, by name, acronym or handle: another person where a person is asked
        ("Castellano sentenced Vesper …" for Oyelaran), else another name whose possessive holds an asked word ("OVSB's
        … 2,300 staff" for Kestrel); or None."""
        holder = self._asked_holder(q)
        if holder is None or not self._all_lacking(best, [holder], lambda t: True, titled=False) \
                or any(holder.surface in h.lower() for h in best.entry.handles):
            return None
        asked = set(q.analysis.words)
        text = support.strip_credits(best.entry.fact.text)
        if holder.surface in self._surnames:
            other = self._other_person(q, holder, text)
        else:
            stems = {t.stem for t in q.required if t is not holder}
            other = next((m.group(1) for m in _HOLDER_POSSESSIVE.finditer(text) if m.group(1).lower() not in asked
                          and m.group(1).lower() not in self._surnames and not stems.isdisjoint(
                              term_for(w.lower()).stem for w in _WORD.findall(m.group(2)))), None)
        return None if other is None else (_as_asked(holder.surface, q.text).capitalize(), other)

    def _other_person(self, q: Question, holder: Term, text: str) -> str | None:
        """Another person a fact gives the asked deed or thing to: named at most two words from an asked word ("accusing
        Vesper of deleting", "sentenced Vesper"), or spoken of as he or she right before one ("his trial", "she went
        through halfway") when the fact names another; not one acting on it from afar ("Judge Castellano set the trial")."""
        words = _WORD.findall(text)
        stems = {t.stem for t in q.required + q.optional if t is not holder and t.surface not in STOPWORDS}
        at = [k for k, w in enumerate(words) if term_for(w.lower()).stem in stems]
        people = [(k, w) for k, w in enumerate(words) if w[0].isupper() and w.lower() in self._surnames
                  and w.lower() not in q.analysis.words]
        near = next((w for k, w in people if any(abs(k - j) <= _HOLDER_REACH for j in at)), None)
        said = any(words[j - d].lower() in _PERSON_PRONOUNS for j in at for d in range(1, _PRONOUN_REACH + 1) if j - d >= 0)
        return near or (people[0][1] if said and people else None)

    def _written_name_lacking(self, q: Question, best: Scored) -> str | None:
        """The first run of two to four key words the facts write only as a capitalised name that the best fact lacks
        (its text, own posts, a fact it leans on, acronyms; nor writes a word of it capitalised, a short form),
        unless the story's or the best fact's episode's title says it ("how deep is lantana reef": the story's subject)."""
        fact = best.entry.fact
        for run in self._written_names(q):
            told = [fact.text, *self._own_titles(best)]
            if not self._all_lacking(best, run, lambda t: True) or any(
                    re.search(rf"(?<![\w'\-]){re.escape(t.surface.capitalize())}(?![\w\-])", x) for t in run for x in told):
                continue  # "Commission chair Walter Oyelaran" for the election commission: its own word, capitalised
            phrase = _name_pattern(tuple(t.surface for t in run))
            titles = [self.entries[i].fact.text for key in ((fact.seed, None), (fact.seed, fact.episode))
                      for i in self._frames.get(key, ()) if self.entries[i].fact.kind == "headline"]
            if not any(phrase.search(text) for text in titles):
                return _as_asked(" ".join(t.surface for t in run), q.text)
        return None

    def _written_names(self, q: Question) -> list[list[Term]]:
        """The runs of the question's key words (longest first) that the facts write, mid-sentence, only as a
        capitalised name ("juniper flat": "Juniper Flat", never "juniper flat")."""
        by_word = {t.surface: t for t in q.required if t.stem in self.df and " " not in t.surface}
        words = q.analysis.words
        out: list[list[Term]] = []
        i = 0
        while i < len(words) - 1:
            j = next((j for j in range(min(len(words), i + 4), i + 1, -1) if all(w in by_word for w in words[i:j])
                      and self._only_capitalised(words[i:j], [by_word[w] for w in words[i:j]])), None)
            if j is None:
                i += 1
                continue
            out.append([by_word[w] for w in words[i:j]])
            i = j
        return out

    def _only_capitalised(self, words: list[str], terms: list[Term]) -> bool:
        """Whether the facts (not headlines) write these words together, each time each word capitalised and once at
        least mid-sentence."""
        key = tuple(words)
        if key not in self._capitalised_runs:
            self._capitalised_runs[key] = self._capitalised_each_time(words, terms)
        return self._capitalised_runs[key]

    @cached_property
    def _capitalised_runs(self) -> dict[tuple[str, ...], bool]:
        """Whether a run of words is written only as a capitalised name, as found (``_only_capitalised``)."""
        return {}

    def _capitalised_each_time(self, words: list[str], terms: list[Term]) -> bool:
        """``_only_capitalised`` worked out: the first ``_NAME_SAMPLE`` facts holding every word, in index order."""
        postings = sorted((self.postings.get(t.stem, ()) for t in terms), key=len)
        found = set(postings[0]).intersection(*postings[1:])
        pattern = _name_pattern(tuple(words))
        inside = False
        for i in sorted(found)[:_NAME_SAMPLE]:
            fact = self.entries[i].fact
            if fact.kind == "headline":
                continue
            for m in pattern.finditer(fact.text):
                if not all(w[:1].isupper() for w in m.group(0).split()):
                    return False
                inside = inside or fact.text[:m.start()].rstrip()[-1:] not in _SENTENCE_OPENERS
        return inside

    def _sibling_named(self, q: Question, best: Scored) -> tuple[str, str] | None:
        """The asked name and the other one of its kind the best fact names instead, when the fact's own words lack the
        asked one ("Upper Tamsin reservoir" asked; "Cadell Reservoir … a capacity of 212 gigalitres"; "Danish merchants":
        "Dutch merchants", a capitalised English word before the same noun), or None."""
        words = q.analysis.words
        names = {t.surface for t in q.required if self._named(t, q) and not lexicon.listed(t.surface)}
        known = {t.surface for t in q.required if self._named(t, q) and lexicon.proper(t.surface)}
        kinds = names | {t.surface for t in q.required if looks_like_name(t.surface, q.text)}  # "European beekeepers"
        told: set[str] = set()  # the words of the best fact and its own posts' titles, read at the first name asked
        for k, w in enumerate(words[:-1]):
            kind = words[k + 1]
            if w not in kinds or kind in names or kind in STOPWORDS or not lexicon.listed(kind) or len(kind) < 4:
                continue
            told = told or set().union(*(support.fact_text(x).words for x in [best.entry.fact.text,
                                                                               *self._own_titles(best)]))
            if w in told:
                return None  # the fact names the one asked
            of_kind = rf"(?<![\w'\-])((?:[A-Z][\w'\-]*\s+){{1,3}})(?i:{re.escape(kind)})\b"
            for m in re.finditer(of_kind, best.entry.fact.text):
                other = m.group(1).split()  # "Cadell Reservoir" (from a word's start: linear in a long token)
                if {x.lower() for x in other}.isdisjoint(words) and not _same_start(other, w) \
                        and any(x.lower() not in STOPWORDS for x in other):  # not "This discharge"
                    run = _name_run(w, words, {t.surface for t in q.required if self._named(t, q)})
                    return f"{run} {kind}", m.group(0)
        return self._sibling_after(q, best, names | known)

    def _sibling_after(self, q: Question, best: Scored, names: set[str]) -> tuple[str, str] | None:
        """The asked name and another name the best fact puts right after the asked word before it, in any of its forms,
        when the fact lacks the asked one ("when did it reach Ardanne": "reached Praz-Dessous")."""
        words = q.analysis.words
        text = best.entry.fact.text
        told = support.fact_text(text).words
        for k, w in enumerate(words[1:], 1):
            verb = words[k - 1]
            if w not in names or w in told or verb in names or verb in STOPWORDS or not lexicon.listed(verb) \
                    or len(verb) < 4:
                continue
            for m in _names_after(verb).finditer(text):
                if {x.lower() for x in m.group(1).split()}.isdisjoint(words) and not _same_start(m.group(1).split(), w):
                    return _name_run(w, words, names), m.group(1)
        return None

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

    def _all_lacking(self, best: Scored, wanted: list[Term], designation: Callable[[Term], bool],
                     titled: bool = True) -> list[Term]:
        """The wanted terms the best fact, its own posts (unless not ``titled``), a fact it leans on and (but for a
        designation) its framing lack."""
        if not wanted:
            return []
        fact = best.entry.fact
        texts = [fact.text, *(self._own_titles(best) if titled else [])]
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
        have |= {d for s in list(have) for d in lexicon.demonyms(s)}  # "Norway" asked: "Norwegian troops" say it
        lacking = [t for t in wanted if t.stem not in have]
        if not all(designation(t) for t in lacking):  # the story's framing only for names that are not designations
            framing = self._frames.get((fact.seed, None), []) + (self._frames.get((fact.seed, fact.episode), [])
                                                                 if fact.episode is not None else [])
            framed = set().union(*(support.fact_text(self.entries[i].fact.text).stem_set for i in framing))
            lacking = [t for t in lacking if designation(t) or t.stem not in framed]
        return lacking


# The coverage refusals, in order: the first that gives a reason refuses the best candidate. Each takes the matcher and
# the case (a check after another may assume it passed: the floor on the best score comes before any look at it).
REFUSALS: tuple[Check, ...] = (
    Refusals._refuse_dimension_unknown,
    Refusals._refuse_foreign,
    Refusals._refuse_lost_number,
    Refusals._refuse_unit_unknown,
    Refusals._refuse_weak,
    Refusals._refuse_named_figure,
    Refusals._refuse_number_words_only,
    Refusals._refuse_counts_other,
    Refusals._refuse_no_count,
    Refusals._refuse_no_amount,
    Refusals._refuse_other_measure,
    Refusals._refuse_measures_only,
    Refusals._refuse_counts_other_kind,
    Refusals._refuse_added_only,
    Refusals._refuse_held_only,
    Refusals._refuse_no_people,
    Refusals._refuse_people_did_else,
    Refusals._refuse_counted_in_state,
    Refusals._refuse_no_one_else,
    Refusals._refuse_no_age,
    Refusals._refuse_other_role_figure,
    Refusals._refuse_offset_only,
    Refusals._refuse_no_time,
    Refusals._refuse_no_reason,
    Refusals._refuse_point_only,
    Refusals._refuse_relative_figure,
    Refusals._refuse_position_only,
    Refusals._refuse_other_speaker,
    Refusals._refuse_no_attribute,
    Refusals._refuse_no_identifier,
    Refusals._refuse_topic_unsaid,
    Refusals._refuse_other_year,
    Refusals._refuse_other_time,
    Refusals._refuse_other_designation,
    Refusals._refuse_other_figure,
    Refusals._refuse_label_withheld,
    Refusals._refuse_named_apart,
    Refusals._refuse_measure_apart,
    Refusals._refuse_named_jointly,
    Refusals._refuse_left_out,
    Refusals._refuse_not_on_its_own,
    Refusals._refuse_this_one,
    Refusals._refuse_cost_subject,
    Refusals._refuse_unpriced,
    Refusals._refuse_no_rate,
    Refusals._refuse_missing_name,
    Refusals._refuse_other_extent,
    Refusals._refuse_sibling,
    Refusals._refuse_verb,
    Refusals._refuse_deed_undone,
    Refusals._refuse_deed_untold,
    Refusals._refuse_doer_unnamed,
    Refusals._refuse_role,
    Refusals._refuse_held_role,
    Refusals._refuse_others_leader,
    Refusals._refuse_role_swapped,
    Refusals._refuse_other_payee,
    Refusals._refuse_other_payer,
    Refusals._refuse_other_holder,
    Refusals._refuse_part,
    Refusals._refuse_dimension_missed,
    Refusals._refuse_sum_unsaid,
    Refusals._refuse_gloss,
    Refusals._refuse_no_date,
    Refusals._refuse_no_plan,
    Refusals._refuse_only_pending,
    Refusals._refuse_deed_pending,
    Refusals._refuse_coming_period,
    Refusals._refuse_other_stretch,
    Refusals._refuse_no_clock,
    Refusals._refuse_limit,
    Refusals._refuse_contrast,
    Refusals._refuse_order_unsaid,
    Refusals._refuse_slot_mate,
    Refusals._refuse_other_ordinal,
    Refusals._refuse_other_named,
    Refusals._refuse_written_name,
)


# the paragraph goes on with what a party says of it ("The Alliance says the compensation on offer is too low"): a
# why answer's reason as news reports it
_GRIEVANCE = re.compile(r"\b(?:says?|said|argues?|argued|claims?|claimed|complains?|complained)\b", re.I)


_LIGHT_DEEDS = frozenset(term_for(v).stem for v in LIGHT_VERBS)  # "have", "get", "take": deeds told in other words


_PAST_AUX = frozenset({"did", "was", "were"})  # "what did it find", "what was the result": a thing done


_ROLE_DETERMINERS = frozenset("the a an his her their its".split())  # "the ski instructor": a role asked as holder
_CLAUSE_END = re.compile(r"[;:,()]")  # where a figure's holder stops being said
_DOER_ENDING = re.compile(r"(?:[eo]r|eer|ee|[ae]nt|ist|ian|man|woman)s?$")  # "officer", "attendant", "skier"
_HOLDER_ROLE_REACH = 3  # how many words after "34-year-old" its person noun stands ("a 34-year-old lift attendant")


def _role_noun(word: str) -> bool:
    """Whether a word names one kind of person by its trade or part ("officer", "attendant", "captain"): a person
    noun with a doer's ending, or a title; not a group ("crew") nor a word a doer is made from ("mountain", "repair")."""
    if word in ANSWER_TYPES["person"]:
        return True
    return _DOER_ENDING.search(word) is not None and not lexicon.doer_root(word) \
        and term_for(word).stem in lexicon.persons()  # "offer": an offerer's root, no person


def _figure_role(q: Question, text: str) -> Term | None:
    """The one kind of person a figure question asks of ("how old was the ski instructor", "how many hours had the
    captain been on duty"), by a person noun after a determiner, not a group ("crew") nor before a name ("captain
    Aubry"); or None."""
    words = q.analysis.words
    if not (_asks_age(q) or q.units) or q.handles:
        return None
    for t in q.required:
        k = words.index(t.surface) if t.surface in words else -1
        if k < 1 or not _role_noun(t.surface) or not _ROLE_DETERMINERS.intersection(words[max(0, k - 3):k]):
            continue
        after = words[k + 1] if k + 1 < len(words) else ""
        if after and after not in STOPWORDS and (_role_noun(after) or re.search(rf"\b{re.escape(after.capitalize())}\b", text)):
            continue  # "the ski instructor's", "captain Aubry": not the head, or a name follows
        return t
    return None


def _figure_holders(q: Question, fact: Fact) -> list[str | None]:
    """For each figure of the asked kind in a fact (an age; else one in an asked unit), the person noun it belongs to:
    the one just after an age ("a 34-year-old lift attendant"), else the nearest before the figure in its clause ("the
    second officer … on duty for 16 hours"); None where none is said (a name, a pronoun)."""
    text = support.strip_credits(fact.text)
    if _asks_age(q):
        spans = [(m.start(), m.end()) for m in _AGE.finditer(text)]
    else:
        units = set(q.units)
        spans = [(m.start(), m.end()) for n in fact.numbers if n.unit in units
                 for m in [re.search(rf"(?<![\w.]){re.escape(n.text)}(?![\w])", text)] if m]
    out: list[str | None] = []
    for start, end in spans:
        after = [m.group() for m in itertools.islice(_WORD.finditer(text, end), _HOLDER_ROLE_REACH)] \
            if text[start:end].endswith(("old", "olds")) else []
        before = _WORD.findall(_CLAUSE_END.split(text[:start])[-1])
        told = [k for k, w in enumerate(before) if w.lower() in SPEECH_VERBS or w == "that"]
        before = before[told[-1] + 1:] if told else before  # "chair Fell said the group had raised": not the teller's
        noun = next((w for w in after if _role_noun(w.lower())), None) or next(
            (w for w in reversed(before) if w.islower() and _role_noun(w)), None)
        out.append(noun.lower() if noun else None)
    return out


def _slot_mate(q: Question, t: Term, told: list[str], before: bool = False) -> str | None:
    """The other word the best fact says where the question says ``t``, a key word no fact uses, or None: after the
    same two words, the last a function word ("worked as a *nurse*" for "work as a teacher"), or, with ``before``,
    before the same key word, not the asked verb ("*criminal* trial" for "civil trial"). A different thing likely."""
    words = q.analysis.words
    if t.surface not in words:
        return None
    i = words.index(t.surface)
    asked = set(words)
    said = [analyze(x, strip_attribution=True).words for x in told]

    def other(w: str) -> bool:
        """A content word of the fact that the question does not use, and not the asked word's own form."""
        return w.isalpha() and w not in STOPWORDS and w not in asked and term_for(w).stem != t.stem

    if i >= 2 and words[i - 1] in STOPWORDS:
        for fw in said:
            for j in range(2, len(fw)):
                if fw[j - 2:j] == words[i - 2:i] and other(fw[j]):
                    return fw[j]
    if not before or i + 1 >= len(words):
        return None
    after = words[i + 1]
    verbs = {x.stem for x in (q.predicate, q.action) if x is not None}
    if after in STOPWORDS or term_for(after).stem in verbs or all(x.surface != after for x in q.required):
        return None
    if i + 2 < len(words) and any(re.search(rf"\b{re.escape(words[i + 2])}\b", x, re.I) and
                                  re.search(rf"\b[A-Z]{re.escape(words[i + 2][1:])}\b", x) for x in told):
        return None  # "the grad student venn": a title before a name the fact has
    return next((fw[j] for fw in said for j in range(len(fw) - 1) if fw[j + 1] == after and other(fw[j])), None)
