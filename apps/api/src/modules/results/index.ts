// The results area's public face (blood, DNA, micronutrients, blood uploads, medication): what other
// areas may use. Its entities are private; other areas name them only in type-only imports.
export { BloodValuesChanged } from './results.events.js';
export {
  allMicronutrients,
  bloodParameters,
  dnaMarkers,
  findMicronutrient,
  micronutrientsByIds,
} from './catalogue-reads.js';
// GraphQL object types other areas name in @Resolver/@ResolveField (formulas), never to read their tables.
export { Micronutrient } from './micronutrients/micronutrient.entity.js';
export { PatientMicronutrient } from './micronutrients/doses/patient-micronutrient.entity.js';
