import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ReportKind } from './report-release.entity.js';

registerEnumType(ReportKind, {
  name: 'ReportKind',
  description: 'A report the doctor can release to the patient portal.',
});

@ObjectType('ReportRelease', { description: 'A report released to the patient portal, as it stood then.' })
export class ReportReleaseView {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  patient_id: string;

  @Field(() => ReportKind)
  kind: ReportKind;

  @Field(() => String, { nullable: true, description: "The doctor's words to the patient." })
  note: string | null;

  @Field(() => Date)
  released_at: Date;

  @Field(() => String, { nullable: true, description: 'Who released it (title, first and last name).' })
  released_by: string | null;

  @Field(() => Date, { nullable: true })
  withdrawn_at: Date | null;

  @Field({ description: 'Withdrawn because a newer release of the same report took its place.' })
  superseded: boolean;

  @Field(() => Int, { description: 'How often the patient opened it in the portal (page or PDF).' })
  read_count: number;

  @Field(() => Date, { nullable: true })
  last_read_at: Date | null;
}
