"""Typed settings of the assistant: which model, how much to search, how much context to use."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

DEFAULT_MODEL = "qwen2.5:3b"


@dataclass(frozen=True)
class AssistantSettings:
    """Everything that shapes an answer; each field's ``doc`` says what it does."""

    model: str = field(default=DEFAULT_MODEL, metadata={
        "doc": "Ollama chat model with tool support (`ollama pull <model>`)"})
    ollama_url: str | None = field(default=None, metadata={
        "doc": "Ollama server, http(s)://[user@]host[:port][/path]; None means Ollama's own "
               "default (OLLAMA_HOST or 127.0.0.1:11434). A user name means basic auth; the "
               "token or password comes from FOOTNOTE_OLLAMA_TOKEN / FOOTNOTE_OLLAMA_PASSWORD "
               "or the system keyring, never from here"})
    embedder: str | None = field(default=None, metadata={
        "doc": "'builtin' or 'ollama:<model>' to search with; None means the library's own"})
    search_mode: Literal["hybrid", "lexical", "vector"] = field(default="hybrid", metadata={
        "doc": "how search_docs ranks passages"})
    passages_per_search: int = field(default=5, metadata={
        "doc": "passages one search_docs call returns"})
    max_passage_chars: int = field(default=1200, metadata={
        "doc": "longer passages are cut when shown to the model (the citation keeps the full text)"})
    pre_search: bool = field(default=True, metadata={
        "doc": "search the question before the first model turn (for models that call tools poorly)"})
    max_summary_parts: int = field(default=8, metadata={
        "doc": "a document longer than the model's window is read in parts, each summarised by "
               "the model; beyond this many parts, the most telling passages of each stretch "
               "of pages are read instead of all (a model on a CPU takes a minute or more a "
               "part)"})
    tool_call_limit: int = field(default=4, metadata={
        "doc": "searches the model may start itself per question (the pre-search is extra)"})
    recursion_limit: int = field(default=30, metadata={
        "doc": "graph steps per question before the turn ends with the best answer so far"})
    context_window: int | None = field(default=None, metadata={
        "doc": "num_ctx override in tokens; None means the model's window from /api/show"})
    max_context_window: int = field(default=8192, metadata={
        "doc": "cap on num_ctx: Ollama allocates memory for the whole window"})
    fallback_context_window: int = field(default=4096, metadata={
        "doc": "num_ctx when the server does not report the model's window"})
    max_answer_tokens: int = field(default=1024, metadata={
        "doc": "num_predict; this much of the window is kept free for the answer"})
    temperature: float = field(default=0.2, metadata={"doc": "sampling temperature"})
    repeat_penalty: float = field(default=1.1, metadata={
        "doc": "Ollama's repeat_penalty: above 1, tokens already said are less likely again"})
    repeat_last_n: int = field(default=256, metadata={
        "doc": "Ollama's repeat_last_n: how many recent tokens the repeat penalty looks back "
               "over (Ollama's 64 misses a repeated sentence; the loop guard stops the rest)"})
    extra_instruction: str = field(default="", metadata={
        "doc": "the user's own short instruction, added to the system prompt after Footnote's "
               "rules (it cannot cancel them)"})
    keep_alive: str = field(default="10m", metadata={
        "doc": "how long Ollama keeps the model loaded after a question"})
    request_timeout_s: float = field(default=300.0, metadata={
        "doc": "a model call that takes longer fails with a timeout error (connecting to the "
               "server may take 5 s at most, also across a network)"})
    health_timeout_s: float = field(default=10.0, metadata={
        "doc": "time allowed for the model-server checks before a question"})
    retries: int = field(default=2, metadata={
        "doc": "retries of a model call after a transient server failure (with backoff)"})
    min_support: float = field(default=0.3, metadata={
        "doc": "cited sentences whose word overlap with their passages is lower are flagged"})
    shared_folder: str | None = field(default=None, metadata={
        "doc": "a folder another desktop publishes its library into (`python -m indexer "
               "publish FOLDER`): search that library, read-only, instead of the one in the "
               "data dir (conversations stay in the data dir)"})
    shared_path_map: dict[str, str] = field(default_factory=dict, metadata={
        "doc": "publisher's folder → where this desktop sees it; empty: guessed from where "
               "the publication folder lies"})
    chroma_url: str = field(default="", metadata={
        "doc": "the Chroma server this desktop chose (Settings ▸ Chroma server): a shared "
               "library's vectors are read from it only, and only when its publication names "
               "the same one; empty: the one chosen for that folder before, if any"})
