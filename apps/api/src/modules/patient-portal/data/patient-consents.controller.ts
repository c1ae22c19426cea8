import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentPatient, PatientOnly } from '../../../common/auth/auth.decorators.js';
import { PatientSessionKind, type PatientViewer } from '../../../common/auth/patient-viewer.js';
import { PatientConsentsService } from './patient-consents.service.js';

/** The consents the patient gave, and their withdrawal (DSGVO Art. 7(3)). */
@PatientOnly(PatientSessionKind.Portal)
@Controller('api/patient/consents')
export class PatientConsentsController {
  constructor(private readonly consents: PatientConsentsService) {}

  @Get()
  list(@CurrentPatient() patient: PatientViewer) {
    return this.consents.list(patient);
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  withdraw(@CurrentPatient() patient: PatientViewer, @Param('id') id: string, @Req() req: Request) {
    return this.consents.withdraw(patient, id, req);
  }
}
