import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Allow } from 'class-validator';

// GraphQL checks the types; the service checks the rules with the formula tool's own messages.

@InputType()
export class FormulaTemplateInput {
  @Allow()
  @Field(() => ID, { nullable: true, description: 'Absent: a new template.' })
  id?: string | null;

  @Allow()
  @Field()
  name: string;

  @Allow()
  @Field()
  formula: string;

  @Allow()
  @Field(() => ID)
  micronutrient_id: string;

  @Allow()
  @Field(() => String, { nullable: true })
  test_input_value?: string | null;

  @Allow()
  @Field(() => Int, { nullable: true })
  sort_order?: number | null;

  @Allow()
  @Field(() => Boolean, {
    nullable: true,
    description: 'true deletes (soft); the list hides deleted templates.',
  })
  is_deleted?: boolean | null;
}

@InputType()
export class FormulaTemplateTestInput {
  @Allow()
  @Field()
  formula: string;

  @Allow()
  @Field(() => String, { nullable: true })
  test_input_value?: string | null;

  @Allow()
  @Field(() => ID, {
    nullable: true,
    description:
      'The micronutrient the formula is for: the answer then says whether it can exceed its dose cap.',
  })
  micronutrient_id?: string | null;
}

@ObjectType({
  description:
    'A template can give more than its micronutrient’s maximum dose (issue 28). A warning: the calculation clamps every dose to the maximum.',
})
export class FormulaCapWarning {
  @Field(() => Float, {
    description: 'The micronutrient’s maximum daily dose (upper level minus dietary intake).',
  })
  max_value: number;

  @Field()
  unit: string;

  @Field(() => Float, {
    nullable: true,
    description: 'The result for the test input when it exceeds max_value.',
  })
  test_output_value: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'The most the formula can give over every input’s declared range; null when it has no bound.',
  })
  upper_bound: number | null;

  @Field({ description: 'true: the formula has no upper bound over the inputs’ ranges.' })
  unbounded: boolean;

  @Field({ description: 'German sentences for the formula tool.' })
  message: string;
}

@ArgsType()
export class FormulaTemplateArgs {
  @Allow()
  @Field(() => ID)
  id: string;
}

@ObjectType()
export class FormulaTemplateTestResult {
  @Field(() => Float, { nullable: true, description: 'null when the formula fails for these inputs.' })
  output_value: number | null;

  @Field(() => [String])
  inputs: string[];

  @Field(() => [String], { description: 'Inputs the formula reads that the test input does not give.' })
  missing_inputs: string[];

  @Field(() => String, { nullable: true, description: 'Why the formula gave no number for these inputs.' })
  problem: string | null;

  @Field(() => FormulaCapWarning, {
    nullable: true,
    description: 'Set when micronutrient_id was given and the formula can exceed its maximum dose.',
  })
  cap_warning: FormulaCapWarning | null;
}

@ObjectType({ description: 'A name a formula may read.' })
export class FormulaInput {
  @Field()
  name: string;

  @Field({ description: 'German label, e.g. "Ferritin (µg/l)".' })
  label: string;

  @Field({ description: 'age | sex | body | blood | dna | answer' })
  kind: string;
}
