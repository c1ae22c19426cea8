// The signed part of a questionnaire link: `expires` (epoch seconds) and `signature`, passed on unchanged.

/**
 * The query to post with (`expires=…&signature=…` exactly as the link carries it), or null when the link lacks
 * them: the page explains instead of asking for a birth date the server would refuse.
 */
export function signedLinkQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  const expires = params.get('expires') ?? '';
  const signature = params.get('signature') ?? '';
  if (!/^\d+$/.test(expires) || signature.trim() === '') return null;
  // The signature covers the path and the query as sent: keep the link's own order and encoding.
  return search.replace(/^\?/, '');
}
