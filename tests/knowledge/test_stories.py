"""knowledge.stories: the story map of a view is made once, whichever other views are asked in between."""

from __future__ import annotations

from pathlib import Path

from knowledge.index import FactIndex, _Without
from tests.digests import write_stories


def test_a_view_without_some_digests_keeps_its_own_story_map(tmp_path: Path) -> None:
    """A server's view (a digest hidden) and the whole index, asked in turn, each group their stories once."""
    index = FactIndex.build(write_stories(tmp_path))
    hidden = frozenset(sorted(index.digests)[:1])
    view = _Without(index, hidden)
    whole, part = index.stories, view.stories
    assert index.stories is whole and view.stories is part and part is not whole
    assert hidden.isdisjoint(d for s in part.stories for d in s.digests)
