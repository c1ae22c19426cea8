import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeletionBlockers } from '../account/deletion-blockers.service.js';
import { PatientDeletionBlockers } from '../patients/services/patient-deletion-blockers.service.js';
import { PatientListFilters } from '../patients/services/patient-list-filters.service.js';
import { PatientsModule } from '../patients/patients.module.js';
import { NoiOrder } from './noi-order.entity.js';
import { OrderLoader } from './order.loader.js';
import { Order } from './order.entity.js';
import { PatientOrdersResolver } from './order.resolver.js';
import { OrdersService } from './orders.service.js';
import { patientHasOrdersFilter } from './patient-has-orders.filter.js';

@Module({
  imports: [TypeOrmModule.forFeature([Order, NoiOrder]), PatientsModule],
  providers: [OrdersService, OrderLoader, PatientOrdersResolver],
  exports: [OrdersService],
})
export class OrdersModule implements OnModuleInit {
  constructor(
    private readonly accountBlockers: DeletionBlockers,
    private readonly patientBlockers: PatientDeletionBlockers,
    private readonly patientListFilters: PatientListFilters,
    private readonly orders: OrdersService,
  ) {}

  // A doctor whose practice placed orders keeps the account; a patient with orders is never erased.
  // The patients list's hasOrders is answered here, where the orders are.
  onModuleInit(): void {
    this.accountBlockers.register({ name: 'orders', count: (userId) => this.orders.countForUser(userId) });
    this.patientBlockers.register({
      name: 'orders',
      count: (patientId) => this.orders.countForPatient(patientId),
    });
    this.patientListFilters.register(patientHasOrdersFilter);
  }
}
