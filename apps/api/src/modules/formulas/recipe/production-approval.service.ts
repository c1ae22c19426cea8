import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError, ErrorCode, NotFoundError } from '../../../common/errors/app-error.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { isRowId } from '@portal/shared-types';
import { AuditedWrites, AuditService } from '../../audit/index.js';
import { LabDispatch } from '../../lab/lab-dispatch.service.js';
import {
  lockOrder,
  type NoiOrder,
  NoiOrderStatus,
  NoiOrderType,
  partById,
  partWithOrder,
} from '../../orders/index.js';
import { PatientQueries } from '../../patients/index.js';
import { SupplementRecipe } from '../entities/supplement-recipe.entity.js';
import { FormulasAuditEvent, FormulasError } from '../formulas.errors.js';

/**
 * startProductionImmediately (spec): the doctor's approval of a reviewed recipe (Delayed: production
 * starts now), or, while the analyses are pending (WaitingForResults), the request to start as soon as
 * the recipe is made, without a second review. Paused and Canceled parts are refused.
 */
@Injectable()
export class ProductionApproval {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly patients: PatientQueries,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly dispatch: LabDispatch,
  ) {}

  async startImmediately(viewer: Viewer, partId: string): Promise<NoiOrder> {
    if (!isRowId(partId)) throw new NotFoundError('Order');
    const part = await partWithOrder(this.dataSource.manager, partId);
    if (!part?.order || part.type !== NoiOrderType.supplements) throw new NotFoundError('Order');
    // Whoever sees the patient sees the order (own practice, or an admin); others learn nothing.
    await this.patients.find(viewer, part.order.patient_id).catch(() => {
      throw new NotFoundError('Order');
    });
    const { result, send } = await this.writes.run(viewer, 'startProductionImmediately', async (manager) => {
      await lockOrder(manager, part.order_id);
      const fresh = await partById(manager, part.id);
      const recipe = await manager.findOneBy(SupplementRecipe, { noi_order_id: part.id });
      const now = new Date();
      if (fresh.status === NoiOrderStatus.Delayed && fresh.noi_order_id === null) {
        if (!recipe?.items.length) throw new AppError(ErrorCode.Conflict, FormulasError.recipeEmpty);
        if (!recipe.approved_at)
          await manager.update(SupplementRecipe, part.id, { approved_at: now, approved_by: viewer.id });
      } else if (fresh.status === NoiOrderStatus.WaitingForResults) {
        await manager.upsert(
          SupplementRecipe,
          {
            noi_order_id: part.id,
            patient_id: part.order!.patient_id,
            start_when_ready: true,
            approved_by: viewer.id,
          },
          ['noi_order_id'],
        );
      } else throw new AppError(ErrorCode.Conflict, FormulasError.productionNotPossible);
      await this.audit.record(
        {
          event: FormulasAuditEvent.ProductionApproved,
          ...AuditService.actor(viewer),
          subject: { type: 'order', id: part.order_id },
          details: { part: part.id, status: fresh.status },
        },
        manager,
      );
      return { result: fresh, send: fresh.status === NoiOrderStatus.Delayed };
    });
    if (send) await this.dispatch.sendReadyParts(part.order_id);
    return result;
  }
}
