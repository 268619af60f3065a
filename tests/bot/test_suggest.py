"""bot.suggest: the questions offered after a miss."""

from __future__ import annotations

from bot.suggest import fact_questions, topic_questions
from knowledge.index import FactIndex

DIGEST = """Harlow Museum Reopens

The Harlow Museum has reopened its east wing.

Confirmed

• The wing shows 140 paintings across 12 galleries (@harlowmuseum).
• The museum made two key changes to its opening hours (@harlowmuseum).

Primary sources

Harlow Museum reopens — harlowmuseum · 2026-05-02
"""


def test_how_many_is_offered_for_a_reported_figure_not_a_count_in_prose() -> None:
    """"140 paintings" answers "How many paintings?"; "two key changes" is prose, not a figure to ask for."""
    facts = {f.text.split()[1]: f for f in FactIndex.from_texts({"harlow.txt": DIGEST}).facts if f.kind == "confirmed"}
    assert "How many paintings?" in fact_questions(facts["wing"])
    assert not any(q.startswith("How many") for q in fact_questions(facts["museum"]))


def test_a_topic_that_is_an_account_the_facts_credit_is_offered_as_what_it_said() -> None:
    """"ScottCondron", credited as @ScottCondron, is an account: "What did @ScottCondron say?", not "What is …?"."""
    assert topic_questions("ScottCondron", "who is the cfo", frozenset({"scottcondron"})) == [
        "What did @ScottCondron say?"]
    assert topic_questions("CoreWeave", "who funds it", frozenset({"scottcondron"})) == ["What is CoreWeave?"]
    assert topic_questions("Percy Liang", "who leads it") == ["Who is Percy Liang?"]
    landed = ("The lander touched down at the Marius Hills on 03-06",)  # a place the facts write with "at the"
    assert topic_questions("Marius Hills", "who is on the team", texts=landed) == ["What is Marius Hills?"]
    assert topic_questions("Helena Voss", "who runs it", texts=("CEO Helena Voss said the team would cope",)) == [
        "Who is Helena Voss?"]
    assert topic_questions("CTO Ilse Marchetti", "and what did he say?") == ["Who is Ilse Marchetti?"]  # a title first
    assert topic_questions("Stratus Cloud", "and what did he say?") == ["What is Stratus Cloud?"]
