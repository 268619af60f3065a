"""The main verb of a question: "When did the period *end*?", "When was the fault *discovered*?".

A question the digests cannot answer often keeps the text's words and changes only what happened: the fact
says when the period began, the question asks when it ended. The verb is found from English grammar alone
(the auxiliary "did/was/can", then the base form or participle after the subject), with LemmInflect's
lexicon telling which words can be verbs. Nothing here is about one story.
"""

from __future__ import annotations

from functools import lru_cache

from .vocab import LIGHT_VERBS

_DO = frozenset({"did", "does", "do", "will", "would", "can", "could", "should", "may", "might", "must", "shall"})
_BE = frozenset({"was", "were", "is", "are", "has", "have", "had", "been", "be", "being"})
_PREPOSITIONS = frozenset({"of", "in", "on", "at", "to", "for", "from", "by", "with", "into", "during", "after",
                           "before", "through", "since", "until", "about", "between", "under", "over", "near"})
_WH = frozenset({"what", "which", "who", "whom", "whose", "when", "where", "why", "how", "whats"})


def load_lexicon() -> None:
    """Load the lexicon's tables now (about half a second, once per process)."""
    _forms("be")


@lru_cache(maxsize=65536)
def _forms(word: str) -> tuple[frozenset[str], frozenset[str]]:
    """(its parts of speech, its verb lemmas) from the lexicon; unknown words have none."""
    import lemminflect  # imported on first use: only a matcher needs it

    lemmas = lemminflect.getAllLemmas(word)  # the lexicon only: its model for unknown words is never asked
    return frozenset(lemmas), frozenset(lemmas.get("VERB", ()))


def _base_verb(word: str) -> bool:
    """A verb in its base form ("end", "discover")."""
    return word in _forms(word)[1]


def _inflected_verb(word: str) -> bool:
    """A verb form that is not its base ("discovered", "threw", "flows")."""
    verbs = _forms(word)[1]
    return bool(verbs) and word not in verbs


def _participle(word: str) -> bool:
    """A past participle ("discovered", "written"), not "-s" or "-ing" forms nor a noun ("rung")."""
    return _inflected_verb(word) and not word.endswith(("s", "ing")) and "NOUN" not in _forms(word)[0]


def _light(word: str) -> bool:
    """A verb that carries little of what is asked ("become", "happen")."""
    return bool(_forms(word)[1] & LIGHT_VERBS) or word in LIGHT_VERBS


def main_verb(words: list[str], names: frozenset[str] = frozenset()) -> str | None:
    """The word naming what a wh-question asks happened, or None (no wh-word, no verb found, a light verb).

    ``words`` are the question's lower-case words; ``names`` those it writes as names (never the verb).
    """
    wh = next((i for i, w in enumerate(words) if w in _WH), None)
    if wh is None:
        return None
    verb: str | None = None
    for i in range(wh + 1, len(words)):
        w = words[i]
        if w in _DO:  # "when did [the period] end": a base form after the subject, before its first preposition
            found: list[str] = []
            for x in words[i + 2:]:
                if found and x in _PREPOSITIONS:
                    break
                if x not in names and _base_verb(x):
                    found.append(x)
            # a word that is only a verb first; then the last that is a verb or a noun ("the tide risk"); then any
            only = [x for x in found if _forms(x)[0] == {"VERB"}]
            plain = [x for x in found if _forms(x)[0] <= {"VERB", "NOUN"}]
            verb = only[0] if only else plain[-1] if plain else found[-1] if found else None
            break
        if w in _BE:  # "when was [the fault] discovered": the last past participle
            verb = next((x for x in reversed(words[i + 1:]) if x not in names and _participle(x)), None)
            break
        if i <= wh + 3 and w not in names and _inflected_verb(w) and _forms(w)[0] <= {"VERB", "ADJ", "NOUN"}:
            verb = w  # "what caused the flood", "who threw him"
            break
    if verb is None or _light(verb):
        return None
    return verb
