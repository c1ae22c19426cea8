import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/index.js';
import { MailModule } from '../mail/index.js';
import { UsersModule } from '../users/index.js';
import { RecoveryCodesPdfController } from './recovery-codes-pdf.controller.js';
import { RecoveryCodesPdfService } from './services/recovery-codes-pdf.service.js';
import { TwoFactorChallengeController } from './two-factor-challenge.controller.js';
import { TwoFactorChallengeService } from './services/two-factor-challenge.service.js';
import { TwoFactorSettingsService } from './services/two-factor-settings.service.js';
import { TwoFactorController } from './two-factor.controller.js';
import { TwoFactorResolver } from './two-factor.resolver.js';
import { TwoFactorService } from './services/two-factor.service.js';

/** Two-factor sign-in: set-up (app or e-mail), the login's code step, recovery codes and their PDF. */
@Module({
  imports: [UsersModule, MailModule, DocumentsModule],
  controllers: [TwoFactorController, TwoFactorChallengeController, RecoveryCodesPdfController],
  providers: [
    TwoFactorService,
    TwoFactorSettingsService,
    TwoFactorChallengeService,
    RecoveryCodesPdfService,
    TwoFactorResolver,
  ],
})
export class TwoFactorModule {}
