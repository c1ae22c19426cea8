// Worker side of the lab queue: sends parts, applies callbacks (fetching the lab order back) and runs
// the reconciliation sweep.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import { InboundEvent } from '../../common/webhooks/inbound-event.entity.js';
import { LabClient } from './lab-client.js';
import {
  ProcessLabEventJob,
  type ProcessLabEventPayload,
  SendLabOrderJob,
  type SendLabOrderPayload,
  SweepLabJob,
} from './lab.jobs.js';
import type { ApplyResult } from './lab-part-state.service.js';
import { LabStateIntake } from './lab-state-intake.service.js';
import { LabSender, type SendResult } from './lab-sender.service.js';
import { LabSweep, type LabSweepResult } from './lab-sweep.service.js';

/** The lab's callback type for a new (or corrected) report; a status change to ResultsReady also brings one. */
export const LAB_REPORT_AVAILABLE = 'order.report_available';

@Injectable()
export class LabProcessor {
  constructor(
    @InjectRepository(InboundEvent) private readonly events: Repository<InboundEvent>,
    private readonly sender: LabSender,
    private readonly client: LabClient,
    private readonly intake: LabStateIntake,
    private readonly sweep: LabSweep,
  ) {}

  @JobHandler(SendLabOrderJob)
  sendOrder(payload: SendLabOrderPayload): Promise<SendResult> {
    return this.sender.send(payload);
  }

  /** The callback only says "look": the lab's current state decides (lost and reordered callbacks do no harm). */
  @JobHandler(ProcessLabEventJob)
  async processEvent(payload: ProcessLabEventPayload): Promise<ApplyResult | null> {
    const event = await this.events.findOneBy({ id: payload.inboundEventId });
    if (!event || event.processed_at) return null;
    await this.events.increment({ id: event.id }, 'attempts', 1);
    try {
      const state = await this.client.fetchOrder(event.resource_id);
      // A report (or a corrected one) is fetched and kept, version by version, before the status.
      const result = state
        ? await this.intake.take(state, 'callback', event.type === LAB_REPORT_AVAILABLE)
        : 'unknown';
      // The lab knows the order and we do not yet: its acceptance is still being stored. Try again.
      if (state && result === 'unknown') throw new Error(`lab order ${state.labOrderId} is not matched yet`);
      await this.events.update(event.id, {
        processed_at: new Date(),
        last_error: result === 'applied' ? null : result,
      });
      return result;
    } catch (error) {
      await this.events.update(event.id, { last_error: (error as Error).message.slice(0, 1000) });
      throw error;
    }
  }

  @JobHandler(SweepLabJob)
  runSweep(): Promise<LabSweepResult> {
    return this.sweep.run();
  }
}
