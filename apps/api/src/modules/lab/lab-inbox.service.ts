import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JobsOptions } from 'bullmq';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { AppConfig } from '../../config/app-config.js';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import { storeInboundEvent, verifiedWebhook } from '../../common/webhooks/signed-webhook-inbox.js';
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
    const event = verifiedWebhook(
      rawBody,
      signature,
      this.config.labWebhookSecrets,
      callbackSchema,
      {
        signatureInvalid: LabError.callbackSignatureInvalid,
        payloadInvalid: LabError.callbackPayloadInvalid,
      },
      this.logger,
    );
    const id = await storeInboundEvent(this.dataSource, {
      provider: LAB_PROVIDER,
      event_id: event.id,
      type: event.type,
      resource_id: event.data.labOrderId,
      payload: event,
    });
    if (!id) return 'duplicate';
    await this.enqueue(id);
    return 'queued';
  }

  /** Hands an inbox row to the worker; the job id is the row's, so a row is never queued twice. */
  async enqueue(inboundEventId: string): Promise<void> {
    await this.queues.enqueue(
      ProcessLabEventJob,
      { inboundEventId },
      { jobId: labEventJobId(inboundEventId), ...LAB_EVENT_JOB_OPTIONS },
    );
  }
}
