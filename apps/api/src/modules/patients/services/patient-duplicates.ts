import type { EntityManager } from 'typeorm';
import { ValidationError } from '../../../common/errors/app-error.js';
import { Patient } from '../entities/patient.entity.js';
import { PatientsError } from '../patients.errors.js';

/**
 * The same person twice in one practice: same first and last name (any case) and birth date. Creating,
 * editing and relocating a patient each refuse it.
 */
export async function assertNotDuplicate(
  manager: EntityManager,
  centerId: string,
  data: { first_name: string; last_name: string; date_of_birth: string },
  exceptId: string | null,
  path = 'input',
): Promise<void> {
  const query = manager
    .getRepository(Patient)
    .createQueryBuilder('patient')
    .where('patient.medical_center_id = :centerId', { centerId })
    .andWhere(
      'lower(patient.first_name) = lower(:first) AND lower(patient.last_name) = lower(:last) AND patient.date_of_birth = :dob',
      { first: data.first_name, last: data.last_name, dob: data.date_of_birth },
    );
  if (exceptId) query.andWhere('patient.id <> :exceptId', { exceptId });
  if (await query.getExists()) throw ValidationError.of(path, PatientsError.duplicate);
}
