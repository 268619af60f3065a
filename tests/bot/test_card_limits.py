"""Every card the bot can send for the shipped question sets stays within all of Discord's limits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot import formatting as fmt
from bot.suggest import suggest_questions
from knowledge.index import FactIndex

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"
DEV = SHARED / "questions" / "dev.jsonl"
SEEDS = ROOT / "seeds"


def questions(path: Path) -> list[str]:
    """The questions of a JSON-lines file."""
    return [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def sets() -> list[tuple[str, Path, Path]]:
    """(name, digest folder, question file) of every set present: the dev questions, then each shared story."""
    out = [("dev", SEEDS, DEV if DEV.is_file() else ROOT / "tests" / "data" / "dev.jsonl")]
    stories = SHARED / "stories"
    if stories.is_dir():
        out += [(d.name, d, d / "questions.jsonl") for d in sorted(stories.iterdir())
                if (d / "questions.jsonl").is_file()]
    return out


def check_send(kwargs: dict) -> list[str]:
    """The limits one send breaks: content, and each embed's parts and total."""
    problems = [] if len(kwargs.get("content") or "") <= fmt.MAX_CONTENT else ["content"]
    for embed in [kwargs["embed"]] if "embed" in kwargs else []:
        problems += fmt.embed_problems(embed)
    return problems


@pytest.mark.parametrize("name,seeds,path", sets(), ids=[s[0] for s in sets()])
def test_every_card_for_a_question_set_fits_discord(name: str, seeds: Path, path: Path) -> None:
    """Answer cards, their source lists and misses (with checked suggestions) for every question keep every limit."""
    index = FactIndex.build(seeds)
    asked = questions(path)
    assert asked
    answered = 0
    for q in asked:
        answer = index.answer(q)
        suggestions = suggest_questions(index, answer, q)
        assert len(suggestions) <= 3 and all(index.answer(s).answered for s in suggestions), (q, suggestions)
        sends = [fmt.render_answer(answer, q, suggestions),
                 fmt.render_answer(answer, q, suggestions, quote=fmt.quote_of(q * 3, "https://discord.com/x"))]
        if answer.answered:
            answered += 1
            sends.append({"embed": fmt.sources_embed(answer, q)})
            desc = sends[0]["embed"].description
            assert desc.count(" \u00b7 as of ") <= 1, (q, desc)  # one as-of date on a card
            assert "\n-# " in desc and not desc.startswith("-#"), (q, desc)  # the answer first, sources under facts
        for kwargs in sends:
            assert check_send(kwargs) == [], (name, q, check_send(kwargs))
    assert answered, name
