import { Module } from '@nestjs/common';
import { AuditViewResolver } from './audit-view.resolver.js';
import { AuditViewService } from './audit-view.service.js';

/** HTTP side of the audit log: the admins' audit view per doctor and per patient. */
@Module({ providers: [AuditViewService, AuditViewResolver] })
export class AuditViewModule {}
