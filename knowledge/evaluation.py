"""Score the matcher on a question file: per question pass/fail with the reason, and totals."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError

from .index import FactIndex
from .models import Answer
from .text import normalize_handle


class EvalCase(BaseModel):
    """One line of a question file."""

    question: str
    expect: str = Field(pattern="^(answer|abstain)$")
    must_contain: list[list[str]] = Field(default_factory=list)
    cite_any: list[str] = Field(default_factory=list)
    lead_only: bool = False  # must_contain is looked for in the answer's first line only, not its "Also:" lines


@dataclass
class CaseResult:
    """The outcome of one question."""

    case: EvalCase
    answer: Answer
    passed: bool
    reason: str


@dataclass
class Report:
    """All outcomes of a question file."""

    results: list[CaseResult] = field(default_factory=list)

    def totals(self, expect: str) -> tuple[int, int]:
        """(passed, total) for answerable or abstain questions."""
        rows = [r for r in self.results if r.case.expect == expect]
        return sum(r.passed for r in rows), len(rows)

    @property
    def all_passed(self) -> bool:
        """True when every question passed."""
        return all(r.passed for r in self.results)


def load_cases(path: Path) -> list[EvalCase]:
    """Read a JSON-lines question file; raise ValueError naming the bad line."""
    cases = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            cases.append(EvalCase.model_validate(json.loads(line)))
        except (json.JSONDecodeError, ValidationError) as exc:
            raise ValueError(f"{path.name}:{n}: {str(exc).splitlines()[0]}") from exc
    return cases


def judge(case: EvalCase, ans: Answer) -> tuple[bool, str]:
    """Whether an answer meets a case's expectation, and why not."""
    if case.expect == "abstain":
        if ans.answered:
            return False, f"should abstain, answered: {ans.answer[:80]!r}"
        return True, "abstained"
    if not ans.answered:
        return False, f"abstained: {ans.answer[:80]!r}"
    text = (ans.answer.split("\n")[0] if case.lead_only else ans.answer).casefold()
    for group in case.must_contain:
        if not any(alt.casefold() in text for alt in group):
            return False, f"answer lacks any of {group}: {ans.answer[:100]!r}"
    if case.cite_any:
        cited = {normalize_handle(s.handle) for f in ans.facts for s in f.sources}
        if not cited & {normalize_handle(h) for h in case.cite_any}:
            return False, f"cites none of {case.cite_any}"
    return True, "ok"


def evaluate(index: FactIndex, path: Path) -> Report:
    """Answer every question of a file and judge each answer."""
    report = Report()
    for case in load_cases(path):
        ans = index.answer(case.question)
        ok, why = judge(case, ans)
        report.results.append(CaseResult(case, ans, ok, why))
    return report


def format_report(report: Report, verbose: bool = True) -> str:
    """Per-question PASS/FAIL lines, then totals."""
    lines = []
    for r in report.results:
        if verbose or not r.passed:
            lines.append(f"{'PASS' if r.passed else 'FAIL'}  [{r.case.expect}] {r.case.question}  — {r.reason}")
    for expect, label in (("answer", "answerable"), ("abstain", "abstain")):
        ok, total = report.totals(expect)
        pct = f"{100 * ok / total:.1f}%" if total else "n/a"
        lines.append(f"{label}: {ok}/{total} passed ({pct})")
    return "\n".join(lines)
