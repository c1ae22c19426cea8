import { defineArea } from '../defineArea.js';

export const maintenance = defineArea({
  de: {
    title: 'Wartungsarbeiten',
    description:
      'Das Portal wird gerade gewartet. Änderungen können währenddessen nicht gespeichert werden. Bitte versuchen Sie es später noch einmal.',
    // The same modal when an administrator is acting as this doctor (the account is read-only meanwhile).
    handledByAdmin: {
      title: 'Konto in Bearbeitung',
      description:
        'Ihr Konto wird gerade von einem Administrator bearbeitet. Änderungen sind währenddessen nicht möglich. Bitte versuchen Sie es später erneut.',
    },
  },
  en: {
    title: 'Maintenance',
    description:
      'The portal is undergoing maintenance. Changes cannot be saved in the meantime. Please try again later.',
    handledByAdmin: {
      title: 'Account being handled',
      description:
        'Your account is currently being handled by an administrator. Changes are not possible in the meantime. Please try again later.',
    },
  },
});
