import { Tag } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { type SubscriptionStatus, subscriptionStatusTag } from '../../subscriptions/subscriptionStatus';
import { type LifeCyclePhase, lifeCyclePhases } from './adminPatientsListParams';

// A phase is the status of the patient's newest plan: it takes that status's colour from the one mapping.
const statusOf: Record<LifeCyclePhase, SubscriptionStatus | null> = {
  ActiveSubscriber: 'active',
  PausedSubscriber: 'paused',
  CanceledSubscriber: 'canceled',
  NonSubscriber: null,
};

const isPhase = (phase: string): phase is LifeCyclePhase =>
  (lifeCyclePhases as readonly string[]).includes(phase);

/** 'Active', 'Paused', 'Canceled' or 'Non-Subscriber', with the day the patient entered the phase. */
export function LifeCyclePhaseTag({ phase, since }: { phase: string; since?: string | null }) {
  const { t } = useTranslation();
  const known = isPhase(phase) ? phase : 'NonSubscriber';
  return (
    <span className="admin-patients-phase">
      <Tag minimal intent={subscriptionStatusTag(statusOf[known]).intent} data-phase={known}>
        {t(`adminPatients.phases.${known}`)}
      </Tag>
      {since && <small>{t('adminPatients.since', { date: formatDate(since) })}</small>}
    </span>
  );
}
