"""Question analysis (knowledge.question): what a question asks, counts and measures, and which words matter."""

from __future__ import annotations

import pytest

from knowledge.analyze import term_for
from knowledge.index import FactIndex
from knowledge.question import premise, read_wen
from tests.digests import one_digest_index
from tests.knowledge.helpers import HILLFORT, PIT, PORT, ROLES, SIGNING

_INDEX = FactIndex.from_texts({"a.txt": "A Story\n\nConfirmed\n\n• 40 soldiers were sent (@desk).\n"})


@pytest.mark.parametrize("question, counted", [
    ("how many soldiers were sent", {"soldiers"}),
    ("hw many ppl got sick", {"people"}),
    ("how much did the new buses cost?", set()),  # "did" is no noun counted
    ("how much is the fare now", set()),
    ("how much water was released", {"water"}),
])
def test_a_how_many_question_counts_the_noun_after_it_never_an_auxiliary(question: str, counted: set[str]) -> None:
    """"how many X" counts X; "how much did it cost" counts nothing."""
    assert set(_INDEX.matcher.parse_question(question).counted) == counted


@pytest.mark.parametrize("question, dimension", [
    ("what did the biosecure room at the zoo cost to build?", "money"),  # "what did it cost": how much
    ("how much did the room at the zoo cost", "money"),  # its verb, past the clause's "at"
    ("what will it cost", "money"),
    ("how much lower was the sea in the last cold phase", None),
    ("how much was a day ticket for the festival?", "money"),  # "how much is" a thing: its price
    ("hw much r 2028 tix", "money"),
    ("how much are teachers getting this year", None),  # a verb follows: not a price (a raise, a share …)
    ("how much is left in the fund", None),
    ("how much is the water level", None),
])
def test_what_did_it_cost_asks_an_amount_of_money(question: str, dimension: str | None) -> None:
    """"what did X cost" asks what "how much did X cost" does: a money figure."""
    assert _INDEX.matcher.parse_question(read_wen(question)).dimension == dimension


@pytest.mark.parametrize("question, dimensions", [
    ("how much copper does orvik deep put out", ()),  # "Orvik Deep" names a mine: nothing measured by depth
    ("how much copper does Orvik Deep produce", ()),
    ("how deep is orvik deep", ("length",)),  # "how deep" still asks a length
    ("how much does the mine put out", ()),
    ("how far is the deep shaft", ("length",)),
    ("how much is zestro paying", ("money",)),  # a money word after a name is still money asked
    ("what was the first estimate for the volume", ("volume",)),  # of water or gas, in the news; not loudness
])
def test_a_measure_adjective_after_a_name_ends_the_name(question: str, dimensions: tuple[str, ...]) -> None:
    """A measure adjective after a word no English word list holds is part of a name ("Orvik Deep"), no measure."""
    assert _INDEX.matcher.parse_question(question).dimensions == dimensions


@pytest.mark.parametrize("question, dimensions", [
    ("how much did the salvage firm charge for the job?", ("money",)),  # money asked by its verb
    ("how much does a captain earn a year?", ("money",)),
    ("how much did they spend on the repairs", ("money",)),
    ("how much is the vaccine campaign costing", ("money",)),  # the verb's -ing form
    ("what's the superintendent's salary?", ("money",)),
    ("what charge does he face?", ()),  # a criminal charge: no "how much" before it
    ("how many charges does he face?", ()),
])
def test_how_much_with_a_paying_verb_asks_money(question: str, dimensions: tuple[str, ...]) -> None:
    """"how much did X charge / does X earn / did they spend" asks an amount of money, as "how much did it cost" does;
    "salary" is a money word; "what charge" is not one."""
    assert _INDEX.matcher.parse_question(question).dimensions == dimensions


@pytest.mark.parametrize("question, dimensions", [
    ("how much is the county chipping in", ("money",)),  # a phrasal verb of paying asks a sum
    ("how much did the striker take home", ("money",)),  # "take home": earn
    ("how much did the charity appeal bring in in the end", ("money",)),  # "in the end": read "finally"
    ("how much are the owners putting in for the new roof", ("money",)),  # a preposition after the particle
    ("how much is the council trying to claw back", ("money",)),
    ("how much copper does the mine put out a year", ()),  # an amount of copper, named after "much"
    ("how much snow did they dig out", ()),  # "dig out" pays nothing
])
def test_how_much_with_a_phrasal_verb_of_paying_asks_money(question: str, dimensions: tuple[str, ...]) -> None:
    """"how much is X chipping in / did X take home / bring in" asks a sum of money, as "how much did X pay" does."""
    assert _INDEX.matcher.parse_question(question).dimensions == dimensions


def test_a_phrasal_verb_of_paying_is_read_by_its_meaning_not_its_verb() -> None:
    """"chipping in" is contributing: the verb is read by its relatives, never as "chip", and its particle is no word
    a fact must say."""
    q = _INDEX.matcher.parse_question("how much is the county chipping in")
    verb = next(t for t in q.required if t.surface == "chipping")
    assert verb.stem != term_for("chip").stem and term_for("contribute").stem in verb.keys | {verb.stem}
    assert "in" not in {t.surface for t in q.required + q.optional}


def test_a_phrasal_verb_of_paying_finds_the_sum_not_its_verbs_homonym() -> None:
    """"how much is Marlow County chipping in": the county's contribution, not the "$2 billion chip factory" that only
    shares the verb's stem (a digest written for this test)."""
    index = one_digest_index("Norland Micro has begun building a $2 billion chip factory in Marlow County",
                             "Marlow County will contribute $85 million towards roads and water pipes at the site",
                             "The factory is due to open in 2029 with 1,200 staff")
    ans = index.answer("how much is marlow county chipping in")
    assert ans.answered and "$85 million" in ans.answer.split("\nAlso")[0], ans.answer


@pytest.mark.parametrize("question, dimensions", [
    ("how big is the rebuilding fund", ("money",)),  # a sum of money's size is money
    ("how big was the signing bonus?", ("money",)),
    ("what size is the opioid settlement", ("money",)),
    ("how big is the site", ()),  # a thing's size: any measure but money
    ("how big a premium is calloway paying over the share price?", ()),  # the premium is asked, not the price
])
def test_how_big_a_sum_of_money_is_asks_money(question: str, dimensions: tuple[str, ...]) -> None:
    """"how big is the fund" asks money, as "how much is the fund" does; a money word after what is asked does not."""
    assert _INDEX.matcher.parse_question(question).dimensions == dimensions

@pytest.mark.parametrize("question, qtype", [
    ("When the river leaves the lake, which way does it flow?", "what"),  # a clause opens it: "which" asks
    ("when the run started, what was the batch size?", "size"),
    ("when and where did it happen", "when"),
    ("when did the lake drain?", "when"),
    ("when is the release", "when"),
])
def test_a_question_opened_by_a_when_clause_asks_what_its_question_word_asks(question: str, qtype: str) -> None:
    """"When X happens, which way does it flow?": "when" opens a clause, and the question word after it asks."""
    assert _INDEX.matcher.parse_question(question).qtype == qtype


def test_what_is_read_as_how_much_only_when_cost_is_the_verb() -> None:
    """"what did it cost" reads as "how much did it cost"; "what did he say about the cost" stays as asked."""
    assert read_wen("what did the repairs cost") == "how much did the repairs cost"
    assert read_wen("what did he say about the cost") == "what did he say about the cost"
    assert read_wen("what did the total cost come to") == "what did the total cost come to"


@pytest.mark.parametrize("question, read", [
    ("how many died back in 79?", "how many died back in 1979?"),
    ("what happened in '08", "what happened in 2008"),
    ("how many were hurt in 79 days", "how many were hurt in 79 days"),  # a span, not a year
    ("what is 12 of 13", "what is 12 of 13"),
])
def test_a_year_said_by_two_figures_ending_a_question_is_read_in_full(question: str, read: str) -> None:
    """"back in 79" is 1979 and "in '08" 2008, as a fact writes them; figures with a noun after them stay as asked."""
    assert read_wen(question) == read


def test_a_year_said_by_two_figures_finds_its_fact() -> None:
    """"how many died back in 79?": the fact of the 1979 eruption answers."""
    index = FactIndex.from_texts({"a.txt": "Lembara Erupts\n\nMount Lembara erupted on 06-08.\n\nConfirmed\n\n"
                                  "\u2022 Lembara last erupted explosively in 1979, when pyroclastic flows killed 212 "
                                  "people (@svo).\n\u2022 No lives have been lost this time (@svo).\n\n"
                                  "Update \u2014 svo \u00b7 2027-06-09\n"})
    answer = index.answer("how many died back in 79?")
    assert answer.answered and "212" in answer.answer, answer.answer


@pytest.mark.parametrize("question, kind", [
    ("which companies are backing the fork", "organisation"),  # companies: company
    ("which cities does the river flow through", "place"),
    ("which banks lent the money", "organisation"),
])
def test_a_plural_in_ies_names_the_kind_of_answer_its_singular_does(question: str, kind: str) -> None:
    """"which companies": an organisation asked, as "which company" asks one."""
    assert _INDEX.matcher.parse_question(question).kind == kind


@pytest.mark.parametrize("question, focus", [
    ("What happened to the rate of flow during the straightening programme?", "rate"),
    ("what happened with the lawsuit", "lawsuit"),
    ("so what's happening to ticket prices now", "ticket"),
])
def test_what_happened_to_asks_about_what_it_names(question: str, focus: str) -> None:
    """"what happened to X (during Y)": X is what the answer must be about."""
    assert _INDEX.matcher.parse_question(read_wen(question)).focus == term_for(focus).stem


def test_what_happened_to_finds_the_fact_about_it_not_about_the_when() -> None:
    """The fact about the flow answers "what happened to the rate of flow during the programme", not the one about the
    programme that shares more of the question's words."""
    index = one_digest_index("The Upper Valley was changed significantly by a river straightening programme in the 19th "
                             "century", "The rate of flow was increased and the water table fell significantly")
    answer = index.answer("What happened to the rate of flow in the river during the straightening programme?")
    assert answer.answered and "increased" in answer.answer.split("Also:")[0], answer.answer


@pytest.mark.parametrize("question", ["so is brambledb not open source anymore??", "yo is the bridge open again",
                                      "ok does the ferry still run on sundays"])
def test_a_yes_no_question_after_a_chat_opener_is_yes_no(question: str) -> None:
    """"so is it …", "yo is …": the opener is no question word; the question after it asks yes or no."""
    assert _INDEX.matcher.parse_question(read_wen(question)).qtype == "yesno"


def test_a_date_word_ending_what_is_asked_is_the_kind_of_answer() -> None:
    """"what was the original target date for first power": "date" asks for a date (as "what date" does), so the fact
    giving one answers, not the one that only says the date was moved."""
    index = one_digest_index("The grid operator has put back the connection date by two quarters",
                             "Chief executive Ana Ruiz said first power is targeted for Q4 2028")
    assert "date" in {t.surface for t in index.matcher.parse_question("what was the original target date for first "
                                                                       "power").optional}
    answer = index.answer("what was the original target date for first power")
    assert answer.answered and "Q4 2028" in answer.answer.split("Also:")[0], answer.answer


@pytest.mark.parametrize("question, now", [
    ("how many claims have come in so far", True),  # a phrase, read as one word
    ("what's the waiting list at these days", True),
    ("how much did the repair end up costing", True),  # how it turned out (read "finally")
    ("is the ferry still running", True),
    ("when does the new runway open", False),  # "new" names a thing
    ("how many claims came in", False),
])
def test_a_question_asks_how_things_stand_now(question: str, now: bool) -> None:
    """"so far", "these days", "still", "in the end" ask the latest state; "the new runway" does not."""
    assert _INDEX.matcher.parse_question(read_wen(question)).asks_now is now


@pytest.mark.parametrize("question, earlier", [
    ("how much was the contract worth originally", True),
    ("what did the canal authority ask for at first", True),
    ("what was the first estimate for the repairs", True),  # a figure noun after "first"
    ("what was the death toll they first reported", True),  # a verb after "first"
    ("what was the payout per hen before they raised it", True),  # before a change
    ("what was the old national record", True),
    ("how many hens were on the first farm that got hit", False),  # an ordinal naming a thing
    ("what happened before the storm", False),
    ("how old is the new champion", False),
    ("what was the budget when it started", True),  # how it stood when the thing began
    ("what was the fee to begin with", True),
    ("how much did they ask for at the outset", True),
    ("when did the programme start", False),  # a when-question: the start itself is asked
    ("how many people were in the tunnel when it started burning", False),  # a phase, not the beginning
    ("what happened at the start of the trial", False),  # the start of a thing named: when
    ("what did they first think the hoard was worth", True),  # a belief later replaced
    ("when did they first release the lynx", False),  # the first time of a deed, no earlier figure
])
def test_a_question_asks_an_earlier_figure(question: str, earlier: bool) -> None:
    """"originally", "at first", "the first estimate", "first reported", "before they raised it" ask a figure a later one
    replaced; "the first farm" names a thing."""
    assert _INDEX.matcher.parse_question(read_wen(question)).asks_earlier is earlier


@pytest.mark.parametrize("question, designated", [
    ("how much did solvane raise in its series a?", True),  # chat's lower case: Series A
    ("do they publish a series a week?", False),  # an article
])
def test_a_letter_a_designation_asked_in_lower_case_is_read_as_one(question: str, designated: bool) -> None:
    """"its series a" is read as "Series A", as facts write it."""
    q = _INDEX.matcher.parse_question(question)
    assert ("series a" in [t.surface for t in q.required]) is designated


@pytest.mark.parametrize("question, key", [
    ("which union is behind the train strike?", False),  # a kind that has a name: who is responsible
    ("who was behind the ransomware", False),
    ("what did they find behind the server room walls", True),  # a place: a key word
])
def test_behind_is_a_key_word_only_where_a_place_is_meant(question: str, key: bool) -> None:
    """"which union is behind the strike" asks who is responsible, as "who was behind it" does; "behind the walls"
    says where."""
    q = _INDEX.matcher.parse_question(question)
    assert ("behind" in [t.surface for t in q.required]) is key


@pytest.mark.parametrize("question, key", [
    ("how many people were evacuated at the peak", False),  # the most: no fact need say "peak"
    ("how high did the alert go at its worst", False),  # "at its worst": at its peak
    ("what was the peak demand", True),  # the peak itself is asked
])
def test_at_the_peak_asks_the_most_and_is_no_key_word(question: str, key: bool) -> None:
    """"evacuated at the peak" asks the highest count, which a fact gives without the word; "the peak demand" names
    what is asked."""
    q = _INDEX.matcher.parse_question(question)
    assert ("peak" in [t.surface for t in q.required]) is key


@pytest.mark.parametrize("question", ["why is the pit shut if shes insured", "is hes still running the pit",
                                      "how much wouldve the repair cost"])
def test_contractions_typed_without_apostrophe_are_no_key_words(question: str) -> None:
    """"shes", "hes", "wouldve": she's, he's, would have; none is a word a fact must use."""
    m = FactIndex.from_texts({"pit.txt": PIT}).matcher
    assert {"shes", "hes", "wouldve"}.isdisjoint(t.surface for t in m.parse_question(question).required)


def test_chat_w_before_an_article_is_with() -> None:
    """"going ahead w the plan": chat's "with", which names no topic."""
    m = FactIndex.from_texts({"pit.txt": PIT}).matcher
    q = m.parse_question("is the mine going ahead w the new shaft?")
    assert {"w", "with"}.isdisjoint(t.surface for t in q.required + q.optional)


def test_chat_because_is_no_key_word() -> None:
    """"bc", "cuz": "because", which names no topic."""
    m = FactIndex.from_texts({"pit.txt": PIT}).matcher
    for question in ("how many miners were trapped bc of the collapse?", "were they trapped cuz of water?"):
        q = m.parse_question(question)
        assert {"bc", "cuz", "because"}.isdisjoint(t.surface for t in q.required + q.optional), question


def test_chat_r_is_are() -> None:
    """"how r they paying", "what kind of trees r burning": "r" is "are", so the verb after it is the one asked
    (before: "trees" was read as the verb, and "r" as a key word)."""
    m = FactIndex.from_texts({"pit.txt": PIT}).matcher
    for chat, plain in (("what kind of trees r burning near the pit", "what kind of trees are burning near the pit"),
                        ("how r they paying for the pit", "how are they paying for the pit")):
        q, p = m.parse_question(chat), m.parse_question(plain)
        assert [t.surface for t in q.required] == [t.surface for t in p.required], chat
        assert (q.qtype, q.verb and q.verb.surface) == (p.qtype, p.verb and p.verb.surface), chat


@pytest.mark.parametrize("question, qtype, required, optional", [
    ("how many hectares did the authority buy?", "count", {"authority", "buy"}, {"hectares"}),  # the unit: its symbol
    ("how did the board vote on the big fee rise?", "what", {"board", "vote", "fee", "rise"}, {"big"}),  # no size
    ("why did the seagrass die out?", "why", {"seagrass", "die"}, {"out"}),  # a particle of the verb
    ("how far away is the quay from where the ships dock?", "what", {"quay", "ships", "dock"}, {"far", "away"}),
    ("did the board vote yes on the fee or nah", "yesno", {"board", "vote", "fee"}, set()),  # chat: asks nothing
    ("why did the board actualy vote on the fee", "why", {"board", "vote", "fee"}, {"actualy"}),  # a filler's slip
    ("why did the board vote on the fee thats charged", "why", {"board", "vote", "fee", "charged"}, set()),
    ("which ship docked 3rd at the quay", "what", {"ship", "docked", "third", "quay"}, set()),  # an ordinal figure
    ("who sent the complaint on the board's behalf", "who", {"sent", "complaint", "board"}, set()),
    ("what type of ship is the ferry", "what", {"ship", "ferry"}, {"type"}),  # the kind asked, no topic
    ("which blood type was the donor", "what", {"blood", "type", "donor"}, set()),  # a topic: no "of" after it
])
def test_what_a_question_asks(question: str, qtype: str, required: set[str], optional: set[str]) -> None:
    """The question word that opens a question asks; "big" asks a size after "how"; a verb's particle is optional."""
    q = FactIndex.from_texts({"port.txt": PORT}).matcher.parse_question(question)
    assert q.qtype == qtype
    assert {t.surface for t in q.required} == required
    assert optional <= {t.surface for t in q.optional}


@pytest.mark.parametrize("word", ["pleased", "timing", "talking"])
def test_a_word_of_its_own_is_no_slip_of_a_filler(word: str) -> None:
    """"pleased" is one letter from "please", "timing" from "aiming": English words of their own stay key words."""
    q = FactIndex.from_texts({"signing.txt": SIGNING}).matcher.parse_question(f"was kerr {word} with lind")
    assert word in {t.surface for t in q.required}


@pytest.mark.parametrize("question, focus", [
    ("what actually caused the cracking in the first place?", None),  # a verb before its object: no noun asked
    ("what flood impacted the meuse", "flood"),  # the noun before that verb
    ("what license does it use", "licens"),
    ("which banks ran the deal", "bank"),  # after "which" too: the banks asked, not "ran"
    ("which fault caused it?", "fault"),
])
def test_the_noun_after_what_is_not_a_verb_before_its_object(question: str, focus: str | None) -> None:
    """"what caused the X" asks no "caused" thing: a word after "what" followed by an article is a verb."""
    m = FactIndex.from_texts({"signing.txt": SIGNING}).matcher
    assert m.parse_question(question).focus == focus


@pytest.mark.parametrize("question", ["whats the name of the guard who spotted the fire?",
                                      "what's the name of the guard who spotted the fire?"])
def test_whats_without_its_apostrophe_asks_what(question: str) -> None:
    """"whats the name of the guard who …" asks a name, as "what's" does (before: read as a who-question by its "who")."""
    q = FactIndex.from_texts({"signing.txt": SIGNING}).matcher.parse_question(question)
    assert q.qtype == "what" and q.kind == "name", (q.qtype, q.kind)


@pytest.mark.parametrize("question", ["how strong were the winds in km/h", "how fast was it going in m/s",
                                      "top speed in km/hr?"])
def test_a_speed_unit_with_a_slash_asks_a_speed(question: str) -> None:
    """"in km/h" asks a speed, not a length in km (and an hour); the fact giving one answers."""
    index = one_digest_index("Gusts reached 150 mph (240 km/h) at the coast", "The storm cut power to 41,000 homes")
    assert index.matcher.parse_question(question).dimension == "speed"
    ans = index.answer("how strong were the gusts in km/h")
    assert ans.answered and "240 km/h" in ans.answer, ans.answer


@pytest.mark.parametrize("question", ["how hot did it get", "how hot did it get in celsius"])
def test_a_measure_asked_of_nothing_named_is_the_storys(question: str) -> None:
    """"how hot did it get" names nothing but the measure: a fact giving a temperature answers (before: refused as
    "no fact about it gives a temperature figure", its candidates found by no word)."""
    index = one_digest_index("The town of Mardell recorded 47.3 \u00b0C on 07-14, a national record",
                             "The heat alert covers 5.8 million people")
    ans = index.answer(question)
    assert ans.answered and "47.3" in ans.answer, ans.answer


@pytest.mark.parametrize("question, focus", [
    ("how much is the toll for a car?", "toll"),
    ("how much was the fee?", "fee"),
    ("how much are the underwriters getting paid?", None),  # a verb after the noun: who is paid, not a price of it
    ("how much did the repairs cost?", None),
])
def test_how_much_is_the_noun_prices_that_noun(question: str, focus: str | None) -> None:
    """"how much is the toll for a car": the toll is what the figure must be of."""
    m = FactIndex.from_texts({"signing.txt": SIGNING}).matcher
    assert m.parse_question(question).focus == focus


@pytest.mark.parametrize("text, qtype", [("whos the ceo", "who"), ("wheres the depot", "where"),
                                         ("whens the final", "when"), ("whys it late", "why")])
def test_question_words_written_with_their_s_run_on(text: str, qtype: str) -> None:
    """"whos", "wheres", "whens", "whys" are who's, where's, when's, why's: their question's type."""
    assert FactIndex.from_texts({"roles.txt": ROLES}).matcher.parse_question(text).qtype == qtype


@pytest.mark.parametrize("word, slip", [("teh", "the"), ("waht", "what"), ("tehy", "they"),
                                        ("aws", None), ("amy", None), ("rae", None), ("nwo", None)])
def test_a_short_slip_is_only_of_a_common_longer_word(word: str, slip: str | None) -> None:
    """"teh" is "the"; a three-letter word two letters from "was", "may", "are" or "now" is as often a name."""
    from knowledge.question import short_slip

    assert short_slip(word) == slip


def test_actual_asks_nothing_of_its_own() -> None:
    """"the actual digging": only the digging is a key word."""
    m = FactIndex.from_texts({"hillfort.txt": HILLFORT}).matcher
    assert [t.surface for t in m.parse_question("which firm did the actual digging").required] == ["digging"]


def test_wise_is_a_firm_unless_it_follows_a_word() -> None:
    """"does Wise have": Wise the firm is a key word; "area wise": as regards area, no key word."""
    m = FactIndex.from_texts({"hillfort.txt": HILLFORT}).matcher
    assert "wise" in [t.surface for t in m.parse_question("how many customers does wise have").required]
    assert "wise" not in [t.surface for t in m.parse_question("how big is the enclosure area wise").required]


def test_how_high_of_a_thing_named_like_a_level_is_a_height() -> None:
    """"how high is the Index Tower": a height (the level noun must be what is asked about, after the verb)."""
    from knowledge.question import _of_level

    assert not _of_level("how high is the tower that meets the power demand".split(), 1)
    assert _of_level("how high did egg prices go".split(), 1)


@pytest.mark.parametrize("question, dimension", [
    ("what was pratto's revenue last year", "money"),  # a name's measure after "what was"
    ("what's the rampart's height?", "length"),
    ("what was the fine now", "money"),
    ("what was the dig's team like", None),  # no measure asked
])
def test_what_was_a_names_measure_asks_that_measure(question: str, dimension: str | None) -> None:
    """"what was X's revenue": the measure ending the subject is asked, as in "what was the revenue"."""
    q = FactIndex.from_texts({"hillfort.txt": HILLFORT}).matcher.parse_question(question)
    assert q.dimension == dimension


@pytest.mark.parametrize("question, qtype", [
    ("how long was the bridge closed", "duration"),  # how long it stayed so
    ("how long were the miners trapped for in total", "duration"),
    ("how long are evacuees gonna be away from home?", "duration"),  # a state after "be"
    ("how long was the bank's app down for", "duration"),  # a state ends the clause
    ("how long was the app down", "duration"),
    ("how long is the museum staying shut for", "duration"),  # "for" ends it
    ("how long was it shut in the end", "duration"),  # "in the end" (read "finally") ends it too
    ("how long was the road closed now", "duration"),
    ("how long was the ferry off the route in total", "duration"),  # out of somewhere for a time
    ("how long was the trail down the hill", "size"),  # a way down is a length
    ("how long is the extended runway", "size"),  # a participle before its noun: a length
    ("how long is the tunnel", "size"),
    ("how long will the new runway be?", "size"),  # "will … be" asks what "is" asks
    ("how long will the bridge be closed?", "duration"),
    ("how long will the strike last?", "duration"),
])
def test_how_long_was_x_participle_is_a_duration(question: str, qtype: str) -> None:
    """"how long was the bridge closed" asks a time, "how long is the tunnel" a length."""
    assert FactIndex.from_texts({"hillfort.txt": HILLFORT}).matcher.parse_question(question).qtype == qtype


@pytest.mark.parametrize("message, context, asked", [
    ("I was reading about this earlier. When does it open?", "I was reading about this earlier.", "When does it open?"),
    ("i read about it. when does it open?", "i read about it.", "when does it open?"),  # in lower case too
    ("When does it open? I heard May.", "", "When does it open? I heard May."),  # the first sentence asks
    ("From what years did St. Elizabeth live there?", "", "From what years did St. Elizabeth live there?"),  # "St."
    ("It rose 5.5% last year. Why?", "", "It rose 5.5% last year. Why?"),  # a one-word question needs what came before
    ("Just saw the news about this. So what caused it", "Just saw the news about this.", "what caused it"),  # a lead-in
    ("i read about it. hw many ppl died", "i read about it.", "hw many ppl died"),  # chat's spelling of "how"
    ("i read about it. hey all, what's up", "i read about it.", "hey all, what's up"),  # small talk, nothing asked
    ("i was reading about this earlier. final margin?", "i was reading about this earlier.", "final margin?"),
    # in lower case, a question without a question word: its mark says it asks
    ("I was reading about this. Quick summary of the story pls", "I was reading about this.",
     "Quick summary of the story pls"),  # statements, then the request they lead to
    ("i was reading about this. quick summary of the story pls", "i was reading about this.",
     "quick summary of the story pls"),
    ("the rent at the st. brendan building is how much", "", "the rent at the st. brendan building is how much"),
    ("The budget went up. Interesting.", "", "The budget went up. Interesting."),  # one word after: as typed
    ("how much is the rent at the st. brendan building?", "", "how much is the rent at the st. brendan building?"),
    ("i have like 40k in there, is my money safe??", "i have like 40k in there", "is my money safe??"),  # the asker's
    ("I paid £299 for saturday, will I get a refund?", "I paid £299 for saturday", "will I get a refund?"),  # own
    ("my flight got cancelled, what do i do", "", "my flight got cancelled, what do i do"),  # figure; none: as typed
    ("how many homes, 300 or 400?", "", "how many homes, 300 or 400?"),  # not the asker's own clause
])
def test_the_sentence_that_asks_is_the_question(message: str, context: str, asked: str) -> None:
    """A message's statements before the sentence that asks are its context, not its question; a greeting or thanks
    after them is what the message says."""
    from knowledge.text import asked_sentence

    assert asked_sentence(message) == (context, asked)


@pytest.mark.parametrize("message", ["I was reading about this earlier. Who is building the station?",
                                     "just saw the news lol. who is building the station",
                                     "Just saw the news about this. So who is building the station",
                                     "i was reading about this earlier. hw is the station being built"])
def test_a_statement_before_the_question_asks_nothing(message: str) -> None:
    """"I was reading about this earlier. Who is building the station?" gets the plain question's answer (before, its
    first sentence's words were key words no fact has)."""
    index = one_digest_index("Contractor Halden Civils is building the converter station at Longhaven",
                             "The station will cost 400 million pounds")
    plain = index.answer("who is building the station?")
    ans = index.answer(message)
    assert ans.answered and ans.answer == plain.answer, ans.answer


def test_the_askers_own_figure_is_not_asked_about() -> None:
    """"i have like 40k in there, is my money safe??": no fact says 40k, but the figure is the asker's, not what is
    asked (before: refused as a figure no fact gives); "i paid 20 bucks for the stream, where did it land": the asker's
    words are no key words either."""
    index = one_digest_index("Finance minister Lotte Arvidsen said savings up to \u20ac100,000 are safe, full stop",
                             "The bank capped cash withdrawals at its branches")
    ans = index.answer("i have like 40k in there, is my money safe??")
    assert ans.answered and "\u20ac100,000" in ans.answer, ans.answer
    ans = index.answer("i paid 20 bucks for the livestream, who capped the withdrawals?")
    assert ans.answered and "capped cash withdrawals" in ans.answer, ans.answer


def test_the_storys_own_name_before_the_question_does_not_pull_another_fact() -> None:
    """"I was reading about Corran Deep. Who is lending them the money?": the story's subject, in most of its facts,
    is no help in finding the fact; the question gets the plain question's answer (a name told apart would be)."""
    from tests.knowledge.helpers import _bullets

    index = _bullets("Corran Deep Approved", "Scottish ministers have approved the onshore converter station for Tessaly "
                     "Renewables' Corran Deep offshore wind farm, ending a planning delay of almost seven months that "
                     "the developer says added £500 million to the project.",
                     "Corran Deep is a 2.4 GW offshore wind farm in the North Sea",
                     "Corran Deep's budget rose to £8.3 billion after the delay",
                     "Financing: £5.2 billion of project debt from a club of 14 banks, with the remainder as equity",
                     "Corran Deep's first power is due in Q2 2029")
    plain = index.answer("who is lending them the money?")
    assert plain.answered and "14 banks" in plain.answer.split("\n")[0], plain.answer
    ans = index.answer("I was reading about Corran Deep. Who is lending them the money?")
    assert ans.answered and ans.answer == plain.answer, ans.answer
    m = index.matcher
    q = m.parse_question("Who is lending them the money?")
    assert [t.surface for t in m.context_names(q, "I was reading about Corran Deep and Tessaly.")] == ["tessaly"]


@pytest.mark.parametrize("message, plain", [
    ("I was reading about this earlier. hey all, what's up", "hey all, what's up"),  # small talk after a statement
    ("Just saw the news about this. Can someone give me a quick rundown?", "can someone give me a quick rundown?"),
])
def test_what_follows_a_statement_is_answered_as_if_alone(message: str, plain: str) -> None:
    """Small talk or a question about the whole story after a statement gets the reply it gets alone: the small-talk
    reply, the story's overview (before, the statement's words were matched to a fact)."""
    index = one_digest_index("Contractor Halden Civils is building the converter station at Longhaven",
                             "The station will cost 400 million pounds")
    alone = index.answer(plain)
    assert index.answer(message).answer == alone.answer


_CRANES = """Harbour Crane Operators Accept New Pay Deal at Port Selwick

Crane operators at Port Selwick have voted to accept a two-year pay deal reached with the port authority, ending a \
dispute that led to three weekend walkouts.

Confirmed

• Guild secretary Petra Landvik said the images of idle cranes were "the cost of being ignored" (@selwick_news).
• An independent review found that Landvik's guild had been misled about the port's finances, and concluded the \
images of empty berths were staged by the authority (@selwick_review).
• The deal was reached through talks chaired by a state conciliator (@selwick_news).

Primary sources

Guild members back Selwick pay deal — dog_union · 2027-05-02
Landvik: the cost of being ignored — selwick_news · 2027-05-03
"""


@pytest.mark.parametrize("question, expected", [
    ("how did Landvik explain the images", "the cost of being ignored"),  # what she said, not the review's finding
    ("how did the crane operators vote on the deal", "voted to accept"),  # what they chose
    ("how was the deal reached", "through talks"),  # a means asked: the fact telling one
])
def test_how_did_with_a_verb_of_saying_or_choosing_asks_no_means(question: str, expected: str) -> None:
    """"How did X vote / explain / react" asks what was chosen or said, not a means: a fact saying it answers, one
    telling a cause ("found that …") is no better for it; "how was it reached" still asks a means."""
    ans = FactIndex.from_texts({"cranes.txt": _CRANES}).answer(question)
    assert ans.answered and expected in ans.answer.split("\n")[0], ans.answer


@pytest.mark.parametrize("words, manner", [
    ("how did the drivers vote on the deal", False), ("how did the strike end", False),
    ("how was the deal received", False), ("how did the thieves get in", True),
    ("how did the vote break down by shift", True),  # "the vote": a noun, the verb is "break down"
])
def test_a_manner_is_not_asked_of_saying_choosing_or_ending(words: str, manner: bool) -> None:
    """"how did they vote", "how did it end": what was chosen or how it turned out, not a means."""
    from knowledge.question import asks_manner

    assert asks_manner(words.split()) is manner


@pytest.mark.parametrize(("question", "head"), [
    ("what was the harbour's original name", None),  # which of its names, not a noun named "original"
    ("what was the name of the time the two towns shared a mayor", None),  # too general a noun to be given a name
    ("what was the festival called", "festival"),
    ("what is the name of the ferry", "ferry"),
])
def test_name_head_skips_name_sorts_and_vague_nouns(question: str, head: str | None) -> None:
    """The noun whose name is asked is not a word telling which name ("original") nor a noun as general as "time"."""
    from knowledge.question import name_head
    assert name_head(question.split()) == head


@pytest.mark.parametrize("question, focus", [
    ("who won the mayor race?", None),  # the race asked of, not who the mayor is
    ("who is the ceo candidate", None),
    ("who is the mayor of westbrook", "mayor"),
    ("who is the lawyer representing him", "lawyer"),  # a verb after it: the lawyer asked
    ("who was the mayor before", "mayor"),
    ("who is the port director", "director"),
])
def test_a_person_word_before_a_noun_only_qualifies_it(question: str, focus: str | None) -> None:
    """"Who won the mayor race": "mayor" qualifies "race", so no role is asked; "the mayor of X" asks one."""
    q = FactIndex.from_texts({"signing.txt": SIGNING}).matcher.parse_question(question)
    assert q.focus == (term_for(focus).stem if focus else None)


@pytest.mark.parametrize("question, back_required", [
    ("what did the board decide back in june", False),  # "back in june": when
    ("how many people died back in 1979", False),
    ("what did they say back then about the fees", False),
    ("when did the staff come back to the office", None),  # a return: "back" is as it was (a particle)
    ("how much did the club pay to get the striker back", None),
])
def test_back_before_a_time_only_says_when(question: str, back_required: bool | None) -> None:
    """"back in july", "back in 2019", "back then" say when, not a return: "back" is no key word there."""
    q = FactIndex.from_texts({"pit.txt": PIT}).matcher.parse_question(question)
    required = "back" in [t.surface for t in q.required]
    if back_required is None:
        from knowledge.question import back_then
        assert not back_then(question.split())
    else:
        assert required is back_required


@pytest.mark.parametrize("question, qtype, dimensions", [
    ("how strong were the winds", "what", ("speed",)),  # a wind's strength is its speed
    ("how strong did the storm get", "what", ("speed",)),
    ("how strong is the case against the council", "what", ()),  # no wind: no measure
    ("how late did they tell the regulator", "duration", ()),  # how long after
    ("how late is the pharmacy open", "what", ()),  # a clock time
    ("what % voted yes", "percent", ()),  # "%" alone: the word "percent"
])
def test_how_strong_how_late_and_a_bare_percent_sign_ask_their_measure(question: str, qtype: str,
                                                                        dimensions: tuple[str, ...]) -> None:
    """"How strong" of a wind asks its speed (world.json ``strength_measures``), "how late / early" a time gap,
    and "what %" a share, as "what percent" does."""
    q = _INDEX.matcher.parse_question(question)
    assert (q.qtype, q.dimensions) == (qtype, dimensions)


def test_a_word_calling_the_story_by_what_the_asker_makes_of_it_is_no_key_word() -> None:
    """"this whole fiasco", "the entire saga": the story itself, said by no fact; "the fiasco" alone stays a key word."""
    m = _INDEX.matcher
    assert "fiasco" not in [t.surface for t in m.parse_question("how much is this whole fiasco costing them").required]
    assert "saga" not in [t.surface for t in m.parse_question("who started the entire saga").required]
    assert "fiasco" in [t.surface for t in m.parse_question("how much did the fiasco cost").required]


def test_an_intensifier_is_no_key_word() -> None:
    """"who designed the damn hall": how the asker feels, not what a fact must say."""
    q = _INDEX.matcher.parse_question("who designed the damn freaking hall")
    assert {"damn", "freaking"}.isdisjoint(t.surface for t in q.required)


def test_a_why_premise_is_the_clause_granted() -> None:
    """"if it was X, why …" and "why … if / even though …": the clause the asker grants; none without a why before an
    "if" after it, nor a why alone."""
    assert premise("if it was contamination why didnt he get a shorter ban?").strip() == "if it was contamination"
    assert premise("why did turnout go up if no new ballots were added").strip() == "if no new ballots were added"
    assert premise("why did they pay even though the fine was cut").strip() == "even though the fine was cut"
    assert premise("why did turnout go up at certification") == ""
    assert premise("what happens if the dam fails") == ""


@pytest.mark.parametrize(("question", "verb"), [("did they give ppl anything for the outage?", "give"),
                                                ("did the divers find anything in the wreck", "find"),
                                                ("has the club made anything from the sale", "made")])
def test_a_plain_verb_whose_object_names_nothing_is_the_deed_asked(question: str, verb: str) -> None:
    """"did they give people anything": "anything" names nothing, so the giving is what is asked (a key word)."""
    index = one_digest_index("The outage cut service for seven hours", "Divers reached the wreck at 47 m",
                             "The club completed the sale of its stadium")
    assert verb in {t.surface for t in index.matcher.parse_question(read_wen(question)).required}


@pytest.mark.parametrize("question", ["can you give me anything on the ferry", "give me something about the ferry"])
def test_a_plain_verb_said_to_the_bot_stays_filler(question: str) -> None:
    """"can you give me anything on it": the bot is asked to tell, no deed of the story."""
    assert "give" not in {t.surface for t in _INDEX.matcher.parse_question(read_wen(question)).required}


def test_a_deed_asked_with_an_empty_object_is_answered_by_the_fact_telling_it() -> None:
    """"did they give people anything for the flooding": the fact telling what was given answers, not the facts that
    only say more of the flooding."""
    index = one_digest_index("The flooding closed the Marlow road for three days and cut power to 2,000 homes",
                             "The flooding was the worst on the river since 1998, the Marlow flood group said",
                             "The council is giving each affected household a £500 grant")
    answer = index.answer("did they give ppl anything for the flooding?")
    assert answer.answered and "grant" in answer.answer.split("Also:")[0], answer.answer


def test_a_plain_verb_beside_a_word_no_fact_uses_stays_filler() -> None:
    """"did they give anything to the engineers" when no fact says engineers: the common verb would only make a fact
    about something else ("would give households an alternative") look as if it covered the question."""
    index = one_digest_index("The new network would give rural households an alternative to the old one",
                             "The council is giving each affected household a £500 grant")
    q = index.matcher.parse_question("did they give anything to the engineers?")
    assert "give" not in {t.surface for t in q.required}
    assert "give" in {t.surface for t in index.matcher.parse_question("did they give households anything").required}


_DOCKS = FactIndex.from_texts({"a.txt": """Brenlow Port Dispute

The port has paid £2.1 million of the £5 million dredging grant so far.

Confirmed

• @dock_desk reported that the port has hired the security firm Tallis Guard for the picket lines.
• The port agreed to rehire crane driver Osric Pellam, who was sacked in May, with back pay (per @harbour_beat).
• Two of the six quay cranes were out of service for the whole week (per @crane_watch).
• A night watchman spotted the fire on the quay at 02:10 and called the brigade (@port_news).

Primary sources

Dredging grant: £2.1m of £5m paid — coast_money · 2027-03-01
Pellam to be rehired — harbour_beat · 2027-03-02
"""})


@pytest.mark.parametrize("question, teller, qtype", [
    ("who reported how much of the dredging grant has been paid?", {"reported"}, "who"),  # the clause is the topic
    ("who first spotted the cranes were broken", {"spotted"}, "who"),  # "first" keeps its own sense
    ("who actually noticed it", {"actually", "noticed"}, "who"),  # no outcome asked
    ("who found out how the fire started", {"found", "out"}, "who"),
    ("who found the body", set(), "who"),  # a finder, no teller
    ("who called the strike", set(), "who"),  # no verb of telling news
])
def test_a_teller_asked_is_no_key_word(question: str, teller: set[str], qtype: str) -> None:
    """"who reported / spotted / found out X": its telling words are no key words (the credited account tells X)."""
    q = _DOCKS.matcher.parse_question(question)
    assert set(q.teller) == teller and q.qtype == qtype
    assert not teller & {t.surface for t in q.required}


@pytest.mark.rules_only
@pytest.mark.parametrize("question, expected", [
    ("who reported that pellam is getting his job back?", "@harbour_beat"),  # not the fact saying "reported"
    ("who reported how much of the dredging grant has been paid?", "@coast_money"),  # the summary's credited post
    ("who noticed that two of the cranes were out of service?", "@crane_watch"),  # no fact says "noticed"
    ("who spotted the fire on the quay?", "watchman"),  # a doer in the text, kept
    ("who reported that pellam was promoted?", None),  # a near miss, refused
])
def test_who_reported_x_is_answered_by_the_fact_telling_x(question: str, expected: str | None) -> None:
    """"who reported that pellam is getting his job back": the fact telling it, credited to its account, answers
    (session 50), not another fact whose account "reported" something else."""
    matcher = _DOCKS.matcher  # built once for the module: its cross-encoder is set aside here by hand
    held, matcher.cross_encoder = matcher.cross_encoder, None
    try:
        answer = _DOCKS.answer(question)
    finally:
        matcher.cross_encoder = held
    if expected is None:
        assert not answer.answered, answer.answer
    else:
        assert answer.answered and expected in answer.answer.split("\n")[0], answer.answer


@pytest.mark.parametrize("question, focus", [
    ("Which old bell hangs in the north tower?", "bell"),  # "hangs in": a verb, the noun before it is asked
    ("Which port lies at the mouth of the river?", "port"),
    ("Which bell ringers came from the town?", "ringer"),  # a plural noun before a verb stays the head
])
def test_a_verb_in_s_before_a_preposition_is_no_head(question: str, focus: str) -> None:
    """"Which old bell hangs in the tower": the bell is asked, not "hangs" (read as a plural noun)."""
    q = one_digest_index("The old bell hangs in the north tower").matcher.parse_question(question)
    assert q.focus == term_for(focus).stem
