// The subscriptions area's public face: what other areas may use.
export { SubscriptionQueries, type SubscriptionWeekCount } from './subscription-queries.service.js';
export { SubscriptionsModule } from './subscriptions.module.js';
export {
  CHANGE_REQUEST_MESSAGE_MAX,
  SubscriptionChangeKind,
  type SubscriptionChangeRequest,
  SubscriptionChangeRequestStatus,
} from './subscription-change-request.entity.js';
export {
  latestSubscriptionOfPatient,
  openRequestsOfSubscriptions,
} from './subscription-change-request-reads.js';
export { SubscriptionChangeRequests } from './subscription-change-requests.service.js';
export { SubscriptionStatus } from './subscription-status.js';
export type { Subscription } from './subscription.entity.js';
