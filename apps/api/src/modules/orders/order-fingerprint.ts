import { createHash } from 'node:crypto';
import type { OrderAddress } from './order-address.entity.js';
import type { OrderItem } from './order-item.entity.js';
import type { Order } from './order.entity.js';

/**
 * What the order confirmation states, hashed: the doctor confirms exactly this by downloading it, and
 * placing checks the draft still reads the same.
 */
export function orderFingerprint(order: Order, items: OrderItem[], addresses: OrderAddress[]): string {
  const content = {
    patient: order.patient_id,
    email: order.order_email,
    discount: order.discount_code_id,
    totals: [
      order.original_price_cents,
      order.discount_amount_cents,
      order.total_price_cents,
      order.tax_amount_cents,
    ],
    items: [...items]
      .sort((a, b) => a.position - b.position)
      .map((item) => [
        item.item_id,
        item.resolved_item_id,
        item.quantity,
        item.final_price_cents,
        item.tax_amount_cents,
      ]),
    addresses: [...addresses]
      .sort((a, b) => a.kind.localeCompare(b.kind))
      .map((address) => [
        address.kind,
        address.address,
        address.zip_code,
        address.city,
        address.state,
        address.country_id,
      ]),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
