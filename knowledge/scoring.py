"""The first stage: how much of a question's weighted terms each candidate fact covers, and what it asks for."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import lexicon
from .analyze import Term
from .entries import EXTENT_KEYS, NAME, FactEntry
from .predicate import verb_lemmas
from .question import Question
from .retrieval import PlanTerm, TermHits
from .support import gives_share, glossed
from .vocab import CATEGORY_MEMBERS, DIMENSION_KEYS_OF, SIZE_UNITS
from .weights import WEIGHTS as W

_DIMENSION_KEYS = frozenset(DIMENSION_KEYS_OF.values()) | frozenset(EXTENT_KEYS.values())


@dataclass
class Scored:
    """A fact with its score for one question."""

    entry: FactEntry
    score: float
    matched: int = 0
    index: int = -1  # the fact's position in the matcher
    features: list[float] | None = None  # the support features (the best candidates only)
    contrast: tuple[str, str] | None = None  # (asked, told) when it gives another member of an asked class


def plan_terms(q: Question, resolved: list[tuple[Term, float, bool]], weight: Callable[[Term], float],
               idf: Callable[[str], float]) -> list[PlanTerm]:
    """Per-term weights and synonym caps, computed once per question."""
    plan = []
    for term, factor, required in resolved:
        w = weight(term) * (W.focus_boost if term.stem == q.focus else 1.0)
        asked_kind = bool(q.member_stems) and term.surface in CATEGORY_MEMBERS  # "license" asked: Apache answers
        # a first-sense synonym, or a quantity in the dimension a noun names ("how much money": "$465 million")
        own = _own_nouns(term)  # the verb's own noun weighs as the verb does, not as its rarity
        syn = tuple(sorted(((cid, _synonym_share(term, cid, own) * (w if asked_kind or cid in own else min(w, idf(cid))))
                            for cid in term.concepts), key=lambda x: (-x[1], x[0])))
        plan.append(PlanTerm(term.stem, syn, w, factor, required, term.stem == q.focus))
    return plan


def _own_nouns(term: Term) -> frozenset[str]:
    """The nouns of the act a verb asked names ("died": death), none for a base or -s form that may be a noun ("act",
    "acts": action)."""
    lemmas = verb_lemmas(term.surface)
    if not lemmas or term.surface in lemmas or term.surface.endswith("s"):
        return frozenset()
    return lexicon.derived(term.stem)


def _synonym_share(term: Term, cid: str, own: frozenset[str]) -> float:
    """How much a fact saying one of a term's concepts counts of the term itself (``own``: its verb's own nouns)."""
    if cid in own:  # "how many died": "eight deaths" says it, in the verb's own noun
        return W.derived
    if cid in lexicon.paraphrases(term.stem) and cid not in lexicon.relatives(term.stem):  # "dropped": "withdrew"
        return W.paraphrase
    if cid in lexicon.state_ends(term.stem):  # "how long was it shut": "reopened 19 weeks after the fire"
        return W.state_end
    return W.synonym if cid == term.primary or cid in _DIMENSION_KEYS else W.weak_synonym


def score(q: Question, plan: list[tuple[PlanTerm, TermHits]], i: int, entry: FactEntry) -> tuple[float, int]:
    """Coverage of the question's terms by fact i, adjusted for what the question asks."""
    total = got = direct = 0.0
    matched = 0
    focus_missed = False
    any_required = False
    for t, h in plan:
        w = t.weight
        if i in h.text:
            m, in_text = w, True
        else:
            m, in_text = 0.0, True
            for cap, members in h.synonyms:
                if i in members:
                    m = cap
                    break
            if not m:
                in_text = False
                if i in h.context:
                    m = W.context * w
                else:
                    for cap, members in h.context_synonyms:
                        if i in members:
                            m = W.context * cap
                            break
        m *= t.factor
        if t.focus and not m:
            focus_missed = True
        if t.required:
            any_required = True
            total += w
            got += m
            if in_text:
                direct += m
        else:
            got += W.optional_share * m
        if m:
            matched += 1
    if got and not direct and any_required:
        got *= W.titles_only  # only the titles of the cited posts match: weak evidence
    for num in q.analysis.numbers:
        total += W.number_weight
        if num in entry.numbers:
            got += W.number_weight
    if q.handles:
        total += W.handle_weight
        if not entry.handles.isdisjoint(q.handles):
            got += W.handle_weight
    if total == 0:
        return 0.0, matched
    if focus_missed:
        got *= W.focus_missed  # the fact never mentions what the question asks about
    precision = min(1.0, matched / max(W.precision_floor, entry.length))
    s = min(1.0, got / total) * (W.precision_base + W.precision_share * precision)
    if q.asks_importance:  # "why does it matter": the bullets
        s *= W.why_matters if entry.fact.kind == "why-it-matters" else W.why_other  # under "Why it matters" answer it
    else:  # "why did the trial slip": a cause, which those bullets rarely give
        s *= W.kind_prior[entry.fact.kind]
    if q.units:
        given = not entry.units.isdisjoint(q.units) or "percent" in entry.units and gives_share(entry.fact.text, q.share_words)
        s *= 1.0 if given else W.unit_missed
    elif q.qtype in ("count", "size") and not entry.numbers:
        s *= W.count_without_number
    elif q.qtype == "size" and entry.units.isdisjoint(SIZE_UNITS):
        s *= W.size_without_size_unit
    if q.qtype == "who" and not (entry.handles or NAME.search(entry.fact.text)):
        s *= W.who_without_name
    if q.member_stems and q.member_stems.isdisjoint(entry.keys):
        s *= W.member_missed
    if q.kind == "gloss" and glossed(entry.fact.text).isdisjoint(q.analysis.stems):
        s *= W.gloss_missed
    return min(1.0, s), matched
