"""The window's Qt-free core: jobs for worker threads, settings, indexing progress, document
lookup, library isolation and the Ollama probe. Widgets in ``desktop_app.ui`` use these; they
know nothing of Qt or of any window."""
