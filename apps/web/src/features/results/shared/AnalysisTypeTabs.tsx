import { Tab, TabPanel, Tabs } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const paths = { dna: 'dna-analysis', blood: 'blood-analysis' } as const;

/** DNA / blood: the two analysis lists of a patient, side by side; the selected list is the tab's panel. */
export function AnalysisTypeTabs({
  patientId,
  selected,
  className,
  children,
}: {
  patientId: string;
  selected: keyof typeof paths;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Tabs
        id="analysis-type"
        selectedTabId={selected}
        onChange={(tab) => void navigate(`/patients/${patientId}/${paths[tab as keyof typeof paths]}`)}
      >
        <Tab id="dna" title={t('dnaAnalysis.typeTabs.dna')} />
        <Tab id="blood" title={t('dnaAnalysis.typeTabs.blood')} />
      </Tabs>
      {/* The tabs only navigate; the panel they point to (aria-controls) is the page's content. */}
      <TabPanel
        parentId="analysis-type"
        id={selected}
        selectedTabId={selected}
        className={className}
        panel={<>{children}</>}
      />
    </>
  );
}
