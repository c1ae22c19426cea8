import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  Intent,
  Spinner,
  Tooltip,
} from '@blueprintjs/core';
import { formatEuro } from '@portal/shared-types';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { toast } from '../../../shared/toast/toast';
import { CreditNoteDoctorPicker } from './CreditNoteDoctorPicker';
import { OpenFeesPreview } from './OpenFeesPreview';
import { useGenerateCreditNoteMutation } from './useGenerateCreditNoteMutation';

interface Props {
  /** The doctor chosen beforehand (`?action=create_credit_note&doctorId=`), or null to pick one. */
  doctorId: string | null;
  /** That doctor's name, shown while the doctor is not among the picker's. */
  doctorName?: string | null;
  onClose: () => void;
  /** Told after a credit note was generated, e.g. to load the list anew. */
  onGenerated: () => void;
}

/**
 * Generates a credit note collecting all open consulting fees of an active doctor. Opened from the credit notes page
 * and, with the doctor chosen, from the therapists list.
 */
export function CreateCreditNoteDialog({
  doctorId: initialDoctorId,
  doctorName = null,
  onClose,
  onGenerated,
}: Props) {
  const { t } = useTranslation();
  const pickerId = useId();
  const [doctorId, setDoctorId] = useState(initialDoctorId);
  const [fetchKey, setFetchKey] = useState(0);
  const [generate, generating] = useGenerateCreditNoteMutation();

  const submit = (chosen: string) =>
    generate({
      variables: { doctorId: chosen },
      onCompleted: (response, errors) => {
        // Failures are told by the network layer; the dialog stays open.
        if (errors && errors.length > 0) return;
        const creditNote = response.generateCreditNote;
        toast.success(
          t('creditNotes.generate.done', {
            number: creditNote.number,
            amount: formatEuro(creditNote.amount),
          }),
        );
        onGenerated();
        onClose();
      },
    });

  const footer = (openAmount: number | null) => {
    const blocker =
      doctorId === null
        ? t('creditNotes.generate.pickDoctor')
        : openAmount !== null && openAmount <= 0
          ? t('creditNotes.generate.noOpenFees')
          : null;
    const submitButton = (
      <Button
        intent={Intent.PRIMARY}
        icon="bank-account"
        text={t('creditNotes.generate.submit')}
        disabled={blocker !== null || openAmount === null}
        loading={generating}
        onClick={() => doctorId !== null && submit(doctorId)}
      />
    );
    return (
      <DialogFooter
        actions={
          <>
            <Button text={t('creditNotes.generate.cancel')} onClick={onClose} disabled={generating} />
            {blocker === null ? submitButton : <Tooltip content={blocker}>{submitButton}</Tooltip>}
          </>
        }
      />
    );
  };

  return (
    <Dialog
      isOpen
      title={t('creditNotes.generate.title')}
      onClose={generating ? undefined : onClose}
      className="create-credit-note-dialog"
    >
      <DialogBody>
        <p>{t('creditNotes.generate.hint')}</p>
        <FormGroup label={t('creditNotes.generate.doctor')} labelFor={pickerId}>
          <QueryErrorBoundary
            title={t('creditNotes.generate.loadFailed')}
            retryText={t('creditNotes.generate.retry')}
            onRetry={() => setFetchKey((key) => key + 1)}
          >
            <Suspense fallback={<Spinner size={20} />}>
              <CreditNoteDoctorPicker
                id={pickerId}
                selectedId={doctorId}
                selectedName={doctorId === initialDoctorId ? doctorName : null}
                onSelect={setDoctorId}
              />
            </Suspense>
          </QueryErrorBoundary>
        </FormGroup>
      </DialogBody>
      {doctorId === null ? (
        footer(null)
      ) : (
        <QueryErrorBoundary
          title={t('creditNotes.generate.loadFailed')}
          retryText={t('creditNotes.generate.retry')}
          onRetry={() => setFetchKey((key) => key + 1)}
        >
          <Suspense
            fallback={
              <>
                <DialogBody>
                  <Spinner size={20} />
                </DialogBody>
                {footer(null)}
              </>
            }
          >
            <OpenFeesPreview key={doctorId} doctorId={doctorId} fetchKey={fetchKey}>
              {(openAmount) => footer(openAmount)}
            </OpenFeesPreview>
          </Suspense>
        </QueryErrorBoundary>
      )}
    </Dialog>
  );
}
