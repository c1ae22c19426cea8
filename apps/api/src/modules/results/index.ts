// The results area's public face (blood, DNA, micronutrients, blood uploads, medication): what other
// areas may use. Its tables are read and written only here; `Micronutrient` and `PatientMicronutrient`
// are exported as GraphQL object types (named in @Resolver/@ResolveField above), other entities only in
// type-only imports.
export { BloodValuesChanged } from './results.events.js';
export {
  allMicronutrients,
  bloodParameters,
  dnaMarkers,
  findMicronutrient,
  micronutrientsByIds,
} from './catalogue-reads.js';
export { Micronutrient } from './micronutrients/micronutrient.entity.js';
export { PatientMicronutrient } from './micronutrients/doses/patient-micronutrient.entity.js';
export { ReportKind, ReportRelease } from './releases/report-release.entity.js';
export {
  currentReleaseOf,
  currentReleases,
  currentReleasesWithDoctor,
  recordReleaseRead,
  REPORT_DOCUMENT_KIND,
} from './releases/report-release-reads.js';
