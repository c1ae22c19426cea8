import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros, PaymentStatus, SortOrder } from '@portal/shared-types';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { byKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { paginate, type PageRequest } from '../../common/pagination/paginate.js';
import type { Page } from '../../common/pagination/paginated.type.js';
import { escapeLike } from '../../common/sql/escape-like.js';
import { FeeBasis, PartnershipModel, partnershipModelsByIds } from '../catalog/index.js';
import { type BillingDetails, practiceById } from '../medical-centers/index.js';
import { visibleOrderWithParts } from '../orders/order-access.js';
import type { Order } from '../orders/order.entity.js';
import { OrderStatus } from '../orders/index.js';
import { practiceOfDoctor } from '../users/practice-of.js';
import { ConsultingFee, ConsultingFeeStatus } from './consulting-fee.entity.js';
import { FEE_VIEW_COLUMNS, feeView } from './consulting-fee-views.js';
import { qualified } from '../../common/sql/selected-columns.js';
import {
  ConsultingFeesOrderByColumn,
  type ConsultingFeesArgs,
  type ConsultingFeeView,
  type FeeMonth,
  type FeeOrderView,
  type FinancialStatistics,
} from './consulting-fees.types.js';

interface FeeOrderRow {
  id: string;
  order_number: string;
  created_at: Date;
  total_price_cents: number;
  patient_id: string;
  first_name: string;
  last_name: string;
  model_id: string | null;
  model_name: string | null;
  model_description: string | null;
}

const feeOrderView = (row: FeeOrderRow): FeeOrderView => ({
  id: row.id,
  order_number: row.order_number,
  created_at: row.created_at,
  total_price: centsToEuros(row.total_price_cents),
  patient: { id: row.patient_id, first_name: row.first_name, last_name: row.last_name },
  partnershipModel: row.model_id
    ? Object.assign(new PartnershipModel(), {
        id: row.model_id,
        name: row.model_name!,
        description: row.model_description,
      })
    : null,
});

const COLUMNS: Record<ConsultingFeesOrderByColumn, string> = {
  [ConsultingFeesOrderByColumn.CREATED_AT]: 'fee.created_at',
  [ConsultingFeesOrderByColumn.AMOUNT]: 'fee.amount_cents',
  [ConsultingFeesOrderByColumn.STATUS]: 'fee.status',
  [ConsultingFeesOrderByColumn.PAID_AT]: 'fee.paid_at',
};

/**
 * Reads of the financial page: a doctor sees the fees owed to the own practice, an admin any
 * (optionally one doctor's). Lists cost fixed statements: the page, then one loader per relation.
 */
@Injectable()
export class ConsultingFeesQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The fees the viewer may see; a doctor without a practice sees none. */
  private scoped(viewer: Viewer, doctorId?: string | null): SelectQueryBuilder<ConsultingFee> {
    const query = this.dataSource.getRepository(ConsultingFee).createQueryBuilder('fee');
    if (!viewer.isAdmin) {
      const centerId = viewer.user.medical_center_id;
      return centerId ? query.where('fee.medical_center_id = :centerId', { centerId }) : query.where('false');
    }
    if (doctorId) query.where(`fee.medical_center_id = ${practiceOfDoctor('doctorId')}`, { doctorId });
    return query;
  }

  async list(viewer: Viewer, args: ConsultingFeesArgs): Promise<Page<ConsultingFeeView>> {
    const query = this.scoped(viewer, args.doctorId).select(qualified('fee', FEE_VIEW_COLUMNS));
    if (args.status) query.andWhere('fee.status = :status', { status: args.status });
    const search = args.search?.trim().toLowerCase();
    if (search) {
      // Both sides use their trigram indexes (patients_search_trgm_index, orders_order_number_trgm_index).
      query.andWhere(
        `(fee.patient_id IN (SELECT p.id FROM patients p
            WHERE lower(p.first_name || ' ' || p.last_name || ' ' || p.email) LIKE :search)
          OR fee.order_id IN (SELECT o.id FROM orders o WHERE lower(o.order_number) LIKE :search))`,
        { search: `%${escapeLike(search)}%` },
      );
    }
    const request: PageRequest<ConsultingFeesOrderByColumn> = args;
    const page = await paginate(query, request, {
      columns: COLUMNS,
      defaultOrder: [{ column: ConsultingFeesOrderByColumn.CREATED_AT, order: SortOrder.DESC }],
      tieBreaker: 'fee.id',
    });
    return { data: page.data.map(feeView), paginatorInfo: page.paginatorInfo };
  }

  /** One statement: the three sums of the financial page. */
  async statistics(viewer: Viewer, doctorId?: string | null): Promise<FinancialStatistics> {
    const row = await this.scoped(viewer, doctorId)
      .select(`coalesce(sum(fee.amount_cents) FILTER (WHERE fee.status <> :canceled), 0)`, 'total')
      .addSelect(
        `coalesce(sum(fee.amount_cents) FILTER (WHERE fee.status <> :canceled
           AND fee.created_at >= date_trunc('month', now() AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin'), 0)`,
        'month',
      )
      .addSelect(`coalesce(sum(fee.amount_cents) FILTER (WHERE fee.status = :unpaid), 0)`, 'open')
      .setParameters({ canceled: ConsultingFeeStatus.Canceled, unpaid: ConsultingFeeStatus.Unpaid })
      .getRawOne<{ total: string; month: string; open: string }>();
    return {
      totalEarned: centsToEuros(Number(row?.total ?? 0)),
      totalEarnedThisMonth: centsToEuros(Number(row?.month ?? 0)),
      openConsultingFees: centsToEuros(Number(row?.open ?? 0)),
    };
  }

  /**
   * One statement: the fees per calendar month (Berlin) of the 12 months up to this one, oldest first,
   * a month without fees as 0; counted like totalEarnedThisMonth (created in the month, not cancelled).
   */
  async perMonth(viewer: Viewer, doctorId?: string | null): Promise<FeeMonth[]> {
    const fees = this.scoped(viewer, doctorId)
      .select(`date_trunc('month', fee.created_at AT TIME ZONE 'Europe/Berlin')`, 'month')
      .addSelect('sum(fee.amount_cents)', 'cents')
      .andWhere('fee.status <> :canceled', { canceled: ConsultingFeeStatus.Canceled })
      .groupBy('1');
    const rows = await this.dataSource
      .createQueryBuilder()
      .select(`to_char(months.month, 'YYYY-MM')`, 'month')
      .addSelect('coalesce(fees.cents, 0)', 'cents')
      .from(
        `(SELECT generate_series(date_trunc('month', now() AT TIME ZONE 'Europe/Berlin') - interval '11 months',
            date_trunc('month', now() AT TIME ZONE 'Europe/Berlin'), interval '1 month') AS month)`,
        'months',
      )
      .leftJoin(`(${fees.getQuery()})`, 'fees', 'fees.month = months.month')
      .setParameters(fees.getParameters())
      .orderBy('months.month')
      .getRawMany<{ month: string; cents: string }>();
    return rows.map((row) => ({ month: row.month, amount: centsToEuros(Number(row.cents)) }));
  }

  /** The viewer's practice's bank details (null without a practice): the page warns while they are missing. */
  async billingDetails(viewer: Viewer): Promise<BillingDetails | null> {
    const centerId = viewer.user.medical_center_id;
    if (!centerId) return null;
    const center = await practiceById(this.dataSource.manager, centerId);
    return center ? { ...center.billing } : null;
  }

  /** Order.consultingFee, batched: one statement per page of orders. */
  ofOrder(loaders: LoaderRegistry, orderId: string): Promise<ConsultingFeeView | null> {
    return loaders
      .get<string, ConsultingFeeView | null>('consultingFeeOfOrder', async (ids) => {
        const fees = await this.dataSource
          .getRepository(ConsultingFee)
          .createQueryBuilder('fee')
          .select(qualified('fee', FEE_VIEW_COLUMNS))
          .where('fee.order_id IN (:...ids)', { ids: [...ids] })
          .getMany();
        return byKeys(ids, fees.map(feeView), (fee) => fee.order_id);
      })
      .load(orderId);
  }

  /** Order.consultationDue, batched: the models of a page of orders in one statement, their fees in one more. */
  async consultationDue(loaders: LoaderRegistry, order: Order): Promise<boolean> {
    if (order.status === OrderStatus.Canceled || order.payment_status !== PaymentStatus.Success) return false;
    if (!order.partnership_model_id) return false;
    const model = await loaders
      .get<string, PartnershipModel | null>('feeRuleOfModel', async (ids) =>
        byKeys(ids, await partnershipModelsByIds(this.dataSource.manager, ids), (row) => row.id),
      )
      .load(order.partnership_model_id);
    if (model?.fee_basis !== FeeBasis.PerConsultation) return false;
    return !(await this.ofOrder(loaders, order.id));
  }

  /** The fees no credit note has collected yet, per practice, in cents: one statement per page of users. */
  uncollectedOf(loaders: LoaderRegistry, centerId: string): Promise<number> {
    return loaders
      .get<string, number>('uncollectedConsultingFees', async (ids) => {
        const rows = await this.dataSource.query<{ medical_center_id: string; cents: string }[]>(
          `SELECT medical_center_id, sum(amount_cents) AS cents FROM consulting_fees
           WHERE medical_center_id = ANY($1) AND status = $2 AND credit_note_id IS NULL
           GROUP BY medical_center_id`,
          [[...ids], ConsultingFeeStatus.Unpaid],
        );
        return byKeys(ids, rows, (row) => row.medical_center_id).map((row) => Number(row?.cents ?? 0));
      })
      .load(centerId);
  }

  /**
   * ConsultingFee.order, batched with its patient and model in one statement. The fee was scoped
   * already: its practice sees the order's number and the patient's name even after the patient left.
   */
  feeOrderOf(loaders: LoaderRegistry, orderId: string): Promise<FeeOrderView | null> {
    return loaders
      .get<string, FeeOrderView | null>('orderOfConsultingFee', async (ids) => {
        const rows = await this.dataSource.query<FeeOrderRow[]>(
          `SELECT o.id, o.order_number, o.created_at, o.total_price_cents,
                  p.id AS patient_id, p.first_name, p.last_name,
                  m.id AS model_id, m.name AS model_name, m.description AS model_description
           FROM orders o JOIN patients p ON p.id = o.patient_id
           LEFT JOIN partnership_models m ON m.id = o.partnership_model_id
           WHERE o.id = ANY($1)`,
          [[...ids]],
        );
        return byKeys(ids, rows.map(feeOrderView), (order) => order.id);
      })
      .load(orderId);
  }

  /** The order updateConsultingFee answers with (an admin's), with its parts like every Order. */
  order(viewer: Viewer, orderId: string): Promise<Order> {
    return visibleOrderWithParts(this.dataSource, viewer, orderId);
  }
}
