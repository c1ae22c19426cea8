import { Inject, Injectable } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../../../queue/queue-registry.service.js';
import { storeInboundEvent } from '../../../common/webhooks/signed-webhook-inbox.js';
import { AppError, ErrorCode } from '../../../common/errors/app-error.js';
import { paymentEventJobId, ProcessPaymentEventJob } from '../payments.jobs.js';
import { PaymentsError } from '../payments.errors.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.js';

/** Mollie's payment ids: `tr_` and letters or digits. Anything else is not a webhook of ours. */
const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,60}$/;

/** Retries of one inbox event: 5 s, 10 s, 20 s … about 20 minutes in all; the sweep picks up the rest. */
export const PAYMENT_EVENT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 5000 },
};

export type InboxResult = 'queued' | 'duplicate';

/**
 * Store, acknowledge, fetch back: Mollie posts only `id=<payment id>`, form-encoded and unsigned, so the body is
 * never trusted: the worker reads the payment back with our key. One open row per payment: a call while a row for
 * the same payment waits is a duplicate (that row's job reads the newest state anyway); the job frees the payment
 * for the next call as soon as it starts (payments.processor.ts), so no change is missed.
 */
@Injectable()
export class PaymentInbox {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly queues: QueueRegistry,
  ) {}

  /** The inbox rows of this provider carry its name (the lab's callbacks share the table). */
  get providerName(): string {
    return this.provider.name;
  }

  async receive(rawBody: Buffer): Promise<InboxResult> {
    const paymentId = new URLSearchParams(rawBody.toString('utf8')).get('id')?.trim() ?? '';
    if (!PAYMENT_ID.test(paymentId))
      throw new AppError(ErrorCode.BadRequest, PaymentsError.webhookPayloadInvalid);
    const id = await storeInboundEvent(this.dataSource, {
      provider: this.provider.name,
      event_id: openEventId(paymentId),
      type: 'payment',
      resource_id: paymentId,
      payload: { id: paymentId },
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

/** The event id of a payment's open inbox row; the job renames it to `closedEventId` when it takes the row. */
export const openEventId = (paymentId: string): string => paymentId;
export const closedEventId = (paymentId: string, rowId: string): string => `${paymentId}#${rowId}`;
