"""Find the numbers a text states and normalise them with their units."""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Callable
from functools import lru_cache

from .models import Quantity
from .vocab import DIMENSIONS, FILLER, IRREGULAR, STOPWORDS

SCALES = {
    "k": 1e3, "thousand": 1e3,
    "m": 1e6, "mn": 1e6, "million": 1e6, "mil": 1e6,
    "b": 1e9, "bn": 1e9, "billion": 1e9,
    "t": 1e12, "tn": 1e12, "trillion": 1e12,
    "quadrillion": 1e15,
}
BYTE_SCALES = {"kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12, "pb": 1e15}
NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "dozen": 12,
}
ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
                 "ninth": 9, "tenth": 10}
UNIT_ALIASES = {
    "%": "percent", "percent": "percent", "per cent": "percent", "pct": "percent",
    "percentage": "percent",
    "param": "parameter", "params": "parameter", "parameter": "parameter", "parameters": "parameter",
    "token": "token", "tokens": "token", "tok": "token",
    "flop": "flop", "flops": "flop",
    "gpu": "gpu", "gpus": "gpu", "chip": "chip", "chips": "chip",
    "hour": "hour", "hours": "hour", "hr": "hour", "hrs": "hour", "h": "hour",
    "day": "day", "days": "day", "week": "week", "weeks": "week", "wk": "week", "wks": "week",
    "month": "month", "months": "month", "mo": "month", "mos": "month",
    "year": "year", "years": "year", "yr": "year", "yrs": "year",
    "minute": "minute", "minutes": "minute", "min": "minute", "mins": "minute",
    "second": "second", "seconds": "second", "sec": "second", "secs": "second", "s": "second",
    "usd": "usd", "dollar": "usd", "dollars": "usd", "$": "usd",
    "eur": "eur", "euro": "eur", "euros": "eur", "€": "eur",
    "gbp": "gbp", "£": "gbp", "sterling": "gbp", "jpy": "jpy", "¥": "jpy", "yen": "jpy", "chf": "chf",
    "cny": "cny", "yuan": "cny", "inr": "inr", "rupee": "inr", "rupees": "inr",
    "byte": "byte", "bytes": "byte",
    "post": "post", "posts": "post",
    "people": "person", "persons": "person", "person": "person",
    "employees": "employee", "employee": "employee",
    "user": "user", "users": "user",
    "layer": "layer", "layers": "layer",
    "expert": "expert", "experts": "expert",
    "bp": "bp", "bps": "bp", "bip": "bp", "bips": "bp",  # basis points
    "kph": "km/h", "kmh": "km/h", "km/hr": "km/h", "mps": "m/s",  # one speed however written ("in km/h": "kph")
}
DURATION_UNITS = {"minute", "hour", "day", "week", "month", "year", "second"}
_BEFORE_FIGURE = frozenset({"pre", "circa", "ca"})  # prefixes no word list holds that precede a year or a figure
MODEL_CODE_LETTERS = 2  # "sr-300", "nx-44": this few letters before "-digits" name a model, whatever WordNet holds
APPROX = re.compile(r"(?:~|≈|\babout|\baround|\broughly|\bapprox(?:imately|\.)?|\bnearly|\balmost|"
                    r"\bsome|\bover|\bmore than|\bunder|\bless than|\bup to|\bestimated)\s*$", re.I)

_SCALE_WORDS = "|".join(sorted((k for k in SCALES if len(k) > 1), key=len, reverse=True))
_NUM = re.compile(
    r"(?<![\w.])(?P<cur>[$€£])?(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"(?:(?P<exp>[eE][+-]?\d+)|(?P<byte>[KMGTP]B)\b|(?P<suf>[MBbTt]n|[KkMBbTt])(?![\w])"
    r"|\s?(?P<word>" + _SCALE_WORDS + r")\b)?"
    r"(?P<pct>\s?%|\s?(?:percent|per cent|pct)\b)?",
)
_WORDNUM = re.compile(r"\b(" + "|".join(NUMBER_WORDS) + r")\b(?:[\s-](" + "|".join(NUMBER_WORDS) + r"))?", re.I)
_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}:\d{2}\b|\bUTC[+\-−]\d{1,2}(?::\d{2})?|"
                   r"(?=[01]\d-)(?:(?<=disclosed )|(?<=\bon )|(?<=\bby )|(?<=\bfrom )|(?<=\buntil )|(?<=\bsince )|(?<=\bbefore )"
                   r"|(?<=\bafter ))(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b(?!-\d)"
                   r"(?!\s*(?:%|per\s?cent|(?:days?|weeks?|months?|years?|hours?|minutes?|times|points?)\b))")
# a month and day: "on 11-03"; not a range with its unit after it ("by 10-20%", "after 10-14 days")
_NOUN_WORD = re.compile(r"[A-Za-z][\w\-/.]*")
_STOP_AFTER = {
    "and", "or", "of", "in", "on", "at", "to", "for", "with", "by", "from", "the", "a", "an",
    "is", "are", "was", "were", "be", "that", "which", "this", "it", "as", "per", "than",
    "including", "via", "so", "but", "has", "have", "had", "will", "would", "into",
    # the rest of English's prepositions, conjunctions and auxiliaries: a unit is never read past one
    "against", "versus", "vs", "over", "under", "after", "before", "since", "until", "about", "across", "along",
    "among", "around", "behind", "below", "beneath", "beside", "between", "beyond", "during", "near", "off", "out",
    "past", "through", "toward", "towards", "upon", "within", "without", "while", "when", "where", "who", "whom",
    "if", "then", "now", "not", "still", "yet", "also", "only", "just", "can", "could", "may", "might", "should",
    "must", "do", "does", "did", "its", "their", "his", "her", "our", "your", "my", "been", "being", "up", "down",
    # copular verbs: "1,420 personnel remain assigned" counts personnel
    "remain", "remains", "remained", "stay", "stays", "stayed", "become", "becomes", "became", "seem", "seems", "seemed",
}
_NOT_UNITS = {"news", "total", "active", "already", "complete", "completed", "done", "through", "trained"}


def canonical_unit(word: str) -> str:
    """Map a unit word to its canonical singular form."""
    w = word.lower().strip(".,;:()[]'\"")
    if w in UNIT_ALIASES:
        return UNIT_ALIASES[w]
    if len(w) > 3 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):  # not "celsius", "bonus", "crisis"
        return w[:-1]
    return w


def _value(m: re.Match[str]) -> tuple[float, str]:
    """Numeric value and implied unit of one regex match."""
    return _value_of(*m.group("num", "exp", "byte", "suf", "word", "pct", "cur"))


@lru_cache(maxsize=8192)
def _value_of(num: str, exp: str | None, byte: str | None, suf: str | None, word: str | None, pct: str | None,
              cur: str | None) -> tuple[float, str]:
    """Numeric value and implied unit of a number's parts; cached, so the same number shares one float."""
    value = float(num.replace(",", ""))
    unit = ""
    if exp:
        try:
            value *= 10 ** int(exp[1:])
        except (OverflowError, ValueError):  # "1e999": no float; the caller skips it
            value = math.inf
    elif byte:
        value *= BYTE_SCALES[byte.lower()]
        unit = "byte"
    elif suf:
        value *= SCALES[suf.lower()]
    elif word:
        value *= SCALES[word.lower()]
    if pct:
        unit = "percent"
    if cur:
        unit = UNIT_ALIASES.get(cur, "usd")
    return value, unit


# An optional gap of spaces with at most one "-", then a word: where _noun_after's loop may continue.
_GAP_WORD = re.compile(r"\s*-?\s*(" + _NOUN_WORD.pattern + ")")


def _noun_after(text: str, end: int) -> str:
    """The short noun phrase right after a number."""
    # Same as: for each _NOUN_WORD match after ``end``, stop unless the text between is blank
    # or a lone "-", stop at a stop word or after three words.
    words: list[str] = []
    match = _GAP_WORD.match
    while len(words) < 3:
        wm = match(text, end)
        if wm is None:
            break
        word = wm.group(1).rstrip(".")
        if word.lower() in _STOP_AFTER:
            break
        words.append(word)
        end = wm.end()
    return " ".join(words)


_ONE_PRONOUN_BEFORE = re.compile(r"\b(?:the|which|that|this|each|any|no|every|another|some|last|same)\s+$", re.I)
_ONE_PRONOUN_AFTER = re.compile(r"\s+(?:who|that|which|another|else)\b", re.I)
_ONE_COUNTS = re.compile(r"-|\s+(?:hundred|thousand|million|billion|trillion)\b", re.I)  # "the one-day strike"


def _number_word_repl(m: re.Match[str]) -> str:
    """Digits for one spelled-out number ("the one who", "which one won": a pronoun, kept; "the one-day strike": 1)."""
    if m.group(1).lower() == "one" and not m.group(2) and (_ONE_PRONOUN_AFTER.match(m.string, m.end()) or (
            _ONE_PRONOUN_BEFORE.search(m.string, max(0, m.start() - 12), m.start())
            and not _ONE_COUNTS.match(m.string, m.end()))):
        return m.group(0)
    a = NUMBER_WORDS[m.group(1).lower()]
    b = NUMBER_WORDS[m.group(2).lower()] if m.group(2) else None
    if b is not None and a >= 20 and b < 10:
        return str(a + b)
    if b is not None and b == 100:
        return str(a * 100)
    if b is not None:
        return f"{a} {b}"
    return str(a)


# Cheap pre-checks. Each is a superset test: when it says "no", the regex it guards cannot
# match, so skipping the regex changes nothing. They only decide for ASCII text, where
# case-insensitive matching is plain ASCII case folding; other text always runs the regex.
_NUMBER_STEMS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                 "eleven", "twelve", "thirt", "fift", "twent", "forty", "hundred", "dozen")
_NUMBER_WORD_SET = frozenset(NUMBER_WORDS)
_ASCII_WORD = re.compile(r"\w+")
_APPROX_ENDINGS = ("~", "about", "around", "roughly", "approx", "approximately", "approx.", "nearly", "almost",
                   "some", "over", "more than", "under", "less than", "up to", "estimated")
_NUM_START = re.compile(r"[$€£\d]")  # every _NUM match starts with one of these characters


def _may_have_number_words(text: str) -> bool:
    """False only when _WORDNUM certainly finds nothing in text."""
    if not text.isascii():
        return True
    lower = text.lower()
    for stem in _NUMBER_STEMS:
        if stem in lower:
            break
    else:
        return False
    # ASCII: \bWORD\b matches exactly when a whole \w+ run equals WORD (ignoring case).
    return not _NUMBER_WORD_SET.isdisjoint(_ASCII_WORD.findall(lower))


def _replace_word_numbers(text: str) -> str:
    """Turn spelled-out numbers into digits, keeping the text length meaningful."""
    if not _may_have_number_words(text):
        return text
    return _WORDNUM.sub(_number_word_repl, text)


def _blank(m: re.Match[str]) -> str:
    """Spaces as long as the match."""
    return " " * (m.end() - m.start())


def _may_have_dates(text: str) -> bool:
    """False only when _DATE certainly finds nothing: it needs "UTC", or a digit right before a "-" or ":"."""
    if "UTC" in text:
        return True
    for sep in "-:":
        i = text.find(sep, 1)
        while i != -1:
            if text[i - 1].isdigit():  # isdigit() accepts every character \d does
                return True
            i = text.find(sep, i + 1)
    return False


def _blank_dates(text: str) -> str:
    """Blank out dates, times and UTC offsets, keeping positions."""
    if not _may_have_dates(text):
        return text
    return _DATE.sub(_blank, text)


@lru_cache(maxsize=8192)
def _is_approximate(window: str) -> bool:
    """Whether the few characters before a number end with an approximation word."""
    # APPROX ends in \s*$, so for ASCII text a match needs the lower-cased window, less its
    # trailing spaces, to end with one of the words.
    if window.isascii() and not window.rstrip().lower().endswith(_APPROX_ENDINGS):
        return False
    return bool(APPROX.search(window))


_ADVERBS_AFTER = frozenset("overnight today yesterday tonight apiece each together alone ago now".split())
# "three cubs overnight", "40 jobs cut", "two cubs made": the count is of the noun before
_IRREGULAR_PLURALS = frozenset("children men women people staff crew personnel aircraft sheep police cattle".split())


_POWERS = {"square": "²", "sq": "²", "cubic": "³", "cu": "³"}  # "square kilometres" measure an area, not a length
_LENGTH_SYMBOLS = {"kilometre": "km", "kilometer": "km", "km": "km", "metre": "m", "meter": "m", "m": "m",
                   "mile": "mi", "mi": "mi", "foot": "ft", "feet": "ft", "ft": "ft", "yard": "yd", "yd": "yd"}


def _compound_head(clean: str, end: int, noun: str) -> bool:
    """Whether a number is joined by a hyphen to a lower-case noun before another ("a 1,212-signature petition", "a
    12-game ticket"): it counts that first noun, not the thing the compound describes."""
    words = noun.split()
    return clean[end:end + 1] == "-" and len(words) > 1 and words[0].isalpha() and words[0].islower() \
        and words[0] not in STOPWORDS


@lru_cache(maxsize=4096)
def _noun_unit(noun: str) -> str:
    """The unit a noun phrase after a bare number names: a unit of measure right after it, else its last word."""
    first = noun.split(maxsplit=1)[0].lower() if noun else ""
    if first == "basis" and noun.lower().startswith(("basis point", "basis-point")):
        return "bp"
    power, parts = _POWERS.get(first), noun.split()
    if power and len(parts) > 1:  # "40 square kilometres": an area, "1.8 million cubic metres": a volume
        side = _LENGTH_SYMBOLS.get(canonical_unit(parts[1]))
        if side:
            return side + power
    if first in MEASURE_UNITS:
        return MEASURE_UNITS[first]
    if first in UNIT_ALIASES and first.isalpha():  # "7B-parameter model": the count is of parameters
        return UNIT_ALIASES[first]
    words = [w for w in noun.split() if w.isalpha()]
    while len(words) > 1 and (words[-1].lower().endswith(("ing", "ed")) or words[-1].lower() in IRREGULAR
                              or words[-1].lower() in _ADVERBS_AFTER) and (
            words[-2].lower().endswith("s") or words[-2].lower() in _IRREGULAR_PLURALS):
        # "12,000 panels covering …": panels (but "500 affordable housing": housing)
        words.pop()
    unit = canonical_unit(words[-1]) if words else ""
    return "" if unit in _NOT_UNITS else unit


def _measure_units() -> dict[str, str]:
    """Unit symbols and words of measure (world.json's dimensions), lower-case → canonical form."""
    out: dict[str, str] = {}
    for units, _ in DIMENSIONS.values():
        for unit in sorted(units):
            out[unit] = unit
            if unit.isalpha() and len(unit) > 3:
                out[unit + "s"] = unit
    return out


MEASURE_UNITS = _measure_units()
# a currency's three-letter code before a figure: "CAD 23.4 million", "EUR 40m"
_CURRENCY_CODES = sorted(u for u in DIMENSIONS["money"][0] if len(u) == 3 and u.isalpha())
_CURRENCY_BEFORE = re.compile(r"\b(" + "|".join(_CURRENCY_CODES) + r")\s?$", re.I)
_DEGREES_AFTER = re.compile(r"\s?°\s?([CFcf])\b")
SCALE_UNITS = frozenset({"magnitude", "category"})  # a value on a named scale, the scale before it: "a magnitude 5.9"
_SCALE_BEFORE = re.compile(rf"\b({'|'.join(sorted(SCALE_UNITS))})\s?-?$", re.I)


# "recorded artefacts now total 1,126", "evacuees rose to 6,300", "the number of recorded artefacts to 540": a bare
# number's unit is the plural noun that the clause before it counts
_COUNTING_VERB = (r"(?:total(?:s|led|ed)?|reach(?:ed|es)?|r(?:o|i)se[sn]?|climb(?:ed|s)?|gr(?:e|o)w[sn]?|"
                  r"increas(?:ed|es)|f(?:e|a)ll(?:s|en)?|drop(?:ped|s)?|st(?:an|oo)ds?|hit|topp?(?:ed|s)|pass(?:ed|es)|"
                  r"number(?:ed|s)?)")
# the words that tell a count's level, from its noun to its figure: "now total", "has risen to about", "stood at"
COUNTED_TO = (r"(?:(?:now|have|has|had|already|then|also|finally)\s+)*" + _COUNTING_VERB
              + r"(?:\s+(?:to|at|about|around|some|nearly|almost|over))*")
_UNIT_BEFORE = re.compile(r"\b([a-z]{3,}s)\s+" + COUNTED_TO + r"\s*$"
                          r"|\b(?:number|count|total|tally) of (?:[a-z\-]+\s+){0,2}?([a-z]{3,}s)\s+"
                          r"(?:to|at|is|was|stands at|reached)(?:\s+(?:about|around|some|nearly|almost))*\s*$"
                          # "the final finisher count rose to 31,517": the noun before "count" is what it counts
                          r"|\b([a-z]{3,})\s+(?:count|tally)\s+" + COUNTED_TO + r"\s*$", re.I)


# the words before a figure with degrees written onto it ("reached 41C", "a 5C rise", "highs of 38C"), not a noun
# it designates one of ("ward 4C", "room 3C", "grade 5C")
_DEGREES_LEAD = ("reached|reach|reaches|hit|hits|hitting|to|of|at|about|around|above|below|over|under|topped|tops|"
                 "peaked|rose|fell|climbed|exceeded|nearly|almost|up|a|an|than|was|is|were|be|and|or|high|highs|low|"
                 "lows|record|top")
_LOWER_BEFORE = re.compile(r"(?:^|[\s(])(?:(?:" + _DEGREES_LEAD + r")\s+|\()$")
_NOT_PLURAL = ("ss", "us", "is")  # virus, census, analysis
_GLUED = re.compile(r"[^\W\d_]+|[²³]")
# pence written onto a small figure ("a 7p rise", "52.95p a litre", "7p-per-litre"), not a screen's lines ("1080p")
_PENCE = re.compile(r"p(?![^\W_]|[²³])")
_PENCE_DIGITS = 2  # a figure of pence has at most this many digits before its point ("99p"; "£1.20" past that)


def glued_unit(clean: str, end: int) -> str:
    """The unit written onto a number ("9km", "75bp"), lower-case as written, or "" when the letters name none."""
    m = _GLUED.match(clean, end)
    glued = m.group(0).lower() if m else ""
    if glued and end + len(glued) < len(clean) and clean[end + len(glued)] in "²³":
        glued += clean[end + len(glued)]  # "12km²"
    return glued if len(glued) >= 2 and (glued in MEASURE_UNITS or glued in UNIT_ALIASES) else ""


def money_sign(clean: str, start: int, m: re.Match[str]) -> str:
    """The money sign a number's match starts with, or stands just after ("A$142.6m", "US$3 million"), or ""."""
    return m.group("cur") or (clean[start - 1] if start > 0 and clean[start - 1] in "$€£" else "")


def in_millions(clean: str, start: int, end: int, sign: str) -> bool:
    """Whether the "m" written onto a number is millions of money: "£38.5m", "A$142.6m", "EUR 40m" (not "5m")."""
    return clean[end] == "m" and (end + 1 == len(clean) or not clean[end + 1].isalnum()) and bool(
        sign or _CURRENCY_BEFORE.search(clean, max(0, start - 5), start))


def _plural(noun: str) -> str:
    """A counted noun as a plural ("finisher": finishers), as the counts before a figure are written."""
    return noun if noun.lower().endswith("s") else noun + "s"


def unit_before(clean: str, start: int) -> str:
    """The plural noun a bare number's clause counts, before it ("artefacts now total 1,126"), or ""."""
    before = _UNIT_BEFORE.search(clean, max(0, start - 80), start)
    noun = (before.group(1) or before.group(2) or _plural(before.group(3))).lower() if before else ""
    if not noun or noun.endswith(_NOT_PLURAL) or noun in _NOT_UNITS or noun in STOPWORDS or noun in FILLER:
        return ""  # "the virus has hit 300", "perhaps reached 40": no plural noun
    unit = canonical_unit(noun)
    return "" if unit in _NOT_UNITS else unit


MakeQuantity = Callable[[float, str, str, str, bool], Quantity]  # (value, unit, noun, text, approximate) -> record


@lru_cache(maxsize=32768, typed=True)
def quantity(value: float, unit: str, noun: str, text: str, approximate: bool) -> Quantity:
    """The record of one quantity, shared by every fact that states it (records are frozen)."""
    # value is a float and approximate a bool, as validation makes them. Equal keys mean equal
    # records: value is never -0.0 (which equals 0.0), as numbers have no sign. The same few quantities
    # recur in thousands of facts.
    return Quantity(value=value, unit=sys.intern(unit), noun=sys.intern(noun), text=sys.intern(text),
                    approximate=approximate)


def model_prefix(text: str, hyphen: int) -> bool:
    """Whether the letters before this hyphen name a model: capitalised ("SX-16"), a short code ("sr-300") or no word."""
    start = hyphen
    while start > 0 and text[start - 1].isalpha():
        start -= 1
    letters = text[start:hyphen]
    if letters[-1].isupper() or len(letters) <= MODEL_CODE_LETTERS:
        return True
    from . import lexicon  # here, not at the top: lexicon reads texts through this module

    low = letters.casefold()
    return low not in _BEFORE_FIGURE and not lexicon.listed(low)  # "krg-114", "gpt-4"; not "top-10", "covid-19"


def extract_quantities(text: str, make: MakeQuantity = quantity) -> list[Quantity]:
    """Every number in a text with its unit, skipping dates, times and model names (records made by ``make``)."""
    clean = _replace_word_numbers(_blank_dates(text))
    out: list[Quantity] = []
    spans: list[tuple[int, int]] = []
    n = len(clean)
    # The matches of _NUM.finditer(clean), found faster by jumping between the characters a match can start with.
    search = _NUM_START.search
    match = _NUM.match
    pos = 0
    while True:
        c = search(clean, pos)
        if c is None:
            break
        start = c.start()
        m = match(clean, start)
        if m is None:
            pos = start + 1
            continue
        pos = end = m.end()
        if start > 0 and (clean[start - 1].isalpha() or clean[start - 1] in "_"):
            continue  # part of a name like GB200 or A23B
        if start > 1 and clean[start - 1] == "-" and clean[start - 2].isalpha() and model_prefix(clean, start - 1):
            continue  # a model name like SX-16 or GPT-4, typed "sx-16" too
        glued = ""
        degrees = ""
        sign = money_sign(clean, start, m)
        millions = False
        if end < n and clean[end].isalpha() and not (m.group("suf") or m.group("word")):
            glued = glued_unit(clean, end)
            if not glued and not sign and _PENCE.match(clean, end) and \
                    len(m.group("num").split(".")[0]) <= _PENCE_DIGITS:
                glued = "pence"
            millions = not glued and in_millions(clean, start, end, sign)
            if not glued and not millions:
                if clean[end] in "CF" and (end + 1 == n or not clean[end + 1].isalnum()) \
                        and _LOWER_BEFORE.search(clean, max(0, start - 30), start):  # not "ward 4C", "Model 3C"
                    degrees = "°" + clean[end].lower()  # "reached 41C", "105F": degrees written onto the figure
                else:
                    continue  # 3D, 4o: a name, not a quantity ("5km", "75bp": a quantity and its unit)
        value, unit = _value(m)
        if not unit and sign:
            unit = UNIT_ALIASES[sign]
        if glued == "pence":
            unit, end = glued, end + 1
        elif glued:
            unit, end = MEASURE_UNITS.get(glued) or UNIT_ALIASES[glued], end + len(glued)
        elif degrees:
            unit, end = degrees, end + 1
        elif millions:
            value, end = value * SCALES["m"], end + 1
        if not math.isfinite(value):
            continue  # "1e999": too large for a float, so no quantity
        noun = _noun_after(clean, end)
        if not unit:
            cur = _CURRENCY_BEFORE.search(clean, max(0, start - 5), start)
            deg = _DEGREES_AFTER.match(clean, end)
            if cur:
                unit = cur.group(1).lower()
            elif deg:
                unit = "°" + deg.group(1).lower()
            elif noun and _compound_head(clean, end, noun):
                unit = _noun_unit(noun.split()[0])  # "a 1,212-signature petition", "the nine-member council": signatures
            elif noun:
                unit = _noun_unit(noun)
            elif scale := _SCALE_BEFORE.search(clean, max(0, start - 12), start):  # not "category 4 winners"
                unit = scale.group(1).lower()
            if not unit:
                unit = unit_before(clean, start)
        approximate = _is_approximate(clean[max(0, start - 16):start])
        out.append(make(value, unit, noun, m.group(0).strip(), approximate))
        spans.append((start, end))
    return range_ends(part_of_whole(out, spans, clean, make), spans, clean, make)


# the first end of a range: "from 35 to 22 points", "between 40 and 60 metres", "from €6.8 to €9.4 million"
_RANGE_START = re.compile(r"\b(?:from|between)\s+$", re.I)
_RANGE_JOIN = re.compile(r"\s*(?:to|and|-|\u2013|\u2014)\s*")
_LEAD_FIGURE = re.compile(r"\d[\d,]*(?:\.\d+)?")


def range_ends(out: list[Quantity], spans: list[tuple[int, int]], clean: str,
               make: MakeQuantity = quantity) -> list[Quantity]:
    """"from 35 to 22 points": the bare 35 counts points too; "from €6.8 to €9.4 million": 6.8 million euros. The first
    end of a range opened by "from" or "between" takes the second's unit, noun and scale when it has none of its own."""
    for k in range(len(out) - 1):
        first, second = out[k], out[k + 1]
        if first.unit and first.unit != second.unit or not second.unit:
            continue
        if not _RANGE_JOIN.fullmatch(clean, spans[k][1], spans[k + 1][0]) or \
                not _RANGE_START.search(clean, max(0, spans[k][0] - 12), spans[k][0]):
            continue
        value = first.value
        lead, own = _LEAD_FIGURE.match(second.text.lstrip("$€£¥ ")), _LEAD_FIGURE.fullmatch(first.text.lstrip("$€£¥ "))
        if lead and own:  # "9.4 million": its scale is its value over its figure; "6.8" written bare takes it
            figure = float(lead.group(0).replace(",", ""))
            if figure and second.value / figure > 1.5 and first.value <= 10 * figure:  # not "from 800,000 to 1.2 million"
                value = first.value * second.value / figure
        out[k] = make(value, second.unit, second.noun, first.text, first.approximate)
    return out


_OF_THE = re.compile(r"\s+(?:out\s+)?of\s+(?:the\s+|all\s+|a\s+total\s+of\s+)?")


def part_of_whole(out: list[Quantity], spans: list[tuple[int, int]], clean: str,
                  make: MakeQuantity = quantity) -> list[Quantity]:
    """'9 of the 148 foundations': the bare 9 counts foundations too (its unit and noun are the whole's)."""
    for k in range(len(out) - 1):
        part, whole = out[k], out[k + 1]
        if not part.unit and whole.unit and _OF_THE.fullmatch(clean, spans[k][1], spans[k + 1][0]):
            out[k] = make(part.value, whole.unit, whole.noun, part.text, part.approximate)
    return out


def number_token(value: float) -> str:
    """A canonical token for a numeric value ("#5.35e+11")."""
    return f"#{value:.4g}"
