import { defineArea } from '../defineArea.js';

// The admin labels are English in the German interface too, as the spec names them.
export const shell = defineArea({
  de: {
    mainNavigation: 'Hauptnavigation',
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
      formulaTool: 'Formula Tool',
    },
  },
  en: {
    mainNavigation: 'Main navigation',
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
      formulaTool: 'Formula Tool',
    },
  },
});
