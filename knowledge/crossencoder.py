"""The second stage: a cross-encoder reads the question beside each of the best candidates and orders them.

A small BERT (all-MiniLM-L6-v2, Apache-2.0, fine-tuned here as a cross-encoder) reads "[CLS] question [SEP] fact
[SEP]" and gives one number: how likely the fact holds the answer. The matcher decides to answer on the first
stage's best fact (``policy``); this stage then puts the best ``CrossEncoderWeights.candidates`` in its order.
The forward pass is plain numpy; the tokenizer is BERT's uncased WordPiece, written here. The weights are plain
arrays in ``data/cross_encoder.npz`` (loaded with ``allow_pickle=False``: nothing loaded runs code), int8 rows with
a scale per row; they are fitted outside the install, with PyTorch in a venv of its own, by
``docs/research/cross_encoder/train.py --save`` (its README says how).
When the file is missing or damaged the fitted linear order (``rerank``) stands and the log says why.
"""

from __future__ import annotations

import logging
import math
import unicodedata
import zipfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

log = logging.getLogger(__name__)

DATA = Path(__file__).with_name("data")
WEIGHTS_FILE = DATA / "cross_encoder.npz"
VOCAB_FILE = DATA / "cross_encoder_vocab.txt"


@dataclass(frozen=True)
class Shape:
    """The network's sizes (all-MiniLM-L6-v2's) and the tokenizer's limits."""

    hidden: int = 384
    heads: int = 12
    layers: int = 6
    max_tokens: int = 128  # a pair longer than this loses tokens from its longer side, as in training
    max_word_chars: int = 100  # a longer word is one unknown token (BERT's rule)
    eps: float = 1e-12  # layer norm


SHAPE = Shape()

# the logits of the pairs one question has scored, while it is answered (``one_question``): a question is read against
# the same fact by several matches (each story's, the best story's again without the others)
_PAIRS: ContextVar[dict[tuple[str, str], float] | None] = ContextVar("cross_encoder_pairs", default=None)


@contextmanager
def one_question() -> Iterator[None]:
    """While answering one question, a pair's logit is computed once (its pairs are forgotten after it)."""
    token = _PAIRS.set({})
    try:
        yield
    finally:
        _PAIRS.reset(token)


# --- the tokenizer: BERT's uncased basic tokenizer, then greedy longest-match WordPiece --------------------------

def _is_control(ch: str) -> bool:
    """A control or format character other than tab and newlines (dropped)."""
    return ch not in "\t\n\r" and unicodedata.category(ch) in ("Cc", "Cf")


def _is_space(ch: str) -> bool:
    """Whitespace as BERT reads it."""
    return ch in " \t\n\r" or unicodedata.category(ch) == "Zs"


def _is_punctuation(ch: str) -> bool:
    """Punctuation as BERT reads it: every ASCII symbol and every Unicode P* character."""
    cp = ord(ch)
    return 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126 or unicodedata.category(ch).startswith("P")


def _is_cjk(cp: int) -> bool:
    """A CJK ideograph (each is a word of its own)."""
    return (0x4E00 <= cp <= 0x9FFF or 0x3400 <= cp <= 0x4DBF or 0x20000 <= cp <= 0x2A6DF or 0x2A700 <= cp <= 0x2B73F
            or 0x2B740 <= cp <= 0x2B81F or 0x2B820 <= cp <= 0x2CEAF or 0xF900 <= cp <= 0xFAFF or 0x2F800 <= cp <= 0x2FA1F)


def basic_words(text: str) -> list[str]:
    """Clean, lower-case, strip accents and split on spaces and punctuation (BERT's basic tokenizer)."""
    out: list[str] = []
    for ch in text:
        cp = ord(ch)
        if cp == 0 or cp == 0xFFFD or _is_control(ch):
            continue
        out.append(" " if _is_space(ch) else f" {ch} " if _is_cjk(cp) else ch)
    norm = "".join(c for c in unicodedata.normalize("NFD", "".join(out)) if unicodedata.category(c) != "Mn").lower()
    words: list[str] = []
    for chunk in norm.split():
        word = ""
        for ch in chunk:
            if _is_punctuation(ch):
                if word:
                    words.append(word)
                words.append(ch)
                word = ""
            else:
                word += ch
        if word:
            words.append(word)
    return words


class WordPiece:
    """Text → token ids with a BERT vocabulary (one token a line, the line number its id)."""

    def __init__(self, vocab: Sequence[str]) -> None:
        """Index the vocabulary."""
        self.ids = {tok: i for i, tok in enumerate(vocab)}
        self.unk, self.cls, self.sep = self.ids["[UNK]"], self.ids["[CLS]"], self.ids["[SEP]"]
        self.cached = lru_cache(maxsize=20_000)(self.encode)  # ids of facts (often candidates again) and questions

    def word_ids(self, word: str) -> list[int]:
        """One word's pieces, longest first; an unknown token when it cannot be split."""
        if len(word) > SHAPE.max_word_chars:
            return [self.unk]
        pieces: list[int] = []
        start = 0
        while start < len(word):
            end = len(word)
            while end > start:
                piece = word[start:end] if start == 0 else "##" + word[start:end]
                if piece in self.ids:
                    pieces.append(self.ids[piece])
                    break
                end -= 1
            if end == start:
                return [self.unk]
            start = end
        return pieces

    def encode(self, text: str) -> tuple[int, ...]:
        """A text's token ids, no special tokens."""
        return tuple(i for w in basic_words(text) for i in self.word_ids(w))

    def pair(self, first: Sequence[int], second: Sequence[int]) -> tuple[list[int], list[int]]:
        """"[CLS] first [SEP] second [SEP]" and its segment ids, the longer side cut first to fit ``max_tokens``."""
        a, b = len(first), len(second)
        room = SHAPE.max_tokens - 3
        if a + b > room:  # the shorter side keeps all it has up to half the room, the longer side the rest
            short = min(min(a, b), room // 2)
            long = room - short
            a, b = (long, short) if a > b else (short, long)
        ids = [self.cls, *first[:a], self.sep, *second[:b], self.sep]
        return ids, [0] * (a + 2) + [1] * (b + 1)


# --- the network -----------------------------------------------------------------------------------------------

_ERF_P = 0.3275911  # Abramowitz and Stegun 7.1.26: erf to 1.5e-7
_ERF_A = (1.061405429, -1.453152027, 1.421413741, -0.284496736, 0.254829592)


def _gelu(x: np.ndarray) -> np.ndarray:
    """GELU as BERT computes it, x·Φ(x) with erf (to 1.5e-7, without scipy): (x + |x|·erf(|x|/√2)) / 2."""
    a = np.abs(x)
    z = a * np.float32(1 / math.sqrt(2.0))  # erf(z) = 1 - poly(t)·exp(-z²), t = 1/(1 + p·z)
    np.minimum(z, 6, out=z)  # erf(6) is 1 in float32; a larger z would only make exp(-z²) a slow subnormal number
    t = z * np.float32(_ERF_P)
    t += 1
    np.reciprocal(t, out=t)
    poly = t * np.float32(_ERF_A[0])
    for c in _ERF_A[1:]:
        poly += np.float32(c)
        poly *= t
    np.square(z, out=z)
    np.negative(z, out=z)
    np.exp(z, out=z)
    poly *= z  # 1 - erf
    np.subtract(1, poly, out=poly)  # erf(|x|/√2)
    poly *= a
    poly += x
    poly *= np.float32(0.5)
    return poly


class DamagedWeights(ValueError):
    """The weights file is not what the network needs (its message says what is wrong)."""


class CrossEncoder:
    """The fine-tuned network: a question and candidate facts in, one score per fact out."""

    def __init__(self, weights: dict[str, np.ndarray], vocab: Sequence[str]) -> None:
        """Check every weight's shape against ``SHAPE`` and the vocabulary."""
        self.w = weights
        self.tok = WordPiece(vocab)
        h = SHAPE.hidden
        need = {"embeddings.word_embeddings.weight": (len(vocab), h), "embeddings.position_embeddings.weight": (None, h),
                "embeddings.token_type_embeddings.weight": (2, h), "embeddings.LayerNorm.weight": (h,),
                "embeddings.LayerNorm.bias": (h,), "head.weight": (1, h), "head.bias": (1,)}
        for layer in range(SHAPE.layers):
            at = f"encoder.layer.{layer}."
            for name in ("attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense"):
                need[at + name + ".weight"], need[at + name + ".bias"] = (h, h), (h,)
            need[at + "intermediate.dense.weight"], need[at + "intermediate.dense.bias"] = (4 * h, h), (4 * h,)
            need[at + "output.dense.weight"], need[at + "output.dense.bias"] = (h, 4 * h), (h,)
            for norm in ("attention.output.LayerNorm", "output.LayerNorm"):
                need[at + norm + ".weight"], need[at + norm + ".bias"] = (h,), (h,)
        for name, shape in need.items():
            got = weights.get(name)
            if got is None:
                raise DamagedWeights(f"no weight {name!r}")
            if len(got.shape) != len(shape) or any(n is not None and n != g for n, g in zip(shape, got.shape)):
                raise DamagedWeights(f"weight {name!r} has shape {got.shape}, not {shape}")
            if not np.isfinite(got).all():
                raise DamagedWeights(f"weight {name!r} holds a value that is not a finite number")
        if weights["embeddings.position_embeddings.weight"].shape[0] < SHAPE.max_tokens:
            raise DamagedWeights("fewer positions than the longest pair")
        # a linear layer's weight, transposed once here: x @ wt
        self.wt = {k: np.ascontiguousarray(v.T) for k, v in weights.items()  # query, key and value: fused below
                   if v.ndim == 2 and not k.startswith("embeddings.") and ".attention.self." not in k}
        parts = [[f"encoder.layer.{layer}.attention.self.{w}" for w in ("query", "key", "value")]
                 for layer in range(SHAPE.layers)]
        # the query scaled by 1/sqrt(head size) here once, so the attention scores need no division
        scale = [np.float32(1 / math.sqrt(SHAPE.hidden // SHAPE.heads)), np.float32(1), np.float32(1)]
        self.qkv = [np.ascontiguousarray(np.concatenate([weights[n + ".weight"].T * c for n, c in zip(names, scale)], axis=1))
                    for names in parts]
        self.qkv_bias = [np.concatenate([weights[n + ".bias"] * c for n, c in zip(names, scale)]) for names in parts]

    def _lin(self, x: np.ndarray, name: str, residual: np.ndarray | None = None) -> np.ndarray:
        """A linear layer (plus ``residual``), its sums made in the product's own array (no copy to allocate)."""
        out = x @ self.wt[name + ".weight"]
        out += self.w[name + ".bias"]
        if residual is not None:
            out += residual
        return out

    def _norm(self, x: np.ndarray, name: str) -> np.ndarray:
        """A layer norm over the last axis (``x`` is overwritten)."""
        x -= x.mean(-1, keepdims=True)
        var = np.square(x).mean(-1, keepdims=True)
        var += SHAPE.eps
        x /= np.sqrt(var)
        x *= self.w[name + ".weight"]
        x += self.w[name + ".bias"]
        return x

    def pair_tokens(self, question: str, fact: str) -> int:
        """How many tokens the pair of a question and a fact takes (its time grows with them)."""
        return min(len(self.tok.cached(question)) + len(self.tok.cached(fact)) + 3, SHAPE.max_tokens)

    def scores(self, question: str, facts: Sequence[str]) -> list[float]:
        """One logit per fact: higher, the more likely it holds the answer to the question (a pair already scored
        within ``one_question`` is not computed again)."""
        pairs = _PAIRS.get()
        if pairs is None:
            return self._scores(question, facts)
        new = [f for f in dict.fromkeys(facts) if (question, f) not in pairs]
        pairs.update(zip(((question, f) for f in new), self._scores(question, new)))
        return [pairs[question, f] for f in facts]

    def _scores(self, question: str, facts: Sequence[str]) -> list[float]:
        """One logit per fact, every pair computed (packed in one pass)."""
        if not facts:
            return []
        asked = list(self.tok.cached(question))  # encoded once for the matcher's token budget and the pass
        pairs = [self.tok.pair(asked, list(self.tok.cached(f))) for f in facts]
        lens = [len(ids) for ids, _ in pairs]
        ids = np.fromiter((i for p, _ in pairs for i in p), dtype=np.int64)
        types = np.fromiter((t for _, ts in pairs for t in ts), dtype=np.int64)
        places = np.concatenate([np.arange(n) for n in lens])
        w = self.w
        # the pairs packed one after another: the linear layers run over every token at once, attention pair by pair
        x = w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][places] \
            + w["embeddings.token_type_embeddings.weight"][types]
        x = self._norm(x, "embeddings.LayerNorm")
        heads, d, h = SHAPE.heads, SHAPE.hidden // SHAPE.heads, SHAPE.hidden
        starts = np.cumsum([0, *lens])
        cls = starts[:-1]  # each pair's [CLS]: all the last layer needs to give
        for layer in range(SHAPE.layers):
            at = f"encoder.layer.{layer}"
            last = layer == SHAPE.layers - 1
            qkv = x @ self.qkv[layer]  # query, key and value in one product
            qkv += self.qkv_bias[layer]
            q, k, v = qkv[:, :h], qkv[:, h:2 * h], qkv[:, 2 * h:]
            ctx = np.empty((len(cls), h) if last else x.shape, dtype=x.dtype)
            for j, (a, b) in enumerate(zip(starts[:-1], starts[1:])):
                n = b - a
                qh = q[a:a + 1 if last else b].reshape(-1, heads, d).transpose(1, 0, 2)
                kh = k[a:b].reshape(n, heads, d).transpose(1, 2, 0)
                vh = v[a:b].reshape(n, heads, d).transpose(1, 0, 2)
                s = qh @ kh
                s = np.exp(s - s.max(-1, keepdims=True))
                s /= s.sum(-1, keepdims=True)
                out = (s @ vh).transpose(1, 0, 2).reshape(-1, h)
                if last:
                    ctx[j] = out[0]
                else:
                    ctx[a:b] = out
            if last:
                x = x[cls]
            x = self._norm(self._lin(ctx, f"{at}.attention.output.dense", x), f"{at}.attention.output.LayerNorm")
            x = self._norm(self._lin(_gelu(self._lin(x, f"{at}.intermediate.dense")), f"{at}.output.dense", x),
                           f"{at}.output.LayerNorm")
        return [float(v) for v in self._lin(x, "head")[:, 0]]


def read_weights(path: Path) -> dict[str, np.ndarray]:
    """The weights as float32 arrays: a matrix stored as int8 rows and a scale per row, a vector as it is."""
    out: dict[str, np.ndarray] = {}
    try:
        with np.load(path, allow_pickle=False) as npz:
            stored = {name: npz[name] for name in npz.files}
    except (OSError, ValueError, zipfile.BadZipFile, EOFError) as e:
        raise DamagedWeights(f"cannot read {path.name}: {type(e).__name__}") from None
    for name, arr in stored.items():
        if name.endswith(":scale"):
            continue
        if name.endswith(":q"):
            base = name.removesuffix(":q")
            scale = stored.get(base + ":scale")
            if scale is None or arr.ndim != 2 or scale.shape != (arr.shape[0],):
                raise DamagedWeights(f"weight {base!r} has no scale for each of its rows")
            out[base] = arr.astype(np.float32) * scale.astype(np.float32)[:, None]
        elif arr.dtype.kind == "f":
            out[name] = arr.astype(np.float32)
        else:
            raise DamagedWeights(f"weight {name!r} is not stored as numbers")
    return out


@lru_cache(maxsize=2)
def load_cross_encoder(weights: Path = WEIGHTS_FILE, vocab: Path = VOCAB_FILE) -> CrossEncoder | None:
    """The shipped cross-encoder, loaded once; None (and a warning saying why) when its files are missing or damaged."""
    if not weights.exists() or not vocab.exists():
        log.warning("the cross-encoder's files are missing (%s): the fitted linear order ranks the candidates",
                    ", ".join(p.name for p in (weights, vocab) if not p.exists()))
        return None
    try:
        words = vocab.read_text(encoding="utf-8").splitlines()
        return CrossEncoder(read_weights(weights), words)
    except (DamagedWeights, UnicodeDecodeError, KeyError) as e:
        log.warning("the cross-encoder's files are damaged (%s: %s): the fitted linear order ranks the candidates",
                    weights.name, e)
        return None
