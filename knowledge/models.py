"""Typed records of the fact index: digests, episodes, sources, facts, problems and answers."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

FactKind = Literal["confirmed", "summary", "why-it-matters", "headline"]
Severity = Literal["error", "warning"]


class _Frozen(BaseModel):
    """Base for immutable records."""

    model_config = ConfigDict(frozen=True)


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
