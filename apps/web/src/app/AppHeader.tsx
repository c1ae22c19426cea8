import { Alignment, Link, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useDoctorSession } from '../session/doctorSession';
import { isAdmin } from '../session/permissions';
import { PatientHeaderActions } from '../features/patient-accounts/PatientHeaderActions';
import { CreateMenu } from './header/CreateMenu';
import { UserMenu } from './header/UserMenu';
import { NavigationLinkButton } from './navigation/NavigationLinkButton';
import { visibleNavigationLinks } from './navigation/navigationLinks';
import { type Portal } from './portal/portal';
import { useInternalLink } from '../shared/links/useInternalLink';
import { Wordmark } from '../shared/brand/Wordmark';

export function AppHeader({ portal }: { portal: Portal }) {
  const { t } = useTranslation();
  const session = useDoctorSession();
  const { user } = session;
  const home = useInternalLink('/');
  // The patient portal has no menu; doctors and admins get theirs from the navigation table.
  const links = portal === 'main' ? visibleNavigationLinks(user) : [];

  return (
    <Navbar className="app-header">
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading>
          <Link className="app-brand" color="inherit" underline="none" {...home}>
            <Wordmark />
          </Link>
        </NavbarHeading>
        {links.length > 0 && (
          <>
            <NavbarDivider />
            <nav className="app-navigation" aria-label={t('shell.mainNavigation')}>
              {links.map((link) => (
                <NavigationLinkButton key={link.to} link={link} />
              ))}
            </nav>
          </>
        )}
      </NavbarGroup>
      {portal === 'patient' && (
        <NavbarGroup align={Alignment.END}>
          <PatientHeaderActions />
        </NavbarGroup>
      )}
      {portal === 'main' && (
        <NavbarGroup align={Alignment.END}>
          {/* Spec, section 6: the create menu shows only to non-admins. */}
          {user !== null && !isAdmin(user) && <CreateMenu />}
          <UserMenu session={session} />
        </NavbarGroup>
      )}
    </Navbar>
  );
}
