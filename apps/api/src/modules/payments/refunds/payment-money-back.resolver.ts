import { Args, Float, ID, Int, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { centsToEuros, Permission } from '@portal/shared-types';
import { DataSource, In } from 'typeorm';
import { CurrentViewer, RequirePermissions } from '../../../common/auth/auth.decorators.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { groupByKeys } from '../../../common/dataloader/loader-registry.js';
import type { GraphqlContext } from '../../../common/graphql/graphql-context.js';
import { Order, OrderStatistics } from '../../orders/index.js';
import { PaymentChargeback } from '../chargebacks/payment-chargeback.entity.js';
import { PaymentAttempt, PaymentAttemptStatus } from '../payment-attempt.entity.js';
import { PaymentRefunds } from './payment-refunds.service.js';
import { PaymentRefund } from './payment-refund.entity.js';
import { chargebackView, PaymentChargebackView, PaymentRefundView, refundView } from './payment-views.js';
import { type NoArgs, viewerOf } from '../../../common/graphql/field-resolver.js';

/**
 * Money going back, on the order (its doctor and admins see it in the order details: the order is scoped before
 * its fields resolve) and in the admins' statistics. One statement per page of orders for each field.
 */
@Resolver(() => Order)
export class OrderMoneyBackResolver {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly paymentRefunds: PaymentRefunds,
  ) {}

  @ResolveField(() => [PaymentRefundView], {
    description: "Refunds of the order's payment, oldest first (the doctor of the order and admins).",
  })
  async refunds(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<PaymentRefundView[]> {
    const viewer = viewerOf(ctx);
    const rows = await ctx.loaders
      .get<string, PaymentRefund[]>('refundsOfOrder', async (ids) =>
        groupByKeys(
          ids,
          await this.dataSource
            .getRepository(PaymentRefund)
            .find({ where: { order_id: In([...ids]) }, order: { created_at: 'ASC', id: 'ASC' } }),
          (row) => row.order_id,
        ),
      )
      .load(order.id);
    return rows.map((row) => refundView(row, viewer.isAdmin));
  }

  @ResolveField(() => [PaymentChargebackView], {
    description: "Chargebacks of the order's payment, oldest first (the doctor of the order and admins).",
  })
  async chargebacks(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<PaymentChargebackView[]> {
    const rows = await ctx.loaders
      .get<string, PaymentChargeback[]>('chargebacksOfOrder', async (ids) =>
        groupByKeys(
          ids,
          await this.dataSource
            .getRepository(PaymentChargeback)
            .find({ where: { order_id: In([...ids]) }, order: { charged_back_at: 'ASC', id: 'ASC' } }),
          (row) => row.order_id,
        ),
      )
      .load(order.id);
    return rows.map(chargebackView);
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      'The method the patient paid with at the provider (`creditcard`, `paypal`, …); null when not paid there.',
  })
  async paymentMethod(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<string | null> {
    const paid = await ctx.loaders
      .get<string, PaymentAttempt[]>('paidAttemptsOfOrder', async (ids) =>
        groupByKeys(
          ids,
          await this.dataSource.getRepository(PaymentAttempt).find({
            where: { order_id: In([...ids]), status: PaymentAttemptStatus.paid },
            order: { attempt_no: 'ASC' },
          }),
          (row) => row.order_id,
        ),
      )
      .load(order.id);
    return paid[0]?.method ?? null;
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => PaymentRefundView, {
    description: 'Admins: asks the provider again for a refund that failed.',
  })
  async retryRefund(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<PaymentRefundView> {
    return refundView(await this.paymentRefunds.retry(viewer, id), true);
  }
}

/** The admins' statistics: chargebacks of the period and refunds waiting for them. One statement. */
@Resolver(() => OrderStatistics)
export class MoneyBackStatisticsResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @ResolveField(() => Int, { description: 'Chargebacks received in the period.' })
  async chargebacksCount(statistics: OrderStatistics, _args: NoArgs, ctx: GraphqlContext): Promise<number> {
    return (await this.figures(statistics, ctx)).chargebacksCount;
  }

  @ResolveField(() => Float, { description: 'Their amounts, in euros.' })
  async chargebacksSum(statistics: OrderStatistics, _args: NoArgs, ctx: GraphqlContext): Promise<number> {
    return (await this.figures(statistics, ctx)).chargebacksSum;
  }

  @ResolveField(() => Int, {
    description: 'Refunds that failed at the provider and wait for an admin (all time).',
  })
  async failedRefundsCount(statistics: OrderStatistics, _args: NoArgs, ctx: GraphqlContext): Promise<number> {
    return (await this.figures(statistics, ctx)).failedRefundsCount;
  }

  private figures(statistics: OrderStatistics, ctx: GraphqlContext) {
    type Figures = { chargebacksCount: number; chargebacksSum: number; failedRefundsCount: number };
    return ctx.loaders
      .get<string, Figures>('moneyBackStatistics', async (keys) => {
        const [row] = await this.dataSource.query<{ count: string; cents: string; failed: string }[]>(
          `SELECT
             (SELECT count(*) FROM payment_chargebacks WHERE received_at >= $1 AND received_at <= $2) AS count,
             (SELECT coalesce(sum(amount_cents), 0) FROM payment_chargebacks
               WHERE received_at >= $1 AND received_at <= $2) AS cents,
             (SELECT count(*) FROM payment_refunds WHERE status = 'Failed') AS failed`,
          [statistics.periodStart, statistics.periodEnd],
        );
        const figures = {
          chargebacksCount: Number(row.count),
          chargebacksSum: centsToEuros(Number(row.cents)),
          failedRefundsCount: Number(row.failed),
        };
        return keys.map(() => figures);
      })
      .load(`${statistics.periodStart.toISOString()}/${statistics.periodEnd.toISOString()}`);
  }
}
