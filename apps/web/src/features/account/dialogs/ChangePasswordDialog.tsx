import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/toast';
import { TextField } from '../../../forms/TextField';
import { useRules } from '../../../forms/rules';
import { showValidationErrors } from '../../../forms/serverErrors';
import { useChangePasswordMutation } from '../useChangePasswordMutation';

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useRules();
  const [changePassword, inFlight] = useChangePasswordMutation();
  const { control, handleSubmit, getValues, setError } = useForm({
    defaultValues: { currentPassword: '', newPassword: '', newPasswordRepeat: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
      toast.success(t('notifications.passwordChanged'));
      onClose();
    } catch (error) {
      // Told by the error catalogue ('Validierung fehlgeschlagen - …'); field messages go on their fields.
      showValidationErrors(error, setError, {
        currentPassword: 'currentPassword',
        newPassword: 'newPassword',
        newPasswordRepeat: 'newPasswordRepeat',
      });
    }
  });

  return (
    <Dialog isOpen onClose={onClose} title={t('account.changePassword')} icon="key">
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <TextField
            control={control}
            name="currentPassword"
            label={t('account.changePasswordDialog.currentPassword')}
            type="password"
            autoComplete="current-password"
            rules={rules.currentPassword}
          />
          <TextField
            control={control}
            name="newPassword"
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            rules={rules.newPassword}
          />
          <TextField
            control={control}
            name="newPasswordRepeat"
            label={t('auth.repeatPassword')}
            type="password"
            autoComplete="new-password"
            rules={rules.repeat(() => getValues('newPassword'), 'passwordsDoNotMatch')}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('account.cancel')} onClick={onClose} />
              <Button type="submit" intent={Intent.PRIMARY} loading={inFlight} text={t('account.save')} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
