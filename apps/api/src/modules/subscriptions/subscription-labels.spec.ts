import { NoiOrder } from '../orders/noi-order.entity.js';
import { NoiOrderStatus, NoiOrderType, PaymentStatus } from '../orders/order-status.js';
import { Order } from '../orders/order.entity.js';
import { SubscriptionPending } from './graphql/subscriptions.types.js';
import { nextProductionStartOf, pendingOf } from './subscription-labels.js';
import { SubscriptionStatus } from './subscription-status.js';
import { Subscription } from './subscription.entity.js';

const orderWith = (payment: PaymentStatus, part: NoiOrderStatus) =>
  Object.assign(new Order(), {
    id: '1',
    payment_status: payment,
    parts: [Object.assign(new NoiOrder(), { type: NoiOrderType.supplements, status: part })],
  });
const plan = (status: SubscriptionStatus) =>
  Object.assign(new Subscription(), { status, current_period_end: new Date('2027-02-22T10:00:00Z') });

describe('subscription labels (spec: doctor portal, section 4)', () => {
  it.each([
    [PaymentStatus.Pending, NoiOrderStatus.WaitingForResults, SubscriptionPending.payment],
    [PaymentStatus.Fail, NoiOrderStatus.OrderPlaced, SubscriptionPending.payment],
    [PaymentStatus.Success, NoiOrderStatus.WaitingForResults, SubscriptionPending.results],
    [PaymentStatus.Success, NoiOrderStatus.Delayed, SubscriptionPending.results],
    [PaymentStatus.Success, NoiOrderStatus.ProductionStarted, null],
  ])('an active plan whose latest order is %s with a %s part waits for %s', (payment, part, pending) => {
    expect(pendingOf(plan(SubscriptionStatus.active), orderWith(payment, part))).toBe(pending);
  });

  it('only an active plan waits for anything', () => {
    const unpaid = orderWith(PaymentStatus.Pending, NoiOrderStatus.Paused);
    expect(pendingOf(plan(SubscriptionStatus.paused), unpaid)).toBeNull();
    expect(pendingOf(plan(SubscriptionStatus.canceled), unpaid)).toBeNull();
    expect(pendingOf(plan(SubscriptionStatus.active), null)).toBeNull();
  });

  it.each([
    [SubscriptionStatus.active, NoiOrderStatus.WaitingForResults, 'follows after analysis'],
    [SubscriptionStatus.paused, NoiOrderStatus.Paused, 'subscription currently paused'],
    [SubscriptionStatus.active, NoiOrderStatus.Delayed, ''],
    [SubscriptionStatus.active, NoiOrderStatus.OrderShipped, '22.02.2027'],
  ])('shows the next production start of a %s plan with a %s part as %j', (status, part, shown) => {
    expect(nextProductionStartOf(plan(status), orderWith(PaymentStatus.Success, part))).toBe(shown);
  });
});
