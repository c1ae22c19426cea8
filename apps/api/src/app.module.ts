import { Module } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ALL_ENTITIES } from './all-entities.js';
import { InputValidationPipe } from './common/errors/input-validation.pipe.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { GraphqlModule } from './common/graphql/graphql.module.js';
import { HttpSecurityModule } from './common/http/http-security.module.js';
import { CoreModule } from './core.module.js';
import { AccountModule } from './modules/account/account.module.js';
import { AdminDashboardModule } from './modules/admin-dashboard/admin-dashboard.module.js';
import { BloodAnalysisModule } from './modules/results/blood-analysis/blood-analysis.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuditViewModule } from './modules/audit/view/audit-view.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { BloodUploadsModule } from './modules/results/blood-uploads/blood-uploads.module.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { ConsentsModule } from './modules/consents/consents.module.js';
import { LegalModule } from './modules/legal/legal.module.js';
import { CreditNotesModule } from './modules/credit-notes/credit-notes.module.js';
import { ConsultingFeesModule } from './modules/consulting-fees/consulting-fees.module.js';
import { DnaAnalysisModule } from './modules/results/dna-analysis/dna-analysis.module.js';
import { FhirExportModule } from './modules/results/fhir/fhir-export.module.js';
import { DocumentsModule } from './modules/documents/documents.module.js';
import { FormulasModule } from './modules/formulas/formulas.module.js';
import { ExportsModule } from './modules/exports/exports.module.js';
import { PatientPortalModule } from './modules/patient-portal/index.js';
import { HealthModule } from './modules/health/health.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { MetricsModule } from './modules/metrics/metrics.module.js';
import { MedicalCentersModule } from './modules/medical-centers/medical-centers.module.js';
import { PasswordResetModule } from './modules/password-reset/password-reset.module.js';
import { PatientAccountsModule } from './modules/patient-accounts/patient-accounts.module.js';
import { MicronutrientsModule } from './modules/results/micronutrients/micronutrients.module.js';
import { MicronutrientsPdfModule } from './modules/results/micronutrients/pdf/micronutrients-pdf.module.js';
import { ReportReleasesModule } from './modules/results/releases/report-releases.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { LabModule } from './modules/lab/lab.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { SamplesModule } from './modules/samples/samples.module.js';
import { ShopModule } from './modules/shop/shop.module.js';
import { PatientsModule } from './modules/patients/patients.module.js';
import { QuestionnaireLinksModule } from './modules/questionnaire-links/questionnaire-links.module.js';
import { RegistrationModule } from './modules/registration/registration.module.js';
import { TherapistsModule } from './modules/therapists/therapists.module.js';
import { SessionsModule } from './modules/sessions/sessions.module.js';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module.js';
import { TwoFactorModule } from './modules/two-factor/two-factor.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { WorkQueueModule } from './modules/work-queue/index.js';

/** The HTTP process: GraphQL, REST controllers and the SPA. */
@Module({
  imports: [
    CoreModule,
    // Every entity, so relations find their targets; each area's forFeature gives it its repositories.
    TypeOrmModule.forFeature(ALL_ENTITIES),
    GraphqlModule,
    HttpSecurityModule,
    HealthModule,
    MetricsModule,
    RateLimitModule,
    AuditModule,
    AuditViewModule,
    SessionsModule,
    TwoFactorModule,
    CatalogModule,
    ConsentsModule,
    LegalModule,
    MailModule,
    UsersModule,
    MedicalCentersModule,
    AccountModule,
    RegistrationModule,
    PasswordResetModule,
    PatientsModule,
    PatientAccountsModule,
    QuestionnaireLinksModule,
    MicronutrientsModule,
    MicronutrientsPdfModule,
    ReportReleasesModule,
    ShopModule,
    OrdersModule,
    SamplesModule,
    PaymentsModule,
    BillingModule,
    ConsultingFeesModule,
    AdminDashboardModule,
    CreditNotesModule,
    TherapistsModule,
    LabModule,
    DnaAnalysisModule,
    BloodAnalysisModule,
    FhirExportModule,
    SubscriptionsModule,
    DocumentsModule,
    BloodUploadsModule,
    FormulasModule,
    ExportsModule,
    WorkQueueModule,
    PatientPortalModule,
  ],
  providers: [{ provide: APP_PIPE, useClass: InputValidationPipe }],
})
export class AppModule {}
