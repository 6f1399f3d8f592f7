"""Rummy's strong level: its samples rebuilt from the View, and the search's choice."""
from __future__ import annotations

from collections import Counter

from kortbord.ai.montecarlo import Budget
from kortbord.engine.cards import Card
from kortbord.engine.rng import Rng
from kortbord.games.rummy import ai, search
from kortbord.games.rummy.rules import State, new_game

A, B = 0, 1


def watched(state: State, player: search.SearchPlayer, *texts: str) -> None:
    """Play ``texts``; seat A looks at the table after each (as the app lets it)."""
    player.recall.watch(state.view(A))
    for text in texts:
        state.apply(state.parse_move(text))
        player.recall.watch(state.view(A))


def took_two_kings() -> tuple[State, search.SearchPlayer]:
    """B took KH and KD from the pile (A saw both) and holds one more card; A, after its
    draw, holds KS as its dearest loose card."""
    s = State.from_notation(
        "rummy 2p | dealer=0 turn=1 phase=draw | stock: 2S 4D 7C 8D | discard: 2C KH | "
        "meld/0/0: 4H 5H 6H | hand/0: KD 3C 9D KS 7S | hand/1: 5C QC 8S")
    assert isinstance(s, State)
    player = search.SearchPlayer(ai.RummyPlayer("strong", 3), lambda seat: ai.RummyPlayer("normal", 3 + seat),
                                 3, Budget(samples=60, seconds=60.0))       # by samples: load-proof
    watched(s, player, "1 take", "1 discard QC", "0 draw", "0 discard KD", "1 take", "1 discard 8S", "0 draw")
    return s, player


def test_samples_keep_every_card_once_and_the_seen_cards_where_they_are() -> None:
    state = new_game(3, {}, seed=5, dealer=2)
    seats = [ai.make_player("normal", seed=s) for s in range(3)]
    player = ai.make_player("strong", seed=1)
    assert isinstance(player, search.SearchPlayer)
    took = False
    while not (took and state.to_move() == A):            # until an opponent took a discard
        player.recall.watch(state.view(A))
        seat = state.to_move()
        assert seat is not None and not state.rounds
        move = seats[seat].choose(state.view(seat), state.legal_moves(seat))
        took |= seat != A and move.verb == "take"
        state.apply(move)
    view = state.view(A)
    player.recall.watch(view)
    recalled = {slot.uid: player.recall.seen[slot.uid] for slots in view.zones.values() for slot in slots
                if slot.card is None and slot.uid in player.recall.seen}
    rng = Rng(9)
    hands = set()
    for _ in range(30):
        sample = search.sample(view, player.recall, rng)
        assert Counter(sample.all_cards()) == Counter(state.all_cards())     # each card once
        mine = sample.view(A)
        assert mine.public == view.public
        for zone, slots in view.zones.items():
            cards = sample.zones[zone]
            assert len(cards) == len(slots)
            for slot, card in zip(slots, cards):
                assert slot.card is None or slot.card == card                 # seen: untouched
                assert slot.uid not in recalled or recalled[slot.uid] == card # recalled: there
        hands.add(tuple(sample.zones["hand/1"]))
    assert len(hands) > 1                                  # the unseen cards are dealt at random


def test_a_sample_puts_the_discards_an_opponent_took_in_his_hand() -> None:
    s, player = took_two_kings()
    view = s.view(A)
    for seed in range(10):
        hand = search.sample(view, player.recall, Rng(seed)).zones["hand/1"]
        assert Card.parse("KH") in hand and Card.parse("KD") in hand and len(hand) == 3


def test_the_search_keeps_the_king_the_heuristics_would_feed() -> None:
    s, player = took_two_kings()
    legal = s.legal_moves(A)
    king = s.parse_move("0 discard KS")
    assert ai.make_player("normal").choose(s.view(A), legal) == king
    assert ai.RummyPlayer("strong", seed=3).choose(s.view(A), legal) == king
    chosen = player.choose(s.view(A), legal)
    assert chosen.verb == "discard" and chosen != king
    stats = player.search.stats
    assert stats.candidates >= 2 and stats.means[0] == min(stats.means)      # KS: B closes at once
    assert stats.means[0] < max(stats.means)


def test_single_choices_and_melds_stay_with_the_heuristic() -> None:
    s = State.from_notation("rummy 2p | dealer=1 turn=0 phase=play | stock: 2S 3S 4S 5S | discard: 2C | "
                            "hand/0: 7H 7C 7D 2D | hand/1: 7S KC 9D QH")
    assert isinstance(s, State)
    player = ai.make_player("strong", seed=1)
    assert isinstance(player, search.SearchPlayer)
    move = player.choose(s.view(A), s.legal_moves(A))
    assert move.verb == "meld" and player.search.stats.samples == 0


def test_a_rollout_cut_short_is_scored_by_the_cards_held() -> None:
    s = State.from_notation("rummy 2p | dealer=1 turn=0 phase=draw | stock: 2S 3S 4S 5S | discard: 2C | "
                            "hand/0: 7H 7C | hand/1: 7S KC 9D QH 3D")
    assert isinstance(s, State)
    assert search.evaluate(s, s, A) == 0.5 + 3 * search.PER_CARD          # three cards fewer: ahead
    assert search.evaluate(s, s, B) == 0.5 - 3 * search.PER_CARD
    assert not search.hand_over(s, s)
