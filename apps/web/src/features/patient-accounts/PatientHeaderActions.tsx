import { Button, HTMLSelect } from '@blueprintjs/core';
import { supportedLanguages } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePatientSession } from '../../session/patientSession';
import { signOutPatient } from './patientSessionActions';

/** The patient portal header's right side: the language, and the logout while signed in. */
export function PatientHeaderActions() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { isAuthenticated } = usePatientSession();

  const logout = async () => {
    await signOutPatient();
    await navigate('/login', { replace: true });
  };

  return (
    <>
      <HTMLSelect
        aria-label={t('patientPortal.header.language')}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
        options={supportedLanguages.map((language) => ({ value: language, label: language.toUpperCase() }))}
        minimal
      />
      {isAuthenticated && (
        <Button variant="minimal" icon="log-out" text={t('patientPortal.header.logout')} onClick={logout} />
      )}
    </>
  );
}
