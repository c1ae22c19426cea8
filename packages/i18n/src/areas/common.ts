import { defineArea } from '../defineArea.js';

export const common = defineArea({
  de: {
    close: 'Schließen',
    toHomepage: 'Zur Startseite',
    // Header cells of columns that hold only a button (expand a row, retry): read by screen readers only.
    columns: { expand: 'Details', action: 'Aktion' },
  },
  en: {
    close: 'Close',
    toHomepage: 'Go to the homepage',
    columns: { expand: 'Details', action: 'Action' },
  },
});
