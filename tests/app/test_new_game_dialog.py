"""The new-game dialog: widgets from the option schema, seats, presets, remembered choices."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox

from kortbord.app.new_game_dialog import NewGameDialog, remembered_choice
from kortbord.app.settings import Settings
from kortbord.engine import registry


def open_dialog(qtbot, settings: Settings, game: str | None = "toy") -> NewGameDialog:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(settings, None, game)
    qtbot.addWidget(dialog)
    return dialog


def test_option_widgets_follow_the_schema(qtbot, settings: Settings, toy: str) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, settings)
    assert dialog.game_id == "toy"
    widgets = dialog.option_widgets
    assert set(widgets) == {"hand_size", "any_card", "target"}
    assert isinstance(widgets["any_card"], QCheckBox) and not widgets["any_card"].isChecked()
    assert widgets["any_card"].text() == "Any card may be played"
    assert widgets["any_card"].toolTip() == "No need to match suit or rank"
    hand = widgets["hand_size"]
    assert isinstance(hand, QComboBox)
    assert [hand.itemText(i) for i in range(hand.count())] == ["3", "5"]
    target = widgets["target"]
    assert isinstance(target, QComboBox)
    assert [target.itemText(i) for i in range(target.count())] == ["one deal", "two deals"]
    assert dialog.options() == {"hand_size": 3, "any_card": False, "target": 1}
    assert (dialog.players.minimum(), dialog.players.maximum(), dialog.players.value()) == (2, 4, 3)


def test_game_list_comes_from_the_registry(qtbot, settings: Settings, toy: str) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, settings)
    ids = [dialog.game_box.itemData(i) for i in range(dialog.game_box.count())]
    assert ids == list(registry.GAME_IDS)
    assert dialog.game_box.itemText(ids.index("toy")) == "Toy"
    dialog.game_box.setCurrentIndex(ids.index("olsen"))
    info = registry.game_info("olsen")
    assert set(dialog.option_widgets) == {s.key for s in info.options.specs}
    assert (dialog.players.minimum(), dialog.players.maximum()) == (info.min_players, info.max_players)
    row = dialog.seat_rows[1]
    assert [row.level.itemData(i) for i in range(row.level.count())] == ["easy", "normal", "strong"]


def test_seats_show_as_many_rows_as_players(qtbot, settings: Settings, toy: str) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, settings)
    dialog.show()
    dialog.players.setValue(4)
    assert [r.name.isVisible() for r in dialog.seat_rows[:5]] == [True, True, True, True, False]
    dialog.players.setValue(2)
    assert [r.name.isVisible() for r in dialog.seat_rows[:3]] == [True, True, False]
    seats = dialog.choice().seats
    assert [(s.name, s.computer) for s in seats] == [("Anna", False), ("Bo", True)]
    assert not dialog.seat_rows[0].level.isEnabled() and dialog.seat_rows[1].level.isEnabled()


def test_presets_set_the_options(qtbot, settings: Settings, toy: str) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, settings)
    assert dialog.preset_box.currentText() == "Quick"       # the defaults equal the "Quick" preset
    long_index = dialog.preset_box.findData("Long")
    dialog.preset_box.setCurrentIndex(long_index)
    dialog.preset_box.activated.emit(long_index)
    assert dialog.options() == {"hand_size": 5, "any_card": False, "target": 2}
    checkbox = dialog.option_widgets["any_card"]
    assert isinstance(checkbox, QCheckBox)
    checkbox.setChecked(True)
    assert dialog.preset_box.currentData() == ""             # "Custom"


def test_choices_are_remembered(qtbot, settings: Settings, toy: str) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, settings)
    dialog.players.setValue(4)
    dialog.seat_rows[0].name.setText("Mormor")
    dialog.seat_rows[2].kind.setCurrentIndex(0)                 # a second human
    dialog.seat_rows[3].level.setCurrentIndex(dialog.seat_rows[3].level.findData("easy"))
    checkbox = dialog.option_widgets["any_card"]
    combo = dialog.option_widgets["target"]
    assert isinstance(checkbox, QCheckBox) and isinstance(combo, QComboBox)
    checkbox.setChecked(True)
    combo.setCurrentIndex(1)
    dialog.accept()

    again = open_dialog(qtbot, Settings(), None)               # a fresh QSettings reads the same store
    assert again.game_id == "toy" and again.players.value() == 4
    choice = again.choice()
    assert [(s.name, s.computer) for s in choice.seats] == [
        ("Mormor", False), ("Bo", True), ("Carla", False), ("Dennis", True)]
    assert choice.seats[3].level == "easy"
    assert choice.options == {"hand_size": 3, "any_card": True, "target": 2}
    assert remembered_choice(Settings()) == choice


def test_old_level_names_still_load(qtbot, settings: Settings, toy: str) -> None:  # type: ignore[no-untyped-def]
    """Settings from before the common vocabulary say "decent": that is "normal" now."""
    settings.set("new_game/game", "olsen")
    settings.set("new_game/seats", [{"name": "Bo", "computer": True, "level": "decent"},
                                    {"name": "Carla", "computer": True, "level": "grandmaster"}])
    choice = remembered_choice(settings)
    assert [s.level for s in choice.seats[:2]] == ["normal", "normal"]
    dialog = open_dialog(qtbot, settings)
    assert dialog.seat_rows[0].level.currentData() == "normal"


def test_a_new_game_offers_three_levels_and_defaults_to_normal(qtbot, settings: Settings,  # type: ignore[no-untyped-def]
                                                                toy: str) -> None:
    dialog = open_dialog(qtbot, settings)
    ids = [dialog.game_box.itemData(i) for i in range(dialog.game_box.count())]
    for game in registry.GAME_IDS:
        if game == "toy":
            continue
        dialog.game_box.setCurrentIndex(ids.index(game))
        row = dialog.seat_rows[1]
        assert [row.level.itemText(i) for i in range(row.level.count())] == ["Easy", "Normal", "Strong"]
        assert row.level.currentData() == "normal", game


def test_broken_settings_fall_back_to_defaults(qtbot, settings: Settings, toy: str) -> None:  # type: ignore[no-untyped-def]
    settings.set("new_game/game", "toy")
    settings.set("new_game/toy", {"players": 99, "options": {"hand_size": 4}})
    settings.set("new_game/seats", "garbage")
    choice = remembered_choice(settings)
    assert choice.game == "toy" and len(choice.seats) == 3
    assert choice.options == registry.game_info("toy").options.defaults()


def test_casino_opens_on_its_standard_rules_and_the_middle_level(qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    """Issue 15 §9: the defaults are a named choice, not "Custom"; the computers play at "normal"."""
    from kortbord.app.new_game_dialog import STANDARD

    dialog = open_dialog(qtbot, settings, "casino")
    assert dialog.preset_box.currentData() == STANDARD and dialog.preset_box.currentText() == "Standard rules"
    assert dialog.seat_rows[1].level.currentData() == "normal"
    relaxed = dialog.preset_box.findData("Relaxed builds")
    dialog.preset_box.setCurrentIndex(relaxed)
    dialog.preset_box.activated.emit(relaxed)
    assert dialog.options()["build_owner_obligation"] == "relaxed"
    standard = dialog.preset_box.findData(STANDARD)
    dialog.preset_box.setCurrentIndex(standard)
    dialog.preset_box.activated.emit(standard)
    assert dialog.options() == registry.game_info("casino").options.defaults()
    assert dialog.choice().options == registry.game_info("casino").options.defaults()
