import { Injectable } from '@nestjs/common';
import { isRowId } from '@portal/shared-types';
import { isUUID } from 'class-validator';
import type { Viewer } from '../../../common/auth/viewer.js';
import { AppError, ErrorCode, NotFoundError, ValidationError } from '../../../common/errors/app-error.js';
import { AuditedWrites, AuditService } from '../../audit/index.js';
import { DomainEvents } from '../../../events/index.js';
import { Patient } from '../entities/patient.entity.js';
import { PatientAuditEvent } from '../inputs/patients.types.js';
import { PatientsError } from '../patients.errors.js';
import { PatientPracticeChanged } from '../patients.events.js';
import { assertNotDuplicate } from './patient-duplicates.js';

interface TargetDoctor {
  is_active: boolean;
  medical_center_id: string | null;
}

/**
 * relocatePatient (admins): the patient moves to another doctor's practice with everything that
 * follows the patient (orders, results, subscriptions) and the open consulting fees (moved by
 * consulting fees on PatientPracticeChanged); paid and
 * cancelled fees stay with the practice that earned them (docs/decisions/patients.md, "Admin patients").
 */
@Injectable()
export class PatientRelocation {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  async relocate(viewer: Viewer, guid: string, doctorId: string | null | undefined): Promise<Patient> {
    if (!doctorId?.trim()) throw ValidationError.of('doctorId', PatientsError.relocationDoctorRequired);
    if (!isUUID(guid)) throw new NotFoundError('Patient');
    if (!isRowId(doctorId)) throw new NotFoundError('Doctor');
    return this.writes.run(viewer, 'relocatePatient', async (manager) => {
      // The row lock orders two relocations (or a relocation and a removal) of the same patient.
      const patient = await manager.findOne(Patient, {
        where: { guid: guid.toLowerCase() },
        lock: { mode: 'pessimistic_write' },
      });
      if (!patient) throw new NotFoundError('Patient');
      const [target] = await manager.query<TargetDoctor[]>(
        `SELECT u.is_active, u.medical_center_id FROM doctors d
         JOIN users u ON u.id = d.user_id AND u.deleted_at IS NULL WHERE d.id = $1`,
        [doctorId],
      );
      if (!target) throw new NotFoundError('Doctor');
      if (!target.is_active || !target.medical_center_id)
        throw new AppError(ErrorCode.Conflict, PatientsError.relocationDoctorInactive);
      const from = patient.medical_center_id;
      const to = String(target.medical_center_id);
      if (from === to) throw new AppError(ErrorCode.Conflict, PatientsError.relocationSamePractice);
      await assertNotDuplicate(manager, to, patient, patient.id, 'doctorId');
      await manager.update(Patient, patient.id, {
        medical_center_id: to,
        removed_from_medical_center_id: null,
        removed_at: null,
      });
      await this.events.publish(manager, PatientPracticeChanged, {
        patientId: patient.id,
        fromPracticeId: from,
        toPracticeId: to,
        actor: AuditService.actor(viewer),
      });
      await this.audit.record(
        {
          event: PatientAuditEvent.Relocated,
          ...AuditService.actor(viewer),
          subject: { type: 'patient', id: patient.id },
          details: { fromMedicalCenterId: from, toMedicalCenterId: to, doctorId },
        },
        manager,
      );
      return manager.findOneByOrFail(Patient, { id: patient.id });
    });
  }
}
