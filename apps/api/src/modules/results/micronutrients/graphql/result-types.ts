import { Field, ID, ObjectType } from '@nestjs/graphql';
import { AnalysisType } from '../../../../common/results/result.types.js';

export { AnalysisType, NamedEntry } from '../../../../common/results/result.types.js';

@ObjectType({
  description:
    "A blood or DNA parameter linked to a micronutrient. id = '<analysis_type>-<the parameter's id>': blood parameters and DNA markers are rows of two tables, and a client's cache must not take one for the other.",
})
export class LinkedAnalysisParameter {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  code: string;

  @Field(() => AnalysisType)
  analysis_type: AnalysisType;
}
