import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ForbiddenError, NotFoundError } from '../../../common/errors/app-error.js';
import { newCsrfToken } from '../../../common/http/csrf.js';
import { AuditEvent, AuditService } from '../../audit/index.js';
import { ImpersonationLocks } from './impersonation-locks.service.js';
import { regenerateSession } from '../session-lifecycle.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { type User, UsersService } from '../../users/index.js';

/** An admin logs in as a doctor and back; the doctor's own sessions are locked to reads meanwhile. */
@Injectable()
export class ImpersonationService {
  constructor(
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly locks: ImpersonationLocks,
  ) {}

  async start(admin: Viewer, doctorId: string, req: Request): Promise<User> {
    const doctor = await this.users.doctorWithUser(doctorId);
    if (!doctor?.user || !doctor.user.is_active) throw new NotFoundError('Doctor');
    await regenerateSession(req);
    req.session.userId = doctor.user.id;
    req.session.impersonatorId = admin.user.id;
    req.session.csrfToken = newCsrfToken();
    // From now on the doctor's own sessions may only read (see HandledByAdminGuard).
    await this.locks.hold(req);
    await this.audit.record({
      event: AuditEvent.ImpersonationStarted,
      userId: doctor.user.id,
      impersonatorId: admin.user.id,
      subject: { type: 'doctor', id: doctor.id },
      req,
    });
    return doctor.user;
  }

  async stop(viewer: Viewer, req: Request): Promise<User> {
    if (!viewer.impersonator) throw new ForbiddenError();
    const admin = viewer.impersonator;
    await this.locks.release(req);
    await regenerateSession(req);
    req.session.userId = admin.id;
    req.session.csrfToken = newCsrfToken();
    await this.audit.record({
      event: AuditEvent.ImpersonationStopped,
      userId: viewer.user.id,
      impersonatorId: admin.id,
      req,
    });
    return admin;
  }
}
