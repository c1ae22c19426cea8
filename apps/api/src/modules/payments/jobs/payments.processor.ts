// Worker side of the payments queue: applies inbox events (fetching each payment back from the
// provider), mails payment links and runs the reconciliation sweep. Each job re-reads what it works
// on: an event already processed or a link already mailed for this send number is left alone.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JobHandler } from '../../../queue/job-handler.decorator.js';
import { InboundEvent } from '../../../common/webhooks/inbound-event.entity.js';
import { PaymentLinksService } from '../payment-links.service.js';
import {
  ProcessPaymentEventJob,
  RequestRefundJob,
  SendPaymentLinkMailJob,
  SweepPaymentsJob,
} from '../payments.jobs.js';
import { PaymentRefunds } from '../refunds/payment-refunds.service.js';
import { ProviderSync } from '../services/provider-sync.service.js';
import { closedEventId } from '../webhooks/payment-inbox.service.js';
import { PaymentSweep, type SweepResult } from './payment-sweep.service.js';

export interface ProcessPaymentEventPayload {
  inboundEventId: string;
}

export interface SendPaymentLinkMailPayload {
  orderId: string;
  /** Which mailing of the link this is (1 for the first): sent once. */
  sendNo: number;
}

export type SweepPaymentsPayload = Record<string, never>;

export interface RequestRefundPayload {
  refundId: string;
}

@Injectable()
export class PaymentsProcessor {
  constructor(
    @InjectRepository(InboundEvent) private readonly events: Repository<InboundEvent>,
    private readonly sync: ProviderSync,
    private readonly links: PaymentLinksService,
    private readonly sweep: PaymentSweep,
    private readonly refunds: PaymentRefunds,
  ) {}

  @JobHandler(RequestRefundJob)
  requestRefund(payload: RequestRefundPayload): Promise<void> {
    return this.refunds.request(payload.refundId);
  }

  @JobHandler(ProcessPaymentEventJob)
  async processEvent(payload: ProcessPaymentEventPayload): Promise<void> {
    const event = await this.events.findOneBy({ id: payload.inboundEventId });
    if (!event || event.processed_at) return;
    // Taken: the payment's next webhook opens a row of its own, so a change after our read is not lost.
    await this.events.update(event.id, {
      event_id: closedEventId(event.resource_id, event.id),
      attempts: () => 'attempts + 1',
    });
    try {
      const note = await this.sync.applyEvent(event);
      await this.events.update(event.id, { processed_at: new Date(), last_error: note });
    } catch (error) {
      await this.events.update(event.id, { last_error: (error as Error).message.slice(0, 1000) });
      throw error;
    }
  }

  @JobHandler(SendPaymentLinkMailJob)
  async sendLinkMail(payload: SendPaymentLinkMailPayload): Promise<void> {
    await this.links.deliverLinkMail(payload.orderId, payload.sendNo);
  }

  @JobHandler(SweepPaymentsJob)
  runSweep(): Promise<SweepResult> {
    return this.sweep.run();
  }
}
