import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JobsOptions } from 'bullmq';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { checkWebhookSignature } from '../../common/crypto/webhook-signature.js';
import { AppError, ErrorCode } from '../../common/errors/app-error.js';
import { AppConfig } from '../../config/app-config.js';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import { InboundEvent } from '../payments/inbound-event.entity.js';
import { LabError } from './lab.errors.js';
import { labEventJobId, ProcessLabEventJob } from './lab.jobs.js';

/** The inbox's `provider` for the lab partner's callbacks (the table is shared with the payment provider's). */
export const LAB_PROVIDER = 'lab';

// Only what routes the event: the lab order's state is fetched back from the lab, never read from here.
const callbackSchema = z.object({
  id: z.string().min(1).max(128),
  type: z.string().min(1).max(64),
  data: z.object({ labOrderId: z.string().min(1).max(64) }),
});

/** Retries of one callback: 5 s, 10 s, 20 s … about 20 minutes in all; the sweep reconciles the rest. */
export const LAB_EVENT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5000 },
};

export type LabInboxResult = 'queued' | 'duplicate';

/**
 * Verify, store, acknowledge, as for payments: a callback is checked against its Lab-Signature over
 * the raw body, kept once per event id (a redelivery is a no-op) and handed to the worker.
 */
@Injectable()
export class LabInbox {
  private readonly logger = new Logger('Lab');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly queues: QueueRegistry,
  ) {}

  async receive(rawBody: Buffer, signature: string | undefined): Promise<LabInboxResult> {
    const problem = checkWebhookSignature(signature, rawBody, this.config.labWebhookSecrets);
    if (problem) {
      this.logger.warn({ problem }, 'lab callback refused');
      throw new AppError(ErrorCode.BadRequest, LabError.callbackSignatureInvalid);
    }
    const event = this.parse(rawBody);
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(InboundEvent)
      .values({
        provider: LAB_PROVIDER,
        event_id: event.id,
        type: event.type,
        resource_id: event.data.labOrderId,
        payload: event as never,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (result.raw as { id: string }[])[0]?.id;
    if (!id) return 'duplicate';
    await this.queues.enqueue(
      ProcessLabEventJob,
      { inboundEventId: id },
      { jobId: labEventJobId(id), ...LAB_EVENT_JOB_OPTIONS },
    );
    return 'queued';
  }

  private parse(rawBody: Buffer): z.infer<typeof callbackSchema> {
    try {
      return callbackSchema.parse(JSON.parse(rawBody.toString('utf8')));
    } catch {
      throw new AppError(ErrorCode.BadRequest, LabError.callbackPayloadInvalid);
    }
  }
}
