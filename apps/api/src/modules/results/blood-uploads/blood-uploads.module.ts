import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../mail/index.js';
import { PatientDeletionBlockers, PatientsModule } from '../../patients/index.js';
import { UsersModule } from '../../users/index.js';
import { BloodAnalysisModule } from '../blood-analysis/blood-analysis.module.js';
import { BloodUploadQueueResolver } from './blood-upload-queue.resolver.js';
import { BloodUploadQueue } from './blood-upload-queue.service.js';
import { BloodUploadConsent } from './blood-upload-consent.entity.js';
import { BloodUploadFileController } from './blood-upload-file.controller.js';
import { BloodUpload } from './blood-upload.entity.js';
import { BloodUploadsResolver } from './blood-uploads.resolver.js';
import { BloodUploadsService } from './blood-uploads.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([BloodUpload, BloodUploadConsent]),
    PatientsModule,
    MailModule,
    UsersModule,
    BloodAnalysisModule,
  ],
  controllers: [BloodUploadFileController],
  providers: [BloodUploadsService, BloodUploadsResolver, BloodUploadQueue, BloodUploadQueueResolver],
})
export class BloodUploadsModule implements OnModuleInit {
  constructor(
    private readonly patientBlockers: PatientDeletionBlockers,
    private readonly uploads: BloodUploadsService,
  ) {}

  // A patient with uploaded results is never erased (like one with orders).
  onModuleInit(): void {
    this.patientBlockers.register({
      name: 'bloodUploads',
      count: (patientId) => this.uploads.countForPatient(patientId),
    });
  }
}
