import { Args, ID, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer } from '../../../common/auth/auth.decorators.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import type { GraphqlContext } from '../../../common/graphql/graphql-context.js';
import { formattedUnit } from './formatted-unit.js';
import { LinkedAnalysisParameter } from './graphql/result-types.js';
import { MicronutrientAnalysisLinks } from './micronutrient-analysis-links.js';
import { Micronutrient } from './micronutrient.entity.js';
import { MicronutrientsService } from './micronutrients.service.js';
import { MicronutrientPaginator, MicronutrientsArgs } from './micronutrients.types.js';
import { type NoArgs } from '../../../common/graphql/field-resolver.js';

@Resolver(() => Micronutrient)
export class MicronutrientResolver {
  constructor(
    private readonly catalogue: MicronutrientsService,
    private readonly analysisLinks: MicronutrientAnalysisLinks,
  ) {}

  @Query(() => MicronutrientPaginator, { description: 'The micronutrient catalogue in the recipe’s order.' })
  micronutrients(
    @CurrentViewer() viewer: Viewer,
    @Args() args: MicronutrientsArgs,
  ): Promise<MicronutrientPaginator> {
    return this.catalogue.list(viewer, args);
  }

  @Query(() => Micronutrient, { nullable: true, description: 'One micronutrient; null for an unknown id.' })
  micronutrient(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<Micronutrient | null> {
    return this.catalogue.get(viewer, id);
  }

  @ResolveField(() => String, { description: 'The German name (the portal’s language).' })
  name(micronutrient: Micronutrient): string {
    return micronutrient.name_de;
  }

  @ResolveField(() => String)
  formattedUnit(micronutrient: Micronutrient): string {
    return formattedUnit(micronutrient.unit);
  }

  @ResolveField(() => [LinkedAnalysisParameter], {
    description: 'The blood and DNA parameters that tell about its status.',
  })
  analysisParameters(micronutrient: Micronutrient, _args: NoArgs, ctx: GraphqlContext) {
    return ctx.loaders
      .get<string, LinkedAnalysisParameter[]>('micronutrientAnalysisParameters', (ids) =>
        this.analysisLinks.forMicronutrients(ids),
      )
      .load(micronutrient.id);
  }
}
