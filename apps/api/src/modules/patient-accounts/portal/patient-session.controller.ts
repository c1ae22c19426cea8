import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../../common/auth/auth.decorators.js';
import { issueCsrfCookie, XSRF_COOKIE } from '../../../common/http/csrf.js';
import { SESSION_COOKIE } from '../../../common/http/session.js';
import { AppConfig } from '../../../config/app-config.js';
import { PatientLoginBody } from './patient-portal.dto.js';
import { PatientLoginService } from './patient-login.service.js';
import { loginSummaryOf } from './portal-patients.service.js';

/** The patient portal's login and logout (a patient session; never a doctor's). */
@Controller('api/patient')
export class PatientSessionController {
  constructor(
    private readonly login: PatientLoginService,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  async signIn(
    @Body() body: PatientLoginBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const patient = await this.login.signIn(body, req);
    issueCsrfCookie(req, res, this.config.secureCookies);
    return { patient: loginSummaryOf(patient) };
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.login.signOut(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.clearCookie(XSRF_COOKIE, { path: '/' });
  }
}
