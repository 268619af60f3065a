"""Answer composition: the answer sentence, a second source, disagreeing figures and "as of" notes."""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Callable

from rapidfuzz import fuzz

from .analyze import analyze, fold_accents, term_for
from .entries import first_date
from .models import Answer, Fact, FactRef, Quantity
from .numbers import canonical_unit, extract_quantities
from .question import Question, figure_kinds, kinds_asked, slipped_into
from .scoring import Scored
from .support import (
    FEATURES,
    asks_capacity,
    cites_as_old,
    covered,
    fact_text,
    gives_size,
    numbered_words,
    rescheduled,
    says_capacity,
    tells_deed_done,
    tells_plan,
    tells_rescheduled,
    time_lacking,
)
from .vocab import FILLER, LIGHT_VERBS, MONTHS, ORIGINAL_WORDS, SPEECH_VERBS
from .weights import WEIGHTS as W


def compose(question: str, q: Question, scored: list[Scored], confidence: float, handle_names: dict[str, str],
            before: Callable[[Scored], Fact | None] = lambda s: None,
            after: Callable[[Question, Scored], Fact | None] = lambda q, s: None) -> Answer:
    """Build the answer text, notes and cited facts from the best matches."""
    best = scored[0]
    close = [s for s in scored[1:W.close_window] if s.score >= best.score - W.when_window]
    dated: list[Scored] = []  # for "when": the near facts that say a date, the earliest report answering
    # (a fact giving the day of its title's month is the answer already; "when … again" asks the next time, not the first)
    if q.qtype == "when" and not q.framed_by and "again" not in q.analysis.words:
        told = fact_text(best.entry.fact.text).has_date  # then only facts that say a date too
        happened = q.asks_happened and not tells_plan(best.entry.fact.text)  # not a plan before the event
        # "when did it come out": the best telling it done ("launched on 04-11"), the earliest report telling it done
        done = q.deeds if _tells_done(q, best) else None
        dated = [s for s in [best, *close] if s.entry.first_date and s.contrast is None
                 and (not told or fact_text(s.entry.fact.text).has_date)
                 and not (happened and tells_plan(s.entry.fact.text))
                 and (done is None or tells_deed_done(s.entry.fact.text, done) and _covers(s, best))]
        if dated:
            best = min(dated, key=lambda s: (s.entry.first_date, -s.score))
    notes: list[str] = []
    if asks_capacity(q.text) and says_capacity(best.entry.fact.text):  # what it can hold: not what it held
        scored = [best, *(s for s in scored if s is not best and says_capacity(s.entry.fact.text))]
    chained = restated(q, best, scored[:W.describe_limit]) or restated_date(q, best, scored[:W.describe_limit]) \
        or superseded(q, best, scored[:W.describe_limit])
    if chained is not None:
        best, note = chained
        notes.append(note)
    elif q.asks_present:
        best = _not_older(best, scored[0], dated)
    if q.qtype == "when" and not (_earlier_asked(q) or q.asks_happened):
        best, moved = moved_date(q, best, dated, scored[1:W.describe_limit])
        if moved is not None:
            notes.append(moved)
    floor = W.conflict_share * scored[0].score
    # "so far": the latest report, however worded, if it says one of the question's key words at all (not "3,400 people
    # have joined a civil claim" for "how many people had their data stolen in the end")
    best, conflict = (best, None) if _tells_done(q, best) else disagreement(
        q, best, [s for s in scored[:W.conflict_pool] if s.score >= floor or q.asks_now and _says_asked(s)
                  or _listed_for(q, s.entry.fact) is not None])  # "Pyle 50,287" gives Pyle's count however it ranks
    if conflict and conflict not in notes:  # the restated figure is often the one that disagrees: said once
        notes.append(conflict)
    fact = best.entry.fact
    chosen = [best]
    if q.listing:
        chosen = [s for s in scored if s.entry.handles & set(q.handles)][:W.handle_listing] or [best]
    elif not q.framed_by:  # (the fact giving the day of its title's month scores low: a near tie of it is no answer)
        for s in scored[:W.also_pool]:
            if s is best or len(chosen) >= W.max_chosen:
                continue
            if s.score >= W.also_share * best.score and s.entry.fact.seed != fact.seed:
                if fuzz.token_set_ratio(s.entry.fact.text, fact.text) >= W.also_duplicate:
                    continue
                chosen.append(s)
        for s in scored[:W.also_pool]:  # a near tie the first stage cannot call: both, the tie after a second source
            if s in chosen or len(chosen) > W.max_chosen or s.score < W.tie_share * best.score or not _as_good(s, best):
                continue
            if any(fuzz.token_set_ratio(s.entry.fact.text, c.entry.fact.text) >= W.also_duplicate for c in chosen):
                continue
            chosen.append(s)
            break
    lines = []
    prior: Fact | None = None
    extra: list[Fact] = []
    if q.listing and len(chosen) > 1:
        who = ", ".join("@" + handle_names.get(h, h) for h in q.handles)
        lines.append(f"The digests cite {who} for these; none says \u201c{q.said_otherwise}\u201d in those words:"
                     if q.said_otherwise else f"The digests cite {who} for:")
        lines.extend(f"\u2022 {s.entry.fact.text}" for s in chosen)
    else:
        lines.append(sentence(chosen[0].entry.fact, q))
        prior = before(chosen[0])
        if prior is not None:  # the sentence it leans on, so the answer reads on its own
            lines.append("Context: " + prior.text.rstrip())
        following = after(q, chosen[0])
        if following is not None:  # the sentence its paragraph goes on with: the reason, when it gives none
            lines.append("It goes on: " + following.text.rstrip())
            extra.append(following)
        for s in chosen[1:]:
            lines.append("Also: " + sentence(s.entry.fact, q))
    for s in chosen:
        f = s.entry.fact
        if f.as_of and f.time_sensitive:
            notes.append(f"As of {f.as_of.isoformat()}: {short(f.text)} may have changed since.")
            break
    confidence = round(max(0.0, min(1.0, confidence)), 3)
    return Answer(question=question, answered=True, answer="\n".join(lines), confidence=confidence,
                  facts=[FactRef.of(s.entry.fact) for s in chosen] + ([FactRef.of(prior)] if prior else [])
                  + [FactRef.of(f) for f in extra], notes=notes)

def _covers(s: Scored, best: Scored) -> bool:
    """Whether a candidate has as many of the question's key and optional words as the best one."""
    f, g = s.features, best.features
    return f is not None and g is not None and covered(f) + f[_OPTIONAL] >= covered(g) + g[_OPTIONAL] - 1e-9


_OPTIONAL = FEATURES.index("optional")


def _tells_done(q: Question, best: Scored) -> bool:
    """Whether a past when-question's best fact tells the asked deed done on a date ("when did it come out":
    "launched on 04-11"): that date answers, not a later figure's update."""
    return q.qtype == "when" and q.asks_happened and tells_deed_done(best.entry.fact.text, q.deeds)


_TYPE_MISSING = FEATURES.index("type_missing")


def _as_good(s: Scored, best: Scored) -> bool:
    """Whether a near tie is as much an answer as the best fact: no other member of an asked class, an answer of
    the asked kind if the best has one, and as many of the question's key words."""
    f, g = s.features, best.features
    if f is None or g is None or s.contrast is not None or s.entry.fact.kind == "headline":
        return False  # a post's title adds nothing the fact does not say
    return f[_TYPE_MISSING] <= g[_TYPE_MISSING] and covered(f) >= covered(g)


def short(text: str, limit: int = 60) -> str:
    """A short quote of a fact for notes."""
    text = re.sub(r"\s*\([^()]*@[^()]*\)\s*\.?$", "", text)
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + "\u2026"

def sentence(fact: Fact, q: Question) -> str:
    """One fact as an answer sentence, with its attribution and date where useful."""
    text = fact.text.rstrip()
    extras: list[str] = []
    if not fact.handles and fact.kind != "headline" and q.qtype == "who":
        handles = sorted({s.handle for s in fact.sources}, key=lambda h: (h.lower(), h))  # never set order
        if handles:
            extras.append("per " + ", ".join("@" + h for h in handles[:3]))
    if fact.as_of and fact.time_sensitive:
        extras.append(f"as of {fact.as_of.isoformat()}")
    elif q.qtype == "when" or q.kind == "date":  # "when …", "what date / year …": when it was reported, at least
        d = first_date(fact)
        if d:
            extras.append(f"reported {d.isoformat()}")
    n = fact.confirmations
    if n > 1 and fact.handles:
        extras.append(f"confirmed by {n} sources")
    if extras:
        text = f"{text} [{'; '.join(extras)}]"
    return text


# a figure given with the one it replaced: "rises from £62,300 to £65,480", "up from $140 million", "revised to €3.6
# billion from €3.2 billion", "226 km² rather than 214 km²", "the final bill came to $398,500, below the commission's
# $412,000 estimate" (not "above the marketed range", nor "16% above the $29 IPO price")
_CHANGE_CUE = re.compile(r"\b(?:from|rather than|instead of|revised|raised|increased|cut|lowered|reduced|final|"
                         r"(?:below|above|under|over) (?:the |its |their )?(?:[\w']+ ){0,2}[^\s\d]*\d\S* "
                         r"(?:estimate|forecast|budget|projection))\b", re.I)


def _earlier_asked(q: Question) -> bool:
    """Whether the question asks the earlier figure ("originally", or "originaly", "at first", "the first estimate")."""
    return q.asks_earlier or any(slipped_into(w, ORIGINAL_WORDS) for w in q.analysis.words)


def restated(q: Question, best: Scored, candidates: list[Scored]) -> tuple[Scored, str] | None:
    """A later fact that gives the best fact's figure as the one it replaced, and the note saying so: "The provincial
    emergency fund has been increased from $12 million to $19.5 million" after "released a $12 million emergency
    fund" (the latest of them; none when the first or original figure is asked)."""
    if _earlier_asked(q):
        return None
    figure = q.kind == "number" or bool(q.units) or bool(q.dimensions)
    if not figure and not _asks_what_now(q):
        return None  # a figure asked: not "who started it", whose best fact merely holds one
    numbers = best.entry.fact.numbers
    asked = set(q.analysis.stems)
    mine = [a for a in _relevant_quantities(numbers, q.units) or _relevant_quantities(numbers, [])
            if (sum(n.unit == a.unit for n in numbers) == 1 or _around(best.entry.fact.text, a) & asked)
            and (q.qtype != "size" or bool(q.dimensions) or gives_size([a]))]
    # the figure asked: the only one of its unit, or one the question's words stand beside ("per broiler"); a size
    # asked of a thing is no sum of money ("how big is the site": not the "$18 billion chip plant" on it); for "what …
    # now", the best's only figure (not the "3.5-tonne weight limit" beside "a 30 km/h speed limit" for the speed limit)
    mine = _of_kind_asked(q, best, mine) if figure or len(numbers) == 1 else []
    held = _for_holder(q, best.entry.fact)
    mine = [held] if held is not None else mine  # "how many votes did B get": B's figure, not the margin beside it
    day = best.entry.first_date
    if not mine or day is None:
        return None
    found: tuple[Scored, Quantity, Quantity] | None = None
    for other in candidates:
        when = other.entry.first_date
        fact = other.entry.fact
        if other is best or when is None or when <= day:
            continue
        cue = figure and bool(_CHANGE_CUE.search(fact.text))
        for a in mine:
            told = [n for n in fact.numbers if n.unit == a.unit] or _from_to(fact, a)
            # "27 cases, up from 14", "previously 23": the best's figure cited as the old value updates it whatever
            # words the later fact names it by (what stands now asked, any figure will do: "the clause from 10% to 5%")
            if cue and any(n.value == a.value for n in told) or cites_as_old(fact, a):
                new = next((n for n in told if n.value != a.value), None)
                if new is not None and (found is None or when > (found[0].entry.first_date or day)):
                    found = (other, a, new)
    if found is None:
        return None
    other, a, new = found
    return other, _updated(_cite(best.entry.fact, a), day, _cite(other.entry.fact, new), other.entry.first_date)


def _asks_what_now(q: Question) -> bool:
    """Whether a what-question asks how a thing stands now ("what sell-on clause do they keep now"): a figure the best
    fact gives may be what is asked, and a later fact citing it as its old value its update."""
    return q.asks_now and q.qtype == "what" and q.kind not in _NOT_FIGURES


def _of_kind_asked(q: Question, best: Scored, mine: list[Quantity]) -> list[Quantity]:
    """The best fact's figures of the kind asked, when it gives one ("how many lead pipes": "18,400 lead service lines",
    not the "$230 million" it costs; ``question.kinds_asked``); all of them otherwise."""
    kinds = kinds_asked(q, best.entry.units)
    return [a for a in mine if not kinds.isdisjoint(figure_kinds(frozenset({a.unit})))] if kinds else mine


def superseded(q: Question, best: Scored, candidates: list[Scored]) -> tuple[Scored, str] | None:
    """A near later fact, as much an answer, giving the asked figure otherwise when its words say it replaced one ("the
    estimated crop loss is now 52%") or the best one's is only an aim ("is aiming to raise about $900 million" before
    "raising $986 million"), and the note saying so (none when the first or original figure is asked)."""
    if _earlier_asked(q) or "first" in q.analysis.words or not (q.kind == "number" or q.units or q.dimensions):
        return None  # "the first strike" names the earlier of several: a later count is often of them all
    numbers = best.entry.fact.numbers
    mine = [a for a in _relevant_quantities(numbers, q.units) or _relevant_quantities(numbers, [])
            if sum(n.unit == a.unit for n in numbers) == 1]  # the figure asked: the only one of its unit
    held = _for_holder(q, best.entry.fact)
    mine = [held] if held is not None else _of_kind_asked(q, best, mine)
    day = best.entry.first_date
    if not mine or day is None:
        return None
    aim = _aims(best.entry.fact.text)
    for other in candidates:
        when, text = other.entry.first_date, other.entry.fact.text
        if other.score < W.superseded_share * best.score:
            break
        if other is best or when is None or when <= day or not _as_good(other, best):
            continue
        replaces = aim and not _aims(text)  # an aim, then what came of it: any figure of its unit; else one said new
        pairs = [(a, b) for a in mine for b in other.entry.fact.numbers
                 if b.unit == a.unit and b.value != a.value and a.value > 0 and b.value > 0
                 and (replaces or _said_new(text, b))]
        if pairs:
            a, b = min(pairs, key=lambda p: abs(math.log(p[1].value / p[0].value)))  # of one size: not "$29 a share"
            return other, _updated(_cite(best.entry.fact, a), day, _cite(other.entry.fact, b), when)
    return None


def _said_new(text: str, b: Quantity) -> bool:
    """Whether the words before a figure, in its clause, say it replaced another ("the loss is now 52%", "revised to",
    "from 35 to 22"; not "private sale homes rise to 892" after "£712 million, up from £640 million")."""
    at = text.find(b.text)
    clause = re.split(r"[;:.(]\s|,\s", text[:at])[-1] if at >= 0 else ""
    return bool(_REPLACES.search(clause))


def _aims(text: str) -> bool:
    """Whether a fact tells an aim ("is aiming to raise", "hopes to sell"), not what came of it (a plan's "will" or
    "scheduled" is often what was done: "will pay a lease of £14.6 million a year for 40 years")."""
    return bool(_AIMING.search(text))


_AIMING = re.compile(r"\b(?:aim(?:s|ing|ed)?|target(?:s|ing|ed)?|hop(?:es?|ing|ed)|seek(?:s|ing)?|sought|"
                     r"look(?:s|ing)?|want(?:s|ing|ed)?)\s+to\s+[a-z]", re.I)
# a figure's own words saying it replaced an earlier one: "is now 52%", "revised up", "the final count"
_REPLACES = re.compile(r"\b(?:now|revised|updated|raised|lowered|increased|reduced|cut to|final|latest|actual(?:ly)?|"
                       r"up from|down from|from [^\s\d]*\d\S* to)\b", re.I)


# a change from a figure (the {} filled in) to a new one, whose token ends in a digit and any commas or full stops
# ("from 74 to 66", "to 48,120, up from the 46,700"); "\d[,.]*" after "\S*", not "\d[\d,.]*": linear on a long token
_FROM_OLD_TO = r"\bfrom (?:about |around )?{} to (?:about |around )?(\S*\d[,.]*)"
_TO_UP_FROM_OLD = r"\bto (?:about |around )?(\S*\d[,.]*),? (?:up|down) from (?:the |about |around )*{}\b"


def _from_to(fact: Fact, a: Quantity) -> list[Quantity]:
    """The bare figures of a change from a figure to another that names no unit ("musicians will fall from 74 to 66"
    after "its 74 full-time musicians"; "revised its count to 48,120, up from the 46,700"): the old and the new one."""
    old = re.escape(a.text)
    m = re.search(_FROM_OLD_TO.format(old), fact.text) or re.search(_TO_UP_FROM_OLD.format(old), fact.text)
    if m is None:
        return []
    return [n for n in fact.numbers if not n.unit and n.text in (a.text, m.group(1).rstrip(".,"))]


_MONTHS = (r"(?:jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|"
           r"nov(?:ember)?|dec(?:ember)?)")
_WHEN = re.compile(  # a date or a period a plan is set for: "2028-01-10", "03-15", "Q3 2027", "the first half of 2028"
    rf"\b(?:\d{{4}}-\d{{2}}-\d{{2}}|\d{{2}}-\d{{2}}(?!\d)|(?:(?:q[1-4]|h[12]|(?:the )?(?:first|second) half of|"
    rf"(?:early|mid|late|end)[- ](?:of )?|spring|summer|autumn|fall|winter)\s*)?"
    rf"(?:(?:\d{{1,2}}\s+)?{_MONTHS}\s+)?(?:\d{{1,2}},?\s+)?(?:19|20)\d{{2}}"
    rf"|{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTHS})\b", re.I)
_REPLACED = r"(?:instead of|rather than|from|than|planned for|originally (?:due|set|planned|scheduled)(?: for)?)\s+(?:the )?"


def restated_date(q: Question, best: Scored, candidates: list[Scored]) -> tuple[Scored, str] | None:
    """For a when-question, a later fact that gives the best fact's date as the one it replaced, and the note saying so:
    "now targeted for the first half of 2028, instead of Q3 2027" after "targeted for Q3 2027" (the latest of them;
    none when the first or original date is asked)."""
    if q.qtype != "when" or _earlier_asked(q):
        return None
    day = best.entry.first_date
    mine = {m.group(0).casefold(): m.group(0) for m in _WHEN.finditer(best.entry.fact.text)}
    if day is None or not mine:
        return None
    found: tuple[Scored, str, str] | None = None
    for other in candidates:
        when = other.entry.first_date
        text = other.entry.fact.text
        if other is best or when is None or when <= day or (found is not None and when <= (found[0].entry.first_date or day)):
            continue
        old = next((d for d in sorted(mine) if re.search(_REPLACED + re.escape(d) + r"\b", text, re.I)), None)
        new = next((m.group(0) for m in _WHEN.finditer(text) if m.group(0).casefold() not in mine), None)
        if old is not None and new is not None:
            found = (other, old, new)
    if found is None:
        return None
    other, old, new = found
    return other, _updated(_cite_text(best.entry.fact, mine[old]), day, _cite_text(other.entry.fact, new),
                           other.entry.first_date)


def _not_older(best: Scored, ranked: Scored, dated: list[Scored]) -> Scored:
    """For "when does it start now", the earliest of the near dated reports not older than the one ranked first, when
    no later fact says it replaced the earliest's date (not "when did it actually open": the first report of it)."""
    since = ranked.entry.first_date
    if since is None or best.entry.first_date is None or best.entry.first_date >= since:
        return best
    return min((s for s in dated if s.entry.first_date is not None and s.entry.first_date >= since),
               key=lambda s: (s.entry.first_date, -s.score), default=ranked)


def _says_asked(s: Scored) -> bool:
    """Whether a candidate says one of the question's key words, as written or as a synonym (undescribed: assumed)."""
    return s.features is None or covered(s.features) > 0


def moved_date(q: Question, best: Scored, dated: list[Scored], candidates: list[Scored]) -> tuple[Scored, str | None]:
    """For "when" (not the original date, nor what happened), a plan moved to another date: the latest move among the
    near dated facts answers ("has been moved to 2028-05-19"), not a first report; else a later move of the thing asked
    told further down is noted ("The trial was moved to 2028-11-30" when "the quillmind trial" is asked and the move
    does not name QuillMind), unless the answer gives that date too."""
    day = best.entry.first_date or dt.date.min
    moved = max((s for s in dated if tells_rescheduled(s.entry.fact.text)),
                key=lambda s: (s.entry.first_date, s.score), default=None)
    if moved is not None and (moved.entry.first_date or dt.date.min) > day:
        return moved, None
    if best.entry.first_date is None:
        return best, None
    asked = frozenset(t.stem for t in q.required)
    later = max(((s, said) for s in candidates if s.entry.first_date is not None and s.entry.first_date > day
                 and s.entry.fact.kind != "headline" and (said := rescheduled(s.entry.fact.text, asked)) is not None),
                key=lambda p: (p[0].entry.first_date, p[0].score), default=None)
    if later is None or any(m.group(0) in best.entry.fact.text for m in _WHEN.finditer(later[1])):
        return best, None
    return best, f"Moved since: {_cite_text(later[0].entry.fact, later[1])} on {later[0].entry.first_date}."


def disagreement(q: Question, best: Scored, others: list[Scored]) -> tuple[Scored, str | None]:
    """Find facts that give a different value for the same quantity; prefer the precise, else the recent (or the original asked) one."""
    if not _asks_figure(q):
        return best, None  # "what city was the theft in": a count the best fact gives, updated later, is not asked
    mine = _relevant_quantities(best.entry.fact.numbers, q.units) or _relevant_quantities(best.entry.fact.numbers, [])
    # "originally" (or "originaly"), "at first": the earlier value is asked
    past = _earlier_asked(q)
    asked = frozenset(q.analysis.stems)
    now = q.asks_now  # read once: the loops below ask it of every pair of figures
    named = numbered(q.analysis.words)  # read once: each candidate is held against it
    others = [o for o in others if not numbers_other(named, o.entry.fact.text)  # "Game 8" is not "game 7"
              and not time_lacking(q.text, o.entry.fact)]  # nor "on 07-22" the 07-14 asked
    updated = [o for o in others if o.entry.fact.id != best.entry.fact.id and any(
        _update(a, b, best, o, asked, now) for a in _compared(q, best, mine, o)
        for b in _relevant_quantities(o.entry.fact.numbers, []))]
    held = _for_holder(q, best.entry.fact)
    chosen = None if held is None else _holder_update(q, best, held, others)
    if chosen is not None:  # "how many votes did B get": only a list's report of B's figure updates it
        return chosen
    if updated:  # a figure reported again outranks a near one that merely differs ("magnitude 6 or larger")
        others = updated + [o for o in others if o not in updated]
    for other in others:
        if other.entry.fact.id == best.entry.fact.id:
            continue
        for a in _compared(q, best, mine, other):
            for b in _relevant_quantities(other.entry.fact.numbers, []):
                fa, fb = best.entry.fact, other.entry.fact
                kind = _conflict(a, b) or _update(a, b, best, other, asked, now)
                if not kind or kind == "value" and not _same_measure(a, b, fa, fb):
                    continue
                mine_on, theirs_on = best.entry.first_date or dt.date.min, other.entry.first_date or dt.date.min
                newer = theirs_on > mine_on
                earlier = past and best.entry.first_date is not None and other.entry.first_date is not None
                if kind == "update":  # one count reported again: the latest figure (the first, if asked), the other noted
                    later = other if newer else best
                    first, last = ((fa, a, best), (fb, b, other)) if later is other else ((fb, b, other), (fa, a, best))
                    note = _updated(_cite(first[0], first[1]), first[2].entry.first_date, _cite(last[0], last[1]),
                                    last[2].entry.first_date, "the earlier, as asked" if earlier else "the latest")
                    return (first[2] if earlier else later), note
                pick_other = _precision(b) > _precision(a) or _precision(b) == _precision(a) and (
                    theirs_on < mine_on if earlier else newer)
                if kind == "value":
                    note = (f"Sources differ: {_cite(fa, a)} versus {_cite(fb, b)}. "
                            f"The answer gives the {_which(a, b, earlier and mine_on != theirs_on)} value.")
                else:
                    note = f"Sources describe it differently: {_cite(fa, a)} versus {_cite(fb, b)}."
                    pick_other = False
                return (other if pick_other else best), note
    return best, None


def _compared(q: Question, best: Scored, mine: list[Quantity], other: Scored) -> list[Quantity]:
    """The best fact's figures another is compared on: all of them when it gives a figure of the kind asked too (a
    later "£480,000 from 9,120 donors" updates "£318,000 from 6,400 donors" by its donors), else those of the kind asked
    ("how many people": not a later "cut from 5 km to 3 km" of the zone)."""
    kinds = kinds_asked(q, best.entry.units)
    if not kinds or not kinds.isdisjoint(figure_kinds(other.entry.units)):
        return mine
    return _of_kind_asked(q, best, mine)


def _holder_update(q: Question, best: Scored, held: Quantity, others: list[Scored]) -> tuple[Scored, str | None] | None:
    """For a count question naming its holder whose best fact gives the holder's figure (``_for_holder``), when a list
    of names and figures gives it too: the latest report of it answers, the best noted ("Certified totals: A 50,416, B
    50,287" after "B took 48,605 votes"); a later list giving it the same keeps the best. None when no list gives it."""
    day = best.entry.first_date
    told = [(o, b) for o in others if o.entry.fact.id != best.entry.fact.id and (b := _listed_for(q, o.entry.fact))]
    if day is None or _earlier_asked(q) or not told and _listed_for(q, best.entry.fact) is None:
        return None
    later = [(o, b) for o, b in told if (o.entry.first_date or day) > day and b.value != held.value]
    if not later:
        return best, None
    other, b = max(later, key=lambda p: (p[0].entry.first_date or day, p[0].score))
    return other, _updated(_cite(best.entry.fact, held), day, _cite(other.entry.fact, b), other.entry.first_date)


def _holder_asked(q: Question) -> set[str]:
    """For a count question ("how many votes did pyle get"), the words that may name the holder: the key words but the
    counted noun, a month, or a word the question numbers ("game 7"); none when no count is asked."""
    if not q.units or figure_kinds(frozenset(q.units)) != {"count"}:
        return set()  # "how much did she take home": a sum, not the "Mehrotra 2804" of a rating list
    return {fold_accents(t.surface) for t in q.required if canonical_unit(t.surface) not in q.units} - set(MONTHS) - {
        w for w, _ in numbered_words(q.analysis.words)}


def _listed_for(q: Question, fact: Fact) -> Quantity | None:
    """The figure after the asked holder's name in a fact's list of names and figures, bare or of the unit asked
    ("Certified totals: Barragán 50,416, Pyle 50,287": Pyle's 50,287; not the "Fab 4" a single name numbers)."""
    asked = _holder_asked(q)
    listed = [(fold_accents(m.group(1)).casefold(), m.group(2)) for m in _LISTED.finditer(fact.text)] if asked else []
    if len(listed) < 2:
        return None
    figures = {n.text: n for n in fact.numbers if n.unit in ("", *q.units)}
    return next((figures[t] for name, t in listed if name in asked and t in figures), None)


def _for_holder(q: Question, fact: Fact) -> Quantity | None:
    """The figure a fact gives the holder a count question names (``_holder_asked``): listed (``_listed_for``), else the
    only figure of the unit asked in a fact naming the holder and listing no one ("Okafor took 1,486 votes")."""
    said = _listed_for(q, fact)
    asked = _holder_asked(q)
    if said is not None or not asked or _LISTED.search(fact.text):
        return said
    mine = [n for n in fact.numbers if n.unit in q.units]  # not "by 312 votes": a margin, nobody's count
    mine = [n for n in mine if not re.search(rf"\bby (?:about |around )?{re.escape(n.text)}\b", fact.text, re.I)]
    named = {fold_accents(w).casefold() for w in _NAME.findall(fact.text)} & asked
    return mine[0] if len(mine) == 1 and named else None


_NAME = re.compile(r"\b[A-Z][^\W\d_][\w'’-]*")  # a capitalised word: a name, or a sentence's first word
_LISTED = re.compile(rf"({_NAME.pattern})\s+(\d(?:[\d,.]*\d)?)\b(?!\.?\d|\s*%)")  # "Pyle 50,287": a name, its figure


def numbered(words: list[str]) -> list[tuple[str, str]]:
    """The things a question names by a number ("game 7", "flight 370", "phase 2"; ``support.numbered_words``): each
    word and its number (not a month's day nor a preposition's figure: "in 2023", "at 7"; nor a letter: "zone c")."""
    return [(w, n) for w, n in numbered_words(words) if n.isdigit() and w not in MONTHS]


def numbers_other(named: list[tuple[str, str]], text: str) -> bool:
    """Whether a fact numbers a thing the question numbers (``numbered``), but never with the question's number ("Game
    8 was drawn in 33 moves" against "how many moves was game 7"): its figures are of another thing."""
    for word, number in named:
        said = [x for m in re.finditer(rf"\b{re.escape(word)}s?\s+(\d+(?:(?:,\s*|\s+and\s+|\s*&\s*)\d+)*)\b", text, re.I)
                for x in re.findall(r"\d+", m.group(1))]
        if said and number not in said:
            return True
    return False


# the kinds of answer no figure is: a figure of their best fact reported otherwise is no note of theirs, nor a reason to
# answer with another fact (a why-question about a changed figure keeps both: the update often tells its reason)
_NOT_FIGURES = frozenset({"place", "person", "organisation", "name", "gloss", "direction"})


def _asks_figure(q: Question) -> bool:
    """Whether a question may ask a figure: not a name, a place or a person ("who", "where"), nor a yes/no naming none
    ("has the ship left the lake yet": not the "68 days" its headline counts; "has the toll passed 100" names one)."""
    if q.kind in _NOT_FIGURES or q.qtype in ("who", "where"):
        return False
    return q.qtype != "yesno" or bool(extract_quantities(q.text))


def _which(a: Quantity, b: Quantity, past: bool) -> str:
    """Which of two disagreeing values the answer gives: the more precise, else the earlier or the more recent."""
    return "more precise" if _precision(a) != _precision(b) else "earlier" if past else "more recent"


# a final tally ("cancelled about 3,400 flights in all"): it replaces an earlier count (not "by the end of 2028")
_TALLY = re.compile(r"\b(?:in all|in total|altogether|all told|by the end(?! of)|final tally|final count|final total)\b",
                    re.I)


_INCREMENT = frozenset({"extra", "additional", "more", "further"})  # "2,400 extra patients": an increment, not a tally


def _update(a: Quantity, b: Quantity, one: Scored, other: Scored, asked: frozenset[str] = frozenset(),
            now: bool = False) -> str | None:
    """'update' when two facts of different dates give one unit's count different values, and one of them says it is
    a state of the moment ("so far", "now") or a final tally ("in all"), or the question asks how things stand now."""
    fa, fb = one.entry.fact, other.entry.fact
    da, db = one.entry.first_date, other.entry.first_date
    if not (a.unit and a.unit == b.unit and a.value != b.value and da and db and da != db):
        return None  # checked first: most pairs of figures stop here, before the facts' words are searched
    if not (fa.time_sensitive or fb.time_sensitive or now or _TALLY.search(fa.text) or _TALLY.search(fb.text)):
        return None
    noun_a, noun_b = set(a.noun.lower().split()), set(b.noun.lower().split())
    added_a, added_b = not _INCREMENT.isdisjoint(noun_a), not _INCREMENT.isdisjoint(noun_b)
    if added_a != added_b and all(n.unit for n in (fa if added_a else fb).numbers):
        # "to treat 2,400 extra patients" adds to the list's "61,950 patients": no new count of them (unless a bare
        # figure beside it gives the new total: "the toll now stands at 14 after three further deaths")
        return None
    same_thing = noun_a & noun_b  # "9 foundations", "31 monopile foundations"
    if same_thing:
        return "update"
    if not a.noun and not b.noun:
        # "put insured losses at $9.5 billion" … "raised its insured loss estimate to $16.8 billion"; not when a word
        # asked stands before one figure only ("revenue" against "profit")
        lead_a, lead_b = _lead_in(fa.text, a), _lead_in(fb.text, b)
        if len(lead_a & lead_b) >= W.update_lead_in and asked.isdisjoint(lead_a ^ lead_b):
            return "update"
    return None


_GENERIC_LEAD = frozenset(term_for(w).stem for w in SPEECH_VERBS | LIGHT_VERBS | FILLER | {
    "rise", "rose", "risen", "raise", "raised", "fall", "fell", "grow", "grew", "increase", "decrease", "reach",
    "climb", "drop", "jump", "put", "set", "now", "quarterly", "annual", "total", "about", "around", "estimate"})


def _lead_in(text: str, q: Quantity, words: int = 6) -> set[str]:
    """The stems of the words just before a quantity in a fact: what the figure is of ("insured losses at")."""
    at = text.find(q.text)
    if at < 0:
        return set()
    lead = re.findall(r"[A-Za-z][\w'\-]*", text[:at])[-words:]
    return {t.stem for w in lead if not w[0].isupper() for t in analyze(w).terms
            if t.stem not in _GENERIC_LEAD}  # not the names nor the verbs any figure has: what it is of


def _same_measure(a: Quantity, b: Quantity, fa: Fact, fb: Fact) -> bool:
    """Whether two near figures measure one thing: their nouns or the words around them agree ("$300 million of
    equity" and "a plan budgeted at $310 million" do not; "the project cost $450 million" and "spent $470 million on
    the project" do)."""
    if set(a.noun.lower().split()) & set(b.noun.lower().split()):
        return True
    return bool(_around(fa.text, a) & _around(fb.text, b))


def _around(text: str, q: Quantity) -> set[str]:
    """The stems of the words just before a quantity and just after it, in its clause."""
    at = text.find(q.text)
    if at < 0:
        return set()
    after = re.split(r"[;:.(]|,\s|\sand\s", text[at + len(q.text):], maxsplit=1)[0]
    words = re.findall(r"[A-Za-z][\w'\-]*", after)[:6]
    return _lead_in(text, q) | {t.stem for w in words if not w[0].isupper() for t in analyze(w).terms
                                if t.stem not in _GENERIC_LEAD}


def _relevant_quantities(numbers: list[Quantity], units: list[str]) -> list[Quantity]:
    """The quantities of a fact that a question is about."""
    if units:
        return [n for n in numbers if n.unit in units]
    return [n for n in numbers if n.unit]


def _conflict(a: Quantity, b: Quantity) -> str | None:
    """'value' when two quantities of one unit differ slightly; 'noun' when one count names different things."""
    if a.unit and a.unit == b.unit and a.value != b.value:
        hi, lo = max(a.value, b.value), min(a.value, b.value)
        if hi > 0 and (hi - lo) / hi <= W.conflict_tolerance:
            return "value"
    if a.value == b.value and a.noun and b.noun and a.unit != b.unit:
        wa, wb = set(a.noun.lower().split()), set(b.noun.lower().split())
        if wa & wb and wa != wb:
            return "noun"
    return None


def _precision(q: Quantity) -> int:
    """The decimal places stated, less one when marked approximate: 12.5 is more precise than 12, but a whole number is
    no more precise than another (1,234 against 1,200, 10 against 9: the more recent or the earlier asked decides)."""
    mantissa = q.text.split("e")[0].split("E")[0]
    places = len(re.sub(r"\D", "", mantissa.split(".", 1)[1])) if "." in mantissa else 0
    return places - (1 if q.approximate else 0)


def _updated(before: str, on: dt.date | None, after: str, since: dt.date | None, given: str = "the latest") -> str:
    """The note that a figure or date was reported again: the earlier report, the later, and which one answers."""
    return f"Updated since: {before} on {on} versus {after} on {since}. The answer gives {given}."


def _cite(fact: Fact, q: Quantity) -> str:
    """A quantity with who reported it and where."""
    return _cite_text(fact, f"{q.text} {q.noun}".strip())


def _cite_text(fact: Fact, what: str) -> str:
    """Words of a fact with who reported it and where."""
    who = ", ".join("@" + h for h in fact.handles) or ", ".join(sorted({"@" + s.handle for s in fact.sources})[:2])
    return f"\u201c{what}\u201d ({who or 'unattributed'}; {fact.seed})"
