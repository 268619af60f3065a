"""The coverage refusals (knowledge.refusals): every check runs, once, in the order REFUSALS gives."""

from __future__ import annotations

from knowledge.index import FactIndex
from knowledge.refusals import REFUSALS, Refusals


def test_every_check_is_in_the_order_once() -> None:
    """A ``_refuse_*`` check written but left out of REFUSALS would never refuse anything."""
    checks = sorted(name for name in vars(Refusals) if name.startswith("_refuse_"))
    listed = [check.__name__ for check in REFUSALS]
    assert sorted(listed) == checks
    assert len(set(listed)) == len(listed)


def test_no_candidate_is_refused_before_any_check_reads_the_best_one() -> None:
    """With no candidate at all the floor refuses ("The digests don't say."): no check after it looks for a best
    fact that is not there."""
    index = FactIndex.from_texts({"a.txt": "Test Story\n\nA summary.\n\nConfirmed\n\n• The bridge opened on 03-01 (@desk).\n"
                                           "\nUpdate — desk · 2027-03-01\n"})
    m = index.matcher
    q = m.parse_question("when did the bridge open?")
    assert m.coverage_refusal(q, [], [], q.text) == "The digests don't say."
