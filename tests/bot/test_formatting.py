"""bot.formatting: escaping, truncation and every Discord limit, on answers small and huge, and on every card
the bot can send for the shipped question sets."""

from __future__ import annotations

import json
import re
from pathlib import Path

import discord
import pytest

from bot import formatting as fmt
from bot.suggest import suggest_questions
from knowledge.index import FactIndex
from knowledge.models import Answer, FactRef, SourceRef
from tests.bot.botkit import ROOT, SEEDS

PING = re.compile(r"@(everyone|here)|<@[!&]?\d+>")


def source(i: int, title: str | None = None, handle: str | None = None) -> SourceRef:
    """A source with a recognisable number."""
    return SourceRef(handle=handle or f"reporter_{i}", title=title or f"Post number {i} about the story",
                     date=f"2026-08-{1 + i % 28:02d}", seed=f"{i:03d}_digest.txt", primary=i % 5 == 0)


def fact(i: int, n_sources: int = 3, **kwargs) -> FactRef:
    """A fact with `n_sources` sources."""
    return FactRef(id=f"f{i}", text=kwargs.pop("text", f"Fact {i} says something specific about the run."),
                   kind="confirmed", as_of=kwargs.pop("as_of", None), confirmations=n_sources,
                   sources=[source(i * 100 + j, **kwargs) for j in range(n_sources)])


def answered(**kwargs) -> Answer:
    """A confident answer."""
    base = dict(question="Who funds the run?", answered=True, answer="The Huang Foundation funds it.",
                confidence=0.9, facts=[fact(1)])
    base.update(kwargs)
    return Answer(**base)


def source_lines_in(embed: discord.Embed) -> list[str]:
    """Every citation line shown in the embed's fields."""
    return [line for f in embed.fields for line in f.value.split("\n") if line.startswith("\u2022 @")]


def test_escape_neutralises_every_mention_and_markdown():
    """@everyone, @here, role and user mentions (any length of id) cannot ping; markdown is shown literally."""
    text = "@everyone @here <@&123> <@456> <@!900000000000000100> <@&900000000000000011> **bold** _x_ `c`"
    out = fmt.escape(text)
    assert not PING.search(out)
    assert "\\*\\*bold\\*\\*" in out and "\\_x\\_" in out and "\\`c\\`" in out
    assert fmt.escape("1. not a list\n+ nor this").startswith("1\\. not a list\n\\+")


def test_truncate_cuts_at_a_word_boundary():
    """Long text ends at a whole word with an ellipsis, within the limit."""
    text = "alpha beta gamma delta epsilon " * 20
    out = fmt.truncate(text, 50)
    assert len(out) <= 50 and out.endswith("\u2026")
    assert out[:-1].split()[-1] in {"alpha", "beta", "gamma", "delta", "epsilon"}
    assert fmt.truncate("short", 50) == "short"


def test_fit_never_exceeds_limit_after_escaping():
    """Escaping can lengthen text; fit still respects the limit."""
    text = "*_" * 3000
    assert len(fmt.fit(text, 100)) <= 100


def test_fit_lines_drops_whole_lines_and_counts_them():
    """Lines that do not fit are dropped whole and counted in "+N more sources"."""
    lines = [f"\u2022 line {i} " + "x" * 40 for i in range(50)]
    text, shown = fmt.fit_lines(lines, 300)
    assert len(text) <= 300
    body = text.split("\n")
    assert body[-1] == f"+{50 - shown} more sources"
    assert body[:-1] == lines[:shown]


def test_answer_card_puts_the_answer_first_and_a_source_line_under_each_fact():
    """The lead answers; each fact has its own small source line (handle, title, date, digest:line); notes shown."""
    lead = FactRef(id="f1", text="The Huang Foundation funds it.", kind="confirmed", as_of="2026-09-05",
                   confirmations=2, seed="a.txt", line=12, time_sensitive=False,
                   sources=[SourceRef(handle="reporter", title="Who pays", date="2026-09-04", seed="a.txt",
                                      primary=True, line=14)])
    ans = answered(facts=[lead, fact(2, 2)], notes=["@percyliang said 13% on 09-03; later posts differ"])
    embed = fmt.answer_embed(ans)
    lines = embed.description.split("\n")
    assert lines[0] == "**The Huang Foundation** funds it."  # asked "who": the name in bold
    assert lines[1].startswith("-# @reporter \u2014 \u201cWho pays\u201d \u00b7 2026-09-04")
    assert lines[1].endswith("`a.txt:12`") and "as of" not in embed.description  # not time-sensitive
    assert "Fact 2 says something" in embed.description
    assert embed.description.split("Fact 2 says")[1].split("\n")[1].startswith("-# @reporter\\_200")
    assert any(f.name == "\u26a0 Notes" and "@percyliang said 13%" in f.value for f in embed.fields)
    assert not any(f.name.startswith("Fact") for f in embed.fields)  # the source list is behind a button
    assert fmt.embed_problems(embed) == []


def test_card_gives_one_as_of_only_for_time_sensitive_facts():
    """Several time-sensitive facts: one "as of" on the card; the figure asked for is bold."""
    facts = [FactRef(id=f"f{i}", text=f"Training is {10 + i}% complete so far.", kind="confirmed",
                     as_of=f"2026-09-0{i}", time_sensitive=True, seed="a.txt", line=i,
                     sources=[source(i)]) for i in range(1, 4)]
    facts.append(FactRef(id="f9", text="It uses 18T tokens.", kind="confirmed", as_of="2026-09-01",
                         time_sensitive=False, seed="a.txt", line=9, sources=[source(9)]))
    ans = answered(question="what percentage is done?", answer=facts[0].text + " [as of 2026-09-01]", facts=facts)
    desc = fmt.answer_embed(ans).description
    assert desc.count("as of ") == 1 and "[as of" not in desc
    assert desc.startswith("Training is **11%** complete so far.")


def test_a_figure_read_from_words_is_never_bolded_inside_another():
    """"three days short" is read as 3, which the text never writes: no "3" inside "03-16" goes bold."""
    text = "Vireo fell silent on 03-16 as its batteries ran down, three days short of plan."
    fact = FactRef(id="f1", text=text, kind="confirmed", as_of="2026-03-16", time_sensitive=False, seed="a.txt", line=1,
                   sources=[source(1)])
    desc = fmt.answer_embed(answered(question="how many days did it last?", answer=text, facts=[fact])).description
    assert "03-16" in desc and "**3**" not in desc, desc


def test_a_figure_with_a_unit_is_bolded_before_the_day_of_a_date():
    """"how far from the target did it land": no unit is asked by name, and the figure bolded is "390 m", not the "6"
    of "March 6"."""
    text = "Vireo touched down at 22:41 UTC on March 6, about 390 m from the centre of its target ellipse."
    fact = FactRef(id="f1", text=text, kind="confirmed", as_of="2026-03-06", time_sensitive=False, seed="a.txt", line=1,
                   sources=[source(1)])
    desc = fmt.answer_embed(answered(question="how far from the target did vireo land?", answer=text,
                                     facts=[fact])).description
    assert "**390 m**" in desc and "**6**" not in desc, desc


def test_whole_sentences_never_cut_mid_word():
    """A long fact keeps whole sentences; a single huge sentence ends at a word."""
    text = "First sentence is here. Second one follows it. " * 30
    out = fmt.whole(text, 100)
    assert out.endswith(".") and len(out) <= 100
    one = "word " * 100
    cut = fmt.whole(one, 50)
    assert cut.endswith("\u2026") and cut[:-1].split()[-1] == "word"


def test_sources_embed_lists_every_source_fact_by_fact():
    """The Sources button's embed: each fact's sources with digest:line, within limits."""
    ans = answered(facts=[fact(1, 2, as_of="2026-09-05")])
    embed = fmt.sources_embed(ans)
    fact_field = next(f for f in embed.fields if f.name.startswith("Fact 1"))
    assert "confirmed by 2 sources" in fact_field.name
    expected = "@reporter\\_100 \u2014 \u201cPost number 100 about the story\u201d (2026-08-17; 100\\_digest.txt)"
    assert expected + " \u2605 primary" in fact_field.value
    assert fmt.embed_problems(embed) == []


def test_source_handles_are_plain_text_not_mentions():
    """A handle like `everyone` or one with markdown stays plain text."""
    line = fmt.source_line(SourceRef(handle="everyone", title="**Big** <@&1> news", date=None, seed="s.txt",
                                     primary=False))
    assert not PING.search(line)
    assert "undated" in line and "\\*\\*Big\\*\\*" in line


def test_answer_with_many_sources_stays_within_every_limit():
    """60 facts × 40 sources with long titles, 20 long notes, a huge answer: every limit holds, counts shown."""
    facts = [fact(i, 40, title=("A very long post title about the training run " * 10)) for i in range(60)]
    ans = answered(answer="word " * 3000, facts=facts, notes=["a disagreement " * 40] * 20,
                   question="q" * 10_000)
    for embed in (fmt.answer_embed(ans), fmt.sources_embed(ans)):
        assert fmt.embed_problems(embed) == []
        assert len(embed) <= 6000 and len(embed.fields) <= 25
        assert len(embed.title) <= 256 and len(embed.description or "") <= 4096
    assert re.search(r"\+\d+ more facts", fmt.answer_embed(ans).description)
    src = fmt.sources_embed(ans)
    complete = {fmt.source_line(s) for f in facts for s in f.sources}
    lines = source_lines_in(src)
    assert lines and all(line in complete for line in lines)
    assert re.search(r"\+\d+ more sources", "\n".join(f.value for f in src.fields))
    assert any(f.name == "More" and "more facts" in f.value for f in src.fields)


def test_many_sources_on_one_fact_say_how_many_more():
    """One fact with 200 sources: the card says "+199 more"; the source list shows whole entries and counts the rest."""
    ans = answered(facts=[fact(1, 200)])
    assert "+199 more" in fmt.answer_embed(ans).description
    embed = fmt.sources_embed(ans)
    assert fmt.embed_problems(embed) == []
    value = embed.fields[0].value
    shown = len(source_lines_in(embed))
    assert value.endswith(f"+{200 - shown} more sources")


def test_ten_thousand_character_question_is_echoed_short():
    """The echoed question is at most ~200 characters and escaped."""
    question = "why " + "@everyone " * 1000
    embed = fmt.answer_embed(answered(question=question))
    assert len(embed.title) <= 210
    assert not PING.search(embed.title)
    content = fmt.unanswered_content(Answer(question=question, answered=False, answer="The digests don't say.",
                                            confidence=0.0, suggestions=["Marin"]))
    assert len(content) <= 2000 and not PING.search(content)
    assert len(content.split("\n")[0]) <= 210


def test_unanswered_is_a_plain_sentence_with_did_you_mean():
    """No embed: a sentence and the suggestions."""
    ans = Answer(question="What is the capital of France?", answered=False, answer="The digests don't say.",
                 confidence=0.0, suggestions=["Marin", "Open Athena", "Huang Foundation"])
    kwargs = fmt.render_answer(ans)
    assert "embed" not in kwargs
    content = kwargs["content"]
    assert "The digests don't say." in content
    assert "Did you mean: **Marin**, **Open Athena**, **Huang Foundation**?" in content
    assert content.startswith("> What is the capital of France?")


def test_unanswered_with_huge_suggestions_fits_2000():
    """Suggestions that do not fit are dropped whole."""
    ans = Answer(question="x" * 10_000, answered=False, answer="No. " * 1000, confidence=0.0,
                 suggestions=["topic " * 30] * 100)
    content = fmt.unanswered_content(ans)
    assert len(content) <= 2000
    assert "Did you mean" in content
    assert content.count("**") % 2 == 0


def test_too_fast_rounds_up():
    """Seconds are rounded up and at least 1."""
    assert fmt.too_fast(12.1) == "You're asking too fast \u2014 try again in 13 s."
    assert fmt.too_fast(0.2).endswith("in 1 s.")


def test_paginate_respects_lines_and_characters():
    """Pages hold at most PAGE_LINES lines and PAGE_CHARS characters; nothing is lost."""
    lines = [f"line {i} " + "y" * (i % 300) for i in range(200)] + ["z" * 9000]
    pages = fmt.paginate(lines)
    assert all(len(p) <= fmt.PAGE_CHARS and p.count("\n") < fmt.PAGE_LINES for p in pages)
    assert sum(p.count("\n") + 1 for p in pages) == len(lines)
    assert fmt.paginate([]) == ["Nothing here yet."]


def test_page_embed_says_when_a_page_is_out_of_range():
    """A page past the end says there is no such page, then shows the last; the footer says how to see more."""
    pages = ["a", "b", "c"]
    assert fmt.page_embed("T", pages, 1, command="sources").footer.text.startswith("Page 1/3 \u00b7 Next")
    last = fmt.page_embed("T", pages, 99, command="sources")
    assert last.description == "-# There is no page 99: the list has 3 pages. This is page 3.\nc"
    assert last.footer.text == "Page 3/3"


def test_a_date_heading_is_never_split_from_its_posts():
    """Whatever the page size, no page ends with a heading, and every post follows its own date."""
    lines = []
    for day in range(1, 30):
        lines += [f"**2026-08-{day:02d}**"] + [f"\u2022 @a \u2014 post {day}.{i}" for i in range(day % 4 + 1)]
    for max_lines in (3, 4, 5, 7, 20):
        pages = fmt.paginate(lines, max_lines=max_lines)
        assert all(not fmt.is_heading(p.split("\n")[-1]) for p in pages)
        assert [ln for p in pages for ln in p.split("\n")] == lines


def test_listings_of_the_shipped_seeds(seeds_index):
    """Sources, timeline and about render from the real index within limits."""
    src = fmt.sources_lines(seeds_index)
    assert src[0] == "__Digests__" and any("000\\_318b37a7a0c155e1.txt" in line for line in src)
    timeline = fmt.timeline_lines(seeds_index.timeline())
    dates = [line.strip("*") for line in timeline if line.startswith("**")]
    assert dates == sorted(dates) and len(dates) == len(set(dates))
    about = fmt.about_embed(seeds_index, seeds_index.built_at)
    assert fmt.embed_problems(about) == []
    assert seeds_index.version in about.fields[0].value
    assert "\u201cwho's who\u201d" in (about.description or "")  # the story-level questions are named
    facts = fmt.facts_embed("Marin", seeds_index.facts_about("Marin", 10))
    assert fmt.embed_problems(facts) == [] and facts.fields


def test_whos_who_lists_its_people_under_people_and_sources_under_sources(seeds_index):
    """"who's who" shows its lines under "People", "sources?" under "Sources" (both lists of bullets), within limits."""
    people = fmt.answer_embed(seeds_index.answer("who's who"))
    sources = fmt.answer_embed(seeds_index.answer("sources?"))
    assert [f.name for f in people.fields][:1] == ["People"] and "percyliang" in people.fields[0].value
    assert [f.name for f in sources.fields][:1] == ["Sources"]
    assert fmt.embed_problems(people) == [] and fmt.embed_problems(sources) == []


def test_unanswered_shows_the_closest_fact_marked_as_not_an_answer():
    """The nearby fact of an abstention is labelled, escaped and pings nobody."""
    near = FactRef(id="f1", text="It carries six payloads **bold** @everyone", kind="confirmed", as_of="2026-04-02",
                   sources=[SourceRef(handle="orbitworks", title="Kestrel is down", date="2026-04-02", seed="k.txt", primary=True)])
    ans = Answer(question="how many payloads will kestrel-2 carry?", answered=False, confidence=0.0,
                 answer="The digests don't say.", closest=near)
    content = fmt.render_answer(ans)["content"]
    line = next(x for x in content.splitlines() if "Closest, not an answer" in x)
    assert "six payloads" in line and "@orbitworks" in line and "as of 2026-04-02" in line
    assert "@everyone" not in line and "**bold**" not in line


# --- every card for the shipped question sets fits Discord --------------------------------------------------------

SHARED = ROOT.parent / "shared"
DEV = SHARED / "questions" / "dev.jsonl"


def questions(path: Path) -> list[str]:
    """The questions of a JSON-lines file."""
    return [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def sets() -> list[tuple[str, Path, Path]]:
    """(name, digest folder, question file) of every set present: the dev questions, then each shared story."""
    out = [("dev", SEEDS, DEV if DEV.is_file() else ROOT / "tests" / "data" / "dev.jsonl")]
    stories = SHARED / "stories"
    if stories.is_dir():
        out += [(d.name, d, d / "questions.jsonl") for d in sorted(stories.iterdir())
                if (d / "questions.jsonl").is_file()]
    return out


def check_send(kwargs: dict) -> list[str]:
    """The limits one send breaks: content, and each embed's parts and total."""
    problems = [] if len(kwargs.get("content") or "") <= fmt.MAX_CONTENT else ["content"]
    for embed in [kwargs["embed"]] if "embed" in kwargs else []:
        problems += fmt.embed_problems(embed)
    return problems


@pytest.mark.parametrize("name,seeds,path", sets(), ids=[s[0] for s in sets()])
def test_every_card_for_a_question_set_fits_discord(name: str, seeds: Path, path: Path) -> None:
    """Answer cards, their source lists and misses (with checked suggestions) for every question keep every limit."""
    index = FactIndex.build(seeds)
    asked = questions(path)
    assert asked
    answered = 0
    for q in asked:
        answer = index.answer(q)
        suggestions = suggest_questions(index, answer, q)
        assert len(suggestions) <= 3 and all(index.answer(s).answered for s in suggestions), (q, suggestions)
        sends = [fmt.render_answer(answer, q, suggestions),
                 fmt.render_answer(answer, q, suggestions, quote=fmt.quote_of(q * 3, "https://discord.com/x"))]
        if answer.answered:
            answered += 1
            sends.append({"embed": fmt.sources_embed(answer, q)})
            desc = sends[0]["embed"].description
            assert desc.count(" \u00b7 as of ") <= 1, (q, desc)  # one as-of date on a card
            assert "\n-# " in desc and not desc.startswith("-#"), (q, desc)  # the answer first, sources under facts
        for kwargs in sends:
            assert check_send(kwargs) == [], (name, q, check_send(kwargs))
    assert answered, name


def test_a_storys_line_quoting_a_listed_fact_keeps_only_what_it_adds() -> None:
    """An answer across stories whose second story's line ends with a listed fact ("**B**: It begins 2027-10-14, …:
    <fact>") keeps its own words under Details and shows the fact once, as a bullet with its source line."""
    from bot.terminal import format_answer

    first = fact(1, 1, text="A group of authors has filed a class action against the publisher.")
    second = fact(2, 1, text="The agency has launched the telescope on a heavy rocket from Kourou.")
    ans = answered(question="when did it all start?",
                   answer=(f"**Lawsuit**: It begins 2027-10-05, episode 1: {first.text}\n"
                           f"**Telescope**: It begins 2027-10-14, episode 1: {second.text}"),
                   facts=[first, second])
    embed = fmt.answer_embed(ans)
    shown = embed.description + "".join(f.value for f in embed.fields)
    assert shown.count("heavy rocket") == 1 and "It begins 2027-10-14, episode 1" in shown
    assert "**Telescope**: It begins" in shown  # the bot's own bold label, not escaped asterisks
    terminal = format_answer(ans, ansi=False)
    assert terminal.count("heavy rocket") == 1 and "It begins 2027-10-14, episode 1" in terminal


def test_a_story_title_in_bold_is_still_escaped() -> None:
    """A story's title under Details is bold by the bot's own markup, its own markdown and mentions escaped."""
    ans = answered(question="where did it happen?", answer="It happened here.\n**Evil _title_ <@123> @everyone**: There.",
                   facts=[fact(1, 1, text="It happened here.")])
    value = next(f.value for f in fmt.answer_embed(ans).fields if f.name == "Details")
    assert value.startswith("**Evil \\_title\\_") and "<@123>" not in value and "@everyone" not in value, value


@pytest.mark.parametrize("label", ["Context:", "It goes on:", "Also:", "**The Selkie Spirit Grounding**:"])
def test_a_line_quoting_a_listed_fact_is_shown_once_with_its_source(label: str) -> None:
    """An answer line quoting another of its facts ("It goes on: The TSB's findings …", or one story's answer of
    several under its title) is not repeated under "Details": the card and the terminal show that fact once, as a
    bullet with its source line."""
    from bot.terminal import format_answer

    other = fact(2, 1, text="The TSB's interim findings point to a watch officer who had silenced the alarm.")
    ans = answered(question="why did it run aground?", answer=f"The ferry ran aground in fog.\n{label} {other.text}",
                   facts=[fact(1, 1, text="The ferry ran aground in fog."), other])
    embed = fmt.answer_embed(ans)
    shown = embed.description + "".join(f.value for f in embed.fields)
    assert shown.count("silenced the alarm") == 1 and not any(f.name == "Details" for f in embed.fields)
    assert format_answer(ans, ansi=False).count("silenced the alarm") == 1


def test_a_listing_of_an_accounts_facts_shows_each_once_and_no_empty_bullet() -> None:
    """"What did @dlwh say?": a listing's "• <fact>" lines are its facts, shown once each as a bullet with its source
    line, with no empty "•" left where the line was."""
    from bot.terminal import format_answer

    facts = [fact(1, 1, text="The run is almost boringly smooth."), fact(2, 1, text="The code is public on GitHub.")]
    ans = answered(question="what did @dlwh say?",
                   answer="The digests cite @dlwh for:\n" + "\n".join(f"\u2022 {f.text}" for f in facts), facts=facts)
    terminal = format_answer(ans, ansi=False)
    assert not any(line.strip() == "\u2022" for line in terminal.splitlines()), terminal
    assert terminal.count("boringly smooth") == 1 and terminal.count("public on GitHub") == 1, terminal
    embed = fmt.answer_embed(ans)
    shown = embed.description + "".join(f.value for f in embed.fields)
    assert not any(line.strip() == "\u2022" for line in shown.splitlines()), shown


def test_a_line_quoting_two_listed_facts_shows_neither_twice() -> None:
    """"What's the latest": a paragraph of two listed facts under the episode's title shows each fact once, as a
    bullet with its source line, not the second again as a line of the answer."""
    from bot.terminal import format_answer

    facts = [fact(1, 1, text="The pass road opened for the summer on 05-14."),
             fact(2, 1, text="A full emergency drill in the tunnel is set for 05-23.")]
    ans = answered(question="whats the latest", answer="Latest (2026-05-15), episode 2:\n" + " ".join(
        f.text for f in facts), facts=facts)
    terminal = format_answer(ans, ansi=False)
    assert terminal.count("emergency drill") == 1 and terminal.count("pass road opened") == 1, terminal


def test_a_story_title_before_the_answer_stays_bold_and_gives_no_figure_to_bold():
    """With several stories loaded the answer opens with its story's title ("**Vellmore Moves to Stage 4 …**: Bills
    will rise 9.5%"): the title stays bold, and the figure put in bold is sought in the answer, not in the title."""
    first = FactRef(id="f1", text="Average household water bills will rise 9.5% from 07-01", kind="confirmed", as_of=None,
                    confirmations=1, seed="a.txt", line=3, time_sensitive=False, sources=[])
    ans = answered(question="how much is my water bill going up", facts=[first],
                   answer="**Vellmore Moves to Stage 4 as Reservoirs Fall**: Average household water bills will rise "
                          "9.5% from 07-01")
    head = fmt.answer_card(ans).split("\n")[0]
    assert head.startswith("**Vellmore Moves to Stage 4 as Reservoirs Fall**: ")
    assert "**4**" not in head and "**9.5%**" in head


def test_an_answer_embed_reads_back_as_its_plain_first_line() -> None:
    """The first line of an answer embed without its story label, bold and escapes: what a reply follows up on."""
    from bot.formatting import STORY_PREFIX, answer_of_embed

    embed = discord.Embed(title="\u2753 who runs it?", description="**Kestrel**: Led by **Ana Rios** (@ana\\_rios)\n-# more")
    embed.set_author(name=f"{STORY_PREFIX}Kestrel")
    assert answer_of_embed(embed) == "Led by Ana Rios (@ana_rios)"
    assert answer_of_embed(discord.Embed(description="CEO **Jo Hale** said so")) == "CEO Jo Hale said so"
