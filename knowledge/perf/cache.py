"""An on-disk cache of parsed digests, so a restart re-parses only the digests that changed.

One file in the cache folder maps ``(file name, sha256 of the file bytes)`` to the parsed ``Digest`` and
the matcher's analysis of its facts, so a warm start skips both. A ``DigestCache`` plugs into
``FactIndex.build(seeds, previous, parse_many=cache.parse_many)``: it returns the cached digest (and
analysis) when a file's bytes are unchanged and parses the file otherwise, and ``save(index)`` rewrites
the file with the index's digests when they differ from what it holds. So the cache only saves work;
which digests are indexed, reused from ``previous`` or kept after a failed parse is decided by
``FactIndex.build`` alone. ``load_or_build`` does all of this in one call. The key includes the file name
because fact ids and ``seed`` fields are derived from it.

The file is data, never code: JSON lines written by ``codec`` (no pickle). The first line is a
small header (format, code signature, the keys it holds, the number of batches), then the digests in
batches of ``BATCH`` per line (one ``json.loads`` holds the GIL throughout; a whole 100k-fact index in one
call would stall the bot's answers during a refresh), then a last line with the sha256 of everything
before it. The header alone tells whether a changed file is cached and whether the file needs rewriting,
so a build that finds nothing to take from the cache never decodes the digests.

What is loaded is checked before it is used: the checksum over the whole file, every record's shape and
types, each digest's name and sha256 against its key (the hash of the file's bytes that is looked up),
and every fact's id against its digest, kind and text. Anything that does not match — a truncated,
corrupt, foreign or altered file, or one made by other code (its header holds a signature of the parser,
model and matcher source files, the pydantic version and the Python version) — is ignored with a log
line and rebuilt; the cache never makes loading fail. Failed digests (read/encoding errors, no facts) and
the ones whose previous facts are kept are never cached. The file is replaced atomically; temporary
files a killed writer left behind are removed by ``remove_leftovers``.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pydantic

from .. import parser
from ..analyze import STEMMER
from ..entries import FactEntry
from ..index import FactIndex, Parsed, read_digests
from ..models import Digest
from .codec import Decoder, dumps
from .records import parse_file
from .workers import parse_prepared

log = logging.getLogger(__name__)

CACHE_FILE = "digests.jsonl"
OLD_FILES = ("digests.pickle",)  # made by earlier code (a pickle): removed, never read
FORMAT = 5
BATCH = 32  # digests per line of the file (see _write_cache)
TEMP_PREFIX = ".digests-"  # temporary files of _write_cache: TEMP_PREFIX + random + ".tmp"
# files (of knowledge/) whose code decides what a parsed Digest and its matcher entries contain, and how they are stored
_CODE_FILES = ("parser.py", "models.py", "numbers.py", "text.py", "analyze.py", "vocab.py", "entries.py", "data/world.json",
               "data/lexicon.json", "perf/records.py", "perf/codec.py")  # lexicon.json: numbers reads its word list

Key = tuple[str, str]  # (file name, sha256 hex of the file bytes)
Entry = tuple[Digest, list[FactEntry]]  # a digest and the matcher entries of its facts (may be empty)


@dataclass
class CacheStats:
    """What one load did: how many digests came from the cache, how many were parsed, and timings."""

    files: int = 0  # digest files the cache was asked for
    loaded: int = 0  # digests taken from the cache
    parsed: int = 0  # digests parsed (new, changed, or not cacheable)
    reused: int = 0  # digests reused unchanged from the previous index (never asked for)
    saved: bool = False  # whether the cache file was rewritten
    discarded: str = ""  # why an existing cache file was not used, if it was not
    read_s: float = 0.0  # reading and hashing the digest files
    load_s: float = 0.0  # reading, decoding and checking the cache file
    parse_s: float = 0.0  # parsing the digests not in the cache
    save_s: float = 0.0  # writing the cache file
    cache_bytes: int = 0  # size of the cache file after the load
    changed: list[str] = field(default_factory=list)  # names of the digests parsed

    @property
    def total_s(self) -> float:
        """Time spent producing the digests."""
        return self.read_s + self.load_s + self.parse_s + self.save_s

def code_signature() -> str:
    """A hash of everything that decides the content of a parsed Digest."""
    h = hashlib.sha256(f"format={FORMAT};pydantic={pydantic.VERSION};python={sys.version_info[:2]};"
                       f"stemmer={STEMMER}".encode())
    here = Path(__file__).resolve().parent.parent  # knowledge/
    for name in _CODE_FILES:
        try:
            h.update(name.encode() + b"\0" + (here / name).read_bytes() + b"\0")
        except OSError:
            h.update(name.encode() + b"\0missing\0")
    return h.hexdigest()


class DigestCache:
    """Parsed digests on disk for one build: pass ``parse`` to ``FactIndex.build``, then ``save`` the index."""

    def __init__(self, cache_dir: Path | str, parse: Callable[[Path], Digest] | None = None) -> None:
        """A cache in ``cache_dir`` (created on save) that parses misses with ``parse`` (default: parse_file)."""
        self.path = Path(cache_dir) / CACHE_FILE
        self.signature = code_signature()
        self.stats = CacheStats()
        self._parse = parse
        self._keys: frozenset[Key] | None = None  # what the file holds (read from its header)
        self._digests: dict[Key, Entry] | None = None  # its digests and entries, decoded on the first hit
        self._without_analysis = False  # a digest came from the file without the matcher's analysis

    def parse(self, path: Path) -> Digest:
        """The cached digest when the file's bytes are unchanged, else a fresh parse (never raises)."""
        return self.parse_many([path]).results[path][0]

    def _cached(self, path: Path) -> Entry | None:
        """The cached digest (and matcher entries) of a file whose bytes are unchanged, if any."""
        self.stats.files += 1
        t = time.perf_counter()
        key: Key | None = None
        try:
            if path.stat().st_size <= parser.MAX_DIGEST_BYTES:
                key = (path.name, hashlib.sha256(path.read_bytes()).hexdigest())
        except OSError:
            pass  # the parser reports it
        self.stats.read_s += time.perf_counter() - t
        if key is not None and key in self.keys():
            got = self._entries().get(key)
            if got is not None:
                self.stats.loaded += 1
                if got[0].facts and not got[1]:
                    self._without_analysis = True  # saved by load_digests: save() adds the analysis
                return got
        return None

    def parse_many(self, paths: Sequence[Path]) -> Parsed:
        """For ``FactIndex.build``: cached digests where unchanged, the rest parsed (on two cores when many)."""
        out: dict[Path, Entry] = {}
        misses: list[Path] = []
        for path in paths:
            got = self._cached(path)
            if got is None:
                misses.append(path)
            else:
                out[path] = got
        if not misses:
            return Parsed(out)
        t = time.perf_counter()
        parsed = parse_prepared(misses, self._parse or parse_file)
        self.stats.parse_s += time.perf_counter() - t
        self.stats.parsed += len(misses)
        self.stats.changed.extend(p.name for p in misses)
        if not out:
            return parsed  # all parsed: keeps the matcher's work made with them (its index of the first facts)
        out.update(parsed.results)
        return Parsed(out)

    def keys(self) -> frozenset[Key]:
        """The keys the cache file holds (empty when it is missing, unreadable or made by other code)."""
        if self._keys is None:
            self._keys = self._read(body=False)[0]
        return self._keys

    def save(self, index: FactIndex) -> bool:
        """Store the index's cacheable digests when they differ from the file's; False when nothing was written."""
        return self.save_digests(index.digests, index.kept, index.matcher.entries)

    def save_digests(self, digests: dict[str, Digest], kept: dict[str, Digest],
                     matcher_entries: list[FactEntry] | None = None) -> bool:
        """Store the digests (all but failed and kept ones), with their facts' matcher entries, when they differ from the file's."""
        cacheable = {(name, d.sha256): d for name, d in digests.items()
                     if name not in kept and d.sha256 and not d.failed}
        # keyed by the bytes the parser saw: if a file changed since, its entry simply misses next time
        self.stats.reused = max(0, len(digests) - self.stats.loaded - self.stats.parsed)
        self._digests = None  # let the unused cached digests go
        if cacheable.keys() != self.keys() or self._without_analysis and matcher_entries:
            t = time.perf_counter()
            try:
                _write_cache(self.path, self.signature, _with_entries(cacheable, matcher_entries or []))
                self._keys = frozenset(cacheable)
                self.stats.saved = True
            except Exception as exc:  # a full disk, a read-only folder...: the index is still good
                log.warning("cannot write digest cache %s: %s: %s", self.path, type(exc).__name__, exc)
            self.stats.save_s += time.perf_counter() - t
        try:
            self.stats.cache_bytes = self.path.stat().st_size
        except OSError:
            self.stats.cache_bytes = 0
        return self.stats.saved

    def _entries(self) -> dict[Key, Entry]:
        """The cached digests, decoded and checked once."""
        if self._digests is None:
            keys, digests = self._read(body=True)
            self._keys, self._digests = keys, digests or {}
        return self._digests

    def _read(self, body: bool) -> tuple[frozenset[Key], dict[Key, Entry] | None]:
        """The file's keys and (with ``body``) digests; nothing when it is missing, unreadable, altered or foreign."""
        _remove_old_files(self.path.parent)
        if not self.path.is_file():
            self.stats.discarded = "no cache file"
            return frozenset(), {}
        t = time.perf_counter()
        try:
            with self.path.open("rb") as fh:
                first = fh.readline(1 << 26)
                head = json.loads(first)
                if not _valid_header(head):
                    self.stats.discarded = "unknown format"
                    log.warning("ignoring digest cache %s: unknown format; rebuilding", self.path)
                    return frozenset(), {}
                if head["code"] != self.signature:
                    log.info("digest cache %s was made by other parser code; rebuilding", self.path)
                    self.stats.discarded = "parser code changed"
                    return frozenset(), {}
                keys = frozenset((k[0], k[1]) for k in head["keys"])
                if len(keys) != len(head["keys"]):
                    raise ValueError("duplicate keys")
                digests = None
                if body:  # a line at a time: one long json.loads would hold the GIL (and stall answers) throughout
                    digests = {}
                    check = hashlib.sha256(first)
                    decoder = Decoder()
                    for _ in range(head["batches"]):
                        line = fh.readline()
                        if not line.endswith(b"\n"):
                            raise ValueError("truncated")
                        check.update(line)
                        for name, sha, entry in decoder.loads(line):
                            if (name, sha) in digests:
                                raise ValueError("a digest appears twice")
                            digests[(name, sha)] = entry
                    tail = json.loads(fh.readline(200) or b"null")
                    if not (isinstance(tail, dict) and tail.get("sha256") == check.hexdigest()) or fh.read(1):
                        raise ValueError("checksum does not match")
        except Exception as exc:  # corrupt, truncated, altered or made by other code: rebuild
            log.warning("ignoring digest cache %s: %s: %s; rebuilding", self.path, type(exc).__name__,
                        str(exc)[:200])
            self.stats.discarded = f"unreadable ({type(exc).__name__})"
            return frozenset(), {}
        finally:
            self.stats.load_s += time.perf_counter() - t
        if digests is not None and digests.keys() != keys:
            log.warning("ignoring digest cache %s: its digests do not match its header; rebuilding", self.path)
            self.stats.discarded = "unreadable (inconsistent)"
            return frozenset(), {}
        return keys, digests


def _with_entries(digests: dict[Key, Digest], matcher_entries: list[FactEntry]) -> dict[Key, Entry]:
    """Each digest with the matcher entries of its facts (none unless every fact has one)."""
    by_fact = {id(e.fact): e for e in matcher_entries}
    out: dict[Key, Entry] = {}
    for key, d in digests.items():
        found = [e for e in map(by_fact.get, map(id, d.facts)) if e is not None]
        out[key] = (d, found if len(found) == len(d.facts) else [])
    return out


def _valid_header(head: Any) -> bool:
    """Whether a decoded header has the shape this code writes."""
    return (isinstance(head, dict) and head.get("format") == FORMAT and isinstance(head.get("code"), str)
            and isinstance(head.get("keys"), list) and type(head.get("batches")) is int
            and all(isinstance(k, list) and len(k) == 2 and all(type(x) is str for x in k) for k in head["keys"]))


def _write_cache(path: Path, signature: str, digests: dict[Key, Entry]) -> None:
    """Write the cache atomically (a concurrent reader sees the old file or the new one)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            items = [(name, sha, entry) for (name, sha), entry in digests.items()]
            batches = [items[i:i + BATCH] for i in range(0, len(items), BATCH)]
            check = hashlib.sha256()
            head = json.dumps({"format": FORMAT, "code": signature, "keys": [[n, h] for n, h, _ in items],
                               "batches": len(batches)}, ensure_ascii=False).encode("utf-8") + b"\n"
            fh.write(head)
            check.update(head)
            for batch in batches:  # each json call holds the GIL: keep them short
                line = dumps(batch) + b"\n"
                fh.write(line)
                check.update(line)
            fh.write(json.dumps({"sha256": check.hexdigest()}).encode() + b"\n")
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _remove_old_files(folder: Path) -> None:
    """Delete cache files of earlier formats (a pickle is never loaded, and would only take room)."""
    for name in OLD_FILES:
        try:
            (folder / name).unlink()
            log.info("removed %s: an old-format digest cache (never read)", folder / name)
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("cannot remove old digest cache %s: %s", folder / name, exc.strerror)


def remove_leftovers(folder: Path | str, pattern: str, min_age_s: float = 60.0) -> int:
    """Delete temporary files matching ``pattern`` in ``folder`` older than ``min_age_s`` (a killed writer's); their count."""
    removed = 0
    now = time.time()
    try:
        candidates = list(Path(folder).glob(pattern))
    except OSError:
        return 0
    for path in candidates:
        try:
            if path.is_file() and now - path.stat().st_mtime >= min_age_s:
                path.unlink()
                removed += 1
        except OSError as exc:
            log.warning("cannot remove leftover temporary file %s: %s", path, exc.strerror)
    if removed:
        log.info("removed %d leftover temporary file(s) %s in %s", removed, pattern, folder)
    return removed


def load_digests(seeds_dir: Path | str, cache_dir: Path | str,
                 previous: FactIndex | None = None) -> tuple[dict[str, Digest], dict[str, Digest], CacheStats]:
    """Digests of a folder as ``FactIndex.build`` reads them (through the cache), the kept failed ones, and stats.

    The cache is updated with them, as ``load_or_build`` does; the matcher is not built.
    """
    store = DigestCache(cache_dir)
    digests, kept, _, _ = read_digests(Path(seeds_dir), previous, parse_many=store.parse_many)
    store.save_digests(digests, kept)
    return digests, kept, store.stats


def load_or_build(seeds_dir: Path | str, cache_dir: Path | str | None,
                  previous: FactIndex | None = None) -> FactIndex:
    """The fast build: ``FactIndex.build(seeds_dir, previous)`` with compact records, on two cores, through the cache.

    Only digests not in the cache unchanged are parsed; logs the counts. With ``cache_dir`` None nothing is
    saved or loaded (still two cores, still logged). The cache never makes it fail.
    """
    seeds_dir = Path(seeds_dir)
    started = time.perf_counter()
    if cache_dir is None:
        stats = CacheStats()

        def counting(paths: Sequence[Path]) -> Parsed:
            """Parse digests (as the fast build does), counting them."""
            stats.parsed += len(paths)
            return parse_prepared(paths, parse_file)

        index = FactIndex.build(seeds_dir, previous, parse_many=counting)
        stats.reused = len(index.digests) - stats.parsed
    else:
        store = DigestCache(cache_dir)
        index = FactIndex.build(seeds_dir, previous, parse_many=store.parse_many)
        store.save(index)
        stats = store.stats
    log.info("index of %s built in %.2fs: %d digest(s), %d from the cache, %d parsed, %d unchanged from the "
             "previous index%s", seeds_dir, time.perf_counter() - started, len(index.digests), stats.loaded,
             stats.parsed, stats.reused,
             "; no cache" if cache_dir is None
             else f"; cache not used: {stats.discarded}" if stats.discarded and stats.files else "")
    return index
