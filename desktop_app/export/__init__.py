"""Export answers and conversations, with their references, as Markdown, HTML and DOCX."""
