import { Button, Callout, H3, InputGroup, Intent, Tooltip } from '@blueprintjs/core';
import { formatDateTime } from '@portal/shared-types';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { toast } from '../../../shared/toast/toast';
import { ResultFileButton } from '../shared/ResultFileButton';
import { SkeletonTable } from '../shared/SkeletonTable';
import { useResultSearch } from '../shared/useResultSearch';
import { type MicronutrientsEditor_patient$key } from './__generated__/MicronutrientsEditor_patient.graphql';
import { changedDoses, type DoseEdits, hasChanges } from './micronutrientEdits';
import { micronutrientColumns, MicronutrientsTable } from './MicronutrientsTable';
import { RecipeChangeProposals } from './RecipeChangeProposals';
import { useUpdatePatientMicronutrientsMutation } from './useUpdatePatientMicronutrientsMutation';

// Spec section 9: the micronutrient search waits 500 ms.
export const MICRONUTRIENT_SEARCH_DEBOUNCE_MS = 500;

/** Read-only until 'Bearbeiten'; edits are collected until saved or cancelled; locked while processing. */
export function MicronutrientsEditor({ patientRef }: { patientRef: MicronutrientsEditor_patient$key }) {
  const { t } = useTranslation();
  const patient = useFragment(
    graphql`
      fragment MicronutrientsEditor_patient on Patient {
        id
        isBeingProcessed
        micronutrients_last_updated_at
        latestMicronutrients {
          ...MicronutrientsTable_doses
        }
        ...RecipeChangeProposals_patient
      }
    `,
    patientRef,
  );
  const { text, setText, search } = useResultSearch(MICRONUTRIENT_SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState(false);
  const [edits, setEdits] = useState<DoseEdits>({});
  const [fetchKey, setFetchKey] = useState(0);
  const [update, saving] = useUpdatePatientMicronutrientsMutation();
  const locked = patient.isBeingProcessed;
  const changed = hasChanges(edits);

  const cancel = () => {
    setEdits({});
    setEditing(false);
  };
  const save = () =>
    update({
      variables: { input: { patient_id: patient.id, micronutrients: changedDoses(edits) } },
      onCompleted: (_response, errors) => {
        // Failures have been told by the network layer; the edits stay for another try.
        if (errors?.length) return;
        toast.success(t('micronutrients.saved'));
        cancel();
      },
    });

  return (
    <section className="results-page">
      <div className="page-header">
        <H3>{t('micronutrients.title')}</H3>
        <div className="results-toolbar">
          {editing ? (
            <>
              <Button key="cancel" text={t('micronutrients.cancel')} onClick={cancel} disabled={saving} />
              <Tooltip
                content={t(locked ? 'micronutrients.locked' : 'micronutrients.saveDisabled')}
                disabled={changed && !locked}
              >
                <Button
                  key="save"
                  intent={Intent.PRIMARY}
                  icon="floppy-disk"
                  text={t('micronutrients.save')}
                  disabled={!changed || locked}
                  loading={saving}
                  onClick={save}
                />
              </Tooltip>
            </>
          ) : (
            <Tooltip content={t('micronutrients.locked')} disabled={!locked}>
              <Button
                key="edit"
                intent={Intent.PRIMARY}
                icon="edit"
                text={t('micronutrients.edit')}
                disabled={locked}
                onClick={() => setEditing(true)}
              />
            </Tooltip>
          )}
        </div>
      </div>
      {locked && <Callout intent={Intent.WARNING}>{t('micronutrients.locked')}</Callout>}
      <RecipeChangeProposals
        patientRef={patient}
        lockedReason={locked ? t('micronutrients.locked') : editing ? t('recipe.proposals.locked') : null}
      />
      <div className="results-toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t('micronutrients.search')}
          placeholder={t('micronutrients.search')}
          value={text}
          onValueChange={setText}
        />
        <ResultFileButton
          path={`/api/patients/${patient.id}/download-micronutrients-pdf`}
          fallbackName="mikronaehrstoffe.pdf"
          text={t('micronutrients.downloadPdf')}
        />
      </div>
      {patient.micronutrients_last_updated_at && (
        <p className="bp6-text-muted">
          {t('micronutrients.lastUpdated', { date: formatDateTime(patient.micronutrients_last_updated_at) })}
        </p>
      )}
      <QueryErrorBoundary
        title={t('micronutrients.loadFailed')}
        retryText={t('micronutrients.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense
          fallback={
            <SkeletonTable columns={micronutrientColumns.map((c) => t(`micronutrients.columns.${c}`))} />
          }
        >
          <MicronutrientsTable
            key={fetchKey}
            patientId={patient.id}
            search={search}
            dosesRef={patient.latestMicronutrients}
            editing={editing}
            locked={locked}
            edits={edits}
            onEdits={setEdits}
          />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}
