import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import type { Response } from 'superagent';
import { DataSource } from 'typeorm';
import { DnaResultsWriter } from '../../../src/modules/results/dna-analysis/services/dna-results-writer.service.js';
import { LabReport } from '../../../src/modules/lab/lab-report.entity.js';
import { NoiOrder } from '../../../src/modules/orders/noi-order.entity.js';
import { NoiOrderStatus, NoiOrderType } from '../../../src/modules/orders/order-status.js';
import { TestClient } from '../../helpers/client.js';
import { insertOrder } from '../../helpers/orders.js';
import { createPatient } from '../../helpers/patients.js';
import { readPdf } from '../../helpers/pdf-text.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';
import { startTestWorker } from '../../helpers/worker.js';

const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('DNA and medication PDFs', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let doctor: Awaited<ReturnType<typeof signedIn>>;
  let patientId: string;
  beforeAll(async () => {
    app = await createTestApp();
    worker = await startTestWorker();
    doctor = await signedIn(app);
    const patient = await createPatient(doctor.client, { last_name: 'Genotyp' });
    patientId = patient.id;
    const dataSource = app.get(DataSource);
    const order = await insertOrder(app, patientId, {
      parts: { [NoiOrderType.dna]: NoiOrderStatus.SentToLab },
    });
    const part = await dataSource.getRepository(NoiOrder).findOneByOrFail({ order_id: order.id });
    const report = await dataSource.getRepository(LabReport).save({
      order_id: order.id,
      noi_order_id: part.id,
      lab_order_id: `lab-pdf-${Date.now()}`,
      report_id: 'rep_pdf',
      version: 1,
      status: 'final',
      issued_at: new Date(),
      collected_on: '2026-11-02',
      blood: [],
      genotypes: [
        { gene: 'MTHFR', rsId: 'rs1801133', genotype: 'TT' },
        { gene: 'CYP2C19', rsId: 'rs4244285', genotype: 'AA', orientation: 'GRCh38+' },
      ],
      applied_at: null,
    });
    await app.get(DnaResultsWriter).applyLabGenotypes(report);
  }, 60_000);
  afterAll(async () => {
    await worker?.close();
    await closeApp(app);
  });

  const download = (client: TestClient, path: string) =>
    client.agent.get(`/api/patients/${patientId}/${path}`).buffer(true).parse(binary);

  it('renders the DNA analysis of an own patient', async () => {
    const response = await download(doctor.client, 'download-dna-analysis-pdf');
    expect(response.status).toBe(200);
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = readPdf(pdf).lines.join('\n');
    expect(text).toContain('DNA-Analyse');
    expect(text).toContain('Genotyp');
    expect(text).toContain('Ungünstig');
    expect(text).toContain('Nicht analysiert!');
    expect(text).toMatch(/Seite\s*1\s*von\s*\d/);
  }, 60_000);

  it('renders the medication tolerance of an own patient', async () => {
    const response = await download(doctor.client, 'download-medication-results-pdf');
    expect(response.status).toBe(200);
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = readPdf(pdf).lines.join('\n');
    expect(text).toContain('Medikamentenverträglichkeit');
    expect(text).toContain('Clopidogrel');
    expect(text).toContain('Nicht analysiert!');
  }, 60_000);

  it("answers 404 for another practice's patient and 401 to anonymous callers", async () => {
    const intruder = await signedIn(app);
    for (const path of ['download-dna-analysis-pdf', 'download-medication-results-pdf']) {
      expect((await download(intruder.client, path)).status).toBe(404);
      expect((await download(new TestClient(app), path)).status).toBe(401);
    }
  });
});
