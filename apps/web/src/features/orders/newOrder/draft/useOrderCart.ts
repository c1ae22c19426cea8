import { graphql, useFragment } from 'react-relay';
import { type PricedCart } from '../cart/cart';
import { type useOrderCart_order$key } from './__generated__/useOrderCart_order.graphql';

/** The draft order's lines and totals, as the pricing engine wrote them, for the cart panel. */
export function useOrderCart(orderRef: useOrderCart_order$key | null): PricedCart | null {
  const cart = useFragment(
    // The cart panel and cartRows read these fields.
    /* eslint-disable relay/unused-fields */
    graphql`
      fragment useOrderCart_order on Order {
        items {
          item_id
          item_type
          quantity
          original_price
          final_price
          resolvedItem {
            name_de
            name_en
            type
            period_days
          }
        }
        original_price
        discount_amount
        total_price
        taxes {
          category
          rate
          tax_amount
        }
        discountCode {
          code
          rules {
            discount_type
            discount_amount
          }
        }
      }
    `,
    /* eslint-enable relay/unused-fields */
    orderRef,
  );
  return cart ?? null;
}
