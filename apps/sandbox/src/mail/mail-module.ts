import { type Router } from 'express';
import { urlHost } from '../net/listen.js';
import { type SandboxModule } from '../sandbox-module.js';
import { inboxPagesRouter } from './inbox-pages.js';
import { mailApiRouter } from './mail-api.js';
import { MailStore } from './mail-store.js';
import { parseMail } from './parse-mail.js';
import { type SmtpListener, startSmtpListener } from './smtp-listener.js';

export interface MailModuleOptions {
  readonly host: string;
  readonly smtpPort: number;
}

/** Catches the portal's outgoing mail over SMTP and shows it as JSON and as an inbox page. */
export class MailModule implements SandboxModule {
  readonly name = 'mail';
  private readonly store = new MailStore();
  private smtp: SmtpListener | undefined;

  constructor(private readonly options: MailModuleOptions) {}

  get smtpPort(): number {
    if (!this.smtp) throw new Error('The mail module has not started');
    return this.smtp.port;
  }

  registerRoutes(router: Router): void {
    router.use(mailApiRouter(this.store));
    router.use(inboxPagesRouter(this.store, () => this.smtpUrl()));
  }

  async start(): Promise<void> {
    this.smtp = await startSmtpListener({
      host: this.options.host,
      port: this.options.smtpPort,
      onMessage: async (raw, envelope) => {
        this.store.add(await parseMail(raw, envelope));
      },
    });
  }

  async close(): Promise<void> {
    await this.smtp?.close();
    this.smtp = undefined;
  }

  endpoints(httpUrl: string): Readonly<Record<string, string>> {
    return { Inbox: `${httpUrl}/`, 'Mail API': `${httpUrl}/mail`, SMTP: this.smtpUrl() };
  }

  private smtpUrl(): string {
    return `smtp://${urlHost(this.options.host)}:${this.smtpPort}`;
  }
}
