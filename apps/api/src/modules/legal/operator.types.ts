import { Field, ObjectType } from '@nestjs/graphql';

/** Who runs the portal, as the legal pages and the support contact show it (from the configuration). */
@ObjectType('Operator')
export class OperatorInfo {
  @Field({ description: 'Company name with its legal form.' })
  name: string;

  @Field()
  street: string;

  @Field()
  postalCode: string;

  @Field()
  city: string;

  @Field()
  country: string;

  @Field({ description: 'Register court and number (§ 5 Abs. 1 Nr. 4 DDG).' })
  register: string;

  @Field(() => [String], {
    description: 'Managing directors, the persons authorised to represent (§ 5 DDG).',
  })
  managingDirectors: string[];

  @Field(() => String, { nullable: true, description: 'VAT id (§ 27a UStG), where there is one.' })
  vatId: string | null;

  @Field()
  email: string;

  @Field()
  phone: string;

  @Field({ description: 'Data protection officer (DSGVO Art. 13(1)(b), Art. 37).' })
  dpoName: string;

  @Field()
  dpoEmail: string;

  @Field()
  supportEmail: string;

  @Field()
  supportPhone: string;
}
