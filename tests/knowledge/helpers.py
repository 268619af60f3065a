"""Digests and helpers the knowledge tests share (the matcher, question, ranking, refusals and compose tests)."""

from __future__ import annotations

from pathlib import Path

from knowledge.index import FactIndex
from tests.digests import one_digest_index

ROOT = Path(__file__).resolve().parents[2]


TRIAL = """Halvern Bio's Drug Passes Its Phase 3 Trial

Halvern Bio, a biotech company based in Turku, says its drug orvazine met its main goal in a phase 3 trial.

Confirmed

• Orvazine cut flare-ups by 31% against placebo in the phase 3 trial of 840 adults over 2 years (@halvernbio).
• Chief executive Anna Lind said Halvern will file for approval in 2027 (@halvernbio).
• Pellmark Pharma licensed the US rights for $200 million upfront plus tiered royalties (@pharmawire).

Primary sources

Orvazine phase 3 results — halvernbio · 2026-05-02
Pellmark licenses orvazine — pharmawire · 2026-05-03
"""


STOPS_OLD = """Velm Approves Its Tram Line

The city of Velm has approved a tram line.

Confirmed

• The tram line is planned with 22 stops on a 14 km route from Harbour Station to Grenwald (@velmtransit).

Primary sources

Velm approves tram — velmtransit · 2025-03-02
"""


PIT = """Rescuers Reach Trapped Miners at Dunmore Pit

The Dunmore copper pit partly collapsed on 03-02, trapping 14 workers 300 m underground.

Confirmed

• The main shaft was begun in 1998, and its sinking took four years (@dunmore_mines).
• Rescuers brought all 14 trapped miners to the surface by 03-05 (@rescue_ops).
• The operator Kelso Metals has never owned the land; it leases it from the county (@county_news).

Episode 1 · The roof gave way because groundwater had (2026-03-02, 2 posts)

The collapse closed the lower levels.

Confirmed

• The roof gave way because groundwater had weakened the rock above the lower levels (@geo_survey).
• Kelso Metals says the pit will stay shut for at least six months (@kelso_metals).

• Dunmore roof collapse traps 14 — rescue_ops · 2026-03-02
• Groundwater blamed for Dunmore collapse — geo_survey · 2026-03-03
"""


SMELTER = """Harlow Smelter Fined After Emissions Breach

The Harlow zinc smelter released more pollution than its permit allows.

Confirmed

• The smelter released 412 tonnes of sulphur dioxide in March, twice its permit (@env_agency).
• Divers from the survey vessel Marlin found slag on the river bed 2 km downstream (@river_trust).
• The plant's death toll from a 2019 accident was three workers (@harlow_news).
• Ore reaches the plant by rail from the Kessock mine (@harlow_news).
• A magnitude 4.2 earthquake shook the plant on 03-14 and cracked a furnace (@geo_watch).
"""


PORT = """Port Kell Deepens Its Channel

Port Kell has finished deepening its shipping channel.

Confirmed

• The Port Kell Authority bought 320 ha of marshland for the dredged spoil, at a cost of 41 million kronor (@portkell).
• The channel is now 14 m deep and 9km long (@portkell).
• The harbour board voted 5–2 to raise berth fees by 75 basis points (@kell_news).
• Harbour master Ana Velde said the board "expects bigger ships within a year" (@kell_news).
• The seagrass beds died after the dredging stirred up silt (@reef_watch).
"""

PORT_BOARD = """Port Kell Board Meetings

Episode 1 · Board Raises Fees (2026-09-16, 1 posts)

The harbour board met on Tuesday.

Confirmed

• The board agreed a new schedule for pilot boats (@kell_news).

• Kell board sets pilot schedule — kell_news · 2026-09-16

Episode 2 · Board Keeps Fees (2026-10-14, 1 posts)

The harbour board met again.

Confirmed

• The harbour board voted 6–1 to keep berth fees, unlike its split vote in September (@kell_news).

• Kell board keeps berth fees — kell_news · 2026-10-14
"""


COUNCIL = """Brenna Council Raises Parking Charges

Brenna's city council has raised parking charges for the second time this year.

Confirmed

• Deputy Mayor Olga Renn chaired the vote on the new parking charges (@brenna_news).
• Mayor Piet Havel said the rise "pays for the new bus lanes" (@brenna_news).
• Charges rise by 40 cents an hour, effective 11-01 (@brennacity).
• Of 9 councillors, 7 backed a 40-cent rise and councillor Ines Maro wanted 60 cents instead (@brenna_news).
• Parking income covers one tenth of the transport budget, the council says (@brennacity).
"""


FERRY_VOTE = """Island Council Approves Ferry Subsidy

The island council approved a ferry subsidy on 05-03.

Confirmed

• The council approved a £4 million ferry subsidy for the Tarra crossing (@isle_news, @TarraFerryUsers).
• @harbour_board said the vote "came late but came right"; @TarraFerryUsers called the subsidy a first step and said fares must fall too.
• Crossings will rise from four to six a day in June (@isle_news).
"""


SIGNING = """Rovers Sign Striker Tomas Lind

Rovers have signed striker Tomas Lind, 22, from Vale for €40 million. Manager Ada Kerr called it a statement.

Confirmed

• Lind, 22, signed a five-year contract worth £90,000 a week (@rovers_fc).
• Manager Ada Kerr has led Rovers since 2024 and said Lind "changes our attack" (@rovers_fc).
• The club's oldest player, keeper Sam Ode, is 38 years old (@rovers_fc).

2027-07-01 ~ 2027-07-02 · 2 related posts

Primary sources

Rovers sign Tomas Lind — rovers_fc · 2027-07-01
"""


ORLEN = """Paintings Stolen From the Orlen Museum

Five paintings were stolen from the Orlen Museum on 11-14.

Confirmed

• The audit's findings have led the city's other museums to review their alarm contracts (@orlen_news).
• Museum director Ines Thorvald put the value of the haul at about €74 million (@orlen_news).

2027-11-14 ~ 2027-11-15 · 2 related posts

Primary sources

Orlen Museum theft — orlen_news · 2027-11-14
"""


HILLFORT = """Hillfort Dated on the Brenn Ridge

A ring of ditches on the Brenn Ridge is an Iron Age hillfort, and a granary inside it burned down.

Confirmed

• Radiocarbon dates put the hillfort's first rampart at about 420 BC (@ridge_dig).
• The enclosure covers roughly 3.4 hectares inside its inner ditch (@ridge_dig).
• Field firm Oakstead Heritage dug the 14 trenches for the county (@ridge_dig).

2027-05-02 ~ 2027-05-03 · 2 related posts

Primary sources

Brenn Ridge hillfort dated — ridge_dig · 2027-05-02
"""


TRENCH = """Moor Dig Extended

The dig on the moor is extended, and its field team grows.

Confirmed

• The field team's budget rises to £2.8 million for 14 more weeks (@moor_dig).
• Dr Ann Vale leads the field team of 38 archaeologists (@moor_dig).
• The storm of 03-02 left 400 customers without power; two walkers died (@moor_dig).

2027-03-02 ~ 2027-03-03 · 2 related posts

Primary sources

Moor dig extended — moor_dig · 2027-03-02
"""


ROLES = """Flood Hits Two Harbour Towns

Floods hit Marlow Bay and Port Tenby, and the harbour firms count the cost.

Confirmed

• Port Tenby mayor Joel Brandt said rescue teams could not go out until the winds dropped (@tenby_news).
• Harlan County Sheriff Tomasz Breyer said deputies went door to door in Marlow Bay (@tenby_news).
• Loomcart chief executive Renée Castle called Tenby Freight's losses severe (@tenby_news).
• Marlow Bay lies in Marlow County, across the estuary (@tenby_news).
• Chief executive Priya Holm said Tenby Freight would reopen its Marlow Bay depot in May (@tenby_news).

2027-03-02 ~ 2027-03-03 · 2 related posts

Primary sources

Floods hit the harbour towns — tenby_news · 2027-03-02
"""


def _story(*facts: str) -> FactIndex:
    """A one-digest index of these fact bullets (tests.digests)."""
    index: FactIndex = one_digest_index(*facts)
    return index


def _answers_with(index: FactIndex, question: str, expected: str) -> None:
    """The question is answered, and the first line of the answer holds the expected text."""
    answer = index.answer(question)
    assert answer.answered and expected in answer.answer.split("\n")[0], answer.answer


def _answers_as(index: FactIndex, question: str, answered: bool, said: str) -> None:
    """The question is answered, or abstained on, as expected, and the reply holds the expected text."""
    answer = index.answer(question)
    assert answer.answered is answered and said in answer.answer, answer.answer


def _answers_first(index: FactIndex, question: str, expected: str | None) -> None:
    """The question is abstained on (``expected`` None), or answered with the expected text in its first line."""
    answer = index.answer(question)
    if expected is None:
        assert not answer.answered, answer.answer
    else:
        assert answer.answered and expected in answer.answer.split("\n")[0], answer.answer


def _bullets(title: str, summary: str, *facts: str) -> FactIndex:
    """A one-digest story: its title, a summary line and one fact bullet each, credited to @desk."""
    lines = "".join(f"\u2022 {fact} (@desk).\n" for fact in facts)
    return FactIndex.from_texts({"a.txt": f"{title}\n\n{summary}\n\nConfirmed\n\n{lines}\nUpdate \u2014 desk \u00b7 2027-03-01\n"})


def _two_episodes(first: str, later: str) -> FactIndex:
    """A digest of two episodes six months apart, one fact bullet each."""
    return FactIndex.from_texts({"a.txt": (
        "Test Story\n\n"
        f"Episode 1 · The start (2027-03-01, 1 posts)\n\nA summary.\n\nConfirmed\n\n• {first} (@desk).\n\n"
        "Start — desk · 2027-03-01\n\n"
        f"Episode 2 · Later on (2027-09-01, 1 posts)\n\nA summary.\n\nConfirmed\n\n• {later} (@desk).\n\n"
        "Later — desk · 2027-09-01\n")})


_TRAM_SUMMARY = "The city of Velm has approved a tram line."
_TRAM_BULLET = ("\u2022 The tram line is planned with 22 stops on a 14 km route from Harbour Station to Grenwald "
                "(@velmtransit).")


def _digest_pair(old: tuple[str, str, list[str]], new: tuple[str, str, list[str]], new_date: str) -> tuple[str, str]:
    """Two digests in STOPS_OLD's shape from (title, summary, bullets) triples: of 2025-03-02 and ``new_date``."""
    def digest(title: str, summary: str, bullets: list[str]) -> str:
        """STOPS_OLD with this title, summary and bullets."""
        return STOPS_OLD.replace("Velm Approves Its Tram Line", title).replace(_TRAM_SUMMARY, summary).replace(
            _TRAM_BULLET, "\n".join(f"\u2022 {b} (@velmtransit)." for b in bullets))

    return digest(*old), digest(*new).replace("2025-03-02", new_date)


_TRAM_LINE = "The tram line has 22 stops on a 14 km route"


_COMMITTEES = [f"The {w} committee met on 03-{k + 1:02d} to hear from residents about the plans for next year"
               for k, w in enumerate("budget planning transport housing harbour schools parks library museum water "
                                     "sewer roads bridges police fire health youth sports arts tourism".split())]
