import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode } from '../../../common/errors/app-error.js';
import { PatientsError } from '../patients.errors.js';

/**
 * Work that runs for a patient in an area above patients (the formula calculation) and locks the data
 * it reads while it runs. That area registers a probe here (dependency inversion: patients imports none
 * of the areas above it).
 */
export interface PatientProcessingProbe {
  name: string;
  /** Per patient id, in the given order: whether the work is queued or running. */
  runningFor(patientIds: readonly string[]): Promise<boolean[]>;
}

/** Whether work for a patient is queued or running, asked of every registered probe. */
@Injectable()
export class PatientProcessingService {
  private readonly probes: PatientProcessingProbe[] = [];

  register(probe: PatientProcessingProbe): void {
    if (this.probes.some((known) => known.name === probe.name))
      throw new Error(`Patient processing probe "${probe.name}" is registered twice.`);
    this.probes.push(probe);
  }

  async isBeingProcessed(patientIds: readonly string[]): Promise<boolean[]> {
    const answers = await Promise.all(this.probes.map((probe) => probe.runningFor(patientIds)));
    return patientIds.map((_, index) => answers.some((answer) => answer[index]));
  }

  /** Changes that feed the formula are refused while a calculation for the patient runs. */
  async assertNotProcessing(patientId: string): Promise<void> {
    const [processing] = await this.isBeingProcessed([patientId]);
    if (processing) throw new AppError(ErrorCode.Conflict, PatientsError.beingProcessed);
  }
}
