// A patient's recalculation follows the events of the areas whose data the formulas read (issue 29):
// results (BloodValuesChanged), patients (PatientDataChanged) and the questionnaire (LifestyleAnswered,
// QuestionnaireBodyUpdated). Each queues the calculation after its cause's commit; a cause rolled back
// queues nothing.
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type DomainEventDefinition, DomainEvents } from '../../src/events/index.js';
import { FORMULAS_QUEUE, formulaJobIds } from '../../src/modules/formulas/formulas.jobs.js';
import { PatientDataChanged } from '../../src/modules/patients/index.js';
import { LifestyleAnswered, QuestionnaireBodyUpdated } from '../../src/modules/questionnaire-links/index.js';
import { BloodValuesChanged } from '../../src/modules/results/index.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { dropQueuedCalculation, ownQueues } from '../helpers/formulas.js';
import { createPatient } from '../helpers/patients.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

class RolledBack extends Error {}

let app: INestApplication;
let doctor: Awaited<ReturnType<typeof signedIn>>;
// The suite's own queues and no worker: a queued calculation stays waiting there to be looked at.
beforeAll(async () => {
  app = await createTestApp(ownQueues());
  doctor = await signedIn(app);
});
afterAll(() => closeApp(app));

const queued = async (patientId: string) => {
  const queue = app.get(QueueRegistry).queue(FORMULAS_QUEUE);
  for (const jobId of formulaJobIds(patientId)) if (await queue.getJob(jobId)) return true;
  return false;
};
const outbox = (name: string, patientId: string) =>
  app
    .get(DataSource)
    .query<{ delivered: boolean }[]>(
      `SELECT delivered_at IS NOT NULL AS delivered FROM domain_events WHERE name = $1 AND payload->>'patientId' = $2`,
      [name, patientId],
    );

it('a created patient publishes PatientDataChanged; its first calculation is queued after the commit', async () => {
  const patient = await createPatient(doctor.client);
  expect(await outbox(PatientDataChanged.name, patient.id)).toEqual([{ delivered: true }]);
  expect(await queued(patient.id)).toBe(true);
});

describe.each([
  ['BloodValuesChanged', BloodValuesChanged],
  ['PatientDataChanged', PatientDataChanged],
  ['LifestyleAnswered', LifestyleAnswered],
  ['QuestionnaireBodyUpdated', QuestionnaireBodyUpdated],
] as [string, DomainEventDefinition<{ patientId: string }>][])('%s', (_, event) => {
  it('queues the recalculation after the commit, nothing when its cause rolls back', async () => {
    const patient = await createPatient(doctor.client);
    await dropQueuedCalculation(app, patient.id);
    // Creating the patient published one of its own (PatientDataChanged).
    const before = await outbox(event.name, patient.id);
    const events = app.get(DomainEvents);
    const rolledBack = app.get(DataSource).transaction(async (manager) => {
      await events.publish(manager, event, { patientId: patient.id });
      throw new RolledBack();
    });
    await expect(rolledBack).rejects.toBeInstanceOf(RolledBack);
    await events.settled();
    expect(await outbox(event.name, patient.id)).toEqual(before);
    expect(await queued(patient.id)).toBe(false);

    await app
      .get(DataSource)
      .transaction((manager) => events.publish(manager, event, { patientId: patient.id }));
    await events.settled();
    expect(await outbox(event.name, patient.id)).toEqual([...before, { delivered: true }]);
    expect(await queued(patient.id)).toBe(true);
  });
});
