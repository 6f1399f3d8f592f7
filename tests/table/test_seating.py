"""Seats follow the game: a game that re-seats the players moves their names too."""
from __future__ import annotations

from typing import Any

from kortbord.engine import game_info


def test_players_sit_where_the_partner_draw_put_them(qtbot: Any) -> None:
    """Whist A9: the draw re-seats the players; names (and computer levels) follow them."""
    from kortbord.table.controller import GameController, seated
    from kortbord.table.seating import SeatConfig
    from kortbord.table.view import TableView

    state = game_info("whist").new_game(4, {}, seed=1)
    assert state.public()["seating"] == [0, 2, 1, 3]
    configs = [SeatConfig("Anna", False), SeatConfig("Bo", True, "normal"),
               SeatConfig("Carla", True, "strong"), SeatConfig("Dennis", True)]
    assert [c.name for c in seated(state, configs)] == ["Anna", "Carla", "Bo", "Dennis"]
    view = TableView()
    qtbot.addWidget(view)
    controller = GameController(view, state, configs)
    assert controller.seat_names == {0: "Anna", 1: "Carla", 2: "Bo", 3: "Dennis"}
    assert controller.seats[1].level == "strong"
    controller.stop()
