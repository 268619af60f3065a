"""The second stage's fit: pairwise weights that put the right candidate first, checked on held-out sets."""

from __future__ import annotations

import numpy as np

from benchmarks.fit_rerank import Sample, fit, objective, tally
from knowledge.rerank import RERANK_FEATURES

_TYPE_OK = RERANK_FEATURES.index("type_ok")
_FUZZ = RERANK_FEATURES.index("fuzz")


def _samples(sets: int, rng: np.random.Generator) -> list[Sample]:
    """Questions whose right candidate, never first, is the one holding an answer of the asked kind."""
    out = []
    for k in range(sets):
        for _ in range(20):
            x = rng.random((6, len(RERANK_FEATURES)))
            x[:, _TYPE_OK] = 0.0
            right = np.zeros(6, dtype=bool)
            at = int(rng.integers(1, 6))
            x[at, _TYPE_OK] = 1.0
            right[at] = True
            out.append(Sample(f"tests/set{k}", x, right))
    return out


def test_fit_learns_what_tells_the_right_candidate_apart() -> None:
    """Fitted on some sets, the weights put the right candidate first on others; noise weighs little."""
    rng = np.random.default_rng(0)
    reranker = fit(_samples(4, rng))
    assert reranker.weights[_TYPE_OK] > 5 * abs(reranker.weights[_FUZZ])
    n, before, after = tally(_samples(2, rng), reranker)["tests/heldout"]
    assert (n, before) == (40, 0)
    assert after == n


def test_the_objective_weighs_each_group_the_same() -> None:
    """The mean over groups of first right after reordering: 1,442 blind questions count as one group, as SQuAD does."""
    assert objective({"tests/heldout": [1000, 700, 800], "squad/rhine": [10, 5, 5]}) == (0.8 + 0.5) / 2
    assert objective({}) == 0.0
