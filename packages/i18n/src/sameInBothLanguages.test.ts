import { describe, expect, it } from 'vitest';
import { type Texts } from './defineArea.js';
import { resources } from './index.js';

// German everywhere the spec does not show English (issue 33, point 7): a `de` text equal to its `en` text is
// either English left in German or a word both languages share. Only the texts listed here may be equal.

/** Texts the spec gives in English for the screen: they stay English in both languages (spec file:line). */
const SPEC_ENGLISH: Record<string, string> = {
  'adminOrders.search': 'admin-and-patient-portal.md:46',
  // The admin pages are titled with their navigation labels.
  'adminOrders.title': 'admin-and-patient-portal.md:41',
  'adminPatients.title': 'admin-and-patient-portal.md:41',
  'adminSubscriptions.title': 'admin-and-patient-portal.md:41',
  'therapists.list.title': 'admin-and-patient-portal.md:41',
  'creditNotes.list.title': 'admin-and-patient-portal.md:41',
  'shell.adminNavigation.home': 'admin-and-patient-portal.md:41',
  'shell.adminNavigation.orders': 'admin-and-patient-portal.md:41',
  'shell.adminNavigation.patients': 'admin-and-patient-portal.md:41',
  'shell.adminNavigation.subscriptions': 'admin-and-patient-portal.md:41',
  'shell.adminNavigation.therapists': 'admin-and-patient-portal.md:41',
  'shell.adminNavigation.creditNotes': 'admin-and-patient-portal.md:41',
  'shell.adminNavigation.formulaTool': 'admin-and-patient-portal.md:41',
  // Not in the spec's list, but one more entry of the same English navigation bar (docs/decisions/screens.md).
  'shell.adminNavigation.bloodUploads': 'admin-and-patient-portal.md:41',
  'shell.exitDoctorAccount': 'account-session-access.md:45',
  'shell.logout': 'account-session-access.md:45',
  'auth.activation.missingParams': 'account-session-access.md:31',
  'auth.invitation.invalidUrl': 'account-session-access.md:33',
  'validation.twoFactorCodeEmpty': 'account-session-access.md:94',
  'errors.common.unauthenticated': 'account-session-access.md:158',
  'errors.common.csrfMismatch': 'account-session-access.md:157-158',
  'errors.orders.patientNotFound': 'doctor-portal.md:244',
  'creditNotes.download.failed': 'admin-and-patient-portal.md:210',
  'therapists.toasts.reset2faSuccess': 'admin-and-patient-portal.md:209',
  'therapists.toasts.reset2faFailed': 'admin-and-patient-portal.md:209',
  'orders.details.orderSent': 'admin-and-patient-portal.md:117',
  'orders.details.labResponse.Sent': 'admin-and-patient-portal.md:117',
  'orders.newOrder.review.consentsFailed': 'doctor-portal.md:249',
  'patients.wizard.consentsFailed': 'doctor-portal.md:249',
  'bloodResults.upload.consentsFailed': 'doctor-portal.md:249',
  'patients.form.noCountries': 'doctor-portal.md:250',
  'samples.invalidBarcode': 'doctor-portal.md:156',
  'samples.nothingToRegister': 'doctor-portal.md:243',
  'subscriptions.nextProduction.afterAnalysis': 'doctor-portal.md:131',
  'subscriptions.nextProduction.paused': 'doctor-portal.md:131',
  'subscriptions.interval': 'doctor-portal.md:131',
  'registration.officeNamePrefill': 'account-session-access.md:78',
};

/** Words German and English share (product and technical names, loanwords German uses as they are). */
const SHARED_WORDS = new Set([
  'Status',
  'Name',
  'Patient',
  'Details',
  'DNA',
  'Dashboard',
  'Login',
  'Code',
  'Optimal',
  'Version',
  'Video',
  'Marker',
  'Supplements',
  'Excel (XLSX)',
  'Downloads',
  'PDF',
  'XML',
  'PayPal',
  'Klarna',
  'Barcode',
  'ID',
  'IBAN',
  'BIC',
  'Shop',
  'Bundles',
  'Fitness',
  'Start',
  'Onboarding',
  'Nicht gefunden!',
  '–',
  // Names of code systems (issue 36): LOINC, ATC (WHO), as both languages write them.
  'LOINC',
  'ATC',
]);

/** Subtrees German in both languages on purpose. */
const GERMAN_IN_BOTH = ['exports.file.'];

function leaves(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The words of a text without its placeholders, numbers and punctuation. */
const words = (text: string) =>
  text
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();

const allowed = (key: string, text: string) =>
  key in SPEC_ENGLISH ||
  SHARED_WORDS.has(text) ||
  SHARED_WORDS.has(words(text)) ||
  words(text) === '' ||
  GERMAN_IN_BOTH.some((prefix) => key.startsWith(prefix));

describe('German everywhere the spec does not show English', () => {
  const de = leaves(resources.de.translation);
  const en = new Map(leaves(resources.en.translation));

  it('has no de text equal to its en text unless the spec gives it in English or both languages share it', () => {
    const equal = de.filter(([key, text]) => en.get(key) === text && !allowed(key, text));
    expect(equal).toEqual([]);
  });

  it('lists only keys that exist and are still equal in both languages', () => {
    const deTexts = new Map(de);
    const stale = Object.keys(SPEC_ENGLISH).filter(
      (key) => !deTexts.has(key) || deTexts.get(key) !== en.get(key),
    );
    expect(stale).toEqual([]);
  });

  it('keeps the spec-quoted English of the lifecycle phases only in en', () => {
    expect(resources.de.translation.adminPatients.phases.ActiveSubscriber).toBe('Aktiv');
    expect(resources.en.translation.adminPatients.phases.NonSubscriber).toBe('Non-Subscriber');
  });
});
