import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { issueCsrfCookie } from '../../common/http/csrf.js';
import { AppConfig } from '../../config/app-config.js';
import { TwoFactorChallengeService } from './services/two-factor-challenge.service.js';
import { TwoFactorChallengeBody } from './inputs/two-factor.dto.js';

/** Fortify's two-factor challenge: completes a login that the password step left pending. */
@Controller()
export class TwoFactorChallengeController {
  constructor(
    private readonly challenge: TwoFactorChallengeService,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('two-factor-challenge')
  @HttpCode(204)
  async pass(
    @Body() body: TwoFactorChallengeBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.challenge.pass(body, req);
    issueCsrfCookie(req, res, this.config.secureCookies);
  }
}
