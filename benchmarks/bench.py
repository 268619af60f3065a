"""`python -m bot bench`: index build time, memory and answer latency on synthetic corpora.

For each corpus size the benchmark writes a synthetic corpus (benchmarks.synth) to a temporary folder
and measures, in a fresh child process (so the process's max RSS says something about that size):

* build: wall time of the bot's build (``knowledge.perf.load_or_build`` without a saved index, under the
  gc policy, no tracing) and facts per second, with the forked build helper as every such build has
  (knowledge.perf.workers), and once more on one core (no helper);
* memory: the tracemalloc peak during a second, traced build (Python allocations of this process; the
  helper is another process: its max RSS is a row of its own), what that build still holds when done
  (≈ the index's size), and the growth of the process's max RSS over the first build (``ru_maxrss``
  after minus before, in a process that had done nothing else: includes allocator overhead and
  freed-but-not-returned memory);
* answers: latency p50/p99/max over M questions (benchmarks.synth.make_questions: reworded facts,
  typos, off-topic), questions per second over that loop, and how often the answer cited the fact
  the question was made from / abstained on off-topic ones;
* brute force: one rapidfuzz ``process.extractOne(q, all_fact_texts, scorer=fuzz.WRatio,
  processor=utils.default_process)`` per question, p50/p99, and ours_p99 / brute_p99;
* refresh: latency p50/p99/max while the same build, from the index (``previous=index``), of the same corpus
  (what the bot's refresh runs) goes on in a background thread (the questions are asked over and
  over until one whole rebuild has finished), the ratio to the idle p99, and the full
  (generation 2) garbage collections seen meanwhile;
* cache (knowledge.perf.cache): cold load (parse + save), warm load (hash + decode + check), and the warm
  ``load_or_build`` total (a restart with unchanged digests) against the build without it.

``--profile`` adds a breakdown of the build: parsing vs pydantic model construction vs the Matcher
constructor vs garbage collection, memory per part, and the top functions under cProfile (all on one
core, so that the profile sees all the work).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import hashlib
import json
import math
import os
import pstats
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import tracemalloc
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from knowledge.perf import building_index, workers
from knowledge.perf.workers import no_helper

MB = 1024 * 1024


def _maxrss_mb() -> float:
    """The process's max resident set size so far, in MB (Linux reports KB)."""
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / 1024 if sys.platform != "darwin" else rss / MB


def _pct(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of values, nearest-rank; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def _timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    """Run fn, return its result and the seconds it took."""
    t = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t


def _latencies(answer: Callable[[str], Any], questions: list) -> tuple[list[float], list[Any], float]:
    """Per-question latencies (ms), the answers, and the loop's total seconds."""
    lat: list[float] = []
    answers: list[Any] = []
    start = time.perf_counter()
    for q in questions:
        t = time.perf_counter()
        answers.append(answer(q.text))
        lat.append((time.perf_counter() - t) * 1000)
    return lat, answers, time.perf_counter() - start


class _GcWatch:
    """Counts full (generation 2) collections and their longest pause while active."""

    def __init__(self) -> None:
        """A watch that has seen nothing yet."""
        self.full = 0
        self.longest_ms = 0.0
        self._start = 0.0

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        """gc's callback: time the full collections."""
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.full += 1
            self.longest_ms = max(self.longest_ms, (time.perf_counter() - self._start) * 1000)

    def __enter__(self) -> _GcWatch:
        """Start watching."""
        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *exc: object) -> None:
        """Stop watching."""
        gc.callbacks.remove(self._callback)


def _quality(questions: list, answers: list) -> dict[str, float]:
    """Share of answerable questions whose answer cites their fact (first / any), and off-topic abstentions."""
    first = anyhit = n_ans = abstained = n_off = 0
    for q, a in zip(questions, answers):
        if q.fact_id is None:
            n_off += 1
            abstained += not a.answered
            continue
        n_ans += 1
        ids = [f.id for f in a.facts] if a.answered else []
        first += bool(ids) and ids[0] == q.fact_id
        anyhit += q.fact_id in ids
    return {"hit_first": first / n_ans if n_ans else 0.0, "hit_any": anyhit / n_ans if n_ans else 0.0,
            "offtopic_abstain": abstained / n_off if n_off else 0.0}


def code_version() -> str:
    """Which code was measured: the git commit and a hash of the knowledge/ sources (they change often)."""
    import knowledge

    here = Path(knowledge.__file__).resolve().parent
    h = hashlib.sha256()
    for path in sorted(here.rglob("*.py")):
        h.update(path.relative_to(here).as_posix().encode() + b"\0" + path.read_bytes())
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=here, capture_output=True, text=True,
                                timeout=5, check=False).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        commit = ""
    return f"{commit or 'unknown'}+{h.hexdigest()[:8]}"


REFRESH_MAX_PASSES = 200  # over the questions, while waiting for one background rebuild to finish
GC_MODES = ("freeze", "plain")


def _builder(gc_mode: str) -> Callable[..., Any]:
    """The bot's build (``knowledge.perf.load_or_build``, no saved index) under a garbage-collector policy.

    freeze (the default): the application's policy, as the bot has it (``knowledge.perf.building_index``:
    the collector paused during the build, ``gc.freeze()`` after, so later collections skip the index);
    plain: none (the collector runs during the build, and its next passes traverse the new index: a pause
    of 0.6-0.8 s at 100k inside some answer). (Frozen objects are never collected by the cyclic GC: an
    index that is only freeable by it leaks on every refresh, which shows up as growing max RSS.)
    """
    from knowledge.perf import load_or_build

    def build(seeds: Path, previous: Any = None) -> Any:
        """One build of ``seeds`` (from ``previous``) under the policy."""
        if gc_mode == "plain":
            return load_or_build(seeds, None, previous=previous)
        with building_index():
            return load_or_build(seeds, None, previous=previous)

    return build


def run_size(seeds: Path, n_questions: int, rng_seed: int, *, brute: bool = True, refresh: bool = True,
             cache: bool = True, profile: bool = False, gc_mode: str = "freeze",
             log: Callable[[str], None] = lambda s: None) -> dict[str, Any]:
    """Every measurement for one corpus folder (run it in a fresh process for a meaningful RSS)."""
    from .synth import make_questions

    build = _builder(gc_mode)
    out: dict[str, Any] = {"code": code_version(), "gc_mode": gc_mode, "load_before": os.getloadavg()[0]}
    index = _measure_build(seeds, build, out, log)
    index_b = _measure_traced_build(seeds, build, out, log)
    questions = make_questions(index, n_questions, rng_seed)
    warm = make_questions(index, 5, rng_seed + 1000)
    _measure_answers(index, questions, warm, out, log)
    if brute:
        _measure_brute_force(index, questions, out, log)
    del index
    gc.collect()
    if refresh:
        _measure_refresh(seeds, build, index_b, questions, warm, out, log)
    del index_b
    gc.collect()
    if cache:
        _measure_cache(seeds, out, log)
    # last, with no other index alive (so that it does not raise the max RSS rows above)
    with no_helper():
        out["build_one_core_s"] = _timed(partial(build, seeds))[1]
    gc.collect()
    log(f"one-core build (no helper): {out['build_one_core_s']:.2f}s")
    if profile:
        with no_helper():
            out["profile"] = profile_build(seeds, log=log)
    out["load_after"] = os.getloadavg()[0]
    return out


def _measure_build(seeds: Path, build: Callable[..., Any], out: dict[str, Any], log: Callable[[str], None]) -> Any:
    """The first build: wall time, facts per second, max RSS growth and the helper's figures; the index."""
    gc.collect()
    rss0 = _maxrss_mb()
    workers.last_helper.clear()
    index, out["build_s"] = _timed(partial(build, seeds))
    out["rss_growth_mb"] = _maxrss_mb() - rss0
    if workers.last_helper:  # the forked build helper, when one ran
        out["helper_rss_mb"] = workers.last_helper["max_rss_kb"] / 1024
        out["helper_cpu_s"] = workers.last_helper["cpu_s"]
    out["rss_base_mb"] = rss0
    out["facts"] = len(index.facts)
    out["digests"] = len(index.digests)
    out["problems"] = len(index.problems)
    out["facts_per_s"] = out["facts"] / out["build_s"] if out["build_s"] else 0.0
    log(f"built {out['facts']} facts in {out['build_s']:.2f}s")
    return index


def _measure_traced_build(seeds: Path, build: Callable[..., Any], out: dict[str, Any],
                          log: Callable[[str], None]) -> Any:
    """A second build under tracemalloc: its peak and what it still holds (the index's size); the index."""
    tracemalloc.start()
    index = build(seeds)
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    out["traced_peak_mb"] = peak / MB
    out["traced_retained_mb"] = current / MB
    log(f"traced build: peak {peak / MB:.0f} MB, retained {current / MB:.0f} MB")
    return index


def _measure_answers(index: Any, questions: list[Any], warm: list[Any], out: dict[str, Any],
                     log: Callable[[str], None]) -> None:
    """Answer latency and quality over the questions (after a warm-up), and the full collections meanwhile."""
    for q in warm:  # first-call costs (imports, regex compiles) are not answer latency
        index.answer(q.text)
    with _GcWatch() as watch:
        lat, answers, total = _latencies(index.answer, questions)
    out.update(idle_full_gcs=watch.full, idle_full_gc_max_ms=watch.longest_ms)
    out.update(p50_ms=_pct(lat, 0.5), p99_ms=_pct(lat, 0.99), max_ms=max(lat, default=0.0),
               mean_ms=statistics.fmean(lat) if lat else 0.0, qps=len(lat) / total if total else 0.0)
    out.update(_quality(questions, answers))
    out["kinds"] = {k: sum(q.kind == k for q in questions) for k in ("reworded", "typo", "offtopic")}
    log(f"answers: p50 {out['p50_ms']:.2f} ms, p99 {out['p99_ms']:.2f} ms")


def _measure_brute_force(index: Any, questions: list[Any], out: dict[str, Any], log: Callable[[str], None]) -> None:
    """One rapidfuzz extractOne over every fact text per question: its latency, and ours against it."""
    from rapidfuzz import fuzz, process, utils

    texts = [f.text for f in index.facts]
    ids = [f.id for f in index.facts]
    lat_b: list[float] = []
    hits = n_ans = 0
    for q in questions:
        t = time.perf_counter()
        hit = process.extractOne(q.text, texts, scorer=fuzz.WRatio, processor=utils.default_process)
        lat_b.append((time.perf_counter() - t) * 1000)
        if q.fact_id is not None:
            n_ans += 1
            hits += bool(hit) and ids[hit[2]] == q.fact_id
    out.update(brute_p50_ms=_pct(lat_b, 0.5), brute_p99_ms=_pct(lat_b, 0.99),
               brute_hit_first=hits / n_ans if n_ans else 0.0)
    out["p99_over_brute_p99"] = out["p99_ms"] / out["brute_p99_ms"] if out["brute_p99_ms"] else 0.0
    log(f"brute force: p50 {out['brute_p50_ms']:.2f} ms, p99 {out['brute_p99_ms']:.2f} ms")


def _measure_refresh(seeds: Path, build: Callable[..., Any], index: Any, questions: list[Any], warm: list[Any],
                     out: dict[str, Any], log: Callable[[str], None]) -> None:
    """Answer latency while the index is rebuilt from itself in a background thread, as the bot's refresh does."""
    # answer the same questions on this index (its caches are as cold as the first's were)
    for q in warm:
        index.answer(q.text)
    stop, started = threading.Event(), threading.Event()
    builds: list[float] = []

    def refresher() -> None:
        """Rebuild the index until told to stop, as the bot's refresh does."""
        started.set()
        while not stop.is_set():
            builds.append(_timed(partial(build, seeds, previous=index))[1])

    thread = threading.Thread(target=refresher, name="bench-refresh", daemon=True)
    thread.start()
    started.wait()
    time.sleep(0.02)  # let the build get going
    # keep asking until a whole rebuild has run under the questions (its end included: that is
    # when the new index's objects become long-lived and full collections come due)
    lat_r: list[float] = []
    with _GcWatch() as watch:
        for _ in range(REFRESH_MAX_PASSES):
            lat_r += _latencies(index.answer, questions)[0]
            if builds:
                break
    stop.set()
    thread.join()
    out.update(refresh_full_gcs=watch.full, refresh_full_gc_max_ms=watch.longest_ms,
               refresh_max_ms=max(lat_r, default=0.0), refresh_questions=len(lat_r))
    out.update(refresh_p50_ms=_pct(lat_r, 0.5), refresh_p99_ms=_pct(lat_r, 0.99),
               refresh_builds=len(builds), refresh_build_s=statistics.fmean(builds) if builds else 0.0)
    out["refresh_p99_over_idle_p99"] = out["refresh_p99_ms"] / out["p99_ms"] if out["p99_ms"] else 0.0
    out["rss_after_refresh_mb"] = _maxrss_mb()
    log(f"during refresh: p99 {out['refresh_p99_ms']:.2f} ms ({out['refresh_p99_over_idle_p99']:.2f}x idle)")


def _measure_cache(seeds: Path, out: dict[str, Any], log: Callable[[str], None]) -> None:
    """The saved index: cold and warm digest loads, and a first start against a restart (load_or_build).

    Each under the gc policy, as the bot builds.
    """
    from knowledge.perf.cache import CACHE_FILE, load_digests, load_or_build

    def policed(fn: Callable[[], Any]) -> Any:
        """``fn()`` under the application's gc policy."""
        with building_index():
            return fn()

    with tempfile.TemporaryDirectory(prefix="storybench-cache-") as cache_dir:
        _, _, cold = policed(partial(load_digests, seeds, cache_dir))
        _, _, warm_stats = policed(partial(load_digests, seeds, cache_dir))
        saved = Path(cache_dir) / "index"  # the bot's path: a first start saves digests and analysis
        out["cache_cold_total_s"] = _timed(partial(policed, partial(load_or_build, seeds, saved)))[1]
        gc.collect()
        warm_s = _timed(partial(policed, partial(load_or_build, seeds, saved)))[1]  # a restart
        gc.collect()
        tracemalloc.start()
        warm_index = policed(partial(load_or_build, seeds, saved))
        current, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        out.update(cache_index_mb=current / MB, cache_peak_mb=peak / MB)
        out.update(cache_parse_s=cold.parse_s, cache_save_s=cold.save_s, cache_mb=cold.cache_bytes / MB,
                   cache_hash_s=warm_stats.read_s, cache_load_s=warm_stats.load_s,
                   cache_loaded=warm_stats.loaded, cache_warm_total_s=warm_s,
                   cache_same_facts=len(warm_index.facts) == out["facts"])
        out["cache_speedup_digests"] = (cold.parse_s / (warm_stats.read_s + warm_stats.load_s)
                                        if warm_stats.load_s else 0.0)
        out["cache_speedup_build"] = out["build_s"] / warm_s if warm_s else 0.0
        out["cache_index_file_mb"] = (saved / CACHE_FILE).stat().st_size / MB
    log(f"cache: parse {out['cache_parse_s']:.2f}s vs hash+load {out['cache_hash_s'] + out['cache_load_s']:.2f}s")


def write_servers(root: Path | str, n_servers: int, per_server: int = 5, facts: int = 8, rng_seed: int = 0) -> list[Path]:
    """Each server's own small digests: ``root/<i>/`` with ``per_server`` digests of ``facts`` facts (synth)."""
    from .synth import digest_text

    folders = []
    for g in range(n_servers):
        folder = Path(root) / str(g)
        folder.mkdir(parents=True, exist_ok=True)
        for d in range(per_server):
            rng = random.Random(f"synth-server:{rng_seed}:{g}:{d}")
            (folder / f"server{g}_{d}.txt").write_text(digest_text(rng, facts), encoding="utf-8")
        folders.append(folder)
    return folders


def run_servers(seeds: Path, servers_root: Path, n_questions: int, rng_seed: int, *,
                log: Callable[[str], None] = lambda s: None) -> dict[str, Any]:
    """Many servers over one shared index (knowledge.layers): their indexes' memory, and answer latency in a
    server with its own digests against the same question in a server with none."""
    from knowledge.index import FactIndex
    from knowledge.layers import LayeredIndex
    from knowledge.perf import load_or_build

    from .synth import make_questions

    out: dict[str, Any] = {"code": code_version(), "load_before": os.getloadavg()[0]}
    build = _builder("freeze")
    shared, out["shared_build_s"] = _timed(lambda: build(seeds))
    out["shared_facts"], out["shared_digests"] = len(shared.facts), len(shared.digests)
    log(f"shared index: {out['shared_facts']:,} facts in {out['shared_build_s']:.1f}s")
    folders = sorted((p for p in servers_root.iterdir() if p.is_dir()), key=lambda p: int(p.name))
    gc.collect()
    rss0 = _maxrss_mb()
    tracemalloc.start()
    started = time.perf_counter()
    own: list[FactIndex] = []
    with building_index():  # as the bot's start-up does (bot.guilds.GuildLayers.load, no saved index here)
        for folder in folders:
            own.append(load_or_build(folder, None))
    out["servers_build_s"] = time.perf_counter() - started
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    out.update(servers=len(own), server_digests=sum(len(i.digests) for i in own),
               server_facts=sum(len(i.facts) for i in own), servers_traced_mb=current / MB,
               servers_traced_peak_mb=peak / MB, servers_rss_growth_mb=_maxrss_mb() - rss0,
               per_server_kb=current / 1024 / max(1, len(own)))
    log(f"{len(own)} server indexes: {out['server_facts']:,} facts, {current / MB:.0f} MB traced, "
        f"built in {out['servers_build_s']:.1f}s")

    rng = random.Random(f"bench-servers:{rng_seed}")
    picks = [rng.randrange(len(own)) for _ in range(n_questions)]
    own_q = [make_questions(own[g], 1, rng_seed + i, mix=(0.7, 0.3, 0.0))[0] for i, g in enumerate(picks)]
    shared_q = make_questions(shared, n_questions, rng_seed)
    for q in make_questions(shared, 5, rng_seed + 1000):  # warm-up
        LayeredIndex.of(shared, own[0]).answer(q.text)

    def timed(questions: list[Any], with_own: bool) -> tuple[list[float], list[Any]]:
        """Latency (ms) and answers of each question in its server (with its own digests or with none)."""
        lat, answers = [], []
        for g, q in zip(picks, questions):
            view = LayeredIndex.of(shared, own[g] if with_own else None)
            t = time.perf_counter()
            answers.append(view.answer(q.text))
            lat.append((time.perf_counter() - t) * 1000)
        return lat, answers

    for label, questions in (("own", own_q), ("shared", shared_q)):
        for with_own in (True, False):
            lat, answers = timed(questions, with_own)
            key = f"{label}_q_{'with' if with_own else 'without'}_own"
            out[f"{key}_p50_ms"], out[f"{key}_p99_ms"] = _pct(lat, 0.5), _pct(lat, 0.99)
            made = [(q, a) for q, a in zip(questions, answers) if q.fact_id is not None]
            out[f"{key}_cites_first"] = (sum(bool(a.facts) and a.facts[0].id == q.fact_id for q, a in made)
                                         / len(made) if made else 0.0)
            log(f"{key}: p50 {out[f'{key}_p50_ms']:.2f} ms, p99 {out[f'{key}_p99_ms']:.2f} ms, "
                f"cites first {out[f'{key}_cites_first']:.0%}")
    out["load_after"] = os.getloadavg()[0]
    return out


_SERVER_ROWS = [
    ("shared_facts", "shared index: facts", "{:,}"),
    ("servers", "servers with digests of their own", "{:,}"),
    ("server_digests", "their digests / facts", None),
    ("servers_build_s", "build all server indexes, one after another (s)", "{:.1f}"),
    ("servers_traced_mb", "their indexes, tracemalloc (MB)", "{:.0f}"),
    ("per_server_kb", "per server (KB)", "{:.0f}"),
    ("servers_rss_growth_mb", "max RSS growth over building them (MB)", "{:.0f}"),
    ("own_q_with_own_p50_ms", "own-digest question, server with its digests: p50 / p99 (ms)", "pair"),
    ("own_q_without_own_p50_ms", "the same question, server with none: p50 / p99 (ms)", "pair"),
    ("shared_q_with_own_p50_ms", "shared-corpus question, server with its digests: p50 / p99 (ms)", "pair"),
    ("shared_q_without_own_p50_ms", "the same question, server with none: p50 / p99 (ms)", "pair"),
    ("own_q_with_own_cites_first", "cites its fact first: own questions with / without own digests", "cite"),
    ("shared_q_with_own_cites_first", "cites its fact first: shared questions with / without own digests", "cite"),
]


def format_servers(r: dict[str, Any]) -> str:
    """The many-servers figures as a two-column table."""
    rows = []
    for key, label, fmt in _SERVER_ROWS:
        if key not in r:
            continue
        if fmt == "pair":
            value = f"{r[key]:.1f} / {r[key.replace('_p50_', '_p99_')]:.1f}"
        elif fmt == "cite":
            value = f"{r[key]:.0%} / {r[key.replace('_with_own_', '_without_own_')]:.0%}"
        elif fmt is None:
            value = f"{r['server_digests']:,} / {r['server_facts']:,}"
        else:
            value = fmt.format(r[key])
        rows.append((label, value))
    rows.append(("load average before / after", f"{r.get('load_before', 0):.1f} / {r.get('load_after', 0):.1f}"))
    width = max(len(label) for label, _ in rows)
    return "\n".join([f"Many servers over one shared index ({r.get('questions', '?')} questions each way):"]
                     + [f"  {label.ljust(width)}  {value}" for label, value in rows]
                     + [f"code measured: {r.get('code', '?')}"])


def profile_build(seeds: Path, top: int = 15, log: Callable[[str], None] = lambda s: None) -> dict[str, Any]:
    """Where the fast build spends time and memory: parsing, records, the Matcher, gc; plus a cProfile.

    On one core (run it under ``no_helper()``), so that every part is seen in this process; also the
    library's plain build (validated records, no prepared analysis) for comparison.
    """
    out: dict[str, Any] = {}
    paths = sorted(p for p in Path(seeds).glob("*.txt") if p.is_file() and not p.name.startswith("."))
    _profile_parse(paths, out)
    log(f"profile: parse {out['parse_s']:.2f}s (records {out['pydantic_init_s']:.2f}s), "
        f"Matcher {out['matcher_init_s']:.2f}s")
    _profile_gc(seeds, out)
    gc.collect()
    _profile_memory(paths, out)
    gc.collect()
    _profile_cprofile(seeds, top, out)
    return out


def _fast_build(seeds: Path) -> Any:
    """The fast build of ``seeds`` (compact records, the matcher's analysis made while parsing), no policy."""
    from knowledge.index import FactIndex
    from knowledge.perf.workers import parse_prepared

    return FactIndex.build(seeds, parse_many=parse_prepared)


def _profile_parse(paths: list[Path], out: dict[str, Any]) -> None:
    """Parse every file, timing the record constructors the parser calls (no profiler overhead), then the Matcher."""
    from dataclasses import fields

    from knowledge import parser
    from knowledge.index import FactIndex
    from knowledge.matcher import Matcher
    from knowledge.perf.records import COMPACT

    spent: dict[str, float] = {}

    def timing(name: str, make: Callable[..., Any]) -> Callable[..., Any]:
        """``make``, adding its time to ``spent[name]``."""
        def timed(*args: Any, **kwargs: Any) -> Any:
            """The wrapped constructor, timed."""
            t = time.perf_counter()
            try:
                return make(*args, **kwargs)
            finally:
                spent[name] = spent.get(name, 0.0) + time.perf_counter() - t

        return timed

    records = parser.Records(**{f.name: timing(f.name, getattr(COMPACT, f.name)) for f in fields(COMPACT)})
    t = time.perf_counter()
    digests = {p.name: parser.parse_file(p, records) for p in paths}
    out["parse_s"] = time.perf_counter() - t
    out["pydantic_init_s"] = sum(spent.values())
    out["pydantic_by_model_s"] = {k: round(v, 3) for k, v in sorted(spent.items(), key=lambda kv: -kv[1])}
    facts = [f for name in sorted(digests) for f in digests[name].facts]
    out["matcher_init_s"] = _timed(partial(Matcher, facts))[1]
    out["index_from_digests_s"] = _timed(partial(FactIndex, digests=digests))[1]


def _profile_gc(seeds: Path, out: dict[str, Any]) -> None:
    """The fast build with the collector on and off, and the library's plain build."""
    from knowledge.index import FactIndex

    gc.collect()
    out["build_gc_on_s"] = _timed(partial(_fast_build, seeds))[1]
    gc.collect()
    gc.disable()
    try:
        out["build_gc_off_s"] = _timed(partial(_fast_build, seeds))[1]
    finally:
        gc.enable()
    gc.collect()
    out["build_plain_s"] = _timed(partial(FactIndex.build, seeds))[1]


def _profile_memory(paths: list[Path], out: dict[str, Any]) -> None:
    """Memory retained by the parsed digests and by the matcher over their facts, and by allocating file."""
    from knowledge.matcher import Matcher
    from knowledge.perf.records import parse_file

    tracemalloc.start()
    digests = {p.name: parse_file(p) for p in paths}
    cur, peak = tracemalloc.get_traced_memory()
    out["digests_retained_mb"], out["digests_peak_mb"] = cur / MB, peak / MB
    facts = [f for name in sorted(digests) for f in digests[name].facts]
    tracemalloc.reset_peak()
    base = tracemalloc.get_traced_memory()[0]
    matcher = Matcher(facts)
    cur, peak = tracemalloc.get_traced_memory()
    out["matcher_retained_mb"], out["matcher_peak_mb"] = (cur - base) / MB, (peak - base) / MB
    snapshot = tracemalloc.take_snapshot()
    tracemalloc.stop()
    del matcher
    by_file: dict[str, float] = {}
    for stat in snapshot.statistics("filename"):
        parts = Path(stat.traceback[0].filename).parts
        name = "/".join(parts[-2:]) if "site-packages" in parts else parts[-1]
        by_file[name] = by_file.get(name, 0.0) + stat.size / MB
    out["retained_by_file_mb"] = {k: round(v, 1) for k, v in sorted(by_file.items(), key=lambda kv: -kv[1])[:8]}


def _profile_cprofile(seeds: Path, top: int, out: dict[str, Any]) -> None:
    """cProfile of one build: cumulative time of the parts, and the top functions by own time."""
    prof = cProfile.Profile()
    prof.enable()
    _fast_build(seeds)
    prof.disable()
    stats = pstats.Stats(prof)
    entries = stats.stats  # type: ignore[attr-defined]  # pstats keeps its table untyped
    total = max((v[3] for k, v in entries.items() if k[2] == "build" and k[0].endswith("index.py")), default=0.0)

    def cum(pred: Callable[[str, str], bool]) -> float:
        """Cumulative seconds of the functions ``pred(file, name)`` picks."""
        return sum(v[3] for (file, _, func), v in entries.items() if pred(file, func))

    shares = {
        "parse_file": cum(lambda f, n: f.endswith("parser.py") and n == "parse_file"),
        "  extract_quantities": cum(lambda f, n: f.endswith("numbers.py") and n == "extract_quantities"),
        "  _sources_for": cum(lambda f, n: f.endswith("parser.py") and n == "_sources_for"),
        "  pydantic __init__": cum(lambda f, n: "pydantic" in f and n == "__init__"),
        "  pydantic model_copy": cum(lambda f, n: "pydantic" in f and n == "model_copy"),
        "Matcher.__init__": cum(lambda f, n: f.endswith("matcher.py") and n == "__init__"),
        "  prepare_entries (fact analysis)": cum(lambda f, n: f.endswith("entries.py") and n == "prepare_entries"),
    }
    out["cprofile_total_s"] = total
    out["cprofile_parts_s"] = {k: round(v, 3) for k, v in shares.items()}
    rows = sorted(entries.items(), key=lambda kv: -kv[1][2])[:top]
    out["cprofile_top"] = [{"function": f"{Path(file).name}:{line}({func})", "calls": v[1], "own_s": round(v[2], 3),
                            "cum_s": round(v[3], 3)} for (file, line, func), v in rows]


# ---- output ----------------------------------------------------------------------------------

_ROWS: list[tuple[str, str, str]] = [
    ("facts", "facts", "{:,.0f}"),
    ("digests", "digest files", "{:,.0f}"),
    ("problems", "parse problems", "{:,.0f}"),
    ("build_s", "build (s)", "{:.2f}"),
    ("facts_per_s", "facts per second", "{:,.0f}"),
    ("build_one_core_s", "build on one core, no helper (s)", "{:.2f}"),
    ("traced_peak_mb", "peak memory, tracemalloc (MB)", "{:.0f}"),
    ("helper_rss_mb", "build helper's max RSS (MB)", "{:.0f}"),
    ("helper_cpu_s", "build helper's CPU time (s)", "{:.2f}"),
    ("traced_retained_mb", "index size, tracemalloc (MB)", "{:.0f}"),
    ("rss_growth_mb", "max RSS growth over build (MB)", "{:.0f}"),
    ("p50_ms", "answer p50 (ms)", "{:.2f}"),
    ("p99_ms", "answer p99 (ms)", "{:.2f}"),
    ("max_ms", "answer max (ms)", "{:.2f}"),
    ("qps", "questions per second", "{:,.1f}"),
    ("idle_full_gcs", "full gc runs while answering", "{:.0f}"),
    ("idle_full_gc_max_ms", "longest full gc pause (ms)", "{:.0f}"),
    ("hit_first", "cites its fact first", "{:.0%}"),
    ("hit_any", "cites its fact at all", "{:.0%}"),
    ("offtopic_abstain", "abstains off-topic", "{:.0%}"),
    ("brute_p50_ms", "brute extractOne p50 (ms)", "{:.2f}"),
    ("brute_p99_ms", "brute extractOne p99 (ms)", "{:.2f}"),
    ("brute_hit_first", "brute top-1 is its fact", "{:.0%}"),
    ("p99_over_brute_p99", "ours p99 / brute p99 (bar 0.25)", "{:.3f}"),
    ("refresh_questions", "questions asked during refresh", "{:,.0f}"),
    ("refresh_p50_ms", "p50 during refresh (ms)", "{:.2f}"),
    ("refresh_p99_ms", "p99 during refresh (ms)", "{:.2f}"),
    ("refresh_max_ms", "max during refresh (ms)", "{:.2f}"),
    ("refresh_p99_over_idle_p99", "refresh p99 / idle p99 (bar 2)", "{:.2f}"),
    ("refresh_full_gcs", "full gc runs during refresh", "{:.0f}"),
    ("refresh_full_gc_max_ms", "longest full gc pause there (ms)", "{:.0f}"),
    ("refresh_builds", "refresh builds completed", "{:.0f}"),
    ("refresh_build_s", "mean refresh build (s)", "{:.2f}"),
    ("rss_after_refresh_mb", "max RSS at end of refresh (MB)", "{:.0f}"),
    ("cache_parse_s", "cache cold: parse all (s)", "{:.2f}"),
    ("cache_save_s", "cache cold: save (s)", "{:.2f}"),
    ("cache_mb", "cache file, digests only (MB)", "{:.1f}"),
    ("cache_hash_s", "cache warm: hash files (s)", "{:.2f}"),
    ("cache_load_s", "cache warm: decode + check (s)", "{:.2f}"),
    ("cache_speedup_digests", "parse / (hash+decode)", "{:.1f}x"),
    ("cache_cold_total_s", "first start: load_or_build, empty cache (s)", "{:.2f}"),
    ("cache_warm_total_s", "restart: load_or_build, saved index (s)", "{:.2f}"),
    ("cache_speedup_build", "build / restart", "{:.2f}x"),
    ("cache_index_file_mb", "saved index file, with analysis (MB)", "{:.1f}"),
    ("cache_peak_mb", "warm load_or_build peak, traced (MB)", "{:.0f}"),
    ("cache_index_mb", "warm-loaded index size, traced (MB)", "{:.0f}"),
]


def format_table(results: list[dict[str, Any]]) -> str:
    """One column per corpus size, one row per measurement; rows nobody measured are left out."""
    head = ["", *[f"{r['target']:,} facts" for r in results]]
    rows = [head]
    for key, label, fmt in _ROWS:
        if not any(key in r for r in results):
            continue
        rows.append([label, *[fmt.format(r[key]) if key in r else "-" for r in results]])
    rows.append(["load average before / after", *[f"{r.get('load_before', 0):.1f} / {r.get('load_after', 0):.1f}"
                                                   for r in results]])
    rows.append(["gc policy", *[r.get("gc_mode", "default") for r in results]])
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    lines = ["  ".join(cell.ljust(widths[0]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row))
             for row in rows]
    lines.insert(1, "-" * len(lines[0]))
    notes = [f"code measured: {', '.join(sorted({r.get('code', '?') for r in results}))} "
             "(git commit + hash of knowledge/**/*.py)"]
    if any(r.get("in_process") for r in results):
        notes.append("(in-process run: max RSS growth includes earlier sizes' high-water mark)")
    return "\n".join(lines + notes)


def format_profile(n: int, prof: dict[str, Any]) -> str:
    """The build profile of one size, readable."""
    lines = [f"\nBuild profile at {n:,} facts (unprofiled wall times unless marked cProfile):",
             f"  parse all files              {prof['parse_s']:8.2f} s",
             f"    record constructors        {prof['pydantic_init_s']:8.2f} s  {prof['pydantic_by_model_s']}",
             f"  Matcher(facts)               {prof['matcher_init_s']:8.2f} s",
             f"  FactIndex(digests) total     {prof['index_from_digests_s']:8.2f} s",
             f"  build, gc on / gc off        {prof['build_gc_on_s']:8.2f} s / {prof['build_gc_off_s']:.2f} s",
             f"  plain build (FactIndex.build: validated records, no prepared analysis) {prof['build_plain_s']:.2f} s",
             f"  memory: digests retained {prof['digests_retained_mb']:.0f} MB (peak {prof['digests_peak_mb']:.0f}), "
             f"matcher retained {prof['matcher_retained_mb']:.0f} MB (peak {prof['matcher_peak_mb']:.0f})",
             f"  retained by allocating file (MB): {prof['retained_by_file_mb']}",
             f"  cProfile total {prof['cprofile_total_s']:.2f} s; cumulative parts:"]
    lines += [f"    {k:<26} {v:8.2f} s" for k, v in prof["cprofile_parts_s"].items()]
    lines.append("  top functions by own time (cProfile):")
    lines += [f"    {r['own_s']:7.2f} s own {r['cum_s']:7.2f} s cum {r['calls']:>9,} calls  {r['function']}"
              for r in prof["cprofile_top"]]
    return "\n".join(lines)


# ---- entry points ------------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    """Arguments of `python -m bot bench`."""
    p = argparse.ArgumentParser(prog="python -m bot bench", description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--facts", type=int, nargs="+", default=[1000, 10000, 100000], metavar="N",
                   help="corpus sizes in facts (default: 1000 10000 100000)")
    p.add_argument("--questions", type=int, default=300, metavar="M", help="questions per size (default 300)")
    p.add_argument("--rng-seed", type=int, default=0, metavar="N",
                   help="random seed of the synthetic corpus and questions (default 0)")
    p.add_argument("--json", action="store_true", help="print the results as JSON instead of a table")
    p.add_argument("--no-brute", action="store_true", help="skip the brute-force extractOne baseline")
    p.add_argument("--no-refresh", action="store_true", help="skip latency during a background refresh")
    p.add_argument("--no-cache", action="store_true", help="skip the digest cache measurements")
    p.add_argument("--profile", action="store_true", help="also break the build down (parse/pydantic/Matcher/gc)")
    p.add_argument("--gc", choices=GC_MODES, default="freeze", dest="gc_mode",
                   help="garbage-collector policy after every build (default: freeze, as the bot); see _builder")
    p.add_argument("--in-process", action="store_true",
                   help="measure in this process instead of a fresh child per size (max RSS then meaningless)")
    p.add_argument("--keep", type=Path, default=None, metavar="DIR",
                   help="write the corpora under DIR/<N>/ and keep them (default: a temporary folder)")
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    p.add_argument("--servers", type=int, default=0, metavar="N",
                   help="instead: N servers with digests of their own over the largest --facts corpus "
                        "(memory, and answer latency with and without a server's own digests)")
    p.add_argument("--server-digests", type=int, default=5, metavar="K", help="digests per server (default 5)")
    p.add_argument("--server-facts", type=int, default=8, metavar="F", help="facts per server digest (default 8)")
    p.add_argument("--child", type=Path, default=None, help=argparse.SUPPRESS)
    p.add_argument("--servers-child", type=Path, nargs=2, default=None, help=argparse.SUPPRESS)
    return p


def _options(args: argparse.Namespace) -> dict[str, Any]:
    """run_size keyword arguments from the command line."""
    return {"brute": not args.no_brute, "refresh": not args.no_refresh, "cache": not args.no_cache,
            "profile": args.profile, "gc_mode": args.gc_mode}


def _child(seeds: Path, args: argparse.Namespace, log: Callable[[str], None]) -> dict[str, Any]:
    """Run one size in a fresh interpreter and read its JSON result."""
    cmd = [sys.executable, "-m", "benchmarks.bench", "--child", str(seeds), "--questions", str(args.questions),
           "--rng-seed", str(args.rng_seed), "--gc", args.gc_mode]
    cmd += [flag for flag, on in (("--no-brute", args.no_brute), ("--no-refresh", args.no_refresh),
                                  ("--no-cache", args.no_cache), ("--profile", args.profile),
                                  ("--quiet", args.quiet)) if on]
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parent.parent)
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=None, text=True, env=env, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"benchmark child failed with exit code {proc.returncode}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def servers_main(args: argparse.Namespace, log: Callable[[str], None]) -> int:
    """`--servers N`: write the shared corpus and N servers' digests, measure in a child (or in-process)."""
    from .synth import write_corpus

    n = max(args.facts)
    with tempfile.TemporaryDirectory(prefix="storybench-servers-") as tmp:
        base = args.keep or Path(tmp)
        seeds, servers = base / str(n), base / "servers"
        log(f"{n:,} facts: writing the shared corpus to {seeds}; {args.servers:,} servers' digests to {servers}")
        write_corpus(seeds, n, rng_seed=args.rng_seed)
        write_servers(servers, args.servers, args.server_digests, args.server_facts, rng_seed=args.rng_seed)
        if args.in_process:
            result = run_servers(seeds, servers, args.questions, args.rng_seed, log=log)
        else:
            env = dict(os.environ)
            root = str(Path(__file__).resolve().parent.parent)
            env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
            cmd = [sys.executable, "-m", "benchmarks.bench", "--servers-child", str(seeds), str(servers),
                   "--questions", str(args.questions), "--rng-seed", str(args.rng_seed)] + (["--quiet"] if args.quiet else [])
            proc = subprocess.run(cmd, stdout=subprocess.PIPE, text=True, env=env, check=False)
            if proc.returncode != 0:
                print(f"bench: servers run failed with exit code {proc.returncode}", file=sys.stderr)
                return 1
            result = json.loads(proc.stdout.strip().splitlines()[-1])
    result.update(questions=args.questions, rng_seed=args.rng_seed, server_digests_each=args.server_digests,
                  server_facts_each=args.server_facts)
    print(json.dumps(result, indent=2) if args.json else format_servers(result))
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; print a table (or JSON). Returns the exit code."""
    from .synth import write_corpus

    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--"]:  # `python -m bot bench -- --facts 1000`: bot/cli.py passes the "--" through
        argv = argv[1:]
    args = build_parser().parse_args(argv)
    log: Callable[[str], None] = (lambda s: None) if args.quiet else (
        lambda s: print(f"[bench] {s}", file=sys.stderr, flush=True))
    if args.child is not None:
        result = run_size(args.child, args.questions, args.rng_seed, log=log, **_options(args))
        print(json.dumps(result))
        return 0
    if args.servers_child is not None:
        print(json.dumps(run_servers(args.servers_child[0], args.servers_child[1], args.questions, args.rng_seed,
                                     log=log)))
        return 0
    if args.questions < 1 or any(n < 1 for n in args.facts):
        print("--facts and --questions must be positive", file=sys.stderr)
        return 2
    if args.servers > 0:
        return servers_main(args, log)
    results: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="storybench-") as tmp:
        for n in args.facts:
            folder = (args.keep / str(n)) if args.keep else Path(tmp) / str(n)
            log(f"{n:,} facts: writing corpus to {folder}")
            paths, gen_s = _timed(partial(write_corpus, folder, n, rng_seed=args.rng_seed))
            try:
                if args.in_process:
                    result = run_size(folder, args.questions, args.rng_seed, log=log, **_options(args))
                    result["in_process"] = True
                else:
                    result = _child(folder, args, log)
            except Exception as exc:  # one size failing should not lose the others
                print(f"bench: {n:,} facts failed: {exc}", file=sys.stderr)
                return 1
            result.update(target=n, gen_s=gen_s, corpus_mb=sum(p.stat().st_size for p in paths) / MB,
                          questions=args.questions, rng_seed=args.rng_seed)
            results.append(result)
            if not args.keep:
                for p in paths:
                    p.unlink()
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(format_table(results))
    for r in results:
        if "profile" in r:
            print(format_profile(r["target"], r["profile"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
