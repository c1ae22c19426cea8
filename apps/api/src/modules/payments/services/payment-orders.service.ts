import { Injectable } from '@nestjs/common';
import { PaymentStatus } from '@portal/shared-types';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../../common/auth/viewer.js';
import { AppError, ErrorCode } from '../../../common/errors/app-error.js';
import { AuditedWrites, AuditService } from '../../audit/index.js';
import { PaymentLink } from '../payment-link.entity.js';
import { linkExpiryFrom, PaymentLinksService } from '../payment-links.service.js';
import { PaymentsError } from '../payments.errors.js';
import { linkUsable, PaymentAuditEvent, PaymentStatusService } from './payment-status.service.js';
import { lockVisibleOrder, type Order, visibleOrderWithParts } from '../../orders/index.js';
import { ProviderSync } from './provider-sync.service.js';

/**
 * What the practice and the service team do about an order's payment: resend the link (a doctor who
 * sees the order, or an admin) and mark the order paid (admins). Each finds the order through the
 * viewer's scope first, locks it, and is audited.
 */
@Injectable()
export class PaymentOrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly links: PaymentLinksService,
    private readonly status: PaymentStatusService,
    private readonly sync: ProviderSync,
  ) {}

  /**
   * Mails the order's link again (the same token). A link past its TTL gets a new TTL from now, and an
   * Expired order is Pending again; a paid or canceled order gets no link.
   */
  async resend(viewer: Viewer, orderId: string): Promise<Order> {
    const order = await this.writes.run(viewer, 'resendPaymentLink', async (manager) => {
      const order = await lockVisibleOrder(manager, viewer, orderId);
      this.assertOpen(order);
      // The bank took the money back: the service team settles it, the link would only be refused again.
      if (order.payment_status === PaymentStatus.ChargedBack)
        throw new AppError(ErrorCode.Conflict, PaymentsError.chargedBack);
      const link =
        (await manager.findOneBy(PaymentLink, { order_id: order.id })) ??
        (await this.links.createForPlacedOrder(manager, order));
      const extended = !linkUsable(link) || order.payment_status === PaymentStatus.Expired;
      if (extended) {
        link.expires_at = linkExpiryFrom();
        await manager.update(PaymentLink, link.id, { expires_at: link.expires_at });
      }
      if (order.payment_status === PaymentStatus.Expired)
        await this.status.changeStatus(manager, order, PaymentStatus.Pending, 'resend', {}, viewer);
      await this.audit.record(
        {
          event: PaymentAuditEvent.LinkResent,
          ...AuditService.actor(viewer),
          subject: { type: 'order', id: order.id },
          details: { extended, expiresAt: link.expires_at.toISOString() },
        },
        manager,
      );
      return order;
    });
    await this.links.sendLinkMail(order.id);
    return visibleOrderWithParts(this.dataSource, viewer, order.id);
  }

  /** The service team booked the money itself (bank transfer, cash): Success, source manual. */
  async markAsPaid(viewer: Viewer, orderId: string): Promise<Order> {
    const order = await this.writes.run(viewer, 'markOrderAsPaid', async (manager) => {
      const order = await lockVisibleOrder(manager, viewer, orderId);
      this.assertOpen(order);
      await this.status.changeStatus(manager, order, PaymentStatus.Success, 'manual', {}, viewer);
      return order;
    });
    // An open checkout could still take the money a second time.
    await this.sync.cancelOpen(order.id, 'manual');
    return visibleOrderWithParts(this.dataSource, viewer, order.id);
  }

  private assertOpen(order: Order): void {
    if (!order.placed_at || order.payment_status === null)
      throw new AppError(ErrorCode.Conflict, PaymentsError.notPlaced);
    if (order.payment_status === PaymentStatus.Success)
      throw new AppError(ErrorCode.Conflict, PaymentsError.alreadyPaid);
    if (order.payment_status === PaymentStatus.Canceled)
      throw new AppError(ErrorCode.Conflict, PaymentsError.orderCanceled);
  }
}
