import { ArgsType, Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';
import { LifeCyclePhase } from '../patients/index.js';
import { ShopItemView } from '../shop/index.js';

/** The spec's best sellers of the dashboard: 5. */
export const BEST_SELLERS_DEFAULT = 5;
export const BEST_SELLERS_MAX = 50;

@ArgsType()
export class BestSellersArgs {
  @Field(() => Int, { defaultValue: BEST_SELLERS_DEFAULT })
  @IsInt()
  @Min(1, { message: 'The number of best sellers (first) must be at least 1.' })
  @Max(BEST_SELLERS_MAX, {
    message: `The number of best sellers (first) may not be greater than ${BEST_SELLERS_MAX}.`,
  })
  first: number = BEST_SELLERS_DEFAULT;
}

@ObjectType({ description: 'A shop item and how many of it were sold this month.' })
export class BestSeller {
  @Field(() => ShopItemView)
  item: ShopItemView;

  @Field(() => Int)
  quantity: number;
}

@ObjectType({ description: 'Patients (in a practice) whose newest subscription puts them in this phase.' })
export class CustomersInPhase {
  @Field(() => LifeCyclePhase)
  lifeCyclePhase: LifeCyclePhase;

  @Field(() => Int)
  total: number;
}

@ObjectType({ description: "The admin dashboard's totals." })
export class AdminDashboard {
  @Field(() => Int, { description: 'Subscriptions with status active.' })
  activeSubscriptions: number;

  @Field(() => Int, { description: 'Subscriptions with status paused.' })
  pausedSubscriptions: number;

  @Field(() => Int, { description: 'Patients in a practice (removed ones not counted).' })
  totalCustomers: number;

  @Field(() => [CustomersInPhase], {
    description: 'Total customers per lifecycle phase, in the spec’s order.',
  })
  customers: CustomersInPhase[];
}

@ObjectType({ description: 'Orders placed on one day (Berlin) and the revenue of those paid.' })
export class OrderDay {
  @Field({ description: '"YYYY-MM-DD" (Berlin).' })
  date: string;

  @Field(() => Int, { description: 'Day of the month, 1 to 31.' })
  day: number;

  @Field(() => Int, { description: 'Orders placed that day, cancelled ones not counted.' })
  orders: number;

  @Field(() => Float, { description: 'Gross total of those orders that are paid, in euros.' })
  revenue: number;
}

@ObjectType({ description: 'Orders and revenue per day of this month (up to today) and of last month.' })
export class AdminOrdersPerDay {
  @Field(() => [OrderDay], { description: 'From the 1st to today (Berlin), every day.' })
  thisMonth: OrderDay[];

  @Field(() => [OrderDay], { description: 'Every day of the previous month.' })
  lastMonth: OrderDay[];
}

@ObjectType({ description: 'Subscriptions active and paused at the end of a week (Berlin; this week: now).' })
export class SubscriptionWeek {
  @Field({ description: 'The Monday the week starts, "YYYY-MM-DD".' })
  weekStart: string;

  @Field(() => Int)
  active: number;

  @Field(() => Int)
  paused: number;
}
