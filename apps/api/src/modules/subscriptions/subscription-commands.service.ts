import { Injectable } from '@nestjs/common';
import { isRowId } from '@portal/shared-types';
import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { Clock } from '../../common/clock/clock.js';
import { NotFoundError } from '../../common/errors/app-error.js';
import { AuditedWrites, AuditService } from '../audit/index.js';
import { lockSubscription, scopeSubscriptions } from './subscription-access.js';
import { SubscriptionStatus } from './subscription-status.js';
import { settleOpenRequests } from './subscription-change-request-reads.js';
import { cancel, pause, resume } from './subscription-transitions.js';
import { Subscription } from './subscription.entity.js';

type Transition = typeof pause;

/** The doctor's (or an admin's) pause, resume and cancel; each one locked, audited, in one transaction. */
@Injectable()
export class SubscriptionCommands {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  pause(viewer: Viewer, id: string): Promise<Subscription> {
    return this.move(viewer, id, 'pauseSubscription', pause);
  }

  resume(viewer: Viewer, id: string): Promise<Subscription> {
    return this.move(viewer, id, 'resumeSubscription', resume);
  }

  cancel(viewer: Viewer, id: string): Promise<Subscription> {
    return this.move(viewer, id, 'cancelSubscription', cancel);
  }

  /**
   * The doctor's pause or cancel inside the caller's transaction (confirming a patient's change request): the
   * same check of who sees the plan, the same transition rules and the same audit entry.
   */
  moveIn(manager: EntityManager, viewer: Viewer, id: string, to: SubscriptionStatus): Promise<Subscription> {
    return this.moveWith(manager, viewer, id, TRANSITION_TO[to]);
  }

  private move(viewer: Viewer, id: string, operation: string, transition: Transition): Promise<Subscription> {
    return this.writes.run(viewer, operation, (manager) => this.moveWith(manager, viewer, id, transition));
  }

  private async moveWith(
    manager: EntityManager,
    viewer: Viewer,
    id: string,
    transition: Transition,
  ): Promise<Subscription> {
    const subscription = await this.lock(viewer, id, manager);
    const from = subscription.status;
    const now = this.clock.now();
    await transition(manager, subscription, now);
    await this.audit.record(
      {
        event: `subscription.${EVENT_OF[subscription.status]}`,
        ...AuditService.actor(viewer),
        subject: { type: 'subscription', id: subscription.id },
        details: { from, to: subscription.status },
      },
      manager,
    );
    // A patient's open request that this move answers (or makes moot) is closed with it.
    await settleOpenRequests(manager, subscription, viewer.user.id, now);
    return subscription;
  }

  private async lock(viewer: Viewer, id: string, manager: EntityManager): Promise<Subscription> {
    if (!isRowId(id)) throw new NotFoundError('Subscription');
    const visible = await scopeSubscriptions(
      manager.getRepository(Subscription).createQueryBuilder('subscription'),
      viewer,
    )
      .select('subscription.id')
      .andWhere('subscription.id = :id', { id })
      .getOne();
    if (!visible) throw new NotFoundError('Subscription');
    return (await lockSubscription(manager, id))!;
  }
}

const TRANSITION_TO: Record<SubscriptionStatus, Transition> = {
  [SubscriptionStatus.active]: resume,
  [SubscriptionStatus.paused]: pause,
  [SubscriptionStatus.canceled]: cancel,
};

const EVENT_OF: Record<SubscriptionStatus, string> = {
  [SubscriptionStatus.active]: 'resumed',
  [SubscriptionStatus.paused]: 'paused',
  [SubscriptionStatus.canceled]: 'canceled',
};
