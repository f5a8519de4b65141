"""Child processes that keep the window's process from waiting: library writes and vector reads."""
