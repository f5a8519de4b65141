<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>Footnote</name>
        <message>
            <location filename="desktop_app/app.py" />
            <source>The library location in your settings cannot be used: {problem}. Until it is changed, the library in {folder} is used.</source>
            <translation>无法使用设置中的资料库位置：{problem}。在更改之前，将使用 {folder} 中的资料库。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/agent.py" />
            <source>the model's reply could not be read; asking again…</source>
            <translation>无法读取模型的回复，正在重新询问…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/agent.py" />
            <source>the model server failed ({error}); retrying…</source>
            <translation>模型服务器出错（{error}），正在重试…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>no passage with this number was shown (shown: none)</source>
            <translation>未展示过此编号的段落（已展示：无）</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>the answer cites no passage at all</source>
            <translation>回答未引用任何段落</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>this sentence cites no passage</source>
            <translation>此句未引用任何段落</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>page {page}</source>
            <translation>第 {page} 页</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>section {section}</source>
            <translation>章节 {section}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>no passage with this number was shown (shown: 1–{last})</source>
            <translation>未展示过此编号的段落（已展示：1–{last}）</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/citations.py" />
            <source>only {share:.0%} of its words appear in the passages</source>
            <translation>其中仅 {share:.0%} 的词语出现在段落中</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading {name}, pages all…</source>
            <translation>正在读取 {name}，全部页面…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading {name}, pages {pages}…</source>
            <translation>正在读取 {name}，第 {pages} 页…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>the library's documents</source>
            <translation>资料库中的文档</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>reading pages {pages} of {total} of {name} (part {part} of {parts})…</source>
            <translation>正在读取 {name} 第 {pages} 页，共 {total} 页（第 {part}/{parts} 部分）…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/library_tools.py" />
            <source>putting together pages {pages} of {name} (group {group} of {groups})…</source>
            <translation>正在汇总 {name} 第 {pages} 页（第 {group}/{groups} 组）…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Interrupted: Footnote stopped before this answer was finished.</source>
            <translation>已中断：Footnote 在此回答完成前停止了。</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model returned an empty answer. The %n passage(s) it was shown may hold the answer.</source>
            <translation>
                <numerusform>模型返回了空回答。向它展示的 %n 个段落中可能有答案。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model wrote a search request instead of an answer; a model with better tool support will do better. The %n passage(s) it was shown may hold the answer.</source>
            <translation>
                <numerusform>模型写出的是搜索请求而不是回答；工具支持更好的模型效果会更好。向它展示的 %n 个段落中可能有答案。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model returned an empty answer.</source>
            <translation>模型返回了空回答。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>The model wrote a search request instead of an answer; a model with better tool support will do better.</source>
            <translation>模型写出的是搜索请求而不是回答；工具支持更好的模型效果会更好。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Searching failed: {error}</source>
            <translation>搜索失败：{error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/middleware.py" />
            <source>Reading failed: {error}</source>
            <translation>读取失败：{error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} did not answer in time with '{model}': it may still be loading the model, or the machine is too slow for it (`ollama ps` says).</source>
            <translation>{server} 上的 Ollama 未能及时用“{model}”作答：可能仍在加载该模型，或这台机器运行它太慢（可用 `ollama ps` 查看）。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The answer failed unexpectedly ({error}).</source>
            <translation>生成回答时发生意外错误（{error}）。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} did not answer within {seconds:.0f} s with '{model}': it may still be loading the model, or the machine is too slow for it (`ollama ps` says).</source>
            <translation>{server} 上的 Ollama 未能在 {seconds:.0f} 秒内用“{model}”作答：可能仍在加载该模型，或这台机器运行它太慢（可用 `ollama ps` 查看）。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' is not in Ollama. Fetch it with {command}.</source>
            <translation>Ollama 中没有模型“{model}”。请用 {command} 获取。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama at {server} refused to describe '{model}': {error}</source>
            <translation>{server} 上的 Ollama 拒绝提供“{model}”的信息：{error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' cannot call tools, and Footnote needs that to search your documents.</source>
            <translation>模型“{model}”无法调用工具，而 Footnote 需要借助工具来搜索您的文档。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Ollama could not run '{model}': {error}</source>
            <translation>Ollama 无法运行“{model}”：{error}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>'{model}' wrote a reply Footnote could not read ({error}), also when asked again. Ask again, or use a model with better tool support, e.g. {command}.</source>
            <translation>Footnote 无法读取“{model}”的回复（{error}），重新询问后仍是如此。请再问一次，或改用工具支持更好的模型，例如 {command}。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>Talking to Ollama at {server} failed ({error}).</source>
            <translation>与 {server} 上的 Ollama 通信失败（{error}）。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/ollama_health.py" />
            <source>The model '{model}' cannot call tools.</source>
            <translation>模型“{model}”无法调用工具。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>The model kept repeating itself, so Footnote stopped the answer there. Ask again, or choose a larger model.</source>
            <translation>模型不断重复，因此 Footnote 在此处停止了回答。请再问一次，或选择更大的模型。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>The search budget for this question was used up.</source>
            <translation>此问题的搜索次数已用完。</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} (loading it) to read %n passage(s)…</source>
            <translation>
                <numerusform>正在等待 {model}（加载中）阅读 %n 个段落…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} to read %n passage(s)…</source>
            <translation>
                <numerusform>正在等待 {model} 阅读 %n 个段落…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model} (loading it)…</source>
            <translation>正在等待 {model}（加载中）…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>waiting for {model}…</source>
            <translation>正在等待 {model}…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>writing the answer…</source>
            <translation>正在撰写回答…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/runner.py" />
            <source>searching '{query}'…</source>
            <translation>正在搜索“{query}”…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/scope.py" />
            <source>All folders</source>
            <translation>所有文件夹</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/assistant/scope.py" />
            <source>{folders} (was|were) removed from the library, so this question searched all folders.</source>
            <translation>
                <numerusform>{folders} 已从资料库中移除，因此此问题搜索了所有文件夹。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/scope.py" />
            <source>{file} is no longer in the library, so this question searched all folders.</source>
            <translation>{file} 已不在资料库中，因此此问题搜索了所有文件夹。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>waiting for the previous question in this conversation…</source>
            <translation>正在等待此对话中的上一个问题…</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>The shared library cannot be opened: {problem}</source>
            <translation>无法打开共享资料库：{problem}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>Footnote cannot search your documents yet: {problem}</source>
            <translation>Footnote 暂时无法搜索您的文档：{problem}</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/service.py" />
            <source>Stopped before it started.</source>
            <translation>在开始前已停止。</translation>
        </message>
        <message>
            <location filename="desktop_app/assistant/state.py" />
            <source>Stopped by you.</source>
            <translation>已由您停止。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>correct a document's details</source>
            <translation>更正文档详情</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>read the rest of a scanned document</source>
            <translation>读取扫描文档的其余页面</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>{path} is the library folder itself: remove it instead</source>
            <translation>{path} 就是资料库文件夹本身：请改为移除它</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>{path} is not inside the library folder {folder}</source>
            <translation>{path} 不在资料库文件夹 {folder} 中</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>unknown</source>
            <comment>memory size</comment>
            <translation>未知</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>{size} GB</source>
            <translation>{size} GB</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>small and quick; fits next to your other programs</source>
            <translation>小巧快速；可与其他程序同时运行</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>better answers, a little slower</source>
            <translation>回答更好，稍慢一些</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>Footnote's default: good citations, quick</source>
            <translation>Footnote 默认：引用准确，速度快</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>better answers; slower without a graphics card</source>
            <translation>回答更好；没有显卡时较慢</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>an alternative of the same size</source>
            <translation>同等大小的另一选择</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>good answers at a good speed</source>
            <translation>回答质量好，速度也不错</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>the most careful answers; needs a fast computer</source>
            <translation>回答最严谨；需要较快的电脑</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>an alternative of the 7B size</source>
            <translation>7B 大小的另一选择</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/catalog.py" />
            <source>quick, for slower computers</source>
            <translation>速度快，适合较慢的电脑</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/probe.py" />
            <source>Ollama connected — {model} ready</source>
            <translation>Ollama 已连接 — {model} 已就绪</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/probe.py" />
            <source>Ollama · {host} · {latency:.0f} ms — {model} ready</source>
            <translation>Ollama · {host} · {latency:.0f} ms — {model} 已就绪</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Checking the download…</source>
            <translation>正在校验下载…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Finishing…</source>
            <translation>正在完成…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size} kB</source>
            <translation>{size} kB</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Type the name of a model first, e.g. qwen2.5:3b.</source>
            <translation>请先输入模型名称，例如 qwen2.5:3b。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size} MB</source>
            <translation>{size} MB</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama could not download {model}: {error}</source>
            <translation>Ollama 无法下载 {model}：{error}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Downloading {model} failed unexpectedly ({error}).</source>
            <translation>下载 {model} 时发生意外错误（{error}）。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{model} is downloaded and ready.</source>
            <translation>{model} 已下载，可以使用。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Downloading {model}: {done} of {total}</source>
            <translation>正在下载 {model}：{done} / {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Asking for {model}…</source>
            <translation>正在请求 {model}…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama stopped sending the download of {model} before it finished. Download it again: Ollama continues where it stopped.</source>
            <translation>Ollama 在 {model} 下载完成前停止了传输。请重新下载：Ollama 会从中断处继续。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama's library has no model called '{model}'. Check the spelling and the size tag (for example qwen2.5:3b), or pick one of the suggestions.</source>
            <translation>Ollama 的模型库中没有名为“{model}”的模型。请检查拼写和大小标签（例如 qwen2.5:3b），或从建议中选择一个。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>There is not enough free disk space to download {model}. Free some space (or remove a model you no longer use with `ollama rm &lt;name&gt;`), then download it again: Ollama keeps what it already has.</source>
            <translation>磁盘可用空间不足，无法下载 {model}。请释放一些空间（或用 `ollama rm &lt;name&gt;` 删除不再使用的模型），然后重新下载：Ollama 会保留已下载的部分。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama could not reach its model library to download {model} ({error}). Check the internet connection of the computer Ollama runs on, then download again: it continues where it stopped.</source>
            <translation>Ollama 无法连接其模型库来下载 {model}（{error}）。请检查运行 Ollama 的电脑的网络连接，然后重新下载：下载会从中断处继续。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Ollama at {server} stopped answering while downloading {model}. Download it again: Ollama continues where it stopped.</source>
            <translation>下载 {model} 时，{server} 上的 Ollama 停止了响应。请重新下载：Ollama 会从中断处继续。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>The connection to Ollama at {server} broke while downloading {model} ({error}). Download it again: Ollama continues where it stopped.</source>
            <translation>下载 {model} 时，与 {server} 上的 Ollama 的连接中断（{error}）。请重新下载：Ollama 会从中断处继续。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The Ollama sign-in was removed from the system keyring.</source>
            <translation>已从系统密钥环中移除 Ollama 登录信息。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The token for {host} is kept in the system keyring.</source>
            <translation>{host} 的令牌保存在系统密钥环中。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/signin.py" />
            <source>The password for {host} is kept in the system keyring.</source>
            <translation>{host} 的密码保存在系统密钥环中。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use File ▸ Repair library</source>
            <translation>使用“文件 ▸ 修复资料库”</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>to index, make the folder writable or choose another folder in Settings ▸ Data location</source>
            <translation>如需索引，请使该文件夹可写，或在“设置 ▸ 数据位置”中选择其他文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>choose {value} in Settings ▸ Embedding model to work with it</source>
            <translation>在“设置 ▸ 嵌入模型”中选择 {value}，以继续使用该资料库</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>choose {value} in Settings ▸ Embedding model to switch the library</source>
            <translation>在“设置 ▸ 嵌入模型”中选择 {value} 以切换资料库</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>clear Settings ▸ Chroma server to keep using them</source>
            <translation>清空“设置 ▸ Chroma 服务器”以继续使用它们</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if you trust the publication, enter {value} in Settings ▸ Chroma server</source>
            <translation>如果您信任该发布，请在“设置 ▸ Chroma 服务器”中输入 {value}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>to index on this desktop, clear Settings ▸ Shared library folder to use a library of your own</source>
            <translation>如需在这台电脑上索引，请清空“设置 ▸ 共享资料库文件夹”，以使用您自己的资料库</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use File ▸ Re-index all folders</source>
            <translation>使用“文件 ▸ 重新索引全部文件夹”</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if it runs elsewhere, correct the address in Settings ▸ Chroma server</source>
            <translation>如果它在其他地方运行，请在“设置 ▸ Chroma 服务器”中更正地址</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter another one in Settings ▸ Chroma server</source>
            <translation>在“设置 ▸ Chroma 服务器”中输入另一个</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>then enter {value} in Settings ▸ Chroma server</source>
            <translation>然后在“设置 ▸ Chroma 服务器”中输入 {value}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter {value} once in Settings ▸ Chroma server, with the password (it is kept in the system keyring)</source>
            <translation>在“设置 ▸ Chroma 服务器”中输入一次 {value} 及密码（密码保存在系统密钥环中）</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check the one given in Settings ▸ Chroma server (kept in the system keyring), or set {value}</source>
            <translation>检查在“设置 ▸ Chroma 服务器”中填写的凭据（保存在系统密钥环中），或设置 {value}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>set {value} in Footnote's environment</source>
            <translation>在 Footnote 的环境中设置 {value}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>start it with `ollama serve`</source>
            <translation>用 `ollama serve` 启动它</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>if it runs elsewhere, enter its address in Settings ▸ Ollama URL</source>
            <translation>如果它在其他地方运行，请在“设置 ▸ Ollama 地址”中输入其地址</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>enter it in Settings ▸ Sign-in (or set {value})</source>
            <translation>在“设置 ▸ 登录”中输入（或设置 {value}）</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check Settings ▸ Sign-in (or set {value})</source>
            <translation>检查“设置 ▸ 登录”（或设置 {value}）</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>check the password in Settings ▸ Ollama URL</source>
            <translation>检查“设置 ▸ Ollama 地址”中的密码</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>try a smaller model (Settings ▸ Chat model), or ask again once it is loaded</source>
            <translation>尝试更小的模型（设置 ▸ 对话模型），或在模型加载后再问一次</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>, or </source>
            <translation>，或者</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>move them from a terminal: {command}</source>
            <translation>在终端中移动它们：{command}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/problems.py" />
            <source>use a model with tool support, e.g. {command}, and choose it in Settings ▸ Chat model</source>
            <translation>使用支持工具的模型（例如 {command}），并在“设置 ▸ 对话模型”中选择它</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} reused</source>
            <translation>复用 {count} 个</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} unchanged</source>
            <translation>未更改 {count} 个</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} skipped</source>
            <translation>跳过 {count} 个</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} failed</source>
            <translation>失败 {count} 个</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} removed</source>
            <translation>移除 {count} 个</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>ETA {duration}</source>
            <translation>预计剩余 {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{rate} passages/s</source>
            <translation>{rate} 段落/秒</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{speed} MB/s</source>
            <translation>{speed} MB/s</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total} · {duration} left</source>
            <translation>扫描页 {read} / {total} · 剩余 {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{hours} h {minutes:02d} min</source>
            <translation>{hours} 小时 {minutes:02d} 分</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Looking for files…</source>
            <translation>正在查找文件…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Cancelled: {files} files — {counts} · {passages} passages added · {duration}</source>
            <translation>已取消：{files} 个文件 — {counts} · 新增 {passages} 个段落 · {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Done: {files} files — {counts} · {passages} passages added · {duration}</source>
            <translation>已完成：{files} 个文件 — {counts} · 新增 {passages} 个段落 · {duration}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>nothing</source>
            <comment>excluded</comment>
            <translation>无</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>{what} excluded by %n rule(s)</source>
            <translation>
                <numerusform>按 %n 条规则排除：{what}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>estimating…</source>
            <translation>估算中…</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total} — the OCR page limit keeps the rest (Files ▸ Read all scanned pages)</source>
            <translation>扫描页 {read} / {total} — 其余页面受 OCR 页数上限限制（文件 ▸ 读取全部扫描页）</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>scanned page {read} of {total}</source>
            <translation>扫描页 {read} / {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{seconds} s</source>
            <translation>{seconds} 秒</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{minutes} min {seconds:02d} s</source>
            <translation>{minutes} 分 {seconds:02d} 秒</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Done</source>
            <translation>已完成</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>%v / %m files</source>
            <translation>%v / %m 个文件</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>%n file(s)</source>
            <translation>
                <numerusform>%n 个文件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/core/progress.py" />
            <source>%n folder(s)</source>
            <translation>
                <numerusform>%n 个文件夹</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{files} and {folders}</source>
            <translation>{files}和 {folders}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Files read; embedding passages for search by meaning: {embedded} / {total} · {speed} · {eta}</source>
            <translation>文件已读取；正在为语义搜索嵌入段落：{embedded} / {total} · {speed} · {eta}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Every file's text is searchable; reading scanned pages with OCR: {current}</source>
            <translation>所有文件的文本均可搜索；正在用 OCR 读取扫描页：{current}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{done} / {total} files · {passages} passages ({embedded} embedded)</source>
            <translation>{done} / {total} 个文件 · {passages} 个段落（已嵌入 {embedded} 个）</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{done} / {total} files · {passages} passages</source>
            <translation>{done} / {total} 个文件 · {passages} 个段落</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} indexed</source>
            <translation>已索引 {count} 个</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>Files read; embedding passages for search by meaning: {embedded} / {total} · {eta}</source>
            <translation>文件已读取；正在为语义搜索嵌入段落：{embedded} / {total} · {eta}</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{count} passages still to embed</source>
            <translation>还有 {count} 个段落待嵌入</translation>
        </message>
        <message>
            <location filename="desktop_app/core/progress.py" />
            <source>{folder} {reason} (the folder's menu ▸ Drop files no longer there)</source>
            <translation>{folder} {reason}（文件夹菜单 ▸ 清除已不存在的文件）</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file was damaged: {detail}. It could not be moved aside ({path}) and the defaults are used.</source>
            <translation>您的设置文件已损坏：{detail}。无法将其移到一旁（{path}），将使用默认值。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Some values in your settings file could not be used, so their defaults are used: {problems}.</source>
            <translation>设置文件中的部分值无法使用，已改用其默认值：{problems}。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file was damaged: {detail}. It was kept as {name} and the defaults are used.</source>
            <translation>您的设置文件已损坏：{detail}。原文件已保存为 {name}，将使用默认值。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>The file as it was is kept as {name}.</source>
            <translation>原文件已保存为 {name}。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings.py" />
            <source>Your settings file {path} cannot be read ({reason}); the defaults are used.</source>
            <translation>无法读取您的设置文件 {path}（{reason}），将使用默认值。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not valid</source>
            <translation>{name} = {value} 无效</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not 'builtin' or 'ollama:&lt;model&gt;'</source>
            <translation>不是 'builtin' 或 'ollama:&lt;model&gt;'</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>holds a NUL character</source>
            <translation>包含 NUL 字符</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a full path (give one such as ~/Footnote or /home/me/Footnote)</source>
            <translation>不是完整路径（请填写如 ~/Footnote 或 /home/me/Footnote 的路径）</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not text in quotes</source>
            <translation>{name} = {value} 不是带引号的文本</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not true or false</source>
            <translation>{name} = {value} 不是 true 或 false</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not a whole number</source>
            <translation>{name} = {value} 不是整数</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>{name} = {value} is not a number</source>
            <translation>{name} = {value} 不是数字</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>schema_version = {value} is not a version Footnote writes (1, 2, …)</source>
            <translation>schema_version = {value} 不是 Footnote 写入的版本（1、2、…）</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>chunk_overlap = {overlap} is not smaller than chunk_size = {size} (neighbouring passages cannot share a whole passage), so both get their defaults</source>
            <translation>chunk_overlap = {overlap} 不小于 chunk_size = {size}（相邻段落不能共享整个段落），因此两者均使用默认值</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a whole number from {low} to {high}</source>
            <translation>不是 {low} 到 {high} 之间的整数</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a number from {low} to {high}</source>
            <translation>不是 {low} 到 {high} 之间的数字</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a Chroma server's address (http://HOST:PORT or https://HOST[/PATH])</source>
            <translation>不是 Chroma 服务器地址（http://HOST:PORT 或 https://HOST[/PATH]）</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not PUBLISHER_FOLDER=FOLDER_HERE pairs separated by ';'</source>
            <translation>不是以 ';' 分隔的 PUBLISHER_FOLDER=FOLDER_HERE 对</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not a number of characters above 0</source>
            <translation>不是大于 0 的字符数</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not 0 or more characters</source>
            <translation>不是大于或等于 0 的字符数</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>names the home folder of {user}, a user this computer does not have (give a full path such as ~/Footnote)</source>
            <translation>指向用户 {user} 的主文件夹，但这台电脑上没有该用户（请填写完整路径，如 ~/Footnote）</translation>
        </message>
        <message>
            <location filename="desktop_app/core/settings_check.py" />
            <source>is not one of {choices}</source>
            <translation>不是 {choices} 之一</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>Shared library — published by {publisher} at {time} (read-only)</source>
            <translation>共享资料库 — 由 {publisher} 于 {time} 发布（只读）</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>Shared library (read-only)</source>
            <translation>共享资料库（只读）</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>{problem} Meanwhile search uses keywords only.</source>
            <translation>{problem} 在此期间，搜索仅使用关键词。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>The library is damaged ({detail}). Repair library moves the damaged files aside (nothing is deleted) and rebuilds them from your folders; your conversations are kept.</source>
            <translation>资料库已损坏（{detail}）。“修复资料库”会将损坏的文件移到一旁（不删除任何内容），并根据您的文件夹重建；您的对话会保留。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/snapshots.py" />
            <source>The shared library cannot be opened: {problem}. Search and chat need it: choose another folder in Settings ▸ Shared library folder, or leave it empty to use your own library.</source>
            <translation>无法打开共享资料库：{problem}。搜索和对话需要它：请在“设置 ▸ 共享资料库文件夹”中选择其他文件夹，或留空以使用您自己的资料库。</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>PDF document</source>
            <translation>PDF 文档</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Web page (HTML)</source>
            <translation>网页（HTML）</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Markdown</source>
            <translation>Markdown</translation>
        </message>
        <message>
            <location filename="desktop_app/export/files.py" />
            <source>Word document (DOCX)</source>
            <translation>Word 文档（DOCX）</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>References</source>
            <translation>参考资料</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Passages shown to the assistant (none cited)</source>
            <translation>向助手展示的段落（均未被引用）</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Exported from Footnote on {created}.</source>
            <translation>于 {created} 从 Footnote 导出。</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Each [n] points to the reference with the same number under its answer.</source>
            <translation>每个 [n] 指向其回答下方编号相同的参考资料。</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Asked {when}</source>
            <translation>提问于 {when}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Not found in your documents</source>
            <translation>在您的文档中未找到</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>(no answer)</source>
            <translation>（无回答）</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Checks</source>
            <translation>引用检查</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>{year}-{month:02}-{day:02} {hour:02}:{minute:02}</source>
            <comment>a date and time</comment>
            <translation>{year}年{month}月{day}日 {hour:02}:{minute:02}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Conversation</source>
            <translation>对话</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>no source</source>
            <translation>无来源</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weakly supported</source>
            <translation>依据不足</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>invalid citation</source>
            <translation>无效引用</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>Searched: {scope}</source>
            <translation>搜索范围：{scope}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>invalid citation: no passage with this number was shown to the assistant</source>
            <translation>无效引用：未向助手展示过此编号的段落</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weak support: {detail}</source>
            <translation>依据不足：{detail}</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>Your documents' %n best keyword match(es) for this question (no model needed) are in Sources.</source>
            <translation>
                <numerusform>您的文档中与此问题最匹配的 %n 个关键词结果（无需模型）已列在“来源”中。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>%n sentence(s) without a source (underlined)</source>
            <translation>
                <numerusform>%n 个句子没有来源（带下划线）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>Stopped — this is the answer so far.</source>
            <translation>已停止 — 以下是目前为止的回答。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>weakly supported: {numbers}</source>
            <translation>依据不足：{numbers}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/answer_marks.py" />
            <source>no such passage: {numbers}</source>
            <translation>无此段落：{numbers}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Corrections are kept when the file is indexed again.</source>
            <translation>重新索引该文件时，您的更正会保留。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Use the detected values</source>
            <translation>使用检测到的值</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Organisation</source>
            <translation>机构</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Kind</source>
            <comment>the kind of a document: report, manual…</comment>
            <translation>类型</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Period</source>
            <comment>the period a document covers: 2019, Q3 2020…</comment>
            <translation>期间</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Pages</source>
            <translation>页数</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>{field}: {value} (edited)</source>
            <translation>{field}：{value}（已编辑）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>{field}: {value}</source>
            <translation>{field}：{value}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>not counted (no pages)</source>
            <translation>未统计（无页面）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Drop your corrections: show what indexing found</source>
            <translation>放弃您的更正：显示索引时检测到的内容</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>Document details — {name}</source>
            <translation>文档详情 — {name}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/card_dialog.py" />
            <source>You corrected this field</source>
            <translation>您更正过此字段</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_controller.py" />
            <source>Add a folder first (drop it onto the window or File ▸ Add folder…).</source>
            <translation>请先添加文件夹（拖放到窗口上，或使用“文件 ▸ 添加文件夹…”）。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_controller.py" />
            <source>Your folders hold no readable passages yet: add a folder with documents (drop it onto the window or File ▸ Add folder…), or see the Files tab for files that could not be read.</source>
            <translation>您的文件夹中还没有可读取的段落：请添加包含文档的文件夹（拖放到窗口上，或使用“文件 ▸ 添加文件夹…”），或在“文件”标签页中查看无法读取的文件。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>{minutes} min {seconds:02d} s</source>
            <translation>{minutes} 分 {seconds:02d} 秒</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Ask your documents…  (Enter sends, Shift+Enter new line)</source>
            <translation>向您的文档提问…  （Enter 发送，Shift+Enter 换行）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Editing question {number} — Esc to cancel</source>
            <translation>正在编辑问题 {number} — 按 Esc 取消</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>the answer after it will be replaced</source>
            <translation>其后的回答将被替换</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>the %n answers after it will be replaced</source>
            <translation>
                <numerusform>其后的 %n 个回答将被替换</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop editing; Send asks a new question again (Esc)</source>
            <translation>停止编辑；“发送”将恢复为提出新问题（Esc）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Send</source>
            <translation>发送</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>Stop the answer (Esc)</source>
            <translation>停止回答（Esc）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/chat_panel.py" />
            <source>{seconds} s</source>
            <translation>{seconds} 秒</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Search conversations (Ctrl+F)</source>
            <translation>搜索对话（Ctrl+F）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>No conversations yet. Ask a question below to start one.</source>
            <translation>还没有对话。在下方提出问题即可开始。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>New</source>
            <comment>a new conversation</comment>
            <translation>新建</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>New conversation (Ctrl+N)</source>
            <translation>新建对话（Ctrl+N）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Rename</source>
            <translation>重命名</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Rename the selected conversation (F2)</source>
            <translation>重命名所选对话（F2）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete</source>
            <translation>删除</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete the selected conversation</source>
            <translation>删除所选对话</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Conversations</source>
            <translation>对话</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/conversations_panel.py" />
            <source>Delete the conversation “{title}”? This cannot be undone.</source>
            <translation>要删除对话“{title}”吗？此操作无法撤消。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Matched against each file and folder name and against the path inside the folder, e.g. *.log, node_modules, drafts/**</source>
            <translation>将与每个文件和文件夹的名称以及文件夹内的路径进行匹配，例如 *.log、node_modules、drafts/**</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>%n rule(s) keep(s|) files of {folder} out of the library.</source>
            <translation>
                <numerusform>%n 条规则将 {folder} 中的文件排除在资料库之外。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Nothing in {folder} is excluded.</source>
            <translation>{folder} 中没有被排除的内容。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>{pattern} (pattern)</source>
            <translation>{pattern}（模式）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Include again</source>
            <translation>重新纳入</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Index what this rule keeps out again</source>
            <translation>重新索引此规则排除的内容</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Excluded from {folder}</source>
            <translation>{folder} 中的排除项</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Exclude a folder from {folder}</source>
            <translation>从 {folder} 中排除文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Exclude files matching — {folder}</source>
            <translation>排除匹配的文件 — {folder}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>Keep files matching this pattern out of {folder}.
{hint}.</source>
            <translation>从 {folder} 中排除匹配此模式的文件。
{hint}。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/exclusions_dialog.py" />
            <source>{path} is not in a library folder</source>
            <translation>{path} 不在资料库文件夹中</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Footnote export</source>
            <translation>Footnote 导出</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Export</source>
            <translation>导出</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Answer copied with its references (Markdown).</source>
            <translation>已复制回答及其参考资料（Markdown）。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Nothing to export yet: ask a question first.</source>
            <translation>暂无可导出的内容：请先提出问题。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Exported to {path}</source>
            <translation>已导出到 {path}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_actions.py" />
            <source>Could not export to {path}: {reason}</source>
            <translation>无法导出到 {path}：{reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/export_pdf.py" />
            <source>Footnote · page {page} of {count}</source>
            <translation>Footnote · 第 {page} 页，共 {count} 页</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Find in document</source>
            <translation>在文档中查找</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Previous match (Shift+Enter)</source>
            <translation>上一个匹配项（Shift+Enter）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Next match (Enter)</source>
            <translation>下一个匹配项（Enter）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Close (Esc)</source>
            <translation>关闭（Esc）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>Searching…</source>
            <translation>正在搜索…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>No matches</source>
            <translation>无匹配项</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/find_bar.py" />
            <source>%n found</source>
            <translation>
                <numerusform>找到 %n 个</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/find_bar.py" />
            <source>{current} of {total}</source>
            <translation>{current} / {total}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>1. Get a model</source>
            <translation>1. 获取模型</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>2. Add a folder</source>
            <translation>2. 添加文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>3. Ask your first question</source>
            <translation>3. 提出第一个问题</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Footnote answers from the documents in the folders you add. Click Add folder… or drop a folder onto the window.</source>
            <translation>Footnote 根据您所添加文件夹中的文档作答。点击“添加文件夹…”，或将文件夹拖放到窗口上。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Type it in the box below and press Enter. Answers cite the passages they come from: click a number to see it on the page.</source>
            <translation>在下方输入框中输入问题并按 Enter。回答会引用其所依据的段落：点击编号即可在页面上查看。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Checking Ollama…</source>
            <translation>正在检查 Ollama…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Reading your library…</source>
            <translation>正在读取您的资料库…</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/first_run.py" />
            <source>%n folder(s) in the library.</source>
            <translation>
                <numerusform>资料库中有 %n 个文件夹。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Done: your conversations are listed on the left.</source>
            <translation>完成：您的对话列在左侧。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Welcome to Footnote: three steps to your first answer</source>
            <translation>欢迎使用 Footnote：三步获得第一个回答</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Don't show again</source>
            <translation>不再显示</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Hide this guide for good (the menus do the same things)</source>
            <translation>永久隐藏此向导（菜单中有相同的功能）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Models…</source>
            <translation>模型…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Add folder…</source>
            <translation>添加文件夹…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Ask</source>
            <translation>提问</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/first_run.py" />
            <source>Ollama does not have the model {model} yet. Click Models… to download it, or choose a model Ollama has.</source>
            <translation>Ollama 中还没有模型 {model}。点击“模型…”下载它，或选择 Ollama 中已有的模型。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Answers questions about your own documents, with numbered references to the passages they come from: click one to see it on its page.</source>
            <translation>根据您自己的文档回答问题，并以编号参考资料标明所依据的段落：点击编号即可在原页面上查看。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Footnote works offline. Your documents, the library and your conversations stay on this computer; questions go only to the Ollama server chosen in Settings (this computer unless you chose another).</source>
            <translation>Footnote 可离线工作。您的文档、资料库和对话都保留在这台电脑上；问题只会发送到“设置”中选择的 Ollama 服务器（除非您另行选择，否则就是这台电脑）。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Library and conversations</source>
            <translation>资料库和对话</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Conversations file</source>
            <translation>对话文件</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Keyboard shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Where my data lives</source>
            <translation>我的数据存放位置</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copy the path to the clipboard</source>
            <translation>将路径复制到剪贴板</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Footnote self-test</source>
            <translation>Footnote 自检</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Run again</source>
            <translation>再次运行</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Indexing, searching and exporting a sample in a temporary folder (a few seconds; your library is not touched)…</source>
            <translation>正在临时文件夹中对示例进行索引、搜索和导出（需要几秒钟；不会改动您的资料库）…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;About Footnote</source>
            <translation>关于 Footnote(&amp;A)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>&amp;Where my data lives</source>
            <translation>我的数据存放位置(&amp;W)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Run &amp;self-test…</source>
            <translation>运行自检(&amp;S)…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>About Footnote</source>
            <translation>关于 Footnote</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Action</source>
            <translation>操作</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Keys</source>
            <translation>按键</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Open folder</source>
            <translation>打开文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Show it in the file manager</source>
            <translation>在文件管理器中显示</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Show its folder in the file manager</source>
            <translation>在文件管理器中显示其所在文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>All checks passed.</source>
            <translation>所有检查均已通过。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>The self-test found a problem: see the lines marked ✗.</source>
            <translation>自检发现了问题：请查看标有 ✗ 的行。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>The self-test could not run: {message}</source>
            <translation>自检无法运行：{message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/help_menu.py" />
            <source>Copied {path}</source>
            <translation>已复制 {path}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{library}: folders are added, indexed, excluded and removed on the desktop that publishes it.</source>
            <translation>{library}：文件夹的添加、索引、排除和移除均在发布它的那台电脑上进行。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{path} is not in a library folder any more</source>
            <translation>{path} 已不在资料库文件夹中</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>{library}: its documents' details are corrected on the desktop that publishes it.</source>
            <translation>{library}：其文档详情需在发布它的那台电脑上更正。</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/index_controller.py" />
            <source>cancelled — %n passage(s) without vectors</source>
            <translation>
                <numerusform>已取消 — %n 个段落没有向量</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/index_controller.py" />
            <source>cancelled — not finished</source>
            <translation>已取消 — 未完成</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>indexed</source>
            <comment>file status</comment>
            <translation>已索引</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>indexing…</source>
            <comment>file status</comment>
            <translation>正在索引…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>skipped</source>
            <comment>file status</comment>
            <translation>已跳过</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>failed</source>
            <comment>file status</comment>
            <translation>失败</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>not indexed</source>
            <comment>file status</comment>
            <translation>未索引</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>excluded</source>
            <comment>file status</comment>
            <translation>已排除</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — OCR is off, so the rest wait until it is switched on in Settings</source>
            <translation>扫描页：已读取 {read} / {total} 页 — OCR 已关闭，其余页面需在设置中开启后才会读取</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — the OCR page limit keeps the rest (menu ▸ Read all scanned pages)</source>
            <translation>扫描页：已读取 {read} / {total} 页 — 其余页面受 OCR 页数上限限制（菜单 ▸ 读取全部扫描页）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>scanned pages: {read} of {total} read — the rest after every other file, on the next run</source>
            <translation>扫描页：已读取 {read} / {total} 页 — 其余页面将在下次运行时于所有其他文件之后读取</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Cancelling…</source>
            <translation>正在取消…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Open file</source>
            <translation>打开文件</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Retry</source>
            <translation>重试</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>kept out of the library — Excluded items… includes it again</source>
            <translation>已排除在资料库之外 — 可通过“排除项…”重新纳入</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Document details…</source>
            <translation>文档详情…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Read all scanned pages</source>
            <translation>读取全部扫描页</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>{indexed} indexed · {skipped} skipped · {failed} failed · {excluded} excluded</source>
            <translation>已索引 {indexed} · 已跳过 {skipped} · 失败 {failed} · 已排除 {excluded}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>{indexed} indexed · {skipped} skipped · {failed} failed</source>
            <translation>已索引 {indexed} · 已跳过 {skipped} · 失败 {failed}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Removing the folder's passages…</source>
            <translation>正在移除该文件夹的段落…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Paused — Resume continues where it stopped</source>
            <translation>已暂停 — 点击“继续”可从中断处继续</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Resume</source>
            <translation>继续</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>File</source>
            <translation>文件</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Details</source>
            <translation>详情</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Summarise this document</source>
            <translation>总结此文档</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Ask about this document</source>
            <translation>就此文档提问</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude this file</source>
            <translation>排除此文件</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude folder…</source>
            <translation>排除文件夹…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Exclude files matching…</source>
            <translation>排除匹配的文件…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Excluded items…</source>
            <translation>排除项…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Rebuilding the vectors with the new embedding model…</source>
            <translation>正在用新的嵌入模型重建向量…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Stopped</source>
            <translation>已停止</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Done.</source>
            <translation>完成。</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>%n passage(s)</source>
            <translation>
                <numerusform>%n 个段落</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>cancelled — read on the next run</source>
            <translation>已取消 — 将在下次运行时读取</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/indexing_panel.py" />
            <source>Repairing the library: rebuilding it from your folders…</source>
            <translation>正在修复资料库：根据您的文件夹重建…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>indexed</source>
            <comment>folder state</comment>
            <translation>已索引</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>missing on disk</source>
            <comment>folder state</comment>
            <translation>磁盘上不存在</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>needs re-index</source>
            <comment>folder state</comment>
            <translation>需要重新索引</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n passage(s) without vectors</source>
            <translation>
                <numerusform>%n 个段落没有向量</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>indexing</source>
            <comment>folder state</comment>
            <translation>正在索引</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>paused</source>
            <comment>folder state</comment>
            <translation>已暂停</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Repair library</source>
            <translation>修复资料库</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Move the damaged library files aside (nothing is deleted) and rebuild them from your folders</source>
            <translation>将损坏的资料库文件移到一旁（不删除任何内容），并根据您的文件夹重建</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Re-index</source>
            <translation>重新索引</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Index the selected folder again (all folders if none is selected)</source>
            <translation>重新索引所选文件夹（未选择时索引所有文件夹）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Forget the selected folder and its passages (your files are not touched)</source>
            <translation>从资料库中移除所选文件夹及其段落（不会改动您的文件）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Show the selected folder in the file manager</source>
            <translation>在文件管理器中显示所选文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>The shared library has no folders yet: they are added on the desktop that publishes it.</source>
            <translation>共享资料库中还没有文件夹：文件夹需在发布它的那台电脑上添加。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Drop files no longer there</source>
            <translation>清除已不存在的文件</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Remove from library</source>
            <translation>从资料库中移除</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Library</source>
            <translation>资料库</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/library_panel.py" />
            <source>Drop folders or files here, or use {add_folder}, to make them searchable.</source>
            <translation>将文件夹或文件拖放到此处，或使用 {add_folder}，即可搜索其中的内容。</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n not indexed</source>
            <translation>
                <numerusform>%n 个未索引</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n excluded</source>
            <translation>
                <numerusform>%n 项已排除</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing: the list of your folders could not be restored; add any folder that is missing from the library again.</source>
            <translation>正在修复：无法恢复您的文件夹列表；请重新添加资料库中缺少的文件夹。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing: your folders are back ({folders}); they are being indexed again.</source>
            <translation>正在修复：您的文件夹已恢复（{folders}），正在重新索引。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Indexing {folders}, and finishing the vectors of {others}…</source>
            <translation>正在索引 {folders}，并完成 {others} 的向量…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Indexing {folders}…</source>
            <translation>正在索引 {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Sources</source>
            <translation>来源</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Files</source>
            <translation>文件</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Choose or download a model…</source>
            <translation>选择或下载模型…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Add a folder to the library</source>
            <translation>将文件夹添加到资料库</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>all folders</source>
            <translation>所有文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>The library now uses the new embedding model.</source>
            <translation>资料库现在使用新的嵌入模型。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Retrying {folders}, and finishing the vectors of {others}…</source>
            <translation>正在重试 {folders}，并完成 {others} 的向量…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Retrying {folders}…</source>
            <translation>正在重试 {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>No answer: the model server is not ready.</source>
            <translation>无法回答：模型服务器尚未就绪。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Embedding passages for search by meaning…</source>
            <translation>正在为语义搜索嵌入段落…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Removing {folders}…</source>
            <translation>正在移除 {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Rebuilding vectors {folders}…</source>
            <translation>正在重建 {folders} 的向量…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Repairing {folders}…</source>
            <translation>正在修复 {folders}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Could not finish: {message}</source>
            <translation>无法完成：{message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Summarise {name}.</source>
            <translation>总结{name}。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>[{number}] does not point at a passage the assistant saw.</source>
            <translation>[{number}] 指向的不是助手看到过的段落。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>No application could open {path}: there is no default app for it here. Open it from your file manager.</source>
            <translation>没有应用程序能打开 {path}：此处没有为它设置默认应用。请从文件管理器中打开。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Could not save the details: {message}</source>
            <translation>无法保存详情：{message}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Models come from ollama.com through your Ollama; your documents never leave this computer. If a download stops, start it again: Ollama continues where it left off.</source>
            <translation>模型通过您的 Ollama 从 ollama.com 下载；您的文档绝不会离开这台电脑。如果下载中断，请重新开始：Ollama 会从中断处继续。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>✓ can search your documents</source>
            <translation>✓ 可搜索您的文档</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>tool support not reported</source>
            <translation>未报告工具支持</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {mark}   (in use)</source>
            <translation>{model}  —  {mark}   （使用中）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {mark}</source>
            <translation>{model}  —  {mark}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Footnote — Models</source>
            <translation>Footnote — 模型</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Use for answers</source>
            <translation>用于回答</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Check again</source>
            <translation>重新检查</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>or type a model name from ollama.com/library</source>
            <translation>或输入 ollama.com/library 中的模型名称</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download</source>
            <translation>下载</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Cancel download</source>
            <translation>取消下载</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>In Ollama</source>
            <translation>Ollama 中已有</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download a model</source>
            <translation>下载模型</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Asking Ollama…</source>
            <translation>正在询问 Ollama…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size} GB  —  {why}   (already in Ollama)</source>
            <translation>{model}  —  {size} GB  —  {why}   （Ollama 中已有）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size} GB  —  {why}</source>
            <translation>{model}  —  {size} GB  —  {why}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  embedding model (for search vectors, not for answers)</source>
            <translation>{model}  —  嵌入模型（用于搜索向量，不用于回答）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  ✗ cannot search your documents (no tool support)</source>
            <translation>{model}  —  ✗ 无法搜索您的文档（不支持工具）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Suggested for this computer ({memory} of memory); all can search your documents:</source>
            <translation>为这台电脑推荐（内存 {memory}）；均可搜索您的文档：</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Models in Ollama at {url}:</source>
            <translation>{url} 上的 Ollama 已有的模型：</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Ollama has no models yet: download one below.</source>
            <translation>Ollama 中还没有模型：请在下方下载一个。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Asking Ollama for {model}…</source>
            <translation>正在向 Ollama 请求 {model}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Download of {model} cancelled. Start it again to continue where it stopped.</source>
            <translation>{model} 的下载已取消。重新开始即可从中断处继续。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model} is downloaded; Footnote uses it now.</source>
            <translation>{model} 已下载；Footnote 现在使用它。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>Footnote is set to use {model}, which Ollama does not have: pick one above or download one below.</source>
            <translation>Footnote 设置为使用 {model}，但 Ollama 中没有该模型：请在上方选择一个，或在下方下载一个。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>Ollama at {url}</source>
            <translation>{url} 上的 Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>Ollama at {url} · {latency:.0f} ms round trip</source>
            <translation>{url} 上的 Ollama · 往返 {latency:.0f} ms</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/ollama_status.py" />
            <source>The library and search work without Ollama.</source>
            <translation>资料库和搜索无需 Ollama 即可使用。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>One file or subfolder…</source>
            <translation>单个文件或子文件夹…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Search one file or subfolder</source>
            <translation>搜索单个文件或子文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Type to filter the library's subfolders and files…</source>
            <translation>输入以筛选资料库中的子文件夹和文件…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>every library folder</source>
            <translation>所有资料库文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>No folders in the library yet</source>
            <translation>资料库中还没有文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Loading the library's files…</source>
            <translation>正在加载资料库中的文件…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Questions in this conversation search:
{where}
Click to choose folders or one file.</source>
            <translation>此对话中的问题将搜索：
{where}
点击可选择文件夹或单个文件。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>The library has no indexed files yet.</source>
            <translation>资料库中还没有已索引的文件。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>Searching: {scope}</source>
            <translation>搜索范围：{scope}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{names} is no longer in the library, so questions in this conversation search all folders until you choose again.</source>
            <translation>{names} 已不在资料库中，因此在您重新选择之前，此对话中的问题将搜索所有文件夹。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>One file: {name}…</source>
            <translation>单个文件：{name}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{names} left the library: all folders are searched</source>
            <translation>{names} 已不在资料库中：将搜索所有文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/scope_bar.py" />
            <source>{folder} (removed from the library)</source>
            <translation>{folder}（已从资料库中移除）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;System</source>
            <comment>appearance</comment>
            <translation>跟随系统(&amp;S)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;Light</source>
            <comment>appearance</comment>
            <translation>浅色(&amp;L)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>&amp;Dark</source>
            <comment>appearance</comment>
            <translation>深色(&amp;D)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>The new library location is used after a restart.</source>
            <translation>新的资料库位置将在重启后生效。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>The window's language changes when Footnote starts again.</source>
            <translation>界面语言将在 Footnote 重新启动后更改。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Answers now come from {model}.</source>
            <translation>现在由 {model} 生成回答。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Settings not saved: {reason}</source>
            <translation>设置未保存：{reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>Settings not applied: {reason}</source>
            <translation>设置未应用：{reason}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_actions.py" />
            <source>{model} is downloaded.</source>
            <translation>{model} 已下载。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Built-in (multilingual-e5-small, no server needed)</source>
            <translation>内置（multilingual-e5-small，无需服务器）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> — no tool support</source>
            <translation> — 不支持工具</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>  (not in Ollama)</source>
            <translation>  （不在 Ollama 中）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>None</source>
            <comment>sign-in</comment>
            <translation>无</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Token (Bearer)</source>
            <translation>令牌（Bearer）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>User name and password</source>
            <translation>用户名和密码</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow the system (light or dark)</source>
            <translation>跟随系统（浅色或深色）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Light</source>
            <comment>appearance</comment>
            <translation>浅色</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Dark</source>
            <comment>appearance</comment>
            <translation>深色</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Stored — type a new token to replace it</source>
            <translation>已保存 — 输入新令牌以替换</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The token</source>
            <translation>令牌</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Stored — type a new password to replace it</source>
            <translation>已保存 — 输入新密码以替换</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The password</source>
            <translation>密码</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>For Ollama behind a reverse proxy (https://host/ollama); a local Ollama needs none.</source>
            <translation>用于位于反向代理之后的 Ollama（https://host/ollama）；本地 Ollama 无需登录。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Footnote — Settings</source>
            <translation>Footnote — 设置</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>http://127.0.0.1:11434 (Ollama's default)</source>
            <translation>http://127.0.0.1:11434（Ollama 默认）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Check</source>
            <translation>检查</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ask this server which models it has</source>
            <translation>询问此服务器有哪些模型</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>For Ollama behind a reverse proxy that asks who you are</source>
            <translation>用于位于需要身份验证的反向代理之后的 Ollama</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>User name</source>
            <translation>用户名</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>See what Ollama has and download a model</source>
            <translation>查看 Ollama 中已有的模型并下载模型</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Optional, e.g. "Answer in German." or "Keep answers to three sentences."</source>
            <translation>可选，例如“用英文回答。”或“回答不超过三句话。”</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> characters</source>
            <translation> 个字符</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Read scanned pages with OCR</source>
            <translation>用 OCR 读取扫描页</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> pages per file</source>
            <translation> 页（每个文件）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow links that lead out of a folder</source>
            <translation>跟随指向文件夹外部的链接</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source> passages</source>
            <translation> 个段落</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>the library's own store (or e.g. http://nas:8000)</source>
            <translation>资料库自带的存储（或例如 http://nas:8000）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>empty: your own library</source>
            <translation>留空：使用您自己的资料库</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Browse…</source>
            <translation>浏览…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Assistant</source>
            <translation>助手</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Storage and appearance</source>
            <translation>存储和外观</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Where the library and conversations live; applies after a restart.</source>
            <translation>资料库和对话的存放位置；重启后生效。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Data location</source>
            <translation>数据位置</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The password is kept in the system keyring, never in the settings file. Where there is no keyring (a server, CI), set {variable} in the environment instead.</source>
            <translation>密码保存在系统密钥环中，绝不会写入设置文件。在没有密钥环的环境（服务器、CI）中，请改为在环境变量中设置 {variable}。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The token is kept in the system keyring, never in the settings file. Where there is no keyring (a server, CI), set {variable} in the environment instead.</source>
            <translation>令牌保存在系统密钥环中，绝不会写入设置文件。在没有密钥环的环境（服务器、CI）中，请改为在环境变量中设置 {variable}。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>In use now: {folder}. Where the library and conversations live; a change applies after a restart.</source>
            <translation>当前使用：{folder}。资料库和对话的存放位置；更改将在重启后生效。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama URL</source>
            <translation>Ollama 地址</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Sign-in</source>
            <translation>登录</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Chat model</source>
            <translation>对话模型</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Temperature</source>
            <translation>温度</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Your instruction</source>
            <translation>您的指令</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Results per search</source>
            <translation>每次搜索结果数</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Embedding model</source>
            <translation>嵌入模型</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Passage size</source>
            <translation>段落大小</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Passage overlap</source>
            <translation>段落重叠</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Scanned PDFs</source>
            <translation>扫描版 PDF</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>OCR page limit</source>
            <translation>OCR 页数上限</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Links</source>
            <comment>links to files and folders</comment>
            <translation>链接</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Chroma server</source>
            <translation>Chroma 服务器</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Shared library folder</source>
            <translation>共享资料库文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Appearance</source>
            <translation>外观</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>In use now: {folder} (from {option} on the command line, which overrides this setting until Footnote starts without it).</source>
            <translation>当前使用：{folder}（来自命令行参数 {option}，在 Footnote 不带该参数启动之前，它会覆盖此设置）。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Follow the system ({language})</source>
            <translation>跟随系统（{language}）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>0 answers the same way every time; higher varies the wording. Low values keep answers closest to the passages.</source>
            <translation>为 0 时每次回答都相同；数值越高，措辞变化越大。数值越低，回答越贴近段落原文。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Added after Footnote's own rules (answer only from your documents, cite every fact), so it cannot turn them off.</source>
            <translation>附加在 Footnote 自身规则（仅根据您的文档作答、每个事实都注明引用）之后，因此无法关闭这些规则。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Changing it rebuilds the vectors in the background; search keeps working meanwhile.</source>
            <translation>更改后会在后台重建向量；期间搜索仍可正常使用。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Changing size or overlap re-indexes every folder.</source>
            <translation>更改大小或重叠会重新索引所有文件夹。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Recognises the text of PDF pages that are only images, on this computer; takes a few seconds per page, after every other file.</source>
            <translation>在这台电脑上识别仅含图像的 PDF 页面中的文字；每页需要几秒钟，在所有其他文件之后进行。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>A longer scan is read up to here; Files ▸ right-click ▸ Read all scanned pages reads the rest.</source>
            <translation>较长的扫描文档只读取到此页数；通过“文件 ▸ 右键 ▸ 读取全部扫描页”可读取其余页面。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Off: a link to a file or folder elsewhere is listed, not indexed. Links to hidden files and folders are never followed.</source>
            <translation>关闭时：指向其他位置的文件或文件夹的链接只会列出，不会索引。指向隐藏文件和文件夹的链接始终不会跟随。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The window's language; numbers and dates follow it. Applies when Footnote starts again.</source>
            <translation>界面语言；数字和日期格式随之变化。Footnote 重新启动后生效。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama: {model}</source>
            <translation>Ollama：{model}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>The model '{model}' is not in Ollama. Download it with Models…, or run {command}.</source>
            <translation>Ollama 中没有模型“{model}”。请通过“模型…”下载，或运行 {command}。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Keep the vectors on a Chroma server (`chroma run`) instead of in the data location. A token goes in the {variable} environment variable, never here. Applies after a restart; a library indexed elsewhere is not moved silently.</source>
            <translation>将向量保存在 Chroma 服务器（`chroma run`）上，而不是数据位置中。令牌应放在 {variable} 环境变量中，切勿填在此处。重启后生效；在其他位置索引的资料库不会被悄悄迁移。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>A folder another desktop publishes into with {command}: search and chat use that library, read-only here (it is indexed there), its vectors from the Chroma server above, which must be the one it was published with. Empty: your own library. Applies after a restart.</source>
            <translation>另一台电脑用 {command} 发布到的文件夹：搜索和对话将使用该资料库，在此处为只读（索引在那台电脑上进行），其向量来自上方的 Chroma 服务器，该服务器必须与发布时所用的相同。留空：使用您自己的资料库。重启后生效。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama connected — {model} cannot call tools; pick a model with tool support.</source>
            <translation>Ollama 已连接 — {model} 无法调用工具；请选择支持工具的模型。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/settings_dialog.py" />
            <source>Ollama connected — {model} is in Ollama.</source>
            <translation>Ollama 已连接 — Ollama 中有 {model}。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>The references of an answer appear here.</source>
            <translation>回答的参考资料会显示在这里。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>Passages searched (none cited)</source>
            <translation>已搜索的段落（均未被引用）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>{heading} — answer {number}</source>
            <translation>{heading} — 回答 {number}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>No passages were found for this question.</source>
            <translation>未找到与此问题相关的段落。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/sources_panel.py" />
            <source>Passages found so far</source>
            <translation>目前找到的段落</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Ask a question about your documents. Answers cite the passages they come from: click a number to see it on the page.</source>
            <translation>就您的文档提出问题。回答会引用其所依据的段落：点击编号即可在页面上查看。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>You</source>
            <comment>the label above a question the user asked</comment>
            <translation>您</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit</source>
            <translation>编辑</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate</source>
            <translation>重新生成</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Export answer…</source>
            <translation>导出回答…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Copy with citations</source>
            <translation>连同引用一起复制</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit question…</source>
            <translation>编辑问题…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate answer</source>
            <translation>重新生成回答</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Cut off — the answer so far</source>
            <translation>已截断 — 目前为止的回答</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>No answer</source>
            <translation>无回答</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>The model gave no answer</source>
            <translation>模型未给出回答</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Not while an answer is being written</source>
            <translation>正在撰写回答时不可用</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Edit this question and send it again (Esc cancels)</source>
            <translation>编辑此问题并重新发送（按 Esc 取消）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>Ask this question again: the new answer replaces this one (Ctrl+R)</source>
            <translation>重新提出此问题：新回答将替换当前回答（Ctrl+R）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript_links.py" />
            <source>no passage with this number was shown to the assistant</source>
            <translation>未向助手展示过此编号的段落</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>No document open</source>
            <translation>未打开文档</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Previous page</source>
            <translation>上一页</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Next page</source>
            <translation>下一页</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Summarise</source>
            <translation>总结</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Ask about this document: questions search it alone</source>
            <translation>就此文档提问：问题只搜索此文档</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Ask about it</source>
            <translation>就此提问</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Open in default app</source>
            <translation>用默认应用打开</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom out (Ctrl+-)</source>
            <translation>缩小（Ctrl+-）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom in (Ctrl++)</source>
            <translation>放大（Ctrl++）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Fit the text's width (Ctrl+0)</source>
            <translation>适应文本宽度（Ctrl+0）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Find in document (Ctrl+F)</source>
            <translation>在文档中查找（Ctrl+F）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Click a reference to see the passage in its document.</source>
            <translation>点击参考资料即可在文档中查看该段落。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Fit to width</source>
            <translation>适应宽度</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Zoom</source>
            <translation>缩放</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Opening {name}…</source>
            <translation>正在打开 {name}…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Could not open the document: {message}
Try “Open in default app”.</source>
            <translation>无法打开文档：{message}
请尝试“用默认应用打开”。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/viewer.py" />
            <source>Could not open {path} ({error}).
Try “Open in default app”.</source>
            <translation>无法打开 {path}（{error}）。
请尝试“用默认应用打开”。</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Add folder…</source>
            <translation>添加文件夹(&amp;A)…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Re-index all folders</source>
            <translation>重新索引全部文件夹(&amp;R)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Re&amp;pair library</source>
            <translation>修复资料库(&amp;P)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Export conversation…</source>
            <translation>导出对话(&amp;E)…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Settings…</source>
            <translation>设置(&amp;S)…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Models…</source>
            <translation>模型(&amp;M)…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Conversation</source>
            <translation>对话(&amp;C)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;New conversation</source>
            <translation>新建对话(&amp;N)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Find conversation</source>
            <translation>查找对话(&amp;F)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Stop answer</source>
            <translation>停止回答(&amp;S)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Regenerate answer</source>
            <translation>重新生成回答(&amp;R)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Stop the answer (or cancel editing a question)</source>
            <translation>停止回答（或取消编辑问题）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Copy</source>
            <translation>复制(&amp;C)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Select &amp;all</source>
            <translation>全选(&amp;A)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Zoom &amp;in</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Zoom &amp;out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Reset zoom</source>
            <translation>重置缩放(&amp;R)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Main</source>
            <comment>the name of the main toolbar</comment>
            <translation>主工具栏</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>&amp;Appearance</source>
            <translation>外观(&amp;A)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Add folder</source>
            <translation>添加文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>New conversation</source>
            <translation>新建对话</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/window_menus.py" />
            <source>Models</source>
            <translation>模型</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} holds other files ({names} and {more} more) and no Footnote library, so Footnote does not write its library there. Give an empty or new folder, such as {folder}</source>
            <translation>{path} 中有其他文件（{names} 及另外 {more} 个），但没有 Footnote 资料库，因此 Footnote 不会在此写入资料库。请指定一个空文件夹或新文件夹，例如 {folder}</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} holds other files ({names}) and no Footnote library, so Footnote does not write its library there. Give an empty or new folder, such as {folder}</source>
            <translation>{path} 中有其他文件（{names}），但没有 Footnote 资料库，因此 Footnote 不会在此写入资料库。请指定一个空文件夹或新文件夹，例如 {folder}</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} is a file, not a folder. Give a folder for the library</source>
            <translation>{path} 是文件，不是文件夹。请为资料库指定一个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} cannot be a folder: part of that path is a file. Give a folder for the library</source>
            <translation>{path} 不能作为文件夹：该路径中有一部分是文件。请为资料库指定一个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/base/datadir.py" />
            <source>{path} cannot be opened ({detail}). Give another folder</source>
            <translation>无法打开 {path}（{detail}）。请指定其他文件夹</translation>
        </message>
        <message>
            <location filename="indexer/base/paths.py" />
            <source>file name cannot be stored: {path}</source>
            <translation>无法存储文件名：{path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>nothing excluded by {rules} rule</source>
            <translation>按 {rules} 条规则排除：无</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>nothing excluded by {rules} rules</source>
            <translation>按 {rules} 条规则排除：无</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file excluded by {rules} rule</source>
            <translation>按 {rules} 条规则排除：{files} 个文件</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file excluded by {rules} rules</source>
            <translation>按 {rules} 条规则排除：{files} 个文件</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files excluded by {rules} rule</source>
            <translation>按 {rules} 条规则排除：{files} 个文件</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files excluded by {rules} rules</source>
            <translation>按 {rules} 条规则排除：{files} 个文件</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folder excluded by {rules} rule</source>
            <translation>按 {rules} 条规则排除：{folders} 个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folder excluded by {rules} rules</source>
            <translation>按 {rules} 条规则排除：{folders} 个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folders excluded by {rules} rule</source>
            <translation>按 {rules} 条规则排除：{folders} 个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{folders} folders excluded by {rules} rules</source>
            <translation>按 {rules} 条规则排除：{folders} 个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folder excluded by {rules} rule</source>
            <translation>按 {rules} 条规则排除：{files} 个文件和 {folders} 个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folder excluded by {rules} rules</source>
            <translation>按 {rules} 条规则排除：{files} 个文件和 {folders} 个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folders excluded by {rules} rule</source>
            <translation>按 {rules} 条规则排除：{files} 个文件和 {folders} 个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} file and {folders} folders excluded by {rules} rules</source>
            <translation>按 {rules} 条规则排除：{files} 个文件和 {folders} 个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folder excluded by {rules} rule</source>
            <translation>按 {rules} 条规则排除：{files} 个文件和 {folders} 个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folder excluded by {rules} rules</source>
            <translation>按 {rules} 条规则排除：{files} 个文件和 {folders} 个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folders excluded by {rules} rule</source>
            <translation>按 {rules} 条规则排除：{files} 个文件和 {folders} 个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{files} files and {folders} folders excluded by {rules} rules</source>
            <translation>按 {rules} 条规则排除：{files} 个文件和 {folders} 个文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>special file</source>
            <translation>特殊文件</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>folder link loop — already visited</source>
            <translation>文件夹链接循环 — 已访问过</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>named pipe</source>
            <translation>命名管道</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>socket</source>
            <translation>套接字</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>character device</source>
            <translation>字符设备</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>block device</source>
            <translation>块设备</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>folder</source>
            <translation>文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link to a folder indexed already, not followed again: {path}</source>
            <translation>指向已索引文件夹的链接，不再重复跟随：{path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>permission denied</source>
            <translation>没有权限</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>file name cannot be stored (invalid characters)</source>
            <translation>无法存储文件名（包含无效字符）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link to a hidden file or folder, not followed: {path}</source>
            <translation>指向隐藏文件或文件夹的链接，未跟随：{path}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link leads outside the library folder, not followed: add {path} to the library to index it</source>
            <translation>链接指向资料库文件夹之外，未跟随：如需索引，请将 {path} 添加到资料库</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>{rule} is not a file or folder inside {root}</source>
            <translation>{rule} 不是 {root} 中的文件或文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>(empty) is not a file or folder inside {root}</source>
            <translation>（空）不是 {root} 中的文件或文件夹</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>not found</source>
            <translation>未找到</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>cannot read folder: {detail}</source>
            <translation>无法读取文件夹：{detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>broken link</source>
            <translation>链接已失效</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>vanished during scan</source>
            <translation>扫描期间已消失</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>not a regular file ({detail})</source>
            <translation>不是普通文件（{detail}）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>link loop</source>
            <translation>链接循环</translation>
        </message>
        <message>
            <location filename="indexer/ingest/discovery.py" />
            <source>cannot read: {detail}</source>
            <translation>无法读取：{detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/__init__.py" />
            <source>no text found</source>
            <translation>未找到文本</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/__init__.py" />
            <source>unsupported file type ({suffix})</source>
            <translation>不支持的文件类型（{suffix}）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text for {detail}: over {amount} by page {page:,} of {pages:,} (repeated pages?) — not indexed</source>
            <translation>就 {detail} 而言文本过多：读到第 {page:,} 页（共 {pages:,} 页）时已超过 {amount}（有重复页面？）— 未索引</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>{count:,} characters</source>
            <translation>{count:,} 个字符</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text for {detail}: over {amount} (repeated pages?) — not indexed</source>
            <translation>就 {detail} 而言文本过多：已超过 {amount}（有重复页面？）— 未索引</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {amount} by page {page:,} of {pages:,}, the limit for one file — not indexed</source>
            <translation>文本过多：读到第 {page:,} 页（共 {pages:,} 页）时已超过单个文件的上限 {amount} — 未索引</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {amount}, the limit for one file — not indexed</source>
            <translation>文本过多：已超过单个文件的上限 {amount} — 未索引</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {count:,} characters by page {page:,} of {pages:,}, the limit for one file — not indexed</source>
            <translation>文本过多：读到第 {page:,} 页（共 {pages:,} 页）时已超过单个文件的上限 {count:,} 个字符 — 未索引</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/base.py" />
            <source>too much text: over {count:,} characters, the limit for one file — not indexed</source>
            <translation>文本过多：已超过单个文件的上限 {count:,} 个字符 — 未索引</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/docx.py" />
            <source>password protected or old .doc format</source>
            <translation>受密码保护或为旧版 .doc 格式</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/eml.py" />
            <source>empty file</source>
            <translation>空文件</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/eml.py" />
            <source>file too large ({size} MB)</source>
            <translation>文件过大（{size} MB）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/epub.py" />
            <source>unreadable {kind}: {reason}</source>
            <translation>{kind} 无法读取：{reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its XML defines entities that expand to far more than its size (an entity bomb?)</source>
            <translation>其 XML 定义的实体展开后远超文件本身的大小（实体炸弹？）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>the file ends too early (an incomplete download or copy?)</source>
            <translation>文件提前结束（下载或复制不完整？）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its contents could not be read</source>
            <translation>无法读取其内容</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>its zip container is broken</source>
            <translation>其 zip 容器已损坏</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>the file is damaged ({detail})</source>
            <translation>文件已损坏（{detail}）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>one piece of its text is too large to read (over {size} without a break)</source>
            <translation>其中有一段文本过大，无法读取（连续超过 {size}，中间没有分隔）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>unreadable {kind}: the file is damaged ({detail})</source>
            <translation>{kind} 无法读取：文件已损坏（{detail}）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: its {size} unpack to {unpacked}, more than {detail}</source>
            <translation>{kind} 过大，无法解压：其 {size} 解压后为 {unpacked}，超过{detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: it needs more than {detail} (a zip bomb, or a file that unpacks to far more than its size?)</source>
            <translation>{kind} 过大，无法解压：需要超过{detail}（zip 炸弹，或解压后远超自身大小的文件？）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/errors.py" />
            <source>{kind} too big to unpack: its {size} unpack to {unpacked} (a zip bomb?)</source>
            <translation>{kind} 过大，无法解压：其 {size} 解压后为 {unpacked}（zip 炸弹？）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/ocr.py" />
            <source>OCR model missing: {names}</source>
            <translation>缺少 OCR 模型：{names}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/ocr.py" />
            <source>OCR engine not installed ({name})</source>
            <translation>未安装 OCR 引擎（{name}）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>no text layer — scanned?</source>
            <translation>没有文本层 — 扫描件？</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>no text and no images on its pages (blank?)</source>
            <translation>页面上既无文本也无图像（空白页？）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>scanned pages, but text recognition found no words on them</source>
            <translation>含扫描页，但文字识别未在其中找到任何文字</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>the text recognition engine failed on them</source>
            <translation>文字识别引擎处理这些页面时出错</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>password protected</source>
            <translation>受密码保护</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>PDF has no pages</source>
            <translation>PDF 没有页面</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its pages could not be read</source>
            <translation>无法读取其页面</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>a {size} PDF</source>
            <translation>{size} 的 PDF</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its structure could not be read</source>
            <translation>无法读取其结构</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its encryption could not be read</source>
            <translation>无法读取其加密信息</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>its page list could not be read</source>
            <translation>无法读取其页面列表</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>scanned pages could not be read: {reason}</source>
            <translation>无法读取扫描页：{reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>reading scanned page {page} of {pages}</source>
            <translation>正在读取扫描页 {page} / {pages}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/pdf.py" />
            <source>unsupported PDF encryption: {detail}</source>
            <translation>不支持的 PDF 加密方式：{detail}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/text.py" />
            <source>undecodable text</source>
            <translation>无法解码的文本</translation>
        </message>
        <message>
            <location filename="indexer/ingest/loaders/text.py" />
            <source>binary file</source>
            <translation>二进制文件</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the parser ran out of memory</source>
            <translation>解析器内存不足</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser ran out of memory</source>
            <translation>解析器内存不足</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the file could not be opened</source>
            <translation>无法打开文件</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>a parser process could not start (exit code {code})</source>
            <translation>解析器进程无法启动（退出代码 {code}）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>could not be read: {reason}</source>
            <translation>无法读取：{reason}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s of CPU time (time budget for {pages} pages)</source>
            <translation>解析器在使用 {seconds:.0f} 秒 CPU 时间后被停止（{pages} 页的时间上限）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s of CPU time (time budget)</source>
            <translation>解析器在使用 {seconds:.0f} 秒 CPU 时间后被停止（时间上限）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s with no result and only {cpu:.0f} s of CPU time used: stuck? (time budget for {pages} pages)</source>
            <translation>解析器运行 {seconds:.0f} 秒仍无结果，且仅使用了 {cpu:.0f} 秒 CPU 时间，已被停止：是否卡住了？（{pages} 页的时间上限）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser stopped after {seconds:.0f} s with no result and only {cpu:.0f} s of CPU time used: stuck? (time budget)</source>
            <translation>解析器运行 {seconds:.0f} 秒仍无结果，且仅使用了 {cpu:.0f} 秒 CPU 时间，已被停止：是否卡住了？（时间上限）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>the parser failed on this file</source>
            <translation>解析器处理此文件时出错</translation>
        </message>
        <message>
            <location filename="indexer/ingest/parsing.py" />
            <source>parser crashed (exit code {code})</source>
            <translation>解析器崩溃（退出代码 {code}）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>vanished during indexing</source>
            <translation>索引期间已消失</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>the memory a parser may use</source>
            <translation>解析器可用的内存</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>will retry on the next run</source>
            <translation>将在下次运行时重试</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — not indexed while it is unchanged</source>
            <translation>{reason} — 在文件更改之前不会索引</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser was killed (by the system, short of memory?)</source>
            <translation>解析器被系统终止（内存不足？）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser crashed on this file (damaged, or made to crash readers?)</source>
            <translation>解析器处理此文件时崩溃（文件已损坏，或被故意构造成使阅读器崩溃？）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — will retry after {time}</source>
            <translation>{reason} — 将在 {time} 之后重试</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>will retry after {time}</source>
            <translation>将在 {time} 之后重试</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>PDF too big to unpack: reading it needs more than {detail} (a decompression bomb?)</source>
            <translation>PDF 过大，无法解压：读取它需要超过{detail}（解压炸弹？）</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>the {size} a parser may use</source>
            <translation>解析器可用的 {size}</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>{reason} — will retry on the next run</source>
            <translation>{reason} — 将在下次运行时重试</translation>
        </message>
        <message>
            <location filename="indexer/ingest/retry.py" />
            <source>parser crashed on this file: reading it needs more than {detail}, or it is damaged</source>
            <translation>解析器处理此文件时崩溃：读取它需要超过{detail}，或者文件已损坏</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>the library's folder list could not be read back.</source>
            <translation>无法重新读取资料库的文件夹列表。</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>no copy of it was kept ({path} is missing: libraries indexed by older versions have none)</source>
            <translation>未保留其副本（缺少 {path}：由旧版本索引的资料库没有此文件）</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/repair.py" />
            <source>Add your folders again: `{command}` (or drop them onto the window).</source>
            <translation>请重新添加您的文件夹：`{command}`（或将它们拖放到窗口上）。</translation>
        </message>
        <message>
            <location filename="indexer/maintenance/switch.py" />
            <source>cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>{reason} — the version indexed before stays searchable</source>
            <translation>{reason} — 之前索引的版本仍可搜索</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>not a regular file any more</source>
            <translation>已不再是普通文件</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>changed while being indexed — will be indexed on the next run</source>
            <translation>索引期间发生了更改 — 将在下次运行时索引</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>too large ({size} &gt; {limit} limit)</source>
            <translation>文件过大（{size} &gt; 上限 {limit}）</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>embedder stopped: {reason}</source>
            <translation>嵌入已停止：{reason}</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/nodes.py" />
            <source>holds {found} of the {known} files indexed from it (empty, unmounted or unreadable?): nothing was removed; confirm the removals if the files were deleted on purpose</source>
            <translation>仅包含从中索引的 {known} 个文件中的 {found} 个（为空、未挂载或无法读取？）：未移除任何内容；如果这些文件是有意删除的，请确认移除</translation>
        </message>
        <message>
            <location filename="indexer/pipeline/scans.py" />
            <source>no result</source>
            <translation>无结果</translation>
        </message>
        <message>
            <location filename="indexer/retrieval/search.py" />
            <source>This library was indexed with '{embedder}'; searching it with '{other}' would compare unrelated vectors. Search with the library's embedder.</source>
            <translation>此资料库是用“{embedder}”索引的；用“{other}”搜索会比较互不相关的向量。请使用该资料库的嵌入模型进行搜索。</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>no answer in time</source>
            <translation>未及时响应</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>connection refused</source>
            <translation>连接被拒绝</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the connection was dropped</source>
            <translation>连接已断开</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown (it has no {path})</source>
            <translation>未知（该服务器没有 {path}）</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} does not answer ({detail}); what was indexed is kept. Start it (`{command}`).</source>
            <translation>{url} 上的 Chroma 服务器没有响应（{detail}）；已索引的内容会保留。请启动它（`{command}`）。</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} is version {detail}, and Footnote's Chroma client ({client}) works only with Chroma servers {major}.x: upgrade the server ({command}).</source>
            <translation>{url} 上的 Chroma 服务器版本为 {detail}，而 Footnote 的 Chroma 客户端（{client}）只能与 {major}.x 版的 Chroma 服务器配合使用：请升级服务器（{command}）。</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} stopped answering ({detail}); what was indexed is kept; run again when it is back.</source>
            <translation>{url} 上的 Chroma 服务器停止了响应（{detail}）；已索引的内容会保留；请在它恢复后重新运行。</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}).</source>
            <translation>{url} 上的 Chroma 服务器拒绝了凭据（HTTP {status}）。</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} asks for credentials (HTTP {status}): its password is needed.</source>
            <translation>{url} 上的 Chroma 服务器要求提供凭据（HTTP {status}）：需要提供其密码。</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} asks for credentials (HTTP {status}): its token is needed.</source>
            <translation>{url} 上的 Chroma 服务器要求提供凭据（HTTP {status}）：需要提供其令牌。</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown</source>
            <translation>未知</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>{option} must be http://HOST:PORT or https://HOST[:PORT][/PATH] (or '{embedded}' for the library's own store), not {url}</source>
            <translation>{option} 必须是 http://HOST:PORT 或 https://HOST[:PORT][/PATH]（或用 '{embedded}' 表示资料库自带的存储），而不是 {url}</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>(Footnote keeps no password in a URL: it would be recorded in the library and shown.)</source>
            <translation>（Footnote 不会在地址中保存密码：否则密码会被记录在资料库中并显示出来。）</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>(Footnote keeps no token in a URL: it would be recorded in the library and shown.)</source>
            <translation>（Footnote 不会在地址中保存令牌：否则令牌会被记录在资料库中并显示出来。）</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}): check the password in {variable}.</source>
            <translation>{url} 上的 Chroma 服务器拒绝了凭据（HTTP {status}）：请检查 {variable} 中的密码。</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>the Chroma server at {url} refused the credentials (HTTP {status}): check the token in {variable}.</source>
            <translation>{url} 上的 Chroma 服务器拒绝了凭据（HTTP {status}）：请检查 {variable} 中的令牌。</translation>
        </message>
        <message>
            <location filename="indexer/servers/chroma.py" />
            <source>unknown (it is not a Chroma server: HTTP {status} for the heartbeat)</source>
            <translation>未知（它不是 Chroma 服务器：心跳请求返回 HTTP {status}）</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>unknown embedder {name}: use 'builtin' or 'ollama:&lt;model&gt;'</source>
            <translation>未知的嵌入模型 {name}：请使用 'builtin' 或 'ollama:&lt;model&gt;'</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>Ollama could not embed with '{model}': {detail}</source>
            <translation>Ollama 无法用“{model}”进行嵌入：{detail}</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>The embedding model '{model}' is not in Ollama. Fetch it with `{command}`.</source>
            <translation>Ollama 中没有嵌入模型“{model}”。请用 `{command}` 获取。</translation>
        </message>
        <message>
            <location filename="indexer/servers/embedders.py" />
            <source>Ollama at {url} did not answer in time.</source>
            <translation>{url} 上的 Ollama 未能及时响应。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>there is no system keyring here (usual on a server or in CI)</source>
            <translation>此处没有系统密钥环（在服务器或 CI 上很常见）</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the password (HTTP {status}).</source>
            <translation>服务器 {host} 拒绝了密码（HTTP {status}）。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the token (HTTP {status}).</source>
            <translation>服务器 {host} 拒绝了令牌（HTTP {status}）。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Cannot reach Ollama at {url}: check that it is running there and that this computer can reach {host} (network, VPN, firewall).</source>
            <translation>无法连接 {url} 上的 Ollama：请检查它是否在那里运行，以及这台电脑能否访问 {host}（网络、VPN、防火墙）。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The secure connection to {host} failed ({detail}). Check that the URL's http/https matches the server; if its certificate comes from your own authority, point {variable} at that authority's certificate.</source>
            <translation>与 {host} 的安全连接失败（{detail}）。请检查地址中的 http/https 是否与服务器一致；如果其证书由您自己的证书颁发机构签发，请将 {variable} 指向该机构的证书。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>{url} answered HTTP {status} where Ollama answers: check the URL, including any path prefix of a reverse proxy (e.g. https://host/ollama).</source>
            <translation>{url} 在 Ollama 应响应的位置返回了 HTTP {status}：请检查地址，包括反向代理的路径前缀（例如 https://host/ollama）。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>the keyring package is not installed</source>
            <translation>未安装 keyring 软件包</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} answers, but Ollama behind it does not (HTTP {status}): check that Ollama runs on that machine.</source>
            <translation>服务器 {host} 有响应，但其后的 Ollama 没有响应（HTTP {status}）：请检查 Ollama 是否在那台机器上运行。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Ollama at {url} did not accept a connection within {seconds:.0f} s. Check that {host} is on and reachable from this computer (network, VPN, firewall).</source>
            <translation>{url} 上的 Ollama 未在 {seconds:.0f} 秒内接受连接。请检查 {host} 是否已开机，以及能否从这台电脑访问（网络、VPN、防火墙）。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>Ollama is not running at {url}.</source>
            <translation>Ollama 未在 {url} 上运行。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a password (HTTP {status}), and none is stored for {url}.</source>
            <translation>服务器 {host} 要求提供密码（HTTP {status}），但没有为 {url} 保存密码。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a token (HTTP {status}), and none is stored for {url}.</source>
            <translation>服务器 {host} 要求提供令牌（HTTP {status}），但没有为 {url} 保存令牌。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>not an Ollama URL: {url} (use http://host:port or https://host/path)</source>
            <translation>不是有效的 Ollama 地址：{url}（请使用 http://host:port 或 https://host/path）</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the password in {variable} (HTTP {status}) — check that variable.</source>
            <translation>服务器 {host} 拒绝了 {variable} 中的密码（HTTP {status}）— 请检查该变量。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} refused the token in {variable} (HTTP {status}) — check that variable.</source>
            <translation>服务器 {host} 拒绝了 {variable} 中的令牌（HTTP {status}）— 请检查该变量。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a password (HTTP {status}), and {problem}.</source>
            <translation>服务器 {host} 要求提供密码（HTTP {status}），但{problem}。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The server at {host} asks for a token (HTTP {status}), and {problem}.</source>
            <translation>服务器 {host} 要求提供令牌（HTTP {status}），但{problem}。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>the system keyring did not answer ({detail})</source>
            <translation>系统密钥环没有响应（{detail}）</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The password was not saved: {reason}. Set {variable} in Footnote's environment instead.</source>
            <translation>密码未保存：{reason}。请改为在 Footnote 的环境中设置 {variable}。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The token was not saved: {reason}. Set {variable} in Footnote's environment instead.</source>
            <translation>令牌未保存：{reason}。请改为在 Footnote 的环境中设置 {variable}。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The system keyring refused to keep the password ({detail}). Unlock it and save again, or set {variable} instead.</source>
            <translation>系统密钥环拒绝保存密码（{detail}）。请将其解锁后重新保存，或改为设置 {variable}。</translation>
        </message>
        <message>
            <location filename="indexer/servers/ollama.py" />
            <source>The system keyring refused to keep the token ({detail}). Unlock it and save again, or set {variable} instead.</source>
            <translation>系统密钥环拒绝保存令牌（{detail}）。请将其解锁后重新保存，或改为设置 {variable}。</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>update it</source>
            <translation>更新它</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>Your documents and conversations are not touched.</source>
            <translation>您的文档和对话不会受到影响。</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the library in {path} is damaged ({detail}).</source>
            <translation>{path} 中的资料库已损坏（{detail}）。</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>it moves it aside and rebuilds it from your folders</source>
            <translation>会将其移到一旁，并根据您的文件夹重建</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the library in {path} is read-only, so Footnote cannot {detail}. Searching it still works.</source>
            <translation>{path} 中的资料库为只读，因此 Footnote 无法{detail}。仍可搜索该资料库。</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>the disk holding the library ({path}, {free:.0f} MB free) is full. Free some space and run the indexing again: everything indexed so far is kept and the run continues where it stopped.</source>
            <translation>存放资料库的磁盘（{path}，可用 {free:.0f} MB）已满。请释放一些空间，然后重新运行索引：已索引的内容都会保留，并会从中断处继续。</translation>
        </message>
        <message>
            <location filename="indexer/store/errors.py" />
            <source>integrity check: {result}</source>
            <translation>完整性检查：{result}</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>not a folder list of format {format}</source>
            <translation>不是格式 {format} 的文件夹列表</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{rule} is not an exclusion rule</source>
            <translation>{rule} 不是排除规则</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} cannot be read ({detail})</source>
            <translation>无法读取 {path}（{detail}）</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} is damaged ({detail})</source>
            <translation>{path} 已损坏（{detail}）</translation>
        </message>
        <message>
            <location filename="indexer/store/folder_list.py" />
            <source>{path} is not a folder's full path</source>
            <translation>{path} 不是文件夹的完整路径</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into the Chroma server at {recorded}; this session uses the Chroma server at {url}, which may lack its vectors.</source>
            <translation>此资料库已索引到 {recorded} 上的 Chroma 服务器；本次会话使用的是 {url} 上的 Chroma 服务器，其中可能缺少该资料库的向量。</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into the Chroma server at {recorded}; this session uses its own store ({path}), which may lack its vectors.</source>
            <translation>此资料库已索引到 {recorded} 上的 Chroma 服务器；本次会话使用的是资料库自带的存储（{path}），其中可能缺少该资料库的向量。</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library was indexed into its own store ({path}); this session uses the Chroma server at {url}, which may lack its vectors.</source>
            <translation>此资料库已索引到其自带的存储（{path}）；本次会话使用的是 {url} 上的 Chroma 服务器，其中可能缺少该资料库的向量。</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in the Chroma server at {recorded}, where it was indexed, not in the Chroma server at {url}.</source>
            <translation>此资料库的向量位于索引时所用的 {recorded} 上的 Chroma 服务器中，而不在 {url} 上的 Chroma 服务器中。</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>{count} passages lost their vectors (the vector store was deleted or replaced), so they are found by keywords only.</source>
            <translation>{count} 个段落丢失了向量（向量存储已被删除或替换），因此只能通过关键词找到它们。</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>it makes them again</source>
            <translation>会重新生成这些向量</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this is a shared library, indexed on {machine} (published {when}); search and ask here, and index it there.</source>
            <translation>这是一个共享资料库，在 {machine} 上索引（发布于 {when}）；请在此处搜索和提问，在那台电脑上进行索引。</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in the Chroma server at {recorded}, where it was indexed, not in its own store ({path}).</source>
            <translation>此资料库的向量位于索引时所用的 {recorded} 上的 Chroma 服务器中，而不在其自带的存储（{path}）中。</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>this library's vectors are in its own store ({path}), where it was indexed, not in the Chroma server at {url}.</source>
            <translation>此资料库的向量位于索引时所用的自带存储（{path}）中，而不在 {url} 上的 Chroma 服务器中。</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>This library's vectors were made with '{embedder}', not '{other}'.</source>
            <translation>此资料库的向量是用“{embedder}”生成的，而不是“{other}”。</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>it rebuilds the vectors while the current ones stay searchable</source>
            <translation>会重建向量，期间现有向量仍可搜索</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>vectors already there are kept; the rest are made again there</source>
            <translation>那里已有的向量会保留；其余向量会在那里重新生成</translation>
        </message>
        <message>
            <location filename="indexer/store/library.py" />
            <source>another Footnote indexing run is using {path}</source>
            <translation>另一个 Footnote 索引进程正在使用 {path}</translation>
        </message>
        <message>
            <location filename="indexer/store/manifest.py" />
            <source>create a library there</source>
            <translation>在该位置创建资料库</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a positive whole number</source>
            <translation>正整数</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a file name beside the publication, like library-&lt;digits&gt;.sqlite</source>
            <translation>与发布文件位于同一文件夹中的文件名，如 library-&lt;digits&gt;.sqlite</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>the http(s) URL of a Chroma server</source>
            <translation>Chroma 服务器的 http(s) 地址</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a list of folder paths</source>
            <translation>文件夹路径列表</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>an embedder's name, or null</source>
            <translation>嵌入模型名称或 null</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a time, as text</source>
            <translation>以文本表示的时间</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a host name</source>
            <translation>主机名</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>a folder path</source>
            <translation>文件夹路径</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: its field {name} is missing (it must be {detail}).</source>
            <translation>{path} 不是有效的发布文件：缺少字段 {name}（它必须是{detail}）。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: its field {name} is {value} (it must be {detail}).</source>
            <translation>{path} 不是有效的发布文件：其字段 {name} 为 {value}（它必须是{detail}）。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Ask the publisher to publish again (`{command}` on the indexing machine).</source>
            <translation>请让发布者重新发布（在执行索引的电脑上运行 `{command}`）。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is remembered for this folder</source>
            <translation>会为此文件夹记住该设置</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is not a regular file</source>
            <translation>它不是普通文件</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Footnote sends searches, and your Chroma credentials, only to a server you chose.</source>
            <translation>Footnote 只会将搜索请求和您的 Chroma 凭据发送到您选择的服务器。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>If you do not, ask the publisher where its vectors are.</source>
            <translation>如果您不信任，请询问发布者其向量存放在哪里。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} was published by another version of Footnote (format {found}, this one reads {format}): update Footnote here or there</source>
            <translation>{path} 由其他版本的 Footnote 发布（格式 {found}，此版本读取格式 {format}）：请更新此处或那里的 Footnote</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>it is larger than {size} MiB</source>
            <translation>它大于 {size} MiB</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>Nothing was copied.</source>
            <translation>未复制任何内容。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{folder} was published again while each snapshot was being copied: try again in a moment.</source>
            <translation>复制快照期间，{folder} 每次都被重新发布：请稍后再试。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>this shared library (published by {machine}) names the Chroma server at {url}, not the one you chose ({chosen}): nothing was sent to either.</source>
            <translation>此共享资料库（由 {machine} 发布）指定的是 {url} 上的 Chroma 服务器，而不是您选择的服务器（{chosen}）：未向任何一方发送内容。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{folder} holds no shared library ({name} not found): on the indexing machine, run `{command}`</source>
            <translation>{folder} 中没有共享资料库（未找到 {name}）：请在执行索引的电脑上运行 `{command}`</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{option} wants PUBLISHER_FOLDER=FOLDER_HERE, not {pair}</source>
            <translation>{option} 需要 PUBLISHER_FOLDER=FOLDER_HERE 格式，而不是 {pair}</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a publication (a JSON {kind}, not an object).</source>
            <translation>{path} 不是发布文件（是 JSON {kind}，而不是对象）。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>this shared library (published by {machine}) keeps its vectors on the Chroma server at {url}, its publication says.</source>
            <translation>据其发布文件所述，此共享资料库（由 {machine} 发布）的向量保存在 {url} 上的 Chroma 服务器中。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>cannot read {path}: {detail}.</source>
            <translation>无法读取 {path}：{detail}。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} names the snapshot {name}, which is not in {folder}.</source>
            <translation>{path} 指定的快照 {name} 不在 {folder} 中。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>cannot read the snapshot {path} ({detail}; a snapshot is a plain file, never a link).</source>
            <translation>无法读取快照 {path}（{detail}；快照是普通文件，绝不是链接）。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>the snapshot {path} is not a plain file.</source>
            <translation>快照 {path} 不是普通文件。</translation>
        </message>
        <message>
            <location filename="indexer/store/publication.py" />
            <source>{path} is not a valid publication: it has fields Footnote does not publish ({fields}).</source>
            <translation>{path} 不是有效的发布文件：其中包含 Footnote 不会发布的字段（{fields}）。</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the library is read-only and Chroma must write to open it</source>
            <translation>资料库为只读，而 Chroma 需要写入才能打开它</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the disk is full</source>
            <translation>磁盘已满</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>the vector store ({path}) cannot be opened: {why}.</source>
            <translation>无法打开向量存储（{path}）：{why}。</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>it is damaged or unreadable ({detail})</source>
            <translation>它已损坏或无法读取（{detail}）</translation>
        </message>
        <message>
            <location filename="indexer/store/vectors.py" />
            <source>it moves it aside; the next run rebuilds the vectors</source>
            <translation>会将其移到一旁；下次运行时会重建向量</translation>
        </message>
    </context>
</TS>
