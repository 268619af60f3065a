"""Records: compact pickling (the saved index and the build helper use it) keeps every record as it was."""

from __future__ import annotations

import pickle

from knowledge.index import FactIndex
from knowledge.models import Digest, Problem, Quantity


def test_records_round_trip_through_pickle(marin: FactIndex) -> None:
    """Parsed digests come back equal, sharing one fields-set per class as the parser's records do."""
    for digest in marin.digests.values():
        back = pickle.loads(pickle.dumps(digest, protocol=pickle.HIGHEST_PROTOCOL))
        assert back == digest and back.model_dump() == digest.model_dump()
        for a, b in zip(back.facts, digest.facts):
            assert a.__pydantic_fields_set__ == b.__pydantic_fields_set__
        assert back.facts[0].__pydantic_fields_set__ is back.facts[-1].__pydantic_fields_set__


def test_the_compact_form_is_smaller(marin: FactIndex) -> None:
    """Field values in order instead of pydantic's state dicts."""
    facts = marin.facts
    compact = len(pickle.dumps(facts, protocol=pickle.HIGHEST_PROTOCOL))
    states = len(pickle.dumps([f.__getstate__() for f in facts], protocol=pickle.HIGHEST_PROTOCOL))
    assert compact < states


def test_records_built_with_some_fields_keep_their_fields_set() -> None:
    """A record made by validation from some of its fields is pickled with pydantic's own state."""
    problem = Problem(seed="x.txt", line=3, message="odd")  # severity left to its default
    back = pickle.loads(pickle.dumps(problem))
    assert back == problem and back.__pydantic_fields_set__ == {"seed", "line", "message"}
    digest = Digest(name="a.txt")
    assert pickle.loads(pickle.dumps(digest)).__pydantic_fields_set__ == {"name"}
    q = Quantity(value=5, text="5")
    assert pickle.loads(pickle.dumps(q)) == q


def test_changed_copies_round_trip(marin: FactIndex) -> None:
    """model_copy(update=...) records (a kept digest's problems, merged sources) survive pickling."""
    fact = marin.facts[0].model_copy(update={"text": "changed"})
    back = pickle.loads(pickle.dumps(fact))
    assert back == fact and back.text == "changed"
