import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { SupportContact } from '../../shared/support/SupportContact';
import { toast } from '../../shared/toast/toast';
import { confirmEmailChange } from '../sessions/authApi';
import { signOut } from '../sessions/session';

/** The signed link of the e-mail change mail: confirm, then a fresh login with the new address. */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user = '', newEmail = '' } = useParams();
  const { search } = useLocation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmEmailChange(user, newEmail, search.replace(/^\?/, '')).then(
      async () => {
        toast.success(t('notifications.emailChanged'));
        await signOut();
        await navigate('/login', { replace: true });
      },
      () => setFailed(true),
    );
  }, [user, newEmail, search, navigate, t]);

  if (!failed) return <NonIdealState icon={<Spinner />} title={t('auth.emailChange.loading')} />;
  return (
    <NonIdealState
      icon="error"
      title={t('auth.emailChange.failedTitle')}
      description={t('auth.emailChange.failedHint')}
    >
      <SupportContact />
    </NonIdealState>
  );
}
