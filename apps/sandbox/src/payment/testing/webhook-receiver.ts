// Test helper: a merchant's webhook endpoint over real HTTP that records what arrives.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOn } from '../../net/listen.js';

export interface ReceivedWebhook {
  readonly headers: IncomingHttpHeaders;
  /** The raw body, e.g. "id=tr_WDqYK6vllg". */
  readonly body: string;
  /** The form field id. */
  readonly id: string | null;
}

export interface WebhookReceiver {
  readonly url: string;
  readonly received: ReceivedWebhook[];
  /** Answers the next webhooks with these statuses, in order; 200 after that. */
  answerWith(...statuses: number[]): void;
  /** Resolves once this many webhooks have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, id: new URLSearchParams(body).get('id') });
      response.statusCode = statuses.shift() ?? 200;
      response.end(response.statusCode < 300 ? 'ok' : 'not now');
      for (const waiter of waiters) waiter();
    });
  });
  const port = await listenOn(server, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}/webhooks/mollie`,
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
          reject(new Error(`Expected ${count} webhooks, got ${received.length}`));
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
