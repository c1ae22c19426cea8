import { Controller, Get, Header } from '@nestjs/common';
import { CurrentPatient, PatientOnly } from '../../../common/auth/auth.decorators.js';
import { PatientSessionKind, type PatientViewer } from '../../../common/auth/patient-viewer.js';
import { PatientHomeService } from './patient-home.service.js';

/** The patient portal's home (`/patient`): only a portal session of the patient reaches it. */
@PatientOnly(PatientSessionKind.Portal)
@Controller('api/patient')
export class PatientHomeController {
  constructor(private readonly home: PatientHomeService) {}

  @Get('home')
  @Header('Cache-Control', 'no-store')
  get(@CurrentPatient() patient: PatientViewer) {
    return this.home.of(patient);
  }
}
