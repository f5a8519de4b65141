"""Footnote desktop app: the assistant (Qt-free) and the Qt window."""

# Modules the window does not need before its first paint, imported inside the functions that
# use them (each measured on the window's start, which they made ~10 ms slower at module top):
# the self-test and the desktop entry (--self-test, --install-desktop-entry only; 15 ms) and
# the conversations file (a new conversation's id, a damaged file set aside; 10 ms).
AFTER_FIRST_PAINT: frozenset[str] = frozenset({
    "desktop_app.core.system.self_test", "desktop_app.core.system.desktop_entry",
    "desktop_app.assistant.conversations",
})
