"""The fitted second stage: its weights file, the order it gives, and where the matcher uses it."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from knowledge.entries import prepare_entries
from knowledge.models import Fact, Source
from knowledge.rerank import RERANK_FEATURES, RERANK_FILE, Reranker, candidate_features, load_reranker
from knowledge.scoring import Scored
from knowledge.support import FEATURES
from tests.digests import one_digest_index

_FACTS = (
    "The Halvern tram line will have 14 stops between the station and the harbour",
    "The Halvern tram line opened on 03-02 after four years of building work",
    "Riders on the Halvern tram line made 41,000 trips in its first week",
)


def _weights(**named: float) -> Reranker:
    """A reranker weighing only the named features."""
    return Reranker(weights=tuple(named.get(n, 0.0) for n in RERANK_FEATURES))


def _scored(texts: list[str], described: int) -> list[Scored]:
    """Candidates in this order, scores falling; the first ``described`` carry features, type_ok set on the last."""
    src = Source(handle="desk", title="A post", date=dt.date(2027, 1, 1), seed="a.txt", line=1)
    facts = [Fact(id=f"f{k}", text=t, kind="confirmed", seed="a.txt", line=k + 1, sources=[src])
             for k, t in enumerate(texts)]
    out = []
    for k, entry in enumerate(prepare_entries(facts)):
        features = [0.0] * len(FEATURES) if k < described else None
        if features is not None and k == described - 1:
            features[FEATURES.index("type_ok")] = 1.0
        out.append(Scored(entry, 1.0 - k / 10, index=k, features=features))
    return out


def test_shipped_weights_name_every_feature_and_round_trip() -> None:
    """The shipped file is plain JSON naming each feature; loading and writing it gives the same figures."""
    data = json.loads(RERANK_FILE.read_text(encoding="utf-8"))
    assert set(data["weights"]) == set(RERANK_FEATURES)
    reranker = load_reranker()
    assert reranker is not None
    assert Reranker.from_json(reranker.to_json()) == reranker
    assert reranker.weights[RERANK_FEATURES.index("type_ok")] > 0  # fitted: a fact holding the asked kind goes up
    assert reranker.weights[RERANK_FEATURES.index("contrast")] < 0  # and one telling another member goes down


def test_missing_file_and_missing_feature() -> None:
    """No file: no second stage; a file without a newer feature still loads, that weight 0."""
    assert load_reranker(Path("/nonexistent/rerank.json")) is None
    r = Reranker.from_json({"weights": {"fuzz": 2.0}})
    assert r.weights[RERANK_FEATURES.index("fuzz")] == 2.0
    assert sum(r.weights) == 2.0


def test_order_moves_the_weighted_candidate_first_and_keeps_the_rest() -> None:
    """The described candidates follow their weighted sums; ties and the undescribed tail keep their order."""
    scored = _scored(["one", "two", "three", "four"], described=3)
    ordered = _weights(type_ok=1.0).order(scored, limit=30)
    assert [s.entry.fact.text for s in ordered] == ["three", "one", "two", "four"]
    assert _weights().order(scored, limit=30) == scored  # all tied: the first stage's order
    assert _weights(type_ok=1.0).order(scored, limit=2) == scored  # beyond the limit: not moved


def test_candidate_features_add_the_first_stage() -> None:
    """A candidate's own features, then its first-stage share, the log of its place and whether it was first."""
    s = _scored(["one", "two"], described=2)[1]
    x = candidate_features(s, 1, 1.0)
    assert len(x) == len(RERANK_FEATURES)
    assert x[len(FEATURES):] == pytest.approx([0.9, 0.6931, 0.0], abs=1e-3)


def test_matcher_answers_with_the_reordered_best_but_decides_as_before() -> None:
    """The answer is the reordered first candidate; whether to answer is decided before reordering."""
    m = one_digest_index(*_FACTS).matcher
    question = "what about the halvern tram line"
    m.cross_encoder = None  # the linear order is the second stage only without the cross-encoder
    m.reranker = None
    plain = m.answer(question)
    off_topic = m.answer("what is the price of bread in paris")
    assert plain.answered and not off_topic.answered
    m.reranker = _weights(rule_rank=10.0)  # the last described candidate first
    turned = m.answer(question)
    assert turned.answered
    assert turned.facts[0].text != plain.facts[0].text
    assert any(turned.facts[0].text.startswith(f) for f in _FACTS)
    assert m.answer("what is the price of bread in paris").answer == off_topic.answer
