"""The servers the indexer talks to: Ollama (embeddings) and Chroma, their URLs, sign-in and failures."""
