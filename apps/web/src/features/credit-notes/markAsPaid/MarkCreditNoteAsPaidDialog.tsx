import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/toast';
import { useMarkCreditNoteAsPaidMutation } from './useMarkCreditNoteAsPaidMutation';

export interface CreditNoteToPay {
  id: string;
  number: string;
  amount: number;
  doctorName: string;
}

interface Props {
  creditNote: CreditNoteToPay;
  onClose: () => void;
}

/** Confirms paying out a credit note; its fees count as paid out afterwards, so the admin confirms first. */
export function MarkCreditNoteAsPaidDialog({ creditNote, onClose }: Props) {
  const { t } = useTranslation();
  const [markAsPaid, marking] = useMarkCreditNoteAsPaidMutation();
  const submit = () =>
    markAsPaid({
      variables: { creditNoteId: creditNote.id },
      onCompleted: (_, errors) => {
        // Failures are told by the network layer; the dialog stays open to retry or cancel.
        if (errors && errors.length > 0) return;
        toast.success(t('creditNotes.markAsPaid.done', { number: creditNote.number }));
        onClose();
      },
    });
  return (
    <Dialog isOpen title={t('creditNotes.markAsPaid.title')} onClose={marking ? undefined : onClose}>
      <DialogBody>
        <p>
          {t('creditNotes.markAsPaid.confirm', {
            number: creditNote.number,
            amount: formatEuro(creditNote.amount),
            doctor: creditNote.doctorName,
          })}
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('creditNotes.markAsPaid.cancel')} onClick={onClose} disabled={marking} />
            <Button
              intent={Intent.PRIMARY}
              icon="tick"
              text={t('creditNotes.markAsPaid.submit')}
              onClick={submit}
              loading={marking}
            />
          </>
        }
      />
    </Dialog>
  );
}
