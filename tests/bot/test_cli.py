"""The terminal front end: ask, ask --json, index, eval, chat."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from knowledge.perf.cache import CACHE_FILE
from tests.digests import count_parses

ROOT = Path(__file__).resolve().parents[2]
FIELDS = {"question": str, "answered": bool, "answer": str, "confidence": float, "facts": list,
          "suggestions": list, "notes": list, "closest": (dict, type(None)), "story": (str, type(None))}


def run(*args: str, stdin: str | None = None, seeds: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run `python -m bot ARGS` as a user would."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "CACHE_DIR": ""}  # no digest cache unless a test asks
    env.pop("BOT_SEEDS_DIR", None)
    extra = ["--seeds", str(seeds)] if seeds else []
    return subprocess.run([sys.executable, "-m", "bot", *args, *extra], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=120)


def test_ask_json_stdin_survives_invalid_utf8() -> None:
    """An invalid UTF-8 byte on standard input is replaced: every line in gives exactly one JSON line out."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "CACHE_DIR": ""}
    env.pop("BOT_SEEDS_DIR", None)
    data = b"Who pays for the compute?\nwho \xff\xfe pays?\r\nIs it a MoE?\n"
    out = subprocess.run([sys.executable, "-m", "bot", "ask", "--json", "-"], input=data, capture_output=True,
                         cwd=ROOT, env=env, timeout=120)
    assert out.returncode == 0, out.stderr.decode(errors="replace")
    rows = [json.loads(line) for line in out.stdout.decode("utf-8").splitlines()]
    assert [r["question"] for r in rows] == ["Who pays for the compute?", "who \ufffd\ufffd pays?", "Is it a MoE?"]
    assert b"Traceback" not in out.stderr


def test_ask_json_stdin_one_object_per_line_in_order() -> None:
    """`ask --json -`: exactly one JSON object per input line, in order, with the contract's fields."""
    questions = ["Who pays for the compute?", "", "How do I make pancakes?", "What did @joecole report?"]
    out = run("ask", "--json", "-", stdin="\n".join(questions) + "\n")
    assert out.returncode == 0, out.stderr
    rows = [json.loads(line) for line in out.stdout.splitlines()]
    assert [r["question"] for r in rows] == questions
    for row in rows:
        assert set(row) == set(FIELDS)
        for key, typ in FIELDS.items():
            assert isinstance(row[key], typ) or (typ is float and isinstance(row[key], int)), key
        assert 0 <= row["confidence"] <= 1
        for fact in row["facts"]:
            assert set(fact) >= {"id", "text", "kind", "as_of", "sources"}
            for src in fact["sources"]:
                assert set(src) >= {"handle", "title", "date", "seed", "primary"}
    assert rows[0]["answered"] and "Huang" in rows[0]["answer"]
    assert rows[1]["answered"] is False
    assert rows[2]["answered"] is False and rows[2]["suggestions"]
    assert any(s["handle"] == "joecole" for f in rows[3]["facts"] for s in f["sources"])


def test_ids_and_answers_stable_across_runs() -> None:
    """Same seeds, same ids and answers, process to process."""
    a = run("ask", "--json", "How long will training take?")
    b = run("ask", "--json", "How long will training take?")
    assert a.stdout == b.stdout and json.loads(a.stdout)["facts"]


def test_ask_plain_shows_answer_then_a_source_line_under_each_fact() -> None:
    """A person reads the answer first, then under it its source: handle, title, date and digest:line; no ANSI."""
    out = run("ask", "Which company supplies the compute?")
    assert out.returncode == 0
    answer, _, under = out.stdout.partition("\n  \u2014 @")
    assert "CoreWeave" in answer and "\x1b[" not in out.stdout  # the answer first; not a terminal: no ANSI
    assert under and re.search(r"\.txt:\d+", out.stdout) and "2026-09-0" in out.stdout


def test_terminal_bolds_the_asked_figure_only_with_ansi() -> None:
    """On a terminal the figure asked for is ANSI bold; piped, the text is plain."""
    from bot.terminal import BOLD, format_answer
    from knowledge.models import Answer, FactRef, SourceRef

    fact = FactRef(id="f", text="The run uses 18.75T tokens.", kind="confirmed", as_of=None, seed="a.txt", line=4,
                   sources=[SourceRef(handle="x", title="T", date="2026-09-01", seed="a.txt", primary=True)])
    ans = Answer(question="how many tokens?", answered=True, answer=fact.text, confidence=0.9, facts=[fact])
    assert f"{BOLD}18.75T tokens" in format_answer(ans, 80, ansi=True)
    plain = format_answer(ans, 80, ansi=False)
    assert plain.splitlines() == ["The run uses 18.75T tokens.",
                                  "  \u2014 @x \u2014 \u201cT\u201d \u00b7 2026-09-01 \u00b7 a.txt:4"]


def test_index_reports_counts_and_exit_codes(tmp_path: Path) -> None:
    """`index` prints per digest counts; exits 1 when any file has a problem, naming FILE:LINE."""
    ok = run("index")
    assert ok.returncode == 0 and "000_318b37a7a0c155e1.txt: 11 facts, 5 sources, 0 episodes" in ok.stdout
    (tmp_path / "good.txt").write_text("T\n\nA thing happened.\n", encoding="utf-8")
    (tmp_path / "bad.txt").write_bytes(b"T\n\n\xff\xfe\n")
    bad = run("index", seeds=tmp_path)
    assert bad.returncode == 1
    assert "bad.txt:3: not UTF-8" in bad.stdout and "good.txt: 2 facts" in bad.stdout


def test_eval_prints_per_question_and_totals(tmp_path: Path) -> None:
    """`eval FILE` prints PASS/FAIL per question with reasons and totals for both kinds."""
    qs = tmp_path / "q.jsonl"
    qs.write_text('{"question": "Who supplies compute?", "expect": "answer", "must_contain": [["coreweave"]]}\n'
                  '{"question": "pancakes?", "expect": "abstain"}\n'
                  '{"question": "Who supplies compute?", "expect": "abstain"}\n', encoding="utf-8")
    out = run("eval", str(qs))
    assert out.returncode == 1
    assert "PASS  [answer] Who supplies compute?" in out.stdout
    assert "FAIL  [abstain] Who supplies compute?" in out.stdout
    assert "answerable: 1/1 passed" in out.stdout and "abstain: 1/2 passed" in out.stdout
    qs.write_text("not json\n", encoding="utf-8")
    broken = run("eval", str(qs))
    assert broken.returncode == 2 and "q.jsonl:1" in broken.stderr


def test_chat_loop_answers_until_empty_line() -> None:
    """The interactive chat answers each question and quits on an empty line."""
    out = run("chat", stdin="Is it a MoE?\nWho won the Super Bowl?\n\n")
    assert out.returncode == 0
    assert "MoE" in out.stdout and "\n  \u2014 @" in out.stdout and "don't say" in out.stdout


@pytest.mark.parametrize("quit_word", ["quit", "exit", "/quit"])
def test_chat_ends_on_quit(quit_word: str) -> None:
    """'quit', 'exit' or Discord's '/quit' ends the chat instead of being asked as a question; what follows is not
    read."""
    out = run("chat", stdin=f"Is it a MoE?\n{quit_word}\nWho funds it?\n")
    assert out.returncode == 0 and "MoE" in out.stdout
    assert out.stdout.count("\n> ") == 2 and "don't say" not in out.stdout  # two prompts: no third, nothing refused


def test_seeds_from_environment(tmp_path: Path) -> None:
    """BOT_SEEDS_DIR picks the digest folder."""
    (tmp_path / "a.txt").write_text("Gadget Launch\n\nThe gadget costs $99 at launch.\n", encoding="utf-8")
    env = {**os.environ, "BOT_SEEDS_DIR": str(tmp_path), "CACHE_DIR": ""}
    out = subprocess.run([sys.executable, "-m", "bot", "ask", "How much does the gadget cost?"],
                         capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)
    assert "$99" in out.stdout


def _copy_seeds(tmp_path: Path) -> Path:
    """A private copy of the shipped seeds."""
    seeds = tmp_path / "seeds"
    shutil.copytree(ROOT / "seeds", seeds)
    return seeds


def test_ask_creates_the_cache_and_reuses_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """`ask --cache-dir`: the first run parses and saves, the second parses nothing and answers the same."""
    seeds, cache_dir = _copy_seeds(tmp_path), tmp_path / "cache"
    parsed = count_parses(monkeypatch)
    argv = ["ask", "--json", "--seeds", str(seeds), "--cache-dir", str(cache_dir), "Who pays for the compute?"]
    assert main(argv) == 0
    first = capsys.readouterr().out
    assert sorted(parsed) == sorted(p.name for p in seeds.glob("*.txt"))
    assert (cache_dir / CACHE_FILE).is_file()
    parsed.clear()
    assert main(argv) == 0
    assert capsys.readouterr().out == first and parsed == []
    # one digest changes: exactly that one is parsed again
    changed = sorted(seeds.glob("*.txt"))[0]
    changed.write_text(changed.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert main(argv) == 0
    assert parsed == [changed.name]
    capsys.readouterr()
    # --no-cache parses everything and leaves the cache alone
    parsed.clear()
    before = (cache_dir / CACHE_FILE).stat().st_mtime_ns
    assert main([*argv[:4], "--no-cache", argv[-1]]) == 0
    assert len(parsed) == len(list(seeds.glob("*.txt")))
    assert (cache_dir / CACHE_FILE).stat().st_mtime_ns == before


def test_cache_dir_from_the_environment(tmp_path: Path) -> None:
    """`python -m bot ask` with CACHE_DIR: the cache is created, then reused unchanged (same answer)."""
    seeds, cache_dir = _copy_seeds(tmp_path), tmp_path / "cache"
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "CACHE_DIR": str(cache_dir)}
    env.pop("BOT_SEEDS_DIR", None)
    cmd = [sys.executable, "-m", "bot", "ask", "--json", "--seeds", str(seeds), "How long will training take?"]
    first = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert first.returncode == 0, first.stderr
    stamp = (cache_dir / CACHE_FILE).stat().st_mtime_ns
    second = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert second.returncode == 0 and second.stdout == first.stdout and json.loads(second.stdout)["facts"]
    assert (cache_dir / CACHE_FILE).stat().st_mtime_ns == stamp  # nothing changed: not rewritten
    off = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env={**env, "CACHE_DIR": ""}, timeout=120)
    assert off.stdout == first.stdout


@pytest.mark.parametrize("argv", [["--seeds", "{d}", "index"], ["index", "--seeds", "{d}"]])
def test_seeds_before_or_after_the_command(tmp_path: Path, argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """`--seeds DIR` works on either side of the command (a subcommand must not reset it to the default)."""
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "only.txt").write_text((ROOT / "tests" / "data" / "other" / "010_aurora.txt").read_text(encoding="utf-8"),
                                    encoding="utf-8")
    assert main([a.format(d=seeds) for a in argv] + ["--no-cache"]) == 0
    out = capsys.readouterr().out
    assert "only.txt" in out and "000_" not in out


def test_digest_add_list_remove_from_the_terminal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """`digest add|list|remove`: the shared digests (the seeds folder), or a server's own with --guild; audited."""
    from bot.store import Store
    from tests.digests import ALPHA, BETA

    seeds, data = tmp_path / "seeds", tmp_path / "data"
    seeds.mkdir()
    (seeds / "alpha.txt").write_text(ALPHA, encoding="utf-8")
    monkeypatch.setenv("DATA_DIR", str(data))
    monkeypatch.chdir(tmp_path)
    upload = tmp_path / "beta.txt"
    upload.write_text(BETA, encoding="utf-8")
    assert main(["digest", "add", str(upload), "--seeds", str(seeds)]) == 0
    assert (seeds / "beta.txt").read_text(encoding="utf-8") == BETA
    assert main(["digest", "add", str(upload), "--seeds", str(seeds)]) == 1  # exists: needs --replace
    assert "already exists" in capsys.readouterr().err
    assert main(["digest", "add", str(upload), "--replace", "--seeds", str(seeds)]) == 0
    assert main(["digest", "add", str(upload), "--guild", "42", "--name", "own.txt"]) == 0
    assert (data / "guilds" / "42" / "own.txt").exists() and not (seeds / "own.txt").exists()
    (tmp_path / "bad.txt").write_bytes(b"just a title\n")
    assert main(["digest", "add", str(tmp_path / "bad.txt"), "--seeds", str(seeds)]) == 1
    assert not (seeds / "bad.txt").exists()
    capsys.readouterr()
    assert main(["digest", "list", "--seeds", str(seeds)]) == 0
    out = capsys.readouterr().out
    assert "2 digest(s) in the shared digests" in out and "alpha.txt" in out and "own.txt" not in out
    assert main(["digest", "list", "--guild", "42"]) == 0
    assert "own.txt" in capsys.readouterr().out
    assert main(["digest", "remove", "alpha.txt", "--seeds", str(seeds)]) == 0
    assert not (seeds / "alpha.txt").exists()
    trashed = sorted(p.name[-9:] for p in (data / "trash").iterdir() if p.is_file())
    assert trashed == ["_beta.txt", "alpha.txt"]  # the version --replace replaced, and the removed one
    assert main(["digest", "remove", "alpha.txt", "--seeds", str(seeds)]) == 1
    log = Store(data / "bot.sqlite3").audit_log(every_guild=True)
    assert [(e.guild_id, e.action, e.user_id) for e in log] == [
        (None, "digest-remove", None), (42, "digest-add", None), (None, "digest-replace", None),
        (None, "digest-add", None)]


def test_stories_lists_each_story_with_dates_and_digests(tmp_path: Path) -> None:
    """`stories`: every story the digests tell, newest first, with its dates, digests and people."""
    from tests.digests import BRIDGE, KESTREL, TITANIS, write_stories

    out = run("stories", "--no-cache", seeds=write_stories(tmp_path / "seeds"))
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert [ln for ln in lines if not ln.startswith(" ")] == [BRIDGE, TITANIS, KESTREL]
    assert "  dates: 2026-03-01 to 2026-03-16; 2 digest(s), 2 episode(s), 3 account(s)" in lines
    assert "  digests: k1_kestrel.txt, k2_kestrel.txt" in lines


def test_chat_next_line_follows_up_on_the_answers_story(tmp_path: Path) -> None:
    """In chat, 'and who funds it?' after a Titanis answer stays in the Titanis story."""
    from tests.digests import write_stories

    seeds = write_stories(tmp_path / "seeds")
    out = run("chat", "--no-cache", seeds=seeds, stdin="how many parameters does titanis have?\nand who funds it?\n\n")
    assert out.returncode == 0, out.stderr
    second = out.stdout.split("> ")[2]
    assert "Halvorsen Foundation" in second and "Orchid" not in second
    alone = run("ask", "--no-cache", "and who funds it?", seeds=seeds)
    assert "Orchid" in alone.stdout and "Halvorsen" in alone.stdout  # without the follow-up: both stories
