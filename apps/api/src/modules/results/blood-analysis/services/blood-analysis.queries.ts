import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SortOrder, todayIsoDate } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../../../common/auth/viewer.js';
import { paginate } from '../../../../common/pagination/paginate.js';
import type { Page } from '../../../../common/pagination/paginated.type.js';
import { escapeLike } from '../../../../common/sql/escape-like.js';
import { Micronutrient } from '../../micronutrients/micronutrient.entity.js';
import { PatientQueries } from '../../../patients/index.js';
import { bloodMarkerOf, historyEntryOf } from '../blood-marker.view.js';
import { rangeSubjectOf } from '../reference-ranges.js';
import { AnalysisParameterMicronutrient } from '../entities/analysis-parameter-micronutrient.entity.js';
import { AnalysisParameter, AnalysisType } from '../entities/analysis-parameter.entity.js';
import {
  type AnalysisParametersArgs,
  type BloodMarker,
  type BloodMarkerHistoryEntry,
  type NamedEntry,
  TREND_MAX,
} from '../graphql/blood-analysis.types.js';
import { BloodResultViews } from './blood-result-views.service.js';
import { BloodValuesQueries } from './blood-values.queries.js';

export const HISTORY_MAX = 50;

/**
 * The result pages' reads of blood values. Each first finds the patient as the viewer may see them
 * (else "not found") and audits the read; a list costs a fixed number of statements.
 */
@Injectable()
export class BloodAnalysisQueries {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly patients: PatientQueries,
    private readonly values: BloodValuesQueries,
    private readonly views: BloodResultViews,
  ) {}

  parameters(args: AnalysisParametersArgs): Promise<Page<AnalysisParameter>> {
    const query = this.dataSource
      .getRepository(AnalysisParameter)
      .createQueryBuilder('parameter')
      .where('parameter.analysis_type = :type', { type: args.analysis_type });
    return paginate(query, args, {
      columns: { sort: 'parameter.sort_order' },
      defaultOrder: [{ column: 'sort', order: SortOrder.ASC }],
      tieBreaker: 'parameter.id',
    });
  }

  async list(viewer: Viewer, patientId: string, search?: string | null): Promise<BloodMarker[]> {
    const patient = await this.patients.find(viewer, patientId);
    await this.views.record(viewer, patient.id);
    const query = this.bloodParameters();
    const term = search?.trim().toLowerCase();
    if (term)
      query.andWhere('(lower(parameter.name) LIKE :term OR lower(parameter.code) LIKE :term)', {
        term: `%${escapeLike(term)}%`,
      });
    const parameters = await query.getMany();
    if (!parameters.length) return [];
    const ids = parameters.map((p) => p.id);
    const [recent, nutrients] = await Promise.all([
      this.values.recent(patient.id, ids, TREND_MAX),
      this.micronutrientsOf(ids),
    ]);
    const subject = rangeSubjectOf(patient);
    const today = todayIsoDate();
    const markers = parameters.map((p) =>
      bloodMarkerOf(p, recent.get(p.id) ?? [], nutrients.get(p.id) ?? [], subject, today),
    );
    // Those with a value first, each group in catalogue order (the sort is stable).
    return markers.sort((a, b) => Number(b.currentValue !== null) - Number(a.currentValue !== null));
  }

  async marker(viewer: Viewer, patientId: string, code: string): Promise<BloodMarker | null> {
    const patient = await this.patients.find(viewer, patientId);
    await this.views.record(viewer, patient.id);
    const parameter = await this.bloodParameters().andWhere('parameter.code = :code', { code }).getOne();
    if (!parameter) return null;
    const [recent, nutrients] = await Promise.all([
      this.values.recent(patient.id, [parameter.id], TREND_MAX),
      this.micronutrientsOf([parameter.id]),
    ]);
    return bloodMarkerOf(
      parameter,
      recent.get(parameter.id) ?? [],
      nutrients.get(parameter.id) ?? [],
      rangeSubjectOf(patient),
      todayIsoDate(),
    );
  }

  async history(
    viewer: Viewer,
    patientId: string,
    code: string,
    limit: number,
  ): Promise<BloodMarkerHistoryEntry[]> {
    const patient = await this.patients.find(viewer, patientId);
    await this.views.record(viewer, patient.id);
    const parameter = await this.bloodParameters().andWhere('parameter.code = :code', { code }).getOne();
    if (!parameter) return [];
    const rows = await this.values.history(
      patient.id,
      parameter.id,
      Math.min(Math.max(limit, 1), HISTORY_MAX),
    );
    const subject = rangeSubjectOf(patient);
    return rows.map((row) => historyEntryOf(parameter, row, subject));
  }

  /** The Blood parameters with these ids, by id (unknown ids are absent). */
  async bloodParametersByIds(ids: string[]): Promise<Map<string, AnalysisParameter>> {
    if (!ids.length) return new Map();
    const rows = await this.bloodParameters().andWhere('parameter.id IN (:...ids)', { ids }).getMany();
    return new Map(rows.map((row) => [row.id, row]));
  }

  private bloodParameters() {
    return this.dataSource
      .getRepository(AnalysisParameter)
      .createQueryBuilder('parameter')
      .where('parameter.analysis_type = :blood', { blood: AnalysisType.Blood })
      .orderBy('parameter.sort_order')
      .addOrderBy('parameter.id');
  }

  private async micronutrientsOf(parameterIds: string[]): Promise<Map<string, NamedEntry[]>> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .from(AnalysisParameterMicronutrient, 'link')
      .innerJoin(Micronutrient, 'nutrient', 'nutrient.id = link.micronutrient_id')
      .select(['link.parameter_id AS parameter_id', 'nutrient.id AS id', 'nutrient.name_de AS name'])
      .where('link.parameter_id IN (:...parameterIds)', { parameterIds })
      .orderBy('nutrient.sort_order')
      .getRawMany<{ parameter_id: string; id: string; name: string }>();
    const byParameter = new Map<string, NamedEntry[]>();
    for (const row of rows) {
      const list = byParameter.get(row.parameter_id) ?? [];
      list.push({ id: row.id, name: row.name });
      byParameter.set(row.parameter_id, list);
    }
    return byParameter;
  }
}
