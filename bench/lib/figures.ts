import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO = path.resolve(BENCH_DIR, '..');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');

/** One measured figure, with its target when it has one. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Human form of the target, e.g. "≥ 40% of floor"; absent for figures shown for information. */
  target?: string;
  pass?: boolean;
  /** How far from the target, when it is missed (e.g. "12 ms over"). */
  miss?: string;
}

export interface BenchResult {
  name: string;
  title: string;
  measuredAt: string;
  quick: boolean;
  machine: { cpus: number; model: string; memoryGiB: number; node: string; loadAverage: number[] };
  figures: Figure[];
  /** Lines printed under the figures: where the time went when a target is missed. */
  notes?: string[];
  details: Record<string, unknown>;
}

export function machine(): BenchResult['machine'] {
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

/** A figure that must be at most `max`. */
export function atMost(
  name: string,
  value: number,
  unit: string,
  max: number,
  targetText = `< ${max} ${unit}`,
): Figure {
  const pass = value < max || (value === max && !targetText.startsWith('<'));
  return {
    name,
    value,
    unit,
    target: targetText,
    pass,
    ...(pass ? {} : { miss: `${round(value - max)} ${unit} over` }),
  };
}

/** A figure that must be at least `min`. */
export function atLeast(
  name: string,
  value: number,
  unit: string,
  min: number,
  targetText = `≥ ${min} ${unit}`,
): Figure {
  const pass = value >= min;
  return {
    name,
    value,
    unit,
    target: targetText,
    pass,
    ...(pass ? {} : { miss: `${round(min - value)} ${unit} short` }),
  };
}

export function info(name: string, value: number, unit: string): Figure {
  return { name, value, unit };
}

/** A yes/no requirement, as 1 or 0. */
export function check(name: string, ok: boolean, target: string): Figure {
  return {
    name,
    value: ok ? 1 : 0,
    unit: ok ? 'yes' : 'no',
    target,
    pass: ok,
    ...(ok ? {} : { miss: 'not met' }),
  };
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function formatFigure(figure: Figure): string {
  const value = `${figure.value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${figure.unit}`;
  const verdict = figure.pass === undefined ? '' : figure.pass ? 'PASS' : `FAIL (${figure.miss})`;
  return `  ${figure.name.padEnd(46)} ${value.padStart(16)}   ${(figure.target ?? '').padEnd(24)} ${verdict}`;
}

export function writeResult(result: BenchResult): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${result.name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

export function printResult(result: BenchResult): void {
  console.log(`\n${result.title}`);
  for (const figure of result.figures) console.log(formatFigure(figure));
  if (result.notes?.length) console.log(`\n${result.notes.join('\n')}`);
}
