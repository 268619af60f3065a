"""knowledge.perf.codec: digests and matcher entries as plain JSON data and back, exactly, never running code."""

from __future__ import annotations

import json

import pytest

from knowledge.entries import prepare_entries
from knowledge.parser import PLAIN
from knowledge.perf.codec import Decoder, dumps
from knowledge.perf.records import COMPACT
from tests.knowledge.test_parser import assert_identical, parsed_digests


def test_digests_and_entries_round_trip_field_by_field() -> None:
    """Every digest (shipped and made up, plain and compact records) comes back as it was, with its entries."""
    for records in (COMPACT, PLAIN):
        digests = parsed_digests(records)
        items = [(d.name, d.sha256, (d, prepare_entries(d.facts))) for d in digests]
        back = Decoder().loads(dumps(items))
        assert [(n, h) for n, h, _ in back] == [(n, h) for n, h, _ in items]
        for (_, _, (digest, entries)), (_, _, (was, was_entries)) in zip(back, items):
            # field by field (every field is written, so a dateless source comes back with all of them set)
            assert digest == was and digest.model_dump_json() == was.model_dump_json()
            if all(len(s.model_fields_set) == len(type(s).model_fields) for s in was.sources):
                assert_identical(digest, was)
            assert [e.fact for e in entries] == digest.facts
            assert [e.keys for e in entries] == [e.keys for e in was_entries]
            assert [e.numbers for e in entries] == [e.numbers for e in was_entries]


def test_a_shared_source_list_stays_shared() -> None:
    """Facts citing one list of sources (an episode's pool) cite one list again after decoding."""
    digest = next(d for d in parsed_digests(COMPACT) if d.name == "good.txt")
    pooled = [f for f in digest.facts if not f.handles]
    assert len(pooled) >= 2 and all(f.sources is pooled[0].sources for f in pooled)
    (_, _, (back, _)), = Decoder().loads(dumps([(digest.name, digest.sha256, (digest, []))]))
    again = [f for f in back.facts if not f.handles]
    assert all(f.sources is again[0].sources for f in again)


@pytest.mark.parametrize("line", [b"", b"[", b"{}", b"[[1, 2, 3]]", b'[["a.txt", "x", []]]', b"\x80\x05not json"])
def test_anything_else_is_a_value_error(line: bytes) -> None:
    """Malformed data raises ValueError (the caller then rebuilds), whatever its shape."""
    with pytest.raises(ValueError):
        Decoder().loads(line)


def test_an_altered_fact_text_is_refused() -> None:
    """A fact whose text no longer gives its id is refused (an id names its digest, kind and text)."""
    digest = parsed_digests(COMPACT)[0]
    data = json.loads(dumps([(digest.name, digest.sha256, (digest, []))]))
    data[0][2][7][0][1] = "Something else entirely."  # the first fact's text
    with pytest.raises(ValueError, match="does not match its id"):
        Decoder().loads(json.dumps(data).encode())
