import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import {
  AllowedDuringTwoFactorSetup,
  CurrentViewer,
  Public,
  RequirePermissions,
} from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { User } from '../users/index.js';
import { TwoFactorSettingsService } from './services/two-factor-settings.service.js';

/** Two-factor settings over GraphQL (set-up itself is Fortify's REST endpoints, two-factor.controller.ts). */
@Resolver()
export class TwoFactorResolver {
  constructor(private readonly twoFactor: TwoFactorSettingsService) {}

  @AllowedDuringTwoFactorSetup()
  @Mutation(() => User)
  skipTwoFactor(@CurrentViewer() viewer: Viewer): Promise<User> {
    return this.twoFactor.skip(viewer);
  }

  @AllowedDuringTwoFactorSetup()
  @Mutation(() => User)
  enableOtpEmail(
    @CurrentViewer() viewer: Viewer,
    @Args('enabled') enabled: boolean,
    @Context() ctx: GraphqlContext,
  ): Promise<User> {
    return this.twoFactor.enableOtpEmail(viewer, enabled, ctx.req);
  }

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Sends a one-time code by e-mail (logged in, or during a two-factor login). `onArrival`: the code ' +
      "screen's own send, done once per pending login; false when it was already sent (resend is onArrival false).",
  })
  sendOtpEmail(
    @Context() ctx: GraphqlContext,
    @Args('onArrival', { type: () => Boolean, defaultValue: false }) onArrival: boolean,
  ): Promise<boolean> {
    return this.twoFactor.sendOtpEmail(ctx.req.viewer ?? null, ctx.req, onArrival);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => Boolean)
  disable2FA(
    @CurrentViewer() viewer: Viewer,
    @Args('userId', { type: () => ID }) userId: string,
    @Context() ctx: GraphqlContext,
  ): Promise<boolean> {
    return this.twoFactor.disableFor(viewer, userId, ctx.req);
  }
}
