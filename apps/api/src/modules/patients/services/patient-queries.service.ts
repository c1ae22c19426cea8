import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { isRowId, SortOrder } from '@portal/shared-types';
import { NotFoundError } from '../../../common/errors/app-error.js';
import { paginate } from '../../../common/pagination/paginate.js';
import type { Page } from '../../../common/pagination/paginated.type.js';
import { escapeLike } from '../../../common/sql/escape-like.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { practiceOfDoctor, practiceOfUser } from '../../users/practice-of.js';
import { Patient } from '../entities/patient.entity.js';
import { scopePatients } from '../patient-access.js';
import { PatientListFilters } from './patient-list-filters.service.js';
import { PatientProcessingService } from './patient-processing.service.js';
import { PatientViews } from './patient-views.service.js';
import {
  PatientOrderByColumn,
  type PatientProcessingStatus,
  type PatientsArgs,
  TrashedFilter,
} from '../inputs/patients.types.js';

// The expression the trigram index (migration) is built on: keep both in step.
export const PATIENT_SEARCH_EXPRESSION = `lower(patient.first_name || ' ' || patient.last_name || ' ' || patient.email)`;

/** Reads of patients: every one scoped to what the viewer may see (scopePatients). */
@Injectable()
export class PatientQueries {
  constructor(
    @InjectRepository(Patient) private readonly patients: Repository<Patient>,
    private readonly listFilters: PatientListFilters,
    private readonly views: PatientViews,
    private readonly processing: PatientProcessingService,
  ) {}

  async list(viewer: Viewer, args: PatientsArgs): Promise<Page<Patient>> {
    const query = scopePatients(this.patients.createQueryBuilder('patient'), viewer);
    if (viewer.isAdmin) {
      const trashed = args.trashed ?? TrashedFilter.WITHOUT;
      if (trashed === TrashedFilter.WITHOUT) query.andWhere('patient.medical_center_id IS NOT NULL');
      if (trashed === TrashedFilter.ONLY) query.andWhere('patient.medical_center_id IS NULL');
      if (args.byDoctorId)
        query.andWhere(`patient.medical_center_id = ${practiceOfDoctor('doctorId')}`, {
          doctorId: args.byDoctorId,
        });
    }
    this.listFilters.apply(query, args);
    const search = args.search?.trim().toLowerCase();
    if (search)
      query.andWhere(`${PATIENT_SEARCH_EXPRESSION} LIKE :search`, { search: `%${escapeLike(search)}%` });
    return paginate(query, args, {
      columns: {
        [PatientOrderByColumn.CREATED_AT]: 'patient.created_at',
        [PatientOrderByColumn.NAME]: 'patient.last_name',
        [PatientOrderByColumn.LAST_NAME]: 'patient.last_name',
        [PatientOrderByColumn.FIRST_NAME]: 'patient.first_name',
        [PatientOrderByColumn.EMAIL]: 'patient.email',
        [PatientOrderByColumn.PHONE_NUMBER]: 'patient.phone_number',
      },
      defaultOrder: [{ column: PatientOrderByColumn.CREATED_AT, order: SortOrder.DESC }],
      tieBreaker: 'patient.id',
    });
  }

  /** One patient the viewer may see; the read of health data is audited (see PatientViews). */
  async get(viewer: Viewer, id: string): Promise<Patient> {
    const patient = await this.find(viewer, id);
    await this.views.record(viewer, patient.id);
    return patient;
  }

  async find(viewer: Viewer, id: string, manager?: EntityManager): Promise<Patient> {
    if (!isRowId(id)) throw new NotFoundError('Patient');
    const repository = manager ? manager.getRepository(Patient) : this.patients;
    const patient = await scopePatients(repository.createQueryBuilder('patient'), viewer)
      .andWhere('patient.id = :id', { id })
      .getOne();
    if (!patient) throw new NotFoundError('Patient');
    return patient;
  }

  /** What the patient pages poll: no health data, so not audited, but scoped like every read. */
  async processingStatus(viewer: Viewer, id: string): Promise<PatientProcessingStatus> {
    const visible =
      isRowId(id) &&
      (await scopePatients(this.patients.createQueryBuilder('patient'), viewer)
        .andWhere('patient.id = :id', { id })
        .getExists());
    if (!visible) throw new NotFoundError('Patient');
    const [isBeingProcessed] = await this.processing.isBeingProcessed([id]);
    return { id, isBeingProcessed };
  }

  /** Patients of a doctor's (user's) practice, for the account-deletion check. */
  countForUser(userId: string): Promise<number> {
    return this.patients
      .createQueryBuilder('patient')
      .where(`patient.medical_center_id = ${practiceOfUser('userId')}`, { userId })
      .getCount();
  }
}
