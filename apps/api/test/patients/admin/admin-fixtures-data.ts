import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A subscription of the patient in the given status, written straight to the table. */
export async function insertSubscription(
  app: INestApplication,
  patientId: string,
  status: 'active' | 'paused' | 'canceled',
  startedAt = new Date(),
): Promise<{ id: string; paused_at: Date | null; canceled_at: Date | null; start_date: Date }> {
  const [row] = await app.get(DataSource).query(
    `INSERT INTO subscriptions (patient_id, medical_center_id, status, start_date, current_period_start,
       current_period_end, paused_at, canceled_at)
     SELECT p.id, p.medical_center_id, $2::subscription_status, $3, $3, $3::timestamptz + interval '90 days',
            CASE WHEN $2::text = 'paused' THEN $4::timestamptz END, CASE WHEN $2::text = 'canceled' THEN $4::timestamptz END
     FROM patients p WHERE p.id = $1
     RETURNING id, start_date, paused_at, canceled_at`,
    [patientId, status, startedAt, new Date(startedAt.getTime() + DAY_MS)],
  );
  return row;
}
