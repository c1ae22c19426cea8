import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import { type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../forms/TextField';
import { useRules } from '../../../forms/rules';
import { RestError } from '../../../http/rest';
import { confirmTwoFactor } from '../../sessions/authApi';

/** Step 2: the first code from the app or the e-mail confirms the new second factor. */
export function CodeStep({
  children,
  actions,
  onConfirmed,
}: {
  children: ReactNode;
  actions: ReactNode;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const rules = useRules();
  const { control, handleSubmit, setError, formState } = useForm({ defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirmTwoFactor(code.trim());
      onConfirmed();
    } catch (error) {
      if (error instanceof RestError && error.status === 422)
        setError('code', { message: t('validation.twoFactorCodeInvalid') });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {children}
      <TextField
        control={control}
        name="code"
        label={t('auth.twoFactor.code')}
        autoComplete="one-time-code"
        rules={rules.twoFactorCode}
      />
      <ButtonGroup>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          loading={formState.isSubmitting}
          text={t('auth.twoFactor.submit')}
        />
        {actions}
      </ButtonGroup>
    </form>
  );
}
