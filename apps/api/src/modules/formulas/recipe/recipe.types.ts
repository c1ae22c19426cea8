import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'One input a formula read, with the value it had.' })
export class FormulaInputValue {
  @Field()
  name: string;

  @Field({ description: 'German label, e.g. "Ferritin (µg/l)".' })
  label: string;

  @Field(() => Float, { nullable: true, description: 'null: the patient has no value for it.' })
  value: number | null;
}

@ObjectType({
  description: 'Why a dose is what it is: the formula (template, version, inputs, clamp) or the doctor.',
})
export class DoseExplanation {
  @Field({ description: 'formula | doctor' })
  source: string;

  @Field(() => String, { nullable: true })
  template_name: string | null;

  @Field(() => Int, { nullable: true })
  template_version: number | null;

  @Field(() => Float, { nullable: true, description: 'The formula’s own result before the clamp.' })
  raw_value: number | null;

  @Field(() => Float, { nullable: true, description: 'The computed dose after the clamp.' })
  recommended_value: number | null;

  @Field(() => String, { nullable: true, description: 'min | max: the bound the raw result was clamped to.' })
  clamped: string | null;

  @Field(() => Float)
  min_value: number;

  @Field(() => Float)
  max_value: number;

  @Field(() => [FormulaInputValue])
  inputs: FormulaInputValue[];

  @Field(() => Date, { nullable: true })
  calculated_at: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the formula gave no dose for this patient.' })
  failure: string | null;
}

@ObjectType()
export class RecipeIngredientView {
  @Field(() => ID)
  micronutrient_id: string;

  @Field()
  name: string;

  @Field(() => Float)
  quantity: number;

  @Field()
  formattedUnit: string;

  @Field(() => DoseExplanation)
  explanation: DoseExplanation;

  @Field(() => [String], { description: 'Pharmacogenetic warnings for the reported medication.' })
  warnings: string[];
}

@ObjectType({ description: 'The recipe of a supplements part, as reviewed and sent to production.' })
export class SupplementRecipeView {
  @Field(() => [RecipeIngredientView])
  items: RecipeIngredientView[];

  @Field(() => Date, { nullable: true })
  computed_at: Date | null;

  @Field(() => Date, { nullable: true, description: 'When production was approved.' })
  approved_at: Date | null;

  @Field({ description: 'Production was requested before the results: it starts once the recipe is made.' })
  start_when_ready: boolean;
}

@ObjectType()
export class ChangedInputView {
  @Field()
  name: string;

  @Field()
  label: string;

  @Field(() => Float, { nullable: true })
  before: number | null;

  @Field(() => Float, { nullable: true })
  after: number | null;
}

@ObjectType({ description: 'New results changed a dose of the plan in production: approve or reject.' })
export class RecipeChangeProposalView {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  micronutrient_id: string;

  @Field()
  micronutrient_name: string;

  @Field()
  formattedUnit: string;

  @Field(() => Float)
  old_value: number;

  @Field(() => Float)
  new_value: number;

  @Field(() => DoseExplanation)
  explanation: DoseExplanation;

  @Field(() => [ChangedInputView], { description: 'What changed since the plan’s dose: the why.' })
  changed_inputs: ChangedInputView[];

  @Field()
  created_at: Date;
}
