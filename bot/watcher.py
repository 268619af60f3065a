"""Polls the seeds folder and refreshes the index when a digest is added, removed or edited.

The check is cheap: the names, sizes and modification times of the *.txt files (one ``scandir``, run in
a worker thread). On a change the watcher runs the shared refresh (bot.refresh.Refresher), which logs
the diff; it skips a round while another refresh holds the lock, and refreshes only once the folder's
sizes and modification times have stayed the same for ``settle`` seconds (default 3) and no digest was
modified within that time: a copy that pauses is not read halfway (the next round looks again).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from pathlib import Path

from .refresh import Refresher, RefreshError, RefreshResult, Signature, seeds_signature

log = logging.getLogger(__name__)


class SeedsWatcher:
    """A background task that refreshes the index whenever the seeds folder changes."""

    def __init__(self, refresher: Refresher, interval: float, *, settle: float = 3.0,
                 seeds_dir: Path | None = None) -> None:
        """Poll every ``interval`` seconds (0 or less: never start); files must be unchanged for ``settle`` s."""
        self.refresher = refresher
        self.interval = float(interval)
        self.settle = max(0.0, float(settle))
        self._seeds_dir = Path(seeds_dir) if seeds_dir is not None else None
        self._task: asyncio.Task[None] | None = None
        self.refreshes = 0
        self.last_error: BaseException | None = None
        self._warned: str | None = None  # the refresh error last logged, so it is logged once

    @property
    def enabled(self) -> bool:
        """Whether polling is switched on (watch_interval > 0)."""
        return self.interval > 0

    @property
    def running(self) -> bool:
        """Whether the polling task is alive."""
        return self._task is not None and not self._task.done()

    @property
    def seeds_dir(self) -> Path:
        """The folder watched."""
        return self._seeds_dir or self.refresher.seeds_dir

    async def signature(self) -> Signature:
        """The current fingerprint of the folder, computed off the event loop."""
        return await asyncio.to_thread(seeds_signature, self.seeds_dir)

    async def prime(self) -> None:
        """Take the folder's current state as the one the index was built from, unless a refresh already did."""
        if self.refresher.last_signature is None:
            self.refresher.last_signature = await self.signature()

    def start(self) -> bool:
        """Start polling in the background; False when disabled or already running."""
        if not self.enabled or self.running:
            return False
        self._task = asyncio.create_task(self._run(), name="seeds-watcher")
        log.info("watching %s every %.0fs", self.seeds_dir, self.interval)
        return True

    async def stop(self) -> None:
        """Stop polling and wait for the task to end."""
        task, self._task = self._task, None
        if task is None:
            return
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task

    async def check(self) -> RefreshResult | None:
        """One poll: refresh when the folder differs from what the index was built from."""
        if self.refresher.lock.locked():
            return None  # a refresh is running; it records the signature it read
        current = await self.signature()
        if self.refresher.last_signature is None:
            self.refresher.last_signature = current
            return None
        if current == self.refresher.last_signature:
            return None
        if self.settle and not await self._stable(current):
            log.info("seeds folder still changing; checking again next round")
            return None
        try:
            result = await self.refresher.refresh(reason="seeds folder changed")
        except RefreshError as exc:
            if str(exc) != self._warned:
                log.warning("seeds folder changed but cannot refresh: %s", exc)
                self._warned = str(exc)
            return None
        self._warned = None
        log.info("seeds folder changed; index refreshed:\n%s", result.report())
        self.refreshes += 1
        return result

    async def _stable(self, current: Signature) -> bool:
        """Whether the folder stays at ``current`` for ``settle`` s (checked every 0.5 s) and no file is newer than that."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.settle
        step = min(0.5, self.settle)
        while True:
            await asyncio.sleep(min(step, max(0.0, deadline - loop.time())))
            if await self.signature() != current:
                return False
            if loop.time() >= deadline:
                break
        newest = max((mtime for _, _, mtime in current), default=0) / 1e9
        return time.time() - newest >= self.settle  # a file written just before the first look is not done yet

    async def _run(self) -> None:
        """Poll until cancelled; an error in one round is logged and polling goes on."""
        try:
            await self.prime()
        except Exception as exc:  # keep the watcher alive
            self.last_error = exc
            log.exception("seeds watcher could not read %s", self.seeds_dir)
        while True:
            await asyncio.sleep(self.interval)
            try:
                await self.check()
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # keep the watcher alive
                self.last_error = exc
                log.exception("seeds watcher round failed")
