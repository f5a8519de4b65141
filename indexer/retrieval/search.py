"""Search a library: keyword (FTS5 BM25), vector (Chroma), or both fused by reciprocal rank."""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Literal

from indexer.base.words import english
from indexer.retrieval.named import named_documents
from indexer.retrieval.pages import one_page_first
from indexer.retrieval.periods import fiscal_year_expressions
from indexer.retrieval.recency import Found, latest_by_cards, preferred_document, wanted_recency
from indexer.retrieval.sections import section_expressions
from indexer.store.keywords import FTS_TOKENIZER, all_terms, content_query, match_any, query_words
from indexer.store.library import EmbedderMismatch, Library
from indexer.store.manifest import content_key_of
from indexer.store.stems import foreign_question, may_be_foreign, other_forms
from indexer.store.vectors import ServerUnavailable

if TYPE_CHECKING:
    from langchain_core.documents import Document

    from indexer.ingest.cards import DocumentCard
    from indexer.servers.embedders import Embedder

Mode = Literal["hybrid", "lexical", "vector"]
RRF_K = 60
NEAR_DUPLICATE = 0.8  # word-set overlap above which a lower-ranked passage is dropped
_MAX_KEYS_IN_FILTER = 2000  # beyond this, filter vector hits after the query instead
PREFERENCE_DEPTH = 4  # the keyword ranking a named document's passages are taken from: 4 x depth
MIN_PASSAGES_TO_PRUNE = 1000  # libraries smaller than this keep every query term
# A question most of whose words no passage holds may be in another language than they are
# (XQuAD, 1,190 questions a language over their own language's paragraphs: 1 in English, 0 in
# German, Spanish, Vietnamese or Russian; over the English paragraphs: 1,048 German, 911
# Spanish, 1,138 Vietnamese)
MIN_WORDS_HELD = 0.5


@dataclass(frozen=True)
class SearchFilter:
    """Limit a search to a folder (a library folder or any folder inside one), one file,
    and/or some file types. Paths are absolute.

    ``folders`` and ``paths`` widen the limit to several places: a file qualifies when it is
    inside any of ``folders`` or is one of ``paths`` (with ``folder``/``path``, it must also
    pass those)."""

    folder: str | None = None
    path: str | None = None
    file_types: tuple[str, ...] = ()
    folders: tuple[str, ...] = ()
    paths: tuple[str, ...] = ()

    @property
    def limits_files(self) -> bool:
        """Does it admit only some files (not just some file types)?"""
        return bool(self.folder or self.path or self.folders or self.paths)

    def sql(self) -> tuple[str, list]:
        """A condition on chunk ``c`` and its parameters ("" when there is no filter)."""
        conds, params = [], []
        if self.limits_files:
            sub, sub_params = ["state = 'indexed'"], []
            if self.folder:
                prefix = os.path.join(self.folder, "")
                sub.append("substr(path, 1, ?) = ?")
                sub_params += [len(prefix), prefix]
            if self.path:
                sub.append("path = ?")
                sub_params.append(self.path)
            if self.folders or self.paths:
                anyof = []
                for folder in self.folders:  # a library "folder" may be a single file
                    prefix = os.path.join(folder, "")
                    anyof.append("(path = ? OR substr(path, 1, ?) = ?)")
                    sub_params += [folder, len(prefix), prefix]
                if self.paths:
                    anyof.append(f"path IN ({','.join('?' * len(self.paths))})")
                    sub_params += list(self.paths)
                sub.append(f"({' OR '.join(anyof)})")
            conds.append(f"c.content_key IN (SELECT content_key FROM files WHERE {' AND '.join(sub)})")
            params += sub_params
        if self.file_types:
            conds.append(f"c.file_type IN ({','.join('?' * len(self.file_types))})")
            params += list(self.file_types)
        return " AND ".join(conds), params


@dataclass
class Hit:
    """A ranked passage with full provenance and why it was found."""

    chunk_id: str
    text: str
    score: float
    path: str  # a storable key: ``indexer.base.paths.os_path(hit.path)`` opens the file
    rel_path: str
    file_type: str
    page: int | None
    section: str
    chunk_index: int
    start_index: int
    end_index: int
    size: int
    mtime_ns: int
    content_hash: str
    lexical_rank: int | None = None
    lexical_score: float | None = None  # BM25, higher is better
    vector_rank: int | None = None
    vector_score: float | None = None  # cosine similarity
    other_paths: list[str] = field(default_factory=list)
    context: str = ""  # the header the passage was searched with (document, identity, headings)
    card: str = ""  # its document's card in a line: organisation — kind — period (or date)

    def to_document(self) -> Document:
        """The passage as a LangChain Document whose metadata carries the full provenance."""
        from langchain_core.documents import Document

        meta = {k: v for k, v in asdict(self).items() if k != "text" and v is not None}
        return Document(page_content=self.text, id=self.chunk_id, metadata=meta)


Ranking = list[tuple[str, float]]  # (chunk id, score), best first


def lexical_ranking(library: Library, query: str, limit: int,
                    filters: SearchFilter | None = None, documents: Sequence[str] = ()
                    ) -> Ranking:
    """BM25 over the FTS5 index: any query term may match, rarer terms weigh more.
    ``documents`` (content keys) holds the search to those documents."""
    terms = without_ubiquitous_terms(library, all_terms(keyword_words(library, query)))
    if not terms:
        return []
    match = " OR ".join([match_any(terms), *fiscal_year_expressions(query),
                         *section_expressions(query)])
    where, params = (filters or SearchFilter()).sql()
    if documents:
        where = " AND ".join(filter(None, [
            where, f"c.content_key IN ({','.join('?' * len(documents))})"]))
        params = [*params, *documents]
    if where:
        # The matches ranked, then held to the files: FTS5 would run the whole MATCH once per
        # allowed row for a "rowid IN (…)" constraint (12 s for one folder of 6,066 passages).
        rows = library.manifest.db.execute(
            "SELECT c.chunk_id, -r.rank FROM (SELECT rowid, rank FROM chunks_fts"
            " WHERE chunks_fts MATCH ?) r JOIN chunks c ON c.rowid = r.rowid"
            f" WHERE {where} ORDER BY r.rank LIMIT ?", (match, *params, limit))
    else:
        # Rank inside FTS5 first (ORDER BY rank LIMIT is its fast path), then look up the top.
        rows = library.manifest.db.execute(
            "SELECT c.chunk_id, -r.rank FROM (SELECT rowid, rank FROM chunks_fts"
            " WHERE chunks_fts MATCH ? ORDER BY rank LIMIT ?) r"
            " JOIN chunks c ON c.rowid = r.rowid ORDER BY r.rank", (match, limit))
    return [(r[0], r[1]) for r in rows]


def keyword_words(library: Library, query: str) -> list[list[str]]:
    """The content words of ``query``, each as the terms the library's keyword index may hold
    it as (``keywords.query_words``). A word found in no passage as asked is also looked for
    as its stem in each language the library stems: "muller" finds "Müller" in a German
    passage (indexed as "mull") although the question was too short to tell its language."""
    form = library.manifest.keyword_form
    words = query_words(query, form)
    if form is None or not form.languages:
        return words
    found = _found_terms(library, all_terms(words))
    missing = [terms for terms in words if not found & set(terms)]
    if not missing:
        return words
    stems = {terms[0]: other_forms(terms[0], form.languages) for terms in missing}
    found |= _found_terms(library, [s for forms in stems.values() for s in forms])
    return [terms + [s for s in stems[terms[0]] if s in found] if terms in missing else terms
            for terms in words]


def _matched_by_chance(library: Library, query: str) -> bool:
    """Whether the words of a question that passages hold are there by chance: most of its
    words are in no passage, and it is surely written in another language than they are, in
    the same letters (a German question over English documents matches "die", "war", "also"
    anywhere). The Latin words of a Chinese or Russian question are names and terms: kept
    (XQuAD's Chinese questions over English paragraphs lost 0.008 hit@1 without them, and 1
    question in 1,190 when only those mostly in Latin letters went without)."""
    if not may_be_foreign(query):
        return False  # most questions: told without a look at the index (every hybrid search)
    words = keyword_words(library, query)
    if not words:
        return False
    found = _found_terms(library, all_terms(words))
    if sum(bool(found & set(terms)) for terms in words) >= MIN_WORDS_HELD * len(words):
        return False
    form = library.manifest.keyword_form
    return foreign_question(query, form.languages if form else ())


def _found_terms(library: Library, terms: list[str]) -> set[str]:
    """Those of ``terms`` some passage holds (each of its tokens)."""
    return {term for term, counts in term_passage_counts(library, terms).items()
            if counts and min(counts) > 0}


def without_ubiquitous_terms(library: Library, terms: list[str]) -> list[str]:
    """Drop terms found in over half the passages (BM25 gives them no weight, yet matching
    them costs a scan of nearly every passage): stop words of any language, learned from the
    library itself. The last remaining term is always kept."""
    if len(terms) < 2:
        return terms
    total = library.manifest.db.execute("SELECT count(*) FROM chunks").fetchone()[0]
    if total < MIN_PASSAGES_TO_PRUNE:
        return terms  # a small library is fast anyway, and half of it is no evidence
    common = {term for term, counts in term_passage_counts(library, terms).items()
              if any(n > total / 2 for n in counts)}
    kept = [t for t in terms if t not in common]
    return kept or terms[:1]


def term_passage_counts(library: Library, terms: list[str]) -> dict[str, list[int]]:
    """For each query term, in how many passages each of its FTS5 tokens occurs (a term the
    tokenizer splits, e.g. "e-4711", has several tokens)."""
    db = library.manifest.db
    db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.query_terms USING fts5("
               f"t, tokenize='{FTS_TOKENIZER}')")
    db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.query_terms_vocab"
               " USING fts5vocab(temp, query_terms, 'instance')")
    db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.chunks_vocab"
               " USING fts5vocab(main, chunks_fts, 'row')")
    db.execute("DELETE FROM temp.query_terms")
    db.executemany("INSERT INTO temp.query_terms(rowid, t) VALUES (?, ?)",
                   list(enumerate(terms, 1)))
    counts: dict[str, list[int]] = {t: [] for t in terms}
    for rowid, token in db.execute("SELECT doc, term FROM temp.query_terms_vocab").fetchall():
        row = db.execute("SELECT doc FROM temp.chunks_vocab WHERE term = ?", (token,)).fetchone()
        counts[terms[rowid - 1]].append(row[0] if row else 0)
    return counts


def vector_ranking(library: Library, embedder: Embedder, query_vector: list[float], limit: int,
                   filters: SearchFilter | None = None) -> Ranking:
    """Nearest chunks by cosine similarity among those that have vectors already."""
    if not library.manifest.has_vectors(embedder.id):
        return []
    filters = filters or SearchFilter()
    where: dict = {}
    allowed: set[str] | None = None
    if filters.file_types:
        where = {"file_type": {"$in": list(filters.file_types)}}
    if filters.limits_files:
        keys = _allowed_keys(library, filters)
        if not keys:
            return []
        if len(keys) <= _MAX_KEYS_IN_FILTER:
            key_filter = {"content_key": {"$in": sorted(keys)}}
            where = {"$and": [where, key_filter]} if where else key_filter
        else:
            allowed, limit = keys, limit * 4
    results = library.vectors.query(embedder.id, query_vector, limit, where or None,
                                    with_metadata=allowed is not None)
    ranking = []
    for chunk_id, similarity, meta in results:
        if allowed is None or meta.get("content_key") in allowed:
            ranking.append((chunk_id, similarity))
    return ranking


def search(library: Library, embedder: Embedder, query: str, k: int = 5,
           mode: Mode = "hybrid", filters: SearchFilter | None = None, depth: int = 50,
           query_vector: list[float] | None = None, diversify: bool = True) -> list[Hit]:
    """The top ``k`` passages for ``query``; vector search uses whatever vectors exist so far.

    ``query_vector`` skips embedding the query (for callers that already have it). The keyword
    side searches only the query's content (``content_query``): an answer instruction such as
    "round to one decimal place" would otherwise rank passages about rounding first.
    """
    _check_embedder(library, embedder)
    depth = max(depth, k)  # each side ranks at least as many passages as were asked for
    cards = library.manifest.cards_by_content()
    named = _named(library, query, cards, filters)
    # ranked deeper when the question names documents: their best matches are looked up in it
    deeper = (lexical_ranking(library, content_query(query),
                              depth * PREFERENCE_DEPTH if named else depth, filters)
              if mode != "vector" else [])
    lexical = deeper[:depth]
    vector: Ranking = []
    if mode != "lexical" and library.manifest.has_vectors(embedder.id) and _vectors_usable(
            library, strict=mode == "vector"):
        qv = query_vector if query_vector is not None else embedder.embed_query(query)
        vector = _vector_side(library, embedder, qv, depth, filters, strict=mode == "vector")
    if lexical and vector and _matched_by_chance(library, content_query(query)):
        lexical = []  # search by meaning crosses languages; words shared by chance do not
    fused = fuse(lexical, vector)
    if preferences := _preferences(library, query, fused[: depth * 2], deeper, named, cards,
                                   depth, filters):
        fused = fuse(lexical, vector, *preferences)
    candidates = _hydrate(library, [c for c, _ in fused[: k * 4 if diversify else k]], dict(fused))
    _annotate(candidates, lexical, "lexical")
    _annotate(candidates, vector, "vector")
    return (one_page_first(collapse_near_duplicates(candidates)) if diversify else candidates)[:k]


def _vector_side(library: Library, embedder: Embedder, query_vector: list[float], depth: int,
                 filters: SearchFilter | None, strict: bool) -> Ranking:
    """The vector ranking; empty when a Chroma server stops answering during the search
    (hybrid search is then keyword-only, and ``library.vectors_problem()`` says why)."""
    try:
        return vector_ranking(library, embedder, query_vector, depth, filters)
    except ServerUnavailable:
        if strict:
            raise
        return []


def _named(library: Library, query: str, cards: dict[str, DocumentCard],
           filters: SearchFilter | None) -> set[str]:
    """The documents the question names by their cards (``indexer.retrieval.named``), inside
    the search's files."""
    named = set(named_documents(query, cards, lambda word, keys: _names_them(library, word, keys)))
    if named and filters is not None and filters.limits_files:
        named &= _allowed_keys(library, filters)
    return named


def _names_them(library: Library, word: str, documents: set[str]) -> bool:
    """Whether a word of an organisation's name (a company's short name, or a name written in
    lower case) is theirs in this library: most passages holding the word are their documents'
    ("Verizon", "costco"), not everyone's ("Best" of Best Buy, "First" of First Solar, "apple"
    in a library of recipes)."""
    holding = max(term_passage_counts(library, [word])[word] or [0])
    marks = ",".join("?" * len(documents))
    theirs = library.manifest.db.execute(
        f"SELECT count(*) FROM chunks WHERE content_key IN ({marks})", sorted(documents)
    ).fetchone()[0]
    return holding <= 2 * theirs


def _preferences(library: Library, query: str, fused: Ranking, deeper: Ranking, named: set[str],
                 cards: dict[str, DocumentCard], depth: int, filters: SearchFilter | None
                 ) -> list[Ranking]:
    """One more ranking for a document-level preference the question states: the documents
    it names (``named``), or "the latest …" (``indexer.retrieval.recency``). ``deeper`` is the
    keyword ranking beyond the depth fused. A question stating neither costs nothing more."""
    recency = wanted_recency(query)
    if not fused or (recency is None and not named):
        return []
    found = _found(library, fused)
    if recency is not None:
        preferred = (latest_by_cards(found, cards, recency, query, named)
                     or preferred_document(found, recency))
        if preferred is not None and (not named or preferred in named):
            # "OPM's latest report": the latest of OPM's documents is the one preference
            return [_documents_ranking(library, query, found, {preferred}, depth, filters)]
    if not named:
        return []
    own = [(f.chunk_id, f.score) for f in found if f.document in named]
    more = [(c, s) for c, s in deeper if content_key_of(c) in named][:depth]
    return [_found_first(own, more)]


def _found(library: Library, fused: Ranking) -> list[Found]:
    """The found passages with their documents and headers (not their text: not needed)."""
    ids = [c for c, _ in fused]  # at most 2 x depth: within SQLite's limit on parameters
    rows = {row[0]: (row[1], row[2]) for row in library.manifest.db.execute(
        f"SELECT chunk_id, content_key, context FROM chunks WHERE chunk_id IN "
        f"({','.join('?' * len(ids))})", ids)}
    return [Found(c, *rows[c], score) for c, score in fused if c in rows]


def _documents_ranking(library: Library, query: str, found: list[Found], documents: set[str],
                       depth: int, filters: SearchFilter | None) -> Ranking:
    """The passages of ``documents`` (content keys), best first: those the search found and
    their own best keyword matches."""
    own = [(f.chunk_id, f.score) for f in found if f.document in documents]
    limit = SearchFilter(file_types=filters.file_types) if filters else None
    return fuse(own, lexical_ranking(library, content_query(query), depth, limit,
                                     sorted(documents)))


def _found_first(own: Ranking, more: Ranking) -> Ranking:
    """A preferred document's passages: those found, in the order the search ranked them (the
    preference lifts the document, it does not reorder its pages), then its other matches."""
    seen = {c for c, _ in own}
    return own + [(c, s) for c, s in more if c not in seen]


def _vectors_usable(library: Library, strict: bool) -> bool:
    """Whether the vector store opens; when it cannot, hybrid search is keyword-only (callers
    say so: ``library.vectors_problem()``) and vector-only search raises the reason."""
    problem = library.vectors_problem()
    if problem is not None and strict:
        raise problem
    return problem is None


def _annotate(hits: list[Hit], ranking: Ranking, name: str) -> None:
    """Record where each hit stood in one ranking, so the UI can say why it was found."""
    positions = {chunk_id: (rank, score) for rank, (chunk_id, score) in enumerate(ranking, 1)}
    for hit in hits:
        if hit.chunk_id in positions:
            rank, score = positions[hit.chunk_id]
            setattr(hit, f"{name}_rank", rank)
            setattr(hit, f"{name}_score", round(score, 4))


def fuse(*rankings: Ranking) -> Ranking:
    """Reciprocal rank fusion: each list adds 1/(60 + rank) for every chunk it ranks."""
    scores: dict[str, float] = {}
    for ranking in rankings:
        for rank, (chunk_id, _) in enumerate(ranking, 1):
            scores[chunk_id] = scores.get(chunk_id, 0.0) + 1.0 / (RRF_K + rank)
    return sorted(scores.items(), key=lambda item: item[1], reverse=True)


def collapse_near_duplicates(hits: list[Hit]) -> list[Hit]:
    """Keep the best of passages that say nearly the same thing (boilerplate, repeated pages)."""
    kept: list[tuple[Hit, set[str]]] = []
    for hit in hits:
        words = set(re.findall(r"\w+", hit.text.lower()))
        if not any(_overlap(words, other) >= NEAR_DUPLICATE for _, other in kept):
            kept.append((hit, words))
    return [hit for hit, _ in kept]


def _overlap(a: set[str], b: set[str]) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


def _check_embedder(library: Library, embedder: Embedder) -> None:
    if library.embedder_id not in (None, embedder.id):
        raise EmbedderMismatch(english(
            "This library was indexed with '{embedder}'; searching it with '{other}' would "
            "compare unrelated vectors. Search with the library's embedder.").format(
            embedder=library.embedder_id, other=embedder.id))


def _allowed_keys(library: Library, filters: SearchFilter) -> set[str]:
    """Content keys of the files a folder/path filter admits."""
    only_files = SearchFilter(folder=filters.folder, path=filters.path,
                              folders=filters.folders, paths=filters.paths)
    where, params = only_files.sql()
    rows = library.manifest.db.execute(
        f"SELECT DISTINCT c.content_key FROM chunks c WHERE {where}", params)
    return {r[0] for r in rows}


def hits_for(library: Library, chunk_ids: Sequence[str]) -> list[Hit]:
    """The passages of ``chunk_ids``, in that order, with their full provenance (as search
    returns them; no score)."""
    return _hydrate(library, list(chunk_ids), dict.fromkeys(chunk_ids, 0.0))


def _hydrate(library: Library, ids: list[str], scores: dict[str, float]) -> list[Hit]:
    rows = {r[0]: r for r in library.manifest.chunk_rows(ids)}
    cards = library.manifest.cards_by_content()
    hits = []
    for chunk_id in ids:
        row = rows.get(chunk_id)
        if row is None:
            continue
        _, key, idx, ftype, page, section, start, end, text, context = row
        files = library.manifest.db.execute(
            "SELECT path, rel_path, size, mtime_ns, content_hash FROM files"
            " WHERE content_key = ? AND state = 'indexed' ORDER BY path", (key,)).fetchall()
        if not files:
            continue
        path, rel_path, size, mtime_ns, content_hash = files[0]
        hits.append(Hit(chunk_id=chunk_id, text=text, score=round(scores[chunk_id], 6),
                        path=library.map_path(path), rel_path=rel_path, file_type=ftype,
                        page=page, section=section, chunk_index=idx, start_index=start,
                        end_index=end, size=size, mtime_ns=mtime_ns, content_hash=content_hash,
                        other_paths=[library.map_path(f[0]) for f in files[1:]],
                        context=context, card=cards[key].label() if key in cards else ""))
    return hits
