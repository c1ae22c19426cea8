import { defineArea } from '../defineArea.js';

export const maintenance = defineArea({
  de: {
    title: 'Wartungsarbeiten',
    description:
      'Das Portal wird gerade gewartet. Änderungen können währenddessen nicht gespeichert werden. Bitte versuchen Sie es später noch einmal.',
  },
  en: {
    title: 'Maintenance',
    description:
      'The portal is undergoing maintenance. Changes cannot be saved in the meantime. Please try again later.',
  },
});
