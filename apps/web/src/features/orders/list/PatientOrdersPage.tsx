import { Button, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { PRODUCT_TYPES, type ProductType } from '@portal/shared-types';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribeToInvalidationState } from 'react-relay';
import { useParams } from 'react-router-dom';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { useOpenNewOrder } from '../newOrder/NewOrderAction';
import { patientRecordId } from '../patientOrders';
import { PATIENT_ORDERS_SEARCH_DEBOUNCE_MS } from './ordersListParams';
import { OrdersResults } from './OrdersResults';
import { useOrdersListParams } from './useOrdersListParams';
import { useUrlSearchText } from './useUrlSearchText';

/** /patients/{patientId}/orders: the patient's order history with product-type filter and search. */
export function PatientOrdersPage() {
  const { t } = useTranslation();
  const { patientId = '' } = useParams();
  const { params, change, writeSearch } = useOrdersListParams();
  const [searchText, setSearchText] = useUrlSearchText(
    params.search,
    writeSearch,
    PATIENT_ORDERS_SEARCH_DEBOUNCE_MS,
  );
  const openNewOrder = useOpenNewOrder();
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((key) => key + 1);
  // An order placed (or a draft deleted) in the new-order modal: the history asks the server again.
  useSubscribeToInvalidationState([patientRecordId(patientId)], refresh);

  return (
    <section className="patient-orders-page">
      <div className="list-toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t('orders.list.search')}
          placeholder={t('orders.list.search')}
          value={searchText}
          onValueChange={setSearchText}
        />
        <HTMLSelect
          aria-label={t('orders.productType.all')}
          value={params.productType ?? ''}
          options={[
            { value: '', label: t('orders.productType.all') },
            ...PRODUCT_TYPES.map((type) => ({ value: type, label: t(`orders.productType.${type}`) })),
          ]}
          onChange={(event) =>
            change({ productType: (event.currentTarget.value || null) as ProductType | null })
          }
        />
        <Button
          intent="primary"
          icon="add"
          text={t('orders.list.newOrder')}
          onClick={() => openNewOrder(patientId)}
        />
      </div>
      <QueryErrorBoundary
        title={t('orders.list.loadFailed')}
        retryText={t('orders.list.retry')}
        onRetry={refresh}
      >
        <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
          <OrdersResults
            params={params}
            patientId={patientId}
            fetchKey={fetchKey}
            onChange={change}
            onChanged={refresh}
          />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}
