import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MaintenanceGuard } from '../../common/http/maintenance.guard.js';
import { MailModule } from '../mail/mail.module.js';
import { User } from '../users/entities/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { HandledByAdminGuard } from './handled-by-admin.guard.js';
import { ImpersonationLocks } from './impersonation-locks.service.js';
import { LoginService } from './login.service.js';
import { PasswordService } from './password.service.js';
import { RateLimiter } from './rate-limiter.service.js';
import { TwoFactorController } from './two-factor.controller.js';
import { TwoFactorService } from './two-factor.service.js';
import { ViewerService } from './viewer.service.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User]), UsersModule, MailModule],
  controllers: [AuthController, TwoFactorController],
  providers: [
    ViewerService,
    PasswordService,
    RateLimiter,
    LoginService,
    TwoFactorService,
    ImpersonationLocks,
    // In this order: maintenance answers first, the handled-by-admin lock needs the viewer.
    { provide: APP_GUARD, useClass: MaintenanceGuard },
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: HandledByAdminGuard },
  ],
  exports: [ViewerService, PasswordService, RateLimiter, TwoFactorService, ImpersonationLocks],
})
export class AuthModule {}
