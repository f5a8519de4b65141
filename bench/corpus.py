"""The generated benchmark corpus (mixed txt/md/html/pdf/py files) and the 2 ms stand-in embedder."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from pathlib import Path

WORDS = ("contract clause party notice payment delivery warranty liability invoice report "
         "garden tomato harvest protein study patient result method analysis sample engine "
         "manual install configure error voltage sensor battery chapter theory river city "
         "history museum budget quarterly revenue customer supplier agreement term").split()


class SleepEmbedder:
    """2 ms per chunk of waiting, no CPU: the embedder a GPU-backed server would be.

    (Heavy imports stay inside functions: parser processes re-import this main module.)
    """

    id = "bench:sleep-2ms"
    dim = 384

    def __init__(self) -> None:
        import numpy as np

        self._rng = np.random.default_rng(0)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        import numpy as np

        time.sleep(0.002 * len(texts))
        v = self._rng.standard_normal((len(texts), self.dim)).astype(np.float32)
        return (v / np.linalg.norm(v, axis=1, keepdims=True)).tolist()

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]


def _sentences(rng: random.Random, n: int) -> str:
    return " ".join(" ".join(rng.choices(WORDS, k=rng.randint(8, 20))).capitalize() + "."
                    for _ in range(n))


def _pdf_bytes(pages: list[str]) -> bytes:
    """A small valid text PDF (Helvetica), one string per page."""
    objs = ["<< /Type /Catalog /Pages 2 0 R >>", None,
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    kids = []
    for text in pages:
        lines = [text[i:i + 90] for i in range(0, len(text), 90)]
        ops = "BT /F1 10 Tf 40 800 Td 12 TL " + " ".join(
            "(" + ln.replace("\\", "").replace("(", "").replace(")", "") + ") '" for ln in lines) + " ET"
        objs.append(f"<< /Length {len(ops)} >>\nstream\n{ops}\nendstream")
        content = len(objs)
        objs.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
                    f"/Resources << /Font << /F1 3 0 R >> >> /Contents {content} 0 R >>")
        kids.append(f"{len(objs)} 0 R")
    objs[1] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {len(kids)} >>"
    out, offsets = bytearray(b"%PDF-1.4\n"), []
    for i, body in enumerate(objs, 1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


def make_corpus(folder: Path, files: int, seed: int = 7) -> int:
    """Write ``files`` mixed documents (txt, md, html, pdf, py); returns total bytes."""
    rng = random.Random(seed)
    total = 0
    for i in range(files):
        sub = folder / f"dir{i % 40:02d}"
        sub.mkdir(parents=True, exist_ok=True)
        kind = i % 5
        if kind == 0:
            path, data = sub / f"note{i}.txt", _sentences(rng, rng.randint(5, 40)).encode()
        elif kind == 1:
            body = "\n\n".join(f"## {rng.choice(WORDS).title()} {j}\n\n{_sentences(rng, rng.randint(3, 12))}"
                               for j in range(rng.randint(1, 5)))
            path, data = sub / f"page{i}.md", f"# Document {i}\n\n{body}\n".encode()
        elif kind == 2:
            paras = "".join(f"<p>{_sentences(rng, rng.randint(2, 8))}</p>" for _ in range(rng.randint(2, 8)))
            path = sub / f"site{i}.html"
            data = (f"<html><head><title>Page {i}</title><script>var x = {i};</script></head>"
                    f"<body>{paras}</body></html>").encode()
        elif kind == 3:
            pages = [_sentences(rng, rng.randint(4, 15)) for _ in range(rng.randint(1, 4))]
            path, data = sub / f"paper{i}.pdf", _pdf_bytes(pages)
        else:
            path = sub / f"tool{i}.py"
            data = "\n".join(f"def f{j}():\n    '''{_sentences(rng, 1)}'''\n    return {j}\n"
                             for j in range(rng.randint(3, 30))).encode()
        path.write_bytes(data)
        total += len(data)
    return total


@dataclass
class Corpus:
    """A folder of generated files plus copies of real PDFs."""

    path: Path
    generated: int
    real_pdfs: list[str]
    files: int = 0
    pdf_pages: int = 0
    mb: float = 0.0
