import { Module, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { PatientDeletionBlockers, PatientListFilters, PatientsModule } from '../patients/index.js';
import { PatientLifeCycleResolver, patientLifeCycleFilter } from './patient-life-cycle.js';
import { SubscriptionOnOrderPlaced } from './order-placed.listener.js';
import { SubscriptionChangeRequest } from './subscription-change-request.entity.js';
import { SubscriptionChangeRequests } from './subscription-change-requests.service.js';
import { SubscriptionCommands } from './subscription-commands.service.js';
import { SubscriptionQueries } from './subscription-queries.service.js';
import { SubscriptionLoader } from './subscription.loader.js';
import { Subscription } from './subscription.entity.js';
import { SubscriptionsResolver } from './subscriptions.resolver.js';

/**
 * The 90-day supplement subscription, HTTP side: the list and totals, pause / resume / cancel, and
 * the patient's life-cycle phase. Plans start in placeOrder (subscription-start.ts); renewals,
 * notices and the auto-resume run in the worker (SubscriptionsWorkerModule).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Subscription, SubscriptionChangeRequest]), PatientsModule, AuditModule],
  providers: [
    SubscriptionCommands,
    SubscriptionChangeRequests,
    SubscriptionQueries,
    SubscriptionLoader,
    SubscriptionsResolver,
    PatientLifeCycleResolver,
    SubscriptionOnOrderPlaced,
  ],
  exports: [SubscriptionQueries, SubscriptionChangeRequests],
})
export class SubscriptionsModule implements OnModuleInit {
  constructor(
    private readonly patientListFilters: PatientListFilters,
    private readonly patientBlockers: PatientDeletionBlockers,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  // A patient with a subscription (always with its orders too) is never erased.
  onModuleInit(): void {
    this.patientListFilters.register(patientLifeCycleFilter);
    this.patientBlockers.register({
      name: 'subscriptions',
      count: (patientId) => this.dataSource.getRepository(Subscription).countBy({ patient_id: patientId }),
    });
  }
}
