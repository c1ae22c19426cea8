import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsEnum, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { OrderByInput, type OrderByClause } from '../../../common/pagination/order-by.input.js';
import { Paginated } from '../../../common/pagination/paginated.type.js';
import { PaginationArgs } from '../../../common/pagination/pagination.args.js';
import { IsRowId } from '../../../common/validation/rules.js';
import { maxLengthMessage } from '../../../common/validation/validation-texts.js';
import { SubscriptionStatus } from '../subscription-status.js';
import { Subscription } from '../subscription.entity.js';

export enum SubscriptionsOrderByColumn {
  CREATED_AT = 'CREATED_AT',
  START_DATE = 'START_DATE',
  CURRENT_PERIOD_END = 'CURRENT_PERIOD_END',
  STATUS = 'STATUS',
}
registerEnumType(SubscriptionsOrderByColumn, { name: 'SubscriptionsOrderByColumn' });

export const SubscriptionsOrderBy = OrderByInput('Subscriptions', SubscriptionsOrderByColumn);

@ObjectType()
export class SubscriptionPaginator extends Paginated(Subscription) {}

@ArgsType()
export class SubscriptionIdArgs {
  @Field(() => ID)
  @IsRowId()
  id: string;
}

@ArgsType()
export class SubscriptionChangeRequestIdArgs {
  @Field(() => ID)
  @IsRowId()
  id: string;
}

@ArgsType()
export class SubscriptionsArgs extends PaginationArgs {
  @Field(() => ID, { nullable: true, description: "Only this patient's subscriptions." })
  @IsOptional()
  @IsRowId()
  patientId?: string | null;

  @Field(() => ID, { nullable: true, description: "Admins: only the patients of this doctor's practice." })
  @IsOptional()
  @IsRowId()
  doctorId?: string | null;

  @Field(() => SubscriptionStatus, { nullable: true })
  @IsOptional()
  @IsEnum(SubscriptionStatus)
  status?: SubscriptionStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'The subscription number (id or guid) or part of the patient’s name or e-mail.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: maxLengthMessage(100) })
  search?: string | null;

  @Field(() => [SubscriptionsOrderBy], {
    nullable: true,
    description: 'Default: created date, newest first.',
  })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => SubscriptionsOrderBy)
  orderBy?: OrderByClause<SubscriptionsOrderByColumn>[] | null;
}

@ObjectType({ description: 'Subscription totals of what the viewer sees (the admin list and dashboard).' })
export class SubscriptionStatistics {
  @Field(() => Int)
  active: number;

  @Field(() => Int)
  paused: number;

  @Field(() => Int)
  canceled: number;

  @Field(() => Int)
  total: number;
}

export enum SubscriptionPending {
  /** The latest order's payment has not succeeded. */
  payment = 'payment',
  /** Paid, and its supplements part waits for results or is delayed. */
  results = 'results',
}
registerEnumType(SubscriptionPending, {
  name: 'SubscriptionPending',
  description: 'What an active plan still waits for; the client labels it in its language.',
});
