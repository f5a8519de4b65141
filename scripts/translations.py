"""The window's translations: find every tr() text, keep the .ts sources in step, compile the .qm.

    python scripts/translations.py update      # new texts into every .ts (unfinished), gone ones out
    python scripts/translations.py release     # compile each .ts into the .qm the app loads
    python scripts/translations.py check       # exit 1 if a .ts or .qm is stale or unfinished
    python scripts/translations.py add pt_BR   # start a new language (then: docs/translations.md)

The texts are the literal first arguments of ``tr(...)`` calls (``desktop_app.wording``)
anywhere under ``desktop_app/``, and of ``english(...)`` calls (``indexer.base.words``): the
indexer's messages, which the window recognises (even stored in the library) and translates;
their templates also go into indexer_templates.json beside the .ts files. One context for all:
Qt's lupdate would give each class its own, and PySide looks a class's words up under the
runtime class's name, so a subclass would lose them. The .ts files are Qt Linguist's format,
and Qt's own lrelease compiles them.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "desktop_app"
INDEXER = ROOT / "indexer"
FOLDER = SOURCES / "ui" / "translations"
TEMPLATES = FOLDER / "indexer_templates.json"
MARKERS = {"tr": SOURCES, "english": INDEXER}  # the call that marks a text, and where
CONTEXT = "Footnote"
# plural forms per language (Qt's rules, as lrelease applies them); others have two
PLURAL_FORMS = {"ru": 3, "uk": 3, "be": 3, "pl": 3, "cs": 3, "zh": 1, "ja": 1, "ko": 1}
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*(?:![rsa])?(?::[^{}]*)?\}|%n")


def placeholders(text: str) -> list[str]:
    """The fields and %n of a text, by name: a translation may write a field its own way
    ("{month}" for "{month:02}")."""
    return sorted({re.sub(r"[!:][^}]*\}$", "}", p) for p in PLACEHOLDER.findall(text)})


@dataclass(frozen=True)
class Text:
    source: str
    comment: str | None
    numerus: bool
    where: str  # file:line of its first use


@dataclass
class Translation:
    forms: list[str] = field(default_factory=list)  # one, or one per plural form
    finished: bool = False


def found_texts() -> tuple[list[Text], list[str]]:
    """Every marked text in order of first use (the window's, then the indexer's), and the
    calls that cannot be found (a text that is not a literal)."""
    texts: dict[tuple[str, str | None], Text] = {}
    problems: list[str] = []
    for marker, root in MARKERS.items():
        _find(marker, root, texts, problems)
    return list(texts.values()), problems


def indexer_templates() -> list[str]:
    """The indexer's message templates, in order of first use."""
    found: dict[tuple[str, str | None], Text] = {}
    _find("english", INDEXER, found, [])
    return [source for source, _ in found]


def _find(marker: str, root: Path, texts: dict[tuple[str, str | None], Text],
          problems: list[str]) -> None:
    for path in sorted(root.rglob("*.py")):
        where = path.relative_to(ROOT)
        if where.as_posix() == "indexer/base/words.py":
            continue  # the marker itself
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == marker):
                continue
            args = list(node.args)
            keywords = {k.arg: k.value for k in node.keywords}
            text = args[0] if args else keywords.get("text")
            comment_node = args[1] if len(args) > 1 else keywords.get("disambiguation")
            numerus = len(args) > 2 or "n" in keywords
            if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
                problems.append(f"{where}:{node.lineno}: {marker}() needs a literal text")
                continue
            comment = None
            if comment_node is not None and not (isinstance(comment_node, ast.Constant)
                                                 and comment_node.value is None):
                if not (isinstance(comment_node, ast.Constant)
                        and isinstance(comment_node.value, str)):
                    problems.append(f"{where}:{node.lineno}: {marker}()'s second argument "
                                    "is a literal")
                    continue
                comment = comment_node.value
            key = (text.value, comment)
            if key not in texts:
                texts[key] = Text(text.value, comment, numerus, f"{where}:{node.lineno}")


def plural_forms(language: str) -> int:
    return PLURAL_FORMS.get(language.split("_")[0], 2)


def read_ts(path: Path) -> tuple[str, dict[tuple[str, str | None], Translation]]:
    tree = ET.parse(path)
    language = tree.getroot().get("language", path.stem.split("_", 1)[1])
    known: dict[tuple[str, str | None], Translation] = {}
    for message in tree.getroot().iter("message"):
        source = message.findtext("source", "")
        comment = message.findtext("comment")
        element = message.find("translation")
        if element is None or element.get("type") in ("vanished", "obsolete"):
            continue
        forms = ([f.text or "" for f in element.findall("numerusform")]
                 if message.get("numerus") == "yes" else [element.text or ""])
        known[(source, comment)] = Translation(forms, element.get("type") != "unfinished")
    return language, known


def write_ts(path: Path, language: str, texts: list[Text],
             known: dict[tuple[str, str | None], Translation]) -> None:
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage="en")
    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = CONTEXT
    for text in texts:
        message = ET.SubElement(context, "message", numerus="yes") if text.numerus \
            else ET.SubElement(context, "message")
        ET.SubElement(message, "location", filename=text.where.split(":")[0])
        ET.SubElement(message, "source").text = text.source
        if text.comment is not None:
            ET.SubElement(message, "comment").text = text.comment
        old = known.get((text.source, text.comment))
        element = ET.SubElement(message, "translation")
        count = plural_forms(language) if text.numerus else 1
        forms = (old.forms if old else []) + [""] * count
        if not (old and old.finished and all(forms[:count])):
            element.set("type", "unfinished")
        if text.numerus:
            for form in forms[:count]:
                ET.SubElement(element, "numerusform").text = form
        else:
            element.text = forms[0]
    ET.indent(root, "    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def ts_files() -> list[Path]:
    return sorted(FOLDER.glob("footnote_*.ts"))


def lrelease() -> str:
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    found = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
    if not found:
        sys.exit("pyside6-lrelease not found: install the app's dependencies (PySide6) first")
    return found


def compile_ts(ts: Path, qm: Path) -> None:
    subprocess.run([lrelease(), "-silent", "-removeidentical", str(ts), "-qm", str(qm)],
                   check=True)


def templates_json() -> str:
    return json.dumps(indexer_templates(), ensure_ascii=False, indent=0) + "\n"


def update() -> int:
    texts, problems = found_texts()
    TEMPLATES.write_text(templates_json(), encoding="utf-8")
    for path in ts_files():
        language, known = read_ts(path)
        keys = {(t.source, t.comment) for t in texts}
        gone = [k for k in known if k not in keys]
        write_ts(path, language, texts, known)
        new = sum((t.source, t.comment) not in known for t in texts)
        print(f"{path.name}: {len(texts)} texts, {new} new, {len(gone)} gone")
    print("\n".join(problems), file=sys.stderr)
    return 1 if problems else 0


def release() -> int:
    for path in ts_files():
        compile_ts(path, path.with_suffix(".qm"))
        print(f"{path.with_suffix('.qm').name} written")
    return 0


def check() -> int:
    """What is stale or unfinished, each on a line; exit 1 if anything is."""
    texts, problems = found_texts()
    keys = {(t.source, t.comment): t for t in texts}
    if not TEMPLATES.exists() or TEMPLATES.read_text(encoding="utf-8") != templates_json():
        problems.append(f"{TEMPLATES.name} does not list the indexer's templates: run `update`")
    for path in ts_files():
        language, known = read_ts(path)
        missing = [k for k in keys if k not in known]
        if missing or len(known) != len(keys):
            problems.append(f"{path.name}: not in step with the code ({len(missing)} new texts, "
                            f"{len([k for k in known if k not in keys])} gone): run `update`")
        for key, translation in known.items():
            text = keys.get(key)
            if text is None:
                continue
            label = f"{path.name}: {key[0]!r}"
            count = plural_forms(language) if text.numerus else 1
            if not translation.finished or len(translation.forms) != count \
                    or not all(translation.forms):
                problems.append(f"{label} is not translated")
                continue
            wanted = placeholders(key[0])
            for form in translation.forms:
                if placeholders(form) != wanted:
                    problems.append(f"{label}: placeholders {wanted} but {form!r}")
        qm = path.with_suffix(".qm")
        with tempfile.TemporaryDirectory() as tmp:
            fresh = Path(tmp) / qm.name
            compile_ts(path, fresh)
            if not qm.exists() or qm.read_bytes() != fresh.read_bytes():
                problems.append(f"{qm.name} is not compiled from {path.name}: run `release`")
    print("\n".join(problems) or "translations: every text translated, every .qm compiled")
    return 1 if problems else 0


def add(language: str) -> int:
    path = FOLDER / f"footnote_{language}.ts"
    if path.exists():
        sys.exit(f"{path} exists already")
    texts, _ = found_texts()
    write_ts(path, language, texts, {})
    print(f"{path.relative_to(ROOT)}: {len(texts)} texts to translate")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("action", choices=["update", "release", "check", "add"])
    parser.add_argument("language", nargs="?", help="for add: e.g. pt_BR")
    args = parser.parse_args(argv)
    if args.action == "add":
        if not args.language:
            parser.error("add needs a language code, e.g. pt_BR")
        return add(args.language)
    return {"update": update, "release": release, "check": check}[args.action]()


if __name__ == "__main__":
    sys.exit(main())
