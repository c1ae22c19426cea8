// The subscriptions area's public face: what other areas may use.
export { SubscriptionQueries, type SubscriptionWeekCount } from './subscription-queries.service.js';
export { SubscriptionsModule } from './subscriptions.module.js';
