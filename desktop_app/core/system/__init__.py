"""Footnote on this computer (no Qt): its data files, the applications-menu entry, the system check, the self-test."""
