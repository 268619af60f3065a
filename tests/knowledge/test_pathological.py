"""Pathological digests: shared sources, linear parsing, bounded header numbers, mixed bullets."""

from __future__ import annotations

import gc
import importlib
import math
import re
import time
import tracemalloc
from pathlib import Path

import pytest

from knowledge.parser import parse_text
from knowledge.perf.cache import CACHE_FILE, load_or_build
from tests.digests import one_digest_index


def _many_sources_digest(n: int) -> str:
    """A small digest with ``n`` unattributed facts and ``n`` source lines."""
    facts = "\n".join(f"Widget batch {i} shipped to depot {i}" for i in range(n))
    sources = "\n".join(f"Post number {i} — author{i} · 2026-09-03" for i in range(n))
    return f"Widgets\n\nWidgets shipped.\n\nConfirmed\n\n{facts}\n\nPrimary sources\n\n{sources}\n"


def test_unattributed_facts_share_one_source_list() -> None:
    """Every fact without an attribution cites the digest's sources through one shared list, not a copy each."""
    tracemalloc.start()
    digest = parse_text(_many_sources_digest(3000), "many.txt")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    unattributed = [f for f in digest.facts if not f.handles]
    assert len(unattributed) > 3000 and len(unattributed[0].sources) == 3000
    assert all(f.sources is unattributed[0].sources for f in unattributed)
    assert peak < 60 * 1024 * 1024  # a copy each: 3000 × 3000 references, over 70 MB


def test_the_saved_index_stores_a_shared_source_list_once(tmp_path: Path) -> None:
    """The saved index keeps the sharing: its size grows with the sources, not facts × sources."""
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    text = _many_sources_digest(2000)
    (seeds / "many.txt").write_text(text, encoding="utf-8")
    first = load_or_build(seeds, tmp_path / "cache")
    assert (tmp_path / "cache" / CACHE_FILE).stat().st_size < 20 * len(text.encode())
    warm = load_or_build(seeds, tmp_path / "cache")
    facts = [f for f in warm.facts if not f.handles]
    assert all(f.sources is facts[0].sources for f in facts)
    assert [(f.id, f.text, len(f.sources)) for f in warm.facts] == [(f.id, f.text, len(f.sources)) for f in first.facts]
    assert [f.model_dump() for f in warm.facts[:5]] == [f.model_dump() for f in first.facts[:5]]


def _episodes_digest(n: int) -> str:
    """A digest of ``n`` episodes, each with a post count, a fact and a source."""
    parts = ["Long story", "", "A long story.", ""]
    for i in range(1, n + 1):
        parts += [f"Episode {i} · Part {i} (2026-09-03, 1 posts)", "", "Confirmed", "",
                  f"• Step {i} happened", "", f"Post {i} — writer{i} · 2026-09-03", ""]
    return "\n".join(parts)


def test_episode_checks_are_linear_in_the_file_size() -> None:
    """Thousands of episode headers parse in time proportional to their number (quadratic before)."""
    small, big = _episodes_digest(2500), _episodes_digest(10000)
    gc.disable()  # the collector's passes grow with the heap, whatever the parser does
    try:
        t = time.perf_counter()
        d_small = parse_text(small, "small.txt")
        small_s = time.perf_counter() - t
        t = time.perf_counter()
        d_big = parse_text(big, "big.txt")
        big_s = time.perf_counter() - t
    finally:
        gc.enable()
    assert d_small.problems == [] and d_big.problems == []
    assert len(d_big.episodes) == 10000
    assert big_s < 8 * max(small_s, 0.05), (small_s, big_s)  # quadratic: 16 times


def test_duplicate_episodes_still_reported() -> None:
    """The linear episode checks find a repeated episode number and a wrong post count as before."""
    text = _episodes_digest(3) + "\nEpisode 2 · Again (2026-09-04, 2 posts)\n\nConfirmed\n\n• Again\n"
    messages = [p.message for p in parse_text(text, "dup.txt").problems]
    assert "episode 2 appears twice" in messages
    assert "episode 2 announces 2 posts, lists 1" in messages


def test_huge_numbers_in_headers_do_not_fail_the_digest() -> None:
    """An episode number or post count of 4,300+ digits is a problem on its line, not a failed digest."""
    huge = "9" * 4400
    text = (f"Title\n\nSummary.\n\nEpisode {huge} · Big (2026-09-03, {huge} posts)\n\nConfirmed\n\n• A fact\n\n"
            f"2026-09-03 ~ 2026-09-04 · {huge} related posts\n")
    digest = parse_text(text, "huge.txt")
    assert not digest.failed
    assert any(f.text == "A fact" for f in digest.facts)
    assert any("too large" in p.message for p in digest.problems)
    assert all(e.number < 10 ** 12 for e in digest.episodes)


def test_mixed_bullets_in_a_confirmed_block_are_separate_facts() -> None:
    """One bulleted line among unbulleted facts does not swallow the lines after it."""
    lines = [f"Fact number {i} is stated here (@w{i})" for i in range(11)]
    lines[4] = "• " + lines[4]
    sources = "\n".join(f"Post {i} — w{i} · 2026-09-03" for i in range(11))
    text = "Title\n\nSummary.\n\nConfirmed\n\n" + "\n".join(lines) + "\n\nPrimary sources\n\n" + sources + "\n"
    digest = parse_text(text, "mixed.txt")
    confirmed = [f for f in digest.facts if f.kind == "confirmed"]
    assert len(confirmed) == 11
    assert all(f.confirmations == 1 for f in confirmed)


def test_a_bulleted_fact_may_still_wrap_onto_the_next_line() -> None:
    """In an all-bulleted block an unbulleted line continues the bullet above it (a wrapped line)."""
    text = "Title\n\nSummary.\n\nConfirmed\n\n• The first fact wraps\nonto this line\n• The second fact\n"
    confirmed = [f.text for f in parse_text(text, "wrap.txt").facts if f.kind == "confirmed"]
    assert confirmed == ["The first fact wraps onto this line", "The second fact"]


def test_a_digest_over_the_size_limit_is_a_clear_problem(tmp_path: Path) -> None:
    """DIGEST_MAX_BYTES applies to the digests folder: a file over it is not read, with a problem saying why."""
    from knowledge import parser
    from knowledge.index import FactIndex

    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "small.txt").write_text("Small\n\nA small fact about widgets.\n", encoding="utf-8")
    (seeds / "big.txt").write_text("Big\n\n" + "A big fact about widgets.\n" * 400, encoding="utf-8")
    old = parser.MAX_DIGEST_BYTES
    try:
        parser.set_max_digest_bytes(4096)
        index = load_or_build(seeds, tmp_path / "cache")
        problems = [str(p) for p in index.problems]
        assert any(p.startswith("big.txt:1: file too large: 10,") and "limit of 4,096 bytes (DIGEST_MAX_BYTES)" in p
                   for p in problems), problems
        assert index.digests["big.txt"].failed and not index.digests["small.txt"].failed
        parser.set_max_digest_bytes(1024 * 1024)  # raised again: the file is read (the cache never hides it)
        index = load_or_build(seeds, tmp_path / "cache")
        assert not index.digests["big.txt"].failed
        assert FactIndex.build(seeds).digests["big.txt"].facts
    finally:
        parser.set_max_digest_bytes(old)


def test_the_size_limit_setting_reaches_the_parser(monkeypatch) -> None:
    """DIGEST_MAX_BYTES (bot.settings) is what the knowledge layer applies."""
    from bot.settings import Settings
    from knowledge import parser

    old = parser.MAX_DIGEST_BYTES
    monkeypatch.setenv("DIGEST_MAX_BYTES", "5000")
    try:
        Settings().apply_limits()
        assert parser.MAX_DIGEST_BYTES == 5000
    finally:
        parser.set_max_digest_bytes(old)


def test_answer_text_never_pings_everyone() -> None:
    """Asked about "@EVERYONE" or "@here", the knowledge layer's answer text holds no mass mention."""
    import re

    from knowledge.index import FactIndex

    index = FactIndex.from_texts({"a.txt": "Title\n\nSummary about @everyone and widgets.\n\nConfirmed\n\n"
                                           "• Widgets shipped to @here depot (per @dave)\n\n"
                                           "Widgets ship — dave · 2026-09-03\n"})
    for question in ("@EVERYONE", "what did @everyone post?", "@Here", "where did widgets ship to @here"):
        answer = index.answer(question)
        for text in (answer.answer, *answer.notes):
            assert not re.search(r"@(everyone|here)\b", text, re.I), (question, text)


# the patterns the matcher searches a fact's text with (a digest line may hold 5,000 characters), and the texts that
# made some of them quadratic: one long token of capitals, of letters and figures joined by hyphens, of letters, of
# figures; a template (a figure's pattern, its "{}" the figure) is filled with one
_FACT_PATTERNS = [("compose", "_CHANGE_CUE"), ("compose", "_REPLACES"), ("compose", "_AIMING"), ("compose", "_LISTED"),
                  ("refusals", "_NAME_LIST"), ("corpus", "_SPELLED_OUT"),
                  ("ranking", "_LED_BY"), ("ranking", "_HIRED_TO"), ("ranking", "_AGENT"), ("ranking", "_AGE"), ("refusals", "_POSSESSOR"),
                  ("support", "_NEGATED"), ("support", "_APPOSED"), ("support", "_NAMED_AS"), ("refusals", "_LABEL"),
                  ("entries", "LENGTH_FIGURE"), ("support", "_DAY_SAID"), ("support", "_MONTH_ASKED"),
                  ("entries", "_NUMERIC_DAY"), ("support", "_DUE_TO"),
                  ("support", "_LEVEL_AFTER"), ("corpus", "_WORD"), ("refusals", "_NO_COUNT_FIGURE"),
                  ("refusals", "_WITHHELD"), ("ranking", "_BODY_NAME"), ("support", "_CHANGED"),
                  ("support", "_FIRST_FIGURE"), ("support", "_CONTRACT_WON"), ("support", "_CONTRACT_GONE"),
                  ("support", "_CONTRACT_GIVEN"), ("support", "_OLD_VALUE"),
                  ("corpus", "_LETTERS"), ("refusals", "_CLAUSE_END"), ("refusals", "_DOER_ENDING"),
                  ("support", "_REASON_MORE"), ("support", "_DONE_BY"), ("support", "_SO_CLAUSE"),
                  ("support", "_CAPACITY_SAID"), ("support", "_SEATS"), ("ranking", "_FROM_PLACE"),
                  ("refusals", "_RELATIVE_FIGURE"), ("support", "_SPAN"), ("support", "_WORD_OR_MARK"), ("support", "_CAUSE_AS_SAID"),
                  ("support", "_INTENT"), ("support", "_POSSESSED"), ("support", "TIME_FIGURE"),
                  ("ranking", "_NOUN_NAME"), ("ranking", "_FROM_NAME"), ("ranking", "_ADVERB_BY"),
                  ("refusals", "_ITS_POSSESSOR"), ("refusals", "_GAPPED_FIGURE"), ("refusals", "_POSITION_FIGURE"),
                  ("refusals", "_LENGTH_FIGURE"), ("refusals", "_AGO"), ("refusals", "_CLAUSES"), ("refusals", "_SUBJECT_SPLIT"),
                  ("support", "_CAUSE"), ("support", "_REASON"), ("support", "_PENDING"), ("support", "_PENDING_BREAK"),
                  ("support", "_AGED_OR_WHO"), ("support", "_APPOSED_ROLE"), ("support", "_TITLE_AFTER"),
                  ("support", "_IS_NAME"), ("support", "_MANNER"), ("ranking", "_OPENING_NOUN"), ("corpus", "_SCALE_VALUE"),
                  ("compose", "_FROM_OLD_TO"), ("compose", "_TO_UP_FROM_OLD"), ("ranking", "_YEAR_OF"), ("support", "_CLASSED"),
                  ("refusals", "_BACK_PLURAL"), ("support", "_DONE_TOKEN"), ("support", "_WORD"), ("ranking", "_CLAUSE_CUT"),
                  ("numbers", "_PENCE"), ("support", "_TERMED"), ("text", "_ABBREV_CASED")]
_LONG_TOKENS = {"capitals": lambda n: "A" * n + " (x", "hyphened": lambda n: "A1-" * (n // 3) + " (x",
                "letters": lambda n: "a" * n + " x", "figures": lambda n: "over " + "9" * n + "x and more",
                "changes": lambda n: "from " + "1a" * (n // 2) + " x", "new figures": lambda n: "to " + "9" * n + "x and more"}


@pytest.mark.parametrize("module, name", _FACT_PATTERNS)
def test_a_fact_pattern_is_linear_in_a_long_token(module: str, name: str) -> None:
    """Each pattern searches a long token in time proportional to it: 6,000 characters take less than 8 times what
    1,500 take (16 times if quadratic, as the list of names, the spelled-out acronym, "led by", "by <agent>", an age,
    a possessor, "n't", an apposition, "X is named" and a change cue were)."""
    pattern = getattr(importlib.import_module(f"knowledge.{module}"), name)
    if isinstance(pattern, str):
        pattern = re.compile(pattern.format("74"))

    def took(text: str) -> float:
        """Seconds to search the text, the best of three."""
        best = math.inf
        for _ in range(3):
            t = time.perf_counter()
            pattern.search(text)
            best = min(best, time.perf_counter() - t)
        return best

    for kind, make in _LONG_TOKENS.items():
        small_s, big_s = took(make(1500)), took(make(6000))
        assert big_s < 8 * max(small_s, 0.001), (kind, small_s, big_s)


@pytest.mark.parametrize("question", ["x" * 10_000, "timeline of " + "z" * 3_000, "tell me about " + "y" * 3_000])
def test_a_very_long_word_asked_is_not_echoed_whole(question: str) -> None:
    """A 10,000-letter "word" no fact has is named in the reply cut short, not repeated whole (asked of the facts or of
    the story's timeline)."""
    index = one_digest_index("The tunnel reopened on 05-30 after repairs")
    answer = index.answer(question)
    assert not answer.answered and len(answer.answer) < 200 and "\u2026" in answer.answer, answer.answer[:300]
