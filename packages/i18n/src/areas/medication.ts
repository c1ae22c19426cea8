import { defineArea } from '../defineArea.js';

// The medication tolerance screen (doctor spec, sections 2 and 9). Spec texts are verbatim.
export const medication = defineArea({
  de: {
    tab: 'Medikamente',
    title: 'Medikamentenverträglichkeit',
    search: 'Medikament suchen (ab 2 Zeichen)',
    downloadPdf: 'PDF herunterladen',
    columns: { medication: 'Medikament', effect: 'Wirkung', breakdown: 'Abbau', dosis: 'Dosierung' },
    notAnalysed: 'Nicht analysiert!',
    notAnalysedHint: 'Bestellen Sie die pharmakogenetische Analyse, um die Verträglichkeit auszuwerten.',
    orderAnalysis: 'Pharmakogenetische Analyse bestellen',
    showDetails: 'Details anzeigen',
    hideDetails: 'Details ausblenden',
    literature: 'Literatur',
    empty: 'Noch keine Medikamente vorhanden.',
    notFound: 'Nicht gefunden!',
    loadFailed: 'Die Medikamentenverträglichkeit konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  en: {
    tab: 'Medication',
    title: 'Medication tolerance',
    search: 'Search medication (from 2 characters)',
    downloadPdf: 'Download PDF',
    columns: { medication: 'Medication', effect: 'Effect', breakdown: 'Breakdown', dosis: 'Dosage' },
    notAnalysed: 'Not analysed!',
    notAnalysedHint: 'Order the pharmacogenetics analysis to evaluate the tolerance.',
    orderAnalysis: 'Order pharmacogenetics analysis',
    showDetails: 'Show details',
    hideDetails: 'Hide details',
    literature: 'Literature',
    empty: 'No medication yet.',
    notFound: 'Not found!',
    loadFailed: 'The medication tolerance could not be loaded.',
    retry: 'Try again',
  },
});
