"""UNO scoring: card values, teams (A11) and the score sheet (S1-S3)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.cards import Card
from ...engine.messages import SeatRef, SuitRef
from ...engine.score import ROUND, ScoreRow, ScoreSheet
from .tables import ACTIONS, HANDS, WILDS, Phase
from .texts import ROW, STATUS, STATUS_LIMIT, CLOCKWISE, COUNTER

if TYPE_CHECKING:
    from .rules import State


def card_points(card: Card) -> int:
    """Card values for scoring: numbers their face, actions 20, wilds 50."""
    rank = card.rank
    return 50 if rank in WILDS else 20 if rank in ACTIONS else int(rank)


def team_count(players: int, teams: str) -> int:
    """A11: the number of teams (0: everyone for himself); pairs need an even count,
    teams 3-5 members each and at least two teams."""
    if teams == "pairs" and players >= 4 and players % 2 == 0:
        return players // 2
    if teams == "teams":
        for count in range(2, players // 3 + 1):
            if players % count == 0 and 3 <= players // count <= 5:
                return count
    return 0


def round_row(state: State, seat: int) -> list[int]:
    """The round's points per column when ``seat`` went out: the winner's side takes the
    others' card values (S1, a partner's cards unscored: S3) or each counts his own (S2)."""
    values = [sum(card_points(c) for s in team for c in state.zones[HANDS[s]]) for team in state.teams]
    win_team = state.team_of[seat]
    values[win_team] = 0
    if state.elimination:
        return values
    row = [0] * len(state.teams)
    row[win_team] = sum(values)
    return row


def score_sheet(state: State) -> ScoreSheet:
    """S1-S3: the rounds, the totals per seat or team, the winners and the status line."""
    finished = state.phase is Phase.OVER
    target = int(state.options["target"])
    rows = tuple(ScoreRow(ROW(n=i + 1, player=SeatRef(w)), tuple(r), ROUND(n=i + 1))
                 for i, (r, w) in enumerate(zip(state.rounds, state.won)))
    winners: tuple[int, ...] = ()
    if finished and state.winner is not None:
        winners = state.teams[state.team_of[state.winner]]
    status = (STATUS_LIMIT if state.elimination else STATUS)(
        n=len(state.rounds) + (not finished), target=target, colour=SuitRef(state.colour or "R"),
        direction=(CLOCKWISE if state.step == 1 else COUNTER)())
    return ScoreSheet(state.players, rows, tuple(state.scores), winners=winners, finished=finished,
                      lower_is_better=state.elimination, target=target,
                      teams=state.teams if len(state.teams) < state.players else (), status=status)
