"""Parse digests and analyse their facts on two cores: a forked helper process shares the files.

The files are cut into chunks of ``CHUNK_FILES``. Both processes take the next chunk from a queue until
it is empty, so whichever runs faster does more (this machine's speed varies from minute to minute).
The queue is a pipe holding one 4-byte token per chunk, written before the fork: a read of 4 bytes from
a pipe is atomic, and an empty pipe with no writer reads as end-of-file. The helper writes each chunk's
digests and matcher entries to a temporary file as it finishes it, one line of plain data
(``codec``: JSON, never pickle) per chunk, and then sends the file's length through a second pipe; between its own
chunks this process loads what is complete, and indexes the facts of every chunk whose predecessors are
all in (the matcher's ``IndexBuilder``), so that little is left to do after the last chunk. If the helper
fails, this process parses whatever chunks it did not deliver: a build never depends on the helper.
"""

from __future__ import annotations

import logging
import os
import signal
import struct
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from ..entries import FactEntry
from ..index import Parsed
from ..models import Digest
from . import records
from .codec import Decoder, dumps

log = logging.getLogger(__name__)

MIN_FILES = 64  # fewer files than this are parsed in this process: a fork costs more than it saves
CHUNK_FILES = 16  # files per chunk of the queue
_TOKEN = struct.Struct("<I")
_MAX_CHUNKS = 16_000  # tokens that fit in a pipe's 64 KiB buffer
_PR_SET_PDEATHSIG = 1  # prctl option (linux/prctl.h)
_ENV = "STORY_BOT_BUILD_HELPER"  # "0" turns the helper off (e.g. to measure a one-core build)

Results = dict[Path, tuple[Digest, list[FactEntry]]]  # path -> its digest and the matcher entries of its facts


_off = 0  # no_helper() blocks in force
last_helper: dict[str, float] = {}  # the last helper's max RSS (KiB, as getrusage gives it on Linux) and CPU seconds


def helper_enabled() -> bool:
    """Whether a build may fork a helper process (POSIX with two or more CPUs; off when STORY_BOT_BUILD_HELPER=0)."""
    return (hasattr(os, "fork") and (os.cpu_count() or 1) > 1 and os.environ.get(_ENV, "1") != "0"
            and not _off)


@contextmanager
def no_helper() -> Iterator[None]:
    """Builds in this block run in this process only (to measure or profile a one-core build)."""
    global _off
    _off += 1
    try:
        yield
    finally:
        _off -= 1


def parse_prepared(paths: Sequence[Path], parse: Callable[[Path], Digest] | None = None) -> Parsed:
    """Parse digest files and make the matcher's analysis of their facts (``FactIndex.build``'s ``parse_many``).

    ``parse`` defaults to the compact parser (``records.parse_file``). With many files and that parser (not
    another ``parse``, whose side effects a helper would lose), a forked helper process takes part, and the
    matcher's index of the first facts is made meanwhile (``Parsed.prefix``).
    """
    paths = list(paths)
    parse = parse or records.parse_file
    if len(paths) < MIN_FILES or parse is not records.parse_file or not helper_enabled():
        return Parsed(_Analyser(parse).run(paths))
    size = max(CHUNK_FILES, -(-len(paths) // _MAX_CHUNKS))
    chunks = [paths[i:i + size] for i in range(0, len(paths), size)]
    queue = _queue(len(chunks))
    if queue is None:
        return Parsed(_Analyser(parse).run(paths))
    here = _Analyser(parse)
    out: Results = {}
    done: set[int] = set()
    prefix = _Prefix(chunks, out, done)
    helper = _Helper.start(chunks, queue)
    try:
        for k in _take(queue):
            out.update(here.run(chunks[k]))
            done.add(k)
            if helper is not None:
                helper.receive(out, done)
            prefix.advance()
    except BaseException:
        if helper is not None:
            helper.kill()
        raise
    finally:
        os.close(queue)
    if helper is not None:
        helper.finish(out, done)
    missing = [p for k, chunk in enumerate(chunks) if k not in done for p in chunk]
    if missing:
        log.warning("build helper did not deliver %d file(s); parsing them here", len(missing))
        out.update(here.run(missing))
    return Parsed(out, prefix=prefix.index)


class _Prefix:
    """Indexes the chunks' facts in order as soon as all earlier chunks are done (the matcher's postings)."""

    def __init__(self, chunks: list[list[Path]], out: Results, done: set[int]) -> None:
        """A prefix over ``chunks``, reading their results from ``out`` once in ``done``."""
        from ..retrieval import IndexBuilder

        self.chunks, self.out, self.done = chunks, out, done
        self.index = IndexBuilder()
        self.next = 0

    def advance(self) -> None:
        """Index every chunk that is done and follows the indexed ones."""
        while self.next in self.done:
            for path in self.chunks[self.next]:
                self.index.add(self.out[path][1])
            self.next += 1


class _Analyser:
    """Parses files and analyses their facts, sharing title analysis and equal sets across its calls."""

    def __init__(self, parse: Callable[[Path], Digest]) -> None:
        """An analyser that parses with ``parse``."""
        from ..entries import _Interner

        self.parse = parse
        self.titles: dict[str, frozenset[str]] = {}
        self.shared = _Interner()

    def run(self, paths: Sequence[Path]) -> Results:
        """The digests of ``paths`` with the matcher entries of their facts."""
        from ..entries import prepare_entries

        digests = [self.parse(p) for p in paths]
        entries = prepare_entries([f for d in digests for f in d.facts], self.titles, self.shared)
        out: Results = {}
        at = 0
        for path, digest in zip(paths, digests):
            out[path] = (digest, entries[at:at + len(digest.facts)])
            at += len(digest.facts)
        return out


def _queue(n: int) -> int | None:
    """The read end of a pipe holding the tokens 0..n-1 (its write end closed), or None."""
    try:
        r, w = os.pipe()
    except OSError:
        return None
    try:
        os.write(w, b"".join(_TOKEN.pack(k) for k in range(n)))  # n <= _MAX_CHUNKS: fits, never blocks
    except OSError:
        os.close(r)
        return None
    finally:
        os.close(w)
    return r


def _take(queue: int) -> Iterator[int]:
    """Chunk numbers taken from the queue until it is empty."""
    while True:
        data = os.read(queue, _TOKEN.size)
        if len(data) < _TOKEN.size:
            return
        yield _TOKEN.unpack(data)[0]


class _Helper:
    """The forked helper process, seen from this process."""

    def __init__(self, pid: int, chunks: list[list[Path]], results: IO[bytes], notes: int) -> None:
        """The helper ``pid``, its results file (read side) and the pipe it reports lengths on."""
        self.pid = pid
        self.chunks = chunks
        self.results = results
        self.decoder = Decoder(check_ids=False)  # its own child's data: the shapes are still checked
        self.notes = notes
        self.complete = 0  # bytes of the results file the helper has finished writing
        self.broken = False

    @classmethod
    def start(cls, chunks: list[list[Path]], queue: int) -> _Helper | None:
        """Fork a helper that takes chunks from the queue; None if it cannot be started."""
        try:
            fd, name = tempfile.mkstemp(prefix="story-bot-build-")
        except OSError as exc:
            log.warning("no build helper (temporary file: %s)", exc.strerror)
            return None
        try:
            writer = os.fdopen(fd, "wb")
            reader = open(name, "rb")  # its own offset: it reads while the helper writes
        except OSError as exc:
            os.close(fd)
            log.warning("no build helper (temporary file: %s)", exc.strerror)
            return None
        finally:
            try:
                os.unlink(name)  # both are open; nothing is left behind whatever happens
            except OSError:
                pass
        notes_r, notes_w = os.pipe()
        parent = os.getpid()
        try:
            pid = os.fork()
        except OSError as exc:
            for f in (writer, reader):
                f.close()
            os.close(notes_r)
            os.close(notes_w)
            log.warning("no build helper (fork: %s)", exc.strerror)
            return None
        if pid == 0:  # the helper: never returns
            os.close(notes_r)
            reader.close()
            _helper_main(chunks, queue, writer, notes_w, parent)
        writer.close()
        os.close(notes_w)
        os.set_blocking(notes_r, False)
        return cls(pid, chunks, reader, notes_r)

    def receive(self, out: Results, done: set[int]) -> None:
        """Load the chunks the helper has finished so far (without waiting)."""
        try:
            data = os.read(self.notes, 8 * 4096)
        except BlockingIOError:
            return
        except OSError:
            self.broken = True
            return
        if len(data) >= 8:
            self.complete = max(self.complete, struct.unpack_from("<Q", data, len(data) // 8 * 8 - 8)[0])
        self._load(out, done, until=self.complete)

    def finish(self, out: Results, done: set[int]) -> None:
        """Wait for the helper to exit and load the rest of what it delivered."""
        try:
            try:
                _, status, usage = os.wait4(self.pid, 0)
            except OSError as exc:  # reaped by someone else: what it wrote is still there
                log.warning("build helper's exit unknown (%s)", exc.strerror)
            else:
                last_helper.update(max_rss_kb=usage.ru_maxrss, cpu_s=usage.ru_utime + usage.ru_stime)
                code = os.waitstatus_to_exitcode(status)
                if code != 0:
                    log.warning("build helper failed (exit status %s)", code)
            self._load(out, done, until=None)
        finally:
            self.results.close()
            os.close(self.notes)

    def kill(self) -> None:
        """Stop the helper at once (this build is being abandoned)."""
        try:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        except OSError:
            pass
        finally:
            self.results.close()
            os.close(self.notes)

    def _load(self, out: Results, done: set[int], until: int | None) -> None:
        """Decode delivered chunks up to byte ``until`` (None: to the end of the file)."""
        while not self.broken and (until is None or self.results.tell() < until):
            line = self.results.readline()
            if not line:
                return
            try:
                if not line.endswith(b"\n"):
                    raise ValueError("truncated")
                number, _, data = line.partition(b" ")
                k = int(number)
                results = [entry for _, _, entry in self.decoder.loads(data)]
            except Exception as exc:  # any failure: what is missing is parsed here
                log.warning("build helper's results unreadable: %s", type(exc).__name__)
                self.broken = True
                return
            if 0 <= k < len(self.chunks) and k not in done and len(results) == len(self.chunks[k]):
                out.update(zip(self.chunks[k], results))
                done.add(k)


def _die_with_parent(parent: int) -> None:
    """Ask the kernel to kill this process when its parent dies (Linux), and exit now if it already has."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):
            pass  # the helper still checks its parent between chunks
    if os.getppid() != parent:
        os._exit(1)


def _helper_main(chunks: list[list[Path]], queue: int, results: IO[bytes], notes: int, parent: int) -> None:
    """The helper process: analyse chunks from the queue, writing each as a line of data and reporting the file's length."""
    code = 1
    try:
        _die_with_parent(parent)
        here = _Analyser(records.parse_file)
        for k in _take(queue):
            if os.getppid() != parent:  # orphaned (where no death signal exists): stop
                break
            parsed = here.run(chunks[k])
            items = [(p.name, parsed[p][0].sha256, parsed[p]) for p in chunks[k]]
            results.write(b"%d " % k + dumps(items) + b"\n")
            results.flush()
            os.write(notes, struct.pack("<Q", results.tell()))
        code = 0
    except BaseException:  # any failure: the parent parses what is missing
        pass
    finally:
        try:
            results.flush()
        finally:
            os._exit(code)
