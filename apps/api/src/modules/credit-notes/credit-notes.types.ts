import { ArgsType, Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsOptional } from 'class-validator';
import { Paginated } from '../../common/pagination/paginated.type.js';
import { PaginationArgs } from '../../common/pagination/pagination.args.js';
import { IsRowId } from '../../common/validation/rules.js';

export enum CreditNoteStatus {
  Unpaid = 'Unpaid',
  Paid = 'Paid',
}

registerEnumType(CreditNoteStatus, {
  name: 'CreditNoteStatus',
  description: 'Unpaid: generated, not paid out yet; Paid: paid out (its fees are Ausbezahlt).',
});

/** A credit note as the admin list reads it; `doctor` and `consultingFees` are resolved through loaders. */
@ObjectType('CreditNote')
export class CreditNoteView {
  @Field(() => ID)
  id: string;

  @Field()
  guid: string;

  @Field({ description: 'Gapless, from its own series: GS-<year>-000001.' })
  number: string;

  @Field(() => Float, { description: 'The sum of its fees, in euros: what is paid out.' })
  amount: number;

  @Field(() => CreditNoteStatus)
  status: CreditNoteStatus;

  @Field(() => Date, { nullable: true })
  paid_at: Date | null;

  @Field(() => Date, { description: 'The issue date.' })
  generated_at: Date;

  user_id: string;
}

@ObjectType()
export class CreditNotePaginator extends Paginated(CreditNoteView) {}

@ArgsType()
export class CreditNotesArgs extends PaginationArgs {
  @Field(() => ID, { nullable: true, description: "Only this doctor's credit notes." })
  @IsOptional()
  @IsRowId()
  doctorId?: string | null;

  @Field(() => CreditNoteStatus, { nullable: true })
  @IsOptional()
  @IsEnum(CreditNoteStatus)
  status?: CreditNoteStatus | null;
}

/** The self-billing agreement of the viewer's practice (Vereinbarung über das Gutschriftverfahren). */
@ObjectType()
export class SelfBillingAgreement {
  @Field(() => Int, { description: 'The current wording.' })
  version: number;

  @Field({ description: 'German text.' })
  de: string;

  @Field({ description: 'English text.' })
  en: string;

  @Field(() => Date, { nullable: true, description: 'When the practice last accepted it; null: not yet.' })
  accepted_at: Date | null;

  @Field(() => Int, { nullable: true, description: 'The wording accepted then.' })
  accepted_version: number | null;
}

/** The doctor's list on /financial: the practice's credit notes, newest first. */
@ArgsType()
export class PracticeCreditNotesArgs extends PaginationArgs {}
