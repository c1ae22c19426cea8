import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PaymentStatus } from '@portal/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { AppError, ErrorCode, NotFoundError } from '../../common/errors/app-error.js';
import { AuditedWrites, AuditService } from '../audit/index.js';
import {
  lockVisibleOrder,
  type Order,
  OrderCancellation,
  OrderPaymentStatus,
  visibleOrderWithParts,
} from '../orders/index.js';
import { OrderStatus } from '../orders/order-status.js';
import { OrdersError } from '../orders/orders.errors.js';
import { BillingDocument, BillingDocumentKind } from './billing-document.entity.js';
import { BillingError } from './billing.errors.js';
import { BillingAuditEvent, InvoiceIssuer } from './invoice-issuer.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/**
 * Cancelling orders and invoices. Every write takes the order's row lock first (orders' lockOrder), like
 * the payments area, so a cancel and a payment webhook of the same order run one after the other and two
 * cancels give one storno. The order itself is cancelled by the orders area (OrderCancellation).
 */
@Injectable()
export class BillingCommands {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly issuer: InvoiceIssuer,
    private readonly orderPayment: OrderPaymentStatus,
    private readonly cancellation: OrderCancellation,
  ) {}

  /**
   * cancelOrder: a placed order that is still cancelable (Order.isCancelable: not cancelled and not yet
   * arrived in the lab; a supplements-only order until production started). Unpaid: the payment is
   * Canceled (the link refuses it). Paid: a storno of its invoice.
   */
  async cancelOrder(viewer: Viewer, id: string): Promise<Order> {
    await this.writes.run(viewer, 'cancelOrder', async (manager) => {
      const order = await lockVisibleOrder(manager, viewer, id);
      if (order.status === OrderStatus.Draft) throw new AppError(ErrorCode.Conflict, BillingError.notPlaced);
      if (order.status === OrderStatus.Canceled)
        throw new AppError(ErrorCode.Conflict, BillingError.alreadyCanceled);
      if (!order.isCancelable) throw new AppError(ErrorCode.Conflict, OrdersError.notCancelable);
      let storno: BillingDocument | null = null;
      // Read before the payment is cancelled below: the audit records the status the order had.
      const paymentStatus = order.payment_status;
      if (order.payment_status === PaymentStatus.Success) {
        // An order paid before invoices existed gets its invoice now, so the storno has one to cancel.
        const invoice = await this.issuer.issueInvoice(manager, order);
        // A supplied order is no longer cancelable; should one get here, its final invoice goes first.
        await this.issuer.stornoFinalInvoice(manager, order.id);
        storno = await this.issuer.issueStorno(manager, invoice);
      } else if (order.payment_status !== PaymentStatus.Canceled) {
        await this.orderPayment.set(manager, order, PaymentStatus.Canceled);
        await this.audit.record(
          {
            event: 'payment.status_changed',
            ...AuditService.actor(viewer),
            subject: { type: 'order', id: order.id },
            details: { from: paymentStatus, to: PaymentStatus.Canceled, source: 'cancel' },
          },
          manager,
        );
      }
      await this.markCanceled(manager, viewer, order, paymentStatus, storno);
    });
    return visibleOrderWithParts(this.dataSource, viewer, id);
  }

  /**
   * cancelInvoice (admins): a storno for the invoice (and, after the final invoice, one for that first) and the
   * order cancelled, whatever its lab state.
   */
  async cancelInvoice(viewer: Viewer, guid: string): Promise<Order> {
    if (!UUID.test(guid)) throw new NotFoundError('Invoice');
    const orderId = await this.writes.run(viewer, 'cancelInvoice', async (manager) => {
      const found = await manager.findOneBy(BillingDocument, { guid, kind: BillingDocumentKind.Invoice });
      if (!found) throw new NotFoundError('Invoice');
      const order = await lockVisibleOrder(manager, viewer, found.order_id);
      // After the final invoice the whole payment is refunded: that invoice is cancelled first, then this one.
      if (!(await this.issuer.stornoOf(manager, found.id)))
        await this.issuer.stornoFinalInvoice(manager, order.id);
      const storno = await this.issuer.issueStorno(manager, found);
      if (!storno) throw new AppError(ErrorCode.Conflict, BillingError.invoiceAlreadyCanceled);
      // Cancelling the order cancels its fee (OrderCancelled); an order cancelled before kept none open.
      if (order.status !== OrderStatus.Canceled)
        await this.markCanceled(manager, viewer, order, order.payment_status, storno);
      return order.id;
    });
    return visibleOrderWithParts(this.dataSource, viewer, orderId);
  }

  /** `paymentStatusBefore`: the order's payment status before this cancel changed it (the audit's). */
  private async markCanceled(
    manager: EntityManager,
    viewer: Viewer,
    order: Order,
    paymentStatusBefore: PaymentStatus | null,
    storno: BillingDocument | null,
  ): Promise<void> {
    await this.cancellation.markCanceled(manager, order.id);
    await this.audit.record(
      {
        event: BillingAuditEvent.OrderCanceled,
        ...AuditService.actor(viewer),
        subject: { type: 'order', id: order.id },
        details: { from: order.status, paymentStatus: paymentStatusBefore, storno: storno?.number ?? null },
      },
      manager,
    );
  }
}
