import type { SelectQueryBuilder } from 'typeorm';
import type { Viewer } from '../auth/viewer.js';
import type { Patient } from './entities/patient.entity.js';

/**
 * The one rule of who sees which patient: a doctor the patients of their own practice, an admin all
 * of them. Everything else is "not found". Applied to every patient query of this area.
 */
export function scopePatients(
  query: SelectQueryBuilder<Patient>,
  viewer: Viewer,
  alias = 'patient',
): SelectQueryBuilder<Patient> {
  if (viewer.isAdmin) return query;
  const centerId = viewer.user.medical_center_id;
  if (!centerId) return query.andWhere('1 = 0');
  return query.andWhere(`${alias}.medical_center_id = :viewerCenterId`, { viewerCenterId: centerId });
}
