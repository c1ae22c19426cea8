import { defineArea } from '../defineArea.js';

export const notFound = defineArea({
  de: {
    title: '404 Nicht gefunden',
    description: 'Die gesuchte Seite existiert leider nicht.',
  },
  en: {
    title: '404 Not found',
    description: 'Sorry, the page you are looking for does not exist.',
  },
});
