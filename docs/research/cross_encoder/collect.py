"""Step 1 (the project's venv): every development and unread question with the first stage's ten best candidates.

    .venv/bin/python docs/research/cross_encoder/collect.py OUT.jsonl

One JSON line per question: its set, kind, text, the candidates' texts (the first stage's order, at most ten
described ones; none when the gate refuses the question), whether each holds the expected answer, and how the bot
answers it today (answered, judged right). Research material, not part of the bot: see README.md here.
"""

from __future__ import annotations

import json
import os
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, os.getcwd())  # run from the repository root, by its path: the project's packages from there

from benchmarks.evalsets import FRESH, FRESH_ARTICLES, EvalSet, case_kind, find_sets, fresh_sets  # noqa: E402 -- after the sys.path line above
from benchmarks.fit_policy import _right  # noqa: E402 -- after the sys.path line above
from knowledge.evaluation import judge, load_cases  # noqa: E402 -- after the sys.path line above
from knowledge.index import FactIndex  # noqa: E402 -- after the sys.path line above
from knowledge.rerank import described  # noqa: E402 -- after the sys.path line above
from knowledge.text import clean_question  # noqa: E402 -- after the sys.path line above
from knowledge.weights import WEIGHTS  # noqa: E402 -- after the sys.path line above

CANDIDATES = 10


def run(s: EvalSet) -> list[dict[str, object]]:
    """One set's questions with their candidates."""
    idx = FactIndex.build(s.seeds)
    m = idx.matcher
    rows = [json.loads(line) for line in s.questions.read_text(encoding="utf-8").splitlines() if line.strip()]
    out: list[dict[str, object]] = []
    for row, case in zip(rows, load_cases(s.questions)):
        a = idx.answer(case.question)
        ok, _ = judge(case, a)
        q = m.parse_question(clean_question(case.question, WEIGHTS.max_question_chars))
        scored = m.rank(q)[0] if m.gate(q) is None else []
        top = scored[:max(described(scored, CANDIDATES), 1)] if scored else []
        out.append({"set": s.name, "kind": case_kind(row), "q": case.question, "answered": a.answered, "ok": ok,
                    "facts": [c.entry.fact.text for c in top],
                    "right": [case.expect == "answer" and bool(_right(m, q, c.entry.fact, case)) for c in top]})
    return out


if __name__ == "__main__":
    sets = find_sets(synthetic=False) + fresh_sets(FRESH) + fresh_sets(FRESH_ARTICLES)
    with Pool(2) as pool:
        done = pool.map(run, sets, chunksize=1)
    with Path(sys.argv[1]).open("w", encoding="utf-8") as f:
        for rows in done:
            for r in rows:
                f.write(json.dumps(r) + "\n")
