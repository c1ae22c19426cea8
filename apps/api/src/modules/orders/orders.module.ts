import { MedicalCentersModule } from '../medical-centers/index.js';
import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeletionBlockers } from '../account/deletion-blockers.service.js';
import {
  PatientDeletionBlockers,
  PatientListColumns,
  PatientListFilters,
  PatientsModule,
} from '../patients/index.js';
import { ShopModule } from '../shop/index.js';
import { NoiOrder } from './noi-order.entity.js';
import { OrderWritesModule } from './order-writes.module.js';
import { OrderAddress } from './order-address.entity.js';
import { OrderConsent } from './order-consent.entity.js';
import { OrderItem } from './order-item.entity.js';
import { OrderLoader } from './order.loader.js';
import { Order } from './order.entity.js';
import { PatientOrdersResolver } from './order.resolver.js';
import { OrdersService } from './orders.service.js';
import { OrderCommands } from './order-commands.service.js';
import { OrderDetailsLoader } from './order-details.loader.js';
import { OrderQueries } from './order-queries.service.js';
import { OrdersResolver } from './orders.resolver.js';
import { AuditModule } from '../audit/index.js';
import { DocumentsModule } from '../documents/index.js';
import { OrderConfirmationController } from './order-confirmation.controller.js';
import { OrderConfirmationService } from './order-confirmation.service.js';
import { patientHasOrdersFilter } from './patient-has-orders.filter.js';
import { patientLatestOrderColumn } from './patient-latest-order.column.js';
import { OrderPracticeResolver } from './order-practice.resolver.js';
import { OrderPartResolver } from './order-part.resolver.js';
import { OrderFiguresModule } from './figures/order-figures.module.js';
import { PracticeFiguresResolver } from './figures/practice-figures.resolver.js';
import { OrderStatisticsResolver } from './statistics/order-statistics.resolver.js';
import { OrderStatisticsService } from './statistics/order-statistics.service.js';
import { UsersModule } from '../users/users.module.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Order, NoiOrder, OrderItem, OrderAddress, OrderConsent]),
    OrderWritesModule,
    PatientsModule,
    ShopModule,
    AuditModule,
    DocumentsModule,
    UsersModule,
    MedicalCentersModule,
    OrderFiguresModule,
  ],
  controllers: [OrderConfirmationController],
  providers: [
    OrdersService,
    OrderLoader,
    PatientOrdersResolver,
    OrderCommands,
    OrderQueries,
    OrderDetailsLoader,
    OrdersResolver,
    OrderConfirmationService,
    OrderPracticeResolver,
    OrderPartResolver,
    OrderStatisticsService,
    OrderStatisticsResolver,
    PracticeFiguresResolver,
  ],
  exports: [OrdersService, OrderQueries],
})
export class OrdersModule implements OnModuleInit {
  constructor(
    private readonly accountBlockers: DeletionBlockers,
    private readonly patientBlockers: PatientDeletionBlockers,
    private readonly patientListFilters: PatientListFilters,
    private readonly patientListColumns: PatientListColumns,
    private readonly orders: OrdersService,
    private readonly orderLoader: OrderLoader,
  ) {}

  // A doctor whose practice placed orders keeps the account; a patient with orders is never erased.
  // The patients list's hasOrders and its rows' latest orders are answered here, where the orders are.
  onModuleInit(): void {
    this.accountBlockers.register({ name: 'orders', count: (userId) => this.orders.countForUser(userId) });
    this.patientBlockers.register({
      name: 'orders',
      count: (patientId) => this.orders.countForPatient(patientId),
    });
    this.patientListFilters.register(patientHasOrdersFilter);
    this.patientListColumns.register(patientLatestOrderColumn(this.orderLoader));
  }
}
