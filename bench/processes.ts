/**
 * What the benches read of the app's own processes, found on this machine by the PORT in their
 * environment (a remote BENCH_URL has none here): CPU time and memory from /proc.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface ProcessEntry {
  pid: number;
  ppid: number;
  cmd: string;
  env: string[];
}

function processes(): ProcessEntry[] {
  const found: ProcessEntry[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      let env: string[] = [];
      try {
        env = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      } catch {
        // Another user's process: not ours.
      }
      found.push({ pid: Number(entry), ppid, cmd, env });
    } catch {
      // Gone while listing.
    }
  }
  return found;
}

/** The api and worker serving on `port`, and the Chromium processes under either. */
export function appProcesses(port: number | string): {
  api?: number;
  worker?: number;
  chromium: number[];
} {
  const all = processes();
  const mine = (script: string) =>
    all.find((p) => p.cmd.includes(script) && p.env.includes(`PORT=${port}`))?.pid;
  const [api, worker] = [mine('apps/api/dist/main.js'), mine('apps/api/dist/worker.js')];
  const descendants = (root: number | undefined): number[] =>
    root === undefined
      ? []
      : all
          .filter((p) => p.ppid === root)
          .flatMap((child) => [child.pid, ...descendants(child.pid)]);
  const chromium = [...descendants(api), ...descendants(worker)].filter((pid) =>
    all.find((p) => p.pid === pid)?.cmd.includes('chrom'),
  );
  return { api, worker, chromium };
}

/** User + system CPU time of a process, in ms (/proc/PID/stat counts in 1/100 s). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A "Name: N kB" line of /proc/PID/status or smaps_rollup (VmRSS, Pss); 0 when gone. */
export function procKb(pid: number, file: 'status' | 'smaps_rollup', field: string): number {
  try {
    const match = readFileSync(`/proc/${pid}/${file}`, 'utf8').match(
      new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'),
    );
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The middle value (the upper one of an even count), as the benches report rounds. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
