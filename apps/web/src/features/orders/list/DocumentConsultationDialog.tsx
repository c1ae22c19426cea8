import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Intent,
  TextArea,
} from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { validationErrorsOf } from '../../../forms/serverErrors';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { toast } from '../../../shared/toast/toast';
import { type DocumentConsultationDialogMutation } from './__generated__/DocumentConsultationDialogMutation.graphql';

interface Props {
  orderId: string;
  orderNumber: string;
  onClose: () => void;
}

const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

type Field = 'consultedOn' | 'note';

/**
 * The practice documents the consultation of a paid order under a per-consultation partnership model, which
 * earns its fee. The server checks every rule; its messages show under the field they concern.
 */
export function DocumentConsultationDialog({ orderId, orderNumber, onClose }: Props) {
  const { t } = useTranslation();
  const dateId = useId();
  const noteId = useId();
  const [consultedOn, setConsultedOn] = useState(berlinToday);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [documentConsultation, busy] = usePromiseMutation<DocumentConsultationDialogMutation>(graphql`
    mutation DocumentConsultationDialogMutation($orderId: ID!, $consultedOn: String!, $note: String) {
      documentConsultation(orderId: $orderId, consultedOn: $consultedOn, note: $note) {
        id
        consultationDue
        consultingFee {
          id
          amount
          consulted_on
        }
      }
    }
  `);
  const texts = 'orders.list.consultation' as const;
  const submit = async () => {
    try {
      await documentConsultation({ orderId, consultedOn, note: note.trim() || null });
      toast.success(t(`${texts}.done`, { number: orderNumber }));
      onClose();
    } catch (failure) {
      const validation = validationErrorsOf(failure);
      setErrors({ consultedOn: validation.consultedOn?.[0], note: validation.note?.[0] });
    }
  };
  const intentOf = (field: Field) => (errors[field] ? Intent.DANGER : Intent.NONE);
  return (
    <Dialog isOpen title={t(`${texts}.title`)} onClose={onClose}>
      <DialogBody>
        <p>{t(`${texts}.intro`)}</p>
        <FormGroup
          label={t(`${texts}.date`)}
          labelFor={dateId}
          helperText={errors.consultedOn}
          intent={intentOf('consultedOn')}
        >
          <InputGroup
            id={dateId}
            type="date"
            max={berlinToday()}
            value={consultedOn}
            intent={intentOf('consultedOn')}
            onValueChange={setConsultedOn}
          />
        </FormGroup>
        <FormGroup
          label={t(`${texts}.note`)}
          labelFor={noteId}
          helperText={errors.note ?? t(`${texts}.noteHint`)}
          intent={intentOf('note')}
        >
          <TextArea
            id={noteId}
            fill
            maxLength={1000}
            value={note}
            intent={intentOf('note')}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('orders.newOrder.cancel')} onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              text={t(`${texts}.submit`)}
              loading={busy}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
