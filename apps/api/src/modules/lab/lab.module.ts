import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InboundEvent } from '../../common/webhooks/inbound-event.entity.js';
import { LabCallbackController } from './lab-callback.controller.js';
import { LabCoreModule } from './lab-core.module.js';
import { LabInbox } from './lab-inbox.service.js';
import { NoiOrderRegistrationResponse } from './noi-order-registration-response.entity.js';
import { RegistrationResponsesResolver } from './registration-responses.resolver.js';

/** The lab exchange, HTTP side: the signed callbacks into the inbox, and the answers shown on an order. */
@Module({
  imports: [TypeOrmModule.forFeature([InboundEvent, NoiOrderRegistrationResponse]), LabCoreModule],
  controllers: [LabCallbackController],
  providers: [LabInbox, RegistrationResponsesResolver],
})
export class LabModule {}
