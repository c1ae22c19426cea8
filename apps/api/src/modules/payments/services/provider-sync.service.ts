import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not } from 'typeorm';
import type { Order } from '../../orders/order.entity.js';
import type { InboundEvent } from '../../../common/webhooks/inbound-event.entity.js';
import { PaymentAttempt, PaymentAttemptStatus } from '../payment-attempt.entity.js';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../provider/payment-provider.js';
import { PaymentStatusService, type PaymentStatusSource } from './payment-status.service.js';
import { PaymentRefunds } from '../refunds/payment-refunds.service.js';
import { PaymentChargebacks } from '../chargebacks/payment-chargebacks.service.js';

/** An inbox event that cannot be applied yet: the job retries it with backoff. */
export class PaymentEventNotReadyError extends Error {}

/**
 * Reads payments back from the provider and applies them: the webhook only names a payment, the
 * provider's answer is what counts.
 */
@Injectable()
export class ProviderSync {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly status: PaymentStatusService,
    private readonly refunds: PaymentRefunds,
    private readonly chargebacks: PaymentChargebacks,
  ) {}

  /**
   * Applies the payment an inbox event names. Answers what is worth noting on the event (an unknown
   * payment changes nothing), or throws to be retried (provider unreachable, checkout still being saved).
   */
  async applyEvent(event: InboundEvent): Promise<string | null> {
    const payment = await this.provider.get(event.resource_id);
    if (!payment) return `unknown payment ${event.resource_id}`;
    const attempts = this.dataSource.getRepository(PaymentAttempt);
    const attempt = await attempts.findOneBy({
      provider: this.provider.name,
      provider_payment_id: payment.id,
    });
    if (attempt) {
      await this.status.applyProviderPayment(attempt.id, payment, 'webhook');
      // Mollie calls the same webhook when a refund moves on or a chargeback arrives.
      await this.refunds.syncFromProvider(payment.id);
      await this.chargebacks.syncFromProvider(attempt.order_id, payment);
      return null;
    }
    // A checkout of ours whose provider id is not saved yet (the create call still finishing): later.
    const pending =
      payment.orderId !== null &&
      /^\d{1,18}$/.test(payment.orderId) &&
      (await attempts.existsBy({ order_id: payment.orderId, status: PaymentAttemptStatus.creating }));
    if (pending) throw new PaymentEventNotReadyError(`payment ${payment.id} has no attempt yet`);
    return `no payment attempt for ${payment.id}`;
  }

  /** Re-reads one attempt's payment and applies it; null when the provider cannot tell us now. */
  async refresh(attempt: PaymentAttempt, source: PaymentStatusSource): Promise<Order | null> {
    if (!attempt.provider_payment_id) return null;
    try {
      const payment = await this.provider.get(attempt.provider_payment_id);
      if (!payment) {
        this.logger.warn({ attemptId: attempt.id }, 'the provider does not know the payment of an attempt');
        return null;
      }
      return await this.status.applyProviderPayment(attempt.id, payment, source);
    } catch (error) {
      if (!(error instanceof PaymentProviderUnavailableError)) throw error;
      this.logger.warn({ attemptId: attempt.id, err: error.message }, 'payment not refreshed');
      return null;
    }
  }

  /** The order's checkouts that can still be paid, newest first. */
  openAttempts(orderId: string): Promise<PaymentAttempt[]> {
    return this.dataSource.getRepository(PaymentAttempt).find({
      where: {
        order_id: orderId,
        status: In([PaymentAttemptStatus.open, PaymentAttemptStatus.creating]),
        provider_payment_id: Not(IsNull()),
      },
      order: { attempt_no: 'DESC' },
    });
  }

  /**
   * Ends the order's open checkouts at the provider (the order was paid otherwise or its link
   * expired), so nobody pays twice or late; each answer is applied like any other.
   */
  async cancelOpen(orderId: string, source: PaymentStatusSource): Promise<void> {
    for (const attempt of await this.openAttempts(orderId)) {
      try {
        const payment = await this.provider.cancel(attempt.provider_payment_id!);
        if (payment) await this.status.applyProviderPayment(attempt.id, payment, source);
        else await this.refresh(attempt, source);
      } catch (error) {
        if (!(error instanceof PaymentProviderUnavailableError)) throw error;
        this.logger.warn({ attemptId: attempt.id, err: error.message }, 'checkout not canceled');
      }
    }
  }
}
