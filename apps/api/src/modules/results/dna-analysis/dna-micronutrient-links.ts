import type { DataSource } from 'typeorm';
import { AnalysisType } from '../../../common/results/result.types.js';
import type { MicronutrientAnalysisSource } from '../micronutrients/micronutrient-analysis-links.js';

/** The DNA markers whose catalogue entry names one of a batch of micronutrients (by code), one statement. */
export const dnaMicronutrientLinks =
  (dataSource: DataSource): MicronutrientAnalysisSource =>
  async (micronutrientIds) => {
    const rows: { micronutrient_id: string; id: string; name: string; code: string }[] =
      await dataSource.query(
        `SELECT nutrient.id AS micronutrient_id, marker.id, marker.name, marker.code
         FROM micronutrients nutrient
         JOIN dna_markers marker ON marker.content -> 'micronutrients' ? nutrient.code
         WHERE nutrient.id = ANY($1::bigint[])`,
        [micronutrientIds],
      );
    return rows.map((row) => ({
      micronutrientId: String(row.micronutrient_id),
      id: `${AnalysisType.Dna}-${row.id}`,
      name: row.name,
      code: row.code,
      analysis_type: AnalysisType.Dna,
    }));
  };
