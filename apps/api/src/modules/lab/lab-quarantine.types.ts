import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsEnum, IsString } from 'class-validator';
import { NoiOrderStatus, NoiOrderType } from '../orders/index.js';
import { IsRowId } from '../../common/validation/rules.js';
import { QuarantineState } from './lab-report-quarantine.entity.js';

@ObjectType({ description: 'A blood value of a lab report, as the lab sent it.' })
export class QuarantinedBloodValue {
  @Field()
  code: string;

  @Field()
  value: number;

  @Field()
  unit: string;
}

@ObjectType({ description: 'A genotype of a lab report, as the lab sent it.' })
export class QuarantinedGenotype {
  @Field()
  gene: string;

  @Field()
  rsId: string;

  @Field()
  genotype: string;
}

@ObjectType({
  description:
    'Admins only: a lab report that arrived for a cancelled or recalled order part, kept out of the patient’s record until an admin attaches or discards it.',
})
export class QuarantinedLabReport {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  order_id: string;

  @Field(() => String, { nullable: true })
  order_number: string | null;

  @Field(() => ID)
  patient_id: string;

  @Field()
  patient_name: string;

  @Field(() => NoiOrderType)
  part_type: NoiOrderType;

  @Field(() => NoiOrderStatus, {
    description: 'The part’s status when the report arrived (Canceled or Recall).',
  })
  part_status: NoiOrderStatus;

  @Field({ description: 'The lab’s order id the report belongs to.' })
  lab_order_id: string;

  @Field(() => Int)
  version: number;

  @Field({ description: 'YYYY-MM-DD: when the sample was taken.' })
  collected_on: string;

  @Field()
  received_at: Date;

  @Field(() => [QuarantinedBloodValue])
  blood: QuarantinedBloodValue[];

  @Field(() => [QuarantinedGenotype])
  genotypes: QuarantinedGenotype[];

  @Field(() => QuarantineState)
  state: QuarantineState;

  @Field(() => Date, { nullable: true })
  decided_at: Date | null;

  @Field(() => String, { nullable: true, description: 'The admin who attached or discarded it.' })
  decided_by: string | null;

  @Field(() => String, { nullable: true, description: 'Why it was discarded.' })
  decision_reason: string | null;
}

@ArgsType()
export class QuarantinedLabReportsArgs {
  @Field(() => QuarantineState, { defaultValue: QuarantineState.pending })
  @IsEnum(QuarantineState)
  state: QuarantineState = QuarantineState.pending;
}

@ArgsType()
export class QuarantinedLabReportIdArgs {
  @Field(() => ID)
  @IsRowId()
  id: string;
}

@ArgsType()
export class DiscardQuarantinedLabReportArgs extends QuarantinedLabReportIdArgs {
  // Length and blanks are checked after trimming, in the service (a typed, translated message).
  @Field({ description: 'Why the report is discarded (3 to 1000 characters).' })
  @IsString()
  reason: string;
}
