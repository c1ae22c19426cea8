// Status callbacks over real HTTP: the test clock, signatures, sequence, retries and the controls that bend delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from './testing/verify-signature.js';
import { type RunningSandbox, startSandbox } from '../sandbox.js';
import { type SentCallback } from './callback-dispatcher.js';
import { type LabEvent, type LabOrder, type RecordedLabEvent } from './lab.js';
import { DEFAULT_LAB_WEBHOOK_SECRET } from './lab-signature.js';
import { type CallbackReceiver, startCallbackReceiver } from './testing/callback-receiver.js';
import { type LabClient, labClient, labOrderBody, uniqueOrderNo } from './testing/lab-client.js';

const SECRET = 'whsec_sandbox_lab';

let sandbox: RunningSandbox;
let client: LabClient;
const receivers: CallbackReceiver[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, molliePort: 0 });
  client = labClient(sandbox.httpUrl);
});

afterAll(async () => {
  await Promise.all([sandbox.close(), ...receivers.map((receiver) => receiver.close())]);
});

/** Each test gets its own receiver and order numbers, so tests never see each other's callbacks. */
async function receiver(): Promise<CallbackReceiver> {
  const started = await startCallbackReceiver();
  receivers.push(started);
  return started;
}

async function registered(
  callbackUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<{ labOrderId: string; externalOrderNo: string }> {
  const body = labOrderBody(callbackUrl, overrides);
  return { labOrderId: await client.register(body), externalOrderNo: String(body.externalOrderNo) };
}

interface Advanced {
  readonly order: LabOrder;
  readonly event: RecordedLabEvent;
}

const advance = (labOrderId: string, to?: string) =>
  client.control<Advanced>('POST', `/orders/${labOrderId}/advance`, to === undefined ? {} : { to });

describe('advance and callbacks', () => {
  it('steps through the blood flow, each change a signed callback with a growing sequence', async () => {
    expect(DEFAULT_LAB_WEBHOOK_SECRET).toBe(SECRET);
    const inbox = await receiver();
    const { labOrderId, externalOrderNo } = await registered(inbox.url);

    const first = await advance(labOrderId);
    expect(first.status).toBe(200);
    expect(first.json.order).toMatchObject({ status: 'ArrivedInLab' });
    for (let step = 0; step < 4; step += 1) await advance(labOrderId);
    const callbacks = await inbox.waitFor(5);

    for (const callback of callbacks) {
      expect(verifySignature(callback.signature, callback.body, SECRET)).not.toBeNull();
    }
    const events = callbacks
      .map((callback) => callback.event)
      .sort((a, b) => a.data.sequence - b.data.sequence);
    expect(events.map((event) => [event.data.status, event.data.sequence])).toEqual([
      ['ArrivedInLab', 2],
      ['AnalysisStarted', 3],
      ['AnalysisFinished', 4],
      ['ResultsSaved', 5],
      ['ResultsReady', 6],
    ]);
    expect(events[0]).toEqual({
      id: expect.stringMatching(/^evt_/) as string,
      type: 'order.status_changed',
      createdAt: expect.any(String) as string,
      data: { labOrderId, externalOrderNo, status: 'ArrivedInLab', sequence: 2 },
    } satisfies LabEvent);

    // Nothing follows ResultsReady, but a test can still send the order anywhere in its type.
    expect((await advance(labOrderId)).status).toBe(409);
    expect((await advance(labOrderId, 'OrderShipped')).status).toBe(422);
    const recall = await advance(labOrderId, 'Recall');
    expect(recall.json.order.statusHistory.map((change) => change.status)).toEqual([
      'SentToLab',
      'ArrivedInLab',
      'AnalysisStarted',
      'AnalysisFinished',
      'ResultsSaved',
      'ResultsReady',
      'Recall',
    ]);
    expect((await advance(labOrderId)).status).toBe(409);

    const [listed] = await client.listed(externalOrderNo);
    expect(listed?.events).toHaveLength(6);
    await inbox.waitFor(6);
    await expect
      .poll(async () =>
        (await client.listed(externalOrderNo))[0]?.events.every((event) => event.deliveries.length === 1),
      )
      .toBe(true);
  });

  it('resumes the supplement flow after a side status', async () => {
    const inbox = await receiver();
    const { labOrderId } = await registered(inbox.url, { type: 'supplements', barcode: undefined });
    await advance(labOrderId);
    await advance(labOrderId, 'Delayed');
    const resumed = await advance(labOrderId);
    expect(resumed.json.order.status).toBe('ProductionStarted');
    expect(resumed.json.event.data.sequence).toBe(4);
    expect((await advance(labOrderId)).json.order.status).toBe('OrderShipped');
    expect((await advance(labOrderId, 'Canceled')).status).toBe(200);
    expect((await advance(labOrderId)).status).toBe(409);
  });

  it('ships supplements with a tracking number: a Task.output on the order and in the callback', async () => {
    const inbox = await receiver();
    const { labOrderId } = await registered(inbox.url, { type: 'supplements', barcode: undefined });
    await advance(labOrderId, 'WaitingForResults');
    expect((await advance(labOrderId)).json.order).toMatchObject({ status: 'ProductionStarted', output: [] });
    const shipped = await client.control<Advanced>('POST', `/orders/${labOrderId}/advance`, {
      carrier: 'DPD',
      trackingNumber: '01234567890123',
    });
    const output = [
      {
        type: { coding: [expect.objectContaining({ code: 'shipment-tracking' })] },
        valueIdentifier: { value: '01234567890123', assigner: { display: 'DPD' } },
      },
    ];
    expect(shipped.json.order).toMatchObject({ status: 'OrderShipped', output });
    expect(shipped.json.event.data.output).toEqual(output);
    const fetched = await client.api(`/orders/${labOrderId}`, { method: 'GET' });
    expect(await fetched.json()).toMatchObject({ output });
  });

  it('makes up a DHL number when the test names no parcel, and refuses half a parcel', async () => {
    const inbox = await receiver();
    const { labOrderId } = await registered(inbox.url, { type: 'supplements', barcode: undefined });
    await advance(labOrderId, 'ProductionStarted');
    const half = await client.control('POST', `/orders/${labOrderId}/advance`, { carrier: 'DHL' });
    expect(half.status).toBe(422);
    const shipped = await advance(labOrderId);
    expect(shipped.json.order.output[0].valueIdentifier).toEqual({
      value: expect.stringMatching(/^\d{20}$/),
      assigner: { display: 'DHL' },
    });
  });

  it('retries a failed callback with the same body, signed afresh', async () => {
    const inbox = await receiver();
    inbox.answerWith(500);
    const { labOrderId, externalOrderNo } = await registered(inbox.url);
    await advance(labOrderId);
    const [first, second] = await inbox.waitFor(2, 3000);
    expect(second?.body).toBe(first?.body);
    expect(verifySignature(second?.signature, second?.body ?? '', SECRET)).not.toBeNull();
    await expect
      .poll(async () => (await client.listed(externalOrderNo))[0]?.events[0]?.deliveries.map((d) => d.status))
      .toEqual([500, 200]);
  });

  it('redelivers the latest event with the same id', async () => {
    const inbox = await receiver();
    const { labOrderId } = await registered(inbox.url);
    expect((await client.control('POST', `/orders/${labOrderId}/redeliver`)).status).toBe(409);
    await advance(labOrderId);
    const [original] = await inbox.waitFor(1);
    const again = await client.control<SentCallback>('POST', `/orders/${labOrderId}/redeliver`);
    expect(again.json).toEqual({
      event: original?.event,
      response: { status: 200, body: 'ok' },
      error: null,
    });
    const [, redelivered] = await inbox.waitFor(2);
    expect(redelivered?.body).toBe(original?.body);
    expect((await client.control('POST', '/orders/lab_unknown/redeliver')).status).toBe(404);
  });

  it('sends hand-made callbacks: bad or missing signature, old, replayed, any sequence', async () => {
    const inbox = await receiver();
    const { labOrderId, externalOrderNo } = await registered(inbox.url);
    await advance(labOrderId);
    const [original] = await inbox.waitFor(1);
    const path = `/orders/${labOrderId}/callback`;

    const bad = await client.control<SentCallback>('POST', path, { signature: 'bad' });
    expect(bad.json).toMatchObject({
      event: { data: { labOrderId, status: 'ArrivedInLab', sequence: 2 } },
      response: { status: 200, body: 'ok' },
    });
    const late = await client.control<SentCallback>('POST', path, {
      status: 'ResultsReady',
      ageSeconds: 600,
      sequence: 9,
    });
    await client.control('POST', path, { signature: 'missing' });
    const replay = await client.control<SentCallback>('POST', path, { eventId: original?.event.id });

    const [, badCallback, lateCallback, missingCallback, replayCallback] = await inbox.waitFor(5);
    expect(badCallback?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(badCallback?.signature, badCallback?.body ?? '', SECRET)).toBeNull();
    const signedAt = verifySignature(lateCallback?.signature, lateCallback?.body ?? '', SECRET) ?? 0;
    expect(Date.now() / 1000 - signedAt).toBeGreaterThanOrEqual(599);
    expect(lateCallback?.event).toEqual(late.json.event);
    expect(lateCallback?.event.data).toMatchObject({ status: 'ResultsReady', sequence: 9 });
    expect(missingCallback?.signature).toBeUndefined();
    expect(replayCallback?.body).toBe(original?.body);
    expect(replay.json.event).toEqual(original?.event);

    // Hand-made callbacks change nothing and are not recorded.
    const [listed] = await client.listed(externalOrderNo);
    expect(listed?.status).toBe('ArrivedInLab');
    expect(listed?.events).toHaveLength(1);
    expect((await client.control('POST', path, { status: 'OrderShipped' })).status).toBe(422);
  });

  it('drops the next callback silently and records it as dropped', async () => {
    const inbox = await receiver();
    const { labOrderId, externalOrderNo } = await registered(inbox.url);
    expect((await client.control('POST', `/orders/${labOrderId}/drop-next`)).json).toEqual({
      labOrderId,
      dropNext: 1,
    });
    const dropped = await advance(labOrderId);
    expect(dropped.json.event).toMatchObject({ dropped: true, deliveries: [] });
    await advance(labOrderId);
    const [only] = await inbox.waitFor(1);
    expect(only?.event.data).toMatchObject({ status: 'AnalysisStarted', sequence: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inbox.received).toHaveLength(1);
    expect((await client.listed(externalOrderNo))[0]?.events.map((event) => event.dropped)).toEqual([
      true,
      false,
    ]);
  });
});

describe('hold and release', () => {
  it('holds one prefix and releases in reverse: the receiver sees sequence 3 before 2', async () => {
    const inbox = await receiver();
    const prefix = uniqueOrderNo('held');
    const held = await registered(inbox.url, { externalOrderNo: `${prefix}-blood` });
    const free = await registered(inbox.url);
    expect(
      (await client.control('POST', '/callbacks/hold', { hold: true, match: { externalOrderNo: prefix } }))
        .json,
    ).toEqual({ hold: true, match: { externalOrderNo: prefix } });

    await advance(held.labOrderId);
    await advance(held.labOrderId);
    await advance(free.labOrderId);
    const [first] = await inbox.waitFor(1);
    expect(first?.event.data.externalOrderNo).toBe(free.externalOrderNo);
    expect((await client.listed(held.externalOrderNo))[0]?.events.map((event) => event.held)).toEqual([
      true,
      true,
    ]);

    const released = await client.control<{ sent: SentCallback[] }>('POST', '/callbacks/release', {
      order: 'reverse',
      match: { externalOrderNo: prefix },
    });
    expect(released.json.sent.map((sent) => sent.event.data.sequence)).toEqual([3, 2]);
    expect(inbox.received.slice(1).map((callback) => callback.event.data.sequence)).toEqual([3, 2]);

    // Still held until told otherwise.
    await advance(held.labOrderId);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inbox.received).toHaveLength(3);
    await client.control('POST', '/callbacks/hold', { hold: false, match: { externalOrderNo: prefix } });
    const rest = await client.control<{ sent: SentCallback[] }>('POST', '/callbacks/release', {
      match: { externalOrderNo: prefix },
    });
    expect(rest.json.sent).toHaveLength(1);
    await advance(held.labOrderId);
    await inbox.waitFor(5);
  });

  it('refuses bad hold and release bodies', async () => {
    expect((await client.control('POST', '/callbacks/hold', {})).status).toBe(422);
    expect((await client.control('POST', '/callbacks/release', { order: 'random' })).status).toBe(422);
    expect(
      (await client.control('POST', '/callbacks/hold', { hold: true, match: { externalOrderNo: 5 } })).json,
    ).toMatchObject({ field: 'match.externalOrderNo' });
  });
});

describe('reset and auto-advance', () => {
  it('forgets orders, held callbacks, faults and idempotency keys', async () => {
    const own = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, molliePort: 0 });
    try {
      const lab = labClient(own.httpUrl);
      const inbox = await receiver();
      const body = labOrderBody(inbox.url);
      const labOrderId = await lab.register(body);
      await lab.control('POST', '/callbacks/hold', { hold: true });
      await lab.control('POST', `/orders/${labOrderId}/advance`);
      await lab.control('POST', '/faults', { operation: 'get', mode: 'error500' });
      await lab.create(labOrderBody(inbox.url), { idempotencyKey: 'once' });

      expect((await lab.control('DELETE', '')).status).toBe(204);
      expect(await lab.listed(String(body.externalOrderNo))).toEqual([]);
      expect((await lab.api(`/orders/${labOrderId}`)).status).toBe(404);
      expect((await lab.control<{ sent: unknown[] }>('POST', '/callbacks/release', {})).json.sent).toEqual(
        [],
      );
      // The barcode is free again, the key forgotten, and nothing is held.
      const again = await lab.register(body);
      expect(again).not.toBe(labOrderId);
      const replay = await lab.create(labOrderBody(inbox.url), { idempotencyKey: 'once' });
      expect(replay.headers.get('Idempotent-Replayed')).toBeNull();
      await lab.control('POST', `/orders/${again}/advance`);
      await inbox.waitFor(1);
    } finally {
      await own.close();
    }
  });

  it('moves every open order one step per interval when auto-advance is on, signed with its secret', async () => {
    const own = await startSandbox({
      host: '127.0.0.1',
      httpPort: 0,
      smtpPort: 0,
      molliePort: 0,
      labAutoAdvanceSeconds: 1,
      labWebhookSecret: 'whsec_lab_other',
    });
    try {
      const lab = labClient(own.httpUrl);
      const inbox = await receiver();
      const externalOrderNo = uniqueOrderNo();
      await lab.register(labOrderBody(inbox.url, { externalOrderNo }));
      const [callback] = await inbox.waitFor(1, 2500);
      expect(callback?.event.data).toMatchObject({ externalOrderNo, status: 'ArrivedInLab', sequence: 2 });
      expect(verifySignature(callback?.signature, callback?.body ?? '', 'whsec_lab_other')).not.toBeNull();
    } finally {
      await own.close();
    }
  });
});
