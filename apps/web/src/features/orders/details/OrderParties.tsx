import { Classes, H6 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type OrderParties_order$key } from './__generated__/OrderParties_order.graphql';
import { OrderSection } from './OrderSection';

type Address =
  | {
      readonly address: string;
      readonly zip_code: string;
      readonly city: string;
      readonly state: string | null | undefined;
      readonly country: { readonly name_de: string; readonly name_en: string };
    }
  | null
  | undefined;

function AddressBlock({ title, address }: { title: string; address: Address }) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <H6>{title}</H6>
      {address ? (
        <address>
          {address.address}
          <br />
          {address.zip_code} {address.city}
          {address.state ? `, ${address.state}` : ''}
          <br />
          {i18n.language === 'en' ? address.country.name_en : address.country.name_de}
        </address>
      ) : (
        <span className={Classes.TEXT_MUTED}>{t('orders.details.noAddress')}</span>
      )}
    </div>
  );
}

/** The patient, and the delivery and billing addresses side by side. */
export function OrderParties({ orderRef }: { orderRef: OrderParties_order$key }) {
  const { t } = useTranslation();
  const order = useFragment(
    graphql`
      fragment OrderParties_order on Order {
        patient {
          first_name
          last_name
        }
        delivery_address {
          address
          zip_code
          city
          state
          country {
            name_de
            name_en
          }
        }
        billing_address {
          address
          zip_code
          city
          state
          country {
            name_de
            name_en
          }
        }
      }
    `,
    orderRef,
  );
  return (
    <OrderSection title={t('orders.details.sections.parties')} className="order-details-parties">
      <div>
        <H6>{t('orders.details.patient')}</H6>
        {`${order.patient.first_name} ${order.patient.last_name}`}
      </div>
      <AddressBlock title={t('orders.details.deliveryAddress')} address={order.delivery_address} />
      <AddressBlock title={t('orders.details.billingAddress')} address={order.billing_address} />
    </OrderSection>
  );
}
