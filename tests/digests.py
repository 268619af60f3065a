"""Every digest the tests write, in one place, with the questions they answer and the helpers that write them.

* Marin (``ALPHA``, ``BETA``, ``BETA_EPISODE``, ``GAMMA``): small digests of one training run, for the diff,
  refresh, watcher, cache and moderation tests; ``write_marin`` writes alpha.txt and beta.txt.
* Zephyr (``ZEPHYR`` and its questions): the one digest of the bot's cog tests (tests/bot/botkit.py).
* Stories (``KESTREL_*``, ``TITANIS_*``, ``HARBOR``): three made-up stories in one folder (two training runs
  and a bridge), for the story tests; ``write_stories``.
* Harbor Town (``SOLAR``, ``BATTERY``, ``FERRY``, ``LIBRARY`` and ``QUESTIONS``): the end-to-end tests' seeds,
  also the load run's; ``write_solar``.

The questions repeat a fact nearly word for word, so the tests do not depend on matcher quality.
``count_parses`` records which digests the index builder parses; ``one_digest_index`` indexes a few fact bullets as
one digest (the matcher's and question analysis's small cases).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

# --- Marin ---------------------------------------------------------------------------------------------------

ALPHA = """Marin Opens Its Training Run

Marin has launched a fully public training run of a 535B-parameter MoE model. The run is about 13% complete.

Confirmed

Model scale: 535B total parameters and 23B active parameters (@dlwh)
Compute for the run is provided by CoreWeave (@percyliang)

Why it matters

Open training logs give the community a reproducible reference for giant-model pretraining

2026-09-03 ~ 2026-09-04 · 2 related posts

Primary sources

Marin 535B is 13% through training — percyliang · 2026-09-03 05:01 (UTC+08:00)

Marin 535B is 13% through training — percyliang · 2026-09-03
Open-source Marin kicks off its run — dlwh · 2026-09-04
"""

BETA = """Marin Releases Its Dataset

Marin released 23 trillion tokens of pretraining data for public download.

Confirmed

• The dataset is downloadable from an S3 bucket (per @joecole).
• Before the main run, the team validated with smaller experiments starting at 1.6B (per @ysunlp).

• Marin releases 23T-token pretraining dataset — joecole · 2026-08-22
• Marin 535B training starts with a scaling ladder — ysunlp · 2026-08-22
"""


# BETA told as an episode of the story
BETA_EPISODE = BETA.replace("\n\nMarin released", "\n\nEpisode 1 · Marin opens its pretraining data (2026-08-22, 2 posts)"
                            "\n\nMarin released", 1)

GAMMA = """Marin Joins Open Athena

Marin has joined the Open Athena community of open research labs.

Confirmed

• Open Athena now hosts Marin's training dashboards (per @dlwh).

• Marin joins Open Athena — dlwh · 2026-09-05
"""



def write_marin(folder: Path) -> Path:
    """A seeds folder with ALPHA as alpha.txt and BETA as beta.txt."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "alpha.txt").write_text(ALPHA, encoding="utf-8")
    (folder / "beta.txt").write_text(BETA, encoding="utf-8")
    return folder


# --- Zephyr --------------------------------------------------------------------------------------------------

ZEPHYR = """Zephyr Observatory Opens Its Giant Telescope

The Zephyr Observatory in the Atacama desert has opened its giant telescope to astronomers after ten years of construction.

Confirmed

The Zephyr telescope primary mirror measures 42 meters across (@astro_ann, @skywatch)
First light was recorded on the night of 2026-05-01 by the Zephyr team (@zephyr_obs)
Construction of the Zephyr Observatory cost 1.4 billion euros (@skywatch)

Why it matters

A 42-meter mirror gathers more light than any telescope before it.

2026-05-01 ~ 2026-05-03 · 3 related posts

Primary sources

Zephyr telescope sees first light — zephyr_obs · 2026-05-01 22:10 (UTC+00:00)

[source] Zephyr telescope sees first light — zephyr_obs · 2026-05-01
Inside the 42-meter Zephyr mirror — astro_ann · 2026-05-02
Zephyr Observatory: the 1.4 billion euro eye on the sky — skywatch · 2026-05-03
"""

# Questions that match a digest fact word for word (the matcher is being rewritten; these stay easy).
ZEPHYR_Q = "What did the construction of the Zephyr Observatory cost?"
MARIN_Q = "Where does the compute funding come from, and who provides the compute?"
OFF_TOPIC_Q = "What is the capital of France?"


# --- Stories -------------------------------------------------------------------------------------------------

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


# --- Harbor Town ---------------------------------------------------------------------------------------------

SOLAR_NAME = "000_e2e_solar.txt"
SOLAR = """\
Harbor Town Opens Floating Solar Farm

Harbor Town has switched on a floating solar farm on its old reservoir, the first of its kind in the region, \
after two years of construction funded by a regional climate grant.

Confirmed

The floating solar farm has 12,000 panels covering 40 percent of the reservoir (@harborcouncil, @gridwatch)
The project cost 18 million euros, funded by the Northern Climate Fund (@harborcouncil)
Mayor Ines Okafor opened the farm on 2026-05-04 (@localnews)

Why it matters

Floating panels keep farmland free and reduce evaporation from the reservoir

2026-05-03 ~ 2026-05-05 · 3 related posts

Primary sources

Harbor Town switches on floating solar farm with 12,000 panels — harborcouncil · 2026-05-04 09:30 (UTC+02:00)

[source] Harbor Town switches on floating solar farm with 12,000 panels — harborcouncil · 2026-05-04
Floating solar farm cost 18 million euros, says council — gridwatch · 2026-05-03
Mayor opens Harbor Town solar farm — localnews · 2026-05-05
"""

# Added to the seeds folder mid-test, then picked up by /refresh.
BATTERY_NAME = "001_e2e_battery.txt"
BATTERY = """\
Harbor Town Adds Battery Storage to Solar Farm

The council approved a battery next to the floating solar farm so that power can be used after sunset.

Confirmed

The council approved a 30 megawatt-hour battery for the solar farm on 2026-06-10 (@harborcouncil)
The battery will be supplied by Nordvolt and installed by October (@gridwatch)

2026-06-10 ~ 2026-06-11 · 2 related posts

Primary sources

Council approves 30 MWh battery for floating solar farm — harborcouncil · 2026-06-10 18:00 (UTC+02:00)

[source] Council approves 30 MWh battery for floating solar farm — harborcouncil · 2026-06-10
Nordvolt to supply Harbor Town battery — gridwatch · 2026-06-11
"""

# (question, a phrase the answer must contain, a source handle it must cite)
QUESTIONS = [
    ("How many panels does the floating solar farm have?", "12,000 panels", "harborcouncil"),
    ("How much did the project cost and who funded it?", "18 million euros", "harborcouncil"),
    ("When did Mayor Ines Okafor open the farm?", "Ines Okafor", "localnews"),
    ("How much of the reservoir do the panels cover?", "40 percent", "gridwatch"),
]
BATTERY_QUESTION = ("How big is the battery the council approved for the solar farm?", "30 megawatt-hour",
                    "harborcouncil")


def write_solar(seeds_dir: Path) -> Path:
    """A seeds folder holding the solar digest (the end-to-end tests' and the load run's seeds)."""
    seeds_dir.mkdir(parents=True, exist_ok=True)
    (seeds_dir / SOLAR_NAME).write_text(SOLAR, encoding="utf-8")
    return seeds_dir


# Two servers' own digests (tests/e2e/test_servers.py): A's ferry, B's library.
FERRY_NAME = "a_harbor_ferry.txt"
FERRY = """\
Harbor Town Launches an Electric Ferry

Harbor Town has launched an electric ferry across the bay, replacing the old diesel boat.

Confirmed

The electric ferry carries 120 passengers on each crossing of the bay (@harborferry)

2026-08-01 ~ 2026-08-02 · 1 related post

Primary sources

Electric ferry enters service in Harbor Town — harborferry · 2026-08-01 08:00 (UTC+02:00)

[source] Electric ferry enters service in Harbor Town — harborferry · 2026-08-01
"""
FERRY_QUESTION = ("How many passengers does the electric ferry carry on each crossing of the bay?", "120 passengers",
                  "harborferry")

LIBRARY_NAME = "b_lakeside_library.txt"
LIBRARY = """\
Lakeside Library Opens a Robot Reading Room

The Lakeside Library has opened a reading room where two robots fetch books for visitors.

Confirmed

The robot reading room is funded by ACME Rocket Corp with 2 million dollars (@lakesidelib)
The two robots fetch up to 400 books a day for visitors (@bookbot)

2026-07-01 ~ 2026-07-02 · 2 related posts

Primary sources

Lakeside Library opens robot reading room — lakesidelib · 2026-07-01 10:00 (UTC+00:00)

[source] Lakeside Library opens robot reading room — lakesidelib · 2026-07-01
Robots fetch 400 books a day at Lakeside — bookbot · 2026-07-02
"""
LIBRARY_QUESTION = ("Who funds the robot reading room at the Lakeside Library?", "ACME Rocket Corp", "lakesidelib")
LIBRARY_REPLACED = LIBRARY.replace("ACME Rocket Corp", "Globex Foundation")


# --- helpers ---------------------------------------------------------------------------------------------------

def count_parses(monkeypatch: Any) -> list[str]:
    """Record the names of the digests the index builder parses (through knowledge.perf.cache), from now on."""
    import knowledge.perf.cache

    calls: list[str] = []
    real = knowledge.perf.cache.parse_file

    def counting(path: Path):  # type: ignore[no-untyped-def]
        calls.append(path.name)
        return real(path)

    monkeypatch.setattr(knowledge.perf.cache, "parse_file", counting)
    return calls


def with_facts(digest: str, before: str, *facts: str) -> str:
    """A test digest with confirmed bullets added just before the bullet that starts with ``before``."""
    return digest.replace(f"\u2022 {before}", "".join(f"\u2022 {f}\n" for f in facts) + f"\u2022 {before}", 1)


def one_digest_index(*facts: str) -> Any:
    """A one-digest index of these fact bullets, each credited to @desk."""
    from knowledge.index import FactIndex

    bullets = "\n".join(f"\u2022 {f} (@desk)." for f in facts)
    return FactIndex.from_texts({"a.txt": f"Test Story\n\nA summary.\n\nConfirmed\n\n{bullets}\n\n"
                                          "2027-01-01 ~ 2027-01-02 · 2 related posts\n\nPrimary sources\n\n"
                                          "A post — desk · 2027-01-01\n"})
