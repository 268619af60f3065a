"""The matcher (knowledge.matcher): the dev questions, a second story, the gate, the decision and the answer flow."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowledge.analyze import term_for
from knowledge.evaluation import evaluate
from knowledge.index import FactIndex
from knowledge.question import read_wen
from knowledge.weights import WEIGHTS
from tests.digests import one_digest_index, with_facts
from tests.knowledge.helpers import (
    _COMMITTEES,
    _TRAM_SUMMARY,
    COUNCIL,
    FERRY_VOTE,
    HILLFORT,
    ORLEN,
    PIT,
    PORT,
    PORT_BOARD,
    ROOT,
    SIGNING,
    SMELTER,
    TRIAL,
    _answers_as,
    _answers_first,
    _answers_with,
    _bullets,
    _digest_pair,
    _story,
)

SHARED_DEV = ROOT.parent / "shared" / "questions" / "dev.jsonl"
DEV = SHARED_DEV if SHARED_DEV.exists() else ROOT / "tests" / "data" / "dev.jsonl"


def _check(index: FactIndex, path: Path) -> None:
    """≥ 95% of answerable questions right and every abstain question abstained."""
    report = evaluate(index, path)
    ok, total = report.totals("answer")
    failures = [f"{r.case.question}: {r.reason}" for r in report.results if not r.passed]
    assert total and ok / total >= 0.95, failures  # the bar of issue 12 for answerable questions on a story
    assert report.totals("abstain")[0] == report.totals("abstain")[1], failures


def test_dev_questions(marin: FactIndex) -> None:
    """The shared development question set."""
    _check(marin, DEV)


def test_second_story_with_no_code_change(other: FactIndex) -> None:
    """A made-up digest about another story, with its own questions."""
    _check(other, ROOT / "tests" / "data" / "other" / "questions.jsonl")


@pytest.mark.parametrize("question, expected", [
    ("How many parameters does it have? 535 billion?", "535B"),
    ("coreweave", "CoreWeave"),
    ("flops??", "2.7e24"),
    ("WHO IS FUNDING THIS", "Huang"),
    ("whos payin for the compute lol", "Huang"),
    ("what hardwre are they using", "GB200"),
    ("hey bot, could you tell me what share of the tokens is pretraining?", "80%"),
    ("how far along is the run", "13%"),
    ("How many months will training take?", "3 months"),
])
def test_units_typos_caps_and_chatty_wording(marin: FactIndex, question: str, expected: str) -> None:
    """Normalised numbers, synonyms, typos, caps, chat and one-word queries reach the right fact."""
    ans = marin.answer(question)
    assert ans.answered, ans.answer
    assert expected.lower() in ans.answer.lower()


@pytest.mark.parametrize("question", [
    "How many experts does the MoE have?",
    "What learning rate?",
    "What's the batch size?",
    "What tokenizer does it use?",
    "What is GPT-5's parameter count?",
    "How many layers does the model have?",
])
def test_near_miss_abstains_with_suggestions(marin: FactIndex, question: str) -> None:
    """Story-shaped questions the digests don't answer: a plain no and the closest topics."""
    ans = marin.answer(question)
    assert not ans.answered
    assert ans.facts == []
    assert "don't" in ans.answer or "no " in ans.answer.lower()
    assert 1 <= len(ans.suggestions) <= 3


@pytest.mark.parametrize("question", ["", "   ", "?!?", "\u200b\u200b", "x" * 10_000, "🙂🙂🙂",
                                      "@everyone <@&123> <@456> **bold** `code`"])
def test_bad_input_gets_a_clear_answer(marin: FactIndex, question: str) -> None:
    """Empty, huge, odd-Unicode and markup questions never raise and never pass off a fact."""
    ans = marin.answer(question)
    assert ans.answered is False
    assert ans.answer


def test_attribution_question_lists_that_handles_facts(marin: FactIndex) -> None:
    """'What did @dlwh say?' answers with the facts cited to dlwh, all citing dlwh."""
    ans = marin.answer("What did @dlwh say?")
    assert ans.answered and len(ans.facts) >= 2
    for fact in ans.facts:
        assert any(s.handle == "dlwh" for s in fact.sources)


def test_attribution_by_alternate_spelling(marin: FactIndex) -> None:
    """@ysunlp and ysu_nlp are the same account."""
    ans = marin.answer("what did @ysu_nlp report?")
    assert ans.answered
    assert all(any(s.handle == "ysu_nlp" for s in f.sources) for f in ans.facts)


def test_unknown_handle_abstains(marin: FactIndex) -> None:
    """No posts by an account: say so."""
    ans = marin.answer("What did @nobodyhere say?")
    assert not ans.answered and "@nobodyhere" in ans.answer


def test_same_answers_run_to_run() -> None:
    """Two builds of the same seeds answer identically."""
    a, b = FactIndex.build(ROOT / "seeds"), FactIndex.build(ROOT / "seeds")
    for q in ("Who pays?", "How long will it take?", "What is Marin?", "pancakes"):
        assert a.answer(q).model_dump() == b.answer(q).model_dump()


def test_topics_and_autocomplete(marin: FactIndex) -> None:
    """Topics exist, autocomplete gives at most 25, the first ones on empty input."""
    assert marin.search_topics("", 25) == marin.topics()[:25]
    assert len(marin.search_topics("", 25)) <= 25
    assert any("CoreWeave" == t for t in marin.search_topics("corew", 25))
    assert marin.facts_about("CoreWeave")[0].text.startswith("Compute funding")


def test_candidate_selection_does_not_change_answers() -> None:
    """Answers with the candidate prefilter equal answers from scoring every candidate."""
    from knowledge.evaluation import load_cases
    from knowledge.matcher import Matcher

    index = FactIndex.build(ROOT / "seeds")
    full = Matcher(index.facts, prefilter=False)
    questions = [c.question for c in load_cases(DEV)] + ["coreweave", "flops??", "who pays", "pancakes"]
    for q in questions:
        assert index.matcher.answer(q).model_dump() == full.answer(q).model_dump(), q


def test_prefilter_keeps_the_best_fact_on_a_large_corpus(tmp_path: Path) -> None:
    """On a generated corpus larger than the candidate limit, the prefilter finds the same best fact."""
    from benchmarks import synth
    from knowledge.matcher import Matcher

    synth.write_corpus(tmp_path, 3 * WEIGHTS.candidate_limit, rng_seed=3)
    index = FactIndex.build(tmp_path)
    full = Matcher(index.facts, prefilter=False)
    same = total = 0
    for q in synth.make_questions(index, 60, rng_seed=4):
        a, b = index.matcher.answer(str(q)), full.answer(str(q))
        total += 1
        same += (a.answered, [f.id for f in a.facts[:1]]) == (b.answered, [f.id for f in b.facts[:1]])
    assert same / total >= 0.95


TOPIC_DIGEST = """Harlow Museum Reopens Its East Wing

Curators at the Harlow Museum have reopened the east wing. Restoration took two years.

Confirmed

• Restoration was led by Yarrow's Ines Calder, the museum's chief conservator (@harlowmuseum).
• The restoration cost £4 million and a major donor paid half (@harlowmuseum).

Primary sources

Harlow Museum reopens its east wing — harlowmuseum · 2026-05-02
"""


def test_topics_are_names_not_capitals_a_sentence_or_a_title_begins_with() -> None:
    """"Restoration took …" names nothing; "Yarrow's Ines Calder" names Ines Calder; a title is no topic."""
    topics = FactIndex.from_texts({"harlow.txt": TOPIC_DIGEST}).topics()
    assert "Ines Calder" in topics and "Harlow Museum" in topics
    assert "Restoration" not in topics and "Yarrow's Ines Calder" not in topics
    assert not any("Reopens" in t for t in topics)


@pytest.mark.parametrize("question, corrected", [
    ("who is the mayor?", False),  # a short word with one letter changed is another word, not a typo of "major"
    ("who is the chief conservater?", True),  # a longer word is corrected
    ("who is the chief conservator?", True),  # "Ines Calder, the museum's chief conservator" names one
    ("who is Ines Caldor?", True),  # so is a name, however short
])
def test_short_words_are_corrected_only_for_a_missed_added_or_swapped_letter(question: str, corrected: bool) -> None:
    """Typo correction is free for long words and names, careful with short words."""
    ans = FactIndex.from_texts({"harlow.txt": TOPIC_DIGEST}).answer(question)
    assert ans.answered is corrected, ans.answer


CANALS = """Two Canals Open in the Norvik Basin

The Norvik Basin now has two shipping canals.

Confirmed

• The Harlen-Mosby Canal runs parallel to the river Tessa for 60 km (@canalwatch).
• The Orrin Canal joins the basin to the sea (@canalwatch), according to the port authority.

Primary sources

Norvik canals — canalwatch · 2026-05-02
"""


def test_a_hyphenated_name_misspelt_in_one_piece_is_corrected_piece_by_piece() -> None:
    """A typo in one piece of a hyphenated name is corrected as in a plain word, not refused as unknown."""
    ans = FactIndex.from_texts({"canals.txt": CANALS}).answer("What does the Harlenn-Mosby canal run parallel to?")
    assert ans.answered, ans.answer
    assert "Tessa" in ans.answer


def test_according_to_is_a_hedge_not_a_key_word() -> None:
    """ "according to X" says where a claim comes from; the facts need not use the word."""
    ans = FactIndex.from_texts({"canals.txt": CANALS.replace(", according to the port authority", "")}).answer(
        "What does the Orrin Canal join, according to reports?")
    assert ans.answered, ans.answer
    assert "basin" in ans.answer


RELEASES = """Quillstore Moves to a New Licence

Quill Labs has moved its Quillstore database to a source-available licence.

Confirmed

• Nimbus Hosting switched its managed service to Quillstore 7.5 and will stop offering its legacy plans after 2027-03-31 (@nimbus).
• Quillstore 7.4.2 is the last release under the old licence (@quill_labs).

Primary sources

Quillstore licence change — quill_labs · 2026-09-08
"""


def test_one_word_of_a_fact_is_not_two_of_the_question() -> None:
    """ "plans" in a fact is the question's "planned"; it is not also the "next" that "planned" is a synonym of."""
    ans = FactIndex.from_texts({"releases.txt": RELEASES}).answer("When is the next Quillstore release planned?")
    assert not ans.answered, ans.answer


def test_a_pledge_is_backing() -> None:
    """General funding words match each other: "who is backing X" is answered by who "pledged" money to it."""
    digest = with_facts(RELEASES, "Quillstore 7.4.2", "Aldway and Corvin pledged $2 million to the Quillstore fork (@quill_labs).")
    ans = FactIndex.from_texts({"releases.txt": digest}).answer("who is backing Quillstore?")
    assert ans.answered, ans.answer
    assert "Aldway" in ans.answer


def test_an_acronym_finds_the_name_it_abbreviates() -> None:
    """ "the NDC" in a question matches a fact that writes "the Nordic Drug Council" out."""
    digest = with_facts(TRIAL, "Pellmark Pharma licensed",
                         "The Nordic Drug Council backed orvazine for adults on 05-20 (@pharmawire).")
    ans = FactIndex.from_texts({"trial.txt": digest}).answer("when did the NDC back orvazine?")
    assert ans.answered, ans.answer
    assert "Nordic Drug Council" in ans.answer


def test_an_acronym_spelled_out_with_a_possessive_stands_for_its_words() -> None:
    """"The Independent Pilots' Union (IPU)": a fact saying "IPU president" speaks of the pilots' union."""
    index = _bullets("Arvena Pilots Vote to Strike",
                     "The Independent Pilots' Union (IPU) represents about 2,340 of the airline's pilots.",
                     "IPU president Dariusz Helm said pilots had run out of patience")
    assert index.matcher._expansions["ipu"] == {term_for(w).stem for w in ("independent", "pilots", "union")}


TRANSIT = """Velm Opens Its Tram Line

The board of the Velm Metropolitan Transit Authority (VMTA) approved the line in 2024.

Confirmed

• VMTA chief executive Tomas Reyl said the contractor will pay for the repairs (@velmtransit).
• Brenholt's project director Lukas Ferreira said work would start in September (@velmtransit).
• The line was due to open on 2026-11-28 (@velmtransit).
• About 34,800 people ride the line each weekday (@velmtransit).

Primary sources

Velm transit news — velmtransit · 2026-05-02
"""


@pytest.mark.parametrize("question, expected", [
    ("who's the ceo of the transit authority", "Tomas Reyl"),  # "chief executive" is CEO; VMTA spelled out once
    ("who is the ceo of brenholt?", None),  # a project director is no CEO
    ("who is the ceo of pellmark?", None),  # the CEO named is the authority's, not Pellmark's
    ("when was it supposed to open originally", "2026-11-28"),  # the verb is "open", after "supposed to"
    ("how many ppl ride it", "34,800"),  # chat spelling
    ("yo whats up everyone", None),  # a greeting
])
def test_roles_acronyms_and_chat_spellings(question: str, expected: str | None) -> None:
    """A role asked is that role, of the organisation asked; acronyms stand for what the facts spell out once."""
    ans = FactIndex.from_texts({"transit.txt": TRANSIT, "trial.txt": TRIAL}).answer(question)
    assert ans.answered is (expected is not None), ans.answer
    if expected:
        assert expected in ans.answer


@pytest.mark.parametrize("question, expected", [
    ("when was the main shaft sunk?", "1998"),  # "sunk": the irregular participle of "sink" ("its sinking")
    ("why doesnt kelso metals own the land?", "leases"),  # "doesnt" is "doesn't", no key word
    ("whats the name of the operator?", "Kelso Metals"),  # "the name of": the kind of answer, past "the"
    ("why did the roof give way in the first place?", "weakened"),  # an idiom, no key words
])
def test_chat_spellings_idioms_and_irregular_verbs(question: str, expected: str) -> None:
    """Chat spellings, idioms and irregular verb forms are read as the words they stand for."""
    ans = FactIndex.from_texts({"pit.txt": PIT}).answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


@pytest.fixture(scope="module")
def rowing_club() -> FactIndex:
    """A made-up rowing club story whose facts tell deeds in rarer or prefixed irregular forms."""
    return _bullets("Harbour club settles its debts", "The Kestrel Rowing Club has cleared its old loans.",
                    "The Kestrel Rowing Club repaid the Marlow Bank loan of €40,000 on 03-02",
                    "Club captain Dara Pell outran the other rowers in the winter trial on 01-14",
                    "Pell pled guilty to a speeding charge in 2025",
                    "The club's wheat field was sown on 02-20")


@pytest.mark.parametrize("question, expected", [
    ("when did the club repay the loan", "03-02"),  # "repaid": the past of "repay"
    ("when did pell outrun the other rowers", "01-14"),  # "outran"
    ("what did pell plead to", "speeding"),  # "pled", the American past of "plead"
    ("when did they sow the wheat field", "02-20"),  # "sown"
    ("which bank did the club repay", "Marlow Bank"),
])
def test_rarer_and_prefixed_irregular_forms_say_their_verb(rowing_club: FactIndex, question: str,
                                                           expected: str) -> None:
    """A rarer or prefixed irregular past in a fact says the base verb a question asks ("repaid": repay)."""
    _answers_with(rowing_club, question, expected)


def test_a_title_that_only_opens_a_fact_is_not_its_answer() -> None:
    """An episode title cut from a fact's first words never stands in for the whole fact."""
    ans = FactIndex.from_texts({"pit.txt": PIT}).answer("why did the roof give way?")
    assert ans.answered, ans.answer
    assert "weakened the rock" in ans.answer


@pytest.mark.parametrize("question, expected", [
    ("whats the name of the boat the divers used?", "Marlin"),  # a boat is a kind of vessel: one level up
    ("what magnitude was the quake?", "4.2"),  # "quake" and "earthquake": one sense
])
def test_a_word_no_fact_has_is_matched_by_its_wordnet_relatives(question: str, expected: str) -> None:
    """A question word no fact uses is matched, weakly, by a word WordNet relates to it in a common sense."""
    ans = FactIndex.from_texts({"smelter.txt": SMELTER}).answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


MUSEUM = """Harlow Museum Back After Flood Repairs

The Harlow Museum of Rail has finished repairs after the January flood.

Confirmed

• The museum closed on 01-12 after flood water reached the first-floor galleries on the first day of the storm (@harlow_news).
• The Harlow Museum of Rail reopened on 05-02 with its steam gallery rebuilt (@harlowmuseum).
• Insurers paid £2.1 million towards the repairs (@harlow_news).
"""


@pytest.mark.parametrize("question, expected", [
    ("is the harlow museum open again?", "reopened"),  # "reopened" says "open", not the fact that it closed
    ("when was the steam gallery built?", "05-02"),  # "rebuilt": built again
])
def test_a_re_verb_says_its_verb(question: str, expected: str) -> None:
    """The re- of "reopen", "rebuild" only repeats the verb (world.json again_verbs)."""
    ans = FactIndex.from_texts({"museum.txt": MUSEUM}).answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


FROGS = """Glass Frog Found Again in the Cordillera Azul

A glass frog last seen in 1994 has been found again by a team from the Fundación Río Verde.

Confirmed

• Biologist Inés Ordóñez counted 14 adults along the Quebrada Honda stream (@ines_ordonez).
• The frogs live between 1,900 and 2,100 m above sea level (@rioverde).
• @m_quispe said the team "had almost given up" before the last night of the survey.

• Glass frog back after 30 years — rioverde · 2027-03-02
"""


@pytest.mark.parametrize("question, expected", [
    ("how many frogs did ines ordonez count?", "14 adults"),  # typed without the accents the digest writes
    ("what does the fundacion rio verde do?", "glass frog"),
])
def test_accents_are_folded(question: str, expected: str) -> None:
    """"Ordóñez" and "ordonez" are one word: Latin letters are matched without their accents."""
    ans = FactIndex.from_texts({"frogs.txt": FROGS}).answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


def test_a_person_named_by_the_start_of_a_first_name_and_a_surname_is_their_account() -> None:
    """"what did mario quispe say": @m_quispe, whose name the facts never write."""
    ans = FactIndex.from_texts({"frogs.txt": FROGS}).answer("what did mario quispe say?")
    assert ans.answered, ans.answer
    assert "had almost given up" in ans.answer


@pytest.mark.parametrize("question, expected", [
    ("how much did the marshland cost in kronor?", "41 million kronor"),  # a currency by its name
    ("what does harbour master ana velde think about ships?", "expects bigger ships"),  # "think": no verb to repeat
    ("wat's the depth of the channel rn", "14 m"),  # chat spellings
])
def test_currencies_opinions_and_chat_forms(question: str, expected: str) -> None:
    """A currency named in words, an opinion verb no fact repeats, "wat's" and "rn"."""
    ans = FactIndex.from_texts({"port.txt": PORT}).answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


@pytest.mark.parametrize("question, expected", [
    ("who's the mayor of brenna?", "Piet Havel"),  # a deputy mayor is not the mayor
    ("who wanted 60cents?", "Ines Maro"),  # a figure and its unit typed as one word
    ("when do the new charges kick in?", "11-01"),  # "kick in": take effect
    ("who was the one who wanted a 60 cent rise?", "Ines Maro"),  # "the one who": no figure 1
])
def test_roles_figures_and_idioms(question: str, expected: str) -> None:
    """A role's modifier makes another role; a question's figure is looked for; "kick in"; "the one" is a pronoun."""
    ans = FactIndex.from_texts({"council.txt": COUNCIL}).answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


TEMPLE = """Hill Temple Dated Older Than Thought

Episode 1 · Court Upholds Dig Licence but Cuts the Permit Fee (2027-03-02, 2 posts)

The regional court ruled on the Kesh hill temple dig.

Confirmed

• The court cut the permit fee from €90,000 to €40,000 because the dig had been delayed by the regional government itself (@kesh_news).
• Charcoal from the temple floor dates its building to about 610 BC (@kesh_dig).
• Work on the temple site began again in 2025 after the road was built (@kesh_dig).

• Court upholds Kesh dig licence but cuts the permit fee — kesh_news · 2027-03-02
• Kesh temple floor dated — kesh_dig · 2027-03-02
"""


@pytest.mark.parametrize("question, expected", [
    ("when was the temple built?", "610 BC"),  # a year before the common era is a date
    ("why did the court cut the permit fee?", "because the dig had been delayed"),  # the fact says why; its title doesn't
])
def test_bc_years_are_dates_and_a_reason_beats_its_title(question: str, expected: str) -> None:
    """"610 BC" answers a when-question; a title without the reason gives way to the fact under it that has it."""
    ans = FactIndex.from_texts({"temple.txt": TEMPLE}).answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


@pytest.mark.parametrize("question, answered", [
    ("how many workers were affected?", True),  # "affected": a common word no fact happens to use
    ("what is the royalty the operator pays?", False),  # "royalty": a rare word, the detail asked
])
def test_a_common_word_no_fact_uses_is_not_refused_on_alone(question: str, answered: bool) -> None:
    """How common a word is in English (WordNet's tagged texts) tells a paraphrase from a detail no fact gives."""
    ans = FactIndex.from_texts({"pit.txt": PIT}).answer(question)
    assert ans.answered is answered, ans.answer


def test_chat_and_and_rush_hour() -> None:
    """"where n when": "n" is "and"; "rush hour" is the peak."""
    index = FactIndex.from_texts({"tram.txt": """Hale Tram Line Opens

The Hale tram line opened on 05-02.

Confirmed

• Trams run every 5 minutes at peak times and every 15 minutes at night (@hale_transit).
• The line will reach the airport in 2029 and the harbour in 2031 (@hale_transit).
"""})
    ans = index.answer("how often do the trams come at rush hour")
    assert ans.answered and "every 5 minutes" in ans.answer, ans.answer
    q = index.matcher.parse_question("where n when does the line reach next")
    assert "n" not in {t.surface for t in q.required + q.optional}


@pytest.mark.parametrize("question, answered", [
    ("were 1200 people evacuated?", True),  # a figure, not a year, though it could be one
    ("how many soldiers were trapped?", False),  # what is counted: never excused as a common word or a relative
    ("was the pit rebuilt?", False),  # "rebuilt" asked is not said by "built"
])
def test_figures_counted_nouns_and_re_verbs_asked(question: str, answered: bool) -> None:
    """A number that could be a year but is a figure the fact gives; a counted noun no fact has; a re- verb asked."""
    text = PIT.replace("• The operator Kelso Metals", "• About 1,200 people were evacuated from Dunmore (@rescue_ops).\n"
                                                    "• The pit was built in 1960 (@dunmore_mines).\n• The operator Kelso Metals")
    ans = FactIndex.from_texts({"pit.txt": text}).answer(question)
    assert ans.answered is answered, ans.answer


@pytest.mark.parametrize("question, listed", [
    ("what did @TarraFerryUsers say about the subsidy?", True),
    ("when did @TarraFerryUsers say fares must fall?", False),  # a when-question: one answer, not a listing
    ("what did @TarraFerryUsers report about the subsidy?", True),  # "report" is said, not a topic to find
])
def test_only_what_was_said_is_a_listing(question: str, listed: bool) -> None:
    """"what did @x say about y" lists @x's facts; "when did @x say …" asks one thing."""
    ans = FactIndex.from_texts({"ferry.txt": FERRY_VOTE}).answer(question)
    assert ans.answer.casefold().startswith("the digests cite") is listed, ans.answer


@pytest.mark.parametrize("question, answered", [
    ("how did the harbour board vote on berth fees in october?", True),  # October's news, no fact says October
    ("was the fee kept when the board met in october?", None),  # a yes/no question with a when-clause stays one
    ("how many pilot boats did the board schedule in march 1987?", False),  # a year after a month
])
def test_months_and_years_asked(question: str, answered: bool | None) -> None:
    """A month the news was reported in is no unknown word; a year after a month is a year asked."""
    index = FactIndex.from_texts({"board.txt": PORT_BOARD})
    if answered is None:
        assert index.matcher.parse_question(question).qtype == "yesno"
        return
    ans = index.answer(question)
    assert ans.answered is answered, ans.answer


@pytest.mark.parametrize("question, said", [
    ("what did the board vote for at the september meeting?", "Elm Street pool"),  # "at its 09-14 meeting"
    ("what did the board vote for at the june meeting?", "Ashby library"),  # no fact says June in words
    ("what did the board decide back in june", "Ashby library"),  # "back in june": when, not a return
])
def test_a_month_asked_is_said_by_a_day_in_figures(question: str, said: str) -> None:
    """A month asked is said by a fact giving a day of it in figures ("09-14" is in September)."""
    index = one_digest_index("The board voted to close the Elm Street pool at its 09-14 meeting",
                             "The board voted to reopen the Ashby library at its 06-02 meeting",
                             "Swimming lessons for adults will resume in September")
    ans = index.answer(question)
    assert ans.answered and said in ans.answer.split("\n")[0], ans.answer


@pytest.mark.parametrize("text, months", [
    ("at its 09-14 meeting", {"septemb"}), ("on 2027-03-06, then 04-11", {"march", "april"}),
    ("up 10-20% on the year", set()), ("voted 11-4 on it", set()), ("a 1,684-1,239 vote", set()),
])
def test_month_keys_read_days_in_figures_only(text: str, months: set[str]) -> None:
    """The month of a day written month first in figures is a key of the fact; a range of figures is none."""
    from knowledge.entries import month_keys
    assert month_keys(text) == months


def test_an_attribution_lists_handles_in_one_order_whatever_the_hash_seed() -> None:
    """Two spellings of one account ("CourtWatch", "courtwatch") are listed in the same order in every process."""
    import subprocess
    import sys

    code = ("from knowledge.index import FactIndex; print(FactIndex.from_texts({'c.txt': '''Court Case Filed\\n\\n"
            "The case was filed.\\n\\nConfirmed\\n\\n• The case was assigned to Judge Ana Holt.\\n\\n"
            "• Case filed — CourtWatch · 2027-11-21\\n• Judge named — courtwatch · 2027-11-22\\n'''})"
            ".answer('who is the judge on the case').answer)")
    outs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**__import__("os").environ, "PYTHONHASHSEED": str(seed)}, cwd=ROOT).stdout
            for seed in range(4)}
    assert len(outs) == 1, outs


GALLERY = """Two Paintings Stolen From the Orlen Gallery

Thieves took two paintings from the Orlen Gallery in Vessa early on 12-02. Police have arrested three men so far.

Confirmed

• The two paintings are valued at €12 million together (@orlen_police).
• Police have arrested three men, aged 24, 31 and 12-year veteran guard Piet Rask, 52 (@orlen_police).
• The alarm line was cut; Halden Power, the grid company, said its line to the gallery was tampered with (@haldenpower).
• The gallery's new security system is meant to detect motion in every room (@orlengallery).
• Gallery staff voted 12 to 13 against reopening this week (@orlengallery).

2027-12-02 ~ 2027-12-03 · 3 related posts

Primary sources

Two paintings stolen from Orlen Gallery — orlen_police · 2027-12-02
"""


@pytest.mark.parametrize("question", ["whats 12 times 13", "what is 12 times 12?", "2+2?",
                                      "what is 144 divided by 12", "square root of 144", "whats 12 squared"])
def test_a_sum_is_not_a_question_about_the_story(question: str) -> None:
    """Arithmetic is refused even when the digests hold its figures ("12-02", "€12 million")."""
    ans = FactIndex.from_texts({"gallery.txt": GALLERY}).answer(question)
    assert not ans.answered and "sums" in ans.answer, ans.answer


@pytest.mark.parametrize("question, expected", [
    ("how many ppl have been arrested so far", "three men"),  # "so far" measures no length
    ("which power company's line was tampered with", "Halden Power"),  # a power company, no power figure asked
    ("what is the security system meant to do", "detect motion"),  # an aim, not what a word means
])
def test_set_phrases_that_ask_no_measure_meaning_or_word(question: str, expected: str) -> None:
    """A measure word in a set phrase, "meant to", and chat words are no measure, gloss or key word asked."""
    ans = FactIndex.from_texts({"gallery.txt": GALLERY}).answer(question)
    assert ans.answered and expected in ans.answer, ans.answer


@pytest.mark.parametrize("question", ["what's 12-13", "what's 12 - 13", "what is 12 over 13", "12/13"])
def test_a_score_a_vote_or_a_date_typed_alone_is_no_sum(question: str) -> None:
    """"what's 12-13" may ask about a vote, "12/13" about a date: neither is refused as arithmetic."""
    ans = FactIndex.from_texts({"gallery.txt": GALLERY}).answer(question)
    assert "sums" not in ans.answer, ans.answer


THEFT = """Orlen Gallery Theft: Guard Questioned

The gallery's night guard was questioned on 12-03. Gallery director Ilse Varga said the collection was insured.

Confirmed

• The night guard told police he heard nothing before the alarm sounded in December (per @orlen_police).
• Two men were arrested on 12-04 near the harbour (@orlen_police).
• Gallery director Ilse Varga said the paintings were insured for €9 million (@orlengallery).

2027-12-03 ~ 2027-12-04 · 2 related posts

Primary sources

Guard questioned over gallery theft — orlen_police · 2027-12-03
"""


@pytest.mark.parametrize("question, answered", [
    ("what's the name of the night guard?", False),  # "The", "December" and the credited account name nobody
    ("what are the names of the men who were arrested?", False),  # "Two men": a number, not a name
    ("what's the name of the gallery director?", True),
])
def test_a_name_asked_is_not_answered_by_a_fact_naming_nobody(question: str, answered: bool) -> None:
    """A capitalised common word opening a sentence, a month and the account a fact is credited to are no names."""
    ans = FactIndex.from_texts({"theft.txt": THEFT}).answer(question)
    assert ans.answered is answered, ans.answer
    assert not answered or "Ilse Varga" in ans.answer


@pytest.mark.rules_only
@pytest.mark.parametrize("question, expected", [
    ("how many years has kerr led rovers", "2024"),  # a span asked: not "38 years old", which counts no span
    ("how old is the bus driver", "58"),  # a lower-case apposition is an age too
])
def test_a_span_is_not_counted_and_an_apposition_is_an_age(question: str, expected: str) -> None:
    """"how many years" asks a span, not a figure before "years"; "the driver, 58," tells an age."""
    digest = SIGNING.replace("• The club's oldest", "• The team bus driver, 58, has driven Rovers for a decade "
                             "(@rovers_fc).\n• The club's oldest")
    ans = FactIndex.from_texts({"signing.txt": digest}).answer(question)
    assert ans.answered and expected in ans.answer.split("Also:")[0], ans.answer


@pytest.mark.parametrize("question", ["how old is teh keeper", "waht is the age of the keeper", "how old is keeper sam ode"])
def test_two_letters_swapped_in_a_short_word_are_a_slip(question: str) -> None:
    """"teh", "waht": a short word no fact uses and no word list holds, two letters from "the", "what", is a slip."""
    ans = FactIndex.from_texts({"signing.txt": SIGNING}).answer(question)
    assert ans.answered and "38 years old" in ans.answer, ans.answer


def test_a_possessive_typed_without_its_apostrophe_is_one() -> None:
    """"who is brandts lawyer": Brandt's lawyer, whom no fact names (as "who is brandt's lawyer" abstains), not a fact
    that names Brandt; "the judges ruling" may be the judges', and stays as typed."""
    index = one_digest_index("Kyle Brandt, 24, presented the winning ticket in Melbourne on 10-06",
                             "Brandt's lawyer says the operator's rules entitle the bearer of a ticket to the prize",
                             "Judge Ellery ruled on 01-27 that the ticket belongs to its buyer; @courtdesk reported it")
    plain, typed = index.answer("who is brandt's lawyer?"), index.answer("who is brandts lawyer?")
    assert not plain.answered and typed.answer == plain.answer, typed.answer
    assert index.matcher._spelt_right("who is brandts lawyer?") == "who is brandt's lawyer?"
    assert index.matcher._spelt_right("who reported the judges ruling?") == "who reported the judges ruling?"


@pytest.mark.parametrize("typed, right", [
    ("who was the capatin of the corvina star?", "who was the captain of the corvina star?"),  # a role asked
    ("what was halvard's revneue in 2027?", "what was halvard's revenue in 2027?"),  # a sum asked
    ("how many emlpoyees does halvard have?", "how many employees does halvard have?"),  # what is counted
])
def test_a_question_with_a_slip_is_read_as_spelt_right(typed: str, right: str) -> None:
    """A slip of an English word is read as the word before the question is: "who was the capatin" asks the role, and
    abstains as "who was the captain" does (before: the slip, read as no role, let a fact naming another person
    answer)."""
    index = one_digest_index("Halvard Line appointed Brandholm Salvage; salvage master Ines Kovalenko leads the operation",
                             "The Corvina Star is 399.9 metres long and carries 15,120 containers",
                             "Halvard Line says the grounding cost it $40 million in lost charter income")
    plain, slipped = index.answer(right), index.answer(typed)
    assert not plain.answered and not slipped.answered and slipped.answer == plain.answer, slipped.answer


def test_a_slip_of_an_english_word_no_fact_uses_is_read_as_that_word() -> None:
    """"complaned" is "complained": an English word the facts don't use (a paraphrase the decision weighs), not a
    name no fact has; the reply quotes the word as read."""
    ans = FactIndex.from_texts({"signing.txt": SIGNING}).answer("who complaned about lind")
    assert "complaned" not in ans.answer
    q = FactIndex.from_texts({"signing.txt": SIGNING}).matcher
    parsed = q.parse_question("who complaned about lind")
    q.rank(parsed)
    assert "complained" in {t.surface for t in parsed.required}


@pytest.mark.parametrize("question, expected", [
    ("wht is lind on per week", "£90,000"),  # "wht": what; "per" is no key word a fact must have
    ("whn did rovers sign lind", "2027-07-01"),  # "whn": when
    ("y did kerr sign lind", "Lind"),  # "y did": why did
])
def test_chat_spellings_of_question_words(question: str, expected: str) -> None:
    """Chat spellings of question words ask what the words ask; "per" is a function word, never refused on."""
    ans = FactIndex.from_texts({"signing.txt": SIGNING}).answer(question)
    assert ans.answered and expected in ans.answer, ans.answer


def test_a_phrasal_verb_is_said_by_its_meaning() -> None:
    """"when did they shut down the gallery": the fact that it was closed says it; the verb alone would not."""
    digest = ORLEN.replace("\n\n2027-11-14", "\n• The city closed the gallery on 11-20 (@orlen_news).\n\n2027-11-14")
    ans = FactIndex.from_texts({"orlen.txt": digest}).answer("when did the city shut down the gallery")
    assert ans.answered and "11-20" in ans.answer, ans.answer


def test_in_the_end_asks_how_it_ended_not_about_an_end() -> None:
    """"in the end" is "finally": a time said, not the word "end" a fact must have ("the end of August")."""
    digest = SIGNING.replace("• The club's oldest", "• The transfer window closes at the end of August (@rovers_fc).\n"
                             "• The club's oldest")
    ans = FactIndex.from_texts({"signing.txt": digest}).answer("who did rovers sign in the end")
    assert ans.answered and "Tomas Lind" in ans.answer.split("Also:")[0], ans.answer


def test_where_looks_again_for_the_fact_naming_a_place() -> None:
    """"where is the plant located": every fact about the plant covers the question; when the decision finds the best
    one (a reopening date) no answer, a near one naming a place is weighed again (a story of tests/data/heldout)."""
    index = FactIndex.build(ROOT / "tests" / "data" / "heldout" / "recall")
    ans = index.answer("where is the plant located")
    assert ans.answered and "Kilbrennan" in ans.answer, ans.answer


RIVER = """The Orrin River

The Orrin rises in the Kell Hills and reaches the sea at Marrow.

Confirmed

• The river reversed direction briefly during the 1921 flood (@river_society).
• Below Lake Tarn, the Orrin turns westward and passes the Harl Falls (@river_society).
• In the last ice age the Orrin followed a course to the northwest (@river_society).
• The Orrin is 212 km long (@river_society).

2027-04-01 ~ 2027-04-02 · 2 related posts

Primary sources

The Orrin — river_society · 2027-04-01
"""


@pytest.mark.parametrize("question, expected", [
    ("below lake tarn, what direction does the orrin flow?", "westward"),  # a compass point told, not "flow"
    ("in the last ice age, which direction did the orrin flow?", "northwest"),
])
def test_a_direction_asked_is_a_compass_point(question: str, expected: str) -> None:
    """"what direction": the answer is a compass point ("turns westward"); the word "direction" ("reversed direction")
    is what is asked, not a word to find, and the verb is often said otherwise ("followed a course")."""
    ans = FactIndex.from_texts({"river.txt": RIVER}).answer(question)
    assert ans.answered and expected in ans.answer.split("Also:")[0], ans.answer


@pytest.mark.parametrize("question, expected", [
    ("who currently runs the museum", "Thorvald"),  # an adverb before "runs": still who leads it
    ("wen did the museum director put a value on the haul", "Thorvald"),  # "wen" opening a question: when
])
def test_chat_forms_before_the_verb(question: str, expected: str) -> None:
    """A filler word before the verb, or "wen" opening the question, reads as the question it stands in."""
    ans = FactIndex.from_texts({"orlen.txt": ORLEN}).answer(question)
    assert ans.answered and expected in ans.answer, ans.answer


def test_wen_is_a_name_unless_it_opens_a_question_before_its_verb() -> None:
    """"Wen said …" and "Wen?" ask about Wen; "wen did …" asks when."""
    digest = SIGNING.replace("• The club's oldest", "• Wen said the stadium will reopen in May (@rovers_fc).\n"
                             "• The club's oldest")
    index = FactIndex.from_texts({"signing.txt": digest})
    assert "stadium" in index.answer("what did Wen say").answer
    assert "2027-07-01" in index.answer("wen did rovers sign lind").answer


@pytest.mark.parametrize("question, expected", [
    ("how old is the hillfort", "420 BC"),  # a thing's age is told by its date
    ("how big is the enclosure, area wise?", "3.4 hectares"),  # "area wise": as regards area
])
def test_a_dated_thing_and_chat_words(question: str, expected: str) -> None:
    """"How old" of a thing is answered by its date; "actual" and "X wise" are no key words."""
    answer = FactIndex.from_texts({"hillfort.txt": HILLFORT}).answer(question)
    assert answer.answered and expected in answer.answer


def test_a_currency_named_after_in_is_the_unit_asked() -> None:
    """"the total damage in euros": euros is the money asked (the facts write €), not a word they must use."""
    digest = HILLFORT.replace("• Field firm", "• Storm damage to the hillfort's ramparts is put at €1.2 million "
                              "(@ridge_dig).\n• Field firm")
    index = FactIndex.from_texts({"hillfort.txt": digest})
    q = index.matcher.parse_question("whats the total storm damage in euros")
    assert "euros" not in [t.surface for t in q.required] and q.dimension == "money"
    assert "€1.2 million" in index.answer("whats the total storm damage in euros").answer


@pytest.mark.parametrize("facts, question, expected", [
    (("The petition to save the library gathered 6,100 signatures in a week",
      "Residents signed up for 40 volunteer shifts at the library", "The library petition went to the council"),
     "how many people signed the petition?", "6,100"),
])
def test_a_verb_asked_finds_the_noun_made_from_it(facts: tuple[str, ...], question: str, expected: str) -> None:
    """"how many signed": the fact telling "6,100 signatures" is the answer (WordNet makes signature of sign), not one
    saying "signed up" with another figure."""
    answer = _story(*facts).answer(question)
    assert answer.answered and expected in answer.answer.split("Also:")[0], answer.answer


@pytest.mark.parametrize("facts, question, expected", [
    (("The winning ticket was bought at the Harbour Newsagency on Friday evening",
      "Newsagency owner Sam Kouris handed the shop's footage to police",
      "The newsagency gets the operator's A$50,000 bonus for selling the ticket"), "who owns the newsagency?", "Kouris"),
    (("The bakery on Mill Street sold 4,000 loaves in its first week",
      "Bakery founder Lena Voss said the queue went round the block", "The bakery will open a second shop in May"),
     "who founded the bakery?", "Voss"),
])
def test_who_does_it_is_said_by_the_noun_for_its_doer(facts: tuple[str, ...], question: str, expected: str) -> None:
    """"who owns the newsagency": "Newsagency owner Sam Kouris" names who owns it, though no fact says "owns"."""
    answer = _story(*facts).answer(question)
    assert answer.answered and expected in answer.answer.split("Also:")[0], answer.answer


def test_who_did_an_act_is_said_by_the_noun_for_its_doer() -> None:
    """"who did the safety inspection": the inspectors did it; the fact naming them ranks above one that only says the
    bridge must be "re-inspected"."""
    index = FactIndex.from_texts({"tram.txt": (
        "Velm Tram Line\n\nThe city of Velm has approved a tram line over the river.\n\n"
        "Episode 1 · Bridge Complete (2027-01-01, 1 posts)\n\nThe bridge is built.\n\nConfirmed\n"
        "• The bridge carries trams over the river (@velmtransit).\n\nBridge complete — velmtransit · 2027-01-01\n\n"
        "Episode 2 · Safety Inspection Finds Overhead Line Faults; Opening Pushed to Spring (2027-02-01, 1 posts)\n\n"
        "Inspectors from the National Rail Safety Inspectorate (NRSI) have refused to certify the tram bridge for "
        "passengers, and the opening has moved to spring.\n\nConfirmed\n"
        "• Chief engineer Hanne Solberg said 11 supports must be rebuilt and re-inspected (@railsafety).\n\n"
        "Bridge fails its check — railsafety · 2027-02-01\n")})
    m = index.matcher
    scored, _ = m.rank(m.parse_question("who did the safety inspection?"))
    order = [s.entry.fact.text for s in scored]
    inspectors = next(i for i, t in enumerate(order) if t.startswith("Inspectors"))
    engineer = next(i for i, t in enumerate(order) if t.startswith("Chief engineer"))
    assert inspectors < engineer, order


def test_a_noun_made_from_the_verb_says_it() -> None:
    """"when did the founder die": "the death of the founder in 1990" says he died (WordNet makes death of die)."""
    index = _story("Vineyard founder Tomas Reyl's death in 1990 left the estate to his daughter",
                   "The estate covers 40 hectares")
    answer = index.answer("when did tomas reyl die?")
    assert answer.answered and "1990" in answer.answer


def test_the_noun_of_a_verb_asked_weighs_as_the_verb() -> None:
    """"how many have died": "seven deaths" says it as fully as "two crew died" (not as a weak synonym at half its
    weight); a base form that may be a noun ("the act") keeps "action" a weak synonym."""
    m = _story("Two crew died of burns on the first night", "The harbour authority now counts seven deaths from the "
               "ferry fire", "The ferry carried 212 passengers").matcher
    scored, _ = m.rank(m.parse_question("how many people have died so far?"))
    score = {s.entry.fact.text.split(" (@")[0]: s.score for s in scored}
    assert score["The harbour authority now counts seven deaths from the ferry fire"] > \
        0.95 * score["Two crew died of burns on the first night"], score
    m = _story("The union says the pensions act protects earned benefits",
               "The union has voted for industrial action at the plant").matcher
    scored, _ = m.rank(m.parse_question("what does the union say about the act?"))
    assert scored[0].score - scored[1].score > 0.2 and "act protects" in scored[0].entry.fact.text


@pytest.mark.parametrize("facts, question, expected", [
    (("The union raised concerns about staff safety at the plant", "The plant employs 400"),
     "what was the issue raised by the union?", "concerns"),  # "raised" a verb here, no money asked
    (("Sally Rooney's new novel, Intermezzo, sold 60,000 copies in its first week", "She lives in Mayo"),
     "what's the name of the author's new novel?", "Intermezzo"),  # the novel's name, no role asked
    (("The runway built at Heathrow is 3.5 km long", "It opened in 2008"),
     "how long is the runway built at Heathrow?", "3.5 km"),  # a length: "is", not "was … built"
])
def test_third_review_cases_are_answered(facts: tuple[str, ...], question: str, expected: str) -> None:
    """A verb ending the subject asks no measure; "the name of the author's novel" asks no role; "how long is the
    runway built at X" asks a length."""
    answer = _story(*facts).answer(question)
    assert answer.answered and expected in answer.answer


def test_the_word_date_after_which_is_the_kind_asked() -> None:
    """"what date was the launch": a date is asked; no fact need say the word "date"."""
    index = _story("The Vela-3 rocket was launched on 10-12 from Mirren Point", "The Vela-3 rocket is 41 metres tall")
    for question in ("what date was the vela-3 launch?", "on which date did vela-3 launch?"):
        answer = index.answer(question)
        assert answer.answered and "10-12" in answer.answer, answer.answer
    assert index.matcher.parse_question("what date was the launch").kind == "date"


@pytest.mark.parametrize("question, dimension", [
    ("which hospital lost its power", None),  # the hospital is asked; its power is the verb's object
    ("what's the plant's power", "power"),  # the last word after "what" is the measure asked
    ("how much power does the plant make", "power"),
    ("how many homes lost power in the storm", None),  # homes are counted
    ("how many megawatts of power does the plant make", "power"),
    ("what hospital lost power", None),
    ("how many speed cameras are there", None),  # a measure word naming the kind of thing counted
    ("how many heat pumps were fitted", None),
])
def test_a_measure_word_as_the_verbs_object_is_not_asked(question: str, dimension: str | None) -> None:
    """"which hospital lost its power" asks for a hospital, not a power figure in watts."""
    q = _story("St Aurel hospital lost power for 3 hours").matcher.parse_question(question)
    assert q.dimension == dimension
    if dimension is None and question.startswith(("which", "what")):
        answer = _story("St Aurel hospital lost power for 3 hours", "The plant makes 40 MW").answer(question)
        assert answer.answered and "St Aurel" in answer.answer, answer.answer


def test_end_up_is_in_the_end_not_a_word_to_find() -> None:
    """"how many votes did Pyle end up with": "end up" is "finally", no key word a fact must say."""
    index = _story("Pyle finished with 48,211 votes after the recount", "The recount cost $412,000")
    q = index.matcher.parse_question(read_wen("how many votes did pyle end up with"))
    assert "end" not in [t.surface for t in q.required]
    ended = _story("The trial ended up collapsing in March after a juror fell ill")  # a fact's "ended up" still ends
    assert "March" in ended.answer("when did the trial end").answer
    answer = index.answer("how many votes did pyle end up with")
    assert answer.answered and "48,211" in answer.answer, answer.answer


@pytest.mark.parametrize("question, expected", [
    ("when did the judge throw out the enrichment claim", "12-07"),  # throw out: dismiss
    ("how much have the trustees clawed back so far", "$3.4 billion"),  # claw back: recover
    ("when did the chairman step down", "03-02"),  # step down: resign
    ("when did the first scanner show up", "10-06"),  # show up: arrive
    ("when did the old mill burn down", "1847"),  # burn down: destroy
    ("who's ripping out the old boilers", "Ferncliff"),  # rip out: remove
])
def test_news_phrasal_verbs_are_said_by_their_meaning(question: str, expected: str) -> None:
    """Common phrasal verbs of news English (world.json data) match the verb a fact uses."""
    index = _story("Judge Ostrava dismissed the unjust enrichment claim on 12-07",
                   "The trustees have recovered $3.4 billion of assets",
                   "Chairman Tom Reis resigned on 03-02",
                   "The first scanner for the plant arrived on 10-06 after a six-week sea voyage",
                   "A fire destroyed the old mill in 1847, and it was rebuilt in brick",
                   "The board hired Ferncliff Demolition to remove the old boilers from the school",
                   "The old boilers failed a safety inspection in 2024, and the old boilers' flues leak")
    answer = index.answer(question)
    assert answer.answered and expected in answer.answer, answer.answer


@pytest.mark.parametrize("question, expected", [
    ("when was the warehouse fire doused", "03:40"),  # douse: extinguish
    ("when did quill step aside", "07-30"),  # step aside: resign
    ("who thrashed eskford in the final", "Tarn Valley"),  # thrash: defeat
    ("who swiped the van", "Two men"),  # swipe: steal
    ("who footed the bill for the pier repair", "Harbour Mutual"),  # foot the bill: pay
    ("when did the nurses down tools", "10-03"),  # down tools: strike
])
def test_more_news_idioms_are_said_by_their_plain_words(question: str, expected: str) -> None:
    """Headline words and idioms of courts, politics, sport, crime and labour (world.json data) match a fact's plain
    verb."""
    index = _story("Firefighters extinguished the warehouse fire on Dock Road at 03:40",
                   "Mayor Dana Quill resigned on 07-30 after the audit",
                   "The Tarn Valley club defeated Eskford 4-1 in the cup final on 05-02",
                   "Two men stole a delivery van from the Orrin depot on 09-02",
                   "Harbour Mutual paid for the repair of the Kelby pier after the storm",
                   "Nurses at St Brede hospital went on strike on 10-03")
    answer = index.answer(question)
    assert answer.answered and expected in answer.answer, answer.answer


@pytest.mark.parametrize("fact, question, expected", [
    ("The Hinkley power plant restarted on Monday after repairs", "hows the power plant doing", "restarted"),
    ("The Hinkley power plant restarted on Monday after repairs", "how's the power plant doing", "restarted"),
    ("Hornsea 2 has a capacity of 1.3 GW", "what's hornsea's installed capacity", "1.3 GW"),  # an adjective, no verb
    ("Usain Bolt reached a top speed of 44.7 km/h", "what's bolt's recorded top speed", "44.7"),
])
def test_a_measure_word_after_a_determiner_or_an_adjective_is_still_read_right(fact: str, question: str,
                                                                              expected: str) -> None:
    """"how's the power plant": no power figure asked; "hornsea's installed capacity": a power figure asked."""
    answer = _story(fact).answer(question)
    assert answer.answered and expected in answer.answer, answer.answer


def test_what_did_x_report_in_revenue_asks_money() -> None:
    """"what did tesla report in revenue": an auxiliary after "what" is no noun; the money figure is asked."""
    answer = _story("Tesla reported revenue growth of 3% in the quarter",
                    "Tesla's quarterly revenue reached $25 billion").answer("what did tesla report in revenue")
    assert answer.answered and "$25 billion" in answer.answer, answer.answer


def test_how_hot_is_answered_by_degrees_glued_to_the_figure() -> None:
    """"how hot did seville get": a fact writing "41C" gives a temperature."""
    answer = _story("Seville reached 41C on Monday, a June record").answer("how hot did seville get")
    assert answer.answered and "41C" in answer.answer, answer.answer


@pytest.mark.parametrize("fact, question, answered", [
    ("Temperatures reached 41C in Seville on Monday", "what was the temp in seville", True),  # temp: temperature
    ("Temp staff are paid £12 an hour", "how much do temp workers make an hour", True),  # not a temperature
    ("The agency placed 2,000 temps in NHS hospitals last year", "how many temps did the agency place", True),
    ("Hornsea 2 has a capacity of 1.3 GW", "What\u2019s hornsea\u2019s installed capacity", True),  # a phone's apostrophe
    ("Hornsea 2 has a capacity of 1.3 GW", "what exactly is the installed capacity", True),
    ("The rocket launched from Kourou carrying two satellites", "what date did the rocket launch", False),
])
def test_temp_apostrophes_and_dates_asked(fact: str, question: str, answered: bool) -> None:
    """Chat "temp" is a temperature unless workers follow; "what’s" is "what's"; "what date" needs a date given."""
    assert _story(fact).answer(question).answered is answered


@pytest.mark.parametrize("fact, question, expected", [
    ("Dalia Okafor-Reyes is the authors' lead counsel", "who's the authors' lawyer", "Okafor-Reyes"),
    ("A cyberattack hit the Halvard hospital group on 01-12", "which hospital group got hacked", "Halvard"),
    ("The Loamwell Guild filed the lawsuit against the publisher", "who's suing the publisher", "Loamwell"),
])
def test_plain_english_synonyms_of_news(fact: str, question: str, expected: str) -> None:
    """Words of a trade, a home, an attack or a suit said otherwise (vocab.SYNONYM_GROUPS) match as the word."""
    answer = _story(fact, "The weather was fine on the day").answer(question)
    assert answer.answered and expected in answer.answer, answer.answer


@pytest.mark.parametrize("fact, question", [
    ("Attorney General Pam Bondi announced the charges", "who is the solicitor general?"),
    ("The House of Commons voted 320 to 250 to pass the bill", "how many households will the bill affect?"),
    ("The party holds power in 12 states", "how much electricity do the states use?"),
])
def test_news_synonyms_keep_their_senses(fact: str, question: str) -> None:
    """A law officer's title is one title ("solicitor general" is not the attorney general); the House is no household;
    political power is no electricity."""
    assert not _story(fact).answer(question).answered


_FLOOD = """Valley Flood: The Glacier Lake, the Search and the Rebuilding

Episode 1 · Lake Tarvel Bursts Its Ice Dam, Two Missing (2027-06-02, 3 posts)

Floodwater swept down the valley overnight after the glacier lake emptied.

Confirmed

• Rescuers are searching for two hikers last seen near the lower bridge (@alpdesk)
• About 4 million cubic metres of water drained in under an hour (@hydro_office)
• Three road bridges were destroyed and the valley road is closed (@alpdesk)

Rescuers search the valley — alpdesk · 2027-06-02

Episode 2 · Road Reopens as the Valley Counts the Cost (2027-07-10, 2 posts)

The valley road reopened on one lane.

Confirmed

• Temporary bridges now carry traffic at two of the three crossings (@alpdesk)
• Damage is put at 41 million francs (@canton_news)

Road reopens — alpdesk · 2027-07-10
"""


def test_an_episode_title_that_tells_the_news_answers() -> None:
    """"which lake burst": an episode's title ("Lake Tarvel Bursts Its Ice Dam") is news and may be the answer."""
    _answers_with(FactIndex.from_texts({"a.txt": _FLOOD}), "which lake burst", "Lake Tarvel")


@pytest.mark.parametrize("question, expected", [
    ("why was the ferry service cut", "crew shortage"),  # a cause asked: not the bullet on why the story matters
    ("why does the ferry cut matter?", "only link"),
    ("why should i care about the ferry cut", "only link"),
])
def test_why_it_matters_bullets_answer_importance_not_causes(question: str, expected: str) -> None:
    """A "Why it matters" bullet answers "why does it matter", not "why was it cut" when a fact gives the cause."""
    index = FactIndex.from_texts({"a.txt": (
        "Island Ferry Cut\n\nThe island ferry runs less often.\n\nConfirmed\n\n"
        "• The ferry service was cut to two sailings a day over a crew shortage (@desk).\n\n"
        "Why it matters\n\n"
        "• The ferry service is the island's only link to hospitals; the cut hits patients first.\n\n"
        "Ferry update — desk · 2027-03-01\n")})
    _answers_with(index, question, expected)


@pytest.mark.parametrize("question, expected", [
    ("hw many sats did they lose", "18 satellites"),
    ("whats the max fine for a firm", "£40,000"),
    ("who's the champ now", "Ines Varga"),
    ("how long did they wait before calling the cops", "14 minutes"),
    ("what's the avg fine", "£1,200"),
    ("how long did the power demand max out for", "three hours"),  # "max out" stays a phrasal verb: peak
])
def test_chat_abbreviations_are_read_as_the_words_they_stand_for(question: str, expected: str) -> None:
    """Chat shorthand (sats, max, champ, cops, avg) is read as its word; "max out" stays the verb it is."""
    index = _bullets("Orbit Loss", "A launch went wrong.",
                     "The launch failure lost 18 satellites",
                     "The maximum fine for a firm is £40,000, and the average fine so far is £1,200",
                     "The reigning champion is Ines Varga",
                     "The guards waited 14 minutes before calling the police",
                     "Power demand peaked for three hours on the first evening")
    _answers_with(index, question, expected)


@pytest.mark.parametrize("question, expected", [
    ("how many miners were stuck underground", "11 trapped"),
    ("when did the robbery happen", "03:05"),
    ("how many houses were destroyed", "3,100 homes"),
    ("how many troops were sent", "400 soldiers"),
    ("who is suing the state", "Harlow Traders"),  # a class action is a lawsuit
    ("how much cash does the winner get", "£50,000"),
    ("how many homes lost power at the worst point", "412,000"),  # at its worst: at the peak
])
def test_everyday_news_words_said_otherwise_are_synonyms(question: str, expected: str) -> None:
    """Everyday news words written another way (stuck/trapped, robbery/theft, houses/homes, troops/soldiers)."""
    index = _bullets("Valley Disaster", "A storm hit the valley.",
                     "Rescuers reached the 11 trapped miners on the second day",
                     "The museum theft took place at 03:05 on 11-14",
                     "The storm destroyed 3,100 homes in the valley",
                     "The state sent 400 soldiers to the valley",
                     "Harlow Traders filed a class action against the state over the flood defences",
                     "The raffle winner gets prize money of £50,000",
                     "Power cuts hit 412,000 homes at the peak of the storm")
    _answers_with(index, question, expected)


@pytest.mark.parametrize("question, expected", [
    ("how much money was lost", "2.4 million"),
    ("how much money did the fair lose", "2.4 million"),
    ("what's the total amount the traders lost", "310,000"),
])
def test_a_loss_is_what_was_lost(question: str, expected: str) -> None:
    """"how much did it lose": the fact that puts its loss at a figure, not one that merely shares the subject's
    words (lose, lost and loss are one word to a question)."""
    index = _bullets("Harbour Fair Called Off", "Storms forced the Harbour Fair to cancel.",
                     "Stallholders at the Harbour Fair had paid pitch fees of £900 each",
                     "The organisers put the fair's loss at £2.4 million",
                     "The fair lost its headline act to illness a week before opening",
                     "Traders' losses came to about £310,000, the chamber of commerce said",
                     "The fair will return next summer with a budget of £1.1 million")
    _answers_with(index, question, expected)


def test_what_an_account_said_is_listed_though_it_says_it_in_other_words() -> None:
    """"what did @x say about the investigation results": @x's facts, though they speak of "findings"; a topic no
    fact has at all is still refused."""
    index = FactIndex.from_texts({"a.txt": (
        "Line Fire\n\nA power line started a fire.\n\nConfirmed\n\n"
        "• Chief executive Mara Dean said the utility will not contest the findings (@GridCo).\n"
        "• Gusts never reached the utility's 55 mph shutoff threshold, it said (@GridCo).\n"
        "• Investigators said a dead pine fell on the line (@forest_service).\n\n"
        "Update — GridCo · 2027-03-01\n")})
    answer = index.answer("what did @GridCo say about the investigation results?")
    assert answer.answered and "not contest the findings" in answer.answer, answer.answer
    assert "dead pine" not in answer.answer, answer.answer
    assert "none says \u201cinvestigation results\u201d in those words" in answer.answer.split("\n")[0], answer.answer
    plain = index.answer("what did @GridCo say?")  # no topic asked: the plain listing
    assert plain.answer.split("\n")[0] == "The digests cite @GridCo for:", plain.answer
    refused = index.answer("what did @GridCo say about the ceasefire?")
    assert not refused.answered, refused.answer


@pytest.mark.parametrize("question", [
    "what are the names of the men who were arrested?",
    "what's the name of the guard who raised the alarm",
    "what are the cubs' names",
])
def test_a_name_asked_of_a_noun_the_fact_names_nothing_beside_is_refused(question: str) -> None:
    """"the names of the men arrested": a fact saying "three men, aged 34 and 41" names none of them (its other names
    are of other things), so the bot abstains."""
    index = _bullets("Gallery Raid", "Thieves raided the Harrow Gallery.",
                     "Police arrested three men, aged 34, 41 and 52, after tracing a van to Dunmore Street",
                     "A guard at the Harrow Gallery raised the alarm at 03:10, minutes after the Kestrel Room was entered",
                     "The gallery's two leopard cubs were moved to Farrowdale Zoo")
    answer = index.answer(question)
    assert not answer.answered, answer.answer


@pytest.mark.parametrize("question, expected", [
    ("what are the cubs called", "Vesna"),  # a near fact that names them goes first
    ("whats the name of the capsule they used", "Kestrel"),  # the name before the noun
    ("what's the name of the sonar vessel", "Kittiwake"),  # the name after it
    ("what is the highest point of the ridge called", "Kell Crag"),  # a name set beside it: "X, the highest point"
])
def test_a_name_asked_of_a_noun_is_the_one_given_beside_it(question: str, expected: str) -> None:
    """"what are the cubs called": the fact that says the cubs "have been named Vesna and Dashko", not one that speaks
    of cubs and names a keeper."""
    index = _bullets("Zoo Rescue", "A zoo and a mine rescue.",
                     "Keeper Anna Holt said the cubs in the first litters of captive leopards often die young, calling "
                     "the loss of cubs hard for the keepers of the cubs",
                     "The two surviving cubs have been named Vesna and Dashko after a public vote",
                     "Each trip in the Kestrel capsule took about 14 minutes",
                     "The wreck was found by the sonar vessel Kittiwake during a survey",
                     "The climbers reached the 2,140 m summit of Kell Crag, the highest point of the ridge, at noon")
    _answers_with(index, question, expected)


@pytest.mark.parametrize("question, said", [
    ("whats the name of the safety chief who is a suspect", None),  # "the resort's head of safety": no name beside it
    ("who is the chief of the lift company", "Marta Vogl"),  # "lift company head Marta Vogl": the name beside it
    ("what's the name of the engineer who pushed the faulty snowline update?", None),  # no fact speaks of one
    ("what's the name of the guide who found them", "Pieter Hass"),
])
def test_a_name_asked_of_a_role_said_by_its_synonym_or_by_none(question: str, said: str | None) -> None:
    """"the name of the safety chief": the fact speaking of "the resort's head of safety" (a word of the chief's group)
    names nobody as that, so the bot abstains; nor does it answer the name of an engineer when no fact has one."""
    index = _bullets("Avalanche Inquiry", "An inquiry into a fatal avalanche.",
                     "Kessen prosecutors are investigating three suspects: the resort's head of safety, who chairs "
                     "its avalanche commission, and two other commission members; Alpwatch forecasters are not "
                     "suspects",
                     "Lift company head Marta Vogl said the lifts were closed at 09:40",
                     "The faulty update to the Snowline warning system was pushed at 13:58 UTC and left its sirens "
                     "silent",
                     "Mountain guide Pieter Hass found the two missing skiers at 14:10")
    _answers_first(index, question, said)


@pytest.mark.parametrize("question, said", [
    ("which hospitals were the icu patients taken to?", None),  # "two other Lestrad hospitals": none named
    ("which hospital opened a new cooling wing?", "Harwick Royal Hospital"),
    ("which schools were closed?", None),  # "three Dunmore schools"
    ("which school reopened first?", "Kell Lane School"),
])
def test_some_of_a_kind_set_apart_by_a_place_are_not_named(question: str, said: str | None) -> None:
    """"Which hospitals were they taken to": "two other Lestrad hospitals" counts some of the kind and says where, but
    names none of them, so the bot abstains; a name of the kind answers."""
    index = _bullets("Heatwave Outage", "A power cut at a hospital.",
                     "23 intensive-care patients were moved by ambulance to two other Lestrad hospitals",
                     "The Harwick Royal Hospital opened a new cooling wing in 2025",
                     "Power cuts closed three Dunmore schools for two days",
                     "Kell Lane School reopened first, on 07-16")
    _answers_first(index, question, said)


def test_a_phrasal_verb_with_its_object_between_is_read_as_the_phrase() -> None:
    """"why didn't the detectors pick them up": "pick up" (detect) though "them" stands between verb and particle."""
    index = _bullets("Gallery Raid", "Thieves raided the Harrow Gallery.",
                     "The motion detectors failed to detect the thieves because their batteries had been removed",
                     "The thieves wore dark clothes and carried two ladders")
    answer = index.answer("why didnt the motion detectors pick them up??")
    assert answer.answered and "batteries" in answer.answer.split("\n")[0], answer.answer


@pytest.mark.parametrize("question, answered", [
    ("which two landlords objected to the sale?", False),  # "objections from two landlords": named nowhere
    ("which two banks lent the money?", True),
])
def test_which_two_asks_their_names(question: str, answered: bool) -> None:
    """"which two landlords objected": the landlords' names are asked, and a fact saying only "two landlords" (the
    accounts it is credited to are no names) gives none; "two banks, Harrow Bank and Oakline Savings" does."""
    index = _bullets("Pharmacy Sale", "A pharmacy chain was sold.",
                     "Judge Helen Marsh approved the sale on 08-12, overruling objections from two landlords "
                     "(@CourtWatch, @RxRetailWire)",
                     "Two banks, Harrow Bank and Oakline Savings, lent the buyer the money for the deal")
    answer = index.answer(question)
    assert answer.answered is answered, answer.answer
    if answered:
        assert "Harrow Bank" in answer.answer.split("\n")[0], answer.answer


@pytest.mark.rules_only
def test_a_why_it_matters_bullet_gives_way_to_the_news_that_answers() -> None:
    """A "Why it matters" bullet says what the news means: a confirmed fact that answers goes before one that shares
    a word more of the question ("patented") but gives no answer."""
    index = FactIndex.from_texts({"a.txt": (
        "Test Story\n\nA summary.\n\nConfirmed\n\n• Okafor's lab found the new alloy melts at 1,870 C (@desk).\n\n"
        "Why it matters\n\n• An alloy that melts this high could let jet engines run hotter, and Okafor's lab has "
        "patented it\n\n2027-01-01 ~ 2027-01-02 · 2 related posts\n\nPrimary sources\n\nA post — desk · 2027-01-01\n")})
    answer = index.answer("what temperature does okafor's patented alloy melt at")
    assert answer.answered and "1,870" in answer.answer, answer.answer


@pytest.mark.parametrize("question", [
    "who's the boss of the harbour board?",
    "who's in charge at the harbour board",
    "who is in charge",
])
def test_a_charge_is_a_price_not_who_leads(question: str) -> None:
    """"boss", "in charge" ask who leads; a "mooring charge" is a price, not a leader ("charge" alone leads nothing)."""
    index = _story("The harbour board raised its mooring charge for visiting yachts to £40 a night",
                   "Chief executive Ana Ruiz said the harbour board would spend the money on new pontoons",
                   "The harbour has 240 berths")
    answer = index.answer(question)
    assert answer.answered and "Ruiz" in answer.answer.split("Also:")[0], answer.answer


@pytest.mark.parametrize("fact, question", [
    ("The ship docked at Rotterdam on 03-21", "when was the report released?"),  # a ship is no release
    ("The pipeline carries 90,000 barrels a day", "where is the source code?"),  # an oil pipeline is no code
    ("The node at Harlow links three cables", "what hardware do they use?"),  # a network node is no hardware
])
def test_a_word_of_one_trade_is_no_synonym_in_another(fact: str, question: str) -> None:
    """The synonym groups hold general senses: what a word means in software or machine learning ("ship" a release,
    "pipeline" code) is not what it means in a port or an oil field."""
    answer = _story(fact, "The port handles 9,000 containers a day").answer(question)
    assert not answer.answered, answer.answer


@pytest.mark.parametrize("fact", [
    "The ministry has enlarged its emergency fund to €4 million",
    "Agriculture minister Lotte Ferwerda enlarged the emergency fund to €4 million",
])
def test_a_ministry_or_a_minister_is_no_regulator(fact: str) -> None:
    """A regulator is an agency, authority, commission or watchdog: not a ministry or a minister (a person)."""
    answer = _story(fact, "Hail destroyed 40% of the crop").answer("who is the regulator?")
    assert not answer.answered, answer.answer


def test_a_nationality_asked_finds_the_country_a_fact_names() -> None:
    """"the swedish staff" is matched by "in Sweden" (WordNet: the noun an adjective pertains to), not refused as a word
    no fact has."""
    index = one_digest_index("Staff in Canada were offered three months of severance pay",
                             "Staff in Sweden were offered six months of severance pay",
                             "The studio in Montreal will close in March")
    ans = index.answer("what severance did the swedish staff get?")
    assert ans.answered and "six months" in ans.answer and "three months" not in ans.answer


def test_which_x_is_answered_by_a_near_fact_naming_one_when_the_best_says_the_verb_no_more_than_it() -> None:
    """"which council wants to knock down the estate": the best fact names no council and neither it nor the near one
    says "knock down"; the near one naming Brackwell Council answers (a story of tests/data/heldout)."""
    index = FactIndex.build(ROOT / "tests" / "data" / "heldout" / "housing")
    ans = index.answer("which council wants to knock down the ashgrove estate?")
    assert ans.answered and "Brackwell Council" in ans.answer


def test_a_name_spelled_out_once_is_said_by_its_acronym_elsewhere() -> None:
    """"who's in charge of the water authority": the fact naming its chief says only "VWA", which another fact spells
    out as the Vellmore Water Authority; two words of the name asked stand for the acronym."""
    index = one_digest_index(
        "The Vellmore Water Authority (VWA), the utility that supplies the city's 1.3 million residents, has declared "
        "Stage 3 water restrictions",
        "Mayor Dana Okafor and VWA chief executive Tomasz Reyes broke ground at Saltmarsh Point on 05-22",
        "Water use fell 14% in the first month of the restrictions")
    ans = index.answer("who's in charge of the water authority?")
    assert ans.answered and "Tomasz Reyes" in ans.answer
    assert "Tomasz Reyes" not in index.answer("how much did water use fall?").answer  # one word of it asks nothing


def test_a_small_figure_read_into_a_phrase_is_no_figure_asked() -> None:
    """"on day one" is read "on the first day": its "one" is no figure the facts must give (as "what's 12 times 13"
    asks one)."""
    index = one_digest_index("The stock opened at $38.50 on its first day of trading and closed at $41.20",
                             "The company raised $986 million in the offering")
    ans = index.answer("how much did the stock rise on day one")
    assert ans.answered and "$41.20" in ans.answer, ans.answer
    assert not index.answer("what's 12 times 13").answered


@pytest.mark.parametrize("facts, question, said", [
    (["@desk reported that Brandt's lawyer says the rules entitle the bearer of the ticket to the prize",
      "Kyle Brandt, 24, presented the ticket in Melbourne on 11-19"], "who is brandt's lawyer?", None),
    (["Brandt's lawyer, Ada Finch, says the rules entitle the bearer of the ticket to the prize",
      "Kyle Brandt, 24, presented the ticket in Melbourne on 11-19"], "who is brandt's lawyer?", "Ada Finch"),
    (["Two days after the ruling, the Foxes confirmed interim boss Liam Okafor as permanent director of rugby",
      "The Foxes were fined 40,000 pounds for breaking the salary cap"], "who's the foxes director of rugby now?",
     "Liam Okafor"),  # "X as permanent director"
    (["The league opened its investigation into the Foxes after a whistleblower complaint in December",
      "The Foxes were docked 28 points for breaking the salary cap", "The appeal was heard in March"],
     "who was the whistleblower in the foxes case?", None),  # a person noun asked: "who was the whistleblower"
    (["The league opened its investigation into the Foxes after the whistleblower, former club accountant Jo Pike, "
      "complained in December", "The Foxes were docked 28 points for breaking the salary cap",
      "The appeal was heard in March"], "who was the whistleblower in the foxes case?", "Jo Pike"),
])
def test_who_is_the_role_needs_a_fact_naming_whoever_holds_it(facts: list[str], question: str, said: str | None) -> None:
    """"who is Brandt's lawyer": a fact saying what "Brandt's lawyer says" names no lawyer (Brandt is asked); one
    giving the lawyer's name beside the role, after "as", or in an apposition answers."""
    ans = one_digest_index(*facts).answer(question)
    if said is None:
        assert not ans.answered and "names no" in ans.answer, ans.answer
    else:
        assert ans.answered and said in ans.answer, ans.answer


def test_what_altitude_asks_a_length_the_verb_need_not_be_said() -> None:
    """"what altitude do the satellites fly at": a length is asked (world.json), so a fact giving the altitude answers
    though it says "operate", not "fly"."""
    index = one_digest_index("Each satellite weighs about 310 kg and will operate at 540 km altitude",
                             "The company plans about 20 launches by the end of 2028")
    q = index.matcher.parse_question("what altitude do the sats fly at")
    assert q.dimensions == ("length",)
    ans = index.answer("what altitude do the sats fly at")
    assert ans.answered and "540 km" in ans.answer, ans.answer


@pytest.mark.parametrize("question, said", [
    ("when did the storm make landfall?", "03:20"),  # "came ashore"
    ("when does the new mayor take office?", "2028-01-03"),  # "will be sworn in"
    ("when did the mayor take office?", "2028-01-03"),
])
def test_plain_news_paraphrases_of_an_event_are_read_as_it(question: str, said: str) -> None:
    """A storm that "came ashore" made landfall; a mayor "sworn in" takes office (vocab.NEWS_SYNONYM_GROUPS, PHRASES)."""
    index = one_digest_index("Storm Corisande came ashore at 03:20 local time just west of Marisco Beach",
                             "Pyle conceded the following day, and Barragan will be sworn in on 2028-01-03",
                             "The recount cost the city $412,000")
    ans = index.answer(question)
    assert ans.answered and said in ans.answer, ans.answer


_PIER_APPEAL = ("The Save the Pier appeal raised £1.1 million in its first week from 9,000 donors",
                "The Save the Pier appeal has now raised £2.6 million from 23,400 donors",
                "The council launched the Save the Pier appeal on 02-01 after the storm",
                "214 objects were damaged when the pier museum flooded")


@pytest.mark.parametrize("question, said", [
    ("how many people donated", "23,400 donors"),  # a donor is who donates (vocab.SYNONYM_GROUPS, the fund group)
    ("how much has the fundraising drive raised", "£2.6 million"),  # a drive is an appeal (world.json informal_senses)
    ("how many exhibits were damaged", "214 objects"),  # a museum's exhibits are its objects (informal_senses)
])
def test_the_words_of_an_appeal_and_a_museum_are_read_as_the_digest_says_them(question: str, said: str) -> None:
    """Who donates is a donor, a fundraising drive an appeal, a museum's exhibits its objects: plain English."""
    ans = one_digest_index(*_PIER_APPEAL).answer(question)
    assert ans.answered and said in ans.answer.split("\n")[0], ans.answer


def test_who_is_suing_is_who_filed_a_claim() -> None:
    """"who's suing the council": "has filed a claim against the council" (world.json ``paraphrases``: sue, claim)."""
    index = one_digest_index("Residents' group Save Oakfield has filed a claim against the council in the High Court",
                             "The council approved the Oakfield depot plan on 02-03",
                             "The depot will cost £14 million to build")
    ans = index.answer("who's suing the council?")
    assert ans.answered and "Save Oakfield" in ans.answer.split("\n")[0], ans.answer


def test_what_a_share_is_trading_at_asks_its_price() -> None:
    """"what's ORVN trading at": a price (vocab.PHRASES), not any fact saying the ticker will trade."""
    index = one_digest_index("Orvane Technologies has published the prospectus for its listing, where it will trade "
                             "under the ticker ORVN", "ORVN closed at $33.60 on 02-11, still above the $29 IPO price",
                             "Orvane had 2,150 employees at the end of 2027")
    ans = index.answer("whats ORVN trading at rn")
    assert ans.answered and "$33.60" in ans.answer.split("\n")[0], ans.answer


@pytest.mark.parametrize("question, answered, said", [
    ("which contractor placed the turnaround cone?", False, "names no contractor"),  # nobody placed it, by name
    ("which contractor resurfaced the course?", True, "Halden Civils"),
    ("which insurance company paid out?", True, "Harwick Mutual"),  # "insurance" is not the noun asked
])
def test_which_kind_is_not_answered_by_a_fact_naming_none_of_that_kind(question: str, answered: bool,
                                                                       said: str) -> None:
    """"which contractor placed the cone": a fact saying the cone "had been placed", credited to the organisers, names
    no contractor; one naming a contractor beside the word answers."""
    index = _bullets("City 10K", "A short course was run.",
                     "Riverside Events said a turnaround cone on Kirkstall Road had been placed in the wrong position",
                     "Contractor Halden Civils resurfaced the course in May",
                     "Harwick Mutual paid out on the event's insurance policy")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("which contractor won the main build contract?", True, "Corlan-Wright"),  # "has gone to the … joint venture"
    ("which contractor won the catering contract?", True, "Pemberton"),
    ("which builder won the catering contract?", False, "names no builder"),  # a caterer builds nothing
    ("which contractor won the cleaning contract?", False, "The digests don't say"),  # another contract's winner
])
def test_the_winner_of_a_contract_is_a_contractor(question: str, answered: bool, said: str) -> None:
    """"which contractor won the main build contract": "The main construction contract … has gone to the Corlan-Wright
    joint venture" names its contractor, though it never says the word (world.json ``contract_winners``)."""
    index = _bullets("Harbour Arena", "A new arena is planned on the docks.",
                     "The main construction contract for the Harbour Arena, worth £1.2 billion, has gone to the "
                     "Corlan-Wright joint venture",
                     "The catering contract went to the Pemberton consortium, which will run 40 kiosks",
                     "The city council approved the arena's 28,000-seat plan in May")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, answered, said", [
    ("which airline was flying the plane?", True, "Corvina Air"),  # "… flies for Corvina Air …; the airline said"
    ("which regulator grounded the jets?", True, "Harland Aviation Authority"),  # no "regulator" in the fact
    ("which airline did corvina air get the jets from?", False, "names no airline"),  # the one asked is no answer
])
def test_which_kind_is_named_by_a_name_such_things_go_by(question: str, answered: bool, said: str) -> None:
    """"which airline": "Corvina Air" names one without the word airline beside it, as "… Authority" names a regulator
    (world.json ``kind_name_heads``); a name the question says is not the one asked of."""
    index = _bullets("Engine Failure", "A jet lost an engine over the sea.",
                     "Captain Ana Ruiz, who flies for Corvina Air, landed the jet safely; the airline praised the crew",
                     "The Harland Aviation Authority grounded all 14 jets of the type on 03-02",
                     "Corvina Air will lease two jets while the fleet is grounded")
    _answers_as(index, question, answered, said)


TOLL_OLD, TOLL_NEW = _digest_pair(
    ("Avalanche at Arvenstock", _TRAM_SUMMARY,
     ["The Arvenstock avalanche death toll stands at three, and 11 people were injured"]),
    ("Avalanche Toll Rises", _TRAM_SUMMARY,
     ["The Arvenstock avalanche death toll has risen to six after three injured skiers died in hospital"]),
    "2025-04-15")


@pytest.mark.rules_only
def test_how_an_earlier_figure_was_told_is_not_what_it_is_of() -> None:
    """"what was the death toll they first reported": "reported" says how the figure was told, so the first report
    ("stands at three") answers though it never says "reported"."""
    index = FactIndex.from_texts({"old.txt": TOLL_OLD, "new.txt": TOLL_NEW})
    _answers_with(index, "what was the death toll they first reported", "stands at three")


HENS_OLD, HENS_NEW = _digest_pair(
    ("Bird Flu Culls Begin", _TRAM_SUMMARY, ["Compensation is set at €3.10 per laying hen and €1.45 per broiler"]),
    ("Ministry Raises Bird Flu Compensation", _TRAM_SUMMARY,
     ["After protests by farmers, the ministry raised compensation for laying hens from €3.10 to €3.60 per bird"]),
    "2025-05-20")


@pytest.mark.parametrize("question", ["what was the compensation per laying hen before they raised it",
                                      "what was the compensation per laying hen before the increase"])
def test_the_change_an_earlier_figure_is_asked_before_is_not_what_it_is_of(question: str) -> None:
    """"the compensation per laying hen before they raised it": the raise says which figure is asked, so the first
    report ("set at €3.10"), which never says "raised", answers it."""
    ans = FactIndex.from_texts({"old.txt": HENS_OLD, "new.txt": HENS_NEW}).matcher.answer(question)
    assert ans.answered and "€3.10" in ans.answer.split("\n")[0], ans.answer


@pytest.mark.parametrize("taken, question, answered, said", [
    ("hospital", "which hospital were the two injured people taken to?", False, "names no hospital"),
    ("Brennhof Hospital in Tauring", "which hospital were the two injured people taken to?", True, "Brennhof Hospital"),
    ("hospital", "which pier were the cracks next to", True, "pier 4"),  # a number names one too
])
def test_which_one_is_asked_of_a_fact_that_names_one(taken: str, question: str, answered: bool, said: str) -> None:
    """"which hospital were they taken to": "taken to hospital" speaks of one and names none, so it is no answer;
    "taken to Brennhof Hospital" and "next to pier 4" name one."""
    index = _bullets("Kaltenjoch Tunnel Fire", "A lorry fire closed the Kaltenjoch Tunnel.",
                     f"Nine people were treated for smoke inhalation and two of them were taken to {taken}",
                     "The cracks in the bridge deck are next to pier 4, engineers said",
                     "The tunnel reopened to traffic on 03-02")
    _answers_as(index, question, answered, said)


def test_a_couple_is_a_chat_word_not_a_key_word() -> None:
    """"pushed back a couple days": "couple" is a chat word no fact need say, not a key word no fact knows."""
    index = _bullets("Arvena Pilots Strike", "Arvena's pilots are on strike.",
                     "Mediated talks resumed on 8 January, later than planned, because the mediator first asked "
                     "Arvena for updated figures on its costs",
                     "The deal was reached on 01-10 after 22 hours of talks")
    _answers_with(index, "why were the january talks pushed back a couple days", "because the mediator")


def test_before_a_change_asks_the_earlier_figure_not_a_time_contrasted_with_after() -> None:
    """"the starting wage before the raise": a fact telling the wage "after the union vote, up from $18.75" gives the
    earlier figure asked; "before" is no time contrasted with its "after"."""
    index = _bullets("Ridgeway Union Vote", "Workers at the Ridgeway plant voted to unionise.",
                     "Halden lifted the starting wage to $21.50 an hour after the union vote, up from $18.75",
                     "The union has 1,950 members at the plant")
    _answers_with(index, "what was the starting wage before the raise", "up from $18.75")


@pytest.mark.parametrize("question, said", [
    ("Which river joins the Vell at Marrow?", "The Alder"),  # the name, a which-clause, then what it is
    ("which river is the Vell's main tributary", "The Vell rises"),  # the other fact, when it is asked
])
def test_a_thing_named_across_a_which_clause_answers_which_x(question: str, said: str) -> None:
    """"The Alder, which joins the Vell at Marrow, is nowadays a clean river" names the river asked, as "Alcázar, who
    finished behind, is now the champion" names the champion."""
    index = _bullets("The Vell", "The Vell is a river in the north.",
                     "The Alder, which joins the Vell at Marrow, is nowadays a clean river after decades of mining",
                     "The Vell rises in the hills and is joined by its main tributary, the river Senne, near Tolsby")
    answer = index.answer(question)
    assert answer.answered and answer.answer.startswith(said), answer.answer


@pytest.mark.parametrize("question, said", [
    ("which judge decided the case", "Judge Marguerite Osei"),  # the best fact speaks of no judge: a near one naming one
    ("which minister said the finds belong to Tarrun", "Culture Minister Sefa Marrick"),
])
def test_which_x_puts_first_a_near_fact_naming_one_when_the_best_speaks_of_none(question: str, said: str) -> None:
    """"which judge decided the case": the fact about the minister and the case never says "judge"; a near fact
    naming Judge Osei answers."""
    index = _bullets("Ostrand Wreck Case", "A court ruled on who owns the wreck.",
                     "Culture Minister Sefa Marrick said the finds belong to Tarrun and will come home once the court "
                     "case over the wreck is decided",
                     "In the salvage case, Judge Marguerite Osei found that the wreck lies inside Tarrun waters, so the "
                     "salvors have no claim",
                     "The salvage company said it would appeal the decision")
    _answers_with(index, question, said)


def test_a_clipped_word_is_read_as_its_full_form() -> None:
    """"which lab confirmed the virus": "lab" is short for "laboratory", the word the fact naming one uses."""
    index = _bullets("Vennland Bird Flu", "Bird flu hit a poultry farm.",
                     "Union chair Henk Dalstra confirmed the virus had cost farmers dearly",
                     "The Stoltzer Institute, the national reference laboratory, confirmed H5N1 on 11-06",
                     "The farm reported 2,300 dead hens in two days")
    _answers_with(index, "which lab confirmed the virus?", "Stoltzer Institute")


@pytest.mark.parametrize("question", ["what node sizes will fab 4 make?", "what node size will fab 4 make?"])
def test_sizes_asked_is_a_size_asked_not_a_key_word(question: str) -> None:
    """"what node sizes": "sizes" asks a size, as "size" does; it is no word a fact must say ("28 nm and 22 nm")."""
    index = _bullets("Vesmar Fab 4", "A chip plant is being built.",
                     "Fab 4 will run 28 nm and 22 nm process nodes for automotive and industrial chips",
                     "Fab 4 would be the country's first new 300 mm fab in more than a decade")
    _answers_with(index, question, "28 nm")


def test_a_date_asked_by_name_before_a_time_word_is_the_kind_of_answer() -> None:
    """"what was the first wafer date originally": "date" names the kind of answer, as in "the original target date",
    and is no key word a fact must say ("targeted for the first half of 2028, instead of Q3 2027")."""
    index = _bullets("Veridian Fab 9", "A chip plant is being built in Ohio.",
                     "First production wafers are now targeted for the first half of 2028, instead of Q3 2027",
                     "The plant will employ about 3,000 people")
    _answers_with(index, "what was the first wafer date originally", "Q3 2027")


@pytest.mark.parametrize("question, answered, said", [
    ("who was behind the ransomware", True, "NightHarrow"),  # who is responsible: no place behind it
    ("which group was behind the attack", True, "NightHarrow"),
    ("what did they find behind the server room walls", False, "The digests don't say"),  # a place: a key word
])
def test_behind_asks_who_is_responsible_in_a_who_question(question: str, answered: bool, said: str) -> None:
    """"who was behind the ransomware": "behind" asks who is responsible, a word no fact need say; where a thing is
    asked, "behind the walls" still is one."""
    index = _bullets("Halvern Hospital Hack", "A ransomware attack hit a hospital group.",
                     "A ransomware group calling itself NightHarrow claimed the attack on its leak site and demanded "
                     "180 bitcoin",
                     "The hospital group's servers were restored after 11 days")
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question, said", [
    ("what was the lowest air pressure", "921 hPa"),  # "minimum" says "lowest"
    ("what was the highest wind speed", "150 mph"),  # "maximum" says "highest"
])
def test_lowest_and_highest_are_said_by_minimum_and_maximum(question: str, said: str) -> None:
    """"the lowest air pressure": "a minimum central pressure of 921 hPa" (vocab.SYNONYM_GROUPS)."""
    index = _bullets("Hurricane Corisande", "A hurricane made landfall.",
                     "The NHC puts Corisande's minimum central pressure at 921 hPa at landfall",
                     "Its maximum sustained wind speed reached 150 mph",
                     "About 182,000 residents were ordered to evacuate")
    _answers_with(index, question, said)


def test_the_green_light_is_an_approval() -> None:
    """"when did the regulator give the deal the green light": the fact says it approved the deal."""
    index = _bullets("Grocer Merger", "Two grocers plan to merge.",
                     "The CCB approved the merger on 2028-03-02, subject to the sale of 121 stores",
                     "The merged grocer would have 909 stores")
    _answers_with(index, "when did the ccb give the deal the green light?", "2028-03-02")


@pytest.mark.parametrize("question", ["how many nurses walked out the first time round",
                                      "how many nurses walked out the first time"])
def test_the_first_time_round_names_an_occasion_no_fact_says(question: str) -> None:
    """"the first time round": "time" and "round" tell which occasion, words no fact about the walkout uses."""
    index = _bullets("Kestrel Royal Nurses Strike", "Nurses at a hospital trust walked out twice.",
                     "About 1,140 nurses walked out in the 48-hour strike in October, according to the union",
                     "The trust has offered a 4.5% pay rise")
    _answers_with(index, question, "1,140")


@pytest.mark.parametrize("question, said", [("how long was the sr-300 stuck on the ground", "49 days"),
                                            ("how long was the ferry stranded at sea", "3 days")])
def test_how_long_something_stayed_in_a_state_asks_a_duration(question: str, said: str) -> None:
    """"how long was the SR-300 stuck on the ground": how long it stayed so (a duration), not its length."""
    index = _bullets("SR-300 Grounding", "A jet type was grounded after an engine failure.",
                     "The SR-300 is 38.5 metres long and seats up to 180 passengers",
                     "EASA lifted its grounding of the SR-300 on 06-02, 49 days after the emergency directive",
                     "The Halcyon ferry was towed back to port on 03-04, 3 days after its engine failed at sea")
    _answers_with(index, question, said)


def test_the_second_stage_puts_no_title_before_the_fact_found() -> None:
    """"whose record did degefa break": the first stage finds the fact naming Chebet; the fitted order would put the
    post title ("Degefa Runs 2:09:18 Women's World Record …"), which names no one whose record it was, before it (a
    story of tests/data/heldout)."""
    index = FactIndex.build(ROOT / "tests" / "data" / "heldout" / "marathon")
    _answers_with(index, "whose record did degefa break?", "Chebet")


@pytest.mark.parametrize("question", [
    "What was the Harl Bridge considered to the invaders in WWII?",
    "what was the harl bridge regarded as in ww2",
])
def test_an_abbreviated_war_and_a_verb_of_regard(question: str) -> None:
    """"WWII" is World War II, and "considered" or "regarded" asks what a thing was taken for, which a fact tells in
    its own words ("recognised as")."""
    index = _bullets("The Harl Bridge", "The Harl Bridge crosses the Vell.",
                     "In World War II, the Harl Bridge was recognised as a vital crossing for any invasion",
                     "The Harl Bridge was rebuilt in 1951 after floods")
    _answers_as(index, question, True, "vital crossing")


@pytest.mark.parametrize("question", ["did anyone die", "how many people died in the fire"])
def test_dying_is_said_by_killed_and_deaths(question: str) -> None:
    """"did anyone die": "no one was killed" says it; "how many died": "two deaths" (dying, death, killed, fatalities
    are one thing in the news)."""
    index = _bullets("Tunnel Fire", "A lorry caught fire in the Kaltenjoch tunnel on 03-02.",
                     "Two jet fans in ventilation section 3 ran in the wrong direction for four minutes",
                     "Nine people were treated for smoke inhalation; no one was killed in the fire")
    _answers_as(index, question, True, "no one was killed")


@pytest.mark.parametrize("question, answered, said", [
    ("what does pascoe do for a living?", True, "worked as a nurse"),  # "living": a common word no fact uses
    ("what are pascoe's tickets selling for per gram?", False, "nothing in them mentions \u201cgram\u201d"),
])
def test_one_common_word_no_fact_uses_weighs_less(question: str, answered: bool, said: str) -> None:
    """One everyday word no fact uses ("living") is likely said otherwise: it lowers the score less than a story's
    own word would; a unit no fact gives ("per gram") is never taken as said otherwise."""
    index = _bullets("Lottery Dispute", "Pascoe and Brandt both claim the A$140 million division-one ticket.",
                     "Pascoe pledged A$5 million to Murrindale District Hospital, where she worked as a nurse for 31 "
                     "years", "Pascoe's lawyer filed the claim with the operator on 10-09, asking for the prize to be "
                     "frozen", "Pascoe says she bought the ticket at the Murrindale Newsagency on her way home from a "
                     "shift", "Brandt says Pascoe left the ticket behind on the counter and never came back for it",
                     "The judge heard evidence from Pascoe and Brandt over three days in Melbourne", *_COMMITTEES)
    _answers_as(index, question, answered, said)


@pytest.mark.parametrize("question", ["latest SO2 numbers?", "how much co2 does the plant emit"])
def test_a_chemical_formula_is_read_as_its_name(question: str) -> None:
    """"SO2" is sulphur dioxide and "CO2" carbon dioxide, as a fact spells them out."""
    index = _bullets("Lembara Eruption", "Mount Lembara erupted on 06-08.",
                     "Sulphur dioxide output fell to about 1,150 tonnes a day on 06-23",
                     "The smelter next to the volcano emits about 40,000 tonnes of carbon dioxide a year",
                     "The alert was lowered to Level III on 06-23")
    answer = index.answer(question)
    assert answer.answered and ("1,150" in answer.answer or "40,000" in answer.answer), answer.answer


@pytest.mark.parametrize("question, said", [
    ("why did the pump stop working", "seized"),  # stopping working is failing
    ("when did the pump fail", "03-04"),
])
def test_stop_working_is_failing(question: str, said: str) -> None:
    """"stop working" is one word, "fail", in questions and facts alike: "the pump failed on 03-04 after its bearing
    seized" answers "why did the pump stop working", and a fact's "stopped working" is no "work" asked."""
    index = _bullets("Pumping Station Outage", "A pump failure flooded the Harl underpass.",
                     "The main pump failed on 03-04 after its bearing seized",
                     "Work on the new pumping station started in 2026")
    _answers_as(index, question, True, said)


def test_an_independent_review_is_an_inquiry() -> None:
    """"who is running the inquiry into it": the minister "ordered an independent review led by Professor Osric
    Llewen" (news words: vocab.NEWS_SYNONYM_GROUPS)."""
    index = _bullets("Library Data Loss", "A storage failure destroyed 1.3 million scanned pages.",
                     "Culture minister Saskia Dunmore ordered an independent review led by Professor Osric Llewen",
                     "Scanning resumed on 09-01 at the new imaging centre")
    _answers_with(index, "who is running the inquiry into it", "Llewen")


def test_a_hyphenated_headline_word_is_said_by_its_plain_words() -> None:
    """"who was the go-between": a hyphenated informal word (world.json informal_senses) is read as the question
    reads it, joined, and said by its plain words ("mediating")."""
    index = _bullets("Mackerel Dispute", "Norvaska and Brenmoor are in talks over the mackerel quota.",
                     "Former foreign minister Anneliese Vautrin is mediating between the two governments",
                     "Brenmoor closed its ports to Norvaskan boats on 03-02")
    _answers_with(index, "who was the go-between", "Vautrin")


@pytest.mark.parametrize("fact", ["The burglary at the museum happened on 02-16, police said",
                                  "Thieves broke into the museum in the early hours of 02-16"])
def test_a_hyphenated_group_word_is_said_by_its_group(fact: str) -> None:
    """"when did the break-in happen": a hyphenated word of a news group (vocab.NEWS_SYNONYM_GROUPS) is read as the
    question reads it ("break in"), and said by the others (burglary) or by "broke into" (PHRASES)."""
    index = _bullets("Museum Theft", "Eight objects were taken from the Van Aerde museum.", fact,
                     "Two men were arrested over the theft on 03-19")
    _answers_with(index, "when did the break-in happen", "02-16")


def test_where_something_is_is_a_place_other_than_itself() -> None:
    """"where is orvik deep": "production at Orvik Deep" puts it nowhere; "near the town of Tallis Creek" does."""
    index = _bullets("Orvik Deep Mine Collapse", "A large fall of ground in the main decline of Orvik Deep, Kaldara "
                     "Minerals' underground copper mine near the town of Tallis Creek in the Menari Highlands, has "
                     "trapped 11 workers and a wider cleanup has begun across the whole site.",
                     "Kaldara has suspended all production at Orvik Deep, which produced 118,000 tonnes of copper in 2026",
                     "The group is led by shift supervisor Teo Marangoni, 48, who has worked at Orvik Deep for 22 years")
    _answers_with(index, "where is orvik deep", "Tallis Creek")
    from knowledge.support import places_other

    assert not places_other("Kaldara has suspended all production at Orvik Deep", {"orvik", "deep"})
    assert places_other("The mine near Tallis Creek", {"orvik", "deep"})


def test_who_operates_is_answered_by_who_runs_it() -> None:
    """"who operates the kestle lane plant": its operator, or who runs it ("run by Veldra Environmental")."""
    index = _bullets("Kestle Lane Fire", "A fire broke out at the Kestle Lane recycling plant, run by Veldra "
                     "Environmental, in the early hours of 06-14.",
                     "Sending the borough's recycling to the Hollins Quay plant has cost about £640,000 so far and will "
                     "continue until the Kestle Lane plant reopens",
                     "The Kestle Lane plant will reopen in October 2027")
    _answers_with(index, "who operates the kestle lane plant?", "Veldra")


def test_whose_thing_a_possessive_says_who_owns_it() -> None:
    """"who owns the mine that collapsed": "Kaldara Minerals' underground copper mine" says whose it is; "the mine" is
    a noun there, no pronoun left out."""
    from knowledge.analyze import analyze

    assert "mine" in [t.surface for t in analyze("when did the mine open").terms]
    index = _bullets("Orvik Deep Collapse", "A fall of ground has trapped 11 workers underground.",
                     "A fall of ground at Orvik Deep, Kaldara Minerals' underground copper mine, trapped 11 workers",
                     "Kaldara shares have fallen 17% since the collapse",
                     "The 187 workers above the collapse walked out through the decline")
    _answers_with(index, "who owns the mine that collapsed?", "Kaldara Minerals")


def test_a_fact_that_stopped_working_says_no_work() -> None:
    """"did the appeal work": a fact whose clock "stopped working" says nothing of whether it worked."""
    index = _bullets("Chess Final", "The final went to a rapid tiebreak.",
                     "The digital clock stopped working on move 52, and play was halted for 11 minutes",
                     "The appeal committee rejected Mehrotra's appeal 2-1 on 11-30")
    _answers_with(index, "did mehrotra's appeal work?", "rejected")


@pytest.mark.parametrize("question", ["how many people died in the launch?", "how many people were hurt in the launch"])
def test_what_the_people_counted_did_is_no_common_word_said_otherwise(marin: FactIndex, question: str) -> None:
    """"how many people died in the launch": "died", though a common word no fact uses, is what the people counted
    did: the Marin launch facts, which say nothing of deaths, count no one (a common word's lighter weight is not
    given to it)."""
    answer = marin.answer(question)
    assert not answer.answered, answer.answer


@pytest.mark.parametrize("question", ["why did it fail", "why did it stop working"])
def test_flops_are_no_failure(marin: FactIndex, question: str) -> None:
    """"2.7e24 FLOPs" counts compute: "flop" is no informal word for a failure here (world.json informal_senses), so
    "why did it fail" finds no fact about a failure in the Marin story and says so."""
    answer = marin.answer(question)
    assert not answer.answered, answer.answer


@pytest.mark.parametrize("question, answered, said", [
    ("how much is my water bill going up", True, "9.5%"),
    ("what pay rise did the plant's workers get", True, "4.1%"),
    ("how much did the authority's share price jump", False, "The digests don't say"),  # no fact says "jump"
    ("how much is the water bill after the 9.5% rise", False, "The digests don't say"),  # the new bill, not the rise
])
def test_a_rise_asked_in_money_is_answered_by_a_share(question: str, answered: bool, said: str) -> None:
    """"how much is my water bill going up": a bill is money, but a rise of it is told as a share ("will rise 9.5%"),
    when the question asks a rise or fall in words the facts use and gives no share of its own."""
    index = _bullets("Vellmore Desalination Plant Approved", "The Vellmore Water Authority approved a desalination plant "
                     "to end the drought restrictions.",
                     "Average household water bills will rise 9.5% from 07-01 to help pay for the plant",
                     "The plant's 140 workers get a 4.1% pay rise under the new contract",
                     "Shares in the authority's contractor Halden Pumps fell after the vote", *_COMMITTEES)
    _answers_as(index, question, answered, said)


_OUTAGE = ("Cloud Outage", "A cloud provider's outage took thousands of websites offline for nine hours.",
           "The outage began at 14:05 UTC when a configuration change reached every region at once",
           "Ferrow Research estimated customers' lost revenue at about $1.2 billion",
           "The regulator opened a review of the outage on 11-20")


@pytest.mark.parametrize(("question", "answered", "said"), [
    ("how much cash did firms lose?", True, "$1.2 billion"),  # no fact says "cash": a sum of money says it
    ("how much money did businesses lose because of this", True, "$1.2 billion"),
    ("how much cash did firms in Ostrava lose?", False, "Ostrava"),  # a name no fact has is still refused
    ("what temperature did the servers reach?", False, "The digests don't say"),  # no fact gives one
])
def test_a_noun_naming_a_dimension_is_said_by_a_quantity_in_it(question: str, answered: bool, said: str) -> None:
    """"how much cash": "$1.2 billion" says it, though no fact says "cash" or "money" (world.json
    ``dimension_nouns``); a noun whose dimension no fact gives a quantity in stays unknown."""
    _answers_as(_bullets(*_OUTAGE), question, answered, said)


@pytest.mark.parametrize(("question", "answered", "said"), [
    ("how many gigs got axed?", True, "43 cancelled shows"),  # no fact says "gigs": its relative "shows" counts them
    ("how many soldiers were sent to help?", False, "The digests don't say"),  # counted people: "workers" are others
])
def test_a_counted_word_no_fact_has_is_counted_by_its_relative(question: str, answered: bool, said: str) -> None:
    """"how many gigs": "the 43 cancelled shows" counts them (knowledge.lexicon's relatives), but never another kind of
    people for the people asked ("soldiers": not "300 workers", though WordNet relates the two)."""
    index = _bullets("Tour Cancelled", "A singer has cancelled her world tour.",
                     "About 640,000 tickets for the 43 cancelled shows will be refunded within 30 days",
                     "The promoter sent 300 workers to help dismantle the stages")
    _answers_as(index, question, answered, said)



@pytest.mark.parametrize(("question", "answered"), [
    ("what valuation did the series d give brightwater?", False),  # the facts give Halyard's valuation, not this
    ("what valuaiton did the series d give brightwater?", False),  # the same question, misspelt
    ("how many appointmnets got postponed", True),  # a slip of a word the facts count
])
def test_a_misspelt_word_is_read_as_the_word_meant_by_every_check(question: str, answered: bool) -> None:
    """A word the facts' spelling corrects ("valuaiton": valuation) is that word for every check, as the question
    spelt right is: never a word no check can find in the best fact, and so no reason to refuse."""
    index = _bullets("Funding Round", "A satellite broadband firm has raised more money.",
                     "About 1,850 outpatient appointments and 260 planned operations were postponed in the first two days",
                     "Brightwater has raised $1.4 billion to date, most recently a $520 million Series D led by Corbel",
                     "Analysts put the valuation of its rival Halyard at about $6 billion after its first launch")
    ans = index.answer(question)
    assert ans.answered is answered, ans.answer


@pytest.mark.parametrize(("question", "answered"), [
    ("final margin lol", True),  # a question in two words, every one of them the facts' own
    ("winning margin lol", False),  # "winning" is no word of the facts: it may be banter, as "nice one lol" is
    ("lol this server is dead", False),  # banter: "server" and "dead" are no words of the facts
    ("nice one lol", False),
    ("lol the mayor", False),  # one word the facts have is no question: "lol quiet in here today"
    ("biggest margin lol", True),  # a superlative and the facts' word
    ("final marginnn lol", False),  # a short word misspelt may be anything
    ("final reccount margin lol", True),  # a long one misspelt is the facts' word
    ("biggest flex ever lol", False),
])
def test_a_laugh_after_a_fragment_of_the_facts_words_is_no_banter(question: str, answered: bool) -> None:
    """"final margin lol" asks for the margin, though it asks without a question word or mark; "lol this server is
    dead" is banter, answered with what the bot does."""
    index = _bullets("Mayor Race Recount", "A recount has confirmed the winner of the mayor's race.",
                     "The final margin was 312 votes out of 96,400 cast, below the threshold for a hand recount",
                     "The recount margin was 131 votes",
                     "Inés Barragán was sworn in as mayor on 01-02")
    ans = index.answer(question)
    assert ans.answered is answered, ans.answer
    if not answered:
        assert ans.answer == "I can only answer questions about the story in the digests."


@pytest.mark.parametrize("question,said", [
    ("how fast was it going?", "The digests don't say: no fact gives a speed figure."),
    ("how fast was it going in km/h", "The digests don't say: no fact gives a speed figure."),
    ("how tall is it", "The question names nothing the digests give a length figure for: ask about something by its name."),
    ("how old are you", "I can only answer questions about the story in the digests."),  # asked of the bot
    ("hey there", "I can only answer questions about the story in the digests."),
])
def test_a_measure_asked_of_nothing_named_is_told_apart_from_small_talk(question: str, said: str) -> None:
    """"how fast was it going?" asks a story question: no fact gives a speed, so the reply says that, not "I can
    only answer questions about the story" (what small talk gets); a measure the facts give of several things asks
    which (before: "how tall is it" was small talk too)."""
    index = _bullets("Lander Silent", "The lander fell silent after nine days.",
                     "The lander's mast stands 4.2 metres above the deck", "Its batteries fell below survival level")
    ans = index.answer(question)
    assert not ans.answered and ans.answer == said, ans.answer


BUDGET_OLD, BUDGET_NEW = _digest_pair(
    ("Wind Farm Budget Rises", _TRAM_SUMMARY,
     ["The Corran Deep project's cost has risen to £8.3 billion"]),
    ("Wind Farm Overrun Split", _TRAM_SUMMARY,
     ["The Corran Deep project's strike price stays at £58.90/MWh, so its cost overrun is borne by the developers"]),
    "2025-05-20")


@pytest.mark.parametrize(("question", "said"), [
    ("how much is the project costing now?", "£8.3 billion"),  # a later price per unit updates no total
    ("what is the strike price per mwh now?", "£58.90"),  # asked per unit
])
def test_a_later_price_per_unit_is_no_update_of_a_total(question: str, said: str) -> None:
    """"how much is it costing now": the later fact's "£58.90/MWh" is a price per unit, not the budget updated."""
    index = FactIndex.from_texts({"old.txt": BUDGET_OLD, "new.txt": BUDGET_NEW})
    _answers_with(index, question, said)


def test_due_is_scheduled() -> None:
    """"when is first power due": "First power is now scheduled for Q2 2029", not the turbines that are "due"."""
    index = _bullets("Wind Farm Delay", "An offshore wind farm's first power has been put back.",
                     "Installation stands at 31 of 148 foundations, and the first turbines are due to go up next spring",
                     "First power is now scheduled for Q2 2029 and full commercial operation for 2030",
                     "The developer said the budget is under review")
    _answers_with(index, "when is first power due?", "Q2 2029")


@pytest.mark.parametrize("question,answered", [
    ("which shipyard is building the new ferry?", True),  # "Halden Yard": a name such yards go by
    ("which airline flies the route?", False),  # no fact names an airline ("Air", "Airways")
])
def test_which_kind_is_found_by_the_words_its_names_go_by(question: str, answered: bool) -> None:
    """"which shipyard": no fact says "shipyard", but "Halden Yard" is one by its name (world.json kind_name_heads);
    before, the question found nothing to look for and was refused."""
    index = _bullets("Ferry Delayed", "A new ferry will be late.",
                     "The new ferry, under construction at Halden Yard in Tormsund, will not enter service in 2027 "
                     "as planned", "The operator ordered the ferry in 2024 for \u20ac94 million")
    ans = index.answer(question)
    assert ans.answered is answered and (not answered or "Halden Yard" in ans.answer), ans.answer


@pytest.mark.parametrize("typed, meant", [
    ("how big was the largest afteshok", "how big was the largest aftershock"),  # two letters short of the facts' word
    ("when were repairs statred", "when were repairs started"),  # two neighbours swapped, not an "r" added to "stated"
    ("are the stolen painings insured", "are the stolen paintings insured"),  # a slip, not a possessive ("paining's")
    ("how many contients are there", "how many continents are there"),  # a letter short, not the facts' "contains"
])
def test_a_slip_is_spelt_as_meant_before_the_question_is_read(typed: str, meant: str) -> None:
    """Two letters dropped from a long word the facts spell, two neighbours swapped in an English word (even when a
    facts' word is one letter from it), a plural missing a letter: each is read as meant, and answered so."""
    index = _bullets("Quake Hits Coast", "An earthquake struck the coast.",
                     "The largest aftershock, a magnitude 5.9, struck on 03-04 near Orvik",
                     "The council stated that 120 homes were damaged", "Repairs started on 04-01 and will take a year",
                     "Officials said the stolen paintings were insured", "The survey contains 40 questions")
    assert index.matcher._spelt_right(typed) == meant


@pytest.mark.rules_only
def test_a_length_no_fact_gives_as_a_distance_is_read_as_a_duration() -> None:
    """"the length of the strike": no fact gives a distance, so the strike's duration answers (as "how long is" is
    read); a length given is still the answer."""
    index = _story("The dock strike at Harwell lasted nine days before a pay deal was agreed",
                   "The Harwell bridge is 400 metres long and took three years to build")
    answer = index.answer("what was the length of the dock strike?")
    assert answer.answered and "nine days" in answer.answer, answer.answer
    answer = index.answer("what is the length of the harwell bridge?")
    assert answer.answered and "400 metres" in answer.answer and "nine days" not in answer.answer, answer.answer


def test_how_big_is_answered_by_the_fact_measuring_the_thing_asked() -> None:
    """"how big is the main mirror": a near fact measuring the mirror itself ("its 2.4 m primary mirror") answers,
    not the best one's figure of something else about it; "how big had the lake got": "the lake had reached 9
    hectares" measures the lake."""
    index = _story("The wavefront error across the telescope's main mirror is 230 nm, against a requirement of 60 nm",
                   "Corvina weighed 3,900 kg at launch and its 2.4 m main mirror is made of seven segments",
                   "The Morvel lake burst its moraine dam and flooded the valley",
                   "A glaciologist said the lake had reached 9 hectares, twice its area in 2019")
    _answers_first(index, "how big is the main mirror?", "2.4 m")
    _answers_first(index, "how big had the lake got before it burst?", "9 hectares")


EMBARGO_DIGEST = """Caldmoor Lamb Shut Out After Sheep Pox Outbreak

A sheep pox outbreak on farms in Caldmoor province has closed export markets for its lamb.

Confirmed

• Norland and Vestria suspended imports of Caldmoor lamb on 03-04; the two markets took €40 million of its lamb (@tradewire).
• Vets culled 12,400 sheep on 31 farms in the first week (@farmvoice).
• The province's farm union asked for compensation of €25 per culled sheep (@farmvoice).

Primary sources

Lamb exports halted — tradewire · 2027-03-04
"""


@pytest.mark.parametrize("question, expected", [
    ("which countries stopped buying lamb from caldmoor", "Norland"),
    ("which countries halted lamb purchases from caldmoor", "Norland"),
    ("which countries stopped buying caldmoor wool", None),  # a thing no fact speaks of
    ("which countries stopped buying lamb from dunmore", None),  # a name no fact has
    ("which union asked for compensation", None),  # no place asked: the union is named by no fact
])
def test_which_place_is_named_without_a_place_word(tmp_path: Path, question: str, expected: str | None) -> None:
    """"Which countries stopped buying": a name the question does not say is the place asked, though no place word
    ("in", "at") stands before it, when the fact never says the kind noun."""
    (tmp_path / "a.txt").write_text(EMBARGO_DIGEST, encoding="utf-8")
    answer = FactIndex.build(tmp_path).answer(question)
    assert answer.answered is (expected is not None)
    if expected:
        assert expected in answer.answer


_SOLD_BANK = _bullets("Harlow Bank Sold to Kestrel", "Kestrel has agreed to buy Harlow Bank.",
                      "Chief executive Tomas Reyl said the bank was well capitalised",
                      "Kestrel will pay £410 million for the bank, and the deal is due to close in March",
                      "The bank's 42 branches will keep their names for two years",
                      "Most savers are staying with the bank, and the branches stay open")


@pytest.mark.parametrize("question, answered, said", [
    ("who's the ceo and is he staying on after the deal", True, "Tomas Reyl"),
    ("who is the chief executive, and will he stay after the takeover", True, "Tomas Reyl"),
    ("how much is kestrel paying and is it due to close soon", True, "£410 million"),
    ("how many branches are there and will they keep their names", True, "42 branches"),
    ("who's the chairman and is he staying on after the deal", False, "chairman"),  # still a role no fact names
    ("who's the ceo of brenmoor and is he staying on", False, "brenmoor"),
    ("how much is halvard paying and is it due to close soon", False, "halvard"),
    ("how many staff are there and will they keep their jobs", False, "don't say"),
])
def test_a_second_question_joined_by_and_only_helps_find_the_first(question: str, answered: bool, said: str) -> None:
    """"Who's the ceo and is he staying on": the first question is answered; the second's words are not required."""
    _answers_as(_SOLD_BANK, question, answered, said)


@pytest.mark.parametrize("question, said", [
    ("who was on the appeals panel that heard the case?", None),  # "The appeals panel issued its rulings"
    ("who's on the lineup for next year?", None),  # no fact names a lineup
    ("who is on the union's bargaining team?", "Rosa Diaz"),
    ("who is on the board that approved it?", "Pascal Ennis"),
    ("who is on the training team?", None),  # "The team began training Aurex-7B": a model's name is no member's
])
def test_who_is_on_a_group_needs_a_fact_naming_its_members(question: str, said: str | None) -> None:
    """"Who was on the appeals panel": a fact saying what the panel did names no one on it, so the bot abstains; one
    naming members beside the group answers."""
    index = _bullets("Festival Appeal", "A festival cancelled and a union deal.",
                     "The appeals panel issued its rulings on 10-21 after a two-day hearing; the organiser's ban stands",
                     "Tickets for next year's festival go on sale in March, with the lineup due in January",
                     "The union's bargaining team of Rosa Diaz, Lena Ward and Sam Okoro met the company on 03-02",
                     "Board members Pascal Ennis and Rosalind Achterberg approved the deal on 03-09",
                     "The team began training Aurex-7B this week on 4,096 chips")
    _answers_first(index, question, said)


_BANS = ("Betting Bans Hit Harlow Town", "Two players and a coach were banned after a betting inquiry.",
         "The federation suspended striker Oren Vale, winger Tomas Brel and coach Ana Ruiz on 03-04 for breaching "
         "betting rules, barring them from playing or coaching while the inquiry continued",
         "Brel's ban was cut on appeal, so he is eligible to play again from 2027-06-01",
         "Both bans are backdated to the suspensions, so Vale can return on 2027-09-15",
         "Ruiz's ban, announced on 04-02, is backdated, so she can coach again from 2027-05-10",
         "The league halted the season on 02-20 after floods damaged three grounds; matches will resume in April")


@pytest.mark.parametrize("question, said", [
    ("when is vale allowed to play again", "2027-09-15"),  # Vale's return, not Brel's "play again"
    ("when can brel play again", "2027-06-01"),
    ("when can the league hold matches again", "April"),  # "hold" said otherwise: "matches will resume in April"
    ("when can ruiz manage the team again", "2027-05-10"),
    ("when can okafor play again", None),  # no fact names him
    ("when will the stadium reopen", None),  # no fact speaks of a stadium
])
def test_when_again_asks_the_date_it_happens_once_more(question: str, said: str | None) -> None:
    """"When is Vale allowed to play again": a near fact telling a recurrence ("can return on", "will resume in",
    "can coach again from") with a date and the names the best fact says answers, the asked verb said by it."""
    _answers_first(_bullets(*_BANS), question, said)


def _ferry_episode(n: int, date: str, title: str, *facts: str) -> str:
    """One episode of a test digest: its facts as confirmed bullets and one post."""
    bullets = "".join(f"\u2022 {fact} (@desk).\n" for fact in facts)
    return f"Episode {n} · {title} ({date}, 1 posts)\n\nA summary.\n\nConfirmed\n\n{bullets}\n{title} — desk · {date}\n\n"


_FERRY = "Harlow Ferry Storm\n\n" + _ferry_episode(
    1, "2027-03-01", "Storm",
    "The Harlow ferry service was suspended on 03-01 after a storm damaged the pier at Kelby, and crossings are "
    "cancelled until further notice",
    "The Kelby ferry terminal is closed while engineers inspect the pier and the ferry's ramp") + _ferry_episode(
    2, "2027-04-20", "Repairs",
    "Engineers finished rebuilding the damaged section of the Kelby pier on 04-18 at a cost of £2.4 million",
    "Harlow crossings resumed on 04-20 with a reduced timetable of six sailings a day") + _ferry_episode(
    3, "2027-06-10", "Fares",
    "From 06-10 the Harlow ferry charges £4.50 a crossing for adults, up from £3.80, to pay for the pier repairs",
    "Harlow ferry crossings will keep a reduced timetable until a second boat is refitted in the autumn")


@pytest.mark.parametrize("question, said", [
    ("are harlow ferry crossings running again?", "04-20"),  # the restart, not the later timetable news
    ("is the harlow ferry crossing again?", "04-20"),
    ("is the kelby pier fixed?", "04-18"),
    ("is the kelby terminal open again?", None),  # only its closing is told
    ("is the ferry carrying cars again?", None),  # no fact speaks of cars
    ("is the bridge open again?", None),  # nor of a bridge
])
def test_yes_no_again_asks_whether_it_happens_once_more(question: str, said: str | None) -> None:
    """"Is the line pumping oil again": a near dated fact telling a recurrence ("resumed on 04-20", "restarted on
    02-26") answers, not the best one telling the stop or later news without one (session 46)."""
    _answers_first(FactIndex.from_texts({"a.txt": _FERRY}), question, said)


_LOCK = "Dunmere Lock Closure\n\n" + _ferry_episode(
    1, "2027-04-11", "Dredging",
    "Crews dredged the Dunmere channel on 04-11, the first dredging there in 30 years",
    "Lock manager Petra Kell said the channel is now deep enough for loaded barges",
    "Captain Ivo Marr steered the first loaded barge through the lock") + _ferry_episode(
    2, "2027-05-02", "Gate fault",
    "The Dunmere lock closed on 05-02 after a gate jammed, stranding 40 barges") + _ferry_episode(
    3, "2027-05-09", "Reopened",
    "Barge traffic through the lock resumed at 06:00; 40 barges were waiting, and the river authority said it expected "
    "to clear the queue within three days") + _ferry_episode(
    4, "2027-05-20", "Queue cleared",
    "The last of the 40 waiting barges passed through on 05-16, seven days after the reopening rather than the three "
    "days forecast")


@pytest.mark.parametrize("question, said", [
    ("when did barges start passing through the lock again?", "resumed"),  # not "seven days after the reopening"
    ("when did barge traffic resume?", "resumed"),
    ("when will crews dredge the channel again?", None),  # the first dredging is no next one, nor a plan
    ("when did crews dredge the channel?", "04-11"),
])
def test_again_is_not_a_restart_told_as_a_point_of_reference(question: str, said: str | None) -> None:
    """"When did barges pass through again": "… seven days after the reopening" times another deed by the restart,
    and tells none; "when will they dredge again": the date of the first time is no answer (session 46)."""
    _answers_first(FactIndex.from_texts({"a.txt": _LOCK}), question, said)


@pytest.mark.parametrize("question, said", [
    ("who is the lock's maintenance manager?", None),  # no fact says maintenance: the lock manager is not the one
    ("who is the head of maintenance at the lock?", None),
    ("what's the name of the lock's maintenance manager?", None),
    ("who is the lock manager?", "Petra Kell"),
    ("who is the manager of the lock?", "Petra Kell"),
    ("who is the convoy captain?", "Ivo Marr"),  # no leading role: "convoy" only says what the captain steers
])
def test_role_asked_with_a_field_no_fact_has(question: str, said: str | None) -> None:
    """"Who is the head of maintenance": a role asked with a qualifying noun no fact has is not answered by a holder
    of the bare role (session 46)."""
    _answers_first(FactIndex.from_texts({"a.txt": _LOCK}), question, said)


_APPEAL = ("Harbour Dredging Firm Fined", "A dredging firm was fined for polluting the bay and says it will appeal.",
           "The Coastal Court fined Morrow Dredging £4 million on 05-12 for dumping silt in Kellan Bay",
           "Morrow Dredging said it will appeal to the Marine Appeals Board, with its filing due by 06-30",
           "Director Ivo Brandt must pay his own fine by 2027-08-01; the court refused to pause the fines while the "
           "appeal is heard",
           "The new silt barrier is planned for spring 2028",
           "Dredging in Kellan Bay resumes on 2027-09-01 under a new licence")


@pytest.mark.parametrize("question, said", [
    ("when will the marine appeals board hear morrow's appeal?", None),  # the filing is due, not the hearing
    ("when will the board hear the appeal", None),  # "heard" only in a part of the fact without a date
    ("when will morrow file its appeal", "06-30"),
    ("when will brandt pay his fine", "2027-08-01"),
    ("when will the silt barrier be built", "spring 2028"),  # a plan for the thing asked says when
    ("when will dredging resume", "2027-09-01"),
])
def test_when_will_needs_a_date_for_the_deed_asked(question: str, said: str | None) -> None:
    """"When will the board hear the appeal": a plan word tells a plan of the thing asked ("the silt barrier is planned
    for"), not of another deed ("with its filing due by 06-30"); a date in one part of a fact is none for the asked verb
    said only in another ("must pay by 2027-08-01; … while the appeal is heard")."""
    _answers_first(_bullets(*_APPEAL), question, said)


_FLOOD_WAVE = ("Valley Flood", "A flood swept down the valley after a lake dam failed.",
          "A flood wave up to 4 metres high reached Dunmore 20 minutes after the breach",
          "Gusts of 90 km/h were recorded at the Harwick weather station",
          "Evacuees from Lisle are housed in a school at Carrow",
          "The flood destroyed two bridges near Lisle")


@pytest.mark.parametrize("question, said", [
    ("how high was the flood wave when it reached Lisle?", None),  # it reached Dunmore
    ("how high was the flood wave when it reached Dunmore?", "4 metres"),
    ("what gusts were recorded at the Carrow weather station?", None),  # at the Harwick one
    ("what gusts were recorded at the Harwick weather station?", "90 km/h"),
])
def test_another_name_in_the_asked_place_is_no_answer(question: str, said: str | None) -> None:
    """"When it reached Lisle": "reached Dunmore" puts another name right after the asked word; "at the Carrow
    weather station": "at the Harwick weather station" is another one of its kind, though no measure is asked
    (session 46)."""
    _answers_first(_bullets(*_FLOOD_WAVE), question, said)


_RIVER_TRADE = ("River Trade", "Barges carried grain down the river.",
                "The first barges of the season reached Dunmore on 4 May after the thaw",
                "Tarnwick and Lisbon both buy grain from the upper river",
                "Dutch merchants lost 40 barrels of wine in the storm of 1612",
                "Danish merchants kept a warehouse at Carrow")


@pytest.mark.parametrize("question, said", [
    ("when did the first barges of the season reach Tarnwick?", None),  # "reached Dunmore": the asked verb, another form
    ("when did the first barges of the season reach Lisbon?", None),  # a place WordNet knows is a name as well
    ("when did the first barges of the season reach Dunmore?", "4 May"),
    ("what did Danish merchants lose in the storm of 1612?", None),  # the Dutch ones lost it
    ("what did Dutch merchants lose in the storm of 1612?", "40 barrels"),
])
def test_another_name_in_the_asked_place_whatever_its_form(question: str, said: str | None) -> None:
    """"When did they reach Tarnwick": "reached Dunmore" is the asked verb in another form before another name, Lisbon as
    much as an unknown name; "Danish merchants": "Dutch merchants" is another name of the kind asked, though both are
    English words."""
    _answers_first(_bullets(*_RIVER_TRADE), question, said)


TESTING_DIGEST = """Caldmoor Opens Sheep Testing Centre

Testing will take place at a new centre in a converted grain store in Dunhold's Tarn district, and chief vet Ana Roe said
every flock in the province would be tested by May.

Confirmed

• The Tarn testing centre has 2,100 square metres of floor and will employ 60 vets, working in two shifts (@LambBoard).
• Vets culled 12,400 sheep on 31 farms in the first week (@farmvoice).

Primary sources

Tarn centre opens — LambBoard · 2027-03-04
"""


@pytest.mark.parametrize("question, expected", [
    ("which city is the tarn testing centre in?", "Dunhold"),
    ("which city is the tarn abattoir in?", None),
])
def test_which_place_is_no_account_the_fact_cites(tmp_path: Path, question: str, expected: str | None) -> None:
    """"Which city is the Tarn centre in": a fact naming nothing but the account it cites ("(@LambBoard)") names no
    city, though it never says the noun; the fact placing it ("in Dunhold's Tarn district") answers."""
    (tmp_path / "a.txt").write_text(TESTING_DIGEST, encoding="utf-8")
    answer = FactIndex.build(tmp_path).answer(question)
    assert answer.answered is (expected is not None), answer.answer
    if expected:
        assert expected in answer.answer.split("\n")[0], answer.answer


_TREMOR = """Coastal Tremor: The Quake Under Port Elsby

Episode 1 · Magnitude 5.8 Earthquake Shakes Port Elsby, Harbour Wall Cracked (2026-04-03, 2 posts)

A magnitude 5.8 earthquake shook Port Elsby before dawn, cracking the harbour wall.

Confirmed

• A magnitude 4.2 aftershock followed two hours later (@quake_desk)
• The harbour wall cracked along 60 m (@port_news)

Quake shakes Port Elsby — quake_desk · 2026-04-03

Episode 2 · Harbour Reopens After Repairs (2026-05-10, 1 posts)

The harbour reopened.

Confirmed

• The harbour reopened to ferries after repairs costing 2 million pounds (@port_news)

Harbour reopens — port_news · 2026-05-10
"""


def test_a_scale_asked_of_nothing_named_is_the_headlines_value() -> None:
    """"what magnitude was it" names nothing: the story's own quake, whose value its headline gives, not an
    aftershock's."""
    _answers_with(FactIndex.from_texts({"a.txt": _TREMOR}), "what magnitude was it?", "5.8")


def test_a_scale_no_headline_gives_stays_refused() -> None:
    """A story whose headlines give no value on the scale asked leaves "what magnitude was it" refused."""
    index = FactIndex.from_texts({"a.txt": _TREMOR.replace("Magnitude 5.8 Earthquake", "Earthquake")
                                 .replace("magnitude 5.8", "strong")})
    assert not index.answer("what magnitude was it?").answered


def test_naming_verb_needs_a_fact_naming_the_noun() -> None:
    """"what was the festival called" asks a name as "the name of the festival" does: "called" is no key word, so a fact
    that "called" something else does not answer; a near fact naming the festival does, and with none it is refused."""
    index = _story("The mayor called the parking plan \"a disgrace to the harbour\".",
                   "The festival, named Saltwind, drew 40,000 visitors to the harbour last weekend.")
    _answers_first(index, "what was the festival called", "Saltwind")
    bare = _story("The mayor called the parking plan \"a disgrace to the harbour\".",
                  "Organisers of the harbour festival said 40,000 visitors came last weekend.")
    _answers_first(bare, "what was the festival called", None)


_THEATRE = """Harbour Theatre Company in Trouble

The Harbour Theatre Company has entered administration.

Confirmed

• The Harbour Theatre Company entered administration on 03-02, and its director resigned the next day (@harbourtheatre).
• The company blamed a cut to its arts council grant and falling ticket sales (@coastnews).
• Administrators from Keel Partners are running the company while they look for a buyer (@keelpartners).

Primary sources

Harbour Theatre enters administration — harbourtheatre · 2027-03-02
Theatre company goes into administration after grant cut — coastnews · 2027-03-02
Keel Partners appointed — keelpartners · 2027-03-03
"""


def test_a_cause_leaves_the_event_to_the_title_of_the_post_it_cites() -> None:
    """"why did the theatre go bust": the fact giving the cause ("blamed a cut to its grant") does not say
    administration, the plain word for "bust", but the post it cites is titled so: the event is said."""
    answer = FactIndex.from_texts({"theatre.txt": _THEATRE}).answer("why did the theatre go bust")
    assert answer.answered and "blamed a cut" in answer.answer.split("\n")[0], answer.answer


_FLOODS = ("Harlow River Floods Again\n\nThe Harlow burst its banks on 03-02.\n\nConfirmed\n\n"
           "\u2022 The 1953 flood drowned 61 people in the lower town (@harlowarchive).\n"
           "\u2022 This time 4,200 homes were evacuated and no one died (@harlowcouncil).\n"
           "\u2022 Volunteers filled 79 tonnes of sandbags (@harlowcouncil).\n\n"
           "Flood update \u2014 harlowcouncil \u00b7 2028-03-03\n")


@pytest.mark.parametrize("question, said", [
    ("how many drowned in the 53 flood", "61"),
    ("how many people drowned in the '53 flood?", "61"),
])
def test_a_year_said_by_two_figures_mid_question_is_the_facts_year(question: str, said: str) -> None:
    """"the 53 flood": the facts' 1953, when they never write the two figures alone."""
    answer = FactIndex.from_texts({"a.txt": _FLOODS}).answer(question)
    assert answer.answered and said in answer.answer.split("\n")[0], answer.answer


def test_two_figures_the_facts_write_stay_a_figure() -> None:
    """"the 79 tonnes": the facts count 79 of something, so it is no year (nor is a plural after it)."""
    index = FactIndex.from_texts({"a.txt": _FLOODS.replace("1953", "1979")})
    assert index.matcher._years_in_full("what were the 79 tonnes for") == "what were the 79 tonnes for"
    assert index.matcher._years_in_full("who died in the 79 flood") == "who died in the 79 flood"
    assert index.matcher._years_in_full("who died in the 53 flood") == "who died in the 53 flood"


@pytest.mark.parametrize("question, answered", [
    ("which towns were told to keep their windows shut because of the smoke", True),
    ("which towns were told to evacuate", False),  # no fact says it
])
def test_which_place_noun_is_answered_by_places_named(question: str, answered: bool) -> None:
    """"which towns …" is answered by a fact naming places the question does not ("residents of Amberleigh and
    Tolworth"), though it never says "towns"; a sum beside "this town" names none, so that fact does not go first."""
    index = one_digest_index(
        "Crews told residents of Amberleigh, Tolworth and Kesford to keep their windows shut as smoke from the depot "
        "fire drifted east",
        'Councillor Ray Dunn said "the fire cost this town £3.2 million" and called for a review of depot safety',
        "The depot will reopen in March after repairs to its roof")
    ans = index.answer(question)
    assert ans.answered is answered, ans.answer
    assert not answered or "Amberleigh" in ans.answer.split("\n")[0]


_RANSOM = ("Brevik Council Hit by Ransomware\n\nHackers locked Brevik council's computers on 02-03.\n\nConfirmed\n\n"
           "\u2022 Council leader Mara Dunn said Brevik council would not pay the ransom the hackers asked (@brevikcouncil).\n"
           "\u2022 The council never paid the 40-bitcoin ransom and restored its files from backups by 02-20 "
           "(@brevik_news).\n"
           "\u2022 Council tax bills went out a week late (@brevik_news).\n\n"
           "Ransomware update \u2014 brevikcouncil \u00b7 2028-02-21\n")


@pytest.mark.parametrize("question, said", [
    ("did brevik pay the ransom", "never paid"),  # the deed told done, not the promise
    ("did the council pay the ransom the hackers asked for", "never paid"),
    ("did the council send out council tax bills on time?", "went out"),  # its verb said otherwise: not refused on
])
def test_a_yes_no_question_is_told_by_the_fact_saying_its_deed_done(question: str, said: str) -> None:
    """"did brevik pay the ransom": its verb is the one after the auxiliary and subject, so the fact saying it was
    (never) paid answers, not the one saying the council would not pay; a yes/no question is never refused for want of
    its verb ("send out": "went out")."""
    answer = FactIndex.from_texts({"a.txt": _RANSOM}).answer(question)
    assert answer.answered and said in answer.answer.split("\n")[0], answer.answer


_HARBOUR_FACTS = (
    "Coastguards found the two missing kayakers on 04-02 and the Penmor lifeboat brought them ashore",
    "The storm broke the old sea wall at Trelaw, and the council says repairs will cost £2.1 million",
    "A new ice cream kiosk opened on the quay in May",
)


@pytest.mark.parametrize("question, said", [
    ("which life boat brought the kayakers ashore", "Penmor lifeboat"),  # the facts write it closed
    ("what happened to the seawall", "sea wall at Trelaw"),  # the facts write it open
    ("when did the ice cream kiosk open", "May"),  # said side by side: left as two words
    ("when did the icecream kiosk open", "May"),
])
def test_a_compound_is_read_as_the_facts_write_it(question: str, said: str) -> None:
    """Two question words the facts write as one ("life boat": "lifeboat") are read as that word, and a closed word no
    fact has that the facts write open ("seawall": "sea wall") as two; never otherwise ("ice cream" stays two)."""
    index = one_digest_index(*_HARBOUR_FACTS)
    answer = index.answer(question)
    assert answer.answered and said in answer.answer.split("\n")[0], answer.answer


def test_only_compounds_the_facts_write_are_rewritten() -> None:
    """No word is joined or split unless the facts write the other form; handles and hyphened words stay as typed."""
    matcher = one_digest_index(*_HARBOUR_FACTS).matcher
    assert matcher.compounds_as_written("where did the life boat go") == "where did the lifeboat go"
    assert matcher.compounds_as_written("who built the seawall") == "who built the sea wall"
    assert matcher.compounds_as_written("when did the ice cream kiosk open") == "when did the ice cream kiosk open"
    assert matcher.compounds_as_written("what did @seawall say of the life-boat") == \
        "what did @seawall say of the life-boat"
    assert matcher.compounds_as_written("where is the boat house") == "where is the boat house"


@pytest.mark.parametrize(("question", "said"), [
    ("how long was the marra star stuck", 3),  # "pulled … free": the end of being stuck says it
    ("how long was the marra star stuck for", 3),
    ("when did the marra star get stuck", 2),  # not how long a state held: "free" is no word for "stuck"
])
def test_a_state_asked_is_said_by_the_words_ending_it(question: str, said: int) -> None:
    """"How long was the ship stuck": a fact telling it "pulled free … four days after" says the state by its end
    (world.json ``state_ends``), at a reduced weight, only when how long the state held is asked."""
    index = _story("The Marra Star ran aground in the Kessel channel early on 08-11",
                   "Tugs pulled the Marra Star free on 08-15, four days after she grounded",
                   "The channel carries about 40 ships a day")
    scored, _ = index.matcher.rank(index.matcher.parse_question(question))
    freed = next(s for s in scored if "free" in s.entry.fact.text)
    assert freed.matched == said


def test_a_plural_code_asked_is_the_code() -> None:
    """"How long were the kx-40s grounded": the facts name the KX-40, the asked code without its plural s."""
    index = _story("The regulator grounded every Tarn KX-40 on 04-02 after a cracked fan blade was found",
                   "The regulator lifted its grounding of the Tarn KX-40 on 05-20, 48 days after the order",
                   "Tarn employs about 3,000 people at its Velby plant")
    _answers_with(index, "how long were the kx-40s grounded for", "48 days")


_DEPOT = ("Orlen Depot Fire", "A fire shut the Orlen bus depot and the Kelby library next door.",
          "The Orlen bus depot caught fire on 02-03, halting all night buses",
          "The Kelby library will stay closed until at least 03-20 while smoke damage is cleaned",
          "The Kelby library will reopen on 04-02, with its reading room staying closed",
          "Orlen night buses resumed their full timetable on 02-25 after the depot's power was fixed",
          "The depot's insurer put the damage at €3.1 million")


@pytest.mark.parametrize(("question", "said"), [
    ("is the kelby library open again?", "reopen on 04-02"),  # "reopen" says it again, beside "staying closed"
    ("is the kelby library reading room open again?", "staying closed"),  # the outcome ruling it out answers
    ("are the orlen night buses running normally again?", "resumed"),  # "running normally again": resumed
    ("are the night buses back to normal yet?", "resumed"),
    ("is the kelby swimming pool open again?", None),  # a thing no fact names: still refused
])
def test_a_state_back_again_is_said_by_reopen_and_resume(question: str, said: str | None) -> None:
    """"Is the library open again": a fact saying it "will reopen" (its re- only repeats the verb) or that it "stays
    closed" (the outcome ruling it out) answers, never refused as "closed, not open"; "running normally again" and
    "back to normal" are said by "resumed" (session 50)."""
    _answers_first(_bullets(*_DEPOT), question, said)


_EELGRASS = ("The Wendle hatchery grows about 3,200 fragments of eelgrass, down from 4,100 in March",
           "Surveyors checked 31 sites along the Wendle estuary between 04-02 and 04-09",
           "Surveyors also checked 480 nets and 12 eelgrass beds in the hatchery's ponds",
           "Eelgrass in the hatchery is growing in 9 tanks",
           "The Brackwater Trust's eelgrass appeal has a target of €80,000",
           "The appeal closed on 06-30 with €91,500 from 1,240 donors",
           "The trust has 14 staff and two boats")


@pytest.mark.rules_only
@pytest.mark.parametrize(("question", "said"), [
    ("how many bits of eelgrass are growing in the hatchery", "3,200"),  # bits: fragments
    ("how many spots did the surveyors visit", "31 sites"),  # spots: sites
    ("what was the fundraiser goal", "€80,000"),  # a fundraiser: an appeal; its goal: its target
    ("how many people donated", "1,240 donors"),  # who donated: donors
])
def test_chat_words_and_doers_are_said_by_the_plain_words_of_the_facts(question: str, said: str) -> None:
    """Chat's words for what a fact says plainly (world.json ``informal_senses``, ``paraphrases``: bits are fragments,
    spots sites, a goal a target, a fundraiser an appeal) and the people a verb's doers are ("donated": donors,
    ``people_verb_nouns``) find the fact that answers."""
    _answers_with(one_digest_index(*_EELGRASS), question, said)


_CAPSIZE = ("The barge Merrow Star overturned near Pellan Quay on 03-02 with 14 crew on board",
            "Gusts of up to 96 km/h were recorded on the river that evening",
            "Of the 14 crew, 11 survived and 3 are still missing",
            "The barge's owner, Tolland Freight, was fined €40,000 in 2024")


@pytest.mark.parametrize(("question", "said"), [
    ("when did the barge flip over?", "03-02"),  # flip over: capsize, overturn
    ("when did the barge sink", "03-02"),  # sink: said by "overturned" (news paraphrases)
    ("how windy was it when the barge went over", "96 km/h"),  # "how windy": the wind's speed
    ("how many made it out alive", "11 survived"),  # "made it out alive": survived
])
def test_a_capsize_and_its_wind_are_asked_in_chat_words(question: str, said: str) -> None:
    """A boat that "flipped over" or "sank" in chat overturned or capsized in a fact; "how windy" asks a speed; who
    "made it out alive" survived (world.json ``phrasal_verbs``, ``paraphrases``, ``dimensions``; vocab.PHRASES)."""
    _answers_with(one_digest_index(*_CAPSIZE), question, said)


@pytest.mark.parametrize("question, said", [
    ("why are the truckers protesting?", "fuel duty rise"),  # truckers are hauliers (US, UK), who set off nothing
    ("which minister met the truckers?", "Mara Quill"),  # a minister goes by "Secretary" too
    ("which taxes went up?", "fuel duty rise"),  # a duty is a tax
])
def test_a_general_word_finds_the_plain_or_british_word_a_digest_uses(question: str, said: str) -> None:
    """"truckers": the digest says "hauliers"; "which minister": "Treasury Secretary Mara Quill"; "the tax": "fuel
    duty" (world.json ``kind_name_heads`` and ``categories``, vocab's news synonyms)."""
    index = _bullets("Hauliers Block Port", "Hauliers blocked a port over a fuel duty rise.",
                     "The 6p fuel duty rise on diesel that set off the hauliers' protest stays in place",
                     "Treasury Secretary Mara Quill met the hauliers on 03-08 for three hours",
                     "A rebate pays small firms 3p per litre back on diesel bought from 04-01",
                     "About 200 lorries blocked the port gates on 03-01")
    _answers_with(index, question, said)


@pytest.mark.parametrize("facts, question, said", [
    (("The maximum permitted load on the bridge is 40 tonnes per axle",
      "The council allowed night works on the bridge from March",
      "The bridge carries 18,000 vehicles a day"), "what is the largest load allowed on the bridge?", "40 tonnes"),
    (("The Treaty of Varnholm, signed in 1921, ended the border war between the two duchies",
      "The duchies fought over the river valley for six years",
      "About 9,000 soldiers died in the border war"), "which agreement ended the border war?", "Treaty of Varnholm"),
    (("The ferry stopped running at the start of the dock strike on 03-04",
      "The dock strike ended on 04-11 after a pay deal",
      "About 1,200 dockers walked out"), "on what date did the ferry stop at the outbreak of the dock strike?",
     "03-04"),
])
def test_plain_words_for_one_thing_are_read_as_it(facts: tuple[str, ...], question: str, said: str) -> None:
    """What is allowed is permitted, a treaty is an agreement (vocab.NEWS_SYNONYM_GROUPS), the outbreak of a strike
    is its start (world.json ``paraphrases``)."""
    ans = one_digest_index(*facts).answer(question)
    assert ans.answered and said in ans.answer.split("\n")[0], ans.answer
