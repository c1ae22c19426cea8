import type { EntityManager } from 'typeorm';
import { AddressType, MedicalCenterAddress } from './entities/medical-center-address.entity.js';
import { MedicalCenter } from './entities/medical-center.entity.js';

/** The practice, read in the caller's transaction (other areas ask here instead of reading the table). */
export function practiceById(manager: EntityManager, id: string | null): Promise<MedicalCenter | null> {
  return id ? manager.findOneBy(MedicalCenter, { id }) : Promise.resolve(null);
}

/** The practice's office address (null when it has none yet). */
export function officeAddressOf(manager: EntityManager, id: string): Promise<MedicalCenterAddress | null> {
  return manager.findOneBy(MedicalCenterAddress, { medical_center_id: id, type: AddressType.OFFICE });
}
