import { Router } from 'express';
import { type MailStore } from './mail-store.js';

/**
 * JSON API for tests and tools: GET /mail?to=, GET /mail/:id, GET /mail/:id/attachments/:index (the file's
 * bytes), DELETE /mail.
 */
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

  router.get('/mail/:id/attachments/:index', (request, response) => {
    const found = store.attachment(request.params.id, Number(request.params.index));
    if (!found) {
      response.status(404).json({ error: 'Attachment not found.' });
      return;
    }
    response.type(found.meta.contentType);
    if (found.meta.filename) response.attachment(found.meta.filename);
    response.send(Buffer.from(found.content));
  });

  router.delete('/mail', (_request, response) => {
    store.clear();
    response.status(204).end();
  });

  return router;
}
