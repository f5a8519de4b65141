"""What an export holds: answers with their on-screen ``[n]``, checks and per-answer references."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from desktop_app.assistant.citations import CitationFlag
from desktop_app.assistant.state import Turn
from desktop_app.wording import Translate, speaking, tr
from indexer import display_path, file_uri

QUOTE_CHARS = 400
CITE_RE = re.compile(r"\[(\d{1,4}(?:\s*[,;]\s*\d{1,4})*)\](?!\()")
# Private-use characters frame a flagged sentence inside an answer: START text END kind STOP.
FLAG_START, FLAG_END, FLAG_STOP = "\ue000", "\ue001", "\ue002"
_MARK_RE = re.compile(f"{FLAG_START}(.*?){FLAG_END}([\\w+]+){FLAG_STOP}", re.S)


@dataclass(frozen=True)
class ExportWords:
    """The words an export adds around the conversation's own, in one language."""

    language: str  # "en", "ru", … (the HTML's lang)
    exported_on: str  # "Exported from Footnote on {created}."
    numbers_note: str
    asked: str  # "Asked {when}"
    not_found: str
    no_answer: str
    checks: str
    marks: dict[str, str]  # a flag's kind → its label

    def mark_label(self, kinds: list[str]) -> str:
        return "⚠ " + ", ".join(self.marks.get(k, k) for k in kinds)


def export_words(language: str = "en") -> ExportWords:
    """The export's words as ``tr`` gives them now (see ``build_document``'s ``translate``)."""
    return ExportWords(
        language=language,
        exported_on=tr("Exported from Footnote on {created}."),
        numbers_note=tr("Each [n] points to the reference with the same number under its answer."),
        asked=tr("Asked {when}"),
        not_found=tr("Not found in your documents"),
        no_answer=tr("(no answer)"),
        checks=tr("Checks"),
        marks={"uncited": tr("no source"), "weak_support": tr("weakly supported"),
               "unknown_citation": tr("invalid citation")})


@dataclass(frozen=True)
class Reference:
    """Reference ``n`` of one answer: where the passage is, and (trimmed) what it says."""

    n: int
    valid: bool
    file_name: str = ""
    path: str = ""
    uri: str = ""  # file:// link, or "" when the path is not absolute
    location: str = ""  # "page 3" / "section Garden > Pests" / ""
    quote: str = ""
    note: str = ""  # why a reader should be careful with it

    @property
    def label(self) -> str:
        return f"{self.file_name}, {self.location}" if self.location else self.file_name


@dataclass(frozen=True)
class Check:
    """A flag from the citation check, in words a reader understands."""

    kind: str
    label: str
    sentence: str
    detail: str


@dataclass(frozen=True)
class ExportAnswer:
    """One question and answer; ``body`` is the answer with flagged sentences framed."""

    number: int
    question: str
    body: str
    outcome: str
    asked: str
    references: list[Reference]
    references_title: str
    checks: list[Check]
    note: str = ""

    @property
    def not_found(self) -> bool:
        return self.outcome == "not_found"


@dataclass(frozen=True)
class ExportDocument:
    """A conversation (or one answer of it) ready to render."""

    title: str
    created: str
    answers: list[ExportAnswer]
    single: bool
    searched: str = ""  # the conversation's search scope ("Contracts/, Invoices/"), or ""
    searched_line: str = ""  # the line under the title: which documents the questions searched
    words: ExportWords = field(default_factory=export_words)


def when(timestamp: float) -> str:
    """A moment as the export's language writes it ("2026-12-04 14:03", "04.12.2026 14:03")."""
    if not timestamp:
        return ""
    t = datetime.fromtimestamp(timestamp)
    return tr("{year}-{month:02}-{day:02} {hour:02}:{minute:02}", "a date and time").format(
        year=t.year, month=t.month, day=t.day, hour=t.hour, minute=t.minute)


def build_document(turns: Sequence[Turn], title: str = "", answer: int | None = None,
                   now: float | None = None, searched: str = "", language: str = "en",
                   translate: Translate | None = None) -> ExportDocument:
    """The export of ``turns``, or of answer number ``answer`` (1-based) alone, its words in
    ``language`` as ``translate`` gives them (None: English; see ``desktop_app.wording``).

    Each answer keeps its on-screen numbers and carries its own reference list, so a
    number reused by two answers is never ambiguous.
    """
    with speaking(translate):
        return _document(turns, title, answer, now, searched, language)


def _document(turns: Sequence[Turn], title: str, answer: int | None, now: float | None,
              searched: str, language: str) -> ExportDocument:
    numbered = list(enumerate(turns, start=1))
    if answer is not None:
        if not 1 <= answer <= len(turns):
            raise ValueError(f"there is no answer {answer} (this conversation has {len(turns)})")
        numbered = [numbered[answer - 1]]
    answers = [export_answer(i, t) for i, t in numbered]
    if answer is not None:
        title = turns[answer - 1].question
    title = title or (turns[0].question if turns else tr("Conversation"))
    stamp = now if now is not None else datetime.now().timestamp()
    searched = " ".join(searched.split())
    line = tr("Searched: {scope}").format(scope=searched) if searched else ""
    return ExportDocument(" ".join(title.split()), when(stamp), answers, answer is not None,
                          searched, line, export_words(language))


def export_answer(number: int, turn: Turn) -> ExportAnswer:
    cited = list(dict.fromkeys(cited_in(turn.answer)))
    references = [reference(n, turn) for n in sorted(cited)]
    title = tr("References")
    if not cited and turn.citations and turn.outcome != "not_found":
        references = [reference(n, turn) for n in sorted(turn.citations)]
        title = tr("Passages shown to the assistant (none cited)")
    marks = export_words().marks
    checks = [Check(f.kind, marks.get(f.kind, f.kind), f.sentence, f.detail)
              for f in turn.flags]
    return ExportAnswer(number, turn.question, mark_flags(turn.answer, turn.flags),
                        turn.outcome, when(turn.asked_at or turn.finished_at), references,
                        title, checks, turn.note)


def cited_in(text: str) -> list[int]:
    numbers: list[int] = []
    for group in CITE_RE.findall(text):
        numbers.extend(int(n) for n in re.split(r"\s*[,;]\s*", group))
    return numbers


def reference(n: int, turn: Turn) -> Reference:
    c = turn.citations.get(n)
    if c is None:
        return Reference(n, False, note=tr(
            "invalid citation: no passage with this number was shown to the assistant"))
    location = (tr("page {page}").format(page=c.page) if c.page is not None
                else tr("section {section}").format(section=c.section) if c.section else "")
    uri = file_uri(c.path)  # the file's exact bytes, even when its name is not valid UTF-8
    weak = [f.detail for f in turn.flags if f.kind == "weak_support" and n in f.numbers]
    note = tr("weak support: {detail}").format(detail=weak[0]) if weak else ""
    return Reference(n, True, c.file_name, display_path(c.path), uri, location,
                     trim_quote(c.quote), note)


def mark_flags(answer: str, flags: Sequence[CitationFlag]) -> str:
    """Frame each flagged sentence found in ``answer`` (the text itself is unchanged)."""
    out = answer
    for flag in flags:
        sentence = flag.sentence.strip()
        at = out.find(sentence) if sentence else -1
        if at < 0 or FLAG_START in out[at:at + len(sentence)]:
            continue
        end = at + len(sentence)
        if at and out[at - 1] == FLAG_START:  # framed already: add this kind to the frame
            stop = out.index(FLAG_STOP, end)
            out = f"{out[:stop]}+{flag.kind}{out[stop:]}"
            continue
        out = f"{out[:at]}{FLAG_START}{out[at:end]}{FLAG_END}{flag.kind}{FLAG_STOP}{out[end:]}"
    return out


def split_marks(text: str) -> list[tuple[str, list[str]]]:
    """``text`` as (piece, flag kinds) in order; unflagged pieces have no kinds."""
    parts: list[tuple[str, list[str]]] = []
    pos = 0
    for m in _MARK_RE.finditer(text):
        if m.start() > pos:
            parts.append((text[pos:m.start()], []))
        parts.append((m.group(1), m.group(2).split("+")))
        pos = m.end()
    if pos < len(text):
        parts.append((text[pos:], []))
    return parts


def split_cites(text: str) -> list[str | int]:
    """``"a [1, 2] b"`` → ``["a ", 1, 2, " b"]``."""
    parts: list[str | int] = []
    pos = 0
    for m in CITE_RE.finditer(text):
        parts.append(text[pos:m.start()])
        parts.extend(int(n) for n in re.split(r"\s*[,;]\s*", m.group(1)))
        pos = m.end()
    parts.append(text[pos:])
    return [p for p in parts if p != ""]


def _breakable(before: str, after: str) -> bool:
    """May a quote be cut between these two characters without splitting a word?"""
    if before.isspace() or after.isspace():
        return True
    wide = unicodedata.east_asian_width(before) in "WF" or unicodedata.east_asian_width(after) in "WF"
    return wide or unicodedata.category(before).startswith("P")


def trim_quote(quote: str, limit: int = QUOTE_CHARS) -> str:
    """Whitespace folded; if longer than ``limit``, cut at a word boundary and end with "…"."""
    text = " ".join(quote.split())
    if len(text) <= limit:
        return text
    cut = limit
    while cut > limit // 2 and not _breakable(text[cut - 1], text[cut]):
        cut -= 1
    if cut <= limit // 2:  # one enormous "word" (a URL, a hash): cut it, but say so
        cut = limit
    return text[:cut].rstrip() + " …"


_BULLET_RE = re.compile(r"^\s*(?:[-*•+]|\d{1,3}[.)])\s+")
_HEADING_RE = re.compile(r"^\s*#{1,6}\s+")
_QUOTE_RE = re.compile(r"^\s*>\s?")


def blocks(body: str) -> list[tuple[str, str]]:
    """An answer's Markdown as ``(kind, text)`` blocks: ``p``, ``li``, ``h`` or ``q`` (a
    ``> `` quote, its marks removed); lines of one paragraph or quote are joined with a space."""
    out: list[tuple[str, str]] = []
    para: list[str] = []
    kind = "p"

    def flush() -> None:
        if para:
            out.append((kind, " ".join(para)))
            para.clear()

    for line in body.splitlines():
        quoted = bool(_QUOTE_RE.match(line))
        if quoted != (kind == "q"):
            flush()
            kind = "q" if quoted else "p"
        if quoted:
            line = _QUOTE_RE.sub("", line)
            while _QUOTE_RE.match(line):  # "> > nested": one level is enough on paper
                line = _QUOTE_RE.sub("", line)
        if not line.strip():
            flush()
        elif _HEADING_RE.match(line):
            flush()
            out.append(("h", _HEADING_RE.sub("", line).strip()))
        elif _BULLET_RE.match(line):
            flush()
            out.append(("li", _BULLET_RE.sub("", line).strip()))
        else:
            para.append(line.strip())
    flush()
    return out
