// Results: reports posted through the test controls, announced by signed callbacks, read back by the portal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from './testing/verify-signature.js';
import { type RunningSandbox, startSandbox } from '../sandbox.js';
import { type LabOrder, type LabReport, type LabReports } from './lab.js';
import { DEFAULT_LAB_WEBHOOK_SECRET } from './lab-signature.js';
import { type CallbackReceiver, startCallbackReceiver } from './testing/callback-receiver.js';
import { type LabClient, labClient, labOrderBody, uniqueOrderNo } from './testing/lab-client.js';

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

async function registered(type: 'blood' | 'dna' | 'supplements') {
  const inbox = await startCallbackReceiver();
  receivers.push(inbox);
  const overrides =
    type === 'supplements'
      ? { externalOrderNo: uniqueOrderNo(type), type, barcode: undefined }
      : { externalOrderNo: uniqueOrderNo(type), type };
  const labOrderId = await client.register(labOrderBody(inbox.url, overrides));
  return { labOrderId, inbox };
}

interface Posted {
  order: LabOrder;
  report: LabReport;
}
const postReport = (labOrderId: string, body: unknown) =>
  client.control<Posted>('POST', `/orders/${labOrderId}/reports`, body);
const readReports = async (labOrderId: string) =>
  (await (await client.api(`/orders/${labOrderId}/reports`)).json()) as LabReports;

describe('lab reports', () => {
  it('issues a blood report: the order is ResultsReady, a signed callback says so, the report reads back', async () => {
    const { labOrderId, inbox } = await registered('blood');
    const posted = await postReport(labOrderId, {
      collectedOn: '2026-11-20',
      blood: [
        { code: 'FERRITIN', value: 48.5, unit: 'µg/l' },
        { code: 'VITAMIN_D_25OH', value: 62, unit: 'nmol/l' },
      ],
    });
    expect(posted.status).toBe(201);
    expect(posted.json.order.status).toBe('ResultsReady');
    expect(posted.json.report).toMatchObject({ version: 1, status: 'final', collectedOn: '2026-11-20' });

    const [callback] = await inbox.waitFor(1);
    expect(verifySignature(callback.signature, callback.body, DEFAULT_LAB_WEBHOOK_SECRET)).not.toBeNull();
    expect(callback.event).toMatchObject({
      type: 'order.status_changed',
      data: { labOrderId, status: 'ResultsReady', sequence: 2 },
    });
    const read = await readReports(labOrderId);
    expect(read.reports).toEqual([posted.json.report]);
    expect(read.reports[0].blood).toEqual([
      { code: 'FERRITIN', value: 48.5, unit: 'µg/l' },
      { code: 'VITAMIN_D_25OH', value: 62, unit: 'nmol/l' },
    ]);
  });

  it('keeps a correction as a new version and announces it with order.report_available', async () => {
    const { labOrderId, inbox } = await registered('dna');
    await postReport(labOrderId, { genotypes: [{ gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CT' }] });
    const corrected = await postReport(labOrderId, {
      genotypes: [{ gene: 'MTHFR', rsId: 'rs1801133', genotype: 'TT' }],
    });
    expect(corrected.json.report).toMatchObject({ version: 2, status: 'corrected' });
    const callbacks = await inbox.waitFor(2);
    expect(callbacks.map((callback) => callback.event.type).sort()).toEqual([
      'order.report_available',
      'order.status_changed',
    ]);
    const announced = callbacks.find((callback) => callback.event.type === 'order.report_available')!;
    // The status did not change: same status and sequence as the ResultsReady callback.
    expect(announced.event.data).toMatchObject({ status: 'ResultsReady', sequence: 2 });
    const read = await readReports(labOrderId);
    expect(read.reports.map((report) => [report.version, report.genotypes[0].genotype])).toEqual([
      [1, 'CT'],
      [2, 'TT'],
    ]);
  });

  it('states the orientation of every genotype: as posted, GRCh38+ when none was given, 422 for another', async () => {
    const { labOrderId } = await registered('dna');
    await postReport(labOrderId, {
      genotypes: [
        { gene: 'VKORC1', rsId: 'rs9923231', genotype: 'G/A', orientation: 'coding' },
        { gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CT' },
      ],
    });
    const read = await readReports(labOrderId);
    expect(read.reports[0].genotypes).toEqual([
      { gene: 'VKORC1', rsId: 'rs9923231', genotype: 'G/A', orientation: 'coding' },
      { gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CT', orientation: 'GRCh38+' },
    ]);
    const answer = await client.control<{ errors: { field: string }[] }>(
      'POST',
      `/orders/${labOrderId}/reports`,
      {
        genotypes: [{ gene: 'VKORC1', rsId: 'rs9923231', genotype: 'G/A', orientation: 'minus' }],
      },
    );
    expect(answer.status).toBe(422);
    expect(answer.json.errors.map((error) => error.field)).toEqual(['genotypes[0].orientation']);
  });

  it('refuses results that do not fit the order, naming each wrong field', async () => {
    const blood = await registered('blood');
    const dna = await registered('dna');
    const supplements = await registered('supplements');
    const refused = async (labOrderId: string, body: unknown) => {
      const answer = await client.control<{ errors: { field: string }[] }>(
        'POST',
        `/orders/${labOrderId}/reports`,
        body,
      );
      expect(answer.status).toBe(422);
      return answer.json.errors.map((error) => error.field);
    };
    expect(await refused(blood.labOrderId, {})).toEqual(['blood']);
    expect(
      await refused(blood.labOrderId, { genotypes: [{ gene: 'MTHFR', rsId: 'rs1801133', genotype: 'CT' }] }),
    ).toEqual(['genotypes']);
    expect(await refused(dna.labOrderId, { blood: [{ code: 'TSH', value: 2, unit: 'mU/l' }] })).toEqual([
      'blood',
    ]);
    expect(
      await refused(supplements.labOrderId, { blood: [{ code: 'TSH', value: 2, unit: 'mU/l' }] }),
    ).toContain('type');
    expect(
      await refused(blood.labOrderId, {
        blood: [{ code: '', value: 'x', unit: 'mU/l' }],
        collectedOn: '20.11.2026',
      }),
    ).toEqual(['blood[0].code', 'blood[0].value', 'collectedOn']);
    expect((await client.control('POST', '/orders/lab_unknown/reports', {})).status).toBe(404);
    expect((await client.api('/orders/lab_unknown/reports')).status).toBe(404);
    expect((await readReports(blood.labOrderId)).reports).toEqual([]);
  });
});
