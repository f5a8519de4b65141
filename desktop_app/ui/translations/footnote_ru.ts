<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
    <context>
        <name>Footnote</name>
        <message>
            <location filename="desktop_app/app.py" />
            <source>The library location in your settings cannot be used: {problem}. Until it is changed, the library in {folder} is used.</source>
            <translation>Расположение библиотеки, указанное в настройках, использовать нельзя: {problem}. Пока оно не изменено, используется библиотека в {folder}.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/agent.py" />
            <source>the model's reply could not be read; asking again…</source>
            <translation>не удалось прочитать ответ модели; повторный запрос…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/agent.py" />
            <source>the model server failed ({error}); retrying…</source>
            <translation>сбой сервера модели ({error}); повторная попытка…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>no passage with this number was shown (shown: none)</source>
            <translation>фрагмент с таким номером не показывался (показано: ни одного)</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>the answer cites no passage at all</source>
            <translation>в ответе нет ни одной ссылки на фрагменты</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>this sentence cites no passage</source>
            <translation>в этом предложении нет ссылки на фрагмент</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>page {page}</source>
            <translation>стр. {page}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>section {section}</source>
            <translation>раздел {section}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>no passage with this number was shown (shown: 1–{last})</source>
            <translation>фрагмент с таким номером не показывался (показаны: 1–{last})</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>only {share:.0%} of its words appear in the passages</source>
            <translation>только {share:.0%} его слов встречаются во фрагментах</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading {name}, pages all…</source>
            <translation>чтение {name}, все страницы…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading {name}, pages {pages}…</source>
            <translation>чтение {name}, страницы {pages}…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>the library's documents</source>
            <translation>документы библиотеки</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading pages {pages} of {total} of {name} (part {part} of {parts})…</source>
            <translation>чтение страниц {pages} из {total} в {name} (часть {part} из {parts})…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>putting together pages {pages} of {name} (group {group} of {groups})…</source>
            <translation>сведение страниц {pages} из {name} (группа {group} из {groups})…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Interrupted: Footnote stopped before this answer was finished.</source>
            <translation>Прервано: Footnote остановился до завершения этого ответа.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model returned an empty answer. The %n passage(s) it was shown may hold the answer.</source>
            <translation>
                <numerusform>Модель вернула пустой ответ. Ответ может быть в %n показанном ей фрагменте.</numerusform>
                <numerusform>Модель вернула пустой ответ. Ответ может быть в %n показанных ей фрагментах.</numerusform>
                <numerusform>Модель вернула пустой ответ. Ответ может быть в %n показанных ей фрагментах.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model wrote a search request instead of an answer; a model with better tool support will do better. The %n passage(s) it was shown may hold the answer.</source>
            <translation>
                <numerusform>Модель написала поисковый запрос вместо ответа; модель с лучшей поддержкой инструментов справится лучше. Ответ может быть в %n показанном ей фрагменте.</numerusform>
                <numerusform>Модель написала поисковый запрос вместо ответа; модель с лучшей поддержкой инструментов справится лучше. Ответ может быть в %n показанных ей фрагментах.</numerusform>
                <numerusform>Модель написала поисковый запрос вместо ответа; модель с лучшей поддержкой инструментов справится лучше. Ответ может быть в %n показанных ей фрагментах.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model returned an empty answer.</source>
            <translation>Модель вернула пустой ответ.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model wrote a search request instead of an answer; a model with better tool support will do better.</source>
            <translation>Модель написала поисковый запрос вместо ответа; модель с лучшей поддержкой инструментов справится лучше.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Searching failed: {error}</source>
            <translation>Ошибка поиска: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Reading failed: {error}</source>
            <translation>Ошибка чтения: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} did not answer in time with '{model}': it may still be loading the model, or the machine is too slow for it (`ollama ps` says).</source>
            <translation>Ollama по адресу {server} не ответил вовремя с моделью «{model}»: возможно, модель ещё загружается или компьютер для неё слишком медленный (это покажет `ollama ps`).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The answer failed unexpectedly ({error}).</source>
            <translation>Ответ неожиданно завершился ошибкой ({error}).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} did not answer within {seconds:.0f} s with '{model}': it may still be loading the model, or the machine is too slow for it (`ollama ps` says).</source>
            <translation>Ollama по адресу {server} не ответил за {seconds:.0f} с с моделью «{model}»: возможно, модель ещё загружается или компьютер для неё слишком медленный (это покажет `ollama ps`).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' is not in Ollama. Fetch it with {command}.</source>
            <translation>Модели «{model}» нет в Ollama. Загрузите её командой {command}.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} refused to describe '{model}': {error}</source>
            <translation>Ollama по адресу {server} отказался описать «{model}»: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' cannot call tools, and Footnote needs that to search your documents.</source>
            <translation>Модель «{model}» не умеет вызывать инструменты, а без этого Footnote не может искать в ваших документах.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama could not run '{model}': {error}</source>
            <translation>Ollama не удалось запустить «{model}»: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>'{model}' wrote a reply Footnote could not read ({error}), also when asked again. Ask again, or use a model with better tool support, e.g. {command}.</source>
            <translation>«{model}» написала ответ, который Footnote не смог прочитать ({error}), в том числе при повторном запросе. Спросите ещё раз или используйте модель с лучшей поддержкой инструментов, например {command}.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Talking to Ollama at {server} failed ({error}).</source>
            <translation>Ошибка связи с Ollama по адресу {server} ({error}).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' cannot call tools.</source>
            <translation>Модель «{model}» не умеет вызывать инструменты.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>The model kept repeating itself, so Footnote stopped the answer there. Ask again, or choose a larger model.</source>
            <translation>Модель начала повторяться, поэтому Footnote остановил ответ на этом месте. Спросите ещё раз или выберите модель побольше.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>The search budget for this question was used up.</source>
            <translation>Лимит поисков для этого вопроса исчерпан.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} (loading it) to read %n passage(s)…</source>
            <translation>
                <numerusform>ожидание, пока {model} (загружается) прочитает %n фрагмент…</numerusform>
                <numerusform>ожидание, пока {model} (загружается) прочитает %n фрагмента…</numerusform>
                <numerusform>ожидание, пока {model} (загружается) прочитает %n фрагментов…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} to read %n passage(s)…</source>
            <translation>
                <numerusform>ожидание, пока {model} прочитает %n фрагмент…</numerusform>
                <numerusform>ожидание, пока {model} прочитает %n фрагмента…</numerusform>
                <numerusform>ожидание, пока {model} прочитает %n фрагментов…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} (loading it)…</source>
            <translation>ожидание {model} (модель загружается)…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model}…</source>
            <translation>ожидание {model}…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>writing the answer…</source>
            <translation>написание ответа…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>searching '{query}'…</source>
            <translation>поиск «{query}»…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/scope.py" />
            <source>All folders</source>
            <translation>Все папки</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/scope.py" />
            <source>{folders} (was|were) removed from the library, so this question searched all folders.</source>
            <translation>
                <numerusform>Папка {folders} удалена из библиотеки, поэтому для этого вопроса поиск шёл по всем папкам.</numerusform>
                <numerusform>Папки {folders} удалены из библиотеки, поэтому для этого вопроса поиск шёл по всем папкам.</numerusform>
                <numerusform>Папки {folders} удалены из библиотеки, поэтому для этого вопроса поиск шёл по всем папкам.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/scope.py" />
            <source>{file} is no longer in the library, so this question searched all folders.</source>
            <translation>{file} больше нет в библиотеке, поэтому для этого вопроса поиск шёл по всем папкам.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>waiting for the previous question in this conversation…</source>
            <translation>ожидание предыдущего вопроса в этом диалоге…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>The shared library cannot be opened: {problem}</source>
            <translation>Не удаётся открыть общую библиотеку: {problem}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>Footnote cannot search your documents yet: {problem}</source>
            <translation>Footnote пока не может искать в ваших документах: {problem}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>Stopped before it started.</source>
            <translation>Остановлено до начала.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/state.py" />
            <source>Stopped by you.</source>
            <translation>Остановлено вами.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>correct a document's details</source>
            <translation>исправить сведения о документе</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>read the rest of a scanned document</source>
            <translation>прочитать остальные страницы отсканированного документа</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>{path} is the library folder itself: remove it instead</source>
            <translation>{path} — это сама папка библиотеки: её можно только удалить</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>{path} is not inside the library folder {folder}</source>
            <translation>{path} не находится в папке библиотеки {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>unknown</source>
            <comment>memory size</comment>
            <translation>неизвестно</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>{size} GB</source>
            <translation>{size} ГБ</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>small and quick; fits next to your other programs</source>
            <translation>маленькая и быстрая; уживается с другими программами</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>better answers, a little slower</source>
            <translation>ответы лучше, чуть медленнее</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>Footnote's default: good citations, quick</source>
            <translation>по умолчанию в Footnote: хорошие ссылки, быстрая</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>better answers; slower without a graphics card</source>
            <translation>ответы лучше; без видеокарты медленнее</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>an alternative of the same size</source>
            <translation>альтернатива того же размера</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>good answers at a good speed</source>
            <translation>хорошие ответы с хорошей скоростью</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>the most careful answers; needs a fast computer</source>
            <translation>самые тщательные ответы; нужен быстрый компьютер</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>an alternative of the 7B size</source>
            <translation>альтернатива размера 7B</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>quick, for slower computers</source>
            <translation>быстрая, для медленных компьютеров</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/probe.py" />
            <source>Ollama connected — {model} ready</source>
            <translation>Ollama подключён — модель {model} готова</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/probe.py" />
            <source>Ollama · {host} · {latency:.0f} ms — {model} ready</source>
            <translation>Ollama · {host} · {latency:.0f} мс — модель {model} готова</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Checking the download…</source>
            <translation>Проверка загрузки…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Finishing…</source>
            <translation>Завершение…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size} kB</source>
            <translation>{size} КБ</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Type the name of a model first, e.g. qwen2.5:3b.</source>
            <translation>Сначала введите название модели, например qwen2.5:3b.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size} MB</source>
            <translation>{size} МБ</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama could not download {model}: {error}</source>
            <translation>Ollama не удалось загрузить {model}: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Downloading {model} failed unexpectedly ({error}).</source>
            <translation>Загрузка {model} неожиданно завершилась ошибкой ({error}).</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{model} is downloaded and ready.</source>
            <translation>Модель {model} загружена и готова.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Downloading {model}: {done} of {total}</source>
            <translation>Загрузка {model}: {done} из {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Asking for {model}…</source>
            <translation>Запрос {model}…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama stopped sending the download of {model} before it finished. Download it again: Ollama continues where it stopped.</source>
            <translation>Ollama прекратил передачу {model} до конца загрузки. Загрузите модель снова: Ollama продолжит с места остановки.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama's library has no model called '{model}'. Check the spelling and the size tag (for example qwen2.5:3b), or pick one of the suggestions.</source>
            <translation>В библиотеке Ollama нет модели «{model}». Проверьте написание и тег размера (например, qwen2.5:3b) или выберите одну из предложенных.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>There is not enough free disk space to download {model}. Free some space (or remove a model you no longer use with `ollama rm &lt;name&gt;`), then download it again: Ollama keeps what it already has.</source>
            <translation>На диске недостаточно места для загрузки {model}. Освободите место (или удалите ненужную модель командой `ollama rm &lt;name&gt;`) и загрузите снова: уже загруженное Ollama сохранит.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama could not reach its model library to download {model} ({error}). Check the internet connection of the computer Ollama runs on, then download again: it continues where it stopped.</source>
            <translation>Ollama не может связаться со своей библиотекой моделей, чтобы загрузить {model} ({error}). Проверьте подключение к интернету на компьютере, где работает Ollama, и загрузите снова: загрузка продолжится с места остановки.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama at {server} stopped answering while downloading {model}. Download it again: Ollama continues where it stopped.</source>
            <translation>Ollama по адресу {server} перестал отвечать во время загрузки {model}. Загрузите модель снова: Ollama продолжит с места остановки.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>The connection to Ollama at {server} broke while downloading {model} ({error}). Download it again: Ollama continues where it stopped.</source>
            <translation>Соединение с Ollama по адресу {server} оборвалось во время загрузки {model} ({error}). Загрузите модель снова: Ollama продолжит с места остановки.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The Ollama sign-in was removed from the system keyring.</source>
            <translation>Данные для входа в Ollama удалены из системного хранилища ключей.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The token for {host} is kept in the system keyring.</source>
            <translation>Токен для {host} хранится в системном хранилище ключей.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The password for {host} is kept in the system keyring.</source>
            <translation>Пароль для {host} хранится в системном хранилище ключей.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use File ▸ Repair library</source>
            <translation>выберите Файл ▸ Восстановить библиотеку</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>to index, make the folder writable or choose another folder in Settings ▸ Data location</source>
            <translation>чтобы индексировать, сделайте папку доступной для записи или выберите другую папку в Настройки ▸ Расположение данных</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>choose {value} in Settings ▸ Embedding model to work with it</source>
            <translation>выберите {value} в Настройки ▸ Модель векторизации, чтобы работать с ней</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>choose {value} in Settings ▸ Embedding model to switch the library</source>
            <translation>выберите {value} в Настройки ▸ Модель векторизации, чтобы перевести на неё библиотеку</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>clear Settings ▸ Chroma server to keep using them</source>
            <translation>очистите Настройки ▸ Сервер Chroma, чтобы и дальше использовать их</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if you trust the publication, enter {value} in Settings ▸ Chroma server</source>
            <translation>если вы доверяете публикации, введите {value} в Настройки ▸ Сервер Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>to index on this desktop, clear Settings ▸ Shared library folder to use a library of your own</source>
            <translation>чтобы индексировать на этом компьютере, очистите Настройки ▸ Папка общей библиотеки и используйте собственную библиотеку</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use File ▸ Re-index all folders</source>
            <translation>выберите Файл ▸ Переиндексировать все папки</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if it runs elsewhere, correct the address in Settings ▸ Chroma server</source>
            <translation>если он работает на другом компьютере, исправьте адрес в Настройки ▸ Сервер Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter another one in Settings ▸ Chroma server</source>
            <translation>укажите другой в Настройки ▸ Сервер Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>then enter {value} in Settings ▸ Chroma server</source>
            <translation>затем введите {value} в Настройки ▸ Сервер Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter {value} once in Settings ▸ Chroma server, with the password (it is kept in the system keyring)</source>
            <translation>один раз введите {value} в Настройки ▸ Сервер Chroma вместе с паролем (он хранится в системном хранилище ключей)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check the one given in Settings ▸ Chroma server (kept in the system keyring), or set {value}</source>
            <translation>проверьте данные, указанные в Настройки ▸ Сервер Chroma (хранятся в системном хранилище ключей), или задайте {value}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>set {value} in Footnote's environment</source>
            <translation>задайте {value} в окружении Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>start it with `ollama serve`</source>
            <translation>запустите его командой `ollama serve`</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if it runs elsewhere, enter its address in Settings ▸ Ollama URL</source>
            <translation>если он работает на другом компьютере, введите его адрес в Настройки ▸ URL Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter it in Settings ▸ Sign-in (or set {value})</source>
            <translation>введите его в Настройки ▸ Авторизация (или задайте {value})</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check Settings ▸ Sign-in (or set {value})</source>
            <translation>проверьте Настройки ▸ Авторизация (или задайте {value})</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check the password in Settings ▸ Ollama URL</source>
            <translation>проверьте пароль в Настройки ▸ URL Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>try a smaller model (Settings ▸ Chat model), or ask again once it is loaded</source>
            <translation>попробуйте модель поменьше (Настройки ▸ Модель чата) или спросите снова, когда она загрузится</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>, or </source>
            <translation>, или </translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>move them from a terminal: {command}</source>
            <translation>перенесите их из терминала: {command}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use a model with tool support, e.g. {command}, and choose it in Settings ▸ Chat model</source>
            <translation>используйте модель с поддержкой инструментов, например {command}, и выберите её в Настройки ▸ Модель чата</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} reused</source>
            <translation>повторно использовано: {count}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} unchanged</source>
            <translation>без изменений: {count}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} skipped</source>
            <translation>пропущено: {count}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} failed</source>
            <translation>с ошибками: {count}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} removed</source>
            <translation>удалено: {count}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>ETA {duration}</source>
            <translation>осталось {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{rate} passages/s</source>
            <translation>{rate} фрагм./с</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{speed} MB/s</source>
            <translation>{speed} МБ/с</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total} · {duration} left</source>
            <translation>отсканированная страница {read} из {total} · осталось {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{hours} h {minutes:02d} min</source>
            <translation>{hours} ч {minutes:02d} мин</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Looking for files…</source>
            <translation>Поиск файлов…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Cancelled: {files} files — {counts} · {passages} passages added · {duration}</source>
            <translation>Отменено. Файлов: {files} — {counts} · добавлено фрагментов: {passages} · {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Done: {files} files — {counts} · {passages} passages added · {duration}</source>
            <translation>Готово. Файлов: {files} — {counts} · добавлено фрагментов: {passages} · {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>nothing</source>
            <comment>excluded</comment>
            <translation>ничего</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>{what} excluded by %n rule(s)</source>
            <translation>
                <numerusform>исключено по %n правилу: {what}</numerusform>
                <numerusform>исключено по %n правилам: {what}</numerusform>
                <numerusform>исключено по %n правилам: {what}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>estimating…</source>
            <translation>оценка…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total} — the OCR page limit keeps the rest (Files ▸ Read all scanned pages)</source>
            <translation>отсканированная страница {read} из {total} — остальные не читаются из-за лимита страниц OCR (Файлы ▸ Прочитать все отсканированные страницы)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total}</source>
            <translation>отсканированная страница {read} из {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{seconds} s</source>
            <translation>{seconds} с</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{minutes} min {seconds:02d} s</source>
            <translation>{minutes} мин {seconds:02d} с</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Done</source>
            <translation>Готово</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Cancelled</source>
            <translation>Отменено</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>%v / %m files</source>
            <translation>файлы: %v / %m</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>%n file(s)</source>
            <translation>
                <numerusform>%n файл</numerusform>
                <numerusform>%n файла</numerusform>
                <numerusform>%n файлов</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>%n folder(s)</source>
            <translation>
                <numerusform>%n папка</numerusform>
                <numerusform>%n папки</numerusform>
                <numerusform>%n папок</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{files} and {folders}</source>
            <translation>{files} и {folders}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Files read; embedding passages for search by meaning: {embedded} / {total} · {speed} · {eta}</source>
            <translation>Файлы прочитаны; векторизация фрагментов для смыслового поиска: {embedded} / {total} · {speed} · {eta}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Every file's text is searchable; reading scanned pages with OCR: {current}</source>
            <translation>Текст всех файлов доступен для поиска; чтение отсканированных страниц с помощью OCR: {current}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{done} / {total} files · {passages} passages ({embedded} embedded)</source>
            <translation>файлы: {done} / {total} · фрагменты: {passages} (векторизовано: {embedded})</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{done} / {total} files · {passages} passages</source>
            <translation>файлы: {done} / {total} · фрагменты: {passages}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} indexed</source>
            <translation>проиндексировано: {count}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Files read; embedding passages for search by meaning: {embedded} / {total} · {eta}</source>
            <translation>Файлы прочитаны; векторизация фрагментов для смыслового поиска: {embedded} / {total} · {eta}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} passages still to embed</source>
            <translation>ещё не векторизовано фрагментов: {count}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{folder} {reason} (the folder's menu ▸ Drop files no longer there)</source>
            <translation>{folder} {reason} (меню папки ▸ Убрать исчезнувшие файлы)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file was damaged: {detail}. It could not be moved aside ({path}) and the defaults are used.</source>
            <translation>Файл настроек повреждён: {detail}. Его не удалось отложить в сторону ({path}), используются значения по умолчанию.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Some values in your settings file could not be used, so their defaults are used: {problems}.</source>
            <translation>Некоторые значения в файле настроек использовать нельзя, поэтому для них действуют значения по умолчанию: {problems}.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file was damaged: {detail}. It was kept as {name} and the defaults are used.</source>
            <translation>Файл настроек повреждён: {detail}. Он сохранён как {name}, используются значения по умолчанию.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>The file as it was is kept as {name}.</source>
            <translation>Исходный файл сохранён как {name}.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file {path} cannot be read ({reason}); the defaults are used.</source>
            <translation>Не удаётся прочитать файл настроек {path} ({reason}); используются значения по умолчанию.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not valid</source>
            <translation>{name} = {value} не является допустимым значением</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not 'builtin' or 'ollama:&lt;model&gt;'</source>
            <translation>не является ни 'builtin', ни 'ollama:&lt;model&gt;'</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>holds a NUL character</source>
            <translation>содержит символ NUL</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a full path (give one such as ~/Footnote or /home/me/Footnote)</source>
            <translation>не является полным путём (укажите, например, ~/Footnote или /home/me/Footnote)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not text in quotes</source>
            <translation>{name} = {value} не является текстом в кавычках</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not true or false</source>
            <translation>{name} = {value} не является значением true или false</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not a whole number</source>
            <translation>{name} = {value} не является целым числом</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not a number</source>
            <translation>{name} = {value} не является числом</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>schema_version = {value} is not a version Footnote writes (1, 2, …)</source>
            <translation>schema_version = {value} не является версией, которую записывает Footnote (1, 2, …)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>chunk_overlap = {overlap} is not smaller than chunk_size = {size} (neighbouring passages cannot share a whole passage), so both get their defaults</source>
            <translation>chunk_overlap = {overlap} не меньше chunk_size = {size} (соседние фрагменты не могут перекрываться целым фрагментом), поэтому для обоих взяты значения по умолчанию</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a whole number from {low} to {high}</source>
            <translation>не является целым числом от {low} до {high}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a number from {low} to {high}</source>
            <translation>не является числом от {low} до {high}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a Chroma server's address (http://HOST:PORT or https://HOST[/PATH])</source>
            <translation>не является адресом сервера Chroma (http://HOST:PORT или https://HOST[/PATH])</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not PUBLISHER_FOLDER=FOLDER_HERE pairs separated by ';'</source>
            <translation>не является списком пар PUBLISHER_FOLDER=FOLDER_HERE, разделённых ';'</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a number of characters above 0</source>
            <translation>не является числом символов больше 0</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not 0 or more characters</source>
            <translation>не является числом символов от 0 и больше</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>names the home folder of {user}, a user this computer does not have (give a full path such as ~/Footnote)</source>
            <translation>указывает на домашнюю папку пользователя {user}, которого нет на этом компьютере (укажите полный путь, например ~/Footnote)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not one of {choices}</source>
            <translation>не является одним из значений {choices}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>Shared library — published by {publisher} at {time} (read-only)</source>
            <translation>Общая библиотека — опубликована: {publisher}, {time} (только чтение)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>Shared library (read-only)</source>
            <translation>Общая библиотека (только чтение)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>{problem} Meanwhile search uses keywords only.</source>
            <translation>{problem} Пока поиск идёт только по ключевым словам.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>The library is damaged ({detail}). Repair library moves the damaged files aside (nothing is deleted) and rebuilds them from your folders; your conversations are kept.</source>
            <translation>Библиотека повреждена ({detail}). «Восстановить библиотеку» откладывает повреждённые файлы в сторону (ничего не удаляется) и заново создаёт их из ваших папок; диалоги сохраняются.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>The shared library cannot be opened: {problem}. Search and chat need it: choose another folder in Settings ▸ Shared library folder, or leave it empty to use your own library.</source>
            <translation>Не удаётся открыть общую библиотеку: {problem}. Она нужна для поиска и чата: выберите другую папку в Настройки ▸ Папка общей библиотеки или оставьте поле пустым, чтобы использовать собственную библиотеку.</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>PDF document</source>
            <translation>Документ PDF</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Web page (HTML)</source>
            <translation>Веб-страница (HTML)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Markdown</source>
            <translation>Markdown</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Word document (DOCX)</source>
            <translation>Документ Word (DOCX)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>References</source>
            <translation>Ссылки</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Passages shown to the assistant (none cited)</source>
            <translation>Фрагменты, показанные ассистенту (ссылок нет)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Exported from Footnote on {created}.</source>
            <translation>Экспортировано из Footnote {created}.</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Each [n] points to the reference with the same number under its answer.</source>
            <translation>Каждая ссылка [n] указывает на источник с тем же номером под ответом.</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Asked {when}</source>
            <translation>Вопрос задан {when}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Not found in your documents</source>
            <translation>В ваших документах не найдено</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>(no answer)</source>
            <translation>(нет ответа)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Checks</source>
            <translation>Проверки</translation>
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
            <translation>Диалог</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>no source</source>
            <translation>нет источника</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weakly supported</source>
            <translation>слабо подтверждено</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>invalid citation</source>
            <translation>неверная ссылка</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Searched: {scope}</source>
            <translation>Область поиска: {scope}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>invalid citation: no passage with this number was shown to the assistant</source>
            <translation>неверная ссылка: фрагмент с таким номером ассистенту не показывался</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weak support: {detail}</source>
            <translation>слабое подтверждение: {detail}</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>Your documents' %n best keyword match(es) for this question (no model needed) are in Sources.</source>
            <translation>
                <numerusform>%n лучшее совпадение по ключевым словам из ваших документов для этого вопроса (модель не нужна) — в разделе «Источники».</numerusform>
                <numerusform>%n лучших совпадения по ключевым словам из ваших документов для этого вопроса (модель не нужна) — в разделе «Источники».</numerusform>
                <numerusform>%n лучших совпадений по ключевым словам из ваших документов для этого вопроса (модель не нужна) — в разделе «Источники».</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>%n sentence(s) without a source (underlined)</source>
            <translation>
                <numerusform>%n предложение без источника (подчёркнуто)</numerusform>
                <numerusform>%n предложения без источника (подчёркнуты)</numerusform>
                <numerusform>%n предложений без источника (подчёркнуты)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>Stopped — this is the answer so far.</source>
            <translation>Остановлено — это ответ на данный момент.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>weakly supported: {numbers}</source>
            <translation>слабо подтверждено: {numbers}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>no such passage: {numbers}</source>
            <translation>нет такого фрагмента: {numbers}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Corrections are kept when the file is indexed again.</source>
            <translation>Исправления сохраняются при повторной индексации файла.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Use the detected values</source>
            <translation>Использовать найденные значения</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Title</source>
            <translation>Название</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Organisation</source>
            <translation>Организация</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Kind</source>
            <comment>the kind of a document: report, manual…</comment>
            <translation>Тип</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Period</source>
            <comment>the period a document covers: 2019, Q3 2020…</comment>
            <translation>Период</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Date</source>
            <translation>Дата</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Pages</source>
            <translation>Страниц</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Language</source>
            <translation>Язык</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>{field}: {value} (edited)</source>
            <translation>{field}: {value} (изменено)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>{field}: {value}</source>
            <translation>{field}: {value}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>not counted (no pages)</source>
            <translation>не подсчитано (нет страниц)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Drop your corrections: show what indexing found</source>
            <translation>Отменить ваши исправления: показать то, что нашла индексация</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Document details — {name}</source>
            <translation>Сведения о документе — {name}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>You corrected this field</source>
            <translation>Вы исправили это поле</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_controller.py" />
            <source>Add a folder first (drop it onto the window or File ▸ Add folder…).</source>
            <translation>Сначала добавьте папку (перетащите её в окно или выберите Файл ▸ Добавить папку…).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_controller.py" />
            <source>Your folders hold no readable passages yet: add a folder with documents (drop it onto the window or File ▸ Add folder…), or see the Files tab for files that could not be read.</source>
            <translation>В ваших папках пока нет читаемых фрагментов: добавьте папку с документами (перетащите её в окно или выберите Файл ▸ Добавить папку…) или посмотрите на вкладке «Файлы», какие файлы не удалось прочитать.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>{minutes} min {seconds:02d} s</source>
            <translation>{minutes} мин {seconds:02d} с</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Ask your documents…  (Enter sends, Shift+Enter new line)</source>
            <translation>Задайте вопрос по документам…  (Enter — отправить, Shift+Enter — новая строка)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Editing question {number} — Esc to cancel</source>
            <translation>Изменение вопроса {number} — Esc для отмены</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>the answer after it will be replaced</source>
            <translation>следующий за ним ответ будет заменён</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>the %n answers after it will be replaced</source>
            <translation>
                <numerusform>%n следующий за ним ответ будет заменён</numerusform>
                <numerusform>%n следующих за ним ответа будут заменены</numerusform>
                <numerusform>%n следующих за ним ответов будут заменены</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop editing; Send asks a new question again (Esc)</source>
            <translation>Прекратить изменение; «Отправить» снова задаёт новый вопрос (Esc)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Send</source>
            <translation>Отправить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop</source>
            <translation>Стоп</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop the answer (Esc)</source>
            <translation>Остановить ответ (Esc)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>{seconds} s</source>
            <translation>{seconds} с</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Search conversations (Ctrl+F)</source>
            <translation>Поиск диалогов (Ctrl+F)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>No conversations yet. Ask a question below to start one.</source>
            <translation>Диалогов пока нет. Задайте вопрос ниже, чтобы начать.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>New</source>
            <comment>a new conversation</comment>
            <translation>Новый</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>New conversation (Ctrl+N)</source>
            <translation>Новый диалог (Ctrl+N)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Rename</source>
            <translation>Переименовать</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Rename the selected conversation (F2)</source>
            <translation>Переименовать выбранный диалог (F2)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete</source>
            <translation>Удалить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete the selected conversation</source>
            <translation>Удалить выбранный диалог</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Conversations</source>
            <translation>Диалоги</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete the conversation “{title}”? This cannot be undone.</source>
            <translation>Удалить диалог «{title}»? Это действие нельзя отменить.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Matched against each file and folder name and against the path inside the folder, e.g. *.log, node_modules, drafts/**</source>
            <translation>Сравнивается с именем каждого файла и папки и с путём внутри папки, например *.log, node_modules, drafts/**</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>%n rule(s) keep(s|) files of {folder} out of the library.</source>
            <translation>
                <numerusform>%n правило исключает файлы папки {folder} из библиотеки.</numerusform>
                <numerusform>%n правила исключают файлы папки {folder} из библиотеки.</numerusform>
                <numerusform>%n правил исключают файлы папки {folder} из библиотеки.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Nothing in {folder} is excluded.</source>
            <translation>В папке {folder} ничего не исключено.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>{pattern} (pattern)</source>
            <translation>{pattern} (шаблон)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Include again</source>
            <translation>Включить снова</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Index what this rule keeps out again</source>
            <translation>Снова индексировать то, что исключает это правило</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Excluded from {folder}</source>
            <translation>Исключено из {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Exclude a folder from {folder}</source>
            <translation>Исключить папку из {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Exclude files matching — {folder}</source>
            <translation>Исключить файлы по шаблону — {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Keep files matching this pattern out of {folder}.
{hint}.</source>
            <translation>Не включать в {folder} файлы, подходящие под этот шаблон.
{hint}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>{path} is not in a library folder</source>
            <translation>{path} не находится в папке библиотеки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Footnote export</source>
            <translation>Экспорт Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Export</source>
            <translation>Экспорт</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Answer copied with its references (Markdown).</source>
            <translation>Ответ скопирован вместе со ссылками (Markdown).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Nothing to export yet: ask a question first.</source>
            <translation>Пока нечего экспортировать: сначала задайте вопрос.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Exported to {path}</source>
            <translation>Экспортировано в {path}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Could not export to {path}: {reason}</source>
            <translation>Не удалось экспортировать в {path}: {reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_pdf.py" />
            <source>Footnote · page {page} of {count}</source>
            <translation>Footnote · стр. {page} из {count}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Find in document</source>
            <translation>Найти в документе</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Previous match (Shift+Enter)</source>
            <translation>Предыдущее совпадение (Shift+Enter)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Next match (Enter)</source>
            <translation>Следующее совпадение (Enter)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Close (Esc)</source>
            <translation>Закрыть (Esc)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Searching…</source>
            <translation>Поиск…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>No matches</source>
            <translation>Нет совпадений</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/find_bar.py" />
            <source>%n found</source>
            <translation>
                <numerusform>найдено: %n</numerusform>
                <numerusform>найдено: %n</numerusform>
                <numerusform>найдено: %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>{current} of {total}</source>
            <translation>{current} из {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>1. Get a model</source>
            <translation>1. Получите модель</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>2. Add a folder</source>
            <translation>2. Добавьте папку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>3. Ask your first question</source>
            <translation>3. Задайте первый вопрос</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Footnote answers from the documents in the folders you add. Click Add folder… or drop a folder onto the window.</source>
            <translation>Footnote отвечает по документам из добавленных вами папок. Нажмите «Добавить папку…» или перетащите папку в окно.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Type it in the box below and press Enter. Answers cite the passages they come from: click a number to see it on the page.</source>
            <translation>Введите его в поле ниже и нажмите Enter. В ответах есть ссылки на фрагменты, из которых они взяты: нажмите на номер, чтобы увидеть фрагмент на странице.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Checking Ollama…</source>
            <translation>Проверка Ollama…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Reading your library…</source>
            <translation>Чтение библиотеки…</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/first_run.py" />
            <source>%n folder(s) in the library.</source>
            <translation>
                <numerusform>В библиотеке %n папка.</numerusform>
                <numerusform>В библиотеке %n папки.</numerusform>
                <numerusform>В библиотеке %n папок.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Done: your conversations are listed on the left.</source>
            <translation>Готово: ваши диалоги перечислены слева.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Welcome to Footnote: three steps to your first answer</source>
            <translation>Добро пожаловать в Footnote: три шага до первого ответа</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Don't show again</source>
            <translation>Больше не показывать</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Hide this guide for good (the menus do the same things)</source>
            <translation>Скрыть это руководство навсегда (то же самое можно сделать через меню)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Models…</source>
            <translation>Модели…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Add folder…</source>
            <translation>Добавить папку…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Ask</source>
            <translation>Спросить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Ollama does not have the model {model} yet. Click Models… to download it, or choose a model Ollama has.</source>
            <translation>В Ollama пока нет модели {model}. Нажмите «Модели…», чтобы загрузить её, или выберите модель, которая есть в Ollama.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Answers questions about your own documents, with numbered references to the passages they come from: click one to see it on its page.</source>
            <translation>Отвечает на вопросы по вашим собственным документам с пронумерованными ссылками на фрагменты, из которых взят ответ: нажмите на ссылку, чтобы увидеть фрагмент на его странице.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Footnote works offline. Your documents, the library and your conversations stay on this computer; questions go only to the Ollama server chosen in Settings (this computer unless you chose another).</source>
            <translation>Footnote работает офлайн. Ваши документы, библиотека и диалоги остаются на этом компьютере; вопросы отправляются только на сервер Ollama, выбранный в настройках (этот компьютер, если вы не выбрали другой).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Library and conversations</source>
            <translation>Библиотека и диалоги</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Conversations file</source>
            <translation>Файл диалогов</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Settings</source>
            <translation>Настройки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Keyboard shortcuts</source>
            <translation>Сочетания клавиш</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Where my data lives</source>
            <translation>Где хранятся мои данные</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copy</source>
            <translation>Копировать</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copy the path to the clipboard</source>
            <translation>Скопировать путь в буфер обмена</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Footnote self-test</source>
            <translation>Самопроверка Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Run again</source>
            <translation>Запустить снова</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Indexing, searching and exporting a sample in a temporary folder (a few seconds; your library is not touched)…</source>
            <translation>Индексация, поиск и экспорт образца во временной папке (несколько секунд; ваша библиотека не затрагивается)…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;About Footnote</source>
            <translation>&amp;О программе Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Сочетания клавиш</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;Where my data lives</source>
            <translation>&amp;Где хранятся мои данные</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Run &amp;self-test…</source>
            <translation>&amp;Запустить самопроверку…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>About Footnote</source>
            <translation>О программе Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Action</source>
            <translation>Действие</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Keys</source>
            <translation>Клавиши</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Open</source>
            <translation>Открыть</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Open folder</source>
            <translation>Открыть папку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Show it in the file manager</source>
            <translation>Показать в файловом менеджере</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Show its folder in the file manager</source>
            <translation>Показать папку в файловом менеджере</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>All checks passed.</source>
            <translation>Все проверки пройдены.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>The self-test found a problem: see the lines marked ✗.</source>
            <translation>Самопроверка обнаружила проблему: см. строки, отмеченные ✗.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>The self-test could not run: {message}</source>
            <translation>Не удалось запустить самопроверку: {message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copied {path}</source>
            <translation>Скопировано: {path}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{library}: folders are added, indexed, excluded and removed on the desktop that publishes it.</source>
            <translation>{library}: папки добавляются, индексируются, исключаются и удаляются на компьютере, который её публикует.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{path} is not in a library folder any more</source>
            <translation>{path} больше не находится в папке библиотеки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{library}: its documents' details are corrected on the desktop that publishes it.</source>
            <translation>{library}: сведения о документах исправляются на компьютере, который её публикует.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/index_controller.py" />
            <source>cancelled — %n passage(s) without vectors</source>
            <translation>
                <numerusform>отменено — %n фрагмент без векторов</numerusform>
                <numerusform>отменено — %n фрагмента без векторов</numerusform>
                <numerusform>отменено — %n фрагментов без векторов</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>cancelled — not finished</source>
            <translation>отменено — не завершено</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>indexed</source>
            <comment>file status</comment>
            <translation>готов</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>indexing…</source>
            <comment>file status</comment>
            <translation>индексация…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>skipped</source>
            <comment>file status</comment>
            <translation>пропущен</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>failed</source>
            <comment>file status</comment>
            <translation>ошибка</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>not indexed</source>
            <comment>file status</comment>
            <translation>не в индексе</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>excluded</source>
            <comment>file status</comment>
            <translation>исключён</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — OCR is off, so the rest wait until it is switched on in Settings</source>
            <translation>отсканированные страницы: прочитано {read} из {total} — OCR выключено, остальные ждут, пока его не включат в Настройках</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — the OCR page limit keeps the rest (menu ▸ Read all scanned pages)</source>
            <translation>отсканированные страницы: прочитано {read} из {total} — остальные не читаются из-за лимита страниц OCR (меню ▸ Прочитать все отсканированные страницы)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — the rest after every other file, on the next run</source>
            <translation>отсканированные страницы: прочитано {read} из {total} — остальные при следующем запуске, после всех других файлов</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Pause</source>
            <translation>Пауза</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Cancelling…</source>
            <translation>Отмена…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Open file</source>
            <translation>Открыть файл</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Retry</source>
            <translation>Повторить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>kept out of the library — Excluded items… includes it again</source>
            <translation>не включается в библиотеку — вернуть можно через «Исключённое…»</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Document details…</source>
            <translation>Сведения о документе…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Read all scanned pages</source>
            <translation>Прочитать все отсканированные страницы</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>{indexed} indexed · {skipped} skipped · {failed} failed · {excluded} excluded</source>
            <translation>проиндексировано: {indexed} · пропущено: {skipped} · с ошибками: {failed} · исключено: {excluded}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>{indexed} indexed · {skipped} skipped · {failed} failed</source>
            <translation>проиндексировано: {indexed} · пропущено: {skipped} · с ошибками: {failed}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Removing the folder's passages…</source>
            <translation>Удаление фрагментов папки…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Paused — Resume continues where it stopped</source>
            <translation>Приостановлено — «Продолжить» возобновит с места остановки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Resume</source>
            <translation>Продолжить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Status</source>
            <translation>Состояние</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>File</source>
            <translation>Файл</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Details</source>
            <translation>Подробности</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Summarise this document</source>
            <translation>Кратко изложить документ</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Ask about this document</source>
            <translation>Спросить об этом документе</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude this file</source>
            <translation>Исключить этот файл</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude folder…</source>
            <translation>Исключить папку…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude files matching…</source>
            <translation>Исключить файлы по шаблону…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Excluded items…</source>
            <translation>Исключённое…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Rebuilding the vectors with the new embedding model…</source>
            <translation>Пересоздание векторов новой моделью векторизации…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Stopped</source>
            <translation>Остановлено</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Done.</source>
            <translation>Готово.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>%n passage(s)</source>
            <translation>
                <numerusform>%n фрагмент</numerusform>
                <numerusform>%n фрагмента</numerusform>
                <numerusform>%n фрагментов</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>cancelled — read on the next run</source>
            <translation>отменено — будет прочитан при следующем запуске</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Repairing the library: rebuilding it from your folders…</source>
            <translation>Восстановление библиотеки: пересоздание из ваших папок…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>indexed</source>
            <comment>folder state</comment>
            <translation>проиндексирована</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>missing on disk</source>
            <comment>folder state</comment>
            <translation>нет на диске</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>needs re-index</source>
            <comment>folder state</comment>
            <translation>нужна переиндексация</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n passage(s) without vectors</source>
            <translation>
                <numerusform>%n фрагмент без векторов</numerusform>
                <numerusform>%n фрагмента без векторов</numerusform>
                <numerusform>%n фрагментов без векторов</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>indexing</source>
            <comment>folder state</comment>
            <translation>индексируется</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>paused</source>
            <comment>folder state</comment>
            <translation>на паузе</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Repair library</source>
            <translation>Восстановить библиотеку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Move the damaged library files aside (nothing is deleted) and rebuild them from your folders</source>
            <translation>Отложить повреждённые файлы библиотеки в сторону (ничего не удаляется) и заново создать их из ваших папок</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Re-index</source>
            <translation>Переиндексировать</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Index the selected folder again (all folders if none is selected)</source>
            <translation>Проиндексировать выбранную папку заново (все папки, если ничего не выбрано)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Remove</source>
            <translation>Удалить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Forget the selected folder and its passages (your files are not touched)</source>
            <translation>Забыть выбранную папку и её фрагменты (ваши файлы не затрагиваются)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Show the selected folder in the file manager</source>
            <translation>Показать выбранную папку в файловом менеджере</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>The shared library has no folders yet: they are added on the desktop that publishes it.</source>
            <translation>В общей библиотеке пока нет папок: их добавляют на компьютере, который её публикует.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Drop files no longer there</source>
            <translation>Убрать исчезнувшие файлы</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Remove from library</source>
            <translation>Удалить из библиотеки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Library</source>
            <translation>Библиотека</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Drop folders or files here, or use {add_folder}, to make them searchable.</source>
            <translation>Перетащите сюда папки или файлы или нажмите {add_folder}, чтобы по ним можно было искать.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n not indexed</source>
            <translation>
                <numerusform>не проиндексировано: %n</numerusform>
                <numerusform>не проиндексировано: %n</numerusform>
                <numerusform>не проиндексировано: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n excluded</source>
            <translation>
                <numerusform>исключено: %n</numerusform>
                <numerusform>исключено: %n</numerusform>
                <numerusform>исключено: %n</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing: the list of your folders could not be restored; add any folder that is missing from the library again.</source>
            <translation>Восстановление: список ваших папок восстановить не удалось; снова добавьте папки, которых не хватает в библиотеке.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing: your folders are back ({folders}); they are being indexed again.</source>
            <translation>Восстановление: ваши папки на месте ({folders}); они индексируются заново.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Indexing {folders}, and finishing the vectors of {others}…</source>
            <translation>Индексация: {folders}, а также завершение векторов: {others}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Indexing {folders}…</source>
            <translation>Индексация: {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Sources</source>
            <translation>Источники</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Files</source>
            <translation>Файлы</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Choose or download a model…</source>
            <translation>Выбрать или загрузить модель…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Add a folder to the library</source>
            <translation>Добавить папку в библиотеку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>all folders</source>
            <translation>все папки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>The library now uses the new embedding model.</source>
            <translation>Библиотека теперь использует новую модель векторизации.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Retrying {folders}, and finishing the vectors of {others}…</source>
            <translation>Повтор: {folders}, а также завершение векторов: {others}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Retrying {folders}…</source>
            <translation>Повтор: {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>No answer: the model server is not ready.</source>
            <translation>Нет ответа: сервер модели не готов.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Embedding passages for search by meaning…</source>
            <translation>Векторизация фрагментов для смыслового поиска…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Removing {folders}…</source>
            <translation>Удаление: {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Rebuilding vectors {folders}…</source>
            <translation>Пересоздание векторов: {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing {folders}…</source>
            <translation>Восстановление: {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Could not finish: {message}</source>
            <translation>Не удалось завершить: {message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Summarise {name}.</source>
            <translation>Кратко изложи {name}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>[{number}] does not point at a passage the assistant saw.</source>
            <translation>[{number}] не указывает на фрагмент, который видел ассистент.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>No application could open {path}: there is no default app for it here. Open it from your file manager.</source>
            <translation>Ни одно приложение не смогло открыть {path}: для него здесь нет приложения по умолчанию. Откройте его из файлового менеджера.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Could not save the details: {message}</source>
            <translation>Не удалось сохранить сведения: {message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Models come from ollama.com through your Ollama; your documents never leave this computer. If a download stops, start it again: Ollama continues where it left off.</source>
            <translation>Модели загружаются с ollama.com через ваш сервер Ollama; ваши документы никогда не покидают этот компьютер. Если загрузка прервётся, запустите её снова: Ollama продолжит с места остановки.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>✓ can search your documents</source>
            <translation>✓ может искать в ваших документах</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>tool support not reported</source>
            <translation>поддержка инструментов не указана</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {mark}   (in use)</source>
            <translation>{model}  —  {mark}   (используется)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {mark}</source>
            <translation>{model}  —  {mark}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Footnote — Models</source>
            <translation>Footnote — Модели</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Use for answers</source>
            <translation>Использовать для ответов</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Check again</source>
            <translation>Проверить снова</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>or type a model name from ollama.com/library</source>
            <translation>или введите название модели с ollama.com/library</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download</source>
            <translation>Загрузить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Cancel download</source>
            <translation>Отменить загрузку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>In Ollama</source>
            <translation>В Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download a model</source>
            <translation>Загрузить модель</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Asking Ollama…</source>
            <translation>Запрос к Ollama…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size} GB  —  {why}   (already in Ollama)</source>
            <translation>{model}  —  {size} ГБ  —  {why}   (уже есть в Ollama)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size} GB  —  {why}</source>
            <translation>{model}  —  {size} ГБ  —  {why}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  embedding model (for search vectors, not for answers)</source>
            <translation>{model}  —  модель векторизации (для векторов поиска, не для ответов)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  ✗ cannot search your documents (no tool support)</source>
            <translation>{model}  —  ✗ не может искать в ваших документах (нет поддержки инструментов)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Suggested for this computer ({memory} of memory); all can search your documents:</source>
            <translation>Рекомендуется для этого компьютера (память: {memory}); все умеют искать в ваших документах:</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Models in Ollama at {url}:</source>
            <translation>Модели в Ollama по адресу {url}:</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Ollama has no models yet: download one below.</source>
            <translation>В Ollama пока нет моделей: загрузите модель ниже.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Asking Ollama for {model}…</source>
            <translation>Запрос {model} у Ollama…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download of {model} cancelled. Start it again to continue where it stopped.</source>
            <translation>Загрузка {model} отменена. Запустите её снова, чтобы продолжить с места остановки.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model} is downloaded; Footnote uses it now.</source>
            <translation>Модель {model} загружена; Footnote теперь использует её.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Footnote is set to use {model}, which Ollama does not have: pick one above or download one below.</source>
            <translation>В Footnote выбрана модель {model}, которой нет в Ollama: выберите модель выше или загрузите ниже.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>Ollama at {url}</source>
            <translation>Ollama по адресу {url}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>Ollama at {url} · {latency:.0f} ms round trip</source>
            <translation>Ollama по адресу {url} · отклик {latency:.0f} мс</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>The library and search work without Ollama.</source>
            <translation>Библиотека и поиск работают и без Ollama.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>One file or subfolder…</source>
            <translation>Один файл или подпапка…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Search one file or subfolder</source>
            <translation>Искать в одном файле или подпапке</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Type to filter the library's subfolders and files…</source>
            <translation>Введите текст, чтобы отфильтровать подпапки и файлы библиотеки…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>every library folder</source>
            <translation>все папки библиотеки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>No folders in the library yet</source>
            <translation>В библиотеке пока нет папок</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Loading the library's files…</source>
            <translation>Загрузка файлов библиотеки…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Questions in this conversation search:
{where}
Click to choose folders or one file.</source>
            <translation>Вопросы в этом диалоге ищут в:
{where}
Нажмите, чтобы выбрать папки или один файл.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>The library has no indexed files yet.</source>
            <translation>В библиотеке пока нет проиндексированных файлов.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Searching: {scope}</source>
            <translation>Поиск: {scope}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{names} is no longer in the library, so questions in this conversation search all folders until you choose again.</source>
            <translation>{names}: больше нет в библиотеке, поэтому вопросы в этом диалоге ищут по всем папкам, пока вы не выберете снова.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>One file: {name}…</source>
            <translation>Один файл: {name}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{names} left the library: all folders are searched</source>
            <translation>{names}: больше нет в библиотеке — поиск идёт по всем папкам</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{folder} (removed from the library)</source>
            <translation>{folder} (удалена из библиотеки)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;System</source>
            <comment>appearance</comment>
            <translation>&amp;Как в системе</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;Light</source>
            <comment>appearance</comment>
            <translation>&amp;Светлое</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;Dark</source>
            <comment>appearance</comment>
            <translation>&amp;Тёмное</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>The new library location is used after a restart.</source>
            <translation>Новое расположение библиотеки будет использоваться после перезапуска.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>The window's language changes when Footnote starts again.</source>
            <translation>Язык окна изменится при следующем запуске Footnote.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Answers now come from {model}.</source>
            <translation>Теперь ответы даёт {model}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Settings not saved: {reason}</source>
            <translation>Настройки не сохранены: {reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Settings not applied: {reason}</source>
            <translation>Настройки не применены: {reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>{model} is downloaded.</source>
            <translation>Модель {model} загружена.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Built-in (multilingual-e5-small, no server needed)</source>
            <translation>Встроенная (multilingual-e5-small, без сервера)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> — no tool support</source>
            <translation> — нет поддержки инструментов</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>  (not in Ollama)</source>
            <translation>  (нет в Ollama)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>None</source>
            <comment>sign-in</comment>
            <translation>Нет</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Token (Bearer)</source>
            <translation>Токен (Bearer)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>User name and password</source>
            <translation>Имя пользователя и пароль</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow the system (light or dark)</source>
            <translation>Как в системе (светлое или тёмное)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Light</source>
            <comment>appearance</comment>
            <translation>Светлое</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Dark</source>
            <comment>appearance</comment>
            <translation>Тёмное</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Stored — type a new token to replace it</source>
            <translation>Сохранён — введите новый токен, чтобы заменить его</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The token</source>
            <translation>Токен</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Stored — type a new password to replace it</source>
            <translation>Сохранён — введите новый пароль, чтобы заменить его</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The password</source>
            <translation>Пароль</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>For Ollama behind a reverse proxy (https://host/ollama); a local Ollama needs none.</source>
            <translation>Для Ollama за обратным прокси (https://host/ollama); локальному Ollama это не нужно.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Footnote — Settings</source>
            <translation>Footnote — Настройки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>http://127.0.0.1:11434 (Ollama's default)</source>
            <translation>http://127.0.0.1:11434 (по умолчанию в Ollama)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Check</source>
            <translation>Проверить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ask this server which models it has</source>
            <translation>Спросить у этого сервера, какие модели у него есть</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>For Ollama behind a reverse proxy that asks who you are</source>
            <translation>Для Ollama за обратным прокси, который запрашивает учётные данные</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>User name</source>
            <translation>Имя пользователя</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>See what Ollama has and download a model</source>
            <translation>Посмотреть, что есть в Ollama, и загрузить модель</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Optional, e.g. "Answer in German." or "Keep answers to three sentences."</source>
            <translation>Необязательно, например: «Отвечай по-немецки.» или «Отвечай не более чем тремя предложениями.»</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> characters</source>
            <translation> симв.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Read scanned pages with OCR</source>
            <translation>Распознавать сканы через OCR</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> pages per file</source>
            <translation> стр. на файл</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow links that lead out of a folder</source>
            <translation>Следовать ссылкам за пределы папки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> passages</source>
            <translation> фрагм.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>the library's own store (or e.g. http://nas:8000)</source>
            <translation>собственное хранилище библиотеки (или, например, http://nas:8000)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>empty: your own library</source>
            <translation>пусто: ваша собственная библиотека</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Browse…</source>
            <translation>Обзор…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Assistant</source>
            <translation>Ассистент</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Storage and appearance</source>
            <translation>Хранение и оформление</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Where the library and conversations live; applies after a restart.</source>
            <translation>Где хранятся библиотека и диалоги; применяется после перезапуска.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Data location</source>
            <translation>Расположение данных</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The password is kept in the system keyring, never in the settings file. Where there is no keyring (a server, CI), set {variable} in the environment instead.</source>
            <translation>Пароль хранится в системном хранилище ключей и никогда — в файле настроек. Если хранилища ключей нет (сервер, CI), задайте вместо этого переменную окружения {variable}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The token is kept in the system keyring, never in the settings file. Where there is no keyring (a server, CI), set {variable} in the environment instead.</source>
            <translation>Токен хранится в системном хранилище ключей и никогда — в файле настроек. Если хранилища ключей нет (сервер, CI), задайте вместо этого переменную окружения {variable}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>In use now: {folder}. Where the library and conversations live; a change applies after a restart.</source>
            <translation>Сейчас используется: {folder}. Здесь хранятся библиотека и диалоги; изменение применяется после перезапуска.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama URL</source>
            <translation>URL Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Sign-in</source>
            <translation>Авторизация</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Chat model</source>
            <translation>Модель чата</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Temperature</source>
            <translation>Температура</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Your instruction</source>
            <translation>Ваша инструкция</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Results per search</source>
            <translation>Результатов на поиск</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Embedding model</source>
            <translation>Модель векторизации</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Passage size</source>
            <translation>Размер фрагмента</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Passage overlap</source>
            <translation>Перекрытие фрагментов</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Scanned PDFs</source>
            <translation>Сканированные PDF</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>OCR page limit</source>
            <translation>Лимит страниц OCR</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Links</source>
            <comment>links to files and folders</comment>
            <translation>Ссылки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Chroma server</source>
            <translation>Сервер Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Shared library folder</source>
            <translation>Папка общей библиотеки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Appearance</source>
            <translation>Оформление</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>In use now: {folder} (from {option} on the command line, which overrides this setting until Footnote starts without it).</source>
            <translation>Сейчас используется: {folder} (из параметра {option} командной строки, который заменяет эту настройку, пока Footnote не запущен без него).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow the system ({language})</source>
            <translation>Как в системе ({language})</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>0 answers the same way every time; higher varies the wording. Low values keep answers closest to the passages.</source>
            <translation>При 0 ответы каждый раз одинаковые; чем выше значение, тем разнообразнее формулировки. Низкие значения держат ответы ближе всего к фрагментам.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Added after Footnote's own rules (answer only from your documents, cite every fact), so it cannot turn them off.</source>
            <translation>Добавляется после собственных правил Footnote (отвечать только по вашим документам, подкреплять ссылкой каждый факт), поэтому отменить их не может.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Changing it rebuilds the vectors in the background; search keeps working meanwhile.</source>
            <translation>При смене модели векторы пересоздаются в фоне; поиск тем временем продолжает работать.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Changing size or overlap re-indexes every folder.</source>
            <translation>При изменении размера или перекрытия все папки переиндексируются.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Recognises the text of PDF pages that are only images, on this computer; takes a few seconds per page, after every other file.</source>
            <translation>Распознаёт текст страниц PDF, которые являются только изображениями, на этом компьютере; занимает несколько секунд на страницу, после всех остальных файлов.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>A longer scan is read up to here; Files ▸ right-click ▸ Read all scanned pages reads the rest.</source>
            <translation>Более длинный скан читается до этого предела; остальное читает Файлы ▸ правый щелчок ▸ Прочитать все отсканированные страницы.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Off: a link to a file or folder elsewhere is listed, not indexed. Links to hidden files and folders are never followed.</source>
            <translation>Выкл.: ссылка на файл или папку в другом месте попадает в список, но не индексируется. По ссылкам на скрытые файлы и папки переход не выполняется никогда.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The window's language; numbers and dates follow it. Applies when Footnote starts again.</source>
            <translation>Язык окна; по нему же форматируются числа и даты. Применяется при следующем запуске Footnote.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama: {model}</source>
            <translation>Ollama: {model}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The model '{model}' is not in Ollama. Download it with Models…, or run {command}.</source>
            <translation>Модели «{model}» нет в Ollama. Загрузите её через «Модели…» или выполните {command}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Keep the vectors on a Chroma server (`chroma run`) instead of in the data location. A token goes in the {variable} environment variable, never here. Applies after a restart; a library indexed elsewhere is not moved silently.</source>
            <translation>Хранить векторы на сервере Chroma (`chroma run`), а не в расположении данных. Токен указывается в переменной окружения {variable}, а не здесь. Применяется после перезапуска; библиотека, проиндексированная в другом месте, молча не переносится.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>A folder another desktop publishes into with {command}: search and chat use that library, read-only here (it is indexed there), its vectors from the Chroma server above, which must be the one it was published with. Empty: your own library. Applies after a restart.</source>
            <translation>Папка, в которую другой компьютер публикует библиотеку командой {command}: поиск и чат используют эту библиотеку, здесь — только для чтения (индексируется она там), а её векторы берутся с указанного выше сервера Chroma, который должен быть тем же, что и при публикации. Пусто: ваша собственная библиотека. Применяется после перезапуска.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama connected — {model} cannot call tools; pick a model with tool support.</source>
            <translation>Ollama подключён — {model} не умеет вызывать инструменты; выберите модель с поддержкой инструментов.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama connected — {model} is in Ollama.</source>
            <translation>Ollama подключён — модель {model} есть в Ollama.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>The references of an answer appear here.</source>
            <translation>Здесь появляются ссылки ответа.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>Passages searched (none cited)</source>
            <translation>Найденные фрагменты (ссылок нет)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>{heading} — answer {number}</source>
            <translation>{heading} — ответ {number}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>No passages were found for this question.</source>
            <translation>Для этого вопроса фрагменты не найдены.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>Passages found so far</source>
            <translation>Найденные пока фрагменты</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Ask a question about your documents. Answers cite the passages they come from: click a number to see it on the page.</source>
            <translation>Задайте вопрос о своих документах. В ответах есть ссылки на фрагменты, из которых они взяты: нажмите на номер, чтобы увидеть фрагмент на странице.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>You</source>
            <comment>the label above a question the user asked</comment>
            <translation>Вы</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit</source>
            <translation>Изменить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate</source>
            <translation>Перегенерировать</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Export answer…</source>
            <translation>Экспорт ответа…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Copy with citations</source>
            <translation>Копировать со ссылками</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit question…</source>
            <translation>Изменить вопрос…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate answer</source>
            <translation>Перегенерировать ответ</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Cut off — the answer so far</source>
            <translation>Прервано — ответ на данный момент</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>No answer</source>
            <translation>Нет ответа</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>The model gave no answer</source>
            <translation>Модель не дала ответа</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Not while an answer is being written</source>
            <translation>Недоступно, пока пишется ответ</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Edit this question and send it again (Esc cancels)</source>
            <translation>Изменить этот вопрос и отправить его снова (Esc — отмена)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Ask this question again: the new answer replaces this one (Ctrl+R)</source>
            <translation>Задать этот вопрос снова: новый ответ заменит этот (Ctrl+R)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>no passage with this number was shown to the assistant</source>
            <translation>фрагмент с таким номером ассистенту не показывался</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>No document open</source>
            <translation>Документ не открыт</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Previous page</source>
            <translation>Предыдущая страница</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Next page</source>
            <translation>Следующая страница</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Summarise</source>
            <translation>Кратко изложить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Ask about this document: questions search it alone</source>
            <translation>Спросить об этом документе: вопросы будут искать только в нём</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Ask about it</source>
            <translation>Спросить о нём</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Open in default app</source>
            <translation>Открыть в приложении по умолчанию</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom out (Ctrl+-)</source>
            <translation>Уменьшить (Ctrl+-)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom in (Ctrl++)</source>
            <translation>Увеличить (Ctrl++)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Fit the text's width (Ctrl+0)</source>
            <translation>Подогнать по ширине текста (Ctrl+0)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Find in document (Ctrl+F)</source>
            <translation>Найти в документе (Ctrl+F)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Click a reference to see the passage in its document.</source>
            <translation>Нажмите на ссылку, чтобы увидеть фрагмент в его документе.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Fit to width</source>
            <translation>По ширине</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom</source>
            <translation>Масштаб</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Opening {name}…</source>
            <translation>Открытие {name}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Could not open the document: {message}
Try “Open in default app”.</source>
            <translation>Не удалось открыть документ: {message}
Попробуйте «Открыть в приложении по умолчанию».</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Could not open {path} ({error}).
Try “Open in default app”.</source>
            <translation>Не удалось открыть {path} ({error}).
Попробуйте «Открыть в приложении по умолчанию».</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Add folder…</source>
            <translation>&amp;Добавить папку…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Re-index all folders</source>
            <translation>&amp;Переиндексировать все папки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Re&amp;pair library</source>
            <translation>&amp;Восстановить библиотеку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Export conversation…</source>
            <translation>&amp;Экспорт диалога…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Settings…</source>
            <translation>&amp;Настройки…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Models…</source>
            <translation>&amp;Модели…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Quit</source>
            <translation>В&amp;ыход</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Conversation</source>
            <translation>&amp;Диалог</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;New conversation</source>
            <translation>&amp;Новый диалог</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Find conversation</source>
            <translation>Н&amp;айти диалог</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Stop answer</source>
            <translation>&amp;Остановить ответ</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Regenerate answer</source>
            <translation>&amp;Перегенерировать ответ</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Stop the answer (or cancel editing a question)</source>
            <translation>Остановить ответ (или отменить изменение вопроса)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Edit</source>
            <translation>&amp;Правка</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Copy</source>
            <translation>&amp;Копировать</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Select &amp;all</source>
            <translation>&amp;Выделить всё</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Zoom &amp;in</source>
            <translation>У&amp;величить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Zoom &amp;out</source>
            <translation>У&amp;меньшить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Reset zoom</source>
            <translation>&amp;Сбросить масштаб</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Main</source>
            <comment>the name of the main toolbar</comment>
            <translation>Основная</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Appearance</source>
            <translation>&amp;Оформление</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Add folder</source>
            <translation>Добавить папку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>New conversation</source>
            <translation>Новый диалог</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Models</source>
            <translation>Модели</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} holds other files ({names} and {more} more) and no Footnote library, so Footnote does not write its library there. Give an empty or new folder, such as {folder}</source>
            <translation>в {path} есть другие файлы ({names} и ещё {more}) и нет библиотеки Footnote, поэтому Footnote не создаёт там свою библиотеку. Укажите пустую или новую папку, например {folder}</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} holds other files ({names}) and no Footnote library, so Footnote does not write its library there. Give an empty or new folder, such as {folder}</source>
            <translation>в {path} есть другие файлы ({names}) и нет библиотеки Footnote, поэтому Footnote не создаёт там свою библиотеку. Укажите пустую или новую папку, например {folder}</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} is a file, not a folder. Give a folder for the library</source>
            <translation>{path} — это файл, а не папка. Укажите папку для библиотеки</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} cannot be a folder: part of that path is a file. Give a folder for the library</source>
            <translation>{path} не может быть папкой: часть этого пути — файл. Укажите папку для библиотеки</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} cannot be opened ({detail}). Give another folder</source>
            <translation>не удаётся открыть {path} ({detail}). Укажите другую папку</translation>
        </message>
        <message>
            <location filename="indexer/base/paths.py" />
            <source>file name cannot be stored: {path}</source>
            <translation>имя файла невозможно сохранить: {path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>nothing excluded by {rules} rule</source>
            <translation>ничего не исключено (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>nothing excluded by {rules} rules</source>
            <translation>ничего не исключено (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file excluded by {rules} rule</source>
            <translation>исключено файлов: {files} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file excluded by {rules} rules</source>
            <translation>исключено файлов: {files} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files excluded by {rules} rule</source>
            <translation>исключено файлов: {files} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files excluded by {rules} rules</source>
            <translation>исключено файлов: {files} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folder excluded by {rules} rule</source>
            <translation>исключено папок: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folder excluded by {rules} rules</source>
            <translation>исключено папок: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folders excluded by {rules} rule</source>
            <translation>исключено папок: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folders excluded by {rules} rules</source>
            <translation>исключено папок: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folder excluded by {rules} rule</source>
            <translation>исключено файлов: {files}, папок: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folder excluded by {rules} rules</source>
            <translation>исключено файлов: {files}, папок: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folders excluded by {rules} rule</source>
            <translation>исключено файлов: {files}, папок: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folders excluded by {rules} rules</source>
            <translation>исключено файлов: {files}, папок: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folder excluded by {rules} rule</source>
            <translation>исключено файлов: {files}, папок: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folder excluded by {rules} rules</source>
            <translation>исключено файлов: {files}, папок: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folders excluded by {rules} rule</source>
            <translation>исключено файлов: {files}, папок: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folders excluded by {rules} rules</source>
            <translation>исключено файлов: {files}, папок: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>special file</source>
            <translation>специальный файл</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>folder link loop — already visited</source>
            <translation>ссылка на папку образует цикл — папка уже просмотрена</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>named pipe</source>
            <translation>именованный канал</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>socket</source>
            <translation>сокет</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>character device</source>
            <translation>символьное устройство</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>block device</source>
            <translation>блочное устройство</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>folder</source>
            <translation>папка</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link to a folder indexed already, not followed again: {path}</source>
            <translation>ссылка на уже проиндексированную папку, повторный переход не выполняется: {path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>permission denied</source>
            <translation>доступ запрещён</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>file name cannot be stored (invalid characters)</source>
            <translation>имя файла невозможно сохранить (недопустимые символы)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link to a hidden file or folder, not followed: {path}</source>
            <translation>ссылка на скрытый файл или папку, переход не выполняется: {path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link leads outside the library folder, not followed: add {path} to the library to index it</source>
            <translation>ссылка ведёт за пределы папки библиотеки, переход не выполняется: добавьте {path} в библиотеку, чтобы проиндексировать</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{rule} is not a file or folder inside {root}</source>
            <translation>{rule} не является файлом или папкой внутри {root}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>(empty) is not a file or folder inside {root}</source>
            <translation>(пусто) не является файлом или папкой внутри {root}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>not found</source>
            <translation>не найдено</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>cannot read folder: {detail}</source>
            <translation>не удаётся прочитать папку: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>broken link</source>
            <translation>битая ссылка</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>vanished during scan</source>
            <translation>исчез во время поиска файлов</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>not a regular file ({detail})</source>
            <translation>не обычный файл ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link loop</source>
            <translation>циклическая ссылка</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>cannot read: {detail}</source>
            <translation>не удаётся прочитать: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/__init__.py" />
            <source>no text found</source>
            <translation>текст не найден</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/__init__.py" />
            <source>unsupported file type ({suffix})</source>
            <translation>неподдерживаемый тип файла ({suffix})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text for {detail}: over {amount} by page {page:,} of {pages:,} (repeated pages?) — not indexed</source>
            <translation>слишком много текста для {detail}: больше {amount} уже к странице {page:,} из {pages:,} (повторяющиеся страницы?) — не проиндексирован</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>{count:,} characters</source>
            <translation>{count:,} симв.</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text for {detail}: over {amount} (repeated pages?) — not indexed</source>
            <translation>слишком много текста для {detail}: больше {amount} (повторяющиеся страницы?) — не проиндексирован</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {amount} by page {page:,} of {pages:,}, the limit for one file — not indexed</source>
            <translation>слишком много текста: больше {amount} (предел для одного файла) уже к странице {page:,} из {pages:,} — не проиндексирован</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {amount}, the limit for one file — not indexed</source>
            <translation>слишком много текста: больше {amount} (предел для одного файла) — не проиндексирован</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {count:,} characters by page {page:,} of {pages:,}, the limit for one file — not indexed</source>
            <translation>слишком много текста: больше {count:,} симв. (предел для одного файла) уже к странице {page:,} из {pages:,} — не проиндексирован</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {count:,} characters, the limit for one file — not indexed</source>
            <translation>слишком много текста: больше {count:,} симв. (предел для одного файла) — не проиндексирован</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/docx.py" />
            <source>password protected or old .doc format</source>
            <translation>защищён паролем или в старом формате .doc</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/eml.py" />
            <source>empty file</source>
            <translation>пустой файл</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/eml.py" />
            <source>file too large ({size} MB)</source>
            <translation>файл слишком большой ({size} МБ)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/epub.py" />
            <source>unreadable {kind}: {reason}</source>
            <translation>не удаётся прочитать {kind}: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its XML defines entities that expand to far more than its size (an entity bomb?)</source>
            <translation>в его XML определены сущности, которые раскрываются в объём, намного больше размера файла (бомба из XML-сущностей?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>the file ends too early (an incomplete download or copy?)</source>
            <translation>файл обрывается раньше времени (загружен или скопирован не полностью?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its contents could not be read</source>
            <translation>не удалось прочитать его содержимое</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its zip container is broken</source>
            <translation>его zip-контейнер повреждён</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>the file is damaged ({detail})</source>
            <translation>файл повреждён ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>one piece of its text is too large to read (over {size} without a break)</source>
            <translation>один участок его текста слишком велик для чтения (больше {size} без разрыва)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>unreadable {kind}: the file is damaged ({detail})</source>
            <translation>не удаётся прочитать {kind}: файл повреждён ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: its {size} unpack to {unpacked}, more than {detail}</source>
            <translation>{kind} слишком велик для распаковки: {size} распаковываются в {unpacked}, а это больше, чем {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: it needs more than {detail} (a zip bomb, or a file that unpacks to far more than its size?)</source>
            <translation>{kind} слишком велик для распаковки: нужно больше, чем {detail} (zip-бомба или файл, который распаковывается в объём, намного больше своего размера?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: its {size} unpack to {unpacked} (a zip bomb?)</source>
            <translation>{kind} слишком велик для распаковки: {size} распаковываются в {unpacked} (zip-бомба?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/ocr.py" />
            <source>OCR model missing: {names}</source>
            <translation>нет модели OCR: {names}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/ocr.py" />
            <source>OCR engine not installed ({name})</source>
            <translation>движок OCR не установлен ({name})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>no text layer — scanned?</source>
            <translation>нет текстового слоя — отсканирован?</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>no text and no images on its pages (blank?)</source>
            <translation>на страницах нет ни текста, ни изображений (пустые?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>scanned pages, but text recognition found no words on them</source>
            <translation>отсканированные страницы, но распознавание текста не нашло на них слов</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>the text recognition engine failed on them</source>
            <translation>сбой движка распознавания текста</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>password protected</source>
            <translation>защищён паролем</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>PDF has no pages</source>
            <translation>в PDF нет страниц</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its pages could not be read</source>
            <translation>не удалось прочитать его страницы</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>a {size} PDF</source>
            <translation>PDF размером {size}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its structure could not be read</source>
            <translation>не удалось прочитать его структуру</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its encryption could not be read</source>
            <translation>не удалось разобрать его шифрование</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its page list could not be read</source>
            <translation>не удалось прочитать его список страниц</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>scanned pages could not be read: {reason}</source>
            <translation>не удалось прочитать отсканированные страницы: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>reading scanned page {page} of {pages}</source>
            <translation>чтение отсканированной страницы {page} из {pages}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>unsupported PDF encryption: {detail}</source>
            <translation>неподдерживаемое шифрование PDF: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/text.py" />
            <source>undecodable text</source>
            <translation>текст не удаётся декодировать</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/text.py" />
            <source>binary file</source>
            <translation>двоичный файл</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the parser ran out of memory</source>
            <translation>парсеру не хватило памяти</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser ran out of memory</source>
            <translation>парсеру не хватило памяти</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the file could not be opened</source>
            <translation>не удалось открыть файл</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>a parser process could not start (exit code {code})</source>
            <translation>не удалось запустить процесс парсера (код выхода {code})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>could not be read: {reason}</source>
            <translation>не удалось прочитать: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s of CPU time (time budget for {pages} pages)</source>
            <translation>парсер остановлен после {seconds:.0f} с процессорного времени (лимит времени для {pages} стр.)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s of CPU time (time budget)</source>
            <translation>парсер остановлен после {seconds:.0f} с процессорного времени (лимит времени)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s with no result and only {cpu:.0f} s of CPU time used: stuck? (time budget for {pages} pages)</source>
            <translation>парсер остановлен через {seconds:.0f} с без результата, израсходовав лишь {cpu:.0f} с процессорного времени: завис? (лимит времени для {pages} стр.)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s with no result and only {cpu:.0f} s of CPU time used: stuck? (time budget)</source>
            <translation>парсер остановлен через {seconds:.0f} с без результата, израсходовав лишь {cpu:.0f} с процессорного времени: завис? (лимит времени)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the parser failed on this file</source>
            <translation>сбой парсера на этом файле</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser crashed (exit code {code})</source>
            <translation>парсер аварийно завершился (код выхода {code})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>vanished during indexing</source>
            <translation>исчез во время индексации</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>the memory a parser may use</source>
            <translation>доступная парсеру память</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>will retry on the next run</source>
            <translation>новая попытка при следующем запуске</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — not indexed while it is unchanged</source>
            <translation>{reason} — не индексируется, пока не изменится</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser was killed (by the system, short of memory?)</source>
            <translation>парсер был принудительно завершён (системой, из-за нехватки памяти?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser crashed on this file (damaged, or made to crash readers?)</source>
            <translation>парсер аварийно завершился на этом файле (файл повреждён или создан, чтобы вызывать сбои?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — will retry after {time}</source>
            <translation>{reason} — новая попытка после {time}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>will retry after {time}</source>
            <translation>новая попытка после {time}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>PDF too big to unpack: reading it needs more than {detail} (a decompression bomb?)</source>
            <translation>PDF слишком велик для распаковки: для чтения нужно больше, чем {detail} (декомпрессионная бомба?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>the {size} a parser may use</source>
            <translation>доступные парсеру {size}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — will retry on the next run</source>
            <translation>{reason} — новая попытка при следующем запуске</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser crashed on this file: reading it needs more than {detail}, or it is damaged</source>
            <translation>парсер аварийно завершился на этом файле: для чтения нужно больше, чем {detail}, или файл повреждён</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>the library's folder list could not be read back.</source>
            <translation>не удалось восстановить список папок библиотеки.</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>no copy of it was kept ({path} is missing: libraries indexed by older versions have none)</source>
            <translation>его копия не сохранялась (нет {path}: у библиотек, проиндексированных старыми версиями, её нет)</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>Add your folders again: `{command}` (or drop them onto the window).</source>
            <translation>Добавьте папки снова: `{command}` (или перетащите их в окно).</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/switch.py" />
            <source>cancelled</source>
            <translation>отменено</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>{reason} — the version indexed before stays searchable</source>
            <translation>{reason} — поиск идёт по ранее проиндексированной версии</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>not a regular file any more</source>
            <translation>больше не является обычным файлом</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>changed while being indexed — will be indexed on the next run</source>
            <translation>изменился во время индексации — будет проиндексирован при следующем запуске</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>too large ({size} &gt; {limit} limit)</source>
            <translation>слишком большой ({size}, лимит {limit})</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>embedder stopped: {reason}</source>
            <translation>векторизация остановлена: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>holds {found} of the {known} files indexed from it (empty, unmounted or unreadable?): nothing was removed; confirm the removals if the files were deleted on purpose</source>
            <translation>содержит {found} из {known} проиндексированных в ней файлов (пуста, не смонтирована или недоступна для чтения?): ничего не удалено; подтвердите удаление, если файлы удалены намеренно</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/scans.py" />
            <source>no result</source>
            <translation>нет результата</translation>
        </message>
        <message>
            <location filename="indexer/retrieval/search.py" />
            <source>This library was indexed with '{embedder}'; searching it with '{other}' would compare unrelated vectors. Search with the library's embedder.</source>
            <translation>Эта библиотека проиндексирована моделью «{embedder}»; поиск в ней с моделью «{other}» сравнивал бы несопоставимые векторы. Ищите с моделью векторизации библиотеки.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>no answer in time</source>
            <translation>истекло время ожидания ответа</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>connection refused</source>
            <translation>в соединении отказано</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the connection was dropped</source>
            <translation>соединение разорвано</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown (it has no {path})</source>
            <translation>неизвестна (у сервера нет {path})</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} does not answer ({detail}); what was indexed is kept. Start it (`{command}`).</source>
            <translation>сервер Chroma по адресу {url} не отвечает ({detail}); проиндексированное сохранено. Запустите его (`{command}`).</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} is version {detail}, and Footnote's Chroma client ({client}) works only with Chroma servers {major}.x: upgrade the server ({command}).</source>
            <translation>версия сервера Chroma по адресу {url} — {detail}, а клиент Chroma в Footnote ({client}) работает только с серверами Chroma {major}.x: обновите сервер ({command}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} stopped answering ({detail}); what was indexed is kept; run again when it is back.</source>
            <translation>сервер Chroma по адресу {url} перестал отвечать ({detail}); проиндексированное сохранено; запустите индексацию снова, когда сервер станет доступен.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}).</source>
            <translation>сервер Chroma по адресу {url} отклонил учётные данные (HTTP {status}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} asks for credentials (HTTP {status}): its password is needed.</source>
            <translation>сервер Chroma по адресу {url} запрашивает учётные данные (HTTP {status}): нужен его пароль.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} asks for credentials (HTTP {status}): its token is needed.</source>
            <translation>сервер Chroma по адресу {url} запрашивает учётные данные (HTTP {status}): нужен его токен.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown</source>
            <translation>неизвестна</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>{option} must be http://HOST:PORT or https://HOST[:PORT][/PATH] (or '{embedded}' for the library's own store), not {url}</source>
            <translation>{option} должен иметь вид http://HOST:PORT или https://HOST[:PORT][/PATH] (или '{embedded}' для собственного хранилища библиотеки), а не {url}</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>(Footnote keeps no password in a URL: it would be recorded in the library and shown.)</source>
            <translation>(Footnote не хранит пароль в URL: он был бы записан в библиотеку и показан.)</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>(Footnote keeps no token in a URL: it would be recorded in the library and shown.)</source>
            <translation>(Footnote не хранит токен в URL: он был бы записан в библиотеку и показан.)</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}): check the password in {variable}.</source>
            <translation>сервер Chroma по адресу {url} отклонил учётные данные (HTTP {status}): проверьте пароль в {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}): check the token in {variable}.</source>
            <translation>сервер Chroma по адресу {url} отклонил учётные данные (HTTP {status}): проверьте токен в {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown (it is not a Chroma server: HTTP {status} for the heartbeat)</source>
            <translation>неизвестна (это не сервер Chroma: HTTP {status} на запрос heartbeat)</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>unknown embedder {name}: use 'builtin' or 'ollama:&lt;model&gt;'</source>
            <translation>неизвестная модель векторизации {name}: используйте 'builtin' или 'ollama:&lt;model&gt;'</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>Ollama could not embed with '{model}': {detail}</source>
            <translation>Ollama не удалось выполнить векторизацию моделью «{model}»: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>The embedding model '{model}' is not in Ollama. Fetch it with `{command}`.</source>
            <translation>Модели векторизации «{model}» нет в Ollama. Загрузите её командой `{command}`.</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>Ollama at {url} did not answer in time.</source>
            <translation>Ollama по адресу {url} не ответил вовремя.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>there is no system keyring here (usual on a server or in CI)</source>
            <translation>здесь нет системного хранилища ключей (обычное дело на сервере или в CI)</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the password (HTTP {status}).</source>
            <translation>Сервер {host} отклонил пароль (HTTP {status}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the token (HTTP {status}).</source>
            <translation>Сервер {host} отклонил токен (HTTP {status}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Cannot reach Ollama at {url}: check that it is running there and that this computer can reach {host} (network, VPN, firewall).</source>
            <translation>Не удаётся связаться с Ollama по адресу {url}: проверьте, что он там запущен и что этот компьютер может подключиться к {host} (сеть, VPN, брандмауэр).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The secure connection to {host} failed ({detail}). Check that the URL's http/https matches the server; if its certificate comes from your own authority, point {variable} at that authority's certificate.</source>
            <translation>Не удалось установить защищённое соединение с {host} ({detail}). Проверьте, что http/https в URL соответствует серверу; если его сертификат выдан вашим собственным центром сертификации, укажите в {variable} сертификат этого центра.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>{url} answered HTTP {status} where Ollama answers: check the URL, including any path prefix of a reverse proxy (e.g. https://host/ollama).</source>
            <translation>{url} ответил HTTP {status} там, где должен отвечать Ollama: проверьте URL, включая префикс пути обратного прокси (например, https://host/ollama).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>the keyring package is not installed</source>
            <translation>пакет keyring не установлен</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} answers, but Ollama behind it does not (HTTP {status}): check that Ollama runs on that machine.</source>
            <translation>Сервер {host} отвечает, а Ollama за ним — нет (HTTP {status}): проверьте, что Ollama запущен на том компьютере.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Ollama at {url} did not accept a connection within {seconds:.0f} s. Check that {host} is on and reachable from this computer (network, VPN, firewall).</source>
            <translation>Ollama по адресу {url} не принял подключение за {seconds:.0f} с. Проверьте, что {host} включён и доступен с этого компьютера (сеть, VPN, брандмауэр).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Ollama is not running at {url}.</source>
            <translation>Ollama не запущен по адресу {url}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a password (HTTP {status}), and none is stored for {url}.</source>
            <translation>Сервер {host} запрашивает пароль (HTTP {status}), но для {url} пароль не сохранён.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a token (HTTP {status}), and none is stored for {url}.</source>
            <translation>Сервер {host} запрашивает токен (HTTP {status}), но для {url} токен не сохранён.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>not an Ollama URL: {url} (use http://host:port or https://host/path)</source>
            <translation>это не URL Ollama: {url} (используйте http://host:port или https://host/path)</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the password in {variable} (HTTP {status}) — check that variable.</source>
            <translation>Сервер {host} отклонил пароль из {variable} (HTTP {status}) — проверьте эту переменную.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the token in {variable} (HTTP {status}) — check that variable.</source>
            <translation>Сервер {host} отклонил токен из {variable} (HTTP {status}) — проверьте эту переменную.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a password (HTTP {status}), and {problem}.</source>
            <translation>Сервер {host} запрашивает пароль (HTTP {status}), но {problem}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a token (HTTP {status}), and {problem}.</source>
            <translation>Сервер {host} запрашивает токен (HTTP {status}), но {problem}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>the system keyring did not answer ({detail})</source>
            <translation>системное хранилище ключей не ответило ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The password was not saved: {reason}. Set {variable} in Footnote's environment instead.</source>
            <translation>Пароль не сохранён: {reason}. Вместо этого задайте {variable} в окружении Footnote.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The token was not saved: {reason}. Set {variable} in Footnote's environment instead.</source>
            <translation>Токен не сохранён: {reason}. Вместо этого задайте {variable} в окружении Footnote.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The system keyring refused to keep the password ({detail}). Unlock it and save again, or set {variable} instead.</source>
            <translation>Системное хранилище ключей отказалось сохранить пароль ({detail}). Разблокируйте его и сохраните снова или вместо этого задайте {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The system keyring refused to keep the token ({detail}). Unlock it and save again, or set {variable} instead.</source>
            <translation>Системное хранилище ключей отказалось сохранить токен ({detail}). Разблокируйте его и сохраните снова или вместо этого задайте {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>update it</source>
            <translation>обновить её</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>Your documents and conversations are not touched.</source>
            <translation>Ваши документы и диалоги не затрагиваются.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the library in {path} is damaged ({detail}).</source>
            <translation>библиотека в {path} повреждена ({detail}).</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>it moves it aside and rebuilds it from your folders</source>
            <translation>она откладывается в сторону и заново создаётся из ваших папок</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the library in {path} is read-only, so Footnote cannot {detail}. Searching it still works.</source>
            <translation>библиотека в {path} доступна только для чтения, поэтому Footnote не может {detail}. Поиск в ней по-прежнему работает.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the disk holding the library ({path}, {free:.0f} MB free) is full. Free some space and run the indexing again: everything indexed so far is kept and the run continues where it stopped.</source>
            <translation>диск с библиотекой ({path}, свободно {free:.0f} МБ) заполнен. Освободите место и запустите индексацию снова: всё уже проиндексированное сохранено, и индексация продолжится с места остановки.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>integrity check: {result}</source>
            <translation>проверка целостности: {result}</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>not a folder list of format {format}</source>
            <translation>это не список папок в формате {format}</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{rule} is not an exclusion rule</source>
            <translation>{rule} не является правилом исключения</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} cannot be read ({detail})</source>
            <translation>не удаётся прочитать {path} ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} is damaged ({detail})</source>
            <translation>{path}: файл повреждён ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} is not a folder's full path</source>
            <translation>{path} не является полным путём к папке</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into the Chroma server at {recorded}; this session uses the Chroma server at {url}, which may lack its vectors.</source>
            <translation>при индексации векторы этой библиотеки записывались на сервер Chroma по адресу {recorded}; в этом сеансе используется сервер Chroma по адресу {url}, где их может не быть.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into the Chroma server at {recorded}; this session uses its own store ({path}), which may lack its vectors.</source>
            <translation>при индексации векторы этой библиотеки записывались на сервер Chroma по адресу {recorded}; в этом сеансе используется собственное хранилище библиотеки ({path}), где их может не быть.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into its own store ({path}); this session uses the Chroma server at {url}, which may lack its vectors.</source>
            <translation>при индексации векторы этой библиотеки записывались в её собственное хранилище ({path}); в этом сеансе используется сервер Chroma по адресу {url}, где их может не быть.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in the Chroma server at {recorded}, where it was indexed, not in the Chroma server at {url}.</source>
            <translation>векторы этой библиотеки находятся на сервере Chroma по адресу {recorded}, где она индексировалась, а не на сервере Chroma по адресу {url}.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>{count} passages lost their vectors (the vector store was deleted or replaced), so they are found by keywords only.</source>
            <translation>фрагментов, потерявших векторы: {count} (хранилище векторов удалено или заменено), поэтому они находятся только по ключевым словам.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>it makes them again</source>
            <translation>векторы будут созданы заново</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this is a shared library, indexed on {machine} (published {when}); search and ask here, and index it there.</source>
            <translation>это общая библиотека, она индексируется на компьютере {machine} (опубликована {when}); здесь в ней можно искать и задавать вопросы, а индексировать — там.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in the Chroma server at {recorded}, where it was indexed, not in its own store ({path}).</source>
            <translation>векторы этой библиотеки находятся на сервере Chroma по адресу {recorded}, где она индексировалась, а не в её собственном хранилище ({path}).</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in its own store ({path}), where it was indexed, not in the Chroma server at {url}.</source>
            <translation>векторы этой библиотеки находятся в её собственном хранилище ({path}), где она индексировалась, а не на сервере Chroma по адресу {url}.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>This library's vectors were made with '{embedder}', not '{other}'.</source>
            <translation>Векторы этой библиотеки созданы моделью «{embedder}», а не «{other}».</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>it rebuilds the vectors while the current ones stay searchable</source>
            <translation>векторы пересоздаются, а поиск по текущим тем временем работает</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>vectors already there are kept; the rest are made again there</source>
            <translation>уже имеющиеся там векторы сохраняются, остальные создаются там заново</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>another Footnote indexing run is using {path}</source>
            <translation>{path} уже использует другой процесс индексации Footnote</translation>
        </message>
        <message>
            <location filename="indexer/store/manifest.py" />
            <source>create a library there</source>
            <translation>создать там библиотеку</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a positive whole number</source>
            <translation>целое положительное число</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a file name beside the publication, like library-&lt;digits&gt;.sqlite</source>
            <translation>имя файла рядом с публикацией, например library-&lt;digits&gt;.sqlite</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>the http(s) URL of a Chroma server</source>
            <translation>http(s)-URL сервера Chroma</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a list of folder paths</source>
            <translation>список путей к папкам</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>an embedder's name, or null</source>
            <translation>название модели векторизации или null</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a time, as text</source>
            <translation>время в виде текста</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a host name</source>
            <translation>имя хоста</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a folder path</source>
            <translation>путь к папке</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: its field {name} is missing (it must be {detail}).</source>
            <translation>{path} — недопустимая публикация: нет поля {name} (ожидается {detail}).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: its field {name} is {value} (it must be {detail}).</source>
            <translation>{path} — недопустимая публикация: поле {name} равно {value} (ожидается {detail}).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Ask the publisher to publish again (`{command}` on the indexing machine).</source>
            <translation>Попросите автора публикации опубликовать библиотеку снова (`{command}` на индексирующем компьютере).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is remembered for this folder</source>
            <translation>сервер будет запомнен для этой папки</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is not a regular file</source>
            <translation>это не обычный файл</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Footnote sends searches, and your Chroma credentials, only to a server you chose.</source>
            <translation>Footnote отправляет поисковые запросы и ваши учётные данные Chroma только на выбранный вами сервер.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>If you do not, ask the publisher where its vectors are.</source>
            <translation>Если не доверяете, спросите у автора публикации, где хранятся векторы библиотеки.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} was published by another version of Footnote (format {found}, this one reads {format}): update Footnote here or there</source>
            <translation>{path} опубликован другой версией Footnote (формат {found}, а эта версия читает {format}): обновите Footnote здесь или там</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is larger than {size} MiB</source>
            <translation>он больше {size} МиБ</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Nothing was copied.</source>
            <translation>Ничего не скопировано.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{folder} was published again while each snapshot was being copied: try again in a moment.</source>
            <translation>пока копировался каждый снимок, в {folder} публиковалась новая версия: повторите попытку чуть позже.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>this shared library (published by {machine}) names the Chroma server at {url}, not the one you chose ({chosen}): nothing was sent to either.</source>
            <translation>эта общая библиотека (опубликована компьютером {machine}) указывает сервер Chroma по адресу {url}, а не выбранный вами ({chosen}): ни на один из них ничего не отправлено.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{folder} holds no shared library ({name} not found): on the indexing machine, run `{command}`</source>
            <translation>в {folder} нет общей библиотеки ({name} не найден): на индексирующем компьютере выполните `{command}`</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{option} wants PUBLISHER_FOLDER=FOLDER_HERE, not {pair}</source>
            <translation>{option} ожидает PUBLISHER_FOLDER=FOLDER_HERE, а не {pair}</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a publication (a JSON {kind}, not an object).</source>
            <translation>{path} — не публикация (JSON типа {kind}, а не объект).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>this shared library (published by {machine}) keeps its vectors on the Chroma server at {url}, its publication says.</source>
            <translation>согласно публикации, эта общая библиотека (опубликована компьютером {machine}) хранит векторы на сервере Chroma по адресу {url}.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>cannot read {path}: {detail}.</source>
            <translation>не удаётся прочитать {path}: {detail}.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} names the snapshot {name}, which is not in {folder}.</source>
            <translation>{path} указывает снимок {name}, которого нет в {folder}.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>cannot read the snapshot {path} ({detail}; a snapshot is a plain file, never a link).</source>
            <translation>не удаётся прочитать снимок {path} ({detail}; снимок — это обычный файл, а не ссылка).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>the snapshot {path} is not a plain file.</source>
            <translation>снимок {path} не является обычным файлом.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: it has fields Footnote does not publish ({fields}).</source>
            <translation>{path} — недопустимая публикация: в ней есть поля, которые Footnote не публикует ({fields}).</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the library is read-only and Chroma must write to open it</source>
            <translation>библиотека доступна только для чтения, а Chroma для открытия нужна запись</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the disk is full</source>
            <translation>диск заполнен</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the vector store ({path}) cannot be opened: {why}.</source>
            <translation>не удаётся открыть хранилище векторов ({path}): {why}.</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>it is damaged or unreadable ({detail})</source>
            <translation>оно повреждено или нечитаемо ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>it moves it aside; the next run rebuilds the vectors</source>
            <translation>хранилище откладывается в сторону, а следующий запуск пересоздаёт векторы</translation>
        </message>
    </context>
</TS>
