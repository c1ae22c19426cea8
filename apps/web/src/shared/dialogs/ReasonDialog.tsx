import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { type ReactNode, useId, useState } from 'react';
import { validationErrorsOf } from '../../forms/serverErrors';

interface Props {
  title: string;
  label: string;
  hint: string;
  confirmText: string;
  cancelText: string;
  busy: boolean;
  /** Resolves when done; a rejection's validation message for `reason` is shown under the field. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}

/** A dangerous step that needs a written reason (discard a lab report, reject an upload). */
export function ReasonDialog({
  title,
  label,
  hint,
  confirmText,
  cancelText,
  busy,
  onSubmit,
  onClose,
  children,
}: Props) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      await onSubmit(reason);
    } catch (failure) {
      const validation = validationErrorsOf(failure);
      setError(validation.reason?.[0] ?? null);
    }
  };
  return (
    <Dialog isOpen title={title} onClose={onClose}>
      <DialogBody>
        {children}
        <FormGroup
          label={label}
          labelFor={reasonId}
          helperText={error ?? hint}
          intent={error ? Intent.DANGER : Intent.NONE}
        >
          <TextArea
            id={reasonId}
            fill
            value={reason}
            intent={error ? Intent.DANGER : Intent.NONE}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancelText} onClick={onClose} />
            <Button intent={Intent.DANGER} text={confirmText} loading={busy} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}
