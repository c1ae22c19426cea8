import { NonIdealState, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../shared/layout/AuthCard';
import { SuccessIcon } from '../../shared/status';

export type LinkNoticeKind = 'expired' | 'openLinkAgain' | 'unavailable' | 'success';

const icons: Record<LinkNoticeKind, IconName> = {
  expired: 'time',
  openLinkAgain: 'link',
  unavailable: 'tick-circle',
  success: 'tick-circle',
};

/** A page of the questionnaire link that only tells the patient where they stand (title and what to do). */
export function LinkNotice({ kind }: { kind: LinkNoticeKind }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('questionnaireLink.fill.title')}>
      <NonIdealState
        className="questionnaire-link-notice"
        icon={kind === 'success' ? <SuccessIcon /> : icons[kind]}
        title={t(`questionnaireLink.${kind}.title`)}
        description={t(`questionnaireLink.${kind}.description`)}
      />
    </AuthCard>
  );
}
