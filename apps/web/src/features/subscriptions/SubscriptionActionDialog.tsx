import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  Icon,
  Intent,
  Link,
  Spinner,
} from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { QueryErrorBoundary } from '../../shared/query/QueryErrorBoundary';
import { dialable, useOperator } from '../../shared/support/support';
import { toast } from '../../shared/toast/toast';
import { type SubscriptionActionDialogQuery } from './__generated__/SubscriptionActionDialogQuery.graphql';
import { allowedActions, type SubscriptionAction, subscriptionStatusTag } from './subscriptionStatus';
import { useSubscriptionActionMutation } from './useSubscriptionActionMutation';

interface Props {
  action: SubscriptionAction;
  patientId: string;
  subscriptionId: string;
  onClose: () => void;
}

const submitIntents = { pause: Intent.WARNING, resume: Intent.PRIMARY, cancel: Intent.DANGER } as const;

/**
 * `?action=pause_subscription|resume_subscription|cancel_subscription&subscriptionId=`: the plan is read anew, so a
 * link or a reload shows the same dialog, and an action the plan no longer allows says so instead of offering it.
 */
export function SubscriptionActionDialog(props: Props) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Dialog isOpen title={t(`subscriptions.${props.action}.title`)} onClose={props.onClose}>
      <QueryErrorBoundary
        title={t('subscriptions.dialog.loadFailed')}
        retryText={t('subscriptions.list.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense
          fallback={
            <DialogBody>
              <Spinner size={20} />
            </DialogBody>
          }
        >
          <SubscriptionActionContent {...props} fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
    </Dialog>
  );
}

function SubscriptionActionContent({
  action,
  patientId,
  subscriptionId,
  onClose,
  fetchKey,
}: Props & { fetchKey: number }) {
  const { t } = useTranslation();
  // The list's filter takes a plan's id exactly; within the patient's plans it is the plan or nothing.
  const { subscriptions } = useLazyLoadQuery<SubscriptionActionDialogQuery>(
    graphql`
      query SubscriptionActionDialogQuery($patientId: ID!, $search: String!) {
        subscriptions(patientId: $patientId, search: $search, first: 10) {
          data {
            id
            status
          }
        }
      }
    `,
    { patientId, search: subscriptionId },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const plan = subscriptions.data.find((candidate) => candidate.id === subscriptionId) ?? null;
  const [commit, committing] = useSubscriptionActionMutation(action);
  const allowed = plan !== null && allowedActions(plan.status).includes(action);

  const submit = () =>
    commit(subscriptionId, () => {
      toast.success(t(`subscriptions.${action}.done`));
      onClose();
    });

  return (
    <>
      <DialogBody>
        {plan === null ? (
          <Callout intent={Intent.DANGER} compact>
            {t('subscriptions.dialog.notFound')}
          </Callout>
        ) : !allowed ? (
          <Callout intent={Intent.WARNING} compact>
            {t('subscriptions.dialog.notAllowed', { status: t(subscriptionStatusTag(plan.status).label) })}
          </Callout>
        ) : (
          <ActionExplanation action={action} />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('subscriptions.dialog.close')} onClick={onClose} disabled={committing} />
            {allowed && (
              <Button
                intent={submitIntents[action]}
                text={t(`subscriptions.${action}.submit`)}
                onClick={submit}
                loading={committing}
              />
            )}
          </>
        }
      />
    </>
  );
}

/** What the action does (and what stays): the spec's pause, resume and cancel rules. */
function ActionExplanation({ action }: { action: SubscriptionAction }) {
  const { t } = useTranslation();
  const operator = useOperator();
  switch (action) {
    case 'pause':
      return (
        <>
          <p>{t('subscriptions.pause.text')}</p>
          <Callout intent={Intent.PRIMARY} compact icon="time">
            {t('subscriptions.pause.resumeNote')}
          </Callout>
        </>
      );
    case 'resume':
      return <p>{t('subscriptions.resume.text')}</p>;
    case 'cancel':
      return (
        <>
          <Callout intent={Intent.WARNING} compact>
            {t('subscriptions.cancel.text')}
          </Callout>
          <p className="subscription-contact">
            {t('subscriptions.cancel.contact')} <Icon icon="phone" aria-label={t('support.phone')} />{' '}
            {operator && <Link href={`tel:${dialable(operator.supportPhone)}`}>{operator.supportPhone}</Link>}
          </p>
        </>
      );
  }
}
