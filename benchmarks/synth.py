"""Synthetic digests and questions for benchmarks and tests.

Everything here is deterministic: the same random seed (``rng_seed``) gives byte-identical corpora and the
same questions.
The stories are made up (invented organisations, people, products and handles) and written in the
real digest format, in both layouts:

* plain: title, summary paragraphs, ``Confirmed`` lines without bullet marks ending in attributions
  like ``(@ab_cd, @efgh)``, ``Why it matters``, a ``START ~ END · N related posts`` line,
  ``Primary sources`` with ``HH:MM (UTC±hh:mm)`` times, then source lines, some tagged ``[source]``;
* episodes: title, then ``Episode N · TITLE (DATE, N posts)`` sections, each with a summary,
  ``•`` bullets under ``Confirmed`` / ``Why it matters`` with ``(per @x)`` attributions, and its own
  ``• TITLE — handle · DATE`` source lines.

Handles are often spelled one way in attributions and another on source lines (``@ab_cd`` vs
``abcd``), as in the real digests; the parser links them by their normalised form.

The generator knows how many facts each file yields (headlines + summary sentences + bullets), so
``write_corpus`` hits the requested count exactly; the tests check it against the parser.
"""

from __future__ import annotations

import datetime as dt
import random
import re
import string
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

# --------------------------------------------------------------------------------------------
# Vocabulary
# --------------------------------------------------------------------------------------------

_SYL_A = ["Ka", "Vel", "Tor", "Mi", "Zan", "Quor", "Bel", "Ash", "Dra", "Fen", "Lu", "Or", "Pra", "Sel",
          "Thal", "Ul", "Wyn", "Yor", "Bri", "Cas", "Del", "Ev", "Gor", "Hal", "Is", "Jun", "Kel", "Lor",
          "Mor", "Nim", "Ost", "Pel", "Ren", "Sor", "Tav", "Var", "Zel", "Cor", "Ner", "Ion", "Aud", "Bram",
          "Cin", "Dun", "Esk", "Fal", "Gil", "Hesp", "Ivo", "Jar"]
_SYL_B = ["a", "o", "e", "i", "", "ar", "en", "or", "an", "el", "u", "ae"]
_SYL_C = ["ra", "nix", "tis", "vex", "dor", "mont", "lyn", "via", "ros", "tek", "quin", "sta", "ven",
          "lio", "das", "ric", "mar", "gen", "thos", "ria", "sk", "bury", "wick", "ton", "dale", "mere"]
_ORG_KIND = ["Labs", "Systems", "Robotics", "AI", "Foundation", "Compute", "Bio", "Aerospace", "Networks",
             "Institute", "Collective", "Studios", "Cloud", "Dynamics", "Research", "Energy", "Analytics",
             "Semiconductor", "Health", "Mobility", "Capital", "Ventures", "Works", "Group"]
_FIRST = ["Mira", "Tomas", "Adaeze", "Lukas", "Priya", "Jonah", "Keiko", "Rafael", "Signe", "Omar", "Lena",
          "Dmitri", "Ayla", "Bruno", "Chiara", "Elif", "Farid", "Greta", "Hugo", "Ines", "Jasper", "Kofi",
          "Lior", "Maren", "Nadia", "Oskar", "Paloma", "Quentin", "Rosa", "Stellan", "Talia", "Umar",
          "Vera", "Wendell", "Ximena", "Yusuf", "Zora", "Anouk", "Bastien", "Cleo"]
_LAST = ["Okafor", "Lindqvist", "Moreau", "Tanaka", "Haddad", "Novak", "Ferreira", "Kowalski", "Mensah",
         "Iyer", "Castillo", "Brennan", "Sato", "Adeyemi", "Halvorsen", "Petrov", "Quinlan", "Rahman",
         "Silva", "Varga", "Whitlock", "Yilmaz", "Zeller", "Abara", "Bergstrom", "Cordero", "Draper",
         "Eskildsen", "Fontaine", "Grieve", "Hollis", "Ibarra", "Jaeger", "Kader", "Lacroix", "Marsh"]
_GREEK = ["Alpha", "Nova", "Prime", "Ultra", "Lite", "Max", "Edge", "Core", "Flux", "Atlas", "Vega", "Orbit"]
_CITIES = ["Lisbon", "Osaka", "Nairobi", "Calgary", "Tallinn", "Porto", "Austin", "Leeds", "Busan", "Lyon",
           "Cordoba", "Tromso", "Hobart", "Accra", "Pune", "Malmo", "Valencia", "Kraków", "Quito", "Dunedin"]
_SECTORS = ["logistics", "healthcare", "finance", "retail", "education", "manufacturing", "agriculture",
            "insurance", "gaming", "legal", "energy", "telecom", "media", "biotech", "automotive",
            "public-sector", "shipping", "aviation", "mining", "hospitality"]
_NOUNS = ["roadmap", "benchmark", "pipeline", "contract", "audit", "prototype", "warehouse", "license",
          "partnership", "dashboard", "firmware", "supply chain", "cooling system", "compiler", "checkpoint",
          "scheduler", "regulator", "pilot program", "test suite", "inference service", "evaluation harness",
          "fine-tuning recipe", "storage layer", "network fabric", "power budget", "hiring plan", "board vote",
          "safety review", "security patch", "data agreement", "pricing tier", "developer preview",
          "procurement deal", "grid connection", "tokenizer", "mixture of experts", "context window",
          "reward model", "data mix", "release schedule", "open license", "cluster expansion",
          "customer survey", "incident report", "postmortem", "shareholder letter", "press briefing",
          "research paper", "model card", "leaderboard", "annotation team", "synthetic data program",
          "retrieval system", "edge deployment", "chip tape-out", "fab capacity", "export rule",
          "compliance filing", "subscription plan", "mobile app", "API quota", "latency target"]
_ADJS = ["modest", "aggressive", "experimental", "long-awaited", "delayed", "ambitious", "incremental",
         "open", "proprietary", "regional", "global", "quarterly", "unexpected", "record", "cautious",
         "early", "public", "internal", "revised", "preliminary", "independent", "multi-year", "staged",
         "limited", "broad", "contested", "closely watched", "low-key", "expanded", "second"]

# synonym groups: a template slot picks one; questions swap one for another
_SYN: dict[str, list[str]] = {
    "launched": ["launched", "kicked off", "started", "began", "rolled out", "unveiled"],
    "said": ["said", "confirmed", "stated", "wrote", "noted", "reported"],
    "plans": ["plans", "intends", "expects", "aims"],
    "raised": ["raised", "secured", "closed", "collected"],
    "completed": ["completed", "finished", "wrapped up"],
    "uses": ["uses", "relies on", "runs on", "is built on"],
    "trained": ["trained", "pretrained"],
    "released": ["released", "published", "open-sourced", "shipped"],
    "big": ["large", "major", "sizable", "significant"],
    "about": ["about", "roughly", "around", "nearly"],
    "company": ["company", "firm", "startup", "group"],
    "acquire": ["acquire", "buy", "take over", "purchase"],
    "cut": ["cut", "reduced", "lowered", "trimmed"],
    "grew": ["grew", "increased", "rose", "climbed"],
}
_Q_SYNONYMS: dict[str, str] = {}
for _group in _SYN.values():
    for _w in _group:
        if " " not in _w:
            _Q_SYNONYMS.setdefault(_w, _group[(_group.index(_w) + 1) % len(_group)])
_Q_SYNONYMS.update({"parameters": "params", "GPUs": "graphics cards", "tokens": "token count", "months": "mo",
                    "percent": "pct", "funding": "money", "employees": "staff", "users": "customers",
                    "model": "LLM", "training": "pretraining", "valuation": "valued", "dataset": "data set"})

_STOP = {"the", "a", "an", "of", "to", "in", "on", "at", "for", "with", "by", "from", "and", "or", "is", "are",
         "was", "were", "be", "that", "which", "this", "it", "as", "its", "has", "have", "had", "will", "per",
         "after", "before", "into", "than", "their", "they", "over", "under", "about"}

# --------------------------------------------------------------------------------------------
# Templates. Slots: {org} {org2} {org3} {person} {person2} {product} {city} {sector} {adj} {noun}
# {noun2} {params} {params_short} {tokens} {gpus} {months} {pct} {pct2} {progress} {usd} {usd_big}
# {usd_small} {users} {employees} {hours} {days} {weeks} {flops} {year} {handle} and synonyms {syn_*}.
# Rules (the parser's): no em/en dashes, every sentence starts with a capital or a digit, no
# abbreviations ending in a dot, nothing shaped like a header or a bullet mark at line start.
# --------------------------------------------------------------------------------------------

_ARCHETYPES: dict[str, dict[str, list[str]]] = {
    "model": {
        "headline": ["{org} {syn_launched} Open {params_short} {product} Training Run",
                     "{org}'s {product}: {params_short} Model Trained on {tokens}",
                     "{product} from {org} Reaches {progress} of Pretraining"],
        "summary": ["{org} has {syn_launched} pretraining of {product}, a {params} model planned to run for {months} on {tokens}.",
                    "The run uses {gpus} supplied by {org2} and is currently {progress} complete.",
                    "{person}, who leads the effort, {syn_said} the training logs and data mix will be public.",
                    "The project follows a {adj} {noun} and an earlier {params_short} prototype.",
                    "Observers called it one of the most transparent training runs at this scale."],
        "confirmed": ["Model scale: {product} has {params} with {pct} of weights active per token, trained on {tokens}",
                      "Progress is currently around {progress}",
                      "Compute comes from {org2}, which provides {gpus} for {months}",
                      "The data mix is {pct} code, {pct2} web text and the rest scientific papers",
                      "Total training compute is estimated at {flops} across {gpus}",
                      "{person} {syn_said} the loss curve has been stable for the past {weeks}",
                      "An earlier {params_short} checkpoint was {syn_released} in {city} under an {adj} license",
                      "The tokenizer has a vocabulary of {users_small} entries and the context window is {ctx} tokens",
                      "{org} {syn_plans} to publish a {noun} once the run passes {pct}",
                      "Training restarts cost {hours} of progress on {days_small} occasions",
                      "The final model is expected within {months}, ahead of a {adj} {noun}",
                      "{handle} {syn_said} the run is funded by a {usd} grant"],
        "why": ["Fully documented training runs at {params_short} scale are rare, giving researchers a reproducible reference.",
                "The disclosed {flops} budget lets outsiders check scaling-law predictions against a real run.",
                "A funded open run by {org} signals that {sector} groups can rely on open {noun}s.",
                "Publishing the data mix and loss forecasts sets a new bar for {adj} model releases."],
        "source": ["{org} starts {params_short} {product} run on {tokens}",
                   "{product} pretraining {progress} done, compute from {org2}",
                   "Inside the {product} training run: {gpus} and {months}",
                   "{org} opens its {product} logs to the public",
                   "{product} hero run update from {person}"],
    },
    "funding": {
        "headline": ["{org} {syn_raised} {usd} to Build {sector} Agents",
                     "{org} Valued at {usd_big} After New Round",
                     "{org} Lands {usd} Led by {org2}"],
        "summary": ["{org}, a {sector} software {syn_company} based in {city}, has {syn_raised} {usd} in a round led by {org2}.",
                    "The deal values {org} at {usd_big}, up {pct} from its previous round.",
                    "{person} {syn_said} the money will fund hiring and a {adj} {noun}.",
                    "The {syn_company} currently has {employees} and {users}.",
                    "Revenue {syn_grew} {pct} over the last {months}, according to people familiar with the matter."],
        "confirmed": ["{org} {syn_raised} {usd} at a {usd_big} valuation",
                      "The round was led by {org2} with participation from {org3}",
                      "Headcount is {employees} and the company {syn_plans} to add {pct} more this year",
                      "Annual recurring revenue reached {usd_small} so far",
                      "{org} now serves {users} across {sector} and {sector2}",
                      "About {pct} of the new money goes to compute, mostly {gpus}",
                      "{person} {syn_said} the company has {months} of runway after the round",
                      "The previous round of {usd_small} closed {months} earlier",
                      "{org} opened a second office in {city} with {employees_small}",
                      "{handle} {syn_said} {org2} had been courting the company for {weeks}"],
        "why": ["The size of the round shows investors still pay up for {sector} automation.",
                "A {usd_big} valuation puts {org} among the best funded {sector} startups.",
                "The heavy spend on compute shows how much of new funding now flows to GPU providers."],
        "source": ["{org} raises {usd} at {usd_big} valuation",
                   "{org2} leads {usd} round in {org}",
                   "{sector} startup {org} doubles valuation",
                   "{org} funding: what {person} told investors"],
    },
    "chip": {
        "headline": ["{org} Unveils {product} Accelerator With {pct} Better Efficiency",
                     "{org}'s {product} Chip Targets {params_short} Models",
                     "{product}: {org} Bets on Custom Silicon"],
        "summary": ["{org} has {syn_launched} {product}, an accelerator it says trains {params} models {pct} faster "
                    "than its previous generation.",
                    "The chip will ship in racks of {gpus_small} starting in {months}.",
                    "{person} {syn_said} {org2} has ordered {gpus} for a data center in {city}.",
                    "Pricing was not disclosed, but analysts expect about {usd_small} per rack."],
        "confirmed": ["{product} delivers {pct} more throughput per watt than the prior generation",
                      "Each rack holds {gpus_small} and draws {mw} of power",
                      "{org2} placed an order for {gpus} worth about {usd}",
                      "Volume shipments begin in {months}, with samples already with {sector} customers",
                      "The chip is made on a {nm} process at a fab in {city}",
                      "Memory bandwidth is {pct} higher, helping models beyond {params_short}",
                      "{person} {syn_said} the software stack supports {pct2} of popular training frameworks",
                      "{handle} {syn_said} yields are still below target"],
        "why": ["Custom silicon from {org} adds supply at a time when {sector} buyers wait {months} for GPUs.",
                "A {pct} efficiency gain cuts the power bill of large training runs."],
        "source": ["{org} launches {product} accelerator",
                   "{product} benchmarks: {pct} faster training",
                   "{org2} orders {gpus} {product} chips"],
    },
    "dataset": {
        "headline": ["{org} {syn_released} {tokens} Open Dataset {product}",
                     "{product}: An Open {tokens} Corpus From {org}"],
        "summary": ["{org} has {syn_released} {product}, a pretraining dataset of {tokens} that anyone can download.",
                    "The corpus covers {langs} languages, with {pct} of the data in English.",
                    "{person} {syn_said} the filtering pipeline and {noun} are open too.",
                    "The release took {months} and removed {pct2} of the raw crawl as duplicates."],
        "confirmed": ["{product} contains {tokens} after deduplication",
                      "Data is downloadable from a public bucket, about {tb} in total",
                      "{pct} of documents are code and {pct2} are scientific text",
                      "The license allows commercial use with attribution",
                      "{org2} contributed {tokens_small} of {sector} documents",
                      "Filtering used a classifier trained on {users_small} labeled examples",
                      "{handle} {syn_said} the crawl snapshot ends {months} before release",
                      "A {params_short} model trained on {product} beat the baseline by {pct}"],
        "why": ["Open pretraining data at {tokens} scale is scarce; most labs keep their mix secret.",
                "Researchers can now study data quality effects without crawling the web themselves."],
        "source": ["{org} releases {tokens} dataset {product}",
                   "{product} dataset: {langs} languages, open license",
                   "How {org} filtered {product}"],
    },
    "outage": {
        "headline": ["{org} Cloud Outage Hits {pct} of Customers for {hours}",
                     "{product} Down for {hours} After {noun} Failure"],
        "summary": ["{org}'s {product} service was down for {hours}, affecting {users}.",
                    "The company blamed a faulty {noun} pushed during a {adj} maintenance window.",
                    "{person} {syn_said} credits worth {usd_small} will go to affected customers.",
                    "It was the {ordinal} major incident in {months}."],
        "confirmed": ["The outage lasted {hours} and hit {pct} of requests in {city}",
                      "Root cause was a {noun} change rolled out to all regions at once",
                      "About {users} could not log in during the incident",
                      "{org} {syn_plans} to stage future {noun} changes over {days}",
                      "Service credits total roughly {usd_small}",
                      "{org2} moved {pct} of its traffic to another provider afterwards",
                      "{handle} {syn_said} monitoring missed the failure for {minutes}"],
        "why": ["{sector} companies that depend on {product} lost most of a working day.",
                "Repeated incidents raise questions about single-region {noun}s."],
        "source": ["{product} outage: what went wrong",
                   "{org} apologizes after {hours} outage",
                   "{org} postmortem blames {noun}"],
    },
    "acquisition": {
        "headline": ["{org} to {syn_acquire} {org2} for {usd_big}",
                     "{org} Buys {org2} in {usd_big} Deal"],
        "summary": ["{org} has agreed to {syn_acquire} {org2} for {usd_big} in cash and stock.",
                    "{org2} makes {noun} software for {sector} firms and has {employees}.",
                    "{person} {syn_said} the deal should close within {months}, pending a {adj} {noun}.",
                    "Shares of {org} {syn_grew} {pct} after the announcement."],
        "confirmed": ["The price is {usd_big}, a {pct} premium over the last private valuation",
                      "{org2} brings {employees} and {users}",
                      "Closing is expected within {months} subject to regulator approval in {city}",
                      "{person2} will keep running {org2} as a separate unit",
                      "{org} {syn_plans} to cut overlapping roles by {pct2}",
                      "{handle} {syn_said} {org3} also bid but dropped out after {weeks}"],
        "why": ["The deal gives {org} a foothold in {sector} software.",
                "At {usd_big} it is one of the largest {sector} deals of the year."],
        "source": ["{org} agrees to buy {org2}",
                   "{org2} sold to {org} for {usd_big}",
                   "Why {org} paid a premium for {org2}"],
    },
    "datacenter": {
        "headline": ["{org} Builds {gpus} Cluster in {city}",
                     "{org}'s {city} Data Center Adds {gpus}"],
        "summary": ["{org} is building a data center in {city} that will hold {gpus} when finished in {months}.",
                    "The site will draw {mw} and cost about {usd_big}.",
                    "{person} {syn_said} {org2} has signed on as the anchor tenant.",
                    "Construction is currently {progress} complete."],
        "confirmed": ["The first phase with {gpus} goes live in {months}",
                      "Total cost is about {usd_big}, financed partly by {org3}",
                      "Construction is currently around {progress} complete",
                      "The site uses liquid cooling and draws {mw}",
                      "{org2} reserved {pct} of capacity for {months}",
                      "{employees} will work on site once it opens",
                      "{handle} {syn_said} the grid connection was delayed by {weeks}"],
        "why": ["New capacity in {city} eases the GPU shortage for {sector} customers.",
                "A {mw} site shows how power, not chips, now limits AI buildouts."],
        "source": ["{org} breaks ground on {city} cluster",
                   "{city} site to host {gpus}",
                   "{org2} signs as anchor tenant in {city}"],
    },
    "benchmark": {
        "headline": ["{product} Tops {bench} Leaderboard With {pct}",
                     "{org}'s {product} Scores {pct} on {bench}"],
        "summary": ["{org}'s {product} scored {pct} on the {bench} benchmark, ahead of the previous best at {pct2}.",
                    "The model has {params} and was trained on {tokens}.",
                    "{person} {syn_said} the result holds across {langs} languages.",
                    "Independent checks by {org2} are still in progress."],
        "confirmed": ["{product} scores {pct} on {bench}, versus {pct2} for the runner-up",
                      "Evaluation used {users_small} held-out problems",
                      "The model has {params} and a context window of {ctx} tokens",
                      "{org2} reproduced the score within {pct_small} points",
                      "Inference costs {usd_tiny} per million tokens",
                      "{handle} {syn_said} some {bench} problems leaked into training data"],
        "why": ["A {params_short} model beating larger rivals on {bench} suggests data quality matters more than size.",
                "Reproduction by {org2} makes the claim more credible than typical leaderboard posts."],
        "source": ["{product} sets {bench} record",
                   "{org} claims {pct} on {bench}",
                   "Checking {product}'s {bench} score"],
    },
    "policy": {
        "headline": ["{city} Regulator Fines {org} {usd}",
                     "{org} Must Change {noun} Rules Within {months}"],
        "summary": ["A regulator in {city} fined {org} {usd} over how its {product} handled {sector} data.",
                    "The company has {months} to change its {noun} and report back.",
                    "{person} {syn_said} {org} will appeal the decision.",
                    "About {users} were affected, according to the ruling."],
        "confirmed": ["The fine is {usd}, about {pct} of {org}'s annual revenue",
                      "{org} has {months} to comply with the order",
                      "The investigation took {months_b} and covered {users}",
                      "{org} {syn_plans} to appeal within {days}",
                      "{org2} filed the original complaint in {year}",
                      "{handle} {syn_said} the ruling cites a {adj} {noun}"],
        "why": ["The fine sets a precedent for how {sector} data may be used to train models.",
                "Other {sector} companies in {city} now face the same rules."],
        "source": ["{org} fined {usd} in {city}",
                   "Regulator orders {org} to change {noun}",
                   "{org} to appeal {usd} fine"],
    },
}
_GENERIC_CONFIRMED = [
    "{org} {syn_said} the {noun} will be reviewed by {org2} within {weeks}",
    "A {adj} {noun} in {city} is scheduled for the next {months}",
    "{person} joined {org} from {org3} to lead the {noun2} team",
    "{org} has {employees} working on {product}, up {pct} this year",
    "The {noun} budget is {usd_small}, according to {person}",
    "{org2} and {org} signed a {adj} {noun} covering {sector} customers",
    "Early {sector} users report {pct} lower costs after switching to {product}",
    "{handle} {syn_said} a {adj} {noun2} is planned for {city}",
]
_GENERIC_WHY = [
    "It shows how quickly {sector} buyers are adopting {adj} {noun}s.",
    "The {noun} decision affects partners such as {org2} and {org3}.",
    "Few {sector} projects disclose numbers like {pct} this openly.",
]
_CLAUSES = [
    "according to {adj} internal estimates", "after a {adj} {noun} review", "with support from {org3}",
    "citing demand from {sector} customers", "ahead of a {adj} {noun} in {city}",
    "as part of a {adj} {noun} overhaul", "following pressure from {sector} partners",
    "despite a {adj} {noun}", "under a {months} {noun} agreement", "pending a {adj} {noun2}",
    "as {person2} told staff in {city}", "in line with the {adj} {noun}",
]
_BENCHES = ["ReasonBench", "CodeTrail", "MathLadder", "LexiQA", "AgentArena", "SciProof", "LongHaul", "ToolGauntlet"]
_ORDINALS = ["second", "third", "fourth", "fifth"]
_OFFSETS = ["+08:00", "+00:00", "-05:00", "+01:00", "+09:00", "-08:00", "+05:30", "+02:00"]
_OFFTOPIC = [
    "What is the best recipe for {dish}?", "How do I reset my {device} password?",
    "Who won the {sport} final in {yr}?", "Is it going to rain in {place} tomorrow?",
    "Can you recommend a good book about {topic}?", "How many calories are in a {dish}?",
    "What time does the {place} museum open on Sundays?", "Why is my {device} so slow?",
    "Tell me a joke about {topic}", "How do you say thank you in {lang}?",
    "what's the capital of {place}", "best {sport} shoes for beginners?",
    "How long should I boil an egg?", "Translate good morning into {lang}",
    "When is the next full moon?", "How do I fix a leaking {device}?",
]
_OFF_SLOTS = {
    "dish": ["lasagna", "pad thai", "banana bread", "ramen", "gazpacho", "pierogi", "falafel", "paella"],
    "device": ["router", "printer", "dishwasher", "thermostat", "laptop", "faucet", "washing machine"],
    "sport": ["curling", "badminton", "water polo", "cricket", "fencing", "handball", "rugby"],
    "yr": ["1998", "2004", "2011", "2019", "1987"],
    "place": ["Reykjavik", "Montevideo", "Ulaanbaatar", "Windhoek", "Tbilisi", "Asuncion", "Bratislava"],
    "topic": ["gardening", "medieval history", "penguins", "knitting", "volcanoes", "jazz", "sailing"],
    "lang": ["Icelandic", "Swahili", "Tagalog", "Basque", "Welsh", "Quechua"],
}

# --------------------------------------------------------------------------------------------
# Story state and slot filling
# --------------------------------------------------------------------------------------------


def _name(rng: random.Random) -> str:
    """A pronounceable made-up name."""
    return (rng.choice(_SYL_A) + rng.choice(_SYL_B) + rng.choice(_SYL_C)).capitalize()


def _fmt_num(x: float) -> str:
    """A number without a trailing .0."""
    return f"{x:g}" if x != int(x) else str(int(x))


@dataclass(frozen=True)
class Handle:
    """One account: the spelling used in attributions and the one used on source lines."""

    attr: str  # as written after @ in a fact ("ab_cd")
    src: str  # as written on a source line ("abcd", "_AbCd", "ab.cd")


def _handle(rng: random.Random, first: str, last: str) -> Handle:
    """A handle from a name, sometimes spelled two ways."""
    f, s = first.lower(), last.lower()
    base = rng.choice([f + s, f + "_" + s, f[0] + s, f + s[:3], s + f[:2], f + "_" + s[:1], f"{f}{rng.randint(1, 99)}"])
    if rng.random() < 0.3:
        base = base.replace("_", "").title().replace(" ", "") if rng.random() < 0.5 else base
    if rng.random() < 0.35:  # spelled differently on the source line
        plain = base.replace("_", "")
        variants = [plain, "_" + base, plain[: len(plain) // 2] + "_" + plain[len(plain) // 2:], base.upper(),
                    plain[: len(plain) // 2] + "." + plain[len(plain) // 2:]]
        src = rng.choice([v for v in variants if v != base] or [plain])
        return Handle(attr=base, src=src)
    return Handle(attr=base, src=base)


class _Story:
    """The entities and stable numbers of one made-up story."""

    def __init__(self, rng: random.Random, archetype: str) -> None:
        """Draw the story's entities."""
        self.rng = rng
        self.archetype = archetype
        kinds = rng.sample(_ORG_KIND, 3)
        self.orgs = [f"{_name(rng)} {k}" for k in kinds]
        people = [(rng.choice(_FIRST), rng.choice(_LAST)) for _ in range(2)]
        self.people = [f"{a} {b}" for a, b in people]
        self.product = rng.choice([f"{_name(rng)}-{rng.randint(1, 9)}", f"{_name(rng)} {rng.choice(_GREEK)}",
                                   f"{_name(rng)}{rng.choice(['', '-X', '-Pro', '-2'])}"])
        self.city = rng.choice(_CITIES)
        self.sectors = rng.sample(_SECTORS, 2)
        self.bench = rng.choice(_BENCHES)
        handle_people = people + [(rng.choice(_FIRST), rng.choice(_LAST)) for _ in range(rng.randint(3, 7))]
        seen: set[str] = set()
        self.handles: list[Handle] = []
        for first, last in handle_people:
            h = _handle(rng, first, last)
            key = re.sub(r"[_.]", "", h.attr).casefold()
            if key not in seen:
                seen.add(key)
                self.handles.append(h)
        self.params = rng.choice([0.5, 1.3, 1.6, 3, 7, 8, 13, 14, 27, 32, 34, 70, 72, 120, 180, 235, 340, 405, 535, 671])
        self.tokens = rng.choice([0.8, 1.5, 2, 4, 6, 9, 12, 15, 18, 18.75, 23, 30, 36])
        self.gpus = rng.choice([256, 512, 1024, 2048, 4096, 8192, 16384, 24576, 32768, 100000])
        self.months = rng.randint(2, 18)
        self.progress = rng.choice([3, 8, 13, 21, 27, 35, 42, 58, 64, 77, 81, 93])
        self.usd = rng.choice([(5, "M"), (12, "M"), (40, "M"), (85, "M"), (150, "M"), (350, "M"), (600, "M"), (1.2, "B")])
        self.usd_big = rng.choice([1.1, 2.5, 4, 6.8, 10, 14, 22, 45])
        self.users = rng.choice([(450, "thousand"), (1.2, "million"), (2.3, "million"), (8, "million"), (40, "million")])
        self.employees = rng.choice([85, 140, 320, 1200, 2600, 9000])
        self.hours = rng.randint(2, 30)
        self.mw = rng.choice([20, 50, 120, 300, 700, 1000])


_ARTICLE = re.compile(r"\b([Aa])n? (?=([A-Za-z]))")


def _article(m: re.Match[str]) -> str:
    """ "a" or "an" for the word that follows."""
    return m.group(1) + ("n " if m.group(2) in "aeiouAEIOU" else " ")


class _Slots(dict):
    """Fills template slots: entities from the story, numbers freshly formatted each time."""

    def __init__(self, story: _Story, handles: list[Handle]) -> None:
        """Slots for one block, whose inline @handles come from ``handles``."""
        super().__init__()
        self.s = story
        self.handles = handles
        self.used: list[Handle] = []

    def __missing__(self, key: str) -> str:  # a flat table of slot kinds
        """The text of one slot."""
        s, rng = self.s, self.s.rng
        if key.startswith("syn_"):
            return rng.choice(_SYN[key[4:]])

        def about() -> str:
            """A hedge before a number, often none."""
            return rng.choice(["", "", "", "about ", "roughly ", "nearly ", "~"])

        simple = {
            "org": lambda: s.orgs[0], "org2": lambda: s.orgs[1], "org3": lambda: s.orgs[2],
            "person": lambda: s.people[0], "person2": lambda: s.people[1], "product": lambda: s.product,
            "city": lambda: s.city, "sector": lambda: s.sectors[0], "sector2": lambda: s.sectors[1],
            "bench": lambda: s.bench, "adj": lambda: rng.choice(_ADJS), "noun": lambda: rng.choice(_NOUNS),
            "noun2": lambda: rng.choice(_NOUNS), "ordinal": lambda: rng.choice(_ORDINALS),
            "year": lambda: str(rng.randint(2019, 2025)),
            "params": lambda: rng.choice([f"{_fmt_num(s.params)}B parameters", f"{_fmt_num(s.params)} billion parameters",
                                          f"{_fmt_num(s.params)}B total parameters"]),
            "params_short": lambda: f"{_fmt_num(s.params)}B",
            "tokens": lambda: rng.choice([f"{_fmt_num(s.tokens)}T tokens", f"{_fmt_num(s.tokens)} trillion tokens",
                                          f"{about()}{_fmt_num(s.tokens)}T tokens"]),
            "tokens_small": lambda: f"{rng.choice([40, 120, 300, 650])}B tokens",
            "gpus": lambda: rng.choice([f"{s.gpus:,} GPUs", f"{s.gpus} GPUs", f"{about()}{s.gpus:,} GPUs"]),
            "gpus_small": lambda: f"{rng.choice([8, 16, 32, 64, 72])} GPUs",
            "months": lambda: rng.choice([f"{s.months} months", f"{about()}{s.months} months"]),
            "months_b": lambda: f"{rng.randint(3, 30)} months",
            "weeks": lambda: f"{rng.randint(2, 12)} weeks",
            "days": lambda: f"{rng.randint(2, 60)} days",
            "days_small": lambda: rng.choice(["two", "three", "four", "five"]),
            "hours": lambda: rng.choice([f"{s.hours} hours", f"{about()}{s.hours} hours"]),
            "minutes": lambda: f"{rng.randint(5, 90)} minutes",
            "pct": lambda: rng.choice([f"{rng.randint(2, 95)}%", f"{rng.randint(2, 95)} percent",
                                       f"{about()}{rng.randint(2, 95)}.{rng.randint(1, 9)}%"]),
            "pct2": lambda: f"{rng.randint(2, 95)}%",
            "pct_small": lambda: f"{rng.randint(1, 4)}.{rng.randint(0, 9)}",
            "progress": lambda: rng.choice([f"{s.progress}%", f"{s.progress} percent"]),
            "usd": lambda: (f"${_fmt_num(s.usd[0])}{s.usd[1]}" if rng.random() < 0.5
                            else f"${_fmt_num(s.usd[0])} {'million' if s.usd[1] == 'M' else 'billion'}"),
            "usd_big": lambda: rng.choice([f"${_fmt_num(s.usd_big)}B", f"${_fmt_num(s.usd_big)} billion"]),
            "usd_small": lambda: f"${rng.choice([2, 5, 9, 15, 30, 75])} million",
            "usd_tiny": lambda: f"${rng.randint(1, 30) / 10:g}",
            "users": lambda: f"{_fmt_num(s.users[0])} {s.users[1]} users",
            "users_small": lambda: f"{rng.choice([12, 30, 64, 128, 250])},000",
            "employees": lambda: f"{s.employees:,} employees",
            "employees_small": lambda: f"{rng.randint(12, 90)} employees",
            "flops": lambda: f"{rng.randint(11, 99) / 10:g}e{rng.randint(22, 25)} FLOPs",
            "ctx": lambda: f"{rng.choice([32, 128, 256, 1000])}K",
            "mw": lambda: f"{s.mw} megawatts",
            "nm": lambda: f"{rng.choice([2, 3, 4, 5])} nanometer",
            "tb": lambda: f"{rng.choice([40, 90, 180, 400])} TB",
            "langs": lambda: str(rng.choice([12, 30, 45, 100, 140])),
        }
        if key == "handle":
            h = rng.choice(self.handles)
            self.used.append(h)
            return "@" + h.attr
        if key in simple:
            return simple[key]()
        raise KeyError(key)

    def fill(self, template: str) -> str:
        """A template with every slot filled (and "a"/"an" agreeing with the next word)."""
        return _ARTICLE.sub(_article, template.format_map(self))


# --------------------------------------------------------------------------------------------
# Digest writers
# --------------------------------------------------------------------------------------------


def _capital(text: str) -> str:
    """Start with a capital (a sentence may start with a slot filled in lower case)."""
    return text[:1].upper() + text[1:] if text[:1].islower() else text


class _Block:
    """Facts and sources of one section (a whole plain digest, or one episode)."""

    def __init__(self, story: _Story, handles: list[Handle], start: dt.date, days: int) -> None:
        """A block whose sources are written by ``handles`` between ``start`` and ``start + days``."""
        self.story = story
        self.handles = handles
        self.start = start
        self.days = days
        self.texts: set[str] = set()
        self.decks: dict[int, list[str]] = {}

    def draw(self, pool: list[str]) -> str:
        """A template from ``pool``, not repeating one until the pool is used up."""
        deck = self.decks.get(id(pool))
        if not deck:
            deck = self.decks[id(pool)] = list(pool)
            self.story.rng.shuffle(deck)
        return deck.pop()

    def _unique(self, make) -> str:
        """A text not yet used in this digest (tries a few times, then appends a distinguishing clause)."""
        text = make()
        for _ in range(8):
            if text not in self.texts:
                break
            text = make()
        while text in self.texts:
            text = text.rstrip(".") + f", {self.story.rng.choice(_ADJS)} {self.story.rng.choice(_NOUNS)} noted."
        self.texts.add(text)
        return text

    def summary(self, n: int) -> list[str]:
        """Summary paragraphs holding ``n`` sentences."""
        rng, slots = self.story.rng, _Slots(self.story, self.handles)
        pool = _ARCHETYPES[self.story.archetype]["summary"]
        sentences = [self._unique(lambda: _capital(slots.fill(self.draw(pool)))) for _ in range(n)]
        paras, i = [], 0
        while i < n:
            k = rng.randint(1, 4)
            paras.append(" ".join(sentences[i:i + k]))
            i += k
        return paras

    def confirmed(self, n: int, episodes: bool) -> list[str]:
        """``n`` confirmed statements, most with attributions."""
        rng = self.story.rng
        pool = _ARCHETYPES[self.story.archetype]["confirmed"]

        def make() -> str:
            """One confirmed statement."""
            slots = _Slots(self.story, self.handles)
            text = _capital(slots.fill(self.draw(pool) if rng.random() < 0.75 else self.draw(_GENERIC_CONFIRMED)))
            if rng.random() < 0.4:
                text += ", " + slots.fill(rng.choice(_CLAUSES))
            credited = rng.sample(self.handles, k=min(len(self.handles), rng.choice([0, 1, 1, 1, 2, 2, 3])))
            if episodes:
                if credited and rng.random() < 0.5:
                    text += f" (per @{credited[0].attr})."
                elif credited:
                    text += f" (consistently reported by {', '.join('@' + h.attr for h in credited)})."
                else:
                    text += "."
            elif credited:
                parts = ["@" + h.attr for h in credited]
                if rng.random() < 0.2:
                    when = self.start + dt.timedelta(days=rng.randint(0, self.days))
                    parts.append(f"disclosed {when:%m-%d}")
                text += f" ({', '.join(parts)})"
            elif len(text) <= 40 or len(text.split()) <= 5:  # would read as a section header
                text += ", " + slots.fill(rng.choice(_CLAUSES))
            return text

        return [self._unique(make) for _ in range(n)]

    def why(self, n: int) -> list[str]:
        """``n`` why-it-matters statements."""
        rng, slots = self.story.rng, _Slots(self.story, self.handles)
        pool = _ARCHETYPES[self.story.archetype]["why"]
        return [self._unique(lambda: _capital(slots.fill(self.draw(pool if rng.random() < 0.6 else _GENERIC_WHY))))
                for _ in range(n)]

    def sources(self, extra: int) -> list[tuple[str, Handle, dt.date]]:
        """Distinct posts: one per handle of the block, plus ``extra`` more."""
        rng, slots = self.story.rng, _Slots(self.story, self.handles)
        pool = _ARCHETYPES[self.story.archetype]["source"]
        out: list[tuple[str, Handle, dt.date]] = []
        keys: set[tuple[str, str, dt.date]] = set()
        authors = list(self.handles) + [rng.choice(self.handles) for _ in range(extra)]
        for h in authors:
            for _ in range(6):
                title = _capital(slots.fill(rng.choice(pool)))
                if rng.random() < 0.3:
                    title += rng.choice([", fully documented in public", ": what we know", " (update)",
                                         ", going well so far", f" in {self.story.city}"])
                date = self.start + dt.timedelta(days=rng.randint(0, self.days))
                key = (h.src.lower(), title.casefold(), date)
                if key not in keys:
                    keys.add(key)
                    out.append((title, h, date))
                    break
        out.sort(key=lambda t: t[2])
        return out


def _split(rng: random.Random, total: int, parts: int, minimum: int = 0) -> list[int]:
    """``total`` split into ``parts`` random non-negative counts, each at least ``minimum``."""
    counts = [minimum] * parts
    for _ in range(total - minimum * parts):
        counts[rng.randrange(parts)] += 1
    return counts


def _plain_digest(rng: random.Random, story: _Story, n_facts: int, start: dt.date) -> str:
    """A single-section digest with exactly ``n_facts`` facts (n_facts >= 3)."""
    days = rng.randint(0, 3)
    handles = rng.sample(story.handles, k=min(len(story.handles), rng.randint(2, 6)))
    block = _Block(story, handles, start, days)
    n_summary = rng.randint(1, min(8, n_facts - 2))
    n_why = rng.randint(0, min(6, n_facts - 2 - n_summary))
    n_confirmed = n_facts - 1 - n_summary - n_why
    if n_confirmed < 1:  # keep at least one confirmed line
        n_summary -= 1 - n_confirmed
        n_confirmed = 1
    slots = _Slots(story, handles)
    title = _capital(slots.fill(rng.choice(_ARCHETYPES[story.archetype]["headline"])))
    lines = [title, ""]
    for para in block.summary(n_summary):
        lines += [para, ""]
    lines += ["Confirmed", ""] + block.confirmed(n_confirmed, episodes=False) + [""]
    if n_why:
        lines += ["Why it matters", ""] + block.why(n_why) + [""]
    sources = block.sources(extra=rng.randint(0, 3))
    end = max([start] + [d for _, _, d in sources])
    lines += [f"{start:%Y-%m-%d} ~ {end:%Y-%m-%d} · {len(sources)} related posts", "", "Primary sources", ""]
    primaries = rng.sample(sources, k=min(len(sources), rng.randint(1, 3)))
    for title_, h, date in primaries:
        lines.append(f"{title_} — {h.src} · {date:%Y-%m-%d} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d} "
                     f"(UTC{rng.choice(_OFFSETS)})")
    lines.append("")
    for title_, h, date in sources:
        tag = "[source] " if (title_, h, date) in primaries and rng.random() < 0.7 else ""
        lines.append(f"{tag}{title_} — {h.src} · {date:%Y-%m-%d}")
    return "\n".join(lines)


def _episode_digest(rng: random.Random, story: _Story, n_facts: int, start: dt.date) -> str:
    """A digest of dated episodes with exactly ``n_facts`` facts (n_facts >= 3)."""
    n_episodes = max(1, min(rng.randint(2, 6), (n_facts - 1) // 2))
    # every episode: its headline + at least one summary sentence; the rest spread over blocks
    per_episode = _split(rng, n_facts - 1, n_episodes, minimum=2)
    title = _capital(_Slots(story, story.handles).fill(rng.choice(_ARCHETYPES[story.archetype]["headline"])))
    lines = [title, ""]
    date = start
    texts: set[str] = set()
    used_titles: set[str] = {title}
    for number, count in enumerate(per_episode, start=1):
        days = rng.randint(0, 4)
        handles = rng.sample(story.handles, k=min(len(story.handles), rng.randint(1, 5)))
        block = _Block(story, handles, date, days)
        block.texts = texts  # facts are unique per digest
        slots = _Slots(story, handles)
        ep_title = ""
        for _ in range(10):
            ep_title = _capital(slots.fill(rng.choice(_ARCHETYPES[story.archetype]["headline"])))
            if ep_title not in used_titles:
                break
        while ep_title in used_titles:
            ep_title += f", {rng.choice(_ADJS)} update"
        used_titles.add(ep_title)
        rest = count - 1
        n_summary = rng.randint(1, min(4, rest))
        rest -= n_summary
        n_why = rng.randint(0, min(3, rest)) if rest else 0
        n_confirmed = rest - n_why
        sources = block.sources(extra=rng.randint(0, 3))
        lines += [f"Episode {number} · {ep_title} ({date:%Y-%m-%d}, {len(sources)} posts)", ""]
        for para in block.summary(n_summary):
            lines += [para, ""]
        if n_confirmed:
            lines += ["Confirmed", ""] + ["• " + t for t in block.confirmed(n_confirmed, episodes=True)] + [""]
        if n_why:
            lines += ["Why it matters", ""] + ["• " + t for t in block.why(n_why)] + [""]
        for title_, h, d in sources:
            lines.append(f"• {title_} — {h.src} · {d:%Y-%m-%d}")
        lines.append("")
        date = date + dt.timedelta(days=days + rng.randint(1, 20))
    return "\n".join(lines).rstrip("\n")


def digest_text(rng: random.Random, n_facts: int, layout: Literal["plain", "episodes"] | None = None) -> str:
    """One made-up digest with exactly ``n_facts`` facts (at least 3)."""
    n_facts = max(3, n_facts)
    story = _Story(rng, rng.choice(sorted(_ARCHETYPES)))
    start = dt.date(2025, 1, 1) + dt.timedelta(days=rng.randint(0, 900))
    layout = layout or ("episodes" if rng.random() < 0.4 and n_facts >= 5 else "plain")
    if layout == "episodes":
        return _episode_digest(rng, story, n_facts, start)
    return _plain_digest(rng, story, n_facts, start)


def plan(n_facts: int, rng_seed: int = 0) -> list[int]:
    """Facts per file for a corpus of ``n_facts`` facts: 20-60 each, summing to ``n_facts`` (min 3)."""
    rng = random.Random(f"synth-plan:{rng_seed}")
    counts: list[int] = []
    remaining = max(3, n_facts)
    while remaining > 0:
        if remaining <= 60:
            t = remaining
        elif remaining < 80:
            t = remaining // 2
        else:
            t = rng.randint(20, 60)
        counts.append(t)
        remaining -= t
    return counts


def write_corpus(folder: Path | str, n_facts: int, rng_seed: int = 0) -> list[Path]:
    """Write digest files into ``folder`` totalling ``n_facts`` facts (exactly, for n_facts >= 3).

    Deterministic in ``rng_seed``: file names and contents are identical across runs.
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    paths: list[Path] = []
    for i, count in enumerate(plan(n_facts, rng_seed)):
        rng = random.Random(f"synth:{rng_seed}:{i}")
        text = digest_text(rng, count)
        if rng.random() < 0.5:
            text += "\n"
        path = folder / f"{i:05d}_{rng.getrandbits(64):016x}.txt"
        path.write_bytes(text.encode("utf-8"))
        paths.append(path)
    return paths


# --------------------------------------------------------------------------------------------
# Questions
# --------------------------------------------------------------------------------------------

QuestionKind = Literal["reworded", "typo", "offtopic"]


@dataclass(frozen=True)
class Question:
    """A benchmark question: its text, how it was made, and the fact it was made from (if any)."""

    text: str
    kind: QuestionKind
    fact_id: str | None = None

    def __str__(self) -> str:
        """The question text."""
        return self.text


_ATTR_TAIL = re.compile(r"\s*\((?:per |consistently reported by )?@[^()]*\)\.?\s*$")
_WH = ["What about", "Tell me about", "What do we know about", "Is it true that", "Any news on", ""]
_UNIT_Q = {"gpu": "How many GPUs", "token": "How many tokens", "parameter": "How many parameters",
           "percent": "What percentage", "month": "How many months", "usd": "How much money",
           "user": "How many users", "employee": "How many employees", "hour": "How many hours",
           "flop": "How much compute", "week": "How many weeks", "day": "How many days"}
_KEYS = "qwertyuiopasdfghjklzxcvbnm"
_NEAR = {c: (_KEYS[i - 1] if i else "") + (_KEYS[i + 1] if i + 1 < len(_KEYS) else "") for i, c in enumerate(_KEYS)}


def _words(fact_text: str) -> list[str]:
    """A fact's words without its trailing attribution and punctuation."""
    text = _ATTR_TAIL.sub("", fact_text)
    return [w.strip(".,;:()\"'") for w in text.split() if w.strip(".,;:()\"'") and not w.startswith("@")]


def _reword(rng: random.Random, fact) -> str:
    """A question made from a fact: words dropped, reordered or swapped for synonyms."""
    words = _words(fact.text)
    mode = rng.choice(["drop", "drop", "reorder", "synonym", "unit"])
    numbers = [q for q in getattr(fact, "numbers", []) if q.unit in _UNIT_Q]
    if mode == "unit" and numbers:
        q = rng.choice(numbers)
        number_words = set(q.text.split())
        content = [w for w in words if w.lower() not in _STOP and w not in number_words and not w[:1].isdigit()
                   and not w.startswith("$")]
        keep = content[: rng.randint(3, 6)] if content else words[:4]
        return f"{_UNIT_Q[q.unit]} {' '.join(keep)}?"
    if mode == "synonym":
        words = [_Q_SYNONYMS.get(w, w) if rng.random() < 0.7 else w for w in words]
        words = [w for w in words if w.lower() not in _STOP or rng.random() < 0.3]
    elif mode == "reorder":
        content = [w for w in words if w.lower() not in _STOP]
        k = min(len(content), rng.randint(4, 9))
        start = rng.randint(0, max(0, len(content) - k))
        chunk = content[start:start + k]
        cut = rng.randint(1, max(1, len(chunk) - 1))
        words = chunk[cut:] + chunk[:cut]
    else:  # drop words: keep a random 50-80%
        share = rng.uniform(0.5, 0.8)
        kept = [w for w in words if rng.random() < share]
        words = kept if len(kept) >= 3 else words[:6]
        if len(words) > 14:
            start = rng.randint(0, len(words) - 14)
            words = words[start:start + 14]
    prefix = rng.choice(_WH)
    text = " ".join(words)
    if prefix:
        first, _, rest = text.partition(" ")
        text = f"{prefix} {first.lower() if first in ('The', 'A', 'An') else first} {rest}".strip()
    return text.rstrip(".") + "?"


def _typo(rng: random.Random, text: str) -> str:
    """The text with one to three keyboard typos in its longer words."""
    words = text.split()
    idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    for i in rng.sample(idx, k=min(len(idx), rng.randint(1, 3))):
        w = list(words[i])
        j = rng.randrange(1, len(w) - 1)
        op = rng.choice(["swap", "drop", "double", "near"])
        if op == "swap":
            w[j], w[j + 1] = w[j + 1], w[j]
        elif op == "drop":
            del w[j]
        elif op == "double":
            w.insert(j, w[j])
        else:
            near = _NEAR.get(w[j].lower(), "")
            w[j] = rng.choice(near) if near else rng.choice(string.ascii_lowercase)
        words[i] = "".join(w)
    return " ".join(words)


def _offtopic(rng: random.Random) -> str:
    """A question no digest answers."""
    template = rng.choice(_OFFTOPIC)
    return re.sub(r"\{(\w+)\}", lambda m: rng.choice(_OFF_SLOTS[m.group(1)]), template)


def make_questions(index_or_facts, m: int, rng_seed: int = 0,
                   mix: tuple[float, float, float] = (0.55, 0.25, 0.20)) -> list[Question]:
    """``m`` questions: reworded from facts, reworded with typos, and off-topic, in ``mix`` proportions.

    ``index_or_facts`` is a FactIndex (its ``.facts``) or any iterable of facts (objects with ``.id``,
    ``.text``, ``.kind`` and optionally ``.numbers``). Deterministic in ``rng_seed`` for the same facts.
    """
    facts = list(getattr(index_or_facts, "facts", index_or_facts))
    rng = random.Random(f"synth-questions:{rng_seed}")
    body = [f for f in facts if f.kind != "headline"] or facts
    out: list[Question] = []
    for _ in range(m):
        r = rng.random()
        if not body or r >= mix[0] + mix[1]:
            out.append(Question(_offtopic(rng), "offtopic"))
            continue
        fact = rng.choice(body)
        text = _reword(rng, fact)
        if r < mix[0]:
            out.append(Question(text, "reworded", fact.id))
        else:
            out.append(Question(_typo(rng, text), "typo", fact.id))
    return out
