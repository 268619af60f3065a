"""The digest parser on the shipped digests and on broken input."""

from __future__ import annotations

import datetime as dt
import math
import re
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from knowledge.index import FactIndex
from knowledge.models import Digest, Problem, Source
from knowledge.parser import PLAIN, Records, parse_file, parse_text

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "seeds"
FLAT = "000_318b37a7a0c155e1.txt"
EPISODIC = "001_5d0117d5cf38a10e.txt"


@pytest.mark.parametrize("path", sorted(SEEDS.glob("*.txt")), ids=lambda p: p.name)
def test_every_shipped_digest_parses_cleanly(path: Path) -> None:
    """Each file in seeds/ parses with facts, sources and no problem."""
    digest = parse_file(path)
    assert digest.problems == []
    assert digest.title
    assert len(digest.facts) >= 5
    assert digest.sources
    assert all(f.sources for f in digest.facts)


def test_flat_digest_counts_and_sources() -> None:
    """The digest without episodes: facts by kind, sources, primary flags, times and offsets."""
    d = parse_file(SEEDS / FLAT)
    kinds = [f.kind for f in d.facts]
    assert kinds.count("confirmed") == 5
    assert kinds.count("why-it-matters") == 2
    assert kinds.count("headline") == 1
    assert kinds.count("summary") == 3
    assert d.episodes == []
    assert (d.start, d.end, d.related_posts) == (dt.date(2026, 9, 3), dt.date(2026, 9, 4), 5)
    assert len(d.sources) == 7 and len({s.key for s in d.sources}) == 5
    first = d.sources[0]
    assert (first.handle, first.date, first.time, first.utc_offset, first.primary) == (
        "percyliang", dt.date(2026, 9, 3), "05:01", "+08:00", True)
    turing = next(s for s in d.sources if s.handle == "TheTuringPost")
    assert not turing.primary and turing.time is None


def test_flat_digest_attributions_link_to_sources() -> None:
    """Attributed handles link to that account's posts only; unattributed facts cite the digest's posts."""
    d = parse_file(SEEDS / FLAT)
    scale = next(f for f in d.facts if f.text.startswith("Model scale"))
    assert scale.handles == ["dlwh", "percyliang"]
    assert {s.handle for s in scale.sources} == {"dlwh", "percyliang"}
    progress = next(f for f in d.facts if f.text.startswith("Progress"))
    assert progress.as_of == dt.date(2026, 9, 3) and progress.time_sensitive
    capstone = next(f for f in d.facts if "capstone" in f.text)
    assert capstone.handles == ["dlwh", "BrandoHablando"]
    why = next(f for f in d.facts if f.kind == "why-it-matters")
    assert len({s.key for s in why.sources}) == 5


def test_episodic_digest_episodes_and_spelled_differently_handles() -> None:
    """Episodes with dates and post counts; @ysunlp links to ysu_nlp and @ScottCondron to _ScottCondron."""
    d = parse_file(SEEDS / EPISODIC)
    assert [(e.number, e.date, e.post_count) for e in d.episodes] == [
        (1, dt.date(2026, 8, 22), 7), (2, dt.date(2026, 9, 5), 2)]
    assert sum(1 for s in d.sources if s.episode == 1) == 7
    assert sum(1 for s in d.sources if s.episode == 2) == 2
    began = next(f for f in d.facts if f.text.startswith("The team began"))
    assert began.handles == ["ScottCondron", "ysunlp", "soumitrashukla9"]
    assert {s.handle for s in began.sources} == {"_ScottCondron", "ysu_nlp", "soumitrashukla9"}
    assert began.as_of == dt.date(2026, 8, 22)
    assert {(q.unit, q.value) for q in began.numbers} >= {("token", 18.75e12), ("flop", 2.7e24), ("percent", 80.0)}
    ladder = next(f for f in d.facts if "1.6B" in f.text)
    assert [s.handle for s in ladder.sources] == ["ysu_nlp"] and ladder.episode == 1
    ep2 = next(f for f in d.facts if f.kind == "summary" and f.episode == 2)
    assert {s.handle for s in ep2.sources} == {"stanfordnlp", "burny_tech"}


def test_a_dotted_handle_is_credited_whole() -> None:
    """"(per @kerrigan.rugby)" credits kerrigan.rugby, linked to its source line, not an account called "kerrigan"."""
    d = parse_text("League Story\n\nA summary.\n\nConfirmed\n\n"
                   "\u2022 The deduction falls from 35 to 22 points (per @kerrigan.rugby).\n"
                   "\u2022 The fine stands (@kerrigan.rugby). \n\n"
                   "Appeal cuts the deduction \u2014 kerrigan.rugby \u00b7 2026-12-02\n"
                   "Other news \u2014 kerrigan \u00b7 2026-12-03\n", "league.txt")
    assert [f.handles for f in d.facts if f.kind == "confirmed"] == [["kerrigan.rugby"], ["kerrigan.rugby"]]
    assert {s.title for f in d.facts if f.kind == "confirmed" for s in f.sources} == {"Appeal cuts the deduction"}


def test_ids_are_stable_and_unique() -> None:
    """Same text → same ids, run to run; no two facts share an id."""
    a = FactIndex.build(SEEDS)
    b = FactIndex.build(SEEDS)
    assert [f.id for f in a.facts] == [f.id for f in b.facts]
    assert len({f.id for f in a.facts}) == len(a.facts)


GOOD = """Widget Co Opens Plant

Widget Co opened a plant in Springfield with 300 workers.

Confirmed

• The plant cost $12M (per @wid_news).

• Plant opens in Springfield — widnews · 2026-01-02
"""


def _problems(text: str, name: str = "x.txt") -> list[str]:
    """The problems of a digest text as strings."""
    return [str(p) for p in parse_text(text, name).problems]


def test_crlf_and_blank_noise_parse_like_lf() -> None:
    """CRLF line ends and extra blank lines change nothing."""
    lf = parse_text(GOOD, "a.txt")
    crlf = parse_text(GOOD.replace("\n", "\r\n\r\n\r\n"), "a.txt")
    assert [f.text for f in crlf.facts] == [f.text for f in lf.facts]
    assert crlf.problems == [] and lf.problems == []
    assert lf.facts[2].handles == ["wid_news"] and lf.facts[2].sources[0].handle == "widnews"


def _plain_dashes(text: str) -> str:
    """A source line's dash written as a plain hyphen, as a plain-text copy writes it."""
    return re.sub(r" \u2014 (?=@?[\w.]+ \u00b7 )", " - ", text)


@pytest.mark.parametrize("variant", [
    _plain_dashes,  # "TITLE - handle · DATE"
    lambda t: re.sub(r" \u00b7 (?=\d{4}-)", ", ", t),  # "TITLE — handle, DATE"
    lambda t: re.sub(r" \u00b7 (?=\d{4}-)", " | ", _plain_dashes(t)),  # "TITLE - handle | DATE"
    lambda t: re.sub(r"(?m)^Episode (\d+) \u00b7 ", r"## Episode \1: ", t),  # a markdown heading
    lambda t: re.sub(r"(?m)^(Episode \d+ \u00b7 .*)$", r"**\1**", t),
    lambda t: re.sub(r"\u00b7 (\d{4})-(\d\d)-(\d\d)", lambda m: "\u00b7 {}/{}/{}".format(*m.groups()), t),  # 2026/09/03
    lambda t: re.sub(r"\u00b7 (\d{4})-(\d\d)-(\d\d)", lambda m: "\u00b7 {} {} {}".format(
        int(m.group(3)), "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()[int(m.group(2)) - 1], m.group(1)), t),
    lambda t: re.sub(r"\u00b7 (\d{4})-(\d\d)-(\d\d)", lambda m: "\u00b7 {} {}, {}".format(
        "January February March April May June July August September October November December".split()[
            int(m.group(2)) - 1], int(m.group(3)), m.group(1)), t),
], ids=["hyphen", "comma", "hyphen-pipe", "markdown-episode", "bold-episode", "slashed-date", "day-month-year",
        "month-day-year"])
def test_plain_text_spellings_of_source_and_episode_lines_parse_alike(variant: Callable[[str], str]) -> None:
    """A digest whose source lines use a hyphen or a comma for the dash and dot, or whose episode lines are markdown
    headings, gives the same facts, sources and episodes as the digest as shipped (none taken for a fact)."""
    text = (SEEDS / EPISODIC).read_text(encoding="utf-8")
    changed = variant(text)
    assert changed != text
    shipped, other = parse_text(text, EPISODIC), parse_text(changed, EPISODIC)
    assert [(f.kind, f.text, f.episode, [x.key for x in f.sources]) for f in other.facts] == \
        [(f.kind, f.text, f.episode, [x.key for x in f.sources]) for f in shipped.facts]
    assert [(x.handle, x.date, x.time) for x in other.sources] == [(x.handle, x.date, x.time) for x in shipped.sources]
    assert [(e.number, e.title, e.date) for e in other.episodes] == [(e.number, e.title, e.date) for e in shipped.episodes]
    assert other.problems == shipped.problems


def _wrapped(text: str, width: int, indent: str = "", hyphens: bool = False) -> str:
    """A digest hard-wrapped at a width, as an e-mail or a terminal copy wraps it."""
    return "\n".join(textwrap.fill(line, width, subsequent_indent=indent, break_long_words=False,
                                   break_on_hyphens=hyphens) if len(line) > width else line for line in text.split("\n"))


@pytest.mark.parametrize("name", [FLAT, EPISODIC])
@pytest.mark.parametrize("width, indent, hyphens", [(72, "", False), (80, "", True), (80, "  ", False), (100, "", False)])
def test_a_hard_wrapped_digest_parses_as_the_unwrapped_one(name: str, width: int, indent: str, hyphens: bool) -> None:
    """Paragraphs, bullets, titles and source lines wrapped over several lines are joined back: the same facts, sources
    and episodes as the digest as shipped, and each fact's line is the first of its lines in the wrapped file."""
    text = (SEEDS / name).read_text(encoding="utf-8")
    wrapped = _wrapped(text, width, indent, hyphens)
    assert max(len(line) for line in wrapped.split("\n")) <= width < max(len(line) for line in text.split("\n"))
    shipped, other = parse_text(text, name), parse_text(wrapped, name)
    assert [(f.kind, f.text, f.episode, [x.key for x in f.sources]) for f in other.facts] == \
        [(f.kind, f.text, f.episode, [x.key for x in f.sources]) for f in shipped.facts]
    assert [(x.handle, x.title, x.date, x.time) for x in other.sources] == \
        [(x.handle, x.title, x.date, x.time) for x in shipped.sources]
    assert [(e.number, e.title) for e in other.episodes] == [(e.number, e.title) for e in shipped.episodes]
    assert [p.message for p in other.problems] == [
        "the digest looks hard-wrapped; its wrapped lines were joined back into paragraphs, facts and source lines"]
    lines = wrapped.split("\n")
    for fact in other.facts:
        if fact.kind in ("confirmed", "why-it-matters"):  # a bullet: its first line (a summary's sentence may start later)
            assert lines[fact.line - 1].strip().lstrip("•* ").startswith(fact.text[:20]), (fact.line, fact.text)


def test_a_digest_of_short_lines_is_not_read_as_wrapped() -> None:
    """Unbulleted facts of about the same length, one a line, stay one fact each: lines are only joined where they go
    on in lower case from a line filled to the width, as wrapped text does."""
    facts = ["The plant cost $12M and opened in May (per @wid_news)", "The plant employs 300 people on two shifts now",
             "The company plans a second plant in Shelbyville", "The mayor attended the opening ceremony on Monday"]
    text = GOOD.replace("• The plant cost $12M (per @wid_news).", "\n".join(facts))
    assert [f.text for f in parse_text(text, "a.txt").facts if f.kind == "confirmed"] == facts


@pytest.mark.parametrize("fact", [
    "The board approved the plan \u2014 unanimously",  # an aside after a dash
    "Output will double by 2027 \u2014 @wid_news",  # an attribution after a dash: the account is credited
    "The second line runs on solar power \u2013 mostly.",
])
def test_a_fact_ending_in_a_dash_and_a_word_stays_a_fact(fact: str) -> None:
    """A confirmed fact or a summary ending "— word" is a fact, not a source line without a date (those are only read so
    in a sources block); a dated one is still a source line wherever it stands."""
    for text in (GOOD.replace("The plant cost $12M (per @wid_news).", fact),
                 GOOD.replace("Widget Co opened a plant in Springfield with 300 workers.", fact)):
        d = parse_text(text, "a.txt")
        assert fact in [f.text for f in d.facts]
        assert [s.handle for s in d.sources] == ["widnews"] and d.problems == []
    credited = parse_text(GOOD.replace("The plant cost $12M (per @wid_news).", fact), "a.txt").facts[2]
    assert credited.handles == (["wid_news"] if "@" in fact else [])


def test_a_fact_ending_in_a_hyphen_and_a_word_is_no_source_line() -> None:
    """"… output rose 5% - Reuters" has no date: a fact, not a source line written with a plain hyphen."""
    d = parse_text(GOOD.replace("• The plant cost $12M (per @wid_news).", "• The plant cost $12M - widnews"), "a.txt")
    assert any(f.text == "The plant cost $12M - widnews" for f in d.facts)
    assert len(d.sources) == 1


def test_unknown_header_is_a_problem_with_line_and_skipped() -> None:
    """An unknown section is named at its line, its lines skipped, the rest kept."""
    text = GOOD.replace("Confirmed\n", "Rumours\n\nThe CEO may resign.\n\nConfirmed\n")
    d = parse_text(text, "r.txt")
    assert any(p.startswith("r.txt:5: unknown section header 'Rumours'") for p in map(str, d.problems))
    assert not any("resign" in f.text for f in d.facts)
    assert any("$12M" in f.text for f in d.facts)


def test_source_line_without_date_is_reported() -> None:
    """A source line missing its date is kept and named by FILE:LINE."""
    d = parse_text(GOOD.replace(" · 2026-01-02", ""), "s.txt")
    assert "s.txt:9: source line without a date" in [str(p) for p in d.problems]


def test_missing_sections_still_give_facts() -> None:
    """A digest with only a title and a paragraph still yields facts."""
    d = parse_text("Title\n\nSomething happened on Monday.\n", "m.txt")
    assert [f.kind for f in d.facts] == ["headline", "summary"] and not d.failed


@pytest.mark.parametrize("data, message", [
    (b"", "empty digest"),
    (b"\x00\x01\x02binary\xff", "binary data"),
    (b"Title\n\nCaf\xe9 opened.\n", "not UTF-8"),
])
def test_unreadable_files_fail_with_file_and_line(tmp_path: Path, data: bytes, message: str) -> None:
    """Empty, binary and non-UTF-8 files give an error naming the file and line."""
    path = tmp_path / "bad.txt"
    path.write_bytes(data)
    d = parse_file(path)
    assert d.failed and d.facts == []
    assert any(str(p).startswith("bad.txt:") and message in str(p) for p in d.problems)


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_parser_never_raises_on_any_text(text: str) -> None:
    """Any text yields a digest with facts and problems, never an exception."""
    d = parse_text(text, "fuzz.txt")
    assert isinstance(d.facts, list) and isinstance(d.problems, list)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(GOOD.splitlines() + ["Episode 2 · X (2026-13-45, 2 posts)", "• — · ",
                                                       "[source] t — h · 2026-02-30", "Why it matters", "(@)"]),
                max_size=30))
def test_parser_never_raises_on_shuffled_digest_lines(lines: list[str]) -> None:
    """Digest-like lines in any order never raise."""
    d = parse_text("\n".join(lines), "mix.txt")
    assert all(p.seed == "mix.txt" for p in d.problems)


# --- The parser's fast paths give exactly what the plain regexes give ---------------------------

_PIECES = ["one", "Twenty", "five", "six", "ſix", "ten", "often", "hundred", "-", ":", "UTC+8", "2026-09-03", "12:30",
           "disclosed ", "03-04", "about", "Roughly", "~", "≈", "over", "more than", "approx.", "% complete", "%",
           "currently", "now", "this week", "As of", "#", "*", "_", " ", "  ", "\t", "\u00a0", "\u2003", "\x1c",
           "$", "€", "5", "1,200", "3.5", "12B", "GB200", "4o", "k", "M", "bn", "trillion", "params", "tokens",
           "and", "of", "H100-class", "GPUs.", "/", ".", ",", "a", "Z", "٣", "é", "K", "ſ"]
_TEXTS = st.lists(st.sampled_from(_PIECES), max_size=14).map("".join)


@settings(max_examples=600, deadline=None)
@given(_TEXTS)
def test_fast_paths_match_the_regexes(text: str) -> None:
    """Each pre-check only skips a regex when the regex would find nothing."""
    from knowledge import numbers as N
    from knowledge import parser as P
    from knowledge import text as T

    assert P._strip_header(text) == P._HEADER_STRIP.sub("", text)
    assert N._blank_dates(text) == N._DATE.sub(lambda m: " " * len(m.group(0)), text)
    assert T.is_time_sensitive(text) == bool(T._TIME_WORDS.search(text))
    assert N._is_approximate(text) == bool(N.APPROX.search(text))
    try:
        expected: object = N._WORDNUM.sub(N._number_word_repl, text)
    except KeyError as exc:  # "ſix" matches the case-insensitive regex but is not in NUMBER_WORDS
        expected = exc
    try:
        got: object = N._replace_word_numbers(text)
    except KeyError as exc:
        got = exc
    assert type(got) is type(expected) and str(got) == str(expected)


def _reference_noun_after(text: str, end: int) -> str:
    """The original _noun_after loop."""
    from knowledge import numbers as N

    words: list[str] = []
    for wm in N._NOUN_WORD.finditer(text, end):
        gap = text[end:wm.start()]
        if gap.strip() and gap.strip() not in {"-"}:
            break
        word = wm.group(0).rstrip(".")
        if word.lower() in N._STOP_AFTER or len(words) >= 3:
            break
        words.append(word)
        end = wm.end()
    return " ".join(words)


@settings(max_examples=600, deadline=None)
@given(_TEXTS)
@example("one params oneone")  # the number's own unit word wins over the last word of the noun
@example("oneone-one")  # "oneone-1": letters no English word before "-1", a model code
@example("one-disclosed k")  # a number joined to a noun before another counts that first noun (session 43)
def test_fast_number_scan_matches_the_original(text: str) -> None:
    """extract_quantities equals the original finditer-based version, and _noun_after its original loop."""
    from knowledge import numbers as N

    for end in range(len(text) + 1):
        assert N._noun_after(text, end) == _reference_noun_after(text, end)
    try:
        clean = N._WORDNUM.sub(N._number_word_repl, N._DATE.sub(lambda m: " " * len(m.group(0)), text))
    except KeyError:
        return
    expected = []
    spans: list[tuple[int, int]] = []
    for m in N._NUM.finditer(clean):
        start = m.start()
        if start > 0 and (clean[start - 1].isalpha() or clean[start - 1] in "_"):
            continue
        if start > 1 and clean[start - 1] == "-" and clean[start - 2].isalpha() and N.model_prefix(clean, start - 1):
            continue  # the model-name rule itself is the library's too
        end, glued, millions = m.end(), "", False
        sign = N.money_sign(clean, start, m)
        if end < len(clean) and clean[end].isalpha() and not (m.group("suf") or m.group("word")):
            glued = N.glued_unit(clean, end)  # the unit rules themselves are the library's; this checks the scan
            millions = not glued and N.in_millions(clean, start, end, sign)
            if not glued and not millions:
                continue
        value, unit = N._value(m)
        if not math.isfinite(value):
            continue
        unit = unit or (N.UNIT_ALIASES[sign] if sign else "")
        if glued:
            unit, end = N.MEASURE_UNITS.get(glued) or N.UNIT_ALIASES[glued], end + len(glued)
        elif millions:
            value, end = value * N.SCALES["m"], end + 1
        noun = _reference_noun_after(clean, end)
        if not unit:
            cur = N._CURRENCY_BEFORE.search(clean, max(0, start - 5), start)
            deg = N._DEGREES_AFTER.match(clean, end)
            scale = N._SCALE_BEFORE.search(clean, max(0, start - 12), start)
            unit = cur.group(1).lower() if cur else "°" + deg.group(1).lower() if deg else \
                N._noun_unit(noun.split()[0]) if noun and N._compound_head(clean, end, noun) else \
                N._noun_unit(noun) if noun else scale.group(1).lower() if scale else ""
            unit = unit or N.unit_before(clean, start)
        approximate = bool(N.APPROX.search(clean[max(0, start - 16):start]))
        expected.append(N.quantity(value, unit, noun, m.group(0).strip(), approximate))
        spans.append((start, end))
    assert N.extract_quantities(text) == N.range_ends(N.part_of_whole(expected, spans, clean), spans, clean)


# --- Records built without validation are exactly what validation builds ---------------------

RICH = """# Acme Labs trains a 70B model on 15T tokens

2026-03-01 ~ 2026-03-20 · 9 related posts

Episode 1 · Acme Labs starts the run (2026-03-01, 3 posts)

Acme Labs began training a 70B model on about 15 trillion tokens. The run is currently 40% complete, per @acme_ai. It uses twelve thousand GPUs.

Confirmed

• Training uses 4,096 H100 GPUs and 1.2e24 FLOPs (per @acme_ai, @jdoe).
• Progress disclosed 03-05: roughly 55% done (per @Jane_Doe).
• The budget is $12M over 3 months
  and nearly 2 TB of checkpoints are kept.
• @ghost said the cluster is in Oslo.

Why it matters

• It is the largest open run this year.

Primary sources

[source] Acme starts the 70B run — acme_ai · 2026-03-01 09:30 (UTC+01:00)
Acme starts the 70B run — acme_ai · 2026-03-01

Related posts

• Acme run details — jdoe · 2026-03-02
• Notes on Acme — Jane_Doe · sometime
• Acme run details — jdoe · 2026-03-02 14:05 (UTC −0530)

Episode 2 · Run finished (2026-03-20)

The run finished on 2026-03-20 after 19 days, with 0.5% loss spikes.

Rumours

Maybe more.

Confirmed

• Final score is 81.2 on the benchmark (per @acme_ai).

• Acme finishes — acme_ai · 2026-03-20
• Bad date post — acme_ai · 2026-02-30
"""

_MADE_UP = {"good.txt": GOOD, "rich.txt": RICH, "bare.txt": "Title\n\nSomething happened on Monday.\n",
            "noisy.txt": "Title\n\n" + GOOD.replace("Confirmed", "Confirmed\x07") + "\n\x00 nul line\n", "empty.txt": ""}


def _records(value: object) -> list[BaseModel]:
    """Every pydantic record in a value, depth first."""
    if isinstance(value, BaseModel):
        return [value] + [r for v in value.__dict__.values() for r in _records(v)]
    if isinstance(value, list):
        return [r for v in value for r in _records(v)]
    return []


def assert_identical(built: object, validated: object) -> None:
    """Equal values of the same types, field by field, with the same fields-sets, all the way down."""
    assert type(built) is type(validated)
    if isinstance(built, BaseModel):
        assert isinstance(validated, BaseModel)
        assert built.model_fields_set == validated.model_fields_set
        assert list(built.__dict__) == list(validated.__dict__) == list(type(built).model_fields)
        assert (built.__pydantic_extra__, built.__pydantic_private__) == (
            validated.__pydantic_extra__, validated.__pydantic_private__)
        for name, value in built.__dict__.items():
            assert_identical(value, validated.__dict__[name])
    elif isinstance(built, list):
        assert isinstance(validated, list) and len(built) == len(validated)
        for a, b in zip(built, validated):
            assert_identical(a, b)
    else:
        assert built == validated


def parsed_digests(records: Records = PLAIN) -> list[Digest]:
    """The shipped digests and the made-up ones, parsed (with ``records``' constructors)."""
    return ([parse_file(p, records) for p in sorted(SEEDS.glob("*.txt"))]
            + [parse_text(text, name, records=records) for name, text in _MADE_UP.items()])


def assert_records_are_what_validation_builds(digests: list[Digest]) -> None:
    """Every record of the digests equals its validated twin, types and fields-sets too, all the way down."""
    rich = next(d for d in digests if d.name == "rich.txt")
    assert any(len(s.model_fields_set) < len(Source.model_fields) for s in rich.sources)  # a dateless source
    assert any(s.time and s.utc_offset for s in rich.sources) and rich.problems
    dateless = {"handle", "title", "seed", "line", "episode", "primary"}  # what source_without_date gives
    for record in (r for d in digests for r in _records(d)):
        cls = type(record)
        names = record.model_fields_set
        if cls is Source:  # every field, or a dateless source's (plus what merging duplicates sets)
            assert names == set(cls.model_fields) or names - {"time", "utc_offset"} == dateless
        elif cls is not Problem and not (cls is Digest and record.failed):
            assert names == set(cls.model_fields)  # the parser gives every field
        given = {name: getattr(record, name) for name in record.model_fields_set}
        assert_identical(record, cls(**given))  # validated from the same values, nested records as they are
        again = cls.model_validate(record.model_dump())  # validated all the way down from plain data
        assert again == record and again.model_dump_json() == record.model_dump_json()


def test_records_built_without_validation_are_what_validation_builds() -> None:
    """Skipping validation (the parser's model_construct) changes nothing: every record is its validated twin."""
    assert_records_are_what_validation_builds(parsed_digests())


_LINE_PIECES = ["Episode", "episode", "EPISODE", "Epiſode", "ſ", "E", "e", "É", "\u00a0", "\u2003", " ", "\t", "\x0c",
                "\x1c", "\x00", "\x07", "\n", "1", "٣", "²", "2026-03-01", "2026-03-20", " ~ ", " to ", "–", "—", "·",
                " (", ")", ", ", "5 posts", "7 related posts", "Confirmed", "Why it matters", "Sources", "Summary",
                "#", "*", "**", "## ", " - ", "-", "handle", "_", ":", ".", "!", "?", ";", ",", '"', "'", "Rumours", "x"]


@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(_LINE_PIECES), max_size=12).map("".join))
def test_line_pre_checks_only_skip_lines_that_cannot_match(text: str) -> None:
    """The per-line pre-checks of the parser only skip a regex or header test that would find nothing."""
    from knowledge import parser as P

    if P._CONTROL_IN_TEXT.search(text) is None:
        assert not any(P._CONTROL.search(ln) for ln in text.split("\n"))
    for raw in text.split("\n"):
        raw = raw.rstrip()
        line = raw.strip()
        if not line:
            continue
        if P._EPISODE.match(line):
            assert line[0] in "Ee#*"
        if P._SOURCE.match(line):
            assert "\u2014" in line or "\u2013" in line
        if P._SOURCE_PLAIN.match(line):
            assert " -" in line
        if P._RANGE.match(line):
            assert line[0].isdigit()
        if line[-1] in P._SENTENCE_END:
            assert P._header(line) is None and not P._looks_like_header([raw], 0)
