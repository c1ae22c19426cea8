import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { micronutrientDoseProblem } from '@portal/shared-types';
import { ValidationError, type ValidationMessages } from '../../../../common/errors/app-error.js';
import { AuditedWrites, AuditService } from '../../../audit/index.js';
import type { Viewer } from '../../../../common/auth/viewer.js';
import { MicronutrientsService } from '../micronutrients.service.js';
import { PatientMicronutrient } from './patient-micronutrient.entity.js';
import type {
  UpdatePatientMicronutrientsInput,
  UpdatePatientMicronutrientsPayload,
} from './patient-micronutrients.types.js';
import {
  markMicronutrientsUpdated,
  PatientAuditEvent,
  PatientProcessingService,
  PatientQueries,
} from '../../../patients/index.js';
import { doseProblemMessage, MicronutrientText } from './patient-micronutrient-texts.js';

interface Dose {
  micronutrient_id: string;
  current_value: number;
  description: string | null | undefined;
}

/** The doctor's own daily doses for a patient's micronutrients (the micronutrients page's edit mode). */
@Injectable()
export class PatientMicronutrientsService {
  constructor(
    private readonly patients: PatientQueries,
    private readonly micronutrients: MicronutrientsService,
    private readonly processing: PatientProcessingService,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
  ) {}

  /** Saves every dose or none: one bad item refuses the whole save. */
  async update(
    viewer: Viewer,
    input: UpdatePatientMicronutrientsInput,
  ): Promise<UpdatePatientMicronutrientsPayload> {
    const patient = await this.patients.find(viewer, input.patient_id);
    await this.processing.assertNotProcessing(patient.id);
    const doses = await this.validate(input);
    return this.writes.run(viewer, 'updatePatientMicronutrients', async (manager) => {
      await this.save(manager, patient.id, doses);
      patient.micronutrients_last_updated_at = new Date();
      await markMicronutrientsUpdated(manager, patient.id, patient.micronutrients_last_updated_at);
      await this.audit.record(
        {
          event: PatientAuditEvent.MicronutrientsUpdated,
          ...AuditService.actor(viewer),
          subject: { type: 'patient', id: patient.id },
          details: { micronutrients: doses.map((d) => [d.micronutrient_id, d.current_value]) },
        },
        manager,
      );
      return { message: MicronutrientText.saved, patient };
    });
  }

  private async validate(input: UpdatePatientMicronutrientsInput): Promise<Dose[]> {
    const catalogue = await this.micronutrients.byIds(input.micronutrients.map((m) => m.micronutrient_id));
    const problems: ValidationMessages = {};
    const seen = new Set<string>();
    input.micronutrients.forEach((item, index) => {
      const path = `input.micronutrients.${index}`;
      const micronutrient = catalogue.get(item.micronutrient_id);
      if (!micronutrient) {
        problems[`${path}.micronutrient_id`] = [MicronutrientText.unknown];
        return;
      }
      if (seen.has(micronutrient.id)) {
        problems[`${path}.micronutrient_id`] = [MicronutrientText.duplicate];
        return;
      }
      seen.add(micronutrient.id);
      const bounds = { ...micronutrient, name: micronutrient.name_de };
      const problem = micronutrientDoseProblem(item.current_value, bounds);
      if (problem) problems[`${path}.current_value`] = [doseProblemMessage(problem, bounds)];
    });
    if (Object.keys(problems).length) throw new ValidationError(problems);
    return input.micronutrients.map((item) => ({
      micronutrient_id: item.micronutrient_id,
      current_value: Math.round(item.current_value * 100) / 100,
      description: item.description === undefined ? undefined : item.description?.trim() || null,
    }));
  }

  // Upserts keep the formula's recommended_value; an omitted description keeps the stored one.
  private async save(manager: EntityManager, patientId: string, doses: Dose[]): Promise<void> {
    const groups = [
      {
        rows: doses.filter((d) => d.description !== undefined),
        columns: ['current_value', 'description', 'current_edited_at', 'updated_at'],
      },
      {
        rows: doses.filter((d) => d.description === undefined),
        columns: ['current_value', 'current_edited_at', 'updated_at'],
      },
    ];
    for (const { rows, columns } of groups) {
      if (!rows.length) continue;
      await manager
        .createQueryBuilder()
        .insert()
        .into(PatientMicronutrient)
        .values(rows.map((row) => ({ ...row, patient_id: patientId, current_edited_at: new Date() })))
        .orUpdate(columns, ['patient_id', 'micronutrient_id'])
        .execute();
    }
  }
}
