import type { DataSource } from 'typeorm';
import { AnalysisType } from '../../../../common/results/result.types.js';
import type { MicronutrientAnalysisSource } from '../../micronutrients/micronutrient-analysis-links.js';

/** The blood parameters linked to a batch of micronutrients (analysis_parameter_micronutrients), one statement. */
export const bloodMicronutrientLinks =
  (dataSource: DataSource): MicronutrientAnalysisSource =>
  async (micronutrientIds) => {
    const rows: { micronutrient_id: string; id: string; name: string; code: string }[] =
      await dataSource.query(
        `SELECT link.micronutrient_id, parameter.id, parameter.name, parameter.code
         FROM analysis_parameter_micronutrients link
         JOIN analysis_parameters parameter ON parameter.id = link.parameter_id
         WHERE link.micronutrient_id = ANY($1::bigint[]) AND parameter.analysis_type = $2`,
        [micronutrientIds, AnalysisType.Blood],
      );
    return rows.map((row) => ({
      micronutrientId: String(row.micronutrient_id),
      id: `${AnalysisType.Blood}-${row.id}`,
      name: row.name,
      code: row.code,
      analysis_type: AnalysisType.Blood,
    }));
  };
