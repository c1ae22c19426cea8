import { Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const paths = { dna: 'dna-analysis', blood: 'blood-analysis' } as const;

/** DNA / blood: the two analysis lists of a patient, side by side. */
export function AnalysisTypeTabs({
  patientId,
  selected,
}: {
  patientId: string;
  selected: keyof typeof paths;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      id="analysis-type"
      selectedTabId={selected}
      onChange={(tab) => void navigate(`/patients/${patientId}/${paths[tab as keyof typeof paths]}`)}
    >
      <Tab id="dna" title={t('dnaAnalysis.typeTabs.dna')} />
      <Tab id="blood" title={t('dnaAnalysis.typeTabs.blood')} />
    </Tabs>
  );
}
