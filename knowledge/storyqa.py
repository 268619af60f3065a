"""Questions about the story itself, and answers across several stories.

Story-level questions (overview, latest, timeline, who's who, sources, the list of stories) are told apart by
the phrases in ``data/intents.json`` and answered from the digests' own structure (headlines, summaries,
episodes, dated posts), citing the facts they use. Every other question goes to the matcher; when the index
holds more than one story it is kept in the story it names (or the one a follow-up or a channel continues), a
question two stories answer about equally well gets each story's answer, labelled, and every answer names its
story.

``answer(view, question, story=..., context=...)`` is the one entry; ``view`` is a ``FactIndex`` or a
``LayeredIndex`` (anything with ``digests``, ``by_id``, ``stories`` and ``match(question, exclude_digests)``).

Plain Python: never imports discord. Nothing here knows any one story.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from itertools import zip_longest
from pathlib import Path
from typing import Any, Protocol

from rapidfuzz import fuzz

from . import lexicon
from .analyze import analyze, no_mentions, stem
from .crossencoder import one_question
from .models import Answer, Digest, Fact, FactRef, Source
from .numbers import NUMBER_WORDS, ORDINAL_WORDS
from .question import read_wen, short_slip
from .stories import Story, StoryMap, Unit
from .support import MONTHS, PERSON_PRONOUN, fact_text
from .text import asked_sentence, clean_question, normalize_handle, shown_word
from .vocab import ANSWER_TYPES, FILLER, HONORIFICS, KIND_NAME_HEADS, NAMED_KINDS, ROLE_MODIFIERS, STOPWORDS

log = logging.getLogger(__name__)

DATA = Path(__file__).resolve().parent / "data" / "intents.json"
CONFIDENCE = 0.9  # of an answer made from the digests' structure
AMBIGUOUS_SHARE = 0.8  # another story's answer this close to the best one's confidence: both are given
MAX_STORIES = 3  # stories given in one labelled answer
PER_STORY = 8  # up to this many stories, a question no story is named in is asked of each; beyond, of one matcher first
TOPIC_WORDS = 2  # a longer topic of "latest on X" that is not all names is an ordinary question
SUMMARY_TOPIC_WORDS = 5  # "a summary of X" names a story in up to this many words (a summary is never a fact question)
SLIPPED_TOPIC_MIN = 6  # a topic word this long may be a slip of a story's name ("wrnefield": two neighbours swapped)
LARGE_EXTRA = 1  # beyond PER_STORY stories: how many more stories' answers are tried after the best one
OVERVIEW_PARTS = 3  # parts an overview shows: up to this many, or the newest ones and the first (how it began)
LIST_LIMIT = 8  # lines of a listing (timeline, sources)
NEW_LIMIT = 4  # new facts shown by "what's new"
SAME_FACT = 80  # rapidfuzz token_set_ratio from which two facts say the same
ROLE_WORDS_FILE = Path(__file__).resolve().parent / "data" / "world.json"

_ORDINALS = {w: n for w, n in (ORDINAL_WORDS | NUMBER_WORDS).items() if 1 <= n <= 5}  # "the second episode", "part two"
_MONTHS = {m[:3]: i for i, m in enumerate(MONTHS, 1)}  # "sep": 9
_LEAD = re.compile(r"^(?:and|so|ok|okay|also|hey|hi|um|well|then)[, ]+")
_ANAPHOR = re.compile(r"\b(?:it|its|it's|that|this|they|them|their|these|those|there|he|she|his|her|him)\b")
_WORD = re.compile(r"[\w][\w\-.']*")
_ANY_DASH = r"(?:[\-\u2010-\u2015]|\s+)?"  # a hyphen as a text may write it: a dash of any length, a space, nothing
_WHO = re.compile(r"\W*(?:and\s+|so\s+)?who\b", re.I)
_CAPITALISED = re.compile(r"[A-Z][a-z][\w\-]*")


class View(Protocol):
    """What story answers need from an index."""

    @property
    def digests(self) -> Mapping[str, Digest]:
        """The digests, by name."""

    @property
    def stories(self) -> StoryMap:
        """The stories of the digests."""

    def match(self, question: str, exclude_digests: frozenset[str] = frozenset(), *, as_other: bool = False) -> Answer:
        """The matcher's answer over the digests not excluded (``as_other``: wanted only beside a better one, as
        ``Matcher.answer``)."""

    def match_story(self, question: str, digests: list[str]) -> Answer:
        """The answer of a matcher over only these digests."""


@dataclass(frozen=True)
class Context:
    """What a follow-up continues: the story (title) and the question of an earlier answer, and the one person a
    who-answer named (whom a later "he" or "she" means)."""

    story: str | None = None
    topic: str = ""
    person: str = ""

    @classmethod
    def of(cls, answer: Answer | None) -> Context | None:
        """The context an answer leaves for the next question (None when it names no story)."""
        if answer is None or not answer.answered:
            return None
        text = answer.facts[0].text if answer.facts else answer.answer
        return cls(story=answer.story, topic=answer.question, person=person_answered(answer.question, text))


@dataclass(frozen=True)
class Intent:
    """A story-level question: its kind and what it names."""

    kind: str
    topic: str = ""
    person: str = ""
    date: str = ""
    episode: str = ""
    span: str = ""


@lru_cache(maxsize=1)
def _intents() -> dict[str, Any]:
    """data/intents.json, read once."""
    data: dict[str, Any] = json.loads(DATA.read_text(encoding="utf-8"))
    return data


@lru_cache(maxsize=1)
def _patterns() -> dict[str, list[re.Pattern[str]]]:
    """The intent patterns of data/intents.json, compiled."""
    return {k: [re.compile(p) for p in v] for k, v in _intents().items() if not k.startswith("_")}


@lru_cache(maxsize=1)
def _chat_tail() -> re.Pattern[str]:
    """Words closing a chat question that ask nothing ("whats the latest rn", "… pls"), from data/intents.json."""
    tails = _intents().get("_chat_tails", [])
    return re.compile(r"(?:[\s,]+(?:" + "|".join(map(re.escape, tails)) + r"))+[\s?!.,]*$")


@lru_cache(maxsize=1)
def _story_nouns() -> frozenset[str]:
    """Words that call a story a story ("this whole saga"), never what it is about (data/intents.json)."""
    return frozenset(_intents().get("_topic_words", []))


@lru_cache(maxsize=1)
def role_words() -> frozenset[str]:
    """Words that give a person's role (world.json's person answer type)."""
    data = json.loads(ROLE_WORDS_FILE.read_text(encoding="utf-8"))
    return frozenset(w for w in data.get("answer_types", {}).get("person", []) if w not in {"who", "person"})


def normal(question: str) -> str:
    """A question as the intent patterns see it."""
    text = clean_question(question, 300)
    text = " ".join(w if k > 2 or w.lower() != w else short_slip(w) or w  # "whats teh latest"; not "AWS", "on noto"
                    for k, w in enumerate(text.split()))
    text = read_wen(text)
    text = text.lower().replace("\u2019", "'").replace("\u2018", "'")
    text = no_mentions(text)  # "<@123>", "@everyone": no words of the question
    text = " ".join(text.split()).strip()
    text = re.sub(r"[\s?!.\u2026]+$", "", text)
    text = _LEAD.sub("", text).strip()
    text = re.sub(r"[\s?!.,]+$", "", text)
    return _chat_tail().sub("", text) or text


def detect(question: str) -> Intent | None:
    """The story-level intent of a question, or None for an ordinary fact question."""
    text = normal(question)
    if not text:
        return None
    for kind, patterns in _patterns().items():
        for p in patterns:
            m = p.match(text)
            if m:
                groups = {k: (v or "").strip() for k, v in m.groupdict().items()}
                return Intent(kind=kind, topic=groups.get("topic") or groups.get("topic2", ""), person=groups.get("person", ""),
                              date=groups.get("date", ""), episode=groups.get("episode", ""),
                              span=groups.get("span", ""))
    return None


def content_words(text: str) -> list[str]:
    """The words of a text that can name a topic (no function or filler words)."""
    words = [w.strip(".-'").lower() for w in _WORD.findall(text.lower())]
    return [w for w in words if w and w not in STOPWORDS and w not in FILLER and len(w) > 1]


# ---- which story ------------------------------------------------------------------------------------


def story_text(view: View, story: Story) -> str:
    """A story's fact texts, case-folded, with its accounts (for 'does it mention X')."""
    digests = view.digests
    parts = [f.text.casefold() for n in story.digests if n in digests for f in digests[n].facts]
    parts += [normalize_handle(h) for h in story.people]
    return "\n".join(parts)


def _mentions(text: str, word: str) -> bool:
    """Whether a text has a word (or a word starting with it, from five letters: plurals and -ing forms), a hyphen in
    it as the text writes it: a dash, a space or nothing ("aldermere-kessington": "Aldermere–Kessington")."""
    if len(word) >= 5:
        return re.search(rf"\b{_dashed(word[:-1])}", text) is not None
    return re.search(rf"\b{_dashed(word)}\b", text) is not None


def _dashed(word: str) -> str:
    """A pattern for a word whose hyphens may be written as another dash, a space or nothing."""
    return _ANY_DASH.join(re.escape(piece) for piece in word.split("-"))


def _mentions_spelt(text: str, word: str) -> bool:
    """Whether a text has a word, or, for a long one, the word two of its neighbouring letters swapped make
    ("wrnefield": Wrenfield, a name no word list corrects), or, longer still, a word with one letter more ("wrenield")."""
    if _mentions(text, word):
        return True
    if len(word) < SLIPPED_TOPIC_MIN:
        return False
    if any(re.search(rf"\b{re.escape(w)}\b", text) for w in lexicon.swaps(word) - {word}):
        return True
    return len(word) > SLIPPED_TOPIC_MIN and any(  # "wrenield": a letter dropped
        re.search(rf"\b{re.escape(word[:i])}\w{re.escape(word[i:])}\b", text) for i in range(1, len(word) + 1))


def named_stories(view: View, question: str) -> list[Story]:
    """The stories whose own names (words only they use) a question uses, most named first."""
    smap = view.stories
    if len(smap) < 2:
        return []
    words = set(content_words(question)) | {normalize_handle(w) for w in re.findall(r"@[\w.]+", question)}
    vocab = story_stems(view)
    owners = _index_of(view, "_stem_owners", lambda: _invert(vocab))
    by_name = _index_of(view, "_name_owners", lambda: _invert({s.key: s.names for s in smap.stories}))
    found: dict[str, set[str]] = {}
    for w in words:
        st = stem(w)
        for key in by_name.get(w, ()):
            # a name only this story uses: no other story's facts have the word at all (names are not all spotted)
            if len(owners.get(st, ())) - (st in vocab.get(key, ())) == 0:
                found.setdefault(key, set()).add(w)
    return _most(smap, found)


def worded_stories(view: View, question: str) -> list[Story]:
    """The stories whose facts alone use some of a question's key words (exactly, not by a synonym), most first."""
    smap = view.stories
    if len(smap) < 2:
        return []
    stems = {t.stem for t in analyze(question).terms if not t.filler}
    owners = _index_of(view, "_stem_owners", lambda: _invert(story_stems(view)))
    found: dict[str, set[str]] = {}
    for st in stems:
        keys = owners.get(st, ())
        if len(keys) == 1:  # a word only one story's facts use (one many stories use counts for none of them)
            found.setdefault(keys[0], set()).add(st)
    return _most(smap, found)


def _most(smap: StoryMap, found: dict[str, set[str]]) -> list[Story]:
    """The stories with the most words no other story has (ties: all of them)."""
    holders = Counter(w for words in found.values() for w in words)  # how many stories found each word
    counts = {key: n for key, words in found.items() if (n := sum(holders[w] == 1 for w in words))}
    if not counts:
        return []
    best = max(counts.values())
    return [s for s in smap.stories if counts.get(s.key) == best]  # in the map's order


def story_stems(view: View) -> dict[str, set[str]]:
    """Each story's match keys (the stems and synonym groups of its facts, from the matchers' entries), made once per story map."""
    smap = view.stories
    made = getattr(smap, "_stems", None)
    if made is None:
        digests = view.digests
        made = {s.key: set() for s in smap.stories}
        for matcher in _matchers(view):
            for entry in matcher.entries:
                seed = entry.fact.seed
                story = smap.story_of(seed) if seed in digests else None
                if story is not None:
                    made[story.key].update(entry.keys)
        smap._stems = made  # type: ignore[attr-defined]  # a cache kept on the map it describes
    return made


def _invert(sets: Mapping[str, Any]) -> dict[str, list[str]]:
    """Story key → words, inverted: word → the keys of the stories that have it."""
    out: dict[str, list[str]] = {}
    for key, words in sets.items():
        for w in words:
            out.setdefault(w, []).append(key)
    return out


def _index_of(view: View, name: str, make: Any) -> dict[str, list[str]]:
    """An inverted index kept on the story map it describes (made once per map)."""
    smap = view.stories
    made = getattr(smap, name, None)
    if made is None:
        made = make()
        setattr(smap, name, made)
    return made


def _matchers(view: Any) -> list[Any]:
    """The matchers behind a view (an index, an index without some digests, or both layers)."""
    if hasattr(view, "matcher"):
        return [view.matcher]
    if hasattr(view, "index"):
        return [view.index.matcher]
    return [i.matcher for i in (getattr(view, "shared", None), getattr(view, "own", None)) if i is not None]


def topic_words(topic: str) -> list[str]:
    """The words of a topic ('latest on X') that can name a story: not "story", "saga" or "whole"."""
    return [w for w in content_words(topic) if w not in _story_nouns()]


def topic_story(view: View, topic: str) -> tuple[Story | None, list[str]]:
    """The story a topic ('latest on X') is about, and the topic words no story mentions (then no story)."""
    words = topic_words(topic)
    if not words:
        return None, []
    best: tuple[int, Story] | None = None
    for s in view.stories.stories:
        text = story_text(view, s)
        hits = sum(_mentions_spelt(text, w) for w in words)
        if hits and (best is None or hits > best[0]):
            best = (hits, s)
    if best is None:
        return None, words
    text = story_text(view, best[1])
    missing = [w for w in words if not _mentions_spelt(text, w)]
    return (best[1], []) if not missing else (None, missing)


def _story_topic(view: View, intent: Intent) -> bool:
    """Whether a topic ('latest on X') can name a story: a word or two (a summary's: a few), or only names a story uses."""
    words = topic_words(intent.topic)
    if len(words) <= (SUMMARY_TOPIC_WORDS if intent.kind == "overview" else TOPIC_WORDS):
        return True
    return all(any(w in s.names for s in view.stories.stories) for w in words)


def resolve_story(view: View, name: str | None) -> Story | None:
    """A story by its key, title or a digest's name."""
    if not name:
        return None
    return view.stories.find(name)


# ---- the entry ----------------------------------------------------------------------------------------


# a sentence stop with more after it: a message that may ask in a later sentence (text.asked_sentence)
_LATER_SENTENCE = re.compile(r"[.!?]\s+\S")


def answer(view: View, question: str, *, story: str | None = None, context: Context | None = None) -> Answer:
    """Answer a question: a story-level one from the digests' structure, any other through the matcher, story by story."""
    with one_question():  # the cross-encoder reads each of its pairs once, however many matches ask
        return _answer(view, question, story=story, context=context)


def _answer(view: View, question: str, *, story: str | None, context: Context | None) -> Answer:
    """``answer``'s work."""
    smap = view.stories
    if context is not None and context.person:
        question = with_person(question, context.person)  # "and what did she say?" after "who leads the inquiry?"
    spelt = lexicon.spelt_right(question)  # "can soemone give me a quick runodwn": a request for an overview
    intent = detect(spelt) if spelt != question else None
    if intent is not None:
        question = spelt
    else:
        intent = detect(question)
    if intent is None and _LATER_SENTENCE.search(question):
        # "Just saw the news about this. Can someone give me a quick rundown?": what the last sentence asks
        said, asked = asked_sentence(clean_question(question))
        intent = detect(asked) if said else None
        question = asked if intent is not None else question
    current = resolve_story(view, context.story) if context is not None else None
    preferred = resolve_story(view, story)
    if intent is not None and smap.stories:
        made = _story_level(view, question, intent, current or preferred)
        if made is not None:
            return _decorate(view, made)
    if len(smap) < 2:
        return _decorate(view, view.match(question))
    named = named_stories(view, question)
    if len(named) == 1:
        return _decorate(view, _within(view, question, named[0]))
    focus = current or preferred
    kept = None  # the abstention of the story a follow-up or the channel keeps to: the one to show if none answers
    if focus is not None:  # a follow-up's story, or the channel's, before anything a word suggests
        kept = _within(view, question, focus)
        if not kept.answered and current is not None and context is not None and context.topic:
            kept = _follow_up(view, question, focus, context) or kept
        if kept.answered:
            return _decorate(view, kept)
    worded = [s for s in worded_stories(view, question) if s is not focus]
    if worded:  # words only these stories use: their answers first
        within = _across(view, question, worded)
        if within.answered:
            return _decorate(view, within)
    across = _across(view, question, skip=focus)
    return _decorate(view, kept if kept is not None and not across.answered else across)


def _within(view: View, question: str, story: Story) -> Answer:
    """The answer from one story's digests only, as that story alone would give it (its own matcher: its own word
    weights and vocabulary, whatever other stories the server holds)."""
    return view.match_story(question, story.digests)


def _follow_up(view: View, question: str, story: Story, context: Context) -> Answer | None:
    """A follow-up ('and who funds it?') read with the earlier question's topic words, when it refers back."""
    text = normal(question)
    if not (_ANAPHOR.search(text) or question.strip().lower().startswith(("and ", "what about"))):
        return None
    earlier = [w for w in content_words(context.topic) if w not in set(content_words(question))]
    if not earlier:
        return None
    return _within(view, f"{question.rstrip(' ?')} {' '.join(earlier)}?", story)


def _across(view: View, question: str, stories: list[Story] | None = None, skip: Story | None = None) -> Answer:
    """The best story's answer (of ``stories``, default all but ``skip``, a story that abstained already); when others
    answer about as well, each one's, labelled."""
    smap = view.stories
    if stories is None and len(smap) > PER_STORY:
        return _across_large(view, question, skip)
    per = [(s, _within(view, question, s)) for s in (stories if stories is not None else smap.stories) if s is not skip]
    answered = [(s, a) for s, a in per if a.answered and a.facts]
    if not answered:
        return _merged_abstention(question, [a for _, a in per])
    fit = {id(a): coverage(question, a.facts[0].text) for _, a in answered}
    answered.sort(key=lambda p: (-p[1].confidence, -fit[id(p[1])], p[0].key))
    best = answered[0][1]
    chosen = [answered[0]] + [(s, a) for s, a in answered[1:]
                              if fit[id(a)] >= fit[id(best)] and a.confidence >= AMBIGUOUS_SHARE * best.confidence]
    chosen = chosen[:MAX_STORIES]
    if len(chosen) == 1:
        return best
    log.debug("question %r fits %d stories", question, len(chosen))
    return _labelled(question, chosen, intro=f"{len(chosen)} stories answer this; which one do you mean?")


def _merged_abstention(question: str, abstentions: list[Answer]) -> Answer:
    """One abstention from each story's: one message, suggestions taken from each in turn, the nearest closest fact."""
    messages = {a.answer for a in abstentions}
    suggestions: list[str] = []
    for row in zip_longest(*(a.suggestions for a in abstentions)):
        suggestions += [t for t in row if t and t not in suggestions]
    closest = next((a.closest for a in abstentions if a.closest is not None), None)
    message = messages.pop() if len(messages) == 1 else "The digests don't say."
    return Answer(question=question, answered=False, confidence=0.0, answer=message, suggestions=suggestions[:3],
                  closest=closest)


def _across_large(view: View, question: str, skip: Story | None = None) -> Answer:
    """Across many stories (but ``skip``): the best answer of all, then the best of the stories not yet answered, while
    as good (answered by the checks themselves: the cross-encoder reads past no refusal for it)."""
    smap = view.stories
    skipped = frozenset(skip.digests) if skip is not None else frozenset()
    best = view.match(question, skipped)
    if not best.answered or not best.facts:
        return best
    first = _story_of_ref(view, best.facts[0])
    if first is None:
        return best
    answers = [(first, _only_story(view, best, first))]
    excluded = set(first.digests) | skipped
    for _ in range(LARGE_EXTRA):  # another story's answer as good as the best: its checks' own, none read past them
        other = view.match(question, frozenset(excluded), as_other=True)
        if (not other.answered or not other.facts or other.confidence < AMBIGUOUS_SHARE * best.confidence
                or coverage(question, other.facts[0].text) < max(coverage(question, best.facts[0].text), 1e-9)):
            break
        s = _story_of_ref(view, other.facts[0])
        if s is None or s in (a[0] for a in answers):
            break
        answers.append((s, _only_story(view, other, s)))
        excluded |= set(s.digests)
    if len(answers) == 1:
        return answers[0][1] if len(smap) > 1 else best
    log.debug("question %r fits %d stories", question, len(answers))
    return _labelled(question, answers, intro=f"{len(answers)} stories answer this; which one do you mean?")


def coverage(question: str, text: str) -> float:
    """The share of a question's key words (or their synonyms) a text has."""
    terms = [t for t in analyze(question).terms if not t.filler]
    if not terms:
        return 0.0
    keys = analyze(text).keys
    return sum(bool(t.keys & keys) for t in terms) / len(terms)


def _only_story(view: View, ans: Answer, story: Story) -> Answer:
    """An answer whose cited facts are all from one story (a second source from another story is dropped)."""
    facts = [f for f in ans.facts if _story_of_ref(view, f) is story]
    if len(facts) == len(ans.facts):
        return ans
    return view.match(ans.question, view.stories.others(story))


def _labelled(question: str, answers: list[tuple[Story, Answer]], intro: str) -> Answer:
    """One answer made of each story's answer, each under its story's title (once: a head naming it is kept)."""
    parts = [intro] if intro else []
    facts: list[FactRef] = []
    notes: list[str] = []
    for s, a in answers:
        parts.append(a.answer if s.title in a.answer.split("\n", 1)[0] else f"**{s.title}**: {a.answer}")
        facts += a.facts
        notes += [f"{s.title}: {n}" for n in a.notes]
    return Answer(question=question, answered=True, answer="\n".join(parts), facts=facts, notes=notes,
                  confidence=min(a.confidence for _, a in answers))


def _story_of_ref(view: View, ref: FactRef) -> Story | None:
    """The story a cited fact is from."""
    fact = view.by_id.get(ref.id)  # type: ignore[attr-defined]  # every view has by_id; the View protocol leaves it out
    return view.stories.story_of(fact.seed) if fact is not None else None


def _decorate(view: View, ans: Answer) -> Answer:
    """Put each fact's story on it and on the answer; with several stories, the answer text names its story."""
    smap = view.stories
    if not smap.stories:
        return ans
    facts = [_with_story(view, f) for f in ans.facts]
    closest = _with_story(view, ans.closest) if ans.closest is not None else None
    titles = list(dict.fromkeys(f.story for f in facts if f.story))
    story = titles[0] if len(titles) == 1 else (smap.stories[0].title if len(smap) == 1 and ans.answered else None)
    text = ans.answer
    if len(smap) > 1 and story and ans.answered and story not in text:
        text = f"**{story}**: {text}"
    return ans.model_copy(update={"facts": facts, "closest": closest, "story": story, "answer": text})


def _with_story(view: View, ref: FactRef) -> FactRef:
    """A cited fact with its story's title."""
    if ref.story:
        return ref
    s = _story_of_ref(view, ref)
    return ref.model_copy(update={"story": s.title}) if s is not None else ref


# ---- story-level answers ---------------------------------------------------------------------------------


def _story_level(view: View, question: str, intent: Intent, focus: Story | None) -> Answer | None:
    """A story-level answer, or None when the question turns out to be an ordinary one."""
    smap = view.stories
    if intent.kind == "stories":
        return _stories_answer(view, question)
    if intent.kind == "who":
        return _who_answer(view, question, intent.person, focus)
    if intent.topic and not _story_topic(view, intent):
        return None  # "any news on <a whole fact>?": an ordinary question
    if topic_words(intent.topic):
        story, missing = topic_story(view, intent.topic)
        if story is None:
            words = ", ".join(f"\u201c{shown_word(w)}\u201d" for w in missing[:3]) or \
                f"\u201c{shown_word(intent.topic)}\u201d"
            return Answer(question=question, answered=False, confidence=0.0,
                          answer=f"The digests don't say: nothing in them mentions {words}.",
                          suggestions=[s.title for s in smap.stories[:3]])
        targets = [story]
    elif focus is not None:
        targets = [focus]
    else:
        targets = list(smap.stories[:MAX_STORIES])
    made = {"overview": _overview, "latest": _latest, "timeline": _timeline, "sources": _sources, "where": _where,
            "began": _began, "people": _people}[intent.kind]
    answers = [(s, a) for s in targets if (a := made(view, question, s, intent)) is not None]
    answers = [(s, a) for s, a in answers if a.answered] or answers[:1]
    if not answers:
        return None
    if len(answers) == 1:
        return answers[0][1]
    # several stories' who's who: a head of its own, so the fact a role is cited from is not shown under the first
    # story's head (it may be of another)
    intro = f"{PEOPLE_HEAD} {len(answers)} stories:" if intent.kind == "people" else ""
    return _labelled(question, answers, intro=intro)


def _facts_of(view: View, story: Story) -> list[Fact]:
    """Every fact of a story's digests."""
    digests = view.digests
    return [f for n in story.digests if n in digests for f in digests[n].facts]


def _made(question: str, text: str, facts: list[Fact], notes: list[str] | None = None) -> Answer:
    """A story-level answer citing ``facts`` (best first, each once)."""
    seen: dict[str, Fact] = {}
    for f in facts:
        seen.setdefault(f.id, f)
    return Answer(question=question, answered=True, answer=text, confidence=CONFIDENCE,
                  facts=[FactRef.of(f) for f in seen.values()], notes=notes or [])


def _headline(unit: Unit) -> Fact | None:
    """A part's headline fact."""
    return next((f for f in unit.facts if f.kind == "headline"), None)


def _summary(unit: Unit) -> list[Fact]:
    """A part's summary sentences (its first confirmed facts when it has no summary)."""
    out = [f for f in unit.facts if f.kind == "summary"]
    return out or [f for f in unit.facts if f.kind == "confirmed"][:2]


def _overview(view: View, question: str, story: Story, intent: Intent) -> Answer:
    """The story's headline and summaries: its newest parts first, then how it began (a rundown asks for both)."""
    lines = [f"{story.title}" + (f" ({story.dates})" if story.dates else "") + ":"]
    cited: list[Fact] = []
    digest_heads = [f for n in story.digests for f in view.digests[n].facts
                    if f.kind == "headline" and f.episode is None] if story.digests else []
    units = [u for u in story.units if _summary(u)]
    shown = units[::-1] if len(units) <= OVERVIEW_PARTS else units[:-OVERVIEW_PARTS:-1] + units[:1]
    for unit in shown:
        summary = _summary(unit)
        head = _headline(unit)
        began = unit is units[0] and len(units) > OVERVIEW_PARTS
        date = (f"{unit.dates}, how it began: " if began else f"{unit.dates}: ") if unit.dates else \
            ("How it began: " if began else "")
        lines.append(f"\u2022 {date}{' '.join(f.text for f in summary[:2])}")
        cited += ([head] if head else []) + summary[:2]
    return _made(question, "\n".join(lines), cited + digest_heads[:1])


def _dated(story: Story) -> list[Unit]:
    """A story's parts that have a date, oldest first."""
    return [u for u in story.units if u.start or u.end]


def _lede(story: Story) -> list[Fact]:
    """The story's summary sentences, its first part first: how it was first told."""
    return [f for u in _dated(story) or story.units for f in _summary(u)]


def _where(view: View, question: str, story: Story, intent: Intent) -> Answer:
    """Where the story happens ("where did it happen", "what city was it in"): the first summary sentence that puts it
    somewhere by name."""
    placed = next((f for f in _lede(story) if fact_text(f.text).has_place), None)
    if placed is None:
        return Answer(question=question, answered=False, confidence=0.0,
                      answer=f"The digests of \u201c{story.title}\u201d don't say where it happens.")
    return _made(question, placed.text, [placed])


def _began(view: View, question: str, story: Story, intent: Intent) -> Answer:
    """When the story began ("when did it happen", "when did this all start"): its first dated part and how it was
    told then."""
    dated = _dated(story)
    if not dated:
        return Answer(question=question, answered=False, confidence=0.0,
                      answer=f"The digests of \u201c{story.title}\u201d give no dates.")
    first = dated[0]
    summary = _summary(first)
    text = f"It begins {first.dates}, {first.label}" + (f": {summary[0].text}" if summary else ".")
    head = _headline(first)  # cited only when no summary sentence is: the label above already gives its title
    return _made(question, text, summary[:1] or ([head] if head else []))


def _latest(view: View, question: str, story: Story, intent: Intent) -> Answer:
    """The newest part of the story and what changed since the one before: new facts, changed figures, with dates."""
    units = _dated(story) or story.units
    newest = units[-1]
    before = units[:-1]
    summary = _summary(newest)
    head = _headline(newest)
    lines = [f"Latest ({newest.dates or 'undated'}), {newest.label}:"]
    if summary:
        lines.append(" ".join(f.text for f in summary[:2]))
    cited = ([head] if head else []) + summary[:2]
    notes: list[str] = []
    if before:
        previous = before[-1]
        old = [f for u in before for f in u.facts if f.kind != "headline"]
        fresh = [f for f in newest.facts if f.kind in ("confirmed", "summary") and f not in summary[:2]
                 and not any(fuzz.token_set_ratio(f.text, o.text) >= SAME_FACT for o in old)]
        if fresh:
            lines.append(f"New since {previous.label}" + (f" ({previous.dates})" if previous.dates else "") + ":")
            lines += [f"\u2022 {f.text}" for f in fresh[:NEW_LIMIT]]
            cited += fresh[:NEW_LIMIT]
        for change, facts in _changed_figures(newest, before):
            notes.append(change)
            cited += facts
    return _made(question, "\n".join(lines), cited, notes)


def _changed_figures(newest: Unit, before: list[Unit]) -> list[tuple[str, list[Fact]]]:
    """Figures of the newest part that the latest earlier part giving them gave differently: 'tokens: 18T (date) → 18.75T (date)'."""
    out: list[tuple[str, list[Fact]]] = []
    seen: set[str] = set()
    for fact in newest.facts:
        for q in fact.numbers:
            if not q.unit or q.unit in seen:
                continue
            for unit in reversed(before):
                old = [f for f in unit.facts if f.kind != "headline"]
                pairs = [(fuzz.token_set_ratio(fact.text, o.text), o, p) for o in old for p in o.numbers
                         if p.unit == q.unit and _same_thing(fact, q.noun, o, p.noun)]
                if not pairs:
                    continue  # this part does not give the figure: look further back
                if not any(p.value == q.value for _, _, p in pairs):
                    _, o, p = max(pairs, key=lambda t: t[0])
                    what = q.noun.split()[0] if q.noun else q.unit
                    out.append((f"{what}: {p.text} ({_fact_date(o, unit) or 'undated'}) \u2192 {q.text} "
                                f"({_fact_date(fact, newest) or 'undated'})", [fact, o]))
                seen.add(q.unit)
                break
    return out


def _same_thing(a: Fact, a_noun: str, b: Fact, b_noun: str) -> bool:
    """Whether two figures of one unit measure the same thing (their nouns or their facts share words)."""
    na, nb = set(content_words(a_noun)), set(content_words(b_noun))
    if na and nb:
        return bool(na & nb)
    return fuzz.token_set_ratio(a.text, b.text) >= 55


def _fact_date(fact: Fact, unit: Unit | None) -> str:
    """The date a fact speaks for: its 'as of', its part's, else its latest post's."""
    if fact.as_of and (unit is None or fact.time_sensitive):
        return fact.as_of.isoformat()
    if unit is not None and (unit.end or unit.start):
        return (unit.end or unit.start).isoformat()  # type: ignore[union-attr]  # one of them is set (checked above)
    dates = [s.date for s in fact.sources if s.date]
    return max(dates).isoformat() if dates else ""


def _parse_date(text: str, story: Story) -> dt.date | None:
    """A date in a question ('09-05', '2026-09-05', 'sep 5', '5 september'), the year from the story."""
    year = (story.end or story.start or dt.date.today()).year
    text = text.strip().lower()
    m = re.search(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b", text)
    parts: tuple[int, int, int] | None = None
    if m:
        parts = (int(m.group(1)), int(m.group(2)), int(m.group(3)))
    elif m := re.search(r"\b(\d{1,2})[-/](\d{1,2})\b", text):
        parts = (year, int(m.group(1)), int(m.group(2)))
    elif m := re.search(r"\b([a-z]{3})[a-z]*\.? (\d{1,2})(?:st|nd|rd|th)?\b", text):
        if m.group(1) in _MONTHS:
            parts = (year, _MONTHS[m.group(1)], int(m.group(2)))
    if parts is None and (m := re.search(r"\b(\d{1,2})(?:st|nd|rd|th)? (?:of )?([a-z]{3})[a-z]*\b", text)):
        if m.group(2) in _MONTHS:
            parts = (year, _MONTHS[m.group(2)], int(m.group(1)))
    if parts is None:
        return None
    try:
        return dt.date(*parts)
    except ValueError:
        return None


def _episode_number(text: str, story: Story) -> int | None:
    """The episode a question names ('episode 2', 'the first episode', 'the last episode')."""
    text = text.lower()
    if "last" in text or "latest" in text:
        episodes = story.episodes
        return max(u.episode for u in episodes) if episodes else None  # type: ignore[type-var]  # episodes have numbers
    m = re.search(r"\d+", text)
    if m:
        return int(m.group(0))
    for word, n in _ORDINALS.items():
        if re.search(rf"\b{word}\b", text):
            return n
    return None


def _timeline(view: View, question: str, story: Story, intent: Intent) -> Answer | None:
    """Dated events in order: the whole story, one date, one episode, or a week."""
    units = _dated(story)
    if intent.episode:
        number = _episode_number(intent.episode, story)
        picked = [u for u in story.units if u.episode == number] if number is not None else []
        if not picked:
            return Answer(question=question, answered=False, confidence=0.0,
                          answer=f"The digests of \u201c{story.title}\u201d have no {intent.episode}.",
                          suggestions=[u.label for u in story.episodes[:3]])
        return _parts(question, picked, detail=True)
    if intent.date:
        day = _parse_date(intent.date, story)
        if day is None:
            return None  # "what happened on the moon": an ordinary question
        picked = [u for u in units if (u.start or u.end) <= day <= (u.end or u.start)]  # type: ignore[operator]  # dated units
        facts = [f for f in _facts_of(view, story) if f.as_of == day and f.kind != "headline"]
        posts = _posts(view, story, lambda s: s.date == day)
        if not picked and not facts and not posts:
            return Answer(question=question, answered=False, confidence=0.0,
                          answer=f"The digests have nothing dated {day.isoformat()} in \u201c{story.title}\u201d"
                                 + (f" ({story.dates})." if story.dates else "."))
        return _on_day(question, day, picked, facts, posts)
    if intent.span:
        end = story.end or dt.date.today()
        days = 30 if "month" in intent.span else 7
        if intent.span.startswith("last") and "days" not in intent.span:
            end = end - dt.timedelta(days=days)
        start = end - dt.timedelta(days=days - 1)
        picked = [u for u in units if (u.end or u.start) >= start and (u.start or u.end) <= end]  # type: ignore[operator]  # dated
        if not picked:
            return Answer(question=question, answered=False, confidence=0.0,
                          answer=f"The digests have nothing from {start.isoformat()} to {end.isoformat()}.")
        return _parts(question, picked, detail=False)
    return _parts(question, units or story.units, detail=False, title=story.title)


def _parts(question: str, units: list[Unit], *, detail: bool, title: str = "") -> Answer:
    """Parts of a story in date order, each with its date and headline (and its facts when ``detail``)."""
    lines = [f"Timeline of \u201c{title}\u201d:"] if title else []
    cited: list[Fact] = []
    for unit in units[:LIST_LIMIT]:
        head = _headline(unit)
        lines.append(f"\u2022 {unit.dates or 'undated'}: {head.text if head else unit.title}")
        cited += [head] if head else _summary(unit)[:1]
        if detail:
            summary = _summary(unit)[:2]
            confirmed = [f for f in unit.facts if f.kind == "confirmed" and f not in summary][:NEW_LIMIT]
            lines += [f"  {f.text}" for f in summary]
            lines += [f"  \u2022 {f.text}" for f in confirmed]
            cited += summary + confirmed
    if len(units) > LIST_LIMIT:
        lines.append(f"(+{len(units) - LIST_LIMIT} more)")
    return _made(question, "\n".join(lines), cited)


def _on_day(question: str, day: dt.date, units: list[Unit], facts: list[Fact], posts: list[Source]) -> Answer:
    """What the digests date to one day: parts covering it, facts as of it, posts of it."""
    lines = [f"On {day.isoformat()}:"]
    cited: list[Fact] = []
    for unit in units:
        head = _headline(unit)
        summary = _summary(unit)[:1]
        lines.append(f"\u2022 {unit.label} ({unit.dates}): " + " ".join(f.text for f in summary))
        cited += ([head] if head else []) + summary
    for f in facts[:NEW_LIMIT]:
        if f not in cited:
            lines.append(f"\u2022 {f.text}")
            cited.append(f)
    for s in posts[:LIST_LIMIT]:
        lines.append(f"\u2022 @{s.handle}: \u201c{s.title}\u201d")
    if not cited:
        # posts only: cite the facts that cite those posts
        keys = {s.key for s in posts}
        cited = [f for u in units for f in u.facts if any(x.key in keys for x in f.sources)][:NEW_LIMIT]
    return _made(question, "\n".join(lines), cited)


def _posts(view: View, story: Story, keep: Any = None) -> list[Source]:
    """A story's distinct posts, primary first, then by date."""
    seen: dict[tuple[str, str, str], Source] = {}
    for n in story.digests:
        for s in view.digests[n].sources:
            if keep is not None and not keep(s):
                continue
            if s.key not in seen or (s.primary and not seen[s.key].primary):
                seen[s.key] = s
    return sorted(seen.values(), key=lambda s: (not s.primary, s.date or dt.date.max, s.time or "", s.handle.lower()))


def _sources(view: View, question: str, story: Story, intent: Intent) -> Answer:
    """The posts behind a story, primary first."""
    posts = _posts(view, story)
    primary = sum(s.primary for s in posts)
    lines = [f"{len(posts)} posts behind \u201c{story.title}\u201d" + (f", {primary} primary" if primary else "")
             + " (\u2605 primary):"]
    for s in posts[:LIST_LIMIT]:
        star = "\u2605 " if s.primary else ""
        lines.append(f"\u2022 {star}@{s.handle}: \u201c{s.title}\u201d"
                     f" ({s.date.isoformat() if s.date else 'undated'}; {s.seed})")
    if len(posts) > LIST_LIMIT:
        lines.append(f"(+{len(posts) - LIST_LIMIT} more)")
    heads = [f for n in story.digests for f in view.digests[n].facts if f.kind == "headline" and f.episode is None]
    return _made(question, "\n".join(lines), heads)


def _stories_answer(view: View, question: str) -> Answer:
    """The stories the digests tell, newest first, with their dates."""
    stories = view.stories.stories
    lines = [f"I know {len(stories)} stor{'y' if len(stories) == 1 else 'ies'}:"]
    cited: list[Fact] = []
    for s in stories:
        episodes = len(s.episodes)
        detail = ", ".join(x for x in (s.dates, f"{len(s.digests)} digest{'s' * (len(s.digests) != 1)}",
                                       f"{episodes} episode{'s' * (episodes != 1)}" if episodes else "") if x)
        lines.append(f"\u2022 {s.title} ({detail})")
        head = next((f for n in s.digests for f in view.digests[n].facts if f.kind == "headline"), None)
        if head is not None:
            cited.append(head)
    ans = _made(question, "\n".join(lines), cited)
    return ans


# ---- who's who --------------------------------------------------------------------------------------------


def _person_facts(view: View, story: Story, person: str) -> tuple[str, str | None, list[Fact], list[Source]]:
    """(display name, handle, facts naming or crediting them, their posts) of a person in one story."""
    raw = person.strip().lstrip("@")
    key = normalize_handle(raw)
    handle = next((h for h in story.people if normalize_handle(h) == key), None)
    facts = _facts_of(view, story)
    credited = {normalize_handle(h) for f in facts for h in f.handles}
    if handle is None and key in credited:
        handle = next(h for f in facts for h in f.handles if normalize_handle(h) == key)
    name = raw
    if " " not in raw:  # a handle spelling a name the facts use ("percyliang": Percy Liang)
        spelled = next((n for f in facts for n in _full_names(f.text) if normalize_handle(n) == key), None)
        if spelled is not None:
            raw = spelled
    phrase = re.compile(rf"(?<![\w@]){re.escape(raw)}(?!\w)", re.I) if " " in raw or handle is None else None
    if phrase is not None:
        found = next((m.group(0) for f in facts if (m := phrase.search(f.text))), None)
        if found is None:
            return raw, handle, [], []
        name = found
        if handle is None:  # a handle spelling the name ("percyliang" for Percy Liang)
            handle = next((h for h in story.people if normalize_handle(h) == key), None)
    about = [f for f in facts if f.kind != "headline" and (
        (handle is not None and normalize_handle(handle) in {normalize_handle(h) for h in f.handles})
        or (phrase is not None and phrase.search(f.text))
        or (handle is not None and re.search(rf"@{re.escape(handle)}\b", f.text, re.I)))]
    posts = [s for s in _posts(view, story) if handle is not None and normalize_handle(s.handle) == normalize_handle(handle)]
    return name, handle, about, posts


def _clause(text: str, name: str, handle: str | None) -> str:
    """The clause of a fact (between semicolons) that names a person, else the whole fact."""
    targets = [t.lower() for t in (name, f"@{handle}" if handle else "") if t]
    for part in re.split(r";\s+", text):
        if any(t in part.lower() for t in targets):
            return part.strip()
    return text


def _full_names(text: str) -> list[str]:
    """Runs of two or three capitalised words in a text ("Percy Liang", "Lori Huang Foundation")."""
    out: list[str] = []
    for run in re.split(r"[^\w\s\-]|'s\b|\u2019s\b", text):
        words = run.split()
        for i in range(len(words)):
            for n in (2, 3):
                part = words[i:i + n]
                if len(part) == n and all(_CAPITALISED.fullmatch(w) for w in part):
                    out.append(" ".join(part))
    return out


def _role(facts: list[Fact], name: str, handle: str | None) -> Fact | None:
    """The fact that says what a person is (a role word or 'led by' near their name), if any."""
    roles = role_words()
    targets = [t for t in (name, f"@{handle}" if handle else "") if t]
    for f in facts:
        low = f.text.lower()
        for t in targets:
            i = low.find(t.lower())
            if i < 0:
                continue
            window = low[max(0, i - 60): i + len(t) + 40]
            words = set(re.findall(r"[a-z]+", window))
            if words & roles or re.search(r"\bled by\b|\bfounded\b|\b's team\b|\bteam\b", window):
                return f
    return None


def _who_answer(view: View, question: str, person: str, focus: Story | None) -> Answer | None:
    """Who a person is in the story (their role where a fact gives one) and what they are cited for; None if unknown."""
    if not person or any(w in STOPWORDS for w in person.lower().lstrip("@").split()):
        return None
    stories = [focus] if focus is not None else []
    stories += [s for s in view.stories.stories if s is not focus]
    found: list[tuple[Story, Answer]] = []
    for s in stories:
        name, handle, facts, posts = _person_facts(view, s, person)
        if not facts and not posts:
            continue
        role = _role(facts, name, handle)
        who = f"{name} (@{handle})" if handle and " " in name else (f"@{handle}" if handle else name)
        lines = [f"{who}: {_clause(role.text, name, handle)}" if role else f"{who}: the digests give no role."]
        cited = [role] if role else []
        credited = [f for f in facts if f is not role]
        if credited:
            lines.append(f"Cited for {len(facts)} fact{'s' * (len(facts) != 1)}:")
            lines += [f"\u2022 {f.text}" for f in credited[:NEW_LIMIT]]
            cited += credited[:NEW_LIMIT]
        if posts:
            lines.append(f"{len(posts)} post{'s' * (len(posts) != 1)}: "
                         + "; ".join(f"\u201c{p.title}\u201d ({p.date.isoformat() if p.date else 'undated'})"
                                     for p in posts[:3]))
            if not cited:
                keys = {p.key for p in posts}
                cited = [f for f in _facts_of(view, s) if any(x.key in keys for x in f.sources)][:2]
        found.append((s, _made(question, "\n".join(lines), cited)))
        if focus is not None and s is focus:
            break
    if not found:
        return None
    if len(found) == 1:
        return found[0][1]
    return _labelled(question, found[:MAX_STORIES], intro="")


_ORG_WORDS = NAMED_KINDS | ANSWER_TYPES["organisation"] | frozenset(w for heads in KIND_NAME_HEADS.values() for w in heads)
_CLAUSE_END = re.compile(r"[,;:()\[\]\u2014\u2013]|\.\s|\bsaid\b|\bsays\b")
PEOPLE_HEAD = "Who's who in"  # the first words of a who's-who listing (the bot names its lines "People")
ROLE_OF_WORDS = 4  # a role and the "of" phrase after it ("head of data science")
ROLE_LABEL_WORDS = 5  # words of a role label beside a name ("Altamira's chief flight director")
CLAUSE_CHARS = 110  # a fact's clause shown for a person without a role label


def _role_label(text: str, name: str) -> str | None:
    """The words beside a name in a fact that give a role ("CEO Helena Voss", "head of data science Maren Oyelaran",
    "Helena Voss, Altamira's CEO,"), if any."""
    roles = role_words() | ROLE_MODIFIERS
    i = text.find(name)
    if i < 0:
        return None
    before = _CLAUSE_END.split(text[:i])[-1].split()[-ROLE_LABEL_WORDS:]
    low = [w.lower().removesuffix("'s").removesuffix("\u2019s") for w in before]
    while low and low[-1] in HONORIFICS:
        before, low = before[:-1], low[:-1]  # "Curator of carnivores Dr Miriam Oduya"
    hit = next((k for k in range(len(low) - 1, -1, -1) if low[k] in role_words()), None)
    if hit is not None and (hit == len(low) - 1 or low[hit + 1] == "of" and len(low) - hit <= ROLE_OF_WORDS
                            and low[-1] not in STOPWORDS and before[-1].islower()):  # not "director of the
        # Tyneside Chamber Players", whose name the "of" phrase holds
        start = hit  # the word right before the name is a role, or "head of data science"
        while start > 0 and (before[start - 1][:1].isupper() or low[start - 1] in roles):
            start -= 1  # "Altamira CEO", "deputy director", "Brisa Money founder"
        return " ".join(before[start:])
    after = text[i + len(name):]
    if after.startswith(","):
        words = _CLAUSE_END.split(after[1:])[0].split()
        if 0 < len(words) <= ROLE_LABEL_WORDS and any(w.lower().strip(".") in role_words() for w in words):
            return " ".join(words)  # "Helena Voss, Altamira's chief executive officer,"
    return None


def _named_people(facts: list[Fact]) -> dict[str, tuple[str, Fact]]:
    """People the facts name with a role beside the name: name -> (role label, first fact saying it)."""
    found: dict[str, tuple[str, Fact]] = {}
    roles = role_words()
    for f in facts:
        if f.kind == "headline":
            continue
        seen: list[str] = []
        for name in sorted(set(_full_names(f.text)), key=len, reverse=True):  # "Sir Anand Mehra" before "Sir Anand"
            words = name.split()
            if any(f" {name} " in f" {other} " for other in [*seen, *found]):
                continue  # part of a longer name: "Chamber Players" of "Tyneside Chamber Players"
            if words[0].lower() in roles:
                continue  # "Judge Miriam Castellano" is found as "Miriam Castellano"
            seen.append(name)
            if words[-1].lower() in _ORG_WORDS or words[-1].lower() in HONORIFICS:
                continue  # "Huang Foundation" is no person
            label = _role_label(f.text, name)
            if label:
                found[name] = (label, f)
    return found


def person_answered(question: str, text: str) -> str:
    """The one person an answer (``text``, its first fact) is about: the one person of it the question names ("who is
    Ilse Marchetti?", "what did Whitlock say?"); for a who-question, else the one named beside a role, or the one whose
    role the question asks, or the only name it gives; "" when not one."""
    names = [n for n in dict.fromkeys(_full_names(text)) if n.split()[0].lower() not in role_words()
             and n.split()[-1].lower() not in _ORG_WORDS]
    asked = set(content_words(question))
    named = [n for n in names if {w.lower() for w in n.split()} & asked]
    if len(named) == 1:
        return named[0]
    if named or not _WHO.match(question):
        return ""
    labelled = [n for n in names if _role_label(text, n)]
    fitting = [n for n in labelled if set(content_words(_role_label(text, n) or "")) & asked]
    for found in (fitting, labelled, names):
        if len(found) == 1:
            return found[0]
    return ""


def with_person(question: str, person: str) -> str:
    """A follow-up with its "he"/"she"/"him"/"his"/"her" read as the person an earlier answer named; unchanged when it
    has no such word or names the person already."""
    if not PERSON_PRONOUN.search(question) or {w.lower() for w in person.split()} & set(content_words(question)):
        return question

    def name(m: re.Match[str]) -> str:
        """The name for one pronoun: a possessive one ("his role", "her role") as "<name>'s"."""
        word = m.group(0).lower()
        rest = question[m.end():].split()
        if word == "his" or word == "hers" or (word == "her" and rest and rest[0].lower().strip("?!.,") not in STOPWORDS):
            return f"{person}'s"
        return person

    return PERSON_PRONOUN.sub(name, question)


def _bare(name: str) -> str:
    """A person's name without the honorifics before it, as a handle key ("Dr Miriam Oduya": miriamoduya)."""
    words = name.split()
    while len(words) > 1 and words[0].lower().rstrip(".") in HONORIFICS:
        words = words[1:]
    return normalize_handle(" ".join(words))


def _people(view: View, question: str, story: Story, intent: Intent) -> Answer:
    """Who's who in a story: the people its facts name with a role, then the accounts it cites, most cited first."""
    facts = _facts_of(view, story)
    named = _named_people(facts)
    credits: Counter[str] = Counter(normalize_handle(h) for f in facts for h in f.handles)
    posts: Counter[str] = Counter(normalize_handle(s.handle) for s in _posts(view, story))
    spelled = {_bare(n): n for f in facts for n in _full_names(f.text)}
    credited = {normalize_handle(h): h for f in facts for h in f.handles}

    def cited_for(key: str) -> str:
        counts = [f"{n} {what}{'s' * (n != 1)}" for n, what in ((credits[key], "fact"), (posts[key], "post")) if n]
        return f" (cited for {', '.join(counts)})" if counts else ""

    lines: list[str] = []
    cited: list[Fact] = []
    shown: set[str] = set()
    for name, (label, fact) in sorted(named.items(), key=lambda kv: -sum(kv[0] in f.text for f in facts)):
        key = _bare(name)
        handle = next((h for h in story.people if normalize_handle(h) == key), None) or credited.get(key)
        lines.append(f"\u2022 {name}" + (f" (@{handle})" if handle else "") + f": {label}"
                     + (cited_for(key) if handle else ""))
        cited.append(fact)
        shown.add(key)
    accounts = credited | {normalize_handle(h): h for h in story.people}
    for account in sorted(accounts.values(), key=lambda h: (-credits[normalize_handle(h)], -posts[normalize_handle(h)],
                                                           h.lower())):
        key = normalize_handle(account)
        if key in shown:
            continue
        spelt = spelled.get(key)
        line = f"\u2022 {spelt} (@{account})" if spelt else f"\u2022 @{account}"
        role = _role(facts, spelt, account) if spelt else None
        if role is not None:
            clause = _clause(role.text, spelt or account, account)
            line += ": " + (clause if len(clause) <= CLAUSE_CHARS else clause[:CLAUSE_CHARS].rsplit(" ", 1)[0] + "\u2026")
            cited.append(role)
        lines.append(line + cited_for(key))
    if not lines:
        return Answer(question=question, answered=False, confidence=0.0,
                      answer=f"The digests about \u201c{story.title}\u201d name no one and cite no accounts.")
    head = f"{PEOPLE_HEAD} \u201c{story.title}\u201d ({len(lines)}):"
    more = [f"(+{len(lines) - LIST_LIMIT} more)"] if len(lines) > LIST_LIMIT else []
    return _made(question, "\n".join([head, *lines[:LIST_LIMIT], *more]), cited[:LIST_LIMIT])
