// The lab API over real HTTP, as the portal's API calls it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../sandbox.js';
import { type LabOrder, type LabOrderRefused } from './lab.js';
import { type LabClient, labClient, labOrderBody, uniqueOrderNo } from './testing/lab-client.js';

// Nobody listens there: these tests look at answers, not callbacks.
const CALLBACK_URL = 'http://127.0.0.1:9/webhooks/lab';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let sandbox: RunningSandbox;
let client: LabClient;

beforeAll(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, molliePort: 0 });
  client = labClient(sandbox.httpUrl);
});

afterAll(async () => {
  await sandbox.close();
});

describe('POST /lab/v1/orders', () => {
  it('accepts a blood order as SentToLab and reads it back by id and by externalOrderNo', async () => {
    const body = labOrderBody(CALLBACK_URL);
    const response = await client.create(body);
    expect(response.status).toBe(200);
    const accepted = (await response.json()) as { labOrderId: string };
    expect(accepted).toEqual({
      status: 'Order Sent',
      labOrderId: expect.stringMatching(/^lab_[A-Za-z0-9]{12}$/) as string,
      externalOrderNo: body.externalOrderNo,
    });

    const byId = await client.api(`/orders/${accepted.labOrderId}`);
    const order = (await byId.json()) as LabOrder;
    expect(order).toEqual({
      labOrderId: accepted.labOrderId,
      externalOrderNo: body.externalOrderNo,
      type: 'blood',
      barcode: body.barcode,
      status: 'SentToLab',
      statusHistory: [{ status: 'SentToLab', at: expect.stringMatching(ISO) as string }],
      updatedAt: expect.stringMatching(ISO) as string,
      output: [],
    });
    const byNumber = await client.api(
      `/orders?externalOrderNo=${encodeURIComponent(String(body.externalOrderNo))}`,
    );
    expect(await byNumber.json()).toEqual([order]);
    expect(await (await client.api('/orders?externalOrderNo=nobody')).json()).toEqual([]);
    expect((await client.api('/orders/lab_unknown')).status).toBe(404);
  });

  it('accepts supplements without a barcode as OrderPlaced', async () => {
    const externalOrderNo = uniqueOrderNo('supplements');
    const labOrderId = await client.register(
      labOrderBody(CALLBACK_URL, {
        externalOrderNo,
        type: 'supplements',
        barcode: undefined,
        orderedProducts: [
          {
            productCode: 'SUP-7',
            name: 'Mischung',
            ingredients: [{ name: 'Vitamin D3', quantity: 20, formattedUnit: 'µg' }],
          },
        ],
      }),
    );
    const [listed] = await client.listed(externalOrderNo);
    expect(listed).toMatchObject({ labOrderId, type: 'supplements', barcode: null, status: 'OrderPlaced' });
    expect(listed?.orderedProducts[0]?.ingredients).toEqual([
      { name: 'Vitamin D3', quantity: 20, formattedUnit: 'µg' },
    ]);
  });

  it('needs an API key', async () => {
    const missing = await client.api('/orders', { method: 'POST', body: '{}', apiKey: null });
    expect(missing.status).toBe(401);
    expect((await client.api('/orders/x', { apiKey: ' ' })).status).toBe(401);
  });

  it('replays the first answer for the same Idempotency-Key and registers nothing new', async () => {
    const body = labOrderBody(CALLBACK_URL);
    const first = await client.create(body, { idempotencyKey: `key-${String(body.externalOrderNo)}` });
    const again = await client.create(
      { ...body, barcode: 'BC-changed' },
      { idempotencyKey: `key-${String(body.externalOrderNo)}` },
    );
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await client.listed(String(body.externalOrderNo))).toHaveLength(1);
  });

  it('answers the registered order when the same order comes again with its barcode', async () => {
    const body = labOrderBody(CALLBACK_URL);
    const labOrderId = await client.register(body);
    expect(await client.register(body)).toBe(labOrderId);
    expect(await client.listed(String(body.externalOrderNo))).toHaveLength(1);
  });

  it('refuses a barcode another order registered with 409', async () => {
    const first = labOrderBody(CALLBACK_URL);
    await client.register(first);
    const second = labOrderBody(CALLBACK_URL, { barcode: first.barcode });
    const response = await client.create(second, { idempotencyKey: `dup-${String(second.externalOrderNo)}` });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      status: 'Conflict',
      errors: [{ field: 'barcode', message: `Barcode ${String(first.barcode)} is already registered.` }],
    });
    expect(await client.listed(String(second.externalOrderNo))).toEqual([]);
    // Not remembered: with a fresh barcode, the same key goes through.
    const fixed = await client.create(
      { ...second, barcode: `BC-new-${String(second.externalOrderNo)}` },
      { idempotencyKey: `dup-${String(second.externalOrderNo)}` },
    );
    expect(fixed.status).toBe(200);
  });

  it('names every wrong field with 422', async () => {
    const response = await client.create({
      externalOrderNo: '',
      type: 'dna',
      patient: { guid: 'g', sex: 'male', birthDate: '2999-01-01' },
      orderedProducts: [{ productCode: 'X', ingredients: [{ name: 'Zink', quantity: 'viel' }] }],
      callbackUrl: 'ftp://lab',
    });
    expect(response.status).toBe(422);
    const refused = (await response.json()) as LabOrderRefused;
    expect(refused.status).toBe('Rejected');
    expect(refused.errors.map((error) => error.field)).toEqual([
      'externalOrderNo',
      'barcode',
      'patient.birthDate',
      'orderedProducts[0].name',
      'orderedProducts[0].ingredients[0].quantity',
      'orderedProducts[0].ingredients[0].formattedUnit',
      'callbackUrl',
    ]);
    expect((await client.create([])).status).toBe(422);
  });

  it('answers the magic barcodes: REJECT… 422, ERR500… 500, TIMEOUT… holds the request', async () => {
    const rejected = await client.create(labOrderBody(CALLBACK_URL, { barcode: 'REJECT-1' }));
    expect(rejected.status).toBe(422);
    expect(await rejected.json()).toMatchObject({ status: 'Rejected', errors: [{ field: 'barcode' }] });

    const failed = labOrderBody(CALLBACK_URL, { barcode: 'ERR500-1' });
    expect((await client.create(failed)).status).toBe(500);
    expect(await client.listed(String(failed.externalOrderNo))).toEqual([]);

    const slow = labOrderBody(CALLBACK_URL, { barcode: 'TIMEOUT-1' });
    await expect(client.create(slow, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(await client.listed(String(slow.externalOrderNo))).toEqual([]);
  });

  it('ends a held TIMEOUT request when the sandbox closes', async () => {
    const own = await startSandbox({ host: '127.0.0.1', httpPort: 0, smtpPort: 0, molliePort: 0 });
    const pending = labClient(own.httpUrl).create(labOrderBody(CALLBACK_URL, { barcode: 'TIMEOUT-2' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await own.close();
    await expect(pending).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('faults', () => {
  it('fails only the matching creates, count times, and registers nothing', async () => {
    const prefix = uniqueOrderNo('fault');
    const added = await client.control('POST', '/faults', {
      operation: 'create',
      mode: 'error500',
      count: 2,
      match: { externalOrderNo: prefix },
    });
    expect(added.status).toBe(201);

    const other = await client.create(labOrderBody(CALLBACK_URL));
    expect(other.status).toBe(200);
    const body = labOrderBody(CALLBACK_URL, { externalOrderNo: `${prefix}-blood` });
    expect((await client.create(body, { idempotencyKey: prefix })).status).toBe(500);
    expect((await client.create(body, { idempotencyKey: prefix })).status).toBe(500);
    expect((await client.create(body, { idempotencyKey: prefix })).status).toBe(200);
    expect(await client.listed(String(body.externalOrderNo))).toHaveLength(1);
  });

  it('times out a matching get and leaves others alone', async () => {
    const body = labOrderBody(CALLBACK_URL);
    const labOrderId = await client.register(body);
    await client.control('POST', '/faults', {
      operation: 'get',
      mode: 'timeout',
      match: { externalOrderNo: body.externalOrderNo },
    });
    expect((await client.api('/orders?externalOrderNo=someone-else')).status).toBe(200);
    await expect(client.api(`/orders/${labOrderId}`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect((await client.api(`/orders/${labOrderId}`)).status).toBe(200);
  });

  it('lists, refuses and clears faults', async () => {
    const refused = await client.control('POST', '/faults', { operation: 'delete', mode: 'error500' });
    expect(refused).toEqual({
      status: 422,
      json: { error: expect.any(String) as string, field: 'operation' },
    });
    await client.control('POST', '/faults', {
      operation: 'get',
      mode: 'error500',
      match: { externalOrderNo: 'zzz' },
    });
    expect((await client.control<unknown[]>('GET', '/faults')).json.length).toBeGreaterThan(0);
    expect((await client.control('DELETE', '/faults')).status).toBe(204);
    expect((await client.control('GET', '/faults')).json).toEqual([]);
  });
});
