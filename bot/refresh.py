"""The one refresh routine shared by /refresh, /digest add|remove and the seeds-folder watcher.

A refresh rebuilds the fact index in a worker thread (``FactIndex.build(seeds, previous=old)``, through the
digest cache when one is configured, see ``build_index``) and then
swaps it in with a single assignment, ``bot.index = new``: a question being answered sees either the
old or the new index, never a half-built one. Refreshes are serialized by one ``asyncio.Lock`` per bot.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from knowledge.diff import IndexDiff, diff_indexes
from knowledge.index import FactIndex
from knowledge.perf import building_index, load_or_build

log = logging.getLogger(__name__)

Signature = tuple[tuple[str, int, int], ...]


def digest_paths(seeds_dir: Path) -> list[Path]:
    """The digest files FactIndex.build reads: *.txt files, not hidden."""
    try:
        return sorted(p for p in Path(seeds_dir).glob("*.txt") if not p.name.startswith(".") and p.is_file())
    except OSError:
        return []


def seeds_signature(seeds_dir: Path) -> Signature:
    """A cheap fingerprint of the seeds folder: each digest's name, size and mtime (ns)."""
    out: list[tuple[str, int, int]] = []
    try:
        entries = list(os.scandir(seeds_dir))
    except OSError:
        return ()
    for entry in entries:
        name = entry.name
        if name.startswith(".") or not name.endswith(".txt"):
            continue
        try:
            st = entry.stat()
        except OSError:  # vanished between listing and stat
            continue
        if not entry.is_file():
            continue
        out.append((name, st.st_size, st.st_mtime_ns))
    return tuple(sorted(out))


def lastgood_dir_of(settings: Any, guild_id: int | None = None) -> Path | None:
    """DATA_DIR/lastgood (the shared digests) or DATA_DIR/lastgood/guilds/<id>; None without a data folder."""
    data = getattr(settings, "data_dir", None)
    if data is None:
        return None
    base = Path(data) / "lastgood"
    return base if guild_id is None else base / "guilds" / str(int(guild_id))


DIGEST_TEMP_PREFIX = ".upload-"  # a digest being written; remove_leftovers clears those a killed process left


def write_digest_file(target: Path, data: bytes) -> Path:
    """Write a digest file atomically: a synced temporary file in the same folder, then os.replace."""
    fd, tmp = tempfile.mkstemp(prefix=DIGEST_TEMP_PREFIX, suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    return target


def remove_leftovers(settings: Any, min_age_s: float = 10.0) -> int:
    """At start: delete temporary files a killed process left (saved index, uploads, last good copies); their count."""
    from knowledge.perf.cache import TEMP_PREFIX
    from knowledge.perf.cache import remove_leftovers as remove

    removed = 0
    folders: list[tuple[Path, str]] = []
    cache = getattr(settings, "index_cache_dir", None)
    if cache is not None:
        folders.append((Path(cache), TEMP_PREFIX + "*.tmp"))
        folders += [(p, TEMP_PREFIX + "*.tmp") for p in _subfolders(Path(cache) / "guilds")]
    seeds = getattr(settings, "seeds_dir", None)
    if seeds is not None:
        folders.append((Path(seeds), DIGEST_TEMP_PREFIX + "*.tmp"))
    guilds = getattr(settings, "guilds_dir", None)
    if guilds is not None:
        folders += [(p, DIGEST_TEMP_PREFIX + "*.tmp") for p in _subfolders(Path(guilds))]
    lastgood = lastgood_dir_of(settings)
    if lastgood is not None:
        folders += [(lastgood, ".*.tmp")] + [(p, ".*.tmp") for p in _subfolders(lastgood / "guilds")]
    for folder, pattern in folders:
        removed += remove(folder, pattern, min_age_s)
    return removed


def _subfolders(folder: Path) -> list[Path]:
    """The folders directly in ``folder`` (none when it is missing)."""
    try:
        return [p for p in folder.iterdir() if p.is_dir()]
    except OSError:
        return []


class RefreshError(Exception):
    """A refresh that could not run; the current index stays in place."""


LASTGOOD_SUFFIX = ".lastgood.json"


def load_lastgood(folder: Path | None) -> FactIndex | None:
    """The last good versions kept on disk of digests that failed to parse, as an index to build from (or None)."""
    if folder is None or not folder.is_dir():
        return None
    from knowledge.perf.codec import Decoder

    digests = {}
    decoder = Decoder()
    for path in sorted(folder.glob("*" + LASTGOOD_SUFFIX)):
        try:
            for name, _, (digest, _) in decoder.loads(path.read_bytes()):
                if name + LASTGOOD_SUFFIX == path.name and not digest.failed:
                    digests[name] = digest
        except (OSError, ValueError) as exc:
            log.warning("ignoring last good copy %s: %s", path, exc)
    return FactIndex(digests=digests) if digests else None


def save_lastgood(folder: Path | None, index: FactIndex) -> None:
    """Keep on disk the good version of each digest that now fails (``index.kept``); drop the copies no longer needed."""
    if folder is None:
        return
    from knowledge.perf.codec import dumps

    keep = set(index.kept)
    try:
        if keep:
            folder.mkdir(parents=True, exist_ok=True)
        existing = {p.name[: -len(LASTGOOD_SUFFIX)]: p for p in folder.glob("*" + LASTGOOD_SUFFIX)} \
            if folder.is_dir() else {}
        for name in keep:
            good = index.digests[name].model_copy(update={"problems": []})  # served: the old facts
            target = folder / (name + LASTGOOD_SUFFIX)
            data = dumps([(name, good.sha256, (good, []))]) + b"\n"
            if existing.get(name) is not None and target.read_bytes() == data:
                continue
            tmp = folder / f".{name}.tmp"
            tmp.write_bytes(data)
            os.replace(tmp, target)
            log.info("kept the last good version of %s in %s", name, folder)
        for name, path in existing.items():
            if name not in keep:  # fixed, replaced or removed: its current version is what counts
                path.unlink()
    except OSError as exc:
        log.warning("cannot keep last good digests in %s: %s", folder, exc)


def build_index(seeds_dir: Path, previous: FactIndex | None, cache_dir: Path | None = None,
                lastgood_dir: Path | None = None) -> FactIndex:
    """Build the index of a folder from a previous one, through the digest cache if any (blocking: use a thread).

    The fast build (``knowledge.perf.load_or_build``: two cores, compact records, the saved index), under
    the application's garbage-collector policy (``knowledge.perf.building_index``: paused during the
    build, the new index frozen out of the collector's sight after).

    With ``lastgood_dir``, a digest that fails to parse keeps its previous facts across restarts too: its last
    good version is kept there (as data) and, when there is no previous index (start-up), built from.
    """
    with building_index():
        if previous is None and lastgood_dir is not None:
            previous = load_lastgood(lastgood_dir)
        index = load_or_build(seeds_dir, cache_dir, previous=previous)
        save_lastgood(lastgood_dir, index)
    return index


@dataclass
class RefreshResult:
    """What one refresh did."""

    index: FactIndex
    previous: FactIndex | None
    diff: IndexDiff
    reason: str
    finished_at: dt.datetime
    seconds: float

    @property
    def swapped(self) -> bool:
        """Whether a new index object was put in place (always, currently)."""
        return self.index is not self.previous

    def report(self, *, max_facts: int = 5) -> str:
        """The diff as readable text."""
        return self.diff.render(max_facts=max_facts)


class Refresher:
    """Rebuilds and swaps a bot's index, one refresh at a time."""

    def __init__(self, bot: Any) -> None:
        """Serve one bot (anything with ``settings``, ``index`` and ``index_refreshed_at``)."""
        self.bot = bot
        self.lock = asyncio.Lock()
        self.last_signature: Signature | None = None
        self.last_result: RefreshResult | None = None
        self.count = 0

    @classmethod
    def for_bot(cls, bot: Any) -> Refresher:
        """The bot's shared refresher (created on first use, kept as ``bot.refresher``)."""
        refresher = getattr(bot, "refresher", None)
        if not isinstance(refresher, Refresher):
            refresher = cls(bot)
            bot.refresher = refresher
        return refresher

    @property
    def seeds_dir(self) -> Path:
        """The folder of digests: the settings' seeds_dir, else where the current index came from."""
        settings = getattr(self.bot, "settings", None)
        seeds = getattr(settings, "seeds_dir", None)
        if seeds is None:
            index = getattr(self.bot, "index", None)
            seeds = getattr(index, "seeds_dir", None)
        if seeds is None:
            raise RuntimeError("no seeds folder configured")
        return Path(seeds)

    @property
    def cache_dir(self) -> Path | None:
        """The digest cache folder from the settings, or None (no cache)."""
        return getattr(getattr(self.bot, "settings", None), "index_cache_dir", None)

    @property
    def lastgood_dir(self) -> Path | None:
        """Where the last good versions of failing shared digests are kept: DATA_DIR/lastgood (None without settings)."""
        return lastgood_dir_of(getattr(self.bot, "settings", None))

    async def refresh(self, reason: str = "refresh") -> RefreshResult:
        """Rebuild the index from the seeds folder, swap it in and return the diff (RefreshError: nothing swapped)."""
        async with self.lock:
            return await self.refresh_locked(reason)

    def current(self) -> FactIndex | None:
        """The index this refresher replaces: the bot's shared one."""
        return getattr(self.bot, "index", None)

    def install(self, new: FactIndex, finished: dt.datetime) -> None:
        """Swap the new index in: one assignment on the event loop, so readers see the old or the new index."""
        self.bot.index = new
        self.bot.index_refreshed_at = finished

    def folder_ready(self, folder: Path) -> bool:
        """Whether the folder can be read (blocking); a missing shared folder keeps the index as it is."""
        return folder.is_dir()

    @property
    def label(self) -> str:
        """What this refresher rebuilds, for log lines."""
        return "shared layer"

    @property
    def scope(self) -> int:
        """The store's scope of this layer's digests: 0, the shared layer."""
        return 0

    async def refresh_locked(self, reason: str = "refresh") -> RefreshResult:
        """Refresh while the caller already holds ``self.lock`` (e.g. right after writing a digest)."""
        if not self.lock.locked():
            raise RuntimeError("refresh_locked() called without holding the refresh lock")
        seeds_dir = self.seeds_dir
        if not await asyncio.to_thread(self.folder_ready, seeds_dir):
            # A missing (e.g. unmounted) folder would otherwise empty the index: keep what we have.
            raise RefreshError(f"the seeds folder {seeds_dir} does not exist; the index is unchanged")
        sync = getattr(self.bot, "digest_sync", None)
        if sync is not None:  # a shared store: what changed in the folder goes to it first
            try:
                await sync.push(self.scope, seeds_dir)
            except Exception as exc:  # served from the folder; pushed again at the next refresh
                log.error("could not store the changed digests of %s (other processes do not see them yet): %s",
                          self.label, type(exc).__name__)
        started = time.perf_counter()
        # Take the signature before reading: a change during the build is then seen again by the watcher.
        signature = await asyncio.to_thread(seeds_signature, seeds_dir)
        previous = self.current()
        new = await asyncio.to_thread(build_index, seeds_dir, previous, self.cache_dir, self.lastgood_dir)
        finished = dt.datetime.now(dt.UTC)
        self.install(new, finished)
        self.last_signature = signature
        diff = await asyncio.to_thread(diff_indexes, previous, new)
        result = RefreshResult(index=new, previous=previous, diff=diff, reason=reason, finished_at=finished,
                               seconds=time.perf_counter() - started)
        self.last_result = result
        self.count += 1
        log.info("index refreshed (%s, %s) in %.2fs: %s", self.label, reason, result.seconds, diff.summary())
        for name in diff.kept:
            log.warning("digest %s failed to parse; keeping its previous facts", name)
        for problem in diff.problems:
            log.log(logging.WARNING if problem.severity == "error" else logging.INFO, "digest problem: %s", problem)
        return result
