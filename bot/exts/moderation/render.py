"""Moderator replies use bot.formatting (limits, escaping, fitting); these names stay for the moderation cogs."""

from __future__ import annotations

from bot.formatting import MAX_CONTENT as CONTENT_LIMIT
from bot.formatting import MAX_DESCRIPTION as EMBED_DESCRIPTION_LIMIT
from bot.formatting import MAX_EMBED_TOTAL as EMBED_TOTAL_LIMIT
from bot.formatting import MAX_FIELD_VALUE as EMBED_FIELD_LIMIT
from bot.formatting import NO_MENTIONS, code_block, percent, safe, timestamp
from bot.formatting import join_within as fit_lines

__all__ = ["CONTENT_LIMIT", "EMBED_DESCRIPTION_LIMIT", "EMBED_FIELD_LIMIT", "EMBED_TOTAL_LIMIT", "NO_MENTIONS",
           "code_block", "fit_lines", "percent", "safe", "timestamp"]
