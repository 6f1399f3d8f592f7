"""Element ids of the generated decks (KDE card-deck convention) and the
mapping from the engine's card text form to them."""

from __future__ import annotations

SUIT_NAMES = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}
RANK_NAMES = {"A": "1", "T": "10", "J": "jack", "Q": "queen", "K": "king",
              **{str(n): str(n) for n in range(2, 10)}}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")
JOKER_IDS = ("red_joker", "black_joker", "third_joker")
BACK_IDS = ("back", "back_blue", "back_green")

FRENCH_IDS: tuple[str, ...] = tuple(
    f"{RANK_NAMES[rank]}_{SUIT_NAMES[suit]}" for suit in "CDHS" for rank in RANKS
) + JOKER_IDS + BACK_IDS

UNO_COLOURS = {"R": "red", "G": "green", "B": "blue", "Y": "yellow"}
UNO_VALUES = {**{str(n): str(n) for n in range(10)}, "skip": "skip", "rev": "reverse",
              "draw2": "draw2"}
UNO_IDS: tuple[str, ...] = tuple(
    f"uno_{UNO_COLOURS[c]}_{v}" for c in "RGBY" for v in UNO_VALUES.values()
) + ("uno_wild", "uno_wild4", "uno_back")

DECKS: dict[str, str] = {
    "standard": "standard.svg",
    "standard-4colour": "standard-4colour.svg",
    "standard-large": "standard-large.svg",
    "standard-da": "standard-da.svg",
    "standard-sv": "standard-sv.svg",
    "uno": "uno.svg",
}


def element_id(rank: str, suit: str, copy: int = 0) -> str:
    """The element id for a card given in the engine's text form.

    >>> element_id("T", "D"), element_id("Q", "S"), element_id("JK", "", copy=2)
    ('10_diamond', 'queen_spade', 'third_joker')
    >>> element_id("JK", "", copy=4)  # a second pack's jokers repeat the designs
    'black_joker'
    >>> element_id("rev", "G"), element_id("wild4", "")
    ('uno_green_reverse', 'uno_wild4')
    """
    if rank == "JK":
        # Copies are numbered across packs; with more than three jokers the designs repeat.
        if copy < 0:
            raise ValueError(f"no joker copy {copy}")
        return JOKER_IDS[copy % len(JOKER_IDS)]
    if suit in SUIT_NAMES and rank in RANK_NAMES:
        return f"{RANK_NAMES[rank]}_{SUIT_NAMES[suit]}"
    if suit in UNO_COLOURS and rank in UNO_VALUES:
        return f"uno_{UNO_COLOURS[suit]}_{UNO_VALUES[rank]}"
    if suit == "" and rank in ("wild", "wild4"):
        return f"uno_{rank}"
    raise ValueError(f"no card element for rank {rank!r} and suit {suit!r}")
