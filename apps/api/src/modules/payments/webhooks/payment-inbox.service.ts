import { Inject, Injectable, Logger } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { AppConfig } from '../../../config/app-config.js';
import { QueueRegistry } from '../../../queue/queue-registry.service.js';
import { storeInboundEvent, verifiedWebhook } from '../../../common/webhooks/signed-webhook-inbox.js';
import { paymentEventJobId, ProcessPaymentEventJob } from '../payments.jobs.js';
import { PaymentsError } from '../payments.errors.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.js';

// Only what routes the event: the payment's state is fetched from the provider, never read from here.
const eventSchema = z.object({
  id: z.string().min(1).max(128),
  type: z.string().min(1).max(64),
  data: z.object({ id: z.string().min(1).max(64) }),
});

/** Retries of one inbox event: 5 s, 10 s, 20 s … about 20 minutes in all; the sweep picks up the rest. */
export const PAYMENT_EVENT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5000 },
};

export type InboxResult = 'queued' | 'duplicate';

/**
 * Verify, store, acknowledge: a webhook is checked against its signature over the raw body, kept once
 * per provider event id, and handed to the worker. Nothing is stored for a refused call.
 */
@Injectable()
export class PaymentInbox {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly config: AppConfig,
    private readonly queues: QueueRegistry,
  ) {}

  /** The inbox rows of this provider carry its name (the lab's callbacks share the table). */
  get providerName(): string {
    return this.provider.name;
  }

  async receive(rawBody: Buffer, signature: string | undefined): Promise<InboxResult> {
    const event = verifiedWebhook(
      rawBody,
      signature,
      this.config.paymentWebhookSecrets,
      eventSchema,
      {
        signatureInvalid: PaymentsError.webhookSignatureInvalid,
        payloadInvalid: PaymentsError.webhookPayloadInvalid,
      },
      this.logger,
    );
    const id = await storeInboundEvent(this.dataSource, {
      provider: this.provider.name,
      event_id: event.id,
      type: event.type,
      resource_id: event.data.id,
      payload: event,
    });
    if (!id) return 'duplicate';
    await this.enqueue(id);
    return 'queued';
  }

  /** Hands an inbox row to the worker; the job id is the row's, so a row is never queued twice. */
  async enqueue(inboundEventId: string): Promise<void> {
    await this.queues.enqueue(
      ProcessPaymentEventJob,
      { inboundEventId },
      { jobId: paymentEventJobId(inboundEventId), ...PAYMENT_EVENT_JOB_OPTIONS },
    );
  }
}
