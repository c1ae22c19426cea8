import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartnershipModel } from '../catalog/entities/partnership-model.entity.js';
import { CreditNote } from '../credit-notes/credit-note.entity.js';
import { ConsultingFee } from './consulting-fee.entity.js';
import { ConsultingFeeLedger } from './consulting-fee-ledger.service.js';
import { ConsultingFeeOrderListeners } from './order-listeners.js';

/** What both processes need: the fee's life cycle (billing and patients use it) and its listeners of the orders' events. */
@Module({
  imports: [TypeOrmModule.forFeature([ConsultingFee, PartnershipModel, CreditNote])],
  providers: [ConsultingFeeLedger, ConsultingFeeOrderListeners],
  exports: [ConsultingFeeLedger],
})
export class ConsultingFeesCoreModule {}
