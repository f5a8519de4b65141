"""A document's own questions in the window: "Summarise this document" and "Ask about this
document" (the Files list's menu, and the viewer) hold the conversation to that file, which the
scope bar shows, and a summary is read from that file alone and cited to its pages."""

from __future__ import annotations

from pathlib import Path

from langchain_core.messages import ToolMessage

from tests.assistant.fakes import cite_everything
from tests.helpers.filings import text_pdf
from tests.helpers.window import drop, wait_indexed
from tests.ui.test_document_cards import trigger


def _folder(tmp_path: Path) -> tuple[Path, str]:
    folder = tmp_path / "docs"
    folder.mkdir()
    manual = text_pdf(folder / "press-manual.pdf", [
        ["Cider press manual", "The press takes twelve kilograms of apples."],
        ["Cleaning", "Rinse the basket with warm water after every pressing."],
        ["Warranty", "The warranty lasts five years from delivery."]])
    (folder / "notes.txt").write_text("Notes: the orchard's press was bought in Zurich.\n",
                                      encoding="utf-8")
    return folder, str(manual)


def test_summarise_this_document_holds_the_question_to_it_and_cites_its_pages(
        qtbot, make_window, tmp_path: Path):
    folder, manual = _folder(tmp_path)
    window = make_window(script=[cite_everything])
    drop(window, [folder])
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: manual in window.files._items, timeout=30_000)
    chat = window.services.chat
    with qtbot.waitSignal(chat.answer_done, timeout=30_000):
        trigger(window.files.menu_for(manual), "Summarise this document")
    assert window.chat.scope_bar.text == "Searching: press-manual.pdf"
    turn = window.chat.transcript.turns[-1]
    assert turn.question == "Summarise press-manual.pdf."
    assert {Path(c.path).name for c in turn.citations.values()} == {"press-manual.pdf"}
    assert {c.page for c in turn.citations.values()} == {1, 2, 3}
    model = window.services.chat.assistant._chat_model
    tools = [m.name for m in model.calls[-1] if isinstance(m, ToolMessage)]
    assert tools == ["read_document"]


def test_ask_about_this_document_from_the_viewer_sets_the_scope_and_waits(
        qtbot, make_window, tmp_path: Path):
    from desktop_app.assistant.citations import Citation

    folder, manual = _folder(tmp_path)
    window = make_window(script=[])
    drop(window, [folder])
    wait_indexed(qtbot, window)
    assert not window.viewer.ask_button.isVisibleTo(window)  # no document open yet
    with qtbot.waitSignal(window.viewer.shown, timeout=15_000):
        window.viewer.show_citation(Citation(
            n=1, chunk_id="c1", path=manual, rel_path="press-manual.pdf", page=3, section="",
            start_index=0, end_index=10, quote="The warranty lasts five years from delivery."))
    assert window.viewer.ask_button.isVisibleTo(window)
    window.viewer.ask_button.click()
    assert window.chat.scope_bar.text == "Searching: press-manual.pdf"
    assert window.chat.question.hasFocus() or window.chat.question.isVisible()
    assert window.chat.transcript.turns == []  # nothing asked yet
