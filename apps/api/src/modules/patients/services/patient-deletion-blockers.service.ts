import { Injectable } from '@nestjs/common';
import { BlockerRegistry } from '../../../common/blockers/blocker-registry.js';

/** What keeps a patient from being erased (orders, results, fees), by patient id. */
@Injectable()
export class PatientDeletionBlockers extends BlockerRegistry {}
