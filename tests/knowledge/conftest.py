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
