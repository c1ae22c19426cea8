import type { EntityManager } from 'typeorm';
import { Patient } from './entities/patient.entity.js';

/** The patient, read in the caller's transaction (other areas ask here instead of reading the table). */
export function patientById(manager: EntityManager, patientId: string): Promise<Patient> {
  return manager.findOneByOrFail(Patient, { id: patientId });
}
