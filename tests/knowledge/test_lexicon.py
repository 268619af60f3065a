"""The shipped WordNet lexicon (knowledge/data/lexicon.json): plain data, by stem, no hubs."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from benchmarks.build_lexicon import MAX_INDEGREE
from knowledge import lexicon
from knowledge.analyze import stem
from knowledge.index import FactIndex
from knowledge.lexicon import LEXICON_FILE, relatives


def test_the_lexicon_is_plain_json_keyed_by_stems() -> None:
    """Keys are lower-case; each stem's relatives are sorted, unique and never the stem itself; the file is plain JSON."""
    table = json.loads(LEXICON_FILE.read_text(encoding="utf-8"))["relatives"]
    assert len(table) > 5000
    for key, joined in table.items():
        related = joined.split()
        assert key == key.lower() and related == sorted(set(related)) and key not in related, key


def test_no_word_is_the_relative_of_too_many() -> None:
    """A word related to very many ("move", "change") was dropped: it would stand for anything."""
    table = json.loads(LEXICON_FILE.read_text(encoding="utf-8"))["relatives"]
    indegree = Counter(r for joined in table.values() for r in joined.split())
    assert max(indegree.values()) <= MAX_INDEGREE
    assert "move" not in indegree and "chang" not in indegree


def test_common_relations_are_there() -> None:
    """A sense's other words, the sense one level up, a word made from it, the noun an adjective pertains to."""
    assert "earthquak" in relatives(stem("quake"))
    assert "vessel" in relatives(stem("boat"))
    assert "death" in relatives(stem("die"))
    assert stem("sweden") in relatives(stem("swedish"))
    assert stem("japan") in relatives(stem("japanese"))
    assert relatives("no-such-stem") == ()


def test_news_paraphrases_are_read_both_ways_by_stem() -> None:
    """world.json ``paraphrases``: each word of a group says the others, by stem, never itself; none for other words."""
    assert {stem("withdraw"), stem("abandon")} <= lexicon.paraphrases(stem("dropped"))
    assert stem("drop") in lexicon.paraphrases(stem("withdrew"))
    assert stem("sack") in lexicon.paraphrases(stem("fired"))
    assert stem("fired") not in lexicon.paraphrases(stem("fired"))
    assert lexicon.paraphrases("no-such-stem") == frozenset()
    assert stem("accredited") in lexicon.paraphrases(stem("certified"))  # one deed, two words


def test_a_trip_is_a_voyage_and_an_outbreak_a_start() -> None:
    """world.json ``paraphrases``: a trip, a journey and a voyage are one; a war's outbreak is its start."""
    assert {stem("voyage"), stem("journey")} <= lexicon.paraphrases(stem("trip"))
    assert {stem("start"), stem("beginning")} & lexicon.paraphrases(stem("outbreak"))
    assert stem("epidemic") in lexicon.paraphrases(stem("outbreak"))  # a disease's outbreak too


def test_a_place_and_its_people_say_one_another() -> None:
    """world.json ``demonyms``: "Norway" is said by "Norwegian", and the other way round, by stem."""
    assert stem("norwegian") in lexicon.demonyms(stem("norway"))
    assert stem("portugal") in lexicon.demonyms(stem("portuguese"))
    assert stem("poles") in lexicon.demonyms(stem("poland"))
    assert lexicon.demonyms(stem("harbour")) == frozenset()


def test_a_claim_filed_in_court_is_a_lawsuit() -> None:
    """world.json ``paraphrases``: who sues files a claim and is its claimant ("how much are they suing for": "the
    claim seeks £2 million")."""
    assert {stem("claim"), stem("claimant")} <= lexicon.paraphrases(stem("suing"))
    assert stem("sue") in lexicon.paraphrases(stem("claims"))


def test_counts_tell_common_words_from_rare_ones() -> None:
    """WordNet's tagged-text counts, by stem: "surface" is common, "royalty" rare, an unknown word 0."""
    from knowledge.lexicon import met

    assert met(stem("surface")) > 100 > met(stem("royalty")) > 0 == met("no-such-stem")


def test_a_word_is_related_only_in_the_parts_of_speech_it_is_met_in() -> None:
    """"moon" is met as a noun: its rare verb sense ("to idle") gives it no relatives."""
    assert "satellit" in relatives(stem("moon"))
    assert "idl" not in relatives(stem("moon"))
    assert "investig" in relatives(stem("probe"))  # a sense met by its other words ("investigation") counts


@pytest.mark.parametrize("word, known", [
    ("suing", True), ("stopped", True), ("cheeses", True), ("hackers", True),  # inflections of WordNet's words
    ("lufthansa", False), ("zarvik", False),  # names, not English words
    ("rhe", True),  # too short to call a name: as often a slip
    ("children", True), ("bought", True), ("knives", True),  # irregular forms
    ("cyberattack", True), ("crypto", True),  # a coinage's prefix, a word newer than WordNet
    ("ashford", False), ("oakridge", False),  # two words run together make a place name, not a word
])
def test_a_word_is_english_when_wordnet_holds_it_or_its_lemma(word: str, known: bool) -> None:
    """The word list knows inflected forms by WordNet's rules of inflection."""
    assert lexicon.english(word) is known


def test_proper_nouns_are_the_words_wordnet_writes_only_capitalised() -> None:
    """"australia" and "monday" are names; "march" (a verb too) and "china" (porcelain) are not only names."""
    assert lexicon.proper("australia") and lexicon.proper("monday")
    assert not lexicon.proper("march") and not lexicon.proper("china") and not lexicon.proper("dam")
    assert not lexicon.proper("french") and not lexicon.proper("dutch")  # demonyms stand for their countries too


@pytest.mark.parametrize("word, meant", [
    ("complaned", "complained"), ("hosptal", "hospital"), ("goverment", "government"), ("evacuted", "evacuated"),
    ("resuce", "rescue"),  # two neighbours swapped
    ("greta", None), ("garin", None), ("chanel", None),  # a short name a swap or a letter from a word stays a name
    ("halvard", None),  # one letter from "halyard", a word met in no tagged text: a name, not a slip
    ("lufthansa", None), ("complained", None),  # no English word near it; an English word itself
    ("pyle", None),  # too short: a name as often as a slip of "pile"
    ("biden", None), ("starmer", None), ("messi", None),  # a letter changed or added is a name, not a slip
    ("hacekrs", "hackers"), ("lwasuit", "lawsuit"), ("tseters", "testers"),  # swaps of words met in no tagged text
    ("judegs", "judges"),  # a plural WordNet also writes capitalised (the book), a common noun all the same
    ("cirtics", "critics"),  # "citrics" is an English word too, but met in no tagged text: the common one wins
    ("shipwrek", "shipwreck"), ("soundpoofing", "soundproofing"),  # a long word a letter short of a rare word
    ("becasue", "because"), ("druing", "during"),  # a function word, which WordNet lacks
    ("against", None), ("towards", None),  # a function word WordNet lacks is no slip ("again" + "-est")
    ("strated", "started"),  # "straited" too, but met far less often
    ("sotres", None),  # "stores" or "sortes", both met: no telling
    ("overiew", "overview"), ("evacees", "evacuees"),  # seven letters, one short of a word met in no tagged text
])
def test_a_slip_of_a_common_english_word(word: str, meant: str | None) -> None:
    """A word no word list holds, one letter from exactly one common English word (or, were there none, two neighbours
    swapped in exactly one English word), is a slip of it."""
    assert lexicon.slip_of(word) == meant


@pytest.mark.parametrize("word, meant", [
    ("teraing", "tearing"), ("reslut", "result"), ("repoted", "reported"),  # listed only as made of a rare word
    ("beginer", None), ("shuting", None), ("swapped", None),  # made of a common word ("begin"), or near no common one
    ("aaginst", "against"), ("themslves", "themselves"),  # a function word, swapped or a letter short
    ("womnes", "womens"), ("woulvde", "wouldve"), ("dosent", "doesnt"),  # chat's forms without their apostrophe
    ("octoebr", "october"), ("septmeber", "september"), ("wednseday", "wednesday"),  # a month or weekday is no name
    ("govement", "government"), ("govrement", "government"), ("delirate", "deliberate"),  # two slips, long words
    ("thunberg", None), ("lufthansa", None),  # a long name two slips from no common word stays a name
])
def test_more_slips_of_common_english_words(word: str, meant: str | None) -> None:
    """A word WordNet lists only as made by its rules of a word met in no tagged text is a slip of a word met often;
    a slip of a function word, of chat's apostrophe-less forms, of a month or weekday is that word; a long word no
    list holds, one slip from no English word, is two slips from the one common word it nearly spells."""
    assert lexicon.slip_of(word) == meant


@pytest.mark.parametrize("question, start, related, words", [
    ("why did the roof cave in", 4, "collaps", 2),  # its verb's stem and particle: collapse
    ("which highway did they shut down", 4, "close", 2),
    ("how many stores do they have to get rid of", 7, "remov", 3),  # a light verb's phrase: three words
    ("when did the ceo step down", 4, "resign", 2),  # its first sense, not its second ("decrease")
    ("did the roof cave", 3, None, 0),  # no particle: the verb alone
    ("when is the tower getting torn down", 5, "demolish", 2),  # world.json phrasal_verbs: WordNet says raze, level
    ("when was the result made official", 4, "certifi", 2),  # "make official": certify, ratify
    ("when did the regulator sign off on the merger", 4, "clear", 2),  # world.json: approve, clear
    ("how much did the county chip in for the roads", 5, "contribut", 2),  # a preposition after it: no object
    ("how much did the appeal bring in finally", 5, "earn", 2),  # a sentence adverb after it ("in the end")
    ("how much did the winner take home", 5, "earn", 2),  # world.json: "take home" pay
])
def test_a_phrasal_verb_has_the_relatives_of_its_meaning(question: str, start: int, related: str | None,
                                                         words: int) -> None:
    """WordNet's phrasal verbs ("cave in", "shut down", "get rid of") stand for what they mean, not for their verb."""
    got, n = lexicon.phrase_relatives(question.split(), start)
    assert n == words
    assert (related in got) if related else not got


@pytest.mark.parametrize("question, start, noun", [
    ("is anyone getting laid off", 3, "layoff"),  # its verb's base and particle as one noun: "layoffs"
    ("when did they shut down the plant", 3, "shutdown"),
    ("how many people turned out to vote", 3, "turnout"),
])
def test_a_phrasal_verb_also_stands_for_its_noun(question: str, start: int, noun: str) -> None:
    """"laid off" is said by a fact writing "layoffs": the verb's base and its particle in one word."""
    got, n = lexicon.phrase_relatives(question.split(), start)
    assert n == 2 and noun in got


def test_a_phrasal_verb_keeps_its_first_sense_only() -> None:
    """"step down" is resign, not its second sense "decrease": a later sense is too often another verb's meaning."""
    got, _ = lexicon.phrase_relatives("when did the ceo step down".split(), 4)
    assert "decreas" not in got


def test_a_preposition_before_its_object_is_no_particle() -> None:
    """"live in Marrow" is no phrasal verb; "cave in after the rain" is (a clause word follows the particle)."""
    assert lexicon.phrase_relatives("how many people live in marrow".split(), 3) == ((), 0)
    got, n = lexicon.phrase_relatives("when did the tunnel roof cave in after the rain".split(), 5)
    assert n == 2 and "collaps" in got


def test_persons_are_nouns_whose_first_sense_is_a_person() -> None:
    """Residents and archaeologists are people, and fans and families are counted as people; timbers and deaths are not."""
    from knowledge.analyze import term_for

    people = lexicon.persons()
    assert {term_for(w).stem for w in ("residents", "archaeologists", "fans", "families")} <= people
    assert term_for("timbers").stem not in people and term_for("deaths").stem not in people


def test_derived_nouns_of_a_verb_leave_out_who_does_it() -> None:
    """"die" makes "death"; "buy" does not stand for "buyer" (a person)."""
    from knowledge.analyze import term_for

    assert term_for("death").stem in lexicon.derived(term_for("die").stem)
    assert term_for("buyer").stem not in lexicon.derived(term_for("buy").stem)


def test_a_common_phrasal_verb_wordnet_lacks_is_known() -> None:
    """"sign off on the takeover": approve (world.json phrasal_verbs, beside WordNet's own phrases)."""
    got, n = lexicon.phrase_relatives("when did the league sign off on the takeover".split(), 4)
    assert n == 2 and "approv" in got


def test_derived_nouns_are_nouns_of_the_act() -> None:
    """"produce" does not stand for "product", nor "set up" for "find" ("found" is the past of find)."""
    from knowledge.analyze import term_for

    assert term_for("product").stem not in lexicon.derived(term_for("produce").stem)
    got, _ = lexicon.phrase_relatives("when was the charity set up".split(), 4)
    assert term_for("find").stem not in got and term_for("establish").stem in got


@pytest.mark.parametrize("word, meant", [
    ("runnin", "running"), ("payin", "paying"), ("gettin", "getting"),  # chat's dropped g
    ("raisin", None), ("kevin", None), ("cabin", None),  # a word itself, or a name
])
def test_a_dropped_final_g_is_read_back(word: str, meant: str | None) -> None:
    """"whats inflation runnin at": the -ing word whose g chat dropped, never a word or name that ends so."""
    assert lexicon.slip_of(word) == meant


@pytest.mark.parametrize("word", ["hottest", "biggest", "wettest", "stopped", "bigger", "running"])
def test_a_doubled_consonant_before_an_ending_is_an_english_word(word: str) -> None:
    """"hottest", "biggest": English words (hot, big), never names refused alone for being in no word list."""
    assert lexicon.listed(word) and lexicon.english(word)


@pytest.mark.parametrize("question, expected", [
    ("how bad did the stock tank after the results?", "23%"),  # headline words: "tank" is fall
    ("which orchestra went bust?", "administration"),  # "bust": insolvent, in administration
    ("why did the council axe the bus route?", "cut the 14 route"),  # "axe": cut
    ("what did the union criticize?", "slammed"),  # and the other way: a plain word the digest says in headline words
])
def test_headline_and_chat_words_find_the_plain_words_a_digest_uses(question: str, expected: str) -> None:
    """A headline or chat word no fact uses ("tank", "bust", "axe") finds the plain words the digest says it in
    (world.json informal_senses), and a plain word the digest puts in headline words finds them too."""
    index = FactIndex.from_texts({"a.txt": "Arts and Markets\n\nA week of news.\n\nConfirmed\n\n" + "".join(
        f"\u2022 {fact} (@desk).\n" for fact in (
            "Shares fell 23% on 03-02 after the results were published",
            "The Wexcombe Symphony Orchestra entered administration on 01-14 with a deficit of £3.4 million",
            "The council cut the 14 route because ridership fell by half",
            "The union slammed the new rota as unsafe")) + "\nUpdate \u2014 desk \u00b7 2027-03-01\n"})
    answer = index.answer(question)
    assert answer.answered and expected in answer.answer.split("\n")[0], answer.answer


@pytest.mark.parametrize("word, plain", [
    ("verdict", "ruling"), ("wrecked", "damaged"), ("burst", "ruptured"), ("spec", "requirement"),
    ("pieces", "segments"), ("artefacts", "objects"), ("bailout", "relief"), ("exhibits", "objects"),
    ("drive", "campaign"), ("drive", "appeal"), ("bump", "raise"),
])
def test_a_chat_word_and_its_plain_word_are_relatives(word: str, plain: str) -> None:
    """world.json informal_senses: a chat word's stem and its plain word's stem are each other's relatives."""
    from knowledge.analyze import term_for

    asked, said = term_for(word).stem, term_for(plain).stem
    assert said in lexicon.relatives(asked) and asked in lexicon.relatives(said)


@pytest.mark.parametrize("question, expected", [
    ("when did the tribunal's verdict come out?", "05-14"),  # a verdict is a ruling or decision
    ("how many vines got wrecked by the hail?", "2,400"),  # to wreck is to damage or destroy
    ("how big is the bailout for the growers?", "£3 million"),  # a bailout is a relief package
    ("what's the noise spec for the turbines?", "45 dB"),  # a spec is a requirement or specification
    ("how many pieces is the new bridge deck made of?", "twelve"),  # a piece is a part or segment
    ("how many artefacts has the dig turned up?", "310"),  # an artefact is an object
    ("when did the regulator sign off on the merger?", "06-09"),  # to sign off on is to approve or clear
])
def test_plain_synonyms_of_chat_words_find_the_digest_words(question: str, expected: str) -> None:
    """A chat word no fact uses ("verdict", "wrecked", "spec", "sign off") finds the plain word the digest says it in
    (world.json informal_senses and phrasal_verbs): each pair is a meaning of the word in any story."""
    index = FactIndex.from_texts({"a.txt": "Valley News\n\nA week in the valley.\n\nConfirmed\n\n" + "".join(
        f"\u2022 {fact} (@desk).\n" for fact in (
            "The employment tribunal issued its ruling on 05-14, finding for the drivers",
            "Hail damaged about 2,400 vines on the Corrow estate on 07-02",
            "The state announced a £3 million relief package for fruit growers",
            "The turbines must meet a requirement of 45 dB at the nearest house",
            "The new bridge deck is made of twelve steel segments lifted in one night",
            "The excavation has recovered 310 objects, most of them pottery",
            "The competition regulator cleared the Halden-Mora merger on 06-09")) +
        "\nUpdate \u2014 desk \u00b7 2027-03-01\n"})
    answer = index.answer(question)
    assert answer.answered and expected in answer.answer.split("\n")[0], answer.answer


@pytest.mark.parametrize("typed, right", [
    ("can soemone give me a quick runodwn", "can someone give me a quick rundown"),
    ("whats the ltaest on the vesper case", "whats the latest on the vesper case"),  # "vesper": a word, as typed
    ("what did halvard say", "what did halvard say"),  # a name one letter from "halyard", met in no tagged text
    ("Soemone asked", "Soemone asked"),  # typed with a capital: a name, maybe
])
def test_a_text_is_spelt_right_word_by_word(typed: str, right: str) -> None:
    """Each lower-case word no word list holds that is one slip of an English word is that word; nothing else changes."""
    assert lexicon.spelt_right(typed) == right


@pytest.mark.parametrize("typed", ["govement", "govrement", "delirate", "complaend", "umbiluis", "sancftied",
                                   "chlorofmo", "marginnnn", "qzxwvutsrpq"])
def test_two_slips_are_found_as_every_two_slips_would_find_them(typed: str) -> None:
    """The words two slips from a typed one, found among the words near it, are those every slip of every slip of it
    gives (the plain search, which takes half a second on a long word)."""
    from knowledge.lexicon import _INFLECTIONS, _data, _two_slips, slips

    known, edits = _data()["words"], slips(typed)
    every = sorted(c for c in {c for e in edits for c in slips(e)} - edits - {typed} if c in known or any(
        c.endswith(end) and c[:-len(end)] + base in known for end, base in _INFLECTIONS))
    assert _two_slips(typed, edits) == every


_COLLOQUIAL_DIGEST = ("Mount Tessaro erupted at 05:10 local time on 03-04, sending ash 6 km high",
                      "The scheme was exposed by whistleblower Dana Orrin, a former payroll clerk",
                      "The club raised season ticket prices by 12% on 08-01",
                      "The inspectors found falsification in 9 of the 40 lab results they checked")


@pytest.mark.parametrize("question, expected", [
    ("when did the volcano blow?", "03-04"),  # to blow is to erupt or explode
    ("when did tessaro blow up?", "03-04"),
    ("who blew the whistle on the scheme?", "Orrin"),  # the idiom: a whistleblower
    ("when did the club jack up ticket prices?", "08-01"),  # to jack up is to raise
    ("how many results did the inspectors find were faked?", "9 of the 40"),  # faked: falsification
    ("who blew the whistle on the pension fund?", None),  # the idiom bridges to its sense, not to another topic
    ("when did mount ferrano blow?", None),
])
def test_colloquial_verbs_and_idioms_find_their_plain_words(question: str, expected: str | None) -> None:
    """A colloquial verb, phrasal verb or idiom ("blow", "jack up", "blow the whistle") finds the plain word the
    digest says it in (world.json informal_senses and phrasal_verbs, vocab PHRASES), and only that."""
    index = FactIndex.from_texts({"a.txt": "Valley News\n\nA week in the valley.\n\nConfirmed\n\n" + "".join(
        f"\u2022 {fact} (@desk).\n" for fact in _COLLOQUIAL_DIGEST) + "\nUpdate \u2014 desk \u00b7 2027-03-01\n"})
    answer = index.answer(question)
    if expected is None:
        assert not answer.answered, answer.answer
    else:
        assert answer.answered and expected in answer.answer.split("\n")[0], answer.answer


def test_close_relatives_keep_the_shared_sense_only() -> None:
    """WordNet's relatives mix a word's senses: those listing it back, or sharing a relative with one that does, are
    of its own sense ("choose" for pick, by "choice"); "programme" and "appoint" are of another sense of "design"."""
    assert {stem("choose"), stem("choice")} <= lexicon.close_relatives(stem("pick"))
    assert lexicon.close_relatives(stem("design")).isdisjoint({stem("programme"), stem("appoint")})


@pytest.mark.parametrize("word, person", [
    ("architect", True), ("architects", True), ("creator", True),
    ("programme", False), ("program", False), ("application", False), ("appointed", False),
])
def test_a_person_word_is_a_persons_noun_not_a_doers_root(word: str, person: bool) -> None:
    """A word names a person when its whole stem is a person's and no doer's noun is made of it ("programmer")."""
    assert lexicon.person_word(word) is person
