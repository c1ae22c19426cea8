import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { NotFoundError } from '../../common/errors/app-error.js';
import { NoiOrderStatus } from '../orders/index.js';
import type { OpenedResultType } from './work-queue.types.js';

/**
 * Records that a doctor of the practice opened a patient's blood or DNA results: every part of that type with
 * results ready becomes "opened" for the practice (docs/decisions/work-queue.md). One statement that also tells
 * whether the patient is the practice's. An admin, or an admin impersonating a doctor, is not the practice
 * reading: nothing is recorded for them.
 */
@Injectable()
export class ResultOpenings {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(viewer: Viewer, patientId: string, type: OpenedResultType): Promise<number> {
    const centerId = viewer.user.medical_center_id;
    if (viewer.isAdmin || viewer.isImpersonating || !centerId) return 0;
    const [row] = await this.dataSource.query<{ visible: number; recorded: number }[]>(
      `WITH patient AS (SELECT id FROM patients WHERE id = $1 AND medical_center_id = $2),
       recorded AS (
         INSERT INTO result_openings (noi_order_id, medical_center_id, opened_by_user_id)
         SELECT n.id, $2, $3 FROM patient p
         JOIN orders o ON o.patient_id = p.id
         JOIN noi_orders n ON n.order_id = o.id AND n.type = $4::noi_order_type AND n.status = $5::noi_order_status
         ON CONFLICT DO NOTHING RETURNING 1
       )
       SELECT (SELECT count(*) FROM patient)::int AS visible, (SELECT count(*) FROM recorded)::int AS recorded`,
      [patientId, centerId, viewer.user.id, type, NoiOrderStatus.ResultsReady],
    );
    if (!row?.visible) throw new NotFoundError('Patient');
    return row.recorded;
  }
}
