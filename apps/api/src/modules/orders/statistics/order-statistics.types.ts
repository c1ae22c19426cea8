import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

/**
 * The admins' orders page cards: orders placed since the first day of the current month at midnight
 * (Europe/Berlin) until now, compared with the same span of the previous month.
 */
@ObjectType()
export class OrderStatistics {
  @Field(() => Int, { description: 'Orders placed in the period, cancelled ones left out.' })
  placedOrdersCount: number;

  @Field(() => Float, { description: 'Their gross totals, in euros.' })
  placedOrdersSum: number;

  @Field(() => Float, { description: 'The sum divided by the count, in euros; 0 without orders.' })
  placedOrdersAverage: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'Change of the count against the same span of the previous month, in percent (one decimal); null when that span had no orders.',
  })
  placedOrdersCountComparison: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Change of the sum against the same span of the previous month, in percent (one decimal); null when that span had no orders.',
  })
  placedOrdersSumComparison: number | null;

  @Field({
    description:
      'A short fingerprint of the figures and the period: equal hashes mean equal figures (a cache key for the client).',
  })
  hash: string;

  @Field(() => Date, { description: 'The first day of the current month at midnight, Berlin time.' })
  periodStart: Date;

  @Field(() => Date, { description: 'Now: the end of the period.' })
  periodEnd: Date;

  @Field(() => Date, { description: 'The first day of the previous month at midnight, Berlin time.' })
  previousPeriodStart: Date;

  @Field(() => Date, {
    description: 'The end of the compared span: as far into the previous month as now is into this one.',
  })
  previousPeriodEnd: Date;
}
