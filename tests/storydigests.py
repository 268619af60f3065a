"""Three made-up stories in one folder (two training runs of different models and a bridge), for the story tests."""

from pathlib import Path

KESTREL_START = """Nimbus Lab Starts Training Kestrel, an Open 7B Model

The research group Nimbus Lab, led by director Ana Rios, has started training Kestrel, an open model with 7B parameters, on 2 trillion tokens. The run is currently about 40% complete.

Confirmed

Kestrel has 7B parameters and is trained on 2T tokens (@ana_rios)
Progress currently around 40% (@ana_rios, disclosed 03-02)
The run is funded by the Orchid Fund, with hardware from Vantor Cloud (@nimbuslab)
Training is expected to take about 6 weeks (@kai_moreno)

Why it matters

Kestrel gives small labs an open reference model they can reproduce

2026-03-01 ~ 2026-03-02 · 3 related posts

Primary sources

Kestrel 7B training begins at Nimbus Lab — ana_rios · 2026-03-01 09:00 (UTC+00:00)

Kestrel 7B training begins at Nimbus Lab — ana_rios · 2026-03-01
[source] Nimbus Lab announces Kestrel funding from the Orchid Fund — nimbuslab · 2026-03-01
Kestrel run will take six weeks — kai_moreno · 2026-03-02
"""

KESTREL_EPISODES = """Kestrel: The Open 7B Model of Nimbus Lab

Episode 1 · Nimbus Lab Publishes the Data Mix of Kestrel (2026-03-09, 2 posts)

The group Nimbus Lab has published the full data mix of Kestrel, its open 7B model, and says the run is now about 70% complete.

Confirmed

• The data mix is 60% web text, 25% code and 15% books (per @ana_rios).
• Progress is now about 70% (per @nimbuslab, disclosed 03-09).

• Kestrel data mix published — ana_rios · 2026-03-09
• Kestrel passes 70% — nimbuslab · 2026-03-09

Episode 2 · Kestrel Finishes Training (2026-03-16, 2 posts)

The model Kestrel has finished training on 2.2 trillion tokens, and Nimbus Lab will release the weights under Apache-2.0.

Confirmed

• The final run used 2.2T tokens (per @kai_moreno).
• The weights will be released under Apache-2.0 on the Vantor Cloud hub (per @nimbuslab).

• Kestrel done: 2.2T tokens — kai_moreno · 2026-03-16
• Kestrel weights coming under Apache-2.0 — nimbuslab · 2026-03-16
"""

TITANIS_START = """Borealis AI Begins Training Titanis, a 400B Model

The company Borealis AI, whose chief executive is Mira Okafor, has begun training Titanis, a model with 400B parameters, on 15 trillion tokens.

Confirmed

Titanis has 400B parameters and is trained on 15T tokens (@borealis_ai)
The run is funded by the Halvorsen Foundation (@mira_okafor)
The CEO, Mira Okafor, said the run will take about 4 months (@mira_okafor)

Why it matters

Titanis would be the largest model trained in the region

2026-04-10 ~ 2026-04-11 · 2 related posts

Primary sources

Titanis 400B training starts — borealis_ai · 2026-04-10 10:00 (UTC+00:00)

Titanis 400B training starts — borealis_ai · 2026-04-10
Halvorsen Foundation backs Titanis — mira_okafor · 2026-04-11
"""

TITANIS_CHECKPOINT = """Titanis Reaches Its First Checkpoint

The model Titanis, which Borealis AI trains for the Halvorsen Foundation, has reached its first checkpoint, a quarter of the way through training.

Confirmed

• Titanis is about 25% through training (per @borealis_ai, disclosed 05-02).
• The cluster behind Titanis has 4,096 accelerators (per @gridwatch).

• Titanis at 25% — borealis_ai · 2026-05-02
• Inside the Titanis cluster — gridwatch · 2026-05-03
"""

HARBOR = """Harbor Bridge Opens to Traffic in Port Calder

The new Harbor Bridge in Port Calder opened to traffic on 06-01 after three years of construction, at a final cost of $1.2 billion.

Confirmed

The bridge is 2.1 km long and carries six lanes (@calder_news)
Mayor Lena Voigt cut the ribbon at the opening (@lenavoigt)
The final cost was $1.2 billion, up from a budget of $900 million (@calder_news)

2026-06-01 ~ 2026-06-02 · 2 related posts

Harbor Bridge opens — calder_news · 2026-06-01
Voigt: a bridge for everyone — lenavoigt · 2026-06-02
"""

FILES = {"k1_kestrel.txt": KESTREL_START, "k2_kestrel.txt": KESTREL_EPISODES, "t1_titanis.txt": TITANIS_START,
         "t2_titanis.txt": TITANIS_CHECKPOINT, "h1_harbor.txt": HARBOR}
KESTREL = "Kestrel: The Open 7B Model of Nimbus Lab"  # the title of its newest digest
TITANIS = "Titanis Reaches Its First Checkpoint"
BRIDGE = "Harbor Bridge Opens to Traffic in Port Calder"


def write_stories(folder: Path, names: tuple[str, ...] | None = None) -> Path:
    """A seeds folder with the stories' digests (all, or the named files)."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in FILES.items():
        if names is None or name in names:
            (folder / name).write_text(text, encoding="utf-8")
    return folder
