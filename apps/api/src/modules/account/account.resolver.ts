import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { issueCsrfCookie } from '../../common/http/csrf.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { AppConfig } from '../../config/app-config.js';
import {
  AllowedDuringTwoFactorSetup,
  CurrentViewer,
  Public,
  RequirePermissions,
} from '../auth/auth.decorators.js';
import type { Viewer } from '../auth/viewer.js';
import { MedicalCenter } from '../medical-centers/entities/medical-center.entity.js';
import { MedicalCentersService } from '../medical-centers/medical-centers.service.js';
import { UpsertMedicalCenterInput } from '../medical-centers/medical-centers.types.js';
import { User } from '../users/entities/user.entity.js';
import { AccountService } from './account.service.js';
import { ChangePasswordArgs, UpdatePartnershipModelArgs, UpsertUserInput } from './account.types.js';
import { ImpersonationService } from './impersonation.service.js';
import { TwoFactorSettingsService } from './two-factor-settings.service.js';
import { Permission } from '@portal/shared-types';

@Resolver()
export class AccountResolver {
  constructor(
    private readonly account: AccountService,
    private readonly centers: MedicalCentersService,
    private readonly twoFactor: TwoFactorSettingsService,
    private readonly impersonation: ImpersonationService,
    private readonly config: AppConfig,
  ) {}

  @Mutation(() => User)
  upsertUser(@CurrentViewer() viewer: Viewer, @Args('input') input: UpsertUserInput): Promise<User> {
    return this.account.upsertUser(viewer, input);
  }

  @Mutation(() => MedicalCenter)
  upsertMedicalCenter(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: UpsertMedicalCenterInput,
  ): Promise<MedicalCenter> {
    return this.centers.upsert(viewer, input);
  }

  @Mutation(() => Boolean)
  changePassword(@CurrentViewer() viewer: Viewer, @Args() args: ChangePasswordArgs): Promise<boolean> {
    return this.account.changePassword(viewer, args);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => User, {
    description: "Admins: sets a doctor's partnership model (who may order, which fees).",
  })
  updateUserPartnershipModel(
    @CurrentViewer() viewer: Viewer,
    @Args() args: UpdatePartnershipModelArgs,
  ): Promise<User> {
    return this.account.updatePartnershipModel(viewer, args);
  }

  @Mutation(() => Boolean)
  deleteMe(@CurrentViewer() viewer: Viewer, @Context() ctx: GraphqlContext): Promise<boolean> {
    return this.account.deleteMe(viewer, ctx.req);
  }

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
    description: 'Sends a one-time code by e-mail (logged in, or during a two-factor login).',
  })
  sendOtpEmail(@Context() ctx: GraphqlContext): Promise<boolean> {
    return this.twoFactor.sendOtpEmail(ctx.req.viewer ?? null, ctx.req);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => Boolean)
  disable2FA(
    @CurrentViewer() viewer: Viewer,
    @Args('userId', { type: () => ID }) userId: string,
    @Context() ctx: GraphqlContext,
  ): Promise<boolean> {
    return this.impersonation.disableTwoFactor(viewer, userId, ctx.req);
  }

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
