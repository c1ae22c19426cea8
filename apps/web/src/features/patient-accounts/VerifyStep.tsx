import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { restFieldMessage } from '../../http/restFieldMessage';
import { verifyPatient } from './patientApi';
import {
  registrationPathOf,
  signedStepFailure,
  type Invitation,
  type SignedStepFailure,
} from './registrationLink';
import { reportFailure } from './reportFailure';

export interface Verified {
  registrationPath: string;
  birthDate: string;
}

interface Props {
  invitation: Invitation;
  /** Shown above the form, e.g. when the second step's time ran out. */
  notice: string | null;
  onVerified: (verified: Verified) => void;
  /** An answer that ends the registration here: the page shows what to do instead. */
  onStopped: (failure: SignedStepFailure) => void;
}

/** Step 'Verifizierung': the birth date proves that the invited patient opened the link. */
export function VerifyStep({ invitation, notice, onVerified, onStopped }: Props) {
  const { t } = useTranslation();
  const rules = useRules();
  const [tooMany, setTooMany] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm({ defaultValues: { birthDate: '' } });

  const onSubmit = handleSubmit(async ({ birthDate }) => {
    setTooMany(false);
    try {
      const { registrationUrl } = await verifyPatient(
        invitation.guid,
        invitation.signedQuery,
        birthDate.trim(),
      );
      const registrationPath = registrationPathOf(registrationUrl);
      if (registrationPath === null) throw new Error('The verification answered no registration URL.');
      onVerified({ registrationPath, birthDate: birthDate.trim() });
    } catch (error) {
      const failure = signedStepFailure(error);
      switch (failure.kind) {
        case 'field':
          setError('birthDate', {
            type: 'server',
            message: restFieldMessage(error, failure.field) ?? t('validation.birthDate'),
          });
          break;
        case 'tooMany':
          setTooMany(true);
          break;
        case 'other':
          reportFailure(error);
          break;
        case 'expired':
        case 'accountExists':
        case 'notFound':
          onStopped(failure);
          break;
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {notice !== null && (
        <Callout intent={Intent.WARNING} className="form-callout">
          {notice}
        </Callout>
      )}
      <p>{t('patientPortal.register.verifyIntro')}</p>
      <TextField
        control={control}
        name="birthDate"
        label={t('patientPortal.register.birthDate')}
        autoComplete="bday"
        inputMode="numeric"
        rules={rules.patient.birthDate}
        helperText={t('patientPortal.register.birthDateHelp')}
      />
      {tooMany && (
        <Callout intent={Intent.DANGER} className="form-callout">
          {t('patientPortal.register.tooMany')}
        </Callout>
      )}
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        fill
        loading={formState.isSubmitting}
        text={t('patientPortal.register.next')}
      />
    </form>
  );
}
