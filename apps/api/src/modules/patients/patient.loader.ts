import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { byKeys, groupByKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { type Country, countriesByIds } from '../catalog/index.js';
import { PatientShippingAddress } from './entities/patient-shipping-address.entity.js';
import { findLatestAnswers } from './lifestyle/latest-answers.js';
import type { PatientLifestyleAnswer } from './lifestyle/patient-lifestyle-answer.entity.js';
import { PatientProcessingService } from './services/patient-processing.service.js';

/** Batched relations of patients: one statement (or one Redis round) per relation for a whole page. */
@Injectable()
export class PatientLoader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly processing: PatientProcessingService,
  ) {}

  shippingAddress(loaders: LoaderRegistry, patientId: string): Promise<PatientShippingAddress | null> {
    return loaders
      .get<string, PatientShippingAddress | null>('patientShippingAddress', async (ids) =>
        byKeys(
          ids,
          await this.dataSource.getRepository(PatientShippingAddress).findBy({ patient_id: In([...ids]) }),
          (a) => a.patient_id,
        ),
      )
      .load(patientId);
  }

  country(loaders: LoaderRegistry, countryId: string): Promise<Country | null> {
    return loaders
      .get<string, Country | null>('countryById', async (ids) =>
        byKeys(ids, await countriesByIds(this.dataSource.manager, ids), (c) => c.id),
      )
      .load(countryId);
  }

  /** The current answer per question (see findLatestAnswers). */
  latestAnswers(loaders: LoaderRegistry, patientId: string): Promise<PatientLifestyleAnswer[]> {
    return loaders
      .get<string, PatientLifestyleAnswer[]>('patientLatestAnswers', async (ids) =>
        groupByKeys(ids, await findLatestAnswers(this.dataSource.manager, ids), (r) => r.patient_id),
      )
      .load(patientId);
  }

  isBeingProcessed(loaders: LoaderRegistry, patientId: string): Promise<boolean> {
    return loaders
      .get<string, boolean>('patientIsBeingProcessed', (ids) => this.processing.isBeingProcessed(ids))
      .load(patientId);
  }
}
