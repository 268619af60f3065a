"""The main verb of a question, and the refusal when the best fact does not say what is asked happened."""

from __future__ import annotations

import pytest

from knowledge.index import FactIndex
from knowledge.predicate import main_verb, past_forms
from knowledge.question import looks_like_name
from tests.digests import with_facts

THEATRE = """Calder Playhouse Reopens After Its Restoration

The Calder Playhouse in Marlow has reopened after a four-year restoration.

Confirmed

• The Calder Playhouse opened in 1887 as a music hall (@marlowhistory).
• A fire destroyed its stage in 1921 (@marlowhistory).
• The theatre was rebuilt in 1925 to plans by the architect Hana Oduya (@marlowhistory).
• Its artistic director is Tomas Berg (@calderplayhouse).
• The restored hall has 640 seats, 80 fewer than before (@calderplayhouse).
• The formation of its resident company dates from 1889 (@marlowhistory).
• The summer season runs until 31 August (@calderplayhouse).

Primary sources

The Playhouse reopens — calderplayhouse · 2026-10-02
A short history of the Playhouse — marlowhistory · 2026-09-28
"""


@pytest.fixture(scope="module")
def theatre() -> FactIndex:
    """A made-up story from another field (culture)."""
    return FactIndex.from_texts({"theatre.txt": THEATRE})


def _verb(question: str) -> str | None:
    """The main verb main_verb finds in a question."""
    words = question.lower().rstrip("?").replace(",", "").split()
    return main_verb(words, frozenset(w for w in words if looks_like_name(w, question)))


@pytest.mark.parametrize("question, verb", [
    ("When did the festival end?", "end"),  # do-support: the base form after the subject
    ("When was the old bridge rebuilt?", "rebuilt"),  # a passive: the participle
    ("What caused the fire?", "caused"),  # the verb right after the question word
    ("Which way did the river flow during the flood?", "flow"),  # not "flood": the verb comes before the phrase
    ("What does a high tide risk near the coast?", "risk"),  # "near" is more often not a verb
    ("When did Marlow open the hall?", "open"),  # a capitalised name is never the verb
    ("What was the first rung of the ladder?", None),  # "rung" is a noun here
    ("When did it become a museum?", None),  # a light verb carries nothing asked
    ("What is the height of the tower?", None),
    ("Capital of France", None),  # no question word
    ("When did the Rovers win the title?", "win"),  # the verb stands before its object, not the object
    ("When did Acme launch its new phone?", "launch"),
    ("When will the court of appeal hear SAGE's case?", "hear"),  # before a name it acts on, not the noun after
    ("When did the old cannery close down?", "close"),  # not the particle
    ("When did the new station open?", "open"),  # not the subject
    ("When did the price of oil fall?", "fall"),  # "price of": a noun
    ("What changes did the new law make?", None),  # "changes" heads "what changes": a noun
    ("What can cause a flood?", "cause"),  # the question word is the subject
    ("When will the bridge be completed?", "completed"),  # a passive after "will"
    ("How did the mill owner respond?", None),  # a manner asked: told in other words
    ("How do I reset the router?", "reset"),  # steps asked: the verb is what they are for
    ("What year did they stop digging the canal?", "stop"),  # before the "-ing" verb it governs
    ("Where does the cold water flow of the lake end?", "end"),  # "water flow": two nouns, not a verb
    ("What lake does the water flow into?", "flow"),  # … but a noun before the verb still leaves the verb
    ("Which apps and sites crashed?", None),  # a noun joined by "and" to the asked noun is no verb
    ("What's the estimated value of the haul?", None),  # a participle set before its noun asks no deed
    ("When is the planned opening of the line?", None),
    ("What was the estimated cost?", None),  # … nor does one right after the question word's noun
    ("When was the bridge completed?", "completed"),  # a participle at the end is still the verb
    ("Where did the smoke from the fire go?", None),  # a word after "the" is a noun: the verb is "go", a light one
    ("When will it start sending power?", "start"),  # … but not after an object pronoun
    ("What is the word for halls that were later rebuilt?", None),  # a relative clause of a noun after "for"
    ("Who was the architect that was hired?", "hired"),  # … but the asked noun's own clause says the deed
    ("Did they drop the case?", "drop"),  # a yes/no question: the verb after its opening auxiliary and subject
    ("Was the old bridge damaged?", "damaged"),
    ("Will the council approve the plan?", "approve"),
    ("Are the trams running again?", "running"),  # a be-auxiliary's "-ing" verb
    ("Are they collecting bins again or is it still suspended?", "collecting"),  # the first question's, not the second's
    ("Is the bridge open?", None),  # no verb asked: a state
    ("Which town served as the capital of the duchy?", None),  # "served as": it was the capital, no deed asked
    ("Who acted as the go-between in the talks?", None),
    ("Which bakery served the wedding guests?", "served"),  # … but serving them is a deed
])
def test_main_verb(question: str, verb: str | None) -> None:
    """The verb is found by grammar alone, for any story."""
    assert _verb(question) == verb


@pytest.mark.parametrize("question, expected", [
    ("When did the Calder Playhouse open?", "1887"),
    ("When was the theatre rebuilt?", "1925"),
    ("What destroyed the stage?", "fire"),
    ("When was the resident company formed?", "1889"),  # "formation": a word made from the verb
    ("When does the summer season end?", "31 August"),  # "until" tells when something ends
])
def test_a_fact_that_says_what_happened_answers(theatre: FactIndex, question: str, expected: str) -> None:
    """The verb asked is in the best fact: answered."""
    ans = theatre.answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


@pytest.mark.parametrize("question, verb", [
    ("When did the Calder Playhouse close?", "close"),  # it says when it opened
    ("When was the theatre sold?", "sold"),  # it says when it was rebuilt
    ("What damaged the stage in 1921?", "damaged"),
])
def test_a_fact_that_says_something_else_happened_is_not_the_answer(theatre: FactIndex, question: str,
                                                                     verb: str) -> None:
    """The question keeps the fact's words and changes what happened: abstain, show the fact only as the closest."""
    ans = theatre.answer(question)
    assert not ans.answered, ans.answer
    assert f"\u201c{verb}\u201d" in ans.answer
    assert ans.closest is not None


@pytest.mark.parametrize("question, expected", [
    ("Who designed the rebuilt theatre?", "Hana Oduya"),  # a person asked: "to plans by the architect"
    ("How many seats does the hall hold now?", "640"),  # a measure asked: "hold" need not be said
])
def test_people_and_measures_are_told_without_the_verb(theatre: FactIndex, question: str, expected: str) -> None:
    """Only what/when/where questions need the verb: a role or a figure is said in other words."""
    ans = theatre.answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


@pytest.mark.parametrize("question, word", [
    ("Which hall no longer has a stage?", "no longer"),  # the fact says a fire destroyed the stage, not that there is none
    ("What did the fire destroy least?", "least"),
])
def test_a_question_turned_round_is_not_answered_by_a_plain_fact(theatre: FactIndex, question: str, word: str) -> None:
    """A limiting word asked ("no longer", "least") that the best fact lacks: it answers another question."""
    ans = theatre.answer(question)
    assert not ans.answered, ans.answer
    assert f"\u201c{word}\u201d" in ans.answer


PROGRAMME = "The season's £2 million programme is paid for by ticket sales and a grant (@calderplayhouse)."


def _with(*bullets: str) -> FactIndex:
    """The theatre story with more confirmed bullets."""
    return FactIndex.from_texts({"theatre.txt": with_facts(THEATRE, "Its artistic director", *bullets)})


def test_a_limiting_word_in_the_fact_too_answers() -> None:
    """The fact says "no longer" as well: answered."""
    index = _with("The old music hall no longer has a stage of its own (@marlowhistory).")
    ans = index.answer("Which hall no longer has a stage?")
    assert ans.answered, ans.answer
    assert "music hall" in ans.answer


def test_a_measure_asked_is_not_answered_by_a_fact_without_one() -> None:
    """'How much do tickets cost after the cut?': the best fact gives the cut (a share), not a price."""
    index = _with("Ticket prices fall by 20% for the reopening season (@calderplayhouse).", PROGRAMME)
    ans = index.answer("How much do tickets cost after the 20% price cut?")
    assert not ans.answered, ans.answer
    assert "money figure" in ans.answer
    assert "£2 million" in index.answer("How much does the season's programme cost?").answer


@pytest.mark.parametrize("extra, answered", [
    ("", False),  # only the whole is told
    ("Ticket sales cover £1.2 million of the £2 million programme (@calderplayhouse).", True),
    ("Ticket sales cover 60% of the £2 million programme (@calderplayhouse).", True),  # a share is a part too
])
def test_a_part_asked_needs_a_figure_besides_the_whole(extra: str, answered: bool) -> None:
    """'How much of the £2 million …' is not answered by the fact that says £2 million and nothing else."""
    index = _with(PROGRAMME, *filter(None, [extra]))
    ans = index.answer("How much of the £2 million do ticket sales cover?")
    assert ans.answered == answered, ans.answer
    if not answered:
        assert "the whole, not the part" in ans.answer


def test_the_lexicon_is_read_as_a_table_and_never_runs_code(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only LemmInflect's plain-text table is read: its pickled model for unknown words is never loaded."""
    import pickle

    from knowledge import predicate

    def refuse(*args: object, **kwargs: object) -> None:
        """Fail the test: something unpickled a file."""
        raise AssertionError("a pickle was loaded")

    monkeypatch.setattr(pickle, "load", refuse)
    monkeypatch.setattr(pickle, "loads", refuse)
    predicate._forms.cache_clear()
    assert main_verb("when did the zorblax flimmerize".split()) is None  # words the lexicon does not know
    assert main_verb("when did the festival end".split()) == "end"


@pytest.mark.parametrize("extra, question, answered", [
    ("Of the 12 new buses, 9 are electric (@calderplayhouse).", "How many of the 12 new buses are electric?", True),
    ("The council spent £3 million of its 2024 budget on road repairs (@calderplayhouse).",
     "How much of its 2024 budget did the council spend on road repairs?", True),  # a year is no whole
])
def test_a_part_of_a_count_or_of_a_year_s_budget_is_answered(extra: str, question: str, answered: bool) -> None:
    """A bare count is a part of a counted whole; "of its 2024 budget" asks no part of 2024."""
    index = _with(extra)
    ans = index.answer(question)
    assert ans.answered == answered, ans.answer


def test_a_contracted_negation_is_a_limiting_word_too() -> None:
    """"didn't" in the fact answers a question asked with "not"."""
    index = _with("The East Mill didn't reopen after the fire (@marlowhistory).")
    ans = index.answer("Which mill did not reopen after the fire?")
    assert ans.answered, ans.answer
    assert "East Mill" in ans.answer


@pytest.mark.parametrize("bullets, question, word", [
    (("The old music hall is used for concerts (@calderplayhouse).",), "Which hall isn't used for concerts?", "isn't"),
    (("The East hall is no longer used (@calderplayhouse).",), "What is the least used hall?", "least"),  # another group
    (("Mission controllers in Marlow made first contact with the touring company (@calderplayhouse).",),
     "Where was the touring company built?", "built"),  # "made" is a light verb, no synonym of "built"
    (("The testimony of the stage hands was heard in 1922 (@marlowhistory).",), "When were the stage hands tested?",
     "tested"),  # "testimony" is no noun made from "test"
])
def test_what_does_not_say_it(bullets: tuple[str, ...], question: str, word: str) -> None:
    """A contracted negation, another limiting group, a light verb or a longer word sharing the stem: not said."""
    ans = _with(*bullets).answer(question)
    assert not ans.answered, ans.answer
    assert f"\u201c{word}\u201d" in ans.answer


def test_a_plan_tells_when_something_will_happen() -> None:
    """"When will the studio open?": "planned for spring 2027" says it, whatever the verb."""
    ans = _with("The new studio stage is planned for spring 2027 (@calderplayhouse).").answer(
        "When will the new studio stage open?")
    assert ans.answered, ans.answer
    assert "spring 2027" in ans.answer


def test_a_yes_no_question_with_not_is_not_refused_for_its_not(theatre: FactIndex) -> None:
    """"Is it not …?" asks whether, either way: the limiting word is no refusal."""
    ans = theatre.answer("Is the Calder Playhouse not in Marlow?")
    assert "\u201cnot\u201d" not in ans.answer


def test_a_part_asked_of_a_whole_the_fact_gives(theatre: FactIndex) -> None:
    """"How many of the 640 seats …": the fact that says 640 seats gives the whole, not the part."""
    ans = theatre.answer("How many of the 640 seats are in the gallery?")
    assert not ans.answered, ans.answer
    assert "the whole, not the part" in ans.answer


WATERS = """The Orrin Basin's Rivers and Lakes

The rivers of the Orrin Basin feed two lakes.

Confirmed

• The river Tessa emerges from Lake Orrin and flows north to the sea (@basinwatch).
• Depending on the season, the flow of the Mell reaches Lake Vard (@basinwatch).
• Engineers started dredging in 2019 (@basinwatch).
• The council opened the Vard sluice in 1995 (@basinwatch).
• The old harbour was restored by the Harlow guild in 1990 (@basinwatch).

Primary sources

Rivers of the Orrin Basin — basinwatch · 2026-05-02
"""


@pytest.fixture(scope="module")
def waters() -> FactIndex:
    """A made-up story (geography) whose facts name one thing acting on another."""
    return FactIndex.from_texts({"waters.txt": WATERS})


def test_a_question_that_swaps_who_does_what_is_not_answered(waters: FactIndex) -> None:
    """ "Where does Lake Orrin emerge from?": the fact says the Tessa emerges from Lake Orrin, not the reverse."""
    ans = waters.answer("Where does Lake Orrin emerge from?")
    assert not ans.answered, ans.answer
    assert "\u201cemerge\u201d is said of something else, not of \u201cLake Orrin\u201d" in ans.answer
    assert ans.closest is not None


@pytest.mark.parametrize("question, expected", [
    ("Where does the Tessa emerge from?", "Lake Orrin"),  # the subject stands before its verb
    ("What does the flow of the Mell depend on?", "season"),  # "Depending on …": a participle, not a clause's verb
    ("When did the dredging start?", "2019"),  # "started dredging": the activity itself
    ("What did the Harlow guild restore?", "harbour"),  # "was restored by …": a passive names the doer last
    ("When did the Vard sluice open?", "1995"),  # "the council opened the sluice": the sluice opened
])
def test_a_fact_whose_subject_does_what_is_asked_answers(waters: FactIndex, question: str, expected: str) -> None:
    """The role check refuses only a fact where the asked subject stands after the verb, in an active clause."""
    ans = waters.answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


WRECK = """The Wreck of the Merrow

Divers have surveyed the wreck of the Merrow off Carrick Point.

Confirmed

• Local divers found the wreck of the Merrow in 1985 (@divelog).
• The Merrow sank in a storm in 1851 (@divelog).

Primary sources

The Merrow wreck — divelog · 2026-05-02
"""


@pytest.mark.parametrize("found_fact, answered", [(True, True), (False, False)])
def test_a_general_verb_is_still_what_happened(found_fact: bool, answered: bool) -> None:
    """ "find", "use", "see" are chatty words in "can you find …", but the main verb of "when did they find X"."""
    digest = WRECK if found_fact else WRECK.replace("• Local divers found the wreck of the Merrow in 1985 (@divelog).\n", "")
    ans = FactIndex.from_texts({"wreck.txt": digest}).answer("When did divers find the Merrow?")
    assert ans.answered is answered, ans.answer
    assert ("1985" in ans.answer) is answered


@pytest.mark.parametrize("question, verb", [
    ("When was the line supposed to open?", "open"),  # a catenative verb hands the action to the verb after "to"
    ("When will the line return to service?", "return"),  # "to service": a place to go back to, not a verb
    ("When did the bridge close to traffic?", "close"),
    ("When do they expect to open the line?", "open"),
    ("When was the line slated to open?", "open"),
])
def test_only_catenative_verbs_hand_on_to_the_verb_after_to(question: str, verb: str) -> None:
    """ "supposed to open" asks "open"; "return to service" still asks "return"."""
    assert _verb(question) == verb


RECALL = """Quenby Q-20 Grounded Over Tarvel Engine Fault; Dunmore and Corley Dispute the Claim

Quenby Aircraft grounded its Q-20 jets after a Tarvel engine failed; the region of Ostmark, where they are built, was
hit by floods. Dunmore and Corley both claim the €2 million payout, and the court has frozen it.

Confirmed

• Tarvel has set aside a €200 million provision to cover the repairs and compensation for airlines (@aerowatch).
• The national government approved €5 million in flood aid, and the region raised its damage estimate to €40 million
(@aerowatch).
• Judge Ana Pell granted Corley's injunction on 11-18, freezing the €2 million payout (@aerowatch).
• Dunmore's lawyer says the rules entitle his client to the payout (@aerowatch).
• Dunmore was charged on 11-14 with fraud (@aerowatch).

Primary sources

Q-20 grounding — aerowatch · 2026-05-02
"""


@pytest.fixture(scope="module")
def recall() -> FactIndex:
    """A made-up story (aviation, flood aid, a court case) whose facts tell one named party's deed or thing."""
    return FactIndex.from_texts({"recall.txt": RECALL})


@pytest.mark.parametrize("question, why", [
    ("How much did Quenby set aside to cover the repairs?", "\u201cset\u201d is said of something else"),  # Tarvel did
    ("How much flood aid did the region approve?", "\u201capprove\u201d is said of something else"),  # the government
    ("Who granted Dunmore's injunction?", "Corley's injunction, not Dunmore's"),  # another's injunction
])
def test_a_deed_or_thing_of_another_named_one_is_not_answered(recall: FactIndex, question: str, why: str) -> None:
    """The asked one stands in the best fact only in another role, or not at all, while another is the doer of the
    asked verb (after "how much … did", too) or the owner of the asked thing: no answer."""
    ans = recall.answer(question)
    assert not ans.answered, ans.answer
    assert why in ans.answer


@pytest.mark.parametrize("question, expected", [
    ("How much did Tarvel set aside to cover the repairs?", "200 million"),
    ("How much flood aid did the national government approve?", "5 million"),
    ("Who granted Corley's injunction?", "Ana Pell"),
])
def test_a_deed_or_thing_of_the_named_one_answers(recall: FactIndex, question: str, expected: str) -> None:
    """The same facts answer when the asked one is their doer or owner."""
    ans = recall.answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


TRANSFERS = """Brackley Town Sign Winger Oduya

Brackley Town have signed winger Femi Oduya from Hessel Athletic for £18 million, a club record.

Confirmed

• The fee beats the £15 million that Castor Rangers paid for Ilya Morrow in 2024 (@footydesk).
• Oduya's wages are about £60,000 a week (@footydesk).

Primary sources

Oduya joins Brackley — footydesk · 2027-07-02
"""


@pytest.fixture(scope="module")
def transfers() -> FactIndex:
    """A made-up transfer story whose record fee was paid by another club than the one that signs now."""
    return FactIndex.from_texts({"transfers.txt": TRANSFERS})


@pytest.mark.parametrize("question, answered", [
    ("how much did brackley pay for ilya morrow", False),  # Castor Rangers paid it; typed in lower case
    ("How much did Brackley pay for Ilya Morrow", False),
    ("how much did castor rangers pay for morrow", True),
])
def test_a_name_typed_in_lower_case_is_still_a_name_for_the_doer(transfers: FactIndex, question: str,
                                                                  answered: bool) -> None:
    """A doer the facts write only capitalised is a name however the question types it: another's deed is refused."""
    ans = transfers.answer(question)
    assert ans.answered is answered, ans.answer


@pytest.mark.parametrize("verb, form", [("prove", "proven"), ("shave", "shaven"), ("lie", "lain"), ("break", "broken")])
def test_past_forms_hold_the_irregular_participles_the_lexicon_leaves_out(verb: str, form: str) -> None:
    """``past_forms``: "proven" is a past form of "prove" as "proved" is, from the irregular verbs' table."""
    assert form in past_forms(verb)
