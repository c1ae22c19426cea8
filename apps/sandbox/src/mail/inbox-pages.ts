import { Router, type Response } from 'express';
import { PAGE_CSP, renderPage } from '../http/page.js';
import { inboxView, mailView, notFoundView, subjectOf } from './inbox-views.js';
import { type MailStore } from './mail-store.js';

/** The developer's inbox: GET / lists the mail, GET /inbox/:id shows one. */
export function inboxPagesRouter(store: MailStore, smtpUrl: () => string): Router {
  const router = Router();

  router.get('/', (_request, response) => {
    sendPage(response, 200, renderPage('Inbox', inboxView(store.list(), smtpUrl())));
  });

  router.get('/inbox/:id', (request, response) => {
    const mail = store.get(request.params.id);
    if (!mail) {
      sendPage(response, 404, renderPage('Not found', notFoundView(smtpUrl())));
      return;
    }
    sendPage(response, 200, renderPage(subjectOf(mail), mailView(mail, smtpUrl())));
  });

  return router;
}

function sendPage(response: Response, status: number, page: string): void {
  response.status(status).set('Content-Security-Policy', PAGE_CSP).type('html').send(page);
}
