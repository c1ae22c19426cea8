import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** A patient with a portal account, as the portal shows them. */
export interface PortalPatient {
  id: string;
  guid: string;
  first_name: string;
  last_name: string;
  email: string;
  date_of_birth: string;
  /** The practice caring for the patient; null after the patient was removed from it. */
  practice_name: string | null;
}

/** The patient portal's reads of patients that have an account. */
@Injectable()
export class PortalPatients {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async withAccount(
    where: { id: string } | { guid: string },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PortalPatient | null> {
    const [column, value] = 'id' in where ? ['p.id', where.id] : ['p.guid', where.guid];
    const [row] = await manager.query<PortalPatient[]>(
      `SELECT p.id::text AS id, p.guid, p.first_name, p.last_name, p.email,
              to_char(p.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, mc.name AS practice_name
         FROM patients p
         JOIN patient_accounts a ON a.patient_id = p.id
         LEFT JOIN medical_centers mc ON mc.id = p.medical_center_id
        WHERE ${column} = $1`,
      [value],
    );
    return row ?? null;
  }

  /** The account's argon2id hash (null without an account). */
  async passwordHash(
    patientId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
    const [row] = await manager.query<{ password: string }[]>(
      `SELECT password FROM patient_accounts WHERE patient_id = $1`,
      [patientId],
    );
    return row?.password ?? null;
  }
}

/** The login's and the account page's answer: the record summary without the birth date and practice. */
export const loginSummaryOf = ({ id, guid, first_name, last_name, email }: PortalPatient) => ({
  id,
  guid,
  first_name,
  last_name,
  email,
});

/**
 * The patients with a portal account whose e-mail is `email` (normalised), at most two: the login takes the address
 * only when exactly one account has it (it knows no practice, so the address must be unique across the portal).
 */
export async function portalAccountIdsByEmail(manager: EntityManager, email: string): Promise<string[]> {
  const rows = await manager.query<{ id: string }[]>(
    `SELECT p.id::text AS id FROM patient_accounts a JOIN patients p ON p.id = a.patient_id WHERE p.email = $1 LIMIT 2`,
    [email],
  );
  return rows.map((row) => row.id);
}
