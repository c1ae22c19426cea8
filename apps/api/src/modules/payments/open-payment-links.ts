import type { PaymentStatus } from '@portal/shared-types';
import { In, type EntityManager } from 'typeorm';
import { PaymentLink } from './payment-link.entity.js';
import { paymentLinkToken } from './payment-links.service.js';
import { isPayable } from './services/payment-state.js';
import { linkUsable } from './services/payment-status.service.js';

/**
 * The path of the pay page (`/pay/<token>`) of each order the patient can still pay: its payment waits
 * (Pending, or Fail: a failed try may be repeated) and its link has not expired. One statement for any
 * number of orders; the token is derived as in the mail (PaymentLinksService), never stored.
 */
export async function openPaymentPaths(
  manager: EntityManager,
  appKey: string,
  orders: readonly { id: string; payment_status: PaymentStatus | null }[],
  now = new Date(),
): Promise<Map<string, string>> {
  const payable = orders.filter((order) => isPayable(order.payment_status)).map((order) => order.id);
  const paths = new Map<string, string>();
  if (!payable.length) return paths;
  const links = await manager.findBy(PaymentLink, { order_id: In(payable) });
  for (const link of links)
    if (linkUsable(link, now)) paths.set(link.order_id, `/pay/${paymentLinkToken(appKey, link)}`);
  return paths;
}
