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
            <source>Shared library — published by {publisher} at {time} (read-only)</source>
            <translation>共享资料库 — 由 {publisher} 于 {time} 发布（只读）</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>Shared library (read-only)</source>
            <translation>共享资料库（只读）</translation>
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
            <location filename="desktop_app/core/jobs.py" />
            <source>{problem} Meanwhile search uses keywords only.</source>
            <translation>{problem} 在此期间，搜索仅使用关键词。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>The library is damaged ({detail}). Repair library moves the damaged files aside (nothing is deleted) and rebuilds them from your folders; your conversations are kept.</source>
            <translation>资料库已损坏（{detail}）。“修复资料库”会将损坏的文件移到一旁（不删除任何内容），并根据您的文件夹重建；您的对话会保留。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/jobs.py" />
            <source>The shared library cannot be opened: {problem}. Search and chat need it: choose another folder in Settings ▸ Shared library folder, or leave it empty to use your own library.</source>
            <translation>无法打开共享资料库：{problem}。搜索和对话需要它：请在“设置 ▸ 共享资料库文件夹”中选择其他文件夹，或留空以使用您自己的资料库。</translation>
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
            <source>{size:.0f} kB</source>
            <translation>{size:.0f} kB</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>Type the name of a model first, e.g. qwen2.5:3b.</source>
            <translation>请先输入模型名称，例如 qwen2.5:3b。</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size:.1f} GB</source>
            <translation>{size:.1f} GB</translation>
        </message>
        <message>
            <location filename="desktop_app/core/ollama/pull.py" />
            <source>{size:.0f} MB</source>
            <translation>{size:.0f} MB</translation>
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
            <source>page {page}</source>
            <translation>第 {page} 页</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>weak support: {detail}</source>
            <translation>依据不足：{detail}</translation>
        </message>
        <message>
            <location filename="desktop_app/export/model.py" />
            <source>section {section}</source>
            <translation>章节 {section}</translation>
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
        <message numerus="yes">
            <location filename="desktop_app/ui/library_panel.py" />
            <source>%n file(s)</source>
            <translation>
                <numerusform>%n 个文件</numerusform>
            </translation>
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
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Add folder…</source>
            <translation>添加文件夹(&amp;A)…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Re-index all folders</source>
            <translation>重新索引全部文件夹(&amp;R)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Re&amp;pair library</source>
            <translation>修复资料库(&amp;P)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Export conversation…</source>
            <translation>导出对话(&amp;E)…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Settings…</source>
            <translation>设置(&amp;S)…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Models…</source>
            <translation>模型(&amp;M)…</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Conversation</source>
            <translation>对话(&amp;C)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;New conversation</source>
            <translation>新建对话(&amp;N)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Find conversation</source>
            <translation>查找对话(&amp;F)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Stop answer</source>
            <translation>停止回答(&amp;S)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Regenerate answer</source>
            <translation>重新生成回答(&amp;R)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Stop the answer (or cancel editing a question)</source>
            <translation>停止回答（或取消编辑问题）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Copy</source>
            <translation>复制(&amp;C)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Select &amp;all</source>
            <translation>全选(&amp;A)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Zoom &amp;in</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Zoom &amp;out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Reset zoom</source>
            <translation>重置缩放(&amp;R)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Main</source>
            <comment>the name of the main toolbar</comment>
            <translation>主工具栏</translation>
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
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>&amp;Appearance</source>
            <translation>外观(&amp;A)</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Add folder</source>
            <translation>添加文件夹</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>New conversation</source>
            <translation>新建对话</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/main_window.py" />
            <source>Models</source>
            <translation>模型</translation>
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
            <source>{model}  —  {size:.1f} GB  —  {why}   (already in Ollama)</source>
            <translation>{model}  —  {size:.1f} GB  —  {why}   （Ollama 中已有）</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/models_dialog.py" />
            <source>{model}  —  {size:.1f} GB  —  {why}</source>
            <translation>{model}  —  {size:.1f} GB  —  {why}</translation>
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
        <message numerus="yes">
            <location filename="desktop_app/ui/transcript.py" />
            <source>Your documents' %n best keyword match(es) for this question (no model needed) are in Sources.</source>
            <translation>
                <numerusform>您的文档中与此问题最匹配的 %n 个关键词结果（无需模型）已列在“来源”中。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Edit question…</source>
            <translation>编辑问题…</translation>
        </message>
        <message numerus="yes">
            <location filename="desktop_app/ui/transcript.py" />
            <source>%n sentence(s) without a source (underlined)</source>
            <translation>
                <numerusform>%n 个句子没有来源（带下划线）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Regenerate answer</source>
            <translation>重新生成回答</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>Stopped — this is the answer so far.</source>
            <translation>已停止 — 以下是目前为止的回答。</translation>
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
            <location filename="desktop_app/ui/transcript.py" />
            <source>weakly supported: {numbers}</source>
            <translation>依据不足：{numbers}</translation>
        </message>
        <message>
            <location filename="desktop_app/ui/transcript.py" />
            <source>no such passage: {numbers}</source>
            <translation>无此段落：{numbers}</translation>
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
    </context>
</TS>
