"""The coverage refusals: why the best candidate is no answer although it scores well.

``Refusals.coverage_refusal`` runs its checks in order and returns the first reason that holds (a name, unit,
figure, verb, role, part, date or limiting word the best fact lacks, or another thing it counts), as the reply's
"The digests don't say: …" line; None lets the fitted decision (``policy``) judge the candidate.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from . import lexicon, support
from .analyze import DESIGNATING_NOUNS, Term, term_for
from .models import Fact
from .numbers import (
    NUMBER_WORDS,
    ORDINAL_WORDS,
    SCALE_UNITS,
    canonical_unit,
    number_token,
)
from .question import UNIT_DIMENSION, Question, looks_like_name
from .ranking import (
    _DIM_HIT,
    _DIM_MISS,
    _LEAD,
    RankingRules,
    _asked_role,
    _asks_age,
    _asks_measure,
    _counts_people,
    _counts_persons,
    _gives_age,
    _people_verb,
    _says_people_verb,
    _tells_this_one,
)
from .scoring import Scored
from .support import FEATURES
from .vocab import (
    ATTRIBUTE_NOUNS,
    EXTENTS,
    NAMED_ATTRIBUTES,
    RATE_PERIODS,
    RELATION_VERBS,
    STOPWORDS,
)
from .weights import WEIGHTS as W

_RANKED = frozenset("last past next top first latest recent".split())  # "the last 5 years": a span, not a figure
_COMPARED = frozenset("than over under above below least most exceed exceeds exceeded beyond within up".split())
_PLAIN_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_GENERAL_ROLES = frozenset("lead leader leaders head boss charge runs run".split())  # any leading role answers these


_RELATION_STEMS = frozenset(term_for(w).stem for w in RELATION_VERBS)
_DATE_WORDS = frozenset({"date", "dates"})  # a date asked by name: the answer must give one


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


_PEOPLE_COUNTED = re.compile(r"\b\d[\d,.]*\s+(?:[a-z][\w\-]*\s+)?(?:people|persons|residents|workers|protesters|"
                             r"demonstrators|passengers|patients|staff|employees)\s+(?:who\s+)?(?:(?:were|have|had|are)\s+)?"
                             r"([a-z]+ed)\b")


def _people_did(text: str) -> list[str]:
    """What the people a fact counts did ("About 6,000 people marched": marched), as its verbs say it, or []."""
    return _PEOPLE_COUNTED.findall(text)


def _measures_only(fact: Fact) -> bool:
    """Whether every figure of a fact is a measure or a share ("a 38 km section", "12%"): none counts anyone."""
    counted = [n for n in fact.numbers if n.unit or not support.YEAR_WORD.fullmatch(n.text)]  # "since 1893": a year
    return bool(counted) and all(n.unit in UNIT_DIMENSION or n.unit == "percent" or n.unit in SCALE_UNITS
                                 for n in counted)


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


_SMALL_NUMBERS = {number_token(float(v)): (w, str(v)) for w, v in NUMBER_WORDS.items()}


def _absorbed(number: str, words: list[str]) -> bool:
    """Whether a small figure of the question is in no word of it any more: "day one" is read "first day"."""
    written = _SMALL_NUMBERS.get(number)
    return written is not None and written[0] not in words and written[1] not in words


_EXTENTS = {**EXTENTS, "tall": EXTENTS["high"]}  # "how tall": a height
_LENGTH_FIGURE = re.compile(r"(?<![\w.,])\d[\d,.]*\s*(?:km|m|cm|mm|metres?|meters?|kilometres?|kilometers?|feet|ft|"
                            r"foot|miles?|inch(?:es)?)\b")


def _other_extent(q: Question, text: str) -> tuple[str, str] | None:
    """The extent asked ("how deep") and another one every length figure of a fact is said to measure ("40 cm
    across"), or None (a figure saying no extent may be the one asked)."""
    words = q.analysis.words
    asked = next((words[k + 1] for k in range(len(words) - 1) if words[k] == "how" and words[k + 1] in _EXTENTS), None)
    if asked is None:
        return None
    other = None
    for m in _LENGTH_FIGURE.finditer(text):
        near = set(re.findall(r"[a-z]+", text[max(0, m.start() - 25):m.end() + 25].lower()))
        said = [e for e, ws in _EXTENTS.items() if not ws.isdisjoint(near)]
        if not said or not _EXTENTS[asked].isdisjoint(near):
            return None
        other = other or said[0]
    return (asked, other) if other else None


def _in_date(number: str, text: str) -> bool:
    """Whether a bare number is part of a date written with dashes ("07-14", "2027-05-31")."""
    return bool(re.search(r"\d-" + re.escape(number) + r"\b|\b" + re.escape(number) + r"-\d", text))


class Refusals(RankingRules):
    """The coverage refusals: what the best candidate lacks of the question (on the ranking rules)."""

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
        did = _people_verb(q) if _counts_people(q) or _counts_persons(q) else None  # "how many patients died"
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
        extent = _other_extent(q, scored[0].entry.fact.text)
        if extent:  # "how deep did it bury itself": "roughly 40 cm across"
            return f"The digests don't say: the closest fact gives how {extent[1]}, not how {extent[0]}."
        sibling = self._sibling_named(q, scored[0]) if measured else None
        if sibling:  # "the capacity of Upper Tamsin Reservoir": "Cadell Reservoir, … with a capacity of 212 gigalitres"
            return (f"The digests don't say: the closest fact gives a figure for {sibling[1]}, not for "
                    f"{_as_asked(sibling[0], text)}.")
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
        return any(s.entry.units & set(q.units) or support.gives_share(s.entry.fact.text, q.share_words)
                   for s in scored[:W.unit_search]) if q.units else True

    @staticmethod
    def _gives_part(q: Question, fact: Fact) -> bool:
        """Whether a fact gives a figure in the whole's units (a bare one for a count), or a share, the question lacks."""
        counted = not any(u in UNIT_DIMENSION for u in q.part_of if u != "percent")  # "of the 12 buses, 9 are …"
        return any((x.unit in q.part_of or counted and not x.unit and not _in_date(x.text, fact.text))
                   and number_token(x.value) not in q.analysis.numbers for x in fact.numbers)

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

    def _sibling_named(self, q: Question, best: Scored) -> tuple[str, str] | None:
        """The asked name and the other one of its kind the best fact names instead, when the fact's own words lack the
        asked one ("Upper Tamsin reservoir" asked; "Cadell Reservoir … a capacity of 212 gigalitres"), or None."""
        words = q.analysis.words
        names = {t.surface for t in q.required if self._named(t, q) and not lexicon.listed(t.surface)}
        for k, w in enumerate(words[:-1]):
            kind = words[k + 1]
            if w not in names or kind in names or kind in STOPWORDS or not lexicon.listed(kind) or len(kind) < 4:
                continue
            texts = [best.entry.fact.text, *self._own_titles(best)]
            if any(w in support.fact_text(x).words for x in texts):
                return None  # the fact names the one asked
            for m in re.finditer(rf"(?<![\w'\-])((?:[A-Z][\w'\-]*\s+){{1,3}})(?i:{re.escape(kind)})\b", best.entry.fact.text):
                other = m.group(1).split()  # "Cadell Reservoir" (from a word's start: linear in a long token)
                if {x.lower() for x in other}.isdisjoint(words):
                    run = _name_run(w, words, {t.surface for t in q.required if self._named(t, q)})
                    return f"{run} {kind}", m.group(0)
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
