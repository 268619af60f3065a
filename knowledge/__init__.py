"""The fact index: digests parsed into typed facts with provenance, and a matcher over them.

Pure and synchronous; never imports discord.
"""

from .index import FactIndex, load_index
from .models import Answer, Digest, Episode, Fact, FactRef, Problem, Quantity, Source

__all__ = ["Answer", "Digest", "Episode", "Fact", "FactIndex", "FactRef", "Problem", "Quantity", "Source",
           "load_index"]
