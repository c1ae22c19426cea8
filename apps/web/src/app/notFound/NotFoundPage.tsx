import { AnchorButton, Intent, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { SupportContact } from '../../shared/support/SupportContact';

export function NotFoundPage() {
  const { t } = useTranslation();
  const homepage = useInternalLink('/');
  return (
    <NonIdealState
      icon="search"
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        // A link to assistive technology too: AnchorButton says "button" by default.
        <AnchorButton
          role="link"
          intent={Intent.PRIMARY}
          icon="home"
          text={t('common.toHomepage')}
          {...homepage}
        />
      }
    >
      <SupportContact />
    </NonIdealState>
  );
}
