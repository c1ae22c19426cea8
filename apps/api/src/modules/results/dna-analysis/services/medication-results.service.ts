import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SortOrder } from '@portal/shared-types';
import { Repository } from 'typeorm';
import type { Viewer } from '../../../../common/auth/viewer.js';
import { paginate } from '../../../../common/pagination/paginate.js';
import { interpretMedication } from '../../medication/catalogue/medication-rules.js';
import { phenotypesOf } from '../../medication/catalogue/phenotype.js';
import { Medication } from '../../medication/medication.entity.js';
import { PatientQueries } from '../../../patients/index.js';
import type { MedicationResult, MedicationResultPaginator } from '../graphql/medication-result.types.js';
import { PatientGenotypes } from './patient-genotypes.service.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export interface MedicationPageRequest {
  search?: string | null;
  first: number;
  page: number;
}

/**
 * The medication tolerance of a patient: each medication of the catalogue interpreted from the
 * patient's current genotypes with the rules stored alongside it. Unanalysed genes give null
 * interpretations ('Nicht analysiert!'). Statements: the patient, one page of medications, the genotypes.
 */
@Injectable()
export class MedicationResultsService {
  constructor(
    @InjectRepository(Medication) private readonly medications: Repository<Medication>,
    private readonly patients: PatientQueries,
    private readonly genotypes: PatientGenotypes,
  ) {}

  async page(
    viewer: Viewer,
    patientId: string,
    request: MedicationPageRequest,
  ): Promise<MedicationResultPaginator> {
    const patient = await this.patients.get(viewer, patientId);
    const query = this.medications.createQueryBuilder('medication');
    const term = request.search?.trim();
    if (term)
      // The expression of medications_search_trgm_index.
      query.where(`lower(medication.name_de || ' ' || medication.name_en) LIKE :term`, {
        term: `%${escapeLike(term.toLowerCase())}%`,
      });
    const page = await paginate(query, request, {
      columns: { sort: 'medication.sort_order' },
      defaultOrder: [{ column: 'sort', order: SortOrder.ASC }],
      tieBreaker: 'medication.id',
    });
    const phenotypes = phenotypesOf((await this.genotypes.current(patient.id)).calls);
    return {
      data: page.data.map((medication) => this.result(medication, phenotypes)),
      paginatorInfo: page.paginatorInfo,
    };
  }

  /** Every medication of the patient (the PDF). */
  async all(viewer: Viewer, patientId: string): Promise<MedicationResult[]> {
    const patient = await this.patients.get(viewer, patientId);
    const medications = await this.medications.find({ order: { sort_order: 'ASC', id: 'ASC' } });
    const phenotypes = phenotypesOf((await this.genotypes.current(patient.id)).calls);
    return medications.map((medication) => this.result(medication, phenotypes));
  }

  private result(medication: Medication, phenotypes: ReturnType<typeof phenotypesOf>): MedicationResult {
    const found = interpretMedication([medication.name_de, medication.name_en], medication.rules, phenotypes);
    return {
      id: medication.id,
      medication: {
        id: medication.id,
        name_de: medication.name_de,
        name_en: medication.name_en,
        atcCode: medication.atc_code,
        genes: medication.genes,
        literature: medication.literature,
      },
      effect: found?.effect ?? null,
      breakdown: found?.breakdown ?? null,
      dosis: found?.dosis ?? null,
    };
  }
}
