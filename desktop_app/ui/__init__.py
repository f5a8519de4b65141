"""Footnote's Qt window (PySide6 only): renders and forwards; workers do the work."""
