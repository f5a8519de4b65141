"""The window in the user's language: Russian under a Russian locale, plural forms, the Settings
switch, exports in their conversation's language, and every text translated."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from desktop_app.assistant.citations import Citation
from desktop_app.assistant.intents import read_intent
from desktop_app.assistant.state import Turn
from desktop_app.core.ollama.pull import human_size
from desktop_app.core.progress import Progress
from desktop_app.export.markdown import render_markdown
from desktop_app.export.model import build_document
from desktop_app.ui.export_actions import in_their_language
from desktop_app.ui.language import (
    chosen_language,
    install_language,
    remove_language,
    translator_for,
)
from desktop_app.wording import LANGUAGES, from_indexer, language_of, speaking, tr

ROOT = Path(__file__).resolve().parents[2]
CYRILLIC = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ")

# The window as a user's desktop starts it (build_window, before any folder or question), and
# what it shows: menus, the question box, a plural, Qt's own Cancel, a number in the locale.
STARTED = """
import json, os, sys
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QDialogButtonBox
app = QApplication(sys.argv[:1])
from desktop_app.app import build_window
from desktop_app.wording import tr
from tests.helpers import HashEmbedder
from tests.helpers.window import ready_probe
window = build_window(sys.argv[1], sys.argv[2], embedder=HashEmbedder(), probe=ready_probe)
box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
print(json.dumps({
    "menus": [a.text() for a in window.menuBar().actions()],
    "question": window.chat.question.placeholderText(),
    "files": [tr("%n file(s)", n=n) for n in (1, 2, 5, 21)],
    "cancel": box.button(QDialogButtonBox.StandardButton.Cancel).text(),
    "number": QLocale().toString(1234.5),
}))
sys.stdout.flush()
os._exit(0)
"""


def start_window(tmp_path: Path, lang: str) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "PYTHONPATH")}
    env.update(LANG=lang, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", STARTED, str(tmp_path / f"config-{lang}"),
                          str(tmp_path / f"data-{lang}")], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout.strip().splitlines()[-1])


def test_the_window_starts_in_russian_under_a_russian_locale(tmp_path):
    english = start_window(tmp_path, "C.UTF-8")
    russian = start_window(tmp_path, "ru_RU.UTF-8")
    assert english["files"] == ["1 file", "2 files", "5 files", "21 files"]
    assert english["cancel"] == "Cancel"
    for menu_en, menu_ru in zip(english["menus"], russian["menus"], strict=True):
        assert CYRILLIC & set(menu_ru), (menu_en, menu_ru)
    assert CYRILLIC & set(russian["question"]) and russian["question"] != english["question"]
    assert russian["files"] == ["1 файл", "2 файла", "5 файлов", "21 файл"]
    assert russian["cancel"] == "Отмена"  # Qt's own words come in Russian too
    assert russian["number"] == "1\u00a0234,5"  # and numbers are written the Russian way


@pytest.mark.parametrize(("code", "files"), [
    ("uk", ["1 файл", "2 файли", "5 файлів", "21 файл"]),
    ("de", ["1 Datei", "2 Dateien", "5 Dateien", "21 Dateien"]),
    ("es", ["1 archivo", "2 archivos", "5 archivos", "21 archivos"]),
    ("zh_CN", ["1 个文件", "2 个文件", "5 个文件", "21 个文件"]),
])
def test_each_language_counts_files_its_own_way(qapp, code, files):
    install_language(code)
    try:
        assert [tr("%n file(s)", n=n) for n in (1, 2, 5, 21)] == files
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text() != "Cancel"
    finally:
        remove_language()
    assert tr("%n file(s)", n=2) == "2 files"


TOO_LONG = "too much text: over 12,345 characters, the limit for one file — not indexed"
DEC_4_14_03 = datetime(2026, 12, 4, 14, 3).timestamp()


@pytest.mark.parametrize(("code", "count", "date"), [
    ("de", "12.345", "04.12.2026 14:03"),
    ("ru", "12\u00a0345", "04.12.2026 14:03"),
    ("es", "12.345", "04/12/2026 14:03"),
    ("zh_CN", "12,345", "2026年12月4日 14:03"),
])
def test_counts_and_dates_are_written_the_language_s_way(qapp, code, count, date):
    install_language(code)
    try:
        assert tr("%n file(s)", n=12345).startswith(count + " ")
        progress = Progress(phase="done", summary={"files": 12345, "indexed": 12345,
                                                   "chunks_added": 56789, "seconds": 3})
        assert count in progress.headline()
        if code == "de":  # what the indexer wrote the English way, the German way
            assert "12.345" in from_indexer(TOO_LONG)
            assert "2,7 GB" in from_indexer("the 2.7 GB a parser may use")
            assert human_size(2_500_000_000) == "2,5 GB"
        export = render_markdown(build_document([turn("Q?")], now=DEC_4_14_03, language=code,
                                                translate=translator_for(code)))
        assert date in export
    finally:
        remove_language()
    assert tr("%n file(s)", n=12345) == "12345 files"  # the C locale the tests run in
    assert from_indexer(TOO_LONG) == TOO_LONG


def test_the_system_s_language_is_followed_and_a_setting_fixes_it():
    assert chosen_language("", ["ru-RU", "en-US"]) == "ru"
    assert chosen_language("", ["fr-FR", "de-AT"]) == "de"  # the first Footnote speaks
    assert chosen_language("", ["zh-Hans-CN"]) == "zh_CN"
    assert chosen_language("", ["zh-Hant-TW", "fr-FR"]) == "en"  # not simplified Chinese
    assert chosen_language("", ["ja-JP"]) == "en"
    assert chosen_language("es", ["ru-RU"]) == "es"
    assert chosen_language("xx", ["uk-UA"]) == "uk"  # a setting no longer known: the system's


def test_a_language_chosen_in_settings_is_the_window_s_after_a_restart(qtbot, make_window,
                                                                        dirs):
    config_dir, _ = dirs
    window = make_window()
    english = [a.text() for a in window.menuBar().actions()]
    window.open_settings()
    dialog = window.settings_dialog
    names = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert names[0] == "Follow the system (English)" and set(LANGUAGES.values()) <= set(names)
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    dialog.accept()
    assert "starts again" in window.status_message.text()
    assert [a.text() for a in window.menuBar().actions()] == english  # not half-translated
    settings_file = config_dir / "settings.toml"
    qtbot.waitUntil(lambda: settings_file.exists() and 'language = "de"' in settings_file.read_text())
    window.close()

    german = make_window()
    menus = [a.text() for a in german.menuBar().actions()]
    assert sum(m != e for m, e in zip(menus, english, strict=True)) >= 3
    with speaking(translator_for("de")):
        assert german.chat.question.placeholderText() == tr(
            "Ask your documents…  (Enter sends, Shift+Enter new line)")


def turn(question: str) -> Turn:
    cited = Citation(1, "c1", "/docs/lease.pdf", "lease.pdf", 3, "", 0, 10, "Rent is due.")
    return Turn(question, "Rent is due monthly [1].", "answered", {1: cited})


@pytest.mark.parametrize("window_language", ["en", "ru"])
def test_an_export_s_headings_are_in_its_conversation_s_language(qapp, window_language):
    install_language(window_language)
    try:
        russian = render_markdown(build_document([turn("Когда платить аренду?")],
                                                 **in_their_language([turn("Когда?")])))
        english = render_markdown(build_document([turn("When is the rent due?")],
                                                 **in_their_language([turn("When is it due?")])))
    finally:
        remove_language()
    with speaking(translator_for("ru")):
        words = [tr("References"), tr("page {page}").format(page=3)]
    assert all(w in russian for w in words) and "References" not in russian
    assert "References" in english and "page 3" in english and words[0] not in english


def test_the_language_of_questions_is_told_from_their_words():
    assert language_of(["Was sagt der Vertrag über die Kündigung?"]) == "de"
    assert language_of(["¿Cuándo vence el contrato?"]) == "es"
    assert language_of(["Що каже договір про розірвання?"]) == "uk"
    assert language_of(["Что говорится в договоре о расторжении?"]) == "ru"
    assert language_of(["合同什么时候到期？"]) == "zh_CN"
    assert language_of(["What does the lease say?"]) == "en"
    assert language_of(["2024", "   "]) is None


@pytest.mark.parametrize("code", sorted(set(LANGUAGES) - {"en"}))
def test_summarise_this_document_in_any_language_reads_the_document(code):
    with speaking(translator_for(code)):
        request = tr("Summarise {name}.").format(name="lease 2024.pdf")
    assert request != "Summarise lease 2024.pdf."
    assert read_intent(request).kind == "summary"
    assert read_intent(request).documents == ("lease 2024.pdf",)


def test_every_text_is_translated_and_every_catalogue_compiled():
    run = subprocess.run([sys.executable, str(ROOT / "scripts" / "translations.py"), "check"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_indexer_s_reasons_are_shown_in_the_window_s_language(qtbot, make_window, dirs,
                                                                   tmp_path):
    from desktop_app.core import settings as app_settings
    from tests.helpers.window import drop, wait_indexed

    app_settings.save(app_settings.AppSettings(language="ru"), dirs[0])
    folder = tmp_path / "Документы"
    folder.mkdir()
    broken = folder / "broken.pdf"
    broken.write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 40)  # no PDF behind the header
    (folder / "notes.txt").write_text("Rent is due on the first of the month.\n")
    window = make_window()
    drop(window, [folder])
    wait_indexed(qtbot, window)
    status, detail = window.files.status_of(str(broken))
    assert CYRILLIC & set(detail) and "unchanged" not in detail and "damaged" not in detail
    window.close()

    again = make_window()  # the reason as the library stored it, in English, a run ago
    qtbot.waitUntil(lambda: again.files.status_of(str(broken)) is not None)
    assert again.files.status_of(str(broken)) == (status, detail)


def test_a_chinese_window_without_a_chinese_font_says_what_to_install(qtbot, make_window, dirs,
                                                                      monkeypatch):
    from PySide6.QtGui import QFontDatabase

    from desktop_app.core import settings as app_settings

    app_settings.save(app_settings.AppSettings(language="zh_CN"), dirs[0])
    monkeypatch.setattr(QFontDatabase, "families", lambda *_args: [])  # a bare Linux install
    window = make_window()
    qtbot.waitUntil(lambda: "fonts-noto-cjk" in window.status_message.text())
