"""The terminal front end's presentation: the answer first (the asked figure bold on a TTY), sources under each fact."""

from __future__ import annotations

import os
import sys
import textwrap
from collections.abc import Sequence
from typing import TextIO

from bot.text import MISS_DEFAULT, TERMINAL_SUGGEST_HEAD, emphasis_spans, lead_and_rest, one_line, whole
from knowledge.models import Answer, FactRef

BOLD, DIM, RESET = "\x1b[1m", "\x1b[2m", "\x1b[0m"
LEAD_LIMIT = 450
FACT_LIMIT = 400


def supports_ansi(stream: TextIO | None = None) -> bool:
    """Whether to use ANSI bold: the stream is a terminal and NO_COLOR is not set."""
    stream = stream if stream is not None else sys.stdout
    return bool(getattr(stream, "isatty", lambda: False)()) and not os.environ.get("NO_COLOR")


def width() -> int:
    """Terminal width for wrapping, capped for readability."""
    try:
        return max(40, min(100, os.get_terminal_size().columns))
    except OSError:
        return 100


def _bold(text: str, question: str, ansi: bool, fallback: bool = True) -> str:
    """Text with the asked figure or names in ANSI bold (unchanged without ANSI)."""
    text = text.replace("**", "")
    if not ansi:
        return text
    out, at = [], 0
    for a, b in emphasis_spans(text, question, fallback=fallback):
        if a < at:
            continue
        out += [text[at:a], BOLD, text[a:b], RESET]
        at = b
    return "".join(out + [text[at:]])


def source_line(fact: FactRef, *, as_of: bool = False) -> str:
    """One line under a fact: who posted it (title, date), how many more, as-of when it matters, digest:line."""
    sources = sorted(fact.sources, key=lambda s: not s.primary)
    parts = []
    if sources:
        s = sources[0]
        parts += [f"@{s.handle.lstrip('@')} \u2014 \u201c{one_line(s.title)}\u201d", s.date or "undated"]
        others = len({(x.handle, x.title) for x in sources}) - 1
        if others > 0:
            parts.append(f"+{others} more")
    if as_of and fact.as_of:
        parts.append(f"as of {fact.as_of}")
    seed = fact.seed or (sources[0].seed if sources else "")
    parts.append(f"{seed}:{fact.line}" if fact.line else seed)
    return "\u2014 " + " \u00b7 ".join(p for p in parts if p)


def format_answer(ans: Answer, width_: int | None = None, *, ansi: bool | None = None,
                  suggestions: Sequence[str] = ()) -> str:
    """An answer as a person reads it in a terminal: the answer, each fact with its source line under it, notes."""
    w = width_ or width()
    ansi = supports_ansi() if ansi is None else ansi

    def dim(text: str) -> str:
        """Text shown dimmed (as it is without ANSI colours)."""
        return f"{DIM}{text}{RESET}" if ansi else text

    def wrap(text: str, indent: str = "") -> str:
        """Wrap one paragraph to the terminal width (continuation lines indented under the first)."""
        return textwrap.fill(text, w, initial_indent=indent, subsequent_indent=" " * len(indent))

    q = ans.question
    out: list[str] = []
    if ans.answered:
        lead, rest = lead_and_rest(ans)
        lead = whole(lead, LEAD_LIMIT, max_sentences=2)
        facts = list(ans.facts)
        out.append(_bold(wrap(lead), q, ansi))
        as_of_left = True
        if facts and one_line(facts[0].text).replace("**", "") in one_line(lead).replace("**", "") + " ":
            first = facts.pop(0)
            out.append(dim(wrap(source_line(first, as_of=first.time_sensitive), "  ")))
            as_of_left = not (first.time_sensitive and first.as_of)
        for line in rest:
            out.append(wrap(line.replace("**", ""), "  "))
        for f in facts:
            show = as_of_left and f.time_sensitive and bool(f.as_of)
            as_of_left = as_of_left and not show
            out.append("")
            out.append(_bold(wrap(whole(f.text, FACT_LIMIT), "\u2022 "), q, ansi, fallback=False))
            out.append(dim(wrap(source_line(f, as_of=show), "  ")))
        for note in ans.notes:
            if not note.startswith("As of "):
                out.append(wrap(f"Note: {note}"))
        return "\n".join(out)
    out.append(wrap(one_line(ans.answer) or MISS_DEFAULT))
    if ans.closest:
        who = ", ".join(sorted({"@" + s.handle for s in ans.closest.sources}, key=str.lower)[:3])
        out.append(dim(wrap(f"Closest, not an answer: \u201c{ans.closest.text}\u201d" + (f" ({who})" if who else ""))))
    if suggestions:
        out.append(TERMINAL_SUGGEST_HEAD)
        out += [f"  {i}. {s}" for i, s in enumerate(suggestions, 1)]
    elif ans.suggestions:
        out.append("Did you mean: " + "; ".join(ans.suggestions))
    return "\n".join(out)
