"""Shared fixtures for the knowledge tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowledge.index import FactIndex

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def marin() -> FactIndex:
    """The index of the shipped seeds."""
    return FactIndex.build(ROOT / "seeds")


@pytest.fixture(scope="session")
def other() -> FactIndex:
    """The index of a made-up second story in the same format."""
    return FactIndex.build(ROOT / "tests" / "data" / "other")


@pytest.fixture(autouse=True)
def _rules_only(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A test marked ``rules_only`` checks a ranking rule's own choice: indexes it builds have no cross-encoder, whose
    pick (trained on the development sets, not on these digests) goes before the rule's in the bot."""
    if request.node.get_closest_marker("rules_only") is not None:
        import knowledge.matcher

        monkeypatch.setattr(knowledge.matcher, "load_cross_encoder", lambda: None)
