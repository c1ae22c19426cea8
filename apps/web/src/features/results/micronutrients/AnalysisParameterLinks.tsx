import { H4, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type KnownValue } from '../../../relay/enumValues';
import { useInternalLink } from '../../../shared/links/useInternalLink';
import {
  type AnalysisParameterLinks_parameters$data,
  type AnalysisType,
  type AnalysisParameterLinks_parameters$key,
} from './__generated__/AnalysisParameterLinks_parameters.graphql';

type Parameter = AnalysisParameterLinks_parameters$data[number];

const paths: Partial<Record<string, string>> = {
  Blood: 'blood-analysis',
  Dna: 'dna-analysis',
} satisfies Record<KnownValue<AnalysisType>, string>;

function ParameterChip({ parameter, patientId }: { parameter: Parameter; patientId: string }) {
  const { t } = useTranslation();
  const type = parameter.analysis_type === 'Dna' ? 'dna' : 'blood';
  const link = useInternalLink(
    `/patients/${patientId}/${paths[parameter.analysis_type] ?? 'blood-analysis'}/${encodeURIComponent(parameter.code)}`,
  );
  return (
    <a className="entry-chip-link" {...link}>
      <Tag round interactive minimal intent="primary">
        {parameter.name} ({t(`micronutrients.detail.${type}`)})
      </Tag>
    </a>
  );
}

/** The blood and DNA parameters linked to a micronutrient, each to its marker page. */
export function AnalysisParameterLinks({
  parametersRef,
  patientId,
}: {
  parametersRef: AnalysisParameterLinks_parameters$key;
  patientId: string;
}) {
  const { t } = useTranslation();
  const parameters = useFragment(
    graphql`
      fragment AnalysisParameterLinks_parameters on LinkedAnalysisParameter @relay(plural: true) {
        id
        name
        code
        analysis_type
      }
    `,
    parametersRef,
  );
  if (!parameters.length) return null;
  return (
    <section className="entry-chips">
      <H4>{t('micronutrients.detail.analysisParameters')}</H4>
      <div className="chips">
        {parameters.map((parameter) => (
          <ParameterChip key={parameter.id} parameter={parameter} patientId={patientId} />
        ))}
      </div>
    </section>
  );
}
