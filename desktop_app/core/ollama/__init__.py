"""The window's side of Ollama (no Qt): what the server offers, pulling a model, sign-in, which models to suggest."""
