import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SupportContact } from '../../shared/support/SupportContact';

/** Shown instead of React Router's developer page when a screen throws while rendering. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="full-page">
      <NonIdealState icon="error" title={t('errors.somethingWentWrong')}>
        <SupportContact />
      </NonIdealState>
    </div>
  );
}
