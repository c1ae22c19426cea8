import type { DataSource } from 'typeorm';
import { DNA_MARKERS } from '../../../modules/results/dna-analysis/catalogue/dna-markers.data.js';
import { DnaMarker } from '../../../modules/results/dna-analysis/entities/dna-marker.entity.js';
import { MEDICATION_CATALOGUE_VERSION } from '../../../modules/results/medication/catalogue/medications.data.js';

export async function seedDnaMarkers(dataSource: DataSource): Promise<number> {
  const rows: Omit<DnaMarker, 'id'>[] = DNA_MARKERS.map((entry, index) => ({
    code: entry.code,
    name: entry.name,
    category: entry.category,
    content: entry,
    catalogue_version: MEDICATION_CATALOGUE_VERSION,
    sort_order: index + 1,
  }));
  await dataSource.getRepository(DnaMarker).upsert(rows, ['code']);
  return rows.length;
}
