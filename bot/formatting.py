"""Pure functions that turn answers and index listings into Discord messages within Discord's limits."""

from __future__ import annotations

import datetime as dt
import logging
import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.text import (
    CHITCHAT_REPLIES,
    MISS_DEFAULT,
    QUOTE_EXCERPT,
    SUGGEST_HEAD,
    emphasis_spans,
    lead_and_rest,
    one_line,
    story_label,
    truncate,
    whole,
)
from knowledge.models import Answer, Fact, FactRef, SourceRef
from knowledge.storyqa import PEOPLE_HEAD

if TYPE_CHECKING:
    from discord.utils import TimestampStyle

log = logging.getLogger(__name__)

# Discord's limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits).
MAX_CONTENT = 2000
MAX_TITLE = 256
MAX_DESCRIPTION = 4096
MAX_FIELDS = 25
MAX_FIELD_NAME = 256
MAX_FIELD_VALUE = 1024
MAX_FOOTER = 2048
MAX_AUTHOR = 256
STORY_PREFIX = "Story: "
MAX_EMBED_TOTAL = 6000
MAX_CHOICES = 25
MAX_CHOICE_LENGTH = 100

ECHO_LIMIT = 200  # characters of the asker's question repeated back
FACT_TEXT_LIMIT = 300  # a fact quoted in a source field
PAGE_CHARS = 3500  # characters per page of /sources and /timeline
PAGE_LINES = 20  # lines per page of /sources and /timeline

_HANDLE_LIMIT = 40
_POST_TITLE_LIMIT = 120
_SEED_LIMIT = 60
_ZWSP = "\u200b"

NO_MENTIONS = discord.AllowedMentions.none()

COLOUR_ANSWER = discord.Colour.green()
COLOUR_INFO = discord.Colour.blurple()

_RAW_MENTION = re.compile(r"<(@[!&]?)(\d+)>")
_LIST_START = re.compile(r"^(\s*)(\d+)\.(\s)", re.MULTILINE)
_PLUS_START = re.compile(r"^(\s*)\+(\s)", re.MULTILINE)


def neutralise_mentions(text: str) -> str:
    """Break every user, role, @everyone and @here mention so nothing in the text can ping."""
    text = discord.utils.escape_mentions(text)
    return _RAW_MENTION.sub(lambda m: f"<{m.group(1)}{_ZWSP}{m.group(2)}>", text)


_ANY_MENTION = re.compile(r"<(@[!&]?|#)(\d+)>")


def readable_mentions(text: str, guild: Any = None, client: Any = None) -> str:
    """Mentions as names a person reads (@member, @role, #channel); unknown ones as @someone, @role, #channel."""
    def name(m: re.Match[str]) -> str:
        """The readable form of one raw mention."""
        kind, ident = m.group(1), int(m.group(2))
        found: Any = None
        if kind == "#":
            found = (guild.get_channel(ident) if guild is not None else None) or (
                client.get_channel(ident) if client is not None else None)
            return "#" + (getattr(found, "name", None) or "channel")
        if kind == "@&":
            found = guild.get_role(ident) if guild is not None else None
            return "@" + (getattr(found, "name", None) or "role")
        found = (guild.get_member(ident) if guild is not None else None) or (
            client.get_user(ident) if client is not None else None)
        return "@" + (getattr(found, "display_name", None) or "someone")

    return _ANY_MENTION.sub(name, text or "")


def escape(text: str) -> str:
    """Escape markdown and neutralise mentions in text that comes from users or digests."""
    text = discord.utils.escape_markdown(text or "")
    text = _LIST_START.sub(r"\1\2\\.\3", text)  # "1. " would start a numbered list
    text = _PLUS_START.sub(r"\1\\+\2", text)
    return neutralise_mentions(text)


def fit(text: str, limit: int) -> str:
    """Escape text and shorten it (at a word boundary, before escaping) so the result fits `limit`."""
    raw_limit = limit
    while True:
        out = escape(truncate(text, raw_limit))
        if len(out) <= limit or raw_limit <= 1:
            return out[:limit] if len(out) > limit else out
        raw_limit -= max(1, len(out) - limit)


def echo(question: str, limit: int = ECHO_LIMIT) -> str:
    """The asker's question as it is safe to repeat: one line, at most `limit` characters, escaped."""
    return fit(one_line(question), limit)


def fit_lines(lines: Sequence[str], limit: int, *, more: str = "+{n} more sources", sep: str = "\n") -> tuple[str, int]:
    """Join whole lines within `limit`, then say how many were left out; returns (text, lines shown).

    A line is never cut: lines that do not fit are dropped whole and counted in the `more` note.
    """
    shown: list[str] = []
    if not more:  # nothing to say about dropped lines: keep those that fit
        for line in lines:
            if len(sep.join([*shown, line])) > limit:
                break
            shown.append(line)
        return sep.join(shown), len(shown)
    for i, line in enumerate(lines):
        left = len(lines) - i - 1
        candidate = sep.join([*shown, line])
        tail = (sep + more.format(n=left)) if left else ""
        if len(candidate) + len(tail) > limit:
            break
        shown.append(line)
    dropped = len(lines) - len(shown)
    if dropped:
        note = more.format(n=dropped)
        while shown and len(sep.join([*shown, note])) > limit:
            shown.pop()
            dropped += 1
            note = more.format(n=dropped)
        text = sep.join([*shown, note]) if len(note) <= limit else ""
        return text, len(shown)
    return sep.join(shown), len(shown)


def join_within(lines: Iterable[str], limit: int, more: str = "\u2026 and {n} more") -> str:
    """Whole lines joined within `limit`, ending with a "… and N more" line when some don't fit."""
    return fit_lines(list(lines), limit, more=more)[0]


def safe(text: object, limit: int | None = None) -> str:
    """User- or file-supplied text made inert: one line, clipped at a word, mentions broken, markdown escaped."""
    line = one_line(str(text))
    return fit(line, limit) if limit is not None else escape(line)


def code_block(text: str, limit: int = MAX_DESCRIPTION) -> str:
    """Text in a ``` block (no markdown inside), clipped with a note so the whole fits `limit`."""
    body = text.replace("```", "`\u200b``")
    frame = len("```\n\n```")
    if len(body) + frame <= limit:
        return f"```\n{body}\n```"
    note = "\n\u2026 (cut; see the attached report)"
    cut = body[:max(0, limit - frame - len(note))]
    if "\n" in cut:
        cut = cut[: cut.rfind("\n")]
    return f"```\n{cut}{note}\n```"


def timestamp(when: dt.datetime, style: TimestampStyle = "R") -> str:
    """A Discord timestamp tag shown in each reader's time zone."""
    return discord.utils.format_dt(when, style)


def percent(value: float | None) -> str:
    """A share as a percentage, or 'n/a'."""
    return "n/a" if value is None else f"{value * 100:.0f}%"


def plural(n: int, word: str, words: str | None = None) -> str:
    """`1 source`, `3 sources`."""
    return f"{n} {word if n == 1 else (words or word + 's')}"


def source_line(source: SourceRef, *, bullet: str = "\u2022 ") -> str:
    """One citation: @handle — “post title” (date; digest), plain text that pings nobody."""
    handle = fit("@" + source.handle.lstrip("@"), _HANDLE_LIMIT)  # escaped together: "@everyone" is neutralised
    title = fit(one_line(source.title), _POST_TITLE_LIMIT)
    seed = fit(source.seed, _SEED_LIMIT)
    star = " \u2605 primary" if source.primary else ""
    where = f"{seed}:{source.line}" if getattr(source, "line", None) else seed
    return f"{bullet}{handle} \u2014 \u201c{title}\u201d ({source.date or 'undated'}; {where}){star}"


def _distinct(sources: Iterable[SourceRef]) -> list[SourceRef]:
    """Sources without repeats of the same post (handle, title, date)."""
    seen: set[tuple[str, str, str | None]] = set()
    out: list[SourceRef] = []
    for s in sources:
        key = (s.handle.lower(), s.title.casefold(), s.date)
        if key not in seen:
            seen.add(key)
            out.append(s)
    return out


def fact_heading(n: int, fact: FactRef) -> str:
    """Field name of a fact: number, kind, how many sources confirm (or report) it and its as-of date."""
    parts = [f"Fact {n}" if fact.kind == "confirmed" else f"Fact {n} ({fact.kind})"]
    verb = "confirmed by " if fact.kind == "confirmed" else "reported by "
    parts.append(verb + plural(fact.confirmations, "source"))
    if fact.as_of and fact.time_sensitive:
        parts.append(f"as of {fact.as_of}")
    return truncate(" \u00b7 ".join(parts), MAX_FIELD_NAME)


def latest_as_of(facts: Sequence[FactRef]) -> str | None:
    """The newest as-of date among the time-sensitive facts, if any."""
    dates = [f.as_of for f in facts if f.as_of and f.time_sensitive]
    return max(dates) if dates else None


# --- whole sentences and the asked figure in bold -------------------------------------------------------------

def emphasise(text: str, question: str | None, *, fallback: bool = True) -> str:
    """Text escaped for Discord (a digest's own ** dropped), with the asked figure or names in bold."""
    text = text.replace("**", "")
    spans = emphasis_spans(text, question or "", fallback=fallback) if question else []
    if not spans:
        return escape(text)
    out, at = [], 0
    for a, b in spans:
        if a < at:
            continue
        out.append(escape(text[at:a]))
        out.append(f"**{escape(text[a:b])}**")
        at = b
    out.append(escape(text[at:]))
    return "".join(out)


# --- the answer card ------------------------------------------------------------------------------------------

LEAD_LIMIT = 450  # characters of the one- or two-sentence answer at the top of a card
CARD_FACT_LIMIT = 400  # characters of one fact's text on a card
CARD_FACTS = 5  # facts shown on one card (the rest are counted)
_BULLET = "\u2022"


def citation(seed: str, line: int | None) -> str:
    """`digest:line` in code style (the digest alone when the line is unknown)."""
    name = (seed or "").replace("`", "'")[:_SEED_LIMIT]
    return f"`{name}:{line}`" if line else f"`{name}`"


def fact_source_line(fact: FactRef, *, as_of: bool = False) -> str:
    """One small line under a fact: its first source (handle, post title, date), corroboration, as-of, digest:line."""
    sources = sorted(_distinct(fact.sources), key=lambda s: not s.primary)
    parts: list[str] = []
    if sources:
        s = sources[0]
        handle = fit("@" + s.handle.lstrip("@"), _HANDLE_LIMIT)
        parts.append(f"{handle} \u2014 \u201c{fit(one_line(s.title), 90)}\u201d")
        parts.append(s.date or "undated")
        if len(sources) > 1:
            parts.append(f"+{len(sources) - 1} more")
    else:
        parts.append("no source listed")
    if fact.confirmations > 1:
        parts.append(("confirmed by " if fact.kind == "confirmed" else "reported by ")
                     + plural(fact.confirmations, "account"))
    if as_of and fact.as_of:
        parts.append(f"as of {fact.as_of}")
    where = citation(fact.seed or (sources[0].seed if sources else ""), fact.line)
    return "-# " + " \u00b7 ".join(parts + [where])


def answer_card(answer: Answer, question: str | None = None) -> str:
    """The description of an answer card: the answer (figure in bold), then each fact with its source line."""
    q = question if question is not None else answer.question
    lead_raw, _ = lead_and_rest(answer)
    lead_raw = whole(lead_raw, LEAD_LIMIT, max_sentences=2)
    facts = list(answer.facts)
    blocks: list[str] = []
    as_of_shown = False

    def sensitive(f: FactRef) -> bool:
        """Whether this fact gets the card's one as-of date."""
        nonlocal as_of_shown
        if as_of_shown or not (f.time_sensitive and f.as_of):
            return False
        as_of_shown = True
        return True

    first = facts[0] if facts else None

    def plain(text: str) -> str:
        """A fact or lead without line breaks or bold, to compare them."""
        return one_line(text).replace("**", "")

    lead_is_first = first is not None and (plain(first.text) in plain(lead_raw)
                                           or plain(first.text).startswith(plain(lead_raw).rstrip("\u2026. ")))
    labelled = story_label(lead_raw) if lead_raw else None  # one story's answer of several: its title, then the answer
    head = (f"{_story_title(labelled[0])}: {emphasise(labelled[1], q)}" if labelled
            else emphasise(lead_raw, q) if lead_raw else "\u200b")  # the figure asked is sought in the answer only
    if lead_is_first and first is not None:
        head += "\n" + fact_source_line(first, as_of=sensitive(first))
        facts = facts[1:]
    blocks.append(head)
    shown = 0
    budget = MAX_DESCRIPTION - len(head) - 80
    for f in facts:
        if shown >= CARD_FACTS:
            break
        dated = f.time_sensitive and bool(f.as_of) and not as_of_shown
        text = emphasise(whole(f.text, CARD_FACT_LIMIT), q, fallback=False)
        block = f"{_BULLET} {text}\n{fact_source_line(f, as_of=dated)}"
        if len(block) + 2 > budget:
            break
        as_of_shown = as_of_shown or dated
        blocks.append(block)
        budget -= len(block) + 2
        shown += 1
    left = len(facts) - shown
    if left:
        blocks.append(f"-# +{plural(left, 'more fact')} \u2014 press **Sources** for every source")
    return "\n\n".join(blocks)[:MAX_DESCRIPTION]


def answer_embed(answer: Answer, question: str | None = None) -> discord.Embed:
    """The embed of a confident answer: the answer first, each fact with its source line, notes; no source list."""
    title = "\u2753 " + echo(question if question is not None else answer.question)
    embed = discord.Embed(title=title[:MAX_TITLE], description=answer_card(answer, question), colour=COLOUR_ANSWER)
    n_sources = len(_distinct(s for f in answer.facts for s in f.sources))
    embed.set_footer(text=truncate(f"confidence {answer.confidence:.0%} \u00b7 {plural(n_sources, 'source')}",
                                   MAX_FOOTER))
    if answer.story:
        embed.set_author(name=truncate(STORY_PREFIX + one_line(answer.story), MAX_AUTHOR))
    lead, rest = lead_and_rest(answer)
    if rest:  # a story-level listing (e.g. "sources?"): asked for, so shown in full as far as it fits
        name = "People" if PEOPLE_HEAD in lead else \
            "Sources" if all(ln.lstrip().startswith((_BULLET, "(+")) for ln in rest) else "Details"
        value, _ = fit_lines([_detail_line(ln) for ln in rest], MAX_FIELD_VALUE, more="+{n} more")
        if value:
            embed.add_field(name=name, value=value, inline=False)
    notes = [n for n in answer.notes if not n.startswith("As of ")]  # the card shows its one as-of date itself
    if notes:
        lines = [f"{_BULLET} {fit(one_line(n), 400)}" for n in notes]
        value, _ = fit_lines(lines, MAX_FIELD_VALUE, more="+{n} more notes")
        embed.add_field(name="\u26a0 Notes", value=value, inline=False)
    return embed


def _detail_line(line: str) -> str:
    """One line under Details, escaped: a story's title before its answer of several in bold (the bot's own markup)."""
    labelled = story_label(line)
    if labelled is None:
        return fit(one_line(line), 300)
    title, body = labelled
    return f"{_story_title(title)}: {fit(one_line(body), 200)}"


def _story_title(title: str) -> str:
    """A story's title before its answer of several stories' answers, in bold (the bot's own markup, escaped)."""
    return f"**{fit(one_line(title), 100)}**"


def sources_embed(answer: Answer, question: str | None = None) -> discord.Embed:
    """Every source of an answer, fact by fact (what the Sources button shows), within the embed limits."""
    title = "Sources \u2014 " + echo(question if question is not None else answer.question, 200)
    embed = discord.Embed(title=truncate(title, MAX_TITLE), colour=COLOUR_INFO)
    _add_fact_fields(embed, answer.facts, quote=True)
    return embed


def _add_fact_fields(embed: discord.Embed, facts: Sequence[FactRef], *, quote: bool | None,
                     answer_text: str = "") -> None:
    """Add one field per fact (its sources, whole entries only) while every embed limit holds."""
    reserve = 60  # room for the closing "+N more sources" field
    omitted_sources = 0
    omitted_facts = 0
    for i, fact in enumerate(facts, 1):
        sources = _distinct(fact.sources)
        lines = [source_line(s) for s in sources]
        room = MAX_EMBED_TOTAL - len(embed) - reserve
        name = fact_heading(i, fact)
        if len(embed.fields) >= MAX_FIELDS - 1 or room < len(name) + 80:
            omitted_facts += 1
            omitted_sources += len(sources)
            continue
        limit = min(MAX_FIELD_VALUE, room - len(name))
        head = ""
        show_text = quote if quote is not None else fact.text.strip() not in answer_text
        if show_text:
            head = "> " + fit(whole(fact.text, FACT_TEXT_LIMIT), min(FACT_TEXT_LIMIT, limit // 3))
        body_limit = limit - len(head) - (1 if head else 0)
        body, shown = fit_lines(lines, body_limit) if lines else ("No source listed.", 0)
        omitted_sources += len(lines) - shown
        value = "\n".join(p for p in (head, body) if p) or "\u200b"
        embed.add_field(name=name, value=value[:MAX_FIELD_VALUE], inline=False)
    if omitted_facts:
        more = f"+{plural(omitted_facts, 'more fact')} with {plural(omitted_sources, 'more source')}"
        embed.add_field(name="More", value=more, inline=False)


def story_of_embed(embed: discord.Embed) -> tuple[str | None, str]:
    """(story title, question) of an answer embed the bot sent: what a reply to it follows up on."""
    name = embed.author.name if embed.author else None
    story = name[len(STORY_PREFIX):] if name and name.startswith(STORY_PREFIX) else None
    title = embed.title or ""
    question = title[2:] if title.startswith("\u2753 ") else title
    return story, question


def answer_of_embed(embed: discord.Embed) -> str:
    """The answer's first line in an answer embed the bot sent, as plain text: no story label, bold or escapes."""
    story, _ = story_of_embed(embed)
    first = (embed.description or "").split("\n", 1)[0]
    if story:
        first = first.removeprefix(f"**{story}**: ")
    return re.sub(r"\\([\\*_~`|>])", r"\1", first.replace("**", ""))


def closest_line(fact: FactRef) -> str:
    """The nearest fact of an abstention, marked so nobody takes it for the answer."""
    handles = sorted({s.handle.lstrip("@") for s in fact.sources}, key=str.lower)[:2]
    who = " \u2014 " + ", ".join(fit("@" + h, _HANDLE_LIMIT) for h in handles) if handles else ""
    when = f", as of {fact.as_of}" if fact.as_of else ""
    return f"-# Closest, not an answer: \u201c{fit(one_line(fact.text), 400)}\u201d{who}{when}"


def miss_kind(answer: Answer) -> str:
    """"answered", "chitchat" (no question about the story), "offtopic" (nothing near) or "gap" (a near miss)."""
    if answer.answered:
        return "answered"
    if one_line(answer.answer) in CHITCHAT_REPLIES:
        return "chitchat"
    return "offtopic" if answer.closest is None else "gap"


def miss_sentence(answer: Answer) -> str:
    """The first line of a miss: what the digests don't say (the matcher's sentence when it has one)."""
    return fit(one_line(answer.answer) or MISS_DEFAULT, 600)


def unanswered_content(answer: Answer, question: str | None = None, suggestions: Sequence[str] = (),
                       *, echo_question: bool = True) -> str:
    """A miss: the echoed question, what the digests don't say, the closest fact, then suggestions or topics."""
    q = question if question is not None else answer.question
    head = [f"> {echo(q)}"] if one_line(q) and echo_question else []
    head.append(miss_sentence(answer))
    if answer.closest:
        head.append(closest_line(answer.closest))
    text = "\n".join(head)
    if suggestions:
        return (text + "\n" + SUGGEST_HEAD)[:MAX_CONTENT]
    topics = [f"**{fit(one_line(s), MAX_CHOICE_LENGTH)}**" for s in answer.suggestions if one_line(s)]
    if topics:
        budget = MAX_CONTENT - len(text) - len("\nDid you mean: ?")
        chosen, _ = fit_lines(topics, budget, more="", sep=", ")
        if chosen:
            text += f"\nDid you mean: {chosen}?"
    return text[:MAX_CONTENT]


def quote_of(text: str, jump_url: str, author: str | None = None) -> str:
    """The line above a context-menu answer: a short excerpt of the message it answers, linked to it."""
    excerpt = fit(whole(one_line(text), QUOTE_EXCERPT, max_sentences=1), QUOTE_EXCERPT + 20)
    who = f" \u2014 {fit(author, _HANDLE_LIMIT)}" if author else ""
    return f"> {excerpt}\n-# Answering [this message]({jump_url}){who}"


def render_answer(answer: Answer, question: str | None = None, suggestions: Sequence[str] = (),
                  quote: str | None = None) -> dict[str, Any]:
    """Keyword arguments for `send`: an embed when answered, plain content when not; `quote` goes on top."""
    if answer.answered:
        kwargs: dict[str, Any] = {"embed": answer_embed(answer, question)}
        if quote:
            kwargs["content"] = quote[:MAX_CONTENT]
        return kwargs
    content = unanswered_content(answer, question, suggestions, echo_question=quote is None)
    if quote:
        content = (quote + "\n" + content)[:MAX_CONTENT]
    return {"content": content}


def too_fast(retry_after: float) -> str:
    """The cooldown message."""
    seconds = max(1, int(-(-retry_after // 1)))
    return f"You're asking too fast \u2014 try again in {seconds} s."


def facts_embed(topic: str, facts: Sequence[Fact | FactRef]) -> discord.Embed:
    """The embed of /facts: each fact about a topic with its sources."""
    refs = [f if isinstance(f, FactRef) else FactRef.of(f) for f in facts]
    embed = discord.Embed(title=truncate("Facts about " + echo(topic, 200), MAX_TITLE), colour=COLOUR_INFO)
    as_of = latest_as_of(refs)
    embed.set_footer(text=plural(len(refs), "fact") + (f" \u00b7 as of {as_of}" if as_of else ""))
    _add_fact_fields(embed, refs, quote=True)
    return embed


def is_heading(line: str) -> bool:
    """A heading line of a listing (**date**, __Posts__): it stays on the page of the lines it heads."""
    return (line.startswith("**") and line.endswith("**")) or (line.startswith("__") and line.endswith("__"))


def paginate(lines: Sequence[str], *, max_chars: int = PAGE_CHARS, max_lines: int = PAGE_LINES) -> list[str]:
    """Split lines into pages of at most `max_lines` lines and `max_chars` characters; a heading never ends a page."""
    pages: list[str] = []
    current: list[str] = []
    size = 0
    for line in lines:
        line = truncate(line, max_chars)
        if current and (len(current) >= max_lines or size + 1 + len(line) > max_chars):
            carried: list[str] = []
            while current and (is_heading(current[-1]) or not current[-1].strip()) and len(current) > 1:
                carried.insert(0, current.pop())  # the heading goes with the lines it heads
            pages.append("\n".join(current))
            current = [c for c in carried if c.strip()]
            size = len("\n".join(current))
        current.append(line)
        size += len(line) + (1 if len(current) > 1 else 0)
    if current:
        pages.append("\n".join(current))
    return pages or ["Nothing here yet."]


def page_embed(title: str, pages: Sequence[str], page: int, *, command: str) -> discord.Embed:
    """One page of a listing, "Page x/y" in the footer; a page past the end says so and shows the last one."""
    asked = page
    page = min(max(1, page), len(pages))
    body = pages[page - 1]
    if asked != page:
        body = f"-# There is no page {asked}: the list has {plural(len(pages), 'page')}. This is page {page}.\n{body}"
    embed = discord.Embed(title=truncate(title, MAX_TITLE), description=body[:MAX_DESCRIPTION], colour=COLOUR_INFO)
    hint = f" \u00b7 Next \u25b6 or /{command} page:{page + 1} for more" if page < len(pages) else ""
    embed.set_footer(text=f"Page {page}/{len(pages)}{hint}")
    return embed


def digest_lines(index: Any) -> list[str]:
    """One line per digest of the index: file, title, dates and counts."""
    out = []
    for name in sorted(index.digests):
        d = index.digests[name]
        span = ""
        if d.start or d.end:
            span = f" ({d.start or '?'} \u2013 {d.end or '?'})" if d.start != d.end else f" ({d.start})"
        title = fit(one_line(d.title), 120) if d.title else "untitled"
        n_posts = len({s.key for s in d.sources})
        out.append(f"\U0001f4c4 **{fit(name, 80)}** \u2014 {title}{span} \u00b7 "
                   f"{plural(len(d.facts), 'fact')}, {plural(n_posts, 'post')}")
    return out


def sources_lines(index: Any) -> list[str]:
    """Lines of /sources: the digests, then every distinct post they cite, oldest first."""
    lines = ["__Digests__", *digest_lines(index), "", "__Posts__"]
    posts = [source_line(SourceRef(handle=s.handle, title=s.title, date=s.date.isoformat() if s.date else None,
                                   seed=s.seed, primary=s.primary, line=s.line)) for s in index.sources]
    return lines + (posts or ["No posts cited."])


def timeline_lines(entries: Iterable[Any]) -> list[str]:
    """Lines of /timeline: dated posts in order, a date heading before each new day."""
    out: list[str] = []
    last: dt.date | None = None
    for e in entries:
        if e.date != last:
            out.append(f"**{e.date.isoformat()}**")
            last = e.date
        title = fit(one_line(e.title), _POST_TITLE_LIMIT)
        out.append(f"\u2022 {fit('@' + e.handle.lstrip('@'), _HANDLE_LIMIT)} \u2014 \u201c{title}\u201d")
    return out


def about_embed(index: Any, refreshed_at: dt.datetime | None, *, bot_name: str = "the story bot") -> discord.Embed:
    """The embed of /about: what the bot is, the index version, counts and the last refresh."""
    titles = sorted({d.title for d in index.digests.values() if d.title}) if index is not None else []
    desc = [f"**{fit(bot_name, 80)}** answers questions about a news story from a fact index built from "
            "digest files, and cites the posts behind every answer. It says so when the digests don't know."]
    if titles:
        story = "\n".join("\u2022 " + fit(one_line(t), 200) for t in titles[:10])
        desc.append("**Story**\n" + story + (f"\n+{len(titles) - 10} more" if len(titles) > 10 else ""))
    desc.append("Ask with `/ask`, by mentioning me, in a DM, or with *Apps \u2192 Answer with sources* on a message. "
                "Browse with `/facts`, `/sources` and `/timeline`. Questions about the story itself work too: "
                "\u201ctldr\u201d, \u201cwhat's new\u201d, \u201ctimeline\u201d, \u201cwho's who\u201d, "
                "\u201csources?\u201d.")
    embed = discord.Embed(title="About", description=truncate("\n\n".join(desc), MAX_DESCRIPTION), colour=COLOUR_INFO)
    if index is None:
        embed.add_field(name="Index", value="Still loading.", inline=False)
        return embed
    stats = index.stats()
    embed.add_field(name="Index version", value=f"`{index.version}`", inline=True)
    counts = ", ".join(plural(stats.get(k, 0), k[:-1] if k.endswith("s") else k, k)
                       for k in ("digests", "facts", "sources", "episodes", "problems"))
    embed.add_field(name="Counts", value=counts, inline=True)
    when = refreshed_at or getattr(index, "built_at", None)
    if when is not None:
        if when.tzinfo is None:
            when = when.replace(tzinfo=dt.UTC)
        embed.add_field(name="Last refreshed",
                        value=f"{discord.utils.format_dt(when, 'f')} ({discord.utils.format_dt(when, 'R')})",
                        inline=False)
    return embed


def embed_problems(embed: discord.Embed) -> list[str]:
    """Every Discord embed limit the embed breaks (empty when it is valid)."""
    out = []
    if len(embed.title or "") > MAX_TITLE:
        out.append("title")
    if len(embed.description or "") > MAX_DESCRIPTION:
        out.append("description")
    if len(embed.fields) > MAX_FIELDS:
        out.append("field count")
    for f in embed.fields:
        if len(f.name or "") > MAX_FIELD_NAME or not f.name:
            out.append(f"field name {f.name!r}")
        if len(f.value or "") > MAX_FIELD_VALUE or not f.value:
            out.append(f"field value of {f.name!r}")
    if len(embed.footer.text or "") > MAX_FOOTER:
        out.append("footer")
    if len(embed) > MAX_EMBED_TOTAL:
        out.append(f"total {len(embed)}")
    return out
