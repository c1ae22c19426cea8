import { Injectable } from '@nestjs/common';
import { isRowId } from '@portal/shared-types';
import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { Clock } from '../../common/clock/clock.js';
import { NotFoundError } from '../../common/errors/app-error.js';
import { AuditedWrites, AuditService } from '../audit/index.js';
import { scopeSubscriptions } from './subscription-access.js';
import { SubscriptionStatus } from './subscription-status.js';
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

  private move(viewer: Viewer, id: string, operation: string, transition: Transition): Promise<Subscription> {
    return this.writes.run(viewer, operation, async (manager) => {
      const subscription = await this.lock(viewer, id, manager);
      const from = subscription.status;
      await transition(manager, subscription, this.clock.now());
      await this.audit.record(
        {
          event: `subscription.${EVENT_OF[subscription.status]}`,
          ...AuditService.actor(viewer),
          subject: { type: 'subscription', id: subscription.id },
          details: { from, to: subscription.status },
        },
        manager,
      );
      return subscription;
    });
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
    return manager
      .getRepository(Subscription)
      .createQueryBuilder('subscription')
      .setLock('pessimistic_write')
      .where('subscription.id = :id', { id })
      .getOneOrFail();
  }
}

const EVENT_OF: Record<SubscriptionStatus, string> = {
  [SubscriptionStatus.active]: 'resumed',
  [SubscriptionStatus.paused]: 'paused',
  [SubscriptionStatus.canceled]: 'canceled',
};
