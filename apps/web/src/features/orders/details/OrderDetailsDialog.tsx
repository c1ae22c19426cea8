import {
  Button,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  H5,
  HTMLTable,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { formatDate, formatEuro } from '@portal/shared-types';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { formatRate } from '../newOrder/cart/cart';
import { ShipmentNumber } from '../shipment/ShipmentNumber';
import { type OrderDetailsDialogQuery } from './__generated__/OrderDetailsDialogQuery.graphql';
import { RefusedGenotypes, RegistrationResponses, SentProducts } from './LabAnswers';
import { PaymentSection } from './payment/PaymentSection';
import { SupplementRecipe } from './SupplementRecipe';
import { type KnownValue } from '../../../relay/enumValues';
import { StatusTag } from '../../../shared/status';

interface Props {
  orderId: string;
  /** Admins see the doctor, the patient's body data and the lab order list (spec, section 6). */
  admin: boolean;
  onClose: () => void;
}

/** The order-details dialog (`?action=order_details&orderId=`). */
export function OrderDetailsDialog({ orderId, admin, onClose }: Props) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Dialog isOpen title={t('orders.details.title')} onClose={onClose} style={{ width: 760 }}>
      {/* It scrolls: focusable so a keyboard can scroll it, named like the dialog. */}
      <DialogBody tabIndex={0} aria-label={t('orders.details.title')}>
        <QueryErrorBoundary
          title={t('orders.details.loadFailed')}
          retryText={t('orders.list.retry')}
          onRetry={() => setFetchKey((key) => key + 1)}
        >
          <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
            <OrderDetails orderId={orderId} admin={admin} fetchKey={fetchKey} />
          </Suspense>
        </QueryErrorBoundary>
      </DialogBody>
      <DialogFooter actions={<Button text={t('orders.details.close')} onClick={onClose} />} />
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

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

function AddressText({ address, english }: { address: Address; english: boolean }) {
  const { t } = useTranslation();
  if (!address) return <span className={Classes.TEXT_MUTED}>{t('orders.details.noAddress')}</span>;
  return (
    <>
      {address.address}
      <br />
      {address.zip_code} {address.city}
      {address.state ? `, ${address.state}` : ''}
      <br />
      {english ? address.country.name_en : address.country.name_de}
    </>
  );
}

function OrderDetails({ orderId, admin, fetchKey }: { orderId: string; admin: boolean; fetchKey: number }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const { order } = useLazyLoadQuery<OrderDetailsDialogQuery>(
    graphql`
      query OrderDetailsDialogQuery($id: ID!, $admin: Boolean!) {
        order(id: $id) {
          id
          order_number
          created_at
          placed_at
          status
          payment_status
          total_price
          original_price
          shipment_carrier
          shipment_number
          shipment_tracking_url
          paymentLink {
            sent_count
            last_sent_at
            expires_at
          }
          discount_amount
          order_email
          ...PaymentSection_order
          bloodNoiOrder {
            status
          }
          dnaNoiOrder {
            status
          }
          supplementsNoiOrder {
            status
            ...SupplementRecipe_part
          }
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
          createdBy {
            id
            first_name
            last_name
            email
          }
          patient {
            id
            first_name
            last_name
            date_of_birth
            height
            weight
            biological_sex
          }
          noiOrders {
            id
            type
            external_order_no
            status_description
            sent_at
            updated_at
            sent_data
          }
          noiOrderRegistrationResponses @include(if: $admin) {
            id
            status
            errors
            order_type
            barcode
            received_at
          }
          refusedGenotypes @include(if: $admin) {
            id
            gene
            rs_id
            genotype
            orientation
            reason
            created_at
          }
        }
      }
    `,
    { id: orderId, admin },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const parts = [
    { type: 'blood', part: order.bloodNoiOrder },
    { type: 'dna', part: order.dnaNoiOrder },
    { type: 'supplements', part: order.supplementsNoiOrder },
  ] as const;
  const none = t('orders.details.none');

  return (
    <div className="order-details">
      <dl className="order-details-facts">
        <Row label={t('orders.details.orderNumber')}>{order.order_number ?? t('orders.ofPatient.draft')}</Row>
        <Row
          label={t('orders.details.patient')}
        >{`${order.patient.first_name} ${order.patient.last_name}`}</Row>
        <Row label={t('orders.details.createdAt')}>{formatDate(order.created_at)}</Row>
        <Row label={t('orders.details.placedAt')}>{order.placed_at ? formatDate(order.placed_at) : none}</Row>
        <Row label={t('orders.details.status')}>
          <StatusTag kind="order" value={order.status} />
        </Row>
        <Row label={t('orders.details.payment')}>
          {order.payment_status ? <StatusTag kind="payment" value={order.payment_status} /> : none}
        </Row>
        {parts.map(({ type, part }) =>
          part ? (
            <Row key={type} label={t(`orders.partType.${type}`)}>
              <StatusTag kind="orderPart" value={part.status} />
            </Row>
          ) : null,
        )}
        {order.paymentLink && order.paymentLink.sent_count > 0 && (
          <Row label={t('orders.details.paymentLink')}>
            {t('orders.details.paymentLinkSent', {
              count: order.paymentLink.sent_count,
              last: order.paymentLink.last_sent_at ? formatDate(order.paymentLink.last_sent_at) : none,
              expires: formatDate(order.paymentLink.expires_at),
            })}
          </Row>
        )}
        {order.shipment_number && (
          <Row label={t('orders.shipment.label')}>
            <ShipmentNumber
              carrier={order.shipment_carrier}
              number={order.shipment_number}
              url={order.shipment_tracking_url}
            />
          </Row>
        )}
        <Row label={t('orders.details.orderEmail')}>{order.order_email ?? none}</Row>
      </dl>

      <H5>{t('orders.details.items')}</H5>
      <HTMLTable compact className="order-details-items">
        <thead>
          <tr>
            <th>{t('orders.details.item')}</th>
            <th>{t('orders.details.price')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.quantity > 1 ? `${item.quantity} × ` : ''}
                {english ? item.resolvedItem.name_en : item.resolvedItem.name_de}
              </td>
              <td>
                {item.original_price !== item.final_price && (
                  <>
                    <s>{formatEuro(item.original_price)}</s>{' '}
                  </>
                )}
                {formatEuro(item.final_price)}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <dl className="order-details-sums">
        {order.discount_amount > 0 && (
          <>
            <Row label={t('orders.details.originalPrice')}>{formatEuro(order.original_price)}</Row>
            <Row label={t('orders.details.discount')}>{`- ${formatEuro(order.discount_amount)}`}</Row>
          </>
        )}
        {order.taxes.map((tax) => (
          <Row
            key={`${tax.category}-${tax.rate}`}
            label={t('shop.cart.vat', {
              rate: formatRate(tax.rate),
              category: t(`shop.cart.vatCategory.${tax.category as KnownValue<typeof tax.category>}`),
            })}
          >
            {formatEuro(tax.tax_amount)}
          </Row>
        ))}
        <Row label={t('orders.details.total')}>
          <strong>{formatEuro(order.total_price)}</strong>
        </Row>
      </dl>

      <PaymentSection orderRef={order} admin={admin} />

      {order.supplementsNoiOrder && (
        <SupplementRecipe orderId={order.id} partRef={order.supplementsNoiOrder} />
      )}

      <div className="order-details-addresses">
        <div>
          <H5>{t('orders.details.deliveryAddress')}</H5>
          <AddressText address={order.delivery_address} english={english} />
        </div>
        <div>
          <H5>{t('orders.details.billingAddress')}</H5>
          <AddressText address={order.billing_address} english={english} />
        </div>
      </div>

      {admin && (
        <div className="order-details-admin">
          <H5>{t('orders.details.doctor')}</H5>
          <dl>
            <Row label={t('orders.details.doctorId')}>{order.createdBy?.id ?? none}</Row>
            <Row label={t('orders.details.name')}>
              {order.createdBy ? `${order.createdBy.first_name} ${order.createdBy.last_name}` : none}
            </Row>
            <Row label={t('orders.details.email')}>{order.createdBy?.email ?? none}</Row>
          </dl>
          <H5>{t('orders.details.patient')}</H5>
          <dl>
            <Row label={t('orders.details.dateOfBirth')}>{formatDate(order.patient.date_of_birth)}</Row>
            <Row label={t('orders.details.height')}>{`${order.patient.height} cm`}</Row>
            <Row label={t('orders.details.weight')}>{`${order.patient.weight} kg`}</Row>
            <Row label={t('orders.details.sex')}>
              {t(
                `orders.newOrder.sex.${order.patient.biological_sex as KnownValue<typeof order.patient.biological_sex>}`,
              )}
            </Row>
          </dl>
          <H5>{t('orders.details.labOrders')}</H5>
          {order.noiOrders.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>{none}</p>
          ) : (
            <HTMLTable compact>
              <thead>
                <tr>
                  <th>{t('orders.details.type')}</th>
                  <th>{t('orders.details.externalNumber')}</th>
                  <th>{t('orders.details.status')}</th>
                  <th>{t('orders.details.products')}</th>
                  <th>{t('orders.details.sentAt')}</th>
                  <th>{t('orders.details.updatedAt')}</th>
                </tr>
              </thead>
              <tbody>
                {order.noiOrders.map((part) => (
                  <tr key={part.id}>
                    <td>{t(`orders.partType.${part.type as KnownValue<typeof part.type>}`)}</td>
                    <td>{part.external_order_no ?? none}</td>
                    <td>{part.status_description}</td>
                    <td>
                      <SentProducts sentData={part.sent_data} none={none} />
                    </td>
                    <td>{part.sent_at ? formatDate(part.sent_at) : none}</td>
                    <td>{formatDate(part.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          <H5>{t('orders.details.registrationResponses')}</H5>
          <RegistrationResponses responses={order.noiOrderRegistrationResponses ?? []} />
          <H5>{t('orders.details.refusedGenotypes')}</H5>
          <RefusedGenotypes refused={order.refusedGenotypes ?? []} />
        </div>
      )}
    </div>
  );
}
