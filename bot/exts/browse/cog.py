"""Browsing the index: /facts (with topic autocomplete), /sources, /timeline and /about."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.formatting import (
    MAX_CHOICE_LENGTH,
    MAX_CHOICES,
    NO_MENTIONS,
    about_embed,
    echo,
    facts_embed,
    one_line,
    page_embed,
    paginate,
    sources_lines,
    timeline_lines,
    truncate,
)
from bot.text import LOADING

if TYPE_CHECKING:
    from bot.client import StoryBot

log = logging.getLogger(__name__)

FACTS_LIMIT = 10
PAGER_TIMEOUT = 600.0  # seconds the ◀ / ▶ buttons of a listing keep working


class Pager(discord.ui.View):
    """◀ / ▶ under one page of /sources or /timeline: each press shows the page before or after, in place."""

    def __init__(self, title: str, pages: list[str], page: int, command: str) -> None:
        """The buttons for a listing shown at `page` (clamped to the pages there are)."""
        super().__init__(timeout=PAGER_TIMEOUT)
        self.title, self.pages, self.command = title, pages, command
        self.page = min(max(1, page), len(pages))
        self._update()

    def _update(self) -> None:
        """Disable the buttons that would leave the listing."""
        self.previous.disabled = self.page <= 1
        self.next.disabled = self.page >= len(self.pages)

    async def _show(self, interaction: discord.Interaction, page: int) -> None:
        """Edit the message to show another page."""
        self.page = min(max(1, page), len(self.pages))
        self._update()
        await interaction.response.edit_message(embed=page_embed(self.title, self.pages, self.page,
                                                                 command=self.command), view=self)

    @discord.ui.button(label="Previous", emoji="\u25c0", style=discord.ButtonStyle.secondary)
    async def previous(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        """Show the page before."""
        await self._show(interaction, self.page - 1)

    @discord.ui.button(label="Next", emoji="\u25b6", style=discord.ButtonStyle.secondary)
    async def next(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        """Show the page after."""
        await self._show(interaction, self.page + 1)


def topic_choices(topics: list[str], limit: int = MAX_CHOICES) -> list[app_commands.Choice[str]]:
    """Autocomplete choices from topic names: at most 25, names and values at most 100 characters, no repeats."""
    out: list[app_commands.Choice[str]] = []
    seen: set[str] = set()
    for topic in topics:
        name = truncate(one_line(topic), MAX_CHOICE_LENGTH)
        value = topic if len(topic) <= MAX_CHOICE_LENGTH else name
        if not name or value in seen:
            continue
        seen.add(value)
        out.append(app_commands.Choice(name=name, value=value))
        if len(out) >= limit:
            break
    return out


class BrowseCog(commands.Cog, name="Browse"):
    """Look through what the bot knows: facts by topic, sources, the timeline and the index itself."""

    def __init__(self, bot: StoryBot) -> None:
        """Keep the bot; what a server sees is read from it at each use (bot.view_for)."""
        self.bot = bot

    @app_commands.command(name="facts", description="Facts about a topic, with the posts that report them.")
    @app_commands.describe(topic="A topic (start typing for suggestions)")
    async def facts(self, interaction: discord.Interaction, topic: str) -> None:
        """/facts topic: the facts about a topic and their sources."""
        index = self.bot.view_for(interaction.guild_id)
        if index is None:
            await interaction.response.send_message(LOADING, ephemeral=True)
            return
        facts = await asyncio.to_thread(index.facts_about, topic, FACTS_LIMIT)
        if not facts:
            others = topic_choices(await asyncio.to_thread(index.search_topics, topic, 5), 5)
            hint = (" Try: " + ", ".join(f"**{echo(c.name, 100)}**" for c in others)) if others else ""
            await interaction.response.send_message(f"I have no facts about **{echo(topic, 100)}**.{hint}",
                                                    ephemeral=True)
            return
        await interaction.response.send_message(embed=facts_embed(topic, facts))

    @facts.autocomplete("topic")
    async def topic_autocomplete(self, interaction: discord.Interaction,
                                 current: str) -> list[app_commands.Choice[str]]:
        """Topics matching what has been typed; the most prominent ones when nothing has."""
        index = self.bot.view_for(interaction.guild_id)
        if index is None:
            return []
        try:
            topics = await asyncio.to_thread(index.search_topics, (current or "")[:MAX_CHOICE_LENGTH], MAX_CHOICES)
        except Exception:
            log.exception("topic search failed for autocomplete")
            return []
        return topic_choices(list(topics))

    @app_commands.command(name="sources", description="The digests and posts behind the bot's answers.")
    @app_commands.describe(page="Page number (the list is split into pages)")
    async def sources(self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1) -> None:
        """/sources: digests, then every cited post, one page at a time (only you see it)."""
        index = self.bot.view_for(interaction.guild_id)
        if index is None:
            await interaction.response.send_message(LOADING, ephemeral=True)
            return
        stats = index.stats()
        title = f"Sources \u2014 {stats['digests']} digest(s), {stats['sources']} post(s)"
        await self._send_page(interaction, title, sources_lines(index), page, "sources")

    @app_commands.command(name="timeline", description="The story's dated posts, in order.")
    @app_commands.describe(page="Page number (the list is split into pages)")
    async def timeline(self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1) -> None:
        """/timeline: what was posted when, oldest first (only you see it)."""
        index = self.bot.view_for(interaction.guild_id)
        if index is None:
            await interaction.response.send_message(LOADING, ephemeral=True)
            return
        entries = index.timeline()
        await self._send_page(interaction, f"Timeline \u2014 {len(entries)} dated post(s)", timeline_lines(entries),
                              page, "timeline")

    @staticmethod
    async def _send_page(interaction: discord.Interaction, title: str, lines: list[str], page: int,
                         command: str) -> None:
        """One page of a long list as an embed only the asker sees, with ◀ / ▶ when there is more than one."""
        pages = paginate(lines)
        kwargs: dict = {"embed": page_embed(title, pages, page, command=command)}
        if len(pages) > 1:
            kwargs["view"] = Pager(title, pages, page, command)
        await interaction.response.send_message(**kwargs, ephemeral=True, allowed_mentions=NO_MENTIONS)

    @app_commands.command(name="about", description="What this bot is, and the index it answers from.")
    async def about(self, interaction: discord.Interaction) -> None:
        """/about: what the bot is, index version, counts and time of the last refresh."""
        name = self.bot.user.name if self.bot.user else "the story bot"
        refreshed = max([self.bot.index_refreshed_at] + ([self.bot.layers.refreshed_at[interaction.guild_id]]
                        if interaction.guild_id in self.bot.layers.refreshed_at else []))
        embed = about_embed(self.bot.view_for(interaction.guild_id), refreshed, bot_name=name)
        here = f" (this server: shard {interaction.guild.shard_id})" if interaction.guild is not None else ""
        embed.add_field(name="Shards in this process", value=self.bot.shards_text + here, inline=False)
        await interaction.response.send_message(embed=embed)
