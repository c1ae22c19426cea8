// The retry schedule over real HTTP, with the delays shortened (the sandbox waits 1 s, 5 s and 25 s).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EventRecord } from './payment-record.js';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';

let receiver: WebhookReceiver;
let dispatcher: WebhookDispatcher;

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  dispatcher = new WebhookDispatcher({ retryDelaysMs: [20, 40, 60] });
});

afterEach(async () => {
  dispatcher.close();
  await receiver.close();
});

function eventRecord(url: string): EventRecord {
  return {
    event: { id: 'evt_1', type: 'payment.paid', createdAt: new Date().toISOString(), data: { id: 'tr_1' } },
    body: 'id=tr_1',
    webhookUrl: url,
    orderId: null,
    held: false,
    deliveries: [],
  };
}

describe('WebhookDispatcher', () => {
  it('tries four times in all while the receiver fails, then gives up', async () => {
    receiver.answerWith(500, 502, 503, 500, 500);
    const record = eventRecord(receiver.url);
    dispatcher.dispatch(record);
    const attempts = await receiver.waitFor(4);
    expect(attempts.every((attempt) => attempt.body === 'id=tr_1')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(4);
    expect(record.deliveries.map((attempt) => attempt.status)).toEqual([500, 502, 503, 500]);
  });

  it('stops retrying once a delivery succeeds', async () => {
    receiver.answerWith(500);
    const record = eventRecord(receiver.url);
    dispatcher.dispatch(record);
    await receiver.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(record.deliveries.map((attempt) => attempt.status)).toEqual([500, 200]);
  });

  it('waits 1 s, 5 s and 25 s by default', () => {
    expect((new WebhookDispatcher() as unknown as { retryDelaysMs: number[] }).retryDelaysMs).toEqual([
      1000, 5000, 25_000,
    ]);
  });
});
