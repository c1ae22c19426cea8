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

/** A method's small SVG badge. */
export function methodBadgeSvg(id: string): string {
  const label = escapeHtml(methodEntry(id as Parameters<typeof methodEntry>[0]).description.en);
  const colour = COLOURS[id] ?? '#444';
  const text = id === 'klarna' ? '#000' : '#fff';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48" viewBox="0 0 64 48" role="img" aria-label="${label}">` +
    `<rect width="64" height="48" rx="6" fill="${colour}"/>` +
    `<text x="32" y="29" font-family="sans-serif" font-size="9" fill="${text}" text-anchor="middle">${label}</text></svg>`
  );
}

/**
 * The badge as a `data:` URL, what the methods' `image` links carry: a page showing them needs no image host in
 * its Content-Security-Policy (Mollie's own are on https://www.mollie.com, which the portal's policy allows).
 */
export function methodBadgeDataUrl(id: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(methodBadgeSvg(id)).toString('base64')}`;
}

/** The same badges as files at /payment/methods/<id>.svg, for a look in the browser. */
export function methodBadgesRouter(): Router {
  const router = Router();
  router.get('/:file', (request, response) => {
    const id = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || !isMethodId(id)) {
      response.status(404).json({ error: 'No such method image.' });
      return;
    }
    response.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(methodBadgeSvg(id));
  });
  return router;
}
