import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SupportContact } from '../../../shared/support/SupportContact';
import { toast } from '../../../shared/toast/toast';
import { hasErrorCode } from '../../../relay/errorCodes';
import { clearSessions } from '../../sessions/session';
import { ConfirmPasswordForm } from '../../sessions/ConfirmPasswordForm';
import { type DeleteAccountStep, type DeletingUser, stepAfterPassword } from '../deleteAccountWizard';
import { useDeleteMeMutation } from '../useDeleteMeMutation';

export function DeleteAccountDialog({ user, onClose }: { user: DeletingUser; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<DeleteAccountStep>('password');
  const [deleteMe, inFlight] = useDeleteMeMutation();

  const remove = async () => {
    try {
      await deleteMe({});
      toast.success(t('notifications.accountDeleted'));
      clearSessions();
      await navigate('/login', { replace: true });
    } catch (error) {
      // The server refuses while patients, orders or subscriptions are linked, whatever the client knew.
      if (hasErrorCode(error, 'account.hasLinkedData')) setStep('blocked');
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('account.deleteAccount')} icon="trash">
      <DialogBody>
        {step === 'password' && (
          <ConfirmPasswordForm
            intro={t('account.deleteWizard.enterPassword')}
            onConfirmed={() => setStep(stepAfterPassword(user))}
          />
        )}
        {step === 'confirm' && <Callout intent={Intent.DANGER}>{t('account.deleteWizard.confirm')}</Callout>}
        {step === 'blocked' && (
          <>
            <Callout intent={Intent.WARNING}>{t('account.deleteWizard.blocked')}</Callout>
            <SupportContact />
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('account.cancel')} onClick={onClose} />
            {step === 'confirm' && (
              <Button
                intent={Intent.DANGER}
                loading={inFlight}
                text={t('account.deleteWizard.delete')}
                onClick={remove}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
