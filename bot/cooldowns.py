"""The question limit: one per-user cooldown shared by every way to ask (slash, context menu, messages)."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from discord import app_commands

log = logging.getLogger(__name__)


class AskCooldown:
    """`rate` questions per `per` seconds for each user, across every surface.

    One ``app_commands.Cooldown`` bucket per user, kept here (a bucket that has fully recovered is
    dropped: it behaves as a new one). ``hit`` spends one question and returns the seconds to wait
    when the user is over the limit; ``should_warn`` is True once per limited stretch so message
    surfaces can say "try again in N s" once and then stay silent.
    """

    def __init__(self, rate: int, per: float, *, clock: Callable[[], float] = time.monotonic) -> None:
        """A limit of `rate` per `per` seconds; `per` <= 0 (or `rate` <= 0) turns the limit off."""
        self.rate = rate
        self.per = per
        self.clock = clock
        self.enabled = per > 0 and rate > 0
        self._buckets: dict[int, app_commands.Cooldown] = {}
        self._warned_until: dict[int, float] = {}

    def __len__(self) -> int:
        """How many users have a bucket still recovering (the rest are forgotten)."""
        return len(self._buckets)

    @classmethod
    def from_settings(cls, settings: Any, **kwargs: Any) -> AskCooldown:
        """The limit configured by COOLDOWN_RATE and COOLDOWN_SECONDS."""
        return cls(int(settings.cooldown_rate), float(settings.cooldown_seconds), **kwargs)

    def _bucket_at(self, user_id: int, now: float) -> app_commands.Cooldown:
        """The user's bucket (made on first use), after forgetting every bucket that has fully recovered."""
        self._buckets = {k: b for k, b in self._buckets.items() if b.get_tokens(now) < b.rate}
        found = self._buckets.get(user_id)
        if found is None:
            found = self._buckets[user_id] = app_commands.Cooldown(self.rate, self.per)
        return found

    def hit(self, user_id: int) -> float | None:
        """Spend one question of `user_id`; None when allowed, else seconds until the next one is."""
        if not self.enabled:
            return None
        now = self.clock()
        retry_after = self._bucket_at(user_id, now).update_rate_limit(now)
        if retry_after is None:
            self._warned_until.pop(user_id, None)
        return retry_after

    def bucket(self, user_id: int) -> app_commands.Cooldown:
        """The user's cooldown bucket (for `CommandOnCooldown`)."""
        return self._buckets.get(user_id) or app_commands.Cooldown(self.rate, self.per)

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
        if user_id is None:
            self._buckets.clear()
            self._warned_until.clear()
        else:
            self._buckets.pop(user_id, None)
            self._warned_until.pop(user_id, None)
