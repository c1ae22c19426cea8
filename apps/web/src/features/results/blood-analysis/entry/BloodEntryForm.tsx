import { Button, Callout, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { TextField } from '../../../../forms/TextField';
import { showValidationErrors } from '../../../../forms/serverErrors';
import { toast } from '../../../../shared/toast/toast';
import { type BloodEntryFormQuery } from './__generated__/BloodEntryFormQuery.graphql';
import { bloodValueDate, fieldLock } from './bloodEntryRules';
import { BloodEntryConfirmation } from './BloodEntryConfirmation';
import { BloodValueField } from './BloodValueField';
import { dateMessage, valueMessage } from './entryMessages';
import { enteredValues, type EntryValues, serverErrorFields, valuesInput } from './entryValues';
import { useProcessBloodUploadMutation } from './useProcessBloodUploadMutation';
import { useSaveBloodResultsMutation } from './useSaveBloodResultsMutation';
import { useCalculationQueued } from '../../../patients/processing/useCalculationQueued';

interface Props {
  patientId: string;
  fetchKey: number;
  onClose: () => void;
  onSaved: () => void;
  /** The service team entering an uploaded file's values: the upload's id and its day (the date's default). */
  upload?: { id: string; date: string };
}

const STEPS = 2;

/** Step 0: the date and one field per blood parameter; step 1: what will be saved, then saveBloodResults. */
export function BloodEntryForm({ patientId, fetchKey, onClose, onSaved, upload }: Props) {
  const { t } = useTranslation();
  const { analysisParameters } = useLazyLoadQuery<BloodEntryFormQuery>(
    /* eslint-disable relay/unused-fields -- the rules and the fields read the parameters handed on from here */
    graphql`
      query BloodEntryFormQuery($patientId: ID!) {
        analysisParameters(analysis_type: Blood, first: 100) {
          data {
            id
            name
            formattedUnit
            lower_input_limit_value
            upper_input_limit_value
            mostRecentResults(patientId: $patientId) {
              id
              valueDate
            }
          }
        }
      }
    `,
    /* eslint-enable relay/unused-fields */
    { patientId },
    // The 'younger data' rule needs the patient's newest values as the server has them now.
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const parameters = analysisParameters.data;
  const form = useForm<EntryValues>({
    defaultValues: { date: upload?.date ?? '', values: {} },
    mode: 'onTouched',
  });
  const dateInput = useWatch({ control: form.control, name: 'date' });
  const date = bloodValueDate(dateInput);
  const [step, setStep] = useState<0 | 1>(0);
  const [formError, setFormError] = useState<string[]>([]);
  const [saveValues, savingValues] = useSaveBloodResultsMutation();
  const [processUpload, processingUpload] = useProcessBloodUploadMutation();
  const saving = savingValues || processingUpload;
  const calculationQueued = useCalculationQueued();

  const lockReason = (mostRecent: (typeof parameters)[number]['mostRecentResults']) => {
    const lock = fieldLock(date, mostRecent);
    if (lock === 'noDate') return t('bloodResults.entry.chooseDateFirst');
    return lock === 'youngerData' ? t('bloodResults.entry.youngerData') : null;
  };
  const entered = () => enteredValues(parameters, form.getValues('values'), date);

  const next = form.handleSubmit(() => {
    const values = entered();
    setFormError(values.length === 0 ? [t('errors.bloodAnalysis.valuesRequired')] : []);
    if (values.length > 0) setStep(1);
  });

  const submit = () => {
    const values = entered();
    if (date === null) return;
    const callbacks = {
      onCompleted: (_: unknown, errors: readonly unknown[] | null | undefined) => {
        if (errors?.length) return;
        calculationQueued(patientId);
        toast.success(t(upload ? 'bloodUploads.queue.processed' : 'bloodResults.entry.done'));
        onSaved();
        onClose();
      },
      onError: (error: Error) => {
        // The server checks everything again; its messages go on the fields of step 0.
        setFormError(showValidationErrors(error, form.setError, serverErrorFields(values)));
        setStep(0);
      },
    };
    if (upload)
      processUpload({ variables: { id: upload.id, date, values: valuesInput(values) }, ...callbacks });
    else saveValues({ variables: { patientId, date, values: valuesInput(values) }, ...callbacks });
  };

  return (
    <form onSubmit={(event) => void next(event)} noValidate>
      <DialogBody>
        <p className="step-indicator">{t('bloodResults.entry.step', { current: step + 1, total: STEPS })}</p>
        {step === 0 ? (
          <>
            <TextField
              control={form.control}
              name="date"
              label={t('bloodResults.entry.date')}
              helperText={t('bloodResults.entry.dateHint')}
              rules={{ validate: (value: string) => dateMessage(t, value) ?? true }}
            />
            {/* It scrolls: focusable so a keyboard can scroll it; the legend names it. */}
            <fieldset className="blood-entry-values" tabIndex={0}>
              <legend>{t('bloodResults.entry.values')}</legend>
              {date === null && <p className="blood-entry-hint">{t('bloodResults.entry.chooseDateFirst')}</p>}
              {parameters.map((parameter) => (
                <BloodValueField
                  key={parameter.id}
                  control={form.control}
                  parameter={parameter}
                  lockReason={lockReason(parameter.mostRecentResults)}
                  // A locked field is not sent, so what it holds is not checked either.
                  validate={(value) =>
                    fieldLock(bloodValueDate(form.getValues('date')), parameter.mostRecentResults) !== null ||
                    (valueMessage(t, parameter, value ?? '') ?? true)
                  }
                />
              ))}
            </fieldset>
            {formError.length > 0 && <Callout intent={Intent.DANGER}>{formError.join(' ')}</Callout>}
          </>
        ) : (
          <BloodEntryConfirmation date={date ?? ''} values={entered()} />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          step === 0 ? (
            <>
              <Button text={t('bloodResults.entry.cancel')} onClick={onClose} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('bloodResults.entry.next')} />
            </>
          ) : (
            <>
              <Button text={t('bloodResults.entry.back')} onClick={() => setStep(0)} disabled={saving} />
              <Button
                intent={Intent.PRIMARY}
                text={t('bloodResults.entry.submit')}
                loading={saving}
                onClick={submit}
              />
            </>
          )
        }
      />
    </form>
  );
}
