import { createServer } from 'node:http';
import { createSandboxApp } from './app.js';
import { MailModule } from './mail/mail-module.js';
import { listenOn, urlHost } from './net/listen.js';
import { type SandboxModule } from './sandbox-module.js';

export type { StoredMail } from './mail/stored-mail.js';

export interface SandboxOptions {
  /** 0 picks a free port. */
  readonly httpPort: number;
  /** 0 picks a free port. */
  readonly smtpPort: number;
  readonly host: string;
}

export interface RunningSandbox {
  readonly host: string;
  readonly httpPort: number;
  readonly smtpPort: number;
  readonly httpUrl: string;
  /** Addresses to print, by label. */
  readonly endpoints: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

export async function startSandbox({ httpPort, smtpPort, host }: SandboxOptions): Promise<RunningSandbox> {
  const mail = new MailModule({ host, smtpPort });
  const modules: readonly SandboxModule[] = [mail];
  const server = createServer(createSandboxApp(modules));

  const started: SandboxModule[] = [];
  let boundHttpPort: number;
  try {
    for (const module of modules) {
      await module.start();
      started.push(module);
    }
    boundHttpPort = await listenOn(server, httpPort, host);
  } catch (error) {
    await Promise.all(started.map((module) => module.close()));
    throw error;
  }

  const httpUrl = `http://${urlHost(host)}:${boundHttpPort}`;
  return {
    host,
    httpPort: boundHttpPort,
    smtpPort: mail.smtpPort,
    httpUrl,
    endpoints: Object.fromEntries(modules.flatMap((module) => Object.entries(module.endpoints(httpUrl)))),
    close: async () => {
      const httpClosed = new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      // Keep-alive connections would otherwise hold close() open; requests in flight still finish.
      server.closeIdleConnections();
      await Promise.all([httpClosed, ...modules.map((module) => module.close())]);
    },
  };
}
