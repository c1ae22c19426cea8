// The patient's released reports (GET /api/patient/results…), in the page's language.
import { type ReleasedReport, type ReleasedReportSummary } from '@portal/shared-types';
import { rest } from '../../../http/rest';

const language = (lang: string) => (lang.startsWith('en') ? 'en' : 'de');

export const releasedReports = (lang: string) =>
  rest<ReleasedReportSummary[]>(`/api/patient/results?language=${language(lang)}`);

/** 404 (withdrawn, unknown) is the page's to word. */
export const releasedReport = (id: string, lang: string) =>
  rest<ReleasedReport>(`/api/patient/results/${encodeURIComponent(id)}?language=${language(lang)}`, {
    handles: [404],
  });

export const reportPdfPath = (id: string, lang: string) =>
  `/api/patient/results/${encodeURIComponent(id)}/pdf?language=${language(lang)}`;
