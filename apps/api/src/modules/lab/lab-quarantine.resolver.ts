import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { LabQuarantine } from './lab-quarantine.service.js';
import {
  DiscardQuarantinedLabReportArgs,
  QuarantinedLabReport,
  QuarantinedLabReportIdArgs,
  QuarantinedLabReportsArgs,
} from './lab-quarantine.types.js';

/** Admins: lab reports kept apart because their order part was cancelled or recalled. */
@Resolver(() => QuarantinedLabReport)
export class LabQuarantineResolver {
  constructor(private readonly quarantine: LabQuarantine) {}

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Query(() => [QuarantinedLabReport], {
    description: 'Admins: lab reports kept apart (by state, pending by default), newest first, 200 at most.',
  })
  quarantinedLabReports(@Args() { state }: QuarantinedLabReportsArgs): Promise<QuarantinedLabReport[]> {
    return this.quarantine.list(state);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => QuarantinedLabReport, {
    description: "Admins: writes a pending kept-apart report into the patient's record (audited).",
  })
  attachQuarantinedLabReport(
    @CurrentViewer() viewer: Viewer,
    @Args() { id }: QuarantinedLabReportIdArgs,
  ): Promise<QuarantinedLabReport> {
    return this.quarantine.attach(viewer, id);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => QuarantinedLabReport, {
    description:
      'Admins: discards a pending kept-apart report with a reason (audited); nothing reaches the record.',
  })
  discardQuarantinedLabReport(
    @CurrentViewer() viewer: Viewer,
    @Args() { id, reason }: DiscardQuarantinedLabReportArgs,
  ): Promise<QuarantinedLabReport> {
    return this.quarantine.discard(viewer, id, reason);
  }
}
