import { decodeHtmlEntities } from './html-entities.js';

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const TEXT_URL = /\bhttps?:\/\/[^\s<>"]+/gi;
// Sentence punctuation after a URL in running text is not part of it.
const TRAILING_PUNCTUATION = /[.,;:!?'")\]}]+$/;
const HTTP_URL = /^https?:\/\//i;

/** Every http(s) URL in the HTML's hrefs, then in the text, in order of appearance, once each. */
export function extractLinks(html: string | null, text: string | null): string[] {
  const links = new Set<string>();
  for (const match of (html ?? '').matchAll(HREF)) {
    const href = decodeHtmlEntities(match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (isHttpUrl(href)) links.add(href);
  }
  for (const match of (text ?? '').matchAll(TEXT_URL)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    if (isHttpUrl(url)) links.add(url);
  }
  return [...links];
}

function isHttpUrl(candidate: string): boolean {
  return HTTP_URL.test(candidate) && URL.canParse(candidate);
}
