"""`python -m indexer exclude|include|exclusions`: edit and list the library's exclusion rules."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterable
from dataclasses import asdict
from typing import TYPE_CHECKING

from indexer.base.paths import display_path, os_path
from indexer.cli.common import EXIT_OK, EXIT_USAGE, absolute_key, print_json
from indexer.ingest.discovery import ExclusionMatcher
from indexer.store.library import rules_for

if TYPE_CHECKING:
    from indexer.ingest.discovery import Exclusion
    from indexer.store.library import Library


def exclusions_command(args: argparse.Namespace, library: Library) -> int:
    """Run ``exclude``, ``include`` or ``exclusions`` as parsed."""
    if args.command == "exclusions":
        return _exclusions_json(library) if args.json else _exclusions(library)
    return _edit_exclusions(library, args.command, args.targets, args.folder)


def _n(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def describe_rule(rule: Exclusion) -> str:
    """A rule as `exclusions` lists it: ``drafts/ (folder)``, ``*.log (pattern)``."""
    if rule.kind == "pattern":
        return f"{rule.rule} (pattern)"
    target = os_path(os.path.join(rule.root, rule.rule))
    if os.path.isdir(target):
        return f"{display_path(rule.rule)}/ (folder)"
    return f"{display_path(rule.rule)} (file{'' if os.path.lexists(target) else ', not on disk'})"


def rules_by_root(rules: Iterable[Exclusion]) -> dict[str, list[Exclusion]]:
    by_root: dict[str, list[Exclusion]] = {}
    for rule in rules:
        by_root.setdefault(rule.root, []).append(rule)
    return by_root


def _edit_exclusions(library: Library, command: str, targets: list[str],
                     folder: str | None) -> int:
    """``exclude``: record the rules; ``include``: drop them (every one must exist)."""
    roots = library.manifest.roots()
    rules = [r for t in targets for r in rules_for(t, roots, absolute_key(folder))]
    if command == "exclude":
        added = library.exclude(rules)
        for rule in rules:
            said = "excluded" if rule in added else "already excluded"
            print(f"{said} from {display_path(rule.root)}: {describe_rule(rule)}")
        print("the next `python -m indexer index` removes what they match from the index")
        return EXIT_OK
    known = set(library.manifest.exclusions())
    unknown = [r for r in rules if r not in known]
    if unknown:
        print(f"error: {_not_a_rule(unknown[0], known)}", file=sys.stderr)
        return EXIT_USAGE
    for rule in library.include(rules):
        print(f"included again in {display_path(rule.root)}: {describe_rule(rule)}")
    print("the next `python -m indexer index` indexes what they kept out")
    return EXIT_OK


def _not_a_rule(rule: Exclusion, known: set[Exclusion]) -> str:
    """Why ``include`` cannot drop ``rule``: no such rule, or which rule covers that path."""
    for other in known:
        if other.root == rule.root and ExclusionMatcher([other]).excludes(rule.rule):
            return (f"{rule.rule} is excluded by the rule {other.rule!r} of "
                    f"{display_path(rule.root)}; include that rule instead")
    return (f"{rule.rule} is not an exclusion rule of {display_path(rule.root)} "
            "(see `python -m indexer exclusions`)")


def _exclusions(library: Library) -> int:
    by_root = rules_by_root(library.manifest.exclusions())
    roots = library.manifest.roots()
    if not roots:
        print("no library folders yet: add one with `python -m indexer index FOLDER`")
    for root in roots:
        rules = by_root.get(root, [])
        print(f"{display_path(root)}: " + ("nothing excluded" if not rules else _n(len(rules), "rule")))
        for rule in rules:
            print(f"  {describe_rule(rule)}")
    return EXIT_OK


def _exclusions_json(library: Library) -> int:
    print_json([asdict(r) for r in library.manifest.exclusions()])
    return EXIT_OK
