"""Which English words stand for which: a word's relatives from WordNet (``data/lexicon.json``), by stem.

Built by ``benchmarks/build_lexicon.py`` and read here as plain JSON: a question word's relatives (boat: vessel;
quake: earthquake; die: death) match a fact's words with a weak synonym's credit, and how often a word was met in
WordNet's tagged texts tells a common word from a rare one. Loaded once, when the first matcher is built (``warm``),
so that a process that freezes its heap after a build keeps these tables out of the collector's way.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

LEXICON_FILE = Path(__file__).with_name("data") / "lexicon.json"


@lru_cache(maxsize=1)
def _data() -> dict[str, dict[str, object]]:
    """The file's tables (empty when the file is missing)."""
    try:
        data = json.loads(LEXICON_FILE.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    return {k: v for k, v in data.items() if isinstance(v, dict)}


def warm() -> None:
    """Load the tables now (a matcher calls this when it is built)."""
    _data()


def _table() -> dict[str, object]:
    """The relatives of every stem, space-separated."""
    return _data().get("relatives", {})


def met(stem: str) -> int:
    """How often the words of a stem were met in WordNet's tagged texts (0 for rare words): how common it is."""
    count = _data().get("counts", {}).get(stem, 0)
    return count if isinstance(count, int) else 0


@lru_cache(maxsize=4096)
def relatives(stem: str) -> tuple[str, ...]:
    """The stems of the words WordNet relates to a stem in its common senses."""
    related = _table().get(stem)
    return tuple(related.split()) if isinstance(related, str) else ()
