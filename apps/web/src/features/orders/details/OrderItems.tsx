import { formatEuro } from '@portal/shared-types';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type KnownValue } from '../../../relay/enumValues';
import { DataTable, Td, Th } from '../../../shared/table';
import { formatRate } from '../newOrder/cart/cart';
import { type OrderItems_order$key } from './__generated__/OrderItems_order.graphql';
import { OrderSection } from './OrderSection';

function SumRow({ label, children, total = false }: { label: string; children: ReactNode; total?: boolean }) {
  return (
    <tr className={total ? 'order-details-total' : undefined}>
      <Th scope="row" colSpan={2}>
        {label}
      </Th>
      <Td numeric>{children}</Td>
    </tr>
  );
}

/** The items with their prices (a discount strikes the original through), then discount, VAT and the total. */
export function OrderItems({ orderRef }: { orderRef: OrderItems_order$key }) {
  const { t, i18n } = useTranslation();
  const order = useFragment(
    graphql`
      fragment OrderItems_order on Order {
        total_price
        original_price
        discount_amount
        items {
          id
          quantity
          original_price
          final_price
          resolvedItem {
            name_de
            name_en
          }
        }
        taxes {
          category
          rate
          tax_amount
        }
      }
    `,
    orderRef,
  );
  const english = i18n.language === 'en';
  const title = t('orders.details.items');
  return (
    <OrderSection title={title}>
      <DataTable compact className="order-details-items" aria-label={title}>
        <thead>
          <tr>
            <Th numeric>{t('orders.details.quantity')}</Th>
            <Th>{t('orders.details.item')}</Th>
            <Th numeric>{t('orders.details.price')}</Th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <Td numeric>{item.quantity}</Td>
              <Td>{english ? item.resolvedItem.name_en : item.resolvedItem.name_de}</Td>
              <Td numeric>
                {item.original_price !== item.final_price && (
                  <>
                    <s>{formatEuro(item.original_price)}</s>{' '}
                  </>
                )}
                {formatEuro(item.final_price)}
              </Td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.discount_amount > 0 && (
            <>
              <SumRow label={t('orders.details.originalPrice')}>
                <s>{formatEuro(order.original_price)}</s>
              </SumRow>
              <SumRow label={t('orders.details.discount')}>{`- ${formatEuro(order.discount_amount)}`}</SumRow>
            </>
          )}
          {order.taxes.map((tax) => (
            <SumRow
              key={`${tax.category}-${tax.rate}`}
              label={t('shop.cart.vat', {
                rate: formatRate(tax.rate),
                category: t(`shop.cart.vatCategory.${tax.category as KnownValue<typeof tax.category>}`),
              })}
            >
              {formatEuro(tax.tax_amount)}
            </SumRow>
          ))}
          <SumRow label={t('orders.details.total')} total>
            <strong>{formatEuro(order.total_price)}</strong>
          </SumRow>
        </tfoot>
      </DataTable>
    </OrderSection>
  );
}
