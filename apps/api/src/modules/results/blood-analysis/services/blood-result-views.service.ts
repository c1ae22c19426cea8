import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { REDIS } from '../../../../common/redis/redis.module.js';
import type { Viewer } from '../../../../common/auth/viewer.js';
import { AppConfig } from '../../../../config/app-config.js';
import { AuditService } from '../../../audit/index.js';
import { BloodAuditEvent } from '../blood-analysis.errors.js';

/** One `blood_results.viewed` row covers the same viewer's further reads of that patient's results this long. */
export const BLOOD_VIEW_WINDOW_SECONDS = 15 * 60;

/**
 * The audit of reads of a patient's blood results, throttled as PatientViews throttles patient reads:
 * the results pages read the values again and again, one row per read would bury the trail.
 */
@Injectable()
export class BloodResultViews {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  async record(viewer: Viewer, patientId: string): Promise<void> {
    const key = `${this.config.redisPrefix}:blood-results-viewed:${viewer.user.id}:${viewer.impersonator?.id ?? '-'}:${patientId}`;
    const opened = await this.redis
      .set(key, '1', 'EX', BLOOD_VIEW_WINDOW_SECONDS, 'NX')
      .catch(() => 'OK' as const);
    if (opened !== 'OK') return;
    try {
      await this.audit.record({
        event: BloodAuditEvent.Viewed,
        ...AuditService.actor(viewer),
        subject: { type: 'patient', id: patientId },
      });
    } catch (error) {
      await this.redis.del(key).catch(() => undefined);
      throw error;
    }
  }
}
