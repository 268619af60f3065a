"""The fact index: digests parsed into typed facts with provenance, and a matcher over them.

Pure and synchronous; never imports discord. ``FactIndex.build`` is the plain path (serial, pydantic's own
records, the garbage collector left alone); ``knowledge.perf`` is the fast one an application opts in to.
"""

from .index import FactIndex, load_index
from .models import Answer, Digest, Episode, Fact, FactRef, Problem, Quantity, Source

__all__ = ["Answer", "Digest", "Episode", "Fact", "FactIndex", "FactRef", "Problem", "Quantity", "Source",
           "load_index"]
