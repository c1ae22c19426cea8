import type { DataSource } from 'typeorm';
import {
  MEDICATION_CATALOGUE_VERSION,
  MEDICATIONS,
} from '../../../modules/results/medication/catalogue/medications.data.js';
import { Medication } from '../../../modules/results/medication/medication.entity.js';
import { MEDICATION_ATC } from '../../../modules/results/medication/catalogue/medication-atc.data.js';

export async function seedMedications(dataSource: DataSource): Promise<number> {
  const rows: Omit<Medication, 'id'>[] = MEDICATIONS.map((entry, index) => ({
    code: entry.code,
    name_de: entry.name_de,
    name_en: entry.name_en,
    atc_code: MEDICATION_ATC[entry.code]?.code ?? null,
    genes: [...new Set(entry.rules.map((rule) => rule.gene))],
    literature: entry.literature,
    rules: entry.rules,
    catalogue_version: MEDICATION_CATALOGUE_VERSION,
    sort_order: index + 1,
  }));
  await dataSource.getRepository(Medication).upsert(rows, ['code']);
  return rows.length;
}
