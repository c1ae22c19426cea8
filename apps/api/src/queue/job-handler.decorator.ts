import { SetMetadata } from '@nestjs/common';
import type { JobName } from './queue-names.js';

export const JOB_HANDLER = Symbol('JOB_HANDLER');

/** Marks a provider method as the handler of a job; the worker finds it at start-up. */
export const JobHandler = (job: JobName) => SetMetadata(JOB_HANDLER, job);
