import { ArgsType, Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { Paginated } from '../../../common/pagination/paginated.type.js';
import { PaginationArgs } from '../../../common/pagination/pagination.args.js';
import { IsRowId } from '../../../common/validation/rules.js';
import { JSONScalar } from '../../../common/graphql/json.scalar.js';

export enum AuditSubjectType {
  Doctor = 'Doctor',
  Patient = 'Patient',
}

registerEnumType(AuditSubjectType, { name: 'AuditSubjectType' });

@ObjectType({ description: 'Whose audit trail a page of the audit view shows.' })
export class AuditSubject {
  @Field(() => AuditSubjectType)
  type: AuditSubjectType;

  @Field(() => ID, { description: 'The doctor record (doctor.id) or the patient.' })
  id: string;

  @Field({ description: 'Title, first and last name.' })
  name: string;
}

/** One audit log entry as the admins' audit view reads it; `user` and `impersonator` come from a loader. */
@ObjectType('AuditLogEntry')
export class AuditLogEntryView {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The event key, e.g. `patient.viewed` or `impersonation.write`.' })
  event: string;

  @Field(() => Date)
  created_at: Date;

  @Field(() => String, { nullable: true, description: 'The kind of record the action was about.' })
  subject_type: string | null;

  @Field(() => String, { nullable: true })
  subject_id: string | null;

  @Field(() => String, { nullable: true })
  ip: string | null;

  @Field(() => JSONScalar, { description: 'What else was recorded; never a secret.' })
  details: Record<string, unknown>;

  user_id: string | null;
  impersonator_id: string | null;
}

@ObjectType()
export class AuditLogPaginator extends Paginated(AuditLogEntryView) {
  @Field(() => AuditSubject)
  subject: AuditSubject;
}

@ArgsType()
export class AuditLogArgs extends PaginationArgs {
  @Field(() => ID, {
    nullable: true,
    description: "A doctor's trail: exactly one of doctorId and patientId.",
  })
  @IsOptional()
  @IsRowId()
  doctorId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "A patient's trail: exactly one of doctorId and patientId.",
  })
  @IsOptional()
  @IsRowId()
  patientId?: string | null;
}
