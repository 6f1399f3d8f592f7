"""A guard against large slowdowns of whole random actions in the trick games, Casino, the
shedding games and the rummies (issue 9).

``test_speed_guard`` times legal-move generation; this one times what the
engine benchmark counts: a fixed seeded playout (a random actor, a random
legal move, ``apply``; a new game when one ends) replayed from cloned starts,
against a cheap reference operation (sorting a deck), best of several rounds:
a regression of about three times fails, the noise of a busy machine does not.
"""
from __future__ import annotations

import random

import pytest

from kortbord.engine.cards import french_deck, sort_key
from kortbord.engine.moves import Move
from kortbord.engine.registry import game_info
from kortbord.engine.state import GameState

from test_speed_guard import best_time

#: Most that ``ACTIONS`` actions may cost, in reference operations (one sort of a
#: shuffled deck), by (game, players): about three times the ratios measured when
#: they were set (whist 53, spar_dame 48/43, ruder_syv 68/35, bismarck 52,
#: tribello 55, rodskagg 62/60 (session 9, main in the same minute 75/75; session 8: 75/77,
#: main 83/86, and in that minute whist 53, ruder_syv 70/38); session 6: whist 56,
#: ruder_syv 78/40, rodskagg 91/92; before session 6's speed-up, in the same minute: 62,
#: 55/48, 86/49, 58, 61, 122/128; before issue 9: 80, 71/70, 118/72, 74, 76, 148/153).
#: Casino 282/286 (2 and 4 players); session 9: 303/306 (main in the same minute 293/300:
#: its remembered moves all hit in a replay, while random play, which no longer pays for
#: them, runs 1.35 times faster), so the limit stays. The shedding games (session 7,
#: after / before in the same minute): olsen 28/28 (43/42), uno 35 (44), snyd 30 (37),
#: gris 43 (49), gammel_jomfru 30 (35). The rummies (session 8, after / before in the
#: same minute): rummy 47/53 (75/74, 4 and 2 players), uden_navn 54/52 (92/86, 4 and 3).
#: Session 9 (branch / main in the same minute): rummy 52/60 (45/51): the replay meets
#: the same hands again, which main's per-hand memo of direct melds (dropped: random play
#: met a hand again once in a hundred) answered; uden_navn 51/50 (54/52).
LIMITS: dict[tuple[str, int], float] = {
    ("whist", 4): 160,
    ("spar_dame", 3): 145,
    ("spar_dame", 6): 130,
    ("ruder_syv", 2): 205,
    ("ruder_syv", 10): 105,
    ("bismarck", 3): 155,
    ("tribello", 3): 165,
    ("rodskagg", 3): 185,
    ("rodskagg", 7): 180,
    ("casino", 2): 850,
    ("casino", 4): 850,
    ("olsen", 4): 85,
    ("olsen", 2): 85,
    ("uno", 4): 105,
    ("snyd", 4): 90,
    ("gris", 5): 130,
    ("gammel_jomfru", 4): 90,
    ("rummy", 4): 145,
    ("rummy", 2): 160,
    ("uden_navn", 4): 155,
    ("uden_navn", 3): 150,
}
ACTIONS = 200


def playout(game_id: str, players: int) -> list[tuple[GameState, list[Move]]]:
    """``ACTIONS`` moves of seeded random play as (start state, its moves) per game played."""
    info = game_info(game_id)
    options = info.options.resolve({})
    pick = random.Random(3)
    games: list[tuple[GameState, list[Move]]] = []
    state = info.new_game(players, options, seed=3)
    for _ in range(ACTIONS):
        if not games or state.is_over():
            if games:
                state = info.new_game(players, options, seed=3 + len(games))
            games.append((state.clone(), []))
        move = pick.choice(state.legal_moves(pick.choice(state.actors())))
        games[-1][1].append(move)
        state.apply(move)
    return games


@pytest.mark.parametrize(("game_id", "players"), list(LIMITS))
def test_random_actions_stay_fast(game_id: str, players: int) -> None:
    games = playout(game_id, players)
    deck = french_deck()
    random.Random(1).shuffle(deck)

    def replay() -> None:
        for start, moves in games:
            state = start.clone()
            for move in moves:
                state.actors()
                state.legal_moves(move.seat)
                state.apply(move)

    def reference() -> None:
        sorted(deck, key=sort_key)

    replay()                        # warm up lazily made tables
    ratio = best_time(replay) / best_time(reference)
    assert ratio < LIMITS[game_id, players], f"{game_id}/{players}: {ACTIONS} actions cost {ratio:.1f} sorts"
