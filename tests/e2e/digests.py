"""Small digests written as seeds for the end-to-end tests and the load run, and questions they answer.

The questions repeat a fact nearly word for word, so the tests do not depend on matcher quality.
"""

from __future__ import annotations

from pathlib import Path

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


def write_seeds(seeds_dir: Path) -> Path:
    """A seeds folder holding the solar digest."""
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
