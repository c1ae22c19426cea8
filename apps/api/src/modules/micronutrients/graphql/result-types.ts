import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

// Types of the results area's agreed surface (results-sdl.graphql) that the micronutrient catalogue
// needs as well. The blood and DNA parameters are another area's: when that area declares the full
// AnalysisParameter (unit, ranges, mostRecentResults), this file gives way to it.

export enum AnalysisType {
  Blood = 'Blood',
  Dna = 'Dna',
}
registerEnumType(AnalysisType, { name: 'AnalysisType' });

@ObjectType({ description: 'A named entry of a list (symptom, indication, ...), in German.' })
export class NamedEntry {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;
}

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
