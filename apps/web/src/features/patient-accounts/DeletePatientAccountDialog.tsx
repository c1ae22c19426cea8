import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { toast } from '../../shared/toast/toast';
import { clearSessions } from '../sessions/session';
import { deletePatientAccount } from './patientApi';
import { reportFailure } from './reportFailure';
import { showRestFieldErrors } from './restFormErrors';

type Step = 'password' | 'confirm';

/**
 * `?action=delete_account`: step 0 the password, step 1 what deleting means (login and portal access go, the
 * medical record stays with the practice) → DELETE /api/patient/account. A wrong password returns to step 0.
 */
export function DeletePatientAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useRules();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('password');
  const { control, handleSubmit, getValues, setError, formState } = useForm({
    defaultValues: { password: '' },
  });

  const remove = async () => {
    try {
      await deletePatientAccount(getValues('password'));
      toast.success(t('notifications.accountDeleted'));
      clearSessions();
      await navigate('/login', { replace: true });
    } catch (error) {
      setStep('password');
      if (!showRestFieldErrors(error, setError, ['password'])) reportFailure(error);
    }
  };

  const footer =
    step === 'password' ? (
      <Button
        type="submit"
        form="delete-patient-account"
        intent={Intent.PRIMARY}
        text={t('patientPortal.account.next')}
      />
    ) : (
      <Button
        intent={Intent.DANGER}
        loading={formState.isSubmitting}
        text={t('patientPortal.account.deleteSubmit')}
        onClick={() => void handleSubmit(remove)()}
      />
    );

  return (
    <Dialog isOpen onClose={onClose} title={t('patientPortal.account.deleteAccount')} icon="trash">
      <DialogBody>
        {step === 'password' ? (
          <form id="delete-patient-account" onSubmit={handleSubmit(() => setStep('confirm'))} noValidate>
            <p>{t('patientPortal.account.deleteEnterPassword')}</p>
            <TextField
              control={control}
              name="password"
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              rules={rules.currentPassword}
            />
          </form>
        ) : (
          <Callout intent={Intent.DANGER}>{t('patientPortal.account.deleteConfirm')}</Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('patientPortal.account.cancel')} onClick={onClose} />
            {footer}
          </>
        }
      />
    </Dialog>
  );
}
