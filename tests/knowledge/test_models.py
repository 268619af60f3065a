"""knowledge.models: the records are frozen, and their derived views say what the facts hold."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from knowledge.index import FactIndex
from knowledge.models import Digest, FactRef, Problem, Source


def test_records_are_frozen(marin: FactIndex) -> None:
    """A parsed record cannot be changed in place; model_copy makes a changed copy and leaves it alone."""
    fact = marin.facts[0]
    with pytest.raises(ValidationError):
        fact.text = "changed"  # type: ignore[misc]  # assigning to a frozen record is what is tested
    copy = fact.model_copy(update={"text": "changed"})
    assert copy.text == "changed" and fact.text != "changed"


def test_confirmations_count_distinct_accounts_however_spelled() -> None:
    """Handles credited twice, or spelled with and without underscores or case, count once."""
    from knowledge.parser import parse_text

    digest = parse_text("T\n\nConfirmed\n\n• It opened (per @Ab_Cd, @abcd, @ef).\n• It closed.\n\n"
                        "Sources\n\nPost — ab_cd · 2026-01-02\nOther — ef · 2026-01-03\n", "t.txt")
    opened, closed = (f for f in digest.facts if f.kind == "confirmed")
    assert opened.confirmations == 2
    assert closed.confirmations == 2  # no attribution: the accounts of the sources it cites


def test_a_fact_ref_carries_its_provenance(marin: FactIndex) -> None:
    """The public view of a fact names its digest, line, kind and every source with its line."""
    fact = next(f for f in marin.facts if f.sources and f.as_of)
    ref = FactRef.of(fact)
    assert (ref.id, ref.seed, ref.line, ref.kind, ref.as_of) == (fact.id, fact.seed, fact.line, fact.kind,
                                                                  fact.as_of.isoformat())
    assert [(s.handle, s.line, s.seed) for s in ref.sources] == [(s.handle, s.line, s.seed) for s in fact.sources]


def test_failed_digests_and_problem_lines() -> None:
    """A digest with an error is failed; a problem reads FILE:LINE: message."""
    problem = Problem(seed="x.txt", line=3, message="odd", severity="error")
    assert str(problem) == "x.txt:3: odd"
    assert Digest(name="x.txt", problems=[problem]).failed
    assert not Digest(name="x.txt", problems=[problem.model_copy(update={"severity": "warning"})]).failed
    assert Source(handle="A_b", title="T", seed="x.txt", line=1).key == ("a_b", "t", "")
