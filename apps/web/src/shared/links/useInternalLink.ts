import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

/** href and click handler that let Blueprint anchors navigate inside the SPA (new tabs still work). */
export function useInternalLink(to: To) {
  return { href: useHref(to), onClick: useLinkClickHandler<HTMLElement>(to) };
}
