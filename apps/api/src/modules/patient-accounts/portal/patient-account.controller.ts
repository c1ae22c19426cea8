import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentPatient, PatientOnly } from '../../../common/auth/auth.decorators.js';
import { PatientSessionKind, type PatientViewer } from '../../../common/auth/patient-viewer.js';
import { issueCsrfCookie, XSRF_COOKIE } from '../../../common/http/csrf.js';
import { SESSION_COOKIE } from '../../../common/http/session.js';
import { AppConfig } from '../../../config/app-config.js';
import { PatientChangePasswordBody, PatientDeleteAccountBody } from './patient-portal.dto.js';
import { PatientAccountService } from './patient-account.service.js';

/** The account page of the patient portal: only a portal session of the patient reaches it. */
@PatientOnly(PatientSessionKind.Portal)
@Controller('api/patient')
export class PatientAccountController {
  constructor(
    private readonly account: PatientAccountService,
    private readonly config: AppConfig,
  ) {}

  @Get('me')
  me(@CurrentPatient() patient: PatientViewer, @Req() req: Request) {
    return this.account.me(patient, req);
  }

  @Post('password')
  @HttpCode(200)
  async changePassword(
    @CurrentPatient() patient: PatientViewer,
    @Body() body: PatientChangePasswordBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const answer = await this.account.changePassword(patient, body, req);
    // The session got a new id and CSRF token: the page keeps working with the new cookie.
    issueCsrfCookie(req, res, this.config.secureCookies);
    return answer;
  }

  @Delete('account')
  @HttpCode(200)
  async deleteAccount(
    @CurrentPatient() patient: PatientViewer,
    @Body() body: PatientDeleteAccountBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const answer = await this.account.deleteAccount(patient, body.password, req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.clearCookie(XSRF_COOKIE, { path: '/' });
    return answer;
  }
}
