import type { EntityManager } from 'typeorm';
import { Doctor } from './entities/doctor.entity.js';

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
