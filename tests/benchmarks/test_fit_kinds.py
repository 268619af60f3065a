"""A question type's own threshold: chosen only where it gains on both blind halves and loses no abstention."""

from __future__ import annotations

from benchmarks.fit_kinds import Outcome, choose, group_of, tradeoff


def _o(group: str, qtype: str, answerable: bool, p: float, common: bool, answered: bool) -> Outcome:
    """One question's outcome."""
    return Outcome(group, qtype, answerable, p, common, answered)


def test_a_type_gets_the_threshold_that_gains_on_both_halves_and_loses_nothing() -> None:
    """"why" gains on both halves down to 0.1 and loses an abstention below it: 0.1; "what" loses one: none."""
    outcomes = [
        _o("blind a", "why", True, 0.12, False, True),
        _o("blind b", "why", True, 0.15, False, True),
        _o("squad", "why", False, 0.02, True, False),  # answered below 0.05: an abstention lost
        _o("blind a", "what", True, 0.12, False, True),
        _o("blind b", "what", True, 0.12, False, True),
        _o("blind b", "what", False, 0.18, True, False),
        _o("blind a", "who", True, 0.12, False, True),  # one half only
    ]
    assert tradeoff(outcomes, "why", 0.0, 0.21) == {"blind a": (1, 0), "blind b": (1, 0), "squad": (0, 1)}
    assert choose(outcomes, 0.21) == {"why": 0.1}


def test_a_question_at_or_above_the_common_threshold_changes_nothing() -> None:
    """A question the common threshold answers already is no gain of a lower one."""
    outcomes = [_o("blind a", "why", True, 0.5, True, True), _o("blind b", "why", True, 0.3, True, True)]
    assert tradeoff(outcomes, "why", 0.0, 0.21) == {}
    assert choose(outcomes, 0.21) == {}


def test_the_blind_stories_split_in_two_halves_and_the_others_by_their_group() -> None:
    """Blind stories fall in one of two halves, always the same; other sets count by their group."""
    halves = {group_of(f"tests/story{k}") for k in range(20)}
    assert halves == {"blind a", "blind b"}
    assert group_of("tests/story3") == group_of("tests/story3")
    assert group_of("squad/rhine") == "squad" and group_of("tests/other") == "tests"
