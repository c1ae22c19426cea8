import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PaymentStatus } from '@portal/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../../../common/auth/viewer.js';
import { AuditService } from '../../audit/index.js';
import { DomainEvents } from '../../../events/index.js';
import { lockOrder, OrderPaymentStatus } from '../../orders/index.js';
import type { Order } from '../../orders/order.entity.js';
import { PaymentAttempt, PaymentAttemptStatus } from '../payment-attempt.entity.js';
import { PaymentLink } from '../payment-link.entity.js';
import { PaymentReceivedAfterCancel } from '../payments.events.js';
import type { ProviderPayment } from '../provider/payment-provider.js';
import { attemptStatusOf, nextAttemptStatus, nextOrderPaymentStatus } from './payment-state.js';
import { PaymentRefunds } from '../refunds/payment-refunds.service.js';

export enum PaymentAuditEvent {
  StatusChanged = 'payment.status_changed',
  LinkResent = 'payment.link_resent',
  /** Money arrived for an order we had canceled: billing documents it with invoice and storno, whose refund follows. */
  PaidAfterCancel = 'payment.paid_after_cancel',
}

/** What moved the status: the provider's webhook, a checkout, the patient's return, the sweep, an admin or a resend. */
export type PaymentStatusSource = 'webhook' | 'checkout' | 'return' | 'sweep' | 'manual' | 'resend';

export const linkUsable = (link: PaymentLink | null, now = new Date()): boolean =>
  link !== null && link.expires_at.getTime() > now.getTime();

/**
 * The one place where an order's payment status changes: what the provider says about an attempt
 * goes through the forward-only rules of payment-state.ts, under the order's row lock, and every
 * change is audited with where it came from.
 */
@Injectable()
export class PaymentStatusService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly orderPayment: OrderPaymentStatus,
    private readonly events: DomainEvents,
    private readonly refunds: PaymentRefunds,
  ) {}

  /** Records the provider's view of an attempt and moves the order accordingly; answers the order. */
  async applyProviderPayment(
    attemptId: string,
    payment: ProviderPayment,
    source: PaymentStatusSource,
  ): Promise<Order> {
    const applied = await this.dataSource.transaction(async (manager) => {
      const { order_id } = await manager.findOneByOrFail(PaymentAttempt, { id: attemptId });
      const order = await lockOrder(manager, order_id);
      if (!order) throw new Error(`Order ${order_id} of payment attempt ${attemptId} is gone`);
      const attempt = await manager.findOneByOrFail(PaymentAttempt, { id: attemptId });
      const status = nextAttemptStatus(attempt.status, attemptStatusOf(payment.status));
      await manager.update(PaymentAttempt, attempt.id, {
        status,
        provider_payment_id: attempt.provider_payment_id ?? payment.id,
        checkout_url: status === PaymentAttemptStatus.open ? payment.checkoutUrl : attempt.checkout_url,
        expires_at: payment.expiresAt ?? attempt.expires_at,
        method: payment.method ?? attempt.method,
      });
      const link = await manager.findOneBy(PaymentLink, { order_id });
      const to = nextOrderPaymentStatus(order.payment_status, status, linkUsable(link));
      const details = { attemptNo: attempt.attempt_no, providerPaymentId: payment.id };
      const paidBefore =
        order.payment_status === PaymentStatus.Success || order.payment_status === PaymentStatus.ChargedBack;
      await this.changeStatus(manager, order, to, source, details);
      const newlyPaid = status === PaymentAttemptStatus.paid && attempt.status !== PaymentAttemptStatus.paid;
      // Paid twice (a second checkout, or paid at the provider after the team booked it by hand): that one goes back.
      if (newlyPaid && paidBefore) await this.refunds.openForDuplicate(manager, attempt, payment);
      if (newlyPaid && order.payment_status === PaymentStatus.Canceled) {
        this.logger.warn({ orderId: order.id, ...details }, 'payment arrived for a canceled order');
        await this.audit.record(
          { event: PaymentAuditEvent.PaidAfterCancel, subject: { type: 'order', id: order.id }, details },
          manager,
        );
        // The money is documented and refunded: billing issues invoice and storno, the storno's refund follows (issue 32).
        await this.events.publish(manager, PaymentReceivedAfterCancel, { orderId: order.id });
      }
      return order;
    });
    return applied;
  }

  /** Sets the (locked) order's payment status and audits the change; false when nothing changed. */
  async changeStatus(
    manager: EntityManager,
    order: Order,
    to: PaymentStatus | null,
    source: PaymentStatusSource,
    details: Record<string, unknown> = {},
    viewer: Viewer | null = null,
  ): Promise<boolean> {
    const from = order.payment_status;
    if (to === from) return false;
    // Success publishes OrderPaid: the invoice and the practice's consulting fee follow in this same
    // transaction, the lab dispatch after the commit (their listeners, not this area's calls).
    await this.orderPayment.set(manager, order, to);
    await this.audit.record(
      {
        event: PaymentAuditEvent.StatusChanged,
        ...(viewer ? AuditService.actor(viewer) : {}),
        subject: { type: 'order', id: order.id },
        details: { from, to, source, ...details },
      },
      manager,
    );
    return true;
  }
}
