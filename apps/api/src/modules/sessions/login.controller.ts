import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AllowedDuringTwoFactorSetup, Public } from '../../common/auth/auth.decorators.js';
import { issueCsrfCookie, XSRF_COOKIE } from '../../common/http/csrf.js';
import { SESSION_COOKIE } from '../../common/http/session.js';
import { AppConfig } from '../../config/app-config.js';
import { ConfirmPasswordBody, LoginBody } from './inputs/login.dto.js';
import { isPasswordConfirmed } from './session-data.js';
import { LoginService } from './services/login.service.js';
import { PasswordConfirmationService } from './services/password-confirmation.service.js';

/** Fortify's session endpoints: login, logout, password confirmation (the code step: two-factor area). */
@Controller()
export class LoginController {
  constructor(
    private readonly login: LoginService,
    private readonly confirmation: PasswordConfirmationService,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  async signIn(@Body() body: LoginBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const answer = await this.login.signIn(body, req);
    issueCsrfCookie(req, res, this.config.secureCookies);
    return answer;
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.login.signOut(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.clearCookie(XSRF_COOKIE, { path: '/' });
  }

  @AllowedDuringTwoFactorSetup()
  @Post('user/confirm-password')
  @HttpCode(201)
  confirmPassword(@Body() body: ConfirmPasswordBody, @Req() req: Request): Promise<void> {
    return this.confirmation.confirm(req.viewer!, body.password, req);
  }

  @AllowedDuringTwoFactorSetup()
  @Get('user/confirmed-password-status')
  confirmedPasswordStatus(@Req() req: Request) {
    return { confirmed: isPasswordConfirmed(req.session) };
  }
}
