"""The ask extension: /ask, mentions, DMs, answer channels and the "Answer with sources" message command."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from .cog import AskCog, looks_like_question, strip_mentions

if TYPE_CHECKING:
    from bot.client import StoryBot

log = logging.getLogger(__name__)

__all__ = ["AskCog", "looks_like_question", "setup", "strip_mentions"]


async def setup(bot: StoryBot) -> None:
    """Add the ask cog (and its context-menu command) to the bot."""
    await bot.add_cog(AskCog(bot))
