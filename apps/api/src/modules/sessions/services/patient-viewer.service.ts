import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { PatientSessionKind, PatientViewer } from '../../../common/auth/patient-viewer.js';
import '../session-data.js';

const cache = new WeakMap<Request, Promise<PatientViewer | null>>();

/**
 * Resolves a patient session into a PatientViewer once per request. A portal session needs the patient's
 * account to still exist; a questionnaire session needs the patient and its link to be still open.
 */
@Injectable()
export class PatientViewerService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  resolve(req: Request): Promise<PatientViewer | null> {
    let viewer = cache.get(req);
    if (!viewer) {
      viewer = this.load(req);
      cache.set(req, viewer);
    }
    return viewer;
  }

  private async load(req: Request): Promise<PatientViewer | null> {
    const patient = req.session?.patient;
    if (!patient || req.session.userId) return null;
    const [row] = await this.dataSource.query<{ id: string; has_account: boolean; link_open: boolean }[]>(
      `SELECT p.id, (a.patient_id IS NOT NULL) AS has_account,
              EXISTS (SELECT 1 FROM patient_questionnaire_links l
                       WHERE l.id = $2::bigint AND l.patient_id = p.id AND p.medical_center_id IS NOT NULL
                         AND l.submitted_at IS NULL AND l.expires_at > now()) AS link_open
         FROM patients p LEFT JOIN patient_accounts a ON a.patient_id = p.id
        WHERE p.id = $1`,
      [patient.id, patient.questionnaireLinkId ?? null],
    );
    if (!row) return null;
    if (patient.kind === PatientSessionKind.Portal && !row.has_account) return null;
    // A questionnaire session lasts while its link does: a newer link, the submission, the expiry or the
    // patient's removal from the practice end it.
    if (patient.kind === PatientSessionKind.Questionnaire && !row.link_open) return null;
    return new PatientViewer(row.id, patient.kind, patient.questionnaireLinkId ?? null);
  }
}
