import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent } from 'node:https';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOn } from './net/listen.js';
import { httpsRequest } from './payment/testing/https-request.js';
import { API_KEY } from './payment/testing/payment-client.js';
import { type RunningSandbox, type SandboxOptions, startSandbox } from './sandbox.js';

const running: RunningSandbox[] = [];

async function start(options: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  const sandbox = await startSandbox({
    host: '127.0.0.1',
    httpPort: 0,
    smtpPort: 0,
    molliePort: 0,
    ...options,
  });
  running.push(sandbox);
  return sandbox;
}

function getMethods(sandbox: RunningSandbox, ca?: string) {
  return httpsRequest(`${sandbox.mollieApiUrl}methods`, {
    headers: { Authorization: `Bearer ${API_KEY}` },
    ca,
  });
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
      'Mollie API': `https://127.0.0.1:${sandbox.molliePort}/v2/`,
      Payments: `http://127.0.0.1:${sandbox.httpPort}/payment/test/payments`,
      'Lab API': `http://127.0.0.1:${sandbox.httpPort}/lab/v1`,
      'Lab orders': `http://127.0.0.1:${sandbox.httpPort}/lab/test/orders`,
    });
  });

  it('serves the Mollie API over HTTPS that only clients trusting the CA accept', async () => {
    const sandbox = await start();
    expect(sandbox.molliePort).toBeGreaterThan(0);
    expect(sandbox.mollieApiUrl).toBe(`https://127.0.0.1:${sandbox.molliePort}/v2/`);
    expect(await readFile(sandbox.caFile, 'utf8')).toBe(sandbox.caCertificate);

    await expect(getMethods(sandbox)).rejects.toMatchObject({ code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' });
    await expect(fetch(`${sandbox.mollieApiUrl}methods`)).rejects.toThrow();
    const trusted = await getMethods(sandbox, sandbox.caCertificate);
    expect(trusted.status).toBe(200);
    const localhost = await httpsRequest(`https://localhost:${sandbox.molliePort}/v2/methods`, {
      headers: { Authorization: `Bearer ${API_KEY}` },
      ca: sandbox.caCertificate,
    });
    expect(localhost.status).toBe(200);
  });

  it('keeps its CA across restarts, so a client that trusted it before still does', async () => {
    const tlsDir = await mkdtemp(join(tmpdir(), 'sandbox-tls-restart-'));
    try {
      const first = await startSandbox({
        host: '127.0.0.1',
        httpPort: 0,
        smtpPort: 0,
        molliePort: 0,
        tlsDir,
      });
      const trustedBefore = first.caCertificate;
      await first.close();
      const second = await start({ tlsDir });
      expect(second.caFile).toBe(join(tlsDir, 'ca.pem'));
      expect(second.caCertificate).toBe(trustedBefore);
      expect((await getMethods(second, trustedBefore)).status).toBe(200);
    } finally {
      await rm(tlsDir, { recursive: true, force: true });
    }
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

  it('frees every port on close, even with keep-alive connections open', async () => {
    const sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, molliePort: 0 });
    await fetch(`${sandbox.httpUrl}/health`, { headers: { connection: 'keep-alive' } });
    const keepAlive = new Agent({ keepAlive: true, ca: sandbox.caCertificate });
    await httpsRequest(`${sandbox.mollieApiUrl}methods`, {
      headers: { Authorization: `Bearer ${API_KEY}` },
      agent: keepAlive,
    });
    const started = Date.now();
    await sandbox.close();
    expect(Date.now() - started).toBeLessThan(500);
    keepAlive.destroy();
    for (const port of [sandbox.httpPort, sandbox.smtpPort, sandbox.molliePort]) {
      const probe = createServer();
      await listenOn(probe, port, '127.0.0.1');
      await new Promise((resolve) => probe.close(resolve));
    }
  });

  it('closes at once beside a connection that never sent a request', async () => {
    const sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, molliePort: 0 });
    const spare = connect(sandbox.httpPort, '127.0.0.1');
    await new Promise((resolve) => spare.once('connect', resolve));
    const started = Date.now();
    await sandbox.close();
    expect(Date.now() - started).toBeLessThan(500);
    spare.destroy();
  });

  it('closes at once beside a connection to the HTTPS port that never finished its handshake', async () => {
    const sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, molliePort: 0 });
    const spare = connect(sandbox.molliePort, '127.0.0.1');
    await new Promise((resolve) => spare.once('connect', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await sandbox.close();
    expect(Date.now() - started).toBeLessThan(500);
    spare.destroy();
  });

  it('fails to start on a busy port and leaves nothing open', async () => {
    const blocker = createServer();
    const busyPort = await listenOn(blocker, 0, '127.0.0.1');
    try {
      await expect(
        startSandbox({ host: '127.0.0.1', httpPort: busyPort, smtpPort: 0, molliePort: 0 }),
      ).rejects.toThrow(/EADDRINUSE/);
      // A busy Mollie port frees the HTTP port it had already bound.
      const httpProbe = createServer();
      const freePort = await listenOn(httpProbe, 0, '127.0.0.1');
      await new Promise((resolve) => httpProbe.close(resolve));
      await expect(
        startSandbox({ host: '127.0.0.1', httpPort: freePort, smtpPort: 0, molliePort: busyPort }),
      ).rejects.toThrow(/EADDRINUSE/);
      const again = await start({ httpPort: freePort });
      expect(again.httpPort).toBe(freePort);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
