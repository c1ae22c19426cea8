import { type DnaAnalysisDocumentData, dnaAnalysisDocument } from './dna-analysis.template.js';
import type { DocumentLocale } from './layout.js';
import {
  type MedicationResultsDocumentData,
  medicationResultsDocument,
} from './medication-results.template.js';
import {
  type OrderConfirmationDocumentData,
  orderConfirmationDocument,
} from './order-confirmation.template.js';
import { type MicronutrientsDocumentData, micronutrientsDocument } from './micronutrients.template.js';
import { type BloodAnalysisDocumentData, bloodAnalysisDocument } from './blood-analysis.template.js';
import { type RecoveryCodesDocumentData, recoveryCodesDocument } from './recovery-codes.template.js';
import {
  type PatientDataExportDocumentData,
  patientDataExportDocument,
} from './patient-data-export.template.js';

export { type DocumentLocale, documentLocale } from './layout.js';

export enum DocumentKind {
  RecoveryCodes = 'recovery-codes',
  OrderConfirmation = 'order-confirmation',
  Micronutrients = 'micronutrients',
  DnaAnalysis = 'dna-analysis',
  MedicationResults = 'medication-results',
  BloodAnalysis = 'blood-analysis',
  PatientDataExport = 'patient-data-export',
}

// Kind → the data its template needs. Each area adds its documents here.
export interface DocumentTemplates {
  [DocumentKind.RecoveryCodes]: RecoveryCodesDocumentData;
  [DocumentKind.OrderConfirmation]: OrderConfirmationDocumentData;
  [DocumentKind.Micronutrients]: MicronutrientsDocumentData;
  [DocumentKind.DnaAnalysis]: DnaAnalysisDocumentData;
  [DocumentKind.MedicationResults]: MedicationResultsDocumentData;
  [DocumentKind.BloodAnalysis]: BloodAnalysisDocumentData;
  [DocumentKind.PatientDataExport]: PatientDataExportDocumentData;
}

export interface DocumentDefinition<Data> {
  fileName: string;
  /** How long the stored file may live; the worker purges it afterwards. */
  keepForMs: number;
  /** Secrets: the download takes the file out of the database. */
  deleteAfterDownload: boolean;
  render(locale: DocumentLocale, data: Data): string;
}

export const documentDefinitions: { [K in DocumentKind]: DocumentDefinition<DocumentTemplates[K]> } = {
  [DocumentKind.RecoveryCodes]: {
    fileName: 'wiederherstellungs-codes.pdf',
    keepForMs: 5 * 60 * 1000,
    deleteAfterDownload: true,
    render: recoveryCodesDocument,
  },
  // Rendered on demand for the doctor who downloads it; the order's data stays the record.
  [DocumentKind.OrderConfirmation]: {
    fileName: 'auftragsbestaetigung.pdf',
    keepForMs: 5 * 60 * 1000,
    deleteAfterDownload: true,
    render: orderConfirmationDocument,
  },
  // Health data: rendered on demand, taken out of the database as it is downloaded.
  [DocumentKind.Micronutrients]: {
    fileName: 'mikronaehrstoffe.pdf',
    keepForMs: 5 * 60 * 1000,
    deleteAfterDownload: true,
    render: micronutrientsDocument,
  },
  // Health data: rendered for the one download, then taken out of the database.
  [DocumentKind.DnaAnalysis]: {
    fileName: 'dna-analyse.pdf',
    keepForMs: 5 * 60 * 1000,
    deleteAfterDownload: true,
    render: dnaAnalysisDocument,
  },
  [DocumentKind.MedicationResults]: {
    fileName: 'medikamentenvertraeglichkeit.pdf',
    keepForMs: 5 * 60 * 1000,
    deleteAfterDownload: true,
    render: medicationResultsDocument,
  },
  // Health data: rendered for the one download, then gone.
  [DocumentKind.BloodAnalysis]: {
    fileName: 'blutwerte.pdf',
    keepForMs: 5 * 60 * 1000,
    deleteAfterDownload: true,
    render: bloodAnalysisDocument,
  },
  // The patient's data export (DSGVO Art. 15): kept with the export for its 7 days, downloadable again.
  [DocumentKind.PatientDataExport]: {
    fileName: 'meine-daten.pdf',
    keepForMs: 7 * 24 * 60 * 60 * 1000,
    deleteAfterDownload: false,
    render: patientDataExportDocument,
  },
};

export function renderDocumentHtml<K extends DocumentKind>(
  kind: K,
  locale: DocumentLocale,
  data: DocumentTemplates[K],
): string {
  return documentDefinitions[kind].render(locale, data);
}

export function isDocumentKind(kind: string): kind is DocumentKind {
  return (Object.values(DocumentKind) as string[]).includes(kind);
}
