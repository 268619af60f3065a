"""Fitting moderator replies into Discord's limits, with everything user-typed escaped."""

from __future__ import annotations

import datetime as dt
from typing import Iterable

import discord

CONTENT_LIMIT = 2000
EMBED_DESCRIPTION_LIMIT = 4096
EMBED_FIELD_LIMIT = 1024
EMBED_TOTAL_LIMIT = 6000


def safe(text: object, limit: int | None = None) -> str:
    """User- or file-supplied text made inert: one line, clipped, mentions broken, markdown escaped."""
    text = " ".join(str(text).split())
    if limit is not None and len(text) > limit:
        text = text[: max(1, limit - 1)].rstrip() + "…"
    return discord.utils.escape_markdown(discord.utils.escape_mentions(text))


def code_block(text: str, limit: int = EMBED_DESCRIPTION_LIMIT) -> str:
    """Text in a ``` block (no markdown inside), clipped with a note so the whole fits ``limit``."""
    body = text.replace("```", "`\u200b``")
    frame = len("```\n\n```")
    if len(body) + frame <= limit:
        return f"```\n{body}\n```"
    note = "\n… (cut; see the attached report)"
    keep = max(0, limit - frame - len(note))
    cut = body[:keep]
    if "\n" in cut:
        cut = cut[: cut.rfind("\n")]
    return f"```\n{cut}{note}\n```"


def fit_lines(lines: Iterable[str], limit: int, more: str = "… and {n} more") -> str:
    """Join lines until ``limit`` characters, ending with a '… and N more' line when some don't fit."""
    lines = list(lines)
    out: list[str] = []
    used = 0
    for i, line in enumerate(lines):
        rest = len(lines) - i
        tail = len(more.format(n=rest)) + 1
        extra = len(line) + (1 if out else 0)
        if used + extra + (tail if i < len(lines) - 1 else 0) > limit:
            out.append(more.format(n=rest))
            break
        out.append(line)
        used += extra
    text = "\n".join(out)
    return text[:limit]


def timestamp(when: dt.datetime, style: str = "R") -> str:
    """A Discord timestamp tag shown in each reader's time zone."""
    return discord.utils.format_dt(when, style)  # type: ignore[arg-type]


def percent(value: float | None) -> str:
    """A share as a percentage, or 'n/a'."""
    return "n/a" if value is None else f"{value * 100:.0f}%"
