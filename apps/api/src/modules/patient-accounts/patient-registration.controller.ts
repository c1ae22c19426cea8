import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { SignedUrlGuard } from '../../common/http/signed-url.guard.js';
import { RegisterPatientBody, VerifyPatientBody } from './inputs/patient-registration.dto.js';
import { PatientRegistrationService } from './services/patient-registration.service.js';

// Both steps are signed links: the invitation signs verify, a passed verify hands out a signed register.
@Controller('api/patients/:guid')
export class PatientRegistrationController {
  constructor(private readonly registration: PatientRegistrationService) {}

  @Public()
  @UseGuards(SignedUrlGuard)
  @Post('verify')
  @HttpCode(200)
  verify(@Param('guid') guid: string, @Body() body: VerifyPatientBody, @Req() req: Request) {
    return this.registration.verify(guid, body, req);
  }

  @Public()
  @UseGuards(SignedUrlGuard)
  @Post('register')
  @HttpCode(200)
  register(@Param('guid') guid: string, @Body() body: RegisterPatientBody, @Req() req: Request) {
    return this.registration.register(guid, body, req);
  }
}
