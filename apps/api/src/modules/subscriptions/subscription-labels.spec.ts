import { NoiOrder } from '../orders/noi-order.entity.js';
import { NoiOrderStatus, NoiOrderType, PaymentStatus } from '../orders/order-status.js';
import { Order } from '../orders/order.entity.js';
import { badgeOf, nextProductionStartOf, pendingLabelOf } from './subscription-labels.js';
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
  it('badges each status, and inaktiv without a plan', () => {
    expect(badgeOf(plan(SubscriptionStatus.active))).toEqual({ label: 'aktiv', color: 'green' });
    expect(badgeOf(plan(SubscriptionStatus.paused))).toEqual({ label: 'pausiert', color: 'yellow' });
    expect(badgeOf(plan(SubscriptionStatus.canceled))).toEqual({ label: 'gekündigt', color: 'red' });
    expect(badgeOf(null)).toEqual({ label: 'inaktiv', color: 'grey' });
  });

  it.each([
    [PaymentStatus.Pending, NoiOrderStatus.WaitingForResults, 'Zahlung ausstehend'],
    [PaymentStatus.Fail, NoiOrderStatus.OrderPlaced, 'Zahlung ausstehend'],
    [PaymentStatus.Success, NoiOrderStatus.WaitingForResults, 'Warten auf Ergebnisse'],
    [PaymentStatus.Success, NoiOrderStatus.Delayed, 'Warten auf Ergebnisse'],
    [PaymentStatus.Success, NoiOrderStatus.ProductionStarted, null],
  ])('labels a %s order with a %s part: %s', (payment, part, label) => {
    expect(pendingLabelOf(orderWith(payment, part))).toBe(label);
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
