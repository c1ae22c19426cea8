import { type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';

/** The patient's username (the guid from the registration mail, or a unique e-mail), as login and reset ask it. */
export function PatientUsernameField<T extends FieldValues & { username: string }>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useTranslation();
  const rules = useRules();
  return (
    <TextField
      control={control}
      name={'username' as Path<T>}
      label={t('patientPortal.username')}
      autoComplete="username"
      rules={rules.required}
      helperText={t('patientPortal.usernameHelp')}
    />
  );
}
