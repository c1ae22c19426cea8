import { Classes, H6 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../shared/countries/useCountries';
import { graphql, useFragment } from 'react-relay';
import { type OrderParties_address$key } from './__generated__/OrderParties_address.graphql';
import { type OrderParties_order$key } from './__generated__/OrderParties_order.graphql';
import { OrderSection } from './OrderSection';

interface AddressBlockProps {
  title: string;
  addressRef: OrderParties_address$key | null | undefined;
}

function AddressBlock({ title, addressRef }: AddressBlockProps) {
  const { t, i18n } = useTranslation();
  const address = useFragment(
    graphql`
      fragment OrderParties_address on OrderAddress {
        address
        zip_code
        city
        state
        country {
          # countryName reads the names.
          # eslint-disable-next-line relay/unused-fields
          name_de
          # eslint-disable-next-line relay/unused-fields
          name_en
        }
      }
    `,
    addressRef,
  );
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
          {countryName(address.country, i18n.language)}
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
          ...OrderParties_address
        }
        billing_address {
          ...OrderParties_address
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
      <AddressBlock title={t('orders.details.deliveryAddress')} addressRef={order.delivery_address} />
      <AddressBlock title={t('orders.details.billingAddress')} addressRef={order.billing_address} />
    </OrderSection>
  );
}
