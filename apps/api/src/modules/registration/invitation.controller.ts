import { Body, Controller, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { InvitationRegisterBody } from './inputs/invitation.dto.js';
import { InvitationLinkGuard } from './invitation-link.guard.js';
import { InvitationService } from './services/invitation.service.js';

@Controller('api')
export class InvitationController {
  constructor(private readonly invitations: InvitationService) {}

  @Public()
  @UseGuards(InvitationLinkGuard)
  @Post('doctors/:doctorId/register')
  @HttpCode(200)
  async register(
    @Param('doctorId') doctorId: string,
    @Query('expires') expires: string,
    @Body() body: InvitationRegisterBody,
    @Req() req: Request,
  ) {
    await this.invitations.accept(doctorId, Number(expires), body, req);
    return { message: 'Ihr Konto wurde erfolgreich aktiviert' };
  }
}
