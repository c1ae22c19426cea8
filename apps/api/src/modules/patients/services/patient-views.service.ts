import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { REDIS } from '../../../common/redis/redis.module.js';
import { AppConfig } from '../../../config/app-config.js';
import { AuditService } from '../../audit/index.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { PatientAuditEvent } from '../inputs/patients.types.js';

/** One `patient.viewed` row covers the same viewer's further reads of that patient for this long. */
export const PATIENT_VIEW_WINDOW_SECONDS = 15 * 60;

/** The Redis key that marks a recorded view; the impersonating admin counts as a viewer of their own. */
export function patientViewKey(prefix: string, viewer: Viewer, patientId: string): string {
  return `${prefix}:patient-viewed:${viewer.user.id}:${viewer.impersonator?.id ?? '-'}:${patientId}`;
}

/**
 * The audit of reads of a patient's health data, once per viewer and patient per window: an open
 * patient page reads the patient again and again, and one row per read would bury the trail.
 */
@Injectable()
export class PatientViews {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  async record(viewer: Viewer, patientId: string): Promise<void> {
    const key = patientViewKey(this.config.redisPrefix, viewer, patientId);
    // Without Redis every read is audited: a trail with repeats beats a trail with gaps.
    const opened = await this.redis
      .set(key, '1', 'EX', PATIENT_VIEW_WINDOW_SECONDS, 'NX')
      .catch(() => 'OK' as const);
    if (opened !== 'OK') return;
    try {
      await this.audit.record({
        event: PatientAuditEvent.Viewed,
        ...AuditService.actor(viewer),
        subject: { type: 'patient', id: patientId },
      });
    } catch (error) {
      // The read was not recorded, so it must not cover the next one.
      await this.redis.del(key).catch(() => undefined);
      throw error;
    }
  }
}
