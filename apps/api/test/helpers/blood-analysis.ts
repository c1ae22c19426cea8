import type { INestApplication } from '@nestjs/common';
import { todayIsoDate } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import {
  AnalysisParameter,
  AnalysisType,
} from '../../src/modules/results/blood-analysis/entities/analysis-parameter.entity.js';
import { LabReport, type LabReportBloodValue } from '../../src/modules/lab/lab-report.entity.js';
import { NoiOrder } from '../../src/modules/orders/noi-order.entity.js';
import { NoiOrderStatus, NoiOrderType } from '../../src/modules/orders/order-status.js';
import type { TestClient } from './client.js';
import { insertOrder } from './orders.js';

/** The seeded blood markers by code. */
export async function bloodMarkers(app: INestApplication): Promise<Map<string, AnalysisParameter>> {
  const rows = await app
    .get(DataSource)
    .getRepository(AnalysisParameter)
    .find({ where: { analysis_type: AnalysisType.Blood }, order: { sort_order: 'ASC' } });
  return new Map(rows.map((row) => [row.code, row]));
}

/** A placed blood order of the patient with its lab part, for lab reports. */
export async function bloodOrder(app: INestApplication, patientId: string) {
  const order = await insertOrder(app, patientId, {
    parts: { [NoiOrderType.blood]: NoiOrderStatus.SentToLab },
  });
  const part = await app.get(DataSource).getRepository(NoiOrder).findOneByOrFail({ order_id: order.id });
  const labOrderId = `lab_${order.id}_${Date.now()}`;
  await app.get(DataSource).getRepository(NoiOrder).update(part.id, { noi_order_id: labOrderId });
  return { order, part, labOrderId };
}

/** A report version as the lab module keeps it. */
export async function insertLabReport(
  app: INestApplication,
  target: { order: { id: string }; part: { id: string }; labOrderId: string },
  version: number,
  blood: LabReportBloodValue[],
  collectedOn = '2026-03-02',
): Promise<LabReport> {
  const repository = app.get(DataSource).getRepository(LabReport);
  return repository.save(
    repository.create({
      order_id: target.order.id,
      noi_order_id: target.part.id,
      lab_order_id: target.labOrderId,
      report_id: `rep_${target.labOrderId}_${version}`,
      version,
      status: version === 1 ? 'final' : 'corrected',
      issued_at: new Date(),
      collected_on: collectedOn,
      blood,
      genotypes: [],
    }),
  );
}

/** Blood values the doctor types in today (saveBloodResults), by marker code: `{ FERRITIN: '100' }`. */
export async function saveBloodValues(
  app: INestApplication,
  client: TestClient,
  patientId: string,
  values: Record<string, string>,
): Promise<void> {
  const markers = await bloodMarkers(app);
  await client.query(
    `mutation ($p: ID!, $d: String!, $v: [BloodResultValueInput!]!) { saveBloodResults(patientId: $p, date: $d, values: $v) { id } }`,
    {
      p: patientId,
      d: todayIsoDate(),
      v: Object.entries(values).map(([code, value]) => ({
        analysisParameterId: markers.get(code)!.id,
        value,
      })),
    },
  );
}
