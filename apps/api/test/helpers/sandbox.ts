export interface SandboxMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
  links: string[];
}

export function sandboxUrl(): string {
  const url = process.env.SANDBOX_URL;
  if (!url) throw new Error('SANDBOX_URL is not set: the jest global setup starts the sandbox');
  return url;
}

/** The mails the sandbox's SMTP server received for `to`. */
export async function inboxOf(to: string): Promise<SandboxMail[]> {
  const response = await fetch(`${sandboxUrl()}/mail?to=${encodeURIComponent(to)}`);
  return (await response.json()) as SandboxMail[];
}

/** Polls the sandbox inbox until a mail for `to` matching `predicate` arrives. */
export async function waitForMail(
  to: string,
  predicate: (mail: SandboxMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<SandboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await inboxOf(to)).find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
}

/** A sandbox test control (`/<area>/test/...`); answers the parsed JSON body, if any. */
export async function sandboxTestControl<T = unknown>(
  area: 'payment' | 'lab',
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${sandboxUrl()}/${area}/test${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 400)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
