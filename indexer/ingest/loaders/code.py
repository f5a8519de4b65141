"""Map source-code and plain-text-format file names to type labels; load them as one Document."""

from __future__ import annotations

from pathlib import Path

from langchain_core.documents import Document

from .text import read_text

# file_type label → suffixes; every one of these is read as (decoded) plain text
_LABELS: dict[str, str] = {
    # prose and plain data
    "text": ".txt .text .log",
    "rst": ".rst",
    "org": ".org",
    "asciidoc": ".adoc .asciidoc",
    "tex": ".tex",
    "bibtex": ".bib",
    "subtitles": ".srt .vtt",
    "json": ".json .jsonl .ndjson .geojson",
    "yaml": ".yaml .yml",
    "toml": ".toml",
    "ini": ".ini .cfg .conf .properties",
    "csv": ".csv .tsv",
    "xml": ".xml .xsd .xsl .opml",
    # source code
    "python": ".py .pyi .pyw",
    "javascript": ".js .mjs .cjs .jsx",
    "typescript": ".ts .tsx .mts .cts",
    "go": ".go",
    "rust": ".rs",
    "java": ".java",
    "kotlin": ".kt .kts",
    "scala": ".scala",
    "groovy": ".groovy .gradle",
    "clojure": ".clj",
    "c": ".c .h",
    "cpp": ".cc .cpp .cxx .hpp .hh .hxx",
    "objective-c": ".mm",
    "csharp": ".cs",
    "fsharp": ".fs",
    "vbnet": ".vb",
    "swift": ".swift",
    "dart": ".dart",
    "ruby": ".rb",
    "php": ".php",
    "perl": ".pl .pm",
    "lua": ".lua",
    "r": ".r",
    "julia": ".jl",
    "haskell": ".hs",
    "ocaml": ".ml",
    "elixir": ".ex .exs",
    "erlang": ".erl",
    "zig": ".zig",
    "nim": ".nim",
    "fortran": ".f90",
    "assembly": ".asm",
    "shell": ".sh .bash .zsh .fish",
    "powershell": ".ps1",
    "batch": ".bat .cmd",
    "sql": ".sql",
    "graphql": ".graphql",
    "protobuf": ".proto",
    "css": ".css .scss .sass .less",
    "vue": ".vue",
    "svelte": ".svelte",
    "makefile": ".mk",
    "cmake": ".cmake",
    "terraform": ".tf",
    "nix": ".nix",
    "dockerfile": ".dockerfile",
}
TEXT_SUFFIXES: dict[str, str] = {
    suffix: label for label, suffixes in _LABELS.items() for suffix in suffixes.split()
}

# suffix-less files recognised by their (lower-cased) name → file_type label
TEXT_NAMES: dict[str, str] = {
    **dict.fromkeys(
        "readme license licence copying authors contributors changelog changes news notice "
        "install todo history procfile".split(),
        "text",
    ),
    **dict.fromkeys(("makefile", "gnumakefile"), "makefile"),
    **dict.fromkeys(("dockerfile", "containerfile"), "dockerfile"),
    **dict.fromkeys(("vagrantfile", "gemfile", "rakefile"), "ruby"),
    "jenkinsfile": "groovy",
    "cmakelists.txt": "cmake",
}


def load_code(path: Path) -> list[Document]:
    """The whole file as one Document (code is chunked later, not here)."""
    return [Document(page_content=read_text(path), metadata={"section": ""})]
