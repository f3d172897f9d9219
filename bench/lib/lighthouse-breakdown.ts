/**
 * Where a page's time goes, read from a Lighthouse result when a target is missed: the main
 * thread's work by kind (mainthread-work-breakdown), the scripts that took it longest
 * (bootup-time), the longest tasks (long-tasks), and the LCP element with the LCP's phases
 * (largest-contentful-paint-element: time to first byte, load delay, load time, render delay).
 * The times are Lighthouse's, on its simulated mobile CPU.
 */
import { shortUrl } from './trace-breakdown';

/** The parts of an audit's details read here (a table, or a list of tables). */
interface Details {
  type?: string;
  items?: Record<string, unknown>[];
}

/** Where a page's time goes, from its Lighthouse result (its simulated mobile CPU): kept and printed on a miss. */
export interface WhereTheTimeGoes {
  /** mainthread-work-breakdown: ms of each kind of main-thread work, largest first. */
  mainThread: { kind: string; ms: number }[];
  /** bootup-time: the scripts that took the main thread longest. */
  scripts: { url: string; totalMs: number; evaluationMs: number; parseCompileMs: number }[];
  /** long-tasks: the longest main-thread tasks. */
  longTasks: { url: string; startMs: number; ms: number }[];
  /** largest-contentful-paint-element: the element and the LCP's phases. */
  lcpElement?: string;
  lcpPhases: { phase: string; ms: number; percent: string }[];
}

/** The part of a Lighthouse result read here. */
interface Lhr {
  audits: Record<string, { details?: unknown } | undefined>;
}

export function whereTheTimeGoes(lhr: Lhr): WhereTheTimeGoes {
  const items = (id: string) =>
    ((lhr.audits[id]?.details as Details | undefined)?.items ?? []) as Record<string, unknown>[];
  const num = (value: unknown) => (typeof value === 'number' ? Math.round(value) : 0);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const [elementTable, phaseTable] = items('largest-contentful-paint-element') as Details[];
  const node = elementTable?.items?.[0]?.node as { snippet?: string; selector?: string } | undefined;
  return {
    mainThread: items('mainthread-work-breakdown')
      .map((item) => ({ kind: text(item.groupLabel) || text(item.group), ms: num(item.duration) }))
      .sort((a, b) => b.ms - a.ms),
    scripts: items('bootup-time')
      .slice(0, 5)
      .map((item) => ({
        url: text(item.url),
        totalMs: num(item.total),
        evaluationMs: num(item.scripting),
        parseCompileMs: num(item.scriptParseCompile),
      })),
    longTasks: items('long-tasks')
      .slice(0, 3)
      .map((item) => ({ url: text(item.url), startMs: num(item.startTime), ms: num(item.duration) })),
    ...(node ? { lcpElement: `${node.snippet ?? ''}${node.selector ? ` (${node.selector})` : ''}` } : {}),
    lcpPhases: (phaseTable?.items ?? []).map((item) => ({
      phase: text(item.phase),
      ms: num(item.timing),
      percent: text(item.percent),
    })),
  };
}

/** A few lines for the bench's output: the page, then where its time goes. */
export function formatWhereTheTimeGoes(page: string, where: WhereTheTimeGoes): string[] {
  const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value} ms`);
  const total = where.mainThread.reduce((sum, item) => sum + item.ms, 0);
  const lines = [
    `  ${page}:`,
    `    main thread ${ms(total)}: ${where.mainThread.map((item) => `${item.kind} ${ms(item.ms)}`).join(', ')}`,
  ];
  if (where.scripts.length)
    lines.push(
      `    scripts: ${where.scripts
        .map(
          (item) =>
            `${shortUrl(item.url)} ${ms(item.totalMs)} (evaluation ${ms(item.evaluationMs)}, parse/compile ${ms(item.parseCompileMs)})`,
        )
        .join('; ')}`,
    );
  if (where.longTasks.length)
    lines.push(
      `    longest tasks: ${where.longTasks.map((task) => `${ms(task.ms)} at ${ms(task.startMs)} (${shortUrl(task.url)})`).join('; ')}`,
    );
  if (where.lcpElement) lines.push(`    LCP element: ${where.lcpElement}`);
  if (where.lcpPhases.length)
    lines.push(
      `    LCP phases: ${where.lcpPhases.map((phase) => `${phase.phase} ${ms(phase.ms)} (${phase.percent})`).join(', ')}`,
    );
  return lines;
}
