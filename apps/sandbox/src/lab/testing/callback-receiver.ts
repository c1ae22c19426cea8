// Test helper: the portal's lab callback endpoint over real HTTP that records what arrives.
import { createServer } from 'node:http';
import { listenOn } from '../../net/listen.js';
import { type LabEvent } from '../lab.js';

export interface ReceivedCallback {
  readonly body: string;
  readonly event: LabEvent;
  /** The Lab-Signature header, if any. */
  readonly signature: string | undefined;
}

export interface CallbackReceiver {
  readonly url: string;
  readonly received: ReceivedCallback[];
  /** Answers the next callbacks with these statuses, in order; 200 after that. */
  answerWith(...statuses: number[]): void;
  /** Resolves once this many callbacks have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedCallback[]>;
  close(): Promise<void>;
}

export async function startCallbackReceiver(): Promise<CallbackReceiver> {
  const received: ReceivedCallback[] = [];
  const statuses: number[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = request.headers['lab-signature'];
      received.push({
        body,
        event: JSON.parse(body) as LabEvent,
        signature: Array.isArray(signature) ? signature[0] : signature,
      });
      response.statusCode = statuses.shift() ?? 200;
      response.end(response.statusCode < 300 ? 'ok' : 'not now');
      for (const waiter of waiters) waiter();
    });
  });
  const port = await listenOn(server, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}/webhooks/lab`,
    received,
    answerWith: (...next) => statuses.push(...next),
    waitFor: (count, timeoutMs = 3000) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Expected ${count} callbacks, got ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
