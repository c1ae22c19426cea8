import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { CreditNotesQueries } from './credit-notes-queries.service.js';
import { CreditNotePaginator, PracticeCreditNotesArgs, SelfBillingAgreement } from './credit-notes.types.js';
import { SelfBillingAgreements } from './self-billing-agreement.service.js';

/** The doctor's side of the Gutschriften on /financial: the practice's notes and the self-billing agreement. */
@Resolver()
export class PracticeCreditNotesResolver {
  constructor(
    private readonly queries: CreditNotesQueries,
    private readonly agreements: SelfBillingAgreements,
  ) {}

  @Query(() => CreditNotePaginator, {
    description:
      "The viewer's practice's credit notes (Gutschriften), newest first; empty without a practice.",
  })
  practiceCreditNotes(
    @CurrentViewer() viewer: Viewer,
    @Args() args: PracticeCreditNotesArgs,
  ): Promise<CreditNotePaginator> {
    return this.queries.ofPractice(viewer, args);
  }

  @Query(() => SelfBillingAgreement, {
    nullable: true,
    description:
      "The self-billing agreement for the viewer's practice and whether it was accepted; null without a practice.",
  })
  selfBillingAgreement(@CurrentViewer() viewer: Viewer): Promise<SelfBillingAgreement | null> {
    return this.agreements.forViewer(viewer);
  }

  @Mutation(() => SelfBillingAgreement, {
    description:
      'The doctor accepts the self-billing agreement for the practice (§ 14 Abs. 2 Satz 2 UStG); not while impersonating. Recorded as consent evidence.',
  })
  acceptSelfBillingAgreement(@CurrentViewer() viewer: Viewer): Promise<SelfBillingAgreement> {
    return this.agreements.accept(viewer);
  }
}
