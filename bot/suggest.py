"""Questions to offer after a miss: built from the facts nearest to what was asked, each one checked to be answered."""

from __future__ import annotations

import logging
import re

from rapidfuzz import fuzz

from knowledge.index import FactIndex
from knowledge.layers import LayeredIndex
from knowledge.models import Answer, Fact
from knowledge.storyqa import role_words
from knowledge.text import normalize_handle

log = logging.getLogger(__name__)

MAX_SUGGESTIONS = 3
MAX_CHECKS = 15  # candidate questions answered to check them, at most, per miss
MAX_QUESTION = 80  # a button label's limit: longer candidates are not offered
TOPIC_FACTS = 3  # facts looked at per related topic

_PERSON = re.compile(r"^[A-Z][a-z'\u2019-]+(?: [A-Z][a-z'\u2019-]+){1,2}$")


def _written(number: str, text: str) -> bool:
    """Whether a number stands in the text as figures ("140 paintings"), not spelled out in prose ("two key moves")."""
    return re.search(r"(?<![\w.,])" + re.escape(number) + r"(?![\w.,])", text) is not None


def _units_of(fact: Fact) -> list[str]:
    """The counted things a fact gives a figure for, as written ("tokens", "machines")."""
    from knowledge.numbers import canonical_unit

    out: list[str] = []
    for q in fact.numbers:
        words = q.noun.split()
        if not q.unit or q.text.endswith("%") or not words or not _written(q.text, fact.text):  # "two key moves"
            continue
        for word in (words[0], words[-1]):  # "18.75T tokens", "11 GB200 NVL72 clusters"
            plural = word.endswith("s") and not word.endswith(("ss", "us", "ly"))
            if word.isalpha() and word.lower() == word and len(word) > 3 and plural and word not in out \
                    and (canonical_unit(word) == q.unit or word == words[-1]):
                out.append(word)
                break
    return out


_LABEL = re.compile(r"^([A-Z][A-Za-z -]{2,30}):\s")


def fact_questions(fact: Fact) -> list[str]:
    """Questions a fact answers, in plain forms: "How many <unit>?" for its figures, "What did @x say?"."""
    out = [f"How many {w}?" for w in _units_of(fact)]
    label = _LABEL.match(fact.text)
    if label:  # "Hardware: 11 GB200 clusters…" answers "What is the hardware?"
        out.append(f"What is the {label.group(1).strip().lower()}?")
    handles = list(dict.fromkeys(fact.handles or [s.handle for s in fact.sources if s.primary]))
    out += [f"What did @{h} say?" for h in handles[:1]]
    return out


def topic_questions(topic: str, asked: str, accounts: frozenset[str] = frozenset(),
                    texts: tuple[str, ...] = ()) -> list[str]:
    """Questions about a topic: "What did @x say?" for an account the facts credit, "Who is …?" for a person's name
    (when "who" was asked, and no fact writes it as a thing or a place: "at the Marius Hills"), else "What is …?"."""
    topic = " ".join(topic.split())
    if normalize_handle(topic) in accounts:  # "ScottCondron": an account, not a thing
        return [f"What did @{topic} say?"]
    if topic.startswith("The "):
        topic = "the " + topic[4:]
    first, _, rest = topic.partition(" ")
    if first.lower().strip(".") in role_words() and _PERSON.match(rest):  # "CTO Ilse Marchetti": a title, a person
        return [f"Who is {rest}?"]
    placed = re.compile(rf"\b(?:the|at|in|near|to|from|on)\s+{re.escape(topic)}\b", re.IGNORECASE)
    who = bool(_PERSON.match(topic)) and asked.lower().lstrip().startswith("who") \
        and not any(placed.search(t) for t in texts)
    return [f"Who is {topic}?" if who else f"What is {topic}?"]


def candidates(index: FactIndex | LayeredIndex, answer: Answer, question: str) -> list[tuple[str, str | None, str]]:
    """(question, id of the fact it was built from or None, text it is about), most related to `question` first."""
    facts: list[Fact] = []
    by_id = index.by_id
    if answer.closest is not None and answer.closest.id in by_id:
        facts.append(by_id[answer.closest.id])
    try:
        topics = list(dict.fromkeys([*index.search_topics(question, 5), *answer.suggestions]))
    except Exception:  # a miss still renders without suggestions
        log.exception("topic search for suggestions failed")
        topics = list(answer.suggestions)
    out: list[tuple[str, str | None, str]] = []
    for topic in topics:
        try:
            about = index.facts_about(topic, TOPIC_FACTS)
        except Exception:  # a topic that fails gives no questions; the others still do
            about = []
        facts += [f for f in about if isinstance(f, Fact)]
        accounts = frozenset(normalize_handle(h) for f in about for h in f.handles)
        out += [(q, None, topic + " " + " ".join(f.text for f in about[:1]))
                for q in topic_questions(topic, question, accounts, tuple(f.text for f in about))]
    seen: set[str] = set()
    for f in facts:
        if f.id in seen:
            continue
        seen.add(f.id)
        out += [(q, f.id, f.text) for q in fact_questions(f)]
    asked = question.lower()
    closest = answer.closest.id if answer.closest is not None else None
    opener = " ".join(asked.split()[:2])

    def rank(i: int, c: tuple[str, str | None, str]) -> tuple[int, int, float, int]:
        """Built from the closest fact first, then the same opening ("how many"), then shared words."""
        return (c[1] != closest or closest is None, not c[0].lower().startswith(opener),
                -fuzz.token_set_ratio(asked, c[2].lower()), i)

    scored = [(rank(i, c), i, c) for i, c in enumerate(out)]
    scored.sort(key=lambda t: t[0])
    return [c for _, _, c in scored]


def suggest_questions(index: FactIndex | LayeredIndex | None, answer: Answer, question: str,
                      limit: int = MAX_SUGGESTIONS) -> list[str]:
    """Up to `limit` questions related to a missed one that the index answers (checked), each to a different fact."""
    if index is None or answer.answered:
        return []
    out: list[str] = []
    led_to: set[str] = set()
    asked = " ".join(question.split()).casefold()
    checks = 0
    for candidate, fact_id, _ in candidates(index, answer, question):
        if len(out) >= limit or checks >= MAX_CHECKS:
            break
        if len(candidate) > MAX_QUESTION or candidate.casefold() == asked or candidate in out:
            continue
        checks += 1
        try:
            got = index.answer(candidate)
        except Exception:  # an unanswerable candidate is skipped; the miss is still sent
            log.exception("checking a suggested question failed")
            continue
        ids = [f.id for f in got.facts]
        if not got.answered or not ids or (fact_id is not None and fact_id not in ids) or ids[0] in led_to:
            continue
        led_to.add(ids[0])
        out.append(candidate)
    return out
