import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SortOrder } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import type { Page } from '../../common/pagination/paginated.type.js';
import { paginate } from '../../common/pagination/paginate.js';
import { escapeLike } from '../../common/sql/escape-like.js';
import { practiceOfDoctor } from '../users/practice-of.js';
import {
  type SubscriptionsArgs,
  SubscriptionsOrderByColumn,
  type SubscriptionStatistics,
} from './graphql/subscriptions.types.js';
import { LifeCyclePhase } from '../patients/index.js';
import { PHASE_OF } from './patient-life-cycle.js';
import { scopeSubscriptions } from './subscription-access.js';
import { SubscriptionStatus } from './subscription-status.js';
import { Subscription } from './subscription.entity.js';

/** Subscriptions active and paused at the end of a week; weekStart is its Monday (Berlin). */
export interface SubscriptionWeekCount {
  weekStart: string;
  active: number;
  paused: number;
}

/** The subscriptions list (patient tab, admin list) and its totals, scoped to what the viewer sees. */
@Injectable()
export class SubscriptionQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(viewer: Viewer, args: SubscriptionsArgs): Promise<Page<Subscription>> {
    const query = this.scoped(viewer);
    if (args.patientId) query.andWhere('subscription.patient_id = :patientId', { patientId: args.patientId });
    if (args.status) query.andWhere('subscription.status = :status', { status: args.status });
    if (args.doctorId && viewer.isAdmin)
      query.andWhere(
        `subscription.patient_id IN (SELECT p.id FROM patients p WHERE p.medical_center_id = ${practiceOfDoctor('doctorId')})`,
        { doctorId: args.doctorId },
      );
    const search = args.search?.trim().toLowerCase();
    if (search)
      query.andWhere(
        `(subscription.id::text = :exact OR subscription.guid::text = :exact OR subscription.patient_id IN (
           SELECT p.id FROM patients p WHERE lower(p.first_name || ' ' || p.last_name || ' ' || coalesce(p.email, '')) LIKE :search))`,
        { exact: search, search: `%${escapeLike(search)}%` },
      );
    return paginate(query, args, {
      columns: {
        [SubscriptionsOrderByColumn.CREATED_AT]: 'subscription.created_at',
        [SubscriptionsOrderByColumn.START_DATE]: 'subscription.start_date',
        [SubscriptionsOrderByColumn.CURRENT_PERIOD_END]: 'subscription.current_period_end',
        [SubscriptionsOrderByColumn.STATUS]: 'subscription.status',
      },
      defaultOrder: [{ column: SubscriptionsOrderByColumn.CREATED_AT, order: SortOrder.DESC }],
      tieBreaker: 'subscription.id',
    });
  }

  async statistics(viewer: Viewer): Promise<SubscriptionStatistics> {
    const rows = await this.scoped(viewer)
      .select('subscription.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('subscription.status')
      .getRawMany<{ status: SubscriptionStatus; count: string }>();
    const count = (status: SubscriptionStatus) =>
      Number(rows.find((row) => row.status === status)?.count ?? 0);
    const active = count(SubscriptionStatus.active);
    const paused = count(SubscriptionStatus.paused);
    const canceled = count(SubscriptionStatus.canceled);
    return { active, paused, canceled, total: active + paused + canceled };
  }

  /**
   * Patients of a practice (removed ones not counted) per lifecycle phase, i.e. by the status of
   * their newest subscription; NonSubscriber for those without one. One statement (admin dashboard).
   */
  async customersPerPhase(): Promise<Record<LifeCyclePhase, number>> {
    const [row] = await this.dataSource.query<
      { total: string; active: string; paused: string; canceled: string }[]
    >(
      `WITH latest AS (
         SELECT DISTINCT ON (s.patient_id) s.patient_id, s.status FROM subscriptions s
         ORDER BY s.patient_id, s.created_at DESC, s.id DESC)
       SELECT (SELECT count(*) FROM patients WHERE medical_center_id IS NOT NULL) AS total,
              count(*) FILTER (WHERE latest.status = 'active') AS active,
              count(*) FILTER (WHERE latest.status = 'paused') AS paused,
              count(*) FILTER (WHERE latest.status = 'canceled') AS canceled
       FROM latest JOIN patients p ON p.id = latest.patient_id AND p.medical_center_id IS NOT NULL`,
    );
    const [active, paused, canceled] = [row.active, row.paused, row.canceled].map(Number);
    return {
      [PHASE_OF[SubscriptionStatus.active]]: active,
      [PHASE_OF[SubscriptionStatus.paused]]: paused,
      [PHASE_OF[SubscriptionStatus.canceled]]: canceled,
      [LifeCyclePhase.NonSubscriber]: Number(row.total) - active - paused - canceled,
    } as Record<LifeCyclePhase, number>;
  }

  /**
   * All subscriptions active and paused at the end of each of the 12 weeks up to this one (Berlin weeks
   * from Monday; this week: at `now`), in one statement. No status history is stored: a subscription
   * counts from its start_date until its canceled_at, and as paused from its paused_at; a pause that has
   * ended cleared paused_at, so earlier weeks count it as active (docs/decisions/screens.md, issue 33).
   */
  async perWeek(now: Date): Promise<SubscriptionWeekCount[]> {
    const rows = await this.dataSource.query<{ week_start: string; active: number; paused: number }[]>(
      `WITH weeks AS (
         SELECT w::date AS week_start,
                least((w::date + 7)::timestamp AT TIME ZONE 'Europe/Berlin', $1::timestamptz) AS at
         FROM generate_series(date_trunc('week', $1::timestamptz AT TIME ZONE 'Europe/Berlin') - interval '11 weeks',
                              date_trunc('week', $1::timestamptz AT TIME ZONE 'Europe/Berlin'),
                              interval '1 week') AS w)
       SELECT to_char(weeks.week_start, 'YYYY-MM-DD') AS week_start,
              count(s.id) FILTER (WHERE s.paused_at IS NULL OR s.paused_at >= weeks.at)::int AS active,
              count(s.id) FILTER (WHERE s.paused_at < weeks.at)::int AS paused
       FROM weeks LEFT JOIN subscriptions s
         ON s.start_date < weeks.at AND (s.canceled_at IS NULL OR s.canceled_at >= weeks.at)
       GROUP BY weeks.week_start
       ORDER BY weeks.week_start`,
      [now.toISOString()],
    );
    return rows.map((row) => ({ weekStart: row.week_start, active: row.active, paused: row.paused }));
  }

  private scoped(viewer: Viewer) {
    return scopeSubscriptions(
      this.dataSource.getRepository(Subscription).createQueryBuilder('subscription'),
      viewer,
    );
  }
}
