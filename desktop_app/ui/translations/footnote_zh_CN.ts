<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>Footnote</name>
        <message>
            <location filename="desktop_app/app.py" />
            <source>The library location in your settings cannot be used: {problem}. Until it is changed, the library in {folder} is used.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/agent.py" />
            <source>the model's reply could not be read; asking again…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/agent.py" />
            <source>the model server failed ({error}); retrying…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>no passage with this number was shown (shown: none)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>the answer cites no passage at all</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>this sentence cites no passage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>no passage with this number was shown (shown: 1–{last})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>only {share:.0%} of its words appear in the passages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading {name}, pages all…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading {name}, pages {pages}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>the library's documents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading pages {pages} of {total} of {name} (part {part} of {parts})…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>putting together pages {pages} of {name} (group {group} of {groups})…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Interrupted: Footnote stopped before this answer was finished.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model returned an empty answer. The %n passage(s) it was shown may hold the answer.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model wrote a search request instead of an answer; a model with better tool support will do better. The %n passage(s) it was shown may hold the answer.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model returned an empty answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model wrote a search request instead of an answer; a model with better tool support will do better.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Searching failed: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Reading failed: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} did not answer in time with '{model}': it may still be loading the model, or the machine is too slow for it (`ollama ps` says).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The answer failed unexpectedly ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} did not answer within {seconds:.0f} s with '{model}': it may still be loading the model, or the machine is too slow for it (`ollama ps` says).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' is not in Ollama. Fetch it with {command}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} refused to describe '{model}': {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' cannot call tools, and Footnote needs that to search your documents.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama could not run '{model}': {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>'{model}' wrote a reply Footnote could not read ({error}), also when asked again. Ask again, or use a model with better tool support, e.g. {command}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Talking to Ollama at {server} failed ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' cannot call tools.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>The model kept repeating itself, so Footnote stopped the answer there. Ask again, or choose a larger model.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>The search budget for this question was used up.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} (loading it) to read %n passage(s)…</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} to read %n passage(s)…</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} (loading it)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>writing the answer…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>searching '{query}'…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/scope.py" />
            <source>All folders</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/scope.py" />
            <source>{folders} (was|were) removed from the library, so this question searched all folders.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/scope.py" />
            <source>{file} is no longer in the library, so this question searched all folders.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>waiting for the previous question in this conversation…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>The shared library cannot be opened: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>Footnote cannot search your documents yet: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>Stopped before it started.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/assistant/state.py" />
            <source>Stopped by you.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>Shared library — published by {publisher} at {time} (read-only)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>Shared library (read-only)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>{path} is the library folder itself: remove it instead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>{path} is not inside the library folder {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>{problem} Meanwhile search uses keywords only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>The library is damaged ({detail}). Repair library moves the damaged files aside (nothing is deleted) and rebuilds them from your folders; your conversations are kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>The shared library cannot be opened: {problem}. Search and chat need it: choose another folder in Settings ▸ Shared library folder, or leave it empty to use your own library.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>unknown</source>
            <comment>memory size</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>{size} GB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>small and quick; fits next to your other programs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>better answers, a little slower</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>Footnote's default: good citations, quick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>better answers; slower without a graphics card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>an alternative of the same size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>good answers at a good speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>the most careful answers; needs a fast computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>an alternative of the 7B size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>quick, for slower computers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/probe.py" />
            <source>Ollama connected — {model} ready</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/probe.py" />
            <source>Ollama · {host} · {latency:.0f} ms — {model} ready</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Checking the download…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Finishing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size:.0f} kB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Type the name of a model first, e.g. qwen2.5:3b.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size:.1f} GB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size:.0f} MB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama could not download {model}: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Downloading {model} failed unexpectedly ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{model} is downloaded and ready.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Downloading {model}: {done} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Asking for {model}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama stopped sending the download of {model} before it finished. Download it again: Ollama continues where it stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama's library has no model called '{model}'. Check the spelling and the size tag (for example qwen2.5:3b), or pick one of the suggestions.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>There is not enough free disk space to download {model}. Free some space (or remove a model you no longer use with `ollama rm &lt;name&gt;`), then download it again: Ollama keeps what it already has.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama could not reach its model library to download {model} ({error}). Check the internet connection of the computer Ollama runs on, then download again: it continues where it stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama at {server} stopped answering while downloading {model}. Download it again: Ollama continues where it stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>The connection to Ollama at {server} broke while downloading {model} ({error}). Download it again: Ollama continues where it stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The Ollama sign-in was removed from the system keyring.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The token for {host} is kept in the system keyring.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The password for {host} is kept in the system keyring.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use File ▸ Repair library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>to index, make the folder writable or choose another folder in Settings ▸ Data location</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>choose {value} in Settings ▸ Embedding model to work with it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>choose {value} in Settings ▸ Embedding model to switch the library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>clear Settings ▸ Chroma server to keep using them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if you trust the publication, enter {value} in Settings ▸ Chroma server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>to index on this desktop, clear Settings ▸ Shared library folder to use a library of your own</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use File ▸ Re-index all folders</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if it runs elsewhere, correct the address in Settings ▸ Chroma server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter another one in Settings ▸ Chroma server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>then enter {value} in Settings ▸ Chroma server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter {value} once in Settings ▸ Chroma server, with the password (it is kept in the system keyring)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check the one given in Settings ▸ Chroma server (kept in the system keyring), or set {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>set {value} in Footnote's environment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>start it with `ollama serve`</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if it runs elsewhere, enter its address in Settings ▸ Ollama URL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter it in Settings ▸ Sign-in (or set {value})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check Settings ▸ Sign-in (or set {value})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check the password in Settings ▸ Ollama URL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>try a smaller model (Settings ▸ Chat model), or ask again once it is loaded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>move them from a terminal: {command}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use a model with tool support, e.g. {command}, and choose it in Settings ▸ Chat model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} reused</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} unchanged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} skipped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} removed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>ETA {duration}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{rate} passages/s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{speed} MB/s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total} · {duration} left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{hours} h {minutes:02d} min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Looking for files…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Cancelled: {files} files — {counts} · {passages} passages added · {duration}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Done: {files} files — {counts} · {passages} passages added · {duration}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>estimating…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total} — the OCR page limit keeps the rest (Files ▸ Read all scanned pages)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{seconds} s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{minutes} min {seconds:02d} s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Cancelled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>%v / %m files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Files read; embedding passages for search by meaning: {embedded} / {total} · {speed} · {eta}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Every file's text is searchable; reading scanned pages with OCR: {current}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{done} / {total} files · {passages} passages ({embedded} embedded)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{done} / {total} files · {passages} passages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} indexed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Files read; embedding passages for search by meaning: {embedded} / {total} · {eta}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} passages still to embed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{folder} {reason} (the folder's menu ▸ Drop files no longer there)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file was damaged: {detail}. It could not be moved aside ({path}) and the defaults are used.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Some values in your settings file could not be used, so their defaults are used: {problems}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file was damaged: {detail}. It was kept as {name} and the defaults are used.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>The file as it was is kept as {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file {path} cannot be read ({reason}); the defaults are used.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not valid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not 'builtin' or 'ollama:&lt;model&gt;'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>holds a NUL character</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a full path (give one such as ~/Footnote or /home/me/Footnote)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not text in quotes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not true or false</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not a whole number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not a number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>schema_version = {value} is not a version Footnote writes (1, 2, …)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>chunk_overlap = {overlap} is not smaller than chunk_size = {size} (neighbouring passages cannot share a whole passage), so both get their defaults</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a whole number from {low} to {high}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a number from {low} to {high}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a Chroma server's address (http://HOST:PORT or https://HOST[/PATH])</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not PUBLISHER_FOLDER=FOLDER_HERE pairs separated by ';'</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a number of characters above 0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not 0 or more characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>names the home folder of {user}, a user this computer does not have (give a full path such as ~/Footnote)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not one of {choices}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>PDF document</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Web page (HTML)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Markdown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Word document (DOCX)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>References</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Passages shown to the assistant (none cited)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Exported from Footnote on {created}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Each [n] points to the reference with the same number under its answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Asked {when}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Not found in your documents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>(no answer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Checks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Conversation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>no source</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weakly supported</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>invalid citation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Searched: {scope}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>invalid citation: no passage with this number was shown to the assistant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>page {page}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weak support: {detail}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>section {section}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Corrections are kept when the file is indexed again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Use the detected values</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Organisation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Kind</source>
            <comment>the kind of a document: report, manual…</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Period</source>
            <comment>the period a document covers: 2019, Q3 2020…</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Pages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>{field}: {value} (edited)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>{field}: {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>not counted (no pages)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Drop your corrections: show what indexing found</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Document details — {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>You corrected this field</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/chat_controller.py" />
            <source>Add a folder first (drop it onto the window or File ▸ Add folder…).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/chat_controller.py" />
            <source>Your folders hold no readable passages yet: add a folder with documents (drop it onto the window or File ▸ Add folder…), or see the Files tab for files that could not be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>{minutes} min {seconds:02d} s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Ask your documents…  (Enter sends, Shift+Enter new line)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Editing question {number} — Esc to cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>the answer after it will be replaced</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>the %n answers after it will be replaced</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop editing; Send asks a new question again (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Send</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop the answer (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>{seconds} s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Search conversations (Ctrl+F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>No conversations yet. Ask a question below to start one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>New</source>
            <comment>a new conversation</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>New conversation (Ctrl+N)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Rename</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Rename the selected conversation (F2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete the selected conversation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Conversations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete the conversation “{title}”? This cannot be undone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Matched against each file and folder name and against the path inside the folder, e.g. *.log, node_modules, drafts/**</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>%n rule(s) keep(s|) files of {folder} out of the library.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Nothing in {folder} is excluded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>{pattern} (pattern)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Include again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Index what this rule keeps out again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Excluded from {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Exclude a folder from {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Exclude files matching — {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Keep files matching this pattern out of {folder}.
{hint}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>{path} is not in a library folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Footnote export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Answer copied with its references (Markdown).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Nothing to export yet: ask a question first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Exported to {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Could not export to {path}: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/export_pdf.py" />
            <source>Footnote · page {page} of {count}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Find in document</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Previous match (Shift+Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Next match (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Close (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Searching…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>No matches</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/find_bar.py" />
            <source>%n found</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>{current} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>1. Get a model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>2. Add a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>3. Ask your first question</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Footnote answers from the documents in the folders you add. Click Add folder… or drop a folder onto the window.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Type it in the box below and press Enter. Answers cite the passages they come from: click a number to see it on the page.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Checking Ollama…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Reading your library…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/first_run.py" />
            <source>%n folder(s) in the library.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Done: your conversations are listed on the left.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Welcome to Footnote: three steps to your first answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Don't show again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Hide this guide for good (the menus do the same things)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Models…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Add folder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Ask</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Ollama does not have the model {model} yet. Click Models… to download it, or choose a model Ollama has.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Answers questions about your own documents, with numbered references to the passages they come from: click one to see it on its page.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Footnote works offline. Your documents, the library and your conversations stay on this computer; questions go only to the Ollama server chosen in Settings (this computer unless you chose another).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Library and conversations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Conversations file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Where my data lives</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copy the path to the clipboard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Footnote self-test</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Run again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Indexing, searching and exporting a sample in a temporary folder (a few seconds; your library is not touched)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;About Footnote</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;Where my data lives</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Run &amp;self-test…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>About Footnote</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Keys</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Open folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Show it in the file manager</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Show its folder in the file manager</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>All checks passed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>The self-test found a problem: see the lines marked ✗.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>The self-test could not run: {message}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copied {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{library}: folders are added, indexed, excluded and removed on the desktop that publishes it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{path} is not in a library folder any more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{library}: its documents' details are corrected on the desktop that publishes it.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/index_controller.py" />
            <source>cancelled — %n passage(s) without vectors</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>cancelled — not finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>indexed</source>
            <comment>file status</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>indexing…</source>
            <comment>file status</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>skipped</source>
            <comment>file status</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>failed</source>
            <comment>file status</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>not indexed</source>
            <comment>file status</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>excluded</source>
            <comment>file status</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — the OCR page limit keeps the rest (menu ▸ Read all scanned pages)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — the rest after every other file, on the next run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Pause</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Cancelling…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Open file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Retry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>kept out of the library — Excluded items… includes it again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Document details…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Read all scanned pages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>{indexed} indexed · {skipped} skipped · {failed} failed · {excluded} excluded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>{indexed} indexed · {skipped} skipped · {failed} failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Removing the folder's passages…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Paused — Resume continues where it stopped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Resume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Details</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Summarise this document</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Ask about this document</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude this file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude folder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude files matching…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Excluded items…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Rebuilding the vectors with the new embedding model…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Stopped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Done.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>%n passage(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>cancelled — read on the next run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Repairing the library: rebuilding it from your folders…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>indexed</source>
            <comment>folder state</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>missing on disk</source>
            <comment>folder state</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>needs re-index</source>
            <comment>folder state</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n passage(s) without vectors</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>indexing</source>
            <comment>folder state</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>paused</source>
            <comment>folder state</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Repair library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Move the damaged library files aside (nothing is deleted) and rebuild them from your folders</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Re-index</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Index the selected folder again (all folders if none is selected)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Forget the selected folder and its passages (your files are not touched)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Show the selected folder in the file manager</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n file(s)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>The shared library has no folders yet: they are added on the desktop that publishes it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Drop files no longer there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Remove from library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Drop folders or files here, or use {add_folder}, to make them searchable.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n not indexed</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n excluded</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing: the list of your folders could not be restored; add any folder that is missing from the library again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing: your folders are back ({folders}); they are being indexed again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Indexing {folders}, and finishing the vectors of {others}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Indexing {folders}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Sources</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Choose or download a model…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Add folder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Re-index all folders</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Re&amp;pair library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Export conversation…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Settings…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Models…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Conversation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;New conversation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Find conversation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Stop answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Regenerate answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Stop the answer (or cancel editing a question)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Select &amp;all</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Zoom &amp;in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Zoom &amp;out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Reset zoom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Main</source>
            <comment>the name of the main toolbar</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Add a folder to the library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>all folders</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>The library now uses the new embedding model.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Retrying {folders}, and finishing the vectors of {others}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Retrying {folders}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Appearance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Add folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>New conversation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>No answer: the model server is not ready.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Embedding passages for search by meaning…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Removing {folders}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Rebuilding vectors {folders}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing {folders}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Could not finish: {message}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Summarise {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>[{number}] does not point at a passage the assistant saw.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>No application could open {path}: there is no default app for it here. Open it from your file manager.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Could not save the details: {message}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Models come from ollama.com through your Ollama; your documents never leave this computer. If a download stops, start it again: Ollama continues where it left off.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>✓ can search your documents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>tool support not reported</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {mark}   (in use)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {mark}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Footnote — Models</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Use for answers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Check again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>or type a model name from ollama.com/library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Cancel download</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>In Ollama</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download a model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Asking Ollama…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size:.1f} GB  —  {why}   (already in Ollama)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size:.1f} GB  —  {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  embedding model (for search vectors, not for answers)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  ✗ cannot search your documents (no tool support)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Suggested for this computer ({memory} of memory); all can search your documents:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Models in Ollama at {url}:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Ollama has no models yet: download one below.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Asking Ollama for {model}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download of {model} cancelled. Start it again to continue where it stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model} is downloaded; Footnote uses it now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Footnote is set to use {model}, which Ollama does not have: pick one above or download one below.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>Ollama at {url}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>Ollama at {url} · {latency:.0f} ms round trip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>The library and search work without Ollama.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>One file or subfolder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Search one file or subfolder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Type to filter the library's subfolders and files…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>every library folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>No folders in the library yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Loading the library's files…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Questions in this conversation search:
{where}
Click to choose folders or one file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>The library has no indexed files yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Searching: {scope}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{names} is no longer in the library, so questions in this conversation search all folders until you choose again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>One file: {name}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{names} left the library: all folders are searched</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{folder} (removed from the library)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;System</source>
            <comment>appearance</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;Light</source>
            <comment>appearance</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;Dark</source>
            <comment>appearance</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>The new library location is used after a restart.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>The window's language changes when Footnote starts again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Answers now come from {model}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Settings not saved: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Settings not applied: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>{model} is downloaded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Built-in (multilingual-e5-small, no server needed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> — no tool support</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>  (not in Ollama)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>None</source>
            <comment>sign-in</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Token (Bearer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>User name and password</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow the system (light or dark)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Light</source>
            <comment>appearance</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Dark</source>
            <comment>appearance</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Stored — type a new token to replace it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Stored — type a new password to replace it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The password</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>For Ollama behind a reverse proxy (https://host/ollama); a local Ollama needs none.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Footnote — Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>http://127.0.0.1:11434 (Ollama's default)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ask this server which models it has</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>For Ollama behind a reverse proxy that asks who you are</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>User name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>See what Ollama has and download a model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Optional, e.g. "Answer in German." or "Keep answers to three sentences."</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Read scanned pages with OCR</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> pages per file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow links that lead out of a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> passages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>the library's own store (or e.g. http://nas:8000)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>empty: your own library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Browse…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Assistant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Storage and appearance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Where the library and conversations live; applies after a restart.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Data location</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The password is kept in the system keyring, never in the settings file. Where there is no keyring (a server, CI), set {variable} in the environment instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The token is kept in the system keyring, never in the settings file. Where there is no keyring (a server, CI), set {variable} in the environment instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>In use now: {folder}. Where the library and conversations live; a change applies after a restart.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama URL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Sign-in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Chat model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Temperature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Your instruction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Results per search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Embedding model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Passage size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Passage overlap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Scanned PDFs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>OCR page limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Links</source>
            <comment>links to files and folders</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Chroma server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Shared library folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Appearance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>In use now: {folder} (from {option} on the command line, which overrides this setting until Footnote starts without it).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow the system ({language})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>0 answers the same way every time; higher varies the wording. Low values keep answers closest to the passages.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Added after Footnote's own rules (answer only from your documents, cite every fact), so it cannot turn them off.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Changing it rebuilds the vectors in the background; search keeps working meanwhile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Changing size or overlap re-indexes every folder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Recognises the text of PDF pages that are only images, on this computer; takes a few seconds per page, after every other file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>A longer scan is read up to here; Files ▸ right-click ▸ Read all scanned pages reads the rest.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Off: a link to a file or folder elsewhere is listed, not indexed. Links to hidden files and folders are never followed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The window's language; numbers and dates follow it. Applies when Footnote starts again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama: {model}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The model '{model}' is not in Ollama. Download it with Models…, or run {command}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Keep the vectors on a Chroma server (`chroma run`) instead of in the data location. A token goes in the {variable} environment variable, never here. Applies after a restart; a library indexed elsewhere is not moved silently.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>A folder another desktop publishes into with {command}: search and chat use that library, read-only here (it is indexed there), its vectors from the Chroma server above, which must be the one it was published with. Empty: your own library. Applies after a restart.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama connected — {model} cannot call tools; pick a model with tool support.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama connected — {model} is in Ollama.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>The references of an answer appear here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>Passages searched (none cited)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>{heading} — answer {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>No passages were found for this question.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>Passages found so far</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Ask a question about your documents. Answers cite the passages they come from: click a number to see it on the page.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>You</source>
            <comment>the label above a question the user asked</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Export answer…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Copy with citations</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/transcript.py" />
            <source>Your documents' %n best keyword match(es) for this question (no model needed) are in Sources.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit question…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/transcript.py" />
            <source>%n sentence(s) without a source (underlined)</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Stopped — this is the answer so far.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Cut off — the answer so far</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>No answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>The model gave no answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>weakly supported: {numbers}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>no such passage: {numbers}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Not while an answer is being written</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Edit this question and send it again (Esc cancels)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Ask this question again: the new answer replaces this one (Ctrl+R)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>no passage with this number was shown to the assistant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>No document open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Previous page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Next page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Summarise</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Ask about this document: questions search it alone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Ask about it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Open in default app</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom out (Ctrl+-)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom in (Ctrl++)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Fit the text's width (Ctrl+0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Find in document (Ctrl+F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Click a reference to see the passage in its document.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Fit to width</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Opening {name}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Could not open the document: {message}
Try “Open in default app”.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Could not open {path} ({error}).
Try “Open in default app”.</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
