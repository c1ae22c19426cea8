import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  Intent,
  TextArea,
} from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RestError } from '../../../http/rest';
import { restFieldMessage } from '../../../http/restFieldMessage';
import { reasonText } from '../../../relay/reasonText';
import { PLAN_MESSAGE_MAX, type PlanChangeKind, requestPlanChange } from './patientPlanApi';

interface Props {
  kind: PlanChangeKind;
  onClose: () => void;
  onSent: () => void;
}

/** The patient's request to pause or cancel: what it means, that the doctor confirms it, an optional message. */
export function PlanChangeRequestDialog({ kind, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const tooLong = message.length > PLAN_MESSAGE_MAX;

  const send = async () => {
    setSending(true);
    setFieldError(null);
    setRefusal(null);
    try {
      await requestPlanChange(kind, message);
      onSent();
    } catch (error) {
      const onField = restFieldMessage(error, 'message');
      if (onField) setFieldError(onField);
      else if (error instanceof RestError && error.failures[0])
        setRefusal(reasonText(error.failures[0].reason, error.failures[0].message));
    } finally {
      setSending(false);
    }
  };

  const shownError =
    fieldError ?? (tooLong ? t('validation.maxLength', { max: PLAN_MESSAGE_MAX }) : undefined);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t(
        kind === 'pause'
          ? 'patientOrders.plan.change.dialog.pauseTitle'
          : 'patientOrders.plan.change.dialog.cancelTitle',
      )}
    >
      <DialogBody>
        <p>
          {t(
            kind === 'pause'
              ? 'patientOrders.plan.change.dialog.pauseText'
              : 'patientOrders.plan.change.dialog.cancelText',
          )}
        </p>
        <Callout intent={Intent.PRIMARY} className="patient-plan-dialog-note">
          {t('patientOrders.plan.change.dialog.confirmNote')}
        </Callout>
        <FormGroup
          label={t('patientOrders.plan.change.dialog.message')}
          labelFor={messageId}
          helperText={
            shownError ?? t('patientOrders.plan.change.dialog.messageHelp', { max: PLAN_MESSAGE_MAX })
          }
          intent={shownError ? Intent.DANGER : Intent.NONE}
        >
          <TextArea
            id={messageId}
            fill
            rows={4}
            value={message}
            intent={shownError ? Intent.DANGER : Intent.NONE}
            onChange={(event) => setMessage(event.target.value)}
          />
        </FormGroup>
        {refusal && (
          <Callout intent={Intent.DANGER} role="alert">
            {refusal}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('patientOrders.plan.change.dialog.cancel')} onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              loading={sending}
              disabled={tooLong}
              text={t('patientOrders.plan.change.dialog.submit')}
              onClick={() => void send()}
            />
          </>
        }
      />
    </Dialog>
  );
}
