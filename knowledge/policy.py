"""The matcher's fitted policy: the weights of the answer-or-abstain decision, in one place.

The figures live in ``data/policy.json`` (plain numbers, never code) and are fitted by
``benchmarks/fit_policy.py`` on every development set together; that script prints the fit and a held-out check.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .support import FEATURES

POLICY_FILE = Path(__file__).with_name("data") / "policy.json"
DECISION_FEATURES = FEATURES + ("margin", "foreign_share", "foreign_named", "rank_score")


@dataclass(frozen=True)
class Policy:
    """Logistic weights over named features that decide whether the first stage's best fact answers the question."""

    decide: tuple[float, ...]
    decide_bias: float
    threshold: float  # answer when the decision's probability reaches it
    mean: tuple[float, ...]  # feature scaling (decision features), fitted with the weights
    scale: tuple[float, ...]
    kind_thresholds: tuple[tuple[str, float], ...] = ()  # a question type's own, where fitted (benchmarks.fit_kinds)

    def threshold_for(self, qtype: str | None) -> float:
        """The threshold a question of this type is answered at: its type's own, else the common one."""
        return dict(self.kind_thresholds).get(str(qtype), self.threshold)

    def answer_probability(self, x: list[float]) -> float:
        """The fitted probability that answering with this top fact is right."""
        z = self.decide_bias + sum(w * (v - m) / s for w, v, m, s in zip(self.decide, x, self.mean, self.scale))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def to_json(self) -> dict[str, object]:
        """The policy as plain JSON data, features named."""
        return {"decide": dict(zip(DECISION_FEATURES, self.decide)),
                "decide_bias": self.decide_bias, "threshold": self.threshold,
                "mean": dict(zip(DECISION_FEATURES, self.mean)), "scale": dict(zip(DECISION_FEATURES, self.scale)),
                "kind_thresholds": dict(self.kind_thresholds)}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Policy:
        """A policy from its JSON data; a feature the file lacks weighs 0."""
        def vec(key: str, names: tuple[str, ...], default: float) -> tuple[float, ...]:
            """One named vector in feature order."""
            got = data.get(key) or {}
            assert isinstance(got, dict)
            return tuple(float(got.get(n, default)) for n in names)

        kinds = data.get("kind_thresholds") or {}
        assert isinstance(kinds, dict)
        return cls(decide=vec("decide", DECISION_FEATURES, 0.0),
                   decide_bias=float(data.get("decide_bias", 0.0)),  # type: ignore[arg-type]  # JSON number
                   threshold=float(data.get("threshold", 0.5)),  # type: ignore[arg-type]  # JSON number
                   mean=vec("mean", DECISION_FEATURES, 0.0), scale=vec("scale", DECISION_FEATURES, 1.0),
                   kind_thresholds=tuple(sorted((str(k), float(v)) for k, v in kinds.items())))


def neutral() -> Policy:
    """A policy that answers whenever the first stage does (before any fit)."""
    n = len(DECISION_FEATURES)
    return Policy(decide=(0.0,) * n, decide_bias=5.0, threshold=0.5, mean=(0.0,) * n, scale=(1.0,) * n)


@lru_cache(maxsize=4)
def load_policy(path: Path = POLICY_FILE) -> Policy:
    """The shipped policy (the neutral one when the file is missing)."""
    try:
        return Policy.from_json(json.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError:
        return neutral()
