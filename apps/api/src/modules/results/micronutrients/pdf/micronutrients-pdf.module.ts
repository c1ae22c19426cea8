import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../../documents/index.js';
import { PatientsModule } from '../../../patients/index.js';
import { MicronutrientsPdfController } from './micronutrients-pdf.controller.js';
import { MicronutrientsPdfService } from './micronutrients-pdf.service.js';

/** The micronutrients PDF of a patient: apart from the catalogue, which the patients module imports. */
@Module({
  imports: [PatientsModule, DocumentsModule],
  controllers: [MicronutrientsPdfController],
  providers: [MicronutrientsPdfService],
  exports: [MicronutrientsPdfService],
})
export class MicronutrientsPdfModule {}
