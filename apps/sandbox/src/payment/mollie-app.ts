import express, { type Express, type NextFunction, type Request, type Response, Router } from 'express';
import { type IdempotencyCache } from './idempotency.js';
import { registerMethodRoutes } from './methods-routes.js';
import { requireTestKey } from './mollie-auth.js';
import { sendMollieError } from './mollie-error.js';
import { idempotentReplay } from './mollie-idempotency.js';
import { type MollieRouteDependencies, registerPaymentRoutes } from './payment-routes.js';
import { registerRefundRoutes } from './refund-routes.js';

export interface MollieAppDependencies extends MollieRouteDependencies {
  readonly idempotency: IdempotencyCache;
}

/** The Mollie API v2 subset, served over HTTPS at /v2. */
export function createMollieApp(deps: MollieAppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  const v2 = Router();
  // Mollie reads JSON whatever the Content-Type says; the official client sends application/json.
  v2.use(requireTestKey, express.json({ type: () => true }), idempotentReplay(deps.idempotency));
  registerPaymentRoutes(v2, deps);
  registerRefundRoutes(v2, deps);
  registerMethodRoutes(v2, deps);
  app.use('/v2', v2);

  app.use((request: Request, response: Response) => {
    sendMollieError(response, 404, `The resource ${request.method} ${request.path} does not exist.`);
  });
  // Express knows an error handler by its four parameters.
  app.use((error: unknown, _request: Request, response: Response, _next: NextFunction) => {
    const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const detail =
        type === 'entity.parse.failed' ? 'The body is not valid JSON.' : 'The body could not be read.';
      sendMollieError(response, status === 413 ? 413 : 400, detail);
      return;
    }
    console.error(error);
    sendMollieError(response, 500, 'Internal sandbox error.');
  });
  return app;
}
