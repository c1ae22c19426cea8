import { Injectable } from '@nestjs/common';
import { PaymentStatus } from '@portal/shared-types';
import type { EntityManager } from 'typeorm';
import { DomainEvents } from '../../events/index.js';
import { OrderPaid } from './orders.events.js';
import { Order } from './order.entity.js';

/**
 * The one writer of an order's payment status. The payments area decides the status (its forward-only
 * rules) under lockOrder and sets it here; reaching Success publishes OrderPaid in the same transaction.
 */
@Injectable()
export class OrderPaymentStatus {
  constructor(private readonly events: DomainEvents) {}

  /** Sets the (locked) order's payment status; `order` is updated in place. */
  async set(manager: EntityManager, order: Order, to: PaymentStatus | null): Promise<void> {
    if (order.payment_status === to) return;
    // A reversed chargeback makes the order paid again, but it was paid before: nothing follows a second time.
    const firstPayment = to === PaymentStatus.Success && order.payment_status !== PaymentStatus.ChargedBack;
    await manager.update(Order, order.id, { payment_status: to });
    order.payment_status = to;
    if (firstPayment) await this.events.publish(manager, OrderPaid, { orderId: order.id });
  }
}
