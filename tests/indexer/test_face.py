"""The indexer's face: what the desktop app may import from it, and the words for every fix."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import indexer
from desktop_app.core.problems import explain, window_fixes
from indexer.base.problems import Fix
from indexer.cli.common import CLI_FIXES
from indexer.cli.common import explain as cli_words
from indexer.store.errors import LibraryDamaged

ROOT = Path(__file__).resolve().parents[2]


def test_every_face_name_is_the_object_its_module_defines():
    for name in indexer.__all__:
        module = importlib.import_module(indexer._HOME[name])
        assert getattr(indexer, name) is getattr(module, name), name


def test_type_checkers_see_the_same_face_as_the_running_code():
    tree = ast.parse((ROOT / "indexer" / "__init__.py").read_text())
    typed = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            for imp in node.body:
                assert isinstance(imp, ast.ImportFrom)
                typed.update({alias.name: imp.module for alias in imp.names})
    assert typed == indexer._HOME


def test_importing_the_face_imports_no_heavy_library():
    probe = ("import sys, indexer; from indexer import Library, search, IndexSettings; "
             "heavy = [m for m in ('chromadb', 'langchain_core', 'langgraph', 'pypdfium2') "
             "if m in sys.modules]; print(heavy)")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         cwd=ROOT, check=True).stdout.strip()
    assert out == "[]"


def test_an_unknown_name_is_an_attribute_error():
    try:
        indexer.no_such_name  # noqa: B018
    except AttributeError as exc:
        assert "no_such_name" in str(exc)
    else:
        raise AssertionError("no AttributeError")


def test_every_fix_has_words_in_the_command_line_and_in_the_window():
    assert set(CLI_FIXES) == set(Fix) == set(window_fixes())


def test_a_problem_is_worded_by_each_front_end_its_own_way(tmp_path):
    damaged = LibraryDamaged(tmp_path, "file is not a database")
    assert "python -m indexer repair" in cli_words(damaged)
    assert "File ▸ Repair library" not in cli_words(damaged)
    assert "File ▸ Repair library" in explain(damaged)
    assert "python -m indexer" not in explain(damaged)
    for text in (cli_words(damaged), explain(damaged), str(damaged)):
        assert "is damaged (file is not a database)" in text
        assert text.endswith("Your documents and conversations are not touched.")


def test_a_problem_keeps_its_fix_when_sent_between_processes(tmp_path):
    import pickle

    damaged = pickle.loads(pickle.dumps(LibraryDamaged(tmp_path, "bad page")))
    assert type(damaged) is LibraryDamaged and damaged.detail == "bad page"
    assert "File ▸ Repair library" in explain(damaged)  # the window words what a child raised


def test_a_read_only_library_says_how_to_index_in_each_front_ends_words(tmp_path):
    from indexer.store.errors import LibraryReadOnly

    read_only = LibraryReadOnly(tmp_path)
    assert cli_words(read_only).endswith(
        "Searching it still works. To index, make the folder writable or choose another library "
        "location (--data-dir).")
    assert explain(read_only).endswith("choose another folder in Settings ▸ Data location.")
