// The work-queue area's public face. Nothing else reads its table (result_openings).
export { WorkQueueModule } from './work-queue.module.js';
export { ResultOpening } from './result-opening.entity.js';
