"""bot.cooldowns: the per-user question limit every way to ask shares."""

from __future__ import annotations

from bot.cooldowns import AskCooldown


class Clock:
    """A hand-driven monotonic clock."""

    def __init__(self) -> None:
        """Start at an arbitrary non-zero time."""
        self.now = 1000.0

    def __call__(self) -> float:
        """The current time."""
        return self.now


def test_cooldown_allows_rate_then_limits_then_recovers():
    """`rate` questions per window; the next one waits; after the window it is allowed again."""
    clock = Clock()
    cd = AskCooldown(2, 30, clock=clock)
    assert cd.hit(1) is None and cd.hit(1) is None
    retry = cd.hit(1)
    assert retry is not None and 0 < retry <= 30
    assert cd.hit(2) is None  # per user
    clock.now += 31
    assert cd.hit(1) is None


def test_cooldown_warns_once_per_limited_stretch():
    """should_warn is True once, then False while still limited, and True again after recovering."""
    clock = Clock()
    cd = AskCooldown(1, 10, clock=clock)
    cd.hit(7)
    retry = cd.hit(7)
    assert cd.should_warn(7, retry) is True
    clock.now += 1
    assert cd.should_warn(7, cd.hit(7)) is False
    clock.now += 20
    assert cd.hit(7) is None
    assert cd.should_warn(7, cd.hit(7)) is True


def test_zero_seconds_turns_the_cooldown_off():
    """COOLDOWN_SECONDS=0 means no limit."""
    cd = AskCooldown(1, 0)
    assert all(cd.hit(1) is None for _ in range(10))


def test_reset_forgets_one_user_or_everyone():
    """reset(user) lifts one user's limit (and warning); reset() everyone's."""
    clock = Clock()
    cd = AskCooldown(1, 30, clock=clock)
    for user in (1, 2):
        cd.hit(user)
        assert cd.should_warn(user, cd.hit(user)) is True
    cd.reset(1)
    assert cd.hit(1) is None
    assert cd.hit(2) is not None
    cd.reset()
    assert cd.hit(2) is None and cd.should_warn(2, 30.0) is True


def test_recovered_users_are_forgotten():
    """Buckets that have fully recovered are dropped, so a busy server's limit does not grow without bound."""
    clock = Clock()
    cd = AskCooldown(3, 10, clock=clock)
    for user in range(1000):
        cd.hit(user)
    assert len(cd) == 1000
    clock.now += 11
    assert cd.hit(5000) is None
    assert len(cd) == 1
    assert cd.bucket(5000).get_tokens(clock.now) == 2  # the one question it spent
    assert cd.bucket(1).get_tokens(clock.now) == 3  # forgotten: a fresh bucket


def test_from_settings_reads_rate_and_seconds():
    """The limit comes from settings."""
    from tests.bot.botkit import make_settings

    cd = AskCooldown.from_settings(make_settings(cooldown_rate=5, cooldown_seconds=12))
    assert (cd.rate, cd.per) == (5, 12.0)
