import { ConsentSubjectType, recordConsentEvidence } from '../../consents/index.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConsentType, isRowId, parseDateInput } from '@portal/shared-types';
import {
  AppError,
  ErrorCode,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../common/errors/app-error.js';
import { AuditedWrites, AuditService } from '../../audit/index.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { DomainEvents } from '../../../events/index.js';
import { checkConsentSelection, countriesByCodesOrIds } from '../../catalog/index.js';
import { PatientConsent } from '../entities/patient-consent.entity.js';
import { PatientShippingAddress } from '../entities/patient-shipping-address.entity.js';
import { Patient } from '../entities/patient.entity.js';
import { LifestyleAnswersService } from '../lifestyle/lifestyle-answers.service.js';
import { PatientsError } from '../patients.errors.js';
import { PatientDataChanged, PatientPracticeChanged } from '../patients.events.js';
import { PatientDeletionBlockers } from './patient-deletion-blockers.service.js';
import { assertNotDuplicate } from './patient-duplicates.js';
import { PatientProcessingService } from './patient-processing.service.js';
import { PatientQueries } from './patient-queries.service.js';
import {
  type CreatePatientInput,
  PATIENT_MESSAGES,
  PatientAuditEvent,
  type PatientDataInput,
  type UpdatePatientAnswersInput,
} from '../inputs/patients.types.js';

/** What the formulas read of the patient's own data: a change recalculates the recommendations. */
const FORMULA_FIELDS = ['date_of_birth', 'biological_sex', 'height', 'weight'] as const;

/** Changes to patients: each finds the patient through the viewer's scope first and is audited. */
@Injectable()
export class PatientCommands {
  constructor(
    private readonly queries: PatientQueries,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly answers: LifestyleAnswersService,
    private readonly processing: PatientProcessingService,
    private readonly deletionBlockers: PatientDeletionBlockers,
    private readonly events: DomainEvents,
  ) {}

  async create(viewer: Viewer, input: CreatePatientInput): Promise<Patient> {
    const centerId = viewer.user.medical_center_id;
    if (!centerId) throw new ForbiddenError(PatientsError.practiceRequired);
    const data = this.normalise(input);
    const answers = await this.answers.validate(
      input.answers?.upsert ?? [],
      data.biological_sex,
      'input.answers.upsert',
    );
    const created = await this.writes.run(viewer, 'createPatient', async (manager) => {
      const consentIds = await checkConsentSelection(
        manager,
        ConsentType.NewPatient,
        input.acceptedConsents.connect,
        'input.acceptedConsents.connect',
      );
      await this.assertCountries(manager, data, input.shippingAddress);
      await assertNotDuplicate(manager, centerId, data, null);
      const [{ code }] = await manager.query<{ code: string }[]>(
        `SELECT 'P-' || nextval('patients_accounting_code_seq') AS code`,
      );
      const patient = await manager.save(
        manager.create(Patient, {
          ...data,
          accounting_code: code,
          medical_center_id: centerId,
          created_by_user_id: viewer.user.id,
        }),
      );
      await this.saveShippingAddress(manager, patient.id, input.shippingAddress);
      await manager.insert(
        PatientConsent,
        consentIds.map((consent_id) => ({
          patient_id: patient.id,
          consent_id,
          accepted_by_user_id: viewer.user.id,
        })),
      );
      await recordConsentEvidence(manager, consentIds, {
        type: ConsentType.NewPatient,
        subject: { type: ConsentSubjectType.patient, id: patient.id },
        patientId: patient.id,
        acceptedBy: { viewer },
      });
      await this.answers.save(manager, patient.id, answers, viewer.user.id);
      await this.audit.record(
        {
          event: PatientAuditEvent.Created,
          ...AuditService.actor(viewer),
          subject: { type: 'patient', id: patient.id },
        },
        manager,
      );
      // The first recommendation: from age, sex, body and the answers given with the patient.
      await this.events.publish(manager, PatientDataChanged, { patientId: patient.id });
      return patient;
    });
    return created;
  }

  async update(viewer: Viewer, id: string, input: PatientDataInput): Promise<Patient> {
    const data = this.normalise(input);
    const updated = await this.writes.run(viewer, 'updatePatient', async (manager) => {
      const patient = await this.queries.find(viewer, id, manager);
      await this.assertCountries(manager, data, input.shippingAddress);
      if (patient.medical_center_id)
        await assertNotDuplicate(manager, patient.medical_center_id, data, patient.id);
      const formulaInputsChanged = FORMULA_FIELDS.some(
        (field) => String(patient[field]) !== String(data[field]),
      );
      Object.assign(patient, data);
      await manager.save(patient);
      if (input.shippingAddress !== undefined)
        await this.saveShippingAddress(manager, patient.id, input.shippingAddress);
      await this.audit.record(
        { event: PatientAuditEvent.Updated, ...AuditService.actor(viewer), subject: { type: 'patient', id } },
        manager,
      );
      if (formulaInputsChanged)
        await this.events.publish(manager, PatientDataChanged, { patientId: patient.id });
      return patient;
    });
    return updated;
  }

  async updateAnswers(viewer: Viewer, input: UpdatePatientAnswersInput): Promise<Patient> {
    const patient = await this.queries.find(viewer, input.patient_id);
    await this.processing.assertNotProcessing(patient.id);
    const answers = await this.answers.validate(input.answers, patient.biological_sex, 'input.answers');
    const saved = await this.writes.run(viewer, 'updatePatientAnswers', async (manager) => {
      await this.answers.save(manager, patient.id, answers, viewer.user.id, { complete: true });
      await this.audit.record(
        {
          event: PatientAuditEvent.AnswersUpdated,
          ...AuditService.actor(viewer),
          subject: { type: 'patient', id: patient.id },
          details: { answers: answers.length },
        },
        manager,
      );
      await this.events.publish(manager, PatientDataChanged, { patientId: patient.id });
      return patient;
    });
    return saved;
  }

  /** Takes the patient off the practice; the record and everything hanging on it stays. */
  async remove(viewer: Viewer, id: string): Promise<Patient> {
    return this.writes.run(viewer, 'removePatient', async (manager) => {
      const patient = await this.queries.find(viewer, id, manager);
      if (!patient.medical_center_id) throw new NotFoundError('Patient');
      const from = patient.medical_center_id;
      patient.removed_from_medical_center_id = from;
      patient.medical_center_id = null;
      patient.removed_at = new Date();
      await manager.save(patient);
      // The spec: the open fees move with the patient (they leave this practice).
      await this.events.publish(manager, PatientPracticeChanged, {
        patientId: patient.id,
        fromPracticeId: from,
        toPracticeId: null,
        actor: AuditService.actor(viewer),
      });
      await this.audit.record(
        { event: PatientAuditEvent.Removed, ...AuditService.actor(viewer), subject: { type: 'patient', id } },
        manager,
      );
      return patient;
    });
  }

  /** Erases the patient for good; only while nothing (orders, results, fees) hangs on the record. */
  async delete(viewer: Viewer, id: string): Promise<boolean> {
    const patient = await this.queries.find(viewer, id);
    const blocking = await this.deletionBlockers.find(patient.id);
    if (Object.keys(blocking).length)
      throw new AppError(ErrorCode.Conflict, PatientsError.hasLinkedData, { blocking });
    await this.writes.run(viewer, 'deletePatient', async (manager) => {
      await manager.delete(Patient, { id: patient.id });
      await this.audit.record(
        { event: PatientAuditEvent.Deleted, ...AuditService.actor(viewer), subject: { type: 'patient', id } },
        manager,
      );
    });
    return true;
  }

  private normalise(input: PatientDataInput) {
    return {
      salutation: input.salutation,
      title: input.title?.trim() || null,
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      email: input.email.trim().toLowerCase(),
      phone_number: input.phone_number,
      country_code: input.country_code,
      address: input.address.trim(),
      zip_code: input.zip_code.trim(),
      city: input.city.trim(),
      country: input.country,
      date_of_birth: parseDateInput(input.date_of_birth)!,
      height: input.height,
      weight: Math.round(input.weight * 100) / 100,
      biological_sex: input.biological_sex,
    };
  }

  /**
   * The patient's country and dial-code country must be in the countries table, a shipping address
   * must go to a shippable country; one statement for all three.
   */
  private async assertCountries(
    manager: EntityManager,
    data: { country: string; country_code: string },
    shipping: PatientDataInput['shippingAddress'],
  ): Promise<void> {
    const shippingId = shipping && isRowId(shipping.country_id) ? shipping.country_id : null;
    const found = await countriesByCodesOrIds(
      manager,
      [data.country, data.country_code],
      shippingId ? [shippingId] : [],
    );
    const codes = new Set(found.map((c) => c.country_code));
    const problems: Record<string, string[]> = {};
    if (!codes.has(data.country)) problems['input.country'] = [PATIENT_MESSAGES.country];
    if (!codes.has(data.country_code)) problems['input.country_code'] = [PATIENT_MESSAGES.country];
    if (shipping && !found.some((c) => c.id === shippingId && c.is_shippable))
      problems['input.shippingAddress.country_id'] = [PATIENT_MESSAGES.country];
    if (Object.keys(problems).length) throw new ValidationError(problems);
  }

  private async saveShippingAddress(
    manager: EntityManager,
    patientId: string,
    input: PatientDataInput['shippingAddress'],
  ): Promise<void> {
    if (!input) {
      await manager.delete(PatientShippingAddress, { patient_id: patientId });
      return;
    }
    await manager.upsert(
      PatientShippingAddress,
      {
        patient_id: patientId,
        address: input.address.trim(),
        zip_code: input.zip_code.trim(),
        city: input.city.trim(),
        state: input.state?.trim() || null,
        country_id: input.country_id,
      },
      ['patient_id'],
    );
  }
}
