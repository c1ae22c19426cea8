import { Field, Float, ID, ObjectType } from '@nestjs/graphql';

// Types the results area shares (results-sdl.graphql); the blood part declares the same shapes.

@ObjectType()
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
