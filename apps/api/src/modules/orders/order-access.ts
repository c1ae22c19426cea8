import type { SelectQueryBuilder } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { scopePatients } from '../patients/patient-access.js';
import type { Order } from './order.entity.js';

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
