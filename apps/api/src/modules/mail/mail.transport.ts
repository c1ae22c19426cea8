import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config.js';
import type { RenderedMail } from './templates/index.js';
import type { MailAttachment } from './templates/layout.js';

/** The SMTP connection (SMTP_URL): the sandbox in development and tests, a real relay in production. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private transporter: Transporter | undefined;

  constructor(private readonly config: AppConfig) {}

  async deliver(to: string, mail: RenderedMail, attachments: MailAttachment[] = []): Promise<string> {
    this.transporter ??= nodemailer.createTransport(this.config.smtpUrl);
    const info = (await this.transporter.sendMail({
      from: this.config.mailFrom,
      to,
      ...mail,
      attachments: attachments.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.contentBase64, 'base64'),
      })),
    })) as {
      messageId: string;
    };
    return info.messageId;
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
