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
      // Every subscription (the admin's unfiltered list) is served by the created_at index; a practice's
      // or a patient's few are sorted (as the orders list, docs/decisions/platform.md, issue 35).
      indexOrder: viewer.isAdmin && !args.doctorId && !args.patientId && !search,
    });
  }

  /** Per status; an admin's from the kept figures (migration CustomerPhaseFigures), one statement either way. */
  async statistics(viewer: Viewer): Promise<SubscriptionStatistics> {
    const rows = viewer.isAdmin
      ? await this.dataSource.query<{ status: SubscriptionStatus; count: number }[]>(
          `SELECT status, subscriptions AS count FROM subscription_status_figures`,
        )
      : await this.scoped(viewer)
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
   * their newest subscription; NonSubscriber for those without one. One statement (admin dashboard),
   * of the figures the triggers keep (migration CustomerPhaseFigures).
   */
  async customersPerPhase(): Promise<Record<LifeCyclePhase, number>> {
    const rows = await this.dataSource.query<{ phase: string; customers: number }[]>(
      `SELECT phase, customers FROM customer_phase_figures`,
    );
    const of = (phase: string) => rows.find((row) => row.phase === phase)?.customers ?? 0;
    const [active, paused, canceled] = [
      SubscriptionStatus.active,
      SubscriptionStatus.paused,
      SubscriptionStatus.canceled,
    ].map(of);
    return {
      [PHASE_OF[SubscriptionStatus.active]]: active,
      [PHASE_OF[SubscriptionStatus.paused]]: paused,
      [PHASE_OF[SubscriptionStatus.canceled]]: canceled,
      [LifeCyclePhase.NonSubscriber]: of('in_practice') - active - paused - canceled,
    } as Record<LifeCyclePhase, number>;
  }

  /**
   * All subscriptions active and paused at the end of each of the 12 weeks up to this one (Berlin weeks
   * from Monday; this week: at `now`), in one statement. No status history is stored: a subscription
   * counts from its start_date until its canceled_at, and as paused from its paused_at; a pause that has
   * ended cleared paused_at, so earlier weeks count it as active (docs/decisions/screens.md, issue 33).
   * One scan of subscriptions (issue 35): since the weeks' ends rise, each subscription is active over one
   * run of weeks and paused over the next, found with width_bucket; the runs' starts and ends are counted
   * per week and summed up the weeks, instead of joining every subscription to every week.
   */
  async perWeek(now: Date): Promise<SubscriptionWeekCount[]> {
    const rows = await this.dataSource.query<{ week_start: string; active: number; paused: number }[]>(
      `WITH weeks AS (
         SELECT row_number() OVER (ORDER BY w) AS k, w::date AS week_start,
                least((w::date + 7)::timestamp AT TIME ZONE 'Europe/Berlin', $1::timestamptz) AS at
         FROM generate_series(date_trunc('week', $1::timestamptz AT TIME ZONE 'Europe/Berlin') - interval '11 weeks',
                              date_trunc('week', $1::timestamptz AT TIME ZONE 'Europe/Berlin'),
                              interval '1 week') AS w),
       bounds AS (SELECT array_agg(at ORDER BY k) AS ats FROM weeks),
       ranges AS (
         SELECT width_bucket(s.start_date, b.ats) + 1 AS first_k,
                coalesce(width_bucket(s.canceled_at, b.ats), 12) AS last_k,
                coalesce(width_bucket(s.paused_at, b.ats), 12) AS unpaused_k
         FROM bounds b JOIN subscriptions s ON s.start_date < b.ats[12]),
       groups AS (SELECT first_k, last_k, unpaused_k, count(*) AS n FROM ranges GROUP BY 1, 2, 3),
       steps AS (
         SELECT first_k AS k, n AS active, 0 AS paused FROM groups WHERE first_k <= least(last_k, unpaused_k)
         UNION ALL SELECT least(last_k, unpaused_k) + 1, -n, 0 FROM groups WHERE first_k <= least(last_k, unpaused_k)
         UNION ALL SELECT greatest(first_k, unpaused_k + 1), 0, n FROM groups WHERE greatest(first_k, unpaused_k + 1) <= last_k
         UNION ALL SELECT last_k + 1, 0, -n FROM groups WHERE greatest(first_k, unpaused_k + 1) <= last_k),
       per_k AS (SELECT k, sum(active) AS active, sum(paused) AS paused FROM steps GROUP BY k)
       SELECT to_char(weeks.week_start, 'YYYY-MM-DD') AS week_start,
              (sum(coalesce(per_k.active, 0)) OVER (ORDER BY weeks.k))::int AS active,
              (sum(coalesce(per_k.paused, 0)) OVER (ORDER BY weeks.k))::int AS paused
       FROM weeks LEFT JOIN per_k ON per_k.k = weeks.k
       ORDER BY weeks.k`,
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
