import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../../common/auth/viewer.js';
import { AuditEvent, AuditService } from './audit.service.js';

/**
 * Runs a write in one transaction and, while an admin impersonates, records the write with both
 * users in that same transaction: either both happen or neither does.
 */
@Injectable()
export class AuditedWrites {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  run<T>(viewer: Viewer | null, operation: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const result = await work(manager);
      if (viewer?.isImpersonating) {
        await this.audit.record(
          { event: AuditEvent.ImpersonatedWrite, ...AuditService.actor(viewer), details: { operation } },
          manager,
        );
      }
      return result;
    });
  }
}
