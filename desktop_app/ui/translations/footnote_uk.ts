<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
    <context>
        <name>Footnote</name>
        <message>
            <location filename="desktop_app/app.py" />
            <source>The library location in your settings cannot be used: {problem}. Until it is changed, the library in {folder} is used.</source>
            <translation>Розташування бібліотеки з ваших налаштувань не можна використати: {problem}. Доки його не змінено, використовується бібліотека в {folder}.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/agent.py" />
            <source>the model's reply could not be read; asking again…</source>
            <translation>не вдалося прочитати відповідь моделі; повторний запит…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/agent.py" />
            <source>the model server failed ({error}); retrying…</source>
            <translation>збій сервера моделі ({error}); повторна спроба…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>no passage with this number was shown (shown: none)</source>
            <translation>фрагмента з таким номером не було серед показаних (не показано жодного)</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>the answer cites no passage at all</source>
            <translation>відповідь не посилається на жоден фрагмент</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>this sentence cites no passage</source>
            <translation>це речення не посилається на жоден фрагмент</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>page {page}</source>
            <translation>сторінка {page}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>section {section}</source>
            <translation>розділ {section}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>no passage with this number was shown (shown: 1–{last})</source>
            <translation>фрагмента з таким номером не було серед показаних (показано: 1–{last})</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>only {share:.0%} of its words appear in the passages</source>
            <translation>лише {share:.0%} його слів є у фрагментах</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading {name}, pages all…</source>
            <translation>читання {name}, усі сторінки…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading {name}, pages {pages}…</source>
            <translation>читання {name}, сторінки {pages}…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>the library's documents</source>
            <translation>документи бібліотеки</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading pages {pages} of {total} of {name} (part {part} of {parts})…</source>
            <translation>читання сторінок {pages} з {total} у {name} (частина {part} з {parts})…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>putting together pages {pages} of {name} (group {group} of {groups})…</source>
            <translation>зведення сторінок {pages} у {name} (група {group} з {groups})…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Interrupted: Footnote stopped before this answer was finished.</source>
            <translation>Перервано: Footnote зупинився, не завершивши цю відповідь.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model returned an empty answer. The %n passage(s) it was shown may hold the answer.</source>
            <translation>
                <numerusform>Модель повернула порожню відповідь. Відповідь може міститися в %n показаному їй фрагменті.</numerusform>
                <numerusform>Модель повернула порожню відповідь. Відповідь може міститися в %n показаних їй фрагментах.</numerusform>
                <numerusform>Модель повернула порожню відповідь. Відповідь може міститися в %n показаних їй фрагментах.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model wrote a search request instead of an answer; a model with better tool support will do better. The %n passage(s) it was shown may hold the answer.</source>
            <translation>
                <numerusform>Модель написала пошуковий запит замість відповіді; модель із кращою підтримкою інструментів упорається краще. Відповідь може міститися в %n показаному їй фрагменті.</numerusform>
                <numerusform>Модель написала пошуковий запит замість відповіді; модель із кращою підтримкою інструментів упорається краще. Відповідь може міститися в %n показаних їй фрагментах.</numerusform>
                <numerusform>Модель написала пошуковий запит замість відповіді; модель із кращою підтримкою інструментів упорається краще. Відповідь може міститися в %n показаних їй фрагментах.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model returned an empty answer.</source>
            <translation>Модель повернула порожню відповідь.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model wrote a search request instead of an answer; a model with better tool support will do better.</source>
            <translation>Модель написала пошуковий запит замість відповіді; модель із кращою підтримкою інструментів упорається краще.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Searching failed: {error}</source>
            <translation>Помилка пошуку: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Reading failed: {error}</source>
            <translation>Помилка читання: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} did not answer in time with '{model}': it may still be loading the model, or the machine is too slow for it (`ollama ps` says).</source>
            <translation>Ollama на {server} не відповів вчасно (модель «{model}»): можливо, модель ще завантажується або комп’ютер для неї надто повільний (це покаже `ollama ps`).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The answer failed unexpectedly ({error}).</source>
            <translation>Відповідь несподівано завершилася помилкою ({error}).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} did not answer within {seconds:.0f} s with '{model}': it may still be loading the model, or the machine is too slow for it (`ollama ps` says).</source>
            <translation>Ollama на {server} не відповів за {seconds:.0f} с (модель «{model}»): можливо, модель ще завантажується або комп’ютер для неї надто повільний (це покаже `ollama ps`).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' is not in Ollama. Fetch it with {command}.</source>
            <translation>Моделі «{model}» немає в Ollama. Завантажте її командою {command}.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} refused to describe '{model}': {error}</source>
            <translation>Ollama на {server} не надав опису «{model}»: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' cannot call tools, and Footnote needs that to search your documents.</source>
            <translation>Модель «{model}» не вміє викликати інструменти, а Footnote це потрібно для пошуку у ваших документах.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama could not run '{model}': {error}</source>
            <translation>Ollama не зміг запустити «{model}»: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>'{model}' wrote a reply Footnote could not read ({error}), also when asked again. Ask again, or use a model with better tool support, e.g. {command}.</source>
            <translation>Модель «{model}» написала відповідь, яку Footnote не зміг прочитати ({error}), навіть після повторного запиту. Запитайте ще раз або скористайтеся моделлю з кращою підтримкою інструментів, наприклад {command}.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Talking to Ollama at {server} failed ({error}).</source>
            <translation>Не вдалося зв’язатися з Ollama на {server} ({error}).</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' cannot call tools.</source>
            <translation>Модель «{model}» не вміє викликати інструменти.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>The model kept repeating itself, so Footnote stopped the answer there. Ask again, or choose a larger model.</source>
            <translation>Модель почала повторюватися, тож Footnote на цьому зупинив відповідь. Запитайте ще раз або виберіть більшу модель.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>The search budget for this question was used up.</source>
            <translation>Ліміт пошуків для цього запитання вичерпано.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} (loading it) to read %n passage(s)…</source>
            <translation>
                <numerusform>очікування, поки {model} (завантажується) прочитає %n фрагмент…</numerusform>
                <numerusform>очікування, поки {model} (завантажується) прочитає %n фрагменти…</numerusform>
                <numerusform>очікування, поки {model} (завантажується) прочитає %n фрагментів…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} to read %n passage(s)…</source>
            <translation>
                <numerusform>очікування, поки {model} прочитає %n фрагмент…</numerusform>
                <numerusform>очікування, поки {model} прочитає %n фрагменти…</numerusform>
                <numerusform>очікування, поки {model} прочитає %n фрагментів…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} (loading it)…</source>
            <translation>очікування {model} (завантажується)…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model}…</source>
            <translation>очікування {model}…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>writing the answer…</source>
            <translation>написання відповіді…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>searching '{query}'…</source>
            <translation>пошук «{query}»…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/scope.py" />
            <source>All folders</source>
            <translation>Усі теки</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/scope.py" />
            <source>{folders} (was|were) removed from the library, so this question searched all folders.</source>
            <translation>
                <numerusform>{folders} вилучено з бібліотеки, тому пошук за цим запитанням виконано в усіх теках.</numerusform>
                <numerusform>{folders} вилучено з бібліотеки, тому пошук за цим запитанням виконано в усіх теках.</numerusform>
                <numerusform>{folders} вилучено з бібліотеки, тому пошук за цим запитанням виконано в усіх теках.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/scope.py" />
            <source>{file} is no longer in the library, so this question searched all folders.</source>
            <translation>{file} уже не в бібліотеці, тому пошук за цим запитанням виконано в усіх теках.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>waiting for the previous question in this conversation…</source>
            <translation>очікування попереднього запитання в цій розмові…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>The shared library cannot be opened: {problem}</source>
            <translation>Не вдається відкрити спільну бібліотеку: {problem}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>Footnote cannot search your documents yet: {problem}</source>
            <translation>Footnote поки не може шукати у ваших документах: {problem}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>Stopped before it started.</source>
            <translation>Зупинено до початку.</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/state.py" />
            <source>Stopped by you.</source>
            <translation>Зупинено вами.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>correct a document's details</source>
            <translation>виправити відомості про документ</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>read the rest of a scanned document</source>
            <translation>прочитати решту сканованого документа</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>{path} is the library folder itself: remove it instead</source>
            <translation>{path} — це сама тека бібліотеки: натомість вилучіть її</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>{path} is not inside the library folder {folder}</source>
            <translation>{path} не міститься в теці бібліотеки {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>unknown</source>
            <comment>memory size</comment>
            <translation>невідомо</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>{size} GB</source>
            <translation>{size} ГБ</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>small and quick; fits next to your other programs</source>
            <translation>мала і швидка; уживається з іншими програмами</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>better answers, a little slower</source>
            <translation>кращі відповіді, трохи повільніша</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>Footnote's default: good citations, quick</source>
            <translation>типова для Footnote: добрі посилання, швидка</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>better answers; slower without a graphics card</source>
            <translation>кращі відповіді; повільніша без відеокарти</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>an alternative of the same size</source>
            <translation>альтернатива того самого розміру</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>good answers at a good speed</source>
            <translation>добрі відповіді з доброю швидкістю</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>the most careful answers; needs a fast computer</source>
            <translation>найретельніші відповіді; потрібен швидкий комп’ютер</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>an alternative of the 7B size</source>
            <translation>альтернатива розміру 7B</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>quick, for slower computers</source>
            <translation>швидка, для повільніших комп’ютерів</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/probe.py" />
            <source>Ollama connected — {model} ready</source>
            <translation>Ollama під’єднано — {model} готова</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/probe.py" />
            <source>Ollama · {host} · {latency:.0f} ms — {model} ready</source>
            <translation>Ollama · {host} · {latency:.0f} мс — {model} готова</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Checking the download…</source>
            <translation>Перевірка завантаження…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Finishing…</source>
            <translation>Завершення…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size} kB</source>
            <translation>{size} кБ</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Type the name of a model first, e.g. qwen2.5:3b.</source>
            <translation>Спершу введіть назву моделі, наприклад qwen2.5:3b.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size} MB</source>
            <translation>{size} МБ</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama could not download {model}: {error}</source>
            <translation>Ollama не зміг завантажити {model}: {error}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Downloading {model} failed unexpectedly ({error}).</source>
            <translation>Завантаження {model} несподівано завершилося помилкою ({error}).</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{model} is downloaded and ready.</source>
            <translation>{model} завантажено, модель готова до роботи.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Downloading {model}: {done} of {total}</source>
            <translation>Завантаження {model}: {done} з {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Asking for {model}…</source>
            <translation>Запит {model}…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama stopped sending the download of {model} before it finished. Download it again: Ollama continues where it stopped.</source>
            <translation>Ollama перестав передавати {model}, не завершивши завантаження. Завантажте ще раз: Ollama продовжить з того місця, де зупинився.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama's library has no model called '{model}'. Check the spelling and the size tag (for example qwen2.5:3b), or pick one of the suggestions.</source>
            <translation>У бібліотеці Ollama немає моделі «{model}». Перевірте написання і тег розміру (наприклад, qwen2.5:3b) або виберіть одну з рекомендованих.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>There is not enough free disk space to download {model}. Free some space (or remove a model you no longer use with `ollama rm &lt;name&gt;`), then download it again: Ollama keeps what it already has.</source>
            <translation>Недостатньо вільного місця на диску, щоб завантажити {model}. Звільніть місце (або вилучіть непотрібну модель командою `ollama rm &lt;name&gt;`), а потім завантажте ще раз: Ollama збереже вже завантажене.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama could not reach its model library to download {model} ({error}). Check the internet connection of the computer Ollama runs on, then download again: it continues where it stopped.</source>
            <translation>Ollama не зміг зв’язатися зі своєю бібліотекою моделей, щоб завантажити {model} ({error}). Перевірте з’єднання з інтернетом на комп’ютері, де працює Ollama, а потім завантажте ще раз: завантаження продовжиться з того місця, де зупинилося.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama at {server} stopped answering while downloading {model}. Download it again: Ollama continues where it stopped.</source>
            <translation>Ollama на {server} перестав відповідати під час завантаження {model}. Завантажте ще раз: Ollama продовжить з того місця, де зупинився.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>The connection to Ollama at {server} broke while downloading {model} ({error}). Download it again: Ollama continues where it stopped.</source>
            <translation>З’єднання з Ollama на {server} обірвалося під час завантаження {model} ({error}). Завантажте ще раз: Ollama продовжить з того місця, де зупинився.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The Ollama sign-in was removed from the system keyring.</source>
            <translation>Дані входу Ollama вилучено із системного сховища ключів.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The token for {host} is kept in the system keyring.</source>
            <translation>Токен для {host} зберігається в системному сховищі ключів.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The password for {host} is kept in the system keyring.</source>
            <translation>Пароль для {host} зберігається в системному сховищі ключів.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use File ▸ Repair library</source>
            <translation>скористайтеся пунктом Файл ▸ Відновити бібліотеку</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>to index, make the folder writable or choose another folder in Settings ▸ Data location</source>
            <translation>щоб індексувати, дозвольте запис у теку або виберіть іншу теку в Налаштування ▸ Розташування даних</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>choose {value} in Settings ▸ Embedding model to work with it</source>
            <translation>виберіть {value} у Налаштування ▸ Модель векторизації, щоб працювати з нею</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>choose {value} in Settings ▸ Embedding model to switch the library</source>
            <translation>виберіть {value} у Налаштування ▸ Модель векторизації, щоб перевести на неї бібліотеку</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>clear Settings ▸ Chroma server to keep using them</source>
            <translation>очистьте Налаштування ▸ Сервер Chroma, щоб і далі ними користуватися</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if you trust the publication, enter {value} in Settings ▸ Chroma server</source>
            <translation>якщо ви довіряєте публікації, введіть {value} у Налаштування ▸ Сервер Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>to index on this desktop, clear Settings ▸ Shared library folder to use a library of your own</source>
            <translation>щоб індексувати на цьому комп’ютері, очистьте Налаштування ▸ Тека спільної бібліотеки й користуйтеся власною бібліотекою</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use File ▸ Re-index all folders</source>
            <translation>скористайтеся пунктом Файл ▸ Переіндексувати всі теки</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if it runs elsewhere, correct the address in Settings ▸ Chroma server</source>
            <translation>якщо він працює деінде, виправте адресу в Налаштування ▸ Сервер Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter another one in Settings ▸ Chroma server</source>
            <translation>введіть інший у Налаштування ▸ Сервер Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>then enter {value} in Settings ▸ Chroma server</source>
            <translation>потім введіть {value} у Налаштування ▸ Сервер Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter {value} once in Settings ▸ Chroma server, with the password (it is kept in the system keyring)</source>
            <translation>один раз введіть {value} у Налаштування ▸ Сервер Chroma разом із паролем (він зберігається в системному сховищі ключів)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check the one given in Settings ▸ Chroma server (kept in the system keyring), or set {value}</source>
            <translation>перевірте вказаний у Налаштування ▸ Сервер Chroma (зберігається в системному сховищі ключів) або задайте {value}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>set {value} in Footnote's environment</source>
            <translation>задайте {value} у середовищі Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>start it with `ollama serve`</source>
            <translation>запустіть його командою `ollama serve`</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if it runs elsewhere, enter its address in Settings ▸ Ollama URL</source>
            <translation>якщо він працює деінде, введіть його адресу в Налаштування ▸ URL Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter it in Settings ▸ Sign-in (or set {value})</source>
            <translation>введіть його в Налаштування ▸ Вхід (або задайте {value})</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check Settings ▸ Sign-in (or set {value})</source>
            <translation>перевірте Налаштування ▸ Вхід (або задайте {value})</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check the password in Settings ▸ Ollama URL</source>
            <translation>перевірте пароль у Налаштування ▸ URL Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>try a smaller model (Settings ▸ Chat model), or ask again once it is loaded</source>
            <translation>спробуйте меншу модель (Налаштування ▸ Модель чату) або запитайте знову, коли модель завантажиться</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>, or </source>
            <translation>, або </translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>move them from a terminal: {command}</source>
            <translation>перенесіть їх у терміналі: {command}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use a model with tool support, e.g. {command}, and choose it in Settings ▸ Chat model</source>
            <translation>скористайтеся моделлю з підтримкою інструментів, наприклад {command}, і виберіть її в Налаштування ▸ Модель чату</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} reused</source>
            <translation>{count} використано повторно</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} unchanged</source>
            <translation>{count} без змін</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} skipped</source>
            <translation>{count} пропущено</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} failed</source>
            <translation>{count} з помилкою</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} removed</source>
            <translation>{count} вилучено</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>ETA {duration}</source>
            <translation>До кінця: {duration}</translation>
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
            <translation>сканована сторінка {read} з {total} · залишилось {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{hours} h {minutes:02d} min</source>
            <translation>{hours} год {minutes:02d} хв</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Looking for files…</source>
            <translation>Пошук файлів…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Cancelled: {files} files — {counts} · {passages} passages added · {duration}</source>
            <translation>Скасовано. Файлів: {files} — {counts} · додано фрагментів: {passages} · {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Done: {files} files — {counts} · {passages} passages added · {duration}</source>
            <translation>Готово. Файлів: {files} — {counts} · додано фрагментів: {passages} · {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>nothing</source>
            <comment>excluded</comment>
            <translation>нічого</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>{what} excluded by %n rule(s)</source>
            <translation>
                <numerusform>виключено за %n правилом: {what}</numerusform>
                <numerusform>виключено за %n правилами: {what}</numerusform>
                <numerusform>виключено за %n правилами: {what}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>estimating…</source>
            <translation>оцінювання…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total} — the OCR page limit keeps the rest (Files ▸ Read all scanned pages)</source>
            <translation>сканована сторінка {read} з {total} — решту стримує ліміт сторінок OCR (Файли ▸ Прочитати всі скановані сторінки)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total}</source>
            <translation>сканована сторінка {read} з {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{seconds} s</source>
            <translation>{seconds} с</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{minutes} min {seconds:02d} s</source>
            <translation>{minutes} хв {seconds:02d} с</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Done</source>
            <translation>Готово</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Cancelled</source>
            <translation>Скасовано</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>%v / %m files</source>
            <translation>%v / %m файлів</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>%n file(s)</source>
            <translation>
                <numerusform>%n файл</numerusform>
                <numerusform>%n файли</numerusform>
                <numerusform>%n файлів</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>%n folder(s)</source>
            <translation>
                <numerusform>%n тека</numerusform>
                <numerusform>%n теки</numerusform>
                <numerusform>%n тек</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{files} and {folders}</source>
            <translation>{files} і {folders}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Files read; embedding passages for search by meaning: {embedded} / {total} · {speed} · {eta}</source>
            <translation>Файли прочитано; векторизація фрагментів для смислового пошуку: {embedded} / {total} · {speed} · {eta}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Every file's text is searchable; reading scanned pages with OCR: {current}</source>
            <translation>Текст усіх файлів доступний для пошуку; читання сканованих сторінок за допомогою OCR: {current}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{done} / {total} files · {passages} passages ({embedded} embedded)</source>
            <translation>{done} / {total} файлів · фрагментів: {passages} (векторизовано: {embedded})</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{done} / {total} files · {passages} passages</source>
            <translation>{done} / {total} файлів · фрагментів: {passages}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} indexed</source>
            <translation>{count} проіндексовано</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Files read; embedding passages for search by meaning: {embedded} / {total} · {eta}</source>
            <translation>Файли прочитано; векторизація фрагментів для смислового пошуку: {embedded} / {total} · {eta}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} passages still to embed</source>
            <translation>ще не векторизовано фрагментів: {count}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{folder} {reason} (the folder's menu ▸ Drop files no longer there)</source>
            <translation>{folder} {reason} (меню теки ▸ Прибрати відсутні файли)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file was damaged: {detail}. It could not be moved aside ({path}) and the defaults are used.</source>
            <translation>Файл налаштувань пошкоджено: {detail}. Його не вдалося перемістити ({path}), тому використовуються типові значення.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Some values in your settings file could not be used, so their defaults are used: {problems}.</source>
            <translation>Деякі значення з файлу налаштувань не вдалося використати, тому для них застосовано типові: {problems}.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file was damaged: {detail}. It was kept as {name} and the defaults are used.</source>
            <translation>Файл налаштувань пошкоджено: {detail}. Його збережено як {name}, використовуються типові значення.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>The file as it was is kept as {name}.</source>
            <translation>Попередню версію файлу збережено як {name}.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file {path} cannot be read ({reason}); the defaults are used.</source>
            <translation>Не вдається прочитати файл налаштувань {path} ({reason}); використовуються типові значення.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not valid</source>
            <translation>{name} = {value} не є допустимим значенням</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not 'builtin' or 'ollama:&lt;model&gt;'</source>
            <translation>не є 'builtin' чи 'ollama:&lt;model&gt;'</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>holds a NUL character</source>
            <translation>містить символ NUL</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a full path (give one such as ~/Footnote or /home/me/Footnote)</source>
            <translation>не є повним шляхом (вкажіть, наприклад, ~/Footnote або /home/me/Footnote)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not text in quotes</source>
            <translation>{name} = {value} не є текстом у лапках</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not true or false</source>
            <translation>{name} = {value} не є true чи false</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not a whole number</source>
            <translation>{name} = {value} не є цілим числом</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not a number</source>
            <translation>{name} = {value} не є числом</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>schema_version = {value} is not a version Footnote writes (1, 2, …)</source>
            <translation>schema_version = {value} не є версією, яку записує Footnote (1, 2, …)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>chunk_overlap = {overlap} is not smaller than chunk_size = {size} (neighbouring passages cannot share a whole passage), so both get their defaults</source>
            <translation>chunk_overlap = {overlap} не менше за chunk_size = {size} (сусідні фрагменти не можуть мати спільним цілий фрагмент), тому обидва отримують типові значення</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a whole number from {low} to {high}</source>
            <translation>не є цілим числом від {low} до {high}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a number from {low} to {high}</source>
            <translation>не є числом від {low} до {high}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a Chroma server's address (http://HOST:PORT or https://HOST[/PATH])</source>
            <translation>не є адресою сервера Chroma (http://HOST:PORT або https://HOST[/PATH])</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not PUBLISHER_FOLDER=FOLDER_HERE pairs separated by ';'</source>
            <translation>не є парами PUBLISHER_FOLDER=FOLDER_HERE, розділеними ';'</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a number of characters above 0</source>
            <translation>не є кількістю символів, більшою за 0</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not 0 or more characters</source>
            <translation>не є кількістю символів від 0</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>names the home folder of {user}, a user this computer does not have (give a full path such as ~/Footnote)</source>
            <translation>вказує на домашню теку користувача {user}, якого на цьому комп’ютері немає (вкажіть повний шлях, наприклад ~/Footnote)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not one of {choices}</source>
            <translation>не є одним із: {choices}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>Shared library — published by {publisher} at {time} (read-only)</source>
            <translation>Спільна бібліотека — публікація {publisher} від {time} (лише для читання)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>Shared library (read-only)</source>
            <translation>Спільна бібліотека (лише для читання)</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>{problem} Meanwhile search uses keywords only.</source>
            <translation>{problem} Поки що пошук працює лише за ключовими словами.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>The library is damaged ({detail}). Repair library moves the damaged files aside (nothing is deleted) and rebuilds them from your folders; your conversations are kept.</source>
            <translation>Бібліотеку пошкоджено ({detail}). «Відновити бібліотеку» переміщує пошкоджені файли в інше місце (нічого не видаляється) і відтворює їх із ваших тек; розмови зберігаються.</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>The shared library cannot be opened: {problem}. Search and chat need it: choose another folder in Settings ▸ Shared library folder, or leave it empty to use your own library.</source>
            <translation>Не вдається відкрити спільну бібліотеку: {problem}. Вона потрібна для пошуку й чату: виберіть іншу теку в Налаштування ▸ Тека спільної бібліотеки або залиште поле порожнім, щоб використовувати власну бібліотеку.</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>PDF document</source>
            <translation>Документ PDF</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Web page (HTML)</source>
            <translation>Вебсторінка (HTML)</translation>
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
            <translation>Посилання</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Passages shown to the assistant (none cited)</source>
            <translation>Фрагменти, показані асистентові (без посилань на них)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Exported from Footnote on {created}.</source>
            <translation>Експортовано з Footnote {created}.</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Each [n] points to the reference with the same number under its answer.</source>
            <translation>Кожне [n] вказує на посилання з тим самим номером під відповіддю.</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Asked {when}</source>
            <translation>Запитано {when}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Not found in your documents</source>
            <translation>У ваших документах не знайдено</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>(no answer)</source>
            <translation>(немає відповіді)</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Checks</source>
            <translation>Перевірки</translation>
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
            <translation>Розмова</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>no source</source>
            <translation>без джерела</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weakly supported</source>
            <translation>слабко підкріплено</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>invalid citation</source>
            <translation>недійсне посилання</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Searched: {scope}</source>
            <translation>Область пошуку: {scope}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>invalid citation: no passage with this number was shown to the assistant</source>
            <translation>недійсне посилання: фрагмента з таким номером асистентові не показували</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weak support: {detail}</source>
            <translation>слабке підкріплення: {detail}</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>Your documents' %n best keyword match(es) for this question (no model needed) are in Sources.</source>
            <translation>
                <numerusform>%n найкращий збіг за ключовими словами з ваших документів для цього запитання (модель не потрібна) — на вкладці «Джерела».</numerusform>
                <numerusform>%n найкращі збіги за ключовими словами з ваших документів для цього запитання (модель не потрібна) — на вкладці «Джерела».</numerusform>
                <numerusform>%n найкращих збігів за ключовими словами з ваших документів для цього запитання (модель не потрібна) — на вкладці «Джерела».</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>%n sentence(s) without a source (underlined)</source>
            <translation>
                <numerusform>%n речення без джерела (підкреслено)</numerusform>
                <numerusform>%n речення без джерела (підкреслено)</numerusform>
                <numerusform>%n речень без джерела (підкреслено)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>Stopped — this is the answer so far.</source>
            <translation>Зупинено — ось відповідь, отримана досі.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>weakly supported: {numbers}</source>
            <translation>слабко підкріплено: {numbers}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>no such passage: {numbers}</source>
            <translation>немає такого фрагмента: {numbers}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Corrections are kept when the file is indexed again.</source>
            <translation>Виправлення зберігаються під час повторного індексування файлу.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Use the detected values</source>
            <translation>Використати виявлені значення</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Title</source>
            <translation>Назва</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Organisation</source>
            <translation>Організація</translation>
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
            <translation>Період</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Date</source>
            <translation>Дата</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Pages</source>
            <translation>Сторінки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Language</source>
            <translation>Мова</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>{field}: {value} (edited)</source>
            <translation>{field}: {value} (виправлено)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>{field}: {value}</source>
            <translation>{field}: {value}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>not counted (no pages)</source>
            <translation>не підраховано (немає сторінок)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Drop your corrections: show what indexing found</source>
            <translation>Відкинути ваші виправлення: показати те, що знайшло індексування</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Document details — {name}</source>
            <translation>Відомості про документ — {name}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>You corrected this field</source>
            <translation>Ви виправили це поле</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_controller.py" />
            <source>Add a folder first (drop it onto the window or File ▸ Add folder…).</source>
            <translation>Спершу додайте теку (перетягніть її у вікно або Файл ▸ Додати теку…).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_controller.py" />
            <source>Your folders hold no readable passages yet: add a folder with documents (drop it onto the window or File ▸ Add folder…), or see the Files tab for files that could not be read.</source>
            <translation>У ваших теках поки немає придатних для читання фрагментів: додайте теку з документами (перетягніть її у вікно або Файл ▸ Додати теку…) або перегляньте на вкладці «Файли», які файли не вдалося прочитати.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>{minutes} min {seconds:02d} s</source>
            <translation>{minutes} хв {seconds:02d} с</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Ask your documents…  (Enter sends, Shift+Enter new line)</source>
            <translation>Запитайте свої документи…  (Enter — надіслати, Shift+Enter — новий рядок)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Editing question {number} — Esc to cancel</source>
            <translation>Редагування запитання {number} — Esc, щоб скасувати</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>the answer after it will be replaced</source>
            <translation>наступну відповідь буде замінено</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>the %n answers after it will be replaced</source>
            <translation>
                <numerusform>наступну %n відповідь буде замінено</numerusform>
                <numerusform>наступні %n відповіді буде замінено</numerusform>
                <numerusform>наступні %n відповідей буде замінено</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Cancel</source>
            <translation>Скасувати</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop editing; Send asks a new question again (Esc)</source>
            <translation>Припинити редагування; «Надіслати» знову поставить нове запитання (Esc)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Send</source>
            <translation>Надіслати</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop</source>
            <translation>Зупинити</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop the answer (Esc)</source>
            <translation>Зупинити відповідь (Esc)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>{seconds} s</source>
            <translation>{seconds} с</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Search conversations (Ctrl+F)</source>
            <translation>Пошук розмов (Ctrl+F)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>No conversations yet. Ask a question below to start one.</source>
            <translation>Розмов поки немає. Поставте запитання внизу, щоб почати.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>New</source>
            <comment>a new conversation</comment>
            <translation>Нова</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>New conversation (Ctrl+N)</source>
            <translation>Нова розмова (Ctrl+N)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Rename</source>
            <translation>Перейменувати</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Rename the selected conversation (F2)</source>
            <translation>Перейменувати вибрану розмову (F2)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete</source>
            <translation>Видалити</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete the selected conversation</source>
            <translation>Видалити вибрану розмову</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Conversations</source>
            <translation>Розмови</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete the conversation “{title}”? This cannot be undone.</source>
            <translation>Видалити розмову «{title}»? Цю дію неможливо скасувати.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Matched against each file and folder name and against the path inside the folder, e.g. *.log, node_modules, drafts/**</source>
            <translation>Порівнюється з назвою кожного файлу й теки та зі шляхом усередині теки, наприклад *.log, node_modules, drafts/**</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>%n rule(s) keep(s|) files of {folder} out of the library.</source>
            <translation>
                <numerusform>%n правило тримає файли з {folder} поза бібліотекою.</numerusform>
                <numerusform>%n правила тримають файли з {folder} поза бібліотекою.</numerusform>
                <numerusform>%n правил тримають файли з {folder} поза бібліотекою.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Nothing in {folder} is excluded.</source>
            <translation>У {folder} нічого не виключено.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>{pattern} (pattern)</source>
            <translation>{pattern} (шаблон)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Include again</source>
            <translation>Включити знову</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Index what this rule keeps out again</source>
            <translation>Знову індексувати те, що виключає це правило</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Excluded from {folder}</source>
            <translation>Виключено з {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Exclude a folder from {folder}</source>
            <translation>Виключити теку з {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Exclude files matching — {folder}</source>
            <translation>Виключити файли за шаблоном — {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Keep files matching this pattern out of {folder}.
{hint}.</source>
            <translation>Виключити з {folder} файли, що відповідають цьому шаблону.
{hint}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>{path} is not in a library folder</source>
            <translation>{path} не в теці бібліотеки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Footnote export</source>
            <translation>Експорт Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Export</source>
            <translation>Експорт</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Answer copied with its references (Markdown).</source>
            <translation>Відповідь скопійовано з посиланнями (Markdown).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Nothing to export yet: ask a question first.</source>
            <translation>Поки нічого експортувати: спершу поставте запитання.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Exported to {path}</source>
            <translation>Експортовано до {path}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Could not export to {path}: {reason}</source>
            <translation>Не вдалося експортувати до {path}: {reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_pdf.py" />
            <source>Footnote · page {page} of {count}</source>
            <translation>Footnote · сторінка {page} з {count}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Find in document</source>
            <translation>Знайти в документі</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Previous match (Shift+Enter)</source>
            <translation>Попередній збіг (Shift+Enter)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Next match (Enter)</source>
            <translation>Наступний збіг (Enter)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Close (Esc)</source>
            <translation>Закрити (Esc)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Searching…</source>
            <translation>Пошук…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>No matches</source>
            <translation>Немає збігів</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/find_bar.py" />
            <source>%n found</source>
            <translation>
                <numerusform>%n збіг</numerusform>
                <numerusform>%n збіги</numerusform>
                <numerusform>%n збігів</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>{current} of {total}</source>
            <translation>{current} з {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>1. Get a model</source>
            <translation>1. Отримайте модель</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>2. Add a folder</source>
            <translation>2. Додайте теку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>3. Ask your first question</source>
            <translation>3. Поставте перше запитання</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Footnote answers from the documents in the folders you add. Click Add folder… or drop a folder onto the window.</source>
            <translation>Footnote відповідає на основі документів у доданих вами теках. Натисніть «Додати теку…» або перетягніть теку у вікно.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Type it in the box below and press Enter. Answers cite the passages they come from: click a number to see it on the page.</source>
            <translation>Введіть його в поле нижче й натисніть Enter. Відповіді посилаються на фрагменти, з яких їх узято: натисніть номер, щоб побачити фрагмент на сторінці.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Checking Ollama…</source>
            <translation>Перевірка Ollama…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Reading your library…</source>
            <translation>Читання бібліотеки…</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/first_run.py" />
            <source>%n folder(s) in the library.</source>
            <translation>
                <numerusform>У бібліотеці %n тека.</numerusform>
                <numerusform>У бібліотеці %n теки.</numerusform>
                <numerusform>У бібліотеці %n тек.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Done: your conversations are listed on the left.</source>
            <translation>Готово: ваші розмови — у списку ліворуч.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Welcome to Footnote: three steps to your first answer</source>
            <translation>Вітаємо у Footnote: три кроки до першої відповіді</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Don't show again</source>
            <translation>Більше не показувати</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Hide this guide for good (the menus do the same things)</source>
            <translation>Назавжди сховати цей посібник (те саме можна зробити через меню)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Models…</source>
            <translation>Моделі…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Add folder…</source>
            <translation>Додати теку…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Ask</source>
            <translation>Запитати</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Ollama does not have the model {model} yet. Click Models… to download it, or choose a model Ollama has.</source>
            <translation>В Ollama ще немає моделі {model}. Натисніть «Моделі…», щоб завантажити її, або виберіть модель, яка в Ollama є.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Answers questions about your own documents, with numbered references to the passages they come from: click one to see it on its page.</source>
            <translation>Відповідає на запитання про ваші власні документи, з пронумерованими посиланнями на фрагменти, з яких узято відповідь: натисніть посилання, щоб побачити фрагмент на його сторінці.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Footnote works offline. Your documents, the library and your conversations stay on this computer; questions go only to the Ollama server chosen in Settings (this computer unless you chose another).</source>
            <translation>Footnote працює офлайн. Ваші документи, бібліотека й розмови залишаються на цьому комп’ютері; запитання надсилаються лише на сервер Ollama, вибраний у налаштуваннях (цей комп’ютер, якщо ви не вибрали інший).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Library and conversations</source>
            <translation>Бібліотека й розмови</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Conversations file</source>
            <translation>Файл розмов</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Settings</source>
            <translation>Налаштування</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Keyboard shortcuts</source>
            <translation>Клавіатурні скорочення</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Where my data lives</source>
            <translation>Де зберігаються мої дані</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copy</source>
            <translation>Копіювати</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copy the path to the clipboard</source>
            <translation>Копіювати шлях до буфера обміну</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Footnote self-test</source>
            <translation>Самоперевірка Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Run again</source>
            <translation>Запустити знову</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Indexing, searching and exporting a sample in a temporary folder (a few seconds; your library is not touched)…</source>
            <translation>Індексування, пошук і експорт зразка в тимчасовій теці (кілька секунд; ваша бібліотека не змінюється)…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;About Footnote</source>
            <translation>&amp;Про Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Клавіатурні скорочення</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;Where my data lives</source>
            <translation>&amp;Де зберігаються мої дані</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Run &amp;self-test…</source>
            <translation>&amp;Запустити самоперевірку…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>About Footnote</source>
            <translation>Про Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Action</source>
            <translation>Дія</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Keys</source>
            <translation>Клавіші</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Open</source>
            <translation>Відкрити</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Open folder</source>
            <translation>Відкрити теку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Show it in the file manager</source>
            <translation>Показати у файловому менеджері</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Show its folder in the file manager</source>
            <translation>Показати його теку у файловому менеджері</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>All checks passed.</source>
            <translation>Усі перевірки пройдено.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>The self-test found a problem: see the lines marked ✗.</source>
            <translation>Самоперевірка виявила проблему: див. рядки з позначкою ✗.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>The self-test could not run: {message}</source>
            <translation>Не вдалося запустити самоперевірку: {message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copied {path}</source>
            <translation>Скопійовано {path}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{library}: folders are added, indexed, excluded and removed on the desktop that publishes it.</source>
            <translation>{library}: теки додають, індексують, виключають і вилучають на комп’ютері, що її публікує.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{path} is not in a library folder any more</source>
            <translation>{path} більше не в теці бібліотеки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{library}: its documents' details are corrected on the desktop that publishes it.</source>
            <translation>{library}: відомості про документи виправляють на комп’ютері, що її публікує.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/index_controller.py" />
            <source>cancelled — %n passage(s) without vectors</source>
            <translation>
                <numerusform>скасовано — %n фрагмент без векторів</numerusform>
                <numerusform>скасовано — %n фрагменти без векторів</numerusform>
                <numerusform>скасовано — %n фрагментів без векторів</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>cancelled — not finished</source>
            <translation>скасовано — не завершено</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>indexed</source>
            <comment>file status</comment>
            <translation>проіндексовано</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>indexing…</source>
            <comment>file status</comment>
            <translation>індексування…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>skipped</source>
            <comment>file status</comment>
            <translation>пропущено</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>failed</source>
            <comment>file status</comment>
            <translation>помилка</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>not indexed</source>
            <comment>file status</comment>
            <translation>не проіндексовано</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>excluded</source>
            <comment>file status</comment>
            <translation>виключено</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — OCR is off, so the rest wait until it is switched on in Settings</source>
            <translation>скановані сторінки: прочитано {read} з {total} — OCR вимкнено, решта чекає, доки його не ввімкнуть у Налаштуваннях</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — the OCR page limit keeps the rest (menu ▸ Read all scanned pages)</source>
            <translation>скановані сторінки: прочитано {read} з {total} — решту стримує ліміт сторінок OCR (меню ▸ Прочитати всі скановані сторінки)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — the rest after every other file, on the next run</source>
            <translation>скановані сторінки: прочитано {read} з {total} — решта після всіх інших файлів, під час наступного запуску</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Pause</source>
            <translation>Пауза</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Cancelling…</source>
            <translation>Скасування…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Open file</source>
            <translation>Відкрити файл</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Retry</source>
            <translation>Повторити</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>kept out of the library — Excluded items… includes it again</source>
            <translation>виключено з бібліотеки — «Виключені елементи…» повертає його</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Document details…</source>
            <translation>Відомості про документ…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Read all scanned pages</source>
            <translation>Прочитати всі скановані сторінки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>{indexed} indexed · {skipped} skipped · {failed} failed · {excluded} excluded</source>
            <translation>{indexed} проіндексовано · {skipped} пропущено · {failed} з помилкою · {excluded} виключено</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>{indexed} indexed · {skipped} skipped · {failed} failed</source>
            <translation>{indexed} проіндексовано · {skipped} пропущено · {failed} з помилкою</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Removing the folder's passages…</source>
            <translation>Вилучення фрагментів теки…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Paused — Resume continues where it stopped</source>
            <translation>Призупинено — «Продовжити» відновить роботу з того самого місця</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Resume</source>
            <translation>Продовжити</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Status</source>
            <translation>Стан</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>File</source>
            <translation>Файл</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Details</source>
            <translation>Подробиці</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Summarise this document</source>
            <translation>Підсумувати цей документ</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Ask about this document</source>
            <translation>Запитати про цей документ</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude this file</source>
            <translation>Виключити цей файл</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude folder…</source>
            <translation>Виключити теку…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude files matching…</source>
            <translation>Виключити файли за шаблоном…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Excluded items…</source>
            <translation>Виключені елементи…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Rebuilding the vectors with the new embedding model…</source>
            <translation>Перебудова векторів новою моделлю векторизації…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Stopped</source>
            <translation>Зупинено</translation>
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
                <numerusform>%n фрагменти</numerusform>
                <numerusform>%n фрагментів</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>cancelled — read on the next run</source>
            <translation>скасовано — буде прочитано під час наступного запуску</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Repairing the library: rebuilding it from your folders…</source>
            <translation>Відновлення бібліотеки: відтворення з ваших тек…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>indexed</source>
            <comment>folder state</comment>
            <translation>проіндексовано</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>missing on disk</source>
            <comment>folder state</comment>
            <translation>немає на диску</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>needs re-index</source>
            <comment>folder state</comment>
            <translation>потрібне переіндексування</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n passage(s) without vectors</source>
            <translation>
                <numerusform>%n фрагмент без векторів</numerusform>
                <numerusform>%n фрагменти без векторів</numerusform>
                <numerusform>%n фрагментів без векторів</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>indexing</source>
            <comment>folder state</comment>
            <translation>індексування</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>paused</source>
            <comment>folder state</comment>
            <translation>призупинено</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Repair library</source>
            <translation>Відновити бібліотеку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Move the damaged library files aside (nothing is deleted) and rebuild them from your folders</source>
            <translation>Перемістити пошкоджені файли бібліотеки в інше місце (нічого не видаляється) і відтворити їх із ваших тек</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Re-index</source>
            <translation>Переіндексувати</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Index the selected folder again (all folders if none is selected)</source>
            <translation>Повторно індексувати вибрану теку (усі теки, якщо нічого не вибрано)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Remove</source>
            <translation>Вилучити</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Forget the selected folder and its passages (your files are not touched)</source>
            <translation>Забути вибрану теку та її фрагменти (ваші файли не змінюються)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Show the selected folder in the file manager</source>
            <translation>Показати вибрану теку у файловому менеджері</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>The shared library has no folders yet: they are added on the desktop that publishes it.</source>
            <translation>У спільній бібліотеці ще немає тек: їх додають на комп’ютері, що її публікує.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Drop files no longer there</source>
            <translation>Прибрати відсутні файли</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Remove from library</source>
            <translation>Вилучити з бібліотеки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Library</source>
            <translation>Бібліотека</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Drop folders or files here, or use {add_folder}, to make them searchable.</source>
            <translation>Перетягніть сюди теки чи файли або натисніть {add_folder}, щоб шукати в них.</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n not indexed</source>
            <translation>
                <numerusform>%n не проіндексовано</numerusform>
                <numerusform>%n не проіндексовано</numerusform>
                <numerusform>%n не проіндексовано</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n excluded</source>
            <translation>
                <numerusform>%n виключено</numerusform>
                <numerusform>%n виключено</numerusform>
                <numerusform>%n виключено</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing: the list of your folders could not be restored; add any folder that is missing from the library again.</source>
            <translation>Відновлення: список ваших тек не вдалося відновити; знову додайте теки, яких бракує в бібліотеці.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing: your folders are back ({folders}); they are being indexed again.</source>
            <translation>Відновлення: ваші теки повернуто ({folders}); вони індексуються повторно.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Indexing {folders}, and finishing the vectors of {others}…</source>
            <translation>Індексування {folders} і завершення векторів для {others}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Indexing {folders}…</source>
            <translation>Індексування {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Sources</source>
            <translation>Джерела</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Files</source>
            <translation>Файли</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Choose or download a model…</source>
            <translation>Вибрати або завантажити модель…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Add a folder to the library</source>
            <translation>Додати теку до бібліотеки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>all folders</source>
            <translation>усі теки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>The library now uses the new embedding model.</source>
            <translation>Бібліотека тепер використовує нову модель векторизації.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Retrying {folders}, and finishing the vectors of {others}…</source>
            <translation>Повторна спроба для {folders} і завершення векторів для {others}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Retrying {folders}…</source>
            <translation>Повторна спроба для {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>No answer: the model server is not ready.</source>
            <translation>Немає відповіді: сервер моделі не готовий.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Embedding passages for search by meaning…</source>
            <translation>Векторизація фрагментів для смислового пошуку…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Removing {folders}…</source>
            <translation>Вилучення {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Rebuilding vectors {folders}…</source>
            <translation>Перебудова векторів {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing {folders}…</source>
            <translation>Відновлення {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Could not finish: {message}</source>
            <translation>Не вдалося завершити: {message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Summarise {name}.</source>
            <translation>Стисло перекажи {name}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>[{number}] does not point at a passage the assistant saw.</source>
            <translation>[{number}] не вказує на фрагмент, який бачив асистент.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>No application could open {path}: there is no default app for it here. Open it from your file manager.</source>
            <translation>Жодна програма не змогла відкрити {path}: для цього файлу тут немає типової програми. Відкрийте його з файлового менеджера.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Could not save the details: {message}</source>
            <translation>Не вдалося зберегти відомості: {message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Models come from ollama.com through your Ollama; your documents never leave this computer. If a download stops, start it again: Ollama continues where it left off.</source>
            <translation>Моделі завантажуються з ollama.com через ваш Ollama; ваші документи ніколи не залишають цей комп’ютер. Якщо завантаження зупиниться, запустіть його знову: Ollama продовжить з того місця, де зупинився.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>✓ can search your documents</source>
            <translation>✓ може шукати у ваших документах</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>tool support not reported</source>
            <translation>підтримку інструментів не вказано</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {mark}   (in use)</source>
            <translation>{model}  —  {mark}   (використовується)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {mark}</source>
            <translation>{model}  —  {mark}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Footnote — Models</source>
            <translation>Footnote — Моделі</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Use for answers</source>
            <translation>Використовувати для відповідей</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Check again</source>
            <translation>Перевірити знову</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>or type a model name from ollama.com/library</source>
            <translation>або введіть назву моделі з ollama.com/library</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download</source>
            <translation>Завантажити</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Cancel download</source>
            <translation>Скасувати завантаження</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>In Ollama</source>
            <translation>В Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download a model</source>
            <translation>Завантажити модель</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Asking Ollama…</source>
            <translation>Запит до Ollama…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size} GB  —  {why}   (already in Ollama)</source>
            <translation>{model}  —  {size} ГБ  —  {why}   (уже в Ollama)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size} GB  —  {why}</source>
            <translation>{model}  —  {size} ГБ  —  {why}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  embedding model (for search vectors, not for answers)</source>
            <translation>{model}  —  модель векторизації (для векторів пошуку, не для відповідей)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  ✗ cannot search your documents (no tool support)</source>
            <translation>{model}  —  ✗ не може шукати у ваших документах (немає підтримки інструментів)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Suggested for this computer ({memory} of memory); all can search your documents:</source>
            <translation>Рекомендовано для цього комп’ютера (пам’ять: {memory}); усі можуть шукати у ваших документах:</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Models in Ollama at {url}:</source>
            <translation>Моделі в Ollama на {url}:</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Ollama has no models yet: download one below.</source>
            <translation>В Ollama ще немає моделей: завантажте одну нижче.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Asking Ollama for {model}…</source>
            <translation>Запит {model} в Ollama…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download of {model} cancelled. Start it again to continue where it stopped.</source>
            <translation>Завантаження {model} скасовано. Запустіть його знову, щоб продовжити з того місця, де воно зупинилося.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model} is downloaded; Footnote uses it now.</source>
            <translation>{model} завантажено; тепер Footnote використовує цю модель.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Footnote is set to use {model}, which Ollama does not have: pick one above or download one below.</source>
            <translation>Footnote налаштовано на модель {model}, якої немає в Ollama: виберіть одну вище або завантажте нижче.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>Ollama at {url}</source>
            <translation>Ollama на {url}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>Ollama at {url} · {latency:.0f} ms round trip</source>
            <translation>Ollama на {url} · час відгуку {latency:.0f} мс</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>The library and search work without Ollama.</source>
            <translation>Бібліотека й пошук працюють без Ollama.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>One file or subfolder…</source>
            <translation>Один файл або підтека…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Search one file or subfolder</source>
            <translation>Шукати в одному файлі або підтеці</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Type to filter the library's subfolders and files…</source>
            <translation>Введіть текст, щоб відфільтрувати підтеки й файли бібліотеки…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>every library folder</source>
            <translation>усі теки бібліотеки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>No folders in the library yet</source>
            <translation>У бібліотеці ще немає тек</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Loading the library's files…</source>
            <translation>Завантаження файлів бібліотеки…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Questions in this conversation search:
{where}
Click to choose folders or one file.</source>
            <translation>Запитання в цій розмові шукають у:
{where}
Натисніть, щоб вибрати теки або один файл.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>The library has no indexed files yet.</source>
            <translation>У бібліотеці ще немає проіндексованих файлів.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Searching: {scope}</source>
            <translation>Пошук: {scope}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{names} is no longer in the library, so questions in this conversation search all folders until you choose again.</source>
            <translation>{names} уже не в бібліотеці, тому запитання в цій розмові шукають в усіх теках, доки ви не виберете знову.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>One file: {name}…</source>
            <translation>Один файл: {name}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{names} left the library: all folders are searched</source>
            <translation>{names} вилучено з бібліотеки: пошук в усіх теках</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{folder} (removed from the library)</source>
            <translation>{folder} (вилучено з бібліотеки)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;System</source>
            <comment>appearance</comment>
            <translation>&amp;Як у системі</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;Light</source>
            <comment>appearance</comment>
            <translation>&amp;Світлий</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;Dark</source>
            <comment>appearance</comment>
            <translation>&amp;Темний</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>The new library location is used after a restart.</source>
            <translation>Нове розташування бібліотеки буде застосовано після перезапуску.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>The window's language changes when Footnote starts again.</source>
            <translation>Мова вікна зміниться після перезапуску Footnote.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Answers now come from {model}.</source>
            <translation>Тепер відповіді надає {model}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Settings not saved: {reason}</source>
            <translation>Налаштування не збережено: {reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Settings not applied: {reason}</source>
            <translation>Налаштування не застосовано: {reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>{model} is downloaded.</source>
            <translation>{model} завантажено.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Built-in (multilingual-e5-small, no server needed)</source>
            <translation>Вбудована (multilingual-e5-small, сервер не потрібен)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> — no tool support</source>
            <translation> — без підтримки інструментів</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>  (not in Ollama)</source>
            <translation>  (немає в Ollama)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>None</source>
            <comment>sign-in</comment>
            <translation>Немає</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Token (Bearer)</source>
            <translation>Токен (Bearer)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>User name and password</source>
            <translation>Ім’я користувача й пароль</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow the system (light or dark)</source>
            <translation>Як у системі (світлий чи темний)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Light</source>
            <comment>appearance</comment>
            <translation>Світлий</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Dark</source>
            <comment>appearance</comment>
            <translation>Темний</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Stored — type a new token to replace it</source>
            <translation>Збережено — введіть новий токен, щоб замінити</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The token</source>
            <translation>Токен</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Stored — type a new password to replace it</source>
            <translation>Збережено — введіть новий пароль, щоб замінити</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The password</source>
            <translation>Пароль</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>For Ollama behind a reverse proxy (https://host/ollama); a local Ollama needs none.</source>
            <translation>Для Ollama за зворотним проксі (https://host/ollama); локальному Ollama вхід не потрібен.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Footnote — Settings</source>
            <translation>Footnote — Налаштування</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>http://127.0.0.1:11434 (Ollama's default)</source>
            <translation>http://127.0.0.1:11434 (типово для Ollama)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Check</source>
            <translation>Перевірити</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ask this server which models it has</source>
            <translation>Запитати в цього сервера, які моделі він має</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>For Ollama behind a reverse proxy that asks who you are</source>
            <translation>Для Ollama за зворотним проксі, що вимагає автентифікації</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>User name</source>
            <translation>Ім’я користувача</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>See what Ollama has and download a model</source>
            <translation>Переглянути моделі в Ollama й завантажити модель</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Optional, e.g. "Answer in German." or "Keep answers to three sentences."</source>
            <translation>Необов’язково, наприклад «Відповідай німецькою.» або «Відповідай не більше ніж трьома реченнями.»</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> characters</source>
            <translation> символів</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Read scanned pages with OCR</source>
            <translation>Читати скановані сторінки за допомогою OCR</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> pages per file</source>
            <translation> сторінок на файл</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow links that lead out of a folder</source>
            <translation>Переходити за посиланнями, що ведуть за межі теки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> passages</source>
            <translation> фрагментів</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>the library's own store (or e.g. http://nas:8000)</source>
            <translation>власне сховище бібліотеки (або, наприклад, http://nas:8000)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>empty: your own library</source>
            <translation>порожньо: ваша власна бібліотека</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Browse…</source>
            <translation>Огляд…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Assistant</source>
            <translation>Асистент</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Storage and appearance</source>
            <translation>Зберігання й вигляд</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Where the library and conversations live; applies after a restart.</source>
            <translation>Де зберігаються бібліотека й розмови; застосовується після перезапуску.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Data location</source>
            <translation>Розташування даних</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The password is kept in the system keyring, never in the settings file. Where there is no keyring (a server, CI), set {variable} in the environment instead.</source>
            <translation>Пароль зберігається в системному сховищі ключів, а не у файлі налаштувань. Де сховища ключів немає (сервер, CI), натомість задайте змінну середовища {variable}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The token is kept in the system keyring, never in the settings file. Where there is no keyring (a server, CI), set {variable} in the environment instead.</source>
            <translation>Токен зберігається в системному сховищі ключів, а не у файлі налаштувань. Де сховища ключів немає (сервер, CI), натомість задайте змінну середовища {variable}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>In use now: {folder}. Where the library and conversations live; a change applies after a restart.</source>
            <translation>Зараз використовується: {folder}. Де зберігаються бібліотека й розмови; зміна застосовується після перезапуску.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama URL</source>
            <translation>URL Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Sign-in</source>
            <translation>Вхід</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Chat model</source>
            <translation>Модель чату</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Temperature</source>
            <translation>Температура</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Your instruction</source>
            <translation>Ваша інструкція</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Results per search</source>
            <translation>Результатів на пошук</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Embedding model</source>
            <translation>Модель векторизації</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Passage size</source>
            <translation>Розмір фрагмента</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Passage overlap</source>
            <translation>Перекриття фрагментів</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Scanned PDFs</source>
            <translation>Скановані PDF</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>OCR page limit</source>
            <translation>Ліміт сторінок OCR</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Links</source>
            <comment>links to files and folders</comment>
            <translation>Посилання</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Chroma server</source>
            <translation>Сервер Chroma</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Shared library folder</source>
            <translation>Тека спільної бібліотеки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Appearance</source>
            <translation>Вигляд</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>In use now: {folder} (from {option} on the command line, which overrides this setting until Footnote starts without it).</source>
            <translation>Зараз використовується: {folder} (з параметра командного рядка {option}, який перевизначає це налаштування, доки Footnote не буде запущено без нього).</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow the system ({language})</source>
            <translation>Як у системі ({language})</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>0 answers the same way every time; higher varies the wording. Low values keep answers closest to the passages.</source>
            <translation>За 0 відповіді щоразу однакові; вищі значення урізноманітнюють формулювання. Низькі значення тримають відповіді якнайближче до фрагментів.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Added after Footnote's own rules (answer only from your documents, cite every fact), so it cannot turn them off.</source>
            <translation>Додається після власних правил Footnote (відповідати лише з ваших документів, підкріплювати кожен факт посиланням), тому не може їх скасувати.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Changing it rebuilds the vectors in the background; search keeps working meanwhile.</source>
            <translation>Зміна перебудовує вектори у фоновому режимі; пошук тим часом працює.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Changing size or overlap re-indexes every folder.</source>
            <translation>Зміна розміру чи перекриття переіндексовує всі теки.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Recognises the text of PDF pages that are only images, on this computer; takes a few seconds per page, after every other file.</source>
            <translation>Розпізнає на цьому комп’ютері текст сторінок PDF, які є лише зображеннями; займає кілька секунд на сторінку, після всіх інших файлів.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>A longer scan is read up to here; Files ▸ right-click ▸ Read all scanned pages reads the rest.</source>
            <translation>Довший скан читається до цієї межі; решту прочитає Файли ▸ клацання правою кнопкою ▸ Прочитати всі скановані сторінки.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Off: a link to a file or folder elsewhere is listed, not indexed. Links to hidden files and folders are never followed.</source>
            <translation>Вимкнено: посилання на файл чи теку в іншому місці показується в списку, але не індексується. За посиланнями на приховані файли й теки перехід не виконується ніколи.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The window's language; numbers and dates follow it. Applies when Footnote starts again.</source>
            <translation>Мова вікна; числа й дати відповідають їй. Застосовується після перезапуску Footnote.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama: {model}</source>
            <translation>Ollama: {model}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The model '{model}' is not in Ollama. Download it with Models…, or run {command}.</source>
            <translation>Моделі «{model}» немає в Ollama. Завантажте її через «Моделі…» або виконайте {command}.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Keep the vectors on a Chroma server (`chroma run`) instead of in the data location. A token goes in the {variable} environment variable, never here. Applies after a restart; a library indexed elsewhere is not moved silently.</source>
            <translation>Зберігати вектори на сервері Chroma (`chroma run`), а не в розташуванні даних. Токен задається у змінній середовища {variable}, а не тут. Застосовується після перезапуску; бібліотеку, проіндексовану деінде, не буде переміщено непомітно.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>A folder another desktop publishes into with {command}: search and chat use that library, read-only here (it is indexed there), its vectors from the Chroma server above, which must be the one it was published with. Empty: your own library. Applies after a restart.</source>
            <translation>Тека, у яку інший комп’ютер публікує бібліотеку командою {command}: пошук і чат використовують цю бібліотеку, тут лише для читання (індексують її там), а її вектори беруть із сервера Chroma, указаного вище, — того самого, що й під час публікації. Порожньо: ваша власна бібліотека. Застосовується після перезапуску.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama connected — {model} cannot call tools; pick a model with tool support.</source>
            <translation>Ollama під’єднано — {model} не вміє викликати інструменти; виберіть модель із підтримкою інструментів.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama connected — {model} is in Ollama.</source>
            <translation>Ollama під’єднано — {model} є в Ollama.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>The references of an answer appear here.</source>
            <translation>Тут з’являються посилання відповіді.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>Passages searched (none cited)</source>
            <translation>Знайдені фрагменти (без посилань на них)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>{heading} — answer {number}</source>
            <translation>{heading} — відповідь {number}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>No passages were found for this question.</source>
            <translation>Для цього запитання фрагментів не знайдено.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>Passages found so far</source>
            <translation>Фрагменти, знайдені досі</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Ask a question about your documents. Answers cite the passages they come from: click a number to see it on the page.</source>
            <translation>Поставте запитання про свої документи. Відповіді посилаються на фрагменти, з яких їх узято: натисніть номер, щоб побачити фрагмент на сторінці.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>You</source>
            <comment>the label above a question the user asked</comment>
            <translation>Ви</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit</source>
            <translation>Редагувати</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate</source>
            <translation>Перегенерувати</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Export answer…</source>
            <translation>Експортувати відповідь…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Copy with citations</source>
            <translation>Копіювати з посиланнями</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit question…</source>
            <translation>Редагувати запитання…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate answer</source>
            <translation>Перегенерувати відповідь</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Cut off — the answer so far</source>
            <translation>Обірвано — відповідь, отримана досі</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>No answer</source>
            <translation>Немає відповіді</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>The model gave no answer</source>
            <translation>Модель не дала відповіді</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Not while an answer is being written</source>
            <translation>Недоступно, поки пишеться відповідь</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Edit this question and send it again (Esc cancels)</source>
            <translation>Редагувати це запитання й надіслати знову (Esc — скасувати)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Ask this question again: the new answer replaces this one (Ctrl+R)</source>
            <translation>Поставити це запитання знову: нова відповідь замінить цю (Ctrl+R)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>no passage with this number was shown to the assistant</source>
            <translation>фрагмента з таким номером асистентові не показували</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>No document open</source>
            <translation>Документ не відкрито</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Previous page</source>
            <translation>Попередня сторінка</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Next page</source>
            <translation>Наступна сторінка</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Summarise</source>
            <translation>Підсумувати</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Ask about this document: questions search it alone</source>
            <translation>Запитати про цей документ: пошук лише в ньому</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Ask about it</source>
            <translation>Запитати про нього</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Open in default app</source>
            <translation>Відкрити в типовій програмі</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom out (Ctrl+-)</source>
            <translation>Зменшити (Ctrl+-)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom in (Ctrl++)</source>
            <translation>Збільшити (Ctrl++)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Fit the text's width (Ctrl+0)</source>
            <translation>За шириною тексту (Ctrl+0)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Find in document (Ctrl+F)</source>
            <translation>Знайти в документі (Ctrl+F)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Click a reference to see the passage in its document.</source>
            <translation>Натисніть посилання, щоб побачити фрагмент у його документі.</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Fit to width</source>
            <translation>За шириною</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom</source>
            <translation>Масштаб</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Opening {name}…</source>
            <translation>Відкриття {name}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Could not open the document: {message}
Try “Open in default app”.</source>
            <translation>Не вдалося відкрити документ: {message}
Спробуйте «Відкрити в типовій програмі».</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Could not open {path} ({error}).
Try “Open in default app”.</source>
            <translation>Не вдалося відкрити {path} ({error}).
Спробуйте «Відкрити в типовій програмі».</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Add folder…</source>
            <translation>&amp;Додати теку…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Re-index all folders</source>
            <translation>&amp;Переіндексувати всі теки</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Re&amp;pair library</source>
            <translation>Відновити &amp;бібліотеку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Export conversation…</source>
            <translation>&amp;Експортувати розмову…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Settings…</source>
            <translation>&amp;Налаштування…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Models…</source>
            <translation>&amp;Моделі…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Quit</source>
            <translation>&amp;Вийти</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Conversation</source>
            <translation>&amp;Розмова</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;New conversation</source>
            <translation>&amp;Нова розмова</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Find conversation</source>
            <translation>&amp;Знайти розмову</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Stop answer</source>
            <translation>З&amp;упинити відповідь</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Regenerate answer</source>
            <translation>&amp;Перегенерувати відповідь</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Stop the answer (or cancel editing a question)</source>
            <translation>Зупинити відповідь (або скасувати редагування запитання)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Edit</source>
            <translation>З&amp;міни</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Copy</source>
            <translation>&amp;Копіювати</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Select &amp;all</source>
            <translation>Виділити &amp;все</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;View</source>
            <translation>&amp;Перегляд</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Збільшити</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Zoom &amp;out</source>
            <translation>З&amp;меншити</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Reset zoom</source>
            <translation>&amp;Скинути масштаб</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Main</source>
            <comment>the name of the main toolbar</comment>
            <translation>Основна</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Help</source>
            <translation>&amp;Довідка</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Appearance</source>
            <translation>&amp;Вигляд</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Add folder</source>
            <translation>Додати теку</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>New conversation</source>
            <translation>Нова розмова</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Models</source>
            <translation>Моделі</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} holds other files ({names} and {more} more) and no Footnote library, so Footnote does not write its library there. Give an empty or new folder, such as {folder}</source>
            <translation>{path} містить інші файли ({names} і ще {more}), а не бібліотеку Footnote, тому Footnote не записуватиме туди свою бібліотеку. Вкажіть порожню або нову теку, наприклад {folder}</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} holds other files ({names}) and no Footnote library, so Footnote does not write its library there. Give an empty or new folder, such as {folder}</source>
            <translation>{path} містить інші файли ({names}), а не бібліотеку Footnote, тому Footnote не записуватиме туди свою бібліотеку. Вкажіть порожню або нову теку, наприклад {folder}</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} is a file, not a folder. Give a folder for the library</source>
            <translation>{path} — це файл, а не тека. Вкажіть теку для бібліотеки</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} cannot be a folder: part of that path is a file. Give a folder for the library</source>
            <translation>{path} не може бути текою: частина цього шляху — файл. Вкажіть теку для бібліотеки</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} cannot be opened ({detail}). Give another folder</source>
            <translation>{path} не вдається відкрити ({detail}). Вкажіть іншу теку</translation>
        </message>
        <message>
            <location filename="indexer/base/paths.py" />
            <source>file name cannot be stored: {path}</source>
            <translation>не вдається зберегти назву файлу: {path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>nothing excluded by {rules} rule</source>
            <translation>нічого не виключено ({rules} правило)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>nothing excluded by {rules} rules</source>
            <translation>нічого не виключено (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file excluded by {rules} rule</source>
            <translation>виключено {files} файл ({rules} правило)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file excluded by {rules} rules</source>
            <translation>виключено {files} файл (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files excluded by {rules} rule</source>
            <translation>виключено файлів: {files} ({rules} правило)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files excluded by {rules} rules</source>
            <translation>виключено файлів: {files} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folder excluded by {rules} rule</source>
            <translation>виключено {folders} теку ({rules} правило)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folder excluded by {rules} rules</source>
            <translation>виключено {folders} теку (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folders excluded by {rules} rule</source>
            <translation>виключено тек: {folders} ({rules} правило)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folders excluded by {rules} rules</source>
            <translation>виключено тек: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folder excluded by {rules} rule</source>
            <translation>виключено {files} файл і {folders} теку ({rules} правило)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folder excluded by {rules} rules</source>
            <translation>виключено {files} файл і {folders} теку (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folders excluded by {rules} rule</source>
            <translation>виключено файлів: {files}, тек: {folders} ({rules} правило)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folders excluded by {rules} rules</source>
            <translation>виключено файлів: {files}, тек: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folder excluded by {rules} rule</source>
            <translation>виключено файлів: {files}, тек: {folders} ({rules} правило)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folder excluded by {rules} rules</source>
            <translation>виключено файлів: {files}, тек: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folders excluded by {rules} rule</source>
            <translation>виключено файлів: {files}, тек: {folders} ({rules} правило)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folders excluded by {rules} rules</source>
            <translation>виключено файлів: {files}, тек: {folders} (правил: {rules})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>special file</source>
            <translation>спеціальний файл</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>folder link loop — already visited</source>
            <translation>циклічне посилання на теку — її вже оброблено</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>named pipe</source>
            <translation>іменований канал</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>socket</source>
            <translation>сокет</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>character device</source>
            <translation>символьний пристрій</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>block device</source>
            <translation>блочний пристрій</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>folder</source>
            <translation>тека</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link to a folder indexed already, not followed again: {path}</source>
            <translation>посилання на вже проіндексовану теку, повторний перехід не виконано: {path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>permission denied</source>
            <translation>доступ заборонено</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>file name cannot be stored (invalid characters)</source>
            <translation>не вдається зберегти назву файлу (недопустимі символи)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link to a hidden file or folder, not followed: {path}</source>
            <translation>посилання на прихований файл або теку, перехід не виконано: {path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link leads outside the library folder, not followed: add {path} to the library to index it</source>
            <translation>посилання веде за межі теки бібліотеки, перехід не виконано: додайте {path} до бібліотеки, щоб проіндексувати</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{rule} is not a file or folder inside {root}</source>
            <translation>{rule} не є файлом або текою всередині {root}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>(empty) is not a file or folder inside {root}</source>
            <translation>(порожньо) не є файлом або текою всередині {root}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>not found</source>
            <translation>не знайдено</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>cannot read folder: {detail}</source>
            <translation>не вдається прочитати теку: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>broken link</source>
            <translation>розірване посилання</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>vanished during scan</source>
            <translation>зник під час пошуку файлів</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>not a regular file ({detail})</source>
            <translation>не звичайний файл ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link loop</source>
            <translation>циклічне посилання</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>cannot read: {detail}</source>
            <translation>не вдається прочитати: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/__init__.py" />
            <source>no text found</source>
            <translation>текст не знайдено</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/__init__.py" />
            <source>unsupported file type ({suffix})</source>
            <translation>непідтримуваний тип файлу ({suffix})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text for {detail}: over {amount} by page {page:,} of {pages:,} (repeated pages?) — not indexed</source>
            <translation>забагато тексту для {detail}: понад {amount} уже на сторінці {page:,} з {pages:,} (повторювані сторінки?) — не проіндексовано</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>{count:,} characters</source>
            <translation>{count:,} символів</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text for {detail}: over {amount} (repeated pages?) — not indexed</source>
            <translation>забагато тексту для {detail}: понад {amount} (повторювані сторінки?) — не проіндексовано</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {amount} by page {page:,} of {pages:,}, the limit for one file — not indexed</source>
            <translation>забагато тексту: понад ліміт для одного файлу ({amount}) уже на сторінці {page:,} з {pages:,} — не проіндексовано</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {amount}, the limit for one file — not indexed</source>
            <translation>забагато тексту: понад ліміт для одного файлу ({amount}) — не проіндексовано</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {count:,} characters by page {page:,} of {pages:,}, the limit for one file — not indexed</source>
            <translation>забагато тексту: понад ліміт для одного файлу ({count:,} символів) уже на сторінці {page:,} з {pages:,} — не проіндексовано</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {count:,} characters, the limit for one file — not indexed</source>
            <translation>забагато тексту: понад ліміт для одного файлу ({count:,} символів) — не проіндексовано</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/docx.py" />
            <source>password protected or old .doc format</source>
            <translation>захищено паролем або старий формат .doc</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/eml.py" />
            <source>empty file</source>
            <translation>порожній файл</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/eml.py" />
            <source>file too large ({size} MB)</source>
            <translation>файл завеликий ({size} МБ)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/epub.py" />
            <source>unreadable {kind}: {reason}</source>
            <translation>не вдається прочитати {kind}: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its XML defines entities that expand to far more than its size (an entity bomb?)</source>
            <translation>його XML визначає сутності, що розгортаються в обсяг, набагато більший за розмір файлу (XML-бомба?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>the file ends too early (an incomplete download or copy?)</source>
            <translation>файл обривається передчасно (незавершене завантаження чи копіювання?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its contents could not be read</source>
            <translation>не вдалося прочитати його вміст</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its zip container is broken</source>
            <translation>його zip-контейнер пошкоджено</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>the file is damaged ({detail})</source>
            <translation>файл пошкоджено ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>one piece of its text is too large to read (over {size} without a break)</source>
            <translation>одна частина його тексту завелика для читання (понад {size} без розриву)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>unreadable {kind}: the file is damaged ({detail})</source>
            <translation>не вдається прочитати {kind}: файл пошкоджено ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: its {size} unpack to {unpacked}, more than {detail}</source>
            <translation>{kind} завеликий для розпакування: розмір {size} після розпакування зростає до {unpacked}, тобто більше, ніж дозволяє {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: it needs more than {detail} (a zip bomb, or a file that unpacks to far more than its size?)</source>
            <translation>{kind} завеликий для розпакування: потрібно більше пам’яті, ніж дозволяє {detail} (zip-бомба або файл, що розпаковується в обсяг, набагато більший за свій розмір?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: its {size} unpack to {unpacked} (a zip bomb?)</source>
            <translation>{kind} завеликий для розпакування: розмір {size} після розпакування зростає до {unpacked} (zip-бомба?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/ocr.py" />
            <source>OCR model missing: {names}</source>
            <translation>бракує моделі OCR: {names}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/ocr.py" />
            <source>OCR engine not installed ({name})</source>
            <translation>рушій OCR не встановлено ({name})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>no text layer — scanned?</source>
            <translation>немає текстового шару — скан?</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>no text and no images on its pages (blank?)</source>
            <translation>на сторінках немає ні тексту, ні зображень (порожні?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>scanned pages, but text recognition found no words on them</source>
            <translation>скановані сторінки, але розпізнавання тексту не знайшло на них жодного слова</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>the text recognition engine failed on them</source>
            <translation>збій рушія розпізнавання тексту</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>password protected</source>
            <translation>захищено паролем</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>PDF has no pages</source>
            <translation>у PDF немає сторінок</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its pages could not be read</source>
            <translation>не вдалося прочитати його сторінки</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>a {size} PDF</source>
            <translation>PDF розміром {size}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its structure could not be read</source>
            <translation>не вдалося прочитати його структуру</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its encryption could not be read</source>
            <translation>не вдалося прочитати дані його шифрування</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its page list could not be read</source>
            <translation>не вдалося прочитати список його сторінок</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>scanned pages could not be read: {reason}</source>
            <translation>не вдалося прочитати скановані сторінки: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>reading scanned page {page} of {pages}</source>
            <translation>читання сканованої сторінки {page} з {pages}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>unsupported PDF encryption: {detail}</source>
            <translation>непідтримуване шифрування PDF: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/text.py" />
            <source>undecodable text</source>
            <translation>текст не вдається декодувати</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/text.py" />
            <source>binary file</source>
            <translation>двійковий файл</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the parser ran out of memory</source>
            <translation>парсеру забракло пам’яті</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser ran out of memory</source>
            <translation>парсеру забракло пам’яті</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the file could not be opened</source>
            <translation>не вдалося відкрити файл</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>a parser process could not start (exit code {code})</source>
            <translation>не вдалося запустити процес парсера (код виходу {code})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>could not be read: {reason}</source>
            <translation>не вдалося прочитати: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s of CPU time (time budget for {pages} pages)</source>
            <translation>парсер зупинено після {seconds:.0f} с процесорного часу (ліміт часу для сторінок: {pages})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s of CPU time (time budget)</source>
            <translation>парсер зупинено після {seconds:.0f} с процесорного часу (ліміт часу)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s with no result and only {cpu:.0f} s of CPU time used: stuck? (time budget for {pages} pages)</source>
            <translation>парсер зупинено через {seconds:.0f} с без результату, використано лише {cpu:.0f} с процесорного часу: завис? (ліміт часу для сторінок: {pages})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s with no result and only {cpu:.0f} s of CPU time used: stuck? (time budget)</source>
            <translation>парсер зупинено через {seconds:.0f} с без результату, використано лише {cpu:.0f} с процесорного часу: завис? (ліміт часу)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the parser failed on this file</source>
            <translation>збій парсера на цьому файлі</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser crashed (exit code {code})</source>
            <translation>парсер аварійно завершився (код виходу {code})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>vanished during indexing</source>
            <translation>зник під час індексування</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>the memory a parser may use</source>
            <translation>ліміт пам’яті парсера</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>will retry on the next run</source>
            <translation>повторна спроба під час наступного запуску</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — not indexed while it is unchanged</source>
            <translation>{reason} — не індексується, доки файл не зміниться</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser was killed (by the system, short of memory?)</source>
            <translation>парсер примусово завершено (системою, через нестачу пам’яті?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser crashed on this file (damaged, or made to crash readers?)</source>
            <translation>парсер аварійно завершився на цьому файлі (файл пошкоджений або навмисно створений, щоб спричинити збій?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — will retry after {time}</source>
            <translation>{reason} — повторна спроба після {time}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>will retry after {time}</source>
            <translation>повторна спроба після {time}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>PDF too big to unpack: reading it needs more than {detail} (a decompression bomb?)</source>
            <translation>PDF завеликий для розпакування: для читання потрібно більше пам’яті, ніж дозволяє {detail} (декомпресійна бомба?)</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>the {size} a parser may use</source>
            <translation>ліміт пам’яті парсера ({size})</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — will retry on the next run</source>
            <translation>{reason} — повторна спроба під час наступного запуску</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser crashed on this file: reading it needs more than {detail}, or it is damaged</source>
            <translation>парсер аварійно завершився на цьому файлі: для читання потрібно більше пам’яті, ніж дозволяє {detail}, або файл пошкоджено</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>the library's folder list could not be read back.</source>
            <translation>не вдалося знову прочитати список тек бібліотеки.</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>no copy of it was kept ({path} is missing: libraries indexed by older versions have none)</source>
            <translation>копію списку не збережено ({path} немає: у бібліотек, проіндексованих старішими версіями, її немає)</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>Add your folders again: `{command}` (or drop them onto the window).</source>
            <translation>Знову додайте свої теки: `{command}` (або перетягніть їх у вікно).</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/switch.py" />
            <source>cancelled</source>
            <translation>скасовано</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>{reason} — the version indexed before stays searchable</source>
            <translation>{reason} — попередня проіндексована версія й далі доступна для пошуку</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>not a regular file any more</source>
            <translation>уже не звичайний файл</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>changed while being indexed — will be indexed on the next run</source>
            <translation>змінився під час індексування — буде проіндексовано під час наступного запуску</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>too large ({size} &gt; {limit} limit)</source>
            <translation>завеликий ({size} &gt; ліміт {limit})</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>embedder stopped: {reason}</source>
            <translation>векторизацію зупинено: {reason}</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>holds {found} of the {known} files indexed from it (empty, unmounted or unreadable?): nothing was removed; confirm the removals if the files were deleted on purpose</source>
            <translation>містить {found} з {known} проіндексованих із неї файлів (порожня, не змонтована чи недоступна для читання?): нічого не вилучено; підтвердьте вилучення, якщо файли видалено навмисно</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/scans.py" />
            <source>no result</source>
            <translation>немає результату</translation>
        </message>
        <message>
            <location filename="indexer/retrieval/search.py" />
            <source>This library was indexed with '{embedder}'; searching it with '{other}' would compare unrelated vectors. Search with the library's embedder.</source>
            <translation>Цю бібліотеку проіндексовано моделлю «{embedder}»; пошук у ній за допомогою «{other}» порівнював би непов’язані вектори. Шукайте за допомогою моделі векторизації бібліотеки.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>no answer in time</source>
            <translation>час очікування вичерпано</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>connection refused</source>
            <translation>у з’єднанні відмовлено</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the connection was dropped</source>
            <translation>з’єднання обірвалося</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown (it has no {path})</source>
            <translation>невідома (немає {path})</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} does not answer ({detail}); what was indexed is kept. Start it (`{command}`).</source>
            <translation>сервер Chroma {url} не відповідає ({detail}); проіндексоване збережено. Запустіть його (`{command}`).</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} is version {detail}, and Footnote's Chroma client ({client}) works only with Chroma servers {major}.x: upgrade the server ({command}).</source>
            <translation>версія сервера Chroma {url} — {detail}, а клієнт Chroma у Footnote ({client}) працює лише із серверами Chroma {major}.x: оновіть сервер ({command}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} stopped answering ({detail}); what was indexed is kept; run again when it is back.</source>
            <translation>сервер Chroma {url} перестав відповідати ({detail}); проіндексоване збережено; запустіть знову, коли сервер стане доступним.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}).</source>
            <translation>сервер Chroma {url} відхилив облікові дані (HTTP {status}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} asks for credentials (HTTP {status}): its password is needed.</source>
            <translation>сервер Chroma {url} вимагає облікових даних (HTTP {status}): потрібен його пароль.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} asks for credentials (HTTP {status}): its token is needed.</source>
            <translation>сервер Chroma {url} вимагає облікових даних (HTTP {status}): потрібен його токен.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown</source>
            <translation>невідома</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>{option} must be http://HOST:PORT or https://HOST[:PORT][/PATH] (or '{embedded}' for the library's own store), not {url}</source>
            <translation>{option} має бути http://HOST:PORT або https://HOST[:PORT][/PATH] (або '{embedded}' для власного сховища бібліотеки), а не {url}</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>(Footnote keeps no password in a URL: it would be recorded in the library and shown.)</source>
            <translation>(Footnote не зберігає пароль в URL: його було б записано в бібліотеці й показано.)</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>(Footnote keeps no token in a URL: it would be recorded in the library and shown.)</source>
            <translation>(Footnote не зберігає токен в URL: його було б записано в бібліотеці й показано.)</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}): check the password in {variable}.</source>
            <translation>сервер Chroma {url} відхилив облікові дані (HTTP {status}): перевірте пароль у {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}): check the token in {variable}.</source>
            <translation>сервер Chroma {url} відхилив облікові дані (HTTP {status}): перевірте токен у {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown (it is not a Chroma server: HTTP {status} for the heartbeat)</source>
            <translation>невідома (це не сервер Chroma: HTTP {status} на запит heartbeat)</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>unknown embedder {name}: use 'builtin' or 'ollama:&lt;model&gt;'</source>
            <translation>невідома модель векторизації {name}: використовуйте 'builtin' або 'ollama:&lt;model&gt;'</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>Ollama could not embed with '{model}': {detail}</source>
            <translation>Ollama не зміг виконати векторизацію моделлю «{model}»: {detail}</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>The embedding model '{model}' is not in Ollama. Fetch it with `{command}`.</source>
            <translation>Моделі векторизації «{model}» немає в Ollama. Завантажте її командою `{command}`.</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>Ollama at {url} did not answer in time.</source>
            <translation>Ollama на {url} не відповів вчасно.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>there is no system keyring here (usual on a server or in CI)</source>
            <translation>тут немає системного сховища ключів (звично для сервера чи CI)</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the password (HTTP {status}).</source>
            <translation>Сервер {host} відхилив пароль (HTTP {status}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the token (HTTP {status}).</source>
            <translation>Сервер {host} відхилив токен (HTTP {status}).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Cannot reach Ollama at {url}: check that it is running there and that this computer can reach {host} (network, VPN, firewall).</source>
            <translation>Не вдається зв’язатися з Ollama на {url}: перевірте, що він там працює і що цей комп’ютер має доступ до {host} (мережа, VPN, брандмауер).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The secure connection to {host} failed ({detail}). Check that the URL's http/https matches the server; if its certificate comes from your own authority, point {variable} at that authority's certificate.</source>
            <translation>Не вдалося встановити захищене з’єднання з {host} ({detail}). Перевірте, чи http/https в URL відповідає серверу; якщо його сертифікат видано вашим власним центром сертифікації, вкажіть у {variable} сертифікат цього центру.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>{url} answered HTTP {status} where Ollama answers: check the URL, including any path prefix of a reverse proxy (e.g. https://host/ollama).</source>
            <translation>{url} повернув HTTP {status} там, де має відповідати Ollama: перевірте URL, зокрема префікс шляху зворотного проксі (наприклад, https://host/ollama).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>the keyring package is not installed</source>
            <translation>пакет keyring не встановлено</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} answers, but Ollama behind it does not (HTTP {status}): check that Ollama runs on that machine.</source>
            <translation>Сервер {host} відповідає, але Ollama за ним — ні (HTTP {status}): перевірте, що Ollama працює на тому комп’ютері.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Ollama at {url} did not accept a connection within {seconds:.0f} s. Check that {host} is on and reachable from this computer (network, VPN, firewall).</source>
            <translation>Ollama на {url} не прийняв з’єднання за {seconds:.0f} с. Перевірте, що {host} увімкнено і він доступний із цього комп’ютера (мережа, VPN, брандмауер).</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Ollama is not running at {url}.</source>
            <translation>Ollama не запущено на {url}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a password (HTTP {status}), and none is stored for {url}.</source>
            <translation>Сервер {host} вимагає пароль (HTTP {status}), але для {url} пароль не збережено.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a token (HTTP {status}), and none is stored for {url}.</source>
            <translation>Сервер {host} вимагає токен (HTTP {status}), але для {url} токен не збережено.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>not an Ollama URL: {url} (use http://host:port or https://host/path)</source>
            <translation>не URL Ollama: {url} (використовуйте http://host:port або https://host/path)</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the password in {variable} (HTTP {status}) — check that variable.</source>
            <translation>Сервер {host} відхилив пароль зі змінної {variable} (HTTP {status}) — перевірте цю змінну.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the token in {variable} (HTTP {status}) — check that variable.</source>
            <translation>Сервер {host} відхилив токен зі змінної {variable} (HTTP {status}) — перевірте цю змінну.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a password (HTTP {status}), and {problem}.</source>
            <translation>Сервер {host} вимагає пароль (HTTP {status}), а {problem}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a token (HTTP {status}), and {problem}.</source>
            <translation>Сервер {host} вимагає токен (HTTP {status}), а {problem}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>the system keyring did not answer ({detail})</source>
            <translation>системне сховище ключів не відповіло ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The password was not saved: {reason}. Set {variable} in Footnote's environment instead.</source>
            <translation>Пароль не збережено: {reason}. Натомість задайте {variable} у середовищі Footnote.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The token was not saved: {reason}. Set {variable} in Footnote's environment instead.</source>
            <translation>Токен не збережено: {reason}. Натомість задайте {variable} у середовищі Footnote.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The system keyring refused to keep the password ({detail}). Unlock it and save again, or set {variable} instead.</source>
            <translation>Системне сховище ключів не прийняло пароль ({detail}). Розблокуйте сховище й збережіть знову або натомість задайте {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The system keyring refused to keep the token ({detail}). Unlock it and save again, or set {variable} instead.</source>
            <translation>Системне сховище ключів не прийняло токен ({detail}). Розблокуйте сховище й збережіть знову або натомість задайте {variable}.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>update it</source>
            <translation>оновити її</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>Your documents and conversations are not touched.</source>
            <translation>Ваші документи й розмови не змінюються.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the library in {path} is damaged ({detail}).</source>
            <translation>бібліотеку в {path} пошкоджено ({detail}).</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>it moves it aside and rebuilds it from your folders</source>
            <translation>це перемістить її в інше місце й відтворить із ваших тек</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the library in {path} is read-only, so Footnote cannot {detail}. Searching it still works.</source>
            <translation>бібліотека в {path} доступна лише для читання, тому Footnote не може {detail}. Пошук у ній працює.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the disk holding the library ({path}, {free:.0f} MB free) is full. Free some space and run the indexing again: everything indexed so far is kept and the run continues where it stopped.</source>
            <translation>диск із бібліотекою ({path}, вільно {free:.0f} МБ) заповнено. Звільніть місце й запустіть індексування знову: усе вже проіндексоване збережено, і робота продовжиться з того місця, де зупинилася.</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>integrity check: {result}</source>
            <translation>перевірка цілісності: {result}</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>not a folder list of format {format}</source>
            <translation>не є списком тек у форматі {format}</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{rule} is not an exclusion rule</source>
            <translation>{rule} не є правилом виключення</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} cannot be read ({detail})</source>
            <translation>{path} не вдається прочитати ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} is damaged ({detail})</source>
            <translation>{path} пошкоджено ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} is not a folder's full path</source>
            <translation>{path} не є повним шляхом до теки</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into the Chroma server at {recorded}; this session uses the Chroma server at {url}, which may lack its vectors.</source>
            <translation>цю бібліотеку проіндексовано на сервері Chroma {recorded}; у цьому сеансі використовується сервер Chroma {url}, де її векторів може не бути.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into the Chroma server at {recorded}; this session uses its own store ({path}), which may lack its vectors.</source>
            <translation>цю бібліотеку проіндексовано на сервері Chroma {recorded}; у цьому сеансі використовується власне сховище ({path}), де її векторів може не бути.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into its own store ({path}); this session uses the Chroma server at {url}, which may lack its vectors.</source>
            <translation>цю бібліотеку проіндексовано у власному сховищі ({path}); у цьому сеансі використовується сервер Chroma {url}, де її векторів може не бути.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in the Chroma server at {recorded}, where it was indexed, not in the Chroma server at {url}.</source>
            <translation>вектори цієї бібліотеки зберігаються на сервері Chroma {recorded}, де її проіндексовано, а не на сервері Chroma {url}.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>{count} passages lost their vectors (the vector store was deleted or replaced), so they are found by keywords only.</source>
            <translation>фрагментів без векторів: {count} (сховище векторів видалено або замінено), тому їх можна знайти лише за ключовими словами.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>it makes them again</source>
            <translation>це створить вектори знову</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this is a shared library, indexed on {machine} (published {when}); search and ask here, and index it there.</source>
            <translation>це спільна бібліотека, проіндексована на {machine} (опубліковано {when}); шукайте й запитуйте тут, а індексуйте там.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in the Chroma server at {recorded}, where it was indexed, not in its own store ({path}).</source>
            <translation>вектори цієї бібліотеки зберігаються на сервері Chroma {recorded}, де її проіндексовано, а не у власному сховищі ({path}).</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in its own store ({path}), where it was indexed, not in the Chroma server at {url}.</source>
            <translation>вектори цієї бібліотеки зберігаються у власному сховищі ({path}), де її проіндексовано, а не на сервері Chroma {url}.</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>This library's vectors were made with '{embedder}', not '{other}'.</source>
            <translation>Вектори цієї бібліотеки створено моделлю «{embedder}», а не «{other}».</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>it rebuilds the vectors while the current ones stay searchable</source>
            <translation>це перебудує вектори, а пошук за поточними тим часом працюватиме</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>vectors already there are kept; the rest are made again there</source>
            <translation>вектори, які вже там є, буде збережено, решту буде створено там заново</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>another Footnote indexing run is using {path}</source>
            <translation>{path} використовує інший процес індексування Footnote</translation>
        </message>
        <message>
            <location filename="indexer/store/manifest.py" />
            <source>create a library there</source>
            <translation>створити там бібліотеку</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a positive whole number</source>
            <translation>додатне ціле число</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a file name beside the publication, like library-&lt;digits&gt;.sqlite</source>
            <translation>назва файлу поруч із публікацією, як-от library-&lt;digits&gt;.sqlite</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>the http(s) URL of a Chroma server</source>
            <translation>http(s)-URL сервера Chroma</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a list of folder paths</source>
            <translation>список шляхів до тек</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>an embedder's name, or null</source>
            <translation>назва моделі векторизації або null</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a time, as text</source>
            <translation>час у вигляді тексту</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a host name</source>
            <translation>ім’я хоста</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a folder path</source>
            <translation>шлях до теки</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: its field {name} is missing (it must be {detail}).</source>
            <translation>{path} не є дійсною публікацією: бракує поля {name} (очікується: {detail}).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: its field {name} is {value} (it must be {detail}).</source>
            <translation>{path} не є дійсною публікацією: поле {name} має значення {value} (очікується: {detail}).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Ask the publisher to publish again (`{command}` on the indexing machine).</source>
            <translation>Попросіть автора публікації опублікувати бібліотеку знову (`{command}` на комп’ютері, де її індексують).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is remembered for this folder</source>
            <translation>його буде запам’ятано для цієї теки</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is not a regular file</source>
            <translation>це не звичайний файл</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Footnote sends searches, and your Chroma credentials, only to a server you chose.</source>
            <translation>Footnote надсилає пошукові запити та ваші облікові дані Chroma лише на вибраний вами сервер.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>If you do not, ask the publisher where its vectors are.</source>
            <translation>Якщо не довіряєте, запитайте в автора публікації, де її вектори.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} was published by another version of Footnote (format {found}, this one reads {format}): update Footnote here or there</source>
            <translation>{path} опубліковано іншою версією Footnote (формат {found}, ця версія читає {format}): оновіть Footnote тут або там</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is larger than {size} MiB</source>
            <translation>файл більший за {size} МіБ</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Nothing was copied.</source>
            <translation>Нічого не скопійовано.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{folder} was published again while each snapshot was being copied: try again in a moment.</source>
            <translation>У {folder} знову опубліковано бібліотеку під час копіювання знімків: спробуйте ще раз трохи згодом.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>this shared library (published by {machine}) names the Chroma server at {url}, not the one you chose ({chosen}): nothing was sent to either.</source>
            <translation>ця спільна бібліотека (опублікував {machine}) вказує сервер Chroma {url}, а не вибраний вами ({chosen}): жодному з них нічого не надіслано.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{folder} holds no shared library ({name} not found): on the indexing machine, run `{command}`</source>
            <translation>{folder} не містить спільної бібліотеки ({name} не знайдено): на комп’ютері, де її індексують, виконайте `{command}`</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{option} wants PUBLISHER_FOLDER=FOLDER_HERE, not {pair}</source>
            <translation>{option} очікує PUBLISHER_FOLDER=FOLDER_HERE, а не {pair}</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a publication (a JSON {kind}, not an object).</source>
            <translation>{path} не є публікацією (JSON-значення типу {kind}, а не об’єкт).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>this shared library (published by {machine}) keeps its vectors on the Chroma server at {url}, its publication says.</source>
            <translation>ця спільна бібліотека (опублікував {machine}), згідно з її публікацією, зберігає вектори на сервері Chroma {url}.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>cannot read {path}: {detail}.</source>
            <translation>не вдається прочитати {path}: {detail}.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} names the snapshot {name}, which is not in {folder}.</source>
            <translation>{path} вказує на знімок {name}, якого немає в {folder}.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>cannot read the snapshot {path} ({detail}; a snapshot is a plain file, never a link).</source>
            <translation>не вдається прочитати знімок {path} ({detail}; знімок — це звичайний файл, а не посилання).</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>the snapshot {path} is not a plain file.</source>
            <translation>знімок {path} не є звичайним файлом.</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: it has fields Footnote does not publish ({fields}).</source>
            <translation>{path} не є дійсною публікацією: вона містить поля, яких Footnote не публікує ({fields}).</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the library is read-only and Chroma must write to open it</source>
            <translation>бібліотека доступна лише для читання, а Chroma потрібен запис, щоб її відкрити</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the disk is full</source>
            <translation>диск заповнено</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the vector store ({path}) cannot be opened: {why}.</source>
            <translation>не вдається відкрити сховище векторів ({path}): {why}.</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>it is damaged or unreadable ({detail})</source>
            <translation>його пошкоджено або неможливо прочитати ({detail})</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>it moves it aside; the next run rebuilds the vectors</source>
            <translation>це перемістить його в інше місце; наступний запуск відтворить вектори</translation>
        </message>
    </context>
</TS>
