/**
 * Where a page's time went, read from a Chromium performance trace (the JSON `Tracing` writes, as
 * `browser.startTracing` saves it): the renderer main thread's time between the navigation's start
 * and a user-timing mark the page set (bench/tee.ts marks the frame with the voucher's code), split
 * by kind of work, the time the thread did nothing (waiting for the network, a timer or a frame),
 * and the scripts that took the thread longest.
 *
 * Each event's self time (its length less its children's) counts towards its kind; an event whose
 * name is not known takes its parent's kind (the names are Lighthouse's and DevTools' task groups),
 * so the self time of a task wrapper (RunTask) counts as `other`. A task the network loader posts
 * (a response, its data, its end, handed to the main thread) and the document loader's own work
 * (the preload scanner starting the requests for the document's preloads among it) count as
 * `loading`: with many requests it is a share of its own (the JavaScript context the new
 * document gets inside the loader's commit counts as `other`). Script time goes to the URL of
 * the nearest script event above it (EvaluateScript, FunctionCall, v8.compile…); script work with
 * no URL there (a module graph's evaluation, promise callbacks run as microtasks) goes to the
 * event's name in brackets, e.g. "(v8.evaluateModule)".
 */

export interface TraceEvent {
  name: string;
  cat?: string;
  /** Phase: X complete (with dur), B/E begin and end, I/R/n instant and marks, M metadata. */
  ph: string;
  /** Microseconds, on the browser's monotonic clock. */
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { url?: string; fileName?: string; [key: string]: unknown };
    fileName?: string;
    [key: string]: unknown;
  };
}

export type WorkKind =
  | 'scriptParseCompile'
  | 'scriptEvaluation'
  | 'styleLayout'
  | 'paint'
  | 'parseHtml'
  | 'loading'
  | 'gc'
  | 'other';

export const WORK_KIND_LABELS: Record<WorkKind, string> = {
  scriptEvaluation: 'script evaluation',
  scriptParseCompile: 'script parse/compile',
  styleLayout: 'style/layout',
  paint: 'paint/composite',
  parseHtml: 'HTML/CSS parse',
  loading: 'loading (requests started, responses handed in)',
  gc: 'GC',
  other: 'other',
};

const KIND_BY_NAME: Record<string, WorkKind> = {};
const names = (kind: WorkKind, list: string[]) => {
  for (const name of list) KIND_BY_NAME[name] = kind;
};
names('parseHtml', ['ParseHTML', 'ParseAuthorStyleSheet']);
names('styleLayout', [
  'ScheduleStyleRecalculation',
  'UpdateLayoutTree',
  'RecalculateStyles',
  'InvalidateLayout',
  'Layout',
]);
names('paint', [
  'Animation',
  'HitTest',
  'PaintSetup',
  'Paint',
  'PaintImage',
  'RasterTask',
  'ScrollLayer',
  'UpdateLayer',
  'UpdateLayerTree',
  'CompositeLayers',
  'PrePaint',
  'Layerize',
  'Commit',
  'DecodeImage',
  'Decode Image',
]);
names('scriptParseCompile', [
  'v8.compile',
  'v8.compileModule',
  'v8.parseOnBackground',
  'v8.deserializeOnBackground',
  'V8.CompileCode',
  'V8.CompileLazy',
  'CacheScript',
  'v8.produceCache',
  'v8.produceModuleCache',
]);
names('scriptEvaluation', [
  'EventDispatch',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.Execute',
  'v8.run',
  'v8.callFunction',
]);
names('gc', [
  'MinorGC',
  'MajorGC',
  'BlinkGC.AtomicPhase',
  'V8.GCScavenger',
  'V8.GCFinalizeMC',
  'V8.GCCompactor',
  'V8.GCIncrementalMarking',
  'ThreadState::performIdleLazySweep',
  'ThreadState::completeSweep',
  'BlinkGCMarking',
]);

names('loading', [
  'ResourceSendRequest',
  'ResourceReceiveResponse',
  'ResourceReceivedData',
  'ResourceFinish',
  'ResourceChangePriority',
]);
// The new document's JavaScript context, set up inside the loader's commit: not the loader's work.
names('other', ['LocalWindowProxy::Initialize', 'LocalWindowProxy::CreateContext', 'V8.DeserializeContext']);
const LOADING_NAME = /^(DocumentLoader|NavigationBodyLoader|ResourceFetcher|ResourceLoader)::/;
/** The source file that posted a task (ThreadControllerImpl::RunTask's args): the loaders'. */
const LOADING_SOURCE = /\/loader\/|resource_load_info_notifier|\/script\/module_map/;

function kindOf(event: TraceEvent): WorkKind | undefined {
  const kind = KIND_BY_NAME[event.name];
  if (kind) return kind;
  const source = event.args?.src_file;
  if (LOADING_NAME.test(event.name) || (typeof source === 'string' && LOADING_SOURCE.test(source)))
    return 'loading';
  return undefined;
}

/** The script an event runs, when it names one. */
function scriptUrl(event: TraceEvent): string | undefined {
  const url = event.args?.data?.url ?? event.args?.data?.fileName ?? event.args?.fileName;
  if (typeof url !== 'string' || !url) return undefined;
  if (event.name === 'ParseHTML') return undefined;
  return url;
}

export interface TraceBreakdown {
  /** ms from the navigation's start to the end mark (the window read). */
  windowMs: number;
  /** ms the renderer main thread ran tasks in the window, and did nothing. */
  busyMs: number;
  idleMs: number;
  /** ms of main-thread work of each kind in the window. */
  byKind: Record<WorkKind, number>;
  /**
   * The scripts (URL) that held the main thread longest in the window, longest first; script work
   * the trace names no URL for under the event's name in brackets.
   */
  topScripts: { url: string; ms: number }[];
  /** The longest main-thread tasks in the window: start (ms from the navigation), length, main kind. */
  longestTasks: { atMs: number; ms: number; kind: WorkKind; url?: string }[];
}

interface Node {
  event: TraceEvent;
  start: number;
  end: number;
  kind: WorkKind;
  url?: string;
  /** Microseconds inside the window, children's included. */
  inWindow: number;
  self: number;
  root: Node;
}

/** Complete events of one thread, B/E pairs joined, in start order (parents before their children). */
function spans(
  events: TraceEvent[],
  pid: number,
  tid: number,
): { event: TraceEvent; start: number; end: number }[] {
  const out: { event: TraceEvent; start: number; end: number }[] = [];
  const open: TraceEvent[] = [];
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid) continue;
    if (event.ph === 'X' && typeof event.dur === 'number')
      out.push({ event, start: event.ts, end: event.ts + event.dur });
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) out.push({ event: begin, start: begin.ts, end: event.ts });
    }
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;

/**
 * The renderer main thread's time from the navigation's start to the mark `endMark`, which the
 * page set `endMs` after its navigation started (performance.now()); the thread is the one that set
 * the mark. Null when the trace holds no such mark.
 */
export function traceBreakdown(
  events: TraceEvent[],
  options: { endMark: string; endMs: number; top?: number },
): TraceBreakdown | null {
  const marks = events.filter((event) => event.name === options.endMark && event.ph !== 'e');
  const mark = marks.at(-1);
  if (!mark) return null;
  const windowEnd = mark.ts;
  const windowStart = windowEnd - options.endMs * 1000;
  const clip = (start: number, end: number) =>
    Math.max(0, Math.min(end, windowEnd) - Math.max(start, windowStart));

  const nodes: Node[] = [];
  const stack: Node[] = [];
  for (const span of spans(events, mark.pid, mark.tid)) {
    while (stack.length && stack.at(-1)!.end <= span.start) stack.pop();
    const parent = stack.at(-1);
    const end = parent ? Math.min(span.end, parent.end) : span.end;
    const node: Node = {
      event: span.event,
      start: span.start,
      end,
      kind: kindOf(span.event) ?? parent?.kind ?? 'other',
      url: scriptUrl(span.event) ?? parent?.url,
      inWindow: clip(span.start, end),
      self: 0,
      root: undefined as unknown as Node,
    };
    node.root = parent ? parent.root : node;
    node.self = node.inWindow;
    if (parent) parent.self -= node.inWindow;
    nodes.push(node);
    stack.push(node);
  }

  const byKind: Record<WorkKind, number> = {
    scriptEvaluation: 0,
    scriptParseCompile: 0,
    styleLayout: 0,
    paint: 0,
    parseHtml: 0,
    loading: 0,
    gc: 0,
    other: 0,
  };
  const byUrl = new Map<string, number>();
  const byRoot = new Map<Node, Map<WorkKind, number>>();
  const rootUrl = new Map<Node, Map<string, number>>();
  let busy = 0;
  for (const node of nodes) {
    if (node.root === node) busy += node.inWindow;
    const self = Math.max(0, node.self);
    if (!self) continue;
    byKind[node.kind] += self;
    const script =
      node.url ??
      (node.kind === 'scriptEvaluation' || node.kind === 'scriptParseCompile'
        ? `(${node.event.name})`
        : undefined);
    if (script) byUrl.set(script, (byUrl.get(script) ?? 0) + self);
    const kinds = byRoot.get(node.root) ?? new Map<WorkKind, number>();
    kinds.set(node.kind, (kinds.get(node.kind) ?? 0) + self);
    byRoot.set(node.root, kinds);
    if (script) {
      const urls = rootUrl.get(node.root) ?? new Map<string, number>();
      urls.set(script, (urls.get(script) ?? 0) + self);
      rootUrl.set(node.root, urls);
    }
  }
  const largest = <K>(map: Map<K, number> | undefined) =>
    map ? [...map.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] : undefined;
  const top = options.top ?? 5;
  const windowUs = windowEnd - windowStart;
  return {
    windowMs: ms(windowUs),
    busyMs: ms(busy),
    idleMs: ms(windowUs - busy),
    byKind: Object.fromEntries(Object.entries(byKind).map(([kind, us]) => [kind, ms(us)])) as Record<
      WorkKind,
      number
    >,
    topScripts: [...byUrl.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([url, us]) => ({ url, ms: ms(us) })),
    longestTasks: nodes
      .filter((node) => node.root === node && node.inWindow > 0)
      .sort((a, b) => b.inWindow - a.inWindow)
      .slice(0, 3)
      .map((node) => {
        const url = largest(rootUrl.get(node));
        return {
          atMs: ms(Math.max(node.start, windowStart) - windowStart),
          ms: ms(node.inWindow),
          kind: largest(byRoot.get(node)) ?? node.kind,
          ...(url ? { url } : {}),
        };
      }),
  };
}

/** ms as ms under a second, as seconds from one. */
const seconds = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;

/** The URL without the origin (and a data: URL cut short), for a line of the bench's output. */
export function shortUrl(url: string): string {
  if (url.startsWith('data:')) return `${url.slice(0, 24)}…`;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** A few lines saying where the window's time went, largest share first. */
export function formatBreakdown(breakdown: TraceBreakdown, indent = '    '): string[] {
  const kinds = (Object.entries(breakdown.byKind) as [WorkKind, number][])
    .filter(([, value]) => value >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, value]) => `${WORK_KIND_LABELS[kind]} ${seconds(value)}`);
  const lines = [
    `${indent}main thread over ${seconds(breakdown.windowMs)}: busy ${seconds(breakdown.busyMs)} (${kinds.join(', ') || 'nothing'}); idle or waiting (network, timers, frames) ${seconds(breakdown.idleMs)}`,
  ];
  if (breakdown.topScripts.length)
    lines.push(
      `${indent}scripts: ${breakdown.topScripts.map((script) => `${shortUrl(script.url)} ${seconds(script.ms)}`).join(', ')}`,
    );
  if (breakdown.longestTasks.length)
    lines.push(
      `${indent}longest tasks: ${breakdown.longestTasks
        .map(
          (task) =>
            `${seconds(task.ms)} at ${seconds(task.atMs)} (${WORK_KIND_LABELS[task.kind]}${task.url ? `, ${shortUrl(task.url)}` : ''})`,
        )
        .join('; ')}`,
    );
  return lines;
}
