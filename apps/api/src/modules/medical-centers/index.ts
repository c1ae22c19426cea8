// The practices area's public face: what other areas may use. Its tables are written only here.
// `MedicalCenter` is exported as a GraphQL object type (areas above name it in @ResolveField), never to
// read or write its table: ask MedicalCenterLoader or MedicalCentersService.
export { MedicalCenter } from './entities/medical-center.entity.js';
export { MedicalCenterLoader } from './medical-center.loader.js';
export { MedicalCentersModule } from './medical-centers.module.js';
export { MedicalCentersService } from './medical-centers.service.js';
export { officeAddressOf, practiceById } from './practice-reads.js';
export type { BillingDetails } from './medical-centers.types.js';
// The Gutschrift's data contract (issue 31, point 4): the practice's stated VAT status.
export { PracticeTaxStatus } from '@portal/shared-types';
