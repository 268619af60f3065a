"""Cooldown helpers: one per-user question limit shared by every way to ask (slash, context menu, messages)."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

log = logging.getLogger(__name__)

T = TypeVar("T")


def _key(user_id: int) -> int:
    """Bucket key of the cooldown mapping: the user id itself."""
    return user_id


class AskCooldown:
    """`rate` questions per `per` seconds for each user, across every surface.

    Built on a per-user ``commands.CooldownMapping``. ``hit`` spends one question and returns the seconds
    to wait when the user is over the limit; ``should_warn`` is True once per limited stretch so message
    surfaces can say "try again in N s" once and then stay silent.
    """

    def __init__(self, rate: int, per: float, *, clock: Callable[[], float] = time.monotonic) -> None:
        """A limit of `rate` per `per` seconds; `per` <= 0 turns the limit off."""
        self.rate = rate
        self.per = per
        self.clock = clock
        self.mapping: commands.CooldownMapping[int] | None = (
            commands.CooldownMapping.from_cooldown(rate, per, _key) if per > 0 and rate > 0 else None)
        self._warned_until: dict[int, float] = {}

    @classmethod
    def from_settings(cls, settings: Any, **kwargs: Any) -> AskCooldown:
        """The limit configured by COOLDOWN_RATE and COOLDOWN_SECONDS."""
        return cls(int(settings.cooldown_rate), float(settings.cooldown_seconds), **kwargs)

    def hit(self, user_id: int) -> float | None:
        """Spend one question of `user_id`; None when allowed, else seconds until the next one is."""
        if self.mapping is None:
            return None
        now = self.clock()
        bucket = self.mapping.get_bucket(user_id, now)
        if bucket is None:
            return None
        retry_after = bucket.update_rate_limit(now)
        if retry_after is None:
            self._warned_until.pop(user_id, None)
        return retry_after

    def bucket(self, user_id: int) -> app_commands.Cooldown:
        """The user's cooldown bucket (for `CommandOnCooldown`)."""
        assert self.mapping is not None
        return self.mapping.get_bucket(user_id, self.clock()) or app_commands.Cooldown(self.rate, self.per)

    def should_warn(self, user_id: int, retry_after: float) -> bool:
        """True the first time a limited user is refused in a stretch; False while they stay limited."""
        now = self.clock()
        if self._warned_until.get(user_id, 0.0) > now:
            return False
        self._warned_until = {k: v for k, v in self._warned_until.items() if v > now}
        self._warned_until[user_id] = now + retry_after
        return True

    def reset(self, user_id: int | None = None) -> None:
        """Forget one user's (or everyone's) questions."""
        if self.mapping is not None:
            if user_id is None:
                self.mapping._cache.clear()
            else:
                self.mapping._cache.pop(user_id, None)
        if user_id is None:
            self._warned_until.clear()
        else:
            self._warned_until.pop(user_id, None)


async def ask_cooldown_predicate(interaction: discord.Interaction) -> bool:
    """App-command check: spend one question of the user, or raise `CommandOnCooldown`."""
    client = interaction.client
    cooldown_for = getattr(client, "cooldown_for", None)
    cooldown: AskCooldown | None = (cooldown_for(interaction.guild_id) if callable(cooldown_for)
                                    else getattr(client, "ask_cooldown", None))
    if cooldown is None:
        return True
    retry_after = cooldown.hit(interaction.user.id)
    if retry_after is None:
        return True
    raise app_commands.CommandOnCooldown(cooldown.bucket(interaction.user.id), retry_after)


def ask_cooldown() -> Callable[[T], T]:
    """Decorator for app commands that ask a question: the shared per-user question limit."""
    return app_commands.check(ask_cooldown_predicate)
