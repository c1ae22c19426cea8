import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { ConsentCheckboxes } from '../catalog/ConsentCheckboxes';
import { graphql, useFragment } from 'react-relay';
import { type AccountStep_consents$key } from './__generated__/AccountStep_consents.graphql';
import { type RegistrationForm } from './registerInput';

/** Step 4: login e-mail, password and the consents of type UserRegistration. */
export function AccountStep({
  control,
  consentsRef,
}: {
  control: Control<RegistrationForm>;
  consentsRef: AccountStep_consents$key;
}) {
  const { t } = useTranslation();
  const rules = useRules();
  const password = useWatch({ control, name: 'account.password' });
  const consents = useFragment(
    graphql`
      fragment AccountStep_consents on Consent @relay(plural: true) {
        ...ConsentCheckboxes_consents
      }
    `,
    consentsRef,
  );
  return (
    <>
      <TextField
        control={control}
        name="account.email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        rules={rules.email}
      />
      <TextField
        control={control}
        name="account.password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        rules={rules.newPassword}
      />
      <TextField
        control={control}
        name="account.password_confirmation"
        label={t('auth.repeatPassword')}
        type="password"
        autoComplete="new-password"
        rules={rules.repeat(() => password, 'passwordsDoNotMatchRegistration')}
      />
      <h4 className="bp6-heading">{t('registration.consents')}</h4>
      <ConsentCheckboxes consentsRef={consents} control={control} name="account.consents" />
    </>
  );
}
