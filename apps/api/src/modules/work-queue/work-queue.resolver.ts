import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { ResultOpenings } from './result-openings.service.js';
import { MarkResultsOpenedArgs, WorkQueue } from './work-queue.types.js';
import { WorkQueueService } from './work-queue.service.js';

@Resolver()
export class WorkQueueResolver {
  constructor(
    private readonly workQueue: WorkQueueService,
    private readonly openings: ResultOpenings,
  ) {}

  @Query(() => WorkQueue, {
    name: 'workQueue',
    description:
      "Doctors: what the own practice has to do; admins: the admins' work. Counts with the screen where each is done.",
  })
  queue(@CurrentViewer() viewer: Viewer): Promise<WorkQueue> {
    return this.workQueue.forViewer(viewer);
  }

  @Mutation(() => Int, {
    description:
      "Doctors: records that the practice opened the patient's blood or DNA results (the work queue's unopened results); the number of parts newly recorded.",
  })
  markResultsOpened(
    @CurrentViewer() viewer: Viewer,
    @Args() { patientId, type }: MarkResultsOpenedArgs,
  ): Promise<number> {
    return this.openings.record(viewer, patientId, type);
  }
}
