import { type TranslationKey } from '../../../i18n/translationKey';

export interface PatientTab {
  /** The path below /patients/{patientId}. */
  path: string;
  label: TranslationKey;
  /** Other paths the tab stands for (the blood analysis sits under 'Analysen' beside the DNA analysis). */
  alsoOn?: readonly string[];
}

// Only tabs whose screens exist; each later area (orders, subscriptions, analyses...) adds its own line.
export const patientTabs: readonly PatientTab[] = [
  { path: 'personal-info', label: 'patients.profile.tabs.personalInfo' },
  { path: 'lifestyle', label: 'patients.profile.tabs.lifestyle' },
  { path: 'subscriptions', label: 'subscriptions.tab' },
  { path: 'orders', label: 'patients.profile.tabs.orders' },
  { path: 'dna-analysis', label: 'dnaAnalysis.tab', alsoOn: ['blood-analysis'] },
  { path: 'micronutrients', label: 'micronutrients.tab' },
  { path: 'medication', label: 'medication.tab' },
];

/** The tab of the page at `pathname` (also on the pages below a tab, e.g. a marker's detail). */
export function selectedPatientTab(pathname: string): string | undefined {
  const segments = pathname.split('/');
  return patientTabs.find((tab) => [tab.path, ...(tab.alsoOn ?? [])].some((path) => segments.includes(path)))
    ?.path;
}
