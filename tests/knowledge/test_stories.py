"""knowledge.stories: the story map of a view is made once, whichever other views are asked in between."""

from __future__ import annotations

from pathlib import Path

from knowledge.index import FactIndex, _Without
from knowledge.stories import digest_names
from tests.digests import write_stories


def test_a_view_without_some_digests_keeps_its_own_story_map(tmp_path: Path) -> None:
    """A server's view (a digest hidden) and the whole index, asked in turn, each group their stories once."""
    index = FactIndex.build(write_stories(tmp_path))
    hidden = frozenset(sorted(index.digests)[:1])
    view = _Without(index, hidden)
    whole, part = index.stories, view.stories
    assert index.stories is whole and view.stories is part and part is not whole
    assert hidden.isdisjoint(d for s in part.stories for d in s.digests)


def _digest(title: str, facts: list[str], handle: str) -> str:
    """A small digest in the real format: its title, summary, confirmed bullets and one source."""
    bullets = "\n".join(f"\u2022 {f} (@{handle})." for f in facts)
    return (f"{title}\n\nA summary of it.\n\nConfirmed\n\n{bullets}\n\n2027-01-01 ~ 2027-01-02 \u00b7 2 related posts\n\n"
            f"Primary sources\n\n{title} \u2014 {handle} \u00b7 2027-01-01\n")


def test_ordinary_words_inside_longer_names_and_known_places_link_no_stories() -> None:
    """Two stories that share only the "National", "Ridge" and "Trust" of longer names, a city and a measure stay apart;
    two digests of one story whose names are ordinary words used alone ("Kestrel") still join."""
    wolves = _digest("Wolves Return to Oldmere Ridge", [
        "Eight wolves were released into Oldmere Ridge National Park in Lisbon county, funded by the Marrowby Trust",
        "The Oldmere Ridge National Park authority plans an 18-month monitoring phase"], "parkdesk")
    fire = _digest("Fire Burns Near Harwick Ridge", [
        "The fire near Harwick Ridge National Forest is 40% contained, crews from Lisbon said",
        "The Cindervale Trust opened an 18-month appeal for the Harwick Ridge National Forest"], "firedesk")
    kestrel_a = _digest("Kestrel Starts Training", [
        "Training Kestrel on Vantor hardware began this week", "Kestrel has 7B parameters"], "kestrellab")
    kestrel_b = _digest("Kestrel Finishes Training", [
        "The run of Kestrel finished on Vantor hardware", "Kestrel will ship under Apache-2.0"], "kestrellab")
    index = FactIndex.from_texts({"w.txt": wolves, "f.txt": fire, "k1.txt": kestrel_a, "k2.txt": kestrel_b})
    assert sorted(sorted(s.digests) for s in index.stories.stories) == [["f.txt"], ["k1.txt", "k2.txt"], ["w.txt"]]
    assert "18-month" not in digest_names(index.digests["w.txt"])  # a number and a word: a measure, no name
