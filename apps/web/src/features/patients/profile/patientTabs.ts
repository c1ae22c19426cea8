import { type TranslationKey } from '../../../i18n/translationKey';

export interface PatientTab {
  /** The path below /patients/{patientId}. */
  path: string;
  label: TranslationKey;
}

// Only tabs whose screens exist; each later area (orders, subscriptions, analyses...) adds its own line.
export const patientTabs: readonly PatientTab[] = [
  { path: 'personal-info', label: 'patients.profile.tabs.personalInfo' },
  { path: 'lifestyle', label: 'patients.profile.tabs.lifestyle' },
  { path: 'orders', label: 'patients.profile.tabs.orders' },
  { path: 'dna-analysis', label: 'dnaAnalysis.tab' },
  { path: 'medication', label: 'medication.tab' },
];
