import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router-dom';
import { signOut } from '../../features/sessions/session';
import { useExitDoctorAccount } from '../../features/sessions/useExitDoctorAccount';
import { type DoctorSession } from '../../session/doctorSession';
import { isAdmin } from '../../session/permissions';
import { legalLinks } from '../../shared/support/legal';
import { useOperator } from '../../shared/support/support';

export function UserMenu({ session }: { session: DoctorSession }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const navigate = useNavigate();
  const { user, previousUser } = session;
  const settingsPath = user !== null && isAdmin(user) ? '/admin/account' : '/account/settings';
  const settingsHref = useHref(settingsPath);
  const exitDoctorAccount = useExitDoctorAccount();
  if (user === null) return null;
  const name = `${user.first_name} ${user.last_name}`;

  const logout = async () => {
    // Logging out of an impersonated doctor account returns to the admin (spec, section 4).
    if (previousUser !== null) return exitDoctorAccount();
    await signOut();
    await navigate('/login');
  };

  const menu = (
    <Menu>
      <MenuItem
        icon="cog"
        text={t('shell.accountSettings')}
        href={settingsHref}
        onClick={(event) => {
          event.preventDefault();
          void navigate(settingsPath);
        }}
      />
      <MenuItem
        icon="envelope"
        text={t('shell.supportContact')}
        href={operator ? `mailto:${operator.supportEmail}` : undefined}
      />
      <MenuDivider />
      <MenuItem
        icon="lock"
        text={t('shell.privacy')}
        href={legalLinks.privacy}
        target="_blank"
        rel="noreferrer"
      />
      <MenuItem
        icon="document"
        text={t('shell.terms')}
        href={legalLinks.terms}
        target="_blank"
        rel="noreferrer"
      />
      <MenuItem
        icon="info-sign"
        text={t('shell.imprint')}
        href={legalLinks.imprint}
        target="_blank"
        rel="noreferrer"
      />
      <MenuDivider />
      <MenuItem icon="log-out" text={t('shell.logout')} onClick={() => void logout()} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button
        className="user-menu-button"
        variant="minimal"
        icon="user"
        endIcon="caret-down"
        text={name}
        aria-label={t('shell.userMenu', { name })}
      />
    </PopoverNext>
  );
}
