import { useParams } from 'react-router-dom';
import { useCalculationQueued } from '../../../patients/processing/useCalculationQueued';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { toast } from '../../../../shared/toast/toast';
import { formatValue } from '../shared/formatValue';
import { type DeleteAnalysisDialog_entry$key } from './__generated__/DeleteAnalysisDialog_entry.graphql';
import { useDeleteAnalysisResultMutation } from './useDeleteAnalysisResultMutation';

interface Props {
  /** The value named by `analysisId`, or null when it is not among the marker's values (any more). */
  entryRef: DeleteAnalysisDialog_entry$key | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** `?action=delete_analysis&analysisId=`: deletes one uploaded or typed-in value; lab values stay. */
export function DeleteAnalysisDialog({ entryRef, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const { patientId } = useParams();
  const calculationQueued = useCalculationQueued();
  const entry = useFragment(
    graphql`
      fragment DeleteAnalysisDialog_entry on BloodMarkerHistoryEntry {
        id
        currentValue
        valueDate
        formattedUnit
        isDeletable
      }
    `,
    entryRef,
  );
  const [deleteValue, deleting] = useDeleteAnalysisResultMutation();
  const submit = (id: string) =>
    deleteValue({
      variables: { id },
      onCompleted: (_, errors) => {
        if (errors?.length) return;
        if (patientId) calculationQueued(patientId);
        toast.success(t('bloodResults.delete.done'));
        onDeleted();
      },
    });

  return (
    <Dialog isOpen title={t('bloodResults.delete.title')} onClose={onClose}>
      <DialogBody>
        {entry == null ? (
          <Callout intent={Intent.WARNING} compact>
            {t('bloodResults.delete.missing')}
          </Callout>
        ) : !entry.isDeletable ? (
          <Callout intent={Intent.DANGER} compact>
            {t('bloodResults.delete.notDeletable')}
          </Callout>
        ) : (
          <>
            <p>
              {t('bloodResults.delete.confirm', {
                value: formatValue(entry.currentValue),
                unit: entry.formattedUnit,
                date: formatDate(entry.valueDate),
              })}
            </p>
            <Callout compact>{t('bloodResults.delete.keeps')}</Callout>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('bloodResults.delete.cancel')} onClick={onClose} disabled={deleting} />
            {entry?.isDeletable && (
              <Button
                intent={Intent.DANGER}
                icon="trash"
                text={t('bloodResults.delete.submit')}
                loading={deleting}
                onClick={() => submit(entry.id)}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
