"""Render the window's main states to assets/screenshots/*.png (offscreen, no Ollama needed).

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py
    SHOTS_OUT=/tmp/ru .venv/bin/python scripts/screenshots.py --language ru   # the window in Russian

Builds the real app on a temp data dir with sample documents, the real indexer and agent
graph, and a scripted chat model that writes a cited answer.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl  # noqa: E402
from PySide6.QtGui import QDropEvent, QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

OUT = Path(os.environ.get("SHOTS_OUT", ROOT / "assets" / "screenshots"))
SHARED = ROOT.parent / "shared" / "data" / "robustness"
PAPER = SHARED / "pdfminer_samples" / "contrib" / "issue-1061-colour-space-stack.pdf"
SIZE = (1440, 880)

LEASE = """# Warehouse lease — Rotterdam

## Term
The lease runs for five years from 1 April 2026 and renews for one year at a time unless
either party gives notice.

## Termination
Either party may terminate the lease with ninety days written notice. Notice must be sent
by registered letter to the address in clause 2.

## Rent
Rent is EUR 4,200 per month, due on the first working day of each month, and is indexed
yearly to the consumer price index.
"""

NOTES = """Meeting notes, 12 March 2026

Present: Anna, Joris, Mei.

- The privacy review of the customer survey is due before the summer.
- Mei suggests individual differential privacy for the published statistics: it adds
  less noise than the standard definition for the same protection of each respondent.
- Joris will check the lease termination terms before we decide on the second warehouse.
"""


def sample_docs(folder: Path) -> Path:
    folder.mkdir(parents=True)
    if PAPER.is_file():
        shutil.copy(PAPER, folder / "privacy-paper.pdf")
    (folder / "warehouse-lease.md").write_text(LEASE, encoding="utf-8")
    (folder / "meeting-notes.txt").write_text(NOTES, encoding="utf-8")
    extra = folder / "archive"
    extra.mkdir()
    for i in range(36):
        (extra / f"invoice-{2025001 + i}.txt").write_text(
            f"Invoice {2025001 + i}\nSupplier: Van Dijk Logistics\nAmount: EUR {300 + 17 * i}\n"
            f"Payment within thirty days of receipt.\n", encoding="utf-8")
    return folder


def shown_passages(messages: list) -> dict[int, tuple[str, str]]:
    """Number → (label, text) of every passage the model was shown."""
    from langchain_core.messages import ToolMessage

    found: dict[int, tuple[str, str]] = {}
    for m in messages:
        if isinstance(m, ToolMessage):
            for n, label, body in re.findall(r"^\[(\d+)\] ([^\n]+)\n((?:> [^\n]*\n?)+)",
                                             str(m.content), re.M):
                text = " ".join(line[2:] for line in body.splitlines())
                found[int(n)] = (label, " ".join(text.split()))
    return found


KEYWORDS = ("individual differential privacy", "idp", "noise", "differential privacy",
            "suggests")


def relevance(text: str) -> int:
    lowered = text.lower()
    if re.search(r"\bpp\.|springer|proceedings", lowered):
        return -1  # a bibliography page
    return sum(lowered.count(k) for k in KEYWORDS)


def best_sentence(text: str) -> str:
    """The passage's sentence that says most about the question (quoted, so supported)."""
    sentences = [s.strip().lstrip("- ").rstrip(".")
                 for s in re.split(r"(?<=[.!?])\s+|\s+-\s+", text)]
    sentences = [s for s in sentences if 8 <= len(s.split()) <= 45 and s[:1].isupper()]
    return max(sentences, key=relevance, default=" ".join(text.split()[:25]))


def answer_step(messages: list) -> str:
    """A careful model: a Markdown answer whose sentences come from the passages it cites."""
    shown = shown_passages(messages)
    ranked = sorted(shown, key=lambda n: relevance(shown[n][1]), reverse=True)
    paper = [n for n in ranked if shown[n][0].startswith("privacy-paper")]
    notes = [n for n in ranked if shown[n][0].startswith("meeting-notes")]
    a, b = (paper + paper + ranked)[:2]
    c = notes[0] if notes else ranked[-1]
    return (f"**Individual differential privacy** (iDP) comes from the paper in your library: "
            f"{best_sentence(shown[a][1])} [{a}].\n\n"
            f"What it changes in practice:\n\n"
            f"- {best_sentence(shown[b][1])} [{b}].\n"
            f"- For your own work: {best_sentence(shown[c][1])} [{c}].")


def probe(url: str | None, model: str):
    from desktop_app.core.ollama.probe import ModelChoice, OllamaState

    return OllamaState(url or "http://127.0.0.1:11434", True, True,
                       f"Ollama connected — {model} ready", (
                           ModelChoice("gemma2:2b", False, False),
                           ModelChoice("llama3.2:3b", True, False),
                           ModelChoice("nomic-embed-text:latest", None, True),
                           ModelChoice("qwen2.5:3b", True, False),
                       ))


def wait(app: QApplication, condition, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not reach the expected state")
        app.processEvents()
        time.sleep(0.01)


def settle(app: QApplication, seconds: float = 0.4) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


class QSignalSpyLike:
    """``with QSignalSpyLike(signal) as spy:`` … ``spy.fired`` once the signal was emitted."""

    def __init__(self, signal) -> None:
        self.signal, self.fired = signal, False

    def _hit(self, *args) -> None:
        self.fired = True

    def __enter__(self) -> QSignalSpyLike:
        self.signal.connect(self._hit)
        return self

    def __exit__(self, *exc) -> None:
        self.signal.disconnect(self._hit)


def save(widget, name: str) -> Path:
    """The widget as the screen shows it: on a real X server (QT_QPA_PLATFORM=xcb) the window
    manager's frame is included; offscreen, the widget alone."""
    path = OUT / name
    if QGuiApplication.platformName() == "xcb" and widget.isWindow():
        widget.raise_()
        widget.activateWindow()
        settle(QApplication.instance(), 0.3)
        frame = widget.frameGeometry()
        QGuiApplication.primaryScreen().grabWindow(
            0, frame.x(), frame.y(), frame.width(), frame.height()).save(str(path))
    else:
        widget.grab().save(str(path))
    print(f"wrote {path}")
    return path


def roomy_context() -> None:
    """The scripted model has no real window; give it room to see the passages' text."""
    import dataclasses

    from desktop_app.core import settings

    plain = settings.AppSettings.assistant_settings
    settings.AppSettings.assistant_settings = (  # type: ignore[method-assign]
        lambda self: dataclasses.replace(plain(self), context_window=32_000))


def main() -> int:
    from desktop_app.app import build_window
    from tests.assistant.fakes import ScriptedChatModel, search
    from tests.helpers import HashEmbedder

    roomy_context()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="footnote-shots-"))
    if "--language" in sys.argv:  # as if chosen in Settings (docs/translations.md)
        (tmp / "config").mkdir()
        code = sys.argv[sys.argv.index("--language") + 1]
        (tmp / "config" / "settings.toml").write_text(f'language = "{code}"\n', encoding="utf-8")
    docs = sample_docs(tmp / "Documents")
    model = ScriptedChatModel(script=[search("individual differential privacy iDP noise",
                                             "meeting notes differential privacy survey"),
                                      answer_step])
    window = build_window(tmp / "config", tmp / "data", chat_model=model,
                          embedder=HashEmbedder(), probe=probe, open_external=lambda p: None,
                          confirm=lambda parent, q, yes: yes())
    window.show()
    window.showNormal()  # the offscreen screen (800 × 800) would have it open maximized
    window.resize(*SIZE)
    window.start()
    wait(app, lambda: window.services.ollama.state is not None)
    settle(app)
    save(window, "01-empty.png")

    lib = window.services.library
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(docs))])
    window.dropEvent(QDropEvent(QPointF(400, 400), Qt.DropAction.CopyAction, mime,
                                Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    wait(app, lambda: window.indexing.progress.done >= 12)
    lib.pause()
    window.right_tabs.setCurrentIndex(1)
    settle(app, 1.0)
    save(window, "02-indexing.png")
    lib.resume()
    wait(app, lambda: not lib.busy and lib._snapshot_job is None)
    window.right_tabs.setCurrentIndex(0)

    window.chat.question.setPlainText("What is individual differential privacy, "
                                      "and why would we use it?")
    window.chat.send_button.click()
    wait(app, lambda: not window.services.chat.busy and window.chat.transcript.turns)
    settle(app)
    save(window, "03-answer-with-sources.png")

    turn = window.chat.transcript.turns[-1]
    pdf = [n for n in sorted(turn.used_citations)
           if turn.citations[n].path.endswith(".pdf") and (turn.citations[n].page or 0) > 1]
    pdf = pdf or [n for n in sorted(turn.used_citations)
                  if turn.citations[n].path.endswith(".pdf")]
    if pdf:
        highlighted: list[int] = []
        window.viewer.highlighted.connect(highlighted.append)
        window.open_citation(len(window.chat.transcript.turns) - 1, pdf[0])
        wait(app, lambda: highlighted)
        settle(app, 1.0)
        save(window, "04-pdf-viewer-at-cited-page.png")

    window.viewer.open_find()
    window.viewer.find_bar.edit.setText("noise")
    wait(app, lambda: window.viewer.find_done() and window.viewer.find_count()[1] > 0)
    window.viewer.find_step(1)
    settle(app, 0.8)
    save(window, "09-find-in-document.png")
    window.viewer.close_find()

    window.chat.begin_edit(0)
    window.chat.question.setPlainText("What is individual differential privacy, and what does "
                                      "it cost in accuracy?")
    settle(app)
    save(window, "10-edit-question.png")
    window.chat.escape()

    from indexer.ingest.discovery import exclusion_for

    with QSignalSpyLike(lib.exclusions_changed) as changed:
        lib.exclude([exclusion_for(str(docs), str(docs / "archive")),
                     exclusion_for(str(docs), "*.tmp")])
        wait(app, lambda: changed.fired)
    wait(app, lambda: not lib.busy and lib._snapshot_job is None and not lib._queue)
    settle(app, 1.0)
    save(window, "12-folder-with-exclusions.png")
    window.exclusion_actions.show_excluded(str(docs))
    dialog = window.exclusion_actions.dialogs[str(docs)]
    settle(app, 0.6)
    save(dialog, "11-excluded-items.png")
    dialog.reject()

    window.open_settings()
    wait(app, lambda: window.settings_dialog is not None)
    settle(app)
    save(window.settings_dialog, "05-settings.png")
    window.settings_dialog.reject()

    window.settings_actions.open_models()
    wait(app, lambda: window.models_dialog is not None)
    settle(app, 0.6)
    save(window.models_dialog, "07-models.png")
    window.models_dialog.reject()

    from desktop_app.ui import theme

    theme.apply(app, "dark")
    settle(app, 0.6)
    save(window, "08-dark.png")
    theme.apply(app, "light")
    window.close()
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
