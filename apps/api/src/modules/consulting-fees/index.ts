// The consulting fees area's public face: what other areas may use. Its table is written only here.
export { ConsultingFeeStatus } from './consulting-fee.entity.js';
export { ConsultingFeesCoreModule } from './consulting-fees-core.module.js';
export { ConsultingFeesModule } from './consulting-fees.module.js';
export { ConsultingFeeView } from './consulting-fees.types.js';
export { feesOfCreditNote } from './fees-of-credit-notes.js';
