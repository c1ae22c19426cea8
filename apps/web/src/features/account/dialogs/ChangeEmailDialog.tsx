import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/toast';
import { TextField } from '../../../forms/TextField';
import { useRules } from '../../../forms/rules';
import { showValidationErrors } from '../../../forms/serverErrors';
import { useChangeEmailMutation } from '../useChangeEmailMutation';

interface Props {
  onClose: () => void;
  /** The me query is refreshed after the change, as the spec says. */
  onChanged: () => void;
}

export function ChangeEmailDialog({ onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const rules = useRules();
  const [changeEmail, inFlight] = useChangeEmailMutation();
  const { control, handleSubmit, getValues, setError } = useForm({
    defaultValues: { newEmail: '', repeatEmail: '' },
  });

  const onSubmit = handleSubmit(async ({ newEmail }) => {
    try {
      await changeEmail({ newEmail: newEmail.trim() });
      toast.success(t('notifications.emailChangeRequested'));
      onChanged();
      onClose();
    } catch (error) {
      // The catalogue has said 'E-Mail existiert bereits!'; the field says why too.
      showValidationErrors(error, setError, { newEmail: 'newEmail' });
    }
  });

  return (
    <Dialog isOpen onClose={onClose} title={t('account.changeEmail')} icon="envelope">
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <p>{t('account.changeEmailDialog.intro')}</p>
          <TextField
            control={control}
            name="newEmail"
            label={t('account.changeEmailDialog.newEmail')}
            type="email"
            autoComplete="email"
            rules={rules.email}
          />
          <TextField
            control={control}
            name="repeatEmail"
            label={t('account.changeEmailDialog.repeatEmail')}
            type="email"
            autoComplete="email"
            rules={rules.repeat(() => getValues('newEmail'), 'emailsDoNotMatch')}
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
