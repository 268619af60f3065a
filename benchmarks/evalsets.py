"""The development sets: each a digest folder and its questions, found in ``../shared`` and ``tests/data``.

``python -m benchmarks.evalsets`` answers every question of every set and prints one table: per set,
answerable questions right, off-topic and near-miss questions abstained (``make eval``), and under it one row for
the hand-written audit (``tests/data/audit``, ``audit_sets``): questions written in session 48 on the blind
stories' digests, a check only: ``find_sets`` leaves them out, so no fit (``fit_policy``, ``fit_kinds``,
``fit_rerank``) ever sees them; and one row for the fresh stories (``tests/data/fresh``, ``fresh_sets``): new stories
and their questions written in session 51 by helpers who never ran the bot nor read its code, a check only too;
and one for four SQuAD-style articles written the same way (``tests/data/fresh_articles``), in squad/rhine's form.
``--combined`` also puts the shipped seeds and every ``../shared/stories/*`` set into one folder and prints,
per story set, its score alone and in the combined index (the several-stories check of issue 14).
``--grouped N`` puts the stories written blind (``tests/data/heldout``) N at a time into one index and prints their
totals alone and grouped: how often another story's digests take a question, or two stories are made one.
``--cross N`` asks each blind story the off-topic questions of the N stories after it (in name order, round) and
prints how many it answered: off-topic questions asked of a story they were not written for.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from knowledge.index import FactIndex

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


@dataclass(frozen=True)
class EvalSet:
    """One development set."""

    name: str
    seeds: Path
    questions: Path


def find_sets(shared: Path = SHARED, synthetic: bool = True) -> list[EvalSet]:
    """Every development set on this machine, the shipped story first (the synthetic one last, when asked)."""
    sets = []
    dev = shared / "questions" / "dev.jsonl"
    if dev.exists():
        sets.append(EvalSet("shipped", ROOT / "seeds", dev))
    other = ROOT / "tests" / "data" / "other"
    sets.append(EvalSet("tests/other", other, other / "questions.jsonl"))
    for folder in sorted((ROOT / "tests" / "data" / "heldout").glob("*/")):  # stories written blind (see its README)
        sets.append(EvalSet(f"tests/{folder.name}", folder, folder / "questions.jsonl"))
    for folder in sorted((ROOT / "tests" / "data" / "articles").glob("*/")):  # SQuAD-style articles (see its README)
        sets.append(EvalSet(f"articles/{folder.name}", folder, folder / "questions.jsonl"))
    for group in ("stories", "squad"):
        for folder in sorted((shared / group).glob("*/")):
            if (folder / "questions.jsonl").exists():
                sets.append(EvalSet(f"{group}/{folder.name}", folder, folder / "questions.jsonl"))
    if synthetic:
        sets.append(synthetic_offtopic())
    return sets


SYNTH_FACTS = 10_000
SYNTH_RNG_SEED = 11  # not the speed benchmark's random seed (0): its off-topic figure stays a check of its own


def synthetic_offtopic(facts: int = SYNTH_FACTS, rng_seed: int = SYNTH_RNG_SEED) -> EvalSet:
    """Many synthetic stories in one folder (benchmarks.synth) and off-topic questions about everything else."""
    import tempfile

    from knowledge.index import FactIndex

    from . import synth

    folder = Path(tempfile.gettempdir()) / f"storybot-evalset-synth-{facts}-{rng_seed}"
    questions = folder / "questions.jsonl"
    if not questions.exists():
        folder.mkdir(parents=True, exist_ok=True)
        synth.write_corpus(folder, facts, rng_seed=rng_seed)
        made = synth.make_questions(FactIndex.build(folder), 600, rng_seed=rng_seed)
        rows = [{"question": q.text, "expect": "abstain", "must_contain": [], "cite_any": [], "kind": "offtopic"}
                for q in made if q.kind == "offtopic"]
        tmp = questions.with_suffix(".tmp")
        tmp.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
        tmp.replace(questions)
    return EvalSet("synthetic", folder, questions)


def _cell(tally: dict[str, list[int]], key: str) -> str:
    """passed/total (percent)."""
    ok, n = tally[key]
    return f"{ok}/{n} ({100 * ok / n:.0f}%)" if n else "–"


def case_kind(row: dict[str, object]) -> str:
    """A question's kind: pos, offtopic or nearmiss (files without ``kind``: by what is expected)."""
    kind = row.get("kind")
    if isinstance(kind, str):
        return kind
    return "pos" if row.get("expect") == "answer" else "nearmiss"


def tally_set(s: EvalSet, index: FactIndex, failures: list[str] | None = None) -> dict[str, list[int]]:
    """Per kind [passed, total] of one set's questions answered by ``index``."""
    from knowledge.evaluation import judge, load_cases

    rows = [json.loads(line) for line in s.questions.read_text(encoding="utf-8").splitlines() if line.strip()]
    tally = _no_tally()
    for row, case in zip(rows, load_cases(s.questions)):
        ok, why = judge(case, index.answer(case.question))
        t = tally[case_kind(row)]
        t[0] += ok
        t[1] += 1
        if not ok and failures is not None:
            failures.append(f"{s.name}: [{case_kind(row)}] {case.question} \u2014 {why}")
    return tally


def _no_tally() -> dict[str, list[int]]:
    """Per kind [passed, total], nothing counted yet."""
    return {"pos": [0, 0], "offtopic": [0, 0], "nearmiss": [0, 0]}


def _add_tally(total: dict[str, list[int]], tally: dict[str, list[int]]) -> None:
    """Add one set's per-kind [passed, total] to a running total."""
    for kind, (ok, n) in tally.items():
        total[kind][0] += ok
        total[kind][1] += n


def score(tally: dict[str, list[int]]) -> float:
    """All questions of a set passed, in percent."""
    ok = sum(t[0] for t in tally.values())
    n = sum(t[1] for t in tally.values())
    return 100 * ok / n if n else 0.0


def combined(failures: list[str] | None = None) -> int:
    """Each story set alone and with the others in one folder; exit 1 when one loses more than 3 points."""
    import shutil
    import tempfile

    from knowledge.index import FactIndex

    sets = [s for s in find_sets(synthetic=False) if s.name == "shipped" or s.name.startswith("stories/")]
    print(f"{'set':<18} {'alone':>8} {'combined':>9} {'change':>7}   (all questions passed; "
          f"answerable / off-topic / near-miss combined)")
    worst = 0.0
    with tempfile.TemporaryDirectory(prefix="evalsets-combined-") as tmp:
        for s in sets:
            for path in sorted(s.seeds.glob("*.txt")):
                shutil.copy(path, Path(tmp) / path.name)
        together = FactIndex.build(tmp)
        print(f"(one index: {len(together.digests)} digests, {len(together.stories)} stories)")
        for s in sets:
            alone = score(tally_set(s, FactIndex.build(s.seeds)))
            parts = tally_set(s, together, failures)
            both = score(parts)
            detail = " / ".join(f"{t[0]}/{t[1]}" if t[1] else "\u2013" for t in parts.values())
            worst = min(worst, both - alone)
            print(f"{s.name:<18} {alone:>7.1f}% {both:>8.1f}% {both - alone:>+7.1f}   {detail}")
    return 1 if worst < -3 else 0


def blind_sets() -> list[EvalSet]:
    """The story sets written blind (``tests/data/heldout``)."""
    return [s for s in find_sets(synthetic=False) if s.seeds.parent.name == "heldout"]


AUDIT = ROOT / "tests" / "data" / "audit"


def audit_sets(folder: Path = AUDIT) -> list[EvalSet]:
    """The hand-written audit (a check only, never fitted): one set per ``<story>.jsonl``, asked of that blind story."""
    heldout = ROOT / "tests" / "data" / "heldout"
    return [EvalSet(f"audit/{path.stem}", heldout / path.stem, path) for path in sorted(folder.glob("*.jsonl"))]


FRESH = ROOT / "tests" / "data" / "fresh"
FRESH_ARTICLES = ROOT / "tests" / "data" / "fresh_articles"


def fresh_sets(folder: Path = FRESH) -> list[EvalSet]:
    """The fresh stories, or (``FRESH_ARTICLES``) the fresh SQuAD-style articles: a check only, never fitted, written
    by helpers who never ran the bot."""
    return [EvalSet(f"{folder.name}/{d.name}", d, d / "questions.jsonl") for d in sorted(folder.glob("*/"))
            if (d / "questions.jsonl").exists()]


def total_tally(sets: list[EvalSet], failures: list[str] | None = None) -> dict[str, list[int]]:
    """Per kind [passed, total] over several sets, each answered by an index of its own digests."""
    from knowledge.index import FactIndex

    total = _no_tally()
    for s in sets:
        _add_tally(total, tally_set(s, FactIndex.build(s.seeds), failures))
    return total


def grouped(size: int, sets: list[EvalSet] | None = None) -> int:
    """The blind stories (or ``sets``) ``size`` at a time in one index: per kind, passed/total alone and grouped."""
    import shutil
    import tempfile

    from knowledge.index import FactIndex

    if sets is None:
        sets = blind_sets()
    kinds = ("pos", "offtopic", "nearmiss")
    alone = {k: [0, 0] for k in kinds}
    together = {k: [0, 0] for k in kinds}
    stories = 0
    for start in range(0, len(sets), size):
        part = sets[start:start + size]
        with tempfile.TemporaryDirectory(prefix="evalsets-grouped-") as tmp:
            for s in part:
                for path in sorted(s.seeds.glob("*.txt")):
                    shutil.copy(path, Path(tmp) / path.name)
            index = FactIndex.build(tmp)
            stories += len(index.stories)
            for s in part:
                for total, got in ((alone, tally_set(s, FactIndex.build(s.seeds))), (together, tally_set(s, index))):
                    for k in kinds:
                        total[k][0] += got[k][0]
                        total[k][1] += got[k][1]
    print(f"{len(sets)} story sets, {size} to an index: {stories} stories found")
    print(f"{'':<10} {'answerable right':>17} {'off-topic abstained':>20} {'near-miss abstained':>20}")
    for name, t in (("alone", alone), ("grouped", together)):
        print(f"{name:<10} {_cell(t, 'pos'):>17} {_cell(t, 'offtopic'):>20} {_cell(t, 'nearmiss'):>20}")
    return 0


def cross(others: int, sets: list[EvalSet] | None = None) -> int:
    """Each blind story (or each of ``sets``) asked the off-topic questions of the ``others`` sets after it: how many
    it answered (each should abstain), and the questions answered most often."""
    from collections import Counter

    from knowledge.index import FactIndex

    if sets is None:
        sets = blind_sets()
    offtopic = []
    for s in sets:
        rows = [json.loads(line) for line in s.questions.read_text(encoding="utf-8").splitlines() if line.strip()]
        offtopic.append([r["question"] for r in rows if case_kind(r) == "offtopic"])
    asked = 0
    answered: Counter[str] = Counter()
    for k, s in enumerate(sets):
        index = FactIndex.build(s.seeds)
        for j in range(1, min(others, len(sets) - 1) + 1):
            for question in offtopic[(k + j) % len(sets)]:
                asked += 1
                answered[question] += index.answer(question).answered
    total = sum(answered.values())
    print(f"{len(sets)} story sets, each asked the off-topic questions of the {others} after it: "
          f"{total} of {asked} answered ({100 * total / (asked or 1):.1f}%)")
    for question, n in answered.most_common(10):
        if n:
            print(f"  {n:>3}  {question}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Print the table of every development set."""
    from knowledge.index import FactIndex

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--failures", action="store_true", help="also list each failed question")
    parser.add_argument("--combined", action="store_true",
                        help="each story set alone and in one index with the others (issue 14)")
    parser.add_argument("--grouped", type=int, metavar="N",
                        help="the blind stories N to an index, alone and grouped (story grouping across fields)")
    parser.add_argument("--cross", type=int, metavar="N",
                        help="each blind story asked the off-topic questions of the N stories after it")
    args = parser.parse_args(argv)
    if args.cross:
        return cross(args.cross)
    if args.grouped:
        return grouped(args.grouped)
    if args.combined:
        failures: list[str] = []
        code = combined(failures)
        if args.failures:
            print()
            print("\n".join(failures))
        return code
    print(f"{'set':<18} {'answerable right':>17} {'off-topic abstained':>20} {'near-miss abstained':>20}")
    failures = []
    blind = _no_tally()
    for s in find_sets():
        tally = tally_set(s, FactIndex.build(s.seeds), failures)
        print(f"{s.name:<18} {_cell(tally, 'pos'):>17} {_cell(tally, 'offtopic'):>20} {_cell(tally, 'nearmiss'):>20}")
        if s.seeds.parent.name == "heldout":
            _add_tally(blind, tally)
    audit = total_tally(audit_sets(), failures)  # a check only: find_sets, and so every fit, leaves it out
    fresh = total_tally(fresh_sets(), failures)  # likewise
    articles = total_tally(fresh_sets(FRESH_ARTICLES), failures)  # likewise
    print()
    for label, tally in ((f"{len(blind_sets())} blind stories (tests/data/heldout), in all", blind),
                         ("hand-written audit (tests/data/audit), a check, never fitted", audit),
                         (f"{len(fresh_sets())} fresh stories (tests/data/fresh), a check, never fitted", fresh),
                         (f"{len(fresh_sets(FRESH_ARTICLES))} fresh SQuAD-style articles (tests/data/fresh_articles), "
                          "a check, never fitted", articles)):
        print(f"{label}:  answerable {_cell(tally, 'pos')}, off-topic {_cell(tally, 'offtopic')}, "
              f"near-miss {_cell(tally, 'nearmiss')}")
    if args.failures:
        print()
        print("\n".join(failures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
