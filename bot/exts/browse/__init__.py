"""The browse extension: /facts, /sources, /timeline and /about."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from .cog import BrowseCog, topic_choices

if TYPE_CHECKING:
    from bot.client import StoryBot

log = logging.getLogger(__name__)

__all__ = ["BrowseCog", "setup", "topic_choices"]


async def setup(bot: StoryBot) -> None:
    """Add the browse cog to the bot."""
    await bot.add_cog(BrowseCog(bot))
