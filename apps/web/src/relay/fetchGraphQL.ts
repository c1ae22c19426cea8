import {
  type CacheConfig,
  type GraphQLResponse,
  type RequestParameters,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import { RequestFailedError } from '../http/RequestFailedError';
import { ensureXsrfToken, XsrfTokenUnavailableError } from '../http/xsrf';
import { isBackgroundCall } from './backgroundCall';
import { errorEffects, type FailedCall } from './errorEffects';
import { failuresOf, withoutValidationErrors } from './failures';
import { showsValidationInline } from './inlineValidation';
import { multipartBody } from './multipartBody';
import { runErrorEffects } from './runErrorEffects';

export const graphQLUrl = '/graphql';

interface ResponseBody {
  data?: unknown;
  errors?: unknown;
  message?: unknown;
  reason?: unknown;
}

async function readBody(response: Response): Promise<ResponseBody | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? body : null;
  } catch {
    return null;
  }
}

function fail(call: FailedCall, cause?: unknown, background = false): never {
  if (!background) runErrorEffects(errorEffects(call));
  throw new RequestFailedError(call.status, call.failures, { cause });
}

/**
 * Relay's network layer. Never retries: the spec wants a retry count of 0 for queries and mutations. A mutation
 * with uploadables goes as a multipart request (files cannot travel in JSON).
 */
export async function fetchGraphQL(
  request: RequestParameters,
  variables: Variables,
  cacheConfig?: CacheConfig,
  uploadables?: UploadableMap | null,
): Promise<GraphQLResponse> {
  const kind = request.operationKind === 'mutation' ? 'mutation' : 'query';
  const background = isBackgroundCall(cacheConfig);

  let xsrfToken: string;
  try {
    xsrfToken = await ensureXsrfToken();
  } catch (error) {
    if (!(error instanceof XsrfTokenUnavailableError)) throw error;
    runErrorEffects([{ type: 'toast', text: { key: 'somethingWentWrong' }, oops: false }]);
    throw error;
  }

  const operation = { query: request.text ?? '', operationName: request.name };
  const isMultipart = uploadables != null && Object.keys(uploadables).length > 0;
  let response: Response;
  try {
    response = await fetch(graphQLUrl, {
      method: 'POST',
      credentials: 'include',
      headers: isMultipart
        ? // The browser sets the multipart Content-Type with its boundary. The spec's X-Requested-With header,
          // and Apollo's preflight header, mark the request as not a plain cross-site form post.
          {
            Accept: 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            'Apollo-Require-Preflight': 'true',
            'X-XSRF-TOKEN': xsrfToken,
          }
        : { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrfToken },
      body: isMultipart
        ? multipartBody(operation, variables, uploadables)
        : JSON.stringify({ query: request.text, variables, operationName: request.name }),
    });
  } catch (error) {
    return fail({ kind, status: null, failures: [] }, error, background);
  }

  const body = await readBody(response);
  const failures = failuresOf(body);
  if (!response.ok || body === null || !('data' in body))
    return fail({ kind, status: response.status, failures }, undefined, background);
  // Partial data still reaches Relay; the errors beside it are reported all the same.
  const told = showsValidationInline(cacheConfig) ? failuresOf(withoutValidationErrors(body)) : failures;
  if (told.length > 0 && !background)
    runErrorEffects(errorEffects({ kind, status: response.status, failures: told }));
  return body as GraphQLResponse;
}
