// HAProxy in front of bench/load.mjs's API processes (--api N): the repository's policy
// (deploy/haproxy/haproxy.cfg) and deploy/haproxy/local.cfg.template filled in with this run's ports.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureHaproxy } from '../../scripts/lib/install.mjs';

const root = new URL('../..', import.meta.url).pathname;
const policy = join(root, 'deploy/haproxy/haproxy.cfg');

/** Starts HAProxy on `port` with one server per entry of `serverPorts`; answers the child once it answers. */
export async function startBalancer(port, serverPorts) {
  const haproxy = ensureHaproxy();
  const servers = serverPorts.map((p, i) => `  server api${i + 1} 127.0.0.1:${p}`).join('\n');
  const backends = join(tmpdir(), `portal-bench-haproxy-${port}.cfg`);
  writeFileSync(
    backends,
    readFileSync(join(root, 'deploy/haproxy/local.cfg.template'), 'utf8')
      .replace('{{port}}', String(port))
      .replace('{{servers}}', servers),
  );
  const child = spawn(haproxy, ['-db', '-f', policy, '-f', backends], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // HAProxy counts a server up from the start (its processes answered /health already): ready once it answers.
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error('HAProxy did not start');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('HAProxy did not answer');
}
