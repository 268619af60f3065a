"""Which English words stand for which: a word's relatives from WordNet (``data/lexicon.json``), by stem.

Built by ``benchmarks/build_lexicon.py`` and read here as plain JSON: a question word's relatives (boat: vessel;
quake: earthquake; die: death) match a fact's words with a weak synonym's credit, how often a word was met in
WordNet's tagged texts tells a common word from a rare one, and a word WordNet does not hold at all is a name.
Loaded once, when the first matcher is built (``warm``), so that a process that freezes its heap after a build
keeps these tables out of the collector's way.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from rapidfuzz import process
from rapidfuzz.distance import DamerauLevenshtein

from .analyze import read_stem, term_for
from .vocab import (
    DEMONYMS,
    FUNCTION_WORDS,
    INFORMAL_SENSES,
    IRREGULAR,
    IRREGULAR_PLURALS,
    MODERN_WORDS,
    MONTHS,
    PARAPHRASES,
    PHRASAL_VERBS,
    PHRASES,
    PREPOSITIONS,
    STATE_ENDS,
    STOPWORDS,
)

LEXICON_FILE = Path(__file__).with_name("data") / "lexicon.json"
WORD_MIN = 4  # a shorter word no fact uses is as often a slip ("rhe") as a name: never called a name


@lru_cache(maxsize=1)
def _data() -> dict[str, dict[str, object]]:
    """The file's tables (empty when the file is missing)."""
    try:
        data = json.loads(LEXICON_FILE.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    tables = {k: v for k, v in data.items() if isinstance(v, dict)}
    words = data.get("words")
    tables["words"] = dict.fromkeys(words.split(), True) if isinstance(words, str) else {}
    names = data.get("names")
    tables["names"] = dict.fromkeys(names.split(), True) if isinstance(names, str) else {}
    persons = data.get("persons")
    tables["persons"] = dict.fromkeys(persons.split(), True) if isinstance(persons, str) else {}
    negations = data.get("negations")
    tables["negations"] = dict.fromkeys(negations.split(), True) if isinstance(negations, str) else {}
    return tables


def warm() -> None:
    """Load the tables now (a matcher calls this when it is built)."""
    _data()


def _table() -> dict[str, object]:
    """The relatives of every stem, space-separated."""
    return _data().get("relatives", {})


def met(stem: str) -> int:
    """How often the words of a stem were met in WordNet's tagged texts (0 for rare words): how common it is."""
    count = _data().get("counts", {}).get(stem, 0)
    return count if isinstance(count, int) else 0


_PREFIXES = ("cyber", "smart", "e", "bio", "eco", "micro", "nano", "crypto", "tele", "geo", "robo", "agri", "re", "un",
             "non", "pre", "post", "anti")  # coinages: "cyberattack", "ebike", "reopening"

# WordNet's ways of making a word's inflections from it ("morphy"): what a form ends with, what its lemma ends with
_INFLECTIONS = (("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"),
                ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", ""), ("er", ""),
                ("est", ""), ("er", "e"), ("est", "e"), ("ied", "y"), ("ier", "y"), ("iest", "y"))


def english(word: str) -> bool:
    """Whether a lower-case word may be English: one WordNet holds (``listed``), or shorter than WORD_MIN (as often a
    slip as a name), or any word when the file has no list."""
    return len(word) < WORD_MIN or not _data().get("words") or listed(word)


def doer_root(word: str) -> bool:
    """Whether WordNet holds a plural noun's singular and a doer made of it with "-er", "-r" or "-or" ("attempts":
    attempter; "designs": designer): a thing its doer's stem is kept for, not itself a person."""
    known = _data().get("words", {})
    tried = ([word[:-3] + "y"] if word.endswith("ies") else []) + ([word[:-1]] if word.endswith("s") else []) + [word]
    singular = next((w for w in tried if w in known), None)
    return singular is not None and any(singular + end in known for end in ("er", "r", "or"))


def proper(word: str) -> bool:
    """Whether WordNet writes a lower-case word only capitalised: a proper noun ("australia", "monday")."""
    return word in _data().get("names", {})


def listed(word: str) -> bool:
    """Whether WordNet holds a lower-case word, itself, as an inflection ("suing", "stopped", "knives"), as an
    irregular form ("children", "bought") or after a prefix of new coinages ("cyberattack", "smartwatch"), or
    whether it is a word newer than WordNet (world.json ``modern_words``: "crypto", "covid")."""
    known = _data().get("words", {})
    if not known:
        return False
    if word in known or word in IRREGULAR or word in IRREGULAR_PLURALS or word in MODERN_WORDS:
        return True
    if word.endswith("ves") and (word[:-3] + "f" in known or word[:-3] + "fe" in known):  # "knives", "wolves"
        return True
    if any(word.startswith(p) and word[len(p):] in known for p in _PREFIXES if len(word) - len(p) >= 4):
        return True  # "cyberattack", "smartwatch" (not any two words run together: "ashford" is a name)
    if any(word.endswith(end) and word[:-len(end)] + base in known for end, base in _INFLECTIONS):
        return True
    doubled = word.endswith(("ed", "er")) and len(word) > 4 and word[-3] == word[-4] and word[:-3] in known
    return doubled or word.endswith(("ing", "est")) and len(word) > 5 and word[-4] == word[-5] and word[:-4] in known
    # "stopped", "bigger", "running", "hottest": a doubled consonant before the ending


@lru_cache(maxsize=4096)
def relatives(stem: str) -> tuple[str, ...]:
    """The stems of the words WordNet relates to a stem in its common senses, and a headline or chat word's plain
    words (world.json ``informal_senses``), either way round."""
    related = _table().get(stem)
    found = tuple(related.split()) if isinstance(related, str) else ()
    informal = _informal().get(stem, ())
    return found + tuple(s for s in informal if s not in found)


def _group_table(groups: tuple[tuple[str, ...], ...]) -> dict[str, frozenset[str]]:
    """Each stem of a group's words and the stems of the rest of its groups."""
    table: dict[str, set[str]] = {}
    for group in groups:
        stems = {read_stem(w) for w in group}
        for s in stems:
            table.setdefault(s, set()).update(stems - {s})
    return {s: frozenset(mates) for s, mates in table.items()}


@lru_cache(maxsize=1)
def _paraphrase_table() -> dict[str, frozenset[str]]:
    """Each stem of a paraphrase group's words and the stems of the rest of its groups (world.json ``paraphrases``)."""
    return _group_table(PARAPHRASES)


def paraphrases(stem: str) -> frozenset[str]:
    """The stems of the words news says a stem's deed or thing in ("drop": withdraw, abandon; world.json)."""
    return _paraphrase_table().get(stem, frozenset())


@lru_cache(maxsize=1)
def _demonym_table() -> dict[str, frozenset[str]]:
    """Each stem of a place's group and the stems of the group's other words (world.json ``demonyms``)."""
    return _group_table(DEMONYMS)


def demonyms(stem: str) -> frozenset[str]:
    """The stems of the words that say a place by its people or things, or the place they are of ("poland": polish,
    poles; "norwegian": norway)."""
    return _demonym_table().get(stem, frozenset())


@lru_cache(maxsize=1)
def _state_end_table() -> dict[str, frozenset[str]]:
    """Each state word's stem and the stems of its group's other states and of the words ending it (world.json
    ``state_ends``)."""
    table: dict[str, set[str]] = {}
    for states, ends in STATE_ENDS:
        said = {term_for(w).stem for w in states | ends}
        for s in {term_for(w).stem for w in states}:
            table.setdefault(s, set()).update(said - {s})
    return {s: frozenset(mates) for s, mates in table.items()}


def state_ends(stem: str) -> frozenset[str]:
    """The stems of the words that say a held state in other words or tell it ending ("shut": closed, reopen)."""
    return _state_end_table().get(stem, frozenset())


@lru_cache(maxsize=4096)
def close_relatives(stem: str) -> frozenset[str]:
    """A stem's relatives in the sense it shares with them: those listing it back ("choice" for pick) and those sharing
    a relative with one of these ("choose", by "decide"); not another sense's ("programme", "appoint" for design)."""
    both = {r for r in relatives(stem) if stem in relatives(r)}
    near = both.union(*(relatives(r) for r in both))
    return frozenset(r for r in relatives(stem) if r in both or not near.isdisjoint(relatives(r)))


def person_word(word: str) -> bool:
    """Whether a word names a person ("architect", "delegates"): its stem, whole, is a person's (not "application" for
    applicant), and it is no root of a doer's noun ("programme", "program": programmer)."""
    stem = read_stem(word)
    doubled = word + word[-1:] + "er" in _data().get("words", {})
    return stem in persons() and word in (stem, stem + "s") and not doer_root(word) and not doubled


@lru_cache(maxsize=1)
def _informal() -> dict[str, tuple[str, ...]]:
    """Each informal word's stem and its plain words' stems, and each plain word's stem and the informal ones."""
    table: dict[str, list[str]] = {}
    for word, plain in INFORMAL_SENSES.items():
        w = read_stem(word)
        for s in (read_stem(p) for p in plain):
            if s != w:
                table.setdefault(w, []).append(s)
                table.setdefault(s, []).append(w)
    return {k: tuple(dict.fromkeys(v)) for k, v in table.items()}


_LETTERS = "abcdefghijklmnopqrstuvwxyz"
SLIP_MIN = 6  # a shorter word a slip from an English word is as often a name ("greta", "garin")
DROPPED_MIN = 7  # … and a word one letter short of one, shorter than this
SLIP_DOMINANCE = 10  # of two words a slip may be, the one met this many times as often as the other is meant
TWO_SLIPS_MIN = 8  # a word this long no word list holds, one slip from no English word, may be two from one
TWO_SLIPS_MAX = 20  # … up to this long (a longer run of letters is no word: "telecommunications" has 18)
RARE_DROPPED_MIN = 7  # a word this long one letter short of an English word met in no tagged text is a slip of it


_CALENDAR = frozenset(MONTHS) | {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
_CHAT_FORMS = frozenset(k for k in PHRASES if k.isalpha() and len(k) >= SLIP_MIN)  # "womens", "doesnt", "wouldve"


def slips(word: str) -> set[str]:
    """The words a typist meant who dropped one letter or swapped two neighbours ("complaned", "hosptal"), the first
    letter kept; not a letter changed or added ("biden" is no slip of "widen", "messi" none of "mess")."""
    out = swaps(word)
    if len(word) >= DROPPED_MIN:  # "chanel", "garin", "patel": a letter short of a word is as often a name
        out |= {word[:i] + c + word[i:] for i in range(1, len(word) + 1) for c in _LETTERS}
    out.discard(word)
    return out


@lru_cache(maxsize=4096)
def slip_of(word: str) -> str | None:
    """The common English word a lower-case word no word list holds is one slip of ("complaned": complained;
    "hosptal": hospital), when exactly one such word's stem is met in WordNet's tagged texts; else None ("halvard":
    "halyard" is met in none, so it stays a name). A word WordNet holds only as its rules make it of words met in no
    tagged text ("repoted": repot + -ed) may be a slip too, of a word met ten times or more ("reported"; not
    "announced", made of a word met often); a long word one slip from no English word may be two from one
    ("govement": government)."""
    known = _data().get("words", {})
    made = listed(word)  # listed only as WordNet's rules make it of words met in no tagged text ("repoted": repot)
    if made and _made_met(word) != 0 or len(word) < 4 or not word.isalpha() or not known or word in FUNCTION_WORDS:
        return None  # "against" is no slip of "againest" (again + -est), though WordNet lacks it
    if word.endswith("in") and listed(word + "g") and met(term_for(word + "g").stem) > 0:
        return word + "g"  # chat's dropped g: "runnin", "payin", "gettin" (not "raisin", a word, nor "kevin")
    if len(word) < SLIP_MIN:
        return None
    found: dict[str, tuple[int, str]] = {}  # the words met in WordNet's tagged texts, by stem
    rare: dict[str, tuple[int, str]] = {}  # … and, were there none, any English word two neighbours swapped give
    swapped = swaps(word)
    edits = slips(word)
    function = sorted(c for c in edits if c in STOPWORDS or c in FUNCTION_WORDS or c in _CHAT_FORMS)
    if len(function) == 1:  # "becasue", "druing", "aaginst", "themslves": a function word WordNet lacks; "womnes",
        # "dosent": chat's form without its apostrophe
        return function[0]
    for cand in sorted(edits):
        if listed(cand) and (cand in _CALENDAR or not (proper(cand) and (cand[-1:] != "s" or proper(cand[:-1])))):
            # "judges", not "Judges"; but a month or weekday is no name ("octoebr": october)
            key = term_for(cand).stem
            n = met(key)
            into = found if n > 0 else rare if cand in swapped or len(word) >= RARE_DROPPED_MIN else None
            if into is not None and (key not in into or cand in known and into[key][1] not in known):  # a headword
                into[key] = (n, cand)  # over a form
    if not found and not rare and not made and TWO_SLIPS_MIN <= len(word) <= TWO_SLIPS_MAX:  # "govement": goverment, government
        for cand in _two_slips(word, edits):
            if (cand in _CALENDAR or not proper(cand)) and met(key := term_for(cand).stem) > 0:
                if key not in found or cand in known and found[key][1] not in known:
                    found[key] = (met(key), cand)
    if found:
        ranked = sorted(found.values(), reverse=True)
        rivals = [n for n, _ in ranked[1:]] + ([1] if made else [])  # a made word: one met ten times as often
        return ranked[0][1] if all(ranked[0][0] >= SLIP_DOMINANCE * n for n in rivals) else None
        # "strated": started, met far more often than "straited"; "sotres": stores or sortes, no telling; "repoted":
        # WordNet's rules make it of "repot", met in no tagged text, but "reported" is met often
    return next(iter(rare.values()))[1] if len(rare) == 1 and not made else None  # "hacekrs": hackers, met in no
    # tagged text


@lru_cache(maxsize=1)
def _by_initial() -> dict[tuple[str, int], tuple[str, ...]]:
    """WordNet's words by their first letter (a slip keeps it) and length."""
    table: dict[tuple[str, int], list[str]] = {}
    for w in _data().get("words", {}):
        if w.isalpha():
            table.setdefault((w[0], len(w)), []).append(w)
    return {k: tuple(ws) for k, ws in table.items()}


def _two_slips(word: str, edits: set[str]) -> list[str]:
    """The headwords and their plain inflections ("complained", not "marginning": no consonant doubled) two slips from a
    word, found among the words of its first letter and length near it that differ from it in two edits at most (a
    swap one: rapidfuzz's Damerau-Levenshtein distance), each checked to be one slip from one of the word's own slips;
    a headword whose letters differ from the word's first ones in more than five edits makes no such form."""
    n = len(word)
    forms: set[str] = set()
    table = _by_initial()
    for length in range(n - 4, n + 3):
        heads = process.extract(word[:length], table.get((word[0], length), ()), limit=None, score_cutoff=5,
                                scorer=DamerauLevenshtein.distance)  # a distance: those at most the cut-off kept
        forms.update(f for k, _, _ in heads for end, base in (("", ""), *_INFLECTIONS) if k.endswith(base)
                     and n <= len(f := k[:len(k) - len(base)] + end) <= n + 2)
    near = (f for f in forms if DamerauLevenshtein.distance(word, f, score_cutoff=2) <= 2)
    return sorted(c for c in near if c != word and c not in edits and any(_one_slip(e, c) for e in edits))


def _one_slip(typed: str, meant: str) -> bool:
    """Whether a typed word is one slip of the word meant: a letter after the first dropped, or two neighbours swapped."""
    if len(meant) == len(typed) + 1:
        return meant[0] == typed[0] and any(meant[:i] + meant[i + 1:] == typed for i in range(1, len(meant)))
    return len(meant) == len(typed) and meant != typed and meant[0] == typed[0] and typed in swaps(meant)


def _made_met(word: str) -> int:
    """How often the commonest word a listed word is made of by WordNet's rules (an inflection, a prefix) is met in
    its tagged texts ("teraing", tera + -ing: 0; "beginer", begin + -er: often), or -1 for a word listed as itself."""
    known = _data().get("words", {})
    if word in known or word in IRREGULAR or word in IRREGULAR_PLURALS or word in MODERN_WORDS:
        return -1
    bases = [word[len(p):] for p in _PREFIXES if word.startswith(p) and len(word) - len(p) >= 4]
    bases += [word[:-len(end)] + base for end, base in _INFLECTIONS if word.endswith(end)]
    bases += [word[:-3], word[:-4], word[:-3] + "f", word[:-3] + "fe"]  # "stopped", "running", "knives"
    return max((met(term_for(b).stem) for b in bases if b in known), default=0)


_LOWER_WORD = re.compile(rf"(?<![\w'\-@#])[a-z]{{{SLIP_MIN},}}(?![\w'\-])")


def spelt_right(text: str, spelt_by_facts: Callable[[str], str | None] = lambda word: None) -> str:
    """A text with each lower-case word spelt as the facts write it (``spelt_by_facts``: "reccount", their "recount";
    "brandts", their Brandt's), else, when no word list holds it, as the English word it is one slip of ("can
    soemone give me a quick runodwn": someone, rundown; never one of two it may be a slip of); others as typed."""
    def fixed(m: re.Match[str]) -> str:
        """The word meant, or the word as typed."""
        word = m.group(0)
        return spelt_by_facts(word) or slip_of(word) or word  # slip_of leaves a listed word alone

    return _LOWER_WORD.sub(fixed, text)


def swaps(word: str) -> set[str]:
    """The words two neighbouring letters swapped make of a word ("hacekrs": hackers), the first letter kept."""
    return {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(1, len(word) - 1)}


@lru_cache(maxsize=1)
def _phrases() -> dict[str, str]:
    """WordNet's phrasal verbs, with the common ones of news English it lacks ("sign off": approve) from world.json."""
    table = {k: v for k, v in _data().get("phrases", {}).items() if isinstance(v, str)}
    for phrase, meanings in PHRASAL_VERBS.items():
        verb, *tail = phrase.split()
        key = " ".join([term_for(verb).stem, *tail])
        made = {term_for(m).stem for m in meanings}
        table[key] = " ".join(sorted(made | set(table.get(key, "").split())))
    return table


def phrase_relatives(words: list[str], k: int) -> tuple[tuple[str, ...], int]:
    """The relatives of a phrasal verb starting at word k of a question ("caved in": collapse; "shut down": close;
    "get rid of": eliminate) and how many words it takes, or ((), 0): its verb's stem and the particles after it,
    looked up in WordNet's phrases."""
    table = _phrases()
    if not table or k + 1 >= len(words):
        return (), 0
    head = term_for(words[k]).stem
    if k + 2 < len(words) and words[k + 1] in _OBJECT_PRONOUNS and words[k + 2] in _PARTICLES:
        related = table.get(f"{head} {words[k + 2]}")  # the object between: "pick them up", "push it back"
        if isinstance(related, str):
            return tuple(related.split()), 3
    for n in (3, 2):
        if k + n > len(words):
            continue
        tail = words[k + 1:k + n]
        ends = k + n == len(words) or words[k + n] in _CLAUSE_WORDS or words[k + n] in _NEXT_PHRASE
        # "cave in", "cave in after the rain", "bring in in the end": no object after it, another phrase
        if not (ends or all(t in _PARTICLES or t == "of" and "rid" in tail for t in tail)):
            continue  # "live in Marrow", "count on it": a preposition before its object, not a particle
        related = table.get(" ".join([head, *tail]))
        joined = (term_for(head + tail[0]).stem,) if n == 2 and tail[0] in _PARTICLES else ()  # "laid off": layoff
        if isinstance(related, str) or joined:
            return (*joined, *(related.split() if isinstance(related, str) else ())), n
    return (), 0


_OBJECT_PRONOUNS = frozenset({"it", "them", "this", "that", "him", "her", "us", "me", "you"})
_PARTICLES = frozenset({"up", "down", "out", "off", "back", "away", "rid"})
_NEXT_PHRASE = PREPOSITIONS - {"of"}  # a preposition takes no other straight after it: "chip in for the fund"
_CLAUSE_WORDS = frozenset({"after", "before", "when", "while", "because", "since", "during", "until", "again", "and",
                           "but", "so", "or", "yesterday", "today", "last", "first", "then", "now", "finally",
                           "eventually", "ultimately", "overall", "altogether", "already"})  # "bring in in the end"


def particle(word: str) -> bool:
    """Whether a word is an adverb particle of a phrasal verb ("up", "back"): no noun."""
    return word in _PARTICLES


@lru_cache(maxsize=4096)
def derived(stem: str) -> frozenset[str]:
    """The stems of the nouns of the act WordNet makes from a verb's stem ("die": death; "recover": recovery), less
    those naming who does it ("buyer")."""
    made = _data().get("derived", {}).get(stem)
    if not isinstance(made, str):
        return frozenset()
    return frozenset(m for m in made.split() if m.endswith(_EVENT_ENDINGS)) - persons()


_EVENT_ENDINGS = ("th", "tion", "sion", "ment", "ur", "al", "anc", "enc", "eri")  # stems of an act's nouns: death,
# production, payment, signature, arrival, attendance, recovery (not "product", "entry", "liver")


@lru_cache(maxsize=1)
def persons() -> frozenset[str]:
    """The stems of the nouns whose first sense is a person ("archaeologists", "residents"): people counted."""
    listed_persons = _data().get("persons", {})
    if not listed_persons:
        return frozenset()
    return frozenset(listed_persons) | people_words()


@lru_cache(maxsize=1)
def people_words() -> frozenset[str]:
    """The stems of the words for people as such, or counted as a group ("people", "staff", "crowd"): no one kind."""
    return frozenset(term_for(w).stem for w in _PEOPLE_WORDS)


_PEOPLE_WORDS = ("people", "person", "persons", "children", "women", "men", "folks", "fans", "staff", "crew",
                 "crews", "troops", "families", "households", "workforce", "jobs", "dead", "injured", "wounded",
                 "crowd", "turnout", "attendance")  # people themselves, those counted as a group or by what befell
# them, and the irregular plurals no stem of a singular finds


def negates(word: str) -> bool:
    """Whether WordNet holds a word as the opposite of itself without un- or non- ("uninsured", "non-insured",
    "unpaid"; not "unrest")."""
    table = _data().get("negations", {})
    return word in table or word.replace("-", "") in table
