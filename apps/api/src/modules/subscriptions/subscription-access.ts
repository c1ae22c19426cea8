import type { SelectQueryBuilder } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { scopePatients } from '../patients/index.js';
import type { Subscription } from './subscription.entity.js';

/** Who sees which subscription: whoever sees its patient (the patient's practice, or an admin). */
export function scopeSubscriptions(
  query: SelectQueryBuilder<Subscription>,
  viewer: Viewer,
  alias = 'subscription',
): SelectQueryBuilder<Subscription> {
  if (viewer.isAdmin) return query;
  return scopePatients(
    query.innerJoin(`${alias}.patient`, 'subscriptionPatient'),
    viewer,
    'subscriptionPatient',
  );
}
