import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock.js';
import { OrderStatus } from '../order-status.js';
import type { OrderStatistics } from './order-statistics.types.js';

interface StatisticsRow {
  period_start: Date;
  previous_start: Date;
  previous_end: Date;
  count: string;
  sum_cents: string;
  previous_count: string;
  previous_sum_cents: string;
}

/**
 * The periods in Berlin wall-clock time: this month from its first midnight until now; the previous
 * month from its first midnight for as long as this month has run (capped at its end, so the 31st
 * compares with the whole of a shorter month). One range scan of orders_placed_at_statistics_index
 * over both periods.
 */
const STATISTICS_SQL = `
  WITH clock AS (SELECT $1::timestamptz AS now, $1::timestamptz AT TIME ZONE 'Europe/Berlin' AS local_now),
  bounds AS (
    SELECT now, date_trunc('month', local_now) AS month_start, local_now - date_trunc('month', local_now) AS elapsed
    FROM clock),
  periods AS (
    SELECT now,
      month_start AT TIME ZONE 'Europe/Berlin' AS period_start,
      (month_start - interval '1 month') AT TIME ZONE 'Europe/Berlin' AS previous_start,
      least(month_start - interval '1 month' + elapsed, month_start) AT TIME ZONE 'Europe/Berlin' AS previous_end
    FROM bounds)
  SELECT p.period_start, p.previous_start, p.previous_end,
    count(o.id) FILTER (WHERE o.placed_at >= p.period_start) AS count,
    coalesce(sum(o.total_price_cents) FILTER (WHERE o.placed_at >= p.period_start), 0) AS sum_cents,
    count(o.id) FILTER (WHERE o.placed_at < p.previous_end) AS previous_count,
    coalesce(sum(o.total_price_cents) FILTER (WHERE o.placed_at < p.previous_end), 0) AS previous_sum_cents
  FROM periods p
  LEFT JOIN orders o ON o.placed_at IS NOT NULL AND o.placed_at >= p.previous_start AND o.placed_at <= p.now
    AND o.status <> $2
  GROUP BY p.period_start, p.previous_start, p.previous_end`;

/** Percent change from `previous` to `current`, one decimal; null without a previous figure to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

@Injectable()
export class OrderStatisticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** orderStatistics (admins; the resolver checks the permission): one statement. */
  async current(): Promise<OrderStatistics> {
    const now = this.clock.now();
    const [row] = await this.dataSource.query<StatisticsRow[]>(STATISTICS_SQL, [now, OrderStatus.Canceled]);
    const count = Number(row.count);
    const sumCents = Number(row.sum_cents);
    const previousCount = Number(row.previous_count);
    const figures = {
      placedOrdersCount: count,
      placedOrdersSum: centsToEuros(sumCents),
      placedOrdersAverage: count ? centsToEuros(Math.round(sumCents / count)) : 0,
      placedOrdersCountComparison: percentChange(count, previousCount),
      placedOrdersSumComparison: previousCount
        ? percentChange(sumCents, Number(row.previous_sum_cents))
        : null,
      periodStart: row.period_start,
      previousPeriodStart: row.previous_start,
      previousPeriodEnd: row.previous_end,
    };
    const hash = createHash('sha256').update(JSON.stringify(figures)).digest('hex').slice(0, 16);
    return { ...figures, hash, periodEnd: now };
  }
}
