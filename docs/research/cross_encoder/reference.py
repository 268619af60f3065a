"""Step 3 (the PyTorch venv), after a refit: the reference logits tests/knowledge/test_crossencoder.py checks the bot's
numpy forward pass against, from train.py's PyTorch model with the weights of knowledge/data/cross_encoder.npz.

    python docs/research/cross_encoder/reference.py   (from the repository root)
"""
import json
import sys
from pathlib import Path

import torch
sys.path.insert(0, str(Path(__file__).parent))
from train import CrossEncoder, batch, MODEL
from tokenizers import Tokenizer
m = CrossEncoder(init="knowledge/data/cross_encoder.npz"); m.eval()  # every weight and the head from the bot's file
tok = Tokenizer.from_file(str(MODEL / "tokenizer.json")); tok.no_padding(); tok.enable_truncation(128)
cases = [("how many stops will the halvern tram line have?", ["The Halvern tram line was approved by the city council in a vote last spring.",
          "The Halvern tram line will have 14 stops between the station and the harbour.", "Work on the Halvern tram line is due to finish next year."]),
         ("who is the CEO of Bramwell Energy?", ["CEO Dana Okafor said the plant would reopen (per @grid_watch).", "Bramwell Energy runs three plants in Ohio.",
          "The plant's 60 Hz turbines were built by Arlen Works in 1998, at a cost of EUR 3.1bn and 2.5 km of new line " + "and more " * 60]),
         ("Café — what did @kmurali_dev say about the 7B-parameter model?", ["東京 🙂 the 7B-parameter model beat the 13B one (@kmurali_dev).", "x"])]
out = []
with torch.no_grad():
    for q, facts in cases:
        out.append({"question": q, "facts": facts, "logits": [round(float(v), 5) for v in m(*batch(tok, [(q, f) for f in facts]))]})
json.dump({"from": "docs/research/cross_encoder/train.py's PyTorch model with the weights of knowledge/data/cross_encoder.npz", "pairs": out},
          open("tests/data/cross_encoder_logits.json", "w", encoding="utf-8"), ensure_ascii=False, indent=1)

