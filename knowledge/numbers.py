"""Find the numbers a text states and normalise them with their units."""

from __future__ import annotations

import re

from .models import Quantity

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
    "byte": "byte", "bytes": "byte",
    "post": "post", "posts": "post",
    "people": "person", "persons": "person", "person": "person",
    "employees": "employee", "employee": "employee",
    "user": "user", "users": "user",
    "layer": "layer", "layers": "layer",
    "expert": "expert", "experts": "expert",
}
DURATION_UNITS = {"minute", "hour", "day", "week", "month", "year", "second"}
APPROX = re.compile(r"(?:~|≈|\babout|\baround|\broughly|\bapprox(?:imately|\.)?|\bnearly|\balmost|"
                    r"\bsome|\bover|\bmore than|\bunder|\bless than|\bup to|\bestimated)\s*$", re.I)

_SCALE_WORDS = "|".join(sorted((k for k in SCALES if len(k) > 1), key=len, reverse=True))
_NUM = re.compile(
    r"(?<![\w.])(?P<cur>[$€£])?(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"(?:(?P<exp>[eE][+-]?\d+)|(?P<byte>[KMGTP]B)\b|(?P<suf>[KkMBbTt]n?)(?![\w])"
    r"|\s?(?P<word>" + _SCALE_WORDS + r")\b)?"
    r"(?P<pct>\s?%|\s?(?:percent|per cent|pct)\b)?",
)
_WORDNUM = re.compile(r"\b(" + "|".join(NUMBER_WORDS) + r")\b(?:[\s-](" + "|".join(NUMBER_WORDS) + r"))?", re.I)
_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}:\d{2}\b|\bUTC[+\-−]\d{1,2}(?::\d{2})?|(?<=disclosed )\d{2}-\d{2}\b")
_NOUN_WORD = re.compile(r"[A-Za-z][\w\-/.]*")
_STOP_AFTER = {
    "and", "or", "of", "in", "on", "at", "to", "for", "with", "by", "from", "the", "a", "an",
    "is", "are", "was", "were", "be", "that", "which", "this", "it", "as", "per", "than",
    "including", "via", "so", "but", "has", "have", "had", "will", "would", "into",
}
_NOT_UNITS = {"total", "active", "already", "complete", "completed", "done", "through", "trained"}


def canonical_unit(word: str) -> str:
    """Map a unit word to its canonical singular form."""
    w = word.lower().strip(".,;:()[]'\"")
    if w in UNIT_ALIASES:
        return UNIT_ALIASES[w]
    if len(w) > 3 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


def _value(m: re.Match[str]) -> tuple[float, str]:
    """Numeric value and implied unit of one regex match."""
    value = float(m.group("num").replace(",", ""))
    unit = ""
    if m.group("exp"):
        value *= 10 ** int(m.group("exp")[1:])
    elif m.group("byte"):
        value *= BYTE_SCALES[m.group("byte").lower()]
        unit = "byte"
    elif m.group("suf"):
        value *= SCALES[m.group("suf").lower()]
    elif m.group("word"):
        value *= SCALES[m.group("word").lower()]
    if m.group("pct"):
        unit = "percent"
    cur = m.group("cur")
    if cur:
        unit = UNIT_ALIASES.get(cur, "usd")
    return value, unit


def _noun_after(text: str, end: int) -> str:
    """The short noun phrase right after a number."""
    words: list[str] = []
    for wm in _NOUN_WORD.finditer(text, end):
        gap = text[end:wm.start()]
        if gap.strip() and gap.strip() not in {"-"}:
            break
        word = wm.group(0).rstrip(".")
        if word.lower() in _STOP_AFTER or len(words) >= 3:
            break
        words.append(word)
        end = wm.end()
    return " ".join(words)


def _replace_word_numbers(text: str) -> str:
    """Turn spelled-out numbers into digits, keeping the text length meaningful."""

    def repl(m: re.Match[str]) -> str:
        """Digits for one spelled-out number."""
        a = NUMBER_WORDS[m.group(1).lower()]
        b = NUMBER_WORDS[m.group(2).lower()] if m.group(2) else None
        if b is not None and a >= 20 and b < 10:
            return str(a + b)
        if b is not None and b == 100:
            return str(a * 100)
        if b is not None:
            return f"{a} {b}"
        return str(a)

    return _WORDNUM.sub(repl, text)


def extract_quantities(text: str) -> list[Quantity]:
    """Every number in a text with its unit, skipping dates, times and model names."""
    clean = _replace_word_numbers(_DATE.sub(lambda m: " " * len(m.group(0)), text))
    out: list[Quantity] = []
    for m in _NUM.finditer(clean):
        start = m.start()
        if start > 0 and (clean[start - 1].isalpha() or clean[start - 1] in "_"):
            continue  # part of a name like GB200 or A23B
        if m.end() < len(clean) and clean[m.end()].isalpha() and not (m.group("suf") or m.group("word")):
            continue  # 3D, 4o: a name, not a quantity
        value, unit = _value(m)
        noun = _noun_after(clean, m.end())
        if not unit and noun:
            words = [w for w in noun.split() if w.isalpha()]
            unit = canonical_unit(words[-1]) if words else ""
            if unit in _NOT_UNITS:
                unit = ""
        approximate = bool(APPROX.search(clean[max(0, start - 16):start]))
        out.append(Quantity(value=value, unit=unit, noun=noun, text=m.group(0).strip(),
                            approximate=approximate))
    return out


def number_token(value: float) -> str:
    """A canonical token for a numeric value ("#5.35e+11")."""
    return f"#{value:.4g}"
