/**
 * The main thread's tasks while a page loads, from a Chrome DevTools Protocol trace taken through
 * Playwright's Chromium: `Tracing.start` with the devtools.timeline categories, the page opened in
 * a fresh context (empty cache), the trace stopped once the network has settled. Every `RunTask`
 * of the page's renderer main thread longer than 0 ms is a task; its time is attributed to the
 * scripts that ran in it: the deepest `FunctionCall` / `EvaluateScript` / `v8.compile` (and
 * `v8.evaluateModule`) event that carries a URL gets its own time (its duration minus the script
 * events nested in it), and the rest of the task is the browser's own work (parsing HTML, style,
 * layout, paint, garbage collection). V8's sampling profiler, recorded in the same trace, says
 * more precisely which function ran: each sample inside the task counts for its innermost frame
 * with a URL, so a chunk whose evaluation starts the whole app is split by the modules that ran. A script URL is then traced to the npm package or workspace
 * module through the source map the build wrote beside it (`devtool: 'source-map'`), using the
 * function's line and column when the trace gives them.
 */
import { originalSource } from './script-composition.mjs';
import { round } from './util.mjs';

// disabled-by-default-v8.cpu_profiler: V8's sampling profiler in the trace (ProfileChunk events), which says which function ran.
const CATEGORIES = ['-*', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'toplevel', 'loading', 'blink.user_timing', '__metadata'];
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'v8.compileLazy']);
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** Events that only wrap a task's work (their children name it). */
const WRAPPERS = /^(Receive mojo message|ThreadControllerImpl::RunTask|RunTask|BlinkScheduler_|ThreadPool_|SequenceManager|TaskAnnotator|SimpleWatcher::OnHandleReady|Mojo)/;

/**
 * Trace events of one page load: `cpuSlowdown` > 1 throttles the CPU (Emulation.setCPUThrottlingRate), the network is not throttled;
 * `viewport` ({ width, height }) the window's size (Playwright's 1280×720 by default).
 */
export async function traceLoad(browser, url, { cpuSlowdown = 1, settleMs = 500, viewport } = {}) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  try {
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' } });
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 90_000 });
    await page.waitForTimeout(settleMs);
    await cdp.send('Tracing.end');
    await complete;
    return { status: response?.status() ?? null, events };
  } finally {
    await context.close();
  }
}

/**
 * The renderer main thread that loaded `origin`'s page: the CrRendererMain thread that committed
 * its document, else the one with the most script events from it (Chromium's own pages, such as a
 * new tab page, run in other renderers of the same trace and must not count).
 */
function mainThread(events, origin) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const committed = events.filter((e) => (e.name === 'NavigationBodyLoader::StartLoadingBody' && String(e.args?.url ?? '').startsWith(origin)) || (e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin)));
  const loader = committed.map((e) => `${e.pid}:${e.tid}`).find((key) => mains.includes(key));
  if (loader) return loader;
  const score = new Map(mains.map((k) => [k, 0]));
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!score.has(key)) continue;
    const url = eventUrl(e);
    if (url?.startsWith(origin)) score.set(key, score.get(key) + 1);
  }
  return [...score].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function eventUrl(e) {
  const data = e.args?.data ?? {};
  return data.url || e.args?.fileName || data.fileName || e.args?.url || null;
}

/**
 * The CPU profiler's samples on the main thread (`pid:tid`): [{ ts, next, frame }], `frame` the
 * innermost call frame with a URL ({ url, line, column, functionName }, 1-based) or a V8 name
 * ('(garbage collector)', '(program)').
 */
function profileSamples(events, thread) {
  const [pid, tid] = thread.split(':').map(Number);
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const samples = [];
  for (const profile of profiles) {
    const nodes = new Map();
    let ts = profile.args?.data?.startTime ?? profile.ts;
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id).sort((a, b) => a.ts - b.ts);
    for (const chunk of chunks) {
      const data = chunk.args?.data ?? {};
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      for (let i = 0; i < ids.length; i += 1) {
        ts += deltas[i] ?? 0;
        samples.push({ ts, id: ids[i] });
      }
    }
    const frameOf = (id) => {
      for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
        const frame = node.callFrame ?? {};
        if (frame.url) return { url: frame.url, line: frame.lineNumber + 1, column: frame.columnNumber + 1, functionName: frame.functionName, event: 'FunctionCall' };
        if (!node.parent && frame.functionName) return { url: null, event: frame.functionName };
        if (/^\(/.test(frame.functionName ?? '')) return { url: null, event: frame.functionName };
      }
      return { url: null, event: '(unknown)' };
    };
    // A node's parent is listed on the child in trace profiles; find it when only children are given.
    for (const node of nodes.values()) for (const child of node.children ?? []) if (nodes.has(child)) nodes.get(child).parent ??= node.id;
    for (const sample of samples) sample.frame ??= frameOf(sample.id);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return samples.map((sample, i) => ({ ts: sample.ts, next: samples[i + 1]?.ts ?? sample.ts, frame: sample.frame }));
}

/**
 * The tasks of the page's main thread, longest first: { startMs, durationMs, scripts: [{ url, line,
 * column, ms }], browserMs, browserWork }. `startMs` counts from the first task.
 */
export function mainThreadTasks(events, origin) {
  const thread = mainThread(events, origin);
  if (!thread) return [];
  const onThread = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // From the task that commits the page's document on: the new context's blank frame before it is not the page's load.
  const bodyStart = onThread.find((e) => e.name === 'NavigationBodyLoader::StartLoadingBody' && String(e.args?.url ?? '').startsWith(origin));
  const navigation = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === thread && String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin));
  const anchor = bodyStart?.ts ?? navigation?.ts ?? 0;
  const tasks = onThread.filter((e) => TASK_EVENTS.has(e.name) && e.dur > 0 && e.ts + e.dur > anchor);
  // Top-level tasks only (a RunTask nested in another is part of it).
  const topTasks = [];
  for (const t of tasks) if (!topTasks.length || t.ts >= topTasks.at(-1).ts + topTasks.at(-1).dur) topTasks.push(t);
  const first = topTasks[0]?.ts ?? 0;
  const inner = onThread.filter((e) => !TASK_EVENTS.has(e.name));
  const samples = profileSamples(events, thread);
  let cursor = 0;
  let sampleCursor = 0;
  return topTasks
    .map((task) => {
      const end = task.ts + task.dur;
      while (cursor < inner.length && inner[cursor].ts < task.ts) cursor += 1;
      const within = [];
      for (let i = cursor; i < inner.length && inner[i].ts < end; i += 1) within.push(inner[i]);
      // Own time of each script event: its duration minus its nearest nested script events'.
      const stack = [];
      const scripts = [];
      for (const e of within.filter((x) => SCRIPT_EVENTS.has(x.name))) {
        while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
        const parent = stack.at(-1);
        const data = e.args?.data ?? {};
        const node = { ts: e.ts, dur: e.dur, nested: 0, name: e.name, url: eventUrl(e) ?? parent?.url ?? null, line: data.lineNumber ?? parent?.line, column: data.columnNumber ?? parent?.column, functionName: data.functionName || parent?.functionName };
        if (parent) parent.nested += e.dur;
        stack.push(node);
        scripts.push(node);
      }
      const byScript = new Map();
      let scriptUs = 0;
      for (const s of scripts) {
        const own = Math.max(0, s.dur - s.nested);
        scriptUs += own;
        const key = `${s.url ?? '(no URL)'}|${s.name === 'FunctionCall' ? `${s.line}:${s.column}` : s.name}`;
        const entry = byScript.get(key) ?? { url: s.url, event: s.name, line: s.line, column: s.column, functionName: s.functionName, us: 0 };
        entry.us += own;
        byScript.set(key, entry);
      }
      // The browser's own work: the outermost events that neither hold nor sit in a script event, by name.
      const browser = new Map();
      let outerEnd = 0;
      const overlapsScript = (e) => scripts.some((x) => x.ts < e.ts + e.dur && e.ts < x.ts + x.dur);
      for (const e of within) {
        if (SCRIPT_EVENTS.has(e.name) || WRAPPERS.test(e.name) || e.ts < outerEnd || overlapsScript(e)) continue;
        outerEnd = e.ts + e.dur;
        browser.set(e.name, (browser.get(e.name) ?? 0) + e.dur);
      }
      // The profiler's samples inside the task: which function (by position) ran, and how long.
      while (sampleCursor < samples.length && samples[sampleCursor].ts < task.ts) sampleCursor += 1;
      const sampled = new Map();
      for (let i = sampleCursor; i < samples.length && samples[i].ts < end; i += 1) {
        // A sample stands for the time until the next one, within the task.
        const { frame, next } = samples[i];
        const us = Math.max(0, Math.min(next, end) - samples[i].ts);
        if (frame.event === '(idle)') continue;
        const key = `${frame.url}|${frame.line}|${frame.column}|${frame.event}`;
        const entry = sampled.get(key) ?? { ...frame, us: 0 };
        entry.us += us;
        sampled.set(key, entry);
      }
      const browserMs = Math.max(0, task.dur - scriptUs) / 1000;
      return {
        startMs: round((task.ts - first) / 1000, 1),
        event: { pid: task.pid, tid: task.tid, ts: task.ts, dur: task.dur, tdur: task.tdur },
        /** The thread's CPU time in the task (the trace's tdur): what the task cost, less the time the thread waited for a core. */
        cpuMs: typeof task.tdur === 'number' ? round(task.tdur / 1000, 1) : null,
        durationMs: round(task.dur / 1000, 1),
        scripts: [...byScript.values()].sort((a, b) => b.us - a.us).map(({ us, ...rest }) => ({ ...rest, ms: round(us / 1000, 1) })),
        sampled: [...sampled.values()].sort((a, b) => b.us - a.us).map(({ us, ...rest }) => ({ ...rest, ms: us / 1000 })),
        browserMs: round(browserMs, 1),
        browserWork: [...browser].filter(([, us]) => us >= 100).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, us]) => `${name} ${round(us / 1000, 1)} ms`).join(', '),
      };
    })
    .sort((a, b) => b.durationMs - a.durationMs);
}

/**
 * A script's URL as a reader names it: "<app>/<file> → <package or workspace module>", the module
 * from the source map at the function's position, else the script's largest owners (`madeOf`).
 */
export function attributeScript({ url, event, line, column, functionName }, { appByPort, builtFile, madeOf, detail = true }) {
  if (!url && event === '(program)') return '(program): the browser\'s native code';
  if (!url && event?.startsWith('(')) return event;
  if (!url) return `(${event ?? 'script'} with no URL: V8's own work, a native callback or microtasks)`;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const app = appByPort[parsed.port] ?? parsed.host;
  const file = parsed.pathname.slice(1);
  // A URL that is no built script is the page's document: its inline scripts.
  if (!/\.m?js$/.test(file)) return `${app} ${parsed.pathname} (the document's inline scripts)`;
  const built = builtFile(app, file);
  // A function's position says which module ran; a script's evaluation (its position is its start) is the whole file's.
  // A nameless function at 1:1 is the script's top level (its compile and evaluation): the whole file's too.
  const topLevel = line === 1 && column === 1 && !functionName;
  const original = built && line && event === 'FunctionCall' && !topLevel ? originalSource(`${built}.map`, line, column) : null;
  if (original) {
    const module = original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\/)?(.*node_modules\/)?/, '');
    return detail ? `${app}/${file} → ${original.owner} (${module}:${original.line}${functionName ? ` ${functionName}` : ''})` : `${app}/${file} → ${original.owner} (${module})`;
  }
  const whole = built ? madeOf(built) : null;
  return `${app}/${file}${topLevel ? ' (top level)' : ''}${whole ? ` → ${whole}` : ''}`;
}
