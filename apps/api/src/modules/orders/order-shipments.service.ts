import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents } from '../../events/index.js';
import { OrderShipped } from './orders.events.js';
import { Order } from './order.entity.js';

export interface Shipment {
  carrier: string;
  trackingNumber: string;
}

/**
 * The one writer of an order's shipment. The lab area (the production partner's callbacks) decides that the
 * supplements shipped and asks here, under the order's lock; the first shipment recorded stays (a partner's
 * repeated or later report changes nothing) and publishes OrderShipped once.
 */
@Injectable()
export class OrderShipments {
  constructor(private readonly events: DomainEvents) {}

  /** Answers whether this call recorded the shipment (false: the order already had one). */
  async record(
    manager: EntityManager,
    orderId: string,
    shipment: Shipment,
    now = new Date(),
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Order)
      .set({
        shipment_carrier: shipment.carrier.trim().slice(0, 64),
        shipment_number: shipment.trackingNumber.trim().slice(0, 64),
        shipped_at: now,
      })
      .where('id = :orderId AND shipment_number IS NULL', { orderId })
      .execute();
    if (!result.affected) return false;
    await this.events.publish(manager, OrderShipped, { orderId });
    return true;
  }
}
