import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { AppConfig } from '../../config/app-config.js';
import { prefetchViewer } from '../../modules/sessions/viewer-prefetch.middleware.js';
import { ViewerService } from '../../modules/sessions/services/viewer.service.js';
import { WEBHOOK_BODY_LIMIT } from '../../modules/payments/payments.limits.js';
import { PAYMENT_WEBHOOK_PATH } from '../../modules/payments/webhooks/payment-webhook.controller.js';
import { HttpMetrics } from '../../modules/metrics/http-metrics.js';
import { LAB_CALLBACK_PATH } from '../../modules/lab/lab-callback.controller.js';
import { defaultWebDist } from '../../paths.js';
import { countStatementsPerRequest } from '../diagnostics/statement-counter.js';
import { graphqlMultipart } from '../uploads/graphql-multipart.js';
import { BLOOD_UPLOAD_LIMITS } from '../../modules/results/blood-uploads/blood-upload.limits.js';
import { csrfProtection } from './csrf.js';
import { SESSION_STORE } from './http-security.module.js';
import { createSessionMiddleware, type SessionStore } from './session.js';
import { securityHeaders } from './security-headers.js';
import { spaMiddlewares } from './spa-fallback.js';

/** Express-level middleware shared by the server and the integration tests, in this order. */
export function configureHttp(app: NestExpressApplication): void {
  const config = app.get(AppConfig);
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // No ETag on responses: every answer is a POST's (GraphQL) or a document made for this request, never
  // revalidated; Express would hash each body (SHA-1) for nothing. Static files keep serve-static's own.
  app.set('etag', false);
  app.use(securityHeaders(!config.isProduction, config.secureCookies));
  for (const middleware of spaMiddlewares(config.webDist ?? defaultWebDist)) app.use(middleware);
  // After the SPA's files and pages, before any refusal (CSRF, auth): every API request is timed.
  app.use(app.get(HttpMetrics).middleware());
  if (config.sqlStatementHeader) app.use(countStatementsPerRequest);
  app.use(prefetchViewer(app.get(ViewerService), config.sessionSecret));
  // A partner's webhook keeps a raw body (the lab's signature covers the exact bytes; Mollie's form body is read
  // by its inbox; the parsers registered later by Nest skip a body already read) and needs no CSRF token: the lab's
  // is signed, Mollie's is never trusted beyond the payment id it names.
  const partnerWebhooks = [PAYMENT_WEBHOOK_PATH, LAB_CALLBACK_PATH];
  for (const path of partnerWebhooks)
    app.use(path, express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }));
  app.use(createSessionMiddleware(config, app.get<SessionStore>(SESSION_STORE)));
  app.use(csrfProtection(partnerWebhooks));
  // After the CSRF check: a file is parsed only for a request of the portal's own pages.
  app.use('/graphql', graphqlMultipart(BLOOD_UPLOAD_LIMITS));
}
