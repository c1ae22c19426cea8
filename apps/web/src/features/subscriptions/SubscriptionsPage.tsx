import './subscriptions.css';
import { H3 } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribeToInvalidationState } from 'react-relay';
import { useParams, useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../shared/actions/useActionParam';
import { lazyDialog } from '../../shared/dialogs/lazyDialog';
import { QueryErrorBoundary } from '../../shared/query/QueryErrorBoundary';
import { patientRecordId } from '../orders/patientOrders';
import { SkeletonTable } from '../results/shared/SkeletonTable';
import { SubscriptionsResults } from './SubscriptionsResults';
import { subscriptionColumns } from './SubscriptionsTable';
import { actionOfParam, subscriptionActionParams } from './subscriptionStatus';

const SubscriptionActionDialog = lazyDialog(
  () => import('./SubscriptionActionDialog'),
  'SubscriptionActionDialog',
);

/** /patients/{patientId}/subscriptions: the patient's Elements plans, with pause, resume and cancel. */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const { patientId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const actions = useActionParam(subscriptionActionParams);
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((key) => key + 1);
  // An order placed in the new-order modal (a new plan starts with it): the list asks the server again.
  useSubscribeToInvalidationState([patientRecordId(patientId)], refresh);

  const dialogAction = actions.action === null ? null : actionOfParam(actions.action);
  const subscriptionId = searchParams.get('subscriptionId');

  return (
    <section className="subscriptions-page">
      <QueryErrorBoundary
        title={t('subscriptions.list.loadFailed')}
        retryText={t('subscriptions.list.retry')}
        onRetry={refresh}
      >
        <Suspense
          fallback={
            <>
              <H3>{t('subscriptions.list.title')}</H3>
              <SkeletonTable
                className="subscriptions-table"
                rows={2}
                columns={subscriptionColumns.map((column) => t(`subscriptions.list.columns.${column}`))}
              />
            </>
          }
        >
          <SubscriptionsResults
            patientId={patientId}
            fetchKey={fetchKey}
            newSubscriptionOpen={actions.action === 'new_subscription'}
            onOpen={(action, params) => actions.open(action, params)}
            onCloseNewSubscription={() => actions.close()}
            onChanged={refresh}
          />
        </Suspense>
      </QueryErrorBoundary>
      {dialogAction !== null && subscriptionId !== null && (
        <SubscriptionActionDialog
          action={dialogAction}
          patientId={patientId}
          subscriptionId={subscriptionId}
          onClose={() => actions.close('subscriptionId')}
        />
      )}
    </section>
  );
}
