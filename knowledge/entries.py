"""What the matcher keeps about each fact: its keys, numbers, units, handles, names and first date."""

from __future__ import annotations

import datetime as dt
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .analyze import norm_terms, normalized_many, term_for, title_keys_many
from .models import Fact
from .numbers import number_token
from .text import normalize_handle
from .vocab import DIMENSION_KEYS, DIMENSIONS, EXTENTS, MONTHS, STOPWORDS

# A label that starts a fact ("Compute: …").
LABEL = re.compile(r"^([A-Z][\w \-/&]{1,30}):\s")
# \b(?:[A-Z][\w'\-]*[a-z0-9][\w\-]*|[A-Z]{2,}\w*|[A-Z]\w*\d\w*)(...)* with the leading capital taken out of the
# branches and \b checked after it, so the regex engine jumps from capital to capital (same matches).
NAME = re.compile(r"[A-Z](?<!\w[A-Z])(?:[\w'\-]*[a-z0-9][\w\-]*|[A-Z]+\w*|\w*\d\w*)"
                   r"(?:\s+(?:(?:of|and|the|for|de|von)\s+)?(?:[A-Z][\w\-]*|[A-Z0-9]{2,}))*")


@dataclass(slots=True)
class FactEntry:
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
        return FactEntry, (self.fact, self.keys, self.context_keys, self.numbers, self.units, self.handles,
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
        return self.pool.setdefault(out, out)  # type: ignore[return-value]  # the pool holds only frozensets


def _entry_for(fact: Fact, titles: dict[str, frozenset[str]], shared: _Interner, norm: str) -> FactEntry:
    """Analyse one fact for matching, from its text as ``normalized_many`` gives it (``titles``: every cited title's keys)."""
    keys, length, vocab = norm_terms(norm)
    numbers = [number_token(q.value) for q in fact.numbers]
    keys.update(numbers)
    extra = _KIND_KEYS.get(fact.kind)
    if extra:
        keys |= extra
    keys.update(DIMENSION_KEYS[q.unit] for q in fact.numbers if q.unit in DIMENSION_KEYS)  # "~money" for "$465 million"
    if "~length" in keys:
        keys.update(extent_keys(fact.text))
    ctx: set[str] = set()
    if fact.handles:  # the titles of the posts an attributed fact cites
        for s in fact.sources:
            ctx |= titles[s.title]
        ctx -= keys
    quantities, handles = fact.numbers, fact.handles
    names = _names_in(fact.text) if fact.kind != "headline" else set()  # a title capitalises every word
    keys.update(acronyms(names))
    keys.update(month_keys(fact.text))
    return FactEntry(fact=fact, keys=tuple(keys), context_keys=tuple(ctx),
                      numbers=shared.set(numbers) if numbers else _EMPTY,
                      units=shared.set(q.unit for q in quantities if q.unit) if quantities else _EMPTY,
                      handles=shared.set(normalize_handle(h) for h in handles) if handles else _EMPTY, length=length,
                      first_date=first_date(fact), words=tuple(vocab),
                      names=tuple(names))


def _length_figure() -> re.Pattern[str]:
    """A length figure ("11 km", "2,790 m", "40 cm"), in world.json's units of length (a word's plural too)."""
    units = sorted(DIMENSIONS["length"][0], key=len, reverse=True)
    alts = "|".join(re.escape(u) + ("(?:e?s)?" if len(u) > 2 else "") for u in units)  # "metres", not "ms"
    return re.compile(rf"(?<![\w.,])\d[\d,.]*(?:\s*|-)(?:{alts})\b")


LENGTH_FIGURE = _length_figure()
# the words that say which extent a length figure measures, without the particles that say other things too ("up to",
# "under 200 m" of visibility, "a lake at 2,610 metres below the glacier")
_EXTENT_WORDS = {e: ws - {"up", "down", "under", "below", "above", "beneath"} for e, ws in EXTENTS.items()}
EXTENT_KEYS = {e: "~" + e for e in EXTENTS}


def extent_keys(text: str) -> set[str]:
    """The match keys of the extents a fact's length figures are said to measure: a word of the extent within a few
    words of the figure ("a hypocentral depth of 11 km", "11 km deep": "~deep"); not beside a preposition ("2,610
    metres below the glacier" may be no depth), nor after a noun it is said of ("an ash column 11 km high")."""
    out: set[str] = set()
    for m in LENGTH_FIGURE.finditer(text):
        after = re.match(r"\s*([a-z]+)", text[m.end():m.end() + 20].lower())
        before = [w for w in re.findall(r"[\w'-]+|[^\w\s]", text[max(0, m.start() - 40):m.start()].lower())
                  if w not in _APPROXIMATE][-1:]
        if after and any(after.group(1) in ws for ws in _EXTENT_WORDS.values()) and before and \
                before[0].isalpha() and before[0] not in STOPWORDS:
            continue  # "an ash column about 11 km high": the column's height, not that of what the fact is about
        near = set(re.findall(r"[a-z]+", text[max(0, m.start() - 25):m.end() + 25].lower()))
        out.update(EXTENT_KEYS[e] for e, ws in _EXTENT_WORDS.items() if not ws.isdisjoint(near))
    return out


_APPROXIMATE = frozenset({"about", "around", "roughly", "some", "nearly", "almost", "up", "to", "approximately",
                          "over", "under", "more", "than", "less", "just", "only", "barely"})


# a day written in figures, month first ("on 09-02", "2027-09-02"), not a range of figures ("10-20%")
_NUMERIC_DAY = re.compile(r"(?<![\d.,\-–])(?:\d{4}-)?(0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?![\d\-–%]|\s*(?:%|per\b))")


def month_keys(text: str) -> set[str]:
    """The stems of the months of the days a fact gives in figures ("at its 09-02 meeting": september), as match keys."""
    return {_MONTH_STEMS[int(m.group(1)) - 1] for m in _NUMERIC_DAY.finditer(text)}


def acronyms(names: Iterable[str]) -> set[str]:
    """The initials of names of three to six capitalised words ("European Medicines Agency": ema), as match keys."""
    out = set()
    for name in names:
        caps = [w for w in name.split() if w[:1].isupper() and w[:1].isalpha() and w.lower() not in STOPWORDS]
        if 3 <= len(caps) <= 6:  # two words' initials ("Ian Taylor": it) are too often a word
            out.add(term_for("".join(w[0] for w in caps).lower()).stem)  # its stem, as a question spelling it gets
    return out


def _names_in(text: str) -> set[str]:
    """The topic names a fact mentions: its label and the capitalised names in it (interned)."""
    names = set()
    m = LABEL.match(text)
    if m:
        names.add(sys.intern(m.group(1).strip()))
    found = NAME.findall(text)
    if found and text.startswith(found[0]) and found[0].isalpha() and found[0][1:].islower() and found.count(found[0]) == 1:
        found = found[1:]  # "Compute funding comes from …": a capital that only starts the sentence names nothing
    try:
        names.update(filter(None, map(_TOPIC_NAMES.__getitem__, found)))
    except KeyError:  # a name not seen yet
        names.update(filter(None, map(_topic_name, found)))
    return names


_POSSESSIVE = re.compile(r"['\u2019]s\s+")
_TOPIC_NAMES: dict[str, str] = {}  # a name as NAME finds it -> the topic name ("" when it is none)


def _topic_name(found: str) -> str:
    """The topic name of a capitalised name found in a fact, or "" (remembered)."""
    name = _TOPIC_NAMES.get(found)
    if name is None:
        if len(_TOPIC_NAMES) > 200_000:
            _TOPIC_NAMES.clear()
        name = _POSSESSIVE.split(found.strip())[-1].removesuffix("'s").removesuffix("\u2019s")  # "Stanford's Percy Liang"
        if len(name) < 3 or name.lower() in _TOPIC_STOP or name.startswith("@"):
            name = ""
        name = _TOPIC_NAMES[found] = sys.intern(name)
    return name


def prepare_entries(facts: Iterable[Fact], titles: dict[str, frozenset[str]] | None = None,
                    shared: _Interner | None = None) -> list[FactEntry]:
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


def first_date(fact: Fact) -> dt.date | None:
    """The earliest date a fact was reported."""
    dates = [s.date for s in fact.sources if s.date]
    return min(dates) if dates else fact.as_of


_KIND_KEYS = {"why-it-matters": {"~matter"}}
_MONTH_STEMS = [term_for(m).stem for m in MONTHS]
_TOPIC_STOP = {"the", "this", "that", "before", "after", "training", "frontier", "i.e", "e.g", "ai", "why",
               "what", "model", "models"}
