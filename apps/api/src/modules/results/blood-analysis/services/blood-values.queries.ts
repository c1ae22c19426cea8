import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../../../../common/auth/viewer.js';
import { scopePatients } from '../../../patients/index.js';
import { AnalysisResultValue } from '../entities/analysis-result-value.entity.js';
import { AnalysisResult, type AnalysisResultSource } from '../entities/analysis-result.entity.js';

/** A stored value as the result pages show it. */
export interface StoredValue {
  id: string;
  analysis_result_id: string;
  parameter_id: string;
  value: number;
  value_date: string;
  source: AnalysisResultSource;
}

export interface ValueRef {
  id: string;
  parameter_id: string;
  value_date: string;
  created_at: Date;
}

// Only the current version of a value that is not deleted counts.
const CURRENT = 'v.superseded_at IS NULL AND v.deleted_at IS NULL';

interface StoredValueRow {
  id: string;
  analysis_result_id: string;
  parameter_id: string;
  value: string;
  value_date: string;
  source: AnalysisResultSource;
}

const toStored = (row: StoredValueRow): StoredValue => ({ ...row, value: Number(row.value) });

/** Reads of a patient's values; each one statement on the (patient, parameter, date) index. */
@Injectable()
export class BloodValuesQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Result sets of the patient, deleted values included (they stay part of the record). */
  countForPatient(patientId: string): Promise<number> {
    return this.dataSource.getRepository(AnalysisResult).countBy({ patient_id: patientId });
  }

  repository() {
    return this.dataSource.getRepository(AnalysisResultValue);
  }

  private values(manager: EntityManager = this.dataSource.manager) {
    return manager
      .createQueryBuilder()
      .from(AnalysisResultValue, 'v')
      .select([
        'v.id AS id',
        'v.analysis_result_id AS analysis_result_id',
        'v.parameter_id AS parameter_id',
        'v.value AS value',
        `to_char(v.value_date, 'YYYY-MM-DD') AS value_date`,
        'v.source AS source',
      ])
      .where(CURRENT);
  }

  /**
   * The newest `limit` values per parameter of the patient (these parameters), newest first: the first
   * is the current value, the rest the marker's trend. One statement for any number of parameters.
   */
  async recent(
    patientId: string,
    parameterIds: string[],
    limit: number,
  ): Promise<Map<string, StoredValue[]>> {
    const ranked = this.values()
      .addSelect(
        'row_number() OVER (PARTITION BY v.parameter_id ORDER BY v.value_date DESC, v.id DESC)',
        'rank',
      )
      .andWhere('v.patient_id = :patientId AND v.parameter_id IN (:...parameterIds)', {
        patientId,
        parameterIds,
      });
    const rows = await this.dataSource
      .createQueryBuilder()
      .select([
        'ranked.id AS id',
        'ranked.analysis_result_id AS analysis_result_id',
        'ranked.parameter_id AS parameter_id',
        'ranked.value AS value',
        'ranked.value_date AS value_date',
        'ranked.source AS source',
      ])
      .from(`(${ranked.getQuery()})`, 'ranked')
      .where('ranked.rank <= :limit', { limit })
      .setParameters(ranked.getParameters())
      .orderBy('ranked.parameter_id')
      .addOrderBy('ranked.rank')
      .getRawMany<StoredValueRow>();
    const byParameter = new Map<string, StoredValue[]>();
    for (const row of rows) {
      const list = byParameter.get(row.parameter_id) ?? [];
      list.push(toStored(row));
      byParameter.set(row.parameter_id, list);
    }
    return byParameter;
  }

  /** The patient's values of one parameter, newest first. */
  async history(patientId: string, parameterId: string, limit: number): Promise<StoredValue[]> {
    const rows = await this.values()
      .andWhere('v.patient_id = :patientId AND v.parameter_id = :parameterId', { patientId, parameterId })
      .orderBy('v.value_date', 'DESC')
      .addOrderBy('v.id', 'DESC')
      .limit(limit)
      .getRawMany<StoredValueRow>();
    return rows.map(toStored);
  }

  /** Whether a value of the parameter is dated on or after the date (the entry's "younger data" rule). */
  async youngerExists(
    manager: EntityManager,
    patientId: string,
    parameterIds: string[],
    date: string,
    exceptValueId?: string,
  ): Promise<Set<string>> {
    if (!parameterIds.length) return new Set();
    const query = this.values(manager)
      .andWhere('v.patient_id = :patientId AND v.parameter_id IN (:...parameterIds)', {
        patientId,
        parameterIds,
      })
      .andWhere('v.value_date >= :date', { date });
    if (exceptValueId) query.andWhere('v.id <> :exceptValueId', { exceptValueId });
    const rows = await query.getRawMany<StoredValueRow>();
    return new Set(rows.map((row) => row.parameter_id));
  }

  /**
   * The newest `limit` values per parameter of a patient the viewer may see (else none), in one
   * statement for any number of parameters.
   */
  async mostRecent(
    viewer: Viewer,
    patientId: string,
    parameterIds: readonly string[],
    limit: number,
  ): Promise<ValueRef[]> {
    const ranked = this.dataSource
      .createQueryBuilder()
      .from(AnalysisResultValue, 'v')
      // The patient by entity name, for the viewer's scope (scopePatients): one statement.
      .innerJoin('Patient', 'patient', 'patient.id = v.patient_id')
      .select([
        'v.id AS id',
        'v.parameter_id AS parameter_id',
        `to_char(v.value_date, 'YYYY-MM-DD') AS value_date`,
        `(v.value_date::timestamp AT TIME ZONE 'Europe/Berlin') AS created_at`,
        'row_number() OVER (PARTITION BY v.parameter_id ORDER BY v.value_date DESC, v.id DESC) AS rank',
      ])
      .where(CURRENT)
      .andWhere('v.patient_id = :patientId AND v.parameter_id IN (:...parameterIds)', {
        patientId,
        parameterIds: [...parameterIds],
      });
    scopePatients(ranked, viewer);
    return this.dataSource
      .createQueryBuilder()
      .select(['ranked.id AS id', 'ranked.parameter_id AS parameter_id', 'ranked.value_date AS value_date'])
      .addSelect('ranked.created_at', 'created_at')
      .from(`(${ranked.getQuery()})`, 'ranked')
      .where('ranked.rank <= :limit', { limit })
      .setParameters(ranked.getParameters())
      .orderBy('ranked.parameter_id')
      .addOrderBy('ranked.rank')
      .getRawMany<ValueRef>();
  }
}
