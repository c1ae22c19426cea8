import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  H3,
  Intent,
  NonIdealState,
  Tooltip,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { lazyDialog } from '../../shared/dialogs/lazyDialog';
import { type SubscriptionsResultsQuery } from './__generated__/SubscriptionsResultsQuery.graphql';
import { SubscriptionChangeRequestCallouts } from './SubscriptionChangeRequestCallouts';
import { SubscriptionsTable } from './SubscriptionsTable';
import { blocksNewSubscription, type SubscriptionActionParam } from './subscriptionStatus';

const NewOrderModal = lazyDialog(() => import('../orders/newOrder/NewOrderModal'), 'NewOrderModal');

interface Props {
  patientId: string;
  fetchKey: number;
  /** `?action=new_subscription`: the new-order modal, Supplements preselected (the path ends in /subscriptions). */
  newSubscriptionOpen: boolean;
  onOpen: (action: SubscriptionActionParam, params?: Record<string, string>) => void;
  onCloseNewSubscription: () => void;
  /** A patient's change request was decided: ask the server again. */
  onChanged: () => void;
}

// A patient has a handful of plans (one at a time, a new one only after cancelling): one page holds them all.
const PLANS_PER_PATIENT = 100;

export function SubscriptionsResults({
  patientId,
  fetchKey,
  newSubscriptionOpen,
  onOpen,
  onCloseNewSubscription,
  onChanged,
}: Props) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<SubscriptionsResultsQuery>(
    graphql`
      query SubscriptionsResultsQuery($patientId: ID!, $first: Int!) {
        subscriptions(patientId: $patientId, first: $first) {
          data {
            status
          }
          ...SubscriptionsTable_subscriptions
          ...SubscriptionChangeRequestCallouts_subscriptions
        }
        # The profile card's badge reads the same link: a plan started here shows there at once.
        patient(id: $patientId) {
          # eslint-disable-next-line relay/unused-fields
          latestSubscription {
            id
            # eslint-disable-next-line relay/must-colocate-fragment-spreads
            ...SubscriptionStatusTag_subscription
          }
        }
      }
    `,
    { patientId, first: PLANS_PER_PATIENT },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const plans = data.subscriptions.data;
  const blocked = blocksNewSubscription(plans.map((plan) => plan.status));

  const newButton = (
    <Button
      intent={Intent.PRIMARY}
      icon="add"
      text={t('subscriptions.newSubscription.open')}
      disabled={blocked}
      onClick={() => onOpen('new_subscription')}
    />
  );

  return (
    <>
      <div className="page-header">
        <H3>{t('subscriptions.list.title')}</H3>
        {plans.length > 0 &&
          (blocked ? (
            <Tooltip content={t('subscriptions.newSubscription.blocked')}>{newButton}</Tooltip>
          ) : (
            newButton
          ))}
      </div>
      {plans.length === 0 ? (
        <NonIdealState
          icon="repeat"
          title={t('subscriptions.list.empty')}
          description={t('subscriptions.list.emptyHint')}
          action={newButton}
        />
      ) : (
        <>
          <SubscriptionChangeRequestCallouts subscriptionsRef={data.subscriptions} onDecided={onChanged} />
          <SubscriptionsTable
            subscriptionsRef={data.subscriptions}
            onAction={(action, subscriptionId) => onOpen(action, { subscriptionId })}
          />
        </>
      )}
      {newSubscriptionOpen &&
        (blocked ? (
          <Dialog isOpen title={t('subscriptions.newSubscription.open')} onClose={onCloseNewSubscription}>
            <DialogBody>
              <p>{t('subscriptions.newSubscription.blocked')}</p>
            </DialogBody>
            <DialogFooter
              actions={<Button text={t('subscriptions.dialog.close')} onClick={onCloseNewSubscription} />}
            />
          </Dialog>
        ) : (
          <NewOrderModal
            patientId={patientId}
            onClose={onCloseNewSubscription}
            // Placing invalidates the patient's record: the page asks the server again and shows the new plan.
            onPlaced={onCloseNewSubscription}
          />
        ))}
    </>
  );
}
