import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../forms/TextField';
import { patientSession } from '../../session/patientSession';
import { SupportContact } from '../../shared/support/SupportContact';
import { toast } from '../../shared/toast/toast';
import { clearSessions } from '../sessions/session';
import { checkBirthDate } from './birthDate';
import { loginWithLink } from './linkLoginApi';
import { linkSession } from './linkSession';
import { fillQuestionnairePath } from './patientAccess';

interface Props {
  /** The patient's guid, as the link's path names them. */
  patient: string;
  /** `expires=…&signature=…` of the link. */
  query: string;
  onExpired: () => void;
}

type Failure = 'wrongBirthDate' | 'tooManyAttempts' | 'failed';

/** The birth date that proves the link; every submit asks the server for a fresh patient session. */
export function BirthDateForm({ patient, query, onExpired }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({ defaultValues: { birthDate: '' } });

  const validate = (text: string) => {
    const checked = checkBirthDate(text);
    if ('iso' in checked) return true;
    return checked.problem === 'required'
      ? t('validation.required')
      : t(`questionnaireLink.login.errors.${checked.problem}`);
  };

  const onSubmit = handleSubmit(async ({ birthDate }) => {
    const checked = checkBirthDate(birthDate);
    if (!('iso' in checked)) return;
    setFailure(null);
    const outcome = await loginWithLink(patient, query, checked.iso);
    switch (outcome.kind) {
      case 'success': {
        const { patientId, patient: who } = outcome.answer;
        // A wrong date's error toast would still be up on the questionnaire.
        toast.clear();
        // The server replaced whatever session this browser had (a doctor's too): only the patient's is left.
        clearSessions();
        patientSession.set({ isAuthenticated: true, patientId, user: { ...who, email: '' } });
        linkSession.remember(patient, patientId);
        await navigate(fillQuestionnairePath(patientId), { replace: true });
        return;
      }
      case 'expired':
        onExpired();
        return;
      case 'wrongBirthDate':
        toast.error(t('questionnaireLink.login.failed'));
        setError('birthDate', {
          type: 'server',
          message: outcome.message ?? t('questionnaireLink.login.failed'),
        });
        setFailure('wrongBirthDate');
        return;
      case 'tooManyAttempts':
        toast.error(t('errors.common.tooManyAttempts'));
        setFailure('tooManyAttempts');
        return;
      case 'failed':
        if (!outcome.told) toast.error(t('errors.somethingWentWrong'));
        setFailure('failed');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <p>{t('questionnaireLink.login.birthDateIntro')}</p>
      <TextField
        control={control}
        name="birthDate"
        label={t('questionnaireLink.login.birthDate')}
        autoComplete="bday"
        helperText={t('questionnaireLink.login.birthDatePlaceholder')}
        rules={{ validate }}
      />
      {failure !== null && (
        <Callout intent={failure === 'wrongBirthDate' ? Intent.WARNING : Intent.DANGER}>
          {failure === 'tooManyAttempts' ? (
            <p>
              {t('errors.common.tooManyAttempts')} {t('questionnaireLink.login.tooManyAttemptsHint')}
            </p>
          ) : (
            <p>
              {t(
                failure === 'wrongBirthDate'
                  ? 'questionnaireLink.login.failedInline'
                  : 'errors.somethingWentWrong',
              )}
            </p>
          )}
          <SupportContact />
        </Callout>
      )}
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        fill
        size="large"
        loading={formState.isSubmitting}
        text={t('questionnaireLink.login.submit')}
      />
    </form>
  );
}
