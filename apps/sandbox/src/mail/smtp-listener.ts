import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { listenOn } from '../net/listen.js';
import { type Envelope } from './parse-mail.js';

export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export interface SmtpListenerOptions {
  readonly host: string;
  readonly port: number;
  /** Called for each accepted message; a rejection is answered to the client as a failure. */
  readonly onMessage: (raw: Buffer, envelope: Envelope) => Promise<void>;
}

export interface SmtpListener {
  readonly port: number;
  close(): Promise<void>;
}

/** A plain SMTP server that accepts every message: no TLS, any or no credentials. */
export async function startSmtpListener({
  host,
  port,
  onMessage,
}: SmtpListenerOptions): Promise<SmtpListener> {
  const server = new SMTPServer({
    authOptional: true,
    // Any user name and password is accepted, so an SMTP_URL with credentials also works here.
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'sandbox' }),
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    logger: false,
    // Shutdown waits this long for clients that keep their connection open.
    closeTimeout: 2000,
    onData: (stream, session, callback) => {
      readMessage(stream)
        .then((raw) => (stream.sizeExceeded ? undefined : onMessage(raw, envelopeOf(session))))
        .then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  // Client connection errors (resets, timeouts) arrive here; without a listener they would crash.
  server.on('error', (error) => console.warn(`SMTP: ${error.message}`));
  const boundPort = await listenOn(server.server, port, host);
  return {
    port: boundPort,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

async function readMessage(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    // Past the limit the message is refused anyway; keep reading but stop holding it.
    if (!stream.sizeExceeded) chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function envelopeOf(session: SMTPServerSession): Envelope {
  const { mailFrom, rcptTo } = session.envelope;
  return {
    mailFrom: mailFrom === false ? null : mailFrom.address,
    rcptTo: rcptTo.map((recipient) => recipient.address),
  };
}
