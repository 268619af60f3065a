"""Browsing: /facts with autocomplete, /sources, /timeline and /about."""

from __future__ import annotations

import re

import discord

from bot.exts.browse import topic_choices
from bot.formatting import embed_problems
from tests.bot.botkit import StubIndex, slash


def embeds_of(call) -> list[discord.Embed]:
    """The embeds of a recorded message."""
    return [discord.Embed.from_dict(e) for e in call.message.get("embeds") or []]


def choices_of(env) -> list[dict]:
    """The choices of the autocomplete response."""
    [call] = [c for c in env.recorder.calls if (c.json or {}).get("type") == 8]
    return call.json["data"]["choices"]


class ManyTopics(StubIndex):
    """An index with 60 very long topic names."""

    def search_topics(self, text: str, limit: int = 25) -> list[str]:
        """Long names, more than asked for, with a duplicate."""
        names = [f"Topic {i} " + "with a very long name " * 10 for i in range(60)]
        return [names[0], *names]


async def test_autocomplete_on_empty_input_offers_the_first_topics(make_env, zephyr_index):
    """Nothing typed → the index's first topics, at most 25."""
    env = await make_env(zephyr_index)
    await env.interact(slash("facts", {"topic": ""}, focused="topic"))
    choices = choices_of(env)
    assert 0 < len(choices) <= 25
    assert [c["value"] for c in choices] == zephyr_index.search_topics("", 25)[:len(choices)]


async def test_autocomplete_filters_by_typed_text(make_env, seeds_index):
    """Typed text narrows the choices (whatever the matcher ranks first, it is a real topic)."""
    env = await make_env(seeds_index)
    await env.interact(slash("facts", {"topic": "Mar"}, focused="topic"))
    choices = choices_of(env)
    assert 0 < len(choices) <= 25
    assert all(c["value"] in seeds_index.topics() for c in choices)


async def test_autocomplete_respects_discord_limits(make_env, zephyr_index):
    """At most 25 choices, names and values at most 100 characters, no duplicates."""
    env = await make_env(ManyTopics(None, zephyr_index))
    await env.interact(slash("facts", {"topic": "to"}, focused="topic"))
    choices = choices_of(env)
    assert len(choices) == 25
    assert all(1 <= len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in choices)
    assert len({c["value"] for c in choices}) == 25


def test_topic_choices_skips_blank_names():
    """Blank topics are not offered."""
    assert [c.value for c in topic_choices(["  ", "Marin", "Marin", "CoreWeave"])] == ["Marin", "CoreWeave"]


async def test_facts_lists_facts_with_sources(make_env, zephyr_index):
    """/facts topic → public embed of facts about it, each with its sources."""
    env = await make_env(zephyr_index)
    await env.interact(slash("facts", {"topic": "Zephyr"}))
    [call] = env.sent
    assert not call.ephemeral
    [embed] = embeds_of(call)
    assert embed.title.startswith("Facts about Zephyr")
    assert embed.fields and all("\u2022 @" in f.value or "No source" in f.value for f in embed.fields)
    assert embed_problems(embed) == []


async def test_facts_about_an_unknown_topic(make_env, zephyr_index):
    """No facts → a private note, with topic suggestions."""
    env = await make_env(StubIndex(None, zephyr_index))
    env.bot.index.facts_about = lambda topic, limit=10: []
    await env.interact(slash("facts", {"topic": "<@&1> quantum knitting"}))
    [call] = env.sent
    assert call.ephemeral and "no facts about" in call.message["content"]
    assert "<@&1>" not in call.message["content"]


async def test_sources_is_paged_within_limits(make_env, seeds_index):
    """/sources: digests and posts, private, paged."""
    env = await make_env(seeds_index)
    await env.interact(slash("sources"))
    [call] = env.sent
    assert call.ephemeral
    [embed] = embeds_of(call)
    assert "__Digests__" in embed.description and "000\\_318b37a7a0c155e1.txt" in embed.description
    assert re.match(r"Page 1/\d+", embed.footer.text)
    assert embed_problems(embed) == []
    await env.interact(slash("sources", {"page": 999}))
    last = embeds_of(env.sent[-1])[0]
    pages = int(re.match(r"Page (\d+)/(\d+)", last.footer.text).group(2))
    assert last.footer.text.startswith(f"Page {pages}/{pages}")


async def test_timeline_is_in_date_order(make_env, seeds_index):
    """/timeline: dated posts, oldest first."""
    env = await make_env(seeds_index)
    text = ""
    for page in range(1, 6):
        await env.interact(slash("timeline", {"page": page}))
        embed = embeds_of(env.sent[-1])[0]
        assert embed_problems(embed) == []
        if embed.description.startswith("-# There is no page"):
            break
        text += embed.description + "\n"
    dates = re.findall(r"\*\*(\d{4}-\d{2}-\d{2})\*\*", text)
    assert dates and dates == sorted(dates)
    assert len(re.findall(r"^\u2022 @", text, re.M)) == len(seeds_index.timeline())


async def test_about_shows_version_counts_and_refresh(make_env, seeds_index):
    """/about: what the bot is, index version, counts and last refresh time."""
    env = await make_env(seeds_index)
    await env.interact(slash("about"))
    [embed] = embeds_of(env.sent[0])
    values = {f.name: f.value for f in embed.fields}
    assert seeds_index.version in values["Index version"]
    stats = seeds_index.stats()
    assert f"{stats['facts']} facts" in values["Counts"] and f"{stats['digests']} digests" in values["Counts"]
    assert re.search(r"<t:\d+:R>", values["Last refreshed"])
    assert "storybot" in embed.description


async def test_browse_reads_the_current_index(make_env, seeds_index, zephyr_index):
    """After `bot.index = other`, /about describes the new index."""
    env = await make_env(seeds_index)
    env.use_index(zephyr_index)
    await env.interact(slash("about"))
    assert zephyr_index.version in embeds_of(env.sent[0])[0].fields[0].value
