"""Answer composition (knowledge.compose): "Also:" lines, disagreeing sources, "as of" dates, updates and notes."""

from __future__ import annotations

import pytest

from knowledge.index import FactIndex
from tests.knowledge.helpers import (
    _COMMITTEES,
    _TRAM_LINE,
    _TRAM_SUMMARY,
    HILLFORT,
    ROOT,
    STOPS_OLD,
    _answers_with,
    _bullets,
    _digest_pair,
    _story,
    _two_episodes,
)


def test_disagreement_note_cites_both_sides(marin: FactIndex) -> None:
    """~18T versus 18.75T tokens: the precise value is given and both sources are named."""
    ans = marin.answer("How many tokens is the model trained on?")
    assert ans.answered and "18.75T" in ans.answer
    note = next(n for n in ans.notes if "differ" in n)
    assert "18T" in note and "18.75T" in note
    assert "000_318b37a7a0c155e1.txt" in note and "001_5d0117d5cf38a10e.txt" in note


def test_disagreement_on_what_was_counted(marin: FactIndex) -> None:
    """'11 GB200 NVL72 clusters' versus '11 GB200 machines' is noted."""
    ans = marin.answer("How many GB200 clusters or machines do they have?")
    assert ans.answered and "11" in ans.answer
    assert any("clusters" in n and "machines" in n for n in ans.notes)


def test_as_of_date_on_time_sensitive_fact(marin: FactIndex) -> None:
    """Progress is time-sensitive: the answer says as of when."""
    ans = marin.answer("What percentage of training is done?")
    as_of = ans.facts[0].as_of
    assert as_of in ("2026-09-03", "2026-09-05")  # the two digests' reports of 13%
    assert "13%" in ans.facts[0].text and f"as of {as_of}" in ans.answer
    assert any(f"As of {as_of}" in n for n in ans.notes)


def test_confirmations_count_distinct_accounts(marin: FactIndex) -> None:
    """Each fact shows how many distinct sources confirm it."""
    ans = marin.answer("What share of the tokens goes to pretraining vs mid-training?")
    assert ans.facts[0].confirmations == 3
    assert "confirmed by 3 sources" in ans.answer


RIVERS = """Two Rivers Meet at Gorinchem

The Maas and the Lind have met in more than one place over the centuries.

Confirmed

• From 1421 to 1904 the Maas and the Lind merged further upstream at Gorinchem (@riverhistory).
• The Lind now flows west and merges with the Maas near Woudrichem (@riverwatch).

Primary sources

A history of the two rivers — riverhistory · 2026-05-02
Where the rivers run now — riverwatch · 2026-03-01
"""


def test_a_when_question_takes_the_earliest_report_only_among_facts_that_give_a_date() -> None:
    """The earliest post is preferred for "when", but not a fact that gives no date over one that does."""
    ans = FactIndex.from_texts({"rivers.txt": RIVERS}).answer("When did the Maas and the Lind merge?")
    assert ans.answered, ans.answer
    assert "1421" in ans.answer


STOPS_NEW = STOPS_OLD.replace("Velm Approves Its Tram Line", "Velm Adds a Tram Stop").replace(
    "planned with 22 stops", "now planned with 23 stops").replace("2025-03-02", "2025-09-14")


@pytest.mark.parametrize("question, figure, other", [
    ("how many stops does the tram line have?", "23 stops", "22 stops"),  # the latest, the earlier noted
    ("how many stops was the tram line originally planned with?", "22 stops", "23 stops"),  # the earlier, as asked
])
def test_an_updated_figure_is_the_latest_unless_the_original_is_asked(question: str, figure: str, other: str) -> None:
    """Facts of different dates counting one thing: the latest answers, unless "originally"/"at first" is asked."""
    ans = FactIndex.from_texts({"old.txt": STOPS_OLD, "new.txt": STOPS_NEW}).answer(question)
    assert ans.answered, ans.answer
    first = ans.answer.split("\n")[0]
    assert figure in first and other not in first, ans.answer
    assert any(other in n for n in ans.notes), ans.notes


def test_a_near_tie_gives_both_facts() -> None:
    """Two facts of one digest covering the question alike: the answer gives both, each cited, the first first."""
    digest = """Orrin Valley Dam

The Orrin Valley dam opened on 05-02.

Confirmed

• Behind the Orrin Valley dam, a reservoir holds 2.1 km³ of water (@dam_watch).
• Its six turbines at Orrin Valley take 450 m³/s of water at full load, the dam's operator says (@dam_watch).
• Fish ladders were added in 2026 (@dam_watch).

2027-05-02 ~ 2027-05-03 · 2 related posts

Primary sources

Orrin Valley dam opens — dam_watch · 2027-05-02
"""
    ans = FactIndex.from_texts({"dam.txt": digest}).answer("orrin valley dam water?")
    assert ans.answered and "Also:" in ans.answer and "450" in ans.answer and "2.1" in ans.answer, ans.answer
    assert len(ans.facts) == 2
    ans = FactIndex.from_texts({"dam.txt": digest}).answer("when were fish ladders added")
    assert ans.answered and "Also:" not in ans.answer, ans.answer


ORLA_A = """Hurricane Orla Makes Landfall

Hurricane Orla made landfall near Calder on 09-16.

Confirmed

• Kestrel Risk put insured losses at $9.5 billion, most of it wind damage (@kestrel_risk).
• About 400,000 homes lost power (@calder_power).

2027-09-16 ~ 2027-09-17 · 2 related posts

Primary sources

Orla makes landfall — kestrel_risk · 2027-09-16
"""
ORLA_B = """Four Months After Orla

Four months after Hurricane Orla hit Calder, recovery continues.

Confirmed

• Kestrel Risk has now raised its insured loss estimate to $16.8 billion, citing more flood claims (@kestrel_risk).
• The Calder port reopened to traffic on 09-26 (@kestrel_risk).

2028-01-10 ~ 2028-01-11 · 2 related posts

Primary sources

Orla loss estimate raised — kestrel_risk · 2028-01-10
"""


def test_a_bare_figure_reported_again_later_is_an_update() -> None:
    """"put insured losses at $9.5 billion" and, months later, "raised its insured loss estimate to $16.8 billion": the
    words before the two figures agree (not the names), so the latest is the answer and the earlier is noted."""
    ans = FactIndex.from_texts({"a.txt": ORLA_A, "b.txt": ORLA_B}).answer("what are the insured losses")
    assert ans.answered and "16.8" in ans.answer.split("Also:")[0], ans.answer
    assert any(n.startswith("Updated since") and "9.5" in n for n in ans.notes), ans.notes


def test_different_figures_of_one_company_are_no_update() -> None:
    """"revenue rose to $5.2 billion" and later "profit so far rose to $1.1 billion": the words before the figures
    share only their verbs and names, so neither is an update of the other."""
    first = ORLA_A.replace("• Kestrel Risk put insured losses at $9.5 billion, most of it wind damage (@kestrel_risk).",
                           "• Kestrel Risk said quarterly revenue rose to $5.2 billion (@kestrel_risk).")
    later = ORLA_B.replace("• Kestrel Risk has now raised its insured loss estimate to $16.8 billion, citing more flood "
                           "claims (@kestrel_risk).", "• Kestrel Risk said quarterly profit so far rose to $1.1 billion "
                           "(@kestrel_risk).")
    ans = FactIndex.from_texts({"a.txt": first, "b.txt": later}).answer("what was kestrel risk's quarterly revenue")
    assert "5.2" in ans.answer.split("Also:")[0] and not any(n.startswith("Updated") for n in ans.notes), ans.answer


def test_a_slip_of_originally_still_asks_the_earlier_figure() -> None:
    """"originaly" is "originally": the first figure is asked, and the word itself is no key word."""
    first = ("Harbour Ferry Route\n\nThe harbour ferry is approved.\n\nConfirmed\n\n"
             "• The Kellan Harbour Board approved the ferry route from Dock Lane with 9 piers (@harbour_news).\n\n"
             "2027-02-01 ~ 2027-02-01 · 1 related post\n\nPrimary sources\n\nFerry approved — harbour_news · 2027-02-01\n")
    later = ("Harbour Ferry Route\n\nA pier is added to the harbour ferry.\n\nConfirmed\n\n"
             "• A new pier brings the Kellan ferry route from Dock Lane to 10 piers, the Kellan Harbour Board says "
             "(@kellan_ferry).\n\n2027-06-01 ~ 2027-06-01 · 1 related post\n\nPrimary sources\n\n"
             "Pier added — kellan_ferry · 2027-06-01\n")
    index = FactIndex.from_texts({"a.txt": first, "b.txt": later})
    q = index.matcher.parse_question("how many piers was it originaly planned with?")
    assert "originaly" not in [t.surface for t in q.required]
    assert "9 piers" in index.answer("how many piers was it originaly planned with?").answer.split("\n")[0]


@pytest.mark.parametrize("a, b, more", [("10", "9", None), ("1,234", "1,200", None), ("12.5", "12", "12.5"),
                                        ("2.50", "2.5", "2.50")])
def test_a_whole_number_is_no_more_precise_than_another(a: str, b: str, more: str | None) -> None:
    """10 is no more precise than 9, nor 1,234 than 1,200 (recency decides); decimal places count."""
    from knowledge.compose import _precision
    from knowledge.numbers import extract_quantities

    qa, qb = extract_quantities(a)[0], extract_quantities(b)[0]
    assert (qa.text if _precision(qa) > _precision(qb) else qb.text if _precision(qb) > _precision(qa) else None) == more


def test_near_figures_of_different_things_are_no_disagreement() -> None:
    """"$300 million of equity" and "a plan budgeted at $310 million" measure different things: no "Sources differ"."""
    digest = HILLFORT.replace("• Field firm", "• The owners add $300 million of equity to the hillfort trust "
                              "(@ridge_dig).\n• A visitor centre plan is budgeted at $310 million (@ridge_dig).\n• Field firm")
    answer = FactIndex.from_texts({"hillfort.txt": digest}).answer("how much equity do the owners add to the trust")
    assert answer.answered and "$300 million" in answer.answer.split("\n")[0]
    assert not any(n.startswith("Sources differ") for n in answer.notes)


def test_near_figures_of_one_thing_still_disagree() -> None:
    """"the project cost $450 million" and "spent $470 million on the project": one cost, the later one given."""
    digest = HILLFORT.replace("• Field firm", "• The rampart project cost $450 million (@ridge_dig).\n• Field firm")
    later = ("Hillfort Update\n\nMore on the Brenn Ridge.\n\nConfirmed\n\n• Officials spent $470 million on the "
             "rampart project (@ridge_dig).\n\n2027-06-12 ~ 2027-06-12 · 1 related post\n\nPrimary sources\n\n"
             "Rampart costs — ridge_dig · 2027-06-12\n")
    answer = FactIndex.from_texts({"a.txt": digest, "b.txt": later}).answer("how much did the rampart project cost?")
    assert "$470 million" in answer.answer.split("\n")[0]
    assert any(n.startswith("Sources differ") for n in answer.notes)


def test_a_date_asked_gets_the_report_date_as_a_when_question_does() -> None:
    """"what date did the bridge reopen": the fact's report date is given beside it, as for "when"."""
    index = _story("The bridge reopened to traffic 3 weeks after the repairs began")
    for question in ("what date did the bridge reopen", "when did the bridge reopen"):
        answer = index.answer(question)
        assert answer.answered and "reported 2027-01-01" in answer.answer, answer.answer


_GROUNDED = "Lumen Air is cancelling flights while its jets are grounded."
CANCELLED_OLD, CANCELLED_NEW = _digest_pair(
    ("Lumen Air Cancels Flights", _GROUNDED, ["Lumen Air has cancelled 2,300 flights through the end of May"]),
    ("Lumen Air Flies Again", _GROUNDED,
     ["Lumen Air cancelled about 3,400 flights in all during the grounding and now flies its full schedule"]),
    "2025-06-03")
EMISSIONS_OLD, EMISSIONS_NEW = _digest_pair(
    ("Mount Keldra Erupts", "Mount Keldra erupted on Monday.",
     ["The volcano observatory measured sulphur dioxide emissions from Mount Keldra at about 38,000 tonnes per day"]),
    ("Mount Keldra Erupts", "The eruption is waning.",
     ["Keldra's SO2 emissions have fallen to about 12,000 tonnes per day and the ash column to 4.5 km"]),
    "2025-04-20")


def test_a_figure_asked_as_it_stands_now_is_the_latest_report_however_worded() -> None:
    """"how much sulphur dioxide is it putting out these days": the later "SO2 emissions have fallen to about 12,000 tonnes per
    day" scores far below the first report, whose words the question shares, but it updates that figure; asked
    without "now", the best match stands."""
    index = FactIndex.from_texts({"old.txt": EMISSIONS_OLD, "new.txt": EMISSIONS_NEW}).matcher
    ans = index.answer("how much sulphur dioxide is mount keldra putting out these days?")
    assert ans.answered and "12,000" in ans.answer.split("\n")[0], ans.answer
    assert any(n.startswith("Updated since") and "38,000" in n for n in ans.notes), ans.notes
    ans = index.answer("how much sulphur dioxide did mount keldra put out?")
    assert ans.answered and "38,000" in ans.answer.split("\n")[0], ans.answer


def test_a_count_of_the_same_thing_reported_later_is_an_update_when_one_says_it_is_of_the_moment() -> None:
    """"cancelled 2,300 flights through the end of May" and, later, "about 3,400 flights in all … now flies": one
    of the two says it is a state of the moment, so the later count answers and the earlier is noted."""
    ans = FactIndex.from_texts({"old.txt": CANCELLED_OLD, "new.txt": CANCELLED_NEW}).matcher.answer(
        "how many flights did lumen air have to cancel")
    assert ans.answered and "3,400" in ans.answer.split("\n")[0], ans.answer
    assert any(n.startswith("Updated since") and "2,300" in n for n in ans.notes), ans.notes


_RESPONSE = "The province is paying for the response to the eruption."
FUND_OLD, FUND_NEW = _digest_pair(
    ("Sulan Province Responds to the Eruption", _RESPONSE,
     ["The provincial government released a $12 million emergency fund for the response",
      "Compensation is set at $3 per hen, $1.45 per broiler and $9 per turkey"]),
    ("Sulan Province Adds to Its Eruption Fund", _RESPONSE,
     ["The provincial emergency fund has been increased from $12 million to $19.5 million, mostly for shelters",
      "Compensation for hens rises from $3 to $3.60 per bird"]),
    "2025-05-20")


@pytest.mark.parametrize("question, figure, other, noted", [
    ("how much money is the province putting into the response now", "$19.5 million", None, "$12 million"),
    ("how big was the emergency fund originally", "$12 million", "$19.5 million", None),  # the original, as asked
    ("how much compensation per broiler", "$1.45", "$3.60", None),  # the figure asked is not the one restated
])
def test_a_later_fact_restating_the_answer_figure_as_the_one_it_replaced_answers(
        question: str, figure: str, other: str | None, noted: str | None) -> None:
    """"increased from $12 million to $19.5 million", months after "a $12 million emergency fund": the later fact gives
    the answer's figure as the one it replaced, so it answers and the earlier is noted; not when the original is asked,
    nor when the figure restated is not the one asked."""
    ans = FactIndex.from_texts({"old.txt": FUND_OLD, "new.txt": FUND_NEW}).matcher.answer(question)
    first = ans.answer.split("\n")[0]
    assert ans.answered and figure in first and (other is None or other not in first), ans.answer
    assert noted is None or any(n.startswith("Updated since") and noted in n for n in ans.notes), ans.notes


@pytest.mark.parametrize("question, figure, noted", [
    ("how much did the recount end up costing the town", "$398,500", "$412,000"),  # how it turned out
    ("how much does the recount cost the town", "$398,500", "$412,000"),
])
def test_a_final_figure_set_against_the_estimate_it_replaced_answers(question: str, figure: str, noted: str) -> None:
    """"The final bill came to $398,500, below the commission's $412,000 estimate", months after the estimate: the later
    fact gives the estimate as the figure it replaced, so it answers and the estimate is noted."""
    index = _two_episodes("The town pays for the recount; the commission estimates the cost at about $412,000",
                          "The recount's final bill came to $398,500, below the commission's $412,000 estimate")
    ans = index.answer(question)
    assert ans.answered and figure in ans.answer.split("\n")[0], ans.answer
    assert any(n.startswith("Updated since") and noted in n for n in ans.notes), ans.notes


def test_a_range_from_the_answer_figure_updates_it_once() -> None:
    """"The deduction falls from 35 to 22 points" months after "docks the club 35 points": the bare 35 is a count of
    points too, so the later fact answers, and the one "Updated since" note is not said twice."""
    index = _two_episodes("The independent panel docks the Foxes 35 points and fines the club",
                          "On appeal the deduction falls from 35 to 22 points for the Foxes")
    ans = index.answer("how many points are the foxes docked now")
    assert ans.answered and "22 points" in ans.answer.split("\n")[0], ans.answer
    updated = [n for n in ans.notes if n.startswith("Updated since")]
    assert len(updated) == 1 and "35" in updated[0], ans.notes


def test_a_figure_above_another_is_no_replacement_of_it() -> None:
    """"16% above the $29 they listed at" compares the share price with the listing one: it replaces no figure."""
    index = _two_episodes("Orvane priced its IPO at $29 a share, raising $986 million",
                          "Orvane shares closed at $33.60 on Friday, about 16% above the $29 they listed at")
    ans = index.answer("what price did orvane set for its ipo")
    assert ans.answered and "priced its IPO" in ans.answer.split("\n")[0] and not ans.notes, ans


OPENING_OLD, OPENING_NEW = _digest_pair(
    ("Sulan Province Responds to the Eruption", _RESPONSE,
     ["The new evacuation centre is due to open in Q3 2027",
      "Compensation is set at $3 per hen, $1.45 per broiler and $9 per turkey"]),
    ("Sulan Province Adds to Its Eruption Fund", _RESPONSE,
     ["The new evacuation centre is now due to open in the first half of 2028, instead of Q3 2027",
      "Compensation for hens rises from $3 to $3.60 per bird"]),
    "2025-05-20")


@pytest.mark.parametrize("question, date, other, noted", [
    ("when will the evacuation centre open now?", "first half of 2028", None, "Q3 2027"),
    ("when was the evacuation centre originally due to open?", "Q3 2027", "2028", None),  # the original, as asked
])
def test_a_later_fact_giving_the_answer_date_as_the_one_it_replaced_answers(
        question: str, date: str, other: str | None, noted: str | None) -> None:
    """"now due to open in the first half of 2028, instead of Q3 2027", months after "due to open in Q3 2027": the
    later fact answers a when-question and the earlier date is noted; not when the original date is asked."""
    ans = FactIndex.from_texts({"old.txt": OPENING_OLD, "new.txt": OPENING_NEW}).matcher.answer(question)
    first = ans.answer.split("\n")[0]
    assert ans.answered and date in first and (other is None or other not in first), ans.answer
    assert noted is None or any(n.startswith("Updated since") and noted in n for n in ans.notes), ans.notes


TRIPS_OLD, TRIPS_NEW = _digest_pair(
    ("Velm Approves Its Tram Line", _TRAM_SUMMARY,
     ["Velm Transit has cancelled 2,300 tram trips through the end of May", _TRAM_LINE]),
    ("Velm Trams Back to Full Service", _TRAM_SUMMARY,
     ["Velm Transit cancelled about 3,400 tram trips in all during the closure"]),
    "2025-09-14")


@pytest.mark.parametrize("later, noted", [
    (TRIPS_NEW, True),  # "in all": a final tally replaces the running count
    (TRIPS_NEW.replace("in all during", "during"), False),  # two counts, neither said to be the latest
])
def test_a_later_final_tally_updates_an_earlier_count(later: str, noted: bool) -> None:
    """"cancelled 2,300 trips through the end of May", then months later "cancelled about 3,400 trips in all": the
    total answers and the earlier count is noted, though neither fact says "so far" or "now"."""
    ans = FactIndex.from_texts({"old.txt": TRIPS_OLD, "new.txt": later}).matcher.answer(
        "how many tram trips did velm transit cancel")
    assert ans.answered and "3,400" in ans.answer.split("\n")[0], ans.answer
    assert any(n.startswith("Updated since") and "2,300" in n for n in ans.notes) is noted, ans.notes


@pytest.mark.parametrize("question, expected", [
    ("when will the planning hearing start?", "2028-05-19"),  # the plan was moved: the latest date
    ("when does the planning hearing start now?", "2028-05-19"),
    ("when was the planning hearing originally supposed to start?", "2028-02-10"),  # the first date, as asked
])
def test_a_plan_moved_to_another_date_is_answered_with_the_move(question: str, expected: str) -> None:
    """"moved to 2028-05-19 from its original February date": a when-question gets the date the plan was moved to, not
    the first report's, unless the original date is asked."""
    index = _two_episodes("The hearing will start on 2028-02-10 in Farrowby, with 12 objectors",
                          "The start of the Farrowby planning hearing has been moved to 2028-05-19 from its original "
                          "February date")
    _answers_with(index, question, expected)


def test_a_size_asked_is_not_updated_by_a_later_sum_of_money() -> None:
    """"how big is the fab 9 site": the fact giving the 1,100-acre site answers; a later fact raising the plant's
    "$18 billion" is no update of the size asked."""
    index = _two_episodes("Veridian has broken ground on Fab 9, an $18 billion chip plant on a 1,100-acre site near "
                          "Dunmore",
                          "The Fab 9 budget rose from $18 billion to $21.4 billion because of higher labour costs")
    _answers_with(index, "how big is the fab 9 site", "1,100-acre")

def test_a_place_asked_is_not_swapped_for_a_later_count() -> None:
    """"what city was the snuffbox theft in": the fact placing the theft answers; a later fact updating its count of
    snuffboxes is neither the answer nor a note of it."""
    index = _two_episodes("In the theft, five gold snuffboxes were taken from the Museum Van Aerde in Ghent",
                          "Police recovered three of the snuffboxes after the theft; two snuffboxes are still missing")
    answer = index.answer("what city was the snuffbox theft in?")
    assert answer.answered and "in Ghent" in answer.answer.split("\n")[0] and not answer.notes, answer


def test_a_move_told_without_the_questions_words_is_noted_beside_the_first_date() -> None:
    """"when will the planning hearing start?": the best fact gives 2028-02-10; a later one, too unlike the question
    to answer it, says "the hearing has been pushed back to 2028-05-19": the answer notes the move, dated."""
    index = _two_episodes("The Farrowby planning hearing will start on 2028-02-10",
                          "After the council's appeal, the hearing has been pushed back to 2028-05-19")
    answer = index.answer("when will the planning hearing start?")
    assert answer.answered and "2028-02-10" in answer.answer.split("\n")[0], answer.answer
    assert any(n.startswith("Moved since: \u201chearing has been pushed back to 2028-05-19\u201d")
               and n.endswith("on 2027-09-01.") for n in answer.notes), answer.notes


def test_the_fact_giving_the_day_of_its_titles_month_is_given_alone() -> None:
    """It scores low, so facts as low about something else ("Investigators link the network to three earlier
    shipments") are no near ties of it to add ("Also: …"; a story of tests/data/heldout)."""
    answer = FactIndex.build(ROOT / "tests" / "data" / "heldout" / "smuggling").answer("when are the scales getting burnt?")
    assert answer.answered and "12-09" in answer.answer and "Also:" not in answer.answer, answer.answer


def test_an_increment_beside_a_new_total_still_updates_the_count() -> None:
    """"the toll now stands at 14 after three further deaths": the later fact gives the new total, so it still
    replaces the earlier "11 deaths" (an increment alone would not)."""
    index = _two_episodes("11 storm-related deaths have been confirmed",
                          "The confirmed death toll now stands at 14 after the medical examiner ruled three further "
                          "deaths storm-related")
    _answers_with(index, "how many ppl died", "14")


@pytest.mark.parametrize("question, goes_on", [
    ("why were villagers blocking the road?", True),  # "due to be relocated" is a plan, no cause
    ("how many days did the blockade last?", False),  # no reason asked: the sentence alone
])
def test_a_why_answer_giving_no_cause_goes_on_with_its_paragraph(question: str, goes_on: bool) -> None:
    """"why were villagers blocking the road?": the summary sentence that matches tells the blockade but no cause, so
    the answer goes on with the next sentence of its paragraph, which gives the reason."""
    index = _bullets("Ilvan Gorge Dam Blockade", "Residents of villages due to be relocated blockaded the main access "
                     "road to the dam site for 11 days. The Ilvan Valley Alliance says the compensation on offer is too "
                     "low.", "The dam will be 190 metres tall", "The reservoir will cover 226 km2", *_COMMITTEES)
    answer = index.answer(question)
    assert answer.answered, answer.answer
    assert ("It goes on: The Ilvan Valley Alliance says the compensation" in answer.answer) is goes_on, answer.answer


@pytest.mark.parametrize("first, later, question, figure, noted", [
    ("The fisheries board estimates that 30% of the salmon run has been lost to the algae bloom",
     "The estimated loss of the salmon run is now 45%, the fisheries board says",
     "how much of the salmon run was lost", "45%", "30%"),  # its own words: "now"
    ("The Dunmore cooperative is aiming to raise about £2 million from its members for the new mill",
     "The Dunmore cooperative closed its share offer, raising £2.6 million from 1,900 members for the new mill",
     "how much did the dunmore cooperative raise", "£2.6 million", "£2 million"),  # an aim, then what came of it
])
def test_a_near_later_figure_said_to_replace_the_best_ones_answers(
        first: str, later: str, question: str, figure: str, noted: str) -> None:
    """A near later fact, as much an answer, giving the asked figure as what it now is ("is now 45%") or as what came
    of an aim ("aiming to raise about £2 million", then "raising £2.6 million"), answers with the earlier noted, though
    no "now" is asked."""
    ans = _two_episodes(first, later).answer(question)
    assert ans.answered and figure in ans.answer.split("\n")[0], ans.answer
    assert any(n.startswith("Updated since") and noted in n for n in ans.notes), ans.notes


@pytest.mark.parametrize("text, figure, said", [
    ("The estimated loss is now 45%, the board says", "45%", True),
    ("On appeal the deduction falls from 35 to 22 points", "22", True),
    ("A review puts the cost at £90 million, up from £80 million; homes for sale rise to 250", "250", False),
    ("The cost is now £90 million, and the council will build 250 homes", "250", False),
])
def test_a_figure_is_said_new_only_by_the_words_before_it_in_its_clause(text: str, figure: str, said: bool) -> None:
    """"is now 45%", "from 35 to 22" say the figure replaced another; a "now" or "up from" said of another figure of the
    fact, in another clause, does not ("… up from £80 million; homes for sale rise to 250")."""
    from knowledge.compose import _said_new
    from knowledge.models import Quantity
    assert _said_new(text, Quantity(value=float(figure.rstrip("%")), text=figure)) is said


def test_the_first_one_asked_keeps_its_figure_against_a_later_revised_count() -> None:
    """"the first strike" names the earlier of two: a count later revised "for the first and second strikes" is not its
    figure, though its words say it replaced one."""
    index = _two_episodes("Over the three days of the first strike the airline cancelled 300 flights, affecting about "
                          "40,000 passengers",
                          "The airline has revised its count for the first and second strikes to 700 cancelled flights "
                          "and about 95,000 affected passengers")
    _answers_with(index, "how many passengers were hit by the first strike", "40,000")


def test_a_change_from_a_bare_figure_restates_the_answer_figure() -> None:
    """"will fall from 12 to 9", months after "runs 12 ferries": the bare 12 is the ferries' count given as the one it
    replaced, so the later fact answers."""
    index = _two_episodes("The lake company runs 12 ferries between the three harbours",
                          "The number of ferries the lake company runs will fall from 12 to 9, its owners said")
    ans = index.answer("how many ferries will the lake company have")
    assert ans.answered and "from 12 to 9" in ans.answer.split("\n")[0], ans.answer
    assert any(n.startswith("Updated since") and "9" in n for n in ans.notes), ans.notes


def test_a_date_someone_expects_does_not_date_a_deed_done() -> None:
    """"when did the league confirm the result": the report of the deed done ("confirmed the result on 05-09") answers,
    not an earlier one of a date the club "expects" it by."""
    index = FactIndex.from_texts({"a.txt": (
        "Tarn Rovers\n\nThe league confirmed the result on 05-09 after reviewing the match footage. The club plays at "
        "Tarn Park.\n\nConfirmed\n\n• The payout is made only once the league confirms the result, which the club "
        "expects by mid-May (@desk, @wire).\n• The club's manager said the players were relieved (@desk).\n\n"
        "Update — desk · 2027-03-01\n")})
    for question in ("when did the league confirm the result", "when did the league confirm it"):
        answer = index.answer(question)
        assert answer.answered and "05-09" in answer.answer.split("\n")[0], answer.answer


def test_now_asked_takes_no_report_older_than_the_later_one_ranked_first() -> None:
    """"when does the museum open now": the later "opens on 2029-06-12" answers, not the earliest near report ("no
    earlier than May 2029") that a plain when-question would take."""
    index = _two_episodes("The Kelby museum says it will open no earlier than May 2029",
                          "The Kelby museum opens on 2029-06-12 with 40 galleries, its board said")
    _answers_with(index, "when does the kelby museum open now", "2029-06-12")


def test_a_later_figure_saying_none_of_the_asked_words_updates_nothing() -> None:
    """"how many people had their data stolen in the end": "1,200 people have joined a lawsuit" later is no update of
    "data on 520,000 people was stolen", though both count people."""
    index = _two_episodes("The final review found that data on 520,000 people was stolen from the Orlen bank",
                          "About 1,200 people have joined a class action against Orlen")
    _answers_with(index, "how many people had their data stolen in the end", "520,000")


def test_a_total_asked_gets_the_revised_total_over_every_day() -> None:
    """"how many flights were cancelled in total": the count "across the three strike days" (a total), then its revision
    "to 4,350, up from the 4,100", not one day's count."""
    index = FactIndex.from_texts({"a.txt": (
        "Test Story\n\n"
        "Episode 1 · Strike (2027-03-01, 1 posts)\n\nA summary.\n\nConfirmed\n\n"
        "• On 02-27, 310 of 900 Saturday flights ran and 590 were cancelled (@desk).\n\nStart — desk · 2027-03-01\n\n"
        "Episode 2 · Tally (2027-05-01, 1 posts)\n\nA summary.\n\nConfirmed\n\n"
        "• Across the three strike days Airvel put the number of cancelled flights at about 4,100 (@desk).\n\n"
        "Tally — desk · 2027-05-01\n\n"
        "Episode 3 · Revised (2027-09-01, 1 posts)\n\nA summary.\n\nConfirmed\n\n"
        "• Airvel revised its count of flights cancelled across the three strike days to 4,350, up from the 4,100 it "
        "gave in May (@desk).\n\nLater — desk · 2027-09-01\n")})
    _answers_with(index, "how many flights got cancelled in total", "4,350")


def test_a_figure_of_another_numbered_thing_is_no_update() -> None:
    """"how long was race 3": a later fact giving "Race 5" a time in the same unit tells of another race, not a new
    time for race 3, so the answer keeps the fact that numbers race 3."""
    index = _two_episodes("Race 3 of the regatta took 145 minutes, the longest race so far",
                          "Race 5 of the regatta was won in 62 minutes")
    ans = index.answer("how many minutes did race 3 take")
    assert ans.answered and "145" in ans.answer.split("\n")[0], ans.answer
    assert not any(n.startswith("Updated") for n in ans.notes), ans.notes


def test_a_question_numbering_nothing_still_takes_the_update() -> None:
    """No number asked beside a noun: the later "so far" figure of the same unit is still the latest report."""
    index = _two_episodes("The regatta's longest race so far took 145 minutes",
                          "The regatta's longest race so far now took 162 minutes")
    ans = index.answer("how many minutes did the longest race take")
    assert ans.answered and "162" in ans.answer.split("\n")[0], ans.answer



def test_a_later_fact_citing_the_best_figure_as_its_old_value_updates_it() -> None:
    """"what discount does it offer islanders now": "offers islanders a 15% discount", then "cut the islander discount
    from 15% to 10%" (no "offer"): the later fact cites the figure as its old value, so it answers, the earlier noted;
    "originally" keeps the old one."""
    digest = ("Kellan Ferries Changes Its Fares\n\nThe Kellan ferry operator has new owners.\n\n"
              "Episode 1 · Kellan Ferry Operator Sold (2027-02-01, 1 post)\n\nThe ferry operator was sold.\n\n"
              "Confirmed\n\n• Kellan Ferries offers islanders a 15% discount on every crossing (@harbour_news).\n\n"
              "Primary sources\n\nFerry sold — harbour_news · 2027-02-01\n\n"
              "Episode 2 · New Owners Trim Ferry Perks (2027-06-01, 1 post)\n\nThe new owners changed the fares.\n\n"
              "Confirmed\n\n• The new owners cut the islander discount on crossings from 15% to 10% to cover fuel costs "
              "(@kellan_ferry).\n\nPrimary sources\n\nFerry perks trimmed — kellan_ferry · 2027-06-01\n")
    index = FactIndex.from_texts({"ferry.txt": digest})
    now = index.answer("what discount does kellan ferries offer islanders now")
    assert "from 15% to 10%" in now.answer.split("\n")[0] and any(n.startswith("Updated since") for n in now.notes)
    assert "a 15% discount" in index.answer("what discount did kellan ferries originally offer islanders").answer


def test_a_yes_no_question_naming_no_figure_keeps_its_answer_over_a_later_figure() -> None:
    """"has the ferry left brill harbour yet": the fact telling it left "after 12 days" answers; a later "5 days" of
    something else is no update of a figure the question never asked."""
    index = _two_episodes("The ferry Selka left Brill harbour after 12 days at anchor",
                          "Brill harbour reopened, and the queue of boats now clears in 5 days")
    _answers_with(index, "has the ferry selka left brill harbour yet?", "left Brill harbour")


def test_a_count_asked_of_a_named_holder_is_the_latest_figure_a_list_gives_them() -> None:
    """"how many votes did tolland finish with": the later list "Hesketh 18,902, Brandt 17,455, Tolland 2,196" gives
    Tolland's final count, updating "took 2,140 votes" (the earlier noted)."""
    index = _two_episodes("Independent candidate Mara Tolland took 2,140 votes in the council race",
                          "Final certified totals: Hesketh 18,902, Brandt 17,455, Tolland 2,196")
    ans = index.answer("how many votes did mara tolland finish with")
    assert ans.answered and "2,196" in ans.answer.split("\n")[0], ans.answer
    assert any(n.startswith("Updated since") and "2,140" in n for n in ans.notes), ans.notes
