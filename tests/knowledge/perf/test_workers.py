"""knowledge.perf.workers, the two-core build: a forked helper shares the digests; the index is the same as on one core.

The tests that need the helper to take part, or to fail at a given point, synchronise the two processes
through files (the helper's patched ``_Analyser.run`` writes one, this process waits for it), never
through timing: either process may be the faster.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import time
from pathlib import Path

import pytest

from benchmarks.synth import write_corpus
from knowledge import entries, matcher, retrieval
from knowledge.index import FactIndex, digest_paths
from knowledge.models import Digest
from knowledge.perf import records, workers

pytestmark = pytest.mark.skipif(not workers.helper_enabled(), reason="needs fork and two CPUs")


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A synthetic corpus with enough files for the helper (about 80 digests)."""
    folder = tmp_path_factory.mktemp("corpus")
    write_corpus(folder, 3200, rng_seed=7)
    assert len(digest_paths(folder)) >= workers.MIN_FILES
    return folder


def fast_build(folder: Path) -> FactIndex:
    """The fast build of a folder (parsed by ``parse_prepared``: the helper takes part)."""
    return FactIndex.build(folder, parse_many=workers.parse_prepared)


@pytest.fixture(scope="module")
def one_core(corpus: Path) -> FactIndex:
    """The corpus built in this process only."""
    with workers.no_helper():
        return fast_build(corpus)


def _wait_for(path: Path, timeout: float = 30.0) -> None:
    """Wait until ``path`` exists (written by the other process); fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not path.exists():
        if time.monotonic() > deadline:
            pytest.fail(f"{path.name} never appeared")
        time.sleep(0.005)


def _entry(e: entries.FactEntry) -> tuple:
    """A matcher entry as comparable values (its fact by id, sets sorted)."""
    values = []
    for f in dataclasses.fields(e):
        v = getattr(e, f.name)
        values.append(v.id if f.name == "fact" else sorted(v) if isinstance(v, frozenset | tuple) else v)
    return tuple(values)


def assert_same_index(a: FactIndex, b: FactIndex) -> None:
    """Same digests, facts in the same order, same matcher analysis, postings and topics."""
    assert sorted(a.digests) == sorted(b.digests)
    for name in a.digests:
        assert a.digests[name].model_dump() == b.digests[name].model_dump(), name
    assert [f.id for f in a.facts] == [f.id for f in b.facts]
    assert [_entry(e) for e in a.matcher.entries] == [_entry(e) for e in b.matcher.entries]
    assert a.matcher.postings == b.matcher.postings
    assert a.matcher.context_postings == b.matcher.context_postings
    assert a.matcher.topics == b.matcher.topics
    assert a.matcher._vocab_by_len.keys() == b.matcher._vocab_by_len.keys()
    assert all(sorted(a.matcher._vocab_by_len[n]) == sorted(b.matcher._vocab_by_len[n]) for n in a.matcher._vocab_by_len)


def test_helper_builds_the_same_index(corpus: Path, one_core: FactIndex, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """With the helper, nothing in the index changes.

    Each process starts its first chunk only once the other holds one too, so both take part.
    """
    parent = os.getpid()
    real_run = workers._Analyser.run
    marks = {True: tmp_path / "parent-started", False: tmp_path / "helper-started"}  # by "is this the parent"
    here: list[int] = []
    first = [True]  # (each process has its own copy after the fork)

    def run(self: workers._Analyser, paths: list[Path]) -> dict:
        """The real run, each process's first only once the other has started its own."""
        in_parent = os.getpid() == parent
        if first[0]:
            first[0] = False
            marks[in_parent].touch()
            _wait_for(marks[not in_parent])
        if in_parent:
            here.append(len(paths))
        return real_run(self, paths)

    monkeypatch.setattr(workers, "CHUNK_FILES", 4)
    monkeypatch.setattr(workers._Analyser, "run", run)
    workers.last_helper.clear()
    fits: list[bool] = []
    real_fits = retrieval.IndexBuilder.fits
    monkeypatch.setattr(retrieval.IndexBuilder, "fits", lambda self, facts: fits.append(real_fits(self, facts)) or fits[-1])
    two_cores = fast_build(corpus)
    assert workers.last_helper["cpu_s"] > 0
    assert 0 < sum(here) < len(digest_paths(corpus))  # the helper did part of it
    assert fits == [True]  # the postings of the first facts were made while parsing, and used
    assert_same_index(two_cores, one_core)
    q = "How many tokens did the dataset have?"
    assert two_cores.answer(q).model_dump() == one_core.answer(q).model_dump()


def test_a_helper_that_fails_at_once_costs_nothing(corpus: Path, one_core: FactIndex, monkeypatch: pytest.MonkeyPatch,
                                                   caplog: pytest.LogCaptureFixture) -> None:
    """A helper that dies before doing anything: this process parses everything."""
    monkeypatch.setattr(workers, "_helper_main", lambda *args: os._exit(3))
    with caplog.at_level(logging.WARNING, logger="knowledge.perf.workers"):
        index = fast_build(corpus)
    assert "build helper failed (exit status 3)" in caplog.text
    assert_same_index(index, one_core)


def test_chunks_a_helper_took_but_never_delivered_are_parsed_here(corpus: Path, one_core: FactIndex, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch,
                                                                  caplog: pytest.LogCaptureFixture) -> None:
    """The helper dies on taking its second chunk: its first is used, the second parsed here.

    This process holds its first chunk until the helper has died, so the helper always gets two.
    """
    parent = os.getpid()
    real_run = workers._Analyser.run
    dying = tmp_path / "helper-dying"
    taken: list[int] = []  # chunks taken: in the helper, its own; in this process, whether it has waited

    def run(self: workers._Analyser, paths: list[Path]) -> dict:
        """The real run; the helper dies on its second chunk, this process's first waits for that."""
        if os.getpid() != parent:
            taken.append(1)
            if len(taken) == 2:
                dying.touch()
                os._exit(1)
        elif not taken:
            _wait_for(dying)
            taken.append(0)
        return real_run(self, paths)

    monkeypatch.setattr(workers, "CHUNK_FILES", 4)
    monkeypatch.setattr(workers._Analyser, "run", run)
    with caplog.at_level(logging.WARNING, logger="knowledge.perf.workers"):
        index = fast_build(corpus)
    assert "did not deliver 4 file(s)" in caplog.text
    assert_same_index(index, one_core)


def test_an_error_here_stops_the_helper(corpus: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """When this process fails mid-build, the helper is killed and reaped, not left running.

    This process fails on its first chunk, while the helper is stuck in its own: whichever took the first
    token, this process gets a chunk to fail on (there are more chunks than the helper can hold).
    """
    parent = os.getpid()
    real_start = workers._Helper.start
    helpers: list[workers._Helper | None] = []

    def start(chunks: list[list[Path]], queue: int) -> workers._Helper | None:
        """The real start, keeping the helper to check on."""
        assert len(chunks) >= 2
        helper = real_start(chunks, queue)
        helpers.append(helper)
        return helper

    def failing(self: workers._Analyser, paths: list[Path]) -> dict:
        """This process fails at once; the helper is stuck."""
        if os.getpid() == parent:
            raise RuntimeError("disk on fire")
        time.sleep(60)  # the helper: killed long before this ends
        return {}

    monkeypatch.setattr(workers._Helper, "start", staticmethod(start))
    monkeypatch.setattr(workers._Analyser, "run", failing)
    t = time.monotonic()
    with pytest.raises(RuntimeError, match="disk on fire"):
        workers.parse_prepared(digest_paths(corpus))
    assert time.monotonic() - t < 30  # the helper was not waited for
    helper = helpers[0]
    assert helper is not None
    with pytest.raises(ChildProcessError):  # already reaped
        os.waitpid(helper.pid, os.WNOHANG)


def test_few_files_or_another_parser_stay_in_this_process(corpus: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Under MIN_FILES files, or with a parse function of the caller's, no helper is forked."""
    monkeypatch.setattr(workers.os, "fork", lambda: pytest.fail("forked"))
    paths = digest_paths(corpus)
    few = workers.parse_prepared(paths[:workers.MIN_FILES - 1])
    assert len(few.results) == workers.MIN_FILES - 1 and few.prefix is None
    seen: list[str] = []

    def parse(path: Path) -> Digest:
        """The compact parser, recording the files it parses."""
        seen.append(path.name)
        return records.parse_file(path)

    many = workers.parse_prepared(paths, parse)
    assert seen == [p.name for p in paths]
    assert all(len(entries) == len(digest.facts) for digest, entries in many.results.values())


def test_a_prefix_that_does_not_fit_is_ignored(one_core: FactIndex) -> None:
    """The matcher uses a ready-made index of the first facts only when they are exactly its first facts."""
    facts = one_core.facts
    wrong = retrieval.IndexBuilder()
    wrong.add(entries.prepare_entries(facts[1:50]))  # starts one fact late
    assert not wrong.fits(facts)
    m = matcher.Matcher(facts, prefix=wrong)
    assert m.postings == one_core.matcher.postings
    right = retrieval.IndexBuilder()
    right.add(entries.prepare_entries(facts[:50]))
    m = matcher.Matcher(facts, prefix=right)
    assert m.entries[0].fact is facts[0] and m.postings == one_core.matcher.postings
    assert right.entries == []  # handed over


async def test_a_build_in_a_worker_thread_forks_while_the_event_loop_runs(corpus: Path, one_core: FactIndex) -> None:
    """As the bot builds (asyncio.to_thread): the helper is forked from that thread, the loop keeps going."""
    import asyncio

    ticks = 0
    done = False

    async def tick() -> None:
        """Count the event loop's turns until the build is done."""
        nonlocal ticks
        while not done:
            ticks += 1
            await asyncio.sleep(0.005)

    ticker = asyncio.create_task(tick())
    workers.last_helper.clear()
    try:
        index = await asyncio.to_thread(fast_build, corpus)
    finally:
        done = True
        await ticker
    assert workers.last_helper and ticks > 3
    assert_same_index(index, one_core)


def test_the_helper_dies_with_its_parent(tmp_path: Path) -> None:
    """kill -9 of a process building with a helper: the helper does not outlive it."""
    import signal
    import subprocess
    import sys
    import time

    seeds = tmp_path / "seeds"
    write_corpus(seeds, 4000, rng_seed=3)
    pids = tmp_path / "pids"
    script = f"""
import os, time, knowledge.perf.workers as w
real = w._Analyser.run
main = os.getpid()
def slow(self, paths):
    with open({str(pids)!r}, "a") as fh:
        fh.write(f"{{os.getpid()}}\\n")
    time.sleep(0.5 if os.getpid() == main else 20)  # the helper is in a long chunk when its parent dies
    return real(self, paths)
w._Analyser.run = slow
from pathlib import Path
w.parse_prepared(sorted(Path({str(seeds)!r}).glob("*.txt")))
"""
    env = {**os.environ, "STORY_BOT_BUILD_HELPER": "1"}
    parent = subprocess.Popen([sys.executable, "-c", script], cwd=Path(__file__).resolve().parents[3], env=env)
    try:
        deadline = time.monotonic() + 30
        helper = None
        while time.monotonic() < deadline and helper is None:
            time.sleep(0.05)
            seen = {int(p) for p in pids.read_text().split()} if pids.exists() else set()
            others = seen - {parent.pid}
            helper = next(iter(others), None)
        assert helper is not None, "no helper started"
        parent.send_signal(signal.SIGKILL)
        parent.wait(10)
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline and _alive(helper):
            time.sleep(0.05)
        assert not _alive(helper), "the helper outlived its parent"
    finally:
        if parent.poll() is None:
            parent.kill()
        if helper is not None and _alive(helper):
            os.kill(helper, signal.SIGKILL)


def _alive(pid: int) -> bool:
    """Whether a process runs (a zombie waiting to be reaped counts as dead)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")
