import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { issueCsrfCookie } from '../../common/http/csrf.js';
import { AppConfig } from '../../config/app-config.js';
import { User } from '../users/index.js';
import { ImpersonationService } from './services/impersonation.service.js';

/** An admin's "log in as doctor" and the way back; both rotate the session and its CSRF token. */
@Resolver()
export class ImpersonationResolver {
  constructor(
    private readonly impersonation: ImpersonationService,
    private readonly config: AppConfig,
  ) {}

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => User)
  async loginAsDoctor(
    @CurrentViewer() viewer: Viewer,
    @Args('doctorId', { type: () => ID }) doctorId: string,
    @Context() ctx: GraphqlContext,
  ): Promise<User> {
    const doctor = await this.impersonation.start(viewer, doctorId, ctx.req);
    issueCsrfCookie(ctx.req, ctx.res, this.config.secureCookies);
    return doctor;
  }

  @Mutation(() => User)
  async logoutAsDoctor(@CurrentViewer() viewer: Viewer, @Context() ctx: GraphqlContext): Promise<User> {
    const admin = await this.impersonation.stop(viewer, ctx.req);
    issueCsrfCookie(ctx.req, ctx.res, this.config.secureCookies);
    return admin;
  }
}
