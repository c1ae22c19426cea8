import { Button, Intent } from '@blueprintjs/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { useVerifyRegistrationCodeMutation } from './useVerifyRegistrationCodeMutation';

/** Without a `token` link, registration starts with the 4-character code the business hands out. */
export function RegistrationCodeForm({ onVerified }: { onVerified: (registrationToken: string) => void }) {
  const { t } = useTranslation();
  const rules = useRules();
  const [verify, inFlight] = useVerifyRegistrationCodeMutation();
  const { control, handleSubmit } = useForm({ defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const { verifyRegistrationCode } = await verify({ token: code.trim() });
      onVerified(verifyRegistrationCode.registration_token);
    } catch {
      // Told by the error catalogue.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{t('registration.code.intro')}</p>
      <TextField
        control={control}
        name="code"
        label={t('registration.code.label')}
        autoComplete="off"
        rules={rules.registrationCode}
      />
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        fill
        loading={inFlight}
        text={t('registration.code.submit')}
      />
    </form>
  );
}
