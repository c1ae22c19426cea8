import { AnchorButton } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router-dom';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { type PatientPortalLink, patientPortalLinks } from './patientPortalLinks';
import './patientPortal.css';

/** Layout route of the signed-in patient's pages: the portal's own navigation above the page. */
export function PatientPortalFrame() {
  const { t } = useTranslation();
  return (
    <div className="patient-portal">
      <nav className="patient-portal-navigation" aria-label={t('patientPortal.navigation.label')}>
        {patientPortalLinks.map((link) => (
          <PatientPortalLinkButton key={link.to} link={link} />
        ))}
      </nav>
      <div className="patient-portal-page">
        <Outlet />
      </div>
    </div>
  );
}

function PatientPortalLinkButton({ link }: { link: PatientPortalLink }) {
  const { t } = useTranslation();
  const active = useMatch({ path: link.to, end: link.end ?? false }) !== null;
  return (
    <AnchorButton
      role="link"
      variant="minimal"
      size="large"
      active={active}
      aria-current={active ? 'page' : undefined}
      text={t(link.label)}
      {...useInternalLink(link.to)}
    />
  );
}
