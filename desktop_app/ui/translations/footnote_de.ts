<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>Footnote</name>
        <message>
            <location filename="desktop_app/app.py" />
            <source>The library location in your settings cannot be used: {problem}. Until it is changed, the library in {folder} is used.</source>
            <translation>Der Speicherort der Bibliothek in Ihren Einstellungen kann nicht verwendet werden: {problem}. Bis er geändert wird, wird die Bibliothek in {folder} verwendet.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/agent.py" />
            <source>the model's reply could not be read; asking again…</source>
            <translation>die Antwort des Modells war nicht lesbar; frage erneut…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/agent.py" />
            <source>the model server failed ({error}); retrying…</source>
            <translation>der Modellserver ist fehlgeschlagen ({error}); neuer Versuch…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>no passage with this number was shown (shown: none)</source>
            <translation>keine Textstelle mit dieser Nummer wurde gezeigt (gezeigt: keine)</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>the answer cites no passage at all</source>
            <translation>die Antwort zitiert überhaupt keine Textstelle</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>this sentence cites no passage</source>
            <translation>dieser Satz zitiert keine Textstelle</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>page {page}</source>
            <translation>Seite {page}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>section {section}</source>
            <translation>Abschnitt {section}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>no passage with this number was shown (shown: 1–{last})</source>
            <translation>keine Textstelle mit dieser Nummer wurde gezeigt (gezeigt: 1–{last})</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>only {share:.0%} of its words appear in the passages</source>
            <translation>nur {share:.0%} seiner Wörter kommen in den Textstellen vor</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading {name}, pages all…</source>
            <translation>lese {name}, alle Seiten…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading {name}, pages {pages}…</source>
            <translation>lese {name}, Seiten {pages}…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>the library's documents</source>
            <translation>die Dokumente der Bibliothek</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading pages {pages} of {total} of {name} (part {part} of {parts})…</source>
            <translation>lese Seiten {pages} von {total} aus {name} (Teil {part} von {parts})…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>putting together pages {pages} of {name} (group {group} of {groups})…</source>
            <translation>fasse Seiten {pages} aus {name} zusammen (Gruppe {group} von {groups})…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Interrupted: Footnote stopped before this answer was finished.</source>
            <translation>Unterbrochen: Footnote wurde beendet, bevor diese Antwort fertig war.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model returned an empty answer. The %n passage(s) it was shown may hold the answer.</source>
            <translation>
                <numerusform>Das Modell hat eine leere Antwort geliefert. Die %n ihm gezeigte Textstelle enthält möglicherweise die Antwort.</numerusform>
                <numerusform>Das Modell hat eine leere Antwort geliefert. Die %n ihm gezeigten Textstellen enthalten möglicherweise die Antwort.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model wrote a search request instead of an answer; a model with better tool support will do better. The %n passage(s) it was shown may hold the answer.</source>
            <translation>
                <numerusform>Das Modell hat eine Suchanfrage statt einer Antwort geschrieben; ein Modell mit besserer Werkzeugunterstützung schneidet besser ab. Die %n ihm gezeigte Textstelle enthält möglicherweise die Antwort.</numerusform>
                <numerusform>Das Modell hat eine Suchanfrage statt einer Antwort geschrieben; ein Modell mit besserer Werkzeugunterstützung schneidet besser ab. Die %n ihm gezeigten Textstellen enthalten möglicherweise die Antwort.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model returned an empty answer.</source>
            <translation>Das Modell hat eine leere Antwort geliefert.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model wrote a search request instead of an answer; a model with better tool support will do better.</source>
            <translation>Das Modell hat eine Suchanfrage statt einer Antwort geschrieben; ein Modell mit besserer Werkzeugunterstützung schneidet besser ab.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Searching failed: {error}</source>
            <translation>Suche fehlgeschlagen: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Reading failed: {error}</source>
            <translation>Lesen fehlgeschlagen: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} did not answer in time with '{model}': it may still be loading the model, or the machine is too slow for it (`ollama ps` says).</source>
            <translation>Ollama unter {server} hat mit „{model}“ nicht rechtzeitig geantwortet: Vielleicht lädt es das Modell noch, oder der Rechner ist zu langsam dafür (siehe `ollama ps`).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The answer failed unexpectedly ({error}).</source>
            <translation>Die Antwort ist unerwartet fehlgeschlagen ({error}).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} did not answer within {seconds:.0f} s with '{model}': it may still be loading the model, or the machine is too slow for it (`ollama ps` says).</source>
            <translation>Ollama unter {server} hat mit „{model}“ nicht innerhalb von {seconds:.0f} s geantwortet: Vielleicht lädt es das Modell noch, oder der Rechner ist zu langsam dafür (siehe `ollama ps`).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' is not in Ollama. Fetch it with {command}.</source>
            <translation>Das Modell „{model}“ ist nicht in Ollama vorhanden. Laden Sie es mit {command} herunter.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} refused to describe '{model}': {error}</source>
            <translation>Ollama unter {server} hat die Beschreibung von „{model}“ verweigert: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' cannot call tools, and Footnote needs that to search your documents.</source>
            <translation>Das Modell „{model}“ kann keine Werkzeuge aufrufen, und Footnote braucht das, um Ihre Dokumente zu durchsuchen.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama could not run '{model}': {error}</source>
            <translation>Ollama konnte „{model}“ nicht ausführen: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>'{model}' wrote a reply Footnote could not read ({error}), also when asked again. Ask again, or use a model with better tool support, e.g. {command}.</source>
            <translation>„{model}“ hat eine Antwort geschrieben, die Footnote nicht lesen konnte ({error}), auch auf erneute Nachfrage. Fragen Sie erneut, oder verwenden Sie ein Modell mit besserer Werkzeugunterstützung, z. B. {command}.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Talking to Ollama at {server} failed ({error}).</source>
            <translation>Die Verbindung zu Ollama unter {server} ist fehlgeschlagen ({error}).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' cannot call tools.</source>
            <translation>Das Modell „{model}“ kann keine Werkzeuge aufrufen.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>The model kept repeating itself, so Footnote stopped the answer there. Ask again, or choose a larger model.</source>
            <translation>Das Modell hat sich ständig wiederholt, daher hat Footnote die Antwort an dieser Stelle beendet. Fragen Sie erneut, oder wählen Sie ein größeres Modell.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>The search budget for this question was used up.</source>
            <translation>Das Suchbudget für diese Frage ist aufgebraucht.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} (loading it) to read %n passage(s)…</source>
            <translation>
                <numerusform>warte, bis {model} geladen ist und %n Textstelle liest…</numerusform>
                <numerusform>warte, bis {model} geladen ist und %n Textstellen liest…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} to read %n passage(s)…</source>
            <translation>
                <numerusform>warte, bis {model} %n Textstelle gelesen hat…</numerusform>
                <numerusform>warte, bis {model} %n Textstellen gelesen hat…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} (loading it)…</source>
            <translation>warte, bis {model} geladen ist…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model}…</source>
            <translation>warte auf {model}…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>writing the answer…</source>
            <translation>schreibe die Antwort…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>searching '{query}'…</source>
            <translation>suche „{query}“…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/scope.py" />
            <source>All folders</source>
            <translation>Alle Ordner</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/scope.py" />
            <source>{folders} (was|were) removed from the library, so this question searched all folders.</source>
            <translation>
                <numerusform>{folders} wurde aus der Bibliothek entfernt, daher hat diese Frage alle Ordner durchsucht.</numerusform>
                <numerusform>{folders} wurden aus der Bibliothek entfernt, daher hat diese Frage alle Ordner durchsucht.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/scope.py" />
            <source>{file} is no longer in the library, so this question searched all folders.</source>
            <translation>{file} ist nicht mehr in der Bibliothek, daher hat diese Frage alle Ordner durchsucht.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>waiting for the previous question in this conversation…</source>
            <translation>warte auf die vorige Frage in dieser Unterhaltung…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>The shared library cannot be opened: {problem}</source>
            <translation>Die geteilte Bibliothek kann nicht geöffnet werden: {problem}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>Footnote cannot search your documents yet: {problem}</source>
            <translation>Footnote kann Ihre Dokumente noch nicht durchsuchen: {problem}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>Stopped before it started.</source>
            <translation>Gestoppt, bevor es losging.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/state.py" />
            <source>Stopped by you.</source>
            <translation>Von Ihnen gestoppt.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>correct a document's details</source>
            <translation>die Details eines Dokuments zu korrigieren</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>read the rest of a scanned document</source>
            <translation>den Rest eines gescannten Dokuments zu lesen</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>{path} is the library folder itself: remove it instead</source>
            <translation>{path} ist der Bibliotheksordner selbst: entfernen Sie ihn stattdessen</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>{path} is not inside the library folder {folder}</source>
            <translation>{path} liegt nicht im Bibliotheksordner {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>unknown</source>
            <comment>memory size</comment>
            <translation>unbekannt</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>{size} GB</source>
            <translation>{size} GB</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>small and quick; fits next to your other programs</source>
            <translation>klein und schnell; passt neben Ihre anderen Programme</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>better answers, a little slower</source>
            <translation>bessere Antworten, etwas langsamer</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>Footnote's default: good citations, quick</source>
            <translation>Standard von Footnote: gute Quellenangaben, schnell</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>better answers; slower without a graphics card</source>
            <translation>bessere Antworten; ohne Grafikkarte langsamer</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>an alternative of the same size</source>
            <translation>eine Alternative gleicher Größe</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>good answers at a good speed</source>
            <translation>gute Antworten bei guter Geschwindigkeit</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>the most careful answers; needs a fast computer</source>
            <translation>die sorgfältigsten Antworten; braucht einen schnellen Computer</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>an alternative of the 7B size</source>
            <translation>eine Alternative der Größe 7B</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>quick, for slower computers</source>
            <translation>schnell, für langsamere Computer</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/probe.py" />
            <source>Ollama connected — {model} ready</source>
            <translation>Ollama verbunden — {model} bereit</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/probe.py" />
            <source>Ollama · {host} · {latency:.0f} ms — {model} ready</source>
            <translation>Ollama · {host} · {latency:.0f} ms — {model} bereit</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Checking the download…</source>
            <translation>Download wird geprüft…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Finishing…</source>
            <translation>Wird abgeschlossen…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size} kB</source>
            <translation>{size} kB</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Type the name of a model first, e.g. qwen2.5:3b.</source>
            <translation>Geben Sie zuerst den Namen eines Modells ein, z. B. qwen2.5:3b.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size} MB</source>
            <translation>{size} MB</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama could not download {model}: {error}</source>
            <translation>Ollama konnte {model} nicht herunterladen: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Downloading {model} failed unexpectedly ({error}).</source>
            <translation>Der Download von {model} ist unerwartet fehlgeschlagen ({error}).</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{model} is downloaded and ready.</source>
            <translation>{model} ist heruntergeladen und bereit.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Downloading {model}: {done} of {total}</source>
            <translation>{model} wird heruntergeladen: {done} von {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Asking for {model}…</source>
            <translation>{model} wird angefordert…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama stopped sending the download of {model} before it finished. Download it again: Ollama continues where it stopped.</source>
            <translation>Ollama hat den Download von {model} vor dem Ende abgebrochen. Laden Sie es erneut herunter: Ollama setzt dort fort, wo es aufgehört hat.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama's library has no model called '{model}'. Check the spelling and the size tag (for example qwen2.5:3b), or pick one of the suggestions.</source>
            <translation>Die Modellbibliothek von Ollama hat kein Modell namens „{model}“. Prüfen Sie die Schreibweise und die Größenangabe (zum Beispiel qwen2.5:3b), oder wählen Sie einen der Vorschläge.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>There is not enough free disk space to download {model}. Free some space (or remove a model you no longer use with `ollama rm &lt;name&gt;`), then download it again: Ollama keeps what it already has.</source>
            <translation>Es ist nicht genug Speicherplatz frei, um {model} herunterzuladen. Geben Sie Speicherplatz frei (oder entfernen Sie ein nicht mehr benötigtes Modell mit `ollama rm &lt;name&gt;`) und laden Sie es dann erneut herunter: Ollama behält, was es bereits hat.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama could not reach its model library to download {model} ({error}). Check the internet connection of the computer Ollama runs on, then download again: it continues where it stopped.</source>
            <translation>Ollama konnte seine Modellbibliothek nicht erreichen, um {model} herunterzuladen ({error}). Prüfen Sie die Internetverbindung des Computers, auf dem Ollama läuft, und laden Sie dann erneut herunter: Der Download setzt dort fort, wo er aufgehört hat.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama at {server} stopped answering while downloading {model}. Download it again: Ollama continues where it stopped.</source>
            <translation>Ollama unter {server} hat beim Herunterladen von {model} nicht mehr geantwortet. Laden Sie es erneut herunter: Ollama setzt dort fort, wo es aufgehört hat.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>The connection to Ollama at {server} broke while downloading {model} ({error}). Download it again: Ollama continues where it stopped.</source>
            <translation>Die Verbindung zu Ollama unter {server} ist beim Herunterladen von {model} abgebrochen ({error}). Laden Sie es erneut herunter: Ollama setzt dort fort, wo es aufgehört hat.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The Ollama sign-in was removed from the system keyring.</source>
            <translation>Die Ollama-Anmeldung wurde aus dem Schlüsselbund des Systems entfernt.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The token for {host} is kept in the system keyring.</source>
            <translation>Das Token für {host} wird im Schlüsselbund des Systems aufbewahrt.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The password for {host} is kept in the system keyring.</source>
            <translation>Das Passwort für {host} wird im Schlüsselbund des Systems aufbewahrt.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use File ▸ Repair library</source>
            <translation>verwenden Sie Datei ▸ Bibliothek reparieren</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>to index, make the folder writable or choose another folder in Settings ▸ Data location</source>
            <translation>um zu indexieren, machen Sie den Ordner beschreibbar oder wählen Sie unter Einstellungen ▸ Datenspeicherort einen anderen Ordner</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>choose {value} in Settings ▸ Embedding model to work with it</source>
            <translation>wählen Sie {value} unter Einstellungen ▸ Einbettungsmodell, um damit zu arbeiten</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>choose {value} in Settings ▸ Embedding model to switch the library</source>
            <translation>wählen Sie {value} unter Einstellungen ▸ Einbettungsmodell, um die Bibliothek umzustellen</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>clear Settings ▸ Chroma server to keep using them</source>
            <translation>leeren Sie Einstellungen ▸ Chroma-Server, um sie weiter zu verwenden</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if you trust the publication, enter {value} in Settings ▸ Chroma server</source>
            <translation>wenn Sie der Veröffentlichung vertrauen, geben Sie {value} unter Einstellungen ▸ Chroma-Server ein</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>to index on this desktop, clear Settings ▸ Shared library folder to use a library of your own</source>
            <translation>um auf diesem Desktop zu indexieren, leeren Sie Einstellungen ▸ Geteilter Bibliotheksordner und verwenden Sie eine eigene Bibliothek</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use File ▸ Re-index all folders</source>
            <translation>verwenden Sie Datei ▸ Alle Ordner neu indexieren</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if it runs elsewhere, correct the address in Settings ▸ Chroma server</source>
            <translation>wenn er anderswo läuft, korrigieren Sie die Adresse unter Einstellungen ▸ Chroma-Server</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter another one in Settings ▸ Chroma server</source>
            <translation>geben Sie unter Einstellungen ▸ Chroma-Server einen anderen ein</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>then enter {value} in Settings ▸ Chroma server</source>
            <translation>geben Sie dann {value} unter Einstellungen ▸ Chroma-Server ein</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter {value} once in Settings ▸ Chroma server, with the password (it is kept in the system keyring)</source>
            <translation>geben Sie {value} einmalig unter Einstellungen ▸ Chroma-Server ein, mit dem Passwort (es wird im Schlüsselbund des Systems aufbewahrt)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check the one given in Settings ▸ Chroma server (kept in the system keyring), or set {value}</source>
            <translation>prüfen Sie die Angabe unter Einstellungen ▸ Chroma-Server (im Schlüsselbund des Systems aufbewahrt), oder setzen Sie {value}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>set {value} in Footnote's environment</source>
            <translation>setzen Sie {value} in der Umgebung von Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>start it with `ollama serve`</source>
            <translation>starten Sie es mit `ollama serve`</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if it runs elsewhere, enter its address in Settings ▸ Ollama URL</source>
            <translation>wenn es anderswo läuft, geben Sie seine Adresse unter Einstellungen ▸ Ollama-URL ein</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter it in Settings ▸ Sign-in (or set {value})</source>
            <translation>geben Sie es unter Einstellungen ▸ Anmeldung ein (oder setzen Sie {value})</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check Settings ▸ Sign-in (or set {value})</source>
            <translation>prüfen Sie Einstellungen ▸ Anmeldung (oder setzen Sie {value})</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check the password in Settings ▸ Ollama URL</source>
            <translation>prüfen Sie das Passwort unter Einstellungen ▸ Ollama-URL</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>try a smaller model (Settings ▸ Chat model), or ask again once it is loaded</source>
            <translation>versuchen Sie ein kleineres Modell (Einstellungen ▸ Chat-Modell), oder fragen Sie erneut, sobald es geladen ist</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>, or </source>
            <translation>, oder </translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>move them from a terminal: {command}</source>
            <translation>verschieben Sie sie in einem Terminal: {command}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use a model with tool support, e.g. {command}, and choose it in Settings ▸ Chat model</source>
            <translation>verwenden Sie ein Modell mit Werkzeugunterstützung, z. B. {command}, und wählen Sie es unter Einstellungen ▸ Chat-Modell</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} reused</source>
            <translation>{count} wiederverwendet</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} unchanged</source>
            <translation>{count} unverändert</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} skipped</source>
            <translation>{count} übersprungen</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} failed</source>
            <translation>{count} fehlgeschlagen</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} removed</source>
            <translation>{count} entfernt</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>ETA {duration}</source>
            <translation>Restzeit {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{rate} passages/s</source>
            <translation>{rate} Textstellen/s</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{speed} MB/s</source>
            <translation>{speed} MB/s</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total} · {duration} left</source>
            <translation>gescannte Seite {read} von {total} · noch {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{hours} h {minutes:02d} min</source>
            <translation>{hours} h {minutes:02d} min</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Looking for files…</source>
            <translation>Dateien werden gesucht…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Cancelled: {files} files — {counts} · {passages} passages added · {duration}</source>
            <translation>Abgebrochen: {files} Dateien — {counts} · {passages} Textstellen hinzugefügt · {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Done: {files} files — {counts} · {passages} passages added · {duration}</source>
            <translation>Fertig: {files} Dateien — {counts} · {passages} Textstellen hinzugefügt · {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>nothing</source>
            <comment>excluded</comment>
            <translation>nichts</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>{what} excluded by %n rule(s)</source>
            <translation>
                <numerusform>{what} durch %n Regel ausgeschlossen</numerusform>
                <numerusform>{what} durch %n Regeln ausgeschlossen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>estimating…</source>
            <translation>wird geschätzt…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total} — the OCR page limit keeps the rest (Files ▸ Read all scanned pages)</source>
            <translation>gescannte Seite {read} von {total} — das OCR-Seitenlimit hält den Rest zurück (Dateien ▸ Alle gescannten Seiten lesen)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total}</source>
            <translation>gescannte Seite {read} von {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{minutes} min {seconds:02d} s</source>
            <translation>{minutes} min {seconds:02d} s</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Cancelled</source>
            <translation>Abgebrochen</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>%v / %m files</source>
            <translation>%v / %m Dateien</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>%n file(s)</source>
            <translation>
                <numerusform>%n Datei</numerusform>
                <numerusform>%n Dateien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>%n folder(s)</source>
            <translation>
                <numerusform>%n Ordner</numerusform>
                <numerusform>%n Ordner</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{files} and {folders}</source>
            <translation>{files} und {folders}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Files read; embedding passages for search by meaning: {embedded} / {total} · {speed} · {eta}</source>
            <translation>Dateien gelesen; Textstellen werden für die Bedeutungssuche eingebettet: {embedded} / {total} · {speed} · {eta}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Every file's text is searchable; reading scanned pages with OCR: {current}</source>
            <translation>Der Text jeder Datei ist durchsuchbar; gescannte Seiten werden per OCR gelesen: {current}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{done} / {total} files · {passages} passages ({embedded} embedded)</source>
            <translation>{done} / {total} Dateien · {passages} Textstellen ({embedded} eingebettet)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{done} / {total} files · {passages} passages</source>
            <translation>{done} / {total} Dateien · {passages} Textstellen</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} indexed</source>
            <translation>{count} indexiert</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Files read; embedding passages for search by meaning: {embedded} / {total} · {eta}</source>
            <translation>Dateien gelesen; Textstellen werden für die Bedeutungssuche eingebettet: {embedded} / {total} · {eta}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} passages still to embed</source>
            <translation>{count} Textstellen noch einzubetten</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{folder} {reason} (the folder's menu ▸ Drop files no longer there)</source>
            <translation>{folder} {reason} (Menü des Ordners ▸ Fehlende Dateien entfernen)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file was damaged: {detail}. It could not be moved aside ({path}) and the defaults are used.</source>
            <translation>Ihre Einstellungsdatei war beschädigt: {detail}. Sie konnte nicht beiseitegelegt werden ({path}), es werden die Standardwerte verwendet.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Some values in your settings file could not be used, so their defaults are used: {problems}.</source>
            <translation>Einige Werte in Ihrer Einstellungsdatei waren unbrauchbar, daher gelten für sie die Standardwerte: {problems}.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file was damaged: {detail}. It was kept as {name} and the defaults are used.</source>
            <translation>Ihre Einstellungsdatei war beschädigt: {detail}. Sie wurde als {name} aufbewahrt, es werden die Standardwerte verwendet.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>The file as it was is kept as {name}.</source>
            <translation>Die ursprüngliche Datei wurde als {name} aufbewahrt.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file {path} cannot be read ({reason}); the defaults are used.</source>
            <translation>Ihre Einstellungsdatei {path} kann nicht gelesen werden ({reason}); es werden die Standardwerte verwendet.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not valid</source>
            <translation>{name} = {value} ist ungültig</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not 'builtin' or 'ollama:&lt;model&gt;'</source>
            <translation>ist weder 'builtin' noch 'ollama:&lt;model&gt;'</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>holds a NUL character</source>
            <translation>enthält ein NUL-Zeichen</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a full path (give one such as ~/Footnote or /home/me/Footnote)</source>
            <translation>ist kein vollständiger Pfad (geben Sie einen wie ~/Footnote oder /home/me/Footnote an)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not text in quotes</source>
            <translation>{name} = {value} ist kein Text in Anführungszeichen</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not true or false</source>
            <translation>{name} = {value} ist weder true noch false</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not a whole number</source>
            <translation>{name} = {value} ist keine ganze Zahl</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not a number</source>
            <translation>{name} = {value} ist keine Zahl</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>schema_version = {value} is not a version Footnote writes (1, 2, …)</source>
            <translation>schema_version = {value} ist keine Version, die Footnote schreibt (1, 2, …)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>chunk_overlap = {overlap} is not smaller than chunk_size = {size} (neighbouring passages cannot share a whole passage), so both get their defaults</source>
            <translation>chunk_overlap = {overlap} ist nicht kleiner als chunk_size = {size} (benachbarte Textstellen können keine ganze Textstelle teilen), daher erhalten beide ihre Standardwerte</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a whole number from {low} to {high}</source>
            <translation>ist keine ganze Zahl von {low} bis {high}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a number from {low} to {high}</source>
            <translation>ist keine Zahl von {low} bis {high}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a Chroma server's address (http://HOST:PORT or https://HOST[/PATH])</source>
            <translation>ist keine Adresse eines Chroma-Servers (http://HOST:PORT oder https://HOST[/PATH])</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not PUBLISHER_FOLDER=FOLDER_HERE pairs separated by ';'</source>
            <translation>sind keine durch ';' getrennten Paare PUBLISHER_FOLDER=FOLDER_HERE</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a number of characters above 0</source>
            <translation>ist keine Zeichenanzahl über 0</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not 0 or more characters</source>
            <translation>ist nicht 0 oder mehr Zeichen</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>names the home folder of {user}, a user this computer does not have (give a full path such as ~/Footnote)</source>
            <translation>nennt den Benutzerordner von {user}, einem Benutzer, den es auf diesem Computer nicht gibt (geben Sie einen vollständigen Pfad wie ~/Footnote an)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not one of {choices}</source>
            <translation>ist nicht eines von {choices}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>Shared library — published by {publisher} at {time} (read-only)</source>
            <translation>Geteilte Bibliothek — veröffentlicht von {publisher} am {time} (schreibgeschützt)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>Shared library (read-only)</source>
            <translation>Geteilte Bibliothek (schreibgeschützt)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>{problem} Meanwhile search uses keywords only.</source>
            <translation>{problem} Bis dahin verwendet die Suche nur Stichwörter.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>The library is damaged ({detail}). Repair library moves the damaged files aside (nothing is deleted) and rebuilds them from your folders; your conversations are kept.</source>
            <translation>Die Bibliothek ist beschädigt ({detail}). „Bibliothek reparieren“ verschiebt die beschädigten Dateien beiseite (nichts wird gelöscht) und baut sie aus Ihren Ordnern neu auf; Ihre Unterhaltungen bleiben erhalten.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>The shared library cannot be opened: {problem}. Search and chat need it: choose another folder in Settings ▸ Shared library folder, or leave it empty to use your own library.</source>
            <translation>Die geteilte Bibliothek kann nicht geöffnet werden: {problem}. Suche und Chat brauchen sie: Wählen Sie unter Einstellungen ▸ Geteilter Bibliotheksordner einen anderen Ordner, oder lassen Sie das Feld leer, um Ihre eigene Bibliothek zu verwenden.</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>PDF document</source>
            <translation>PDF-Dokument</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Web page (HTML)</source>
            <translation>Webseite (HTML)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Markdown</source>
            <translation>Markdown</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Word document (DOCX)</source>
            <translation>Word-Dokument (DOCX)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>References</source>
            <translation>Quellenangaben</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Passages shown to the assistant (none cited)</source>
            <translation>Dem Assistenten gezeigte Textstellen (keine zitiert)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Exported from Footnote on {created}.</source>
            <translation>Aus Footnote exportiert am {created}.</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Each [n] points to the reference with the same number under its answer.</source>
            <translation>Jedes [n] verweist auf die Quellenangabe mit derselben Nummer unter seiner Antwort.</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Asked {when}</source>
            <translation>Gefragt am {when}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Not found in your documents</source>
            <translation>Nicht in Ihren Dokumenten gefunden</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>(no answer)</source>
            <translation>(keine Antwort)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Checks</source>
            <translation>Prüfungen</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>{year}-{month:02}-{day:02} {hour:02}:{minute:02}</source>
            <comment>a date and time</comment>
            <translation>{day:02}.{month:02}.{year} {hour:02}:{minute:02}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Conversation</source>
            <translation>Unterhaltung</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>no source</source>
            <translation>keine Quelle</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weakly supported</source>
            <translation>schwach belegt</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>invalid citation</source>
            <translation>ungültiger Verweis</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Searched: {scope}</source>
            <translation>Durchsucht: {scope}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>invalid citation: no passage with this number was shown to the assistant</source>
            <translation>ungültiger Verweis: dem Assistenten wurde keine Textstelle mit dieser Nummer gezeigt</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weak support: {detail}</source>
            <translation>schwach belegt: {detail}</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>Your documents' %n best keyword match(es) for this question (no model needed) are in Sources.</source>
            <translation>
                <numerusform>%n bester Stichworttreffer aus Ihren Dokumenten zu dieser Frage (ohne Modell ermittelt) steht unter Quellen.</numerusform>
                <numerusform>%n beste Stichworttreffer aus Ihren Dokumenten zu dieser Frage (ohne Modell ermittelt) stehen unter Quellen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>%n sentence(s) without a source (underlined)</source>
            <translation>
                <numerusform>%n Satz ohne Quelle (unterstrichen)</numerusform>
                <numerusform>%n Sätze ohne Quelle (unterstrichen)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>Stopped — this is the answer so far.</source>
            <translation>Gestoppt — dies ist die bisherige Antwort.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>weakly supported: {numbers}</source>
            <translation>schwach belegt: {numbers}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>no such passage: {numbers}</source>
            <translation>keine solche Textstelle: {numbers}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Corrections are kept when the file is indexed again.</source>
            <translation>Korrekturen bleiben erhalten, wenn die Datei erneut indexiert wird.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Use the detected values</source>
            <translation>Erkannte Werte verwenden</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Organisation</source>
            <translation>Organisation</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Kind</source>
            <comment>the kind of a document: report, manual…</comment>
            <translation>Art</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Period</source>
            <comment>the period a document covers: 2019, Q3 2020…</comment>
            <translation>Zeitraum</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Pages</source>
            <translation>Seiten</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>{field}: {value} (edited)</source>
            <translation>{field}: {value} (bearbeitet)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>{field}: {value}</source>
            <translation>{field}: {value}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>not counted (no pages)</source>
            <translation>nicht gezählt (keine Seiten)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Drop your corrections: show what indexing found</source>
            <translation>Korrekturen verwerfen: zeigen, was die Indexierung gefunden hat</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Document details — {name}</source>
            <translation>Dokumentdetails — {name}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>You corrected this field</source>
            <translation>Sie haben dieses Feld korrigiert</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_controller.py" />
            <source>Add a folder first (drop it onto the window or File ▸ Add folder…).</source>
            <translation>Fügen Sie zuerst einen Ordner hinzu (ziehen Sie ihn auf das Fenster oder verwenden Sie Datei ▸ Ordner hinzufügen…).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_controller.py" />
            <source>Your folders hold no readable passages yet: add a folder with documents (drop it onto the window or File ▸ Add folder…), or see the Files tab for files that could not be read.</source>
            <translation>Ihre Ordner enthalten noch keine lesbaren Textstellen: Fügen Sie einen Ordner mit Dokumenten hinzu (ziehen Sie ihn auf das Fenster oder verwenden Sie Datei ▸ Ordner hinzufügen…), oder sehen Sie im Tab Dateien nach, welche Dateien nicht gelesen werden konnten.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>{minutes} min {seconds:02d} s</source>
            <translation>{minutes} min {seconds:02d} s</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Ask your documents…  (Enter sends, Shift+Enter new line)</source>
            <translation>Fragen Sie Ihre Dokumente…  (Enter sendet, Umschalt+Enter neue Zeile)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Editing question {number} — Esc to cancel</source>
            <translation>Frage {number} wird bearbeitet — Esc bricht ab</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>the answer after it will be replaced</source>
            <translation>die Antwort danach wird ersetzt</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>the %n answers after it will be replaced</source>
            <translation>
                <numerusform>die %n Antwort danach wird ersetzt</numerusform>
                <numerusform>die %n Antworten danach werden ersetzt</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop editing; Send asks a new question again (Esc)</source>
            <translation>Bearbeiten beenden; Senden stellt wieder eine neue Frage (Esc)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Send</source>
            <translation>Senden</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop</source>
            <translation>Stopp</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop the answer (Esc)</source>
            <translation>Antwort stoppen (Esc)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Search conversations (Ctrl+F)</source>
            <translation>Unterhaltungen durchsuchen (Strg+F)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>No conversations yet. Ask a question below to start one.</source>
            <translation>Noch keine Unterhaltungen. Stellen Sie unten eine Frage, um eine zu beginnen.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>New</source>
            <comment>a new conversation</comment>
            <translation>Neu</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>New conversation (Ctrl+N)</source>
            <translation>Neue Unterhaltung (Strg+N)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Rename</source>
            <translation>Umbenennen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Rename the selected conversation (F2)</source>
            <translation>Ausgewählte Unterhaltung umbenennen (F2)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete the selected conversation</source>
            <translation>Ausgewählte Unterhaltung löschen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Conversations</source>
            <translation>Unterhaltungen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete the conversation “{title}”? This cannot be undone.</source>
            <translation>Die Unterhaltung „{title}“ löschen? Das kann nicht rückgängig gemacht werden.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Matched against each file and folder name and against the path inside the folder, e.g. *.log, node_modules, drafts/**</source>
            <translation>Wird mit jedem Datei- und Ordnernamen und mit dem Pfad innerhalb des Ordners verglichen, z. B. *.log, node_modules, drafts/**</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>%n rule(s) keep(s|) files of {folder} out of the library.</source>
            <translation>
                <numerusform>%n Regel schließt Dateien von {folder} aus der Bibliothek aus.</numerusform>
                <numerusform>%n Regeln schließen Dateien von {folder} aus der Bibliothek aus.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Nothing in {folder} is excluded.</source>
            <translation>In {folder} ist nichts ausgeschlossen.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>{pattern} (pattern)</source>
            <translation>{pattern} (Muster)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Include again</source>
            <translation>Wieder aufnehmen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Index what this rule keeps out again</source>
            <translation>Was diese Regel ausschließt, wieder indexieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Excluded from {folder}</source>
            <translation>Ausgeschlossen aus {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Exclude a folder from {folder}</source>
            <translation>Einen Ordner aus {folder} ausschließen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Exclude files matching — {folder}</source>
            <translation>Dateien nach Muster ausschließen — {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Keep files matching this pattern out of {folder}.
{hint}.</source>
            <translation>Dateien, die zu diesem Muster passen, aus {folder} ausschließen.
{hint}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>{path} is not in a library folder</source>
            <translation>{path} liegt in keinem Bibliotheksordner</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Footnote export</source>
            <translation>Footnote-Export</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Export</source>
            <translation>Exportieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Answer copied with its references (Markdown).</source>
            <translation>Antwort mit ihren Quellenangaben kopiert (Markdown).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Nothing to export yet: ask a question first.</source>
            <translation>Noch nichts zu exportieren: Stellen Sie zuerst eine Frage.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Exported to {path}</source>
            <translation>Exportiert nach {path}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Could not export to {path}: {reason}</source>
            <translation>Export nach {path} nicht möglich: {reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_pdf.py" />
            <source>Footnote · page {page} of {count}</source>
            <translation>Footnote · Seite {page} von {count}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Find in document</source>
            <translation>Im Dokument suchen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Previous match (Shift+Enter)</source>
            <translation>Vorheriger Treffer (Umschalt+Enter)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Next match (Enter)</source>
            <translation>Nächster Treffer (Enter)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Close (Esc)</source>
            <translation>Schließen (Esc)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Searching…</source>
            <translation>Suche…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>No matches</source>
            <translation>Keine Treffer</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/find_bar.py" />
            <source>%n found</source>
            <translation>
                <numerusform>%n gefunden</numerusform>
                <numerusform>%n gefunden</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>{current} of {total}</source>
            <translation>{current} von {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>1. Get a model</source>
            <translation>1. Modell besorgen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>2. Add a folder</source>
            <translation>2. Ordner hinzufügen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>3. Ask your first question</source>
            <translation>3. Erste Frage stellen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Footnote answers from the documents in the folders you add. Click Add folder… or drop a folder onto the window.</source>
            <translation>Footnote antwortet aus den Dokumenten in den Ordnern, die Sie hinzufügen. Klicken Sie auf Ordner hinzufügen… oder ziehen Sie einen Ordner auf das Fenster.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Type it in the box below and press Enter. Answers cite the passages they come from: click a number to see it on the page.</source>
            <translation>Geben Sie sie unten in das Feld ein und drücken Sie Enter. Antworten zitieren die Textstellen, aus denen sie stammen: Klicken Sie auf eine Nummer, um sie auf der Seite zu sehen.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Checking Ollama…</source>
            <translation>Ollama wird geprüft…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Reading your library…</source>
            <translation>Ihre Bibliothek wird gelesen…</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/first_run.py" />
            <source>%n folder(s) in the library.</source>
            <translation>
                <numerusform>%n Ordner in der Bibliothek.</numerusform>
                <numerusform>%n Ordner in der Bibliothek.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Done: your conversations are listed on the left.</source>
            <translation>Fertig: Ihre Unterhaltungen stehen links.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Welcome to Footnote: three steps to your first answer</source>
            <translation>Willkommen bei Footnote: in drei Schritten zur ersten Antwort</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Don't show again</source>
            <translation>Nicht mehr anzeigen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Hide this guide for good (the menus do the same things)</source>
            <translation>Diese Anleitung dauerhaft ausblenden (die Menüs bieten dasselbe)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Models…</source>
            <translation>Modelle…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Add folder…</source>
            <translation>Ordner hinzufügen…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Ask</source>
            <translation>Fragen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Ollama does not have the model {model} yet. Click Models… to download it, or choose a model Ollama has.</source>
            <translation>Ollama hat das Modell {model} noch nicht. Klicken Sie auf Modelle…, um es herunterzuladen, oder wählen Sie ein Modell, das Ollama hat.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Answers questions about your own documents, with numbered references to the passages they come from: click one to see it on its page.</source>
            <translation>Beantwortet Fragen zu Ihren eigenen Dokumenten, mit nummerierten Quellenangaben zu den Textstellen, aus denen die Antworten stammen: Klicken Sie auf eine, um sie auf ihrer Seite zu sehen.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Footnote works offline. Your documents, the library and your conversations stay on this computer; questions go only to the Ollama server chosen in Settings (this computer unless you chose another).</source>
            <translation>Footnote arbeitet offline. Ihre Dokumente, die Bibliothek und Ihre Unterhaltungen bleiben auf diesem Computer; Fragen gehen nur an den in den Einstellungen gewählten Ollama-Server (dieser Computer, sofern Sie keinen anderen gewählt haben).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Library and conversations</source>
            <translation>Bibliothek und Unterhaltungen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Conversations file</source>
            <translation>Unterhaltungsdatei</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Keyboard shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Where my data lives</source>
            <translation>Wo meine Daten liegen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copy the path to the clipboard</source>
            <translation>Pfad in die Zwischenablage kopieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Footnote self-test</source>
            <translation>Footnote-Selbsttest</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Run again</source>
            <translation>Erneut ausführen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Indexing, searching and exporting a sample in a temporary folder (a few seconds; your library is not touched)…</source>
            <translation>Ein Beispiel wird in einem temporären Ordner indexiert, durchsucht und exportiert (einige Sekunden; Ihre Bibliothek bleibt unberührt)…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;About Footnote</source>
            <translation>&amp;Über Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;Where my data lives</source>
            <translation>&amp;Wo meine Daten liegen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Run &amp;self-test…</source>
            <translation>&amp;Selbsttest ausführen…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>About Footnote</source>
            <translation>Über Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Action</source>
            <translation>Aktion</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Keys</source>
            <translation>Tasten</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Open</source>
            <translation>Öffnen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Open folder</source>
            <translation>Ordner öffnen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Show it in the file manager</source>
            <translation>Im Dateimanager anzeigen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Show its folder in the file manager</source>
            <translation>Seinen Ordner im Dateimanager anzeigen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>All checks passed.</source>
            <translation>Alle Prüfungen bestanden.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>The self-test found a problem: see the lines marked ✗.</source>
            <translation>Der Selbsttest hat ein Problem gefunden: siehe die mit ✗ markierten Zeilen.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>The self-test could not run: {message}</source>
            <translation>Der Selbsttest konnte nicht ausgeführt werden: {message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copied {path}</source>
            <translation>{path} kopiert</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{library}: folders are added, indexed, excluded and removed on the desktop that publishes it.</source>
            <translation>{library}: Ordner werden auf dem Desktop hinzugefügt, indexiert, ausgeschlossen und entfernt, der sie veröffentlicht.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{path} is not in a library folder any more</source>
            <translation>{path} liegt in keinem Bibliotheksordner mehr</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{library}: its documents' details are corrected on the desktop that publishes it.</source>
            <translation>{library}: Die Details ihrer Dokumente werden auf dem Desktop korrigiert, der sie veröffentlicht.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/index_controller.py" />
            <source>cancelled — %n passage(s) without vectors</source>
            <translation>
                <numerusform>abgebrochen — %n Textstelle ohne Vektoren</numerusform>
                <numerusform>abgebrochen — %n Textstellen ohne Vektoren</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>cancelled — not finished</source>
            <translation>abgebrochen — nicht fertig</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>indexed</source>
            <comment>file status</comment>
            <translation>indexiert</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>indexing…</source>
            <comment>file status</comment>
            <translation>wird indexiert…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>skipped</source>
            <comment>file status</comment>
            <translation>übersprungen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>failed</source>
            <comment>file status</comment>
            <translation>fehlgeschlagen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>not indexed</source>
            <comment>file status</comment>
            <translation>nicht indexiert</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>excluded</source>
            <comment>file status</comment>
            <translation>ausgeschlossen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — OCR is off, so the rest wait until it is switched on in Settings</source>
            <translation>gescannte Seiten: {read} von {total} gelesen — OCR ist aus, der Rest wartet, bis sie in den Einstellungen eingeschaltet wird</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — the OCR page limit keeps the rest (menu ▸ Read all scanned pages)</source>
            <translation>gescannte Seiten: {read} von {total} gelesen — das OCR-Seitenlimit hält den Rest zurück (Menü ▸ Alle gescannten Seiten lesen)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — the rest after every other file, on the next run</source>
            <translation>gescannte Seiten: {read} von {total} gelesen — der Rest nach allen anderen Dateien, beim nächsten Durchlauf</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Pause</source>
            <translation>Pausieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Cancelling…</source>
            <translation>Wird abgebrochen…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Open file</source>
            <translation>Datei öffnen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Retry</source>
            <translation>Erneut versuchen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>kept out of the library — Excluded items… includes it again</source>
            <translation>aus der Bibliothek ausgeschlossen — über Ausgeschlossene Elemente… wieder aufnehmen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Document details…</source>
            <translation>Dokumentdetails…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Read all scanned pages</source>
            <translation>Alle gescannten Seiten lesen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>{indexed} indexed · {skipped} skipped · {failed} failed · {excluded} excluded</source>
            <translation>{indexed} indexiert · {skipped} übersprungen · {failed} fehlgeschlagen · {excluded} ausgeschlossen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>{indexed} indexed · {skipped} skipped · {failed} failed</source>
            <translation>{indexed} indexiert · {skipped} übersprungen · {failed} fehlgeschlagen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Removing the folder's passages…</source>
            <translation>Die Textstellen des Ordners werden entfernt…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Paused — Resume continues where it stopped</source>
            <translation>Pausiert — Fortsetzen macht dort weiter, wo es aufgehört hat</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>File</source>
            <translation>Datei</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Details</source>
            <translation>Details</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Summarise this document</source>
            <translation>Dieses Dokument zusammenfassen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Ask about this document</source>
            <translation>Fragen zu diesem Dokument</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude this file</source>
            <translation>Diese Datei ausschließen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude folder…</source>
            <translation>Ordner ausschließen…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude files matching…</source>
            <translation>Dateien nach Muster ausschließen…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Excluded items…</source>
            <translation>Ausgeschlossene Elemente…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Rebuilding the vectors with the new embedding model…</source>
            <translation>Die Vektoren werden mit dem neuen Einbettungsmodell neu aufgebaut…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Stopped</source>
            <translation>Gestoppt</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Done.</source>
            <translation>Fertig.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>%n passage(s)</source>
            <translation>
                <numerusform>%n Textstelle</numerusform>
                <numerusform>%n Textstellen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>cancelled — read on the next run</source>
            <translation>abgebrochen — wird beim nächsten Durchlauf gelesen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Repairing the library: rebuilding it from your folders…</source>
            <translation>Die Bibliothek wird repariert: Neuaufbau aus Ihren Ordnern…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>indexed</source>
            <comment>folder state</comment>
            <translation>indexiert</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>missing on disk</source>
            <comment>folder state</comment>
            <translation>fehlt auf dem Datenträger</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>needs re-index</source>
            <comment>folder state</comment>
            <translation>Neuindexierung nötig</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n passage(s) without vectors</source>
            <translation>
                <numerusform>%n Textstelle ohne Vektoren</numerusform>
                <numerusform>%n Textstellen ohne Vektoren</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>indexing</source>
            <comment>folder state</comment>
            <translation>wird indexiert</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>paused</source>
            <comment>folder state</comment>
            <translation>pausiert</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Repair library</source>
            <translation>Bibliothek reparieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Move the damaged library files aside (nothing is deleted) and rebuild them from your folders</source>
            <translation>Die beschädigten Bibliotheksdateien beiseitelegen (nichts wird gelöscht) und aus Ihren Ordnern neu aufbauen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Re-index</source>
            <translation>Neu indexieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Index the selected folder again (all folders if none is selected)</source>
            <translation>Den ausgewählten Ordner neu indexieren (alle Ordner, wenn keiner ausgewählt ist)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Forget the selected folder and its passages (your files are not touched)</source>
            <translation>Den ausgewählten Ordner und seine Textstellen vergessen (Ihre Dateien bleiben unberührt)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Show the selected folder in the file manager</source>
            <translation>Den ausgewählten Ordner im Dateimanager anzeigen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>The shared library has no folders yet: they are added on the desktop that publishes it.</source>
            <translation>Die geteilte Bibliothek hat noch keine Ordner: Sie werden auf dem Desktop hinzugefügt, der sie veröffentlicht.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Drop files no longer there</source>
            <translation>Fehlende Dateien entfernen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Remove from library</source>
            <translation>Aus der Bibliothek entfernen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Library</source>
            <translation>Bibliothek</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Drop folders or files here, or use {add_folder}, to make them searchable.</source>
            <translation>Ziehen Sie Ordner oder Dateien hierher oder verwenden Sie {add_folder}, um sie durchsuchbar zu machen.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n not indexed</source>
            <translation>
                <numerusform>%n nicht indexiert</numerusform>
                <numerusform>%n nicht indexiert</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n excluded</source>
            <translation>
                <numerusform>%n ausgeschlossen</numerusform>
                <numerusform>%n ausgeschlossen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing: the list of your folders could not be restored; add any folder that is missing from the library again.</source>
            <translation>Reparatur: Die Liste Ihrer Ordner konnte nicht wiederhergestellt werden; fügen Sie jeden Ordner, der in der Bibliothek fehlt, erneut hinzu.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing: your folders are back ({folders}); they are being indexed again.</source>
            <translation>Reparatur: Ihre Ordner sind wieder da ({folders}); sie werden neu indexiert.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Indexing {folders}, and finishing the vectors of {others}…</source>
            <translation>{folders} wird indexiert, die Vektoren von {others} werden fertiggestellt…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Indexing {folders}…</source>
            <translation>{folders} wird indexiert…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Sources</source>
            <translation>Quellen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Files</source>
            <translation>Dateien</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Choose or download a model…</source>
            <translation>Modell wählen oder herunterladen…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Add a folder to the library</source>
            <translation>Einen Ordner zur Bibliothek hinzufügen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>all folders</source>
            <translation>alle Ordner</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>The library now uses the new embedding model.</source>
            <translation>Die Bibliothek verwendet jetzt das neue Einbettungsmodell.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Retrying {folders}, and finishing the vectors of {others}…</source>
            <translation>{folders} wird erneut versucht, die Vektoren von {others} werden fertiggestellt…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Retrying {folders}…</source>
            <translation>{folders} wird erneut versucht…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>No answer: the model server is not ready.</source>
            <translation>Keine Antwort: Der Modellserver ist nicht bereit.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Embedding passages for search by meaning…</source>
            <translation>Textstellen werden für die Bedeutungssuche eingebettet…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Removing {folders}…</source>
            <translation>{folders} wird entfernt…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Rebuilding vectors {folders}…</source>
            <translation>Vektoren werden neu aufgebaut: {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing {folders}…</source>
            <translation>{folders} wird repariert…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Could not finish: {message}</source>
            <translation>Konnte nicht abgeschlossen werden: {message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Summarise {name}.</source>
            <translation>Fasse {name} zusammen.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>[{number}] does not point at a passage the assistant saw.</source>
            <translation>[{number}] verweist auf keine Textstelle, die der Assistent gesehen hat.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>No application could open {path}: there is no default app for it here. Open it from your file manager.</source>
            <translation>Keine Anwendung konnte {path} öffnen: Es gibt hier keine Standardanwendung dafür. Öffnen Sie die Datei über Ihren Dateimanager.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Could not save the details: {message}</source>
            <translation>Die Details konnten nicht gespeichert werden: {message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Models come from ollama.com through your Ollama; your documents never leave this computer. If a download stops, start it again: Ollama continues where it left off.</source>
            <translation>Modelle kommen von ollama.com über Ihr Ollama; Ihre Dokumente verlassen diesen Computer nie. Bricht ein Download ab, starten Sie ihn erneut: Ollama setzt dort fort, wo es aufgehört hat.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>✓ can search your documents</source>
            <translation>✓ kann Ihre Dokumente durchsuchen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>tool support not reported</source>
            <translation>Werkzeugunterstützung nicht gemeldet</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {mark}   (in use)</source>
            <translation>{model}  —  {mark}   (in Verwendung)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {mark}</source>
            <translation>{model}  —  {mark}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Footnote — Models</source>
            <translation>Footnote — Modelle</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Use for answers</source>
            <translation>Für Antworten verwenden</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Check again</source>
            <translation>Erneut prüfen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>or type a model name from ollama.com/library</source>
            <translation>oder geben Sie einen Modellnamen von ollama.com/library ein</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download</source>
            <translation>Herunterladen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Cancel download</source>
            <translation>Download abbrechen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>In Ollama</source>
            <translation>In Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download a model</source>
            <translation>Ein Modell herunterladen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Asking Ollama…</source>
            <translation>Ollama wird gefragt…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size} GB  —  {why}   (already in Ollama)</source>
            <translation>{model}  —  {size} GB  —  {why}   (bereits in Ollama)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size} GB  —  {why}</source>
            <translation>{model}  —  {size} GB  —  {why}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  embedding model (for search vectors, not for answers)</source>
            <translation>{model}  —  Einbettungsmodell (für Suchvektoren, nicht für Antworten)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  ✗ cannot search your documents (no tool support)</source>
            <translation>{model}  —  ✗ kann Ihre Dokumente nicht durchsuchen (keine Werkzeugunterstützung)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Suggested for this computer ({memory} of memory); all can search your documents:</source>
            <translation>Empfohlen für diesen Computer (Arbeitsspeicher: {memory}); alle können Ihre Dokumente durchsuchen:</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Models in Ollama at {url}:</source>
            <translation>Modelle in Ollama unter {url}:</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Ollama has no models yet: download one below.</source>
            <translation>Ollama hat noch keine Modelle: Laden Sie unten eines herunter.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Asking Ollama for {model}…</source>
            <translation>{model} wird bei Ollama angefordert…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download of {model} cancelled. Start it again to continue where it stopped.</source>
            <translation>Download von {model} abgebrochen. Starten Sie ihn erneut, um dort fortzusetzen, wo er aufgehört hat.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model} is downloaded; Footnote uses it now.</source>
            <translation>{model} ist heruntergeladen; Footnote verwendet es jetzt.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Footnote is set to use {model}, which Ollama does not have: pick one above or download one below.</source>
            <translation>Footnote ist auf {model} eingestellt, das Ollama nicht hat: Wählen Sie oben eines aus oder laden Sie unten eines herunter.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>Ollama at {url}</source>
            <translation>Ollama unter {url}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>Ollama at {url} · {latency:.0f} ms round trip</source>
            <translation>Ollama unter {url} · {latency:.0f} ms Antwortzeit</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>The library and search work without Ollama.</source>
            <translation>Bibliothek und Suche funktionieren ohne Ollama.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>One file or subfolder…</source>
            <translation>Eine Datei oder ein Unterordner…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Search one file or subfolder</source>
            <translation>Eine Datei oder einen Unterordner durchsuchen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Type to filter the library's subfolders and files…</source>
            <translation>Tippen, um die Unterordner und Dateien der Bibliothek zu filtern…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>every library folder</source>
            <translation>jeder Bibliotheksordner</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>No folders in the library yet</source>
            <translation>Noch keine Ordner in der Bibliothek</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Loading the library's files…</source>
            <translation>Die Dateien der Bibliothek werden geladen…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Questions in this conversation search:
{where}
Click to choose folders or one file.</source>
            <translation>Fragen in dieser Unterhaltung durchsuchen:
{where}
Klicken, um Ordner oder eine Datei zu wählen.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>The library has no indexed files yet.</source>
            <translation>Die Bibliothek hat noch keine indexierten Dateien.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Searching: {scope}</source>
            <translation>Suche in: {scope}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{names} is no longer in the library, so questions in this conversation search all folders until you choose again.</source>
            <translation>{names} ist nicht mehr in der Bibliothek, daher durchsuchen Fragen in dieser Unterhaltung alle Ordner, bis Sie erneut wählen.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>One file: {name}…</source>
            <translation>Eine Datei: {name}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{names} left the library: all folders are searched</source>
            <translation>{names} nicht mehr in der Bibliothek: Alle Ordner werden durchsucht</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{folder} (removed from the library)</source>
            <translation>{folder} (aus der Bibliothek entfernt)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;System</source>
            <comment>appearance</comment>
            <translation>&amp;System</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;Light</source>
            <comment>appearance</comment>
            <translation>&amp;Hell</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;Dark</source>
            <comment>appearance</comment>
            <translation>&amp;Dunkel</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>The new library location is used after a restart.</source>
            <translation>Der neue Speicherort der Bibliothek wird nach einem Neustart verwendet.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>The window's language changes when Footnote starts again.</source>
            <translation>Die Sprache des Fensters ändert sich beim nächsten Start von Footnote.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Answers now come from {model}.</source>
            <translation>Antworten kommen jetzt von {model}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Settings not saved: {reason}</source>
            <translation>Einstellungen nicht gespeichert: {reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Settings not applied: {reason}</source>
            <translation>Einstellungen nicht übernommen: {reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>{model} is downloaded.</source>
            <translation>{model} ist heruntergeladen.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Built-in (multilingual-e5-small, no server needed)</source>
            <translation>Integriert (multilingual-e5-small, kein Server nötig)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> — no tool support</source>
            <translation> — keine Werkzeugunterstützung</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>  (not in Ollama)</source>
            <translation>  (nicht in Ollama)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>None</source>
            <comment>sign-in</comment>
            <translation>Keine</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Token (Bearer)</source>
            <translation>Token (Bearer)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>User name and password</source>
            <translation>Benutzername und Passwort</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow the system (light or dark)</source>
            <translation>Wie das System (hell oder dunkel)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Light</source>
            <comment>appearance</comment>
            <translation>Hell</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Dark</source>
            <comment>appearance</comment>
            <translation>Dunkel</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Stored — type a new token to replace it</source>
            <translation>Gespeichert — geben Sie ein neues Token ein, um es zu ersetzen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The token</source>
            <translation>Das Token</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Stored — type a new password to replace it</source>
            <translation>Gespeichert — geben Sie ein neues Passwort ein, um es zu ersetzen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The password</source>
            <translation>Das Passwort</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>For Ollama behind a reverse proxy (https://host/ollama); a local Ollama needs none.</source>
            <translation>Für Ollama hinter einem Reverse-Proxy (https://host/ollama); ein lokales Ollama braucht keine.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Footnote — Settings</source>
            <translation>Footnote — Einstellungen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>http://127.0.0.1:11434 (Ollama's default)</source>
            <translation>http://127.0.0.1:11434 (Standard von Ollama)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Check</source>
            <translation>Prüfen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ask this server which models it has</source>
            <translation>Diesen Server fragen, welche Modelle er hat</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>For Ollama behind a reverse proxy that asks who you are</source>
            <translation>Für Ollama hinter einem Reverse-Proxy, der eine Anmeldung verlangt</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>User name</source>
            <translation>Benutzername</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>See what Ollama has and download a model</source>
            <translation>Ansehen, was Ollama hat, und ein Modell herunterladen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Optional, e.g. "Answer in German." or "Keep answers to three sentences."</source>
            <translation>Optional, z. B. "Antworte auf Deutsch." oder "Antworte in höchstens drei Sätzen."</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> characters</source>
            <translation> Zeichen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Read scanned pages with OCR</source>
            <translation>Gescannte Seiten per OCR lesen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> pages per file</source>
            <translation> Seiten pro Datei</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow links that lead out of a folder</source>
            <translation>Verknüpfungen folgen, die aus einem Ordner herausführen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> passages</source>
            <translation> Textstellen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>the library's own store (or e.g. http://nas:8000)</source>
            <translation>der eigene Speicher der Bibliothek (oder z. B. http://nas:8000)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>empty: your own library</source>
            <translation>leer: Ihre eigene Bibliothek</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Browse…</source>
            <translation>Durchsuchen…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Assistant</source>
            <translation>Assistent</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Storage and appearance</source>
            <translation>Speicher und Darstellung</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Where the library and conversations live; applies after a restart.</source>
            <translation>Wo Bibliothek und Unterhaltungen liegen; gilt nach einem Neustart.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Data location</source>
            <translation>Datenspeicherort</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The password is kept in the system keyring, never in the settings file. Where there is no keyring (a server, CI), set {variable} in the environment instead.</source>
            <translation>Das Passwort wird im Schlüsselbund des Systems aufbewahrt, nie in der Einstellungsdatei. Wo es keinen Schlüsselbund gibt (ein Server, CI), setzen Sie stattdessen {variable} in der Umgebung.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The token is kept in the system keyring, never in the settings file. Where there is no keyring (a server, CI), set {variable} in the environment instead.</source>
            <translation>Das Token wird im Schlüsselbund des Systems aufbewahrt, nie in der Einstellungsdatei. Wo es keinen Schlüsselbund gibt (ein Server, CI), setzen Sie stattdessen {variable} in der Umgebung.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>In use now: {folder}. Where the library and conversations live; a change applies after a restart.</source>
            <translation>Derzeit in Verwendung: {folder}. Wo Bibliothek und Unterhaltungen liegen; eine Änderung gilt nach einem Neustart.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama URL</source>
            <translation>Ollama-URL</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Sign-in</source>
            <translation>Anmeldung</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Chat model</source>
            <translation>Chat-Modell</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Temperature</source>
            <translation>Temperatur</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Your instruction</source>
            <translation>Ihre Anweisung</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Results per search</source>
            <translation>Ergebnisse pro Suche</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Embedding model</source>
            <translation>Einbettungsmodell</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Passage size</source>
            <translation>Textstellengröße</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Passage overlap</source>
            <translation>Textstellenüberlappung</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Scanned PDFs</source>
            <translation>Gescannte PDFs</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>OCR page limit</source>
            <translation>OCR-Seitenlimit</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Links</source>
            <comment>links to files and folders</comment>
            <translation>Verknüpfungen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Chroma server</source>
            <translation>Chroma-Server</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Shared library folder</source>
            <translation>Geteilter Bibliotheksordner</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Appearance</source>
            <translation>Darstellung</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>In use now: {folder} (from {option} on the command line, which overrides this setting until Footnote starts without it).</source>
            <translation>Derzeit in Verwendung: {folder} (aus {option} in der Befehlszeile, das diese Einstellung überschreibt, bis Footnote ohne diese Option startet).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow the system ({language})</source>
            <translation>Wie das System ({language})</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>0 answers the same way every time; higher varies the wording. Low values keep answers closest to the passages.</source>
            <translation>Bei 0 fällt jede Antwort gleich aus; höhere Werte variieren die Formulierung. Niedrige Werte halten die Antworten am engsten an den Textstellen.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Added after Footnote's own rules (answer only from your documents, cite every fact), so it cannot turn them off.</source>
            <translation>Wird nach den eigenen Regeln von Footnote angefügt (nur aus Ihren Dokumenten antworten, jede Tatsache belegen) und kann diese daher nicht aufheben.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Changing it rebuilds the vectors in the background; search keeps working meanwhile.</source>
            <translation>Eine Änderung baut die Vektoren im Hintergrund neu auf; die Suche funktioniert währenddessen weiter.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Changing size or overlap re-indexes every folder.</source>
            <translation>Eine Änderung von Größe oder Überlappung indexiert jeden Ordner neu.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Recognises the text of PDF pages that are only images, on this computer; takes a few seconds per page, after every other file.</source>
            <translation>Erkennt den Text von PDF-Seiten, die nur aus Bildern bestehen, auf diesem Computer; dauert einige Sekunden pro Seite, nach allen anderen Dateien.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>A longer scan is read up to here; Files ▸ right-click ▸ Read all scanned pages reads the rest.</source>
            <translation>Ein längerer Scan wird bis hierhin gelesen; Dateien ▸ Rechtsklick ▸ Alle gescannten Seiten lesen liest den Rest.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Off: a link to a file or folder elsewhere is listed, not indexed. Links to hidden files and folders are never followed.</source>
            <translation>Aus: Eine Verknüpfung zu einer Datei oder einem Ordner an anderer Stelle wird aufgeführt, nicht indexiert. Verknüpfungen zu versteckten Dateien und Ordnern wird nie gefolgt.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The window's language; numbers and dates follow it. Applies when Footnote starts again.</source>
            <translation>Die Sprache des Fensters; Zahlen und Datumsangaben richten sich danach. Gilt beim nächsten Start von Footnote.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama: {model}</source>
            <translation>Ollama: {model}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The model '{model}' is not in Ollama. Download it with Models…, or run {command}.</source>
            <translation>Das Modell „{model}“ ist nicht in Ollama vorhanden. Laden Sie es über Modelle… herunter, oder führen Sie {command} aus.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Keep the vectors on a Chroma server (`chroma run`) instead of in the data location. A token goes in the {variable} environment variable, never here. Applies after a restart; a library indexed elsewhere is not moved silently.</source>
            <translation>Die Vektoren auf einem Chroma-Server (`chroma run`) statt im Datenspeicherort ablegen. Ein Token gehört in die Umgebungsvariable {variable}, nie hierher. Gilt nach einem Neustart; eine anderswo indexierte Bibliothek wird nicht stillschweigend verschoben.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>A folder another desktop publishes into with {command}: search and chat use that library, read-only here (it is indexed there), its vectors from the Chroma server above, which must be the one it was published with. Empty: your own library. Applies after a restart.</source>
            <translation>Ein Ordner, in den ein anderer Desktop mit {command} veröffentlicht: Suche und Chat verwenden diese Bibliothek, hier schreibgeschützt (sie wird dort indexiert), ihre Vektoren vom Chroma-Server oben, der derselbe sein muss, mit dem sie veröffentlicht wurde. Leer: Ihre eigene Bibliothek. Gilt nach einem Neustart.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama connected — {model} cannot call tools; pick a model with tool support.</source>
            <translation>Ollama verbunden — {model} kann keine Werkzeuge aufrufen; wählen Sie ein Modell mit Werkzeugunterstützung.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama connected — {model} is in Ollama.</source>
            <translation>Ollama verbunden — {model} ist in Ollama vorhanden.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>The references of an answer appear here.</source>
            <translation>Die Quellenangaben einer Antwort erscheinen hier.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>Passages searched (none cited)</source>
            <translation>Durchsuchte Textstellen (keine zitiert)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>{heading} — answer {number}</source>
            <translation>{heading} — Antwort {number}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>No passages were found for this question.</source>
            <translation>Zu dieser Frage wurden keine Textstellen gefunden.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>Passages found so far</source>
            <translation>Bisher gefundene Textstellen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Ask a question about your documents. Answers cite the passages they come from: click a number to see it on the page.</source>
            <translation>Stellen Sie eine Frage zu Ihren Dokumenten. Antworten zitieren die Textstellen, aus denen sie stammen: Klicken Sie auf eine Nummer, um sie auf der Seite zu sehen.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>You</source>
            <comment>the label above a question the user asked</comment>
            <translation>Sie</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit</source>
            <translation>Bearbeiten</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate</source>
            <translation>Neu generieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Export answer…</source>
            <translation>Antwort exportieren…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Copy with citations</source>
            <translation>Mit Quellenangaben kopieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit question…</source>
            <translation>Frage bearbeiten…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate answer</source>
            <translation>Antwort neu generieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Cut off — the answer so far</source>
            <translation>Abgebrochen — die bisherige Antwort</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>No answer</source>
            <translation>Keine Antwort</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>The model gave no answer</source>
            <translation>Das Modell hat keine Antwort gegeben</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Not while an answer is being written</source>
            <translation>Nicht, während eine Antwort geschrieben wird</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Edit this question and send it again (Esc cancels)</source>
            <translation>Diese Frage bearbeiten und erneut senden (Esc bricht ab)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Ask this question again: the new answer replaces this one (Ctrl+R)</source>
            <translation>Diese Frage erneut stellen: Die neue Antwort ersetzt diese (Strg+R)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>no passage with this number was shown to the assistant</source>
            <translation>dem Assistenten wurde keine Textstelle mit dieser Nummer gezeigt</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>No document open</source>
            <translation>Kein Dokument geöffnet</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Previous page</source>
            <translation>Vorherige Seite</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Next page</source>
            <translation>Nächste Seite</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Summarise</source>
            <translation>Zusammenfassen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Ask about this document: questions search it alone</source>
            <translation>Fragen zu diesem Dokument: Fragen durchsuchen nur dieses</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Ask about it</source>
            <translation>Dazu fragen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Open in default app</source>
            <translation>In Standardanwendung öffnen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom out (Ctrl+-)</source>
            <translation>Verkleinern (Strg+-)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom in (Ctrl++)</source>
            <translation>Vergrößern (Strg++)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Fit the text's width (Ctrl+0)</source>
            <translation>An Textbreite anpassen (Strg+0)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Find in document (Ctrl+F)</source>
            <translation>Im Dokument suchen (Strg+F)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Click a reference to see the passage in its document.</source>
            <translation>Klicken Sie auf eine Quellenangabe, um die Textstelle in ihrem Dokument zu sehen.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Fit to width</source>
            <translation>An Breite anpassen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom</source>
            <translation>Zoom</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Opening {name}…</source>
            <translation>{name} wird geöffnet…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Could not open the document: {message}
Try “Open in default app”.</source>
            <translation>Das Dokument konnte nicht geöffnet werden: {message}
Versuchen Sie „In Standardanwendung öffnen“.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Could not open {path} ({error}).
Try “Open in default app”.</source>
            <translation>{path} konnte nicht geöffnet werden ({error}).
Versuchen Sie „In Standardanwendung öffnen“.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Add folder…</source>
            <translation>&amp;Ordner hinzufügen…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Re-index all folders</source>
            <translation>&amp;Alle Ordner neu indexieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Re&amp;pair library</source>
            <translation>Bibliothek &amp;reparieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Export conversation…</source>
            <translation>&amp;Unterhaltung exportieren…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Settings…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Models…</source>
            <translation>&amp;Modelle…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Conversation</source>
            <translation>&amp;Unterhaltung</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;New conversation</source>
            <translation>&amp;Neue Unterhaltung</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Find conversation</source>
            <translation>Unterhaltung &amp;suchen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Stop answer</source>
            <translation>Antwort s&amp;toppen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Regenerate answer</source>
            <translation>Antwort neu &amp;generieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Stop the answer (or cancel editing a question)</source>
            <translation>Antwort stoppen (oder Bearbeiten einer Frage abbrechen)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Copy</source>
            <translation>&amp;Kopieren</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Select &amp;all</source>
            <translation>&amp;Alles auswählen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Zoom &amp;in</source>
            <translation>Ver&amp;größern</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Zoom &amp;out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Reset zoom</source>
            <translation>Zoom &amp;zurücksetzen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Main</source>
            <comment>the name of the main toolbar</comment>
            <translation>Hauptleiste</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Appearance</source>
            <translation>&amp;Darstellung</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Add folder</source>
            <translation>Ordner hinzufügen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>New conversation</source>
            <translation>Neue Unterhaltung</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Models</source>
            <translation>Modelle</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} holds other files ({names} and {more} more) and no Footnote library, so Footnote does not write its library there. Give an empty or new folder, such as {folder}</source>
            <translation>{path} enthält andere Dateien ({names} und {more} weitere) und keine Footnote-Bibliothek, daher legt Footnote seine Bibliothek dort nicht an. Geben Sie einen leeren oder neuen Ordner an, etwa {folder}</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} holds other files ({names}) and no Footnote library, so Footnote does not write its library there. Give an empty or new folder, such as {folder}</source>
            <translation>{path} enthält andere Dateien ({names}) und keine Footnote-Bibliothek, daher legt Footnote seine Bibliothek dort nicht an. Geben Sie einen leeren oder neuen Ordner an, etwa {folder}</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} is a file, not a folder. Give a folder for the library</source>
            <translation>{path} ist eine Datei, kein Ordner. Geben Sie einen Ordner für die Bibliothek an</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} cannot be a folder: part of that path is a file. Give a folder for the library</source>
            <translation>{path} kann kein Ordner sein: Ein Teil dieses Pfads ist eine Datei. Geben Sie einen Ordner für die Bibliothek an</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} cannot be opened ({detail}). Give another folder</source>
            <translation>{path} kann nicht geöffnet werden ({detail}). Geben Sie einen anderen Ordner an</translation>
        </message>
        <message>
            <location filename="indexer/base/paths.py" />
            <source>file name cannot be stored: {path}</source>
            <translation>Dateiname kann nicht gespeichert werden: {path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>nothing excluded by {rules} rule</source>
            <translation>nichts durch {rules} Regel ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>nothing excluded by {rules} rules</source>
            <translation>nichts durch {rules} Regeln ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file excluded by {rules} rule</source>
            <translation>{files} Datei durch {rules} Regel ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file excluded by {rules} rules</source>
            <translation>{files} Datei durch {rules} Regeln ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files excluded by {rules} rule</source>
            <translation>{files} Dateien durch {rules} Regel ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files excluded by {rules} rules</source>
            <translation>{files} Dateien durch {rules} Regeln ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folder excluded by {rules} rule</source>
            <translation>{folders} Ordner durch {rules} Regel ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folder excluded by {rules} rules</source>
            <translation>{folders} Ordner durch {rules} Regeln ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folders excluded by {rules} rule</source>
            <translation>{folders} Ordner durch {rules} Regel ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folders excluded by {rules} rules</source>
            <translation>{folders} Ordner durch {rules} Regeln ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folder excluded by {rules} rule</source>
            <translation>{files} Datei und {folders} Ordner durch {rules} Regel ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folder excluded by {rules} rules</source>
            <translation>{files} Datei und {folders} Ordner durch {rules} Regeln ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folders excluded by {rules} rule</source>
            <translation>{files} Datei und {folders} Ordner durch {rules} Regel ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folders excluded by {rules} rules</source>
            <translation>{files} Datei und {folders} Ordner durch {rules} Regeln ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folder excluded by {rules} rule</source>
            <translation>{files} Dateien und {folders} Ordner durch {rules} Regel ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folder excluded by {rules} rules</source>
            <translation>{files} Dateien und {folders} Ordner durch {rules} Regeln ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folders excluded by {rules} rule</source>
            <translation>{files} Dateien und {folders} Ordner durch {rules} Regel ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folders excluded by {rules} rules</source>
            <translation>{files} Dateien und {folders} Ordner durch {rules} Regeln ausgeschlossen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>special file</source>
            <translation>Spezialdatei</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>folder link loop — already visited</source>
            <translation>Schleife aus Ordnerverknüpfungen — bereits besucht</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>named pipe</source>
            <translation>benannte Pipe</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>socket</source>
            <translation>Socket</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>character device</source>
            <translation>zeichenorientiertes Gerät</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>block device</source>
            <translation>blockorientiertes Gerät</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>folder</source>
            <translation>Ordner</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link to a folder indexed already, not followed again: {path}</source>
            <translation>Verknüpfung zu einem bereits indexierten Ordner, nicht erneut verfolgt: {path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>permission denied</source>
            <translation>Zugriff verweigert</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>file name cannot be stored (invalid characters)</source>
            <translation>Dateiname kann nicht gespeichert werden (ungültige Zeichen)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link to a hidden file or folder, not followed: {path}</source>
            <translation>Verknüpfung zu einer versteckten Datei oder einem versteckten Ordner, nicht verfolgt: {path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link leads outside the library folder, not followed: add {path} to the library to index it</source>
            <translation>Verknüpfung führt aus dem Bibliotheksordner heraus, nicht verfolgt: fügen Sie {path} zur Bibliothek hinzu, um das Ziel zu indexieren</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{rule} is not a file or folder inside {root}</source>
            <translation>{rule} ist keine Datei und kein Ordner in {root}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>(empty) is not a file or folder inside {root}</source>
            <translation>(leer) ist keine Datei und kein Ordner in {root}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>not found</source>
            <translation>nicht gefunden</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>cannot read folder: {detail}</source>
            <translation>Ordner nicht lesbar: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>broken link</source>
            <translation>defekte Verknüpfung</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>vanished during scan</source>
            <translation>während der Dateisuche verschwunden</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>not a regular file ({detail})</source>
            <translation>keine reguläre Datei ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link loop</source>
            <translation>Verknüpfungsschleife</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>cannot read: {detail}</source>
            <translation>nicht lesbar: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/__init__.py" />
            <source>no text found</source>
            <translation>kein Text gefunden</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/__init__.py" />
            <source>unsupported file type ({suffix})</source>
            <translation>nicht unterstützter Dateityp ({suffix})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text for {detail}: over {amount} by page {page:,} of {pages:,} (repeated pages?) — not indexed</source>
            <translation>zu viel Text für {detail}: über {amount} bis Seite {page:,} von {pages:,} (wiederholte Seiten?) — nicht indexiert</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>{count:,} characters</source>
            <translation>{count:,} Zeichen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text for {detail}: over {amount} (repeated pages?) — not indexed</source>
            <translation>zu viel Text für {detail}: über {amount} (wiederholte Seiten?) — nicht indexiert</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {amount} by page {page:,} of {pages:,}, the limit for one file — not indexed</source>
            <translation>zu viel Text: über {amount} bis Seite {page:,} von {pages:,} (Limit pro Datei) — nicht indexiert</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {amount}, the limit for one file — not indexed</source>
            <translation>zu viel Text: über {amount} (Limit pro Datei) — nicht indexiert</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {count:,} characters by page {page:,} of {pages:,}, the limit for one file — not indexed</source>
            <translation>zu viel Text: über {count:,} Zeichen bis Seite {page:,} von {pages:,} (Limit pro Datei) — nicht indexiert</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {count:,} characters, the limit for one file — not indexed</source>
            <translation>zu viel Text: über {count:,} Zeichen (Limit pro Datei) — nicht indexiert</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/docx.py" />
            <source>password protected or old .doc format</source>
            <translation>passwortgeschützt oder altes .doc-Format</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/eml.py" />
            <source>empty file</source>
            <translation>leere Datei</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/eml.py" />
            <source>file too large ({size} MB)</source>
            <translation>Datei zu groß ({size} MB)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/epub.py" />
            <source>unreadable {kind}: {reason}</source>
            <translation>{kind} nicht lesbar: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its XML defines entities that expand to far more than its size (an entity bomb?)</source>
            <translation>das XML der Datei definiert Entitäten, die auf ein Vielfaches ihrer Größe anwachsen (eine Entity-Bombe?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>the file ends too early (an incomplete download or copy?)</source>
            <translation>die Datei endet zu früh (unvollständig heruntergeladen oder kopiert?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its contents could not be read</source>
            <translation>ihr Inhalt konnte nicht gelesen werden</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its zip container is broken</source>
            <translation>ihr Zip-Container ist defekt</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>the file is damaged ({detail})</source>
            <translation>die Datei ist beschädigt ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>one piece of its text is too large to read (over {size} without a break)</source>
            <translation>ein Textstück darin ist zu groß zum Lesen (über {size} ohne Umbruch)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>unreadable {kind}: the file is damaged ({detail})</source>
            <translation>{kind} nicht lesbar: die Datei ist beschädigt ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: its {size} unpack to {unpacked}, more than {detail}</source>
            <translation>{kind} zu groß zum Entpacken: {size} ergeben entpackt {unpacked}, mehr als {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: it needs more than {detail} (a zip bomb, or a file that unpacks to far more than its size?)</source>
            <translation>{kind} zu groß zum Entpacken: braucht mehr als {detail} (eine Zip-Bombe oder eine Datei, die entpackt ein Vielfaches ihrer Größe ergibt?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: its {size} unpack to {unpacked} (a zip bomb?)</source>
            <translation>{kind} zu groß zum Entpacken: {size} ergeben entpackt {unpacked} (eine Zip-Bombe?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/ocr.py" />
            <source>OCR model missing: {names}</source>
            <translation>OCR-Modell fehlt: {names}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/ocr.py" />
            <source>OCR engine not installed ({name})</source>
            <translation>OCR-Engine nicht installiert ({name})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>no text layer — scanned?</source>
            <translation>keine Textebene — gescannt?</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>no text and no images on its pages (blank?)</source>
            <translation>weder Text noch Bilder auf den Seiten (leer?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>scanned pages, but text recognition found no words on them</source>
            <translation>gescannte Seiten, aber die Texterkennung hat darauf keine Wörter gefunden</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>the text recognition engine failed on them</source>
            <translation>die Texterkennung ist daran gescheitert</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>password protected</source>
            <translation>passwortgeschützt</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>PDF has no pages</source>
            <translation>PDF hat keine Seiten</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its pages could not be read</source>
            <translation>ihre Seiten konnten nicht gelesen werden</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>a {size} PDF</source>
            <translation>eine PDF-Datei mit {size}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its structure could not be read</source>
            <translation>ihre Struktur konnte nicht gelesen werden</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its encryption could not be read</source>
            <translation>ihre Verschlüsselung konnte nicht gelesen werden</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its page list could not be read</source>
            <translation>ihre Seitenliste konnte nicht gelesen werden</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>scanned pages could not be read: {reason}</source>
            <translation>gescannte Seiten konnten nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>reading scanned page {page} of {pages}</source>
            <translation>gescannte Seite {page} von {pages} wird gelesen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>unsupported PDF encryption: {detail}</source>
            <translation>nicht unterstützte PDF-Verschlüsselung: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/text.py" />
            <source>undecodable text</source>
            <translation>nicht dekodierbarer Text</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/text.py" />
            <source>binary file</source>
            <translation>Binärdatei</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the parser ran out of memory</source>
            <translation>dem Parser ist der Arbeitsspeicher ausgegangen</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser ran out of memory</source>
            <translation>dem Parser ging der Arbeitsspeicher aus</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the file could not be opened</source>
            <translation>die Datei konnte nicht geöffnet werden</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>a parser process could not start (exit code {code})</source>
            <translation>ein Parser-Prozess konnte nicht starten (Exit-Code {code})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>could not be read: {reason}</source>
            <translation>konnte nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s of CPU time (time budget for {pages} pages)</source>
            <translation>Parser nach {seconds:.0f} s CPU-Zeit gestoppt (Zeitbudget für {pages} Seiten)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s of CPU time (time budget)</source>
            <translation>Parser nach {seconds:.0f} s CPU-Zeit gestoppt (Zeitbudget)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s with no result and only {cpu:.0f} s of CPU time used: stuck? (time budget for {pages} pages)</source>
            <translation>Parser nach {seconds:.0f} s ohne Ergebnis und mit nur {cpu:.0f} s CPU-Zeit gestoppt: hängengeblieben? (Zeitbudget für {pages} Seiten)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s with no result and only {cpu:.0f} s of CPU time used: stuck? (time budget)</source>
            <translation>Parser nach {seconds:.0f} s ohne Ergebnis und mit nur {cpu:.0f} s CPU-Zeit gestoppt: hängengeblieben? (Zeitbudget)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the parser failed on this file</source>
            <translation>der Parser ist an dieser Datei gescheitert</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser crashed (exit code {code})</source>
            <translation>Parser abgestürzt (Exit-Code {code})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>vanished during indexing</source>
            <translation>während der Indexierung verschwunden</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>the memory a parser may use</source>
            <translation>den Arbeitsspeicher, den ein Parser belegen darf</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>will retry on the next run</source>
            <translation>neuer Versuch beim nächsten Durchlauf</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — not indexed while it is unchanged</source>
            <translation>{reason} — nicht indexiert, solange die Datei unverändert ist</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser was killed (by the system, short of memory?)</source>
            <translation>Parser wurde beendet (vom System, zu wenig Arbeitsspeicher?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser crashed on this file (damaged, or made to crash readers?)</source>
            <translation>Parser bei dieser Datei abgestürzt (beschädigt oder gezielt präpariert, um Programme abstürzen zu lassen?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — will retry after {time}</source>
            <translation>{reason} — neuer Versuch nach {time}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>will retry after {time}</source>
            <translation>neuer Versuch nach {time}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>PDF too big to unpack: reading it needs more than {detail} (a decompression bomb?)</source>
            <translation>PDF zu groß zum Entpacken: das Lesen braucht mehr als {detail} (eine Dekompressionsbombe?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>the {size} a parser may use</source>
            <translation>die {size}, die ein Parser belegen darf</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — will retry on the next run</source>
            <translation>{reason} — neuer Versuch beim nächsten Durchlauf</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser crashed on this file: reading it needs more than {detail}, or it is damaged</source>
            <translation>Parser bei dieser Datei abgestürzt: das Lesen braucht mehr als {detail}, oder die Datei ist beschädigt</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>the library's folder list could not be read back.</source>
            <translation>die Ordnerliste der Bibliothek konnte nicht zurückgelesen werden.</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>no copy of it was kept ({path} is missing: libraries indexed by older versions have none)</source>
            <translation>es wurde keine Kopie davon aufbewahrt ({path} fehlt: von älteren Versionen indexierte Bibliotheken haben keine)</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>Add your folders again: `{command}` (or drop them onto the window).</source>
            <translation>Fügen Sie Ihre Ordner erneut hinzu: `{command}` (oder ziehen Sie sie auf das Fenster).</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/switch.py" />
            <source>cancelled</source>
            <translation>abgebrochen</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>{reason} — the version indexed before stays searchable</source>
            <translation>{reason} — die zuvor indexierte Version bleibt durchsuchbar</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>not a regular file any more</source>
            <translation>keine reguläre Datei mehr</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>changed while being indexed — will be indexed on the next run</source>
            <translation>während der Indexierung geändert — wird beim nächsten Durchlauf indexiert</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>too large ({size} &gt; {limit} limit)</source>
            <translation>zu groß ({size} &gt; Limit {limit})</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>embedder stopped: {reason}</source>
            <translation>Einbettung gestoppt: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>holds {found} of the {known} files indexed from it (empty, unmounted or unreadable?): nothing was removed; confirm the removals if the files were deleted on purpose</source>
            <translation>enthält {found} der {known} daraus indexierten Dateien (leer, nicht eingehängt oder unlesbar?): es wurde nichts entfernt; bestätigen Sie das Entfernen, wenn die Dateien absichtlich gelöscht wurden</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/scans.py" />
            <source>no result</source>
            <translation>kein Ergebnis</translation>
        </message>
        <message>
            <location filename="indexer/retrieval/search.py" />
            <source>This library was indexed with '{embedder}'; searching it with '{other}' would compare unrelated vectors. Search with the library's embedder.</source>
            <translation>Diese Bibliothek wurde mit „{embedder}“ indexiert; eine Suche mit „{other}“ würde nicht zusammengehörige Vektoren vergleichen. Suchen Sie mit dem Einbettungsmodell der Bibliothek.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>no answer in time</source>
            <translation>Zeitüberschreitung</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>connection refused</source>
            <translation>Verbindung abgelehnt</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the connection was dropped</source>
            <translation>die Verbindung wurde getrennt</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown (it has no {path})</source>
            <translation>unbekannt (kein {path} vorhanden)</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} does not answer ({detail}); what was indexed is kept. Start it (`{command}`).</source>
            <translation>der Chroma-Server unter {url} antwortet nicht ({detail}); das bisher Indexierte bleibt erhalten. Starten Sie ihn (`{command}`).</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} is version {detail}, and Footnote's Chroma client ({client}) works only with Chroma servers {major}.x: upgrade the server ({command}).</source>
            <translation>der Chroma-Server unter {url} (Version: {detail}) passt nicht zum Chroma-Client von Footnote ({client}), der nur mit Chroma-Servern {major}.x funktioniert: Aktualisieren Sie den Server ({command}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} stopped answering ({detail}); what was indexed is kept; run again when it is back.</source>
            <translation>der Chroma-Server unter {url} antwortet nicht mehr ({detail}); das bisher Indexierte bleibt erhalten; starten Sie den Durchlauf erneut, sobald er wieder erreichbar ist.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}).</source>
            <translation>der Chroma-Server unter {url} hat die Zugangsdaten abgelehnt (HTTP {status}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} asks for credentials (HTTP {status}): its password is needed.</source>
            <translation>der Chroma-Server unter {url} verlangt Zugangsdaten (HTTP {status}): Sein Passwort wird benötigt.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} asks for credentials (HTTP {status}): its token is needed.</source>
            <translation>der Chroma-Server unter {url} verlangt Zugangsdaten (HTTP {status}): Sein Token wird benötigt.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown</source>
            <translation>unbekannt</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>{option} must be http://HOST:PORT or https://HOST[:PORT][/PATH] (or '{embedded}' for the library's own store), not {url}</source>
            <translation>{option} muss http://HOST:PORT oder https://HOST[:PORT][/PATH] sein (oder '{embedded}' für den eigenen Speicher der Bibliothek), nicht {url}</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>(Footnote keeps no password in a URL: it would be recorded in the library and shown.)</source>
            <translation>(Footnote speichert kein Passwort in einer URL: Es würde in der Bibliothek festgehalten und angezeigt.)</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>(Footnote keeps no token in a URL: it would be recorded in the library and shown.)</source>
            <translation>(Footnote speichert kein Token in einer URL: Es würde in der Bibliothek festgehalten und angezeigt.)</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}): check the password in {variable}.</source>
            <translation>der Chroma-Server unter {url} hat die Zugangsdaten abgelehnt (HTTP {status}): Prüfen Sie das Passwort in {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}): check the token in {variable}.</source>
            <translation>der Chroma-Server unter {url} hat die Zugangsdaten abgelehnt (HTTP {status}): Prüfen Sie das Token in {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown (it is not a Chroma server: HTTP {status} for the heartbeat)</source>
            <translation>unbekannt (kein Chroma-Server: HTTP {status} für den Heartbeat)</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>unknown embedder {name}: use 'builtin' or 'ollama:&lt;model&gt;'</source>
            <translation>unbekanntes Einbettungsmodell {name}: verwenden Sie 'builtin' oder 'ollama:&lt;model&gt;'</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>Ollama could not embed with '{model}': {detail}</source>
            <translation>Ollama konnte mit „{model}“ nicht einbetten: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>The embedding model '{model}' is not in Ollama. Fetch it with `{command}`.</source>
            <translation>Das Einbettungsmodell „{model}“ ist nicht in Ollama vorhanden. Laden Sie es mit `{command}` herunter.</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>Ollama at {url} did not answer in time.</source>
            <translation>Ollama unter {url} hat nicht rechtzeitig geantwortet.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>there is no system keyring here (usual on a server or in CI)</source>
            <translation>es gibt hier keinen Schlüsselbund des Systems (üblich auf einem Server oder in CI)</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the password (HTTP {status}).</source>
            <translation>Der Server unter {host} hat das Passwort abgelehnt (HTTP {status}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the token (HTTP {status}).</source>
            <translation>Der Server unter {host} hat das Token abgelehnt (HTTP {status}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Cannot reach Ollama at {url}: check that it is running there and that this computer can reach {host} (network, VPN, firewall).</source>
            <translation>Ollama unter {url} ist nicht erreichbar: Prüfen Sie, ob es dort läuft und ob dieser Computer {host} erreichen kann (Netzwerk, VPN, Firewall).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The secure connection to {host} failed ({detail}). Check that the URL's http/https matches the server; if its certificate comes from your own authority, point {variable} at that authority's certificate.</source>
            <translation>Die sichere Verbindung zu {host} ist fehlgeschlagen ({detail}). Prüfen Sie, ob http/https in der URL zum Server passt; stammt sein Zertifikat von Ihrer eigenen Zertifizierungsstelle, lassen Sie {variable} auf das Zertifikat dieser Stelle verweisen.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>{url} answered HTTP {status} where Ollama answers: check the URL, including any path prefix of a reverse proxy (e.g. https://host/ollama).</source>
            <translation>{url} hat mit HTTP {status} geantwortet, wo Ollama antworten sollte: Prüfen Sie die URL, einschließlich eines etwaigen Pfadpräfixes eines Reverse-Proxys (z. B. https://host/ollama).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>the keyring package is not installed</source>
            <translation>das Paket keyring ist nicht installiert</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} answers, but Ollama behind it does not (HTTP {status}): check that Ollama runs on that machine.</source>
            <translation>Der Server unter {host} antwortet, aber das Ollama dahinter nicht (HTTP {status}): Prüfen Sie, ob Ollama auf diesem Rechner läuft.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Ollama at {url} did not accept a connection within {seconds:.0f} s. Check that {host} is on and reachable from this computer (network, VPN, firewall).</source>
            <translation>Ollama unter {url} hat innerhalb von {seconds:.0f} s keine Verbindung angenommen. Prüfen Sie, ob {host} eingeschaltet und von diesem Computer aus erreichbar ist (Netzwerk, VPN, Firewall).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Ollama is not running at {url}.</source>
            <translation>Ollama läuft nicht unter {url}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a password (HTTP {status}), and none is stored for {url}.</source>
            <translation>Der Server unter {host} verlangt ein Passwort (HTTP {status}), und für {url} ist keines gespeichert.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a token (HTTP {status}), and none is stored for {url}.</source>
            <translation>Der Server unter {host} verlangt ein Token (HTTP {status}), und für {url} ist keines gespeichert.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>not an Ollama URL: {url} (use http://host:port or https://host/path)</source>
            <translation>keine Ollama-URL: {url} (verwenden Sie http://host:port oder https://host/path)</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the password in {variable} (HTTP {status}) — check that variable.</source>
            <translation>Der Server unter {host} hat das Passwort in {variable} abgelehnt (HTTP {status}) — prüfen Sie diese Variable.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the token in {variable} (HTTP {status}) — check that variable.</source>
            <translation>Der Server unter {host} hat das Token in {variable} abgelehnt (HTTP {status}) — prüfen Sie diese Variable.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a password (HTTP {status}), and {problem}.</source>
            <translation>Der Server unter {host} verlangt ein Passwort (HTTP {status}), und {problem}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a token (HTTP {status}), and {problem}.</source>
            <translation>Der Server unter {host} verlangt ein Token (HTTP {status}), und {problem}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>the system keyring did not answer ({detail})</source>
            <translation>der Schlüsselbund des Systems hat nicht geantwortet ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The password was not saved: {reason}. Set {variable} in Footnote's environment instead.</source>
            <translation>Das Passwort wurde nicht gespeichert: {reason}. Setzen Sie stattdessen {variable} in der Umgebung von Footnote.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The token was not saved: {reason}. Set {variable} in Footnote's environment instead.</source>
            <translation>Das Token wurde nicht gespeichert: {reason}. Setzen Sie stattdessen {variable} in der Umgebung von Footnote.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The system keyring refused to keep the password ({detail}). Unlock it and save again, or set {variable} instead.</source>
            <translation>Der Schlüsselbund des Systems hat das Aufbewahren des Passworts verweigert ({detail}). Entsperren Sie ihn und speichern Sie erneut, oder setzen Sie stattdessen {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The system keyring refused to keep the token ({detail}). Unlock it and save again, or set {variable} instead.</source>
            <translation>Der Schlüsselbund des Systems hat das Aufbewahren des Tokens verweigert ({detail}). Entsperren Sie ihn und speichern Sie erneut, oder setzen Sie stattdessen {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>update it</source>
            <translation>sie zu aktualisieren</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>Your documents and conversations are not touched.</source>
            <translation>Ihre Dokumente und Unterhaltungen bleiben unberührt.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the library in {path} is damaged ({detail}).</source>
            <translation>die Bibliothek in {path} ist beschädigt ({detail}).</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>it moves it aside and rebuilds it from your folders</source>
            <translation>das legt sie beiseite und baut sie aus Ihren Ordnern neu auf</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the library in {path} is read-only, so Footnote cannot {detail}. Searching it still works.</source>
            <translation>die Bibliothek in {path} ist schreibgeschützt, daher ist es Footnote nicht möglich, {detail}. Die Suche darin funktioniert weiterhin.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the disk holding the library ({path}, {free:.0f} MB free) is full. Free some space and run the indexing again: everything indexed so far is kept and the run continues where it stopped.</source>
            <translation>der Datenträger mit der Bibliothek ({path}, {free:.0f} MB frei) ist voll. Geben Sie Speicherplatz frei und starten Sie die Indexierung erneut: Alles bisher Indexierte bleibt erhalten, und der Durchlauf setzt dort fort, wo er aufgehört hat.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>integrity check: {result}</source>
            <translation>Integritätsprüfung: {result}</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>not a folder list of format {format}</source>
            <translation>keine Ordnerliste im Format {format}</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{rule} is not an exclusion rule</source>
            <translation>{rule} ist keine Ausschlussregel</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} cannot be read ({detail})</source>
            <translation>{path} kann nicht gelesen werden ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} is damaged ({detail})</source>
            <translation>{path} ist beschädigt ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} is not a folder's full path</source>
            <translation>{path} ist kein vollständiger Ordnerpfad</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into the Chroma server at {recorded}; this session uses the Chroma server at {url}, which may lack its vectors.</source>
            <translation>diese Bibliothek wurde auf dem Chroma-Server unter {recorded} indexiert; diese Sitzung verwendet den Chroma-Server unter {url}, dem ihre Vektoren fehlen könnten.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into the Chroma server at {recorded}; this session uses its own store ({path}), which may lack its vectors.</source>
            <translation>diese Bibliothek wurde auf dem Chroma-Server unter {recorded} indexiert; diese Sitzung verwendet ihren eigenen Speicher ({path}), dem ihre Vektoren fehlen könnten.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into its own store ({path}); this session uses the Chroma server at {url}, which may lack its vectors.</source>
            <translation>diese Bibliothek wurde in ihren eigenen Speicher ({path}) indexiert; diese Sitzung verwendet den Chroma-Server unter {url}, dem ihre Vektoren fehlen könnten.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in the Chroma server at {recorded}, where it was indexed, not in the Chroma server at {url}.</source>
            <translation>die Vektoren dieser Bibliothek liegen auf dem Chroma-Server unter {recorded}, wo sie indexiert wurde, nicht auf dem Chroma-Server unter {url}.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>{count} passages lost their vectors (the vector store was deleted or replaced), so they are found by keywords only.</source>
            <translation>{count} Textstellen haben ihre Vektoren verloren (der Vektorspeicher wurde gelöscht oder ersetzt), daher werden sie nur über Stichwörter gefunden.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>it makes them again</source>
            <translation>das erzeugt sie neu</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this is a shared library, indexed on {machine} (published {when}); search and ask here, and index it there.</source>
            <translation>dies ist eine geteilte Bibliothek, indexiert auf {machine} (veröffentlicht am {when}); suchen und fragen Sie hier, und indexieren Sie sie dort.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in the Chroma server at {recorded}, where it was indexed, not in its own store ({path}).</source>
            <translation>die Vektoren dieser Bibliothek liegen auf dem Chroma-Server unter {recorded}, wo sie indexiert wurde, nicht in ihrem eigenen Speicher ({path}).</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in its own store ({path}), where it was indexed, not in the Chroma server at {url}.</source>
            <translation>die Vektoren dieser Bibliothek liegen in ihrem eigenen Speicher ({path}), wo sie indexiert wurde, nicht auf dem Chroma-Server unter {url}.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>This library's vectors were made with '{embedder}', not '{other}'.</source>
            <translation>Die Vektoren dieser Bibliothek wurden mit „{embedder}“ erstellt, nicht mit „{other}“.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>it rebuilds the vectors while the current ones stay searchable</source>
            <translation>das baut die Vektoren neu auf, während die aktuellen durchsuchbar bleiben</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>vectors already there are kept; the rest are made again there</source>
            <translation>dort schon vorhandene Vektoren bleiben erhalten, die übrigen werden dort neu erzeugt</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>another Footnote indexing run is using {path}</source>
            <translation>ein anderer Indexierungsdurchlauf von Footnote verwendet {path}</translation>
        </message>
        <message>
            <location filename="indexer/store/manifest.py" />
            <source>create a library there</source>
            <translation>dort eine Bibliothek anzulegen</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a positive whole number</source>
            <translation>eine positive ganze Zahl</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a file name beside the publication, like library-&lt;digits&gt;.sqlite</source>
            <translation>ein Dateiname neben der Veröffentlichung, etwa library-&lt;digits&gt;.sqlite</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>the http(s) URL of a Chroma server</source>
            <translation>die http(s)-URL eines Chroma-Servers</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a list of folder paths</source>
            <translation>eine Liste von Ordnerpfaden</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>an embedder's name, or null</source>
            <translation>der Name eines Einbettungsmodells oder null</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a time, as text</source>
            <translation>eine Zeitangabe als Text</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a host name</source>
            <translation>ein Hostname</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a folder path</source>
            <translation>ein Ordnerpfad</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: its field {name} is missing (it must be {detail}).</source>
            <translation>{path} ist keine gültige Veröffentlichung: Ihr Feld {name} fehlt (es muss {detail} sein).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: its field {name} is {value} (it must be {detail}).</source>
            <translation>{path} ist keine gültige Veröffentlichung: Ihr Feld {name} ist {value} (es muss {detail} sein).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Ask the publisher to publish again (`{command}` on the indexing machine).</source>
            <translation>Bitten Sie den Herausgeber, erneut zu veröffentlichen (`{command}` auf dem indexierenden Rechner).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is remembered for this folder</source>
            <translation>das wird für diesen Ordner gespeichert</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is not a regular file</source>
            <translation>keine reguläre Datei</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Footnote sends searches, and your Chroma credentials, only to a server you chose.</source>
            <translation>Footnote sendet Suchanfragen und Ihre Chroma-Zugangsdaten nur an einen Server, den Sie gewählt haben.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>If you do not, ask the publisher where its vectors are.</source>
            <translation>Wenn nicht, fragen Sie den Herausgeber, wo die Vektoren liegen.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} was published by another version of Footnote (format {found}, this one reads {format}): update Footnote here or there</source>
            <translation>{path} wurde von einer anderen Version von Footnote veröffentlicht (Format {found}, diese liest {format}): aktualisieren Sie Footnote hier oder dort</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is larger than {size} MiB</source>
            <translation>größer als {size} MiB</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Nothing was copied.</source>
            <translation>Es wurde nichts kopiert.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{folder} was published again while each snapshot was being copied: try again in a moment.</source>
            <translation>{folder} wurde bei jedem Kopierversuch eines Snapshots erneut veröffentlicht: Versuchen Sie es gleich noch einmal.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>this shared library (published by {machine}) names the Chroma server at {url}, not the one you chose ({chosen}): nothing was sent to either.</source>
            <translation>diese geteilte Bibliothek (veröffentlicht von {machine}) nennt den Chroma-Server unter {url}, nicht den von Ihnen gewählten ({chosen}): An keinen der beiden wurde etwas gesendet.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{folder} holds no shared library ({name} not found): on the indexing machine, run `{command}`</source>
            <translation>{folder} enthält keine geteilte Bibliothek ({name} nicht gefunden): führen Sie auf dem indexierenden Rechner `{command}` aus</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{option} wants PUBLISHER_FOLDER=FOLDER_HERE, not {pair}</source>
            <translation>{option} erwartet PUBLISHER_FOLDER=FOLDER_HERE, nicht {pair}</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a publication (a JSON {kind}, not an object).</source>
            <translation>{path} ist keine Veröffentlichung (JSON-Typ {kind} statt eines Objekts).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>this shared library (published by {machine}) keeps its vectors on the Chroma server at {url}, its publication says.</source>
            <translation>diese geteilte Bibliothek (veröffentlicht von {machine}) hat laut ihrer Veröffentlichung ihre Vektoren auf dem Chroma-Server unter {url}.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>cannot read {path}: {detail}.</source>
            <translation>{path} kann nicht gelesen werden: {detail}.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} names the snapshot {name}, which is not in {folder}.</source>
            <translation>{path} nennt den Snapshot {name}, der nicht in {folder} liegt.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>cannot read the snapshot {path} ({detail}; a snapshot is a plain file, never a link).</source>
            <translation>der Snapshot {path} kann nicht gelesen werden ({detail}; ein Snapshot ist eine einfache Datei, nie eine Verknüpfung).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>the snapshot {path} is not a plain file.</source>
            <translation>der Snapshot {path} ist keine einfache Datei.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: it has fields Footnote does not publish ({fields}).</source>
            <translation>{path} ist keine gültige Veröffentlichung: Sie hat Felder, die Footnote nicht veröffentlicht ({fields}).</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the library is read-only and Chroma must write to open it</source>
            <translation>die Bibliothek ist schreibgeschützt, und Chroma muss zum Öffnen schreiben</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the disk is full</source>
            <translation>der Datenträger ist voll</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the vector store ({path}) cannot be opened: {why}.</source>
            <translation>der Vektorspeicher ({path}) kann nicht geöffnet werden: {why}.</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>it is damaged or unreadable ({detail})</source>
            <translation>er ist beschädigt oder unlesbar ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>it moves it aside; the next run rebuilds the vectors</source>
            <translation>das legt ihn beiseite; der nächste Durchlauf baut die Vektoren neu auf</translation>
        </message>
    </context>
</TS>
