import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ConsentType } from '@portal/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { AppError, ErrorCode } from '../../common/errors/app-error.js';
import { AuditedWrites, AuditService } from '../audit/index.js';
import { ConsentSubjectType, recordConsentEvidence } from '../consents/index.js';
import { CreditNotesError } from './credit-notes.errors.js';
import type { SelfBillingAgreement } from './credit-notes.types.js';

export enum SelfBillingAuditEvent {
  Accepted = 'credit_note.self_billing_agreement_accepted',
}

interface AgreementText {
  id: string;
  version: number;
  de: string;
  en: string;
}

/**
 * The self-billing agreement (Vereinbarung über das Gutschriftverfahren, § 14 Abs. 2 Satz 2 UStG: a
 * Gutschrift is an invoice only when agreed beforehand). Its text is the consent of type SelfBilling (reference
 * seeds); an acceptance is consent evidence on the practice (consents area: the wording's hash, the date,
 * who, from where), append-only. Only the doctor accepts, never an admin acting as the doctor: it is the
 * practice's declaration of will (docs/decisions/credit-notes.md, "Issue 31, point 4").
 */
@Injectable()
export class SelfBillingAgreements {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
  ) {}

  /** The agreement for the viewer's practice: the text and, once accepted, when and which version. */
  async forViewer(viewer: Viewer): Promise<SelfBillingAgreement | null> {
    const centerId = viewer.user.medical_center_id;
    if (!centerId) return null;
    return this.read(this.dataSource.manager, centerId);
  }

  async accept(viewer: Viewer): Promise<SelfBillingAgreement> {
    const centerId = viewer.user.medical_center_id;
    if (!centerId) throw new AppError(ErrorCode.Conflict, CreditNotesError.noPractice);
    if (viewer.isImpersonating) throw new AppError(ErrorCode.Forbidden, CreditNotesError.agreementByDoctor);
    return this.writes.run(viewer, 'acceptSelfBillingAgreement', async (manager) => {
      // Two tabs accepting at once record it once: the practice's row lock orders them.
      await manager.query(`SELECT id FROM medical_centers WHERE id = $1 FOR UPDATE`, [centerId]);
      const current = await this.read(manager, centerId);
      if (current.accepted_at && current.accepted_version === current.version) return current;
      const text = await this.text(manager);
      await recordConsentEvidence(manager, [text.id], {
        type: ConsentType.SelfBilling,
        subject: { type: ConsentSubjectType.medicalCenter, id: centerId },
        patientId: null,
        acceptedBy: { viewer },
      });
      await this.audit.record(
        {
          event: SelfBillingAuditEvent.Accepted,
          ...AuditService.actor(viewer),
          subject: { type: 'medical_center', id: centerId },
          details: { version: text.version },
        },
        manager,
      );
      return this.read(manager, centerId);
    });
  }

  private async text(manager: EntityManager): Promise<AgreementText> {
    const [text] = await manager.query<AgreementText[]>(
      `SELECT id, version, de, en FROM consents WHERE type = $1 ORDER BY sort_order, id LIMIT 1`,
      [ConsentType.SelfBilling],
    );
    if (!text) throw new Error('the self-billing agreement text is missing (reference seeds)');
    return text;
  }

  private async read(manager: EntityManager, centerId: string): Promise<SelfBillingAgreement> {
    const text = await this.text(manager);
    const [accepted] = await manager.query<{ accepted_at: Date; version: number }[]>(
      `SELECT a.accepted_at, v.version
       FROM consent_acceptances a JOIN consent_versions v ON v.id = a.consent_version_id
       WHERE a.type = $1 AND a.subject_type = $2 AND a.subject_id = $3
       ORDER BY a.accepted_at DESC, a.id DESC LIMIT 1`,
      [ConsentType.SelfBilling, ConsentSubjectType.medicalCenter, centerId],
    );
    return {
      version: text.version,
      de: text.de,
      en: text.en,
      accepted_at: accepted?.accepted_at ?? null,
      accepted_version: accepted?.version ?? null,
    };
  }
}
