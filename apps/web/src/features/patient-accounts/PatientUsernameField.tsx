import { type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';

/**
 * The patient's login name: the login takes the e-mail address or the username (the guid from the welcome mail);
 * the password reset asks for the username beside the e-mail.
 */
export function PatientUsernameField<T extends FieldValues & { username: string }>({
  control,
  acceptsEmail = false,
}: {
  control: Control<T>;
  acceptsEmail?: boolean;
}) {
  const { t } = useTranslation();
  const rules = useRules();
  return (
    <TextField
      control={control}
      name={'username' as Path<T>}
      label={acceptsEmail ? t('patientPortal.loginName') : t('patientPortal.username')}
      autoComplete="username"
      rules={rules.required}
      helperText={acceptsEmail ? t('patientPortal.loginNameHelp') : t('patientPortal.usernameHelp')}
    />
  );
}
