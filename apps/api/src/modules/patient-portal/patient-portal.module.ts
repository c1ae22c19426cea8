import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents/index.js';
import { QuestionnaireLinksModule } from '../questionnaire-links/index.js';
import { PatientConsentsController } from './data/patient-consents.controller.js';
import { PatientConsentsService } from './data/patient-consents.service.js';
import { PatientDataExport } from './data/patient-data-export.entity.js';
import { PatientDataExportsController } from './data/patient-data-exports.controller.js';
import { PatientDataExportsService } from './data/patient-data-exports.service.js';
import { PatientHomeController } from './home/patient-home.controller.js';
import { PatientHomeService } from './home/patient-home.service.js';
import { BillingModule } from '../billing/index.js';
import { OrderWritesModule } from '../orders/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { PatientOrdersController } from './orders/patient-orders.controller.js';
import { PatientOrders } from './orders/patient-orders.service.js';
import { PatientPlanController } from './plan/patient-plan.controller.js';
import { PatientPlan } from './plan/patient-plan.service.js';
import { PatientResultsController } from './results/patient-results.controller.js';
import { PatientResultsService } from './results/patient-results.service.js';

/**
 * The patient's own portal beyond the account (issue 34): home, released reports, orders and invoices, the
 * supplement plan, consents and the data export. REST under `api/patient/…`, reached only by a portal session
 * of the patient (`@PatientOnly(PatientSessionKind.Portal)`); every read is scoped to the session's patient.
 * Each page's part lives in its own subfolder and adds its controllers and providers here.
 */
@Module({
  imports: [
    QuestionnaireLinksModule,
    DocumentsModule,
    BillingModule,
    OrderWritesModule,
    SubscriptionsModule,
    TypeOrmModule.forFeature([PatientDataExport]),
  ],
  controllers: [
    PatientHomeController,
    PatientResultsController,
    PatientOrdersController,
    PatientPlanController,
    PatientConsentsController,
    PatientDataExportsController,
  ],
  providers: [
    PatientHomeService,
    PatientResultsService,
    PatientOrders,
    PatientPlan,
    PatientConsentsService,
    PatientDataExportsService,
  ],
})
export class PatientPortalModule {}
