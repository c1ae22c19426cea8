import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordRuleList } from '../../forms/PasswordRuleList';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { toast } from '../../shared/toast/toast';
import { changePatientPassword, type ChangePatientPasswordBody } from './patientApi';
import { reportFailure } from './reportFailure';
import { showRestFieldErrors } from './restFormErrors';

/** `?action=change_password`: current, new and repeated password → POST /api/patient/password. */
export function ChangePatientPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useRules();
  const { control, handleSubmit, getValues, setError, formState } = useForm<ChangePatientPasswordBody>({
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePatientPassword(values);
      toast.success(t('notifications.passwordChanged'));
      onClose();
    } catch (error) {
      const fields = ['current_password', 'password', 'password_confirmation'] as const;
      if (!showRestFieldErrors(error, setError, fields)) reportFailure(error);
    }
  });

  return (
    <Dialog isOpen onClose={onClose} title={t('patientPortal.account.changePassword')} icon="key">
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <TextField
            control={control}
            name="current_password"
            label={t('patientPortal.account.currentPassword')}
            type="password"
            autoComplete="current-password"
            rules={rules.currentPassword}
          />
          <TextField
            control={control}
            name="password"
            label={t('patientPortal.account.newPassword')}
            type="password"
            autoComplete="new-password"
            rules={rules.newPassword}
          />
          <PasswordRuleList password={password} />
          <TextField
            control={control}
            name="password_confirmation"
            label={t('patientPortal.account.repeatPassword')}
            type="password"
            autoComplete="new-password"
            rules={rules.repeat(() => getValues('password'), 'passwordsDoNotMatch')}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('patientPortal.account.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={formState.isSubmitting}
                text={t('patientPortal.account.save')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
