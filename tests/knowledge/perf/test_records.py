"""knowledge.perf.records: compact records are exactly what validation builds, sharing fields-sets safely."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ValidationError

from knowledge.models import Digest, Fact, Problem, Quantity, Source
from knowledge.parser import parse_text
from knowledge.perf import records
from knowledge.perf.records import COMPACT, rebuild, record_factory
from tests.knowledge.test_parser import RICH, assert_identical, assert_records_are_what_validation_builds, parsed_digests


def test_compact_records_are_what_validation_builds() -> None:
    """The parser with compact records: every record is its validated twin, types and fields-sets too."""
    assert_records_are_what_validation_builds(parsed_digests(COMPACT))


def test_compact_and_plain_parses_are_identical() -> None:
    """Field by field, all the way down, the compact parse of every digest is the plain one."""
    for compact, plain in zip(parsed_digests(COMPACT), parsed_digests()):
        assert_identical(compact, plain)


def test_parsed_records_share_their_fields_sets_safely() -> None:
    """Records of a class built from the same names share one fields-set, and copying one leaves it alone."""
    records.compact_quantity.cache_clear()  # quantities are shared across digests: start from fresh ones
    d = parse_text(RICH, "rich.txt", records=COMPACT)
    numbers = [q for f in d.facts for q in f.numbers]
    for made in (d.facts, d.episodes, numbers, [s for s in d.sources if s.date]):
        assert len(made) >= 2 and len({id(r.__pydantic_fields_set__) for r in made}) == 1
    a, b = d.facts[0], d.facts[1]
    names = set(b.model_fields_set)
    copy = a.model_copy(update={"text": "changed"})
    assert copy.text == "changed" and a.text != "changed"
    assert copy.model_fields_set is not a.model_fields_set
    assert a.model_fields_set == b.model_fields_set == names
    with pytest.raises(ValidationError):
        a.text = "changed"  # type: ignore[misc]  # assigning to a frozen record is what is tested


def test_a_record_given_some_fields_gets_their_defaults_and_its_own_fields_set() -> None:
    """Fewer fields than the class has: the defaults are filled in, the fields-set is the names given."""
    make = record_factory(Problem)
    problem = make(seed="x.txt", line=3, message="odd")
    assert_identical(problem, Problem(seed="x.txt", line=3, message="odd"))
    assert problem.severity == "warning" and problem.model_fields_set == {"seed", "line", "message"}
    with pytest.raises(TypeError, match="no field 'colour'"):
        make(seed="x.txt", line=3, message="odd", colour="red")


def test_a_class_the_factory_cannot_build_is_refused() -> None:
    """Only frozen records without aliases or private attributes: anything else needs pydantic's own construction."""
    class Loose(BaseModel):
        name: str

    with pytest.raises(TypeError, match="not frozen"):
        record_factory(Loose)


def test_rebuild_from_field_values_in_order() -> None:
    """``rebuild`` (the codec's constructor) gives the record validation gives for the same values."""
    q = rebuild(Quantity, (5.0, "gpu", "GPUs", "5", False))
    assert_identical(q, Quantity(value=5.0, unit="gpu", noun="GPUs", text="5", approximate=False))
    source = Source(handle="a", title="T", seed="s.txt", line=1, date=None, time=None, utc_offset=None, primary=False,
                    episode=None)
    fact = Fact(id="x", text="t", kind="summary", handles=[], sources=[source], numbers=[q], as_of=None,
                time_sensitive=False, seed="s.txt", episode=None, line=2, story="")
    assert_identical(rebuild(Fact, tuple(fact.__dict__.values())), fact)
    digest = Digest(name="a.txt", title="A", sha256="", start=None, end=None, related_posts=None, episodes=[],
                    facts=[fact], sources=[source], problems=[])
    assert_identical(rebuild(Digest, tuple(digest.__dict__.values())), digest)
