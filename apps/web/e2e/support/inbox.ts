import { expect, type APIRequestContext } from '@playwright/test';

// The sandbox's mail API of the e2e stack (scripts/e2e-server.mjs).
const mailApi = process.env.E2E_MAIL_API ?? 'http://127.0.0.1:3101/mail';

interface Mail {
  subject: string;
  links: string[];
  text: string | null;
}

/** Waits for a mail to `to` with a link matching `link`, and returns that link. */
export async function linkFromInbox(request: APIRequestContext, to: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailApi}?${new URLSearchParams({ to }).toString()}`);
        const mails = (await response.json()) as Mail[];
        found = mails.flatMap((mail) => mail.links).find((candidate) => link.test(candidate));
        return found;
      },
      { message: `a mail to ${to} with a link like ${link}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return found!;
}
