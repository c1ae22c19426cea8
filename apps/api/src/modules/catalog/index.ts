// The catalog's public face: the reference lists (countries, consents, practice profiles, partnership
// models) other areas may use. Its tables are written only by the reference seeds. The @ObjectType
// entities are exported so that areas above may name them in @Field/@ResolveField, never to read the
// tables: ask the functions below (catalog-reads.ts, consent-selection.ts) instead.
export {
  certificationsByIds,
  consentsByIds,
  consentsOfTypes,
  countCertifications,
  countriesByCodesOrIds,
  countriesByIds,
  countryExists,
  countSpecializations,
  partnershipModelById,
  partnershipModelByKey,
  partnershipModelsByIds,
  specializationsByIds,
} from './catalog-reads.js';
export { appliesToOrder, checkConsentSelection, offeredConsents } from './consent-selection.js';
export { Certification } from './entities/certification.entity.js';
export { Consent, ConsentAppliesTo } from './entities/consent.entity.js';
export { Country } from './entities/country.entity.js';
export { FeeBasis, PartnershipModel } from './entities/partnership-model.entity.js';
export { Specialization } from './entities/specialization.entity.js';
