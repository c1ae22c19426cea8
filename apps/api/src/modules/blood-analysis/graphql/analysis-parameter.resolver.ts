import { Args, Context, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { isRowId } from '@portal/shared-types';
import { CurrentViewer } from '../../../common/auth/auth.decorators.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import type { GraphqlContext } from '../../../common/graphql/graphql-context.js';
import { BloodAnalysisLoader } from '../blood-analysis.loader.js';
import { AnalysisParameter } from '../entities/analysis-parameter.entity.js';
import { BloodAnalysisQueries } from '../services/blood-analysis.queries.js';
import {
  AnalysisParameterPaginator,
  AnalysisParametersArgs,
  AnalysisResultRef,
} from './blood-analysis.types.js';

const MOST_RECENT_MAX = 50;

@Resolver(() => AnalysisParameter)
export class AnalysisParameterResolver {
  constructor(
    private readonly queries: BloodAnalysisQueries,
    private readonly loader: BloodAnalysisLoader,
  ) {}

  @Query(() => AnalysisParameterPaginator, {
    description: 'The catalogue of analysis parameters of a type (Dna: none until the DNA area fills it).',
  })
  analysisParameters(@Args() args: AnalysisParametersArgs): Promise<AnalysisParameterPaginator> {
    return this.queries.parameters(args);
  }

  @ResolveField(() => [AnalysisResultRef], {
    description: "The patient's latest results for this parameter, newest first (at most 1 unless `limit`).",
  })
  async mostRecentResults(
    @Parent() parameter: AnalysisParameter,
    @CurrentViewer() viewer: Viewer,
    @Context() ctx: GraphqlContext,
    @Args('patientId', { type: () => ID }) patientId: string,
    @Args('limit', { type: () => Int, defaultValue: 1 }) limit: number,
  ): Promise<AnalysisResultRef[]> {
    if (!isRowId(patientId)) return [];
    const bounded = Math.min(Math.max(limit, 1), MOST_RECENT_MAX);
    return this.loader.mostRecent(ctx.loaders, viewer, patientId, bounded, parameter.id);
  }
}
