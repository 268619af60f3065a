"""The shared refresh routine: swap semantics, kept digests across refreshes, the lock, concurrent questions."""

from __future__ import annotations

import asyncio
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import SimpleNamespace

import pytest

import bot.refresh as refresh_mod
from bot.refresh import Refresher, seeds_signature
from knowledge.index import FactIndex
from knowledge.models import Answer
from tests.digests import BETA

ALPHA = """Marin Opens Its Training Run

Marin has launched a fully public training run of a 535B-parameter MoE model. The run is about 13% complete.

Confirmed

Model scale: 535B total parameters and 23B active parameters (@dlwh)
Compute for the run is provided by CoreWeave (@percyliang)

2026-09-03 ~ 2026-09-04 · 2 related posts

Marin 535B is 13% through training — percyliang · 2026-09-03
Open-source Marin kicks off its run — dlwh · 2026-09-04
"""

QUESTIONS = ["How many parameters does the Marin model have?", "Who provides the compute?",
             "How many tokens were released?", "How far along is the run?", "What is the capital of France?",
             "Where can I download the dataset?", "", "?", "What did they validate with before the main run?"]


def make_bot(seeds: Path) -> SimpleNamespace:
    """The attributes the refresh routine uses, on a plain object."""
    return SimpleNamespace(settings=SimpleNamespace(seeds_dir=seeds), index=FactIndex.build(seeds),
                           index_refreshed_at=None)


@pytest.fixture
def seeds(tmp_path: Path) -> Path:
    """A seeds folder with two good digests."""
    folder = tmp_path / "seeds"
    folder.mkdir()
    (folder / "alpha.txt").write_text(ALPHA, encoding="utf-8")
    (folder / "beta.txt").write_text(BETA, encoding="utf-8")
    return folder


async def test_refresh_swaps_and_reports(seeds: Path) -> None:
    bot = make_bot(seeds)
    old = bot.index
    (seeds / "alpha.txt").write_text(ALPHA.replace("CoreWeave", "CoreWeave and Lambda"), encoding="utf-8")
    result = await Refresher.for_bot(bot).refresh("test")
    assert bot.index is result.index is not old
    assert result.previous is old
    assert bot.index_refreshed_at == result.finished_at
    assert len(result.diff["alpha.txt"].changed) == 1
    assert Refresher.for_bot(bot) is bot.refresher  # one shared refresher (and lock) per bot
    assert Refresher.for_bot(bot).last_signature == seeds_signature(seeds)


async def test_broken_digest_keeps_previous_facts_refresh_after_refresh(seeds: Path) -> None:
    bot = make_bot(seeds)
    beta_ids = {f.id for f in bot.index.digests["beta.txt"].facts}
    refresher = Refresher.for_bot(bot)
    (seeds / "beta.txt").write_bytes(b"\xff\xfe\xfa")
    for _ in range(3):  # still broken at every refresh: the last good facts stay
        result = await refresher.refresh()
        assert {f.id for f in bot.index.digests["beta.txt"].facts} == beta_ids
        assert result.diff.kept == ["beta.txt"]
        assert "beta.txt:1: not UTF-8 text" in result.report()
    # Other digests still update meanwhile.
    (seeds / "alpha.txt").write_text(ALPHA.replace("13% complete", "14% complete"), encoding="utf-8")
    result = await refresher.refresh()
    assert {f.id for f in bot.index.digests["beta.txt"].facts} == beta_ids
    assert any(f.text == "The run is about 14% complete." for f in bot.index.facts)
    # Fixed: parsed again, nothing kept.
    (seeds / "beta.txt").write_text(BETA.replace("S3 bucket", "S3 bucket and a mirror"), encoding="utf-8")
    result = await refresher.refresh()
    assert result.diff.kept == [] and not bot.index.kept
    assert len(result.diff["beta.txt"].changed) == 1


async def test_refreshes_are_serialized(seeds: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    active = 0
    overlaps = []
    real = refresh_mod.build_index

    def slow_build(seeds_dir: Path, previous: FactIndex | None, cache_dir: Path | None = None,
                   lastgood_dir: Path | None = None) -> FactIndex:
        nonlocal active
        active += 1
        overlaps.append(active)
        time.sleep(0.05)
        try:
            return real(seeds_dir, previous, cache_dir)
        finally:
            active -= 1

    monkeypatch.setattr(refresh_mod, "build_index", slow_build)
    bot = make_bot(seeds)
    refresher = Refresher.for_bot(bot)
    results = await asyncio.gather(*(refresher.refresh(f"r{i}") for i in range(4)))
    assert max(overlaps) == 1
    assert refresher.count == 4
    assert bot.index is results[-1].index


async def test_refresh_locked_requires_the_lock(seeds: Path) -> None:
    with pytest.raises(RuntimeError):
        await Refresher.for_bot(make_bot(seeds)).refresh_locked()


async def test_questions_answered_concurrently_with_refreshes(seeds: Path) -> None:
    """Worker threads answer in a loop, each time from whatever index is current, while refreshes swap it."""
    bot = make_bot(seeds)
    refresher = Refresher.for_bot(bot)
    stop = threading.Event()
    errors: list[BaseException] = []
    answers: list[tuple[FactIndex, Answer]] = []
    lock = threading.Lock()

    def answer_loop(worker: int) -> None:
        i = worker
        while not stop.is_set():
            index = bot.index  # what the bot does: read the attribute once per question
            question = QUESTIONS[i % len(QUESTIONS)]
            i += 1
            try:
                ans = index.answer(question)
            except BaseException as exc:  # noqa: BLE001
                errors.append(exc)
                return
            with lock:
                answers.append((index, ans))

    versions = [ALPHA, ALPHA.replace("13% complete", "20% complete"), ALPHA.replace("CoreWeave", "Lambda Labs")]
    with ThreadPoolExecutor(max_workers=4) as pool:
        futures = [pool.submit(answer_loop, w) for w in range(4)]
        try:
            seen = {id(bot.index)}
            for round_ in range(12):
                (seeds / "alpha.txt").write_text(versions[round_ % 3], encoding="utf-8")
                if round_ % 4 == 3:
                    (seeds / "beta.txt").write_bytes(b"\xff broken")  # a failing digest mid-run
                elif round_ % 4 == 0:
                    (seeds / "beta.txt").write_text(BETA, encoding="utf-8")
                await refresher.refresh(f"round {round_}")
                seen.add(id(bot.index))
                await asyncio.sleep(0.01)
        finally:
            stop.set()
            for f in futures:
                f.result(timeout=30)
    assert not errors, errors
    assert len(seen) == 13
    assert len(answers) >= 20
    assert len({id(index) for index, _ in answers}) >= 3, "answers were given from several successive indexes"
    for index, ans in answers:
        Answer.model_validate(ans.model_dump())  # complete and valid
        assert ans.answer
        assert 0.0 <= ans.confidence <= 1.0
        assert ans.question in QUESTIONS
        for fact in ans.facts:
            assert fact.id in index.by_id, "an answer cites a fact of the index it was answered from"
            assert index.by_id[fact.id].text == fact.text
        # Each index is whole: its flat fact list is exactly its digests' facts.
        assert len(index.facts) == sum(len(d.facts) for d in index.digests.values())


async def test_missing_seeds_folder_leaves_the_index_alone(seeds: Path) -> None:
    from bot.refresh import RefreshError

    bot = make_bot(seeds)
    index = bot.index
    bot.settings.seeds_dir = seeds.parent / "unmounted"
    with pytest.raises(RefreshError, match="does not exist"):
        await Refresher.for_bot(bot).refresh()
    assert bot.index is index
