import { ArgsType, Field, Float, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsEnum, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { OrderByInput, type OrderByClause } from '../../common/pagination/order-by.input.js';
import { Paginated } from '../../common/pagination/paginated.type.js';
import { PaginationArgs } from '../../common/pagination/pagination.args.js';
import { IsRowId } from '../../common/validation/rules.js';
import { maxLengthMessage } from '../../common/validation/validation-texts.js';
import '../../common/graphql/shared-enum-types.js';
import { PartnershipModel } from '../catalog/index.js';
import { ConsultingFeeStatus } from './consulting-fee.entity.js';

registerEnumType(ConsultingFeeStatus, {
  name: 'ConsultingFeeStatus',
  description: 'Unpaid (Unbezahlt), Paid (Ausbezahlt), Canceled.',
});

/** The patient a fee was earned on, as the practice that earned it may see it, even after the patient left. */
@ObjectType('ConsultingFeePatient')
export class FeePatientView {
  @Field(() => ID)
  id: string;

  @Field()
  first_name: string;

  @Field()
  last_name: string;
}

/** The order a fee was earned on: what the fee lists show, read through the (scoped) fee. */
@ObjectType('ConsultingFeeOrder')
export class FeeOrderView {
  @Field(() => ID)
  id: string;

  @Field()
  order_number: string;

  @Field(() => Date)
  created_at: Date;

  @Field(() => Float, { description: 'Gross, in euros.' })
  total_price: number;

  @Field(() => FeePatientView)
  patient: FeePatientView;

  @Field(() => PartnershipModel, { nullable: true, description: 'The model the order was placed under.' })
  partnershipModel: PartnershipModel | null;
}

/** A fee as the financial page and the admin order rows read it; `order` is resolved through a loader. */
@ObjectType('ConsultingFee')
export class ConsultingFeeView {
  @Field(() => ID)
  id: string;

  order_id: string;

  @Field(() => Float, { description: 'In euros.' })
  amount: number;

  @Field(() => ConsultingFeeStatus)
  status: ConsultingFeeStatus;

  @Field(() => Boolean, { description: 'Unpaid and not on a credit note: an admin may change the amount.' })
  isEditable: boolean;

  @Field(() => Date, { nullable: true })
  paid_at: Date | null;

  @Field(() => Date, { nullable: true, description: 'When a credit note collected it.' })
  generated_at: Date | null;

  @Field(() => Date)
  created_at: Date;

  @Field(() => String, {
    nullable: true,
    description:
      'The documented consultation this fee pays for (YYYY-MM-DD), under a per-consultation model.',
  })
  consulted_on: string | null;

  @Field(() => String, { nullable: true, description: "The practice's note on that consultation." })
  consultation_note: string | null;
}

@ObjectType()
export class ConsultingFeePaginator extends Paginated(ConsultingFeeView) {}

@ObjectType()
export class FinancialStatistics {
  @Field(() => Float, { description: 'Every fee not cancelled (paid out or open), in euros.' })
  totalEarned: number;

  @Field(() => Float, { description: 'Fees earned this calendar month (Berlin), not cancelled, in euros.' })
  totalEarnedThisMonth: number;

  @Field(() => Float, { description: 'Unpaid fees, in euros.' })
  openConsultingFees: number;
}

@ObjectType({ description: 'Fees of one calendar month (Berlin), not cancelled (paid out or open).' })
export class FeeMonth {
  @Field({ description: '"YYYY-MM".' })
  month: string;

  @Field(() => Float, { description: 'In euros.' })
  amount: number;
}

export enum ConsultingFeesOrderByColumn {
  CREATED_AT = 'CREATED_AT',
  AMOUNT = 'AMOUNT',
  STATUS = 'STATUS',
  PAID_AT = 'PAID_AT',
}
registerEnumType(ConsultingFeesOrderByColumn, { name: 'ConsultingFeesOrderByColumn' });

export const ConsultingFeesOrderBy = OrderByInput('ConsultingFees', ConsultingFeesOrderByColumn);

@ArgsType()
export class ConsultingFeesScopeArgs {
  @Field(() => ID, {
    nullable: true,
    description: 'Admins: only this doctor’s practice. Ignored for doctors.',
  })
  @IsOptional()
  @IsRowId()
  doctorId?: string | null;
}

@ArgsType()
export class ConsultingFeesArgs extends PaginationArgs {
  @Field(() => String, { nullable: true, description: 'Part of the patient’s name or of the order number.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: maxLengthMessage(100) })
  search?: string | null;

  @Field(() => ConsultingFeeStatus, { nullable: true })
  @IsOptional()
  @IsEnum(ConsultingFeeStatus)
  status?: ConsultingFeeStatus | null;

  @Field(() => [ConsultingFeesOrderBy], {
    nullable: true,
    description: 'Default: created date, newest first.',
  })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => ConsultingFeesOrderBy)
  orderBy?: OrderByClause<ConsultingFeesOrderByColumn>[] | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Admins: only this doctor’s practice. Ignored for doctors.',
  })
  @IsOptional()
  @IsRowId()
  doctorId?: string | null;
}
