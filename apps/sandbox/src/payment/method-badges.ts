import { Router } from 'express';
import { escapeHtml } from '../http/html.js';
import { isMethodId, methodEntry } from './methods.js';

const COLOURS: Readonly<Record<string, string>> = {
  creditcard: '#1f2937',
  paypal: '#003087',
  banktransfer: '#0f766e',
  eps: '#c8102e',
  klarna: '#ffb3c7',
};

/** Small SVG badges for the methods' `image` links, mounted at /payment/methods; browsers load them. */
export function methodBadgesRouter(): Router {
  const router = Router();
  router.get('/:file', (request, response) => {
    const id = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || !isMethodId(id)) {
      response.status(404).json({ error: 'No such method image.' });
      return;
    }
    const label = escapeHtml(methodEntry(id).description.en);
    const colour = COLOURS[id] ?? '#444';
    const text = id === 'klarna' ? '#000' : '#fff';
    response
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48" viewBox="0 0 64 48" role="img" aria-label="${label}">` +
          `<rect width="64" height="48" rx="6" fill="${colour}"/>` +
          `<text x="32" y="29" font-family="sans-serif" font-size="9" fill="${text}" text-anchor="middle">${label}</text></svg>`,
      );
  });
  return router;
}
