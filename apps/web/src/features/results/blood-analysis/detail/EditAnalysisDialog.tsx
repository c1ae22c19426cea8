import { useParams } from 'react-router-dom';
import { useCalculationQueued } from '../../../patients/processing/useCalculationQueued';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { TextField } from '../../../../forms/TextField';
import { showValidationErrors } from '../../../../forms/serverErrors';
import { QueryErrorBoundary } from '../../../../shared/query/QueryErrorBoundary';
import { toast } from '../../../../shared/toast/toast';
import { bloodValueDate } from '../entry/bloodEntryRules';
import { dateMessage, valueMessage } from '../entry/entryMessages';
import { type EditAnalysisDialogQuery } from './__generated__/EditAnalysisDialogQuery.graphql';
import {
  type EditAnalysisDialog_entry$data,
  type EditAnalysisDialog_entry$key,
} from './__generated__/EditAnalysisDialog_entry.graphql';
import { useUpdateBloodAnalysisResultMutation } from './useUpdateBloodAnalysisResultMutation';

interface Props {
  /** The marker's code: its parameter's input limits bound the value. */
  code: string;
  /** The value named by `analysisId`, or null when it is not among the marker's values (any more). */
  entryRef: EditAnalysisDialog_entry$key | null;
  onClose: () => void;
  onSaved: () => void;
}

interface EditValues {
  value: string;
  date: string;
}

/** `?action=edit_analysis&analysisId=`: changes one uploaded or typed-in value and its date; lab values stay. */
export function EditAnalysisDialog({ code, entryRef, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const entry = useFragment(
    graphql`
      fragment EditAnalysisDialog_entry on BloodMarkerHistoryEntry {
        id
        currentValue
        valueDate
        isDeletable
      }
    `,
    entryRef,
  );
  const [fetchKey, setFetchKey] = useState(0);

  return (
    <Dialog isOpen title={t('bloodResults.edit.title')} onClose={onClose} canOutsideClickClose={false}>
      {entry == null || !entry.isDeletable ? (
        <>
          <DialogBody>
            {entry == null ? (
              <Callout intent={Intent.WARNING} compact>
                {t('bloodResults.edit.missing')}
              </Callout>
            ) : (
              <Callout intent={Intent.DANGER} compact>
                {t('errors.bloodAnalysis.noiNotEditable')}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter actions={<Button text={t('bloodResults.edit.cancel')} onClick={onClose} />} />
        </>
      ) : (
        <QueryErrorBoundary
          title={t('bloodResults.detail.loadFailed')}
          retryText={t('bloodResults.list.retry')}
          onRetry={() => setFetchKey((key) => key + 1)}
        >
          <Suspense fallback={<Spinner size={20} />}>
            <EditAnalysisForm
              code={code}
              entry={entry}
              fetchKey={fetchKey}
              onClose={onClose}
              onSaved={onSaved}
            />
          </Suspense>
        </QueryErrorBoundary>
      )}
    </Dialog>
  );
}

interface FormProps {
  code: string;
  entry: EditAnalysisDialog_entry$data;
  fetchKey: number;
  onClose: () => void;
  onSaved: () => void;
}

function EditAnalysisForm({ code, entry, fetchKey, onClose, onSaved }: FormProps) {
  const { t } = useTranslation();
  const { patientId } = useParams();
  const calculationQueued = useCalculationQueued();
  const { analysisParameters } = useLazyLoadQuery<EditAnalysisDialogQuery>(
    /* eslint-disable relay/unused-fields -- the value's message reads the parameter handed on from here */
    graphql`
      query EditAnalysisDialogQuery {
        analysisParameters(analysis_type: Blood, first: 100) {
          data {
            id
            code
            name
            formattedUnit
            lower_input_limit_value
            upper_input_limit_value
          }
        }
      }
    `,
    /* eslint-enable relay/unused-fields */
    {},
    { fetchKey },
  );
  const parameter = analysisParameters.data.find((candidate) => candidate.code === code) ?? null;
  const form = useForm<EditValues>({
    defaultValues: { value: String(entry.currentValue), date: formatDate(entry.valueDate) },
    mode: 'onTouched',
  });
  const [formError, setFormError] = useState<string[]>([]);
  const [update, saving] = useUpdateBloodAnalysisResultMutation();

  const validateValue = (input: string) => {
    if (input.trim() === '') return t('validation.required');
    return (parameter ? valueMessage(t, parameter, input) : null) ?? true;
  };

  const submit = form.handleSubmit(({ value, date }) => {
    const isoDate = bloodValueDate(date);
    if (isoDate === null) return;
    setFormError([]);
    update({
      variables: { id: entry.id, value: value.trim(), date: isoDate },
      onCompleted: (_, errors) => {
        if (errors?.length) return;
        if (patientId) calculationQueued(patientId);
        toast.success(t('bloodResults.edit.done'));
        onSaved();
      },
      onError: (error) => {
        // The server checks everything again; its messages go on the fields.
        setFormError(showValidationErrors(error, form.setError, { value: 'value', date: 'date' }));
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <TextField
          control={form.control}
          name="value"
          label={
            parameter?.formattedUnit
              ? `${t('bloodResults.edit.value')} (${parameter.formattedUnit})`
              : t('bloodResults.edit.value')
          }
          inputMode="decimal"
          rules={{ validate: validateValue }}
        />
        <TextField
          control={form.control}
          name="date"
          label={t('bloodResults.entry.date')}
          helperText={t('bloodResults.entry.dateHint')}
          rules={{ validate: (value: string) => dateMessage(t, value) ?? true }}
        />
        {formError.length > 0 && <Callout intent={Intent.DANGER}>{formError.join(' ')}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('bloodResults.edit.cancel')} onClick={onClose} disabled={saving} />
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text={t('bloodResults.edit.submit')}
              loading={saving}
              disabled={!form.formState.isDirty}
            />
          </>
        }
      />
    </form>
  );
}
