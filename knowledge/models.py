"""Typed records of the fact index: digests, episodes, sources, facts, problems and answers."""

from __future__ import annotations

import datetime as dt
import operator
from collections.abc import Callable
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

FactKind = Literal["confirmed", "summary", "why-it-matters", "headline"]
Severity = Literal["error", "warning"]


class _Frozen(BaseModel):
    """Base for immutable records."""

    model_config = ConfigDict(frozen=True)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as the class and its field values in order (compact, and quick to load) when all are set."""
        names, values_of, every, _ = _pickle_spec(type(self))
        if (self.__pydantic_fields_set__ == every and self.__pydantic_extra__ is None
                and self.__pydantic_private__ is None and len(self.__dict__) == len(names)):
            return _rebuild, (type(self), values_of(self.__dict__))
        return _restore, (type(self), self.__getstate__())


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

    pydantic keeps a set of the names given on every record (~730 bytes for a Fact); a frozen record
    never changes it (``model_copy`` copies it first), so records built from the same names share
    one. The caller guarantees the values are what validation would produce (exact types, ``float``
    where the field is a float, fresh lists); the fields-set is the names given, as validation sets it.
    Given every field, the record's __dict__ is a key-sharing copy of a template, in field order;
    given fewer, model_construct fills the defaults.
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


# record class -> (field names, their values from a __dict__ as a tuple, the shared fields-set, dict template copy)
_PICKLE_SPECS: dict[type, tuple[tuple[str, ...], Callable[[dict[str, Any]], tuple[Any, ...]], set[str],
                                Callable[[], dict[str, Any]]]] = {}


def _pickle_spec(cls: type[BaseModel]) -> tuple[tuple[str, ...], Callable[[dict[str, Any]], tuple[Any, ...]],
                                                 set[str], Callable[[], dict[str, Any]]]:
    """What pickling and unpickling records of ``cls`` needs (made once per class)."""
    spec = _PICKLE_SPECS.get(cls)
    if spec is None:
        names = tuple(cls.__pydantic_fields__)
        getter = operator.itemgetter(*names)
        values_of = getter if len(names) > 1 else (lambda d: (getter(d),))
        spec = _PICKLE_SPECS[cls] = (names, values_of, _shared_fields_set(cls, frozenset(names)),
                                     _key_sharing_dict(names).copy)
    return spec


def _rebuild(cls: type[_Frozen], values: tuple[Any, ...]) -> _Frozen:
    """A record unpickled from its field values (as ``record_factory`` builds it: shared fields-set and keys)."""
    names, _, every, copy = _pickle_spec(cls)
    record_dict = copy()
    record_dict.update(zip(names, values))
    return _assemble(cls, record_dict, every)


def _restore(cls: type[_Frozen], state: dict[Any, Any]) -> _Frozen:
    """A record unpickled from pydantic's own state (a record built without some of its fields)."""
    record = object.__new__(cls)
    record.__setstate__(state)
    return record


class Quantity(_Frozen):
    """A number stated in a fact, normalised, with the unit words that follow it."""

    value: float
    unit: str = ""  # canonical unit word: "tokens", "percent", "months", "flops", "" when bare
    noun: str = ""  # the words after the number as written ("GB200 NVL72 clusters")
    text: str  # the number as written ("18.75T", "23 trillion", "13%")
    approximate: bool = False  # "about", "~", "roughly" before it


class Source(_Frozen):
    """A post a digest cites: who wrote it, its title and when."""

    handle: str  # without "@", as spelled on the source line
    title: str
    date: dt.date | None = None
    time: str | None = None  # "HH:MM" where given
    utc_offset: str | None = None  # "+08:00" where given
    primary: bool = False
    seed: str  # digest file name
    line: int
    episode: int | None = None

    @property
    def key(self) -> tuple[str, str, str]:
        """Identity of the post regardless of where it is listed."""
        return (self.handle.lower(), self.title.casefold(), self.date.isoformat() if self.date else "")


class Episode(_Frozen):
    """A dated section of a digest with its own blocks."""

    number: int
    title: str
    date: dt.date | None = None
    post_count: int | None = None
    seed: str
    line: int


class Fact(_Frozen):
    """One statement from a digest with its provenance."""

    id: str
    text: str
    kind: FactKind
    handles: list[str] = Field(default_factory=list)  # attributed handles, without "@"
    sources: list[Source] = Field(default_factory=list)
    numbers: list[Quantity] = Field(default_factory=list)
    as_of: dt.date | None = None
    time_sensitive: bool = False
    seed: str
    episode: int | None = None
    line: int
    story: str = ""  # the digest's title

    @property
    def confirmations(self) -> int:
        """How many distinct accounts confirm this fact."""
        handles = {h.lower().replace("_", "") for h in self.handles}
        if not handles:
            handles = {s.handle.lower().replace("_", "") for s in self.sources}
        return len(handles)


class Problem(_Frozen):
    """Something in a digest that could not be understood."""

    seed: str
    line: int
    message: str
    severity: Severity = "warning"

    def __str__(self) -> str:
        """Render as FILE:LINE: message."""
        return f"{self.seed}:{self.line}: {self.message}"


class Digest(_Frozen):
    """Everything parsed from one digest file."""

    name: str  # file name
    title: str = ""
    sha256: str = ""
    start: dt.date | None = None
    end: dt.date | None = None
    related_posts: int | None = None
    episodes: list[Episode] = Field(default_factory=list)
    facts: list[Fact] = Field(default_factory=list)
    sources: list[Source] = Field(default_factory=list)
    problems: list[Problem] = Field(default_factory=list)

    @property
    def failed(self) -> bool:
        """True when the file could not be parsed at all."""
        return any(p.severity == "error" for p in self.problems)


class SourceRef(BaseModel):
    """A source as shown next to an answer."""

    handle: str
    title: str
    date: str | None
    seed: str
    primary: bool
    line: int | None = None  # the source line in its digest


class FactRef(BaseModel):
    """A fact as shown next to an answer."""

    id: str
    text: str
    kind: FactKind
    as_of: str | None
    confirmations: int = 0
    sources: list[SourceRef] = Field(default_factory=list)
    story: str | None = None  # the title of the story the fact is from (knowledge.stories)
    seed: str = ""  # the digest the fact is from
    line: int | None = None  # the fact's line in that digest
    time_sensitive: bool = False  # a figure or state that may change (its as-of date matters)

    @classmethod
    def of(cls, fact: Fact) -> FactRef:
        """Build the public view of a fact."""
        return cls(
            id=fact.id,
            text=fact.text,
            kind=fact.kind,
            as_of=fact.as_of.isoformat() if fact.as_of else None,
            confirmations=fact.confirmations,
            seed=fact.seed,
            line=fact.line,
            time_sensitive=fact.time_sensitive,
            sources=[
                SourceRef(
                    handle=s.handle,
                    title=s.title,
                    date=s.date.isoformat() if s.date else None,
                    seed=s.seed,
                    primary=s.primary,
                    line=s.line,
                )
                for s in fact.sources
            ],
        )


class Answer(BaseModel):
    """What the bot says to a question: the contract of `ask --json`."""

    question: str
    answered: bool
    answer: str
    confidence: float = Field(ge=0.0, le=1.0)
    facts: list[FactRef] = Field(default_factory=list)
    suggestions: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    closest: FactRef | None = None  # on an abstention: the nearest fact, shown as "closest, not an answer"
    story: str | None = None  # the title of the story the answer is about; None when it spans several or none
