import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isRowId } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { AppError, ErrorCode, NotFoundError } from '../../../common/errors/app-error.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { AuditedWrites, AuditService } from '../../audit/index.js';
import { markMicronutrientsUpdated, type Patient, PatientQueries } from '../../patients/index.js';
import { ProposalStatus, RecipeChangeProposal } from '../entities/recipe-change-proposal.entity.js';
import { FormulasAuditEvent, FormulasError } from '../formulas.errors.js';

/**
 * The doctor's decision on a recipe change proposal. Approved: the new dose becomes the patient's value
 * for the next production (it follows the formula again). Rejected: the plan's dose stays.
 */
@Injectable()
export class RecipeProposals {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly patients: PatientQueries,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
  ) {}

  async decide(viewer: Viewer, id: string, approve: boolean): Promise<Patient> {
    if (!isRowId(id)) throw new NotFoundError('Proposal');
    const proposal = await this.dataSource.getRepository(RecipeChangeProposal).findOneBy({ id });
    if (!proposal) throw new NotFoundError('Proposal');
    const patient = await this.patients.find(viewer, proposal.patient_id).catch(() => {
      throw new NotFoundError('Proposal');
    });
    return this.writes.run(viewer, 'decideRecipeChangeProposal', async (manager) => {
      const fresh = await manager.findOne(RecipeChangeProposal, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (fresh?.status !== ProposalStatus.Pending)
        throw new AppError(ErrorCode.Conflict, FormulasError.proposalDecided);
      const now = new Date();
      await manager.update(RecipeChangeProposal, id, {
        status: approve ? ProposalStatus.Approved : ProposalStatus.Rejected,
        decided_at: now,
        decided_by: viewer.id,
      });
      if (approve) {
        await manager.query(
          `INSERT INTO patient_micronutrients (patient_id, micronutrient_id, current_value, recommended_value, recommendation_id)
           VALUES ($1, $2, $3, $3, $4)
           ON CONFLICT (patient_id, micronutrient_id) DO UPDATE
           SET current_value = $3, current_edited_at = NULL, updated_at = now()`,
          [fresh.patient_id, fresh.micronutrient_id, fresh.new_value, fresh.recommendation_id],
        );
        await markMicronutrientsUpdated(manager, fresh.patient_id, now);
      }
      await this.audit.record(
        {
          event: FormulasAuditEvent.ProposalDecided,
          ...AuditService.actor(viewer),
          subject: { type: 'patient', id: fresh.patient_id },
          details: { proposal: id, approved: approve, micronutrient: fresh.micronutrient_id },
        },
        manager,
      );
      return patient;
    });
  }
}
