"""An on-disk cache of parsed digests, so a restart or refresh re-parses only the digests that changed.

One pickle file in the cache folder maps ``(file name, sha256 of the file bytes)`` to the parsed
``Digest``. ``load_or_build`` hashes every digest file, takes the unchanged ones from the cache,
parses the rest with ``parser.parse_file`` and rewrites the cache when anything differs. The key
includes the file name because fact ids and ``seed`` fields are derived from it.

The whole cache is thrown away when the code that produces digests changes: its header holds a
signature of the parser/model source files, the pydantic version and the Python version. A
missing, corrupt or foreign cache file is ignored (logged) and rebuilt; the cache never makes
loading fail. Failed digests (read/encoding errors, no facts) are never cached.

Digests coming out of ``load_digests`` are compacted (see ``compact``): equal pydantic
fields-set sets are shared, which halves their memory and the size of the cache file.

The cache is a pickle: load it only from a folder as trusted as the code (it is the bot's own
working folder, e.g. ``.cache/index``, which .gitignore already excludes).
"""

from __future__ import annotations

import gc
import hashlib
import logging
import os
import pickle
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import pydantic

from .index import FactIndex
from .models import Digest
from .parser import MAX_DIGEST_BYTES, parse_file

log = logging.getLogger(__name__)

CACHE_FILE = "digests.pickle"
FORMAT = 1
# modules whose code decides what a parsed Digest contains
_CODE_FILES = ("parser.py", "models.py", "numbers.py", "text.py")

Key = tuple[str, str]  # (file name, sha256 hex of the file bytes)


@dataclass
class CacheStats:
    """What one load did: how many digests came from the cache, how many were parsed, and timings."""

    files: int = 0
    loaded: int = 0  # digests taken from the cache
    parsed: int = 0  # digests parsed (new, changed, or not cacheable)
    saved: bool = False  # whether the cache file was rewritten
    discarded: str = ""  # why an existing cache file was not used, if it was not
    read_s: float = 0.0  # reading and hashing the digest files
    load_s: float = 0.0  # reading and unpickling the cache file
    parse_s: float = 0.0  # parsing the digests not in the cache
    save_s: float = 0.0  # writing the cache file
    compact_s: float = 0.0  # sharing the pydantic fields-set sets (see compact)
    cache_bytes: int = 0  # size of the cache file after the load
    changed: list[str] = field(default_factory=list)  # names of the digests parsed

    @property
    def total_s(self) -> float:
        """Time spent producing the digests."""
        return self.read_s + self.load_s + self.parse_s + self.save_s + self.compact_s


def code_signature() -> str:
    """A hash of everything that decides the content of a parsed Digest."""
    h = hashlib.sha256(f"format={FORMAT};pydantic={pydantic.VERSION};python={sys.version_info[:2]}".encode())
    here = Path(__file__).resolve().parent
    for name in _CODE_FILES:
        try:
            h.update(name.encode() + b"\0" + (here / name).read_bytes() + b"\0")
        except OSError:
            h.update(name.encode() + b"\0missing\0")
    return h.hexdigest()


_SHARED_FIELDS_SETS: dict[tuple[type, frozenset[str]], set[str]] = {}


def compact(digests: dict[str, Digest]) -> None:
    """Let equal ``__pydantic_fields_set__`` sets of frozen records share one object (in place).

    pydantic keeps a set of the explicitly set field names on every instance: ~730 bytes for a
    Fact or a Quantity, half of a parsed digest's memory. For frozen models nothing mutates it
    (``model_copy`` copies it first), so one set per (model class, names) is enough. This halves the
    digests' memory and the cache file, and makes unpickling faster (pickle shares the sets too).
    """
    seen: set[int] = set()
    stack: list[object] = list(digests.values())
    while stack:
        obj = stack.pop()
        if isinstance(obj, list):
            stack.extend(obj)
            continue
        if not isinstance(obj, pydantic.BaseModel) or id(obj) in seen:
            continue
        seen.add(id(obj))
        names = getattr(obj, "__pydantic_fields_set__", None)
        if type(obj).model_config.get("frozen") and type(names) is set:
            key = (type(obj), frozenset(names))
            shared = _SHARED_FIELDS_SETS.setdefault(key, set(names))
            if names is not shared:
                object.__setattr__(obj, "__pydantic_fields_set__", shared)
        stack.extend(obj.__dict__.values())


def _read_cache(path: Path, signature: str, stats: CacheStats) -> dict[Key, Digest]:
    """The cached digests, or {} when the file is missing, unreadable or made by other code."""
    if not path.is_file():
        stats.discarded = "no cache file"
        return {}
    t = time.perf_counter()
    enabled = gc.isenabled()
    gc.disable()  # unpickling creates ~10 objects per fact; collections during it only cost time
    try:
        with path.open("rb") as fh:
            data = pickle.load(fh)
    except Exception as exc:  # corrupt, truncated, or classes changed: rebuild
        log.warning("ignoring digest cache %s: %s: %s", path, type(exc).__name__, exc)
        stats.discarded = f"unreadable ({type(exc).__name__})"
        return {}
    finally:
        if enabled:
            gc.enable()
        stats.load_s = time.perf_counter() - t
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("digests"), dict):
        stats.discarded = "unknown format"
        return {}
    if data.get("code") != signature:
        log.info("digest cache %s was made by other parser code; rebuilding", path)
        stats.discarded = "parser code changed"
        return {}
    return data["digests"]


def _write_cache(path: Path, signature: str, digests: dict[Key, Digest]) -> None:
    """Write the cache atomically (a concurrent reader sees the old file or the new one)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".digests-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            pickle.dump({"format": FORMAT, "code": signature, "digests": digests}, fh,
                        protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _digest_paths(seeds_dir: Path) -> list[Path]:
    """The digest files of a folder, as FactIndex.build lists them."""
    if not seeds_dir.is_dir():
        log.warning("seeds folder %s does not exist", seeds_dir)
        return []
    return sorted(p for p in seeds_dir.glob("*.txt") if p.is_file() and not p.name.startswith("."))


def load_digests(seeds_dir: Path | str, cache_dir: Path | str,
                 previous: FactIndex | None = None) -> tuple[dict[str, Digest], dict[str, Digest], CacheStats]:
    """Digests of a folder (from the cache where unchanged), the failed ones kept from ``previous``, and stats.

    Same semantics as ``FactIndex.build``: a digest that fails to parse keeps its previous facts
    (with the new problems) when ``previous`` had a good version of it.
    """
    seeds_dir, cache_path = Path(seeds_dir), Path(cache_dir) / CACHE_FILE
    stats = CacheStats()
    signature = code_signature()
    cached = _read_cache(cache_path, signature, stats)
    fresh: dict[Key, Digest] = {}
    digests: dict[str, Digest] = {}
    kept: dict[str, Digest] = {}
    for path in _digest_paths(seeds_dir):
        stats.files += 1
        t = time.perf_counter()
        key: Key | None = None
        try:
            if path.stat().st_size <= MAX_DIGEST_BYTES:
                key = (path.name, hashlib.sha256(path.read_bytes()).hexdigest())
        except OSError:
            pass  # parse_file reports it
        stats.read_s += time.perf_counter() - t
        digest = cached.get(key) if key else None
        if digest is not None:
            stats.loaded += 1
        else:
            t = time.perf_counter()
            digest = parse_file(path)
            stats.parse_s += time.perf_counter() - t
            stats.parsed += 1
            stats.changed.append(path.name)
        if digest.sha256 and not digest.failed:
            # keyed by the bytes the parser saw: if the file changed between the two reads, the
            # entry simply misses next time
            fresh[(path.name, digest.sha256)] = digest
        if digest.failed and previous is not None and path.name in previous.digests:
            old = previous.digests[path.name]
            if not old.failed or path.name in previous.kept:  # mirrors FactIndex.build
                kept[path.name] = digest
                digests[path.name] = old.model_copy(update={"problems": digest.problems})
                continue
        digests[path.name] = digest
    t = time.perf_counter()
    # digests from the cache were compacted before they were saved (pickle keeps the sharing)
    compact({name: digests[name] for name in stats.changed + list(kept) if name in digests})
    stats.compact_s = time.perf_counter() - t
    if fresh.keys() != cached.keys():
        t = time.perf_counter()
        try:
            _write_cache(cache_path, signature, fresh)
            stats.saved = True
        except OSError as exc:
            log.warning("cannot write digest cache %s: %s", cache_path, exc)
        stats.save_s = time.perf_counter() - t
    try:
        stats.cache_bytes = cache_path.stat().st_size
    except OSError:
        stats.cache_bytes = 0
    return digests, kept, stats


def load_or_build(seeds_dir: Path | str, cache_dir: Path | str, previous: FactIndex | None = None) -> FactIndex:
    """The index of a seeds folder, parsing only digests that are not in the cache unchanged.

    Gives the same index as ``FactIndex.build(seeds_dir, previous)``; the cache only saves parsing.
    """
    seeds_dir = Path(seeds_dir)
    digests, kept, stats = load_digests(seeds_dir, cache_dir, previous)
    log.info("digests: %d from cache, %d parsed (%.2fs)%s", stats.loaded, stats.parsed, stats.total_s,
             f"; cache not used: {stats.discarded}" if stats.discarded and stats.files else "")
    return FactIndex(digests=digests, seeds_dir=seeds_dir, kept=kept)
