import { Button, Intent } from '@blueprintjs/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { RestError } from '../../http/rest';
import { errorEffects } from '../../relay/errorEffects';
import { runErrorEffects } from '../../relay/runErrorEffects';
import { confirmPassword } from './authApi';

/** Step 0 of the two-factor and delete-account wizards: POST /user/confirm-password. */
export function ConfirmPasswordForm({ intro, onConfirmed }: { intro: string; onConfirmed: () => void }) {
  const { t } = useTranslation();
  const rules = useRules();
  const { control, handleSubmit, setError, formState } = useForm({ defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await confirmPassword(password);
      onConfirmed();
    } catch (error) {
      if (error instanceof RestError && error.status === 422) {
        setError('password', { message: t('errors.sessions.passwordIncorrect') });
        return;
      }
      // The endpoint hands every error to its caller; the ones that are not about the password follow the catalogue.
      if (error instanceof RestError)
        runErrorEffects(errorEffects({ kind: 'rest', status: error.status, failures: error.failures }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{intro}</p>
      <TextField
        control={control}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        rules={rules.currentPassword}
      />
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        loading={formState.isSubmitting}
        text={t('account.next')}
      />
    </form>
  );
}
