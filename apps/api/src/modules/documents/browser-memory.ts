// The resident memory of a process and all its descendants (Chromium's browser, zygotes, renderers,
// utility processes), read from /proc. Linux only; a process already gone counts nothing.
// Each process counts its proportional share (Pss) of the pages it shares with the others: summing
// plain VmRSS would count Chromium's shared binary and fonts once per process (about 1 GB for 2
// pages instead of about 300 MB). VmRSS is the fallback on kernels without smaps_rollup.
import { readdir, readFile } from 'node:fs/promises';

const read = (path: string) => readFile(path, 'utf8').catch(() => undefined);

/** Parent pid of every process, from /proc/<pid>/stat (the kernel here has no `children` files). */
async function parents(): Promise<Map<number, number>> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const pids = entries.filter((name) => /^\d+$/.test(name));
  const stats = await Promise.all(pids.map((pid) => read(`/proc/${pid}/stat`)));
  const parentOf = new Map<number, number>();
  stats.forEach((stat, i) => {
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ")".
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields) parentOf.set(Number(pids[i]), Number(fields[1]));
  });
  return parentOf;
}

async function residentBytes(pid: number): Promise<number> {
  const pss = /^Pss:\s+(\d+) kB$/m.exec((await read(`/proc/${pid}/smaps_rollup`)) ?? '')?.[1];
  const kb = pss ?? /^VmRSS:\s+(\d+) kB$/m.exec((await read(`/proc/${pid}/status`)) ?? '')?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

/** The resident memory of `pid` and its descendants, in bytes. */
export async function processTreeRss(pid: number): Promise<number> {
  const parentOf = await parents();
  const tree = [pid];
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  const sizes = await Promise.all(tree.map(residentBytes));
  return sizes.reduce((sum, size) => sum + size, 0);
}
