import { Injectable } from '@nestjs/common';
import { BlockerRegistry } from '../../common/blockers/blocker-registry.js';

export type { DeletionBlocker } from '../../common/blockers/blocker-registry.js';

/** What keeps a doctor's account from being deleted (patients, orders, active subscriptions), by user id. */
@Injectable()
export class DeletionBlockers extends BlockerRegistry {}
