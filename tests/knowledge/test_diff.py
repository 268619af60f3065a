"""knowledge.diff: facts added, removed and changed per digest, problems as FILE:LINE, kept digests."""

from __future__ import annotations

from pathlib import Path

from knowledge.diff import diff_indexes
from knowledge.index import FactIndex
from tests.digests import ALPHA, BETA


def _edit_alpha() -> str:
    """ALPHA with one fact reworded, one removed and one added."""
    text = ALPHA.replace("The run is about 13% complete.", "The run is about 15% complete.")
    text = text.replace("Compute for the run is provided by CoreWeave (@percyliang)\n", "")
    text = text.replace("Why it matters\n", "Why it matters\n\nThe Huang Foundation funds the compute for open research (@percyliang)\n")
    return text


def _write(folder: Path, files: dict[str, str | bytes]) -> None:
    """Write digest files into a folder."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        data = text.encode("utf-8") if isinstance(text, str) else text
        (folder / name).write_bytes(data)


def test_identical_indexes_have_no_changes(tmp_path: Path) -> None:
    _write(tmp_path, {"alpha.txt": ALPHA, "beta.txt": BETA})
    old = FactIndex.build(tmp_path)
    new = FactIndex.build(tmp_path, previous=old)
    diff = diff_indexes(old, new)
    assert not diff.has_changes
    assert diff.counts()["facts_added"] == diff.counts()["facts_removed"] == 0
    assert "No digest changed." in diff.render()


def test_added_removed_and_changed_facts(tmp_path: Path) -> None:
    _write(tmp_path, {"alpha.txt": ALPHA, "beta.txt": BETA})
    old = FactIndex.build(tmp_path)
    _write(tmp_path, {"alpha.txt": _edit_alpha()})
    new = FactIndex.build(tmp_path, previous=old)
    diff = diff_indexes(old, new)
    alpha = diff["alpha.txt"]
    assert alpha.status == "changed"
    assert [c.old.text for c in alpha.changed] == ["The run is about 13% complete."]
    assert [c.new.text for c in alpha.changed] == ["The run is about 15% complete."]
    assert [f.text for f in alpha.removed] == ["Compute for the run is provided by CoreWeave (@percyliang)"]
    assert [f.text for f in alpha.added] == ["The Huang Foundation funds the compute for open research (@percyliang)"]
    assert diff["beta.txt"].status == "unchanged"
    text = diff.render()
    assert "alpha.txt: +1 −1 ~1 fact(s)" in text
    assert "13% complete. → The run is about 15% complete." in text
    assert "beta.txt" not in text  # unchanged digests without problems are not listed


def test_changed_pairs_need_same_kind_and_similar_text(tmp_path: Path) -> None:
    _write(tmp_path, {"alpha.txt": ALPHA})
    old = FactIndex.build(tmp_path)
    # Replace a summary sentence with an unrelated one on another line: a removal plus an addition.
    edited = ALPHA.replace(" The run is about 13% complete.", "").replace(
        "\nConfirmed\n", "\nA wholly different paragraph about cats.\n\nConfirmed\n")
    _write(tmp_path, {"alpha.txt": edited})
    diff = diff_indexes(old, FactIndex.build(tmp_path, previous=old))
    alpha = diff["alpha.txt"]
    assert alpha.changed == []
    assert [f.text for f in alpha.removed] == ["The run is about 13% complete."]
    assert "A wholly different paragraph about cats." in [f.text for f in alpha.added]


def test_same_line_counts_as_changed_even_when_reworded(tmp_path: Path) -> None:
    _write(tmp_path, {"alpha.txt": ALPHA})
    old = FactIndex.build(tmp_path)
    edited = ALPHA.replace("Compute for the run is provided by CoreWeave (@percyliang)",
                           "Nvidia hardware sponsorship was announced later (@percyliang)")
    _write(tmp_path, {"alpha.txt": edited})
    alpha = diff_indexes(old, FactIndex.build(tmp_path, previous=old))["alpha.txt"]
    assert len(alpha.changed) == 1 and not alpha.added and not alpha.removed
    assert alpha.changed[0].old.line == alpha.changed[0].new.line == 8


def test_digests_added_and_removed(tmp_path: Path) -> None:
    _write(tmp_path, {"alpha.txt": ALPHA})
    old = FactIndex.build(tmp_path)
    (tmp_path / "alpha.txt").unlink()
    _write(tmp_path, {"beta.txt": BETA})
    diff = diff_indexes(old, FactIndex.build(tmp_path, previous=old))
    assert diff.added_digests == ["beta.txt"]
    assert diff.removed_digests == ["alpha.txt"]
    assert diff["alpha.txt"].removed and not diff["alpha.txt"].added
    text = diff.render()
    assert "beta.txt: new digest" in text
    assert "alpha.txt: removed" in text
    assert "1 digest(s) added; 1 digest(s) removed" in text


def test_first_build_against_nothing(tmp_path: Path) -> None:
    _write(tmp_path, {"alpha.txt": ALPHA})
    new = FactIndex.build(tmp_path)
    diff = diff_indexes(None, new)
    assert diff.added_digests == ["alpha.txt"]
    assert diff.counts()["facts_added"] == len(new.facts)


def test_problems_are_listed_as_file_line(tmp_path: Path) -> None:
    warned = ALPHA.replace("Why it matters\n", "Odd Section\n\nsomething odd\n\nWhy it matters\n")
    _write(tmp_path, {"alpha.txt": ALPHA})
    old = FactIndex.build(tmp_path)
    _write(tmp_path, {"alpha.txt": warned})
    new = FactIndex.build(tmp_path, previous=old)
    diff = diff_indexes(old, new)
    assert [str(p) for p in diff.problems] == [str(p) for p in new.problems]
    assert diff.problems and all(str(p).startswith("alpha.txt:") for p in diff.problems)
    for p in new.problems:
        assert f"{p.seed}:{p.line}: {p.message}" in diff.render()


def test_failed_digest_keeps_previous_facts_and_says_so(tmp_path: Path) -> None:
    _write(tmp_path, {"alpha.txt": ALPHA, "beta.txt": BETA})
    old = FactIndex.build(tmp_path)
    _write(tmp_path, {"beta.txt": b"\xff\xfe not utf-8 at all"})
    new = FactIndex.build(tmp_path, previous=old)
    diff = diff_indexes(old, new)
    beta = diff["beta.txt"]
    assert diff.kept == ["beta.txt"]
    assert beta.kept and not beta.has_changes
    assert beta.facts == len(old.digests["beta.txt"].facts)
    text = diff.render()
    assert "beta.txt: no fact changes — FAILED to parse; keeping its" in text
    assert "beta.txt:1: not UTF-8 text" in text
    assert "keep their previous facts" in diff.summary()


def test_new_broken_digest_has_nothing_to_keep(tmp_path: Path) -> None:
    _write(tmp_path, {"alpha.txt": ALPHA})
    old = FactIndex.build(tmp_path)
    _write(tmp_path, {"empty.txt": ""})
    diff = diff_indexes(old, FactIndex.build(tmp_path, previous=old))
    assert diff.failed == ["empty.txt"]
    assert "FAILED to parse; no facts from it are served" in diff.render()


def test_render_caps_long_lists(tmp_path: Path) -> None:
    _write(tmp_path, {"alpha.txt": ALPHA})
    old = FactIndex.build(tmp_path)
    extra = "\n".join(f"Extra paragraph number {i} about topic {i * 7}.\n" for i in range(12))
    many = ALPHA.replace("\nConfirmed\n", f"\n{extra}\nConfirmed\n")
    _write(tmp_path, {"alpha.txt": many})
    diff = diff_indexes(old, FactIndex.build(tmp_path, previous=old))
    assert len(diff["alpha.txt"].added) == 12
    text = diff.render(max_facts=3)
    assert "… and 9 more" in text
