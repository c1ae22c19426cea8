import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { type SandboxModule } from './sandbox-module.js';

export function createSandboxApp(modules: readonly SandboxModule[]): Express {
  const app = express();
  app.disable('x-powered-by');

  app.get('/health', (_request, response) => {
    response.json({ status: 'ok' });
  });
  for (const module of modules) module.registerRoutes(app);

  app.use((_request, response) => {
    response.status(404).json({ error: 'Not found.' });
  });
  // Express knows an error handler by its four parameters.
  app.use((error: unknown, _request: Request, response: Response, _next: NextFunction) => {
    console.error(error);
    response.status(500).json({ error: 'Internal sandbox error.' });
  });
  return app;
}
