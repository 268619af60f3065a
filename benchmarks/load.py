"""Load run: N questions as mentions at a steady rate against the real bot and the Discord stand-in.

    .venv/bin/python -m benchmarks.load --questions 1000 --rate 50

Starts the stand-in on 127.0.0.1, starts the bot as `python -m bot run` would (create_bot(settings) and
run_bot(bot, token) from bot.runner), injects the questions as MESSAGE_CREATE events mentioning the bot,
each from a different member (so the per-user cooldown is not what is measured), and, halfway through,
an owner's `/refresh shared:True` after a new digest was dropped into the seeds folder (when the moderation
extension exists). Prints how many were answered, failed and the latency from event injection to the
reply arriving at the stand-in's REST API (p50/p90/p99/max). A benchmark, not a test: nothing is timed
against a threshold. Everything is bounded by --timeout; exit code 0 when every question was answered.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import math
import statistics
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from tests.digests import BATTERY, BATTERY_NAME, BATTERY_QUESTION, QUESTIONS, write_solar
from tests.e2e.fakediscord import FakeDiscord

TOKEN = "load.fake-token.not-secret"


@dataclass
class LoadResult:
    """The figures of one load run."""

    questions: int
    rate: float
    answered: int = 0
    failed: int = 0  # no reply in time, or a reply without the expected answer
    no_reply: int = 0
    wrong_reply: int = 0
    p50_ms: float = 0.0
    p90_ms: float = 0.0
    p99_ms: float = 0.0
    max_ms: float = 0.0
    mean_ms: float = 0.0
    inject_seconds: float = 0.0  # how long injecting took (vs. the planned questions / rate)
    total_seconds: float = 0.0  # first injection to last reply
    refresh: str = "skipped"  # what happened to the mid-run /refresh
    refresh_ms: float | None = None
    refresh_took_effect: bool | None = None
    stand_in_errors: list[str] = field(default_factory=list)
    wrong_samples: list[str] = field(default_factory=list)

    def render(self) -> str:
        """The figures as readable lines."""
        lines = [
            f"questions: {self.questions} at {self.rate:g}/s (injected in {self.inject_seconds:.2f}s, "
            f"all done in {self.total_seconds:.2f}s)",
            f"answered: {self.answered}",
            f"failed: {self.failed} (no reply: {self.no_reply}, reply without the answer: {self.wrong_reply})",
            f"latency injection->reply: p50 {self.p50_ms:.1f} ms, p90 {self.p90_ms:.1f} ms, "
            f"p99 {self.p99_ms:.1f} ms, max {self.max_ms:.1f} ms, mean {self.mean_ms:.1f} ms",
            f"mid-run /refresh: {self.refresh}"
            + (f" in {self.refresh_ms:.0f} ms" if self.refresh_ms is not None else "")
            + ("" if self.refresh_took_effect is None
               else f"; new digest answered afterwards: {'yes' if self.refresh_took_effect else 'NO'}"),
        ]
        if self.stand_in_errors:
            lines.append(f"stand-in saw {len(self.stand_in_errors)} protocol error(s): {self.stand_in_errors[:5]}")
        if self.wrong_samples:
            lines.append(f"sample replies without the answer: {self.wrong_samples[:3]}")
        return "\n".join(lines)


def percentile(sorted_values: list[float], p: float) -> float:
    """Nearest-rank percentile of already sorted values."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(p / 100 * len(sorted_values)))
    return sorted_values[min(rank, len(sorted_values)) - 1]


def moderation_present() -> bool:
    """Whether the moderation extension exists in this tree (the mid-run /refresh needs it)."""
    return (Path(__file__).resolve().parents[1] / "bot" / "exts" / "moderation" / "__init__.py").exists()


async def run_load(questions: int, rate: float, *, timeout: float = 120.0, refresh: bool = True,
                   workdir: Path | None = None) -> LoadResult:
    """One load run in the running event loop (the stand-in and the bot share it)."""
    from bot.runner import create_bot, run_bot
    from bot.settings import Settings

    result = LoadResult(questions=questions, rate=rate)
    with tempfile.TemporaryDirectory(prefix="story-load-") as tmp:
        base = Path(workdir or tmp)
        seeds = write_solar(base / "seeds")
        fake = FakeDiscord(token=TOKEN)
        await fake.start()
        restore = fake.patch_discord()
        try:
            # fields given by name (populate_by_name); mypy, without pydantic's plugin, knows only their aliases
            settings = Settings(_env_file=None, discord_token=TOKEN, seeds_dir=seeds,  # type: ignore[call-arg, arg-type]  # pydantic-settings' _env_file and str paths
                                data_dir=base / "data",
                                dev_guild_ids=[fake.guild_id], moderator_role_ids=[fake.moderator_role_id],
                                guild_ready_timeout=0.05, watch_interval=0, message_content_intent=False,
                                answer_channel_ids=[], log_level="WARNING")
            bot = create_bot(settings)
            task = asyncio.create_task(run_bot(bot, TOKEN))
            try:
                await _wait_ready(bot, task, 30.0)
                await fake.wait_for_commands(["ask"], 10.0)
                await _drive(fake, bot, result, questions, rate, timeout, refresh, seeds)
            finally:
                if not bot.is_closed():
                    await asyncio.wait_for(bot.close(), 10.0)
                try:
                    await asyncio.wait_for(task, 10.0)
                except TimeoutError:
                    task.cancel()
            result.stand_in_errors = list(fake.errors)
        finally:
            restore()
            await fake.stop()
    return result


async def _wait_ready(bot: Any, task: asyncio.Task, timeout: float) -> None:
    """Wait until the bot is ready (or its task ended, or ``timeout`` seconds passed)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not bot.is_ready():
        if task.done():
            task.result()
            raise RuntimeError("the bot stopped before it was ready")
        if loop.time() > deadline:
            raise TimeoutError(f"the bot was not ready after {timeout}s")
        await asyncio.sleep(0.02)


async def _drive(fake: FakeDiscord, bot: Any, result: LoadResult, n: int, rate: float, timeout: float,
                 refresh: bool, seeds: Path) -> None:
    """Inject the questions at ``rate`` per second (the refresh halfway), wait for the replies and fill ``result``."""
    loop = asyncio.get_running_loop()
    members = [fake.add_member(f"user{i}") for i in range(n)]
    expected: dict[int, str] = {}
    refresh_inter = None
    refresh_at = n // 2 if refresh and n >= 2 else -1
    if refresh and not moderation_present():
        result.refresh = "skipped: the moderation extension (bot/exts/moderation) is not in this tree"
    elif not refresh:
        result.refresh = "skipped (--no-refresh)"

    t0 = loop.time()
    first = time.monotonic()
    for i in range(n):
        delay = t0 + i / rate - loop.time()
        if delay > 0:
            await asyncio.sleep(delay)
        if i == refresh_at and moderation_present():
            (seeds / BATTERY_NAME).write_text(BATTERY, encoding="utf-8")
            # The seeds folder is the shared layer: refreshed by an owner (the application's owner) with shared.
            refresh_inter = await fake.run_slash("refresh", {"shared": True}, member=fake.owner)
        question, phrase, _ = QUESTIONS[i % len(QUESTIONS)]
        msg = await fake.send_message(question, author=members[i], mention_bot=True)
        expected[int(msg["id"])] = phrase
    result.inject_seconds = time.monotonic() - first

    pending = set(expected)

    def all_replied() -> bool:  # incremental: called on every stand-in event while waiting
        """Whether every question has its reply."""
        pending.difference_update([mid for mid in pending if fake.replies_to(mid)])
        return not pending

    def refresh_done() -> bool:
        """Whether the mid-run refresh (if any) has finished."""
        return refresh_inter is None or refresh_inter.finished

    try:
        await fake.wait_until(lambda: all_replied() and refresh_done(), timeout, "every reply")
    except AssertionError:
        pass  # counted below as failures
    latencies = []
    last = first
    for mid, phrase in expected.items():
        replies = fake.replies_to(mid)
        if not replies:
            result.no_reply += 1
            continue
        reply = replies[0]
        last = max(last, reply.at)
        if phrase in reply.read:
            result.answered += 1
            latencies.append((reply.at - fake.injected_at[mid]) * 1000)
        else:
            result.wrong_reply += 1
            if len(result.wrong_samples) < 3:
                result.wrong_samples.append(reply.text[:200])
    result.failed = result.no_reply + result.wrong_reply
    result.total_seconds = last - first
    latencies.sort()
    if latencies:
        result.p50_ms = percentile(latencies, 50)
        result.p90_ms = percentile(latencies, 90)
        result.p99_ms = percentile(latencies, 99)
        result.max_ms = latencies[-1]
        result.mean_ms = statistics.fmean(latencies)

    if refresh_inter is not None:
        if refresh_inter.finished:
            end = max((p.at for p in fake.posted if p.interaction is refresh_inter), default=time.monotonic())
            result.refresh_ms = (end - refresh_inter.created) * 1000
            ok = BATTERY_NAME in refresh_inter.text
            result.refresh = ("reported the diff (new digest " + BATTERY_NAME + ")" if ok
                              else f"answered without the diff: {refresh_inter.text[:200]!r}")
            question, phrase, _ = BATTERY_QUESTION
            msg = await fake.send_message(question, author=fake.add_member("after-refresh"), mention_bot=True)
            try:
                reply = await fake.wait_for_reply(int(msg["id"]), 10.0)
                result.refresh_took_effect = phrase in reply.read
            except AssertionError:
                result.refresh_took_effect = False
        else:
            result.refresh = "no answer in time"


def main(argv: list[str] | None = None) -> int:
    """`python -m benchmarks.load`: one load run; exit 0 when every question was answered."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.load", description=__doc__.split("\n\n")[0])
    parser.add_argument("--questions", type=int, default=1000, help="questions to inject (default 1000)")
    parser.add_argument("--rate", type=float, default=50.0, help="questions per second (default 50)")
    parser.add_argument("--timeout", type=float, default=120.0,
                        help="seconds to wait for the last reply after injecting (default 120)")
    parser.add_argument("--no-refresh", action="store_true", help="skip the mid-run moderator /refresh")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--verbose", action="store_true", help="show the bot's and discord.py's warnings")
    args = parser.parse_args(argv)
    if args.questions < 1 or args.rate <= 0:
        parser.error("--questions must be >= 1 and --rate > 0")
    logging.basicConfig(level=logging.WARNING if args.verbose else logging.ERROR,
                        format="%(levelname)s %(name)s: %(message)s")
    result = asyncio.run(run_load(args.questions, args.rate, timeout=args.timeout, refresh=not args.no_refresh))
    print(json.dumps(asdict(result), indent=2) if args.json else result.render())
    return 0 if result.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
