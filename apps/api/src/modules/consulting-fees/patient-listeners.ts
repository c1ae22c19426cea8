import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnDomainEvent } from '../../events/index.js';
import { AuditService } from '../audit/index.js';
import { type PatientPracticeChange, PatientPracticeChanged } from '../patients/index.js';
import { ConsultingFeeLedger } from './consulting-fee-ledger.service.js';
import { ConsultingFeeAuditEvent } from './consulting-fees-commands.service.js';

/**
 * The spec: a patient's open fees move with the patient (to the new practice, or to none while the
 * patient was removed); paid, credited and cancelled fees stay with the practice that earned them.
 */
@Injectable()
export class ConsultingFeePatientListeners {
  constructor(
    private readonly ledger: ConsultingFeeLedger,
    private readonly audit: AuditService,
  ) {}

  @OnDomainEvent(PatientPracticeChanged, 'consulting-fees.move-open-fees', 'in-transaction')
  async onPracticeChanged(
    { patientId, fromPracticeId, toPracticeId, actor }: PatientPracticeChange,
    manager: EntityManager,
  ): Promise<void> {
    const movedFees = await this.ledger.moveOpenFees(manager, patientId, toPracticeId);
    if (movedFees === 0) return;
    await this.audit.record(
      {
        event: ConsultingFeeAuditEvent.MovedWithPatient,
        ...actor,
        subject: { type: 'patient', id: patientId },
        details: { fromMedicalCenterId: fromPracticeId, toMedicalCenterId: toPracticeId, movedFees },
      },
      manager,
    );
  }
}
