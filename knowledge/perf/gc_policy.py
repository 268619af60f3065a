"""The application's one garbage-collector policy around index builds (the bot and the CLI apply it).

The library never touches the collector: ``FactIndex.build`` and the fast build (``knowledge.perf``) run
with it as they find it. The application wraps each build in ``building_index()``:

* while a build runs, the cyclic collector is paused. A build creates about ten objects per fact that
  live as long as the index; the collections its allocations would trigger cost seconds at 100k facts
  and stall answers. Reference counting still frees everything a build discards.
* when the last build running has ended, and one of them succeeded, everything alive is frozen out of
  the collector's sight (``gc.freeze()``): the new index's ~8 objects per fact would otherwise be
  traversed by the next collections, a pause of 0.6-0.8 s at 100,000 facts inside whichever answer
  triggers it. The index holds no reference cycles, so a replaced one is still freed by reference
  counting (frozen objects are only ever missed by the cyclic collector).
* from then on, full collections come ten times rarer (``FULL_EVERY``: a full pass after 100 middle ones, not
  10). With the index frozen, what is left for a full pass is mostly what answering fills the matcher's bounded
  caches with (~130,000 objects at 100k facts, 60-130 ms a pass on the project's VM), long-lived by design:
  five passes in 300 answers set the p99; at one in ten times as many answers they stay out of it. Garbage
  cycles are still collected, later.

Builds may overlap (the shared index and servers' own ones are built in threads): the collector is paused
from the first one's start to the last one's end, and left off if it was off.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_running = 0  # builds inside building_index() now
_was_enabled = True  # whether the collector was on when the first of them started
_built = False  # one of them has succeeded since: freeze when the last ends
FULL_EVERY = 100  # middle-generation passes per full pass after a build (CPython's default is 10)


@contextmanager
def building_index() -> Iterator[None]:
    """Pause the cyclic collector while an index is built; when the last build ends, freeze what is alive."""
    global _running, _was_enabled, _built
    with _lock:
        if _running == 0:
            _was_enabled = gc.isenabled()
        _running += 1
        gc.disable()
    succeeded = False
    try:
        yield
        succeeded = True
    finally:
        with _lock:
            _running -= 1
            _built = _built or succeeded
            if _running == 0:
                if _built:
                    gc.freeze()
                    young, middle, full = gc.get_threshold()
                    gc.set_threshold(young, middle, max(full, FULL_EVERY))
                _built = False
                if _was_enabled:
                    gc.enable()
