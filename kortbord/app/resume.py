"""The questions and messages around resuming the autosaved match at start."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..autosave import Resumed
from ..saves import Match, NewerSave
from . import i18n


#: Qt's ``translate``; lupdate finds each text at its ``translate("Resume", ...)`` call.
translate = QCoreApplication.translate


def choose_match(parent: QWidget, found: Resumed, own_file: str) -> Match | None:
    """The match to put on the table after telling (or asking) what ``found`` needs;
    None: deal a new game. ``own_file``: where this version keeps its game."""
    error = found.error
    if error is None:
        if found.match is None and found.newer is not None:
            tail = translate("Resume", "It is left as it is for that version. This version keeps its own games in %1.")
            QMessageBox.information(parent, translate("Resume", "A game from a newer version"),
                                    i18n.message_text(found.newer.message) + "\n\n" + tail.replace("%1", own_file))
        return found.match
    reason = i18n.message_text(error.message)
    if found.salvaged is not None:
        answer = QMessageBox.question(parent, translate("Resume", "Continue the damaged game?"),
                                      reason + "\n\n" + salvage_question(error.message.key, error.last_legal or 0))
        if answer == QMessageBox.StandardButton.Yes:
            return found.salvaged
        return None
    if isinstance(error, NewerSave):
        tail = translate("Resume", "It is left as it is. A new game is dealt instead.")
    elif found.kept is None:
        tail = translate("Resume", "A new game is dealt instead.")
    else:
        tail = translate("Resume", "A new game is dealt instead. The damaged file was kept as %1.")
        tail = tail.replace("%1", found.kept.name)
    QMessageBox.warning(parent, translate("Resume", "The saved game could not be opened"), reason + "\n\n" + tail)
    return None


def salvage_question(key: str, last_legal: int) -> str:
    """Continue from the last legal move? (in the words that fit the damage)"""
    if key == "saves.snapshot_mismatch":
        return translate("Resume", "Continue from move %1, where the moves lead?").replace("%1", str(last_legal))
    if last_legal == 0:
        return translate("Resume", "The saved game was damaged at its first move. Start it again from the deal?")
    return (translate("Resume", "The saved game was damaged at move %1. Continue from move %2?")
            .replace("%1", str(last_legal + 1)).replace("%2", str(last_legal)))


def newer_note(own_file: str) -> str:
    """For the status line while a newer version's save is left alone."""
    return translate("Resume", "The game of a newer version of kortbord is left as it is; this game is kept in %1.") \
        .replace("%1", own_file)
