"""`python -m indexer documents [edit FILE …]`: each document's card, and the user's corrections."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from indexer.base.paths import display_path
from indexer.cli.common import EXIT_OK, EXIT_USAGE, absolute_key, print_json
from indexer.ingest.cards import CARD_FIELDS

if TYPE_CHECKING:
    from indexer.ingest.cards import DocumentCard
    from indexer.store.library import Library


def add_documents_parser(sub: argparse._SubParsersAction) -> None:
    docs = sub.add_parser("documents", help="what each document is (its card: title, "
                          "organisation, kind, period, date, pages, language); `documents "
                          "edit FILE --period FY2019` corrects a card")
    docs.add_argument("--json", action="store_true", help="one JSON list on stdout")
    actions = docs.add_subparsers(dest="action")
    edit = actions.add_parser("edit", help="correct a document's card (kept through re-indexing)")
    edit.add_argument("file", help="the indexed file whose card to correct")
    for name in CARD_FIELDS:
        edit.add_argument(f"--{name}", default=None, help=f"its {name} ('' clears it)")
    edit.add_argument("--reset", action="store_true",
                      help="drop your corrections: the card is the rules' again")
    scan = actions.add_parser("read-scan", help="read every scanned page of a file with OCR "
                              "on the next index run (beyond the OCR page limit)")
    scan.add_argument("file", help="the indexed scanned PDF")


def documents_command(args: argparse.Namespace, library: Library) -> int:
    """List the cards, or correct one, as parsed."""
    if not library.manifest.read_only:
        library.manifest.make_missing_cards()
    if getattr(args, "action", None) == "edit":
        return _edit(args, library)
    if getattr(args, "action", None) == "read-scan":
        return _read_scan(args, library)
    cards = library.manifest.cards()
    rows = [(path, cards[path]) for path in sorted(cards)]
    if args.json:
        print_json([{"path": library.map_path(path), **card.to_dict()} for path, card in rows])
        return EXIT_OK
    if not rows:
        print("no documents indexed yet")
    for path, card in rows:
        print(display_path(library.map_path(path)))
        for line in card_lines(card):
            print(f"  {line}")
    return EXIT_OK


def card_lines(card: DocumentCard) -> list[str]:
    """The card's filled fields, one "name: value" each; a corrected field is marked (edited)."""
    return [f"{name}: {value}" + (" (edited)" if edited else "")
            for name, value, edited in card.shown_fields()]


def _edit(args: argparse.Namespace, library: Library) -> int:
    path = absolute_key(args.file)
    if path not in library.manifest.cards():
        print(f"error: {args.file} is not an indexed document of this library (see `python -m "
              f"indexer documents`)", file=sys.stderr)
        return EXIT_USAGE
    edits = {name: getattr(args, name) for name in CARD_FIELDS if getattr(args, name) is not None}
    if args.reset:
        library.manifest.reset_card(path)
    if edits:
        library.manifest.edit_card(path, edits)
    if not edits and not args.reset:
        print("error: say what to correct, e.g. --period FY2019 or --organisation 'Best Buy "
              "Co., Inc.' (or --reset)", file=sys.stderr)
        return EXIT_USAGE
    card = library.manifest.cards()[path]
    print(display_path(library.map_path(path)))
    for line in card_lines(card):
        print(f"  {line}")
    return EXIT_OK


def _read_scan(args: argparse.Namespace, library: Library) -> int:
    if library.manifest.read_only:
        print("error: this library is read-only here: scanned pages are read where it is "
              "indexed", file=sys.stderr)
        return EXIT_USAGE
    path = absolute_key(args.file) or ""
    if not library.manifest.lift_scan_limit(path):
        print(f"error: {args.file} has no scanned pages waiting (see `python -m indexer status`)",
              file=sys.stderr)
        return EXIT_USAGE
    print(f"{display_path(path)}: every scanned page is read on the next index run "
          f"(`python -m indexer index`)")
    return EXIT_OK
