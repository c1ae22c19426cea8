import { SetMetadata } from '@nestjs/common';
import type { JobDefinition } from './job-definition.js';

export const JOB_HANDLER = Symbol('JOB_HANDLER');

/** Marks a provider method as the handler of a job; the worker finds it at start-up. */
export const JobHandler = (job: JobDefinition) => SetMetadata(JOB_HANDLER, job.name);
