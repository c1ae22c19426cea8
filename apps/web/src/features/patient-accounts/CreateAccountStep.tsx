import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { PasswordRuleList } from '../../forms/PasswordRuleList';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { restFieldMessage } from '../../http/restFieldMessage';
import { ConsentCheckboxes } from '../catalog/ConsentCheckboxes';
import { type CreateAccountStepQuery } from './__generated__/CreateAccountStepQuery.graphql';
import { registerPatient, type RegisterResult } from './patientApi';
import { signedStepFailure, type SignedStepFailure } from './registrationLink';
import { reportFailure } from './reportFailure';

interface AccountForm {
  password: string;
  password_confirmation: string;
  /** The ids of the ticked PatientRegistration consents. */
  consents: string[];
}

// The API's field names → the form's.
const formFields: Record<string, keyof AccountForm> = {
  password: 'password',
  password_confirmation: 'password_confirmation',
  consentIds: 'consents',
};

interface Props {
  registrationPath: string;
  underAge: boolean;
  onBack: () => void;
  onRegistered: (result: RegisterResult) => void;
  onStopped: (failure: SignedStepFailure) => void;
}

/** Step 'Account erstellen': password (rules shown live), repeat and the PatientRegistration consents. */
export function CreateAccountStep({ registrationPath, underAge, onBack, onRegistered, onStopped }: Props) {
  const { t } = useTranslation();
  const rules = useRules();
  const [tooMany, setTooMany] = useState(false);
  const data = useLazyLoadQuery<CreateAccountStepQuery>(
    graphql`
      query CreateAccountStepQuery {
        consents(type: PatientRegistration, first: 100) {
          data {
            ...ConsentCheckboxes_consents
          }
        }
      }
    `,
    {},
  );
  const { control, handleSubmit, getValues, setError, formState } = useForm<AccountForm>({
    defaultValues: { password: '', password_confirmation: '', consents: [] },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ password, password_confirmation, consents }) => {
    setTooMany(false);
    try {
      onRegistered(
        await registerPatient(registrationPath, { password, password_confirmation, consentIds: consents }),
      );
    } catch (error) {
      const failure = signedStepFailure(error);
      const field = failure.kind === 'field' ? formFields[failure.field] : undefined;
      if (failure.kind === 'field' && field !== undefined)
        setError(field, { type: 'server', message: restFieldMessage(error, failure.field) });
      else if (failure.kind === 'tooMany') setTooMany(true);
      else if (failure.kind === 'other' || failure.kind === 'field') reportFailure(error);
      else onStopped(failure);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {underAge && (
        <Callout intent={Intent.PRIMARY} icon="info-sign" className="form-callout">
          {t('patientPortal.register.underAge')}
        </Callout>
      )}
      <p>{t('patientPortal.register.accountIntro')}</p>
      <TextField
        control={control}
        name="password"
        label={t('patientPortal.register.password')}
        type="password"
        autoComplete="new-password"
        rules={rules.newPassword}
      />
      <PasswordRuleList password={password} />
      <TextField
        control={control}
        name="password_confirmation"
        label={t('patientPortal.register.repeatPassword')}
        type="password"
        autoComplete="new-password"
        rules={rules.repeat(() => getValues('password'), 'passwordsDoNotMatchRegistration')}
      />
      {data.consents.data.length > 0 && (
        <h4 className="bp6-heading">{t('patientPortal.register.consents')}</h4>
      )}
      <ConsentCheckboxes consentsRef={data.consents.data} control={control} name="consents" />
      {tooMany && (
        <Callout intent={Intent.DANGER} className="form-callout">
          {t('patientPortal.register.tooMany')}
        </Callout>
      )}
      <div className="wizard-actions">
        <Button text={t('patientPortal.register.back')} onClick={onBack} />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          loading={formState.isSubmitting}
          text={t('patientPortal.register.submit')}
        />
      </div>
    </form>
  );
}
