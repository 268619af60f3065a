"""Fit a question type's own decision threshold (``kind_thresholds`` in knowledge/data/policy.json), where one pays.

    python -m benchmarks.fit_kinds            # the trade-off per type and threshold, then write the chosen ones
    python -m benchmarks.fit_kinds --check    # the trade-off only

Every development set is answered twice: at the policy's common threshold, and answering whatever reaches the
decision. A type's threshold ``t`` then answers the questions of that type whose decision probability reaches ``t``.
For each type and candidate threshold below the common one this prints, per group (the stories written blind split in
two halves by a hash of the story's name, and the other sets), the answers it gains and the abstentions it loses. A
type gets its own threshold only where no group loses an abstention and both blind halves gain; of those thresholds,
the one gaining most, the higher on a tie. Run it after ``benchmarks.fit_policy`` (a refit decision drops them).
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import sys
from collections import Counter
from dataclasses import dataclass

from benchmarks.evalsets import find_sets
from knowledge.analyze import Term
from knowledge.evaluation import judge, load_cases
from knowledge.index import FactIndex
from knowledge.matcher import Matcher
from knowledge.policy import POLICY_FILE, load_policy
from knowledge.question import Question
from knowledge.scoring import Scored

CANDIDATES = (0.0, 0.05, 0.1, 0.15)  # thresholds tried below the common one


@dataclass(frozen=True)
class Outcome:
    """One question that reached the decision: its group, type, kind, probability and whether it passes either way."""

    group: str
    qtype: str
    answerable: bool
    p: float
    passes_common: bool  # at the common threshold
    passes_answered: bool  # answered whatever the probability


def group_of(set_name: str) -> str:
    """The row a set counts in: a half of the blind stories (by a hash of the name), or the set itself."""
    if set_name.startswith("tests/") and set_name != "tests/other":
        return "blind " + "ab"[int(hashlib.sha256(set_name.encode()).hexdigest(), 16) % 2]
    return set_name.split("/")[0]


def _recording(m: Matcher, seen: list[tuple[str, float]]) -> None:
    """Make the matcher note each question's type and first decision probability in ``seen``."""
    features_of = m.decision_features

    def decision_features(q: Question, scored: list[Scored], foreign: list[Term], text: str) -> list[float]:
        """The matcher's decision features, the type and probability noted."""
        x = features_of(q, scored, foreign, text)
        seen.append((str(q.qtype), m.policy.answer_probability(x)))
        return x

    m.decision_features = decision_features  # type: ignore[method-assign]  # a benchmark's probe on one instance


def collect() -> list[Outcome]:
    """Every development question that reaches the decision, answered at the common threshold and at none."""
    common = dataclasses.replace(load_policy(), kind_thresholds=())
    answering = dataclasses.replace(common, threshold=0.0)
    out = []
    for s in find_sets():
        index = FactIndex.build(s.seeds)
        m = index.matcher
        seen: list[tuple[str, float]] = []
        _recording(m, seen)
        for case in load_cases(s.questions):
            m.policy = common
            passes_common, _ = judge(case, index.answer(case.question))
            seen.clear()
            m.policy = answering
            passes_answered, _ = judge(case, index.answer(case.question))
            if seen:
                qtype, p = seen[0]
                out.append(Outcome(group_of(s.name), qtype, case.expect == "answer", p, passes_common, passes_answered))
    return out


def tradeoff(outcomes: list[Outcome], qtype: str, t: float, common: float) -> dict[str, tuple[int, int]]:
    """Per group, (answers gained, abstentions lost) when questions of this type are answered from ``t``."""
    gained: Counter[str] = Counter()
    lost: Counter[str] = Counter()
    for o in outcomes:
        if o.qtype != qtype or not t <= o.p < common:
            continue
        change = int(o.passes_answered) - int(o.passes_common)
        if o.answerable:
            gained[o.group] += change
        else:
            lost[o.group] -= change
    return {g: (gained[g], lost[g]) for g in sorted(set(gained) | set(lost))}


def choose(outcomes: list[Outcome], common: float) -> dict[str, float]:
    """Each type's own threshold where one pays: no group loses an abstention, both blind halves gain."""
    chosen = {}
    for qtype in sorted({o.qtype for o in outcomes}):
        best: tuple[int, float] | None = None
        for t in CANDIDATES:
            if t >= common:
                continue
            cells = tradeoff(outcomes, qtype, t, common)
            if any(lost > 0 for _, lost in cells.values()):
                continue
            if not all(cells.get(half, (0, 0))[0] > 0 for half in ("blind a", "blind b")):
                continue
            gain = sum(g for g, _ in cells.values())
            if best is None or (gain, t) > best:
                best = (gain, t)
        if best is not None:
            chosen[qtype] = best[1]
    return chosen


def main(argv: list[str] | None = None) -> int:
    """Print the trade-off per type and threshold, then write the chosen thresholds into the policy file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="print the trade-off only")
    args = parser.parse_args(argv)
    policy = load_policy()
    outcomes = collect()
    print(f"common threshold {policy.threshold:.2f}; per type and threshold, per group: +answers gained/-abstentions lost")
    for qtype in sorted({o.qtype for o in outcomes}):
        for t in CANDIDATES:
            if t < policy.threshold:
                cells = tradeoff(outcomes, qtype, t, policy.threshold)
                shown = ", ".join(f"{g} +{gain}/-{lost}" for g, (gain, lost) in cells.items() if gain or lost)
                print(f"  {qtype:<9} {t:.2f}  {shown or 'no change'}")
    chosen = choose(outcomes, policy.threshold)
    print("chosen:", ", ".join(f"{k} {v:.2f}" for k, v in chosen.items()) or "none")
    if not args.check:
        fitted = dataclasses.replace(policy, kind_thresholds=tuple(sorted(chosen.items())))
        POLICY_FILE.write_text(json.dumps(fitted.to_json(), indent=1, sort_keys=False) + "\n", encoding="utf-8")
        print(f"wrote {POLICY_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
