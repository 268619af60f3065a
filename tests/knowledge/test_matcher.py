"""Answer quality: the dev questions, a second story, and each behaviour of the matcher."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowledge.analyze import term_for
from knowledge.evaluation import evaluate
from knowledge.index import FactIndex
from knowledge.question import read_wen
from knowledge.weights import WEIGHTS
from tests.digests import one_digest_index, with_facts

ROOT = Path(__file__).resolve().parents[2]
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


def test_confirmations_count_distinct_accounts(marin: FactIndex) -> None:
    """Each fact shows how many distinct sources confirm it."""
    ans = marin.answer("What share of the tokens goes to pretraining vs mid-training?")
    assert ans.facts[0].confirmations == 3
    assert "confirmed by 3 sources" in ans.answer


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
    ("who is Ines Caldor?", True),  # so is a name, however short
])
def test_short_words_are_corrected_only_for_a_missed_added_or_swapped_letter(question: str, corrected: bool) -> None:
    """Typo correction is free for long words and names, careful with short words."""
    ans = FactIndex.from_texts({"harlow.txt": TOPIC_DIGEST}).answer(question)
    assert ans.answered is corrected, ans.answer


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



TRIAL = """Halvern Bio's Drug Passes Its Phase 3 Trial

Halvern Bio, a biotech company based in Turku, says its drug orvazine met its main goal in a phase 3 trial.

Confirmed

• Orvazine cut flare-ups by 31% against placebo in the phase 3 trial of 840 adults over 2 years (@halvernbio).
• Chief executive Anna Lind said Halvern will file for approval in 2027 (@halvernbio).
• Pellmark Pharma licensed the US rights for $200 million upfront plus tiered royalties (@pharmawire).

Primary sources

Orvazine phase 3 results — halvernbio · 2026-05-02
Pellmark licenses orvazine — pharmawire · 2026-05-03
"""


@pytest.fixture(scope="module")
def trial() -> FactIndex:
    """A made-up story from medicine."""
    return FactIndex.from_texts({"trial.txt": TRIAL})


@pytest.mark.parametrize("question, refusal", [
    ("what were the phase 2 results for orvazine?", "\u201cphase 3\u201d, not \u201cphase 2\u201d"),  # another number
    ("who is the ceo of pellmark pharma?", "doesn't mention \u201cpellmark\u201d"),  # Halvern's CEO is named
    ("what's 12 times 14?", "not do sums"),  # arithmetic, whatever figures the facts give
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


STOPS_OLD = """Velm Approves Its Tram Line

The city of Velm has approved a tram line.

Confirmed

• The tram line is planned with 22 stops on a 14 km route from Harbour Station to Grenwald (@velmtransit).

Primary sources

Velm approves tram — velmtransit · 2025-03-02
"""
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
def test_a_number_in_a_span_asked_is_no_unknown_figure(trial: FactIndex, question: str, answered: bool) -> None:
    """A number right after "last"/"next"/"top" names a span; any other number no fact gives is refused."""
    ans = trial.answer(question)
    assert ans.answered is answered, ans.answer
    assert ("31%" in ans.answer) is answered


PIT = """Rescuers Reach Trapped Miners at Dunmore Pit

The Dunmore copper pit partly collapsed on 03-02, trapping 14 workers 300 m underground.

Confirmed

• The main shaft was begun in 1998, and its sinking took four years (@dunmore_mines).
• Rescuers brought all 14 trapped miners to the surface by 03-05 (@rescue_ops).
• The operator Kelso Metals has never owned the land; it leases it from the county (@county_news).

Episode 1 · The roof gave way because groundwater had (2026-03-02, 2 posts)

The collapse closed the lower levels.

Confirmed

• The roof gave way because groundwater had weakened the rock above the lower levels (@geo_survey).
• Kelso Metals says the pit will stay shut for at least six months (@kelso_metals).

• Dunmore roof collapse traps 14 — rescue_ops · 2026-03-02
• Groundwater blamed for Dunmore collapse — geo_survey · 2026-03-03
"""


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


@pytest.mark.parametrize("question", ["why is the pit shut if shes insured", "is hes still running the pit",
                                      "how much wouldve the repair cost"])
def test_contractions_typed_without_apostrophe_are_no_key_words(question: str) -> None:
    """"shes", "hes", "wouldve": she's, he's, would have; none is a word a fact must use."""
    m = FactIndex.from_texts({"pit.txt": PIT}).matcher
    assert {"shes", "hes", "wouldve"}.isdisjoint(t.surface for t in m.parse_question(question).required)


def test_a_title_that_only_opens_a_fact_is_not_its_answer() -> None:
    """An episode title cut from a fact's first words never stands in for the whole fact."""
    ans = FactIndex.from_texts({"pit.txt": PIT}).answer("why did the roof give way?")
    assert ans.answered, ans.answer
    assert "weakened the rock" in ans.answer


def test_chat_because_is_no_key_word() -> None:
    """"bc", "cuz": "because", which names no topic."""
    m = FactIndex.from_texts({"pit.txt": PIT}).matcher
    for question in ("how many miners were trapped bc of the collapse?", "were they trapped cuz of water?"):
        q = m.parse_question(question)
        assert {"bc", "cuz", "because"}.isdisjoint(t.surface for t in q.required + q.optional), question


SMELTER = """Harlow Smelter Fined After Emissions Breach

The Harlow zinc smelter released more pollution than its permit allows.

Confirmed

• The smelter released 412 tonnes of sulphur dioxide in March, twice its permit (@env_agency).
• Divers from the survey vessel Marlin found slag on the river bed 2 km downstream (@river_trust).
• The plant's death toll from a 2019 accident was three workers (@harlow_news).
• Ore reaches the plant by rail from the Kessock mine (@harlow_news).
• A magnitude 4.2 earthquake shook the plant on 03-14 and cracked a furnace (@geo_watch).
"""


@pytest.mark.parametrize("question, expected", [
    ("whats the name of the boat the divers used?", "Marlin"),  # a boat is a kind of vessel: one level up
    ("what magnitude was the quake?", "4.2"),  # "quake" and "earthquake": one sense
])
def test_a_word_no_fact_has_is_matched_by_its_wordnet_relatives(question: str, expected: str) -> None:
    """A question word no fact uses is matched, weakly, by a word WordNet relates to it in a common sense."""
    ans = FactIndex.from_texts({"smelter.txt": SMELTER}).answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


def test_a_relative_only_in_other_facts_leaves_the_word_unknown() -> None:
    """The relative must be in the best fact: "how many yachts carry ore" is not answered by the vessel's fact."""
    ans = FactIndex.from_texts({"smelter.txt": SMELTER}).answer("how many yachts carry ore from the kessock mine?")
    assert not ans.answered, ans.answer
    assert "\u201cyachts\u201d" in ans.answer


def test_a_how_many_question_is_not_answered_by_a_fact_without_a_figure() -> None:
    """"how many boats carry ore from the mine": the fact saying ore comes by rail gives no figure at all."""
    ans = FactIndex.from_texts({"smelter.txt": SMELTER}).answer("how many boats carry ore from the kessock mine?")
    assert not ans.answered and "no figure" in ans.answer, ans.answer


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


PORT = """Port Kell Deepens Its Channel

Port Kell has finished deepening its shipping channel.

Confirmed

• The Port Kell Authority bought 320 ha of marshland for the dredged spoil, at a cost of 41 million kronor (@portkell).
• The channel is now 14 m deep and 9km long (@portkell).
• The harbour board voted 5–2 to raise berth fees by 75 basis points (@kell_news).
• Harbour master Ana Velde said the board "expects bigger ships within a year" (@kell_news).
• The seagrass beds died after the dredging stirred up silt (@reef_watch).
"""

PORT_BOARD = """Port Kell Board Meetings

Episode 1 · Board Raises Fees (2026-09-16, 1 posts)

The harbour board met on Tuesday.

Confirmed

• The board agreed a new schedule for pilot boats (@kell_news).

• Kell board sets pilot schedule — kell_news · 2026-09-16

Episode 2 · Board Keeps Fees (2026-10-14, 1 posts)

The harbour board met again.

Confirmed

• The harbour board voted 6–1 to keep berth fees, unlike its split vote in September (@kell_news).

• Kell board keeps berth fees — kell_news · 2026-10-14
"""


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


def test_a_month_the_news_is_from_is_no_contrast() -> None:
    """"How did the board vote in October": October's news of the vote answers it, though it names September."""
    ans = FactIndex.from_texts({"board.txt": PORT_BOARD}).answer("how did the harbour board vote on fees in october?")
    assert ans.answered, ans.answer
    assert "6–1" in ans.answer


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
])
def test_what_a_question_asks(question: str, qtype: str, required: set[str], optional: set[str]) -> None:
    """The question word that opens a question asks; "big" asks a size after "how"; a verb's particle is optional."""
    q = FactIndex.from_texts({"port.txt": PORT}).matcher.parse_question(question)
    assert q.qtype == qtype
    assert {t.surface for t in q.required} == required
    assert optional <= {t.surface for t in q.optional}


COUNCIL = """Brenna Council Raises Parking Charges

Brenna's city council has raised parking charges for the second time this year.

Confirmed

• Deputy Mayor Olga Renn chaired the vote on the new parking charges (@brenna_news).
• Mayor Piet Havel said the rise "pays for the new bus lanes" (@brenna_news).
• Charges rise by 40 cents an hour, effective 11-01 (@brennacity).
• Of 9 councillors, 7 backed a 40-cent rise and councillor Ines Maro wanted 60 cents instead (@brenna_news).
• Parking income covers one tenth of the transport budget, the council says (@brennacity).
"""


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


def test_only_a_deputy_is_no_answer_for_the_role() -> None:
    """"Who is the mayor": a fact naming only the deputy mayor says who the mayor is not."""
    ans = FactIndex.from_texts({"council.txt": COUNCIL.replace("Mayor Piet Havel said", "A spokesman said")}).answer(
        "who is the mayor?")
    assert not ans.answered, ans.answer
    assert "deputy" in ans.answer


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



FERRY_VOTE = """Island Council Approves Ferry Subsidy

The island council approved a ferry subsidy on 05-03.

Confirmed

• The council approved a £4 million ferry subsidy for the Tarra crossing (@isle_news, @TarraFerryUsers).
• @harbour_board said the vote "came late but came right"; @TarraFerryUsers called the subsidy a first step and said fares must fall too.
• Crossings will rise from four to six a day in June (@isle_news).
"""


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
                                      "what is 144 divided by 12", "square root of 144"])
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


SIGNING = """Rovers Sign Striker Tomas Lind

Rovers have signed striker Tomas Lind, 22, from Vale for €40 million. Manager Ada Kerr called it a statement.

Confirmed

• Lind, 22, signed a five-year contract worth £90,000 a week (@rovers_fc).
• Manager Ada Kerr has led Rovers since 2024 and said Lind "changes our attack" (@rovers_fc).
• The club's oldest player, keeper Sam Ode, is 38 years old (@rovers_fc).

2027-07-01 ~ 2027-07-02 · 2 related posts

Primary sources

Rovers sign Tomas Lind — rovers_fc · 2027-07-01
"""


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


@pytest.mark.parametrize("word", ["pleased", "timing", "talking"])
def test_a_word_of_its_own_is_no_slip_of_a_filler(word: str) -> None:
    """"pleased" is one letter from "please", "timing" from "aiming": English words of their own stay key words."""
    q = FactIndex.from_texts({"signing.txt": SIGNING}).matcher.parse_question(f"was kerr {word} with lind")
    assert word in {t.surface for t in q.required}


@pytest.mark.parametrize("fact, name_told", [
    ("Price said the fee was fair (@rovers_fc).", True),  # a surname that is also a word opens the sentence
    ("The fee was fair, according to @rovers_fc.", False),  # the account credited names nobody
    ("Some said the fee was fair (@rovers_fc).", False),
])
def test_what_a_fact_names(fact: str, name_told: bool) -> None:
    """A capitalised word opening a sentence is a name unless it is a function, number or filler word."""
    from knowledge.support import fact_text

    assert bool(fact_text(fact).own_names) is name_told


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


@pytest.mark.parametrize("nouns, text, named", [
    (("banks",), "The Halden Development Bank lent $900 million.", True),  # the head of a name
    (("turbines",), "four 250 MW Kaplan turbines", True),  # a name before the noun
    (("drug",), "taking the antifibrotic drug tevorafen daily", True),  # a word no word list holds after it
    (("drug",), "the Food and Drug Administration played no part", False),  # the noun inside another's name
    (("drug",), "patients on an existing drug (@ingridmaasland).", False),  # the account credited names nothing
    (("rule",), "The court ruled on 11-19.", False),  # a verb of the same stem is not the noun
    (("hospital",), "23 patients were moved to two other Lestrad hospitals", False),  # some of the kind, none named
    (("hospital",), "A generator failed at St Aurel University Hospital on 07-16", True),
])
def test_names_instance(nouns: tuple[str, ...], text: str, named: bool) -> None:
    """A fact names one of the asked things by a name beside the noun, not by one containing it elsewhere."""
    from knowledge.support import names_instance

    assert names_instance(nouns, text, frozenset({"which", "what"})) is named


@pytest.mark.parametrize("question", ["how old is teh keeper", "waht is the age of the keeper", "how old is keeper sam ode"])
def test_two_letters_swapped_in_a_short_word_are_a_slip(question: str) -> None:
    """"teh", "waht": a short word no fact uses and no word list holds, two letters from "the", "what", is a slip."""
    ans = FactIndex.from_texts({"signing.txt": SIGNING}).answer(question)
    assert ans.answered and "38 years old" in ans.answer, ans.answer


def test_a_slip_of_an_english_word_no_fact_uses_is_read_as_that_word() -> None:
    """"complaned" is "complained": an English word the facts don't use (a paraphrase the decision weighs), not a
    name no fact has; the reply quotes the word as read."""
    ans = FactIndex.from_texts({"signing.txt": SIGNING}).answer("who complaned about lind")
    assert "complaned" not in ans.answer
    q = FactIndex.from_texts({"signing.txt": SIGNING}).matcher
    parsed = q.parse_question("who complaned about lind")
    q.rank(parsed)
    assert "complained" in {t.surface for t in parsed.required}


ORLEN = """Paintings Stolen From the Orlen Museum

Five paintings were stolen from the Orlen Museum on 11-14.

Confirmed

• The audit's findings have led the city's other museums to review their alarm contracts (@orlen_news).
• Museum director Ines Thorvald put the value of the haul at about €74 million (@orlen_news).

2027-11-14 ~ 2027-11-15 · 2 related posts

Primary sources

Orlen Museum theft — orlen_news · 2027-11-14
"""


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


@pytest.mark.parametrize("text, qtype", [("whos the ceo", "who"), ("wheres the depot", "where"),
                                         ("whens the final", "when"), ("whys it late", "why")])
def test_question_words_written_with_their_s_run_on(text: str, qtype: str) -> None:
    """"whos", "wheres", "whens", "whys" are who's, where's, when's, why's: their question's type."""
    assert FactIndex.from_texts({"roles.txt": ROLES}).matcher.parse_question(text).qtype == qtype


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


def test_where_looks_again_for_the_fact_naming_a_place() -> None:
    """"where is the plant located": every fact about the plant covers the question; when the decision finds the best
    one (a reopening date) no answer, a near one naming a place is weighed again (a story of tests/data/heldout)."""
    index = FactIndex.build(ROOT / "tests" / "data" / "heldout" / "recall")
    ans = index.answer("where is the plant located")
    assert ans.answered and "Kilbrennan" in ans.answer, ans.answer


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


@pytest.mark.parametrize("text, counted", [
    ("Tempra puts the number of affected chips at 1,874.", True),  # the figure after the noun
    ("Affected chips stood at 1,874 on Friday.", True),
    ("48 two-person counting teams worked on it.", True),  # before it, in its clause
    ("After two days, counting teams had recounted 31%.", False),  # a clause break between them
    ("Divers have now recorded 540 artefacts.", False),  # the figure counts another noun
    ("The area is split from 24 into 41 micro-regions.", True),  # a compound counts its last word's thing
])
def test_a_figure_counts_a_noun(text: str, counted: bool) -> None:
    """A figure counts a noun standing just after it, or just before it ("chips at 1,874"), in one clause."""
    from knowledge.support import counts

    noun = "chips" if "hips" in text else "teams" if "teams" in text else "regions" if "regions" in text else "divers"
    assert counts(frozenset({term_for(noun).stem}), text) is counted


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


@pytest.mark.parametrize("word, slip", [("teh", "the"), ("waht", "what"), ("tehy", "they"),
                                        ("aws", None), ("amy", None), ("rae", None), ("nwo", None)])
def test_a_short_slip_is_only_of_a_common_longer_word(word: str, slip: str | None) -> None:
    """"teh" is "the"; a three-letter word two letters from "was", "may", "are" or "now" is as often a name."""
    from knowledge.question import short_slip

    assert short_slip(word) == slip


def test_a_story_question_keeps_a_capitalised_word() -> None:
    """"any news on AWS": an acronym is never read as a slip of a function word."""
    from knowledge.storyqa import normal

    assert "aws" in normal("whats teh latest on AWS").split() and "the" in normal("whats teh latest on AWS").split()


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


@pytest.mark.parametrize("fact, question, expected", [
    ("Passengers on board numbered 212, the coast guard said", "how many passengers were on board", "212"),
    ("Confirmed cases rose by 40 this week to 312", "how many confirmed cases are there", "312"),
])
def test_how_many_is_not_refused_without_another_noun_counted(fact: str, question: str, expected: str) -> None:
    """The refusal needs a figure counting something else ("540 artefacts"), not merely no pattern matched."""
    digest = DIVE.replace("• Six of eight", f"• {fact} (@dive_news).\n• Six of eight")
    ans = FactIndex.from_texts({"dive.txt": digest}).answer(question)
    assert ans.answered and expected in ans.answer, ans.answer


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


@pytest.mark.parametrize("question, expected", [
    ("who currently runs the museum", "Thorvald"),  # an adverb before "runs": still who leads it
    ("wen did the museum director put a value on the haul", "Thorvald"),  # "wen" opening a question: when
])
def test_chat_forms_before_the_verb(question: str, expected: str) -> None:
    """A filler word before the verb, or "wen" opening the question, reads as the question it stands in."""
    ans = FactIndex.from_texts({"orlen.txt": ORLEN}).answer(question)
    assert ans.answered and expected in ans.answer, ans.answer


def test_a_score_is_no_one_leading() -> None:
    """"Rovers led 2-0 at half-time" names nobody who leads Rovers; the manager named beside his title does."""
    digest = SIGNING.replace("• The club's oldest", "• Rovers led 2-0 at half-time against Vale (@rovers_fc).\n"
                             "• The club's oldest")
    ans = FactIndex.from_texts({"signing.txt": digest}).answer("who leads rovers")
    assert ans.answered and "Ada Kerr" in ans.answer.split("Also:")[0], ans.answer


@pytest.mark.parametrize("text, named", [
    ("However, the drug was approved only for adults.", False),  # a word opening the sentence is no name
    ("On Friday, a regional bank collapsed.", False),
    ("Halden Savings, a regional bank, collapsed.", True),  # a name opening it is
])
def test_an_apposition_names_one(text: str, named: bool) -> None:
    """"NAME, a/the X" names an X, unless the capitalised word only opens the sentence."""
    from knowledge.support import names_instance

    noun = ("drug",) if "drug" in text else ("bank",)
    assert names_instance(noun, text, frozenset({"which"})) is named


def test_a_negating_prefix_wordnet_lacks_still_turns_a_word_round() -> None:
    """"unlicensed" asked, "licensed" told: an -ed word after un- is its opposite even where WordNet lists no pair."""
    digest = TERMINALS.replace("• About 14,000", "• Police stopped 120 licensed drivers at the airport (@airport_news).\n"
                               "• About 14,000")
    ans = FactIndex.from_texts({"terminals.txt": digest}).answer("how many unlicensed drivers did police stop")
    assert not ans.answered and "unlicensed" in ans.answer, ans.answer


@pytest.mark.parametrize("question, counted", [
    ("how many vaccinated children attend calder schools", "children"),  # the noun before the verb "attend"
    ("how many workers lost jobs", "worker"),
])
def test_the_counted_noun_stands_before_the_verb(question: str, counted: str) -> None:
    """"how many X verb Y" counts X: a word that can only be a verb ends the counted phrase."""
    from knowledge.matcher import Matcher

    m = FactIndex.from_texts({"signing.txt": SIGNING}).matcher
    assert Matcher._counted_stems(m.parse_question(question)) == {counted}


def test_wen_is_a_name_unless_it_opens_a_question_before_its_verb() -> None:
    """"Wen said …" and "Wen?" ask about Wen; "wen did …" asks when."""
    digest = SIGNING.replace("• The club's oldest", "• Wen said the stadium will reopen in May (@rovers_fc).\n"
                             "• The club's oldest")
    index = FactIndex.from_texts({"signing.txt": digest})
    assert "stadium" in index.answer("what did Wen say").answer
    assert "2027-07-01" in index.answer("wen did rovers sign lind").answer


@pytest.mark.parametrize("text, named", [
    ("Summit Savings, a regional bank, is funding the dam.", True),  # a two-word name opening the sentence
    ("Meanwhile, a regional bank is funding the dam.", False),
])
def test_an_apposition_may_open_a_sentence(text: str, named: bool) -> None:
    """A name opening the sentence before ", a bank" names one; a connective ("Meanwhile,") does not."""
    from knowledge.support import names_instance

    assert names_instance(("bank",), text, frozenset({"which"})) is named


@pytest.mark.parametrize("text, says", [
    ("Dr Ana Ruiz runs the Tolland lab.", True), ("The nurses are led by union organiser Priya Nair.", True),
    ("Rovers led 2-0 at half-time.", False),  # a score, not a leader
])
def test_a_fact_that_already_says_who_leads(text: str, says: bool) -> None:
    """A best fact saying "NAME runs the X" or "led by NAME" is not displaced by a titled name elsewhere."""
    from knowledge.ranking import _LED_BY

    assert bool(_LED_BY.search(text)) is says


def test_non_turns_a_listed_word_round() -> None:
    """"nonbinding" asked, "binding" told: non- negates a word WordNet lists too."""
    from knowledge.support import contrast_of, fact_text

    assert contrast_of("was the nonbinding agreement signed".split(),
                       fact_text("The binding agreement was signed in May")) == ("nonbinding", "binding")


HILLFORT = """Hillfort Dated on the Brenn Ridge

A ring of ditches on the Brenn Ridge is an Iron Age hillfort, and a granary inside it burned down.

Confirmed

• Radiocarbon dates put the hillfort's first rampart at about 420 BC (@ridge_dig).
• The enclosure covers roughly 3.4 hectares inside its inner ditch (@ridge_dig).
• Field firm Oakstead Heritage dug the 14 trenches for the county (@ridge_dig).

2027-05-02 ~ 2027-05-03 · 2 related posts

Primary sources

Brenn Ridge hillfort dated — ridge_dig · 2027-05-02
"""


@pytest.mark.parametrize("question, expected", [
    ("how old is the hillfort", "420 BC"),  # a thing's age is told by its date
    ("how big is the enclosure, area wise?", "3.4 hectares"),  # "area wise": as regards area
])
def test_a_dated_thing_and_chat_words(question: str, expected: str) -> None:
    """"How old" of a thing is answered by its date; "actual" and "X wise" are no key words."""
    answer = FactIndex.from_texts({"hillfort.txt": HILLFORT}).answer(question)
    assert answer.answered and expected in answer.answer


def test_actual_asks_nothing_of_its_own() -> None:
    """"the actual digging": only the digging is a key word."""
    m = FactIndex.from_texts({"hillfort.txt": HILLFORT}).matcher
    assert [t.surface for t in m.parse_question("which firm did the actual digging").required] == ["digging"]


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


def test_a_month_and_day_is_no_figure() -> None:
    """"on 11-03" is a date in the digests' style, not the numbers 11 and 3; a range ("10-12 games") stays figures."""
    from knowledge.numbers import extract_quantities

    assert [q.value for q in extract_quantities("a magnitude 5.9 on 11-03, then 4 more")] == [5.9, 4.0]
    assert [q.value for q in extract_quantities("they lost 10-12 games")] == [10.0, 12.0]


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


TRENCH = """Moor Dig Extended

The dig on the moor is extended, and its field team grows.

Confirmed

• The field team's budget rises to £2.8 million for 14 more weeks (@moor_dig).
• Dr Ann Vale leads the field team of 38 archaeologists (@moor_dig).
• The storm of 03-02 left 400 customers without power; two walkers died (@moor_dig).

2027-03-02 ~ 2027-03-03 · 2 related posts

Primary sources

Moor dig extended — moor_dig · 2027-03-02
"""


def test_people_are_counted_in_any_kind_of_person() -> None:
    """"how many ppl" is answered by a figure counting archaeologists; "how many ppl died" by one saying who died."""
    index = FactIndex.from_texts({"trench.txt": TRENCH})
    assert "38 archaeologists" in index.answer("how many ppl on the field team").answer.split("\n")[0]
    assert "died" in index.answer("how many ppl died").answer.split("\n")[0]


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


@pytest.mark.parametrize("text, values", [("premiums rise by 10-20% next year", [10.0, 20.0]),
                                          ("symptoms appear after 10-14 days", [10.0, 14.0]),
                                          ("in the design category 4 winners were named", [4.0])])
def test_a_range_and_a_count_keep_their_figures(text: str, values: list[float]) -> None:
    """A range with its unit after it is no month and day; "category 4 winners" counts winners."""
    from knowledge.numbers import extract_quantities

    got = extract_quantities(text)
    assert [q.value for q in got] == values and (values != [4.0] or got[0].unit == "winner")


@pytest.mark.parametrize("question, fact", [
    ("how old is the refinery?", "Analysts said the refinery's controls were stuck in the Stone Age (@ridge_dig)."),
    ("how old is the premier?", "The premier met 3,000 BC residents at the rally (@ridge_dig)."),
])
def test_a_date_that_dates_nothing_is_no_age(question: str, fact: str) -> None:
    """"stuck in the Stone Age" and "BC residents" tell nobody's age."""
    digest = HILLFORT.replace("• Field firm", f"• {fact}\n• Field firm")
    assert not FactIndex.from_texts({"hillfort.txt": digest}).answer(question).answered


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


def test_a_currency_named_after_in_is_the_unit_asked() -> None:
    """"the total damage in euros": euros is the money asked (the facts write €), not a word they must use."""
    digest = HILLFORT.replace("• Field firm", "• Storm damage to the hillfort's ramparts is put at €1.2 million "
                              "(@ridge_dig).\n• Field firm")
    index = FactIndex.from_texts({"hillfort.txt": digest})
    q = index.matcher.parse_question("whats the total storm damage in euros")
    assert "euros" not in [t.surface for t in q.required] and q.dimension == "money"
    assert "€1.2 million" in index.answer("whats the total storm damage in euros").answer


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


ROLES = """Flood Hits Two Harbour Towns

Floods hit Marlow Bay and Port Tenby, and the harbour firms count the cost.

Confirmed

• Port Tenby mayor Joel Brandt said rescue teams could not go out until the winds dropped (@tenby_news).
• Harlan County Sheriff Tomasz Breyer said deputies went door to door in Marlow Bay (@tenby_news).
• Loomcart chief executive Renée Castle called Tenby Freight's losses severe (@tenby_news).
• Marlow Bay lies in Marlow County, across the estuary (@tenby_news).
• Chief executive Priya Holm said Tenby Freight would reopen its Marlow Bay depot in May (@tenby_news).

2027-03-02 ~ 2027-03-03 · 2 related posts

Primary sources

Floods hit the harbour towns — tenby_news · 2027-03-02
"""


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


def test_the_name_of_a_role_is_a_who_question() -> None:
    """"what's the name of Tenby Freight's chief financial officer": the chief executive is no answer."""
    answer = FactIndex.from_texts({"roles.txt": ROLES}).answer(
        "what's the name of tenby freight's chief financial officer?")
    assert not answer.answered and "chief financial officer" in answer.answer


def _story(*facts: str) -> FactIndex:
    """A one-digest index of these fact bullets (tests.digests)."""
    index: FactIndex = one_digest_index(*facts)
    return index


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


def test_a_year_in_an_events_name_is_no_year_asked() -> None:
    """"paris 2024": the Games' name, answered by "the Paris Olympics" (only "paris's 2024 …" asks the year)."""
    index = _story("The Paris Olympics cost 6.6 billion euros, the audit office said", "The 2024 budget was set in 2019")
    assert index.answer("how much did paris 2024 cost?").answered


def test_which_other_with_common_words_is_answered() -> None:
    """"which other symptoms besides fever": the items are lower-case words, not names."""
    assert _story("Besides fever, the most common symptoms were cough and fatigue").answer(
        "which other symptoms besides fever were common?").answered


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


def test_a_noun_made_from_the_verb_says_it() -> None:
    """"when did the founder die": "the death of the founder in 1990" says he died (WordNet makes death of die)."""
    index = _story("Vineyard founder Tomas Reyl's death in 1990 left the estate to his daughter",
                   "The estate covers 40 hectares")
    answer = index.answer("when did tomas reyl die?")
    assert answer.answered and "1990" in answer.answer


@pytest.mark.parametrize("question, qtype", [
    ("how long was the bridge closed", "duration"),  # how long it stayed so
    ("how long were the miners trapped for in total", "duration"),
    ("how long are evacuees gonna be away from home?", "duration"),  # a state after "be"
    ("how long was the bank's app down for", "duration"),  # a state ends the clause
    ("how long was the app down", "duration"),
    ("how long is the museum staying shut for", "duration"),  # "for" ends it
    ("how long was it shut in the end", "duration"),  # "in the end" (read "finally") ends it too
    ("how long was the road closed now", "duration"),
    ("how long is the extended runway", "size"),  # a participle before its noun: a length
    ("how long is the tunnel", "size"),
])
def test_how_long_was_x_participle_is_a_duration(question: str, qtype: str) -> None:
    """"how long was the bridge closed" asks a time, "how long is the tunnel" a length."""
    assert FactIndex.from_texts({"hillfort.txt": HILLFORT}).matcher.parse_question(question).qtype == qtype


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


def test_what_date_needs_a_fact_giving_a_date() -> None:
    """"what date will the bridge open": a fact that gives none is no answer; one that does is."""
    answer = _story("The new bridge will open after safety checks").answer("what date will the new bridge open")
    assert not answer.answered and "no date" in answer.answer
    answer = _story("The new bridge will open on 14 June after safety checks").answer("what date will the new bridge open")
    assert answer.answered and "14 June" in answer.answer, answer.answer
    assert _story("No date has been set for the retrial").answer("what date is the retrial").answered  # it says so


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


def test_a_date_asked_gets_the_report_date_as_a_when_question_does() -> None:
    """"what date did the bridge reopen": the fact's report date is given beside it, as for "when"."""
    index = _story("The bridge reopened to traffic 3 weeks after the repairs began")
    for question in ("what date did the bridge reopen", "when did the bridge reopen"):
        answer = index.answer(question)
        assert answer.answered and "reported 2027-01-01" in answer.answer, answer.answer


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


def _answers_with(index: FactIndex, question: str, expected: str) -> None:
    """The question is answered, and the first line of the answer holds the expected text."""
    answer = index.answer(question)
    assert answer.answered and expected in answer.answer.split("\n")[0], answer.answer


def _answers_as(index: FactIndex, question: str, answered: bool, said: str) -> None:
    """The question is answered, or abstained on, as expected, and the reply holds the expected text."""
    answer = index.answer(question)
    assert answer.answered is answered and said in answer.answer, answer.answer


def _bullets(title: str, summary: str, *facts: str) -> FactIndex:
    """A one-digest story: its title, a summary line and one fact bullet each, credited to @desk."""
    lines = "".join(f"\u2022 {fact} (@desk).\n" for fact in facts)
    return FactIndex.from_texts({"a.txt": f"{title}\n\n{summary}\n\nConfirmed\n\n{lines}\nUpdate \u2014 desk \u00b7 2027-03-01\n"})


def _two_episodes(first: str, later: str) -> FactIndex:
    """A digest of two episodes six months apart, one fact bullet each."""
    return FactIndex.from_texts({"a.txt": (
        "Test Story\n\n"
        f"Episode 1 · The start (2027-03-01, 1 posts)\n\nA summary.\n\nConfirmed\n\n• {first} (@desk).\n\n"
        "Start — desk · 2027-03-01\n\n"
        f"Episode 2 · Later on (2027-09-01, 1 posts)\n\nA summary.\n\nConfirmed\n\n• {later} (@desk).\n\n"
        "Later — desk · 2027-09-01\n")})


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


def test_now_asked_keeps_the_fact_counting_what_is_asked() -> None:
    """"how many people have to move now": a later fact that moves a date counts no people, so it does not go first."""
    index = _two_episodes("About 11,400 people in 17 villages will be moved to three new towns",
                          "The company has moved the opening of its first unit to 2032 and now expects 3 units")
    answer = index.answer("hw many ppl have to move now")
    assert answer.answered and "11,400" in answer.answer.split("\n")[0], answer.answer


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
    answer = index.answer(question)
    if expected is None:
        assert not answer.answered, answer.answer
    else:
        assert answer.answered and expected in answer.answer.split("\n")[0], answer.answer


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


def test_a_phrasal_verb_with_its_object_between_is_read_as_the_phrase() -> None:
    """"why didn't the detectors pick them up": "pick up" (detect) though "them" stands between verb and particle."""
    index = _bullets("Gallery Raid", "Thieves raided the Harrow Gallery.",
                     "The motion detectors failed to detect the thieves because their batteries had been removed",
                     "The thieves wore dark clothes and carried two ladders")
    answer = index.answer("why didnt the motion detectors pick them up??")
    assert answer.answered and "batteries" in answer.answer.split("\n")[0], answer.answer


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


_TRAM_SUMMARY = "The city of Velm has approved a tram line."
_TRAM_BULLET = ("\u2022 The tram line is planned with 22 stops on a 14 km route from Harbour Station to Grenwald "
                "(@velmtransit).")


def _digest_pair(old: tuple[str, str, list[str]], new: tuple[str, str, list[str]], new_date: str) -> tuple[str, str]:
    """Two digests of one story in STOPS_OLD's shape, each a (title, summary, fact bullets) triple: the first of
    2025-03-02, the later one of ``new_date``; every bullet credited to @velmtransit."""
    def digest(title: str, summary: str, bullets: list[str]) -> str:
        """STOPS_OLD with this title, summary and bullets."""
        return STOPS_OLD.replace("Velm Approves Its Tram Line", title).replace(_TRAM_SUMMARY, summary).replace(
            _TRAM_BULLET, "\n".join(f"\u2022 {b} (@velmtransit)." for b in bullets))

    return digest(*old), digest(*new).replace("2025-03-02", new_date)


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


def test_a_near_fact_holding_the_kind_of_answer_asked_goes_before_a_best_one_holding_none() -> None:
    """"where did the outbreak start": the best fact names no place; one scoring less but naming the farm and its
    village answers (a story of tests/data/heldout)."""
    index = FactIndex.build(ROOT / "tests" / "data" / "heldout" / "birdflu")
    ans = index.answer("where did the outbreak start")
    assert ans.answered and "Brakkum" in ans.answer


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


def test_a_small_figure_read_into_a_phrase_is_no_figure_asked() -> None:
    """"on day one" is read "on the first day": its "one" is no figure the facts must give (as "what's 12 times 13"
    asks one)."""
    index = one_digest_index("The stock opened at $38.50 on its first day of trading and closed at $41.20",
                             "The company raised $986 million in the offering")
    ans = index.answer("how much did the stock rise on day one")
    assert ans.answered and "$41.20" in ans.answer, ans.answer
    assert not index.answer("what's 12 times 13").answered


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


_TRAM_LINE = "The tram line has 22 stops on a 14 km route"
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


def test_what_altitude_asks_a_length_the_verb_need_not_be_said() -> None:
    """"what altitude do the satellites fly at": a length is asked (world.json), so a fact giving the altitude answers
    though it says "operate", not "fly"."""
    index = one_digest_index("Each satellite weighs about 310 kg and will operate at 540 km altitude",
                             "The company plans about 20 launches by the end of 2028")
    q = index.matcher.parse_question("what altitude do the sats fly at")
    assert q.dimensions == ("length",)
    ans = index.answer("what altitude do the sats fly at")
    assert ans.answered and "540 km" in ans.answer, ans.answer


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


def test_a_total_asked_prefers_a_near_fact_giving_the_total() -> None:
    """"how much has the volcano erupted in total": of two near facts, the one giving a total ("in all") answers."""
    index = one_digest_index("Mount Lembara erupted at 04:17 on 06-08, and the volcano sent an ash column 9 km up",
                             "Since the volcano first erupted, about 48 million cubic metres of material have come out in "
                             "all, the observatory estimates", "The dam will cost $4.6 billion")
    ans = index.answer("how much stuff has the volcano erupted in total")
    assert ans.answered and "48 million" in ans.answer.split("\n")[0], ans.answer
    ans = index.answer("how high did the ash column go")
    assert ans.answered and "9 km" in ans.answer.split("\n")[0], ans.answer


def test_what_a_share_is_trading_at_asks_its_price() -> None:
    """"what's ORVN trading at": a price (vocab.PHRASES), not any fact saying the ticker will trade."""
    index = one_digest_index("Orvane Technologies has published the prospectus for its listing, where it will trade "
                             "under the ticker ORVN", "ORVN closed at $33.60 on 02-11, still above the $29 IPO price",
                             "Orvane had 2,150 employees at the end of 2027")
    ans = index.answer("whats ORVN trading at rn")
    assert ans.answered and "$33.60" in ans.answer.split("\n")[0], ans.answer


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

def test_the_previous_one_asked_is_not_told_by_a_fact_about_this_one() -> None:
    """"what was the previous record jackpot": a fact about this record jackpot tells of no earlier one."""
    index = _bullets("Lotto Record", "A single ticket won the lotto.",
                     "One ticket won a record A$142.6 million Southern Cross Lotto jackpot on 01-10",
                     "The winning ticket was sold at the Murrindale Newsagency")
    _answers_as(index, "what was the previous record jackpot in southern cross lotto?", False, "this one")


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


def test_a_move_told_without_the_questions_words_is_noted_beside_the_first_date() -> None:
    """"when will the planning hearing start?": the best fact gives 2028-02-10; a later one, too unlike the question
    to answer it, says "the hearing has been pushed back to 2028-05-19": the answer notes the move, dated."""
    index = _two_episodes("The Farrowby planning hearing will start on 2028-02-10",
                          "After the council's appeal, the hearing has been pushed back to 2028-05-19")
    answer = index.answer("when will the planning hearing start?")
    assert answer.answered and "2028-02-10" in answer.answer.split("\n")[0], answer.answer
    assert any(n.startswith("Moved since: \u201chearing has been pushed back to 2028-05-19\u201d")
               and n.endswith("on 2027-09-01.") for n in answer.notes), answer.notes

TOLL_OLD, TOLL_NEW = _digest_pair(
    ("Avalanche at Arvenstock", _TRAM_SUMMARY,
     ["The Arvenstock avalanche death toll stands at three, and 11 people were injured"]),
    ("Avalanche Toll Rises", _TRAM_SUMMARY,
     ["The Arvenstock avalanche death toll has risen to six after three injured skiers died in hospital"]),
    "2025-04-15")


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


def test_a_couple_is_a_chat_word_not_a_key_word() -> None:
    """"pushed back a couple days": "couple" is a chat word no fact need say, not a key word no fact knows."""
    index = _bullets("Arvena Pilots Strike", "Arvena's pilots are on strike.",
                     "Mediated talks resumed on 8 January, later than planned, because the mediator first asked "
                     "Arvena for updated figures on its costs",
                     "The deal was reached on 01-10 after 22 hours of talks")
    _answers_with(index, "why were the january talks pushed back a couple days", "because the mediator")


def test_a_who_questions_verb_counts_beside_the_role_it_asks() -> None:
    """"who is replacing Tobias Renwick as festival director": the fact naming Renwick as the director says nothing of
    anyone replacing him, so it is no answer."""
    index = _bullets("Greywater Festival", "The Greywater festival was cancelled.",
                     "Greywater Events is 75% owned by promoter Halberd Live; festival director Tobias Renwick, who "
                     "founded Greywater, holds most of the rest",
                     "Chief executive Marisa Quenby is running the festival until a new director is appointed")
    _answers_as(index, "who is replacing tobias renwick as festival director?", False, "\u201creplacing\u201d")


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


def test_the_fact_giving_the_day_of_its_titles_month_is_given_alone() -> None:
    """It scores low, so facts as low about something else ("Investigators link the network to three earlier
    shipments") are no near ties of it to add ("Also: …"; a story of tests/data/heldout)."""
    answer = FactIndex.build(ROOT / "tests" / "data" / "heldout" / "smuggling").answer("when are the scales getting burnt?")
    assert answer.answered and "12-09" in answer.answer and "Also:" not in answer.answer, answer.answer


def test_the_second_stage_puts_no_title_before_the_fact_found() -> None:
    """"whose record did degefa break": the first stage finds the fact naming Chebet; the fitted order would put the
    post title ("Degefa Runs 2:09:18 Women's World Record …"), which names no one whose record it was, before it (a
    story of tests/data/heldout)."""
    index = FactIndex.build(ROOT / "tests" / "data" / "heldout" / "marathon")
    _answers_with(index, "whose record did degefa break?", "Chebet")


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


def test_a_finding_given_as_a_label_states_a_cause() -> None:
    """"Preliminary finding: floods scoured the riverbed …" states why the pipe failed: it goes before a fact that only
    names the failed pipe."""
    index = _bullets("Pipeline Spill", "The Dunmore pipeline failed under the Vessa river on 06-11.",
                     "The corrective order requires Dunmore to dig out the failed pipe section for testing",
                     "Preliminary finding: spring floods scoured the riverbed, and the exposed pipe failed under its "
                     "own weight")
    _answers_with(index, "why did the pipe fail", "Preliminary finding")


@pytest.mark.parametrize("question", ["did anyone die", "how many people died in the fire"])
def test_dying_is_said_by_killed_and_deaths(question: str) -> None:
    """"did anyone die": "no one was killed" says it; "how many died": "two deaths" (dying, death, killed, fatalities
    are one thing in the news)."""
    index = _bullets("Tunnel Fire", "A lorry caught fire in the Kaltenjoch tunnel on 03-02.",
                     "Two jet fans in ventilation section 3 ran in the wrong direction for four minutes",
                     "Nine people were treated for smoke inhalation; no one was killed in the fire")
    _answers_as(index, question, True, "no one was killed")


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


_COMMITTEES = [f"The {w} committee met on 03-{k + 1:02d} to hear from residents about the plans for next year"
               for k, w in enumerate("budget planning transport housing harbour schools parks library museum water "
                                     "sewer roads bridges police fire health youth sports arts tourism".split())]


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



def test_what_caused_it_takes_a_fact_stating_the_cause() -> None:
    """"what caused the failure": a near fact tracing it to a coating flaw goes first, before one that only tells of
    the failure, and says "caused" in its own words."""
    index = _bullets("Engine Failure", "An Orrin NX-44 engine failed over Bordeaux on 04-11.",
                     "EASA lifted its grounding of the jets on 06-02, 49 days after the engine failure",
                     "The preliminary report traces the failure to a coating flaw on one fan blade",
                     "The airline flew its jets again on 06-05")
    _answers_with(index, "so what actually caused the failure", "coating flaw")


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


def test_a_fact_that_stopped_working_says_no_work() -> None:
    """"did the appeal work": a fact whose clock "stopped working" says nothing of whether it worked."""
    index = _bullets("Chess Final", "The final went to a rapid tiebreak.",
                     "The digital clock stopped working on move 52, and play was halted for 11 minutes",
                     "The appeal committee rejected Mehrotra's appeal 2-1 on 11-30")
    _answers_with(index, "did mehrotra's appeal work?", "rejected")


@pytest.mark.parametrize("asked, told, alike", [
    ("hacked", "ransomware", True),  # "which hospital group got hacked": a ransomware attack
    ("hacked", "malware", False),  # not every word of computing
    ("stuck", "aground", True),  # "the ship that got stuck": it ran aground
    ("stranded", "trapped", True),
    ("inquiry", "review", True),  # "who is running the inquiry": "an independent review led by Professor Llewen"
    ("investigating", "review", True),
])
def test_news_words_said_alike(asked: str, told: str, alike: bool) -> None:
    """A news word is said by another of its group (vocab.NEWS_SYNONYM_GROUPS), not by a word of another."""
    from knowledge.analyze import term_for

    assert term_for(asked).keys.isdisjoint(term_for(told).keys) is not alike


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


@pytest.mark.parametrize("question", ["whats the waiting list at now", "what is the waiting list at?"])
def test_the_level_a_thing_stands_at_now_is_a_level_stated(question: str) -> None:
    """"whats the waiting list at now" asks the level the list stands at: a later fact that only mentions the list
    ("2,400 extra patients from the waiting list") does not replace one stating its level ("reached 61,950")."""
    index = _two_episodes("The waiting list reached 61,950 patients at the end of October",
                          "The trust will run weekend operating lists, aiming to treat 2,400 extra patients from the "
                          "waiting list")
    _answers_with(index, question, "61,950")


def test_an_increment_beside_a_new_total_still_updates_the_count() -> None:
    """"the toll now stands at 14 after three further deaths": the later fact gives the new total, so it still
    replaces the earlier "11 deaths" (an increment alone would not)."""
    index = _two_episodes("11 storm-related deaths have been confirmed",
                          "The confirmed death toll now stands at 14 after the medical examiner ruled three further "
                          "deaths storm-related")
    _answers_with(index, "how many ppl died", "14")


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
