import { Args, ID, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { Selection } from '../../common/graphql/selection.js';
import { Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { ConsultingFeeView } from '../consulting-fees/index.js';
import { User } from '../users/index.js';
import { CreditNoteIssuer } from './credit-note-issuer.service.js';
import { creditNoteView, CreditNotesQueries } from './credit-notes-queries.service.js';
import { CreditNotePaginator, CreditNotesArgs, CreditNoteView } from './credit-notes.types.js';
import { type NoArgs } from '../../common/graphql/field-resolver.js';

/** The admin's credit notes: the list, generating one for a doctor and marking it paid out. */
@Resolver(() => CreditNoteView)
export class CreditNotesResolver {
  constructor(
    private readonly queries: CreditNotesQueries,
    private readonly issuer: CreditNoteIssuer,
  ) {}

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Query(() => CreditNotePaginator, { description: 'Admins: every credit note, newest first.' })
  creditNotes(@Args() args: CreditNotesArgs): Promise<CreditNotePaginator> {
    return this.queries.list(args);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => CreditNoteView, {
    description:
      "Admins: one credit note (Gutschrift) with every open consulting fee of an active doctor's practice.",
  })
  async generateCreditNote(
    @CurrentViewer() viewer: Viewer,
    @Args('doctorId', { type: () => ID }) doctorId: string,
  ): Promise<CreditNoteView> {
    return creditNoteView(await this.issuer.generate(viewer, doctorId));
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => CreditNoteView, {
    description: 'Admins: the credit note and its fees are paid out; refused once paid.',
  })
  async markCreditNoteAsPaid(
    @CurrentViewer() viewer: Viewer,
    @Args('creditNoteId', { type: () => ID }) creditNoteId: string,
  ): Promise<CreditNoteView> {
    return creditNoteView(await this.issuer.markAsPaid(viewer, creditNoteId));
  }

  @ResolveField(() => User)
  async doctor(
    note: CreditNoteView,
    _args: NoArgs,
    ctx: GraphqlContext,
    info: GraphQLResolveInfo,
  ): Promise<User> {
    return (await this.queries.doctorOf(ctx.loaders, note.user_id, Selection.of(info)))!;
  }

  @ResolveField(() => [ConsultingFeeView])
  consultingFees(note: CreditNoteView, _args: NoArgs, ctx: GraphqlContext): Promise<ConsultingFeeView[]> {
    return this.queries.feesOf(ctx.loaders, note.id);
  }
}
