import { H2, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { BackLink } from '../shared/BackLink';
import { Bibliography } from '../shared/Bibliography';
import { EntryChips } from '../shared/EntryChips';
import { type MicronutrientDetailPageQuery } from './__generated__/MicronutrientDetailPageQuery.graphql';
import { AnalysisParameterLinks } from './AnalysisParameterLinks';
import { formatDose } from './micronutrientEdits';
import { MicronutrientRecommendation } from './MicronutrientRecommendation';

/** /patients/{patientId}/micronutrients/{id}: what a micronutrient does, its range, opinions and links. */
export function MicronutrientDetailPage() {
  const { t } = useTranslation();
  const { patientId = '', micronutrientId = '' } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <section className="result-detail">
      <BackLink to={`/patients/${patientId}/micronutrients`} text={t('micronutrients.detail.back')} />
      <QueryErrorBoundary
        title={t('micronutrients.detail.loadFailed')}
        retryText={t('micronutrients.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
          <MicronutrientDetail id={micronutrientId} patientId={patientId} fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}

function TextSection({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section>
      <H4>{title}</H4>
      <p className="result-description">{text}</p>
    </section>
  );
}

function MicronutrientDetail({
  id,
  patientId,
  fetchKey,
}: {
  id: string;
  patientId: string;
  fetchKey: number;
}) {
  const { t } = useTranslation();
  const { patient, micronutrient } = useLazyLoadQuery<MicronutrientDetailPageQuery>(
    graphql`
      query MicronutrientDetailPageQuery($id: ID!, $patientId: ID!) {
        patient(id: $patientId) {
          latestMicronutrients {
            micronutrient_id
            ...MicronutrientRecommendation_dose
          }
        }
        micronutrient(id: $id) {
          name
          formattedUnit
          min_value
          max_value
          description
          function
          efsa_opinion
          safety_opinion
          cap_basis
          laboratory_parameters
          bibliography
          analysisParameters {
            ...AnalysisParameterLinks_parameters
          }
          deficiencySymptoms {
            id
            name
          }
          indications {
            id
            name
          }
          contraindications {
            id
            name
          }
        }
      }
    `,
    { id, patientId },
    // The patient's doses come with the profile and change only through this app's mutations.
    { fetchKey, fetchPolicy: 'store-or-network' },
  );
  if (!micronutrient) return <NonIdealState icon="search" title={t('micronutrients.notFound')} />;
  const unit = micronutrient.formattedUnit;
  const dose = patient.latestMicronutrients.find((row) => row.micronutrient_id === id) ?? null;
  return (
    <>
      <H2>{micronutrient.name}</H2>
      <dl className="micronutrient-facts">
        <dt>{t('micronutrients.detail.unit')}</dt>
        <dd>{unit}</dd>
        <dt>{t('micronutrients.detail.range')}</dt>
        <dd>
          {formatDose(micronutrient.min_value)} – {formatDose(micronutrient.max_value)} {unit}
        </dd>
      </dl>
      <MicronutrientRecommendation doseRef={dose} unit={unit} />
      <TextSection title={t('micronutrients.detail.description')} text={micronutrient.description} />
      {micronutrient.function.length > 0 && (
        <section>
          <H4>{t('micronutrients.detail.function')}</H4>
          <ul>
            {micronutrient.function.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <TextSection title={t('micronutrients.detail.efsaOpinion')} text={micronutrient.efsa_opinion} />
      <TextSection title={t('micronutrients.detail.safetyOpinion')} text={micronutrient.safety_opinion} />
      <TextSection title={t('micronutrients.detail.capBasis')} text={micronutrient.cap_basis} />
      <TextSection
        title={t('micronutrients.detail.laboratoryParameters')}
        text={micronutrient.laboratory_parameters}
      />
      <AnalysisParameterLinks parametersRef={micronutrient.analysisParameters} patientId={patientId} />
      <EntryChips
        title={t('micronutrients.detail.deficiencySymptoms')}
        entries={micronutrient.deficiencySymptoms}
      />
      <EntryChips title={t('micronutrients.detail.indications')} entries={micronutrient.indications} />
      <EntryChips
        title={t('micronutrients.detail.contraindications')}
        entries={micronutrient.contraindications}
      />
      <Bibliography title={t('micronutrients.detail.bibliography')} references={micronutrient.bibliography} />
    </>
  );
}
