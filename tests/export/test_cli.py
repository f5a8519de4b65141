"""``python -m desktop_app export``: a real process writes each format from a stored conversation."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import docx
from pypdf import PdfReader

from tests.helpers.samples import QUESTIONS, RUSSIAN

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "desktop_app", "export", *args], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)


def test_export_each_format_from_the_command_line(conversation, tmp_path: Path):
    out = tmp_path / "rapports d'été" / "Отчёт"
    out.parent.mkdir()
    data = str(conversation.data_dir)
    pdf = run(conversation.thread_id, "--format", "pdf", "-o", f"{out}.pdf", "--data-dir", data)
    assert pdf.returncode == 0, pdf.stderr
    assert "wrote" in pdf.stderr and "3 answers" in pdf.stderr
    first_page = " ".join(PdfReader(f"{out}.pdf").pages[0].extract_text().split())
    assert QUESTIONS[0] in first_page and "Footnote · page 1 of" in first_page

    md = run(conversation.thread_id, "--answer", "3", "-o", f"{out}.md", "--data-dir", data)
    assert md.returncode == 0, md.stderr
    text = Path(f"{out}.md").read_text(encoding="utf-8")
    assert text.startswith(f"# {QUESTIONS[2]}") and "[9] **⚠ invalid citation" in text

    word = run(conversation.thread_id, "--format", "docx", "-o", f"{out}.docx", "--data-dir",
               data)
    assert word.returncode == 0, word.stderr
    assert RUSSIAN in "\n".join(p.text for p in docx.Document(f"{out}.docx").paragraphs)


def test_unknown_conversation_or_answer_is_a_usage_error(conversation, tmp_path: Path):
    data = str(conversation.data_dir)
    missing = run("no-such-thread", "-o", str(tmp_path / "x.md"), "--data-dir", data)
    assert missing.returncode == 2 and "no conversation" in missing.stderr
    beyond = run(conversation.thread_id, "--answer", "7", "-o", str(tmp_path / "x.md"),
                 "--data-dir", data)
    assert beyond.returncode == 2 and "there is no answer 7" in beyond.stderr
    assert not (tmp_path / "x.md").exists()
