// Worker side of the mail queue: renders the recorded mail in its language and sends it over SMTP.
// It re-reads the record first: a mail that is gone or already sent is not sent again. Each hand-over to the SMTP
// server is claimed on the record first; a job that finds the claim of an attempt whose worker died does not
// send again (the mail may have arrived): at most once, with the record saying what happened. Once the SMTP
// server took the mail, recording that outlasts a database restart of a few seconds: a retry of the job could
// not tell the delivered mail from an interrupted one and would mark it failed.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { IsNull, Not, Repository } from 'typeorm';
import { isDependencyOutage } from '../../common/errors/dependency-outage.js';
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
import type { MailAttachment } from './templates/layout.js';

export const INTERRUPTED_DELIVERY =
  'The worker stopped while handing this mail to the SMTP server; it was not sent again, so that nobody gets it twice.';

/** How long recording a delivered mail waits for the database (a restart takes a few seconds). */
const RECORD_TRIES = 30;
const RECORD_PAUSE_MS = 1000;

async function whileTheDatabaseIsBack<T>(write: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await write();
    } catch (error) {
      if (tries >= RECORD_TRIES || !isDependencyOutage(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RECORD_PAUSE_MS));
    }
  }
}

export interface SendMailPayload {
  mailId: string;
  template: MailTemplateName;
  data: MailTemplates[MailTemplateName];
  attachments?: MailAttachment[];
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
    const attempts = job.attemptsMade + 1;
    const claim = await this.sentMails.update(
      { id: mail.id, status: Not(SentMailStatus.Sent), deliveryStartedAt: IsNull() },
      { deliveryStartedAt: new Date(), attempts },
    );
    if (!claim.affected) {
      await this.sentMails.update(
        { id: mail.id, status: Not(SentMailStatus.Sent) },
        { status: SentMailStatus.Failed, error: INTERRUPTED_DELIVERY },
      );
      return;
    }
    let messageId: string;
    try {
      messageId = await this.transport.deliver(mail.recipient, rendered, payload.attachments ?? []);
    } catch (error) {
      // Refused or unreachable: nothing was delivered, a later attempt may send it.
      await this.sentMails.update(mail.id, {
        deliveryStartedAt: null,
        error: (error as Error).message.slice(0, 1000),
        ...(isLastAttempt(job) ? { status: SentMailStatus.Failed } : {}),
      });
      throw error;
    }
    const sentAt = new Date();
    await whileTheDatabaseIsBack(() =>
      this.sentMails.update(mail.id, {
        status: SentMailStatus.Sent,
        subject: rendered.subject,
        messageId,
        sentAt,
        error: null,
      }),
    );
  }
}
