import { errorEffects, type Failure } from '../relay/errorEffects';
import { failuresOf } from '../relay/failures';
import { runErrorEffects } from '../relay/runErrorEffects';
import { RequestFailedError } from './RequestFailedError';
import { ensureXsrfToken, forgetXsrfToken } from './xsrf';

/** A failed REST call with Laravel's `{ message, errors }` body. */
export class RestError extends RequestFailedError {
  constructor(
    status: number | null,
    failures: readonly Failure[],
    readonly fieldErrors: Readonly<Record<string, readonly string[]>> = {},
    options?: ErrorOptions,
    /** The codes of the fields' messages (`reasons`), in the same order, where the API sent them. */
    readonly fieldReasons: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(status, failures, options);
    this.name = 'RestError';
  }
}

export interface RestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** Statuses the caller answers itself (e.g. a wrong code shown on its field): no toast, no logout. */
  handles?: readonly number[];
}

interface ErrorBody {
  message?: unknown;
  errors?: Record<string, unknown>;
  reason?: unknown;
  reasons?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function errorBody(response: Response): Promise<ErrorBody> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}

function fieldErrorsOf(errors: ErrorBody['errors']): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages.filter((m) => typeof m === 'string') : [],
    ]),
  );
}

async function send(path: string, { method = 'GET', body }: RestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['X-XSRF-TOKEN'] = await ensureXsrfToken();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The raw response of a REST call that succeeded; failures are reported as the spec's catalogue says, then thrown. */
export async function restResponse(path: string, options: RestOptions = {}): Promise<Response> {
  let response: Response;
  try {
    response = await send(path, options);
  } catch (error) {
    if (options.handles === undefined)
      runErrorEffects(errorEffects({ kind: 'rest', status: null, failures: [] }));
    throw new RestError(null, [], {}, { cause: error });
  }
  if (response.ok) return response;
  const body = await errorBody(response);
  // A REST body's `errors` are its fields' messages, not GraphQL's error list.
  const failures = failuresOf({ message: body.message, reason: body.reason, reasons: body.reasons });
  if (!options.handles?.includes(response.status))
    runErrorEffects(errorEffects({ kind: 'rest', status: response.status, failures }));
  throw new RestError(
    response.status,
    failures,
    fieldErrorsOf(body.errors),
    undefined,
    fieldErrorsOf(isRecord(body.reasons) ? body.reasons : undefined),
  );
}

/** A REST call answering JSON (or nothing, for 204). */
export async function rest<T = void>(path: string, options: RestOptions = {}): Promise<T> {
  const response = await restResponse(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** A new session comes with a new XSRF token (Sanctum rotates it on login and logout). */
export async function refreshXsrfToken(): Promise<void> {
  forgetXsrfToken();
  await ensureXsrfToken();
}
