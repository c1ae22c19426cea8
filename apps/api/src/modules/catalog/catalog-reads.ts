import { type EntityManager, In } from 'typeorm';
import { Certification } from './entities/certification.entity.js';
import { PartnershipModel } from './entities/partnership-model.entity.js';
import { Specialization } from './entities/specialization.entity.js';

// Reads of the reference lists other areas need, in the caller's transaction or on the data source's
// manager (`dataSource.manager` outside one). One statement each, so callers' loaders stay batched.

export function partnershipModelById(manager: EntityManager, id: string): Promise<PartnershipModel | null> {
  return manager.findOneBy(PartnershipModel, { id });
}

export function partnershipModelByKey(manager: EntityManager, key: string): Promise<PartnershipModel | null> {
  return manager.findOneBy(PartnershipModel, { key });
}

export function partnershipModelsByIds(
  manager: EntityManager,
  ids: readonly string[],
): Promise<PartnershipModel[]> {
  return manager.findBy(PartnershipModel, { id: In([...ids]) });
}

/** The practice-profile entries (specializations, certifications) with these ids, in the list's order. */
export function specializationsByIds(
  manager: EntityManager,
  ids: readonly string[],
): Promise<Specialization[]> {
  return entriesByIds(manager, Specialization, ids);
}

export function certificationsByIds(
  manager: EntityManager,
  ids: readonly string[],
): Promise<Certification[]> {
  return entriesByIds(manager, Certification, ids);
}

/** How many of these (distinct) ids are specializations: fewer than asked means an unknown one. */
export function countSpecializations(manager: EntityManager, ids: readonly string[]): Promise<number> {
  return manager.countBy(Specialization, { id: In([...ids]) });
}

export function countCertifications(manager: EntityManager, ids: readonly string[]): Promise<number> {
  return manager.countBy(Certification, { id: In([...ids]) });
}

function entriesByIds<T extends Specialization | Certification>(
  manager: EntityManager,
  list: new () => T,
  ids: readonly string[],
): Promise<T[]> {
  return manager.find(list, { where: { id: In([...ids]) } as never, order: { sort_order: 'ASC' } as never });
}
