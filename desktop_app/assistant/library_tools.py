"""The tools that answer with documents: ``list_documents`` (what the library holds) and
``read_document`` (one document in order, page by page — in parts, summarised one by one, when
it is longer than the model's context). Their passages get citation numbers like search results,
so a summary or a list is cited to pages as any answer is."""

from __future__ import annotations

import logging
import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Annotated, Any, Protocol

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import BaseTool, tool
from langgraph.prebuilt import ToolRuntime
from langgraph.types import Command
from pydantic import Field

from desktop_app.assistant.citations import (
    Citation,
    cited_numbers,
    map_from_state,
    map_to_state,
    split_sentences,
)
from desktop_app.assistant.context import CHARS_PER_TOKEN, SAFETY_TOKENS, count_tokens
from desktop_app.assistant.prompts import (
    CONDENSE_PROMPT,
    LIST_DOCUMENTS_DESCRIPTION,
    LIST_KIND_DESCRIPTION,
    LIST_QUERY_DESCRIPTION,
    PART_SUMMARY_PROMPT,
    READ_DOCUMENT_DESCRIPTION,
    READ_FILE_DESCRIPTION,
    READ_PAGES_DESCRIPTION,
    SEARCH_FOLDER_DESCRIPTION,
    SEARCH_PERIOD_DESCRIPTION,
    render_documents,
    render_parts,
    render_passages,
)
from desktop_app.wording import tr

log = logging.getLogger(__name__)

LIST_TOOL = "list_documents"
READ_TOOL = "read_document"
PROMPT_TOKENS = 1000  # the system prompt, the tools and the question, with room to spare
PART_SENTENCES = 5
PART_TOKENS = 320  # what a part's summary may take: a few sentences
MIN_PART_TOKENS = 300  # a window too small for more still reads a passage a part
SHOWN_DOCUMENTS = 30


class DocumentAccess(Protocol):
    """The library seen as documents (``desktop_app.assistant.tools.PassageSearcher``)."""

    def documents(self, query: str, folder: str, kind: str, period: str,
                  scope: dict[str, Any] | None) -> tuple[list[Any], int]: ...

    def find(self, name: str, scope: dict[str, Any] | None) -> list[Any]: ...

    def passages(self, entry: Any, pages: str) -> tuple[list[Any], tuple[int, int] | None]: ...

    def hits(self, chunk_ids: Sequence[str]) -> list[Any]: ...


Assign = Callable[[str, dict[int, Citation], Sequence[Any], str],
                  tuple[list[Citation], list[Citation], dict[int, Citation]]]


def describe(entry: Any) -> str:
    """One line for a document: file, and what its card says."""
    card = entry.card
    facts = [f for f in (card.title if card.title and card.title not in entry.name else "",
                         card.organisation, card.kind, card.period or card.date) if f]
    size = f"{entry.pages} pages" if entry.pages else f"{entry.passages} passages"
    matched = f"; {entry.matches} passage{'s' * (entry.matches != 1)} match" if entry.matches \
        else ""
    return " — ".join([entry.rel_path or entry.name, *facts, size + matched])


def make_list_tool(access: DocumentAccess, assign: Assign) -> BaseTool:
    """``list_documents``: the library's documents, each with a passage to cite."""

    @tool(LIST_TOOL, description=LIST_DOCUMENTS_DESCRIPTION)
    def list_documents(query: Annotated[str, Field(description=LIST_QUERY_DESCRIPTION)] = "",
                       folder: Annotated[str, Field(description=SEARCH_FOLDER_DESCRIPTION)] = "",
                       kind: Annotated[str, Field(description=LIST_KIND_DESCRIPTION)] = "",
                       period: Annotated[str, Field(description=SEARCH_PERIOD_DESCRIPTION)] = "",
                       *, runtime: ToolRuntime) -> Command:
        state = runtime.state if isinstance(runtime.state, dict) else {}
        runtime.stream_writer({"footnote": "status", "kind": "searching",
                               "query": query or tr("the library's documents")})
        entries, total = access.documents(query, folder, kind, period,
                                          state.get("search_scope") or None)
        shown = entries[:SHOWN_DOCUMENTS]
        hits = {h.chunk_id: h for h in access.hits([e.best for e in shown if e.best])}
        new, repeated, full = assign(state.get("turn_id", ""),
                                     map_from_state(state.get("citations")),
                                     [hits[e.best] for e in shown if e.best in hits],
                                     query or "documents")
        by_chunk = {c.chunk_id: c for c in [*new, *repeated]}
        lines: list[tuple[Citation | None, str]] = [(by_chunk.get(e.best), describe(e))
                                                    for e in shown]
        if total > len(shown):
            lines.append((None, f"… and {total - len(shown)} more documents."))
        return _result(runtime, render_documents(query, lines, total), new, full, LIST_TOOL)

    return list_documents


def make_read_tool(access: DocumentAccess, assign: Assign, model: BaseChatModel | None,
                   context_window: int, answer_tokens: int, max_passage_chars: int,
                   max_parts: int = 8) -> BaseTool:
    """``read_document``: a document's passages in order; one longer than the model's context
    is read in parts, each summarised by the model with its passages' numbers (map), and the
    parts' summaries go back to the model to be put together (combine)."""
    room = max(1000, int((context_window - answer_tokens - PROMPT_TOKENS) * CHARS_PER_TOKEN))
    # a part is summarised with no tools in the request, so its prompt (instruction and
    # passages, as sent) may fill the window but for the part's reply
    part_budget = part_tokens(context_window, answer_tokens)

    @tool(READ_TOOL, description=READ_DOCUMENT_DESCRIPTION)
    def read_document(file: Annotated[str, Field(description=READ_FILE_DESCRIPTION)],
                      pages: Annotated[str, Field(description=READ_PAGES_DESCRIPTION)] = "",
                      *, runtime: ToolRuntime) -> Command:
        state = runtime.state if isinstance(runtime.state, dict) else {}
        found = access.find(file, state.get("search_scope") or None)
        if not found:
            return _result(runtime, f'No document of the library is called "{file}". Call '
                           "list_documents to see which documents there are.", [], None,
                           READ_TOOL)
        entry = found[0]
        note = closest_note(file, entry)
        passages, span = access.passages(entry, pages)
        where = f"{span[0]}–{span[1]}" if span else (f"1–{entry.pages}" if entry.pages else "all")
        turn_id, known = state.get("turn_id", ""), map_from_state(state.get("citations"))
        if model is None or _fits_whole(entry.name, passages, max_passage_chars, room):
            runtime.stream_writer({"footnote": "status", "kind": "reading",
                                   "text": _reading_text(entry.name, where, span, entry.pages)})
            new, repeated, full = assign(turn_id, known, passages, f"{entry.name}, pages {where}")
            text = render_passages(f"{entry.name}, pages {where} of {entry.pages or '?'}", new,
                                   repeated, max_passage_chars, one_document=True)
            return _result(runtime, note + text, new, full, READ_TOOL)

        def fits(part: Sequence[Any]) -> bool:
            return count_tokens(part_prompt(entry.name, part, part_budget)) <= part_budget

        budget = max_parts * int(part_budget * CHARS_PER_TOKEN)
        chosen = telling(passages, budget)
        parts = parts_of(chosen, fits, part_budget)
        while len(parts) > max_parts:  # labels and parts ending at passages take room: slack
            budget = int(budget * 0.9)
            chosen = telling(passages, budget)
            parts = parts_of(chosen, fits, part_budget)
        if len(chosen) < len(passages):
            note += (f"(Read in part: {len(chosen)} of the {len(passages)} passages of "
                     f"{entry.name}, the most telling of each stretch of its pages.)\n\n")
        summaries, read_new, read_full = _read_in_parts(runtime, model, assign, entry, parts,
                                                        part_budget, turn_id, known)
        summaries = _condensed(runtime, model, entry.name, summaries, room, part_budget)
        return _result(runtime, note + render_parts(entry.name, where, summaries), read_new,
                       read_full, READ_TOOL)

    return read_document


def _reading_text(name: str, where: str, span: tuple[int, int] | None, pages: int | None
                  ) -> str:
    """The status while a document is read whole (``where``: the pages, as the model is told)."""
    if span or pages:
        return tr("reading {name}, pages {pages}…").format(name=name, pages=where)
    return tr("reading {name}, pages all…").format(name=name)


def closest_note(name: str, entry: Any) -> str:
    """What to tell the model (and so the user) when the document read is not the one named:
    a year the name gives that the document neither covers nor is named by."""
    card = entry.card
    said = set(re.findall(r"(?:19|20)\d\d", f"{entry.rel_path} {card.title} {card.period} "
                                            f"{card.date}")) | {str(y) for y in card.years}
    missing = [y for y in re.findall(r"\b(?:19|20)\d\d\b", name) if y not in said]
    if not missing:
        return ""
    return (f'(No document of the library is for {", ".join(missing)}; the closest to '
            f'"{name}" is {entry.name}.)\n\n')


_CONTENT_WORD = re.compile(r"[^\W\d_]{4,}")


def telling(passages: Sequence[Any], room: int) -> list[Any]:
    """At most ``room`` characters of the document's passages, spread over it: the document
    cut into equal stretches, from each the passage that uses most of the words the document
    itself uses most (its subject, not one page's detail); in reading order. All of them when
    they fit."""
    total = sum(len(p.text) for p in passages)
    if total <= room or not passages:
        return list(passages)
    words = [set(_CONTENT_WORD.findall(p.text.lower())) for p in passages]
    frequency = Counter(w for found in words for w in found)

    def weight(i: int) -> float:
        return sum(math.log(1 + frequency[w]) for w in words[i]) / math.sqrt(1 + len(words[i]))

    slots = max(1, int(room / (total / len(passages))))
    size = len(passages) / slots
    picked = {max(range(int(k * size), max(int(k * size) + 1, int((k + 1) * size))),
                  key=weight) for k in range(slots)}
    return [passages[i] for i in sorted(picked)]


def part_tokens(context_window: int, answer_tokens: int) -> int:
    """The tokens a part's whole prompt may take: the window less the part's reply (its
    ``num_predict``, or the answer's if the model takes none) and the usual safety margin."""
    reply = max(answer_tokens, PART_TOKENS)
    return max(MIN_PART_TOKENS, context_window - reply - SAFETY_TOKENS)


def part_prompt(name: str, part: Sequence[Any], budget: int) -> list[BaseMessage]:
    """What the model is sent to summarise one part of document ``name``: the instruction,
    then the part's passages numbered from 1. A lone passage too long for ``budget`` tokens
    is cut to fit."""
    messages = _part_messages(name, part, int(budget * CHARS_PER_TOKEN))
    excess = count_tokens(messages) - budget
    if excess > 0 and len(part) == 1:
        keep = max(200, len(part[0].text) - int(excess * CHARS_PER_TOKEN) - 6)  # 6: " …"
        messages = _part_messages(name, part, keep)
    return messages


def _part_messages(name: str, part: Sequence[Any], max_chars: int) -> list[BaseMessage]:
    span = _pages_of(part)
    local = [Citation.from_hit(i, hit, "") for i, hit in enumerate(part, 1)]
    block = render_passages(f"{name}, pages {span}", local, [], max_chars, one_document=True)
    prompt = PART_SUMMARY_PROMPT.format(pages=span, name=name, sentences=PART_SENTENCES)
    return [SystemMessage(prompt), HumanMessage(block)]


def _fits_whole(name: str, passages: Sequence[Any], max_chars: int, room: int) -> bool:
    """Do the document's passages, as a whole read renders them, fit ``room`` characters?"""
    if sum(len(p.text) for p in passages) > room:
        return False
    local = [Citation.from_hit(i, hit, "") for i, hit in enumerate(passages, 1)]
    return len(render_passages(name, local, [], max_chars, one_document=True)) <= room


def parts_of(passages: Sequence[Any], fits: Callable[[Sequence[Any]], bool], budget: int
             ) -> list[list[Any]]:
    """The passages in consecutive parts, each as many as ``fits`` (the part's prompt as
    sent, within ``budget`` tokens); a passage too long to share a part is a part of its own."""
    room = budget * CHARS_PER_TOKEN  # no more passages than their bare text allows
    parts: list[list[Any]] = []
    start = 0
    while start < len(passages):
        size, most = 0, 0
        for passage in passages[start:]:
            size += len(passage.text)
            if most and size > room:
                break
            most += 1
        fewest = 1
        while fewest < most:  # the longest run that fits: a prompt grows with its passages
            middle = (fewest + most + 1) // 2
            if fits(passages[start:start + middle]):
                fewest = middle
            else:
                most = middle - 1
        parts.append(list(passages[start:start + fewest]))
        start += fewest
    return parts


def _read_in_parts(runtime: ToolRuntime, model: BaseChatModel, assign: Assign, entry: Any,
                   parts: Sequence[Sequence[Any]], budget: int, turn_id: str,
                   known: dict[int, Citation]) -> tuple[list[tuple[str, str]], list[Citation],
                                                        dict[int, Citation] | None]:
    """Each part summarised by the model (its Stop and loop checks apply to every call), its
    prompt within ``budget`` tokens; only the passages a summary cites get numbers of the
    answer."""
    summaries: list[tuple[str, str]] = []
    new_all: list[Citation] = []
    full: dict[int, Citation] | None = None
    model = short_answers(model)
    for number, part in enumerate(parts, 1):
        span = _pages_of(part)
        runtime.stream_writer({"footnote": "status", "kind": "reading", "text": tr(
            "reading pages {pages} of {total} of {name} (part {part} of {parts})…").format(
            pages=span, total=entry.pages or "?", name=entry.name, part=number,
            parts=len(parts))})
        messages = part_prompt(entry.name, part, budget)
        log.debug("part %d of %d: %d passages, ~%d of %d tokens", number, len(parts), len(part),
                  count_tokens(messages), budget)
        reply = model.invoke(messages)
        text = reply.content if isinstance(reply.content, str) else str(reply.content)
        sentences = _cited_sentences(text, len(part))
        if not sentences:  # a small model that wrote none: the part's own words, cited
            sentences = _extract(part)
        cited = sorted({n for _, numbers in sentences for n in numbers})
        new, repeated, full = assign(turn_id, known, [part[n - 1] for n in cited],
                                     f"{entry.name}, pages {span}")
        new_all += new
        by_chunk = {c.chunk_id: c.n for c in [*new, *repeated]}
        numbers = {n: by_chunk[part[n - 1].chunk_id] for n in cited}
        summary = " ".join(_renumbered(sentence, numbers) for sentence, _ in sentences)
        summaries.append((span, summary))
    return summaries, new_all, full


def short_answers(model: BaseChatModel) -> BaseChatModel:
    """The model, asked for a part's few sentences only (``num_predict``): a small model that
    runs on would otherwise write up to the whole answer's allowance for every part."""
    if "num_predict" in type(model).model_fields:
        return model.model_copy(update={"num_predict": PART_TOKENS})
    return model


def _condensed(runtime: ToolRuntime, model: BaseChatModel, name: str,
               summaries: list[tuple[str, str]], room: int, part_budget: int
               ) -> list[tuple[str, str]]:
    """The parts' summaries, condensed group by group (each group's prompt within
    ``part_budget`` tokens) until they fit the answer's request (a 600-page report read
    through a small window has too many parts to list whole); the citation numbers are the
    summaries' own."""
    while len(render_parts(name, "", summaries)) > room and len(summaries) > 1:
        groups: list[list[tuple[str, str]]] = [[]]
        for summary in summaries:
            grown = [*groups[-1], summary]
            if groups[-1] and count_tokens(_condense_prompt(name, grown)) > part_budget:
                groups.append([])
            groups[-1].append(summary)
        if len(groups) == len(summaries):  # no two fit together: cut each instead
            share = max(200, room // len(summaries))
            return [(pages, text[:share].rsplit(" ", 1)[0] + " …") for pages, text in summaries]
        condensed = []
        model = short_answers(model)
        for number, group in enumerate(groups, 1):
            pages = _pages_of_summaries(group)
            runtime.stream_writer({"footnote": "status", "kind": "reading", "text": tr(
                "putting together pages {pages} of {name} (group {group} of {groups})…").format(
                pages=pages, name=name, group=number, groups=len(groups))})
            allowed = {int(n) for _, text in group for n in re.findall(r"\[(\d+)\]", text)}
            reply = model.invoke(_condense_prompt(name, group))
            text = reply.content if isinstance(reply.content, str) else str(reply.content)
            kept = [sentence.strip() for sentence in split_sentences(text)
                    if set(cited_numbers(sentence)) & allowed]
            condensed.append((pages, " ".join(kept) or " ".join(t for _, t in group)))
        summaries = condensed
    return summaries


def _condense_prompt(name: str, group: Sequence[tuple[str, str]]) -> list[BaseMessage]:
    """What the model is sent to put a group of consecutive parts' summaries together."""
    return [SystemMessage(CONDENSE_PROMPT.format(name=name)),
            HumanMessage(render_parts(name, _pages_of_summaries(group), group))]


def _pages_of_summaries(group: Sequence[tuple[str, str]]) -> str:
    return f"{group[0][0].split('–')[0]}–{group[-1][0].split('–')[-1]}"


def _extract(part: Sequence[Any]) -> list[tuple[str, tuple[int, ...]]]:
    """The first two sentences of the part's most telling passage, cited to it (local
    numbers): what stands for a part the model did not summarise with citations."""
    best = telling(part, 1)[0]
    number = list(part).index(best) + 1
    said = " ".join(split_sentences(" ".join(best.text.split()))[:2])[:400]
    return [(f"{said.rstrip('.')} [{number}].", (number,))] if said else []


def _cited_sentences(text: str, count: int) -> list[tuple[str, tuple[int, ...]]]:
    """The summary's sentences that cite passages of the part (numbers 1..``count``)."""
    kept = []
    for sentence in split_sentences(text):
        numbers = tuple(n for n in cited_numbers(sentence) if 1 <= n <= count)
        if numbers:
            kept.append((sentence.strip(), numbers))
    return kept


def _renumbered(sentence: str, global_n: dict[int, int]) -> str:
    def swap(match: re.Match[str]) -> str:
        numbers = [int(n) for n in re.findall(r"\d+", match.group(1))]
        kept = [str(global_n[n]) for n in numbers if n in global_n]
        return f"[{', '.join(kept)}]" if kept else ""
    return re.sub(r"\[(\d{1,4}(?:\s*[,;]\s*\d{1,4})*)\]", swap, sentence)


def _pages_of(part: Sequence[Any]) -> str:
    pages = [p.page for p in part if p.page is not None]
    if not pages:
        return "—"
    return f"{min(pages)}–{max(pages)}" if min(pages) != max(pages) else str(pages[0])


def _result(runtime: ToolRuntime, text: str, new: list[Citation], full: dict[int, Citation] | None,
            name: str) -> Command:
    if full is not None:
        runtime.stream_writer({"footnote": "citations",
                               "citations": map_to_state(full.values())})
    message = ToolMessage(text, tool_call_id=runtime.tool_call_id or "", name=name,
                          artifact={"new": [c.n for c in new], "repeated": []})
    return Command(update={"citations": map_to_state(new), "messages": [message]})
