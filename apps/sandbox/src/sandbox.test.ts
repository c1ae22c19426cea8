import { connect, createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOn } from './net/listen.js';
import { type RunningSandbox, startSandbox } from './sandbox.js';

const running: RunningSandbox[] = [];

async function start(): Promise<RunningSandbox> {
  const sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0 });
  running.push(sandbox);
  return sandbox;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((sandbox) => sandbox.close()));
});

describe('startSandbox', () => {
  it('binds free ports when asked for port 0 and reports them', async () => {
    const sandbox = await start();
    expect(sandbox.httpPort).toBeGreaterThan(0);
    expect(sandbox.smtpPort).toBeGreaterThan(0);
    expect(sandbox.httpPort).not.toBe(sandbox.smtpPort);
    expect(sandbox.endpoints).toEqual({
      Inbox: `http://127.0.0.1:${sandbox.httpPort}/`,
      'Mail API': `http://127.0.0.1:${sandbox.httpPort}/mail`,
      SMTP: `smtp://127.0.0.1:${sandbox.smtpPort}`,
      'Payment API': `http://127.0.0.1:${sandbox.httpPort}/payment/v1`,
      Payments: `http://127.0.0.1:${sandbox.httpPort}/payment/test/payments`,
      'Lab API': `http://127.0.0.1:${sandbox.httpPort}/lab/v1`,
      'Lab orders': `http://127.0.0.1:${sandbox.httpPort}/lab/test/orders`,
    });
  });

  it('answers GET /health', async () => {
    const sandbox = await start();
    const response = await fetch(`${sandbox.httpUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown paths with a JSON 404', async () => {
    const sandbox = await start();
    const response = await fetch(`${sandbox.httpUrl}/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found.' });
  });

  it('frees both ports on close, even with a keep-alive connection open', async () => {
    const sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0 });
    await fetch(`${sandbox.httpUrl}/health`, { headers: { connection: 'keep-alive' } });
    await sandbox.close();
    for (const port of [sandbox.httpPort, sandbox.smtpPort]) {
      const probe = createServer();
      await listenOn(probe, port, '127.0.0.1');
      await new Promise((resolve) => probe.close(resolve));
    }
  });

  it('closes at once beside a connection that never sent a request', async () => {
    const sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0 });
    const spare = connect(sandbox.httpPort, '127.0.0.1');
    await new Promise((resolve) => spare.once('connect', resolve));
    const started = Date.now();
    await sandbox.close();
    expect(Date.now() - started).toBeLessThan(500);
    spare.destroy();
  });

  it('fails to start on a busy port and leaves nothing open', async () => {
    const blocker = createServer();
    const busyPort = await listenOn(blocker, 0, '127.0.0.1');
    try {
      await expect(startSandbox({ host: '127.0.0.1', httpPort: busyPort, smtpPort: 0 })).rejects.toThrow(
        /EADDRINUSE/,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
