"""Turn facts and questions into comparable terms: stems, synonym concepts, numbers and handles."""

from __future__ import annotations

import importlib.metadata
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import chain

import snowballstemmer

from .models import Quantity
from .numbers import extract_quantities, glued_unit, number_token
from .text import normalize_handle
from .vocab import (
    AGAIN_VERBS,
    CATEGORY_GROUPS,
    FILLER,
    IRREGULAR,
    NEWS_SYNONYM_GROUPS,
    PHRASES,
    SCALE_WORDS,
    SPELLINGS,
    STOPWORDS,
    SYNONYM_GROUPS,
)

_STEMMER = snowballstemmer.stemmer("english")  # PyStemmer's C stemmer when installed (same results, ~14× faster)


def _stemmer_id() -> str:
    """Which stemmer and version runs: part of the saved index's signature."""
    module = type(_STEMMER).__module__
    try:
        version = importlib.metadata.version("PyStemmer" if module == "Stemmer" else "snowballstemmer")
    except importlib.metadata.PackageNotFoundError:
        version = "?"
    return f"{module} {version}"


STEMMER = _stemmer_id()
_MENTION_MARKUP = re.compile(r"<(?:@[!&]?|#)\d+>|@(?:everyone|here)\b")
_MARKDOWN = re.compile(r"[*_~`|>]+")
_MARKDOWN_CHARS = frozenset("*_~`|>")
_WORD = re.compile(r"[a-z0-9]+(?:[-'.][a-z0-9]+)*")
_HANDLE = re.compile(r"(?<![\w@])@([a-z0-9_]{1,40})")
_HANDLE_BLANK = re.compile(r"@(?<![\w@]@)[A-Za-z0-9_]{1,40}")  # _HANDLE for sub(), any case: starts on its "@"
_PHRASES_LONGEST_FIRST = tuple(sorted(PHRASES, key=len, reverse=True))
# Every phrase, longest first: what _phrase_pattern's patterns match like (the tests compare them).
_PHRASE_RE = re.compile(r"(?<![\w-])(" + "|".join(re.escape(p) for p in _PHRASES_LONGEST_FIRST) + r")(?![\w-])")
_IRREGULAR_NEGATIVES = {"can't": "can", "won't": "will", "shan't": "shall", "ain't": "is"}  # not "ca", "wo", "sha"
_CONTRACTION = re.compile(r"(?:'(?:s|re|ve|ll|d|m)|n't)$")
# \b(?:per|by|via|from)\s+(?=@)|(?<![\w@])@[A-Za-z0-9_]+ with each branch starting on a literal character, so
# the regex engine jumps between candidate characters instead of trying every position (same matches).
_ATTRIBUTION = re.compile(r"(?:p(?<!\wp)er|b(?<!\wb)y|v(?<!\wv)ia|f(?<!\wf)rom)\s+(?=@)|@(?<![\w@]@)[A-Za-z0-9_]+")


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """Snowball stem of a lower-case word, irregular verbs first brought to their base form, a British spelling's
    stem as the American one's ("colours": color; "organised": organiz)."""
    got = _stem(word)
    return _SPELLING_STEMS.get(got, got)


# an office, not the person holding it: Snowball stems "directorate" as "director" (the Civil Protection Directorate
# has no director in it), so these keep their own stem
_OFFICES = frozenset({"directorate", "inspectorate", "electorate", "protectorate", "rectorate", "doctorate"})


# the characters a code of letters and digits is written in ("xb-200", "a320", "4x4")
_CODE_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-")


def _code_plural(word: str) -> bool:
    """Whether a word is the plural of a code of letters and digits ("xb-200s", "a320s", "4x4s"), not a decade ("1990s")."""
    return (len(word) >= 3 and word[-1] == "s" and word[-2].isdigit() and set(word) <= _CODE_CHARS
            and any("a" <= c <= "z" for c in word[:-1]))


def _stem(word: str) -> str:
    """Snowball stem of a lower-case word, irregular verbs first brought to their base form; a code's plural ("the
    XB-200s") stemmed as the code."""
    word = IRREGULAR.get(word, word)
    if _code_plural(word):
        return word[:-1]
    if word in _OFFICES or word.endswith("s") and word[:-1] in _OFFICES:
        return word.removesuffix("s")
    for suffix, keep in (("izers", "izer"), ("isers", "izer"), ("izer", "izer"), ("iser", "izer"),
                         ("izations", "ize"), ("isations", "ize"), ("ization", "ize"), ("isation", "ize")):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            return word[: -len(suffix)] + keep  # "tokenizer" is not "token"
    return _STEMMER.stemWord(word)


_SPELLING_STEMS = {a: b for uk, us in SPELLINGS.items() if (a := _stem(uk)) != (b := _stem(us))}


def read_stem(word: str) -> str:
    """A word's stem as a text is read: a hyphenated one joined ("go-between": gobetween, "break-in": breakin)."""
    return stem(word.replace("-", ""))


def _build_concepts() -> tuple[dict[str, frozenset[str]], dict[str, str]]:
    """Map each word and its stem to the synonym groups it belongs to, and to its first (primary) group."""
    table: dict[str, set[str]] = {}
    primary: dict[str, str] = {}
    for group in SYNONYM_GROUPS + NEWS_SYNONYM_GROUPS + CATEGORY_GROUPS:
        cid = "~" + group[0]
        for word in group:
            keys: tuple[str, ...] = (word, stem(word))
            if "-" in word:  # "break-in" is read as one word, "break in" (stem "breakin")
                keys += (word.replace("-", " "), read_stem(word))
            for key in keys:
                table.setdefault(key, set()).add(cid)
                primary.setdefault(key, cid)
    return {k: frozenset(v) for k, v in table.items()}, primary


CONCEPTS, PRIMARY = _build_concepts()


@dataclass(frozen=True)
class Term:
    """One meaningful word of a text."""

    surface: str
    stem: str
    concepts: frozenset[str]
    filler: bool = False
    primary: str | None = None  # the synonym group the word belongs to first

    @property
    def keys(self) -> frozenset[str]:
        """Everything this term can match on: its stem and its concepts."""
        return self.concepts | {self.stem}


@dataclass
class Analysis:
    """A text broken into terms, numbers and handles."""

    terms: list[Term] = field(default_factory=list)
    numbers: list[str] = field(default_factory=list)  # canonical number tokens
    units: list[str] = field(default_factory=list)
    handles: list[str] = field(default_factory=list)  # normalised
    words: list[str] = field(default_factory=list)  # every lower-case word, stopwords included

    @property
    def stems(self) -> set[str]:
        """The stems of all terms."""
        return {t.stem for t in self.terms}

    @property
    def keys(self) -> set[str]:
        """All match keys: stems, concepts and number tokens."""
        out: set[str] = set(self.numbers)
        for t in self.terms:
            out |= t.keys
        return out


# letters NFKD does not take apart: "Ørsted", "Łódź", "straße"
_UNDECOMPOSED = str.maketrans({"ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ß": "ss", "æ": "ae",
                               "Æ": "AE", "œ": "oe", "Œ": "OE", "ı": "i", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D"})


def _latin(ch: str) -> bool:
    """Whether a character is a Latin letter (Basic Latin to Latin Extended-B, or Latin Extended Additional)."""
    return ch < "\u0250" or "\u1e00" <= ch <= "\u1eff"


@lru_cache(maxsize=1024)
def fold_accents(text: str) -> str:
    """Latin letters without their accents ("Lucía Ordóñez": "Lucia Ordonez"): questions are often typed without them.

    Only the marks on Latin letters go; other scripts keep theirs ("が" stays "が")."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_UNDECOMPOSED))
    out: list[str] = []
    base = ""
    for ch in decomposed:
        if unicodedata.combining(ch):
            if not _latin(base):
                out.append(ch)
            continue
        base = ch
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


# a designation by the letter A ("Series A", "Zone A"), as a fact writes it: joined to its noun, so that its "a" is no
# article dropped ("Series A" is then no "Series B"; other letters are words of their own already). The pattern opens
# on the literal " A", so the engine jumps between those; each noun is a fixed-width look-behind.
DESIGNATING_NOUNS = ("series", "class", "zone", "type", "grade", "category", "block", "group", "phase", "tier", "section",
                     "gate", "terminal", "vitamin", "hepatitis", "division", "stage", "ward", "unit", "league")
_DESIGNATED = re.compile(r" A\b(?:" + "|".join(f"(?<=[{n[0].upper()}{n[0]}]{n[1:]} A)" for n in DESIGNATING_NOUNS)
                         + ")")


def normalize(text: str) -> str:
    """Lower-case, Unicode-normalised text with markup removed and phrases joined."""
    text = unicodedata.normalize("NFKC", text).replace("\u2019", "'").replace("\u2018", "'")
    if not text.isascii():
        text = fold_accents(text)
    text = no_mentions(text)
    if _MARKDOWN_CHARS.intersection(text):
        text = _MARKDOWN.sub(" ", text)
    if " A" in text:
        text = _DESIGNATED.sub("-A", text)  # "Series A": a designation, not the article
    text = text.casefold()
    present = tuple(p for p in _PHRASES_LONGEST_FIRST if p in text)
    return _phrase_pattern(present).sub(_phrase_repl, text) if present else text


@lru_cache(maxsize=512)
def _phrase_pattern(present: tuple[str, ...]) -> re.Pattern[str]:
    """_PHRASE_RE for only the phrases a text contains (longest first): the same matches, found faster.

    A phrase that is not in the text cannot match; the fewer alternatives, the fewer the regex tries at
    each character. Each alternative starts on its first character, with the boundary checked after it,
    so the regex engine jumps between those characters.
    """
    groups: dict[str, list[str]] = {}
    for phrase in present:
        groups.setdefault(phrase[0], []).append(phrase)  # keeps longest first within each group
    alternatives = [re.escape(first) + r"(?<![\w-]" + re.escape(first) + ")(?:"
                    + "|".join(re.escape(p[1:]) for p in phrases) + ")" for first, phrases in groups.items()]
    return re.compile(r"((?:" + "|".join(alternatives) + r"))(?![\w-])")


def _phrase_repl(m: re.Match[str]) -> str:
    """The joined form of a phrase."""
    return PHRASES[m.group(1)]


def no_mentions(text: str) -> str:
    """Text with Discord mention markup blanked (skipping the regex when it cannot match)."""
    return _MENTION_MARKUP.sub(" ", text) if "@" in text or "<" in text else text


_AGAIN_STEMS = frozenset(stem(v) for v in AGAIN_VERBS)


@lru_cache(maxsize=200_000)
def term_for(word: str) -> Term:
    """The term of one lower-case word ("reopened" also says "open": its re- only repeats it; question analysis drops
    that, since "was it rebuilt?" is not answered by "built in 1890")."""
    s = stem(word)
    concepts = CONCEPTS.get(word, frozenset()) | CONCEPTS.get(s, frozenset())
    if word.startswith("re") and len(word) >= 5 and (base := stem(IRREGULAR.get(word[2:], word[2:]))) in _AGAIN_STEMS:
        concepts = concepts | {base}
    return Term(surface=word, stem=s, concepts=concepts, filler=word in FILLER or IRREGULAR.get(word) in FILLER,
                primary=PRIMARY.get(word) or PRIMARY.get(s))


_DOTTED_NUMBER = re.compile(r"[\d.]+\w?")
_SPLIT = re.compile(r"[-.]")
_SCALED = re.compile(r"\d+(?:\.\d+)?[kmbt]n?|\d+(?:\.\d+)?e\d+")
_GLUED_UNIT = re.compile(r"\d+(?:\.\d+)?[a-z]+[²³]?")


@lru_cache(maxsize=200_000)
def _token(raw: str) -> tuple[tuple[str, ...], tuple[Term, ...]]:
    """The words and terms of one raw word of normalised text (the same raw word always gives the same)."""
    raw = raw.strip("'.-")
    if "'" in raw:
        raw = _IRREGULAR_NEGATIVES.get(raw) or _CONTRACTION.sub("", raw)
    if raw in SCALE_WORDS:
        return (), ()  # "535 billion": the number token carries it
    parts = [raw]
    if "-" in raw or "." in raw and not _DOTTED_NUMBER.fullmatch(raw):
        pieces = [p for p in _SPLIT.split(raw) if p]
        parts = [raw.replace("-", "").replace(".", "")] + pieces
    words: list[str] = []
    terms: list[Term] = []
    for i, word in enumerate(parts):
        words.append(word)
        if word in STOPWORDS or not word or word.isdigit():
            continue
        if word[0].isdigit() and (_SCALED.fullmatch(word) or _GLUED_UNIT.fullmatch(word) and glued_unit(
                word, len(word.rstrip("abcdefghijklmnopqrstuvwxyz²³")))):
            continue  # a number with a scale or a unit ("75bp", "9km"): handled as a number token
        term = term_for(word)
        if i > 0:  # a piece of a hyphenated word: matched, never required
            term = Term(term.surface, term.stem, term.concepts, True, term.primary)
        elif len(parts) > 1:
            term = Term(raw.replace("-", " "), term.stem, term.concepts, term.filler, term.primary)
        terms.append(term)
    return tuple(words), tuple(terms)


def _token_keys(raw: str) -> tuple[frozenset[str], int, tuple[str, ...]]:
    """The match keys, the number of terms and the typo-vocabulary words of one raw word."""
    _, terms = _token(raw)
    keys: set[str] = set()
    for t in terms:
        keys |= t.keys
    vocab = tuple(dict.fromkeys(t.surface for t in terms if len(t.surface) >= 4 and t.surface.isalpha()))
    return frozenset(keys), len(terms), vocab


# _token_keys of every raw word seen, split in three tables so that a text's words are looked up by map()
_RAW_KEYS: dict[str, frozenset[str]] = {}
_RAW_COUNT: dict[str, int] = {}
_RAW_VOCAB: dict[str, tuple[str, ...]] = {}
_RAW_LIMIT = 400_000  # distinct raw words kept before the tables start over


def _learn(raws: list[str]) -> list[tuple[frozenset[str], int, tuple[str, ...]]]:
    """``_token_keys`` of each raw word, adding the new ones to the tables."""
    if len(_RAW_KEYS) > _RAW_LIMIT:
        _RAW_KEYS.clear()
        _RAW_COUNT.clear()
        _RAW_VOCAB.clear()
    infos = []
    for raw in raws:
        try:
            info = _RAW_KEYS[raw], _RAW_COUNT[raw], _RAW_VOCAB[raw]
        except KeyError:  # new (or the tables started over meanwhile, in another thread)
            info = _token_keys(raw)
            _RAW_VOCAB[raw], _RAW_COUNT[raw] = info[2], info[1]
            _RAW_KEYS[raw] = info[0]
        infos.append(info)
    return infos


def _prepare(text: str, strip_attribution: bool, want_handles: bool = True) -> tuple[str, str, list[str]]:
    """The text without mention markup (and attributions, when asked), its normalised form without handles, and the handles."""
    text = no_mentions(text)
    if "@" not in text:  # every pattern below needs one
        norm = normalize(text)
        return text, _HANDLE_BLANK.sub(" ", norm) if "@" in norm else norm, []
    handles: list[str] = []
    if strip_attribution:
        if want_handles:
            handles = [normalize_handle(h) for h in _HANDLE.findall(text.casefold())]
        text = _ATTRIBUTION.sub(" ", text)
    if want_handles and not handles:
        handles = [normalize_handle(h) for h in _HANDLE.findall(text.casefold())]
    norm = normalize(_HANDLE_BLANK.sub(" ", text))  # before normalising: it reads "kmurali_dev" as two words
    return text, _HANDLE_BLANK.sub(" ", norm) if "@" in norm else norm, handles


def analyze(text: str, strip_attribution: bool = False, quantities: list[Quantity] | None = None) -> Analysis:
    """Break a text into terms, numbers, units and handles (reusing quantities already extracted)."""
    text, norm, handles = _prepare(text, strip_attribution)
    out = Analysis(handles=handles)
    for q in extract_quantities(text) if quantities is None else quantities:
        out.numbers.append(number_token(q.value))
        if q.unit:
            out.units.append(q.unit)
    words, terms = out.words, out.terms
    for raw in _WORD.findall(norm):
        w, t = _token(raw)
        words.extend(w)
        terms.extend(t)
    return out


def norm_terms(norm: str) -> tuple[set[str], int, list[str]]:
    """The match keys (without numbers), term count and typo-vocabulary words of a normalised text."""
    raws = _WORD.findall(norm)
    try:
        keys: set[str] = set().union(*map(_RAW_KEYS.__getitem__, raws))
        length = sum(map(_RAW_COUNT.__getitem__, raws))
        vocab = list(dict.fromkeys(chain.from_iterable(map(_RAW_VOCAB.__getitem__, raws))))
    except KeyError:  # a word not seen yet
        infos = _learn(raws)
        keys = set().union(*[i[0] for i in infos])
        length = sum([i[1] for i in infos])
        vocab = list(dict.fromkeys(chain.from_iterable([i[2] for i in infos])))
    return keys, length, vocab


def title_keys_many(titles: list[str]) -> list[frozenset[str]]:
    """The match keys of each title (stems, synonym groups, numbers), the titles normalised in one pass."""
    out = []
    for title, norm in zip(titles, normalized_many(titles, strip_attribution=False)):
        keys = norm_terms(norm)[0]
        keys.update(number_token(q.value) for q in extract_quantities(no_mentions(title)))
        out.append(frozenset(keys))
    return out


_SEPARATOR = "\x00"  # between texts normalised together: no pattern of _prepare matches or spans it


def normalized_many(texts: list[str], strip_attribution: bool = True) -> list[str]:
    """``_prepare(text, strip_attribution)``'s normalised form of each text, all in one pass.

    Every step is a character mapping or a pattern that neither matches nor spans U+0000, and NFKC
    leaves it alone, so normalising the texts joined by it gives each text's own result.
    """
    joined = _SEPARATOR.join(texts)
    if joined.count(_SEPARATOR) != len(texts) - 1:  # a text holds the separator itself
        return [_prepare(t, strip_attribution, want_handles=False)[1] for t in texts]
    text = no_mentions(joined)
    if strip_attribution and "@" in text:
        text = _ATTRIBUTION.sub(" ", text)
    if "@" in text:
        text = _HANDLE_BLANK.sub(" ", text)
    norm = normalize(text)
    if "@" in norm:
        norm = _HANDLE_BLANK.sub(" ", norm)
    parts = norm.split(_SEPARATOR)
    if len(parts) != len(texts):  # cannot happen (see above); never trust it blindly
        return [_prepare(t, strip_attribution, want_handles=False)[1] for t in texts]
    return parts
