import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { OrderWritesModule } from '../orders/index.js';
import { InboundEvent } from '../../common/webhooks/inbound-event.entity.js';
import { LabClient } from './lab-client.js';
import { LabCoreModule } from './lab-core.module.js';
import { LabInbox } from './lab-inbox.service.js';
import { LabReports } from './lab-reports.service.js';
import { LabResultsApplier } from './lab-results-applier.service.js';
import { LabReport } from './lab-report.entity.js';
import { LabQuarantine } from './lab-quarantine.service.js';
import { LabReportQuarantine } from './lab-report-quarantine.entity.js';
import { LabPartState } from './lab-part-state.service.js';
import { LabProcessor } from './lab.processor.js';
import { LabSchedule } from './lab.schedule.js';
import { LabStateIntake } from './lab-state-intake.service.js';
import { LabSender } from './lab-sender.service.js';
import { LabSweep } from './lab-sweep.service.js';
import { NoiOrderRegistrationResponse } from './noi-order-registration-response.entity.js';

/** Worker side: sends parts, applies callbacks and reconciles once a minute. */
@Module({
  imports: [
    TypeOrmModule.forFeature([InboundEvent, LabReport, LabReportQuarantine, NoiOrderRegistrationResponse]),
    AuditModule,
    LabCoreModule,
    OrderWritesModule,
  ],
  providers: [
    LabClient,
    LabInbox,
    LabReports,
    LabResultsApplier,
    LabQuarantine,
    LabPartState,
    LabStateIntake,
    LabSender,
    LabSweep,
    LabProcessor,
    LabSchedule,
  ],
  exports: [LabSweep],
})
export class LabWorkerModule {}
