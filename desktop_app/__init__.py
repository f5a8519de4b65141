"""Footnote desktop app: the assistant (Qt-free) and the Qt window."""
