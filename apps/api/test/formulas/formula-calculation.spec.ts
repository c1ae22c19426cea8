import { jest } from '@jest/globals';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { compileFormula } from '../../src/modules/formulas/engine/index.js';
import { FormulaRun } from '../../src/modules/formulas/entities/formula-run.entity.js';
import { FormulaTemplateVersion } from '../../src/modules/formulas/entities/formula-template-version.entity.js';
import { FormulaTemplate } from '../../src/modules/formulas/entities/formula-template.entity.js';
import { MicronutrientRecommendation } from '../../src/modules/formulas/entities/micronutrient-recommendation.entity.js';
import { FormulaTrigger } from '../../src/modules/formulas/formula-trigger.service.js';
import { FORMULAS_QUEUE } from '../../src/modules/formulas/formulas.jobs.js';
import { Micronutrient } from '../../src/modules/results/micronutrients/micronutrient.entity.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import type { TestClient } from '../helpers/client.js';
import { bloodMarkers } from '../helpers/blood-analysis.js';
import { calculated, holdTemplateSet, ownQueues } from '../helpers/formulas.js';
import { createPatient } from '../helpers/patients.js';
import { eventually } from '../helpers/payments.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';
import { startBuiltProcess } from '../helpers/processes.js';
import { startTestWorker } from '../helpers/worker.js';

const EXPLANATION = `source template_name template_version raw_value recommended_value clamped min_value max_value
  inputs { name label value } calculated_at failure`;
const PATIENT = `query ($id: ID!) { patient(id: $id) {
  id isBeingProcessed micronutrients_last_updated_at
  latestMicronutrients { micronutrient_id current_value recommended_value explanation { ${EXPLANATION} } warnings }
} }`;
const SAVE_BLOOD = `mutation ($patientId: ID!, $date: String!, $values: [BloodResultValueInput!]!) {
  saveBloodResults(patientId: $patientId, date: $date, values: $values) { id values { id } } }`;
const DELETE_VALUE = `mutation ($id: ID!) { deleteAnalysisResult(id: $id) { id } }`;
const UPDATE_DOSES = `mutation ($input: UpdatePatientMicronutrientsInput!) { updatePatientMicronutrients(input: $input) { message } }`;
const UPSERT_TEMPLATE = `mutation ($input: FormulaTemplateInput!) { upsertFormulaTemplate(input: $input) { id version } }`;

interface Explanation {
  source: string;
  template_name: string;
  template_version: number;
  raw_value: number | null;
  recommended_value: number | null;
  clamped: string | null;
  min_value: number;
  max_value: number;
  inputs: { name: string; label: string; value: number | null }[];
  failure: string | null;
}
interface Dose {
  micronutrient_id: string;
  current_value: number;
  recommended_value: number | null;
  explanation: Explanation | null;
  warnings: string[];
}
interface PatientView {
  id: string;
  isBeingProcessed: boolean;
  micronutrients_last_updated_at: string | null;
  latestMicronutrients: Dose[];
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const germanDate = (iso: string) => iso.split('-').reverse().join('.');

// Jobs, a worker and (once) a child process lie between a change and its result: generous on a busy machine.
jest.setTimeout(90_000);

describe('the formula calculation', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let doctor: Awaited<ReturnType<typeof signedIn>>;
  let codes: Map<string, string>;

  beforeAll(async () => {
    const queues = { ...ownQueues(), JOB_LOCK_MS: '2000' };
    app = await createTestApp(queues);
    worker = await startTestWorker(queues);
    doctor = await signedIn(app);
    const rows = await db().getRepository(Micronutrient).find();
    codes = new Map(rows.map((row) => [row.code, row.id]));
  });
  afterAll(async () => {
    await worker.close();
    await closeApp(app);
  });
  // Every test here expects a dose per micronutrient: never while the formula tool's suite removes one's template.
  let releaseTemplateSet: () => Promise<void>;
  beforeEach(async () => {
    releaseTemplateSet = await holdTemplateSet(app, 'counting');
  });
  afterEach(() => releaseTemplateSet());

  const db = () => app.get(DataSource);
  const read = async (id: string, client: TestClient = doctor.client) =>
    (await client.query<{ patient: PatientView }>(PATIENT, { id })).patient;
  const doseOf = (patient: PatientView, code: string) =>
    patient.latestMicronutrients.find((dose) => dose.micronutrient_id === codes.get(code));
  const runsOf = (patientId: string) =>
    db()
      .getRepository(FormulaRun)
      .find({ where: { patient_id: patientId } });
  const answerIds = async () => {
    const { lifestyleQuestions } = await doctor.client.query<{
      lifestyleQuestions: { data: { id: string; key_question: string }[] };
    }>('{ lifestyleQuestions(biologicalSex: Female, page: 1) { data { id key_question } } }');
    return (key: string) => lifestyleQuestions.data.find((q) => q.key_question === key)!.id;
  };

  it('gives a new adult patient a dose per micronutrient, each what its template version gives for the stored inputs', async () => {
    const question = await answerIds();
    const patient = await createPatient(doctor.client, {
      answers: { upsert: [{ question_id: question('DIET_TYPE'), values: ['VEGAN'] }] },
    });
    await calculated(app, patient.id);
    const view = await read(patient.id);
    expect(view.isBeingProcessed).toBe(false);
    expect(view.micronutrients_last_updated_at).not.toBeNull();
    expect(view.latestMicronutrients).toHaveLength(codes.size);
    const b12 = doseOf(view, 'VITAMIN_B12')!;
    expect(b12.explanation).toMatchObject({
      source: 'formula',
      template_name: expect.stringContaining('B12'),
    });
    expect(b12.explanation!.inputs).toContainEqual(
      expect.objectContaining({ name: 'answer_DIET_TYPE_VEGAN', value: 1 }),
    );
    // Recomputed here from the stored version and inputs: the explanation is exactly what produced the dose.
    const rows = await db().getRepository(MicronutrientRecommendation).findBy({ patient_id: patient.id });
    for (const row of rows) {
      const version = await db()
        .getRepository(FormulaTemplateVersion)
        .findOneByOrFail({ template_id: row.template_id, version: row.template_version });
      const scope = new Map(
        Object.entries(row.inputs).flatMap(([name, value]) =>
          value === null ? [] : [[name, value] as const],
        ),
      );
      const raw = compileFormula(version.formula, () => true).evaluate(scope);
      const micronutrient = await db()
        .getRepository(Micronutrient)
        .findOneByOrFail({ id: row.micronutrient_id });
      const expected =
        Math.round(Math.min(Math.max(raw, micronutrient.min_value), micronutrient.max_value) * 100) / 100;
      expect(row.value).toBeCloseTo(expected, 2);
      const dose = view.latestMicronutrients.find((d) => d.micronutrient_id === row.micronutrient_id)!;
      // No dose of the doctor's yet: the current value follows the recommendation.
      expect(dose).toMatchObject({ recommended_value: row.value, current_value: row.value });
    }
    expect(await runsOf(patient.id)).toEqual([
      expect.objectContaining({ outcome: 'Calculated', failures: 0 }),
    ]);
  });

  it('recalculates when blood values are saved or deleted, and keeps the doctor’s own dose apart', async () => {
    const patient = await createPatient(doctor.client);
    await calculated(app, patient.id);
    const vitaminD = (await bloodMarkers(app)).get('VITAMIN_D_25OH')!;
    const save = (date: string, value: string) =>
      doctor.client.query<{ saveBloodResults: { values: { id: string }[] } }>(SAVE_BLOOD, {
        patientId: patient.id,
        date: germanDate(date),
        values: [{ analysisParameterId: vitaminD.id, value }],
      });
    await save(daysAgo(30), '30');
    await calculated(app, patient.id);
    const low = doseOf(await read(patient.id), 'VITAMIN_D3')!;
    expect(low.explanation!.inputs).toContainEqual(
      expect.objectContaining({ name: 'blood_VITAMIN_D_25OH', value: 30 }),
    );

    // The doctor sets their own dose; a later, higher vitamin D value lowers the recommendation only.
    await doctor.client.query(UPDATE_DOSES, {
      input: {
        patient_id: patient.id,
        micronutrients: [{ micronutrient_id: codes.get('VITAMIN_D3'), current_value: 1234 }],
      },
    });
    const saved = await save(daysAgo(1), '95');
    await calculated(app, patient.id);
    const high = doseOf(await read(patient.id), 'VITAMIN_D3')!;
    expect(high.recommended_value!).toBeLessThan(low.recommended_value!);
    expect(high.current_value).toBe(1234);
    expect(high.explanation!.inputs).toContainEqual(
      expect.objectContaining({ name: 'blood_VITAMIN_D_25OH', value: 95 }),
    );

    await doctor.client.query(DELETE_VALUE, { id: saved.saveBloodResults.values[0].id });
    await calculated(app, patient.id);
    const again = doseOf(await read(patient.id), 'VITAMIN_D3')!;
    expect(again.recommended_value).toBe(low.recommended_value);
    expect(await runsOf(patient.id)).toHaveLength(4);
  });

  it('gives no recommendation to a patient under 18 (18 × 365 days)', async () => {
    const patient = await createPatient(doctor.client, { date_of_birth: daysAgo(18 * 365 - 1) });
    await calculated(app, patient.id);
    const view = await read(patient.id);
    expect(view.latestMicronutrients.every((dose) => dose.recommended_value === null)).toBe(true);
    expect(await runsOf(patient.id)).toEqual([expect.objectContaining({ outcome: 'UnderAge' })]);
    const adult = await createPatient(doctor.client, { date_of_birth: daysAgo(18 * 365) });
    await calculated(app, adult.id);
    expect(await runsOf(adult.id)).toEqual([expect.objectContaining({ outcome: 'Calculated' })]);
  });

  it('merges a second trigger while one waits: one run', async () => {
    const patient = await createPatient(doctor.client);
    await calculated(app, patient.id);
    const queue = app.get(QueueRegistry).queue(FORMULAS_QUEUE);
    await queue.pause();
    try {
      const trigger = app.get(FormulaTrigger);
      expect(await trigger.patientChanged(patient.id)).toBe('queued');
      expect(await trigger.patientChanged(patient.id)).toBe('merged');
      expect(await trigger.patientChanged(patient.id)).toBe('merged');
      expect(await queue.getWaitingCount()).toBe(1);
    } finally {
      await queue.resume();
    }
    await calculated(app, patient.id);
    expect(await runsOf(patient.id)).toHaveLength(2);
  });

  it('fails only the micronutrient whose formula fails for the patient, with the reason', async () => {
    const manager = await signedIn(app, {
      permissions: [Permission.ManageMedicalCenters, Permission.ManageFormulas],
    });
    const iron = await db()
      .getRepository(FormulaTemplate)
      .findOneByOrFail({ micronutrient_id: codes.get('IRON'), is_deleted: false });
    const save = (formula: string) =>
      manager.client.query(UPSERT_TEMPLATE, {
        input: {
          id: iron.id,
          name: iron.name,
          formula,
          micronutrient_id: iron.micronutrient_id,
          test_input_value: iron.test_input_value,
        },
      });
    // Only a patient of exactly 77.7 kg meets the division by zero; everyone else keeps the formula's value.
    await save(`weight == 77.7 ? 1 / (weight - weight) : (${iron.formula})`);
    try {
      const patient = await createPatient(doctor.client, { weight: 77.7 });
      await calculated(app, patient.id);
      const view = await read(patient.id);
      const dose = doseOf(view, 'IRON')!;
      expect(dose.recommended_value).toBeNull();
      expect(dose.explanation).toMatchObject({
        failure: 'Die Formel teilt durch null.',
        template_version: iron.version + 1,
      });
      expect(view.latestMicronutrients.filter((d) => d.recommended_value !== null)).toHaveLength(
        codes.size - 1,
      );
      expect(await runsOf(patient.id)).toEqual([
        expect.objectContaining({ outcome: 'Calculated', failures: 1 }),
      ]);
    } finally {
      await save(iron.formula);
    }
  });

  it('clamps whatever a template computes to the dose cap (upper level minus dietary intake), and says so', async () => {
    const manager = await signedIn(app, {
      permissions: [Permission.ManageMedicalCenters, Permission.ManageFormulas],
    });
    const zinc = await db()
      .getRepository(FormulaTemplate)
      .findOneByOrFail({ micronutrient_id: codes.get('ZINC'), is_deleted: false });
    const save = (formula: string, testInput: string | null) =>
      manager.client.query(UPSERT_TEMPLATE, {
        input: {
          id: zinc.id,
          name: zinc.name,
          formula,
          micronutrient_id: zinc.micronutrient_id,
          test_input_value: testInput,
        },
      });
    await save('100', null);
    try {
      const patient = await createPatient(doctor.client);
      await calculated(app, patient.id);
      const dose = doseOf(await read(patient.id), 'ZINC')!;
      // EFSA/SCF UL 25 mg minus 12 mg typical dietary intake (micronutrient-caps.data.ts).
      expect(dose.recommended_value).toBe(13);
      expect(dose.current_value).toBe(13);
      expect(dose.explanation).toMatchObject({
        source: 'formula',
        raw_value: 100,
        recommended_value: 13,
        clamped: 'max',
        max_value: 13,
      });
    } finally {
      await save(zinc.formula, zinc.test_input_value);
    }
  });

  it('leaves nothing half-written when the worker is killed mid-calculation, and runs the job again', async () => {
    const queues = { ...ownQueues(), JOB_LOCK_MS: '2000' };
    const other = await createTestApp(queues);
    const patient = await createPatient(doctor.client);
    await calculated(app, patient.id);
    // The built worker as a process of its own, what it writes to stderr kept for a failure's message.
    const workerProcess = startBuiltProcess('worker.js', {
      ...queues,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
    });
    const { child } = workerProcess;
    // The patient's row held by another transaction (not its key: the run's inserts that point at it go
    // through), so the calculation stops at its last write, with its runs and recommendations inserted.
    const holder = db().createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    let retried: INestApplicationContext | undefined;
    try {
      await holder.query('SELECT id FROM patients WHERE id = $1 FOR NO KEY UPDATE', [patient.id]);
      await other.get(FormulaTrigger).patientChanged(patient.id);
      await eventually(
        () =>
          db().query<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE "patients"%'`,
          ),
        ([row]) => row.n > 0,
        // A worker process's start and a calculation, on a machine the other suites keep busy.
        75_000,
      ).catch(async (error: Error) => {
        // What the database and the worker process were doing, for a failure seen only on a busy machine.
        const activity = await db().query<{ state: string; wait: string | null; query: string }[]>(
          `SELECT state, wait_event_type || ':' || wait_event AS wait, left(query, 120) AS query
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        const state = child.exitCode === null && child.signalCode === null ? 'running' : 'exited';
        throw new Error(
          `${error.message}; worker process ${state}, stderr: ${workerProcess.errors.join('').trim() || '(none)'}; ${JSON.stringify(activity)}`,
        );
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      await holder.rollbackTransaction();
      // The killed transaction wrote nothing: still the one run from the patient's creation.
      expect(await runsOf(patient.id)).toHaveLength(1);
      // A worker that is alive finds the stalled job and runs it again.
      retried = await startTestWorker(queues);
      await calculated(other, patient.id, 30_000);
      const runs = await runsOf(patient.id);
      expect(runs).toHaveLength(2);
      const recommendations = await db()
        .getRepository(MicronutrientRecommendation)
        .countBy({ run_id: runs[1].id });
      expect(recommendations).toBe(codes.size);
    } finally {
      child.kill('SIGKILL');
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
      await retried?.close();
      await closeApp(other);
    }
  }, 180_000);
});
