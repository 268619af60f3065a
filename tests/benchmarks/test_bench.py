"""benchmarks.bench: a tiny in-process run produces every figure, as a table and as JSON."""

from __future__ import annotations

import json

import pytest

from benchmarks.bench import _pct, main


def test_percentiles() -> None:
    values = [float(v) for v in range(1, 101)]
    assert _pct(values, 0.5) == 50.0
    assert _pct(values, 0.99) == 99.0
    assert _pct(values, 1.0) == 100.0
    assert _pct([], 0.5) == 0.0


def test_tiny_run_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--facts", "80", "--questions", "8", "--in-process", "--json", "--quiet"]) == 0
    (result,) = json.loads(capsys.readouterr().out)
    assert result["facts"] == 80 and result["problems"] == 0
    for key in ("build_s", "traced_peak_mb", "p99_ms", "qps", "brute_p99_ms", "p99_over_brute_p99",
                "refresh_p99_ms", "refresh_p99_over_idle_p99", "cache_load_s", "cache_warm_total_s"):
        assert key in result, key
    assert result["cache_loaded"] == result["digests"] and result["cache_same_facts"]


def test_table_and_dashdash(capsys: pytest.CaptureFixture[str]) -> None:
    # `python -m bot bench -- --facts ...` hands the "--" through
    assert main(["--", "--facts", "40", "--questions", "4", "--in-process", "--quiet", "--no-refresh",
                 "--no-cache"]) == 0
    out = capsys.readouterr().out
    assert "40 facts" in out and "answer p99 (ms)" in out and "p99 during refresh" not in out


def test_servers_run_json(capsys: pytest.CaptureFixture[str]) -> None:
    """`--servers N`: N servers' own indexes over a shared corpus, with and without their digests."""
    assert main(["--servers", "3", "--server-digests", "2", "--server-facts", "5", "--facts", "120",
                 "--questions", "6", "--in-process", "--json", "--quiet"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["servers"] == 3 and result["server_digests"] == 6 and result["shared_facts"] == 120
    assert result["server_facts"] == 3 * 2 * 5
    for key in ("servers_traced_mb", "per_server_kb", "own_q_with_own_p99_ms", "own_q_without_own_p99_ms",
                "shared_q_with_own_p50_ms", "shared_q_without_own_cites_first"):
        assert key in result, key
    # A server's own questions are answered from its digests only when it has them.
    assert result["own_q_without_own_cites_first"] == 0.0 < result["own_q_with_own_cites_first"]


def test_bot_bench_outside_a_checkout_says_where_the_benchmark_is(monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """`python -m bot bench` without benchmarks/ importable: a clear message and exit code 2, no traceback."""
    import sys

    from bot.cli import main as bot_main

    monkeypatch.setitem(sys.modules, "benchmarks.bench", None)  # as if the package were installed alone
    assert bot_main(["bench", "--facts", "10"]) == 2
    assert "from a checkout" in capsys.readouterr().err


def test_bot_bench_runs_the_benchmark(capsys: pytest.CaptureFixture[str]) -> None:
    """`python -m bot bench ...` is a thin entry point: the benchmark's own options and output."""
    from bot.cli import main as bot_main

    assert bot_main(["bench", "--facts", "40", "--questions", "4", "--in-process", "--quiet", "--no-refresh",
                     "--no-cache", "--no-brute"]) == 0
    assert "40 facts" in capsys.readouterr().out
