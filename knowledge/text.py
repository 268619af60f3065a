"""Text helpers shared by the parser and the matcher: handles, sentences, time words."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from .vocab import (
    ASKING_WORDS,
    CHAT_OPENERS,
    GREETING_WORDS,
    IRREGULAR,
    LEAD_INS,
    PHRASES,
    SMALL_TALK,
    STOPWORDS,
    THANKS_WORDS,
    TRAIL_OFFS,
    YES_NO_STARTS,
)

_ABBREV = re.compile(r"\b(?:e\.g|i\.e|etc|vs|Dr|Mr|Mrs|Ms|Prof|Inc|Ltd|Corp|Jr|Sr|St|approx|est|No|U\.S|a\.m|p\.m)\.$", re.I)
# abbreviations told by their case: "c." and "ca." (circa) and "cf." in lower case, a middle initial after a capitalised
# name ("Ada K. Lorne"); not "D.C." nor "Plan b."
_ABBREV_CASED = re.compile(r"(?:(?<![\w.])(?:c|ca|cf)|\b[A-Z][a-z]+\s(?P<initial>[A-Z]))\.$")
_SENT_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9@])")
_TIME_WORDS = re.compile(
    r"\b(?:currently|current|now|so far|to date|already|this (?:week|month|year|quarter)|today|"
    r"yesterday|tonight|at the moment|right now|latest|ongoing|in progress|progress|underway|"
    r"still|as of|recently|has since|since then|at present|presently|\d+(?:\.\d+)?\s?% (?:complete|done|through|trained|finished))\b",
    re.I,
)


@lru_cache(maxsize=65536)
def normalize_handle(handle: str) -> str:
    """Compare-form of an account handle: no @, case, underscores, dots or dashes."""
    return re.sub(r"[@_.\-\s]", "", unicodedata.normalize("NFKC", handle)).casefold()


def _next_word(text: str, at: int) -> str:
    """The word starting at ``at``, lower-cased (empty when none)."""
    m = re.match(r"[\"'(\[]?([A-Za-z]+)", text[at:])
    return m.group(1).lower() if m else ""


def split_sentences(text: str) -> list[str]:
    """Split a paragraph into sentences without breaking abbreviations or decimals."""
    parts: list[str] = []
    start = 0
    for m in _SENT_END.finditer(text):
        chunk = text[start:m.start()]
        if _ABBREV.search(chunk):
            continue
        cased = _ABBREV_CASED.search(chunk)
        if cased and not (cased.group("initial") and _next_word(text, m.end()) in STOPWORDS):
            continue  # "Ada K. Lorne"; but "under Plan B. The …" ends there
        if chunk.strip():
            parts.append(chunk.strip())
        start = m.end()
    tail = text[start:].strip()
    if tail:
        parts.append(tail)
    return parts


# For ASCII text, _TIME_WORDS can only match if the lower-cased text contains one of these.
_TIME_STEMS = ("now", "current", "so far", "to date", "already", "this ", "today", "yesterday", "tonight",
               "moment", "latest", "ongoing", "progress", "underway", "still", "as of", "recently",
               "since", "present", "% complete", "% done", "% through", "% trained", "% finished")


def is_time_sensitive(text: str) -> bool:
    """Whether a statement describes a state that changes over time."""
    if text.isascii():  # a cheap pre-check; non-ASCII text may case-fold oddly, so it always runs the regex
        lower = text.lower()
        for stem in _TIME_STEMS:
            if stem in lower:
                break
        else:
            return False
    return bool(_TIME_WORDS.search(text))


# Discord's markup in a message: mentions of users, roles and channels, custom emoji, timestamps; and markdown's marks
_CHAT_MARKUP = re.compile(r"<(?:@[!&]?\d+|#\d+|a?:\w+:\d+|t:\d+(?::\w)?)>")
_MARKDOWN = re.compile(r"\*\*|__|~~|\|\||`+|(?<![\w*])[*_](?=\w)|(?<=\w)[*_](?![\w*])|^\s*>+\s")


def _plain_case(text: str) -> str:
    """A question typed in capitals ("WHO RUNS THE GRID?") or in title case ("Who Runs The Grid?") in lower case, so
    that its capitals are not read as names; any other question as typed."""
    letters = [c for c in text if c.isalpha()]
    if len(letters) >= 8 and sum(c.isupper() for c in letters) >= 0.8 * len(letters):
        return text.lower()
    words = re.findall(r"[^\W\d_][\w'\-]*", text)
    # a function word or a verb's past or -ing form capitalised after the first word is a title's ("Who Runs The Grid",
    # "Hw Many Turbines R They …", "What Run Got Buried?"); not "Vireo Lander Update" nor "Halden Civils Kestrel Quay"
    if len(words) >= 3 and all(w[0].isupper() for w in words) and any(
            w.lower() in STOPWORDS or w.lower() in IRREGULAR or w.lower().endswith(("ed", "ing")) for w in words[1:]):
        return text.lower()
    return text


def _first_word(text: str) -> str:
    """A text's first word in lower case, without punctuation or apostrophes ("What's,": whats)."""
    return text.split(maxsplit=1)[0].lower().strip(",.!:;").replace("'", "").replace("\u2019", "") if text.strip() else ""


def asks(text: str) -> bool:
    """Whether a text opens as a question does: with a question word or a yes/no verb ("what's", "is"), chat's
    spelling of one too ("hw many", "wat")."""
    first = _first_word(text)
    if first not in ASKING_WORDS and first not in YES_NO_STARTS:
        two = " ".join(text.lower().split()[:2])
        first = _first_word(PHRASES.get(two) or PHRASES.get(first) or "")
    return first in ASKING_WORDS or first in YES_NO_STARTS


_ASKED_OF = frozenset({"anyone", "anybody", "someone", "somebody", "everyone", "everybody"})  # "anyone know …": asking


def _without_greeting(text: str) -> str:
    """A question without the greeting it opens with ("hey bot, when does it open": when does it open), when something
    is asked after it; a message of greetings only stays as it is (the matcher says it asks nothing)."""
    words = text.split(" ")
    k = 0
    greeted = False
    while k < len(words):
        word = words[k].lower().strip(",.!:;-\u2013\u2014")
        if word in GREETING_WORDS and word not in THANKS_WORDS:  # "thanks bot ur the best" asks nothing: kept whole
            greeted = True
        elif word not in SMALL_TALK or word in _ASKED_OF:
            break
        k += 1
    rest = words[k:]
    if not greeted or len(rest) < 2:
        return text
    rest_text = " ".join(rest)
    asked = "?" in text and _first_word(rest_text) not in _ASKED_OF or asks(rest_text)
    return rest_text if asked else text  # not "gm everyone, hope ur all having a good week": banter, kept whole


_LEAD_SEPARATOR = re.compile(r"[\s,:;.!\-\u2013\u2014]+")
_TRAIL_WORD = re.compile(r"[\s,;.!\-\u2013\u2014]*\b([\w']+)[\s,;.!?]*$")
# emoji and the joiners between their parts (not "°" or "£": symbols that measure or price)
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0E\uFE0F\u200D]+")


_QUESTION_LABELS = frozenset({"q", "question"})  # "quick q:", "question:": a label for what follows
_ENCLOSED = re.compile(r"^[(\[\"'](.+)[)\]\"']$")  # a whole message in brackets or quotes
_HEDGE = re.compile(r"(?:sorry|apologies|idk|dunno|not sure|no idea|i don'?t know|i'?m not sure|this might be a dumb "
                    r"question|might be a dumb question|dumb question)\b[^,?]{0,60}?(?:,|\bbut\b)\s*", re.I)


def _without_lead_in(text: str) -> str:
    """A question without chat's lead-ins ("so …", "quick q: …", "can you tell me …") before it and trailing words
    ("… lol", "… thanks!") after it (world.json ``lead_ins``); as typed when no question follows the lead-in."""
    rest = _ENCLOSED.sub(r"\1", text)  # "(when does it open?)", "\"when does it open?\"": the question inside
    hedged = _HEDGE.match(rest)  # "sorry if this was asked already, when …", "idk if anyone knows but when …"
    if hedged and (asks(rest[hedged.end():]) or rest.rstrip().endswith("?")):
        rest = rest[hedged.end():]
    text = rest
    labelled = False  # "quick q: …": what follows the colon is the question, however it is worded
    for _ in range(3):  # "ok so quick q: …"
        low = rest.lower()
        found = [(p, m) for p in LEAD_INS if low.startswith(p) and (m := _LEAD_SEPARATOR.match(rest, len(p)))]
        if not found:
            break
        p, m = found[0]  # the longest lead-in (LEAD_INS runs longest first) and the separator after it
        labelled = labelled or ":" in m.group(0) and p.split()[-1] in _QUESTION_LABELS
        rest = rest[m.end():]
    if rest is not text and not (asks(rest) or rest.rstrip().endswith("?") or labelled and len(rest.split()) > 1):
        rest = text  # "so i was thinking …": no question after it ("quick q: biggest piece?" has one)
    asked = "?" in rest
    if not asked and not asks(rest):
        return rest  # "anyone got a good recipe lol": banter, its "lol" kept for the matcher's gate
    trailed = rest
    for _ in range(3):  # "… lol thanks"
        m = _TRAIL_WORD.search(trailed)
        if m is None or m.group(1).lower() not in TRAIL_OFFS or len(trailed[:m.start()].split()) < 2:
            break
        trailed = trailed[:m.start()].rstrip(" ,;.!-\u2013\u2014")
    if trailed is not rest and asked and not trailed.endswith("?"):
        trailed += "?"  # "who runs it? lol": who runs it?
    return trailed


def clean_question(text: str, limit: int = 1000) -> str:
    """Normalise a user's question: Unicode, invisible characters, chat markup (mentions, custom emoji, markdown's
    marks), a greeting or lead-in before it and chat's words after it, capitals or title case typed for the whole
    question, length."""
    text = unicodedata.normalize("NFKC", text or "").replace("\u2019", "'").replace("\u2018", "'")  # a phone's "what’s"
    text = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C" or ch in "\n\t")
    text = _MARKDOWN.sub("", _EMOJI.sub(" ", _CHAT_MARKUP.sub(" ", text)))
    text = " ".join(text.split())
    return _plain_case(_without_lead_in(_without_greeting(text)))[:limit]


# chat's spellings of a question word or yes/no verb ("hw", "wat"): the first words of the chat spellings that stand for one
_CHAT_ASKING = frozenset(k.split()[0] for k, v in PHRASES.items()
                         if v.split() and v.split()[0].replace("'", "") in ASKING_WORDS | YES_NO_STARTS
                         and k.split()[0] != v.split()[0])
_ASKING_AFTER_STOP = re.compile(r"(?<=[a-z0-9%)\"'][.!])\s+(?=(?:" + "|".join(
    sorted((ASKING_WORDS | YES_NO_STARTS | CHAT_OPENERS | _CHAT_ASKING | GREETING_WORDS) - {"any", "anything"},
           key=len, reverse=True))
    + r")\b)")


_ABBREVIATIONS = frozenset("st dr mr mrs ms no vs etc jr sr prof gen col lt mt ft approx dept inc ltd co".split())
_STOP_IN_LOWER = re.compile(r"(?<=[a-z0-9%)\"'][.!])\s+(?=[a-z])")  # a sentence's end before one in lower case
_OWN_CLAUSE = re.compile(r"((?:i|i'm|im|i've|ive|i'd|my|we|we're|our)\s[^,?]*?),\s+", re.I)  # the asker's own clause
_OWN_FIGURE = re.compile(r"[$€£]?\d[\d,.]*(?:\s?(?:k|m|bn|grand|%))?(?![\w-])", re.I)  # "40k", "£299"


def asked_sentence(text: str) -> tuple[str, str]:
    """A message's statements before the sentence that asks ("I was reading about this earlier. When does it open?"),
    and that sentence, its lead-in dropped ("… So what caused it": what caused it); a greeting or thanks after the
    statements when nothing asks ("… hey all, what's up"); ("", text) when it is one sentence or its first one asks."""
    parts = split_sentences(text)  # not at "St." or "Dr.", nor in "5.5%"
    if len(parts) < 2:  # in lower case: "i read about it. when does it open?"
        parts = _ASKING_AFTER_STOP.split(text)
    if len(parts) < 2:  # "i read about it earlier. final margin?" (its mark asks), "… quick summary pls"
        stated = _STOP_IN_LOWER.split(text)
        if len(stated) > 1 and not asks(stated[0]) and len(stated[0].split()) > 2 \
                and (text.rstrip().endswith("?") or len(stated[-1].split()) > 2) \
                and not any(p.split()[-1].lower().rstrip(".!") in _ABBREVIATIONS for p in stated[:-1]):
            parts = stated
    if len(parts) < 2:
        own = _OWN_CLAUSE.match(text)  # "i paid 20 bucks for the stream, where did it land?": the asker's own
        if own and asks(text[own.end():]) and _OWN_FIGURE.search(own.group(1)):  # figure and words are context
            return own.group(1), clean_question(text[own.end():])
        return "", text
    # a sentence asks after chat's greeting or lead-in too: "Just saw the news. So what caused it"
    k = next((i for i, part in enumerate(parts) if part.rstrip().endswith("?") or asks(part) or asks(clean_question(part))),
             None)
    if k is None and _first_word(parts[-1]) in GREETING_WORDS:  # "I read about it. hey all, what's up" (or thanks)
        return " ".join(parts[:-1]), parts[-1]
    if k is None and len(parts[-1].split()) > 2:  # "I read about this. Quick summary of the story pls": statements,
        k = len(parts) - 1  # then the request they lead to
    if not k or len(parts[k].split()) < 2:  # the first asks, none does, or "When?" alone
        return "", text
    return " ".join(parts[:k]), clean_question(" ".join(parts[k:]))


# a second question joined to the first ("who's the ceo and is he staying on"): an auxiliary, then a pronoun for what the
# first one spoke of
_FOLLOW_UP = re.compile(r",?\s+(?:and|but)\s+(?=(?:is|are|was|were|will|would|does|did|do|has|have|can|could)\s+"
                        r"(?:he|she|they|it)\b)", re.I)


def follow_up(text: str) -> tuple[str, str]:
    """A question and the second one joined to it by "and" ("who's the ceo", "is he staying on after the deal"), or
    (text, "") when there is none: the first is answered, the second's words only help find its fact."""
    found = _FOLLOW_UP.search(text)
    if found is None or len(text[:found.start()].split()) < 2:
        return text, ""
    return text[:found.start()], text[found.end():]


SHOWN_WORD = 40  # a word echoed in a reply is cut to this many characters (a 10,000-letter "word" is not repeated)


def shown_word(word: str) -> str:
    """A word of the question as a reply echoes it: whole, or cut short with an ellipsis when it is very long."""
    return word if len(word) <= SHOWN_WORD else word[:SHOWN_WORD - 1] + "\u2026"
