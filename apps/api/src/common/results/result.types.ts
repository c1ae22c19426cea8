import { Field, Float, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

// GraphQL shapes shared by the results areas (blood, DNA, medication, micronutrients): one declaration
// each, since a schema refuses two types of one name.

export enum AnalysisType {
  Blood = 'Blood',
  Dna = 'Dna',
}
registerEnumType(AnalysisType, { name: 'AnalysisType' });

@ObjectType({
  description:
    'A named entry of a list (symptom, indication, micronutrient...), in German. Ids are unique across all lists.',
})
export class NamedEntry {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;
}

@ObjectType({ description: 'A band of a value scale; value = upper bound of the band.' })
export class ValueInterval {
  @Field(() => Float)
  value: number;

  @Field()
  color: string;

  @Field(() => Float)
  length_percent: number;
}
