import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';

/**
 * The one rule of who sees which patient: a doctor the patients of their own practice, an admin all
 * of them. Everything else is "not found". Applied to every patient query, and through a join on the
 * patient to what hangs on it, so those follow the patient's practice; `practiceColumn` names a row's
 * copy of its patient's practice where it keeps one (orders.patient_medical_center_id).
 */
export function scopePatients<Row extends ObjectLiteral>(
  query: SelectQueryBuilder<Row>,
  viewer: Viewer,
  alias = 'patient',
  practiceColumn = 'medical_center_id',
): SelectQueryBuilder<Row> {
  if (viewer.isAdmin) return query;
  const centerId = viewer.user.medical_center_id;
  if (!centerId) return query.andWhere('1 = 0');
  return query.andWhere(`${alias}.${practiceColumn} = :viewerCenterId`, { viewerCenterId: centerId });
}
