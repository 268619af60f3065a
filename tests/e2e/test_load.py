"""The load-run harness itself works (a few questions; the real run is `python -m benchmarks.load`)."""

from __future__ import annotations

from benchmarks.load import main, percentile, run_load
from tests.e2e.conftest import moderation_present


async def test_small_load_run_answers_everything(tmp_path) -> None:
    result = await run_load(30, 300.0, timeout=20.0, workdir=tmp_path)
    assert result.answered == 30 and result.failed == 0, result.render()
    assert 0 < result.p50_ms <= result.p99_ms <= result.max_ms
    assert not result.stand_in_errors
    if moderation_present():
        assert result.refresh.startswith("reported the diff"), result.refresh
        assert result.refresh_took_effect is True
    else:
        assert result.refresh.startswith("skipped")


def test_percentile_is_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 50) == 50.0 and percentile(values, 99) == 99.0 and percentile(values, 100) == 100.0
    assert percentile([], 50) == 0.0 and percentile([7.0], 99) == 7.0


def test_cli_rejects_nonsense(capsys) -> None:
    import pytest

    with pytest.raises(SystemExit):
        main(["--questions", "0"])
