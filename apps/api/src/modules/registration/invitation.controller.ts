import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { SignedUrlGuard } from '../../common/http/signed-url.guard.js';
import { InvitationRegisterBody } from './inputs/invitation.dto.js';
import { InvitationService } from './services/invitation.service.js';

@Controller('api')
export class InvitationController {
  constructor(private readonly invitations: InvitationService) {}

  @Public()
  @UseGuards(SignedUrlGuard)
  @Post('doctors/:doctorId/register')
  @HttpCode(200)
  async register(
    @Param('doctorId') doctorId: string,
    @Body() body: InvitationRegisterBody,
    @Req() req: Request,
  ) {
    await this.invitations.accept(doctorId, body, req);
    return { message: 'Ihr Konto wurde erfolgreich aktiviert' };
  }
}
