import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

// Blueprint positions overlays with inline styles, hence 'unsafe-inline' for styles only.
export function securityHeaders(allowGraphiql: boolean, https: boolean) {
  const strict = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Mollie's payment-method logos on the pay page (its methods API links them there; the sandbox's are data:).
        imgSrc: ["'self'", 'data:', 'https://www.mollie.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Upgrading would break plain-http deployments such as http://localhost:3000.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // GraphiQL (development only) loads its scripts from a CDN.
  const relaxed = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  return allowGraphiql
    ? (req: Request, res: Response, next: NextFunction) =>
        req.method === 'GET' && req.path === '/graphql' ? relaxed(req, res, next) : strict(req, res, next)
    : strict;
}
