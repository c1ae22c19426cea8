import { type ReleasedReportKind } from '@portal/shared-types';
import { rest } from '../../../http/rest';
import { type PatientPlan } from '../plan/patientPlanApi';

/** `GET /api/patient/home`: what is open, the latest released report and the plan. */
export interface PatientHome {
  openPayments: { orderId: string; orderNumber: string | null; total: number; paymentUrl: string }[];
  questionnaire: { url: string; sentAt: string; expiresAt: string } | null;
  latestRelease: { id: string; kind: ReleasedReportKind; releasedAt: string } | null;
  plan: Pick<PatientPlan, 'status' | 'nextProductionDate' | 'nextProductionNote' | 'resumeAt'> | null;
}

export const patientHome = () => rest<PatientHome>('/api/patient/home');
