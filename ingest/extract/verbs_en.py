"""English verb tables for the event rules: irregular pasts, participles and status verbs."""

from __future__ import annotations

from graph.model import EventStatus

IRREGULAR_PAST: dict[str, str] = {
    "went": "go", "gone": "go", "ran": "run", "took": "take", "taken": "take", "made": "make",
    "got": "get", "gotten": "get", "had": "have", "did": "do", "done": "do", "saw": "see",
    "seen": "see", "bought": "buy", "brought": "bring", "came": "come", "met": "meet",
    "began": "begin", "begun": "begin", "found": "find", "gave": "give", "given": "give",
    "left": "leave", "lost": "lose", "read": "read", "wrote": "write", "written": "write",
    "drew": "draw", "drawn": "draw", "sang": "sing", "sung": "sing", "swam": "swim",
    "flew": "fly", "flown": "fly", "drove": "drive", "driven": "drive", "rode": "ride",
    "ate": "eat", "eaten": "eat", "drank": "drink", "fell": "fall", "fallen": "fall",
    "broke": "break", "broken": "break", "built": "build", "caught": "catch", "won": "win",
    "sold": "sell", "sent": "send", "spent": "spend", "taught": "teach", "told": "tell",
    "threw": "throw", "held": "hold", "kept": "keep", "paid": "pay", "put": "put",
    "set": "set", "hurt": "hurt", "cut": "cut", "quit": "quit", "hit": "hit", "lent": "lend",
    "sat": "sit", "stood": "stand", "slept": "sleep", "woke": "wake", "wore": "wear",
    "chose": "choose", "chosen": "choose", "forgot": "forget", "became": "become",
    "fought": "fight", "heard": "hear", "led": "lead", "felt": "feel", "thought": "think",
    "knew": "know", "said": "say", "grew": "grow", "grown": "grow", "shot": "shoot",
    "spoke": "speak", "spoken": "speak", "stole": "steal", "stolen": "steal", "tore": "tear",
    "understood": "understand", "moved": "move", "loved": "love", "liked": "like",
}  # fmt: skip

ADVERBS = frozenset(
    "just finally also really recently actually even already all both then still totally "
    "officially eventually once first again ever kinda kind of sort literally somehow "
    "luckily thankfully unfortunately sadly happily proudly quickly secretly only".split()
)
PARTICLES = frozenset("up out off on in over back away down around along together".split())
PREPOSITIONS = frozenset("to for at with into on in about from by of".split())
# Saying and thinking report no event of their own.
MENTAL = frozenset(
    "think feel know love like want hope mean wonder figure guess realize realise remember "
    "believe say wish need seem agree appreciate understand love enjoy prefer hate "
    "bet imagine suppose expect admit forget be".split()
)
NOT_VERBS_ED = frozenset(
    "excited interested tired bored scared worried stressed pleased thrilled amazed "
    "surprised inspired motivated overwhelmed blessed exhausted relieved confused "
    "devoted dedicated determined impressed touched moved grounded attached related "
    "based red bed need seed feed speed used wed indeed shed hundred sacred naked "
    "wicked".split()
)
HYPOTHETICAL = frozenset(
    "if unless would could should might may maybe perhaps wish imagine suppose hypothetically "
    "wanna whether".split()
)
NEGATIONS = frozenset("not never didn't didnt don't dont haven't havent hasn't wasn't no".split())

# Verb forms that carry a status whatever the subject is ("my laptop broke again").
STATUS_WORDS: dict[str, tuple[str, EventStatus]] = {
    "broke down": ("break down", EventStatus.OPEN), "broken down": ("break down", EventStatus.OPEN),
    "broke": ("break", EventStatus.OPEN), "broken": ("break", EventStatus.OPEN),
    "crashed": ("crash", EventStatus.OPEN), "failed": ("fail", EventStatus.OPEN),
    "stopped working": ("stop working", EventStatus.OPEN),
    "doesn't work": ("stop working", EventStatus.OPEN),
    "isn't working": ("stop working", EventStatus.OPEN),
    "not working": ("stop working", EventStatus.OPEN),
    "went down": ("go down", EventStatus.OPEN), "leaking": ("leak", EventStatus.OPEN),
    "stolen": ("be stolen", EventStatus.OPEN), "complained": ("complain", EventStatus.OPEN),
    "filed a complaint": ("complain", EventStatus.OPEN),
    "opened a ticket": ("open ticket", EventStatus.OPEN),
    "escalated": ("escalate", EventStatus.OPEN), "delayed": ("delay", EventStatus.OPEN),
    "fixed": ("fix", EventStatus.RESOLVED), "repaired": ("repair", EventStatus.RESOLVED),
    "resolved": ("resolve", EventStatus.RESOLVED), "solved": ("solve", EventStatus.RESOLVED),
    "sorted out": ("sort out", EventStatus.RESOLVED),
    "works again": ("work again", EventStatus.RESOLVED),
    "working again": ("work again", EventStatus.RESOLVED),
    "refunded": ("refund", EventStatus.RESOLVED), "recovered": ("recover", EventStatus.RESOLVED),
    "replaced": ("replace", EventStatus.RESOLVED), "patched": ("patch", EventStatus.RESOLVED),
    "restored": ("restore", EventStatus.RESOLVED), "closed": ("close", EventStatus.RESOLVED),
    "cancelled": ("cancel", EventStatus.CANCELLED), "canceled": ("cancel", EventStatus.CANCELLED),
    "called off": ("call off", EventStatus.CANCELLED),
    "postponed": ("postpone", EventStatus.CANCELLED),
    # States that befall someone at a time: a late flight, an illness, running out of a thing.
    "was late": ("be late", EventStatus.OPEN), "were late": ("be late", EventStatus.OPEN),
    "hours late": ("be late", EventStatus.OPEN), "minutes late": ("be late", EventStatus.OPEN),
    "days late": ("be late", EventStatus.OPEN), "running late": ("be late", EventStatus.OPEN),
    "got stuck": ("get stuck", EventStatus.OPEN), "is stuck": ("get stuck", EventStatus.OPEN),
    "was stuck": ("get stuck", EventStatus.OPEN), "been stuck": ("get stuck", EventStatus.OPEN),
    "got sick": ("get sick", EventStatus.OPEN), "was sick": ("get sick", EventStatus.OPEN),
    "were sick": ("get sick", EventStatus.OPEN), "fell ill": ("get sick", EventStatus.OPEN),
    "got ill": ("get sick", EventStatus.OPEN), "was ill": ("get sick", EventStatus.OPEN),
    "ran out": ("run out", EventStatus.OPEN), "ran out of": ("run out of", EventStatus.OPEN),
    "run out of": ("run out of", EventStatus.OPEN),
    "was out of": ("run out of", EventStatus.OPEN), "were out of": ("run out of", EventStatus.OPEN),
    "flooded": ("flood", EventStatus.OPEN), "leaked": ("leak", EventStatus.OPEN),
    "shattered": ("shatter", EventStatus.OPEN), "cracked": ("crack", EventStatus.OPEN),
    "died": ("die", EventStatus.OPEN), "stopped": ("stop", EventStatus.OPEN),
}  # fmt: skip

_DOUBLED_KEEP = ("ll", "ss", "zz", "ff")
_NEEDS_E = ("v", "c", "z", "us", "ur", "dg", "iz", "at", "ak", "ik", "uid", "bl", "pl", "tl", "g")


def lemma(word: str) -> str:
    """The base form of an English past or participle, by table or by the -ed rules."""
    word = word.lower()
    if word in IRREGULAR_PAST:
        return IRREGULAR_PAST[word]
    if word.endswith("ied") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("ed") and len(word) > 4:
        stem = word[:-2]
        if stem[-1] == stem[-2] and stem[-2:] not in _DOUBLED_KEEP:
            return stem[:-1]
        if stem.endswith(_NEEDS_E) and not stem.endswith(("eat", "oat", "ag")):
            return stem + "e"
        return stem
    if word.endswith("ing") and len(word) > 4:
        stem = word[:-3]
        if stem[-1] == stem[-2] and stem[-2:] not in _DOUBLED_KEEP:
            return stem[:-1]
        if stem.endswith(_NEEDS_E) and not stem.endswith(("eat", "oat", "ag", "ng")):
            return stem + "e"
        return stem
    return word


def is_past(word: str) -> bool:
    word = word.lower()
    if word in IRREGULAR_PAST:
        return True
    return word.endswith("ed") and len(word) > 3 and word not in NOT_VERBS_ED
