import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { User } from '../users/index.js';
import { DoctorAccountsService } from './doctor-accounts.service.js';
import { DoctorInvitationsService } from './doctor-invitations.service.js';
import { InviteDoctorInput } from './therapists.types.js';

/** The admin's actions on doctors: invitations, activation, deletion. */
@Resolver()
export class TherapistActionsResolver {
  constructor(
    private readonly invitations: DoctorInvitationsService,
    private readonly accounts: DoctorAccountsService,
  ) {}

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => User, {
    description:
      'Admins: invites a doctor: an inactive account with its practice, and the mailed register link.',
  })
  registerDoctor(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: InviteDoctorInput,
    @Context() ctx: GraphqlContext,
  ): Promise<User> {
    return this.invitations.invite(viewer, input, ctx.req);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => User, { description: 'Admins: mails a new link with a new expiry; refused once accepted.' })
  resendInvitation(
    @CurrentViewer() viewer: Viewer,
    @Args('receiverId', { type: () => ID, description: "The invited user's id." }) receiverId: string,
    @Context() ctx: GraphqlContext,
  ): Promise<User> {
    return this.invitations.resend(viewer, receiverId, ctx.req);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => User, { description: 'Admins: withdraws an invitation; its link stops working.' })
  deleteInvitation(
    @CurrentViewer() viewer: Viewer,
    @Args('receiverId', { type: () => ID, description: "The invited user's id." }) receiverId: string,
    @Context() ctx: GraphqlContext,
  ): Promise<User> {
    return this.invitations.delete(viewer, receiverId, ctx.req);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => User)
  activateDoctor(
    @CurrentViewer() viewer: Viewer,
    @Args('doctorId', { type: () => ID }) doctorId: string,
    @Context() ctx: GraphqlContext,
  ): Promise<User> {
    return this.accounts.activate(viewer, doctorId, ctx.req);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => User, { description: "Admins: the doctor's sessions end at once; logging in is refused." })
  deactivateDoctor(
    @CurrentViewer() viewer: Viewer,
    @Args('doctorId', { type: () => ID }) doctorId: string,
    @Context() ctx: GraphqlContext,
  ): Promise<User> {
    return this.accounts.deactivate(viewer, doctorId, ctx.req);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => Boolean, {
    description: 'Admins: deletes an inactive doctor without patients or orders for good (id: the user id).',
  })
  forceDeleteUser(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GraphqlContext,
  ): Promise<boolean> {
    return this.accounts.forceDelete(viewer, id, ctx.req);
  }
}
