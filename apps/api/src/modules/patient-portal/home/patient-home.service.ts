import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type PatientViewer } from '../../../common/auth/patient-viewer.js';
import { type OpenQuestionnaire, OpenQuestionnaireLinks } from '../../questionnaire-links/index.js';
import { currentReleases, type ReportKind } from '../../results/index.js';
import { type SubscriptionStatus } from '../../subscriptions/index.js';
import { PatientOrders } from '../orders/patient-orders.service.js';
import { type NextProductionNote, PatientPlan } from '../plan/patient-plan.service.js';

/** The newest report the doctor released, as the home names it (the results page shows it). */
export interface LatestRelease {
  id: string;
  kind: ReportKind;
  releasedAt: Date;
}

/** An order waiting for the patient's payment, with the payment page to pay it on. */
export interface OpenPayment {
  orderId: string;
  orderNumber: string | null;
  total: number;
  paymentUrl: string;
}

/** The plan in one line: its status and when the next 90 days are made (or why not yet). */
export interface PlanSummary {
  status: SubscriptionStatus;
  nextProductionDate: string | null;
  nextProductionNote: NextProductionNote;
  resumeAt: string | null;
}

/** `GET api/patient/home`: what is open for the patient, the latest released report and the plan. */
export interface PatientHome {
  openPayments: OpenPayment[];
  questionnaire: OpenQuestionnaire | null;
  latestRelease: LatestRelease | null;
  plan: PlanSummary | null;
}

@Injectable()
export class PatientHomeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly questionnaires: OpenQuestionnaireLinks,
    private readonly orders: PatientOrders,
    private readonly plans: PatientPlan,
  ) {}

  // The orders and plan pages' own reads: the home shows a summary of the same answers, never a second version.
  async of(patient: PatientViewer): Promise<PatientHome> {
    const [orders, questionnaire, releases, plan] = await Promise.all([
      this.orders.list(patient.patientId),
      this.questionnaires.of(patient.patientId),
      currentReleases(this.dataSource.manager, patient.patientId),
      this.plans.plan(patient.patientId),
    ]);
    const latest = releases[0];
    return {
      openPayments: orders.flatMap((order) =>
        order.paymentUrl
          ? [
              {
                orderId: order.id,
                orderNumber: order.orderNumber,
                total: order.total,
                paymentUrl: order.paymentUrl,
              },
            ]
          : [],
      ),
      questionnaire,
      latestRelease: latest ? { id: latest.id, kind: latest.kind, releasedAt: latest.released_at } : null,
      plan: plan && {
        status: plan.status,
        nextProductionDate: plan.nextProductionDate,
        nextProductionNote: plan.nextProductionNote,
        resumeAt: plan.resumeAt,
      },
    };
  }
}
