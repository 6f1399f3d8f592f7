"""The installer's inputs: one version, our own icon, desktop metadata in three languages."""
from __future__ import annotations

import configparser
import importlib.util
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import kortbord
from kortbord.art import icon

ROOT = Path(__file__).resolve().parents[1]
LINUX = ROOT / "packaging" / "linux"


def build_script():
    spec = importlib.util.spec_from_file_location("kortbord_build", ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("kortbord_build", module)
    spec.loader.exec_module(module)
    return module


def test_the_version_comes_from_pyproject_only():
    with (ROOT / "pyproject.toml").open("rb") as stream:
        declared = tomllib.load(stream)["project"]["version"]
    assert kortbord.__version__ == declared
    assert build_script().version() == declared
    assert "__version__ =" not in (ROOT / "kortbord" / "__init__.py").read_text(encoding="utf-8")


def test_the_icon_asset_is_what_our_code_draws():
    assert (ROOT / "assets" / "icons" / "kortbord.svg").read_text(encoding="utf-8") == icon.svg()


def test_the_desktop_entry_speaks_danish_and_swedish_and_names_the_app_id():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(LINUX / f"{kortbord.APP_ID}.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Exec"] == "kortbord" and desktop["Icon"] == kortbord.APP_ID
    for key in ("Comment", "GenericName", "Keywords"):
        assert desktop[f"{key}[da]"] and desktop[f"{key}[sv]"] and desktop[key]
    assert "CardGame" in desktop["Categories"].split(";")


def test_the_appstream_metadata_launches_the_desktop_entry():
    root = ET.parse(LINUX / f"{kortbord.APP_ID}.metainfo.xml").getroot()
    assert root.findtext("id") == kortbord.APP_ID
    assert root.find("launchable").text == f"{kortbord.APP_ID}.desktop"
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    assert {s.get(lang) for s in root.iter("summary")} == {None, "da", "sv"}


def test_the_package_control_file_carries_version_size_and_qt_libraries():
    build = build_script()
    control = build.control_file(12345)
    assert f"Version: {build.version()}\n" in control and "Installed-Size: 12345\n" in control
    assert "libxcb-cursor0" in control and "libxcb-icccm4" in control


def test_a_picture_without_cards_is_not_a_dealt_table(qapp, tmp_path):
    from PySide6.QtGui import QColor, QImage
    build = build_script()
    felt = QImage(800, 600, QImage.Format.Format_RGB32)
    felt.fill(QColor("#2e7d4f"))
    felt.save(str(tmp_path / "felt.png"))
    try:
        build.check_table_picture(tmp_path / "felt.png")
    except SystemExit as refusal:
        assert "no dealt table" in str(refusal)
    else:
        raise AssertionError("an empty felt passed as a dealt table")
    for x in range(100, 700, 150):                      # four white cards on the felt
        for y in range(200, 400):
            for dx in range(90):
                felt.setPixelColor(x + dx, y, QColor("white"))
    felt.save(str(tmp_path / "table.png"))
    build.check_table_picture(tmp_path / "table.png")
