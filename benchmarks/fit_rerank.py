"""Fit the matcher's second stage (knowledge/data/rerank.json) on every development set together.

    python -m benchmarks.fit_rerank            # held-out check by story, then fit on all and write the file
    python -m benchmarks.fit_rerank --check    # the check only
    python -m benchmarks.fit_rerank --force    # write the refit even when the current weights do better

The second stage orders the best candidates by a weighted sum of their features (knowledge.rerank). It is fitted
pairwise on the answerable questions the decision answers and no ranking rule ordered first (the only ones the
matcher reorders) whose candidates include a right one: a logistic loss on the difference of each right
candidate's features and each wrong one's.
Each set weighs the same, whatever its number of questions. The check holds out whole sets (one fold of five, by a
hash of the set's name: a story is never split) and prints, per set group, how often the first candidate is a right
one before and after reordering. The decision is made on the first stage's best before any reordering, so refit the
policy (``python -m benchmarks.fit_policy``) first, if at all. The refit is written only when its held-out
objective (the mean over groups of first right after reordering) beats the current weights' on the same questions.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from dataclasses import dataclass

import numpy as np

from benchmarks.evalsets import find_sets
from benchmarks.fit_policy import _right
from knowledge.evaluation import load_cases
from knowledge.index import FactIndex
from knowledge.rerank import RERANK_FEATURES, RERANK_FILE, Reranker, candidate_features, described, load_reranker
from knowledge.text import clean_question
from knowledge.weights import WEIGHTS

FOLDS = 5
LEFT_TO_RULES = ("recent_now", "recent_past")  # whether a later or earlier fact is asked: the ranking rules decide it
L2 = 1e-2  # the L2 penalty on standardised weights
STEPS = 400  # gradient steps
RATE = 0.5  # their size


@dataclass
class Sample:
    """One answerable question: its described candidates' features, in the first stage's order, and which are right."""

    set_name: str
    x: np.ndarray
    right: np.ndarray

    @property
    def group(self) -> str:
        """The row of the printed check this question counts in (the stories written blind together)."""
        name = self.set_name
        return "tests/heldout" if name.startswith("tests/") and name != "tests/other" else name


def collect() -> list[Sample]:
    """Every answerable question the matcher reorders (answered, no rule first) with a right described candidate."""
    samples = []
    for s in find_sets(synthetic=False):
        m = FactIndex.build(s.seeds).matcher
        m.reranker = None  # the order the fitted stage is given
        for case in load_cases(s.questions):
            if case.expect != "answer":
                continue
            text = clean_question(case.question, WEIGHTS.max_question_chars)
            q = m.parse_question(text)
            if m.gate(q) is not None:
                continue
            scored, foreign = m.rank(q)
            if q.ruled_first:
                continue  # a ranking rule chose the first candidate: the matcher keeps it
            if m.coverage_refusal(q, scored, foreign, text) is not None or scored[0].features is None or \
                    m.policy.answer_probability(m.decision_features(q, scored, foreign, text)) < m.policy.threshold_for(q.qtype):
                continue  # the matcher reorders only what the decision answers
            n = described(scored, WEIGHTS.describe_limit)
            if n < 2:
                continue
            best = max(c.score for c in scored[:n])
            right = np.array([_right(m, q, c.entry.fact, case) for c in scored[:n]])
            if right.any():
                x = np.array([candidate_features(c, k, best) for k, c in enumerate(scored[:n])], dtype=float)
                samples.append(Sample(s.name, x, right))
    return samples


def fit(samples: list[Sample]) -> Reranker:
    """Pairwise logistic regression (right minus wrong) on standardised differences, each set weighing the same."""
    per_set: dict[str, int] = {}
    for s in samples:
        per_set[s.set_name] = per_set.get(s.set_name, 0) + 1
    diffs, weights = [], []
    for s in samples:
        good, bad = s.x[s.right], s.x[~s.right]
        if not len(bad):
            continue
        d = (good[:, None, :] - bad[None, :, :]).reshape(-1, s.x.shape[1])
        diffs.append(d)
        weights.append(np.full(len(d), 1.0 / len(d) / per_set[s.set_name]))
    d = np.vstack(diffs)
    d[:, [RERANK_FEATURES.index(n) for n in LEFT_TO_RULES]] = 0.0  # weigh 0
    wt = np.concatenate(weights)
    scale = d.std(axis=0)
    scale[scale < 1e-9] = 1.0
    ds = d / scale
    w = np.zeros(d.shape[1])
    for _ in range(STEPS):
        wrong = 1.0 / (1.0 + np.exp(np.clip(ds @ w, -30, 30)))  # the fitted chance of the wrong order
        w -= RATE * (-(ds * (wt * wrong)[:, None]).sum(axis=0) / wt.sum() + L2 * w)
    return Reranker(weights=tuple(float(v) for v in w / scale))


def tally(samples: list[Sample], reranker: Reranker) -> dict[str, list[int]]:
    """Per group: [questions, first candidate right before, after reordering]."""
    out: dict[str, list[int]] = {}
    for s in samples:
        row = out.setdefault(s.group, [0, 0, 0])
        row[0] += 1
        row[1] += int(s.right[0])
        row[2] += int(s.right[int(np.argmax([reranker.value(x) for x in s.x]))])  # first of ties, as order() does
    return out


def objective(t: dict[str, list[int]]) -> float:
    """The mean over groups of the share of questions whose first candidate is right after reordering."""
    return sum(after / n for n, _, after in t.values() if n) / (sum(1 for n, _, _ in t.values() if n) or 1)


def print_table(title: str, t: dict[str, list[int]]) -> None:
    """One table of per-group figures."""
    print(title)
    print(f"  {'set':<18} {'questions':>9} {'first right, before':>20} {'after':>6}")
    for name in sorted(t):
        n, before, after = t[name]
        print(f"  {name:<18} {n:>9} {before:>20} {after:>6}")


def main(argv: list[str] | None = None) -> int:
    """Check on held-out sets, then fit on everything and write the weights file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="print the held-out check only")
    parser.add_argument("--force", action="store_true", help="write the refit even when the current weights do better")
    args = parser.parse_args(argv)
    samples = collect()
    fold = {s.set_name: int(hashlib.sha256(s.set_name.encode()).hexdigest(), 16) % FOLDS for s in samples}
    held: dict[str, list[int]] = {}
    for k in range(FOLDS):
        reranker = fit([s for s in samples if fold[s.set_name] != k])
        for name, row in tally([s for s in samples if fold[s.set_name] == k], reranker).items():
            cell = held.setdefault(name, [0, 0, 0])
            for i, v in enumerate(row):
                cell[i] += v
    print_table(f"held out ({FOLDS} folds of whole sets; answerable questions with a right candidate):", held)
    current = load_reranker()
    now = tally(samples, current) if current is not None else None
    if now is not None:
        print_table(f"the current {RERANK_FILE.name}, on the same questions:", now)
    reranker = fit(samples)
    print_table("fitted on all:", tally(samples, reranker))
    print("weights:", ", ".join(f"{n} {v:+.3f}" for n, v in zip(RERANK_FEATURES, reranker.weights)))
    if now is not None:
        print(f"objective: refit held out {objective(held):.4f}, current {objective(now):.4f}")
        if objective(held) <= objective(now) and not args.force:
            print(f"kept the current {RERANK_FILE.name}: the refit does no better held out than it does (--force writes it)")
            return 0
    if not args.check:
        RERANK_FILE.write_text(json.dumps(reranker.to_json(), indent=1) + "\n", encoding="utf-8")
        print(f"wrote {RERANK_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
