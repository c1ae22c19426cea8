import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/index.js';
import { UsersModule } from '../users/index.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { PasswordResetTargets } from './password-reset-targets.js';
import { PasswordResetResolver } from './password-reset.resolver.js';
import { PasswordResetService } from './password-reset.service.js';

/** "Passwort vergessen": the reset mail and the new password; other areas register their own tokens. */
@Module({
  imports: [TypeOrmModule.forFeature([PasswordResetToken]), MailModule, UsersModule],
  providers: [PasswordResetService, PasswordResetTargets, PasswordResetResolver],
  exports: [PasswordResetTargets],
})
export class PasswordResetModule {}
