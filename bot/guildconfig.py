"""Per-server settings: what a server changed (kept in the database) over the environment's defaults."""

from __future__ import annotations

import logging
from typing import Any

from pydantic import BaseModel, Field, ValidationError

log = logging.getLogger(__name__)

# Settings a server's Manage Server members may change; the limits only the bot's owners may.
MEMBER_KEYS = ("moderator_role_ids", "answer_channel_ids", "cooldown_rate", "cooldown_seconds")
OWNER_KEYS = ("max_digests", "max_digest_bytes")
KEYS = MEMBER_KEYS + OWNER_KEYS
# Story settings (/story): kept with the others but shown and changed by /story, not /settings.
STORY_KEYS = ("story_channels", "story_overrides")


class GuildConfig(BaseModel):
    """One server's effective settings."""

    model_config = {"frozen": True}

    moderator_role_ids: tuple[int, ...] = ()
    answer_channel_ids: tuple[int, ...] = ()
    cooldown_rate: int = Field(default=3, ge=1, le=1000)
    cooldown_seconds: float = Field(default=30.0, ge=0, le=86400)
    max_digests: int = Field(default=20, ge=0, le=10000)
    max_digest_bytes: int = Field(default=2 * 1024 * 1024, ge=0, le=1024 ** 3)
    story_channels: dict[str, str] = Field(default_factory=dict)  # channel id → the story (key) it follows
    story_overrides: dict[str, str] = Field(default_factory=dict)  # digest name → the story (title) it belongs to

    @classmethod
    def defaults(cls, settings: Any) -> GuildConfig:
        """The environment's defaults (MODERATOR_ROLE_IDS, ANSWER_CHANNEL_IDS, COOLDOWN_*, GUILD_MAX_*)."""
        return cls(moderator_role_ids=tuple(getattr(settings, "moderator_role_ids", ()) or ()),
                   answer_channel_ids=tuple(getattr(settings, "answer_channel_ids", ()) or ()),
                   cooldown_rate=int(getattr(settings, "cooldown_rate", 3)),
                   cooldown_seconds=float(getattr(settings, "cooldown_seconds", 30.0)),
                   max_digests=int(getattr(settings, "guild_max_digests", 20)),
                   max_digest_bytes=int(getattr(settings, "guild_max_digest_bytes", 2 * 1024 * 1024)))

    def followed_story(self, channel_id: int | None, parent_id: int | None = None) -> str | None:
        """The story a channel (or the channel a thread is in) follows, if any."""
        for cid in (channel_id, parent_id):
            if cid is not None and str(cid) in self.story_channels:
                return self.story_channels[str(cid)]
        return None

    def with_stored(self, stored: dict[str, Any], guild_id: int | None = None) -> GuildConfig:
        """These defaults overlaid with a server's stored values (an invalid stored value is logged and skipped)."""
        config = self
        for key, value in stored.items():
            if key not in KEYS and key not in STORY_KEYS:
                log.warning("guild %s: unknown stored setting %r ignored", guild_id, key)
                continue
            try:
                config = GuildConfig.model_validate({**config.model_dump(), key: value})
            except ValidationError as exc:
                log.warning("guild %s: stored setting %s=%r ignored: %s", guild_id, key, value,
                            exc.errors()[0].get("msg", exc))
        return config

    def changed_from(self, defaults: GuildConfig) -> set[str]:
        """The settings that differ from the defaults."""
        return {k for k in KEYS if getattr(self, k) != getattr(defaults, k)}
