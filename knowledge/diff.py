"""What changed between two fact indexes: facts added, removed and changed per digest, and problems.

Pure and synchronous (no Discord, no I/O), so it runs in a worker thread and in tests alike.

Fact ids are content hashes, so an edited fact shows up as one id gone and another new. A removed
fact and an added fact of the same kind and episode are reported as one *changed* fact when their
texts are similar (rapidfuzz ratio ≥ ``SIMILARITY``) or they sit on the same line.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from rapidfuzz import fuzz, utils

from .models import Digest, Fact, Problem

if TYPE_CHECKING:  # pragma: no cover - typing only
    from .index import FactIndex

SIMILARITY = 70.0

DigestStatus = Literal["added", "removed", "changed", "unchanged"]


@dataclass(frozen=True)
class FactChange:
    """One fact whose text was edited: the old and the new version."""

    old: Fact
    new: Fact
    similarity: float


@dataclass
class DigestDiff:
    """What changed in one digest file."""

    name: str
    status: DigestStatus
    added: list[Fact] = field(default_factory=list)
    removed: list[Fact] = field(default_factory=list)
    changed: list[FactChange] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    kept: bool = False  # failed to parse; its previous facts are still served
    failed: bool = False  # failed to parse and had nothing to fall back on
    facts: int = 0  # facts served for this digest after the change

    @property
    def has_changes(self) -> bool:
        """Whether anything about this digest's facts changed."""
        return self.status in ("added", "removed") or bool(self.added or self.removed or self.changed)

    @property
    def noteworthy(self) -> bool:
        """Whether the report should mention this digest at all."""
        return self.has_changes or bool(self.problems) or self.kept or self.failed


@dataclass
class IndexDiff:
    """What changed between two indexes, digest by digest."""

    digests: list[DigestDiff]
    old_version: str = ""
    new_version: str = ""
    old_stats: dict[str, int] = field(default_factory=dict)
    new_stats: dict[str, int] = field(default_factory=dict)

    def __getitem__(self, name: str) -> DigestDiff:
        """The diff of one digest by file name."""
        for d in self.digests:
            if d.name == name:
                return d
        raise KeyError(name)

    @property
    def added_digests(self) -> list[str]:
        """Names of digests that are new."""
        return [d.name for d in self.digests if d.status == "added"]

    @property
    def removed_digests(self) -> list[str]:
        """Names of digests that are gone."""
        return [d.name for d in self.digests if d.status == "removed"]

    @property
    def kept(self) -> list[str]:
        """Digests that failed to parse and keep their previous facts."""
        return [d.name for d in self.digests if d.kept]

    @property
    def failed(self) -> list[str]:
        """Digests that failed to parse with no previous facts to keep."""
        return [d.name for d in self.digests if d.failed]

    @property
    def problems(self) -> list[Problem]:
        """Every problem of the new index, in file and line order."""
        return [p for d in self.digests for p in d.problems]

    @property
    def has_changes(self) -> bool:
        """Whether any fact or digest was added, removed or changed."""
        return any(d.has_changes for d in self.digests)

    def counts(self) -> dict[str, int]:
        """Totals: facts added, removed, changed; digests added, removed, kept; problems."""
        return {
            "facts_added": sum(len(d.added) for d in self.digests),
            "facts_removed": sum(len(d.removed) for d in self.digests),
            "facts_changed": sum(len(d.changed) for d in self.digests),
            "digests_added": len(self.added_digests),
            "digests_removed": len(self.removed_digests),
            "digests_kept": len(self.kept),
            "problems": len(self.problems),
        }

    def summary(self) -> str:
        """One line: what changed overall."""
        c = self.counts()
        parts = []
        if c["digests_added"]:
            parts.append(f"{c['digests_added']} digest(s) added")
        if c["digests_removed"]:
            parts.append(f"{c['digests_removed']} digest(s) removed")
        parts.append(f"{c['facts_added']} fact(s) added, {c['facts_removed']} removed, {c['facts_changed']} changed")
        if c["digests_kept"]:
            parts.append(f"{c['digests_kept']} digest(s) failed and keep their previous facts")
        if self.failed:
            parts.append(f"{len(self.failed)} digest(s) failed with nothing to keep")
        parts.append(f"{c['problems']} problem(s)")
        return "; ".join(parts)

    def render(self, *, max_facts: int = 5, width: int = 90) -> str:
        """A readable report: a summary, then each digest with its changes and problems FILE:LINE."""
        return render_diff(self, max_facts=max_facts, width=width)


def _norm(text: str) -> str:
    """Compare-form of a fact's text."""
    return utils.default_process(text)


def _pair_changes(removed: list[Fact], added: list[Fact], threshold: float) -> tuple[
        list[FactChange], list[Fact], list[Fact]]:
    """Pair removed and added facts that are edits of one another; return changes and the rest."""
    candidates: list[tuple[float, int, int, int]] = []
    norm_added = [_norm(a.text) for a in added]
    for i, old in enumerate(removed):
        old_norm = _norm(old.text)
        for j, new in enumerate(added):
            if old.kind != new.kind or old.episode != new.episode:
                continue
            score = fuzz.ratio(old_norm, norm_added[j])
            same_line = old.line == new.line
            if score >= threshold or same_line:
                # Prefer similar text, then the same line, then the nearest line.
                candidates.append((score + (100.0 if same_line else 0.0), -abs(old.line - new.line), i, j))
    candidates.sort(reverse=True)
    used_old: set[int] = set()
    used_new: set[int] = set()
    changes: list[FactChange] = []
    for _, _, i, j in candidates:
        if i in used_old or j in used_new:
            continue
        used_old.add(i)
        used_new.add(j)
        changes.append(FactChange(old=removed[i], new=added[j],
                                  similarity=round(fuzz.ratio(_norm(removed[i].text), norm_added[j]), 1)))
    changes.sort(key=lambda c: (c.new.line, c.new.id))
    rest_removed = [f for i, f in enumerate(removed) if i not in used_old]
    rest_added = [f for j, f in enumerate(added) if j not in used_new]
    return changes, rest_removed, rest_added


def diff_digest(name: str, old: Digest | None, new: Digest | None, *, kept: bool = False,
                threshold: float = SIMILARITY) -> DigestDiff:
    """Compare two versions of one digest (either may be missing)."""
    old_facts = {f.id: f for f in old.facts} if old is not None else {}
    new_facts = {f.id: f for f in new.facts} if new is not None else {}
    removed = [f for fid, f in old_facts.items() if fid not in new_facts]
    added = [f for fid, f in new_facts.items() if fid not in old_facts]
    changes, removed, added = _pair_changes(removed, added, threshold)
    if old is None:
        status: DigestStatus = "added"
    elif new is None:
        status = "removed"
    elif changes or removed or added:
        status = "changed"
    else:
        status = "unchanged"
    problems = list(new.problems) if new is not None else []
    failed = new is not None and not kept and new.failed
    return DigestDiff(name=name, status=status, added=sorted(added, key=lambda f: (f.line, f.id)),
                      removed=sorted(removed, key=lambda f: (f.line, f.id)), changed=changes,
                      problems=problems, kept=kept, failed=failed, facts=len(new.facts) if new else 0)


def diff_indexes(old: FactIndex | None, new: FactIndex, *, threshold: float = SIMILARITY) -> IndexDiff:
    """Compare an index with the one it replaces (``old`` None: everything is new)."""
    old_digests: dict[str, Digest] = dict(old.digests) if old is not None else {}
    new_digests: dict[str, Digest] = dict(new.digests)
    kept_names = set(getattr(new, "kept", {}) or {})
    diffs = [diff_digest(name, old_digests.get(name), new_digests.get(name), kept=name in kept_names,
                         threshold=threshold)
             for name in sorted(set(old_digests) | set(new_digests))]
    return IndexDiff(digests=diffs, old_version=old.version if old is not None else "",
                     new_version=new.version, old_stats=old.stats() if old is not None else {},
                     new_stats=new.stats())


def _clip(text: str, width: int) -> str:
    """One line of at most ``width`` characters."""
    text = " ".join(text.split())
    return text if len(text) <= width else text[: max(1, width - 1)].rstrip() + "…"


def _facts_lines(label: str, facts: Iterable[Fact], max_facts: int, width: int) -> list[str]:
    """Bulleted fact lines with a '… and N more' tail."""
    facts = list(facts)
    mark = "+" if label == "added" else "-"
    out = [f"  {label}:"] if facts else []
    for f in facts[:max_facts]:
        out.append(f"    {mark} {_clip(f.text, width)} (line {f.line})")
    if len(facts) > max_facts:
        out.append(f"    … and {len(facts) - max_facts} more")
    return out


def render_diff(diff: IndexDiff, *, max_facts: int = 5, width: int = 90) -> str:
    """Render a diff as plain text (callers showing it in Discord put it in a code block)."""
    lines = [diff.summary() + "."]
    if diff.old_version or diff.new_version:
        lines.append(f"Index version {diff.old_version or '(none)'} → {diff.new_version}; "
                     f"{diff.new_stats.get('facts', 0)} facts in {diff.new_stats.get('digests', 0)} digest(s).")
    shown = [d for d in diff.digests if d.noteworthy]
    if not shown:
        lines.append("No digest changed.")
    for d in shown:
        if d.status == "added":
            head = f"{d.name}: new digest, {d.facts} fact(s)"
        elif d.status == "removed":
            head = f"{d.name}: removed, {len(d.removed)} fact(s) gone"
        elif d.status == "changed":
            head = f"{d.name}: +{len(d.added)} −{len(d.removed)} ~{len(d.changed)} fact(s)"
        else:
            head = f"{d.name}: no fact changes"
        if d.kept:
            head += f" — FAILED to parse; keeping its {d.facts} previous fact(s)"
        elif d.failed:
            head += " — FAILED to parse; no facts from it are served"
        lines.append(head)
        lines += _facts_lines("added", d.added, max_facts, width) if d.status != "added" else []
        lines += _facts_lines("removed", d.removed, max_facts, width) if d.status != "removed" else []
        if d.changed:
            lines.append("  changed:")
            for c in d.changed[:max_facts]:
                lines.append(f"    ~ line {c.new.line}: {_clip(c.old.text, width // 2)} → "
                             f"{_clip(c.new.text, width // 2)}")
            if len(d.changed) > max_facts:
                lines.append(f"    … and {len(d.changed) - max_facts} more")
        for p in d.problems:
            lines.append(f"  {p.severity}: {p}")
    return "\n".join(lines)
