"""Imports sit at module top, except the heavy edges: start-up stays fast and the dependency
graph stays visible.

A user notices the heavy packages (chromadb, LangChain, PySide6, PDFium, OCR…; listed in
``indexer.base.imports.HEAVY_PACKAGES``): importing one costs tens to hundreds of milliseconds,
so each is imported inside the function that needs it and ``python -m indexer status`` or the
window starts without it. A developer notices every other import: at module top, where a reader,
ruff, mypy and import-linter see what a module depends on. These tests read the sources (no
module is imported) and fail on any import inside a function that is not a heavy edge: one of a
heavy package, or of a project module that, through its own module-level imports, imports one.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from desktop_app import AFTER_FIRST_PAINT
from indexer.base.imports import COMMAND_MODULES, HEAVY_PACKAGES

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("indexer", "desktop_app")

# The entry points choose one front end (the command line or the window) and load only it.
ENTRY_POINTS = {"indexer/__main__.py", "desktop_app/__main__.py"}


@dataclass(frozen=True)
class Import:
    """One name an import statement binds, and the modules importing it runs."""

    path: str  # relative to the repository, with forward slashes
    line: int
    statement: str  # as written (relative imports resolved)
    # the modules named (the statement's own, and the submodule or face module a name comes
    # from): an import circle runs through these
    named: frozenset[str]
    # what importing them runs besides: their packages' __init__ modules
    runs: frozenset[str]
    # a third-party or standard-library module, if it is one (with the name it may be a
    # submodule of: ``from importlib import metadata``)
    external: tuple[str, ...] | None


@dataclass(frozen=True)
class Module:
    name: str
    path: str
    top: tuple[Import, ...]  # run when the module is imported
    lazy: tuple[Import, ...]  # inside functions (not under TYPE_CHECKING)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Module]:
    paths = {_module_name(p): p for package in PACKAGES for p in (ROOT / package).rglob("*.py")}
    trees = {name: ast.parse(p.read_text(encoding="utf-8"), str(p)) for name, p in paths.items()}
    face = _face(trees["indexer"])
    found = {}
    for name, tree in trees.items():
        path = paths[name]
        top: list[Import] = []
        lazy: list[Import] = []
        for node, in_function in _imports(tree):
            for one in _resolve(node, name, path.name == "__init__.py", paths, face, path):
                (lazy if in_function else top).append(one)
        found[name] = Module(name, path.relative_to(ROOT).as_posix(), tuple(top), tuple(lazy))
    return found


def _face(tree: ast.Module) -> dict[str, str]:
    """``indexer/__init__.py``'s ``_FACE`` (module: names) as name → module."""
    for node in tree.body:
        if isinstance(node, ast.AnnAssign | ast.Assign):
            targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
            if any(isinstance(t, ast.Name) and t.id == "_FACE" for t in targets):
                assert node.value is not None
                table = ast.literal_eval(node.value)
                return {name: module for module, names in table.items() for name in names}
    raise AssertionError("indexer/__init__.py defines no _FACE table")


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(node: ast.AST, in_function: bool = False) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import statement run at import time or by a call; not those under TYPE_CHECKING."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Import | ast.ImportFrom):
            yield child, in_function
        elif isinstance(child, ast.If) and _is_type_checking(child.test):
            for branch in child.orelse:
                yield from _imports_of(branch, in_function)
        else:
            yield from _imports_of(child, in_function)


def _imports_of(node: ast.AST, in_function: bool) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool]]:
    if isinstance(node, ast.Import | ast.ImportFrom):
        yield node, in_function
    else:
        yield from _imports(node, in_function or isinstance(
            node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda))


def _packages_of(module: str, paths: dict[str, Path]) -> frozenset[str]:
    parts = module.split(".")
    return frozenset(p for i in range(1, len(parts)) if (p := ".".join(parts[:i])) in paths)


def _resolve(node: ast.Import | ast.ImportFrom, importer: str, is_package: bool,
             paths: dict[str, Path], face: dict[str, str], path: Path) -> Iterator[Import]:
    where = path.relative_to(ROOT).as_posix()
    if isinstance(node, ast.Import):
        for alias in node.names:
            statement = f"import {alias.name}" + (f" as {alias.asname}" if alias.asname else "")
            if alias.name.partition(".")[0] in PACKAGES:
                assert alias.name in paths, f"{where}:{node.lineno}: no module {alias.name}"
                yield Import(where, node.lineno, statement, frozenset({alias.name}),
                             _packages_of(alias.name, paths), None)
            else:
                yield Import(where, node.lineno, statement, frozenset(), frozenset(),
                             (alias.name,))
        return
    base = node.module or ""
    if node.level:
        package = importer if is_package else importer.rpartition(".")[0]
        for _ in range(node.level - 1):
            package = package.rpartition(".")[0]
        base = f"{package}.{base}" if base else package
    for alias in node.names:
        statement = f"from {base} import {alias.name}" + (
            f" as {alias.asname}" if alias.asname else "")
        if base.partition(".")[0] not in PACKAGES:
            yield Import(where, node.lineno, statement, frozenset(), frozenset(),
                         (base, f"{base}.{alias.name}"))
            continue
        assert base in paths, f"{where}:{node.lineno}: no module {base}"
        named = {base}
        if f"{base}.{alias.name}" in paths:  # from package import submodule
            named.add(f"{base}.{alias.name}")
        elif base == "indexer" and alias.name in face:  # the lazy face: the name's own module
            named.add(face[alias.name])
        runs = frozenset().union(*(_packages_of(m, paths) for m in named)) - named
        yield Import(where, node.lineno, statement, frozenset(named), runs, None)


def _heavy(modules: tuple[str, ...]) -> set[str]:
    """The HEAVY_PACKAGES entries these modules are, or are in."""
    return {entry for module in modules for entry in HEAVY_PACKAGES
            if module == entry or module.startswith(f"{entry}.")}


def heavy_reached(one: Import) -> frozenset[str]:
    """The heavy packages importing ``one`` imports, through project modules' module-level
    imports only."""
    if one.external is not None:
        return frozenset(_heavy(one.external))
    found = modules()
    heavy: set[str] = set()
    seen: set[str] = set()
    todo = list(one.named | one.runs)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        if name in COMMAND_MODULES | AFTER_FIRST_PAINT:
            heavy.add(name)
        for imported in found[name].top:
            if imported.external is not None:
                heavy |= _heavy(imported.external)
            else:
                todo.extend(imported.named | imported.runs)
    return frozenset(heavy)


def _reaches(start: frozenset[str], target: str) -> bool:
    """Whether importing ``start`` names ``target`` through module-level imports."""
    found = modules()
    seen: set[str] = set()
    todo = list(start)
    while todo:
        name = todo.pop()
        if name == target:
            return True
        if name in seen:
            continue
        seen.add(name)
        for imported in found[name].top:
            todo.extend(imported.named)
    return False


def test_the_sources_are_read():
    found = modules()
    assert {"indexer", "indexer.base.imports", "desktop_app.app", "indexer.store.library"} <= set(found)
    loaders = Import("-", 0, "import indexer.ingest.loaders", frozenset({"indexer.ingest.loaders"}),
                     frozenset({"indexer", "indexer.ingest"}), None)
    assert "langchain_core" in heavy_reached(loaders)  # its module-level Document import
    assert not heavy_reached(Import("-", 0, "import indexer.base.paths",
                                    frozenset({"indexer.base.paths"}), frozenset(), None))


def test_function_level_imports_are_heavy_edges_only():
    """Any other import belongs at module top (merged with the module's imports)."""
    light = [
        f"{one.path}:{one.line}: {one.statement}"
        for module in modules().values() if module.path not in ENTRY_POINTS
        for one in module.lazy if not heavy_reached(one)
    ]
    assert not light, (
        "imports inside functions that import nothing heavy (HEAVY_PACKAGES, in "
        "indexer/base/imports.py); move them to the module's top:\n" + "\n".join(light))


def test_no_function_level_import_avoids_an_import_circle():
    """A project module imported inside a function must not import the importer back: hoisted,
    the two would import each other (import-linter's acyclic contracts count these too)."""
    circles = [
        f"{one.path}:{one.line}: {one.statement}"
        for module in modules().values()
        for one in module.lazy if _reaches(one.named, module.name)
    ]
    assert not circles, (
        "function-level imports that avoid an import circle; untangle the modules:\n"
        + "\n".join(circles))


def test_the_standard_library_is_heavy_only_where_measured():
    """The standard library is never heavy but for asyncio (~44 ms: only async callers pay),
    importlib.metadata (~25 ms: only ``--version`` reads it) and ssl (~30 ms: with httpx)."""
    stdlib = {entry for entry in HEAVY_PACKAGES
              if entry.partition(".")[0] in sys.stdlib_module_names}
    assert stdlib == {"asyncio", "importlib.metadata", "ssl"}


def _loaded_after(statement: str, names: frozenset[str]) -> list[str]:
    """Which of ``names`` importing ``statement`` loads, in a fresh interpreter."""
    import os
    import subprocess

    code = f"import sys; {statement}; print('\\n'.join(sorted(set(sys.modules) & {set(names)!r})))"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
                            timeout=120, check=True)
    return result.stdout.split()


def test_the_command_line_loads_no_other_command_and_the_window_no_post_paint_module():
    """The named sets hold: `python -m indexer` imports none of the command modules (its
    commands load theirs when run), the window's modules none of AFTER_FIRST_PAINT."""
    assert _loaded_after("import desktop_app.core.system.self_test", AFTER_FIRST_PAINT)  # it sees
    assert _loaded_after("import indexer.cli.main", COMMAND_MODULES) == []
    assert _loaded_after("import desktop_app.app, desktop_app.ui.main_window",
                         AFTER_FIRST_PAINT) == []
