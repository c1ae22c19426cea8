import type { EntityManager } from 'typeorm';
import { Doctor } from '../users/entities/doctor.entity.js';

// Customer numbers come from a Postgres sequence (created by the Registration migration); numbers
// already taken by hand-made rows (seeds, imports) are skipped.
export async function nextAccountingCode(manager: EntityManager): Promise<string> {
  for (;;) {
    const [{ value }] = await manager.query<[{ value: string }]>(
      `SELECT nextval('doctor_accounting_code_seq')::text AS value`,
    );
    const code = `D-${value}`;
    if (!(await manager.existsBy(Doctor, { accounting_code: code }))) return code;
  }
}

/** Logs the user out everywhere (sessions live in Postgres, see common/http/session.ts). */
export async function destroySessionsOf(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`DELETE FROM sessions WHERE sess->>'userId' = $1`, [userId]);
}

/** Postgres unique violation of the live-e-mail index: someone registered the address meanwhile. */
export function isEmailTaken(error: unknown): boolean {
  const driverError = error as { code?: string; constraint?: string; driverError?: { constraint?: string } };
  return (
    driverError.code === '23505' &&
    (driverError.constraint ?? driverError.driverError?.constraint) === 'users_email_unique'
  );
}
