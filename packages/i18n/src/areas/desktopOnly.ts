import { defineArea } from '../defineArea.js';

export const desktopOnly = defineArea({
  de: {
    title: 'Nur auf Desktop-Geräten verfügbar',
    description:
      'Das Portal ist nur auf Desktop-Geräten verfügbar. Bitte öffnen Sie es auf einem Computer oder Laptop.',
  },
  en: {
    title: 'Available on desktop devices only',
    description: 'The portal is available on desktop devices only. Please open it on a computer or laptop.',
  },
});
