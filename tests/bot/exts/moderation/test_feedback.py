"""bot.exts.moderation.feedback: the answer ids that tie a vote to the logged question."""

from __future__ import annotations

from bot.exts.moderation.feedback import AnswerLinker
from tests.bot.exts.moderation.modkit import abstained


def test_answer_linker_matches_by_object_then_by_question() -> None:
    linker = AnswerLinker()
    a, b = abstained("q"), abstained("q")
    first = linker.link("view", 1, "q", a)
    second = linker.link("view", 1, "q", b)
    assert linker.link("event", 1, "q", b) == second
    assert linker.link("event", 1, "q", abstained("q")) == first  # a copy: matched by member and question
    assert len(linker) == 0
