import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import type { Response } from 'supertest';
import { DataSource, In } from 'typeorm';
import { AuditLog } from '../../../src/modules/audit/audit-log.entity.js';
import { StoredDocument } from '../../../src/modules/documents/stored-document.entity.js';
import { MICRONUTRIENTS_PDF_DOWNLOADED } from '../../../src/modules/results/micronutrients/pdf/micronutrients-pdf.service.js';
import { Micronutrient } from '../../../src/modules/results/micronutrients/micronutrient.entity.js';
import { PatientMicronutrient } from '../../../src/modules/results/micronutrients/doses/patient-micronutrient.entity.js';
import { Patient } from '../../../src/modules/patients/entities/patient.entity.js';
import { TestClient } from '../../helpers/client.js';
import { createPatient } from '../../helpers/patients.js';
import { readPdf } from '../../helpers/pdf-text.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';
import { startTestWorker } from '../../helpers/worker.js';
import { calculated } from '../../helpers/formulas.js';

// Collects a binary body (supertest only buffers text and JSON by itself).
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

// The page margin box comes out as separate text runs ('Seite·', '1', ' von·', '1').
const pageLabelIn = (text: string) => text.replace(/[\s\u00B7]+/g, ' ');

const path = (patientId: string) => `/api/patients/${patientId}/download-micronutrients-pdf`;

describe('GET /api/patients/{id}/download-micronutrients-pdf', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let ids: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp();
    worker = await startTestWorker();
    const rows = await app
      .get(DataSource)
      .getRepository(Micronutrient)
      .findBy({ code: In(['VITAMIN_D3', 'ZINC', 'MAGNESIUM', 'SELENIUM']) });
    ids = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  });
  afterAll(async () => {
    await worker?.close();
    await closeApp(app);
  });

  const download = (client: TestClient, patientId: string) =>
    client.agent.get(path(patientId)).buffer(true).parse(binary);

  /** A new patient after their first calculation, its doses taken away: the PDF is checked against our own. */
  async function withoutDoses(client: TestClient, overrides: Record<string, unknown> = {}) {
    const patient = await createPatient(client, overrides);
    await calculated(app, patient.id);
    await app.get(DataSource).getRepository(PatientMicronutrient).delete({ patient_id: patient.id });
    return patient;
  }

  async function withDoses(client: TestClient, overrides: Record<string, unknown> = {}) {
    const patient = await withoutDoses(client, overrides);
    await app
      .get(DataSource)
      .getRepository(PatientMicronutrient)
      .insert([
        {
          patient_id: patient.id,
          micronutrient_id: ids.VITAMIN_D3,
          current_value: 2000,
          recommended_value: 1500,
        },
        {
          patient_id: patient.id,
          micronutrient_id: ids.ZINC,
          current_value: 12.5,
          recommended_value: 10,
          description: 'Abends zur Mahlzeit einnehmen',
        },
        // Taken out of the recipe: not printed.
        { patient_id: patient.id, micronutrient_id: ids.SELENIUM, current_value: 0, recommended_value: null },
      ]);
    await app
      .get(DataSource)
      .getRepository(Patient)
      .update(patient.id, { micronutrients_last_updated_at: new Date('2026-03-02T10:00:00Z') });
    return patient;
  }

  it('answers the own patient’s doses as a PDF with practice, patient, dates, table, legend and page numbers', async () => {
    const doctor = await signedIn(app);
    const patient = await withDoses(doctor.client, { first_name: 'Lena', last_name: 'Hofer' });
    const response = await download(doctor.client, patient.id).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="mikronaehrstoffe-${String(patient.guid)}.pdf"`,
    );
    const body = response.body as Buffer;
    expect(body.subarray(0, 4).toString()).toBe('%PDF');

    const text = readPdf(body).lines.join('\n');
    for (const expected of [
      'Mikronährstoffe',
      'Testpraxis',
      'Hauptstraße 1',
      '1010 Wien',
      'Lena Hofer',
      '12. April 1985',
      '2. März 2026',
      'Vitamin D3',
      '2.000',
      '1.500',
      'IE',
      'Zink',
      '12,5',
      'Abends zur Mahlzeit einnehmen',
      'Aktueller Wert',
      'Empfohlener Wert',
      'Die Tagesdosis, die Ihre Ärztin bzw. Ihr Arzt festgelegt hat.',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    expect(pageLabelIn(text)).toContain('Seite 1 von 1');
    expect(text).not.toContain('Selen');
    expect(text).not.toContain('keine Mikronährstoffempfehlung');

    // The export is audited, and nothing of the health data stays in the documents table.
    const audit = await app
      .get(DataSource)
      .getRepository(AuditLog)
      .findBy({ event: MICRONUTRIENTS_PDF_DOWNLOADED, subject_id: patient.id });
    expect(audit).toHaveLength(1);
    expect(await app.get(DataSource).getRepository(StoredDocument).countBy({ ownerId: doctor.user.id })).toBe(
      0,
    );
  });

  it('numbers the pages of a long table and repeats its header', async () => {
    const doctor = await signedIn(app);
    const patient = await withoutDoses(doctor.client);
    const all = await app.get(DataSource).getRepository(Micronutrient).find();
    await app
      .get(DataSource)
      .getRepository(PatientMicronutrient)
      .insert(
        all.map((m) => ({
          patient_id: patient.id,
          micronutrient_id: m.id,
          current_value: 1,
          recommended_value: 1,
          description:
            'Morgens zum Frühstück mit etwas Flüssigkeit einnehmen; nach acht Wochen Kontrolle. '.repeat(3),
        })),
      );
    const response = await download(doctor.client, patient.id).expect(200);
    const pdf = readPdf(response.body as Buffer);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
    const text = pageLabelIn(pdf.lines.join('\n'));
    expect(text).toContain(`Seite 1 von ${pdf.pageCount}`);
    expect(text).toContain(`Seite ${pdf.pageCount} von ${pdf.pageCount}`);
    expect(text.split('Empfohlener Wert').length - 1).toBeGreaterThanOrEqual(pdf.pageCount);
  });

  it('notes for a patient under 18 that no recommendation is calculated and prints no recommendation', async () => {
    const doctor = await signedIn(app);
    const tenYearsAgo = new Date();
    tenYearsAgo.setFullYear(tenYearsAgo.getFullYear() - 10);
    const patient = await withDoses(doctor.client, { date_of_birth: tenYearsAgo.toISOString().slice(0, 10) });
    const response = await download(doctor.client, patient.id).expect(200);
    const text = readPdf(response.body as Buffer).lines.join('\n');
    expect(text).toContain(
      'Der Patient ist jünger als 18 Jahre: Für ihn wird keine Mikronährstoffempfehlung',
    );
    expect(text).toContain('2.000');
    expect(text).not.toContain('1.500');
  });

  it('prints in English for a doctor who uses English, and says when there are no doses yet', async () => {
    const doctor = await signedIn(app);
    await app.get(DataSource).query(`UPDATE users SET locale = 'en' WHERE id = $1`, [doctor.user.id]);
    const patient = await withoutDoses(doctor.client);
    const response = await download(doctor.client, patient.id).expect(200);
    const text = readPdf(response.body as Buffer).lines.join('\n');
    expect(text).toContain('Micronutrients');
    expect(text).toContain('No micronutrient values have been recorded for this patient yet.');
    expect(pageLabelIn(text)).toContain('Page 1 of 1');
  });

  it('is not found for another practice’s patient or an unknown id, refused when anonymous, open to admins', async () => {
    const doctor = await signedIn(app);
    const patient = await withDoses(doctor.client);
    const other = await signedIn(app);
    expect((await other.client.agent.get(path(patient.id))).status).toBe(404);
    expect((await doctor.client.agent.get(path('999999999'))).status).toBe(404);
    expect((await doctor.client.agent.get(path('abc'))).status).toBe(404);
    expect((await new TestClient(app).agent.get(path(patient.id))).status).toBe(401);
    expect(
      await app
        .get(DataSource)
        .getRepository(AuditLog)
        .countBy({ event: MICRONUTRIENTS_PDF_DOWNLOADED, subject_id: patient.id }),
    ).toBe(0);

    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const response = await download(admin.client, patient.id).expect(200);
    expect((response.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
  });
});
