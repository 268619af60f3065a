"""knowledge.layers: one server's view over the shared index and its own, with hidden shared digests."""

from __future__ import annotations

from knowledge.index import FactIndex
from knowledge.layers import GENERIC_ABSTAIN, LayeredIndex, better
from knowledge.models import Answer
from tests.digests import BATTERY, BATTERY_NAME, BATTERY_QUESTION, QUESTIONS, SOLAR, SOLAR_NAME, ZEPHYR, ZEPHYR_Q

SOLAR_Q, SOLAR_PHRASE, _ = QUESTIONS[0]
ZEPHYR_NAME = "zephyr.txt"


def shared() -> FactIndex:
    """The operator's layer: the solar farm and the observatory."""
    return FactIndex.from_texts({SOLAR_NAME: SOLAR, ZEPHYR_NAME: ZEPHYR})


def own() -> FactIndex:
    """A server's own layer: the battery."""
    return FactIndex.from_texts({BATTERY_NAME: BATTERY})


def seeds(answer: Answer) -> set[str]:
    """The digests an answer cites."""
    return {s.seed for f in answer.facts for s in f.sources}


def test_exclude_digests_drops_their_facts_from_one_answer() -> None:
    index = shared()
    assert index.answer(ZEPHYR_Q).answered
    hidden = index.answer(ZEPHYR_Q, exclude_digests=frozenset({ZEPHYR_NAME}))
    assert not hidden.answered and ZEPHYR_NAME not in seeds(hidden)
    assert index.answer(ZEPHYR_Q).answered  # nothing stays excluded afterwards
    # The other digest is untouched by excluding this one.
    assert SOLAR_PHRASE in index.answer(SOLAR_Q, exclude_digests=frozenset({ZEPHYR_NAME})).answer


def test_a_server_is_answered_from_both_layers_and_others_from_the_shared_one_only() -> None:
    base, mine = shared(), own()
    question, phrase, _ = BATTERY_QUESTION
    here = LayeredIndex.of(base, mine)
    there = LayeredIndex.of(base)
    answered = here.answer(question)
    assert answered.answered and phrase in answered.answer and seeds(answered) == {BATTERY_NAME}
    elsewhere = there.answer(question)
    assert BATTERY_NAME not in seeds(elsewhere)
    # The shared questions are answered the same in both servers.
    for view in (here, there):
        a = view.answer(SOLAR_Q)
        assert a.answered and SOLAR_PHRASE in a.answer and seeds(a) == {SOLAR_NAME}
    # Without an own layer or hidden digests the view answers exactly as the shared index.
    assert there.answer(ZEPHYR_Q) == base.answer(ZEPHYR_Q)


def test_hidden_shared_digest_is_neither_answered_nor_suggested_nor_listed() -> None:
    base = shared()
    view = LayeredIndex.of(base, own(), hidden={ZEPHYR_NAME, "not-a-shared-digest.txt"})
    assert view.hidden == frozenset({ZEPHYR_NAME})  # names the shared layer lacks are ignored
    a = view.answer(ZEPHYR_Q)
    assert not a.answered and ZEPHYR_NAME not in seeds(a)
    assert not any("zephyr" in s.lower() for s in a.suggestions), a.suggestions
    assert any("zephyr" in t.lower() for t in base.search_topics("Zeph"))
    assert not any("zephyr" in t.lower() for t in view.search_topics("Zeph"))
    assert not any("zephyr" in t.lower() for t in view.topics())
    assert ZEPHYR_NAME not in view.digests and {SOLAR_NAME, BATTERY_NAME} <= set(view.digests)
    assert all(f.seed != ZEPHYR_NAME for f in view.facts + view.facts_about("Zephyr telescope"))
    assert all(s.seed != ZEPHYR_NAME for s in view.sources)
    assert view.stats()["digests"] == 2
    assert view.version != LayeredIndex.of(base, own()).version
    # The same question in a server that hides nothing is answered.
    assert LayeredIndex.of(base).answer(ZEPHYR_Q).answered


def test_topic_in_a_hidden_digest_and_a_visible_one_stays() -> None:
    # "Harbor Town" is in the hidden solar digest and in the server's own battery digest.
    view = LayeredIndex.of(shared(), FactIndex.from_texts({"harbor.txt": BATTERY.replace(
        "The council approved", "Harbor Town council approved")}), hidden={SOLAR_NAME})
    assert view.visible_topics(["Harbor Town", "Zephyr Observatory"]) == ["Harbor Town", "Zephyr Observatory"]
    assert view.visible_topics(["Ines Okafor"]) == []  # only in the hidden digest


def test_both_abstain_merges_suggestions_and_keeps_a_common_message() -> None:
    view = LayeredIndex.of(shared(), own())
    empty = view.answer("   ")
    assert not empty.answered and empty.answer == shared().answer("   ").answer  # same message from both
    odd = view.answer("What colour is the mayor's bicycle in the winter months?")
    assert not odd.answered and odd.confidence == 0.0 and len(odd.suggestions) <= 3
    assert odd.answer in (GENERIC_ABSTAIN, shared().answer(odd.question).answer, own().answer(odd.question).answer)


def test_better_prefers_an_answer_then_confidence_then_own() -> None:
    def ans(answered: bool, confidence: float, text: str) -> Answer:
        return Answer(question="q", answered=answered, confidence=confidence, answer=text)

    assert better(ans(True, 0.5, "own"), ans(False, 0.0, "shared")).answer == "own"
    assert better(ans(False, 0.0, "own"), ans(True, 0.4, "shared")).answer == "shared"
    assert better(ans(True, 0.5, "own"), ans(True, 0.9, "shared")).answer == "shared"
    assert better(ans(True, 0.7, "own"), ans(True, 0.7, "shared")).answer == "own"
    assert better(ans(False, 0.0, "own"), ans(False, 0.0, "shared")) is None
    assert better(None, ans(False, 0.0, "shared")).answer == "shared"


def test_no_layers_at_all_abstains() -> None:
    a = LayeredIndex.of(None, None).answer("Who funds it?")
    assert not a.answered and "No digests" in a.answer
    assert LayeredIndex.of(None, FactIndex.from_texts({})).own is None  # an empty own layer is none
