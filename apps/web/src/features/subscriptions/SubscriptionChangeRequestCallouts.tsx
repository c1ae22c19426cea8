import { Button, ButtonGroup, Callout, Intent } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useMutation } from 'react-relay';
import { toast } from '../../shared/toast/toast';
import { type SubscriptionChangeRequestCallouts_subscriptions$key } from './__generated__/SubscriptionChangeRequestCallouts_subscriptions.graphql';
import { type SubscriptionChangeRequestCalloutsConfirmMutation } from './__generated__/SubscriptionChangeRequestCalloutsConfirmMutation.graphql';
import { type SubscriptionChangeRequestCalloutsDeclineMutation } from './__generated__/SubscriptionChangeRequestCalloutsDeclineMutation.graphql';

interface Props {
  subscriptionsRef: SubscriptionChangeRequestCallouts_subscriptions$key;
  /** After a decision: the list asks the server again (the plan's status and the badge change with it). */
  onDecided: () => void;
}

/**
 * A patient's open request from the patient portal to pause or cancel a plan (issue 34): "Bestätigen" runs the
 * doctor's own pause or cancel on the server, "Ablehnen" keeps the plan as it is.
 */
export function SubscriptionChangeRequestCallouts({ subscriptionsRef, onDecided }: Props) {
  const { t } = useTranslation();
  const { data } = useFragment(
    graphql`
      fragment SubscriptionChangeRequestCallouts_subscriptions on SubscriptionPaginator {
        data {
          openChangeRequest {
            id
            kind
            message
            requested_at
          }
        }
      }
    `,
    subscriptionsRef,
  );
  const [confirm, confirming] = useMutation<SubscriptionChangeRequestCalloutsConfirmMutation>(graphql`
    mutation SubscriptionChangeRequestCalloutsConfirmMutation($id: ID!) {
      confirmSubscriptionChangeRequest(id: $id) {
        id
        status
      }
    }
  `);
  const [decline, declining] = useMutation<SubscriptionChangeRequestCalloutsDeclineMutation>(graphql`
    mutation SubscriptionChangeRequestCalloutsDeclineMutation($id: ID!) {
      declineSubscriptionChangeRequest(id: $id) {
        id
        status
      }
    }
  `);
  const requests = data.flatMap((plan) => (plan.openChangeRequest ? [plan.openChangeRequest] : []));
  const done = (message: string) => (_response: unknown, errors: readonly unknown[] | null | undefined) => {
    if (errors?.length) return;
    toast.success(message);
    onDecided();
  };
  return requests.map((request) => (
    <Callout
      key={request.id}
      intent={Intent.WARNING}
      icon="inbox"
      className="subscription-change-request"
      title={t(
        request.kind === 'cancel'
          ? 'subscriptions.changeRequest.cancel'
          : 'subscriptions.changeRequest.pause',
      )}
    >
      <p>
        {t('subscriptions.changeRequest.requestedAt', { date: formatDate(request.requested_at as string) })}
      </p>
      {request.message && <p>{t('subscriptions.changeRequest.message', { message: request.message })}</p>}
      <ButtonGroup className="subscription-change-request-actions">
        <Button
          intent={Intent.PRIMARY}
          loading={confirming}
          disabled={declining}
          text={t('subscriptions.changeRequest.confirm')}
          onClick={() =>
            confirm({
              variables: { id: request.id },
              onCompleted: done(t('subscriptions.changeRequest.confirmed')),
            })
          }
        />
        <Button
          loading={declining}
          disabled={confirming}
          text={t('subscriptions.changeRequest.decline')}
          onClick={() =>
            decline({
              variables: { id: request.id },
              onCompleted: done(t('subscriptions.changeRequest.declined')),
            })
          }
        />
      </ButtonGroup>
    </Callout>
  ));
}
