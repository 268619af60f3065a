"""Command line: the terminal front end (chat, ask, index, eval) and the Discord runner.

The commands that build the index take the fast path (``knowledge.perf``) and go through the digest cache
(``knowledge.perf.cache``): CACHE_DIR, default DATA_DIR/cache; ``--cache-dir DIR`` and ``--no-cache`` override it.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path

from bot.refresh import build_index
from knowledge.index import FactIndex
from knowledge.models import Answer
from knowledge.storyqa import Context

log = logging.getLogger(__name__)

DEFAULT_SEEDS = Path(__file__).resolve().parent.parent / "seeds"


def default_seeds() -> Path:
    """The seeds folder: $BOT_SEEDS_DIR, else the project's seeds/."""
    return Path(os.environ.get("BOT_SEEDS_DIR") or DEFAULT_SEEDS)


def cache_dir_for(args: argparse.Namespace) -> Path | None:
    """The digest cache folder: --no-cache → None, else --cache-dir, else the settings (CACHE_DIR, DATA_DIR/cache).

    Also applies the settings' digest size limit (DIGEST_MAX_BYTES) to the build that follows.
    """
    from pydantic import ValidationError

    from bot.settings import Settings

    try:
        settings: Settings | None = Settings()
    except ValidationError as exc:
        log.warning("settings are invalid (%d error(s)); building the index without the digest cache",
                    exc.error_count())
        settings = None
    if settings is not None:
        settings.apply_limits()
    if getattr(args, "no_cache", False):
        return None
    if getattr(args, "cache_dir", None) is not None:
        return args.cache_dir
    return settings.index_cache_dir if settings is not None else None


def format_answer(ans: Answer, width: int | None = None, *, suggestions: list[str] | None = None) -> str:
    """An answer as a person reads it in a terminal (see bot.terminal)."""
    from bot.terminal import format_answer as render

    return render(ans, width, suggestions=suggestions or ())


def cmd_ask(args: argparse.Namespace, index: FactIndex) -> int:
    """Answer one question, or one per stdin line with `-`."""
    if args.question == "-":
        for raw in sys.stdin.buffer:  # bytes: one invalid byte must not end the stream
            question = raw.decode("utf-8", errors="replace").rstrip("\r\n")
            try:
                ans = index.answer(question)
            except Exception:  # every line in gives a line out
                log.exception("answering a question from stdin failed")
                ans = Answer(question=question, answered=False, answer="Sorry, that question could not be answered.",
                             confidence=0.0)
            if args.json:
                print(ans.model_dump_json(), flush=True)
            else:
                print(format_answer(ans) + "\n", flush=True)
        return 0
    ans = index.answer(args.question)
    print(ans.model_dump_json(indent=None) if args.json else format_answer(ans))
    return 0


_QUIT_WORDS = frozenset({"quit", "exit", "bye", ":q", "q"})  # what people type to leave a prompt


def cmd_chat(args: argparse.Namespace, index: FactIndex) -> int:
    """Interactive question loop in the terminal."""
    stats = index.stats()
    print(f"Story bot: {stats['facts']} facts from {stats['digests']} digest(s) in {index.seeds_dir}.")
    for p in index.problems:
        print(f"  problem: {p}")
    print("Ask a question about the story (quit, an empty line or Ctrl-D to end). Each question follows up on the answer "
          "before it: its story and topic.")
    context: Context | None = None
    while True:
        try:
            question = input("\n> ")
        except (EOFError, KeyboardInterrupt):
            print()
            return 0
        if not question.strip() or question.strip().lower().lstrip("/") in _QUIT_WORDS:  # "/quit", as in Discord
            return 0
        ans = index.answer(question, context=context)
        from bot.suggest import suggest_questions

        print(format_answer(ans, suggestions=suggest_questions(index, ans, question)))
        context = Context.of(ans) or context


def cmd_stories(args: argparse.Namespace, index: FactIndex) -> int:
    """List the stories: title, dates, digests, episodes and the accounts they cite."""
    stories = index.stories.stories
    if not stories:
        print(f"no digests (*.txt) in {index.seeds_dir}")
        return 1
    for s in stories:
        episodes = len(s.episodes)
        print(f"{s.title}")
        print(f"  dates: {s.dates or 'undated'}; {len(s.digests)} digest(s), {episodes} episode(s), "
              f"{len(s.people)} account(s)")
        print(f"  digests: {', '.join(s.digests)}")
        if s.people:
            shown = ", ".join("@" + h for h in s.people[:8])
            print(f"  people: {shown}" + (f" (+{len(s.people) - 8} more)" if len(s.people) > 8 else ""))
    return 0


def cmd_index(args: argparse.Namespace, index: FactIndex) -> int:
    """Build and validate the index; print counts and problems per digest."""
    if not index.digests:
        print(f"no digests (*.txt) in {index.seeds_dir}")
        return 1
    for name in sorted(index.digests):
        d = index.digests[name]
        print(f"{name}: {len(d.facts)} facts, {len({s.key for s in d.sources})} sources, "
              f"{len(d.episodes)} episodes" + (f" — {d.title}" if d.title else ""))
        for p in d.problems:
            print(f"  {p}")
    problems = index.problems
    stats = index.stats()
    print(f"total: {stats['facts']} facts, {stats['sources']} sources, {stats['episodes']} episodes, "
          f"{len(problems)} problem(s); index version {index.version}")
    return 1 if problems else 0


def cmd_eval(args: argparse.Namespace, index: FactIndex) -> int:
    """Run a question file and report pass/fail per question and totals."""
    from knowledge.evaluation import evaluate, format_report

    try:
        report = evaluate(index, Path(args.file))
    except (OSError, ValueError) as exc:
        print(f"cannot evaluate {args.file}: {exc}", file=sys.stderr)
        return 2
    print(format_report(report, verbose=not args.quiet))
    return 0 if report.all_passed else 1


def cmd_digest(args: argparse.Namespace, seeds: Path) -> int:
    """`digest add|list|remove`: manage the shared digests (the seeds folder), or one server's with --guild."""
    from pydantic import ValidationError

    from bot.exts.moderation.uploads import (
        UploadRefused,
        check_name,
        check_target,
        copy_to_trash,
        move_to_trash,
        validate_digest,
        write_atomically,
    )
    from bot.settings import Settings
    from bot.store import sync_store

    try:
        settings = Settings()
    except ValidationError as exc:
        print(f"Invalid settings: {exc.error_count()} error(s); see README.md, 'Settings'", file=sys.stderr)
        return 2
    guild = getattr(args, "guild", None)
    folder = seeds if guild is None else settings.guilds_dir / str(guild)
    where = "the shared digests" if guild is None else f"server {guild}'s digests"
    if args.action == "list":
        paths = sorted(p for p in folder.glob("*.txt") if p.is_file() and not p.name.startswith(".")) \
            if folder.is_dir() else []
        print(f"{len(paths)} digest(s) in {where} ({folder}):")
        for p in paths:
            print(f"  {p.name}  {p.stat().st_size:,} bytes")
        if guild is None:
            store = sync_store(settings)
            hidden = store.all_hidden_digests() if store.exists() else {}
            for gid, names in sorted(hidden.items()):
                print(f"  hidden in server {gid}: {', '.join(sorted(names))}")
        return 0
    try:
        if args.action == "add":
            source = Path(args.file)
            data = source.read_bytes()
            name = args.name or source.name
            digest = validate_digest(name, None, data)
            if guild is not None:
                folder.mkdir(parents=True, exist_ok=True)
            existed = check_target(folder, name, args.replace).exists()
            trash = settings.data_dir / "trash" if guild is None else settings.data_dir / "trash" / "guilds" / str(guild)
            kept = copy_to_trash(folder, trash, name) if existed else None
            write_atomically(folder, name, data)
            verb = "replaced" if existed else "added"
            print(f"{verb} {name} in {where}: {len(digest.facts)} fact(s), {len({s.key for s in digest.sources})} "
                  f"source(s), {len(digest.episodes)} episode(s)" + (f"; the old version is in {kept}" if kept else ""))
            detail = f"{name} ({len(data)} bytes, {len(digest.facts)} facts)" + (
                f"; old version → trash {kept.name}" if kept else "")
            action = "digest-replace" if existed else "digest-add"
        else:
            name = check_name(args.name)
            trash = settings.data_dir / "trash" if guild is None else settings.data_dir / "trash" / "guilds" / str(guild)
            moved = move_to_trash(folder, trash, name)
            print(f"removed {name} from {where}: moved to {moved}")
            detail, action = f"{name} → trash {moved.name}", "digest-remove"
    except UploadRefused as exc:
        print(f"refused: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"cannot {args.action}: {exc}", file=sys.stderr)
        return 1
    sync_store(settings).audit(guild, None, action, detail + " (terminal)")
    print("A running bot picks this up within WATCH_INTERVAL seconds" if guild is None
          else "A running bot picks this up at the server's next /refresh or restart")
    return 0


def _common_options(top: bool) -> argparse.ArgumentParser:
    """The options every command takes; a subcommand's copy has no defaults, so it never undoes one given before it."""
    def default(value: object) -> object:
        """The default on the top-level parser; none on the subcommands'."""
        return value if top else argparse.SUPPRESS

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--seeds", type=Path, default=default(None), metavar="DIR",
                        help="digest folder (default: $BOT_SEEDS_DIR or the project's seeds/)")
    cache = common.add_mutually_exclusive_group()
    cache.add_argument("--cache-dir", type=Path, default=default(None), metavar="DIR",
                       help="saved-index folder (default: $CACHE_DIR or DATA_DIR/cache)")
    cache.add_argument("--no-cache", action="store_true", default=default(False),
                       help="parse every digest; do not read or write the saved index")
    return common


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for every subcommand."""
    parser = argparse.ArgumentParser(prog="python -m bot", description="The story bot.",
                                     parents=[_common_options(top=True)])
    common = _common_options(top=False)
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("chat", parents=[common], help="ask questions interactively in the terminal (default)")
    ask = sub.add_parser("ask", parents=[common], help="answer one question ('-' reads one per line from stdin)")
    ask.add_argument("question")
    ask.add_argument("--json", action="store_true", help="print one JSON object per question")
    sub.add_parser("index", parents=[common], help="build and validate the index; exit 1 on any problem")
    sub.add_parser("stories", parents=[common], help="list the stories the digests tell: title, dates, digests, people")
    ev = sub.add_parser("eval", parents=[common], help="score a question file (JSON lines)")
    ev.add_argument("file")
    ev.add_argument("--quiet", action="store_true", help="totals and failures only")
    sub.add_parser("run", parents=[common], help="run the Discord bot (needs DISCORD_TOKEN)")
    un = sub.add_parser("unanswered", parents=[common], help="questions the digests could not answer")
    un.add_argument("--days", type=int, default=None)
    dg = sub.add_parser("digest", parents=[common], help="add, list or remove the shared digests (or a server's)")
    dsub = dg.add_subparsers(dest="action", required=True)
    for action, text in (("add", "add a digest file (checked as /digest add checks uploads)"),
                         ("list", "list the digests"), ("remove", "move a digest to DATA_DIR/trash")):
        one = dsub.add_parser(action, parents=[common], help=text)
        one.add_argument("--guild", type=int, default=None, metavar="ID",
                         help="a server's own digests (DATA_DIR/guilds/ID) instead of the shared ones")
        if action == "add":
            one.add_argument("file", help="the digest file")
            one.add_argument("--name", default=None, help="its name in the folder (default: the file's name)")
            one.add_argument("--replace", action="store_true", help="overwrite a digest of the same name")
        elif action == "remove":
            one.add_argument("name", help="the digest's file name")
    bench = sub.add_parser("bench", parents=[common], help="benchmark index build and answer latency")
    bench.add_argument("rest", nargs=argparse.REMAINDER)
    return parser


def cmd_bench(argv: list[str]) -> int:
    """`bench`: the speed benchmark, which lives in the checkout's benchmarks/ (not in the installed package)."""
    root = Path(__file__).resolve().parent.parent
    if (root / "benchmarks" / "bench.py").is_file() and str(root) not in sys.path:
        sys.path.insert(0, str(root))  # a checkout run from another folder
    try:
        from benchmarks.bench import main as bench_main
    except ModuleNotFoundError as exc:
        if exc.name not in ("benchmarks", "benchmarks.bench"):
            raise
        print("bench: the benchmark is not installed with the bot; run `python -m bot bench` from a checkout of "
              "the project (it lives in benchmarks/bench.py)", file=sys.stderr)
        return 2
    return bench_main(argv)


def main(argv: list[str] | None = None) -> int:
    """Entry point of `python -m bot` and `story-bot`."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["bench"]:  # the benchmark has its own options
        return cmd_bench(argv[1:])
    parser = build_parser()
    args = parser.parse_args(argv)
    command = args.command or "chat"
    seeds = args.seeds or default_seeds()
    if command == "run":
        from bot.runner import main as run_main

        return run_main(seeds=args.seeds, cache_dir="" if args.no_cache else args.cache_dir)
    if command == "unanswered":
        from bot.store import cli_unanswered

        return cli_unanswered(days=args.days)
    if command == "digest":
        return cmd_digest(args, seeds)
    if command == "bench":
        return cmd_bench(args.rest)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    index = build_index(seeds, None, cache_dir_for(args))  # the bot's fast build and garbage-collector policy
    handler = {"chat": cmd_chat, "ask": cmd_ask, "index": cmd_index, "eval": cmd_eval, "stories": cmd_stories}[command]
    try:
        return handler(args, index)
    except BrokenPipeError:
        return 0
