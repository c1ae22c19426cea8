import { Args, ID, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../../common/auth/auth.decorators.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { Patient } from '../../patients/index.js';
import { BloodResultValueInput } from '../blood-analysis/graphql/blood-analysis.types.js';
import { BloodUpload, BloodUploadState } from './blood-upload.entity.js';
import { BLOOD_UPLOAD_PROMISE_HOURS } from './blood-upload.limits.js';
import { BloodUploadQueue } from './blood-upload-queue.service.js';
import { BloodUploadPaginator, BloodUploadQueueArgs } from './blood-upload-queue.types.js';

const PROMISE_MS = BLOOD_UPLOAD_PROMISE_HOURS * 60 * 60 * 1000;

/** The service team's queue of uploaded blood value files (admins), and the wait every viewer sees. */
@Resolver(() => BloodUpload)
export class BloodUploadQueueResolver {
  constructor(private readonly queue: BloodUploadQueue) {}

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Query(() => BloodUploadPaginator, {
    description: 'Admins (service team): uploaded blood value files by state.',
  })
  adminBloodUploads(@Args() { state, first, page }: BloodUploadQueueArgs): Promise<BloodUploadPaginator> {
    return this.queue.list(state, { first, page });
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Query(() => BloodUpload, {
    nullable: true,
    description: 'Admins (service team): one upload; null = none.',
  })
  adminBloodUpload(@Args('id', { type: () => ID }) id: string): Promise<BloodUpload | null> {
    return this.queue.find(id);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => BloodUpload, {
    description:
      "Admins (service team): enters the file's values (source Upload) and marks it processed; the doctor is mailed.",
  })
  processBloodUpload(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('date') date: string,
    @Args('values', { type: () => [BloodResultValueInput] }) values: BloodResultValueInput[],
  ): Promise<BloodUpload> {
    return this.queue.process(viewer, id, date, values);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => BloodUpload, {
    description:
      'Admins (service team): the file cannot be used (3 to 1000 characters why); the doctor is mailed.',
  })
  rejectBloodUpload(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason') reason: string,
  ): Promise<BloodUpload> {
    return this.queue.reject(viewer, id, reason);
  }

  @ResolveField(() => Date, { description: 'When the values are promised: 48 hours after the upload.' })
  dueAt(upload: BloodUpload): Date {
    return new Date(upload.created_at.getTime() + PROMISE_MS);
  }

  @ResolveField(() => Boolean, { description: 'Still open after the 48 hours promised.' })
  isOverdue(upload: BloodUpload): boolean {
    return (
      upload.state === BloodUploadState.Received && Date.now() > upload.created_at.getTime() + PROMISE_MS
    );
  }

  @ResolveField(() => Patient, { description: 'The patient the values are for.' })
  patient(upload: BloodUpload): Patient {
    return upload.patient!;
  }

  @ResolveField(() => String, { nullable: true, description: "The patient's practice." })
  practiceName(upload: BloodUpload): string | null {
    return upload.practice?.name ?? null;
  }
}
