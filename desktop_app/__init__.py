"""Footnote desktop app: the assistant (Qt-free) and the Qt window."""

# Modules the window does not need before its first paint, imported inside the functions that
# use them: the self-test and the desktop entry (--self-test, --install-desktop-entry only;
# 15 ms of the window's start at module top).
AFTER_FIRST_PAINT: frozenset[str] = frozenset({
    "desktop_app.core.system.self_test", "desktop_app.core.system.desktop_entry",
})
