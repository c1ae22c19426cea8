import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type SubscriptionStatusTag_subscription$key } from './__generated__/SubscriptionStatusTag_subscription.graphql';
import { StatusTag } from '../../shared/status';
import { pendingLabelOf, subscriptionStatusTag } from './subscriptionStatus';

interface Props {
  /** The plan; null shows inaktiv. */
  subscriptionRef: SubscriptionStatusTag_subscription$key | null | undefined;
  /** The profile card's badge: round, with the plan's icon. */
  asBadge?: boolean;
}

/** A plan's status with what it waits for: 'aktiv (Zahlung ausstehend)', 'pausiert', … or 'inaktiv'. */
export function SubscriptionStatusTag({ subscriptionRef, asBadge = false }: Props) {
  const { t } = useTranslation();
  const subscription = useFragment(
    graphql`
      fragment SubscriptionStatusTag_subscription on SupplementSubscription {
        status
        pending
      }
    `,
    subscriptionRef ?? null,
  );
  const tag = subscriptionStatusTag(subscription?.status);
  const pending = pendingLabelOf(subscription?.pending);
  const status = t(tag.label);
  const label = pending ? t('subscriptions.statusWithPending', { status, pending: t(pending) }) : status;
  return (
    <StatusTag kind="subscription" value={subscription?.status ?? 'none'} round={asBadge}>
      {label}
    </StatusTag>
  );
}
