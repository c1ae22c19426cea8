// The results area's public face (blood, DNA, micronutrients, blood uploads, medication): what other
// areas may use. Its entities are private; other areas name them only in type-only imports.
export { BloodValuesChanged } from './results.events.js';
