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


def test_when_a_thing_began_is_told_by_its_date_when_no_phase_of_it_is_said() -> None:
    """"When did the straightening program begin": "changed by a straightening program in the 19th Century" dates the
    program itself; "when did the program end" is not answered by it, nor a fact saying when it began."""
    index = FactIndex.from_texts({"a.txt": (
        "Rhine\n\nThe Rhine is a river.\n\nConfirmed\n\n"
        "• The Upper Rhine region was changed significantly by a Rhine straightening program in the 19th Century "
        "(@desk).\n• The dredging works began in 1921 (@desk).\n\nUpdate — desk · 2027-03-01\n")})
    assert "19th Century" in index.answer("When did the Rhine straightening program begin?").answer
    ended = index.answer("When did the Rhine straightening program end?")
    assert not ended.answered and "end" in ended.answer
    assert "1921" in index.answer("When did the dredging works start?").answer


def test_a_change_of_state_is_told_by_what_the_thing_was_formerly() -> None:
    """"What did the lagoon change into": "the IJsselmeer, formerly the Zuider Zee lagoon; since 1932, a freshwater
    lake" tells the change without the verb; "what did the lagoon flow into" needs its verb."""
    index = FactIndex.from_texts({"a.txt": (
        "Rhine\n\nThe Rhine is a river.\n\nConfirmed\n\n"
        "• The IJssel enters the IJsselmeer, formerly the Zuider Zee brackish lagoon; however, since 1932, a freshwater "
        "lake (@desk).\n\nUpdate — desk · 2027-03-01\n")})
    assert "freshwater lake" in index.answer("What did the Zuider Zee brackish lagoon change into?").answer
    assert not index.answer("What did the Zuider Zee brackish lagoon drain into?").answered
