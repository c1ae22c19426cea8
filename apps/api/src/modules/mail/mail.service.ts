import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { QueueRegistry } from '../../queue/queue-registry.service.js';
import { SendMailJob } from './mail.jobs.js';
import { SentMail, SentMailStatus } from './sent-mail.entity.js';
import type { MailLocale, MailTemplateName, MailTemplates } from './templates/index.js';
import type { MailAttachment } from './templates/layout.js';

export interface MailRequest<T extends MailTemplateName> {
  to: string;
  template: T;
  locale?: MailLocale;
  data: MailTemplates[T];
  attachments?: MailAttachment[];
}

/** Records the mail and hands it to the mail queue; the worker renders and sends it. */
@Injectable()
export class MailService {
  constructor(
    @InjectRepository(SentMail) private readonly sentMails: Repository<SentMail>,
    private readonly queues: QueueRegistry,
  ) {}

  async send<T extends MailTemplateName>(request: MailRequest<T>): Promise<SentMail> {
    const record = await this.sentMails.save(
      this.sentMails.create({
        recipient: request.to.trim().toLowerCase(),
        template: request.template,
        locale: request.locale ?? 'de',
        status: SentMailStatus.Queued,
      }),
    );
    await this.queues.enqueue(
      SendMailJob,
      {
        mailId: record.id,
        template: request.template,
        data: request.data,
        ...(request.attachments?.length ? { attachments: request.attachments } : {}),
      },
      // The payload may hold one-time links: nothing of the job stays in Redis once it has ended,
      // sent or failed for good (the error stays on the sent_mails row).
      { jobId: `mail-${record.id}`, removeOnComplete: true, removeOnFail: true },
    );
    return record;
  }
}
