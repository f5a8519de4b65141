"""Command line front end: ``python -m desktop_app ask "question"`` and ``export THREAD_ID``."""

from __future__ import annotations

import argparse
import json
import logging
import os
import shlex
import signal
import sqlite3
import sys
import threading
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any, TextIO

from desktop_app.assistant.config import DEFAULT_MODEL, AssistantSettings
from desktop_app.assistant.conversations import DB_NAME, unusable_message
from desktop_app.assistant.events import AssistantEvent, Citations, Done, Error, Status, Token
from desktop_app.assistant.scope import Scope
from desktop_app.export.files import format_of, write_export
from desktop_app.export.model import build_document
from indexer import (
    CLI_FIXES,
    data_dir_problem,
    default_data_dir,
    display_path,
    holds_library,
    worded,
)

EXIT_OK, EXIT_ERROR, EXIT_USAGE, EXIT_STOPPED = 0, 1, 2, 130
QUOTE_CHARS = 240
MIN_CONTEXT_WINDOW = 1024  # tokens: the instructions, the tool, one passage, a short answer


def cli_words(exc: BaseException) -> str:
    """A problem's message with its fix as a command or flag, as ``footnote-index`` words it."""
    return worded(exc, CLI_FIXES)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m desktop_app",
                                     description="Footnote: answers from your own documents, "
                                                 "with numbered references.")
    sub = parser.add_subparsers(dest="command", required=True)
    ask = sub.add_parser("ask", help="answer a question from your documents, with references")
    ask.add_argument("question")
    ask.add_argument("--thread", help="continue this conversation (its id is printed after "
                                      "each answer); default: a new conversation")
    ask.add_argument("--data-dir", type=Path, default=None,
                     help=f"library location (default: {default_data_dir()})")
    ask.add_argument("--shared", type=Path, default=None, metavar="FOLDER",
                     help="answer from the library another desktop publishes into FOLDER "
                          "(`python -m indexer … publish FOLDER` there), read-only; "
                          "conversations stay in --data-dir")
    ask.add_argument("--map", action="append", default=[], metavar="THEIRS=OURS",
                     help="with --shared: the publisher's folder THEIRS is OURS on this "
                          "desktop (repeatable; default: guessed from where FOLDER lies)")
    ask.add_argument("--chroma-url", default=None, metavar="URL",
                     help="with --shared: the Chroma server its vectors are read from; it must "
                          "be the one its publication names (once: it is remembered for FOLDER)")
    where = ask.add_mutually_exclusive_group()
    where.add_argument("--folder", action="append", type=Path, default=None, metavar="FOLDER",
                       help="search only this library folder (repeat for several); remembered "
                            "with the conversation. Default: the conversation's last choice, "
                            "else all folders")
    where.add_argument("--file", type=Path, default=None, metavar="FILE",
                       help="search only this one indexed file; remembered with the conversation")
    where.add_argument("--all-folders", action="store_true",
                       help="search every library folder (undoes an earlier --folder/--file)")
    ask.add_argument("--model", default=DEFAULT_MODEL, help=f"Ollama chat model (default: "
                                                            f"{DEFAULT_MODEL})")
    ask.add_argument("--ollama-url", default=None,
                     help="Ollama server (default: local), e.g. https://gpu.lan/ollama "
                     "behind a reverse proxy; its token from FOOTNOTE_OLLAMA_TOKEN or the "
                     "system keyring (https://USER@host/... : basic auth, "
                     "FOOTNOTE_OLLAMA_PASSWORD)")
    ask.add_argument("--embedder", default=None,
                     help="'builtin' or 'ollama:<model>' (default: the library's own)")
    ask.add_argument("--timeout", type=float, default=AssistantSettings.request_timeout_s,
                     help="seconds a model call may take")
    ask.add_argument("--context-window", type=int, default=None,
                     help="num_ctx in tokens (default: the model's window, capped)")
    ask.add_argument("--max-answer-tokens", type=int,
                     default=AssistantSettings.max_answer_tokens,
                     help="longest answer the model may write, in tokens")
    ask.add_argument("--no-pre-search", action="store_true",
                     help="let the model do all searching itself")
    ask.add_argument("--events", action="store_true",
                     help="print one JSON event per line instead of text (for scripts)")
    ask.add_argument("-v", "--verbose", action="store_true")
    export = sub.add_parser("export", help="save a conversation (or one answer) with its "
                                           "references as PDF, HTML, Markdown or DOCX")
    export.add_argument("thread_id", metavar="THREAD_ID",
                        help="the conversation (its id is printed after each answer)")
    export.add_argument("-o", "--output", type=Path, required=True, help="file to write")
    export.add_argument("--format", choices=["pdf", "html", "md", "docx"], default=None,
                        help="default: from the file name's extension, else md")
    export.add_argument("--answer", type=int, default=None, metavar="N",
                        help="only answer N of the conversation (1 = the first)")
    export.add_argument("--data-dir", type=Path, default=None,
                        help=f"library location (default: {default_data_dir()})")
    export.add_argument("-v", "--verbose", action="store_true")
    listing = sub.add_parser("conversations", help="list the conversations, newest first")
    listing.add_argument("--data-dir", type=Path, default=None,
                         help=f"library location (default: {default_data_dir()})")
    listing.add_argument("-v", "--verbose", action="store_true")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.ERROR,
                        format="%(levelname)s %(name)s: %(message)s")
    if args.command == "ask":
        return ask(args)
    if args.command == "export":
        return export(args)
    if args.command == "conversations":
        return list_conversations(args)
    return EXIT_USAGE


def _conversations_file(data_dir: Path) -> Path:
    return data_dir / DB_NAME


def _no_conversation(thread_id: str, data_dir: Path) -> str:
    return (f"error: no conversation {thread_id} (conversations are in "
            f"{_conversations_file(data_dir)}). Start a new one without --thread, or list them "
            "with `python -m desktop_app conversations`.")


def _open_assistant(settings: AssistantSettings, data_dir: Path) -> Any:
    """The Assistant with its conversations file checked; None after one sentence on stderr
    saying what is wrong with the file and what to do (the file itself is left as it is)."""

    from desktop_app.assistant.service import Assistant

    assistant = None
    try:
        assistant = Assistant(settings, data_dir, one_shot=True, words=cli_words)
        assistant.store.verify()
        return assistant
    except (sqlite3.Error, OSError) as exc:
        if assistant is not None:
            assistant.close()
        print(f"error: {unusable_message(_conversations_file(data_dir), exc)}.", file=sys.stderr)
        return None


def list_conversations(args: argparse.Namespace) -> int:
    data_dir = args.data_dir or default_data_dir()
    if problem := _not_a_folder(data_dir):
        print(f"error: {problem}.", file=sys.stderr)
        return EXIT_USAGE
    if not _conversations_file(data_dir).exists():  # nothing to list, and nothing is created
        print(f"no conversations yet ({_conversations_file(data_dir)} does not exist)")
        return EXIT_OK
    assistant = _open_assistant(AssistantSettings(), data_dir)
    if assistant is None:
        return EXIT_ERROR
    with assistant:
        try:
            items = assistant.conversations()
        except sqlite3.Error as exc:
            print(f"error: {unusable_message(_conversations_file(data_dir), exc)}.",
                  file=sys.stderr)
            return EXIT_ERROR
    if not items:
        print("no conversations yet")
    for c in items:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(c.updated_at))
        print(f"{c.thread_id}  {when}  {c.title}")
    return EXIT_OK


def export(args: argparse.Namespace) -> int:
    from desktop_app.assistant.service import Assistant

    data_dir = args.data_dir or default_data_dir()
    fmt = args.format or format_of(args.output)
    if problem := _not_a_folder(data_dir):
        print(f"error: {problem}.", file=sys.stderr)
        return EXIT_USAGE
    if not _conversations_file(data_dir).exists():  # do not create an empty one to say so
        print(f"error: no conversation {args.thread_id} (there are no conversations in "
              f"{data_dir}). Ask a question first: `python -m desktop_app ask …`.",
              file=sys.stderr)
        return EXIT_USAGE
    assistant: Assistant | None = _open_assistant(AssistantSettings(), data_dir)
    if assistant is None:
        return EXIT_ERROR
    with assistant:
        turns = assistant.messages(args.thread_id)
        titles = {c.thread_id: c.title for c in assistant.conversations()}
        searched = assistant.scope(args.thread_id).label()
    if not turns:
        print(f"error: no conversation {args.thread_id!r} in {data_dir}", file=sys.stderr)
        return EXIT_USAGE
    try:
        doc = build_document(turns, titles.get(args.thread_id, ""), args.answer,
                             searched=searched)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    try:
        if fmt == "pdf":
            from desktop_app.ui.export_pdf import write_pdf

            write_pdf(doc, args.output)
        else:
            write_export(doc, args.output, fmt)
    except OSError as exc:
        print(f"error: cannot write {args.output}: {exc}", file=sys.stderr)
        return EXIT_ERROR
    print(f"wrote {args.output} ({fmt}, {len(doc.answers)} answer"
          f"{'s' if len(doc.answers) != 1 else ''})", file=sys.stderr)
    return EXIT_OK


def settings_from(args: argparse.Namespace) -> AssistantSettings:
    from indexer import parse_path_map

    shared = getattr(args, "shared", None)
    return AssistantSettings(model=args.model, ollama_url=args.ollama_url,
                             embedder=args.embedder, request_timeout_s=args.timeout,
                             context_window=args.context_window,
                             max_answer_tokens=args.max_answer_tokens,
                             pre_search=not args.no_pre_search,
                             shared_folder=str(shared.absolute()) if shared else None,
                             shared_path_map=parse_path_map(getattr(args, "map", [])),
                             chroma_url=getattr(args, "chroma_url", None) or "")


def _bad_option(args: argparse.Namespace) -> str | None:
    """What is wrong with ``ask``'s options, as "what is wrong. what is valid", or None."""
    if not args.question.strip():
        return "the question is empty. Ask something, e.g. `ask \"When does the lease end?\"`"
    if args.timeout <= 0:
        return f"--timeout must be more than 0 seconds (got {args.timeout:g})"
    if args.context_window is not None and args.context_window < MIN_CONTEXT_WINDOW:
        return (f"--context-window must be at least {MIN_CONTEXT_WINDOW} tokens (got "
                f"{args.context_window}): less cannot hold the instructions and one passage")
    if args.max_answer_tokens < 1:
        return f"--max-answer-tokens must be at least 1 (got {args.max_answer_tokens})"
    if args.thread is not None and not args.thread.strip():
        return "--thread is empty. Give a conversation id, or leave --thread out"
    if args.map and args.shared is None:
        return "--map works with --shared FOLDER only. Add --shared, or leave --map out"
    if args.chroma_url and args.shared is None:
        return ("--chroma-url works with --shared FOLDER only (your own library records its "
                "server). Add --shared, or leave --chroma-url out")
    if args.shared is not None:
        from indexer import (
            SharedLibraryUnavailable,
            parse_path_map,
            read_publication,
        )

        try:
            parse_path_map(args.map)
            read_publication(args.shared)
        except (ValueError, SharedLibraryUnavailable) as exc:
            return cli_words(exc).rstrip(".")
    return None


def _not_a_folder(data_dir: Path) -> str | None:
    """What is wrong with a data dir that is a file (or lies under one); None otherwise."""

    return data_dir_problem(data_dir) if not data_dir.is_dir() else None


def _data_dir_problem(data_dir: Path, given: bool, shared: bool) -> str | None:
    """Why ``ask`` cannot use ``data_dir`` (None: it can): it is a file or a folder of other
    files, or (without ``--shared``, which brings its own library) it holds no library."""

    problem = data_dir_problem(data_dir)
    if problem or shared or holds_library(data_dir):
        return problem
    where = f"--data-dir {shlex.quote(str(data_dir))} " if given else ""
    return (f"no library at {data_dir}: index a folder first (python -m indexer {where}index "
            "FOLDER), then ask")


def ask(args: argparse.Namespace) -> int:
    if problem := _bad_option(args):
        print(f"error: {problem}.", file=sys.stderr)
        return EXIT_USAGE
    data_dir = args.data_dir or default_data_dir()
    if problem := _data_dir_problem(data_dir, given=args.data_dir is not None,
                                    shared=args.shared is not None):
        print(f"error: {problem}.", file=sys.stderr)  # and nothing is created
        return EXIT_USAGE
    if args.thread and not _conversations_file(data_dir).exists():  # and do not create one
        print(_no_conversation(args.thread, data_dir), file=sys.stderr)
        return EXIT_USAGE
    assistant = _open_assistant(settings_from(args), data_dir)
    if assistant is None:
        return EXIT_ERROR
    cancel = threading.Event()
    previous = _stop_on_ctrl_c(cancel)
    try:
        return _ask(args, cancel, assistant)
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)


def _ask(args: argparse.Namespace, cancel: threading.Event, assistant: Any) -> int:
    with assistant:
        if args.thread and not assistant.store.exists(args.thread):
            print(_no_conversation(args.thread, assistant.data_dir), file=sys.stderr)
            return EXIT_USAGE
        thread_id = args.thread or assistant.new_thread_id()
        scope = requested_scope(args)
        if scope is not None and not scope.is_all:
            problem = assistant.resolve_scope(scope).note
            if problem:
                print(f"error: {_scope_problem(scope)}", file=sys.stderr)
                return EXIT_USAGE
        printer = JsonPrinter(sys.stdout) if args.events else TextPrinter(sys.stdout, sys.stderr)
        code = EXIT_ERROR
        try:
            for event in assistant.ask(thread_id, args.question, cancel, scope=scope):
                printer.show(event)
                if isinstance(event, Done):
                    code = EXIT_STOPPED if event.outcome == "stopped" else EXIT_OK
                elif isinstance(event, Error):
                    code = EXIT_ERROR
        except sqlite3.Error as exc:  # the conversations file failed while recording
            print(f"error: {unusable_message(assistant.store.path, exc)}.", file=sys.stderr)
            return EXIT_ERROR
        if not args.events and code != EXIT_ERROR:
            searched = assistant.scope(thread_id)
            if not searched.is_all:
                print(f"\nsearched: {searched.label()}", file=sys.stderr)
            print(f"\nconversation {thread_id} (continue with --thread {thread_id})",
                  file=sys.stderr)
    return code


def requested_scope(args: argparse.Namespace) -> Any:
    """The scope asked for on the command line (None: keep the conversation's own)."""

    if args.all_folders:
        return Scope()
    if args.file is not None:
        return Scope(file=os.path.abspath(args.file))
    if args.folder:
        return Scope(folders=tuple(dict.fromkeys(os.path.abspath(f) for f in args.folder)))
    return None


def _scope_problem(scope: Any) -> str:
    if scope.file:
        return (f"--file {scope.file} is not an indexed file of the library. Index its folder "
                "first (`python -m indexer index FOLDER`), or leave --file out.")
    return (f"--folder {', '.join(scope.folders)} is not a library folder (or inside one). "
            "See the folders with `python -m indexer status`, or leave --folder out.")


def _stop_on_ctrl_c(cancel: threading.Event) -> Any:
    """Ctrl-C stops the answer (kept as partial); a second Ctrl-C aborts. Returns the old
    handler (None when not on the main thread, where handlers cannot be set)."""
    def handler(signum: int, frame: Any) -> None:
        if cancel.is_set():
            raise KeyboardInterrupt
        cancel.set()

    if threading.current_thread() is not threading.main_thread():
        return None
    return signal.signal(signal.SIGINT, handler)


class TextPrinter:
    """Streams the answer to ``out``; status and errors to ``err``; references at the end."""

    def __init__(self, out: TextIO, err: TextIO) -> None:
        self.out, self.err = out, err
        self.message_id: str | None = None
        self.column = 0

    def show(self, event: AssistantEvent) -> None:
        if isinstance(event, Token):
            if self.message_id not in (None, event.message_id) and self.column:
                self.out.write("\n\n")  # a new model message (the previous one led to a search)
            self.message_id = event.message_id
            self.out.write(event.text)
            self.column += len(event.text)
            self.out.flush()
        elif isinstance(event, Status):
            print(f"… {event.text}", file=self.err, flush=True)
        elif isinstance(event, Error):
            if self.column:
                self.out.write("\n[cut off: the model stopped answering]\n")
            print(f"error: {event.message}", file=self.err, flush=True)
            if event.citations and not event.answer:
                self.passages("Passages keyword search found (no model needed)", event.citations)
        elif isinstance(event, Done):
            self.done(event)

    def done(self, event: Done) -> None:
        if not self.column and event.answer:  # nothing streamed (e.g. a budget-ended turn)
            self.out.write(event.answer)
        self.out.write("\n")
        if event.outcome == "not_found":
            print("(not found in your documents)" + (f" {event.note}" if event.note else ""),
                  file=self.out)
        elif event.outcome == "stopped":
            print(f"[stopped] {event.note}".rstrip(), file=self.out)
        elif event.note:
            print(f"({event.note})", file=self.out)
        cited = {n for s in event.sentences for n in s.numbers if n in event.citations}
        shown = {n: c for n, c in event.citations.items() if n in cited} or event.citations
        if shown:
            self.passages("References" if cited else "Passages shown to the model (none cited)",
                          shown)
        if event.flags:
            print("\nChecks", file=self.out)
            for flag in event.flags:
                numbers = "".join(f"[{n}]" for n in flag.numbers)
                sentence = flag.sentence if len(flag.sentence) < 100 else flag.sentence[:99] + "…"
                print(f"  {flag.kind} {numbers}: {flag.detail} — “{sentence}”", file=self.out)
        self.out.flush()

    def passages(self, title: str, citations: dict[int, Any]) -> None:
        print(f"\n{title}", file=self.out)
        for n, c in sorted(citations.items()):
            quote = " ".join(c.quote.split())
            quote = quote if len(quote) <= QUOTE_CHARS else quote[:QUOTE_CHARS] + "…"
            print(f"[{n}] {c.label} — {display_path(c.path)}\n    “{quote}”", file=self.out)
        self.out.flush()


class JsonPrinter:
    """One JSON object per event and line: ``{"event": "Token", ...}``."""

    def __init__(self, out: TextIO) -> None:
        self.out = out

    def show(self, event: AssistantEvent) -> None:
        data = asdict(event)
        if isinstance(event, Citations | Done | Error):
            data["citations"] = {str(n): asdict(c) for n, c in event.citations.items()}
        print(json.dumps({"event": type(event).__name__, **data}, ensure_ascii=False),
              file=self.out, flush=True)
