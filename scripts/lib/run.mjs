// Small process helpers for the operating scripts (no dependencies: they run before `npm ci`).
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { isAbsolute, join } from 'node:path';

// Turborepo would otherwise announce its telemetry on every fresh machine.
process.env.TURBO_TELEMETRY_DISABLED ??= '1';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

const startedAt = Date.now();

/** A step's headline, with the minutes and seconds since the script started (where a slow run spends its time). */
export function log(message) {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  const elapsed = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  console.log(`\x1b[36m▸ [${elapsed}] ${message}\x1b[0m`);
}

export function fail(message) {
  console.error(`\x1b[31m✖ ${message}\x1b[0m`);
  process.exit(1);
}

export class StepFailed extends Error {}

/** Runs a command to completion, inheriting stdio; throws StepFailed when it fails. */
export function run(command, args, options = {}) {
  const cwd = options.cwd ? (isAbsolute(options.cwd) ? options.cwd : join(root, options.cwd)) : root;
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    cwd,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0)
    throw new StepFailed(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

export function tryRun(command, args, options = {}) {
  return spawnSync(command, args, { stdio: 'pipe', cwd: root, encoding: 'utf8', ...options }).status === 0;
}

export function commandExists(command) {
  return tryRun('sh', ['-c', `command -v ${command}`]);
}

/** Starts a long-running child with prefixed output; it is killed when this process ends. */
export function startChild(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

const children = new Set();

export async function stopChildren() {
  const exits = [...children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  for (const child of children) child.kill('SIGKILL');
}

export function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function waitFor(description, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  fail(`timed out waiting for ${description}`);
}
