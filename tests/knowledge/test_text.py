"""Text helpers: how a user's question is cleaned before it is read."""

from __future__ import annotations

import pytest

from knowledge.text import clean_question, follow_up, split_sentences
from tests.digests import one_digest_index


@pytest.mark.parametrize("typed, cleaned", [
    ("WHO RUNS THE GRID THERE?", "who runs the grid there?"),  # shouted: its capitals are no names
    ("Who Runs The Grid There?", "who runs the grid there?"),  # title case: "The" is capitalised only by a title
    ("Hw Many Turbines R They Installing", "hw many turbines r they installing"),
    ("When did NASA pay Altamira?", "When did NASA pay Altamira?"),  # a sentence's capitals are kept
    ("Vireo Lander Update", "Vireo Lander Update"),  # no function word: it may be all names
    ("<@123456789012345678> why did it miss?", "why did it miss?"),  # a mention of someone else
    ("what about <:pog:123456> the cost <t:1700000000:R>", "what about the cost"),  # custom emoji, a timestamp
    ("**how much** did it _cost_?", "how much did it cost?"),  # markdown's marks
    ("> how big is it", "how big is it"),
    ("||when does it open||", "when does it open"),
    ("what did @wid_news say?", "what did @wid_news say?"),  # an account's underscore stays
    ("WHAT DID @LonghavenAction SAY", "what did @longhavenaction say"),  # accounts are compared without case
    ("is 12*13 156", "is 12*13 156"),
    ("hey bot, when does it open", "when does it open"),  # a greeting before the question
    ("Hi there, What's The Budget?", "what's the budget?"),
    ("Which Pharmacy Chain Went Bankrupt?", "which pharmacy chain went bankrupt?"),  # title case with no function word
    ("Halden Civils Kestrel Quay", "Halden Civils Kestrel Quay"),  # names, all of them
    ("good morning folks, is the bridge open?", "is the bridge open?"),
    ("gm everyone, hope ur all having a good week", "gm everyone, hope ur all having a good week"),  # nothing asked
    ("good evening folks", "good evening folks"),  # a greeting alone: the matcher says it asks nothing
    ("thanks bot ur the best", "thanks bot ur the best"),
    ("quick q: who runs the grid there?", "who runs the grid there?"),  # chat's lead-ins (world.json lead_ins)
    ("quick q: hw many ppl died", "hw many ppl died"),  # a question word in chat's spelling
    ("quick q: wat company did the drilling", "wat company did the drilling"),
    ("quick q: biggest piece?", "biggest piece?"),  # a question without a question word, its mark says it asks
    ("quick q: under the first draft how much was it", "under the first draft how much was it"),  # labelled: a
    ("question: r they going to appeal", "r they going to appeal"),  # colon after "q" or "question" says it asks
    ("quick q: hi", "quick q: hi"),  # one word after it: as typed
    ("sorry if this was asked already, when does it open?", "when does it open?"),  # a hedge before the question
    ("idk if anyone knows but who runs it", "who runs it"),
    ("sorry, my bad", "sorry, my bad"),  # nothing asked after it: as typed
    ("(when does it open?)", "when does it open?"), ('"who runs it?"', "who runs it?"),  # the whole of it enclosed
    ("when does it open asap", "when does it open"), ("who runs it? tia", "who runs it?"),  # chat's words after it
    ("ok so can you tell me when it opens", "when it opens"),
    ("btw is the bridge open", "is the bridge open"),
    ("so the budget went up", "so the budget went up"),  # nothing asked after it: as typed
    ("who runs the grid there? lol", "who runs the grid there?"),  # trailing words
    ("whats the budget pls thanks", "whats the budget"),
    ("anyone got a good recipe lol", "anyone got a good recipe lol"),  # banter keeps its "lol" for the gate
    ("\U0001F440 who runs it \U0001F914", "who runs it"),  # emoji
    ("how hot was it in \u00b0C", "how hot was it in \u00b0C"),  # a degree sign is no emoji
    ("what\u2019s 12 times 14", "what's 12 times 14"),  # a phone's curly apostrophe is the plain one
])
def test_clean_question(typed: str, cleaned: str) -> None:
    """Chat markup and markdown's marks go; a question typed all in capitals or in title case is read in lower case."""
    assert clean_question(typed) == cleaned


@pytest.mark.parametrize("question", [
    "WHO IS BUILDING THE STATION?", "Who Is Building The Station?", "<@123456789012345678> who is building the station?",
    "**who** is building the station?", "> who is building the station?", "hey bot, who is building the station?",
    "yo who is building the station", "quick q: who is building the station?", "so who is building the station lol",
    "can you tell me who is building the station \U0001F914",
])
def test_a_question_is_answered_however_it_is_typed(question: str) -> None:
    """Shouted, title-cased, mentioning someone or marked up, a question gets the answer the plain one gets (in
    capitals every word looked like a name no fact has)."""
    index = one_digest_index("Contractor Halden Civils is building the converter station at Longhaven",
                             "The station will cost 400 million pounds")
    plain = index.answer("who is building the station?")
    assert plain.answered and "Halden Civils" in plain.answer
    ans = index.answer(question)
    assert ans.answered and ans.answer == plain.answer, ans.answer


@pytest.mark.parametrize("message", ["hey bot, thanks bot ur the best", "hey bot, what's 12 times 14",
                                     "gm everyone, hope ur all having a good week"])
def test_greetings_thanks_and_sums_ask_nothing_of_the_story(message: str) -> None:
    """A greeting before thanks, a sum or banter is still no question about the story."""
    index = one_digest_index("Contractor Halden Civils is building the converter station at Longhaven",
                             "The station will cost 400 million pounds")
    ans = index.answer(message)
    assert not ans.answered, ans.answer
    if "gm" not in message:  # (banter is refused as a word no fact has)
        assert ans.answer.startswith("I can only answer questions about the story"), ans.answer


@pytest.mark.parametrize("text, expected", [
    ("who's the ceo and is he staying on after the deal", ("who's the ceo", "is he staying on after the deal")),
    ("how much is it, and will they pay it back", ("how much is it", "will they pay it back")),
    ("who won and did she break the record", ("who won", "did she break the record")),
    ("did the airport and its owner appeal", ("did the airport and its owner appeal", "")),  # "and" joins nouns
    ("when and is it open", ("when and is it open", "")),  # too short a first question
])
def test_a_second_question_joined_by_and_is_split_off(text: str, expected: tuple[str, str]) -> None:
    """An "and" followed by an auxiliary and a pronoun starts a second question."""
    assert follow_up(text) == expected


@pytest.mark.parametrize("paragraph, sentences", [
    ("The hall has three wings (c. 1410–1460) and a tower (ca. 1500). It reopened in 2001.",
     ["The hall has three wings (c. 1410–1460) and a tower (ca. 1500).", "It reopened in 2001."]),
    ("The fund was set up by Ada K. Lorne in 1950. It closed in 1990.",
     ["The fund was set up by Ada K. Lorne in 1950.", "It closed in 1990."]),
    ("The city kept to Plan B. The rest was shelved.", ["The city kept to Plan B.", "The rest was shelved."]),
    ("The office moved to Washington, D.C. The staff followed.", ["The office moved to Washington, D.C.",
                                                                  "The staff followed."]),
])
def test_circa_and_a_middle_initial_end_no_sentence(paragraph: str, sentences: list[str]) -> None:
    """"(c. 1410–1460)" and "Ada K. Lorne" do not end a sentence; "Plan B. The rest …" and "D.C. The staff" do."""
    assert split_sentences(paragraph) == sentences
