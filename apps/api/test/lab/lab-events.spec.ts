// The lab's consequences through domain events (issue 29): a registered sample is queued for the lab
// (SampleRegistered), a lab report is stored as the patient's results in the applying transaction and
// the patient recalculated after its commit (LabResultsArrived, LabPartResultsReady). A cause rolled
// back leaves no consequence.
import type { INestApplication } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainEvents } from '../../src/events/index.js';
import { FORMULAS_QUEUE, formulaJobIds } from '../../src/modules/formulas/formulas.jobs.js';
import { LabPartResultsReady, LabResultsArrived } from '../../src/modules/lab/index.js';
import { LAB_QUEUE, labSendJobId } from '../../src/modules/lab/lab.jobs.js';
import { LabReport } from '../../src/modules/lab/lab-report.entity.js';
import { NoiOrder } from '../../src/modules/orders/noi-order.entity.js';
import { NoiOrderStatus, NoiOrderType, PaymentStatus } from '../../src/modules/orders/order-status.js';
import { AnalysisResult } from '../../src/modules/results/blood-analysis/entities/analysis-result.entity.js';
import { GenotypeResult } from '../../src/modules/results/dna-analysis/entities/genotype-result.entity.js';
import { Sample, SampleStatus, SampleType } from '../../src/modules/samples/sample.entity.js';
import { SampleRegistered } from '../../src/modules/samples/index.js';
import { QueueRegistry } from '../../src/queue/queue-registry.service.js';
import { bloodOrder, insertLabReport } from '../helpers/blood-analysis.js';
import { dropQueuedCalculation, ownQueues } from '../helpers/formulas.js';
import { uniqueBarcode } from '../helpers/lab.js';
import { insertOrder } from '../helpers/orders.js';
import { createPatient } from '../helpers/patients.js';
import { signedIn } from '../helpers/session.js';
import { closeApp, createTestApp } from '../helpers/test-app.js';

const REGISTER_SAMPLE = `mutation ($input: RegisterSampleInput!) { registerSample(input: $input) { id status } }`;

class RolledBack extends Error {}

let app: INestApplication;
let doctor: Awaited<ReturnType<typeof signedIn>>;
// The suite's own queues and no worker: what the listeners queue stays waiting there to be looked at.
beforeAll(async () => {
  app = await createTestApp(ownQueues());
  doctor = await signedIn(app);
});
afterAll(() => closeApp(app));

const db = () => app.get(DataSource);
const queue = (name: string) => app.get(QueueRegistry).queue(name);
const publishing = async (work: (manager: EntityManager) => Promise<unknown>, rollBack: boolean) => {
  const run = db().transaction(async (manager) => {
    await work(manager);
    if (rollBack) throw new RolledBack();
  });
  if (rollBack) await expect(run).rejects.toBeInstanceOf(RolledBack);
  else await run;
  // The after-commit listeners run once the transaction has given its connection back.
  await app.get(DomainEvents).settled();
};
const eventsOf = (name: string, key: string, value: string) =>
  db().query<{ delivered: boolean }[]>(
    `SELECT delivered_at IS NOT NULL AS delivered FROM domain_events WHERE name = $1 AND payload->>$2 = $3`,
    [name, key, value],
  );
const formulaJobQueued = async (patientId: string) => {
  for (const jobId of formulaJobIds(patientId)) if (await queue(FORMULAS_QUEUE).getJob(jobId)) return true;
  return false;
};

describe('SampleRegistered', () => {
  /** A paid order whose blood part waits for its sample. */
  async function paidBloodOrder() {
    const patient = await createPatient(doctor.client);
    const order = await insertOrder(app, patient.id, {
      parts: { [NoiOrderType.blood]: NoiOrderStatus.SampleNotRegistered },
      paymentStatus: PaymentStatus.Success,
    });
    const part = await db().getRepository(NoiOrder).findOneByOrFail({ order_id: order.id });
    return { order, part };
  }

  it("is published by a registration; the lab queues the paid order's part after the commit", async () => {
    const { order, part } = await paidBloodOrder();
    const result = await doctor.client.graphql(REGISTER_SAMPLE, {
      input: { id: order.id, type: 'Blood', barcode: uniqueBarcode() },
    });
    expect(result.errors).toBeUndefined();
    const sample = await db().getRepository(Sample).findOneByOrFail({ order_id: order.id });
    expect(await eventsOf(SampleRegistered.name, 'orderId', order.id)).toEqual([{ delivered: true }]);
    expect(await queue(LAB_QUEUE).getJob(labSendJobId(part.id, sample.id))).toBeDefined();
  });

  it('rolled back with its cause, queues nothing', async () => {
    const { order, part } = await paidBloodOrder();
    let sampleId = '';
    await publishing(async (manager) => {
      await manager.update(NoiOrder, { id: part.id }, { status: NoiOrderStatus.SampleRegistered });
      const inserted = await manager.insert(Sample, {
        order_id: order.id,
        type: SampleType.Blood,
        barcode: uniqueBarcode(),
        status: SampleStatus.Registered,
        registered_at: new Date(),
      });
      sampleId = String((inserted.identifiers[0] as { id: string }).id);
      await app.get(DomainEvents).publish(manager, SampleRegistered, { orderId: order.id });
    }, true);
    expect(await eventsOf(SampleRegistered.name, 'orderId', order.id)).toEqual([]);
    expect(await queue(LAB_QUEUE).getJob(labSendJobId(part.id, sampleId))).toBeUndefined();
  });
});

describe('LabResultsArrived', () => {
  async function reportWithResults() {
    const patient = await createPatient(doctor.client);
    const target = await bloodOrder(app, patient.id);
    const report = await insertLabReport(app, target, 1, [{ code: 'FERRITIN', value: 48.5, unit: 'µg/l' }]);
    await db()
      .getRepository(LabReport)
      .update(report.id, { genotypes: [{ gene: 'MTHFR', rsId: 'rs1801133', genotype: 'TT' }] });
    // Creating the patient queued a calculation of its own.
    await dropQueuedCalculation(app, patient.id);
    return { patientId: patient.id, orderId: target.order.id, labReportId: report.id };
  }
  const stored = async (labReportId: string) => ({
    blood: await db().getRepository(AnalysisResult).countBy({ lab_report_id: labReportId }),
    genotypes: await db().getRepository(GenotypeResult).countBy({ lab_report_id: labReportId }),
  });

  it('stores the blood values and genotypes in the transaction and queues a recalculation after it', async () => {
    const arrived = await reportWithResults();
    expect(await formulaJobQueued(arrived.patientId)).toBe(false);
    await publishing(async (manager) => {
      await app.get(DomainEvents).publish(manager, LabResultsArrived, arrived);
      // In the publishing transaction: stored before the commit.
      expect(await manager.countBy(AnalysisResult, { lab_report_id: arrived.labReportId })).toBe(1);
      expect(await manager.countBy(GenotypeResult, { lab_report_id: arrived.labReportId })).toBe(1);
    }, false);
    expect(await stored(arrived.labReportId)).toEqual({ blood: 1, genotypes: 1 });
    expect(await formulaJobQueued(arrived.patientId)).toBe(true);
  });

  it('rolled back with its cause, stores and queues nothing', async () => {
    const arrived = await reportWithResults();
    await publishing((manager) => app.get(DomainEvents).publish(manager, LabResultsArrived, arrived), true);
    expect(await stored(arrived.labReportId)).toEqual({ blood: 0, genotypes: 0 });
    expect(await formulaJobQueued(arrived.patientId)).toBe(false);
  });
});

describe('LabPartResultsReady', () => {
  it('queues a recalculation after the commit, none when rolled back', async () => {
    const patient = await createPatient(doctor.client);
    const order = await insertOrder(app, patient.id);
    await dropQueuedCalculation(app, patient.id);
    const ready = { orderId: order.id, patientId: patient.id };
    await publishing((manager) => app.get(DomainEvents).publish(manager, LabPartResultsReady, ready), true);
    expect(await formulaJobQueued(patient.id)).toBe(false);
    await publishing((manager) => app.get(DomainEvents).publish(manager, LabPartResultsReady, ready), false);
    expect(await formulaJobQueued(patient.id)).toBe(true);
  });
});
