import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ConsentType } from '@portal/shared-types';
import '../../common/graphql/shared-enum-types.js';
import { ConsentSubjectType } from './entities/consent-acceptance.entity.js';

registerEnumType(ConsentSubjectType, { name: 'ConsentSubjectType' });

/** One accepted consent with the wording that was shown (admins: a person's consent history). */
@ObjectType()
export class ConsentRecord {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: 'The consent (catalog) whose text this is a version of.' })
  consent_id: string;

  @Field(() => ID, { description: 'The kept wording (consent_versions), never changed after it was shown.' })
  consent_version_id: string;

  @Field(() => Int, { description: "The consent's version number when this wording was first kept." })
  version: number;

  @Field({ description: 'The German text as accepted.' })
  de: string;

  @Field({ description: 'The English text as accepted.' })
  en: string;

  @Field({ description: 'SHA-256 of the wording (German text, a zero byte, English text).' })
  sha256: string;

  @Field(() => ConsentType, { description: 'The form it was given on.' })
  type: ConsentType;

  @Field(() => ConsentSubjectType)
  subject_type: ConsentSubjectType;

  @Field(() => ID)
  subject_id: string;

  @Field(() => ID, { nullable: true })
  patient_id: string | null;

  @Field(() => ID, { nullable: true, description: 'The account that accepted (null: the patient did).' })
  accepted_by_user_id: string | null;

  @Field(() => ID, { nullable: true })
  accepted_by_patient_id: string | null;

  @Field(() => ID, { nullable: true, description: 'The admin acting as the doctor, if any.' })
  impersonator_id: string | null;

  @Field(() => String, { nullable: true })
  ip_address: string | null;

  @Field()
  accepted_at: Date;
}
