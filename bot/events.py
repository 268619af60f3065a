"""Events the bot dispatches for other cogs: one `question_answered` per question handled."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from knowledge.models import Answer

log = logging.getLogger(__name__)

SURFACES = ("slash", "mention", "dm", "channel", "context_menu")


@dataclass(frozen=True)
class QuestionEvent:
    """One question the bot answered or abstained on, dispatched as `question_answered`.

    Listen with ``@commands.Cog.listener() async def on_question_answered(self, event)``.
    ``replied`` is False when the bot stayed silent (an answer channel question it could not
    answer confidently); every other event was replied to.
    """

    question: str
    answer: Answer
    guild_id: int | None
    channel_id: int | None
    user_id: int
    surface: str  # one of SURFACES
    latency_ms: float
    replied: bool = True
