"""Question analysis (knowledge.question): what a question counts."""

from __future__ import annotations

import pytest

from knowledge.index import FactIndex

_INDEX = FactIndex.from_texts({"a.txt": "A Story\n\nConfirmed\n\n• 40 soldiers were sent (@desk).\n"})


@pytest.mark.parametrize("question, counted", [
    ("how many soldiers were sent", {"soldiers"}),
    ("hw many ppl got sick", {"people"}),
    ("how much did the new buses cost?", set()),  # "did" is no noun counted
    ("how much is the fare now", set()),
    ("how much water was released", {"water"}),
])
def test_a_how_many_question_counts_the_noun_after_it_never_an_auxiliary(question: str, counted: set[str]) -> None:
    """"how many X" counts X; "how much did it cost" counts nothing."""
    assert set(_INDEX.matcher.parse_question(question).counted) == counted
