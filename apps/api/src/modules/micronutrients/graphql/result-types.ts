import { Field, ID, ObjectType } from '@nestjs/graphql';
import { AnalysisType } from '../../../common/results/result.types.js';

export { AnalysisType, NamedEntry } from '../../../common/results/result.types.js';

// Types of the results area's agreed surface (results-sdl.graphql) that the micronutrient catalogue
// needs as well. The blood and DNA parameters are another area's: when that area declares the full
// AnalysisParameter (unit, ranges, mostRecentResults), this file gives way to it.

@ObjectType({ description: 'A blood or DNA parameter of the lab.' })
export class AnalysisParameter {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  code: string;

  @Field(() => AnalysisType)
  analysis_type: AnalysisType;
}
