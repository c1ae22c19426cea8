import { Button, HTMLSelect } from '@blueprintjs/core';
import { type Language, supportedLanguages } from '@portal/i18n/languages';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePatientSession } from '../../session/patientSession';
import { signOutPatient } from './patientSessionActions';
import { changeLanguage } from '../../i18n/i18n';

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
        onChange={(event) => void changeLanguage(event.currentTarget.value as Language)}
        options={supportedLanguages.map((language) => ({ value: language, label: language.toUpperCase() }))}
        minimal
      />
      {isAuthenticated && (
        <Button variant="minimal" icon="log-out" text={t('patientPortal.header.logout')} onClick={logout} />
      )}
    </>
  );
}
