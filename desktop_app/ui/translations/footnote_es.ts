<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>Footnote</name>
        <message>
            <location filename="desktop_app/app.py" />
            <source>The library location in your settings cannot be used: {problem}. Until it is changed, the library in {folder} is used.</source>
            <translation>No se puede usar la ubicación de la biblioteca de sus ajustes: {problem}. Hasta que la cambie, se usa la biblioteca de {folder}.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/agent.py" />
            <source>the model's reply could not be read; asking again…</source>
            <translation>no se pudo leer la respuesta del modelo; volviendo a preguntar…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/agent.py" />
            <source>the model server failed ({error}); retrying…</source>
            <translation>el servidor del modelo falló ({error}); reintentando…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>no passage with this number was shown (shown: none)</source>
            <translation>no se mostró ningún fragmento con este número (mostrados: ninguno)</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>the answer cites no passage at all</source>
            <translation>la respuesta no cita ningún fragmento</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>this sentence cites no passage</source>
            <translation>esta frase no cita ningún fragmento</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>page {page}</source>
            <translation>página {page}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>section {section}</source>
            <translation>sección {section}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>no passage with this number was shown (shown: 1–{last})</source>
            <translation>no se mostró ningún fragmento con este número (mostrados: 1–{last})</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>only {share:.0%} of its words appear in the passages</source>
            <translation>solo el {share:.0%} de sus palabras aparece en los fragmentos</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading {name}, pages all…</source>
            <translation>leyendo {name}, todas las páginas…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading {name}, pages {pages}…</source>
            <translation>leyendo {name}, páginas {pages}…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>the library's documents</source>
            <translation>los documentos de la biblioteca</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading pages {pages} of {total} of {name} (part {part} of {parts})…</source>
            <translation>leyendo las páginas {pages} de {total} de {name} (parte {part} de {parts})…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>putting together pages {pages} of {name} (group {group} of {groups})…</source>
            <translation>reuniendo las páginas {pages} de {name} (grupo {group} de {groups})…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Interrupted: Footnote stopped before this answer was finished.</source>
            <translation>Interrumpida: Footnote se detuvo antes de terminar esta respuesta.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model returned an empty answer. The %n passage(s) it was shown may hold the answer.</source>
            <translation>
                <numerusform>El modelo devolvió una respuesta vacía. El %n fragmento que se le mostró puede contener la respuesta.</numerusform>
                <numerusform>El modelo devolvió una respuesta vacía. Los %n fragmentos que se le mostraron pueden contener la respuesta.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model wrote a search request instead of an answer; a model with better tool support will do better. The %n passage(s) it was shown may hold the answer.</source>
            <translation>
                <numerusform>El modelo escribió una solicitud de búsqueda en lugar de una respuesta; un modelo con mayor compatibilidad con herramientas lo hará mejor. El %n fragmento que se le mostró puede contener la respuesta.</numerusform>
                <numerusform>El modelo escribió una solicitud de búsqueda en lugar de una respuesta; un modelo con mayor compatibilidad con herramientas lo hará mejor. Los %n fragmentos que se le mostraron pueden contener la respuesta.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model returned an empty answer.</source>
            <translation>El modelo devolvió una respuesta vacía.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model wrote a search request instead of an answer; a model with better tool support will do better.</source>
            <translation>El modelo escribió una solicitud de búsqueda en lugar de una respuesta; un modelo con mayor compatibilidad con herramientas lo hará mejor.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Searching failed: {error}</source>
            <translation>La búsqueda falló: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Reading failed: {error}</source>
            <translation>La lectura falló: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} did not answer in time with '{model}': it may still be loading the model, or the machine is too slow for it (`ollama ps` says).</source>
            <translation>Ollama en {server} no respondió a tiempo con «{model}»: puede que aún esté cargando el modelo o que el equipo sea demasiado lento para él (consulte `ollama ps`).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The answer failed unexpectedly ({error}).</source>
            <translation>La respuesta falló inesperadamente ({error}).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} did not answer within {seconds:.0f} s with '{model}': it may still be loading the model, or the machine is too slow for it (`ollama ps` says).</source>
            <translation>Ollama en {server} no respondió en {seconds:.0f} s con «{model}»: puede que aún esté cargando el modelo o que el equipo sea demasiado lento para él (consulte `ollama ps`).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' is not in Ollama. Fetch it with {command}.</source>
            <translation>El modelo «{model}» no está en Ollama. Descárguelo con {command}.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} refused to describe '{model}': {error}</source>
            <translation>Ollama en {server} se negó a describir «{model}»: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' cannot call tools, and Footnote needs that to search your documents.</source>
            <translation>El modelo «{model}» no puede llamar a herramientas, y Footnote lo necesita para buscar en sus documentos.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama could not run '{model}': {error}</source>
            <translation>Ollama no pudo ejecutar «{model}»: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>'{model}' wrote a reply Footnote could not read ({error}), also when asked again. Ask again, or use a model with better tool support, e.g. {command}.</source>
            <translation>«{model}» escribió una respuesta que Footnote no pudo leer ({error}), también al volver a preguntar. Pregunte de nuevo o use un modelo con mayor compatibilidad con herramientas, p. ej., {command}.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Talking to Ollama at {server} failed ({error}).</source>
            <translation>Falló la comunicación con Ollama en {server} ({error}).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' cannot call tools.</source>
            <translation>El modelo «{model}» no puede llamar a herramientas.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>The model kept repeating itself, so Footnote stopped the answer there. Ask again, or choose a larger model.</source>
            <translation>El modelo se repetía continuamente, así que Footnote detuvo la respuesta ahí. Pregunte de nuevo o elija un modelo más grande.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>The search budget for this question was used up.</source>
            <translation>Se agotó el límite de búsquedas para esta pregunta.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} (loading it) to read %n passage(s)…</source>
            <translation>
                <numerusform>esperando a {model} (cargándolo) para leer %n fragmento…</numerusform>
                <numerusform>esperando a {model} (cargándolo) para leer %n fragmentos…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} to read %n passage(s)…</source>
            <translation>
                <numerusform>esperando a {model} para leer %n fragmento…</numerusform>
                <numerusform>esperando a {model} para leer %n fragmentos…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} (loading it)…</source>
            <translation>esperando a {model} (cargándolo)…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model}…</source>
            <translation>esperando a {model}…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>writing the answer…</source>
            <translation>escribiendo la respuesta…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>searching '{query}'…</source>
            <translation>buscando «{query}»…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/scope.py" />
            <source>All folders</source>
            <translation>Todas las carpetas</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/scope.py" />
            <source>{folders} (was|were) removed from the library, so this question searched all folders.</source>
            <translation>
                <numerusform>{folders} se quitó de la biblioteca, así que esta pregunta buscó en todas las carpetas.</numerusform>
                <numerusform>{folders} se quitaron de la biblioteca, así que esta pregunta buscó en todas las carpetas.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/scope.py" />
            <source>{file} is no longer in the library, so this question searched all folders.</source>
            <translation>{file} ya no está en la biblioteca, así que esta pregunta buscó en todas las carpetas.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>waiting for the previous question in this conversation…</source>
            <translation>esperando a la pregunta anterior de esta conversación…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>The shared library cannot be opened: {problem}</source>
            <translation>No se puede abrir la biblioteca compartida: {problem}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>Footnote cannot search your documents yet: {problem}</source>
            <translation>Footnote aún no puede buscar en sus documentos: {problem}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>Stopped before it started.</source>
            <translation>Detenida antes de empezar.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/state.py" />
            <source>Stopped by you.</source>
            <translation>Detenida por usted.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>correct a document's details</source>
            <translation>corregir los detalles de un documento</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>read the rest of a scanned document</source>
            <translation>leer el resto de un documento escaneado</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>{path} is the library folder itself: remove it instead</source>
            <translation>{path} es la propia carpeta de la biblioteca: quítela en su lugar</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>{path} is not inside the library folder {folder}</source>
            <translation>{path} no está dentro de la carpeta de la biblioteca {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>unknown</source>
            <comment>memory size</comment>
            <translation>desconocida</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>{size} GB</source>
            <translation>{size} GB</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>small and quick; fits next to your other programs</source>
            <translation>pequeño y rápido; cabe junto a sus otros programas</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>better answers, a little slower</source>
            <translation>mejores respuestas, algo más lento</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>Footnote's default: good citations, quick</source>
            <translation>el predeterminado de Footnote: buenas citas, rápido</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>better answers; slower without a graphics card</source>
            <translation>mejores respuestas; más lento sin tarjeta gráfica</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>an alternative of the same size</source>
            <translation>una alternativa del mismo tamaño</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>good answers at a good speed</source>
            <translation>buenas respuestas a buena velocidad</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>the most careful answers; needs a fast computer</source>
            <translation>las respuestas más cuidadosas; necesita un equipo rápido</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>an alternative of the 7B size</source>
            <translation>una alternativa del tamaño 7B</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>quick, for slower computers</source>
            <translation>rápido, para equipos más lentos</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/probe.py" />
            <source>Ollama connected — {model} ready</source>
            <translation>Ollama conectado — {model} listo</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/probe.py" />
            <source>Ollama · {host} · {latency:.0f} ms — {model} ready</source>
            <translation>Ollama · {host} · {latency:.0f} ms — {model} listo</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Checking the download…</source>
            <translation>Comprobando la descarga…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Finishing…</source>
            <translation>Finalizando…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size} kB</source>
            <translation>{size} kB</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Type the name of a model first, e.g. qwen2.5:3b.</source>
            <translation>Escriba primero el nombre de un modelo, p. ej., qwen2.5:3b.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size} MB</source>
            <translation>{size} MB</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama could not download {model}: {error}</source>
            <translation>Ollama no pudo descargar {model}: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Downloading {model} failed unexpectedly ({error}).</source>
            <translation>La descarga de {model} falló inesperadamente ({error}).</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{model} is downloaded and ready.</source>
            <translation>{model} está descargado y listo.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Downloading {model}: {done} of {total}</source>
            <translation>Descargando {model}: {done} de {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Asking for {model}…</source>
            <translation>Solicitando {model}…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama stopped sending the download of {model} before it finished. Download it again: Ollama continues where it stopped.</source>
            <translation>Ollama dejó de enviar la descarga de {model} antes de terminar. Descárguelo de nuevo: Ollama continúa donde se quedó.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama's library has no model called '{model}'. Check the spelling and the size tag (for example qwen2.5:3b), or pick one of the suggestions.</source>
            <translation>La biblioteca de Ollama no tiene ningún modelo llamado «{model}». Compruebe la ortografía y la etiqueta de tamaño (por ejemplo, qwen2.5:3b) o elija una de las sugerencias.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>There is not enough free disk space to download {model}. Free some space (or remove a model you no longer use with `ollama rm &lt;name&gt;`), then download it again: Ollama keeps what it already has.</source>
            <translation>No hay espacio libre suficiente en el disco para descargar {model}. Libere espacio (o quite un modelo que ya no use con `ollama rm &lt;name&gt;`) y descárguelo de nuevo: Ollama conserva lo que ya tiene.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama could not reach its model library to download {model} ({error}). Check the internet connection of the computer Ollama runs on, then download again: it continues where it stopped.</source>
            <translation>Ollama no pudo acceder a su biblioteca de modelos para descargar {model} ({error}). Compruebe la conexión a internet del equipo en el que se ejecuta Ollama y descárguelo de nuevo: continúa donde se quedó.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama at {server} stopped answering while downloading {model}. Download it again: Ollama continues where it stopped.</source>
            <translation>Ollama en {server} dejó de responder mientras descargaba {model}. Descárguelo de nuevo: Ollama continúa donde se quedó.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>The connection to Ollama at {server} broke while downloading {model} ({error}). Download it again: Ollama continues where it stopped.</source>
            <translation>Se cortó la conexión con Ollama en {server} mientras descargaba {model} ({error}). Descárguelo de nuevo: Ollama continúa donde se quedó.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The Ollama sign-in was removed from the system keyring.</source>
            <translation>Se eliminaron del llavero del sistema los datos de autenticación de Ollama.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The token for {host} is kept in the system keyring.</source>
            <translation>El token de {host} se guarda en el llavero del sistema.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The password for {host} is kept in the system keyring.</source>
            <translation>La contraseña de {host} se guarda en el llavero del sistema.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use File ▸ Repair library</source>
            <translation>use Archivo ▸ Reparar biblioteca</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>to index, make the folder writable or choose another folder in Settings ▸ Data location</source>
            <translation>para indexar, permita escribir en la carpeta o elija otra en Ajustes ▸ Ubicación de los datos</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>choose {value} in Settings ▸ Embedding model to work with it</source>
            <translation>elija {value} en Ajustes ▸ Modelo de vectorización para trabajar con ella</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>choose {value} in Settings ▸ Embedding model to switch the library</source>
            <translation>elija {value} en Ajustes ▸ Modelo de vectorización para cambiar la biblioteca</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>clear Settings ▸ Chroma server to keep using them</source>
            <translation>vacíe Ajustes ▸ Servidor Chroma para seguir usándolos</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if you trust the publication, enter {value} in Settings ▸ Chroma server</source>
            <translation>si confía en la publicación, introduzca {value} en Ajustes ▸ Servidor Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>to index on this desktop, clear Settings ▸ Shared library folder to use a library of your own</source>
            <translation>para indexar en este equipo, vacíe Ajustes ▸ Carpeta de biblioteca compartida y use una biblioteca propia</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use File ▸ Re-index all folders</source>
            <translation>use Archivo ▸ Reindexar todas las carpetas</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if it runs elsewhere, correct the address in Settings ▸ Chroma server</source>
            <translation>si se ejecuta en otro lugar, corrija la dirección en Ajustes ▸ Servidor Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter another one in Settings ▸ Chroma server</source>
            <translation>introduzca otro en Ajustes ▸ Servidor Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>then enter {value} in Settings ▸ Chroma server</source>
            <translation>después introduzca {value} en Ajustes ▸ Servidor Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter {value} once in Settings ▸ Chroma server, with the password (it is kept in the system keyring)</source>
            <translation>introduzca {value} una vez en Ajustes ▸ Servidor Chroma, con la contraseña (se guarda en el llavero del sistema)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check the one given in Settings ▸ Chroma server (kept in the system keyring), or set {value}</source>
            <translation>compruebe el indicado en Ajustes ▸ Servidor Chroma (guardado en el llavero del sistema) o defina {value}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>set {value} in Footnote's environment</source>
            <translation>defina {value} en el entorno de Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>start it with `ollama serve`</source>
            <translation>inícielo con `ollama serve`</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if it runs elsewhere, enter its address in Settings ▸ Ollama URL</source>
            <translation>si se ejecuta en otro lugar, introduzca su dirección en Ajustes ▸ URL de Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter it in Settings ▸ Sign-in (or set {value})</source>
            <translation>introdúzcalo en Ajustes ▸ Autenticación (o defina {value})</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check Settings ▸ Sign-in (or set {value})</source>
            <translation>compruebe Ajustes ▸ Autenticación (o defina {value})</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check the password in Settings ▸ Ollama URL</source>
            <translation>compruebe la contraseña en Ajustes ▸ URL de Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>try a smaller model (Settings ▸ Chat model), or ask again once it is loaded</source>
            <translation>pruebe un modelo más pequeño (Ajustes ▸ Modelo de chat) o pregunte de nuevo cuando esté cargado</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>, or </source>
            <translation>, o </translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>move them from a terminal: {command}</source>
            <translation>muévalos desde un terminal: {command}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use a model with tool support, e.g. {command}, and choose it in Settings ▸ Chat model</source>
            <translation>use un modelo compatible con herramientas, p. ej., {command}, y elíjalo en Ajustes ▸ Modelo de chat</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} reused</source>
            <translation>{count} reutilizados</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} unchanged</source>
            <translation>{count} sin cambios</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} skipped</source>
            <translation>{count} omitidos</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} failed</source>
            <translation>{count} fallidos</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} removed</source>
            <translation>{count} quitados</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>ETA {duration}</source>
            <translation>restante: {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{rate} passages/s</source>
            <translation>{rate} fragmentos/s</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{speed} MB/s</source>
            <translation>{speed} MB/s</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total} · {duration} left</source>
            <translation>página escaneada {read} de {total} · quedan {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{hours} h {minutes:02d} min</source>
            <translation>{hours} h {minutes:02d} min</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Looking for files…</source>
            <translation>Buscando archivos…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Cancelled: {files} files — {counts} · {passages} passages added · {duration}</source>
            <translation>Cancelado: {files} archivos — {counts} · {passages} fragmentos añadidos · {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Done: {files} files — {counts} · {passages} passages added · {duration}</source>
            <translation>Hecho: {files} archivos — {counts} · {passages} fragmentos añadidos · {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>nothing</source>
            <comment>excluded</comment>
            <translation>0 elementos</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>{what} excluded by %n rule(s)</source>
            <translation>
                <numerusform>%n regla excluye {what}</numerusform>
                <numerusform>%n reglas excluyen {what}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>estimating…</source>
            <translation>calculando…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total} — the OCR page limit keeps the rest (Files ▸ Read all scanned pages)</source>
            <translation>página escaneada {read} de {total} — el límite de páginas OCR deja el resto (Archivos ▸ Leer todas las páginas escaneadas)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total}</source>
            <translation>página escaneada {read} de {total}</translation>
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
            <translation>Hecho</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Cancelled</source>
            <translation>Cancelado</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>%v / %m files</source>
            <translation>%v / %m archivos</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>%n file(s)</source>
            <translation>
                <numerusform>%n archivo</numerusform>
                <numerusform>%n archivos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>%n folder(s)</source>
            <translation>
                <numerusform>%n carpeta</numerusform>
                <numerusform>%n carpetas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{files} and {folders}</source>
            <translation>{files} y {folders}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Files read; embedding passages for search by meaning: {embedded} / {total} · {speed} · {eta}</source>
            <translation>Archivos leídos; vectorizando fragmentos para la búsqueda por significado: {embedded} / {total} · {speed} · {eta}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Every file's text is searchable; reading scanned pages with OCR: {current}</source>
            <translation>El texto de todos los archivos ya se puede buscar; leyendo páginas escaneadas con OCR: {current}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{done} / {total} files · {passages} passages ({embedded} embedded)</source>
            <translation>{done} / {total} archivos · {passages} fragmentos ({embedded} vectorizados)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{done} / {total} files · {passages} passages</source>
            <translation>{done} / {total} archivos · {passages} fragmentos</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} indexed</source>
            <translation>{count} indexados</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Files read; embedding passages for search by meaning: {embedded} / {total} · {eta}</source>
            <translation>Archivos leídos; vectorizando fragmentos para la búsqueda por significado: {embedded} / {total} · {eta}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} passages still to embed</source>
            <translation>{count} fragmentos aún por vectorizar</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{folder} {reason} (the folder's menu ▸ Drop files no longer there)</source>
            <translation>{folder} {reason} (menú de la carpeta ▸ Quitar archivos que ya no existen)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file was damaged: {detail}. It could not be moved aside ({path}) and the defaults are used.</source>
            <translation>Su archivo de ajustes estaba dañado: {detail}. No se pudo apartar ({path}) y se usan los valores predeterminados.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Some values in your settings file could not be used, so their defaults are used: {problems}.</source>
            <translation>Algunos valores de su archivo de ajustes no se pudieron usar, así que se usan sus valores predeterminados: {problems}.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file was damaged: {detail}. It was kept as {name} and the defaults are used.</source>
            <translation>Su archivo de ajustes estaba dañado: {detail}. Se conservó como {name} y se usan los valores predeterminados.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>The file as it was is kept as {name}.</source>
            <translation>El archivo tal como estaba se conserva como {name}.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file {path} cannot be read ({reason}); the defaults are used.</source>
            <translation>No se puede leer su archivo de ajustes {path} ({reason}); se usan los valores predeterminados.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not valid</source>
            <translation>{name} = {value} no es válido</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not 'builtin' or 'ollama:&lt;model&gt;'</source>
            <translation>no es 'builtin' ni 'ollama:&lt;model&gt;'</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>holds a NUL character</source>
            <translation>contiene un carácter NUL</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a full path (give one such as ~/Footnote or /home/me/Footnote)</source>
            <translation>no es una ruta completa (indique una como ~/Footnote o /home/me/Footnote)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not text in quotes</source>
            <translation>{name} = {value} no es un texto entre comillas</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not true or false</source>
            <translation>{name} = {value} no es true ni false</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not a whole number</source>
            <translation>{name} = {value} no es un número entero</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not a number</source>
            <translation>{name} = {value} no es un número</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>schema_version = {value} is not a version Footnote writes (1, 2, …)</source>
            <translation>schema_version = {value} no es una versión que Footnote escriba (1, 2, …)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>chunk_overlap = {overlap} is not smaller than chunk_size = {size} (neighbouring passages cannot share a whole passage), so both get their defaults</source>
            <translation>chunk_overlap = {overlap} no es menor que chunk_size = {size} (fragmentos vecinos no pueden compartir un fragmento entero), así que ambos toman su valor predeterminado</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a whole number from {low} to {high}</source>
            <translation>no es un número entero entre {low} y {high}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a number from {low} to {high}</source>
            <translation>no es un número entre {low} y {high}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a Chroma server's address (http://HOST:PORT or https://HOST[/PATH])</source>
            <translation>no es la dirección de un servidor Chroma (http://HOST:PORT o https://HOST[/PATH])</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not PUBLISHER_FOLDER=FOLDER_HERE pairs separated by ';'</source>
            <translation>no son pares PUBLISHER_FOLDER=FOLDER_HERE separados por ';'</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a number of characters above 0</source>
            <translation>no es un número de caracteres mayor que 0</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not 0 or more characters</source>
            <translation>no es 0 o más caracteres</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>names the home folder of {user}, a user this computer does not have (give a full path such as ~/Footnote)</source>
            <translation>designa la carpeta personal de {user}, un usuario que no existe en este equipo (indique una ruta completa como ~/Footnote)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not one of {choices}</source>
            <translation>no es uno de {choices}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>Shared library — published by {publisher} at {time} (read-only)</source>
            <translation>Biblioteca compartida — publicada por {publisher} el {time} (solo lectura)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>Shared library (read-only)</source>
            <translation>Biblioteca compartida (solo lectura)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>{problem} Meanwhile search uses keywords only.</source>
            <translation>{problem} Mientras tanto, la búsqueda usa solo palabras clave.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>The library is damaged ({detail}). Repair library moves the damaged files aside (nothing is deleted) and rebuilds them from your folders; your conversations are kept.</source>
            <translation>La biblioteca está dañada ({detail}). Reparar biblioteca aparta los archivos dañados (no se elimina nada) y los reconstruye a partir de sus carpetas; sus conversaciones se conservan.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>The shared library cannot be opened: {problem}. Search and chat need it: choose another folder in Settings ▸ Shared library folder, or leave it empty to use your own library.</source>
            <translation>No se puede abrir la biblioteca compartida: {problem}. La búsqueda y el chat la necesitan: elija otra carpeta en Ajustes ▸ Carpeta de biblioteca compartida o déjela vacía para usar su propia biblioteca.</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>PDF document</source>
            <translation>Documento PDF</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Web page (HTML)</source>
            <translation>Página web (HTML)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Markdown</source>
            <translation>Markdown</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Word document (DOCX)</source>
            <translation>Documento de Word (DOCX)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>References</source>
            <translation>Referencias</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Passages shown to the assistant (none cited)</source>
            <translation>Fragmentos mostrados al asistente (ninguno citado)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Exported from Footnote on {created}.</source>
            <translation>Exportado desde Footnote el {created}.</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Each [n] points to the reference with the same number under its answer.</source>
            <translation>Cada [n] remite a la referencia con el mismo número bajo su respuesta.</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Asked {when}</source>
            <translation>Pregunta del {when}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Not found in your documents</source>
            <translation>No se encontró en sus documentos</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>(no answer)</source>
            <translation>(sin respuesta)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Checks</source>
            <translation>Comprobaciones</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>{year}-{month:02}-{day:02} {hour:02}:{minute:02}</source>
            <comment>a date and time</comment>
            <translation>{day:02}/{month:02}/{year} {hour:02}:{minute:02}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Conversation</source>
            <translation>Conversación</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>no source</source>
            <translation>sin fuente</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weakly supported</source>
            <translation>poco respaldado</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>invalid citation</source>
            <translation>cita no válida</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Searched: {scope}</source>
            <translation>Se buscó en: {scope}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>invalid citation: no passage with this number was shown to the assistant</source>
            <translation>cita no válida: no se mostró al asistente ningún fragmento con este número</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weak support: {detail}</source>
            <translation>poco respaldo: {detail}</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>Your documents' %n best keyword match(es) for this question (no model needed) are in Sources.</source>
            <translation>
                <numerusform>Fuentes muestra %n coincidencia por palabras clave, la mejor de sus documentos para esta pregunta (sin necesidad de modelo).</numerusform>
                <numerusform>Fuentes muestra las %n mejores coincidencias por palabras clave de sus documentos para esta pregunta (sin necesidad de modelo).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>%n sentence(s) without a source (underlined)</source>
            <translation>
                <numerusform>%n frase sin fuente (subrayada)</numerusform>
                <numerusform>%n frases sin fuente (subrayadas)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>Stopped — this is the answer so far.</source>
            <translation>Detenida — esta es la respuesta hasta ahora.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>weakly supported: {numbers}</source>
            <translation>poco respaldado: {numbers}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>no such passage: {numbers}</source>
            <translation>no existe ese fragmento: {numbers}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Corrections are kept when the file is indexed again.</source>
            <translation>Las correcciones se conservan cuando el archivo se vuelve a indexar.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Use the detected values</source>
            <translation>Usar los valores detectados</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Organisation</source>
            <translation>Organización</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Kind</source>
            <comment>the kind of a document: report, manual…</comment>
            <translation>Tipo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Period</source>
            <comment>the period a document covers: 2019, Q3 2020…</comment>
            <translation>Periodo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Pages</source>
            <translation>Páginas</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>{field}: {value} (edited)</source>
            <translation>{field}: {value} (editado)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>{field}: {value}</source>
            <translation>{field}: {value}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>not counted (no pages)</source>
            <translation>sin contar (no tiene páginas)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Drop your corrections: show what indexing found</source>
            <translation>Descartar sus correcciones: mostrar lo que encontró la indexación</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Document details — {name}</source>
            <translation>Detalles del documento — {name}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>You corrected this field</source>
            <translation>Usted corrigió este campo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_controller.py" />
            <source>Add a folder first (drop it onto the window or File ▸ Add folder…).</source>
            <translation>Primero añada una carpeta (arrástrela a la ventana o use Archivo ▸ Añadir carpeta…).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_controller.py" />
            <source>Your folders hold no readable passages yet: add a folder with documents (drop it onto the window or File ▸ Add folder…), or see the Files tab for files that could not be read.</source>
            <translation>Sus carpetas aún no contienen fragmentos legibles: añada una carpeta con documentos (arrástrela a la ventana o use Archivo ▸ Añadir carpeta…) o consulte en la pestaña Archivos los archivos que no se pudieron leer.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>{minutes} min {seconds:02d} s</source>
            <translation>{minutes} min {seconds:02d} s</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Ask your documents…  (Enter sends, Shift+Enter new line)</source>
            <translation>Pregunte a sus documentos…  (Intro envía, Mayús+Intro nueva línea)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Editing question {number} — Esc to cancel</source>
            <translation>Editando la pregunta {number} — Esc para cancelar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>the answer after it will be replaced</source>
            <translation>se sustituirá la respuesta posterior</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>the %n answers after it will be replaced</source>
            <translation>
                <numerusform>se sustituirá la %n respuesta posterior</numerusform>
                <numerusform>se sustituirán las %n respuestas posteriores</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop editing; Send asks a new question again (Esc)</source>
            <translation>Dejar de editar; Enviar vuelve a hacer una pregunta nueva (Esc)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Send</source>
            <translation>Enviar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop</source>
            <translation>Detener</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop the answer (Esc)</source>
            <translation>Detener la respuesta (Esc)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Search conversations (Ctrl+F)</source>
            <translation>Buscar conversaciones (Ctrl+F)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>No conversations yet. Ask a question below to start one.</source>
            <translation>Aún no hay conversaciones. Haga una pregunta abajo para empezar una.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>New</source>
            <comment>a new conversation</comment>
            <translation>Nueva</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>New conversation (Ctrl+N)</source>
            <translation>Nueva conversación (Ctrl+N)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Rename</source>
            <translation>Renombrar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Rename the selected conversation (F2)</source>
            <translation>Renombrar la conversación seleccionada (F2)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete</source>
            <translation>Eliminar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete the selected conversation</source>
            <translation>Eliminar la conversación seleccionada</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Conversations</source>
            <translation>Conversaciones</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete the conversation “{title}”? This cannot be undone.</source>
            <translation>¿Eliminar la conversación «{title}»? No se puede deshacer.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Matched against each file and folder name and against the path inside the folder, e.g. *.log, node_modules, drafts/**</source>
            <translation>Se compara con el nombre de cada archivo y carpeta y con la ruta dentro de la carpeta, p. ej., *.log, node_modules, drafts/**</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>%n rule(s) keep(s|) files of {folder} out of the library.</source>
            <translation>
                <numerusform>%n regla mantiene archivos de {folder} fuera de la biblioteca.</numerusform>
                <numerusform>%n reglas mantienen archivos de {folder} fuera de la biblioteca.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Nothing in {folder} is excluded.</source>
            <translation>No hay nada excluido en {folder}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>{pattern} (pattern)</source>
            <translation>{pattern} (patrón)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Include again</source>
            <translation>Volver a incluir</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Index what this rule keeps out again</source>
            <translation>Volver a indexar lo que esta regla deja fuera</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Excluded from {folder}</source>
            <translation>Excluido de {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Exclude a folder from {folder}</source>
            <translation>Excluir una carpeta de {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Exclude files matching — {folder}</source>
            <translation>Excluir archivos que coincidan — {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Keep files matching this pattern out of {folder}.
{hint}.</source>
            <translation>Mantener fuera de {folder} los archivos que coincidan con este patrón.
{hint}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>{path} is not in a library folder</source>
            <translation>{path} no está en una carpeta de la biblioteca</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Footnote export</source>
            <translation>Exportación de Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Export</source>
            <translation>Exportar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Answer copied with its references (Markdown).</source>
            <translation>Respuesta copiada con sus referencias (Markdown).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Nothing to export yet: ask a question first.</source>
            <translation>Aún no hay nada que exportar: primero haga una pregunta.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Exported to {path}</source>
            <translation>Exportado a {path}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Could not export to {path}: {reason}</source>
            <translation>No se pudo exportar a {path}: {reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_pdf.py" />
            <source>Footnote · page {page} of {count}</source>
            <translation>Footnote · página {page} de {count}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Find in document</source>
            <translation>Buscar en el documento</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Previous match (Shift+Enter)</source>
            <translation>Coincidencia anterior (Mayús+Intro)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Next match (Enter)</source>
            <translation>Coincidencia siguiente (Intro)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Close (Esc)</source>
            <translation>Cerrar (Esc)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Searching…</source>
            <translation>Buscando…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>No matches</source>
            <translation>Sin coincidencias</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/find_bar.py" />
            <source>%n found</source>
            <translation>
                <numerusform>%n coincidencia</numerusform>
                <numerusform>%n coincidencias</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>{current} of {total}</source>
            <translation>{current} de {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>1. Get a model</source>
            <translation>1. Obtenga un modelo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>2. Add a folder</source>
            <translation>2. Añada una carpeta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>3. Ask your first question</source>
            <translation>3. Haga su primera pregunta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Footnote answers from the documents in the folders you add. Click Add folder… or drop a folder onto the window.</source>
            <translation>Footnote responde a partir de los documentos de las carpetas que añada. Haga clic en Añadir carpeta… o arrastre una carpeta a la ventana.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Type it in the box below and press Enter. Answers cite the passages they come from: click a number to see it on the page.</source>
            <translation>Escríbala en el cuadro de abajo y pulse Intro. Las respuestas citan los fragmentos de los que proceden: haga clic en un número para verlo en la página.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Checking Ollama…</source>
            <translation>Comprobando Ollama…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Reading your library…</source>
            <translation>Leyendo su biblioteca…</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/first_run.py" />
            <source>%n folder(s) in the library.</source>
            <translation>
                <numerusform>%n carpeta en la biblioteca.</numerusform>
                <numerusform>%n carpetas en la biblioteca.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Done: your conversations are listed on the left.</source>
            <translation>Hecho: sus conversaciones aparecen a la izquierda.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Welcome to Footnote: three steps to your first answer</source>
            <translation>Bienvenido a Footnote: tres pasos hasta su primera respuesta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Don't show again</source>
            <translation>No volver a mostrar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Hide this guide for good (the menus do the same things)</source>
            <translation>Ocultar esta guía para siempre (los menús hacen lo mismo)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Models…</source>
            <translation>Modelos…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Add folder…</source>
            <translation>Añadir carpeta…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Ask</source>
            <translation>Preguntar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Ollama does not have the model {model} yet. Click Models… to download it, or choose a model Ollama has.</source>
            <translation>Ollama aún no tiene el modelo {model}. Haga clic en Modelos… para descargarlo o elija un modelo que Ollama tenga.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Answers questions about your own documents, with numbered references to the passages they come from: click one to see it on its page.</source>
            <translation>Responde preguntas sobre sus propios documentos, con referencias numeradas a los fragmentos de los que proceden: haga clic en una para verla en su página.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Footnote works offline. Your documents, the library and your conversations stay on this computer; questions go only to the Ollama server chosen in Settings (this computer unless you chose another).</source>
            <translation>Footnote funciona sin conexión. Sus documentos, la biblioteca y sus conversaciones se quedan en este equipo; las preguntas solo van al servidor Ollama elegido en Ajustes (este equipo, salvo que haya elegido otro).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Library and conversations</source>
            <translation>Biblioteca y conversaciones</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Conversations file</source>
            <translation>Archivo de conversaciones</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Where my data lives</source>
            <translation>Dónde están mis datos</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copy the path to the clipboard</source>
            <translation>Copiar la ruta al portapapeles</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Footnote self-test</source>
            <translation>Autoprueba de Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Run again</source>
            <translation>Ejecutar de nuevo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Indexing, searching and exporting a sample in a temporary folder (a few seconds; your library is not touched)…</source>
            <translation>Indexando, buscando y exportando una muestra en una carpeta temporal (unos segundos; su biblioteca no se toca)…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;About Footnote</source>
            <translation>&amp;Acerca de Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>Atajos de &amp;teclado</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;Where my data lives</source>
            <translation>&amp;Dónde están mis datos</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Run &amp;self-test…</source>
            <translation>&amp;Ejecutar autoprueba…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>About Footnote</source>
            <translation>Acerca de Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Action</source>
            <translation>Acción</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Keys</source>
            <translation>Teclas</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Open folder</source>
            <translation>Abrir carpeta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Show it in the file manager</source>
            <translation>Mostrarla en el gestor de archivos</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Show its folder in the file manager</source>
            <translation>Mostrar su carpeta en el gestor de archivos</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>All checks passed.</source>
            <translation>Todas las comprobaciones son correctas.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>The self-test found a problem: see the lines marked ✗.</source>
            <translation>La autoprueba encontró un problema: vea las líneas marcadas con ✗.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>The self-test could not run: {message}</source>
            <translation>No se pudo ejecutar la autoprueba: {message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copied {path}</source>
            <translation>Copiado: {path}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{library}: folders are added, indexed, excluded and removed on the desktop that publishes it.</source>
            <translation>{library}: las carpetas se añaden, indexan, excluyen y quitan en el equipo que la publica.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{path} is not in a library folder any more</source>
            <translation>{path} ya no está en una carpeta de la biblioteca</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{library}: its documents' details are corrected on the desktop that publishes it.</source>
            <translation>{library}: los detalles de sus documentos se corrigen en el equipo que la publica.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/index_controller.py" />
            <source>cancelled — %n passage(s) without vectors</source>
            <translation>
                <numerusform>cancelado — %n fragmento sin vectores</numerusform>
                <numerusform>cancelado — %n fragmentos sin vectores</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>cancelled — not finished</source>
            <translation>cancelado — sin terminar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>indexed</source>
            <comment>file status</comment>
            <translation>indexado</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>indexing…</source>
            <comment>file status</comment>
            <translation>indexando…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>skipped</source>
            <comment>file status</comment>
            <translation>omitido</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>failed</source>
            <comment>file status</comment>
            <translation>fallido</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>not indexed</source>
            <comment>file status</comment>
            <translation>sin indexar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>excluded</source>
            <comment>file status</comment>
            <translation>excluido</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — OCR is off, so the rest wait until it is switched on in Settings</source>
            <translation>páginas escaneadas: {read} de {total} leídas — el OCR está desactivado: el resto espera a que se active en Ajustes</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — the OCR page limit keeps the rest (menu ▸ Read all scanned pages)</source>
            <translation>páginas escaneadas: {read} de {total} leídas — el límite de páginas OCR deja el resto (menú ▸ Leer todas las páginas escaneadas)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — the rest after every other file, on the next run</source>
            <translation>páginas escaneadas: {read} de {total} leídas — el resto tras todos los demás archivos, en la próxima pasada</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Pause</source>
            <translation>Pausar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Cancelling…</source>
            <translation>Cancelando…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Open file</source>
            <translation>Abrir archivo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Retry</source>
            <translation>Reintentar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>kept out of the library — Excluded items… includes it again</source>
            <translation>fuera de la biblioteca — Elementos excluidos… lo vuelve a incluir</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Document details…</source>
            <translation>Detalles del documento…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Read all scanned pages</source>
            <translation>Leer todas las páginas escaneadas</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>{indexed} indexed · {skipped} skipped · {failed} failed · {excluded} excluded</source>
            <translation>{indexed} indexados · {skipped} omitidos · {failed} fallidos · {excluded} excluidos</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>{indexed} indexed · {skipped} skipped · {failed} failed</source>
            <translation>{indexed} indexados · {skipped} omitidos · {failed} fallidos</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Removing the folder's passages…</source>
            <translation>Quitando los fragmentos de la carpeta…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Paused — Resume continues where it stopped</source>
            <translation>En pausa — Reanudar continúa donde se quedó</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Resume</source>
            <translation>Reanudar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>File</source>
            <translation>Archivo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Details</source>
            <translation>Detalles</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Summarise this document</source>
            <translation>Resumir este documento</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Ask about this document</source>
            <translation>Preguntar sobre este documento</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude this file</source>
            <translation>Excluir este archivo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude folder…</source>
            <translation>Excluir carpeta…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude files matching…</source>
            <translation>Excluir archivos que coincidan…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Excluded items…</source>
            <translation>Elementos excluidos…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Rebuilding the vectors with the new embedding model…</source>
            <translation>Reconstruyendo los vectores con el nuevo modelo de vectorización…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Stopped</source>
            <translation>Detenido</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Done.</source>
            <translation>Hecho.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>%n passage(s)</source>
            <translation>
                <numerusform>%n fragmento</numerusform>
                <numerusform>%n fragmentos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>cancelled — read on the next run</source>
            <translation>cancelado — se leerá en la próxima pasada</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Repairing the library: rebuilding it from your folders…</source>
            <translation>Reparando la biblioteca: reconstruyéndola a partir de sus carpetas…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>indexed</source>
            <comment>folder state</comment>
            <translation>indexada</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>missing on disk</source>
            <comment>folder state</comment>
            <translation>falta en el disco</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>needs re-index</source>
            <comment>folder state</comment>
            <translation>requiere reindexar</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n passage(s) without vectors</source>
            <translation>
                <numerusform>%n fragmento sin vectores</numerusform>
                <numerusform>%n fragmentos sin vectores</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>indexing</source>
            <comment>folder state</comment>
            <translation>indexando</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>paused</source>
            <comment>folder state</comment>
            <translation>en pausa</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Repair library</source>
            <translation>Reparar biblioteca</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Move the damaged library files aside (nothing is deleted) and rebuild them from your folders</source>
            <translation>Apartar los archivos dañados de la biblioteca (no se elimina nada) y reconstruirlos a partir de sus carpetas</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Re-index</source>
            <translation>Reindexar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Index the selected folder again (all folders if none is selected)</source>
            <translation>Volver a indexar la carpeta seleccionada (todas si no hay ninguna seleccionada)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Forget the selected folder and its passages (your files are not touched)</source>
            <translation>Olvidar la carpeta seleccionada y sus fragmentos (sus archivos no se tocan)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Show the selected folder in the file manager</source>
            <translation>Mostrar la carpeta seleccionada en el gestor de archivos</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>The shared library has no folders yet: they are added on the desktop that publishes it.</source>
            <translation>La biblioteca compartida aún no tiene carpetas: se añaden en el equipo que la publica.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Drop files no longer there</source>
            <translation>Quitar archivos que ya no existen</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Remove from library</source>
            <translation>Quitar de la biblioteca</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Library</source>
            <translation>Biblioteca</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Drop folders or files here, or use {add_folder}, to make them searchable.</source>
            <translation>Arrastre aquí carpetas o archivos, o use {add_folder}, para poder buscar en ellos.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n not indexed</source>
            <translation>
                <numerusform>%n sin indexar</numerusform>
                <numerusform>%n sin indexar</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n excluded</source>
            <translation>
                <numerusform>%n excluido</numerusform>
                <numerusform>%n excluidos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing: the list of your folders could not be restored; add any folder that is missing from the library again.</source>
            <translation>Reparación: no se pudo restaurar la lista de sus carpetas; vuelva a añadir las carpetas que falten en la biblioteca.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing: your folders are back ({folders}); they are being indexed again.</source>
            <translation>Reparación: sus carpetas han vuelto ({folders}); se están indexando de nuevo.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Indexing {folders}, and finishing the vectors of {others}…</source>
            <translation>Indexando {folders} y terminando los vectores de {others}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Indexing {folders}…</source>
            <translation>Indexando {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Sources</source>
            <translation>Fuentes</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Files</source>
            <translation>Archivos</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Choose or download a model…</source>
            <translation>Elegir o descargar un modelo…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Add a folder to the library</source>
            <translation>Añadir una carpeta a la biblioteca</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>all folders</source>
            <translation>todas las carpetas</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>The library now uses the new embedding model.</source>
            <translation>La biblioteca ya usa el nuevo modelo de vectorización.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Retrying {folders}, and finishing the vectors of {others}…</source>
            <translation>Reintentando {folders} y terminando los vectores de {others}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Retrying {folders}…</source>
            <translation>Reintentando {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>No answer: the model server is not ready.</source>
            <translation>Sin respuesta: el servidor del modelo no está listo.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Embedding passages for search by meaning…</source>
            <translation>Vectorizando fragmentos para la búsqueda por significado…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Removing {folders}…</source>
            <translation>Quitando {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Rebuilding vectors {folders}…</source>
            <translation>Reconstruyendo los vectores de {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing {folders}…</source>
            <translation>Reparando {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Could not finish: {message}</source>
            <translation>No se pudo terminar: {message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Summarise {name}.</source>
            <translation>Resume {name}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>[{number}] does not point at a passage the assistant saw.</source>
            <translation>[{number}] no remite a ningún fragmento que viera el asistente.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>No application could open {path}: there is no default app for it here. Open it from your file manager.</source>
            <translation>Ninguna aplicación pudo abrir {path}: aquí no hay una aplicación predeterminada para este tipo de archivo. Ábralo desde su gestor de archivos.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Could not save the details: {message}</source>
            <translation>No se pudieron guardar los detalles: {message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Models come from ollama.com through your Ollama; your documents never leave this computer. If a download stops, start it again: Ollama continues where it left off.</source>
            <translation>Los modelos vienen de ollama.com a través de su Ollama; sus documentos nunca salen de este equipo. Si una descarga se detiene, iníciela de nuevo: Ollama continúa donde se quedó.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>✓ can search your documents</source>
            <translation>✓ puede buscar en sus documentos</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>tool support not reported</source>
            <translation>compatibilidad con herramientas no indicada</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {mark}   (in use)</source>
            <translation>{model}  —  {mark}   (en uso)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {mark}</source>
            <translation>{model}  —  {mark}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Footnote — Models</source>
            <translation>Footnote — Modelos</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Use for answers</source>
            <translation>Usar para respuestas</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Check again</source>
            <translation>Comprobar de nuevo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>or type a model name from ollama.com/library</source>
            <translation>o escriba el nombre de un modelo de ollama.com/library</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download</source>
            <translation>Descargar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Cancel download</source>
            <translation>Cancelar descarga</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>In Ollama</source>
            <translation>En Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download a model</source>
            <translation>Descargar un modelo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Asking Ollama…</source>
            <translation>Consultando a Ollama…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size} GB  —  {why}   (already in Ollama)</source>
            <translation>{model}  —  {size} GB  —  {why}   (ya está en Ollama)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size} GB  —  {why}</source>
            <translation>{model}  —  {size} GB  —  {why}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  embedding model (for search vectors, not for answers)</source>
            <translation>{model}  —  modelo de vectorización (para los vectores de búsqueda, no para respuestas)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  ✗ cannot search your documents (no tool support)</source>
            <translation>{model}  —  ✗ no puede buscar en sus documentos (sin compatibilidad con herramientas)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Suggested for this computer ({memory} of memory); all can search your documents:</source>
            <translation>Sugeridos para este equipo (memoria: {memory}); todos pueden buscar en sus documentos:</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Models in Ollama at {url}:</source>
            <translation>Modelos en Ollama en {url}:</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Ollama has no models yet: download one below.</source>
            <translation>Ollama aún no tiene modelos: descargue uno abajo.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Asking Ollama for {model}…</source>
            <translation>Solicitando {model} a Ollama…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download of {model} cancelled. Start it again to continue where it stopped.</source>
            <translation>Descarga de {model} cancelada. Iníciela de nuevo para continuar donde se quedó.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model} is downloaded; Footnote uses it now.</source>
            <translation>{model} está descargado; Footnote ya lo usa.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Footnote is set to use {model}, which Ollama does not have: pick one above or download one below.</source>
            <translation>Footnote está configurado para usar {model}, que Ollama no tiene: elija uno arriba o descargue uno abajo.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>Ollama at {url}</source>
            <translation>Ollama en {url}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>Ollama at {url} · {latency:.0f} ms round trip</source>
            <translation>Ollama en {url} · {latency:.0f} ms de ida y vuelta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>The library and search work without Ollama.</source>
            <translation>La biblioteca y la búsqueda funcionan sin Ollama.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>One file or subfolder…</source>
            <translation>Un archivo o subcarpeta…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Search one file or subfolder</source>
            <translation>Buscar en un archivo o subcarpeta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Type to filter the library's subfolders and files…</source>
            <translation>Escriba para filtrar las subcarpetas y archivos de la biblioteca…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>every library folder</source>
            <translation>todas las carpetas de la biblioteca</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>No folders in the library yet</source>
            <translation>Aún no hay carpetas en la biblioteca</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Loading the library's files…</source>
            <translation>Cargando los archivos de la biblioteca…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Questions in this conversation search:
{where}
Click to choose folders or one file.</source>
            <translation>Las preguntas de esta conversación buscan en:
{where}
Haga clic para elegir carpetas o un archivo.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>The library has no indexed files yet.</source>
            <translation>La biblioteca aún no tiene archivos indexados.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Searching: {scope}</source>
            <translation>Buscar en: {scope}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{names} is no longer in the library, so questions in this conversation search all folders until you choose again.</source>
            <translation>{names} ya no está en la biblioteca, así que las preguntas de esta conversación buscan en todas las carpetas hasta que vuelva a elegir.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>One file: {name}…</source>
            <translation>Un archivo: {name}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{names} left the library: all folders are searched</source>
            <translation>{names} ya no está en la biblioteca: se busca en todas las carpetas</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{folder} (removed from the library)</source>
            <translation>{folder} (quitada de la biblioteca)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;System</source>
            <comment>appearance</comment>
            <translation>&amp;Sistema</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;Light</source>
            <comment>appearance</comment>
            <translation>&amp;Claro</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;Dark</source>
            <comment>appearance</comment>
            <translation>&amp;Oscuro</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>The new library location is used after a restart.</source>
            <translation>La nueva ubicación de la biblioteca se usará tras reiniciar.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>The window's language changes when Footnote starts again.</source>
            <translation>El idioma de la ventana cambiará la próxima vez que se inicie Footnote.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Answers now come from {model}.</source>
            <translation>Las respuestas ahora proceden de {model}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Settings not saved: {reason}</source>
            <translation>No se guardaron los ajustes: {reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Settings not applied: {reason}</source>
            <translation>No se aplicaron los ajustes: {reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>{model} is downloaded.</source>
            <translation>{model} está descargado.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Built-in (multilingual-e5-small, no server needed)</source>
            <translation>Integrado (multilingual-e5-small, sin servidor)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> — no tool support</source>
            <translation> — sin compatibilidad con herramientas</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>  (not in Ollama)</source>
            <translation>  (no está en Ollama)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>None</source>
            <comment>sign-in</comment>
            <translation>Ninguna</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Token (Bearer)</source>
            <translation>Token (Bearer)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>User name and password</source>
            <translation>Usuario y contraseña</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow the system (light or dark)</source>
            <translation>Según el sistema (claro u oscuro)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Light</source>
            <comment>appearance</comment>
            <translation>Claro</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Dark</source>
            <comment>appearance</comment>
            <translation>Oscuro</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Stored — type a new token to replace it</source>
            <translation>Guardado — escriba un token nuevo para sustituirlo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The token</source>
            <translation>El token</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Stored — type a new password to replace it</source>
            <translation>Guardada — escriba una contraseña nueva para sustituirla</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The password</source>
            <translation>La contraseña</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>For Ollama behind a reverse proxy (https://host/ollama); a local Ollama needs none.</source>
            <translation>Para Ollama detrás de un proxy inverso (https://host/ollama); un Ollama local no necesita autenticación.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Footnote — Settings</source>
            <translation>Footnote — Ajustes</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>http://127.0.0.1:11434 (Ollama's default)</source>
            <translation>http://127.0.0.1:11434 (la predeterminada de Ollama)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Check</source>
            <translation>Comprobar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ask this server which models it has</source>
            <translation>Preguntar a este servidor qué modelos tiene</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>For Ollama behind a reverse proxy that asks who you are</source>
            <translation>Para Ollama detrás de un proxy inverso que pide identificarse</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>User name</source>
            <translation>Usuario</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>See what Ollama has and download a model</source>
            <translation>Ver qué tiene Ollama y descargar un modelo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Optional, e.g. "Answer in German." or "Keep answers to three sentences."</source>
            <translation>Opcional, p. ej., «Responde en alemán.» o «Limita las respuestas a tres frases.»</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> characters</source>
            <translation> caracteres</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Read scanned pages with OCR</source>
            <translation>Leer páginas escaneadas con OCR</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> pages per file</source>
            <translation> páginas por archivo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow links that lead out of a folder</source>
            <translation>Seguir los enlaces que salen de una carpeta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> passages</source>
            <translation> fragmentos</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>the library's own store (or e.g. http://nas:8000)</source>
            <translation>el almacén propio de la biblioteca (o, p. ej., http://nas:8000)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>empty: your own library</source>
            <translation>vacío: su propia biblioteca</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Browse…</source>
            <translation>Examinar…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Assistant</source>
            <translation>Asistente</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Storage and appearance</source>
            <translation>Almacenamiento y apariencia</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Where the library and conversations live; applies after a restart.</source>
            <translation>Dónde se guardan la biblioteca y las conversaciones; se aplica tras reiniciar.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Data location</source>
            <translation>Ubicación de los datos</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The password is kept in the system keyring, never in the settings file. Where there is no keyring (a server, CI), set {variable} in the environment instead.</source>
            <translation>La contraseña se guarda en el llavero del sistema, nunca en el archivo de ajustes. Donde no haya llavero (un servidor, CI), defina {variable} en el entorno.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The token is kept in the system keyring, never in the settings file. Where there is no keyring (a server, CI), set {variable} in the environment instead.</source>
            <translation>El token se guarda en el llavero del sistema, nunca en el archivo de ajustes. Donde no haya llavero (un servidor, CI), defina {variable} en el entorno.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>In use now: {folder}. Where the library and conversations live; a change applies after a restart.</source>
            <translation>En uso ahora: {folder}. Dónde se guardan la biblioteca y las conversaciones; un cambio se aplica tras reiniciar.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama URL</source>
            <translation>URL de Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Sign-in</source>
            <translation>Autenticación</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Chat model</source>
            <translation>Modelo de chat</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Temperature</source>
            <translation>Temperatura</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Your instruction</source>
            <translation>Su instrucción</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Results per search</source>
            <translation>Resultados por búsqueda</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Embedding model</source>
            <translation>Modelo de vectorización</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Passage size</source>
            <translation>Tamaño del fragmento</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Passage overlap</source>
            <translation>Solapamiento</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Scanned PDFs</source>
            <translation>PDF escaneados</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>OCR page limit</source>
            <translation>Límite de páginas OCR</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Links</source>
            <comment>links to files and folders</comment>
            <translation>Enlaces</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Chroma server</source>
            <translation>Servidor Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Shared library folder</source>
            <translation>Carpeta de biblioteca compartida</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Appearance</source>
            <translation>Apariencia</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>In use now: {folder} (from {option} on the command line, which overrides this setting until Footnote starts without it).</source>
            <translation>En uso ahora: {folder} (de {option} en la línea de comandos, que prevalece sobre este ajuste hasta que Footnote se inicie sin ella).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow the system ({language})</source>
            <translation>Según el sistema ({language})</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>0 answers the same way every time; higher varies the wording. Low values keep answers closest to the passages.</source>
            <translation>Con 0 responde igual cada vez; con valores más altos varía la redacción. Los valores bajos mantienen las respuestas más fieles a los fragmentos.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Added after Footnote's own rules (answer only from your documents, cite every fact), so it cannot turn them off.</source>
            <translation>Se añade después de las reglas propias de Footnote (responder solo a partir de sus documentos, citar cada dato), así que no puede desactivarlas.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Changing it rebuilds the vectors in the background; search keeps working meanwhile.</source>
            <translation>Cambiarlo reconstruye los vectores en segundo plano; mientras tanto, la búsqueda sigue funcionando.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Changing size or overlap re-indexes every folder.</source>
            <translation>Cambiar el tamaño o el solapamiento reindexa todas las carpetas.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Recognises the text of PDF pages that are only images, on this computer; takes a few seconds per page, after every other file.</source>
            <translation>Reconoce el texto de las páginas PDF que son solo imágenes, en este equipo; tarda unos segundos por página, después de todos los demás archivos.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>A longer scan is read up to here; Files ▸ right-click ▸ Read all scanned pages reads the rest.</source>
            <translation>Un escaneo más largo se lee hasta aquí; Archivos ▸ clic derecho ▸ Leer todas las páginas escaneadas lee el resto.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Off: a link to a file or folder elsewhere is listed, not indexed. Links to hidden files and folders are never followed.</source>
            <translation>Desactivado: un enlace a un archivo o carpeta de otro lugar se muestra en la lista, pero no se indexa. Los enlaces a archivos y carpetas ocultos nunca se siguen.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The window's language; numbers and dates follow it. Applies when Footnote starts again.</source>
            <translation>El idioma de la ventana; los números y las fechas lo siguen. Se aplica la próxima vez que se inicie Footnote.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama: {model}</source>
            <translation>Ollama: {model}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The model '{model}' is not in Ollama. Download it with Models…, or run {command}.</source>
            <translation>El modelo «{model}» no está en Ollama. Descárguelo con Modelos… o ejecute {command}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Keep the vectors on a Chroma server (`chroma run`) instead of in the data location. A token goes in the {variable} environment variable, never here. Applies after a restart; a library indexed elsewhere is not moved silently.</source>
            <translation>Guarda los vectores en un servidor Chroma (`chroma run`) en lugar de en la ubicación de los datos. El token va en la variable de entorno {variable}, nunca aquí. Se aplica tras reiniciar; una biblioteca indexada en otro lugar no se traslada sin avisar.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>A folder another desktop publishes into with {command}: search and chat use that library, read-only here (it is indexed there), its vectors from the Chroma server above, which must be the one it was published with. Empty: your own library. Applies after a restart.</source>
            <translation>Una carpeta en la que otro equipo publica con {command}: la búsqueda y el chat usan esa biblioteca, aquí de solo lectura (se indexa allí), con sus vectores del servidor Chroma de arriba, que debe ser aquel con el que se publicó. Vacío: su propia biblioteca. Se aplica tras reiniciar.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama connected — {model} cannot call tools; pick a model with tool support.</source>
            <translation>Ollama conectado — {model} no puede llamar a herramientas; elija un modelo compatible con herramientas.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama connected — {model} is in Ollama.</source>
            <translation>Ollama conectado — {model} está en Ollama.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>The references of an answer appear here.</source>
            <translation>Las referencias de una respuesta aparecen aquí.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>Passages searched (none cited)</source>
            <translation>Fragmentos consultados (ninguno citado)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>{heading} — answer {number}</source>
            <translation>{heading} — respuesta {number}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>No passages were found for this question.</source>
            <translation>No se encontraron fragmentos para esta pregunta.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>Passages found so far</source>
            <translation>Fragmentos encontrados hasta ahora</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Ask a question about your documents. Answers cite the passages they come from: click a number to see it on the page.</source>
            <translation>Haga una pregunta sobre sus documentos. Las respuestas citan los fragmentos de los que proceden: haga clic en un número para verlo en la página.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>You</source>
            <comment>the label above a question the user asked</comment>
            <translation>Usted</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit</source>
            <translation>Editar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate</source>
            <translation>Regenerar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Export answer…</source>
            <translation>Exportar respuesta…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Copy with citations</source>
            <translation>Copiar con citas</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit question…</source>
            <translation>Editar pregunta…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate answer</source>
            <translation>Regenerar respuesta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Cut off — the answer so far</source>
            <translation>Cortada — la respuesta hasta ahora</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>No answer</source>
            <translation>Sin respuesta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>The model gave no answer</source>
            <translation>El modelo no dio ninguna respuesta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Not while an answer is being written</source>
            <translation>No mientras se escribe una respuesta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Edit this question and send it again (Esc cancels)</source>
            <translation>Editar esta pregunta y enviarla de nuevo (Esc cancela)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Ask this question again: the new answer replaces this one (Ctrl+R)</source>
            <translation>Volver a hacer esta pregunta: la nueva respuesta sustituye a esta (Ctrl+R)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>no passage with this number was shown to the assistant</source>
            <translation>no se mostró al asistente ningún fragmento con este número</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>No document open</source>
            <translation>Ningún documento abierto</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Previous page</source>
            <translation>Página anterior</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Next page</source>
            <translation>Página siguiente</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Summarise</source>
            <translation>Resumir</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Ask about this document: questions search it alone</source>
            <translation>Preguntar sobre este documento: las preguntas buscan solo en él</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Ask about it</source>
            <translation>Preguntar sobre él</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Open in default app</source>
            <translation>Abrir en la aplicación predeterminada</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom out (Ctrl+-)</source>
            <translation>Reducir (Ctrl+-)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom in (Ctrl++)</source>
            <translation>Ampliar (Ctrl++)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Fit the text's width (Ctrl+0)</source>
            <translation>Ajustar al ancho del texto (Ctrl+0)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Find in document (Ctrl+F)</source>
            <translation>Buscar en el documento (Ctrl+F)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Click a reference to see the passage in its document.</source>
            <translation>Haga clic en una referencia para ver el fragmento en su documento.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Fit to width</source>
            <translation>Ajustar al ancho</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom</source>
            <translation>Zoom</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Opening {name}…</source>
            <translation>Abriendo {name}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Could not open the document: {message}
Try “Open in default app”.</source>
            <translation>No se pudo abrir el documento: {message}
Pruebe «Abrir en la aplicación predeterminada».</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Could not open {path} ({error}).
Try “Open in default app”.</source>
            <translation>No se pudo abrir {path} ({error}).
Pruebe «Abrir en la aplicación predeterminada».</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Add folder…</source>
            <translation>&amp;Añadir carpeta…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Re-index all folders</source>
            <translation>&amp;Reindexar todas las carpetas</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Re&amp;pair library</source>
            <translation>Re&amp;parar biblioteca</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Export conversation…</source>
            <translation>&amp;Exportar conversación…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Settings…</source>
            <translation>A&amp;justes…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Models…</source>
            <translation>&amp;Modelos…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Conversation</source>
            <translation>&amp;Conversación</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;New conversation</source>
            <translation>&amp;Nueva conversación</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Find conversation</source>
            <translation>&amp;Buscar conversación</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Stop answer</source>
            <translation>&amp;Detener respuesta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Regenerate answer</source>
            <translation>&amp;Regenerar respuesta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Stop the answer (or cancel editing a question)</source>
            <translation>Detener la respuesta (o cancelar la edición de una pregunta)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Edit</source>
            <translation>&amp;Edición</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Copy</source>
            <translation>&amp;Copiar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Select &amp;all</source>
            <translation>Seleccionar &amp;todo</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Zoom &amp;in</source>
            <translation>A&amp;mpliar</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Zoom &amp;out</source>
            <translation>&amp;Reducir</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Reset zoom</source>
            <translation>Restablecer &amp;zoom</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Main</source>
            <comment>the name of the main toolbar</comment>
            <translation>Principal</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Appearance</source>
            <translation>&amp;Apariencia</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Add folder</source>
            <translation>Añadir carpeta</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>New conversation</source>
            <translation>Nueva conversación</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Models</source>
            <translation>Modelos</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} holds other files ({names} and {more} more) and no Footnote library, so Footnote does not write its library there. Give an empty or new folder, such as {folder}</source>
            <translation>{path} contiene otros archivos ({names} y {more} más) y ninguna biblioteca de Footnote, así que Footnote no escribe allí su biblioteca. Indique una carpeta vacía o nueva, como {folder}</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} holds other files ({names}) and no Footnote library, so Footnote does not write its library there. Give an empty or new folder, such as {folder}</source>
            <translation>{path} contiene otros archivos ({names}) y ninguna biblioteca de Footnote, así que Footnote no escribe allí su biblioteca. Indique una carpeta vacía o nueva, como {folder}</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} is a file, not a folder. Give a folder for the library</source>
            <translation>{path} es un archivo, no una carpeta. Indique una carpeta para la biblioteca</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} cannot be a folder: part of that path is a file. Give a folder for the library</source>
            <translation>{path} no puede ser una carpeta: parte de esa ruta es un archivo. Indique una carpeta para la biblioteca</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} cannot be opened ({detail}). Give another folder</source>
            <translation>{path} no se puede abrir ({detail}). Indique otra carpeta</translation>
        </message>
        <message>
            <location filename="indexer/base/paths.py" />
            <source>file name cannot be stored: {path}</source>
            <translation>no se puede guardar el nombre de archivo: {path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>nothing excluded by {rules} rule</source>
            <translation>{rules} regla no excluye nada</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>nothing excluded by {rules} rules</source>
            <translation>{rules} reglas no excluyen nada</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file excluded by {rules} rule</source>
            <translation>{rules} regla excluye {files} archivo</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file excluded by {rules} rules</source>
            <translation>{rules} reglas excluyen {files} archivo</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files excluded by {rules} rule</source>
            <translation>{rules} regla excluye {files} archivos</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files excluded by {rules} rules</source>
            <translation>{rules} reglas excluyen {files} archivos</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folder excluded by {rules} rule</source>
            <translation>{rules} regla excluye {folders} carpeta</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folder excluded by {rules} rules</source>
            <translation>{rules} reglas excluyen {folders} carpeta</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folders excluded by {rules} rule</source>
            <translation>{rules} regla excluye {folders} carpetas</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folders excluded by {rules} rules</source>
            <translation>{rules} reglas excluyen {folders} carpetas</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folder excluded by {rules} rule</source>
            <translation>{rules} regla excluye {files} archivo y {folders} carpeta</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folder excluded by {rules} rules</source>
            <translation>{rules} reglas excluyen {files} archivo y {folders} carpeta</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folders excluded by {rules} rule</source>
            <translation>{rules} regla excluye {files} archivo y {folders} carpetas</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folders excluded by {rules} rules</source>
            <translation>{rules} reglas excluyen {files} archivo y {folders} carpetas</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folder excluded by {rules} rule</source>
            <translation>{rules} regla excluye {files} archivos y {folders} carpeta</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folder excluded by {rules} rules</source>
            <translation>{rules} reglas excluyen {files} archivos y {folders} carpeta</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folders excluded by {rules} rule</source>
            <translation>{rules} regla excluye {files} archivos y {folders} carpetas</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folders excluded by {rules} rules</source>
            <translation>{rules} reglas excluyen {files} archivos y {folders} carpetas</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>special file</source>
            <translation>archivo especial</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>folder link loop — already visited</source>
            <translation>bucle de enlaces de carpeta — carpeta ya recorrida</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>named pipe</source>
            <translation>tubería con nombre</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>socket</source>
            <translation>socket</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>character device</source>
            <translation>dispositivo de caracteres</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>block device</source>
            <translation>dispositivo de bloques</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>folder</source>
            <translation>carpeta</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link to a folder indexed already, not followed again: {path}</source>
            <translation>enlace a una carpeta ya indexada, no se vuelve a seguir: {path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>permission denied</source>
            <translation>permiso denegado</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>file name cannot be stored (invalid characters)</source>
            <translation>no se puede guardar el nombre de archivo (caracteres no válidos)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link to a hidden file or folder, not followed: {path}</source>
            <translation>enlace a un archivo o carpeta ocultos, no se sigue: {path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link leads outside the library folder, not followed: add {path} to the library to index it</source>
            <translation>el enlace sale de la carpeta de la biblioteca, no se sigue: añada {path} a la biblioteca para indexarlo</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{rule} is not a file or folder inside {root}</source>
            <translation>{rule} no es un archivo ni una carpeta dentro de {root}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>(empty) is not a file or folder inside {root}</source>
            <translation>(vacío) no es un archivo ni una carpeta dentro de {root}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>not found</source>
            <translation>no se encuentra</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>cannot read folder: {detail}</source>
            <translation>no se puede leer la carpeta: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>broken link</source>
            <translation>enlace roto</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>vanished during scan</source>
            <translation>desapareció durante la exploración</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>not a regular file ({detail})</source>
            <translation>no es un archivo normal ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link loop</source>
            <translation>bucle de enlaces</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>cannot read: {detail}</source>
            <translation>no se puede leer: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/__init__.py" />
            <source>no text found</source>
            <translation>no se encontró texto</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/__init__.py" />
            <source>unsupported file type ({suffix})</source>
            <translation>tipo de archivo no compatible ({suffix})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text for {detail}: over {amount} by page {page:,} of {pages:,} (repeated pages?) — not indexed</source>
            <translation>demasiado texto para {detail}: más de {amount} al llegar a la página {page:,} de {pages:,} (¿páginas repetidas?) — sin indexar</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>{count:,} characters</source>
            <translation>{count:,} caracteres</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text for {detail}: over {amount} (repeated pages?) — not indexed</source>
            <translation>demasiado texto para {detail}: más de {amount} (¿páginas repetidas?) — sin indexar</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {amount} by page {page:,} of {pages:,}, the limit for one file — not indexed</source>
            <translation>demasiado texto: más de {amount} al llegar a la página {page:,} de {pages:,}, el límite para un archivo — sin indexar</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {amount}, the limit for one file — not indexed</source>
            <translation>demasiado texto: más de {amount}, el límite para un archivo — sin indexar</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {count:,} characters by page {page:,} of {pages:,}, the limit for one file — not indexed</source>
            <translation>demasiado texto: más de {count:,} caracteres al llegar a la página {page:,} de {pages:,}, el límite para un archivo — sin indexar</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {count:,} characters, the limit for one file — not indexed</source>
            <translation>demasiado texto: más de {count:,} caracteres, el límite para un archivo — sin indexar</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/docx.py" />
            <source>password protected or old .doc format</source>
            <translation>protegido con contraseña o en el antiguo formato .doc</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/eml.py" />
            <source>empty file</source>
            <translation>archivo vacío</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/eml.py" />
            <source>file too large ({size} MB)</source>
            <translation>archivo demasiado grande ({size} MB)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/epub.py" />
            <source>unreadable {kind}: {reason}</source>
            <translation>{kind} ilegible: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its XML defines entities that expand to far more than its size (an entity bomb?)</source>
            <translation>su XML define entidades que se expanden hasta mucho más que su tamaño (¿una bomba de entidades?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>the file ends too early (an incomplete download or copy?)</source>
            <translation>el archivo termina antes de tiempo (¿una descarga o copia incompleta?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its contents could not be read</source>
            <translation>no se pudo leer su contenido</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its zip container is broken</source>
            <translation>su contenedor zip está roto</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>the file is damaged ({detail})</source>
            <translation>el archivo está dañado ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>one piece of its text is too large to read (over {size} without a break)</source>
            <translation>una parte de su texto es demasiado grande para leerla (más de {size} sin ningún salto)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>unreadable {kind}: the file is damaged ({detail})</source>
            <translation>{kind} ilegible: el archivo está dañado ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: its {size} unpack to {unpacked}, more than {detail}</source>
            <translation>{kind} demasiado grande para descomprimir: sus {size} ocupan {unpacked} al descomprimirse, más de {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: it needs more than {detail} (a zip bomb, or a file that unpacks to far more than its size?)</source>
            <translation>{kind} demasiado grande para descomprimir: necesita más de {detail} (¿una bomba zip, o un archivo que al descomprimirse ocupa mucho más que su tamaño?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: its {size} unpack to {unpacked} (a zip bomb?)</source>
            <translation>{kind} demasiado grande para descomprimir: sus {size} ocupan {unpacked} al descomprimirse (¿una bomba zip?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/ocr.py" />
            <source>OCR model missing: {names}</source>
            <translation>falta el modelo OCR: {names}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/ocr.py" />
            <source>OCR engine not installed ({name})</source>
            <translation>motor OCR no instalado ({name})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>no text layer — scanned?</source>
            <translation>sin capa de texto — ¿escaneado?</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>no text and no images on its pages (blank?)</source>
            <translation>sus páginas no tienen texto ni imágenes (¿en blanco?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>scanned pages, but text recognition found no words on them</source>
            <translation>páginas escaneadas, pero el reconocimiento de texto no encontró palabras en ellas</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>the text recognition engine failed on them</source>
            <translation>el motor de reconocimiento de texto falló con ellas</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>password protected</source>
            <translation>protegido con contraseña</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>PDF has no pages</source>
            <translation>el PDF no tiene páginas</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its pages could not be read</source>
            <translation>no se pudieron leer sus páginas</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>a {size} PDF</source>
            <translation>un PDF de {size}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its structure could not be read</source>
            <translation>no se pudo leer su estructura</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its encryption could not be read</source>
            <translation>no se pudo leer su cifrado</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its page list could not be read</source>
            <translation>no se pudo leer su lista de páginas</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>scanned pages could not be read: {reason}</source>
            <translation>no se pudieron leer las páginas escaneadas: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>reading scanned page {page} of {pages}</source>
            <translation>leyendo la página escaneada {page} de {pages}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>unsupported PDF encryption: {detail}</source>
            <translation>cifrado de PDF no compatible: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/text.py" />
            <source>undecodable text</source>
            <translation>no se pudo descodificar el texto</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/text.py" />
            <source>binary file</source>
            <translation>archivo binario</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the parser ran out of memory</source>
            <translation>el analizador se quedó sin memoria</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser ran out of memory</source>
            <translation>el analizador se quedó sin memoria</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the file could not be opened</source>
            <translation>no se pudo abrir el archivo</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>a parser process could not start (exit code {code})</source>
            <translation>no se pudo iniciar un proceso de análisis (código de salida {code})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>could not be read: {reason}</source>
            <translation>no se pudo leer: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s of CPU time (time budget for {pages} pages)</source>
            <translation>el analizador se detuvo tras {seconds:.0f} s de tiempo de CPU (límite de tiempo para {pages} páginas)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s of CPU time (time budget)</source>
            <translation>el analizador se detuvo tras {seconds:.0f} s de tiempo de CPU (límite de tiempo)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s with no result and only {cpu:.0f} s of CPU time used: stuck? (time budget for {pages} pages)</source>
            <translation>el analizador se detuvo tras {seconds:.0f} s sin resultado y con solo {cpu:.0f} s de tiempo de CPU usados: ¿bloqueado? (límite de tiempo para {pages} páginas)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s with no result and only {cpu:.0f} s of CPU time used: stuck? (time budget)</source>
            <translation>el analizador se detuvo tras {seconds:.0f} s sin resultado y con solo {cpu:.0f} s de tiempo de CPU usados: ¿bloqueado? (límite de tiempo)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the parser failed on this file</source>
            <translation>el analizador falló con este archivo</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser crashed (exit code {code})</source>
            <translation>el analizador se cerró inesperadamente (código de salida {code})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>vanished during indexing</source>
            <translation>desapareció durante la indexación</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>the memory a parser may use</source>
            <translation>la memoria que puede usar un analizador</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>will retry on the next run</source>
            <translation>se reintentará en la próxima pasada</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — not indexed while it is unchanged</source>
            <translation>{reason} — no se indexa mientras no cambie</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser was killed (by the system, short of memory?)</source>
            <translation>el analizador fue finalizado (¿por el sistema, por falta de memoria?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser crashed on this file (damaged, or made to crash readers?)</source>
            <translation>el analizador se cerró inesperadamente con este archivo (¿dañado, o creado para hacer fallar a los lectores?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — will retry after {time}</source>
            <translation>{reason} — se reintentará a partir de {time}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>will retry after {time}</source>
            <translation>se reintentará a partir de {time}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>PDF too big to unpack: reading it needs more than {detail} (a decompression bomb?)</source>
            <translation>PDF demasiado grande para descomprimir: leerlo requiere más de {detail} (¿una bomba de descompresión?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>the {size} a parser may use</source>
            <translation>los {size} que puede usar un analizador</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — will retry on the next run</source>
            <translation>{reason} — se reintentará en la próxima pasada</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser crashed on this file: reading it needs more than {detail}, or it is damaged</source>
            <translation>el analizador se cerró inesperadamente con este archivo: leerlo requiere más de {detail}, o está dañado</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>the library's folder list could not be read back.</source>
            <translation>no se pudo volver a leer la lista de carpetas de la biblioteca.</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>no copy of it was kept ({path} is missing: libraries indexed by older versions have none)</source>
            <translation>no se conservó ninguna copia ({path} no existe: las bibliotecas indexadas con versiones anteriores no la tienen)</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>Add your folders again: `{command}` (or drop them onto the window).</source>
            <translation>Vuelva a añadir sus carpetas: `{command}` (o arrástrelas a la ventana).</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/switch.py" />
            <source>cancelled</source>
            <translation>cancelado</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>{reason} — the version indexed before stays searchable</source>
            <translation>{reason} — la búsqueda sigue usando la versión indexada antes</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>not a regular file any more</source>
            <translation>ya no es un archivo normal</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>changed while being indexed — will be indexed on the next run</source>
            <translation>cambió durante la indexación — se indexará en la próxima pasada</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>too large ({size} &gt; {limit} limit)</source>
            <translation>demasiado grande ({size} &gt; límite de {limit})</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>embedder stopped: {reason}</source>
            <translation>el modelo de vectorización se detuvo: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>holds {found} of the {known} files indexed from it (empty, unmounted or unreadable?): nothing was removed; confirm the removals if the files were deleted on purpose</source>
            <translation>contiene {found} de los {known} archivos indexados en ella (¿vacía, desmontada o ilegible?): no se quitó nada; confirme que se quiten si los archivos se borraron a propósito</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/scans.py" />
            <source>no result</source>
            <translation>sin resultado</translation>
        </message>
        <message>
            <location filename="indexer/retrieval/search.py" />
            <source>This library was indexed with '{embedder}'; searching it with '{other}' would compare unrelated vectors. Search with the library's embedder.</source>
            <translation>Esta biblioteca se indexó con «{embedder}»; buscar en ella con «{other}» compararía vectores sin relación entre sí. Busque con el modelo de vectorización de la biblioteca.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>no answer in time</source>
            <translation>sin respuesta a tiempo</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>connection refused</source>
            <translation>conexión rechazada</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the connection was dropped</source>
            <translation>se cortó la conexión</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown (it has no {path})</source>
            <translation>desconocida (no tiene {path})</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} does not answer ({detail}); what was indexed is kept. Start it (`{command}`).</source>
            <translation>el servidor Chroma de {url} no responde ({detail}); se conserva lo ya indexado. Inícielo (`{command}`).</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} is version {detail}, and Footnote's Chroma client ({client}) works only with Chroma servers {major}.x: upgrade the server ({command}).</source>
            <translation>el servidor Chroma de {url} tiene la versión {detail}, y el cliente Chroma de Footnote ({client}) solo funciona con servidores Chroma {major}.x: actualice el servidor ({command}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} stopped answering ({detail}); what was indexed is kept; run again when it is back.</source>
            <translation>el servidor Chroma de {url} dejó de responder ({detail}); se conserva lo ya indexado; vuelva a indexar cuando esté disponible de nuevo.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}).</source>
            <translation>el servidor Chroma de {url} rechazó las credenciales (HTTP {status}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} asks for credentials (HTTP {status}): its password is needed.</source>
            <translation>el servidor Chroma de {url} pide credenciales (HTTP {status}): se necesita su contraseña.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} asks for credentials (HTTP {status}): its token is needed.</source>
            <translation>el servidor Chroma de {url} pide credenciales (HTTP {status}): se necesita su token.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown</source>
            <translation>desconocida</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>{option} must be http://HOST:PORT or https://HOST[:PORT][/PATH] (or '{embedded}' for the library's own store), not {url}</source>
            <translation>{option} debe ser http://HOST:PORT o https://HOST[:PORT][/PATH] (o '{embedded}' para el almacén propio de la biblioteca), no {url}</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>(Footnote keeps no password in a URL: it would be recorded in the library and shown.)</source>
            <translation>(Footnote no guarda contraseñas en una URL: quedarían registradas en la biblioteca y a la vista.)</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>(Footnote keeps no token in a URL: it would be recorded in the library and shown.)</source>
            <translation>(Footnote no guarda tokens en una URL: quedarían registrados en la biblioteca y a la vista.)</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}): check the password in {variable}.</source>
            <translation>el servidor Chroma de {url} rechazó las credenciales (HTTP {status}): compruebe la contraseña de {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}): check the token in {variable}.</source>
            <translation>el servidor Chroma de {url} rechazó las credenciales (HTTP {status}): compruebe el token de {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown (it is not a Chroma server: HTTP {status} for the heartbeat)</source>
            <translation>desconocida (no es un servidor Chroma: HTTP {status} al comprobar el latido)</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>unknown embedder {name}: use 'builtin' or 'ollama:&lt;model&gt;'</source>
            <translation>modelo de vectorización desconocido {name}: use 'builtin' u 'ollama:&lt;model&gt;'</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>Ollama could not embed with '{model}': {detail}</source>
            <translation>Ollama no pudo vectorizar con «{model}»: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>The embedding model '{model}' is not in Ollama. Fetch it with `{command}`.</source>
            <translation>El modelo de vectorización «{model}» no está en Ollama. Descárguelo con `{command}`.</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>Ollama at {url} did not answer in time.</source>
            <translation>Ollama en {url} no respondió a tiempo.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>there is no system keyring here (usual on a server or in CI)</source>
            <translation>aquí no hay llavero del sistema (lo habitual en un servidor o en CI)</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the password (HTTP {status}).</source>
            <translation>El servidor {host} rechazó la contraseña (HTTP {status}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the token (HTTP {status}).</source>
            <translation>El servidor {host} rechazó el token (HTTP {status}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Cannot reach Ollama at {url}: check that it is running there and that this computer can reach {host} (network, VPN, firewall).</source>
            <translation>No se puede acceder a Ollama en {url}: compruebe que se esté ejecutando allí y que este equipo pueda acceder a {host} (red, VPN, cortafuegos).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The secure connection to {host} failed ({detail}). Check that the URL's http/https matches the server; if its certificate comes from your own authority, point {variable} at that authority's certificate.</source>
            <translation>Falló la conexión segura con {host} ({detail}). Compruebe que el http/https de la URL coincida con el del servidor; si su certificado procede de su propia autoridad, haga que {variable} apunte al certificado de esa autoridad.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>{url} answered HTTP {status} where Ollama answers: check the URL, including any path prefix of a reverse proxy (e.g. https://host/ollama).</source>
            <translation>{url} respondió HTTP {status} donde debería responder Ollama: compruebe la URL, incluido cualquier prefijo de ruta de un proxy inverso (p. ej., https://host/ollama).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>the keyring package is not installed</source>
            <translation>el paquete keyring no está instalado</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} answers, but Ollama behind it does not (HTTP {status}): check that Ollama runs on that machine.</source>
            <translation>El servidor {host} responde, pero Ollama, detrás de él, no (HTTP {status}): compruebe que Ollama se esté ejecutando en ese equipo.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Ollama at {url} did not accept a connection within {seconds:.0f} s. Check that {host} is on and reachable from this computer (network, VPN, firewall).</source>
            <translation>Ollama en {url} no aceptó ninguna conexión en {seconds:.0f} s. Compruebe que {host} esté encendido y sea accesible desde este equipo (red, VPN, cortafuegos).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Ollama is not running at {url}.</source>
            <translation>Ollama no se está ejecutando en {url}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a password (HTTP {status}), and none is stored for {url}.</source>
            <translation>El servidor {host} pide una contraseña (HTTP {status}) y no hay ninguna guardada para {url}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a token (HTTP {status}), and none is stored for {url}.</source>
            <translation>El servidor {host} pide un token (HTTP {status}) y no hay ninguno guardado para {url}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>not an Ollama URL: {url} (use http://host:port or https://host/path)</source>
            <translation>no es una URL de Ollama: {url} (use http://host:port o https://host/path)</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the password in {variable} (HTTP {status}) — check that variable.</source>
            <translation>El servidor {host} rechazó la contraseña de {variable} (HTTP {status}) — compruebe esa variable.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the token in {variable} (HTTP {status}) — check that variable.</source>
            <translation>El servidor {host} rechazó el token de {variable} (HTTP {status}) — compruebe esa variable.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a password (HTTP {status}), and {problem}.</source>
            <translation>El servidor {host} pide una contraseña (HTTP {status}), pero {problem}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a token (HTTP {status}), and {problem}.</source>
            <translation>El servidor {host} pide un token (HTTP {status}), pero {problem}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>the system keyring did not answer ({detail})</source>
            <translation>el llavero del sistema no respondió ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The password was not saved: {reason}. Set {variable} in Footnote's environment instead.</source>
            <translation>No se guardó la contraseña: {reason}. En su lugar, defina {variable} en el entorno de Footnote.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The token was not saved: {reason}. Set {variable} in Footnote's environment instead.</source>
            <translation>No se guardó el token: {reason}. En su lugar, defina {variable} en el entorno de Footnote.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The system keyring refused to keep the password ({detail}). Unlock it and save again, or set {variable} instead.</source>
            <translation>El llavero del sistema se negó a guardar la contraseña ({detail}). Desbloquéelo y vuelva a guardar, o defina {variable} en su lugar.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The system keyring refused to keep the token ({detail}). Unlock it and save again, or set {variable} instead.</source>
            <translation>El llavero del sistema se negó a guardar el token ({detail}). Desbloquéelo y vuelva a guardar, o defina {variable} en su lugar.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>update it</source>
            <translation>actualizarla</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>Your documents and conversations are not touched.</source>
            <translation>Sus documentos y conversaciones no se tocan.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the library in {path} is damaged ({detail}).</source>
            <translation>la biblioteca de {path} está dañada ({detail}).</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>it moves it aside and rebuilds it from your folders</source>
            <translation>la aparta y la reconstruye a partir de sus carpetas</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the library in {path} is read-only, so Footnote cannot {detail}. Searching it still works.</source>
            <translation>la biblioteca de {path} es de solo lectura, así que Footnote no puede {detail}. Se puede seguir buscando en ella.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the disk holding the library ({path}, {free:.0f} MB free) is full. Free some space and run the indexing again: everything indexed so far is kept and the run continues where it stopped.</source>
            <translation>el disco que contiene la biblioteca ({path}, {free:.0f} MB libres) está lleno. Libere espacio y vuelva a ejecutar la indexación: se conserva todo lo indexado hasta ahora y la pasada continúa donde se quedó.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>integrity check: {result}</source>
            <translation>comprobación de integridad: {result}</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>not a folder list of format {format}</source>
            <translation>no es una lista de carpetas con formato {format}</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{rule} is not an exclusion rule</source>
            <translation>{rule} no es una regla de exclusión</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} cannot be read ({detail})</source>
            <translation>{path} no se puede leer ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} is damaged ({detail})</source>
            <translation>{path} está dañado ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} is not a folder's full path</source>
            <translation>{path} no es la ruta completa de una carpeta</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into the Chroma server at {recorded}; this session uses the Chroma server at {url}, which may lack its vectors.</source>
            <translation>esta biblioteca se indexó en el servidor Chroma de {recorded}; esta sesión usa el servidor Chroma de {url}, que puede no tener sus vectores.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into the Chroma server at {recorded}; this session uses its own store ({path}), which may lack its vectors.</source>
            <translation>esta biblioteca se indexó en el servidor Chroma de {recorded}; esta sesión usa su almacén propio ({path}), que puede no tener sus vectores.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into its own store ({path}); this session uses the Chroma server at {url}, which may lack its vectors.</source>
            <translation>esta biblioteca se indexó en su almacén propio ({path}); esta sesión usa el servidor Chroma de {url}, que puede no tener sus vectores.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in the Chroma server at {recorded}, where it was indexed, not in the Chroma server at {url}.</source>
            <translation>los vectores de esta biblioteca están en el servidor Chroma de {recorded}, donde se indexó, no en el servidor Chroma de {url}.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>{count} passages lost their vectors (the vector store was deleted or replaced), so they are found by keywords only.</source>
            <translation>{count} fragmentos perdieron sus vectores (el almacén de vectores se eliminó o se sustituyó), así que solo se encuentran por palabras clave.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>it makes them again</source>
            <translation>los vuelve a crear</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this is a shared library, indexed on {machine} (published {when}); search and ask here, and index it there.</source>
            <translation>esta es una biblioteca compartida, indexada en {machine} (publicada el {when}); busque y pregunte aquí, e indéxela allí.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in the Chroma server at {recorded}, where it was indexed, not in its own store ({path}).</source>
            <translation>los vectores de esta biblioteca están en el servidor Chroma de {recorded}, donde se indexó, no en su almacén propio ({path}).</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in its own store ({path}), where it was indexed, not in the Chroma server at {url}.</source>
            <translation>los vectores de esta biblioteca están en su almacén propio ({path}), donde se indexó, no en el servidor Chroma de {url}.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>This library's vectors were made with '{embedder}', not '{other}'.</source>
            <translation>Los vectores de esta biblioteca se crearon con «{embedder}», no con «{other}».</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>it rebuilds the vectors while the current ones stay searchable</source>
            <translation>reconstruye los vectores mientras los actuales siguen sirviendo para buscar</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>vectors already there are kept; the rest are made again there</source>
            <translation>se conservan los vectores que ya están allí; el resto se vuelve a crear allí</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>another Footnote indexing run is using {path}</source>
            <translation>otra indexación de Footnote está usando {path}</translation>
        </message>
        <message>
            <location filename="indexer/store/manifest.py" />
            <source>create a library there</source>
            <translation>crear allí una biblioteca</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a positive whole number</source>
            <translation>un número entero positivo</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a file name beside the publication, like library-&lt;digits&gt;.sqlite</source>
            <translation>un nombre de archivo junto a la publicación, como library-&lt;digits&gt;.sqlite</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>the http(s) URL of a Chroma server</source>
            <translation>la URL http(s) de un servidor Chroma</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a list of folder paths</source>
            <translation>una lista de rutas de carpetas</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>an embedder's name, or null</source>
            <translation>el nombre de un modelo de vectorización, o null</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a time, as text</source>
            <translation>una fecha y hora, como texto</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a host name</source>
            <translation>un nombre de host</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a folder path</source>
            <translation>una ruta de carpeta</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: its field {name} is missing (it must be {detail}).</source>
            <translation>{path} no es una publicación válida: falta su campo {name} (debe ser {detail}).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: its field {name} is {value} (it must be {detail}).</source>
            <translation>{path} no es una publicación válida: su campo {name} es {value} (debe ser {detail}).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Ask the publisher to publish again (`{command}` on the indexing machine).</source>
            <translation>Pida a quien la publica que vuelva a publicarla (`{command}` en el equipo que indexa).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is remembered for this folder</source>
            <translation>se recuerda para esta carpeta</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is not a regular file</source>
            <translation>no es un archivo normal</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Footnote sends searches, and your Chroma credentials, only to a server you chose.</source>
            <translation>Footnote solo envía las búsquedas, y sus credenciales de Chroma, a un servidor que usted haya elegido.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>If you do not, ask the publisher where its vectors are.</source>
            <translation>Si no confía en ella, pregunte a quien la publica dónde están sus vectores.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} was published by another version of Footnote (format {found}, this one reads {format}): update Footnote here or there</source>
            <translation>{path} se publicó con otra versión de Footnote (formato {found}; esta lee el formato {format}): actualice Footnote aquí o allí</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is larger than {size} MiB</source>
            <translation>ocupa más de {size} MiB</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Nothing was copied.</source>
            <translation>No se copió nada.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{folder} was published again while each snapshot was being copied: try again in a moment.</source>
            <translation>{folder} se volvió a publicar mientras se copiaba cada instantánea: inténtelo de nuevo dentro de un momento.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>this shared library (published by {machine}) names the Chroma server at {url}, not the one you chose ({chosen}): nothing was sent to either.</source>
            <translation>esta biblioteca compartida (publicada por {machine}) indica el servidor Chroma de {url}, no el que usted eligió ({chosen}): no se envió nada a ninguno de los dos.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{folder} holds no shared library ({name} not found): on the indexing machine, run `{command}`</source>
            <translation>{folder} no contiene ninguna biblioteca compartida (no se encuentra {name}): en el equipo que indexa, ejecute `{command}`</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{option} wants PUBLISHER_FOLDER=FOLDER_HERE, not {pair}</source>
            <translation>{option} espera PUBLISHER_FOLDER=FOLDER_HERE, no {pair}</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a publication (a JSON {kind}, not an object).</source>
            <translation>{path} no es una publicación (es un {kind} de JSON, no un objeto).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>this shared library (published by {machine}) keeps its vectors on the Chroma server at {url}, its publication says.</source>
            <translation>según su publicación, esta biblioteca compartida (publicada por {machine}) guarda sus vectores en el servidor Chroma de {url}.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>cannot read {path}: {detail}.</source>
            <translation>no se puede leer {path}: {detail}.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} names the snapshot {name}, which is not in {folder}.</source>
            <translation>{path} indica la instantánea {name}, que no está en {folder}.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>cannot read the snapshot {path} ({detail}; a snapshot is a plain file, never a link).</source>
            <translation>no se puede leer la instantánea {path} ({detail}; una instantánea es un archivo normal, nunca un enlace).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>the snapshot {path} is not a plain file.</source>
            <translation>la instantánea {path} no es un archivo normal.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: it has fields Footnote does not publish ({fields}).</source>
            <translation>{path} no es una publicación válida: tiene campos que Footnote no publica ({fields}).</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the library is read-only and Chroma must write to open it</source>
            <translation>la biblioteca es de solo lectura y Chroma necesita escribir para abrirlo</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the disk is full</source>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the vector store ({path}) cannot be opened: {why}.</source>
            <translation>no se puede abrir el almacén de vectores ({path}): {why}.</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>it is damaged or unreadable ({detail})</source>
            <translation>está dañado o es ilegible ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>it moves it aside; the next run rebuilds the vectors</source>
            <translation>lo aparta; la próxima pasada reconstruye los vectores</translation>
        </message>
    </context>
</TS>
