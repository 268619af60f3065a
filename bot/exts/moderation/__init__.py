"""Moderation: keep the index fresh and see what the digests can't answer.

Loaded automatically by StoryBot.setup_hook (every bot/exts/ package with ``setup``). Adds two cogs:

* ``Moderation`` (cog.py): /refresh, /digest add|list|remove|hide|unhide and the seeds-folder watcher;
* ``ServerSettings`` (serversettings.py): /settings, each server's own settings;
* ``Insights`` (insights.py): logs every question, 👍/👎 feedback under answers, /unanswered, /stats.

Relies on the bot having ``settings``, ``index`` (swapped by assignment), ``index_refreshed_at`` and
``view_factory``, and on the ``question_answered`` event (bot.events.QuestionEvent).
"""

from __future__ import annotations

from bot.client import StoryBot

from .cog import ModerationCog
from .insights import InsightsCog
from .serversettings import ServerSettingsCog

__all__ = ["ModerationCog", "InsightsCog", "ServerSettingsCog", "setup"]


async def setup(bot: StoryBot) -> None:
    """Add the moderation, server settings and insights cogs."""
    await bot.add_cog(ModerationCog(bot))
    await bot.add_cog(ServerSettingsCog(bot))
    await bot.add_cog(InsightsCog(bot))
