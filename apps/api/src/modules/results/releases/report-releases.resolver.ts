import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer } from '../../../common/auth/auth.decorators.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { ReportKind } from './report-release.entity.js';
import { ReportReleasesService } from './report-releases.service.js';
import { ReportReleaseView } from './report-releases.types.js';

@Resolver(() => ReportReleaseView)
export class ReportReleasesResolver {
  constructor(private readonly releases: ReportReleasesService) {}

  @Query(() => [ReportReleaseView], {
    description:
      "The patient's report releases, withdrawn ones too, newest first; `kind` narrows to one report.",
  })
  reportReleases(
    @CurrentViewer() viewer: Viewer,
    @Args('patientId', { type: () => ID }) patientId: string,
    @Args('kind', { type: () => ReportKind, nullable: true }) kind?: ReportKind | null,
  ): Promise<ReportReleaseView[]> {
    return this.releases.list(viewer, patientId, kind);
  }

  @Mutation(() => ReportReleaseView, {
    description:
      'Releases the report as it is now to the patient portal; supersedes the current release of that kind.',
  })
  releaseReport(
    @CurrentViewer() viewer: Viewer,
    @Args('patientId', { type: () => ID }) patientId: string,
    @Args('kind', { type: () => ReportKind }) kind: ReportKind,
    @Args('note', { type: () => String, nullable: true }) note?: string | null,
  ): Promise<ReportReleaseView> {
    return this.releases.release(viewer, patientId, kind, note);
  }

  @Mutation(() => ReportReleaseView, {
    description: 'Hides a release from the patient again; the row stays.',
  })
  withdrawReportRelease(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ReportReleaseView> {
    return this.releases.withdraw(viewer, id);
  }
}
