"""The window's language: the one chosen (in Settings, or the system's) and Qt's translators for it."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFontDatabase, QGuiApplication

from desktop_app import wording
from desktop_app.wording import LANGUAGES

__all__ = ["LANGUAGES", "InstalledLanguage", "chosen_language", "current_language",
           "install_language", "missing_font_note", "remove_language", "system_languages", "translator_for",
           "use_setting"]

FOLDER = Path(__file__).resolve().parent / "translations"
_TRADITIONAL = ("hant", "tw", "hk", "mo")  # Chinese written in traditional characters
_installed: InstalledLanguage | None = None


@dataclass
class InstalledLanguage:
    """The language in use and the translators that give it (kept so they can be removed)."""

    code: str
    translators: list[QTranslator] = field(default_factory=list)

    def add(self, app: QCoreApplication, name: str, folder: Path) -> QTranslator | None:
        """Install the translator of ``name``.qm in ``folder``; None when there is none."""
        translator = QTranslator(app)
        if not translator.load(name, str(folder)):
            return None
        app.installTranslator(translator)
        self.translators.append(translator)
        return translator

    def remove(self) -> None:
        app = QCoreApplication.instance()
        for translator in self.translators:
            if app is not None:
                app.removeTranslator(translator)
        self.translators.clear()
        wording.use_translator(None)
        wording.use_number_format(None)
        QLocale.setDefault(QLocale.system())


def system_languages() -> list[str]:
    """The desktop's languages, most preferred first ('ru-RU', 'zh-Hans-CN', …)."""
    return list(QLocale.system().uiLanguages())


def chosen_language(setting: str, preferred: Sequence[str]) -> str:
    """The window's language: the setting's, else the first of the ``preferred`` (BCP 47 tags)
    Footnote speaks, else English."""
    if setting in LANGUAGES:
        return setting
    for tag in preferred:
        parts = tag.replace("_", "-").lower().split("-")
        if parts[0] == "zh":
            if not any(part in _TRADITIONAL for part in parts[1:]):
                return "zh_CN"
            continue
        if parts[0] in LANGUAGES:
            return parts[0]
    return "en"


def use_setting(setting: str) -> InstalledLanguage:
    """Install the language the ``language`` setting names (empty: the system's)."""
    return install_language(chosen_language(setting, system_languages()),
                            follows_system=setting not in LANGUAGES)


def remove_language() -> None:
    """Back to English words and the system's locale."""
    global _installed
    if _installed is not None:
        _installed.remove()
        _installed = None


def install_language(code: str, *, follows_system: bool = False) -> InstalledLanguage:
    """Translate the window into ``code`` from now on: Footnote's words and Qt's own (standard
    buttons, file dialogs), with numbers and dates in its locale (the system's own locale when
    the language ``follows_system``, e.g. English words with German dates). Widgets made before
    keep their words: call this before the window is built."""
    global _installed
    remove_language()
    installed = _installed = InstalledLanguage(code)
    locale = QLocale.system() if follows_system else QLocale(code)
    QLocale.setDefault(locale)
    wording.use_number_format(lambda value, places: locale.toString(float(value), "f", places))
    app = QCoreApplication.instance()
    if code == "en" or app is None:
        wording.use_translator(None)
        return installed
    ours = installed.add(app, f"footnote_{code}", FOLDER)
    installed.add(app, f"qtbase_{code}", Path(QLibraryInfo.path(
        QLibraryInfo.LibraryPath.TranslationsPath)))
    wording.use_translator(_looking_up(ours) if ours is not None else None)
    templates = FOLDER / "indexer_templates.json"
    if templates.exists():
        wording.use_indexer_templates(json.loads(templates.read_text(encoding="utf-8")))
    return installed


def missing_font_note(code: str) -> str | None:
    """What to install when no font here can draw ``code``'s script (Chinese on a bare Linux:
    the wheel's CJK font is a subset for exports). In English: the words could not be drawn."""
    if code != "zh_CN" or QGuiApplication.instance() is None or QFontDatabase.families(
            QFontDatabase.WritingSystem.SimplifiedChinese):
        return None
    return ("The Chinese interface needs a Chinese font, and this system has none: install one "
            "(Debian/Ubuntu: sudo apt install fonts-noto-cjk) and start Footnote again.")


def current_language() -> str:
    """The window's language now ("en" before one is installed)."""
    return _installed.code if _installed is not None else "en"


def translator_for(code: str) -> wording.Translate | None:
    """A look-up in ``code`` for ``wording.speaking`` (None: English), whatever the window's
    language is: an export is written in its conversation's language."""
    if code == "en" or code not in LANGUAGES:
        return None
    if code not in _loaded:
        translator = QTranslator()
        _loaded[code] = translator if translator.load(f"footnote_{code}", str(FOLDER)) else None
    translator = _loaded[code]
    return _looking_up(translator) if translator is not None else None


_loaded: dict[str, QTranslator | None] = {}


def _looking_up(translator: QTranslator) -> wording.Translate:
    """A look-up in ``translator`` that leaves %n to ``wording`` (which writes the number in
    the locale's way; Qt's own look-up would write "1234")."""
    def translate(text: str, disambiguation: str | None, n: int) -> str:
        return translator.translate(wording.CONTEXT, text, disambiguation, n)

    return translate
