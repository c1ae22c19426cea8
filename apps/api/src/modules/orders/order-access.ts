import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { scopePatients } from '../patients/patient-access.js';
import { NoiOrder } from './noi-order.entity.js';
import { Order } from './order.entity.js';

/**
 * Who sees which order: whoever sees its patient (the patient's current practice, or an admin).
 * Every order query of this area goes through here; `alias` names the order in the query.
 */
export function scopeOrders(
  query: SelectQueryBuilder<Order>,
  viewer: Viewer,
  alias = 'ord',
): SelectQueryBuilder<Order> {
  if (viewer.isAdmin) return query;
  return scopePatients(query.innerJoin(`${alias}.patient`, 'orderPatient'), viewer, 'orderPatient');
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
