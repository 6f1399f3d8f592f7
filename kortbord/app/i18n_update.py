"""Update the translations: ``python -m kortbord.app.i18n_update [--check]``.

Runs Qt's ``lupdate`` over every Python source of ``kortbord/`` into
``assets/i18n/kortbord_{da,sv,en}.ts`` (existing translations are kept,
vanished strings dropped), gives every English message its source text as
translation, and builds the ``.qm`` files with ``lrelease``. Then it lists
the messages that still lack a Danish or Swedish translation: fill those in
the ``.ts`` files (Qt Linguist or any editor) and run the command again.
``--check`` changes nothing and exits 1 when the files are not up to date.

Translating many strings at once: ``--missing todo.jsonl`` writes one JSON
object per untranslated message (``{"context", "source", "da", "sv"}`` with
what exists); fill in ``da`` and ``sv`` and load it with ``--apply todo.jsonl``.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6

LANGUAGES = ("da", "sv", "en")
PACKAGE = Path(__file__).resolve().parent.parent
I18N = PACKAGE.parent / "assets" / "i18n"


def tool(name: str) -> str:
    """Path of Qt's ``lupdate``/``lrelease`` shipped with PySide6."""
    exe = Path(PySide6.__file__).resolve().parent / name
    if exe.exists():
        return str(exe)
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found (it comes with PySide6)")
    return found


def sources(package: Path = PACKAGE) -> list[str]:
    """Every Python file of the package, in a stable order."""
    return sorted(str(p) for p in package.rglob("*.py") if "__pycache__" not in p.parts)


def run_lupdate(ts: Path, lang: str, package: Path = PACKAGE) -> None:
    args = [tool("lupdate"), "-silent", "-locations", "none", "-no-obsolete", "-source-language", "en",
            "-target-language", lang, *sources(package), "-ts", str(ts)]
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
    drop_nameless(ts)


def drop_nameless(ts: Path) -> None:
    """Remove the context without a name: lupdate's misreadings of helper calls such as
    ``tr("cards", name)`` in ``engine/messages.py`` (a parameter named ``tr``), never a
    real text (all our texts have a context)."""
    tree = ET.parse(ts)
    root = tree.getroot()
    nameless = [c for c in root.findall("context") if not (c.findtext("name") or "")]
    for context in nameless:
        root.remove(context)
    if nameless:
        write_ts(tree, ts)


def run_lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True, stdout=subprocess.DEVNULL)


def messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> the ``<message>`` element, vanished/obsolete ones left out."""
    out: dict[tuple[str, str], ET.Element] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue
            out[(name, message.findtext("source") or "")] = message
    return out


def is_finished(message: ET.Element) -> bool:
    translation = message.find("translation")
    if translation is None or translation.get("type") == "unfinished":
        return False
    forms = translation.findall("numerusform")
    if forms:
        return all((f.text or "").strip() for f in forms)
    return bool((translation.text or "").strip())


def unfinished(ts: Path) -> list[tuple[str, str]]:
    return sorted(key for key, message in messages(ts).items() if not is_finished(message))


def fill_english(ts: Path) -> int:
    """Give every unfinished English message its source text; returns how many."""
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        source = message.findtext("source") or ""
        forms = translation.findall("numerusform")
        for form in forms:
            form.text = source
        if not forms:
            translation.text = source
        del translation.attrib["type"]
        filled += 1
    if filled:
        write_ts(tree, ts)
    return filled


def write_ts(tree: "ET.ElementTree[ET.Element]", ts: Path) -> None:
    root = tree.getroot()
    assert root is not None
    ET.indent(tree, space="    ")
    body = ET.tostring(root, encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def update(folder: Path = I18N, package: Path = PACKAGE) -> dict[str, list[tuple[str, str]]]:
    """Bring the .ts and .qm files in ``folder`` up to date; returns what is untranslated."""
    folder.mkdir(parents=True, exist_ok=True)
    missing: dict[str, list[tuple[str, str]]] = {}
    for lang in LANGUAGES:
        ts = folder / f"kortbord_{lang}.ts"
        run_lupdate(ts, lang, package)
        if lang == "en":
            fill_english(ts)
            run_lupdate(ts, lang, package)   # let lupdate write the file in its own format again
        run_lrelease(ts, ts.with_suffix(".qm"))
        missing[lang] = unfinished(ts)
    return missing


def check(folder: Path = I18N, package: Path = PACKAGE) -> list[str]:
    """Problems with the committed files, found by updating copies of them."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp)
        for lang in LANGUAGES:
            for suffix in (".ts", ".qm"):
                src = folder / f"kortbord_{lang}{suffix}"
                if src.exists():
                    shutil.copy(src, copy / src.name)
        missing = update(copy, package)
        for lang in LANGUAGES:
            ts = folder / f"kortbord_{lang}.ts"
            if not ts.exists():
                problems.append(f"{ts.name} is missing")
                continue
            if set(messages(ts)) != set(messages(copy / ts.name)):
                problems.append(f"{ts.name} is not up to date with the sources")
            qm = ts.with_suffix(".qm")
            if not qm.exists() or qm.read_bytes() != (copy / qm.name).read_bytes():
                problems.append(f"{qm.name} is not built from the current {ts.name}")
            problems += [f"{lang}: untranslated [{c}] {s!r}" for c, s in missing[lang]]
    return problems


def export_missing(out: Path, folder: Path = I18N) -> int:
    """Write the messages untranslated in some language as JSON lines; returns how many."""
    found = {lang: messages(folder / f"kortbord_{lang}.ts") for lang in LANGUAGES if lang != "en"}
    keys = sorted({k for lang_messages in found.values() for k, m in lang_messages.items() if not is_finished(m)})
    with out.open("w", encoding="utf-8") as stream:
        for context, source in keys:
            row = {"context": context, "source": source}
            for lang, lang_messages in found.items():
                message = lang_messages.get((context, source))
                row[lang] = (message.findtext("translation") or "") if message is not None else ""
            stream.write(json.dumps(row, ensure_ascii=False) + "\n")
    return len(keys)


def apply_translations(rows: list[dict[str, str]], folder: Path = I18N) -> int:
    """Set the translations given as ``{"context", "source", "da": ..., "sv": ...}``;
    returns how many were set. Then run ``update`` to rebuild the .qm files."""
    count = 0
    for lang in LANGUAGES:
        if lang == "en":
            continue
        ts = folder / f"kortbord_{lang}.ts"
        tree = ET.parse(ts)
        wanted = {(r["context"], r["source"]): r.get(lang, "") for r in rows if r.get(lang)}
        for context in tree.getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                text = wanted.get((name, message.findtext("source") or ""))
                translation = message.find("translation")
                if not text or translation is None:
                    continue
                translation.text = text
                translation.attrib.pop("type", None)
                count += 1
        write_ts(tree, ts)
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kortbord.app.i18n_update", description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if anything is out of date")
    parser.add_argument("--missing", type=Path, metavar="FILE.jsonl", help="write the untranslated messages")
    parser.add_argument("--apply", type=Path, metavar="FILE.jsonl", help="read translations, then update")
    args = parser.parse_args(argv)
    if args.missing:
        print(f"{export_missing(args.missing)} messages to translate in {args.missing}")
        return 0
    if args.apply:
        rows = [json.loads(line) for line in args.apply.read_text(encoding="utf-8").splitlines() if line.strip()]
        print(f"{apply_translations(rows)} translations set")
    if args.check:
        problems = check()
        print("\n".join(problems) or "translations are up to date")
        return 1 if problems else 0
    missing = update()
    for lang, items in missing.items():
        print(f"{lang}: {len(messages(I18N / f'kortbord_{lang}.ts'))} messages, {len(items)} untranslated")
        for context, source in items:
            print(f"    [{context}] {source}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
