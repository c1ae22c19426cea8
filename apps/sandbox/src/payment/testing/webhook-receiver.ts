// Test helper: a merchant's webhook endpoint over real HTTP that records what arrives.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOn } from '../../net/listen.js';
import { type PaymentEvent } from '../payment.js';

export interface ReceivedWebhook {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly event: PaymentEvent;
  /** The Payment-Signature header, if any. */
  readonly signature: string | undefined;
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
  let notify = (): void => undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = request.headers['payment-signature'];
      received.push({
        headers: request.headers,
        body,
        event: JSON.parse(body) as PaymentEvent,
        signature: Array.isArray(signature) ? signature[0] : signature,
      });
      response.statusCode = statuses.shift() ?? 200;
      response.end(response.statusCode < 300 ? 'ok' : 'not now');
      notify();
    });
  });
  const port = await listenOn(server, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}/webhooks/payment`,
    received,
    answerWith: (...next) => statuses.push(...next),
    waitFor: (count, timeoutMs = 3000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Expected ${count} webhooks, got ${received.length}`)),
          timeoutMs,
        );
        notify = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          resolve(received.slice(0, count));
        };
        notify();
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Checks a Payment-Signature header the way a receiver would, independent of the sandbox's own signing
 * code; returns the signed timestamp, or null when the signature does not match.
 */
export function verifySignature(header: string | undefined, body: string, secret: string): number | null {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return null;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2], 'hex')) ? Number(match[1]) : null;
}
