import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export function DesktopOnlyNotice() {
  const { t } = useTranslation();
  return (
    <div className="full-page">
      <NonIdealState
        icon="desktop"
        title={t('desktopOnly.title')}
        description={t('desktopOnly.description')}
      />
    </div>
  );
}
