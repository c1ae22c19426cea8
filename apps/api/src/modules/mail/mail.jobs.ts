import { defineJob } from '../../queue/job-definition.js';
import type { SendMailPayload } from './mail.processor.js';

export const MAIL_QUEUE = 'mail';

export const SendMailJob = defineJob<SendMailPayload>(MAIL_QUEUE, 'mail.send');

export const MAIL_JOBS = [SendMailJob];
