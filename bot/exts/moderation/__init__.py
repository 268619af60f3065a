"""Moderation: keep the index fresh and see what the digests can't answer.

Loaded automatically by StoryBot.setup_hook (every bot/exts/ package with ``setup``). Adds three cogs:

* ``Moderation`` (cog.py): /refresh, /digest add|list|remove|hide|unhide and the seeds-folder watcher;
* ``ServerSettings`` (serversettings.py): /settings, each server's own settings;
* ``Insights`` (insights.py): logs every question, 👍/👎 feedback under answers, /unanswered, /stats.

The cogs are typed against StoryBot: they use its ``settings``, ``index`` (swapped by assignment),
``index_refreshed_at``, ``layers``, ``store`` and ``view_factory``, and the ``question_answered`` event
(bot.events.QuestionEvent). Every moderator command carries ``checks.moderator_only()``.
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
