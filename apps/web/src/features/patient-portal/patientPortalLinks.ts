import { type TranslationKey } from '../../i18n/translationKey';

export interface PatientPortalLink {
  /** Relative to the portal's basename /patient. */
  to: string;
  label: TranslationKey;
  /** Active only on this exact path (the home would otherwise match every page). */
  end?: boolean;
}

/** The signed-in patient's navigation, in the order of the issue: home, results, orders, plan, account. */
export const patientPortalLinks: readonly PatientPortalLink[] = [
  { to: '/', label: 'patientPortal.navigation.home', end: true },
  { to: '/results', label: 'patientPortal.navigation.results' },
  { to: '/orders', label: 'patientPortal.navigation.orders' },
  { to: '/plan', label: 'patientPortal.navigation.plan' },
  { to: '/account-settings', label: 'patientPortal.navigation.account' },
];
