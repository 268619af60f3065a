"""The stories extension: /story list|follow|unfollow|set (knowledge.stories)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cog import StoryCog

if TYPE_CHECKING:
    from bot.client import StoryBot

__all__ = ["StoryCog", "setup"]


async def setup(bot: StoryBot) -> None:
    """Add the story cog to the bot."""
    await bot.add_cog(StoryCog(bot))
