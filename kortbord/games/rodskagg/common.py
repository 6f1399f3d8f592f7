"""Rödskägg's vocabulary: bid levels, move verbs, phases and mistakes (spec: rodskagg.md)."""
from __future__ import annotations

from enum import Enum
from typing import Sequence

from kortbord.engine.cards import SUITS, Card
from kortbord.engine.kit.bidding import AuctionRules
from kortbord.engine.kit.tricks import TrickRules

LEVELS = ("0", "1", "2", "3", "4", "5", "6", "rodskagg")
REDBEARD = "rodskagg"
COURT = frozenset("AKQJ")
HAND = 6
START = 12
QUESTION_AFTER = 4
MAX_ROUNDS = 200
RULES = TrickRules()

KNOCK, LOOK, EXCHANGE, KEEP = "knock", "look", "exchange", "keep"
BID, PASS, ASK, JOIN, DROP, SAY, POINT = "bid", "pass", "ask", "join", "drop", "say", "point"
ONE, ZERO = "one", "zero"
#: Row kinds of the history.
PLAYED, THROWN_IN, DECIDED = 0, 1, 2
#: Penalty reasons (indices into ``texts.REASONS``) beyond the four faults.
FAILED_BID, LONE_JOINER = 4, 5


class Phase(str, Enum):
    KNOCK = "knock"          # D2: the hands lie face down until the dealer knocks
    EXCHANGE = "exchange"    # D3, D4
    BID = "bid"              # R1-R3
    PLAY = "play"            # R4-R9, the question point after trick 4 included
    JOIN = "join"            # R7: players without a trick answer the question
    DECIDE = "decide"        # S7: deciding round
    OVER = "over"


class Question(str, Enum):
    OPEN = "open"
    ASKED = "asked"
    FORGOTTEN = "forgotten"


class Fault(str, Enum):
    """Mistakes another player may point out (R12); order = ``texts.REASONS``."""
    LOOKED = "looked"
    SILENT_ONE = "silent_one"
    SILENT_ZERO = "silent_zero"
    NO_QUESTION = "no_question"


FAULTS = tuple(Fault)
AUCTION = {rule: AuctionRules(LEVELS, may_pass=True, must_raise=True, last_must_bid=rule == "dealer_bids")
           for rule in ("dealer_bids", "redeal")}


#: Every A, K, Q and J (``COURT.isdisjoint(hand)``: a hand that may be exchanged).
COURT_CARDS = frozenset(Card(r, s) for r in COURT for s in SUITS)


def court_card(hand: Sequence[Card]) -> Card | None:
    """The first A, K, Q or J of ``hand`` (A4), or None."""
    return next((c for c in hand if c.rank in COURT), None)
