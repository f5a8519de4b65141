"""Command line front end: ``python -m desktop_app ask "question"`` and ``export THREAD_ID``."""

from __future__ import annotations

import argparse
import json
import logging
import signal
import sys
import threading
from dataclasses import asdict
from pathlib import Path
from typing import Any, TextIO

from desktop_app.assistant.config import DEFAULT_MODEL, AssistantSettings
from desktop_app.assistant.events import AssistantEvent, Citations, Done, Error, Status, Token

EXIT_OK, EXIT_ERROR, EXIT_USAGE, EXIT_STOPPED = 0, 1, 2, 130
QUOTE_CHARS = 240


def build_parser() -> argparse.ArgumentParser:
    from indexer.settings import default_data_dir

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
    ask.add_argument("--model", default=DEFAULT_MODEL, help=f"Ollama chat model (default: "
                                                            f"{DEFAULT_MODEL})")
    ask.add_argument("--ollama-url", default=None, help="Ollama server (default: local)")
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
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.ERROR,
                        format="%(levelname)s %(name)s: %(message)s")
    if args.command == "ask":
        return ask(args)
    if args.command == "export":
        return export(args)
    return EXIT_USAGE


def export(args: argparse.Namespace) -> int:
    from desktop_app.assistant.service import Assistant
    from desktop_app.export.files import format_of, write_export
    from desktop_app.export.model import build_document
    from indexer.settings import default_data_dir

    data_dir = args.data_dir or default_data_dir()
    fmt = args.format or format_of(args.output)
    with Assistant(AssistantSettings(), data_dir) as assistant:
        turns = assistant.messages(args.thread_id)
        titles = {c.thread_id: c.title for c in assistant.conversations()}
    if not turns:
        print(f"error: no conversation {args.thread_id!r} in {data_dir}", file=sys.stderr)
        return EXIT_USAGE
    try:
        doc = build_document(turns, titles.get(args.thread_id, ""), args.answer)
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
    return AssistantSettings(model=args.model, ollama_url=args.ollama_url,
                             embedder=args.embedder, request_timeout_s=args.timeout,
                             context_window=args.context_window,
                             max_answer_tokens=args.max_answer_tokens,
                             pre_search=not args.no_pre_search)


def ask(args: argparse.Namespace) -> int:
    from desktop_app.assistant.service import Assistant
    from indexer.settings import default_data_dir

    if not args.question.strip():
        print("error: the question is empty", file=sys.stderr)
        return EXIT_USAGE
    cancel = threading.Event()
    previous = _stop_on_ctrl_c(cancel)
    try:
        return _ask(args, cancel, Assistant(settings_from(args),
                                            args.data_dir or default_data_dir()))
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)


def _ask(args: argparse.Namespace, cancel: threading.Event, assistant: Any) -> int:
    with assistant:
        thread_id = args.thread or assistant.new_thread_id()
        printer = JsonPrinter(sys.stdout) if args.events else TextPrinter(sys.stdout, sys.stderr)
        code = EXIT_ERROR
        for event in assistant.ask(thread_id, args.question, cancel):
            printer.show(event)
            if isinstance(event, Done):
                code = EXIT_STOPPED if event.outcome == "stopped" else EXIT_OK
            elif isinstance(event, Error):
                code = EXIT_ERROR
        if not args.events and code != EXIT_ERROR:
            print(f"\nconversation {thread_id} (continue with --thread {thread_id})",
                  file=sys.stderr)
    return code


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
            print(f"error: {event.message}", file=self.err, flush=True)
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
            title = "References" if cited else "Passages shown to the model (none cited)"
            print(f"\n{title}", file=self.out)
            for n, c in sorted(shown.items()):
                quote = " ".join(c.quote.split())
                quote = quote if len(quote) <= QUOTE_CHARS else quote[:QUOTE_CHARS] + "…"
                print(f"[{n}] {c.label} — {c.path}\n    “{quote}”", file=self.out)
        if event.flags:
            print("\nChecks", file=self.out)
            for flag in event.flags:
                numbers = "".join(f"[{n}]" for n in flag.numbers)
                sentence = flag.sentence if len(flag.sentence) < 100 else flag.sentence[:99] + "…"
                print(f"  {flag.kind} {numbers}: {flag.detail} — “{sentence}”", file=self.out)
        self.out.flush()


class JsonPrinter:
    """One JSON object per event and line: ``{"event": "Token", ...}``."""

    def __init__(self, out: TextIO) -> None:
        self.out = out

    def show(self, event: AssistantEvent) -> None:
        data = asdict(event)
        if isinstance(event, Citations | Done):
            data["citations"] = {str(n): asdict(c) for n, c in event.citations.items()}
        print(json.dumps({"event": type(event).__name__, **data}, ensure_ascii=False),
              file=self.out, flush=True)
