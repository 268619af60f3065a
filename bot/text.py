"""Plain text shared by the Discord and terminal front ends: what the bot says, whole sentences, the asked figure."""

from __future__ import annotations

import re

from knowledge.models import Answer

_ELLIPSIS = "\u2026"

# What the bot says, in one place.
LOADING = "I'm still loading the digests \u2014 try again in a moment."
EMPTY_MENTION = "Ask me a question about the story, for example: *who funds the training run?*"
APOLOGY = "Sorry, something went wrong while answering. It has been logged."
NO_MESSAGE_TEXT = "That message has no text I can answer (only attachments, embeds or stickers)."
ANSWER_GONE = "That answer is gone."
NO_LONGER_ANSWERED = "The digests no longer answer that."

# The matcher's replies to what is no question about the story (greetings, thanks, banter).
CHITCHAT_REPLIES = ("I can only answer questions about the story in the digests.",
                    "Please ask a question about the story.")
MISS_DEFAULT = "The digests don't say."
SUGGEST_HEAD = "-# Questions the digests do answer \u2014 press one to ask it:"
QUOTE_EXCERPT = 160  # characters of a message quoted above the answer to it
TERMINAL_SUGGEST_HEAD = "Questions the digests do answer:"


def truncate(text: str, limit: int, *, ellipsis: str = _ELLIPSIS) -> str:
    """Shorten text to at most `limit` characters, cutting at a word boundary and adding an ellipsis."""
    if limit <= 0:
        return ""
    if len(text) <= limit:
        return text
    if limit <= len(ellipsis):
        return text[:limit]
    cut = text[: limit - len(ellipsis)]
    space = max(cut.rfind(" "), cut.rfind("\n"))
    if space >= len(cut) // 2:
        cut = cut[:space]
    return cut.rstrip() + ellipsis


def one_line(text: str) -> str:
    """Collapse all whitespace (newlines included) to single spaces."""
    return " ".join((text or "").split())


_ANNOTATION = re.compile(r"\s*\[(?:as of|confirmed|reported)[^\]]*\]\s*$")
_NAME = re.compile(r"@\w+|\b[A-Z][\w'\u2019&.-]*[A-Za-z0-9](?:\s+(?:of\s+|the\s+)?[A-Z][\w'\u2019&.-]*[A-Za-z0-9])*")
_ASKS_FIGURE = re.compile(r"\b(how\s+(many|much|big|large|long|fast|far|old|high)|what\s+(percentage|share|number|"
                          r"size|count|fraction)|size|count|number)\b", re.IGNORECASE)
_ASKS_NAME = re.compile(r"^\W*(who|whom|whose|which)\b|\b(who|which)\b", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'-]+")


def sentences(text: str) -> list[str]:
    """Text split into its sentences (decimals and abbreviations such as "e.g." stay whole)."""
    from knowledge.text import split_sentences

    return [p for para in (text or "").split("\n") for p in split_sentences(para) if p.strip()]


def whole(text: str, limit: int, *, max_sentences: int | None = None) -> str:
    """As many whole sentences of text as fit `limit` (one sentence cut at a word when even it is too long)."""
    parts = sentences(one_line(text)) or [one_line(text)]
    out = ""
    for i, part in enumerate(parts):
        if max_sentences is not None and i >= max_sentences:
            break
        candidate = f"{out} {part}".strip()
        if len(candidate) > limit:
            break
        out = candidate
    return out or truncate(parts[0], limit)


def _question_units(question: str) -> tuple[set[str], set[str]]:
    """The unit words (canonical) and plain words of a question."""
    from knowledge.numbers import canonical_unit

    words = {w.lower() for w in _WORD.findall(question or "")}
    return {canonical_unit(w) for w in words}, words


def emphasis_spans(text: str, question: str, *, fallback: bool = True) -> list[tuple[int, int]]:
    """Spans of the asked figure (in the question's unit; else, with `fallback`, the first) or who/which names."""
    from knowledge.numbers import extract_quantities

    spans: list[tuple[int, int]] = []
    units, words = _question_units(question)
    if _ASKS_FIGURE.search(question or "") or units & {"percent"}:
        found: list[tuple[int, int]] = []
        direct: list[tuple[int, int]] = []  # "18.75T tokens": the unit word right after the number
        by_noun: list[tuple[int, int]] = []
        first: tuple[int, int] | None = None
        measured: tuple[int, int] | None = None  # the first figure with a unit: "390 m", not the day of "March 6"
        at = 0
        for q in extract_quantities(text):
            m = re.compile(rf"(?<![\w.\-]){re.escape(q.text)}(?![\w])").search(text, at)  # as written ("three days"
            if m is None:  # is read as 3: never the "3" of "03-16")
                continue
            i = m.start()
            at = i + len(q.text)
            unit_word = re.match(r"\s+([A-Za-z][\w-]*)", text[at:])  # "18 million euros": the unit word goes too
            if unit_word and q.noun.split()[:1] == [unit_word.group(1)] and not q.text.endswith("%"):
                at += unit_word.end()
                if q.unit and q.unit in units:
                    direct.append((i, at))
            span = (i, at)
            first = first or span
            measured = measured or (span if q.unit else None)
            noun = {w.lower() for w in _WORD.findall(q.noun)}
            if q.unit and q.unit in units:
                found.append(span)
            elif noun & words:
                by_noun.append(span)
        fall = measured or first
        spans = direct or found or by_noun or ([fall] if fall and fallback else [])
    elif _ASKS_NAME.search(question or ""):
        asked = (question or "").casefold()
        for m in _NAME.finditer(text):
            name = m.group(0)
            if name.casefold() in asked or (m.start() == 0 and " " not in name and not name.startswith("@")):
                continue
            spans.append((m.start(), m.end()))
            if len(spans) >= 3:
                break
    return spans


# the answer's lines that quote one of its facts, which each front end shows under it with its source line
_FACT_LINES = ("Also:", "Context:", "It goes on:")


_STORY_LABEL = re.compile(r"^\*\*([^*\n]+)\*\*:\s+")  # "**Title**: " before one story's answer of several


def story_label(line: str) -> tuple[str, str] | None:
    """A line's story title and the rest, when the line is one story's answer of several ("**Title**: …")."""
    m = _STORY_LABEL.match(line)
    return (m.group(1), line[m.end():]) if m else None


def lead_and_rest(answer: Answer) -> tuple[str, list[str]]:
    """The answer's first paragraph (its notes in brackets dropped) and its other lines that quote no fact it lists
    ("Also:", "Context:", "It goes on:", or a story's title before its answer of one fact)."""
    lines = [ln for ln in (answer.answer or "").split("\n") if ln.strip()]
    if not lines:
        return "", []
    lead = _ANNOTATION.sub("", lines[0])
    listed = sorted({f.text.strip() for f in answer.facts if f.text.strip()}, key=len, reverse=True)
    rest = []
    for ln in lines[1:]:
        if ln.startswith(_FACT_LINES):
            continue
        labelled = story_label(ln)
        body = _ANNOTATION.sub("", labelled[1] if labelled else ln).strip()
        quoted = [t for t in listed if t in body]  # "It begins …: <a listed fact>": the fact is a bullet
        for t in quoted:  # every fact the line quotes ("Latest …:" then two facts in one paragraph), longest first
            body = body.replace(t, "")
        if quoted:
            body = body.strip().rstrip(":").strip().strip("\u2022").strip()  # "• <fact>" too
            if not body:
                continue
            ln = f"**{labelled[0]}**: {body}" + ("" if body.endswith((".", "\u201d")) else ".") if labelled else body
        rest.append(ln)
    return lead, rest


