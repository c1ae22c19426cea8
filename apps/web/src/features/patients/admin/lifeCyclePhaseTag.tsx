import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/status';
import { type LifeCyclePhase, lifeCyclePhases } from './adminPatientsListParams';

const isPhase = (phase: string): phase is LifeCyclePhase =>
  (lifeCyclePhases as readonly string[]).includes(phase);

/** 'Aktiv', 'Pausiert', 'Gekündigt' or 'Ohne Abo' (en: Active, Paused, Canceled, Non-Subscriber), with the day the patient entered the phase. */
export function LifeCyclePhaseTag({ phase, since }: { phase: string; since?: string | null }) {
  const { t } = useTranslation();
  const known = isPhase(phase) ? phase : 'NonSubscriber';
  return (
    <span className="admin-patients-phase">
      <StatusTag kind="lifeCyclePhase" value={known} />
      {since && <small>{t('adminPatients.since', { date: formatDate(since) })}</small>}
    </span>
  );
}
