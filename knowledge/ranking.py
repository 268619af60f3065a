"""The ranking rules: which near candidate goes first when the best one does not give what is asked.

Each ``_prefer_*`` rule looks at the question and the scored candidates and may put a near one first ("how many
now": the later count; "who is the CEO": the fact naming the role; "why": the one stating a cause). They run in the
order ``RankingRules.apply_rules`` gives, after the first stage has scored and described the best candidates; the
fitted second stage (``rerank``) never reorders what a rule chose. The ``_…_lacking`` checks they share with the
refusals say what a candidate lacks.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from functools import cache

from . import lexicon, support
from .analyze import Term, term_for
from .corpus import Corpus
from .entries import EXTENT_KEYS
from .models import Fact
from .numbers import (
    DURATION_UNITS,
    MEASURE_UNITS,
    NUMBER_WORDS,
    canonical_unit,
    number_token,
)
from .predicate import only_verb, plural_noun, verb_after_plural, verb_lemmas
from .question import (
    NOT_AMOUNTS,
    UNIT_DIMENSION,
    Question,
    asked_extent,
    asks_first_thought,
    asks_manner,
    asks_other,
    asks_state_length,
    figure_kinds,
    kind_words,
    kinds_asked,
    looks_like_name,
    measure_asked_of,
    substance_measured,
)
from .scoring import Scored
from .support import FEATURES
from .text import normalize_handle
from .vocab import (
    ANSWER_TYPES,
    BODY_NAME_HEADS,
    CATEGORY_MEMBERS,
    DOER_NOUNS,
    EARLIER_NOUNS,
    EVENT_VERBS,
    FILLER,
    LEADING_TITLES,
    MONEY_VERBS,
    MONTHS,
    PEOPLE_VERB_NOUNS,
    SOURCE_VERBS,
    SPEECH_VERBS,
    STOPWORDS,
    SUPERLATIVES,
)
from .weights import WEIGHTS as W

_SPEAKER = re.compile(r"@(\w+)\s+(\w+)")  # "@LonghavenAction called …"
_BEFORE_YEAR = frozenset("""in for since the of by during until till before after from a an its their this early mid late
spring summer autumn fall winter january february march april may june july august september october november
december""".split())
_YEAR_BOUND = r"\b(?:{})\s+(?:(?:at\s+least|the\s+(?:end|start|beginning|middle)\s+of|early|mid|late)\s+)*{}\b"
# a year only bounding a stretch ("spared until 2028", "until at least the end of 2027"; "no M6 since 1893" of an event)
_OUTSIDE, _FROM = "until|till|before|after", "since"  # the year outside the stretch, or where a state began
_DEADLINE = "by"  # "below its limit by 2030": the latest time, so no figure for 2030 ("the catch for 2030", "the 2030 catch")
_ANY_YEAR = r"(?:1[0-9]{3}|20[0-9]{2})"  # support.YEAR_WORD, in a text
_CLAUSE_CUT = re.compile(r"[,;:()\u2014\u2013]")  # a fact's clauses ("…, beating the record of 45.1 °C set at Tiremont in July 2003")
# "the 2009 strike", "vennland's 2009 outbreak": the year of a thing (a possessor from its token's start: linear)
_YEAR_OF = r"(?:\b(?:the|a|an|its|their|this)|(?<![\w\-])-*\w[\w\-]*['\u2019]s)\s+{}\b"
_TYPE_MISSING, _DIM_MISS = FEATURES.index("type_missing"), FEATURES.index("dim_miss")
_TYPE_OK = FEATURES.index("type_ok")
_DIM_HIT = FEATURES.index("dim_hit")
_TOTAL_ASKED = re.compile(r"\b(?:total|in all|whole|altogether|all told|overall|combined|cumulative)\b", re.I)
# a sum over every one of a set: "across the five strike days", "across all 12 stations", "over both weekends" (not
# "across the country")
_OVER_EVERY = r"(?:across|over)\s+(?:all|both|the\s+(?:\d+|" + "|".join(NUMBER_WORDS) + r"))"
_TOTAL_SAID = re.compile(r"\b(?:total(?:s|led|ed|ling|ing)?|in all|altogether|all told|overall|combined|cumulative|"
                         + _OVER_EVERY + r")\b", re.I)
# an earlier time of the same thing asked: "when was its last big eruption before this one", "the last time … before"
_NOT_LAST_TIME = r"(?!\s+(?:year|week|month|night|weekend|season|spring|summer|autumn|fall|winter)\b)"  # "last year"
_LAST_BEFORE = re.compile(rf"\blast\b{_NOT_LAST_TIME}.*\bbefore\b|\bprevious\b", re.I)  # "the previous record"
_LAST_SAID = re.compile(rf"\b(?:last{_NOT_LAST_TIME}|previous|previously|since|prior|earlier|first time in)\b", re.I)
# a doer named after "by": "chaired by Swiss snow scientist Reto Caduff", "the review by consultancy Halden & Pryce"
_AGENT = re.compile(r"(?<![\w\-])([A-Za-z][\w\-]*)\s+by\s+(?:[a-z][\w\-]*\s+){0,4}[A-Z]")
# a doer named by the act asked: "monitoring contractor Sentinax Security" (act, role, name), "Harrowgate Construction"
_ACT_ROLE_NAME = re.compile(r"(?<![\w\-])([a-z][\w\-]*)\s+([a-z][\w\-]*)\s+[A-Z]")
_NAME_ACT = re.compile(r"(?<![\w\-])([A-Z][\w\-]*)\s+([A-Z][a-z][\w\-]*)\b(?!\s+(?:[A-Z&]|of\b|and\s+[A-Z]))")
# a doer named by whoever hired it for the act: "voted to hire Redfern Surveys to inspect the piers"
_HIRED_TO = re.compile(r"\b(?:hire[ds]?|hiring|contract(?:ed|s)?|appoint(?:ed|s)?|engag(?:ed|es)|commission(?:ed|s))\s+"
                       r"(?:the\s+)?[A-Z][\w'&\-]*(?:\s+(?:[A-Z&][\w'\-]*|of|and))*\s+to\s+([a-z]+)\b")
_ACT_ENDINGS = ("tion", "sion", "ment", "ance", "ence", "ing", "sal", "val")  # construction, monitoring, approval
# a doer of the verb asked named another way: its noun before a name ("manufacturer Orlo Pharma", "the rider's lawyer
# Jan Roe"), "from" a name after what is done or money ("doses of the vaccine from Orlo Pharma", "€2 million from the
# regional council"); a doer named after "by" and an adverb ("run independently by Votewell")
_DOER_KEYS = {term_for(verb).stem: frozenset(nouns) for verb, nouns in DOER_NOUNS.items()}
_SOURCE_KEYS = frozenset(term_for(verb).stem for verb in SOURCE_VERBS)
_MONEY_KEYS = frozenset(term_for(verb).stem for verb in MONEY_VERBS)
_BUILD_STEMS = frozenset(term_for(v).stem for v in ("build", "construct"))  # what the winner of a build contract does
_NOUN_NAME = re.compile(r"(?<![\w\-])([a-z][\w\-]*)\s+(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z]")
_FROM_NAME = re.compile(r"(?<![\w\-])([\w\-]+)\s+from\s+(?:the\s+)?[A-Z]")
_MONEY_WORDS = frozenset("million billion bn m k thousand".split())  # "€14 million from the council"
_SUM = re.compile(r"\d[\d,.]*(?:m|bn|k)")  # "€14m from the council"
_ADVERB_BY = re.compile(r"(?<![\w\-])([A-Za-z][\w\-]*)\s+[a-z]+ly\s+by\s+(?:[a-z][\w\-]*\s+){0,4}[A-Z]")
# what a cost is asked of: "how much does a *launch* cost", "how much would the second *cleanroom* cost"
_COST_OF = re.compile(r"\b(?:how much|what) (?:does|did|do|will|would|could|should)\s+(?:[\w'\-]+\s+){0,3}?([\w'\-]+)\s+cost\b",
                      re.I)


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


def _asked_person(q: Question) -> Term | None:
    """The role or person noun a who-question asks the holder of: its role word, else its first key word naming a kind
    of person ("who was the *pilot* on the flight")."""
    return _asked_role(q) or next((t for t in q.required if q.qtype == "who" and t.stem in lexicon.persons()), None)


_BASED_ASKED = frozenset({"based", "headquartered", "headquarters", "hq", "located", "situated"})
_LOCATED = re.compile(r"\b(?:based|headquartered|located|situated) (?:in|at|near|on)\b|\w-based\b|\bheadquarters (?:in|at)\b")
# where something came from, told: "a female from Lindenau Tierpark", "lifted off from Pellworth", "came from the outer
# main asteroid belt" (a lower-case place a few words on)
_FROM_PLACE = re.compile(r"\bfrom\s+(?:the\s+)?(?:([A-Z][\w'\-]*)|(?:[a-z][a-z\-]*\s+){0,3}(?:belt|region|coast|valley|"
                         r"province|district|county|island|islands|mountains|highlands|desert|sea|ocean|basin|delta)\b)")
_ORIGIN_ASKED = frozenset({"from", "originate", "originated", "originates", "origin", "originally"})


# an age told: "aged 67", "a 67-year-old", "67 years old", an apposition "Tomás Aguirre, 22, …", "the driver, 58.",
# or for a thing the year it was built or founded
_DATING = r"\b(?:built|founded|established|dat(?:ed|es|ing)|plac(?:e|es|ed|ing)|puts?|belong(?:s|ed)?)\b"
# an age in years, months, weeks or days, in figures or words ("67 years old", "nine days old", "a six-week-old cub")
_AGE_FIGURE = r"(?i:\d{1,3}|" + "|".join(w for w in NUMBER_WORDS if w not in ("zero", "hundred", "dozen")) + ")"
_AGE_SPAN = r"(?:year|month|week|day)"
_AGE = re.compile(rf"\bage[ds]?\s+\d{{1,3}}\b|\b{_AGE_FIGURE}[\s-]{_AGE_SPAN}s?[\s-]old\b|\b{_AGE_FIGURE}-{_AGE_SPAN}-olds?\b|"
                  r"(?<![\w'\-])[A-Za-z][\w'\-]*,\s\d{1,3}(?=[,)]|\.(?!\d))|"
                  r"\bAt\s\d{1,3},\s(?=[A-Z])|"  # "At 22, Mehrotra is the youngest champion"
                  rf"\b(?:built|founded|established|born)\s+in\s+(?:{support.YEAR_WORD.pattern})\b|"
                  # a thing's dating: "dates put its first rampart at about 420 BC", "placed in the Late Bronze Age",
                  # "built in the 12th century" (not "3,000 BC residents" nor "21st-century roads")
                  r"\b(?:dat(?:ed|es|ing)|dates?\s+back)\b(?:\s+[\w'\-/]+){0,10}?\s+\d{1,5}(?:/\d{1,5})?\s*(?:BCE?|AD|CE)\b|"
                  rf"{_DATING}(?:\s+[\w'\-]+){{0,8}}?\s+(?:in|from|to)\s+the\s+(?:(?:early|late|mid|middle)[\s-]+)?"
                  r"\d{1,2}(?:st|nd|rd|th)\s+century\b|"
                  rf"{_DATING}(?:\s+[\w'\-]+){{0,8}}?\s+(?:in|from|to)\s+the\s+(?:(?:Early|Late|Middle)\s+)?"
                  r"(?:Stone|Bronze|Iron)\s+Age\b")


_PEOPLE = frozenset({"people", "ppl", "persons", "folks", "individuals"})


def _how_many_at(words: list[str], counted: Callable[[str], bool]) -> int | None:
    """Where the noun "how many" counts stands, when ``counted`` takes it ("how many *patients* died"), or None."""
    return next((k for k in range(2, len(words)) if words[k - 2] == "how" and words[k - 1] == "many"
                 and counted(words[k])), None)


def _person_noun(word: str) -> bool:
    """Whether a word is a noun for a kind of person (WordNet's: "patients", "archaeologists")."""
    return term_for(word).stem in lexicon.persons()


def _counts_people(q: Question) -> bool:
    """Whether "how many people" is asked: a figure counting any kind of person answers ("38 archaeologists")."""
    return _how_many_at(q.analysis.words, _PEOPLE.__contains__) is not None


def _counts_persons(q: Question) -> bool:
    """Whether "how many" asks a count of one kind of person ("how many patients died"), by a plural person noun."""
    return _how_many_at(q.analysis.words, lambda w: w.endswith("s") and _person_noun(w)) is not None


def _people_verb(q: Question) -> Term | None:
    """What the people counted did ("how many ppl died": died; "how many patients died"), a key word after the word
    counting them, or None."""
    words = q.analysis.words
    at = _how_many_at(words, lambda w: w in _PEOPLE or _person_noun(w))
    after = set(words[(len(words) if at is None else at) + 1:])
    verb = next((t for t in q.required if t.surface in after and (t.surface.endswith("ed") or only_verb(t.surface))),
                None)
    return Term(verb.surface, verb.stem, frozenset(), verb.filler, None) if verb else None  # itself, not its synonyms


def _says_people_verb(verb: Term | None, text: str) -> bool:
    """Whether a fact says what the people counted did (``_people_verb``): the verb, or a word WordNet makes of it
    ("died": deaths; "signed": 26,000 signatures)."""
    return verb is not None and (support.says_verb(verb, support.fact_text(text), W.verb_form_min)
                                 or support.counts(_doers_of(verb.stem), text))


def _people_deed(q: Question) -> Term | None:
    """What the people counted do, told by a noun for them ("how many ppl work there": work, told by "employees"): the
    verb after them (``_people_verb``), else the key word right after the word counting them, when nouns tell its doers."""
    verb = _people_verb(q)
    if verb is not None:
        return verb
    words = q.analysis.words
    at = _how_many_at(words, _PEOPLE.__contains__)
    after = words[at + 1] if at is not None and at + 1 < len(words) else None
    return next((t for t in q.required if t.surface == after and _doers_of(t.stem)), None)


@cache
def _doers_of(stem: str) -> frozenset[str]:
    """The stems of the nouns for people who do a verb ("work": employees, workers, staff; "live": residents): world.json
    ``people_verb_nouns`` and its agent nouns WordNet relates to it ("vote": voter), so "1,094 voters" tells who voted."""
    named = {term_for(n).stem for k, v in PEOPLE_VERB_NOUNS.items() if term_for(k).stem == stem for n in v}
    agents = {r for r in lexicon.relatives(stem) if r.endswith(("er", "or")) and r in lexicon.persons()}
    return frozenset(named | agents)


_FOUNDED_BY = re.compile(r"\s+by\s+(?:[a-z][\w\-]*\s+){0,3}([A-Z][\w'\-]*)")  # "founded in 2019 by … Renhart"


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


def _measures_amount(units: frozenset[str]) -> bool:
    """Whether a fact's figure units hold one that "how much" may ask unnamed: money, a share, a measure or a count."""
    return any(UNIT_DIMENSION.get(u) not in NOT_AMOUNTS for u in units)


def _measures_other_only(units: frozenset[str], dims: frozenset[str]) -> bool:
    """Whether a fact's figures all measure a dimension an amount of the stuff asked is not measured in ("58 km
    downstream", "for six hours" for "how much oil spilled"): no count, share or bare figure among them."""
    return bool(units) and all(u in UNIT_DIMENSION and UNIT_DIMENSION[u] not in dims for u in units)


def _measures_in(units: frozenset[str], dims: frozenset[str]) -> bool:
    """Whether a fact's figures hold one in a dimension of ``dims`` ("6,480 barrels": a volume)."""
    return any(UNIT_DIMENSION.get(u) in dims for u in units)


def _counts_thing(units: frozenset[str]) -> bool:
    """Whether a fact's figure units hold one that "how many" may ask unnamed: a count, not a measure or a share."""
    return any(u not in UNIT_DIMENSION and u != "percent" for u in units)


def _deed_events(q: Question, counted: frozenset[str]) -> frozenset[str]:
    """The stems of the event nouns telling a deed the question says after "how many" ("how many sheep have the
    wolves killed": losses, kills, deaths; world.json `event_nouns`), none if it says no such deed."""
    words = q.analysis.words
    at = _how_many_at(words, lambda _: True)
    start = len(words) if at is None else at
    return frozenset(term_for(e).stem for w in words[start:] if term_for(w).stem not in counted
                     for lemma in verb_lemmas(w) for e in EVENT_VERBS.get(lemma, ()))


def _covers_as_well(s: Scored, best: Scored, context: bool = False) -> bool:
    """Whether a candidate has as many of the question's key words as the best one (as written or as synonyms; with
    ``context``, also those its post titles and digest say: "The audit was completed on 11-14" under "generator
    audit")."""
    if best.features is None:
        return True
    extra = s.features[_REQ_CONTEXT] if context and s.features is not None else 0.0
    return s.features is not None and support.covered(s.features) + extra >= support.covered(best.features) - 1e-9


_REQ_CONTEXT = FEATURES.index("req_context")
_REQ_MISSING = FEATURES.index("req_missing")


def _echoes(s: Scored) -> bool:
    """Whether a candidate is a summary, headline or "Why it matters" bullet having every key word of the question."""
    return s.entry.fact.kind != "confirmed" and s.features is not None and support.covered(s.features) >= 1.0 - 1e-9


def _says_changed(s: Scored, kinds: frozenset[str]) -> bool:
    """Whether a candidate tells a figure (of these kinds, if any) as it now stands or as it changed."""
    text = s.entry.fact.text
    return any(support.said_changed(text, n.text) for n in s.entry.fact.numbers
               if not kinds or not kinds.isdisjoint(figure_kinds(frozenset({n.unit}))))


def _covers_nearly(s: Scored, best: Scored) -> bool:
    """Whether a candidate covers the question as well as the best one (its post titles and digest too), or lacks at
    most one key word more."""
    if best.features is None or _covers_as_well(s, best, context=True):
        return True
    return s.features is not None and s.features[_REQ_MISSING] <= best.features[_REQ_MISSING] + 1


def _first_nouns(q: Question) -> frozenset[str]:
    """The nouns a fact calling one the first ("the opening offer") tells the earlier state of: the question's words,
    and any figure noun when a first belief is asked ("what did they first think": "early estimates")."""
    return frozenset(t.surface for t in q.required + q.optional) | {t.stem for t in q.required} \
        | (EARLIER_NOUNS if asks_first_thought(q.analysis.words) else frozenset())


def _keeps_recurrence(q: Question, best: Scored) -> Callable[[Scored], bool]:
    """What a later fact must do to replace the best one when "… again" is asked and the best tells the restart: tell
    one too (otherwise anything may)."""
    if "again" not in q.analysis.words or not support.tells_recurrence(support.fact_text(best.entry.fact.text)):
        return lambda s: True
    return lambda s: support.tells_recurrence(support.fact_text(s.entry.fact.text))


def _keeps_alternative(q: Question, best: Scored) -> Callable[[Scored], bool]:
    """What a later fact must do to replace the best one when a yes/no question asks an outcome and the best tells its
    alternative ("are they closing branches now": "all branches will stay open"): tell one too."""
    others = support.alternative_outcomes(frozenset(t.stem for t in q.required)) if q.qtype == "yesno" else ()
    if not others or not support.tells_phrase(support.fact_text(best.entry.fact.text), others):
        return lambda s: True
    return lambda s: support.tells_phrase(support.fact_text(s.entry.fact.text), others)


def _says_term(t: Term, s: Scored) -> bool:
    """Whether a fact says a key word, as written, as a synonym, or as the head of a compound ("pipeline": line)."""
    if not t.keys.isdisjoint(s.entry.keys):
        return True
    return any(len(w) > len(t.surface) + 2 and w.endswith(t.surface)
               for w in support.fact_text(s.entry.fact.text).words)


def _asks_leader(q: Question) -> bool:
    """Whether a who-question asks who leads ("who runs X", "who's the head / boss of X")."""
    return q.qtype == "who" and any(t.stem == _LEAD.stem or t.stem in _LEADING for t in q.required)


def _names_title_holder(text: str, asked: frozenset[str]) -> bool:
    """Whether a fact names someone holding a leading title, beside the name ("museum director Ines Thorvald") or in a
    clause ("Dana Whitcombe takes over as chair")."""
    return support.titles_own_name(_TITLES, text, asked) or support.holds_title(_TITLES, text, asked)


def _says_act(act: Term, ft: support.FactText) -> bool:
    """Whether a fact says an act itself, or a noun WordNet makes of it ("investigated": "investigation"), not only a
    word of its kind ("review")."""
    return act.stem in ft.stem_set or not ft.stem_set.isdisjoint(lexicon.derived(act.stem))


def _opens_with_doer(text: str) -> bool:
    """Whether a fact opens on a person by what they are, unnamed ("A lookout on Osprey Point reported the smoke"):
    it tells who did the act it says."""
    m = _OPENING_NOUN.match(text)
    return m is not None and term_for(m.group(1)).stem in lexicon.persons() - lexicon.people_words()


_OPENING_NOUN = re.compile(r"(?<!\w)(?i:an?|the|one|two|three|four|five|\d+)\s+([a-z][a-z\-]*)\b")


def _asks_age(q: Question) -> bool:
    """Whether a question asks how old someone or something is."""
    words = q.analysis.words
    return any(a == "how" and b == "old" for a, b in zip(words, words[1:]))  # not "the Bronze Age"


_LEAD = term_for("lead")
_TITLES = CATEGORY_MEMBERS["lead"] | frozenset("director head leader commander boss manager chairperson organiser executive "
                                                "organizer coach mayor governor minister commissioner".split()) | LEADING_TITLES
_LEADING = frozenset(term_for(w).stem for w in ("head", "boss", "leader"))  # who leads, as a noun (not "director": a title)
_LEADING_ROLES = frozenset(term_for(w).stem for w in CATEGORY_MEMBERS["lead"]) | _LEADING  # chair, CEO, president, boss
# asked, any leading title answers ("who chairs X": its president too); not a title of its own ("X's CEO")
_ANY_LEADER = frozenset(term_for(w).stem for w in ("lead", "leader", "head", "boss", "charge", "run", "chair"))
_LEADER_STEMS = _LEADING_ROLES | _ANY_LEADER | {_LEAD.stem}  # the stems of who leads: none the body's
_TITLE_SURFACES = _TITLES | support.TITLE_PARTS  # a title's words ("chief", "executive"): none the body's


def _asked_body(q: Question) -> frozenset[str]:
    """The stems of what a who-question asks the leader of ("the union boss": union; "who chairs the Spectrum Appeals
    Tribunal"; "Kestrel's chief executive"), when it asks who leads or holds a leading title; else none."""
    if q.qtype != "who" or not (_asks_leader(q) or any(t.stem in _LEADING_ROLES for t in q.required)):
        return frozenset()
    return frozenset(t.stem for t in q.required if t.stem not in _LEADER_STEMS
                     and t.surface not in _TITLE_SURFACES and t.stem not in _DEPARTED)


def _says_asked_title(role: Term | None, text: str) -> bool:
    """Whether a fact says the title a who-question asks (``role``: ``_asked_role``), when it asks one of its own ("the
    union's chief executive"); any leading title answers who leads, heads, chairs or is the boss."""
    return role is None or role.stem in _ANY_LEADER or support.says_role(role.stem, text)


# the best fact already says who leads: "led by union organiser Priya Nair", "Priya Nair, who leads the union"
_LED_BY = re.compile(r"\b(?:led|headed|run|chaired|managed|directed) by\s+(?:[a-z]+\s+){0,3}[A-Z]|"
                     r"(?<![\w'\-])[A-Z][\w'\-]*,\s+who\s+(?:leads|heads|runs|chairs|led|headed|ran)\b|"
                     r"(?<![\w'\-])[A-Z][\w'\-]*\s+(?:leads|heads|runs|chairs)\s+the\b")  # not "Rovers led 2-0": a score


_BODY_NAME = re.compile(r"\b(?:led|headed|run|chaired|managed|directed) by\s+(?:the\s+)?((?:[A-Z][\w'\-&]*\s+)*[A-Z][\w'\-&]*)")


def _led_by_person(text: str) -> bool:
    """Whether a fact says who leads by a person, not only by a body ("the zoo, run by the Acme Zoological
    Society" names no one running it; world.json ``body_name_heads``)."""
    bodies = {m.start() for m in _BODY_NAME.finditer(text) if m.group(1).split()[-1].lower() in BODY_NAME_HEADS}
    return any(m.start() not in bodies for m in _LED_BY.finditer(text))


# a leader gone ("now that the director left", "after the old boss quit"), and the one who took over
_DEPARTED = frozenset(term_for(w).stem for w in ("quit", "left", "resigned", "retired", "departed", "ousted", "sacked"))
_SUCCESSOR = re.compile(r"\b(?:new|interim|acting|incoming|successor|(?:took|taken|takes|taking) over|replaced by|"
                        r"(?:stepped|steps|stepping) in|succeed(?:s|ed)?)\b", re.I)
_LED_BE = frozenset("is was are were be been being has have had now currently also jointly".split())
# a word for whatever body or thing is led: "the group is led by", "which is run by", "it is chaired by"
_LED_GENERIC = frozenset("""it which that who they this group team crew unit body panel committee board organisation
organization company firm consortium outfit agency department office""".split())


# a name, a verb of leading, then what is led: "Banerjee has led the authority", "Ruiz now heads the lab", "Vantongeren
# will run OVSB"
_LEADS_VERB = re.compile(r"(?<![\w'\-])[A-Z][\w'\-]*\s+(?:(?:(?:has|have|had)\s+)?(?:now\s+|also\s+)?"
                         r"(?:leads|led|heads|headed|runs|run|chairs|chaired|is leading|is heading|is running)|"
                         r"(?:will|would)\s+(?:now\s+|also\s+)?(?:lead|head|run|chair))\s+"  # "Feltrin will lead the trust"
                         r"((?:[\w'\-]+\s+){0,3}[\w'\-]+)")


def _year_bound_only(year: str, question: str, text: str) -> bool:
    """Whether a text says a year only as a bound of a stretch while the question names it as a time: outside it
    ("spared until 2028" for "close in 2028"), or, for the year of a thing ("the 2009 strike"), where it began ("the
    first strike since 2009"; "has held the title since 2023" does tell who held it in 2023), or, for a figure of a
    year ("the catch for 2030"), a deadline ("below its limit by 2030"; "a year by 2040" still tells it in 2040)."""
    if re.search(_YEAR_BOUND.format(f"{_OUTSIDE}|{_FROM}", year), question, re.IGNORECASE):
        return False  # "since 2009" asked
    of_thing = re.search(_YEAR_OF.format(year), question, re.IGNORECASE)
    period = of_thing or re.search(rf"\bfor\s+{year}\b", question, re.IGNORECASE)
    kinds = [_OUTSIDE] + ([_FROM] if of_thing else []) + ([_DEADLINE] if period else [])
    bound = re.compile(_YEAR_BOUND.format("|".join(kinds), year), re.IGNORECASE)
    return bool(re.search(rf"\b{year}\b", text)) and not re.search(rf"\b{year}\b", bound.sub(" ", text))


# any year bounding a stretch ("by 2030", "since 2009", "from 2019 through 2021"): no year a figure is tied to
_ANY_YEAR_BOUND = re.compile(_YEAR_BOUND.format(f"{_OUTSIDE}|{_FROM}|{_DEADLINE}|from|through|to", _ANY_YEAR),
                             re.IGNORECASE)


def _tied_to_other_year(year: str, names: frozenset[str], text: str) -> bool:
    """Whether every clause of a text saying one of the question's names ties it to another year, not the one asked
    ("beating the record of 45.1 °C set at Tiremont in July 2003" for Tiremont in 2027; a year after "by", "since",
    "until" … only bounds a stretch)."""
    clauses = [_ANY_YEAR_BOUND.sub(" ", c) for c in _CLAUSE_CUT.split(text)
               if names & set(re.findall(r"[a-z][\w'\-]*", c.lower()))]
    return bool(clauses) and all(re.search(rf"\b{_ANY_YEAR}\b", c) and not re.search(rf"\b{year}\b", c)
                                 for c in clauses)


def _year_of_another(year: str, names: frozenset[str], others: frozenset[str], text: str) -> bool:
    """Whether every clause of a text saying the year asked names another's name and none of the question's ("the
    28-point deduction given to Halden Park in 2019" for the Foxes in 2019): another holder's figure of that year."""
    clauses = [set(re.findall(r"[a-z][\w'\-]*", c.lower())) for c in _CLAUSE_CUT.split(text)
               if re.search(rf"\b{year}\b", c)]
    return bool(names and clauses) and all(not names & c and c & others - names for c in clauses)


def _times_said(fact: Fact) -> set[str]:
    """The days ("07-25") and months ("april") a fact gives in its text or was reported in."""
    days = support.days_of(fact.text) | {(d.month, d.day) for d in support.report_dates(fact)}
    months = support.months_of(fact.text) | {m for m, _ in days}
    return {f"{m:02d}-{d:02d}" for m, d in days} | {MONTHS[m - 1] for m in months}


class RankingRules(Corpus):
    """The ranking rules over a question's scored candidates (on the facts' ``Corpus``)."""

    def apply_rules(self, q: Question, scored: list[Scored]) -> None:
        """Run the ranking rules in their order over the described candidates (each may put a near one first)."""
        self._prefer_asked_contrast(q, scored)
        self._prefer_limited(q, scored)
        self._prefer_timed(q, scored)
        self._prefer_numbered(q, scored)
        self._prefer_rate_asked(q, scored)
        self._prefer_total(q, scored)
        self._prefer_sum_not_rate(q, scored)
        self._prefer_capacity(q, scored)
        self._prefer_instance(q, scored)
        self._prefer_title_holder(q, scored)
        self._prefer_plain_role(q, scored)
        self._prefer_kind_titled(q, scored)
        self._prefer_superlative_of(q, scored)
        self._prefer_own_role(q, scored)
        self._prefer_told_over_title(scored)
        self._prefer_age(q, scored)
        self._prefer_sized(q, scored)
        self._prefer_extent(q, scored)
        self._prefer_distance_from(q, scored)
        self._prefer_size_of(q, scored)
        self._prefer_dated(q, scored)
        self._prefer_state_end(q, scored)
        self._prefer_recurrence(q, scored)
        self._prefer_alternative(q, scored)
        self._prefer_share_of_measure(q, scored)
        self._prefer_located(q, scored)
        self._prefer_origin(q, scored)
        self._prefer_amount(q, scored)
        self._prefer_amount_of(q, scored)
        self._prefer_counting(q, scored)
        self._prefer_speaker(q, scored)
        self._prefer_agent(q, scored)
        self._prefer_named_doer(q, scored)
        self._prefer_action_said(q, scored)
        self._prefer_tied_leader(q, scored)
        self._prefer_later_now(q, scored)
        self._prefer_event_tally(q, scored)
        self._prefer_successor(q, scored)
        self._prefer_happened(q, scored)
        self._prefer_deed_done(q, scored)
        self._prefer_marked_earlier(q, scored)
        self._prefer_earlier(q, scored)
        self._prefer_last_before(q, scored)
        self._prefer_cost_subject(q, scored)
        self._prefer_own_fault(q, scored)
        self._prefer_cause(q, scored)
        self._prefer_manner(q, scored)
        self._prefer_year_said(q, scored)

    def _held_role(self, q: Question) -> tuple[Term, Term] | None:
        """A who-question's role and the name whose holder it asks ("the mayor of Marisco Beach": mayor, marisco)."""
        role = _asked_person(q)
        if role is None:
            return None
        owner = next((t for t in q.required if t is not role and (t.surface in self._name_words
                                                                  or not lexicon.english(t.surface))), None)
        return (role, owner) if owner is not None else None

    def _prefer_tied_leader(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact tying a leader to the body asked, by its head noun ("Kestrel chief executive Sofia
        Delacroix-Maas", "The union is claiming 9%; general secretary Dervla Quinlan said") when who leads it is asked
        and the best fact ties none to it ("Chief executive Marcus Ellery-Shaw said the company …" for the union boss)."""
        asked_body = _asked_body(q)
        heads = [stem for stem in (term_for(w).stem for w in q.analysis.words) if stem in asked_body][-1:]
        body = frozenset(heads)  # its head noun: "Great Union Railways" is no union
        best = scored[0].entry.fact.text
        if not body or self._led_asked(q, best) and _led_by_person(best) or self._leads_asked(q, best):
            return  # a body leading it ("run by the National Trust") names no leader a title ties to it
        asked = frozenset(q.analysis.words)
        if not support.title_tied(_TITLES, best, asked, body):
            role = _asked_role(q)
            scored[:] = self._near_first(scored, W.title_share, lambda s: s.entry.fact.kind != "headline" and support.title_tied(
                _TITLES, s.entry.fact.text, asked, body) and _says_asked_title(role, s.entry.fact.text))

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

    @staticmethod
    def _near_first(scored: list[Scored], share: float, accept: Callable[[Scored], bool]) -> list[Scored]:
        """The candidates, first the first near one (≥ ``share`` of the best) not contrasting that ``accept`` takes; never
        one lacking the measure asked before a best that gives it ("how much is it paying in the end": a later fact
        with no sum does not pass one that gives the price)."""
        floor = share * scored[0].score
        gives = scored[0].features is not None and bool(scored[0].features[_DIM_HIT])
        for k, s in enumerate(scored[1:W.describe_limit], 1):
            if s.score < floor:
                break
            if s.features is not None and s.contrast is None and not (gives and s.features[_DIM_MISS]) and accept(s):
                return [s, *scored[:k], *scored[k + 1:]]
        return scored

    def _prefer_asked_contrast(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near candidate that says what the question asks ("last") when the best one says another ("first")."""
        clash = scored[0].contrast
        if clash is not None:
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: support.says_asked_modifier(
                q.asked_words, clash[0], support.fact_text(s.entry.fact.text)))

    @staticmethod
    def _limit_lacking(q: Question, fact: Fact) -> str | None:
        """The question's limiting phrase ("no longer") when a fact lacks it; none for yes/no ("is it not …?"), nor
        one of a why's premise ("why did turnout go up if no new ballots were added")."""
        if q.qtype == "yesno":
            return None
        return support.limit_missing(q.text.replace(q.premise, " ") if q.premise else q.text, q.asked_words, fact.text)

    def _prefer_limited(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near candidate that says the question's limiting word ("no longer") when the best one does not."""
        if self._limit_lacking(q, scored[0].entry.fact):
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: not self._limit_lacking(q, s.entry.fact))

    def _year_lacking(self, q: Question, best: Scored) -> str | None:
        """A year the question names ("in the 1963 eruption") that the best fact, its own posts and its dates lack."""
        words = q.analysis.words
        names = frozenset(words) & self._name_words
        years = [w for k, w in enumerate(words) if support.YEAR_WORD.fullmatch(w) and k and (
            words[k - 1] in _BEFORE_YEAR or words[k - 1] in self._name_words and re.search(
                rf"\b{re.escape(words[k - 1])}['\u2019]s\s+{w}\b", q.text, re.IGNORECASE))  # "vennland's 2023 outbreak"
            # (not "paris 2024": the year in a name)
                 and (number_token(float(w)) not in best.entry.numbers or _year_bound_only(w, q.text, best.entry.fact.text)
                      or _year_of_another(w, names, self._name_words, best.entry.fact.text))]
        # (not "were 1200 people …": 1,200 told)
        if not years:
            return None
        fact = best.entry.fact
        said = " ".join([fact.text, *self._own_titles(best)])
        reported = {str(d.year) for d in support.report_dates(fact)}
        return next((y for y in years if (y not in said or _year_bound_only(y, q.text, said)
                                          or _year_of_another(y, names, self._name_words, fact.text)) and (
            y not in reported or _tied_to_other_year(y, names, fact.text))), None)

    def _prefer_year_said(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near candidate saying the year asked when the best one lacks it (``_year_lacking``)."""
        asked = self._year_lacking(q, scored[0])
        if asked:
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: re.search(
                rf"\b{asked}\b", s.entry.fact.text) is not None and self._year_lacking(q, s) is None)

    def _prefer_timed(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near candidate giving the day or month asked when the best one gives another (``time_lacking``)."""
        asked = support.time_lacking(q.text, scored[0].entry.fact)
        if asked:
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: asked in _times_said(s.entry.fact)
                                         and support.time_lacking(q.text, s.entry.fact) is None)

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
                    or token in best.entry.numbers and not support.counts_not_names(n, fact.text):
                continue  # a common noun's number ("draw 1487"), not a version ("brambledb 8")
            said = said if said is not None else " ".join([fact.text, *self._own_titles(best)])
            if not re.search(rf"(?<![\d.,]){n}(?![\d.,]\d)", said) or token in best.entry.numbers:
                return f"{w} {n}"  # lacked, or said only as a count ("piste 14": "11 of its 14 lifts")
        return None

    def _prefer_counting(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact whose number counts what is asked ("48 two-person counting teams" for "how many
        counting teams") when the best one's numbers count other things; for "how many people <deed>", a fact naming
        them by the deed ("6,200 residents" for "how many people live there") as a name tie."""
        stems = self._counted_stems(q)
        verb = None
        people = not stems and _counts_people(q)
        if people:  # "how many ppl died": people of any kind, who did what was asked
            stems, verb = lexicon.persons(), _people_verb(q)
        if not stems:
            return

        def counting(s: Scored) -> bool:
            """Whether the fact's figure counts what is asked (and says the verb asked of people)."""
            return support.counts(stems, s.entry.fact.text) and (verb is None or _says_people_verb(verb, s.entry.fact.text))

        if not counting(scored[0]):
            scored[:] = self._near_first(scored, W.contrast_fallback, counting)
        deed = _people_deed(q) if people and not counting(scored[0]) else None
        doers = _doers_of(deed.stem) if deed is not None else frozenset()
        if doers:
            scored[:] = self._near_first(scored, W.name_tie_share, lambda s: support.counts(doers, s.entry.fact.text))

    def _prefer_amount(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact whose figure measures or counts something ("imports at the 4.2 GW maximum") when "how
        much" is asked in no named unit and the best fact's figures measure and count nothing ("blackouts since 1987") or
        only a span or a pitch ("a four-week consultation"); for "how many", a near fact counting something when the
        best one's figures only measure or share ("more than 60% had signed"). The near fact must have as many of the
        question's key words, unless the best is a summary or headline echoing all of them: a confirmed one may lack some."""
        words = q.analysis.words
        pairs = set(zip(words, words[1:]))
        fits = _measures_amount if ("how", "much") in pairs else _counts_thing if ("how", "many") in pairs else None
        if fits is None or q.kind != "number" or q.dimensions or q.units or fits(scored[0].entry.units):
            return
        best = scored[0]
        framing = _echoes(best)  # a summary repeating every key word without the figure asked
        scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: fits(s.entry.units) and (
            _covers_as_well(s, best) or framing and s.entry.fact.kind == "confirmed"))

    def _prefer_amount_of(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact giving an amount of the stuff "how much" asks of ("6,480 barrels" for "how much oil
        spilled") when the best one's figures only measure what it is not measured in ("58 km downstream"); else one
        whose figures are not all such measures (a count or an unknown unit may be it)."""
        dims = substance_measured(q)
        if not dims or not _measures_other_only(scored[0].entry.units, dims):
            return
        scored[:] = self._near_first(scored, W.typed_share, lambda s: _measures_in(s.entry.units, dims))
        if _measures_other_only(scored[0].entry.units, dims):  # else one whose figure may be it ("1,000 m3/s")
            scored[:] = self._near_first(scored, W.typed_share, lambda s: bool(s.entry.units) and not
                                         _measures_other_only(s.entry.units, dims))

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
        the 412 cameras"); for how it turned out, a later fact's post titles count in its cover ("how much of the
        coral actually died": "coral mortality at 24%" under a title saying the coral died)."""
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
        # a figure of the kind asked the best gives, a later one gives too: not a restart's "8" for "how much oil
        # spilled" after "2,300 barrels", nor "an 18% jump" for "how many lead pipes" (a count read in words when it
        # counts what is asked: "excess deaths … at 1,086")
        kinds = kinds_asked(q, best.entry.units) - ({"count"} if need_count else frozenset())
        asked = [t.surface for t in q.required] + [t.stem for t in q.required]  # "costing": "the cost rose to"
        need_level = q.kind == "number" and support.states_level(asked, best.entry.fact.text)
        # "a budget of £8.3 billion" is not updated by a later "£58.90/MWh" unless a rate is asked
        need_amount = support.sums_per_unit(best.entry.fact) is False and not support.asked_rate(q.analysis.words)
        keeps_restart = _keeps_recurrence(q, best)  # "is it collecting again or still suspended"
        keeps_leader = self._keeps_leader(q, best)  # "who runs the firm now": a leader named, not a portal's runner
        keeps_alternative = _keeps_alternative(q, best)  # "are they closing branches now": "will stay open" kept
        outcome = not q.asks_present  # "how much coral actually died": the outcome's report may name the event only
        # in its post titles ("coral mortality at 24%"); a "now" fact must say what it updates itself

        def later(s: Scored, titled: bool = False) -> bool:
            """A later fact covering the question as well (its post titles and digest too when ``titled``), holding an
            answer as the best one does (counting what is asked, when the best one counts it)."""
            f = s.features
            assert f is not None
            d = s.entry.first_date
            return d is not None and d > d0 \
                and _covers_as_well(s, best, context=outcome or titled) \
                and f[_TYPE_OK] >= f0[_TYPE_OK] and (not need_number or bool(s.entry.fact.numbers)) \
                and (not kinds or not kinds.isdisjoint(figure_kinds(s.entry.units))) \
                and (not need_count or support.counts(counted, s.entry.fact.text)) \
                and (not need_level or support.states_level(asked, s.entry.fact.text)) \
                and (not need_amount or support.sums_per_unit(s.entry.fact) is not True) and keeps_restart(s) \
                and keeps_leader(s) and keeps_alternative(s)

        moved = self._near_first(scored, W.later_now_share, later)
        if moved[0] is best and q.kind == "number":  # "the count now stands at 23 fragments": far below a best that
            # tells no change, a later fact saying its figure changed or stands so now is still the latest figure
            moved = self._near_first(scored, W.later_change_share, lambda s: s.entry.fact.kind != "headline"
                                     and _says_changed(s, kinds) and later(s, titled=True))
        scored[:] = moved

    def _prefer_event_tally(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near later fact tallying the asked deed as events befalling the counted noun ("sheep losses …
        now stand at 61") when "how many <noun> have <verb>ed … so far" is asked ("how many sheep have the wolves
        killed so far") and the best fact tells no such tally (world.json `event_nouns`: killed is told by losses)."""
        counted = self._counted_stems(q) if q.qtype == "count" and q.asks_now else frozenset()
        events = _deed_events(q, counted) if counted else frozenset()
        best = scored[0]
        d0 = best.entry.first_date
        if not events or d0 is None or support.tallies_events(counted, events, best.entry.fact.text):
            return
        scored[:] = self._near_first(scored, W.event_tally_share, lambda s: s.entry.fact.kind != "headline"
                                     and s.entry.first_date is not None and s.entry.first_date > d0
                                     and support.tallies_events(counted, events, s.entry.fact.text))

    def _keeps_leader(self, q: Question, best: Scored) -> Callable[[Scored], bool]:
        """What a later fact must do to replace the best one when who leads is asked ("who runs X now") and the best
        names a leader: name one too (otherwise anything may)."""
        if not _asks_leader(q) or not self._names_leader(q, best.entry.fact.text):
            return lambda s: True
        return lambda s: self._names_leader(q, s.entry.fact.text)

    def _names_leader(self, q: Question, text: str) -> bool:
        """Whether a fact names who leads: a title holder, or one leading something the question may ask."""
        return _names_title_holder(text, frozenset(q.analysis.words)) or self._led_asked(q, text) \
            or self._leads_asked(q, text)

    def _prefer_happened(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near later fact telling that it happened ("the audit was completed on 11-14") when a past
        when-question ("when did they finish the audit") finds a plan first ("must finish by 2027-09-30")."""
        best = scored[0]
        d0 = best.entry.first_date
        if not q.asks_happened or d0 is None or not support.tells_plan(best.entry.fact.text):
            return
        # "when did barges pass through again": "Barge traffic resumed at 06:00; … expected to clear the queue" tells the
        # restart beside a plan (not "… seven days after the reopening")
        keeps_restart = _keeps_recurrence(q, best)
        scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: s.entry.first_date is not None
                                     and s.entry.first_date > d0 and not support.tells_plan(s.entry.fact.text)
                                     and s.entry.fact.kind != "headline" and support.fact_text(s.entry.fact.text).has_date
                                     and _covers_as_well(s, best, context=True) and keeps_restart(s))

    def _prefer_deed_done(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact telling the asked deed done on a date ("Cindervane launched on 04-11"; "restarted its
        Kestrel pipeline on 02-26") when a past when-question ("when did it come out", "when did the line start up
        again") finds first one that does not ("revealed a release date of 14 March", "expects to apply to restart the
        line"); it must say every key word of the question but the verb, as written, as a synonym or as a compound's
        head ("pipeline" for "line")."""
        deeds = q.deeds
        best = scored[0]
        if not q.asks_happened or not deeds or support.tells_deed_done(best.entry.fact.text, deeds):
            return
        verb = q.predicate or q.verb
        rest = [t for t in q.required if t is not verb and t.surface not in q.phrasal]
        scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: s.entry.fact.kind != "headline"
                                     and support.tells_deed_done(s.entry.fact.text, deeds)
                                     and all(_says_term(t, s) for t in rest))

    def _prefer_marked_earlier(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact calling a figure, or what is asked, the first one ("the district's opening offer is a
        1.5% raise", "early estimates … dated it to") when the earlier state is asked ("what was the first offer", "what
        did they want originally") and the best fact calls none so; it must cover the question nearly as well and give
        a figure when the best does."""
        best = scored[0]
        if q.qtype in ("who", "why", "where", "yesno") or not q.asks_earlier:
            return
        nouns = _first_nouns(q)
        if support.marks_first(best.entry.fact.text, nouns):
            return
        need_number = bool(best.entry.fact.numbers)
        scored[:] = self._near_first(scored, W.earlier_marked_share, lambda s: s.entry.fact.kind != "headline"
                                     and support.marks_first(s.entry.fact.text, nouns) and _covers_nearly(s, best)
                                     and (not need_number or bool(s.entry.fact.numbers)))

    def _prefer_earlier(self, q: Question, scored: list[Scored], decided: bool = False) -> None:
        """Put first a near fact telling an earlier figure ("up from the initial estimate of £14 million") when one is
        asked ("what was the first estimate") and the best fact gives none; else an earlier-dated report of it ("Trial
        is set for 2028-09-14" when the best says "moved to 2028-11-30 from its original September date"). Once the
        answer is ``decided`` on the best fact, that earlier report may lack one key word more than it (or have it only
        in its post titles and digest) and need only give a figure the best lacks, not share none with it, in a unit the
        best gives too or said to be earlier ("$310 million" before "$465 million", not "38,500 titles"; "beating the
        previous national record of 45.1 °C")."""
        best = scored[0]
        if q.qtype in ("who", "why", "where", "yesno") or not q.asks_earlier \
                or support.gives_earlier(best.entry.fact.text) or support.calls_first_figure(best.entry.fact.text):
            return  # given beside the later one, or called the first ("early estimates … date it to 1650")

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
                and bool(s.entry.numbers) and (not s.entry.numbers <= best.entry.numbers
                                               and (not s.entry.units.isdisjoint(best.entry.units)
                                                    or support.gives_earlier(s.entry.fact.text)) if decided
                                               else best.entry.numbers.isdisjoint(s.entry.numbers)) \
                and (_covers_nearly if decided else _covers_as_well)(s, best) \
                and (not stems or support.counts(stems, s.entry.fact.text))

        scored[:] = self._near_first(scored, W.earlier_report_share, reported_before)

    def earlier_after_decision(self, q: Question, scored: list[Scored]) -> list[Scored]:
        """The candidates with a near earlier report of the asked figure first, once the answer is decided on the best
        one, so a report covering the question less well does not refuse it ("The suit … seeks $310 million in
        damages" for "the original damages figure in the complaint", over the later "the amended complaint raises the
        damages sought to $465 million", which says "complaint"); ``_prefer_earlier`` with ``decided``."""
        if not q.asks_earlier:
            return scored  # the common case: nothing to re-try, no copy made
        ordered = list(scored)
        self._prefer_earlier(q, ordered, decided=True)
        return ordered if ordered[0] is not scored[0] else scored

    def titled_after_decision(self, q: Question, scored: list[Scored]) -> list[Scored]:
        """The candidates with a near fact naming a person as what is asked first ("incident commander Rafael Quintero"
        for who is in charge), once a who-question asking a person is decided on a best fact that names no person at
        all nor a doer of the asked act ("FEMA approved a grant …")."""
        act = self._person_act(q)
        if act is None:
            return scored
        asked = frozenset(q.analysis.words)
        best = scored[0].entry.fact
        if support.names_person(best.text, asked) or _names_title_holder(best.text, asked) or _LED_BY.search(best.text) \
                or self._names_doer(q, act, best) or act.stem != _LEAD.stem and _opens_with_doer(best.text):
            return scored  # named, or "Brackenholt Zoo, run by the Brackenholt Zoological Society"

        def titled(s: Scored) -> bool:
            """Whether a fact names a person as what is asked (a leader by a title; else one in a fact saying the asked
            act or role itself) and covers nearly as much."""
            text = s.entry.fact.text
            if s.entry.fact.kind == "headline" or not _covers_nearly(s, scored[0]):
                return False
            if act.stem == _LEAD.stem:  # a title holder, or one leading what may be asked ("the group is chaired by")
                return _names_title_holder(text, asked) or self._led_asked(q, text)
            # a person, or any name the question lacks as the act's subject ("The Morrow–Dalby joint venture will
            # design and build …")
            return support.names_person(text, asked) and _says_act(act, support.fact_text(text)) \
                or self._names_subject(q, act, text)

        return self._near_first(scored, W.titled_share, titled)

    @staticmethod
    def _person_act(q: Question) -> Term | None:
        """What a who-question asking a person asks the one named to do or be: leading ("who runs X"), its verb or its
        role; none when it asks who said something (the account a fact is credited to tells)."""
        if q.qtype != "who" or q.kind != "person" or not SPEECH_VERBS.isdisjoint(q.analysis.words):
            return None
        return _LEAD if _asks_leader(q) else q.verb or _asked_role(q)

    def _names_subject(self, q: Question, act: Term, text: str) -> bool:
        """Whether a name the question does not say is the subject of the asked verb in a fact (``names_subject``)."""
        return support.names_subject(act.stem, text, frozenset(q.analysis.words), lambda w: w in self._name_words)

    def _names_doer(self, q: Question, act: Term, best: Fact) -> bool:
        """Whether a fact names something the question does not, and says the asked act itself: it tells who did it
        ("The Local Audit Authority has opened a review" for who is investigating)."""
        ft = support.fact_text(best.text)
        return bool(ft.own_names - set(q.analysis.words)) and _says_act(act, ft)

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

    def _prefer_own_fault(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact telling a failure when what went wrong with a thing is asked ("what went wrong with
        the lander") and the best one's failure is another's, the thing only after it ("before losing its radio link
        to the lander")."""
        if q.qtype not in ("what", "yesno") or q.kind or q.dimensions or not any(support.FAULT in t.concepts for t in q.required):
            return
        asked = frozenset(t.stem for t in q.required if support.FAULT not in t.concepts)
        if support.fault_of_another(asked, scored[0].entry.fact.text):
            scored[:] = self._near_first(scored, W.name_tie_share,
                                         lambda s: support.tells_own_fault(asked, s.entry.fact.text))

    def _prefer_manner(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact telling a means ("through a VPN account", "by wild ducks", "using CO2") when *how*
        something was done is asked and the best one tells none."""
        if q.qtype != "what" or q.dimensions or not asks_manner(q.analysis.words):
            return
        if support.tells_manner(scored[0].entry.fact.text):
            return
        scored[:] = self._near_first(scored, W.manner_share, lambda s: support.tells_manner(s.entry.fact.text)
                                     and s.score >= W.answer_threshold)

    def _prefer_cause(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact stating a cause ("because", "due to") when *why* is asked and the best one states none.
        For *why*, one under the answer floor too when no fact ahead of it gives a reason of any kind and passes the
        floor: the best fact then answers no why at all ("why did the orchestra run out of money": administrators
        running it; "The orchestra blamed the council's cut to its grant", under the floor, is the answer), and the
        decision judges it. Not for "what caused X": there "caused" is a key word, which a stated cause says, so a
        fact from under the floor would pass the refusals on its cause word alone."""
        if (q.qtype == "why" or q.kind == "reason") and not support.states_cause(scored[0].entry.fact.text):
            # "why", "what caused it"; not "after", "amid": a time
            told = next((k for k, s in enumerate(scored[:W.describe_limit]) if s.score >= W.answer_threshold
                         and s.features is not None and not s.features[_TYPE_MISSING]), len(scored))
            free = {id(s) for s in scored[:told]} if q.qtype == "why" else set()

            def cause(s: Scored) -> bool:
                """A fact stating a cause, passing the floor or with no reason-giving fact passing it ahead of it."""
                return support.states_cause(s.entry.fact.text) and (s.score >= W.answer_threshold or id(s) in free)
            scored[:] = self._near_first(scored, W.cause_share, cause)
        elif q.qtype == "why" and not support.states_cause_plainly(scored[0].entry.fact.text):
            # the best states a cause only as a finding or a citing ("upheld the authority's finding that …"): a
            # close fact saying one itself ("the fine was reduced … because …") goes first
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: s.score >= W.answer_threshold
                                         and support.states_cause_plainly(s.entry.fact.text))

    def _prefer_age(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact giving an age ("Tomás, 22,", "aged 67") when "how old" is asked and the best gives none."""
        if _asks_age(q) and not _gives_age(q, scored[0].entry.fact.text):
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: _gives_age(q, s.entry.fact.text))

    def _prefer_sized(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact giving a size when "how big" is asked and the best one gives none ("cooled to 41 K")."""
        top = scored[0].features
        if q.qtype == "size" and not q.dimensions and top is not None and not top[_TYPE_OK]:
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: bool(s.features and s.features[_TYPE_OK]))

    def _prefer_extent(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact giving a figure of the extent asked ("a depth of 11 km", "11 km deep" for "how deep")
        when the best one's length figures say no such extent ("a roughly 38 km section of the fault")."""
        extent = asked_extent(q.analysis.words)
        if extent is None or EXTENT_KEYS[extent] in scored[0].entry.keys:
            return
        key, best = EXTENT_KEYS[extent], scored[0]
        scored[:] = self._near_first(scored, W.extent_share, lambda s: key in s.entry.keys and _covers_nearly(s, best))

    def _prefer_distance_from(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact giving a length from the place asked ("about 390 m from the centre of its target
        ellipse" for "how far from the target did it land") when the best one gives none from it ("the target is a
        1.2 km by 0.8 km ellipse about 1.8 km east of the skylight")."""
        words = q.analysis.words
        k = next((i for i in range(len(words) - 2) if words[i] == "how" and words[i + 1] == "far"), None)
        if k is None or "from" not in words[k + 2:]:
            return
        after = words[words.index("from", k + 2) + 1:]
        place = next((term_for(w).stem for w in after if w not in STOPWORDS), None)
        if place is None or support.length_from(place, scored[0].entry.fact.text):
            return
        best = scored[0]
        scored[:] = self._near_first(scored, W.extent_share, lambda s: support.length_from(place, s.entry.fact.text)
                                     and _covers_nearly(s, best))

    def _prefer_size_of(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact giving a measure of the very thing "how big" or "how long" asks ("its 3.1 m primary
        mirror", "a 3 km protection zone" for "how big is the main mirror / are the zones", "the 11.4 km tunnel" for
        "how long is the tunnel") when the best one gives none of it ("about 600 m of tunnel" measures a stretch)."""
        if q.qtype != "size" or q.dimensions and "length" not in q.dimensions and "area" not in q.dimensions:
            return
        head = [w for w in measure_asked_of(q.analysis.words) if w not in STOPWORDS and not only_verb(w)][-1:]  # not "got"
        if not head:
            return
        stem = term_for(head[0]).stem
        if not support.sizes(stem, scored[0].entry.fact.numbers, scored[0].entry.fact.text):
            scored[:] = self._near_first(scored, W.size_share,
                                         lambda s: support.sizes(stem, s.entry.fact.numbers, s.entry.fact.text))

    def _prefer_dated(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact giving a date when "when" is asked and the best one gives none ("will not restart
        production before Q3 2028" for "when does the mine start up again")."""
        top = scored[0].features
        if q.qtype == "when" and top is not None and top[_TYPE_MISSING]:
            best = scored[0]
            scored[:] = self._near_first(scored, W.typed_share, lambda s: s.features is not None and not s.features[
                _TYPE_MISSING] and _covers_as_well(s, best) and support.covered(s.features) >= 1.0 - 1e-9)

    def _prefer_state_end(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact telling a state's end with a time ("reopened on 03-27, 25 days after the flood") when
        how long the state held is asked ("how long was the underpass shut for") and the best fact gives no span of
        it, only a time dating its start ("two days after the flood, the council shut it")."""
        best = scored[0].entry.fact.text
        words = q.analysis.words
        held = any(a == "long" and b in ("was", "were", "been") for a, b in zip(words, words[1:]))  # not "did it burn"
        if q.qtype != "duration" or not held or not asks_state_length(words) or support.gives_span(best) \
                or support.tells_state_end(best):
            return
        scored[:] = self._near_first(scored, W.state_end_share, lambda s: support.tells_state_end(s.entry.fact.text))

    def _prefer_recurrence(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact giving a date for a deed done once more ("organised searching will resume in April",
        "Lund can return on 2028-11-08") when "when … again" (or "is it … again") is asked and the best one tells no
        recurrence."""
        best = scored[0]
        if q.qtype not in ("when", "yesno") or "again" not in q.analysis.words or best.features is None \
                or support.tells_recurrence(support.fact_text(best.entry.fact.text)):
            return

        top = support.fact_text(best.entry.fact.text)
        names = {t.stem for t in q.required if t.surface in self._name_words and t.stem in top.stem_set}

        def recurs(s: Scored) -> bool:
            """A dated fact telling a recurrence, saying every name the best says (not "Galic … can play again")."""
            ft = support.fact_text(s.entry.fact.text)
            return ft.has_date and support.tells_recurrence(ft) and names <= ft.stem_set and _covers_nearly(s, best)

        scored[:] = self._near_first(scored, W.recurrence_share, recurs)

    def _prefer_alternative(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact telling the alternative of the outcome a yes/no question asks ("did smith get
        fired": "Smith resigned on 06-01"; "are they closing branches": "all 64 branches will stay open") when the
        best one tells neither it nor the asked deed; it must say every name of the question's the best says and cover
        the question nearly as well."""
        best = scored[0]
        if q.qtype != "yesno" or best.features is None:
            return
        asked = frozenset(t.stem for t in q.required)
        others = support.alternative_outcomes(asked)
        top = support.fact_text(best.entry.fact.text)
        if not others or support.tells_phrase(top, others) or support.tells_outcome_verb(top, asked):
            return  # "was smith convicted": "was convicted on 11-10" answers it itself
        names = {t.stem for t in q.required if t.surface in self._name_words and t.stem in top.stem_set}

        def tells(s: Scored) -> bool:
            """A fact telling an alternative outcome, saying every name the best says."""
            ft = support.fact_text(s.entry.fact.text)
            return support.tells_phrase(ft, others) and names <= ft.stem_set and _covers_nearly(s, best)

        scored[:] = self._near_first(scored, W.alternative_share, tells)

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
            return measured and _covers_as_well(s, best) or support.gives_share(s.entry.fact.text, q.share_words)

        scored[:] = self._near_first(scored, W.contrast_fallback, gives)

    def _prefer_located(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact saying where something is based ("a biotech company based in Leiden", "the
        Velmont-based designer") when "where is X based / headquartered / located" is asked and the best one says not."""
        if q.qtype != "where" or _BASED_ASKED.isdisjoint(q.analysis.words) or _LOCATED.search(scored[0].entry.fact.text):
            return
        top = scored[0]
        scored[:] = self._near_first(scored, W.located_share,
                                     lambda s: bool(_LOCATED.search(s.entry.fact.text)) and _covers_as_well(s, top))

    def _prefer_origin(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact saying where something came from ("Irinka, a female from Lindenau Tierpark") when
        "where did X come from" is asked and the best one names no place after "from" the question does not say; the
        fact need not say the later place a "before Y" asks from (its post titles may)."""
        if q.qtype != "where" or _ORIGIN_ASKED.isdisjoint(q.analysis.words) or not scored or q.unknown:
            return  # a word no fact says ("where was the rover launched from"): not one any fact answers better
        asked = frozenset(q.analysis.words)

        def tells(s: Scored) -> bool:
            """Whether a fact names a place something came from, other than one the question says."""
            return any(m.group(1) is None or m.group(1).lower() not in asked and term_for(m.group(1).lower()).stem
                       not in asked for m in _FROM_PLACE.finditer(s.entry.fact.text))

        if tells(scored[0]):
            return
        top = scored[0]
        scored[:] = self._near_first(scored, W.origin_share,
                                     lambda s: s.entry.fact.kind != "headline" and tells(s) and _covers_as_well(s, top, True))

    def _prefer_instance(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact naming one of what "which X" asks ("the Meridian Development Bank") when the best
        one names none ("the development banks' money")."""
        nouns, asked = q.instance_of, frozenset(q.analysis.words)

        kind = bool(kind_words(q.analysis.words))  # "what type of delta is it": "a tidal delta" tells the kind

        def names(s: Scored) -> bool:
            """Whether a fact (not a post title, which capitalises every word) names one, or tells the kind asked."""
            return s.entry.fact.kind != "headline" and (support.names_instance(nouns, s.entry.fact.text, asked)
                                                        or kind and support.classes_as(nouns, s.entry.fact.text, asked))

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
        if not _asks_leader(q):
            return  # "who runs X", "who's the head / boss of X"
        asked = frozenset(q.analysis.words)
        top = scored[0]

        def titled(s: Scored) -> bool:
            """Whether the fact itself names a title holder and covers the question as well as the best fact."""
            text = s.entry.fact.text
            return s.entry.fact.kind != "headline" and (_names_title_holder(text, asked) or self._leads_asked(q, text)) \
                and _covers_as_well(s, top)

        best = scored[0].entry.fact.text
        if not _names_title_holder(best, asked) and not self._led_asked(q, best) and not self._leads_asked(q, best):
            scored[:] = self._near_first(scored, W.title_share, titled)

    def _prefer_successor(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact naming the one who took over ("finance director Gwen Harrow has taken over as interim
        chief executive", "KTA's new chief executive") when who leads is asked since the last one left ("who's running
        the museum now that the director left") and the best fact names no successor: it tells of the one who left."""
        if not _asks_leader(q) or not any(t.stem in _DEPARTED for t in q.required):
            return
        asked = frozenset(q.analysis.words)

        def succeeds(s: Scored) -> bool:
            """Whether the fact itself names a successor in a title."""
            text = s.entry.fact.text
            return s.entry.fact.kind != "headline" and bool(_SUCCESSOR.search(text)) and _names_title_holder(text, asked)

        if not succeeds(scored[0]):
            scored[:] = self._near_first(scored, W.title_share, succeeds)

    @staticmethod
    def _led_asked(q: Question, text: str) -> bool:
        """Whether a fact says who leads ("led by", "X, who runs") something the question may ask: not a thing of
        another kind named by an English word it does not say ("talks chaired by …", "a review led by …" for who
        runs the union or the library)."""
        asked = {t.stem for t in q.required + q.optional}
        words = frozenset(q.analysis.words)
        for m in _LED_BY.finditer(text):
            if not m.group(0).split()[0][:1].islower():
                return True  # "Priya Nair, who leads …", "Dr Ana Ruiz runs the …": the holder named
            before = re.findall(r"[A-Za-z][\w'\-]*", text[:m.start()])
            while before and before[-1].lower() in _LED_BE:
                before.pop()
            thing = before[-1] if before else ""
            low = thing.lower()
            if not thing or thing[0].isupper() or low in _LED_GENERIC or term_for(low).stem in asked \
                    or low in words:
                return True  # "Brackenholt Zoo, run by", "the group is led by", "the union, led by"
        return False

    @staticmethod
    def _leads_asked(q: Question, text: str) -> bool:
        """Whether a fact names someone who leads, by a verb, a thing the question asks ("Banerjee has led the
        authority since 07-01", "Ellery is site director, leading …" is a title): a name, the verb, then an asked word
        within a few words."""
        asked = {t.stem for t in q.required} - {_LEAD.stem}
        for m in _LEADS_VERB.finditer(text):
            if any(term_for(w.lower()).stem in asked for w in m.group(1).split()):
                return True
        return False

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

    def _prefer_sum_not_rate(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near candidate giving a plain sum when money is asked per nothing ("how much has the operator
        paid back to passengers") and the best one gives only sums per a thing the question does not name ("£4.20 per
        seat")."""
        if q.dimension != "money" or support.asked_rate(q.analysis.words):
            return
        asked = frozenset(term_for(w).stem for w in q.analysis.words)
        if support.sums_per_thing(scored[0].entry.fact, asked):
            scored[:] = self._near_first(scored, W.contrast_fallback, lambda s: support.gives_plain_sum(s.entry.fact))

    def _prefer_capacity(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near candidate saying a capacity with a figure ("room for 620 passengers", "will seat 2,150
        people") when one is asked ("how many passengers can the new vessel carry") and the best one says none ("carried
        1.42 million passengers in 2026": what it did, not what it can)."""
        if not _asks_measure(q) or not support.asks_capacity(q.text) or support.says_capacity(scored[0].entry.fact.text):
            return
        stems = self._counted_stems(q)  # what it holds, when a thing is counted ("how many cars can it carry"); people
        # by its seats ("how many fans can the new stadium hold": "a 38,500-seat stadium")
        persons = bool(stems) and stems <= lexicon.persons()
        scored[:] = self._near_first(scored, W.capacity_share, lambda s: support.says_capacity(s.entry.fact.text) and (
            not stems or support.counts(stems, s.entry.fact.text) or persons and support.seats_people(s.entry.fact.text)))

    def _prefer_superlative_of(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact saying the superlative asked of the thing asked ("the biggest city on the river") when
        the best one says it of something else ("the most important cities … the largest river port")."""
        words = q.analysis.words
        pairs = [(w, n) for w, n in zip(words, words[1:]) if w in SUPERLATIVES and n not in STOPWORDS]
        if not pairs:
            return

        def says(s: Scored) -> bool:
            """Whether a fact puts the superlative (or its like) right before the noun asked."""
            toks = re.findall(r"[a-z]+", s.entry.fact.text.lower())
            return any(a in SUPERLATIVES[w] and b.rstrip("s") == n.rstrip("s") for w, n in pairs
                       for a, b in zip(toks, toks[1:]))

        if not says(scored[0]):
            scored[:] = self._near_first(scored, W.contrast_fallback,
                                         lambda s: s.entry.fact.kind != "headline" and says(s))

    def _prefer_kind_titled(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact naming someone by a title the role asked goes by ("who was the pilot": "Captain Jane
        Doe … was in command"; world.json ``kind_name_heads``) when the best fact neither says the role nor names one."""
        role = _asked_person(q) if q.qtype == "who" else None
        if role is None or not support.kind_heads(role.surface):
            return
        asked = frozenset(q.analysis.words)
        top = scored[0]
        if not support.says_role(role.stem, top.entry.fact.text) and not support.names_kind(role.surface, top.entry.fact.text,
                                                                                          asked):
            scored[:] = self._near_first(scored, W.title_share, lambda s: s.entry.fact.kind != "headline" and _covers_as_well(
                s, top, context=True) and support.names_kind(role.surface, s.entry.fact.text, asked, titles_only=True))

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
        if q.qtype != "who" and q.kind != "organisation":
            return  # "who built it", "which company built it"
        asked = {t.stem for t in q.required} - {_LEAD.stem}  # "who runs X": a title holder (_prefer_title_holder)

        def names_agent(s: Scored) -> bool:
            """Whether the fact says an asked word, then "by" and a name within a few words."""
            text = s.entry.fact.text  # "chaired by …", "run independently by …"
            return s.entry.fact.kind != "headline" and any(term_for(m.group(1).lower()).stem in asked
                                                           for m in itertools.chain(_AGENT.finditer(text),
                                                                                    _ADVERB_BY.finditer(text)))

        acts = {t.stem for t in q.required if t.surface.removesuffix("s").endswith(_ACT_ENDINGS)} - {_LEAD.stem}

        def names_doer(s: Scored) -> bool:
            """Whether the fact names a doer by an asked act: the act and a role before a name ("monitoring contractor
            Sentinax Security"), or a name headed by the act ("Harrowgate Construction")."""
            if not acts or s.entry.fact.kind == "headline":
                return False
            text = s.entry.fact.text
            return any(term_for(m.group(1)).stem in acts and m.group(2) not in STOPWORDS
                       for m in _ACT_ROLE_NAME.finditer(text)) or any(
                term_for(m.group(2).lower()).stem in acts and m.group(1).lower() not in q.analysis.words
                for m in _NAME_ACT.finditer(text))

        keys = _DOER_KEYS.keys() | _SOURCE_KEYS | _MONEY_KEYS  # the verb asked, not "construction"
        verbs = frozenset(t.stem for t in q.required + q.optional
                          if t.stem in keys and not t.surface.removesuffix("s").endswith(_ACT_ENDINGS[:-3]))
        nouns = frozenset().union(*(_DOER_KEYS.get(v, frozenset()) for v in verbs))
        things = {t.stem for t in q.required} - verbs

        def names_other_doer(s: Scored) -> bool:
            """Whether the fact names a doer of the asked verb by its noun ("manufacturer Orlo Pharma") or "from" ("the
            vaccine from Orlo Pharma", "€2 million from the regional council")."""
            if not verbs or s.entry.fact.kind == "headline":
                return False
            text = s.entry.fact.text
            if any(m.group(1).lower() in nouns for m in _NOUN_NAME.finditer(text)):
                return True
            froms = [m.group(1).lower() for m in _FROM_NAME.finditer(text)]
            if verbs & _SOURCE_KEYS and any(term_for(w).stem in things for w in froms):
                return True  # "the vaccine from <a firm>": its maker
            return bool(verbs & _MONEY_KEYS) and any(w in _MONEY_WORDS or _SUM.fullmatch(w) for w in froms)

        hired = acts | ({q.verb.stem} if q.verb is not None else set())

        def names_hired(s: Scored) -> bool:
            """Whether the fact names one hired to do the act asked ("voted to hire Redfern Surveys to inspect the
            piers" for who is doing the inspection)."""
            return s.entry.fact.kind != "headline" and any(term_for(m.group(1)).stem in hired
                                                           for m in _HIRED_TO.finditer(s.entry.fact.text))

        def names(s: Scored) -> bool:
            """Whether the fact names who did the deed asked, by "by", a title, a doer's noun, "from" or a hiring."""
            return names_agent(s) or names_doer(s) or names_other_doer(s) or names_hired(s)

        if not names(scored[0]) and not self._names_role_holder(q, scored[0]):
            scored[:] = self._near_first(scored, W.agent_share, names)

    def _prefer_named_doer(self, q: Question, scored: list[Scored]) -> None:
        """Put first a near fact naming something the question does not and saying the asked verb ("Acme
        Drilling's pilot borehole broke into …") when "which company" asks who did a deed and the best fact names
        nothing apart from the story's subject but the accounts it is credited to ("A second borehole is being drilled
        … (@AcmeDrill)")."""
        act = q.verb
        if q.kind != "organisation" or act is None or self._names_apart(q, scored[0].entry.fact.text):
            return
        scored[:] = self._near_first(scored, W.agent_share, lambda s: (s.entry.fact.kind != "headline"
                                                                       or self._wins_build(q, act, s.entry.fact.text))
                                     and self._names_doer(q, act, s.entry.fact)
                                     and self._names_apart(q, s.entry.fact.text))

    def _wins_build(self, q: Question, act: Term, text: str) -> bool:
        """Whether a fact names, by a word the facts write only capitalised, who won a contract to build when who built
        a thing is asked: a post title capitalises every word, but "Acme Wins Build Contract" names its builder."""
        return act.stem in _BUILD_STEMS and support.names_contract_winner(
            text, lambda w: w.lower() not in q.analysis.words and w.lower() in self._name_words, build=True)

    def _names_apart(self, q: Question, text: str) -> bool:
        """Whether a fact names something the question does not, in words the facts write only capitalised, that is not
        the story's subject (in at most a fifth of the facts: "Acme Deep" in a story of that mine names no doer)."""
        names = (support.fact_text(text).own_names & self._name_words) - set(q.analysis.words)  # not "Stage 12 …"
        share = max(1.0, W.subject_share * self.n)  # a name one fact says is no story's subject
        return any(self.df.get(term_for(n).stem, 0) <= share for n in names)

    @staticmethod
    def _names_role_holder(q: Question, s: Scored) -> bool:
        """Whether a fact names the holder of the role a who-question asks, the role word beside a name ("whos the club
        chairman": "Chair Dermot Hallinan"), so no one "chaired by" another is more its answer."""
        role = _asked_role(q)
        if role is None or q.qtype != "who":
            return False
        text = s.entry.fact.text
        said = frozenset(w for w in (m.lower() for m in re.findall(r"[A-Za-z][\w'\-]*", text))
                         if term_for(w).stem == role.stem)  # "chair" for "chairman" (vocab.IRREGULAR)
        return bool(said) and support.titles_name(said, text, frozenset(q.analysis.words))

    def _prefer_typed(self, scored: list[Scored]) -> list[Scored]:
        """The candidates, a near one first that holds an answer of the asked kind when the best one holds none."""
        top = scored[0].features
        if top is None or not top[_TYPE_MISSING]:
            return scored
        return self._near_first(scored, W.typed_share, lambda s: s.features is not None and not s.features[
            _TYPE_MISSING] and support.covered(s.features) >= support.covered(top))

    @staticmethod
    def _own_titles(s: Scored) -> list[str]:
        """The titles of a fact's own posts (by the accounts it credits), not its episode's others; all when it credits none."""
        fact = s.entry.fact
        if not s.entry.handles:
            return [src.title for src in fact.sources]
        return [src.title for src in fact.sources if normalize_handle(src.handle) in s.entry.handles]
