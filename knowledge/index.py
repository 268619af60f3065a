"""The fact index: every digest in a folder, parsed, linked and ready to answer questions."""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import InitVar, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .models import Answer, Digest, Fact, Problem, Source
from .parser import parse_file

if TYPE_CHECKING:
    from .entries import FactEntry
    from .retrieval import IndexBuilder

log = logging.getLogger(__name__)

@dataclass
class Parsed:
    """What a batch parser (``FactIndex.build``'s ``parse_many``) gives back for some digest files."""

    # path -> its digest and the matcher entries of its facts (empty: the matcher analyses them itself)
    results: dict[Path, tuple[Digest, list[FactEntry]]] = field(default_factory=dict)
    prefix: IndexBuilder | None = None  # the matcher's index of the first facts, in the paths' order, when made


ParseMany = Callable[[Sequence[Path]], Parsed]


@dataclass(frozen=True)
class TimelineEntry:
    """One dated post in the story's timeline."""

    date: dt.date
    title: str
    handle: str
    seed: str
    episode: int | None


@dataclass
class FactIndex:
    """All digests of a seeds folder and the matcher over their facts."""

    digests: dict[str, Digest]
    seeds_dir: Path | None = None
    built_at: dt.datetime = field(default_factory=lambda: dt.datetime.now(dt.UTC))
    kept: dict[str, Digest] = field(default_factory=dict)  # failed digests served from a previous build
    previous_matcher: InitVar[Any] = None  # a matcher whose analysis of unchanged facts can be reused
    prepared: InitVar[list[FactEntry] | None] = None  # matcher entries made while parsing
    prefix: InitVar[IndexBuilder | None] = None  # the matcher's index of the first facts, made while parsing

    def __post_init__(self, previous_matcher: Any, prepared: list[FactEntry] | None,
                      prefix: IndexBuilder | None) -> None:
        """Flatten facts and prepare the matcher (reusing what the build made for it)."""
        from .matcher import Matcher

        self.facts: list[Fact] = [f for name in sorted(self.digests) for f in self.digests[name].facts]
        self.by_id: dict[str, Fact] = {f.id: f for f in self.facts}
        self.matcher = Matcher(self.facts, previous=previous_matcher, prepared=prepared or (), prefix=prefix)

    @classmethod
    def build(cls, seeds_dir: Path | str, previous: FactIndex | None = None,
              parse: Callable[[Path], Digest] = parse_file, parse_many: ParseMany | None = None) -> FactIndex:
        """Parse every *.txt digest in a folder; unchanged digests are reused, a failed one keeps its previous facts.

        Files are parsed one by one with ``parse``, in this thread, unless ``parse_many`` is given: a batch
        parser that may also make the matcher's analysis of their facts (``knowledge.perf``'s fast build:
        two cores, a saved index).
        """
        digests, kept, prepared, prefix = read_digests(Path(seeds_dir), previous, parse, parse_many)
        return cls(digests=digests, seeds_dir=Path(seeds_dir), kept=kept, prepared=prepared, prefix=prefix,
                   previous_matcher=previous.matcher if previous is not None else None)

    @classmethod
    def from_texts(cls, texts: dict[str, str]) -> FactIndex:
        """Build an index from in-memory digest texts (name → text)."""
        from .parser import parse_text

        return cls(digests={name: parse_text(text, name) for name, text in texts.items()})

    @property
    def problems(self) -> list[Problem]:
        """Every problem of every digest, in file and line order."""
        return [p for name in sorted(self.digests) for p in self.digests[name].problems]

    @property
    def version(self) -> str:
        """A short hash naming the exact digests indexed."""
        h = hashlib.sha256()
        for name in sorted(self.digests):
            h.update(f"{name}\0{self.digests[name].sha256}\0".encode())
        return h.hexdigest()[:12]

    @property
    def sources(self) -> list[Source]:
        """Distinct posts cited by the digests, oldest first."""
        seen: dict[tuple[str, str, str], Source] = {}
        for name in sorted(self.digests):
            for s in self.digests[name].sources:
                if s.key not in seen or (s.primary and not seen[s.key].primary):
                    seen[s.key] = s
        return sorted(seen.values(), key=lambda s: (s.date or dt.date.max, s.time or "", s.handle.lower()))

    def timeline(self) -> list[TimelineEntry]:
        """Dated posts in order: what happened when."""
        return [TimelineEntry(date=s.date, title=s.title, handle=s.handle, seed=s.seed, episode=s.episode)
                for s in self.sources if s.date]

    def answer(self, question: str, exclude_digests: frozenset[str] = frozenset(), *, story: str | None = None,
               context: Any = None) -> Answer:
        """Answer one question (story by story: knowledge.storyqa), or say plainly that the digests don't.

        ``exclude_digests``: digests none of whose facts may be cited; ``story``: the story to prefer (a
        channel's); ``context``: a ``storyqa.Context`` the question follows up on.
        """
        from .storyqa import answer

        if exclude_digests:
            return no_mass_mentions(answer(_Without(self, frozenset(exclude_digests)), question, story=story,
                                           context=context))
        return no_mass_mentions(answer(self, question, story=story, context=context))

    def match(self, question: str, exclude_digests: frozenset[str] = frozenset(), *, as_other: bool = False) -> Answer:
        """The matcher's answer from the facts (none of the digests named in ``exclude_digests``; ``as_other``: as
        ``Matcher.answer``)."""
        # (answer() breaks mass mentions once, on what it returns)
        return self.matcher.answer(question, exclude_digests=frozenset(exclude_digests), as_other=as_other)

    def match_story(self, question: str, digests: Sequence[str]) -> Answer:
        """The answer of a matcher over only these digests (as an index of them alone would answer)."""
        names = tuple(sorted(n for n in digests if n in self.digests))
        if len(names) == len(self.digests):
            return self.match(question)
        return matcher_for([self], names, self.digests).answer(question)

    @property
    def stories(self) -> Any:
        """The stories of the digests (knowledge.stories.StoryMap), made once per index."""
        from .stories import read_overrides, story_map

        return story_map([self], self.digests, read_overrides(self.seeds_dir))

    def topics(self) -> list[str]:
        """Topic names for browsing and suggestions, most prominent first."""
        return self.matcher.topics

    def search_topics(self, text: str, limit: int = 25) -> list[str]:
        """Topics matching typed text, for autocomplete (the first ones on empty text)."""
        return self.matcher.search_topics(text, limit)

    def facts_about(self, topic: str, limit: int = 10) -> list[Fact]:
        """Facts about a topic, best first."""
        return self.matcher.facts_about(topic, limit)

    def stats(self) -> dict[str, int]:
        """Counts of digests, facts, sources and episodes."""
        return {
            "digests": len(self.digests),
            "facts": len(self.facts),
            "sources": len(self.sources),
            "episodes": sum(len(d.episodes) for d in self.digests.values()),
            "problems": len(self.problems),
        }


_MASS_MENTION = re.compile(r"@(?=(?:everyone|here)\b)", re.I)


def no_mass_mentions(answer: Answer) -> Answer:
    """The answer with "@everyone"/"@here" in its text and notes broken by a zero-width space, so no chat client pings."""
    text = answer.answer
    if "@" not in text and not any("@" in n for n in answer.notes):
        return answer
    fixed = _MASS_MENTION.sub("@\u200b", text)
    notes = [_MASS_MENTION.sub("@\u200b", n) for n in answer.notes]
    if fixed == text and notes == answer.notes:
        return answer
    return answer.model_copy(update={"answer": fixed, "notes": notes})


@dataclass(frozen=True)
class _Without:
    """An index seen without some of its digests (what ``FactIndex.answer(..., exclude_digests)`` answers from)."""

    index: FactIndex
    excluded: frozenset[str]

    @property
    def digests(self) -> dict[str, Digest]:
        """The digests not excluded."""
        return {n: d for n, d in self.index.digests.items() if n not in self.excluded}

    @property
    def by_id(self) -> dict[str, Fact]:
        """Facts by id (of every digest: ids of excluded ones are never cited)."""
        return self.index.by_id

    @property
    def stories(self) -> Any:
        """The stories of the digests not excluded."""
        from .stories import read_overrides, story_map

        return story_map([self.index], self.digests, read_overrides(self.index.seeds_dir), extra_key=tuple(sorted(self.excluded)))

    def match(self, question: str, exclude_digests: frozenset[str] = frozenset(), *, as_other: bool = False) -> Answer:
        """The matcher's answer without the excluded digests (and any others given)."""
        return self.index.match(question, self.excluded | exclude_digests, as_other=as_other)

    def match_story(self, question: str, digests: Sequence[str]) -> Answer:
        """The answer of a matcher over only these digests (never an excluded one)."""
        return self.index.match_story(question, [n for n in digests if n not in self.excluded])


_matchers_lock = threading.Lock()
_matchers: dict[tuple[int, ...], tuple[list[Any], dict[tuple[str, ...], Any]]] = {}
STORY_MATCHERS = 64  # per index (or pair of layers): the matchers of this many stories are kept


def matcher_for(indexes: Sequence[Any], names: tuple[str, ...], digests: dict[str, Digest]) -> Any:
    """A matcher over the facts of ``names`` (of ``digests``), reusing the indexes' analysis; kept while they live."""
    import weakref

    from .matcher import Matcher

    key = tuple(id(i) for i in indexes)
    with _matchers_lock:
        hit = _matchers.get(key)
        if hit is None or any(r() is not i for r, i in zip(hit[0], indexes)):
            for stale in [k for k, (refs, _) in _matchers.items() if any(r() is None for r in refs)]:
                del _matchers[stale]
            hit = _matchers[key] = ([weakref.ref(i) for i in indexes], {})
        made = hit[1].get(names)
    if made is not None:
        return made
    facts = [f for n in names for f in digests[n].facts]
    prepared = [e for i in indexes for n in names for e in i.matcher.entries_by_seed.get(n, ())]
    made = Matcher(facts, prepared=prepared)
    with _matchers_lock:
        cache = _matchers.get(key, ([], {}))[1]
        if len(cache) >= STORY_MATCHERS:
            cache.clear()
        cache[names] = made
    log.debug("made a matcher over %d digest(s), %d facts", len(names), len(facts))
    return made


def digest_paths(seeds_dir: Path) -> list[Path]:
    """The digest files of a folder: *.txt files, not hidden, in name order."""
    if not seeds_dir.is_dir():
        log.warning("seeds folder %s does not exist", seeds_dir)
        return []
    return sorted(p for p in seeds_dir.glob("*.txt") if p.is_file() and not p.name.startswith("."))


def read_digests(seeds_dir: Path, previous: FactIndex | None = None, parse: Callable[[Path], Digest] = parse_file,
                 parse_many: ParseMany | None = None
                 ) -> tuple[dict[str, Digest], dict[str, Digest], list[FactEntry], IndexBuilder | None]:
    """The digests of a folder, the failed ones whose previous facts are kept, and the matcher's work made meanwhile.

    That work, which only a batch parser makes: entries of the parsed digests' facts, and the index of the
    first facts (``Parsed.prefix``, else None; the matcher checks it fits).
    """
    found: dict[str, Digest | None] = {}
    old_digests = previous.digests if previous is not None else {}
    old_kept = previous.kept if previous is not None else {}
    todo: list[Path] = []
    for path in digest_paths(seeds_dir):
        old = old_digests.get(path.name)
        found[path.name] = None
        if old is not None and path.name not in old_kept and old.sha256 and not old.failed:
            try:
                if hashlib.sha256(path.read_bytes()).hexdigest() == old.sha256:
                    found[path.name] = old  # unchanged: same Fact objects, so the matcher reuses them
                    continue
            except OSError:
                pass
        todo.append(path)
    if not todo:
        parsed = Parsed()
    elif parse_many is not None:
        parsed = parse_many(todo)
    else:
        parsed = Parsed({path: (parse(path), []) for path in todo})
    kept: dict[str, Digest] = {}
    prepared: list[FactEntry] = []
    for path in todo:
        digest, entries = parsed.results[path]
        old = old_digests.get(path.name)
        if digest.failed and old is not None and (not old.failed or path.name in old_kept):
            kept[path.name] = digest
            found[path.name] = old.model_copy(update={"problems": digest.problems})
            continue
        found[path.name] = digest
        prepared.extend(entries)
    return {name: d for name, d in found.items() if d is not None}, kept, prepared, parsed.prefix


def load_index(seeds_dir: Path | str) -> FactIndex:
    """Build the index of a seeds folder."""
    return FactIndex.build(seeds_dir)
