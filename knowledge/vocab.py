"""General English and ML/tech-news vocabulary used by the matcher.

Nothing here is about one story: these are question words, filler, synonyms and units that any
digest in the same format can rely on.
"""

from __future__ import annotations

from typing import Any

# Words that carry no topic: function words and the chatty wrapping of a question.
STOPWORDS = frozenset("""
a an the and or but nor so yet of in on at to for from by with without into onto upon about above below
over under between among through during before after since until till than then there here this that
these those it its it's itself they them their theirs themselves he him his she her hers we us our ours
you your yours i me my myself one ones is are was were be been being am do does did doing
have has had having will would shall should can could may might must ought not no yes if whether as
vs versus via vis-a-vis
also just only even still very really quite too much many more most less least some any all each every
both either neither other another such own same what whats what's which who whom whose when where why
how whats hows whos wheres whens whys s t d ll re ve m o y ok okay
because else besides except apart
""".split())

# Chatty words and general verbs/adjectives that never name the topic of a question.
FILLER = frozenset("""
hey hi hello yo hiya greetings please pls plz thanks thank thx ty cheers bot guys folks everyone anyone
someone somebody anybody tell know knows knew known wonder wondering curious question questions ask asking
asked answer quick quickly quick lol lmao haha btw fyi imo tbh idk u ur r wanna gonna gotta kinda sorta like
yeah yep yup nah nope behalf dunno lemme gimme welp ikr idc tho
actually actual basically seriously honestly literally exactly roughly approximately currently right now today
thing things stuff something anything everything nothing way ways kind sort bit lot lots deal
get gets got getting give gives gave go goes going went gone come comes came coming make makes made
making let lets see sees saw seen look looks looking find finds found use uses used using want wants
wanted need needs needed try tries tried say says said saying mean means meant think thinks thought
explain describe detail details info information mention mentioned mentions happen happens happened
going expected expect expects supposed suppose likely probably maybe perhaps possible possibly ever
never always often usually again already yet soon later last lasting take takes took taken taking
good great nice cool awesome bad big large small huge tiny new old exact overall whole entire total
current latest recent recently real main major key important
target targets targeted targeting aim aims aiming plan plans planned planning intend intended
someone people person guy guys team teams folks folk
there's here's that's it's what's who's how's where's when's why's isn't aren't wasn't weren't
doesn't don't didn't can't cannot won't wouldn't shouldn't couldn't
go far around about approximately nearly almost over some roughly approx estimated couple
sofar dude man bro buddy pal mate friend folks yall y'all ya lemme gimme tho though anyway anyways
according reportedly supposedly allegedly finally eventually ultimately instead per
damn damned darn dang freaking frickin friggin effing goddamn heckin
""".split())

# Nouns that name the kind of answer wanted ("which company", "what organisation"), not its topic.
ANSWER_TYPE_WORDS = frozenset("""
company companies firm firms organization organisation organizations org orgs entity entities person people
individual individuals institution institutions group groups team teams body outfit party parties account
accounts handle handles name names place places city cities country countries site website platform
platforms service services tool tools thing things one ones source sources direction directions date dates
""".split())

# Words of a "where" question that ask for a place rather than name a topic.
WHERE_WORDS = frozenset("based located headquartered headquarters hq location situated site where from".split())
# Words of a "how long" question that ask for a duration.
DURATION_WORDS = frozenset("long time take takes took taking last lasts lasted duration".split())
# Units that measure how big a model or data set is.
SIZE_UNITS = ("parameter", "token", "byte", "gpu", "cluster", "layer", "user", "employee", "usd")

# Question words and the answer type they ask for.
QUESTION_TYPES = {
    "who": "who", "whom": "who", "whose": "who",
    "when": "when", "where": "where", "why": "why",
    "how": "how", "which": "which", "what": "what",
    "whos": "who", "whens": "when", "wheres": "where", "whys": "why", "hows": "how", "whats": "what",  # chat's, no "'"
}
# Phrases that ask for a number; the noun after them names the unit when one is given.
COUNT_PHRASES = ("how many", "how much", "number of", "count of", "amount of", "quantity of", "total of")
COUNT_WORDS = frozenset({"count", "number", "amount", "total", "quantity", "tally"})
SIZE_WORDS = frozenset({"size", "sizes", "sized", "big", "large", "huge", "scale", "bigger", "larger", "magnitude"})
PERCENT_WORDS = frozenset({"percent", "percentage", "share", "proportion", "fraction", "ratio", "split", "%"})
DURATION_PHRASES = ("how long", "how many months", "how many weeks", "how many days", "how many years",
                    "how many hours", "what duration", "how much time")
WHEN_WORDS = frozenset({"when", "date", "day", "dated"})
# Chat interjections: a message with one and no question in it is banter, not a question ("lol this is dead").
CHAT_OPENERS = frozenset("so ok okay and but wait hey yo well um hmm oh lol".split())  # "so is it free": no question word
INTERJECTIONS = frozenset("lol lmao lmfao rofl haha hahaha hehe omg wtf smh ugh meh yay woohoo xd".split())
ASKING_WORDS = frozenset("what which who whom whose when where why how whats whos hows wheres whens whys wats tell explain "
                         "describe list show give "
                         "summarize summarise any anything".split())
YES_NO_STARTS = frozenset({"is", "are", "was", "were", "does", "do", "did", "can", "could", "will",
                           "would", "has", "have", "had", "should"})

# English grammar for finding a question's main verb (knowledge.predicate).
DO_AUXILIARIES = frozenset("did does do will would can could should may might must shall".split())  # + base form
BE_AUXILIARIES = frozenset("was were is are has have had been be being".split())  # + participle
PREPOSITIONS = frozenset("""of in on at to for from by with into onto during after before through since until till
about between under over near across along around against without within""".split())
PARTICLES = frozenset("up down out off back away".split())  # "close down", "give up": the verb is before them
DETERMINERS = frozenset("""the a an its their his her our your my these those some any each every no
it them him us me""".split())  # what starts a verb's object ("launch its phone"); not "that", "this": "the flood that …"

# Synonym groups: every word in a group is matched as the first. General English and ML/tech vocabulary, each word
# in a sense it has in any field ("ship" is not a release, nor "pipeline" code: a port and an oil field say them too).
SYNONYM_GROUPS: list[list[str]] = [
    ["due", "scheduled", "slated", "targeted", "expected"],  # "when is first power due": "scheduled for Q2 2029"
    ["fund", "funds", "funded", "funding", "funder", "funders", "pay", "pays", "paid", "paying", "payer",
     "bankroll", "bankrolls", "bankrolled", "bankrolling", "finance", "finances", "financed", "financing",
     "sponsor", "sponsors", "sponsored", "sponsoring", "sponsorship", "money", "backer", "backers", "backing",
     "backed", "bankroller", "financier", "grant", "grants", "invest", "investment", "investor", "investors",
     "donate", "donated", "donation", "donor", "donors", "pledge", "pledges", "pledged", "pledging"],
    ["hardware", "gpu", "gpus", "chip", "chips", "accelerator", "accelerators", "cluster", "clusters", "server",
     "servers", "supercomputer", "tpu", "tpus"],
    ["compute", "computing", "computation", "flop", "flops", "gpu", "gpus", "gpu-hours", "cycles"],
    ["provide", "provides", "provided", "providing", "provider", "providers", "supply", "supplies",
     "supplied", "supplying", "supplier", "suppliers", "offer", "offers", "offered", "deliver", "delivers",
     "delivered", "vendor", "vendors", "give", "gives", "gave", "host", "hosts", "hosted", "hosting"],
    ["parameter", "parameters", "param", "params", "weights", "weight"],
    ["size", "sized", "scale", "scales", "big", "large", "huge", "magnitude", "bigger", "largest", "biggest"],
    ["token", "tokens", "tok", "toks"],
    ["data", "dataset", "datasets", "corpus", "corpora", "database"],
    ["mix", "mixture", "composition", "blend", "makeup", "breakdown", "split", "proportions", "curriculum",
     "curricula"],
    ["types", "type", "kinds", "kind", "categories", "category", "sorts", "varieties", "including", "includes",
     "include", "included", "comprising", "comprises", "consists", "consist", "contains", "contain", "such"],
    ["download", "downloads", "downloadable", "downloaded", "get", "obtain", "access", "accessible",
     "fetch", "grab", "retrieve"],
    ["progress", "done", "complete", "completed", "completion", "finished", "finish", "status", "elapsed"],
    ["begin", "began", "begun", "beginning", "begins", "start", "started", "starting", "starts",
     "launch", "launched", "launches", "launching", "kick", "kicks", "kicked", "kickoff", "commence",
     "commenced", "initiate", "initiated", "open", "opened", "debut", "debuted", "first", "initial",
     "initially"],
    ["end", "ends", "ended", "finish", "finishes", "finished", "conclude", "concluded", "wrap", "done"],
    ["lead", "leads", "led", "leader", "leaders", "leading", "head", "heads", "headed", "heading", "run by",
     "direct", "directs", "directed", "director", "chief", "boss", "pi", "manage", "manages", "managed",
     "helm", "spearhead", "spearheaded", "spearheading"],
    ["announce", "announces", "announced", "announcement", "report", "reports", "reported", "reporting",
     "disclose", "disclosed", "discloses", "disclosure", "share", "shared", "tweet", "tweeted", "say", "said",
     "says", "state", "stated", "reveal", "revealed", "confirm", "confirmed", "confirms", "relay", "relayed",
     "publish", "published", "release", "released", "releases", "releasing"],
    ["public", "publicly", "open", "openly", "transparent", "transparency", "visible", "available",
     "released", "published", "open-source", "opensource", "open-sources", "open-sourced", "opens"],
    ["watch", "watched", "watching", "follow", "followed", "following", "track", "tracked", "tracking",
     "monitor", "monitored", "monitoring", "observe", "live", "view", "see"],
    ["community", "communities", "collective", "consortium", "alliance", "coalition", "group", "network",
     "collaboration", "initiative"],
    ["join", "joined", "joins", "joining", "member", "members", "membership", "belong", "belongs",
     "affiliated", "affiliation"],
    ["matter", "matters", "important", "importance", "significant", "significance", "care", "impact",
     "implication", "implications", "relevant", "relevance", "notable", "why"],
    ["last", "lasts", "lasting", "duration", "runtime", "long", "length", "take", "takes", "time",
     "timeline", "timeframe", "estimate", "estimated"],
    ["step", "steps", "stage", "stages", "level", "levels", "phase", "phases", "tier"],
    ["small", "smaller", "smallest", "tiny", "mini", "little"],
    ["experiment", "experiments", "experimental", "test", "tests", "tested", "testing", "validate", "validated",
     "validation", "ablation", "ablations"],
    ["company", "companies", "firm", "firms", "startup", "startups", "business", "corporation", "org",
     "organization", "organisation", "laboratory", "laboratories", "vendor"],  # "lab" is read "laboratory" (PHRASES)
    ["month", "months"], ["week", "weeks"], ["year", "years"], ["day", "days"], ["hour", "hours"],
    ["percent", "percentage", "%", "pct"],
    ["code", "codebase", "repo", "repository", "repositories"],
    ["log", "logs", "logging", "logged", "dashboard", "dashboards", "metrics", "curves", "curve"],
    ["model", "models", "llm", "llms"],
    ["train", "trains", "trained", "training", "pretrain", "pretrained", "run", "runs"],
    ["pretraining", "pre-training", "pretrain", "pretrained"],
    ["architecture", "architectures", "design", "config", "configs", "configuration", "setup"],
    ["cost", "costs", "price", "priced", "pricing", "expense", "expenses", "spend", "spent", "budget",
     "dollars", "dollar", "usd"],
    ["release", "released", "releases", "launch"],
    ["user", "users", "customer", "customers", "people"],
    ["employee", "employees", "staff", "headcount", "workers", "hire", "hired", "hiring"],
    ["country", "countries", "nation", "region", "where", "location", "located", "based", "headquartered",
     "hq"],
    ["win", "won", "wins", "winner", "beat", "beats", "victory"],
    ["rate", "rates", "speed", "throughput", "pace"],
    ["patch", "patches", "patched", "fix", "fixes", "fixed", "hotfix", "hotfixes", "bugfix", "bugfixes"],
    ["eol", "sunset", "sunsets", "sunsetted", "retire", "retired", "deprecate", "deprecated", "discontinue",
     "discontinued", "unsupported"],
    ["send", "sends", "sent", "sending", "transmit", "transmits", "transmitted", "transmission", "downlink",
     "downlinks", "downlinked", "beam", "beamed"],
    ["reproducible", "reproducibility", "reproduce", "replicate", "replicable", "traceable", "traceability"],
]
# Everyday news words said otherwise (a trade, an attack on computers, going to court): matched as synonyms,
# but, unlike the groups above, a story's own words all the same: a question word of theirs no fact has is refused
# as any story word is ("how many hackers demanded it"). Not home/household ("the House" votes) nor power/electricity
# (a party holds power).
NEWS_SYNONYM_GROUPS: list[list[str]] = [
    ["lawyer", "lawyers", "attorney", "attorneys", "counsel", "solicitor", "solicitors", "barrister", "barristers"],
    ["hack", "hacked", "hacking", "hacker", "hackers", "cyberattack", "cyberattacks", "cyber-attack", "ransomware"],
    ["sue", "sues", "sued", "suing", "lawsuit", "lawsuits", "classaction", "classactions"],  # "class action" (PHRASES)
    ["lose", "loses", "losing", "lost", "loss", "losses"],  # "how much did it lose": "a loss of $3m"
    ["car", "cars", "vehicle", "vehicles"],
    ["house", "houses", "home", "homes"],
    ["soldier", "soldiers", "troop", "troops"],
    ["boat", "boats", "vessel", "vessels", "ship", "ships"],
    ["inquiry", "inquiries", "investigation", "investigations", "probe", "probes", "review", "reviews"],
    ["robbery", "robberies", "theft", "thefts", "heist", "heists", "burglary", "burglaries", "break-in"],
    ["stuck", "trapped", "stranded", "aground"],
    ["kid", "kids", "child", "children"],
    ["shop", "shops", "store", "stores"],
    ["doctor", "doctors", "physician", "physicians"],
    ["pupil", "pupils", "student", "students"],
    ["blaze", "blazes", "fire", "fires"],
    ["rule", "rules", "regulation", "regulations"],
    ["deal", "deals", "agreement", "agreements", "accord", "accords", "pact", "pacts", "treaty", "treaties"],
    ["talks", "negotiations", "negotiation"],
    ["strike", "strikes", "walkout", "walkouts"],
    ["payout", "payouts", "compensation"],
    ["quake", "quakes", "earthquake", "earthquakes"],
    ["ban", "bans", "banned", "prohibit", "prohibited", "prohibition"],
    ["bid", "bids", "tender", "tenders"],
    ["hurt", "injured", "injury", "injuries", "wounded"],
    ["die", "dies", "died", "dying", "dead", "death", "deaths", "killed", "fatal", "fatality", "fatalities"],
    ["fired", "sacked", "dismissed"],
    ["arrest", "arrests", "arrested", "detained"],
    ["jail", "jailed", "prison", "imprisoned"],
    ["plane", "planes", "aircraft", "jet", "jets"],
    ["truck", "trucks", "lorry", "lorries"],
    ["trucker", "truckers", "haulier", "hauliers", "hauler", "haulers"],  # who drive them for hire (US, UK)
    ["film", "films", "movie", "movies"],
    ["cash", "money"],
    ["sworn", "inaugurated", "inauguration"],  # "take office" (PHRASES): sworn in
    ["landfall", "landfalls", "ashore"],  # a storm "came ashore": it made landfall
    ["hit", "hits", "struck"],  # "the quake struck at 03:27" ("struck" is read as "strike", so a strike hits too)
    ["allow", "allows", "allowed", "allowing", "permit", "permits", "permitted", "permitting"],
    ["lowest", "minimum"], ["highest", "maximum"],  # "the lowest air pressure": "its minimum central pressure"
]

# Multi-word phrases rewritten to one token before matching.
PHRASES = {
    "mixture of experts": "moe", "mixture-of-experts": "moe",
    "open source": "open-source", "open sourced": "open-sourced", "open sources": "open-sources",
    "weights and biases": "wandb", "weights & biases": "wandb", "w&b": "wandb",
    "pre training": "pretraining", "pre-training": "pretraining",
    "mid training": "mid-training", "midtraining": "mid-training",
    "so far": "so-far", "right now": "now", "in the end": "finally",
    "up to now": "so-far", "until now": "so-far", "till now": "so-far",  # "the reward up to now": no "up" to find
    "trading at": "price", "trade at": "price", "trades at": "price", "traded at": "price",  # a share's price asked
    "take office": "sworn", "takes office": "sworn", "took office": "sworn", "taking office": "sworn",
    "taken office": "sworn", "assume office": "sworn", "assumes office": "sworn", "assumed office": "sworn",
    "broke the news": "reported", "break the news": "report", "breaks the news": "reports",
    "in charge of": "lead", "in charge": "lead", "run by": "led", "led by": "led",
    "paid for": "paid", "pay for": "pay",
    "foot the bill": "pay", "footing the bill": "paying", "picking up the tab": "paying",
    "take place": "happen", "takes place": "happens", "took place": "happened", "taken place": "happened",
    "taking place": "happening",
    # a service working as before it stopped: "is the airport running normally again": "resumed 24-hour operations"
    "running normally": "resumed", "operating normally": "resumed", "working normally": "resumed",
    "back to normal": "resumed", "returned to normal": "resumed", "return to normal": "resume",
    "returns to normal": "resumes",
    "kicked off": "kicked", "kick off": "kick", "kicks off": "kicks", "started up": "started",
    "up to date": "current", "as of now": "now", "at the moment": "now", "these days": "now",
    "gpu hours": "gpu-hours", "gpu-hours": "gpu-hours",
    "learning rate": "learning-rate", "batch size": "batch-size",
    "context window": "contextlength", "context length": "contextlength",
    "hidden size": "hidden-dimension", "hidden dimension": "hidden-dimension",
    "how far along": "what percent progress", "how far through": "what percent progress",
    "how far into": "what percent progress",
    "end of life": "eol", "end-of-life": "eol", "end of support": "eol",
    # chat spellings of question words
    "chief executive officer": "ceo", "chief executive": "ceo", "chief financial officer": "cfo",
    "chief technology officer": "cto", "chief operating officer": "coo",
    "hw much": "how much", "hw many": "how many", "hw long": "how long", "hw far": "how far",
    "wat is": "what is", "wats": "whats", "wut": "what", "ppl": "people", "whats up": "hello", "what's up": "hello",
    "whos": "who's", "wheres": "where's", "whens": "when's", "whys": "why's",  # not "hows": "how's the plant" asks no measure
    "wat's": "what's", "wat": "what", "wht": "what", "whn": "when", "hw did": "how did",
    "hw does": "how does", "hw do": "how do", "hw is": "how is", "hw was": "how was", "y did": "why did",
    "y does": "why does", "y is": "why is", "y was": "why was", "y are": "why are", "y were": "why were",
    "temp": "temperature", "temp workers": "temporary workers", "temp staff": "temporary staff",
    "temp jobs": "temporary jobs", "temp job": "temporary job", "temp agency": "temporary agency",
    "at the worst point": "at the peak", "at its worst": "at its peak", "at their worst": "at their peak",
    "class action": "class-action", "class actions": "class-actions",
    "temp work": "temporary work", "tix": "tickets", "sats": "satellites", "champ": "champion",
    "champs": "champions", "lab": "laboratory", "labs": "laboratories",
    "desal": "desalination", "cops": "police", "dad": "father", "mum": "mother",
    "mom": "mother", "wr": "world record", "max": "maximum", "max out": "max out", "maxed out": "maxed out",
    "maxes out": "maxes out", "maxing out": "maxing out", "avg": "average", "mil": "million", "yr": "year",
    "wk": "week", "wks": "weeks", "exec": "executive", "execs": "executives", "vid": "video", "vids": "videos",
    "pic": "picture", "pics": "pictures", "tmrw": "tomorrow", "tmr": "tomorrow", "yday": "yesterday",
    "smth": "something", "qty": "quantity", "rly": "really", "prob": "probably",
    "attorney general": "attorney-general", "solicitor general": "solicitor-general",
    "advocate general": "advocate-general", "icu": "intensive care", "mins": "minutes",
    "wwi": "world war i", "ww1": "world war i", "wwii": "world war ii", "ww2": "world war ii",
    "km/h": "kph", "km/hr": "kph", "m/s": "mps",  # a speed's unit, one word (not "km" and "h")
    "stop working": "fail", "stopped working": "failed", "stops working": "fails", "stopping working": "failing",
    "blow the whistle": "whistleblower", "blew the whistle": "whistleblower", "blows the whistle": "whistleblower",
    "blowing the whistle": "whistleblower", "blown the whistle": "whistleblower",  # an idiom: who told of wrongdoing
    "whistle blower": "whistleblower", "whistle blowers": "whistleblowers",
    "made it out alive": "survived", "make it out alive": "survive", "makes it out alive": "survives",
    "making it out alive": "surviving", "got out alive": "survived", "get out alive": "survive",
    "came out alive": "survived", "come out alive": "survive",  # an idiom: who lived through it
    "broke into": "break-in", "break into": "break-in", "breaks into": "break-in", "breaking into": "break-in",
    "so2": "sulphur dioxide", "co2": "carbon dioxide", "no2": "nitrogen dioxide", "ch4": "methane",
    "hrs": "hours", "yrs": "years", "dept": "department", "intl": "international", "mgmt": "management",
    "incl": "including", "rn": "now", "govt": "government", "gov't": "government", "abt": "about",
    "evac": "evacuation", "evacs": "evacuations", "refurb": "refurbish", "refurbs": "refurbishments",
    "ops": "operations", "diff": "different", "rep": "representative", "reps": "representatives",
    "stats": "statistics", "meds": "medicines", "vax": "vaccine", "vaxxed": "vaccinated", "biz": "business",
    "corp": "corporation", "mgr": "manager", "gov": "government", "prelim": "preliminary", "nums": "numbers",
    "day one": "first day", "day 1": "first day", "week one": "first week", "week 1": "first week",
    "year one": "first year", "year 1": "first year",
    "b4": "before", "thru": "through", "uni": "university", "approx": "about", "info": "information",
    "co-op": "cooperative", "co op": "cooperative",
    "kick in": "effective", "kicks in": "effective", "kicked in": "effective", "take effect": "effective",
    "takes effect": "effective", "took effect": "effective", "come into force": "effective",
    "comes into force": "effective", "came into force": "effective", "go into effect": "effective",
    "green light": "approval", "green-light": "approve", "green-lit": "approved", "greenlit": "approved",
    "price tag": "price", "price-tag": "price", "rush hour": "peak", "rush hours": "peak",
    "n": "and", "&": "and", "w/": "with", "w/o": "without", "r": "are",
    "w the": "with the", "w a": "with a", "w an": "with an",  # chat's "w" before an article: "with", no compass point
    "bc": "because", "b/c": "because", "cuz": "because", "coz": "because", "bcuz": "because",
    # negations typed without their apostrophe
    "doesnt": "doesn't", "dont": "don't", "didnt": "didn't", "isnt": "isn't", "wasnt": "wasn't", "arent": "aren't",
    "werent": "weren't", "cant": "can't", "couldnt": "couldn't", "wouldnt": "wouldn't", "shouldnt": "shouldn't",
    "hasnt": "hasn't", "havent": "haven't", "hadnt": "hadn't", "wont": "won't",
    # other contractions typed without their apostrophe
    "thats": "that's", "theres": "there's", "theyre": "they're", "theyve": "they've", "youre": "you're",
    "whatre": "what're", "shes": "she's", "hes": "he's", "itll": "it'll", "theyll": "they'll", "youll": "you'll",
    "youve": "you've", "weve": "we've", "ive": "i've", "wouldve": "would have", "couldve": "could have",
    "shouldve": "should have", "mustve": "must have",
    "mens": "men's", "womens": "women's", "shoulda": "should have", "coulda": "could have", "woulda": "would have", "musta": "must have",
    # ordinals written as figures (not "21st": only a whole word)
    "1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth", "6th": "sixth",
    "7th": "seventh", "8th": "eighth", "9th": "ninth", "10th": "tenth",
    # idioms that carry no topic
    "in the first place": " ", "at all": " ", "by the way": " ", "as well": " ", "or nah": " ", "or not": " ",
}

MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december")

# Abbreviations for units and scales typed in questions.
SCALE_WORDS = frozenset({"bn", "mn", "tn", "thousand", "million", "billion", "trillion", "quadrillion"})

# Irregular verb forms mapped to their base form before stemming.
IRREGULAR = {
    "began": "begin", "begun": "begin", "led": "lead", "paid": "pay", "won": "win", "ran": "run",
    "said": "say", "took": "take", "taken": "take", "made": "make", "gave": "give", "given": "give",
    "went": "go", "gone": "go", "got": "get", "gotten": "get", "built": "build", "bought": "buy",
    "brought": "bring", "sold": "sell", "told": "tell", "thought": "think", "found": "find", "held": "hold",
    "kept": "keep", "left": "leave", "lost": "lose", "meant": "mean", "met": "meet", "sent": "send",
    "spent": "spend", "stood": "stand", "wrote": "write", "written": "write", "chose": "choose",
    "chosen": "choose", "drew": "draw", "drawn": "draw", "grew": "grow", "grown": "grow", "knew": "know",
    "known": "know", "rose": "rise", "risen": "rise", "fell": "fall", "fallen": "fall", "saw": "see",
    "seen": "see", "spoke": "speak", "spoken": "speak", "broke": "break", "broken": "break",
    "shut": "shut", "hit": "hit", "set": "set", "put": "put", "cut": "cut", "let": "let", "ate": "eat",
    "flew": "fly", "flown": "fly", "drove": "drive", "driven": "drive", "struck": "strike", "won't": "will",
    "dealt": "deal", "fed": "feed", "fought": "fight", "hid": "hide", "hidden": "hide", "lent": "lend",
    "paid-for": "pay", "taught": "teach", "threw": "throw", "thrown": "throw", "understood": "understand",
    "undertook": "undertake", "withdrew": "withdraw", "became": "become", "came": "come", "did": "do",
    "done": "done", "had": "have", "was": "be", "were": "be", "ended": "end",
    # one role, however it is gendered ("club chairman": "Chair Dermot Hallinan")
    "chairman": "chair", "chairmen": "chair", "chairwoman": "chair", "chairwomen": "chair", "chairperson": "chair",
    "chairpersons": "chair",
    "arose": "arise", "arisen": "arise", "awoke": "awake", "awoken": "awake", "bore": "bear", "borne": "bear",
    "beaten": "beat", "bent": "bend", "bitten": "bite", "bled": "bleed", "blew": "blow",
    "blown": "blow", "bred": "breed", "burnt": "burn", "caught": "catch", "clung": "cling", "crept": "creep",
    "dug": "dig", "dove": "dive", "drank": "drink", "drunk": "drink", "dreamt": "dream", "eaten": "eat",
    "felt": "feel", "fled": "flee", "flung": "fling", "forbade": "forbid", "forbidden": "forbid", "forgot": "forget",
    "forgotten": "forget", "forgave": "forgive", "forgiven": "forgive", "froze": "freeze", "frozen": "freeze",
    "hung": "hang", "heard": "hear", "laid": "lay", "leant": "lean", "leapt": "leap", "learnt": "learn",
    "lain": "lie", "lit": "light", "misled": "mislead", "overcame": "overcome", "overtook": "overtake",
    "overtaken": "overtake", "proven": "prove", "rode": "ride", "ridden": "ride", "rang": "ring", "sought": "seek",
    "shook": "shake", "shaken": "shake", "shone": "shine", "shot": "shoot", "shown": "show", "shrank": "shrink",
    "shrunk": "shrink", "sang": "sing", "sung": "sing", "sank": "sink", "sunk": "sink", "sat": "sit",
    "slept": "sleep", "slid": "slide", "sped": "speed", "spun": "spin", "sprang": "spring", "sprung": "spring",
    "stole": "steal", "stolen": "steal", "stuck": "stick", "stung": "sting", "strode": "stride", "strung": "string",
    "strove": "strive", "swore": "swear", "sworn": "swear", "swept": "sweep", "swollen": "swell", "swam": "swim",
    "swum": "swim", "swung": "swing", "tore": "tear", "torn": "tear", "trod": "tread", "trodden": "tread",
    "underwent": "undergo", "undergone": "undergo", "woke": "wake", "woken": "wake", "wore": "wear", "worn": "wear",
    "wove": "weave", "woven": "weave", "wept": "weep", "withdrawn": "withdraw", "withheld": "withhold",
    "withstood": "withstand", "overran": "overrun", "rebuilt": "rebuild", "rewrote": "rewrite",
    "rewritten": "rewrite", "mistook": "mistake", "mistaken": "mistake", "foresaw": "foresee", "foreseen": "foresee",
    "oversaw": "oversee", "overseen": "oversee", "overrode": "override", "overridden": "override",
    "outsold": "outsell", "overheard": "overhear", "overpaid": "overpay", "upheld": "uphold", "beheld": "behold",
    "bade": "bid", "forsook": "forsake", "forsaken": "forsake", "slew": "slay", "slain": "slay", "strewn": "strew",
    "sewn": "sew", "sawn": "saw",
    # the rarer and prefixed verbs' forms; not those also another word ("bound", "ground", "wound", "lay", "rent",
    # "born", "bit", "crew", "spat", "rung", "resent", "rebound", "stricken", "bespoke", "spelt", "smelt", "stove")
    "pled": "plead", "snuck": "sneak", "undertaken": "undertake", "overthrew": "overthrow", "overthrown": "overthrow",
    "misunderstood": "misunderstand", "mislaid": "mislay", "misspent": "misspend", "misspelt": "misspell",
    "foretold": "foretell", "forbore": "forbear", "forborne": "forbear", "forswore": "forswear", "forsworn": "forswear",
    "forwent": "forgo", "forgone": "forgo", "gainsaid": "gainsay", "befell": "befall", "befallen": "befall",
    "begot": "beget", "begotten": "beget", "besought": "beseech", "bidden": "bid", "browbeaten": "browbeat",
    "disproven": "disprove", "dwelt": "dwell", "knelt": "kneel", "spilt": "spill", "spoilt": "spoil",
    "unlearnt": "unlearn", "mown": "mow", "sown": "sow", "hewn": "hew", "shorn": "shear", "shaven": "shave",
    "shod": "shoe", "slung": "sling", "slunk": "slink", "wrung": "wring", "stank": "stink", "stunk": "stink",
    "striven": "strive", "throve": "thrive", "thriven": "thrive", "smote": "smite", "shrunken": "shrink",
    "stridden": "stride", "hamstrung": "hamstring", "inlaid": "inlay", "interwove": "interweave",
    "interwoven": "interweave", "waylaid": "waylay", "ghostwrote": "ghostwrite", "ghostwritten": "ghostwrite",
    "underwrote": "underwrite", "underwritten": "underwrite", "underpaid": "underpay", "undersold": "undersell",
    "undershot": "undershoot", "undid": "undo", "undone": "undo", "unsaid": "unsay", "unbent": "unbend",
    "unwound": "unwind", "rewound": "rewind", "outdid": "outdo", "outdone": "outdo", "outgrew": "outgrow",
    "outgrown": "outgrow", "outran": "outrun", "outshone": "outshine", "outbade": "outbid", "outbidden": "outbid",
    "overdid": "overdo", "overdone": "overdo", "overdrew": "overdraw", "overdrawn": "overdraw", "overate": "overeat",
    "overeaten": "overeat", "overgrew": "overgrow", "overgrown": "overgrow", "overhung": "overhang",
    "overlaid": "overlay", "oversold": "oversell", "overshot": "overshoot", "overslept": "oversleep",
    "overwrote": "overwrite", "overwritten": "overwrite", "partook": "partake", "partaken": "partake",
    "prepaid": "prepay", "repaid": "repay", "resold": "resell", "retook": "retake", "retaken": "retake",
    "retold": "retell", "rethought": "rethink", "remade": "remake", "redid": "redo", "redone": "redo",
    "redrew": "redraw", "redrawn": "redraw", "reran": "rerun", "relaid": "relay", "babysat": "babysit",
    "floodlit": "floodlight", "countersank": "countersink", "countersunk": "countersink",
}


def _world() -> dict[str, Any]:
    """data/world.json: category groups, units of measure by dimension, answer types, time words."""
    import json
    from pathlib import Path

    return json.loads((Path(__file__).with_name("data") / "world.json").read_text(encoding="utf-8"))


_WORLD = _world()
# Category words with their members ("license": Apache, BUSL, GPL …), matched like synonym groups.
CATEGORY_GROUPS: list[list[str]] = [g["words"] + g["members"] for g in _WORLD["categories"]]
# category word → its members, for "which license?" answered by a fact naming one
CATEGORY_MEMBERS: dict[str, frozenset[str]] = {
    w: frozenset(g["members"]) for g in _WORLD["categories"] for w in g["words"] if g["members"]
}
# dimension → (its units, the question words that ask for it)
DIMENSIONS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    name: (frozenset(d["units"]), frozenset(d["words"]))
    for name, d in _WORLD["dimensions"].items()
}
# unit → (its measure, its size in the measure's smallest plain unit): "km" → ("length", 1000.0)
UNIT_SIZES: dict[str, tuple[str, float]] = {u: (name, float(size)) for name, sizes in _WORLD["unit_sizes"].items()
                                            if not name.startswith("_") for u, size in sizes.items()}
# a noun naming nothing but a dimension → that dimension ("money": a fact giving "$465 million" says it)
DIMENSION_NOUNS: dict[str, str] = {
    w: name for name, words in _WORLD["dimension_nouns"].items() if not name.startswith("_") for w in words
}
# words asking how strong a thing is, and each dimension a strength is measured in → the things so measured ("how strong
# was the wind": its speed)
STRENGTH_WORDS = frozenset(_WORLD["strength_measures"]["words"])
STRENGTH_MEASURES: dict[str, frozenset[str]] = {name: frozenset(things) for name, things in
                                                _WORLD["strength_measures"].items() if name in DIMENSIONS}
# a stuff → the dimensions an amount of it is measured in ("oil": volume, mass), for "how much oil spilled"
SUBSTANCE_MEASURES: dict[str, frozenset[str]] = {
    w: frozenset(n for n, things in _WORLD["substance_measures"].items() if n in DIMENSIONS and w in things)
    for name, things in _WORLD["substance_measures"].items() if name in DIMENSIONS for w in things}
# the match key of a dimension ("~money"), which a fact giving a quantity in it carries: by unit, and by dimension
DIMENSION_KEYS_OF: dict[str, str] = {name: "~" + name for name in DIMENSIONS}
DIMENSION_KEYS: dict[str, str] = {u: DIMENSION_KEYS_OF[name] for name, (units, _) in DIMENSIONS.items() for u in units}
# dimensions asked for only by "how much/many" ("how much data"), never by "what data"
AMOUNT_ONLY = frozenset(name for name, d in _WORLD["dimensions"].items() if d.get("amount_only"))
# answer type → the question words that ask for it
ANSWER_TYPES: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in _WORLD["answer_types"].items()}
NOW_WORDS = frozenset(w.replace("-", "") for w in _WORLD["now_words"])  # as analysed: "so far" → "so-far" → "sofar"
PAST_WORDS = frozenset(_WORLD["past_words"])
IMPORTANCE_WORDS = frozenset(_WORLD["importance_words"])  # "why does it matter": what a "Why it matters" bullet says
SPELLINGS: dict[str, str] = dict(_WORLD["spellings"])  # British → American ("colour": color), met as one word
OUTCOME_WORDS = frozenset(_WORLD["outcome_words"])  # "when did it actually open": how it turned out, the later report
VERDICT_WORDS = frozenset(_WORLD["verdict_words"])  # "what did the inquiry find", "what was the result": an outcome
# verbs whose "how did X …" asks what was said, chosen or how it turned out ("how did the drivers vote", "how did
# he explain it", "how did the strike end"), not a means
TOLD_HOW_VERBS = frozenset(_WORLD["told_how_verbs"])
# headline and chat words and the plain words a digest says them in ("tank": fall, "boss": chief)
INFORMAL_SENSES: dict[str, list[str]] = {k: v for k, v in _WORLD["informal_senses"].items() if not k.startswith("_")}
# groups of plain words news says one deed or thing in ("drop": withdraw, withdrawal, abandon)
PARAPHRASES: tuple[tuple[str, ...], ...] = tuple(tuple(g) for g in _WORLD["paraphrases"]["groups"])
ORDER_WORDS = frozenset(_WORLD["order_words"]["words"])  # "before", "succeeded", "downstream": what came before or after
# a country or region and the words for its people and things ("norway": norwegian; "poland": polish, poles)
DEMONYMS: tuple[tuple[str, ...], ...] = tuple(tuple(g) for g in _WORLD["demonyms"]["groups"])
STORY_NOUNS = frozenset(_WORLD["story_nouns"]["words"])  # "this whole mess", "the entire saga": the story itself
RELATION_VERBS = frozenset(_WORLD["relation_verbs"])  # "who owns the farm": a fact must say so
# verbs that carry little of what a question asks ("become", "happen"): never its main verb
LIGHT_VERBS = frozenset(_WORLD["light_verbs"])
# verb stem → the prepositions that tell it ("until" tells when something stops)
PHASE_WORDS: dict[str, frozenset[str]] = {}
for _prep, _verbs in _WORLD["phase_verbs"].items():
    for _verb in _verbs:
        PHASE_WORDS[_verb] = PHASE_WORDS.get(_verb, frozenset()) | {_prep}
# words that turn a sentence round ("not", "never", "least"), by group: a question asking with one is answered by a
# fact with one of its group
LIMITING_GROUPS: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in _WORLD["limiting_words"].items()}
LIMITING_WORDS = frozenset().union(*LIMITING_GROUPS.values())
# words that tell when something will happen ("planned for late 2027"), whatever the verb asked ("launch")
PLANNING_WORDS = frozenset(_WORLD["planning_words"])
# what tells a deed done once more ("can race *again* from", "will *resume* in April", "can *return* on")
RECURRENCE_WORDS = frozenset(_WORLD["recurrence_words"])
# a state held for a while and what tells it ending ("closed": "reopened"; "grounded": "lifted its grounding")
STATE_ENDS: tuple[tuple[frozenset[str], frozenset[str]], ...] = tuple(
    (frozenset(g["states"]), frozenset(g["ends"])) for g in _WORLD["state_ends"]["groups"])
# a verb's base form → the base forms of the deeds opposite to it ("close" → open, reopen): world.json ``opposite_deeds``
OPPOSITE_DEEDS: dict[str, frozenset[str]] = {}
for _one, _other in _WORLD["opposite_deeds"]["groups"]:
    for _side, _facing in ((_one, _other), (_other, _one)):
        for _verb in _side:
            OPPOSITE_DEEDS[_verb] = OPPOSITE_DEEDS.get(_verb, frozenset()) | frozenset(_facing)
PERIOD_NOUNS = frozenset(_WORLD["period_nouns"])  # a stretch of time: "next *year*", "the first *week*"
ERGATIVE_VERBS = frozenset(_WORLD["ergative_verbs"])  # "the city opened the line" = "the line opened"
CATENATIVE_VERBS = frozenset(_WORLD["catenative_verbs"])  # "supposed to open": the verb after "to"
ORIGINAL_WORDS = frozenset(_WORLD["original_words"])  # "how many stops was it originally planned with"
NAMED_KINDS = frozenset(_WORLD["named_kinds"])  # "which hospital": kinds of thing that go by a proper name
# "which airline": words of the names such things go by ("Lumen Air", "Cyprus Securities and Exchange Commission")
KIND_NAME_HEADS = {kind: frozenset(heads) for kind, heads in _WORLD["kind_name_heads"].items() if not kind.startswith("_")}
CHANGE_WORDS = frozenset(_WORLD["change_words"])  # "the fare before the increase": what replaced an earlier figure
SUPERLATIVES = {w: frozenset(group) for group in _WORLD["superlatives"] for w in group}  # "largest": biggest too
RISE_FALL_WORDS = frozenset(_WORLD["rise_fall_words"])  # "how much is my bill going up": a change, often a share
EXTENTS = {k: frozenset(v) for k, v in _WORLD["extents"].items()}  # the ways a length is measured, by the words
# that say each ("how deep": "14 m below the riverbed"; "40 cm across" is a width)
FIRST_MARKS = frozenset(_WORLD["first_marks"]["words"])  # "the opening offer", "early estimates": the first one
EARLIER_NOUNS = frozenset(_WORLD["earlier_nouns"])  # "the first estimate", "the first offer": a figure later replaced
SPEECH_VERBS = frozenset(_WORLD["speech_verbs"])  # "@x called the conditions a partial win": what @x said
TELLER_VERBS = frozenset(_WORLD["teller_verbs"]["verbs"])  # "who reported / spotted X": who told of X
TELLER_PHRASAL = frozenset(_WORLD["teller_verbs"]["phrasal"])  # … with "out" after them: "who found out"
HONORIFICS = frozenset(_WORLD["honorifics"])  # "Dr", "Sir": before a person's name
ROLE_MODIFIERS = frozenset(_WORLD["role_modifiers"])  # "deputy governor": another role than "governor"
LEADING_TITLES = frozenset(_WORLD["leading_titles"])  # "general secretary": who leads a union or a party, in two words
# "run by the National Trust": a name ending so names a body, not a person
BODY_NAME_HEADS = NAMED_KINDS | frozenset(_WORLD["body_name_heads"]) \
    | frozenset(w for heads in KIND_NAME_HEADS.values() for w in heads)
ALTERNATIVE_OUTCOMES: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = tuple(
    (tuple(a), tuple(b)) for a, b in _WORLD["alternative_outcomes"]["pairs"])  # "fired" / "resigned": one tells the other not
AGAIN_VERBS = frozenset(_WORLD["again_verbs"])  # "reopen", "rebuild": the re- only repeats the verb
# a verb → the nouns a fact names its doer by ("make": manufacturer, "represent": lawyer), and the verbs whose doer a
# "from" names ("the vaccine from <a firm>": its maker)
DOER_NOUNS: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in _WORLD["doer_nouns"].items()
                                         if not k.startswith("_") and not k.endswith("_verbs")}
SOURCE_VERBS = frozenset(_WORLD["doer_nouns"]["source_verbs"])
# a state a figure of people is given in ("63 people alive") → the nouns that count people in it ("survivors")
STATE_NOUNS: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in _WORLD["state_nouns"].items()
                                          if not k.startswith("_")}
# what a count of people is often given as ("400 tickets", "163 roles"): no other thing when people are counted
PEOPLE_COUNT_NOUNS = frozenset(_WORLD["people_count_nouns"]["nouns"])
# what befalls countable things ("losses", "deaths", "sightings"): "61 sheep losses" counts sheep, one loss each
EVENT_NOUNS = frozenset(_WORLD["event_nouns"]["nouns"])
# the events each deed is told by ("killed": losses, kills, deaths): "how many sheep were killed" asks sheep losses
EVENT_VERBS: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in _WORLD["event_nouns"]["verbs"].items()}
# what people who do a thing are called ("work": employees, staff; "live": residents): a count of them tells the deed
PEOPLE_VERB_NOUNS: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in _WORLD["people_verb_nouns"].items()
                                                if not k.startswith("_")}
MONEY_VERBS = frozenset(_WORLD["doer_nouns"]["money_verbs"])  # "€2 million from <a council>": its payer
# who wins a contract is a contractor ("kinds"); one to build ("build_words" before "contract") builds the thing
CONTRACT_WINNER_KINDS = frozenset(_WORLD["contract_winners"]["kinds"])
BUILDER_KINDS = frozenset(_WORLD["contract_winners"]["build_kinds"])
BUILD_CONTRACT_WORDS = frozenset(_WORLD["contract_winners"]["build_words"])
PHRASAL_VERBS: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in _WORLD["phrasal_verbs"].items()}  # "sign off": approve
# a period a figure may be asked per ("a year") and the words a fact gives a figure per it in ("annual")
RATE_PERIODS: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in _WORLD["rate_periods"].items()
                                           if not k.startswith("_")}
LEVEL_NOUNS = frozenset(_WORLD["level_nouns"])  # what rises and falls with no length: "how high did prices go"
# what a what-question may ask a figure of ("the population of X"), and the dimensions a figure of it is given in
ATTRIBUTE_NOUNS: dict[str, frozenset[str]] = {w: frozenset() for w in LEVEL_NOUNS - set(_WORLD["not_attributes"])} | {
    w: frozenset(dims) for w, dims in _WORLD["attribute_nouns"].items() if not w.startswith("_")}
# the attributes named in their own right, with no dimension of their own ("revenue", "population"): a fact must say
# them, where any figure of the asked dimension gives a level that rises and falls ("price")
NAMED_ATTRIBUTES = frozenset(w for w, dims in _WORLD["attribute_nouns"].items() if not w.startswith("_") and not dims)
IDENTIFIER_NOUNS = frozenset(_WORLD["identifier_nouns"]["words"])  # "the serial number": a fact must say it
# a noun naming a sum ("fee", "fine") → the words a fact may tie that sum to ("a £120 penalty")
MONEY_NOUNS: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in _WORLD["money_nouns"].items() if not k.startswith("_")}
# a verb naming the kind of sum "how much" asks ("borrow") → the words a fact may name that sum by ("loan", "debt")
SUM_VERBS: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in _WORLD["sum_verbs"].items() if not k.startswith("_")}
# who a sum named by a money noun goes to: dividends to shareholders, wages to workers (world.json ``money_payees``)
MONEY_PAYEES: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in _WORLD["money_payees"].items()
                                           if not k.startswith("_")}
THANKS_WORDS = frozenset(_WORLD["small_talk"]["thanks"])  # "thanks bot ur the best": thanks, nothing asked
GREETING_WORDS = frozenset(_WORLD["small_talk"]["greeting"]) | THANKS_WORDS  # "good evening folks", "yo anyone awake"
SMALL_TALK = GREETING_WORDS | frozenset(_WORLD["small_talk"]["company"])  # … and the words that keep it company
LEAD_INS = tuple(sorted(_WORLD["lead_ins"]["before"], key=len, reverse=True))  # "so …", "quick q: …": longest first
TRAIL_OFFS = frozenset(_WORLD["lead_ins"]["after"])  # "… lol", "… thanks!"
FUNCTION_WORDS = frozenset(_WORLD["function_words"])  # "against", "amid": English words WordNet lacks
MODERN_WORDS = frozenset(_WORLD["modern_words"])  # English words newer than WordNet ("crypto"): no names
# plurals no rule of inflection makes
IRREGULAR_PLURALS = frozenset("""children brethren mice lice geese feet teeth oxen dice people women men
criteria phenomena data media alumni cacti fungi nuclei stimuli syllabi theses analyses crises diagnoses""".split())
# word → the modifiers that exclude it before the same noun ("existing" → new), hyphens dropped as the question's words
MODIFIER_CONTRASTS: dict[str, frozenset[str]] = {}
for _group in _WORLD["modifier_contrasts"]["groups"]:
    _plain_group = frozenset(w.replace("-", "") for w in _group)
    for _word in _plain_group:
        MODIFIER_CONTRASTS[_word] = MODIFIER_CONTRASTS.get(_word, frozenset()) | (_plain_group - {_word})
# one place's adjective against another's before the same noun ("Norwegian crews" / "Polish crews"); the adjective
# is the word after the place in its group (not "poles", "turks": nouns)
_PEOPLES = frozenset(g[1] for g in DEMONYMS)
for _word in _PEOPLES:
    MODIFIER_CONTRASTS[_word] = MODIFIER_CONTRASTS.get(_word, frozenset()) | (_PEOPLES - {_word})
# word → the other members of its closed class ("north" → south, east, west …): words that exclude it
CONTRASTS: dict[str, frozenset[str]] = {}
for _group in _WORLD["contrasts"]:
    for _word in _group:
        CONTRASTS[_word] = CONTRASTS.get(_word, frozenset()) | (frozenset(_group) - {_word})
