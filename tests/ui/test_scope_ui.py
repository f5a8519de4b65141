"""The scope bar above the question box: which documents a conversation's questions search,
chosen in the window, sent to the search, remembered, exported, and checked against the
library."""

from __future__ import annotations

from pathlib import Path

from langchain_core.messages import ToolMessage
from PySide6.QtCore import QPoint, Qt

from tests.assistant.fakes import ScriptedChatModel, cite_everything, passages_in
from tests.helpers.window import ask, drop, wait_indexed

SHOTS = Path("/tmp/shots-scope")
FOLDERS = {
    "Contracts": "Contracts budget: the lease budget is 900 euros a month.",
    "Invoices": "Invoices budget: the March invoice budget was 120 euros.",
    "Private": "Private budget: the holiday budget is 2000 euros.",
}


def three_folders(tmp_path: Path) -> list[Path]:
    folders = []
    for name, text in FOLDERS.items():
        folder = tmp_path / "library" / name
        folder.mkdir(parents=True)
        (folder / f"{name.lower()}.txt").write_text(text + "\n", encoding="utf-8")
        folders.append(folder)
    return folders


def folders_seen(model: ScriptedChatModel) -> set[str]:
    """The folders of the passages the model was sent for the last question."""
    return {line.split(" ")[0] for line in passages_in(model.calls[-1]).values()}


def tick(qtbot, window, names: list[str]) -> None:  # noqa: ANN001
    """Open the scope menu and click the folders' checkboxes (it stays open between clicks)."""
    bar = window.chat.scope_bar
    bar.menu.popup(bar.button.mapToGlobal(QPoint(0, bar.button.height())))
    qtbot.waitUntil(bar.menu.isVisible)
    for name in names:
        action = next(a for root, a in bar.folder_actions.items() if Path(root).name == name)
        qtbot.mouseClick(bar.menu, Qt.MouseButton.LeftButton,
                         pos=bar.menu.actionGeometry(action).center())
        assert bar.menu.isVisible() and action.isChecked()
    SHOTS.mkdir(exist_ok=True)
    bar.menu.grab().save(str(SHOTS / "scope-menu.png"))
    bar.menu.close()


def test_two_of_three_folders_are_searched_remembered_and_exported(
        qtbot, make_window, tmp_path: Path):
    folders = three_folders(tmp_path)
    model = ScriptedChatModel(script=[cite_everything], repeat_last=False)
    window = make_window(model=model)
    bar = window.chat.scope_bar
    assert bar.text == "Searching: All folders" and bar.isVisible()
    drop(window, folders)
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: len(bar.roots) == 3)

    tick(qtbot, window, ["Contracts", "Invoices"])
    assert bar.text == "Searching: Contracts/, Invoices/"
    assert window.services.chat.scope.folders == tuple(
        r for r in bar.roots if Path(r).name in ("Contracts", "Invoices"))
    ask(qtbot, window, "What is the budget?")
    assert folders_seen(model) == {"Contracts", "Invoices"}  # Private never reached the model
    cited = {Path(c.path).parent.name for c in window.chat.transcript.turns[-1].citations.values()}
    assert cited == {"Contracts", "Invoices"}
    SHOTS.mkdir(exist_ok=True)
    window.chat.grab().save(str(SHOTS / "chat-column-two-folders.png"))
    window.grab().save(str(SHOTS / "window-two-folders.png"))

    target = tmp_path / "budget.md"
    window.exporter.choose_path = lambda parent, start, fmt, on_chosen: on_chosen(target, "md")
    window.export_conversation()
    assert "Searched: Contracts/, Invoices/" in target.read_text(encoding="utf-8").splitlines()

    thread = window.services.chat.thread_id
    window.new_conversation()
    assert bar.text == "Searching: All folders"  # a new conversation searches everything
    window.close()

    again = make_window(script=[])
    qtbot.waitUntil(lambda: len(again.conversations.titles()) == 1)
    with qtbot.waitSignal(again.services.chat.scope_changed, timeout=10_000):
        again.services.chat.open_conversation(thread)
    assert again.chat.scope_bar.text == "Searching: Contracts/, Invoices/"


def test_one_file_and_a_removed_folder_falls_back_with_a_note(qtbot, make_window,
                                                               tmp_path: Path):
    folders = three_folders(tmp_path)
    model = ScriptedChatModel(script=[cite_everything, cite_everything], repeat_last=False)
    window = make_window(model=model)
    bar = window.chat.scope_bar
    drop(window, folders)
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: len(bar.roots) == 3)

    bar.file_action.trigger()  # "One file or subfolder…"
    picker = bar.picker
    assert picker is not None
    qtbot.waitUntil(lambda: picker.isVisible() and picker.list.isEnabled())
    assert picker.list.count() == 3
    qtbot.keyClicks(picker.filter, "invoi")
    qtbot.keyClick(picker.list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not picker.isVisible())
    assert bar.text == "Searching: invoices.txt"
    ask(qtbot, window, "What is the budget?")
    assert folders_seen(model) == {"Invoices"}

    tick(qtbot, window, ["Contracts", "Invoices"])  # folders replace the one file
    assert bar.text == "Searching: Contracts/, Invoices/"
    assert not bar.file_action.isChecked() and bar.file_action.text() == "One file or subfolder…"
    invoices = next(r for r in bar.roots if Path(r).name == "Invoices")
    window.services.library.remove(invoices)
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: len(bar.roots) == 2)
    assert bar.warning.isVisible() and "Invoices/ left the library" in bar.warning.text()
    window.chat.grab().save(str(SHOTS / "chat-column-removed-folder.png"))

    ask(qtbot, window, "What is the budget now?")
    turn = window.chat.transcript.turns[-1]
    assert turn.note == ("Invoices/ was removed from the library, so this question searched "
                         "all folders.")
    assert turn.note in window.chat.transcript.toPlainText()
    assert folders_seen(model) == {"Contracts", "Private"}  # all folders, never nothing
    window.chat.grab().save(str(SHOTS / "chat-column-fallback-note.png"))


def test_a_subfolder_of_a_library_folder_can_be_the_scope(qtbot, make_window, docs: Path):
    model = ScriptedChatModel(script=[cite_everything], repeat_last=False)
    window = make_window(model=model)
    bar = window.chat.scope_bar
    (docs / "letters").mkdir()
    (docs / "letters" / "landlord.txt").write_text(
        "The landlord repaints the stairwell; the crates stay in the cellar.\n", encoding="utf-8")
    drop(window, [docs])
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: len(bar.roots) == 1)

    bar.file_action.trigger()
    picker = bar.picker
    qtbot.waitUntil(lambda: picker.isVisible() and picker.list.isEnabled())
    assert picker.list.item(0).text() == f"{docs.name}/invoices/  (1 file)"  # folders first
    qtbot.keyClick(picker.list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not picker.isVisible())
    assert bar.text == "Searching: invoices/" and not bar.warning.isVisible()
    bar._fill_menu()
    assert "removed" not in " ".join(a.text() for a in bar.menu.actions())

    bar.file_action.trigger()  # a second subfolder joins the first
    qtbot.waitUntil(lambda: picker.isVisible() and picker.list.isEnabled())
    picker.filter.setText("letters/")
    qtbot.keyClick(picker.list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not picker.isVisible())
    assert bar.text == "Searching: invoices/, letters/"

    ask(qtbot, window, "How many crates?")
    shown = [m for m in model.calls[-1] if isinstance(m, ToolMessage)]
    assert shown and "mueller.txt" in shown[0].content and "landlord.txt" in shown[0].content
    assert "contract.txt" not in shown[0].content and "notes.md" not in shown[0].content
