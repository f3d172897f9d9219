import { describe, expect, it } from 'vitest';
import { formatBreakdown, shortUrl, type TraceEvent, traceBreakdown } from './trace-breakdown';

const A = 'http://127.0.0.1:3000/assets/a.js';
const B = 'http://127.0.0.1:3000/assets/b.js';
const main = { pid: 1, tid: 1 };

/**
 * The window is 1,000,000–1,100,000 µs (the mark at 1.1 s, set 100 ms after the navigation). On the
 * main thread: a task reaching into the window (script a.js with its compile and a GC), a task the
 * loader posted with an HTML parse and a layout in it, a script b.js as a B/E pair with an unnamed
 * child, a task cut by the mark with microtasks (script without a URL) and a paint; before the
 * window and on another thread, work that must not count.
 */
const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
  { name: 'RunTask', ph: 'X', ts: 900_000, dur: 10_000, ...main },
  { name: 'RunTask', ph: 'X', ts: 990_000, dur: 30_000, ...main },
  { name: 'EvaluateScript', ph: 'X', ts: 1_000_000, dur: 15_000, ...main, args: { data: { url: A } } },
  { name: 'v8.compile', ph: 'X', ts: 1_000_000, dur: 5_000, ...main, args: { data: { url: A } } },
  { name: 'MinorGC', ph: 'X', ts: 1_010_000, dur: 2_000, ...main },
  {
    name: 'ThreadControllerImpl::RunTask',
    ph: 'X',
    ts: 1_030_000,
    dur: 10_000,
    ...main,
    args: {
      src_file: 'third_party/blink/renderer/platform/loader/fetch/url_loader/background_url_loader.cc',
    },
  },
  {
    name: 'ParseHTML',
    ph: 'X',
    ts: 1_030_000,
    dur: 8_000,
    ...main,
    args: { data: { url: 'http://127.0.0.1:3000/app/vouchers/1' } },
  },
  { name: 'Layout', ph: 'X', ts: 1_032_000, dur: 3_000, ...main },
  { name: 'FunctionCall', ph: 'B', ts: 1_050_000, ...main, args: { data: { url: B } } },
  { name: 'SomethingInternal', ph: 'X', ts: 1_055_000, dur: 4_000, ...main },
  { name: 'FunctionCall', ph: 'E', ts: 1_070_000, ...main },
  { name: 'RunTask', ph: 'X', ts: 1_090_000, dur: 20_000, ...main },
  { name: 'RunMicrotasks', ph: 'X', ts: 1_091_000, dur: 3_000, ...main },
  { name: 'Paint', ph: 'X', ts: 1_095_000, dur: 2_000, ...main },
  { name: 'EvaluateScript', ph: 'X', ts: 1_000_000, dur: 90_000, pid: 1, tid: 2, args: { data: { url: B } } },
  { name: 'tee:code', cat: 'blink.user_timing', ph: 'R', ts: 1_100_000, ...main },
];

describe('traceBreakdown', () => {
  const breakdown = traceBreakdown(trace, { endMark: 'tee:code', endMs: 100 })!;

  it("splits the main thread's time in the window by kind of work, the rest idle", () => {
    expect(breakdown.windowMs).toBe(100);
    expect(breakdown.busyMs).toBe(60);
    expect(breakdown.idleMs).toBe(40);
    expect(breakdown.byKind).toEqual({
      scriptEvaluation: 31,
      scriptParseCompile: 5,
      styleLayout: 3,
      paint: 2,
      parseHtml: 5,
      loading: 2,
      gc: 2,
      other: 10,
    });
  });

  it('gives each script the time of the work under it, longest first, script without a URL by name', () => {
    expect(breakdown.topScripts).toEqual([
      { url: B, ms: 20 },
      { url: A, ms: 15 },
      { url: '(RunMicrotasks)', ms: 3 },
    ]);
  });

  it('names the longest tasks with their main kind of work and script', () => {
    expect(breakdown.longestTasks).toEqual([
      { atMs: 0, ms: 20, kind: 'scriptEvaluation', url: A },
      { atMs: 50, ms: 20, kind: 'scriptEvaluation', url: B },
      { atMs: 30, ms: 10, kind: 'parseHtml' },
    ]);
  });

  it("counts the loader's work as loading, the new document's JavaScript context in it as other", () => {
    const commit: TraceEvent[] = [
      { name: 'DocumentLoader::CommitNavigation', ph: 'X', ts: 0, dur: 10_000, ...main },
      { name: 'LocalWindowProxy::Initialize', ph: 'X', ts: 2_000, dur: 6_000, ...main },
      { name: 'V8.DeserializeContext', ph: 'X', ts: 3_000, dur: 2_000, ...main },
      { name: 'tee:code', ph: 'I', ts: 20_000, ...main },
    ];
    const { byKind, busyMs, idleMs } = traceBreakdown(commit, { endMark: 'tee:code', endMs: 20 })!;
    expect({ loading: byKind.loading, other: byKind.other, busyMs, idleMs }).toEqual({
      loading: 4,
      other: 6,
      busyMs: 10,
      idleMs: 10,
    });
  });

  it('is null without the mark', () => {
    expect(traceBreakdown(trace, { endMark: 'tee:nothing', endMs: 100 })).toBeNull();
  });

  it('prints the kinds largest first and the scripts without their origin', () => {
    const lines = formatBreakdown(breakdown, '');
    expect(lines[0]).toBe(
      'main thread over 100 ms: busy 60 ms (script evaluation 31 ms, other 10 ms, script parse/compile 5 ms, HTML/CSS parse 5 ms, style/layout 3 ms, paint/composite 2 ms, loading (requests started, responses handed in) 2 ms, GC 2 ms); idle or waiting (network, timers, frames) 40 ms',
    );
    expect(lines[1]).toBe('scripts: /assets/b.js 20 ms, /assets/a.js 15 ms, (RunMicrotasks) 3 ms');
    expect(lines[2]).toBe(
      'longest tasks: 20 ms at 0 ms (script evaluation, /assets/a.js); 20 ms at 50 ms (script evaluation, /assets/b.js); 10 ms at 30 ms (HTML/CSS parse)',
    );
    expect(shortUrl('data:text/javascript,console.log(1)')).toBe('data:text/javascript,con…');
  });
});
