// Worker side of the mail queue: renders the recorded mail in its language and sends it over SMTP.
// It re-reads the record first: a mail that is gone or already sent is not sent again.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { Repository } from 'typeorm';
import { isLastAttempt } from '../../queue/job-attempts.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import { SendMailJob } from './mail.jobs.js';
import { MailTransport } from './mail.transport.js';
import { SentMail, SentMailStatus } from './sent-mail.entity.js';
import {
  isMailTemplate,
  type MailLocale,
  type MailTemplateName,
  type MailTemplates,
  renderMail,
} from './templates/index.js';

export interface SendMailPayload {
  mailId: string;
  template: MailTemplateName;
  data: MailTemplates[MailTemplateName];
}

@Injectable()
export class MailProcessor {
  constructor(
    @InjectRepository(SentMail) private readonly sentMails: Repository<SentMail>,
    private readonly transport: MailTransport,
  ) {}

  @JobHandler(SendMailJob)
  async send(payload: SendMailPayload, job: Job): Promise<void> {
    const mail = await this.sentMails.findOneBy({ id: payload.mailId });
    if (!mail || mail.status === SentMailStatus.Sent) return;
    if (!isMailTemplate(payload.template))
      throw new Error(`Unknown mail template ${String(payload.template)}`);
    const rendered = renderMail(payload.template, mail.locale as MailLocale, payload.data);
    try {
      const messageId = await this.transport.deliver(mail.recipient, rendered);
      await this.sentMails.update(mail.id, {
        status: SentMailStatus.Sent,
        subject: rendered.subject,
        messageId,
        sentAt: new Date(),
        attempts: job.attemptsMade + 1,
        error: null,
      });
    } catch (error) {
      const lastAttempt = isLastAttempt(job);
      await this.sentMails.update(mail.id, {
        attempts: job.attemptsMade + 1,
        error: (error as Error).message.slice(0, 1000),
        ...(lastAttempt ? { status: SentMailStatus.Failed } : {}),
      });
      throw error;
    }
  }
}
