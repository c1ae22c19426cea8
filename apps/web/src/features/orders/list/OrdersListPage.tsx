import {
  Button,
  Classes,
  H2,
  InputGroup,
  Menu,
  MenuItem,
  NonIdealState,
  PopoverNext,
  Spinner,
} from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { lazyDialog } from '../../../shared/dialogs/lazyDialog';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { useDoctorSession } from '../../../session/doctorSession';
import { isAdmin } from '../../../session/permissions';
import { WorkQueuePanel } from '../../work-queue/WorkQueuePanel';
import { useOpenNewOrder } from '../newOrder/NewOrderAction';
import { type OrdersListPageQuery } from './__generated__/OrdersListPageQuery.graphql';
import { ALL_ORDERS_SEARCH_DEBOUNCE_MS } from './ordersListParams';
import { OrdersResults } from './OrdersResults';
import { useOrdersListParams } from './useOrdersListParams';
import { useUrlSearchText } from './useUrlSearchText';

const NewPatientWizard = lazyDialog(
  () => import('../../patients/wizard/NewPatientWizard'),
  'NewPatientWizard',
);

const ordersPageActions = ['new_patient'] as const;

/** /orders: every order the doctor's practice placed (an admin: all), searchable, sortable, paged. */
export function OrdersListPage() {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((key) => key + 1);
  const actions = useActionParam(ordersPageActions);
  return (
    <section className="orders-list">
      <QueryErrorBoundary
        title={t('orders.list.loadFailed')}
        retryText={t('orders.list.retry')}
        onRetry={refresh}
      >
        <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
          <OrdersListContent
            fetchKey={fetchKey}
            refresh={refresh}
            onNewPatient={() => actions.open('new_patient')}
          />
        </Suspense>
      </QueryErrorBoundary>
      {actions.action === 'new_patient' && (
        <NewPatientWizard onClose={() => actions.close()} onCreated={refresh} />
      )}
    </section>
  );
}

function OrdersListContent({
  fetchKey,
  refresh,
  onNewPatient,
}: {
  fetchKey: number;
  refresh: () => void;
  onNewPatient: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useDoctorSession();
  const admin = user !== null && isAdmin(user);
  const { params, change, writeSearch } = useOrdersListParams();
  const [searchText, setSearchText] = useUrlSearchText(
    params.search,
    writeSearch,
    ALL_ORDERS_SEARCH_DEBOUNCE_MS,
  );
  const openNewOrder = useOpenNewOrder();
  // Whether the doctor has any patient: without one there is nothing to order for.
  const { patients } = useLazyLoadQuery<OrdersListPageQuery>(
    graphql`
      query OrdersListPageQuery {
        patients(first: 1) {
          paginatorInfo {
            total
          }
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const hasPatients = patients.paginatorInfo.total > 0;

  return (
    <>
      <div className="page-header">
        <H2>{t('orders.list.title')}</H2>
        {/* The create menu shows only to non-admins (spec, section 6). */}
        {!admin && (
          <PopoverNext
            placement="bottom-end"
            content={
              <Menu>
                <MenuItem icon="new-person" text={t('orders.list.newPatient')} onClick={onNewPatient} />
                <MenuItem
                  icon="shopping-cart"
                  text={t('orders.list.newOrder')}
                  disabled={!hasPatients}
                  onClick={() => openNewOrder()}
                />
              </Menu>
            }
          >
            <Button intent="primary" icon="add" endIcon="caret-down" text={t('orders.list.create')} />
          </PopoverNext>
        )}
      </div>
      <WorkQueuePanel audience="doctor" />
      {!hasPatients && !admin ? (
        <NonIdealState
          icon="people"
          title={t('orders.list.noPatients')}
          description={t('orders.list.noPatientsHint')}
          action={
            <Button
              variant="minimal"
              intent="primary"
              text={t('orders.list.newPatient')}
              onClick={onNewPatient}
            />
          }
        />
      ) : (
        <>
          <InputGroup
            type="search"
            leftIcon="search"
            className={Classes.FILL}
            aria-label={t('orders.list.search')}
            placeholder={t('orders.list.search')}
            value={searchText}
            onValueChange={setSearchText}
          />
          <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
            <OrdersResults
              params={params}
              patientId={null}
              fetchKey={fetchKey}
              onChange={change}
              onChanged={refresh}
            />
          </Suspense>
        </>
      )}
    </>
  );
}
