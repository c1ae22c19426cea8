import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError, ValidationError } from '../../../common/errors/app-error.js';
import { paginatorInfo } from '../../../common/pagination/paginator-info.type.js';
import { withoutSecrets } from '../audit.service.js';
import { AuditViewError } from './audit-view.errors.js';
import { DOCTOR_TRAIL, PATIENT_TRAIL, type Trail, trailPageSql } from './audit-trail.sql.js';
import {
  type AuditLogArgs,
  type AuditLogEntryView,
  type AuditLogPaginator,
  type AuditSubject,
  AuditSubjectType,
} from './audit-view.types.js';

interface SubjectRow {
  id: string;
  user_id: string | null;
  title: string | null;
  first_name: string;
  last_name: string;
}

type TrailRow = Omit<AuditLogEntryView, 'id'> & { id: string | null; total: string };

const nameOf = (row: SubjectRow) => [row.title, row.first_name, row.last_name].filter(Boolean).join(' ');

/**
 * The admins' audit view (the resolver lets only ManageMedicalCenters in): a page costs the subject's
 * statement and the page's (total included); the users area adds one for every actor and impersonator on it.
 * Reads its own SQL across doctors, users and patients: the audit log is the one place that spans them.
 */
@Injectable()
export class AuditViewService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async trail(args: AuditLogArgs): Promise<AuditLogPaginator> {
    if (Boolean(args.doctorId) === Boolean(args.patientId)) {
      const { message, reason } = AuditViewError.oneSubject;
      throw new ValidationError(
        { doctorId: [message], patientId: [message] },
        { doctorId: [reason], patientId: [reason] },
      );
    }
    const { subject, trail, keys } = args.doctorId
      ? await this.doctor(args.doctorId)
      : await this.patient(args.patientId!);
    const offset = (args.page - 1) * args.first;
    const rows: TrailRow[] = await this.dataSource.query(trailPageSql(trail), [...keys, args.first, offset]);
    const entries = rows.filter((row) => row.id !== null).map((row) => entryView(row));
    return {
      subject,
      data: entries,
      paginatorInfo: paginatorInfo(Number(rows[0]?.total ?? 0), args.page, args.first, entries.length),
    };
  }

  private async doctor(id: string) {
    const [row]: SubjectRow[] = await this.dataSource.query(
      `SELECT doctor.id, doctor.user_id, account.title, account.first_name, account.last_name
         FROM doctors doctor JOIN users account ON account.id = doctor.user_id WHERE doctor.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError('Doctor');
    return {
      subject: subjectOf(AuditSubjectType.Doctor, row),
      trail: DOCTOR_TRAIL,
      keys: [row.user_id, row.id],
    };
  }

  private async patient(id: string): Promise<{ subject: AuditSubject; trail: Trail; keys: unknown[] }> {
    const [row]: SubjectRow[] = await this.dataSource.query(
      'SELECT id, NULL AS user_id, title, first_name, last_name FROM patients WHERE id = $1',
      [id],
    );
    if (!row) throw new NotFoundError('Patient');
    return { subject: subjectOf(AuditSubjectType.Patient, row), trail: PATIENT_TRAIL, keys: [row.id] };
  }
}

const subjectOf = (type: AuditSubjectType, row: SubjectRow): AuditSubject => ({
  type,
  id: row.id,
  name: nameOf(row),
});

// Details are scrubbed when written; scrubbing again on the way out keeps rows from before a rule.
const entryView = (row: TrailRow): AuditLogEntryView => ({
  id: row.id!,
  event: row.event,
  created_at: row.created_at,
  subject_type: row.subject_type,
  subject_id: row.subject_id,
  ip: row.ip,
  details: withoutSecrets(row.details ?? {}),
  user_id: row.user_id,
  impersonator_id: row.impersonator_id,
});
