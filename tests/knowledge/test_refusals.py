"""The coverage refusals (knowledge.refusals): each check runs once, in order, and says what the closest fact lacks."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowledge import support
from knowledge.index import FactIndex
from knowledge.question import read_wen
from knowledge.refusals import REFUSALS, Refusals, _gives_span, _paraphrased, _refers_back, _told_with_gaps
from knowledge.weights import WEIGHTS
from tests.digests import one_digest_index, with_facts
from tests.knowledge.helpers import (
    _COMMITTEES,
    COUNCIL,
    HILLFORT,
    PORT_BOARD,
    ROLES,
    SIGNING,
    SMELTER,
    TRENCH,
    TRIAL,
    _answers_as,
    _answers_first,
    _answers_with,
    _bullets,
    _story,
)


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


_BAKERY = """Marlow Bakeries Delays Its Tessford Bakery

Marlow Bakeries has pushed back the opening of its new Tessford bakery.

Confirmed

\u2022 Marlow Bakeries gave 2028 guidance below investors' expectations and said its Tessford bakery will cost £14 million \
and open in 2029 instead of 2028 (@bakerydesk).
\u2022 Chess champion Ilse Varga, 19, signed a £2 million sponsorship deal with Marlow Bakeries (@bakerydesk).
\u2022 Baker Tomas Reyl, 58, won the Dunmore bread prize on 05-02 (@bakerydesk).
\u2022 A new Kelby depot will create 1200 jobs (@bakerydesk).
\u2022 The Dunmore cafe has 64 seats (@bakerydesk).

Primary sources

Marlow results \u2014 bakerydesk \u00b7 2027-03-02
"""


@pytest.mark.parametrize("question, expected", [
    ("how many people will work at the tessford bakery?", None),  # "gave 2028 guidance below investors'": a year
    ("how many staff will the tessford bakery have?", None),
    ("how many titles has ilse varga won?", None),  # "Ilse Varga, 19, …": her age, beside a sum of money
    ("how many prizes has tomas reyl won?", None),  # "Tomas Reyl, 58, won …": an age, no figure of prizes
    ("how many jobs will the kelby depot create?", "1200 jobs"),  # a year-like figure before a plural noun counts it
    ("how old is ilse varga?", "19"),
    ("how many seats does the dunmore cafe have?", "64 seats"),
    ("how much will the tessford bakery cost?", "£14 million"),
])
def test_a_year_or_an_age_counts_nothing(tmp_path: Path, question: str, expected: str | None) -> None:
    """"How many people will work at the centre": "gave 2028 guidance below analysts' expectations … will cost $185
    million" counts no one (a year counts at most the noun right after it), nor does "Aguirre-Belmonte, 22," count
    goals; "1200 jobs" is a count."""
    (tmp_path / "bakery.txt").write_text(_BAKERY, encoding="utf-8")
    ans = FactIndex.build(tmp_path).answer(question)
    if expected is None:
        assert not ans.answered, ans.answer
    else:
        assert ans.answered and expected in ans.answer, ans.answer


@pytest.fixture(scope="module")
def trial() -> FactIndex:
    """A made-up story from medicine."""
    return FactIndex.from_texts({"trial.txt": TRIAL})


@pytest.mark.parametrize("question, refusal", [
    ("what were the phase 2 results for orvazine?", "\u201cphase 3\u201d, not \u201cphase 2\u201d"),  # another number
    ("who is the ceo of pellmark pharma?", "doesn't mention \u201cpellmark\u201d"),  # Halvern's CEO is named
    ("what's 12 times 14?", "not do sums"),  # arithmetic, whatever figures the facts give
    ("what\u2019s 12 times 14", "not do sums"),  # typed on a phone, its apostrophe curly
])
def test_a_detail_the_facts_lack_is_not_answered_with_a_neighbour(trial: FactIndex, question: str, refusal: str) -> None:
    """A changed number, a role the best fact names nobody for or a figure no fact gives: abstain, say why."""
    ans = trial.answer(question)
    assert not ans.answered, ans.answer
    assert refusal in ans.answer


@pytest.mark.parametrize("question, expected", [
    ("what were the phase 3 results?", "31%"),
    ("who's the ceo of halvern?", "Anna Lind"),
    ("is the trial bigger than 500 adults?", "840 adults"),  # a number compared, not asked about
])
def test_the_same_questions_about_what_the_facts_say_are_answered(trial: FactIndex, question: str, expected: str) -> None:
    """The checks above leave questions the facts answer alone."""
    ans = trial.answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


@pytest.mark.parametrize("facts, refused, name, asked, expected", [
    (("The European Medicines Agency approved orvazine on 05-20 (@pharmawire).",
      "Pellmark will file with the US Food and Drug Administration (FDA) next year (@pharmawire)."),
     "has the fda approved orvazine yet?", "fda", "has the ema approved orvazine yet?", "European Medicines Agency"),
    (("The European Medicines Agency approved orvazine on 05-20 (@pharmawire).",
      "Pellmark will file with the Food and Drug Administration next year (@pharmawire)."),  # spelled out only
     "has the fda approved orvazine yet?", "fda", "has the ema approved orvazine yet?", "European Medicines Agency"),
    (("Pellmark holds a 64% share of the market (@pharmawire).",
      "In May the rival Garfo complained about the deal (@pharmawire)."),
     "whats garfo's market share", "garfo", "whats pellmark's market share", "64%"),
])
def test_an_acronym_or_a_lower_case_name_asked_must_be_in_the_best_fact(facts: tuple[str, ...], refused: str, name: str,
                                                                         asked: str, expected: str) -> None:
    """An acronym the facts write ("FDA") and a name typed in lower case ("garfo"): the best fact must have it."""
    index = FactIndex.from_texts({"trial.txt": with_facts(TRIAL, "Pellmark Pharma licensed", *facts)})
    no = index.answer(refused)
    assert not no.answered and f"\u201c{name}\u201d" in no.answer, no.answer
    yes = index.answer(asked)
    assert yes.answered and expected in yes.answer, yes.answer


@pytest.mark.parametrize("question, answered", [
    ("when will halvern file for approval?", True),  # "in 2027"
    ("when will pellmark license the us rights?", False),  # the fact on the licence gives no date
])
def test_when_something_will_happen_needs_a_date_in_the_fact(trial: FactIndex, question: str, answered: bool) -> None:
    """A future "when" is not answered by the day a fact was reported: the fact itself must give a time."""
    ans = trial.answer(question)
    assert ans.answered is answered, ans.answer


FINE = """Regulator Fines Pratto Over Price Clauses

The national markets authority has fined the delivery app Pratto.

Confirmed

• In May the founder of the rival app Garfo spoke to reporters (@garfo_app).

Episode 1 · Pratto Appeals the Fine (2026-09-15, 2 posts)

Pratto has appealed the fine in court.

Confirmed

• The authority kept its fine of €48.6 million and asked the court to confirm it (@markets_pt).

• Pratto appeal opens — lawdesk · 2026-09-14
• Garfo founder testifies against Pratto — garfo_app · 2026-09-15

Primary sources

Regulator fines Pratto — markets_pt · 2026-05-02
Garfo speaks — garfo_app · 2026-05-03
"""


@pytest.mark.parametrize("question, expected", [
    ("how much was pratto fined?", "€48.6 million"),  # "fined" asks a money figure
    ("how much did garfo get fined by the authority?", None),  # the fine is Pratto's; the episode's other posts name Garfo
])
def test_a_fine_is_money_and_the_fined_one_must_be_named(question: str, expected: str | None) -> None:
    """The titles that count for a name are the best fact's own posts, not every post of its episode."""
    ans = FactIndex.from_texts({"fine.txt": FINE}).answer(question)
    assert ans.answered is (expected is not None), ans.answer
    if expected:
        assert expected in ans.answer
    else:
        assert "\u201cgarfo\u201d" in ans.answer


@pytest.mark.parametrize("question, answered", [
    ("how much did orvazine cut flare-ups in the last 5 years?", True),  # "the last 5 years" names a span
    ("how much did orvazine cut flare-ups in 5 trials?", False),  # a figure no fact gives
    ("how much did orvazine cut flare-ups, the latest in 5 trials?", False),  # a ranked word elsewhere exempts nothing
])
def test_a_number_in_a_span_asked_is_no_unknown_figure(trial: FactIndex, monkeypatch: pytest.MonkeyPatch, question: str,
                                                      answered: bool) -> None:
    """A number right after "last"/"next"/"top" names a span; any other number no fact gives is refused (the rules'
    own reading: the module's index is built before a ``rules_only`` mark could take its cross-encoder away)."""
    monkeypatch.setattr(trial.matcher, "cross_encoder", None)
    ans = trial.answer(question)
    assert ans.answered is answered, ans.answer
    assert ("31%" in ans.answer) is answered


def test_a_relative_only_in_other_facts_leaves_the_word_unknown() -> None:
    """The relative must be in the best fact: "how many yachts carry ore" is not answered by the vessel's fact."""
    ans = FactIndex.from_texts({"smelter.txt": SMELTER}).answer("how many yachts carry ore from the kessock mine?")
    assert not ans.answered, ans.answer
    assert "\u201cyachts\u201d" in ans.answer


def test_a_how_many_question_is_not_answered_by_a_fact_without_a_figure() -> None:
    """"how many boats carry ore from the mine": the fact saying ore comes by rail gives no figure at all."""
    ans = FactIndex.from_texts({"smelter.txt": SMELTER}).answer("how many boats carry ore from the kessock mine?")
    assert not ans.answered and "no figure" in ans.answer, ans.answer


def test_a_month_the_news_is_from_is_no_contrast() -> None:
    """"How did the board vote in October": October's news of the vote answers it, though it names September."""
    ans = FactIndex.from_texts({"board.txt": PORT_BOARD}).answer("how did the harbour board vote on fees in october?")
    assert ans.answered, ans.answer
    assert "6–1" in ans.answer


STRIKE_PAY = """Rail Strike Compensation

Strikes hit the rail network in the spring.

Confirmed

\u2022 GUR has paid \u00a318.6 million in compensation for the March strikes (@commuters).

Primary sources

Compensation paid for strikes \u2014 commuters \u00b7 2027-04-20
"""


@pytest.mark.rules_only
@pytest.mark.parametrize("question,answered", [
    ("how much compensation did gur pay for the april strikes?", False),  # the March strikes', reported in April
    ("how much compensation did gur pay for the march strikes?", True),
    ("how much compensation did gur pay in april?", True),  # April's news of the compensation
])
def test_a_month_the_news_is_from_is_a_contrast_when_the_fact_gives_the_same_thing_another_month(
        question: str, answered: bool) -> None:
    """"the April strikes" asked, "the March strikes" told in April's news: the same thing of another month, refused;
    "paid in April" is still answered by April's news."""
    ans = FactIndex.from_texts({"strikes.txt": STRIKE_PAY}).answer(question)
    assert ans.answered is answered, ans.answer


SHOP_GRANTS = """Tarn Valley Shop Grants

The council is helping shops on the high street.

Confirmed

\u2022 The council will give \u00a34,000 grants to new shops in May, and Tarn Valley cafes say trade is down (@tarnnews).
\u2022 Under the scheme, the town's weekly market will move to the car park for the summer (@tarnnews).
\u2022 March footfall at the covered market fell 12%, the traders' group said (@tarnnews).

Primary sources

Grants for high street shops \u2014 tarnnews \u00b7 2027-04-02
"""


@pytest.mark.parametrize("question,answered", [
    ("how much are the grants for existing shops?", False),  # the fact's are for new shops
    ("how big are the grants for old shops?", False),
    ("how much are the grants for new shops?", True),
    ("how much are the shop grants?", True),  # no modifier asked
    ("how much are the grants for shops in may?", True),  # a month of news, no noun of its own
    ("how much did april market footfall fall?", False),  # March's, told in April's news
    ("how much did march market footfall fall?", True),
    ("how much did footfall fall in april?", True),  # April's news of it
    ("where will the daily market move?", False),  # the weekly market moves
    ("where will the weekly market move?", True),
])
def test_a_modifier_contrasted_before_the_same_noun_is_another_thing(question: str, answered: bool) -> None:
    """"existing shops" asked, "new shops" told (world.json ``modifier_contrasts``): the same noun of another kind,
    refused; a month or period asked two words before the noun ("the April shop grants") is contrasted there too."""
    ans = FactIndex.from_texts({"grants.txt": SHOP_GRANTS}).answer(question)
    assert ans.answered is answered, ans.answer


PUPIL_LUNCHES = """Ferrowby Free School Lunches

The county is paying for lunches in its schools.

Confirmed

\u2022 Free lunches for all elementary school pupils will cost the county \u00a32.3 million a year (@ferrowbypost).
\u2022 The water bill for residential customers rises 4% in July, the utility said (@ferrowbypost).
\u2022 Two commercial kitchens in Ferrowby will cook the lunches from September (@ferrowbypost).

Primary sources

County to pay for school lunches \u2014 ferrowbypost \u00b7 2027-03-09
"""


@pytest.mark.parametrize("question,answered", [
    ("how much will free lunches for middle school pupils cost?", False),  # the fact's are for elementary schools
    ("how much will free lunches for high school pupils cost?", False),
    ("how much will free lunches for elementary school pupils cost?", True),
    ("how much will the free school lunches cost?", True),  # no level asked
    ("how much does the water bill for commercial customers rise?", False),  # the residential one rises
    ("how much does the water bill for residential customers rise?", True),
])
def test_a_school_level_or_customer_class_before_the_same_noun_is_another_kind(question: str, answered: bool) -> None:
    """"middle school" asked, "elementary school" told; "commercial customers" asked, "residential customers" told
    (world.json ``modifier_contrasts``): the same noun of another kind, refused."""
    ans = FactIndex.from_texts({"lunches.txt": PUPIL_LUNCHES}).answer(question)
    assert ans.answered is answered, ans.answer


def test_only_a_deputy_is_no_answer_for_the_role() -> None:
    """"Who is the mayor": a fact naming only the deputy mayor says who the mayor is not."""
    ans = FactIndex.from_texts({"council.txt": COUNCIL.replace("Mayor Piet Havel said", "A spokesman said")}).answer(
        "who is the mayor?")
    assert not ans.answered, ans.answer
    assert "deputy" in ans.answer


QUARRY = """Rock Fall Closes Hollin Quarry

A rock fall closed the Hollin quarry on 03-04.

Confirmed

• The rock fall blocked the main haul road and trapped 3 trucks (@hollin_news).
• The quarry last flooded in 1987, when the river burst its banks (@hollin_news).
• The owners say the quarry will reopen in May (@hollin_stone).
"""


@pytest.mark.parametrize("question, answered", [
    ("how many trucks were trapped by the rock fall?", True),
    ("how many trucks were trapped in the 1987 rock fall?", False),  # a year the best fact does not name
    ("how big are the trapped trucks, like in mm?", False),  # a unit named: a length asked, and none is given
])
def test_a_year_or_a_unit_named_must_be_in_the_answer(question: str, answered: bool) -> None:
    """"in the 1987 flood", "in tonnes": the best fact must name that year, or give a figure of that kind."""
    ans = FactIndex.from_texts({"quarry.txt": QUARRY}).answer(question)
    assert ans.answered is answered, ans.answer


@pytest.mark.parametrize("question, expected", [
    ("how old is lind", "22"),  # the age in apposition after his name
    ("how old is the keeper", "38 years old"),
    ("how old is ada kerr", None),  # no fact gives her age: "since 2024" is a year, not an age
])
def test_how_old_asks_an_age(question: str, expected: str | None) -> None:
    """"how old" is answered by an age told ("Lind, 22,", "38 years old"), never by another figure about the person."""
    ans = FactIndex.from_texts({"signing.txt": SIGNING}).answer(question)
    if expected is None:
        assert not ans.answered and "no age" in ans.answer, ans.answer
    else:
        assert ans.answered and expected in ans.answer, ans.answer


@pytest.mark.parametrize("question, answered", [
    ("did lind sign his contract with zarvik?", False),  # "zarvik": no English word, no fact's: a name they lack
    ("did lind sign his contract with the club?", True),
    ("did lind sign his contract shoulda been longer", True),  # chat: "shoulda" is "should have"
    ("did lind sign his contract in australia", False),  # a proper noun (WordNet writes it capitalised) is a name
])
def test_an_unknown_word_that_is_no_english_word_is_a_name(question: str, answered: bool) -> None:
    """A word typed in lower case that WordNet does not hold names something; no fact naming it, no answer."""
    ans = FactIndex.from_texts({"signing.txt": SIGNING}).answer(question)
    assert ans.answered is answered, ans.answer
    assert answered or "zarvik" in ans.answer or "australia" in ans.answer


RANSOM = """Hospital Group Hit by Ransomware

Servers at the Brenna hospital group were encrypted on 01-12, and 1,850 appointments were postponed.

Confirmed

• The attackers demanded a ransom of €4.2 million in bitcoin (@brenna_it).
• The group restored its systems from backups in nine days (@brenna_it).
• Three hospitals diverted ambulances to St. Anne's for two days (@brenna_it).
• The data protection authority opened an investigation on 01-20 (@dpa_news).
• About 340 GB of patient files were published online on 02-02 (@dpa_news).

2028-01-12 ~ 2028-01-13 · 2 related posts

Primary sources

Brenna hospital group hit by ransomware — brenna_it · 2028-01-12
"""


@pytest.mark.parametrize("question, answered", [
    ("how much ransom did the hackers want", True),  # "hackers": the fact says "attackers"; it has "ransom"
    ("how much ransom did the zarvik hackers want", False),  # a name no fact has still refuses
    ("how many hackers demanded it", False),  # what is counted is never excused
    ("when was the ransom paid", False),  # nor the verb a when-question asks: no fact says it was paid
])
def test_an_english_word_no_fact_uses_is_weighed_when_the_best_fact_has_the_rest(question: str, answered: bool) -> None:
    """An English word the digests don't use is not refused on when the best fact has every other key word."""
    ans = FactIndex.from_texts({"ransom.txt": RANSOM}).answer(question)
    assert ans.answered is answered, ans.answer
    assert not answered or "4.2 million" in ans.answer


@pytest.mark.parametrize("question, answered", [
    ("how old are the rescued miners", False),  # "rescued, 4 had broken bones": a count, not an age
    ("how old is ines hald", False),  # "founded by Ines Hald, said in 2024": no age
    ("how old is the mill", True),  # a thing's age is the year it was built
])
def test_an_age_is_told_not_any_figure_near_a_name(question: str, answered: bool) -> None:
    """An apposition closed by a comma or a full stop is an age; "N had", "founded by X, … in 2024" are none."""
    digest = """Mill Collapse in Velmar

Part of the old Velmar mill collapsed on 03-02; the mill was built in 1887.

Confirmed

• Of the miners rescued, 4 had broken bones (@velmar_news).
• Velmar Mining, founded by Ines Hald, said in 2024 that the mill needed repairs (@velmar_news).

2027-03-02 ~ 2027-03-03 · 2 related posts

Primary sources

Mill collapses — velmar_news · 2027-03-02
"""
    ans = FactIndex.from_texts({"mill.txt": digest}).answer(question)
    assert ans.answered is answered, ans.answer
    assert not answered or "1887" in ans.answer


TERMINALS = """Airport Terminals Reopen After the Storm

Two of the airport's terminals reopened on 09-20.

Confirmed

• Terminals A and B reopened on 09-20 after the roof repairs (@airport_news).
• About 14,000 passengers used them on the first day (@airport_news).

2027-09-20 ~ 2027-09-21 · 2 related posts

Primary sources

Terminals reopen — airport_news · 2027-09-20
"""


@pytest.mark.parametrize("question, answered", [
    ("when did terminal c reopen", False),  # "Terminals A and B": another terminal, not C
    ("when did terminal b reopen", True),  # one of the listed letters
    ("when did the terminals r reopen", True),  # chat's "r" ("are") is no letter naming a terminal
])
def test_a_letter_names_one_of_its_kind(question: str, answered: bool) -> None:
    """"terminal c" asked, "Terminals A and B" told: another one of the kind, as "phase 2" against "phase 3"."""
    ans = FactIndex.from_texts({"terminals.txt": TERMINALS}).answer(question)
    assert ans.answered is answered, ans.answer
    assert answered or "terminal c" in ans.answer.lower()


@pytest.mark.parametrize("question, answered", [
    ("how much were the uninsured losses at the airport", False),  # WordNet's opposite of "insured"
    ("how much were the insured losses at the airport", True),
])
def test_a_negating_prefix_is_a_changed_detail(question: str, answered: bool) -> None:
    """"uninsured" asked, "insured" told: the closest fact speaks of the other, as "north" against "south"."""
    digest = TERMINALS.replace("• About 14,000", "• Insured losses at the airport came to $90 million (@airport_news).\n"
                               "• About 14,000")
    ans = FactIndex.from_texts({"terminals.txt": digest}).answer(question)
    assert ans.answered is answered, ans.answer
    assert answered or "speaks of \u201cinsured\u201d, not \u201cuninsured\u201d" in ans.answer, ans.answer


DIVE = """Wreck Divers Raise More Finds

The dive team working the Orrin wreck has raised more objects.

Confirmed

• Divers have now recorded 540 artefacts on the Orrin wreck (@dive_news).
• Tempra puts the number of affected dive computers at 18, all running old firmware (@dive_news).
• Six of eight sonar buoys met their targets (@dive_news).

2027-06-02 ~ 2027-06-03 · 2 related posts

Primary sources

Orrin finds — dive_news · 2027-06-02
"""


@pytest.mark.parametrize("question, expected", [
    ("how many divers are on the team", None),  # the facts speak of divers; the figure beside them counts artefacts
    ("how many artefacts have divers recorded", "540"),
    ("how many dive computers were affected", "18"),  # a figure after the noun: "the number of … computers at 18"
    ("how many buoys met their targets", "Six of eight"),  # the noun counted, not the verb's object ("targets")
])
def test_how_many_needs_a_figure_counting_it(question: str, expected: str | None) -> None:
    """"how many X" is answered by a figure that counts X, before it or after it in its clause, or not at all."""
    ans = FactIndex.from_texts({"dive.txt": DIVE}).answer(question)
    if expected is None:
        assert not ans.answered and "counts something else" in ans.answer, ans.answer
    else:
        assert ans.answered and expected in ans.answer.split("Also:")[0], ans.answer


@pytest.mark.parametrize("fact, question, expected", [
    ("Passengers on board numbered 212, the coast guard said", "how many passengers were on board", "212"),
    ("Confirmed cases rose by 40 this week to 312", "how many confirmed cases are there", "312"),
])
def test_how_many_is_not_refused_without_another_noun_counted(fact: str, question: str, expected: str) -> None:
    """The refusal needs a figure counting something else ("540 artefacts"), not merely no pattern matched."""
    digest = DIVE.replace("• Six of eight", f"• {fact} (@dive_news).\n• Six of eight")
    ans = FactIndex.from_texts({"dive.txt": digest}).answer(question)
    assert ans.answered and expected in ans.answer, ans.answer


def test_a_prefix_that_negates_nothing_is_no_changed_detail() -> None:
    """"unrest" is no opposite of "rest" (WordNet holds no such pair): "the rest of the region" is no other member."""
    digest = """Calder Mill Protests

Protests broke out in Calder after the mill closed.

Confirmed

• Protests in Calder began on 05-02 after the mill closed, while the rest of the region stayed calm (@calder_news).
• The mill employed 400 people (@calder_news).

2027-05-02 ~ 2027-05-03 · 2 related posts

Primary sources

Calder protests — calder_news · 2027-05-02
"""
    ans = FactIndex.from_texts({"calder.txt": digest}).answer("when did the unrest in calder begin")
    assert ans.answered and "05-02" in ans.answer, ans.answer


def test_a_negating_prefix_wordnet_lacks_still_turns_a_word_round() -> None:
    """"unlicensed" asked, "licensed" told: an -ed word after un- is its opposite even where WordNet lists no pair."""
    digest = TERMINALS.replace("• About 14,000", "• Police stopped 120 licensed drivers at the airport (@airport_news).\n"
                               "• About 14,000")
    ans = FactIndex.from_texts({"terminals.txt": digest}).answer("how many unlicensed drivers did police stop")
    assert not ans.answered and "unlicensed" in ans.answer, ans.answer


@pytest.mark.parametrize("question, fact", [
    ("how old is the refinery?", "Analysts said the refinery's controls were stuck in the Stone Age (@ridge_dig)."),
    ("how old is the premier?", "The premier met 3,000 BC residents at the rally (@ridge_dig)."),
])
def test_a_date_that_dates_nothing_is_no_age(question: str, fact: str) -> None:
    """"stuck in the Stone Age" and "BC residents" tell nobody's age."""
    digest = HILLFORT.replace("• Field firm", f"• {fact}\n• Field firm")
    assert not FactIndex.from_texts({"hillfort.txt": digest}).answer(question).answered


def test_how_many_people_needs_a_figure_of_people_or_of_what_they_did() -> None:
    """A fact counting timbers does not say how many people lived there; "26,000 signatures" counts who signed."""
    digest = TRENCH.replace("• Dr Ann Vale", "• About 600 worked timbers from the moor village went to the museum "
                            "(@moor_dig).\n• The petition to save the moor passed 26,000 signatures (@moor_dig).\n• Dr Ann Vale")
    index = FactIndex.from_texts({"trench.txt": digest})
    assert not index.answer("how many people lived in the moor village?").answered
    assert "26,000" in index.answer("how many people signed the petition to save the moor").answer


def test_a_year_after_a_name_is_a_year_asked() -> None:
    """"vale's 2023 dig": the year is asked even after a possessive name; a fact without it is no answer."""
    digest = TRENCH.replace("• The storm", "• Dr Ann Vale's team opened 14 trenches on the moor (@moor_dig).\n"
                            "• The moor was first surveyed from the air in 2023 (@moor_dig).\n• The storm")
    answer = FactIndex.from_texts({"trench.txt": digest}).answer("how many trenches did the team open in vale's 2023 dig?")
    assert not answer.answered and "2023" in answer.answer


def test_which_other_asks_for_a_name_the_question_does_not_give() -> None:
    """"which other banks … besides Harcourt Lyle": a fact naming only Harcourt Lyle Bank is no answer; one naming
    another river answers "what other river"."""
    digest = HILLFORT.replace("• Field firm", "• The loan for the hillfort trust is led by Harcourt Lyle Bank "
                              "(@ridge_dig).\n• The Brenn and the Dove rivers drain the ridge (@ridge_dig).\n• Field firm")
    index = FactIndex.from_texts({"hillfort.txt": digest})
    assert not index.answer("which other banks are in the hillfort trust loan besides harcourt lyle?").answered
    assert "Dove" in index.answer("the brenn and what other river drain the ridge?").answer


def test_who_else_asks_for_a_person_the_question_does_not_name() -> None:
    """"who else sits on the appeals panel besides Ada Vance": a fact naming only her is no answer; one naming
    another member answers."""
    digest = HILLFORT.replace("• Field firm", "• The Appeals Panel, chaired by Ada Vance, meets in May (@ridge_dig).\n"
                              "• Field firm")
    index = FactIndex.from_texts({"hillfort.txt": digest})
    for question in ("who else sits on the appeals panel besides ada vance?",
                     "who are the other members of the appeals panel besides ada vance?"):
        answer = index.answer(question)
        assert not answer.answered and "names no one else" in answer.answer
    grown = FactIndex.from_texts({"hillfort.txt": digest.replace("chaired by Ada Vance", "chaired by Ada Vance with Tom Reis")})
    assert "Tom Reis" in grown.answer("who else sits on the appeals panel besides ada vance?").answer


@pytest.mark.parametrize("question, expected", [
    ("who's the mayor of marlow bay?", None),  # the mayor named is Port Tenby's
    ("who is the sheriff of marlow county?", None),  # the sheriff named is Harlan County's
    ("who's the mayor of port tenby?", "Joel Brandt"),
    ("who is the ceo of tenby freight", "Priya Holm"),  # not Loomcart's chief executive
    ("whos the ceo of tenby freight", "Priya Holm"),  # "whos": who's, a who-question of its role
    ("whos the mayor of marlow bay", None),
])
def test_a_role_held_for_another_is_no_answer(question: str, expected: str | None) -> None:
    """"the mayor of Marlow Bay" is not answered by Port Tenby's mayor; a fact naming the role with no other's name
    before it goes first."""
    answer = FactIndex.from_texts({"roles.txt": ROLES}).answer(question)
    if expected is None:
        assert not answer.answered
    else:
        assert answer.answered and expected in answer.answer.split("\n")[0]


def test_the_name_of_a_role_is_a_who_question() -> None:
    """"what's the name of Tenby Freight's chief financial officer": the chief executive is no answer."""
    answer = FactIndex.from_texts({"roles.txt": ROLES}).answer(
        "what's the name of tenby freight's chief financial officer?")
    assert not answer.answered and "chief financial officer" in answer.answer


@pytest.mark.parametrize("fact, question", [
    ("A crowd of 45,000 fans watched the final at Wembley", "how many people were at the final?"),
    ("The crash killed 14 and injured 30 on the motorway", "how many people died in the crash?"),
    ("About 1,000 families were evacuated from the valley", "how many people had to leave the valley?"),
])
def test_people_counted_as_a_group_or_by_a_bare_figure(fact: str, question: str) -> None:
    """Fans, families and a bare "killed 14" count people: no "counts something else"."""
    assert _story(fact, "The home side won 2-1 after extra time").answer(question).answered


@pytest.mark.parametrize("fact, question", [
    ("After talks with Ukraine, President Emmanuel Macron said France would send more aid",
     "who is the president of france?"),  # the name before the comma is another clause's
    ("In a statement, Democratic Mayor Karen Bass said Los Angeles would rebuild", "who is the mayor of los angeles?"),
    ("On Monday, NYC Mayor Eric Adams announced a new budget for New York", "who is the mayor of new york?"),
    ("Speaking in Tokyo, Japanese Prime Minister Shigeru Ishiba said Japan would respond", "who is japan's prime minister?"),
])
def test_a_party_a_nationality_or_another_clause_holds_no_role(fact: str, question: str) -> None:
    """"Democratic Mayor", "Japanese Prime Minister", "NYC Mayor" and a name across a comma are no other holder."""
    assert _story(fact).answer(question).answered


@pytest.mark.rules_only
def test_a_year_in_an_events_name_is_no_year_asked() -> None:
    """"paris 2024": the Games' name, answered by "the Paris Olympics" (only "paris's 2024 …" asks the year)."""
    index = _story("The Paris Olympics cost 6.6 billion euros, the audit office said", "The 2024 budget was set in 2019")
    assert index.answer("how much did paris 2024 cost?").answered


def test_which_other_with_common_words_is_answered() -> None:
    """"which other symptoms besides fever": the items are lower-case words, not names."""
    assert _story("Besides fever, the most common symptoms were cough and fatigue").answer(
        "which other symptoms besides fever were common?").answered


def test_what_date_needs_a_fact_giving_a_date() -> None:
    """"what date will the bridge open": a fact that gives none is no answer; one that does is."""
    answer = _story("The new bridge will open after safety checks").answer("what date will the new bridge open")
    assert not answer.answered and "no date" in answer.answer
    answer = _story("The new bridge will open on 14 June after safety checks").answer("what date will the new bridge open")
    assert answer.answered and "14 June" in answer.answer, answer.answer
    assert _story("No date has been set for the retrial").answer("what date is the retrial").answered  # it says so


@pytest.mark.parametrize("question, answered", [
    ("how much did the new electric buses cost?", False),  # revenue is no cost: one detail changed
    ("how much revenue will the charge bring in for the buses", True),
])
def test_money_and_trade_words_that_exclude_one_another_are_contrasts(question: str, answered: bool) -> None:
    """A fact giving the revenue does not answer "how much did it cost": revenue and cost exclude one another."""
    index = _bullets("Congestion Charge", "A city brings in a charge.",
                     "The charge will bring in revenue of £74 million a year, ring-fenced for 60 new electric buses",
                     "On the first day 4,100 tickets were sold at the depot")
    answer = index.answer(question)
    assert answer.answered is answered, answer.answer


@pytest.mark.parametrize("question, expected", [
    ("who owns the harlow dairy", None),  # the facts about the dairy name no owner
    ("who insures the harlow dairy", "Castle Mutual"),
    ("who owns the farm", "Jan Visser"),  # its owner named: the tie is stated
    ("who founded orvane", "Dalia Renhart"),
])
def test_a_who_question_asking_a_tie_needs_a_fact_stating_it(question: str, expected: str | None) -> None:
    """"who owns the dairy": a fact about the dairy that states no owner is no answer, whoever else it names."""
    index = _bullets("Dairy Story", "A dairy recalls its cheese.",
                     "The farm's owner is Jan Visser, a local breeder",
                     "The Harlow dairy is insured by Castle Mutual",
                     "Orvane was founded in 2019 by Dalia Renhart",
                     "The Harlow dairy, run by manager Ina Holt, makes 40 tonnes of cheese a week")
    _answers_first(index, question, expected)


@pytest.mark.parametrize("question, answered", [
    ("how many visitors did the zoo get in total last year", False),  # its figures are shares and money: no count
    ("how many visitors came on the first weekend", True),
])
def test_a_how_many_question_is_not_answered_by_measures_alone(question: str, answered: bool) -> None:
    """"how many visitors": a fact whose every figure is a measure ("18% higher", "£12") counts no visitors."""
    index = _bullets("Zoo Cubs", "A zoo shows its new cubs.",
                     "Visitor numbers at the zoo last year were 18% higher than the year before, and tickets rose to £12",
                     "On the first weekend 9,400 visitors came to see the cubs")
    answer = index.answer(question)
    assert answer.answered is answered, answer.answer


@pytest.mark.parametrize("question, answered", [
    ("how many doctors joined the walkout", False),  # the fact counts nurses
    ("how many nurses joined the walkout", True),
    ("how many people joined the walkout", True),  # people as such: nurses are people
])
def test_a_count_of_one_kind_of_people_is_not_answered_with_another(question: str, answered: bool) -> None:
    """"how many doctors joined the walkout": a fact counting 1,140 nurses, which says nothing of doctors, counts
    something else (doctors are named elsewhere, so the word alone does not refuse it)."""
    index = _bullets("Hospital Strike", "Nurses at the Kestrel Royal walked out.",
                     "About 1,140 nurses joined the walkout at the Kestrel Royal on 03-04",
                     "Junior doctors at the trust are balloting on pay")
    answer = index.answer(question)
    assert answer.answered is answered, answer.answer
    if answered:
        assert "1,140" in answer.answer.split("\n")[0], answer.answer


@pytest.mark.parametrize("question, expected", [
    ("what time did the robbery happen", "03:05"),  # a clock time, not a span of time
    ("what time did the earthquake hit", "03:27"),  # "struck"
    ("what time did the generator fail?", None),  # the fact gives its day, no time of day
])
def test_what_time_asks_a_time_of_day(question: str, expected: str | None) -> None:
    """"what time did it happen": a fact giving the clock time answers it (the question measures no duration); one
    giving only the day does not."""
    index = _bullets("Night of Trouble", "Three incidents in one week.",
                     "The robbery took place between 03:05 and 03:22 on 11-14",
                     "A magnitude 6.9 earthquake struck the city at 03:27 on 10-02",
                     "The backup generator at the hospital failed on 07-16, leaving it without power for three hours")
    answer = index.answer(question)
    if expected is None:
        assert not answer.answered, answer.answer
        assert "time of day" in answer.answer, answer.answer
    else:
        assert answer.answered and expected in answer.answer.split("\n")[0], answer.answer


def test_a_candidate_a_rule_put_first_is_not_refused_by_the_score_floor() -> None:
    """The score floor asks whether anything matched the question well: a lower candidate that a rule put first (a
    name, a cause, a title holder) is judged by the decision, not refused because its own score is under the floor."""
    index = _bullets("Mine Rescue", "Twelve miners are trapped.",
                     "Drillers are reaming a rescue shaft wide enough for a hoisting capsule to pull the men up",
                     "All twelve rode in Kestrel, a steel capsule")
    m = index.matcher
    text = "what's the capsule they pulled them up in called"
    q = m.parse_question(read_wen(text))
    scored, foreign = m.rank(q)
    low = min(scored, key=lambda s: s.score)
    assert low.score < WEIGHTS.answer_threshold <= max(s.score for s in scored)
    promoted = [low] + [s for s in scored if s is not low]
    assert m.coverage_refusal(q, promoted, foreign, text) != "The digests don't say."
    nothing = [s for s in scored if s.score < WEIGHTS.answer_threshold]  # nothing matched well: refused
    assert m.coverage_refusal(q, nothing, foreign, text) == "The digests don't say."


@pytest.mark.parametrize("question, answered", [
    ("how many flights were cancelled at tarnby airport?", False),  # Tarnby is said, but not with a figure
    ("how many flights were cancelled at halvik airport?", True),
])
def test_a_figure_asked_of_a_name_said_only_in_another_clause_is_refused(question: str, answered: bool) -> None:
    """"how many flights were cancelled at Tarnby": a fact whose 214 cancellations were at Halvik, and which says of
    Tarnby only that it stayed open, gives no figure for Tarnby."""
    index = _bullets("Ash Cloud", "An eruption closed airports.",
                     "Halvik airport closed at 05:15 and 214 flights were cancelled there; Tarnby airport on the north coast "
                     "stayed open",
                     "Airlines said the ash cloud drifted east on the second day",
                     "Ash fell on farms north of the volcano",
                     "Schools near the volcano closed for a week")
    answer = index.answer(question)
    assert answer.answered is answered, answer.answer
    if answered:
        assert "214" in answer.answer.split("\n")[0], answer.answer
    else:
        assert "no figure for \u201ctarnby\u201d" in answer.answer, answer.answer


@pytest.mark.parametrize("question, expected", [
    ("how many injuries were there in marlow county?", None),  # Marlow County's clause counts homes, not injuries
    ("how many homes were damaged in marlow county?", "310 homes"),
    ("how many injuries did the storm cause?", "42 injuries"),
    ("how much is Pennock Rail paying for its depots?", None),  # the sum is Brightline's
    ("how much is brightline paying for the depots?", "£18 million"),
    ("how many depots is pennock rail taking?", "the other four"),  # "the other four": depots, the noun left out
    ("how many homes were damaged in tessel county?", "Tessel County 95"),  # "Tessel County 95": homes damaged
    ("how many followers did Vane's channel get in its first week?", "90,000 followers"),  # "the channel": Vane's
])
def test_a_figure_of_the_measure_asked_told_only_for_another_one_is_refused(question: str, expected: str | None) \
        -> None:
    """A name asked whose clauses give no figure of the measure asked while another clause does (the injuries
    counted overall, the sum paid by the other buyer) is refused; a clause pointing back ("the channel") is no other."""
    index = _story("The storm caused 42 injuries across the region; Marlow County reported 310 homes damaged and "
                   "Tessel County 95",
                   "Brightline is buying six depots for £18 million and Pennock Rail is taking the other four",
                   "Vane's channel posted 3 clips on Monday, and the channel gained 90,000 followers in its first week",
                   "Schools in the region reopened on Thursday")
    _answers_first(index, question, expected)


def test_a_figure_left_without_its_noun_counts_what_its_own_clause_counts() -> None:
    """"Harrow has 1,204 cases, the Sorrel Coast 611" counts cases, not the deaths the clause before counts; "Pennock
    Rail is taking the other four" counts the depots the clause before counts; a year at a clause's end counts nothing."""
    deaths = frozenset({"death"})
    tells = lambda p: support.counts(deaths, p)  # noqa: E731 -- a one-line stand-in for the clause test
    assert _told_with_gaps(["The agency counts five deaths", "Harrow has 1,204 cases, the Sorrel Coast 611"], tells,
                           deaths) == [True, False]
    assert _told_with_gaps(["Ferrow reported five deaths", "Dunmore three"], tells, deaths) == [True, True]
    assert _told_with_gaps(["Ferrow reported five deaths", "Dunmore reopened in 2027"], tells, deaths) == [True, False]


@pytest.mark.parametrize("facts, question, word", [
    (("Chief executive Ana Ruiz said sales rose 4% this year", "The company has 240 staff"), "who is the cfo?", "cfo"),
    (("Chief executive Ana Ruiz said sales rose 4% this year", "The company has 240 staff"), "who is the founder?",
     "founder"),
    (("The steel supplier, Harrow Steel, delivered 40 beams in May", "The bridge has 240 metres of deck"),
     "which contractor is building the bridge?", "contractor"),
])
def test_one_role_is_not_another(facts: tuple[str, ...], question: str, word: str) -> None:
    """A chief executive is no CFO or founder, a supplier no contractor: the reply says no fact speaks of the role."""
    answer = _story(*facts).answer(question)
    assert not answer.answered and f"nothing in them mentions \u201c{word}\u201d" in answer.answer, answer.answer


@pytest.mark.parametrize("question, answered, said", [
    ("what's the price of copper right now?", False, "nothing in them mentions \u201ccopper\u201d"),  # what the price is of
    ("what's the price of a ride now?", True, "EUR 3.20"),
    ("thanks bot ur the best", False, "I can only answer questions about the story"),  # thanks, nothing asked
    ("thanks, how many stops are there?", True, "23 stops"),
])
def test_what_a_figure_is_of_is_never_taken_as_said_otherwise(question: str, answered: bool, said: str) -> None:
    """"the price of copper": an English word no fact uses is often said otherwise, but not the thing the asked figure
    is of (a fact giving a fare is no answer); thanks with nothing asked is no question."""
    index = one_digest_index("Fares now cost EUR 3.20 a ride, the price the council set in March",
                             "The tram line opened in March with 23 stops")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("how much is the toll for a car through the tunnel?", False, "nothing in them mentions \u201ctoll\u201d"),
    ("how much will the repairs cost?", True, "\u20ac46.5 million"),
])
def test_a_priced_thing_is_not_said_by_any_figure_of_money(question: str, answered: bool, said: str) -> None:
    """"how much is the toll": WordNet relates a toll to a cost, but every money figure is a cost; the repair bill
    is not the toll."""
    index = one_digest_index("Repairs to the tunnel are now costed at \u20ac46.5 million, up from \u20ac38 million",
                             "The tunnel reopened to lorries on 06-02 after a fire in its lining")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("who chairs the panel?", True, "Ian Holt"),  # "chairman"
    ("who chairs the inquiry?", True, "Ada Vance"),  # "chaired by"
    ("who chairs the corrowan trust?", False, "doesn't mention \u201cchairs\u201d"),  # the trust, named, chaired by no one
])
def test_who_chairs_x_needs_a_fact_saying_who_chairs_it(question: str, answered: bool, said: str) -> None:
    """"who chairs X" asks who holds the chair (world.json relation_verbs): a fact naming X that says nothing of a
    chair is no answer, whatever names it holds."""
    index = one_digest_index("The panel, whose chairman is Ian Holt, met on 05-02",
                             "The Corrowan Trust gave \u00a31.5 million to the appeal, and Halden Bank \u00a3200,000",
                             "The inquiry is chaired by retired judge Ada Vance")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("facts, question, said", [
    (["Salvage contractor Halvorsen Marine refloated the ship on 06-19 using two tugs and 40 crew",
      "The owner has declared general average, and cargo owners must post 41% of cargo value"],
     "how much did halvorsen charge for the salvage job?", None),
    (["Salvage contractor Halvorsen Marine charged EUR 2.4 million to refloat the ship on 06-19",
      "The owner has declared general average, and cargo owners must post 41% of cargo value"],
     "how much did halvorsen charge for the salvage job?", "EUR 2.4 million"),
    (["Superintendent Tobias Wrenfield said the district may have to close up to three schools",
      "The district's deficit is projected at $44.1 million"], "what's superintendent wrenfield's salary?", None),
])
def test_how_much_someone_charged_or_earns_needs_a_money_figure(facts: list[str], question: str,
                                                                said: str | None) -> None:
    """"how much did X charge", "X's salary": money is asked, so a fact about X with no money figure is no answer."""
    ans = one_digest_index(*facts).answer(question)
    if said is None:
        assert not ans.answered and "money figure" in ans.answer, ans.answer
    else:
        assert ans.answered and said in ans.answer, ans.answer


def test_a_when_question_needs_a_date_in_the_clause_naming_what_is_asked() -> None:
    """"Japan lifted its suspension on 01-12; South Korea's ban remains in place": a date for Japan, none for South
    Korea."""
    index = one_digest_index("Japan lifted its suspension on 01-12 for poultry from outside the district; South Korea's "
                             "ban on all Vennland poultry remains in place",
                             "The province has 300 commercial poultry farms",
                             "Compensation for laying hens rises to EUR 3.60 per bird",
                             "A housing order requires all poultry to be kept indoors")
    ans = index.answer("when is south korea going to lift its import ban?")
    assert not ans.answered and "no date for \u201csouth korea\u201d" in ans.answer, ans.answer
    ans = index.answer("when did japan lift its suspension?")
    assert ans.answered and "01-12" in ans.answer, ans.answer


@pytest.mark.parametrize("question, answered, said", [
    ("what's the population of port anselm?", False, "doesn't mention \u201cpopulation\u201d"),  # evacuees, no population
    ("how many people remain in evacuation centres?", True, "11,500"),
    ("whats the battery capacity on the ferry", True, "6.4 MWh"),  # a capacity given in its dimension
    ("what was the ferry operator's annual revenue?", False, "doesn't mention \u201crevenue\u201d"),
    ("whats the latest figure for people in evacuation centres", True, "11,500"),  # "figure" names the figure itself
])
def test_what_the_figure_is_of_must_be_said_by_the_fact(question: str, answered: bool, said: str) -> None:
    """"what's the population of X": a fact about X giving another figure (its evacuees) is no answer; a capacity may
    be given in its unit (MWh), and "the latest figure for" asks no attribute (world.json attribute_nouns)."""
    index = one_digest_index("About 11,500 people remain in 31 evacuation centres, most of them in Port Anselm",
                             "The ferry is fitted with a 6.4 MWh battery pack and has room for 620 passengers",
                             "The ferry operator expects the new vessel to cost EUR 68 million")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("extra, answered, said", [
    ((), False, "no figure for it on its own"),  # the whole it is part of
    (("Of the rise, the fish passage alone will cost about $700 million",), True, "$700 million"),
    (("The fish passage will cost $700 million, the dam company says",), True, "$700 million"),  # it opens the fact
])
def test_a_figure_asked_on_its_own_needs_a_figure_of_its_own(extra: tuple[str, ...], answered: bool, said: str) -> None:
    """"how much will the fish passage cost on its own": "the estimate rose to $5.3 billion to pay for the fish passage
    and a spillway" gives the whole, not the part."""
    index = one_digest_index("The cost estimate rose from $4.6 billion to $5.3 billion to pay for the fish passage and "
                             "a larger spillway", "About 6,000 people marched against the dam in October", *extra)
    ans = index.answer("how much will the fish passage cost on its own?")
    assert ans.answered is answered and said in ans.answer, ans.answer
    ans = index.answer("how much did the cost estimate rise to?")
    assert ans.answered and "$5.3 billion" in ans.answer, ans.answer


@pytest.mark.parametrize("extra, question, answered, said", [
    ((), "how many people were arrested at the march?", False, "doesn't mention \u201carrested\u201d"),
    (("Police arrested 41 people at the march",), "how many people were arrested at the march?", True, "41"),
    ((), "how many people marched against the dam?", True, "6,000"),
    (("The landslide killed 14 people in Sarovel",), "how many people died in the landslide?", True, "14"),
])
def test_how_many_people_did_something_needs_a_fact_saying_they_did(extra: tuple[str, ...], question: str,
                                                                   answered: bool, said: str) -> None:
    """"how many people were arrested at the march": a fact counting the marchers counts other people ("killed"
    says "died")."""
    index = one_digest_index("About 6,000 people marched in the capital Sarovel on 10-02 against the dam",
                             "The dam will cost $4.6 billion", *extra)
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("how many firefighters does the brigade employ in total?", False, "doesn't mention \u201cemploy\u201d"),
    ("how many firefighters were on shift?", True, "nine"),  # the state asked
    ("how many firefighters does the brigade employ?", True, "nine"),  # no total asked: left to the decision
    ("how many engines does the brigade own in total?", True, "14"),  # no state set the engines apart
])
def test_a_total_asked_is_not_told_by_a_count_of_those_in_a_state(question: str, answered: bool, said: str) -> None:
    """"how many firefighters does the brigade employ in total": "the nine firefighters on shift tackled the blaze"
    counts only those on shift, and never says whom the brigade employs."""
    index = one_digest_index("The nine firefighters on shift tackled the blaze at the Orlen Street depot for six hours",
                             "The Westmarch brigade owns 14 fire engines, two of them bought in 2025")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("how much did solvane raise in its series a?", False, "\u201cseries a\u201d"),  # the digests tell Series B only
    ("how much did solvane raise in its series b?", True, "\u20ac48 million"),
    ("how much did solvane raise?", True, "\u20ac48 million"),
])
def test_a_letter_designation_asked_is_a_name_the_facts_must_say(question: str, answered: bool, said: str) -> None:
    """"its Series A": a round the digests do not tell is not their Series B."""
    index = one_digest_index("Solvane Therapeutics licensed KRG-114 in 2023 and raised \u20ac48 million in a Series B round "
                             "in March 2027", "Solvane paused enrolment in its phase 1 trial of KRG-114")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("what time will flight 8 lift off?", False, "doesn't mention \u201cflight 8\u201d"),  # the best fact is flight 7's
    ("what time did flight 7 lift off?", True, "09:47"),
    ("can i still run brambledb 8 for free?", True, "BrambleDB"),  # a version of a name, not one of a common noun's kind
])
def test_a_numbered_one_of_a_kind_asked_needs_a_fact_saying_it(question: str, answered: bool, said: str) -> None:
    """"what time will flight 8 lift off": a fact about flight 7's liftoff is no answer when a fact names flight 8."""
    index = one_digest_index("Flight 7 lifted off at 09:47 local time, and telemetry was lost at T+6 min",
                             "The investigation board says flight 8 will carry a smaller payload",
                             "BrambleDB 8 stays free for production use under the old licence until 2027")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("what's the metacritic score for the xbox version?", False, "doesn't mention \u201cxbox\u201d"),
    ("what's the metacritic score for the ps5 version?", True, "84"),
])
def test_a_figure_asked_of_a_named_thing_needs_a_fact_naming_it(question: str, answered: bool, said: str) -> None:
    """"the Metacritic score for the Xbox version": an attribute's figure is a measure asked, so a fact giving the PS5
    version's score is no answer when a fact names the Xbox version."""
    index = one_digest_index("The PS5 version has a Metacritic score of 84 from 96 critic reviews, while the Switch "
                             "version scores 71", "The Xbox version will follow in March after a delay")
    _answers_as(index, question, answered, said)


def test_the_previous_one_asked_is_not_told_by_a_fact_about_this_one() -> None:
    """"what was the previous record jackpot": a fact about this record jackpot tells of no earlier one."""
    index = _bullets("Lotto Record", "A single ticket won the lotto.",
                     "One ticket won a record A$142.6 million Southern Cross Lotto jackpot on 01-10",
                     "The winning ticket was sold at the Murrindale Newsagency")
    _answers_as(index, "what was the previous record jackpot in southern cross lotto?", False, "this one")


@pytest.mark.parametrize("question, answered, said", [
    ("how much will season tickets cost at the new stadium?", False, "gives no cost for \u201ctickets\u201d"),
    ("how much will the new stadium cost?", True, "£668 million"),
])
def test_a_cost_asked_of_a_thing_needs_a_fact_pricing_it(question: str, answered: bool, said: str) -> None:
    """"how much will season tickets cost": the stadium's cost is no price of its tickets, though the question's other
    words are all there."""
    index = _bullets("Wharfside Stadium", "United are building a new stadium.",
                     "The new stadium will cost £668 million, up from £612 million, because of higher steel prices",
                     "United's first season at the new stadium starts in August 2027",
                     "Tickets for the opening match sold out in an hour")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("what was the first officer's name on LM418?", False, "nothing in them mentions \u201cofficer\u201d"),
    ("what was the captain's name on LM418?", True, "Ines Moreau"),
])
def test_whose_name_is_asked_is_never_excused_as_said_otherwise(question: str, answered: bool, said: str) -> None:
    """"the first officer's name": no fact speaks of a first officer, so a fact with the question's other words
    ("first", "LM418") is no answer; the word is what is asked, not one the fact may say in other words."""
    index = _bullets("Lumen Air Engine Failure", "A Lumen Air jet diverted after an engine failed.",
                     "Lumen Air's first SR-300 passenger flight since the grounding left Lisbon under the LM418 flight "
                     "number",
                     "Captain Ines Moreau landed LM418 safely at Bordeaux on one engine",
                     "The SR-300 fleet was grounded for 49 days")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("how much does an arvena pilot earn a year?", False, "gives no figure per year"),
    ("how much is sending the recycling elsewhere costing per week", True, "£58,000 a week"),
    ("how much is sending the recycling elsewhere costing so far", True, "£640,000 so far"),
])
def test_a_figure_asked_per_period_needs_a_fact_giving_one(question: str, answered: bool, said: str) -> None:
    """"how much does a pilot earn a year": a one-off payment is no yearly figure; "per week" is answered by the
    weekly cost, not the total so far."""
    index = _bullets("Kestle Lane Fire", "A fire closed the Kestle Lane recycling plant.",
                     "Sending Ashcombe's recycling to the Hollins Quay plant has cost about £640,000 so far and will "
                     "continue until Kestle Lane reopens",
                     "Sending the recycling to Hollins Quay costs the council about £58,000 a week in extra haulage",
                     "Arvena's offer to its pilots is 6.5% over three years plus a one-off €2,000 payment")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("when was the visitor centre's last major outage before this one?", False, "not an earlier one"),
    ("when was the last time there were wolves in the park before the release?", True, "1891"),
    ("how long was the visitor centre's booking system down last week before the fix?", True, "six hours"),  # a time
])
def test_the_last_time_before_this_one_needs_a_fact_telling_an_earlier_one(question: str, answered: bool,
                                                                            said: str) -> None:
    """"its last major outage before this one": a fact telling of this outage is no answer; one saying wolves were
    last in the park in 1891 is."""
    index = _bullets("Oldmere Wolves", "Grey wolves are back in Oldmere Ridge National Park.",
                     "The last wolves in the park before the release were shot by farmers in 1891, the park says",
                     "A major outage at the park's visitor centre on 11-16 shut its booking system for six hours")
    _answers_as(index, question, answered, said)


@pytest.mark.rules_only
@pytest.mark.parametrize("question, answered, said", [
    ("how old is dalia renhart?", False, "gives no age"),
    ("how old is orvane?", True, "founded in 2019"),
])
def test_a_founding_date_is_the_age_of_what_was_founded_not_of_its_founder(question: str, answered: bool,
                                                                            said: str) -> None:
    """"founded in 2019 by chief executive Dalia Renhart": Orvane's age, not hers."""
    index = _bullets("Orvane IPO", "Orvane Technologies plans to list its shares.",
                     "Orvane, founded in 2019 by chief executive Dalia Renhart and Ishaan Corvell, is aiming to raise "
                     "about $900 million",
                     "The listing is expected in May")
    _answers_as(index, question, answered, said)


def test_a_who_questions_verb_counts_beside_the_role_it_asks() -> None:
    """"who is replacing Tobias Renwick as festival director": the fact naming Renwick as the director says nothing of
    anyone replacing him, so it is no answer."""
    index = _bullets("Greywater Festival", "The Greywater festival was cancelled.",
                     "Greywater Events is 75% owned by promoter Halberd Live; festival director Tobias Renwick, who "
                     "founded Greywater, holds most of the rest",
                     "Chief executive Marisa Quenby is running the festival until a new director is appointed")
    _answers_as(index, "who is replacing tobias renwick as festival director?", False, "\u201creplacing\u201d")


_SPLITS = (
    "Castellmar Marathon\n\n"
    "Episode 1 · Degefa Breaks the Course Record (2027-10-20, 2 posts)\n\nDegefa won the women's race.\n\n"
    "Confirmed\n\n"
    "• Degefa ran 2:09:18 in a mixed race behind two pacemakers (@desk).\n"
    "• She went through halfway in 64:10, on record pace (@desk).\n\n"
    "Record run — desk · 2027-10-20\n\n"
    "Episode 2 · Men's Podium Corrected (2027-10-25, 1 posts)\n\nThe jury of appeal ruled.\n\nConfirmed\n\n"
    "• Provisional results list Takanashi third in 2:05:40 and Berhane fourth (@desk).\n\n"
    "Podium — desk · 2027-10-25\n")


@pytest.mark.rules_only
@pytest.mark.parametrize("question, answered, said", [
    ("what was takanashi's halfway split?", False, "doesn't mention \u201ctakanashi\u201d"),  # another runner's race
    ("what was Takanashi's halfway split?", False, "doesn't mention \u201cTakanashi\u201d"),
    ("what was degefa's halfway split?", True, "64:10"),  # "She": her episode names her
])
def test_a_name_asked_that_the_best_facts_episode_never_tells_is_refused(question: str, answered: bool,
                                                                       said: str) -> None:
    """"what was takanashi's halfway split": the fact giving a split is about Degefa's race, and nothing in its
    episode names Takanashi, whom another fact names: it tells of someone else."""
    _answers_as(FactIndex.from_texts({"a.txt": _SPLITS}), question, answered, said)


def test_a_headline_tells_only_its_own_words() -> None:
    """A headline cites every post of its story: their titles ("Lumeo wins 15% off its launches") are not what it
    tells, so "how much does a Sable-4 launch cost" is no question its "fix cost" answers."""
    index = FactIndex.from_texts({"a.txt": (
        "Quillon Sets Sable-4 Return to Flight as Fix Cost Rises to $31 Million\n\n"
        "Quillon will fly its Sable-4 rocket again in August.\n\n"
        "Confirmed\n\n\u2022 The repaired feedlines were delivered in July (@quillon).\n\n"
        "Lumeo wins 15% off its launches \u2014 lumeo \u00b7 2027-03-01\n"
        "Return to flight set for August \u2014 quillon \u00b7 2027-03-02\n")})
    _answers_as(index, "how much does a sable-4 launch cost?", False, "gives no cost for \u201claunch\u201d")
    _answers_as(index, "how much does the sable-4 fix cost?", True, "$31 Million")


@pytest.mark.parametrize("question, answered, said", [
    ("who were the other two judges on the appeals panel?", False, "names no one else"),  # the chair alone is named
    ("who chairs the appeals panel?", True, "Ingrid Solberg"),
    ("who are the other members of the inquiry?", True, "Tom Li and Ben Ode"),  # a list of them
])
def test_the_rest_of_a_group_asked_needs_a_fact_naming_more_than_one(question: str, answered: bool, said: str) -> None:
    """"who were the other two judges on the panel": a fact naming only its chair names none of the others."""
    index = _bullets("Cyclist's Appeal Heard", "A cyclist's doping ban was appealed.",
                     "The three-member appeals panel, chaired by retired judge Ingrid Solberg, sat for two days in Lausanne",
                     "The inquiry members are Ada Vance, Tom Li and Ben Ode")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("how many people have died from this?", True, "has died"),  # the fact says it of one patient
    ("how many people were arrested over the outbreak?", False, "don't say"),  # it counts the sick, no arrests
])
def test_a_count_of_people_who_did_another_thing_answers_when_the_fact_says_the_verb_too(
        question: str, answered: bool, said: str) -> None:
    """"11 were hospitalised, and one patient … has died": the fact counts the hospitalised, and says one died."""
    index = _bullets("Listeria Outbreak", "A listeria outbreak was traced to a cheese plant.",
                     "NCIDS has counted 14 confirmed cases with illness onset between 09-28 and 10-30, in patients aged 2 "
                     "to 91; 11 were hospitalised, and one patient, an 84-year-old woman in Marlow County, has died")
    _answers_as(index, question, answered, said)


def test_a_cost_asked_of_a_thing_only_a_cited_title_names_is_not_given() -> None:
    """"how much did the euv scanner cost": the best fact prices the fab ("The fab's budget stays at $21.4 billion");
    the title of the post it cites names the scanner, but gives it no cost."""
    index = FactIndex.from_texts({"a.txt": (
        "Veridian Builds Fab 9\n\nVeridian is building a chip plant in Ohio.\n\n"
        "Confirmed\n\n\u2022 The fab's budget stays at $21.4 billion, and first wafers are due in 2028 (@veridian).\n\n"
        "Veridian moves first EUV scanner into Fab 9 \u2014 veridian \u00b7 2027-03-01\n")})
    _answers_as(index, "how much did the euv scanner cost?", False, "gives no cost for \u201cscanner\u201d")
    _answers_as(index, "how much does the fab cost?", True, "$21.4 billion")


@pytest.mark.parametrize("question, answered, said", [
    ("how many residents of zone c evacuated?", False, "gives no figure for \u201czone c\u201d"),
    ("how many residents of zone b were ordered out?", True, "182,000"),
])
def test_a_lettered_designation_told_apart_from_the_figure(question: str, answered: bool, said: str) -> None:
    """"zone c" is a designation: a fact giving 182,000 for zones A and B and saying zone C only in a clause with no
    figure gives none for it."""
    index = _bullets("Hurricane Corisande", "Bellhaven County ordered its coastal zones out.",
                     "Mandatory evacuation orders cover zones A and B of Bellhaven County, about 182,000 residents, "
                     "from 06:00 on 09-14; zone C is under a voluntary order",
                     "The storm made landfall on 09-16", "About 88% of residents left before landfall",
                     "Power was cut to 140,000 homes", "The county opened 12 shelters")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("how many people died in eddystone county?", False, "gives a figure for \u201ceddystone\u201d and Bellhaven together"),
    ("how many people died in bellhaven and eddystone?", True, "11 deaths"),
    ("how many shelters did Eddystone open?", True, "four shelters each"),
])
def test_a_figure_for_two_names_together_is_none_for_one(question: str, answered: bool, said: str) -> None:
    """"11 deaths across Bellhaven and Eddystone counties" counts both: no figure for Eddystone alone, unless both are
    asked or the fact gives one each."""
    index = _bullets("Hurricane Corisande", "The storm struck the Gulf coast on 09-16.",
                     "Six days after landfall, 11 deaths have been confirmed across Bellhaven and Eddystone counties",
                     "Harlow and Eddystone opened four shelters each", "The storm made landfall on 09-16",
                     "About 88% of residents left before landfall", "Power was cut to 140,000 homes",
                     "Repairs will cost $2.1 billion", "The NHC upgraded the storm on 09-14",
                     "Schools reopened on 10-02", "The port reopened on 09-20")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("when is halvik's second runway going to reopen?", False, "gives no date for \u201csecond runway\u201d"),
    ("when did halvik reopen runway 09/27?", True, "04-20"),
])
def test_an_ordinal_thing_told_apart_from_the_date(question: str, answered: bool, said: str) -> None:
    """"the second runway" names which one: a fact dating runway 09/27's reopening and saying the second runway only in
    a clause without a date gives none for it."""
    index = _bullets("Lembara Eruption", "Ash from Mount Lembara closed Halvik International.",
                     "Halvik International reopened runway 09/27 for daytime operations on 04-20; the second runway "
                     "remains closed", "The ash plume reached 12 km on 04-02", "About 3,000 people were evacuated",
                     "Schools reopened on 04-25", "The alert level was lowered on 04-28")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question", ["who wrote the four seasons?", "who composed the four seasons"])
def test_a_number_word_alone_matches_no_question(question: str) -> None:
    """"who wrote the four seasons": a fact that has only the question's number word ("four of them seriously") is
    about something else; a question it shares other words with is still answered."""
    index = _bullets("Arvenstock Avalanche", "An avalanche hit a ski run at Arvenstock on 02-03.",
                     "By the evening police had confirmed 3 dead and 11 injured, four of them seriously",
                     "The avalanche warning service will add four forecast regions next winter")
    _answers_as(index, question, False, "don't say")
    _answers_with(index, "how many forecast regions will the warning service add", "four")


@pytest.mark.parametrize("question, shown", [("who wrote the four seasons?", "four"), ("who sang 4 seasons", "4")])
def test_a_figure_no_fact_gives_is_shown_as_typed(marin: FactIndex, question: str, shown: str) -> None:
    """"nothing in them mentions “four”": the number a refusal names is the word the question typed, not "4"."""
    _answers_as(marin, question, False, f"\u201c{shown}\u201d")


def test_the_thing_asked_of_a_name_is_not_said_otherwise() -> None:
    """"what's the capital of canada": "capital", what is asked of Canada, is a word no fact has, not one a fact about
    Canada says otherwise."""
    index = _bullets("Satellite Broadband", "Brightwater Orbital sells satellite broadband.",
                     "Canada's telecoms regulator ISED granted Brightwater a licence to serve Canadian customers on 02-26",
                     "The standard plan is $79 a month")
    q = index.matcher.parse_question("what's the capital of canada")
    scored, foreign = index.matcher.rank(q)
    assert [t.surface for t in foreign] == ["capital"]
    assert index.matcher._paraphrases(q, scored, foreign, q.text) == []  # refused on, not left to the decision
    _answers_as(index, "what's the capital of canada", False, "capital")
    _answers_with(index, "when did brightwater get its licence for canada", "02-26")


@pytest.mark.parametrize("question, answered, said", [
    ("what was zestro's revenue last year?", False, "doesn't mention \u201crevenue\u201d"),  # a round is no revenue
    ("what was zestro's valuation after the round?", True, "1.1 billion"),
    ("whats the total price tag on the round", True, "140 million"),  # any money figure gives a price
])
def test_an_attribute_named_in_its_own_right_needs_its_word(question: str, answered: bool, said: str) -> None:
    """"what was Zestro's revenue": money raised in a funding round is no revenue, though both are money; an
    attribute named in its own right (world.json attribute_nouns) must be said, a price need not."""
    index = _bullets("Zestro Funding", "Lisbon food-delivery startup Zestro raised EUR 140 million in a Series C round "
                     "led by Northgate Ventures at a EUR 1.1 billion valuation, making it one of the few European "
                     "delivery companies to reach unicorn status this year.",
                     "Zestro employs 1,400 couriers in Portugal", "Zestro will expand to Madrid next year",
                     "Zestro's founders started the company in 2019", *_COMMITTEES)
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("how much did orrery spend on marketing cindervane?", False, "leaves out \u201cmarketing\u201d"),
    ("what is the development budget for cindervane now?", True, "1.4 billion"),
    ("how much did the bridge repairs cost?", True, "CAD 23.4 million"),  # a currency's code before the figure
])
def test_a_figure_that_leaves_a_thing_out_gives_none_for_it(question: str, answered: bool, said: str) -> None:
    """"the development budget rises to SEK 1.4 billion, excluding marketing": the figure leaves marketing out, so it
    answers nothing about the marketing spend; "CAD 23.4 million" is money, as "EUR 40m" is."""
    index = _bullets("Orrery Delays Cindervane", "Swedish studio Orrery has delayed its game Cindervane to 2028.",
                     "The development budget for Cindervane rises from SEK 1.1 billion to SEK 1.4 billion, excluding "
                     "marketing", "Orrery employs 310 developers in Malmo",
                     "Repairs to the Lakeview bridge near the studio cost CAD 23.4 million", *_COMMITTEES)
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("how much is kestrel paying for OVSB?", True, "310 million"),
    ("how much is kestrel paying for TVB?", False, "doesn't mention \u201cTVB\u201d"),  # one word of it: another bank
])
def test_an_acronym_is_had_by_half_its_spelled_out_name(question: str, answered: bool, said: str) -> None:
    """"OVSB" asked, the facts spelling out Orrin Valley Savings Bank (OVSB): a fact naming "Orrin Valley Bancorp"
    speaks of it (half its words); one sharing a single word with Tamsin Valley Bank (TVB) does not."""
    index = _bullets("Kestrel Buys Orrin Valley Savings Bank", "Kestrel Bank agreed to buy Orrin Valley Savings Bank "
                     "(OVSB) after a run on its deposits.",
                     "Kestrel will pay EUR 310 million in cash, equal to EUR 0.85 per Orrin Valley Bancorp share",
                     "Tamsin Valley Bank (TVB) said it had no interest in a bid", *_COMMITTEES)
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("how old is the new champion?", True, "At 22, Mehrotra"),
    ("how old is brannovic?", False, "gives no age"),  # "At 14:00": a time, not an age
])
def test_at_an_age_and_a_comma_gives_an_age(question: str, answered: bool, said: str) -> None:
    """"At 22, Mehrotra is the youngest champion": an age ("At 14:00, Brannovic resigned" is a time of day)."""
    index = _bullets("Mehrotra Wins World Chess Title", "Aarav Mehrotra beat Ilya Brannovic in the tiebreaks.",
                     "At 22, Mehrotra is the youngest champion in the council's history",
                     "At 14:00, Brannovic resigned the final rapid game", *_COMMITTEES)
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("what interest rate does the council reckon it'll borrow at", True, "4.6%"),
    ("what interest rate does the council think it'll invest at", False, "invest"),  # a verb the fact doesn't say
])
def test_an_opinion_verb_is_no_verb_the_fact_must_say(question: str, answered: bool, said: str) -> None:
    """"what rate does the council reckon it'll borrow at": "the council expects to borrow at 4.6%" answers; what the
    council reckons or thinks is no verb a fact must say."""
    index = _bullets("Calderbridge Stadium Loan", "Calderbridge City Council will borrow to build the new stadium.",
                     "Okafor said the review assumed a 5.4% interest rate, while the council expects to borrow at 4.6%",
                     "The stadium will seat 38,500", "The pension fund will invest £2 million in bonds", *_COMMITTEES)
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("how many patients died in alveo-3?", False, "doesn't mention \u201cdied\u201d"),
    ("how many patients moved into alveo-x?", True, "1,012"),
    ("how many workers were injured at the plant?", True, "40 workers"),
])
def test_how_many_of_one_kind_of_person_did_something_needs_the_fact_to_say_it(question: str, answered: bool,
                                                                               said: str) -> None:
    """"how many patients died in ALVEO-3": "1,012 of the 1,084 patients who completed ALVEO-3 have moved" counts
    patients who did something else, as "how many people were arrested" is not told by "6,000 people marched"."""
    index = _bullets("Tevorafen Trial Results", "Corvane reported the ALVEO-3 results for tevorafen.",
                     "1,012 of the 1,084 patients who completed ALVEO-3 have moved into ALVEO-X",
                     "About 40 workers were injured in a fire at the Kilbrennan plant", *_COMMITTEES)
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("what's the capacity of cadell reservoir in gigalitres?", True, "212 gigalitres"),
    ("what's the capacity of upper tamsin reservoir in gigalitres?", False, "a figure for Cadell Reservoir, not for "
                                                                             "upper tamsin reservoir"),
])
def test_a_figure_of_another_of_the_kind_asked_is_no_answer(question: str, answered: bool, said: str) -> None:
    """"the capacity of Upper Tamsin reservoir in gigalitres": "31% of capacity" is no capacity in gigalitres (a unit
    named asks that measure, not a share of it), and "Cadell Reservoir … a capacity of 212 gigalitres" gives another
    reservoir's."""
    index = _bullets("Vellmore Declares Stage 3 Water Restrictions", "Storage in the Cadell, Upper Tamsin and Marlow "
                     "Gap reservoirs has fallen after a dry winter.",
                     "Combined storage in the three reservoirs fell to about 31% of capacity on 10-16",
                     "Cadell Reservoir, the largest of the three with a capacity of 212 gigalitres (GL), was at 27%",
                     *_COMMITTEES)
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("how deep was the main mass when it was found?", False, "gives how wide, not how deep"),
    ("how wide was the main mass?", True, "40 cm across"),
    ("how deep is the new pipe under the river?", True, "14 m below"),
])
def test_a_length_said_of_another_extent_is_no_answer(question: str, answered: bool, said: str) -> None:
    """"how deep did the main mass bury itself": "roughly 40 cm across" measures its width; "14 m below the riverbed"
    is a depth."""
    index = _bullets("Harlow Creek Meteorite Recovered", "Searchers found the main mass of the Harlow Creek meteorite.",
                     "The main mass weighed about 90 kg, roughly 40 cm across, when it was found on 11-04",
                     "The new pipe runs about 14 m below the riverbed", *_COMMITTEES)
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("which port did the ship sail from", True, "Port Ondaro"),  # "sail": no fact's verb, said as "from"
    ("when was the harbour built", False, "doesn't mention \u201cbuilt\u201d"),  # when: that very event asked
    ("who owns the harbour", False, "doesn't mention \u201cowns\u201d"),
    ("what are laid off staff getting as severance", True, "three months"),  # "laid off": a participle, no deed asked
])
def test_a_verb_no_fact_uses_is_said_otherwise_unless_its_event_is_asked(question: str, answered: bool,
                                                                          said: str) -> None:
    """A verb no fact uses is likely said in the best fact's own words ("arrived … from"), unless the question asks
    when it happened or who did it."""
    index = _bullets("Seizure at Kestrel Quay", "Customs seized a container of protected reptiles at Kestrel Quay.",
                     "The container arrived on 04-13 aboard the feeder vessel MV Corala Star from Port Ondaro",
                     "Kestrel Quay harbour handled 1.2 million containers last year",
                     "Departing customs staff get three months' pay as severance", *_COMMITTEES[:6])
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered", [
    ("how many objects have actually been brought to the surface so far", True),  # the decision all but sure: 204
    ("how many objects have been brought to the surface", False),  # as weak a match, the decision not that sure
])
def test_a_weak_match_the_decision_is_all_but_sure_of_is_judged(question: str, answered: bool) -> None:
    """A best fact scoring under the floor (0.3) but over ``weak_floor`` is judged by the other checks when the fitted
    decision is all but sure of it ("brought to the surface so far": "204 objects have now been raised in total")."""
    index = _bullets("Wreck of the Keshet Trader", "Divers are raising objects from a Bronze Age wreck off Keshet.",
                     "204 objects have now been raised in total; the 143 lifted in August are at the National Maritime "
                     "Museum", "Insurer Corvel Fine Art now values the eight stolen objects at €21.7 million", *_COMMITTEES)
    answer = index.answer(question)
    assert answer.answered is answered and ("204 objects" in answer.answer) is answered, answer.answer


@pytest.mark.parametrize("question,answered", [
    ("when did the storm make its second landfall?", False),  # the fact tells of one landfall, never which
    ("when did the storm make landfall?", True),
    ("how strong were the winds on day two of the storm?", True),  # "day two" says the second day
    ("how strong were the winds on the second day?", True),
])
def test_an_ordinal_the_fact_never_says_is_refused(question: str, answered: bool) -> None:
    """"its second landfall": the best fact tells of a landfall but never which; one saying "day two" (or "2nd",
    or "another") says the ordinal in other words."""
    index = _bullets("Storm Hits Coast", "A hurricane struck the coast.",
                     "The storm made landfall near Port Calloway on 09-14 with winds of 150 mph",
                     "On day two of the storm, winds were still 90 mph inland")
    _answers_as(index, question, answered, "")


@pytest.mark.parametrize("question,answered", [
    ("when will the gallery reopen?", False),  # the museum reopens, apart from the gallery
    ("when will the museum reopen?", True),
])
def test_a_date_that_leaves_out_what_is_asked_is_no_answer(question: str, answered: bool) -> None:
    """"the museum would reopen on 03-10, apart from the Goldsmiths' Gallery": no date for the gallery (before, only a
    figure's "excluding …" was read so)."""
    index = _bullets("Museum Theft", "Thieves stole gold boxes from a museum.",
                     "The director said the museum would reopen on 03-10, apart from the gallery where the theft "
                     "happened", "Police are still looking for the thieves")
    _answers_as(index, question, answered, "")


@pytest.mark.parametrize("question,answered", [
    ("what's the total allowable catch for 2031 under the accord?", False),  # the fact gives 2029's
    ("what's the total allowable catch for 2029 under the accord?", True),
])
def test_a_year_asked_after_for_is_a_year_the_fact_must_give(question: str, answered: bool) -> None:
    """"the catch for 2031": a year asked with "for", as with "in", is one the best fact must name (before, "for"
    was not read as setting a year, and 2029's catch answered)."""
    index = _bullets("Fishing Accord Signed", "Two countries agreed how to share a fishery.",
                     "The 2029 combined total allowable catch is 268,000 tonnes under the accord",
                     "The accord was signed in Lisgard on 06-19 by both fisheries ministers")
    _answers_as(index, question, answered, "")


def test_a_capacity_of_other_things_is_no_capacity_asked() -> None:
    """"how many cars can the stand-in ferry carry": the fact gives what it carries in people only, so no answer; the
    people it carries are answered."""
    index = _bullets("Island Ferry", "A ferry line has chartered a stand-in ship.",
                     "The line has chartered the passenger-only Kittiwake, which carries up to 180 people, until March",
                     "Fares for foot passengers rise by 12% from March")
    assert not index.answer("how many cars can the kittiwake carry").answered
    assert "180" in index.answer("how many people can the kittiwake carry").answer



def test_a_measure_word_a_question_is_about_is_a_word_not_a_figure_asked() -> None:
    """"what did Ada Morland say about the budget": the budget is the topic of what she said, so her remark (which gives
    no money figure) answers it; asked of the fees, which her remark never mentions, there is no answer, though the
    fees are told elsewhere."""
    index = _bullets("School Budget", "A school district is short of money.",
                     'County treasurer Ada Morland said the district budget is "at risk" after the pay deal',
                     "The district raised its sports club fees to $40 a term")
    assert "at risk" in index.answer("what did ada morland say about the budget?").answer
    assert not index.answer("what did ada morland say about the fees?").answered
    assert "$40" in index.answer("what are the sports club fees?").answer


BIDS = """Choir Rescue Bids Close

Two groups bid to take over the Harwick Choir before the deadline.

Confirmed

• A bid from concert promoter Belling Arts, which wanted to cut the choir to 30 singers, was turned down (@choir_desk).
• The trustees accepted an offer of £1.2 million from the Ostler Trust (@choir_desk).
• The choir's tour bus broke down twice in the first 12 days of the spring season (@choir_desk).

2027-03-02 ~ 2027-03-03 · 1 related post

Primary sources

Choir bids — choir_desk · 2027-03-02
"""


@pytest.mark.parametrize("question, expected", [
    ("how much did belling arts offer for the choir?", None),  # its fact counts singers: no sum
    ("how much did the ostler trust offer for the choir?", "£1.2 million"),
    ("how much did the bus cost to repair?", None),  # "12 days": a time, no sum
])
def test_how_much_with_a_verb_asks_an_amount(question: str, expected: str | None) -> None:
    """"how much did X offer" is no count of things ("30 singers") nor a time ("12 days"): it asks a sum, a share or a
    measure, which the closest fact must give."""
    _answers_first(FactIndex.from_texts({"bids.txt": BIDS}), question, expected)


@pytest.mark.parametrize("question, expected", [
    ("how long had ana ruiz been facilities director?", None),  # "two days after Ruiz stepped down": a time after
    ("how long has tomas ilves lived in dunmore?", None),  # "a 58-year-old teacher": an age, not how long he lived there
    ("how long has ines berg worked at the school?", "11 years"),  # a span the fact gives
    ("how long after ruiz stepped down was the notice issued", "Two days"),  # not a state held: a time after asked
    ("how long has the school got to fix the pipes", "within 60 days"),  # a time left, told after an event
    ("how long had the petition been open before the district replied?", "four days"),  # a time before asked
])
def test_how_long_a_state_held_is_no_time_after_something_else(question: str, expected: str | None) -> None:
    """"How long had Ruiz been director": the best fact's only times say how long after something else a thing
    happened, or how old one is, so the bot abstains; a span or a "since" answers, and "how long after" is answered by
    the time after."""
    index = _bullets("School Pipes", "Asbestos at a school.",
                     "Two days after facilities director Ana Ruiz stepped down, the regulator issued a notice of "
                     "violation to the Carver school",
                     "Tomas Ilves, a 58-year-old teacher who lives in Dunmore, first reported the damaged pipes",
                     "Ines Berg has worked at the Carver school for 11 years and chairs its safety committee",
                     "The Carver school has been closed since 09-02 while the pipes are checked",
                     "The school must fix the pipes within 60 days of the notice",
                     "The parents' petition reached 2,000 signatures in four days before the district replied")
    _answers_first(index, question, expected)


@pytest.mark.parametrize("text, span", [
    ("Two days after Ruiz stepped down, a notice was issued", False),
    ("two days later Doreen Pascoe, a 67-year-old retired nurse, lodged a claim", False),
    ("EASA lifted the grounding 49 days after the directive", False),
    ("She has worked there for 11 years", True),
    ("ending a four-month dispute", True),
    ("The school has been closed since 09-02", True),
    ("the last strike, in 2009, lasted 11 school days", True),  # a kind of day between the figure and its unit
    ("two working days after the vote", False),
])
def test_a_span_is_a_time_not_after_before_or_an_age(text: str, span: bool) -> None:
    """The times a fact gives that say how long something lasted, not how long after something else or how old."""
    assert _gives_span(text) is span


@pytest.mark.parametrize("question, expected", [
    ("what's the central bank's main refinancing rate?", None),  # "1.5 points above" it: set against it, not it
    ("what was the total value of the cargo?", None),  # "41% of cargo value": a share of it
    ("what's the emergency loan priced at, compared to the main rate?", "1.5 percentage points above"),  # the loan's
    ("what share of the cargo value is the contribution?", "41%"),  # a share asked
    ("what percentage of the eligible workers signed union cards", "60%"),
])
def test_a_figure_set_against_the_thing_asked_is_not_its_figure(question: str, expected: str | None) -> None:
    """"What's the central bank's main rate": a fact pricing a loan "1.5 percentage points above the central bank's
    main refinancing rate" gives no figure of that rate, so the bot abstains; asked of the loan, or as a share, it
    answers."""
    index = _bullets("Bank Rescue", "A bank run and a ship stuck in a canal.",
                     "The emergency loan is priced at 1.5 percentage points above the central bank's main "
                     "refinancing rate and secured on mortgages",
                     "Insurers set the general average contribution at 41% of cargo value; about 2,300 container "
                     "owners have yet to pay",
                     "More than 60% of the eligible workers had signed union cards by 01-13")
    _answers_first(index, question, expected)


@pytest.mark.parametrize("question, expected", [
    ("what did velmor labs say about the contamination?", None),  # NordPeak said it, of Velmor Labs
    ("what did nordpeak say about the batch?", "NordPeak said"),
    ("what did halvorsen say about the ban", "Halvorsen"),  # "@ahalvorsen called": the account is the one asked
    ("what has lund said since the hearing?", "he said"),  # "Lund … he said": one named before the pronoun
    ("what is the supplement called in swedish?", "Vitaboost"),  # naming, not speech
    ("what did korvane say about the books?", "saying the team's books"),  # the clause's subject says it
    ("what did ferrovia say about the ban?", "Rival team Ferrovia"),  # the one before an aside
    ("what did marta quell say about the first sample?", "said chief chemist Marta Quell"),  # after the verb
])
def test_what_one_said_is_not_what_another_said_of_them(question: str, expected: str | None) -> None:
    """"What did Velmor Labs say": the best fact tells what NordPeak said about Velmor Labs, so the bot abstains; one
    the asked speaker says, by name, account or a pronoun after the name, answers."""
    index = _bullets("Doping Case", "A cyclist's positive test.",
                     "NordPeak said the batch was made by its contract manufacturer Velmor Labs in Kessby, Sweden, "
                     "and that it has opened its own investigation",
                     "@ahalvorsen called the ban on Halvorsen's rider \"a reasonable outcome\"",
                     "Lund left the hearing early; he said the panel had ignored the evidence",
                     "The supplement is called Vitaboost in Swedish shops",
                     "Rival sponsor Korvane pulled out of a non-binding agreement to back the Lund team after 36 "
                     "hours of talks, saying the team's books showed \"losses we cannot fix\"",
                     "Rival team Ferrovia, whose complaint to the tribunal started the whole case, called the ban "
                     "overdue",
                     "The first sample came back positive in April, said chief chemist Marta Quell")
    answer = index.answer(question)
    if expected is None:
        assert not answer.answered, answer.answer
    else:
        assert answer.answered and expected in answer.answer, answer.answer


@pytest.mark.parametrize("question, expected", [
    ("how many days was the 67-year-old man in hospital before he died?", None),  # an age, no time
    ("how many days was the first patient in hospital?", "12 days"),
    ("how many weeks did the recall take?", "six weeks"),
    ("how many days did the 2009 recall last?", "11 working days"),  # a kind of day between figure and unit
])
def test_how_many_days_needs_a_time_not_an_age(question: str, expected: str | None) -> None:
    """"How many days was the 67-year-old man in hospital": the best fact gives his age and a second death, no time
    ("a second death" is no second), so the bot abstains."""
    index = _bullets("Listeria Outbreak", "A cheese recall.",
                     "Cases have risen to 23 in seven regions, with 19 hospitalised and a second death, a 67-year-old "
                     "man in Ashcombe County",
                     "The first patient was in hospital for 12 days",
                     "The recall of 31 lots took six weeks",
                     "The last recall, in 2009, lasted 11 working days")
    _answers_first(index, question, expected)


def test_a_time_unit_no_fact_gives_is_named_as_typed() -> None:
    """"How many years old was he": any time unit counts as asked, and the refusal names the one typed, not "days"."""
    index = _bullets("Listeria Outbreak", "A cheese recall.", "The recall of 31 lots was announced on 03-02")
    answer = index.answer("how many years did the recall go on for?")
    assert not answer.answered and "figure for years" in answer.answer, answer.answer


@pytest.mark.parametrize("question, expected", [
    ("what will happen to hollins lane after united move out?", None),  # how things stand, no plan
    ("what will happen to the old stand?", "will be demolished"),
    ("what will the new ground be called?", "is expected to be named"),
    ("what does united play at now?", "Hollins Lane"),  # no plan asked
    ("what will happen to the marsh road car park?", "voted 7-2 on 03-16 to close"),  # a decision to do it
    ("what will the supporters' trust do?", "intends to"),  # an intention
    ("what will happen to the youth academy?", "is being wound down"),  # a step under way
])
def test_what_will_happen_needs_a_plan(question: str, expected: str | None) -> None:
    """"What will happen to Hollins Lane": a fact telling how things stand now ("United currently play at Hollins
    Lane") tells no plan, so the bot abstains; one saying what will be done answers."""
    index = _bullets("New Stadium", "A club moves grounds.",
                     "United currently play at Hollins Lane, a 24,000-capacity ground opened in 1908",
                     "The old stand at the Wharfside site will be demolished in 2027",
                     "The new ground is expected to be named Wharfside Park",
                     "The council voted 7-2 on 03-16 to close the Marsh Road car park at the end of the season",
                     "The supporters' trust intends to buy the club museum from the owners",
                     "The youth academy is being wound down by the owners")
    _answers_first(index, question, expected)


@pytest.mark.parametrize("question, expected", [
    ("which other sites were shortlisted before pellham cross won?", None),  # "two other shortlisted sites"
    ("which other towns bid for the fab besides pellham cross?", "Arnside"),
    ("which river supplies the water?", "Brenn"),
])
def test_others_counted_but_not_named_answer_no_which_other(question: str, expected: str | None) -> None:
    """"Which other sites were shortlisted": "Pellham Cross beat two other shortlisted sites" counts them and names
    none (the river it names is no site), so the bot abstains; a fact naming the others answers."""
    index = _bullets("Chip Fab", "A chip plant site is chosen.",
                     "Pellham Cross beat two other shortlisted sites because of its grid connection and access to water "
                     "from the Brenn river",
                     "Besides Pellham Cross, the towns of Arnside and Keld also bid for the fab")
    _answers_first(index, question, expected)


@pytest.mark.rules_only
@pytest.mark.parametrize("question, expected", [
    ("what did the harbour museum show on the reopening weekend", "40 ship models"),  # the best fact sells tickets
    ("what did they show when the museum reopened", "40 ship models"),
    ("what did the storm damage at the museum", None),  # "damaged paintings": a participle before its noun, no deed
    ("what did the museum show as its main attraction", None),  # it showed ship models, not as its main attraction
    ("what did the storm close", "three months"),
    ("what did the museum sell", "whaling boat"),
])
def test_a_near_fact_saying_the_verb_asked_answers_for_a_best_one_lacking_it(question: str,
                                                                            expected: str | None) -> None:
    """"what did the museum show on the reopening weekend": the best fact (its tickets) says no showing, a near one
    does and answers; not a near one using the verb's participle as an adjective ("damaged paintings") nor one that
    says the deed without what the question says it was ("as its main attraction")."""
    index = _bullets("Harbour Museum Reopens", "The Harbour Museum reopened after a storm closed it.",
                     "Tickets for the reopening weekend of the Harbour Museum sold out within two hours",
                     "When it reopened on 05-02 the museum showed 40 ship models from its own collection",
                     "A storm in January closed the Harbour Museum for three months",
                     "The roof was replaced, and damaged paintings from the upper gallery are still in storage",
                     "The museum's main attraction for years was a whaling boat, sold to a collector in 2019")
    _answers_first(index, question, expected)


def test_a_near_fact_saying_whose_thing_it_is_answers_who_owns_it() -> None:
    """"who owns the pit": the best facts speak of the pit and say no owning; a near one giving it a capitalised
    possessor ("Drummock Slate's Pellow pit") says whose it is and answers."""
    index = _bullets("Pellow Pit Collapse", "A roof fall has closed a slate pit.",
                     "The nearest gauge recorded 9 mm/s against the limit in the pit's operating permit",
                     "Marrow County Council suspended work at the pit on 03-04",
                     "A roof fall at Drummock Slate's Pellow pit at 09:15 on 03-02 shook cottages nearby",
                     "About 60 residents marched to the pit gates on 03-09")
    _answers_with(index, "who owns the pit", "Drummock Slate")


@pytest.mark.parametrize("question, expected", [
    ("where did Lind work as a teacher for 20 years?", None),  # "worked as a nurse": another thing in its place
    ("how much is the ferry fare for a motorcycle?", None),  # "the fare for a standard car"
    ("when does Lind's civil trial start?", None),  # "criminal trial": not excused as said otherwise
    ("where did Lind work as a nurse for 20 years?", "Kelby Hospital"),
    ("how much is the ferry fare for a car?", "€64"),
    ("what did beta testers pay monthly?", "$89"),  # "Beta users pay": no function word before, the verb after
    ("what did the grad student Arno do?", "altered images"),  # "doctoral student Arno": a title before a name
])
def test_another_word_in_the_asked_ones_place_is_no_paraphrase(question: str, expected: str | None) -> None:
    """"where did Lind work as a teacher": the best fact says she "worked as a nurse", another word after the same
    "as a", so "teacher" is another thing, not said otherwise, and refused on; "civil trial" beside "criminal trial"
    is not excused as a paraphrase. A word with none in its place is still excused ("beta testers": "Beta users")."""
    index = _bullets("Hospital Gift", "A former nurse gives money to a hospital.",
                     "Ada Lind gave £2 million to Kelby Hospital, where she worked as a nurse for 20 years",
                     "Lind's criminal trial is listed for July 2027 at the County Court",
                     "The ferry fare for a standard car with driver rises to €64",
                     "Beta users pay $89 a month for the hospital app",
                     "Former doctoral student Arno Vell was found to have altered images for the app's trial")
    _answers_first(index, question, expected)


@pytest.mark.parametrize("question, expected", [
    ("how many visitors came to the aquarium on opening day?", None),  # "the first weekend": another stretch
    ("how many tanks is the aquarium adding next year?", None),  # "12 tanks were filled": nothing to come
    ("how much did Reefline raise in its seed round?", None),  # "a Series B round": another funding round
    ("how many visitors came to the aquarium in the first weekend?", "21,500"),
    ("how many tanks were filled before the opening?", "12"),
    ("how much did Reefline raise in its series b round?", "€30 million"),
    ("how many staff will Reefline hire next year?", "40"),  # a plan told: "plans to hire"
])
def test_another_stretch_or_round_than_the_told_one_is_refused(question: str, expected: str | None) -> None:
    """"on opening day": the best fact gives "the first weekend", the start of another stretch of time; "adding next
    year": the fact tells what was done, no plan; "seed round": a "Series B round" is another member of the closed
    class of funding rounds (world.json period_nouns, contrasts). The told stretch, deed, plan and round answer."""
    index = _bullets("Aquarium Opens", "The Lowmoor Aquarium opened on the harbour front.",
                     "The Lowmoor Aquarium drew 21,500 visitors in its first weekend, its operator said",
                     "Before the opening, 12 tanks were filled with water from the bay",
                     "Operator Reefline raised €30 million in a Series B round led by Tidal Capital",
                     "Reefline plans to hire 40 more staff in 2028, when a second hall opens")
    _answers_first(index, question, expected)


@pytest.mark.parametrize("question, expected", [
    ("who's the head surveyor at the port", "Port chief surveyor Tomas Ekdal"),
    ("who is the head of the port operator", "The head of the port operator Harlen Docks"),
])
def test_a_near_fact_saying_the_word_the_best_lacks_answers(question: str, expected: str) -> None:
    """"the head surveyor at the port": the best fact shares "head" and "port" but names no surveyor; a near one says
    "chief surveyor" and covers more of the question, so it answers (``Refusals.word_said_near``)."""
    index = _bullets("Crane Collapse Shuts Marlow Quay", "A dockside crane fell onto Marlow Quay on 02-11, injuring "
                     "four workers.",
                     "The head of the port operator Harlen Docks has resigned over the collapse",
                     "Port chief surveyor Tomas Ekdal said on Tuesday that the old quay wall beside the container berth "
                     "would need 40 new steel piles driven into the harbour bed before any crane could stand on it again",
                     "Surveyors found cracks in two other cranes at the quay",
                     "Surveyors will check every crane in the port by 04-01",
                     "Harlen Docks said the quay will stay shut until at least 05-01",
                     *_COMMITTEES)
    _answers_first(index, question, expected)



@pytest.mark.parametrize("question, expected", [
    ("how long is the existing quay?", None),  # "640 metres west of the existing quay": the berth's place, no length
    ("how long will the new berth be?", "420 metres long"),
    ("how far west of the existing quay is the new berth?", "640 metres west"),  # a distance asked: the placing answers
])
def test_a_figure_placing_something_from_the_thing_asked_is_not_its_measure(question: str, expected: str | None) -> None:
    """"How long is the existing quay": a fact saying the new berth "would be 420 metres long … 640 metres west of the
    existing quay" measures the berth and places it from the quay, so the bot abstains; asked of the berth, or how
    far, it answers."""
    index = _bullets("Harbour Plan", "A harbour builds a second berth.",
                     "The new berth would be 420 metres long and 50 metres wide, built 640 metres west of the existing "
                     "quay so that ships can dock at both",
                     "The harbour board approved the berth on 03-02 by seven votes to two")
    _answers_first(index, question, expected)


@pytest.mark.parametrize("question, expected", [
    ("what was the serial number of the pump that failed?", None),  # the pump is named, no serial number of it
    ("what pump failed at the station?", "Talvor K-9"),
    ("what did inspectors check the serial numbers of?", "40 valves"),
])
def test_an_identifier_asked_must_be_said_by_its_name(question: str, expected: str | None) -> None:
    """"What was the serial number of the pump": a code is given under its own name, so a fact naming the pump and
    its model but no serial number is no answer, though another fact speaks of serial numbers."""
    index = _bullets("Pump Failure", "Streets flooded in Brookfield.",
                     "A Talvor K-9 pump failed at the Brookfield pumping station on 05-14, flooding two streets",
                     "Inspectors checked the serial numbers of 40 valves across the network (per @BrookfieldWater)")
    _answers_first(index, question, expected)


@pytest.mark.parametrize("extra, answered, said", [
    ((), False, "the whole, not the part"),
    (("Of the $2.4 million fine, $600,000 is for the late reporting charge",), True, "$600,000"),
])
def test_what_the_whole_changed_from_is_no_part(extra: tuple[str, ...], answered: bool, said: str) -> None:
    """"how much of the $2.4 million fine is for X": "at $2.4 million, up from the $1.8 million it proposed" gives the
    whole and what it was before, no part of it."""
    index = one_digest_index("The harbour authority set the fine at $2.4 million, up from the $1.8 million it first "
                             "proposed, after adding a charge over late reporting", *extra)
    _answers_as(index, "how much of the $2.4 million fine is for the late reporting charge?", answered, said)


_MARSH = ("The Velka emerges from Lake Tarnow, flows east past Oldmere and is joined by the river Sorn",
          "Since about 9,000 years ago the water level of Lake Tarnow dropped 12 metres",
          "The marsh began to dry out from 4,000 years ago onward, and the peat beds were cut for fuel",
          "From the Bronze Age onwards, farmers drained the marsh with ditches",
          "At Oldmere, 14 km downstream of Kessby, lies the eastern end of the Tarnow Canal",
          "The Tarnow Canal is 22 metres wide and took 6 years to dig",
          "The lake level rose 2 metres in the spring floods of 1998")


@pytest.mark.parametrize("question, answered, said", [
    # a "by" after the subject is another deed's doer, no passive: the lake does not emerge
    ("Where does Lake Tarnow emerge from?", False, "said of something else"),
    ("What does the Velka emerge from?", True, "Lake Tarnow"),
    # a rise asked, a drop told in another form of the verb
    ("How far did the water level of Lake Tarnow rise?", False, "\u201cdropped\u201d, not \u201crise\u201d"),
    ("How much did the lake level rise in the spring floods?", True, "2 metres"),
    # "from X onwards" is after X, not before it
    ("What did farmers do to the marsh before the Bronze Age?", False, "\u201conwards\u201d, not \u201cbefore\u201d"),
    ("What did farmers do to the marsh from the Bronze Age?", True, "drained"),
    # "4,000 years ago" is a point in time: no span of it
    ("How many years did it take for the marsh to dry out?", False, "only when, not how long"),
    ("How many years did it take to dig the Tarnow Canal?", True, "6 years"),
    # "14 km downstream of Kessby" places the canal's end; it measures nothing of the canal
    ("How wide is the eastern end of the Tarnow Canal at Oldmere?", False, "distance from somewhere else"),
    ("How wide is the Tarnow Canal?", True, "22 metres"),
])
def test_a_changed_direction_time_or_measure_is_refused(question: str, answered: bool, said: str) -> None:
    """A subject standing after its verb, a change or time turned round, a point for a span, a position for a size."""
    _answers_as(_story(*_MARSH), question, answered, said)


@pytest.mark.parametrize("question, expected", [
    ("what did the safety inspectorate conclude in its march report?", None),  # only "expects to publish"
    ("what did the ombudsman find in its inquiry into the lift closures?", "found that the lifts"),  # a finding
    ("what was the result of the tenants' vote on the rent freeze?", "voted 412 to 96"),  # done, then a plan
    ("what did the board decide about the depot?", "decided to sell"),  # a decision is an outcome
    ("what did the mayor say about the inspectorate's findings?", "welcomes"),  # a verdict only spoken of
])
def test_a_result_asked_needs_more_than_a_step_to_come(question: str, expected: str | None) -> None:
    """"What did the inspectorate conclude in its March report": a fact telling only that findings are to come ("expects
    to publish its findings in March") tells no outcome, so the bot abstains; one telling the outcome beside a plan
    ("voted 412 to 96 …; the freeze takes effect in May") answers."""
    index = _bullets("Tower Blocks", "A housing estate's troubles.",
                     "The Safety Inspectorate opened a review of the Kestrel estate on 01-10 and expects to publish "
                     "its findings in March",
                     "The ombudsman's inquiry into the lift closures found that the lifts were left broken for 40 "
                     "days, and the landlord must pay each household £300 by June",
                     "Tenants voted 412 to 96 for the rent freeze; the freeze takes effect in May",
                     "The board decided to sell the Harrow Lane depot to a housing charity",
                     "Mayor Ines Corbett said she welcomes the inspectorate's findings on the estate")
    _answers_first(index, question, expected)


@pytest.mark.rules_only
@pytest.mark.parametrize("question, expected", [
    ("which company supplied the harbour crane?", None),  # "the supplier's inspector": no one named
    ("who supplied the harbour crane?", None),
    ("which company supplied the ferry ramp?", "Dorrit Steelworks"),  # "Dorrit Steelworks, the supplier, said"
    ("who insured the ferry ramp?", "Kelby Mutual"),  # "insurer Kelby Mutual": a name beside the doer's noun
])
def test_a_doer_told_only_by_its_noun_is_no_name(question: str, expected: str | None) -> None:
    """"Which company supplied the harbour crane": a fact saying the verb only by its doer's noun with no name beside it
    ("the supplier's inspector limits the crane …") does not say who did it; "Dorrit Steelworks, the supplier, said …"
    and "insurer Kelby Mutual" do."""
    index = _bullets("Port Works", "A port's new equipment.",
                     "The Harbour Crane failed a load test on 03-02; the supplier's inspector limits the crane to "
                     "40 tonnes until its brakes are replaced",
                     "Dorrit Steelworks, the supplier, said the Ferry Ramp would be ready by May",
                     "The Ferry Ramp is covered by insurer Kelby Mutual for €3 million")
    _answers_first(index, question, expected)


@pytest.mark.parametrize("question, answered, said", [
    ("how much is harwell bank getting paid in fees for the stadium?", False, "gives no sum for \u201cfees\u201d"),
    ("how much were the heating bills at the old ground?", False, "gives no sum for \u201cbills\u201d"),
    ("how much is the grant from the sports council?", True, "£12 million grant"),
    ("how much is the fine for a late ticket return?", True, "£40"),
    ("what's the final bill for the stadium?", True, "£310 million"),
])
def test_a_sum_asked_by_name_needs_a_figure_tied_to_it(question: str, answered: bool, said: str) -> None:
    """"How much are the fees": a fact pricing something else (the loan, the stadium) gives no fee; a figure tied to
    the word, or a word for it ("the final budget" for the bill, "Fines rose: £40 for …"), does."""
    index = _bullets("Brackley Town Stadium", "Brackley Town FC is building a new stadium.",
                     "The club is borrowing £90 million from Harwell Bank to build the stadium, designed by "
                     "architects Polder & Finch",
                     "A £12 million grant from the sports council covers the new training pitches",
                     "The club blamed a cut in its council grant from £2 million to £500,000, and heating bills "
                     "at the old ground, Marsh Lane, that have almost doubled since 2024",
                     "Fines for season tickets went up in June: £40 for a late ticket return and £75 for a lost card",
                     "The stadium's final budget is £310 million, £25 million above the 2025 estimate")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, expected", [
    ("who owns the quarry that flooded", "Brantwell Aggregates"),  # "Brantwell Aggregates reopened its … quarry"
    ("who owns the harbour", None),  # "Marlow Council said its harbour …": a report, whose "its" is not told
])
def test_a_named_subjects_its_says_whose_the_thing_is(question: str, expected: str | None) -> None:
    """"Who owns the quarry": "Brantwell Aggregates reopened its limestone quarry" says whose it is; not a subject that
    only speaks of "its" harbour."""
    index = _bullets("Quarry Flood", "A limestone quarry flooded after a week of storms.",
                     "Brantwell Aggregates reopened its Hollin limestone quarry on 03-02, six weeks after it flooded",
                     "Marlow Council said its harbour would stay shut to barges until 04-01",
                     *_COMMITTEES[:6])
    _answers_first(index, question, expected)


@pytest.mark.parametrize("question, expected", [
    ("who won the westbrook mayor race?", "Rosa Ibarra"),  # "mayor" qualifies the race: no mayor need be named
    ("who is the port director", "Anders Lunde"),
])
def test_a_role_word_qualifying_a_noun_asks_no_role(question: str, expected: str) -> None:
    """"Who won the mayor race": the winner of the race is asked, not a mayor the best fact must name."""
    index = one_digest_index(
        "Challenger Rosa Ibarra finished the count 412 votes ahead of incumbent Tom Gale in the Westbrook mayoral election",
        "Gale, mayor since 2015, had sought a third term and conceded on 11-05",
        "Turnout in Westbrook was 48%, up from 41% four years ago",
        "Port director Anders Lunde said the new ferry pier opens in 2028")
    _answers_first(index, question, expected)


@pytest.mark.parametrize(("question", "answered", "said"), [
    ("how long did the drought last?", False, "part of a name"),
    ("how many days did the festival run?", False, "part of a name"),
    ("how long did the siege of Marlow last?", True, "nine days"),
])
def test_a_figure_in_a_name_measures_nothing(question: str, answered: bool, said: str) -> None:
    """"Forty Days of Dust" names a film about the drought: its days measure nothing; "nine days" measures the siege."""
    index = one_digest_index("Forty Days of Dust, a film about the drought, opened the Kelby festival on 05-02",
                             "The siege of Marlow lasted nine days before the garrison gave up")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("how much was the fine set at", True, "\u00a34.2 million"),  # the best fact calls the fine small, gives no sum
    ("how many drivers will the merged company keep", False, "counts something else"),  # "340 buses": no drivers
    ("how many buses will the holm lane depot hold", False, "doesn't mention \u201cholm\u201d"),
])
def test_a_near_fact_giving_the_figure_asked_answers_for_a_best_that_gives_none(question: str, answered: bool,
                                                                                said: str) -> None:
    """"How much was the fine set at": a best fact that speaks of the fine but gives no sum gives way to a near one
    that gives it, if no refusal holds against that one (a figure counting something else is still refused)."""
    index = one_digest_index(
        "Campaigners called the fine set by the water regulator \"far too small for the damage done\"; Marlow Water "
        "said it would not appeal",
        "Marlow Water, which pleaded guilty on 03-11 to illegal sewage spills into the River Tessel, was fined "
        "\u00a34.2 million",
        "Councillors said the merged bus company would keep every depot the two firms run open, calling the deal "
        "\"good news for drivers\"",
        "After the merger the bus company will run 340 buses from six depots",
        "The new depot at Holm Lane cost \u00a330 million and opened on 04-02")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("how many houses were completely wiped out", True, "260 of them destroyed"),  # homes, a near fact, count them
    ("how many houses did the council buy out", False, "counts something else"),  # no near fact counts those
    ("how many horses died in the stables", False, "counts something else"),  # "120 horses" kept, not dead
])
def test_a_near_fact_counting_the_noun_asked_answers_for_a_best_that_counts_something_else(
        question: str, answered: bool, said: str) -> None:
    """"How many houses were wiped out": a best fact that speaks of the houses but counts pounds gives way to a near
    one whose figure counts homes (a word WordNet relates to houses), if no refusal holds against that one."""
    index = one_digest_index(
        "Clean-up of the flood-hit houses in Marrow Vale is about half complete, and the council has set aside "
        "\u00a312 million to buy out houses on the river bank",
        "The council's survey counts 1,840 damaged homes in the valley, 260 of them destroyed",
        "Of the 300 animals kept on the valley farms, 25 died in the stables",
        "The valley farms kept 120 horses and 180 sheep before the flood",
        "The river rose 4 m above its usual level on 02-11")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, expected", [
    ("who founded the choir?", None),  # "The Lindqvist Choir, founded in 1954,": no founder
    ("who built the ferry?", None),  # "the 1998-built ferry": no builder
    ("who restored the organ?", "Hartmann Orgelbau"),  # "was restored by Hartmann Orgelbau"
    ("who insured the hall?", "Selby Mutual"),  # "insured with Selby Mutual"
    ("who is renting the hall?", "Brisk Events"),  # "Brisk Events is renting": a doer, not a passive
])
def test_a_deed_said_with_no_doer_does_not_say_who_did_it(question: str, expected: str | None) -> None:
    """"Who founded the choir": a fact saying the deed only as a passive with no doer ("the choir, founded in 1954,")
    or a compound ("the 1998-built ferry") does not say who did it; "restored by …", "insured with …" do."""
    index = _bullets("Harbour Arts", "A town's arts groups.",
                     "The Lindqvist Choir, founded in 1954, will sing at the harbour festival on 06-12",
                     "The 1998-built ferry Saga Nord will carry festival guests from the island",
                     "The town hall organ was restored by Hartmann Orgelbau in 2019 for €400,000",
                     "The hall was insured with Selby Mutual for €9 million",
                     "Brisk Events is renting the hall for the festival week")
    _answers_first(index, question, expected)


_FLOOD = (
    "Stone River Floods the Lower Valley\n\n"
    "Episode 1 · Levee Breach Forces Evacuations (2027-03-05, 3 posts)\n\n"
    "The Stone River burst a levee, and evacuation orders cover Willow Creek, Quarrytown and Mill Cross.\n\n"
    "Confirmed\n\n"
    "• The flood water reached Mill Cross at 6 a.m. on 03-04, cutting the main road (@valleydesk).\n"
    "• The river rose 4.2 metres above its normal level at the peak (@valleydesk).\n"
    "• Willow Creek was evacuated on 03-02, and its 900 residents went to a school in Quarrytown (@countyalerts).\n\n"
    "Levee breach — valleydesk · 2027-03-04\n")


@pytest.mark.parametrize("question, answered, said", [
    ("when did the flood water reach willow creek?", False, "doesn't mention \u201cwillow creek\u201d"),  # Mill Cross's
    ("when did the flood water reach mill cross?", True, "6 a.m."),
    ("when was willow creek evacuated?", True, "03-02"),
    ("how high did the stone river rise?", True, "4.2 metres"),  # the story's own river, titled: said as "the river"
])
def test_words_the_facts_write_only_as_a_capitalised_name_are_a_name_the_best_fact_must_say(
        question: str, answered: bool, said: str) -> None:
    """"willow creek" is two English words the facts write only as the name "Willow Creek": a fact telling when the
    water reached Mill Cross is about another place, though the episode's summary lists both; the story's own river,
    which its title names, is said as "the river"."""
    _answers_as(FactIndex.from_texts({"a.txt": _FLOOD}), question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("when will the 250-berth marina extension open", False, "gives \u201c400-berth\u201d, not \u201c250-berth\u201d"),
    ("when will the 400-berth marina extension open", True, "June 2027"),
    ("when was the 8 km cycle path approved", False, "not \u201c8 km\u201d"),
    ("when was the 12-kilometre cycle path approved", True, "02-11"),  # the same figure in another unit word
    ("when will the 8,000 m coastal path open", True, "May"),  # or in another unit
    ("how many homes did the 6 km zone take in", True, "1,900 homes"),  # a near fact gives the figure named
    ("how much will the marina extension cost over 10 years", False, "not \u201c10 years\u201d"),
    ("when will the marina extension with more than 250 berths open", True, "June 2027"),  # a bound, not one figure
])
def test_a_figure_named_that_the_best_fact_gives_another_of(question: str, answered: bool, said: str) -> None:
    """"When will the 250-berth marina extension open": "its 400-berth marina extension" is about another one; a near
    fact giving the figure named answers instead ("the 6 km zone"), the same figure in another unit word is no other."""
    index = one_digest_index(
        "Harbour operator Kelby Ports will open its 400-berth marina extension in June 2027",
        "The 250-berth north marina at Kelby closed on 03-04 for dredging",
        "The marina extension will cost \u00a318 million over 25 years, Kelby Ports said",
        "Plans for a 12 km cycle path along the Tessel estuary were approved on 02-11",
        "The 8 km coastal path between Kelby and Marlow will open in May",
        "About 8,000 walkers used the old cliff path last year",
        "The flood zone at Kelby was widened from 6 km to 9 km on 05-02 and now takes in 4,300 homes",
        "The first 6 km flood zone at Kelby took in about 1,900 homes")
    _answers_as(index, question, answered, said)



QUAY = ("14 barges and 6 cranes are now working at Harrow quay, including the floating crane Ostra Bell",
        "The relief convoy ran 5 daily supply runs through the Tolmar pass instead of 8",
        "The opening night of the Harrow quay market sold 400 tickets")


@pytest.mark.parametrize("question, expected", [
    ("how many drivers did the relief convoy have", None),  # "5 supply runs instead of 8": runs, not drivers
    ("how many sailors were on the ostra bell", None),  # barges and cranes are no people
    ("how many barges are working at harrow quay", "14 barges"),
    ("how many visitors came to the harrow quay market on opening night", "400 tickets"),  # tickets count people
])
def test_a_count_of_other_things_counts_no_people(question: str, expected: str | None) -> None:
    """"how many crew": a best fact whose every figure counts things that are no people (nor a count of them:
    tickets), or only measures, names or dates, counts something else."""
    index = one_digest_index(*QUAY)
    if expected is None:
        _answers_as(index, question, False, "counts something else")
    else:
        _answers_with(index, question, expected)


_LIBRARY = ("Harrowgate Library Reopens", "The town library reopened after a refurbishment.",
            "The Harrowgate library reopened on 05-02 after a two-year refurbishment costing \u20ac8 million",
            "Its new glass reading room seats 120 people and looks over the harbour",
            "Quenby Glass's curved roof panels were fitted in March, two months late",
            "The Arts Council paid \u20ac2 million of the refurbishment")


@pytest.mark.rules_only
@pytest.mark.parametrize("facts, question, expected", [
    ((), "who designed the reading room?", None),  # no fact says a design, a designer or an architect
    ((), "who designed the library's roof?", None),  # "Quenby Glass's … roof panels": not whose the library's roof is
    (("Architect Mara Olsen drew the glass reading room",), "who designed the reading room?", "Mara Olsen"),
    ((), "who funded the refurbishment?", "Arts Council"),  # "The Arts Council paid": a named deed, in other words
    ((), "who supplied the roof panels?", "Quenby Glass"),  # "Quenby Glass's … roof panels": whose they are
])
def test_a_past_deed_no_fact_says_in_any_form_is_told_by_none(facts: tuple[str, ...], question: str,
                                                                 expected: str | None) -> None:
    """"Who designed the reading room": no fact of the digest says a design, its designer or a word WordNet relates
    to it ("architect"), so none tells who did it; a named doer of a deed in the best fact, or a possessor of the thing,
    may tell it in other words."""
    _answers_first(_bullets(*_LIBRARY, *facts), question, expected)


_PIER = ("Saltmarsh Pier Reopens", "The town pier reopened after storm repairs.",
         "Storm repairs to Kellby's Saltmarsh Pier cost \u00a34 million and ended on 06-14",
         "The council's pier programme also pays for new lighting along the promenade",
         "Orrin Marine's steel deck was fitted in May")
_RAMP = "The council ordered a lifeboat ramp at the pier, to be designed with the Harbour Trust"


@pytest.mark.parametrize("facts, question, expected", [
    ((), "who designed the saltmarsh pier?", None),  # "Kellby's Saltmarsh Pier": a town's landmark, not its maker
    ((_RAMP,), "who designed the lifeboat ramp?", None),  # "to be designed with the Harbour Trust": a plan, no deed
    ((), "who designed the lighting?", None),  # "programme" is another sense of "design" (WordNet's "program")
    ((), "who made the steel deck?", "Orrin Marine"),  # "Orrin Marine's steel deck": its maker, maybe
    (("The Harbour Trust designed the lifeboat ramp in 2025",), "who designed the lifeboat ramp?", "Harbour Trust"),
])
def test_a_past_deed_told_only_by_a_landmarks_owner_a_plan_or_another_sense_is_untold(
        facts: tuple[str, ...], question: str, expected: str | None) -> None:
    """"who designed the saltmarsh pier": a place's possessive before a proper name, the deed told only as a plan, or
    a word WordNet relates to another sense of the verb ("programme") tells no one who did it."""
    _answers_first(_bullets(*_PIER, *facts), question, expected)


def test_a_did_question_is_told_by_the_deed_done_not_by_its_noun_or_a_plan() -> None:
    """"what did halcot foods price at": the story's "Halcot Foods priced its shares at $14" over a confirmed fact two
    accounts give that says only "the $14 offer price"."""
    index = FactIndex.from_texts({"a.txt": (
        "Halcot Foods\n\nHalcot Foods priced its shares at $14 each, raising $210 million. The bakery chain runs 140 "
        "shops.\n\nConfirmed\n\n• Halcot Foods shares closed at $17.20, down 4% on the day but still 23% above the $14 "
        "offer price (@desk, @wire).\n• Analyst Mira Osk kept a buy rating with a $20 price target (@desk).\n\n"
        "Update — desk · 2027-03-01\n")})
    for question in ("what did halcot foods price at", "what did it price at"):
        _answers_with(index, question, "priced its shares at $14")


@pytest.mark.parametrize("question, answered, said", [
    ("how long was brannick sentenced to", True, "six years"),
    ("how many files did talvio shred", False, "gives that for Brannick, not for Talvio"),
    ("when does talvio's hearing open", True, "2031-03-09"),  # a fact naming her answers
    ("how many engineers does corvell have", False, "gives that for Amsel, not for Corvell"),
    ("how many engineers does amsel have", True, "1,400"),
])
def test_a_figure_the_best_fact_gives_another_holder_is_not_the_asked_ones(
        question: str, answered: bool, said: str) -> None:
    """"How long was talvio sentenced to": the best fact says Brannick was sentenced and says nothing of Talvio, though
    a post it cites and the story's framing name her; "does corvell have": "Amsel's 1,400 engineers" are another
    firm's."""
    index = _bullets(
        "Pell Systems founder sentenced as Talvio hearing set and Corvell buys Amsel",
        "Aron Brannick was sentenced, Ines Talvio awaits her hearing, and Corvell is buying Amsel.",
        "Judge Ottilie Varga sentenced Pell Systems founder Aron Brannick to six years in prison on 03-02",
        "Prosecutors accused Brannick of shredding about 2,600 files before the audit",
        "Former finance chief Ines Talvio, who admitted fraud, will have her hearing open on 2031-03-09",
        "On 01-15 Corvell agreed to buy Amsel for \u20ac90 million",
        "The deal brings Amsel's 1,400 engineers into a larger group")
    _answers_as(index, question, answered, said)


_TITLED = one_digest_index(
    "Mr Justice Harcombe refused the quarry company permission to appeal on 05-12",
    "A video by Dunmere GP Ottilie Vance wrongly claiming the water was unsafe was shared 40,000 times",
    "The quarry company's chief executive Bram Osterley said it would apply again",
)


@pytest.mark.parametrize("question, expected", [
    ("who's the judge that refused them permission", "Harcombe"),  # "Mr Justice …" is a judge's title
    ("who is the doctor who made the video", "Ottilie Vance"),  # a GP is a doctor
])
def test_a_role_said_by_its_title_names_its_holder(question: str, expected: str) -> None:
    """A role asked in plain words is answered by a fact naming its holder by the title such holders go by
    (world.json ``kind_name_heads``: "Mr Justice Harcombe" a judge, "GP Ottilie Vance" a doctor)."""
    a = _TITLED.answer(question)
    assert a.answered and expected in a.answer.splitlines()[0]


_UNNAMED_JUDGE = one_digest_index(
    "The Court of Appeal has agreed to hear the ferry operator's appeal against the fare cap, and the port authority "
    "has frozen the new fares so that nobody pays them before the judge decides the case",
    "The fare cap cut the adult return ticket from \u20ac38 to \u20ac31 and the car fare from \u20ac96 to \u20ac84",
    "A two-day hearing in the case is set for 2031-04-02 before Lady Justice Wenlow Marrick (per @portcourtnews)",
    "Harbourmaster Ines Dalgaard said the queues at the terminal had doubled since the cap came in",
)


def test_a_role_named_by_its_title_in_a_weaker_fact_answers() -> None:
    """"Who's the judge on the case": the best fact speaks of "the judge" and names none; a weaker fact naming one by
    the title judges go by ("Lady Justice Wenlow Marrick") answers, from a fifth of its score."""
    a = _UNNAMED_JUDGE.answer("who is the judge on the case")
    assert a.answered and "Marrick" in a.answer.splitlines()[0]
    assert not _UNNAMED_JUDGE.answer("who is the prosecutor on the case").answered


@pytest.mark.parametrize("facts, question, answered", [
    (("The dockers' walkout was the first strike since 2011 and cost the port £3 million",),
     "how much did the 2011 strike cost the port?", False),  # 2011 only bounds a stretch: another strike
    (("The dockers' walkout was the first strike since 2011 and cost the port £3 million",),
     "how much did the strike cost the port?", True),
    (("The port has lost £3 million in trade since 2011, the harbour board said",),
     "how much trade has the port lost since 2011?", True),  # the question bounds by the year too
    (("The 2011 strike cost the port £3 million, the harbour board said",),
     "how much did the 2011 strike cost the port?", True),
    (("All 40 branches will stay open until at least the end of 2027, the bank said",),
     "how many branches will the bank close in 2028?", False),
    (("Marta Ortiz has chaired the harbour board since 2019, the port said",),
     "who chaired the harbour board in 2019?", True),  # a state since 2019 held in 2019
])
def test_a_year_said_only_as_a_bound_is_not_the_year_asked(facts: tuple[str, ...], question: str, answered: bool) -> None:
    """"The 2011 strike": "the first strike since 2011" names the year only as where a stretch begins."""
    assert _story(*facts).answer(question).answered is answered


@pytest.mark.parametrize(("question", "expected"), [
    ("how much did the ferry company pay the rescuers", None),  # a fund for the families pays no rescuer
    ("how much did the ferry company pay the families", "€250,000"),
    ("how much did the ferry company pay the tug operator", "€90,000"),
])
def test_the_one_paid_must_be_said(question: str, expected: str | None) -> None:
    """"How much did X pay the Y" asks a payment to Y: the best fact must say Y (or its word, or the sum due to it)."""
    index = _story("Brannock Ferries set up a €250,000 fund for the families of the drowned passengers",
                   "Brannock Ferries paid the tug operator €90,000 for the tow",
                   "About 40 rescuers searched the bay for two days")
    _answers_first(index, question, expected)


@pytest.mark.parametrize(("question", "expected"), [
    ("how much is Dunmore paying Holloway for the mills", None),  # Holloway buys; Dunmore pays nothing told
    ("how much did Tarrant's campaign pay for the audit", None),  # the county pays, Tarrant nowhere
    ("how much is Holloway paying for the mills", "£48 million"),
    ("how much did Pellow Bank pay Holloway", "£9 million"),  # "X paid Y £Z"
    ("how much did Arden Trust pay for the depot", "£3 million"),  # "£Z paid by X"
    ("how much did the county pay for the audit", "$86,000"),  # the payer not a name: left to the other checks
])
def test_the_one_paying_must_be_said(question: str, expected: str | None) -> None:
    """"How much did/is X pay(ing)" asks X's payment: a best fact whose payment another name makes does not answer;
    "X paid Y £Z" and "£Z paid by X" do."""
    index = _story("Holloway is buying six of the mills for £48 million, Dunmore Textiles said",
                   "Under state law the county rather than either campaign pays for the audit, which cost $86,000",
                   "Pellow Bank paid Holloway £9 million for the loan book",
                   "The depot was sold for £3 million paid by Arden Trust",
                   "Tarrant's campaign asked for the audit after losing by 212 votes")
    _answers_first(index, question, expected)


def test_what_a_thing_sold_for_is_money() -> None:
    """"How much did X sell Y for" asks a price: a fact giving the thing but no sum does not answer."""
    index = _story("The Ashford gallery found a 40 cm brass clock of about 1780 in its stores",
                   "The gallery will reopen its east wing in May")
    _answers_first(index, "how much did the gallery sell the 40 cm clock for", None)


def test_a_why_question_whose_event_is_told_without_a_reason_is_refused() -> None:
    """"Why did the guild reject the offer": the digest tells the rejection but no reason anywhere, so no answer;
    a reason given ("because …", ", so …", "at the mayor's request") is answered."""
    index = _story("The Weavers' Guild rejected the council's rent offer on 04-02 (@loomdesk).",
                   "The market hall reopened two weeks late at the mayor's request (@loomdesk).",
                   "Heavy rain flooded the cellar, so the spring fair moved to the town square (@loomdesk).",
                   "The guild's treasurer resigned because the accounts had not been audited (@loomdesk).")
    _answers_as(index, "why did the guild reject the rent offer", False, "don't say why")
    _answers_first(index, "why did the guild's treasurer resign", "accounts had not been audited")
    _answers_first(index, "why did the market hall reopen late", "mayor's request")
    _answers_first(index, "why did the spring fair move", "flooded the cellar")


@pytest.mark.parametrize(("question", "expected"), [
    ("who chairs the Coastal Planning Board", None),  # only the ferry firm's chief executive is named
    ("who heads the coastal planning board", None),
    ("who is Selwick Ferries' chief executive", "Orla Brandt"),
    ("who is the boss of Selwick Ferries", "Orla Brandt"),
])
def test_another_bodys_leader_does_not_say_who_leads_the_one_asked(question: str, expected: str | None) -> None:
    """"Who chairs the Coastal Planning Board": "Selwick Ferries chief executive Orla Brandt said the firm will appeal
    to the Coastal Planning Board" names the ferry firm's leader, not the board's."""
    index = _story("Selwick Ferries chief executive Orla Brandt said the firm will appeal to the Coastal Planning Board",
                   "The firm runs six ferries across the bay")
    _answers_first(index, question, expected)


_RATES = ("Orvia Central Bank (OCB) Raises Rates Again\n\nThe OCB raised its main rate to 5.25% on 09-18.\n\n"
          "Confirmed\n\n"
          "\u2022 Governor Lena Strauss said the council would \"act as long as it takes\" (@ocb_press).\n"
          "\u2022 The IMF forecasts growth of 1.2% next year (@imfwatch).\n\n"
          "Rate decision \u2014 ocb_press \u00b7 2027-09-18\n")


def test_a_person_asked_of_the_storys_own_acronym_may_be_named_under_its_title() -> None:
    """"who's the ocb governor": "Governor Lena Strauss …" under a title about the OCB names her; the IMF, which the
    title does not frame, is lacked ("who's the imf governor")."""
    index = FactIndex.from_texts({"a.txt": _RATES})
    answer = index.answer("who's the ocb governor")
    assert answer.answered and "Strauss" in answer.answer.split("\n")[0], answer.answer
    assert not index.answer("who's the imf governor").answered


@pytest.mark.parametrize("question,expected", [
    ("how many trains were cancelled on 05-09", None),  # the fact gives 05-11's count
    ("how many trains were cancelled on 05-11", "1,240 trains"),
    ("how many trains were cancelled on 05-04", "860 trains"),  # a near fact gives that day
    ("how many trains were cancelled in june", None),  # the facts give May's days
    ("how many trains were cancelled in may", "1,240 trains"),
])
def test_a_day_or_month_asked_is_one_the_fact_gives(question: str, expected: str | None) -> None:
    """"cancelled on 05-09": a fact giving the count for another day (or month) tells nothing of that one; a near fact
    giving the day asked answers, and the later count does not replace it."""
    index = _bullets("Rail Strike", "Train drivers walked out in two waves.",
                     "At the height of the strike, on 05-11, about 1,240 trains were cancelled across the network",
                     "The first walkout on 05-04 saw 860 trains cancelled, most of them regional services")
    _answers_first(index, question, expected)


_HARBOUR_YEARS = (
    "Port Alvie handled 4.2 million tonnes of cargo, beating the old record of 3.9 million tonnes set at Brisk Haven "
    "in 2011",
    "The Alvie ferry fleet carried 610,000 passengers in 2026, the harbour board said",
    "The harbour board fined Corran Shipping £40,000, after the £15,000 fine given to Delmar Lines in 2019",
    "The board warned that dredging could cut the channel depth below its safe limit of 9 metres by 2029",
    "The harbour board will publish its 2027 accounts in March",
)


@pytest.mark.rules_only
@pytest.mark.parametrize("question, answered", [
    ("what was the cargo record at brisk haven in 2027?", False),  # reported in 2027, but Brisk Haven's is 2011's
    ("what was the cargo record at brisk haven in 2011?", True),
    ("how much cargo did port alvie handle in 2027?", True),  # the year only as the report date
    ("how many passengers did the alvie ferry fleet carry in 2026?", True),
    ("how much was corran shipping fined in 2019?", False),  # 2019 is Delmar Lines' fine
    ("how much was delmar lines fined in 2019?", True),
    ("what is the channel depth for 2029?", False),  # "by 2029" is a deadline, no depth for 2029
])
def test_a_year_the_fact_ties_to_another_figure_is_not_the_year_asked(question: str, answered: bool) -> None:
    """A year asked must be the figure's own: not a report year while the clause of the name asked gives another
    ("set at Brisk Haven in 2011"), not another name's ("given to Delmar Lines in 2019"), nor a deadline ("by 2029")."""
    assert _story(*_HARBOUR_YEARS).answer(question).answered is answered


def test_amount_of_stuff_is_no_other_measure() -> None:
    """"How much diesel leaked": a fact whose only figure is a distance ("12 km upstream") gives no amount of diesel
    (world.json substance_measures): it is refused, and a near fact giving litres answers instead."""
    far = _story("Crews from Harlow Marine worked to keep the diesel leaked by the tug away from the Brenna marshes, 12 km "
                 "upstream.",
                 "Harlow Marine said the tug Osprey sank at its mooring in Brenna harbour on 03-04.")
    _answers_first(far, "how much diesel leaked from the tug", None)
    near = _story("Crews from Harlow Marine worked to keep the diesel leaked by the tug away from the marshes, 12 km "
                  "upstream.",
                  "The tug leaked about 9,000 litres of diesel, Harlow Marine said.")
    _answers_first(near, "how much diesel leaked from the tug", "9,000 litres")
    _answers_first(near, "how far upstream are the marshes", "12 km")


@pytest.mark.parametrize("fact, answered", [
    ("Vets counted 62 ewes with the fever on the upland farms; all cases recovered within a month", True),
    ("Vets counted 62 ewes with the fever on the upland farms; cases elsewhere recovered within a month", False),
    ("Vets counted 62 ewes on the upland farms, and fever cases were rising", False),
])
def test_a_plural_pointing_back_names_what_a_figure_counted(fact: str, answered: bool) -> None:
    """"62 ewes …; all cases recovered": the 62 are the cases asked; cases not pointed back at are other ones."""
    index = _story(fact, "Rain closed the fell road for two days")
    _answers_as(index, "how many fever cases did the vets count?", answered, "62 ewes" if answered else "something else")
FLOOD = ("The Coldmere flood forced 240 people from their homes on 03-04",
         "Of the 900 hens on the Coldmere farms, 310 drowned in the flood",
         "Farmers moved 120 ducks to higher ground before the river peaked")


@pytest.mark.parametrize("question, expected", [
    ("how many cows did the coldmere flood force from their homes", None),  # people, no cows
    ("how many ducks drowned in the flood", None),  # of the hens; the ducks are counted elsewhere
    ("how many hens drowned in the flood", "310"),
    ("how many residents did the flood force from their homes", "240"),  # people
    ("how many ducks were moved to higher ground", "120"),
])
def test_a_count_of_another_kind_of_thing_is_not_the_count_asked(question: str, expected: str | None) -> None:
    """"how many cattle died": a best fact that never says them and counts only people, or another kind than one
    another fact counts them as ("of the 900 hens, 310 drowned" for ducks, with "120 ducks" elsewhere), counts
    something else."""
    index = one_digest_index(*FLOOD)
    if expected is None:
        _answers_as(index, question, False, "counts something else")
    else:
        _answers_with(index, question, expected)


def test_sum_asked_by_name_must_be_said() -> None:
    """"How much debt does Harlow Mills have": the fact giving its sale price tells no debt while another fact tells a
    debt, so it is no answer; a near fact naming the sum goes first, and a sum said in other words still answers."""
    index = _story("Harlow Mills agreed to sell its bakery arm to Penrose Foods for $85 million",
                   "The Ostend Group borrowed $40 million from regional banks to build a new warehouse",
                   "Harlow Mills paid a $2 million fine to the food regulator in March")
    _answers_as(index, "how much debt does harlow mills have", False, "\u201cdebt\u201d")
    _answers_as(index, "how much did harlow mills borrow", False, "\u201cborrow\u201d")
    _answers_first(index, "how much did the ostend group borrow", "$40 million")
    _answers_first(index, "how much did penrose foods pay for the bakery arm", "$85 million")


@pytest.mark.parametrize("question, expected", [
    ("when did the east wing open", None),  # only due to open
    ("when did the west wing open", "05-14"),
    ("when did the footbridge open", "06-02"),  # a plan carried out: "due to open on 06-02, opened as planned"
    ("when was the ferry pier reopened", "06-20"),  # "was due to reopen on 06-20 and did"
])
def test_a_past_deed_told_only_as_to_come_is_untold(question: str, expected: str | None) -> None:
    """"When did the east wing open": a best fact telling it only as a plan ("is due to open in spring 2029"), with
    nothing done in it and no near fact telling the deed done, does not say when it happened."""
    index = _story("The Harrow Museum said its new east wing is due to open in spring 2029",
                   "The museum's west wing opened on 05-14 after a two-year refit",
                   "The footbridge over the Lenn, due to open on 06-02, opened as planned",
                   "The ferry pier was due to reopen on 06-20 after storm repairs and did",
                   "Visitor numbers at the museum rose 18% in May")
    if expected is None:
        _answers_as(index, question, False, "tells only what is still to come")
    else:
        _answers_with(index, question, expected)


@pytest.mark.parametrize("text, done", [
    ("The new east wing is due to open in spring 2029", False),
    ("The first image release is planned for the week of 06-12", False),
    ("The council has recommended that the wing open in 2030", False),
    ("The wing opened on 05-14", True),
    ("The opening on 05-14 drew 3,000 visitors", True),
    ("The wing, due to open on 06-02, went live as planned", True),
    ("The wing was due to open on 06-02 and did", True),
])
def test_a_deed_told_done_or_only_to_come(text: str, done: bool) -> None:
    """``support.tells_done``: the asked deed or another past deed in a clause saying the thing asked, not a plan."""
    assert support.tells_done(text, frozenset({"open"}), frozenset({"wing", "open", "releas", "imag"})) is done


@pytest.mark.parametrize("question, expected", [
    ("how many visits did the website get in its first week", None),  # told for its first 48 hours only
    ("how many visits did the website get on day one", None),
    ("how many visits did the website get in the first 48 hours", "9,300 visits"),
    ("how many loaves did the bakery sell in its first week", "4,000 loaves"),  # a week told as seven days
    ("how many loaves did the bakery sell in its first month", None),
])
def test_a_stretch_asked_is_the_one_the_fact_gives_in_any_words(question: str, expected: str | None) -> None:
    """"How many visits in its first week": "9,300 visits in its first 48 hours" is another stretch's figure, while
    "its first seven days" is the first week said otherwise (stretches compared by their length)."""
    index = _bullets("Museum Opens", "The museum opened its doors and its website.",
                     "The museum's new website logged 9,300 visits in its first 48 hours",
                     "The museum bakery sold 4,000 loaves in its first seven days")
    _answers_first(index, question, expected)


@pytest.mark.parametrize("question, expected", [
    ("how many sailors were flown home in march", None),  # the fact's month is February: reported in March
    ("how many sailors were flown home in february", "18 were flown home"),
    ("how many members voted for the cut in march", "voted 5-2"),  # January is another deed's month
])
def test_a_month_the_fact_ties_its_figure_to_is_not_excused_by_its_report_month(question: str,
                                                                                  expected: str | None) -> None:
    """"How many were flown home in march": "18 were flown home in February", reported in March, gives February's
    figure; the report month excuses only a month the fact ties to another deed ("who dissented in January")."""
    index = _bullets("Ship Held", "A ship is held at anchor and a board cuts its rate.",
                     "Of the 30 crew, 12 stayed on board while 18 were flown home in February",
                     "The board voted 5-2 for the cut; member Ada Roe, who dissented in January, voted with the majority")
    _answers_first(index, question, expected)


@pytest.mark.parametrize("question, answered, said", [
    ("how old was the bus driver?", False, "not for the driver"),  # "a 61-year-old passenger"
    ("how old was the passenger who died?", True, "61-year-old passenger"),
    ("how many hours had the conductor been working?", False, "not for the conductor"),  # the operator's hours
    ("how many hours had the operator been working?", True, "11 hours"),
])
def test_a_figure_of_another_role_is_no_answer(question: str, answered: bool, said: str) -> None:
    """"How old was the bus driver": "a 61-year-old passenger … and the driver were hurt" gives the passenger's age;
    "the operator had been working for 11 hours" gives no conductor's hours."""
    index = _bullets("Tram and Bus Collide in Dunmere", "A tram and a bus collided at the Quayside junction.",
                     "The victims are a 61-year-old passenger from Ashby and the driver of the bus",
                     "Investigators found the tram operator had been working for 11 hours when the conductor signalled",
                     *_COMMITTEES)
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, fact, said", [
    ("where did police find the sculpture", "Police have recovered the sculpture from a barn near Oldcastle", True),
    ("where did police find the getaway van", "Police have recovered the sculpture from a barn near Oldcastle", False),
    ("when did the gallery abandon its lending scheme", "The gallery withdrew its insurance claim on 05-02", False),
    ("when did inspectors conduct the safety test", "Inspectors performed a safety test on the lift on 04-11", True),
    ("what damaged the stage", "A fire destroyed the stage in 1921", False),  # what did it: the very deed asked
])
def test_a_verb_said_by_its_news_paraphrase_needs_every_other_key_word(question: str, fact: str, said: bool) -> None:
    """"where did police find the sculpture": "Police have recovered the sculpture" says the asked verb by a word of its
    news paraphrase group (world.json paraphrases) with every other key word; "the getaway van" or "its lending
    scheme" missing, a paraphrase ("recovered", "withdrew") is not the deed asked."""
    index = _bullets("Sculpture Theft", "A bronze sculpture was stolen from the Harwick Gallery in March.", fact)
    q = index.matcher.parse_question(question)
    verb = q.predicate or q.action
    assert verb is not None
    assert _paraphrased(q, verb, [support.fact_text(fact)]) is said


_CLINIC = ("The Marlow clinic said it will recruit six midwives before the spring",
           "The Marlow clinic employs 240 nurses, after hiring 30 more in January",
           "The ambulance service will add 12 paramedics next year")


@pytest.mark.parametrize("question, expected", [
    ("how many midwives does the marlow clinic have", None),  # only those to be recruited
    ("how many paramedics does the ambulance service have", None),  # only those to be added
    ("how many midwives will the marlow clinic recruit", "six midwives"),  # the increment asked
    ("how many paramedics will the ambulance service add", "12 paramedics"),
    ("how many nurses does the marlow clinic employ", "240 nurses"),  # a total beside the increment
])
def test_an_increment_is_no_total_of_what_a_thing_has(question: str, expected: str | None) -> None:
    """"How many midwives does the clinic have": "will recruit six midwives" tells how many are added, no total; a
    question asking what is added, or a fact giving a total beside the increment ("employs 240, after hiring 30
    more"), is answered."""
    _answers_first(one_digest_index(*_CLINIC), question, expected)


_BARGE = ("The barge Wenna was carrying about 1,400 tonnes of grain and 36 containers when it struck the lock gate",
          "Divers have recovered 9 containers from the riverbed, the port authority said")


@pytest.mark.parametrize("question, expected", [
    ("how many containers sank with the barge", None),  # the load carried, not those that sank
    ("how many containers was the barge wenna carrying", "36 containers"),
    ("how many containers did the wenna carry", "36 containers"),
    ("how many containers did divers recover", "9 containers"),
])
def test_a_load_carried_is_no_count_of_another_deed(question: str, expected: str | None) -> None:
    """"How many containers sank": "was carrying about 36 containers" counts the load held, not those the asked deed
    befell, when the fact never says the deed; "how many did it carry" is answered by it."""
    _answers_first(one_digest_index(*_BARGE), question, expected)


def test_an_amount_of_a_gas_is_no_length() -> None:
    """"How much oxygen did the capsule carry": "a 4.2-metre capsule with its own oxygen supply" gives a length, no
    amount of oxygen (world.json substance_measures: a volume or a mass)."""
    index = _story("The miners will be lifted in a 4.2-metre rescue capsule with its own oxygen supply, built by Orrel "
                   "Engineering",
                   "Orrel Engineering said the capsule was tested at the Dunmore pit on 03-02")
    _answers_first(index, "how much oxygen did the rescue capsule carry", None)


@pytest.mark.parametrize("question, answered, said", [
    ("when does berth 9 reopen?", False, "mention \u201cberth 9\u201d"),
    ("how many berths did the port reopen with?", True, "9 of its 12 berths"),
    ("when did berth 4 reopen?", True, "03-11"),
])
def test_a_number_naming_a_thing_is_not_the_same_number_counting(question: str, answered: bool, said: str) -> None:
    """"berth 9" names one berth: a fact giving 9 only as a count ("9 of its 12 berths") does not name it; one naming
    "berth 4" does."""
    index = _bullets("Storm closes Calder port", "A winter storm shut the port of Calder.",
                     "The port of Calder reopened on 03-14 with 9 of its 12 berths working (@calderport)",
                     "After divers cleared the wreck of a tug, berth 4 reopened on 03-11",
                     "A container crane collapsed onto berth 9 during the storm",
                     "The storm brought gusts of 140 km/h to the harbour")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("when do trains on line 5 run to the airport again?", False, "\u201cline 5\u201d has not done that"),
    ("when do line 2 trains run to the airport again?", True, "04-02"),
])
def test_a_thing_the_fact_says_stays_as_it_is_has_no_date_for_the_deed(question: str, answered: bool, said: str) -> None:
    """"line 5 stays on the bus replacement" says line 5 does not run again: no date for when it does, though the fact
    dates line 2's return."""
    index = _bullets("Tunnel flood halts airport trains", "A burst main flooded the Merrow tunnel.",
                     "From 04-02 trains on lines 2 and 3 run to the airport again; line 5 stays on the bus replacement",
                     "The burst water main flooded 800 m of the Merrow tunnel on 03-20",
                     "Repairs are expected to cost about €3.1 million (@merrowtransit)")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize(("question", "answered", "said"), [
    ("how many ppl work at brenmoor", True, "3,300"),  # employees are who work there
    ("how many people work at the tarwick design centre", False, "counts something else"),  # not the firm's staff
    ("how many people died at brenmoor", False, "The digests don't say"),  # employees tell no deaths
])
def test_people_counted_by_the_noun_for_their_deed(question: str, answered: bool, said: str) -> None:
    """"how many ppl work at X": a near fact counting X's employees answers when the best counts no people."""
    index = one_digest_index(
        "Brenmoor's $400 million share of the proceeds will repay a $120 million loan and fund a $90 million design "
        "centre in Tarwick, due to open in 2029",
        "Brenmoor had 3,300 employees at the end of the year, up from 2,900 a year earlier",
        "Brenmoor will join the Dalton 100 index on 04-01")
    _answers_as(index, question, answered, said)


def test_a_phrasal_verb_of_earning_is_said_by_its_relative() -> None:
    """"how much money did the share sale bring in": "raising $410 million" says it ("bring in": raise, earn), its
    relative's stem not stemmed twice ("rais", not "rai") when the sum asked is checked (a digest written for this
    test)."""
    index = one_digest_index("Tarrow Tech priced its share sale at $18 a share, raising $410 million",
                             "Tarrow shares closed at $21.40 on their first day of trading",
                             "Tarrow expects revenue of $90 million this year")
    ans = index.answer("how much money did the share sale bring in")
    assert ans.answered and "$410 million" in ans.answer.split("\n")[0], ans.answer


@pytest.mark.parametrize("question, fact, said", [
    ("in what year did the guild gain its charter", "The Tarrow guild received its charter from the duke in 1412", True),
    ("when was the Varden alliance established", "The Varden alliance, formed in 1388, won the war", True),
    ("on what date was the Treaty of Ostmark concluded", "The Treaty of Ostmark, signed on 3 June 1521, ended it", True),
    ("when was the Peace of Ostmark established", "Since the Peace of Ostmark, the river formed the border", False),
])
def test_a_date_asked_of_a_deed_said_otherwise_needs_a_dated_fact(question: str, fact: str, said: bool) -> None:
    """"In what year did the guild gain its charter": the year is what is asked, not a key word "received its charter
    … in 1412" must say; a deed said by its news paraphrase (established: formed, concluded: signed) for a date asked
    is said only by a fact that gives one ("since the Peace of Ostmark, the river formed …" dates nothing)."""
    index = _bullets("Ostmark History", "The towns of the Ostmark coast.", fact)
    q = index.matcher.parse_question(question)
    verb = q.predicate or q.action
    assert verb is not None
    assert _paraphrased(q, verb, [support.fact_text(fact)]) is said


@pytest.mark.rules_only
@pytest.mark.parametrize("question, answered, said", [
    ("who rebuilt Tarrow in the 12th century?", True, "Anselm"),  # 1159 is of the 12th century
    ("who rebuilt Tarrow in the 15th century?", False, "15th"),  # … not of the 15th
    ("who walled Harn in the tenth century?", True, "Odo"),  # a century in words: 950 is of the tenth
    ("who walled Harn in the ninth century?", False, "ninth"),
])
def test_a_century_asked_is_said_by_a_year_of_it(question: str, answered: bool, said: str) -> None:
    """"in the 12th century": "rebuilt in 1159" says it; "12th" is no name with a number in it that the fact lacks."""
    index = _bullets("Tarrow", "A port town.", "Tarrow was rebuilt in 1159 by Duke Anselm of Vell",
                     "Harn was walled in 950 by Count Odo",
                     "The eastward settlement of the 12th century brought merchants to the coast",
                     "Trade declined in the 15th century as the harbour silted up")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("Which town led the eastern league before Ardenburg?", False, "before \u201cArdenburg\u201d"),
    ("Which town led the eastern league?", True, "Ardenburg"),
    ("Which town led the western league after Ardenburg?", True, "Velm"),  # a word of order: maybe it answers
])
def test_what_came_before_a_name_is_not_told_by_a_fact_naming_it_alone(question: str, answered: bool,
                                                                       said: str) -> None:
    """"Which town led the league before Ardenburg": "the league was led by Ardenburg" names that one and no word of
    order (world.json ``order_words``), so not the one before it."""
    index = _bullets("The Leagues", "Towns of the coast.", "The eastern league was led by Ardenburg and the southern "
                     "league by Halm", "The western league was led by Ardenburg, succeeded by Velm in 1410")
    _answers_as(index, question, answered, said)


def test_a_summary_sentence_a_fact_repeats_frames_no_other_fact() -> None:
    """A reference digest's episode summary is its facts' sentences: the one naming the Kestrel yard does not frame the
    fact counting the Ostwharf's merchants, so a count asked of the Kestrel yard is refused."""
    first = "The Kestrel yard in Vell occupied a walled compound by the river."
    second = "The Ostwharf in Harn, where up to 3,000 merchants lived, controlled the fish trade."
    index = FactIndex.from_texts({"a.txt": (
        "Trading Posts: a reference article\n\n"
        f"Episode 1 · The trading posts (2016-06-02, 1 posts)\n\n{first} {second}\n\nConfirmed\n\n"
        f"• {first[:-1]} (per @desk).\n• {second[:-1]} (per @desk).\n\nTrading posts — desk · 2016-06-02\n")})
    _answers_as(index, "How many merchants lived at the Kestrel yard in Vell?", False, "Kestrel")
    _answers_as(index, "How many merchants lived at the Ostwharf in Harn?", True, "3,000")


@pytest.mark.parametrize("question, answered, said", [
    ("How large a garrison did Norway keep in the harbour town?", True, "4,000"),  # "Norwegian troops" say Norway
    ("how many barges did norwegian crews sink to block the harbour?", False, "“polish”, not “norwegian”"),
    ("how many barges did polish crews sink to block the harbour?", True, "12 barges"),
])
def test_a_place_is_said_by_its_people_and_one_people_is_not_another(question: str, answered: bool, said: str) -> None:
    """A country asked is said by the word for its people (world.json ``demonyms``), and "Polish crews" told are not
    the "Norwegian crews" asked: one people's against another's before the same noun."""
    index = one_digest_index("Norwegian troops held the harbour town in 1910 and kept a garrison of 4,000 soldiers there",
                             "Norway later handed the town back under a treaty",
                             "Polish crews sank about 12 barges to block the harbour mouth")
    _answers_as(index, question, answered, said)


def test_a_day_of_a_month_counts_nothing() -> None:
    """"How many windows were broken in the storm of 1987": "a storm on the night of 14 March 1987 broke most of the
    windows" gives a date, no count of windows; "broke 40 windows" counts them."""
    index = one_digest_index("The Elm Hall library was closed after a storm on the night of 14 March 1987 broke most "
                             "of the windows of its reading room",
                             "A second storm in 1990 broke 40 windows of the town school")
    refused = index.answer("How many windows of the Elm Hall library were broken in the storm of 1987?")
    assert not refused.answered and "gives no figure" in refused.answer, refused.answer
    assert "40 windows" in index.answer("How many windows of the town school did the 1990 storm break?").answer


def test_a_figure_said_of_a_pronoun_is_the_named_subjects() -> None:
    """"How tall is the clock tower of Varnholt Abbey": "Varnholt Abbey was begun in 1182 …, and its clock tower, 41
    metres high, …" gives the tower's height in a clause that points back at the abbey, the subject; a pronoun after a
    list that names one ("three towers (Ash House, Oak House and Birch House) …; it is home to …") points at the
    subject, not at the name."""
    index = one_digest_index("Varnholt Abbey was begun in 1182 under Abbot Ide Sorn, and its clock tower, 41 metres "
                             "high, was finished in 1261", "Orlen Priory was founded in 1102",
                             "The Tessel bridge was rebuilt in 1780", "The town market opens on Fridays",
                             "Brannock Castle was sold to the county in 1920")
    answer = index.answer("How tall is the clock tower of Varnholt Abbey?")
    assert answer.answered and "41 metres" in answer.answer, answer.answer
    assert not _refers_back("it is home to 212 households", ["Birch House) and 14 low-rise blocks"])
