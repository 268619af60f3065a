"""Stories and story-level questions: three made-up stories in one folder (tests/digests.py)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from knowledge.index import FactIndex
from knowledge.layers import LayeredIndex
from knowledge.stories import group
from knowledge.storyqa import (
    OVERVIEW_PARTS,
    PER_STORY,
    Context,
    detect,
    named_stories,
    person_answered,
    with_person,
)
from tests.digests import BRIDGE, KESTREL, TITANIS, one_digest_index, write_stories


@pytest.fixture(scope="module")
def three(tmp_path_factory: pytest.TempPathFactory) -> FactIndex:
    """The index of the three stories together."""
    return FactIndex.build(write_stories(tmp_path_factory.mktemp("three")))


def test_digests_are_grouped_into_stories_with_titles_dates_and_parts(three: FactIndex) -> None:
    """Digests sharing names form one story; each has its title, date range, digests, episodes and people."""
    stories = {s.title: s for s in three.stories.stories}
    assert set(stories) == {KESTREL, TITANIS, BRIDGE}
    kestrel = stories[KESTREL]
    assert kestrel.digests == ["k1_kestrel.txt", "k2_kestrel.txt"]
    assert (kestrel.start, kestrel.end) == (dt.date(2026, 3, 1), dt.date(2026, 3, 16))
    assert [u.episode for u in kestrel.units] == [None, 1, 2] and len(kestrel.episodes) == 2
    assert {"ana_rios", "kai_moreno", "nimbuslab"} <= set(kestrel.people)
    assert stories[TITANIS].digests == ["t1_titanis.txt", "t2_titanis.txt"]
    assert [s.title for s in three.stories.stories] == [BRIDGE, TITANIS, KESTREL]  # newest first


def test_a_correction_moves_a_digest_to_another_story_or_a_new_one(three: FactIndex) -> None:
    """A moderator's correction (digest → story title) wins over what the digest shares."""
    moved = group(three.digests, {"h1_harbor.txt": KESTREL})
    assert sorted(len(s.digests) for s in moved) == [2, 3]
    kestrel = next(s for s in moved if s.title == KESTREL)
    assert "h1_harbor.txt" in kestrel.digests
    apart = group(three.digests, {"t2_titanis.txt": "The Titanis cluster"})
    assert {s.title for s in apart} == {KESTREL, BRIDGE, "The Titanis cluster",
                                        "Borealis AI Begins Training Titanis, a 400B Model"}


def test_stories_json_in_the_seeds_folder_is_the_operators_correction(tmp_path: Path) -> None:
    """seeds/stories.json sets a digest's story for the shared index."""
    folder = write_stories(tmp_path / "seeds")
    (folder / "stories.json").write_text(json.dumps({"t2_titanis.txt": "Checkpoints"}), encoding="utf-8")
    titles = {s.title for s in FactIndex.build(folder).stories.stories}
    assert "Checkpoints" in titles and len(titles) == 4


@pytest.mark.parametrize("question,kind", [
    ("tldr?", "overview"), ("what's this about", "overview"), ("summarize", "overview"),
    ("what's new?", "latest"), ("any updates?", "latest"), ("what's the latest on kestrel?", "latest"),
    ("timeline", "timeline"), ("what happened on 09-05", "timeline"), ("what happened in episode 2", "timeline"),
    ("who is @dlwh", "who"), ("who is Percy Liang?", "who"), ("sources?", "sources"),
    ("where is this from?", "sources"), ("what stories do you know?", "stories"),
    ("whats teh latest", "latest"), ("waht is this about", "overview"),  # two letters swapped: a slip
    ("can someone give me a quick rundown of this whole story?", "overview"),
    ("could you give me a brief overview of the case from start to finish?", "overview"),
    ("can someone sum up what happened at the plant", "overview"), ("gimme the short version pls", "overview"),
    ("whats the latest rn", "latest"), ("any updates on it atm?", "latest"), ("tldr pls thx", "overview"),
    ("@everyone whats the latest", "latest"), ("<@123> @here tldr?", "overview"),  # mentions are no words of it
    ("where did it happen?", "where"), ("what city was it in", "where"), ("where did this all take place", "where"),
    ("when did it all start?", "began"), ("when did this happen", "began"),
    ("is it over?", "latest"), ("is this still going on", "latest"), ("has it ended yet?", "latest"),
    ("who's who", "people"), ("whos who in kestrel?", "people"), ("who is involved?", "people"),
    ("who are the key people in this story", "people"), ("the main players?", "people")])
def test_story_level_intents_are_detected(question: str, kind: str) -> None:
    """General English phrasing of each story-level question kind."""
    intent = detect(question)
    assert intent is not None and intent.kind == kind


def test_a_story_named_with_two_letters_swapped_is_found(three: FactIndex) -> None:
    """"latest on tiatnis" is the latest on Titanis: a long topic word two neighbouring letters from a story's
    name, which no word list corrects."""
    plain = three.answer("whats the latest on titanis")
    for slipped in (three.answer("whats the latest on tiatnis"), three.answer("whats the latest on halvorsn")):
        assert slipped.answered and slipped.answer == plain.answer, slipped.answer  # swapped; a letter dropped


def test_a_story_level_request_with_slips_is_still_one(three: FactIndex) -> None:
    """"can soemone give me a quick runodwn?" asks for the overview, as spelt right (before: its words were read as
    key words no fact has)."""
    plain = three.answer("can someone give me a quick rundown?")
    slipped = three.answer("can soemone give me a quick runodwn?")
    assert slipped.answered and slipped.answer == plain.answer, slipped.answer
    plain = three.answer("can someone sum up what happened with titanis")  # a request as typed, its topic slipped
    slipped = three.answer("can someone sum up what happned with titanis")
    assert slipped.answered and slipped.answer == plain.answer, slipped.answer


@pytest.mark.parametrize("question", [
    "What happened to the rate of flow in the Rhine?", "whats new in 8.0 besides the license",
    "When did the hero run begin?", "What was the source of the Rhine in the last Ice Age?",
    "Who is paying for the GPUs?", "how many parameters does the model have?",
    "where is the museum?", "when did the strike start?", "what city is the trial in?",
    "is the strike over?"])  # they name what is asked
def test_ordinary_questions_are_not_story_level(question: str) -> None:
    """Fact questions that look a little like story-level ones stay with the matcher."""
    assert detect(question) is None or detect(question).kind == "who"


def test_list_of_stories_with_dates(three: FactIndex) -> None:
    """'What stories do you know?' lists every story with its dates, citing a headline of each."""
    ans = three.answer("what stories do you know?")
    assert ans.answered and ans.answer.startswith("I know 3 stories")
    assert "2026-03-01 to 2026-03-16" in ans.answer and "2026-06-01 to 2026-06-02" in ans.answer
    assert {f.story for f in ans.facts} == {KESTREL, TITANIS, BRIDGE}


def test_overview_is_headline_and_summary_newest_first(three: FactIndex) -> None:
    """'tldr on kestrel': that story's summaries, newest part first, cited."""
    ans = three.answer("tldr on kestrel")
    assert ans.answered and ans.story == KESTREL
    text = ans.answer
    assert text.index("finished training") < text.index("data mix") < text.index("40% complete")
    assert all(f.story == KESTREL for f in ans.facts) and any(f.kind == "headline" for f in ans.facts)


def test_a_summary_asked_in_many_words_names_its_story_in_its_own(three: FactIndex) -> None:
    """'A quick rundown of this whole kestrel saga': "saga" and "whole" name no story; the rest picks Kestrel's."""
    for question in ("can someone give me a quick rundown of this whole kestrel saga from start to finish",
                     "could you give me the tldr on the kestrel training run"):
        ans = three.answer(question)
        assert ans.answered and ans.story == KESTREL, question
        assert "finished training" in ans.answer
    other = three.answer("can someone give me the short version of the whole bitcoin crash saga")
    assert not other.answered and "bitcoin" in other.answer


def test_latest_asked_with_a_chat_tail_and_the_story_called_a_case(three: FactIndex) -> None:
    """'whats the latest on the kestrel case rn': "rn" asks nothing and "case" names no story: Kestrel's latest."""
    ans = three.answer("whats the latest on the kestrel case rn")
    assert ans.answered and ans.story == KESTREL and "Latest (2026-03-16), episode 2" in ans.answer


def test_overview_without_a_story_gives_each_story_labelled(three: FactIndex) -> None:
    """'tldr?' with three stories and nothing to choose by: each story's overview, under its title."""
    ans = three.answer("tldr?")
    assert ans.answered and ans.story is None
    for title in (KESTREL, TITANIS, BRIDGE):
        assert title in ans.answer


def test_latest_gives_the_newest_part_and_what_changed_with_both_dates(three: FactIndex) -> None:
    """'What's new with kestrel?': episode 2, its new facts and the changed token count with both dates."""
    ans = three.answer("what's new with kestrel?")
    assert ans.answered and "Latest (2026-03-16), episode 2" in ans.answer
    assert "Apache-2.0" in ans.answer and "New since episode 1" in ans.answer
    [change] = [n for n in ans.notes if "tokens" in n]
    assert "2 trillion (2026-03-02)" in change and "2.2 trillion (2026-03-16)" in change


def test_latest_on_something_no_story_mentions_abstains(three: FactIndex) -> None:
    """'Latest on X' where no digest mentions X says so rather than giving some story's news."""
    ans = three.answer("what's the latest on the redis license drama?")
    assert not ans.answered and not ans.facts
    short = three.answer("latest on redis?")
    assert not short.answered and "redis" in short.answer


@pytest.mark.parametrize("question,answered", [
    ("whats going on with the velmar-ostby rail link?", True), ("latest on the velmar-ostby link?", True),
    ("whats going on with the velmar-ostby ferry?", False),  # the ferry is still nothing the digests mention
])
def test_a_name_typed_with_a_hyphen_is_the_name_the_digests_write_with_a_dash(question: str, answered: bool) -> None:
    """"velmar-ostby" asks about what the digests write "Velmar–Ostby" (an en dash): that story's news."""
    index = one_digest_index("The Velmar–Ostby rail link will now cost €4.2 billion, up from €3.1 billion",
                             "Work on the Velmar–Ostby tunnel stopped after flooding in March")
    ans = index.answer(question)
    assert ans.answered is answered
    assert "velmar-ostby" not in ans.answer  # refused for the ferry alone, never for the name


def test_timeline_in_order_and_by_date_and_episode(three: FactIndex) -> None:
    """The timeline of a story in date order; one date; one episode."""
    ans = three.answer("timeline of kestrel")
    dates = [line.split(":")[0].strip("\u2022 ") for line in ans.answer.splitlines()[1:]]
    assert dates == ["2026-03-01 to 2026-03-02", "2026-03-09", "2026-03-16"]
    day = three.answer("what happened on 03-09")
    assert day.answered and "data mix" in day.answer and day.story == KESTREL
    episode = three.answer("what happened in episode 2")
    assert episode.answered and "2.2T tokens" in episode.answer and episode.story == KESTREL


def test_who_is_a_person_gives_role_and_what_they_are_cited_for(three: FactIndex) -> None:
    """'Who is Ana Rios': the fact giving her role, then what she is cited for; a handle works too."""
    ans = three.answer("who is ana rios?")
    assert ans.answered and ans.story == KESTREL
    assert "Ana Rios (@ana_rios): " in ans.answer and "director" in ans.answer.split("\n")[0]
    assert "data mix" in ans.answer  # a fact credited to her
    handle = three.answer("who is @kai_moreno")
    assert handle.answered and "6 weeks" in handle.answer and "2 posts" in handle.answer


def test_who_is_an_unknown_person_or_a_role_question_goes_to_the_matcher(three: FactIndex) -> None:
    """'Who is the CEO of Borealis' is a fact question; an unknown name is not answered as a person."""
    ceo = three.answer("who is the ceo of borealis?")
    assert ceo.answered and "Mira Okafor" in ceo.answer and ceo.story == TITANIS
    assert not three.answer("who is Jane Nobody").answered


_CAST = """Orchard Court Ruling

The Brackley orchard dispute reached the High Court this week.

Confirmed

\u2022 Judge Maren Holt ruled that the lease was void (@courtdesk, @jo_pell).
\u2022 Brackley Farms founder Tom Ashby said he would appeal (per @tomashby).
\u2022 Curator of records Dr Lena Vos found the 1911 deed (@courtdesk).
\u2022 Ana Ruiz, deputy director of the Tyneside Chamber Players, gave evidence (@jo_pell).
\u2022 The land was bought by owner Greyfield Group in 2019, acting on a tip-off from Kestrel Bay, a broker (@courtdesk).

Primary sources

Orchard lease void, judge rules \u2014 courtdesk \u00b7 2027-03-01
Appeal planned \u2014 tomashby \u00b7 2027-03-02
Deed found in archive \u2014 lena_vos \u00b7 2027-03-02
"""


def test_whos_who_lists_named_roles_then_accounts_most_cited_first() -> None:
    """"Who's who": the people the facts name beside a role word (honorifics kept, organisations and the names in a
    role's "of" phrase left out), then the accounts cited, most facts first, each once."""
    index = FactIndex.from_texts({"a.txt": _CAST})
    ans = index.answer("who's who?")
    assert ans.answered, ans.answer
    lines = ans.answer.splitlines()
    assert lines[0].startswith("Who's who in \u201cOrchard Court Ruling\u201d")
    body = "\n".join(lines[1:])
    assert "\u2022 Maren Holt: Judge" in body and "\u2022 Tom Ashby (@tomashby): Brackley Farms founder" in body
    assert "\u2022 Dr Lena Vos (@lena_vos): Curator of records (cited for 1 post)" in body
    assert "Ana Ruiz" not in body or "Ana Ruiz: deputy director" in body
    assert "Tyneside" not in body and "Greyfield" not in body and "Kestrel Bay" not in body
    accounts = [line for line in lines if line.startswith("\u2022 @")]
    assert accounts[:2] == ["\u2022 @courtdesk (cited for 3 facts, 1 post)", "\u2022 @jo_pell (cited for 2 facts)"]
    assert body.count("tomashby") == 1 and body.count("lena_vos") == 1
    assert any("Judge Maren Holt" in f.text for f in ans.facts)
    assert index.answer("who is involved?").answer == ans.answer


def test_whos_who_of_a_topic_no_story_names_is_an_ordinary_question(three: FactIndex) -> None:
    """"Who is involved in <a story>" lists that story's people; "who is involved in the data mix" is no story."""
    ans = three.answer("who is involved in kestrel")
    assert ans.answered and ans.story == KESTREL and "Ana Rios (@ana_rios): director" in ans.answer, ans.answer
    assert not three.answer("who is involved in the harvest festival").answer.startswith("Who's who")


def test_sources_primary_first(three: FactIndex) -> None:
    """'Sources?' in a story: its posts, the primary ones first."""
    ans = three.answer("sources?", story=KESTREL)
    lines = ans.answer.splitlines()
    assert ans.answered and lines[0].startswith("7 posts") and "\u2605" in lines[1] and "\u2605" not in lines[-1]


def test_ambiguous_question_gets_each_storys_answer_labelled(three: FactIndex) -> None:
    """Two stories answer 'how many parameters does the model have?' alike: both, each under its title."""
    ans = three.answer("How many parameters does the model have?")
    assert ans.answered and ans.story is None
    assert "7B" in ans.answer and "400B" in ans.answer
    assert f"**{KESTREL}**" in ans.answer and f"**{TITANIS}**" in ans.answer
    assert {f.story for f in ans.facts} == {KESTREL, TITANIS}


def test_a_question_naming_a_story_stays_in_it(three: FactIndex) -> None:
    """Naming Titanis keeps the answer there, and the answer names its story."""
    ans = three.answer("how many parameters does titanis have?")
    assert ans.answered and ans.story == TITANIS and "400B" in ans.answer and "7B" not in ans.answer
    assert ans.answer.startswith(f"**{TITANIS}**: ")
    assert all(f.story == TITANIS for f in ans.facts)


def test_a_preferred_story_and_a_follow_up_continue_in_their_story(three: FactIndex) -> None:
    """A channel's story and a follow-up's context keep 'who funds it?' in one story."""
    assert "Orchid Fund" in three.answer("who funds it?", story=KESTREL).answer
    follow = three.answer("and who funds it?", context=Context(story=TITANIS, topic="how big is titanis?"))
    assert follow.story == TITANIS and "Halvorsen" in follow.answer and "Orchid" not in follow.answer
    # naming another story wins over the context
    named = three.answer("who funds kestrel?", context=Context(story=TITANIS))
    assert named.story == KESTREL


def test_he_or_she_after_a_who_answer_is_the_person_it_named(three: FactIndex) -> None:
    """'who is the ceo of borealis ai?' names Mira Okafor; 'and what did she say?' is asked of her."""
    who = three.answer("who is the ceo of borealis ai?")
    assert who.answered and "Mira Okafor" in who.answer
    context = Context.of(who)
    assert context is not None and context.person == "Mira Okafor"
    said = three.answer("and what did she say?", context=context)
    assert said.answered and "4 months" in said.answer, said.answer
    assert Context.of(said) == Context(story=TITANIS, topic="and what did Mira Okafor say?", person="Mira Okafor")
    # an answer that names no one person leaves no one for a later "he"
    funds = Context.of(three.answer("who funds titanis?"))
    assert funds is not None and funds.person == ""


@pytest.mark.parametrize("question, read", [
    ("and what did she say?", "and what did Mira Okafor say?"),
    ("what is her role?", "what is Mira Okafor's role?"),
    ("did anyone ask her about it?", "did anyone ask Mira Okafor about it?"),
    ("what did his team say?", "what did Mira Okafor's team say?"),
    ("what did Okafor say?", "what did Okafor say?"),  # names her already
    ("when did the run start?", "when did the run start?"),
])
def test_a_person_pronoun_reads_as_the_person(question: str, read: str) -> None:
    """"she", "her", "his" in a follow-up are the person the earlier answer named; "her role" is hers."""
    assert with_person(question, "Mira Okafor") == read


@pytest.mark.parametrize("question, text, person", [
    ("who leads nimbus lab?", "The research group Nimbus Lab, led by director Ana Rios, has started", "Ana Rios"),
    ("who is the ceo?", "CEO Jonas Hale named Stratus Cloud's hosted service as the reason", "Jonas Hale"),
    ("who is ana rios?", "Ana Rios said Kai Moreno will lead the run", "Ana Rios"),
    ("who said it?", "Ana Rios and Kai Moreno said so", ""),  # two people, neither asked
    ("what did Kai Moreno say?", "Ana Rios said Kai Moreno will lead the run", "Kai Moreno"),
    ("how big is it?", "Ana Rios said it has 7B parameters", ""),  # no who-question, no name asked
])
def test_the_person_an_answer_is_about(question: str, text: str, person: str) -> None:
    """The person a who-answer names (asked, beside a role, or alone), or the one a question names."""
    assert person_answered(question, text) == person


def test_one_story_names_nothing_in_the_text_but_fills_story(tmp_path: Path) -> None:
    """With one story the answer text is as before, and `story` is still set on it and its facts."""
    index = FactIndex.build(write_stories(tmp_path / "one", ("t1_titanis.txt", "t2_titanis.txt")))
    ans = index.answer("how many parameters does titanis have?")
    assert ans.answered and not ans.answer.startswith("**") and ans.story == TITANIS
    assert all(f.story == TITANIS for f in ans.facts)
    assert json.loads(ans.model_dump_json())["story"] == TITANIS


def test_layered_view_groups_both_layers_and_applies_a_servers_correction(tmp_path: Path) -> None:
    """A server's own digest joins the shared story it shares names with; its correction moves it."""
    shared = FactIndex.build(write_stories(tmp_path / "shared", ("k1_kestrel.txt", "t1_titanis.txt")))
    own = FactIndex.build(write_stories(tmp_path / "own", ("k2_kestrel.txt",)))
    view = LayeredIndex.of(shared, own)
    kestrel = view.stories.story_of("k2_kestrel.txt")
    assert kestrel is not None and kestrel.digests == ["k1_kestrel.txt", "k2_kestrel.txt"]
    assert view.answer("what's new with kestrel?").story == kestrel.title
    moved = LayeredIndex.of(shared, own, overrides=[("k2_kestrel.txt", "Mine")])
    assert {s.title for s in moved.stories.stories} == {"Mine", "Nimbus Lab Starts Training Kestrel, an Open 7B Model",
                                                       "Borealis AI Begins Training Titanis, a 400B Model"}


def test_who_is_a_handle_spelling_a_name_finds_the_names_role(marin: FactIndex) -> None:
    """On the shipped seeds '@percyliang' is Percy Liang: the fact saying he leads the collaboration, as one clause."""
    ans = marin.answer("who is @percyliang")
    first = ans.answer.splitlines()[0]
    assert ans.answered and first.startswith("Percy Liang (@percyliang): ") and "led by" in first
    assert "posts" not in first and "1 post" in ans.answer


def test_latest_on_the_shipped_seeds_is_episode_two_with_the_token_change(marin: FactIndex) -> None:
    """'What's the latest on marin?': the 09-05 episode, and the token count that changed since 09-04."""
    ans = marin.answer("what's the latest on marin?")
    assert ans.answered and "Latest (2026-09-05), episode 2" in ans.answer
    assert any("18 trillion (2026-09-04)" in n and "18.75T (2026-09-05)" in n for n in ans.notes)


HELDOUT = Path(__file__).resolve().parents[1] / "data" / "heldout"
STORIES_MANY = PER_STORY + 2  # blind stories in one folder: more than the per-story path takes


def test_with_many_stories_a_storys_answer_is_the_one_it_gives_alone(tmp_path: Path) -> None:
    """Past PER_STORY stories, a question kept in one story (the channel's) gets the answer that story's digests give
    alone: its own word weights and vocabulary, not the whole server's (which answered some near-misses and refused
    others differently). A question naming another story (a name only that story's facts use) goes to that story."""
    names = sorted(p.name for p in HELDOUT.iterdir() if (p / "questions.jsonl").is_file())[:STORIES_MANY]
    for name in names:
        for digest in sorted((HELDOUT / name).glob("*.txt")):
            (tmp_path / digest.name).write_text(digest.read_text(encoding="utf-8"), encoding="utf-8")
    many = FactIndex.build(tmp_path)
    assert len(many.stories) > PER_STORY
    for name in names[:3]:
        alone = FactIndex.build(HELDOUT / name)
        digest = sorted((HELDOUT / name).glob("*.txt"))[0].name
        for line in (HELDOUT / name / "questions.jsonl").read_text(encoding="utf-8").splitlines():
            question = json.loads(line)["question"]
            own, kept = alone.answer(question), many.answer(question, story=digest)
            others = [s for s in named_stories(many, question) if digest not in s.digests]
            if others:  # it names another story ("boeing", which only another story's facts say): that one answers
                assert all(any(f.seed in s.digests for s in others) for f in kept.facts), question
            elif own.answered:  # the channel's story answers first, as it does alone
                assert [f.text for f in kept.facts] == [f.text for f in own.facts], question
            else:  # it abstains as it does alone: any answer is another story's, else its own abstention is shown
                assert all(f.seed not in alone.digests for f in kept.facts), question
                assert kept.answered or own.answer in kept.answer, question


def test_an_overview_of_a_long_story_gives_its_newest_parts_then_how_it_began() -> None:
    """A rundown of a story told in more parts than an overview shows: the newest parts first, then the first part,
    marked as how it began (the event itself, not only where it stands)."""
    index = FactIndex.build(HELDOUT / "tunnel")
    story = index.stories.stories[0]
    assert len([u for u in story.units if u.facts]) > OVERVIEW_PARTS
    text = index.answer("can someone give me a quick rundown of the kaltenjoch tunnel thing").answer
    assert text.count("\u2022") == OVERVIEW_PARTS
    assert "how it began: An articulated lorry caught fire" in text
    assert text.index("2026-05-15") < text.index("2026-04-23") < text.index("how it began")


def test_where_and_when_the_story_happened_come_from_how_it_was_first_told() -> None:
    """"what city was it in", "where did it happen": the first summary sentence that puts the story somewhere by name;
    "when did it all start": its first dated part, with that sentence."""
    index = FactIndex.build(HELDOUT / "snuffbox")
    for question in ("what city was it in", "where did it happen?"):
        answer = index.answer(question)
        assert answer.answered and "in Ghent" in answer.answer and answer.facts, answer.answer
    began = index.answer("when did it all start?")
    assert began.answered and began.answer.startswith("It begins 2026-02-17, episode 1")
    assert [f.text for f in began.facts] == [began.answer.split(": ", 1)[1]]  # its sentence, not the title again


def test_where_a_story_happens_is_not_made_up_when_its_summaries_name_no_place(marin: FactIndex) -> None:
    """The shipped story's summaries put it nowhere by a place name: the reply says so, naming the story."""
    answer = marin.answer("where did it happen?")
    assert not answer.answered and "don't say where" in answer.answer and "Marin" in answer.answer


def test_a_story_question_keeps_a_capitalised_word() -> None:
    """"any news on AWS": an acronym is never read as a slip of a function word."""
    from knowledge.storyqa import normal

    assert "aws" in normal("whats teh latest on AWS").split() and "the" in normal("whats teh latest on AWS").split()


def test_whos_who_of_several_stories_names_each_story_once(three: FactIndex) -> None:
    """With several stories loaded, "who's who" lists each under its own head, which names the story once; the first
    line names none of them (a card shows the facts roles are cited from under it, and they may be of any story)."""
    ans = three.answer("who's who")
    heads = [line for line in ans.answer.splitlines() if "Who's who in" in line]
    assert ans.answered and len(heads) >= 3, ans.answer
    assert heads[0] == ans.answer.splitlines()[0] and heads[0].endswith(" stories:"), ans.answer
    for title in (BRIDGE, KESTREL):
        assert ans.answer.count(title) == 1, ans.answer
