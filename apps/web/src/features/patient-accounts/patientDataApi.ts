// The account page's consents and data export (api/patient/consents, api/patient/data-exports).
import type { PatientConsentView, PatientDataExportView } from '@portal/shared-types';
import { rest } from '../../http/rest';

export type PatientConsent = PatientConsentView;

export const patientConsents = () => rest<PatientConsent[]>('/api/patient/consents');

/** 409: a required consent or one already withdrawn; the dialog shows the server's words. Answers the new list. */
export const withdrawPatientConsent = (id: string) =>
  rest<PatientConsent[]>(`/api/patient/consents/${encodeURIComponent(id)}/withdraw`, {
    method: 'POST',
    handles: [409],
  });

export type PatientDataExport = PatientDataExportView;

export const latestPatientDataExport = () =>
  rest<{ export: PatientDataExport | null }>('/api/patient/data-exports/latest').then((body) => body.export);

/** 409 (one is being prepared) and 429 (3 a day): the section shows the server's words. */
export const requestPatientDataExport = (locale: 'de' | 'en') =>
  rest<PatientDataExport>('/api/patient/data-exports', {
    method: 'POST',
    body: { locale },
    handles: [409, 429],
  });

export const patientDataExportUrl = (id: string, format: 'json' | 'pdf') =>
  `/api/patient/data-exports/${encodeURIComponent(id)}/download?format=${format}`;
