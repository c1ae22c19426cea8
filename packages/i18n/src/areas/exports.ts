import { defineArea } from '../defineArea.js';

// The export dialog of the admin lists (admin spec, sections 2 and 5): a date range, the file format and the
// download. Its validation messages are errors.exports (the API answers with the same texts).
export const exportsArea = defineArea({
  de: {
    open: 'Exportieren',
    title: {
      orders: 'Bestellungen exportieren',
      patients: 'Patient/-innen exportieren',
      doctors: 'Therapeut/-innen exportieren',
      'credit-notes': 'Gutschriften exportieren',
    },
    intro:
      'Exportiert alle Einträge, die im gewählten Zeitraum erstellt wurden (Start- und Enddatum eingeschlossen).',
    startDate: 'Startdatum',
    endDate: 'Enddatum',
    dateHint: 'TT-MM-JJJJ oder TT.MM.JJJJ',
    format: 'Dateiformat',
    xlsx: 'Excel (XLSX)',
    csv: 'CSV (Semikolon, UTF-8)',
    cancel: 'Abbrechen',
    submit: 'Exportieren',
    progress: 'Datei wird heruntergeladen … {{size}}',
    started: 'Datei wird erstellt …',
    done: 'Der Export wurde heruntergeladen.',
    failed: 'Der Export ist fehlgeschlagen: {{message}}',
  },
  en: {
    open: 'Export',
    title: {
      orders: 'Export orders',
      patients: 'Export patients',
      doctors: 'Export therapists',
      'credit-notes': 'Export credit notes',
    },
    intro: 'Exports every entry created in the chosen period (start and end date included).',
    startDate: 'Start date',
    endDate: 'End date',
    dateHint: 'DD-MM-YYYY or DD.MM.YYYY',
    format: 'File format',
    xlsx: 'Excel (XLSX)',
    csv: 'CSV (semicolon, UTF-8)',
    cancel: 'Cancel',
    submit: 'Export',
    progress: 'Downloading the file … {{size}}',
    started: 'Preparing the file …',
    done: 'The export has been downloaded.',
    failed: 'The export failed: {{message}}',
  },
});
