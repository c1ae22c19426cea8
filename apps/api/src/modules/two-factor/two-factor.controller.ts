import { Body, Controller, Delete, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { NotFoundError, ValidationError } from '../../common/errors/app-error.js';
import { AuditEvent, AuditService } from '../audit/index.js';
import { AllowedDuringTwoFactorSetup } from '../../common/auth/auth.decorators.js';
import { ConfirmTwoFactorBody } from './inputs/two-factor.dto.js';
import { NotImpersonatingGuard } from '../sessions/guards/not-impersonating.guard.js';
import { PasswordConfirmedGuard } from '../sessions/guards/password-confirmed.guard.js';
import { TwoFactorService } from './services/two-factor.service.js';
import { TwoFactorError } from './two-factor.errors.js';

/** Fortify's two-factor management endpoints for the logged-in user. */
@AllowedDuringTwoFactorSetup()
@UseGuards(NotImpersonatingGuard)
@Controller('user')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly audit: AuditService,
  ) {}

  @Post('two-factor-authentication')
  @HttpCode(200)
  @UseGuards(PasswordConfirmedGuard)
  async enable(@Req() req: Request): Promise<void> {
    const viewer = req.viewer!;
    await this.twoFactor.enable(viewer.user.id);
    await this.audit.record({ event: AuditEvent.TwoFactorEnabled, ...AuditService.actor(viewer), req });
  }

  @Delete('two-factor-authentication')
  @HttpCode(200)
  @UseGuards(PasswordConfirmedGuard)
  async disable(@Req() req: Request): Promise<void> {
    const viewer = req.viewer!;
    await this.twoFactor.disable(viewer.user.id);
    await this.audit.record({ event: AuditEvent.TwoFactorDisabled, ...AuditService.actor(viewer), req });
  }

  @Get('two-factor-qr-code')
  @UseGuards(PasswordConfirmedGuard)
  async qrCode(@Req() req: Request): Promise<{ svg: string; url: string }> {
    const qr = await this.twoFactor.qrCode(req.viewer!.user);
    if (!qr) throw new NotFoundError('Two-factor secret');
    return qr;
  }

  @Post('confirmed-two-factor-authentication')
  @HttpCode(200)
  async confirm(@Body() body: ConfirmTwoFactorBody, @Req() req: Request): Promise<void> {
    const viewer = req.viewer!;
    if (!(await this.twoFactor.verifyCode(viewer.user, body.code.trim()))) {
      throw ValidationError.of('code', TwoFactorError.invalidCode);
    }
    await this.twoFactor.confirm(viewer.user.id);
    await this.audit.record({ event: AuditEvent.TwoFactorConfirmed, ...AuditService.actor(viewer), req });
  }

  @Get('two-factor-recovery-codes')
  @UseGuards(PasswordConfirmedGuard)
  recoveryCodes(@Req() req: Request): Promise<string[]> {
    return this.twoFactor.recoveryCodes(req.viewer!.user.id);
  }

  @Post('two-factor-recovery-codes')
  @HttpCode(200)
  @UseGuards(PasswordConfirmedGuard)
  async regenerate(@Req() req: Request): Promise<string[]> {
    const viewer = req.viewer!;
    const codes = await this.twoFactor.regenerateRecoveryCodes(viewer.user.id);
    await this.audit.record({
      event: AuditEvent.RecoveryCodesRegenerated,
      ...AuditService.actor(viewer),
      req,
    });
    return codes;
  }
}
