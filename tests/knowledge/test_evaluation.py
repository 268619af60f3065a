"""knowledge.evaluation: the judge of one answer, on the whole answer or (lead_only) its first line."""

from __future__ import annotations

from knowledge.evaluation import EvalCase, judge
from knowledge.models import Answer


def _answer(text: str) -> Answer:
    """An answered reply with this text."""
    return Answer(question="how long is the harbor bridge", answered=True, answer=text, confidence=0.9)


def test_lead_only_looks_for_the_expected_words_in_the_first_line_only() -> None:
    """The right figure only in an "Also:" line passes the whole-answer judge, not the lead-only one."""
    reply = _answer("The bridge opened in 1998.\nAlso: The Harbor Bridge is 2.1 km long.")
    whole = EvalCase(question="how long is the harbor bridge", expect="answer", must_contain=[["2.1 km"]])
    lead = whole.model_copy(update={"lead_only": True})
    assert judge(whole, reply)[0]
    assert not judge(lead, reply)[0]
    assert judge(lead, _answer("The Harbor Bridge is 2.1 km long.\nAlso: It opened in 1998."))[0]
