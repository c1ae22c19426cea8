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
