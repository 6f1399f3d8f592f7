"""Our own card art: SVG deck generators (Qt-free) and a contact-sheet tool.

``python -m kortbord.art.deckgen`` writes every deck to ``assets/cards/``;
``python -m kortbord.art.contact_sheet DECK.svg OUT.png`` shows a deck at once.
"""

from kortbord.art.ids import BACK_IDS, DECKS, FRENCH_IDS, JOKER_IDS, UNO_IDS, element_id

__all__ = ["BACK_IDS", "DECKS", "FRENCH_IDS", "JOKER_IDS", "UNO_IDS", "element_id"]
