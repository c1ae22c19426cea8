import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { SignedUrlGuard } from '../../common/http/signed-url.guard.js';
import { EmailChangeService } from './email-change.service.js';

@Controller('api')
export class EmailChangeController {
  constructor(private readonly emailChange: EmailChangeService) {}

  @Public()
  @UseGuards(SignedUrlGuard)
  @Post('confirm-email-change/:user/:newEmail')
  @HttpCode(200)
  async confirm(@Param('user') user: string, @Param('newEmail') newEmail: string, @Req() req: Request) {
    await this.emailChange.confirm(user, newEmail, req);
    return { message: 'E-Mail-Adresse wurde geändert.' };
  }
}
