"""Which English words stand for which: a word's relatives from WordNet (``data/lexicon.json``), by stem.

Built by ``benchmarks/build_lexicon.py`` and read here as plain JSON: a question word's relatives (boat: vessel;
quake: earthquake; die: death) match a fact's words with a weak synonym's credit. Loaded on first use.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

LEXICON_FILE = Path(__file__).with_name("data") / "lexicon.json"


@lru_cache(maxsize=1)
def _table() -> dict[str, str]:
    """The relatives of every stem, space-separated (empty when the file is missing)."""
    try:
        data = json.loads(LEXICON_FILE.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    table = data["relatives"]
    return table if isinstance(table, dict) else {}


@lru_cache(maxsize=4096)
def relatives(stem: str) -> tuple[str, ...]:
    """The stems of the words WordNet relates to a stem in its common senses."""
    related = _table().get(stem)
    return tuple(related.split()) if isinstance(related, str) else ()
