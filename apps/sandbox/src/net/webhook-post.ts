export interface WebhookOutcome {
  /** The receiver's answer (body as text, cut at 10,000 characters), or null when there was none. */
  readonly response: { readonly status: number; readonly body: string } | null;
  readonly error: string | null;
}

const MAX_BODY_CHARACTERS = 10_000;

/** One POST of a webhook body with the given headers; never throws: a failure is described in the outcome. */
export async function postWebhook(
  url: string,
  body: string,
  headers: Readonly<Record<string, string>>,
  signal: AbortSignal,
): Promise<WebhookOutcome> {
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal, redirect: 'manual' });
    const text = await response.text();
    return { response: { status: response.status, body: text.slice(0, MAX_BODY_CHARACTERS) }, error: null };
  } catch (error) {
    return { response: null, error: describe(error) };
  }
}

export function isSuccess(outcome: WebhookOutcome): boolean {
  return outcome.response !== null && outcome.response.status >= 200 && outcome.response.status < 300;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'Timed out.';
  if (error.name === 'AbortError') return 'Aborted: the sandbox is closing.';
  // fetch reports "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND…) is in the cause.
  const cause = error.cause;
  if (cause instanceof Error)
    return `${error.message}: ${'code' in cause ? String(cause.code) : cause.message}`;
  return error.message;
}
