import { Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const analyses = [
  { path: 'dna-analysis', label: 'bloodResults.tabs.dna' },
  { path: 'blood-analysis', label: 'bloodResults.tabs.blood' },
] as const;

/** Switches between a patient's DNA and blood analyses (spec: "Tabs switch between DNA and blood analyses"). */
export function AnalysisTabs({
  patientId,
  selected,
}: {
  patientId: string;
  selected: 'dna-analysis' | 'blood-analysis';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      id="analysis-tabs"
      selectedTabId={selected}
      onChange={(tab) => void navigate(`/patients/${patientId}/${String(tab)}`)}
    >
      {analyses.map((analysis) => (
        <Tab key={analysis.path} id={analysis.path} title={t(analysis.label)} />
      ))}
    </Tabs>
  );
}
