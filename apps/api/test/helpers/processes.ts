import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Whether a process with this id still runs. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes the given process started (a worker's Chromium), from /proc. */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // pid (comm) state ppid ...: comm may hold spaces, the fields after its ')' do not.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/** A TCP port on 127.0.0.1 that nothing listens on now (for a server a test starts itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface BuiltProcess {
  readonly child: ChildProcess;
  /** Its log, one parsed JSON line each. */
  readonly lines: Record<string, unknown>[];
  /** What it wrote to stderr (a failed start). */
  readonly errors: string[];
  /** SIGTERM, as a deployment stops it, and its exit (shutdown hooks included). */
  stop(): Promise<void>;
}

/**
 * A built entry of the API (`node dist/main.js`, `node dist/worker.js`) as a process of its own, as it is
 * deployed, its JSON log read line by line. Built first: `npx tsc -p tsconfig.build.json` (the test scripts do).
 */
export function startBuiltProcess(entry: 'main.js' | 'worker.js', env: Record<string, string>): BuiltProcess {
  const child = spawn('node', [join(import.meta.dirname, '../../dist', entry)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const errors: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      errors.push(line);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    lines,
    errors,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
