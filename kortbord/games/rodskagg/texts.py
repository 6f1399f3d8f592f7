"""The messages of Rödskägg (context ``rodskagg``), keys citing the spec rules."""
from kortbord.engine.messages import QT_TRANSLATE_NOOP, Catalog

_ = Catalog("rodskagg")

# --- refusals --------------------------------------------------------------
MUST_FOLLOW = _("R5.must_follow", QT_TRANSLATE_NOOP("rodskagg", "You must follow suit: you hold {suit}"))
WAIT_KNOCK = _("D2.wait_knock", QT_TRANSLATE_NOOP("rodskagg", "Wait for the dealer's knock"))
ONLY_DEALER = _("D2.only_dealer", QT_TRANSLATE_NOOP("rodskagg", "Only the dealer knocks for the deal"))
ALREADY_LOOKED = _("D2.already_seen", QT_TRANSLATE_NOOP("rodskagg", "Your cards are already face up"))
HAS_COURT = _("D3.has_court", QT_TRANSLATE_NOOP("rodskagg", "You hold a court card ({card})"))
FINAL_HAND = _("D4.final", QT_TRANSLATE_NOOP("rodskagg", "Your new hand is final: the stock ran out"))
WAIT_FOR = _("D3.wait_for", QT_TRANSLATE_NOOP("rodskagg", "Wait: {seat} decides"))
NO_EXCHANGE = _("D3.no_exchange", QT_TRANSLATE_NOOP("rodskagg", "Hands are exchanged only before the bidding"))
BID_HIGHER = _("R1.bid_higher", QT_TRANSLATE_NOOP("rodskagg", "Bid higher than {bid} or pass"))
DEALER_BIDS = _("R2.dealer_bids", QT_TRANSLATE_NOOP(
    "rodskagg", "Everybody else passed: the dealer must bid"))
BID_LEVELS = _("R1.levels", QT_TRANSLATE_NOOP("rodskagg", "Bid 0 to 6 tricks or Rödskägg, or pass"))
NO_BIDDING = _("R1.no_bidding", QT_TRANSLATE_NOOP("rodskagg", "There is no bidding now"))
BID_FIRST = _("R1.bid_first", QT_TRANSLATE_NOOP("rodskagg", "The bidding comes first"))
ONLY_LEADER = _("R7.only_leader", QT_TRANSLATE_NOOP("rodskagg", "Only the player who has the game asks"))
ASK_AFTER_FOUR = _("R7.after_four", QT_TRANSLATE_NOOP(
    "rodskagg", "The question comes after trick 4, before the next lead"))
ALREADY_IN = _("R7.already_in", QT_TRANSLATE_NOOP("rodskagg", "You have won a trick: you play on"))
ANSWERS_FIRST = _("R7.answers_first", QT_TRANSLATE_NOOP("rodskagg", "Wait for the answers to the question"))
NO_QUESTION = _("R7.no_question", QT_TRANSLATE_NOOP("rodskagg", "Nobody asked you"))
DROPPED_OUT = _("R7.dropped_out", QT_TRANSLATE_NOOP("rodskagg", "You have dropped out of this round"))
OUT_OF_GAME = _("R13.out", QT_TRANSLATE_NOOP("rodskagg", "You are out of the game"))
NOT_DUE = _("R10.not_due", QT_TRANSLATE_NOOP("rodskagg", "There is nothing to announce"))
NOTHING = _("R12.nothing", QT_TRANSLATE_NOOP("rodskagg", "Nothing to point out"))
TOO_LATE = _("R12.too_late", QT_TRANSLATE_NOOP("rodskagg", "Too late"))
NO_RITUALS = _("A11.no_rituals", QT_TRANSLATE_NOOP("rodskagg", "This game is played without rituals"))
NOT_NOW = _("R1.not_now", QT_TRANSLATE_NOOP("rodskagg", "That is not possible now"))

# --- descriptions (menus, buttons, game log) ---------------------------------
D_KNOCK = _("D2.describe_knock", QT_TRANSLATE_NOOP("rodskagg", "Knacka"))
D_LOOK = _("D2.describe_look", QT_TRANSLATE_NOOP("rodskagg", "Look at your cards"))
D_EXCHANGE = _("D3.describe_exchange", QT_TRANSLATE_NOOP("rodskagg", "Nya kort"))
D_KEEP = _("D3.describe_keep", QT_TRANSLATE_NOOP("rodskagg", "Behåll"))
D_BID = _("R1.describe_bid", QT_TRANSLATE_NOOP("rodskagg", "Bid {bid}"))
D_PASS = _("R1.describe_pass", QT_TRANSLATE_NOOP("rodskagg", "Smyg (pass)"))
D_ASK = _("R7.describe_ask", QT_TRANSLATE_NOOP("rodskagg", "Följer ni med?"))
D_JOIN = _("R7.describe_join", QT_TRANSLATE_NOOP("rodskagg", "Gå med"))
D_DROP = _("R7.describe_drop", QT_TRANSLATE_NOOP("rodskagg", "Lägg dig"))
D_PLAY = _("R5.describe_play", QT_TRANSLATE_NOOP("rodskagg", "Play {card}"))
D_ONE = _("R10.describe_one", QT_TRANSLATE_NOOP("rodskagg", "Ett kvar!"))
D_ZERO = _("R10.describe_zero", QT_TRANSLATE_NOOP("rodskagg", "Noll!"))
D_POINT = _("R12.describe_point", QT_TRANSLATE_NOOP("rodskagg", "Knacka i bordet"))
RODSKAGG = _("R1.rodskagg", QT_TRANSLATE_NOOP("rodskagg", "Rödskägg"))

# --- news --------------------------------------------------------------------
KNOCKS = _("D2.knocks", QT_TRANSLATE_NOOP("rodskagg", "{seat}: Knack för kort och felgiv"))
LOOKS = _("D2.looks", QT_TRANSLATE_NOOP("rodskagg", "{seat} turns up his cards"))
EXCHANGES = _("D3.exchanges", QT_TRANSLATE_NOOP("rodskagg", "{seat} takes new cards"))
KEEPS = _("D3.keeps", QT_TRANSLATE_NOOP("rodskagg", "{seat} keeps his cards"))
RESHUFFLE = _("D4.reshuffle", QT_TRANSLATE_NOOP("rodskagg", "The stock ran out: the cards are shuffled again"))
BIDS = _("R1.bids", QT_TRANSLATE_NOOP("rodskagg", "{seat} bids {bid}"))
PASSES = _("R1.passes", QT_TRANSLATE_NOOP("rodskagg", "{seat}: smyger"))
HAS_GAME = _("R3.has_game", QT_TRANSLATE_NOOP("rodskagg", "{seat} has the game with {bid}"))
THROWN_IN = _("A2.thrown_in", QT_TRANSLATE_NOOP("rodskagg", "Everybody passed: the cards are thrown in"))
ASKS = _("R7.asks", QT_TRANSLATE_NOOP("rodskagg", "{seat}: Följer ni med?"))
JOINS = _("R7.joins", QT_TRANSLATE_NOOP("rodskagg", "{seat} goes along"))
DROPS = _("R7.drops", QT_TRANSLATE_NOOP("rodskagg", "{seat} drops"))
TAKES_REST = _("A13.takes_rest", QT_TRANSLATE_NOOP("rodskagg", "Everybody dropped: {seat} takes tricks 5 and 6"))
FORGOTTEN = _("R9.forgotten", QT_TRANSLATE_NOOP("rodskagg", "{seat} did not ask: everybody plays on"))
SAYS_ONE = _("R10.says_one", QT_TRANSLATE_NOOP("rodskagg", "{seat}: Ett kvar!"))
SAYS_ZERO = _("R10.says_zero", QT_TRANSLATE_NOOP("rodskagg", "{seat}: Noll!"))
PENALTY = _("R12.penalty", QT_TRANSLATE_NOOP("rodskagg", "+{points} to {seat}: {reason}"))
REDBEARD_FAILED = _("R13.failed", QT_TRANSLATE_NOOP("rodskagg", "Rödskägg failed: {seat} is out of the game"))
REDBEARD_MADE = _("R13.made", QT_TRANSLATE_NOOP("rodskagg", "{seat} made Rödskägg!"))
DECIDING = _("S7.deciding", QT_TRANSLATE_NOOP("rodskagg", "Deciding round between {seats}"))
THANKS = _("S8.thanks", QT_TRANSLATE_NOOP("rodskagg", "{seat} reaches 0: tack för hjälpen!"))

# --- penalty reasons ---------------------------------------------------------
REASONS = (
    _("D2.looked_early", QT_TRANSLATE_NOOP("rodskagg", "looked at his cards before the knock")),
    _("R10.silent_one", QT_TRANSLATE_NOOP("rodskagg", "did not say 'ett kvar'")),
    _("R10.silent_zero", QT_TRANSLATE_NOOP("rodskagg", "did not say 'noll'")),
    _("R9.no_question", QT_TRANSLATE_NOOP("rodskagg", "did not ask 'Följer ni med?'")),
    _("S2.failed_bid", QT_TRANSLATE_NOOP("rodskagg", "took fewer tricks than he bid")),
    _("S3.no_trick", QT_TRANSLATE_NOOP("rodskagg", "went along and won no trick")),
)

# --- score sheet and status --------------------------------------------------
ROW_START = _("S0.start", QT_TRANSLATE_NOOP("rodskagg", "Start"))
ROW = _("S4.row", QT_TRANSLATE_NOOP("rodskagg", "Round {round}: {seat} bid {bid}, took {tricks}"))
ROW_THROWN = _("A2.row", QT_TRANSLATE_NOOP("rodskagg", "Round {round}: thrown in"))
ROW_DECIDING = _("S7.row", QT_TRANSLATE_NOOP("rodskagg", "Round {round}: deciding round, {seat} took most"))
ROW_TIED = _("S7.row_tied", QT_TRANSLATE_NOOP("rodskagg", "Round {round}: deciding round tied"))
ROW_NOW = _("S4.row_now", QT_TRANSLATE_NOOP("rodskagg", "Round {round} (in play)"))
ST_KNOCK = _("D2.status", QT_TRANSLATE_NOOP("rodskagg", "Round {round}: {seat} deals"))
ST_EXCHANGE = _("D3.status", QT_TRANSLATE_NOOP("rodskagg", "Round {round}: new cards for hands without court cards"))
ST_BID = _("R1.status", QT_TRANSLATE_NOOP("rodskagg", "Round {round}: bidding"))
ST_PLAY = _("R4.status", QT_TRANSLATE_NOOP("rodskagg", "Round {round}: {seat} bid {bid}, has {tricks}"))
ST_DECIDE = _("S7.status", QT_TRANSLATE_NOOP("rodskagg", "Deciding round"))
WON = _("S5.won", QT_TRANSLATE_NOOP("rodskagg", "{seat} wins"))
SHARED = _("K1.shared", QT_TRANSLATE_NOOP("rodskagg", "Round limit reached: shared win of {seats}"))
