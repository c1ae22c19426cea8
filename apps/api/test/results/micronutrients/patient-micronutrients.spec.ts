import type { INestApplication } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { AuditLog } from '../../../src/modules/audit/audit-log.entity.js';
import { Micronutrient } from '../../../src/modules/results/micronutrients/micronutrient.entity.js';
import { PatientMicronutrient } from '../../../src/modules/results/micronutrients/doses/patient-micronutrient.entity.js';
import { Patient } from '../../../src/modules/patients/entities/patient.entity.js';
import { TestClient } from '../../helpers/client.js';
import { createPatient as createNewPatient, insertPatients } from '../../helpers/patients.js';
import { dropQueuedCalculation, ownQueues } from '../../helpers/formulas.js';
import { signedIn } from '../../helpers/session.js';
import { closeApp, createTestApp } from '../../helpers/test-app.js';
import { Permission } from '@portal/shared-types';

const UPDATE = `mutation ($input: UpdatePatientMicronutrientsInput!) {
  updatePatientMicronutrients(input: $input) {
    message
    patient { id micronutrients_last_updated_at latestMicronutrients { micronutrient_id current_value recommended_value description } }
  }
}`;
const PATIENT = `query ($id: ID!) { patient(id: $id) {
  micronutrients_last_updated_at latestMicronutrients { micronutrient_id current_value recommended_value description } } }`;
const SAVED = 'Die Mikronährstoffwerte wurden erfolgreich aktualisiert!';

type Dose = {
  micronutrient_id: string;
  current_value: number;
  recommended_value: number | null;
  description: string | null;
};
type Read = { patient: { micronutrients_last_updated_at: string | null; latestMicronutrients: Dose[] } };

/** Catalogue ids by code (VITAMIN_D3, ZINC, ...). */
async function catalogue(app: INestApplication): Promise<Record<string, string>> {
  const rows = await app
    .get(DataSource)
    .getRepository(Micronutrient)
    .findBy({ code: In(['VITAMIN_D3', 'ZINC', 'MAGNESIUM', 'SELENIUM']) });
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}

const validationOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.validation as Record<string, string[]> | undefined;

const storedDoses = (app: INestApplication, patientId: string) =>
  app
    .get(DataSource)
    .getRepository(PatientMicronutrient)
    .find({ where: { patient_id: patientId }, order: { micronutrient_id: 'ASC' } });

describe('updatePatientMicronutrients', () => {
  let app: INestApplication;
  let ids: Record<string, string>;
  beforeAll(async () => {
    // No worker on these queues: the tests edit doses of patients the formula has not reached yet.
    app = await createTestApp(ownQueues());
    ids = await catalogue(app);
  });
  afterAll(() => closeApp(app));
  const createPatient = async (client: TestClient) => {
    const patient = await createNewPatient(client);
    await dropQueuedCalculation(app, patient.id);
    return patient;
  };

  it('is seeded with German and English names, units and dose ranges starting at 0', async () => {
    const rows = await app
      .get(DataSource)
      .getRepository(Micronutrient)
      .find({ order: { sort_order: 'ASC' } });
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows[0]).toMatchObject({ name_de: 'Vitamin D3', unit: 'IE', min_value: 0, max_value: 3884 });
    expect(rows.every((r) => r.name_de && r.name_en && r.unit && r.min_value === 0 && r.max_value > 0)).toBe(
      true,
    );
  });

  it('saves the doses, keeps the recommendation and stamps the patient', async () => {
    const { client, user } = await signedIn(app);
    const patient = await createPatient(client);
    // The formula's recommendation for zinc is already there.
    await app.get(DataSource).getRepository(PatientMicronutrient).insert({
      patient_id: patient.id,
      micronutrient_id: ids.ZINC,
      current_value: 10,
      recommended_value: 15,
      description: 'Empfehlung der Rezeptur',
    });
    const before = Date.now();
    const { updatePatientMicronutrients: saved } = await client.query<{
      updatePatientMicronutrients: { message: string; patient: Read['patient'] };
    }>(UPDATE, {
      input: {
        patient_id: patient.id,
        micronutrients: [
          { micronutrient_id: ids.VITAMIN_D3, current_value: 2000, description: 'Wintermonate' },
          { micronutrient_id: ids.ZINC, current_value: 12.5 },
          { micronutrient_id: ids.MAGNESIUM, current_value: 0.1 + 0.2 },
        ],
      },
    });
    expect(saved.message).toBe(SAVED);
    const { patient: read } = await client.query<Read>(PATIENT, { id: patient.id });
    expect(new Date(read.micronutrients_last_updated_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(saved.patient.micronutrients_last_updated_at).toBe(read.micronutrients_last_updated_at);
    const byId = new Map(read.latestMicronutrients.map((d) => [d.micronutrient_id, d]));
    expect(byId.get(ids.VITAMIN_D3)).toEqual({
      micronutrient_id: ids.VITAMIN_D3,
      current_value: 2000,
      recommended_value: null,
      description: 'Wintermonate',
    });
    expect(byId.get(ids.ZINC)).toEqual({
      micronutrient_id: ids.ZINC,
      current_value: 12.5,
      recommended_value: 15,
      description: 'Empfehlung der Rezeptur',
    });
    expect(byId.get(ids.MAGNESIUM)?.current_value).toBe(0.3);
    expect(saved.patient.latestMicronutrients).toHaveLength(3);

    // Removing a micronutrient (0.00) and clearing a description; the upper bound is allowed.
    await client.query(UPDATE, {
      input: {
        patient_id: patient.id,
        micronutrients: [
          { micronutrient_id: ids.ZINC, current_value: 0, description: null },
          { micronutrient_id: ids.VITAMIN_D3, current_value: 3884 },
        ],
      },
    });
    const doses = await storedDoses(app, patient.id);
    expect(doses.find((d) => d.micronutrient_id === ids.ZINC)).toMatchObject({
      current_value: 0,
      recommended_value: 15,
      description: null,
    });
    expect(doses.find((d) => d.micronutrient_id === ids.VITAMIN_D3)).toMatchObject({
      current_value: 3884,
      description: 'Wintermonate',
    });
    const audit = await app
      .get(DataSource)
      .getRepository(AuditLog)
      .findBy({ event: 'patient.micronutrients_updated', subject_id: patient.id });
    expect(audit).toHaveLength(2);
    expect(audit[0].user_id).toBe(user.id);
  });

  describe('refuses bad input and changes nothing', () => {
    it.each([
      [
        'an unknown micronutrient',
        (i: Record<string, string>) => [{ micronutrient_id: '99999999', current_value: 1 }, ok(i)],
        'input.micronutrients.0.micronutrient_id',
        'Unbekannter Mikronährstoff.',
      ],
      [
        'a malformed id',
        (i: Record<string, string>) => [ok(i), { micronutrient_id: 'abc', current_value: 1 }],
        'input.micronutrients.1.micronutrient_id',
        // The shared argument guard answers malformed ids before the area's own check.
        'Unbekannter Eintrag.',
      ],
      [
        'a value above the maximum',
        (i: Record<string, string>) => [ok(i), { micronutrient_id: i.VITAMIN_D3, current_value: 3884.01 }],
        'input.micronutrients.1.current_value',
        'Der Wert für Vitamin D3 muss zwischen 0 und 3.884 IE liegen.',
      ],
      [
        'a negative value',
        (i: Record<string, string>) => [{ micronutrient_id: i.SELENIUM, current_value: -1 }],
        'input.micronutrients.0.current_value',
        'Der Wert für Selen muss zwischen 0 und 200 µg liegen.',
      ],
      [
        'more than two decimals',
        (i: Record<string, string>) => [{ micronutrient_id: i.ZINC, current_value: 1.005 }],
        'input.micronutrients.0.current_value',
        'Der Wert darf höchstens zwei Nachkommastellen haben.',
      ],
      [
        'the same micronutrient twice',
        (i: Record<string, string>) => [ok(i), { micronutrient_id: i.MAGNESIUM, current_value: 100 }],
        'input.micronutrients.1.micronutrient_id',
        'Dieser Mikronährstoff ist mehrfach angegeben.',
      ],
      [
        'an empty list',
        () => [],
        'input.micronutrients',
        'Bitte geben Sie mindestens einen Mikronährstoff an.',
      ],
      [
        'a description that is too long',
        (i: Record<string, string>) => [{ ...ok(i), description: 'x'.repeat(1001) }],
        'input.micronutrients.0.description',
        'Darf höchstens 1000 Zeichen lang sein.',
      ],
    ])('%s', async (_case, items, path, message) => {
      const { client } = await signedIn(app);
      const patient = await createPatient(client);
      const result = await client.graphql(UPDATE, {
        input: { patient_id: patient.id, micronutrients: items(ids) },
      });
      expect(result.errors?.[0]?.message).toBe(
        'Validation failed for the field [updatePatientMicronutrients].',
      );
      expect(validationOf(result)?.[path]).toEqual([message]);
      expect(await storedDoses(app, patient.id)).toEqual([]);
      const stored = await app.get(DataSource).getRepository(Patient).findOneByOrFail({ id: patient.id });
      expect(stored.micronutrients_last_updated_at).toBeNull();
    });

    it('reports every bad item at once', async () => {
      const { client } = await signedIn(app);
      const patient = await createPatient(client);
      const result = await client.graphql(UPDATE, {
        input: {
          patient_id: patient.id,
          micronutrients: [
            { micronutrient_id: ids.ZINC, current_value: 14 },
            { micronutrient_id: '99999999', current_value: 1 },
          ],
        },
      });
      expect(validationOf(result)).toEqual({
        'input.micronutrients.0.current_value': ['Der Wert für Zink muss zwischen 0 und 13 mg liegen.'],
        'input.micronutrients.1.micronutrient_id': ['Unbekannter Mikronährstoff.'],
      });
    });

    it('refuses values that are not numbers before anything runs', async () => {
      const { client } = await signedIn(app);
      const patient = await createPatient(client);
      const result = await client.graphql(UPDATE, {
        input: {
          patient_id: patient.id,
          micronutrients: [{ micronutrient_id: ids.ZINC, current_value: 'viel' }],
        },
      });
      expect(result.status).toBe(400);
      expect(await storedDoses(app, patient.id)).toEqual([]);
    });
  });

  it("treats another doctor's patient as not found and changes nothing", async () => {
    const owner = await signedIn(app);
    const patient = await createPatient(owner.client);
    const intruder = await signedIn(app);
    for (const patientId of [patient.id, '99999999']) {
      const result = await intruder.client.graphql(UPDATE, {
        input: { patient_id: patientId, micronutrients: [ok(ids)] },
      });
      expect(result.errors?.[0]).toMatchObject({
        message: 'Patient not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const malformed = await intruder.client.graphql(UPDATE, {
      input: { patient_id: 'abc', micronutrients: [ok(ids)] },
    });
    expect(validationOf(malformed)).toEqual({ 'input.patient_id': ['Unbekannter Eintrag.'] });
    expect(await storedDoses(app, patient.id)).toEqual([]);
  });

  it('lets an admin edit any practice’s patient, audited as the admin', async () => {
    const owner = await signedIn(app);
    const patient = await createPatient(owner.client);
    const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
    const { updatePatientMicronutrients } = await admin.client.query<{
      updatePatientMicronutrients: { message: string };
    }>(UPDATE, { input: { patient_id: patient.id, micronutrients: [ok(ids)] } });
    expect(updatePatientMicronutrients.message).toBe(SAVED);
    expect(await storedDoses(app, patient.id)).toHaveLength(1);
    const audit = await app
      .get(DataSource)
      .getRepository(AuditLog)
      .findOneByOrFail({ event: 'patient.micronutrients_updated', subject_id: patient.id });
    expect(audit.user_id).toBe(admin.user.id);
  });

  it('is refused to anonymous callers', async () => {
    const result = await new TestClient(app).graphql(UPDATE, {
      input: { patient_id: '1', micronutrients: [ok(ids)] },
    });
    expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
  });

  it('is refused while a formula calculation for the patient is queued', async () => {
    const { client } = await signedIn(app);
    // Creating the patient queued the first calculation (no worker runs it here).
    const patient = await createNewPatient(client);
    const result = await client.graphql(UPDATE, {
      input: { patient_id: patient.id, micronutrients: [ok(ids)] },
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'PATIENT_IS_BEING_PROCESSED',
      extensions: { code: 'CONFLICT' },
    });
    expect(await storedDoses(app, patient.id)).toEqual([]);
    // Once the calculation is over, the same change goes through.
    await dropQueuedCalculation(app, patient.id);
    await client.query(UPDATE, { input: { patient_id: patient.id, micronutrients: [ok(ids)] } });
    expect(
      (await storedDoses(app, patient.id)).map((dose) => [dose.micronutrient_id, dose.current_value]),
    ).toEqual([[ok(ids).micronutrient_id, ok(ids).current_value]]);
  });
});

describe('updatePatientMicronutrients in maintenance mode', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp({ MAINTENANCE_MODE: 'true' });
  });
  afterAll(() => closeApp(app));

  it('is refused with the write-access message and changes nothing', async () => {
    const { client, user } = await signedIn(app);
    await insertPatients(app, user.medical_center_id!, 1, 'Wartung');
    const patient = await app
      .get(DataSource)
      .getRepository(Patient)
      .findOneByOrFail({ medical_center_id: user.medical_center_id! });
    const result = await client.graphql(UPDATE, {
      input: { patient_id: patient.id, micronutrients: [ok(await catalogue(app))] },
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'This action requires write access.',
      extensions: { code: 'WRITE_ACCESS_REQUIRED' },
    });
    expect(await storedDoses(app, patient.id)).toEqual([]);
  });
});

/** A dose that passes every rule. */
function ok(ids: Record<string, string>) {
  return { micronutrient_id: ids.MAGNESIUM, current_value: 150 };
}
