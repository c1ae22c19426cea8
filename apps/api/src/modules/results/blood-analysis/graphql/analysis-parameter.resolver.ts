import { Args, Context, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { isRowId } from '@portal/shared-types';
import { CurrentViewer } from '../../../../common/auth/auth.decorators.js';
import type { Viewer } from '../../../../common/auth/viewer.js';
import type { GraphqlContext } from '../../../../common/graphql/graphql-context.js';
import { BloodAnalysisLoader } from '../blood-analysis.loader.js';
import { AnalysisType } from '../../../../common/results/result.types.js';
import { DnaAnalysisService } from '../../dna-analysis/services/dna-analysis.service.js';
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
    private readonly dna: DnaAnalysisService,
  ) {}

  @Query(() => AnalysisParameterPaginator, {
    description:
      "The catalogue of analysis parameters of a type. Dna: the DNA area's markers, with ids 'Dna-<marker id>' (another table's rows) and no unit, ranges or results.",
  })
  async analysisParameters(@Args() args: AnalysisParametersArgs): Promise<AnalysisParameterPaginator> {
    if (args.analysis_type !== AnalysisType.Dna) return this.queries.parameters(args);
    const page = await this.dna.dnaParametersPage(args.first, args.page);
    return {
      paginatorInfo: page.paginatorInfo,
      data: page.data.map((row) =>
        Object.assign(new AnalysisParameter(), {
          id: `${AnalysisType.Dna}-${row.id}`,
          name: row.name,
          code: row.code,
          analysis_type: AnalysisType.Dna,
          unit: null,
          formatted_unit: null,
          min_optimal_value: null,
          max_optimal_value: null,
          lower_input_limit_value: null,
          upper_input_limit_value: null,
        }),
      ),
    };
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
    // Blood values only: a DNA marker's result is its genotype (dnaMarker).
    if (!isRowId(patientId) || parameter.analysis_type !== AnalysisType.Blood) return [];
    const bounded = Math.min(Math.max(limit, 1), MOST_RECENT_MAX);
    return this.loader.mostRecent(ctx.loaders, viewer, patientId, bounded, parameter.id);
  }
}
