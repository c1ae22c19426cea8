import { H4, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useInternalLink } from '../../../shared/links/useInternalLink';

interface Parameter {
  id: string;
  name: string;
  code: string;
  analysis_type: string;
}

const paths: Record<string, string> = { Blood: 'blood-analysis', Dna: 'dna-analysis' };

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
  parameters,
  patientId,
}: {
  parameters: readonly Parameter[];
  patientId: string;
}) {
  const { t } = useTranslation();
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
