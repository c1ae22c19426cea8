import { Button, Dialog, DialogBody, DialogFooter, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  body: string;
  confirmText: string;
  intent: Intent;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmation that names what will happen; the dialog stays open while the call runs. */
export function ConfirmTherapistAction({
  title,
  body,
  confirmText,
  intent,
  busy,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen title={title} onClose={busy ? undefined : onClose}>
      <DialogBody>
        <p>{body}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('therapists.cancel')} onClick={onClose} disabled={busy} />
            <Button intent={intent} text={confirmText} onClick={onConfirm} loading={busy} />
          </>
        }
      />
    </Dialog>
  );
}
