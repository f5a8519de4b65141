"""Symbolic links: followed inside a library folder, not out of it (unless allowed), never to
hidden files. Real folder trees with real links, walked and indexed as a user's would be."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from indexer.base.settings import IndexSettings
from indexer.ingest.discovery import WalkResult, walk
from indexer.ingest.loaders import is_supported
from indexer.retrieval.search import search
from tests.helpers import run_index, summary_of

PRIVATE_KEY = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAB secretkeymaterial\n"


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A home folder: Documents (the library folder), a private ~/.ssh, and a system folder."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    (home / "Documents" / "contract.txt").write_text("Clause 14.2: ninety days notice.\n")
    (home / ".ssh").mkdir()
    (home / ".ssh" / "id_rsa").write_text(PRIVATE_KEY)
    (home / ".ssh" / "notes.txt").write_text("ssh hosts and their secretkeymaterial\n")
    etc = tmp_path / "etc"
    etc.mkdir()
    for i in range(5):
        (etc / f"service{i}.conf.txt").write_text(f"system service {i} listens on port 80{i}\n")
    return home


def walk_docs(folder: Path, **options) -> WalkResult:
    return walk([str(folder)], is_supported, IndexSettings.ignore_globs,
                options.pop("include_hidden", False), **options)


def found(result: WalkResult, folder: Path) -> set[str]:
    return {os.path.relpath(f.path, folder) for f in result.files}


def reasons(result: WalkResult, folder: Path) -> dict[str, str]:
    return {os.path.relpath(p.path, folder): p.reason for p in result.problems}


def test_links_to_a_private_folder_or_key_are_not_followed_and_say_why(home: Path):
    docs = home / "Documents"
    (docs / "ssh-backup").symlink_to("../.ssh", target_is_directory=True)
    (docs / "key.txt").symlink_to(home / ".ssh" / "id_rsa")
    result = walk_docs(docs)
    assert found(result, docs) == {"contract.txt"}
    hidden = f"link to a hidden file or folder, not followed: {home / '.ssh'}"
    assert reasons(result, docs) == {"ssh-backup": hidden, "key.txt": hidden}
    # allowing links out of the folder does not open hidden ones
    assert found(walk_docs(docs, follow_outside_links=True), docs) == {"contract.txt"}


def test_a_link_out_of_the_folder_is_followed_only_with_the_setting(home: Path, tmp_path: Path):
    docs = home / "Documents"
    (docs / "etc").symlink_to(tmp_path / "etc", target_is_directory=True)
    (docs / "motd.txt").symlink_to(tmp_path / "etc" / "service0.conf.txt")
    result = walk_docs(docs)
    assert found(result, docs) == {"contract.txt"}
    assert reasons(result, docs) == {
        name: f"link leads outside the library folder, not followed: add {target} to the "
              f"library to index it"
        for name, target in (("etc", tmp_path / "etc"),
                             ("motd.txt", tmp_path / "etc" / "service0.conf.txt"))}
    allowed = walk_docs(docs, follow_outside_links=True)
    assert found(allowed, docs) == {"contract.txt", "motd.txt",
                                    *(f"etc/service{i}.conf.txt" for i in range(5))}
    assert allowed.problems == []


def test_links_inside_the_folder_are_followed(home: Path):
    docs = home / "Documents"
    (docs / "reports" / "2024").mkdir(parents=True)
    (docs / "reports" / "2024" / "q4.txt").write_text("Fourth quarter revenue rose.\n")
    (docs / "latest.txt").symlink_to("reports/2024/q4.txt")
    (docs / "a-current").symlink_to("reports/2024", target_is_directory=True)
    result = walk_docs(docs)
    assert found(result, docs) == {"contract.txt", "latest.txt", "reports/2024/q4.txt"}
    # the folder is found under its own name, not under the link walked before it (sorted
    # first), which then reported the real folder as a "folder link loop"
    assert reasons(result, docs) == {"a-current": (
        f"link to a folder indexed already, not followed again: {docs / 'reports' / '2024'}")}


def test_a_hidden_target_through_a_link_inside_is_not_indexed(home: Path):
    docs = home / "Documents"
    (docs / ".private").mkdir()
    (docs / ".private" / "diary.txt").write_text("Dear diary, today I told nobody.\n")
    (docs / "diary.txt").symlink_to(".private/diary.txt")
    (docs / "private").symlink_to(".private", target_is_directory=True)
    result = walk_docs(docs)
    assert found(result, docs) == {"contract.txt"}
    assert set(reasons(result, docs).values()) == {
        f"link to a hidden file or folder, not followed: {docs / '.private'}"}
    shown = walk_docs(docs, include_hidden=True)  # the user asked for hidden files
    assert found(shown, docs) == {"contract.txt", "diary.txt", ".private/diary.txt"}


def test_a_library_folder_inside_a_hidden_folder_still_follows_its_own_links(tmp_path: Path):
    notes = tmp_path / ".local" / "notes"  # the user chose this folder: its path is theirs
    (notes / "2024").mkdir(parents=True)
    (notes / "2024" / "plan.txt").write_text("Plant the apple trees in March.\n")
    (notes / "plan.txt").symlink_to(notes / "2024" / "plan.txt")
    assert found(walk_docs(notes), notes) == {"plan.txt", "2024/plan.txt"}


def test_git_annex_files_are_links_into_the_repository_and_are_indexed(tmp_path: Path):
    """git-annex keeps each file's content under .git/annex/objects and a link in its place."""
    repo = tmp_path / "annexed"
    objects = repo / ".git" / "annex" / "objects" / "Xk" / "3v" / "SHA256E-s40--ab12.txt"
    objects.mkdir(parents=True)
    (objects / "SHA256E-s40--ab12.txt").write_text("Annexed field notes about otters.\n")
    (repo / "papers").mkdir()
    target = "../.git/annex/objects/Xk/3v/SHA256E-s40--ab12.txt/SHA256E-s40--ab12.txt"
    (repo / "papers" / "otters.txt").symlink_to(target)
    assert found(walk_docs(repo), repo) == {"papers/otters.txt"}
    papers = repo / "papers"  # a subfolder of the repository as the library folder
    assert found(walk_docs(papers), papers) == {"otters.txt"}


def test_a_single_file_the_user_adds_is_read_where_its_link_leads(home: Path):
    link = home / "Documents" / "hosts.txt"
    link.symlink_to(home / ".ssh" / "notes.txt")
    result = walk([str(link)], is_supported)
    assert [f.path for f in result.files] == [str(link)]


def test_indexing_keeps_a_private_key_out_and_drops_what_a_link_let_in(
        library, embedder, home: Path, tmp_path: Path):
    docs = home / "Documents"
    backup = docs / "ssh-backup"
    backup.mkdir()  # first a real copy, as the library held it through the link before
    (backup / "id_rsa").write_text(PRIVATE_KEY)
    (docs / "etc").symlink_to(tmp_path / "etc", target_is_directory=True)
    first = summary_of(run_index(library, embedder, [docs]))
    assert first["indexed"] == 2
    assert search(library, embedder, "secretkeymaterial", k=3, mode="lexical")

    (backup / "id_rsa").unlink()
    backup.rmdir()
    backup.symlink_to("../.ssh", target_is_directory=True)
    second = summary_of(run_index(library, embedder))
    assert second["deleted"] == 1  # the key indexed through the link leaves the library
    assert search(library, embedder, "secretkeymaterial", k=3, mode="lexical") == []
    assert all("id_rsa" not in hit.path and "secretkeymaterial" not in hit.text
               for hit in search(library, embedder, "secretkeymaterial", k=3, mode="vector"))
    assert {os.path.relpath(r.path, docs): r.reason.split(",")[0]
            for r in library.manifest.problems()} == {
        "ssh-backup": "link to a hidden file or folder",
        "etc": "link leads outside the library folder"}
    assert set(library.manifest.files()) == {str(docs / "contract.txt"), str(backup),
                                             str(docs / "etc")}


def test_the_command_line_follows_outside_links_only_when_asked(
        home: Path, tmp_path: Path, capsys) -> None:
    from indexer.cli.main import main

    docs, data = home / "Documents", tmp_path / "data"
    (docs / "etc").symlink_to(tmp_path / "etc", target_is_directory=True)
    assert main(["--data-dir", str(data), "index", str(docs), "--no-vectors", "--quiet"]) == 0
    assert "link leads outside the library folder" in capsys.readouterr().out
    assert main(["--data-dir", str(data), "index", str(docs), "--no-vectors", "--quiet",
                 "--follow-outside-links"]) == 0
    assert "6 files: 5 indexed" in capsys.readouterr().out
