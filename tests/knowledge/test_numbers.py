"""Numbers in text: values, units and the inputs that once crashed the parser."""

from __future__ import annotations

import pytest

from knowledge.index import FactIndex
from knowledge.numbers import canonical_unit, extract_quantities
from knowledge.parser import parse_text
from knowledge.question import UNIT_DIMENSION


def test_values_units_and_scales() -> None:
    """Scaled numbers, percentages, currency and the noun after a number."""
    got = [(q.value, q.unit) for q in extract_quantities("It used 18.75T tokens, 13% of $2.5bn and 4 GB200 NVL72 clusters.")]
    assert got == [(18.75e12, "token"), (13.0, "percent"), (2.5e9, "usd"), (4.0, "cluster")]


def test_numbers_too_large_for_a_float_are_no_quantity() -> None:
    """'1e999' (and a 5,000-digit exponent) are skipped instead of raising OverflowError/ValueError."""
    assert extract_quantities("The run used 1e999 tokens and 5 GPUs.")[0].value == 5.0
    assert len(extract_quantities("1e999 tokens")) == 0
    assert extract_quantities("1e" + "9" * 5000) == []


def test_a_k_with_an_n_is_not_a_scale() -> None:
    """'5kn' (knots) raised KeyError: 'kn' is no scale; 'bn', 'mn', 'tn' still are."""
    assert extract_quantities("a 5kn wind") == []
    assert [q.value for q in extract_quantities("a 5bn fund, 3Mn users, 2tn tokens")] == [5e9, 3e6, 2e12]


def test_such_numbers_neither_fail_a_digest_nor_a_question(marin: FactIndex) -> None:
    """A digest stating them keeps its facts; a question with them gets an answer, not an exception."""
    digest = parse_text("Big run\n\nThe run used 1e999 tokens in a 5kn wind, on 5 GPUs.\n\nConfirmed\n\n"
                        "- It has 3 parts (per @a).\n\nPrimary sources\n- Post — a · 2025-01-01\n", "x.txt")
    assert not digest.failed and len(digest.facts) == 3
    assert [q.value for q in digest.facts[1].numbers] == [5.0]
    answer = marin.answer("Was it trained on 1e999 tokens in a 5kn wind?")
    assert answer.question.startswith("Was it trained")


def test_compound_quantities_of_every_field() -> None:
    """Currency codes and symbols, units of measure right after a number, degrees, '7B-parameter', model names."""
    def got(text: str) -> list[tuple[float, str]]:
        """(value, unit) of each quantity."""
        return [(q.value, q.unit) for q in extract_quantities(text)]

    assert [u for _, u in got("a budget of £8.3 billion")] == ["gbp"]
    assert got("EUR 3.1bn of debt") == [(3.1e9, "eur")]
    assert got("it sits 2.5 km away") == [(2.5, "km")]
    assert got("the grid runs at 60 Hz") == [(60.0, "hz")]
    assert got("surface temperatures of up to 97 °C") == [(97.0, "°c")]
    assert got("16.2 MW each") == [(16.2, "mw")]
    assert got("a 7B-parameter model") == [(7e9, "parameter")]
    assert got("148 Sorell SX-16 turbines") == [(148.0, "turbine")]  # SX-16 names a model, not a quantity
    assert got("is lumen flying the sr-300 again") == []  # typed in lower case, a short code still names a model
    assert got("the krg-114 trial") == []  # letters that are no English word: a code
    assert got("back to pre-2019 levels") == [(2019.0, "level")]  # a prefix, not a code: still a figure
    assert got("the top-10 finishers") == [(10.0, "finisher")]  # a word before the hyphen: still a figure


@pytest.mark.parametrize("text, expected", [
    ("a record £38.5m jackpot", [(38.5e6, "gbp")]),
    ("the rescue cost €452m.", [(452e6, "eur")]),
    ("EUR 40m of debt", [(40e6, "eur")]),
    ("the repair bill now at CAD 23.4 million", [(23.4e6, "cad")]),  # any currency's code world.json lists
    ("rises to SEK 1.4 billion", [(1.4e9, "sek")]),
    ("a A$142.6m prize", [(142.6e6, "usd")]),  # a dollar sign after a country's letters
    ("US$3 million in fees", [(3e6, "usd")]),
    ("a 5m jump", []),  # no money sign: no millions read into a bare "m"
])
def test_money_in_millions_written_with_m(text: str, expected: list[tuple[float, str]]) -> None:
    """News writes money in millions as "£38.5m": a money sign or code before the figure makes the "m" millions."""
    assert [(round(q.value), q.unit) for q in extract_quantities(text)] == [(round(v), u) for v, u in expected]


@pytest.mark.parametrize("text, unit", [
    ("now has roughly 23,600 GitHub stars against about 49k for the original", "star"),
    ("sold 40 tickets before noon", "ticket"),
    ("about 300 homes near the site", "home"),
])
def test_a_unit_is_never_read_past_a_preposition(text: str, unit: str) -> None:
    """'23,600 GitHub stars against …' counts stars, not 'against'."""
    assert extract_quantities(text)[0].unit == unit


@pytest.mark.parametrize("text, unit", [
    ("has 12,000 panels covering 40 percent of the lake", "panel"),
    ("ran on 4,096 H100 GPUs rented from a cloud", "gpu"),
    ("kept 3 training runs going", "run"),  # a word in "-ing" before the noun is part of it
    ("1,420 personnel remain assigned", "personnel"),  # a copular verb ends the noun
    ("about 40 volunteers stayed overnight", "volunteer"),
    ("gave birth to three cubs overnight", "cub"),  # an adverb after the noun
    ("the two surviving cubs made their debut", "cub"),  # an irregular past
    ("with 40 jobs cut at the plant", "job"),
])
def test_a_unit_is_never_a_verb_after_the_noun(text: str, unit: str) -> None:
    """'12,000 panels covering …' counts panels, not 'covering'."""
    assert extract_quantities(text)[0].unit == unit


@pytest.mark.parametrize("text, unit", [
    ("handed in a 1,212-signature petition calling for a vote", "signature"),
    ("The nine-member council voted 6-3", "member"),
    ("a 38,500-seat stadium by the river", "seat"),
    ("a 7B-parameter model", "parameter"),
    ("the one-day strike", "day"),
])
def test_a_number_joined_to_a_noun_counts_that_noun(text: str, unit: str) -> None:
    """'a 1,212-signature petition' counts signatures (one petition of them), not petitions."""
    assert extract_quantities(text)[0].unit == unit


def test_a_part_of_a_whole_counts_what_the_whole_counts() -> None:
    """'9 of the 148 foundations': both numbers count foundations."""
    got = [(q.value, q.unit) for q in extract_quantities("9 of the 148 foundations are in place; 3 out of 10 users")]
    assert got == [(9.0, "foundation"), (148.0, "foundation"), (3.0, "user"), (10.0, "user")]


@pytest.mark.parametrize("text, first", [
    ("The deduction falls from 35 to 22 points", (35.0, "point")),  # the first end takes the second's unit
    ("between 40 and 60 metres of the wall", (40.0, "metre")),
    ("raised its estimate from \u20ac6.8 to \u20ac9.4 million", (6.8e6, "eur")),  # and its scale
    ("from 800,000 to 1.2 million people", (800_000.0, "person")),  # not when the first is already the larger figure
    ("from $12 million to $19.5 million", (12e6, "usd")),  # its own scale kept
    ("the board voted 6 to 1", (6.0, "")),  # a range of no unit
    ("had 35 players, up 22 points", (35.0, "player")),  # no range: its own unit
])
def test_the_first_end_of_a_range_takes_the_second_ends_unit(text: str, first: tuple[float, str]) -> None:
    """'from 35 to 22 points': 35 counts points too; 'from €6.8 to €9.4 million' is 6.8 million euros."""
    q = extract_quantities(text)[0]
    assert (q.value, q.unit) == first


@pytest.mark.parametrize("text, unit", [
    ("builds 500 affordable housing near the station", "housing"),  # no plural before the "-ing" word
    ("with 40 children injured in the crash", "children"),  # an irregular plural before the participle
])
def test_a_trailing_participle_is_dropped_only_after_a_plural(text: str, unit: str) -> None:
    """ "500 affordable housing" counts housing; "40 children injured" counts children."""
    assert extract_quantities(text)[0].unit == unit


@pytest.mark.parametrize("text, unit", [
    ("Registered voters now total 48,210 after the recount", "voter"),  # the plural noun the clause counts
    ("the number of open cases rose to 312 by Friday", "case"),
    ("the strike raised the number of cancelled trains to 640, the union said", "train"),
    ("Subscribers have passed 2,000 since launch", "subscriber"),
    ("Ticket prices rose 12% this year", "percent"),  # a unit of its own wins
    ("Claims by residents of the north reached 75 in all", ""),  # the noun is not next to the verb: none guessed
    ("the virus has hit 300", ""),  # -us, -ss, -is are no plurals
    ("Troops now number 5,000", "troop"),  # -ps, -ys, -ws are
    ("the census numbered 5,000", ""),
    ("perhaps reached 40", ""),
    ("After the data was re-read, the final finisher count rose to 31,517", "finisher"),  # "<noun> count rose to"
    ("The vote tally now stands at 4,120", "vote"),
])
def test_a_bare_number_counts_the_noun_its_clause_counts(text: str, unit: str) -> None:
    """ "Recorded artefacts now total 1,126": the number counts artefacts though the noun stands before it."""
    assert extract_quantities(text)[0].unit == unit


@pytest.mark.parametrize("text, unit, dimension", [
    ("the park covers 40 square kilometres", "km²", "area"),  # a square of a length is an area, not a length
    ("a 2,000 sq ft home", "ft²", "area"),
    ("the lake released 1.8 million cubic metres of water", "m³", "volume"),
    ("it entered the atmosphere at 17.4 km/s", "km/s", "speed"),
    ("a 40 metre mast", "metre", "length"),
])
def test_square_and_cubic_lengths_measure_areas_and_volumes(text: str, unit: str, dimension: str) -> None:
    """ "square kilometres", "cubic metres": the measure of an area or a volume, whose length unit follows the word."""
    (q,) = extract_quantities(text)
    assert (q.unit, UNIT_DIMENSION.get(q.unit)) == (unit, dimension)


@pytest.mark.parametrize("text, value, unit", [
    ("the channel is 9km long", 9.0, "km"),  # a number and its unit written as one word
    ("a 75bp rise", 75.0, "bp"),
    ("raised by 75 basis points", 75.0, "bp"),
    ("bought 320 ha of marsh", 320.0, "ha"),
    ("a 10mg tablet", 10.0, "mg"),
])
def test_glued_units_and_basis_points(text: str, value: float, unit: str) -> None:
    """ "9km", "75bp": the letters after the digits are the unit when they name one (not "3D", "4o")."""
    (q,) = extract_quantities(text)
    assert (q.value, q.unit) == (value, unit)
    assert extract_quantities("a 3D model of GPT-4o") == []


@pytest.mark.parametrize("text, values", [
    ("who was the one who wanted a rise", []),  # a pronoun
    ("which one is bigger", []),
    ("only one pump runs", [1.0]),  # a number
    ("one of the 12 buses", [1.0, 12.0]),
    ("the one-day strike", [1.0]),  # a number after "the" still, when a noun follows
    ("the one million visitors", [1e6]),
    ("the last one.", []),
    ("no one died", []),
    ("which one won the contract", []),
])
def test_one_as_a_pronoun_is_no_number(text: str, values: list[float]) -> None:
    """ "the one who", "which one": no figure 1."""
    assert [q.value for q in extract_quantities(text)] == values


@pytest.mark.parametrize("text, expected", [
    ("Seville reached 41C on Monday", [(41.0, "°c")]),  # degrees written onto the figure
    ("temps hit 105F in Phoenix.", [(105.0, "°f")]),
    ("Room 4C is closed", []),  # a name after a capitalised word
    ("patients were moved out of ward 4C", []),  # a ward's name, not a temperature
    ("highs of 38C", [(38.0, "°c")]),
    ("the Model 3C sold out", []),
])
def test_degrees_glued_to_a_figure(text: str, expected: list[tuple[float, str]]) -> None:
    """"41C" is a temperature after a lower-case word; "Room 4C" is a name."""
    assert [(q.value, q.unit) for q in extract_quantities(text)] == expected


def test_a_month_and_day_is_no_figure() -> None:
    """"on 11-03" is a date in the digests' style, not the numbers 11 and 3; a range ("10-12 games") stays figures."""
    from knowledge.numbers import extract_quantities

    assert [q.value for q in extract_quantities("a magnitude 5.9 on 11-03, then 4 more")] == [5.9, 4.0]
    assert [q.value for q in extract_quantities("they lost 10-12 games")] == [10.0, 12.0]


@pytest.mark.parametrize("text, values", [("premiums rise by 10-20% next year", [10.0, 20.0]),
                                          ("symptoms appear after 10-14 days", [10.0, 14.0]),
                                          ("in the design category 4 winners were named", [4.0])])
def test_a_range_and_a_count_keep_their_figures(text: str, values: list[float]) -> None:
    """A range with its unit after it is no month and day; "category 4 winners" counts winners."""
    from knowledge.numbers import extract_quantities

    got = extract_quantities(text)
    assert [q.value for q in got] == values and (values != [4.0] or got[0].unit == "winner")


@pytest.mark.parametrize("word, unit", [("celsius", "celsius"), ("bonus", "bonus"),
                                        ("metres", "metre"), ("glass", "glass"), ("kph", "km/h")])
def test_a_unit_word_is_made_singular_only_when_it_is_plural(word: str, unit: str) -> None:
    """"celsius" and "bonus" end in "s" but are no plurals ("in celsius" once read as "celsiu", no unit)."""
    assert canonical_unit(word) == unit


@pytest.mark.parametrize("text, values", [
    ("a 7p rise in fuel duty", [7.0]),
    ("the duty went from 52.95p to 59.95p per litre", [52.95, 59.95]),
    ("a 5p-per-bag charge", [5.0]),
    ("streams in 1080p", []),  # a screen's lines, no money
    ("the 7pm bulletin", []),
])
def test_pence_written_onto_a_small_figure_are_money(text: str, values: list[float]) -> None:
    """"7p", "52.95p": pence written onto a figure are a sum of money; "1080p" and "7pm" are none."""
    found = extract_quantities(text)
    assert [q.value for q in found] == values and all(q.unit == "pence" for q in found), found
