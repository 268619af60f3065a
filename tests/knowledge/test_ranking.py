"""The ranking rules (knowledge.ranking): which near candidate a rule puts first, and when it leaves the best."""

from __future__ import annotations

import pytest

from knowledge.analyze import term_for
from knowledge.index import FactIndex
from knowledge.ranking import _opens_with_doer
from tests.digests import one_digest_index
from tests.knowledge.helpers import (
    _COMMITTEES,
    _TRAM_LINE,
    _TRAM_SUMMARY,
    COUNCIL,
    FERRY_VOTE,
    HILLFORT,
    ORLEN,
    ROOT,
    SIGNING,
    TRENCH,
    _answers_first,
    _answers_with,
    _bullets,
    _digest_pair,
    _story,
    _two_episodes,
)

LANDER_EPISODES = """Orbit Works' Kestrel Lander: Launch and Landing

Orbit Works has launched its first lunar lander, Kestrel.

Confirmed

• Kestrel carries six payloads and a small rover (@orbitworks).

Episode 1 · Kestrel Lands Upright at Tycho, Its Camera Running (2026-04-02, 2 posts)

Kestrel touched down upright on April 2 after its hazard-avoidance system steered it clear of boulders.

Confirmed

• The thermal camera recorded surface temperatures of up to 110 °C near the landing site (@kestrel_ops).
• The rover drove 40 metres from the landing site before losing its radio link (@kestrel_ops).

Primary sources

Kestrel thermal images — kestrel_ops · 2026-04-03
Touchdown: Kestrel is standing on the Moon — orbitworks · 2026-04-02
"""


def test_a_near_fact_holding_the_asked_kind_of_answer_is_the_answer() -> None:
    """'where did it land': the best-scored fact gives a figure and no place; the near one says "at Tycho"."""
    ans = FactIndex.from_texts({"kestrel.txt": LANDER_EPISODES}).answer("where did it land")
    assert ans.answered, ans.answer
    assert "Tycho" in ans.answer


def test_the_typed_fallback_takes_only_a_near_candidate_covering_as_much_without_a_contrast() -> None:
    """Each guard of the fallback: the near candidate's share of the score, its coverage, its contrast."""
    import dataclasses

    from knowledge.support import FEATURES

    m = FactIndex.from_texts({"kestrel.txt": LANDER_EPISODES}).matcher
    scored, _ = m.rank(m.parse_question("where did it land"))
    typed = m._prefer_typed(scored)
    assert typed is not scored and "Tycho" in typed[0].entry.fact.text
    k = scored.index(typed[0])

    def changed(**kw: object) -> list:
        """The candidates with the Tycho one changed."""
        again = list(scored)
        again[k] = dataclasses.replace(scored[k], **kw)
        return again

    assert m._prefer_typed(changed(score=0.5 * scored[0].score))[0] is scored[0]  # too far below
    thin = list(scored[k].features or [])
    thin[FEATURES.index("req_exact")] = thin[FEATURES.index("req_synonym")] = 0.0
    assert m._prefer_typed(changed(features=thin))[0] is scored[0]  # covers less of the question
    assert m._prefer_typed(changed(contrast=("north", "south")))[0] is scored[0]  # says another member of a class


def test_what_an_account_said_lists_its_facts_where_it_speaks_first() -> None:
    """"What did @x say about the subsidy?": @x's facts, the one in which @x speaks first."""
    ans = FactIndex.from_texts({"ferry.txt": FERRY_VOTE}).answer("what did @TarraFerryUsers say about the subsidy?")
    assert ans.answered, ans.answer
    assert ans.answer.casefold().startswith("the digests cite @tarraferryusers for:")
    assert ans.answer.index("called the subsidy a first step") < ans.answer.index("£4 million")


@pytest.mark.parametrize("question, expected", [
    ("who wanted a 60 cent rise?", "Ines Maro"),  # the fact giving the question's figure, not a near one without it
    ("who is the mayor?", None),  # an ex-mayor is not the mayor
])
def test_a_figure_asked_and_a_role_with_a_hyphenated_modifier(question: str, expected: str | None) -> None:
    """A near candidate giving the question's figure goes first; "ex-mayor" is a modified role."""
    text = COUNCIL.replace("Mayor Piet Havel said", "Ex-mayor Piet Havel said").replace(
        "• Of 9 councillors, 7 backed a 40-cent rise and councillor Ines Maro wanted 60 cents instead (@brenna_news).",
        "• Of 9 councillors, 7 backed a rise and one wanted a bigger rise (@brenna_news).\n"
        "• Councillor Ines Maro wanted 60 cents (@brenna_news).").replace("Deputy Mayor Olga Renn", "Olga Renn")
    ans = FactIndex.from_texts({"council.txt": text}).answer(question)
    assert ans.answered is (expected is not None), ans.answer
    if expected:
        assert expected in ans.answer


def test_a_near_fact_giving_the_figure_asked_goes_first() -> None:
    """"who wanted 60 cents for the bus lanes": the fact that gives 60 cents, not the one that says more of the rest."""
    index = FactIndex.from_texts({"c.txt": """Brenna Council Votes on Parking

The council voted on parking charges.

Confirmed

• Councillor Ines Maro wanted a rise for the new bus lanes in the old centre (@brenna_news).
• Councillor Tom Ryle wanted 60 cents for the lanes (@brenna_news).
"""})
    ans = index.answer("who wanted 60 cents for the new bus lanes in the old centre?")
    assert ans.answered and "Tom Ryle" in ans.answer, ans.answer


@pytest.mark.parametrize("seeds, question, expected", [
    (None, "who funds the run?", "Huang Foundation"),
    ({"isle.txt": """Tarra Ferry Adds Night Crossings

The Tarra ferry will run night crossings from June.

Confirmed

• @harbour_board called the night crossings the island's biggest change to the ferry in a decade (@harbour_board).
• Funding for the crossings comes from the Tarra Trust (@isle_news).
"""}, "who funds the night crossings?", "Tarra Trust"),
    (None, "who is funding the run?", "Huang Foundation"),  # the "-ing" form after "is" is the verb
])
def test_a_who_question_prefers_the_fact_saying_its_verb(seeds: dict[str, str] | None, question: str,
                                                           expected: str) -> None:
    """"Who funds the run?": the fact saying where the funding comes from, not a longer one about the run."""
    index = FactIndex.build(ROOT / "seeds") if seeds is None else FactIndex.from_texts(seeds)
    ans = index.answer(question)
    assert ans.answered and expected in ans.answer.split("\n")[0], ans.answer


RECOUNT = """Brisk County Recount Under Way

The hand recount of the mayoral race began on 11-20 and is due to end on 11-30.

Confirmed

• After two days, counting teams had recounted about 31% of the ballots, with a net change of four votes (@recountwatch).
• The commission said the recount would use 48 two-person counting teams at the county operations centre (@brisk_elections).
• The recount is expected to cost about $412,000, paid by the county (@brisk_elections).

2027-11-20 ~ 2027-11-22 · 2 related posts

Primary sources

Hand recount begins in Brisk County — brisk_elections · 2027-11-20
"""


def test_a_near_fact_whose_figure_counts_what_is_asked_goes_first() -> None:
    """"how many counting teams": "48 … counting teams" counts them; "after two days, counting teams" does not."""
    ans = FactIndex.from_texts({"recount.txt": RECOUNT}).answer("how many counting teams did they use for the recount")
    assert ans.answered and "48" in ans.answer.split("Also:")[0], ans.answer


LENDERS = """Valley Dam Financing Closed

The Orrin Valley dam closed its financing on 05-02. Development banks are providing most of the debt.

Confirmed

• With the development banks' money partly paid out, the ruling tests whether lenders' rules are enforced (@dam_watch).
• The Halden Development Bank lent $900 million and the Arko Infrastructure Bank $400 million (@dam_watch).
• The developer said the turbines and generators would be supplied by Brenholt Hydro (@dam_watch).
• The plant will have four 250 MW Kaplan turbines in an underground powerhouse (@dam_watch).
• The drug regulator, the Food and Drug Administration, played no part in the review (@dam_watch).

2027-05-02 ~ 2027-05-03 · 2 related posts

Primary sources

Orrin Valley dam closes financing — dam_watch · 2027-05-02
"""


@pytest.mark.parametrize("question, expected", [
    ("which development banks are funding this", "Halden"),  # a bank named, not "the development banks' money"
    ("what kind of turbines r they using", "Kaplan"),  # the kind named before the noun, not who supplies them
])
def test_which_x_is_answered_by_a_fact_naming_one(question: str, expected: str) -> None:
    """"which X" / "what kind of X" asks a named one: a near fact naming one goes before a fact that only says X."""
    ans = FactIndex.from_texts({"dam.txt": LENDERS}).answer(question)
    assert ans.answered and expected in ans.answer.split("Also:")[0], ans.answer


@pytest.mark.parametrize("question", ["what type of glacier is the Morvik Glacier", "what kind of glacier is the Morvik"])
def test_what_kind_of_x_is_y_is_answered_by_the_fact_classing_it(question: str) -> None:
    """"what type of glacier is the Morvik": "is a tidewater glacier" tells the kind, and goes before a fact naming
    another glacier ("the old Selde Glacier hut"); "type" there is no key word a fact must say."""
    index = _story("The Morvik Glacier is a tidewater glacier, calving straight into the Skarn fjord",
                   "Guides lead walks on the Morvik Glacier from the old Selde Glacier hut, which reopened in May",
                   "The Morvik Glacier has retreated 1.2 km since 1990, the regional survey office said")
    _answers_with(index, question, "tidewater")


@pytest.mark.parametrize("question", ["who's in charge of the museum", "who runs the museum", "who heads the museum"])
def test_who_leads_is_answered_by_a_title_holder(question: str) -> None:
    """"who runs / is in charge of X": a near fact giving someone a leading title ("museum director Ines
    Thorvald") goes before one that only says "led"."""
    ans = FactIndex.from_texts({"orlen.txt": ORLEN}).answer(question)
    assert ans.answered and "Thorvald" in ans.answer.split("Also:")[0], ans.answer


def test_a_title_holder_goes_first_from_half_the_best_score() -> None:
    """"who's in charge of the plant": "general manager Tomasz Wielgus" goes before "the lead microcontroller" (lead as
    in main), though it scores a third lower."""
    index = _story("Die yield on the lead microcontroller is 78%, against a target of 90% by the end of 2028",
                   "Fab general manager Tomasz Wielgus said the first good die came off the line 23 days after the first "
                   "lot started", "The plant cost €11.3 billion to build", "The plant's cleanroom covers 24,000 square metres",
                   "The plant employs 1,400 people")
    _answers_with(index, "who's in charge of the plant", "Wielgus")


def test_a_chief_executive_is_a_title_holder() -> None:
    """"chief executive Lenka Vorst" gives someone a leading title, as "president" does (the matcher's titles)."""
    from knowledge.ranking import _TITLES
    from knowledge.support import titles_name

    assert titles_name(_TITLES, "VTA chief executive Sunil Marwaha called the delay a pause.", frozenset({"head"}))
    assert titles_name(_TITLES, "KTA's new chief executive, Lenka Vorst, said so.", frozenset())


def test_a_title_beside_a_name() -> None:
    """A title word next to a capitalised name the question does not say; not a title opening a sentence alone."""
    from knowledge.support import titles_name

    titles = frozenset({"director", "president"})
    assert titles_name(titles, "Museum director Ines Thorvald said so.", frozenset({"museum"}))
    assert titles_name(titles, "NMA president Inês Carvalhal said so.", frozenset())
    assert not titles_name(titles, "The director said the museum would reopen.", frozenset())


def test_which_x_prefers_the_one_named_inside_a_longer_name() -> None:
    """"which reservoir is running dry": "The Tessaly Reservoir Management Board" names one (a rare word before the
    noun), "a reservoir that runs dry" and "30 reservoirs; 9 are …" none."""
    index = one_digest_index("Water is falling at 14 of the region's 30 reservoirs; 9 are below a quarter of capacity",
                             "Engineers said a reservoir that runs dry takes years to refill",
                             "The Tessaly Reservoir Management Board said the water there is running dry")
    ans = index.answer("which reservoir is running dry")
    assert ans.answered and "Tessaly" in ans.answer.split("Also:")[0], ans.answer


@pytest.mark.rules_only
def test_which_x_prefers_no_fact_that_does_not_say_what_happened() -> None:
    """"which drug was approved": a fact naming a drug that says nothing of an approval does not go first."""
    digest = """Regulator Approves Obesity Drug

Regulators approved a new obesity drug on 03-02.

Confirmed

• Novo Nordisk's drug Wegovy remains the market leader (@med_news).
• The agency approved orvaglutide, a weekly obesity injection, on Monday (@med_news).

2027-03-02 ~ 2027-03-03 · 2 related posts

Primary sources

Obesity drug approved — med_news · 2027-03-02
"""
    ans = FactIndex.from_texts({"drug.txt": digest}).answer("which drug was approved")
    assert ans.answered and "Wegovy" not in ans.answer.split("Also:")[0], ans.answer


def test_who_leads_keeps_a_fact_saying_led_by() -> None:
    """"who leads the nurses": "led by union organiser Priya Nair" answers; a president elsewhere does not go first."""
    digest = ORLEN.replace("• The audit's", "• The nurses are led by union organiser Priya Nair (@orlen_news).\n"
                           "• Hospital President Mark Olsen said the nurses' strike would not close wards (@orlen_news).\n"
                           "• The audit's")
    ans = FactIndex.from_texts({"orlen.txt": digest}).answer("who leads the nurses")
    assert ans.answered and "Priya Nair" in ans.answer.split("Also:")[0], ans.answer


def test_a_score_is_no_one_leading() -> None:
    """"Rovers led 2-0 at half-time" names nobody who leads Rovers; the manager named beside his title does."""
    digest = SIGNING.replace("• The club's oldest", "• Rovers led 2-0 at half-time against Vale (@rovers_fc).\n"
                             "• The club's oldest")
    ans = FactIndex.from_texts({"signing.txt": digest}).answer("who leads rovers")
    assert ans.answered and "Ada Kerr" in ans.answer.split("Also:")[0], ans.answer


@pytest.mark.parametrize("question, counted", [
    ("how many vaccinated children attend calder schools", "children"),  # the noun before the verb "attend"
    ("how many workers lost jobs", "worker"),
])
def test_the_counted_noun_stands_before_the_verb(question: str, counted: str) -> None:
    """"how many X verb Y" counts X: a word that can only be a verb ends the counted phrase."""
    from knowledge.matcher import Matcher

    m = FactIndex.from_texts({"signing.txt": SIGNING}).matcher
    assert Matcher._counted_stems(m.parse_question(question)) == {counted}


@pytest.mark.parametrize("text, says", [
    ("Dr Ana Ruiz runs the Tolland lab.", True), ("The nurses are led by union organiser Priya Nair.", True),
    ("Rovers led 2-0 at half-time.", False),  # a score, not a leader
])
def test_a_fact_that_already_says_who_leads(text: str, says: bool) -> None:
    """A best fact saying "NAME runs the X" or "led by NAME" is not displaced by a titled name elsewhere."""
    from knowledge.ranking import _LED_BY

    assert bool(_LED_BY.search(text)) is says


def test_a_figure_reported_again_outranks_a_near_threshold() -> None:
    """The largest value "so far", reported again later, is updated even when a third fact names a near threshold."""
    digest = HILLFORT.replace("• Field firm", "• The largest find so far, a hoard of 310 coins, came from trench 2 "
                              "(@ridge_dig).\n• The county puts the chance that a hoard of 300 coins or more beats the "
                              "largest find so far at 5% (@ridge_dig).\n• Field firm")
    later = ("Hillfort Update\n\nMore finds on the Brenn Ridge.\n\nConfirmed\n\n• The dig has logged 2,900 finds "
             "so far; the largest, a hoard of 340 coins on 06-11, came from trench 9 (@ridge_dig).\n\n"
             "2027-06-12 ~ 2027-06-12 · 1 related post\n\nPrimary sources\n\nNine trenches on — ridge_dig · 2027-06-12\n")
    answer = FactIndex.from_texts({"a.txt": digest, "b.txt": later}).answer("biggest find so far?")
    assert answer.answered and answer.answer.startswith("The dig has logged")


FLOCK = """Hen Cull Compensation Set

Farmers whose birds are culled will be paid per bird, and egg prices have risen.

Confirmed

• Compensation for laying hens rises to €3.60 per bird; broiler compensation is unchanged (@farm_desk).
• Compensation is set at €3.10 per laying hen, €1.45 per broiler and €9.80 per turkey, at market value, paid in 60 days (@farm_desk).
• Egg prices peaked at 27% above their earlier level (@farm_desk).

2027-11-02 ~ 2027-11-03 · 2 related posts

Primary sources

Cull compensation rates — farm_desk · 2027-11-02
"""


@pytest.mark.parametrize("question, expected", [
    ("how much compensation per broiler?", "€1.45 per broiler"),  # a figure per the thing asked
    ("how high did egg prices go", "27%"),  # prices rise to a level, not a height
])
def test_a_rate_per_thing_and_a_level(question: str, expected: str) -> None:
    """"per broiler" prefers the fact giving a figure per broiler; "how high" of prices asks no length."""
    answer = FactIndex.from_texts({"flock.txt": FLOCK}).answer(question)
    assert answer.answered and expected in answer.answer.split("\n")[0]


def test_people_are_counted_in_any_kind_of_person() -> None:
    """"how many ppl" is answered by a figure counting archaeologists; "how many ppl died" by one saying who died."""
    index = FactIndex.from_texts({"trench.txt": TRENCH})
    assert "38 archaeologists" in index.answer("how many ppl on the field team").answer.split("\n")[0]
    assert "died" in index.answer("how many ppl died").answer.split("\n")[0]


@pytest.mark.parametrize("question, counted", [
    ("how many cars fit on the ferry", {"car"}),  # "fit" is the verb after the counted noun
    ("how many people live on the island", set()),  # people are counted as people (not "live")
    ("how many sports fans came", {"fan"}),  # a plural before a plural: one noun phrase
    ("how many fire engines responded", {"engin"}),
    ("how many lions tour matches are there", {"lion", "match"}),  # a plural later: either may be counted
    ("how many households face power cuts", {"household", "cut"}),
])
def test_the_verb_after_a_counted_plural_is_not_what_is_counted(question: str, counted: set[str]) -> None:
    """"how many cars fit on it" counts cars, and a fact giving "84 cars" answers it."""
    index = _story("The ferry has room for 620 passengers and 84 cars")
    assert set(index.matcher._counted_stems(index.matcher.parse_question(question))) == counted
    if "cars" in question:
        answer = index.answer(question)
        assert answer.answered and "84 cars" in answer.answer, answer.answer


@pytest.mark.parametrize("question, expected", [
    ("how many cameras are there now", "436"),
    ("hw many cameras r there rn", "436"),
    ("so how many cameras were there in the end", "436"),  # how it turned out: the later report
    ("how many cameras are there actually", "436"),
    ("how many cameras had been installed by august", "187"),  # no time asked: the best fact
])
def test_now_asked_takes_the_later_fact_that_answers_as_well(question: str, expected: str) -> None:
    """"how many cameras are there now": a later fact counting them goes before an older one that scores a little more."""
    index = _two_episodes("Quillon had installed 187 of the 412 cameras by the end of August",
                          "To meet the ruling, the agency added 24 cameras, taking the network to 436")
    _answers_with(index, question, expected)


_SPRUCE = (
    "Drought in the Harrow Valley\n\n"
    "Episode 1 · Foresters warn of a dry summer (2027-03-01, 1 posts)\n\nA summary.\n\nConfirmed\n\n"
    "• Foresters expect up to 30% of the valley's spruce trees to die if the drought lasts into August (@desk).\n\n"
    "Foresters warn on spruce — desk · 2027-03-01\n\n"
    "Episode 2 · The autumn survey (2027-10-01, 1 posts)\n\nA summary.\n\nConfirmed\n\n"
    "• The autumn survey put spruce mortality at 12% across the 40 plots (@desk).\n\n"
    "Survey: one in eight valley spruce trees died in the drought — desk · 2027-10-01\n")


@pytest.mark.parametrize("question, expected", [
    ("how much of the spruce actually died", "12%"),  # the outcome: "died" only in the later post's title
    ("how much of the spruce died in the end", "12%"),
    ("how much of the spruce could die", "30%"),  # no outcome asked: the best fact
])
def test_an_outcome_asked_takes_the_later_fact_covering_it_through_its_post_title(question: str, expected: str) -> None:
    """"how much of the spruce actually died": the later survey ("spruce mortality at 12%", under a post titled "…
    spruce trees died …") goes before the earlier expectation that says "die" itself."""
    _answers_with(FactIndex.from_texts({"a.txt": _SPRUCE}), question, expected)


def test_the_new_thing_asks_no_time() -> None:
    """"the new runway" names a thing: the best fact stays first, a later one is no update of it."""
    index = _two_episodes("The new runway will be 3,150 metres long and 60 metres wide",
                          "Its runway lights will run 900 metres past the boundary fence, the new plan says")
    answer = index.answer("how long is the new runway going to be")
    assert answer.answered and "3,150" in answer.answer.split("\n")[0], answer.answer


@pytest.mark.parametrize("question, expected", [
    ("why did the viaduct reopening slip", "corroded"),
    ("y did the viaduct reopening slip??", "corroded"),
    ("when will the viaduct reopen", "June"),  # no why asked: the best fact stays first
])
def test_why_asked_takes_the_near_fact_that_states_a_cause(question: str, expected: str) -> None:
    """"why did it slip": a near fact saying "because" goes before one that only says when, "after" another event."""
    index = FactIndex.from_texts({"a.txt": (
        "Viaduct Repairs\n\nThe Harlow viaduct is shut for repairs.\n\nConfirmed\n\n"
        "• The viaduct reopening slipped to June, after the council met on the delayed viaduct reopening (@desk).\n"
        "• The viaduct work slipped because inspectors found corroded cables (@desk).\n\n"
        "Viaduct update — desk · 2027-03-01\n")})
    _answers_with(index, question, expected)


def test_why_asked_takes_a_fault_that_halted_the_thing() -> None:
    """"why was the trial halted": a fault as what halted it ("A leak in the cooling loop halted the trial") is the
    cause, before a fact telling only when the trial stopped."""
    index = FactIndex.from_texts({"a.txt": (
        "Reactor Trial\n\nThe Brenmoor reactor trial resumed in June.\n\nConfirmed\n\n"
        "• The Brenmoor reactor trial resumed in June, following a two-month halt of the reactor trial this spring "
        "(@desk).\n"
        "• A leak in the cooling loop of the pump house in April halted the trial for two months (@desk).\n\n"
        "Reactor update — desk · 2027-07-01\n")})
    _answers_with(index, "why was the reactor trial halted this spring", "leak")


@pytest.mark.rules_only
@pytest.mark.parametrize("cause", [
    "The operator blamed corroded cables for the slipped viaduct reopening",
    "The viaduct reopening slipped, the operator said, citing corroded cables",
    "Inspectors traced the slipped viaduct reopening to corroded cables",
    "The operator is arguing that corroded cables made the viaduct reopening slip",
    "Inspectors found that corroded cables had made the viaduct reopening slip",  # a finding gives the cause
    "The review concluded that corroded cables made the viaduct reopening slip",
    "Most of the slipped viaduct reopening's delay comes from corroded cables",
    # a cause covering less of the question still goes first, from about a third of the best score
    "Engineers blamed the slip on corroded cables found in two of the eight spans during the first inspection",
])
def test_a_cause_given_by_someone_is_a_stated_cause(cause: str) -> None:
    """"blamed", "citing", "traced to", "arguing that", "found that", "comes from": news gives a cause as someone's
    finding, and why asked puts it first."""
    index = FactIndex.from_texts({"a.txt": (
        "Viaduct Repairs\n\nThe Harlow viaduct is shut for repairs.\n\nConfirmed\n\n"
        "• The viaduct reopening slipped to June, after the council met on the delayed viaduct reopening (@desk).\n"
        f"• {cause} (@desk).\n\n"
        "Viaduct update — desk · 2027-03-01\n")})
    _answers_with(index, "why did the viaduct reopening slip", "corroded")


def test_now_asked_keeps_the_fact_counting_what_is_asked() -> None:
    """"how many people have to move now": a later fact that moves a date counts no people, so it does not go first."""
    index = _two_episodes("About 11,400 people in 17 villages will be moved to three new towns",
                          "The company has moved the opening of its first unit to 2032 and now expects 3 units")
    answer = index.answer("hw many ppl have to move now")
    assert answer.answered and "11,400" in answer.answer.split("\n")[0], answer.answer


def test_how_something_was_done_takes_the_fact_telling_the_means() -> None:
    """"how did the attackers get into the network": the fact saying they got in through a VPN account, before one
    that says more of the question's words but tells no means."""
    index = _bullets("Hospital Hack", "Attackers encrypted a hospital group's servers.",
                     "The attack on the network was detected at 02:40 on 01-12, when the attackers began encrypting files",
                     "The attackers reached the network through a VPN account of an IT contractor, researchers said")
    answer = index.answer("how did the attackers get into the network?")
    assert answer.answered and "VPN" in answer.answer.split("\n")[0], answer.answer
    measured = index.answer("how many attackers were there?")  # a measure asked: no means preferred
    assert "VPN" not in measured.answer.split("\n")[0], measured.answer


def test_how_big_is_not_answered_by_a_temperature_or_a_span() -> None:
    """"how big is the main mirror": a fact that gives the mirror's temperature and a span of days holds no size; the
    fact that gives its width does."""
    index = _bullets("Space Telescope", "A telescope reached orbit.",
                     "The main mirror of the telescope cooled to about 41 K within 12 days of launch",
                     "The telescope's segmented mirror is 3.1 m across")
    _answers_with(index, "how big is the main mirror", "3.1 m")


def test_where_something_is_based_takes_the_fact_that_says_so() -> None:
    """"where's zestro based": every fact about Zestro covers the question, so the one saying where it is based goes
    before a shorter one that only names a country it works in."""
    index = _bullets("Delivery Cuts", "A startup cut jobs.",
                     "Zestro was then active in 11 markets and 38 cities",
                     "Zestro cut its base fee per delivery in Portugal from €3.20 to €2.75",
                     "Zestro, a food-delivery startup based in Lisbon that runs riders in 11 markets and 38 cities "
                     "across southern Europe, has cut 900 jobs",
                     "Northgate partner Sofia Brandt joins Zestro's board")
    _answers_with(index, "where's zestro based", "based in Lisbon")


def test_a_bullet_naming_the_answer_goes_before_a_title_that_only_covers_the_question() -> None:
    """"which companies are backing hedgerow": the digest's title "… Foundation-Backed Hedgerow Fork …" says the word,
    the bullet under it names the companies."""
    index = FactIndex.from_texts({"a.txt": (
        "BrambleDB 8.0 Ships Under BUSL-1.1 as Foundation-Backed Hedgerow Fork Releases 7.5.0\n\n"
        "A summary of the licence change.\n\nConfirmed\n\n"
        "• The foundation accepted Hedgerow on 07-14; founding members Stratus Cloud, Pellucid and Oakline Systems "
        "pledged $4.5 million over three years (@oss_ledger).\n"
        "• The fork passed 10,000 stars in a week (@oss_ledger).\n\n"
        "2027-01-01 ~ 2027-01-02 · 2 related posts\n\nPrimary sources\n\n"
        "Hedgerow joins the foundation — oss_ledger · 2027-01-01\n")})
    answer = index.answer("which companies are backing hedgerow")
    assert answer.answered and "Pellucid" in answer.answer.split("Also:")[0], answer.answer


def test_a_share_of_the_asked_measure_answers_how_much_of_it() -> None:
    """"how much power was it getting": the fact giving "60% of the expected power" answers, not the nearer one that
    speaks of the power problem with no figure."""
    index = _story("Six days after landing, the lander has deployed its rover and returned its first images, but the "
                   "power problem persists",
                   "One solar array did not deploy, and the lander is generating only about 60% of the expected power",
                   "The rover drove 112 metres")
    answer = index.answer("how much power was it getting after landing")
    assert answer.answered and "60%" in answer.answer.split("Also:")[0], answer.answer


def test_a_near_fact_holding_the_kind_of_answer_asked_goes_before_a_best_one_holding_none() -> None:
    """"where did the outbreak start": the best fact names no place; one scoring less but naming the farm and its
    village answers (a story of tests/data/heldout)."""
    index = FactIndex.build(ROOT / "tests" / "data" / "heldout" / "birdflu")
    ans = index.answer("where did the outbreak start")
    assert ans.answered and "Brakkum" in ans.answer


def test_a_total_asked_prefers_a_near_fact_giving_the_total() -> None:
    """"how much has the volcano erupted in total": of two near facts, the one giving a total ("in all") answers."""
    index = one_digest_index("Mount Lembara erupted at 04:17 on 06-08, and the volcano sent an ash column 9 km up",
                             "Since the volcano first erupted, about 48 million cubic metres of material have come out in "
                             "all, the observatory estimates", "The dam will cost $4.6 billion")
    ans = index.answer("how much stuff has the volcano erupted in total")
    assert ans.answered and "48 million" in ans.answer.split("\n")[0], ans.answer
    ans = index.answer("how high did the ash column go")
    assert ans.answered and "9 km" in ans.answer.split("\n")[0], ans.answer


AUDIT_OLD, AUDIT_NEW = _digest_pair(
    ("Velm Approves Its Tram Line", _TRAM_SUMMARY,
     ["The generator audit covering all 173 public hospitals must finish by 2027-09-30", _TRAM_LINE]),
    ("Velm Hospital Audit Done", _TRAM_SUMMARY,
     ["The hospital generator audit was completed on 11-14, about six weeks late"]),
    "2027-11-20")


@pytest.mark.parametrize("question, said", [
    ("when did they finish the hospital generator audit", "11-14"),  # what happened, not the deadline
    ("when was the hospital generator audit originally supposed to finish", "2027-09-30"),  # the plan, as asked
])
def test_when_something_happened_is_told_by_a_fact_saying_it_did(question: str, said: str) -> None:
    """"when did they finish the audit": "was completed on 11-14", not the earlier "must finish by 2027-09-30"."""
    ans = FactIndex.from_texts({"old.txt": AUDIT_OLD, "new.txt": AUDIT_NEW}).matcher.answer(question)
    assert ans.answered and said in ans.answer.split("\n")[0], ans.answer


def test_an_earlier_figure_asked_is_told_by_the_fact_giving_it_beside_the_later_one() -> None:
    """"what was the first estimate for rebuilding the depot": "up from the initial estimate of around £14 million",
    not the fact that says the words "first" and "estimate" and gives no figure."""
    index = _bullets("Kestle Lane Depot Fire", "A fire destroyed the Kestle Lane recycling depot.",
                     "The depot's fire-damaged sorting hall will be rebuilt first, and the council will publish an "
                     "estimate for rebuilding the rest in the spring",
                     "Cabinet approved the depot rebuild on 09-16 at a cost of £21.5 million, up from the initial "
                     "estimate of around £14 million",
                     "The council's insurers will pay £12.6 million")
    for question in ("what was the first estimate for rebuilding the depot",
                     "what was the estimate for rebuilding the depot at first"):
        _answers_with(index, question, "£14 million")


def test_a_first_belief_asked_is_told_by_the_fact_calling_its_figure_the_first() -> None:
    """"what did they first think the barge dated from": "Early estimates … date the barge to around 1650", not the
    fact saying "the first week" nor the later dating (whose "from 2029" is no earlier figure); the later one answers
    what it is thought to date from now."""
    index = _bullets("Kessel Estuary Barge Find", "Divers have found the wreck of a river barge in the Kessel estuary.",
                     "Divers from the Kessel museum raised the barge's rudder and a cargo of bricks in the first week of "
                     "the dig",
                     "Early estimates based on its iron nails date the barge to around 1650",
                     "Tree-ring tests on its oak planks now date the barge to around 1590, and the museum will show it "
                     "from 2029")
    _answers_with(index, "what did they first think the barge dated from", "1650")


def test_an_earlier_figure_asked_comes_from_the_report_before_the_best_fact() -> None:
    """"what was the original price tag": the later fact scores more but gives another figure (a fine); the earlier
    report of the plan gives the figure asked."""
    index = _two_episodes("The council approved a plan to replace the town's 9,000 lead pipes by 2031, at an estimated "
                          "cost of $140 million",
                          "The regulator fined the water company $2 million and will let it put the money towards the "
                          "price tag of replacing the lead pipes")
    _answers_with(index, "what was the original price tag for replacing the lead pipes", "$140 million")


@pytest.mark.parametrize("question, expected", [
    ("what was the original cost of the bridge repairs?", "€38 million"),
    ("how much were the bridge repairs going to cost at first", "€38 million"),
])
def test_a_fact_only_telling_of_an_original_figure_does_not_give_it(question: str, expected: str) -> None:
    """"well above the original estimate" tells of the earlier figure without giving it: the first report answers."""
    index = _two_episodes("Repairs to the Kallen bridge are costed at €38 million",
                          "The cost of the Kallen bridge repairs has risen to €46.5 million, well above the original "
                          "estimate, because of corroded cables")
    _answers_with(index, question, expected)


@pytest.mark.parametrize("question, expected", [
    ("how big is the site", "1,100-acre"),  # a size, not the money spent around the site
    ("how big is the rebuilding fund", "€3.2 billion"),  # a sum of money's size: money, not the homes it pays for
])
def test_how_big_is_answered_with_a_size_or_with_money_when_money_is_asked(question: str, expected: str) -> None:
    """"how big is the site": a sum of money is no size of it; "how big is the fund": the fund's money is."""
    index = _bullets("Fab 9 and the Quake Fund", "A chip plant is going up; a city is being rebuilt.",
                     "The state's incentive package is worth $640 million, including $300 million for roads around "
                     "the site",
                     "Veridian has broken ground on Fab 9, an $18 billion chip plant on a 1,100-acre site near Dunmore",
                     "Parliament passed the rebuilding fund by 142 votes to 38; it will pay for about 9,800 homes",
                     "Parliament approved a €3.2 billion rebuilding fund on 01-20")
    _answers_with(index, question, expected)


def test_a_cost_asked_of_a_thing_is_told_by_the_near_fact_pricing_it() -> None:
    """"how much does each launch cost": the fact pricing launches, not the nearer one pricing a flight."""
    index = _bullets("Lumenreach Launches", "Lumenreach is building a satellite network.",
                     "Astrelle added a 19th Corvane Heavy flight at the same $62 million price to replace the lost "
                     "Skein-4 batch, raising the contract to $1.178 billion",
                     "Lumenreach has booked 18 Corvane Heavy launches from Astrelle at $62 million each, a contract "
                     "worth $1.116 billion, with 36 satellites on every flight")
    _answers_with(index, "how much does each launch cost them", "18 Corvane Heavy launches")


def test_a_who_question_is_told_by_the_fact_naming_the_doer_after_by() -> None:
    """"who did the independent review": "the review by consultancy Halden & Pryce", not the nearer facts that say an
    independent review found something and name no one who did it."""
    index = _bullets("Leeds Riverside Marathon", "An independent review found the Leeds Riverside Marathon course was "
                     "short.",
                     "An independent review of the Leeds Riverside Marathon found the course was 171 metres short",
                     "The review by sports-governance consultancy Halden & Pryce, published on 06-24, found the "
                     "turnaround cone was set at the old 2025 course marker",
                     "The 2027 race course will be measured independently by two accredited measurers",
                     "Runners' times will stand as independent results, the federation said")
    _answers_with(index, "who did the independent review", "Halden & Pryce")


def test_a_when_question_is_told_by_the_near_fact_giving_a_date() -> None:
    """"when will it be at full capacity": the fact planning full capacity "by June 2029", not the nearer one that
    says what full capacity needs and gives no date."""
    index = _bullets("Fab 4", "Vesmar is building Fab 4.",
                     "Running the fab at full capacity will need a second substation, the grid operator said",
                     "The fab is running at about 6,000 wafer starts per month and plans to reach its full phase-one "
                     "capacity of 20,000 by June 2029",
                     "Fab 4 began volume production on 07-14")
    _answers_with(index, "when will it be at full capacity", "by June 2029")


def test_a_title_giving_the_month_leaves_the_day_to_its_fact() -> None:
    """"when are the scales getting burnt": the digest's title says "to Be Burned in December"; a fact of it gives the
    day ("incinerated on 12-09"), and answers, though its words are the title's only in part."""
    index = FactIndex.from_texts({"a.txt": (
        "Smuggling Ringleader Jailed; Seized Scales to Be Burned in December\n\n"
        "A court jailed the head of a wildlife smuggling network.\n\n"
        "Confirmed\n\n"
        "\u2022 Investigators link the network to three earlier shipments in 2025 (@customs).\n"
        "\u2022 The 2.87 tonnes of seized scales will be incinerated on 12-09 (@customs).\n\n"
        "Scales to be incinerated \u2014 customs \u00b7 2026-11-19\n")})
    _answers_with(index, "when are the scales getting burnt?", "12-09")


def test_a_finding_given_as_a_label_states_a_cause() -> None:
    """"Preliminary finding: floods scoured the riverbed …" states why the pipe failed: it goes before a fact that only
    names the failed pipe."""
    index = _bullets("Pipeline Spill", "The Dunmore pipeline failed under the Vessa river on 06-11.",
                     "The corrective order requires Dunmore to dig out the failed pipe section for testing",
                     "Preliminary finding: spring floods scoured the riverbed, and the exposed pipe failed under its "
                     "own weight")
    _answers_with(index, "why did the pipe fail", "Preliminary finding")


def test_what_caused_it_takes_a_fact_stating_the_cause() -> None:
    """"what caused the failure": a near fact tracing it to a coating flaw goes first, before one that only tells of
    the failure, and says "caused" in its own words."""
    index = _bullets("Engine Failure", "An Orrin NX-44 engine failed over Bordeaux on 04-11.",
                     "EASA lifted its grounding of the jets on 06-02, 49 days after the engine failure",
                     "The preliminary report traces the failure to a coating flaw on one fan blade",
                     "The airline flew its jets again on 06-05")
    _answers_with(index, "so what actually caused the failure", "coating flaw")


def test_what_started_a_thing_asks_its_cause() -> None:
    """"what started the warehouse fire" asks its cause as "what caused" does (world.json answer_types reason): a near
    fact stating one ("concluded that … was started by") goes first, before one that only says when it started."""
    index = _bullets("Warehouse Fire", "A fire destroyed the Orlen Road warehouse in Tessby on 02-09.",
                     "Crews put the warehouse fire out on 02-11, two days after it started",
                     "Fire investigators concluded that the warehouse fire was started by an overheated forklift "
                     "charger",
                     "The owner plans to rebuild the warehouse by 2028")
    _answers_with(index, "what started the warehouse fire", "forklift charger")


@pytest.mark.parametrize("question", ["whats the waiting list at now", "what is the waiting list at?"])
def test_the_level_a_thing_stands_at_now_is_a_level_stated(question: str) -> None:
    """"whats the waiting list at now" asks the level the list stands at: a later fact that only mentions the list
    ("2,400 extra patients from the waiting list") does not replace one stating its level ("reached 61,950")."""
    index = _two_episodes("The waiting list reached 61,950 patients at the end of October",
                          "The trust will run weekend operating lists, aiming to treat 2,400 extra patients from the "
                          "waiting list")
    _answers_with(index, question, "61,950")


def test_a_past_when_question_takes_the_event_over_its_plan_when_the_event_speaks_of_it_in_context() -> None:
    """"when did they finish checking the hospital generators": "The audit was completed on 11-14" (under a post titled
    "Hospital generator audit completed") tells it happened, though only its post title names the generators; the
    plan ("must finish by 2027-09-30") was first."""
    index = FactIndex.from_texts({"a.txt": (
        "Korvenia Heatwave\n\n"
        "Episode 1 · The outage (2027-07-19, 1 posts)\n\nA summary.\n\nConfirmed\n\n"
        "• The generator audit covering all 173 public hospitals must finish by 2027-09-30 (@health).\n\n"
        "Ministry orders generator audit — health · 2027-07-19\n\n"
        "Episode 2 · The audit (2027-11-14, 1 posts)\n\nA summary.\n\nConfirmed\n\n"
        "• The audit was completed on 11-14, about six weeks late, after inspectors added full load tests (@health).\n\n"
        "Hospital generator checks completed — health · 2027-11-14\n")})
    _answers_with(index, "when did they finish checking all the hospital generators", "completed on 11-14")


@pytest.mark.parametrize("question, said", [
    ("What is the largest city the Rhine runs through?", "Cologne"),
    ("which city has the biggest river port?", "Duisburg"),
])
def test_the_superlative_asked_of_the_thing_asked_goes_first(question: str, said: str) -> None:
    """"the largest city": "The biggest city on the river Rhine is Cologne" answers, not "one of the most important
    cities … with the largest river port" (the superlative said of a port)."""
    index = _bullets("Rhine", "The Rhine is a river in Europe.",
                     "One of the most important cities on the Rhine is Duisburg, with the largest river port in Europe",
                     "The biggest city on the Rhine is Cologne, in Germany, with a population of more than 1,050,000",
                     *_COMMITTEES)
    _answers_with(index, question, said)


def test_a_figure_asked_of_a_name_comes_from_a_near_fact_giving_it_one() -> None:
    """"how much is nasa paying now": the best fact gives its figure in one clause and says NASA in another ("… now
    stands at $131.9 million …, and NASA confirmed the landing"), which alone is refused; a near fact giving NASA a figure
    ("NASA's payloads fly under a task order worth $128.4 million") goes first, the later figure beside it."""
    index = one_digest_index(
        "NASA's payloads fly under a task order worth $128.4 million",
        "The task order now stands at $131.9 million after a modification for extra integration work, and NASA "
        "confirmed the landing milestone was met",
        "The lander touched down on 03-06 near the target", "The rover drove 38 metres in its first week",
        "The team lost contact with the lander on 03-16", "One of two solar arrays failed to deploy",
        "The company plans a second lander for 2027", "The landing site is a lava-tube skylight")
    ans = index.answer("how much is nasa paying now")
    assert ans.answered and ans.answer.startswith("NASA's payloads fly under a task order worth $128.4 million"), ans.answer
    assert "$131.9 million" in ans.answer


_SUIT = """Authors Sue Over AI Tool

Episode 1 \u00b7 Suit filed (2026-10-05, 1 posts)

A group of authors has sued a publisher over its AI writing tool. The suit seeks damages of $310 million.

Confirmed

\u2022 The complaint says about 38,500 titles were used without the authors' consent (@courtdesk).

Suit filed \u2014 courtdesk \u00b7 2026-10-05

Episode 2 \u00b7 Class certified (2027-04-19, 1 posts)

The case moved on.

Confirmed

\u2022 The judge certified the class of 3,410 authors on 04-18, and the amended complaint raises the damages sought to \
$465 million (@courtdesk).
{more}
Class certified \u2014 courtdesk \u00b7 2027-04-19
"""


def test_an_earlier_report_missing_a_key_word_answers_originally_once_decided() -> None:
    """"the original damages figure in the complaint": the earlier report ("seeks damages of $310 million") lacks
    "complaint", which the later one says; once the answer is decided on the later one, the earlier report of a figure
    in the same unit goes first."""
    more = "\n\u2022 Illustrators filed a complaint of their own against the publisher (@courtdesk).\n"
    index = FactIndex.from_texts({"suit.txt": _SUIT.format(more=more)})
    _answers_with(index, "what was the original damages figure in the complaint", "$310 million")
    _answers_with(index, "how much in damages does the complaint seek now?", "$465 million")


def test_an_earlier_report_of_another_kind_of_figure_is_no_original_value() -> None:
    """The earlier "38,500 titles" is no earlier damages figure: it never goes before the later "$465 million"."""
    index = FactIndex.from_texts({"suit.txt": _SUIT.format(more="")})
    ans = index.answer("what was the original damages figure in the complaint")
    assert "38,500" not in ans.answer.split("\n")[0], ans.answer


@pytest.mark.parametrize("question,said", [
    ("whos the club chairman", "Dermot Hallinan"),  # "chair", however the role is gendered
    ("who is the chairwoman of the club?", "Dermot Hallinan"),
    ("who chaired the panel?", "Anne Moss"),
])
def test_a_chair_is_a_chairman_and_no_one_chaired_by_another_answers_it(question: str, said: str) -> None:
    """"whos the club chairman": "Club chair Dermot Hallinan" names the holder of the role asked, so the panel "chaired
    by" a judge does not go before it (before: "chairman" and "chair" were different words)."""
    index = _bullets("Club Fined", "A rugby club broke the salary cap.",
                     "Club chair Dermot Hallinan said Ashbury would appeal the deduction",
                     "The independent panel, chaired by retired judge Anne Moss, ruled on 03-02 that the club had "
                     "breached the cap")
    _answers_with(index, question, said)


def test_takes_over_as_chair_names_the_new_chairman() -> None:
    """"whos the new chairman at rovers": "Dana Whitcombe takes over as chair" names the holder (before: "takes over
    as" was no way of naming one, and the question was refused)."""
    index = _bullets("Club Sale", "A football club has new owners.",
                     "The club's former chairman Tom Reyes resigned on 05-01 after the sale",
                     "Dana Whitcombe takes over as chair of Rovers once the sale completes")
    _answers_with(index, "whos the new chairman at rovers", "Dana Whitcombe")


@pytest.mark.parametrize("text, own", [
    ("IPU president Captain Dariusz Helm said pilots had run out of patience", True),  # the asked union's initials
    ("AURF director Prof Priya Okonkwo said the finds were unusual", False),  # another body's director
    ("Club chair Dermot Hallinan said the club would appeal", True),
])
def test_a_title_under_another_bodys_name_is_not_the_asked_ones(text: str, own: bool) -> None:
    """"who is in charge of the pilots union": "IPU president" heads it (its initials); "AURF director" another body."""
    from knowledge.support import titles_own_name

    titles = frozenset({"president", "director", "chair", "chief", "head"})
    asked = frozenset({"who", "is", "in", "charge", "of", "the", "pilots", "union", "club"})
    assert titles_own_name(titles, text, asked) is own


@pytest.mark.parametrize("text, holds", [
    ("Dr Tamsin Ellery of Northmoor Archaeology is site director for the dig", True),
    ("Margaret Okonjo-Hale, a restructuring specialist who now serves as both chief executive and chair", True),
    ("The director's report was published on 03-02", False),
])
def test_a_title_held_in_a_clause(text: str, holds: bool) -> None:
    """"X is site director", "who now serves as both chief executive …": a title held, said in a clause."""
    from knowledge.support import holds_title

    titles = frozenset({"director", "executive", "chair"})
    assert holds_title(titles, text, frozenset({"who", "runs", "the", "dig"})) is holds


def test_a_doer_named_by_the_act_asked_answers_who_does_it() -> None:
    """"who's doing the construction work": "General contractor Harrowgate Construction" names the doer by the act
    asked (a name headed by it, or the act and a role before a name: "monitoring contractor Sentinax Security"), so it
    goes before the subsidy fact that only speaks of construction milestones."""
    index = _bullets("Fab Build Starts", "A chip fab is being built.",
                     "Subsidies: a \u20ac2.1 billion direct grant from the Ministry of Industry, paid in four tranches "
                     "tied to construction milestones and work on the site, with a 20% tax credit on tools",
                     "General contractor Harrowgate Construction holds the \u20ac2.3 billion build contract, its biggest",
                     "Of the \u20ac1.4 billion increase, about \u20ac620 million comes from construction labour and "
                     "materials", "Work on the site paused for two weeks in May", "Night work is banned near the village")
    _answers_with(index, "who's doing the construction work", "Harrowgate Construction")


@pytest.mark.rules_only
@pytest.mark.parametrize("question", ["who's running the museum now that the director left",
                                      "who is in charge of the museum after the director resigned"])
def test_who_leads_since_the_last_one_left_is_answered_by_the_successor(question: str) -> None:
    """"who's running X now that the director left": the fact naming who took over goes before the one telling of
    the departure, and the departure it implies is said."""
    for successor, name in (("Deputy director Aldo Brenn is acting director of the museum while the board searches",
                             "Brenn"),
                            ("Chief curator Dana Pruitt has taken over as interim director of the museum", "Pruitt")):
        index = _story("Museum director Ines Thorvald resigned on Monday after the audit found missing funds", successor,
                       "The museum's audit found €2.1 million unaccounted for")
        _answers_with(index, question, name)


def test_a_co_op_is_a_cooperative() -> None:
    """"co-op" is chat for "cooperative", as "uni" is for university."""
    index = _story("The Fenmoor Electric Cooperative is run by chief executive Terrence Vail",
                   "The storm cut power to 14,000 homes")
    _answers_with(index, "who runs the power co-op", "Vail")


@pytest.mark.rules_only
@pytest.mark.parametrize("question", ["why fewer vehicles on the next sailing",
                                      "why will the ferry carry fewer cars next sailing"])
def test_why_takes_a_weak_fact_stating_the_cause_when_nothing_ahead_gives_a_reason(question: str) -> None:
    """"why fewer vehicles on the next sailing": the best fact tells of the sailing and gives no reason, so the fact
    saying "because", though it scores under the answer floor, goes first (when a fact ahead gives one, it stays)."""
    index = _story("The Marrow ferry's next sailing on 05-02 will take cars and lorries to Skellan for the first time "
                   "in two years", "It will carry 200 vehicles instead of 240, because the new ballast tanks add 90 tonnes",
                   "The ferry line employs 300 crew")
    _answers_with(index, question, "because the new ballast tanks")
    index = _story("The Marrow ferry's next sailing on 05-02 will take cars and lorries to Skellan for the first time "
                   "since the fire", "It will carry 200 vehicles instead of 240, because the new ballast tanks add 90 "
                   "tonnes", "The ferry line employs 300 crew")
    _answers_with(index, question, "since the fire")


def test_how_deep_takes_the_fact_giving_a_depth_over_another_length() -> None:
    """"how deep was the tremor": the sentence giving "a focal depth of 9 km" answers, though it never says "tremor",
    before the one saying "tremor" whose length is the fault's ("a 25 km stretch of the fault"); a length said of
    another noun ("an ash plume about 5 km high") is no height of what is asked."""
    index = _bullets("Tremor Under Brackwater", "A tremor shook Brackwater overnight.",
                     "The tremor split open a 25 km stretch of the Holm fault, geologists said",
                     "The survey service put the source at a focal depth of 9 km, below the village of Irlam",
                     "Brackwater's old water tower, 31 m tall, lost its roof tank")
    _answers_with(index, "how deep was the tremor", "9 km")
    _answers_with(index, "how tall is the water tower", "31 m")


def test_how_fast_is_said_by_a_speed_figure() -> None:
    """"how fast was it going when it struck": a speed figure says "fast" ("doing 12 knots"), so the fact giving it is
    a candidate and the answer, though it says "grounded" where the question says "struck"."""
    index = _bullets("Barge Aground", "A cargo barge ran aground on the Lenn estuary.",
                     "The barge was doing 12 knots in thick fog when it grounded on the Marl sandbank",
                     "The barge struck the sandbank 3 km from the harbour mouth, the harbour master said",
                     "Salvors refloated the barge after 40 hours")
    _answers_with(index, "how fast was it going when it struck", "12 knots")


def test_extent_keys_say_which_extent_a_length_measures() -> None:
    """A length figure beside a word of its extent ("a depth of 11 km", "186 m high") carries that extent's key; one
    said of another noun ("an ash column about 11 km high") or of no extent ("a 38 km section") carries none."""
    from knowledge.entries import extent_keys
    assert extent_keys("at a shallow depth of 11 km.") == {"~deep"}
    assert extent_keys("The dam is a 186 m high gravity dam") == {"~high"}
    assert extent_keys("cruising at an altitude of 540 km") == {"~high"}
    assert extent_keys("sending an ash column about 11 km high") == set()
    assert extent_keys("ruptured a roughly 38 km section of the fault") == set()


def test_what_a_thing_can_hold_is_asked_by_can_or_fit() -> None:
    """"how many passengers can the new ship carry": a fact saying what it has room for answers, before one saying how
    many passengers the line carried last year; "how many were carried" still takes what was carried."""
    index = _bullets("Island Ferry", "A ferry line is getting a new ship.",
                     "The line carried 1.3 million passengers and 240,000 cars in 2026, and its new ship enters service "
                     "in March",
                     "Sea Lark is a 90-metre ship with room for 540 passengers and 70 cars",
                     "Fares for foot passengers rise by 12% from March")
    _answers_with(index, "how many passengers can the new ship carry", "540 passengers")
    _answers_with(index, "how many ppl fit on the new ship", "540 passengers")
    _answers_with(index, "how many passengers did the line carry in 2026", "1.3 million")


def test_how_far_from_a_place_takes_the_length_given_from_it() -> None:
    """"how far from the harbour did the yacht sink": "the wreck … about 600 m from the harbour wall" answers, not a fact about the
    harbour giving another length ("the harbour, which lies about 4 km north of Pellow")."""
    index = _story("The yacht Marren sank on 03-02 after leaving the harbour, which lies about 4 km north of Pellow",
                   "Divers found the wreck of the yacht about 600 m from the harbour wall",
                   "All four crew of the yacht were rescued by the lifeboat")
    _answers_with(index, "how far from the harbour did the yacht sink?", "600 m")


def test_an_origin_asked_is_told_by_a_place_after_from() -> None:
    """"where did the mare come from": a fact naming a place after "from" tells it, a capitalised name or a lower-case
    region ("from the upper river valley"); a date range after "from" names no place."""
    from knowledge.ranking import _FROM_PLACE
    assert _FROM_PLACE.search("Brisa, a 7-year-old mare from Oldenholm Stud, arrived in May").group(1) == "Oldenholm"
    assert _FROM_PLACE.search("the seeds came from the upper river valley, far inland")
    assert not _FROM_PLACE.search("the foal was born overnight from 04-30 to 05-01 in stall 2")


def test_where_did_it_come_from_takes_the_place_after_from() -> None:
    """"where did tessa come from?": "a 16-year-old cow from Kellerby Wildlife Park" answers, not the fact that says
    Tessa gave birth "from 05-02 to 05-03" (a date range, no place)."""
    digest = """Harrowfield Zoo's Elephant Calves

Harrowfield Zoo has announced the birth of two elephant calves.

Confirmed

• Tessa gave birth to two calves at Harrowfield overnight from 05-02 to 05-03 in the east barn; both are feeding well (@harrowzoo).
• The breeding pair are Olan, a 19-year-old bull, and Tessa, a 16-year-old cow from Kellerby Wildlife Park (@harrowzoo).
• The calves weigh about 100 kg each (@harrowzoo).

2027-05-03 ~ 2027-05-04 · 3 related posts

Primary sources

Two elephant calves born at Harrowfield — harrowzoo · 2027-05-03
"""
    _answers_with(FactIndex.from_texts({"zoo.txt": digest}), "where did tessa come from?", "Kellerby")


_GRID = ("Heat Wave Strains Varnland's Power Grid",
         "A heat wave has pushed electricity demand in Varnland to a record, and grid operator Nordnet has ordered "
         "rolling blackouts.",
         "Nordnet said the country's electricity imports were the highest since 1998",
         "Electricity imports from neighbouring grids reached 3.5 GW on 07-14, the interconnector maximum",
         "The government will pay each household €150 toward cooling costs",
         "Nordnet said the blackouts would rotate between regions every two hours",
         "Rain is not expected before the end of the month, forecasters said")


@pytest.mark.rules_only
@pytest.mark.parametrize(("question", "expected"), [
    ("how much electricity is varnland importing", "3.5 GW"),
    ("how much electricity does varnland import", "3.5 GW"),
    ("how much is varnland importing right now", "3.5 GW"),
    ("how much is the government giving each household", "€150"),  # the best fact gives the amount: it stays
    ("how long do the blackouts last", "two hours"),
    ("when were the imports last this high", "since 1998"),  # no amount asked: the year's fact stays first
])
def test_how_much_takes_a_figure_that_measures_something(question: str, expected: str) -> None:
    """"how much electricity is varnland importing" asks an amount: "imports … reached 3.5 GW" answers, not the closer
    "imports were the highest since 1998", whose only figure is a year; a best fact giving an amount, or a question
    asking no amount, keeps its first fact."""
    _answers_with(_bullets(*_GRID), question, expected)


_BUSES = ("Velm Buys Electric Buses", "The city of Velm is replacing its diesel buses with electric ones.",
          "The first 12 electric buses ordered by the city arrived from Poland on 03-02 and go into service in April",
          "The 40 electric buses from Krakow-based Tarvik Motors cost \u20ac21 million under a five-year contract",
          "Funding for the buses is split: \u20ac14 million from the Dunmere regional council and \u20ac7 million "
          "from a national clean transport grant",
          "The transport authority said riders will not pay more for bus tickets when the electric buses arrive",
          "The depot will get 20 chargers by June")


@pytest.mark.parametrize(("question", "expected"), [
    ("who makes the electric buses", "from Krakow-based Tarvik Motors"),
    ("who makes the buses", "from Krakow-based Tarvik Motors"),  # not the money "from" the council
    ("who is paying for the buses", "from the Dunmere regional council"),
    ("who is the ceo of tarvik motors", ""),
    ("who is the lawyer for the city", ""),
    ("who repairs the buses", ""),
])
def test_a_doer_named_by_from_answers_who_makes_or_pays(question: str, expected: str) -> None:
    """"who makes the buses": "the buses from Krakow-based Tarvik Motors" names their maker ("from" a name right after
    the thing made), not "arrived from Poland"; "who is paying": "€14 million from the … council" names a payer (money
    "from" a name); questions the story does not answer stay refused."""
    index = _bullets(*_BUSES)
    if expected:
        _answers_with(index, question, expected)
    else:
        assert not index.answer(question).answered


_FINE = ("Court Cuts Harbex Fine to \u20ac25m; Nurses Reject 3.5% Offer",
         "The Velm appeals court has upheld the competition authority's finding that port operator Harbex abused its "
         "dominant position, but cut the fine from \u20ac40 million to \u20ac25 million.",
         "The fine was cut from \u20ac40 million to \u20ac25 million because the court found the abuse lasted a shorter "
         "period, starting in 2024 rather than 2021",
         "The authority said the contracts broke competition law because shipping lines could not switch to rival "
         "terminals",
         "Harbex said it will comply and drop the exclusive contracts",
         "The hospital nurses' union turned down the 3.5% pay offer because it was tied to compulsory weekend shifts",
         "The health board called the 3.5% offer fair and said there is no more money",
         "Harbex's shareholders are Caldera Ports (51%) and the Velm port trust (49%)")


@pytest.mark.parametrize(("question", "expected"), [
    ("why did the court cut harbex's fine", "because the court found the abuse lasted"),
    ("why did the nurses reject the 3.5% offer", "tied to compulsory weekend shifts"),
    ("why did the nurses turn down the 3.5% offer?", "tied to compulsory weekend shifts"),
    ("why did the union president resign?", ""),
    ("why did harbex sack its chief executive?", ""),
    ("why is the health board cutting 4% of jobs?", ""),
    ("when did the nurses strike over the 3.5% offer?", ""),
    ("who owns 51% of harbex?", "Caldera Ports (51%)"),
    ("who owns 30% of harbex?", ""),
])
def test_why_takes_a_cause_said_plainly_over_a_finding_and_asks_no_percent(question: str, expected: str) -> None:
    """"why did the court cut the fine": the best fact states a cause only as a finding of another thing ("upheld the
    authority's finding that …"), so a close fact saying one itself ("… because the court found …") goes first; "why
    did the nurses reject the 3.5% offer" asks a cause, not a percentage (a figure naming a thing, after a determiner,
    in a who / when / where / why question is no percentage asked; "who owns 51% of harbex" tells the figure, whose fact
    is asked); questions the story does not answer stay refused."""
    index = _bullets(*_FINE)
    if expected:
        _answers_with(index, question, expected)
    else:
        assert not index.answer(question).answered


@pytest.mark.parametrize("question", ["who is in charge of the rescue effort?", "who's leading the rescue effort"])
def test_a_who_question_takes_a_near_fact_naming_a_leader_when_the_best_names_no_one(question: str) -> None:
    """A who-question decided on a fact naming no person ("Harlow County approved funding for the rescue effort")
    answers with a near fact naming someone by a leading title ("incident commander Mara Quell")."""
    index = _story(
        "Harlow County approved emergency funding for the rescue effort at the Dunmere quarry on 03-02",
        "Rescue crews under incident commander Mara Quell reached the flooded quarry tunnel at dawn on 03-03",
        "The quarry has been closed since a tunnel roof fell in on 03-01",
    )
    _answers_with(index, question, "Mara Quell")


@pytest.mark.parametrize("question", ["who won the fishing contest?", "who won the fishing contest at lake orrin"])
def test_a_who_question_keeps_a_best_fact_naming_someone(question: str) -> None:
    """The best fact names the person ("Ethiopia's Selam Degefa won"): no near fact with a title goes before it."""
    index = _story(
        "Brenland's Tavi Okoro won the fishing contest at Lake Orrin with a 9 kg pike on 06-14",
        "Contest director Mara Quell said the contest at Lake Orrin drew 140 anglers",
        "The lake reopened to boats on 06-01",
    )
    _answers_with(index, question, "Tavi Okoro")



@pytest.mark.parametrize(("text", "opens"), [
    ("A lookout on Carrow Head reported the smoke at 07:15", True),  # an unnamed person did it
    ("Two hikers found the kayak on the sands", True),
    ("The agency approved funding for the search", False),  # a body, no person
    ("The fire is burning through pine", False),
])
def test_a_fact_opening_on_an_unnamed_person_tells_who_did_it(text: str, opens: bool) -> None:
    """"A lookout … reported the smoke" answers who spotted it: a who-question decided on it keeps it first rather
    than a near titled name saying the act's word otherwise ("spot fires")."""
    assert _opens_with_doer(text) is opens

_HARBOUR = ("Storm Wrecks Pellow Harbour Wall", "A winter storm has breached the harbour wall at Pellow.",
            "The harbour board opened a six-week consultation on the repair after its insurer agreed to cover the "
            "harbour wall",
            "The insurer will cover £3.4 million of the bill for the harbour wall, the harbour board told a public "
            "meeting in the town hall on Tuesday evening, and the town of Pellow pays the remaining sum from its reserves",
            "Divers will survey the harbour wall for two days next week")


@pytest.mark.parametrize(("question", "expected"), [
    ("how much of the harbour wall will the insurer cover", "£3.4 million"),
    ("how long is the consultation on the harbour wall repair", "six-week"),  # a span asked: its fact stays first
])
def test_how_much_takes_no_span_unasked(question: str, expected: str) -> None:
    """"how much of the harbour wall will the insurer cover" asks an amount: "£3.4 million" answers, not the closer
    fact whose only figure is a span ("a six-week consultation"); a span asked keeps that fact."""
    _answers_with(_bullets(*_HARBOUR), question, expected)


def test_what_went_wrong_skips_a_fault_of_another() -> None:
    """"what went wrong with the ferry": the tender "losing its radio link to the ferry" is the tender's loss, not
    the ferry's fault; the near fact telling the steering failure answers."""
    index = one_digest_index(
        "The tender Wren sailed 40 km in total before losing its radio link to the ferry on 05-02",
        "Preliminary cause of the steering failure: a hydraulic pump seal wore through during the crossing and let "
        "the oil drain away",
        "The ferry carries up to 600 passengers on the Harth crossing",
        "The ferry was towed into Callow harbour on 05-04",
        "The ferry's owner, Harth Line, has cancelled sailings until 05-20",
        "Passengers on the ferry were moved to a second ship on 05-03")
    ans = index.answer("what went wrong with the ferry?")
    assert ans.answered and "steering" in ans.answer.split("Also:")[0], ans.answer


def test_now_asked_keeps_the_fact_giving_the_sum_asked() -> None:
    """"how much is it paying in the end": a later fact that gives no sum of money does not go before the one giving
    the price (a ranking rule never puts first a fact lacking the measure asked over one that gives it)."""
    index = _two_episodes("Brightmoor's price for the Tallis mills rose from $212 million to $236 million after a "
                          "second survey",
                          "Brightmoor is paying the Tallis mills' workers their current wages for another 9 months "
                          "and will keep about 400 of the 650 staff")
    _answers_with(index, "how much is brightmoor paying for the tallis mills in the end", "$236 million")


@pytest.mark.parametrize("told, expected", [("at eleven days old", "eleven days"), ("at 11 days old", "11 days"),
                                            ("when he was Three weeks old", "Three weeks"),
                                            ("as a six-month-old calf", "six-month-old"), ("aged 4", "aged 4")])
def test_an_age_in_days_weeks_or_months_is_an_age(told: str, expected: str) -> None:
    """"how old was the calf when it died": "died at eleven days old" gives an age, as "aged 4" does."""
    index = one_digest_index("The rescue centre's youngest seal, a male calf, was moved to a quarantine pool on 06-02",
                             f"The male calf died on 06-14 {told}, after staff had fed it by tube for a week")
    _answers_with(index, "how old was the calf when it died", expected)


def test_summary_echoing_the_question_gives_way_to_a_fact_with_the_amount() -> None:
    """"how much of the repairs will the insurer cover": a summary saying every key word but giving only a span ("a
    six-week review") gives way to a near fact giving the sum, though that one lacks a key word ("pier costs")."""
    index = _bullets("Ferry Pier Collapse",
                     "Harlow Council began a six-week review of its piers, and said its insurer would cover the repairs "
                     "to the collapsed ferry pier.",
                     "The insurer will cover £4.3 million of the pier costs",
                     "Repairs to the pier will take about a year", "Repairs to two other piers finished in 2025",
                     "The pier collapsed during a storm on 02-11")
    _answers_with(index, "how much of the repairs will the insurer cover?", "£4.3 million")


def test_a_sum_asked_per_nothing_outranks_a_rate_per_another_thing() -> None:
    """"how much has X paid back" asks a sum: a fact giving only a fee per seat gives way to the near one giving the
    sum refunded; asked per seat, the rate stays first."""
    index = _story(
        "Harbour Lines will also refund its booking fees, which averaged £4.20 per seat, to every passenger of a "
        "cancelled sailing (@harbourlines).",
        "Harbour Lines has refunded 41,000 bookings worth about £3.9 million so far (@ferry_desk).",
        "The strike at the Tollmouth terminal lasted nine days (@ferry_desk).",
    )
    _answers_with(index, "how much money has harbour lines paid back to passengers", "£3.9 million")
    _answers_with(index, "how much is harbour lines refunding per seat", "£4.20 per seat")


@pytest.mark.rules_only
@pytest.mark.parametrize("question, expected", [
    ("whats the bounty up to now", "£90,000"),  # "up to now" asks how it stands: no "up" to find
    ("how big is the bounty until now", "£90,000"),
    ("what was the bounty of up to £40,000 for", "sighting"),  # "up to" a sum: no time asked
])
def test_up_to_now_asks_the_latest_not_the_word_up(question: str, expected: str) -> None:
    """"the bounty up to now" asks how things stand ("so far"), so "up" is no word a fact must hold."""
    index = _two_episodes("The council offered a bounty of up to £40,000 for a confirmed sighting of the lynx",
                          "The council raised the bounty from £40,000 to £90,000 after the lynx killed two sheep")
    _answers_with(index, question, expected)


def test_why_takes_the_fact_citing_a_reason_over_one_saying_what_was_due_to_happen() -> None:
    """"why was the fair called off": "the bands were due to headline" is a plan, not a cause; the fact that says
    the council recommended calling it off "citing flooded fields" gives the reason."""
    index = _story("The Harrowby Fair was called off on Friday, the first time in its 60-year history",
                   "The Velvet Owls and Marla Quist were due to headline; this was the fair's 60th year and the first "
                   "time the fair was called off",
                   "The council's safety group recommended calling the fair off, citing flooded fields and high winds",
                   "Ticket holders get a full refund within 14 days")
    _answers_with(index, "why was the fair called off", "citing flooded fields")


def test_a_retired_judge_is_not_the_judge_asked() -> None:
    """"who's the judge": a retired judge who mediates is a former judge (a role modifier, as "former" is); the fact
    naming the sitting judge comes first."""
    index = _bullets("Painters Sue Gallery Chain", "A group of painters has sued a gallery chain.",
                     "Mediation in the case before retired judge Orla Dunmore begins on 05-02 in Carrow",
                     "Judge Basil Ferrante let most of the painters' claims go forward and set a trial for 2028-03-10")
    _answers_with(index, "who's the judge", "Ferrante")


@pytest.mark.parametrize(("question", "expected"), [
    ("who leads the union", "Maren Tuvik"),  # a union's general secretary leads it, not the firm's chief executive
    ("who is the chief executive", "Paul Serrin"),
    ("who runs the company", "Paul Serrin"),
])
def test_a_leader_asked_of_a_body_is_one_the_fact_ties_to_it(question: str, expected: str) -> None:
    """"Who leads the union": a near fact tying a leader to the union ("The union wants 8%; general secretary Maren
    Tuvik said …") goes before one naming a chief executive who speaks for the company."""
    index = _story("Chief executive Paul Serrin said the company cannot afford the pay claim",
                   "The union wants 8% this year; general secretary Maren Tuvik said members would strike",
                   "Drivers walked out on 03-04 and 03-05")
    _answers_with(index, question, expected)


@pytest.mark.parametrize("question", ["who runs the aquarium", "who's in charge of the aquarium",
                                      "who's the boss of the aquarium"])
def test_a_body_running_it_names_no_leader_a_title_ties_to_it(question: str) -> None:
    """"who runs the aquarium": "run by the Kessory Marine Society" names a body, not a person running it (world.json
    ``body_name_heads``), so a near fact tying a leading title to the aquarium ("aquarium director Odile Farrant")
    goes first; a person it is run by would stay."""
    index = _story("Kessory Aquarium, run by the Kessory Marine Society on the harbour front, has opened a £2.1 million "
                   "shark tunnel",
                   "The tunnel's glass was shipped from Japan, and aquarium director Odile Farrant said it would draw "
                   "80,000 more visitors a year",
                   "Tickets rise by £2 from 05-01")
    _answers_with(index, question, "Farrant")


def test_a_body_run_by_a_person_keeps_its_leader() -> None:
    """"run by Dr Ana Ruiz" names the one who runs the lab: a near title holder does not go before it."""
    from knowledge.ranking import _led_by_person

    assert _led_by_person("The lab, run by Dr Ana Ruiz since 2019, opened a new wing.")
    assert _led_by_person("The lab, run by the Tolland Institute's Ana Ruiz, opened a new wing.")
    assert not _led_by_person("The lab, run by the Tolland Research Foundation, opened a new wing.")


def test_a_later_fact_naming_no_leader_does_not_pass_one_that_names_one() -> None:
    """"who runs Coldwater Freight now": the later fact names only who runs a claims portal; the earlier one naming
    the chief executive stays first (``_prefer_later_now`` keeps a leader named when who leads is asked)."""
    index = _two_episodes(
        "Founder Abel Crane stepped down and Dana Pell took over as chief executive of Coldwater Freight",
        "Coldwater Freight customers now file refund claims through a portal run by the agent Brisk Claims Ltd")
    _answers_with(index, "who runs coldwater freight now", "Dana Pell")


@pytest.mark.parametrize(("question", "facts", "expected"), [
    # a body "chaired by" someone answers who leads it, though no title stands beside the name
    ("who's leading the in-depth review at the regulator", (
        "The regulator opened an in-depth review of the Harle takeover after rejecting an offer to sell 40 depots",
        "The review group is chaired by independent panel member Dr Mira Solberg",
        "Harle said it would keep all 212 depots open while the review runs"), "Mira Solberg"),
    # a name as the subject of the asked verb answers who does it, though it names no person
    ("who's building the bridge", (
        "Construction of the Tarn Bridge began on 04-02 after two years of delays, and the bridge is due to open in 2029",
        "The Morrow Civil–Dalby Group joint venture will design and build the crossing",
        "Traffic will use a ferry while the old crossing is closed"), "Morrow Civil"),
    # one hired "to" do the act asked is its doer
    ("which company is doing the inspection", (
        "The contract is worth $2.1 million and covers inspection of all 14 piers over about 9 weeks",
        "The county board voted 5-2 on 03-11 to hire Redfern Surveys to inspect the piers",
        "Traffic will use a ferry while the old crossing is closed"), "Redfern Surveys"),
])
def test_a_near_fact_naming_the_doer_passes_one_naming_none(question: str, facts: tuple[str, ...],
                                                            expected: str) -> None:
    """The best fact says the act with no one doing it ("Construction of the bridge began", "the contract covers
    inspection"); a near fact naming the doer goes first."""
    _answers_with(_story(*facts), question, expected)


def test_a_near_fact_saying_the_year_asked_goes_first() -> None:
    """"What budget did the council approve in 2024": a summary of this year's extra sum lacks 2024; the near fact
    giving the budget approved in 2024 goes first (``_prefer_year_said``) rather than the question being refused."""
    index = _bullets("Lindqvist Council Approves €20m More for Library",
                     "Lindqvist city council has approved an extra €20 million for the new library on the old quay, "
                     "lifting its budget from €73 million to €93 million.",
                     "The council voted 9 to 4 on 05-02 to cover the €20 million overrun with new borrowing; the original "
                     "€73 million budget was approved in 2024 (@desk).",
                     "The library will have 300 reading seats (@desk).")
    answer = index.answer("what budget did the council approve for the library in 2024?")
    assert answer.answered and "approved in 2024" in answer.answer.splitlines()[0], answer.answer


LAUNCH_OLD, LAUNCH_NEW = _digest_pair(
    ("Harrowgate Sets a Date for Ashgrove", "Harrowgate Studio revealed a release date of 14 March 2027 for its game "
     "Ashgrove during a livestream on 12-09, and opened pre-orders.",
     ["Ashgrove will release on 2027-03-14 for PC and consoles", "Ashgrove has been in production for four years"]),
    ("Ashgrove Sells 900,000 Copies", "Harrowgate's game Ashgrove launched on 04-11, four weeks after its planned "
     "14 March date, and sold 900,000 copies in its first week.",
     ["Ashgrove sold 900,000 copies in its first week, most of them on PC",
      "Analysts expect Ashgrove to sell 3 million copies by the end of 2027"]),
    "2027-04-20")
FERRY_OLD, FERRY_NEW = _digest_pair(
    ("Brask Lines Halts the Harbour Ferry", "Brask Lines halted its harbour ferry on 06-12 after a hull crack.",
     ["Chief executive Ola Brask said the operator expects the harbour ferry to start up again before the end of "
      "2026", "The harbour ferry normally carries about 4,000 passengers a day"]),
    ("Harbour Ferry Back", "Brask Lines restarted its harbour ferry on 02-26 with a repaired hull, eight months after "
     "the crack was found.",
     ["The ferry must sail at reduced speed for 12 months", "Passenger numbers were about 3,100 in the first week"]),
    "2027-03-02")


@pytest.mark.parametrize("texts, question, said", [
    ((LAUNCH_OLD, LAUNCH_NEW), "when did ashgrove actually come out", "04-11"),  # a phrasal verb's relative: launched
    ((LAUNCH_OLD, LAUNCH_NEW), "when did ashgrove come out", "04-11"),
    ((FERRY_OLD, FERRY_NEW), "when did the harbour ferry start up again", "02-26"),  # "again": restarted
    ((FERRY_OLD, FERRY_NEW), "when did the harbour ferry stop", "06-12"),  # a deed the best fact tells: kept
])
def test_a_past_when_question_is_told_by_the_deed_done_not_a_plan(texts: tuple[str, str], question: str,
                                                                  said: str) -> None:
    """"when did ashgrove come out": "launched on 04-11", not the revealed date; "when did the ferry start up again":
    "restarted … on 02-26", not "expects the harbour ferry to start up again"."""
    ans = FactIndex.from_texts({"old.txt": texts[0], "new.txt": texts[1]}).matcher.answer(question)
    assert ans.answered and said in ans.answer.split("\n")[0], ans.answer


@pytest.mark.parametrize("question", [
    "why did the membership go up at the audit if no new readers joined",
    "if no new readers joined, why did the membership go up at the audit?",
    "why did the membership go up at the audit even though no new readers joined",
])
def test_why_asks_its_own_clause_not_the_premise_it_grants(question: str) -> None:
    """"why did X go up if no new readers joined": the "if" clause is the asker's premise, so its "no" (or a
    contrast in it) need not be said; the fact giving the cause answers (before: refused, no fact saying "no")."""
    index = FactIndex.from_texts({"a.txt": (
        "Library Members\n\nThe Harlow library published its yearly audit.\n\nConfirmed\n\n"
        "• The membership was revised to 4,210 once the new readers who joined in spring were added (@desk).\n"
        "• The audited membership is 4,390, up from 4,210, because the library merged the records of its two "
        "branches (@desk).\n\n"
        "Library audit — desk · 2027-03-01\n")})
    _answers_with(index, question, "merged")


@pytest.mark.rules_only
@pytest.mark.parametrize("question, expected", [
    ("how much molasses did they actually pump back out", "1,700 tonnes"),  # a later span ("seven months") is no mass
    ("how much molasses is left in the harbour now", "1,700 tonnes"),
])
def test_now_asked_keeps_a_figure_of_the_kind_asked(question: str, expected: str) -> None:
    """"how much molasses did they actually pump back out": a later fact giving only a span (a tank refilled "seven
    months after" the leak) does not go before the one giving the mass asked."""
    index = _two_episodes("About 1,700 tonnes of molasses were pumped back out of the harbour by salvage crews",
                          "The salvage firm refilled the harbour molasses tank, seven months after crews pumped out "
                          "the spilled molasses")
    answer = index.answer(question)
    assert answer.answered and expected in answer.answer.split("\n")[0], answer.answer


def test_a_restated_figure_of_another_kind_is_no_update_of_a_count() -> None:
    """"how many people are staying in shelters": a later fact restating the zone's size ("cut from 5 km to 3 km") does
    not replace the best fact's count of people."""
    index = _two_episodes("The 5 km exclusion zone around the plant now covers 14 villages, and 6,200 people are "
                          "staying in shelters",
                          "The exclusion zone around the plant has been cut from 5 km to 3 km, so fewer people are "
                          "staying in shelters")
    answer = index.answer("how many people are staying in shelters")
    assert answer.answered and "6,200" in answer.answer.split("\n")[0], answer.answer


_UNION = ("Harbour Union Pay Dispute\n\nThe harbour workers' union and the port authority.\n\nConfirmed\n\n"
          "• The union filed its complaint on 01-09 (@desk).\n• The union withdrew its complaint on 03-14 (@desk).\n\n"
          "Union — desk · 2027-03-14\n")


@pytest.mark.rules_only
@pytest.mark.parametrize("question", ["did the union drop its complaint?", "has the union dropped its complaint"])
def test_a_word_no_fact_has_is_said_by_its_news_paraphrase(question: str) -> None:
    """"drop" (no fact has it, nor a WordNet relative of it) is said by "withdrew", a word of its news paraphrase group
    (world.json ``paraphrases``): that fact goes first, not the filing that ties with it on the other words."""
    index = FactIndex.from_texts({"a.txt": _UNION})
    _answers_with(index, question, "withdrew")


def test_a_word_few_facts_have_is_grown_by_its_paraphrases_and_no_other() -> None:
    """A required word at most ``paraphrase_df`` facts say ("fire": one) gains the facts' words of its group ("sacked"),
    matched at a reduced weight; a word more facts say ("club": two) gains none."""
    m = FactIndex.from_texts({"a.txt": (
        "Harbour Club\n\nThe harbour rowing club had a busy spring.\n\nConfirmed\n\n"
        "• The club fired the starting gun for its spring regatta on 04-02 (@desk).\n"
        "• The club sacked its head coach Ian Varga on 05-09 (@desk).\n\nClub — desk · 2027-05-09\n")}).matcher
    assert term_for("sack").stem in m._with_paraphrases(term_for("fired")).concepts
    club = term_for("club")
    assert m._with_paraphrases(club) is club


def test_how_long_a_thing_is_is_told_by_the_figure_set_before_its_noun() -> None:
    """"how long is the tunnel": "the 7.8 km Ferro Pass tunnel" gives the tunnel's own length, names between; "about
    450 m of tunnel" measures a stretch of it and goes after."""
    index = _bullets("Ferro Pass Tunnel Fire", "A van fire closed a road tunnel in the Alps.",
                     "The lining cracked along a 90 m stretch, and about 450 m of tunnel needs new cabling and lighting",
                     "A van caught fire about 2 km inside the 7.8 km Ferro Pass tunnel, which links two valleys")
    _answers_with(index, "how long is the tunnel", "7.8 km Ferro Pass tunnel")


def test_a_total_asked_now_keeps_the_fact_stating_its_level_over_a_later_part() -> None:
    """"whats the concert hall costing in total now": "The cost … rose from £410 million to £455 million" states the
    asked cost's level ("costing": the cost); a later contract worth £300 million is a part of it, not an update."""
    index = _two_episodes("The cost of the concert hall rose from £410 million to £455 million because of higher "
                          "steel prices",
                          "Harrow Build signed a fixed-price contract worth £300 million to build the concert hall")
    _answers_with(index, "whats the concert hall costing in total now", "£455 million")


def test_which_company_did_a_deed_is_told_by_a_near_fact_naming_one() -> None:
    """"which company drilled the borehole": a fact that says a borehole is being drilled names no one; a near one
    naming "Harwick Boring" and saying the drilling answers."""
    index = _bullets("Quarry Collapse Rescue", "Six workers are trapped in a quarry refuge chamber.",
                     "A second borehole is being drilled to carry fresh air, water and a phone line to the chamber",
                     "Harwick Boring's pilot borehole broke into the refuge chamber after 40 hours of drilling")
    _answers_with(index, "which company drilled the borehole", "Harwick Boring")


_ARENA = (
    "Tollmere Harbour Arena: Building the City's First New Arena in Fifty Years\n\n"
    "Episode 1 · Tollmere Approves £900m Harbour Arena; Corlan Wins Build Contract (2027-03-01, 2 posts)\n\n"
    "The Tollmere city council has approved the Harbour Arena, a 28,000-seat venue on the old docks.\n\nConfirmed\n\n"
    "• The arena will have 28,000 seats and a retractable roof (@tollmere_council).\n"
    "• Tollmere expects the venue to open in 2030 (@tollmere_council).\n"
    "• Site manager Ines Varga of Corlan said piling work would start in May (@tollmere_council).\n\n"
    "Arena approved — tollmere_council · 2027-03-01\n\n"
    "Episode 2 · Harbour Arena Opens to Crowds (2030-09-01, 1 posts)\n\n"
    "The new Harbour Arena in Tollmere opened to its first crowd of 27,400 on 09-01.\n\nConfirmed\n\n"
    "• Inspectors signed off the roof on 08-20 after re-checking its steel trusses (@tollmere_council).\n"
    "• Tickets for the first concert sold out in nine minutes (@tollmere_council).\n"
    "• Two new bus routes serve the docks on event nights (@tollmere_council).\n"
    "• The final cost came to £940 million, £40 million over budget (@tollmere_council).\n"
    "• About 600 workers were on site at the peak (@tollmere_council).\n\n"
    "Arena opens — tollmere_council · 2030-09-01\n")


@pytest.mark.parametrize("question, expected", [
    ("which company built the new arena?", "Corlan Wins Build Contract"),
    ("which firm built the new arena?", "Corlan Wins Build Contract"),
    ("which company designed the new arena?", None),  # the winner of a build contract is no designer
])
def test_a_post_title_naming_a_build_contracts_winner_tells_who_built_it(question: str, expected: str | None) -> None:
    """"which company built the new arena": the story's title says "Building the City's First New Arena" and names no
    one; an episode's title "Corlan Wins Build Contract" names the builder (world.json ``contract_winners``)."""
    _answers_first(FactIndex.from_texts({"a.txt": _ARENA}), question, expected)


@pytest.mark.parametrize("question", ["what was the wing project's budget when it started",
                                      "what was the wing project's budget to begin with"])
def test_a_figure_asked_as_it_stood_when_a_thing_began_is_the_earlier_one(question: str) -> None:
    """"what was the budget when it started": the figure the later one replaced ("from £12 million to £15.5 million"),
    not a fact merely saying when the project began."""
    index = _bullets("Harbour Museum Wing Costs More After Flooding", "The Harbour Museum's new wing has run over budget.",
                     "Flood repairs will cost £3.5 million, lifting the wing project's budget from £12 million to £15.5 million",
                     "The museum opened a temporary gallery on 05-02, four months after the wing project began",
                     "The £12 million budget is made up of an £8 million city grant and £4 million from donors")
    _answers_with(index, question, "£12 million")


@pytest.mark.parametrize("question", ["who was the skipper of the merrow", "who was the skipper on the 07:40 crossing"])
def test_a_role_asked_is_told_by_the_title_its_holder_goes_by(question: str) -> None:
    """"who was the skipper": "Captain Edda Rusk … was in command" names her by the title a skipper goes by
    (world.json ``kind_name_heads``), over a fact about the ship that names no one."""
    index = _bullets("Ferry Merrow Runs Aground off Skellan", "The ferry Merrow ran aground off Skellan with 212 people on board.",
                     "The Merrow, sailing from Skellan to Dunmore as the 07:40 crossing, ran aground after its steering failed",
                     "Captain Edda Rusk, who has sailed with Tallow Line for 20 years, was in command and ordered the evacuation",
                     "Tallow Line said all 212 passengers and crew were taken off by lifeboats within two hours")
    _answers_with(index, question, "Captain Edda Rusk")


def test_a_doctor_asked_is_not_told_by_an_honorific_alone() -> None:
    """"who's the team doctor": "toxicologist Dr Lena Voss", the rider's own expert, holds a doctorate, not the post;
    the honorific does not put her fact first."""
    index = _bullets("Rider Suspended After Positive Test", "The Corvane team suspended its rider Timo Aske.",
                     "Corvane suspended Aske from all racing and team activities until the case is resolved",
                     "The B sample was opened in the presence of the rider's expert, toxicologist Dr Lena Voss")
    assert not index.answer("who's the team doctor at corvane?").answer.startswith("The B sample")


def _frozen_meals(later: str) -> FactIndex:
    """A digest of two episodes: three earlier facts repeating the words of a question on a share of revenue, and one
    later fact, scoring far below them, that gives the share in fewer words (its post title says the rest)."""
    def episode(n: int, date: str, facts: list[str], post: str) -> str:
        """One episode of these fact bullets and one post."""
        bullets = "".join(f"\u2022 {f} (@desk).\n" for f in facts)
        return f"Episode {n} \u00b7 News ({date}, 1 posts)\n\nA summary.\n\nConfirmed\n\n{bullets}\n{post} \u2014 desk \u00b7 {date}\n\n"

    return FactIndex.from_texts({"a.txt": "Pellwick Foods\n\nPellwick Foods makes frozen meals and snacks.\n\n" + episode(
        1, "2027-03-01", ["Frozen meals made up 41% of Pellwick's revenue in 2026, the largest share of its revenue",
                          "Pellwick said its revenue from frozen meals grew for a fifth year in a row",
                          "Pellwick sells its frozen meals in 2,300 supermarkets"], "Pellwick frozen meals revenue")
        + episode(2, "2027-09-01", [later], "Pellwick frozen meals revenue after recall")})


@pytest.mark.parametrize("later, question, expected", [
    ("After the recall the share fell to 24%", "what share of pellwick's revenue comes from frozen meals now", "24%"),
    ("After the recall the share fell to 24%", "what % of pellwicks revenue is frozen meals these days", "24%"),
    ("After the recall the share fell to 24%", "what share of pellwick's revenue came from frozen meals at first",
     "41%"),  # no "now" asked: the best fact
    ("After the recall the share was 24%", "what share of pellwick's revenue comes from frozen meals now", "41%"),
])
def test_now_asked_takes_a_far_later_fact_saying_its_figure_changed(later: str, question: str, expected: str) -> None:
    """"what share … comes from frozen meals now": a later fact saying the share "fell to 24%" goes first though it
    scores under 60% of the earlier facts repeating the question's words (from ``later_change_share``); one that only
    says the share "was 24%" tells no change and stays behind."""
    _answers_with(_frozen_meals(later), question, expected)


@pytest.mark.parametrize(("facts", "question", "expected"), [
    (("Two days after the flood, the council shut the Dunmore underpass to all traffic",
      "The Dunmore underpass reopened on 03-27, 25 days after the flood",
      "Buses were sent on a detour of about 6 km"), "how long was the dunmore underpass shut for", "25 days"),
    (("Hackers took down Harlow Rail's booking site on 05-03, two hours after the sale opened",
      "Harlow Rail's booking site came back online on 05-09, six days after the attack",
      "Harlow Rail says ticket sales for the summer are up 8% on last year"), "how long was the booking site down for",
     "six days"),
])
def test_state_length_told_by_its_end(facts: tuple[str, ...], question: str, expected: str) -> None:
    """"How long was the underpass shut": the fact telling the closure ending with a time ("reopened … 25 days after the
    flood") goes first over the one whose time only dates its start ("two days after the flood, … shut")."""
    _answers_with(_story(*facts), question, expected)


_MILL = ("Orwell Mill Dispute", "Orwell Mill and its workers have clashed over a pay error.",
         "Mill manager Hanna Roe told staff that the pay review would cost £1.2 million",
         "Mill manager Hanna Roe estimated that the new looms will double the mill's output",
         "Hanna Roe resigned as mill manager on 05-03, saying she took responsibility for the pay error",
         "Orwell Mill said its 12 shops had a record year, with the Kelby shop the busiest",
         "All 12 Orwell Mill shops will stay open until at least the end of 2028, the owner said",
         "Mill chairman Ian Voss was convicted on 06-02 of fraud over the pay records")


@pytest.mark.parametrize("question, said", [
    ("did hanna roe get fired?", "resigned"),  # answered by the other way out of a post
    ("is orwell mill closing its shops?", "stay open"),
    ("did hanna roe resign?", "resigned"),  # the asked outcome itself, as before
    ("was ian voss convicted?", "convicted"),  # the best fact says the asked outcome: kept
    ("did ian voss get fired?", "Voss"),  # not another person's resignation
])
def test_yes_no_answered_by_the_alternative_outcome(question: str, said: str) -> None:
    """"Did brannock get fired": a near fact telling the alternative outcome ("resigned", "will stay open") answers a
    yes/no question whose best fact tells neither it nor the asked one (session 50)."""
    _answers_first(_bullets(*_MILL), question, said)


@pytest.mark.parametrize(("question", "expected"), [
    ("how many people live on mell island", "4,100"),  # residents are who live there, not a ferry's 200 people
    ("how many folks live on mell island", "4,100"),
    ("how many people does the corvey carry", "200"),  # no deed a noun tells: the ferry's own count stays first
])
def test_people_told_by_the_noun_for_their_deed_go_first(question: str, expected: str) -> None:
    """"how many people live on X": a near fact counting X's residents goes first over one counting other people."""
    index = one_digest_index(
        "The stand-in ferry Corvey carries up to 200 people and sails twice a day to Mell Island",
        "The crossing is the only way to move freight to Mell Island's roughly 4,100 residents",
        "The Mell Island ferry ran aground on 06-13 in fog")
    _answers_with(index, question, expected)


@pytest.mark.parametrize("question, expected", [
    ("how many goats have the lynx killed so far", "40"),  # killed is told by losses: the later tally goes first
    ("how many goat losses are there now", "40"),
    ("how many goats did the lynx kill in the first month", "14"),  # no "now": the best fact stays
])
def test_a_later_tally_of_events_tells_how_many_the_deed_befell(question: str, expected: str) -> None:
    """"how many goats have the lynx killed so far": a later "goat losses … now stand at 40" answers it (world.json
    `event_nouns`), not the earlier fact saying every key word (session 50)."""
    index = _two_episodes("The lynx pair killed 14 goats on five farms in the first month, the wildlife office said",
                          "Confirmed goat losses since the reintroduction now stand at 40 across 12 farms, with "
                          "compensation paid on all of them")
    _answers_with(index, question, expected)


def test_a_near_fact_saying_the_asked_modifier_of_another_noun_does_not_go_first() -> None:
    """"at the Norwegian border": the best fact tells of the Polish border; a near one saying "Norwegian prime minister"
    does not say the Norwegian border, so it is not put first in its place (refused: it lacks the border's figure)."""
    index = one_digest_index("As it nears the Polish border, the river carries 900 cubic metres of water a second",
                             "In 1840 a dispute prompted by the Norwegian prime minister made the river a border question",
                             "The river is 400 metres wide at the coast")
    _answers_first(index, "how much water does the river carry at the Norwegian border?", None)
    _answers_first(index, "how much water does the river carry at the Polish border?", "900 cubic metres")
