// The patient portal's plan page: GET /api/patient/plan and the pause/cancel requests the doctor confirms.
import { rest } from '../../../http/rest';

export type PlanChangeKind = 'pause' | 'cancel';

export interface PlanChangeRequest {
  id: string;
  kind: PlanChangeKind;
  message: string | null;
  requestedAt: string;
}

export interface PatientPlan {
  id: string;
  status: 'active' | 'paused' | 'canceled';
  startDate: string;
  nextProductionDate: string | null;
  nextProductionNote: 'afterAnalysis' | 'review' | 'paused' | null;
  resumeAt: string | null;
  pricePerPeriod: number | null;
  recipe: {
    releasedAt: string;
    note: string | null;
    rows: { name: string; amount: number; unit: string; description: string | null }[];
  } | null;
  openRequest: PlanChangeRequest | null;
  mayRequest: PlanChangeKind[];
}

/** Null when the patient has no plan. */
export const patientPlan = () =>
  rest<{ plan: PatientPlan | null }>('/api/patient/plan').then((answer) => answer.plan);

/** The longest message the API takes (subscription_change_requests.message). */
export const PLAN_MESSAGE_MAX = 500;

/** 409 (not allowed now, one already open) and 422 (the message) are the dialog's to show. */
export const requestPlanChange = (kind: PlanChangeKind, message: string) =>
  rest<{ request: PlanChangeRequest }>('/api/patient/plan/requests', {
    method: 'POST',
    body: { kind, message: message.trim() || null },
    handles: [409, 422],
  }).then((answer) => answer.request);

export const withdrawPlanChange = (id: string) =>
  rest(`/api/patient/plan/requests/${encodeURIComponent(id)}`, { method: 'DELETE' });
