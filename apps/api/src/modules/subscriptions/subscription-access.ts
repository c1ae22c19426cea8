import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { scopePatients } from '../patients/index.js';
import { Subscription } from './subscription.entity.js';

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

/** The plan's row, locked until the caller's transaction ends; null when there is none. */
export function lockSubscription(manager: EntityManager, id: string): Promise<Subscription | null> {
  return manager
    .getRepository(Subscription)
    .createQueryBuilder('subscription')
    .setLock('pessimistic_write')
    .where('subscription.id = :id', { id })
    .getOne();
}
