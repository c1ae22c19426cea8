// Test helper: one HTTPS request with node:https, trusting only the given CA (none: the system's roots).
import { type IncomingHttpHeaders } from 'node:http';
import { type Agent, request } from 'node:https';

export interface HttpsAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

export interface HttpsRequest {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly ca?: string;
  readonly signal?: AbortSignal;
  /** A keep-alive agent to reuse connections; by default each request has its own. */
  readonly agent?: Agent;
}

export function httpsRequest(
  url: string,
  { method = 'GET', headers = {}, body, ca, signal, agent }: HttpsRequest = {},
) {
  return new Promise<HttpsAnswer>((resolve, reject) => {
    const outgoing = request(url, { method, headers, ca, signal, agent: agent ?? false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
