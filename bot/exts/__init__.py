"""Bot extensions: every module or package here with an `async def setup(bot)` is loaded at start-up.

Add a feature by adding `bot/exts/<name>/__init__.py` (or `bot/exts/<name>.py`) with a `setup` function;
StoryBot.setup_hook finds it with `discover()`, no change to client.py needed. Names starting with "_"
are skipped (use them for shared helpers).
"""

from __future__ import annotations

import importlib
import logging
import pkgutil

log = logging.getLogger(__name__)


def discover(package: str = __name__) -> list[str]:
    """Dotted names of the modules and packages directly under `package`, sorted, private ones skipped."""
    pkg = importlib.import_module(package)
    names = [info.name for info in pkgutil.iter_modules(pkg.__path__, pkg.__name__ + ".")
             if not info.name.rsplit(".", 1)[-1].startswith("_")]
    return sorted(names)
