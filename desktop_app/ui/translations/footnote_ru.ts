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
            <source>Shared library — published by {publisher} at {time} (read-only)</source>
            <translation>Общая библиотека — опубликована: {publisher}, {time} (только чтение)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>Shared library (read-only)</source>
            <translation>Общая библиотека (только чтение)</translation>
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
            <location filename="desktop_app/core/jobs.py" />
            <source>{problem} Meanwhile search uses keywords only.</source>
            <translation>{problem} Пока поиск идёт только по ключевым словам.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>The library is damaged ({detail}). Repair library moves the damaged files aside (nothing is deleted) and rebuilds them from your folders; your conversations are kept.</source>
            <translation>Библиотека повреждена ({detail}). «Восстановить библиотеку» откладывает повреждённые файлы в сторону (ничего не удаляется) и заново создаёт их из ваших папок; диалоги сохраняются.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>The shared library cannot be opened: {problem}. Search and chat need it: choose another folder in Settings ▸ Shared library folder, or leave it empty to use your own library.</source>
            <translation>Не удаётся открыть общую библиотеку: {problem}. Она нужна для поиска и чата: выберите другую папку в Настройки ▸ Папка общей библиотеки или оставьте поле пустым, чтобы использовать собственную библиотеку.</translation>
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
            <source>{size:.0f} kB</source>
            <translation>{size:.0f} КБ</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Type the name of a model first, e.g. qwen2.5:3b.</source>
            <translation>Сначала введите название модели, например qwen2.5:3b.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size:.1f} GB</source>
            <translation>{size:.1f} ГБ</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size:.0f} MB</source>
            <translation>{size:.0f} МБ</translation>
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
            <source>page {page}</source>
            <translation>стр. {page}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weak support: {detail}</source>
            <translation>слабое подтверждение: {detail}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>section {section}</source>
            <translation>раздел {section}</translation>
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
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n file(s)</source>
            <translation>
                <numerusform>%n файл</numerusform>
                <numerusform>%n файла</numerusform>
                <numerusform>%n файлов</numerusform>
            </translation>
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
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Add folder…</source>
            <translation>&amp;Добавить папку…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Re-index all folders</source>
            <translation>&amp;Переиндексировать все папки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Re&amp;pair library</source>
            <translation>&amp;Восстановить библиотеку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Export conversation…</source>
            <translation>&amp;Экспорт диалога…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Settings…</source>
            <translation>&amp;Настройки…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Models…</source>
            <translation>&amp;Модели…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Quit</source>
            <translation>В&amp;ыход</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Conversation</source>
            <translation>&amp;Диалог</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;New conversation</source>
            <translation>&amp;Новый диалог</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Find conversation</source>
            <translation>Н&amp;айти диалог</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Stop answer</source>
            <translation>&amp;Остановить ответ</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Regenerate answer</source>
            <translation>&amp;Перегенерировать ответ</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Stop the answer (or cancel editing a question)</source>
            <translation>Остановить ответ (или отменить изменение вопроса)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Edit</source>
            <translation>&amp;Правка</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Copy</source>
            <translation>&amp;Копировать</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Select &amp;all</source>
            <translation>&amp;Выделить всё</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Zoom &amp;in</source>
            <translation>У&amp;величить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Zoom &amp;out</source>
            <translation>У&amp;меньшить</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Reset zoom</source>
            <translation>&amp;Сбросить масштаб</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Main</source>
            <comment>the name of the main toolbar</comment>
            <translation>Основная</translation>
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
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Appearance</source>
            <translation>&amp;Оформление</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Add folder</source>
            <translation>Добавить папку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>New conversation</source>
            <translation>Новый диалог</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Models</source>
            <translation>Модели</translation>
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
            <source>{model}  —  {size:.1f} GB  —  {why}   (already in Ollama)</source>
            <translation>{model}  —  {size:.1f} ГБ  —  {why}   (уже есть в Ollama)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size:.1f} GB  —  {why}</source>
            <translation>{model}  —  {size:.1f} ГБ  —  {why}</translation>
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
        <message numerus="yes">
            <location filename="desktop_app/ui/transcript.py" />
            <source>Your documents' %n best keyword match(es) for this question (no model needed) are in Sources.</source>
            <translation>
                <numerusform>%n лучшее совпадение по ключевым словам из ваших документов для этого вопроса (модель не нужна) — в разделе «Источники».</numerusform>
                <numerusform>%n лучших совпадения по ключевым словам из ваших документов для этого вопроса (модель не нужна) — в разделе «Источники».</numerusform>
                <numerusform>%n лучших совпадений по ключевым словам из ваших документов для этого вопроса (модель не нужна) — в разделе «Источники».</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit question…</source>
            <translation>Изменить вопрос…</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/transcript.py" />
            <source>%n sentence(s) without a source (underlined)</source>
            <translation>
                <numerusform>%n предложение без источника (подчёркнуто)</numerusform>
                <numerusform>%n предложения без источника (подчёркнуты)</numerusform>
                <numerusform>%n предложений без источника (подчёркнуты)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate answer</source>
            <translation>Перегенерировать ответ</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Stopped — this is the answer so far.</source>
            <translation>Остановлено — это ответ на данный момент.</translation>
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
            <location filename="desktop_app/ui/transcript.py" />
            <source>weakly supported: {numbers}</source>
            <translation>слабо подтверждено: {numbers}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>no such passage: {numbers}</source>
            <translation>нет такого фрагмента: {numbers}</translation>
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
    </context>
</TS>
