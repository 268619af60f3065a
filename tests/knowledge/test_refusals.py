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
    lake" tells the change without the verb; "what did the lagoon drain into" needs its verb (one a fact uses)."""
    index = FactIndex.from_texts({"a.txt": (
        "Rhine\n\nThe Rhine is a river.\n\nConfirmed\n\n"
        "• The IJssel enters the IJsselmeer, formerly the Zuider Zee brackish lagoon; however, since 1932, a freshwater "
        "lake (@desk).\n• Polders drain into the canals (@desk).\n\nUpdate — desk · 2027-03-01\n")})
    assert "freshwater lake" in index.answer("What did the Zuider Zee brackish lagoon change into?").answer
    assert not index.answer("What did the Zuider Zee brackish lagoon drain into?").answered


def test_a_figure_that_names_or_dates_something_counts_nothing() -> None:
    """"How many EUV scanners will Fab 9 have": "moving tools into Fab 9, with the first scanner arriving on 10-06"
    counts nothing; "The 140 staff at Sollen" and "three bodies of water" count."""
    index = FactIndex.from_texts({"a.txt": (
        "Fab 9\n\nVeridian is fitting out Fab 9.\n\nConfirmed\n\n"
        "• Veridian has started moving production tools into Fab 9, with the first EUV scanner arriving on 10-06 "
        "(@desk).\n• The 140 staff at Sollen are being kept on full pay (@desk).\n"
        "• Lake Constance consists of three bodies of water (@desk).\n\nUpdate — desk · 2027-03-01\n")})
    refused = index.answer("how many EUV scanners will fab 9 have in total?")
    assert not refused.answered and "gives no figure" in refused.answer
    assert "140 staff" in index.answer("how many staff work at sollen?").answer
    assert "three bodies" in index.answer("how many bodies of water make up lake constance?").answer
