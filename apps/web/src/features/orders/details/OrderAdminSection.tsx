import { Classes, H6 } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type KnownValue } from '../../../relay/enumValues';
import { DataTable, Td, Th } from '../../../shared/table';
import { type OrderAdminSection_order$key } from './__generated__/OrderAdminSection_order.graphql';
import { RefusedGenotypes, RegistrationResponses, SentProducts } from './LabAnswers';
import { Fact, OrderSection } from './OrderSection';

/** What only admins see (spec, section 6): the doctor, the patient's body data, the lab orders and the lab's answers. */
export function OrderAdminSection({ orderRef }: { orderRef: OrderAdminSection_order$key }) {
  const { t } = useTranslation();
  const order = useFragment(
    graphql`
      fragment OrderAdminSection_order on Order {
        createdBy {
          id
          first_name
          last_name
          email
        }
        patient {
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
        noiOrderRegistrationResponses {
          id
          status
          errors
          order_type
          barcode
          received_at
        }
        refusedGenotypes {
          id
          gene
          rs_id
          genotype
          orientation
          reason
          created_at
        }
      }
    `,
    orderRef,
  );
  const none = t('orders.details.none');
  const { createdBy: doctor, patient } = order;
  const labOrders = t('orders.details.labOrders');
  return (
    <OrderSection title={t('orders.details.sections.admin')} className="order-details-admin">
      <div className="order-details-admin-people">
        <div>
          <H6>{t('orders.details.doctor')}</H6>
          <dl className="order-details-facts">
            <Fact label={t('orders.details.doctorId')}>{doctor?.id ?? none}</Fact>
            <Fact label={t('orders.details.name')}>
              {doctor ? `${doctor.first_name} ${doctor.last_name}` : none}
            </Fact>
            <Fact label={t('orders.details.email')}>{doctor?.email ?? none}</Fact>
          </dl>
        </div>
        <div>
          <H6>{t('orders.details.patient')}</H6>
          <dl className="order-details-facts">
            <Fact label={t('orders.details.dateOfBirth')}>{formatDate(patient.date_of_birth)}</Fact>
            <Fact label={t('orders.details.height')}>{`${patient.height} cm`}</Fact>
            <Fact label={t('orders.details.weight')}>{`${patient.weight} kg`}</Fact>
            <Fact label={t('orders.details.sex')}>
              {t(
                `orders.newOrder.sex.${patient.biological_sex as KnownValue<typeof patient.biological_sex>}`,
              )}
            </Fact>
          </dl>
        </div>
      </div>
      <H6>{labOrders}</H6>
      {order.noiOrders.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{none}</p>
      ) : (
        <DataTable compact aria-label={labOrders}>
          <thead>
            <tr>
              <Th>{t('orders.details.type')}</Th>
              <Th>{t('orders.details.externalNumber')}</Th>
              <Th>{t('orders.details.status')}</Th>
              <Th>{t('orders.details.products')}</Th>
              <Th>{t('orders.details.sentAt')}</Th>
              <Th>{t('orders.details.updatedAt')}</Th>
            </tr>
          </thead>
          <tbody>
            {order.noiOrders.map((part) => (
              <tr key={part.id}>
                <Td>{t(`orders.partType.${part.type as KnownValue<typeof part.type>}`)}</Td>
                <Td>{part.external_order_no ?? none}</Td>
                <Td>{part.status_description}</Td>
                <Td>
                  <SentProducts sentData={part.sent_data} none={none} />
                </Td>
                <Td>{part.sent_at ? formatDate(part.sent_at) : none}</Td>
                <Td>{formatDate(part.updated_at)}</Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <H6>{t('orders.details.registrationResponses')}</H6>
      <RegistrationResponses responses={order.noiOrderRegistrationResponses ?? []} />
      <H6>{t('orders.details.refusedGenotypes')}</H6>
      <RefusedGenotypes refused={order.refusedGenotypes ?? []} />
    </OrderSection>
  );
}
