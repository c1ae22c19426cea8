import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A genotype of a lab report that was refused for its marker, with the reason (admins only). */
@ObjectType()
export class RefusedGenotype {
  @Field(() => ID)
  id: string;

  @Field()
  gene: string;

  @Field()
  rs_id: string;

  @Field({ description: 'The genotype exactly as the lab reported it.' })
  genotype: string;

  @Field(() => String, {
    nullable: true,
    description: 'The orientation the lab declared; null: none (= GRCh38+).',
  })
  orientation: string | null;

  @Field({ description: 'Why the call was not read (German, for the service team).' })
  reason: string;

  @Field(() => Int, { description: "The lab report's version." })
  version: number;

  @Field()
  lab_order_id: string;

  @Field(() => Date)
  created_at: Date;
}
