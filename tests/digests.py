"""Small digests shared by the diff and moderation tests."""

from pathlib import Path
from typing import Any

ALPHA = """Marin Opens Its Training Run

Marin has launched a fully public training run of a 535B-parameter MoE model. The run is about 13% complete.

Confirmed

Model scale: 535B total parameters and 23B active parameters (@dlwh)
Compute for the run is provided by CoreWeave (@percyliang)

Why it matters

Open training logs give the community a reproducible reference for giant-model pretraining

2026-09-03 ~ 2026-09-04 · 2 related posts

Primary sources

Marin 535B is 13% through training — percyliang · 2026-09-03 05:01 (UTC+08:00)

Marin 535B is 13% through training — percyliang · 2026-09-03
Open-source Marin kicks off its run — dlwh · 2026-09-04
"""

BETA = """Marin Releases Its Dataset

Marin released 23 trillion tokens of pretraining data for public download.

Confirmed

• The dataset is downloadable from an S3 bucket (per @joecole).
• Before the main run, the team validated with smaller experiments starting at 1.6B (per @ysunlp).

• Marin releases 23T-token pretraining dataset — joecole · 2026-08-22
• Marin 535B training starts with a scaling ladder — ysunlp · 2026-08-22
"""


def write_seeds(folder: Path) -> Path:
    """A seeds folder with the two good digests above."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "alpha.txt").write_text(ALPHA, encoding="utf-8")
    (folder / "beta.txt").write_text(BETA, encoding="utf-8")
    return folder


def count_parses(monkeypatch: Any) -> list[str]:
    """Record the names of the digests the index builder parses (through knowledge.perf.cache), from now on."""
    import knowledge.perf.cache

    calls: list[str] = []
    real = knowledge.perf.cache.parse_file

    def counting(path: Path):  # type: ignore[no-untyped-def]
        calls.append(path.name)
        return real(path)

    monkeypatch.setattr(knowledge.perf.cache, "parse_file", counting)
    return calls
