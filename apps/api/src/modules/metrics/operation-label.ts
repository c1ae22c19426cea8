import type { Request } from 'express';

export const GRAPHQL_PATH = '/graphql';
export const ANONYMOUS_OPERATION = 'anonymous';
export const UNMATCHED_OPERATION = 'unmatched';
/** A GraphQL name that is malformed, or new after the set of names is full. */
export const OTHER_OPERATION = 'other';

// The web sends about 130 operations; the cap bounds what any client can make up.
const MAX_GRAPHQL_OPERATIONS = 500;
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/**
 * The `operation` label of a request: the GraphQL operation name for the GraphQL endpoint, else the
 * matched route's pattern (`/api/orders/:id/download-pdf`), never the raw URL, whose ids, tokens and
 * e-mail addresses would leak and grow the series without end.
 */
export class OperationLabels {
  private readonly graphqlNames = new Set<string>();

  constructor(private readonly maxGraphqlNames = MAX_GRAPHQL_OPERATIONS) {}

  /** Called when the response has finished: the router has set `req.route` and the body is parsed. */
  of(req: Request, isGraphql: boolean): string {
    return isGraphql ? this.graphqlOperation(req) : routePattern(req);
  }

  private graphqlOperation(req: Request): string {
    const name = operationNameOf(req);
    if (name === undefined) return ANONYMOUS_OPERATION;
    if (!GRAPHQL_NAME.test(name)) return OTHER_OPERATION;
    if (this.graphqlNames.has(name)) return name;
    if (this.graphqlNames.size >= this.maxGraphqlNames) return OTHER_OPERATION;
    this.graphqlNames.add(name);
    return name;
  }
}

function operationNameOf(req: Request): string | undefined {
  const body: unknown = req.body;
  const fromBody =
    body && typeof body === 'object' ? (body as { operationName?: unknown }).operationName : undefined;
  const name = fromBody ?? (req.query as { operationName?: unknown } | undefined)?.operationName;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

// A wildcard route (`{/*splat}`) is middleware that Nest mounts as a route for every path (nestjs-pino's
// logger): it sets `req.route` on a request that no endpoint matches, so it does not name an operation.
function routePattern(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' && !path.includes('*') ? path : UNMATCHED_OPERATION;
}

/** `2xx`, `4xx`, ...: the status class keeps the label small. */
export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}
