import { defineArea } from '../defineArea.js';

// The admin's consent history (issue 30, point 5): which wording was accepted, when, by whom, from where.
export const consents = defineArea({
  de: {
    menu: 'Einwilligungen',
    title: 'Einwilligungen von {{name}}',
    empty: 'Es sind keine Einwilligungen erfasst.',
    loadFailed: 'Die Einwilligungen konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    retry: 'Erneut laden',
    close: 'Schließen',
    columns: {
      acceptedAt: 'Zeitpunkt',
      form: 'Formular',
      text: 'Text (Fassung)',
      acceptedBy: 'Erteilt von',
      ip: 'IP-Adresse',
    },
    version: 'Version {{version}}',
    byPatient: 'Patient/in selbst',
    byUser: 'Konto {{id}}',
    impersonated: 'Konto {{id}} (durch Admin {{admin}})',
    forms: {
      UserRegistration: 'Registrierung',
      NewPatient: 'Neue/r Patient/in',
      NewOrder: 'Bestellung',
      UploadBloodResult: 'Upload Blutwerte',
      PatientRegistration: 'Registrierung Patient/in',
      SelfBilling: 'Gutschriftverfahren',
    },
  },
  en: {
    menu: 'Consents',
    title: 'Consents of {{name}}',
    empty: 'No consents recorded.',
    loadFailed: 'The consents could not be loaded. Please try again.',
    retry: 'Load again',
    close: 'Close',
    columns: {
      acceptedAt: 'Time',
      form: 'Form',
      text: 'Text (version)',
      acceptedBy: 'Given by',
      ip: 'IP address',
    },
    version: 'Version {{version}}',
    byPatient: 'The patient',
    byUser: 'Account {{id}}',
    impersonated: 'Account {{id}} (by admin {{admin}})',
    forms: {
      UserRegistration: 'Registration',
      NewPatient: 'New patient',
      NewOrder: 'Order',
      UploadBloodResult: 'Blood values upload',
      PatientRegistration: 'Patient registration',
      SelfBilling: 'Self-billing agreement',
    },
  },
});
