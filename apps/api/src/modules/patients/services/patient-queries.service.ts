import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { isRowId, SortOrder } from '@portal/shared-types';
import { NotFoundError } from '../../../common/errors/app-error.js';
import { paginate } from '../../../common/pagination/paginate.js';
import type { Page } from '../../../common/pagination/paginated.type.js';
import { escapeLike } from '../../../common/sql/escape-like.js';
import { type ColumnNeeds, selectShown } from '../../../common/sql/selected-columns.js';
import type { Selection } from '../../../common/graphql/selection.js';
import type { LoaderRegistry } from '../../../common/dataloader/loader-registry.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { practiceOfDoctor, practiceOfUser } from '../../users/practice-of.js';
import { type BiologicalSex, Patient } from '../entities/patient.entity.js';
import { PatientShippingAddress } from '../entities/patient-shipping-address.entity.js';
import { scopePatients } from '../patient-access.js';
import { PatientListColumns } from './patient-list-columns.service.js';
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

/**
 * What a list row reads of a patient besides its selected columns: the id (the row's loaders) and
 * the practice. Fields of other areas that only need the id are listed; any other field loads the
 * whole row.
 */
const PATIENT_ROW_NEEDS: ColumnNeeds = {
  always: ['id', 'medical_center_id'],
  fields: { latestPlacedOrder: [], orders: [] },
};

export interface PatientForOrder {
  id: string;
  email: string;
  biological_sex: BiologicalSex;
  /** 'YYYY-MM-DD' (required for every patient): DNA analyses need a patient of full age. */
  date_of_birth: string;
  address: {
    address: string;
    zip_code: string;
    city: string;
    state: string | null;
    country_id: string | null;
    country_code: string | null;
  };
}

interface PatientForOrderRow {
  id: string;
  email: string;
  sex: BiologicalSex;
  date_of_birth: string;
  address: string;
  zip_code: string;
  city: string;
  state: string | null;
  country_id: string | null;
  country_code: string | null;
}

/** Reads of patients: every one scoped to what the viewer may see (scopePatients). */
@Injectable()
export class PatientQueries {
  constructor(
    @InjectRepository(Patient) private readonly patients: Repository<Patient>,
    private readonly listFilters: PatientListFilters,
    private readonly listColumns: PatientListColumns,
    private readonly views: PatientViews,
    private readonly processing: PatientProcessingService,
  ) {}

  /**
   * A page of patients; with `selection` (the page's `data`), only the columns it shows are read, and with the
   * request's `loaders`, the other areas' fields registered in PatientListColumns come in the same statement.
   */
  async list(
    viewer: Viewer,
    args: PatientsArgs,
    selection?: Selection,
    loaders?: LoaderRegistry,
  ): Promise<Page<Patient>> {
    const rows = selectShown(this.patients.createQueryBuilder('patient'), selection, PATIENT_ROW_NEEDS);
    const query = scopePatients(rows, viewer);
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
    const primeListColumns = this.listColumns.select(query, viewer, selection, loaders);
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
      // Every sort column but the phone number is NOT NULL and indexed per practice (and created_at over
      // all practices for the admin): page 1 reads 50 index entries instead of sorting 200,000 patients.
      indexOrder: true,
      onRawRows: primeListColumns,
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

  /**
   * A patient as an order needs them: sex, and the address an order is delivered to (the shipping
   * address if there is one, else their own), with its country's id and ISO code. One statement.
   */
  async forOrder(viewer: Viewer, id: string, manager?: EntityManager): Promise<PatientForOrder> {
    if (!isRowId(id)) throw new NotFoundError('Patient');
    const query = (manager ?? this.patients.manager)
      .getRepository(Patient)
      .createQueryBuilder('patient')
      .leftJoin(PatientShippingAddress, 'shipping', 'shipping.patient_id = patient.id')
      // The catalog's countries, joined by entity name: one statement for the patient and both countries.
      .leftJoin('Country', 'shippingCountry', 'shippingCountry.id = shipping.country_id')
      .leftJoin('Country', 'ownCountry', 'ownCountry.country_code = patient.country')
      .select(['patient.id AS id', 'patient.email AS email', 'patient.biological_sex AS sex'])
      .addSelect(`to_char(patient.date_of_birth, 'YYYY-MM-DD')`, 'date_of_birth')
      .addSelect(`COALESCE(shipping.address, patient.address)`, 'address')
      .addSelect(`COALESCE(shipping.zip_code, patient.zip_code)`, 'zip_code')
      .addSelect(`COALESCE(shipping.city, patient.city)`, 'city')
      .addSelect(`shipping.state`, 'state')
      .addSelect(`COALESCE(shippingCountry.id, ownCountry.id)`, 'country_id')
      .addSelect(`COALESCE(shippingCountry.country_code, ownCountry.country_code)`, 'country_code')
      .where('patient.id = :id', { id });
    const row = await scopePatients(query, viewer).getRawOne<PatientForOrderRow>();
    if (!row) throw new NotFoundError('Patient');
    return {
      id: row.id,
      email: row.email,
      biological_sex: row.sex,
      date_of_birth: row.date_of_birth,
      address: {
        address: row.address,
        zip_code: row.zip_code,
        city: row.city,
        state: row.state,
        country_id: row.country_id,
        country_code: row.country_code,
      },
    };
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
