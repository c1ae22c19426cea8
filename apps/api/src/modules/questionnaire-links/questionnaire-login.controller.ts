import { Body, Controller, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { issueCsrfCookie } from '../../common/http/csrf.js';
import { SignedUrlGuard } from '../../common/http/signed-url.guard.js';
import { AppConfig } from '../../config/app-config.js';
import { QuestionnaireLoginBody } from './inputs/questionnaire-login.dto.js';
import { QuestionnaireLogin } from './services/questionnaire-login.service.js';

// The questionnaire page (`/patients/{guid}/login?expires&signature`) posts the birth date here unchanged.
@Controller('api/patients/:patient')
export class QuestionnaireLoginController {
  constructor(
    private readonly logins: QuestionnaireLogin,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @UseGuards(SignedUrlGuard)
  @Post('login')
  @HttpCode(200)
  async login(
    @Param('patient') guid: string,
    @Body() body: QuestionnaireLoginBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const answer = await this.logins.login(guid, body, req);
    issueCsrfCookie(req, res, this.config.secureCookies);
    return answer;
  }
}
