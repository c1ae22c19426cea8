import { Args, Context, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { RequirePermissions } from '../../../common/auth/auth.decorators.js';
import type { GraphqlContext } from '../../../common/graphql/graphql-context.js';
import { User } from '../../users/entities/user.entity.js';
import { AuditViewService } from './audit-view.service.js';
import { AuditLogArgs, AuditLogEntryView, AuditLogPaginator } from './audit-view.types.js';

/** The admins' audit view: who did what, when, to one doctor or one patient. */
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

  @ResolveField(() => User, {
    nullable: true,
    description:
      'The account the action was made as (the doctor while an admin impersonated); null: the system or a patient.',
  })
  user(@Parent() entry: AuditLogEntryView, @Context() ctx: GraphqlContext): Promise<User | null> {
    return this.audit.accountOf(ctx.loaders, entry.user_id);
  }

  @ResolveField(() => User, {
    nullable: true,
    description: 'The admin who acted while impersonating the account.',
  })
  impersonator(@Parent() entry: AuditLogEntryView, @Context() ctx: GraphqlContext): Promise<User | null> {
    return this.audit.accountOf(ctx.loaders, entry.impersonator_id);
  }
}
