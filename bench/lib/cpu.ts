import { readdirSync, readFileSync } from 'node:fs';
import { round } from './figures';

/** CPU seconds (user + system) a process has used so far; 0 when it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Pids of the processes with this command name (e.g. every PostgreSQL backend). */
export function pidsNamed(name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * The CPU time of each group over a run of `work`: per process, what it used between the start and
 * the end (a process that started meanwhile counts whole; one that ended meanwhile is not counted).
 */
export async function cpuSplit<T>(groups: Record<string, () => number[]>, work: () => Promise<T>) {
  const before = new Map<number, number>();
  for (const pids of Object.values(groups)) for (const pid of pids()) before.set(pid, cpuSeconds(pid));
  const result = await work();
  const used = Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => {
      const seconds = pids().reduce(
        (total, pid) => total + Math.max(0, cpuSeconds(pid) - (before.get(pid) ?? 0)),
        0,
      );
      return [name, round(seconds, 1)];
    }),
  );
  return { result, used };
}
