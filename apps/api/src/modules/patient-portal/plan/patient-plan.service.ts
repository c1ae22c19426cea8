import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import type { MicronutrientsDocumentData } from '../../documents/index.js';
import { NoiOrderStatus, ordersOfSubscriptions, RenewalOrders } from '../../orders/index.js';
import { currentReleases, ReportKind } from '../../results/index.js';
import {
  latestSubscriptionOfPatient,
  openRequestsOfSubscriptions,
  SubscriptionChangeKind,
  type SubscriptionChangeRequest,
  SubscriptionStatus,
} from '../../subscriptions/index.js';

/** Why the plan shows no production date: it waits for the analyses, for the doctor's review, or is paused. */
export type NextProductionNote = 'afterAnalysis' | 'review' | 'paused' | null;

export interface PatientPlanRequestView {
  id: string;
  kind: SubscriptionChangeKind;
  message: string | null;
  requestedAt: string;
}

export interface PatientPlanView {
  id: string;
  status: SubscriptionStatus;
  startDate: string;
  /** When the next 90-day order is made (the current period's end); null while a note says why not. */
  nextProductionDate: string | null;
  nextProductionNote: NextProductionNote;
  /** When a paused plan resumes by itself. */
  resumeAt: string | null;
  /** The supplements of the current cycle at list price: what the next 90 days cost (euros, gross). */
  pricePerPeriod: number | null;
  /** The doctor's released micronutrients report: the doses the recipe is built from. */
  recipe: {
    releasedAt: string;
    note: string | null;
    rows: { name: string; amount: number; unit: string; description: string | null }[];
  } | null;
  openRequest: PatientPlanRequestView | null;
  /** What the patient may ask for now (spec section 4's transitions; nothing while a request is open). */
  mayRequest: SubscriptionChangeKind[];
}

const REQUEST_TARGET: Record<SubscriptionChangeKind, SubscriptionStatus[]> = {
  [SubscriptionChangeKind.pause]: [SubscriptionStatus.active],
  [SubscriptionChangeKind.cancel]: [SubscriptionStatus.active, SubscriptionStatus.paused],
};

export const requestView = (request: SubscriptionChangeRequest): PatientPlanRequestView => ({
  id: request.id,
  kind: request.kind,
  message: request.message,
  requestedAt: request.requested_at.toISOString(),
});

/** The patient's supplement plan page (issue 34, point 4): their newest plan, as the doctor's tab reads it. */
@Injectable()
export class PatientPlan {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly renewalOrders: RenewalOrders,
  ) {}

  async plan(patientId: string): Promise<PatientPlanView | null> {
    const manager = this.dataSource.manager;
    const subscription = await latestSubscriptionOfPatient(manager, patientId);
    if (!subscription) return null;
    const [orders, lines, releases, [openRequest]] = await Promise.all([
      ordersOfSubscriptions(manager, [subscription.id]),
      this.renewalOrders.supplementLines(manager, subscription.id, subscription.cycle_no),
      currentReleases(manager, patientId, ReportKind.Micronutrients),
      openRequestsOfSubscriptions(manager, [subscription.id]),
    ]);
    const part = orders[0]?.supplementsNoiOrder?.status;
    const note: NextProductionNote =
      subscription.status === SubscriptionStatus.paused
        ? 'paused'
        : subscription.status === SubscriptionStatus.canceled
          ? null
          : part === NoiOrderStatus.WaitingForResults
            ? 'afterAnalysis'
            : part === NoiOrderStatus.Delayed
              ? 'review'
              : null;
    const release = releases[0];
    return {
      id: subscription.id,
      status: subscription.status,
      startDate: subscription.start_date.toISOString(),
      nextProductionDate:
        subscription.status === SubscriptionStatus.active && !note
          ? subscription.current_period_end.toISOString()
          : null,
      nextProductionNote: note,
      resumeAt: subscription.resume_at?.toISOString() ?? null,
      pricePerPeriod: lines.length
        ? centsToEuros(lines.reduce((sum, line) => sum + line.original_price_cents * line.quantity, 0))
        : null,
      recipe: release ? recipeOf(release.content as MicronutrientsDocumentData, release) : null,
      openRequest: openRequest ? requestView(openRequest) : null,
      mayRequest: openRequest
        ? []
        : (Object.keys(REQUEST_TARGET) as SubscriptionChangeKind[]).filter((kind) =>
            REQUEST_TARGET[kind].includes(subscription.status),
          ),
    };
  }
}

/** The released doses: the rows with a dose of the doctor's (formulas' recipe builder takes current_value > 0). */
function recipeOf(
  content: MicronutrientsDocumentData,
  release: { released_at: Date; note: string | null },
): PatientPlanView['recipe'] {
  return {
    releasedAt: release.released_at.toISOString(),
    note: release.note,
    rows: (content.rows ?? [])
      .filter((row) => row.current !== null && row.current > 0)
      .map((row) => ({ name: row.name, amount: row.current!, unit: row.unit, description: row.description })),
  };
}
