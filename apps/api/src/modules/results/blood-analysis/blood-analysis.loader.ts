import { Injectable } from '@nestjs/common';
import { groupByKeys, type LoaderRegistry } from '../../../common/dataloader/loader-registry.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import type { AnalysisResultRef } from './graphql/blood-analysis.types.js';
import { BloodResultViews } from './services/blood-result-views.service.js';
import { BloodValuesQueries } from './services/blood-values.queries.js';

/** mostRecentResults of a page of parameters: one statement per (patient, limit), whatever the page size. */
@Injectable()
export class BloodAnalysisLoader {
  constructor(
    private readonly values: BloodValuesQueries,
    private readonly views: BloodResultViews,
  ) {}

  mostRecent(
    loaders: LoaderRegistry,
    viewer: Viewer,
    patientId: string,
    limit: number,
    parameterId: string,
  ): Promise<AnalysisResultRef[]> {
    return loaders
      .get<string, AnalysisResultRef[]>(`analysisMostRecent:${patientId}:${limit}`, async (parameterIds) => {
        const rows = await this.values.mostRecent(viewer, patientId, parameterIds, limit);
        // Rows come back only for a patient the viewer may see: that read is audited.
        if (rows.length) await this.views.record(viewer, patientId);
        return groupByKeys(
          parameterIds,
          rows.map((row) => ({
            id: row.id,
            parameter_id: row.parameter_id,
            created_at: row.created_at,
            valueDate: row.value_date,
          })),
          (row) => row.parameter_id,
        );
      })
      .load(parameterId);
  }
}
