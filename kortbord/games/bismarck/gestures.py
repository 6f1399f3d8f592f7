"""Bismarck's table hooks (see ``kortbord.table.gestures``).

``PLAYED_CARDS``: the human may open a list of the cards played so far in the
deal (Table interaction, "Played-cards view"); forehand's discards appear as
unknown cards to the others (named only when ``reveal_discards`` names them).
"""
PLAYED_CARDS = True
