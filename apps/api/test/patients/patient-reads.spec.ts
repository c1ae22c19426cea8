import type { INestApplication } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../../src/common/redis/redis.module.js';
import { AppConfig } from '../../src/config/app-config.js';
import { AuditLog } from '../../src/modules/audit/audit-log.entity.js';
import type { Viewer } from '../../src/common/auth/viewer.js';
import { formulaJobId } from '../../src/modules/formulas/formulas.jobs.js';
import {
  PATIENT_VIEW_WINDOW_SECONDS,
  patientViewKey,
} from '../../src/modules/patients/services/patient-views.service.js';
import { FORMULAS_QUEUE } from '../../src/modules/formulas/formulas.jobs.js';
import { Permission } from '@portal/shared-types';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { TestClient } from '../helpers/client.js';
import { createPatient } from '../helpers/patients.js';
import { countStatements } from '../helpers/query-counter.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { ownQueues } from '../helpers/formulas.js';
import { webOperation } from '../helpers/web-operations.js';

const PATIENT = 'query ($id: ID!) { patient(id: $id) { id first_name } }';
// What the web's processing poll sends (useProcessingPollQuery).
const POLL = 'query ($id: ID!) { patientProcessingStatus(id: $id) { id isBeingProcessed } }';

// The profile page's one query, exactly as Relay compiled it for the web.
const PROFILE = webOperation('PatientProfilePageQuery');

describe('reading a patient', () => {
  let app: INestApplication;
  beforeAll(async () => {
    // No worker on these queues: a calculation a change queues stays queued.
    app = await createTestApp(ownQueues());
  });
  afterAll(() => closeApp(app));

  const views = (patientId: string) =>
    app
      .get(DataSource)
      .getRepository(AuditLog)
      .find({ where: { event: 'patient.viewed', subject_id: patientId }, order: { id: 'ASC' } });
  const viewKey = (userId: string, patientId: string) =>
    patientViewKey(
      app.get(AppConfig).redisPrefix,
      { user: { id: userId }, impersonator: null } as Viewer,
      patientId,
    );

  describe('the view audit', () => {
    it('records one view per viewer and patient per window, and again once the window has passed', async () => {
      const doctor = await signedIn(app);
      const patient = await createPatient(doctor.client);
      await doctor.client.query(PATIENT, { id: patient.id });
      await doctor.client.query(PATIENT, { id: patient.id });
      expect(await views(patient.id)).toHaveLength(1);

      const redis = app.get<Redis>(REDIS);
      const key = viewKey(doctor.user.id, patient.id);
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(PATIENT_VIEW_WINDOW_SECONDS - 60);
      expect(ttl).toBeLessThanOrEqual(PATIENT_VIEW_WINDOW_SECONDS);

      // The window ends (Redis expires the mark), and the next read is recorded again.
      await redis.pexpire(key, 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await doctor.client.query(PATIENT, { id: patient.id });
      const rows = await views(patient.id);
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.user_id === doctor.user.id)).toBe(true);
    });

    it('keeps viewers apart: another user, and an admin acting as the doctor, each get their own row', async () => {
      const doctor = await signedIn(app);
      const patient = await createPatient(doctor.client);
      await doctor.client.query(PATIENT, { id: patient.id });
      const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
      await admin.client.query(PATIENT, { id: patient.id });
      await admin.client.query(`mutation { loginAsDoctor(doctorId: "${doctor.doctor!.id}") { id } }`);
      await admin.client.csrf();
      await admin.client.query(PATIENT, { id: patient.id });
      await admin.client.query(PATIENT, { id: patient.id });
      const rows = await views(patient.id);
      expect(rows.map((row) => [row.user_id, row.impersonator_id])).toEqual([
        [doctor.user.id, null],
        [admin.user.id, null],
        [doctor.user.id, admin.user.id],
      ]);
    });

    it('records nothing for a read that is refused', async () => {
      const owner = await signedIn(app);
      const patient = await createPatient(owner.client);
      const intruder = await signedIn(app);
      const result = await intruder.client.graphql(PATIENT, { id: patient.id });
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await views(patient.id)).toHaveLength(0);
    });
  });

  describe('the processing poll (patientProcessingStatus)', () => {
    it("answers the doctor's own patient from the queue, in one statement after the viewer, without an audit row", async () => {
      const doctor = await signedIn(app);
      const patient = await createPatient(doctor.client);
      await doctor.client.query(POLL, { id: patient.id }); // warm up the session
      const queued = await countStatements(app, () => doctor.client.query(POLL, { id: patient.id }));
      // The viewer (loaded with the session) and the visibility check; the flag comes from Redis.
      expect(queued.count).toBeLessThanOrEqual(2);
      // Creating the patient queued the first calculation.
      expect(
        await doctor.client.query<{ patientProcessingStatus: unknown }>(POLL, { id: patient.id }),
      ).toEqual({ patientProcessingStatus: { id: patient.id, isBeingProcessed: true } });

      await app.get(QueueRegistry).queue(FORMULAS_QUEUE).remove(formulaJobId(patient.id));
      expect(
        await doctor.client.query<{ patientProcessingStatus: unknown }>(POLL, { id: patient.id }),
      ).toEqual({ patientProcessingStatus: { id: patient.id, isBeingProcessed: false } });
      expect(await views(patient.id)).toHaveLength(0);
    });

    it("treats another practice's patient as not found and refuses anonymous callers", async () => {
      const owner = await signedIn(app);
      const patient = await createPatient(owner.client);
      const intruder = await signedIn(app);
      for (const id of [patient.id, '99999999']) {
        expect((await intruder.client.graphql(POLL, { id })).errors?.[0]).toMatchObject({
          message: 'Patient not found.',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      const anonymous = await new TestClient(app).graphql(POLL, { id: patient.id });
      expect(anonymous.errors?.[0]?.message).toBe('Unauthenticated.');
      expect(anonymous.data).toBeNull();
    });

    it("answers an admin for any practice's patient", async () => {
      const owner = await signedIn(app);
      const patient = await createPatient(owner.client);
      const admin = await signedIn(app, { permissions: [Permission.ManageMedicalCenters] });
      expect(await admin.client.query(POLL, { id: patient.id })).toEqual({
        patientProcessingStatus: { id: patient.id, isBeingProcessed: true },
      });
    });
  });

  describe('the profile page', () => {
    it('loads card, tabs and processing flag in one request of at most 9 statements', async () => {
      const doctor = await signedIn(app);
      const patient = await createPatient(doctor.client);
      await doctor.client.query('{ me { id } }'); // warm up the session
      const first = await countStatements(app, () => doctor.client.query(PROFILE, { id: patient.id }));
      // Viewer, patient, the view's audit row, countries, shipping address, latest answers (+ country), the
      // card's plan badge (the newest subscription) and the lifestyle tab's questionnaire link.
      expect(first.count).toBeLessThanOrEqual(9);
      // Within the view window the audit row is not written again.
      const again = await countStatements(app, () => doctor.client.query(PROFILE, { id: patient.id }));
      expect(again.count).toBe(first.count - 1);
      expect(await views(patient.id)).toHaveLength(1);
    });
  });
});
