// The patients area's public face: what other areas may use. Its entities are private; other areas name
// them only in type-only imports (TypeORM relations).
export { patientById } from './patient-reads.js';
export { PatientDataChanged } from './patients.events.js';
