"""The support checks and the fitted decision: features of one fact for one question, and the policy file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from knowledge.analyze import Term, analyze, term_for
from knowledge.index import FactIndex
from knowledge.policy import DECISION_FEATURES, POLICY_FILE, Policy, load_policy
from knowledge.question import answer_type
from knowledge.support import (
    FEATURES,
    asked_rate,
    contrast_of,
    counts,
    fact_text,
    fault_of_another,
    gives_rate,
    names_kind,
    names_subject,
    names_tied,
    says_asked_modifier,
    says_capacity,
    says_contrary,
    span_share,
    tells_deed_done,
)
from knowledge.vocab import ANSWER_TYPES

ROOT = Path(__file__).resolve().parents[2]
SQUAD = ROOT.parent / "shared" / "squad" / "rhine"

LANDER = """Kestrel Lander Touches Down Near Crater Rim

Orbit Works' Kestrel lander touched down on 04-02 about 300 metres from its target, near the rim of Tycho crater.

Confirmed

• Kestrel was built by Orbit Works in Denver and carries six payloads (@orbitworks).
• The thermal camera recorded surface temperatures of up to 110 °C at noon (@kestrel_ops).
• The onboard software is released under the Apache-2.0 license (@orbitworks).
• NASA is paying $96.5 million for the delivery (@nasa_clps).
• The rover drove 40 metres before losing its radio link (@kestrel_ops).

Primary sources

Kestrel is down near Tycho — orbitworks · 2026-04-02
Kestrel thermal images — kestrel_ops · 2026-04-03
"""


@pytest.fixture(scope="module")
def lander() -> FactIndex:
    """A small made-up story from another field."""
    return FactIndex.from_texts({"kestrel.txt": LANDER})


@pytest.mark.parametrize("question, expected", [
    ("which license is the software under?", "Apache-2.0"),  # a category word answered by a member of it
    ("how hot did the surface get", "110"),  # "hot" asks for a temperature
    ("how much is nasa paying for this", "96.5"),
    ("how far did the rover drive?", "40 metres"),  # "far" asks for a length
])
def test_general_knowledge_reaches_the_fact(lander: FactIndex, question: str, expected: str) -> None:
    """World knowledge kept as data (categories, dimensions of units) finds facts in a story never seen."""
    ans = lander.answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


def test_unit_words_are_not_read_from_verbs(lander: FactIndex) -> None:
    """'how much data did it send back?' once asked for a figure of 'dids'."""
    ans = lander.answer("how much data did it send back?")
    assert "dids" not in ans.answer


@pytest.mark.parametrize("question, kind", [
    ("who's the ceo of the company", "person"), ("when did it land", "date"), ("where did it land", "place"),
    ("turbine model?", "name"), ("rover name?", "name"), ("how many payloads", "number"),
    ("which company built it", "organisation"), ("why did it fail", "reason"),
    ("what was the original launch date", "date"),  # past the verb and the article to the noun
    ("what was its revenue last year", ""),  # "last year" says when, it asks no date
    ("what is the largest city on the coast", "place"),
    ("how were they getting the cash to the riders", "manner"),  # a means asked
    ("how much cash did the riders get", "number"),  # a measure, not a means
])
def test_answer_type_of_a_question(question: str, kind: str) -> None:
    """The kind of answer asked for, from the question word or the noun that names it."""
    from knowledge.matcher import Matcher

    q = Matcher([]).parse_question(question)
    assert answer_type(q.qtype, analyze(question).words, ANSWER_TYPES) == kind


def test_span_share_rewards_terms_that_stand_together() -> None:
    """Matched stems next to each other score 1; spread over a sentence, less."""
    near = fact_text("the north sea in the netherlands")
    far = fact_text("the north of the country, far from any sea")
    assert span_share({"north", "sea"}, near) == 1.0
    assert 0 < span_share({"north", "sea"}, far) < 1.0


def test_policy_file_names_every_feature_and_round_trips() -> None:
    """The shipped policy is plain JSON naming each feature; loading and writing it gives the same figures."""
    data = json.loads(POLICY_FILE.read_text(encoding="utf-8"))
    assert set(data["decide"]) == set(DECISION_FEATURES)
    policy = load_policy()
    assert Policy.from_json(policy.to_json()) == policy
    assert 0.0 < policy.threshold < 1.0
    x = [0.0] * len(DECISION_FEATURES)
    assert 0.0 < policy.answer_probability(x) < 1.0
    assert len(FEATURES) < len(DECISION_FEATURES)


def test_policy_answers_a_question_type_at_its_own_threshold() -> None:
    """A type fitted its own threshold is answered from it; every other type at the common one; both round-trip."""
    policy = Policy.from_json({"decide": {}, "threshold": 0.3, "kind_thresholds": {"why": 0.1}})
    assert policy.threshold_for("why") == 0.1
    assert policy.threshold_for("who") == 0.3
    assert policy.threshold_for(None) == 0.3
    assert Policy.from_json(policy.to_json()) == policy


def test_policy_missing_a_feature_weighs_it_zero() -> None:
    """An older policy file without a newer feature still loads (that weight is 0)."""
    policy = Policy.from_json({"decide": {"margin": 1.0}, "decide_bias": 0.0, "threshold": 0.5})
    assert policy.decide[DECISION_FEATURES.index("margin")] == 1.0
    assert sum(policy.decide) == 1.0


def _answers(seeds: Path, questions: list[str], hashseed: str) -> list[dict[str, object]]:
    """`ask --json -` in a fresh process with this PYTHONHASHSEED."""
    env = dict(os.environ, PYTHONHASHSEED=hashseed)
    out = subprocess.run([sys.executable, "-m", "bot", "--no-cache", "--seeds", str(seeds), "ask", "--json", "-"],
                         input="\n".join(questions) + "\n", capture_output=True, text=True, env=env, cwd=ROOT,
                         timeout=300, check=True)
    return [json.loads(line) for line in out.stdout.splitlines()]


def test_same_files_same_answers_in_every_process() -> None:
    """Decisions never depend on hash order: two processes with different PYTHONHASHSEED agree on every question."""
    if SQUAD.exists():
        seeds = SQUAD
        rows = [json.loads(line) for line in (SQUAD / "questions.jsonl").read_text(encoding="utf-8").splitlines()]
        questions = [str(r["question"]) for r in rows]
    else:
        seeds = ROOT / "tests" / "data" / "other"
        questions = [json.loads(line)["question"] for line in (seeds / "questions.jsonl").read_text().splitlines()]
    first, second = _answers(seeds, questions, "1"), _answers(seeds, questions, "2")
    assert len(first) == len(questions)
    assert [(a["answered"], a["answer"]) for a in first] == [(a["answered"], a["answer"]) for a in second]


@pytest.mark.parametrize("question, neighbour", [
    ("how many payloads will kestrel-2 carry?", "six payloads"),
    ("how much is esa paying for this", "$96.5 million"),
])
def test_near_miss_shows_the_closest_fact_but_not_as_the_answer(lander: FactIndex, question: str,
                                                                 neighbour: str) -> None:
    """One detail changed: an abstention, with the nearby fact set apart as "closest", never cited."""
    ans = lander.answer(question)
    assert not ans.answered
    assert ans.facts == []
    assert neighbour not in ans.answer
    assert ans.closest is not None and neighbour in ans.closest.text


def test_an_unrelated_question_has_no_closest_fact(lander: FactIndex) -> None:
    """Nothing near: no fact is offered at all."""
    ans = lander.answer("what is the capital of france")
    assert not ans.answered and ans.closest is None


def test_a_handle_with_an_underscore_is_one_account(lander: FactIndex) -> None:
    """'what did @kestrel_ops say?' once became a question about 'ops'."""

    assert analyze("what did @Kestrel_Ops say?").words == ["what", "did", "say"]
    ans = lander.answer("what did @kestrel_ops say?")
    assert ans.answered, ans.answer
    assert ans.facts and all(any(s.handle == "kestrel_ops" for s in f.sources) for f in ans.facts)


RIVER = """The Avel River

Confirmed

• The Avel makes a sharp turn to the north near Oldtown (@atlas).
• Oldtown, the largest city on the Avel, has a population of 420,000 (@atlas).

Primary sources

Avel facts — atlas · 2026-01-05
"""


def _top_features(index: FactIndex, question: str) -> dict[str, float]:
    """The support features of the first stage's best fact for a question."""
    m = index.matcher
    scored, _ = m.rank(m.parse_question(question))
    assert scored[0].features is not None
    return dict(zip(FEATURES, scored[0].features))


@pytest.mark.parametrize("question, contrast", [
    ("Where does the Avel turn to the south?", 1.0),  # one detail changed: the fact says north
    ("Where does the Avel turn to the north?", 0.0),
    ("What is the smallest city on the Avel?", 1.0),  # the fact says largest
    ("What is the last city on the Avel?", 0.0),  # no class member in the fact: nothing contrasts
])
def test_a_contrasting_word_marks_a_changed_detail(question: str, contrast: float) -> None:
    """Closed classes of world knowledge (compass points, superlatives …) tell 'south' from 'north'."""
    assert _top_features(FactIndex.from_texts({"avel.txt": RIVER}), question)["contrast"] == contrast


@pytest.mark.parametrize("question, told", [
    ("A large part of the flow goes where?", ("large", "small")),  # plain antonyms
    ("How long is the small canal?", None),  # "how long" asks a measure: "long" is no member asked
    ("Where do the small and large streams meet?", None),  # both members asked
])
def test_antonyms_contrast_unless_measured_or_both_asked(question: str, told: tuple[str, str] | None) -> None:
    """Base-form antonyms (large/small) are closed classes too; "how long" and "small and large" ask none of them."""
    from knowledge.matcher import Matcher
    from knowledge.question import parse_question

    words = parse_question(question, Matcher([])).analysis.words
    assert contrast_of(words, fact_text("A small fraction of the flow goes north, and it is short.")) == told


@pytest.mark.parametrize("fact, missing", [
    ("The delta was shaped not only by rivers but also by tides.", "not"),  # "not only" denies nothing
    ("The delta was not shaped by rivers.", None),
])
def test_not_only_is_no_negation(fact: str, missing: str | None) -> None:
    """A question asked with "not" needs a fact that denies something; "not only … but also" adds instead."""
    from knowledge.support import limit_missing

    question = "What was not shaped by rivers?"
    assert limit_missing(question, question.lower().rstrip("?").split(), fact) == missing


@pytest.mark.parametrize("question, fact, told", [
    ("What was the main source of smog after 1990?", "Until 1990, coal was the main source of smog.", ("after", "until")),
    ("What did the council do after the vote?", "Before the vote, the council met twice.", ("after", "before")),
    ("What did the council do after the vote?", "After the vote, the council met twice.", None),
    ("Which water sinks because it is warmer?", "The water sinks because it is cold.", ("warmer", "cold")),
    ("Which is the biggest lake?", "The Vard is the smaller lake.", ("biggest", "smaller")),  # a form of each
    ("Which lake is warmer?", "The Vard is warm and green.", None),  # the asked word's own base
    # one span from its other end: "wait before phoning" is "took … to phone … after"
    ("How long did the guard wait before phoning the police?",
     "The guard took 20 minutes to phone police after the door alarm rang.", None),
    ("How long before the launch was the leak found?", "The leak was found two hours after the launch.",
     ("before", "after")),  # "after the launch": another span
])
def test_before_and_after_and_forms_of_antonyms_contrast(question: str, fact: str, told: tuple[str, str] | None) -> None:
    """Time prepositions are a closed class; a comparative contrasts with its base's antonyms ("warmer": cold)."""
    from knowledge.matcher import Matcher
    from knowledge.question import parse_question

    words = parse_question(question, Matcher([])).analysis.words
    assert contrast_of(words, fact_text(fact)) == told


@pytest.mark.parametrize("question, fact", [
    ("What city has the biggest port?", "Duisburg has the largest river port in Europe."),
    ("Which lake is colder?", "The upper lake is cooler than the lower one."),
    ("Which river is dirtier?", "The Ruhr is the most polluted river of the region."),
    ("What are the streams of northern Germany called?", "In the north of Germany the small streams are Lochs."),
    ("When did the last vote on the plan pass?", "The previous vote on the plan passed in May."),
])
def test_synonyms_never_contrast(question: str, fact: str) -> None:
    """A contrast class holds words that exclude one another: "biggest" and "largest", "north" and "northern" agree."""
    from knowledge.matcher import Matcher
    from knowledge.question import parse_question

    words = parse_question(question, Matcher([])).analysis.words
    assert contrast_of(words, fact_text(fact)) is None


@pytest.mark.parametrize("question, fact, told", [
    ("Is the pier open again?", "The pier will reopen on 06-01 after repairs.", None),  # "reopen": open again
    ("Is the pier open again?", "The pier stays closed until the storm season ends.", None),  # rules "open" out
    ("Is the pier open again?", "The pier is closed for repairs.", ("open", "closed")),  # neither: a contrast
])
def test_a_state_said_again_or_ruled_out_is_no_contrast(question: str, fact: str, told: tuple[str, str] | None) -> None:
    """"Open" asked: a fact saying "reopen" or "stays closed" tells that state; "is closed" alone is the contrast."""
    from knowledge.matcher import Matcher
    from knowledge.question import parse_question

    words = parse_question(question, Matcher([])).analysis.words
    assert contrast_of(words, fact_text(fact)) == told


@pytest.mark.parametrize("question, dimensions", [
    ("What is the height of the Swiss canton?", ("length",)),  # "what is the <measure> of X"
    ("What was the average speed of the ferry?", ("speed",)),  # one word may stand between
    ("What is the name of the canton?", ()),
    ("What is the height?", ("length",)),  # as before: the last word of a "what" question
    ("What's the depth of the lake?", ("length",)),
    ("Why is the height of the dam a problem?", ()),  # no "what is the"
])
def test_what_is_the_measure_of_asks_for_that_measure(question: str, dimensions: tuple[str, ...]) -> None:
    """The head of "what is the … of" names the measure asked, so a fact without one does not answer."""
    from knowledge.matcher import Matcher
    from knowledge.question import parse_question

    assert parse_question(question, Matcher([])).dimensions == dimensions


def test_a_named_thing_the_fact_lacks_is_measured() -> None:
    """'the population of Norland' answered by Oldtown's fact misses the name it asks about."""
    index = FactIndex.from_texts({"avel.txt": RIVER, "norland.txt": RIVER.replace("Avel", "Norland River")
                                  .replace("Oldtown", "Newport").replace("420,000", "90,000")})
    assert _top_features(index, "What is the population of Oldtown?")["name_missing"] == 0.0
    assert _top_features(index, "What is the population of Norland and Oldtown?")["name_missing"] > 0.0


def test_a_changed_detail_is_not_answered_with_the_neighbouring_fact() -> None:
    """'turn to the south' when the digest says north: an abstention that says why, the fact only as closest."""
    index = FactIndex.from_texts({"avel.txt": RIVER})
    ans = index.answer("Where does the Avel make a sharp turn to the south?")
    assert not ans.answered and "\u201cnorth\u201d, not \u201csouth\u201d" in ans.answer
    assert ans.closest is not None and "north" in ans.closest.text
    assert index.answer("Where does the Avel make a sharp turn to the north?").answered


FIRM = """Quillon Labs Changes Course

Confirmed

• Quillon Labs moved its flagship product to a paid plan on 03-01 (@quillon).
• Quillon Labs said the change affects fewer than 5% of Quillon Labs users (@quillon).
• Quillon Labs raised prices for teams by 10% (@quillon).
• CEO Maren Oduya said the paid plan funds the open core (@moduya).

Primary sources

Quillon Labs moves to a paid plan — quillon · 2026-03-01
Why I backed the paid plan — moduya · 2026-03-02
"""


def test_who_asks_for_the_role_not_the_company_every_fact_names() -> None:
    """"who's the ceo of quillon labs" finds the CEO's fact, though only the others name the company."""
    ans = FactIndex.from_texts({"quillon.txt": FIRM}).answer("who's the ceo of quillon labs")
    assert ans.answered and "Maren Oduya" in ans.answer


@pytest.mark.parametrize("question, focus", [
    ("who's the ceo of quillon labs", "ceo"), ("who is the director of the agency", "director"),
    ("who runs the grid there?", None),  # no role named: nothing singled out
])
def test_a_who_question_singles_out_the_role_it_asks_about(question: str, focus: str | None) -> None:
    """The role word (world.json's person answer type) weighs most: the company is named by every fact."""
    from knowledge.matcher import Matcher

    assert Matcher([]).parse_question(question).focus == focus


SITE = """Harbour Wind Farm Construction

Episode 1 · First Piles (2026-09-22, 1 posts)

Confirmed

• 9 of the 148 foundations are in place so far (@windweekly).

Primary sources

9 of 148 in — windweekly · 2026-09-22

Episode 2 · Winter Pause (2026-11-24, 1 posts)

Confirmed

• Installation stands at 31 of 148 monopile foundations so far (@windweekly).

Primary sources

31 of 148 in — windweekly · 2026-11-24
"""


def test_a_count_reported_again_later_is_answered_with_the_latest() -> None:
    """Two dates, two values of one count: the latest, with the earlier noted (both dates)."""
    ans = FactIndex.from_texts({"site.txt": SITE}).answer("how many foundations have been installed so far")
    assert ans.answered and "31 of 148" in ans.answer and "9 of the 148" not in ans.answer
    assert any("2026-09-22" in n and "2026-11-24" in n and "latest" in n for n in ans.notes)


def test_an_ordinary_word_the_digest_does_not_use_is_no_reason_to_refuse(lander: FactIndex) -> None:
    """'run' appears in no fact of this story, yet 'how far did the rover run?' is answered (it drove 40 m)."""
    ans = lander.answer("how far did the rover run?")
    assert ans.answered, ans.answer
    assert "40 metres" in ans.answer


PROBE = """Probe Wren Ends Its Mission

Confirmed

• The rover drove 38 metres and sent 212 images back through the lander (@wren_ops).
• Wren downlinked 41 GB of data in total before its batteries ran down (@wren_ops).
• Wren launched on a Falcon rocket from Cape Canaveral (@wren_ops).

Primary sources

Wren's last days — wren_ops · 2026-03-18
"""


def test_how_much_asks_for_the_measure_named_later() -> None:
    """'how much data did it send back?' wants bytes (41 GB), not the fact that shares 'sent … back'."""
    ans = FactIndex.from_texts({"wren.txt": PROBE}).answer("how much data did it send back?")
    assert ans.answered and "41 GB" in ans.answer, ans.answer


def test_a_measure_no_fact_gives_is_said_plainly() -> None:
    """'how much did the launch cost?' with no amount of money anywhere near: a plain no, naming the measure."""
    ans = FactIndex.from_texts({"wren.txt": PROBE}).answer("how much did the falcon launch cost?")
    assert not ans.answered and "money" in ans.answer


TOOLKIT = """Fernbank Toolkit Relicensed

Confirmed

• Fernbank said fewer than 3% of users are affected by the new license (@fernbank).
• From version 5.0 Fernbank ships under the MPL-2.0, replacing MIT (@fernbank).
• The maintainers forked version 4.9 as Thornbush, which stays under MIT (@thornbush_dev).
• Version 4.9 receives security fixes until 2027-03-31 (@fernbank).

Primary sources

Fernbank's new terms — fernbank · 2026-04-01
Thornbush is here — thornbush_dev · 2026-04-03
"""


@pytest.mark.parametrize("question, expected", [
    ("whats the new license", "MPL-2.0"),  # a category: the fact naming a member, not the one saying "license"
    ("name of the fork", "Thornbush"),  # "name of": the kind of answer, not a word the fact must contain
    ("until when does 4.9 get security patches?", "2027-03-31"),  # patches = fixes
])
def test_what_is_asked_for_not_the_words_it_is_asked_in(question: str, expected: str) -> None:
    """Questions answered by what they ask for: a member of a category, a name, a synonym."""
    ans = FactIndex.from_texts({"fernbank.txt": TOOLKIT}).answer(question)
    assert ans.answered and expected in ans.answer, ans.answer


@pytest.mark.parametrize("question, qtype", [
    ("How long is the river?", "size"), ("how long was the bridge", "size"),
    ("How long is training expected to last?", "duration"), ("how long did the trip take", "duration"),
])
def test_how_long_is_a_length_unless_time_is_asked(question: str, qtype: str) -> None:
    """'How long is X' asks a length; with 'last', 'take', 'time' … it asks a duration."""
    from knowledge.matcher import Matcher

    assert Matcher([]).parse_question(question).qtype == qtype


def test_a_contrast_counts_in_every_word_of_the_question() -> None:
    """'a right turn' when the fact says left: 'right' is no key word, still a changed detail."""
    index = FactIndex.from_texts({"avel.txt": RIVER.replace("a sharp turn to the north", "a sharp left turn")})
    ans = index.answer("Where does the Avel take a sharp right turn?")
    assert not ans.answered and "\u201cleft\u201d, not \u201cright\u201d" in ans.answer


@pytest.mark.parametrize("question, words", [
    ("hw much power was it getting", ["how", "much", "power"]),
    ("when is 4.9 end of life?", ["eol"]),
])
def test_chat_spellings_and_abbreviations_are_read_as_words(question: str, words: list[str]) -> None:
    """'hw much' is 'how much'; 'end of life' is 'eol' (one word of a general group)."""

    got = analyze(question).words
    assert all(w in got for w in words), got


def test_a_fact_that_leans_on_the_one_before_brings_it_as_context() -> None:
    """'It carries six payloads': the answer also shows (and cites) the bullet that says what 'it' is."""
    digest = LANDER.replace("• The thermal camera", "• It has a mass of 410 kg fully fuelled (@orbitworks).\n"
                                                     "• The thermal camera")
    ans = FactIndex.from_texts({"kestrel.txt": digest}).answer("what mass does it have fully fuelled?")
    assert ans.answered and "410 kg" in ans.answer
    assert "Context: Kestrel was built by Orbit Works" in ans.answer  # the bullet before it says what "it" is
    assert len(ans.facts) == 2 and "Kestrel" in ans.facts[1].text


@pytest.mark.parametrize("question, leads", [
    ("Who runs Quillon Labs?", True), ("who is running the project", True),
    ("Who bankrolled the training run?", False),  # a run, the noun: nobody asked who leads
])
def test_who_runs_asks_who_leads(question: str, leads: bool) -> None:
    """'who runs X' is read as 'who leads X'; a question about a run is not."""
    from knowledge.matcher import Matcher

    stems = {t.stem for t in Matcher([]).parse_question(question).required}
    assert ("lead" in stems) is leads and ("run" in stems) is not leads


def test_a_short_word_is_not_corrected_into_another_word(lander: FactIndex) -> None:
    """'miss' is not a typo of 'mass' (one letter of four): no fact about mass passed off as the answer."""
    digest = LANDER.replace("carries six payloads", "has a dry mass of 690 kg")
    m = FactIndex.from_texts({"kestrel.txt": digest}).matcher
    assert m.resolve(Term("miss", "miss", frozenset(), False, None)) is None
    assert m.resolve(Term("mas", "mas", frozenset(), False, None)) is None  # too short to correct at all
    assert m.resolve(Term("temperatues", "temperatu", frozenset(), False, None)) is not None  # a longer typo still is


@pytest.mark.parametrize("message, answered", [
    ("lol this rover is dead", False),  # banter: an interjection and nothing asked
    ("lol how far did the rover drive", True), ("whos paying for the delivery lol", True),
])
def test_banter_is_not_taken_for_a_question(lander: FactIndex, message: str, answered: bool) -> None:
    """A chat interjection with no question in the message is chit-chat; with one, the question is answered."""
    assert lander.answer(message).answered is answered


@pytest.mark.parametrize("message, small_talk", [
    ("good evening folks", True), ("yo anyone awake", True), ("anyone awake?", True),
    ("hey guys how's it going", True), ("thanks everyone", True),  # a greeting, nothing asked
    ("good evening folks, how far did the rover drive", False),  # a greeting before a question: the question answers
    ("when is it back?", False),  # no greeting: the words that keep one company may ask something alone
])
def test_a_greeting_is_not_taken_for_a_question(lander: FactIndex, message: str, small_talk: bool) -> None:
    """Words of greeting and address only ("good evening folks") ask nothing, though "evening" may be in a fact; words
    that keep a greeting company ("people", "back") ask something without one."""
    ans = lander.answer(message)
    assert (ans.answer == "I can only answer questions about the story in the digests.") is small_talk, ans.answer
    assert not small_talk or not ans.answered


def test_the_last_word_of_a_what_question_can_name_its_measure(lander: FactIndex) -> None:
    """"what's the rover's top speed?": a speed, which no fact gives (it drove 40 metres: a length)."""
    ans = lander.answer("what's the rover's top speed?")
    assert not ans.answered and "speed" in ans.answer


def test_time_qualifiers_are_not_words_a_fact_must_contain() -> None:
    """'original', 'current', 'latest' qualify the question; the recency features weigh them, no fact must say them."""
    from knowledge.matcher import Matcher

    q = Matcher([]).parse_question("what was the original target date for first power")
    assert "original" in [t.surface for t in q.optional] and "original" not in [t.surface for t in q.required]


def test_a_question_asked_again_without_some_digests_is_answered_as_by_a_fresh_matcher() -> None:
    """The matcher reuses the last question's candidates; with digests excluded it answers as a new one would."""
    from knowledge.matcher import Matcher

    texts = {"kestrel.txt": LANDER, "fernbank.txt": TOOLKIT}
    index = FactIndex.from_texts(texts)
    q = "who is paying for the delivery?"
    index.matcher.answer(q)
    again = index.matcher.answer(q, exclude_digests=frozenset({"kestrel.txt"}))
    fresh = Matcher(FactIndex.from_texts(texts).facts).answer(q, exclude_digests=frozenset({"kestrel.txt"}))
    assert again.model_dump() == fresh.model_dump()


FERRY = """Marrow Lines Opens Its Island Ferry Route

Marrow Lines has opened a ferry route from Port Ashby to the Skerrow islands with the new ferry Corvina.

Confirmed

• The ferry Corvina was built by Tallis Yards in Gdansk (@tallisyards).
• Orvel-3, the line's second ferry, is planned for 2028 (@marrowlines).
• Corvina currently sails at about 70% of its rated speed while its engines are run in (@marrowlines).
• The first sailing of the season leaves Port Ashby for the Skerrow islands on 05-02 (@marrowlines).
• The season's last sailing is on 10-30 (@marrowlines).
• Twelve volunteer contributors maintain the timetable app (@marrowlines).
• Marrow Lines is contributing £2 million to the harbour upgrade at Port Ashby (@portashby).
• The crossing takes 95 minutes and Corvina carries up to 400 passengers (@marrowlines).

Primary sources

Corvina enters service — marrowlines · 2026-05-02
Harbour upgrade funding agreed — portashby · 2026-04-20
Tallis Yards delivers Corvina — tallisyards · 2026-03-30
"""


@pytest.fixture(scope="module")
def ferry() -> FactIndex:
    """A made-up story from yet another field (transport)."""
    return FactIndex.from_texts({"ferry.txt": FERRY})


def test_a_misspelling_means_the_word_it_is_closest_to_not_a_word_sharing_its_stem(ferry: FactIndex) -> None:
    """"contributers" is spelt like "contributors", though its stem is that of "contributing"."""
    assert "Twelve" in ferry.answer("how many contributers?").answer
    assert "£2 million" in ferry.answer("who is contributing to the harbour?").answer  # a word spelt right stays


def test_the_kind_of_answer_is_the_head_of_a_which_question(ferry: FactIndex) -> None:
    """"which company built X": "company" names the answer's kind; "built" is not what the question is about."""
    q = ferry.matcher.parse_question("which company built the corvina?")
    assert q.focus is None
    assert "Tallis Yards" in ferry.answer("which company built the corvina?").answer


@pytest.mark.parametrize("question, dimensions", [
    ("what was the target date for first power", ()),  # a date is asked; "power" ends the question
    ("what's the turbine's rated power", ("power",)),
])
def test_a_measure_is_not_asked_when_another_kind_of_answer_is(question: str, dimensions: tuple[str, ...]) -> None:
    """The last word of a what-question names a measure only when no word before it names another kind of answer."""
    from knowledge.matcher import Matcher

    assert Matcher([]).parse_question(question).dimensions == dimensions


def test_a_share_of_the_asked_measure_is_a_figure_for_it(ferry: FactIndex) -> None:
    """"how fast": "about 70% of its rated speed" answers it, though no fact gives a speed unit."""
    ans = ferry.answer("how fast is corvina sailing?")
    assert ans.answered and "70%" in ans.answer, ans.answer


def test_an_asked_thing_no_fact_mentions_is_marked_missed_in_every_candidate(ferry: FactIndex) -> None:
    """"which captains": no fact has the word, so no candidate mentions what the question asks about."""
    m = ferry.matcher
    scored, _ = m.rank(m.parse_question("which captains have sailed the route?"))
    at = FEATURES.index("focus_missed")
    assert scored and all(s.features is not None and s.features[at] == 1.0 for s in scored[:5])


def test_a_fact_saying_the_asked_member_of_a_class_is_preferred_to_one_saying_another(ferry: FactIndex) -> None:
    """"the last sailing": a near fact saying "last" answers, not the better-matching one saying "first"."""
    ans = ferry.answer("when does the last sailing of the season leave?")
    assert ans.answered and "10-30" in ans.answer and "first sailing" not in ans.answer, ans.answer
    assert "05-02" in ferry.answer("when does the first sailing of the season leave?").answer


def test_a_numbered_name_the_best_fact_lacks_is_not_answered_with_another_name(ferry: FactIndex) -> None:
    """"orvel-3": the crossing fact is about Corvina; the digests say nothing of Orvel-3's passengers."""
    ans = ferry.answer("how many passengers will orvel-3 carry?")
    assert not ans.answered and "orvel-3" in ans.answer, ans.answer
    assert ferry.answer("how many passengers does corvina carry?").answered
    assert "2028" in ferry.answer("when is orvel-3 planned?").answer


@pytest.mark.parametrize("question, qtype", [
    ("what share of the flow goes to the harbour?", "percent"),
    ("share of ferry tickets sold online?", "percent"),  # nothing else is asked
    ("what lake receives a small fraction of the flow?", "what"),  # a lake is asked; the fraction is its topic
])
def test_a_share_word_asks_for_a_share_only_where_it_is_asked(question: str, qtype: str) -> None:
    """"fraction" makes a percent question after "what"/"how much", not anywhere in it."""
    from knowledge.matcher import Matcher

    assert Matcher([]).parse_question(question).qtype == qtype


@pytest.mark.parametrize("question, dimensions", [
    ("how much lower was the sea in the last cold phase?", ()),  # "cold" is in another clause
    ("how much power was it getting after landing", ("power",)),
])
def test_a_how_much_measure_is_read_in_its_own_clause(question: str, dimensions: tuple[str, ...]) -> None:
    """The measure of "how much …" is named before the first preposition, not anywhere after it."""
    from knowledge.matcher import Matcher

    assert Matcher([]).parse_question(question).dimensions == dimensions


def test_a_founder_is_not_taken_for_a_director() -> None:
    """"founding members", "founded in": founding is not directing; "heads" and "chief" still lead."""
    from knowledge.analyze import term_for

    director = term_for("director").concepts
    assert director.isdisjoint(term_for("founding").concepts | term_for("founded").concepts)
    assert not director.isdisjoint(term_for("heads").concepts) and not director.isdisjoint(term_for("chief").concepts)


def test_a_measure_of_a_name_the_best_fact_lacks_is_refused_unless_the_story_frames_it(ferry: FactIndex) -> None:
    """"the Gdansk ferry": the crossing fact never says Gdansk; the Skerrow route is in the summary, which frames it."""
    ans = ferry.answer("how many passengers does the Gdansk ferry carry?")
    assert not ans.answered and "Gdansk" in ans.answer, ans.answer
    assert "400" in ferry.answer("how many passengers does the Skerrow ferry carry?").answer  # the route, in the summary


def test_a_numbered_name_in_the_summary_does_not_frame_its_sibling() -> None:
    """The summary names Orvel-3 too; the crossing fact is still about Corvina, not Orvel-3."""
    text = FERRY.replace("with the new ferry Corvina.", "with the new ferry Corvina; Orvel-3 follows in 2028.")
    ans = FactIndex.from_texts({"ferry.txt": text}).answer("how many passengers will orvel-3 carry?")
    assert not ans.answered, ans.answer


def test_how_long_is_a_duration_when_no_fact_gives_a_length(ferry: FactIndex, lander: FactIndex) -> None:
    """"how long is the crossing?": no length in the digest, so its 95 minutes; a length is still preferred."""
    ans = ferry.answer("how long is the crossing?")
    assert ans.answered and "95 minutes" in ans.answer, ans.answer
    assert "40 metres" in lander.answer("how long was the rover's drive?").answer


@pytest.mark.parametrize("question, expected", [
    ("when was the funding agreed?", "2026-04-20"),  # the cited post's title says it, and its date answers
    ("who delivers?", "Tallis Yards"),
])
def test_the_title_of_a_cited_post_is_evidence_for_its_fact(ferry: FactIndex, question: str, expected: str) -> None:
    """A fact matched through the title of the post it cites is answered (and the post gives the date)."""
    ans = ferry.answer(question)
    assert ans.answered and expected in ans.answer, ans.answer


def test_a_refusal_names_the_word_as_the_question_spells_it(ferry: FactIndex) -> None:
    """"Orvel-9" is refused as written, not as the analysed "orvel 9"."""
    assert "\u201cOrvel-9\u201d" in ferry.answer("how many passengers will Orvel-9 carry?").answer


@pytest.mark.parametrize("fact, ok", [
    ("The lander touched down at Tycho crater on 04-02.", 1.0),  # a place phrase: "at Tycho"
    ("The Kestrel rover drove 40 metres on 04-03.", 0.0),  # names and figures, no place
    ("Kestrel landed near the crater rim.", 0.0),  # a place phrase without a name
])
def test_a_place_is_a_name_after_a_place_word_not_any_figure(fact: str, ok: float) -> None:
    """A 'where' question is answered by a named place ("at Tycho"); a figure is no place."""
    from knowledge.support import answer_type_ok

    ft = fact_text(fact)
    assert answer_type_ok("place", ft, len(analyze(fact).numbers), {"where", "kestrel"}, "confirmed", False) == ok


@pytest.mark.parametrize("fact, ok", [
    ("The cash reached the riders through a sponsorship firm owned by the team doctor.", 1.0),  # a means
    ("The riders were paid by routing the bonuses via an agency in Lisbon.", 1.0),
    ("The bonuses were hidden because the team feared a points penalty.", 1.0),  # a cause stated
    ("The riders received 40,000 euros each in 2024.", 0.0),  # what, not how
    ("Prize money rose by 20% after the sponsor joined.", 0.0),  # "by" a figure, "after" a time: no means
])
def test_a_manner_asked_is_answered_by_a_means_or_a_cause(fact: str, ok: float) -> None:
    """"how were they getting the cash to the riders": a fact telling a means ("through", "via", "by routing") or a
    cause answers it; one telling only what was paid does not."""
    from knowledge.support import answer_type_ok

    ft = fact_text(fact)
    assert answer_type_ok("manner", ft, len(analyze(fact).numbers), {"how", "riders"}, "confirmed", False, fact) == ok


@pytest.mark.parametrize("fact, ok", [
    ("Safety Inspection Finds Overhead Line Faults; Opening Pushed to Spring", 0.0),  # a headline's capitals
    ("Former Postdoc Says Warnings Were Ignored as Flagged Papers Reach 22", 0.0),
    ("Inspection Finds Faults; T3 Opening Pushed Back", 0.0),  # a designation names no one
    ("Kilbrennan Plant Shut as Recall Widens to Three Cheeses", 1.0),  # a word no English text uses
    ("Chief inspector Hanne Solberg said the line needs new supports.", 1.0),
])
def test_a_title_cased_headline_names_only_what_english_lacks(fact: str, ok: float) -> None:
    """A headline capitalises its words: those in English use name no one ("Overhead Line Faults"), nor does a
    designation ("T3"); a word no English text uses still does ("Kilbrennan")."""
    from knowledge.support import answer_type_ok

    ft = fact_text(fact)
    asked = {"who", "postdoc", "inspection"}  # "who is the postdoc", "who did the inspection"
    assert answer_type_ok("person", ft, len(analyze(fact).numbers), asked, "headline", False) == ok


LAKES = """The Lakes of the Orrin Basin

The Orrin Basin holds three lakes.

Confirmed

• The basin's lakes are the Nordsee ("north lake"), the Mittelsee and a chain of ponds (@basinwatch).
• The Vardsee lies between the Mittelsee and the hills, and the Vardsee freezes every winter (@basinwatch).
• The Mittelsee is the deepest lake of the basin, at 40 m (@basinwatch).

Primary sources

Lakes of the Orrin Basin — basinwatch · 2026-05-02
"""


@pytest.mark.parametrize("question", ["What does Nordsee mean?", "What is the English translation of Nordsee?",
                                      "What does the name Nordsee translate to?"])
def test_a_meaning_asked_is_answered_by_the_quoted_gloss(question: str) -> None:
    """ "What does X mean / translate to": the fact that glosses X in brackets ("north lake") answers it."""
    ans = FactIndex.from_texts({"lakes.txt": LAKES}).answer(question)
    assert ans.answered, ans.answer
    assert "north lake" in ans.answer


@pytest.mark.parametrize("question", ["What does the name Mittelsee translate to?", "what does mittelsee mean"])
def test_a_meaning_no_fact_glosses_is_not_answered(question: str) -> None:
    """A fact that names the word but glosses another one is no answer to what the word means; the reply names it."""
    ans = FactIndex.from_texts({"lakes.txt": LAKES}).answer(question)
    assert not ans.answered, ans.answer
    assert "what \u201cmittelsee\u201d means" in ans.answer.lower(), ans.answer


@pytest.mark.parametrize("fact, question, expected", [
    ("The CfD (contract for difference) price is £58 (@grid).", "what does CfD stand for?", "contract for difference"),
    ("The contract for difference (CfD) price is £58 (@grid).", "what does cfd mean", "contract for difference"),
    ("The new GPUs (graphics processing units) arrive in May (@grid).", "What does GPU stand for?", "graphics"),
    ("The grid uses HVDC links to reach the coast (@grid).", "What does HVDC stand for?", None),
])
def test_an_acronym_asked_is_answered_by_its_expansion(fact: str, question: str, expected: str | None) -> None:
    """An acronym with its expansion in brackets (either way round) says what it stands for; one without does not."""
    digest = LAKES.replace("• The Mittelsee is the deepest lake of the basin, at 40 m (@basinwatch).", "• " + fact)
    ans = FactIndex.from_texts({"grid.txt": digest}).answer(question)
    assert ans.answered is (expected is not None), ans.answer
    if expected:
        assert expected in ans.answer


TRAMS = """Velm Opens Its Tram Line

The city of Velm has opened its first tram line.

Confirmed

• The new tram line is a 14.2 km route with 23 stops (@velmtransit).
• The city ordered 18 trams, each 42 metres long (@velmtransit).
• The tram line opened on 03-14, four months late (@velmtransit).

Primary sources

Velm transit news — velmtransit · 2026-05-02
"""


@pytest.mark.parametrize("question, expected", [
    ("how long is the new tram line", "14.2 km"),  # "long" is the measure asked, not a word to find ("42 metres long")
    ("when did the tram finally open", "03-14"),  # "finally": a word of tone, not a key word
])
def test_the_measure_asked_and_words_of_tone_are_not_key_words(question: str, expected: str) -> None:
    """ "how long" asks for a length; the fact that says "long" is not for that the better answer."""
    ans = FactIndex.from_texts({"trams.txt": TRAMS}).answer(question)
    assert ans.answered, ans.answer
    assert expected in ans.answer


@pytest.mark.parametrize("question, kind", [
    ("what does the ruling mean for restaurants?", ""),  # what it implies, not what a word means
    ("what does it mean for restaurants?", ""),
    ("what does Obersee mean?", "gloss"),
])
def test_mean_for_asks_no_gloss(question: str, kind: str) -> None:
    """Only a meaning asked of a word is a gloss question."""
    from knowledge.matcher import Matcher

    assert Matcher([]).parse_question(question).kind == kind


@pytest.mark.parametrize("text", ["The court will rule next week.", "The hearing is on Tuesday.",
                                  "It must comply within 60 days.", "A ruling is due tomorrow.",
                                  "A ruling is due in two weeks.", "It must comply within a month."])
def test_relative_times_are_dates(text: str) -> None:
    """ "When will it happen" is answered by "next week" or "within 60 days" as by a calendar date."""
    assert fact_text(text).has_date


@pytest.mark.parametrize("fact, subject, verb, swapped", [
    ("The flow of the river is fast.", {"river"}, "flow", False),  # "flow" a noun here, not the fact's verb
    ("The Tessa emerges from Lake Orrin.", {"lake", "orrin"}, "emerg", True),
    ("The Tessa is the river that emerges from Lake Orrin.", {"lake", "orrin"}, "emerg", True),  # "that": no article
    ("The remake has a Metacritic score of 71 from 40 critic reviews.", {"critic"}, "score", False),  # article, modifier
])
def test_a_noun_use_of_the_verb_is_no_role_swap(fact: str, subject: set[str], verb: str, swapped: bool) -> None:
    """Only a verb the question's subject stands after turns the question round."""
    from knowledge.support import role_swapped

    assert role_swapped(frozenset(subject), verb, fact_text(fact)) is swapped


def test_two_changed_numbers_are_told_in_the_question_order() -> None:
    """The first changed "phase 2"-style detail of the question is the one the reply names, whatever the hash order."""
    from knowledge.matcher import Matcher
    from knowledge.question import parse_question

    for question, told in (("what did phase 2 of gate 4 show?", ("phase 2", "phase 3")),
                           ("what did gate 4 of phase 2 show?", ("gate 4", "gate 7"))):
        words = parse_question(question, Matcher([])).analysis.words
        assert contrast_of(words, fact_text("Phase 3 of gate 7 showed little.")) == told


@pytest.mark.parametrize("text, counted", [
    ("Lumen Air's first SR-300 passenger flight left Lisbon on 06-05", False),  # a model's name counts nothing
    ("The NX-44 engines were inspected", False),
    ("The first flight carried 300 passengers", True),
    ("About 1,200 passengers were on board", True),
])
def test_a_model_name_with_digits_counts_nothing(text: str, counted: bool) -> None:
    """"how many passengers": "SR-300 passenger flight" gives no passenger count (the 300 names the aircraft)."""
    from knowledge.analyze import term_for
    from knowledge.support import counts

    assert counts(frozenset({term_for("passengers").stem, term_for("engines").stem}), text) is counted


@pytest.mark.parametrize("text, counted", [
    ("The fund will buy up to $150 million of shares in the offering", False),  # a sum counts no shares
    ("Kelmar bought 12 million shares in the offering", True),
    ("The £2.8 million design centre will open in 2028", False),  # nor designers
    ("Shareholders get an extra \u00a3640,000 between them", False),  # "shareholders … £640,000": a sum after the noun
    ("The dig runs in a 14-week fieldwork window", False),  # a size counts only its own word ("week")
    ("It reported revenue in Q4 of 3.2 billion", False),  # a label counts nothing
])
def test_a_sum_a_size_or_a_label_counts_nothing(text: str, counted: bool) -> None:
    """"how many shares did Kelmar get": "$150 million of shares" gives a sum, not a number of shares (before, the
    figure counted the noun after it, and the near-miss was answered)."""
    from knowledge.analyze import term_for
    from knowledge.support import counts

    stems = frozenset(term_for(w).stem for w in ("shares", "designers", "shareholders", "fieldwork", "revenue"))
    assert counts(stems, text) is counted


@pytest.mark.parametrize("text, noun, counted", [
    ("The league has 640 clubs, of whom about 410 have voted for the plan", "clubs", True),  # "of whom N": the clubs
    ("The clubs sent 640 letters, of which 410 went unread", "clubs", False),  # the letters, not the clubs
    ("Boats from six ports pulled 27 people alive from the water", "survivors", True),  # those alive are survivors
    ("The blast left 12 people dead near the depot", "deaths", True),
    ("The only survivor, a 6-year-old boy, was found after 40 hours", "survivors", False),  # an age and a span
    ("The union wrote on 02-11 to represent members at the depot", "representatives", False),  # a day counts nothing
    ("More than 70% of the members had signed cards", "members", False),  # a share counts nothing
])
def test_whom_a_state_a_day_or_a_share_tells_what_a_figure_counts(text: str, noun: str, counted: bool) -> None:
    """ "of whom about 410" counts the noun before it; "27 people alive" counts survivors; a day or a share counts
    nothing."""
    from knowledge.analyze import term_for
    from knowledge.support import counts

    assert counts(frozenset({term_for(noun).stem}), text) is counted


@pytest.mark.parametrize("question, answered", [
    ("when is the commission's final report due?", False),  # the fact gives the interim report's date
    ("when is the commission's interim report due?", True),
])
def test_an_interim_report_is_not_the_final_one(question: str, answered: bool) -> None:
    """Stages of a report or a result (interim, preliminary, provisional / final) are a closed class of world knowledge:
    the date of one is no answer for the other."""
    from tests.digests import one_digest_index

    index = one_digest_index("The five-member commission is chaired by Reto Caduff, and its interim report is due by "
                             "mid-April", "The commission will hold hearings in Kurnberg")
    ans = index.answer(question)
    assert ans.answered is answered, ans.answer


@pytest.mark.parametrize("text, counted", [
    ("The official finisher count has been corrected to 14,312 from 14,280", True),  # "<noun> count … to N"
    ("The finisher toll now stands at about 14,300", True),
    ("The finisher count was delayed while 32 runners were checked", False),  # the figure counts runners
    ("Finisher medals cost 14 dollars each", False),
])
def test_a_count_of_a_noun_counts_it(text: str, counted: bool) -> None:
    """ "the finisher count has been corrected to 14,312" counts finishers, as "finishers now total 14,312" does."""
    from knowledge.analyze import term_for
    from knowledge.support import counts

    assert counts(frozenset({term_for("finishers").stem}), text) is counted


@pytest.mark.parametrize("text, counted", [
    ("The council approved plans for a 38,500-seat stadium by the river", True),  # the figure's own noun
    ("A 120-seat, two-deck ferry was ordered", True),
    ("The 24,000-capacity ground opened in 1908", False),  # a capacity, in no word for seats
    ("The stadium will open in 2029 with new seats", False),  # no figure counts them
])
def test_a_figure_joined_to_its_noun_counts_it(text: str, counted: bool) -> None:
    """"a 38,500-seat stadium" counts seats: the noun joined to the figure by a hyphen is the thing counted."""
    from knowledge.support import counts

    assert counts(frozenset({term_for("seats").stem}), text) is counted


@pytest.mark.parametrize("question, limit", [
    ("how big is the no-go zone around the volcano now", None),  # "no" is a piece of a name for the zone
    ("is the non-stop service back", None),
    ("which lake no longer has silt", "no longer"),  # a limiting word of its own
])
def test_a_limiting_word_inside_a_hyphenated_word_limits_nothing(question: str, limit: str | None) -> None:
    """ "the no-go zone" asks the zone's size, not something that is not; "no longer" limits."""
    from knowledge.analyze import analyze
    from knowledge.support import limit_missing

    assert limit_missing(question, analyze(question).words, "The exclusion zone was widened to 12 km") == limit


@pytest.mark.parametrize("question, rate", [
    ("how much does a captain earn a year", "year"),
    ("how many pages a day are they scanning", "day"),
    ("whats the annual rent", "year"),  # a period's adjective
    ("how much is it paid per page scanned", "page"),  # a thing, up to the verb after it
    ("what happened a year ago", None),  # a time, no rate
    ("how much did it cost for a year", None),
])
def test_the_period_or_thing_a_figure_is_asked_per(question: str, rate: str | None) -> None:
    """"a year", "annual", "per page" ask a figure per a period or thing; "a year ago", "for a year" do not."""
    assert asked_rate(analyze(question).words) == rate


@pytest.mark.parametrize("rate, text, gives", [
    ("year", "A captain earns €62,300 a year", True),
    ("year", "The mine produced 118,000 tonnes of copper in 2026", True),  # a year's figure
    ("year", "The scheme is expected to cost £185,000 in its first year", False),
    ("day", "The summer timetable restores 8 daily round trips", True),
    ("week", "It costs about £58,000 a week", True),
    ("passeng", "AAG wants to raise its per-passenger charge to £14.90", True),
    ("page", "Quillstone won a €19.2 million, six-year contract", False),
])
def test_a_fact_gives_a_figure_per_a_period_or_thing(rate: str, text: str, gives: bool) -> None:
    """"a year", "annual", "daily", "in 2026", "per-passenger" give a figure per it; "in its first year" does not."""
    assert gives_rate(rate, text) is gives


@pytest.mark.parametrize("text, named", [
    ("Alcázar, who finished 1 min 12 s behind Valtesse, is now the 2027 Tour of Aldermoor champion", True),
    ("Alcázar is now the 2027 Tour of Aldermoor champion", True),  # a sentence opening with the name
    ("The race is now the 2027 Tour of Aldermoor champion's to lose", False),  # no name: an English word
    ("The champion, who finished 1 min behind, has not been named", False),
])
def test_a_name_given_a_role_across_a_who_clause(text: str, named: bool) -> None:
    """"Alcázar, who finished behind Valtesse, is now the … champion" names the champion; a sentence opening with an
    English word names no one."""
    assert names_tied("champion", text, frozenset({"who", "the", "aldermoor", "champion", "now"})) is named


@pytest.mark.parametrize("text, named", [
    ("Corvell Systems, whose chief executive is Hana Lindqvist, opened a plant", True),  # the rest of a two-word title
    ("The chief of staff is Hana Lindqvist", False),  # a chief of something else
    ("The chief said it is Friday", False),
])
def test_a_two_word_title_then_is_and_a_name(text: str, named: bool) -> None:
    """"whose chief executive is Hana Lindqvist" names the chief executive; "the chief of staff is …" names no CEO."""
    from knowledge.lexicon import term_for

    assert names_tied("ceo", text, frozenset({"who", "ceo", "corvell"}), term_for("ceo").concepts) is named


@pytest.mark.parametrize("text, named", [
    ("Ingrid Salo quoted Dr. Ilse Marrow as saying the volcano is tiring", False),  # a quote, no name for the volcano
    ("The survey team named Mount Oruvane as the volcano behind the ash", True),
])
def test_as_saying_gives_no_name(text: str, named: bool) -> None:
    """"quoted Dr. Ilse Marrow as saying the volcano …": "as saying" reports speech; "X as the volcano" names it."""
    assert names_tied("volcano", text, frozenset({"whats", "the", "name", "of", "volcano"})) is named


@pytest.mark.parametrize("fact, other", [
    ("The fire was 22% contained on 09-02", True),  # a share and a date count nothing
    ("The fire had burned 63,900 acres by 09-06", True),  # acres, not the crews asked
    ("About 1,200 firefighters were on the lines", False),
])
def test_a_share_counts_nothing(fact: str, other: bool) -> None:
    """A figure with its "%" is a share: a fact giving only shares and dates counts nothing ("how many crews")."""
    from knowledge.support import counts_other

    assert counts_other(frozenset({"firefight", "crew"}), fact) is other


@pytest.mark.parametrize("fact, said", [
    ("Early findings blame corroded steel tendons inside the girders for the cracks", True),
    ("The BEA report traces the failure to a coating flaw", True),
    ("The span has been fitted with sensors so that engineers can watch the cracks", False),  # a purpose
])
def test_caused_is_said_by_a_cause_stated(fact: str, said: bool) -> None:
    """"what caused the cracks": a fact blaming or tracing them to something says so; one telling a purpose does not."""
    from knowledge.support import says_verb

    assert says_verb(term_for_caused(), fact_text(fact), 4) is said


def term_for_caused() -> Term:
    """The question term "caused"."""
    from knowledge.analyze import term_for

    return term_for("caused")


@pytest.mark.parametrize("fact, stated", [
    ("All flights are paused until the cause is found", False),  # a cause looked for, none stated
    ("A cracked feedline was named as the most likely cause", True),
    ("The cause of the fire was a faulty heater", True),
    ("A leak in the cooling loop at the north pump house halted testing for a month", True),  # a fault did it
    ("A software glitch delayed the launch", True),
    ("The fault was repaired and testing stopped in May", False),  # the fault did nothing: no cause stated
    ("The toll rise that set off the boycott stays in place", True),  # its subject set it off: the cause, told
    ("The ruling, which sparked the walkout, was upheld", True),
])
def test_a_cause_looked_for_is_no_cause_stated(fact: str, stated: bool) -> None:
    """"until the cause is found" states no cause; "the most likely cause", "the cause of the fire was" do."""
    from knowledge.support import states_cause

    assert states_cause(fact) is stated


@pytest.mark.parametrize("fact, gives", [
    ("Cabinet approved £21.5 million, up from the initial estimate of around £14 million", True),
    ("The fare rises to £3.40 from £2.90", True),
    ("The cost has risen to €46.5 million, well above the original estimate", False),  # told of, not given
    ("The trial has been moved to 2028-11-30 from its original September date", False),
])
def test_an_earlier_figure_is_given_only_with_its_value(fact: str, gives: bool) -> None:
    """"up from the initial estimate of £14 million" gives the earlier figure; "the original estimate" only tells of it."""
    from knowledge.support import gives_earlier, tells_earlier

    assert tells_earlier(fact)
    assert gives_earlier(fact) is gives


@pytest.mark.parametrize("fact, gives, calls", [
    ("The scales weighed 2.87 tonnes, down from the first estimate of 3.2 tonnes", True, True),
    ("The union's opening offer was a 4% rise", True, True),
    ("Early estimates based on its nails date the barge to around 1650", False, True),  # the figure further on
    ("The bill will be well above the first estimate. It was paid in 2027", False, False),  # told of, not given
    ("A first-year nurse earns $41,000", False, False),  # an ordinal naming a thing
])
def test_a_figure_called_the_first_one(fact: str, gives: bool, calls: bool) -> None:
    """"down from the first estimate of 3.2 tonnes" gives an earlier figure; "early estimates … 1650" calls its figure
    the first one; "well above the first estimate." gives none."""
    from knowledge.support import calls_first_figure, gives_earlier

    assert gives_earlier(fact) is gives
    assert calls_first_figure(fact) is calls


@pytest.mark.parametrize("fact, moved", [
    ("The hearing has been moved to 2028-05-19 from its original February date", True),
    ("First wafers were pushed back to Q2 2028", True),
    ("The vote is postponed until June", True),
    ("The launch is now scheduled for the first half of 2029", True),
    ("The office moved to Lisbon after the merger", False),  # a place, not a date
    ("The ferry was delayed for two hours by fog", False),  # a wait, not a new date
    ("The hearing will start on 2028-02-10", False),  # a date, no move
    ("The launch was delayed on 03-04 after a sensor fault", False),  # the day of the delay, not a new date
    ("The opening is now due on 2028-06-01", True),
])
def test_a_plan_moved_to_a_date_is_told(fact: str, moved: bool) -> None:
    """"moved to 2028-05-19", "pushed back to Q2 2028" tell a plan's new date; a move to a place or a wait do not."""
    from knowledge.support import tells_rescheduled

    assert tells_rescheduled(fact) is moved


@pytest.mark.parametrize("fact, said", [
    ("The trial was moved to 2028-11-30 after the logs were withheld", "The trial was moved to 2028-11-30"),
    ("first water is now expected in Q1 2031 instead of Q3 2030", "first water is now expected in Q1 2031"),
    ("First wafers were pushed back to the first half of 2028.", "First wafers were pushed back to the first half of 2028"),
    ("The vote is postponed until June, the council said", "The vote is postponed until June"),
])
def test_the_words_of_a_move_end_at_its_date(fact: str, said: str) -> None:
    """What a note quotes of a move: the few words before it, the verb and the date it was moved to, no more."""
    from knowledge.support import rescheduled

    assert rescheduled(fact) == said


@pytest.mark.parametrize("text, days, months", [
    ("Seized Scales to Be Burned in December", set(), {12}),  # a month, no day
    ("will be incinerated on 12-09, with 50 kg kept", {12}, set()),
    ("opens on 9 December or December 9th", {12}, set()),
    ("Second Release Slips to March 2029", set(), {3}),
    ("Vireo Touches Down on March 6, 2026", {3}, set()),  # a day with its year
    ("the board may march on", set(), set()),  # "may" and "march" written lower-case are no months
])
def test_the_days_and_months_a_text_gives(text: str, days: set[int], months: set[int]) -> None:
    """A day given ("on 12-09", "9 December") or a month alone ("in December")."""
    from knowledge.support import days_given, months_only

    assert days_given(text) == days and months_only(text) == months


@pytest.mark.parametrize("fact, name_told", [
    ("Price said the fee was fair (@rovers_fc).", True),  # a surname that is also a word opens the sentence
    ("The fee was fair, according to @rovers_fc.", False),  # the account credited names nobody
    ("Some said the fee was fair (@rovers_fc).", False),
])
def test_what_a_fact_names(fact: str, name_told: bool) -> None:
    """A capitalised word opening a sentence is a name unless it is a function, number or filler word."""
    from knowledge.support import fact_text

    assert bool(fact_text(fact).own_names) is name_told


@pytest.mark.parametrize("nouns, text, named", [
    (("banks",), "The Halden Development Bank lent $900 million.", True),  # the head of a name
    (("turbines",), "four 250 MW Kaplan turbines", True),  # a name before the noun
    (("drug",), "taking the antifibrotic drug tevorafen daily", True),  # a word no word list holds after it
    (("drug",), "the Food and Drug Administration played no part", False),  # the noun inside another's name
    (("drug",), "patients on an existing drug (@ingridmaasland).", False),  # the account credited names nothing
    (("rule",), "The court ruled on 11-19.", False),  # a verb of the same stem is not the noun
    (("hospital",), "23 patients were moved to two other Lestrad hospitals", False),  # some of the kind, none named
    (("hospital",), "A generator failed at St Aurel University Hospital on 07-16", True),
    (("reservoir",), "The Tessaly Reservoir Management Board said so.", True),  # inside a longer name, after a rare word
    (("union",), "Drivers at Great Union Railways voted to strike.", False),  # after a common word: another's name
    (("reservoirs",), "Water fell at 14 of the 30 reservoirs; 9 are below a quarter.", False),  # the next clause's figure
    (("reservoir",), "Engineers said a reservoir that runs dry takes years to refill.", False),  # a relative clause
    (("films",), 'Prizes went to two films made abroad, Ana Petrov\'s "Night at the Harbour" and "Salt".', True),
    (("films",), 'The jury praised two films made abroad and said "We will return".', False),  # a quotation, no title
])
def test_names_instance(nouns: tuple[str, ...], text: str, named: bool) -> None:
    """A fact names one of the asked things by a name beside the noun (or one it stands in after a rare word, or a
    quoted title later in its clause), not by one containing it elsewhere, a relative clause or the next clause."""
    from knowledge.support import names_instance

    assert names_instance(nouns, text, frozenset({"which", "what"})) is named


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


@pytest.mark.parametrize("noun, text, named", [
    ("pier", "The ferry docked at pier 4 on Monday.", True),  # a number beside the noun names one
    ("town", 'Dunn said "the fire cost this town £3.2 million".', False),  # a sum beside it names none
    ("site", "The site 1.2 km from the river was chosen.", False),  # nor a measure
    ("plant", "Costs at the plant 30% over budget worried investors.", False),  # nor a share
])
def test_a_figure_that_measures_names_nothing(noun: str, text: str, named: bool) -> None:
    """A figure beside the noun names one of it ("pier 4") unless it is a sum, a share or a measure."""
    from knowledge.support import names_instance

    assert names_instance((noun,), text, frozenset({"which"})) is named


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


@pytest.mark.parametrize("text, named", [
    ("Summit Savings, a regional bank, is funding the dam.", True),  # a two-word name opening the sentence
    ("Meanwhile, a regional bank is funding the dam.", False),
])
def test_an_apposition_may_open_a_sentence(text: str, named: bool) -> None:
    """A name opening the sentence before ", a bank" names one; a connective ("Meanwhile,") does not."""
    from knowledge.support import names_instance

    assert names_instance(("bank",), text, frozenset({"which"})) is named


def test_non_turns_a_listed_word_round() -> None:
    """"nonbinding" asked, "binding" told: non- negates a word WordNet lists too."""
    from knowledge.support import contrast_of, fact_text

    assert contrast_of("was the nonbinding agreement signed".split(),
                       fact_text("The binding agreement was signed in May")) == ("nonbinding", "binding")


@pytest.mark.parametrize("noun, text, asked, named", [
    ("airline", "Captain Ana Ruiz, who flies for Corvina Air, landed safely", frozenset(), True),
    ("airlines", "Three carriers, among them Halcyon Airways, cut flights", frozenset(), True),
    ("regulator", "The Cyprus Securities and Exchange Commission suspended the licence", frozenset(), True),
    ("judge", "Mr Justice Pellow dismissed the claim", frozenset(), True),
    ("agency", "Scalpels have not been approved by the U.S. Food and Drug Administration", frozenset(), True),
    ("regulator", "The Federal Aviation Administration grounded the jets", frozenset(), True),
    ("agency", "The Halden Bureau of Statistics published the count", frozenset(), True),
    ("airline", "Corvina Air will lease two jets", frozenset({"corvina"}), False),  # the name the question says
    ("regulator", "The Commission said it would decide in May", frozenset(), False),  # no name beside the word
    ("airline", "The Harland Aviation Authority grounded the jets", frozenset(), False),  # a name of another kind
    ("volcano", "Mount Lembara erupted", frozenset(), False),  # a kind with no names listed
])
def test_names_kind_reads_a_name_such_things_go_by(noun: str, text: str, asked: frozenset[str], named: bool) -> None:
    """"which airline": a name with "Air", "Airways" or "Airlines" in it names one (world.json ``kind_name_heads``)."""
    assert names_kind(noun, text, asked) is named


@pytest.mark.parametrize("text, words", [
    ('The old north branch of the Rhine is called Kromme Rijn ("Bent Rhine") and flows past Utrecht.',
     {"old", "north", "branch", "rijn"}),  # the words a naming verb ties to the glossed name
    ('The Romans founded oppidum Ubiorum ("town of the Ubii"), which was renamed Colonia Agrippina in 50 AD.',
     {"ubiorum", "colonia", "agrippina"}),
    ('The lake is in the Obersee ("upper lake") region.', {"obersee"}),  # no naming verb: the glossed name alone
])
def test_a_gloss_also_glosses_what_a_naming_verb_ties_to_the_name(text: str, words: set[str]) -> None:
    """"What is the translation of the old north branch's name": the fact calls it Kromme Rijn ("Bent Rhine"), so the
    gloss says what the branch's name means (before, only the name's own words were glossed, and the fact was refused
    as giving no gloss of what is asked)."""
    from knowledge.analyze import term_for
    from knowledge.support import glossed

    assert {term_for(w).stem for w in words} <= glossed(text)
    assert term_for("region").stem not in glossed(text) and term_for("utrecht").stem not in glossed(text)


@pytest.mark.parametrize("text, named", [
    ("@cllr_marsh said one fire cost the town £3.2 million; @GreyfordResidents welcomed the ban", False),
    ("The fire cost the Greyford town council £3.2 million, councillors said", True),
])
def test_an_account_beside_a_noun_names_nothing(text: str, named: bool) -> None:
    """An @account written beside the noun ("the town £3.2 million; @GreyfordResidents") gives the town no name."""
    assert names_tied("town", text, frozenset({"which", "town", "was", "hit"})) is named


@pytest.mark.parametrize(("text", "says"), [
    ("a 98-metre ferry with room for 620 passengers", True),
    ("the hall will seat 2,150 people", True),
    ("plans for a 38,500-seat stadium", True),
    ("a stand-in ferry that carries up to 180 people", True),
    ("regulators will judge refuge chamber capacity and drilling readiness", False),  # no figure held
    ("the line carried 1.42 million passengers in 2026", False),  # what it carried, not what it can
])
def test_a_capacity_is_said_with_its_figure(text: str, says: bool) -> None:
    assert says_capacity(text) is says


@pytest.mark.parametrize(("text", "another"), [
    ("The tender sailed 40 km before losing its radio link to the ferry", True),  # the ferry only after the loss
    ("A failure of the ferry's steering pump left it adrift", False),  # "failure of" ties it
    ("Problems with the ferry's steering began on Monday", False),
    ("The ferry lost steering on Monday", False),  # the ferry before its fault
    ("The ferry carries 600 passengers", False),  # no fault told
])
def test_a_fault_told_before_the_thing_is_another_things(text: str, another: bool) -> None:
    """A fact naming the asked thing only after its failure word, not tied to it ("failure of", "problems with"),
    tells another thing's fault."""
    assert fault_of_another(frozenset({"ferri"}), text) is another


def test_a_cracked_part_is_a_fault() -> None:
    """"cracked" is a failure word: "what was wrong with the drain" is met by "the drain cracked"."""
    assert "~fail" in term_for("cracked").concepts


@pytest.mark.parametrize("text, counted", [
    ("Weekend coaches from 18:45 to 22:10 are capped at 1,200 trips a season", True),  # the subject, capped
    ("Visitors are limited to 400 a day while the floor is repaired", True),
    ("The festival said visitors would be limited to the north lawn, which holds 400 tents", False),  # not its figure
    ("The quota for coaches was capped at 1,200 trips", False),  # the subject is the quota, not the coaches
])
def test_a_figure_capping_its_subject_counts_it(text: str, counted: bool) -> None:
    """"Night buses are capped at 1,200 trips a season": the figure caps the clause's subject, so it counts it."""
    from knowledge.analyze import term_for
    from knowledge.support import counts

    stems = frozenset({term_for("coaches").stem}) if "coach" in text.lower() else frozenset({term_for("visitors").stem})
    assert counts(stems, text) is counted


@pytest.mark.parametrize("fact, missing", [
    ("About 3,400 tenants remain in temporary flats after the fire.", None),  # a state that goes on
    ("About 3,400 tenants are still in temporary flats.", None),
    ("About 3,400 tenants moved into temporary flats after the fire.", "don't"),
])
def test_a_state_that_goes_on_answers_a_negated_still(fact: str, missing: str | None) -> None:
    """"How many tenants still don't have their flats back": "3,400 remain in temporary flats" keeps the state asked."""
    from knowledge.support import limit_missing

    question = "How many tenants still don't have their flats back?"
    assert limit_missing(question, analyze(question).words, fact) == missing


def test_a_negation_without_still_needs_a_denial() -> None:
    """"How many tenants don't have their flats back" (no "still"): "remain" alone does not deny."""
    from knowledge.support import limit_missing

    question = "How many tenants don't have their flats back?"
    assert limit_missing(question, analyze(question).words, "About 3,400 tenants remain in temporary flats.") == "don't"


@pytest.mark.parametrize("fact, stated", [
    ("The Velvet Owls and Marla Quist were due to headline the opening night", False),  # a schedule
    ("The new terminal is now due to open in 2029", False),
    ("Services are due to resume on Monday", False),
    ("The delay is due to the late delivery of the signalling kit", True),  # a cause
    ("The match was abandoned due to heavy rain", True),
    ("It was due to a fault in the pump", True),
    ("The fair was called off on the recommendation of the council's safety group", True),  # done on advice
    ("The fair was called off at 14:00 on Friday, a day before gates were due to open", False),
])
def test_due_to_of_a_schedule_states_no_cause(fact: str, stated: bool) -> None:
    """"were due to headline", "is due to open": "due to" after "be" before a verb tells a plan, not a cause; an act
    done "on the recommendation of" a body is done for that reason."""
    from knowledge.support import states_cause

    assert states_cause(fact) is stated


def test_a_counted_noun_then_a_hedged_figure_counts_it() -> None:
    """"the number of cancelled services at about 46,700" counts services (a hedge between "at" and the figure)."""
    from knowledge.analyze import term_for
    from knowledge.support import counts
    assert counts(frozenset({term_for("services").stem}), "Rail Co put the number of cancelled services at about 4,700")


@pytest.mark.parametrize(("text", "verb", "expected"), [
    ("The Morrow Civil joint venture will design and build the crossing", "build", True),  # joined verbs
    ("Harlan Works is building the new depot", "build", True),
    ("A parcel left at the Dunmore Depot arrived two days late", "arriv", False),  # a name in a phrase
    ("Construction of the Tarn Bridge began on 04-02", "construct", False),  # a noun, no subject
    ("Delivery starts in May; the trucks are building up at the Kell yard", "build", False),  # after "at"
])
def test_names_subject_takes_a_name_before_the_verb_in_its_clause(text: str, verb: str, expected: bool) -> None:
    """A name the question lacks is the asked verb's subject when it stands before the verb in its clause, with no
    preposition before it."""
    names = {"morrow", "civil", "harlan", "works", "dunmore", "depot", "tarn", "bridge", "kell"}
    assert names_subject(verb, text, frozenset({"who", "building"}), names.__contains__) is expected


@pytest.mark.parametrize("text, done", [
    ("Ashgrove launched on 04-11, four weeks after its planned 14 March date", True),  # "planned" is no plan of it
    ("Brask Lines restarted its harbour ferry on 02-26 with a repaired hull", True),
    ("The operator expects to apply to restart the ferry before the end of 2026", False),  # an aim
    ("The game is expected to be launched on 05-01", False),  # a plan
    ("Harrowgate revealed a release date of 14 March 2027", False),  # a noun: no deed
    ("Ashgrove launched with a patch", False),  # no date
])
def test_a_deed_done_is_a_past_form_beside_a_date_with_no_plan_before_it(text: str, done: bool) -> None:
    """``tells_deed_done``: the asked verb's past form in a dated clause, no modal, "to" or plan word just before."""
    deeds = frozenset({term_for("launch").stem, term_for("release").stem, term_for("restart").stem})
    assert tells_deed_done(text, deeds) is done


def test_a_count_verb_between_a_noun_and_its_figure_counts_it() -> None:
    """"Retractions now total 12 across three journals" counts retractions, not only journals."""
    assert counts(frozenset({term_for("retractions").stem}), "Retractions now total 12 across three journals")


@pytest.mark.parametrize("text, figure, expected", [
    ("The count now stands at 23 fragments", "23", True),
    ("After the recall the share fell to 24%", "24%", True),
    ("Two more were found, bringing the total to six", "six", True),
    ("17 engines had cracked blades", "17", False),
    ("Sales fell sharply in spring, and 40 shops closed", "40", False),  # the change is told in another clause
    ("The share was 24%", "24%", False),
])
def test_a_figure_said_changed_is_told_so_in_its_own_clause(text: str, figure: str, expected: bool) -> None:
    """"fell to 24%", "now stands at 23": the words before the figure, in its clause, tell it changed or stands so now."""
    from knowledge.support import said_changed
    assert said_changed(text, figure) is expected


@pytest.mark.parametrize("text, old, cited", [
    ("Final count: 27 cases, up from 14 (@health).", "14 cases", True),  # bare, its unit named by the new one
    ("The clause was cut from 10% to 5% (@club).", "10%", True),
    ("Losses stand at 61 sheep, previously 23 sheep (@park).", "23 sheep", True),
    ("The lake released 2.3 million cubic metres, compared with 400,000 cubic metres (@lab).", "400,000 cubic metres",
     True),
    ("The list moved 2,400 patients from 14 clinics (@nhs).", "14 clinics", False),  # no new figure of its unit
    ("Final count: 27 cases, up from 14 (@health).", "27 cases", False),  # the new value, not the old one
])
def test_a_figure_cited_as_the_old_value_of_a_change(text: str, old: str, cited: bool) -> None:
    """"up from 14", "from 10% to 5%", "previously 23", "compared with 400,000": the figure is the old value of a change
    the fact gives (a quantity match: 400,000 cubic metres is 400,000 m3); a figure after "from" with no new one is not."""
    from knowledge.models import Fact
    from knowledge.numbers import extract_quantities
    from knowledge.support import cites_as_old

    fact = Fact(id="x", text=text, kind="confirmed", numbers=extract_quantities(text), seed="a.txt", line=1)
    assert cites_as_old(fact, extract_quantities(old)[0]) is cited


@pytest.mark.parametrize("noun, text, counted", [
    ("goats", "Confirmed goat losses since the reintroduction now stand at 40 across 12 farms", True),
    ("losses", "Confirmed goat losses since the reintroduction now stand at 40 across 12 farms", True),
    ("ducks", "Duck deaths across the estuary have risen to 310, the wardens said", True),
    ("cases", "Mumps cases in the district now stand at 52", True),
    ("deaths", "The death toll rose to 9 overnight", True),  # a count noun after it, as before
    ("cases", "The case was adjourned on 03-14", False),  # a day counts nothing
    ("deaths", "Deaths rose 12% on the year", False),  # nor a share
    ("goats", "Goat losses since the reintroduction worry 40 farmers", False),  # no tally word before the figure
])
def test_a_tally_of_events_counts_the_noun_they_befell(noun: str, text: str, counted: bool) -> None:
    """"goat losses … now stand at 40": the figure counts the losses and the goats lost, one each (world.json
    `event_nouns`), past a short phrase of time or place ("since the reintroduction", "across the estuary")."""
    assert counts(frozenset({term_for(noun).stem}), text) is counted


@pytest.mark.parametrize("question, fact, told", [
    ("What waiting time did the ferry bring for northbound cars?",
     "The ferry cut waiting times for southbound cars from 40 minutes to 15 minutes.", ("northbound", "southbound")),
    ("Where do westbound trains stop?", "Trains heading west stop at Dunmore.", None),  # "westbound" is "west"
    ("How warm was the reservoir at the surface?", "The reservoir was 4C at the bottom.", ("surface", "bottom")),
])
def test_compass_forms_and_a_surface_against_a_bottom_contrast(question: str, fact: str,
                                                               told: tuple[str, str] | None) -> None:
    """Every form of a compass point is in its class ("northbound", "westwards"), and water's surface is not its bottom
    (world.json ``contrasts``)."""
    from knowledge.matcher import Matcher
    from knowledge.question import parse_question

    words = parse_question(question, Matcher([])).analysis.words
    assert contrast_of(words, fact_text(fact)) == told


@pytest.mark.parametrize("fact, said", [
    ("Norwegian crews sank 12 barges.", True),  # before the noun asked
    ("Norwegian officials praised the crews.", False),  # another noun's
    ("The crews sank 12 barges.", False),
])
def test_a_modifier_asked_is_said_before_the_noun_it_sets_apart(fact: str, said: bool) -> None:
    """"norwegian crews" asked: a fact says the modifier only before "crews", as one of its kind sets it apart."""
    words = ["how", "many", "barges", "did", "norwegian", "crews", "sink"]
    assert says_asked_modifier(words, "norwegian", fact_text(fact)) is said
    assert says_asked_modifier(["when", "did", "the", "last", "vote", "pass"], "last",
                               fact_text("The vote was the last one.")) is True  # no modifier class: anywhere


@pytest.mark.parametrize("text, named", [
    ("The bridge rests on stone piers called starlings, set in the river bed", True),  # a term in lower case
    ("The town has a large ditch known as the moat", True),
    ("The bridge rests on stone piers, and the inspectors called the work good", False),
    ("The bridge rests on stone piers called by the council sound", False),  # "called by": no term
])
def test_a_noun_called_a_term_right_after_it_is_named(text: str, named: bool) -> None:
    """"What are the stone piers called": "stone piers called starlings" names them, a term in lower case too."""
    head = "moat" if "moat" in text else "piers"
    head = "ditch" if "ditch" in text else head
    assert names_tied(head, text, frozenset({"what", "stone", head, "called"})) is named


@pytest.mark.parametrize("question, told", [
    ("Which pump moved water less quickly than the old one?", ("less", "more")),
    ("Which pump moved water more quickly than the old one?", None),
])
def test_less_and_more_contrast(question: str, told: tuple[str, str] | None) -> None:
    """"less quickly" asked, "more quickly" told: another detail (as "fewer" against "more")."""
    from knowledge.question import read_wen
    from tests.digests import one_digest_index

    index = one_digest_index("The new pump moved water more quickly than the old one")
    m = index.matcher
    scored, _ = m.rank(m.parse_question(read_wen(question)))
    assert scored[0].contrast == told


@pytest.mark.parametrize("verb,fact,contrary", [
    ("close", "The Calder Playhouse opened in 1887 as a music hall.", "opened"),
    ("stop", "Crews began draining about 3,000 tyres on 01-12.", "began"),
    ("lose", "Caldra won a 20-year contract in the auction.", "won"),
    ("arrived", "The cabin had left the valley station at 10:46.", "left"),
    ("sold", "The group bought the mill in 2019.", "bought"),
    ("close", "The playhouse opened in 1887 and closed in 1961.", None),  # the asked deed is told too
    ("depart", "The cabin had left the valley station at 10:46.", None),  # the same deed in other words
    ("build", "The bridge was designed by Ana Ruiz.", None),
])
def test_says_contrary_finds_the_opposite_deed_in_any_form(verb: str, fact: str, contrary: str | None) -> None:
    """A fact telling the deed opposite to the asked verb, in any of their forms, is found; not one telling the asked
    deed too, nor one telling it in other words or another deed."""
    assert says_contrary(verb, fact_text(fact)) == contrary
