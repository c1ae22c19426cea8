import { defineArea } from '../defineArea.js';

export const common = defineArea({
  de: {
    appName: 'Vitalis Portal',
    close: 'Schließen',
    toHomepage: 'Zur Startseite',
  },
  en: {
    appName: 'Vitalis Portal',
    close: 'Close',
    toHomepage: 'Go to the homepage',
  },
});
