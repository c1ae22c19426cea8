import { expect, type APIRequestContext } from '@playwright/test';

// The sandbox's mail API of the e2e stack (scripts/e2e-server.mjs).
const mailApi = process.env.E2E_MAIL_API ?? 'http://127.0.0.1:3101/mail';

interface Mail {
  subject: string;
  links: string[];
  text: string | null;
}

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get(`${mailApi}?${new URLSearchParams({ to }).toString()}`);
  return (await response.json()) as Mail[];
}

/** Waits for a mail to `to` with a link matching `link` (other than those in `except`), and returns that link. */
export async function linkFromInbox(
  request: APIRequestContext,
  to: string,
  link: RegExp,
  except: readonly string[] = [],
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, to))
          .flatMap((mail) => mail.links)
          .find((candidate) => link.test(candidate) && !except.includes(candidate));
        return found;
      },
      { message: `a mail to ${to} with a link like ${link}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return found!;
}

// The one-time-code mail (German or English).
const oneTimeCode = /(?:Ihr Code lautet|Your code is): (\d{6})/;

/**
 * Waits until `to` has received `count` one-time-code mails in all, and returns the code of the newest (the sandbox
 * lists the newest first; a new code replaces the previous one).
 */
export async function newestCodeFromInbox(
  request: APIRequestContext,
  to: string,
  count: number,
): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(
      async () => {
        codes = (await mailsTo(request, to)).flatMap((mail) => oneTimeCode.exec(mail.text ?? '')?.[1] ?? []);
        return codes.length;
      },
      { message: `${count} one-time-code mails to ${to}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return codes[0];
}
