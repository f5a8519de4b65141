"""``--data-dir`` mistakes: a mistyped folder makes no empty library, a file is one error line,
and a library is never written among a folder's other files (``/``, the home folder)."""

from __future__ import annotations

import hashlib
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_app import cli as desktop_cli
from indexer.cli import main as cli

READ_COMMANDS = [["status"], ["status", "--json"], ["search", "notice"], ["exclusions"],
                 ["reembed"], ["remove", "/tmp"], ["include", "*.log"], ["exclude", "*.log"],
                 ["publish", "/nonexistent-share"], ["index"], ["watch"],
                 ["repair"]]


@pytest.fixture(autouse=True)
def keep_sigint() -> Iterator[None]:
    previous = signal.getsignal(signal.SIGINT)  # `index` installs its Ctrl-C handler
    yield
    signal.signal(signal.SIGINT, previous)


def run(capsys: pytest.CaptureFixture, data: Path, *args: str) -> tuple[int, str, str]:
    code = cli.main(["--data-dir", str(data), *args])
    out, err = capsys.readouterr()
    return code, out, err


def snapshot(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            if p.is_file() else "dir" for p in sorted(folder.rglob("*"))}


@pytest.mark.parametrize("args", READ_COMMANDS, ids=" ".join)
def test_a_command_on_a_mistyped_data_dir_says_there_is_no_library_and_creates_nothing(
        capsys, tmp_path, args):
    typo = tmp_path / "Libary"
    code, out, err = run(capsys, typo, *args)
    assert code == cli.EXIT_USAGE and out == ""
    assert err == (f"error: no library at {typo}: index a folder first "
                   f"(python -m indexer --data-dir {typo} index FOLDER)\n")
    assert not typo.exists()

    empty = tmp_path / "empty"
    empty.mkdir()
    assert run(capsys, empty, *args)[0] == cli.EXIT_USAGE
    assert list(empty.iterdir()) == []


@pytest.mark.parametrize("args", [["status"], ["index", "DOCS"], ["repair", "DOCS"]],
                         ids=" ".join)
def test_a_data_dir_that_is_a_file_is_one_error_line(capsys, tmp_path, docs, args):
    afile = tmp_path / "notes.txt"
    afile.write_text("my notes\n", encoding="utf-8")
    args = [str(docs) if a == "DOCS" else a for a in args]
    code, out, err = run(capsys, afile, *args)
    assert code == cli.EXIT_USAGE and out == ""
    assert err == f"error: {afile} is a file, not a folder. Give a folder for the library\n"
    assert afile.read_text(encoding="utf-8") == "my notes\n"
    code, _, err = run(capsys, afile / "library", *args)
    assert code == cli.EXIT_USAGE and err.startswith(f"error: {afile / 'library'} cannot be ")


@pytest.mark.parametrize("args", [["index", "DOCS"], ["index", "DOCS", "--no-vectors"],
                                  ["repair", "DOCS"], ["watch", "DOCS"]], ids=" ".join)
def test_a_folder_of_other_files_is_refused_and_nothing_is_written_there(capsys, tmp_path,
                                                                        docs, args):
    home = tmp_path / "home"
    (home / ".config").mkdir(parents=True)
    (home / "taxes-2024.pdf").write_bytes(b"%PDF-1.4 mine")
    (home / ".bashrc").write_text("export EDITOR=vi\n", encoding="utf-8")
    before = snapshot(home)
    code, out, err = run(capsys, home, *[str(docs) if a == "DOCS" else a for a in args])
    assert code == cli.EXIT_USAGE and out == ""
    assert err == (f"error: {home} holds other files (.bashrc, .config, taxes-2024.pdf) and "
                   "no Footnote library, so Footnote does not write its library there. Give an "
                   f"empty or new folder, such as {home / 'footnote'}\n")
    assert snapshot(home) == before


def test_a_new_empty_or_fresh_disk_folder_becomes_a_library_and_then_reads_work(capsys,
                                                                               tmp_path, docs):
    disk = tmp_path / "usb"
    (disk / "lost+found").mkdir(parents=True)  # what a freshly made file system holds
    code, out, err = run(capsys, disk, "index", str(docs), "--no-vectors", "--quiet")
    assert code == cli.EXIT_OK, err
    assert (disk / "library.sqlite").is_file()
    code, out, _ = run(capsys, disk, "status")
    assert code == cli.EXIT_OK and "files: 3 (3 indexed" in out
    (disk / "someone-elses.txt").write_text("added later\n", encoding="utf-8")
    assert run(capsys, disk, "status")[0] == cli.EXIT_OK  # a library stays one


def test_ask_without_a_library_says_so_and_creates_nothing(capsys, tmp_path):
    typo = tmp_path / "Libary"
    code = desktop_cli.main(["ask", "When does the lease end?", "--data-dir", str(typo)])
    out, err = capsys.readouterr()
    assert code == desktop_cli.EXIT_USAGE and out == ""
    assert err == (f"error: no library at {typo}: index a folder first (python -m indexer "
                   f"--data-dir {typo} index FOLDER), then ask.\n")
    assert not typo.exists()

    afile = tmp_path / "notes.txt"
    afile.write_text("mine\n", encoding="utf-8")
    for argv in (["ask", "When?"], ["conversations"], ["export", "t1", "-o",
                                                       str(tmp_path / "t1.md")]):
        code = desktop_cli.main([*argv, "--data-dir", str(afile)])
        assert code == desktop_cli.EXIT_USAGE, argv
        assert capsys.readouterr().err == (f"error: {afile} is a file, not a folder. Give a "
                                           "folder for the library.\n")
    assert afile.read_text(encoding="utf-8") == "mine\n"
