import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThan } from 'typeorm';
import { quietLabParts, touchPart } from '../orders/index.js';
import { InboundEvent } from '../../common/webhooks/inbound-event.entity.js';
import { LabClient } from './lab-client.js';
import { LabDispatch } from './lab-dispatch.service.js';
import { LAB_PROVIDER, LabInbox } from './lab-inbox.service.js';
import { OPEN_LAB_STATUSES } from './lab-part-state.service.js';
import { LabStateIntake } from './lab-state-intake.service.js';
import { LabRecipeSweep } from './lab-recipe-sweep.js';
import { LabResultsApplier } from './lab-results-applier.service.js';

const SWEEP_BATCH = 100;
/** A part the lab has not moved for this long is read back from the lab (a lost callback). */
export const QUIET_PART_MS = 10 * 60_000;
/** An inbox row not processed after this long is queued again (a crash between storing and queueing). */
const UNPROCESSED_EVENT_MS = 2 * 60_000;
// A report is applied as it is kept; one still unapplied a minute later failed on the way.
const REPORT_APPLY_GRACE_MS = 60_000;

export interface LabSweepResult {
  queued: number;
  reconciled: number;
  requeued: number;
  /** Reports of results kept but not turned into the patient's results (a failure on the way). */
  applied: number;
  /** Patients whose supplements part has its results but no recipe: their calculation queued again. */
  recipes: number;
}

/**
 * Reconciliation, once a minute (and directly in tests): ready parts that were never sent, or whose
 * sending ran out of retries, are queued again; parts the lab has not moved for a while are read back
 * from the lab (callbacks lost for good); inbox rows that never reached the worker are queued again; a
 * supplements part whose results are in but whose recipe was never made gets its calculation again.
 */
@Injectable()
export class LabSweep {
  private readonly logger = new Logger('Lab');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dispatch: LabDispatch,
    private readonly client: LabClient,
    private readonly intake: LabStateIntake,
    private readonly inbox: LabInbox,
    private readonly results: LabResultsApplier,
    private readonly recipes: LabRecipeSweep,
  ) {}

  async run(now = new Date()): Promise<LabSweepResult> {
    const result = {
      queued: await this.queueReadyParts(),
      reconciled: await this.reconcileQuietParts(now),
      requeued: await this.requeueInbox(now),
      applied: await this.results.applyPending({
        receivedBefore: new Date(now.getTime() - REPORT_APPLY_GRACE_MS),
      }),
      recipes: await this.recipes.run(now),
    };
    if (Object.values(result).some(Boolean)) this.logger.log(result, 'lab sweep');
    return result;
  }

  private async queueReadyParts(): Promise<number> {
    let queued = 0;
    for (const part of await this.dispatch.readyParts(SWEEP_BATCH))
      if ((await this.dispatch.enqueue(part)) !== 'pending') queued += 1;
    return queued;
  }

  /** Answers how many parts moved. A lab that is down now is asked again next minute. */
  async reconcileQuietParts(now: Date, quietMs = QUIET_PART_MS): Promise<number> {
    const quiet = await quietLabParts(
      this.dataSource.manager,
      OPEN_LAB_STATUSES,
      new Date(now.getTime() - quietMs),
      SWEEP_BATCH,
    );
    let moved = 0;
    for (const part of quiet) {
      const state = await this.client.fetchOrder(part.noi_order_id!).catch(() => null);
      if (state && (await this.intake.take(state, 'sweep')) === 'applied') moved += 1;
      // Nothing new: the part is looked at again only after another quiet period.
      else await touchPart(this.dataSource.manager, part.id, now);
    }
    return moved;
  }

  private async requeueInbox(now: Date): Promise<number> {
    const waiting = await this.dataSource.getRepository(InboundEvent).find({
      where: {
        provider: LAB_PROVIDER,
        processed_at: IsNull(),
        received_at: LessThan(new Date(now.getTime() - UNPROCESSED_EVENT_MS)),
      },
      order: { received_at: 'ASC' },
      take: SWEEP_BATCH,
    });
    // Same job id as the first time: a row whose job still waits, runs or failed for good is left alone.
    for (const event of waiting) await this.inbox.enqueue(event.id);
    return waiting.length;
  }
}
