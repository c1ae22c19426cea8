import { Card, Classes, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The five newest therapists: `users(first: 5, orderBy: created desc)` comes with the therapists list. */
export function LatestTherapists() {
  const { t } = useTranslation();
  return (
    <Card className="admin-dashboard-card" data-section="latest-therapists">
      <H4>{t('adminDashboard.latestTherapists.title')}</H4>
      <p className={Classes.TEXT_MUTED}>{t('adminDashboard.latestTherapists.pending')}</p>
    </Card>
  );
}
