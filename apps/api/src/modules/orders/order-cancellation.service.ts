import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents } from '../../events/index.js';
import { NoiOrder } from './noi-order.entity.js';
import { NoiOrderStatus, OrderStatus } from './order-status.js';
import { Order } from './order.entity.js';
import { recordOrderPartsStatusChanges } from './order-part-history.js';
import { OrderCancelled } from './orders.events.js';

/**
 * The one writer of an order's cancellation: the order and its lab parts Canceled, in the caller's
 * transaction and under its order lock, and OrderCancelled published (the consulting fee is cancelled by
 * its listener). Whoever decides (a practice deleting its unpaid order, billing cancelling an order or an
 * invoice) calls this.
 */
@Injectable()
export class OrderCancellation {
  constructor(private readonly events: DomainEvents) {}

  async markCanceled(manager: EntityManager, orderId: string): Promise<void> {
    await manager.update(Order, orderId, { status: OrderStatus.Canceled });
    await recordOrderPartsStatusChanges(manager, orderId, NoiOrderStatus.Canceled);
    await manager.update(NoiOrder, { order_id: orderId }, { status: NoiOrderStatus.Canceled });
    await this.events.publish(manager, OrderCancelled, { orderId });
  }
}
