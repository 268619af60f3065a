"""The speed machinery, behind one seam: what makes a large index quick to build and steady to answer from.

The library's plain path, ``FactIndex.build``, is serial and simple: one file after another in the
calling thread, pydantic's own validating records, the garbage collector left alone. An application opts
in to the fast path with one call, ``load_or_build(seeds_dir, cache_dir, previous=...)``, and wraps its
builds in the one garbage-collector policy, ``building_index()``; the bot (``bot.refresh.build_index``)
and the CLI (``bot.cli``) do both. Answers are the same either way (``tests/knowledge/perf/test_same_answers.py``).

* ``records``: compact records (built without validation, sharing fields-sets and key tables) and the
  parser using them;
* ``workers``: the parse on two cores (a forked helper process), the matcher's analysis made meanwhile;
* ``codec``: digests and matcher entries as plain JSON data, never pickle (saved index, helper, the bot's
  last good copies);
* ``cache``: the saved index, so a restart parses only the digests that changed;
* ``gc_policy``: the collector paused during a build, the new index frozen out of its sight after.
"""

from .cache import load_or_build
from .gc_policy import building_index

__all__ = ["building_index", "load_or_build"]
