import type { EntityManager } from 'typeorm';
import { NoiOrder } from './noi-order.entity.js';
import { NoiOrderStatus, NoiOrderType } from './order-status.js';
import { Order } from './order.entity.js';

// Reads of an order that other areas ask for (they never read the orders' tables themselves).

/** The order with its patient and its practice (for mails about it); null when there is none. */
export function orderWithPatientAndPractice(manager: EntityManager, orderId: string): Promise<Order | null> {
  return manager.findOne(Order, {
    where: { id: orderId },
    relations: { patient: true, medicalCenter: true },
  });
}

/** The order with the user who created it and its practice (to tell the doctor about it); null when there is none. */
export function orderWithCreator(manager: EntityManager, orderId: string): Promise<Order | null> {
  return manager.findOne(Order, {
    where: { id: orderId },
    relations: { createdByUser: true, medicalCenter: true },
  });
}

/** Whether the order's supplements part is paused (its subscription is paused). */
export function supplementsPartPaused(manager: EntityManager, orderId: string): Promise<boolean> {
  return manager.existsBy(NoiOrder, {
    order_id: orderId,
    type: NoiOrderType.supplements,
    status: NoiOrderStatus.Paused,
  });
}
