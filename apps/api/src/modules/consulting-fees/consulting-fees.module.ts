import { Module } from '@nestjs/common';
import { ConsultingFeesCommands } from './consulting-fees-commands.service.js';
import { ConsultingFeesCoreModule } from './consulting-fees-core.module.js';
import { ConsultingFeesQueries } from './consulting-fees-queries.service.js';
import {
  ConsultingFeesResolver,
  OrderConsultingFeeResolver,
  UserConsultingFeesResolver,
} from './consulting-fees.resolver.js';

/** The financial page (Verrechnung), Order.consultingFee and the admin's fee edit. */
@Module({
  imports: [ConsultingFeesCoreModule],
  providers: [
    ConsultingFeesQueries,
    ConsultingFeesCommands,
    ConsultingFeesResolver,
    OrderConsultingFeeResolver,
    UserConsultingFeesResolver,
  ],
})
export class ConsultingFeesModule {}
