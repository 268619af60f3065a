"""Two layers of digests answered together: the operator's shared index and one server's own.

The shared ``FactIndex`` (the operator's seeds) is built once and serves every server; a server that
uploaded digests of its own has a small ``FactIndex`` of them. ``LayeredIndex`` is a cheap view over the
two (nothing is copied: make one per question) that answers like a ``FactIndex``:

* a question is answered by each layer, the shared one without the digests the server hides
  (``FactIndex.answer(..., exclude_digests=hidden)``); the answer with the higher confidence wins (the
  server's own on a tie) and it abstains only when both layers abstain;
* an abstention's suggestions (and topic autocomplete) come from both layers, own first, and never name a
  topic found only in hidden digests;
* browsing (digests, sources, timeline, facts about a topic, stats) sees the visible shared digests and
  the server's own.

Plain Python: never imports discord.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import threading
import weakref
from collections import ChainMap
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .index import FactIndex, TimelineEntry, no_mass_mentions
from .models import Answer, Digest, Fact, Problem, Source

log = logging.getLogger(__name__)

GENERIC_ABSTAIN = "The digests don't say."
_ABSTAIN_FIELDS = {"question", "answered", "answer", "confidence", "suggestions"}
SUGGESTIONS = 3

_texts_lock = threading.Lock()
_texts: dict[int, tuple[weakref.ref[FactIndex], dict[str, str]]] = {}


def digest_texts(index: FactIndex) -> dict[str, str]:
    """Each digest's fact texts, case-folded and joined (made once per index, kept while the index lives)."""
    key = id(index)
    with _texts_lock:
        hit = _texts.get(key)
        if hit is not None and hit[0]() is index:
            return hit[1]
    made = {name: "\n".join(f.text.casefold() for f in d.facts) for name, d in index.digests.items()}
    with _texts_lock:
        for stale in [k for k, (ref, _) in _texts.items() if ref() is None]:
            del _texts[stale]
        _texts[key] = (weakref.ref(index), made)
    return made


def _merge(lists: Iterable[Iterable[str]], limit: int) -> list[str]:
    """Names from several lists in order, without repeats (case-insensitive), at most ``limit``."""
    out: list[str] = []
    seen: set[str] = set()
    for names in lists:
        for name in names:
            key = name.casefold()
            if key not in seen:
                seen.add(key)
                out.append(name)
                if len(out) >= limit:
                    return out
    return out


def better(own: Answer | None, shared: Answer | None) -> Answer | None:
    """The answer to give from two layers' answers: the answered one, the more confident one, own on a tie."""
    if own is None or shared is None:
        return own or shared
    if own.answered != shared.answered:
        return own if own.answered else shared
    if own.answered:
        return own if own.confidence >= shared.confidence else shared
    return None  # both abstained: the caller merges them


@dataclass(frozen=True)
class LayeredIndex:
    """The index one server sees: the shared layer minus what it hides, plus its own digests."""

    shared: FactIndex | None
    own: FactIndex | None = None
    hidden: frozenset[str] = field(default_factory=frozenset)
    overrides: tuple[tuple[str, str], ...] = ()  # the server's story corrections: (digest name, story title)

    @classmethod
    def of(cls, shared: FactIndex | None, own: FactIndex | None = None,
           hidden: Iterable[str] = (), overrides: Iterable[tuple[str, str]] = ()) -> LayeredIndex:
        """A view; an own index without digests counts as none, hidden names not in the shared layer are ignored."""
        if own is not None and not own.digests:
            own = None
        names = frozenset(hidden)
        if shared is not None:
            names = frozenset(n for n in names if n in shared.digests)
        else:
            names = frozenset()
        return cls(shared=shared, own=own, hidden=names, overrides=tuple(sorted(dict(overrides).items())))

    @property
    def plain(self) -> bool:
        """Whether the view is just the shared index (no own layer, nothing hidden, no corrections): then it only delegates."""
        return self.own is None and not self.hidden and self.shared is not None and not self.overrides

    def _alone(self) -> FactIndex:
        """The shared index, when it answers alone (``plain``)."""
        assert self.shared is not None
        return self.shared

    # --- answering ------------------------------------------------------------------------------------

    def answer(self, question: str, *, story: str | None = None, context: Any = None) -> Answer:
        """Answer story by story (knowledge.storyqa) from both layers; ``story``/``context`` as ``FactIndex.answer``."""
        from .storyqa import answer

        if self.plain:  # just the shared index: it answers (the same way)
            if story is None and context is None:
                return self._alone().answer(question)
            return self._alone().answer(question, story=story, context=context)
        return no_mass_mentions(answer(self, question, story=story, context=context))

    @property
    def stories(self) -> Any:
        """The stories of every digest this server sees (both layers), with the operator's and the server's corrections."""
        from .stories import read_overrides, story_map

        overrides = {**read_overrides(self.seeds_dir), **dict(self.overrides)}
        owners = [i for i in (self.shared, self.own) if i is not None]
        return story_map(owners, self.digests, overrides, extra_key=(self.own is None, tuple(sorted(self.hidden))))

    def match_story(self, question: str, digests: Iterable[str]) -> Answer:
        """The answer of a matcher over only these digests of both layers (as an index of them alone would answer)."""
        from .index import matcher_for

        seen = self.digests
        names = tuple(sorted(n for n in digests if n in seen))
        if self.plain:
            return self._alone().match_story(question, names)
        if len(names) == len(seen):
            return self.match(question)
        owners = [i for i in (self.shared, self.own) if i is not None]
        return matcher_for(owners, names, seen).answer(question)

    def match(self, question: str, exclude_digests: frozenset[str] = frozenset(), *, as_other: bool = False) -> Answer:
        """The matcher's answer from each layer (none from ``exclude_digests``), the better one; abstain only when both do."""
        if self.plain and not exclude_digests:
            return self._alone().match(question, as_other=as_other)
        shared = None
        if self.shared is not None:
            hide = self.hidden | frozenset(n for n in exclude_digests if n in self.shared.digests)
            shared = self.shared.match(question, exclude_digests=hide, as_other=as_other)
        own = None
        if self.own is not None:
            drop = frozenset(n for n in exclude_digests if n in self.own.digests)
            own = self.own.match(question, exclude_digests=drop, as_other=as_other)
        if own is None and shared is None:
            return Answer(question=question, answered=False, confidence=0.0,
                          answer="No digests are loaded yet, so I can't answer anything.")
        if own is None or shared is None:
            single = own or shared
            assert single is not None
            if single.answered or not self.hidden:
                return single
            return single.model_copy(update={"suggestions": self.visible_topics(single.suggestions)[:SUGGESTIONS]})
        chosen = better(own, shared)
        if chosen is not None:
            return chosen
        message = own.answer if own.answer == shared.answer else GENERIC_ABSTAIN
        suggestions = self.visible_topics(_merge([own.suggestions, shared.suggestions], SUGGESTIONS * 3))
        # Keep the rest of an abstention (e.g. a closest fact, when the matcher gives one) from the server's
        # own layer when it has it, else from the shared one: neither ever holds a hidden digest's fact.
        base = own if any(v for k, v in own if k not in _ABSTAIN_FIELDS) or not any(
            v for k, v in shared if k not in _ABSTAIN_FIELDS) else shared
        return base.model_copy(update={"question": question, "answered": False, "confidence": 0.0,
                                       "answer": message, "suggestions": suggestions[:SUGGESTIONS]})

    # --- hiding ---------------------------------------------------------------------------------------

    def visible_topics(self, topics: Iterable[str]) -> list[str]:
        """The topics that are not found only in hidden digests (a topic of the server's own always is)."""
        topics = list(topics)
        if not self.hidden or self.shared is None or not topics:
            return topics
        texts = digest_texts(self.shared)
        own = digest_texts(self.own) if self.own is not None else {}
        out = []
        for topic in topics:
            key = topic.casefold()
            if not any(key in texts.get(name, "") for name in self.hidden):
                out.append(topic)  # not from a hidden digest
            elif any(key in text for text in own.values()) or any(
                    key in text for name, text in texts.items() if name not in self.hidden):
                out.append(topic)  # also in a digest the server sees
        return out

    # --- browsing -------------------------------------------------------------------------------------

    @property
    def shared_digests(self) -> dict[str, Digest]:
        """The shared digests this server sees (not the hidden ones)."""
        if self.shared is None:
            return {}
        if not self.hidden:
            return self.shared.digests
        return {n: d for n, d in self.shared.digests.items() if n not in self.hidden}

    @property
    def own_digests(self) -> dict[str, Digest]:
        """The server's own digests."""
        return self.own.digests if self.own is not None else {}

    @property
    def digests(self) -> dict[str, Digest]:
        """Every digest this server sees, by name (its own shadow a shared one of the same name)."""
        if self.plain:
            return self._alone().digests
        return {**self.shared_digests, **self.own_digests}

    @property
    def kept(self) -> dict[str, Digest]:
        """Digests that failed to parse and are served from their previous version."""
        if self.plain:
            return getattr(self.shared, "kept", {})
        shared = {n: d for n, d in (self.shared.kept if self.shared is not None else {}).items()
                  if n not in self.hidden}
        return {**shared, **(self.own.kept if self.own is not None else {})}

    @property
    def by_id(self) -> Mapping[str, Fact]:
        """Facts by id, the server's own first."""
        if self.plain:
            return self._alone().by_id
        maps = [i.by_id for i in (self.own, self.shared) if i is not None]
        return ChainMap(*maps) if maps else {}

    @property
    def facts(self) -> list[Fact]:
        """Every fact this server's answers may cite: its own, then the visible shared ones."""
        if self.plain:
            return self._alone().facts
        own = self.own.facts if self.own is not None else []
        shared = self.shared.facts if self.shared is not None else []
        if self.hidden:
            shared = [f for f in shared if f.seed not in self.hidden]
        return own + shared

    @property
    def built_at(self) -> dt.datetime:
        """When the newer layer was built."""
        if self.plain:
            return self._alone().built_at
        times = [i.built_at for i in (self.own, self.shared) if i is not None]
        return max(times) if times else dt.datetime.now(dt.UTC)

    @property
    def seeds_dir(self) -> Path | None:
        """The shared layer's folder."""
        return self.shared.seeds_dir if self.shared is not None else None

    @property
    def problems(self) -> list[Problem]:
        """Every problem of the digests this server sees."""
        if self.plain:
            return self._alone().problems
        return [p for name in sorted(self.digests) for p in self.digests[name].problems]

    @property
    def version(self) -> str:
        """A short hash naming both layers' digests and what is hidden."""
        if self.plain:
            return self._alone().version
        h = hashlib.sha256()
        for index in (self.shared, self.own):
            h.update(f"{index.version if index is not None else '-'}\0".encode())
        for name in sorted(self.hidden):
            h.update(f"hide\0{name}\0".encode())
        return h.hexdigest()[:12]

    @property
    def sources(self) -> list[Source]:
        """Distinct posts cited by the digests this server sees, oldest first."""
        if self.plain:
            return self._alone().sources
        seen: dict[tuple[str, str, str], Source] = {}
        digests = self.digests
        for name in sorted(digests):
            for s in digests[name].sources:
                if s.key not in seen or (s.primary and not seen[s.key].primary):
                    seen[s.key] = s
        return sorted(seen.values(), key=lambda s: (s.date or dt.date.max, s.time or "", s.handle.lower()))

    def timeline(self) -> list[TimelineEntry]:
        """Dated posts in order."""
        if self.plain:
            return self._alone().timeline()
        return [TimelineEntry(date=s.date, title=s.title, handle=s.handle, seed=s.seed, episode=s.episode)
                for s in self.sources if s.date]

    def topics(self) -> list[str]:
        """Topic names, the server's own first."""
        if self.plain:
            return self._alone().topics()
        lists = [i.topics() for i in (self.own, self.shared) if i is not None]
        merged = _merge(lists, sum(len(t) for t in lists))
        return self.visible_topics(merged)

    def search_topics(self, text: str, limit: int = 25) -> list[str]:
        """Topics matching typed text from both layers (own first), none found only in hidden digests."""
        if self.plain:
            return self._alone().search_topics(text, limit)
        wanted = limit * 2 if self.hidden else limit  # room for the topics hiding drops
        lists = [i.search_topics(text, wanted) for i in (self.own, self.shared) if i is not None]
        return self.visible_topics(_merge(lists, limit * 3))[:limit]

    def facts_about(self, topic: str, limit: int = 10) -> list[Fact]:
        """Facts about a topic: the server's own first, then the visible shared ones."""
        if self.plain:
            return self._alone().facts_about(topic, limit)
        out: list[Fact] = []
        if self.own is not None:
            out += self.own.facts_about(topic, limit)
        if self.shared is not None and len(out) < limit:
            extra = limit + (limit * 2 if self.hidden else 0)
            out += [f for f in self.shared.facts_about(topic, extra) if f.seed not in self.hidden]
        return out[:limit]

    def stats(self) -> dict[str, int]:
        """Counts of digests, facts, sources and episodes this server sees."""
        if self.plain:
            return self._alone().stats()
        digests = self.digests
        return {
            "digests": len(digests),
            "facts": sum(len(d.facts) for d in digests.values()),
            "sources": len(self.sources),
            "episodes": sum(len(d.episodes) for d in digests.values()),
            "problems": len(self.problems),
        }
