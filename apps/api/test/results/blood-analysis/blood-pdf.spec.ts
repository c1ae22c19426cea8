import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { todayIsoDate } from '@portal/shared-types';
import type { Response } from 'supertest';
import { TestClient } from '../../helpers/client.js';
import { bloodMarkers } from '../../helpers/blood-analysis.js';
import { readPdf } from '../../helpers/pdf-text.js';
import { createPatient } from '../../helpers/patients.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';
import { startTestWorker } from '../../helpers/worker.js';

const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('blood values as PDF', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    app = await createTestApp();
    worker = await startTestWorker();
  });
  afterAll(async () => {
    await worker?.close();
    await closeApp(app);
  });

  const path = (patientId: string) => `/api/patients/${patientId}/download-blood-analysis-pdf`;

  it('renders the current values with ranges, state words, legend and page numbers', async () => {
    const markers = await bloodMarkers(app);
    const doctor = await signedIn(app);
    const patient = await createPatient(doctor.client);
    await doctor.client.query(
      `mutation ($p: ID!, $d: String!, $v: [BloodResultValueInput!]!) { saveBloodResults(patientId: $p, date: $d, values: $v) { id } }`,
      {
        p: patient.id,
        d: todayIsoDate(),
        v: [
          { analysisParameterId: markers.get('FERRITIN')!.id, value: '100' },
          { analysisParameterId: markers.get('HOMOCYSTEINE')!.id, value: '18' },
        ],
      },
    );
    const response = await doctor.client.agent.get(path(patient.id)).buffer(true).parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const bytes = response.body as Buffer;
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const text = readPdf(bytes).lines.join('\n');
    for (const expected of [
      'Blutwerte',
      'Testpraxis',
      'Ferritin',
      'Homocystein',
      'Optimal',
      'Zu hoch',
      '50 – 150',
      'Legende',
      'Seite',
    ])
      expect(text).toContain(expected);
  });

  it("prints each patient's own range and state: a woman's testosterone of 1.2 nmol/l is in range, a man's too low", async () => {
    const markers = await bloodMarkers(app);
    const doctor = await signedIn(app);
    const text = async (overrides: Record<string, unknown>) => {
      const patient = await createPatient(doctor.client, overrides);
      await doctor.client.query(
        `mutation ($p: ID!, $d: String!, $v: [BloodResultValueInput!]!) { saveBloodResults(patientId: $p, date: $d, values: $v) { id } }`,
        {
          p: patient.id,
          d: todayIsoDate(),
          v: [{ analysisParameterId: markers.get('TESTOSTERONE')!.id, value: '1.2' }],
        },
      );
      const response = await doctor.client.agent.get(path(patient.id)).buffer(true).parse(binary);
      expect(response.status).toBe(200);
      // Cells wrap differently per page width: compare with single spaces.
      return readPdf(response.body as Buffer)
        .lines.join(' ')
        .replace(/\s+/g, ' ');
    };
    // Columns: optimal range, the lab's range, state (the legend below names every state).
    const her = await text({ date_of_birth: '1985-04-12' });
    expect(her).toMatch(/1,2 nmol\/l .{0,30}0,29 – 1,67 0,29 – 1,67 Optimal Legende/);
    const his = await text({ salutation: 'male', biological_sex: 'Male', date_of_birth: '1985-04-12' });
    expect(his).toMatch(/1,2 nmol\/l .{0,30}15 – 25 8,64 – 29 Zu niedrig Legende/);
  });

  it("answers 404 for another practice's patient and 401 to anonymous callers", async () => {
    const doctor = await signedIn(app);
    const patient = await createPatient(doctor.client);
    const intruder = await signedIn(app);
    expect((await intruder.client.agent.get(path(patient.id))).status).toBe(404);
    expect((await new TestClient(app).agent.get(path(patient.id))).status).toBe(401);
  });
});
