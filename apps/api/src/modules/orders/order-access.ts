import { isRowId } from '@portal/shared-types';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { NotFoundError } from '../../common/errors/app-error.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { scopePatients } from '../patients/index.js';
import { NoiOrder } from './noi-order.entity.js';
import { Order } from './order.entity.js';
import { lockOrder } from './order-writes.js';

/**
 * Who sees which order: whoever sees its patient (the patient's current practice, or an admin).
 * Every order query of this area goes through here; `alias` names the order in the query. The order's
 * copy of its patient's practice (kept by triggers) spares the join and lets a practice's list walk
 * orders_patient_practice_created_index.
 */
export function scopeOrders(
  query: SelectQueryBuilder<Order>,
  viewer: Viewer,
  alias = 'ord',
): SelectQueryBuilder<Order> {
  return scopePatients(query, viewer, alias, 'patient_medical_center_id');
}

/**
 * The order a mutation answers with: with its lab/production parts (the Order type reads them), if the viewer
 * sees it. Areas outside orders (payments, billing, fees) answer through here.
 */
export function visibleOrderWithParts(
  dataSource: DataSource,
  viewer: Viewer,
  orderId: string,
): Promise<Order> {
  const query = dataSource
    .getRepository(Order)
    .createQueryBuilder('ord')
    .leftJoinAndMapMany('ord.parts', NoiOrder, 'part', 'part.order_id = ord.id')
    .where('ord.id = :orderId', { orderId });
  return scopeOrders(query, viewer).getOneOrFail();
}

/** Whether the viewer sees the order (an id that is no row id is no order). */
export async function isOrderVisible(
  manager: EntityManager,
  viewer: Viewer,
  orderId: string,
): Promise<boolean> {
  return (
    isRowId(orderId) &&
    scopeOrders(manager.getRepository(Order).createQueryBuilder('ord'), viewer)
      .andWhere('ord.id = :orderId', { orderId })
      .getExists()
  );
}

/**
 * The order the viewer sees, locked until the caller's transaction ends (lockOrder), with its parts when
 * asked; NotFoundError when the viewer does not see it. The check comes first: no lock on another's order.
 */
export async function lockVisibleOrder(
  manager: EntityManager,
  viewer: Viewer,
  orderId: string,
  options: { withParts?: boolean } = {},
): Promise<Order> {
  const order = (await isOrderVisible(manager, viewer, orderId)) ? await lockOrder(manager, orderId) : null;
  if (!order) throw new NotFoundError('Order');
  if (options.withParts) order.parts = await manager.findBy(NoiOrder, { order_id: order.id });
  return order;
}
