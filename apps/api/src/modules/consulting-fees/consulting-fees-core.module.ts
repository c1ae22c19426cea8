import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsultingFee } from './consulting-fee.entity.js';
import { ConsultingFeeCorrection } from './consulting-fee-correction.entity.js';
import { ConsultingFeeLedger } from './consulting-fee-ledger.service.js';
import { ConsultingFeeOrderListeners } from './order-listeners.js';
import { ConsultingFeePatientListeners } from './patient-listeners.js';

/** What both processes need: the fee's life cycle and its listeners of the orders' and patients' events. */
@Module({
  imports: [TypeOrmModule.forFeature([ConsultingFee, ConsultingFeeCorrection])],
  providers: [ConsultingFeeLedger, ConsultingFeeOrderListeners, ConsultingFeePatientListeners],
  exports: [ConsultingFeeLedger],
})
export class ConsultingFeesCoreModule {}
