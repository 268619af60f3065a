"""The buttons under answers and misses: "Sources" (the full source list) and suggested questions that ask."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.client import bot_of
from bot.formatting import NO_MENTIONS, sources_embed, story_of_embed, truncate
from bot.text import ANSWER_GONE, LOADING, NO_LONGER_ANSWERED

log = logging.getLogger(__name__)

ASK_COG = "Ask"
ASK_PREFIX = "ask:"
SOURCES_ID = "answer-sources"
MAX_LABEL = 80
_UNESCAPE = re.compile(r"\\(.)")


class AskButton(discord.ui.DynamicItem[discord.ui.Button], template=r"ask:(?P<question>.+)"):
    """A suggested question: pressing it asks it, as /ask does (it keeps working after a restart)."""

    def __init__(self, question: str) -> None:
        """The button for one question (its label, and its custom id, carry the question)."""
        self.question = question
        super().__init__(discord.ui.Button(style=discord.ButtonStyle.primary, label=truncate(question, MAX_LABEL),
                                           custom_id=(ASK_PREFIX + question)[:100]))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> AskButton:
        """Rebuild the button from a pressed custom id."""
        return cls(match["question"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Ask the question through the Ask cog, answering as /ask does."""
        from bot.exts.ask.cog import AskCog  # not at the top: the cog's module imports this one

        cog = bot_of(interaction).get_cog(ASK_COG)
        if not isinstance(cog, AskCog):
            await interaction.response.send_message(LOADING, ephemeral=True)
            return
        await cog.answer_interaction(interaction, self.question, surface="suggestion")


class SourcesButton(discord.ui.DynamicItem[discord.ui.Button], template=SOURCES_ID):
    """"Sources" under an answer card: every source of the answer, fact by fact, shown only to whoever presses it."""

    def __init__(self) -> None:
        """The one Sources button (the answer is read back from the card it sits under)."""
        super().__init__(discord.ui.Button(style=discord.ButtonStyle.secondary, label="Sources",
                                           emoji="\N{OPEN BOOK}", custom_id=SOURCES_ID))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> SourcesButton:
        """Rebuild the button from a pressed custom id."""
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        """Answer the card's question again (same story) and show its full source list ephemerally."""
        message = interaction.message
        embeds = message.embeds if message is not None else []
        if not embeds:
            await interaction.response.send_message(ANSWER_GONE, ephemeral=True)
            return
        story, question = story_of_embed(embeds[0])
        question = _UNESCAPE.sub(r"\1", question)
        answer = await bot_of(interaction).answer_question(question, guild_id=interaction.guild_id, story=story)
        if answer is None or not answer.answered:
            await interaction.response.send_message(LOADING if answer is None else NO_LONGER_ANSWERED, ephemeral=True)
            return
        await interaction.response.send_message(embed=sources_embed(answer, question), ephemeral=True,
                                                allowed_mentions=NO_MENTIONS)


def with_buttons(view: discord.ui.View | None, *, sources: bool = False,
                 questions: Sequence[str] = ()) -> discord.ui.View | None:
    """The view plus a Sources button and/or one button per suggested question (None when there is nothing)."""
    if not sources and not questions:
        return view
    if view is None:
        view = discord.ui.View(timeout=None)
    try:
        if sources:
            view.add_item(SourcesButton())
        for q in questions:
            view.add_item(AskButton(q))
    except ValueError:  # the view is full
        log.debug("no room for more buttons under a reply")
    return view
