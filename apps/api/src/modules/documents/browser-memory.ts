// The resident memory of a process and all its descendants (Chromium's browser, zygotes, renderers,
// utility processes), read from /proc. Linux only; elsewhere, or when a process is already gone,
// it counts what it can read. Shared pages are counted once per process, so the figure is an upper
// bound, which is what a ceiling wants.
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

async function rssBytes(pid: number): Promise<number> {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec((await read(`/proc/${pid}/status`)) ?? '')?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

/** The summed VmRSS of `pid` and its descendants, in bytes. */
export async function processTreeRss(pid: number): Promise<number> {
  const parentOf = await parents();
  const tree = [pid];
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  const sizes = await Promise.all(tree.map(rssBytes));
  return sizes.reduce((sum, size) => sum + size, 0);
}
