import { Router } from 'express';
import { type MailStore } from './mail-store.js';

/** JSON API for tests and tools: GET /mail?to=, GET /mail/:id, DELETE /mail. */
export function mailApiRouter(store: MailStore): Router {
  const router = Router();

  router.get('/mail', (request, response) => {
    const { to } = request.query;
    if (to !== undefined && typeof to !== 'string') {
      response.status(400).json({ error: 'Pass at most one "to" address.' });
      return;
    }
    response.json(store.list(to));
  });

  router.get('/mail/:id', (request, response) => {
    const mail = store.get(request.params.id);
    if (!mail) {
      response.status(404).json({ error: 'Mail not found.' });
      return;
    }
    response.json(mail);
  });

  router.delete('/mail', (_request, response) => {
    store.clear();
    response.status(204).end();
  });

  return router;
}
