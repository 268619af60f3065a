"""Question → facts matching (first version, replaced by the full matcher)."""

from __future__ import annotations

import logging

from rapidfuzz import fuzz, process, utils

from .models import Answer, Fact, FactRef
from .text import clean_question

log = logging.getLogger(__name__)


class Matcher:
    """Scores questions against fact texts."""

    def __init__(self, facts: list[Fact]) -> None:
        """Index the facts."""
        self.facts = facts
        self.texts = [f.text for f in facts]
        self.topics = sorted({w for f in facts for w in f.text.split() if w[:1].isupper()})[:200]

    def answer(self, question: str) -> Answer:
        """Best fact for a question, or an abstention."""
        q = clean_question(question)
        if not q or not self.texts:
            return Answer(question=question, answered=False, answer="Ask me something about the story.", confidence=0.0)
        hit = process.extractOne(q, self.texts, scorer=fuzz.token_set_ratio, processor=utils.default_process)
        if hit is None or hit[1] < 60:
            return Answer(question=question, answered=False, answer="The digests don't say.", confidence=0.0,
                          suggestions=self.topics[:3])
        fact = self.facts[hit[2]]
        return Answer(question=question, answered=True, answer=fact.text, confidence=hit[1] / 100,
                      facts=[FactRef.of(fact)])

    def search_topics(self, text: str, limit: int = 25) -> list[str]:
        """Topics for autocomplete."""
        if not text.strip():
            return self.topics[:limit]
        return [t for t, _, _ in process.extract(text, self.topics, scorer=fuzz.WRatio, processor=utils.default_process, limit=limit)]

    def facts_about(self, topic: str, limit: int = 10) -> list[Fact]:
        """Facts mentioning a topic."""
        hits = process.extract(topic, self.texts, scorer=fuzz.partial_ratio, processor=utils.default_process, limit=limit)
        return [self.facts[i] for _, s, i in hits if s >= 60]
