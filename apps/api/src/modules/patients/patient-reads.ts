import { type EntityManager, In } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { scopePatients } from './patient-access.js';
import { Patient } from './entities/patient.entity.js';

// Reads of a patient that other areas ask for (they never read the patients' tables themselves).

/** The patient, read in the caller's transaction (other areas ask here instead of reading the table). */
export function patientById(manager: EntityManager, patientId: string): Promise<Patient> {
  return manager.findOneByOrFail(Patient, { id: patientId });
}

/** The patient by guid (the patient portal's username), locked until the transaction ends when asked. */
export function patientByGuid(
  manager: EntityManager,
  guid: string,
  options: { lock?: boolean } = {},
): Promise<Patient | null> {
  return manager.findOne(Patient, {
    where: { guid: guid.toLowerCase() },
    ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
}

/** The patients with these ids that the viewer sees (scoped like every patient read), in one statement. */
export function visiblePatientsByIds(
  manager: EntityManager,
  viewer: Viewer,
  ids: readonly string[],
): Promise<Patient[]> {
  const query = manager
    .getRepository(Patient)
    .createQueryBuilder('patient')
    .where('patient.id IN (:...ids)', { ids: [...ids] });
  return scopePatients(query, viewer).getMany();
}

/** The patients with these ids (one statement for a page of rows that name a patient). */
export function patientsByIds(manager: EntityManager, patientIds: string[]): Promise<Patient[]> {
  return manager.findBy(Patient, { id: In(patientIds) });
}

/** The patient, or null when there is none. */
export function findPatient(manager: EntityManager, patientId: string): Promise<Patient | null> {
  return manager.findOneBy(Patient, { id: patientId });
}
