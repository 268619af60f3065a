"""The fast path answers exactly as the plain one: the same digests built both ways, the same answers field by field.

Plain: ``FactIndex.build`` (serial, pydantic's own records, the matcher's own analysis, the collector left
alone). Fast, as the bot builds: ``knowledge.perf.load_or_build`` under ``building_index()`` (compact
records, two cores when there are enough files, the matcher's analysis made while parsing), first into an
empty saved index and then from it (a restart: decoded records and entries).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.synth import make_questions, write_corpus
from knowledge.index import FactIndex
from knowledge.perf import building_index, load_or_build, workers
from knowledge.storyqa import Context
from tests.digests import BRIDGE, KESTREL, TITANIS, write_stories

ROOT = Path(__file__).resolve().parents[3]
SHARED = ROOT.parent / "shared"
STORY_QUESTIONS = ["what stories do you know?", "tldr on kestrel", "tldr?", "what's new with kestrel?",
                   "timeline of kestrel", "what happened on 03-09", "what happened in episode 2", "who is ana rios?",
                   "who is @kai_moreno", "who is the ceo of borealis?", "who is Jane Nobody", "sources?",
                   "How many parameters does the model have?", "how many parameters does titanis have?",
                   "who funds it?", "and who funds it?", "who funds kestrel?", "when does the bridge open?",
                   "pancakes", "@everyone what is the toll on the bridge?"]


def _questions(path: Path) -> list[str]:
    """The questions of a development set file (one JSON object a line)."""
    return [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _sets(tmp: Path) -> list[tuple[str, Path, list[str]]]:
    """(name, digest folder, questions): the shipped story, the second test story, three stories, a synthetic corpus."""
    sets = [("shipped", ROOT / "seeds", _questions(ROOT / "tests" / "data" / "dev.jsonl")),
            ("other", ROOT / "tests" / "data" / "other", _questions(ROOT / "tests" / "data" / "other" / "questions.jsonl")),
            ("stories", write_stories(tmp / "stories"), STORY_QUESTIONS)]
    for folder in sorted((SHARED / "stories").glob("*/")):  # the development story sets, where present
        if (folder / "questions.jsonl").is_file():
            sets.append((f"stories/{folder.name}", folder, _questions(folder / "questions.jsonl")))
    synthetic = tmp / "synthetic"
    write_corpus(synthetic, 3200, rng_seed=7)  # enough files for the forked helper
    sets.append(("synthetic", synthetic, [q.text for q in make_questions(FactIndex.build(synthetic), 60, rng_seed=8)]))
    return sets


def _answers(index: FactIndex, questions: list[str], every_way: bool) -> list[dict]:
    """Each question answered as a chat answers it (following up on the answer before), and alone; ``every_way``:
    also in a story and without the first digest (slow on many digests: the stories are grouped again)."""
    out: list[dict] = []
    context: Context | None = None
    first = sorted(index.digests)[0]
    for q in questions:
        ans = index.answer(q, context=context)
        context = Context.of(ans) or context
        out.append(ans.model_dump())
        out.append(index.answer(q).model_dump())
        if every_way:
            out.append(index.answer(q, story=KESTREL).model_dump())
            out.append(index.answer(q, exclude_digests=frozenset({first})).model_dump())
    return out


def _views(index: FactIndex) -> dict:
    """What the index shows besides answers: facts, problems, topics, timeline, stories."""
    return {"version": index.version, "facts": [f.model_dump() for f in index.facts],
            "problems": [p.model_dump() for p in index.problems], "topics": index.topics(),
            "timeline": index.timeline(), "stories": [(s.title, s.digests) for s in index.stories.stories]}


def test_the_fast_build_and_the_saved_index_answer_as_the_plain_build(tmp_path: Path) -> None:
    """For every set, the plain build, the fast build and a restart from the saved index give identical answers."""
    helper_ran = False
    for name, folder, questions in _sets(tmp_path):
        plain = FactIndex.build(folder)
        cache = tmp_path / "cache" / name.replace("/", "_")
        workers.last_helper.clear()
        with building_index():
            fast = load_or_build(folder, cache)
        helper_ran = helper_ran or bool(workers.last_helper)
        with building_index():
            restarted = load_or_build(folder, cache)
        assert len(plain.facts) > 0, name
        every_way = len(plain.digests) < 20
        expected = _answers(plain, questions, every_way)
        for label, index in (("fast", fast), ("restarted", restarted)):
            assert _views(index) == _views(plain), (name, label)
            got = _answers(index, questions, every_way)
            assert len(got) == len(expected)
            for a, b in zip(got, expected):
                for field in b:  # field by field, for a readable failure
                    assert a[field] == b[field], (name, label, b["question"], field)
    if workers.helper_enabled():
        assert helper_ran  # the two-core path was among those compared


@pytest.mark.parametrize("story", [KESTREL, TITANIS, BRIDGE])
def test_story_matchers_are_the_same_either_way(tmp_path: Path, story: str) -> None:
    """Matchers over one story's digests (what a story question is answered from) answer alike."""
    folder = write_stories(tmp_path / "stories")
    plain = FactIndex.build(folder)
    with building_index():
        fast = load_or_build(folder, None)
    digests = next(s.digests for s in plain.stories.stories if s.title == story)
    for q in STORY_QUESTIONS:
        assert fast.match_story(q, digests).model_dump() == plain.match_story(q, digests).model_dump(), q
