"""Digest folders as a cache of a shared store (several processes, one PostgreSQL).

When the store is shared (``store.shared``), the digests' bytes live in the store's ``digests`` table, with
every change in ``digest_history``; the seeds folder (scope 0) and each server's folder (scope: its id) on
this machine are copies of it. ``DigestSync``:

- at start-up (``pull_all``, blocking) writes every digest of the shared layer and of this process's
  servers into their folders (a first process imports the folders it has when the store has none yet);
- after every refresh of a layer (``push``, called by ``Refresher.refresh_locked``) stores what changed
  in its folder since it was last pulled or pushed, so a /digest add, a remove or an operator's edit of the
  folder reaches the store;
- every ``POLL_INTERVAL`` seconds (``poll``) asks for the changes after the last version it saw and
  re-reads only the layers that changed, writing only the files that changed, under the layer's lock.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from bot.refresh import Refresher, RefreshError, digest_paths, write_digest_file

if TYPE_CHECKING:
    from bot.client import StoryBot

log = logging.getLogger(__name__)

SHARED = 0  # the scope of the shared (operator's) digests


def _sha(data: bytes | None) -> str | None:
    """A digest's fingerprint (None: removed)."""
    return None if data is None else hashlib.sha256(data).hexdigest()


def _safe_name(name: str) -> bool:
    """Whether a stored name is a plain digest file name (never a path)."""
    return (name.endswith(".txt") and not name.startswith(".") and "/" not in name and "\\" not in name
            and "\x00" not in name and len(name) <= 200)


def _write(folder: Path, name: str, data: bytes | None) -> None:
    """Write (atomically) or remove one digest file."""
    target = folder / name
    if data is None:
        with contextlib.suppress(FileNotFoundError):
            target.unlink()
        return
    folder.mkdir(parents=True, exist_ok=True)
    write_digest_file(target, data)


def _read_folder(folder: Path) -> dict[str, bytes]:
    """Every digest file of a folder by name."""
    return {p.name: p.read_bytes() for p in digest_paths(folder)} if folder.is_dir() else {}


class DigestSync:
    """Keeps one bot's digest folders in step with its shared store."""

    def __init__(self, bot: StoryBot) -> None:
        """Serve one bot (with ``settings``, ``store`` and ``layers``)."""
        self.bot = bot
        self.known: dict[tuple[int, str], str | None] = {}  # what the folders hold, as last pulled or pushed
        self.seen = 0  # the newest version applied
        self.pulls = 0  # layers re-read because another process changed them
        self._task: asyncio.Task[None] | None = None

    # --- where ----------------------------------------------------------------------------------------

    def folder(self, scope: int) -> Path:
        """The folder of a scope: the seeds folder, or DATA_DIR/guilds/<id>."""
        return Path(self.bot.settings.seeds_dir) if scope == SHARED else self.bot.layers.folder(scope)

    def refresher(self, scope: int) -> Refresher:
        """The refresher (and lock) of a scope."""
        return Refresher.for_bot(self.bot) if scope == SHARED else self.bot.layers.refresher(scope)

    def mine(self, scope: int) -> bool:
        """Whether this process serves a scope: the shared one, or a server on one of its shards."""
        settings = self.bot.settings
        if scope == SHARED or settings.shard_count is None or settings.shard_ids is None:
            return True
        return (int(scope) >> 22) % settings.shard_count in settings.shard_ids

    # --- start-up -------------------------------------------------------------------------------------

    def pull_all(self) -> int:
        """Write the stored digests into their folders (blocking); import local folders into an empty store."""
        store = self.bot.store.sync
        changes = store.digest_changes(0)
        scopes = {scope for scope, _, _, _ in changes}
        imported = 0
        for scope, folder in self._local_folders():
            if scope in scopes:
                continue
            for name, content in _read_folder(folder).items():
                store.put_digest(scope, name, content, None)
                imported += 1
        if imported:
            log.info("imported %d digest file(s) from this machine's folders into %s", imported, store.describe())
            changes = store.digest_changes(0)
        written = 0
        for scope, name, data, version in changes:
            self.seen = max(self.seen, version)
            if not self.mine(scope) or not _safe_name(name):
                continue
            folder = self.folder(scope)
            on_disk = (folder / name).read_bytes() if (folder / name).is_file() else None
            if _sha(on_disk) != _sha(data):
                _write(folder, name, data)
                written += 1
            self.known[(scope, name)] = _sha(data)
        log.info("digests in step with %s at version %d: %d file(s) written", store.describe(), self.seen, written)
        return written

    def _local_folders(self) -> list[tuple[int, Path]]:
        """The seeds folder and each server folder on this machine."""
        out = [(SHARED, self.folder(SHARED))]
        root = Path(self.bot.settings.guilds_dir)
        if root.is_dir():
            out += [(int(p.name), p) for p in sorted(root.iterdir()) if p.is_dir() and p.name.isdigit()]
        return out

    # --- local changes → the store ------------------------------------------------------------------------

    async def push(self, scope: int, folder: Path) -> int:
        """Store what changed in a layer's folder since it was last pulled or pushed (caller holds its lock)."""
        files = await asyncio.to_thread(_read_folder, folder)
        changed: list[tuple[str, bytes | None]] = [(n, d) for n, d in files.items()
                                                   if self.known.get((scope, n)) != _sha(d)]
        changed += [(n, None) for (s, n), h in self.known.items() if s == scope and h is not None and n not in files]
        for name, data in changed:
            await self.bot.store.put_digest(scope, name, data, None)
            self.known[(scope, name)] = _sha(data)
        if changed:
            log.info("stored %d changed digest(s) of %s: %s", len(changed),
                     "the shared layer" if scope == SHARED else f"guild {scope}",
                     ", ".join(f"{n}{' (removed)' if d is None else ''}" for n, d in changed))
        return len(changed)

    # --- the store's changes → the folders ---------------------------------------------------------------------

    async def poll(self) -> set[int]:
        """Apply the changes made by other processes since the last poll; the scopes re-read."""
        changes = await self.bot.store.digest_changes(self.seen)
        todo: dict[int, list[tuple[str, bytes | None]]] = {}
        for scope, name, data, version in changes:
            self.seen = max(self.seen, version)
            if not self.mine(scope) or not _safe_name(name) or self.known.get((scope, name)) == _sha(data):
                continue  # not ours, or what this process wrote itself
            todo.setdefault(scope, []).append((name, data))
        for scope, files in todo.items():
            refresher = self.refresher(scope)
            async with refresher.lock:
                for name, data in files:
                    await asyncio.to_thread(_write, self.folder(scope), name, data)
                    self.known[(scope, name)] = _sha(data)
                try:
                    await refresher.refresh_locked(reason="digests changed by another process: "
                                                          + ", ".join(n for n, _ in files))
                except RefreshError as exc:
                    log.warning("could not re-read %s after another process changed it: %s", refresher.label, exc)
            self.pulls += 1
        return set(todo)

    async def _run(self, interval: float) -> None:
        """Poll until cancelled; a failed poll is logged and tried again."""
        while True:
            await asyncio.sleep(interval)
            try:
                await self.poll()
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # the next poll tries again
                log.warning("could not check the shared digests for changes: %s", type(exc).__name__)

    def start(self, interval: float) -> None:
        """Start polling every ``interval`` seconds."""
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run(interval), name="digest-sync")

    async def stop(self) -> None:
        """Stop polling."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
            self._task = None
