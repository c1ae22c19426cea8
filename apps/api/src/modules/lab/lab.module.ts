import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InboundEvent } from '../../common/webhooks/inbound-event.entity.js';
import { LabCallbackController } from './lab-callback.controller.js';
import { LabCoreModule } from './lab-core.module.js';
import { AuditModule } from '../audit/index.js';
import { LabInbox } from './lab-inbox.service.js';
import { LabQuarantine } from './lab-quarantine.service.js';
import { LabQuarantineResolver } from './lab-quarantine.resolver.js';
import { LabReportQuarantine } from './lab-report-quarantine.entity.js';
import { LabReport } from './lab-report.entity.js';
import { NoiOrderRegistrationResponse } from './noi-order-registration-response.entity.js';
import { RegistrationResponsesResolver } from './registration-responses.resolver.js';

/**
 * The lab exchange, HTTP side: the signed callbacks into the inbox, the answers shown on an order, and
 * the admins' decisions on reports kept apart (attach or discard).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([InboundEvent, NoiOrderRegistrationResponse, LabReport, LabReportQuarantine]),
    LabCoreModule,
    AuditModule,
  ],
  controllers: [LabCallbackController],
  providers: [LabInbox, RegistrationResponsesResolver, LabQuarantine, LabQuarantineResolver],
})
export class LabModule {}
