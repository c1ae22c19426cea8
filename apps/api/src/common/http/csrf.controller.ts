import { Public } from '../auth/public.decorator.js';
import { Controller, Get, HttpCode, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { issueCsrfCookie } from './csrf.js';

@Public()
@Controller('sanctum')
export class CsrfController {
  constructor(private readonly config: AppConfig) {}

  @Get('csrf-cookie')
  @HttpCode(204)
  csrfCookie(@Req() req: Request, @Res({ passthrough: true }) res: Response): void {
    issueCsrfCookie(req, res, this.config.secureCookies);
  }
}
