import { Args, ArgsType, Field, ID, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { CurrentViewer } from '../../../common/auth/auth.decorators.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import type { GraphqlContext } from '../../../common/graphql/graphql-context.js';
import { NoiOrder, NoiOrderType } from '../../orders/index.js';
import { PatientMicronutrient } from '../../results/index.js';
import { Patient } from '../../patients/index.js';
import { ProductionApproval } from './production-approval.service.js';
import { RecipeProposals } from './recipe-proposals.service.js';
import { RecipeViews } from './recipe-views.service.js';
import { DoseExplanation, RecipeChangeProposalView, SupplementRecipeView } from './recipe.types.js';
import { type NoArgs } from '../../../common/graphql/field-resolver.js';

@ArgsType()
class StartProductionArgs {
  @Allow()
  @Field(() => ID)
  supplementsNoiOrderId: string;
}

@ArgsType()
class DecideProposalArgs {
  @Allow()
  @Field(() => ID)
  id: string;

  @Allow()
  @Field({ description: 'true: the new dose becomes the patient’s value; false: the plan’s dose stays.' })
  approve: boolean;
}

/** The recipe on orders and the explanations on the patient's micronutrients (their parents are authorised). */
@Resolver()
export class RecipeResolver {
  constructor(
    private readonly views: RecipeViews,
    private readonly approval: ProductionApproval,
    private readonly proposals: RecipeProposals,
  ) {}

  @Mutation(() => NoiOrder, {
    description:
      'Approves the reviewed recipe (Delayed) or, while results are pending, starts production once it is made.',
  })
  startProductionImmediately(
    @CurrentViewer() viewer: Viewer,
    @Args() { supplementsNoiOrderId }: StartProductionArgs,
  ): Promise<NoiOrder> {
    return this.approval.startImmediately(viewer, supplementsNoiOrderId);
  }

  @Mutation(() => Patient, { description: 'Approves or rejects a recipe change proposal.' })
  decideRecipeChangeProposal(@CurrentViewer() viewer: Viewer, @Args() { id, approve }: DecideProposalArgs) {
    return this.proposals.decide(viewer, id, approve);
  }
}

@Resolver(() => NoiOrder)
export class NoiOrderRecipeResolver {
  constructor(private readonly views: RecipeViews) {}

  @ResolveField(() => SupplementRecipeView, {
    nullable: true,
    description:
      'Supplements: the recipe once it is made (each dose explained), or the request to start once it is; null before and for analyses.',
  })
  recipe(part: NoiOrder, _args: NoArgs, ctx: GraphqlContext): Promise<SupplementRecipeView | null> | null {
    if (part.type !== NoiOrderType.supplements) return null;
    return ctx.loaders
      .get<string, SupplementRecipeView | null>('supplementRecipe', (ids) => this.views.recipes(ids))
      .load(part.id);
  }
}

@Resolver(() => PatientMicronutrient)
export class PatientMicronutrientExplanationResolver {
  constructor(private readonly views: RecipeViews) {}

  @ResolveField(() => DoseExplanation, {
    nullable: true,
    description:
      'How the formula computed recommended_value (inputs, template and version, clamp); null before a run.',
  })
  explanation(row: PatientMicronutrient, _args: NoArgs, ctx: GraphqlContext) {
    if (!row.recommendation_id) return null;
    return ctx.loaders
      .get<string, DoseExplanation | null>('recommendationExplanation', (ids) => this.views.explanations(ids))
      .load(row.recommendation_id);
  }

  @ResolveField(() => [String], { description: 'Pharmacogenetic warnings for the reported medication.' })
  async warnings(row: PatientMicronutrient, _args: NoArgs, ctx: GraphqlContext): Promise<string[]> {
    const byMicronutrient = await ctx.loaders
      .get<string, Map<string, string[]>>('patientPharmacogeneticWarnings', (ids) => this.views.warnings(ids))
      .load(row.patient_id);
    return byMicronutrient.get(row.micronutrient_id) ?? [];
  }
}

@Resolver(() => Patient)
export class PatientRecipeProposalsResolver {
  constructor(private readonly views: RecipeViews) {}

  @ResolveField(() => [RecipeChangeProposalView], {
    description: 'Dose changes of the plan in production that wait for the doctor’s decision.',
  })
  recipeChangeProposals(patient: Patient): Promise<RecipeChangeProposalView[]> {
    return this.views.proposals(patient.id);
  }
}
