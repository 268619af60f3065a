"""The main verb of a question: "When did the period *end*?", "When was the fault *discovered*?".

A question the digests cannot answer often keeps the text's words and changes only what happened: the fact
says when the period began, the question asks when it ended. The verb is found from English grammar alone
(the auxiliary "did/was/can", then the base form or participle after the subject), with LemmInflect's
lexicon telling which words can be verbs. Nothing here is about one story.
"""

from __future__ import annotations

import itertools
from functools import lru_cache

from .vocab import (
    BE_AUXILIARIES,
    CATENATIVE_VERBS,
    DETERMINERS,
    DO_AUXILIARIES,
    ERGATIVE_VERBS,
    IRREGULAR,
    IRREGULAR_PLURALS,
    LIGHT_VERBS,
    PARTICLES,
    PREPOSITIONS,
    STOPWORDS,
    YES_NO_STARTS,
)

_WH = frozenset({"what", "which", "who", "whom", "whose", "when", "where", "why", "whats"})  # not "how": a manner
_OBJECT_STARTS = DETERMINERS | PREPOSITIONS | PARTICLES
_ASKERS = frozenset({"i", "you", "we", "one"})
_RELATIVES = frozenset({"that", "which", "who"})
_NOUN_STARTS = DETERMINERS - {"it", "them", "him", "us", "me", "her"}  # a noun's determiners, not object pronouns
_PROGRESSIVE_BE = frozenset({"is", "are", "was", "were"})
_ASKED_AFTER = frozenset({"finally", "again", "first", "exactly", "actually", "eventually", "then", "now"})
_PAY_FORMS = frozenset({"pay", "pays", "paid", "paying", "owe", "owes", "owed", "owing"})
_PAYEE_STARTS = frozenset({"the", "its", "their", "his", "her", "our", "your", "my", "these", "those"})
# what ends the one paid: "pay the rescuers *now*", "pay veldra *each* year", "pay the state *to* settle"
_PAYEE_ENDS = STOPWORDS | PREPOSITIONS | PARTICLES | frozenset(
    "per now today currently altogether overall total upfront monthly weekly yearly annually daily initially "
    "eventually finally originally already again instead extra exactly actually ultimately so far lol lmao haha "
    "btw tbh imo idk pls plz u ur r ya".split())


def load_lexicon() -> None:
    """Load the lexicon's lemma and inflection tables now (a fraction of a second each, once per process)."""
    import lemminflect  # imported on first use: only a matcher needs it

    _forms("be")
    lemminflect.getInflection("be", "VBN")  # its inflections too: else the first question asking one waits 0.3 s


@lru_cache(maxsize=8192)
def _forms(word: str) -> tuple[frozenset[str], frozenset[str]]:
    """(its parts of speech, its verb lemmas) from the lexicon; unknown words have none."""
    import lemminflect  # imported on first use: only a matcher needs it

    lemmas = lemminflect.getAllLemmas(word)  # the lexicon's table only: its model for unknown words is never asked
    return frozenset(lemmas), frozenset(lemmas.get("VERB", ()))


def verb_lemmas(word: str) -> frozenset[str]:
    """The verbs a word is a form of ("dropped": drop; "fell": fall, fell), none if it is no verb."""
    return _forms(word)[1]


def _base_verb(word: str) -> bool:
    """A verb in its base form ("end", "discover")."""
    return word in _forms(word)[1]


def _inflected_verb(word: str) -> bool:
    """A verb form that is not its base ("discovered", "threw", "flows")."""
    verbs = _forms(word)[1]
    return bool(verbs) and word not in verbs


def participle(word: str) -> bool:
    """A past participle ("discovered", "written"), not "-s" or "-ing" forms nor a noun ("rung")."""
    return _inflected_verb(word) and not word.endswith(("s", "ing")) and "NOUN" not in _forms(word)[0]


def past_participle(word: str) -> bool:
    """A past participle proper ("expanded", "frozen", "begun"), not a past tense only ("ran", "began")."""
    import lemminflect  # imported on first use: only a matcher needs it

    return participle(word) and any(word in lemminflect.getInflection(v, "VBN") for v in _forms(word)[1])


@lru_cache(maxsize=8192)
def past_forms(word: str) -> frozenset[str]:
    """The past tense and past participle of the verbs a word is a form of ("ratify": ratified; "land": landed), with
    the irregular ones the lexicon does not give first ("prove": proven; "shave": shaven)."""
    import lemminflect  # imported on first use: only a matcher needs it

    verbs = _forms(word)[1]
    return frozenset(f for v in verbs for tag in ("VBD", "VBN") for f in lemminflect.getInflection(v, tag)) | \
        frozenset(f for v in verbs for f in _IRREGULAR_FORMS.get(v, ()) if v in _forms(f)[1])


@lru_cache(maxsize=8192)
def verb_forms(word: str) -> frozenset[str]:
    """The word and every form of the verbs it is a form of ("reach": reaches, reached, reaching), itself alone when it
    is no verb."""
    import lemminflect  # imported on first use: only a matcher needs it

    verbs = _forms(word)[1]
    return frozenset({word}) | frozenset(f for v in verbs for forms in lemminflect.getAllInflections(v, "VERB").values()
                                         for f in forms) | frozenset(verbs)


_IRREGULAR_FORMS: dict[str, list[str]] = {}  # base verb: its irregular past forms in vocab.IRREGULAR
for _form, _base in IRREGULAR.items():
    if not _form.endswith(("s", "ing")):
        _IRREGULAR_FORMS.setdefault(_base, []).append(_form)


def nominal(word: str) -> bool:
    """Whether a word can be a noun or an adjective, or is no word the lexicon knows (a name): what a modifier precedes."""
    forms = _forms(word)[0]
    return not forms or bool(forms & {"NOUN", "ADJ", "PROPN"})


def only_verb(word: str) -> bool:
    """Whether a word is a verb and no noun ("attend", "lost"; not "teams", which a noun phrase may end with)."""
    forms = _forms(word)[0]
    return "VERB" in forms and "NOUN" not in forms


def verb_after_plural(before: str, word: str) -> bool:
    """Whether a word after a plural noun is its verb ("cars *fit*", "people *live*"; not "sports *fans*")."""
    return plural_noun(before) and _base_verb(word) and not plural_noun(word)


def _noun_lemmas(word: str) -> tuple[str, ...]:
    """The noun lemmas of a word ("cars": car; "people": person), none if it is no noun."""
    import lemminflect  # imported on first use: only a matcher needs it

    return tuple(lemminflect.getAllLemmas(word).get("NOUN", ()))


def plural_noun(word: str) -> bool:
    """A plural noun ("teams", "fans", "people"), not its singular."""
    nouns = _noun_lemmas(word)
    return bool(nouns) and word not in nouns or word in IRREGULAR_PLURALS


def _light(word: str) -> bool:
    """A verb that carries little of what is asked ("become", "happen")."""
    return bool(_forms(word)[1] & LIGHT_VERBS) or word in LIGHT_VERBS


def _compound(x: str, nxt: str | None, names: frozenset[str]) -> bool:
    """ "water" in "does the water flow …": a noun before another noun that can be the verb."""
    return nxt is not None and nxt not in names and nxt not in _OBJECT_STARTS and _base_verb(nxt) and \
        "NOUN" in _forms(x)[0] and "NOUN" in _forms(nxt)[0]


def _after_do(rest: list[str], names: frozenset[str]) -> str | None:
    """The base-form verb of "did [the council] approve [the plan]": before its object, a particle or the end."""
    found: list[tuple[str, str | None]] = []  # (a word that can be a verb, the word after it)
    for k, x in enumerate(rest):
        nxt = rest[k + 1] if k + 1 < len(rest) else None
        if found and x in PREPOSITIONS:
            break
        if x not in names and _base_verb(x) and nxt != "of" and not _compound(x, nxt, names) \
                and not (k and rest[k - 1] in _NOUN_STARTS and nxt in PREPOSITIONS):
            found.append((x, nxt))  # "the price of oil", "the water flow", "did the discharge from … go": nouns
    if not found:
        return None
    for x, nxt in found:  # the verb stands before what it acts on: "win the title", "close down", "open?" …
        if nxt is None or nxt in _OBJECT_STARTS or nxt in names or nxt.endswith("ing") and _inflected_verb(nxt):
            return x  # … or a name ("hear SAGE's case"), or another verb's "-ing" form: "stop digging", "start sailing"
    only = [x for x, _ in found if _forms(x)[0] == {"VERB"}]  # else a word that is only a verb
    plain = [x for x, _ in found if _forms(x)[0] <= {"VERB", "NOUN"}]
    return only[0] if only else plain[-1] if plain else found[-1][0]


def _in_relative(rest: list[str], at: int) -> bool:
    """Whether the participle at ``at`` is said in a relative clause of a noun after a preposition ("the term for
    rivers that are no longer connected"), not of what the question asks about ("who was the man that was arrested")."""
    return any(rest[i] in _RELATIVES and rest[i + 1] in BE_AUXILIARIES and not any(map(participle, rest[i + 2:at]))
               and not PREPOSITIONS.isdisjoint(rest[:i]) for i in range(max(1, at - 4), at - 1))


def _how_to(after: list[str]) -> bool:
    """ "how do I reset it", "how can you join": steps asked, which need the verb (not "how did it respond")."""
    return len(after) == 2 and after[0] in ("do", "does", "can", "could", "should") and after[1] in _ASKERS


def _yes_no(words: list[str]) -> bool:
    """Whether a question opens with its auxiliary ("did they …", "has the ship …"): a yes/no question."""
    return bool(words) and words[0] in YES_NO_STARTS


def _first_clause(words: list[str]) -> list[str]:
    """The words before a second question ("are they collecting it again [or is it still suspended]")."""
    return next((words[:k] for k in range(1, len(words) - 1) if words[k] in ("or", "and")
                 and words[k + 1] in YES_NO_STARTS), words)


def _progressive(rest: list[str], names: frozenset[str]) -> str | None:
    """The "-ing" verb after a be-auxiliary's subject ("is [halcyon] *keeping* him"), not one set before a noun."""
    return next((x for j, x in enumerate(rest) if j and x not in names and x.endswith("ing") and _inflected_verb(x)
                 and rest[j - 1] not in DETERMINERS), None)


def main_verb(words: list[str], names: frozenset[str] = frozenset()) -> str | None:
    """The word naming what a question asks happened ("end"), or None; ``names``: its words written as names."""
    wh = next((i for i, w in enumerate(words) if w in _WH or w == "how" and _how_to(words[i + 1:i + 3])), None)
    if wh is None and _yes_no(words):  # "did [they] drop the case", "has [the ship] left": the auxiliary opens it
        wh, words = -1, _first_clause(words)
    if wh is None:
        return None
    verb: str | None = None
    for i in range(wh + 1, len(words)):
        w = words[i]
        rest = words[i + 1:]
        if w in DO_AUXILIARIES and not {"be", "been"} & set(rest):  # "when did [the period] end"
            verb = _after_do(rest, names)
            break
        if w in DO_AUXILIARIES or w in BE_AUXILIARIES:  # "when was [the fault] discovered", "will it be finished"
            # not a participle set before its noun ("what's the estimated value of the haul": no deed asked)
            # nor one of a relative clause ("the term for rivers that are no longer connected")
            verb = next((x for j, x in reversed(list(enumerate(rest))) if x not in names and participle(x)
                         and not (0 < j < len(rest) - 1 and rest[j - 1] in DETERMINERS)
                         and not _in_relative(rest, j)), None)
            if verb is None and wh < 0 and w in _PROGRESSIVE_BE:
                verb = _progressive(rest, names)  # "is [halcyon] keeping him on"
            break
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if i <= wh + 3 and w not in names and _inflected_verb(w) and _forms(w)[0] <= {"VERB", "ADJ", "NOUN"} and \
                nxt not in DO_AUXILIARIES and nxt not in BE_AUXILIARIES and words[i - 1] not in ("and", "or") \
                and not (words[i - 1] in DETERMINERS and nxt):
            # not "what changes did the law make", the noun "sites" of "which apps and sites went down", nor a participle
            # set before its noun ("what's the estimated value of the haul": no deed asked)
            verb = w  # "what caused the flood", "who threw him"
            break
    if verb is not None:  # "was it supposed to open", "did they plan to close": the verb after "to" (verb is a word)
        at = words.index(verb)
        if verb in CATENATIVE_VERBS and at + 2 < len(words) and words[at + 1] == "to" and words[at + 2] not in names \
                and _base_verb(words[at + 2]):
            verb = words[at + 2]
    if verb is None or _light(verb) or _copular(verb, words):
        return None
    return verb


_AS_BE = frozenset({"serve", "act", "function"})  # "served as the capital": it was the capital, no deed asked


def _copular(verb: str, words: list[str]) -> bool:
    """Whether a verb only says what a thing was: "which city *served as* the capital", "who *acted as* the go-between"."""
    at = words.index(verb)
    return at + 1 < len(words) and words[at + 1] == "as" and not _forms(verb)[1].isdisjoint(_AS_BE)


def subject_before(words: list[str], verb: str) -> list[str]:
    """The words between a do-auxiliary and its verb ("does [lake orrin] emerge"); none if passive or ergative unobjected."""
    wh = next((i for i, w in enumerate(words) if w in _WH), None)
    if wh is None or wh + 1 >= len(words) or words[wh + 1] not in DO_AUXILIARIES or verb not in words[wh + 2:]:
        return []
    at = words.index(verb, wh + 2)
    span = words[wh + 2:at]
    if verb in ERGATIVE_VERBS and all(w in _OBJECT_STARTS or w in _ASKED_AFTER for w in words[at + 1:]):
        return []
    return [] if {"be", "been"} & set(span) else span


def how_much_doer(words: list[str], names: frozenset[str] = frozenset()) -> tuple[list[str], str] | None:
    """The doer and the verb of "how much/many … did/has [the canton] approve/paid": the words between the auxiliary and
    its verb, and the verb; None when no auxiliary of a deed follows ("how much is it", "how many were hurt")."""
    at = next((i for i in range(len(words) - 1) if words[i] == "how" and words[i + 1] in ("much", "many")), None)
    if at is None:
        return None
    aux = next((i for i in range(at + 2, len(words)) if words[i] in DO_AUXILIARIES or words[i] in BE_AUXILIARIES), None)
    if aux is None or words[aux] not in DO_AUXILIARIES | {"has", "have", "had"}:
        return None
    rest = words[aux + 1:]
    if {"be", "been"} & set(rest):  # "how much will it be worth", "how many have been hurt"
        return None
    if words[aux] in DO_AUXILIARIES:
        verb = _after_do(rest, names)
    else:
        verb = next((x for x in rest if x not in names and participle(x)), None)
    if verb is None or _light(verb):
        return None
    span = rest[:rest.index(verb)]
    return (span, verb) if span else None


def how_much_payer(words: list[str], names: frozenset[str] = frozenset()) -> list[str]:
    """The payer of "how much did/has X pay" or "how much is X paying": the words between the auxiliary and the verb
    of paying (``how_much_doer``); none when another verb is asked or nothing stands between."""
    doer = how_much_doer(words, names)
    if doer is not None:
        return doer[0] if doer[1] in _PAY_FORMS else []
    at = next((i for i in range(len(words) - 2) if words[i:i + 2] == ["how", "much"]), None)
    if at is None or words[at + 2] not in BE_AUXILIARIES:
        return []
    verb = next((i for i in range(at + 3, len(words)) if words[i] in _PAY_FORMS), None)
    return words[at + 3:verb] if verb is not None and words[verb].endswith("ing") else []


def paid_one(words: list[str]) -> list[str]:
    """The one paid in "how much did/is X pay(ing) [the] Y …" (or owe): the words after the verb up to a function
    word ("pay the rescue teams", "paying granite ridge partners for …"); none when a sum, a rate or nothing follows
    ("pay a year", "pay now", "pay for it", "get paid"), or before "how much" is asked."""
    at = next((i for i in range(len(words) - 1) if words[i] == "how" and words[i + 1] == "much"), None)
    verb = next((i for i in range(at + 2, len(words)) if words[i] in _PAY_FORMS), None) if at is not None else None
    if verb is None:
        return []
    rest = words[verb + 1:]
    rest = rest[1:] if rest[:1] and rest[0] in _PAYEE_STARTS else rest
    return list(itertools.takewhile(lambda w: w not in _PAYEE_ENDS and w.isalpha(), rest))


def asks_doer(words: list[str], verb: str) -> bool:
    """Whether the question's "what" is its verb's own subject ("what damaged the stage", "what was removed from the
    list"): the doer, or the undergoer, of that very deed is asked."""
    wh = next((i for i, w in enumerate(words) if w in _WH), None)
    if wh is None or words[wh] != "what" or verb not in words[wh + 1:]:
        return False  # not "which bit of the act": a noun after "which"
    at = words.index(verb, wh + 1)
    between, after = words[wh + 1:at], words[at + 1:at + 2]
    if not between:
        return True
    # "what was removed"; not "what are laid off staff getting": a participle before its noun
    return len(between) == 1 and between[0] in BE_AUXILIARIES and not (after and after[0] in PARTICLES)
