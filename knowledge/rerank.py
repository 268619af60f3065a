"""The second stage: a fitted linear order of the best candidates, over their support features.

The first stage and its rules (``matcher.Matcher.rank``) put the candidates in an order; this stage weighs each
described candidate's support features (``support.FEATURES``), its first-stage score as a share of the best one and
its place in that order, and puts the candidates in the order of that weighted sum. The weights are plain numbers
in ``data/rerank.json`` (nothing loaded runs code), fitted by ``benchmarks/fit_rerank.py`` on every development set
together, pairwise: a candidate that answers the question should outweigh each one that does not.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .scoring import Scored
from .support import FEATURES

RERANK_FILE = Path(__file__).with_name("data") / "rerank.json"
RERANK_FEATURES = FEATURES + ("stage1_share", "rule_rank", "rule_first")


def candidate_features(s: Scored, place: int, best_stage1: float) -> list[float]:
    """One described candidate's features, in ``RERANK_FEATURES`` order."""
    assert s.features is not None
    return [*s.features, s.score / (best_stage1 or 1.0), math.log1p(place), float(place == 0)]


def described(scored: Sequence[Scored], limit: int) -> int:
    """How many of the first candidates carry support features (the ones this stage may reorder)."""
    n = 0
    while n < min(limit, len(scored)) and scored[n].features is not None:
        n += 1
    return n


@dataclass(frozen=True)
class Reranker:
    """Linear weights over ``RERANK_FEATURES``; a higher sum goes first."""

    weights: tuple[float, ...]

    def value(self, x: Sequence[float]) -> float:
        """The weighted sum of one candidate's features."""
        return sum(w * v for w, v in zip(self.weights, x))

    def order(self, scored: list[Scored], limit: int) -> list[Scored]:
        """The candidates, the described ones among the first ``limit`` in the order of their weighted sums."""
        n = described(scored, limit)
        if n < 2:
            return scored
        best = max(s.score for s in scored[:n])
        values = [self.value(candidate_features(s, k, best)) for k, s in enumerate(scored[:n])]
        order = sorted(range(n), key=lambda k: (-values[k], k))  # ties keep the first stage's order
        return [scored[k] for k in order] + scored[n:]

    def to_json(self) -> dict[str, object]:
        """The weights as plain JSON data, features named."""
        return {"weights": dict(zip(RERANK_FEATURES, self.weights))}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Reranker:
        """A reranker from its JSON data; a feature the file lacks weighs 0."""
        got = data.get("weights") or {}
        assert isinstance(got, dict)
        return cls(weights=tuple(float(got.get(n, 0.0)) for n in RERANK_FEATURES))


@lru_cache(maxsize=4)
def load_reranker(path: Path = RERANK_FILE) -> Reranker | None:
    """The shipped reranker (None when the file is missing: the first stage's order stands)."""
    try:
        return Reranker.from_json(json.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError:
        return None
