"""Compact records: the parser's and the codec's records built without validation, sharing what they can.

pydantic keeps, on every record, a dict of its field values and a set of the names given (~730 bytes
for a Fact). A frozen record never changes that set (``model_copy`` copies it first), so records built
from the same names can share one; and their dicts can share one key table. ``record_factory`` makes
such a constructor for a frozen class, which writes pydantic's internals directly: the caller gives
exactly the values validation would produce (exact types, ``float`` where the field is a float, fresh
lists), as the parser does. ``COMPACT`` is the parser's set of them (``parser.Records``); ``parse_file``
parses with it. The records are equal to validated ones, field by field, fields-sets included
(``tests/knowledge/perf/test_records.py``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel

from .. import parser
from ..models import Digest, Episode, Fact, Quantity, Source

_R = TypeVar("_R", bound=BaseModel)
_object_setattr = object.__setattr__
# (record class, names given) -> the one fields-set all such records share
_FIELDS_SETS: dict[tuple[type, frozenset[str]], set[str]] = {}


def _key_sharing_dict(names: tuple[str, ...]) -> dict[str, Any]:
    """A dict of ``names`` (all None, in order) whose copies share its key table where CPython allows it.

    The attribute dict of a plain object is a split table: the keys live in one table of the class
    and each copy stores only its values (~190 instead of ~470 bytes for 12 fields). Each new
    object of the class trims the room left for more keys, so a few throwaway objects make the
    copies' value arrays as small as the names. Where this does not hold the copies are ordinary
    dicts: only their size differs.
    """
    holder = type("_Fields", (), {})()
    for name in names:
        setattr(holder, name, None)
    for _ in range(32):
        type(holder)()
    return holder.__dict__


def _shared_fields_set(cls: type[BaseModel], names: frozenset[str]) -> set[str]:
    """The fields-set every record of ``cls`` built from ``names`` shares."""
    unknown = sorted(names - cls.__pydantic_fields__.keys())
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {unknown[0]!r}")
    return _FIELDS_SETS.setdefault((cls, names), set(names))


def record_factory(cls: type[_R]) -> Callable[..., _R]:
    """A fast ``cls.model_construct`` for values exactly as validation makes them, sharing fields-sets.

    The fields-set is the names given, as validation sets it. Given every field, the record's
    __dict__ is a key-sharing copy of a template, in field order; given fewer, model_construct fills
    the defaults.
    """
    fields = cls.__pydantic_fields__
    if not cls.model_config.get("frozen"):
        raise TypeError(f"{cls.__name__} is not frozen; its records cannot share a fields-set")
    # Given every field, model_construct of a model without aliases, extra, post-init, private attributes
    # or its own __new__ stores exactly: __dict__ = the values in field order, the fields-set, extra None,
    # private None.
    if (cls.__new__ is not object.__new__ or cls.model_config.get("extra") == "allow" or cls.__pydantic_post_init__
            or cls.__pydantic_root_model__ or cls.__private_attributes__
            or any(f.alias is not None or f.validation_alias is not None for f in fields.values())):
        raise TypeError(f"{cls.__name__} needs pydantic's own model_construct")
    names = tuple(fields)
    every = _shared_fields_set(cls, frozenset(names))
    copy = _key_sharing_dict(names).copy
    count = len(names)

    def make(**values: Any) -> _R:
        """A record of the class from trusted values."""
        record_dict = copy()
        record_dict.update(values)  # keeps the template's (field) order
        if len(values) != count or len(record_dict) != count:  # fewer fields, or a name that is no field
            return cls.model_construct(_fields_set=_shared_fields_set(cls, frozenset(values)), **values)
        return _assemble(cls, record_dict, every)

    return make


def _assemble(cls: type[_R], record_dict: dict[str, Any], fields_set: set[str]) -> _R:
    """A record of ``cls`` with exactly this __dict__ (every field, in order) and fields-set; no extra, no private."""
    record = object.__new__(cls)
    _object_setattr(record, "__dict__", record_dict)
    _object_setattr(record, "__pydantic_fields_set__", fields_set)
    _object_setattr(record, "__pydantic_extra__", None)
    _object_setattr(record, "__pydantic_private__", None)
    return record


# record class -> (field names, the shared fields-set, dict template copy)
_SPECS: dict[type, tuple[tuple[str, ...], set[str], Callable[[], dict[str, Any]]]] = {}


def rebuild(cls: type[_R], values: tuple[Any, ...]) -> _R:
    """A record of ``cls`` from every field's value in field order (as ``record_factory`` builds it), unchecked."""
    spec = _SPECS.get(cls)
    if spec is None:
        names = tuple(cls.__pydantic_fields__)
        spec = _SPECS[cls] = (names, _shared_fields_set(cls, frozenset(names)), _key_sharing_dict(names).copy)
    names, every, copy = spec
    record_dict = copy()
    record_dict.update(zip(names, values))
    return _assemble(cls, record_dict, every)


_new_quantity = record_factory(Quantity)


@lru_cache(maxsize=32768, typed=True)
def compact_quantity(value: float, unit: str, noun: str, text: str, approximate: bool) -> Quantity:
    """``numbers.quantity`` built without validation (a shared fields-set and key table)."""
    return _new_quantity(value=value, unit=sys.intern(unit), noun=sys.intern(noun), text=sys.intern(text),
                         approximate=approximate)


COMPACT = parser.Records(digest=record_factory(Digest), episode=record_factory(Episode), fact=record_factory(Fact),
                         source=record_factory(Source), quantity=compact_quantity)


def parse_file(path: Path) -> Digest:
    """``parser.parse_file`` with compact records (what the fast build parses with)."""
    return parser.parse_file(path, COMPACT)
