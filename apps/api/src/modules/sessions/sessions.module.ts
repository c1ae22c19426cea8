import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MaintenanceGuard } from '../../common/http/maintenance.guard.js';
import { UsersModule } from '../users/index.js';
import { AuthGuard } from './guards/auth.guard.js';
import { HandledByAdminGuard } from './guards/handled-by-admin.guard.js';
import { ImpersonationResolver } from './impersonation.resolver.js';
import { LoginController } from './login.controller.js';
import { ImpersonationLocks } from './services/impersonation-locks.service.js';
import { ImpersonationService } from './services/impersonation.service.js';
import { LoginService } from './services/login.service.js';
import { PasswordConfirmationService } from './services/password-confirmation.service.js';
import { PasswordService } from './services/password.service.js';
import { PatientViewerService } from './services/patient-viewer.service.js';
import { ViewerService } from './services/viewer.service.js';

/** Sessions and login: who is asking (viewer, guards), login and logout, password confirmation, impersonation. */
@Global()
@Module({
  imports: [UsersModule],
  controllers: [LoginController],
  providers: [
    ViewerService,
    PatientViewerService,
    PasswordService,
    LoginService,
    PasswordConfirmationService,
    ImpersonationLocks,
    ImpersonationService,
    ImpersonationResolver,
    // In this order: maintenance answers first, the handled-by-admin lock needs the viewer.
    { provide: APP_GUARD, useClass: MaintenanceGuard },
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: HandledByAdminGuard },
  ],
  exports: [ViewerService, PatientViewerService, PasswordService, LoginService, ImpersonationLocks],
})
export class SessionsModule {}
