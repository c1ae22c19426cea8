import type { ConsentType } from '@portal/shared-types';
import { type EntityManager, In } from 'typeorm';
import { Certification } from './entities/certification.entity.js';
import { Consent } from './entities/consent.entity.js';
import { Country } from './entities/country.entity.js';
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

export function consentsByIds(manager: EntityManager, ids: readonly string[]): Promise<Consent[]> {
  return manager.findBy(Consent, { id: In([...ids]) });
}

/** The consents of these types, in the order a form shows them. */
export function consentsOfTypes(manager: EntityManager, types: readonly ConsentType[]): Promise<Consent[]> {
  return manager.find(Consent, { where: { type: In([...types]) }, order: { sort_order: 'ASC', id: 'ASC' } });
}

export function countryExists(manager: EntityManager, id: string): Promise<boolean> {
  return manager.existsBy(Country, { id });
}

export function countriesByIds(manager: EntityManager, ids: readonly string[]): Promise<Country[]> {
  return manager.findBy(Country, { id: In([...ids]) });
}

/** The countries with these codes or ids (a patient's own country and shipping country, checked together). */
export function countriesByCodesOrIds(
  manager: EntityManager,
  codes: readonly string[],
  ids: readonly string[],
): Promise<Country[]> {
  return manager.find(Country, {
    select: { id: true, country_code: true, is_shippable: true },
    where: [{ country_code: In([...codes]) }, ...(ids.length ? [{ id: In([...ids]) }] : [])],
  });
}

function entriesByIds<T extends Specialization | Certification>(
  manager: EntityManager,
  list: new () => T,
  ids: readonly string[],
): Promise<T[]> {
  return manager.find(list, { where: { id: In([...ids]) } as never, order: { sort_order: 'ASC' } as never });
}
