import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents } from '../../events/index.js';
import { NoiOrder } from './noi-order.entity.js';
import { isFullySupplied } from './order-status-of-parts.js';
import { Order } from './order.entity.js';
import { deriveOrderStatus } from './order-writes.js';
import { OrderSupplied } from './orders.events.js';

/**
 * The order's status derived again from its parts (deriveOrderStatus), for the lab's status changes: when that
 * makes the order fully supplied it publishes OrderSupplied, in the same transaction (the caller holds the order's
 * lock). Only on the change into "supplied", so a repeated lab report publishes nothing.
 */
@Injectable()
export class OrderProgress {
  constructor(private readonly events: DomainEvents) {}

  async derive(manager: EntityManager, orderId: string, now = new Date()): Promise<void> {
    const before = await manager.findOneByOrFail(Order, { id: orderId });
    const parts = await manager.findBy(NoiOrder, { order_id: orderId });
    const wasSupplied = isFullySupplied(before.status, parts);
    await deriveOrderStatus(manager, orderId);
    const after = await manager.findOneByOrFail(Order, { id: orderId });
    if (!wasSupplied && isFullySupplied(after.status, parts))
      await this.events.publish(manager, OrderSupplied, { orderId, suppliedAt: now.toISOString() });
  }
}
