import type { EntityManager } from 'typeorm';
import { MedicalCenter } from './entities/medical-center.entity.js';

/** The practice, read in the caller's transaction (other areas ask here instead of reading the table). */
export function practiceById(manager: EntityManager, id: string | null): Promise<MedicalCenter | null> {
  return id ? manager.findOneBy(MedicalCenter, { id }) : Promise.resolve(null);
}
