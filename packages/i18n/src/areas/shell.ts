import { defineArea } from '../defineArea.js';

// The admin labels are English in the German interface too, as the spec names them.
export const shell = defineArea({
  de: {
    mainNavigation: 'Hauptnavigation',
    create: { menu: 'Erstellen', newPatient: 'Neuer Patient', newOrder: 'Neuer Auftrag' },
    // The visible name comes first: a button's accessible name must contain its visible text.
    userMenu: '{{name}}, Benutzermenü',
    accountSettings: 'Account Einstellungen',
    supportContact: 'Support kontaktieren',
    privacy: 'Datenschutz',
    terms: 'AGB',
    imprint: 'Impressum',
    logout: 'Logout',
    exitDoctorAccount: 'EXIT DOCTOR ACCOUNT',
    impersonating: 'Sie sind als {{name}} angemeldet.',
    doctorNavigation: {
      patients: 'Patienten',
      orders: 'Aufträge',
      financial: 'Verrechnung',
    },
    adminNavigation: {
      home: 'Home',
      orders: 'Orders',
      patients: 'Patients',
      subscriptions: 'Subscriptions',
      therapists: 'Therapists',
      creditNotes: 'Credit Notes',
      bloodUploads: 'Blood Uploads',
      formulaTool: 'Formula Tool',
    },
  },
  en: {
    mainNavigation: 'Main navigation',
    create: { menu: 'Create', newPatient: 'New patient', newOrder: 'New order' },
    userMenu: '{{name}}, user menu',
    accountSettings: 'Account settings',
    supportContact: 'Contact support',
    privacy: 'Privacy',
    terms: 'Terms',
    imprint: 'Imprint',
    logout: 'Logout',
    exitDoctorAccount: 'EXIT DOCTOR ACCOUNT',
    impersonating: 'You are logged in as {{name}}.',
    doctorNavigation: {
      patients: 'Patients',
      orders: 'Orders',
      financial: 'Billing',
    },
    adminNavigation: {
      home: 'Home',
      orders: 'Orders',
      patients: 'Patients',
      subscriptions: 'Subscriptions',
      therapists: 'Therapists',
      creditNotes: 'Credit Notes',
      bloodUploads: 'Blood Uploads',
      formulaTool: 'Formula Tool',
    },
  },
});
