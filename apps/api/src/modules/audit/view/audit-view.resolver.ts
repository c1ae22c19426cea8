import { Args, Query, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { RequirePermissions } from '../../../common/auth/auth.decorators.js';
import { AuditViewService } from './audit-view.service.js';
import { AuditLogArgs, AuditLogEntryView, AuditLogPaginator } from './audit-view.types.js';

/**
 * The admins' audit view: who did what, when, to one doctor or one patient. The entries' accounts
 * (user, impersonator) are resolved by the users area (users/audit-entry-accounts.resolver.ts).
 */
@Resolver(() => AuditLogEntryView)
export class AuditViewResolver {
  constructor(private readonly audit: AuditViewService) {}

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Query(() => AuditLogPaginator, {
    description:
      "Admins: a doctor's (doctor.id) or a patient's audit trail, newest first; writes made while impersonating name the admin.",
  })
  auditLog(@Args() args: AuditLogArgs): Promise<AuditLogPaginator> {
    return this.audit.trail(args);
  }
}
