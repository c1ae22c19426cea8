import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsWorkerModule } from '../documents/index.js';
import { PatientDataExport } from './data/patient-data-export.entity.js';
import { PatientDataExportsProcessor } from './data/patient-data-exports.processor.js';
import { PatientDataSchedule } from './data/patient-data.schedule.js';

/** Worker side of the patient portal: prepares the patient's data exports and purges expired ones. */
@Module({
  imports: [TypeOrmModule.forFeature([PatientDataExport]), DocumentsWorkerModule],
  providers: [PatientDataExportsProcessor, PatientDataSchedule],
})
export class PatientPortalWorkerModule {}
