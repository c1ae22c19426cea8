import { defineArea } from '../defineArea.js';

export const common = defineArea({
  de: {
    close: 'Schließen',
    toHomepage: 'Zur Startseite',
    // Header cells of columns that hold only a button (expand a row, retry): read by screen readers only.
    columns: { expand: 'Details', action: 'Aktion' },
    // Every chart: its numbers as a table (screen readers always, everyone on request).
    charts: {
      showTable: 'Als Tabelle anzeigen',
      showChart: 'Als Diagramm anzeigen',
      loading: 'Diagramm wird geladen',
    },
  },
  en: {
    close: 'Close',
    toHomepage: 'Go to the homepage',
    columns: { expand: 'Details', action: 'Action' },
    charts: {
      showTable: 'Show as table',
      showChart: 'Show as chart',
      loading: 'Loading chart',
    },
  },
});
