import { Injectable } from '@nestjs/common';
import { isRowId } from '@portal/shared-types';
import type { Request } from 'express';
import { QueryFailedError, type EntityManager } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { Clock } from '../../common/clock/clock.js';
import { AppError, ErrorCode, NotFoundError } from '../../common/errors/app-error.js';
import { AuditedWrites, AuditService } from '../audit/index.js';
import { lockSubscription, scopeSubscriptions } from './subscription-access.js';
import { latestSubscriptionOfPatient } from './subscription-change-request-reads.js';
import {
  SubscriptionChangeKind,
  SubscriptionChangeRequest,
  SubscriptionChangeRequestStatus,
} from './subscription-change-request.entity.js';
import { SubscriptionCommands } from './subscription-commands.service.js';
import { mayMove, SubscriptionStatus } from './subscription-status.js';
import { Subscription } from './subscription.entity.js';
import { SubscriptionsError } from './subscriptions.errors.js';

/** The plan state each kind of request asks the doctor for. */
const TARGET: Record<SubscriptionChangeKind, SubscriptionStatus> = {
  [SubscriptionChangeKind.pause]: SubscriptionStatus.paused,
  [SubscriptionChangeKind.cancel]: SubscriptionStatus.canceled,
};

const UNIQUE_VIOLATION = '23505';

/**
 * A patient's request, from the portal, that the doctor pause or cancel their plan (issue 34, point 4): only a
 * move the spec allows from the plan's status, one open request at a time, withdrawable by the patient. The
 * doctor confirms it, which runs the doctor's own pause or cancel (SubscriptionCommands: the same visibility,
 * rules, side effects and audit), or declines it. Every step is audited on the plan.
 */
@Injectable()
export class SubscriptionChangeRequests {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly commands: SubscriptionCommands,
    private readonly clock: Clock,
  ) {}

  /** The patient's request on their newest plan; 404 without a plan, 409 with the reason when it cannot be asked. */
  async request(
    patientId: string,
    kind: SubscriptionChangeKind,
    message: string | null,
    req?: Request,
  ): Promise<SubscriptionChangeRequest> {
    try {
      return await this.writes.run(null, 'requestSubscriptionChange', async (manager) => {
        const latest = await latestSubscriptionOfPatient(manager, patientId);
        if (!latest) throw new NotFoundError('Subscription');
        const subscription = (await lockSubscription(manager, latest.id))!;
        if (subscription.status === SubscriptionStatus.canceled)
          throw new AppError(ErrorCode.Conflict, SubscriptionsError.requestPlanCanceled);
        if (!mayMove(subscription.status, TARGET[kind]))
          throw new AppError(ErrorCode.Conflict, SubscriptionsError.requestPauseNotActive);
        const open = await manager.existsBy(SubscriptionChangeRequest, {
          subscription_id: subscription.id,
          status: SubscriptionChangeRequestStatus.open,
        });
        if (open) throw new AppError(ErrorCode.Conflict, SubscriptionsError.requestAlreadyOpen);
        const request = await manager.save(
          manager.create(SubscriptionChangeRequest, {
            subscription_id: subscription.id,
            patient_id: patientId,
            kind,
            message: message?.trim() || null,
            requested_at: this.clock.now(),
          }),
        );
        await this.record(manager, 'change_requested', request, { req });
        return request;
      });
    } catch (error) {
      // Two requests sent at once: the partial unique index keeps one.
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
      )
        throw new AppError(ErrorCode.Conflict, SubscriptionsError.requestAlreadyOpen);
      throw error;
    }
  }

  /** The patient withdraws their own open request; anything else (another's, decided, unknown) is 404. */
  async withdraw(patientId: string, id: string, req?: Request): Promise<void> {
    await this.writes.run(null, 'withdrawSubscriptionChangeRequest', async (manager) => {
      const request = isRowId(id)
        ? await manager
            .getRepository(SubscriptionChangeRequest)
            .createQueryBuilder('request')
            .setLock('pessimistic_write')
            .where('request.id = :id AND request.patient_id = :patientId AND request.status = :open', {
              id,
              patientId,
              open: SubscriptionChangeRequestStatus.open,
            })
            .getOne()
        : null;
      if (!request) throw new NotFoundError('SubscriptionChangeRequest');
      request.status = SubscriptionChangeRequestStatus.withdrawn;
      request.decided_at = this.clock.now();
      await manager.save(request);
      await this.record(manager, 'change_request_withdrawn', request, { req });
    });
  }

  /** The doctor confirms: the plan is paused or cancelled by the doctor's own command, in the same transaction. */
  confirm(viewer: Viewer, id: string): Promise<SubscriptionChangeRequest> {
    return this.writes.run(viewer, 'confirmSubscriptionChangeRequest', async (manager) => {
      const request = await this.lockVisibleOpen(manager, viewer, id);
      await this.commands.moveIn(manager, viewer, request.subscription_id, TARGET[request.kind]);
      return this.decide(manager, viewer, request, SubscriptionChangeRequestStatus.confirmed);
    });
  }

  /** The doctor declines: the plan stays as it is. */
  decline(viewer: Viewer, id: string): Promise<SubscriptionChangeRequest> {
    return this.writes.run(viewer, 'declineSubscriptionChangeRequest', async (manager) => {
      const request = await this.lockVisibleOpen(manager, viewer, id);
      return this.decide(manager, viewer, request, SubscriptionChangeRequestStatus.declined);
    });
  }

  private async decide(
    manager: EntityManager,
    viewer: Viewer,
    request: SubscriptionChangeRequest,
    status: SubscriptionChangeRequestStatus,
  ): Promise<SubscriptionChangeRequest> {
    request.status = status;
    request.decided_by_user_id = viewer.user.id;
    request.decided_at = this.clock.now();
    await manager.save(request);
    await this.record(manager, `change_request_${status}`, request, { viewer });
    return request;
  }

  /** The request of a plan the viewer sees (else 404, before any lock), locked; 409 once it is no longer open. */
  private async lockVisibleOpen(
    manager: EntityManager,
    viewer: Viewer,
    id: string,
  ): Promise<SubscriptionChangeRequest> {
    if (!isRowId(id)) throw new NotFoundError('SubscriptionChangeRequest');
    const visible = await scopeSubscriptions(
      manager.getRepository(Subscription).createQueryBuilder('subscription'),
      viewer,
    )
      .innerJoin(SubscriptionChangeRequest, 'request', 'request.subscription_id = subscription.id')
      .andWhere('request.id = :id', { id })
      .getExists();
    if (!visible) throw new NotFoundError('SubscriptionChangeRequest');
    const request = await manager
      .getRepository(SubscriptionChangeRequest)
      .createQueryBuilder('request')
      .setLock('pessimistic_write')
      .where('request.id = :id', { id })
      .getOneOrFail();
    if (request.status !== SubscriptionChangeRequestStatus.open)
      throw new AppError(ErrorCode.Conflict, SubscriptionsError.changeRequestDecided);
    return request;
  }

  private record(
    manager: EntityManager,
    what: string,
    request: SubscriptionChangeRequest,
    by: { viewer?: Viewer; req?: Request },
  ): Promise<void> {
    return this.audit.record(
      {
        event: `subscription.${what}`,
        ...(by.viewer ? AuditService.actor(by.viewer) : {}),
        subject: { type: 'subscription', id: request.subscription_id },
        details: { requestId: request.id, kind: request.kind, patientId: request.patient_id },
        req: by.req,
      },
      manager,
    );
  }
}
