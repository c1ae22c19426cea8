import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PartnershipModel } from '../catalog/entities/partnership-model.entity.js';
import { CreditNote } from '../credit-notes/credit-note.entity.js';
import { ConsultingFee } from './consulting-fee.entity.js';
import { ConsultingFeeLedger } from './consulting-fee-ledger.service.js';

/** What the payments, billing and patients areas (and the worker) need: the fee's life cycle. */
@Module({
  imports: [TypeOrmModule.forFeature([ConsultingFee, PartnershipModel, CreditNote])],
  providers: [ConsultingFeeLedger],
  exports: [ConsultingFeeLedger],
})
export class ConsultingFeesCoreModule {}
