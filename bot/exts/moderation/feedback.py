"""👍/👎 buttons under each answer, with custom ids that survive restarts.

Each button is a ``discord.ui.DynamicItem`` whose custom id encodes the answer id and the vote
(``story:vote:<answer id>:up``), so a click is understood even after the bot restarted and the view
object is long gone. The answer id links the click to the question logged by the question_answered
listener (see AnswerLinker).
"""

from __future__ import annotations

import re
import secrets
import weakref
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

import discord

from bot.client import bot_of

ANSWER_ID_HEX = 16
VOTE_TEMPLATE = rf"story:vote:(?P<answer_id>[0-9a-f]{{{ANSWER_ID_HEX}}}):(?P<vote>up|down)"
INSIGHTS_COG = "Insights"


def new_answer_id() -> str:
    """A fresh random answer id (16 hex digits)."""
    return secrets.token_hex(ANSWER_ID_HEX // 2)


def vote_custom_id(answer_id: str, helpful: bool) -> str:
    """The custom id of a vote button."""
    return f"story:vote:{answer_id}:{'up' if helpful else 'down'}"


class VoteButton(discord.ui.DynamicItem[discord.ui.Button], template=VOTE_TEMPLATE):
    """A 👍 or 👎 button for one answer."""

    def __init__(self, answer_id: str, helpful: bool) -> None:
        """Build the button for an answer id and a vote."""
        self.answer_id = answer_id
        self.helpful = helpful
        super().__init__(discord.ui.Button(
            style=discord.ButtonStyle.secondary,
            emoji="\N{THUMBS UP SIGN}" if helpful else "\N{THUMBS DOWN SIGN}",
            label="Helpful" if helpful else "Not helpful",
            custom_id=vote_custom_id(answer_id, helpful),
        ))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> VoteButton:
        """Rebuild the button from a clicked custom id."""
        return cls(match["answer_id"], match["vote"] == "up")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Record the vote through the Insights cog and thank the member ephemerally."""
        from .insights import InsightsCog  # not at the top: the cog's module imports this one

        cog = bot_of(interaction).get_cog(INSIGHTS_COG)
        if not isinstance(cog, InsightsCog):
            await interaction.response.send_message("Feedback is not being recorded right now, sorry.",
                                                    ephemeral=True)
            return
        await cog.handle_vote(interaction, self.answer_id, self.helpful)


class FeedbackView(discord.ui.View):
    """The 👍/👎 row under an answer (no timeout: the buttons keep working)."""

    def __init__(self, answer_id: str) -> None:
        """Both buttons for one answer id."""
        super().__init__(timeout=None)
        self.answer_id = answer_id
        self.add_item(VoteButton(answer_id, True))
        self.add_item(VoteButton(answer_id, False))


@dataclass
class _Pending:
    """One side of an answer waiting for the other side."""

    side: str
    ref: Any  # weakref to the Answer object, or None
    key: tuple[int | None, str]


class AnswerLinker:
    """Gives the view of an answer and its question_answered event the same answer id.

    The bot asks for the view (``view_factory``) and dispatches the event for the same answer, in
    either order; whichever comes first creates the id, the other one claims it. Matching is by the
    answer object itself, else by (member, question). Unclaimed ids are forgotten after ``maxsize``.
    """

    def __init__(self, maxsize: int = 1024) -> None:
        """Remember up to ``maxsize`` unclaimed ids."""
        self.maxsize = maxsize
        self._pending: OrderedDict[str, _Pending] = OrderedDict()

    def __len__(self) -> int:
        """Unclaimed ids held."""
        return len(self._pending)

    def link(self, side: str, user_id: int | None, question: str, answer: Any) -> str:
        """The answer id for this answer, as seen from ``side`` ('view' or 'event')."""
        key = (user_id, " ".join((question or "").split()))
        found = next((aid for aid, p in self._pending.items()
                      if p.side != side and p.ref is not None and p.ref() is answer), None)
        if found is None:
            found = next((aid for aid, p in self._pending.items() if p.side != side and p.key == key), None)
        if found is not None:
            del self._pending[found]
            return found
        try:
            ref = weakref.ref(answer)
        except TypeError:
            ref = None
        answer_id = new_answer_id()
        self._pending[answer_id] = _Pending(side, ref, key)
        while len(self._pending) > self.maxsize:
            self._pending.popitem(last=False)
        return answer_id


class RecentAnswers:
    """Question and fact ids of recent answer ids, so a vote is stored with them at once."""

    def __init__(self, maxsize: int = 4096) -> None:
        """Remember up to ``maxsize`` answers."""
        self.maxsize = maxsize
        self._items: OrderedDict[str, tuple[str, list[str]]] = OrderedDict()

    def put(self, answer_id: str, question: str, fact_ids: list[str]) -> None:
        """Remember one answer."""
        self._items[answer_id] = (question, fact_ids)
        self._items.move_to_end(answer_id)
        while len(self._items) > self.maxsize:
            self._items.popitem(last=False)

    def get(self, answer_id: str) -> tuple[str, list[str]] | None:
        """The question and fact ids of an answer id, if still remembered."""
        return self._items.get(answer_id)
